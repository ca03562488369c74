// R4, R8, R14, R17, R34, R36, R43, R46, R47, R48, R49: rule tests on ASCII boards with forced dice
// (one rule per test case, named after the rule).
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::rule;
using fixture::who;

namespace {

fixture::Spec baseInStateRuleGaps(std::vector<std::string> rows) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'C', "hero"}, {'m', "troop"}, {'n', "troop"}, {'k', "leader"}};
    return spec;
}


CharacterState& characterOf(GameStateData& d, int who) { return d.characters[static_cast<std::size_t>(who)]; }

/// The rule ids of `ev` from the first TurnBegan on (R8's order at the start of a side's turn).
std::vector<std::string> rulesFromTurnBegan(const std::vector<Event>& ev) {
    std::vector<std::string> out;
    bool began = false;
    for (const Event& e : ev) {
        if (std::holds_alternative<TurnBegan>(e)) {
            began = true;
            continue;
        }
        if (began) out.push_back(eventRule(e));
    }
    return out;
}

}  // namespace

TEST_CASE("R4 location die: faces from the ruleset, arm reads the arms armour, leg the legs", "[R4][R15]") {
    fixture::Spec spec = baseInStateRuleGaps({"#####", "#Am.#", "#####"});
    spec.cards[1].armour = {0, 1, 2, 1};  // troop: head 0, chest 1, arms 2, legs 1
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 20;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "*I");  // result 2 vs Defence 2
    fixture::forceLocation(s, {Location::Arm});
    auto w = fixture::eventsOf<Wounded>(s.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].location == Location::Arm);
    CHECK(w[0].armour == 2);
    CHECK(w[0].wounds == 1);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Leg});
    w = fixture::eventsOf<Wounded>(s.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].location == Location::Leg);
    CHECK(w[0].armour == 1);
    CHECK(w[0].wounds == 2);
    // A real (not forced) roll takes its face from the ruleset's location die (data): a die
    // whose six faces are all "leg" always hits the legs.
    auto content = std::make_shared<GameContent>(s.content());
    content->ruleset.location_die.fill(Location::Leg);
    s = *GameState::fromData(content, s.data());
    fixture::forcePower(s, "*I");
    w = fixture::eventsOf<Wounded>(s.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].location == Location::Leg);
    CHECK(w[0].armour == 1);
    CHECK(s.character(m).hp == 20 - 1 - 2 - 2);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R8 start of a side's turn: reinforcements, fear, burning, poison, regeneration, stun", "[R8][R24]") {
    // k (the leader, 30 HP) burns, is poisoned, regenerates and has a stun point, and sees the
    // fearsome hero A; the casualty m comes back behind the wall, out of A's sight.
    fixture::Spec spec = baseInStateRuleGaps({"#########", "#A..k#R.#", "#...m#..#", "#########"});
    spec.cards[0].special_rules = {rule(SpecialRuleId::Fear, 1)};
    spec.cards[2].characteristics[Characteristic::HealthPoints] = 30;
    spec.cards[2].special_rules = {rule(SpecialRuleId::Regeneration, 1)};
    GameState s = fixture::make(spec);
    const int k = who(s, 'k'), m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) {
        characterOf(d, k).hp = 20;
        characterOf(d, k).burning = true;
        characterOf(d, k).poisoned = true;
        characterOf(d, k).stun = 1;
        characterOf(d, m).presence = Presence::Casualty;
    });
    fixture::forceD6(s, {6, 2, 5, 3, 4});  // reinforcement, burning, keeps burning, poison, regeneration
    fixture::forcePower(s, "--");           // fear test failed
    auto ev = s.apply(EndTurn{});
    CHECK(rulesFromTurnBegan(ev) == std::vector<std::string>{"R24", "R24",          // D6, back at R
                                                             "R28", "R28",          // Will test, -1 AP
                                                             "R29", "R29", "R29",   // D6, wounds, D6
                                                             "R31", "R31",          // D6, wounds
                                                             "R34", "R34",          // D6, healed
                                                             "R39"});               // -1 AP
    CHECK(s.character(m).pos == Pos{6, 1});
    CHECK(s.character(k).hp == 20 - 2 - 3 + 4);
    CHECK(s.character(k).ap == 3 - 1 - 1);
    CHECK(s.character(k).burning);
    CHECK(s.character(k).stun == 0);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R14 distance counts diagonals as 1 (Chebyshev): shot difficulty uses it", "[R14][R19]") {
    CHECK(distance(Pos{1, 1}, Pos{4, 4}) == 3);
    CHECK(distance(Pos{1, 1}, Pos{7, 4}) == 6);
    CHECK(distance(Pos{7, 4}, Pos{1, 1}) == 6);
    GameState s = fixture::make(baseInStateRuleGaps({"##########",
                                      "#A.......#",
                                      "#........#",
                                      "#........#",
                                      "#...m..n.#",
                                      "##########"}));
    const int a = who(s, 'A');
    // 3 squares diagonally: distance 3 (Manhattan 6), difficulty 1.
    CHECK(s.attackProfile(Shot{a, who(s, 'm')})->difficulty == 1);
    // 6 across and 3 down: distance 6 (Manhattan 9, Euclid 6.7), difficulty 2.
    CHECK(s.attackProfile(Shot{a, who(s, 'n')})->difficulty == 2);
    fixture::forcePower(s, "I-");
    auto t = fixture::eventsOf<TestRolled>(s.apply(Shot{a, who(s, 'n')}));
    REQUIRE(t.size() == 1);
    CHECK(t[0].roll.difficulty == 2);
}

