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
    CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::Agility, "trap"});
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

// ---- R27 at the start of a side (R8): fear tests, burning and poison damage ----

namespace {

SpecialRule fearRule(int level) { return {SpecialRuleId::Fear, level, AttackKind::All}; }

}  // namespace

TEST_CASE("R27 destiny re-rolls a failed fear test", "[R27][R28][R8]") {
    // m (Fear 2) walks into the sight of A and B during the Master's turn; the heroes' turn 2
    // starts with their fear tests: A fails, re-rolls, then B tests.
    fixture::Spec spec = base({"#######", "#A....#", "#B....#", "#####.#", "#####m#", "#######"});
    spec.letters['B'] = "hero";
    spec.cards[1].special_rules = {fearRule(2)};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    REQUIRE_FALSE(s.sees(a, m));  // nobody sees m at the start
    REQUIRE_FALSE(s.sees(b, m));
    s.apply(EndTurn{});
    for (int y : {3, 2}) s.apply(Walk{m, {5, y}});
    REQUIRE(s.sees(a, m));
    REQUIRE(s.sees(b, m));
    fixture::forcePower(s, "I-");  // A fails (1 < 2)
    auto ev = s.apply(EndTurn{});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.pending()->purpose == "fear");
    CHECK(s.pending()->who == a);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.activeSide() == Side::Heroes);
    CHECK(fixture::eventsOf<DecisionRequired>(ev).at(0).kind == "destiny_reroll");
    CHECK(fixture::eventsOf<TestRolled>(ev).size() == 1);  // B has not tested yet
    CHECK(fixture::eventsOf<ApLost>(ev).empty());
    CHECK_FALSE(s.isLegal(EndTurn{}));
    SECTION("used: the re-roll passes, then B tests") {
        fixture::forcePower(s, "II");  // A's re-roll passes
        fixture::forcePower(s, "--");  // B fails: B's own decision
        ev = s.apply(UseDestiny{});
        auto t = fixture::eventsOf<TestRolled>(ev);
        REQUIRE(t.size() == 2);
        CHECK(t[0].who == a);
        CHECK(t[0].rule == "R27");
        CHECK(t[0].roll.passed);
        CHECK(t[1].who == b);
        CHECK(t[1].purpose == "fear");
        CHECK(s.character(a).ap == 4);
        CHECK(s.character(a).destiny == 0);
        REQUIRE(s.pending());
        CHECK(s.pending()->who == b);
        ev = s.apply(DeclineDestiny{});
        REQUIRE(fixture::eventsOf<ApLost>(ev).size() == 1);
        CHECK(fixture::eventsOf<ApLost>(ev)[0].who == b);
        CHECK(s.character(b).ap == 3);
        CHECK(s.character(b).destiny == 1);
    }
    SECTION("declined: A loses 1 AP, B tests") {
        fixture::forcePower(s, "II");  // B passes
        ev = s.apply(DeclineDestiny{});
        CHECK_FALSE(s.pending());
        CHECK(s.character(a).ap == 3);
        CHECK(s.character(a).destiny == 1);
        CHECK(s.character(b).ap == 4);
        CHECK(fixture::eventsOf<TestRolled>(ev).size() == 1);
        CHECK(fixture::eventsOf<DecisionRequired>(ev).empty());  // no R42 window, no decision
        CHECK_FALSE(s.waitingWindow());
    }
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 destiny re-rolls a failed fear test at the start of the game", "[R27][R28][R8]") {
    fixture::Spec spec = base({"#######", "#A...m#", "#######"});
    spec.cards[1].special_rules = {fearRule(20)};  // no roll of two dice passes
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.pending()->purpose == "fear");
    CHECK(s.pending()->owner == Side::Heroes);
    CHECK(std::holds_alternative<EndTurn>(s.pending()->action));
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.character(a).ap == 4);
    GameState copy = s;  // the decision survives a save (GameStateData through fromData)
    fixture::edit(copy, [](GameStateData&) {});
    CHECK(copy == s);
    fixture::forcePower(s, "I-");
    auto ev = s.apply(UseDestiny{});
    CHECK_FALSE(s.pending());
    CHECK(s.character(a).ap == 3);
    CHECK(s.character(a).destiny == 0);
    CHECK(fixture::eventsOf<ApLost>(ev).at(0).rule == "R28");
}

