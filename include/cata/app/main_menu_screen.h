// The title screen: the game's name over a torch-lit catacomb wall, and the main menu.
#pragma once

#include <array>
#include <filesystem>

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class MainMenuScreen : public Screen {
public:
    /// The menu's entries, top to bottom.
    enum class Item { Continue, NewGame, FirstSteps, Load, Settings, Rules, Editor, Quit };
    static constexpr int kItemCount = 8;

    explicit MainMenuScreen(App& app);

    std::string_view id() const override { return "main_menu"; }
    void draw(Painter& painter) override;
    /// The menu is on top again (or for the first time): the saves may have changed while
    /// another screen covered it (a game saved or quit, a save deleted), so read them again.
    void activated() override;

    /// The entry under the keyboard selection.
    Item selected() const { return static_cast<Item>(selected_); }
    /// False for Load while there is no saved game, for Continue while none of them loads.
    bool enabled(Item item) const;
    /// Does what choosing `item` does (nothing when it is disabled).
    void activate(Item item);
    /// The save Continue opens (content::resumableSave: the newest save of the game played last
    /// that is not over; empty: none).
    const std::filesystem::path& newestSave() const { return newest_; }
    /// Where `item` is drawn in the window (for tests and pointer hit tests).
    Rect itemRect(Item item) const { return layout().items[static_cast<std::size_t>(item)]; }
    /// The subtitle's type size.
    int subtitleSize() const { return layout().subtitle_size; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;

private:
    struct Layout {
        int title_size = 0;
        int title_y = 0;
        int subtitle_size = 0;
        int subtitle_y = 0;
        int divider_y = 0;
        int item_size = 0;
        Rect panel;
        std::array<Rect, kItemCount> items;
    };
    Layout layout() const;
    /// The layout with the menu's size scaled by `shrink` (1: as the window allows).
    Layout layoutAt(double shrink) const;
    /// True when the menu and its "No saved game yet" line end above the key hints.
    bool fits(const Layout& l) const;
    void select(int index);
    /// Moves the selection by `delta` (±1), skipping disabled entries, wrapping around.
    void move(int delta);
    int itemAt(int x, int y) const;
    const std::string& labelOf(Item item) const;

    /// Reads the saves folders: whether there is any save, and the one Continue opens.
    void scanSaves();

    int selected_ = 1;
    bool has_saves_ = false;
    std::filesystem::path newest_;
    bool fresh_ = true;  // the constructor has just scanned: the first activation needs not
};

}  // namespace cata::app
