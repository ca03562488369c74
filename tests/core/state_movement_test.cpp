// R9–R13, R35, R43, R48, R49: movement in GameState, on ASCII boards with forced dice.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

TEST_CASE("R9 walk one square for 1 AP, run two squares for 1 AP", "[R9]") {
    GameState s = fixture::basic({
        "#########",
        "#A......#",
        "#......m#",
        "#########",
    });
    const int a = who(s, 'A');
    auto ev = s.apply(Walk{a, {2, 2}});
    CHECK(s.character(a).pos == Pos{2, 2});
    CHECK(s.character(a).ap == 3);
    REQUIRE(fixture::eventsOf<Moved>(ev).size() == 1);
    CHECK(fixture::eventsOf<Moved>(ev)[0].rule == "R9");
    s.apply(Run{a, {3, 2}, {4, 1}});
    CHECK(s.character(a).pos == Pos{4, 1});
    CHECK(s.character(a).ap == 2);
    CHECK(*s.whyIllegal(Walk{a, {6, 1}}) == "(6,1) is not next to (4,1)");
    // Not "(4,1) is not next to (4,1)": the walk that brought it there, asked again.
    CHECK(*s.whyIllegal(Walk{a, {4, 1}}) == "A already stands on (4,1)");
    CHECK(*s.whyIllegal(Walk{a, {4, 0}}) == "(4,0) is blocked by a wall");
}

TEST_CASE("R10 a diagonal step beside an obstacle is forbidden", "[R10]") {
    GameState s = fixture::basic({
        "######",
        "#A%..#",
        "#...m#",
        "######",
    });
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Walk{a, {2, 2}}) == "Diagonal step blocked by rubble at (2,1) (R10)");
    s.apply(Walk{a, {1, 2}});
    CHECK(s.isLegal(Walk{a, {2, 1}}) == false);  // rubble itself
    CHECK(s.isLegal(Walk{a, {2, 2}}));
}

TEST_CASE("R11 shifting through an ally costs 2 AP and needs no block test", "[R11][R12]") {
    GameState s = fixture::basic({
        "#######",
        "#mAB..#",
        "#######",
    });
    const int a = who(s, 'A');
    CHECK_FALSE(s.isLegal(Walk{a, {3, 1}}));
    CHECK(*s.whyIllegal(Run{a, {3, 1}, {4, 1}}) == "Cannot run through B at (3,1) (R11)");
    auto ev = s.apply(Shift{a, {3, 1}, {4, 1}});
    CHECK(s.character(a).pos == Pos{4, 1});
    CHECK(s.character(a).ap == 2);
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());  // leaving by shifting: no block test
    CHECK(s.dice().forcedLeft() == 0);
    CHECK(*s.whyIllegal(Shift{who(s, 'B'), {2, 1}, {1, 1}}) == "Nobody to shift through at (2,1): walk instead (R11)");
}

TEST_CASE("R12 block test difficulty counts adjacent able opponents", "[R12]") {
    GameState s = fixture::basic({
        "#######",
        "#.m...#",
        "#.An..#",
        "#.....#",
        "#######",
    });
    const int a = who(s, 'A');
    fixture::forcePower(s, "*I");  // 2 successes, 1 bonus: result 2 vs difficulty 2
    auto ev = s.apply(Walk{a, {1, 3}});
    auto tests = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(tests.size() == 1);
    CHECK(tests[0].purpose == "block");
    CHECK(tests[0].rule == "R12");
    CHECK(tests[0].roll.difficulty == 2);
    CHECK(tests[0].roll.passed);
    CHECK(s.character(a).pos == Pos{1, 3});
    // Agility against 1 per blocker, each named by its index.
    const int m = who(s, 'm'), n = who(s, 'n');
    CHECK(tests[0].modifiers == std::vector<Modifier>{{ModifierKey::Characteristic, a, "agility", 0, "", 2, true},
                                                      {ModifierKey::AdjacentEnemy, std::min(m, n), "", 0, "R12", 1, false},
                                                      {ModifierKey::AdjacentEnemy, std::max(m, n), "", 0, "R12", 1, false}});
}

TEST_CASE("R12 webbed opponents and opponents behind a forbidden diagonal do not block", "[R12][R10][R30]") {
    GameState s = fixture::basic({
        "######",
        "#A#..#",
        "#%m..#",
        "#.n..#",
        "######",
    });
    CHECK(s.blockers(who(s, 'A'), {1, 1}).empty());  // m is diagonal past the wall and the rubble
    CHECK(s.blockers(who(s, 'A'), {1, 2}).size() == 2);
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'n'))].webbed = 1; });
    CHECK(s.blockers(who(s, 'A'), {1, 2}).size() == 1);
}

