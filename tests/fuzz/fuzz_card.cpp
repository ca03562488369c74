// Fuzz target: the card loader (docs/content-format.md, "Cards"). The input is a cards file,
// loaded with the shipped ruleset and spells and a small arena quest (tests/fuzz/arena.json) that
// names no card. Any input must give diagnostics, never a crash; cards with no problem must
// make default groups that start a game of the arena and stand a few random actions.
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    static const std::string arena = [] {
        std::ifstream in(std::string(CATA_SOURCE_DIR) + "/tests/fuzz/arena.json", std::ios::binary);
        std::string text(std::istreambuf_iterator<char>(in), {});
        if (text.empty()) fuzz::fail("tests/fuzz/arena.json is missing");
        return text;
    }();
    auto sources = fuzz::shippedContext({content::ContentKind::Ruleset, content::ContentKind::Spells});
    sources.push_back(fuzz::inputSource("assets/cards/fuzz.json", content::ContentKind::Cards, data, size));
    content::ContentSource quest;
    quest.display = "quests/arena.json";
    quest.text = arena;
    quest.kind = content::ContentKind::Quest;
    quest.report = false;
    sources.push_back(quest);
    content::ContentDocuments docs(sources);
    fuzz::checkDiagnostics(docs);
    if (!docs.report().ok()) return 0;
    fuzz::startAndPlay(docs, "fuzz_arena", fuzz::inputSeed(data, size), 6);
    return 0;
}
