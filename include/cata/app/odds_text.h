// The board's lines for the odds of what rolls beside the actions' own (R6): the chance that an
// attack or a spell sets its target on fire (R29), that an attack poisons it (R31), the fear test a character takes at
// its side's next turn start (R28), and, in a game against the rulebook Master (R44), what his solo rules make one of
// his characters do (ai::masterIntent). Every number comes from the core or the AI; these functions only word it in the
// player's language.
#pragma once

#include <string>

#include "cata/ai/master_intent.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

/// A probability as the board shows it: "74%", "<1%" and ">99%" near the ends, "0%" and "100%"
/// only when exact.
std::string chanceText(double p);

/// R29: "Sets Torgils on fire (a wound, then 1D6 ≥ 4, R29): 22%", or that the target burns
/// already or cannot burn (R38); empty for an action that carries no fire (GameState::fireOdds).
std::string fireText(App& app, const GameState& state, const Action& action);

/// R31: "Poisons Torgils (a wound, then Strength 2 against 2 fails, R31): 25%" (a poison spell's,
/// R23: "the spell's poison, then Strength 2 against 2–3 fails"), or that the target is
/// poisoned already or cannot be (R38); empty for an action that carries no poison
/// (GameState::poisonOdds).
std::string poisonText(App& app, const GameState& state, const Action& action);

/// R28: the fear lines of a hovered character: its own test at its side's next turn start
/// (GameState::fearOdds), and for a fearsome one the test of each opponent that sees it. Empty
/// when nobody tests fear for it.
std::string fearText(App& app, const GameState& state, int who);

/// R44: the lines of what the rulebook Master's solo rules make one of his characters do
/// (`intent`, from ai::masterIntent on `state`): activated or not and why, its target and
/// action, or the solo table's chances. Empty when the query does not apply (not a Master
/// character able to act). The caller shows it only when the Master is that AI.
std::string intentText(App& app, const GameState& state, const ai::MasterIntent& intent);

}  // namespace cata::app
