// The board (board.h): obstacles (R32, R49), the diagonal rule (R10) and line of sight (R22),
// on ASCII fixtures. Letters in a drawing are floor squares named for the test.
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "cata/core/board.h"
#include "core/fixtures.h"

using cata::Board;
using cata::Occupancy;
using cata::Occupant;
using cata::Pos;
using cata::SightQuery;
using cata::Size;
using cata::TileKind;
using cata::test::boardFromAscii;

namespace {


SightQuery sight(Pos from, Pos to, Size viewer = Size::Normal, Size target = Size::Normal) {
    SightQuery q;
    q.from = from;
    q.to = to;
    q.viewer_id = 1;
    q.target_id = 2;
    q.viewer_side = cata::Side::Heroes;
    q.viewer_size = viewer;
    q.target_size = target;
    return q;
}

}  // namespace

TEST_CASE("R32 obstacles block movement and sight, open doors, lava and traps do not block sight", "[R32][R49]") {
    const Board b = boardFromAscii({"#%+'~o$C c^L."});
    auto at = [](int x) { return Pos{x, 0}; };
    for (int x : {0, 1, 2, 5, 6, 7, 8, 11}) {
        INFO("x = " << x);
        CHECK(b.isObstacle(at(x)));
        CHECK(b.blocksSight(at(x)));
        CHECK_FALSE(b.isWalkable(at(x)));
    }
    for (int x : {3, 9, 10, 12}) {  // open door, open cell, trap, floor
        INFO("x = " << x);
        CHECK_FALSE(b.isObstacle(at(x)));
        CHECK_FALSE(b.blocksSight(at(x)));
        CHECK(b.isWalkable(at(x)));
    }
    // R49: lava is not walkable, yet neither an obstacle nor a screen.
    CHECK_FALSE(b.isObstacle(at(4)));
    CHECK_FALSE(b.blocksSight(at(4)));
    CHECK_FALSE(b.isWalkable(at(4)));
    // Outside the map counts as void.
    CHECK(b.isObstacle({-1, 0}));
    CHECK(b.tile({0, 5}) == TileKind::Void);
    CHECK(cata::tileIsLowObstacle(TileKind::Rubble));
    CHECK(cata::tileIsLowObstacle(TileKind::Barrel));
    CHECK_FALSE(cata::tileIsLowObstacle(TileKind::Wall));
}

TEST_CASE("Board changes keep the drawing: a door opened, a barrel taken", "[R40][R26]") {
    Board b = boardFromAscii({".+o."});
    const Board drawn = b;
    b.setTile({1, 0}, TileKind::DoorOpen);
    b.setTile({2, 0}, TileKind::Floor);
    CHECK(b.isWalkable({1, 0}));
    CHECK(b.isWalkable({2, 0}));
    CHECK(b.originalTile({1, 0}) == TileKind::DoorClosed);
    CHECK(b.originalTile({2, 0}) == TileKind::Barrel);
    CHECK_FALSE(b == drawn);
    b.setTile({1, 0}, TileKind::DoorClosed);
    b.setTile({2, 0}, TileKind::Barrel);
    CHECK(b == drawn);
}

TEST_CASE("R10 diagonal past a wall corner is forbidden", "[R10]") {
    const Board b = boardFromAscii({
        "....",
        ".A#.",
        "..B.",
    });
    CHECK_FALSE(b.diagonalAllowed({1, 1}, {2, 2}));
    CHECK_FALSE(b.diagonalAllowed({2, 2}, {1, 1}));  // both ways
    // A diagonal ending next to the wall, with floor on both sides of the step: allowed.
    CHECK(b.diagonalAllowed({3, 0}, {2, 1}));
    CHECK_FALSE(b.diagonalAllowed({1, 0}, {3, 0}));  // not adjacent
    CHECK_FALSE(b.diagonalAllowed({1, 1}, {1, 1}));  // not a step
}

