// Placeholders until the rulebook Master (R44) and the heroes' AI land: both play randomly.
#include "cata/ai/policy.h"

namespace cata::ai {

std::unique_ptr<Policy> rulebookMaster(std::uint64_t seed) { return randomPolicy(seed ^ 0x4d41535445520000ULL); }
std::unique_ptr<Policy> heroesAi(std::uint64_t seed) { return randomPolicy(seed ^ 0x4845524f45530000ULL); }

}  // namespace cata::ai

#include "cata/ai/setup.h"

namespace cata::ai {

std::vector<Placement> deployR44(const GameContent&, const std::vector<Placement>&, std::vector<Placement> master) {
    return master;
}

}  // namespace cata::ai
