// `catakombes engine`: the rules engine driven by JSON lines (docs/engine-protocol.md). One
// command per line on stdin, one reply per line on stdout; every reply has "ok", and a bad line
// gets {"ok": false, "error": "…"} without stopping the engine.
//
// EngineSession is a protocol layer over one GameSession (game_session.h): it reads commands,
// matches actions, and words replies; the game's state, record, event log, commit points, undo
// and their limits (SessionLimits) are the session's, as in the app.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/game_session.h"
#include "cata/content/save_content.h"

namespace cata::content {

/// Longest command line accepted (bytes, newline excluded). A longer line is never held in
/// memory: runEngine keeps its first bytes only and discards the rest up to the newline.
inline constexpr std::size_t kMaxEngineLine = 1024 * 1024;
/// Deepest nesting of arrays and objects accepted in a command (a command needs 4).
inline constexpr std::size_t kMaxEngineDepth = 32;
class EngineSession {
public:
    /// `data_dir` holds assets/ and quests/ (loaded on the first "new").
    /// `limits` bound every game it plays (undo, steps, forced dice: SessionLimits).
    explicit EngineSession(std::string data_dir, SessionLimits limits = {});
    /// The same with the shipped content of `data_dir` already loaded (sessions that share it:
    /// the fuzz target, tests).
    EngineSession(std::string data_dir, std::shared_ptr<const ContentDocuments> shipped, SessionLimits limits = {});

    /// Handles one command line and returns the reply line (compact JSON, no newline).
    std::string handle(const std::string& line);
    /// True after "quit".
    bool finished() const { return quit_; }

private:
    nlohmann::json dispatch(const nlohmann::json& cmd);
    nlohmann::json cmdNew(const nlohmann::json& cmd);
    nlohmann::json cmdAct(const nlohmann::json& cmd);
    nlohmann::json cmdWhy(const nlohmann::json& cmd);
    nlohmann::json cmdOdds(const nlohmann::json& cmd);
    nlohmann::json cmdUndo();
    nlohmann::json cmdForce(const nlohmann::json& cmd);
    nlohmann::json cmdSave(const nlohmann::json& cmd, bool replay);
    nlohmann::json cmdLoad(const nlohmann::json& cmd);
    nlohmann::json cmdReplay(const nlohmann::json& cmd);
    nlohmann::json stateView() const;
    nlohmann::json legalView() const;
    const ContentDocuments& shipped();
    /// The game in progress; throws "no game: …" when there is none.
    GameSession& game();
    /// Makes `session` the game in progress, with this engine's limits.
    void play(std::unique_ptr<GameSession> session);

    std::string data_dir_;
    SessionLimits limits_;
    std::shared_ptr<const ContentDocuments> shipped_;
    std::optional<GameSession> game_;  // a value: an EngineSession copies (the fuzz targets)
    bool quit_ = false;
};

/// Splits a stream into lines with bounded memory: a line longer than `max` bytes is read to
/// its newline but only its first `max` + 1 bytes are kept. Reads what the stream has at hand
/// (never waits for more than one byte beyond it), so a program on the other end of a pipe gets
/// its reply before sending the next line.
class LineReader {
public:
    explicit LineReader(std::istream& in, std::size_t max = kMaxEngineLine);

    /// The next line, without its "\n" (nor a "\r" before it); nothing at the end of the
    /// stream. The last line may lack its newline (the end of input ends it).
    struct Line {
        std::string text;        // the whole line; empty when too long
        std::size_t length = 0;  // its real length in bytes
        bool too_long = false;   // length > max
    };
    std::optional<Line> next();

private:
    bool fill();

    std::istream& in_;
    std::size_t max_;
    std::vector<char> buffer_;
    std::size_t begin_ = 0, end_ = 0;  // unread bytes of buffer_
    bool eof_ = false;
};

/// The reply to a line longer than kMaxEngineLine (`length` bytes).
std::string lineTooLongReply(std::size_t length);

/// Reads command lines from `in` until "quit" or the end, writing one reply line each to `out`
/// (flushed). Lines longer than kMaxEngineLine are answered with an error and skipped without
/// being held in memory. Returns the process exit code: 0, or 1 when `out` fails (closed pipe).
int runEngine(std::istream& in, std::ostream& out, const std::string& data_dir);

}  // namespace cata::content
