// GameSession (include/cata/content/game_session.h): the game a front end plays, with its
// history, undo back to the last commit point, saves that load with their history, "back to
// turn N" (after a load too), autosaves that keep the newest of each game, and what Continue
// resumes.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

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

TEST_CASE("session: every change of the state gives it a new version, never one seen before", "[session]") {
    // What the screens keep of a state (the board's threat overlay, a reach) is kept under
    // stateVersion(): a step, a forced die, an undo, a load and a way back are new states.
    auto s = newQuestOne(7);
    auto other = newQuestOne(7);
    std::set<std::uint64_t> seen{s->stateVersion()};
    const auto fresh = [&](const char* after) {
        INFO(after);
        CHECK(seen.insert(s->stateVersion()).second);
    };
    CHECK(other->stateVersion() != s->stateVersion());  // the same game, another session
    seen.insert(other->stateVersion());
    const std::uint64_t same = s->stateVersion();
    (void)s->legalActions();
    (void)s->stateHash();
    CHECK(s->stateVersion() == same);  // asking changes nothing
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    fresh("a walk");
    REQUIRE(s->undo());
    fresh("its undo");
    s->force(nlohmann::json{{"power", nlohmann::json::array({"I"})}}, "force");
    fresh("a forced die");
    s->apply(*walk);
    s->apply(EndTurn{});
    fresh("the end of the turn");
    std::string error;
    REQUIRE(s->backTo(0, &error));
    fresh("back to the first turn");
    const fs::path dir = freshDir("versions");
    REQUIRE(s->save(dir / "a.json", &error));
    auto loaded = GameSession::load(dir / "a.json", &error);
    REQUIRE(loaded);
    CHECK(seen.insert(loaded->stateVersion()).second);
}

