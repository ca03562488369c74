// Saves and replays (STYLE.md, Wesnoth/OpenSpiel models): one JSON document each, with the
// content embedded, the options, the seed and the rosters with their placements.
//
//   save:   {"format": "catakombes-save", "version": 1, "content_hash", "content", "options",
//            "seed", "setup", "initial_hash", "state", "log", "actions"[, "players"][, "game"]}
//   replay: {"format": "catakombes-replay", "version": 1, "content_hash", "content", "options",
//            "seed", "setup", "initial_hash", "actions", "final_hash"}
//
// "actions" are the steps since the start: {"action": {…}, "hash": H} or {"force": {…}, "hash": H}
// (forced dice queued by the player), H the state hash after the step, so a replay checks
// itself. Files are written atomically (temporary file in the same folder, fsync, rename).
// Loading refuses anything malformed with a message naming the file and the problem.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/players.h"
#include "cata/content/save_content.h"
#include "cata/core/game_state.h"

namespace cata::content {

inline constexpr int kSaveVersion = 1;
inline constexpr int kReplayVersion = 1;
/// Limits of saves and replays (docs/robustness.md, "Content limits"): the file's size, its JSON
/// nesting, and the number of recorded steps ("actions"). The embedded content has the limits
/// of content files (json_source.h, loaders.h).
inline constexpr std::size_t kMaxSaveBytes = 64u * 1024u * 1024u;
inline constexpr int kMaxSaveNesting = 64;
inline constexpr std::size_t kMaxSaveSteps = 100000;

/// What a game was started from, and what was done since: the replayable part of a game.
struct GameRecord {
    SharedContent content;  // shared by the record's copies (no JSON copied)
    GameOptions options;
    std::uint64_t seed = 0;
    std::vector<Placement> heroes;
    std::vector<Placement> master;
    /// Dice forced while setting up ("setup": {"force": {"power", "location", "d6"}}; null:
    /// none), queued before the game starts (a turn-1 fear test).
    nlohmann::json setup_force;
    std::string initial_hash;           // state hash right after creation
    std::vector<nlohmann::json> steps;  // {"action": …, "hash": …} or {"force": …, "hash": …}
    Players players;                    // saves only (replays are the same for any player)
    /// Saves only: which game this is ("game"), the same in every save and autosave of one game
    /// (its autosave folder is named by it). A save without it (older versions, the engine's
    /// saves) gets derivedGameId() on load.
    std::string game_id;
    /// Saves only ("notes"): what a client wrote beside entries of the game's history, by the
    /// entry's index (0: the start of the game; one entry per action after it) — the app keeps
    /// the AI's explanation lines there, so a game loaded or continued still shows them. The
    /// content layer keeps them as they are (each a JSON object) and never reads them.
    std::map<std::size_t, nlohmann::json> notes;
    /// Saves only ("hints", optional): how many times the heroes' player asked the client for a
    /// suggestion (the Suggest hint); a save without it (older ones) holds 0.
    int hints_used = 0;
};

/// True for an id a game may have: 1 to 64 ASCII letters, digits, '-' or '_' (it names a folder).
bool isValidGameId(const std::string& id);
/// A new game's id: "<yyyymmdd>-<hhmmss>-<8 hex digits>" (local time, random bits).
std::string newGameId();
/// The id of a game whose saves hold none: "save-" and a hash of what started the game (its
/// content, seed and initial state), so every save of that game gets the same one.
std::string derivedGameId(const std::string& content_hash, std::uint64_t seed, const std::string& initial_hash);

/// The setup of a record with its loaded content (for GameState::create).
GameSetup setupOf(const GameRecord& r, std::shared_ptr<const GameContent> content);

/// A save document.
nlohmann::json saveToJson(const GameRecord& record, const GameState& state, const std::vector<nlohmann::json>& log);
/// A replay document.
nlohmann::json replayToJson(const GameRecord& record, const std::string& final_hash);

/// A loaded save.
struct LoadedSave {
    GameRecord record;
    std::shared_ptr<const GameContent> content;
    std::optional<GameState> state;  // always set on success
    std::vector<nlohmann::json> log;
};

/// A loaded replay (not yet played).
struct LoadedReplay {
    GameRecord record;
    std::shared_ptr<const GameContent> content;
    std::string final_hash;
};

/// Reads the save at `path`; on failure nothing, with "<path>: <problem>" in `error`.
std::optional<LoadedSave> loadSave(const std::string& path, std::string* error);
/// The same from a document's text; `display` names it in messages.
std::optional<LoadedSave> parseSave(const std::string& text, const std::string& display, std::string* error);

/// The part of save document `doc` that its embedded content does not hold: "state" (which must
/// fit `content`) and "log" (every event checked, then appended to `log` as written). parseSave
/// reads it after the content; the fuzz target fuzz_save_state alone, over a content loaded once.
/// Throws FormError ("state.characters[2].card: unknown card …") or std::runtime_error.
GameState readSaveState(const nlohmann::json& doc, const std::shared_ptr<const GameContent>& content,
                        std::vector<nlohmann::json>* log);

std::optional<LoadedReplay> loadReplay(const std::string& path, std::string* error);
std::optional<LoadedReplay> parseReplay(const std::string& text, const std::string& display, std::string* error);

/// The result of playing a replay to its end.
struct ReplayOutcome {
    std::optional<GameState> state;  // the final state (nothing when the setup did not create)
    std::vector<nlohmann::json> log;  // every event, in JSON form (GameState::create's first)
    int steps_played = 0;
    bool hashes_match = true;  // every recorded hash (initial, each step, final) agreed
    std::string error;         // first mismatch or problem ("step 12: hash 0123… recorded, 4567… found")
};
/// Creates the game of `replay` and applies each step, comparing hashes (GameSession's replay:
/// GameSession::fromReplay, game_session.cpp, without the session).
ReplayOutcome playReplay(const LoadedReplay& replay);

/// What one recorded step did: the action and its events, or no action for forced dice.
struct AppliedStep {
    std::optional<Action> action;
    std::vector<Event> events;
};
/// Applies one recorded step to `s` (an action, or forced dice); appends the events' JSON to
/// `log` when given. Throws FormError for a malformed step, std::invalid_argument
/// ("<path>.action: illegal on replay: <why>") for an illegal action.
AppliedStep applyStep(GameState& s, const nlohmann::json& step, std::vector<nlohmann::json>* log, const std::string& path);

/// Queues the forced outcomes of `force` ({"power": […], "location": […], "d6": […]}, every
/// member optional) on the dice of `s`. Throws FormError.
void applyForce(GameState& s, const nlohmann::json& force, const std::string& path);
/// Forced outcomes per kind of die, as a "force" object gives them.
struct ForcedDice {
    std::vector<PowerFace> power;
    std::vector<Location> location;
    std::vector<int> d6;
};
/// Reads a "force" object ({"power", "location", "d6"}, each optional); throws FormError
/// (messages under `path`) when it is malformed.
void readForce(const nlohmann::json& force, const std::string& path, ForcedDice& out);

/// Writes `text` to `path` atomically: a temporary file in the same folder (".<name>.tmp-XXXXXX"),
/// fsync, rename over `path`, fsync of the folder. False with "<path>: <problem>" in `error` on
/// failure (the old file is then untouched). A process killed while writing leaves at most its
/// temporary file, which no save list shows; a later successful write in the same folder
/// removes the temporaries older than a minute (removeStaleTemporaries).
bool writeFileAtomically(const std::string& path, const std::string& text, std::string* error);

/// True for the name of a temporary file of writeFileAtomically (".<name>.tmp-XXXXXX").
bool isTemporaryFileName(const std::string& filename);

/// Deletes the temporary files of writeFileAtomically in `dir` last written more than
/// `older_than` ago (a younger one may belong to a write in progress); returns how many.
int removeStaleTemporaries(const std::string& dir, std::chrono::seconds older_than);

}  // namespace cata::content
