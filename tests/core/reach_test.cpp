// GameState::reach(): the cheapest sequences of legal move actions (R9–R11, R35, R10, R48),
// on ASCII boards. Each route is replayed action by action: every action is legal where the
// route has brought the mover, and the AP add up to what the reach says.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

Action toAction(int w, const MoveStep& step) {
    switch (step.kind) {
        case MoveKind::Walk: return Walk{w, step.to};
        case MoveKind::Run: return Run{w, step.via, step.to};
        case MoveKind::Shift: return Shift{w, step.via, step.to};
    }
    return Walk{w, step.to};
}

std::optional<Pos> destination(const Action& a) {
    if (const auto* x = std::get_if<Walk>(&a)) return x->to;
    if (const auto* x = std::get_if<Run>(&a)) return x->to;
    if (const auto* x = std::get_if<Shift>(&a)) return x->to;
    return std::nullopt;
}

/// Direction changes along a route, square by square (item 18: the straightest route).
int turns(Pos from, const std::vector<MoveStep>& route) {
    std::vector<Pos> squares{from};
    for (const MoveStep& m : route) {
        if (m.kind != MoveKind::Walk) squares.push_back(m.via);
        squares.push_back(m.to);
    }
    int n = 0;
    for (std::size_t i = 2; i < squares.size(); ++i)
        if (squares[i] - squares[i - 1] != squares[i - 1] - squares[i - 2]) ++n;
    return n;
}

/// The reach and the legal list agree: every legal move's square is reached for at most its
/// AP, and every route replays legally for the AP it says (no dice may be rolled on the way).
void agreesWithLegalMoves(const GameState& s, int w) {
    const Reachable r = s.reach(w, s.character(w).side);
    for (const LegalAction& la : s.legalActions()) {
        const auto to = destination(la.action);
        if (actionActor(la.action) != w || !to) continue;
        INFO("legal move to " << to->x << "," << to->y);
        CHECK(r.ap(*to) >= 0);
        // R48: a route that walks onto a visible trap is taken over a run onto it for 1 AP more.
        const std::optional<MoveStep> step =
            std::holds_alternative<Run>(la.action)
                ? std::optional<MoveStep>{MoveStep{MoveKind::Run, std::get<Run>(la.action).via, *to}}
                : std::nullopt;
        const std::optional<RouteTrap> trap = step ? s.routeTrap(w, {*step}, s.character(w).side) : std::nullopt;
        CHECK(r.ap(*to) <= la.info.ap + (trap && trap->runs ? 1 : 0));
    }
    for (Pos p : r.squares()) {
        INFO("route to " << p.x << "," << p.y);
        GameState u = s;
        int spent = 0;
        for (const MoveStep& step : r.path(p)) {
            const Action a = toAction(w, step);
            REQUIRE_FALSE(u.whyIllegal(a).has_value());
            spent += u.info(a).ap;
            u.apply(a);
            REQUIRE_FALSE(u.pending().has_value());
        }
        CHECK(u.character(w).pos == p);
        CHECK(spent == r.ap(p));
    }
}

fixture::Spec flyerOverLava(std::vector<std::string> rows) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.cards[0].special_rules = {{SpecialRuleId::Flying, 0, AttackKind::All}};  // the hero flies
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    return spec;
}

}  // namespace

