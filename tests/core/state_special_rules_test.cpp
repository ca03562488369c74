// R23, R28–R31, R33, R34, R38, R39, R45, R46: special rules, spells and optional rules.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::rule;
using fixture::who;

namespace {


}  // namespace

TEST_CASE("R28 fear: at the start of its side's turn a character seeing a fearsome opponent tests Will", "[R28]") {
    fixture::Spec spec = basicSpec({"#######", "#A...m#", "#######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Fear, 2)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    s.apply(EndTurn{});
    fixture::forcePower(s, "--");
    auto ev = s.apply(EndTurn{});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].purpose == "fear");
    CHECK(t[0].characteristic == Characteristic::Will);
    CHECK(t[0].roll.difficulty == 2);
    CHECK(s.character(a).ap == 3);
    REQUIRE(fixture::eventsOf<ApLost>(ev).size() == 1);
    CHECK(fixture::eventsOf<ApLost>(ev)[0].rule == "R28");
}

TEST_CASE("R28 cowards fail their fear tests automatically, fear needs line of sight", "[R28]") {
    fixture::Spec spec = basicSpec({"#######", "#A...m#", "###.###", "#B....#", "#######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Fear, 1)};
    spec.cards[0].special_rules = {rule(SpecialRuleId::Coward)};
    GameState s = fixture::make(spec);
    CHECK(s.character(who(s, 'A')).ap == 3);  // coward, sees m
    CHECK(s.character(who(s, 'B')).ap == 4);  // cannot see m
}

TEST_CASE("R29 fire: a fire attack that wounds sets on fire on 4+, 1D6 HP each turn start", "[R29]") {
    fixture::Spec spec = basicSpec({"######", "#Am..#", "######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::FireAttack)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    fixture::forceD6(s, {4});
    auto ev = s.apply(Melee{m, a});
    CHECK(s.character(a).burning);
    CHECK(fixture::eventsOf<StatusChanged>(ev)[0].rule == "R29");
    CHECK(s.character(a).hp == 7);
    fixture::forceD6(s, {2, 3});  // burn 2, then 3 < 4: the fire goes out
    ev = s.apply(EndTurn{});
    CHECK(s.character(a).hp == 5);
    CHECK_FALSE(s.character(a).burning);
}

TEST_CASE("R30 web: a webbing melee hit webs, the victim can only spend 1 AP on a Strength test", "[R30]") {
    fixture::Spec spec = basicSpec({"######", "#Am..#", "######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Web, 2, AttackKind::Melee)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Leg});
    s.apply(Melee{m, a});
    CHECK(s.character(a).webbed == 2);
    s.apply(EndTurn{});
    const auto legal = s.legalActions();
    REQUIRE(legal.size() == 2);
    CHECK(std::holds_alternative<EndTurn>(legal[0].action));
    CHECK(std::holds_alternative<BreakFree>(legal[1].action));
    CHECK(*s.whyIllegal(Walk{a, {1, 2}}) == "A is webbed: it can only try to break free (R30)");
    fixture::forcePower(s, "I-");
    s.apply(BreakFree{a});
    CHECK(s.character(a).webbed == 2);
    fixture::forcePower(s, "*I");
    auto ev = s.apply(BreakFree{a});
    CHECK(s.character(a).webbed == 0);
    CHECK(fixture::eventsOf<StatusChanged>(ev)[0].rule == "R30");
}

TEST_CASE("R31 poison: a wounding poison attack, failed Strength test: -1 AP now, 1D6 HP each turn until cured",
          "[R31][R26]") {
    fixture::Spec spec = basicSpec({"######", "#Amo.#", "######"});
    spec.cards[0].special_rules = {rule(SpecialRuleId::Poison, 3)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "*I");  // hit
    fixture::forceLocation(s, {Location::Chest});
    fixture::forcePower(s, "I-");  // m's Strength test vs 3 fails
    s.apply(Melee{a, m});
    CHECK(s.character(m).poisoned);
    CHECK(s.character(m).ap == 2);
    CHECK(s.character(m).hp == 2);
    fixture::forceD6(s, {1});
    auto ev = s.apply(EndTurn{});  // the Master's turn starts: 1D6 HP
    CHECK(s.character(m).hp == 1);
    CHECK(fixture::eventsOf<Wounded>(ev)[0].rule == "R31");
    CHECK(s.character(m).poisoned);
}

TEST_CASE("R33 swarm: +1 M.At, Defence and melee damage per figure after the first", "[R33]") {
    fixture::Spec spec = basicSpec({"######", "#Am..#", "######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Swarm, 3)};
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 2;
    GameState s = fixture::make(spec);
    const int m = who(s, 'm');
    CHECK(s.maxHp(m) == 6);
    CHECK(s.figures(m) == 3);
    CHECK(s.effective(m, Characteristic::MeleeAttack) == 4);
    CHECK(s.effective(m, Characteristic::Defence) == 4);
    CHECK(s.meleeDamage(m) == 5);
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].hp = 3; });
    CHECK(s.figures(m) == 2);
    CHECK(s.meleeDamage(m) == 4);
}

TEST_CASE("R34 regeneration: N D6 HP at the start of its turn, never above maximum", "[R34]") {
    fixture::Spec spec = basicSpec({"######", "#A..m#", "######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Regeneration, 2)};
    GameState s = fixture::make(spec);
    const int m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].hp = 1; });
    fixture::forceD6(s, {1, 2});
    s.apply(EndTurn{});
    CHECK(s.character(m).hp == 4);
}

TEST_CASE("R38 invisible characters cannot be targeted, immaterial ones only by magic weapons", "[R38]") {
    fixture::Spec spec = basicSpec({"#######", "#Am.n.#", "#######"});
    CharacterCard ghost = fixture::card("ghost", Formation::MasterTroop, 5, 3);
    ghost.special_rules = {rule(SpecialRuleId::Invisible)};
    CharacterCard shade = fixture::card("shade", Formation::MasterTroop, 5, 3);
    shade.special_rules = {rule(SpecialRuleId::Immaterial)};
    spec.cards.push_back(ghost);
    spec.cards.push_back(shade);
    spec.letters['m'] = "shade";
    spec.letters['n'] = "ghost";
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Shot{a, who(s, 'n')}) == "n is invisible and cannot be targeted (R38)");
    CHECK(s.attackProfile(Melee{a, who(s, 'm')})->cannot_wound);
}

TEST_CASE("R39 blunt: a head hit gives a stun point, -1 AP at the victim's next turn", "[R39]") {
    fixture::Spec spec = basicSpec({"######", "#Am..#", "######"});
    spec.cards[0].special_rules = {rule(SpecialRuleId::Blunt)};
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 20;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{a, m});
    CHECK(s.character(m).stun == 1);
    auto ev = s.apply(EndTurn{});
    CHECK(s.character(m).ap == 2);
    CHECK(s.character(m).stun == 0);
    CHECK(fixture::eventsOf<ApLost>(ev)[0].rule == "R39");
}

TEST_CASE("R23 spells: the Magic result picks the highest tier, heal, damage, target rules", "[R23]") {
    fixture::Spec spec = basicSpec({"#######", "#A...m#", "#B....#", "#######"});
    spec.cards[0].spells = {"heal", "bolt"};
    Spell heal;
    heal.id = "heal";
    heal.target = SpellTarget::AllyOrSelf;
    heal.tiers = {{1, {{SpellEffectType::Heal, {1, 0}, false, 0, Characteristic::MeleeAttack, 1}}},
                  {3, {{SpellEffectType::Heal, {2, 1}, false, 0, Characteristic::MeleeAttack, 1}}}};
    Spell bolt;
    bolt.id = "bolt";
    bolt.target = SpellTarget::Enemy;
    bolt.difficulty = 2;
    bolt.tiers = {{2, {{SpellEffectType::Damage, {0, 4}, false, 0, Characteristic::MeleeAttack, 1}}}};
    spec.spells = {heal, bolt};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    CHECK(*s.whyIllegal(CastSpell{a, "heal", m}) == "heal targets an ally or its caster (R23)");
    CHECK(*s.whyIllegal(CastSpell{a, "bolt", b}) == "bolt targets an enemy (R23)");
    CHECK(*s.whyIllegal(CastSpell{a, "fireball", m}) == "A does not know the spell \"fireball\"");
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(b)].hp = 2; });
    fixture::forcePower(s, "**");  // result 4: tier 2
    fixture::forceD6(s, {3, 4});
    auto ev = s.apply(CastSpell{a, "heal", b});
    CHECK(fixture::eventsOf<SpellCast>(ev)[0].tier == 1);
    CHECK(s.character(b).hp == 10);
    fixture::forcePower(s, "I-");  // result 1 < difficulty 2: fails
    ev = s.apply(CastSpell{a, "bolt", m});
    CHECK(fixture::eventsOf<SpellCast>(ev)[0].tier == -1);
    // The test's terms: the caster's Magic, then the spell's difficulty.
    const auto magic = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(magic.size() == 1);
    CHECK(magic[0].modifiers == std::vector<Modifier>{{ModifierKey::Characteristic, a, "magic", 0, "", 2, true},
                                                      {ModifierKey::SpellDifficulty, -1, "bolt", 0, "R23", 2, false}});
    CHECK(modifierText(magic[0].modifiers[1], "") == "spell bolt (R23)");
    CHECK(s.character(m).hp == 5);
    fixture::forcePower(s, "II");
    ev = s.apply(CastSpell{a, "bolt", m});
    CHECK(s.character(m).hp == 1);
}

