// The board's reach shading and click-to-move use the core's GameState::reach(): sequences of
// legal moves (Quest I's fire spirit north of the lava, R35).
#include <catch2/catch.hpp>

#include <algorithm>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

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
    auto session = startGame(app, game);
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

TEST_CASE("Board: Irf at (12,13) walks to the lava's edge, then jumps across it (R43, play-test 3 finding 1)",
          "[app][board][reach][R43]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;  // R45: nothing happens on the way
    auto session = startGame(app, game);
    // He walks there from the heroes' zone (R53: he cannot start there), the Master waiting,
    // and begins a turn there with his 4 AP.
    const int irf = cardIndex(session->state(), "irf");
    const auto next = [&] { declineDestiny(*session); };
    for (int turn = 0; turn < 5 && session->state().character(irf).pos != Pos{12, 13}; ++turn) {
        next();
        const Reachable r = session->state().reach(irf, Side::Heroes);
        // Out by the open door at (3,14), then east along row 13.
        const Pos here = session->state().character(irf).pos;
        const Pos aim = here.y >= 14 ? Pos{3, 13} : Pos{12, 13};
        Pos goal = here;
        for (Pos p : r.squares())
            if (distance(p, aim) < distance(goal, aim)) goal = p;
        for (const MoveStep& step : r.path(goal)) {
            const Action a =
                step.kind == MoveKind::Run ? Action{Run{irf, step.via, step.to}} : Action{Walk{irf, step.to}};
            if (!session->state().isLegal(a)) break;
            session->apply(a);
            next();
        }
        session->apply(EndTurn{});
        next();
        session->apply(EndTurn{});
        next();
    }
    INFO("Irf at " << session->state().character(irf).pos.x << "," << session->state().character(irf).pos.y << "\n"
                   << session->state().toString());
    REQUIRE(session->state().character(irf).pos == Pos{12, 13});
    REQUIRE(session->state().activeSide() == Side::Heroes);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int who = s.characterAt({12, 13});
    REQUIRE(who >= 0);
    REQUIRE(s.card(who).id == "irf");
    REQUIRE(s.character(who).ap == 4);
    clickSquare(app, board.view(), {12, 13});  // select him
    REQUIRE(board.selected() == who);
    const auto marker = [&](Pos p) -> const JumpMarker* {
        for (const JumpMarker& m : board.overlays().jumps)
            if (m.at == p) return &m;
        return nullptr;
    };
    const auto hover = [&](Pos p) {
        const SDL_Point c = board.view().centerOf(p);
        moveMouse(c.x, c.y);
        app.runFrames(1);
    };
    // (13,9): a run to (13,11), then a jump over (13,10), difficulty 2: no longer "Out of reach".
    const JumpMarker* across = marker({13, 9});
    REQUIRE(across != nullptr);
    CHECK(across->difficulty == 2);
    hover({13, 9});
    INFO(board.tooltip());
    CHECK(board.tooltip().find("Out of reach") == std::string::npos);
    CHECK(board.tooltip().find("Walk to 13,11, then jump (2 AP in all)") != std::string::npos);
    CHECK(board.tooltip().find("difficulty 2") != std::string::npos);
    CHECK(board.overlays().path_label == "2 AP");
    CHECK(board.overlays().path.back() == Pos{13, 9});
    // (12,9): not the 6 % jump over three squares from where he stands (legal, but a run to
    // (14,11) and a jump over (13,10) on the diagonal needs 2): its marker, tip and rows.
    REQUIRE(s.isLegal(Jump{who, {12, 9}}));
    const JumpMarker* west = marker({12, 9});
    REQUIRE(west != nullptr);
    CHECK(west->difficulty == 2);
    hover({12, 9});
    CHECK(board.tooltip().find("Walk to 14,11, then jump (2 AP in all)") != std::string::npos);
    for (const ActionItem& item : board.actions()) CHECK(item.label.find("Jump to 12,9") == std::string::npos);
    // A click on (13,9) takes the route: the run, then the jump (one roll, whatever it gives),
    // once the player said yes: a fall there lands in the lava (playtest 8, R49).
    const std::size_t before = board.session().history().size();
    clickSquare(app, board.view(), {13, 9});
    REQUIRE(topScreen(app) == "confirm");
    press(app, SDLK_TAB);  // to "Jump" (Enter alone declines)
    press(app, SDLK_RETURN);
    const auto& history = board.session().history();
    REQUIRE(history.size() == before + 2);
    const Action& step = *history[before].action;
    std::optional<Pos> first;
    if (const auto* run = std::get_if<Run>(&step)) first = run->to;
    if (const auto* walk = std::get_if<Walk>(&step)) first = walk->to;
    CHECK(first == Pos{13, 11});
    CHECK(*history[before + 1].action == Action{Jump{who, {13, 9}}});
}

