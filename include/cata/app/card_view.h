// A character card as the player sees it: portrait, name, value, formation symbol, the thirteen
// characteristics, armour per zone, damages, size, special rules, skills and spells. Drawn by
// drawCardView() anywhere (group building, later the board's side panel), or on its own as a
// modal CardViewScreen. Portraits come from assets/tokens/<card id>.png (or the card's token).
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/card.h"

namespace cata::app {

class App;

/// Portrait textures by card id, loaded on first use; freed with the cache (keep it inside a
/// screen: screens are destroyed before the renderer).
/// The picture of a pack's card (its `token` "pictures/…" in the folder of the imported pack,
/// under `user_dir`/packs/, whose cards/ defines the card), nothing when none.
std::filesystem::path packPicture(const std::filesystem::path& user_dir, const CharacterCard& card);

class PortraitCache {
public:
    explicit PortraitCache(App& app) : app_(app) {}
    ~PortraitCache();
    PortraitCache(const PortraitCache&) = delete;
    PortraitCache& operator=(const PortraitCache&) = delete;

    /// The card's portrait, or nullptr when it has none (drawPortrait then draws an emblem).
    SDL_Texture* get(const CharacterCard& card);

private:
    App& app_;
    std::map<std::string, SDL_Texture*> textures_;  // nullptr: tried, not found
};

/// The formation symbol (R53) centred on (cx, cy): a blue shield for heroes, a crowned red
/// diamond for the Master's leader, a plain red diamond for the Master's troops.
void drawFormationSymbol(Painter& painter, Formation formation, int cx, int cy, int radius);

/// The portrait filling `r` with a gold frame (an emblem with the card's initial when there is
/// no picture).
void drawPortrait(Painter& painter, SDL_Texture* portrait, const CharacterCard& card, const Rect& r);

/// `text` as it fits in `max_width` pixels: the largest size from `size` down to `min_size`
/// that holds it whole (stored in `size`), else cut with an ellipsis at `min_size`. Call it
/// before the drawing call that reads `size`, never as one of its arguments: the order in which
/// a call's arguments are evaluated is unspecified (GCC happened to run it first, clang reads
/// `size` first and draws the cut text at the larger size); tools/check_unity_names.py finds it.
std::string fitText(Painter& painter, Face face, int& size, int min_size, const std::string& text, int max_width);
/// `text` on at most `max_lines` lines of `max_width` pixels: one line at the largest size from
/// `size` down to `min_size` that holds it whole, else wrapped at the largest size whose lines
/// all fit (stored in `size`), else wrapped at `min_size` with the last line cut by an ellipsis.
std::vector<std::string> fitLines(Painter& painter, Face face, int& size, int min_size, const std::string& text,
                                  int max_width, int max_lines);

/// The key of the formation's name in the string table ("card.formation.hero"...).
const char* formationNameKey(Formation formation);
/// The special rule as the card prints it, in the current language ("Fear 2", "Vol").
std::string specialRuleText(const App& app, const SpecialRule& rule);

/// The card's size line ("Size: Gigantic 2×2"), a no-break space between the size and the
/// footprint so that a narrow view wraps before them, not between.
std::string sizeLine(const App& app, const CharacterCard& card);

/// A special rule drawn on a card, where it is, and the rules-reference keyword it opens; or
/// an abbreviation (a characteristic's label) and the words it stands for.
struct RuleHotspot {
    Rect rect;
    std::string keyword;  // the rule's key ("fire_attack"): RulesReference::forKeyword finds it
    std::string tooltip;  // shown on hover (an abbreviation's meaning); "" for rules
};

/// The whole card inside `r` (looks best from 420×560 layout units), scrolled up by `scroll`
/// pixels. Spells are looked up in the app's content library. When the card is taller than
/// `r`, a scroll bar on the right shows where the view is. Returns the card's full height in
/// pixels (the caller clamps its scroll to it minus r.h). When `hotspots` is given, it receives
/// where each special rule and characteristic was drawn (a click on a rule can open its
/// explanation in the rules reference; a hover on a characteristic explains it).
/// When `stops` is given, the view scrolls on whole lines (wholeLineScroll): it holds where the
/// lines ended at the last drawing (the view ends under the last whole one) and receives where
/// they end now; the caller draws again when they changed.
int drawCardView(App& app, Painter& painter, PortraitCache& portraits, const CharacterCard& card, const Rect& r,
                 std::vector<RuleHotspot>* hotspots = nullptr, int scroll = 0, std::vector<int>* stops = nullptr);

/// After drawCardView in `r` with `drawn` stops: keeps them in `stops` (asking for a redraw
/// when they changed) and holds `scroll` on a stop within the new `max_scroll`.
void settleWholeLines(App& app, std::vector<int>& stops, std::vector<int> drawn, int content, const Rect& r,
                      int& scroll, int& max_scroll);

/// The hot spot under (x, y) whose tooltip is not empty, or nullptr.
const RuleHotspot* tooltipAt(const std::vector<RuleHotspot>& hotspots, int x, int y);

/// A card on its own over the current screen; a click on a special rule opens its topic in
/// the rules reference; Escape, Enter or a click elsewhere closes it.
class CardViewScreen : public Screen {
public:
    /// `card` must outlive the screen (cards live in the app's content library).
    CardViewScreen(App& app, const CharacterCard& card) : Screen(app), card_(card), portraits_(app) {}

    std::string_view id() const override { return "card_view"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }
    const CharacterCard& card() const { return card_; }
    /// Where the special rules were drawn last frame (tests).
    const std::vector<RuleHotspot>& hotspots() const { return hotspots_; }

    /// How far the card is scrolled (pixels) and how far it can be (tests).
    int scrollOffset() const { return scroll_; }
    int maxScroll() const { return max_scroll_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;
    bool scroll(int dy) override;

private:
    const CharacterCard& card_;
    PortraitCache portraits_;
    std::vector<RuleHotspot> hotspots_;
    int scroll_ = 0;
    int max_scroll_ = 0;
    std::vector<int> stops_;  // where the card's lines end (drawCardView)
    int mouse_x_ = -1, mouse_y_ = -1;
};

}  // namespace cata::app
