// Movement costs and shortest AP paths (paths.h): R9 walk/run, R10 diagonals, R11 shifting,
// R49 lava, on ASCII fixtures.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cata/core/paths.h"
#include "core/fixtures.h"

using cata::MoveKind;
using cata::MoveQuery;
using cata::MoveStep;
using cata::Occupancy;
using cata::Occupant;
using cata::Pos;
using cata::test::boardFromAscii;

namespace {


MoveQuery mover(Pos from, bool run = true) {
    MoveQuery q;
    q.from = from;
    q.mover_id = 1;
    q.side = cata::Side::Heroes;
    q.allow_run = run;
    return q;
}

MoveStep walk(Pos to) { return {MoveKind::Walk, to, to}; }
MoveStep run(Pos via, Pos to) { return {MoveKind::Run, via, to}; }
MoveStep shift(Pos via, Pos to) { return {MoveKind::Shift, via, to}; }

}  // namespace

template <>
struct Catch::StringMaker<MoveStep> {
    static std::string convert(const MoveStep& s) {
        const char* kind = s.kind == MoveKind::Walk ? "walk" : s.kind == MoveKind::Run ? "run" : "shift";
        return std::string(kind) + " " + Catch::StringMaker<Pos>::convert(s.via) + "->" +
               Catch::StringMaker<Pos>::convert(s.to);
    }
};

TEST_CASE("R9 walking costs 1 AP a square, running 1 AP for two", "[R9]") {
    const auto b = boardFromAscii({"......."});
    const Occupancy occ(b);
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(r.ap({0, 0}) == 0);
    CHECK(r.ap({1, 0}) == 1);
    CHECK(r.ap({2, 0}) == 1);
    CHECK(r.ap({3, 0}) == 2);
    CHECK(r.ap({6, 0}) == 3);
    CHECK(r.path({0, 0}).empty());
    CHECK(r.path({1, 0}) == std::vector<MoveStep>{walk({1, 0})});
    CHECK(r.path({2, 0}) == std::vector<MoveStep>{run({1, 0}, {2, 0})});
    CHECK(r.path({3, 0}) == std::vector<MoveStep>{run({1, 0}, {2, 0}), walk({3, 0})});
    CHECK(r.path({6, 0}) == std::vector<MoveStep>{run({1, 0}, {2, 0}), run({3, 0}, {4, 0}), run({5, 0}, {6, 0})});

    const auto walking = cata::reachableSquares(b, occ, mover({0, 0}, false));
    CHECK(walking.ap({6, 0}) == 6);
}

TEST_CASE("R9 R14 diagonal steps cost as much as orthogonal ones", "[R9][R14]") {
    const auto b = boardFromAscii({".....", ".....", ".....", ".....", "....."});
    const Occupancy occ(b);
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}, false));
    CHECK(r.ap({4, 4}) == 4);
    CHECK(r.ap({4, 2}) == 4);
    CHECK(r.squares().size() == 25);
    const auto running = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(running.ap({4, 4}) == 2);
}

TEST_CASE("R10 the path goes round a wall corner instead of cutting it", "[R10]") {
    const auto b = boardFromAscii({
        "A#",
        "..",
    });
    const Occupancy occ(b);
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}, false));
    CHECK(r.ap({1, 1}) == 2);
    CHECK(r.path({1, 1}) == std::vector<MoveStep>{walk({0, 1}), walk({1, 1})});
    // A run may turn the corner, two orthogonal steps for 1 AP.
    const auto running = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(running.ap({1, 1}) == 1);
    CHECK(running.path({1, 1}) == std::vector<MoveStep>{run({0, 1}, {1, 1})});
}

TEST_CASE("R10 characters do not forbid diagonals", "[R10]") {
    const auto b = boardFromAscii({
        "A.",
        "..",
    });
    Occupancy occ(b);
    occ.set({1, 0}, cata::test::occupant(5, cata::Side::Master));
    occ.set({0, 1}, cata::test::occupant(6, cata::Side::Master));
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(r.ap({1, 1}) == 1);
    CHECK_FALSE(r.reachable({1, 0}));
}

TEST_CASE("R32 R49 obstacles and lava are never entered, open doors are", "[R32][R49]") {
    const auto b = boardFromAscii({
        "A~.",
        "#+.",
        ".'.",
    });
    const Occupancy occ(b);
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK_FALSE(r.reachable({1, 0}));  // lava
    CHECK_FALSE(r.reachable({1, 1}));  // closed door
    CHECK_FALSE(r.reachable({2, 0}));  // behind them
    CHECK(r.squares() == std::vector<Pos>{{0, 0}});

    auto opened = b;
    opened.setTile({1, 1}, cata::TileKind::DoorOpen);
    const auto r2 = cata::reachableSquares(opened, occ, mover({0, 0}, false));
    // The diagonal to the open door has the wall (0,1) beside it (R10), so it is forbidden,
    // and lava (1,0) cannot be entered: the door stays out of reach.
    CHECK_FALSE(r2.reachable({1, 1}));
    opened.setTile({0, 1}, cata::TileKind::Floor);
    const auto r3 = cata::reachableSquares(opened, occ, mover({0, 0}, false));
    CHECK(r3.ap({1, 1}) == 1);
    CHECK(r3.ap({2, 0}) == 2);
}

