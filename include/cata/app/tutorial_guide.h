// The tutorial's guide on the board ("A first game that teaches"): the panel under the
// map that shows the script's current step (tutorial_script.h), and the watcher that goes to the
// next step once the board has seen the player do what the step waits for. The guide only
// watches and outlines: every action still goes through the core's legal list (STYLE.md), and
// a step that can no longer be done (no door left to open, the game over) offers Next, so the
// player is never stuck.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/tutorial_script.h"
#include "cata/core/action.h"

namespace cata::app {

class App;
class BoardScreen;

/// What the board has seen the player do since it opened (BoardScreen::tally()): each count
/// only grows. The guide compares them with their values when its step began.
struct BoardTally {
    int selections = 0;     // a hero of the player's selected
    int card_tips = 0;      // a tooltip of the card shown (its abbreviations, rules)
    int moves = 0;          // the player's moves applied (walk, run, shift, jump)
    int undos = 0;          // actions taken back
    int doors_opened = 0;   // the player's doors opened, unlocked or broken down
    int odds_tips = 0;      // an attack's odds shown (an enemy hovered, an attack's row)
    int attacks = 0;        // the player's attacks applied
    int turns_ended = 0;    // the player's End turn (or Pass) applied
    int ai_turns_over = 0;  // an AI gave the board back to the player
    int recaps_seen = 0;    // the recap closed or replayed
};

/// The attacks a tutorial counts: melee, powerful attack, shot, sharp shot (R15, R16, R19, R20).
bool isAttack(const Action& a);

/// The count of `tally` that `wait` watches (none for Next: -1).
int tallyOf(const BoardTally& tally, TutorialWait wait);

class TutorialGuide {
public:
    TutorialGuide(App& app, TutorialScript script);

    const TutorialScript& script() const { return script_; }
    /// The step shown (0-based); steps().size() once the last one is done.
    std::size_t index() const { return index_; }
    const TutorialStep* step() const { return index_ < script_.steps.size() ? &script_.steps[index_] : nullptr; }
    bool finished() const { return index_ >= script_.steps.size(); }
    /// True when the step waits for something the board can no longer let the player do (the
    /// game is over, no door is left to open…): its button says Next.
    bool stuck() const { return stuck_; }

    /// Called every frame by the board: goes on when the step's count grew since it began,
    /// and judges whether the step can still be done.
    void update(const BoardScreen& board);
    /// The panel's button: to the next step (Skip for a step not done, Next, Finish at the end).
    void next(const BoardScreen& board);
    /// Back to the step before (what it waits for must be done again).
    void back(const BoardScreen& board);

    /// What a click on the panel asks of the board.
    enum class Command { None, Quit };
    /// The panel's height at width `w`: that of its tallest step, so the map keeps its size
    /// from one step to the next.
    int height(Painter& painter, int w) const;
    void draw(Painter& painter, const Rect& area, int pointer_x, int pointer_y);
    /// A click at (x, y) over the panel drawn last: its buttons. False when not on the panel.
    bool click(int x, int y, const BoardScreen& board, Command* command);
    /// Where the panel and its buttons were drawn last (tests).
    const Rect& panelRect() const { return panel_; }
    const Rect& backRect() const { return back_; }
    const Rect& nextRect() const { return next_; }
    const Rect& quitRect() const { return quit_; }
    /// The label of the next button now: Next, Skip or Finish.
    std::string nextLabel() const;

private:
    void begin(const BoardScreen& board);
    bool canStillBeDone(const BoardScreen& board) const;
    int textWidth(int w) const;

    App& app_;
    TutorialScript script_;
    std::size_t index_ = 0;
    BoardTally base_;  // the counts when the step began
    bool stuck_ = false;
    // Whether the step could be done in the state judged last (its legal list), and which.
    mutable std::uint64_t stuck_version_ = 0;
    mutable std::optional<bool> stuck_cached_;
    // height() for the last width, language, UI scale and text size asked: it wraps every
    // step's text, and the board lays itself out at every event.
    struct HeightKey {
        int w = -1, scale = 0;
        double text_factor = 0;
        std::string lang;
        bool operator==(const HeightKey&) const = default;
    };
    mutable HeightKey height_key_;
    mutable int height_ = 0;
    Rect panel_{}, back_{}, next_{}, quit_{};
};

/// Starts the lesson of the script file `path` (named `display` in problems): its quest solo
/// against the Master AI (R44), with its seed and options and the quest's own rosters, no
/// autosave, and the guide under the map; pushes the board. Returns what went wrong (a script
/// that does not read, a quest missing or broken, a highlight naming what the game does not
/// have), each a sentence; empty when the board is open.
std::vector<std::string> openTutorial(App& app, const std::filesystem::path& path, const std::string& display);

}  // namespace cata::app
