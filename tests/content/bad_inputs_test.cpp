// The corpus of bad inputs (tests/bad_inputs/README.md): every file is loaded through the entry
// point the game uses for its kind, and the full text of what it says must be the sibling
// `.expected` file, exactly. Content files (quests/, cards/, spells/, rules/) go through
// `validate` (as `catakombes validate FILE` and the game's content loading); saves through
// `GameSession::load` (the Load screen, Continue); replays through `loadReplay` then
// `playReplay` (the engine's `replay` command).
//
// Paths in the messages are shown relative to the corpus folder ("saves/truncated.json: …").
// A `<name>.patch.json` is not a file to load but a JSON Patch (RFC 6902) applied to a real
// save or replay of a fixed game, so that the bad file differs from a good one by exactly the
// patch; `{"patch": […], "rehash": true}` also recomputes "content_hash" so that a change to the
// embedded content is not caught by the hash first. The patched document is written to a
// temporary folder under the name `<name>.json` and loaded from there.
//
// CATA_BAD_INPUTS_WRITE=1 writes every `.expected` file from what the game says (for new cases;
// read each one before committing it).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "support/paths.h"
#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/content/save_file.h"
#include "cata/content/validate.h"
#include "cata/core/rng.h"
#include "support/shipped.h"

using namespace cata;
using namespace cata::content;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kCorpus = fs::path(cata::test_paths::sourceDir()) / "tests" / "bad_inputs";

std::string readText(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Every occurrence of `from` in `s` replaced by `to`.
std::string replaced(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
    return s;
}

/// The fixed game the patches apply to: Quest I ("the_lost_treasure"), default rosters, seed
/// 1, then 40 random legal actions drawn with Rng(3) (see tests/bad_inputs/README.md).
const GameSession& baseGame() {
    static const std::unique_ptr<GameSession> session = [] {
        const QuestDef* quest = cata::test::shippedDocs().library().quest("the_lost_treasure");
        REQUIRE(quest != nullptr);
        const Deployment dep = deploy(cata::test::shippedDocs().library(), *quest, std::nullopt, std::nullopt);
        REQUIRE(dep.error.empty());
        std::string error;
        auto s = GameSession::start(cata::test::shippedDocs(), NewGame{quest->id, GameOptions{}, 1, 0, dep.heroes, dep.master}, &error);
        INFO(error);
        REQUIRE(s);
        Rng pick(3);
        for (int i = 0; i < 40 && !s->state().isOver(); ++i) {
            const auto legal = s->state().legalActions();
            s->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
        }
        return s;
    }();
    return *session;
}

/// What the game says about the corpus file `file` of kind `kind` (a folder name), with
/// paths relative to the corpus. Empty when it accepts the file.
std::string verdict(const std::string& kind, const fs::path& file) {
    const std::string name = file.filename().string();
    const std::string suffix = ".patch.json";
    fs::path load = file;
    std::string root = kCorpus.string() + "/";
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
        // A patch of the base game's save or replay, written under <tmp>/<kind>/<name>.json.
        const GameSession& g = baseGame();
        json doc = kind == "saves" ? saveToJson(g.record(), g.state(), g.log())
                                   : replayToJson(g.record(), stateHash(g.state()));
        json spec = json::parse(readText(file));
        const bool rehash = spec.is_object() && spec.value("rehash", false);
        doc = doc.patch(spec.is_object() ? spec.at("patch") : spec);
        if (rehash) doc["content_hash"] = EmbeddedContent::fromJson(doc.at("content")).hash();
        const fs::path tmp = fs::temp_directory_path() / "cata_bad_inputs";
        fs::create_directories(tmp / kind);
        load = tmp / kind / (name.substr(0, name.size() - suffix.size()) + ".json");
        std::ofstream(load, std::ios::binary) << doc.dump(1, '\t');
        root = tmp.string() + "/";
    }
    std::string said;
    if (kind == "saves") {
        std::string error;
        if (!GameSession::load(load, &error)) said = error;
    } else if (kind == "replays") {
        std::string error;
        if (auto replay = loadReplay(load.string(), &error)) {
            const ReplayOutcome r = playReplay(*replay);
            if (!r.hashes_match) said = load.string() + ": " + r.error;
        } else {
            said = error;
        }
    } else {
        for (const Diagnostic& d : validateFiles({load.string()}, cata::test_paths::sourceDir())) said += d.format() + "\n";
        if (!said.empty()) said.pop_back();
    }
    return replaced(said, root, "");
}

}  // namespace

TEST_CASE("Bad inputs: every file of the corpus gets its exact expected message", "[bad_inputs]") {
    std::map<std::string, int> per_kind;
    int files = 0;
    for (const char* kind : {"quests", "cards", "spells", "rules", "saves", "replays"}) {
        std::vector<fs::path> inputs;
        for (const auto& e : fs::directory_iterator(kCorpus / kind))
            if (e.path().extension() == ".json") inputs.push_back(e.path());
        std::sort(inputs.begin(), inputs.end());
        for (const fs::path& input : inputs) {
            std::string stem = input.filename().string();
            stem = stem.substr(0, stem.find('.'));
            const fs::path expected_file = input.parent_path() / (stem + ".expected");
            DYNAMIC_SECTION(kind << "/" << input.filename().string()) {
                if (std::getenv("CATA_BAD_INPUTS_WRITE"))  // new cases: write what is said, then read it!
                    std::ofstream(expected_file, std::ios::binary) << verdict(kind, input) << "\n";
                REQUIRE(fs::exists(expected_file));
                std::string expected = readText(expected_file);
                while (!expected.empty() && expected.back() == '\n') expected.pop_back();
                CHECK(verdict(kind, input) == expected);
            }
            ++files;
            ++per_kind[kind];
        }
    }
    CHECK(files >= 50);
    for (const char* kind : {"quests", "cards", "spells", "rules", "saves", "replays"}) {
        INFO(kind);
        CHECK(per_kind[kind] >= 1);
    }
}

TEST_CASE("Bad inputs: the base game of the patches is a good save and a good replay", "[bad_inputs]") {
    const GameSession& g = baseGame();
    const fs::path dir = fs::temp_directory_path() / "cata_bad_inputs" / "base";
    fs::create_directories(dir);
    std::string error;
    REQUIRE(g.save(dir / "base.json", &error));
    auto loaded = GameSession::load(dir / "base.json", &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(stateHash(loaded->state()) == stateHash(g.state()));
    CHECK(loaded->history().size() == g.history().size());  // rebuilt
    REQUIRE(writeFileAtomically((dir / "base-replay.json").string(), replayToJson(g.record(), stateHash(g.state())).dump(), &error));
    auto replay = loadReplay((dir / "base-replay.json").string(), &error);
    REQUIRE(replay);
    const ReplayOutcome r = playReplay(*replay);
    INFO(r.error);
    CHECK(r.hashes_match);
    if (const char* out = std::getenv("CATA_BAD_INPUTS_BASE"))
        std::ofstream(out) << saveToJson(g.record(), g.state(), g.log()).dump(1);
}
