// Fuzz target: a save's own part — its "state" and "log" — over a content loaded once
// (docs/robustness.md, "Focused targets"), the fast variant of fuzz_save, whose every input
// embeds and loads a whole content set. The content is that of a save of quest I recorded at
// start-up; the input is a JSON document {"state": …, "log": […]}, parsed as parseSave parses a
// save (the nesting limit, then nlohmann; no positions are recorded: a save's messages name
// members, not lines) and read by readSaveState. Any input must be refused with a message or
// read; a state read must write back (saveToJson) and read again as the same state, with the
// same log.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cata/content/save_file.h"
#include "fuzz_support.h"
#include "json_io.h"  // src/content: jsonio::nestedDeeperThan, parseSave's nesting check

namespace {

using namespace cata;

/// A save of quest I, loaded once: its record and content are the fixed part.
const content::LoadedSave& baseSave() {
    static const content::LoadedSave save = [] {
        const content::ContentDocuments docs = content::ContentDocuments::shipped(fuzz::dataDir());
        const QuestDef* quest = docs.library().quests.empty() ? nullptr : &docs.library().quests.front();
        if (!quest) fuzz::fail("no shipped quest");
        const content::Deployment d = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
        content::NewGame game;
        game.quest_id = quest->id;
        game.seed = 3;
        game.heroes = d.heroes;
        game.master = d.master;
        std::string error;
        auto session = content::GameSession::start(docs, game, &error);
        if (!session) fuzz::fail("quest I does not start: " + error);
        fuzz::playSome(*session, 3, 12);
        auto loaded = content::parseSave(session->saveText(), "base", &error);
        if (!loaded) fuzz::fail("the base save does not load: " + error);
        return std::move(*loaded);
    }();
    return save;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const content::LoadedSave& base = baseSave();
    // parseSave's checks before reading (parseHeader): size, nesting, then JSON syntax.
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (size > content::kMaxSaveBytes || content::jsonio::nestedDeeperThan(text, content::kMaxSaveNesting)) return 0;
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded()) return 0;
    std::vector<nlohmann::json> log;
    std::optional<GameState> state;
    try {
        state = content::readSaveState(doc, base.content, &log);
    } catch (const std::exception& e) {
        if (std::string(e.what()).empty()) fuzz::fail("a refusal without a message");
        return 0;
    }
    // What was read writes back and reads again the same.
    const nlohmann::json again = content::saveToJson(base.record, *state, log);
    std::vector<nlohmann::json> log2;
    try {
        const GameState state2 = content::readSaveState(again, base.content, &log2);
        if (!(state2 == *state)) fuzz::fail("a state read, written and read again changed");
        if (log2 != log) fuzz::fail("a log read, written and read again changed");
    } catch (const std::exception& e) {
        fuzz::fail(std::string("a state read does not read again once written: ") + e.what());
    }
    return 0;
}
