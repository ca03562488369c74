// No lost progress: each game keeps
// its own autosaves, Continue resumes the newest unfinished game, quitting keeps the turn as it
// is, "Back to turn N" reaches every earlier turn after Continue, and a resumed hot-seat game
// shows the hand-off screen before the board (R48: the heroes must not see the Master's board).
#include <catch2/catch.hpp>

#include <chrono>
#include <map>
#include <memory>

#include "cata/app/board_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/settings.h"
#include "cata/content/action_json.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;

namespace {

/// The main menu, as the game starts (a board quits back to it).
void onMainMenu(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "main_menu");
}

/// Answers the dialogs on top (R27 decisions: the focused answer) and passes hand-off screens.
void settleDialogs(App& app) {
    for (int i = 0; i < 16; ++i) {
        const std::string top = topScreen(app);
        if (top != "decision" && top != "hand_off") return;
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
}

/// A board for `session` with autosaves where the game puts them, on top of `app`.
BoardScreen& openBoard(App& app, std::unique_ptr<content::GameSession> session, bool hand_off = false) {
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{hand_off, app.savesDir() / "autosave"}));
    app.runFrames(2);
    settleDialogs(app);
    return topAs<BoardScreen>(app);
}

/// Ends `sides` turns in a row (each side's in turn), answering what comes up.
void endTurns(App& app, BoardScreen& board, int sides) {
    for (int i = 0; i < sides; ++i) {
        board.endTurn(true);
        app.runFrames(2);
        settleDialogs(app);
    }
}

/// "Quit to the main menu" from the game menu (Esc, Up to Quit, Enter).
void quitFromMenu(App& app) {
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_UP);
    press(app, SDLK_RETURN);
    app.runFrames(3);
}

/// The autosaves listed by the Load screen, by quest id.
std::map<std::string, int> autosavesByQuest(const fs::path& saves) {
    std::map<std::string, int> out;
    for (const content::SaveSummary& s : allSaves(saves))
        if (s.error.empty() && s.path.string().find("/autosave/") != std::string::npos) ++out[s.quest_id];
    return out;
}

/// The first walk of the deciding side that rolls no dice.
std::optional<Action> firstWalk(const GameState& s) {
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !a.info.rolls_dice) return a.action;
    return std::nullopt;
}

/// The main menu, then Continue (Enter on it, as the player does).
void continueFromMainMenu(App& app) {
    REQUIRE(topScreen(app) == "main_menu");
    press(app, SDLK_HOME);  // Continue, when there is a game to continue
    REQUIRE(topAs<MainMenuScreen>(app).selected() == MainMenuScreen::Item::Continue);
    press(app, SDLK_RETURN);
    app.runFrames(2);
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Saves: each game keeps its own autosaves, a third game does not delete the first two's",
                 "[app][saves]") {
    onMainMenu(app);
    const std::string q1 = shippedQuest(1, 1)->state().content().quest.id;
    const std::string q2 = shippedQuest(2, 2)->state().content().quest.id;
    const std::string q5 = shippedQuest(5, 5)->state().content().quest.id;
    {
        BoardScreen& board = openBoard(app, shippedQuest(1, 1));
        endTurns(app, board, 2);  // turn 2
        board.quit();
        app.runFrames(3);
    }
    {
        BoardScreen& board = openBoard(app, shippedQuest(2, 2));
        endTurns(app, board, 2);
        board.quit();
        app.runFrames(3);
    }
    {
        BoardScreen& board = openBoard(app, shippedQuest(5, 5));
        endTurns(app, board, 12);  // many more autosaves than one game keeps
        REQUIRE_FALSE(board.session().state().isOver());
        board.quit();
        app.runFrames(3);
    }
    const auto by_quest = autosavesByQuest(app.savesDir());
    CHECK(by_quest.count(q1) == 1);
    CHECK(by_quest.count(q2) == 1);
    CHECK(by_quest.count(q5) == 1);
    // Continue resumes the newest game, the third one, where it was left.
    continueFromMainMenu(app);
    settleDialogs(app);
    REQUIRE(topScreen(app) == "board");
    CHECK(topAs<BoardScreen>(app).session().state().content().quest.id == q5);
    CHECK(topAs<BoardScreen>(app).session().state().turn() == 7);
}

TEST_CASE_METHOD(AppTest, "Saves: Continue never reopens a finished game, it resumes the newest unfinished one",
                 "[app][saves]") {
    onMainMenu(app);
    // An unfinished game of Quest I, then a game of Quest III (7 turns) played to its end.
    {
        BoardScreen& board = openBoard(app, shippedQuest(1, 1));
        endTurns(app, board, 1);
        board.quit();
        app.runFrames(3);
    }
    {
        BoardScreen& board = openBoard(app, shippedQuest(3, 3));
        for (int i = 0; i < 20 && topScreen(app) == "board"; ++i) endTurns(app, board, 1);
        REQUIRE(topScreen(app) == "victory");
        press(app, SDLK_RETURN);  // leave the victory screen: back to the main menu
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "main_menu");
    const fs::path newest = topAs<MainMenuScreen>(app).newestSave();
    std::string error;
    auto continued = content::GameSession::load(newest, &error);
    INFO(error);
    REQUIRE(continued);
    CHECK_FALSE(continued->state().isOver());
    CHECK(continued->state().content().quest.number == 1);
    CHECK(continued->state().toMove() == Side::Master);
}

