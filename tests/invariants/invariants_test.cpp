// The random-play invariant suite on every shipped quest (STYLE.md, OpenSpiel's generic test;
// docs/testing.md): seeded games of random legal actions, decisions included, with the default
// rosters and placement, played to the end; every invariant of support.h checked after every
// action, the save document round trip every 50 actions and at the end, and a replay of
// the whole game checking its hashes at the end.
//
// CATA_INVARIANT_GAMES   games per quest (default kDefaultGames; the full size is 2000)
// CATA_INVARIANT_SEED    first seed (default 1); game k uses seed first + k
// CATA_INVARIANT_KEEP_GOING=1  record a failing game and go on with the next one

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>
#include <sstream>

#include "invariants/support.h"

using namespace cata;
using namespace cata::invariants;
using nlohmann::json;

namespace {

/// Games per quest in CI: about 30 s per quest, 1.5 min for the six on two cores (docs/testing.md).
constexpr int kDefaultGames = 80;
/// Actions in one game before it counts as never ending.
constexpr int kMaxActions = 100000;
/// Actions between two full save document round trips.
constexpr int kSaveEvery = 50;

std::string joinEvents(const std::vector<Event>& events) {
    std::string out;
    for (const Event& e : events) out += (out.empty() ? "" : "; ") + toString(e);
    return out;
}

std::string joinProblems(const std::vector<std::string>& problems) {
    std::string out;
    for (const auto& p : problems) out += "\n  - " + p;
    return out;
}

/// The full save document: saveToJson -> text -> parseSave gives the same state and log. During
/// the game (`whole` false) the document carries no steps or log, which grow with the game (their
/// JSON forms are checked at every action): the round trip stays linear in the game's length.
std::string saveRoundTrip(const Game& g, bool whole) {
    std::string error;
    content::GameRecord record = g.record;
    if (!whole) record.steps.clear();
    const std::vector<json> no_log;
    const std::string text = content::saveToJson(record, *g.state, whole ? g.log : no_log).dump();
    auto loaded = content::parseSave(text, "save.json", &error);
    if (!loaded) return "parseSave refused the save: " + error;
    if (!(*loaded->state == *g.state)) return "the loaded save's state differs";
    if (content::stateHash(*loaded->state) != content::stateHash(*g.state)) return "the loaded save's hash differs";
    if (whole && loaded->log != g.log) return "the loaded save's log differs";
    if (loaded->record.steps != record.steps) return "the loaded save's steps differ";
    return {};
}

/// The whole game as a replay document: it plays back to the same state, every hash agreeing.
std::string replayRoundTrip(const Game& g) {
    std::string error;
    const std::string text = content::replayToJson(g.record, content::stateHash(*g.state)).dump();
    auto loaded = content::parseReplay(text, "replay.json", &error);
    if (!loaded) return "parseReplay refused the replay: " + error;
    const content::ReplayOutcome r = content::playReplay(*loaded);
    if (!r.state) return "the replay did not start: " + r.error;
    if (!r.hashes_match) return "the replay's hashes disagree: " + r.error;
    if (!(*r.state == *g.state)) return "the replay ends in a different state";
    // playReplay's log holds the creation's events (R8 at turn 1), then the actions' events.
    if (r.log != g.log) return "the replay's event log differs";
    return {};
}

/// The save written to a real file and read back (atomic write, loadSave).
std::string fileRoundTrip(const Game& g, const std::string& quest) {
    const auto dir = std::filesystem::temp_directory_path() / "cata_invariants";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / (quest + "-" + std::to_string(g.record.seed) + ".json")).string();
    std::string error;
    if (!content::writeFileAtomically(path, content::saveToJson(g.record, *g.state, g.log).dump(), &error))
        return "writeFileAtomically: " + error;
    auto loaded = content::loadSave(path, &error);
    std::filesystem::remove(path);
    if (!loaded) return "loadSave: " + error;
    if (!(*loaded->state == *g.state)) return "the save read from its file differs";
    return {};
}

struct Stats {
    int games = 0;
    long actions = 0;
    int longest = 0;
    int heroes_won = 0;
    int master_won = 0;
    int failed = 0;
    int decisions = 0;
    int max_turn = 0;
};

