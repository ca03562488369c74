// Exact odds (odds.h, R6): hand-computed values, then a sampling cross-check against the
// dice code (100,000 seeded samples per case, within 4 standard errors).
#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "cata/core/dice.h"
#include "cata/core/odds.h"
#include "core/fixtures.h"

using cata::AttackProfile;
using cata::Location;

namespace {

double total(const std::vector<double>& p) { return std::accumulate(p.begin(), p.end(), 0.0); }

AttackProfile standardProfile() { return cata::attackProfileDefaults(cata::test::standardRuleset()); }

/// Every bin of `exact` against the frequencies of `samples` outcomes drawn by `draw`.
template <typename Draw>
void crossCheck(const std::vector<double>& exact, Draw draw, const std::string& label) {
    constexpr int kSamples = 100000;
    std::vector<int> counts(exact.size(), 0);
    int outside = 0;  // outcomes the exact distribution says are impossible
    for (int i = 0; i < kSamples; ++i) {
        const int v = draw();
        if (v < 0 || v >= static_cast<int>(exact.size())) ++outside;
        else ++counts[static_cast<std::size_t>(v)];
    }
    REQUIRE(outside == 0);
    // Each value expected at least 10 times is checked on its own (the normal approximation
    // holds there); the rarer ones are pooled into one bin and checked together.
    double rareP = 0.0;
    int rareCount = 0;
    auto check = [&](double p, int count, const std::string& what) {
        const double freq = count / static_cast<double>(kSamples);
        const double se = std::sqrt(p * (1.0 - p) / kSamples);
        INFO(label << ": " << what << " exact " << p << " sampled " << freq);
        CHECK(std::abs(freq - p) <= 4.0 * se + 1e-12);
    };
    for (std::size_t k = 0; k < exact.size(); ++k) {
        if (exact[k] * kSamples >= 10.0) {
            check(exact[k], counts[k], "value " + std::to_string(k));
        } else {
            rareP += exact[k];
            rareCount += counts[k];
        }
    }
    if (rareP * kSamples >= 1.0) check(rareP, rareCount, "rare values pooled");
    else CHECK(rareCount <= 3);
}

}  // namespace

TEST_CASE("R6 one die against difficulty 1 passes 4 times in 6", "[R6][R3]") {
    const auto rules = cata::test::standardRuleset();
    const cata::TestDistribution d = cata::testDistribution(rules, 1);
    CHECK(d.passProbability(1) == Approx(4.0 / 6.0).epsilon(1e-14));
    CHECK(d.passProbability(2) == 0.0);
    CHECK(d.result.size() == 2);
}

TEST_CASE("R6 two dice: the exact result distribution", "[R6][R2]") {
    const auto rules = cata::test::standardRuleset();
    const cata::TestDistribution d = cata::testDistribution(rules, 2);
    // blank 2/6, I 3/6, I* 1/6: 0 ← two blanks; 1 ← one I or one I* with a blank;
    // 2 ← I+I or I+I*; 4 ← I*+I* (2 successes × 2 bonus); 3 is impossible.
    REQUIRE(d.result.size() == 5);
    CHECK(d.result[0] == Approx(4.0 / 36).margin(1e-15));
    CHECK(d.result[1] == Approx(16.0 / 36).margin(1e-15));
    CHECK(d.result[2] == Approx(15.0 / 36).margin(1e-15));
    CHECK(d.result[3] == 0.0);
    CHECK(d.result[4] == Approx(1.0 / 36).margin(1e-15));
    CHECK(d.passProbability(3) == Approx(1.0 / 36).margin(1e-15));
}

TEST_CASE("R6 three dice: result at least 6 needs two stars", "[R6][R2]") {
    const auto rules = cata::test::standardRuleset();
    const cata::TestDistribution d = cata::testDistribution(rules, 3);
    // I*+I*+I = 6 (3 orders), I*+I*+I* = 9.
    CHECK(d.atLeast(6) == Approx(10.0 / 216).margin(1e-15));
    CHECK(d.criticalProbability(2, 4) == Approx(10.0 / 216).margin(1e-15));
    CHECK(d.result[9] == Approx(1.0 / 216).margin(1e-15));
}

TEST_CASE("R3 characteristic 0: no dice, the test always fails", "[R6][R3]") {
    const auto rules = cata::test::standardRuleset();
    const cata::TestDistribution d = cata::testDistribution(rules, 0);
    CHECK(d.passProbability(1) == 0.0);
    CHECK(d.passProbability(0) == 0.0);
    CHECK(d.passProbability(-3) == 0.0);
    CHECK(total(d.result) == 1.0);
    AttackProfile a = standardProfile();
    a.dice = 0;
    a.damage = 5;
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    CHECK(w.hit == 0.0);
    CHECK(w.wounds == std::vector<double>{1.0});
}

