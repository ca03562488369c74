// R42 waiting in hot-seat, play 7 (#6): a click-move of a Master character is one intent of the
// Master. Its whole route is carried out and the waiting heroes are asked at its end (as the
// setting says); mid-route only when a step gives a waiting hero a reaction he did not have
// before it (the core's waitingReactions, compared by newWaitingReaction).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <vector>

#include "board_support.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/settings.h"
#include "cata/core/waiting.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Quest I: Torgils at `torgils_at`, the other heroes in the entry room's south-west corner;
/// the Master's first character at `guard_at`, the second (the mover) at `mover_at`, the others
/// far away in the east room (out of everyone's sight). Torgils waits (R42), the heroes end
/// their turn: the Master is to move, Torgils holds a waiting point.
std::unique_ptr<content::GameSession> routeGame(
    App& app, Pos torgils_at, Pos guard_at, Pos mover_at,
    const std::function<void(content::GameSession&, int)>& torgils_first = {}) {
    content::NewGame game = questOne(app);
    REQUIRE(game.master.size() >= 2);
    const Pos corner[] = {{1, 20}, {2, 20}, {1, 19}, {2, 19}, {1, 18}};
    std::size_t next = 0;
    for (auto& h : game.heroes) h.at = h.card == "torgils" ? torgils_at : corner[next++];
    game.master[0].at = guard_at;
    game.master[1].at = mover_at;
    for (std::size_t i = 2; i < game.master.size(); ++i)
        game.master[i].at = Pos{18 + 2 * static_cast<int>((i - 2) % 3), 1 + 3 * static_cast<int>((i - 2) / 3)};
    auto session = startGame(app, game);
    declineDestiny(*session);
    const int torgils = cardIndex(session->state(), "torgils");
    if (torgils_first) torgils_first(*session, torgils);  // his moves before he waits
    session->apply(Wait{torgils});
    REQUIRE(session->state().character(torgils).waiting > 0);
    toMasterTurn(*session);
    REQUIRE(session->state().toMove() == Side::Master);
    return session;
}

/// The Master's moves (walk, run, shift) in the history from entry `from` on.
int masterMoves(const content::GameSession& session, std::size_t from) {
    int n = 0;
    for (std::size_t i = from; i < session.history().size(); ++i) {
        const auto& a = session.history()[i].action;
        if (a && session.history()[i].side == Side::Master && actionActor(*a) >= 0 &&
            (std::holds_alternative<Walk>(*a) || std::holds_alternative<Run>(*a) || std::holds_alternative<Shift>(*a)))
            ++n;
    }
    return n;
}

/// The heroes' passes in the history from entry `from` on.
int passes(const content::GameSession& session, std::size_t from) {
    int n = 0;
    for (std::size_t i = from; i < session.history().size(); ++i)
        if (const auto& a = session.history()[i].action; a && std::holds_alternative<Pass>(*a)) ++n;
    return n;
}

/// The character on `p` (the test fails when there is none).
int standingOn(const GameState& s, Pos p) {
    const int who = s.characterAt(p);
    REQUIRE(who >= 0);
    return who;
}

/// Selects the Master's character `mover` and clicks `to`; returns the history size before.
std::size_t clickMove(App& app, BoardScreen& board, int mover, Pos to) {
    selectCharacter(app, board, mover);
    const std::size_t before = board.session().history().size();
    clickSquare(app, board.view(), to);
    for (std::size_t i = before; i < board.session().history().size(); ++i)
        if (const auto& a = board.session().history()[i].action) UNSCOPED_INFO(toString(*a));
    UNSCOPED_INFO("message " << board.message());
    return before;
}

// Torgils in contact with the guard in the entry room's doorway (all his actions react to the
// Master, R12); the mover walks the middle room's east side, far from him.
constexpr Pos kTorgilsByTheDoor{6, 17}, kGuardInTheDoor{7, 17}, kMoverFrom{15, 20}, kMoverTo{15, 15};

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "R42 hot-seat: a click-move with no new reaction on the way runs whole, one prompt at its end",
                 "[app][waiting][route]") {
    REQUIRE(app.settings().waiting_prompt == WaitingPrompt::WhenAble);
    BoardScreen& board = pushBoard(app, routeGame(app, kTorgilsByTheDoor, kGuardInTheDoor, kMoverFrom), true);
    const GameState& s = board.session().state();
    const int m = standingOn(s, kMoverFrom);
    const std::size_t before = clickMove(app, board, m, kMoverTo);
    // The whole route (more than one action: play 7 had one action per click).
    CHECK(s.character(m).pos == kMoverTo);
    CHECK(masterMoves(board.session(), before) >= 2);
    // The windows on the way were passed for the heroes, unasked (nothing new to answer)...
    CHECK(passes(board.session(), before) == masterMoves(board.session(), before) - 1);
    // ...and they are asked once, at the end, the Master seeing his result first.
    REQUIRE(s.waitingWindow());
    CHECK(s.toMove() == Side::Heroes);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(topAs<HandOffScreen>(app).previewing());
    const auto& last = board.session().history().back().action;
    REQUIRE(last);
    CHECK(actionActor(*last) == m);
}

