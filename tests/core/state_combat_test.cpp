// R15–R21, R24, R25, R27: attacks and injuries in GameState, with forced dice.
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

// A hero (M.At 2, melee 3, shot 3) facing troops (Defence 2, 5 HP, no armour).
fixture::Spec duel(std::vector<std::string> rows) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.cards[1].armour = {2, 1, 0, 0};  // troop: head 2, chest 1
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 20;
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'D', "hero"}, {'m', "troop"}, {'n', "troop"}, {'k', "leader"}};
    return spec;
}

}  // namespace

TEST_CASE("R15 melee: M.At test against Defence, wounds = damage - armour of the zone, head doubled", "[R15]") {
    GameState s = fixture::make(duel({"#####", "#Am.#", "#####"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    REQUIRE(s.isLegal(Melee{a, m}));
    CHECK(s.info(Melee{a, m}).ap == 1);
    fixture::forcePower(s, "*I");  // result 2 vs Defence 2
    fixture::forceLocation(s, {Location::Chest});
    auto ev = s.apply(Melee{a, m});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].characteristic == Characteristic::MeleeAttack);
    CHECK(t[0].roll.difficulty == 2);
    CHECK(t[0].rule == "R15");
    auto w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].location == Location::Chest);
    CHECK(w[0].raw == 3);
    CHECK(w[0].armour == 1);
    CHECK(w[0].wounds == 2);
    CHECK(s.character(m).hp == 18);
    fixture::forcePower(s, "**");
    fixture::forceLocation(s, {Location::Head});
    ev = s.apply(Melee{a, m});
    w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].raw == 6);
    CHECK(w[0].wounds == 4);
    fixture::forcePower(s, "I-");
    ev = s.apply(Melee{a, m});
    CHECK(fixture::eventsOf<Missed>(ev).size() == 1);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R15 melee reaches the 8 neighbours, not past a forbidden diagonal", "[R15][R10]") {
    GameState s = fixture::make(duel({"#####", "#A#.#", "#.m.#", "#####"}));
    CHECK(*s.whyIllegal(Melee{who(s, 'A'), who(s, 'm')}) == "Diagonal attack blocked by an obstacle (R10)");
    GameState far = fixture::make(duel({"######", "#A.m.#", "######"}));
    CHECK(*far.whyIllegal(Melee{who(far, 'A'), who(far, 'm')}) == "m is not adjacent (R15)");
}

