// A modal question over the current screen: a title, a paragraph and two buttons, "yes" (the
// focused one) and "no". Enter (or a click on yes) confirms and runs the action; Escape, a click
// on no or outside the panel cancels. Tab and the arrows move the focus between the buttons.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class ConfirmScreen : public Screen {
public:
    /// `on_yes` runs once this screen is off the stack (it may push or pop other screens).
    ConfirmScreen(App& app, std::string title, std::string text, std::string yes, std::string no,
                  std::function<void()> on_yes);

    std::string_view id() const override { return "confirm"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    /// The "no" button takes the focus, so that Enter declines: for a question whose "yes"
    /// cannot be taken back (a jump's dice), the key a player presses on reflex is the safe one.
    void focusNo() { yes_focused_ = false; }

    const std::string& title() const { return title_; }
    const std::string& text() const { return text_; }
    /// The panel, the yes and the no buttons as drawn (tests).
    struct Layout {
        Rect panel;
        Rect yes;
        Rect no;
        int pad = 0;
        int title_size = 0;
        int body_size = 0;
        std::vector<std::string> lines;
    };
    Layout layout() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    void close(bool confirmed);

    std::string title_;
    std::string text_;
    std::string yes_;
    std::string no_;
    std::function<void()> on_yes_;
    bool yes_focused_ = true;
    bool closing_ = false;
};

}  // namespace cata::app
