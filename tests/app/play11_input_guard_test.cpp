// Play 11, input guards and hidden information: the board takes no key
// for a moment after a hot-seat hand-off, and its End-turn warning never a held key's repeat
// (#2: a burst of Enters ended the Master's turn unseen); the result screen and a decision
// dialog, which come by themselves, take no key for a moment nor any repeat (#10: a held Enter
// went through the result to the main menu); the heroes' deployment screen opens with no hover
// frame of the Master's pointer (#1, R48) and its list at the top (#6a).
#include <catch2/catch.hpp>

#include <memory>

#include "board_support.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/core/rng.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Queues a held key's auto-repeat (SDL's repeat flag), as the keyboard sends it.
void queueRepeat(SDL_Keycode key) {
    SDL_Event held{};
    held.type = SDL_KEYDOWN;
    held.key.state = SDL_PRESSED;
    held.key.repeat = 1;
    held.key.keysym.sym = key;
    SDL_PushEvent(&held);
}

/// Lets the hand-off on top take input (its own guard, play 10 #10, spent).
void spendHandOffGuard(App& app) {
    auto& hand_off = topAs<HandOffScreen>(app);
    for (int i = 0; i < 3; ++i) hand_off.tick(30000);
    REQUIRE_FALSE(hand_off.guarded());
}

/// Plays random legal actions on `session` from `seed` until `stop` says so (or 6000 actions).
template <class Stop>
void playRandomlyUntil(content::GameSession& session, std::uint64_t seed, Stop&& stop) {
    Rng pick(seed);
    for (int i = 0; i < 6000 && !stop(session.state()); ++i) {
        const auto legal = session.state().legalActions();
        REQUIRE_FALSE(legal.empty());
        session.apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
    REQUIRE(stop(session.state()));
}

}  // namespace

TEST_CASE("Play 11 #2: after a hot-seat hand-off the board takes no key for a moment, the End-turn warning no repeat",
          "[app][board][hand_off]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.hand_off_guard_ms = 60000;  // the test's frames never reach it: the clock is advanced below
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    const GameState& s = board.session().state();
    board.endTurn(true);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    spendHandOffGuard(app);
    // One burst of three Enters: the first passes the hand-off, the next two reach the Master's
    // fresh board (End turn, then "End the turn anyway?"): nothing.
    for (int i = 0; i < 3; ++i) pressKey(SDLK_RETURN);
    app.runFrames(4);
    REQUIRE(topScreen(app) == "board");
    CHECK(s.toMove() == Side::Master);
    CHECK_FALSE(board.confirmingEndTurn());
    CHECK(board.keysLocked());
    // Then his keys work: Enter asks, a held Enter's repeat does not answer, a new Enter does.
    app.advanceClock(61000);
    CHECK_FALSE(board.keysLocked());
    press(app, SDLK_RETURN);
    REQUIRE(board.confirmingEndTurn());
    queueRepeat(SDLK_RETURN);
    app.runFrames(2);
    CHECK(board.confirmingEndTurn());
    CHECK(s.toMove() == Side::Master);
    press(app, SDLK_RETURN);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(topScreen(app) == "hand_off");
}

TEST_CASE("Play 11 #10: the result screen takes no key for a moment after it shows, nor a held key's repeats",
          "[app][victory]") {
    CHECK(AppOptions{}.appear_guard_ms == 500);  // the game's
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 60000;
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    auto session = shippedQuest(1, 5);
    playRandomlyUntil(*session, 5, [](const GameState& st) { return st.isOver(); });
    bool left = false;
    app.screens().push(std::make_unique<VictoryScreen>(app, *session, [&left] { left = true; }));
    app.runFrames(2);
    auto& victory = topAs<VictoryScreen>(app);
    CHECK(victory.keysLocked());
    for (int i = 0; i < 3; ++i) press(app, SDLK_RETURN);
    CHECK_FALSE(left);
    CHECK(topScreen(app) == "victory");
    app.advanceClock(3 * 60000 + 1000);  // the result's lock is three times a dialog's (play 12 #5)
    CHECK_FALSE(victory.keysLocked());
    queueRepeat(SDLK_RETURN);
    app.runFrames(2);
    CHECK_FALSE(left);
    press(app, SDLK_RETURN);
    CHECK(left);
}

TEST_CASE("Play 11 #10: a decision dialog takes no key for a moment after it shows, nor a held key's repeats",
          "[app][decision]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 60000;
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    auto session = shippedQuest(1, 5);
    playRandomlyUntil(*session, 5, [](const GameState& st) { return st.pending().has_value(); });
    int answered = 0;
    app.screens().push(
        std::make_unique<DecisionDialog>(app, session->state(), [&answered](const Action&) { ++answered; }));
    app.runFrames(2);
    auto& dialog = topAs<DecisionDialog>(app);
    CHECK(dialog.keysLocked());
    press(app, SDLK_RETURN);
    press(app, SDLK_1);
    CHECK(answered == 0);
    app.advanceClock(61000);
    CHECK_FALSE(dialog.keysLocked());
    queueRepeat(SDLK_RETURN);
    app.runFrames(2);
    CHECK(answered == 0);
    press(app, SDLK_RETURN);
    CHECK(answered == 1);
}

