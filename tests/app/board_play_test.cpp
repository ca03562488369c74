// Playing the opening of Quest I on the board with real SDL mouse and keyboard events:
// select, move, undo, attack, end turn, hand-off, save.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/game_menu_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// A legal walk of `who` that rolls no dice (it may reveal a hidden trap in principle: not
/// near the entry of Quest I).
std::optional<Walk> plainWalk(const GameState& s, int who) {
    for (const auto& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who && !la.info.rolls_dice) return *w;
    return std::nullopt;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Board: select a hero, move it by clicking a square, undo with Ctrl+Z", "[app][board]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s0 = board.session().state();
    REQUIRE(s0.toMove() == Side::Heroes);
    const Pos start = s0.character(0).pos;

    clickSquare(app, board.view(), start);
    REQUIRE(board.selected() == 0);
    CHECK_FALSE(board.actions().empty());  // at least Wait is listed

    const auto walk = plainWalk(board.session().state(), 0);
    REQUIRE(walk);
    clickSquare(app, board.view(), walk->to);
    CHECK(board.session().state().character(0).pos == walk->to);
    CHECK(board.session().canUndo());

    pressKeyWith(SDLK_z, KMOD_LCTRL);
    app.runFrames(2);
    CHECK(board.session().state().character(0).pos == start);

    SECTION("A farther square is reached along the planner's path") {
        clickSquare(app, board.view(), start);
        const GameState& s = board.session().state();
        std::optional<Pos> far;
        for (int y = 0; y < s.board().height() && !far; ++y)
            for (int x = 0; x < s.board().width() && !far; ++x)
                if (distance(start, Pos{x, y}) == 3 && y > start.y && s.board().isWalkable(Pos{x, y}) && s.characterAt(Pos{x, y}) < 0 &&
                    s.board().tile(Pos{x, y}) == TileKind::Floor)
                    far = Pos{x, y};
        REQUIRE(far);
        INFO("from " << start.x << "," << start.y << " to " << far->x << "," << far->y << " ap " << s.character(0).ap);
        clickSquare(app, board.view(), *far);
        std::string events;
        for (const auto& h : board.session().history())
            for (const auto& e : h.events) events += toString(e) + "; ";
        INFO(events);
        CHECK(board.session().state().character(0).pos == *far);
    }
}

TEST_CASE_METHOD(AdjacentBoardTest, "Board: clicking an adjacent enemy attacks it, the dice make it final",
                 "[app][board]") {
    const int enemy = enemyNextToFirstHero(s);
    REQUIRE(s.character(enemy).side == Side::Master);

    selectCharacter(app, board, 0);
    const SDL_Point c = board.view().centerOf(s.character(enemy).pos);
    moveMouse(c.x, c.y);
    app.runFrames(1);
    CHECK(board.tooltip().find('%') != std::string::npos);  // the exact odds before committing

    const std::size_t steps = board.session().history().size();
    clickAt(c.x, c.y);
    app.runFrames(2);
    REQUIRE(board.session().history().size() == steps + 1);
    const auto& last = board.session().history().back();
    REQUIRE(last.action);
    CHECK(std::holds_alternative<Melee>(*last.action));
    CHECK_FALSE(board.session().canUndo());
    // A failed attack may ask about a destiny point first: the dialog takes the answer.
    for (int i = 0; i < 3 && topScreen(app) == "decision"; ++i) {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "board");
    const GameState after = board.session().state();
    pressKeyWith(SDLK_z, KMOD_LCTRL);
    app.runFrames(2);
    CHECK(board.session().state() == after);
    CHECK_FALSE(board.message().empty());
}

TEST_CASE_METHOD(AppTest, "Board: end turn asks first when AP remain, then the Master moves", "[app][board]") {
    SECTION("without hand-off") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        pressKey(SDLK_e);
        app.runFrames(2);
        CHECK(board.confirmingEndTurn());
        CHECK(board.session().state().activeSide() == Side::Heroes);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        CHECK_FALSE(board.confirmingEndTurn());
        CHECK(board.session().state().toMove() == Side::Master);
        CHECK(topScreen(app) == "board");
    }
    SECTION("with hand-off the next player's screen hides the board") {
        BoardScreen& board = pushBoard(app, startQuestOne(app), true);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        CHECK(board.session().state().toMove() == Side::Master);
        CHECK(topScreen(app) == "hand_off");
        clickAt(100, 100);
        app.runFrames(2);
        CHECK(topScreen(app) == "board");
    }
}