TEST_CASE("R35 reach: a flyer walks beside a lava strip, then flies over its one-square part", "[R35][R9][reach]") {
    // Quest I's fire spirit at (15,12): walk to (14,11), then a run over (14,10) to (14,9).
    GameState s = fixture::make(flyerOverLava({"#######",
                                                "#.....#",
                                                "#~~~~~#",
                                                "#~~.~~#",
                                                "#...A.#",
                                                "#....m#",
                                                "#######"}));
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    // No single action gets north of the lava: a run from (4,4) would end on the lava.
    CHECK_FALSE(s.isLegal(Run{a, {4, 3}, {4, 2}}));
    CHECK(*s.whyIllegal(Run{a, {4, 3}, {4, 2}}) == "Cannot end a move on lava at (4,2)");
    CHECK(r.ap({3, 3}) == 1);
    CHECK(r.ap({3, 1}) == 2);
    CHECK(r.path({3, 1}) == std::vector<MoveStep>{{MoveKind::Walk, {3, 3}, {3, 3}}, {MoveKind::Run, {3, 2}, {3, 1}}});
    CHECK(r.ap({4, 1}) == 2);  // (3,3), then over (4,2)
    CHECK(r.ap({2, 1}) == 2);
    CHECK(r.ap({5, 1}) == 2);  // (3,3), then over (4,2) on the diagonal
    CHECK(r.ap({1, 1}) == 2);
    CHECK_FALSE(r.reachable({3, 2}));  // never ends above the lava (R35)
    CHECK_FALSE(r.reachable({4, 2}));
    agreesWithLegalMoves(s, a);
}

TEST_CASE("R35 reach: a strip two squares wide is not flown over (each run ends on a free square)", "[R35][reach]") {
    GameState s = fixture::make(flyerOverLava({"#######",
                                                "#.....#",
                                                "#~~~~~#",
                                                "#~~~~~#",
                                                "#...A.#",
                                                "#....m#",
                                                "#######"}));
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    for (int x = 1; x <= 5; ++x) CHECK_FALSE(r.reachable({x, 1}));
    CHECK(s.isLegal(Jump{a, {4, 1}}));  // R43: it can still jump
    agreesWithLegalMoves(s, a);
}

TEST_CASE("R9 R11 reach: a run ends on a free square, its first and last squares", "[R9][R11][reach]") {
    GameState s = fixture::basic({
        "#######",
        "#A.B..#",
        "#######",
    });
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    CHECK_FALSE(s.isLegal(Run{a, {2, 1}, {3, 1}}));  // its last square is taken
    CHECK_FALSE(r.reachable({3, 1}));
    CHECK(r.ap({2, 1}) == 1);
    CHECK(r.path({2, 1}) == std::vector<MoveStep>{{MoveKind::Walk, {2, 1}, {2, 1}}});
    CHECK(r.ap({4, 1}) == 3);  // walk, then shift through B (R11: 2 AP)
    CHECK(r.path({4, 1}) == std::vector<MoveStep>{{MoveKind::Walk, {2, 1}, {2, 1}}, {MoveKind::Shift, {3, 1}, {4, 1}}});
    CHECK(r.ap({5, 1}) == 4);
    agreesWithLegalMoves(s, a);

    fixture::Spec open;
    open.rows = {"#######",
                 "#A....#",
                 "#######"};
    open.letters = {{'A', "hero"}};
    GameState o = fixture::make(open);
    const Reachable ro = o.reach(who(o, 'A'), Side::Heroes);
    CHECK(ro.ap({2, 1}) == 1);  // a run's first square: a walk
    CHECK(ro.ap({3, 1}) == 1);  // its last square: one run
    CHECK(ro.path({3, 1}) == std::vector<MoveStep>{{MoveKind::Run, {2, 1}, {3, 1}}});
    CHECK(ro.ap({5, 1}) == 2);
    agreesWithLegalMoves(o, who(o, 'A'));
}

TEST_CASE("R25 reach: a run crosses a hero down's square, no route ends there", "[R25][R9][reach]") {
    GameState s = fixture::basic({
        "#######",
        "#A.B..#",
        "#######",
    });
    const int a = who(s, 'A'), b = who(s, 'B');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(b)].presence = Presence::Down;
        d.characters[static_cast<std::size_t>(b)].hp = 0;
    });
    const Reachable r = s.reach(a, Side::Heroes);
    CHECK_FALSE(r.reachable({3, 1}));
    CHECK(r.ap({4, 1}) == 2);  // walk, then run over B (not a 3-AP shift)
    CHECK(r.path({4, 1}) == std::vector<MoveStep>{{MoveKind::Walk, {2, 1}, {2, 1}}, {MoveKind::Run, {3, 1}, {4, 1}}});
    CHECK(r.ap({5, 1}) == 3);
    agreesWithLegalMoves(s, a);
}

