// Dice and tests (dice.h): R1–R3 with forced dice, R5 D6.
#include <catch2/catch.hpp>

#include <vector>

#include "cata/core/dice.h"
#include "core/fixtures.h"

using cata::DiceSource;
using cata::Location;
using cata::PowerFace;
using cata::Rng;

namespace {
constexpr PowerFace B = PowerFace::Blank;
constexpr PowerFace I = PowerFace::Success;
constexpr PowerFace S = PowerFace::SuccessBonus;
}  // namespace

TEST_CASE("R2 result is successes times bonus, one star changes nothing", "[R2]") {
    CHECK(cata::testResult(0, 0) == 0);
    CHECK(cata::testResult(3, 0) == 3);
    CHECK(cata::testResult(3, 1) == 3);
    CHECK(cata::testResult(3, 2) == 6);
    CHECK(cata::testResult(4, 3) == 12);

    const std::vector<PowerFace> faces{S, S, I, B};
    const cata::TestRoll t = cata::evaluateTest(faces, 5);
    CHECK(t.successes == 3);
    CHECK(t.bonus == 2);
    CHECK(t.result == 6);
    CHECK(t.passed);
    CHECK(t.faces == faces);
}

TEST_CASE("R3 pass when result reaches the difficulty", "[R3]") {
    CHECK(cata::evaluateTest(std::vector<PowerFace>{I, B}, 1).passed);
    CHECK_FALSE(cata::evaluateTest(std::vector<PowerFace>{I, B}, 2).passed);
    CHECK(cata::evaluateTest(std::vector<PowerFace>{I, I}, 2).passed);
    CHECK_FALSE(cata::evaluateTest(std::vector<PowerFace>{B, B, B}, 1).passed);
    // Difficulty 0 (a Defence brought to 0 by R17): any roll passes, even all blanks.
    CHECK(cata::evaluateTest(std::vector<PowerFace>{B}, 0).passed);
}

TEST_CASE("R3 characteristic 0 fails automatically", "[R3]") {
    DiceSource dice{Rng(1)};
    const auto rules = cata::test::standardRuleset();
    const Rng before = dice.rng();
    const cata::TestRoll t = cata::rollTest(dice, rules, 0, 0);
    CHECK_FALSE(t.passed);
    CHECK(t.faces.empty());
    CHECK(t.result == 0);
    CHECK(dice.rng() == before);  // nothing rolled
    CHECK_FALSE(cata::evaluateTest({}, -5).passed);
}

TEST_CASE("R21 critical when the result reaches difficulty plus the margin", "[R21]") {
    const cata::TestRoll t = cata::evaluateTest(std::vector<PowerFace>{S, S, I}, 2);  // 3 × 2 = 6
    CHECK(cata::isCritical(t, 4));
    CHECK_FALSE(cata::isCritical(t, 5));
    const cata::TestRoll miss = cata::evaluateTest(std::vector<PowerFace>{S, S, I}, 7);
    CHECK_FALSE(cata::isCritical(miss, -10));
}

TEST_CASE("Forced dice are used first, per kind, then the Rng takes over", "[dice]") {
    const auto rules = cata::test::standardRuleset();
    DiceSource dice{Rng(5)};
    dice.forcePower(std::vector<PowerFace>{S, S});
    dice.forceLocation(std::vector<Location>{Location::Leg});
    dice.forceD6(std::vector<int>{6, 1});
    CHECK(dice.forcedLeft() == 5);

    const cata::TestRoll t = cata::rollTest(dice, rules, 2, 4);
    CHECK(t.faces == std::vector<PowerFace>{S, S});
    CHECK(t.result == 4);
    CHECK(t.passed);
    CHECK(dice.rollD6() == 6);
    CHECK(dice.rollLocation(rules) == Location::Leg);
    CHECK(dice.rollD6() == 1);
    CHECK(dice.forcedLeft() == 0);
    // Queues empty: the Rng rolls, exactly as an unforced source with the same Rng would.
    DiceSource plain{Rng(5)};
    for (int i = 0; i < 20; ++i) {
        CHECK(dice.rollD6() == plain.rollD6());
        CHECK(dice.rollPower(rules) == plain.rollPower(rules));
        CHECK(dice.rollLocation(rules) == plain.rollLocation(rules));
    }
    CHECK(dice == plain);
}

TEST_CASE("Real rolls take faces from the ruleset", "[R1][R4][R5]") {
    auto rules = cata::test::standardRuleset();
    rules.power_die.fill(PowerFace::SuccessBonus);  // a house die: every face I*
    rules.location_die.fill(Location::Arm);
    DiceSource dice{Rng(9)};
    const cata::TestRoll t = cata::rollTest(dice, rules, 3, 1);
    CHECK(t.result == 9);
    CHECK(dice.rollLocation(rules) == Location::Arm);
    for (int i = 0; i < 200; ++i) {
        const int v = dice.rollD6();
        REQUIRE(v >= 1);
        REQUIRE(v <= 6);
    }
    const int sum = dice.rollD6Sum(4);
    CHECK(sum >= 4);
    CHECK(sum <= 24);
    CHECK(dice.rollD6Sum(0) == 0);
}

TEST_CASE("Dice sources copy and compare as values", "[dice]") {
    DiceSource a{Rng(3)};
    a.forceD6(std::vector<int>{2});
    DiceSource b = a;
    CHECK(a == b);
    CHECK(a.rollD6() == 2);
    CHECK_FALSE(a == b);
    b.clearForced();
    CHECK(b.forcedLeft() == 0);
}
