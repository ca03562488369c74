// R53 group building as the core states it once (groups.h): what a side's group may hold and
// where its characters may stand. GameState::create, the quest loader, the engine's `new`, the
// new-game and group screens all ask these functions; their own tests check where they report.
#include <catch2/catch.hpp>

#include "cata/core/groups.h"
#include "core/fixture.h"

using namespace cata;

namespace {

// A 6×3 floor whose hero zone "entry" is the two left columns of the top two rows:
//   ee....
//   ee....
//   ......
QuestDef r53Quest() {
    QuestDef q;
    q.width = 6;
    q.height = 3;
    q.tiles.assign(18, TileKind::Floor);
    ZoneDef z;
    z.id = "entry";
    z.squares = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
    q.zones.push_back(z);
    q.hero_zone = "entry";
    return q;
}

CharacterCard r53Card(const std::string& id, Formation f, int value, int footprint = 1) {
    CharacterCard c = fixture::card(id, f);
    c.value = value;
    if (footprint > 1) {
        c.size = Size::Gigantic;
        c.footprint_w = footprint;
        c.footprint_h = footprint;
    }
    return c;
}

const CharacterCard kHero = r53Card("hero", Formation::Hero, 100);
const CharacterCard kTroop = r53Card("troop", Formation::MasterTroop, 60);
const CharacterCard kLeader = r53Card("leader", Formation::MasterLeader, 100);
const CharacterCard kGiant = r53Card("giant", Formation::MasterTroop, 100, 2);

GroupMember placedAt(const CharacterCard& card, const std::string& id, Pos p, bool fixed = false) {
    return {&card, id, p, fixed};
}

std::vector<std::string> r53Messages(const std::vector<GroupProblem>& problems) {
    std::vector<std::string> out;
    for (const GroupProblem& p : problems) out.push_back(p.message);
    return out;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("R53 allows each side's group within the budget, heroes in the hero zone, the Master outside it", "[R53]") {
    const QuestDef q = r53Quest();
    CHECK(groupProblems(q, true, {placedAt(kHero, "A", {0, 0}), placedAt(kHero, "B", {1, 1})}, 300).empty());
    CHECK(groupProblems(q, false,
                        {placedAt(kLeader, "k", {4, 0}), placedAt(kTroop, "m", {2, 0}), placedAt(kGiant, "g", {2, 1})},
                        300)
              .empty());
    // Exactly the budget is allowed; a group not yet placed is judged without squares.
    CHECK(groupProblems(q, true, {placedAt(kHero, "A", {0, 0}), placedAt(kHero, "B", {0, 1})}, 200).empty());
    CHECK(groupProblems(q, false, {{&kLeader, "k", std::nullopt, false}, {&kTroop, "m", std::nullopt, false}}, 160)
              .empty());
    CHECK(groupProblems(q, true, {}, 0).empty());
}

TEST_CASE("R53 forbids a card of the other side, a second leader and a group over the budget", "[R53]") {
    const QuestDef q = r53Quest();
    const auto wrong = groupProblems(q, true, {placedAt(kHero, "A", {0, 0}), placedAt(kTroop, "m", {1, 0})}, 300);
    REQUIRE(wrong.size() == 1);
    CHECK(wrong[0] == GroupProblem{GroupProblemKind::WrongSide, 1,
                                   "\"m\" has a Master card (master_troop): not allowed in the heroes' group (R53)"});
    CHECK(r53Messages(groupProblems(q, false, {placedAt(kHero, "A", {4, 0})}, 300)) ==
          Lines{"\"A\" has a hero card: not allowed in the Master's group (R53)"});

    const auto leaders = groupProblems(
        q, false, {placedAt(kLeader, "k", {4, 0}), placedAt(kTroop, "m", {4, 1}), placedAt(kLeader, "l", {5, 0})}, 300);
    REQUIRE(leaders.size() == 1);
    CHECK(leaders[0] ==
          GroupProblem{GroupProblemKind::Leaders, 2, "The Master's group has 2 Master leaders: at most one (R53)"});

    const auto budget = groupProblems(q, true, {placedAt(kHero, "A", {0, 0}), placedAt(kHero, "B", {0, 1})}, 199);
    REQUIRE(budget.size() == 1);
    CHECK(budget[0] == GroupProblem{GroupProblemKind::Budget, -1,
                                    "The heroes' group costs 200 points, over the budget of 199 (R53)"});
}

TEST_CASE("R53 R37 forbids a hero not wholly in the hero zone and a Master character on any square of it",
          "[R53][R37]") {
    const QuestDef q = r53Quest();
    CHECK(r53Messages(groupProblems(q, true, {placedAt(kHero, "A", {2, 0})}, 300)) ==
          Lines{"Hero \"A\" is placed on (2,0), outside the hero zone \"entry\" (R53)"});
    CHECK(r53Messages(groupProblems(q, false, {placedAt(kTroop, "m", {1, 1})}, 300)) ==
          Lines{"Master character \"m\" is placed on (1,1), in the hero zone \"entry\" (R53)"});
    // A 2×2 Master character whose top-left square is outside but whose footprint reaches in.
    const auto giant = groupProblems(q, false, {placedAt(kGiant, "g", {1, 1})}, 300);
    REQUIRE(giant.size() == 1);
    CHECK(giant[0].kind == GroupProblemKind::Zone);
    CHECK(giant[0].member == 0);
    CHECK(groupProblems(q, false, {placedAt(kGiant, "g", {2, 0})}, 300).empty());  // just east of it
    // Every problem at once, in member order, then the leaders, then the budget.
    CHECK(r53Messages(groupProblems(
              q, false, {placedAt(kLeader, "k", {0, 0}), placedAt(kHero, "A", {4, 0}), placedAt(kLeader, "l", {5, 0})},
              250)) == Lines{"Master character \"k\" is placed on (0,0), in the hero zone \"entry\" (R53)",
                             "\"A\" has a hero card: not allowed in the Master's group (R53)",
                             "The Master's group has 2 Master leaders: at most one (R53)",
                             "The Master's group costs 300 points, over the budget of 250 (R53)"});
}

TEST_CASE("R53 a placement the quest's own roster fixes is allowed wherever it is, the other rules still hold",
          "[R53]") {
    QuestDef q = r53Quest();
    q.hero_roster = std::vector<RosterEntry>{{"hero", "A", Pos{4, 2}}};
    q.master_roster = std::vector<RosterEntry>{{"troop", "m", Pos{0, 0}}};
    CHECK(fixedByQuest(q, true, "hero", {4, 2}));
    CHECK_FALSE(fixedByQuest(q, true, "hero", {4, 1}));   // another square
    CHECK_FALSE(fixedByQuest(q, false, "hero", {4, 2}));  // the other side's roster
    CHECK_FALSE(fixedByQuest(q, true, "troop", {0, 0}));
    CHECK(fixedByQuest(q, false, "troop", {0, 0}));

    CHECK(groupProblems(q, true, {placedAt(kHero, "A", {4, 2}, true)}, 300).empty());    // a hero outside the zone
    CHECK(groupProblems(q, false, {placedAt(kTroop, "m", {0, 0}, true)}, 300).empty());  // a Master character in it
    CHECK(r53Messages(groupProblems(q, true, {placedAt(kTroop, "m", {4, 2}, true)}, 300)) ==
          Lines{"\"m\" has a Master card (master_troop): not allowed in the heroes' group (R53)"});
    CHECK(r53Messages(groupProblems(q, false,
                                    {placedAt(kTroop, "m", {0, 0}, true), placedAt(kTroop, "n", {0, 1}, true)}, 100)) ==
          Lines{"The Master's group costs 120 points, over the budget of 100 (R53)"});
}

TEST_CASE("R53 the hero zone must hold the heroes the budget buys: its free squares and the highest budget", "[R53]") {
    QuestDef q = r53Quest();
    const CharacterCard cheap = r53Card("cheap", Formation::Hero, 50);
    const std::vector<const CharacterCard*> heroes{&kHero, &cheap, &kTroop};  // the troop is not counted
    CHECK(heroZoneSquares(q) == 4);
    CHECK(heroesToHold(q, heroes, 49) == 0);
    CHECK(heroesToHold(q, heroes, 100) == 2);  // min(2 hero cards, 100 / 50)
    CHECK(heroesToHold(q, heroes, 1000) == 2);
    CHECK_FALSE(heroZoneBudgetLimit(q, heroes));  // 4 squares hold both hero cards

    q.tiles[1] = TileKind::Wall;  // (1,0)
    q.tiles[6] = TileKind::Lava;  // (0,1)
    q.tiles[7] = TileKind::Wall;  // (1,1)
    CHECK(heroZoneSquares(q) == 1);
    CHECK(heroZoneBudgetLimit(q, heroes) == 99);  // 100 buys two heroes of 50
    q.hero_roster = std::vector<RosterEntry>{{"hero", "A", Pos{0, 0}}};
    CHECK(heroesToHold(q, heroes, 1000) == 1);  // the fixed roster
    CHECK_FALSE(heroZoneBudgetLimit(q, heroes));
    q.hero_zone = "nowhere";
    q.hero_roster.reset();
    CHECK(heroZoneSquares(q) == -1);
    CHECK_FALSE(heroZoneBudgetLimit(q, heroes));
}