TEST_CASE("R12 failed block test: the player chooses to move anyway with 1D6 wounds or stay", "[R12]") {
    GameState s = fixture::basic({
        "######",
        "#Am..#",
        "#....#",
        "######",
    });
    const int a = who(s, 'A');
    fixture::forcePower(s, "--");
    auto ev = s.apply(Walk{a, {1, 2}});
    REQUIRE(s.pending().has_value());
    CHECK(s.pending()->kind == DecisionKind::Block);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.character(a).pos == Pos{1, 1});
    CHECK(s.character(a).ap == 3);
    REQUIRE(fixture::eventsOf<DecisionRequired>(ev).size() == 1);
    const auto legal = s.legalActions();
    REQUIRE(legal.size() == 2);
    CHECK(std::holds_alternative<MoveAnyway>(legal[0].action));
    CHECK(std::holds_alternative<Stay>(legal[1].action));
    CHECK(*s.whyIllegal(EndTurn{}) == "The heroes must first decide for A: move anyway or stay (R12)");

    SECTION("move anyway") {
        fixture::forceD6(s, {4});
        ev = s.apply(MoveAnyway{});
        CHECK(s.character(a).pos == Pos{1, 2});
        CHECK(s.character(a).hp == 6);
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 1);
        CHECK(w[0].armour == 0);
        CHECK(w[0].rule == "R12");
    }
    SECTION("stay") {
        ev = s.apply(Stay{});
        CHECK(s.character(a).pos == Pos{1, 1});
        CHECK(s.character(a).hp == 10);
        CHECK(s.character(a).ap == 3);
        CHECK(ev.empty());
    }
    CHECK_FALSE(s.pending().has_value());
}

TEST_CASE("R13 crush the enemy: a free step onto the square of an opponent killed in melee", "[R13]") {
    GameState s = fixture::basic({
        "######",
        "#Am..#",
        "#.n..#",
        "######",
    });
    const int a = who(s, 'A');
    const int m = who(s, 'm');
    fixture::forcePower(s, "*I");  // result 2 vs Defence 2
    fixture::forceLocation(s, {Location::Head});  // 6 wounds vs 5 HP
    s.apply(Melee{a, m});
    CHECK(s.character(m).presence == Presence::Dead);  // no leader: gone for good (R24)
    REQUIRE(fixture::legal(s, Crush{a, {2, 1}}));
    CHECK(s.info(Crush{a, {2, 1}}).ap == 0);
    auto ev = s.apply(Crush{a, {2, 1}});
    CHECK(s.character(a).pos == Pos{2, 1});
    CHECK(s.character(a).ap == 3);
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());  // no block test although n is adjacent
    CHECK(fixture::eventsOf<Moved>(ev)[0].rule == "R13");
}

TEST_CASE("R13 the crush step is lost once the side does something else", "[R13]") {
    GameState s = fixture::basic({
        "######",
        "#Am..#",
        "#....#",
        "######",
    });
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{who(s, 'A'), who(s, 'm')});
    s.apply(Walk{who(s, 'A'), {1, 2}});
    CHECK_FALSE(s.isLegal(Crush{who(s, 'A'), {2, 1}}));
}

TEST_CASE("R43 jump over lava: Agility difficulty 2 for one square, 4 for two", "[R43][R49]") {
    GameState s = fixture::basic({
        "########",
        "#A~~..m#",
        "########",
    });
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Walk{a, {2, 1}}) == "Cannot walk into the lava at (2,1): jump over it (R49)");
    CHECK_FALSE(s.isLegal(Jump{a, {3, 1}}));  // cannot land in lava
    REQUIRE(s.isLegal(Jump{a, {4, 1}}));
    SECTION("pass") {
        fixture::forcePower(s, "**");  // 2 × 2 = 4
        auto ev = s.apply(Jump{a, {4, 1}});
        CHECK(fixture::eventsOf<TestRolled>(ev)[0].roll.difficulty == 4);
        CHECK(s.character(a).pos == Pos{4, 1});
        CHECK(s.character(a).ap == 3);
    }
    SECTION("fail: lands in the lava and dies") {
        fixture::forcePower(s, "I-");
        fixture::forceD6(s, {1});
        auto ev = s.apply(Jump{a, {4, 1}});
        CHECK(s.character(a).presence == Presence::Dead);
        auto st = fixture::eventsOf<StatusChanged>(ev);
        REQUIRE_FALSE(st.empty());
        CHECK(st.back().rule == "R49");
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 1);
        CHECK(w[0].wounds == 10);
        CHECK(w[0].hp_after == 0);
        CHECK(w[0].rule == "R49");
    }
}

