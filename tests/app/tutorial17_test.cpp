// A first game that teaches: the First steps tutorial. Its script is data
// (assets/tutorial/first_steps.json) that loads and validates, a broken one says what and where;
// a player walks the whole lesson from the main menu through real clicks and keys, in English
// and in French; each step goes on only when its own thing is done; a step that can no longer
// be done offers Next; Quit tutorial goes back to the main menu.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/message_screen.h"
#include "cata/app/tutorial_guide.h"
#include "cata/app/tutorial_script.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

const std::string kScript = "assets/tutorial/first_steps.json";

/// A script for the parse tests: `steps` is the JSON of its steps array.
std::string lessonWith(const std::string& steps) {
    return R"({"id": "a_lesson", "title": {"en": "A lesson", "fr": "Une leçon"}, "quest": "first_steps", "seed": 3, "steps": )" +
           steps + "}";
}

bool anyContains(const std::vector<std::string>& lines, const std::string& part) {
    for (const std::string& l : lines)
        if (l.find(part) != std::string::npos) return true;
    return false;
}

/// The board with the tutorial, opened from the main menu by a click on First steps.
BoardScreen& firstStepsFromMenu(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::FirstSteps));
    REQUIRE(topScreen(app) == "board");
    BoardScreen& board = topAs<BoardScreen>(app);
    REQUIRE(board.guide() != nullptr);
    REQUIRE(board.guide()->index() == 0);
    return board;
}

std::size_t stepOf(const BoardScreen& board) { return board.guide() ? board.guide()->index() : 999; }

/// The lesson's step at `index` waits for `wait` (the walk below follows the shipped script).
void expectStep(const BoardScreen& board, std::size_t index, TutorialWait wait) {
    INFO("step " << index + 1);
    REQUIRE(stepOf(board) == index);
    REQUIRE(board.guide()->step()->wait == wait);
}

/// Points at the card's parts, top to bottom, until the guide goes on (an abbreviation's tooltip).
void readCard(App& app, BoardScreen& board, std::size_t index) {
    REQUIRE(board.guideTarget().has_value());  // the card, outlined
    const Rect card = *board.guideTarget();
    for (int y = card.y + 2; y < card.bottom() && stepOf(board) == index; y += 6)
        for (int x = card.x + 2; x < card.right() && stepOf(board) == index; x += 12) {
            moveMouse(x, y);
            app.runFrames(1);
        }
    REQUIRE(stepOf(board) == index + 1);
}

/// Clicks the bar's row of the first legal action `Kind` (the pointer on square `over` first).
template <class Kind>
void clickRowOf(App& app, BoardScreen& board, Pos over) {
    hoverSquare(app, board, over);
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (std::holds_alternative<Kind>(board.actions()[i].action) && board.actions()[i].legal) {
            const std::optional<Rect> r = board.actionRect(i);
            REQUIRE(r.has_value());
            clickRect(app, *r);
            return;
        }
    FAIL("no row for that action");
}

/// Lets the app run until the AI has given the board back (or 60 s passed).
void waitForTheMaster(App& app, const BoardScreen& board) {
    const Uint32 deadline = SDL_GetTicks() + 60000;
    const GameState& s = board.session().state();
    while (SDL_GetTicks() < deadline && !s.isOver() && (s.activeSide() != Side::Heroes || board.aiTurn())) {
        waitFrame(app);
        if (topScreen(app) == "decision") press(app, SDLK_RETURN);
    }
}

