// `catakombes engine`: the rules engine driven by JSON lines (docs/engine-protocol.md). One
// command per line on stdin, one reply per line on stdout; every reply has "ok", and a bad line
// gets {"ok": false, "error": "…"} without stopping the engine.
//
// EngineSession is a protocol layer over one GameSession (game_session.h): it reads commands,
// matches actions, and words replies; the game's state, record, event log, commit points, undo
// and their limits (SessionLimits) are the session's, as in the app.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
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
    /// "new", and "setup" (`setup`: a game started from a whole position, core position.h).
    nlohmann::json cmdNew(const nlohmann::json& cmd, bool setup = false);
    nlohmann::json cmdAct(const nlohmann::json& cmd);
    nlohmann::json cmdWhy(const nlohmann::json& cmd);
    nlohmann::json cmdOdds(const nlohmann::json& cmd);
    nlohmann::json cmdUndo();
    nlohmann::json cmdForce(const nlohmann::json& cmd);
    nlohmann::json cmdSave(const nlohmann::json& cmd, bool replay);
    nlohmann::json cmdLoad(const nlohmann::json& cmd);
    nlohmann::json cmdReplay(const nlohmann::json& cmd);
    /// The state view's members as JSON text, unsorted (writeReply sorts them): spread into the
    /// reply ("state", "new") or written as its "state" member (stateViewText).
    std::vector<std::pair<std::string_view, std::string>> stateView() const;
    std::string stateViewText() const;
    /// The legal view without its "actions", which it puts in raw_ as kept text.
    nlohmann::json legalView();
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
    // The legal view's "actions" as JSON text (legalActionsText) of the state with stateVersion()
    // legal_version_: a "legal" at a state already listed copies it (and copies share it).
    std::shared_ptr<const std::string> legal_text_;
    std::uint64_t legal_version_ = 0;
    // Members of the reply being made that are JSON text already (the legal list, the state
    // view), by key; handle() writes them among the others in key order.
    std::vector<std::pair<std::string, std::string>> raw_;
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
