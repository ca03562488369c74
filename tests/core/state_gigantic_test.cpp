// R37: gigantic characters and their W×H footprint in GameState, on ASCII boards with forced
// dice. A gigantic letter is drawn on every square of its footprint; its `pos` is the top-left
// square (docs/rules.md, engine decisions for R37).
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "cata/core/paths.h"
#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

CharacterCard gigantic(const std::string& id, Formation f, int hp) {
    CharacterCard c = fixture::card(id, f, hp, 4);
    c.size = Size::Gigantic;
    c.footprint_w = 2;
    c.footprint_h = 2;
    return c;
}

// G: a 2×2 gigantic Master troop (20 HP, 4 AP); T: a 2×2 gigantic hero; A, B heroes; m, n troops.
fixture::Spec giants(std::vector<std::string> rows) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.cards.push_back(gigantic("giant", Formation::MasterTroop, 20));
    spec.cards.push_back(gigantic("titan", Formation::Hero, 20));
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'m', "troop"}, {'n', "troop"}, {'G', "giant"}, {'T', "titan"}};
    return spec;
}

/// Squares the character `mover` can end a move on, from where it stands, with the others as
/// obstacles (paths.h with the card's footprint).
Reachable reach(const GameState& s, int mover) {
    Occupancy occ(s.board());
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (i == mover || !s.able(i)) continue;
        Occupant o;
        o.id = i;
        o.side = s.character(i).side;
        for (Pos p : Footprint{s.character(i).pos, s.card(i).footprint_w, s.card(i).footprint_h}.squares()) occ.set(p, o);
    }
    MoveQuery q;
    q.from = s.character(mover).pos;
    q.mover_id = mover;
    q.side = s.character(mover).side;
    q.width = s.card(mover).footprint_w;
    q.height = s.card(mover).footprint_h;
    return reachableSquares(s.board(), occ, q);
}

}  // namespace

TEST_CASE("R37 a gigantic character occupies every square of its footprint", "[R37]") {
    GameState s = fixture::make(giants({"#######",
                                        "#A....#",
                                        "#..GG.#",
                                        "#..GG.#",
                                        "#######"}));
    const int a = who(s, 'A'), g = who(s, 'G');
    CHECK(s.character(g).pos == Pos{3, 2});  // the top-left square
    for (Pos p : {Pos{3, 2}, Pos{4, 2}, Pos{3, 3}, Pos{4, 3}}) CHECK(s.characterAt(p) == g);
    CHECK(s.characterAt({2, 2}) < 0);
    CHECK(s.characterAt({5, 3}) < 0);
    CHECK(s.toString() == "#######\n#0....#\n#..11.#\n#..11.#\n#######\n");
    s.apply(Walk{a, {2, 2}});
    CHECK(*s.whyIllegal(Walk{a, {3, 3}}) == "(3,3) is taken by G");
    CHECK(*s.whyIllegal(Walk{a, {3, 2}}) == "(3,2) is taken by G");
    CHECK(*s.whyIllegal(Run{a, {3, 3}, {3, 4}}) == "Cannot run through G at (3,3) (R11)");
}

TEST_CASE("R37 a gigantic character cannot pass a one-square gap but passes a two-square one", "[R37]") {
    // The wall at x = 4 has a gap one square wide at (4,3).
    GameState narrow = fixture::make(giants({"############",
                                             "#.GG#......#",
                                             "#.GG#......#",
                                             "#..........#",
                                             "#...#.....A#",
                                             "############"}));
    const int g = who(narrow, 'G');
    narrow.apply(EndTurn{});
    CHECK(*narrow.whyIllegal(Walk{g, {3, 1}}) == "(4,1) is blocked by a wall (R37)");
    const Reachable r = reach(narrow, g);
    CHECK(r.reachable({2, 3}));
    for (Pos p : r.squares()) CHECK(p.x + 1 < 4);  // the whole footprint stays left of the wall
    CHECK_FALSE(r.reachable({5, 3}));

    // Two squares wide at (4,3) and (4,4): the giant goes through.
    GameState wide = fixture::make(giants({"############",
                                           "#.GG#......#",
                                           "#.GG#......#",
                                           "#..........#",
                                           "#..........#",
                                           "#.........A#",
                                           "############"}));
    const int g2 = who(wide, 'G');
    wide.apply(EndTurn{});
    const Reachable r2 = reach(wide, g2);
    REQUIRE(r2.reachable({5, 3}));
    REQUIRE(r2.ap({5, 3}) <= wide.character(g2).ap);
    for (const MoveStep& step : r2.path({5, 3})) {
        const Action act = step.kind == MoveKind::Run ? Action{Run{g2, step.via, step.to}} : Action{Walk{g2, step.to}};
        REQUIRE_FALSE(wide.whyIllegal(act).has_value());
        wide.apply(act);
    }
    CHECK(wide.character(g2).pos == Pos{5, 3});
    for (Pos p : {Pos{5, 3}, Pos{6, 3}, Pos{5, 4}, Pos{6, 4}}) CHECK(wide.characterAt(p) == g2);
    CHECK(wide.characterAt({2, 1}) < 0);
}

