// GameState::threatSquares(): the squares a character could attack in its side's next turn with
// its card's full AP (R15 melee, R19 shot range, R22 sight, R35 flying, R37 footprints), the
// core's answer that the board's threat overlay (the T key) paints for each enemy.
#include <algorithm>

#include <catch2/catch.hpp>

#include "core/fixture.h"

using namespace cata;
using fixture::who;

namespace {

bool threatens(const std::vector<Pos>& squares, Pos p) {
    return std::find(squares.begin(), squares.end(), p) != squares.end();
}

/// A Master troop `id` with `ap` AP that does not shoot unless told.
CharacterCard threatCard(const std::string& id, int ap, bool shoots = false) {
    CharacterCard c = fixture::card(id, Formation::MasterTroop, 10, ap);
    if (!shoots) c.shot_damage = 0;
    return c;
}

fixture::Spec threatSpec(std::vector<std::string> rows, const CharacterCard& g) {
    fixture::Spec spec;
    spec.rows = std::move(rows);
    spec.cards = fixture::basicCards();
    spec.cards.push_back(g);
    spec.letters = {{'A', "hero"}, {'G', g.id}};
    return spec;
}

}  // namespace

TEST_CASE("R37 threat: a gigantic character threatens the squares next to its bottom-right square",
          "[R37][R15][threat]") {
    // 1 AP: a melee from where it stands, no move then attack.
    CharacterCard giant = threatCard("giant", 1);
    giant.size = Size::Gigantic;
    giant.footprint_w = 2;
    giant.footprint_h = 2;
    const GameState s = fixture::make(threatSpec(
        {
            "#########",
            "#.......#",
            "#..GG...#",
            "#..GG...#",
            "#.......#",
            "#......A#",
            "#########",
        },
        giant));
    const int g = who(s, 'G');
    REQUIRE(s.character(g).pos == Pos{3, 2});
    const std::vector<Pos> t = s.threatSquares(g);
    CHECK(std::is_sorted(t.begin(), t.end()));
    CHECK(threatens(t, {5, 4}));  // beside the bottom-right square (4,3), not the top-left one
    CHECK(threatens(t, {5, 3}));
    CHECK(threatens(t, {6, 5}));  // R37: 2 away from (4,3) over (5,4)
    CHECK_FALSE(threatens(t, {7, 4}));
    CHECK_FALSE(threatens(t, {7, 5}));
    CHECK_FALSE(threatens(t, {4, 3}));  // its own footprint
    CHECK_FALSE(threatens(t, {0, 2}));  // a wall
}

TEST_CASE("R35 threat: a flyer's threat crosses lava that a walker's does not", "[R35][threat]") {
    const auto rows = std::vector<std::string>({
        "#######",
        "#.....#",
        "#~~~~~#",
        "#~~.~~#",
        "#...G.#",
        "#A....#",
        "#######",
    });
    const GameState walker = fixture::make(threatSpec(rows, threatCard("bat", 4)));
    CharacterCard bat = threatCard("bat", 4);
    bat.special_rules = {fixture::rule(SpecialRuleId::Flying)};
    const GameState flyer = fixture::make(threatSpec(rows, bat));
    const std::vector<Pos> walks = walker.threatSquares(who(walker, 'G'));
    const std::vector<Pos> flies = flyer.threatSquares(who(flyer, 'G'));
    // North of the lava: the flyer walks to (3,3), runs over (3,2) to row 1 and still has AP.
    for (int x = 1; x <= 5; ++x) {
        CHECK(threatens(flies, {x, 1}));
        CHECK_FALSE(threatens(walks, {x, 1}));
    }
    CHECK(threatens(walks, {3, 2}));  // beside (3,3), where the walker gets
    CHECK(threatens(walks, {1, 5}));  // the hero
}

TEST_CASE("R22 threat: a wall stops the shot threat", "[R22][R19][threat]") {
    // 1 AP: a shot from where it stands (moving first leaves no AP for one).
    const GameState s = fixture::make(threatSpec(
        {
            "#########",
            "#G...#..#",
            "#....#..#",
            "#.......#",
            "#......A#",
            "#########",
        },
        threatCard("archer", 1, true)));
    const int g = who(s, 'G');
    const std::vector<Pos> t = s.threatSquares(g);
    CHECK(threatens(t, {4, 1}));        // in sight, 3 away
    CHECK(threatens(t, {7, 4}));        // the hero, in sight
    CHECK_FALSE(threatens(t, {6, 1}));  // behind the wall at (5,1)
    CHECK_FALSE(threatens(t, {7, 1}));
    CHECK_FALSE(threatens(t, {5, 1}));  // the wall itself
}

TEST_CASE("R19 threat: an archer threatens the squares next to it in melee only, the shot from its minimum range",
          "[R19][R10][threat]") {
    // 1 AP: it cannot move and attack. The wall at (5,2) forbids the diagonals to (5,1) and (5,3)
    // in melee (R10) but not the lines of sight to them (R22: one corner alone does not block).
    const auto rows = std::vector<std::string>({
        "#########",
        "#.......#",
        "#...G#..#",
        "#.......#",
        "#......A#",
        "#########",
    });
    const GameState archer = fixture::make(threatSpec(rows, threatCard("archer", 1, true)));
    const GameState fighter = fixture::make(threatSpec(rows, threatCard("archer", 1, false)));
    const int g = who(archer, 'G');
    const std::vector<Pos> shoots = archer.threatSquares(g);
    const std::vector<Pos> melee = fighter.threatSquares(who(fighter, 'G'));
    const std::vector<Pos> seen = archer.sightSquares(g);
    REQUIRE(threatens(seen, {5, 3}));
    REQUIRE(threatens(seen, {5, 1}));
    CHECK(melee == std::vector<Pos>{{3, 1}, {3, 2}, {3, 3}, {4, 1}, {4, 3}});
    // Next to it, only what the melee reaches: the shot needs 2 squares (R19).
    std::vector<Pos> next_to;
    for (Pos p : shoots)
        if (distance(p, Pos{4, 2}) <= 1) next_to.push_back(p);
    CHECK(next_to == melee);
    CHECK_FALSE(threatens(shoots, {5, 3}));
    CHECK_FALSE(threatens(shoots, {5, 1}));
    CHECK(threatens(shoots, {4, 4}));  // 2 away, in sight: the shot's minimum range
    CHECK(threatens(shoots, {1, 1}));
    CHECK_FALSE(threatens(shoots, {6, 2}));  // behind the wall
}
