// One game being played by a front end (the SDL client; the AI's simulator; the engine protocol,
// engine_session.h, which is a layer over it): the state, what it was started from (for saves,
// replays and "back to turn N"), every event since the start, and the undo stack back to the
// last commit point (Wesnoth style, STYLE.md), within the memory bounds of SessionLimits.
//
// A commit point is an action that rolled dice or revealed something hidden, an answer to a
// pending decision, the end of a turn, forced dice, or the end of the game (RULES.md R27/R42
// decisions and R7 turns; docs/rules.md). Undo never goes past one.
//
// Loading a save replays its steps from the embedded content to rebuild the event history and
// the turn marks, so a game continued or loaded goes back to any earlier turn as one never
// saved. A step that does not read or is illegal where it stands refuses the save
// (docs/robustness.md, "Saves"); if every step is legal but the replay does not reach the saved
// state, the saved state is used with no history (history() is empty, not even the start of the
// game) when its hash is the one recorded after the last step (rules changed since the save was
// written), and the save is refused otherwise (the state was edited).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/save_content.h"
#include "cata/content/save_file.h"
#include "cata/core/game_state.h"

namespace cata::content {

/// Most states kept for undo; past it the oldest is dropped (undo then stops there). Undo goes
/// back to the last commit point only, which a player meets every turn: no game comes near it.
inline constexpr std::size_t kMaxUndo = 256;
/// Most forced outcomes (power faces, locations and D6 together) waiting at once.
inline constexpr std::size_t kMaxForced = 1000;

/// The bounds that keep a session's memory finite whatever it is sent: the app's and the
/// engine protocol's (docs/robustness.md, "Memory bounds"; tests lower them).
struct SessionLimits {
    std::size_t undo = kMaxUndo;        // states kept for undo (at least one is)
    std::size_t steps = kMaxSaveSteps;  // steps (actions and forces) recorded: what a save holds
    std::size_t forced = kMaxForced;    // forced outcomes waiting
};

/// Why undo stops where it does: the kind of the last commit point (see the header comment).
enum class CommitReason {
    None,       // not a commit point
    Start,      // nothing played since the game started
    Dice,       // dice were rolled
    Revealed,   // a hidden thing was revealed (a trap sprung, avoided or found)
    Decision,   // a decision was asked or answered
    TurnEnded,  // the turn passed to the other side
    GameOver,   // the game ended
    Forced,     // dice were forced (the engine protocol)
    Rebuilt,    // the game was loaded or taken back to an earlier turn
};

/// The kind of commit point that applying `action` to `before`, which gave `after` and
/// `events`, passed (see the header comment); None when the action can be undone.
CommitReason commitReason(const GameState& before, const Action& action, const GameState& after,
                          const std::vector<Event>& events);

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
    /// Starts the game of `record` (its content embedded, its setup placed, no steps yet; the
    /// engine's "new"). Nothing, with one sentence in `error`, when its content does not load
    /// (`display` names it in the message) or the setup does not create a game.
    static std::unique_ptr<GameSession> create(GameRecord record, const std::string& display, std::string* error);
    /// Plays `replay` to its end, or to its first step that does not apply, and makes a game of
    /// where it got: the record cut to the steps played, the history rebuilt. `outcome` gets
    /// what playReplay found (steps played, hashes compared). Nothing when the setup does not
    /// create a game (`outcome->error` says why).
    static std::unique_ptr<GameSession> fromReplay(const LoadedReplay& replay, ReplayOutcome* outcome);

    /// Bounds this game by `limits` (for the steps that follow; SessionLimits{} by default).
    void setLimits(const SessionLimits& limits) { limits_ = limits; }