TEST_CASE("R49 a Master character falling into lava loses all its HP: a Wounded event, then it leaves the board",
          "[R49][R43][R24]") {
    GameState s = fixture::basic({
        "########",
        "#A..m~.#",
        "#....k.#",
        "########",
    });
    const int m = who(s, 'm');
    s.apply(EndTurn{});
    REQUIRE(s.isLegal(Jump{m, {6, 1}}));
    fixture::forcePower(s, "--");  // fails difficulty 2: lands on the only jumped square, the lava (no die, R43)
    auto ev = s.apply(Jump{m, {6, 1}});
    CHECK(fixture::eventsOf<D6Rolled>(ev).empty());
    auto w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].who == m);
    CHECK(w[0].wounds == s.maxHp(m));
    CHECK(w[0].hp_after == 0);
    CHECK(w[0].rule == "R49");
    CHECK(s.character(m).presence == Presence::Casualty);  // R24: the leader k lives
    auto st = fixture::eventsOf<StatusChanged>(ev);
    REQUIRE(st.size() == 1);
    CHECK(st[0].change == StatusChange::LeftBoard);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R48 walking onto a trap tests Agility, running onto it springs it", "[R48][R9]") {
    GameState s = fixture::basic({
        "#######",
        "#A^...#",
        "#.^..m#",
        "#######",
    });
    const int a = who(s, 'A');
    CHECK(s.info(Walk{a, {2, 1}}).rolls_dice);
    fixture::forcePower(s, "I-");  // passes difficulty 1
    auto ev = s.apply(Walk{a, {2, 1}});
    CHECK(s.character(a).hp == 10);
    CHECK(s.objects()[0].sprung);
    CHECK(s.board().tile({2, 1}) == TileKind::Floor);
    // Running onto the second trap: no test, 4D6 wounds, no armour.
    s.apply(Walk{a, {1, 1}});
    fixture::forceD6(s, {1, 1, 2, 1});
    ev = s.apply(Run{a, {2, 2}, {3, 2}});
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());
    CHECK(s.character(a).hp == 5);
    CHECK(s.character(a).pos == Pos{3, 2});
    CHECK(fixture::eventsOf<Wounded>(ev)[0].rule == "R48");
}

TEST_CASE("R48 a hidden trap is revealed when sprung", "[R48]") {
    fixture::Spec spec;
    spec.rows = {"######",
                 "#A;.m#",
                 "######"};
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    CHECK(s.info(Walk{a, {2, 1}}).reveals);
    CHECK_FALSE(s.info(Walk{a, {2, 1}}).undoable());
    fixture::forcePower(s, "--");
    fixture::forceD6(s, {1, 1, 1, 1});
    auto ev = s.apply(Walk{a, {2, 1}});
    auto obj = fixture::eventsOf<ObjectChanged>(ev);
    REQUIRE(obj.size() == 2);
    CHECK(obj[0].change == ObjectChange::TrapRevealed);
    CHECK(obj[1].change == ObjectChange::TrapSprung);
    CHECK(s.character(a).hp == 6);
}

TEST_CASE("R35 flyers ignore block tests and fly over characters and lava", "[R35]") {
    fixture::Spec spec;
    spec.rows = {"#######",
                 "#Am~..#",
                 "#.....#",
                 "#######"};
    spec.cards = fixture::basicCards();
    spec.cards[0].special_rules = {{SpecialRuleId::Flying, 0, AttackKind::All}};
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    CHECK_FALSE(s.isLegal(Walk{a, {3, 1}}));  // must end on a free floor square
    auto ev = s.apply(Run{a, {2, 1}, {3, 2}});
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());
    CHECK(s.character(a).pos == Pos{3, 2});
    s.apply(Run{a, {3, 1}, {4, 1}});
    CHECK(s.character(a).pos == Pos{4, 1});
}

TEST_CASE("R12 a run tests block again on leaving the square it runs through", "[R12][R9]") {
    GameState s = fixture::basic({
        "#######",
        "#A....#",
        "#..m..#",
        "#######",
    });
    const int a = who(s, 'A');
    CHECK(s.info(Run{a, {2, 1}, {3, 1}}).rolls_dice);
    fixture::forcePower(s, "I-");  // leaving (2,1), next to m: difficulty 1
    auto ev = s.apply(Run{a, {2, 1}, {3, 1}});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].purpose == "block");
    CHECK(s.character(a).pos == Pos{3, 1});
}

