// Placeholder until the heroes' AI lands: it plays randomly.
#include "cata/ai/policy.h"

namespace cata::ai {

std::unique_ptr<Policy> heroesAi(std::uint64_t seed) { return randomPolicy(seed ^ 0x4845524f45530000ULL); }

}  // namespace cata::ai