TEST_CASE("R37 a gigantic character strikes in melee at distance 2, others must be adjacent to one of its squares",
          "[R37][R15]") {
    GameState s = fixture::make(giants({"########",
                                        "#GG....#",
                                        "#GG.A..#",
                                        "#......#",
                                        "########"}));
    const int a = who(s, 'A'), g = who(s, 'G');
    CHECK(*s.whyIllegal(Melee{a, g}) == "G is not adjacent (R15)");
    CHECK(s.isLegal(Shot{a, g}));  // distance 2 between the nearest squares
    s.apply(EndTurn{});
    CHECK(fixture::legal(s, Melee{g, a}));
    CHECK(fixture::legal(s, PowerfulAttack{g, a}));
    CHECK(fixture::legal(s, Shot{g, a}));  // at distance 2 it may shoot as well
    fixture::forcePower(s, "**");  // 4 vs Defence 2
    fixture::forceLocation(s, {Location::Chest});
    auto ev = s.apply(Melee{g, a});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].rule == "R15");
    CHECK(s.character(a).hp == 7);
    s.apply(EndTurn{});
    // A normal attacker next to any square of the footprint strikes it.
    s.apply(Walk{a, {3, 3}});  // diagonal to (2,2)
    CHECK(s.isLegal(Melee{a, g}));
    CHECK(*s.whyIllegal(Shot{a, g}) == "G is too close to shoot: distance 1, needs 2 (R19)");

    GameState far = fixture::make(giants({"########",
                                          "#GG..A.#",
                                          "#GG....#",
                                          "########"}));
    far.apply(EndTurn{});
    CHECK(*far.whyIllegal(Melee{who(far, 'G'), who(far, 'A')}) ==
          "A is out of reach: distance 3, a gigantic character reaches 2 (R37)");

    GameState wall = fixture::make(giants({"########",
                                           "#GG#A..#",
                                           "#GG#...#",
                                           "########"}));
    wall.apply(EndTurn{});
    CHECK(*wall.whyIllegal(Melee{who(wall, 'G'), who(wall, 'A')}) ==
          "A is out of reach: an obstacle stands between (R10, R37)");
}

TEST_CASE("R37 R12 block: leaving a square next to any square of a gigantic opponent", "[R37][R12]") {
    GameState s = fixture::make(giants({"#######",
                                        "#GG...#",
                                        "#GG...#",
                                        "#..A..#",
                                        "#######"}));
    const int a = who(s, 'A'), g = who(s, 'G');
    CHECK(s.blockers(a, {3, 3}) == std::vector<int>{g});  // diagonal to its square (2,2)
    CHECK(s.blockers(a, {4, 3}).empty());                 // its reach of 2 does not block (R12 says adjacent)
    CHECK(s.blockers(g, {1, 1}) == std::vector<int>{a});  // and the giant is blocked by A
    fixture::forcePower(s, "I-");
    auto ev = s.apply(Walk{a, {4, 3}});
    auto tests = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(tests.size() == 1);
    CHECK(tests[0].purpose == "block");
    CHECK(tests[0].roll.difficulty == 1);
    CHECK(s.character(a).pos == Pos{4, 3});
}

