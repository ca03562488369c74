// Exact odds of tests and attacks (odds.h; RULES.md R6, with R2, R3, R15–R21, R38).
#include "cata/core/odds.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "cata/core/dice.h"

namespace cata {

namespace {

/// Binomial coefficient as a double (exact while below 2^53, i.e. n up to ~50).
double binomial(int n, int k) {
    if (k < 0 || k > n) return 0.0;
    k = std::min(k, n - k);
    double c = 1.0;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return std::round(c);
}

double sumFrom(const std::vector<double>& p, int threshold) {
    double s = 0.0;
    for (int i = std::max(threshold, 0); i < static_cast<int>(p.size()); ++i) s += p[i];
    return s;
}

}  // namespace

double TestDistribution::atLeast(int threshold) const {
    if (dice <= 0) return 0.0;
    return sumFrom(result, threshold);
}

double TestDistribution::passProbability(int difficulty) const { return atLeast(difficulty); }

TestDistribution testDistribution(const Ruleset& rules, int dice) {
    TestDistribution d;
    d.dice = std::max(dice, 0);
    if (d.dice == 0) {
        d.result = {1.0};  // nothing rolled: result 0, and the test fails (R3)
        return d;
    }
    // Faces per kind, from the ruleset (R1 is data).
    int blank = 0, success = 0, bonus = 0;
    for (PowerFace f : rules.power_die) {
        if (f == PowerFace::Blank) ++blank;
        else if (f == PowerFace::Success) ++success;
        else ++bonus;
    }
    const double faces = static_cast<double>(rules.power_die.size());
    const int n = d.dice;
    d.result.assign(static_cast<std::size_t>(n * n + 1), 0.0);
    // c dice show I*, s dice show I, the rest blank: multinomial weight.
    for (int c = 0; c <= n; ++c) {
        for (int s = 0; s + c <= n; ++s) {
            const int b = n - c - s;
            const double ways = binomial(n, c) * binomial(n - c, s);
            const double p = ways * std::pow(bonus / faces, c) * std::pow(success / faces, s) *
                             std::pow(blank / faces, b);
            if (p == 0.0) continue;
            d.result[static_cast<std::size_t>(testResult(s + c, c))] += p;  // R2
        }
    }
    return d;
}

AttackProfile attackProfileDefaults(const Ruleset& rules) {
    AttackProfile a;
    a.critical_margin = rules.numbers.critical_margin;
    a.critical_bonus = rules.numbers.critical_bonus;
    a.head_multiplier = rules.numbers.head_multiplier;
    a.location_die = rules.location_die;
    return a;
}

int woundsOnHit(const AttackProfile& a, Location zone, bool critical) {
    if (a.cannot_wound) return 0;  // R38
    const bool located = !a.flat_armour.has_value();
    int raw = a.damage * a.multiplier * (located && zone == Location::Head ? a.head_multiplier : 1);  // R15, R16
    if (critical) raw += a.critical_bonus;  // R21: before armour
    int armour = located ? a.armour.at(zone) : *a.flat_armour;
    if (a.ignore_armour) armour = 0;  // R38
    return std::max(0, raw - armour);
}

double WoundDistribution::atLeast(int w) const { return sumFrom(wounds, w); }

double WoundDistribution::expected() const {
    double e = 0.0;
    for (std::size_t i = 0; i < wounds.size(); ++i) e += static_cast<double>(i) * wounds[i];
    return e;
}

WoundDistribution woundDistribution(const Ruleset& rules, const AttackProfile& a) {
    WoundDistribution out;
    // P(hit without critical), P(critical).
    double plain = 0.0, crit = 0.0;
    if (a.auto_hit) {
        plain = 1.0;  // R18: no test, hence no critical (R21 needs a test result)
    } else if (a.dice > 0) {
        const TestDistribution t = testDistribution(rules, a.dice);
        const double pass = t.passProbability(a.difficulty);
        crit = a.critical_enabled ? t.criticalProbability(a.difficulty, a.critical_margin) : 0.0;
        crit = std::min(crit, pass);  // a negative margin cannot make a miss critical
        plain = pass - crit;
    }
    out.hit = plain + crit;
    out.critical = crit;

    auto add = [&out](int w, double p) {
        if (p == 0.0) return;
        if (static_cast<std::size_t>(w) >= out.wounds.size()) out.wounds.resize(static_cast<std::size_t>(w) + 1, 0.0);
        out.wounds[static_cast<std::size_t>(w)] += p;
    };
    out.wounds.assign(1, 0.0);
    add(0, 1.0 - out.hit);
    if (a.flat_armour) {
        add(woundsOnHit(a, Location::Chest, false), plain);
        add(woundsOnHit(a, Location::Chest, true), crit);
    } else {
        // Count the location faces giving each wound value first, so that equal outcomes
        // add up exactly (six faces of 1/6 make exactly 1).
        const auto faces = static_cast<int>(a.location_die.size());
        std::vector<std::pair<int, int>> plainFaces, critFaces;  // (wounds, faces)
        auto count = [](std::vector<std::pair<int, int>>& v, int w) {
            for (auto& [wounds, n] : v)
                if (wounds == w) {
                    ++n;
                    return;
                }
            v.push_back({w, 1});
        };
        int headFaces = 0;
        for (Location zone : a.location_die) {
            count(plainFaces, woundsOnHit(a, zone, false));
            count(critFaces, woundsOnHit(a, zone, true));
            if (zone == Location::Head) ++headFaces;
        }
        for (const auto& [w, n] : plainFaces) add(w, plain * n / faces);
        for (const auto& [w, n] : critFaces) add(w, crit * n / faces);
        out.head = out.hit * headFaces / faces;
    }
    return out;
}

std::vector<TierOdds> spellTierOdds(const Ruleset& rules, const Spell& spell, int dice) {
    std::vector<TierOdds> out;
    const TestDistribution d = testDistribution(rules, dice);
    for (std::size_t i = 0; i < spell.tiers.size(); ++i) {
        TierOdds t;
        t.tier = static_cast<int>(i);
        t.min_result = std::max(spell.tiers[i].min_result, spell.difficulty);
        t.max_result = i + 1 < spell.tiers.size() ? spell.tiers[i + 1].min_result - 1 : -1;
        if (t.max_result >= 0 && t.max_result < t.min_result) continue;  // no result selects it
        // The same selection as the cast (Spell::tierFor), over every result the dice can make.
        if (d.dice > 0)
            for (std::size_t r = 0; r < d.result.size(); ++r)
                if (spell.tierFor(static_cast<int>(r)) == t.tier) t.chance += d.result[r];
        out.push_back(t);
    }
    return out;
}

std::vector<double> d6SumDistribution(int count) {
    std::vector<double> dist{1.0};
    for (int k = 0; k < count; ++k) {
        std::vector<double> next(dist.size() + 6, 0.0);
        for (std::size_t s = 0; s < dist.size(); ++s)
            for (std::size_t f = 1; f <= 6; ++f) next[s + f] += dist[s] / 6.0;
        dist = std::move(next);
    }
    return dist;
}

}  // namespace cata
