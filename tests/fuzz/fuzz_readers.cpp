// Fuzz target: the content readers alone (docs/content-format.md), fast enough to find things
// (docs/robustness.md, "Focused targets"). No content set is assembled and no game started: the
// first byte picks the format — ruleset, spells, cards or quest — and the rest is the document,
// parsed by JsonSource and read by that format's loader. A quest is read and checked (map,
// zones, objects, references, reachability, rosters) against the shipped ruleset and cards,
// loaded once. Any input must give diagnostics or definitions, never a crash, and every
// diagnostic must name the file. fuzz_quest / fuzz_card / fuzz_ruleset remain the whole-pipeline
// targets (content set, finalize, a game played).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cata/content/json_source.h"
#include "cata/content/loaders.h"
#include "fuzz_support.h"

namespace {

using namespace cata;
using namespace cata::content;

const QuestContext& shippedQuestContext() {
    static const auto docs = std::make_shared<const ContentDocuments>(ContentDocuments::shipped(fuzz::dataDir()));
    static const QuestContext qc = [] {
        const ContentLibrary& lib = docs->library();
        QuestContext q{lib.ruleset, [&lib](const std::string& id) { return lib.card(id); }, {}, {}};
        for (const auto& c : lib.cards) {
            q.shipped_card_ids.push_back(c.id);
            if (c.isHero()) q.shipped_heroes.push_back(&c);
        }
        return q;
    }();
    return qc;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const QuestContext& qc = shippedQuestContext();
    static const char* const kFiles[] = {"assets/rules/fuzz.json", "assets/spells/fuzz.json", "assets/cards/fuzz.json",
                                         "quests/fuzz.json"};
    const int kind = data[0] % 4;
    Diagnostics diags;
    const JsonSource src(kFiles[kind], std::string(reinterpret_cast<const char*>(data + 1), size - 1), diags);
    if (src.ok()) {
        const Context ctx{src, diags};
        std::vector<PendingRef> refs;
        switch (kind) {
            case 0:
                (void)loadRuleset(ctx);
                break;
            case 1:
                (void)loadSpells(ctx);
                break;
            case 2:
                (void)loadCards(ctx, refs);
                break;
            default:
                (void)loadQuest(ctx, qc, refs);
                break;
        }
    }
    for (const Diagnostic& d : diags) {
        if (d.file != kFiles[kind]) fuzz::fail("a diagnostic without its file: " + d.format());
    }
    return 0;
}