TEST_CASE("R10 reach: a diagonal closed by a wall on either side is gone round", "[R10][reach]") {
    for (const auto& rows : {std::vector<std::string>{"#####", "#A#.#", "#...#", "#####"},    // wall beside, east
                             std::vector<std::string>{"#####", "#A..#", "##..#", "#####"}}) {  // wall beside, south
        fixture::Spec spec;
        spec.rows = rows;
        spec.letters = {{'A', "hero"}};
        GameState s = fixture::make(spec);
        const int a = who(s, 'A');
        CHECK_FALSE(s.isLegal(Walk{a, {2, 2}}));
        const Reachable r = s.reach(a, Side::Heroes);
        CHECK(r.ap({2, 2}) == 1);  // a run round the corner, not the diagonal
        REQUIRE(r.path({2, 2}).size() == 1);
        CHECK(r.path({2, 2})[0].kind == MoveKind::Run);
        agreesWithLegalMoves(s, a);
    }
}

TEST_CASE("R9 reach: within the AP left, nothing for a character that cannot move", "[R9][reach]") {
    GameState s = fixture::basic({
        "##########",
        "#A.......#",
        "#........#",
        "#.......m#",
        "##########",
    });
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].ap = 1; });
    const Reachable r = s.reach(a, Side::Heroes);
    CHECK(r.ap({3, 1}) == 1);
    CHECK_FALSE(r.reachable({4, 1}));
    CHECK(r.ap({1, 1}) == 0);
    const Reachable enemy = s.reach(who(s, 'm'), Side::Master);  // not its side's turn
    CHECK(enemy.squares() == std::vector<Pos>{{8, 3}});
}

TEST_CASE("Reach: among routes of equal AP, the straightest", "[R9][reach]") {
    fixture::Spec spec;
    spec.rows = {"###########",
                 "#.........#",
                 "#.........#",
                 "#.........#",
                 "#A........#",
                 "#.........#",
                 "###########"};
    spec.letters = {{'A', "hero"}};
    spec.cards = fixture::basicCards();
    spec.cards[0].characteristics[Characteristic::ActionPoints] = 5;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    // Straight east: three runs along the row, no climbing and coming back down.
    CHECK(r.ap({7, 4}) == 3);
    CHECK(r.path({7, 4}) == std::vector<MoveStep>{{MoveKind::Run, {2, 4}, {3, 4}},
                                                  {MoveKind::Run, {4, 4}, {5, 4}},
                                                  {MoveKind::Run, {6, 4}, {7, 4}}});
    // Every square: no route turns more than it must (at most once in an open room).
    for (Pos p : r.squares()) {
        INFO("to " << p.x << "," << p.y);
        CHECK(turns({1, 4}, r.path(p)) <= 1);
    }
    // The same route every time.
    CHECK(s.reach(a, Side::Heroes).path({9, 1}) == r.path({9, 1}));
    agreesWithLegalMoves(s, a);
}

TEST_CASE("R48 reach: among routes of equal AP, one that keeps off a visible trap", "[R48][reach]") {
    GameState s = fixture::basic({
        "#######",
        "#.....#",
        "#A.^..#",
        "#.....#",
        "#######",
    });
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    CHECK(r.ap({3, 2}) == 2);  // the trap square itself can be reached, walking onto it (R48, play 10 #3)
    CHECK(r.ap({5, 2}) == 2);
    for (const MoveStep& m : r.path({5, 2})) {
        CHECK(m.to != Pos{3, 2});
        CHECK(m.via != Pos{3, 2});
    }
}