TEST_CASE(
    "Play 11 #1, #6a, #2: the heroes' deployment opens without the Master's hover, at the list's top, keys locked",
    "[app][deploy][hotseat]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.hand_off_guard_ms = 60000;
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    Settings big = app.settings();
    big.ui_scale = 2.0;  // the rosters' list scrolls
    REQUIRE(app.changeSettings(big));
    app.screens().push(std::make_unique<DeployScreen>(app, questOne(app), BoardConfig{true, {}}, content::kHotSeat));
    app.runFrames(2);
    auto& deploy = topAs<DeployScreen>(app);
    REQUIRE(deploy.placing() == Side::Master);
    // The Master's pointer over one of his squares, his list scrolled.
    const Pos master_at = deploy.game().master[0].at;
    const SDL_Point over = deploy.view().centerOf(master_at);
    moveMouse(over.x, over.y);
    app.runFrames(2);
    REQUIRE(deploy.hovered() == master_at);
    moveMouse(app.width() - 20, app.height() / 3);  // over the side panel's list
    queueWheel(-3);
    moveMouse(over.x, over.y);
    app.runFrames(3);
    REQUIRE(deploy.listFirst() > 0);
    REQUIRE(deploy.hovered() == master_at);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "hand_off");
    spendHandOffGuard(app);
    // The heroes' player takes the computer: his pointer moves over the hand-off (to a square
    // that is not the Master's) and clicks it.
    const Pos elsewhere{master_at.x + 1, master_at.y};
    const SDL_Point there = deploy.view().centerOf(elsewhere);
    moveMouse(there.x, there.y);
    clickAt(there.x, there.y);
    app.runFrames(3);
    REQUIRE(topScreen(app) == "deploy");
    REQUIRE(deploy.placing() == Side::Heroes);
    CHECK(deploy.hovered() != master_at);
    CHECK(deploy.hovered() == deploy.view().squareAt(there.x, there.y));
    CHECK(deploy.listFirst() == 0);
    // An Enter of the burst that passed the hand-off does not start the game unplaced.
    CHECK(deploy.keysLocked());
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "deploy");
    app.advanceClock(61000);
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "board");
}

TEST_CASE(
    "Play 11 #6a: the heroes' deployment list opens at its top, where the Master scrolled his (Quest 4, French 200 %)",
    "[app][deploy][hotseat]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    Settings big = app.settings();
    big.ui_scale = 2.0;
    big.language = "fr";
    REQUIRE(app.changeSettings(big));
    app.screens().push(
        std::make_unique<DeployScreen>(app, deployedGame(app.documents(), questNumbered(app.documents(), 4), 7),
                                       BoardConfig{true, {}}, content::kHotSeat));
    app.runFrames(2);
    auto& deploy = topAs<DeployScreen>(app);
    REQUIRE(deploy.placing() == Side::Master);
    const auto scrollList = [&] {
        moveMouse(app.width() - 20, app.height() / 3);  // over the side panel's list
        queueWheel(-5);
        app.runFrames(3);
    };
    scrollList();
    REQUIRE(deploy.listFirst() > 0);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "hand_off");
    spendHandOffGuard(app);
    press(app, SDLK_SPACE);
    app.runFrames(3);
    REQUIRE(topScreen(app) == "deploy");
    REQUIRE(deploy.placing() == Side::Heroes);
    CHECK(deploy.listFirst() == 0);
    // The heroes' list is long enough to scroll too: the reset is not the list's own clamp.
    scrollList();
    CHECK(deploy.listFirst() > 0);
}

TEST_CASE("Play 12 #2: the End-turn warning takes no key for a moment after it shows (a burst's next Enter)",
          "[app][board][hand_off]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 500;
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    const GameState& s = board.session().state();
    // E then Enter 80 ms later, as in a burst: the warning shows and stays.
    press(app, SDLK_e);
    REQUIRE(board.confirmingEndTurn());
    app.advanceClock(80);
    press(app, SDLK_RETURN);
    CHECK(board.confirmingEndTurn());
    CHECK(s.toMove() == Side::Heroes);
    // A deliberate Enter once the moment is over ends the turn; a click on the warning needs no wait.
    app.advanceClock(500);
    press(app, SDLK_RETURN);
    CHECK(s.toMove() == Side::Master);
}

TEST_CASE("Play 12 #5: the result screen's lock is three times a dialog's (1.5 s in the game): taps 0.45 s apart",
          "[app][victory]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 500;
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    auto session = shippedQuest(1, 5);
    playRandomlyUntil(*session, 5, [](const GameState& st) { return st.isOver(); });
    bool left = false;
    app.screens().push(std::make_unique<VictoryScreen>(app, *session, [&left] { left = true; }));
    app.runFrames(2);
    // Taps every 0.45 s from 0.2 s: 0.2, 0.65, 1.1 are refused; 1.55 leaves.
    app.advanceClock(200);
    for (int i = 0; i < 3; ++i) {
        press(app, SDLK_RETURN);
        CHECK_FALSE(left);
        app.advanceClock(450);
    }
    CHECK(topScreen(app) == "victory");
    press(app, SDLK_RETURN);
    CHECK(left);
}
