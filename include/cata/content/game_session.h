// One game being played by a front end (the SDL client; the AI's simulator): the state, what it
// was started from (for saves, replays and "back to turn N"), every event since the start, and
// the undo stack back to the last commit point (Wesnoth style, STYLE.md).
//
// A commit point is an action that rolled dice or revealed something hidden, an answer to a
// pending decision, the end of a turn, forced dice, or the end of the game (RULES.md R27/R42
// decisions and R7 turns; docs/rules.md). Undo never goes past one.
//
// Loading a save replays its steps from the embedded content to rebuild the event history and
// the turn marks. A step that does not read or is illegal where it stands refuses the save
// (docs/robustness.md, "Saves"); if every step is legal but the replay does not reach the saved
// state, the saved state is used with no history (and `historyNote()` says so) when its hash is
// the one recorded after the last step (rules changed since the save was written), and the save
// is refused otherwise (the state was edited).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/save_content.h"
#include "cata/content/save_file.h"
#include "cata/core/game_state.h"

namespace cata::content {

/// True when applying `action` to `before`, which gave `after` and `events`, passed a commit
/// point (see the header comment): the action cannot be undone.
bool isCommitPoint(const GameState& before, const Action& action, const GameState& after,
                   const std::vector<Event>& events);

/// Events of the game in order, grouped by the step that produced them.
struct HistoryEntry {
    std::optional<Action> action;  // nothing for the start of the game (R8 events of turn 1)
    std::vector<Event> events;
    int turn = 1;                  // the turn and side when the step was taken
    Side side = Side::Heroes;
};

/// Where each side's turn began, to go back to it.
struct TurnMark {
    int turn = 1;
    Side side = Side::Heroes;
    std::size_t steps = 0;  // number of record steps already played when this turn began
};

/// What a new game is started from.
struct NewGame {
    std::string quest_id;
    GameOptions options;
    std::uint64_t seed = 0;
    /// R53: the point budget chosen for this game; 0 keeps the quest's own. It is written into
    /// the embedded quest document, so the core's R53 check, saves and replays all use it.
    int budget = 0;
    std::vector<Placement> heroes;  // every character placed (see deploy() for defaults)
    std::vector<Placement> master;
};

class GameSession {
public:
    /// Starts a game of `docs`' quest. Nothing, with one sentence in `error`, when it cannot
    /// (unknown quest or card, a square taken…).
    static std::unique_ptr<GameSession> start(const ContentDocuments& docs, const NewGame& game, std::string* error);
    /// Loads a save written by save() or by `catakombes engine`. Nothing, with "<path>: <problem>"
    /// (loadSave's problems, "the setup does not create a game: …", "actions[3].action: illegal
    /// on replay: …").
    static std::unique_ptr<GameSession> load(const std::filesystem::path& path, std::string* error);

    const GameState& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    /// Says who plays each side (kept in the saves, human/human by default).
    void setPlayers(const Players& players) { record_.players = players; }
    /// Every step's events since the start (the first entry holds the start-of-game events).
    const std::vector<HistoryEntry>& history() const { return history_; }
    /// Non-empty when a loaded save's history could not be rebuilt.
    const std::string& historyNote() const { return history_note_; }
    /// The start of every side's turn so far, oldest first (the current one last).
    const std::vector<TurnMark>& turnMarks() const { return marks_; }

    /// Applies a legal action (from state().legalActions()); returns its events. Throws
    /// std::invalid_argument (the core's reason) for an illegal one, the session unchanged.
    const std::vector<Event>& apply(const Action& action);
    /// True when the last steps can be undone (none of them passed a commit point).
    bool canUndo() const { return !undo_.empty(); }
    std::size_t undoDepth() const { return undo_.size(); }
    /// Goes back one action (or one undo unit); false when there is nothing to undo.
    bool undo();
    /// Groups the steps applied until endUndoUnit() into one undo step, so that one undo()
    /// takes them all back: a click that moves along a path of several moves is one player's
    /// action. A step that passes a commit point inside the unit still
    /// clears the stack; the unit's steps after it are then undone together.
    void beginUndoUnit();
    void endUndoUnit();
    /// Goes back to the start of turn mark `index` (replaying the record from the start).
    /// Everything after it is dropped. False, with a sentence in `error`, when it cannot.
    bool backTo(std::size_t index, std::string* error);

    /// The save document (format of save_file.h).
    nlohmann::json toSaveJson() const;
    /// The save document as the text written to a file.
    std::string saveText() const;
    /// Writes the save atomically; false with "<path>: <problem>" in `error`.
    bool save(const std::filesystem::path& path, std::string* error) const;

private:
    GameSession() = default;
    struct Snapshot {
        GameState state;
        std::size_t steps = 0;
        std::size_t history = 0;
        std::size_t log = 0;
        std::size_t marks = 0;
    };
    void noteTurn();
    std::optional<GameState> initialState(std::vector<Event>* events, std::string* error) const;

    std::optional<GameState> state_;  // always set once started or loaded
    std::shared_ptr<const GameContent> content_;
    GameRecord record_;
    std::vector<HistoryEntry> history_;
    std::vector<nlohmann::json> log_;  // the events as JSON (what saves hold)
    std::vector<TurnMark> marks_;
    std::vector<Snapshot> undo_;
    bool unit_open_ = false;      // between beginUndoUnit() and endUndoUnit()
    bool unit_snapshot_ = false;  // the open unit already pushed its snapshot
    std::string history_note_;
};

/// Autosaves in one folder: "autosave-<n>.json", the newest kept `keep` of them.
class Autosaves {
public:
    explicit Autosaves(std::filesystem::path dir, int keep = 10) : dir_(std::move(dir)), keep_(keep) {}
    /// Writes `session` as the newest autosave and deletes the oldest beyond `keep`. False, with
    /// a sentence in `error`, when it cannot (the game goes on).
    bool write(const GameSession& session, std::string* error) const;
    /// The same with the save document already made (GameSession::saveText()), so
    /// another thread can write it while the session goes on.
    bool writeText(const std::string& text, std::string* error) const;
    /// The autosaves, newest first.
    std::vector<std::filesystem::path> list() const;
    const std::filesystem::path& dir() const { return dir_; }

private:
    std::filesystem::path dir_;
    int keep_;
};

/// A saved game as the load screen lists it (read without replaying).
struct SaveSummary {
    std::filesystem::path path;
    std::string quest_id;
    int turn = 1;
    Side side = Side::Heroes;
    bool over = false;
    std::filesystem::file_time_type written;
    std::string error;  // non-empty: the file is not a readable save (listed in red)
};
/// Every "*.json" save under `dir` (autosaves included), newest first.
std::vector<SaveSummary> listSaves(const std::filesystem::path& dir);

}  // namespace cata::content
