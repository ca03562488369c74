// Group building (RULES.md R53), once for each side a person plays (an AI side's group
// is built by the game): the
// side's cards with portrait, value and formation symbol; the group with its points counter
// ("95 / 300"); the full card view of the card under the selection; a refused addition says
// why. A quest with a fixed roster shows it read-only. The Master's Next places both groups
// with content::deploy() and opens the deployment screen.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/card_view.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

/// Why a card may not join a group (R53), or Ok.
enum class Refusal {
    Ok,
    MasterCardForHeroes,  // a Master card in the heroes' group
    HeroCardForMaster,    // a hero card in the Master's group
    SecondLeader,         // the Master's group already has its leader
    HeroTwice,            // every hero is one person: one card of each at most
    OverBudget,           // the group would cost more than the budget
};

/// The R53 check of adding `card` to `group` (the heroes' group when `heroes`) under `budget`.
Refusal checkAddition(const std::vector<const CharacterCard*>& group, const CharacterCard& card, bool heroes, int budget);

/// Places both groups with content::deploy() (the groups given; nothing: the quest's fixed
/// roster, else the default group within the budget, which is also how an AI side builds its
/// own), checks that the core starts the game, and opens the deployment
/// screen over the `flow` screens (its Back returns to them, groups kept; the board replaces
/// them all). False, with the reason in `error`, when it cannot.
bool openDeployment(App& app, const GameChoice& choice, const std::optional<std::vector<RosterEntry>>& heroes,
                    const std::optional<std::vector<RosterEntry>>& master, const std::vector<const Screen*>& flow,
                    std::string* error);

/// A quest with a start position (a puzzle, docs/content-format.md "Start position"): its game
/// starts there, with the position's characters and no group building nor deployment, the board
/// replacing the `flow` screens. False, with the reason in `error`, when it cannot.
bool openStartPosition(App& app, const GameChoice& choice, const std::vector<const Screen*>& flow, std::string* error);

class GroupScreen : public Screen {
public:
    enum class Side { Heroes, Master };

    /// `heroes`: the heroes' group already built (for the Master's screen; nothing: the quest's
    /// fixed roster). `flow`: the setup screens below this one, closed with it when the
    /// game starts. `kept` (the Master's screen): the group built the last time this screen
    /// was open, which it starts from and leaves there when it closes (Back, then Next again).
    GroupScreen(App& app, GameChoice choice, Side side, std::optional<std::vector<RosterEntry>> heroes,
                std::vector<const Screen*> flow, std::shared_ptr<std::vector<const CharacterCard*>> kept = nullptr);
    ~GroupScreen() override;

    std::string_view id() const override { return side_ == Side::Heroes ? "group_heroes" : "group_master"; }
    void draw(Painter& painter) override;

    Side side() const { return side_; }
    /// True when the quest fixes this side's roster (shown read-only).
    bool fixed() const { return fixed_; }
    const std::vector<const CharacterCard*>& available() const { return available_; }
    const std::vector<const CharacterCard*>& group() const { return group_; }
    /// Sum of the group's values.
    int cost() const;
    int budget() const { return choice_.budget; }
    /// The last refusal or error shown ("" when none).
    const std::string& message() const { return message_; }

    /// Adds `card` (R53 checks); false with the reason in message() when refused.
    bool add(const CharacterCard& card);
    /// Removes group member `index`.
    void remove(std::size_t index);
    /// Replaces the group by content::deploy()'s default group for the budget.
    void defaultGroup();
    /// Heroes: opens the Master's group. Master: places both groups and opens deployment.
    /// False, with the reason in message(), when it cannot.
    bool next();
    /// The string key of the Next button's label: where Next leads (the Master's group when a
    /// person builds it, else the deployment).
    const char* nextLabelKey() const;
    /// The string key of the subtitle: who chooses ("heroes, look away" only in hot-seat), or
    /// that the quest sets the group.
    const char* subtitleKey() const;

    /// Hit boxes (window pixels), for tests and the pointer.
    Rect cardRect(std::size_t index) const;     // an available card (may be scrolled away)
    Rect addRect(std::size_t index) const;      // its "Add" strip
    Rect memberRect(std::size_t index) const;   // a group member's chip
    Rect removeRect(std::size_t index) const;   // its remove cross
    Rect cardsPanel() const { return layout().cards; }  // the scrolling panel of available cards
    Rect viewPanel() const { return layout().view; }     // the card view (scrolls with the wheel)
    int viewScroll() const { return view_scroll_; }
    int viewMaxScroll() const { return view_max_scroll_; }
    Rect backButton() const;
    Rect defaultButton() const;
    Rect nextButton() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    struct Layout {
        Rect cards;   // available cards panel
        Rect cards_view;  // what shows of its rows: whole rows only
        Rect group;   // the group panel
        Rect chips;   // its members (scrolling by whole rows when they do not all fit)
        Rect view;    // the card view
        int tile_w = 0, tile_h = 0, columns = 1, gap = 0;
        int card_rows = 1;  // rows of cards shown whole at once
        int portrait = 0;  // a tile's portrait side (smaller when the panel is shorter than a tile)
        int chip_w = 0, chip_h = 0, chip_columns = 1, chip_gap = 0;
    };
    Layout layout() const;
    std::vector<RosterEntry> roster() const;
    void clampScroll();
    void clampGroupScroll();
    int groupContentHeight(const Layout& l) const;
    void refuse(Refusal why, const CharacterCard& card);
    const CharacterCard* viewed() const;

    GameChoice choice_;
    Side side_;
    std::optional<std::vector<RosterEntry>> heroes_;
    std::vector<const Screen*> flow_;
    /// The Master's group as last built (the heroes' screen holds it for the Master's).
    std::shared_ptr<std::vector<const CharacterCard*>> kept_;
    bool fixed_ = false;
    std::vector<const CharacterCard*> available_;
    std::vector<const CharacterCard*> group_;
    std::string message_;
    const CharacterCard* focus_ = nullptr;  // shown in the card view
    int focus_index_ = 0;                   // keyboard focus among the available cards
    int scroll_ = 0;
    int group_scroll_ = 0;  // of the members' chips
    int hovered_button_ = 0;  // 1 back, 2 default, 3 next
    PortraitCache portraits_;
    std::vector<RuleHotspot> view_hotspots_;  // special rules in the card view, last frame
    const CharacterCard* view_card_ = nullptr;  // the card the view's scroll belongs to
    int view_scroll_ = 0;                       // of the card view (pixels)
    int view_max_scroll_ = 0;
    std::vector<int> view_stops_;  // where the card view's lines end (drawCardView)
    int mouse_x_ = -1, mouse_y_ = -1;
};

}  // namespace cata::app
