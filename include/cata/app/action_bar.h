// The action bar of the board: the selected character's actions with their AP cost, the
// illegal ones greyed with the core's reason, the ones that roll dice or reveal something
// marked as not undoable; and the words that name an action for the player.
#pragma once

#include <optional>
#include <string>
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
    std::string why;  // the core's reason when illegal
};

class ActionBar {
public:
    explicit ActionBar(App& app);

    void set(std::vector<ActionItem> items);
    const std::vector<ActionItem>& items() const { return items_; }
    /// Draws the items into `area` (as many as fit; the first nine get the keys 1–9).
    void draw(Painter& painter, const Rect& area, std::optional<std::size_t> hovered);
    /// The item drawn under (x, y), if any.
    std::optional<std::size_t> itemAt(int x, int y) const;
    /// Where item `index` was last drawn (nothing when it did not fit or was not drawn).
    std::optional<Rect> itemRect(std::size_t index) const;

private:
    App& app_;
    std::vector<ActionItem> items_;
    std::vector<Rect> rects_;  // of the drawn items
};

/// The action in the player's words ("Melee attack: Skeleton", "Open the door").
std::string actionLabel(App& app, const GameState& state, const Action& action);

/// The name of character `who` for the player: event_text's characterName(), or, where that
/// gives the bare instance id, the card's name in the current language ("Skeleton 2").
std::string displayName(App& app, const GameState& state, int who);

/// Name of object `index` of the quest ("the chest").
std::string objectName(App& app, const GameState& state, int index);

}  // namespace cata::app
