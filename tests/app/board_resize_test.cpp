// The board in a window that changes size (found in play): made smaller, the map keeps
// the middle of what it showed instead of jumping to its top-left corner, where no character may
// stand; the hovered square, the bar's rows and the tooltip follow the map that moved under a
// still pointer; and a board opened in a small window at the player's zoom shows the pieces of
// the side to play.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "board_support.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// True when the bar lists a walk or a run to `p`.
bool barMovesTo(const BoardScreen& board, Pos p) {
    return std::any_of(board.actions().begin(), board.actions().end(), [&](const ActionItem& i) {
        if (const auto* w = std::get_if<Walk>(&i.action)) return w->to == p;
        if (const auto* r = std::get_if<Run>(&i.action)) return r->to == p;
        return false;
    });
}

std::optional<Pos> squareAtMiddle(const BoardView& view) { return view.squareAt(view.area().centerX(), view.area().centerY()); }

void resize(App& app, int w, int h) {
    SDL_SetWindowSize(app.window(), w, h);
    app.runFrames(3);
    REQUIRE(app.width() == w);
    REQUIRE(app.height() == h);
}

}  // namespace

TEST_CASE_METHOD(QuestOneBoardTest,
                 "Board: a window made smaller keeps the middle of the map, and the hover follows the map",
                 "[app][board][resize]") {
    const BoardView& view = board.view();
    const std::optional<Pos> middle = squareAtMiddle(view);
    REQUIRE(middle);

    // A hero selected, the pointer on a square he can walk to: the bar lists the walk there.
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()) && hero < 0; ++i)
        if (s.character(i).side == Side::Heroes && s.able(i)) hero = i;
    REQUIRE(hero >= 0);
    clickSquare(app, view, s.character(hero).pos);
    REQUIRE(board.selected() == hero);
    std::optional<Pos> target;
    for (const LegalAction& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == hero && s.characterAt(w->to) < 0) target = w->to;
    REQUIRE(target);
    const SDL_Point pointer = view.centerOf(*target);
    moveMouse(pointer.x, pointer.y);
    app.runFrames(2);
    REQUIRE(barMovesTo(board, *target));

    resize(app, 800, 500);
    // The whole map refitted to the smaller area (board_refit_test.cpp; it was the map's top-left
    // corner, then half of it), with the same middle, to a square's rounding.
    REQUIRE(view.squarePixels() * s.board().width() <= view.area().w);
    REQUIRE(view.squarePixels() * s.board().height() <= view.area().h);
    const std::optional<Pos> middle_after = squareAtMiddle(view);
    REQUIRE(middle_after);
    CHECK(std::abs(middle_after->x - middle->x) <= 1);
    CHECK(std::abs(middle_after->y - middle->y) <= 1);
    // Under the still pointer lies another square now (or the side panel): the bar is of it.
    const std::optional<Pos> under = view.squareAt(pointer.x, pointer.y);
    REQUIRE(under != target);
    CHECK_FALSE(barMovesTo(board, *target));
    if (under && s.characterAt(*under) < 0 && s.isLegal(Walk{hero, *under})) CHECK(barMovesTo(board, *under));

    // Back to the big window: the whole map again, its middle where it was.
    resize(app, 1280, 800);
    const std::optional<Pos> middle_back = squareAtMiddle(view);
    REQUIRE(middle_back);
    CHECK(std::abs(middle_back->x - middle->x) <= 1);
    CHECK(std::abs(middle_back->y - middle->y) <= 1);
}

TEST_CASE("Board: opened in a small window at the player's zoom, the map shows the side to play",
          "[app][board][resize]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.width = 800;
    options.height = 500;
    App app(options);
    REQUIRE(app.ok());
    // Full-size squares, the zoom the player chose in this game before (without one, the whole
    // map fits the window: board_refit_test.cpp).
    auto session = startQuestOne(app);
    app.setBoardZoom(session->gameId(), 1.0);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const BoardView& view = board.view();
    REQUIRE(view.squarePixels() * s.board().height() > view.area().h);  // the map does not fit
    int seen = 0, heroes = 0;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (s.character(i).side != Side::Heroes || !s.able(i)) continue;
        ++heroes;
        const SDL_Point c = view.centerOf(s.character(i).pos);
        if (view.area().contains(c.x, c.y)) ++seen;
    }
    REQUIRE(heroes > 0);
    CHECK(seen == heroes);
}
