// The settings from the game menu (found in play): a player in the middle of a game opens
// them without quitting it, and the board comes back with what was changed there, its log in the
// new language too (the log's lines are worded when added).
#include <SDL.h>

#include <catch2/catch.hpp>

#include "board_support.h"
#include "cata/app/event_text.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/settings_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE_METHOD(AppTest,
                 "Game menu: Settings opens over the menu, and the board comes back in the language chosen there",
                 "[app][board][settings]") {
    REQUIRE(app.settings().language == "en");
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    REQUIRE(!board.combatLog().lines().empty());
    const LogLine first = board.combatLog().lines().front();
    REQUIRE(first.kind == LogLine::Kind::Turn);
    StringTable fr = app.strings();
    fr.setLanguage("fr");
    const std::string french = fr.format("event.turn_began", first.turn, sideName(first.side, fr));
    REQUIRE(first.text != french);
    const std::size_t steps = board.session().history().size();

    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    const auto rows = topAs<GameMenuScreen>(app).buttons();
    CHECK(rows[4].label == app.tr("menu.board.settings"));
    clickRect(app, rows[4].rect);
    REQUIRE(topScreen(app) == "settings");
    REQUIRE(app.screens().size() == 3);  // over the game menu, which Esc comes back to
    REQUIRE(topAs<SettingsScreen>(app).selected() == SettingsScreen::Row::Language);
    press(app, SDLK_RIGHT);
    REQUIRE(app.settings().language == "fr");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.combatLog().lines().front().text == french);
    CHECK(board.session().history().size() == steps);  // nothing played, nothing lost

    // The shortcut of the row, in French now ("&Paramètres").
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_p);
    CHECK(topScreen(app) == "settings");
}
