// Not a check: renders the menus to PNGs next to the test binary for a person to look at
// (README pictures, reviews). Hidden; run with: test_app "[.screenshots]". The setup screens
// have their own checked screenshots (setup_screenshots_test.cpp).
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <memory>

#include "cata/app/main_menu_screen.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

void shootScreen(App& app, const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + "screen_" + name + ".png";
    SDL_free(base);
    CHECK(app.saveScreenshot(path));
}

}  // namespace

TEST_CASE("Screenshots of every screen", "[.screenshots]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    shootScreen(app, "main_menu_en");
    const auto open = [&](SDL_Keycode key, const std::string& name) {
        pressKey(key);
        app.runFrames(3);
        shootScreen(app, name);
    };
    open(SDLK_n, "new_game");
    open(SDLK_RETURN, "group_heroes");
    open(SDLK_ESCAPE, "back_new_game");
    open(SDLK_ESCAPE, "back_menu");
    open(SDLK_r, "rules");
    open(SDLK_ESCAPE, "back_menu2");
    open(SDLK_s, "settings");
    open(SDLK_RETURN, "settings_fr");
    open(SDLK_ESCAPE, "main_menu_fr");
    open(SDLK_n, "new_game_fr");
}
