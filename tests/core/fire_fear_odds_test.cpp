// R6 with R29, R31, R28, R48: the exact chance that an attack or a spell sets its target on fire
// (GameState::fireOdds), that an attack poisons it (GameState::poisonOdds), the fear test of the start of a side
// (GameState::fearOdds), and the Master's own hidden traps in the odds of his moves (GameState::odds), checked against
// fractions counted by hand: 2 dice of power pass 2 in 16/36 (both show a success), 1 in 32/36.
#include <catch2/catch.hpp>

#include "fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::rule;
using fixture::who;

namespace {

/// A hero A (10 HP, Defence 2, no armour) beside a fire-breathing troop m (M.At 2, melee 3):
/// a hit wounds 3 (6 on the head), never a critical (2 dice reach 4 at most).
fixture::Spec fireSpec(AttackKind kind = AttackKind::All) {
    fixture::Spec spec = basicSpec({"#######", "#Am...#", "#######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::FireAttack, 0, kind)};
    return spec;
}

}  // namespace

TEST_CASE("R29 R6 a fire attack sets on fire when it hits (16/36) and its 1D6 is 4 or more (1/2)",
          "[R29][R6][odds][fire]") {
    GameState s = fixture::make(fireSpec());
    const int a = who(s, 'A'), m = who(s, 'm');
    SECTION("every wound leaves the target standing: 16/36 x 1/2") {
        const auto f = s.fireOdds(Melee{m, a});
        REQUIRE(f);
        CHECK(f->chance == Approx(16.0 / 36 / 2));
        CHECK(f->catch_min == 4);
        CHECK_FALSE(f->burning);
        CHECK_FALSE(f->immune);
        // A powerful attack wounds 6 (12 on the head): still standing at 13 HP.
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 13; });
        CHECK(s.fireOdds(PowerfulAttack{m, a})->chance == Approx(16.0 / 36 / 2));
    }
    SECTION("a head hit (6 wounds) puts a hero at 6 HP down: he burns no more (R25)") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 6; });
        CHECK(s.fireOdds(Melee{m, a})->chance == Approx(16.0 / 36 * 5.0 / 6 / 2));
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 3; });
        CHECK(s.fireOdds(Melee{m, a})->chance == 0.0);  // every hit puts him down
    }
    SECTION("a target already burning or immaterial (R38) catches nothing: told why") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].burning = true; });
        const auto burning = s.fireOdds(Melee{m, a});
        REQUIRE(burning);
        CHECK(burning->burning);
        CHECK(burning->chance == 0.0);
    }
    SECTION("no fire for an attack that carries none") {
        CHECK_FALSE(s.fireOdds(Melee{a, m}));  // the hero has no fire attack
        CHECK_FALSE(s.fireOdds(Walk{m, {3, 1}}));
        CHECK_FALSE(s.fireOdds(EndTurn{}));
    }
}

TEST_CASE("R29 R6 fire riding on melee only: none for a shot, and an immaterial target is immune",
          "[R29][R38][R6][odds][fire]") {
    fixture::Spec spec = fireSpec(AttackKind::Melee);
    spec.rows = {"#######", "#A..m.#", "#######"};
    spec.cards[0].special_rules = {rule(SpecialRuleId::Immaterial)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK_FALSE(s.fireOdds(Shot{m, a}));
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].pos = {2, 1}; });
    const auto f = s.fireOdds(Melee{m, a});
    REQUIRE(f);
    CHECK(f->immune);
    CHECK(f->chance == 0.0);
}

