// R44, the rules core's part of the solo Master (option solo_master): activation at the start of
// the Master's turn, the solo table's roll (SoloRoll), and the reinforcement entry nearest the
// zone holding the most heroes.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

/// A zone made of the squares of the map with x in [x0, x1].
ZoneDef columns(const QuestDef& q, char letter, int x0, int x1) {
    ZoneDef z;
    z.letter = letter;
    z.id = std::string(1, letter);
    z.name = {z.id, z.id};
    for (int y = 0; y < q.height; ++y)
        for (int x = x0; x <= x1; ++x) z.squares.push_back({x, y});
    std::sort(z.squares.begin(), z.squares.end());
    return z;
}

fixture::Spec solo(std::vector<std::string> rows, std::map<char, std::string> letters, std::vector<std::pair<int, int>> zones) {
    fixture::Spec s;
    s.rows = std::move(rows);
    s.letters = std::move(letters);
    s.options.solo_master = true;
    s.quest_tweak = [zones](QuestDef& q) {
        char letter = 'A';
        for (auto [x0, x1] : zones) q.zones.push_back(columns(q, letter++, x0, x1));
    };
    return s;
}

}  // namespace

TEST_CASE("R44 a Master character with a hero in its zone is activated at the start of the Master's turn", "[R44]") {
    // A wall splits zone A: a does not see h but shares its zone; b is alone in zone B.
    GameState s = fixture::make(solo({"##########",
                                      "#h.#.a#..#",
                                      "#..#..#.b#",
                                      "#..#..#..#",
                                      "##########"},
                                     {{'h', "hero"}, {'a', "troop"}, {'b', "troop"}}, {{0, 5}, {6, 9}}));
    const int h = who(s, 'h'), a = who(s, 'a'), b = who(s, 'b');
    REQUIRE_FALSE(s.sees(a, h));
    CHECK_FALSE(s.character(a).activated);  // not before the Master's turn
    s.apply(EndTurn{});
    CHECK(s.character(a).activated);
    CHECK_FALSE(s.character(b).activated);
}

TEST_CASE("R44 a Master character that sees a hero from another zone is activated", "[R44]") {
    GameState s = fixture::make(solo({"##########",
                                      "#h...b...#",
                                      "#######%.#",
                                      "#......%c#",
                                      "##########"},
                                     {{'h', "hero"}, {'b', "troop"}, {'c', "troop"}}, {{0, 4}, {5, 9}}));
    const int h = who(s, 'h'), b = who(s, 'b'), c = who(s, 'c');
    REQUIRE(s.sees(b, h));
    REQUIRE_FALSE(s.sees(c, h));
    s.apply(EndTurn{});
    CHECK(s.character(b).activated);
    CHECK_FALSE(s.character(c).activated);
}

TEST_CASE("R44 without the option nobody is activated and there is no solo roll", "[R44]") {
    fixture::Spec spec = solo({"#######", "#h...m#", "#######"}, {{'h', "hero"}, {'m', "troop"}}, {{0, 6}});
    spec.options.solo_master = false;
    GameState s = fixture::make(spec);
    s.apply(EndTurn{});
    const int m = who(s, 'm');
    CHECK_FALSE(s.character(m).activated);
    CHECK(*s.whyIllegal(SoloRoll{m}) == "The solo table is only rolled with the solo Master (R44)");
    CHECK_FALSE(fixture::legal(s, SoloRoll{m}));
}

TEST_CASE("R44 solo table: a 1 makes the character frantic, activated with double AP", "[R44]") {
    GameState s = fixture::make(solo({"##########", "#h.#....m#", "##########"}, {{'h', "hero"}, {'m', "troop"}}, {{0, 3}, {4, 9}}));
    const int m = who(s, 'm');
    CHECK(*s.whyIllegal(SoloRoll{m}) == "m belongs to the master, it is the heroes' decision");
    s.apply(EndTurn{});
    REQUIRE_FALSE(s.character(m).activated);
    CHECK(fixture::legal(s, SoloRoll{m}));
    CHECK(s.info(SoloRoll{m}).ap == 0);
    CHECK(s.info(SoloRoll{m}).rolls_dice);
    fixture::forceD6(s, {1});
    const auto ev = s.apply(SoloRoll{m});
    const auto rolled = fixture::eventsOf<SoloRolled>(ev);
    REQUIRE(rolled.size() == 1);
    CHECK(rolled[0] == SoloRolled{m, 1, true, "R44"});
    const auto d6 = fixture::eventsOf<D6Rolled>(ev);
    REQUIRE(d6.size() == 1);
    CHECK(d6[0].purpose == "solo table");
    CHECK(d6[0].values == std::vector<int>{1});
    CHECK(s.character(m).activated);
    CHECK(s.character(m).ap == 6);  // troop: 3 AP, doubled
    CHECK(s.character(m).solo_roll == 1);
    CHECK(*s.whyIllegal(SoloRoll{m}) == "m is activated: it does not roll on the solo table (R44)");
    CHECK(s.dice().forcedLeft() == 0);
}

