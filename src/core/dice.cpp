// Dice rolls with forced outcomes, and the resolution of tests (dice.h; RULES.md R1–R5).
#include "cata/core/dice.h"

#include <cassert>

namespace cata {

PowerFace DiceSource::rollPower(const Ruleset& rules) {
    if (!power_.empty()) {
        const PowerFace f = power_.front();
        power_.pop_front();
        return f;
    }
    return rules.power_die[rng_.uniform(static_cast<std::uint32_t>(rules.power_die.size()))];
}

std::vector<PowerFace> DiceSource::rollPower(const Ruleset& rules, int count) {
    std::vector<PowerFace> faces;
    for (int i = 0; i < count; ++i) faces.push_back(rollPower(rules));
    return faces;
}

Location DiceSource::rollLocation(const Ruleset& rules) {
    if (!location_.empty()) {
        const Location l = location_.front();
        location_.pop_front();
        return l;
    }
    return rules.location_die[rng_.uniform(static_cast<std::uint32_t>(rules.location_die.size()))];
}

int DiceSource::rollD6() {
    if (!d6_.empty()) {
        const int v = d6_.front();
        d6_.pop_front();
        return v;
    }
    return static_cast<int>(rng_.uniform(6)) + 1;
}

int DiceSource::rollD6Sum(int count) {
    int sum = 0;
    for (int i = 0; i < count; ++i) sum += rollD6();
    return sum;
}

void DiceSource::forcePower(std::span<const PowerFace> faces) { power_.insert(power_.end(), faces.begin(), faces.end()); }

void DiceSource::forceLocation(std::span<const Location> faces) {
    location_.insert(location_.end(), faces.begin(), faces.end());
}

void DiceSource::forceD6(std::span<const int> values) {
    for (int v : values) {
        assert(v >= 1 && v <= 6);
        d6_.push_back(v);
    }
}

void DiceSource::clearForced() {
    power_.clear();
    location_.clear();
    d6_.clear();
}

PowerPoints countPoints(std::span<const PowerFace> faces) {
    PowerPoints p;
    for (PowerFace f : faces) {
        if (f == PowerFace::Success || f == PowerFace::SuccessBonus) ++p.successes;
        if (f == PowerFace::SuccessBonus) ++p.bonus;
    }
    return p;
}

TestRoll evaluateTest(std::span<const PowerFace> faces, int difficulty) {
    TestRoll t;
    t.faces.assign(faces.begin(), faces.end());
    const PowerPoints p = countPoints(faces);
    t.successes = p.successes;
    t.bonus = p.bonus;
    t.result = testResult(p.successes, p.bonus);  // R2
    t.difficulty = difficulty;
    t.passed = !faces.empty() && t.result >= difficulty;  // R3: characteristic 0 fails
    return t;
}

TestRoll rollTest(DiceSource& dice, const Ruleset& rules, int characteristic, int difficulty) {
    const std::vector<PowerFace> faces = dice.rollPower(rules, characteristic);
    return evaluateTest(faces, difficulty);
}

}  // namespace cata

namespace cata {

std::string modifierText(const Modifier& m, std::string_view who) {
    const std::string name(who);
    const std::string rule = m.rule.empty() ? "" : " (" + m.rule + ")";
    auto label = [&m] {
        const auto c = characteristicFromKey(m.ref);
        return c ? std::string(characteristicLabel(*c)) : m.ref;
    };
    switch (m.key) {
        case ModifierKey::Characteristic: return label() + " of " + name + rule;
        case ModifierKey::Skill: return "skill " + m.ref + rule;
        case ModifierKey::Buff: return "spell buff" + rule;
        case ModifierKey::SwarmFigures: return "swarm figures" + rule;
        case ModifierKey::NotBelowZero: return "not below 0" + rule;
        case ModifierKey::Distance: return "distance " + std::to_string(m.n) + rule;
        case ModifierKey::AdjacentEnemy: return "adjacent enemy " + name + rule;
        case ModifierKey::SpellDifficulty: return "spell " + m.ref + rule;
        case ModifierKey::OtherSquares:
            return "attacked from " + std::to_string(m.n) + (m.n == 1 ? " other square" : " other squares") + " this turn" + rule;
        case ModifierKey::Text: return m.ref;
    }
    return m.ref;
}

}  // namespace cata