    const GameState& state() const { return *state_; }
    /// state().legalActions(), kept until the state changes (the engine's "legal", "act"…
    /// after one another list them once).
    const std::vector<LegalAction>& legalActions() const;
    /// stateHash(state()), kept until the state changes (apply() and force() compute it for the
    /// record; the engine's state view and "hash" reuse it).
    const std::string& stateHash() const;
    /// A number for the state as it is now, never given to another state of any session of this
    /// process: it changes with every apply, force, undo, load and replay. What the screens
    /// compute of the state alone (the threatened squares, a reach) is kept under it.
    std::uint64_t stateVersion() const { return version_; }
    const GameRecord& record() const { return record_; }
    /// Says who plays each side (kept in the saves, human/human by default).
    void setPlayers(const Players& players) { record_.players = players; }
    /// The hints the heroes' player asked for (GameRecord::hints_used: kept in saves; undo
    /// keeps it: a hint seen stays used).
    int hintsUsed() const { return record_.hints_used; }
    void countHint() { ++record_.hints_used; }
    /// Which game this is (GameRecord::game_id): a new one for each start() (newGameId()), the
    /// same after a save and a load.
    const std::string& gameId() const { return record_.game_id; }
    /// Every event since the start as JSON, in order (what saves hold as "log").
    const std::vector<nlohmann::json>& log() const { return log_; }
    /// Every step's events since the start (the first entry holds the start-of-game events).
    /// After loading a save whose history could not be rebuilt (the header comment): only the
    /// steps played since, none at first.
    const std::vector<HistoryEntry>& history() const { return history_; }
    /// A client's note on history entry `entry` (GameRecord::notes: kept in saves, dropped
    /// with the entries that undo, "back to turn N" or a history that cannot be rebuilt take
    /// away). An entry past the history's end is ignored.
    void setNote(std::size_t entry, nlohmann::json note);
    const std::map<std::size_t, nlohmann::json>& notes() const { return record_.notes; }
    /// The start of every side's turn so far, oldest first (the current one last).
    const std::vector<TurnMark>& turnMarks() const { return marks_; }

    /// Applies a legal action (from state().legalActions()); returns its events. Throws
    /// std::invalid_argument (the core's reason) for an illegal one, or "the game already has N
    /// steps, …" when the record is full (SessionLimits), the session unchanged.
    const std::vector<Event>& apply(const Action& action);
    /// Queues forced outcomes (`force`: {"power": […], "location": […], "d6": […]}, each member
    /// optional) on the dice, a step of the record and a commit point; returns how many wait.
    /// Throws FormError for a malformed `force` (messages under `path`), std::invalid_argument
    /// when it forces nothing or passes a limit (SessionLimits), the session unchanged.
    std::size_t force(const nlohmann::json& force, const std::string& path);
    /// True when the last steps can be undone (none of them passed a commit point).
    bool canUndo() const { return !undo_.empty(); }
    /// The kind of the last commit point passed: why undo stops there.
    CommitReason lastCommit() const { return last_commit_; }
    /// How many undo() calls would succeed in a row (the engine's "undo_depth").
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

    /// The save document (format of save_file.h: saveToJson of record(), state() and log()) as
    /// the text written to a file.
    std::string saveText() const;
    /// Writes the save atomically; false with "<path>: <problem>" in `error`.
    bool save(const std::filesystem::path& path, std::string* error) const;

private:
    void dropNotesPastHistory();
    GameSession() = default;
    struct Snapshot {
        GameState state;
        std::size_t steps = 0;
        std::size_t history = 0;
        std::size_t log = 0;
        std::size_t marks = 0;
        std::shared_ptr<const std::vector<LegalAction>> legal;  // the state's legalActions() and stateHash(), if known
        std::optional<std::string> hash;
    };
    /// Notes the start of a side's turn when the state is at a new one, `steps` record steps
    /// played.
    void noteTurn(std::size_t steps);
    std::optional<GameState> initialState(std::vector<Event>* events, std::string* error) const;
    /// How far a replay of the record went (replayInto).
    struct Replayed {
        bool started = false;    // the setup created a game
        std::size_t played = 0;  // the steps that applied, from the first
        std::string error;       // why the setup created no game, or why step `played` does not apply
    };
    /// The one replay loop (load, back to a turn, a replay file): creates the game of the
    /// record's setup and plays its first `steps` steps into `into`'s state, history and turn
    /// marks (its log too when `with_log`), as a game played step by step has them; stops at
    /// the first step that does not apply. `after(state, played)` is called on the start state
    /// (0 played) and after each step played.
    Replayed replayInto(GameSession& into, std::size_t steps, bool with_log,
                        const std::function<void(const GameState&, std::size_t)>& after = {}) const;
    /// Replays the record's first `steps` steps from the start: the state, history, log and turn
    /// marks of that point, the rest of the record dropped, nothing to undo. False, with a
    /// sentence in `error` and the session unchanged, when it cannot.
    bool replayRecord(std::size_t steps, std::string* error);
    /// Throws std::invalid_argument when the record holds SessionLimits::steps steps.
    void checkStepRoom() const;

    /// Forgets the legal actions and hash kept of the state, and gives it a new stateVersion():
    /// after every change of state_.
    void stateChanged();

