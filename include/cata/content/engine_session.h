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

/// Longest command line accepted (bytes, newline excluded).
inline constexpr std::size_t kMaxEngineLine = 1024 * 1024;

class EngineSession {
public:
    /// `data_dir` holds assets/ and quests/ (loaded on the first "new").
    explicit EngineSession(std::string data_dir);
    /// The same with the shipped content of `data_dir` already loaded (sessions that share it:
    /// the fuzz target, tests).
    EngineSession(std::string data_dir, std::shared_ptr<const ContentDocuments> shipped);

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
    nlohmann::json legalView() const;
    const ContentDocuments& shipped();
    GameState& game();

    /// A state to go back to, with the lengths of the step list and log at that time.
    struct Snapshot {
        GameState state;
        std::size_t steps = 0;
        std::size_t log = 0;
    };

    std::string data_dir_;
    std::shared_ptr<const ContentDocuments> shipped_;
    std::optional<GameState> state_;
    GameRecord record_;
    std::vector<nlohmann::json> log_;
    std::vector<Snapshot> undo_;
    bool quit_ = false;
};

/// Reads command lines from `in` until "quit" or the end, writing one reply line each to `out`
/// (flushed). Lines longer than kMaxEngineLine are answered with an error and skipped.
/// Returns the process exit code (0).
int runEngine(std::istream& in, std::ostream& out, const std::string& data_dir);

}  // namespace cata::content
