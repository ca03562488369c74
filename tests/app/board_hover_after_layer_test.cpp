// The board's hover after a layer over it closes: the game menu, the help,
// the end-turn warning. The pointer went on moving over the layer, where the board does not see
// it; when the board is shown again its highlighted square, its action bar's rows and its
// tooltip are of where the pointer is then, not of its last motion before the layer opened.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "board_support.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// A free square `who` can walk to in one action.
Pos reachableSquare(const BoardScreen& board, int who) {
    const GameState& s = board.session().state();
    for (const LegalAction& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who && s.characterAt(w->to) < 0) return w->to;
    FAIL("no square to walk to");
    return Pos{};
}

/// True when the bar lists a move (walk, run, shift) or a jump to `p`.
bool listsMoveTo(const BoardScreen& board, Pos p) {
    return std::any_of(board.actions().begin(), board.actions().end(), [&](const ActionItem& i) {
        if (const auto* w = std::get_if<Walk>(&i.action)) return w->to == p;
        if (const auto* r = std::get_if<Run>(&i.action)) return r->to == p;
        if (const auto* s = std::get_if<Shift>(&i.action)) return s->to == p;
        if (const auto* j = std::get_if<Jump>(&i.action)) return j->to == p;
        return false;
    });
}

/// The hero on (6,17), next to the doorway (questOne() with `adjacent`).
int heroBesideDoorway(const GameState& s) {
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Heroes && s.character(i).pos == Pos{6, 17}) hero = i;
    REQUIRE(hero >= 0);
    return hero;
}

void movePointer(App& app, SDL_Point at) {
    moveMouse(at.x, at.y);
    app.runFrames(2);
}

/// The pointer leaves the window (as SDL reports it; the app never passes it to a screen).
void leaveWindow(App& app) {
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_LEAVE;
    e.window.windowID = SDL_GetWindowID(app.window());
    SDL_PushEvent(&e);
    app.runFrames(2);
}

}  // namespace

TEST_CASE_METHOD(AdjacentBoardTest, "Board: when a layer over it closes, the hover is of where the pointer is now",
                 "[app][board][hover]") {
    const int hero = heroBesideDoorway(s);
    const int enemy = adjacentEnemy(s, hero);
    REQUIRE(enemy >= 0);
    selectCharacter(app, board, hero);

    // The pointer on the enemy: its square lit, the attack's odds in the tooltip.
    const Pos a = s.character(enemy).pos;
    movePointer(app, board.view().centerOf(a));
    REQUIRE(board.overlays().hovered == a);
    const std::string enemy_tip = board.tooltip();
    REQUIRE_FALSE(enemy_tip.empty());
    const Pos b = reachableSquare(board, hero);
    REQUIRE_FALSE(listsMoveTo(board, b));

    // Each layer: how it opens, how it closes.
    struct Layer {
        const char* name;
        SDL_Keycode open;
        SDL_Keycode close;
        const char* top;
    };
    const Layer layer = GENERATE(Layer{"game menu", SDLK_ESCAPE, SDLK_ESCAPE, "game_menu"},
                                 Layer{"help", SDLK_F1, SDLK_ESCAPE, "help"});
    INFO("layer: " << layer.name);
    press(app, layer.open);
    REQUIRE(topScreen(app) == layer.top);

    SECTION("the pointer ends on another square of the map: that square, its rows, its tooltip") {
        movePointer(app, board.view().centerOf(b));  // over the layer: the board does not see it
        {
            // Meanwhile the board under the layer draws no tooltip (the pointer is on the layer).
            LayoutRecord rec;
            app.painter().record(&rec);
            app.redraw();
            app.runFrames(1);
            app.painter().record(nullptr);
            const std::string first = enemy_tip.substr(0, enemy_tip.find('\n'));
            CHECK(std::none_of(rec.texts.begin(), rec.texts.end(), [&](const TextBox& t) { return t.text == first; }));
        }
        press(app, layer.close);
        REQUIRE(topScreen(app) == "board");
        CHECK(board.overlays().hovered == b);  // was the enemy's square
        CHECK(listsMoveTo(board, b));
        const std::vector<Pos>& path = board.overlays().path;
        CHECK((!path.empty() && path.back() == b));
        CHECK(board.tooltip() != enemy_tip);
    }

    SECTION("the pointer ends off the map (on the quest's title): no square, the title's tooltip") {
        const Rect title = board.titleRect();
        movePointer(app, SDL_Point{title.centerX(), title.centerY()});
        press(app, layer.close);
        REQUIRE(topScreen(app) == "board");
        CHECK_FALSE(board.overlays().hovered.has_value());
        CHECK(board.tooltip().rfind(app.tr("quest.objective"), 0) == 0);
    }

    SECTION("the pointer left the window: no square, no tooltip") {
        leaveWindow(app);
        press(app, layer.close);
        REQUIRE(topScreen(app) == "board");
        CHECK_FALSE(board.overlays().hovered.has_value());
        CHECK(board.tooltip().empty());
    }
}

TEST_CASE_METHOD(AdjacentBoardTest,
                 "Board: a layer closing with the pointer on the action bar keeps its rows under the pointer",
                 "[app][board][hover]") {
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Heroes && s.character(i).pos == Pos{6, 17}) hero = i;
    REQUIRE(hero >= 0);
    clickSquare(app, board.view(), s.character(hero).pos);
    const Pos b = reachableSquare(board, hero);
    movePointer(app, board.view().centerOf(b));
    REQUIRE(listsMoveTo(board, b));
    const auto row = board.actionRect(0);
    REQUIRE(row);
    movePointer(app, SDL_Point{row->centerX(), row->centerY()});
    const std::vector<std::string> rows = barLabels(board.actions());
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.overlays().hovered == b);
    CHECK(barLabels(board.actions()) == rows);
}

TEST_CASE_METHOD(AdjacentBoardTest, "Board: when the end-turn warning closes, the hover is of where the pointer is now",
                 "[app][board][hover]") {
    const int hero = heroBesideDoorway(s);
    const int enemy = adjacentEnemy(s, hero);
    REQUIRE(enemy >= 0);
    clickSquare(app, board.view(), s.character(hero).pos);
    const Pos a = s.character(enemy).pos;
    const Pos b = reachableSquare(board, hero);
    movePointer(app, board.view().centerOf(a));
    REQUIRE(board.overlays().hovered == a);

    press(app, SDLK_e);  // AP left: the warning, drawn by the board itself
    REQUIRE(board.confirmingEndTurn());
    movePointer(app, board.view().centerOf(b));
    press(app, SDLK_ESCAPE);
    REQUIRE_FALSE(board.confirmingEndTurn());
    CHECK(board.overlays().hovered == b);  // was the enemy's square
    CHECK(listsMoveTo(board, b));
}
