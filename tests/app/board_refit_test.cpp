// The board refitted to its window (a play-test's "1280×800 → 1024×640:
// heroes half off the left edge"): a window resized through real SDL events, or a UI scale
// changed, refits a map shown whole to the new board area; a map the player zoomed into keeps
// its zoom with its middle, and stays on screen. And the side panel shares its room by content:
// a dice tray holding one roll takes that roll's height, not a fixed block, so the action bar
// gets the room at 200 %.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "board_support.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The rectangle the whole map covers on screen, from its corner squares.
Rect refitMapRect(const BoardView& view, const GameState& s) {
    const int half = view.squarePixels() / 2;
    const SDL_Point first = view.centerOf(Pos{0, 0});
    const SDL_Point last = view.centerOf(Pos{s.board().width() - 1, s.board().height() - 1});
    return Rect{first.x - half, first.y - half, last.x - first.x + view.squarePixels(),
                last.y - first.y + view.squarePixels()};
}

bool refitInside(const Rect& inner, const Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
           inner.bottom() <= outer.bottom();
}

std::string refitStr(const Rect& r) {
    std::ostringstream o;
    o << r.x << "," << r.y << " " << r.w << "x" << r.h;
    return o.str();
}

/// Resizes the window as a player does (SDL sends the resize events), lets the board draw.
void refitResize(App& app, int w, int h) {
    SDL_SetWindowSize(app.window(), w, h);
    app.runFrames(3);
    REQUIRE(app.width() == w);
    REQUIRE(app.height() == h);
}

/// Quest `number` with its default deployment on a board pushed on `app`.
BoardScreen& refitQuest(App& app, int number) {
    const content::ContentDocuments& docs = app.documents();
    return pushBoard(app, startGame(app, deployedGame(docs, questNumbered(docs, number), 3)));
}

/// Turns the wheel by `notches` over the map's square `p` (zoom in: positive).
void refitWheel(App& app, const BoardView& view, Pos p, int notches) {
    const SDL_Point c = view.centerOf(p);
    moveMouse(c.x, c.y);
    app.runFrames(1);
    queueWheel(notches);
    app.runFrames(2);
}

void refitScale(App& app, double scale) {
    editSettings(app, [&](Settings& st) {
        st.ui_scale = scale;
        st.hand_off = false;
    });
    if (app.screens().top()) app.runFrames(3);  // (an app with no screen left quits)
}

}  // namespace

TEST_CASE("Refit: a window made smaller (or larger) refits the whole map to the board area, heroes on screen",
          "[app][board][resize][refit]") {
    for (const int quest : {1, 2, 6}) {
        HeadlessHome home;
        App app(home.options());
        REQUIRE(app.ok());
        REQUIRE(app.width() == 1280);
        BoardScreen& board = refitQuest(app, quest);
        const GameState& s = board.session().state();
        const BoardView& view = board.view();
        for (const auto& [w, h] :
             {std::pair{1024, 640}, {880, 550}, {800, 500}, {1280, 800}, {1920, 1080}, {1024, 640}}) {
            refitResize(app, w, h);
            const Rect map = refitMapRect(view, s);
            INFO("Quest " << quest << " at " << w << "x" << h << ": map " << refitStr(map) << " in the board area "
                          << refitStr(view.area()) << ", squares of " << view.squarePixels() << " px");
            CHECK(refitInside(map, view.area()));
            // It fills the area in one direction (a pixel more per square would not fit), up to
            // full-size tiles.
            const int larger = view.squarePixels() + 1;
            CHECK((larger * s.board().width() > view.area().w || larger * s.board().height() > view.area().h ||
                   view.squarePixels() == kTilePixels));
            // And the area is the window's left of the side panel.
            CHECK(view.area().right() <= app.width());
            for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
                if (s.character(i).side != Side::Heroes || !s.able(i)) continue;
                const SDL_Point c = view.centerOf(s.character(i).pos);
                INFO(s.character(i).card << " at " << c.x << "," << c.y);
                CHECK(refitInside(Rect{c.x - view.squarePixels() / 2, c.y - view.squarePixels() / 2,
                                       view.squarePixels(), view.squarePixels()},
                                  view.area()));
            }
        }
    }
}

