// The selected character's card on the board: the thirteen
// characteristics with their effective values, armour per zone, damages, special rules,
// skills, spells, destiny points, statuses, carried items and the AP left. Special rules and
// skills are hot spots: hovering one shows its rules text.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

class CharacterPanel {
public:
    explicit CharacterPanel(App& app);

    /// Draws the card of character `who` of `state` at the top of `area`; returns the height used.
    int draw(Painter& painter, const Rect& area, const GameState& state, int who);
    /// The explanation of the special rule or skill under (x, y) in the last drawing, or empty.
    std::string tooltipAt(int x, int y) const;
    /// Where each line of the last drawing ended, from the top of its area, top to bottom (a
    /// view too short for the card ends under a whole line).
    const std::vector<int>& lineBottoms() const { return lines_; }
    /// Where the statuses' lines ("Status: webbed 2, in a duel with …") were last drawn, if the
    /// character had any (tests: they lie under the name and vitals, seen without scrolling).
    const std::optional<Rect>& statusRect() const { return status_rect_; }
    /// Where the characteristics ended in the last drawing, from the top of its area: a view
    /// of the card at least this high shows the vitals, the statuses and every characteristic.
    int characteristicsBottom() const { return characteristics_bottom_; }

private:
    struct HotSpot {
        Rect rect;
        std::string text;
    };
    App& app_;
    std::vector<HotSpot> hot_;
    std::vector<int> lines_;
    std::optional<Rect> status_rect_;
    int characteristics_bottom_ = 0;
};

/// The player-facing name of a special rule with its level ("Fear 2").
std::string specialRuleName(App& app, const SpecialRule& rule);

}  // namespace cata::app