TEST_CASE("R6 distributions sum to 1 for up to 12 dice", "[R6]") {
    const auto rules = cata::test::standardRuleset();
    for (int n = 0; n <= 12; ++n) {
        const cata::TestDistribution d = cata::testDistribution(rules, n);
        CHECK(total(d.result) == Approx(1.0).margin(1e-12));
        CHECK(static_cast<int>(d.result.size()) == n * n + 1);
        if (n >= 2) CHECK(d.result[static_cast<std::size_t>(n * n)] == Approx(std::pow(1.0 / 6, n)).epsilon(1e-12));
    }
}

TEST_CASE("R15 wounds: damage minus zone armour, head doubled", "[R6][R15]") {
    const auto rules = cata::test::standardRuleset();
    AttackProfile a = standardProfile();
    a.dice = 1;
    a.difficulty = 1;
    a.damage = 3;
    a.armour = {0, 1, 1, 1};  // head, chest, arms, legs
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    // Miss 2/6 → 0; head 1/6 → 2×3 − 0 = 6; body 5/6 → 3 − 1 = 2. One die cannot be critical.
    REQUIRE(w.wounds.size() == 7);
    CHECK(w.wounds[0] == Approx(2.0 / 6).margin(1e-15));
    CHECK(w.wounds[2] == Approx(4.0 / 6 * 5.0 / 6).margin(1e-15));
    CHECK(w.wounds[6] == Approx(4.0 / 6 / 6).margin(1e-15));
    CHECK(w.hit == Approx(4.0 / 6).margin(1e-15));
    CHECK(w.critical == 0.0);
    CHECK(w.head == Approx(4.0 / 36).margin(1e-15));
    CHECK(w.kill(3) == Approx(4.0 / 36).margin(1e-15));
    CHECK(w.kill(0) == Approx(1.0).margin(1e-15));
    CHECK(w.expected() == Approx(20.0 / 36 * 2 + 4.0 / 36 * 6).margin(1e-14));
}

TEST_CASE("R15 wounds never go below 0", "[R15]") {
    AttackProfile a = standardProfile();
    a.damage = 2;
    a.armour = {5, 5, 5, 5};
    CHECK(cata::woundsOnHit(a, Location::Chest, false) == 0);
    CHECK(cata::woundsOnHit(a, Location::Head, false) == 0);
}

TEST_CASE("R16 powerful attack: damage doubled before the head doubling", "[R16][R20]") {
    AttackProfile a = standardProfile();
    a.damage = 3;
    a.multiplier = 2;
    a.armour = {1, 2, 2, 2};
    CHECK(cata::woundsOnHit(a, Location::Head, false) == 11);  // 4 × 3 − 1
    CHECK(cata::woundsOnHit(a, Location::Leg, false) == 4);    // 2 × 3 − 2
}

TEST_CASE("R18 still target: hit with no test, hence never critical", "[R18][R21]") {
    const auto rules = cata::test::standardRuleset();
    AttackProfile a = standardProfile();
    a.auto_hit = true;
    a.dice = 0;  // even an attacker who could not pass a test
    a.damage = 2;
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    CHECK(w.hit == 1.0);
    CHECK(w.critical == 0.0);
    CHECK(w.wounds[0] == 0.0);
    CHECK(w.wounds[2] == Approx(5.0 / 6).margin(1e-15));
    CHECK(w.wounds[4] == Approx(1.0 / 6).margin(1e-15));
}

TEST_CASE("R21 critical adds 10 wounds before armour", "[R21]") {
    const auto rules = cata::test::standardRuleset();
    AttackProfile a = standardProfile();
    a.dice = 3;
    a.difficulty = 2;  // critical at 6 or more: 10/216
    a.damage = 2;
    a.armour = {0, 3, 3, 3};
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    const double pass = cata::testDistribution(rules, 3).passProbability(2);
    CHECK(w.hit == Approx(pass).margin(1e-15));
    CHECK(w.critical == Approx(10.0 / 216).margin(1e-15));
    CHECK(cata::woundsOnHit(a, Location::Chest, true) == 9);   // 2 + 10 − 3
    CHECK(cata::woundsOnHit(a, Location::Head, true) == 14);   // 4 + 10 − 0
    CHECK(w.wounds[9] == Approx(10.0 / 216 * 5 / 6).margin(1e-15));
    CHECK(w.wounds[14] == Approx(10.0 / 216 / 6).margin(1e-15));
    CHECK(w.wounds[4] == Approx((pass - 10.0 / 216) / 6).margin(1e-15));
    CHECK(w.wounds[0] == Approx(1 - pass + (pass - 10.0 / 216) * 5 / 6).margin(1e-15));
    CHECK(total(w.wounds) == Approx(1.0).margin(1e-12));

    a.critical_enabled = false;  // the optional rule off, or an element (R21)
    const cata::WoundDistribution off = cata::woundDistribution(rules, a);
    CHECK(off.critical == 0.0);
    CHECK(off.wounds.size() == 5);
}