TEST_CASE("R29 R23 R6 a fire spell: each tier's damage that leaves the target standing, then 4+ on 1D6",
          "[R29][R23][R6][odds][fire]") {
    fixture::Spec spec = basicSpec({"#######", "#M...m#", "#######"});
    CharacterCard mage = fixture::card("mage", Formation::Hero);  // Magic 2
    mage.spells = {"fire", "frost"};
    spec.cards.push_back(mage);
    Spell fire;
    fire.id = "fire";
    fire.target = SpellTarget::Enemy;
    fire.difficulty = 2;
    const SpellEffect burn1{SpellEffectType::Damage, {1, 0}, true, 0, Characteristic::MeleeAttack, 1};
    const SpellEffect burn2{SpellEffectType::Damage, {2, 0}, true, 0, Characteristic::MeleeAttack, 1};
    fire.tiers = {{2, {burn1}}, {4, {burn2}}};
    Spell frost = fire;  // the same damage with no fire
    frost.id = "frost";
    for (SpellTier& t : frost.tiers)
        for (SpellEffect& e : t.effects) e.fire = false;
    spec.spells = {fire, frost};
    spec.letters = {{'M', "mage"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int mage_i = who(s, 'M'), m = who(s, 'm');
    // Magic 2: results 2-3 in 15/36 (1D6: 1-4 of 6 leave the troop's 5 HP standing), 4 in 1/36
    // (2D6: a sum of 2-4 in 6/36 does).
    const auto f = s.fireOdds(CastSpell{mage_i, "fire", m});
    REQUIRE(f);
    CHECK(f->chance == Approx(15.0 / 36 * 4.0 / 6 / 2 + 1.0 / 36 * 6.0 / 36 / 2));
    CHECK_FALSE(s.fireOdds(CastSpell{mage_i, "frost", m}));  // no fire in it
}

TEST_CASE("R31 R6 a poisonous bite poisons when it wounds (16/36) and the victim fails Strength 2 against 2 (20/36)",
          "[R31][R6][odds][poison]") {
    fixture::Spec spec = basicSpec({"#######", "#Am...#", "#######"});
    spec.cards.push_back(fixture::spiderCard());  // M.At 2, melee 3, web 2, poison 2
    spec.letters['m'] = "spider";
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    const auto p = s.poisonOdds(Melee{m, a});
    REQUIRE(p);
    CHECK(p->level == 2);
    CHECK(p->dice == 2);
    CHECK(p->chance == Approx(16.0 / 36 * 20.0 / 36));
    CHECK_FALSE(s.poisonOdds(Melee{a, m}));  // the hero's blow carries no poison
    CHECK_FALSE(s.fireOdds(Melee{m, a}));    // nor fire the spider's
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].poisoned = true; });
    CHECK(s.poisonOdds(Melee{m, a})->poisoned);
    CHECK(s.poisonOdds(Melee{m, a})->chance == 0.0);
}