TEST_CASE("R36 a magic weapon wounds an immaterial target, a non-magic one does not", "[R36][R38]") {
    fixture::Spec spec = baseInStateRuleGaps({"#####", "#AmB#", "#####"});
    CharacterCard shade = fixture::card("shade", Formation::MasterTroop, 5, 3);
    shade.special_rules = {rule(SpecialRuleId::Immaterial)};
    CharacterCard paladin = fixture::card("paladin", Formation::Hero);
    paladin.special_rules = {rule(SpecialRuleId::MagicWeapon)};
    spec.cards.push_back(shade);
    spec.cards.push_back(paladin);
    spec.letters['m'] = "shade";
    spec.letters['A'] = "paladin";
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    CHECK_FALSE(s.attackProfile(Melee{a, m})->cannot_wound);
    CHECK(s.attackProfile(Melee{b, m})->cannot_wound);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    auto w = fixture::eventsOf<Wounded>(s.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].wounds == 3);
    CHECK(s.character(m).hp == 2);
    fixture::forcePower(s, "**");  // a hit (Defence 1 now, R17), but no wound
    fixture::forceLocation(s, {Location::Head});
    w = fixture::eventsOf<Wounded>(s.apply(Melee{b, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].wounds == 0);
    CHECK(s.character(m).hp == 2);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R47 critical hit is an optional rule: off, a result of difficulty + 4 adds nothing", "[R47][R21]") {
    fixture::Spec spec = baseInStateRuleGaps({"#####", "#Am.#", "#####"});
    spec.cards[0].characteristics[Characteristic::MeleeAttack] = 3;
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 30;
    fixture::Spec off = spec;
    off.options.critical_hit = false;
    GameState s = fixture::make(off);
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK_FALSE(s.attackProfile(Melee{a, m})->critical_enabled);
    fixture::forcePower(s, "***");  // 3 × 3 = 9 >= 2 + 4
    fixture::forceLocation(s, {Location::Chest});
    auto w = fixture::eventsOf<Wounded>(s.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK_FALSE(w[0].critical);
    CHECK(w[0].raw == 3);
    CHECK(w[0].rule == "R15");
    // The same roll with the option on (the default) is a critical hit.
    GameState on = fixture::make(spec);
    fixture::forcePower(on, "***");
    fixture::forceLocation(on, {Location::Chest});
    w = fixture::eventsOf<Wounded>(on.apply(Melee{a, m}));
    REQUIRE(w.size() == 1);
    CHECK(w[0].critical);
    CHECK(w[0].raw == 13);
    CHECK(w[0].rule == "R21");
}

TEST_CASE("R17 multiple combat: Defence never goes below 0", "[R17]") {
    fixture::Spec spec = baseInStateRuleGaps({"#####", "#ABC#", "#.m.#", "#####"});
    spec.cards[1].characteristics[Characteristic::Defence] = 1;
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 20;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), c = who(s, 'C'), m = who(s, 'm');
    CHECK(s.attackProfile(Melee{a, m})->difficulty == 1);
    fixture::forcePower(s, "--");
    s.apply(Melee{a, m});
    CHECK(s.attackProfile(Melee{b, m})->difficulty == 0);
    fixture::forcePower(s, "I-");
    fixture::forceLocation(s, {Location::Chest});
    s.apply(Melee{b, m});
    // A third attacker from a third square: 1 - 2, floored at 0.
    CHECK(s.attackProfile(Melee{c, m})->difficulty == 0);
    fixture::forcePower(s, "I-");
    fixture::forceLocation(s, {Location::Leg});
    auto t = fixture::eventsOf<TestRolled>(s.apply(Melee{c, m}));
    REQUIRE(t.size() == 1);
    CHECK(t[0].roll.difficulty == 0);
    CHECK(s.character(m).hp == 20 - 3 - 3);
}