TEST_CASE_METHOD(AppTest, "Saves: quitting to the main menu keeps the turn as it is, Continue resumes it",
                 "[app][saves]") {
    onMainMenu(app);
    BoardScreen& board = openBoard(app, startQuestOne(app));
    const auto walk = firstWalk(board.session().state());
    REQUIRE(walk);
    REQUIRE(board.choose(*walk));
    const GameState left = board.session().state();
    const std::size_t steps = board.session().record().steps.size();
    quitFromMenu(app);
    REQUIRE(topScreen(app) == "main_menu");
    continueFromMainMenu(app);
    REQUIRE(topScreen(app) == "hand_off");  // hot-seat (R48)
    settleDialogs(app);
    REQUIRE(topScreen(app) == "board");
    const BoardScreen& resumed = topAs<BoardScreen>(app);
    CHECK(resumed.session().state() == left);  // the same AP, the walk done
    CHECK(resumed.session().record().steps.size() == steps);
}

TEST_CASE("Saves: closing the window keeps the turn as it is, Continue resumes it", "[app][saves]") {
    HeadlessHome home;
    std::optional<GameState> left;
    {
        App app(home.options());
        REQUIRE(app.ok());
        onMainMenu(app);
        BoardScreen& board = openBoard(app, startQuestOne(app));
        endTurns(app, board, 1);  // the Master's turn 1
        const auto walk = firstWalk(board.session().state());
        REQUIRE(walk);
        REQUIRE(board.choose(*walk));
        left = board.session().state();
        SDL_Event quit{};
        quit.type = SDL_QUIT;
        SDL_PushEvent(&quit);  // the window's close button
        app.runFrames(3);
        CHECK(app.quitting());
    }
    App app(home.options());
    REQUIRE(app.ok());
    onMainMenu(app);
    continueFromMainMenu(app);
    settleDialogs(app);
    REQUIRE(topScreen(app) == "board");
    CHECK(topAs<BoardScreen>(app).session().state() == *left);
}

TEST_CASE_METHOD(AppTest, "Saves: after Continue, Back to turn N reaches turn N, with no new autosave",
                 "[app][saves]") {
    onMainMenu(app);
    std::vector<std::string> starts;  // the state hash at the start of each side's turn
    {
        BoardScreen& board = openBoard(app, startQuestOne(app));
        starts.push_back(content::stateHash(board.session().state()));
        for (int i = 0; i < 4; ++i) {
            endTurns(app, board, 1);
            starts.push_back(content::stateHash(board.session().state()));
        }
        REQUIRE(board.session().turnMarks().size() == 5);  // turn 3, heroes
        board.quit();
        app.runFrames(3);
    }
    continueFromMainMenu(app);
    settleDialogs(app);
    BoardScreen& board = topAs<BoardScreen>(app);
    REQUIRE(board.session().state().turn() == 3);
    REQUIRE(board.session().turnMarks().size() == 5);
    board.flushAutosave();
    const std::size_t autosaves = autosavesByQuest(app.savesDir()).begin()->second;
    // "Back to turn 2 (Heroes)", then "Back to turn 1 (Master)", as the menu offers them.
    REQUIRE(board.backTo(2));
    app.runFrames(2);
    CHECK(board.session().state().turn() == 2);
    CHECK(board.session().state().activeSide() == Side::Heroes);
    CHECK(content::stateHash(board.session().state()) == starts[2]);
    REQUIRE(board.backTo(1));
    app.runFrames(2);
    CHECK(board.session().state().turn() == 1);
    CHECK(board.session().state().activeSide() == Side::Master);
    CHECK(content::stateHash(board.session().state()) == starts[1]);
    // Playing on in that turn writes no autosave (only a new side's turn, or quitting, does).
    settleDialogs(app);
    if (const auto walk = firstWalk(board.session().state())) REQUIRE(board.choose(*walk));
    app.runFrames(2);
    board.flushAutosave();
    CHECK(autosavesByQuest(app.savesDir()).begin()->second == static_cast<int>(autosaves));
}

