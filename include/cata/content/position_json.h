// The position of a game in the quest format's "start" form (core position.h;
// docs/content-format.md, "Start position"): what the editor saves as a puzzle ("save this
// play-test position"), and what the engine's "setup" takes.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/core/game_state.h"

namespace cata::content {

/// The position of `s` as a "start" section: the turn, the side to play, every character (card,
/// id, square, HP, AP, destiny and waiting points, conditions, items carried) and the objects
/// whose state differs from the quest's start. A quest with it as "start" begins in a state
/// equal to `s` when `s` is a position as the format says it: what it cannot say is listed in
/// `lost`, when given (an item lying elsewhere than the quest put it, a potion drunk, a spell's
/// bonus, a pending decision, the R42 window, a special action that succeeded, dice rolled).
nlohmann::json positionToJson(const GameState& s, std::vector<std::string>* lost = nullptr);

}  // namespace cata::content
