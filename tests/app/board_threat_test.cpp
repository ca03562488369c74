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
    content::NewGame game = questOne(app);
    // Quest I's bone colossus (2×2) with the Master's usual group.
    game.master.push_back(Placement{"bone_colossus", "", Pos{8, 16}});
    auto session = startGame(app, game);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.card(s.characterAt({9, 17})).id == "bone_colossus");
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
