// Play 12 #10: the Master's own hidden trap (R48) is warned about and routed round on his board
// (the core's trap question asked as the Master: GameState::reach and routeTrap take the side).
#include <catch2/catch.hpp>

#include <string>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

constexpr Pos kVent{3, 9};  // Quest I's hidden trap, the Sulphur vent (difficulty 2)

/// Quest I, hot-seat, the Master to move: one of his characters at `at` (the row above the lava,
/// west of the vent), nobody else in rows 8–9 west of (9,·); with `ap_left`, it walks to and fro
/// first until it has only that many AP.
BoardScreen& masterByTheVent(App& app, Pos at, int ap_left = -1) {
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;
    REQUIRE(game.master.size() >= 2);
    const auto nearVent = [](Pos p) { return p.x <= 9 && p.y >= 8 && p.y <= 9; };
    const std::string leader = game.master[0].card;
    std::erase_if(game.master, [&](const Placement& p) { return nearVent(p.at) && p.card != leader; });
    REQUIRE(game.master.size() >= 2);
    game.master[1].at = Pos{1, 8};
    auto session = startGame(app, game);
    toMasterTurn(*session);
    const GameState& s = session->state();
    const int m = s.characterAt(Pos{1, 8});
    REQUIRE(m >= 0);
    const ObjectDef* vent = s.content().quest.objectAt(kVent);
    REQUIRE(vent != nullptr);
    REQUIRE(vent->hidden);
    REQUIRE(s.board().tile(kVent) == TileKind::HiddenTrap);
    if (ap_left > 0) {
        for (int i = 0; s.character(m).ap > ap_left + 1 && i < 10; ++i)
            session->apply(Walk{m, s.character(m).pos == Pos{1, 8} ? Pos{2, 8} : Pos{1, 8}});
        REQUIRE(s.character(m).ap == ap_left + 1);
    }
    if (s.character(m).pos != at) session->apply(Walk{m, at});
    REQUIRE(s.character(m).pos == at);
    if (ap_left > 0) REQUIRE(s.character(m).ap == ap_left);
    BoardScreen& board = pushBoard(app, std::move(session));
    selectCharacter(app, board, m);
    return board;
}

}  // namespace

TEST_CASE("Play 12 #10: the Master's route goes round his own hidden trap when a route of the same AP does",
          "[app][board][reach][R48]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = masterByTheVent(app, Pos{1, 9});
    const GameState& s = board.session().state();
    const int m = s.characterAt(Pos{1, 9});
    // (5,9): two runs either way; the straight one crossed the vent (4D6, no test) unwarned.
    hoverSquare(app, board, {5, 9});
    CHECK(board.tooltip().find(app.strings().format("board.trap_route.runs", 4)) == std::string::npos);
    const std::size_t before = board.session().history().size();
    clickSquare(app, board.view(), {5, 9});
    CHECK(topScreen(app) == "board");  // nothing to ask
    CHECK(s.character(m).pos == Pos{5, 9});
    CHECK(board.session().history().size() == before + 2);
    for (std::size_t i = before; i < board.session().history().size(); ++i) {
        const auto& a = board.session().history()[i].action;
        REQUIRE(a);
        if (const auto* r = std::get_if<Run>(&*a)) CHECK((r->via != kVent && r->to != kVent));
        if (const auto* w = std::get_if<Walk>(&*a)) CHECK(w->to != kVent);
    }
    CHECK(s.board().tile(kVent) == TileKind::HiddenTrap);  // unsprung, still hidden
}

TEST_CASE("Play 12 #10: onto his own hidden trap the Master's hover warns, and a run onto it asks first",
          "[app][board][reach][R48]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    SECTION("full AP: the route walks onto it (an Agility test), the hover says so") {
        BoardScreen& board = masterByTheVent(app, Pos{1, 9});
        hoverSquare(app, board, kVent);
        CHECK(board.tooltip().find(app.strings().format("board.trap_route.walks", 2, 4)) != std::string::npos);
    }
    SECTION("1 AP: only the run gets there; the hover says so and the click asks, Don't focused") {
        BoardScreen& board = masterByTheVent(app, Pos{1, 9}, 1);
        const GameState& s = board.session().state();
        const int m = s.characterAt(Pos{1, 9});
        hoverSquare(app, board, kVent);
        CHECK(board.tooltip().find(app.strings().format("board.trap_route.runs", 4)) != std::string::npos);
        const std::size_t before = board.session().history().size();
        clickSquare(app, board.view(), kVent);
        REQUIRE(topScreen(app) == "confirm");
        CHECK(topAs<ConfirmScreen>(app).title() == app.tr("board.trap_confirm.title"));
        pressKey(SDLK_RETURN);  // "Don't" has the focus
        app.runFrames(2);
        CHECK(topScreen(app) == "board");
        CHECK(board.session().history().size() == before);
        CHECK(s.character(m).pos == Pos{1, 9});
        CHECK(s.board().tile(kVent) == TileKind::HiddenTrap);
    }
}
