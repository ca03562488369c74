// R27 destiny points beyond attacks and block tests: re-rolling a trap test (R48) or a spell
// test (R23), cancelling trap damage or spell damage that would take a character to 0 HP.
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

fixture::Spec base(std::vector<std::string> rows) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.cards[0].characteristics[Characteristic::Destiny] = 1;  // the hero has one destiny point
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    Spell bolt;
    bolt.id = "bolt";
    bolt.target = SpellTarget::Enemy;
    bolt.difficulty = 2;
    bolt.tiers = {{2, {{SpellEffectType::Damage, {1, 0}}}}};  // 1D6 wounds
    spec.spells = {bolt};
    spec.cards[0].spells = {"bolt"};
    return spec;
}

}  // namespace

TEST_CASE("R27 R48 a failed trap test may be re-rolled with a destiny point", "[R27][R48]") {
    GameState s = fixture::make(base({"######", "#A^.m#", "######"}));
    const int a = who(s, 'A');
    fixture::forcePower(s, "--");
    auto ev = s.apply(Walk{a, {2, 1}});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.pending()->purpose == "trap");
    CHECK(fixture::eventsOf<DecisionRequired>(ev).at(0).kind == "destiny_reroll");
    CHECK(fixture::legal(s, UseDestiny{}));
    fixture::forcePower(s, "I-");
    ev = s.apply(UseDestiny{});
    CHECK_FALSE(s.pending());
    CHECK(s.character(a).destiny == 0);
    REQUIRE(fixture::eventsOf<DestinyUsed>(ev).size() == 1);
    CHECK(fixture::eventsOf<DestinyUsed>(ev)[0].reroll);
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].purpose == "trap");
    CHECK(t[0].rule == "R27");
    auto o = fixture::eventsOf<ObjectChanged>(ev);
    REQUIRE(o.size() == 1);
    CHECK(o[0].change == ObjectChange::TrapAvoided);
    CHECK(s.character(a).hp == 10);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 R48 trap wounds that would take a character to 0 HP may be cancelled", "[R27][R48]") {
    GameState s = fixture::make(base({"######", "#A^.m#", "######"}));
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 5; });
    fixture::forcePower(s, "--");
    s.apply(Walk{a, {2, 1}});
    fixture::forceD6(s, {1, 1, 1, 2});  // 4D6 = 5: 0 HP
    auto ev = s.apply(DeclineDestiny{});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyCancel);
    CHECK(s.pending()->wounds == 5);
    CHECK(fixture::eventsOf<ObjectChanged>(ev).at(0).change == ObjectChange::TrapSprung);
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
    SECTION("cancelled") {
        ev = s.apply(UseDestiny{});
        CHECK(fixture::eventsOf<Wounded>(ev).empty());
        REQUIRE(fixture::eventsOf<DestinyUsed>(ev).size() == 1);
        CHECK_FALSE(fixture::eventsOf<DestinyUsed>(ev)[0].reroll);
        CHECK(s.character(a).hp == 5);
        CHECK(s.character(a).destiny == 0);
        CHECK(s.character(a).presence == Presence::OnBoard);
    }
    SECTION("declined") {
        ev = s.apply(DeclineDestiny{});
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 1);
        CHECK(w[0].wounds == 5);
        CHECK(w[0].rule == "R48");
        CHECK(s.character(a).presence == Presence::Down);
    }
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 R23 a failed spell test may be re-rolled with a destiny point", "[R27][R23]") {
    GameState s = fixture::make(base({"######", "#A..m#", "######"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "I-");  // result 1 < difficulty 2
    auto ev = s.apply(CastSpell{a, "bolt", m});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.pending()->purpose == "spell");
    CHECK(fixture::eventsOf<SpellCast>(ev).empty());
    fixture::forcePower(s, "II");
    fixture::forceD6(s, {3});
    ev = s.apply(UseDestiny{});
    auto c = fixture::eventsOf<SpellCast>(ev);
    REQUIRE(c.size() == 1);
    CHECK(c[0].result == 2);
    CHECK(c[0].tier == 0);
    CHECK(s.character(m).hp == 2);
    CHECK(s.character(a).destiny == 0);
    CHECK(s.character(a).ap == 3);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 R23 spell damage that would take a character to 0 HP may be cancelled by its owner", "[R27][R23]") {
    fixture::Spec spec = base({"######", "#A..m#", "######"});
    spec.cards[1].characteristics[Characteristic::Destiny] = 1;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "II");
    fixture::forceD6(s, {6});
    s.apply(CastSpell{a, "bolt", m});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyCancel);
    CHECK(s.pending()->owner == Side::Master);
    CHECK(s.toMove() == Side::Master);
    auto ev = s.apply(UseDestiny{});
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
    CHECK(s.character(m).hp == 5);
    CHECK(s.character(m).destiny == 0);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.dice().forcedLeft() == 0);
}
