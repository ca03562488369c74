// Golden transcripts (STYLE.md, OpenSpiel): two seeded games of random legal actions per shipped
// quest, one line per action (turn, deciding side, action JSON, events, state hash), compared
// with tests/golden/<quest-id>-<seed>.txt so that any behaviour change shows as a readable diff.
// CATA_REGEN_GOLDEN=1 rewrites the files instead (tools/regen_golden.sh); see docs/testing.md.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/paths.h"
#include "invariants/support.h"

using namespace cata;
using namespace cata::invariants;
using nlohmann::json;

namespace {

/// The seeds of the golden games of every quest.
constexpr std::uint64_t kGoldenSeeds[] = {101, 202};
/// A golden game stops after this many actions (files stay well under 100 KB).
constexpr int kGoldenActions = 400;

std::string goldenPath(const std::string& quest, std::uint64_t seed) {
    // A path, not a chain of string "+": GCC 12 at -O2 reports a false -Wstringop-overflow on
    // the chain (its bug 105329).
    const std::filesystem::path dir = std::filesystem::path(cata::test_paths::sourceDir()) / "tests" / "golden";
    return (dir / (quest + "-" + std::to_string(seed) + ".txt")).string();
}

std::string events(const std::vector<Event>& evs) {
    std::string out;
    for (const Event& e : evs) out += (out.empty() ? "" : "; ") + toString(e);
    return out;
}

/// The transcript of the golden game of `quest` with `seed`.
std::string transcript(const std::string& quest, std::uint64_t seed) {
    const QuestSetup& setup = questSetup(quest);
    INFO(setup.error);
    REQUIRE(setup.error.empty());
    std::string error;
    Game g = newGame(setup, seed, &error);
    INFO(error);
    REQUIRE(g.state.has_value());
    std::ostringstream out;
    out << "# Golden transcript: quest " << quest << ", seed " << seed
        << ", default rosters, random legal actions (tests/invariants/golden_test.cpp).\n"
        << "# Regenerate only for an intended behaviour change: tools/regen_golden.sh (docs/testing.md).\n"
        << "# Line: step | turn side-to-move | action | events | state hash after.\n";
    for (int i = 0; i < static_cast<int>(g.state->characters().size()); ++i) {
        const CharacterState& c = g.state->character(i);
        out << "# #" << i << " " << c.id << " (" << c.card << ", " << sideKey(c.side) << ") at " << c.pos.x << ","
            << c.pos.y << ", hp " << c.hp << "\n";
    }
    out << "# start " << content::stateHash(*g.state) << "\n";
    Rng pick = pickerRng(setup.content->quest.number, seed);
    int step = 0;
    while (!g.state->isOver() && step < kGoldenActions) {
        const auto legal = g.state->legalActions();
        REQUIRE_FALSE(legal.empty());
        const Action action = legal[pickAction(legal, pick)].action;
        const content::JsonNames names = content::JsonNames::of(*g.state);
        const std::string side(sideKey(g.state->toMove().value_or(Side::Heroes)));
        const int turn = g.state->turn();
        const std::vector<Event> evs = g.state->apply(action);
        out << step << " | t" << turn << " " << side << " | " << content::actionToJson(action, names).dump() << " | "
            << events(evs) << " | " << content::stateHash(*g.state) << "\n";
        ++step;
    }
    if (g.state->isOver())
        out << "# end after " << step << " actions, turn " << g.state->turn() << ": "
            << sideKey(g.state->result()->winner) << " win (" << g.state->result()->reason << ")\n";
    else
        out << "# stopped after " << step << " actions, turn " << g.state->turn() << "\n";
    return out.str();
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

}  // namespace

TEST_CASE("Golden transcripts of seeded games of every shipped quest", "[golden]") {
    const char* regen_env = std::getenv("CATA_REGEN_GOLDEN");
    const bool regen = regen_env && std::string(regen_env) == "1";
    for (const std::string& quest : shippedQuestIds()) {
        for (std::uint64_t seed : kGoldenSeeds) {
            const std::string path = goldenPath(quest, seed);
            const std::string actual = transcript(quest, seed);
            INFO(path);
            CHECK(actual.size() < 100 * 1024);
            if (regen) {
                std::filesystem::create_directories(std::filesystem::path(path).parent_path());
                std::string error;
                INFO(error);
                CHECK(content::writeFileAtomically(path, actual, &error));
                continue;
            }
            std::ifstream in(path, std::ios::binary);
            if (!in) {
                FAIL_CHECK("missing golden transcript " << path << " (tools/regen_golden.sh writes it)");
                continue;
            }
            std::ostringstream expected_text;
            expected_text << in.rdbuf();
            const auto expected = lines(expected_text.str());
            const auto got = lines(actual);
            std::size_t i = 0;
            while (i < expected.size() && i < got.size() && expected[i] == got[i]) ++i;
            if (i == expected.size() && i == got.size()) continue;
            FAIL_CHECK("golden transcript differs at line " << i + 1 << " of " << path << "\n  expected: "
                                                           << (i < expected.size() ? expected[i] : "<end of file>")
                                                           << "\n  actual:   " << (i < got.size() ? got[i] : "<end of game>")
                                                           << "\nIf the change is intended, run tools/regen_golden.sh and "
                                                              "review the diff (docs/testing.md).");
        }
    }
}