namespace {

/// Quest I, Esterella at (8,16) west of the grate trap (12,16), nobody else in that room: she
/// comes from the heroes' zone (R53) by the doorway (7,17), a run and a walk; with `fresh`,
/// on the heroes' next turn (4 AP), else with the 2 AP left.
BoardScreen& esterellaBeforeTheGrate(App& app, bool fresh) {
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;
    const Pos edge{6, 17};
    for (auto& h : game.heroes)
        if (h.at == edge) h.at = game.heroes[0].at;
    for (auto& h : game.heroes)
        if (h.card == "esterella") h.at = edge;
    const auto inRoom = [](Pos p) { return p.x >= 7 && p.x <= 16 && p.y >= 15 && p.y <= 20; };
    const std::string leader = game.master[0].card;
    std::erase_if(game.master, [&](const Placement& p) { return inRoom(p.at) && p.card != leader; });
    for (auto& m : game.master)
        if (inRoom(m.at)) m.at = {24, 1};
    auto session = startGame(app, game);
    const int est = cardIndex(session->state(), "esterella");
    REQUIRE(session->state().character(est).pos == edge);
    session->apply(Run{est, {7, 17}, {8, 17}});
    session->apply(Walk{est, {8, 16}});
    if (fresh) {
        session->apply(EndTurn{});
        session->apply(EndTurn{});  // the Master's turn: nobody moves
    }
    REQUIRE(session->state().toMove() == Side::Heroes);
    REQUIRE(session->state().character(est).pos == Pos{8, 16});
    BoardScreen& board = pushBoard(app, std::move(session));
    clickSquare(app, board.view(), {8, 16});  // select her
    return board;
}

}  // namespace

TEST_CASE("Board: a click onto a known trap walks onto it when it can, and asks before running onto it (play 10 #3)",
          "[app][board][reach][R48]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    SECTION("4 AP: the route walks its last step onto the trap (an Agility test), and the preview says so") {
        BoardScreen& board = esterellaBeforeTheGrate(app, true);
        const GameState& s = board.session().state();
        const int est = cardIndex(s, "esterella");
        REQUIRE(s.character(est).ap == 4);
        hoverSquare(app, board, {12, 16});
        CHECK(board.tooltip().find(app.strings().format("board.trap_route.walks", 1, 4)) != std::string::npos);
        const std::size_t before = board.session().history().size();
        clickSquare(app, board.view(), {12, 16});
        CHECK(topScreen(app) == "board");  // nothing to ask
        const auto& h = board.session().history();
        REQUIRE(h.size() > before);
        bool ran_onto = false;
        for (std::size_t i = before; i < h.size(); ++i)
            if (const auto* r = h[i].action ? std::get_if<Run>(&*h[i].action) : nullptr)
                ran_onto = ran_onto || r->to == Pos{12, 16} || r->via == Pos{12, 16};
        CHECK_FALSE(ran_onto);  // before: (8,16)→(10,16), (10,16)→(12,16): 4D6, no test
        CHECK(board.session().state().character(est).pos == Pos{12, 16});
    }
    SECTION("2 AP: only a run gets there; the preview says so and the click asks first, Don't focused") {
        BoardScreen& board = esterellaBeforeTheGrate(app, false);
        const GameState& s = board.session().state();
        const int est = cardIndex(s, "esterella");
        REQUIRE(s.character(est).ap == 2);
        hoverSquare(app, board, {12, 16});
        CHECK(board.tooltip().find(app.strings().format("board.trap_route.runs", 4)) != std::string::npos);
        const std::size_t before = board.session().history().size();
        clickSquare(app, board.view(), {12, 16});
        REQUIRE(topScreen(app) == "confirm");
        CHECK(topAs<ConfirmScreen>(app).title() == app.tr("board.trap_confirm.title"));
        // The run ends on the trap: one place in the sentence (play 11 #7c), not "runs to 12,16
        // and onto the trap at 12,16".
        CHECK(topAs<ConfirmScreen>(app).text().rfind("Esterella runs onto the trap at 12,16: 4D6 wounds", 0) == 0);
        CHECK(layoutProblems(app).empty());
        pressKey(SDLK_RETURN);  // "Don't" has the focus
        app.runFrames(2);
        CHECK(topScreen(app) == "board");
        CHECK(board.session().history().size() == before);
        CHECK(board.session().state().character(est).pos == Pos{8, 16});
        clickSquare(app, board.view(), {12, 16});
        REQUIRE(topScreen(app) == "confirm");
        clickRect(app, topAs<ConfirmScreen>(app).layout().yes);
        app.runFrames(2);
        CHECK(board.session().history().size() > before);
        CHECK(board.session().state().character(est).pos == Pos{12, 16});
    }
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [&](Settings& st) { st.language = lang; });
        for (const char* key :
             {"board.trap_route.runs", "board.trap_route.walks", "board.trap_confirm.title", "board.trap_confirm.text",
              "board.trap_confirm.onto", "board.trap_confirm.yes", "board.trap_confirm.no"})
            CHECK(app.tr(key) != key);
    }
}