TEST_CASE("R27 GameState::create reports the decision a fear test needs in its events", "[R27][R28][R8]") {
    fixture::Spec spec = base({"#######", "#A...m#", "#######"});
    spec.cards[1].special_rules = {fearRule(20)};
    GameState s = fixture::make(spec);
    GameSetup setup;
    setup.content = s.contentPtr();
    setup.heroes = {{"hero", "A", s.character(who(s, 'A')).pos}};
    setup.master = {{"troop", "m", s.character(who(s, 'm')).pos}};
    setup.options = spec.options;
    std::vector<Event> ev;
    auto made = GameState::create(setup, nullptr, &ev);
    REQUIRE(made);
    REQUIRE(made->pending());
    CHECK(fixture::eventsOf<TestRolled>(ev).at(0).purpose == "fear");
    REQUIRE(fixture::eventsOf<DecisionRequired>(ev).size() == 1);
    CHECK(fixture::eventsOf<DecisionRequired>(ev)[0].kind == "destiny_reroll");
}

TEST_CASE("R27 destiny cancels start-of-turn fire damage that would down a hero", "[R27][R29][R8]") {
    // A burns with 3 HP, B is poisoned: after A's decision, A's fire roll and B's poison go on.
    fixture::Spec spec = base({"#######", "#A...m#", "#B.####", "#######"});
    spec.letters['B'] = "hero";
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].hp = 3;
        d.characters[static_cast<std::size_t>(a)].burning = true;
        d.characters[static_cast<std::size_t>(b)].poisoned = true;
    });
    s.apply(EndTurn{});
    fixture::forceD6(s, {3});  // A burns for 3: 0 HP
    auto ev = s.apply(EndTurn{});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyCancel);
    CHECK(s.pending()->purpose == "burning");
    CHECK(s.pending()->wounds == 3);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
    CHECK(fixture::eventsOf<DecisionRequired>(ev).at(0).kind == "destiny_cancel");
    SECTION("cancelled") {
        fixture::forceD6(s, {4, 2});  // A keeps burning; B's poison: 2
        ev = s.apply(UseDestiny{});
        CHECK(s.character(a).hp == 3);
        CHECK(s.character(a).burning);
        CHECK(s.character(a).destiny == 0);
        CHECK_FALSE(fixture::eventsOf<DestinyUsed>(ev).at(0).reroll);
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 1);
        CHECK(w[0].who == b);
        CHECK(w[0].rule == "R31");
        CHECK(s.character(b).hp == 8);
    }
    SECTION("declined") {
        fixture::forceD6(s, {2});  // A is down (no fire roll); B's poison: 2
        ev = s.apply(DeclineDestiny{});
        CHECK(s.character(a).presence == Presence::Down);
        CHECK(s.character(a).destiny == 1);
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 2);
        CHECK(w[0].who == a);
        CHECK(w[0].rule == "R29");
        CHECK(w[1].who == b);
    }
    CHECK_FALSE(s.pending());
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 destiny cancels start-of-turn poison damage that would down a hero", "[R27][R31][R8]") {
    GameState s = fixture::make(base({"#######", "#A...m#", "#######"}));
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].hp = 2;
        d.characters[static_cast<std::size_t>(a)].poisoned = true;
    });
    s.apply(EndTurn{});
    fixture::forceD6(s, {5});
    s.apply(EndTurn{});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyCancel);
    CHECK(s.pending()->purpose == "poison_damage");
    CHECK(s.pending()->wounds == 5);
    auto ev = s.apply(UseDestiny{});
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
    CHECK(s.character(a).hp == 2);
    CHECK(s.character(a).poisoned);
    CHECK(s.character(a).destiny == 0);
    // Next turn, no destiny left: the poison downs A without asking.
    s.apply(EndTurn{});
    fixture::forceD6(s, {5});
    ev = s.apply(EndTurn{});
    CHECK_FALSE(s.pending());
    CHECK(s.character(a).presence == Presence::Down);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 destiny re-rolls a failed poison test", "[R27][R31]") {
    fixture::Spec spec = base({"######", "#Am..#", "######"});
    spec.cards[1].special_rules = {{SpecialRuleId::Poison, 2, AttackKind::All}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");  // m hits
    fixture::forceLocation(s, {Location::Chest});
    fixture::forcePower(s, "I-");  // A's Strength test vs 2 fails
    auto ev = s.apply(Melee{m, a});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.pending()->purpose == "poison");
    // The test that failed is the victim's Strength against poison, not m's melee attack.
    CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::Strength, "poison"});
    CHECK(s.pending()->owner == Side::Heroes);
    CHECK(s.toMove() == Side::Heroes);
    CHECK_FALSE(s.character(a).poisoned);
    CHECK(fixture::eventsOf<Wounded>(ev).size() == 1);
    SECTION("used and passed") {
        fixture::forcePower(s, "II");
        ev = s.apply(UseDestiny{});
        CHECK_FALSE(s.character(a).poisoned);
        CHECK(fixture::eventsOf<TestRolled>(ev).at(0).rule == "R27");
    }
    SECTION("declined") {
        ev = s.apply(DeclineDestiny{});
        CHECK(s.character(a).poisoned);
        CHECK(fixture::eventsOf<StatusChanged>(ev).at(0).change == StatusChange::Poisoned);
    }
    CHECK_FALSE(s.pending());
    CHECK(s.toMove() == Side::Master);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 destiny re-rolls a failed poison test against a spell, the spell goes on", "[R27][R31][R23]") {
    fixture::Spec spec = base({"######", "#A..m#", "######"});
    spec.cards[1].characteristics[Characteristic::Destiny] = 1;
    Spell venom;
    venom.id = "venom";
    venom.target = SpellTarget::Enemy;
    venom.difficulty = 2;
    SpellEffect poison;
    poison.type = SpellEffectType::Poison;
    poison.level = 2;
    SpellEffect damage;
    damage.type = SpellEffectType::Damage;
    damage.amount = {1, 0};
    venom.tiers = {{2, {poison, damage}}};
    spec.spells.push_back(venom);
    spec.cards[0].spells = {"venom"};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "II");  // Magic 2: tier 0
    fixture::forcePower(s, "I-");  // m's Strength test vs 2 fails
    s.apply(CastSpell{a, "venom", m});
    REQUIRE(s.pending());
    CHECK(s.pending()->purpose == "poison");
    CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::Strength, "poison"});
    CHECK(s.pending()->owner == Side::Master);
    fixture::forcePower(s, "II");  // the re-roll passes
    fixture::forceD6(s, {2});      // then the damage effect
    auto ev = s.apply(UseDestiny{});
    CHECK_FALSE(s.character(m).poisoned);
    CHECK(s.character(m).hp == 3);
    CHECK(fixture::eventsOf<Wounded>(ev).at(0).rule == "R23");
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 R45 destiny cancels the damage of an unexpected fire that would down a hero", "[R27][R45][R8]") {
    fixture::Spec spec = base({"#######", "#A...m#", "#######"});
    spec.options.unexpected_events = true;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 3; });
    s.apply(EndTurn{});
    fixture::forceD6(s, {1, 1, 4});  // 2: the hero catches fire, 4 HP of fire
    auto ev = s.apply(EndTurn{});
    REQUIRE(s.pending());
    CHECK(s.pending()->purpose == "unexpected_fire");
    CHECK(s.pending()->wounds == 4);
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
    fixture::forceD6(s, {1, 2});  // R29 burning at once (no destiny left): 1 HP, then the fire goes out
    ev = s.apply(UseDestiny{});
    auto w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].rule == "R29");
    CHECK(s.character(a).hp == 2);
    CHECK_FALSE(s.character(a).burning);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R27 the pending re-roll names the test that failed: attack, block, fear", "[R27][R12][R28]") {
    SECTION("melee attack (R15)") {
        GameState s = fixture::make(base({"######", "#Am..#", "######"}));
        fixture::forcePower(s, "--");
        s.apply(Melee{who(s, 'A'), who(s, 'm')});
        REQUIRE(s.pending());
        CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::MeleeAttack, "melee"});
    }
    SECTION("block test on leaving (R12)") {
        GameState s = fixture::make(base({"#######", "#Am...#", "#.....#", "#######"}));
        const int a = who(s, 'A');
        fixture::forcePower(s, "--");
        s.apply(Walk{a, {1, 2}});
        REQUIRE(s.pending());
        CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::Agility, "block"});
    }
    SECTION("fear (R28): Will") {
        // m out of sight at the start (no fear test in create), then brought next to A.
        fixture::Spec spec = base({"#######", "#A#...#", "#.#..m#", "#######"});
        spec.cards[1].special_rules = {{SpecialRuleId::Fear, 2, AttackKind::All}};
        GameState s = fixture::make(spec);
        REQUIRE_FALSE(s.pending());
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'm'))].pos = {1, 2}; });
        s.apply(EndTurn{});
        fixture::forcePower(s, "--");  // the hero's Will test at the start of turn 2
        s.apply(EndTurn{});
        REQUIRE(s.pending());
        CHECK(s.pending()->purpose == "fear");
        CHECK(s.pendingTest() == GameState::PendingTest{Characteristic::Will, "fear"});
    }
    SECTION("no re-roll pending: nothing") {
        GameState s = fixture::make(base({"######", "#Am..#", "######"}));
        CHECK_FALSE(s.pendingTest());
    }
}
