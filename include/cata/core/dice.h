// Rolling dice (RULES.md R1–R5) and resolving a test of a characteristic (R2, R3).
//
// Every roll of the game goes through a `DiceSource`: a value holding the game's Rng and,
// for tests and puzzles, queues of FORCED outcomes per kind of die. A forced outcome is used
// first; when the queue of a kind is empty the Rng rolls. Faces come from the ruleset (data),
// never from code.
#pragma once

#include <array>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/rng.h"
#include "cata/core/ruleset.h"

namespace cata {

/// The source of every die roll of a game: an Rng plus per-kind forced queues.
class DiceSource {
public:
    explicit DiceSource(Rng rng = Rng{}) : rng_(rng) {}

    /// One die of power (R1): a uniformly chosen face of `rules.power_die`, or the next forced one.
    PowerFace rollPower(const Ruleset& rules);
    /// `count` dice of power (none when count <= 0).
    std::vector<PowerFace> rollPower(const Ruleset& rules, int count);
    /// One location die (R4): a uniformly chosen face of `rules.location_die`, or the next forced one.
    Location rollLocation(const Ruleset& rules);
    /// One ordinary D6 (R5), 1..6, or the next forced value.
    int rollD6();
    /// The sum of `count` D6 (0 when count <= 0).
    int rollD6Sum(int count);

    /// Queue outcomes to be returned, in order, by the next rolls of that kind.
    void forcePower(std::span<const PowerFace> faces);
    void forceLocation(std::span<const Location> faces);
    /// Precondition: each value in 1..6.
    void forceD6(std::span<const int> values);
    /// Forced outcomes not used yet (tests check that a scenario consumed all it queued).
    std::size_t forcedLeft() const { return power_.size() + location_.size() + d6_.size(); }
    /// The forced outcomes waiting, per kind of die, next first.
    const std::deque<PowerFace>& forcedPower() const { return power_; }
    const std::deque<Location>& forcedLocation() const { return location_; }
    const std::deque<int>& forcedD6() const { return d6_; }
    void clearForced();

    Rng& rng() { return rng_; }
    const Rng& rng() const { return rng_; }

    bool operator==(const DiceSource&) const = default;

private:
    Rng rng_;
    std::deque<PowerFace> power_;
    std::deque<Location> location_;
    std::deque<int> d6_;
};

/// Success points (I and I*) and bonus points (I*) of some faces of power (R1).
struct PowerPoints {
    int successes = 0;
    int bonus = 0;
    bool operator==(const PowerPoints&) const = default;
};
PowerPoints countPoints(std::span<const PowerFace> faces);

/// R2: result = S × max(B, 1).
inline int testResult(int successes, int bonus) { return successes * (bonus > 1 ? bonus : 1); }

/// A resolved test of a characteristic (R2, R3).
struct TestRoll {
    std::vector<PowerFace> faces;  // as rolled; empty when the characteristic was 0
    int successes = 0;
    int bonus = 0;
    int result = 0;       // R2
    int difficulty = 1;
    bool passed = false;  // R3: result >= difficulty, and never with no dice
    bool operator==(const TestRoll&) const = default;
};

/// What a term of a test stands for (Modifier::key). Its JSON name is in `kModifierKeys`.
enum class ModifierKey {
    Characteristic,   // the card's value of `ref` (a characteristic key) for `who`
    Skill,            // skill `ref` of `who` (a characteristic bonus)
    Buff,             // a spell's bonus to `ref` (a characteristic key) on `who` (R23)
    SwarmFigures,     // `n` figures after the first of swarm `who` (R33)
    NotBelowZero,     // brings `who`'s characteristic back up to 0
    Distance,         // the distance band of a shot at distance `n` (R19)
    AdjacentEnemy,    // enemy `who` adjacent to the tester (R19 shots, R12 blocks)
    SpellDifficulty,  // the difficulty of spell `ref` (R23)
    OtherSquares,     // attacked from `n` other squares this turn (R17)
    Text,             // a log written before keys existed: `ref` holds its English text
};

/// JSON names of the keys, in enum order.
inline constexpr std::array<std::string_view, 10> kModifierKeys = {
    "characteristic", "skill",   "buff",       "swarm_figures",    "not_below_zero",
    "distance",       "adjacent_enemy", "spell_difficulty", "other_squares", "text"};

/// One term of how a test was built, for the combat log: `key` says what it is, with its
/// arguments (`who` a character index or -1, `ref` a characteristic key, skill id or spell id,
/// `n` a count or a distance, `rule` the RULES.md id that adds it), never prose, so that each
/// client words it in its own language; `delta` is what it adds, `dice` true for a term of
/// the number of dice (the characteristic), false for the difficulty. The terms of each kind
/// add up to the test's dice and difficulty.
struct Modifier {
    ModifierKey key = ModifierKey::Text;
    int who = -1;
    std::string ref;
    int n = 0;
    std::string rule;
    int delta = 0;
    bool dice = false;
    bool operator==(const Modifier&) const = default;
};

/// The English words of a term, as the engine protocol and the logs show it: "M.At of torgils",
/// "skill shield", "distance 7 (R19)", "adjacent enemy skell_1 (R19)", "spell fireball (R23)",
/// "attacked from 2 other squares this turn (R17)". `who` names the term's character (its id).
std::string modifierText(const Modifier& m, std::string_view who);

/// Resolves a test from faces already rolled. No faces means characteristic 0: an automatic
/// failure whatever the difficulty (R3).
TestRoll evaluateTest(std::span<const PowerFace> faces, int difficulty);

/// Rolls `characteristic` dice of power against `difficulty` (R3). A characteristic <= 0 rolls
/// nothing and fails.
TestRoll rollTest(DiceSource& dice, const Ruleset& rules, int characteristic, int difficulty);

/// R21: a passed test whose result is at least difficulty + margin is a critical hit.
inline bool isCritical(const TestRoll& t, int margin) {
    return t.passed && t.result >= t.difficulty + margin;
}

}  // namespace cata
