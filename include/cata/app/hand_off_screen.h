// Hot-seat hand-off: an opaque screen that hides the board between the sides ("Pass to the
// Master of the catacombs", "Turn 3") until the next player clicks or presses a key; then it
// closes itself and the board shows again.
#pragma once

#include "cata/app/screen.h"
#include "cata/core/side.h"

namespace cata::app {

class HandOffScreen : public Screen {
public:
    /// `next`: the side about to play; `turn`: its turn number.
    HandOffScreen(App& app, Side next, int turn);

    std::string_view id() const override { return "hand_off"; }
    void draw(Painter& painter) override;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    void close();

    Side next_;
    int turn_;
    bool closing_ = false;
};

}  // namespace cata::app
