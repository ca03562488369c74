// The ruleset: dice faces and every table and number of the rulebook, loaded from
// assets/rules/*.json so a player who owns the printed dice can edit them (RULES.md "(data)").
#pragma once

#include <array>
#include <string>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/text.h"

namespace cata {

/// A face of a die of power (R1): blank, I (1 success) or I* (1 success and 1 bonus).
enum class PowerFace { Blank, Success, SuccessBonus };

/// R19: distances up to `up_to` squares have this difficulty.
struct ShotBand {
    int up_to = 3;
    int difficulty = 1;
    bool operator==(const ShotBand&) const = default;
};

/// Unexpected events (R45), rolled on 2D6.
enum class UnexpectedEventType {
    HeroCatchesFire,        // "hero_catches_fire": a random hero catches fire and loses 1D6 HP at once
    MasterExtraAp,          // "master_extra_ap": active Master characters gain `amount` AP this turn
    ReinforcementsSucceed,  // "reinforcements_succeed": every reinforcement test succeeds this turn
    Nothing,                // "nothing": a cold breeze, no effect
    FairyHeal,              // "fairy_heal": every hero regains `dice` D6 HP (one roll each)
};

struct UnexpectedEventRow {
    int from = 2;
    int to = 2;
    UnexpectedEventType event = UnexpectedEventType::Nothing;
    int amount = 0;  // master_extra_ap
    int dice = 0;    // fairy_heal
    LocalText text;
    bool operator==(const UnexpectedEventRow&) const = default;
};

/// The solo Master's non-activated characters table (R44), rolled on 1D6.
enum class SoloBehaviour {
    Frantic,  // "frantic": acts as activated with `ap_multiplier` × AP
    Wander,   // "wander": moves `squares` squares in a random free direction
    Idle,     // "idle": does nothing
};

struct SoloRow {
    int from = 1;
    int to = 1;
    SoloBehaviour behaviour = SoloBehaviour::Idle;
    int ap_multiplier = 1;
    int squares = 0;
    LocalText text;
    bool operator==(const SoloRow&) const = default;
};

/// The numbers the rulebook states in prose.
struct RuleNumbers {
    int default_budget = 300;        // R53
    int default_turn_limit = 30;     // R52
    int lock_difficulty = 4;         // R40
    int door_armour = 2;             // R40
    int door_hp = 8;                 // R40
    int trap_difficulty = 1;         // R48
    int trap_damage_dice = 4;        // R48
    int critical_margin = 4;         // R21
    int critical_bonus = 10;         // R21
    int reinforcement_min = 5;       // R24
    int fire_catch_min = 4;          // R29
    int fire_keep_min = 4;           // R29
    int jump_difficulty = 2;         // R43 (doubling per extra square)
    int block_wound_dice = 1;        // R12
    int potion_dice = 1;             // R26
    int head_multiplier = 2;         // R15
    int shot_min_distance = 2;       // R19
    int waiting_ap_per_point = 2;    // R42
    bool operator==(const RuleNumbers&) const = default;
};

/// An immutable ruleset.
struct Ruleset {
    std::string id;
    LocalText name;
    std::array<PowerFace, 6> power_die{};  // R1
    std::array<Location, 6> location_die{};  // R4
    std::vector<ShotBand> shot_bands;      // R19, sorted by up_to
    int shot_band_width_beyond = 3;        // past the last band: +1 difficulty per this many squares
    std::vector<UnexpectedEventRow> unexpected_events;  // R45, covering 2..12
    std::vector<SoloRow> solo_non_activated;            // R44, covering 1..6
    RuleNumbers numbers;

    /// R19: difficulty of a shot at `distance` squares, before modifiers.
    int shotDifficulty(int distance) const;
    /// R44: the row of the solo table for a non-activated character's roll `face`; null for a
    /// face no row covers (0: not rolled yet).
    const SoloRow* soloRow(int face) const;
    bool operator==(const Ruleset&) const = default;
};

}  // namespace cata