namespace {

/// Every route that ends with a jump replays legally: its moves, then the jump from where they
/// end, for the AP it says, with the chance the core gives that jump there (R43).
void jumpRoutesReplay(const GameState& s, int w) {
    const Reachable r = s.reach(w, s.character(w).side);
    for (const RouteJump& j : r.jumps()) {
        INFO("jump route to " << j.to.x << "," << j.to.y << " from " << j.from.x << "," << j.from.y);
        CHECK_FALSE(r.reachable(j.to));  // only where no route of moves leads
        CHECK(r.jump(j.to) != nullptr);
        GameState u = s;
        int spent = 0;
        for (const MoveStep& step : r.path(j.from)) {
            const Action a = toAction(w, step);
            REQUIRE_FALSE(u.whyIllegal(a).has_value());
            spent += u.info(a).ap;
            u.apply(a);
            REQUIRE_FALSE(u.pending().has_value());
        }
        REQUIRE(u.character(w).pos == j.from);
        const Action jump = Jump{w, j.to};
        REQUIRE_FALSE(u.whyIllegal(jump).has_value());
        CHECK(spent + u.info(jump).ap == j.ap);
        const std::optional<ActionOdds> o = u.odds(jump);
        REQUIRE(o.has_value());
        CHECK(o->tests.back().difficulty == j.difficulty);
        CHECK(o->tests.back().pass == Approx(j.pass));
        CHECK(o->success == Approx(j.success));
    }
}

// Quest I's lava: Irf at (12,13) walks to (13,11), then jumps over (13,10) to (13,9).
// clang-format off
const std::vector<std::string> kLavaStrip = {"#########",
                                             "#.......#",
                                             "#~~~~~~~#",
                                             "#~~~~.~~#",
                                             "#.......#",
                                             "#..A....#",
                                             "#########"};
// clang-format on

}  // namespace

TEST_CASE("R43 reach: moves, then a jump over a lava strip (play-test 3, finding 1)", "[R43][R49][reach]") {
    GameState s = fixture::make(fixture::basicSpec(kLavaStrip));
    const int a = who(s, 'A');
    REQUIRE(s.character(a).ap == 4);
    const Reachable r = s.reach(a, Side::Heroes);
    // No route of moves crosses the lava, and no single jump from (3,5) lands beyond it: over
    // three squares the test needs 8 (R43), more than Agility 2 can roll.
    for (int x = 1; x <= 7; ++x) {
        INFO("x " << x);
        CHECK_FALSE(r.reachable({x, 1}));
        CHECK_FALSE(r.reachable({x, 2}));  // never on the lava
        CHECK(r.jump({x, 2}) == nullptr);
        CHECK_FALSE(s.isLegal(Jump{a, {x, 1}}));
    }
    CHECK(r.jump({5, 4}) == nullptr);  // reached by moves: no jump offered
    CHECK(r.reachable({5, 4}));
    CHECK(r.jump({3, 5}) == nullptr);  // its own square
    // Straight across the one-square part: a run to (5,3), then a jump over (5,2), difficulty 2.
    const RouteJump* across = r.jump({5, 1});
    REQUIRE(across != nullptr);
    CHECK(across->from == Pos{5, 3});
    CHECK(across->ap == 2);
    CHECK(across->difficulty == 2);
    CHECK(r.path({5, 3}) == std::vector<MoveStep>{{MoveKind::Run, {4, 4}, {5, 3}}});
    // The likeliest route, not the shortest jump: (3,1) from (3,4) over two squares of lava
    // needs 4; from (5,3) on the diagonal over (4,2) only 2, for the same 2 AP.
    const RouteJump* west = r.jump({3, 1});
    REQUIRE(west != nullptr);
    CHECK(west->from == Pos{5, 3});
    CHECK(west->difficulty == 2);
    CHECK(west->ap == 2);
    // The first and the last squares of the far side.
    const RouteJump* first = r.jump({1, 1});
    REQUIRE(first != nullptr);
    CHECK(first->ap == 2);  // a walk to (1,4) or (4,4), then over two squares
    CHECK(first->difficulty == 4);
    const RouteJump* last = r.jump({7, 1});
    REQUIRE(last != nullptr);
    CHECK(last->from == Pos{5, 3});  // over (6,2) on the diagonal
    CHECK(last->difficulty == 2);
    CHECK(last->ap == 2);
    CHECK(last->pass > first->pass);
    // (6,1): no line from (5,3); on the diagonal from (3,4) over (4,3) and (5,2), difficulty 4.
    const RouteJump* sixth = r.jump({6, 1});
    REQUIRE(sixth != nullptr);
    CHECK(sixth->from == Pos{3, 4});
    CHECK(sixth->ap == 2);
    CHECK(sixth->difficulty == 4);
    jumpRoutesReplay(s, a);
    agreesWithLegalMoves(s, a);
}