TEST_CASE("R10 diagonal between two free squares is allowed, orthogonal steps always are", "[R10]") {
    const Board b = boardFromAscii({
        "...",
        ".#.",
        "...",
    });
    // Around the wall in the middle: a diagonal with the wall beside it is forbidden...
    CHECK_FALSE(b.diagonalAllowed({1, 0}, {2, 1}));
    CHECK_FALSE(b.diagonalAllowed({0, 1}, {1, 2}));
    // ...one in a corner of the room, with floor on both sides, is allowed.
    CHECK(b.diagonalAllowed({0, 0}, {1, 1}));  // R10 looks beside the step, not at its end
    // Orthogonal steps are never R10's concern.
    CHECK(b.diagonalAllowed({1, 0}, {2, 0}));
    CHECK(b.diagonalAllowed({1, 0}, {1, 1}));
}

TEST_CASE("R10 every obstacle kind forbids the diagonal beside it", "[R10]") {
    for (const std::string obstacle : {"#", "%", "+", "L", "o", "$", "C", " "}) {
        const Board b = boardFromAscii({"." + obstacle, ".."});
        INFO("obstacle '" << obstacle << "'");
        CHECK_FALSE(b.diagonalAllowed({0, 0}, {1, 1}));
        CHECK(b.diagonalAllowed({0, 1}, {1, 0}));  // that diagonal lands on it: not R10's concern
    }
}

TEST_CASE("R10 open doors, open cells, lava and traps do not forbid a diagonal", "[R10][R49]") {
    for (const std::string beside : {"'", "c", "~", "^", "."}) {
        const Board b = boardFromAscii({"." + beside, ".."});
        INFO("beside '" << beside << "'");
        CHECK(b.diagonalAllowed({0, 0}, {1, 1}));
        CHECK(b.diagonalAllowed({1, 1}, {0, 0}));
    }
}

TEST_CASE("R10 opening the door beside a diagonal allows it", "[R10][R40]") {
    Board b = boardFromAscii({
        ".+",
        "..",
    });
    CHECK_FALSE(b.diagonalAllowed({0, 0}, {1, 1}));
    b.setTile({1, 0}, TileKind::DoorOpen);
    CHECK(b.diagonalAllowed({0, 0}, {1, 1}));
}

TEST_CASE("R10 the board's kept diagonals answer as the two squares beside each step, after every change",
          "[R10][R40]") {
    // Board keeps R10's answer per square (one lookup for the path searches): it must be the
    // rule's own, on every square and in every direction, from outside the board too, and stay
    // so as tiles change around a square (a door closed, a barrel put down, a wall cleared).
    Board b = boardFromAscii({
        ".#.'.",
        "..+..",
        "c.~^.",
        "..#..",
    });
    const auto agrees = [&b] {
        for (int y = -1; y <= b.height(); ++y)
            for (int x = -1; x <= b.width(); ++x)
                for (int dy : {-1, 1})
                    for (int dx : {-1, 1}) {
                        const Pos from{x, y}, to{x + dx, y + dy};
                        const bool rule = !b.isObstacle({x + dx, y}) && !b.isObstacle({x, y + dy});
                        if (b.diagonalAllowed(from, to) != rule) return false;
                    }
        return true;
    };
    CHECK(agrees());
    CHECK_FALSE(b.diagonalAllowed({0, 0}, {1, 1}));  // the wall on (1,0) beside it
    CHECK(b.diagonalAllowed({1, 1}, {0, 2}));
    b.setTile({3, 0}, TileKind::DoorClosed);
    CHECK(agrees());
    b.setTile({1, 2}, TileKind::Barrel);
    CHECK(agrees());
    b.setTile({1, 0}, TileKind::Floor);
    b.setTile({2, 1}, TileKind::DoorOpen);
    CHECK(agrees());
    CHECK(b.diagonalAllowed({0, 0}, {1, 1}));        // the wall cleared
    CHECK_FALSE(b.diagonalAllowed({1, 1}, {0, 2}));  // the barrel on (1,2) beside it
}