TEST_CASE_METHOD(AppTest, "R42 hot-seat: a click-move stops where a waiting hero gets a new reaction, into contact too",
                 "[app][waiting][route]") {
    // Torgils in the entry room below its north door (3,14). The mover comes down from the north
    // room toward the room's south end: first within his reach (he could step into its way,
    // R12), then into contact. Each time the route stops there and the heroes are asked.
    const Pos torgils_at{3, 16}, mover_from{3, 12}, target{3, 17};
    BoardScreen& board = pushBoard(app, routeGame(app, torgils_at, Pos{15, 20}, mover_from), true);
    const GameState& s = board.session().state();
    const int m = standingOn(s, mover_from);
    const int torgils = cardIndex(s, "torgils");
    bool touched = false;
    // One click; once the heroes let him go on, the rest of the route goes on by itself (play
    // 10), to the next stop.
    std::vector<Action> reactions_before = waitingReactions(s);
    std::size_t before = clickMove(app, board, m, target);
    for (int round = 0; round < 6 && !touched; ++round) {
        INFO("round " << round << " at " << s.character(m).pos.x << "," << s.character(m).pos.y);
        REQUIRE(masterMoves(board.session(), before) >= 1);
        // Stopped short of the target, for the heroes: the last step gave Torgils a reaction.
        CHECK(s.character(m).pos != target);
        REQUIRE(s.waitingWindow());
        CHECK(s.toMove() == Side::Heroes);
        const auto& last = board.session().history().back().action;
        REQUIRE(last);
        CHECK(actionActor(*last) == m);
        const std::vector<Action> reactions = waitingReactions(s);
        CHECK(newWaitingReaction(reactions_before, reactions));
        REQUIRE(topScreen(app) == "hand_off");
        CHECK(topAs<HandOffScreen>(app).previewing());
        touched = distance(s.character(m).pos, torgils_at) == 1;
        if (touched) {
            CHECK(std::find(reactions.begin(), reactions.end(), Action{Melee{torgils, m}}) != reactions.end());
            break;
        }
        // The heroes let him go on.
        for (int i = 0; i < 3 && topScreen(app) != "board"; ++i) passHandOff(app);
        REQUIRE(s.toMove() == Side::Heroes);
        reactions_before = reactions;
        before = board.session().history().size();
        press(app, SDLK_p);
        for (int i = 0; i < 3 && s.toMove() == Side::Master && topScreen(app) == "hand_off"; ++i) passHandOff(app);
    }
    CHECK(touched);
}

TEST_CASE_METHOD(AppTest,
                 "R42 hot-seat: a click-move under 'always' asks after its first action, under 'never' runs whole",
                 "[app][waiting][route]") {
    SECTION("always") {
        editSettings(app, [](Settings& st) { st.waiting_prompt = WaitingPrompt::Always; });
        BoardScreen& board = pushBoard(app, routeGame(app, kTorgilsByTheDoor, kGuardInTheDoor, kMoverFrom), true);
        const GameState& s = board.session().state();
        const int m = standingOn(s, kMoverFrom);
        const std::size_t before = clickMove(app, board, m, kMoverTo);
        CHECK(masterMoves(board.session(), before) == 1);
        CHECK(passes(board.session(), before) == 0);
        CHECK(s.character(m).pos != kMoverTo);
        CHECK(s.toMove() == Side::Heroes);
        REQUIRE(topScreen(app) == "hand_off");
    }
    SECTION("never") {
        editSettings(app, [](Settings& st) { st.waiting_prompt = WaitingPrompt::Never; });
        BoardScreen& board = pushBoard(app, routeGame(app, kTorgilsByTheDoor, kGuardInTheDoor, kMoverFrom), true);
        const GameState& s = board.session().state();
        const int m = standingOn(s, kMoverFrom);
        const std::size_t before = clickMove(app, board, m, kMoverTo);
        CHECK(s.character(m).pos == kMoverTo);
        const int moves = masterMoves(board.session(), before);
        CHECK(moves >= 2);
        CHECK(passes(board.session(), before) == moves);  // every window passed, the last one too
        CHECK(s.toMove() == Side::Master);
        CHECK(topScreen(app) == "board");
    }
}