TEST_CASE("R45 unexpected events: 2D6 at the start of the heroes' turn from turn 2", "[R45]") {
    fixture::Spec spec = basicSpec({"######", "#A..m#", "######"});
    spec.options.unexpected_events = true;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    s.apply(EndTurn{});
    fixture::forceD6(s, {6, 6, 1, 2, 3});  // 12: the fairy, 3D6 each hero
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 1; });
    auto ev = s.apply(EndTurn{});
    REQUIRE(fixture::eventsOf<UnexpectedEventRolled>(ev).size() == 1);
    CHECK(fixture::eventsOf<UnexpectedEventRolled>(ev)[0].event == UnexpectedEventType::FairyHeal);
    CHECK(s.character(a).hp == 7);
    s.apply(EndTurn{});
    fixture::forceD6(s, {1, 2});  // 3: the Master's characters get 2 more AP this turn
    ev = s.apply(EndTurn{});
    CHECK(fixture::eventsOf<UnexpectedEventRolled>(ev)[0].event == UnexpectedEventType::MasterExtraAp);
    s.apply(EndTurn{});
    CHECK(s.character(m).ap == 5);
}

TEST_CASE("R45 R25 the fairy heals a down hero too: healed from 0 he stands up, the dead get nothing", "[R45][R25]") {
    fixture::Spec spec = basicSpec({"#######", "#A.B.m#", "#C....#", "#######"});
    spec.letters['C'] = "hero";
    spec.options.unexpected_events = true;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), c = who(s, 'C');
    s.apply(EndTurn{});
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].hp = 1;
        CharacterState& down = d.characters[static_cast<std::size_t>(b)];
        down.presence = Presence::Down;  // R25: down since this turn, at -1 HP
        down.hp = -1;
        down.ap = 0;
        down.down_turn = d.turn;
        CharacterState& dead = d.characters[static_cast<std::size_t>(c)];
        dead.presence = Presence::Dead;
        dead.hp = -3;
    });
    // 12: the fairy; 3D6 for each hero in turn (A: 6, B: 4), none for the dead.
    fixture::forceD6(s, {6, 6, 1, 2, 3, 1, 1, 2});
    auto ev = s.apply(EndTurn{});
    REQUIRE(fixture::eventsOf<UnexpectedEventRolled>(ev).size() == 1);
    CHECK(fixture::eventsOf<UnexpectedEventRolled>(ev)[0].event == UnexpectedEventType::FairyHeal);
    CHECK(s.character(a).hp == 7);
    CHECK(s.character(b).presence == Presence::OnBoard);  // stood up with 4 (from 0, not -1 + 4)
    CHECK(s.character(b).hp == 4);
    CHECK(s.character(c).presence == Presence::Dead);
    CHECK(s.character(c).hp == -3);
    const auto healed = fixture::eventsOf<Healed>(ev);
    REQUIRE(healed.size() == 2);
    CHECK(healed[0].who == a);
    CHECK(healed[1].who == b);
    const auto stood = fixture::eventsOf<StatusChanged>(ev);
    CHECK(std::any_of(stood.begin(), stood.end(), [&](const StatusChanged& e) {
        return e.who == b && e.change == StatusChange::StoodUp && e.rule == "R25";
    }));
}