TEST_CASE("R43 reach: a route's jump needs AP left where its moves end", "[R43][R9][reach]") {
    GameState s = fixture::make(fixture::basicSpec(kLavaStrip));
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].ap = 1; });
    const Reachable r = s.reach(a, Side::Heroes);
    CHECK(r.ap({5, 3}) == 1);                                       // it can get to the edge...
    for (int x = 1; x <= 7; ++x) CHECK(r.jump({x, 1}) == nullptr);  // ...with nothing left to jump
    // (A jump over two squares of floor still goes farther than a run: 1 AP.)
    REQUIRE(r.jump({6, 5}) != nullptr);
    CHECK(r.jump({6, 5})->from == Pos{3, 5});
    CHECK_FALSE(r.reachable({6, 5}));
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].ap = 2; });
    const Reachable r2 = s.reach(a, Side::Heroes);
    REQUIRE(r2.jump({5, 1}) != nullptr);
    CHECK(r2.jump({5, 1})->ap == 2);
    jumpRoutesReplay(s, a);
    // A jump from the mover's own square is a route with no moves.
    fixture::Spec spec = fixture::basicSpec({"#######", "#.....#", "#~~~~~#", "#..A..#", "#######"});
    GameState o = fixture::make(spec);
    const int b = who(o, 'A');
    const Reachable ro = o.reach(b, Side::Heroes);  // (jump() points into it: kept alive, not a temporary's)
    const RouteJump* direct = ro.jump({3, 1});
    REQUIRE(direct != nullptr);
    CHECK(direct->from == Pos{3, 3});
    CHECK(direct->ap == 1);
    CHECK(o.reach(b, Side::Heroes).path({3, 3}).empty());
    jumpRoutesReplay(o, b);
}

TEST_CASE("R43 reach: the chance a route's jump kills: its test fails and the fall lands in lava (playtest 8)",
          "[R43][R49][reach]") {
    // clang-format off
    GameState s = fixture::make(fixture::basicSpec({"#######",
                                                    "#.....#",
                                                    "#.....#",
                                                    "#~~~~~#",
                                                    "#..A..#",
                                                    "#######"}));
    // clang-format on
    const int a = who(s, 'A');
    const Reachable r = s.reach(a, Side::Heroes);
    // Over one square of lava: a failed jump falls into it.
    const RouteJump* near = r.jump({3, 2});
    REQUIRE(near != nullptr);
    CHECK(near->pass < 1.0);
    CHECK(near->dies == Approx(1.0 - near->pass));
    // Over the lava and a floor square: the fall die lands on either, half the faces each.
    const RouteJump* far = r.jump({3, 1});
    REQUIRE(far != nullptr);
    CHECK(far->difficulty == 4);
    CHECK(far->dies == Approx((1.0 - far->pass) / 2));
    // What the fall does when the test fails: the same squares (R43).
    for (const RouteJump& j : r.jumps()) CHECK(j.dies <= 1.0 - j.pass + 1e-12);
}

