// Screenshots of the board mid-game, with checks of what is where: the map is drawn, a
// hero's token ring is gold and a Master's red at their squares, the side panel holds text.
// The PNGs are written next to the test binary (board_*.png) for a person to look at.
#include <SDL_image.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

#include "board_support.h"
#include "ui_steps.h"
#include "cata/app/deploy_screen.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Variety of colours in a region: the number of distinct coarse colours (blank regions give 1).
int boardVariety(const SDL_Surface* s, const Rect& r) { return colourVariety(s, r, 3, 32); }

bool near(SDL_Color c, SDL_Color want, int tolerance) {
    return std::abs(c.r - want.r) <= tolerance && std::abs(c.g - want.g) <= tolerance && std::abs(c.b - want.b) <= tolerance;
}

/// The colour of the side ring of the token on `p`, on its left edge.
SDL_Color ringColour(const SDL_Surface* s, const BoardView& view, Pos p) {
    const int size = view.squarePixels();
    const SDL_Point c = view.centerOf(p);
    const int inner = size - 2 * static_cast<int>(size * 0.05);
    return pixelAt(s, c.x - inner / 2 + std::max(1, inner * 4 / 128), c.y);
}

/// Plays a few moves of Quest I: two heroes walk, the first hero selected, an enemy hovered.
void midGame(App& app, BoardScreen& board) {
    for (int who : {1, 2}) {
        for (int step = 0; step < 2; ++step) {
            for (const auto& la : board.session().state().legalActions())
                if (const auto* w = std::get_if<Walk>(&la.action);
                    w && w->actor == who && !la.info.rolls_dice && w->to.y < board.session().state().character(who).pos.y + 1) {
                    board.choose(la.action);
                    break;
                }
        }
    }
    clickSquare(app, board.view(), board.session().state().character(0).pos);
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Board screenshot mid-game: map, tokens and panel where they should be",
                 "[app][board][screenshot]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app, true));
    midGame(app, board);
    const GameState& s = board.session().state();
    const int enemy = enemyNextToFirstHero(s);
    const SDL_Point e = board.view().centerOf(s.character(enemy).pos);
    moveMouse(e.x, e.y);
    app.runFrames(2);
    REQUIRE(app.saveScreenshot(shotPath("board_midgame")));

    SDL_Surface* shot = app.capture();
    REQUIRE(shot);
    const Rect map = board.view().area();
    CHECK(boardVariety(shot, map) > 40);
    CHECK(boardVariety(shot, Rect{map.right() + 10, map.y + 10, app.width() - map.right() - 20, 120}) > 3);  // the card
    CHECK(boardVariety(shot, Rect{0, 0, app.width(), map.y}) > 3);                                              // the top bar
    const SDL_Color hero = ringColour(shot, board.view(), s.character(1).pos);
    INFO("hero ring " << int(hero.r) << "," << int(hero.g) << "," << int(hero.b));
    CHECK(near(hero, SDL_Color{232, 196, 110, 255}, 60));
    int master = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Master && i != enemy && s.able(i)) master = i;
    REQUIRE(master >= 0);
    const SDL_Color red = ringColour(shot, board.view(), s.character(master).pos);
    INFO("master ring " << int(red.r) << "," << int(red.g) << "," << int(red.b));
    CHECK(near(red, SDL_Color{206, 46, 34, 255}, 60));
    SDL_FreeSurface(shot);

    SECTION("zoomed in, line of sight and the French strings") {
        Settings fr = app.settings();
        fr.language = "fr";
        app.changeSettings(fr);
        pressKey(SDLK_l);
        app.runFrames(1);
        const SDL_Point c = board.view().centerOf(s.character(0).pos);
        moveMouse(c.x, c.y);
        queueWheel(3);
        app.runFrames(2);
        CHECK(board.view().squarePixels() > 40);
        REQUIRE(app.saveScreenshot(shotPath("board_zoom_sight_fr")));
    }
    SECTION("at 150 % UI scale the panel still shows the card and the actions") {
        Settings big = app.settings();
        big.ui_scale = 1.5;
        app.changeSettings(big);
        app.runFrames(2);
        REQUIRE(app.saveScreenshot(shotPath("board_scale150")));
        CHECK_FALSE(board.actions().empty());
    }
    SECTION("enemy threat") {
        pressKey(SDLK_t);
        app.runFrames(2);
        REQUIRE(app.saveScreenshot(shotPath("board_threat")));
    }
}

TEST_CASE_METHOD(AppTest, "Deployment screenshot", "[app][board][screenshot]") {
    app.screens().push(std::make_unique<DeployScreen>(app, questOne(app), BoardConfig{false, {}}));
    app.runFrames(2);
    auto* deploy = dynamic_cast<DeployScreen*>(app.screens().top());
    REQUIRE(deploy);
    clickSquare(app, deploy->view(), deploy->game().heroes[0].at);
    REQUIRE(app.saveScreenshot(shotPath("board_deploy")));
}
