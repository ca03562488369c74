// R53: GameState::create refuses a group over the budget, a second Master leader, a card on
// the wrong side, and deployments on the wrong side of the hero zone (unless the quest fixes them).
#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;

namespace {

// A map whose hero zone "entry" is the two left columns of the room:
//   #######
//   #ee...#
//   #ee...#
//   #######
std::shared_ptr<const GameContent> content(const std::function<void(GameContent&)>& tweak = {}) {
    fixture::Spec spec;
    spec.rows = {"#######", "#A...m#", "#.....#", "#######"};
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    spec.cards = fixture::basicCards();
    spec.cards.push_back(fixture::card("leader2", Formation::MasterLeader, 8, 3));
    spec.quest_tweak = [](QuestDef& q) {
        ZoneDef z;
        z.letter = 'e';
        z.id = "entry";
        z.squares = {{1, 1}, {1, 2}, {2, 1}, {2, 2}};
        q.zones.push_back(z);
        q.hero_zone = "entry";
        q.budget = 100;
    };
    auto c = std::make_shared<GameContent>(fixture::make(spec).content());
    for (CharacterCard& card : c->cards) card.value = 40;
    if (tweak) tweak(*c);
    return c;
}

std::vector<std::string> errors(std::shared_ptr<const GameContent> c, std::vector<Placement> heroes,
                                std::vector<Placement> master) {
    GameSetup setup;
    setup.content = std::move(c);
    setup.heroes = std::move(heroes);
    setup.master = std::move(master);
    std::vector<std::string> out;
    const auto s = GameState::create(setup, &out);
    CHECK(s.has_value() == out.empty());
    return out;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("R53 create accepts groups within the rules", "[R53]") {
    CHECK(errors(content(), {{"hero", "A", {1, 1}}, {"hero", "B", {2, 2}}}, {{"leader", "k", {5, 1}}, {"troop", "m", {5, 2}}})
              .empty());
}

TEST_CASE("R53 create refuses a side over the budget", "[R53]") {
    CHECK(errors(content(), {{"hero", "A", {1, 1}}, {"hero", "B", {1, 2}}, {"hero", "C", {2, 1}}}, {{"troop", "m", {5, 1}}}) ==
          Lines{"The heroes' group costs 120 points, over the budget of 100 (R53)"});
    CHECK(errors(content(), {{"hero", "A", {1, 1}}}, {{"troop", "m", {5, 1}}, {"troop", "n", {5, 2}}, {"troop", "o", {4, 1}}}) ==
          Lines{"The Master's group costs 120 points, over the budget of 100 (R53)"});
}

TEST_CASE("R53 create refuses a second Master leader", "[R53]") {
    CHECK(errors(content(), {{"hero", "A", {1, 1}}}, {{"leader", "k", {5, 1}}, {"leader2", "l", {5, 2}}}) ==
          Lines{"The Master's group has 2 Master leaders: at most one (R53)"});
}

TEST_CASE("R53 create refuses a card on the wrong side", "[R53]") {
    CHECK(errors(content(), {{"hero", "A", {1, 1}}, {"troop", "m", {2, 1}}}, {}) ==
          Lines{"\"m\" has a Master card (master_troop): not allowed in the heroes' group (R53)"});
    CHECK(errors(content(), {{"hero", "A", {1, 1}}}, {{"hero", "B", {5, 1}}}) ==
          Lines{"\"B\" has a hero card: not allowed in the Master's group (R53)"});
}

TEST_CASE("R53 create refuses heroes outside the hero zone and the Master inside it", "[R53]") {
    CHECK(errors(content(), {{"hero", "A", {3, 1}}}, {{"troop", "m", {5, 1}}}) ==
          Lines{"Hero \"A\" is placed on (3,1), outside the hero zone \"entry\" (R53)"});
    CHECK(errors(content(), {{"hero", "A", {1, 1}}}, {{"troop", "m", {2, 2}}}) ==
          Lines{"Master character \"m\" is placed on (2,2), in the hero zone \"entry\" (R53)"});
}

TEST_CASE("R53 create accepts the placements a quest roster fixes, wherever they are", "[R53]") {
    auto fixed = content([](GameContent& c) {
        c.quest.hero_roster = std::vector<RosterEntry>{{"hero", "A", Pos{4, 2}}};
        c.quest.master_roster = std::vector<RosterEntry>{{"troop", "m", Pos{2, 1}}};
    });
    CHECK(errors(fixed, {{"hero", "A", {4, 2}}}, {{"troop", "m", {2, 1}}}).empty());
    // Elsewhere than where the quest says, the zone rule applies again.
    CHECK(errors(fixed, {{"hero", "A", {4, 1}}}, {{"troop", "m", {2, 1}}}) ==
          Lines{"Hero \"A\" is placed on (4,1), outside the hero zone \"entry\" (R53)"});
}