TEST_CASE("R22 trace: squares crossed and corners touched, exactly", "[R22]") {
    const cata::SightTrace straight = cata::traceSight({0, 0}, {3, 0});
    CHECK(straight.crossed == std::vector<Pos>{{1, 0}, {2, 0}});
    CHECK(straight.corners.empty());

    const cata::SightTrace knight = cata::traceSight({0, 0}, {2, 1});
    CHECK(knight.crossed == std::vector<Pos>{{1, 0}, {1, 1}});
    CHECK(knight.corners.empty());

    const cata::SightTrace diagonal = cata::traceSight({0, 0}, {2, 2});
    CHECK(diagonal.crossed == std::vector<Pos>{{1, 1}});
    REQUIRE(diagonal.corners.size() == 2);
    CHECK(diagonal.corners[0] == std::pair<Pos, Pos>{{1, 0}, {0, 1}});
    CHECK(diagonal.corners[1] == std::pair<Pos, Pos>{{2, 1}, {1, 2}});

    // (0,0) → (2,6): x = 0.5 + (y − 0.5) / 3 meets the grid points (1,2) and (2,5).
    const cata::SightTrace steep = cata::traceSight({0, 0}, {2, 6});
    CHECK(steep.crossed == std::vector<Pos>{{0, 1}, {1, 2}, {1, 3}, {1, 4}, {2, 5}});
    REQUIRE(steep.corners.size() == 2);
    CHECK(steep.corners[0] == std::pair<Pos, Pos>{{1, 1}, {0, 2}});
    CHECK(steep.corners[1] == std::pair<Pos, Pos>{{2, 4}, {1, 5}});

    CHECK(cata::traceSight({4, 4}, {4, 4}).crossed.empty());
    CHECK(cata::traceSight({4, 4}, {5, 5}).crossed.empty());
}

TEST_CASE("R22 a wall on the line blocks it, lava and an open door do not", "[R22][R49]") {
    const Board b = boardFromAscii({
        "A.#.B",
        "A.~.B",
        "A.'.B",
        "A.+.B",
    });
    CHECK_FALSE(cata::terrainLineOfSight(b, {0, 0}, {4, 0}));
    CHECK(cata::terrainLineOfSight(b, {0, 1}, {4, 1}));
    CHECK(cata::terrainLineOfSight(b, {0, 2}, {4, 2}));
    CHECK_FALSE(cata::terrainLineOfSight(b, {0, 3}, {4, 3}));
}

TEST_CASE("R22 corner touching a single blocking square does not block", "[R22]") {
    const Board b = boardFromAscii({
        "A#.",
        "...",
        "..B",
    });
    CHECK(cata::terrainLineOfSight(b, {0, 0}, {2, 2}));
    CHECK(cata::terrainLineOfSight(b, {2, 2}, {0, 0}));
}

TEST_CASE("R22 corner touching two blocking squares blocks", "[R22]") {
    const Board b = boardFromAscii({
        "A#.",
        "#..",
        "..B",
    });
    CHECK_FALSE(cata::terrainLineOfSight(b, {0, 0}, {2, 2}));
    CHECK_FALSE(cata::terrainLineOfSight(b, {2, 2}, {0, 0}));
    // A wall and a character at the corner block too (both squares block).
    const Board open = boardFromAscii({
        "A#.",
        "...",
        "..B",
    });
    Occupancy occ(open);
    occ.set({0, 1}, cata::test::occupant(3, cata::Side::Master));
    CHECK_FALSE(cata::lineOfSight(open, occ, sight({0, 0}, {2, 2})));
}

TEST_CASE("R22 a shallow line crossing the corner area of a wall square is blocked", "[R22]") {
    const Board b = boardFromAscii({
        "A....",
        ".#...",
        "....B",
    });
    // From (0.5, 0.5) to (4.5, 2.5) the segment enters (1,1) at y = 1, x = 1.5.
    CHECK(cata::traceSight({0, 0}, {4, 2}).crossed == std::vector<Pos>{{1, 0}, {1, 1}, {2, 1}, {3, 1}, {3, 2}});
    CHECK_FALSE(cata::terrainLineOfSight(b, {0, 0}, {4, 2}));
    // From below the wall's row, rising to (4,1), the segment passes under the wall.
    CHECK(cata::terrainLineOfSight(b, {0, 2}, {4, 1}));
    CHECK(cata::terrainLineOfSight(b, {0, 0}, {4, 0}));
}

