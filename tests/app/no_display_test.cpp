// Without any display the game says so in one sentence and how to run it, instead of an
// obscure SDL error or an invisible window.
#include <catch2/catch.hpp>
#include <cstdlib>

#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("With no display the game refuses to start with one clear sentence", "[app][display]") {
    HeadlessHome home;
    const char* display = std::getenv("DISPLAY");
    const std::string saved_display = display ? display : "";
    unsetenv("SDL_VIDEODRIVER");
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    std::string error;
    bool opened = false;
    {
        App app(home.options());  // require_display is on, as when a player starts the game
        opened = app.ok();
        error = app.error();
    }
    if (!saved_display.empty()) setenv("DISPLAY", saved_display.c_str(), 1);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (opened) {
        WARN("SDL found a real screen without DISPLAY (a console framebuffer?): nothing to check here");
        return;
    }
    CHECK(error ==
          "catakombes: no display found (DISPLAY is not set); run it under a virtual display: xvfb-run -a catakombes");
}
