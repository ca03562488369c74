// The balance check's reading in plain words (docs/editor.md "Balance check"): from a
// simulation of the quest (ai/sim.h), the heroes' win rate judged against docs/balance.md's
// 35–65 % target, with the turn by which most of the winning side's wins came and what to try.
// Pure functions: the editor's balance panel shows them, the unit tests check every threshold.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/ai/sim.h"
#include "cata/app/strings.h"

namespace cata::app {

/// docs/balance.md: a quest is balanced when the heroes win between 35 % and 65 % of the games
/// (AI heroes against the rulebook Master).
inline constexpr double kBalancedLow = 0.35;
inline constexpr double kBalancedHigh = 0.65;

enum class BalanceVerdict { TooHard, Balanced, TooEasy };

/// What the reading is made of.
struct BalanceFacts {
    ai::Proportion heroes;  // the heroes' wins out of the games, with the 95 % interval
    int capped = 0;         // games stopped by the action cap (neither side won)
    // The turn by which at least half of the winning side's wins came (the heroes' when they
    // win too often, the Master's when they win too rarely); nothing when that side never won.
    std::optional<int> heroes_win_turn;
    std::optional<int> master_win_turn;
};

/// The verdict of a win rate: below 35 % too hard, above 65 % too easy, else balanced (the
/// bounds count as balanced).
BalanceVerdict balanceVerdict(double heroes_rate);

/// The turn by which at least half of `side`'s wins among `games` came (the lower median of
/// their turns); nothing when `side` won none.
std::optional<int> winTurn(const std::vector<ai::GameTally>& games, Side side);

/// The facts of a run: its report and the games it summed.
BalanceFacts balanceFacts(const ai::SimReport& report, const std::vector<ai::GameTally>& games);

/// The reading, in the table's language, e.g. "Heroes win 81 %: too easy — most wins by turn 9;
/// consider a shorter turn limit or a stronger Master's group." A sentence is added when the
/// 95 % interval reaches across a bound of the range (more games would tell), and when most
/// games were stopped by the action cap.
std::string balanceReading(const StringTable& strings, const BalanceFacts& facts);

/// A percentage as the reading shows it: 0.8149 -> "81".
std::string percentText(double rate);

}  // namespace cata::app
