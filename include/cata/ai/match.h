// Playing a game to its end with one policy per side: the simulator, the benchmarks and the
// tests drive games this way (the client drives AI turns through GameSession instead).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "cata/ai/policy.h"
#include "cata/core/game_state.h"

namespace cata::ai {

/// Called after each applied action with the state before it, the choice and the events.
using StepObserver = std::function<void(const GameState& before, const Choice& choice, const std::vector<Event>& events,
                                        const GameState& after)>;

struct MatchOutcome {
    std::optional<GameResult> result;  // empty when the game hit `max_actions`
    int turns = 0;                     // the turn the game ended in
    int actions = 0;                   // actions applied
};

/// Plays `state` to its end: `heroes` decides when the heroes must, `master` when the Master
/// must. Stops after `max_actions` actions (a policy that never ends its turn).
MatchOutcome playOut(GameState& state, Policy& heroes, Policy& master, int max_actions = 100000,
                     const StepObserver& observe = {});

}  // namespace cata::ai
