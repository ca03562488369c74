// Play 9's open screen findings (5, 6): the board's message line stayed through the AI's whole
// turn and into the next ("Nothing to undo…", ~20 s): it now goes after a few seconds of the
// app's clock, covered or not; the keys pressed while the game menu is open over the AI's turn
// go to the menu only (this already held: a guard); the New game screen at French 200 % in
// 1280×800 showed one line of the quest's text at a time.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "board_support.h"
#include "cata/app/new_game_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The lines of the quest's text drawn whole in the New game screen's text box in `rec`.
int p9WholeQuestLines(const LayoutRecord& rec) {
    int n = 0;
    for (const TextBox& t : rec.texts)
        if (t.panel >= 0 && rec.panels[static_cast<std::size_t>(t.panel)].name == "quest text" &&
            holds(t.clip, t.ink) && holds(rec.panels[static_cast<std::size_t>(t.panel)].rect, t.ink))
            ++n;
    return n;
}

}  // namespace

TEST_CASE_METHOD(QuestOneBoardTest, "Play 9: the board's message goes after a few seconds, the game menu open over it",
                 "[app][board][play9]") {
    REQUIRE_FALSE(board.session().canUndo());  // nothing done yet
    press(app, SDLK_z, KMOD_CTRL);
    const std::string said = board.message();
    REQUIRE(said == app.tr("board.undo.refused.start"));  // says why (play 10 #12b)
    const Uint32 shown = messageMs(said);
    CHECK(shown >= 3000);
    CHECK(shown <= 6000);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    app.advanceClock(2000);
    app.runFrames(2);
    CHECK(board.message() == said);  // still there after 2 s
    app.advanceClock(shown);
    app.runFrames(2);
    CHECK(board.message().empty());  // gone, under the menu
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.message().empty());
    // Said again: its time starts again.
    press(app, SDLK_z, KMOD_CTRL);
    CHECK(board.message() == said);
    app.advanceClock(shown - 500);
    app.runFrames(2);
    CHECK(board.message() == said);
    app.advanceClock(1000);
    app.runFrames(2);
    CHECK(board.message().empty());
    // An idle app (waiting for input) wakes when the message's time is up, not a second later.
    press(app, SDLK_z, KMOD_CTRL);
    REQUIRE(board.message() == said);
    app.advanceClock(shown - 100);
    app.runFrames(1);
    const Uint32 before = SDL_GetTicks();
    app.step(3000);  // no input comes: it waits, at most until the message goes
    CHECK(board.message().empty());
    CHECK(SDL_GetTicks() - before < 1500);
    // A long message shows longer, never more than 10 s.
    CHECK(messageMs(std::string(150, 'x')) > shown);
    CHECK(messageMs(std::string(1000, 'x')) == 10000);
}

TEST_CASE_METHOD(
    AppTest, "Play 9: over the AI's turn, Esc opens the game menu even while the dice roll, and the keys go to it only",
    "[app][board][ai][play9]") {
    editSettings(app, [](Settings& st) { st.ai_speed = AiSpeed::X1; });  // the dice roll a while
    BoardScreen& board = pushSoloQuestOne(app);
    const GameState& s = board.session().state();
    endTurnByKey(app, board);
    // Frames until the AI's dice roll on the board.
    const Uint32 deadline = SDL_GetTicks() + 60000;
    while (SDL_GetTicks() < deadline &&
           !(board.aiTurn() && board.diceTray().animating() && topScreen(app) == "board")) {
        REQUIRE_FALSE(s.isOver());
        waitFrame(app);
        if (topScreen(app) == "decision") press(app, SDLK_RETURN);
    }
    REQUIRE(board.aiTurn());
    REQUIRE(board.diceTray().animating());
    // Esc, then Ctrl+Z at once, the AI's dice rolling: the menu is open and had the Ctrl+Z.
    pressKey(SDLK_ESCAPE);
    pressKeyWith(SDLK_z, KMOD_CTRL);
    app.runFrames(3);
    REQUIRE(topScreen(app) == "game_menu");
    CHECK(board.message().empty());
    // Nothing of the board's keys reaches it under the menu: undo, end of turn, pass, a row's
    // number, the dice, the sight lines, Tab (the menu's next row); T is the menu's Settings.
    const std::size_t steps = board.session().history().size();
    const auto selected = board.selected();
    for (const SDL_Keycode key : {SDLK_e, SDLK_p, SDLK_1, SDLK_SPACE, SDLK_TAB, SDLK_l, SDLK_c, SDLK_TAB}) {
        pressKey(key);
        app.runFrames(2);
        INFO("key " << SDL_GetKeyName(key));
        CHECK(topScreen(app) == "game_menu");
    }
    press(app, SDLK_z, KMOD_CTRL);
    CHECK(topScreen(app) == "game_menu");
    CHECK(board.message().empty());
    CHECK(board.session().history().size() == steps);
    CHECK(board.selected() == selected);
    CHECK(board.overlays().threatened.empty());
    press(app, SDLK_t);
    CHECK(topScreen(app) == "settings");
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "game_menu");
    CHECK(board.overlays().threatened.empty());
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "board");
    CHECK(board.overlays().threatened.empty());
    // A message said during the AI's turn goes too, the AI playing on.
    press(app, SDLK_z, KMOD_CTRL);
    if (!board.message().empty()) {
        app.advanceClock(messageMs(board.message()) + 100);
        app.runFrames(2);
        CHECK(board.message().empty());
    }
}

TEST_CASE("Play 9: the New game screen shows at least four lines of the quest's text at 200 % (French too)",
          "[app][setup][layout][play9]") {
    HeadlessHome home;
    struct Size {
        int w, h;
        int lines;  // the fewest whole lines of text
    };
    for (const Size size : {Size{1280, 800, 4}, Size{800, 500, 4}, Size{1920, 1080, 6}})
        for (const char* language : {"fr", "en"}) {
            auto app = sizedApp(home, size.w, size.h, 2.0, language);
            auto* ng = new NewGameScreen(*app);
            app->screens().push(std::unique_ptr<Screen>(ng));
            app->runFrames(2);
            for (int quest = 0; quest < 6; ++quest) {
                if (quest > 0) press(*app, SDLK_DOWN);
                const LayoutRecord rec = recordFrame(*app);
                INFO(language << " " << size.w << "x" << size.h << " at 200 %, quest " << quest + 1);
                CHECK(p9WholeQuestLines(rec) >= size.lines);
                CHECK(layoutProblems(rec).empty());
                if (quest == 4 && std::string(language) == "fr")
                    CHECK(app->saveScreenshot(shotPath("play9_new_game_fr200_" + std::to_string(size.w))));
            }
        }
}