void runQuest(const std::string& quest_id) {
    const QuestSetup& setup = questSetup(quest_id);
    INFO(setup.error);
    REQUIRE(setup.error.empty());
    const int games = envInt("CATA_INVARIANT_GAMES", kDefaultGames);
    const auto first_seed = static_cast<std::uint64_t>(envInt("CATA_INVARIANT_SEED", 1));
    const bool keep_going = envInt("CATA_INVARIANT_KEEP_GOING", 0) != 0;
    const int number = setup.content->quest.number;
    const auto started = std::chrono::steady_clock::now();
    Stats st;

    for (int game = 0; game < games; ++game) {
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(game);
        std::string error;
        Game g = newGame(setup, seed, &error, seed % 2 == 0);  // R44 solo rules in the even games
        INFO("quest " << quest_id << " seed " << seed << ": " << error);
        REQUIRE(g.state.has_value());
        Rng pick = pickerRng(number, seed);
        Rng probe(seed * 7919 + static_cast<std::uint64_t>(number));
        const std::string where = "quest " + quest_id + ", seed " + std::to_string(seed) +
                                  " (rerun: CATA_INVARIANT_SEED=" + std::to_string(seed) + " CATA_INVARIANT_GAMES=1)";
        bool failed = false;
        auto fail = [&](const std::string& message) {
            failed = true;
            ++st.failed;
            if (keep_going) FAIL_CHECK(where << "\n" << message);
            else FAIL(where << "\n" << message);
        };
        Checked checked = checkState(*g.state, probe);
        if (!checked.problems.empty()) fail("at the start:" + joinProblems(checked.problems));
        int step = 0;
        while (!failed && !g.state->isOver()) {
            const std::vector<LegalAction> legal = std::move(checked.legal);
            if (legal.empty()) {
                fail("no legal action at step " + std::to_string(step));
                break;
            }
            const Action action = legal[pickAction(legal, pick)].action;
            if (std::holds_alternative<MoveAnyway>(action) || std::holds_alternative<Stay>(action) ||
                std::holds_alternative<UseDestiny>(action) || std::holds_alternative<DeclineDestiny>(action) ||
                std::holds_alternative<Pass>(action))
                ++st.decisions;
            const content::JsonNames names = content::JsonNames::of(*g.state);
            const json aj = content::actionToJson(action, names);
            const GameState before = *g.state;
            std::vector<std::string> problems;
            std::vector<Event> events;
            try {
                if (!(content::actionFromJson(aj, names) == action)) problems.push_back("the action's JSON form reads back different");
                events = g.state->apply(action);
                for (const Event& e : events) {
                    json ej = content::eventToJson(e, names);
                    if (!(content::eventFromJson(ej, names) == e))
                        problems.push_back("the JSON form of event " + toString(e) + " reads back different");
                    g.log.push_back(std::move(ej));
                }
            } catch (const std::exception& e) {
                problems.push_back(std::string("threw: ") + e.what());
            }
            ++step;
            checked = checkStep(before, events, *g.state, probe);
            problems.insert(problems.end(), checked.problems.begin(), checked.problems.end());
            g.record.steps.push_back(json{{"action", aj}, {"hash", checked.hash}});
            if (problems.empty() && step % kSaveEvery == 0)
                if (auto p = saveRoundTrip(g, false); !p.empty()) problems.push_back(p);
            if (problems.empty() && step >= kMaxActions) problems.push_back("the game did not end");
            if (!problems.empty()) {
                fail("step " + std::to_string(step) + ", turn " + std::to_string(before.turn()) + " " +
                     std::string(sideKey(before.toMove().value_or(Side::Heroes))) + ", action " + aj.dump() + " (" +
                     toString(action) + ")\nevents: " + joinEvents(events) + "\nproblems:" + joinProblems(problems) +
                     "\nboard before:\n" + before.toString());
            }
        }
        ++st.games;
        if (failed) continue;
        if (content::stateHash(*g.state) != checked.hash) fail("at the end: stateHash differs from the checked hash");
        if (!failed)
            if (auto p = saveRoundTrip(g, true); !p.empty()) fail("at the end: " + p);
        if (!failed)
            if (auto p = replayRoundTrip(g); !p.empty()) fail("at the end: " + p);
        if (!failed && game == 0)
            if (auto p = fileRoundTrip(g, quest_id); !p.empty()) fail("at the end: " + p);
        if (failed) continue;
        st.actions += step;
        st.longest = std::max(st.longest, step);
        st.max_turn = std::max(st.max_turn, g.state->turn());
        (g.state->result()->winner == Side::Heroes ? st.heroes_won : st.master_won) += 1;
    }

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::ostringstream line;
    line << "invariants " << quest_id << ": " << st.games << " games (seeds " << first_seed << ".."
         << first_seed + static_cast<std::uint64_t>(games) - 1 << "), " << st.actions << " actions, longest "
         << st.longest << ", last turn reached " << st.max_turn << ", decisions " << st.decisions << ", heroes won "
         << st.heroes_won << ", master won " << st.master_won << ", failed " << st.failed << ", " << seconds << " s\n";
    std::cout << line.str() << std::flush;
    CHECK(st.failed == 0);
    CHECK(st.heroes_won + st.master_won + st.failed == games);
}

}  // namespace

TEST_CASE("Invariant suite covers every shipped quest", "[invariants]") {
    const std::set<std::string> covered{"the_lost_treasure", "liberation",   "end_of_reign", "escape",
                                        "robbery",           "the_old_fool", "first_steps"};
    const auto shipped = shippedQuestIds();
    CHECK(shipped.size() == 7);  // the rulebook's six and the First steps tutorial's
    for (const auto& id : shipped) {
        INFO("quest " << id << " has no TEST_CASE in tests/invariants/invariants_test.cpp");
        CHECK(covered.count(id) == 1);
    }
}

TEST_CASE("Invariants: random play on quest I, the lost treasure", "[invariants][quest1]") { runQuest("the_lost_treasure"); }
TEST_CASE("Invariants: random play on quest II, liberation", "[invariants][quest2]") { runQuest("liberation"); }
TEST_CASE("Invariants: random play on quest III, end of reign", "[invariants][quest3]") { runQuest("end_of_reign"); }
TEST_CASE("Invariants: random play on quest IV, escape", "[invariants][quest4]") { runQuest("escape"); }
TEST_CASE("Invariants: random play on quest V, robbery", "[invariants][quest5]") { runQuest("robbery"); }
TEST_CASE("Invariants: random play on quest VI, the old fool", "[invariants][quest6]") { runQuest("the_old_fool"); }
TEST_CASE("Invariants: random play on the First steps tutorial's quest", "[invariants][first_steps]") {
    runQuest("first_steps");
}