TEST_CASE_METHOD(AppTest, "Refit: a UI scale changed on the board refits the whole map to the new board area",
                 "[app][board][refit]") {
    BoardScreen& board = refitQuest(app, 2);
    const GameState& s = board.session().state();
    const BoardView& view = board.view();
    for (const double scale : {2.0, 1.5, 1.0, 1.75}) {
        refitScale(app, scale);
        const Rect map = refitMapRect(view, s);
        INFO("scale " << scale * 100 << " %: map " << refitStr(map) << " in " << refitStr(view.area()));
        CHECK(refitInside(map, view.area()));
    }
}

TEST_CASE_METHOD(
    AppTest, "Refit: a map the player zoomed into keeps its zoom and its middle after a resize, and covers its area",
    "[app][board][resize][refit]") {
    BoardScreen& board = refitQuest(app, 1);
    const GameState& s = board.session().state();
    const BoardView& view = board.view();
    refitWheel(app, view, Pos{13, 11}, 3);
    const int zoomed = view.squarePixels();
    const std::optional<Pos> middle = view.squareAt(view.area().centerX(), view.area().centerY());
    REQUIRE(middle);
    REQUIRE(refitMapRect(view, s).w > view.area().w);  // zoomed in: only part of the map shows
    for (const auto& [w, h] : {std::pair{1024, 640}, {800, 500}, {1280, 800}}) {
        refitResize(app, w, h);
        INFO(w << "x" << h);
        CHECK(view.squarePixels() == zoomed);
        const std::optional<Pos> after = view.squareAt(view.area().centerX(), view.area().centerY());
        REQUIRE(after);
        CHECK(std::abs(after->x - middle->x) <= 1);
        CHECK(std::abs(after->y - middle->y) <= 1);
        // The map stays on screen: no band of nothing beside it where it is wider than the area.
        const Rect map = refitMapRect(view, s);
        INFO("map " << refitStr(map) << " in " << refitStr(view.area()));
        CHECK(map.x <= view.area().x);
        CHECK(map.right() >= view.area().right());
        CHECK(map.y <= view.area().y);
        CHECK(map.bottom() >= view.area().bottom());
    }
    // Zoomed back out as far as the wheel goes: the whole map, and a resize refits it again.
    refitWheel(app, view, Pos{13, 11}, -20);
    REQUIRE(refitInside(refitMapRect(view, s), view.area()));
    refitResize(app, 1024, 640);
    const Rect map = refitMapRect(view, s);
    INFO("map " << refitStr(map) << " in " << refitStr(view.area()));
    CHECK(refitInside(map, view.area()));
}

