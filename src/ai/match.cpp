#include "cata/ai/match.h"

namespace cata::ai {

MatchOutcome playOut(GameState& state, Policy& heroes, Policy& master, int max_actions, const StepObserver& observe) {
    MatchOutcome out;
    while (!state.isOver() && out.actions < max_actions) {
        const Side side = *state.toMove();
        Policy& p = side == Side::Heroes ? heroes : master;
        Choice c = p.choose(state);
        if (observe) {
            const GameState before = state;
            const std::vector<Event> events = state.apply(c.action);
            observe(before, c, events, state);
        } else {
            state.apply(c.action);
        }
        ++out.actions;
    }
    out.result = state.result();
    out.turns = state.turn();
    return out;
}

}  // namespace cata::ai