TEST_CASE("R34 regeneration never takes HP above the maximum", "[R34]") {
    fixture::Spec spec = baseInStateRuleGaps({"######", "#A..m#", "######"});
    spec.cards[1].special_rules = {rule(SpecialRuleId::Regeneration, 2)};
    GameState s = fixture::make(spec);
    const int m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) { characterOf(d, m).hp = 4; });
    fixture::forceD6(s, {6, 6});
    auto h = fixture::eventsOf<Healed>(s.apply(EndTurn{}));
    REQUIRE(h.size() == 1);
    CHECK(h[0].amount == 1);
    CHECK(h[0].hp_after == 5);
    CHECK(s.character(m).hp == 5);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R43 a failed jump lands on a jumped square drawn by D6: the lava one kills", "[R43][R49]") {
    fixture::Spec spec = baseInStateRuleGaps({"#######", "#A.~..#", "#....m#", "#######"});
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    REQUIRE(s.isLegal(Jump{a, {4, 1}}));  // over (2,1) floor and (3,1) lava: difficulty 4
    SECTION("D6 1-3: the first jumped square, floor") {
        fixture::forcePower(s, "I-");
        fixture::forceD6(s, {3});
        auto ev = s.apply(Jump{a, {4, 1}});
        CHECK(fixture::eventsOf<TestRolled>(ev)[0].roll.difficulty == 4);
        CHECK(s.character(a).pos == Pos{2, 1});
        CHECK(s.character(a).presence == Presence::OnBoard);
    }
    SECTION("D6 4-6: the second jumped square, lava: dead") {
        fixture::forcePower(s, "I-");
        fixture::forceD6(s, {4});
        auto ev = s.apply(Jump{a, {4, 1}});
        CHECK(s.character(a).presence == Presence::Dead);
        auto moved = fixture::eventsOf<Moved>(ev);
        REQUIRE(moved.size() == 1);
        CHECK(moved[0].to == Pos{3, 1});
        auto st = fixture::eventsOf<StatusChanged>(ev);
        REQUIRE(st.size() == 1);
        CHECK(st[0].change == StatusChange::Died);
        CHECK(st[0].rule == "R49");
    }
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R46 duel: nobody else may target the duellists, they may only melee each other", "[R46]") {
    GameState s = fixture::make(baseInStateRuleGaps({"######", "#Am..#", "#nB..#", "######"}));
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm'), n = who(s, 'n');
    s.apply(ChallengeDuel{a, m});
    CHECK(*s.whyIllegal(Melee{b, m}) == "m is in a duel with A: nobody else may interfere (R46)");
    CHECK(*s.whyIllegal(Melee{a, n}) == "A is in a duel with m: it may only attack it in melee (R46)");
    CHECK(*s.whyIllegal(Walk{a, {1, 0}}) == "A is in a duel with m: it may only attack it in melee (R46)");
    CHECK(s.isLegal(Melee{a, m}));
    CHECK(s.isLegal(PowerfulAttack{a, m}));
    s.apply(EndTurn{});
    CHECK(*s.whyIllegal(Melee{n, a}) == "A is in a duel with m: nobody else may interfere (R46)");
    CHECK(*s.whyIllegal(Melee{m, b}) == "m is in a duel with A: it may only attack it in melee (R46)");
    CHECK(s.isLegal(Melee{m, a}));
    CHECK(s.isLegal(Melee{n, b}));
}

