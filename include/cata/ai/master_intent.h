// R44: what the rulebook Master's solo rules make one of his characters do, as a query that
// applies nothing to the game and rolls none of its dice: the board shows it when a player
// hovers a Master character in a game against that AI ("the Master's intent"). The
// answer comes from the AI's own logic (master_ai.cpp), not from a copy of it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cata/ai/policy.h"
#include "cata/core/game_state.h"

namespace cata::ai {

/// One row of the solo table (R44) a character that is not activated rolls 1D6 on.
struct SoloChance {
    SoloRow row;                   // the ruleset's row: faces, behaviour, AP multiplier, squares
    double chance = 0.0;           // the faces' share of the die
    std::optional<Choice> action;  // frantic: its first action then (as activated, AP multiplied)
};

/// What the solo rules make a Master character do now.
struct MasterIntent {
    /// False when the query does not apply: not a Master character able to act, or the game
    /// is over. (Without the solo rules, option solo_master off, every character acts as
    /// activated: no table.)
    bool known = false;
    /// True in the heroes' turn: the answer is for the Master's turn as it would begin now,
    /// before the dice of its start (GameState::soloTurnPreview: no reinforcements, no fear).
    bool ahead = false;
    bool activated = false;
    /// Not activated and not rolled yet: the rows of the 1D6 table with their chances (no face
    /// drawn: the game's dice decide when it rolls). Empty otherwise.
    std::vector<SoloChance> table;
    /// What it does next (activated, frantic, or its wander once rolled): the line names why it
    /// is activated, its highest characteristic, its target and the action. Nothing with a
    /// `table` (the roll comes first), or when it has nothing to do (`idle`).
    std::optional<Choice> action;
    /// Why it does nothing (no AP left, acted, rolled a 6, nothing in reach...) when `action` and
    /// `table` are both empty.
    std::optional<Explanation> idle;
};

/// R44: the intent of Master character `who` in `state` for the rulebook Master seeded `seed`
/// (the seed only draws a wander's direction, never the game's dice). `state` is not changed.
MasterIntent masterIntent(const GameState& state, int who, std::uint64_t seed);

}  // namespace cata::ai