TEST_CASE("R38 immaterial: armour ignored by its attacks, unwounded by non-magic weapons", "[R38]") {
    const auto rules = cata::test::standardRuleset();
    AttackProfile a = standardProfile();
    a.auto_hit = true;
    a.damage = 3;
    a.armour = {3, 3, 3, 3};
    a.ignore_armour = true;
    CHECK(cata::woundsOnHit(a, Location::Arm, false) == 3);
    a.ignore_armour = false;
    a.cannot_wound = true;
    CHECK(cata::woundsOnHit(a, Location::Head, true) == 0);
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    CHECK(w.wounds == std::vector<double>{1.0});
    CHECK(w.hit == 1.0);
}

TEST_CASE("R40 breaking a door: no location, flat armour", "[R40]") {
    const auto rules = cata::test::standardRuleset();
    AttackProfile a = standardProfile();
    a.auto_hit = true;
    a.critical_enabled = false;
    a.damage = 4;
    a.flat_armour = rules.numbers.door_armour;
    const cata::WoundDistribution w = cata::woundDistribution(rules, a);
    CHECK(w.wounds == std::vector<double>{0.0, 0.0, 1.0});
    CHECK(w.head == 0.0);
}

TEST_CASE("R5 sums of D6", "[R5][R6]") {
    CHECK(cata::d6SumDistribution(0) == std::vector<double>{1.0});
    const auto one = cata::d6SumDistribution(1);
    CHECK(one[0] == 0.0);
    CHECK(one[3] == Approx(1.0 / 6).margin(1e-15));
    const auto two = cata::d6SumDistribution(2);
    CHECK(two[7] == Approx(6.0 / 36).margin(1e-15));
    CHECK(two[2] == Approx(1.0 / 36).margin(1e-15));
    const auto four = cata::d6SumDistribution(4);  // R48 trap
    REQUIRE(four.size() == 25);
    CHECK(four[4] == Approx(1.0 / 1296).margin(1e-16));
    CHECK(four[14] == Approx(146.0 / 1296).margin(1e-15));
    CHECK(total(four) == Approx(1.0).margin(1e-12));
}

TEST_CASE("R6 sampling cross-check: test results for 1, 3, 6 and 12 dice", "[R6][sampling]") {
    const auto rules = cata::test::standardRuleset();
    for (int n : {1, 3, 6, 12}) {
        cata::DiceSource dice{cata::Rng(1000 + static_cast<std::uint64_t>(n))};
        crossCheck(cata::testDistribution(rules, n).result,
                   [&] { return cata::rollTest(dice, rules, n, 1).result; }, "dice " + std::to_string(n));
    }
}

TEST_CASE("R6 sampling cross-check: wound distributions", "[R6][sampling]") {
    const auto rules = cata::test::standardRuleset();
    std::vector<AttackProfile> cases;
    {
        AttackProfile a = cata::attackProfileDefaults(rules);  // melee vs an armoured target
        a.dice = 4;
        a.difficulty = 3;
        a.damage = 4;
        a.armour = {1, 2, 1, 0};
        cases.push_back(a);
        a.multiplier = 2;  // powerful attack (R16)
        cases.push_back(a);
        a.multiplier = 1;  // shot at long range, criticals likely beyond reach
        a.dice = 6;
        a.difficulty = 4;
        a.damage = 3;
        cases.push_back(a);
        a.auto_hit = true;  // still target (R18)
        a.dice = 0;
        cases.push_back(a);
    }
    std::uint64_t seed = 77;
    for (const AttackProfile& a : cases) {
        cata::DiceSource dice{cata::Rng(seed++)};
        const cata::WoundDistribution exact = cata::woundDistribution(rules, a);
        CHECK(total(exact.wounds) == Approx(1.0).margin(1e-12));
        crossCheck(exact.wounds, [&] {
            bool critical = false;
            if (!a.auto_hit) {
                const cata::TestRoll t = cata::rollTest(dice, rules, a.dice, a.difficulty);
                if (!t.passed) return 0;
                critical = a.critical_enabled && cata::isCritical(t, a.critical_margin);
            }
            return cata::woundsOnHit(a, dice.rollLocation(rules), critical);
        }, "attack seed " + std::to_string(seed - 1));
    }
}

TEST_CASE("R5 sampling cross-check: 4D6", "[R5][sampling]") {
    cata::DiceSource dice{cata::Rng(4)};
    crossCheck(cata::d6SumDistribution(4), [&] { return dice.rollD6Sum(4); }, "4D6");
}