    std::optional<GameState> state_;  // always set once started or loaded
    // What legalActions() and stateHash() computed of state_, until stateChanged(); the list is
    // shared by the session's copies (the fuzz target's reset copies no list).
    mutable std::shared_ptr<const std::vector<LegalAction>> legal_;
    mutable std::optional<std::string> hash_;
    std::uint64_t version_ = nextStateVersion();  // stateVersion(): new at each stateChanged()
    static std::uint64_t nextStateVersion();
    std::shared_ptr<const GameContent> content_;
    GameRecord record_;
    std::vector<HistoryEntry> history_;
    std::vector<nlohmann::json> log_;  // the events as JSON (what saves hold)
    std::vector<TurnMark> marks_;
    std::deque<Snapshot> undo_;  // oldest first, at most limits_.undo
    SessionLimits limits_;
    bool unit_open_ = false;      // between beginUndoUnit() and endUndoUnit()
    bool unit_snapshot_ = false;  // the open unit already pushed its snapshot
    CommitReason last_commit_ = CommitReason::Start;
};

/// Autosaves kept of each game, and games whose autosaves are kept (README, "Where things are kept").
inline constexpr int kAutosavesPerGame = 5;
inline constexpr int kAutosaveGames = 20;

/// Autosaves, a folder per game under `root` (the saves folder's "autosave"):
/// "<root>/<game id>/autosave-<n>.json", n counting up in each game. Each game keeps its newest
/// `keep`; at most `games` game folders are kept: beyond that a write deletes whole games, the
/// oldest finished ones first (their newest autosave is over), then the oldest, never the game
/// it writes. Every file is written atomically (writeFileAtomically).
class Autosaves {
public:
    explicit Autosaves(std::filesystem::path root, int keep = kAutosavesPerGame, int games = kAutosaveGames)
        : dir_(std::move(root)), keep_(keep), games_(games) {}
    /// Writes `session` as its game's newest autosave, then deletes what is beyond the bounds.
    /// False, with a sentence in `error`, when it cannot (the game goes on).
    bool write(const GameSession& session, std::string* error) const;
    /// The same with the save document already made (GameSession::saveText()) of game
    /// `game_id`, so another thread can write it while the session goes on.
    bool writeText(const std::string& game_id, const std::string& text, std::string* error) const;
    /// The autosaves of game `game_id`, newest first.
    std::vector<std::filesystem::path> list(const std::string& game_id) const;
    /// The games that have an autosave folder.
    std::vector<std::string> games() const;
    /// The folder of game `game_id`'s autosaves.
    std::filesystem::path folder(const std::string& game_id) const { return dir_ / game_id; }
    const std::filesystem::path& dir() const { return dir_; }

private:
    /// Deletes whole games beyond `games_` (never `keep_id`).
    void prune(const std::string& keep_id) const;

    std::filesystem::path dir_;
    int keep_;
    int games_;
};

/// A saved game as the load screen lists it (read without replaying).
struct SaveSummary {
    std::filesystem::path path;
    std::string quest_id;
    int turn = 1;
    Side side = Side::Heroes;
    bool over = false;
    bool autosave = false;        // in the autosave folder (listAllSaves)
    std::string game_id;          // "game", or derivedGameId() for a save without one
    Players players;              // who played each side (hot-seat: human and human)
    std::vector<std::string> heroes;  // the heroes' cards, as set up
    std::vector<bool> dead;           // for each of `heroes`: dead in the saved state (R25)
    std::filesystem::file_time_type written;
    std::string error;  // non-empty: the file is not a readable save (listed in red)
};
/// What the load screen shows of the file at `path` (a file read before with the same bytes is
/// not parsed again: the summaries are kept, by path and content, for the process's lifetime).
SaveSummary summarizeSave(const std::filesystem::path& path);
/// The same of a save's text `text` as read from `path` (`written` left unset).
SaveSummary summarizeSaveText(const std::filesystem::path& path, const std::string& text);
/// Every "*.json" save directly in `dir`, newest first.
std::vector<SaveSummary> listSaves(const std::filesystem::path& dir);
/// Every save of the saves folder `saves_dir` and every autosave under its "autosave" folder
/// (each game's folder, and autosaves of older versions directly in it), newest first.
std::vector<SaveSummary> listAllSaves(const std::filesystem::path& saves_dir);
/// What Continue resumes among `saves` (newest first, as listed): the newest save of the game
/// played last whose newest save is readable and not over. Nothing when there is none.
std::optional<std::filesystem::path> resumableSave(const std::vector<SaveSummary>& saves);

}  // namespace cata::content