TEST_CASE("R48 reach: onto a visible trap, a walk (an Agility test) rather than a run (no test) for up to 1 AP more",
          "[R48][reach]") {
    // Play 10 #3: Quest I, Esterella (8,16) clicked the grate trap (12,16): two runs, 2 AP, the
    // second onto the trap: 4D6 wounds, no test. Walking its last step costs 3 AP.
    GameState s = fixture::basic({
        "##########",
        "#A...^...#",
        "#........#",
        "##########",
    });
    const int a = who(s, 'A');
    REQUIRE(s.character(a).ap >= 3);
    const Reachable r = s.reach(a, Side::Heroes);
    const std::vector<MoveStep> route = r.path({5, 1});
    REQUIRE_FALSE(route.empty());
    CHECK(r.ap({5, 1}) == 3);
    CHECK(route.back().kind == MoveKind::Walk);
    const std::optional<RouteTrap> trap = s.routeTrap(a, route, Side::Heroes);
    REQUIRE(trap);
    CHECK(trap->at == Pos{5, 1});
    CHECK_FALSE(trap->runs);
    CHECK(trap->difficulty == 1);
    // Two squares away: a walk and a walk (2 AP) rather than one run (1 AP).
    GameState near = fixture::basic({
        "#######",
        "#A.^..#",
        "#.....#",
        "#######",
    });
    const Reachable rn = near.reach(who(near, 'A'), Side::Heroes);
    CHECK(rn.ap({3, 1}) == 2);
    CHECK_FALSE(near.routeTrap(who(near, 'A'), rn.path({3, 1}), Side::Heroes)->runs);
    // A run onto it says so: its damage, no test.
    const std::optional<RouteTrap> run =
        s.routeTrap(a, {{MoveKind::Run, {2, 1}, {3, 1}}, {MoveKind::Run, {4, 1}, {5, 1}}}, Side::Heroes);
    REQUIRE(run);
    CHECK(run->runs);
    CHECK(run->dice == 4);
    // Squares beyond the trap keep their least AP (the walking route does not hide the others).
    CHECK(r.ap({7, 1}) == 3);
    CHECK(r.ap({8, 1}) == 4);
    // With 2 AP the walk does not fit: the run it is (and the click asks, the app's part).
    GameState tired = s;
    tired.apply(Walk{a, {1, 2}});
    tired.apply(Walk{a, {1, 1}});
    REQUIRE(tired.character(a).ap == 2);
    const Reachable rt = tired.reach(a, Side::Heroes);
    CHECK(rt.ap({5, 1}) == 2);
    const std::optional<RouteTrap> forced = tired.routeTrap(a, rt.path({5, 1}), Side::Heroes);
    REQUIRE(forced);
    CHECK(forced->runs);
}

