// F1: the keyboard shortcuts of the current screen over a dark veil; any key or click closes
// it; the wheel scrolls the list when the window is too short for all of it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "cata/app/screen.h"

namespace cata::app {

class HelpOverlay : public Screen {
public:
    /// `shortcuts`: (keys, what they do), already translated.
    HelpOverlay(App& app, std::string title, std::vector<std::pair<std::string, std::string>> shortcuts);

    std::string_view id() const override { return "help"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    /// How far the list is scrolled and how far it can be (pixels; tests).
    int scrollOffset() const { return scroll_; }
    int maxScroll() const { return max_scroll_; }
    /// The (keys, what they do) rows it lists (tests).
    const std::vector<std::pair<std::string, std::string>>& shortcuts() const { return shortcuts_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    void close();

    int scroll_ = 0;
    int max_scroll_ = 0;
    std::vector<int> stops_;  // where its lines end, from the last drawing (wholeLineScroll)
    std::string title_;
    std::vector<std::pair<std::string, std::string>> shortcuts_;
    bool closing_ = false;
};

}  // namespace cata::app