TEST_CASE("R16 powerful attack: 2 AP, damage doubled before the head doubling", "[R16]") {
    GameState s = fixture::make(duel({"#####", "#Am.#", "#####"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK(s.info(PowerfulAttack{a, m}).ap == 2);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    auto ev = s.apply(PowerfulAttack{a, m});
    auto w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].raw == 12);  // 4 × 3
    CHECK(w[0].wounds == 10);
    CHECK(w[0].rule == "R16");
    CHECK(s.character(a).ap == 2);
}

TEST_CASE("R17 multiple combat: -1 Defence per attacker after the first from another square", "[R17]") {
    GameState s = fixture::make(duel({"#####", "#Am.#", "#B..#", "#####"}));
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    CHECK(s.attackProfile(Melee{a, m})->difficulty == 2);
    fixture::forcePower(s, "--");
    s.apply(Melee{a, m});
    CHECK(s.attackProfile(Melee{a, m})->difficulty == 2);  // same attacker, same square
    CHECK(s.attackProfile(Melee{b, m})->difficulty == 1);
    fixture::forcePower(s, "--");
    auto ev = s.apply(Melee{b, m});
    CHECK(fixture::eventsOf<TestRolled>(ev)[0].roll.difficulty == 1);
    // The count starts again next turn.
    s.apply(EndTurn{});
    s.apply(EndTurn{});
    CHECK(s.attackProfile(Melee{b, m})->difficulty == 2);
}

TEST_CASE("R18 a still target (webbed) is hit automatically", "[R18][R30]") {
    GameState s = fixture::make(duel({"#####", "#Am.#", "#####"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].webbed = 2; });
    CHECK(s.stillTarget(m));
    CHECK(s.attackProfile(Melee{a, m})->auto_hit);
    fixture::forceLocation(s, {Location::Leg});
    auto ev = s.apply(Melee{a, m});
    CHECK(fixture::eventsOf<TestRolled>(ev).empty());
    REQUIRE(fixture::eventsOf<Wounded>(ev).size() == 1);
    CHECK(s.character(m).hp == 17);
}

TEST_CASE("R19 shot difficulty by distance, +1 per adjacent opponent able to strike", "[R19]") {
    GameState s = fixture::make(duel({"##########", "#A......m#", "#n.......#", "##########"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    // Distance 7: difficulty 3, +1 for n beside A.
    CHECK(s.attackProfile(Shot{a, m})->difficulty == 4);
    fixture::forcePower(s, "**");
    fixture::forceLocation(s, {Location::Arm});
    auto ev = s.apply(Shot{a, m});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].characteristic == Characteristic::Shoot);
    CHECK(t[0].roll.difficulty == 4);
    CHECK(t[0].rule == "R19");
    CHECK(fixture::eventsOf<Wounded>(ev)[0].wounds == 3);
    CHECK(*s.whyIllegal(Shot{a, who(s, 'n')}) == "n is too close to shoot: distance 1, needs 2 (R19)");
}

TEST_CASE("R19 a shot needs line of sight (R22)", "[R19][R22]") {
    GameState s = fixture::make(duel({"########", "#A..#.m#", "#......#", "########"}));
    CHECK(*s.whyIllegal(Shot{who(s, 'A'), who(s, 'm')}) == "No line of sight: a wall at (4,1)");
    GameState t = fixture::make(duel({"########", "#A.B..m#", "########"}));
    CHECK(*t.whyIllegal(Shot{who(t, 'A'), who(t, 'm')}) == "No line of sight: B at (3,1)");
}

TEST_CASE("R22 a refused shot names the wall behind an ally, not the ally", "[R19][R22]") {
    // The wall at (5,1) blocks whatever the ally at (3,1) does: it is the reason.
    GameState s = fixture::make(duel({"#########", "#A.B.#.m#", "#########"}));
    CHECK(*s.whyIllegal(Shot{who(s, 'A'), who(s, 'm')}) == "No line of sight: a wall at (5,1)");
    // A wall in front of the ally: the wall too.
    GameState front = fixture::make(duel({"#########", "#A#B...m#", "#########"}));
    CHECK(*front.whyIllegal(Shot{who(front, 'A'), who(front, 'm')}) == "No line of sight: a wall at (2,1)");
    // No wall: the ally is the reason (the line of R19's test above), whichever side he stands.
    GameState clear = fixture::make(duel({"#########", "#A....Bm#", "#########"}));
    CHECK(*clear.whyIllegal(Shot{who(clear, 'A'), who(clear, 'm')}) == "No line of sight: B at (6,1)");
}

TEST_CASE("R22 a refused shot names the terrain that blocks it: rubble, a door, a barrel, not a wall", "[R19][R22]") {
    // Play-test 4, finding 3: rubble was called a wall.
    GameState rubble = fixture::make(duel({"########", "#A..%.m#", "########"}));
    const auto r = rubble.refusal(Shot{who(rubble, 'A'), who(rubble, 'm')});
    REQUIRE(r);
    CHECK(r->key == RefusalKey::SightTerrain);
    REQUIRE(r->args.size() == 2);
    CHECK(r->args[0].kind == RefusalArg::Kind::Tile);
    CHECK(r->args[0].n == static_cast<int>(TileWord::Rubble));
    CHECK(r->args[1].pos == Pos{4, 1});
    CHECK(r->text == "No line of sight: rubble at (4,1)");
    GameState door = fixture::make(duel({"########", "#A.+..m#", "########"}));
    CHECK(*door.whyIllegal(Shot{who(door, 'A'), who(door, 'm')}) == "No line of sight: a closed door at (3,1)");
    GameState barrel = fixture::make(duel({"########", "#A...om#", "########"}));
    CHECK(*barrel.whyIllegal(Shot{who(barrel, 'A'), who(barrel, 'm')}) == "No line of sight: a barrel at (5,1)");
    // A secret door looks like a wall: the reason never gives it away.
    GameState secret = fixture::make(duel({"########", "#A.S..m#", "########"}));
    CHECK(*secret.whyIllegal(Shot{who(secret, 'A'), who(secret, 'm')}) == "No line of sight: a wall at (3,1)");
}

TEST_CASE("R20 sharp shot: 2 AP, damage doubled", "[R20]") {
    GameState s = fixture::make(duel({"#######", "#A...m#", "#######"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK(s.info(SharpShot{a, m}).ap == 2);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    auto ev = s.apply(SharpShot{a, m});
    auto w = fixture::eventsOf<Wounded>(ev);
    REQUIRE(w.size() == 1);
    CHECK(w[0].raw == 12);
    CHECK(w[0].rule == "R20");
}

TEST_CASE("R21 critical hit: result >= difficulty + 4 adds 10 wounds before armour", "[R21]") {
    SECTION("on") {
        GameState s = fixture::make(duel({"#####", "#Am.#", "#####"}));
        fixture::forcePower(s, "**");  // hero has M.At 2: result 4, difficulty 2: not critical
        fixture::forceLocation(s, {Location::Chest});
        auto ev = s.apply(Melee{who(s, 'A'), who(s, 'm')});
        CHECK_FALSE(fixture::eventsOf<Wounded>(ev)[0].critical);
        // Defence 0 target: result 4 >= 0 + 4.
        fixture::Spec spec = duel({"#####", "#Am.#", "#####"});
        spec.cards[1].characteristics[Characteristic::Defence] = 0;
        GameState z = fixture::make(spec);
        fixture::forcePower(z, "**");
        fixture::forceLocation(z, {Location::Chest});
        ev = z.apply(Melee{who(z, 'A'), who(z, 'm')});
        auto w = fixture::eventsOf<Wounded>(ev);
        REQUIRE(w.size() == 1);
        CHECK(w[0].critical);
        CHECK(w[0].raw == 13);
        CHECK(w[0].wounds == 12);
        CHECK(w[0].rule == "R21");
    }
    SECTION("off") {
        fixture::Spec spec = duel({"#####", "#Am.#", "#####"});
        spec.cards[1].characteristics[Characteristic::Defence] = 0;
        spec.options.critical_hit = false;
        GameState z = fixture::make(spec);
        fixture::forcePower(z, "**");
        fixture::forceLocation(z, {Location::Chest});
        auto ev = z.apply(Melee{who(z, 'A'), who(z, 'm')});
        CHECK(fixture::eventsOf<Wounded>(ev)[0].wounds == 2);
    }
}

TEST_CASE("R24 a Master casualty leaves the board and comes back on 5-6 while the leader lives", "[R24]") {
    fixture::Spec spec = duel({"########", "#Am...R#", "#....k.#", "########"});
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 3;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    auto ev = s.apply(Melee{a, m});
    CHECK(s.character(m).presence == Presence::Casualty);
    auto st = fixture::eventsOf<StatusChanged>(ev);
    REQUIRE(st.size() == 1);
    CHECK(st[0].change == StatusChange::LeftBoard);
    CHECK(st[0].rule == "R24");
    CHECK(s.characterAt({2, 1}) < 0);
    fixture::forceD6(s, {4});
    s.apply(EndTurn{});
    CHECK(s.character(m).presence == Presence::Casualty);
    s.apply(EndTurn{});
    fixture::forceD6(s, {5});
    ev = s.apply(EndTurn{});
    REQUIRE(fixture::eventsOf<ReinforcementArrived>(ev).size() == 1);
    CHECK(s.character(m).presence == Presence::OnBoard);
    CHECK(s.character(m).pos == Pos{6, 1});
    CHECK(s.character(m).hp == 3);
    CHECK(s.character(m).ap == 3);  // acts this turn
}

TEST_CASE("R24 once the leader is gone, casualties are gone for good", "[R24]") {
    fixture::Spec spec = duel({"########", "#Am...R#", "#Bk....#", "########"});
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 3;
    GameState s = fixture::make(spec);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    s.apply(Melee{who(s, 'A'), who(s, 'm')});
    CHECK(s.character(who(s, 'm')).presence == Presence::Casualty);
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'k'))].hp = 1; });
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    auto ev = s.apply(Melee{who(s, 'B'), who(s, 'k')});
    CHECK(s.character(who(s, 'k')).presence == Presence::Dead);
    CHECK(s.character(who(s, 'm')).presence == Presence::Dead);
    CHECK(fixture::eventsOf<StatusChanged>(ev).size() == 2);
}

