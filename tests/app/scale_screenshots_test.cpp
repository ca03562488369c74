// At 150 % UI scale in a 1280×800 window: the main menu, new game, group building,
// deployment and the board, each written as scale150_<name>.png next to the test binary, with
// checks that their parts stay inside the window and do not overlap.
#include <catch2/catch.hpp>
#include <memory>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

void shootScaled(App& app, const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + "scale150_" + name + ".png";
    SDL_free(base);
    CHECK(app.saveScreenshot(path));
}

bool inside(App& app, const Rect& r) { return r.x >= 0 && r.y >= 0 && r.right() <= app.width() && r.bottom() <= app.height(); }

bool overlap(const Rect& a, const Rect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

}  // namespace

TEST_CASE("At 150 % in 1280x800 the screens fit", "[app][scale150]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    Settings s = app.settings();
    s.ui_scale = 1.5;
    s.hand_off = false;  // the board straight after deployment
    app.changeSettings(s);
    REQUIRE(app.width() == 1280);
    REQUIRE(app.height() == 800);

    auto* menu = new MainMenuScreen(app);
    app.screens().push(std::unique_ptr<Screen>(menu));
    app.runFrames(2);
    shootScaled(app, "main_menu");
    for (int i = 0; i < MainMenuScreen::kItemCount; ++i) CHECK(inside(app, menu->itemRect(static_cast<MainMenuScreen::Item>(i))));

    auto* ng = new NewGameScreen(app);
    app.screens().push(std::unique_ptr<Screen>(ng));
    app.runFrames(2);
    shootScaled(app, "new_game");
    const NewGameScreen::Layout l = ng->layout();
    for (const Rect& r : {l.modes, l.list, l.detail, l.options, l.back, l.next, l.seed_field, l.reseed}) CHECK(inside(app, r));
    CHECK_FALSE(overlap(l.modes, l.list));
    CHECK_FALSE(overlap(l.detail, l.options));
    CHECK_FALSE(overlap(l.options, l.next));
    CHECK_FALSE(overlap(l.list, l.back));
    for (int i = 0; i < 4; ++i) {
        CHECK(l.toggles[i].right() <= l.options.right());
        CHECK(l.toggles[i].bottom() <= l.options.bottom());
        CHECK_FALSE(overlap(l.toggles[i], l.reseed));
        CHECK_FALSE(overlap(l.toggles[i], l.seed_field));
    }
    CHECK(l.preview.w > 100);
    CHECK(l.preview.h > 60);  // small at this scale, with its legend inside the panel

    ng->next();
    app.runFrames(2);
    auto* heroes = dynamic_cast<GroupScreen*>(app.screens().top());
    REQUIRE(heroes != nullptr);
    heroes->defaultGroup();
    app.runFrames(1);
    shootScaled(app, "group_heroes");
    CHECK(inside(app, heroes->nextButton()));
    heroes->next();
    app.runFrames(2);
    auto* master = dynamic_cast<GroupScreen*>(app.screens().top());
    REQUIRE(master != nullptr);
    master->defaultGroup();
    app.runFrames(1);
    shootScaled(app, "group_master");
    master->next();
    app.runFrames(2);
    REQUIRE(topScreen(app) == "deploy");
    shootScaled(app, "deploy");

    pressKey(SDLK_RETURN);
    app.runFrames(3);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "board");
    shootScaled(app, "board");
}