TEST_CASE_METHOD(AppTest,
                 "Refit: at 200 % a dice tray holding one roll takes that roll's height and the bar gets the room",
                 "[app][board][bar][refit]") {
    refitScale(app, 2.0);
    // Quest I, the Master to move: the King of the Tombs in the doorway (7,17), a hero next
    // to him, the other heroes in his sight, two of his own beside him (a dozen rows for him).
    auto session = kingCrowd(app, questOne(app), /*beside=*/1);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), hero = s.characterAt(Pos{6, 17});
    REQUIRE(hero >= 0);
    const auto kingsRows = [&] {
        selectCharacter(app, board, king);
        moveMouse(board.view().centerOf(s.character(king).pos).x, board.view().centerOf(s.character(king).pos).y);
        app.runFrames(2);
    };
    kingsRows();
    REQUIRE(board.diceTray().rolls().empty());
    const std::size_t rows_empty = board.actionBar().drawn().size();
    INFO("empty tray: " << board.actions().size() << " rows, " << rows_empty << " drawn, "
                        << board.combatLog().visibleRows() << " log lines");
    REQUIRE(board.actions().size() >= 7);  // (no heal for the unhurt: findings-3 #5)
    // The bar before the card's last lines: six rows and "+N more" (were three), six log lines.
    // (Six rows' room: a label too long for one line takes two, findings-3 #5.)
    int bar_rows_h = 0;
    for (const DrawnRow& r : board.actionBar().drawn()) bar_rows_h += r.rect.h + app.painter().px(2);
    CHECK(bar_rows_h >= 6 * app.painter().px(24));
    CHECK(board.combatLog().visibleRows() >= 6);

    // The King's melee attack on the hero: one roll on the tray (its dice, the heading
    // wrapped under them at this width).
    REQUIRE(board.choose(Melee{king, hero}));
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    press(app, SDLK_SPACE);  // the dice settle
    REQUIRE(topScreen(app) == "board");
    REQUIRE(board.diceTray().rolls().size() == 1);
    kingsRows();
    REQUIRE(board.actions().size() >= 7);
    const std::size_t rows_roll = board.actionBar().drawn().size();
    INFO("one roll: " << board.actions().size() << " rows, " << rows_roll << " drawn, "
                      << board.combatLog().visibleRows() << " log lines");
    // The tray takes what this roll needs (the dice, the heading and the result wrapped under
    // them, and a hit's wounds), less than the 150 units it took for any roll: the bar
    // keeps three rows and "+N more", the log five lines at least (it had four; six before the
    // tray told the wounds of a hit on a line of their own when they do not fit after the result).
    CHECK(board.diceTray().height(app.painter(), board.actionBar().area().w) < app.painter().px(150));
    CHECK(rows_roll >= 3);
    CHECK(board.combatLog().visibleRows() >= (board.diceTray().rolls()[0].wound.empty() ? 6 : 5));
}

TEST_CASE_METHOD(AppTest, "Refit: at 200 % the unexpected event's 2D6 on the tray leaves the bar a hero's rows",
                 "[app][board][bar][refit]") {
    refitScale(app, 2.0);
    // Quest I, the Master to move in turn 1: the board ends his turn, the heroes' turn 2 opens
    // with the unexpected event (R45), its 2D6 on the tray.
    auto session = startQuestOne(app);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(board.choose(EndTurn{}));
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    press(app, SDLK_SPACE);  // the dice settle
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.activeSide() == Side::Heroes);
    REQUIRE_FALSE(board.diceTray().rolls().empty());
    REQUIRE(board.diceTray().rolls().back().d6.size() == 2);
    // The hero with the most rows, selected, the pointer on him.
    int hero = -1;
    std::size_t most = 0;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (s.character(i).side != Side::Heroes || !s.able(i)) continue;
        clickSquare(app, board.view(), s.character(i).pos);
        if (board.selected() == i && board.actions().size() > most) {
            most = board.actions().size();
            hero = i;
        }
    }
    REQUIRE(hero >= 0);
    clickSquare(app, board.view(), s.character(hero).pos);
    app.runFrames(2);
    INFO(s.character(hero).card << ": " << board.actions().size() << " rows, " << board.actionBar().drawn().size()
                                << " drawn, " << board.combatLog().visibleRows() << " log lines");
    REQUIRE(app.saveScreenshot(shotPath("refit_bar_200")));
    REQUIRE(board.actions().size() >= 4);  // (no heal for the unhurt: findings-3 #5)
    // A roll of two dice and a line takes less than the 150 units the tray took for any roll;
    // the bar comes before the card's last lines (which scroll): more than three rows and "+N
    // more", and six log lines (there were four).
    const int tray = board.diceTray().height(app.painter(), board.actionBar().area().w);
    CHECK(tray < app.painter().px(100));
    CHECK(board.actionBar().drawn().size() >= 4);
    // Over four rows the card keeps its vitals and all its characteristics before the log its
    // sixth line (play 8 #11: a view of two stat lines while choosing).
    CHECK(board.combatLog().visibleRows() >= 5);
}