TEST_CASE("R25 a hero at 0 HP is down, a still target, and dies at the end of the next full turn", "[R25]") {
    fixture::Spec spec = duel({"#######", "#AmB..#", "#.....#", "#######"});
    spec.cards[1].melee_damage = 10;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm'), b = who(s, 'B');
    s.apply(EndTurn{});
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    auto ev = s.apply(Melee{m, a});
    CHECK(s.character(a).presence == Presence::Down);
    CHECK(s.stillTarget(a));
    CHECK(s.blockers(b, {3, 1}).size() == 1);
    CHECK(fixture::eventsOf<StatusChanged>(ev)[0].rule == "R25");
    s.apply(EndTurn{});  // end of turn 1: still down
    CHECK(s.character(a).presence == Presence::Down);
    CHECK(*s.whyIllegal(Walk{a, {1, 2}}) == "A is down (R25)");
    s.apply(EndTurn{});
    ev = s.apply(EndTurn{});  // end of turn 2: dies
    CHECK(s.character(a).presence == Presence::Dead);
}

TEST_CASE("R26 R25 a potion poured for a down ally stands him up with the healed HP", "[R26][R25][R41]") {
    fixture::Spec spec = duel({"#######", "#Ao.m.#", "#B....#", "#######"});
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B');
    const int potion = 0;
    REQUIRE(s.items()[potion].potion);
    CHECK(s.board().tile({2, 1}) == TileKind::Barrel);
    s.apply(Take{a, potion});
    CHECK(s.board().tile({2, 1}) == TileKind::Floor);
    CHECK(s.carried(a) == std::vector<int>{potion});
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(b)].hp = -2;
        d.characters[static_cast<std::size_t>(b)].presence = Presence::Down;
    });
    fixture::forceD6(s, {4});
    auto ev = s.apply(Pour{a, b, potion});
    CHECK(s.character(b).presence == Presence::OnBoard);
    CHECK(s.character(b).hp == 4);
    CHECK(s.items()[potion].used);
    CHECK(s.carried(a).empty());
}

