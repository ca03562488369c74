// R40–R42, R50–R52: doors, objects, waiting, chests, quest special actions and exits.
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

TEST_CASE("R40 open and close an adjacent door for 1 AP, a closed door blocks", "[R40]") {
    GameState s = fixture::make(basicSpec({"#######", "#A+..m#", "#######"}));
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(Walk{a, {2, 1}}) == "(2,1) is blocked by a closed door");
    CHECK(*s.whyIllegal(CloseDoor{a, 0}) == "door_2_1 is already closed");
    auto ev = s.apply(OpenDoor{a, 0});
    CHECK(s.objects()[0].open);
    CHECK(s.board().tile({2, 1}) == TileKind::DoorOpen);
    CHECK(fixture::eventsOf<ObjectChanged>(ev)[0].rule == "R40");
    s.apply(Walk{a, {2, 1}});
    CHECK(*s.whyIllegal(CloseDoor{a, 0}) == "door_2_1 is not adjacent to A");
    s.apply(Walk{a, {1, 1}});
    s.apply(CloseDoor{a, 0});
    CHECK(s.board().tile({2, 1}) == TileKind::DoorClosed);
    CHECK(s.character(a).ap == 0);
}

TEST_CASE("R40 pick a lock: Dexterity test of difficulty 4", "[R40]") {
    GameState s = fixture::make(basicSpec({"#######", "#AL..m#", "#######"}));
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(OpenDoor{a, 0}) == "door_2_1 is locked: pick the lock or break it down (R40)");
    fixture::forcePower(s, "*I");  // 2: fails
    auto ev = s.apply(PickLock{a, 0});
    CHECK(fixture::eventsOf<TestRolled>(ev)[0].roll.difficulty == 4);
    CHECK(s.objects()[0].locked);
    fixture::forcePower(s, "**");
    s.apply(PickLock{a, 0});
    CHECK_FALSE(s.objects()[0].locked);
    CHECK(s.objects()[0].open);
}

