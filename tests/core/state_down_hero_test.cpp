// R25 "a hero down blocks nothing" for passage, and R25/R29 the fire on a hero going down,
// on ASCII boards with forced dice (docs/rules.md, R25). A run of either side crosses a hero
// down's square like a free one, but no move ends there, so the run must not be able to stop
// on him: no block test on leaving his square (R12) and no trap under it (R48). Walking
// through him stays R11's shift, for his allies only; jumps still go over nobody (R43).
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

namespace {

/// Puts the hero drawn with `letter` down (R25) at 0 HP, on `at` when given.
void putDown(GameState& s, char letter, std::optional<Pos> at = std::nullopt) {
    const int h = who(s, letter);
    fixture::edit(s, [&](GameStateData& d) {
        CharacterState& c = d.characters[static_cast<std::size_t>(h)];
        c.presence = Presence::Down;
        c.hp = 0;
        c.ap = 0;
        c.down_turn = d.turn;
        if (at) c.pos = *at;
    });
}

}  // namespace

TEST_CASE("R25 R11 a run crosses a hero down's square as a free one, never ends there", "[R25][R11][R9]") {
    GameState s = fixture::make(basicSpec({
        "#########",
        "#.AB....#",
        "#......m#",
        "#########",
    }));
    const int a = who(s, 'A');
    // B standing: R11, no running through an ally.
    CHECK(*s.whyIllegal(Run{a, {3, 1}, {4, 1}}) == "Cannot run through B at (3,1) (R11)");
    putDown(s, 'B');
    // The first square of the run: crossed.
    REQUIRE_FALSE(s.whyIllegal(Run{a, {3, 1}, {4, 1}}));
    CHECK(fixture::legal(s, Run{a, {3, 1}, {4, 1}}));
    CHECK(fixture::legal(s, Run{a, {3, 1}, {4, 2}}));  // turning on his square
    // The last square of a run, or a walk: a stop on him.
    CHECK(*s.whyIllegal(Walk{a, {3, 1}}) == "(3,1) is taken by B");
    CHECK(*s.whyIllegal(Run{a, {2, 2}, {3, 1}}) == "(3,1) is taken by B");
    CHECK_FALSE(fixture::legal(s, Walk{a, {3, 1}}));
    // R11: shifting over a down ally is still offered (2 AP, no block test).
    CHECK(fixture::legal(s, Shift{a, {3, 1}, {4, 1}}));
    auto ev = s.apply(Run{a, {3, 1}, {4, 1}});
    CHECK(s.character(a).pos == Pos{4, 1});
    CHECK(s.character(a).ap == 3);
    const auto moved = fixture::eventsOf<Moved>(ev);
    REQUIRE(moved.size() == 2);
    CHECK(moved[0].to == Pos{3, 1});
    CHECK(moved[1].to == Pos{4, 1});
    CHECK(moved[1].rule == "R9");
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());
    CHECK(s.character(who(s, 'B')).pos == Pos{3, 1});  // he keeps his square
    // And back the other way, from the square after him.
    CHECK(fixture::legal(s, Run{a, {3, 1}, {2, 1}}));
}

TEST_CASE("R25 R10 a diagonal run over a hero down keeps the corner rule on both steps", "[R25][R10]") {
    SECTION("open corners: crossed") {
        GameState s = fixture::make(basicSpec({
            "#######",
            "#A....#",
            "#.B...#",
            "#....m#",
            "#######",
        }));
        putDown(s, 'B');
        CHECK_FALSE(s.whyIllegal(Run{who(s, 'A'), {2, 2}, {3, 3}}));
    }
    SECTION("rubble beside the first step") {
        GameState s = fixture::make(basicSpec({
            "#######",
            "#A%...#",
            "#.B...#",
            "#....m#",
            "#######",
        }));
        putDown(s, 'B');
        CHECK(*s.whyIllegal(Run{who(s, 'A'), {2, 2}, {3, 3}}) == "Diagonal step blocked by rubble at (2,1) (R10)");
    }
    SECTION("rubble beside the second step") {
        GameState s = fixture::make(basicSpec({
            "#######",
            "#A....#",
            "#.B%..#",
            "#....m#",
            "#######",
        }));
        putDown(s, 'B');
        const int a = who(s, 'A');
        CHECK(*s.whyIllegal(Run{a, {2, 2}, {3, 3}}) == "Diagonal step blocked by rubble at (3,2) (R10)");
        CHECK_FALSE(s.whyIllegal(Run{a, {2, 2}, {2, 3}}));
    }
}

