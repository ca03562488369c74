// The random player (the invariant suite's player, docs/testing.md).
#include <stdexcept>

#include "cata/ai/policy.h"
#include "cata/ai/search.h"
#include "cata/core/rng.h"

namespace cata::ai {

namespace {

const Action& actionOf(const LegalAction& la) { return la.action; }
const Action& actionOf(const Action& a) { return a; }

template <class List>
std::size_t pickFrom(const List& legal, Rng& rng) {
    const auto n = static_cast<std::uint32_t>(legal.size());
    std::size_t i = rng.uniform(n);
    for (int k = 0; k < 2 && std::holds_alternative<EndTurn>(actionOf(legal[i])); ++k) {
        if (rng.uniform(3) == 0) break;
        i = rng.uniform(n);
    }
    return i;
}

}  // namespace

std::size_t pickRandom(const std::vector<LegalAction>& legal, Rng& rng) { return pickFrom(legal, rng); }
std::size_t pickRandom(const std::vector<Action>& legal, Rng& rng) { return pickFrom(legal, rng); }

Rng stateRng(std::uint64_t seed, const GameState& state, std::uint64_t salt) {
    std::uint64_t mix = seed;
    auto add = [&mix](std::uint64_t v) {
        mix ^= v;
        mix = splitmix64(mix);  // the output of the step, well mixed
    };
    for (const std::uint64_t word : state.dice().rng().state()) add(word);
    add(static_cast<std::uint64_t>(state.data().actions_applied));
    add(salt);
    return Rng(mix);
}

namespace {

class RandomPolicy final : public Policy {
public:
    explicit RandomPolicy(std::uint64_t seed) : rng_(seed) {}
    std::string_view name() const override { return "random"; }
    Choice choose(const GameState& state) override {
        const std::vector<Action> legal = state.legalList();  // the flags are never read
        if (legal.empty()) throw std::logic_error("random policy: the game is over, nothing to choose");
        return Choice{legal[pickRandom(legal, rng_)], {}, {}, {}, {}};
    }

private:
    Rng rng_;
};

}  // namespace

std::unique_ptr<Policy> randomPolicy(std::uint64_t seed) { return std::make_unique<RandomPolicy>(seed); }

std::unique_ptr<Policy> policyFor(content::Player player, std::uint64_t seed) {
    switch (player) {
        case content::Player::Human:
            return nullptr;
        case content::Player::Rulebook:
            return rulebookMaster(seed);
        case content::Player::HeroesAi:
            return heroesAi(seed);
        case content::Player::Random:
            return randomPolicy(seed);
        case content::Player::Veteran:
            return searchMaster(seed, Strength::Veteran);
        case content::Player::Nightmare:
            return searchMaster(seed, Strength::Nightmare);
        case content::Player::HeroesVeteran:
            return searchHeroes(seed, Strength::Veteran);
        case content::Player::HeroesNightmare:
            return searchHeroes(seed, Strength::Nightmare);
    }
    return nullptr;
}

}  // namespace cata::ai
