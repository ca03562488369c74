// Issue 18 in the client: the "thinking" banner while an AI (above all the search Master)
// computes for a while, closing the board in the middle of a search (AiDriver::cancel raises
// the search's stop flag), and the heroes' Suggest hint.
#include <catch2/catch.hpp>

#include "cata/app/game_menu_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// An app on a manual clock (the AI's thinking takes none of its time unless held, AiDriver::hold).
std::unique_ptr<App> manualClockApp(const HeadlessHome& home) {
    AppOptions options = home.options();
    options.manual_clock = true;
    auto app = std::make_unique<App>(options);
    REQUIRE(app->ok());
    return app;
}

/// Quest I against the Veteran search Master (no solo table), the heroes to move.
BoardScreen& boardAgainstVeteran(App& app) {
    auto session = startQuestOne(app);
    session->setPlayers({content::Player::Human, content::Player::Veteran});
    return pushBoard(app, std::move(session));
}

}  // namespace

TEST_CASE("Thinking: the Master's banner after 0.4 s of the app's clock, gone once he acts, in English and French",
          "[app][board][thinking]") {
    HeadlessHome home;
    auto app_ptr = manualClockApp(home);
    App& app = *app_ptr;
    BoardScreen& board = boardAgainstVeteran(app);
    const GameState& s = board.session().state();
    board.ai().hold(true);  // the search "thinks" until the test lets its answer through
    endTurnByKey(app, board);
    REQUIRE(s.toMove() == Side::Master);
    REQUIRE(board.aiTurn());
    REQUIRE(board.ai().busy());
    const std::size_t steps = board.session().history().size();
    app.advanceClock(300);
    app.runFrames(1);
    CHECK(board.thinkingText().empty());
    CHECK(findText(recordFrame(app), "thinking") == nullptr);
    app.advanceClock(150);
    app.runFrames(1);
    CHECK(board.thinkingText() == "The Master is thinking\u2026");
    const LayoutRecord rec = recordFrame(app);
    CHECK(findText(rec, "The Master is thinking") != nullptr);
    CHECK(layoutProblems(rec).empty());
    CHECK(board.session().history().size() == steps);  // nothing applied while it thinks
    // In French.
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    app.runFrames(1);
    CHECK(board.thinkingText() == "Le Ma\u00eetre r\u00e9fl\u00e9chit\u2026");
    editSettings(app, [](Settings& st) { st.language = "en"; });
    // Its answer comes: the Master acts, and the banner goes (the next action starts its own delay).
    board.ai().hold(false);
    app.runFrames(1);
    CHECK(board.session().history().size() > steps);
    CHECK(board.thinkingText().empty());
}

TEST_CASE("Thinking: the board closed by the menu's Quit in the middle of a search", "[app][board][thinking]") {
    HeadlessHome home;
    auto app_ptr = manualClockApp(home);
    App& app = *app_ptr;
    BoardScreen& board = boardAgainstVeteran(app);
    board.ai().hold(true);
    endTurnByKey(app, board);
    REQUIRE(board.ai().busy());
    app.advanceClock(1000);
    app.runFrames(1);
    REQUIRE_FALSE(board.thinkingText().empty());
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    for (const auto& row : topAs<GameMenuScreen>(app).buttons())
        if (row.label == app.tr("menu.board.quit")) clickRect(app, row.rect);
    CHECK_FALSE(app.screens().contains("board"));  // closed: the search was stopped, its answer dropped
}
