// xoshiro256** with splitmix64 seeding and an unbiased bounded draw (rng.h).
#include "cata/core/rng.h"

namespace cata {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

constexpr std::string_view kPrefix = "xoshiro256ss:";

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
    std::uint64_t sm = seed;
    for (auto& word : s_) word = splitmix64(sm);
    // splitmix64 is a bijection of its counter, so the four words are never all zero.
}

std::optional<Rng> Rng::fromState(const State& state) {
    if (state[0] == 0 && state[1] == 0 && state[2] == 0 && state[3] == 0) return std::nullopt;
    Rng r;
    r.s_ = state;
    return r;
}

std::uint64_t Rng::next64() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::uniform(std::uint32_t n) {
    // Lemire, "Fast random integer generation in an interval" (2019): the high 32 bits of
    // x * n are uniform in [0, n) once the low part is outside the biased band [0, 2^32 mod n).
    std::uint64_t m = static_cast<std::uint64_t>(next32()) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
        const std::uint32_t threshold = (0u - n) % n;  // 2^32 mod n
        while (low < threshold) {
            m = static_cast<std::uint64_t>(next32()) * n;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

std::string Rng::toString() const {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out(kPrefix);
    for (std::size_t i = 0; i < s_.size(); ++i) {
        if (i > 0) out += '.';
        for (int shift = 60; shift >= 0; shift -= 4) out += kHex[(s_[i] >> shift) & 0xf];
    }
    return out;
}

std::optional<Rng> Rng::fromString(std::string_view text) {
    if (text.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
    text.remove_prefix(kPrefix.size());
    // Exactly four words of 16 hex digits, separated by single dots.
    if (text.size() != 4 * 16 + 3) return std::nullopt;
    State st{};
    for (std::size_t w = 0; w < 4; ++w) {
        const std::size_t base = w * 17;
        if (w > 0 && text[base - 1] != '.') return std::nullopt;
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < 16; ++i) {
            const int d = hexDigit(text[base + i]);
            if (d < 0) return std::nullopt;
            v = (v << 4) | static_cast<std::uint64_t>(d);
        }
        st[w] = v;
    }
    return fromState(st);
}

}  // namespace cata
