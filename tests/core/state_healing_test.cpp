// R25, R26, R23, R34, R45: every heal goes through one core function (Rules::heal); a down
// hero's heal counts from 0, a standing character's from its HP, never above its maximum.
#include <catch2/catch.hpp>

#include "cata/core/healing.h"
#include "fixture.h"

using namespace cata;
using fixture::who;

namespace {

/// A carries a potion (item 0), B stands next to him; C knows "heal" (1D6).
fixture::Spec healers() {
    fixture::Spec spec;
    spec.rows = {"#######", "#Ao.m.#", "#BC...#", "#######"};
    spec.cards = fixture::basicCards();
    CharacterCard mage = fixture::card("mage", Formation::Hero);
    mage.spells = {"heal"};
    spec.cards.push_back(mage);
    spec.spells = {fixture::healSpell()};
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'C', "mage"}, {'m', "troop"}};
    return spec;
}

void setHp(GameState& s, int target, int hp, bool down) {
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(target)].hp = hp;
        if (down) d.characters[static_cast<std::size_t>(target)].presence = Presence::Down;
    });
}

/// The HP after a potion rolling `roll`: A pours it for B when B is down (R26), else A drinks it.
int afterPotion(int hp, bool down, int roll) {
    GameState s = fixture::make(healers());
    const int a = who(s, 'A');
    const int b = down ? who(s, 'B') : a;
    s.apply(Take{a, 0});
    setHp(s, b, hp, down);
    fixture::forceD6(s, {roll});
    const auto ev = down ? s.apply(Pour{a, b, 0}) : s.apply(Drink{a, 0});
    REQUIRE(fixture::eventsOf<Healed>(ev).size() == 1);
    CHECK(fixture::eventsOf<Healed>(ev)[0].hp_after == s.character(b).hp);
    CHECK(s.character(b).presence == Presence::OnBoard);
    return s.character(b).hp;
}

/// B's HP after C casts "heal" rolling `roll` on him.
int afterSpell(int hp, bool down, int roll) {
    GameState s = fixture::make(healers());
    const int b = who(s, 'B'), c = who(s, 'C');
    setHp(s, b, hp, down);
    fixture::forcePower(s, "II");
    fixture::forceD6(s, {roll});
    s.apply(CastSpell{c, "heal", b});
    CHECK(s.character(b).presence == Presence::OnBoard);
    return s.character(b).hp;
}

}  // namespace

TEST_CASE("R25 R26 a down hero's potion counts from 0: -1 HP and 3 stands him up with 3", "[R25][R26]") {
    CHECK(afterPotion(-1, true, 3) == 3);
    CHECK(afterPotion(-5, true, 3) == 3);
    CHECK(afterPotion(0, true, 6) == 6);
}

TEST_CASE("R25 R23 a down hero's healing spell counts from 0 too", "[R25][R23]") {
    CHECK(afterSpell(-1, true, 3) == 3);
    CHECK(afterSpell(-5, true, 3) == 3);
}

TEST_CASE("R25 R26 R23 a standing hero's heal adds to his HP, never above his maximum (10)", "[R25][R26][R23]") {
    CHECK(afterPotion(2, false, 3) == 5);
    CHECK(afterPotion(8, false, 5) == 10);
    CHECK(afterSpell(2, false, 3) == 5);
    CHECK(afterSpell(9, false, 6) == 10);
}

TEST_CASE("R25 a down hero at -1 HP from a fight stands up with the potion's roll", "[R25][R26]") {
    // The hero goes down through the rules (a wound to -1), not by editing his presence.
    fixture::Spec spec = healers();
    spec.cards[1].melee_damage = 3;  // troop: 3 wounds, no armour on the hero
    spec.rows = {"#######", "#Ao.m.#", "#.CB..#", "#######"};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    s.apply(Take{a, 0});
    s.apply(Walk{a, {2, 1}});
    setHp(s, b, 2, false);
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    s.apply(Melee{m, b});
    REQUIRE(s.character(b).presence == Presence::Down);
    REQUIRE(s.character(b).hp == -1);
    s.apply(EndTurn{});
    fixture::forceD6(s, {3});
    s.apply(Pour{a, b, 0});
    CHECK(s.character(b).presence == Presence::OnBoard);
    CHECK(s.character(b).hp == 3);
}

TEST_CASE("R23 R25 R26 R31 a heal helps the wounded, the down and the poisoned, and nobody else (healsNobody)",
          "[R23][R25][R26][R31]") {
    GameState s = fixture::make(healers());
    const int a = who(s, 'A'), b = who(s, 'B'), c = who(s, 'C');
    s.apply(Take{a, 0});
    // Everyone at full HP: the spell on B, on C himself, the potion drunk: legal, and no use.
    CHECK_FALSE(needsHealing(s, b));
    CHECK(s.isLegal(CastSpell{c, "heal", b}));
    CHECK(healsNobody(s, CastSpell{c, "heal", b}));
    CHECK(healsNobody(s, CastSpell{c, "heal", c}));
    CHECK(s.isLegal(Drink{a, 0}));
    CHECK(healsNobody(s, Drink{a, 0}));
    // Wounded: both help.
    setHp(s, b, 4, false);
    setHp(s, a, 9, false);
    CHECK(needsHealing(s, b));
    CHECK_FALSE(healsNobody(s, CastSpell{c, "heal", b}));
    CHECK_FALSE(healsNobody(s, Drink{a, 0}));
    CHECK(healsNobody(s, CastSpell{c, "heal", c}));
    // R31: poisoned at full HP: a heal cures it.
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(c)].poisoned = true; });
    CHECK_FALSE(healsNobody(s, CastSpell{c, "heal", c}));
    // R25: down (a pour for him).
    setHp(s, b, -1, true);
    CHECK(needsHealing(s, b));
    CHECK_FALSE(healsNobody(s, Pour{a, b, 0}));
    // Not a heal: never "heals nobody".
    CHECK_FALSE(healsNobody(s, Wait{a}));
}