TEST_CASE("R22 line of sight is symmetric on a cluttered board", "[R22]") {
    const Board b = boardFromAscii({
        "......#...",
        "..#.......",
        ".....%..#.",
        ".#....~...",
        "....+.....",
        "..o.....#.",
        "......$...",
    });
    int visible = 0, hidden = 0;
    for (int y1 = 0; y1 < b.height(); ++y1)
        for (int x1 = 0; x1 < b.width(); ++x1)
            for (int y2 = 0; y2 < b.height(); ++y2)
                for (int x2 = 0; x2 < b.width(); ++x2) {
                    const Pos p{x1, y1}, q{x2, y2};
                    const bool ab = cata::terrainLineOfSight(b, p, q);
                    REQUIRE(ab == cata::terrainLineOfSight(b, q, p));
                    (ab ? visible : hidden)++;
                }
    CHECK(visible > 0);
    CHECK(hidden > 0);
}

TEST_CASE("R22 characters in between hide a normal-size target", "[R22]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    occ.set({0, 0}, cata::test::occupant(1, cata::Side::Heroes));
    occ.set({4, 0}, cata::test::occupant(2, cata::Side::Master));
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master));
    CHECK_FALSE(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0})));
    // The viewer and the target never block themselves.
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {2, 0})));
}

TEST_CASE("R22 short characters block nobody", "[R22][R37]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master, Size::Short));
    for (Size target : {Size::Short, Size::Normal, Size::Tall, Size::Gigantic})
        CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Short, target)));
}

TEST_CASE("R22 tall target seen over normal characters", "[R22][R37]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master, Size::Normal));
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Tall)));
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Gigantic)));
    CHECK_FALSE(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Short)));
    // Decision: seeing is mutual, so the tall one sees the normal one over the crowd too.
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Tall, Size::Normal)));
}

TEST_CASE("R22 tall characters hide tall ones but not gigantic ones", "[R22][R37]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master, Size::Tall));
    CHECK_FALSE(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Tall)));
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Gigantic)));
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master, Size::Gigantic));
    CHECK_FALSE(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Normal, Size::Gigantic)));
    CHECK(cata::characterHides(Size::Gigantic, Size::Short, Size::Short));
    CHECK_FALSE(cata::characterHides(Size::Short, Size::Gigantic, Size::Gigantic));
}

TEST_CASE("R22 invisible characters and heroes down never block", "[R22][R38][R25]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    Occupant ghost = cata::test::occupant(3, cata::Side::Master, Size::Gigantic);
    ghost.invisible = true;
    occ.set({2, 0}, ghost);
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0})));
    Occupant down = cata::test::occupant(4, cata::Side::Heroes);
    down.blocks_sight = false;
    occ.set({2, 0}, down);
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0})));
}

TEST_CASE("R22 a viewer shooting through allies ignores them, not opponents", "[R22]") {
    const Board b = boardFromAscii({"A.X.B"});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Heroes));  // an ally of the viewer (both heroes)
    SightQuery q = sight({0, 0}, {4, 0});
    CHECK_FALSE(cata::lineOfSight(b, occ, q));
    q.ignore_allies = true;
    CHECK(cata::lineOfSight(b, occ, q));
    occ.set({2, 0}, cata::test::occupant(3, cata::Side::Master));  // an opponent: still blocks
    CHECK_FALSE(cata::lineOfSight(b, occ, q));
}

TEST_CASE("R22 a gigantic viewer's own footprint does not block its sight", "[R22][R37]") {
    const Board b = boardFromAscii({"AA..B"});
    Occupancy occ(b);
    occ.set({0, 0}, cata::test::occupant(1, cata::Side::Master, Size::Gigantic));
    occ.set({1, 0}, cata::test::occupant(1, cata::Side::Master, Size::Gigantic));
    CHECK(cata::lineOfSight(b, occ, sight({0, 0}, {4, 0}, Size::Gigantic, Size::Normal)));
}
