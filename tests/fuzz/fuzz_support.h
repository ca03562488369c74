// Shared pieces of the libFuzzer targets (docs/robustness.md, "Fuzzing"): the shipped content
// read once into memory, and a short random game played on content that loaded cleanly, so a
// file the validator accepts is also one the rules engine can play.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/content/library.h"
#include "cata/content/save_content.h"
#include "cata/core/rng.h"

namespace cata::fuzz {

/// Where assets/ and quests/ are: $CATAKOMBES_DATA, else the source tree.
inline const std::string& dataDir() {
    static const std::string dir = [] {
        const char* env = std::getenv("CATAKOMBES_DATA");
        return std::string(env && *env ? env : CATA_SOURCE_DIR);
    }();
    return dir;
}

/// Aborts with a message: a broken property is a finding, like a crash.
[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz property broken: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

/// The shipped files of the given kinds, read once, as in-memory sources whose problems are
/// not reported (context for the document being fuzzed).
inline std::vector<content::ContentSource> shippedContext(std::initializer_list<content::ContentKind> kinds) {
    static const std::vector<content::ContentSource> all = [] {
        std::vector<content::ContentSource> out;
        for (auto s : content::shippedSources(dataDir())) {
            std::ifstream in(s.path, std::ios::binary);
            s.text = std::string(std::istreambuf_iterator<char>(in), {});
            s.report = false;
            // The kind by folder, as loadSources would, so that `kinds` can select.
            const std::string& d = s.display;
            if (d.rfind("assets/rules/", 0) == 0) s.kind = content::ContentKind::Ruleset;
            else if (d.rfind("assets/spells/", 0) == 0) s.kind = content::ContentKind::Spells;
            else if (d.rfind("assets/cards/", 0) == 0) s.kind = content::ContentKind::Cards;
            else s.kind = content::ContentKind::Quest;
            out.push_back(std::move(s));
        }
        if (out.empty()) fail("no shipped content under " + dataDir());
        return out;
    }();
    std::vector<content::ContentSource> out;
    for (const auto& s : all)
        for (auto k : kinds)
            if (s.kind == k) out.push_back(s);
    return out;
}

/// The fuzzed bytes as the content file `display` of kind `kind` (its problems reported).
inline content::ContentSource inputSource(const char* display, content::ContentKind kind, const std::uint8_t* data,
                                          std::size_t size) {
    content::ContentSource s;
    s.display = display;
    s.text = std::string(reinterpret_cast<const char*>(data), size);
    s.kind = kind;
    return s;
}

/// Every diagnostic of a load has a message and formats: a loader answers bad content with
/// words, never a crash or an empty report.
inline void checkDiagnostics(const content::ContentDocuments& docs) {
    for (const auto& d : docs.report().diagnostics) {
        if (d.message.empty()) fail("a diagnostic with no message");
        (void)d.format();
    }
}

/// FNV-1a of the input: the seed of the random choices made for it (deterministic per input).
inline std::uint64_t inputSeed(const std::uint8_t* data, std::size_t size) {
    std::uint64_t h = 1469598103934665603ULL;
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ULL;
    return h;
}

/// Plays up to `steps` uniformly drawn legal actions (decision answers included) in `session`,
/// undoing now and then. Every listed action must apply.
inline void playSome(content::GameSession& session, std::uint64_t seed, int steps) {
    Rng pick(seed);
    for (int i = 0; i < steps; ++i) {
        const auto legal = session.state().legalActions();
        if (legal.empty()) return;
        const auto& chosen = legal[pick.next32() % legal.size()];
        if (auto why = session.state().whyIllegal(chosen.action)) fail("a listed action is illegal: " + *why);
        session.apply(chosen.action);
        if (pick.next32() % 8 == 0) session.undo();
    }
}

/// Starts quest `quest_id` of `docs` with the default groups (content::deploy) and plays a
/// few random actions. Content that loaded without a problem must start, unless deploy says
/// why it cannot (no room, no cards).
inline void startAndPlay(const content::ContentDocuments& docs, const std::string& quest_id, std::uint64_t seed, int steps) {
    const QuestDef* quest = docs.library().quest(quest_id);
    if (!quest) return;
    const content::Deployment d = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
    if (!d.error.empty()) return;
    content::NewGame game;
    game.quest_id = quest_id;
    game.seed = seed;
    game.options.solo_master = (seed & 1) != 0;
    game.heroes = d.heroes;
    game.master = d.master;
    std::string error;
    auto session = content::GameSession::start(docs, game, &error);
    if (!session) return;  // e.g. R53: a group over the budget; reported, not a crash
    playSome(*session, seed, steps);
}

/// Command lines of one input the engine targets play (the first ones: an input stays quick).
inline constexpr int kMaxLines = 48;

/// A private temporary folder of this process for the files the engine targets' commands name.
inline const std::filesystem::path& sandbox() {
    static const std::filesystem::path d = [] {
        std::filesystem::path p =
            std::filesystem::temp_directory_path() / ("cata_fuzz_engine_" + std::to_string(::getpid()));
        std::filesystem::create_directories(p);
        return p;
    }();
    return d;
}

/// Empties the sandbox's eight files (each input starts with none).
inline void clearSandbox() {
    std::error_code ec;
    for (int i = 0; i < 8; ++i) std::filesystem::remove(sandbox() / ("f" + std::to_string(i) + ".json"), ec);
}

/// The command line with a file command's "path" moved into the sandbox (eight names, so a save
/// and the load after it meet): a fuzzed line never writes outside it. Other lines as they are.
inline std::string sandboxed(const std::string& line) {
    nlohmann::json cmd = nlohmann::json::parse(line, nullptr, false);
    if (!cmd.is_object()) return line;
    auto c = cmd.find("cmd");
    auto p = cmd.find("path");
    if (c == cmd.end() || p == cmd.end() || !c->is_string() || !p->is_string()) return line;
    const std::string name = c->get<std::string>();
    if (name != "save" && name != "save_replay" && name != "load" && name != "replay") return line;
    *p = (sandbox() / ("f" + std::to_string(std::hash<std::string>{}(p->get<std::string>()) % 8) + ".json")).string();
    return cmd.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cata::fuzz
