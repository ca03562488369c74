// R7, R8, R52: the turn structure of GameState.
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

fixture::Spec corridor() {
    fixture::Spec s;
    s.rows = {"#######",
              "#A...m#",
              "#######"};
    s.letters = {{'A', "hero"}, {'m', "troop"}};
    return s;
}

}  // namespace

TEST_CASE("R7 heroes play first and both sides end their turn before AP come back", "[R7]") {
    GameState s = fixture::make(corridor());
    const int a = who(s, 'A');
    const int m = who(s, 'm');
    CHECK(s.turn() == 1);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.character(a).ap == 4);
    s.apply(Walk{a, {2, 1}});
    CHECK(s.character(a).ap == 3);
    CHECK_FALSE(s.isLegal(Walk{m, {4, 1}}));
    CHECK(*s.whyIllegal(Walk{m, {4, 1}}) == "m belongs to the master, it is the heroes' decision");
    auto ev = s.apply(EndTurn{});
    CHECK(s.toMove() == Side::Master);
    CHECK(s.character(a).ap == 0);  // unspent AP are lost
    CHECK(s.turn() == 1);
    CHECK(fixture::eventsOf<TurnEnded>(ev).size() == 1);
    s.apply(Walk{m, {4, 1}});
    s.apply(EndTurn{});
    CHECK(s.turn() == 2);
    CHECK(s.toMove() == Side::Heroes);
    CHECK(s.character(a).ap == 4);
    CHECK(s.character(m).ap == 3);
}

TEST_CASE("R7 a side may interleave its characters", "[R7]") {
    fixture::Spec spec = corridor();
    spec.rows = {"#######",
                 "#A..m.#",
                 "#B....#",
                 "#######"};
    spec.letters['B'] = "hero";
    GameState s = fixture::make(spec);
    s.apply(Walk{who(s, 'A'), {2, 1}});
    s.apply(Walk{who(s, 'B'), {2, 2}});
    s.apply(Walk{who(s, 'A'), {1, 1}});
    CHECK(s.character(who(s, 'A')).ap == 2);
    CHECK(s.character(who(s, 'B')).ap == 3);
}

TEST_CASE("R52 the heroes lose when the turn limit passes", "[R52]") {
    fixture::Spec spec = corridor();
    spec.quest_tweak = [](QuestDef& q) { q.turn_limit = 2; };
    GameState s = fixture::make(spec);
    CHECK(s.turnLimit() == 2);
    for (int i = 0; i < 3; ++i) s.apply(EndTurn{});
    CHECK_FALSE(s.isOver());
    CHECK(s.turn() == 2);
    auto ev = s.apply(EndTurn{});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Master);
    CHECK(s.result()->rule == "R52");
    CHECK_FALSE(s.toMove().has_value());
    CHECK(s.legalActions().empty());
    CHECK(fixture::eventsOf<GameEnded>(ev).size() == 1);
}

TEST_CASE("R52 a victory condition ends the game at once", "[R52]") {
    fixture::Spec spec;
    spec.rows = {"#######",
                 "#A$..m#",
                 "#######"};
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    spec.quest_tweak = [](QuestDef& q) {
        Condition c;
        c.type = ConditionType::ChestOpened;
        c.target = "chest_2_1";
        q.victory.push_back(c);
    };
    GameState s = fixture::make(spec);
    auto ev = s.apply(OpenDoor{who(s, 'A'), 0});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
    CHECK(s.result()->reason == "victory condition 1 (chest_opened chest_2_1)");
}

TEST_CASE("R52 all heroes down at the end of the turn is a defeat", "[R52][R25]") {
    GameState s = fixture::make(corridor());
    const int a = who(s, 'A');
    // Walk next to the troop, then let it hit hard.
    s.apply(Walk{a, {2, 1}});
    s.apply(Walk{a, {3, 1}});
    s.apply(EndTurn{});
    const int m = who(s, 'm');
    s.apply(Walk{m, {4, 1}});
    for (int i = 0; i < 2; ++i) {
        fixture::forcePower(s, "**");  // result 4 vs Defence 2
        fixture::forceLocation(s, {Location::Head});
        s.apply(Melee{m, a});
        if (s.character(a).presence == Presence::Down) break;
    }
    REQUIRE(s.character(a).presence == Presence::Down);
    CHECK_FALSE(s.isOver());
    s.apply(EndTurn{});
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Master);
}

TEST_CASE("Actions cost AP and whyIllegal explains a missing AP", "[R7]") {
    GameState s = fixture::make(corridor());
    const int a = who(s, 'A');
    s.apply(Walk{a, {2, 1}});
    s.apply(Walk{a, {3, 1}});
    s.apply(Walk{a, {2, 1}});
    CHECK(s.character(a).ap == 1);
    REQUIRE(s.whyIllegal(Shift{a, {3, 1}, {4, 1}}).has_value());
    CHECK(*s.whyIllegal(PowerfulAttack{a, who(s, 'm')}) == "Not enough AP: needs 2, has 1");
}
