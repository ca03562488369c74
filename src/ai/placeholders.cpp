// Placeholder until the rulebook Master (R44) lands: it plays randomly. The heroes' AI is heroes_ai.cpp.
#include "cata/ai/policy.h"

namespace cata::ai {

std::unique_ptr<Policy> rulebookMaster(std::uint64_t seed) { return randomPolicy(seed ^ 0x4d41535445520000ULL); }

}  // namespace cata::ai

#include "cata/ai/setup.h"

namespace cata::ai {

std::vector<Placement> deployR44(const GameContent&, const std::vector<Placement>&, std::vector<Placement> master) {
    return master;
}

}  // namespace cata::ai