TEST_CASE("R28 R6 the fear test of the next turn start: Will against the highest Fear in sight",
          "[R28][R6][odds][fear]") {
    fixture::Spec spec = basicSpec({"#########", "#A...m.n#", "###.#####", "#B......#", "#########"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Fear, 2)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    SECTION("Will 2 against Fear 2: 16/36 to keep all AP") {
        const auto f = s.fearOdds(a);
        REQUIRE(f);
        CHECK(f->level == 2);
        CHECK(f->source == m);
        CHECK(f->dice == 2);
        CHECK_FALSE(f->coward);
        CHECK(f->keep == Approx(16.0 / 36));
    }
    SECTION("no fearsome opponent in sight: no test; the fearsome ones test nothing against heroes") {
        CHECK_FALSE(s.fearOdds(b));
        CHECK_FALSE(s.fearOdds(m));
    }
    SECTION("a coward fails for sure") {
        spec.cards[0].special_rules = {rule(SpecialRuleId::Coward)};
        const GameState t = fixture::make(spec);
        const auto f = t.fearOdds(who(t, 'A'));
        REQUIRE(f);
        CHECK(f->coward);
        CHECK(f->keep == 0.0);
    }
    SECTION("the test the start of the side rolls is this one (the same level)") {
        s.apply(EndTurn{});
        fixture::forcePower(s, "I-");  // result 1 < 2: fails
        const auto ev = s.apply(EndTurn{});
        const auto tests = fixture::eventsOf<TestRolled>(ev);
        REQUIRE(tests.size() == 1);
        CHECK(tests[0].roll.difficulty == s.fearOdds(a)->level);
        CHECK(s.character(a).ap == 3);
    }
}

TEST_CASE("R48 R6 a Master character walking onto his own hidden trap: its Agility test in his odds, never in a hero's",
          "[R48][R6][odds]") {
    fixture::Spec spec = basicSpec({"#######", "#.A;m.#", "#######"});
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    const auto master = s.odds(Walk{m, {3, 1}});
    REQUIRE(master);
    REQUIRE(master->tests.size() == 1);
    CHECK(master->tests[0].purpose == "trap");
    CHECK(master->tests[0].rule == "R48");
    CHECK(master->success == Approx(32.0 / 36));
    CHECK_FALSE(s.odds(Walk{a, {3, 1}}));  // the hero knows nothing of it: no odds, no hint
    // Sprung (revealed to all), it is floor: no test for anyone.
    fixture::edit(s, [&](GameStateData& d) {
        for (ObjectState& o : d.objects) o.sprung = o.revealed = true;
    });
    CHECK_FALSE(s.odds(Walk{m, {3, 1}}));
}

TEST_CASE("R31 R23 R6 a poison spell: each tier's poison while the target stands and is not poisoned yet",
          "[R31][R23][R6][odds][poison]") {
    fixture::Spec spec = basicSpec({"#######", "#M...m#", "#######"});
    CharacterCard mage = fixture::card("mage", Formation::Hero);  // Magic 2
    mage.spells = {"venom", "frost", "curse"};
    spec.cards.push_back(mage);
    const SpellEffect poison2{SpellEffectType::Poison, {0, 0}, false, 2, Characteristic::MeleeAttack, 1};
    const SpellEffect poison3{SpellEffectType::Poison, {0, 0}, false, 3, Characteristic::MeleeAttack, 1};
    const SpellEffect damage{SpellEffectType::Damage, {1, 0}, false, 0, Characteristic::MeleeAttack, 1};
    Spell venom;
    venom.id = "venom";
    venom.target = SpellTarget::Enemy;
    venom.difficulty = 2;
    // Tier 1 (2-3): poison 2. Tier 2 (4+): 1D6 damage, then poison 2 twice (the second tests
    // only if the first was passed: a poisoned target catches nothing more).
    venom.tiers = {{2, {poison2}}, {4, {damage, poison2, poison2}}};
    Spell frost;  // damage, no poison
    frost.id = "frost";
    frost.target = SpellTarget::Enemy;
    frost.difficulty = 2;
    frost.tiers = {{2, {damage}}};
    Spell curse = venom;  // levels 2 and 3
    curse.id = "curse";
    curse.tiers = {{2, {poison2}}, {4, {poison3}}};
    spec.spells = {venom, frost, curse};
    spec.letters = {{'M', "mage"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int mage_i = who(s, 'M'), m = who(s, 'm');
    // Magic 2: results 2-3 in 15/36, 4 in 1/36. The troop (5 HP, Strength 2) fails Strength 2
    // against 2 in 20/36; 1D6 leaves it standing on 1-4 (4/6).
    const auto p = s.poisonOdds(CastSpell{mage_i, "venom", m});
    REQUIRE(p);
    CHECK(p->spell);
    CHECK(p->level == 2);
    CHECK(p->min_level == 2);
    CHECK(p->dice == 2);
    const double fail = 20.0 / 36, pass = 16.0 / 36;
    CHECK(p->chance == Approx(15.0 / 36 * fail + 1.0 / 36 * 4.0 / 6 * (fail + pass * fail)));
    // No poison in a damage spell, nor in the hero's blow.
    CHECK_FALSE(s.poisonOdds(CastSpell{mage_i, "frost", m}));
    CHECK_FALSE(s.poisonOdds(Melee{mage_i, m}));
    // The levels of the tiers: the lowest and the highest.
    const auto c = s.poisonOdds(CastSpell{mage_i, "curse", m});
    REQUIRE(c);
    CHECK(c->min_level == 2);
    CHECK(c->level == 3);
    // A target poisoned already catches nothing more.
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].poisoned = true; });
    const auto again = s.poisonOdds(CastSpell{mage_i, "venom", m});
    REQUIRE(again);
    CHECK(again->poisoned);
    CHECK(again->chance == 0.0);
}