TEST_CASE_METHOD(AppTest,
                 "R42 against the heroes' AI (play 12 #12): the rest of a click-move goes on after the AI passes",
                 "[app][waiting][route][ai]") {
    // "Heroes AI vs you": Torgils waits (a waiting point, R42) with no enemy in his reach, so the
    // heroes' AI passes each window the Master's route opens. The route stopped after its first
    // step and was dropped; a second click was needed.
    editSettings(app, [](Settings& st) { st.ai_speed = AiSpeed::Skip; });
    auto session = routeGame(app, kTorgilsByTheDoor, Pos{23, 15}, kMoverFrom);
    session->setPlayers(content::kHeroesAi);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int m = standingOn(s, kMoverFrom);
    const std::size_t before = clickMove(app, board, m, kMoverTo);
    // After each step the window is the AI's to answer; the rest of the route waits for it
    // (BoardScreen::routeLeft) and goes on once it passed. Only that one click.
    REQUIRE(masterMoves(board.session(), before) >= 1);
    for (const Uint32 stop = SDL_GetTicks() + 20000;
         SDL_GetTicks() < stop && (board.aiTurn() || board.routeLeft() != nullptr || s.toMove() != Side::Master);)
        waitFrame(app);
    INFO("at " << s.character(m).pos.x << "," << s.character(m).pos.y << ", message " << board.message());
    CHECK(s.character(m).pos == kMoverTo);
    const int moves = masterMoves(board.session(), before);
    CHECK(moves >= 2);
    CHECK(passes(board.session(), before) >= moves - 1);  // the AI let him go on each time
    CHECK(board.routeLeft() == nullptr);
    CHECK(s.toMove() == Side::Master);
    CHECK(topScreen(app) == "board");
}

TEST_CASE("R42: newWaitingReaction counts a move into contact by hero and kind, other reactions by the action",
          "[app][waiting][route]") {
    const std::vector<Action> before{Walk{0, Pos{3, 3}}, Shot{1, 5}};
    CHECK_FALSE(newWaitingReaction(before, {Walk{0, Pos{4, 4}}}));  // the same hero's walk, elsewhere
    CHECK_FALSE(newWaitingReaction(before, {Shot{1, 5}}));
    CHECK(newWaitingReaction(before, {Run{0, Pos{3, 4}, Pos{3, 5}}}));  // a run he had not
    CHECK(newWaitingReaction(before, {Walk{2, Pos{3, 3}}}));            // another hero's walk
    CHECK(newWaitingReaction(before, {Shot{1, 6}}));                    // a shot at another character
    CHECK(newWaitingReaction(before, {Melee{0, 5}}));
    CHECK_FALSE(newWaitingReaction(before, {}));
}

TEST_CASE_METHOD(AppTest,
                 "R42 hot-seat 'always' (play 9, F8-13b): the rest of a click-move goes on after the heroes pass, "
                 "asking again after each step",
                 "[app][waiting][route]") {
    editSettings(app, [](Settings& st) { st.waiting_prompt = WaitingPrompt::Always; });
    BoardScreen& board = pushBoard(app, routeGame(app, kTorgilsByTheDoor, kGuardInTheDoor, kMoverFrom), true);
    const GameState& s = board.session().state();
    const int m = standingOn(s, kMoverFrom);
    const std::size_t before = clickMove(app, board, m, kMoverTo);
    REQUIRE(masterMoves(board.session(), before) == 1);
    REQUIRE(board.routeLeft() != nullptr);
    // Each time: the heroes are asked, they pass, the Master has the board again and the route
    // takes one more step (and the heroes are asked again), until it ends where he clicked.
    for (int round = 1; round < 8 && s.character(m).pos != kMoverTo; ++round) {
        INFO("round " << round << " at " << s.character(m).pos.x << "," << s.character(m).pos.y);
        REQUIRE(s.toMove() == Side::Heroes);
        for (int i = 0; i < 3 && topScreen(app) != "board"; ++i) passHandOff(app);
        REQUIRE(topScreen(app) == "board");
        REQUIRE(s.toMove() == Side::Heroes);
        press(app, SDLK_p);
        for (int i = 0; i < 3 && s.toMove() == Side::Master && topScreen(app) == "hand_off"; ++i) passHandOff(app);
        CHECK(masterMoves(board.session(), before) == round + 1);
    }
    CHECK(s.character(m).pos == kMoverTo);
    CHECK(board.routeLeft() == nullptr);
    CHECK(passes(board.session(), before) == masterMoves(board.session(), before) - 1);
    // The last step opened a window too: the heroes are asked as after any action.
    CHECK(s.toMove() == Side::Heroes);
}

