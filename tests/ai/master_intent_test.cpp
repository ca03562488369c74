// R44: the rulebook Master's intent (master_intent.h), the query behind the board's hover: what
// the solo rules make a Master character do, asked in the heroes' turn and in the Master's,
// matches what the AI then does when forced dice make it act, and draws none of the game's dice.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cata/ai/master_intent.h"
#include "cata/ai/policy.h"
#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

/// Columns x0..x1 of the quest as one zone.
ZoneDef intentZone(const QuestDef& q, char letter, int x0, int x1) {
    ZoneDef z;
    z.letter = letter;
    z.id = std::string(1, letter);
    z.name = {z.id, z.id};
    for (int y = 0; y < q.height; ++y)
        for (int x = x0; x <= x1; ++x) z.squares.push_back({x, y});
    std::sort(z.squares.begin(), z.squares.end());
    return z;
}

/// A solo game: the troop a shares the hero's zone (activated); b is alone behind a wall and a
/// closed door (not activated: it rolls on the solo table).
GameState intentGame() {
    fixture::Spec spec;
    spec.rows = {"##########", "#h..#...b#", "#...+....#", "#..a#....#", "##########"};
    spec.letters = {{'h', "hero"}, {'a', "troop"}, {'b', "troop"}};
    spec.cards = fixture::basicCards();
    spec.options.solo_master = true;
    spec.quest_tweak = [](QuestDef& q) {
        q.zones.push_back(intentZone(q, 'A', 0, 4));
        q.zones.push_back(intentZone(q, 'B', 5, 9));
    };
    return fixture::make(spec);
}

}  // namespace

TEST_CASE("R44 intent in the heroes' turn: the activated troop's action is the one the AI then takes",
          "[ai][R44][intent]") {
    GameState s = intentGame();
    const int a = who(s, 'a'), b = who(s, 'b'), h = who(s, 'h');
    const GameState before = s;
    const ai::MasterIntent ia = ai::masterIntent(s, a, 1);
    CHECK(s == before);  // nothing applied, no die drawn
    REQUIRE(ia.known);
    CHECK(ia.ahead);
    CHECK(ia.activated);
    CHECK(ia.table.empty());
    REQUIRE(ia.action);
    CHECK(ia.action->explanation.find("troop: activated — hero in its zone; M.At highest; ") == 0);
    CHECK(std::find(ia.action->characters.begin(), ia.action->characters.end(), h) != ia.action->characters.end());
    CHECK_FALSE(ai::masterIntent(s, h, 1).known);  // a hero: no intent

    s.apply(EndTurn{});  // the Master's turn: b rolls first; a 6, it does nothing
    auto master = ai::rulebookMaster(1);
    const ai::Choice roll = master->choose(s);
    REQUIRE(roll.action == Action{SoloRoll{b}});
    fixture::forceD6(s, {6});
    s.apply(roll.action);
    const ai::Choice next = master->choose(s);
    CHECK(next.action == ia.action->action);
    CHECK(next.explanation == ia.action->explanation);
    // In the Master's turn the intent is the very next action.
    const ai::MasterIntent now = ai::masterIntent(s, a, 1);
    CHECK_FALSE(now.ahead);
    REQUIRE(now.action);
    CHECK(now.action->action == next.action);
    // b rolled a 6: it does nothing, and says why.
    const ai::MasterIntent idle = ai::masterIntent(s, b, 1);
    CHECK_FALSE(idle.action);
    CHECK(idle.table.empty());
    REQUIRE(idle.idle);
    CHECK(ai::englishText(s, *idle.idle) == "troop does nothing: not activated, rolled 6 (R44)");
}

TEST_CASE(
    "R44 intent of a character that is not activated: the solo table's chances, and the frantic action the AI takes on "
    "a 1",
    "[ai][R44][intent]") {
    GameState s = intentGame();
    const int b = who(s, 'b');
    const ai::MasterIntent ib = ai::masterIntent(s, b, 1);
    REQUIRE(ib.known);
    CHECK_FALSE(ib.activated);
    CHECK_FALSE(ib.action);
    REQUIRE(ib.table.size() == 3);
    CHECK(ib.table[0].row.behaviour == SoloBehaviour::Frantic);
    CHECK(ib.table[0].chance == Approx(1.0 / 6));
    CHECK(ib.table[1].row.behaviour == SoloBehaviour::Wander);
    CHECK(ib.table[1].chance == Approx(4.0 / 6));
    CHECK_FALSE(ib.table[1].action);  // a random direction: not told before the roll
    CHECK(ib.table[2].row.behaviour == SoloBehaviour::Idle);
    CHECK(ib.table[2].chance == Approx(1.0 / 6));
    REQUIRE(ib.table[0].action);
    CHECK(ib.table[0].action->explanation.find("troop: activated — frantic (rolled 1), double AP; M.At highest; ") ==
          0);

    s.apply(EndTurn{});
    // Still not rolled in the Master's turn: the same table.
    CHECK(ai::masterIntent(s, b, 1).table.size() == 3);
    auto master = ai::rulebookMaster(1);
    const ai::Choice roll = master->choose(s);
    REQUIRE(roll.action == Action{SoloRoll{b}});
    SECTION("a 1: the frantic action foreseen") {
        fixture::forceD6(s, {1});
        s.apply(roll.action);
        const ai::Choice next = master->choose(s);
        CHECK(next.action == ib.table[0].action->action);
        CHECK(next.explanation == ib.table[0].action->explanation);
    }
    SECTION("a 3: its wander, once rolled, is the AI's") {
        fixture::forceD6(s, {3});
        s.apply(roll.action);
        const ai::Choice next = master->choose(s);
        const ai::MasterIntent wander = ai::masterIntent(s, b, 1);
        REQUIRE(wander.action);
        CHECK(wander.action->action == next.action);
    }
}