TEST_CASE("R25 the Master's characters run over a hero down too, not over a standing one", "[R25][R11][R12]") {
    GameState s = fixture::make(basicSpec({
        "#########",
        "#.mA...B#",
        "#########",
    }));
    const int m = who(s, 'm');
    s.apply(EndTurn{});
    CHECK(*s.whyIllegal(Run{m, {3, 1}, {4, 1}}) == "Cannot run through A at (3,1) (R11)");
    putDown(s, 'A');
    // R12: A down does not block m's leaving; R25: m crosses his square.
    auto ev = s.apply(Run{m, {3, 1}, {4, 1}});
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());
    CHECK(s.character(m).pos == Pos{4, 1});
    // R11 shifting is an ally's: no shifting over an opponent, down or not.
    CHECK(*s.whyIllegal(Shift{m, {3, 1}, {2, 1}}) == "Cannot shift through A: not an ally (R11)");
    CHECK(*s.whyIllegal(Walk{m, {3, 1}}) == "(3,1) is taken by A");
}

TEST_CASE("R25 R12 no run over a hero down where a block test could stop the runner on him", "[R25][R12]") {
    GameState s = fixture::make(basicSpec({
        "########",
        "#.AB...#",
        "#...m..#",
        "########",
    }));
    const int a = who(s, 'A');
    putDown(s, 'B');
    // m is next to B's square (not to A's): leaving it would need a block test.
    CHECK(*s.whyIllegal(Run{a, {3, 1}, {4, 1}}) ==
          "Cannot run over B at (3,1): a block test there could stop the run on him (R25, R12)");
    CHECK_FALSE(fixture::legal(s, Run{a, {3, 1}, {4, 1}}));
    CHECK(fixture::legal(s, Shift{a, {3, 1}, {4, 1}}));  // R11: shifting needs no block test
    // A webbed m blocks nobody (R12): the run is open again.
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'm'))].webbed = 1; });
    CHECK_FALSE(s.whyIllegal(Run{a, {3, 1}, {4, 1}}));
}

TEST_CASE("R25 R48 no run over a hero down lying on a trap", "[R25][R48]") {
    GameState s = fixture::make(basicSpec({
        "########",
        "#.A^B..#",
        "#.....m#",
        "########",
    }));
    const int a = who(s, 'A');
    CHECK_FALSE(s.whyIllegal(Run{a, {3, 1}, {4, 2}}));  // a free trap square: run onto it, no test (R48)
    putDown(s, 'B', Pos{3, 1});                         // B down on the trap
    CHECK(*s.whyIllegal(Run{a, {3, 1}, {4, 1}}) ==
          "Cannot run over B at (3,1): a trap there could stop the run on him (R25, R48)");
}

TEST_CASE("R25 R35 R43 flyers already pass over a hero down, jumps still go over nobody", "[R25][R35][R43]") {
    fixture::Spec spec = basicSpec({
        "########",
        "#.AB...#",
        "#.....m#",
        "########",
    });
    spec.cards[0].special_rules = {fixture::rule(SpecialRuleId::Flying)};  // heroes fly
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    putDown(s, 'B');
    CHECK_FALSE(s.whyIllegal(Run{a, {3, 1}, {4, 1}}));
    CHECK(*s.whyIllegal(Run{a, {2, 2}, {3, 1}}) == "(3,1) is taken by B");  // R35: ends on a free square
    CHECK(*s.whyIllegal(Jump{a, {4, 1}}) == "Cannot jump over B at (3,1) (R43)");
}