TEST_CASE_METHOD(AppTest,
                 "R42 hot-seat 'always' (play 9, F8-13b): a route a waiting hero stepped into stops, and says why",
                 "[app][waiting][route]") {
    editSettings(app, [](Settings& st) { st.waiting_prompt = WaitingPrompt::Always; });
    // The mover crosses the middle room along its south row; Torgils came into the room (two
    // runs through the entry's door) and stands two rows above it, out of contact; he runs
    // into the route when he is asked.
    const Pos mover_from{15, 19}, target{9, 19};
    const auto comeIn = [](content::GameSession& session, int torgils) {
        session.apply(Run{torgils, Pos{7, 17}, Pos{8, 17}});
        session.apply(Run{torgils, Pos{9, 17}, Pos{10, 17}});
    };
    BoardScreen& board = pushBoard(app, routeGame(app, Pos{6, 17}, Pos{23, 15}, mover_from, comeIn), true);
    const GameState& s = board.session().state();
    const int m = standingOn(s, mover_from);
    const int torgils = cardIndex(s, "torgils");
    REQUIRE(s.character(torgils).pos == Pos{10, 17});
    const std::size_t before = clickMove(app, board, m, target);
    REQUIRE(masterMoves(board.session(), before) == 1);
    REQUIRE(board.routeLeft() != nullptr);
    for (int i = 0; i < 3 && topScreen(app) != "board"; ++i) passHandOff(app);
    REQUIRE(s.toMove() == Side::Heroes);
    // Torgils' move onto a square the route has still to take.
    std::optional<Action> block;
    for (const LegalAction& la : s.legalActions()) {
        std::optional<Pos> to;
        if (const auto* w = std::get_if<Walk>(&la.action)) to = w->to;
        if (const auto* r = std::get_if<Run>(&la.action)) to = r->to;
        if (actionActor(la.action) == torgils && to)
            for (const MoveStep& step : *board.routeLeft())
                if (step.to == *to || step.via == *to) block = la.action;
    }
    REQUIRE(block);
    REQUIRE(board.choose(*block));
    app.runFrames(2);
    for (int i = 0; i < 6 && !(s.toMove() == Side::Master && topScreen(app) == "board"); ++i) {
        if (topScreen(app) == "decision")
            press(app, SDLK_RETURN);  // R27: a destiny point, if any
        else if (topScreen(app) == "board" && s.toMove() == Side::Heroes)
            press(app, SDLK_p);
        else
            passHandOff(app);
    }
    INFO("message " << board.message());
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.toMove() == Side::Master);
    // The route went on up to the square before Torgils, or not at all; never through him, and
    // the Master reads why it stopped.
    CHECK(s.character(m).pos != target);
    CHECK(board.routeLeft() == nullptr);
    const std::string said = board.message();
    const std::string head =
        app.strings().format("board.route_stopped", displayName(app, s, m), target.x, target.y, "");
    CHECK(said.rfind(head, 0) == 0);
    CHECK(said.size() > head.size());
}

TEST_CASE_METHOD(AppTest,
                 "R42 hot-seat, default 'when one can act' (play 10): the rest of a click-move stopped for the "
                 "waiting heroes goes on once they passed, and 'The heroes pass' shows the heroes' view (R48)",
                 "[app][waiting][route]") {
    REQUIRE(app.settings().waiting_prompt == WaitingPrompt::WhenAble);
    // As above: the mover comes down from the north room toward Torgils; its first step into
    // his reach stops the route for him.
    const Pos torgils_at{3, 16}, mover_from{3, 12}, target{3, 17};
    BoardScreen& board = pushBoard(app, routeGame(app, torgils_at, Pos{15, 20}, mover_from), true);
    const GameState& s = board.session().state();
    const int m = standingOn(s, mover_from);
    const std::size_t before = clickMove(app, board, m, target);
    const Pos stop = s.character(m).pos;
    REQUIRE(stop != target);
    REQUIRE(s.toMove() == Side::Heroes);
    CHECK(board.routeLeft() != nullptr);
    // The Master sees his result under the notice: his view, then the hand-off to the heroes.
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(board.shownSide() == Side::Master);
    for (int i = 0; i < 3 && topScreen(app) != "board"; ++i) passHandOff(app);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.shownSide() == Side::Heroes);
    const int moves = masterMoves(board.session(), before);
    press(app, SDLK_p);
    // "The heroes pass — hand over to the Master's player": still the heroes' view under it
    // (play 10 #1: the Master's hidden traps and objective were shown to the heroes' player).
    REQUIRE(s.toMove() == Side::Master);
    REQUIRE(topScreen(app) == "hand_off");
    REQUIRE(topAs<HandOffScreen>(app).previewing());
    CHECK(board.shownSide() == Side::Heroes);
    for (int i = 0; i < 3 && s.toMove() == Side::Master && topScreen(app) == "hand_off"; ++i) passHandOff(app);
    // The Master has the board again: the route went on by itself, with no second click.
    CHECK(masterMoves(board.session(), before) > moves);
    CHECK(s.character(m).pos != stop);
    if (topScreen(app) == "board") CHECK(board.shownSide() == s.toMove().value_or(s.activeSide()));
}