TEST_CASE("R30 R46 a webbed duellist may break free, and do nothing else, in contact or apart", "[R30][R46]") {
    // Webbed (R30) it may only break free; in a duel (R46) only move toward or attack its
    // opponent: breaking free stays open, else neither could ever act again.
    for (const bool contact : {true, false}) {
        INFO((contact ? "in contact" : "apart"));
        fixture::Spec spec = basicSpec(contact ? std::vector<std::string>{"######", "#Am..#", "######"}
                                               : std::vector<std::string>{"######", "#A..m#", "######"});
        GameState s = fixture::make(spec);
        const int a = who(s, 'A'), m = who(s, 'm');
        REQUIRE(s.isLegal(ChallengeDuel{a, m}));
        s.apply(ChallengeDuel{a, m});
        REQUIRE(s.character(a).duel_with == m);
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].webbed = 2; });
        CHECK(s.isLegal(BreakFree{a}));
        CHECK(*s.whyIllegal(Walk{a, {2, 1}}) == "A is webbed: it can only try to break free (R30)");
        CHECK(*s.whyIllegal(Melee{a, m}) == "A is webbed: it can only try to break free (R30)");
        // Free of the web, there is nothing to break free of.
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].webbed = 0; });
        CHECK_FALSE(s.isLegal(BreakFree{a}));
    }
}