TEST_CASE_METHOD(AppTest, "Saves: Continue and Load of a hot-seat game show the hand-off screen before the board (R48)",
                 "[app][saves]") {
    onMainMenu(app);
    REQUIRE(app.settings().hand_off);
    {
        BoardScreen& board = openBoard(app, startQuestOne(app));
        endTurns(app, board, 1);  // the Master to play: his board shows the hidden trap
        REQUIRE(board.session().state().toMove() == Side::Master);
        board.quit();
        app.runFrames(3);
    }
    SECTION("Continue") {
        continueFromMainMenu(app);
        CHECK(topScreen(app) == "hand_off");
        press(app, SDLK_SPACE);
        CHECK(topScreen(app) == "board");
    }
    SECTION("Load") {
        press(app, SDLK_l);
        REQUIRE(topScreen(app) == "load");
        REQUIRE(topAs<LoadScreen>(app).load(0));
        app.runFrames(3);
        CHECK(topScreen(app) == "hand_off");
        press(app, SDLK_SPACE);
        CHECK(topScreen(app) == "board");
    }
}

TEST_CASE_METHOD(AppTest,
                 "Saves: the Load list tells games apart (mode, heroes, date) and stays in range after a deletion",
                 "[app][saves]") {
    onMainMenu(app);
    const fs::path saves = home.savesDir();
    fs::create_directories(saves);
    std::string error;
    auto hot = startQuestOne(app);
    REQUIRE(hot->save(saves / "hot.json", &error));
    for (int i = 0; i < 10; ++i) REQUIRE(hot->save(saves / ("more-" + std::to_string(i) + ".json"), &error));
    auto solo = shippedQuest(2, 2);
    solo->setPlayers(cata::content::kSoloVsMaster);
    REQUIRE(solo->save(saves / "solo.json", &error));  // the newest: at the top
    app.screens().pop(app.screens().top());
    onMainMenu(app);  // it lists the saves when it opens
    press(app, SDLK_l);
    REQUIRE(topScreen(app) == "load");
    LoadScreen& load = topAs<LoadScreen>(app);
    REQUIRE(load.saves().size() == 12);

    const LayoutRecord rec = recordFrame(app);
    CHECK(findText(rec, app.tr("load.mode.hot_seat")) != nullptr);
    CHECK(findText(rec, app.tr("newgame.mode.solo_master")) != nullptr);
    const CharacterCard* hero = app.quests().library.card(hot->record().heroes.front().card);
    REQUIRE(hero != nullptr);
    CHECK(findText(rec, hero->name.in("en")) != nullptr);
    CHECK(layoutProblems(rec).empty());

    // Scrolled to the end, the last entry deleted: the list is not left scrolled past its end.
    press(app, SDLK_END);
    REQUIRE(load.selected() == 11);
    REQUIRE(load.scrollOffset() > 0);
    CHECK(load.scrollOffset() <= load.maxScroll());
    press(app, SDLK_DELETE);
    press(app, SDLK_DELETE);
    REQUIRE(load.saves().size() == 11);
    CHECK(load.scrollOffset() == load.maxScroll());
    CHECK(layoutProblems(app).empty());
}

TEST_CASE("Saves: closing the window in the heroes' waiting window (R42) keeps it: Continue hands the computer to the heroes (R48)",
          "[app][saves]") {
    HeadlessHome home;
    std::optional<GameState> left;
    {
        App app(home.options());
        REQUIRE(app.ok());
        editSettings(app, [&](Settings& st) {
            st.waiting_prompt = WaitingPrompt::Always;  // the waiting heroes are asked (R42)
        });
        onMainMenu(app);
        // A hero waits, the heroes end their turn, the Master walks: the heroes are asked (R42)
        auto session = startQuestOne(app);
        const Action wait = firstWait(session->state());
        session->apply(wait);
        session->apply(EndTurn{});
        const auto walk = firstWalk(session->state());
        REQUIRE(walk);
        session->apply(*walk);
        REQUIRE(session->state().waitingWindow());
        left = session->state();
        app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{false, app.savesDir() / "autosave"}));
        app.runFrames(3);
        REQUIRE(topScreen(app) == "board");  // the heroes may act or pass
        SDL_Event quit{};
        quit.type = SDL_QUIT;
        SDL_PushEvent(&quit);  // the window's close button, the window still open
        app.runFrames(3);
        CHECK(app.quitting());
    }
    REQUIRE(left->waitingWindow());
    App app(home.options());
    REQUIRE(app.ok());
    onMainMenu(app);
    std::string error;
    const auto saved = content::GameSession::load(topAs<MainMenuScreen>(app).newestSave(), &error);
    INFO(error);
    REQUIRE(saved);
    CHECK(saved->state() == *left);  // the heroes still to answer, in the Master's turn
    continueFromMainMenu(app);
    CHECK(topScreen(app) == "hand_off");  // hot-seat: the heroes take the computer first
    press(app, SDLK_SPACE);
    REQUIRE(topScreen(app) == "board");
    CHECK(topAs<BoardScreen>(app).session().state() == *left);
}