/// The whole lesson as a player plays it, checking at some steps that another action does not
/// count for it.
void walkTheLesson(App& app, const std::string& shot) {
    BoardScreen& board = firstStepsFromMenu(app);
    const GameState& s = board.session().state();
    const int torgils = s.characterIndex("torgils"), revenant = s.characterIndex("revenant");
    REQUIRE(torgils >= 0);
    REQUIRE(revenant >= 0);
    // The panel lies under the map: the map's area ends above it.
    REQUIRE(board.guideRect().h > 0);
    CHECK(board.view().area().bottom() <= board.guideRect().y);
    CHECK(board.guideTarget().has_value());  // Torgils, outlined

    expectStep(board, 0, TutorialWait::Next);
    CHECK(board.guide()->backRect().w == 0);  // no Back on the first step
    clickRect(app, board.guide()->nextRect());

    expectStep(board, 1, TutorialWait::SelectHero);
    CHECK(board.guide()->nextLabel() == app.tr("tutorial.skip"));
    clickSquare(app, board.view(), s.character(revenant).pos);  // the revenant's card: not a hero
    CHECK(stepOf(board) == 1);
    selectCharacter(app, board, torgils);

    expectStep(board, 2, TutorialWait::ReadCard);
    readCard(app, board, 2);

    expectStep(board, 3, TutorialWait::Move);
    press(app, SDLK_h);  // the dice history: not a move
    press(app, SDLK_h);
    CHECK(stepOf(board) == 3);
    REQUIRE(board.guideTarget().has_value());
    clickSquare(app, board.view(), Pos{4, 3});
    CHECK(s.character(torgils).pos == Pos{4, 3});

    expectStep(board, 4, TutorialWait::Undo);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(s.character(torgils).pos == Pos{2, 3});

    expectStep(board, 5, TutorialWait::Move);
    clickSquare(app, board.view(), Pos{4, 3});

    expectStep(board, 6, TutorialWait::OpenDoor);
    clickSquare(app, board.view(), Pos{5, 3});  // the door: it opens

    expectStep(board, 7, TutorialWait::Move);
    clickSquare(app, board.view(), Pos{5, 3});  // into the doorway, by the revenant
    REQUIRE(s.character(torgils).pos == Pos{5, 3});

    expectStep(board, 8, TutorialWait::OddsTooltip);
    hoverSquare(app, board, Pos{3, 3});  // an empty square: no odds
    CHECK(stepOf(board) == 8);
    hoverSquare(app, board, s.character(revenant).pos);
    CHECK(board.tooltip().find('%') != std::string::npos);

    expectStep(board, 9, TutorialWait::Attack);
    clickSquare(app, board.view(), s.character(revenant).pos);
    app.runFrames(3);

    expectStep(board, 10, TutorialWait::EndTurn);
    if (!shot.empty()) REQUIRE(app.saveScreenshot(shotPath(shot)));
    // R27: a failed test offers a destiny point (not with the lesson's seed): the focused answer.
    for (int i = 0; i < 4 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    CHECK(stepOf(board) == 10);  // answering is not ending the turn
    endTurnByKey(app, board);
    expectStep(board, 11, TutorialWait::MasterTurn);
    waitForTheMaster(app, board);
    app.runFrames(2);

    expectStep(board, 12, TutorialWait::RecapSeen);
    if (board.recapOpen()) {
        clickRect(app, board.recapCloseRect());
    } else {  // nothing to recap: the step says so and offers Next
        CHECK(board.guide()->stuck());
        clickRect(app, board.guide()->nextRect());
    }

    expectStep(board, 13, TutorialWait::Next);
    CHECK(board.guide()->nextLabel() == app.tr("tutorial.finish"));
    clickRect(app, board.guide()->nextRect());
    CHECK(board.guide()->finished());
    CHECK(board.guideRect().h == 0);  // the map has the room again
    CHECK(topScreen(app) == "board");
}

}  // namespace

TEST_CASE("Tutorial17 the shipped First steps script loads and every step speaks both languages", "[app][tutorial]") {
    const TutorialLoad load = loadTutorialScript(dataDir() + "/" + kScript, kScript);
    INFO(::Catch::Detail::stringify(load.problems));
    REQUIRE(load.problems.empty());
    REQUIRE(load.script.has_value());
    CHECK(load.script->quest == "first_steps");
    CHECK(load.script->options.solo_master);
    REQUIRE(load.script->steps.size() == 14);
    for (const TutorialStep& step : load.script->steps) {
        CHECK_FALSE(step.text.en.empty());
        CHECK_FALSE(step.text.fr.empty());
        CHECK(step.text.en != step.text.fr);
    }
}

TEST_CASE("Tutorial17 a broken script says what and where, every problem at once, without a crash", "[app][tutorial]") {
    SECTION("Not JSON") {
        const TutorialLoad load = parseTutorialScript("lesson.json", "{\"id\": ");
        CHECK_FALSE(load.script);
        REQUIRE(load.problems.size() == 1);
        CHECK(load.problems.front().rfind("lesson.json:1:", 0) == 0);
    }
    SECTION("Bad steps") {
        const TutorialLoad load =
            parseTutorialScript("lesson.json", lessonWith(R"([{"text": {"en": "a", "fr": "b"}, "wait_for": "dance"},
                                          {"text": {"en": "a"}, "highlight": {"ui": "card", "square": [1, 1]}, "colour": 3}])"));
        CHECK_FALSE(load.script);
        INFO(::Catch::Detail::stringify(load.problems));
        CHECK(anyContains(load.problems, "lesson.json:1:"));
        CHECK(anyContains(load.problems,
                          "/steps/0/wait_for: unknown condition \"dance\"; expected one of next, select_hero"));
        CHECK(anyContains(load.problems, "/steps/1/text"));
        CHECK(anyContains(load.problems, "a highlight names exactly one of \"square\", \"character\" or \"ui\""));
        CHECK(anyContains(load.problems, "colour"));
        CHECK(load.problems.size() >= 4);
    }
    SECTION("No steps, no quest") {
        const TutorialLoad load = parseTutorialScript(
            "lesson.json", R"({"id": "x", "title": {"en": "a", "fr": "b"}, "seed": 1, "steps": []})");
        CHECK_FALSE(load.script);
        CHECK(anyContains(load.problems, "missing required key \"quest\""));
        CHECK(anyContains(load.problems, "a tutorial needs at least one step"));
    }
}

