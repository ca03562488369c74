// Steps shared by the app tests that drive the client through real events: the screen on top,
// a click on a rectangle, a key press (board_support.h: pressKeyWith), and where screenshots go (the test binary's folder).
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "board_support.h"
#include "cata/app/hand_off_screen.h"

namespace cata::app::test {

/// The screen on top, as a `T` (the test fails when it is another screen).
template <class T>
T& topAs(App& app) {
    auto* screen = dynamic_cast<T*>(app.screens().top());
    REQUIRE(screen != nullptr);
    return *screen;
}

/// Points at the centre of `r`, then clicks it, then lets the app run `frames` frames.
inline void clickRect(App& app, const Rect& r, int frames = 2) {
    moveMouse(r.centerX(), r.centerY());
    clickAt(r.centerX(), r.centerY());
    app.runFrames(frames);
}

/// Passes a hand-off as a player does: the see-through notice over the board (R42's waiting
/// heroes, the heroes' result) by its "Hand over" button, the opaque hand-off screen by a click
/// anywhere.
inline void passHandOff(App& app) {
    if (auto* h = dynamic_cast<HandOffScreen*>(app.screens().top()); h && h->previewing()) {
        clickRect(app, h->handOverButton());
        if (topScreen(app) != "hand_off") return;
    }
    clickAt(app.width() / 2, app.height() / 2);
    app.runFrames(2);
}

/// Presses `key` with `mod`, then lets the app run two frames.
inline void press(App& app, SDL_Keycode key, Uint16 mod = 0) {
    pressKeyWith(key, mod);
    app.runFrames(2);
}

/// "<test binary folder>/<name>.png".
inline std::string shotPath(const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + name + ".png";
    SDL_free(base);
    return path;
}

}  // namespace cata::app::test