TEST_CASE("R49 lava cannot be walked or run into, straight or diagonally", "[R49]") {
    GameState s = fixture::make(baseInStateRuleGaps({"######", "#A~..#", "#.~.m#", "######"}));
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Walk{a, {2, 1}}) == "Cannot walk into the lava at (2,1): jump over it (R49)");
    CHECK(*s.whyIllegal(Walk{a, {2, 2}}) == "Cannot walk into the lava at (2,2): jump over it (R49)");
    CHECK(*s.whyIllegal(Run{a, {2, 1}, {3, 1}}) == "Cannot walk into the lava at (2,1): jump over it (R49)");
    CHECK(*s.whyIllegal(Run{a, {1, 2}, {2, 2}}) == "Cannot walk into the lava at (2,2): jump over it (R49)");
    for (const LegalAction& l : s.legalActions()) {
        if (auto* w = std::get_if<Walk>(&l.action)) CHECK(s.board().tile(w->to) != TileKind::Lava);
        if (auto* r = std::get_if<Run>(&l.action)) {
            CHECK(s.board().tile(r->via) != TileKind::Lava);
            CHECK(s.board().tile(r->to) != TileKind::Lava);
        }
    }
    CHECK(s.isLegal(Jump{a, {3, 1}}));
}

TEST_CASE("R48 reveals: every hero move is flagged while a hidden trap is unsprung, the Master's exactly", "[R48]") {
    GameState s = fixture::make(baseInStateRuleGaps({"#######", "#A.;m.#", "#######"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    // The flag of a hero's move must not tell where the hidden trap is.
    CHECK(s.info(Walk{a, {2, 1}}).reveals);
    CHECK(s.info(Walk{a, {1, 1}}).reveals == s.info(Walk{a, {2, 1}}).reveals);
    CHECK_FALSE(s.info(Walk{a, {2, 1}}).undoable());
    // The Master knows: only a move onto the trap is flagged.
    CHECK(s.info(Walk{m, {3, 1}}).reveals);
    CHECK_FALSE(s.info(Walk{m, {5, 1}}).reveals);
    s.apply(Walk{a, {2, 1}});
    fixture::forcePower(s, "I-");
    auto o = fixture::eventsOf<ObjectChanged>(s.apply(Walk{a, {3, 1}}));
    REQUIRE(o.size() == 2);
    CHECK(o[0].change == ObjectChange::TrapRevealed);
    CHECK(o[1].change == ObjectChange::TrapAvoided);
    // Sprung: nothing hidden is left, moves are plain again.
    CHECK_FALSE(s.info(Walk{a, {2, 1}}).reveals);
    CHECK(s.info(Walk{a, {2, 1}}).rolls_dice);  // leaving m's side: a block test (R12)
}

TEST_CASE("R49 lava is only jumped over: a jump cannot land in it", "[R49][R43]") {
    GameState s = fixture::make(baseInStateRuleGaps({"#######", "#A~~.m#", "#######"}));
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Jump{a, {3, 1}}) == "Cannot land on (3,1) (R43, R49)");
    CHECK(s.isLegal(Jump{a, {4, 1}}));
}