TEST_CASE("R40 break a door down: melee damage against armour 2, 8 HP, carried over", "[R40]") {
    fixture::Spec spec = basicSpec({"#######", "#AL..m#", "#######"});
    spec.cards[0].melee_damage = 5;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    auto ev = s.apply(BreakDoor{a, 0});
    CHECK(fixture::eventsOf<ObjectChanged>(ev)[0].amount == 3);
    CHECK(s.objects()[0].damage == 3);
    s.apply(BreakDoor{a, 0});
    CHECK_FALSE(s.objects()[0].broken);
    s.apply(BreakDoor{a, 0});
    CHECK(s.objects()[0].broken);
    CHECK(s.board().tile({2, 1}) == TileKind::DoorOpen);
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R41 take from and give to an adjacent ally for 1 AP", "[R41]") {
    GameState s = fixture::make(basicSpec({"#######", "#oAB.m#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    s.apply(Take{a, 0});
    s.apply(Give{a, b, 0});
    CHECK(s.carried(b) == std::vector<int>{0});
    s.apply(Take{a, 0});
    CHECK(s.carried(a) == std::vector<int>{0});
    CHECK(s.character(a).ap == 1);
    CHECK(*s.whyIllegal(Give{a, who(s, 'm'), 0}) == "m is not an ally (R41)");
}

TEST_CASE("R42 waiting: 2 AP bank a point, used between two Master actions", "[R42]") {
    GameState s = fixture::make(basicSpec({"########", "#A....m#", "########"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK(s.info(Wait{a}).ap == 2);
    s.apply(Wait{a});
    s.apply(Wait{a});
    CHECK(s.character(a).waiting == 2);
    CHECK(*s.whyIllegal(Wait{m}) == "m belongs to the master, it is the heroes' decision");
    s.apply(EndTurn{});
    CHECK(s.toMove() == Side::Master);
    CHECK_FALSE(s.waitingWindow());
    auto ev = s.apply(Walk{m, {5, 1}});
    REQUIRE(s.waitingWindow());
    CHECK(s.toMove() == Side::Heroes);
    CHECK(fixture::eventsOf<DecisionRequired>(ev)[0].rule == "R42");
    CHECK(*s.whyIllegal(EndTurn{}) == "The waiting heroes must act or pass (R42)");
    CHECK(*s.whyIllegal(Wait{a}) == "Not while waiting heroes interrupt the Master (R42)");
    s.apply(Walk{a, {2, 1}});
    CHECK(s.character(a).waiting == 1);
    CHECK(s.waitingWindow());
    s.apply(Pass{});
    CHECK(s.toMove() == Side::Master);
    s.apply(Walk{m, {4, 1}});
    CHECK(s.waitingWindow());
    s.apply(Pass{});
    s.apply(EndTurn{});
    CHECK(s.character(a).waiting == 0);  // lost at the end of the Master's turn
}

TEST_CASE("R50 opening a chest gives what it holds to the opener", "[R50][R52]") {
    fixture::Spec spec = basicSpec({"#######", "#A&..m#", "#######"});
    spec.quest_tweak = [](QuestDef& q) {
        ItemDef gem;
        gem.id = "gem";
        gem.in = "chest_2_1";
        q.items.push_back(gem);
        Condition c;
        c.type = ConditionType::ItemCarriedOut;
        c.target = "gem";
        c.squares = {{1, 1}};
        q.victory.push_back(c);
    };
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    fixture::forcePower(s, "**");
    auto ev = s.apply(PickLock{a, 0});
    CHECK(s.carried(a) == std::vector<int>{0});
    CHECK(fixture::eventsOf<ItemMoved>(ev)[0].rule == "R50");
    CHECK_FALSE(s.isOver());
    s.apply(Exit{a});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
}

TEST_CASE("R51 a quest special action: AP, characteristic test, where, effect", "[R51]") {
    fixture::Spec spec = basicSpec({"#######", "#..S..#", "#A...m#", "#######"});
    spec.quest_tweak = [](QuestDef& q) {
        SpecialActionDef d;
        d.id = "decipher";
        d.ap = 2;
        d.characteristic = Characteristic::Intelligence;
        d.difficulty = 4;
        d.where = WhereKind::AdjacentTo;
        d.where_target = "secret_door_3_1";
        d.on_success = {{QuestEffectType::Open, "secret_door_3_1"}};
        q.special_actions.push_back(d);
        Condition c;
        c.type = ConditionType::SpecialActionSucceeded;
        c.target = "decipher";
        q.victory.push_back(c);
    };
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    CHECK(*s.whyIllegal(SpecialAction{a, 0}) == "decipher: must be adjacent to secret_door_3_1 (R51)");
    CHECK(*s.whyIllegal(OpenDoor{a, 0}) == "secret_door_3_1 is not adjacent to A");
    s.apply(Walk{a, {2, 2}});
    CHECK(s.info(SpecialAction{a, 0}).ap == 2);
    CHECK(*s.whyIllegal(PickLock{a, 0}) == "secret_door_3_1 is not locked");
    fixture::forcePower(s, "**");
    auto ev = s.apply(SpecialAction{a, 0});
    CHECK(s.objects()[0].open);
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
}

TEST_CASE("R52 all heroes out through the exit squares is a victory", "[R52]") {
    fixture::Spec spec = basicSpec({"#######", "#AB..m#", "#######"});
    spec.quest_tweak = [](QuestDef& q) {
        Condition c;
        c.type = ConditionType::AllHeroesOut;
        c.squares = {{1, 1}};
        q.victory.push_back(c);
    };
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B');
    CHECK(*s.whyIllegal(Exit{b}) == "B is not on an exit square (R52)");
    s.apply(Exit{a});
    CHECK(s.character(a).presence == Presence::Exited);
    CHECK_FALSE(s.isOver());
    s.apply(Walk{b, {1, 1}});
    s.apply(Exit{b});
    REQUIRE(s.isOver());
    CHECK(s.result()->reason == "victory condition 1 (all_heroes_out)");
}

TEST_CASE("R42 a shot paid with waiting points shoots twice with double_shot_when_waiting", "[R42][R19]") {
    fixture::Spec spec = basicSpec({"########", "#A....m#", "########"});
    Skill lurk;
    lurk.id = "lurking";
    lurk.effects = {{SkillEffectType::DoubleShotWhenWaiting, Characteristic::MeleeAttack, 0}};
    spec.cards[0].skills = {lurk};
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 20;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    s.apply(Wait{a});
    s.apply(EndTurn{});
    s.apply(Walk{m, {5, 1}});
    REQUIRE(s.waitingWindow());
    fixture::forcePower(s, "*I*I");
    fixture::forceLocation(s, {Location::Chest, Location::Leg});
    auto ev = s.apply(Shot{a, m});
    CHECK(fixture::eventsOf<Wounded>(ev).size() == 2);
    CHECK(s.character(m).hp == 14);
    CHECK(s.character(a).waiting == 0);
    CHECK_FALSE(s.waitingWindow());
}

TEST_CASE("R27 R51 a failed special action test may be re-rolled with a destiny point", "[R27][R51]") {
    fixture::Spec spec = basicSpec({"#######", "#..S..#", "#.A..m#", "#######"});
    spec.cards[0].characteristics[Characteristic::Destiny] = 1;
    spec.quest_tweak = [](QuestDef& q) {
        SpecialActionDef d;
        d.id = "decipher";
        d.ap = 2;
        d.difficulty = 4;
        d.where = WhereKind::AdjacentTo;
        d.where_target = "secret_door_3_1";
        d.on_success = {{QuestEffectType::Open, "secret_door_3_1"}};
        q.special_actions.push_back(d);
    };
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    fixture::forcePower(s, "I-");
    s.apply(SpecialAction{a, 0});
    REQUIRE(s.pending());
    CHECK(s.pending()->kind == DecisionKind::DestinyReroll);
    fixture::forcePower(s, "**");
    auto ev = s.apply(UseDestiny{});
    CHECK(s.objects()[0].open);
    CHECK(s.character(a).destiny == 0);
    CHECK(s.character(a).ap == 2);
    CHECK(fixture::eventsOf<SpecialActionTried>(ev)[0].succeeded);
}

TEST_CASE("R40 doorBlow: the damage of one blow, the door's HP left and the blows still needed", "[R40]") {
    fixture::Spec spec = basicSpec({"#######", "#AL..m#", "#######"});
    spec.cards[0].melee_damage = 5;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    REQUIRE(s.doorBlow(BreakDoor{a, 0}));
    CHECK(*s.doorBlow(BreakDoor{a, 0}) == DoorBlow{3, 5, 2, 8, 8, 3});
    const auto ev = s.apply(BreakDoor{a, 0});
    CHECK(fixture::eventsOf<ObjectChanged>(ev)[0].amount == 3);  // what the blow said it would deal
    CHECK(*s.doorBlow(BreakDoor{a, 0}) == DoorBlow{3, 5, 2, 8, 5, 2});
    s.apply(BreakDoor{a, 0});
    CHECK(*s.doorBlow(BreakDoor{a, 0}) == DoorBlow{3, 5, 2, 8, 2, 1});
    // A blow at or under the armour deals nothing, and never breaks it down.
    fixture::Spec weak = basicSpec({"#######", "#AL..m#", "#######"});
    weak.cards[0].melee_damage = 2;
    const GameState w = fixture::make(weak);
    CHECK(*w.doorBlow(BreakDoor{who(w, 'A'), 0}) == DoorBlow{0, 2, 2, 8, 8, 0});
    CHECK_FALSE(w.doorBlow(BreakDoor{who(w, 'A'), 7}));
}

TEST_CASE("R52 exitOutlook: a hero leaving is out for good, and the game is won, still winnable or lost by it",
          "[R52]") {
    const auto gemQuest = [](fixture::Spec spec) {
        spec.quest_tweak = [](QuestDef& q) {
            ItemDef gem;
            gem.id = "gem";
            gem.in = "chest_2_1";
            q.items.push_back(gem);
            Condition c;
            c.type = ConditionType::ItemCarriedOut;
            c.target = "gem";
            c.squares = {{1, 1}, {1, 2}};
            q.victory.push_back(c);
        };
        return spec;
    };
    SECTION("without the gem, another hero still on the board: the heroes can still win") {
        GameState s = fixture::make(gemQuest(basicSpec({"#######", "#A&..m#", "#B....#", "#######"})));
        const auto out = s.exitOutlook(Exit{who(s, 'A')});
        REQUIRE(out);
        CHECK_FALSE(out->ends_with);
        CHECK(out->items.empty());
        CHECK(out->heroes_left == 1);
        CHECK(out->can_still_win);
        // Asking changes nothing: the state is as it was.
        CHECK(s.character(who(s, 'A')).presence == Presence::OnBoard);
        CHECK(s.isLegal(Exit{who(s, 'A')}));
    }
    SECTION("without the gem, the last hero able to act: the heroes can no longer win, the Master wins at once") {
        GameState s = fixture::make(gemQuest(basicSpec({"#######", "#A&..m#", "#B....#", "#######"})));
        fixture::edit(s, [&](GameStateData& d) {
            d.characters[static_cast<std::size_t>(who(s, 'B'))].presence = Presence::Exited;
            d.characters[static_cast<std::size_t>(who(s, 'B'))].exited_at = Pos{1, 2};
        });
        const auto out = s.exitOutlook(Exit{who(s, 'A')});
        REQUIRE(out);
        CHECK(out->ends_with == Side::Master);
        CHECK(out->heroes_left == 0);
        CHECK_FALSE(out->can_still_win);
    }
    SECTION("with the gem: the heroes win at once") {
        GameState s = fixture::make(gemQuest(basicSpec({"#######", "#A&..m#", "#B....#", "#######"})));
        const int a = who(s, 'A');
        fixture::forcePower(s, "**");
        s.apply(PickLock{a, 0});
        REQUIRE(s.carried(a) == std::vector<int>{0});
        const auto out = s.exitOutlook(Exit{a});
        REQUIRE(out);
        CHECK(out->ends_with == Side::Heroes);
        CHECK(out->items == std::vector<int>{0});
        CHECK(out->can_still_win);
    }
    SECTION("all heroes out: the first leaves, the last one wins; a down hero left behind will die") {
        fixture::Spec spec = basicSpec({"#######", "#AB..m#", "#######"});
        spec.quest_tweak = [](QuestDef& q) {
            Condition c;
            c.type = ConditionType::AllHeroesOut;
            c.squares = {{1, 1}, {2, 1}};
            q.victory.push_back(c);
        };
        GameState s = fixture::make(spec);
        const int a = who(s, 'A'), b = who(s, 'B');
        auto out = s.exitOutlook(Exit{a});
        REQUIRE(out);
        CHECK(out->heroes_left == 1);
        CHECK(out->can_still_win);
        CHECK_FALSE(out->ends_with);
        GameState down = s;
        fixture::edit(down,
                      [&](GameStateData& d) { d.characters[static_cast<std::size_t>(b)].presence = Presence::Down; });
        out = down.exitOutlook(Exit{a});
        REQUIRE(out);
        CHECK(out->heroes_left == 0);
        CHECK(out->can_still_win);  // nobody raises B (R25): once B dies, every living hero is out
        s.apply(Exit{a});
        out = s.exitOutlook(Exit{b});
        REQUIRE(out);
        CHECK(out->ends_with == Side::Heroes);
        CHECK_FALSE(s.exitOutlook(Exit{a}));  // out already: no exit to judge
    }
}

TEST_CASE("R51 R52 zoneGoal: what the quest's victory asks of a zone or a square, the first condition naming it",
          "[R51][R52]") {
    fixture::Spec spec = basicSpec({"#######", "#AB..m#", "#######"});
    spec.quest_tweak = [](QuestDef& q) {
        ItemDef gem;
        gem.id = "gem";
        q.items.push_back(gem);
        SpecialActionDef pray;
        pray.id = "pray";
        pray.where = WhereKind::InZone;
        pray.where_target = "altar";
        q.special_actions.push_back(pray);
        SpecialActionDef read;  // beside an object, not in a zone: no zone's goal
        read.id = "read";
        read.where = WhereKind::AdjacentTo;
        read.where_target = "altar";
        q.special_actions.push_back(read);
        Condition item;
        item.type = ConditionType::ItemCarriedOut;
        item.target = "gem";
        item.zone = "gate";
        Condition all;
        all.type = ConditionType::AllHeroesOut;
        all.squares = {{1, 1}, {2, 1}};
        all.zone = "gate";  // also the gate: the item condition comes first
        Condition any;
        any.type = ConditionType::AnyOf;
        any.of = {item, all};
        Condition read_it;
        read_it.type = ConditionType::SpecialActionSucceeded;
        read_it.target = "read";
        Condition pray_it;
        pray_it.type = ConditionType::SpecialActionSucceeded;
        pray_it.target = "pray";
        q.victory = {any, read_it, pray_it};
    };
    const GameState s = fixture::make(spec);
    using K = ZoneGoal::Kind;
    CHECK(s.zoneGoal("gate", std::nullopt) == ZoneGoal{K::ExitWithItem, "gem"});
    CHECK(s.zoneGoal("gate", Pos{1, 1}) == ZoneGoal{K::ExitWithItem, "gem"});
    CHECK(s.zoneGoal("", Pos{1, 1}) == ZoneGoal{K::ExitAll, ""});
    CHECK(s.zoneGoal("", Pos{2, 1}) == ZoneGoal{K::ExitAll, ""});
    CHECK(s.zoneGoal("altar", std::nullopt) == ZoneGoal{K::SpecialAction, "pray"});
    CHECK_FALSE(s.zoneGoal("", Pos{3, 1}));          // a square no condition names
    CHECK_FALSE(s.zoneGoal("crypt", std::nullopt));  // a zone no condition names
    CHECK_FALSE(s.zoneGoal("", std::nullopt));
}
