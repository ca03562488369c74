// A tutorial's script ("A first game that teaches"): a lesson as data, read from a
// JSON file of assets/tutorial/ (schemas/tutorial.schema.json, docs/tutorial.md). It names the
// quest the lesson plays, its seed and options, and a list of steps: each a text in English and
// French, an optional highlight and the one thing the player must do to go on, from a small
// fixed vocabulary the board watches (TutorialWait). No code per lesson.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cata/core/game_setup.h"
#include "cata/core/geometry.h"
#include "cata/core/text.h"

namespace cata {
class GameState;
}  // namespace cata

namespace cata::app {

/// What a step waits for before the guide goes on by itself. Each is something the player does
/// on the board (the board counts them: BoardTally), or Next: only the panel's Next button.
enum class TutorialWait {
    Next,         // "next": nothing to do but read; the Next button
    SelectHero,   // "select_hero": a click on one of the heroes (or Tab)
    ReadCard,     // "read_card": a tooltip of the selected character's card (an abbreviation, a rule)
    Move,         // "move": a move made (walk, run, shift, jump)
    Undo,         // "undo": an action taken back (Ctrl+Z, the Undo button)
    OpenDoor,     // "open_door": a door opened (opened, its lock picked, broken down)
    OddsTooltip,  // "odds_tooltip": the odds of an attack shown (hovering an enemy or its row)
    Attack,       // "attack": an attack made (melee, powerful attack, shot, sharp shot)
    EndTurn,      // "end_turn": the turn ended (End turn, Enter)
    MasterTurn,   // "master_turn": the AI's turn over, the board the player's again
    RecapSeen,    // "recap_seen": the recap of the other side's turn closed or replayed
};

/// The JSON names of TutorialWait, in its order.
inline constexpr std::string_view kTutorialWaitNames[] = {"next",     "select_hero", "read_card",    "move",
                                                          "undo",     "open_door",   "odds_tooltip", "attack",
                                                          "end_turn", "master_turn", "recap_seen"};

/// A part of the board's interface a step may point at.
enum class TutorialUi { EndTurn, Undo, Menu, Card, Actions, Log, Dice, Recap, Title };

/// The JSON names of TutorialUi, in its order.
inline constexpr std::string_view kTutorialUiNames[] = {"end_turn", "undo", "menu",  "card", "actions",
                                                        "log",      "dice", "recap", "title"};

/// What a step outlines on the board: a square, a character (by its instance id in the game),
/// or a part of the interface.
struct TutorialHighlight {
    enum class Kind { None, Square, Character, Ui };
    Kind kind = Kind::None;
    Pos square;
    std::string character;
    TutorialUi ui = TutorialUi::EndTurn;
};

struct TutorialStep {
    LocalText text;
    TutorialHighlight highlight;
    TutorialWait wait = TutorialWait::Next;
};

struct TutorialScript {
    std::string id;
    LocalText title;
    std::string quest;       // the quest id it plays (quests/), solo against the Master AI (R44)
    std::uint64_t seed = 0;  // the game's seed: the lesson plays the same every time
    GameOptions options;     // solo_master is always on
    std::vector<TutorialStep> steps;
};

/// A script read, or every problem found in it ("file:line:column: /pointer: message").
struct TutorialLoad {
    std::optional<TutorialScript> script;
    std::vector<std::string> problems;
};

/// Reads the script in `text`, named `display` in the problems. Never throws.
TutorialLoad parseTutorialScript(const std::string& display, const std::string& text);
/// Reads the script file at `path` (named `display` in the problems). Never throws.
TutorialLoad loadTutorialScript(const std::string& path, const std::string& display);

/// What `script` names that the game `state` does not have: a highlighted character that is not
/// in it, a square off its map ("step 3: no character \"ghoul\" in the quest"). Empty when none.
std::vector<std::string> tutorialMismatches(const TutorialScript& script, const GameState& state);

}  // namespace cata::app
