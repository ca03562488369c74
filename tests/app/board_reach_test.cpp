// The board's reach shading and click-to-move use the core's GameState::reach(): sequences of
// legal moves (Quest I's fire spirit north of the lava, R35).
#include <catch2/catch.hpp>

#include <algorithm>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Board: Quest I's fire spirit at (15,12) reaches north of the lava in two moves (R35)", "[app][board][reach]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    auto spirit = std::find_if(game.master.begin(), game.master.end(), [](const Placement& p) { return p.card == "fire_spirit"; });
    REQUIRE(spirit != game.master.end());
    for (auto& p : game.master)
        if (p.at == Pos{15, 12}) p.at = spirit->at;  // whoever stood there takes the spirit's square
    spirit->at = {15, 12};
    std::string error;
    auto session = content::GameSession::start(app.documents(), game, &error);
    INFO(error);
    REQUIRE(session);
    session->apply(EndTurn{});  // the Master's turn
    REQUIRE(session->state().toMove() == Side::Master);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int who = s.characterAt({15, 12});
    REQUIRE(who >= 0);
    REQUIRE(s.card(who).id == "fire_spirit");
    const int ap = s.character(who).ap;
    clickSquare(app, board.view(), {15, 12});  // select it
    const auto& reach = board.overlays().reachable;
    const auto shaded = [&](Pos p) -> int {
        for (const ReachableSquare& r : reach)
            if (r.at == p) return r.ap;
        return -1;
    };
    CHECK(shaded({14, 11}) == 1);
    CHECK(shaded({14, 9}) == 2);  // walk to (14,11), then fly over (14,10)
    CHECK(shaded({15, 9}) == 2);  // (14,11), then over (15,10) on the diagonal
    CHECK(shaded({15, 10}) == -1);  // never above the lava
    // Clicking (14,9) moves it there with the two actions.
    clickSquare(app, board.view(), {14, 9});
    CHECK(board.session().state().character(who).pos == Pos{14, 9});
    CHECK(board.session().state().character(who).ap == ap - 2);
}
