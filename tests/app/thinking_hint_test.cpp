// The search in the client: the "thinking" banner while an AI (above all the search Master)
// computes for a while, closing the board in the middle of a search (AiDriver::cancel raises
// the search's stop flag), and the heroes' Suggest hint.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cata/app/game_menu_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/content/save_file.h"
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

TEST_CASE("Suggest: G and the button show one of the core's legal actions, counted, saved, on the victory screen",
          "[app][board][hint]") {
    HeadlessHome home;
    auto app_ptr = manualClockApp(home);
    App& app = *app_ptr;
    BoardScreen& board = pushSolo(app, questOne(app));  // a human heroes' player against the rulebook Master
    const GameState& s = board.session().state();
    REQUIRE(board.hintOffered());
    REQUIRE(board.hintAvailable());
    REQUIRE(board.suggestButton().w > 0);
    CHECK(board.session().hintsUsed() == 0);
    // G: the heroes' search answers (on the manual clock, in the frame it was asked in).
    press(app, SDLK_g);
    REQUIRE(board.suggestion());
    const std::vector<Action> legal = s.legalList();
    CHECK(std::find(legal.begin(), legal.end(), *board.suggestion()) != legal.end());
    CHECK(board.session().hintsUsed() == 1);
    const std::string line = board.suggestionText();
    CHECK(line.rfind("Suggestion: ", 0) == 0);
    CHECK(line.find(" to win from here") != std::string::npos);
    const LayoutRecord rec = recordFrame(app);
    CHECK(findText(rec, "Suggestion: ") != nullptr);
    CHECK(layoutProblems(rec).empty());
    // Asked again for the same state: the same suggestion, not counted twice.
    press(app, SDLK_g);
    CHECK(board.session().hintsUsed() == 1);
    // The player acts (the suggestion, as he may): it goes; the button asks for a new one.
    REQUIRE(board.choose(*board.suggestion()));
    app.runFrames(2);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    CHECK_FALSE(board.suggestion());
    if (board.hintAvailable()) {
        clickRect(app, board.suggestButton());
        CHECK(board.suggestion());
        CHECK(board.session().hintsUsed() == 2);
    }
    const int used = board.session().hintsUsed();
    // The count is kept with the game: a save written and read again holds it.
    const nlohmann::json saved = content::saveToJson(board.session().record(), s, board.session().log());
    CHECK(saved.at("hints") == used);
    std::string error;
    const auto loaded = content::parseSave(saved.dump(), "hint.json", &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->record.hints_used == used);
    // An older save (no "hints") loads as 0; a bad count is refused with its reason.
    nlohmann::json old = saved;
    old.erase("hints");
    const auto older = content::parseSave(old.dump(), "old.json", &error);
    REQUIRE(older);
    CHECK(older->record.hints_used == 0);
    nlohmann::json bad = saved;
    bad["hints"] = -2;
    CHECK_FALSE(content::parseSave(bad.dump(), "bad.json", &error));
    CHECK(error == "bad.json: hints: expected a whole number from 0 to 1000000, found -2");
    // The victory screen says how many hints were used.
    VictoryScreen victory(app, board.session(), [] {});
    const auto& rows = victory.summary();
    const auto row = std::find_if(rows.begin(), rows.end(), [](const auto& r) { return r.first == "Hints used"; });
    REQUIRE(row != rows.end());
    CHECK(row->second == std::to_string(used));
}

TEST_CASE("Suggest: thinking banner while the hint's search runs, offered only to a human heroes' player",
          "[app][board][hint]") {
    HeadlessHome home;
    auto app_ptr = manualClockApp(home);
    App& app = *app_ptr;
    BoardScreen& board = pushSolo(app, questOne(app));
    board.hintAi().hold(true);
    clickRect(app, board.suggestButton());
    REQUIRE(board.hintAi().busy());
    CHECK_FALSE(board.hintAvailable());  // one at a time
    app.advanceClock(500);
    app.runFrames(1);
    CHECK(board.thinkingText() == "Looking for a suggestion\u2026");
    board.hintAi().hold(false);
    app.runFrames(1);
    CHECK(board.thinkingText().empty());
    CHECK(board.suggestion());
    // F1's help lists the key.
    press(app, SDLK_F1);
    CHECK(findText(recordFrame(app), "Suggest an action for the heroes") != nullptr);
    press(app, SDLK_ESCAPE);
    // Hot-seat: no hint (the other player is human too), no button, G does nothing.
    app.screens().pop(app.screens().top());
    BoardScreen& hot = pushBoard(app, startQuestOne(app));
    CHECK_FALSE(hot.hintOffered());
    CHECK(hot.suggestButton().w == 0);
    press(app, SDLK_g);
    CHECK_FALSE(hot.suggestion());
    CHECK(hot.session().hintsUsed() == 0);
}

TEST_CASE("Suggest: the top bar with its button and the suggestion's banner stay clean at every window and scale",
          "[app][board][hint][layout]") {
    HeadlessHome home;
    struct Run {
        int w, h;
        double scale;
        const char* language;
    } runs[] = {{640, 400, 1.0, "en"},    {640, 400, 2.0, "en"},  {1024, 640, 1.0, "en"},  {1024, 640, 1.5, "en"},
                {1024, 640, 2.0, "en"},   {1024, 640, 2.0, "fr"}, {1280, 800, 1.25, "en"}, {1280, 800, 2.0, "fr"},
                {1920, 1080, 1.75, "en"}, {2560, 1440, 2.0, "en"}};
    for (const Run& run : runs) {
        INFO(run.w << "x" << run.h << " @" << run.scale << " " << run.language);
        AppOptions o = home.options();
        o.width = run.w;
        o.height = run.h;
        o.manual_clock = true;
        App app(o);
        REQUIRE(app.ok());
        editSettings(app, [&](Settings& st) {
            st.ui_scale = run.scale;
            st.language = run.language;
        });
        BoardScreen& board = pushSolo(app, questOne(app));
        REQUIRE(board.suggestButton().w > 0);
        CHECK(layoutProblems(app).empty());
        press(app, SDLK_g);
        REQUIRE(board.suggestion());
        const std::vector<std::string> problems = layoutProblems(app);
        for (const std::string& problem : problems) UNSCOPED_INFO(problem);
        CHECK(problems.empty());
    }
}