TEST_CASE("R37 R22 a gigantic character hides those behind it and is seen over normal ones, by any square",
          "[R37][R22]") {
    GameState behind = fixture::make(giants({"##########",
                                             "#A.GG...m#",
                                             "#..GG....#",
                                             "##########"}));
    const int a = who(behind, 'A');
    CHECK_FALSE(behind.sees(a, who(behind, 'm')));
    CHECK(*behind.whyIllegal(Shot{a, who(behind, 'm')}) == "No line of sight: G at (3,1)");
    CHECK(behind.sees(a, who(behind, 'G')));  // its own squares never block

    GameState over = fixture::make(giants({"##########",
                                           "#A.n..GG.#",
                                           "#.....GG.#",
                                           "##########"}));
    CHECK(over.sees(who(over, 'A'), who(over, 'G')));  // a normal character does not hide a gigantic one
    CHECK(over.isLegal(Shot{who(over, 'A'), who(over, 'G')}));
    over.apply(EndTurn{});
    CHECK(over.sees(who(over, 'G'), who(over, 'A')));  // seeing is mutual

    // Behind a wall with one square showing: seen, since sight reaches any square of it.
    GameState corner = fixture::make(giants({"#########",
                                             "#A..#GG.#",
                                             "#....GG.#",
                                             "#########"}));
    CHECK(corner.sees(who(corner, 'A'), who(corner, 'G')));
}

TEST_CASE("R37 R22 the squares a gigantic character sees: lines from every square of its footprint", "[R37][R22]") {
    // The wall at (3,1) hides (5,1) from G's top-left square (1,1) and from (1,2), (2,1); from
    // (2,2) the line passes the corner between (3,1) and (4,2), which one wall does not block.
    GameState s = fixture::make(giants({"#######",
                                        "#GG#.A#",
                                        "#GG...#",
                                        "#######"}));
    const int g = who(s, 'G'), a = who(s, 'A');
    const Occupancy occ = s.occupancy();
    for (Pos p : {Pos{1, 1}, Pos{2, 1}, Pos{1, 2}, Pos{2, 2}}) CHECK(occ.at(p).id == g);
    CHECK(occ.at({5, 1}).id == a);
    CHECK(occ.at({4, 1}).empty());

    // Its own footprint, the lower row, and (5,1) seen from (2,2) only; never (4,1) nor walls.
    CHECK(s.sightSquares(g) == std::vector<Pos>{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 1}, {5, 2}});
    SightQuery from_top_left;
    from_top_left.from = {1, 1};
    from_top_left.to = {5, 1};
    from_top_left.viewer_id = g;
    from_top_left.target_id = a;
    from_top_left.viewer_side = Side::Master;
    from_top_left.viewer_size = Size::Gigantic;
    CHECK_FALSE(lineOfSight(s.board(), occ, from_top_left));
    CHECK(s.sees(g, a));  // the same answer as the rules give (R22, R37)

    // A normal character sees from its one square: A sees (4,1) beside it, never a wall.
    const std::vector<Pos> seen_by_a = s.sightSquares(a);
    CHECK(std::find(seen_by_a.begin(), seen_by_a.end(), Pos{4, 1}) != seen_by_a.end());
    CHECK(std::find(seen_by_a.begin(), seen_by_a.end(), Pos{3, 1}) == seen_by_a.end());  // a wall
}

TEST_CASE("R37 placing a footprint over a wall or another character is an error naming both", "[R37]") {
    fixture::Spec wall = giants({"######",
                                 "#.G#.#",
                                 "#....#",
                                 "#A...#",
                                 "######"});
    CHECK_THROWS_WITH(fixture::make(wall),
                      "fixture: \"G\" is placed on (2,1) with a 2x2 footprint: (3,1) is not a free floor square (R37)");
    fixture::Spec taken = giants({"######",
                                  "#GG..#",
                                  "#GA..#",
                                  "######"});
    CHECK_THROWS_WITH(fixture::make(taken),
                      "fixture: \"G\" is placed on (1,1) with a 2x2 footprint: (2,2) is taken by A (R37)");
    fixture::Spec edge = giants({"#####",
                                 "#A..G"});
    CHECK_THROWS_WITH(fixture::make(edge),
                      "fixture: \"G\" is placed on (4,1) with a 2x2 footprint: (4,2) is not a free floor square (R37)");
}

