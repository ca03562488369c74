// The board's threat overlay (the T key) shows the core's answer: the union of
// GameState::threatSquares() over the able enemies of the side that decides (R15, R19, R22,
// R35, R37), not a reach and sight traced by the board itself from top-left squares.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Board: the threat overlay is the union of the core's threat squares of the enemies",
          "[app][board][threat]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    // Quest I with the Master's usual group (the core's tests hold the gigantic and flying cases).
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);

    pressKey(SDLK_t);
    app.runFrames(2);

    std::set<Pos> core;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == Side::Master && s.able(who))
            for (Pos p : s.threatSquares(who)) core.insert(p);
    REQUIRE_FALSE(core.empty());
    std::vector<Pos> shown = board.overlays().threatened;
    std::sort(shown.begin(), shown.end());
    CHECK(shown == std::vector<Pos>(core.begin(), core.end()));

    pressKey(SDLK_t);
    app.runFrames(2);
    CHECK(board.overlays().threatened.empty());
}