TEST_CASE_METHOD(AppTest, "Board: Ctrl+S writes a save that loads equal", "[app][board]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const auto walk = plainWalk(board.session().state(), 0);
    REQUIRE(walk);
    REQUIRE(board.choose(*walk));
    pressKeyWith(SDLK_s, KMOD_LCTRL);
    app.runFrames(2);
    const auto saves = content::listSaves(home.savesDir());
    REQUIRE(saves.size() == 1);
    std::string error;
    auto loaded = content::GameSession::load(saves.front().path, &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->state() == board.session().state());
    CHECK(board.message().find(saves.front().path.filename().string()) != std::string::npos);
}

TEST_CASE_METHOD(AppTest, "Board: Ctrl+L exports the combat log as text next to the saves", "[app][board]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const auto walk = plainWalk(board.session().state(), 0);
    REQUIRE(walk);
    REQUIRE(board.choose(*walk));
    pressKeyWith(SDLK_l, KMOD_LCTRL);
    app.runFrames(2);
    std::vector<std::filesystem::path> logs;
    for (const auto& e : std::filesystem::directory_iterator(home.savesDir()))
        if (e.path().extension() == ".txt") logs.push_back(e.path());
    REQUIRE(logs.size() == 1);
    std::ifstream in(logs.front());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("== Turn 1") != std::string::npos);
    CHECK(text.find("moves") != std::string::npos);
    CHECK(board.message().find(logs.front().filename().string()) != std::string::npos);
    CHECK(content::listSaves(home.savesDir()).empty());  // a log is not a save
}

TEST_CASE_METHOD(AppTest, "Board: Escape opens the game menu, quit closes the board", "[app][board]") {
    pushBoard(app, startQuestOne(app));
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app) == "game_menu");
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    pressKey(SDLK_F1);
    app.runFrames(2);
    CHECK(topScreen(app) == "help");
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    pressKey(SDLK_q);
    app.runFrames(3);
    CHECK(app.screens().empty());
}

TEST_CASE_METHOD(AppTest, "Board: an idle board draws no frames", "[app][board]") {
    pushBoard(app, startQuestOne(app));
    app.runFrames(2);
    const auto drawn = app.framesDrawn();
    app.runFrames(5);
    CHECK(app.framesDrawn() == drawn);
}

TEST_CASE_METHOD(AppTest, "Board: autosave at each side's turn, the menu goes back to an earlier turn",
                 "[app][board]") {
    const auto autosaves = home.root / "autosave";
    app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), BoardConfig{false, autosaves}));
    app.runFrames(2);
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board);
    board->flushAutosave();  // written on its own thread
    const std::string game = board->session().gameId();
    CHECK(content::Autosaves(autosaves).list(game).size() == 1);  // the start of the heroes' first turn
    board->endTurn(true);
    app.runFrames(2);
    REQUIRE(board->session().state().toMove() == Side::Master);
    board->flushAutosave();
    CHECK(content::Autosaves(autosaves).list(game).size() == 2);  // the start of the Master's turn

    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "game_menu");
    pressKey(SDLK_b);  // back to the previous side's turn: the heroes' turn 1
    app.runFrames(2);
    REQUIRE(topScreen(app) == "confirm");  // asked first (finding 14)
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    CHECK(board->session().state().toMove() == Side::Heroes);
    CHECK(board->session().state().turn() == 1);
}