TEST_CASE("R37 reachable squares keep the whole footprint on free walkable squares", "[R37]") {
    GameState s = fixture::make(giants({"#######",
                                        "#GG...#",
                                        "#GG.%.#",
                                        "#.....#",
                                        "#...A.#",
                                        "#######"}));
    const int g = who(s, 'G');
    const Reachable r = reach(s, g);
    CHECK(r.ap({1, 1}) == 0);
    CHECK(r.ap({2, 1}) == 1);
    CHECK_FALSE(r.reachable({3, 1}));  // (4,2) is rubble
    CHECK_FALSE(r.reachable({4, 1}));
    CHECK_FALSE(r.reachable({3, 3}));  // (4,4) holds A
    CHECK(r.reachable({1, 3}));
    CHECK_FALSE(r.reachable({5, 1}));  // (6,1) is a wall
    for (Pos p : r.squares()) {
        CHECK(s.board().isWalkable(p));
        CHECK(s.board().isWalkable({p.x + 1, p.y + 1}));
    }
}

TEST_CASE("R37 a gigantic character killed frees all its squares, the crush step takes one of them", "[R37][R13]") {
    fixture::Spec spec = giants({"#######",
                                 "#GGA..#",
                                 "#GG...#",
                                 "#######"});
    spec.cards[3].characteristics[Characteristic::HealthPoints] = 3;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), g = who(s, 'G');
    fixture::forcePower(s, "*I");  // 2 vs Defence 2
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{a, g});
    CHECK(s.character(g).presence != Presence::OnBoard);
    for (Pos p : {Pos{1, 1}, Pos{2, 1}, Pos{1, 2}, Pos{2, 2}}) CHECK(s.characterAt(p) < 0);
    REQUIRE(fixture::legal(s, Crush{a, {2, 1}}));
    s.apply(Crush{a, {2, 1}});
    CHECK(s.character(a).pos == Pos{2, 1});
}

TEST_CASE("R37 R13 a gigantic character's crush step moves its footprint onto the victim's square", "[R37][R13]") {
    fixture::Spec spec = giants({"#######",
                                 "#TTm..#",
                                 "#TT..n#",
                                 "#######"});
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 3;
    GameState s = fixture::make(spec);
    const int t = who(s, 'T'), m = who(s, 'm');
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{t, m});
    REQUIRE(s.character(m).presence != Presence::OnBoard);
    REQUIRE(fixture::legal(s, Crush{t, {2, 1}}));
    s.apply(Crush{t, {2, 1}});
    for (Pos p : {Pos{2, 1}, Pos{3, 1}, Pos{2, 2}, Pos{3, 2}}) CHECK(s.characterAt(p) == t);
    CHECK(s.characterAt({1, 1}) < 0);
}

TEST_CASE("R37 R48 a trap under any square of the footprint springs", "[R37][R48]") {
    GameState s = fixture::make(giants({"#######",
                                        "#GG...#",
                                        "#GG^.A#",
                                        "#######"}));
    const int g = who(s, 'G');
    s.apply(EndTurn{});
    fixture::forcePower(s, "--");
    fixture::forceD6(s, {1, 1, 1, 1});
    auto ev = s.apply(Walk{g, {2, 1}});
    auto traps = fixture::eventsOf<ObjectChanged>(ev);
    REQUIRE(traps.size() == 1);
    CHECK(traps[0].change == ObjectChange::TrapSprung);
    CHECK(s.character(g).hp == 16);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R37 R24 a gigantic casualty returns where its whole footprint fits", "[R37][R24]") {
    fixture::Spec spec = giants({"#########",
                                 "#GGA..RR#",
                                 "#GG...k.#",
                                 "#.......#",
                                 "#########"});
    spec.cards[3].characteristics[Characteristic::HealthPoints] = 3;
    spec.letters['k'] = "leader";
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), g = who(s, 'G');
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{a, g});
    REQUIRE(s.character(g).presence == Presence::Casualty);
    fixture::forceD6(s, {6});
    auto ev = s.apply(EndTurn{});  // the Master's turn starts with reinforcements
    REQUIRE(fixture::eventsOf<ReinforcementArrived>(ev).size() == 1);
    // The entries (6,1) and (7,1) cannot hold it: (6,2) holds k, (8,1) is a wall. The first
    // position (reading order) whose footprint is nearest to the first entry square: (4,1).
    const Pos at = s.character(g).pos;
    for (Pos p : Footprint{at, 2, 2}.squares()) {
        CHECK(s.board().isWalkable(p));
        CHECK(s.characterAt(p) == g);
    }
    CHECK(at == Pos{4, 1});
}

