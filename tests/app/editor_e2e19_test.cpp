// Issue 19's "Tests" paragraph in one run, with real SDL events: a quest drawn from nothing in
// the editor, the validator's complaints fixed, play-tested hot-seat to the heroes' victory
// (R52: every hero leaves through the heroes' zone), back in the editor as it was, a short
// balance check, saved, reopened and saved again with the same bytes.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "board_support.h"
#include "cata/app/board_screen.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/editor_balance.h"
#include "cata/app/editor_playtest.h"
#include "cata/app/editor_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/content/quest_writer.h"
#include "editor_support.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;

namespace {

/// CATAKOMBES_BALANCE_GAMES set for the scope (the balance check's test seam).
struct E2eBalanceGames {
    explicit E2eBalanceGames(int n) { setenv("CATAKOMBES_BALANCE_GAMES", std::to_string(n).c_str(), 1); }
    ~E2eBalanceGames() { unsetenv("CATAKOMBES_BALANCE_GAMES"); }
};

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Editor end to end: drawn from nothing, complaints fixed, play-tested to a victory, balance-checked, "
                 "saved and reopened with the same bytes",
                 "[app][editor][playtest][balance]") {
    // Drawn from nothing: the new quest's only complaints are its heroes' zone, not painted yet.
    EditorScreen& ed = editorNewQuest(app);
    REQUIRE(ed.problems().size() == 2);
    CHECK(ed.problems()[0].text == "/hero_zone: unknown zone \"heroes_entry\"");
    // Play-test refused while the check complains (R52's zone unknown): the status says so.
    press(app, SDLK_F5);
    CHECK(topScreen(app) == "editor");

    // The heroes' zone painted (two strokes of four squares), a wall line with a door across.
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::HeroZone)]);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{3, 1}, Pos{4, 1}});
    editorDrag(app, ed, Pos{1, 2}, {Pos{2, 2}, Pos{3, 2}, Pos{4, 2}});
    CHECK(ed.document()["zone_map"][1] == ".AAAA.......");
    CHECK(ed.document()["zone_map"][2] == ".AAAA.......");
    pressKey(SDLK_l);
    pressKey(SDLK_2);
    app.runFrames(1);
    editorDrag(app, ed, Pos{6, 1}, {Pos{6, 8}});
    pressKey(SDLK_p);
    pressKey(SDLK_4);
    app.runFrames(1);
    editorClickSquare(app, ed, Pos{6, 4});
    CHECK(ed.charAt(Pos{6, 4}) == "+");
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    REQUIRE(ed.problems().empty());
    const Pos cursor = ed.cursor();
    const std::size_t undo = ed.undoDepth();

    // Play-test, hot-seat (1, Enter): the deployment of both sides, then the board.
    press(app, SDLK_F5);
    REQUIRE(topScreen(app) == "playtest");
    press(app, SDLK_1);
    CHECK(topAs<PlaytestScreen>(app).choice().mode == PlaytestMode::HotSeat);
    press(app, SDLK_RETURN);
    BoardScreen& board = playtestStart(app);
    const GameState& s = board.session().state();
    // The heroes deploy in their zone, which is the victory's exit: each leaves by its action
    // bar's row (selected by a click on its square), the last one winning the game (R52).
    std::vector<int> leaving = heroesWhoMayLeave(s);
    REQUIRE_FALSE(leaving.empty());
    int heroes = 0;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == Side::Heroes) ++heroes;
    CHECK(static_cast<int>(leaving.size()) == heroes);
    for (int guard = 0; guard < 16 && !s.isOver() && !leaving.empty(); ++guard) {
        const int hero = leaving.front();
        selectCharacter(app, board, hero);
        hoverSquare(app, board, s.character(hero).pos);
        std::optional<std::size_t> row;
        for (std::size_t i = 0; i < board.actions().size(); ++i)
            if (board.actions()[i].action == Action{Exit{hero}}) row = i;
        REQUIRE(row);
        const std::optional<Rect> rect = board.actionRect(*row);
        REQUIRE(rect);
        clickRect(app, *rect);
        for (int i = 0; i < 100 && board.animating(); ++i) waitFrame(app);
        leaving = heroesWhoMayLeave(s);
    }
    REQUIRE(s.isOver());
    REQUIRE(s.result());
    CHECK(s.result()->winner == Side::Heroes);
    for (int i = 0; i < 200 && topScreen(app) != "victory"; ++i) waitFrame(app);
    REQUIRE(topScreen(app) == "victory");
    for (int i = 0; i < 3 && topScreen(app) == "victory"; ++i) press(app, SDLK_RETURN);
    // Back in the editor where it left.
    REQUIRE(topScreen(app) == "editor");
    CHECK(&topAs<EditorScreen>(app) == &ed);
    CHECK(ed.cursor() == cursor);
    CHECK(ed.undoDepth() == undo);

    // A short balance check (4 games) of the quest as it is, in the background.
    {
        const E2eBalanceGames games(4);
        press(app, SDLK_b);
        REQUIRE(topScreen(app) == "balance");
        auto& check = topAs<BalanceScreen>(app);
        const auto start = std::chrono::steady_clock::now();
        while (check.reading().empty() && std::chrono::steady_clock::now() - start < std::chrono::seconds(120)) {
            app.runFrames(1);
            SDL_Delay(5);
        }
        REQUIRE_FALSE(check.reading().empty());
        REQUIRE(check.run().report());
        CHECK(check.run().report()->games == 4);
        CHECK(check.reading().rfind("Heroes win ", 0) == 0);
        press(app, SDLK_ESCAPE);
        REQUIRE(topScreen(app) == "editor");
    }

    // Saved (the play-test saved it already: nothing changed since), reopened from the main
    // menu with the same bytes, saved again unchanged.
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "my_quest.json";
    press(app, SDLK_s, KMOD_LCTRL);
    const std::string saved = editorRead(file);
    REQUIRE_FALSE(saved.empty());
    CHECK(saved == content::writeQuest(ed.document()));
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "main_menu");
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& again = topAs<EditorScreen>(app);
    const auto& files = again.openable();
    const auto it = std::find(files.begin(), files.end(), file.string());
    REQUIRE(it != files.end());
    clickRect(app, again.layout().open_rows.at(static_cast<std::size_t>(it - files.begin())));
    REQUIRE_FALSE(again.choosing());
    CHECK(again.text() == saved);
    CHECK(again.problems().empty());
    press(app, SDLK_s, KMOD_LCTRL);
    CHECK(editorRead(file) == saved);
}
