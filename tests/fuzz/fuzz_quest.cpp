// Fuzz target: the quest loader (docs/content-format.md). The input is a quest file, loaded with
// the shipped ruleset, spells and cards as `catakombes validate` does. Any input must give
// diagnostics, never a crash; a quest with no problem must start with the default groups and
// stand a few random actions (the validator is what stands between a shared quest and the game).
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    auto sources = fuzz::shippedContext({content::ContentKind::Ruleset, content::ContentKind::Spells, content::ContentKind::Cards});
    sources.push_back(fuzz::inputSource("quests/fuzz.json", content::ContentKind::Quest, data, size));
    content::ContentDocuments docs(sources);
    fuzz::checkDiagnostics(docs);
    if (!docs.report().ok()) return 0;
    if (docs.library().quests.size() != 1) fuzz::fail("a clean quest file did not give one quest");
    fuzz::startAndPlay(docs, docs.library().quests.front().id, fuzz::inputSeed(data, size), 6);
    return 0;
}
