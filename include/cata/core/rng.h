// The game's random number generator: xoshiro256** (Blackman & Vigna) seeded by splitmix64,
// written out here so that every compiler and standard library gives the same sequence and a
// saved game replays identically (STYLE.md: one seeded RNG per game, passed explicitly; no
// <random>). A value type: copy it to branch a simulation, compare it, save its state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cata {

/// splitmix64 step: advances `state` and returns the next output. Used for seeding.
std::uint64_t splitmix64(std::uint64_t& state);

/// A small, fast, seeded generator with a 256-bit state.
class Rng {
public:
    using State = std::array<std::uint64_t, 4>;

    /// Seeds the four state words from splitmix64(seed); every seed gives a valid state.
    explicit Rng(std::uint64_t seed = 0);

    /// Restores a generator from `state()`. Returns nothing for the all-zero state, which
    /// xoshiro cannot leave.
    static std::optional<Rng> fromState(const State& state);

    /// The next 64 raw bits.
    std::uint64_t next64();
    /// The next 32 raw bits (the high half of next64(), the better half for xoshiro).
    std::uint32_t next32() { return static_cast<std::uint32_t>(next64() >> 32); }

    /// A uniform integer in [0, n), without bias (Lemire's multiply-and-reject on 32 bits).
    /// Precondition: n >= 1.
    std::uint32_t uniform(std::uint32_t n);

    /// The current state, for saves.
    const State& state() const { return s_; }

    /// A short text form for saves: "xoshiro256ss:" then four 16-digit lower-case hex words
    /// separated by '.'. `fromString(toString())` gives back an equal generator.
    std::string toString() const;
    /// Parses `toString()`'s form; nothing on any malformed input (never throws).
    static std::optional<Rng> fromString(std::string_view text);

    bool operator==(const Rng&) const = default;

private:
    State s_{};
};

}  // namespace cata
