// Exact odds (RULES.md R6): the distribution of a test result for N dice of power, and the
// distribution of the wounds of an attack computed from a flat snapshot of effective numbers
// (`AttackProfile`, Wesnoth style). No sampling: test results enumerate the counts of each
// face kind with multinomial coefficients (O(N²) terms, not 6^N), wounds combine that with
// the six location faces. The client shows these before the player commits.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/dice.h"
#include "cata/core/ruleset.h"

namespace cata {

/// The exact distribution of the result of a test with `dice` dice of power (R2, R3).
struct TestDistribution {
    int dice = 0;                // <= 0: characteristic 0, the test fails automatically
    std::vector<double> result;  // result[r] = P(result == r); sums to 1

    /// P(pass) against `difficulty` (R3): 0 when dice <= 0, whatever the difficulty.
    double passProbability(int difficulty) const;
    /// P(result >= threshold) among rolled results (0 when dice <= 0).
    double atLeast(int threshold) const;
    /// R21: P(result >= difficulty + margin).
    double criticalProbability(int difficulty, int margin) const { return atLeast(difficulty + margin); }
};

/// The distribution of the result of `dice` dice of power with the ruleset's faces (R1, R2).
TestDistribution testDistribution(const Ruleset& rules, int dice);

/// A flat snapshot of everything that decides the wounds of one attack (R15–R21, R36, R38).
/// The caller (GameState) folds in modifiers: Defence losses (R17), shot difficulty (R19),
/// swarm bonuses (R33), etc.
struct AttackProfile {
    int dice = 0;               // the attacker's effective M.At or Shoot; 0 = automatic fail (R3)
    int difficulty = 1;         // target's Defence (melee) or shot difficulty (R19)
    bool auto_hit = false;      // R18 still target: hit with no test, hence never critical
    int damage = 0;             // melee or shot damage
    int multiplier = 1;         // 2 for powerful attack (R16) or sharp shot (R20)
    Armour armour;              // the target's armour per zone (R4)
    std::optional<int> flat_armour;  // set: no location roll, this armour (door broken down, R40)
    bool ignore_armour = false; // immaterial attacker vs non-magic armour (R38)
    bool cannot_wound = false;  // immaterial target hit by a non-magic weapon (R38)
    bool critical_enabled = true;  // R21 option; false against elements (doors, rubble)
    int critical_margin = 4;    // R21
    int critical_bonus = 10;    // R21: added before armour
    int head_multiplier = 2;    // R15: head = 2 × damage (so 4 × for powerful, R16)
    std::array<Location, 6> location_die{Location::Head, Location::Chest, Location::Chest,
                                         Location::Arm,  Location::Arm,   Location::Leg};  // R4 (data)
    std::vector<Modifier> modifiers;  // how `dice` and `difficulty` were built (combat log)
};

/// Fills the ruleset's numbers (critical margin and bonus, head multiplier, location die)
/// into a profile; the caller sets the rest.
AttackProfile attackProfileDefaults(const Ruleset& rules);

/// R15/R16: wounds of one hit on `zone` (or with no location when the profile has flat_armour).
/// Never below 0; 0 when the target cannot be wounded.
int woundsOnHit(const AttackProfile& a, Location zone, bool critical);

/// The exact distribution of the wounds of an attack.
struct WoundDistribution {
    std::vector<double> wounds;  // wounds[w] = P(exactly w wounds); sums to 1 (misses give 0)
    double hit = 0.0;            // P(the attack hits)
    double critical = 0.0;       // P(critical hit) (R21), included in `hit`
    double head = 0.0;           // P(hit on the head)