TEST_CASE("R11 shifting through an ally costs 2 AP and never ends on the ally", "[R11]") {
    const auto b = boardFromAscii({"A.X.."});
    Occupancy occ(b);
    occ.set({0, 0}, cata::test::occupant(1, cata::Side::Heroes));  // the mover itself
    occ.set({2, 0}, cata::test::occupant(2, cata::Side::Heroes));  // an ally
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(r.ap({1, 0}) == 1);
    CHECK_FALSE(r.reachable({2, 0}));
    CHECK(r.ap({3, 0}) == 3);
    CHECK(r.path({3, 0}) == std::vector<MoveStep>{walk({1, 0}), shift({2, 0}, {3, 0})});
    CHECK(r.ap({4, 0}) == 4);
}

TEST_CASE("R25 a run crosses a hero down's square (either side's), never stops there", "[R25][R9]") {
    const auto b = boardFromAscii({"A.X.."});
    for (const cata::Side side : {cata::Side::Heroes, cata::Side::Master}) {
        Occupancy occ(b);
        Occupant down = cata::test::occupant(2, side);
        down.blocks_sight = false;
        down.crossable = true;
        occ.set({2, 0}, down);
        const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
        CHECK_FALSE(r.reachable({2, 0}));
        CHECK(r.ap({3, 0}) == 2);
        CHECK(r.path({3, 0}) == std::vector<MoveStep>{walk({1, 0}), run({2, 0}, {3, 0})});
        // Walking only: an ally down is shifted over (R11), an opponent down is not passed.
        const auto w = cata::reachableSquares(b, occ, mover({0, 0}, false));
        CHECK_FALSE(w.reachable({2, 0}));
        CHECK(w.reachable({3, 0}) == (side == cata::Side::Heroes));
    }
}

TEST_CASE("R11 no shifting through an opponent", "[R11]") {
    const auto b = boardFromAscii({"A.X.."});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(2, cata::Side::Master));
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK_FALSE(r.reachable({3, 0}));
    CHECK(r.squares() == std::vector<Pos>{{0, 0}, {1, 0}});
}

TEST_CASE("R11 shifting needs a free square after the ally: one ally at a time", "[R11]") {
    const auto b = boardFromAscii({"A.XX."});
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(2, cata::Side::Heroes));
    occ.set({3, 0}, cata::test::occupant(3, cata::Side::Heroes));
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK_FALSE(r.reachable({4, 0}));
}

TEST_CASE("R11 going round an ally is cheaper than shifting when there is room", "[R11][R9]") {
    const auto b = boardFromAscii({
        "A.X..",
        ".....",
    });
    Occupancy occ(b);
    occ.set({2, 0}, cata::test::occupant(2, cata::Side::Heroes));
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(r.ap({3, 0}) == 2);  // three squares round the ally: a run and a walk
    for (const MoveStep& s : r.path({3, 0})) CHECK(s.kind != MoveKind::Shift);
}

TEST_CASE("R9 R48 the planner walks onto visible traps unless told to run", "[R9][R48]") {
    const auto b = boardFromAscii({"A.^.."});
    const Occupancy occ(b);
    const auto r = cata::reachableSquares(b, occ, mover({0, 0}));
    CHECK(r.ap({2, 0}) == 2);
    CHECK(r.path({2, 0}) == std::vector<MoveStep>{walk({1, 0}), walk({2, 0})});
    CHECK(r.ap({4, 0}) == 3);
    MoveQuery q = mover({0, 0});
    q.run_onto_traps = true;
    const auto reckless = cata::reachableSquares(b, occ, q);
    CHECK(reckless.ap({2, 0}) == 1);
    CHECK(reckless.ap({4, 0}) == 2);
}

TEST_CASE("R9 max AP leaves out squares too far", "[R9]") {
    const auto b = boardFromAscii({"........"});
    const Occupancy occ(b);
    MoveQuery q = mover({0, 0});
    q.max_ap = 2;
    const auto r = cata::reachableSquares(b, occ, q);
    CHECK(r.ap({4, 0}) == 2);
    CHECK_FALSE(r.reachable({5, 0}));
    CHECK(r.squares().size() == 5);
    CHECK(r.ap({-1, 0}) == -1);
}
