// Bugs other than layout that the monkey test (monkey.h) found, each rebuilt directly from the
// seed's script.
#include <catch2/catch.hpp>

#include <optional>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Monkey seed 4: going back to a turn with the pointer on the log reads no line that is gone", "[app][board][log]") {
    // Back to turn 1 from the game menu with the pointer over the log's last rows: the log was
    // rebuilt shorter, and the tooltip looked its rows of the last frame up in the new lines
    // (an index past their end: an assertion under the sanitizers, garbage otherwise).
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    for (int i = 0; i < 4; ++i) {
        board.endTurn(true);
        app.runFrames(2);
        while (app.screens().top() && app.screens().top()->id() != "board") {  // dialogs, hand-off
            pressKey(SDLK_RETURN);
            app.runFrames(2);
        }
    }
    const std::size_t lines = board.combatLog().lines().size();
    REQUIRE(lines > 4);
    // The last dice landed: their lines are drawn (they wait for the tumble).
    app.advanceClock(2 * DiceTray::kTumbleMs);
    app.runFrames(2);
    // The pointer on the log's last line.
    std::optional<SDL_Point> at;
    for (int y = app.height() - 1; y > app.height() / 2 && !at; --y)
        for (int x = app.width() - 300; x < app.width() - 20 && !at; x += 20)
            if (const auto line = board.combatLog().lineAt(x, y); line && *line + 2 >= lines) at = SDL_Point{x, y};
    REQUIRE(at);
    moveMouse(at->x, at->y);
    app.runFrames(1);
    REQUIRE(board.backTo(0));  // threw std::bad_alloc from the tooltip's look-up
    REQUIRE(board.combatLog().lines().size() < lines);
    const auto line = board.combatLog().lineAt(at->x, at->y);
    CHECK((!line || *line < board.combatLog().lines().size()));
    app.runFrames(1);
    const auto drawn = board.combatLog().lineAt(at->x, at->y);
    CHECK((!drawn || *drawn < board.combatLog().lines().size()));
}