    /// P(wounds >= w).
    double atLeast(int w) const;
    /// P(the target at `hp` HP falls to 0 or less): P(wounds >= hp); 1 when hp <= 0.
    double kill(int hp) const { return atLeast(hp); }
    /// Expected wounds.
    double expected() const;
};

/// R6: the exact wound distribution of the attack `a` for the ruleset's power die.
WoundDistribution woundDistribution(const Ruleset& rules, const AttackProfile& a);

/// R6: one test of dice of power an action makes, with its exact chance of passing (R3).
struct TestOdds {
    Characteristic characteristic = Characteristic::Agility;
    int dice = 0;         // the effective characteristic rolled (0: fails automatically, R3)
    int difficulty = 1;
    std::string purpose;  // as TestRolled::purpose: "block", "jump", "lock", "web", "spell", a special action's id
    std::string rule;     // "R12", "R23", "R30", "R40", "R43", "R51"
    double pass = 0.0;    // P(result >= difficulty); 0 when dice <= 0
    bool operator==(const TestOdds&) const = default;
};

/// R23: the chance that a spell's result selects one of its tiers (the highest reached).
struct TierOdds {
    int tier = 0;          // index in Spell::tiers
    int min_result = 1;    // the lowest result that selects it (never below the spell's difficulty)
    int max_result = -1;   // the highest one; -1: no bound (the last tier)
    double chance = 0.0;
    bool operator==(const TierOdds&) const = default;
};

/// R6: the exact odds of an action that rolls dice of power (GameState::odds).
struct ActionOdds {
    std::vector<TestOdds> tests;  // in the order the action rolls them (a move's block tests first, R12)
    /// P(every test passes and, for a spell, a tier is selected): what "to succeed" means.
    double success = 0.0;
    std::vector<TierOdds> tiers;  // a spell's tiers (R23); their chances and 1 - success sum to 1
    /// A jump: the chance its mover dies of it, its block tests passed (R12), its own test
    /// failed and its fall landing in lava (R43, R49); 0 for any other action.
    double dies = 0.0;
    bool operator==(const ActionOdds&) const = default;
};

/// R29 R6: the chance that an attack or a spell sets its target on fire (GameState::fireOdds).
struct FireOdds {
    /// P(the attack wounds the target, leaves it on the board, and the attacker's 1D6 reaches
    /// `catch_min`); 0 when the target cannot catch fire (`burning`, `immune`) or is down.
    double chance = 0.0;
    int catch_min = 4;     // the 1D6 that sets it on fire (R29, the ruleset's fire_catch_min)
    bool burning = false;  // the target burns already: nothing more to catch
    bool immune = false;   // R38: an immaterial target cannot burn
    bool operator==(const FireOdds&) const = default;
};

/// R31 R6: the chance that an attack poisons its target (GameState::poisonOdds).
struct PoisonOdds {
    /// P(the attack wounds the target, leaves it on the board, and it fails its Strength test
    /// against `level`); 0 when it cannot be poisoned (`poisoned`, `immune`) or is down.
    /// For a spell (R23): P(the Magic test reaches a tier with poison, the target still stands
    /// after the tier's damage before it, and fails its Strength test against that level).
    double chance = 0.0;
    int level = 0;          // the poison's level: the test's difficulty (a spell: its highest tier's)
    int min_level = 0;      // a spell: the lowest level among its tiers (= level for an attack)
    int dice = 0;           // the target's effective Strength (the dice of the test)
    bool poisoned = false;  // poisoned already: nothing more to catch
    bool immune = false;    // R38: an immaterial target cannot be poisoned
    bool spell = false;     // the poison comes from a spell's tiers (no wound needed)
    bool operator==(const PoisonOdds&) const = default;
};

/// R28 R6: the fear test a character takes at the start of its side's turn (GameState::fearOdds).
struct FearOdds {
    int level = 0;        // the highest Fear among the opponents it sees: the test's difficulty
    int source = -1;      // the first opponent with that Fear it sees (character index)
    int dice = 0;         // its effective Will (the dice of the test)
    bool coward = false;  // R28: a coward fails for sure (no test)
    double keep = 0.0;    // P(it passes and keeps all its AP); 0 for a coward
    bool operator==(const FearOdds&) const = default;
};

/// R23: the chance of each tier of `spell` cast with `dice` dice of power; a tier no result
/// selects (below the difficulty, or under a higher tier's minimum) is left out.
std::vector<TierOdds> spellTierOdds(const Ruleset& rules, const Spell& spell, int dice);

/// R5: the distribution of the sum of `count` D6 (trap 4D6, fire 1D6, regeneration N D6);
/// result[s] = P(sum == s), for s in 0..6·count. count <= 0 gives {1.0}.
std::vector<double> d6SumDistribution(int count);

}  // namespace cata
