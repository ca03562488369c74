// Shared by the random-play tests of the core (tests/core) and the invariant suite: random
// actions to probe whyIllegal() against legalActions().
#pragma once

#include "cata/core/game_state.h"
#include "cata/core/rng.h"

namespace cata::testing {

/// A random action with members anywhere near the board (indices and squares one beyond each
/// end): mostly illegal, sometimes legal. Spells are mostly the actor's own.
Action randomAction(Rng& r, const GameState& s);

}  // namespace cata::testing