TEST_CASE_METHOD(AppTest, "Tutorial17 a script naming what the game lacks is refused with its reasons, no board",
                 "[app][tutorial]") {
    const std::filesystem::path file = home.root / "lesson.json";
    SECTION("An unknown quest") {
        std::string text = lessonWith(R"([{"text": {"en": "a", "fr": "b"}}])");
        text.replace(text.find("first_steps"), 11, "no_such_one");
        std::ofstream(file) << text;
        const std::vector<std::string> problems = openTutorial(app, file, "lesson.json");
        INFO(::Catch::Detail::stringify(problems));
        CHECK(anyContains(problems, "lesson.json: /quest: no quest \"no_such_one\""));
    }
    SECTION("A character the quest does not have, a square off its map") {
        std::ofstream(file) << lessonWith(R"([{"text": {"en": "a", "fr": "b"}, "highlight": {"character": "ghoul"}},
                                              {"text": {"en": "a", "fr": "b"}, "highlight": {"square": [40, 2]}}])");
        const std::vector<std::string> problems = openTutorial(app, file, "lesson.json");
        INFO(::Catch::Detail::stringify(problems));
        CHECK(problems == std::vector<std::string>{
                              "lesson.json: step 1: no character \"ghoul\" in quest \"first_steps\"",
                              "lesson.json: step 2: square [40, 2] is off the map of quest \"first_steps\" (13 × 6)"});
    }
    SECTION("A file that is not there") {
        CHECK(openTutorial(app, home.root / "none.json", "none.json") ==
              std::vector<std::string>{"none.json: cannot be read"});
    }
    CHECK(app.screens().top() == nullptr);
}

TEST_CASE_METHOD(AppTest, "Tutorial17 a player walks the whole lesson from the main menu in English",
                 "[app][tutorial]") {
    walkTheLesson(app, "tutorial17-en");
}

TEST_CASE_METHOD(AppTest, "Tutorial17 a player walks the whole lesson from the main menu in French",
                 "[app][tutorial]") {
    editSettings(app, [](Settings& s) { s.language = "fr"; });
    walkTheLesson(app, "tutorial17-fr");
}

TEST_CASE_METHOD(AppTest, "Tutorial17 Back, Skip, a step that can no longer be done, and Quit tutorial",
                 "[app][tutorial]") {
    BoardScreen& board = firstStepsFromMenu(app);
    const GameState& s = board.session().state();
    SECTION("PgDn skips a step not done, PgUp goes back") {
        press(app, SDLK_PAGEDOWN);
        press(app, SDLK_PAGEDOWN);  // select_hero skipped
        expectStep(board, 2, TutorialWait::ReadCard);
        press(app, SDLK_PAGEUP);
        expectStep(board, 1, TutorialWait::SelectHero);
        clickRect(app, board.guide()->backRect());
        expectStep(board, 0, TutorialWait::Next);
    }
    SECTION("An attack does not count for a move; the door's step, once it is open, offers Next") {
        for (int i = 0; i < 3; ++i) press(app, SDLK_PAGEDOWN);
        expectStep(board, 3, TutorialWait::Move);
        // The Master's characters cannot be reached: a move it must be. Selecting is no move.
        selectCharacter(app, board, s.characterIndex("torgils"));
        CHECK(stepOf(board) == 3);
        clickSquare(app, board.view(), Pos{4, 3});
        press(app, SDLK_PAGEDOWN);  // no undo
        press(app, SDLK_PAGEDOWN);  // already by the door
        expectStep(board, 6, TutorialWait::OpenDoor);
        CHECK_FALSE(board.guide()->stuck());
        clickRowOf<OpenDoor>(app, board, Pos{5, 3});
        expectStep(board, 7, TutorialWait::Move);
        press(app, SDLK_PAGEUP);  // back to the door: no closed door is left
        expectStep(board, 6, TutorialWait::OpenDoor);
        app.runFrames(2);
        CHECK(board.guide()->stuck());
        CHECK(board.guide()->nextLabel() == app.tr("tutorial.next"));
    }
    SECTION("Quit tutorial goes back to the main menu, and leaves no game to Continue") {
        clickRect(app, board.guide()->quitRect());
        REQUIRE(topScreen(app) == "main_menu");
        CHECK_FALSE(topAs<MainMenuScreen>(app).enabled(MainMenuScreen::Item::Continue));
    }
}