TEST_CASE("R46 duel: challenged in sight, both move toward each other, nobody else interferes", "[R46]") {
    fixture::Spec spec = basicSpec({"########", "#A....m#", "#B.....#", "########"});
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    REQUIRE(s.isLegal(ChallengeDuel{a, m}));
    s.apply(ChallengeDuel{a, m});
    CHECK(s.character(a).duel_with == m);
    CHECK(*s.whyIllegal(Shot{b, m}) == "m is in a duel with A: nobody else may interfere (R46)");
    CHECK(*s.whyIllegal(Walk{a, {1, 2}}) == "A is in a duel with m: it must move toward it (R46)");
    CHECK(s.isLegal(Walk{a, {2, 1}}));
    fixture::Spec off = spec;
    off.options.duel = false;
    GameState t = fixture::make(off);
    CHECK(*t.whyIllegal(ChallengeDuel{a, m}) == "The duel rule is off (R46)");
}

TEST_CASE("R33 a swarm absorbs a swarm of the same card by moving onto it, new figures count next turn", "[R33]") {
    fixture::Spec spec = basicSpec({"#######", "#A..mn#", "#######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Swarm, 4)};
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 2;
    GameState s = fixture::make(spec);
    const int m = who(s, 'm'), n = who(s, 'n');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(m)].hp = 3;  // 2 figures
        d.characters[static_cast<std::size_t>(n)].hp = 2;  // 1 figure
    });
    s.apply(EndTurn{});
    CHECK(s.meleeDamage(m) == 4);
    REQUIRE(s.isLegal(Walk{n, {4, 1}}));
    auto ev = s.apply(Walk{n, {4, 1}});
    CHECK(s.character(n).presence == Presence::Dead);
    CHECK(s.character(m).hp == 5);
    CHECK(s.figures(m) == 3);
    CHECK(s.meleeDamage(m) == 4);  // the new figure counts from the next turn
    CHECK(fixture::eventsOf<StatusChanged>(ev)[0].rule == "R33");
    s.apply(EndTurn{});
    CHECK(s.meleeDamage(m) == 5);
}
