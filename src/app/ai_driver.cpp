// The AI players of the client (ai_driver.h).
#include "cata/app/ai_driver.h"

#include <chrono>
#include <exception>

#include "cata/ai/search.h"

namespace cata::app {

std::uint64_t policySeed(std::uint64_t game_seed, Side side) {
    // SplitMix64 of the game seed and the side: unrelated streams for the two sides.
    std::uint64_t z = game_seed + (side == Side::Heroes ? 0x9E3779B97F4A7C15ull : 0x3C6EF372FE94F82Aull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

AiDriver::AiDriver(const content::Players& players, std::uint64_t game_seed) : players_(players), seed_(game_seed) {
    reset();
}

AiDriver::~AiDriver() { cancel(); }

void AiDriver::reset() {
    cancel();
    heroes_ = ai::policyFor(players_.heroes, policySeed(seed_, Side::Heroes));
    master_ = ai::policyFor(players_.master, policySeed(seed_, Side::Master));
    for (ai::Policy* p : {heroes_.get(), master_.get()})
        if (p) p->stopWhen(&stop_);
}

bool AiDriver::start(const GameState& state, std::size_t step, std::uint32_t now) {
    if (busy()) return true;
    if (state.isOver()) return false;
    const auto side = state.toMove();
    if (!side || !controls(*side)) return false;
    ai::Policy* p = policy(*side);
    stop_ = false;
    started_at_ = now;
    // The worker gets its own copy of the state; the policy is used by one worker at a time
    // (a new computation starts only once the last one was taken or waited for).
    future_ = std::async(std::launch::async, [p, copy = state, s = *side, step]() {
        Result r;
        r.side = s;
        r.step = step;
        try {
            r.choice = p->choose(copy);
            r.value_percent = ai::lastSearchPercent(*p);
        } catch (const std::exception& e) {
            r.error = e.what();
        } catch (...) {
            r.error = "unknown error";
        }
        return r;
    });
    return true;
}

bool AiDriver::ready() const {
    return !held_ && future_.valid() && future_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

void AiDriver::wait() const {
    if (!held_ && future_.valid()) future_.wait();
}

std::optional<AiDriver::Result> AiDriver::poll() {
    if (!ready()) return std::nullopt;
    return future_.get();
}

void AiDriver::cancel() {
    if (future_.valid()) {
        stop_ = true;  // a search returns between two simulations
        future_.wait();
        future_ = {};
    }
    stop_ = false;
}

}  // namespace cata::app
