// Fuzz target: the ruleset loader (docs/content-format.md, "Ruleset"). The input is a ruleset
// file, loaded with the shipped spells, cards and quests. Any input must give diagnostics, never
// a crash; a ruleset with no problem must let the shipped quests load and Quest I start and
// stand a few random actions.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    std::vector<content::ContentSource> sources{
        fuzz::inputSource("assets/rules/standard.json", content::ContentKind::Ruleset, data, size)};
    for (auto& s : fuzz::shippedContext({content::ContentKind::Spells, content::ContentKind::Cards, content::ContentKind::Quest}))
        sources.push_back(std::move(s));
    content::ContentDocuments docs(sources);
    fuzz::checkDiagnostics(docs);
    if (!docs.report().ok()) return 0;
    const auto seed = fuzz::inputSeed(data, size);
    const auto& quests = docs.library().quests;
    if (!quests.empty()) fuzz::startAndPlay(docs, quests[seed % quests.size()].id, seed, 6);
    return 0;
}
