// The action bar of the board: the selected character's actions with their AP cost, the
// illegal ones greyed with the core's reason, the ones that roll dice or reveal something
// marked as not undoable; and the words that name an action for the player.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cata/app/painter.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

/// One line of the bar.
struct ActionItem {
    Action action;
    std::string label;
    int ap = 0;
    bool legal = true;
    bool undoable = true;
    bool rolls_dice = false;  // not undoable for its dice; else only if it reveals a hidden trap (R48)
    std::string why;  // the core's reason when illegal
    /// The target's name in the label ("King of the Tombs" of "Cast Dark curse on King of the
    /// Tombs"): a label too long for its row is shortened there, never in its verb or in the
    /// action's or spell's name (labelCutSpan). cut_at npos: shortened at its end.
    std::size_t cut_at = std::string::npos;
    std::size_t cut_size = 0;
};

/// A row as it was last drawn: where, and the item it showed then. A click acts on the row
/// drawn under the pointer, never on an index into a list rebuilt since.
struct DrawnRow {
    Rect rect;
    ActionItem item;
};

/// The groups of the bar, in the order they are drawn.
enum class ActionGroup { Move, Attack, Spell, Object, Other };
ActionGroup actionGroup(const Action& action);

class ActionBar {
public:
    explicit ActionBar(App& app);

    /// Replaces the items (drawn grouped in the order given; the caller sorts them).
    void set(std::vector<ActionItem> items);
    const std::vector<ActionItem>& items() const { return items_; }
    /// The index in items() of `action`, if it is listed.
    std::optional<std::size_t> find(const Action& action) const;
    /// Draws the items into `area` from the first one scrolled to (as many as fit, then "+N
    /// more"; items 1–9 get their keys); the row under the pointer (x, y) is lit when legal. A
    /// label too long for its row takes two lines, the target's name on the second ("Cast Dark
    /// restoration on" / "Giant spider").
    void draw(Painter& painter, const Rect& area, int pointer_x, int pointer_y);
    /// The height the first `count` items take in a bar `width` wide (a row of two lines for a
    /// label too long for one).
    int height(Painter& painter, int width, std::size_t count);
    /// The row drawn under (x, y) by the last draw, if any.
    const DrawnRow* rowAt(int x, int y) const;
    /// The rows of the last draw, top to bottom.
    const std::vector<DrawnRow>& drawn() const { return drawn_; }
    /// The area of the last draw.
    const Rect& area() const { return area_; }
    /// Where item `index` of items() was last drawn (nothing when it was not drawn).
    std::optional<Rect> itemRect(std::size_t index) const;
    /// The row the last draw showed with key `number` (1–9), whatever the list became since:
    /// a digit acts on the row drawn with it.
    const DrawnRow* rowNumbered(int number) const;
    /// The item the last draw listed with key `number` (1–9), drawn or hidden under "+N more"
    /// (play 11 #4: 7 did nothing while row 7 was scrolled out), whatever the list became since.
    const ActionItem* itemNumbered(int number) const;
    /// Scrolls by `dy` wheel notches when (x, y) is in the last drawn area and some items did
    /// not fit; true when it did.
    bool scroll(int x, int y, int dy);
    /// Where the last draw wrote how many rows are left above and below ("+3 more"), when some
    /// did not fit: a click there brings them (clickMore).
    const std::optional<Rect>& moreRect() const { return more_rect_; }
    /// A click on (x, y): on the "+N more" line, the next rows (those below the last one drawn,
    /// or from the first again once the last one showed); true when it was on that line.
    bool clickMore(int x, int y);

private:
    /// Item `index` laid out in a bar `width` wide: its label's lines (one, or two when it does
    /// not fit on one), their size, and the height the row takes (with the gap under it).
    struct RowText {
        std::vector<std::string> lines;
        int px = 0;
        int height = 0;
    };
    RowText rowText(Painter& painter, std::size_t index, int width);

    App& app_;
    std::vector<ActionItem> items_;
    std::vector<DrawnRow> drawn_;
    std::vector<std::size_t> drawn_index_;  // the index in items_ each drawn row had
    std::vector<ActionItem> listed_;        // items_ as the last draw listed them (their keys)
    Rect area_{};
    std::size_t first_ = 0;       // first item drawn (scrolled)
    bool all_fit_ = true;         // every item fitted at the last draw (nothing to scroll)
    std::size_t last_first_ = 0;  // the first item from which all the rest fitted (the wheel stops there)
    std::size_t end_ = 0;         // one past the last item drawn
    std::optional<Rect> more_rect_;  // the "+N more" line of the last draw
};

/// R42: the name of the skill that makes `action` fire more than one shot now ("On the
/// lookout": Irf's shot paid with waiting points), in the current language; "" when none does.
std::string shotSkillName(App& app, const GameState& state, const Action& action);

/// R40: what one blow of a "Break down" row does, from the core (GameState::doorBlow), in the
/// current language: the damage it deals, worded as the log words it, the HP the door, cell or
/// chest has left and the blows still needed. Empty when the core has no answer.
std::string doorBlowText(App& app, const GameState& state, const BreakDoor& blow);

/// R52: what leaving the board means, from the core (GameState::exitOutlook), in the current
/// language: the hero is out for good, what he carries out, what the quest's exits ask for, and
/// whether the heroes then win, lose, or can no longer win. Empty for an illegal exit.
std::string exitText(App& app, const GameState& state, const Exit& leave);

/// The action in the player's words ("Melee attack: Skeleton", "Open the door").
std::string actionLabel(App& app, const GameState& state, const Action& action);

/// Where in `label` (actionLabel of `action`) the name of the character it aims at (or the
/// ally shifted through) stands, and its size: the part a label too long for its row may lose,
/// the verb and the action's, spell's or item's name staying whole (ActionItem::cut_at).
/// {npos, 0} when the action names no character.
std::pair<std::size_t, std::size_t> labelCutSpan(App& app, const GameState& state, const Action& action, const std::string& label);

/// `label` fitted to `width` in `face`: at `size` when whole; else with the name at [`cut_at`,
/// `cut_at` + `cut_size`) shortened by its end ("Cast Dark curse on King of the T…", an
/// instance number kept: "Skel… 2"), at `size` or a smaller one down to `min_size`; only when
/// even that fails, shortened at its end at `min_size`. `size` is set to the size used.
std::string shortenLabel(Painter& painter, Face face, int& size, int min_size, const std::string& label, std::size_t cut_at,
                         std::size_t cut_size, int width);

/// The name of character `who` for the player: event_text's characterName(), or, where that
/// gives the bare instance id, the card's name in the current language ("Skeleton 2").
std::string displayName(App& app, const GameState& state, int who);

/// The core's reason an action is refused (GameState::refusal), for the player in the current
/// language: the string tables' pattern "refusal.<key>" (assets/ui/strings/
/// refusals.json) filled with the player's words for what the reason names (characters' and
/// objects' names, spells', squares, the side, what blocks a square), rule ids dropped unless
/// shown, a capital first letter.
/// NotAdjacentMelee(ghoul) -> "Ghoul is not adjacent", "Goule n'est pas au contact".
std::string refusalText(App& app, const GameState& state, const ActionRefusal& why);
/// An English reason given as text (an AI policy's error): the ids of characters, spells and
/// objects replaced by their names in the current language, rule ids dropped unless shown, a
/// capital first letter. "ghoul is not adjacent (R15)" -> "Ghoul is not adjacent".
std::string refusalText(App& app, const GameState& state, const std::string& why);

/// Name of object `index` of the quest ("the chest").
std::string objectName(App& app, const GameState& state, int index);

}  // namespace cata::app