TEST_CASE("R26 drinking a carried potion heals 1D6, never above maximum", "[R26]") {
    GameState s = fixture::make(duel({"#######", "#Ao.m.#", "#######"}));
    const int a = who(s, 'A');
    s.apply(Take{a, 0});
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 7; });
    fixture::forceD6(s, {6});
    auto ev = s.apply(Drink{a, 0});
    CHECK(s.character(a).hp == 10);
    CHECK(fixture::eventsOf<Healed>(ev)[0].amount == 3);
}

TEST_CASE("R27 destiny: re-roll a failed block test, then R12's choice", "[R27][R12]") {
    fixture::Spec spec = duel({"#####", "#Am.#", "#...#", "#####"});
    spec.cards[0].characteristics[Characteristic::Destiny] = 1;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    fixture::forcePower(s, "--");
    s.apply(Walk{a, {1, 2}});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    SECTION("re-roll passes: the move goes on") {
        fixture::forcePower(s, "I-");
        s.apply(UseDestiny{});
        CHECK(s.character(a).pos == Pos{1, 2});
        CHECK(s.character(a).destiny == 0);
    }
    SECTION("declined: the block decision follows") {
        s.apply(DeclineDestiny{});
        REQUIRE(s.pending());
        CHECK(s.pending()->kind == DecisionKind::Block);
        CHECK(s.character(a).destiny == 1);
    }
}

