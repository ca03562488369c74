// Play 12 #9: Enter tapped while the heroes' AI plays ("Heroes AI vs you") does not end the
// Master's new turn: End turn's keys (and its warning's) wait for a moment of quiet from them
// once the AI gives the board back (QuietGuard, AppOptions::turn_guard_ms).
#include <catch2/catch.hpp>

#include <memory>

#include "board_support.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Stays under the board (the app quits when its stack is empty).
class Floor12b : public Screen {
public:
    explicit Floor12b(App& app) : Screen(app) {}
    std::string_view id() const override { return "floor"; }
    void draw(Painter&) override {}
};

}  // namespace

TEST_CASE(
    "Play 12 #9: Enter tapped while the heroes' AI plays ends no turn of the Master's, after a quiet moment it does",
    "[app][ai][board]") {
    CHECK(AppOptions{}.turn_guard_ms == 1000);  // the game's
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 500;  // the game's
    options.manual_clock = true;  // the taps land where they say, however slow the frames
    options.turn_guard_ms = 1000;
    App app(options);
    REQUIRE(app.ok());
    editSettings(app, [](Settings& st) { st.ai_speed = AiSpeed::X1; });
    app.screens().push(std::make_unique<Floor12b>(app));
    app.runFrames(1);
    auto session = startQuestOne(app);
    session->setPlayers(content::kHeroesAi);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.turn() == 1);
    // Enter every 450 ms of the app's clock, through the heroes' AI turn and 9 s into the Master's.
    int taps_in_his_turn = 0;
    for (int tap = 0; tap < 600 && taps_in_his_turn < 20; ++tap) {
        for (int f = 0; f < 25; ++f) {
            app.advanceClock(18);
            app.runFrames(1);
        }
        pressKey(SDLK_RETURN);
        app.runFrames(1);
        if (topScreen(app) == "decision") {
            WARN("a decision for the Master came up");
            break;
        }
        if (s.toMove() == Side::Master && !board.aiTurn()) ++taps_in_his_turn;
        REQUIRE(s.turn() == 1);
        REQUIRE_FALSE(s.isOver());
    }
    REQUIRE(taps_in_his_turn == 20);
    CHECK(s.toMove() == Side::Master);
    CHECK_FALSE(board.confirmingEndTurn());
    // A moment's quiet, then a deliberate Enter: End turn, and (after its own moment) its
    // warning's confirmation.
    app.advanceClock(1100);
    press(app, SDLK_RETURN);
    REQUIRE(board.confirmingEndTurn());
    app.advanceClock(600);
    press(app, SDLK_RETURN);
    CHECK(s.activeSide() == Side::Heroes);
    CHECK(s.turn() == 2);
}
