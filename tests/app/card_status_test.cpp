// The character card's statuses seen without scrolling (found in play): at 200 %
// "Status: webbed 2, in a duel with …" was the card's last line, half under the divider, the
// rest seen only by scrolling the card, although it says why the actions are greyed. The
// statuses now come right under the name and vitals, inside the head's view at every scale,
// window and language.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <variant>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

void cardStatusSettings(App& app, double scale, const char* language) {
    Settings s = app.settings();
    s.ui_scale = scale;
    s.language = language;
    s.hand_off = false;
    REQUIRE(app.changeSettings(s));
    app.runFrames(3);
}

}  // namespace

TEST_CASE("Card: the statuses (in a duel, waiting) lie inside the card's view at 100-200 %, two windows, EN and FR",
          "[app][board][layout][card]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app, /*adjacent=*/true));
    const GameState& s = board.session().state();
    // A hero challenges a Master's character (R46), then waits when he still may (R42): the
    // French status is long ("en duel avec …").
    std::optional<Action> duel;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<ChallengeDuel>(a.action) && !duel) duel = a.action;
    REQUIRE(duel);
    const int hero = std::get<ChallengeDuel>(*duel).actor;
    REQUIRE(board.choose(*duel));
    std::optional<Action> wait;
    for (const auto& a : s.legalActions())
        if (const auto* w = std::get_if<Wait>(&a.action); w && w->actor == hero && !wait) wait = a.action;
    if (wait) REQUIRE(board.choose(*wait));
    REQUIRE(s.character(hero).duel_with >= 0);
    app.runFrames(2);
    if (board.selected() != hero) selectCharacter(app, board, hero);

    for (const auto& [w, h] : {std::pair{1280, 800}, {1024, 640}}) {
        SDL_SetWindowSize(app.window(), w, h);
        app.runFrames(3);
        REQUIRE(app.width() == w);
        for (const char* language : {"en", "fr"})
            for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0}) {
                cardStatusSettings(app, scale, language);
                REQUIRE(board.selected() == hero);
                const std::optional<Rect>& status = board.card().statusRect();
                REQUIRE(status);
                INFO(w << "x" << h << " at " << scale * 100 << " % in " << language << ": statuses from y " << status->y
                       << " to " << status->bottom() << ", the card's divider at " << board.headDivider());
                CHECK(status->y >= 0);
                CHECK(status->bottom() <= board.headDivider());
            }
    }
}