TEST_CASE("session: the last commit point says why undo stops (play 10 #12b)", "[session]") {
    auto s = newQuestOne(7);
    CHECK(s->lastCommit() == CommitReason::Start);
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    CHECK(s->lastCommit() == CommitReason::Start);  // a walk is no commit point
    s->apply(EndTurn{});
    CHECK(s->lastCommit() == CommitReason::TurnEnded);
    // A roll of the dice.
    bool rolled = false;
    for (int i = 0; i < 200 && !rolled && !s->state().isOver(); ++i) {
        const auto legal = s->state().legalActions();
        REQUIRE_FALSE(legal.empty());
        const Side side = s->state().activeSide();
        std::optional<Action> pick;
        for (const auto& a : legal)
            if (a.info.rolls_dice && !std::holds_alternative<EndTurn>(a.action)) pick = a.action;
        s->apply(pick ? *pick : legal.front().action);
        if (pick && s->state().activeSide() == side && !s->state().isOver() && !s->state().pending()) {
            CHECK((s->lastCommit() == CommitReason::Dice || s->lastCommit() == CommitReason::Revealed));
            rolled = true;
        }
    }
    CHECK(rolled);
    CHECK(s->backTo(0, nullptr));
    CHECK(s->lastCommit() == CommitReason::Rebuilt);
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

TEST_CASE("session: autosaves keep the newest of each game, and the save list reads them", "[session][autosave]") {
    const fs::path dir = freshDir("autosave");
    Autosaves autosaves(dir, 5);
    auto s = newQuestOne(1);
    REQUIRE(isValidGameId(s->gameId()));
    std::string error;
    for (int i = 0; i < 7; ++i) REQUIRE(autosaves.write(*s, &error));
    const auto list = autosaves.list(s->gameId());
    REQUIRE(list.size() == 5);
    CHECK(list.front() == dir / s->gameId() / "autosave-7.json");
    CHECK(list.back().filename() == "autosave-3.json");
    CHECK(autosaves.games() == std::vector<std::string>{s->gameId()});
    std::ofstream(dir / s->gameId() / "junk.json") << "not json";
    const auto saves = listSaves(dir / s->gameId());
    REQUIRE(saves.size() == 6);
    int broken = 0;
    for (const auto& sv : saves) {
        if (!sv.error.empty()) {
            ++broken;
            CHECK(sv.error.rfind("junk.json: ", 0) == 0);
        } else {
            CHECK(sv.quest_id == s->state().content().quest.id);
            CHECK(sv.turn == 1);
            CHECK(sv.game_id == s->gameId());
            CHECK(sv.players == Players{});
            CHECK(sv.heroes.size() == s->record().heroes.size());
        }
    }
    CHECK(broken == 1);
}

TEST_CASE("session: each game keeps its own autosaves and beyond the bound the oldest finished games go first",
          "[session][autosave]") {
    const fs::path dir = freshDir("autosave-games");
    const Autosaves autosaves(dir, 3, 3);
    std::string error;
    // Game A is finished (its newest autosave is over); B, C and D are not.
    auto a = newQuestOne(1);
    Rng pick(4);
    for (int i = 0; i < 4000 && !a->state().isOver(); ++i) {
        const auto legal = a->state().legalActions();
        bool ended = false;
        for (const auto& la : legal)
            if (std::holds_alternative<EndTurn>(la.action) || std::holds_alternative<Pass>(la.action)) {
                a->apply(la.action);
                ended = true;
                break;
            }
        if (!ended) a->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
    REQUIRE(a->state().isOver());
    // Games are told apart in time by their files' write times: a few ms between games, more
    // than the file system's clock tick.
    const auto later = [] { std::this_thread::sleep_for(std::chrono::milliseconds(30)); };
    REQUIRE(autosaves.write(*a, &error));
    auto b = newQuestOne(2), c = newQuestOne(3), d = newQuestOne(4);
    later();
    for (int i = 0; i < 2; ++i) REQUIRE(autosaves.write(*b, &error));
    // A third game's autosaves do not delete the first two's (the old single folder did).
    later();
    for (int i = 0; i < 12; ++i) REQUIRE(autosaves.write(*c, &error));
    CHECK(autosaves.list(a->gameId()).size() == 1);
    CHECK(autosaves.list(b->gameId()).size() == 2);
    CHECK(autosaves.list(c->gameId()).size() == 3);
    // A fourth game is one too many: the finished one goes, though B is older.
    later();
    REQUIRE(autosaves.write(*d, &error));
    CHECK_FALSE(fs::exists(dir / a->gameId()));
    CHECK(autosaves.games().size() == 3);
    CHECK(autosaves.list(b->gameId()).size() == 2);
    // Then the game played longest ago (B), never the one being written.
    auto e = newQuestOne(5);
    later();
    REQUIRE(autosaves.write(*e, &error));
    CHECK_FALSE(fs::exists(dir / b->gameId()));
    CHECK(autosaves.list(c->gameId()).size() == 3);
    CHECK(autosaves.list(d->gameId()).size() == 1);
    CHECK(autosaves.list(e->gameId()).size() == 1);
    // A game id that is not a folder name is refused, nothing written.
    CHECK_FALSE(autosaves.writeText("../escape", "{}", &error));
    CHECK(error.find("is not a game id") != std::string::npos);
    CHECK_FALSE(fs::exists(dir.parent_path() / "escape"));
}

TEST_CASE("session: Continue's save is the newest of the game played last that is not over",
          "[session][autosave]") {
    auto at = [](const char* game, bool over, int minutes) {
        SaveSummary s;
        s.path = std::string(game) + "-" + std::to_string(minutes) + ".json";
        s.game_id = game;
        s.over = over;
        s.written = fs::file_time_type::clock::now() - std::chrono::minutes(minutes);
        return s;
    };
    SaveSummary broken = at("x", false, 0);
    broken.error = "x-0.json: not valid JSON";
    // Newest first: game B ended a minute ago (its older autosaves are not over); A is unfinished.
    const std::vector<SaveSummary> saves = {broken, at("b", true, 1), at("b", false, 2), at("a", false, 3),
                                            at("a", false, 4)};
    const auto pick = resumableSave(saves);
    REQUIRE(pick);
    CHECK(*pick == "a-3.json");
    CHECK_FALSE(resumableSave({at("b", true, 1), at("b", false, 2)}));
}

TEST_CASE("session: autosaves written in one tick of the file system's clock are ordered by their number",
          "[session][autosave]") {
    // An AI game's last turn and its end are autosaved within milliseconds: the end must still
    // be the newest, or Continue would resume a finished game.
    const fs::path dir = freshDir("autosave-tick");
    const Autosaves autosaves(dir);
    auto s = newQuestOne(1);
    std::string error;
    for (int i = 0; i < 10; ++i) REQUIRE(autosaves.writeText("tick", s->saveText(), &error));
    const auto when = fs::file_time_type::clock::now();
    for (const auto& f : autosaves.list("tick")) fs::last_write_time(f, when);
    const auto listed = listAllSaves(dir.parent_path() / "no-saves-here");  // nothing: no such folder
    CHECK(listed.empty());
    const auto saves = listSaves(autosaves.folder("tick"));
    REQUIRE(saves.size() == 5);
    CHECK(saves.front().path.filename() == "autosave-10.json");
    CHECK(saves.back().path.filename() == "autosave-6.json");
}

TEST_CASE("session: the game id is kept by saves and a save without one gets one derived from its start",
          "[session][save]") {
    auto s = newQuestOne(9);
    const fs::path folder = freshDir("game-id");
    std::string error;
    REQUIRE(s->save(folder / "a.json", &error));
    auto loaded = GameSession::load(folder / "a.json", &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->gameId() == s->gameId());
    // Two games started alike get different ids.
    CHECK(newQuestOne(9)->gameId() != s->gameId());

    nlohmann::json doc = saveToJson(s->record(), s->state(), s->log());
    REQUIRE(doc.at("game") == s->gameId());
    doc.erase("game");  // as older versions and the engine wrote them
    std::ofstream(folder / "old.json") << doc.dump();
    auto old = GameSession::load(folder / "old.json", &error);
    REQUIRE(old);
    CHECK(old->gameId().rfind("save-", 0) == 0);
    CHECK(isValidGameId(old->gameId()));
    CHECK(summarizeSave(folder / "old.json").game_id == old->gameId());
    CHECK(GameSession::load(folder / "old.json", &error)->gameId() == old->gameId());

    doc["game"] = "../../home";
    std::ofstream(folder / "bad.json") << doc.dump();
    CHECK_FALSE(GameSession::load(folder / "bad.json", &error));
    CHECK(error.find("game: \"../../home\" is not a game id") != std::string::npos);
}

TEST_CASE("session: a loaded save goes back to every earlier turn as the game never saved",
          "[session][save]") {
    auto s = newQuestOne(11);
    Rng pick(5);
    playRandomly(*s, pick, 300);
    REQUIRE(s->turnMarks().size() >= 4);
    const fs::path file = freshDir("marks") / "game.json";
    std::string error;
    REQUIRE(s->save(file, &error));
    auto loaded = GameSession::load(file, &error);
    INFO(error);
    REQUIRE(loaded);
    REQUIRE(loaded->turnMarks().size() == s->turnMarks().size());
    for (std::size_t i = 0; i < s->turnMarks().size(); ++i) {
        CHECK(loaded->turnMarks()[i].turn == s->turnMarks()[i].turn);
        CHECK(loaded->turnMarks()[i].side == s->turnMarks()[i].side);
        CHECK(loaded->turnMarks()[i].steps == s->turnMarks()[i].steps);
    }
    // Back to the second mark (turn 1, the Master's) in both: the same state.
    auto fresh = GameSession::load(file, &error);
    REQUIRE(fresh);
    REQUIRE(s->backTo(1, &error));
    REQUIRE(fresh->backTo(1, &error));
    CHECK(fresh->state().turn() == 1);
    CHECK(fresh->state().activeSide() == Side::Master);
    CHECK(fresh->state() == s->state());
    CHECK(fresh->record().steps.size() == s->record().steps.size());
}

TEST_CASE("session: a save whose legal actions lead elsewhere (rules changed since) keeps its recorded state",
          "[session][save]") {
    auto s = newQuestOne(11);
    Rng pick(5);
    playRandomly(*s, pick, 60);
    // As if the rules had changed: the actions now stop one step short of the saved state,
    // whose hash is still the one recorded after the last action.
    nlohmann::json doc = saveToJson(s->record(), s->state(), s->log());
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
    CHECK(loaded->history().empty());  // its log could not be rebuilt
    REQUIRE(loaded->turnMarks().size() == 1);
    CHECK(loaded->turnMarks().front().steps == loaded->record().steps.size());
    // The same file with the state edited is refused.
    doc["state"]["turn"] = 9;
    std::ofstream(file) << doc.dump();
    CHECK_FALSE(GameSession::load(file, &error));
    CHECK(error == file.string() + ": state: not the state its actions lead to, nor the one whose hash was recorded after the "
                                   "last action (the file was edited or corrupted)");
}

TEST_CASE("session: a client's notes on history entries are saved, loaded, and dropped with the entries taken away",
          "[session][notes]") {
    auto s = newQuestOne(11);
    const Action walk = *firstWalk(s->state());
    s->apply(walk);  // history entry 1
    const nlohmann::json note{{"side", "master"}, {"text", "a line"}};
    s->setNote(1, note);
    s->setNote(0, nlohmann::json{{"text", "the start"}});
    s->setNote(5, note);  // past the history's end: ignored
    REQUIRE(s->notes().size() == 2);
    CHECK(s->notes().at(1) == note);
    CHECK_FALSE(s->notes().count(5));

    SECTION("a save keeps them, a load gives them back") {
        const fs::path file = freshDir("notes") / "game.json";
        std::string error;
        REQUIRE(s->save(file, &error));
        auto loaded = GameSession::load(file, &error);
        INFO(error);
        REQUIRE(loaded);
        CHECK(loaded->notes() == s->notes());
        // A save without notes (older versions, the engine's) has none.
        auto plain = newQuestOne(11);
        REQUIRE(plain->save(file, &error));
        auto loaded_plain = GameSession::load(file, &error);
        REQUIRE(loaded_plain);
        CHECK(loaded_plain->notes().empty());
        CHECK_FALSE(saveToJson(plain->record(), plain->state(), plain->log()).contains("notes"));
    }
    SECTION("undo drops the note of the entry it takes away, not the earlier ones") {
        REQUIRE(s->undo());
        CHECK(s->notes().size() == 1);
        CHECK(s->notes().count(0));
    }
    SECTION("back to a turn drops the notes after its start") {
        std::string error;
        REQUIRE(s->backTo(0, &error));
        CHECK(s->history().size() == 1);
        CHECK(s->notes().size() == 1);
        CHECK(s->notes().count(0));
    }
    SECTION("a malformed notes member is refused with its path") {
        nlohmann::json doc = saveToJson(s->record(), s->state(), s->log());
        const fs::path file = freshDir("notes_bad") / "bad.json";
        std::string error;
        for (const auto& [bad, message] : std::vector<std::pair<nlohmann::json, std::string>>{
                 {nlohmann::json::object(), "notes: expected an array"},
                 {nlohmann::json::array({nlohmann::json{{"entry", -1}, {"note", note}}}), "notes[0].entry: expected the index of a history entry (0 or more)"},
                 {nlohmann::json::array({nlohmann::json{{"entry", 1}, {"note", 3}}}), "notes[0].note: expected an object"},
                 {nlohmann::json::array({nlohmann::json{{"entry", 1}, {"note", note}, {"nte", 1}}}), "notes[0].nte: unknown key"}}) {
            doc["notes"] = bad;
            std::ofstream(file) << doc.dump();
            CHECK_FALSE(GameSession::load(file, &error));
            INFO(error);
            CHECK(error.find(message) != std::string::npos);
        }
    }
}

TEST_CASE("session: the save list reads a file again whenever its bytes change, even at the same size and time",
          "[session][save]") {
    // summarizeSave keeps what it read by path and content: a save rewritten in place within one
    // tick of the file system's clock, at the same length, must not be listed as it was.
    const fs::path folder = freshDir("summary-cache");
    auto s = newQuestOne(21);
    std::string error;
    REQUIRE(s->save(folder / "a.json", &error));
    const auto when = fs::last_write_time(folder / "a.json");
    const SaveSummary first = summarizeSave(folder / "a.json");
    REQUIRE(first.error.empty());
    CHECK(first.quest_id == s->state().content().quest.id);
    CHECK(first.turn == 1);
    CHECK(first.game_id == s->gameId());
    const SaveSummary again = summarizeSave(folder / "a.json");  // from the cache: the same summary
    CHECK(again.error.empty());
    CHECK(again.game_id == first.game_id);
    CHECK(again.heroes == first.heroes);
    CHECK(again.written == first.written);

    // The same length and time stamp, other bytes: read again (here: not a save any more).
    const std::string text = s->saveText();
    std::ofstream(folder / "a.json", std::ios::binary | std::ios::trunc) << std::string(text.size(), ' ');
    fs::last_write_time(folder / "a.json", when);
    REQUIRE(fs::file_size(folder / "a.json") == text.size());
    const SaveSummary blank = summarizeSave(folder / "a.json");
    CHECK_FALSE(blank.error.empty());
    CHECK(blank.error.rfind("a.json: ", 0) == 0);

    // Its bytes back: a save again; and the same bytes under another name are listed by that name.
    std::ofstream(folder / "a.json", std::ios::binary | std::ios::trunc) << text;
    CHECK(summarizeSave(folder / "a.json").error.empty());
    std::ofstream(folder / "b.json", std::ios::binary) << text;
    const SaveSummary b = summarizeSave(folder / "b.json");
    CHECK(b.error.empty());
    CHECK(b.path == folder / "b.json");
    CHECK(b.game_id == s->gameId());
}

TEST_CASE("session: undo keeps at most SessionLimits::undo states, the oldest dropped", "[session][limits]") {
    auto s = newQuestOne(7);
    SessionLimits limits;
    limits.undo = 2;
    s->setLimits(limits);
    std::vector<GameState> states{s->state()};
    for (int i = 0; i < 3; ++i) {
        const auto walk = firstWalk(s->state());
        REQUIRE(walk);
        s->apply(*walk);
        REQUIRE(s->canUndo());
        CHECK(s->undoDepth() == std::min<std::size_t>(static_cast<std::size_t>(i) + 1, 2));
        states.push_back(s->state());
    }
    // The last two walks go back; the first one's state was dropped.
    CHECK(s->undo());
    CHECK(s->state() == states[2]);
    CHECK(s->undo());
    CHECK(s->state() == states[1]);
    CHECK(s->record().steps.size() == 1);
    CHECK_FALSE(s->undo());
    CHECK(s->state() == states[1]);
}

TEST_CASE("session: forced dice are a recorded step and a commit point, within their limit", "[session][limits]") {
    auto s = newQuestOne(7);
    SessionLimits limits;
    limits.forced = 3;
    s->setLimits(limits);
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    REQUIRE(s->canUndo());
    CHECK(s->force(nlohmann::json{{"d6", {5, 2}}}, "force") == 2);
    CHECK_FALSE(s->canUndo());
    REQUIRE(s->record().steps.size() == 2);
    CHECK(s->record().steps.back().at("force") == nlohmann::json{{"d6", {5, 2}}});
    CHECK(s->record().steps.back().at("hash") == stateHash(s->state()));
    CHECK(s->history().size() == 2);  // the start and the walk: forced dice are no action
    // Refused, the session unchanged: nothing to force, past the limit, malformed.
    const GameState before = s->state();
    CHECK_THROWS_WITH(s->force(nlohmann::json::object(), "force"),
                      "nothing to force (give \"power\", \"location\" or \"d6\")");
    CHECK_THROWS_WITH(s->force(nlohmann::json{{"power", {"I", "I"}}}, "force"),
                      "at most 3 forced outcomes may wait (2 waiting, 2 more asked)");
    CHECK_THROWS_AS(s->force(nlohmann::json{{"d6", {7}}}, "force"), FormError);
    CHECK(s->state() == before);
    CHECK(s->record().steps.size() == 2);
    CHECK(s->force(nlohmann::json{{"location", {"head"}}}, "force") == 3);
}

TEST_CASE("session: the record holds at most SessionLimits::steps steps, apply and force refuse more",
          "[session][limits]") {
    auto s = newQuestOne(7);
    SessionLimits limits;
    limits.steps = 2;
    s->setLimits(limits);
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    s->force(nlohmann::json{{"d6", {1}}}, "force");
    const GameState before = s->state();
    const auto next = firstWalk(s->state());
    REQUIRE(next);
    CHECK_THROWS_WITH(s->apply(*next), "the game already has 2 steps, the most the engine records");
    CHECK_THROWS_WITH(s->force(nlohmann::json{{"d6", {2}}}, "force"),
                      "the game already has 2 steps, the most the engine records");
    CHECK(s->state() == before);
    CHECK(s->record().steps.size() == 2);
    CHECK(s->history().size() == 2);
}

TEST_CASE("session: a replay becomes a game with the history, log and turn marks of the game played",
          "[session][replay]") {
    auto s = newQuestOne(11);
    Rng pick(5);
    playRandomly(*s, pick, 100);
    s->force(nlohmann::json{{"d6", {3}}}, "force");
    playRandomly(*s, pick, 40);
    const fs::path file = freshDir("replay") / "game.replay.json";
    std::ofstream(file) << replayToJson(s->record(), stateHash(s->state())).dump();
    std::string error;
    const auto replay = loadReplay(file.string(), &error);
    INFO(error);
    REQUIRE(replay);
    ReplayOutcome outcome;
    const auto played = GameSession::fromReplay(*replay, &outcome);
    INFO(outcome.error);
    REQUIRE(played);
    CHECK(outcome.hashes_match);
    CHECK(static_cast<std::size_t>(outcome.steps_played) == s->record().steps.size());
    CHECK(played->state() == s->state());
    CHECK(played->log() == s->log());
    CHECK(played->record().steps == s->record().steps);
    REQUIRE(played->history().size() == s->history().size());
    for (std::size_t i = 0; i < s->history().size(); ++i) CHECK(played->history()[i].events == s->history()[i].events);
    REQUIRE(played->turnMarks().size() == s->turnMarks().size());
    for (std::size_t i = 0; i < s->turnMarks().size(); ++i)
        CHECK(played->turnMarks()[i].steps == s->turnMarks()[i].steps);
    CHECK_FALSE(played->canUndo());
    // A replay cut short by a step that does not apply: the game of the steps before it.
    nlohmann::json doc = replayToJson(s->record(), stateHash(s->state()));
    doc["actions"][3]["action"] = nlohmann::json{{"type", "walk"}, {"actor", "torgils"}, {"to", {-5, -5}}};
    std::ofstream(file) << doc.dump();
    const auto cut = loadReplay(file.string(), &error);
    INFO(error);
    REQUIRE(cut);
    const auto partial = GameSession::fromReplay(*cut, &outcome);
    REQUIRE(partial);
    CHECK(outcome.steps_played == 3);
    CHECK_FALSE(outcome.hashes_match);
    CHECK(partial->record().steps.size() == 3);
    CHECK(partial->history().size() == 4);  // the start and three actions
    CHECK(outcome.state == partial->state());
    CHECK(outcome.log == partial->log());
    // A hash recorded wrong: every step still plays; the first hash that differs is the error.
    doc = replayToJson(s->record(), stateHash(s->state()));
    doc["actions"][5]["hash"] = "0123456789abcdef";
    std::ofstream(file) << doc.dump();
    const auto edited = loadReplay(file.string(), &error);
    INFO(error);
    REQUIRE(edited);
    const auto whole = GameSession::fromReplay(*edited, &outcome);
    REQUIRE(whole);
    CHECK(static_cast<std::size_t>(outcome.steps_played) == s->record().steps.size());
    CHECK_FALSE(outcome.hashes_match);
    CHECK(outcome.error.rfind("actions[5]: hash 0123456789abcdef recorded, ", 0) == 0);
    CHECK(whole->state() == s->state());
    CHECK(playReplay(*edited).error == outcome.error);
}

TEST_CASE("session: the legal actions and the hash it keeps are the state's after every change", "[session]") {
    // GameSession::legalActions() and stateHash() are kept between calls (the engine's "legal",
    // "act", "state" and "hash" after one another): each change of the state must drop them.
    auto s = newQuestOne(7);
    auto same = [&](const char* when) {
        INFO(when);
        CHECK(s->legalActions() == s->state().legalActions());
        CHECK(s->stateHash() == stateHash(s->state()));
        CHECK(s->stateHash() == (s->record().steps.empty() ? s->record().initial_hash
                                                           : s->record().steps.back().at("hash").get<std::string>()));
    };
    same("started");
    const auto walk = firstWalk(s->state());
    REQUIRE(walk);
    s->apply(*walk);
    same("after a walk");
    REQUIRE(s->undo());
    same("after undo (the state before the walk)");
    s->apply(*walk);
    s->legalActions();  // kept, then dropped by the next walk
    if (const auto second = firstWalk(s->state())) {
        s->apply(*second);
        same("after a second walk");
        REQUIRE(s->undo());
        same("after undoing the second walk");
    }
    s->force(nlohmann::json{{"d6", {5}}}, "force");
    same("after forced dice");
    Rng pick(3);
    while (s->turnMarks().size() < 3 && !s->state().isOver()) {
        playRandomly(*s, pick, 1);
        same("after a random action");
    }
    REQUIRE(s->turnMarks().size() >= 3);
    std::string error;
    REQUIRE(s->backTo(1, &error));
    same("back to turn mark 1");
    const GameSession copy = *s;  // a copy keeps what was kept (the fuzz target copies sessions)
    CHECK(copy.legalActions() == s->legalActions());
    const fs::path file = freshDir("kept") / "game.json";
    REQUIRE(s->save(file, &error));
    s = GameSession::load(file, &error);
    REQUIRE(s);
    same("loaded");
}

TEST_CASE("session: a copy shares the embedded content, and a record edited gets its own", "[session]") {
    // The fuzz target's reset copies a session: its content documents are shared, not copied.
    auto s = newQuestOne(3);
    const GameSession copy = *s;
    CHECK(&*copy.record().content == &*s->record().content);
    GameRecord edited = copy.record();
    REQUIRE(&*edited.content == &*copy.record().content);
    edited.content.edit().quest["budget"] = 123;
    CHECK(&*edited.content != &*copy.record().content);
    CHECK(edited.content->quest.at("budget") == 123);
    CHECK(copy.record().content->quest.dump() == s->record().content->quest.dump());
    CHECK(copy.record().content->hash() == s->record().content->hash());
    // A record that is the only holder edits in place.
    const EmbeddedContent* own = &*edited.content;
    edited.content.edit().quest["budget"] = 124;
    CHECK(&*edited.content == own);
}
