// The main menu as a player sees it: rendered headless to a PNG in the build folder, then
// checked for content where the layout puts it.
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "cata/app/game.h"
#include "cata/app/main_menu_screen.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Where the test binary lives (the build folder), for the screenshots it writes.
std::string buildDir() {
    char* base = SDL_GetBasePath();
    std::string dir = base ? base : "./";
    SDL_free(base);
    return dir;
}

/// How many pixels of `rect` satisfy `pred`.
template <typename Pred>
int countPixels(const SDL_Surface* s, const Rect& rect, Pred pred) {
    int n = 0;
    for (int y = rect.y; y < rect.bottom(); ++y)
        for (int x = rect.x; x < rect.right(); ++x)
            if (pred(pixelAt(s, x, y))) ++n;
    return n;
}

bool isGold(SDL_Color c) { return c.r > 200 && c.g > 140 && c.b < c.g && c.r > c.b + 60; }
int luminance(SDL_Color c) { return (c.r * 3 + c.g * 6 + c.b) / 10; }

}  // namespace

TEST_CASE("The main menu renders to a PNG with its title and menu over the backdrop", "[app][render]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    REQUIRE(app.runFrames(1) == 1);
    auto* menu = dynamic_cast<MainMenuScreen*>(app.screens().top());
    REQUIRE(menu != nullptr);

    const std::string png = buildDir() + "main_menu.png";
    REQUIRE(app.saveScreenshot(png));
    SDL_Surface* loaded = IMG_Load(png.c_str());
    REQUIRE(loaded != nullptr);
    CHECK(loaded->w == 1280);
    CHECK(loaded->h == 800);
    SDL_FreeSurface(loaded);

    SDL_Surface* shot = app.capture();
    REQUIRE(shot != nullptr);

    SECTION("every quarter of the window has something drawn in it") {
        for (int qy = 0; qy < 2; ++qy) {
            for (int qx = 0; qx < 2; ++qx) {
                const Rect quarter{qx * 640, qy * 400, 640, 400};
                const int lit = countPixels(shot, quarter, [](SDL_Color c) { return luminance(c) > 25; });
                INFO("quarter " << qx << ", " << qy);
                // 4 %: eight entries since the quest editor leave the lower left
                // quarter about 4.2 % lit (the menu's lower half and its labels' left halves).
                CHECK(lit > 640 * 400 / 25);
            }
        }
    }
    SECTION("the title is drawn in gold across the top of the window") {
        const Rect title_band{200, 40, 880, 150};
        CHECK(countPixels(shot, title_band, isGold) > 8000);
        // Gold on the left and on the right half: the whole word, not one letter.
        CHECK(countPixels(shot, Rect{200, 40, 440, 150}, isGold) > 3000);
        CHECK(countPixels(shot, Rect{640, 40, 440, 150}, isGold) > 3000);
    }
    SECTION("the selected entry sits on a red bar, disabled entries are grey") {
        CHECK(menu->selected() == MainMenuScreen::Item::NewGame);
        const Rect bar = menu->itemRect(MainMenuScreen::Item::NewGame);
        // Left of the label, inside the bar: red dominates.
        const SDL_Color red = pixelAt(shot, bar.x + bar.w / 4, bar.centerY());
        CHECK(red.r > red.g + 25);
        CHECK(red.r > 60);
        // The Continue label (no saves): only greyish pixels, none gold.
        const Rect cont = menu->itemRect(MainMenuScreen::Item::Continue);
        CHECK(countPixels(shot, cont, isGold) == 0);
        CHECK(countPixels(shot, cont, [](SDL_Color c) { return c.r > 90 && c.r < 130 && c.g > 85; }) > 100);
        // Entry labels are bright text on the dark panel.
        const Rect settings = menu->itemRect(MainMenuScreen::Item::Settings);
        CHECK(countPixels(shot, settings, [](SDL_Color c) { return luminance(c) > 170; }) > 200);
    }
    SECTION("the panel is dark and the corners are in shadow") {
        const Rect bar = menu->itemRect(MainMenuScreen::Item::Quit);
        const SDL_Color panel = pixelAt(shot, bar.x + 4, bar.y + 4);
        CHECK(luminance(panel) < 40);
        CHECK(luminance(pixelAt(shot, 2, 2)) < 30);
        CHECK(luminance(pixelAt(shot, 1277, 797)) < 30);
    }
    SECTION("two torches burn on the wall") {
        // Flames are orange-white at about 12% and 88% of the width.
        const auto flame = [](SDL_Color c) { return c.r > 220 && c.g > 120; };
        CHECK(countPixels(shot, Rect{100, 180, 110, 140}, flame) > 150);
        CHECK(countPixels(shot, Rect{1070, 180, 110, 140}, flame) > 150);
    }
    SDL_FreeSurface(shot);
}

TEST_CASE("The screenshot option renders the first frame of the main menu and exits 0", "[app][render]") {
    HeadlessHome home;
    cata::app::LaunchOptions options;
    options.data_dir = dataDir();
    options.screenshot_path = (home.root / "menu.png").string();
    CHECK(cata::app::runGame(options) == 0);
    CHECK(std::filesystem::file_size(options.screenshot_path) > 10000);
}

TEST_CASE("Idle frames draw nothing and redraws reuse the cached text", "[app][render]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(5);  // the window's own shown/exposed events may ask for a second frame
    const auto drawn = app.framesDrawn();
    const auto cached = app.text().cacheSize();
    CHECK(drawn >= 1);
    CHECK(drawn <= 3);
    CHECK(cached > 5);
    app.runFrames(10);
    CHECK(app.framesDrawn() == drawn);  // nothing changed: nothing drawn
    app.redraw();
    app.runFrames(1);
    CHECK(app.framesDrawn() == drawn + 1);
    CHECK(app.text().cacheSize() == cached);  // the same strings: no new textures
}