TEST_CASE_METHOD(AppTest, "Tutorial17 a click on a closed door by the selected hero opens it, his selection kept",
                 "[app][tutorial]") {
    // The window's first player clicked the door the step pointed at: the click deselected
    // Torgils, and his actions (Open the door among them) went from the side panel.
    BoardScreen& board = firstStepsFromMenu(app);
    const GameState& s = board.session().state();
    const int torgils = s.characterIndex("torgils");
    selectCharacter(app, board, torgils);
    const auto door = [&] {
        for (std::size_t k = 0; k < s.content().quest.objects.size(); ++k)
            if (s.content().quest.objects[k].at == Pos{5, 3}) return k;
        FAIL("no door");
        return std::size_t{0};
    }();
    REQUIRE_FALSE(s.objects()[door].open);
    hoverSquare(app, board, Pos{5, 3});  // out of reach: not yet
    CHECK(board.tooltip().find(app.strings().format("board.bar.ap", 1)) == std::string::npos);
    clickSquare(app, board.view(), Pos{4, 3});
    hoverSquare(app, board, Pos{5, 3});  // next to it: the tooltip says what a click does
    CHECK(board.tooltip().find(app.strings().format("board.bar.ap", 1)) != std::string::npos);
    clickSquare(app, board.view(), Pos{5, 3});
    CHECK(s.objects()[door].open);
    CHECK(board.selected() == torgils);
    // An open door is a square like any other: a click walks into it.
    clickSquare(app, board.view(), Pos{5, 3});
    CHECK(s.character(torgils).pos == Pos{5, 3});
}

TEST_CASE("Tutorial17 the New game screen does not list the tutorial's quest", "[app][tutorial]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    CHECK(app.quests().lesson_quests == std::vector<std::string>{"first_steps"});
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(1);
    auto& ng = topAs<NewGameScreen>(app);
    CHECK(ng.goodCount() == app.quests().library.quests.size() - 1);
    CHECK(ng.choice().quest->number == 1);
}

TEST_CASE("Tutorial17 every step's panel fits a small window at every UI scale in both languages", "[app][tutorial]") {
    // Monkey seed 14 (29 November 2026): in French in a narrow window, the heading "Premiers pas
    // · étape 10 sur 14" ran under the Back button. Each step in turn (Skip), each size, scale
    // and language: the layout check of every frame (texts in their boxes, crossing nothing).
    HeadlessHome home;
    for (const std::string lang : {"en", "fr"})
        for (const auto& [w, h] : {std::pair{640, 480}, std::pair{800, 600}, std::pair{1024, 640}})
            for (const double scale : {1.0, 1.5, 2.0}) {
                auto app = sizedApp(home, w, h, scale, lang);
                BoardScreen& board = firstStepsFromMenu(*app);
                for (std::size_t i = 0; i < board.guide()->script().steps.size(); ++i) {
                    INFO(lang << " " << w << "x" << h << " at " << scale << ", step " << i + 1);
                    REQUIRE(stepOf(board) == i);
                    CHECK(layoutProblems(*app).empty());
                    CHECK(board.guide()->panelRect().h > 0);
                    clickRect(*app, board.guide()->nextRect());
                }
            }
}

TEST_CASE("Tutorial17 in a small window the map's banners and recap stay above the lesson's panel", "[app][tutorial]") {
    // Monkey seeds 20, 35 and 37 (29 November 2026): with the lesson's panel under it, a small
    // window's map is short, and the banners stacked down it ("Saved as …", the AI's words, a
    // long message) and the recap ran into the panel or over each other. Now a banner that does
    // not fit is not drawn (its words are in the log), nor a recap with no room for a line.
    HeadlessHome home;
    for (const std::string lang : {"en", "fr"})
        for (const double scale : {1.0, 1.5, 2.0}) {
            auto app = sizedApp(home, 640, 480, scale, lang);
            BoardScreen& board = firstStepsFromMenu(*app);
            INFO(lang << " at " << scale);
            // Sight and threat on (two banners), a save (a third: "Saved as …").
            press(*app, SDLK_l);
            press(*app, SDLK_t);
            press(*app, SDLK_s, KMOD_LCTRL);
            CHECK(layoutProblems(*app).empty());
            // The Master AI's turn (its words in a banner), then the heroes' recap of it.
            endTurnByKey(*app, board);
            const GameState& s = board.session().state();
            for (int frame = 0; frame < 600 && !s.isOver() && (s.activeSide() == Side::Master || board.aiTurn());
                 ++frame) {
                waitFrame(*app);
                if (topScreen(*app) == "decision") press(*app, SDLK_RETURN);
                if (topScreen(*app) == "board") {
                    const auto problems = layoutProblems(*app);
                    INFO("frame " << frame);
                    CHECK(problems.empty());
                    if (!problems.empty()) break;
                }
            }
            CHECK(layoutProblems(*app).empty());
        }
}
