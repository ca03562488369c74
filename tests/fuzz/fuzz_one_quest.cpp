// Fuzz target: one quest over a content set loaded once (docs/robustness.md, "Focused
// targets"), the fast variant of fuzz_quest, which loads the shipped ruleset, spells and cards
// again for every input. Here the shipped content is loaded once; each input is a quest file,
// read and checked by loadQuest against it (map, zones, objects, references, reachability,
// rosters), its inline cards' spells resolved against the shipped spells, as loadSources does.
// Any input must give diagnostics that name the file and say something, never a crash; a quest
// with no problem must start with the default groups (content::deploy, GameState::create over
// the shipped cards and spells and its own) and stand a few random legal actions with undo.
// What fuzz_quest adds: the quest among the other content files, and the game started through
// GameSession::start (the content embedded in the save and loaded again).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cata/content/engine_setup.h"
#include "cata/content/json_source.h"
#include "cata/content/loaders.h"
#include "cata/core/game_state.h"
#include "cata/core/rng.h"
#include "fuzz_support.h"

namespace {

using namespace cata;
using namespace cata::content;

constexpr const char* kFile = "quests/fuzz.json";

/// The shipped content, loaded once, and the context a quest is checked against (as
/// loadSources builds it).
struct Shipped {
    ContentDocuments docs = ContentDocuments::shipped(fuzz::dataDir());
    QuestContext qc{docs.library().ruleset, [this](const std::string& id) { return docs.library().card(id); }, {}, {}};

    Shipped() {
        if (!docs.report().ok())
            fuzz::fail("the shipped content does not load: " + docs.report().diagnostics.front().format());
        for (const auto& c : docs.library().cards) {
            qc.shipped_card_ids.push_back(c.id);
            if (c.isHero()) qc.shipped_heroes.push_back(&c);
        }
    }
};

const Shipped& shipped() {
    static const Shipped s;
    return s;
}

/// Starts `quest` with the default groups and plays up to `steps` random legal actions, going
/// back one now and then (a copy of the state before: the engine's undo). Every listed action
/// must apply. A quest that deploy cannot fill (no room, no cards) or that the core refuses to
/// start (R53: a group over the budget) is not a finding: the player is told why.
void startAndPlay(const ContentLibrary& lib, const QuestDef& quest, std::uint64_t seed, int steps) {
    const Deployment d = deploy(lib, quest, std::nullopt, std::nullopt);
    if (!d.error.empty()) return;
    auto content = std::make_shared<GameContent>();
    content->ruleset = lib.ruleset;
    content->quest = quest;
    content->cards = lib.cards;
    content->cards.insert(content->cards.end(), quest.cards.begin(), quest.cards.end());
    content->spells = lib.spells;
    GameSetup setup;
    setup.content = content;
    setup.options.solo_master = (seed & 1) != 0;
    setup.heroes = d.heroes;
    setup.master = d.master;
    setup.seed = seed;
    std::optional<GameState> state = GameState::create(setup);
    if (!state) return;
    Rng pick(seed);
    for (int i = 0; i < steps; ++i) {
        const auto legal = state->legalActions();
        if (legal.empty()) return;
        const auto& chosen = legal[pick.next32() % legal.size()];
        if (auto why = state->whyIllegal(chosen.action)) fuzz::fail("a listed action is illegal: " + *why);
        GameState before = *state;
        state->apply(chosen.action);
        if (pick.next32() % 8 == 0) state = std::move(before);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Shipped& s = shipped();
    const ContentLibrary& lib = s.docs.library();
    Diagnostics diags;
    const JsonSource src(kFile, std::string(reinterpret_cast<const char*>(data), size), diags);
    if (!src.ok()) {
        if (diags.empty()) fuzz::fail("a document refused without a diagnostic");
    } else {
        std::vector<PendingRef> refs;
        QuestDef quest = loadQuest(Context{src, diags}, s.qc, refs);
        bool spells_known = true;
        for (const PendingRef& ref : refs) {
            if (ref.where.file != kFile) fuzz::fail("a spell reference without its file: " + ref.where.format());
            spells_known = spells_known && lib.spell(ref.id) != nullptr;  // else loadSources: "unknown spell …"
        }
        if (diags.empty() && spells_known) startAndPlay(lib, quest, fuzz::inputSeed(data, size), 6);
    }
    for (const Diagnostic& d : diags) {
        if (d.file != kFile) fuzz::fail("a diagnostic without its file: " + d.format());
        if (d.message.empty()) fuzz::fail("a diagnostic with no message at " + d.pointer);
    }
    return 0;
}