namespace {

// Random legal play on a board with two gigantic characters (one of them a flyer), doors one
// square wide, lava, traps and rubble.
fixture::Spec giantArena() {
    fixture::Spec spec = giants({"##############",
                                 "#A....%...GG.#",
                                 "#B.^......GG.#",
                                 "#TT...'.~~..R#",
                                 "#TT.o.#..;.k.#",
                                 "#.....#.WW.m.#",
                                 "#..^..+.WW.n.#",
                                 "##############"});
    CharacterCard wyrm = gigantic("wyrm", Formation::MasterTroop, 12);
    wyrm.special_rules = {{SpecialRuleId::Flying, 0, AttackKind::All}, {SpecialRuleId::Fear, 1, AttackKind::All}};
    spec.cards.push_back(wyrm);
    spec.cards[3].characteristics[Characteristic::HealthPoints] = 12;  // giant
    spec.cards[4].characteristics[Characteristic::Destiny] = 1;        // titan
    spec.letters['W'] = "wyrm";
    spec.letters['k'] = "leader";
    spec.options = GameOptions{true, true, true};
    spec.quest_tweak = [](QuestDef& q) { q.turn_limit = 6; };
    return spec;
}

void checkFootprints(const GameState& s) {
    std::set<Pos> taken;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        const CharacterState& c = s.character(i);
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
        for (Pos p : Footprint{c.pos, s.card(i).footprint_w, s.card(i).footprint_h}.squares()) {
            INFO(c.id << " on " << p.x << "," << p.y);
            REQUIRE(taken.insert(p).second);
            REQUIRE(s.board().isWalkable(p));
            REQUIRE(s.characterAt(p) == i);
        }
    }
    auto restored = GameState::fromData(s.contentPtr(), s.data());
    REQUIRE(restored.has_value());
    REQUIRE(*restored == s);
}

}  // namespace

TEST_CASE("R37 random play with gigantic characters keeps footprints apart and legal actions consistent",
          "[R37][smoke]") {
    const fixture::Spec spec = giantArena();
    for (std::uint64_t game = 0; game < 25; ++game) {
        fixture::Spec g = spec;
        g.seed = 300 + game;
        GameState s = fixture::make(g);
        Rng pick(game);
        int actions = 0;
        std::string last;
        while (!s.isOver() && actions < 2000) {
            INFO("game " << game << ", after " << last);
            checkFootprints(s);
            const auto legal = s.legalActions();
            REQUIRE_FALSE(legal.empty());
            for (const LegalAction& l : legal) REQUIRE_FALSE(s.whyIllegal(l.action).has_value());
            // Moves of the gigantic characters to every square nearby: legal exactly when listed.
            for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
                if (s.card(who).size != Size::Gigantic) continue;
                const Pos at = s.character(who).pos;
                for (int dx = -2; dx <= 2; ++dx)
                    for (int dy = -2; dy <= 2; ++dy) {
                        const Pos to{at.x + dx, at.y + dy};
                        for (const Action& a : {Action{Walk{who, to}}, Action{Jump{who, to}}, Action{Crush{who, to}}}) {
                            const bool listed = std::any_of(legal.begin(), legal.end(),
                                                            [&](const LegalAction& l) { return l.action == a; });
                            INFO(toString(a) << " " << s.whyIllegal(a).value_or("legal"));
                            REQUIRE(listed == !s.whyIllegal(a).has_value());
                        }
                    }
            }
            const Action& chosen = legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action;
            last = toString(chosen);
            for (const Event& e : s.apply(chosen)) last += " | " + toString(e);
            ++actions;
        }
        CHECK(s.isOver());
    }
}