TEST_CASE("R25 R22 a hero down blocks no line of sight", "[R25][R22]") {
    GameState s = fixture::basic({
        "########",
        "#A.B..m#",
        "########",
    });
    CHECK_FALSE(s.isLegal(Shot{who(s, 'A'), who(s, 'm')}));
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(who(s, 'B'))].presence = Presence::Down;
        d.characters[static_cast<std::size_t>(who(s, 'B'))].hp = 0;
    });
    CHECK(s.isLegal(Shot{who(s, 'A'), who(s, 'm')}));
}

TEST_CASE("R43 R35 a flyer that fails a jump falls on a jumped square like anyone: lava kills it", "[R43][R35][R49]") {
    fixture::Spec spec;
    spec.rows = {"########",
                 "#A~...m#",
                 "########"};
    spec.cards = fixture::basicCards();
    CharacterCard bat = fixture::card("bat", Formation::Hero);
    bat.special_rules = {{SpecialRuleId::Flying, 0, AttackKind::All}};
    spec.cards.push_back(bat);
    spec.letters = {{'A', "bat"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    fixture::forcePower(s, "I-");  // 1 vs difficulty 2
    fixture::forceD6(s, {4});
    auto ev = s.apply(Jump{a, {3, 1}});
    CHECK(s.character(a).presence == Presence::Dead);
    auto st = fixture::eventsOf<StatusChanged>(ev);
    REQUIRE(st.size() == 1);
    CHECK(st[0].rule == "R49");
}

TEST_CASE("Where no move can end, whatever the route: the terrain's reason (R9, R35, R49), nothing for floor",
          "[R9][R35][R49]") {
    // The board's tip for a square out of reach names the lava or the wall rather than the AP.
    fixture::Spec spec;
    spec.rows = {"#########", "#A.~~.m%#", "#B......#", "#########"};
    spec.cards = fixture::basicCards();
    CharacterCard bat = spec.cards[0];
    bat.id = "bat";
    bat.special_rules = {{SpecialRuleId::Flying, 0, AttackKind::All}};
    spec.cards.push_back(bat);
    spec.letters = {{'A', "hero"}, {'B', "bat"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B');
    auto why = [&](int who, Pos p) {
        const auto r = s.cannotEndOn(who, p);
        return r ? r->text : std::string("-");
    };
    CHECK(why(a, {3, 1}) == "Cannot walk into the lava at (3,1): jump over it (R49)");
    CHECK(why(a, {4, 1}) == "Cannot walk into the lava at (4,1): jump over it (R49)");
    CHECK(why(a, {7, 1}) == "(7,1) is blocked by rubble");
    CHECK(why(a, {0, 1}) == "(0,1) is blocked by a wall");
    CHECK(why(a, {20, 1}) == "(20,1) is outside the board");
    CHECK(why(a, {5, 1}) == "-");  // floor, however far
    CHECK(why(a, {6, 1}) == "-");  // a character there is not the terrain's business
    // A flyer crosses lava but never ends a move on it (R35), nor on rubble.
    CHECK(why(b, {3, 1}) == "Cannot end a move on lava at (3,1)");
    CHECK(why(b, {7, 1}) == "(7,1) is blocked by rubble (R35)");
    CHECK(why(b, {5, 2}) == "-");
}

namespace {

/// One default value of each kind of Action, in the variant's order.
template <std::size_t... I>
std::vector<Action> everyActionKind(std::index_sequence<I...>) {
    return {Action{std::in_place_index<I>}...};
}

}  // namespace

TEST_CASE("R9 R11 R12 R13 R43: which action kinds move their actor, and which of them a block can stop",
          "[R9][R11][R12][R13][R43]") {
    const std::set<std::string> moves{"walk", "run", "shift", "jump", "crush"};
    const std::set<std::string> blockable{"walk", "run", "jump"};  // R12: not a shift (R11) nor a crush (R13)
    const std::vector<Action> kinds = everyActionKind(std::make_index_sequence<std::variant_size_v<Action>>{});
    REQUIRE(kinds.size() == 30);
    std::set<std::string> seen_moves, seen_blockable;
    for (const Action& a : kinds) {
        const std::string type(actionType(a));
        INFO(type);
        CHECK(isMove(a) == (moves.count(type) == 1));
        CHECK(isBlockableMove(a) == (blockable.count(type) == 1));
        if (isMove(a)) seen_moves.insert(type);
        if (isBlockableMove(a)) seen_blockable.insert(type);
    }
    CHECK(seen_moves == moves);
    CHECK(seen_blockable == blockable);
}