TEST_CASE("R48 reach: the Master's route goes round his own hidden trap, the heroes' knows nothing of it",
          "[R48][reach]") {
    // Play 12 #10: Quest 5, the King of the Tombs' route ran over the Master's own hidden trap
    // though a route of the same AP went round it, with no warning. The trap question takes
    // the side that asks: the Master knows his hidden traps, the heroes only the visible ones.
    GameState s = fixture::basic({
        "############",
        "#A;.....;m.#",
        "#..........#",
        "############",
    });
    const int a = who(s, 'A');
    const int m = who(s, 'm');
    // The heroes: one run straight over the hidden trap (1 AP), nothing said of it (no leak).
    const Reachable ra = s.reach(a, Side::Heroes);
    CHECK(ra.ap({3, 1}) == 1);
    REQUIRE(ra.path({3, 1}) == std::vector<MoveStep>{{MoveKind::Run, {2, 1}, {3, 1}}});
    CHECK_FALSE(s.routeTrap(a, ra.path({3, 1}), Side::Heroes));

    s.apply(EndTurn{});
    REQUIRE(s.toMove() == Side::Master);
    // The Master: a run round it by (8,2), the same 1 AP, rather than the straight one over it.
    const Reachable rm = s.reach(m, Side::Master);
    CHECK(rm.ap({7, 1}) == 1);
    const std::vector<MoveStep> round = rm.path({7, 1});
    REQUIRE(round.size() == 1);
    CHECK(round.front().via == Pos{8, 2});
    CHECK_FALSE(s.routeTrap(m, round, Side::Master));
    // Asked by the heroes (what they know), the same mover's route goes straight: the search
    // does not avoid, nor tell, a trap the asking side does not know.
    const Reachable rh = s.reach(m, Side::Heroes);
    CHECK(rh.path({7, 1}) == std::vector<MoveStep>{{MoveKind::Run, {8, 1}, {7, 1}}});
    CHECK_FALSE(s.routeTrap(m, rh.path({7, 1}), Side::Heroes));
    // The straight run, asked by the Master: it runs onto his trap (its damage, no test).
    const std::optional<RouteTrap> over = s.routeTrap(m, {{MoveKind::Run, {8, 1}, {7, 1}}}, Side::Master);
    REQUIRE(over);
    CHECK(over->at == Pos{8, 1});
    CHECK(over->runs);
    CHECK(over->dice == 4);
}

TEST_CASE("R48 reach: a corridor through the Master's hidden trap: his route walks onto it and says so",
          "[R48][reach]") {
    GameState s = fixture::basic({
        "#####",
        "#m;.#",
        "#####",
        "#A..#",
        "#####",
    });
    const int m = who(s, 'm');
    s.apply(EndTurn{});
    REQUIRE(s.toMove() == Side::Master);
    REQUIRE(s.character(m).ap >= 2);
    // No way round: two walks (2 AP, an Agility test on the trap) rather than a run over it.
    const Reachable rm = s.reach(m, Side::Master);
    CHECK(rm.ap({3, 1}) == 2);
    const std::optional<RouteTrap> walks = s.routeTrap(m, rm.path({3, 1}), Side::Master);
    REQUIRE(walks);
    CHECK(walks->at == Pos{2, 1});
    CHECK_FALSE(walks->runs);
    CHECK(walks->difficulty == 1);
    // The heroes' question: the 1-AP run, and no trap.
    const Reachable rh = s.reach(m, Side::Heroes);
    CHECK(rh.ap({3, 1}) == 1);
    CHECK_FALSE(s.routeTrap(m, rh.path({3, 1}), Side::Heroes));
    // With 1 AP the run it is, asked first (runs onto it).
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].ap = 1; });
    const Reachable tired = s.reach(m, Side::Master);
    const std::optional<RouteTrap> runs = s.routeTrap(m, tired.path({3, 1}), Side::Master);
    REQUIRE(runs);
    CHECK(runs->runs);
}

TEST_CASE("R48 reach: a visible trap is known to both sides alike", "[R48][reach]") {
    GameState s = fixture::basic({
        "##########",
        "#A.....^m#",
        "#........#",
        "##########",
    });
    const int m = who(s, 'm');
    s.apply(EndTurn{});
    for (Side knower : {Side::Master, Side::Heroes}) {
        INFO("asked by " << (knower == Side::Master ? "the Master" : "the heroes"));
        const Reachable r = s.reach(m, knower);
        CHECK(r.ap({6, 1}) == 1);
        REQUIRE(r.path({6, 1}).size() == 1);
        CHECK(r.path({6, 1}).front().via == Pos{7, 2});
        const std::optional<RouteTrap> over = s.routeTrap(m, {{MoveKind::Run, {7, 1}, {6, 1}}}, knower);
        REQUIRE(over);
        CHECK(over->at == Pos{7, 1});
    }
}
