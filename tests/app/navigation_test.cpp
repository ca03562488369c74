// Driving the menus with real SDL events (keyboard and mouse) through the app's frame loop.
#include <catch2/catch.hpp>
#include <fstream>
#include <memory>

#include "cata/app/main_menu_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/message_screen.h"
#include "cata/app/settings_screen.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

MainMenuScreen& mainMenu(App& app) {
    auto* menu = dynamic_cast<MainMenuScreen*>(app.screens().top());
    REQUIRE(menu != nullptr);
    return *menu;
}

/// Sum of absolute channel differences between two same-size captures inside `r`.
long difference(const SDL_Surface* a, const SDL_Surface* b, const Rect& r) {
    long d = 0;
    for (int y = r.y; y < r.bottom(); ++y) {
        for (int x = r.x; x < r.right(); ++x) {
            const SDL_Color p = pixelAt(a, x, y), q = pixelAt(b, x, y);
            d += std::abs(p.r - q.r) + std::abs(p.g - q.g) + std::abs(p.b - q.b);
        }
    }
    return d;
}

}  // namespace

TEST_CASE("Keyboard and mouse drive the menus and French changes their strings",
          "[app][events]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    REQUIRE(app.runFrames(2) == 2);
    REQUIRE(topScreen(app) == "main_menu");
    CHECK(mainMenu(app).selected() == MainMenuScreen::Item::NewGame);  // no saves: Continue is skipped

    SECTION("Enter on New game opens the New game screen; Escape comes back") {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        CHECK(topScreen(app) == "new_game");
        pressKey(SDLK_ESCAPE);
        app.runFrames(2);
        CHECK(topScreen(app) == "main_menu");
    }

    SECTION("Down twice then Enter opens Settings; Enter toggles the language, saved at once") {
        pressKey(SDLK_DOWN);  // First steps
        pressKey(SDLK_DOWN);  // Load is disabled: skipped
        app.runFrames(1);
        CHECK(mainMenu(app).selected() == MainMenuScreen::Item::Settings);
        SDL_Surface* english = app.capture();
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "settings");

        pressKey(SDLK_RETURN);  // the Language row is selected first
        app.runFrames(1);
        CHECK(app.settings().language == "fr");
        CHECK(app.tr("menu.new_game") == "&Nouvelle partie");
        CHECK(loadSettings(home.settingsFile()).language == "fr");
        CHECK_FALSE(std::filesystem::exists(home.settingsFile().string() + ".tmp"));

        pressKey(SDLK_ESCAPE);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "main_menu");
        SDL_Surface* french = app.capture();
        REQUIRE(english != nullptr);
        REQUIRE(french != nullptr);
        // The menu's labels changed; the wall and the title did not.
        const Rect items{mainMenu(app).itemRect(MainMenuScreen::Item::Continue).x,
                         mainMenu(app).itemRect(MainMenuScreen::Item::Continue).y, 340, 6 * 52};
        CHECK(difference(english, french, items) > 100000);
        CHECK(difference(english, french, Rect{0, 300, 60, 200}) == 0);
        SDL_FreeSurface(english);
        SDL_FreeSurface(french);

        // French shortcut letters: P(aramètres) opens the settings.
        pressKey(SDLK_p);
        app.runFrames(2);
        CHECK(topScreen(app) == "settings");
    }

    SECTION("Settings: Right steps the interface size, Down/Enter toggles fullscreen, values persist") {
        mainMenu(app).activate(MainMenuScreen::Item::Settings);
        app.runFrames(1);
        REQUIRE(topScreen(app) == "settings");
        pressKey(SDLK_DOWN);
        pressKey(SDLK_RIGHT);
        pressKey(SDLK_RIGHT);
        app.runFrames(1);
        CHECK(app.settings().ui_scale == Approx(1.5));
        pressKey(SDLK_LEFT);
        app.runFrames(1);
        CHECK(app.settings().ui_scale == Approx(1.25));
        pressKey(SDLK_DOWN);
        pressKey(SDLK_RETURN);
        app.runFrames(1);
        CHECK(app.settings().fullscreen);
        pressKey(SDLK_RETURN);
        app.runFrames(1);
        CHECK_FALSE(app.settings().fullscreen);
        const Settings reread = loadSettings(home.settingsFile());
        CHECK(reread.ui_scale == Approx(1.25));
        CHECK(reread.language == "en");
        // The scale reaches the layout: the menu is taller at 125%.
        pressKey(SDLK_ESCAPE);
        app.runFrames(2);
        const Rect item = mainMenu(app).itemRect(MainMenuScreen::Item::Quit);
        CHECK(item.h == 59);  // 52 at 100 % (eight entries since the quest editor)
    }

    SECTION("The mouse highlights the entry under it and a click opens it") {
        const Rect settings = mainMenu(app).itemRect(MainMenuScreen::Item::Settings);
        moveMouse(settings.centerX(), settings.centerY());
        app.runFrames(1);
        CHECK(mainMenu(app).selected() == MainMenuScreen::Item::Settings);
        // Hovering a disabled entry does not select it.
        const Rect load = mainMenu(app).itemRect(MainMenuScreen::Item::Load);
        moveMouse(load.centerX(), load.centerY());
        app.runFrames(1);
        CHECK(mainMenu(app).selected() == MainMenuScreen::Item::Settings);
        clickAt(load.centerX(), load.centerY());
        app.runFrames(2);
        CHECK(topScreen(app) == "main_menu");

        const Rect new_game = mainMenu(app).itemRect(MainMenuScreen::Item::NewGame);
        clickAt(new_game.centerX(), new_game.centerY());
        app.runFrames(2);
        CHECK(topScreen(app) == "new_game");
    }

    SECTION("Escape goes to Quit first; a second Escape ends the loop") {
        pressKey(SDLK_ESCAPE);
        app.runFrames(1);
        CHECK(mainMenu(app).selected() == MainMenuScreen::Item::Quit);
        CHECK_FALSE(app.quitting());
        pressKey(SDLK_ESCAPE);
        CHECK_FALSE(app.step());
        CHECK(app.quitting());
    }

    SECTION("A click on Quit ends the loop") {
        const Rect quit = mainMenu(app).itemRect(MainMenuScreen::Item::Quit);
        clickAt(quit.centerX(), quit.centerY());
        CHECK(app.runFrames(5) == 0);
        CHECK(app.quitting());
    }

    SECTION("Events after a screen change reach the new screen, not the old one") {
        pressKey(SDLK_RETURN);  // opens New game...
        pressKey(SDLK_ESCAPE);  // ...which this Escape closes (on the menu it would select Quit)
        app.runFrames(4);
        CHECK(topScreen(app) == "main_menu");
        CHECK(mainMenu(app).selected() == MainMenuScreen::Item::NewGame);
    }
}