TEST_CASE("R27 destiny: re-roll a failed attack test, or cancel wounds that would kill", "[R27]") {
    fixture::Spec spec = duel({"#####", "#Am.#", "#####"});
    spec.cards[0].characteristics[Characteristic::Destiny] = 1;
    spec.cards[1].characteristics[Characteristic::Destiny] = 1;
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 3;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "--");
    s.apply(Melee{a, m});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    CHECK(s.toMove() == Side::Heroes);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    auto ev = s.apply(UseDestiny{});
    CHECK(s.character(a).destiny == 0);
    CHECK(fixture::eventsOf<DestinyUsed>(ev).size() == 1);
    // 3 - 1 armour = 2 wounds on 3 HP: not fatal, no question.
    CHECK_FALSE(s.pending());
    CHECK(s.character(m).hp == 1);
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    s.apply(Melee{a, m});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyCancel);
    CHECK(s.toMove() == Side::Master);  // the victim's side decides
    ev = s.apply(UseDestiny{});
    CHECK(s.character(m).hp == 1);
    CHECK(s.character(m).destiny == 0);
    CHECK(fixture::eventsOf<Wounded>(ev).empty());
}

TEST_CASE("R6 R15 R17 a melee test lists how its dice and difficulty were built", "[R6][R15][R17]") {
    fixture::Spec spec = duel({"#####", "#Am.#", "#B..#", "#####"});
    Skill shield;
    shield.id = "shield";
    shield.effects = {{SkillEffectType::CharacteristicBonus, Characteristic::Defence, 1}};
    spec.cards[1].skills = {shield};  // troop: Defence 2 + 1
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    fixture::forcePower(s, "--");
    s.apply(Melee{a, m});
    fixture::forcePower(s, "--");
    auto ev = s.apply(Melee{b, m});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    CHECK(t[0].roll.difficulty == 2);
    // Keys and arguments, never prose: each client words them in its language.
    const std::vector<Modifier> expected{{ModifierKey::Characteristic, b, "m_at", 0, "", 2, true},
                                         {ModifierKey::Characteristic, m, "defence", 0, "", 2, false},
                                         {ModifierKey::Skill, m, "shield", 0, "", 1, false},
                                         {ModifierKey::OtherSquares, -1, "", 1, "R17", -1, false}};
    CHECK(t[0].modifiers == expected);
    CHECK(s.attackProfile(Melee{b, m})->modifiers == expected);  // the odds show the same terms
    CHECK(modifierText(expected[0], "B") == "M.At of B");
    CHECK(modifierText(expected[2], "m") == "skill shield");
    // One square, else squares: no "(s)".
    CHECK(modifierText(expected[3], "") == "attacked from 1 other square this turn (R17)");
    Modifier two = expected[3];
    two.n = 2;
    CHECK(modifierText(two, "") == "attacked from 2 other squares this turn (R17)");
}

TEST_CASE("R6 R19 a shot test lists the distance band and each adjacent enemy", "[R6][R19]") {
    GameState s = fixture::make(duel({"##########", "#A......m#", "#n.......#", "##########"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::forcePower(s, "--");
    auto ev = s.apply(Shot{a, m});
    auto t = fixture::eventsOf<TestRolled>(ev);
    REQUIRE(t.size() == 1);
    const int n = who(s, 'n');
    CHECK(t[0].modifiers == std::vector<Modifier>{{ModifierKey::Characteristic, a, "shoot", 0, "", 2, true},
                                                  {ModifierKey::Distance, -1, "", 7, "R19", 3, false},
                                                  {ModifierKey::AdjacentEnemy, n, "", 0, "R19", 1, false}});
    CHECK(s.attackProfile(Shot{a, m})->modifiers == t[0].modifiers);
    // The engine's English words for the same terms (modifierText).
    CHECK(modifierText(t[0].modifiers[0], "A") == "Shoot of A");
    CHECK(modifierText(t[0].modifiers[1], "") == "distance 7 (R19)");
    CHECK(modifierText(t[0].modifiers[2], "n") == "adjacent enemy n (R19)");
}
