// The balance check's reading (balance_text.h).
#include "cata/app/balance_text.h"

#include <algorithm>
#include <cmath>

namespace cata::app {

BalanceVerdict balanceVerdict(double heroes_rate) {
    // Compared in whole per mille so that 0.35 and 0.65 themselves (35 of 100) are balanced.
    const long permille = std::lround(heroes_rate * 1000);
    if (permille < std::lround(kBalancedLow * 1000)) return BalanceVerdict::TooHard;
    if (permille > std::lround(kBalancedHigh * 1000)) return BalanceVerdict::TooEasy;
    return BalanceVerdict::Balanced;
}

std::optional<int> winTurn(const std::vector<ai::GameTally>& games, Side side) {
    std::vector<int> turns;
    for (const auto& g : games)
        if (g.result && g.result->winner == side) turns.push_back(g.turns);
    if (turns.empty()) return std::nullopt;
    std::sort(turns.begin(), turns.end());
    // The smallest turn t with at least half of the wins at t or before.
    return turns[(turns.size() - 1) / 2];
}

BalanceFacts balanceFacts(const ai::SimReport& report, const std::vector<ai::GameTally>& games) {
    BalanceFacts f;
    f.heroes = report.heroes_wins;
    f.capped = report.capped;
    f.heroes_win_turn = winTurn(games, Side::Heroes);
    f.master_win_turn = winTurn(games, Side::Master);
    return f;
}

std::string percentText(double rate) { return std::to_string(std::lround(rate * 100)); }

std::string balanceReading(const StringTable& t, const BalanceFacts& f) {
    const std::string pct = percentText(f.heroes.rate);
    std::string out;
    switch (balanceVerdict(f.heroes.rate)) {
        case BalanceVerdict::TooEasy:
            out = f.heroes_win_turn ? t.format("balance.reading.too_easy", pct, *f.heroes_win_turn)
                                    : t.format("balance.reading.too_easy_no_turn", pct);
            break;
        case BalanceVerdict::TooHard:
            out = f.master_win_turn ? t.format("balance.reading.too_hard", pct, *f.master_win_turn)
                                    : t.format("balance.reading.too_hard_no_turn", pct);
            break;
        case BalanceVerdict::Balanced:
            out = t.format("balance.reading.balanced", pct);
            break;
    }
    // The interval reaching across a bound: the verdict could change with more games.
    if (f.heroes.trials > 0 && (balanceVerdict(f.heroes.low) != balanceVerdict(f.heroes.high)))
        out += " " + t.format("balance.reading.uncertain", percentText(f.heroes.low), percentText(f.heroes.high));
    if (f.heroes.trials > 0 && 2 * f.capped > f.heroes.trials)
        out += " " + t.format("balance.reading.capped", f.capped, f.heroes.trials);
    return out;
}

}  // namespace cata::app
