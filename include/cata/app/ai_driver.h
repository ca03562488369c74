// The AI players of the client: for each side, a human or an
// ai::Policy seeded from the game's seed (so a game is reproducible from its record). When the
// deciding side (GameState::toMove(): the active side, the owner of a pending decision, the
// heroes in an R42 waiting window) is an AI, its choice is computed on a worker thread on a copy
// of the state, and the board polls for it every frame: the window never freezes. The worker
// never touches SDL nor the session; only the policy and its own copy of the state.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "cata/ai/policy.h"
#include "cata/app/new_game_screen.h"
#include "cata/content/players.h"
#include "cata/core/game_state.h"

namespace cata::app {

using content::isAi;

/// The seed of side `side`'s policy in a game seeded with `game_seed` (different per side, and
/// never the game's own dice stream).
std::uint64_t policySeed(std::uint64_t game_seed, Side side);

class AiDriver {
public:
    /// One answer of a policy for the state it was shown.
    struct Result {
        ai::Choice choice;
        Side side = Side::Heroes;  // the side that chose
        std::size_t step = 0;      // the step (history size) it was computed for
        std::string error;         // non-empty: the policy threw (choice unset)
        std::optional<double> value_percent;  // a search's value of its choice (ai::lastSearchPercent)
    };

    AiDriver(const content::Players& players, std::uint64_t game_seed);
    /// Waits for a computation still running (a policy's choice takes milliseconds).
    ~AiDriver();
    AiDriver(const AiDriver&) = delete;
    AiDriver& operator=(const AiDriver&) = delete;

    const content::Players& players() const { return players_; }
    /// True when `side` is played by a policy.
    bool controls(Side side) const { return side == Side::Heroes ? heroes_ != nullptr : master_ != nullptr; }
    /// True when both sides are human (hot-seat: the only mode with a hand-off screen).
    bool allHuman() const { return !heroes_ && !master_; }
    /// True when both sides are AIs.
    bool allAi() const { return heroes_ && master_; }

    /// Starts computing the choice of `state`'s deciding side, if it is an AI, the game is not
    /// over and nothing is running already; `step` identifies the state (the session's history
    /// size), `now` the app's clock (startedAt()). Returns true when a computation runs (started
    /// now or before).
    bool start(const GameState& state, std::size_t step, std::uint32_t now = 0);
    /// True while a computation runs or its result waits to be taken.
    bool busy() const { return future_.valid(); }
    /// True when a computation finished and its result waits in poll().
    bool ready() const;
    /// Blocks until the running computation (if any) has finished: its result then waits in
    /// poll(). For the app on a manual clock (AppOptions::manual_clock), where the AI's thinking
    /// takes no time of the app's clock and each answer comes in the frame it was asked in.
    void wait() const;
    /// The result once the worker finished (then the driver is free again); nothing before.
    std::optional<Result> poll();
    /// Drops the computation: raises the policies' stop flag (Policy::stopWhen: a search returns
    /// between two of its simulations), waits for the worker and ignores its answer: after undo,
    /// going back to a turn, or closing the board.
    void cancel();
    /// The app's clock (App::now()) when the running computation started: the board's "thinking"
    /// banner comes once it has run a while. Meaningful while busy().
    std::uint32_t startedAt() const { return started_at_; }
    /// Tests: while held, a finished answer is kept back (ready() false, wait() returns at once),
    /// as if the policy still thought: the thinking banner and closing the board mid-search are
    /// tested on the manual clock without timing anything.
    void hold(bool on) { held_ = on; }
    /// Forgets what the policies remembered (new policies from the same seeds), after going back
    /// to an earlier turn: their memory (R44 activations) would no longer match the game.
    void reset();

private:
    ai::Policy* policy(Side side) const { return side == Side::Heroes ? heroes_.get() : master_.get(); }

    content::Players players_;
    std::uint64_t seed_ = 0;
    std::unique_ptr<ai::Policy> heroes_;
    std::unique_ptr<ai::Policy> master_;
    std::atomic<bool> stop_{false};  // the policies' stop flag (cancel())
    std::uint32_t started_at_ = 0;
    bool held_ = false;
    std::future<Result> future_;  // declared last: waited for before the policies go
};

}  // namespace cata::app