TEST_CASE("R25 R37 a gigantic runner crosses a hero down under part of its footprint", "[R25][R37]") {
    fixture::Spec spec = basicSpec({
        "#########",
        "#GG.....#",
        "#GG.....#",
        "#..A....#",
        "#......B#",
        "#########",
    });
    CharacterCard giant = fixture::card("giant", Formation::MasterTroop, 20, 4);
    giant.size = Size::Gigantic;
    giant.footprint_w = 2;
    giant.footprint_h = 2;
    spec.cards.push_back(giant);
    spec.letters['G'] = "giant";
    GameState s = fixture::make(spec);
    const int g = who(s, 'G');
    s.apply(EndTurn{});
    CHECK(*s.whyIllegal(Run{g, {2, 2}, {3, 1}}) == "Cannot run through A at (3,3) (R11)");
    putDown(s, 'A');
    // Through (2,2) its body covers (2..3, 2..3), A's square among them; at (3,1) it does not.
    CHECK_FALSE(s.whyIllegal(Run{g, {2, 2}, {3, 1}}));
    CHECK(*s.whyIllegal(Run{g, {2, 2}, {3, 2}}) == "(3,3) is taken by A");  // would end on him
    s.apply(Run{g, {2, 2}, {3, 1}});
    CHECK(s.character(g).pos == Pos{3, 1});
}

TEST_CASE("R25 R29 a burning hero who goes down: the fire goes out, said in the log, no keep-burning roll",
          "[R25][R29][R8]") {
    GameState s = fixture::make(basicSpec({
        "#######",
        "#A...m#",
        "#B....#",
        "#######",
    }));
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].hp = 2;
        d.characters[static_cast<std::size_t>(a)].burning = true;
        d.characters[static_cast<std::size_t>(a)].destiny = 0;
    });
    s.apply(EndTurn{});
    fixture::forceD6(s, {3});  // burns for 3: down; no second D6 is rolled
    auto ev = s.apply(EndTurn{});
    CHECK(s.character(a).presence == Presence::Down);
    CHECK_FALSE(s.character(a).burning);
    CHECK(s.dice().forcedLeft() == 0);
    const auto st = fixture::eventsOf<StatusChanged>(ev);
    REQUIRE(st.size() == 2);
    CHECK(st[0].change == StatusChange::WentDown);
    CHECK(st[1].change == StatusChange::FireWentOut);
    CHECK(st[1].rule == "R25");
    for (const auto& d : fixture::eventsOf<D6Rolled>(ev)) CHECK(d.purpose != "keep burning");
    // A whole turn later he is not burnt again (he has no turns while down, R8).
    s.apply(EndTurn{});
    ev = s.apply(EndTurn{});
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
}

TEST_CASE("R29 a burning hero who stays up rolls to keep burning, a fire hit that downs a burning hero puts it out",
          "[R29][R25]") {
    fixture::Spec spec = basicSpec({
        "######",
        "#Am.B#",
        "######",
    });
    spec.cards[1].special_rules = {fixture::rule(SpecialRuleId::FireAttack)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].hp = 5;
        d.characters[static_cast<std::size_t>(a)].burning = true;
        d.characters[static_cast<std::size_t>(a)].destiny = 0;
    });
    s.apply(EndTurn{});
    fixture::forceD6(s, {1, 4});  // burns for 1 (4 HP left), 4: keeps burning
    auto ev = s.apply(EndTurn{});
    CHECK(s.character(a).hp == 4);
    CHECK(s.character(a).burning);
    CHECK(fixture::eventsOf<StatusChanged>(ev).empty());
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");                 // 2 vs Defence 2: a hit
    fixture::forceLocation(s, {Location::Head});  // 2 × 3 = 6 wounds: down (no fire roll on him)
    ev = s.apply(Melee{m, a});
    CHECK(s.character(a).presence == Presence::Down);
    CHECK_FALSE(s.character(a).burning);
    const auto st = fixture::eventsOf<StatusChanged>(ev);
    REQUIRE(st.size() == 2);
    CHECK(st[0].change == StatusChange::WentDown);
    CHECK(st[1].change == StatusChange::FireWentOut);
    CHECK(st[1].rule == "R25");
}
