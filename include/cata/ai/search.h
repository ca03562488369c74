// The search Master: a Master AI that plays as a player would (no solo table: the
// core's option solo_master stays off, R44 is the rulebook Master's), choosing each action by
// sampling: at each of its decisions, candidate actions from the core's legal list (pruned per
// character by a cheap prior), each tried on copies of the state with their own dice
// (determinised samples, the same sample seeds for every candidate), the Master's turn finished
// by a fast greedy player (the rulebook Master's way of acting, every character activated) when
// the strength asks for it, the position then scored (heroes' HP, down and dead heroes, the
// Master's casualties, the heroes' way to their objective against the turns left, R52);
// successive halving spends the samples on the promising candidates. Budgets are counted in
// simulations, never in time, so a seed gives the same game; a wall-clock cap is only a safety
// (never reached by the budgets of the strengths). docs/ai.md describes it with its figures.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "cata/ai/policy.h"

namespace cata::ai {

/// The search Master's strengths, weakest first.
enum class Strength { Veteran, Nightmare };

/// The stable name of a strength ("veteran", "nightmare"): sim's --master, the saves' player key.
std::string_view strengthKey(Strength s);
/// The strength a name stands for; nothing for another name.
std::optional<Strength> strengthFromKey(std::string_view key);
/// The string-table key of its name for a client (assets/ui/strings/ai.json: "ai.strength.veteran":
/// "Veteran" / "Vétéran"; "ai.strength.rulebook" names the rulebook Master beside them).
std::string_view strengthStringKey(Strength s);

/// What one search decision may spend.
struct SearchBudget {
    int per_character = 4;         // moves kept per character, best prior first, and as many of its other actions
                                   // (attacks, spells, doors...); ending the turn is always a candidate
    int max_candidates = 0;        // at most this many characters' candidates in a decision, the best by prior
                                   // across characters (ending the turn kept besides); 0: no cap
    int simulations = 48;          // simulations per decision, shared by successive halving
    bool rollout = false;          // finish the Master's turn greedily after the candidate (else score at once)
    int rollout_actions = 60;      // a rollout stops after this many actions (a safety)
    double wall_cap_seconds = 30;  // safety only: past it, halving stops with what it has
    bool operator==(const SearchBudget&) const = default;
};

/// The budget of a strength.
SearchBudget budgetOf(Strength s);

/// The search Master at `strength`, deterministic for `seed` (every sample's dice are drawn from
/// stateRng(seed, state, ...), never from the game's dice).
std::unique_ptr<Policy> searchMaster(std::uint64_t seed, Strength strength);
/// The same with an explicit budget (tests, benchmarks).
std::unique_ptr<Policy> searchMaster(std::uint64_t seed, const SearchBudget& budget);

/// The same search playing the heroes (a human Master's opponent, the Suggest hint): it decides for whichever side is
/// to move, so here the heroes' turns, their R42 window and their R12/R27 answers: candidates from their legal list
/// (moves ordered by their way to the objective, and their AI's own choice among them), the score negated
/// (searchEvaluate() is the Master's view), rollouts finishing the heroes' turn with the heroes' AI, the Master's
/// decisions in it answered by the rulebook's.
std::unique_ptr<Policy> searchHeroes(std::uint64_t seed, Strength strength);
std::unique_ptr<Policy> searchHeroes(std::uint64_t seed, const SearchBudget& budget);

/// The value of a search policy's last choice as a percentage (searchValuePercent(), from the
/// deciding side's view: the hint's "57 % to win from here"); nothing for another policy.
std::optional<double> lastSearchPercent(const Policy& p);

/// The search's score of a position for the Master: higher is better for him; a game he won is
/// +kSearchWin, one the heroes won -kSearchWin (public for the tests).
inline constexpr double kSearchWin = 100.0;
double searchEvaluate(const GameState& s);
/// A score as the percentage a line shows (a logistic squashing: 50 % is an even position).
double searchValuePercent(double score);

}  // namespace cata::ai
