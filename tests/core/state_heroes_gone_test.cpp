// R52: no hero left on the board who can still win (the others gone out): the Master wins,
// at once when none is left on the board, at the end of the turn when one lies down there.
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

namespace {

const char* const kGoneReason = "no hero left on the board who can still win";

/// Robbery in small: the gem in the locked chest, carried out through (1,1) or (1,2).
fixture::Spec goneGemQuest(std::vector<std::string> rows) {
    fixture::Spec spec = basicSpec(std::move(rows));
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
        q.turn_limit = 10;
    };
    return spec;
}

/// Escape in small: every living hero out through (1,1) or (1,2).
fixture::Spec goneEscapeQuest(std::vector<std::string> rows) {
    fixture::Spec spec = basicSpec(std::move(rows));
    spec.quest_tweak = [](QuestDef& q) {
        Condition c;
        c.type = ConditionType::AllHeroesOut;
        c.squares = {{1, 1}, {1, 2}};
        q.victory.push_back(c);
        q.turn_limit = 10;
    };
    return spec;
}

void lieDown(GameState& s, int hero) {
    fixture::edit(s, [&](GameStateData& d) {
        CharacterState& c = d.characters[static_cast<std::size_t>(hero)];
        c.presence = Presence::Down;  // R25: down since this turn
        c.hp = -1;
        c.ap = 0;
        c.down_turn = d.turn;
    });
}

}  // namespace

TEST_CASE("R52 the last hero leaving without the gem: the Master wins at once", "[R52]") {
    GameState s = fixture::make(goneGemQuest({"#######", "#A&..m#", "#B....#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    s.apply(Exit{b});
    REQUIRE_FALSE(s.isOver());  // A is still on the board: the gem may still go out
    const auto out = s.exitOutlook(Exit{a});
    REQUIRE(out);
    CHECK(out->ends_with == Side::Master);
    CHECK_FALSE(out->can_still_win);
    CHECK(out->heroes_left == 0);
    const auto ev = s.apply(Exit{a});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Master);
    CHECK(s.result()->reason == kGoneReason);
    CHECK(s.result()->rule == "R52");
    CHECK(s.turn() == 1);
    REQUIRE(fixture::eventsOf<GameEnded>(ev).size() == 1);
    CHECK(fixture::eventsOf<GameEnded>(ev)[0].reason == kGoneReason);
    CHECK(s.legalActions().empty());
}

TEST_CASE("R52 the last hero leaving with the gem: the heroes win", "[R52]") {
    GameState s = fixture::make(goneGemQuest({"#######", "#A&..m#", "#B....#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    fixture::forcePower(s, "**");
    s.apply(PickLock{a, 0});
    REQUIRE(s.carried(a) == std::vector<int>{0});
    s.apply(Exit{b});
    REQUIRE_FALSE(s.isOver());
    s.apply(Exit{a});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
    CHECK(s.result()->reason == "victory condition 1 (item_carried_out gem)");
}

TEST_CASE("R52 a hero dying on the board when the others went out without the gem: the Master wins at once",
          "[R52][R25]") {
    GameState s = fixture::make(goneGemQuest({"#######", "#A&..m#", "#B....#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    s.apply(Exit{b});
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].presence = Presence::Dead; });
    REQUIRE_FALSE(s.isOver());  // the edit applies no rule: the next action does
    s.apply(EndTurn{});         // the heroes' turn ends
    REQUIRE(s.isOver());
    CHECK(s.activeSide() == Side::Master);  // at that action, not at the end of the full turn
    CHECK(s.result()->reason == kGoneReason);
}

TEST_CASE("R52 the others out without the gem and one hero down: the Master wins when the turn ends", "[R52][R25]") {
    GameState s = fixture::make(goneGemQuest({"#######", "#A&..m#", "#B....#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    lieDown(s, b);
    const auto out = s.exitOutlook(Exit{a});
    REQUIRE(out);
    CHECK_FALSE(out->ends_with);  // B lies there until the turn ends (R52 "dead or down at the end of a turn")
    CHECK_FALSE(out->can_still_win);
    CHECK(out->heroes_left == 0);
    s.apply(Exit{a});
    CHECK_FALSE(s.isOver());
    s.apply(EndTurn{});  // the heroes' turn
    CHECK_FALSE(s.isOver());
    CHECK(s.toMove() == Side::Master);
    const auto ev = s.apply(EndTurn{});  // the Master's: turn 1 ends
    REQUIRE(s.isOver());
    CHECK(s.turn() == 1);
    CHECK(s.result()->winner == Side::Master);
    CHECK(s.result()->reason == kGoneReason);
    CHECK(fixture::eventsOf<GameEnded>(ev).size() == 1);
}

TEST_CASE("R52 escape: the others out and one hero down: the heroes win when he dies (R25)", "[R52][R25]") {
    GameState s = fixture::make(goneEscapeQuest({"#######", "#A...m#", "#B....#", "#######"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    lieDown(s, b);
    const auto out = s.exitOutlook(Exit{a});
    REQUIRE(out);
    CHECK_FALSE(out->ends_with);
    CHECK(out->can_still_win);  // nobody raises B: once he dies every living hero is out
    s.apply(Exit{a});
    for (int i = 0; i < 2; ++i) s.apply(EndTurn{});
    REQUIRE_FALSE(s.isOver());  // turn 1 ends: B, down since turn 1, still lives
    CHECK(s.turn() == 2);
    s.apply(EndTurn{});
    const auto ev = s.apply(EndTurn{});  // turn 2 ends: B dies, and every living hero is out
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
    CHECK(s.result()->reason == "victory condition 1 (all_heroes_out)");
    CHECK(s.turn() == 2);  // at that end of turn, before turn 3 begins
    CHECK(fixture::eventsOf<TurnBegan>(ev).empty());
}

TEST_CASE("R52 R45 with no hero on the board the fire event has nobody to burn, the fairy still raises the down",
          "[R52][R45]") {
    fixture::Spec spec = goneEscapeQuest({"#######", "#A...m#", "#B....#", "#######"});
    spec.options.unexpected_events = true;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), b = who(s, 'B');
    lieDown(s, b);
    s.apply(Exit{a});
    s.apply(EndTurn{});
    GameState fairy = s;
    fixture::forceD6(s, {1, 1});  // 2: a hero catches fire
    auto ev = s.apply(EndTurn{});
    REQUIRE(fixture::eventsOf<UnexpectedEventRolled>(ev).size() == 1);
    CHECK(fixture::eventsOf<UnexpectedEventRolled>(ev)[0].event == UnexpectedEventType::HeroCatchesFire);
    CHECK(fixture::eventsOf<StatusChanged>(ev).empty());
    CHECK_FALSE(s.character(b).burning);
    CHECK_FALSE(s.isOver());
    fixture::forceD6(fairy, {6, 6, 1, 2, 3});  // 12: the fairy heals B from 0: he stands up
    fairy.apply(EndTurn{});
    CHECK(fairy.character(b).presence == Presence::OnBoard);
    CHECK_FALSE(fairy.isOver());
}
