// Fixes from the Quest I play-test ("a new player plays Quest I to the end in
// hot-seat with no rulebook"), each checked with real SDL events on the board.
#include <catch2/catch.hpp>

#include <string>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Board: the quest's objective is shown with nothing selected and over the quest title", "[app][board]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    REQUIRE_FALSE(board.selected());
    const std::string objective = board.session().state().content().quest.objective.in("en");
    REQUIRE(objective == "Retrieve the treasure by opening the chest.");

    // The side panel, nothing selected: the objective's words in bright gold at its top (the
    // hint under it is muted grey), before any character is clicked.
    const auto goldInPanelTop = [&] {
        SDL_Surface* shot = app.capture();
        REQUIRE(shot != nullptr);
        const int x0 = app.width() - 330, y0 = board.titleRect().bottom() + 4;
        int gold = 0;
        for (int y = y0; y < y0 + 60; ++y)
            for (int x = x0; x < app.width() - 10; ++x) {
                const SDL_Color c = pixelAt(shot, x, y);
                if (c.r > 235 && c.g > 200 && c.b > 130 && c.b < 190) ++gold;
            }
        SDL_FreeSurface(shot);
        return gold;
    };
    CHECK(goldInPanelTop() > 20);

    // Pointing at the title in the top bar: the objective as a tooltip.
    const Rect title = board.titleRect();
    REQUIRE(title.w > 0);
    moveMouse(title.centerX(), title.centerY());
    app.runFrames(1);
    CHECK(board.tooltip() == "Objective\n" + objective);

    // Away from it: no tooltip.
    moveMouse(title.right() + 200, title.centerY());
    app.runFrames(1);
    CHECK(board.tooltip().empty());
}

TEST_CASE("Board: the odds tooltip wraps between wound entries, never inside one", "[app][board]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app, /*adjacent=*/true));
    const GameState& s = board.session().state();
    const int enemy = enemyNextToFirstHero(s);
    selectCharacter(app, board, 0);
    const SDL_Point c = board.view().centerOf(s.character(enemy).pos);
    moveMouse(c.x, c.y);
    app.runFrames(1);
    const std::string& tip = board.tooltip();
    INFO(tip);
    const auto line = tip.find("Wounds: ");
    REQUIRE(line != std::string::npos);
    const std::string wounds = tip.substr(line + 8, tip.find('\n', line) - line - 8);
    // "0: 11%   3: 65%": each "<wounds>:<no-break space><percent>", so no line ends in "17:".
    CHECK(wounds.find(":\u00A0") != std::string::npos);
    CHECK(wounds.find(": ") == std::string::npos);
    // The target stands: the kill line gives its HP.
    CHECK(tip.find("Kills (target at " + std::to_string(s.character(enemy).hp) + " HP)") != std::string::npos);
}
