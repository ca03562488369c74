// GameSession (include/cata/content/game_session.h): the game a front end plays, with its
// history, undo back to the last commit point, saves that load with their history, "back to
// turn N", and autosaves that keep the newest ten.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/core/rng.h"
#include "support/shipped.h"

using namespace cata;
using namespace cata::content;
namespace fs = std::filesystem;

namespace {

fs::path freshDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / "cata_session_test" / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::unique_ptr<GameSession> newQuestOne(std::uint64_t seed) {
    const QuestDef* quest = nullptr;
    for (const auto& q : cata::test::shippedDocs().library().quests)
        if (q.number == 1) quest = &q;
    REQUIRE(quest != nullptr);
    const Deployment dep = deploy(cata::test::shippedDocs().library(), *quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    NewGame game{quest->id, GameOptions{}, seed, 0, dep.heroes, dep.master};
    std::string error;
    auto s = GameSession::start(cata::test::shippedDocs(), game, &error);
    INFO(error);
    REQUIRE(s);
    return s;
}

/// The first legal walk of the deciding side that rolls no dice (it may reveal a hidden trap
/// in principle; with these seeds it does not).
std::optional<Action> firstWalk(const GameState& s) {
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !a.info.rolls_dice) return a.action;
    return std::nullopt;
}

/// Random legal actions until the game is over or `max` steps.
void playRandomly(GameSession& s, Rng& pick, int max) {
    for (int i = 0; i < max && !s.state().isOver(); ++i) {
        const auto legal = s.state().legalActions();
        REQUIRE_FALSE(legal.empty());
        s.apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
}

}  // namespace

TEST_CASE("session: a walk is undone, a roll is a commit point", "[session]") {
    auto s = newQuestOne(7);
    const GameState start = s->state();
    REQUIRE(s->history().size() == 1);  // the start of the game
    REQUIRE_FALSE(s->canUndo());
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    CHECK(s->history().size() == 2);
    CHECK(s->record().steps.size() == 1);
    REQUIRE(s->canUndo());
    CHECK(s->undo());
    CHECK(s->state() == start);
    CHECK(s->history().size() == 1);
    CHECK(s->record().steps.empty());
    CHECK_FALSE(s->undo());

    // Ending the turn is a commit point.
    s->apply(*walk);
    s->apply(EndTurn{});
    CHECK_FALSE(s->canUndo());
    CHECK(s->turnMarks().size() == 2);
    CHECK(s->turnMarks().back().side == Side::Master);
    CHECK(s->turnMarks().back().steps == 2);
}

TEST_CASE("session: an illegal action is refused with the core's reason", "[session]") {
    auto s = newQuestOne(7);
    const GameState before = s->state();
    CHECK_THROWS_AS(s->apply(Walk{0, Pos{-5, -5}}), std::invalid_argument);
    CHECK(s->state() == before);
    CHECK(s->history().size() == 1);
}

TEST_CASE("session: a save loads with its state, history and turn marks", "[session]") {
    auto s = newQuestOne(11);
    Rng pick(5);
    playRandomly(*s, pick, 120);
    const fs::path file = freshDir("save") / "game.json";
    std::string error;
    REQUIRE(s->save(file, &error));
    auto loaded = GameSession::load(file, &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->state() == s->state());
    CHECK(loaded->historyNote().empty());
    REQUIRE(loaded->history().size() == s->history().size());
    for (std::size_t i = 0; i < s->history().size(); ++i) CHECK(loaded->history()[i].events == s->history()[i].events);
    REQUIRE(loaded->turnMarks().size() == s->turnMarks().size());
    CHECK_FALSE(loaded->canUndo());
}

TEST_CASE("session: a broken save is refused with its path", "[session]") {
    const fs::path file = freshDir("broken") / "bad.json";
    std::ofstream(file) << "{\"format\": \"catakombes-save\", \"version\": 1";
    std::string error;
    CHECK_FALSE(GameSession::load(file, &error));
    CHECK(error.rfind(file.string() + ": ", 0) == 0);
}

TEST_CASE("session: back to the start of an earlier turn", "[session]") {
    auto s = newQuestOne(3);
    Rng pick(9);
    while (s->turnMarks().size() < 4 && !s->state().isOver()) playRandomly(*s, pick, 1);
    REQUIRE(s->turnMarks().size() >= 4);
    const TurnMark mark = s->turnMarks()[2];
    std::string error;
    REQUIRE(s->backTo(2, &error));
    CHECK(s->state().turn() == mark.turn);
    CHECK(s->state().activeSide() == mark.side);
    CHECK(s->record().steps.size() == mark.steps);
    CHECK(s->turnMarks().size() == 3);
    CHECK_FALSE(s->backTo(7, &error));
    CHECK(error == "there is no such turn to go back to");
}

TEST_CASE("session: autosaves keep the newest ten, and the save list reads them", "[session]") {
    const fs::path dir = freshDir("autosave");
    Autosaves autosaves(dir, 10);
    auto s = newQuestOne(1);
    std::string error;
    for (int i = 0; i < 12; ++i) REQUIRE(autosaves.write(*s, &error));
    const auto list = autosaves.list();
    REQUIRE(list.size() == 10);
    CHECK(list.front().filename() == "autosave-12.json");
    CHECK(list.back().filename() == "autosave-3.json");
    std::ofstream(dir / "junk.json") << "not json";
    const auto saves = listSaves(dir);
    REQUIRE(saves.size() == 11);
    int broken = 0;
    for (const auto& sv : saves) {
        if (!sv.error.empty()) {
            ++broken;
            CHECK(sv.error.rfind("junk.json: ", 0) == 0);
        } else {
            CHECK(sv.quest_id == s->state().content().quest.id);
            CHECK(sv.turn == 1);
        }
    }
    CHECK(broken == 1);
}

TEST_CASE("session: a save whose legal actions lead elsewhere (rules changed since) keeps its recorded state",
          "[session][save]") {
    auto s = newQuestOne(11);
    Rng pick(5);
    playRandomly(*s, pick, 60);
    // As if the rules had changed: the actions now stop one step short of the saved state,
    // whose hash is still the one recorded after the last action.
    nlohmann::json doc = s->toSaveJson();
    REQUIRE(doc["actions"].size() >= 2);
    doc["actions"].erase(doc["actions"].size() - 1);
    doc["actions"].back()["hash"] = stateHash(s->state());
    const fs::path file = freshDir("drift") / "old.json";
    std::ofstream(file) << doc.dump();
    std::string error;
    auto loaded = GameSession::load(file, &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->state() == s->state());
    CHECK(loaded->historyNote() == "The log of this save could not be rebuilt: its actions lead to another state than the saved one.");
    // The same file with the state edited is refused.
    doc["state"]["turn"] = 9;
    std::ofstream(file) << doc.dump();
    CHECK_FALSE(GameSession::load(file, &error));
    CHECK(error == file.string() + ": state: not the state its actions lead to, nor the one whose hash was recorded after the "
                                   "last action (the file was edited or corrupted)");
}
