// Fuzz target: the replay loader (include/cata/content/save_file.h). The input is a replay
// file: parsed (parseReplay), then played to its end (playReplay), which checks every recorded
// hash. Any input must be refused with "<name>: <problem>", or play with a mismatch reported in
// the outcome, never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "cata/content/save_file.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    std::string error;
    auto replay = content::parseReplay(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json", &error);
    if (!replay) {
        if (error.rfind("fuzz.json: ", 0) != 0 || error.size() <= 11) fuzz::fail("a refused replay's message: " + error);
        return 0;
    }
    const content::ReplayOutcome outcome = content::playReplay(*replay);
    if (!outcome.hashes_match && outcome.error.empty()) fuzz::fail("a hash mismatch with no message");
    if (outcome.state) (void)outcome.state->legalActions();
    return 0;
}