TEST_CASE("Board: Back to turn N asks first - Escape or Cancel keeps the game, Enter or Go back goes back",
          "[app][board]") {
    // Playtest finding 14: "Back to turn N" acted at once, undoing the rolls of a whole turn.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), BoardConfig{false, {}}));
    app.runFrames(2);
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board);
    board->endTurn(true);
    app.runFrames(2);
    const std::size_t steps = board->session().history().size();
    REQUIRE(board->session().state().toMove() == Side::Master);
    const auto openBack = [&] {
        board->openMenu();
        app.runFrames(2);
        REQUIRE(topScreen(app) == "game_menu");
        clickRect(app, topAs<GameMenuScreen>(app).buttons()[2].rect);
        REQUIRE(topScreen(app) == "confirm");
    };
    openBack();
    auto& ask = topAs<ConfirmScreen>(app);
    CHECK(ask.title() == app.strings().format("menu.back_confirm.title", 1));
    CHECK(ask.text() == app.strings().format("menu.back_confirm.text", 1, app.tr("board.side.heroes")));
    CHECK(layoutProblems(app).empty());
    CHECK(app.saveScreenshot(shotPath("confirm_back")));  // for people to look at
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    CHECK(board->session().history().size() == steps);  // nothing undone
    openBack();
    clickRect(app, topAs<ConfirmScreen>(app).layout().no);
    CHECK(topScreen(app) == "board");
    CHECK(board->session().history().size() == steps);
    openBack();
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    CHECK(board->session().state().toMove() == Side::Heroes);
    openBack();
    clickRect(app, topAs<ConfirmScreen>(app).layout().yes);
    CHECK(topScreen(app) == "board");
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [&](Settings& st) { st.language = lang; });
        for (const char* key :
             {"menu.back_confirm.title", "menu.back_confirm.text", "menu.back_confirm.yes", "menu.back_confirm.no"})
            CHECK(app.tr(key) != key);
    }
}

TEST_CASE("Board: the Back to turn question fits in French and English at every UI scale", "[app][board][layout]") {
    // (The layout sweep checks it in English in every window: layout_test.cpp.)
    for (const char* lang : {"fr", "en"})
        for (const auto& [w, h] : {std::pair{1024, 640}, std::pair{1920, 1080}})
            for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0}) {
                HeadlessHome home;
                const auto owned = sizedApp(home, w, h, scale, lang);
                App& app = *owned;
                app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), BoardConfig{false, {}}));
                app.runFrames(2);
                auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
                REQUIRE(board);
                board->openMenu();
                app.runFrames(2);
                clickRect(app, topAs<GameMenuScreen>(app).buttons()[2].rect);
                REQUIRE(topScreen(app) == "confirm");
                const std::vector<std::string> problems = layoutProblems(app);
                INFO(lang << " " << w << "x" << h << " at " << scale * 100
                          << " %: " << ::Catch::Detail::stringify(problems));
                CHECK(problems.empty());
                const LayoutRecord rec = recordFrame(app);
                bool cut = false;
                // The question's title and buttons whole (the board's quest title under it gives
                // way to the turn line in a small window, playtest 8: its tooltip names it).
                for (const TextBox& t : rec.texts)
                    cut = cut || (t.layer == topLayer(rec) && t.text.find("\u2026") != std::string::npos);
                CHECK_FALSE(cut);
            }
}

TEST_CASE_METHOD(AppTest, "Board view: hidden traps only for the Master, doors turn with their walls", "[app][board]") {
    const auto session = startQuestOne(app);
    const Board& b = session->state().board();
    REQUIRE(b.tile(Pos{3, 9}) == TileKind::HiddenTrap);  // Quest I's sulphur vent
    CHECK(tileImage(b, Pos{3, 9}, Side::Heroes).rfind("tiles/floor_", 0) == 0);
    CHECK(tileImage(b, Pos{3, 9}, Side::Master) == "tiles/hidden_trap.png");
    CHECK(tileImage(b, Pos{10, 3}, Side::Heroes) == "tiles/door_closed_v.png");  // walls above and below
    CHECK(tileImage(b, Pos{5, 7}, Side::Heroes) == "tiles/door_closed_h.png");   // walls left and right
    CHECK(tileImage(b, Pos{17, 3}, Side::Heroes) == "tiles/door_locked_v.png");
}

TEST_CASE_METHOD(AppTest,
                 "Board: a decision pending when the board opens (R27 re-roll of a turn-1 fear test) shows its dialog",
                 "[app][board]") {
    auto session = startQuestOne(app, true);  // Torgils starts next to the King of the Tombs (Fear)
    REQUIRE(session->state().pending());
    CHECK(session->state().pending()->kind == DecisionKind::DestinyReroll);
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{false, {}}));
    app.runFrames(3);
    REQUIRE(app.screens().top() != nullptr);
    CHECK(app.screens().top()->id() == "decision");
    pressKey(SDLK_RETURN);
    app.runFrames(3);
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board != nullptr);
    CHECK_FALSE(board->session().state().pending());
    CHECK(board->session().history().size() == 2);  // the start, then the answer
}
