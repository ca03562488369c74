// A play-test's position saved as a puzzle (docs/editor.md "Play-test"): the quest being
// play-tested with a `start` section holding the game's current position (content
// position_json.h), saved as a new quest of the player's folder, which the New game screen lists
// and which starts in that position (group_screen.h, openStartPosition).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace cata::content {
class GameSession;
}

namespace cata::app {

class App;

/// What savePuzzle did.
struct PuzzleSave {
    bool ok = false;
    std::string error;              // why not (the check's first problem, a file's problem)
    std::string id;                 // the new quest's id
    std::filesystem::path file;     // where it was written
    std::vector<std::string> lost;  // what the position format cannot say (positionToJson)
};

/// The id a puzzle of quest `quest_id` gets: "<quest_id>_puzzle", then "_puzzle_2"…, the first
/// that no quest loaded has and no file of `quests_dir` is named after. Non-const `app`: its
/// quests() reads the catalogue the first time it is asked.
std::string puzzleId(App& app, const std::string& quest_id, const std::filesystem::path& quests_dir);

/// Saves the position of `session` as a puzzle: its quest (as the game embedded it) with a new
/// id, its title followed by " — puzzle" (" — énigme"), no `$schema`, and `start` the
/// position; checked as `catakombes validate` does, written atomically in the stable layout
/// into $XDG_DATA_HOME/catakombes/quests/<id>.json, then the quests read again. Nothing is
/// written when the check finds a problem.
PuzzleSave savePuzzle(App& app, const content::GameSession& session);

/// savePuzzle, said in a dialog over the current screen (where it went, or why not).
void savePuzzleAndSay(App& app, const content::GameSession& session);

}  // namespace cata::app