TEST_CASE("A file in the saves folder that is not a save enables Load but not Continue", "[app][events]") {
    HeadlessHome home;
    std::filesystem::create_directories(home.savesDir());
    std::ofstream(home.savesDir() / "slot1.json") << "{}";
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    CHECK_FALSE(mainMenu(app).enabled(MainMenuScreen::Item::Continue));
    CHECK(mainMenu(app).enabled(MainMenuScreen::Item::Load));
    CHECK(mainMenu(app).selected() == MainMenuScreen::Item::NewGame);
    // Load lists it (in red, not loadable); Escape comes back.
    pressKey(SDLK_l);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "load");
    auto* load = dynamic_cast<LoadScreen*>(app.screens().top());
    REQUIRE(load != nullptr);
    REQUIRE(load->saves().size() == 1);
    CHECK_FALSE(load->saves()[0].error.empty());
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app) == "main_menu");
}

TEST_CASE("Settings from an earlier run apply at start", "[app][settings]") {
    HeadlessHome home;
    Settings s;
    s.language = "fr";
    s.ui_scale = 2.0;
    REQUIRE(saveSettings(s, home.settingsFile()));
    App app(home.options());
    REQUIRE(app.ok());
    CHECK(app.settings().language == "fr");
    CHECK(app.tr("menu.quit") == "&Quitter");
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    // At 200% the menu would not fit 800 pixels: it shrinks to fit rather than overflow.
    const Rect quit = mainMenu(app).itemRect(MainMenuScreen::Item::Quit);
    CHECK(quit.bottom() < 800);
    CHECK(quit.h > 52);
}
