// The AI layer: players that choose actions through the rules core's public API only
// (legalActions, whyIllegal, info, attackProfile, sees, ...), never by changing a state.
// A policy is deterministic given its seed and the states it is shown. The rulebook Master and
// the heroes' AI draw their random choices (a wander's direction, a tie's jitter) from
// stateRng(): a generator seeded by the policy's seed and the state itself (the game's Rng
// state and the count of actions applied, both saved), never from the game's dice nor from
// memory of earlier calls, so a game replays exactly from its seed and action list, even from a
// save loaded in the middle of an AI's turn.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cata/ai/explanation.h"
#include "cata/content/players.h"
#include "cata/core/action.h"
#include "cata/core/game_state.h"

namespace cata::ai {

/// One chosen action and why, for the combat log ("Revenant: activated — Irf in sight; M.At
/// highest; 2 squares toward Irf; normal attack, armour 1 ≤ half of 4"). `characters` and
/// `squares` are what the client highlights when the player reviews the line. `why` is the
/// line as a key and arguments (explanation.h) that a client words in its player's language;
/// `explanation` is its English rendering (englishText), what the engine, sim and traces print.
struct Choice {
    Action action;
    std::string explanation;      // one line, English; empty for answers to dialogs
    std::vector<int> characters;  // character indices involved (actor first)
    std::vector<Pos> squares;     // squares involved (destination, target...)
    Explanation why;              // the same line, as a key and arguments; ExplainKey::None when empty
};

/// A choice explained by `why`, its English `explanation` rendered from `state`.
Choice explained(const GameState& state, Action action, Explanation why, std::vector<int> characters = {},
                 std::vector<Pos> squares = {});

/// A player of one side (or both: the deciding side is `state.toMove()`).
class Policy {
public:
    virtual ~Policy() = default;
    /// "random", "rulebook" (R44 Master), "heroes".
    virtual std::string_view name() const = 0;
    /// Chooses one legal action of `state` for `*state.toMove()`. Precondition: the game is not over.
    /// A policy may keep memory between calls (e.g. R44 activation at the start of a turn) but
    /// must give the same choices for the same seed and the same sequence of states.
    virtual Choice choose(const GameState& state) = 0;

    /// A flag that asks a long choose() to stop (the client's AiDriver::cancel(): the board
    /// closed, an undo, the menu's Quit): a policy that computes long (the search, search.h)
    /// looks at it between its simulations and returns at once with what it has. Null: never
    /// asked. The flag must outlive the policy's use of it.
    void stopWhen(const std::atomic<bool>* flag) { stop_ = flag; }
    /// The work done so far by this policy: simulations for a search, 0 for the others (tests and
    /// benchmarks count work, never time).
    virtual std::uint64_t simulations() const { return 0; }

protected:
    /// True when the flag of stopWhen() is raised.
    bool stopRequested() const { return stop_ && stop_->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool>* stop_ = nullptr;
};

/// Uniformly random legal actions; ending the turn is re-drawn two times in three so that games
/// go somewhere (the invariant suite's player).
std::unique_ptr<Policy> randomPolicy(std::uint64_t seed);

/// The Master AI of the rulebook's "Playing solo" (R44).
std::unique_ptr<Policy> rulebookMaster(std::uint64_t seed);

/// A competent heroes' policy that pursues the quest objective.
std::unique_ptr<Policy> heroesAi(std::uint64_t seed);

/// The policy of an AI player (rulebookMaster, heroesAi, randomPolicy, searchMaster) seeded with `seed`;
/// nothing for a human.
std::unique_ptr<Policy> policyFor(content::Player player, std::uint64_t seed);

/// A generator for one choice of a policy seeded `seed` in `state`: a function of the seed, the
/// game's Rng state, the count of actions applied and `salt` only (it never draws the game's dice).
Rng stateRng(std::uint64_t seed, const GameState& state, std::uint64_t salt = 0);

/// Index into `legal` for the random player (shared with the tests' random player).
std::size_t pickRandom(const std::vector<LegalAction>& legal, Rng& rng);
/// The same pick from GameState::legalList() (the same actions in the same order: the same index).
std::size_t pickRandom(const std::vector<Action>& legal, Rng& rng);

}  // namespace cata::ai
