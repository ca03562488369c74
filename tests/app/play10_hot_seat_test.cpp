// Play 10, hot-seat: going back to a turn of the other side goes through the
// hand-off (#2, R48), and the hand-off screen takes no key nor click for a moment after it
// shows, nor a key's auto-repeat (#10).
#include <catch2/catch.hpp>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/hand_off_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE_METHOD(AppTest, "Play 10 #2: in hot-seat, Back to a turn of the other side shows the hand-off first (R48)",
                 "[app][board][hand_off]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    const GameState& s = board.session().state();
    REQUIRE(s.toMove() == Side::Heroes);
    board.endTurn(true);
    app.runFrames(2);
    for (int i = 0; i < 3 && topScreen(app) != "board"; ++i) passHandOff(app);
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.toMove() == Side::Master);
    // Menu, "Back to turn 1 (Heroes)", Go back.
    board.openMenu();
    app.runFrames(2);
    REQUIRE(topScreen(app) == "game_menu");
    clickRect(app, topAs<GameMenuScreen>(app).buttons()[2].rect);
    REQUIRE(topScreen(app) == "confirm");
    clickRect(app, topAs<ConfirmScreen>(app).layout().yes);
    REQUIRE(s.toMove() == Side::Heroes);
    // The heroes' board only once their player has the computer.
    CHECK(topScreen(app) == "hand_off");
    passHandOff(app);
    CHECK(topScreen(app) == "board");
    CHECK(board.shownSide() == Side::Heroes);
    // Back to the start of the same side's turn: no hand-off.
    board.openMenu();
    app.runFrames(2);
    clickRect(app, topAs<GameMenuScreen>(app).buttons()[2].rect);
    REQUIRE(topScreen(app) == "confirm");
    clickRect(app, topAs<ConfirmScreen>(app).layout().yes);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(topScreen(app) == "board");
}

TEST_CASE("Play 10 #10: the hand-off takes no key for a moment after it shows, nor a held key's repeats",
          "[app][board][hand_off]") {
    CHECK(AppOptions{}.hand_off_guard_ms == 400);  // the game's
    HeadlessHome home;
    AppOptions options = home.options();
    options.hand_off_guard_ms = 60000;  // the test's frames never reach it: its clock is ticked below
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    App app(options);
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    board.endTurn(true);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    auto& hand_off = topAs<HandOffScreen>(app);
    CHECK(hand_off.guarded());
    CHECK(hand_off.animating());  // the app ticks it
    // Enter presses and a click right after it showed (a bounced or repeated key): nothing.
    for (int i = 0; i < 3; ++i) press(app, SDLK_RETURN);
    clickAt(app.width() / 2, app.height() / 2);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    hand_off.tick(30000);  // (the first tick after it showed, if not yet run, is not counted)
    hand_off.tick(30000);
    hand_off.tick(30000);
    CHECK_FALSE(hand_off.guarded());
    // A held key's auto-repeat never counts.
    SDL_Event held{};
    held.type = SDL_KEYDOWN;
    held.key.state = SDL_PRESSED;
    held.key.repeat = 1;
    held.key.keysym.sym = SDLK_RETURN;
    SDL_PushEvent(&held);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    // Then a deliberate key takes it: the Master's board.
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "board");
    CHECK(board.session().state().toMove() == Side::Master);
}