TEST_CASE("R44 solo table: 2 to 6 leave the character not activated, once per turn, not after acting", "[R44]") {
    GameState s = fixture::make(solo({"##########", "#h.#...nm#", "##########"},
                                     {{'h', "hero"}, {'m', "troop"}, {'n', "troop"}}, {{0, 3}, {4, 9}}));
    const int m = who(s, 'm'), n = who(s, 'n');
    s.apply(EndTurn{});
    fixture::forceD6(s, {4});
    const auto ev = s.apply(SoloRoll{m});
    CHECK(fixture::eventsOf<SoloRolled>(ev).at(0) == SoloRolled{m, 4, false, "R44"});
    CHECK_FALSE(s.character(m).activated);
    CHECK(s.character(m).ap == 3);
    CHECK(*s.whyIllegal(SoloRoll{m}) == "m already rolled on the solo table this turn (R44)");
    s.apply(Walk{n, {6, 1}});
    CHECK(*s.whyIllegal(SoloRoll{n}) == "n has already acted this turn (R44)");
    // The next Master turn starts afresh.
    s.apply(EndTurn{});
    s.apply(EndTurn{});
    CHECK(s.character(m).solo_roll == 0);
    CHECK_FALSE(s.character(n).acted);
    CHECK(fixture::legal(s, SoloRoll{m}));
    CHECK(fixture::legal(s, SoloRoll{n}));
}

TEST_CASE("R44 with R42: a solo-table roll opens no waiting window, the move it decides does", "[R44][R42]") {
    // Playtest finding (findings-3 #6): the heroes were asked between a creature's roll and the
    // move the roll decided, about two prompts a creature. The roll is half of that action.
    for (const int face : {1, 4}) {  // frantic, wander
        INFO("solo table face " << face);
        GameState s = fixture::make(
            solo({"##########", "#h.#....m#", "##########"}, {{'h', "hero"}, {'m', "troop"}}, {{0, 3}, {4, 9}}));
        const int h = who(s, 'h'), m = who(s, 'm');
        s.apply(Wait{h});
        REQUIRE(s.character(h).waiting > 0);
        s.apply(EndTurn{});
        REQUIRE_FALSE(s.character(m).activated);
        fixture::forceD6(s, {face});
        const auto rolled = s.apply(SoloRoll{m});
        CHECK_FALSE(s.waitingWindow());
        CHECK(fixture::eventsOf<DecisionRequired>(rolled).empty());
        CHECK(s.toMove() == Side::Master);
        CHECK_FALSE(fixture::legal(s, Pass{}));
        // The move the roll decided is a Master action: the window opens after it.
        const auto moved = s.apply(Walk{m, {7, 1}});
        CHECK(s.waitingWindow());
        CHECK(s.toMove() == Side::Heroes);
        CHECK(fixture::eventsOf<DecisionRequired>(moved).size() == 1);
    }
}

TEST_CASE("R44 reinforcements arrive at the entry nearest the zone holding the most heroes", "[R44][R24]") {
    auto spec = solo({"##########",
                      "#R.......#",
                      "#....l...#",
                      "#.t...hiR#",
                      "##########"},
                     {{'h', "hero"}, {'i', "hero"}, {'l', "leader"}, {'t', "troop"}}, {{0, 4}, {5, 9}});
    auto tweak = spec.quest_tweak;
    spec.quest_tweak = [tweak](QuestDef& q) {
        tweak(q);
        q.reinforcement_entries = {{{1, 1}}, {{8, 3}}};  // two entries, quest order
    };
    auto run = [&](bool solo_master) {
        fixture::Spec sp = spec;
        sp.options.solo_master = solo_master;
        GameState s = fixture::make(sp);
        const int t = who(s, 't');
        fixture::edit(s, [t](GameStateData& d) { d.characters[static_cast<std::size_t>(t)].presence = Presence::Casualty; });
        fixture::forceD6(s, {5});
        const auto ev = s.apply(EndTurn{});
        const auto arrived = fixture::eventsOf<ReinforcementArrived>(ev);
        REQUIRE(arrived.size() == 1);
        return arrived[0].at;
    };
    CHECK(run(false) == Pos{1, 1});  // R24: the first entry
    CHECK(run(true) == Pos{8, 3});   // R44: zone B holds both heroes, its entry is (8,3)
}
