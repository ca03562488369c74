// `catakombes engine`: the rules engine driven by JSON lines (docs/engine-protocol.md). One
// command per line on stdin, one reply per line on stdout; every reply has "ok", and a bad line
// gets {"ok": false, "error": "…"} without stopping the engine.
//
// EngineSession holds one game: its state, what it was started from (for saves and replays),
// the event log, and the undo stack (the session's undo: states since the last commit point —
// an action that rolled dice or revealed something, an end of turn, forced dice — Wesnoth
// style; STYLE.md).
#pragma once

#include <cstddef>
#include <deque>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/save_content.h"
#include "cata/content/save_file.h"
#include "cata/core/game_state.h"

namespace cata::content {

/// Longest command line accepted (bytes, newline excluded). A longer line is never held in
/// memory: runEngine keeps its first bytes only and discards the rest up to the newline.
inline constexpr std::size_t kMaxEngineLine = 1024 * 1024;
/// Deepest nesting of arrays and objects accepted in a command (a command needs 4).
inline constexpr std::size_t kMaxEngineDepth = 32;
/// Most states kept for "undo"; past it the oldest is dropped (undo then stops there).
inline constexpr std::size_t kMaxEngineUndo = 256;
/// Most steps (actions and forces) one game may record; "act" and "force" refuse more.
inline constexpr std::size_t kMaxEngineSteps = 100000;
/// Most forced outcomes (power faces, locations and D6 together) waiting at once.
inline constexpr std::size_t kMaxEngineForced = 1000;

/// The bounds that keep a session's memory finite whatever it is sent (tests lower them).
struct EngineLimits {
    std::size_t undo = kMaxEngineUndo;
    std::size_t steps = kMaxEngineSteps;
    std::size_t forced = kMaxEngineForced;
};

class EngineSession {
public:
    /// `data_dir` holds assets/ and quests/ (loaded on the first "new").
    explicit EngineSession(std::string data_dir, EngineLimits limits = {});
    /// The same with the shipped content of `data_dir` already loaded (sessions that share it:
    /// the fuzz target, tests).
    EngineSession(std::string data_dir, std::shared_ptr<const ContentDocuments> shipped,
                  EngineLimits limits = {});

    /// Handles one command line and returns the reply line (compact JSON, no newline).
    std::string handle(const std::string& line);
    /// True after "quit".
    bool finished() const { return quit_; }

    /// The game in progress, if any (tests).
    const std::optional<GameState>& state() const { return state_; }

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
    /// Throws "<command>: the game already has N steps…" when the record is full (EngineLimits).
    void checkStepRoom(const char* command) const;
    nlohmann::json legalView() const;
    /// Makes `record` the game's record, its content kept apart in content_.
    void keepRecord(GameRecord record);
    const ContentDocuments& shipped();
    GameState& game();

    /// A state to go back to, with the lengths of the step list and log at that time.
    struct Snapshot {
        GameState state;
        std::size_t steps = 0;
        std::size_t log = 0;
    };

    std::string data_dir_;
    EngineLimits limits_;
    std::shared_ptr<const ContentDocuments> shipped_;
    std::optional<GameState> state_;
    GameRecord record_;  // what the game was started from, but its content: that is content_
    /// The game's embedded content, shared by the copies of the session (a copy of the session
    /// costs no copy of the content's documents: the fuzz target resets a session by copying it).
    std::shared_ptr<const EmbeddedContent> content_;
    std::vector<nlohmann::json> log_;
    std::deque<Snapshot> undo_;  // at most kMaxEngineUndo, oldest first
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
