// Events in words, in the player's language (the UI string table, keys "event.*"), for the
// combat log, the dice tray captions and the victory summary.
#pragma once

#include <string>
#include <vector>

#include "cata/app/strings.h"
#include "cata/core/game_state.h"

namespace cata::app {

/// One line of the log.
struct LogLine {
    enum class Kind { Turn, Move, Roll, Wound, Status, Object, Info, End };
    Kind kind = Kind::Info;
    std::string text;                   // "Torgils: Strength test 3 dice, difficulty 4 (+1 adjacent enemy): I, I*, blank → 4, passed"
    std::string rule;                   // "R15"
    std::vector<std::string> keywords;  // special-rule keywords mentioned ("fear", "fire"), for tooltips
    int turn = 1;
    Side side = Side::Heroes;
};

/// The lines of `events`, which happened in `state`'s game (names from `state`).
std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings);

/// The name a player reads for character `who` ("Torgils", "Skeleton 2").
std::string characterName(const GameState& state, int who, const StringTable& strings);

}  // namespace cata::app
