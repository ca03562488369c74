// The engine protocol (docs/engine-protocol.md) through EngineSession::handle(): a whole game
// of Quest I by random legal actions, every malformed line with its exact error, undo, odds,
// saves and replays; and the real binary through a pipe.

#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "support/paths.h"
#include "engine_support.h"
#include "cata/content/engine_session.h"
#include "cata/core/rng.h"

using namespace cata;
using namespace cata::content;
using nlohmann::json;

namespace {

using cata::content::test::error;
using cata::content::test::send;


json readJson(const std::string& path) {
    std::ifstream in(path);
    return json::parse(in);
}

std::string tempPathInEngine(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / "cata_engine_test";
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

/// Plays random legal actions (ending turns less often) until the game ends or `max` steps.
int playRandomlyInEngine(EngineSession& s, Rng& pick, int max) {
    int steps = 0;
    for (; steps < max; ++steps) {
        const json legal = send(s, {{"cmd", "legal"}});
        REQUIRE(legal.at("ok") == true);
        const json& actions = legal.at("actions");
        if (actions.empty()) break;
        std::size_t i = pick.uniform(static_cast<std::uint32_t>(actions.size()));
        if (actions[i].at("type") == "end_turn" && pick.uniform(3) != 0) i = pick.uniform(static_cast<std::uint32_t>(actions.size()));
        const json r = send(s, {{"cmd", "act"}, {"action", actions[i]}});
        INFO(r.dump());
        REQUIRE(r.at("ok") == true);
        if (!r.at("state").at("result").is_null()) return steps + 1;
    }
    return steps;
}

}  // namespace

TEST_CASE("engine: a whole game of Quest I by random legal actions", "[engine][smoke]") {
    EngineSession s(cata::test_paths::sourceDir());
    const json started = send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 42}});
    INFO(started.dump());
    REQUIRE(started.at("ok") == true);
    CHECK(started.at("quest") == "the_lost_treasure");
    CHECK(started.at("turn") == 1);
    CHECK(started.at("side") == "heroes");
    CHECK(started.at("result").is_null());
    REQUIRE_FALSE(started.at("characters").empty());
    // R8: the events of the start of the heroes' first turn.
    REQUIRE(started.at("events").is_array());
    REQUIRE_FALSE(started.at("events").empty());
    CHECK(started.at("events")[0] == json{{"type", "turn_began"}, {"turn", 1}, {"side", "heroes"}, {"rule", "R8"}});
    Rng pick(42);
    playRandomlyInEngine(s, pick, 20000);
    const json st = send(s, {{"cmd", "state"}});
    REQUIRE(st.at("ok") == true);
    CHECK((st.at("result") == "heroes" || st.at("result") == "master"));
    CHECK(send(s, {{"cmd", "legal"}}).at("actions").empty());
    CHECK(error(s, R"({"cmd":"act","action":{"type":"end_turn"}})").rfind("action: the game is over (", 0) == 0);
}

TEST_CASE("engine: malformed lines get exact errors and the engine goes on", "[engine]") {
    EngineSession s(cata::test_paths::sourceDir());
    CHECK(error(s, "{\"cmd\": ") == "not valid JSON (column 9): unexpected end of input; expected '[', '{', or a literal");
    CHECK(error(s, "") == "not valid JSON (column 1): unexpected end of input; expected '[', '{', or a literal");
    CHECK(error(s, "[1]") == "expected a JSON object, found an array");
    CHECK(error(s, "{}") == "missing \"cmd\"");
    CHECK(error(s, R"({"cmd": 3})") == "cmd: expected a string, found an integer");
    CHECK(error(s, R"({"cmd": "stat"})") == "unknown command \"stat\"; did you mean \"state\"?");
    CHECK(error(s, R"({"cmd": "xyzzy"})") ==
          "unknown command \"xyzzy\"; expected one of new, setup, state, legal, act, why, odds, undo, force, save, "
          "load, replay, "
          "save_replay, hash, position, quit");
    CHECK(error(s, R"({"cmd": "state"})") == "no game: start one with \"new\", \"setup\", \"load\" or \"replay\"");
    CHECK(error(s, std::string(kMaxEngineLine + 1, ' ')) == "line too long (1048577 bytes, at most 1048576)");
    CHECK(error(s, R"({"cmd": "new"})") == "new: missing \"quest\"");
    CHECK(error(s, R"({"cmd": "new", "quest": "the_lost_treasur"})") == "new.quest: no quest \"the_lost_treasur\"; did you mean \"the_lost_treasure\"?");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "sed": 3})") == "new.sed: unknown key; did you mean \"seed\"?");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "seed": -3})") ==
          "new.seed: expected an integer from 0 to 18446744073709551615, found an integer");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "options": {"duel": 1}})") == "new.options.duel: expected true or false, found an integer");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "heroes": ["torgil"]})") == "new.heroes[0]: unknown card \"torgil\"; did you mean \"torgils\"?");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "heroes": [{"card": "irf", "at": "here"}]})") ==
          "new.heroes[0].at: expected [x, y], found a string");

    REQUIRE(send(s, {{"cmd", "new"}, {"quest", "the_lost_treasure"}, {"seed", 1}}).at("ok") == true);
    CHECK(error(s, R"({"cmd": "act"})") == "act: missing \"action\"");
    CHECK(error(s, R"({"cmd": "act", "action": {"type": "wlak"}})") == "action.type: unknown action type \"wlak\"; did you mean \"walk\"?");
    CHECK(error(s, R"({"cmd": "act", "action": {"type": "walk", "to": 5}})") == "action.to: expected [x, y], found an integer");
    CHECK(error(s, R"({"cmd": "act", "action": {"type": "walk", "actor": "nobody"}})").rfind("action.actor: no character \"nobody\"", 0) == 0);
    CHECK(error(s, R"({"cmd": "act", "action": {"type": "walk", "to": [0, 0]}})").rfind("action: no legal action matches {\"to\":[0,0],\"type\":\"walk\"}: ", 0) == 0);
    CHECK(error(s, R"({"cmd": "act", "action": {"type": "walk"}})").rfind("action: ambiguous, ", 0) == 0);
    CHECK(error(s, R"({"cmd": "undo"})") == "nothing to undo (dice rolled, something revealed or the turn ended since)");
    CHECK(error(s, R"({"cmd": "force", "power": ["I", "X"]})") ==
          "force.power[1]: unknown value \"X\"; expected one of \"blank\", \"I\", \"I*\"; did you mean \"I\"?");
    CHECK(error(s, R"({"cmd": "force", "d6": [7]})") == "force.d6[0]: expected a value from 1 to 6");
    CHECK(error(s, R"({"cmd": "save"})") == "save: missing \"path\"");
    CHECK(error(s, R"({"cmd": "load", "path": "/nonexistent_cata/s.json"})") == "/nonexistent_cata/s.json: cannot read (No such file or directory)");
    CHECK(error(s, R"({"cmd": "odds", "action": {"type": "end_turn"}})") == "action: no odds: it rolls no dice");
    CHECK(error(s, R"({"cmd": "odds"})") == "odds: give either \"action\" or \"fear\"");
    CHECK(error(s, R"({"cmd": "odds", "fear": "irf", "action": {"type": "end_turn"}})") ==
          "odds: give either \"action\" or \"fear\"");
    CHECK(error(s, R"({"cmd": "odds", "fear": 3})") == "odds.fear: expected a character's name, found an integer");
    // Still running, and the id of a command comes back with its reply.
    const json r = send(s, {{"cmd", "state"}, {"id", 7}});
    CHECK(r.at("ok") == true);
    CHECK(r.at("id") == 7);
}

TEST_CASE("engine: act, why, undo, force, odds", "[engine]") {
    EngineSession s(cata::test_paths::sourceDir());
    REQUIRE(send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 5}, {"options", {{"unexpected_events", false}}}}).at("ok") == true);
    const json legal = send(s, {{"cmd", "legal"}});
    json walk;
    for (const auto& a : legal.at("actions"))
        if (a.at("type") == "walk" && a.at("rolls_dice") == false) {
            walk = a;
            break;
        }
    REQUIRE_FALSE(walk.is_null());
    const std::string before = send(s, {{"cmd", "hash"}}).at("hash");
    const json why = send(s, {{"cmd", "why"}, {"action", walk}});
    CHECK(why.at("legal") == true);
    const json done = send(s, {{"cmd", "act"}, {"action", {{"type", "walk"}, {"actor", walk["actor"]}, {"to", walk["to"]}}}});
    REQUIRE(done.at("ok") == true);
    REQUIRE(done.at("undoable") == true);  // no hidden trap there
    CHECK(done.at("events").at(0).at("type") == "moved");
    CHECK(done.at("events").at(0).at("rule") == "R9");
    const json why_not = send(s, {{"cmd", "why"}, {"action", {{"type", "walk"}, {"actor", walk["actor"]}, {"to", {0, 0}}}}});
    CHECK(why_not.at("legal") == false);
    CHECK(why_not.at("reason").is_string());
    const json undone = send(s, {{"cmd", "undo"}});
    REQUIRE(undone.at("ok") == true);
    CHECK(undone.at("state").at("hash") == before);

    const json forced = send(s, {{"cmd", "force"}, {"power", {"I*", "I", "blank"}}, {"location", {"head"}}, {"d6", {5, 2}}});
    CHECK(forced.at("forced_left") == 6);

    // Odds of an attack: Irf faces a skeleton standing in the open door of the hero zone.
    const json duel = send(s, {{"cmd", "new"},
                               {"quest", 1},
                               {"seed", 5},
                               {"heroes", {{{"card", "irf"}, {"at", {6, 17}}}}},
                               {"master", {{{"card", "skell"}, {"at", {7, 17}}}}}});
    INFO(duel.dump());
    REQUIRE(duel.at("ok") == true);
    bool found = false;
    const json duel_legal = send(s, {{"cmd", "legal"}});
    for (const auto& a : duel_legal.at("actions"))
        if (a.at("type") == "melee") {
            const json odds = send(s, {{"cmd", "odds"}, {"action", a}});
            INFO(odds.dump());
            REQUIRE(odds.at("ok") == true);
            double sum = 0;
            for (const auto& p : odds.at("wounds")) sum += p.get<double>();
            CHECK(sum == Approx(1.0));
            CHECK(odds.at("pass").get<double>() > 0.0);
            CHECK(odds.at("pass").get<double>() <= 1.0);
            CHECK(odds.at("hit").get<double>() == Approx(odds.at("pass").get<double>()));
            found = true;
        }
    CHECK(found);
}

TEST_CASE("engine: odds of fire, poison, fear, a walk's blocks and a spell's tiers (R29 R31 R28 R12 R23)",
          "[engine][odds][R29][R31][R28][R12][R23]") {
    // Each chance checked against the reply's own parts: the wounds that leave the target on
    // the board times the d6 (R29) or the failed Strength test (R31); a test's pass from the
    // same dice and difficulty elsewhere in the replies.
    EngineSession s(cata::test_paths::sourceDir());
    const auto onBoard = [](const json& odds, int hp) {
        double p = 0;
        const json& w = odds.at("wounds");
        for (std::size_t i = 1; i < w.size() && static_cast<int>(i) < hp; ++i) p += w[i].get<double>();
        return p;
    };
    // Irf (12 HP, Strength 2, Will 3) in the hero zone's doorway faces a fire spirit (fire).
    REQUIRE(send(s, {{"cmd", "new"},
                     {"quest", 1},
                     {"seed", 5},
                     {"heroes", {{{"card", "irf"}, {"at", {6, 17}}}}},
                     {"master", {{{"card", "fire_spirit"}, {"at", {7, 17}}}}}})
                .at("ok") == true);
    const json fire =
        send(s, {{"cmd", "odds"}, {"action", {{"type", "melee"}, {"actor", "fire_spirit"}, {"target", "irf"}}}});
    INFO(fire.dump());
    CHECK(fire.at("legal") == false);  // the heroes' turn: odds all the same
    CHECK(fire.at("poison").is_null());
    CHECK(fire.at("fire").at("catch_min") == 4);
    CHECK(fire.at("fire").at("burning") == false);
    CHECK(fire.at("fire").at("immune") == false);
    CHECK(fire.at("fire").at("chance").get<double>() == Approx(onBoard(fire, 12) * 3.0 / 6.0));
    CHECK(fire.at("fire").at("chance").get<double>() > 0.0);
    // Irf's own blow carries neither.
    const json plain =
        send(s, {{"cmd", "odds"}, {"action", {{"type", "melee"}, {"actor", "irf"}, {"target", "fire_spirit"}}}});
    CHECK(plain.at("fire").is_null());
    CHECK(plain.at("poison").is_null());
    // A walk out of the doorway's square beside the spirit: one block test (R12), Agility.
    const json walk = send(s, {{"cmd", "odds"}, {"action", {{"type", "walk"}, {"actor", "irf"}, {"to", {5, 17}}}}});
    INFO(walk.dump());
    REQUIRE(walk.at("tests").size() == 1);
    CHECK(walk.at("tests")[0].at("purpose") == "block");
    CHECK(walk.at("tests")[0].at("rule") == "R12");
    CHECK(walk.at("tests")[0].at("characteristic") == "agility");
    CHECK(walk.at("success").get<double>() == Approx(walk.at("tests")[0].at("pass").get<double>()));
    CHECK(walk.at("tiers").empty());
    CHECK(walk.at("fire").is_null());
    // No fearsome opponent in sight: no fear test.
    CHECK(send(s, {{"cmd", "odds"}, {"fear", "irf"}}).at("fear").is_null());
    CHECK(error(s, R"({"cmd": "odds", "fear": "irff"})") == "odds.fear: no character \"irff\"; did you mean \"irf\"?");

    // A ghoul (poison level 1) instead: Irf's Strength test of 2 dice against 1 fails with the
    // chance that his own 2-dice attack misses at difficulty 1.
    REQUIRE(send(s, {{"cmd", "new"},
                     {"quest", 1},
                     {"seed", 5},
                     {"heroes", {{{"card", "irf"}, {"at", {6, 17}}}}},
                     {"master", {{{"card", "ghoul"}, {"at", {7, 17}}}}}})
                .at("ok") == true);
    const json ghoul =
        send(s, {{"cmd", "odds"}, {"action", {{"type", "melee"}, {"actor", "ghoul"}, {"target", "irf"}}}});
    const json back =
        send(s, {{"cmd", "odds"}, {"action", {{"type", "melee"}, {"actor", "irf"}, {"target", "ghoul"}}}});
    INFO(ghoul.dump() << "\n" << back.dump());
    REQUIRE(back.at("dice") == 2);
    REQUIRE(back.at("difficulty") == 1);
    const json& poison = ghoul.at("poison");
    CHECK(ghoul.at("fire").is_null());
    CHECK(poison.at("level") == 1);
    CHECK(poison.at("dice") == 2);
    CHECK(poison.at("poisoned") == false);
    CHECK(poison.at("chance").get<double>() == Approx(onBoard(ghoul, 12) * (1.0 - back.at("pass").get<double>())));

    // The King of the Tombs (Fear 2) in sight: Irf's fear test, 3 dice (Will) against 2; his
    // fire spell's tiers (R23) and its chance to set Irf on fire.
    REQUIRE(send(s, {{"cmd", "new"},
                     {"quest", 1},
                     {"seed", 5},
                     {"heroes", {{{"card", "irf"}, {"at", {6, 17}}}}},
                     {"master", {{{"card", "king_of_the_tombs"}, {"at", {7, 17}}}}}})
                .at("ok") == true);
    const json fear = send(s, {{"cmd", "odds"}, {"fear", "irf"}}).at("fear");
    INFO(fear.dump());
    CHECK(fear.at("level") == 2);
    CHECK(fear.at("source") == "king_of_the_tombs");
    CHECK(fear.at("dice") == 3);
    CHECK(fear.at("coward") == false);
    CHECK(fear.at("keep").get<double>() ==
          Approx(20.0 / 27.0));  // 3 dice reach 2: as a 3-dice attack at 2 (ghoul above)
    CHECK(send(s, {{"cmd", "odds"}, {"fear", "king_of_the_tombs"}}).at("fear").is_null());  // Irf is no fear to him
    const json spell = send(
        s, {{"cmd", "odds"},
            {"action",
             {{"type", "cast_spell"}, {"actor", "king_of_the_tombs"}, {"spell", "tomb_fire"}, {"target", "irf"}}}});
    INFO(spell.dump());
    REQUIRE(spell.at("tests").size() == 1);
    CHECK(spell.at("tests")[0].at("rule") == "R23");
    CHECK(spell.at("tests")[0].at("characteristic") == "magic");
    REQUIRE(spell.at("tiers").size() == 2);
    CHECK(spell.at("tiers")[1].at("max_result").is_null());
    double tiers = 0;
    for (const json& t : spell.at("tiers")) tiers += t.at("chance").get<double>();
    CHECK(spell.at("success").get<double>() == Approx(tiers));
    CHECK(spell.at("fire").at("chance").get<double>() > 0.0);
    CHECK(spell.at("fire").at("chance").get<double>() <= spell.at("success").get<double>());
    CHECK(spell.at("poison").is_null());  // no poison in Tomb fire
    // Withering curse (R31): poison 2 on a result of 1-2, 3 from 3; Irf tests Strength.
    const json curse = send(
        s,
        {{"cmd", "odds"},
         {"action",
          {{"type", "cast_spell"}, {"actor", "king_of_the_tombs"}, {"spell", "withering_curse"}, {"target", "irf"}}}});
    INFO(curse.dump());
    CHECK(curse.at("fire").is_null());
    const json& curse_poison = curse.at("poison");
    CHECK(curse_poison.at("min_level") == 2);
    CHECK(curse_poison.at("level") == 3);
    CHECK(curse_poison.at("poisoned") == false);
    CHECK(curse_poison.at("immune") == false);
    CHECK(curse_poison.at("chance").get<double>() > 0.0);
    CHECK(curse_poison.at("chance").get<double>() <= curse.at("success").get<double>());
}

TEST_CASE("engine: save, load, save_replay and replay", "[engine][save][replay]") {
    const std::string save = tempPathInEngine("engine_save.json");
    const std::string replay = tempPathInEngine("engine_replay.json");
    std::string final_hash;
    {
        EngineSession s(cata::test_paths::sourceDir());
        REQUIRE(send(s, {{"cmd", "new"}, {"quest", "end_of_reign"}, {"seed", 8}}).at("ok") == true);
        Rng pick(8);
        playRandomlyInEngine(s, pick, 150);
        REQUIRE(send(s, {{"cmd", "force"}, {"d6", {3}}}).at("ok") == true);
        playRandomlyInEngine(s, pick, 50);
        REQUIRE(send(s, {{"cmd", "save"}, {"path", save}}).at("ok") == true);
        const json r = send(s, {{"cmd", "save_replay"}, {"path", replay}});
        REQUIRE(r.at("ok") == true);
        final_hash = r.at("hash");
    }
    EngineSession t(cata::test_paths::sourceDir());
    const json loaded = send(t, {{"cmd", "load"}, {"path", save}});
    INFO(loaded.dump());
    REQUIRE(loaded.at("ok") == true);
    CHECK(loaded.at("state").at("hash") == final_hash);
    EngineSession u(cata::test_paths::sourceDir());
    const json played = send(u, {{"cmd", "replay"}, {"path", replay}});
    INFO(played.dump());
    REQUIRE(played.at("ok") == true);
    CHECK(played.at("hashes_match") == true);
    CHECK(played.at("state").at("hash") == final_hash);
    // The log starts with the start of the game (R8), and the replayed game's log is the same.
    const json log = readJson(save).at("log");
    REQUIRE_FALSE(log.empty());
    CHECK(log[0] == json{{"type", "turn_began"}, {"turn", 1}, {"side", "heroes"}, {"rule", "R8"}});
    const std::string resaved = tempPathInEngine("engine_resave.json");
    REQUIRE(send(u, {{"cmd", "save"}, {"path", resaved}}).at("ok") == true);
    CHECK(readJson(resaved).at("log") == log);
    // The loaded game goes on.
    Rng pick(1);
    playRandomlyInEngine(t, pick, 20);
    CHECK(error(t, "{\"cmd\": \"load\", \"path\": \"" + replay + "\"}") ==
          replay + ": not a Catakombes save (format \"catakombes-replay\", expected \"catakombes-save\")");
}

TEST_CASE("engine: a copy of a session is a game of its own that saves the same content", "[engine][save]") {
    // The fuzz target resets a session by copying it: each copy plays, undoes and saves on its
    // own, with the content of the game.
    EngineSession original(cata::test_paths::sourceDir());
    REQUIRE(send(original, {{"cmd", "new"}, {"quest", 1}, {"seed", 5}}).at("ok") == true);
    const std::string start_hash = send(original, {{"cmd", "hash"}}).at("hash");
    EngineSession copy = original;
    Rng pick(5);
    REQUIRE(playRandomlyInEngine(copy, pick, 30) > 0);
    CHECK(send(copy, {{"cmd", "hash"}}).at("hash") != start_hash);
    CHECK(send(original, {{"cmd", "hash"}}).at("hash") == start_hash);
    const std::string copy_save = tempPathInEngine("engine_copy_save.json");
    const std::string original_save = tempPathInEngine("engine_original_save.json");
    REQUIRE(send(copy, {{"cmd", "save"}, {"path", copy_save}}).at("ok") == true);
    REQUIRE(send(original, {{"cmd", "save"}, {"path", original_save}}).at("ok") == true);
    CHECK(readJson(copy_save).at("content") == readJson(original_save).at("content"));
    CHECK(readJson(copy_save).at("content").at("quest").at("id") == "the_lost_treasure");
    EngineSession reloaded(cata::test_paths::sourceDir());
    const json loaded = send(reloaded, {{"cmd", "load"}, {"path", copy_save}});
    INFO(loaded.dump());
    REQUIRE(loaded.at("ok") == true);
    CHECK(loaded.at("state").at("hash") == send(copy, {{"cmd", "hash"}}).at("hash"));
    // A save leaves the session able to save again (its content is not used up by the first).
    REQUIRE(send(copy, {{"cmd", "save"}, {"path", copy_save}}).at("ok") == true);
    CHECK(readJson(copy_save).at("content") == readJson(original_save).at("content"));
}

TEST_CASE("engine: load rebuilds the game from its steps as the client's Load does, and refuses an edited save",
          "[engine][save]") {
    const std::string save = tempPathInEngine("engine_edited_save.json");
    EngineSession s(cata::test_paths::sourceDir());
    REQUIRE(send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 5}}).at("ok") == true);
    Rng pick(3);
    playRandomlyInEngine(s, pick, 30);
    REQUIRE(send(s, {{"cmd", "save"}, {"path", save}}).at("ok") == true);
    REQUIRE(send(s, {{"cmd", "load"}, {"path", save}}).at("ok") == true);
    // The saved state edited: neither where the steps lead nor the state whose hash was recorded.
    json doc = readJson(save);
    doc["state"]["turn"] = doc["state"]["turn"].get<int>() + 1;
    std::ofstream(save) << doc.dump();
    CHECK(error(s, "{\"cmd\": \"load\", \"path\": \"" + save + "\"}") ==
          save +
              ": state: not the state its actions lead to, nor the one whose hash was recorded after the last action "
              "(the file was edited or corrupted)");
}

#ifdef CATAKOMBES_BINARY
TEST_CASE("engine: the real binary answers JSON lines on stdin", "[engine][binary]") {
    const std::string input = tempPathInEngine("binary_input.txt");
    {
        std::FILE* f = std::fopen(input.c_str(), "w");
        REQUIRE(f != nullptr);
        std::fputs("{\"cmd\":\"new\",\"quest\":1,\"seed\":3}\n{\"cmd\":\"stat\"}\nnot json\n{\"cmd\":\"legal\"}\n{\"cmd\":\"quit\"}\n"
                   "{\"cmd\":\"state\"}\n",
                   f);
        std::fclose(f);
    }
    const std::string command = std::string("CATAKOMBES_DATA='") + cata::test_paths::sourceDir() + "' '" + CATAKOMBES_BINARY + "' engine < '" + input + "'";
    std::FILE* p = popen(command.c_str(), "r");
    REQUIRE(p != nullptr);
    std::vector<json> replies;
    std::string line;
    for (int c = std::fgetc(p); c != EOF; c = std::fgetc(p)) {
        if (c == '\n') {
            replies.push_back(json::parse(line));
            line.clear();
        } else {
            line.push_back(static_cast<char>(c));
        }
    }
    CHECK(pclose(p) == 0);
    REQUIRE(replies.size() == 5);  // nothing after quit
    CHECK(replies[0].at("ok") == true);
    CHECK(replies[0].at("quest") == "the_lost_treasure");
    CHECK(replies[1].at("error") == "unknown command \"stat\"; did you mean \"state\"?");
    CHECK(replies[2].at("error") == "not valid JSON (column 2): invalid literal; last read: 'no'");
    CHECK_FALSE(replies[3].at("actions").empty());
}

TEST_CASE("engine: the real binary takes --data after engine, and lists unexpected arguments as written",
          "[engine][binary]") {
    const std::string input = tempPathInEngine("binary_data_input.txt");
    {
        std::FILE* f = std::fopen(input.c_str(), "w");
        REQUIRE(f != nullptr);
        std::fputs("{\"cmd\":\"new\",\"quest\":1,\"seed\":3}\n{\"cmd\":\"quit\"}\n", f);
        std::fclose(f);
    }
    // No $CATAKOMBES_DATA: the data folder comes from the option after the subcommand.
    const std::string binary = std::string("env -u CATAKOMBES_DATA '") + CATAKOMBES_BINARY + "'";
    const std::string data = std::string("'") + cata::test_paths::sourceDir() + "'";
    auto run = [](const std::string& command) {
        std::FILE* p = popen((command + " 2>&1").c_str(), "r");
        REQUIRE(p != nullptr);
        std::string out;
        for (int c = std::fgetc(p); c != EOF; c = std::fgetc(p)) out.push_back(static_cast<char>(c));
        const int status = pclose(p);
        return std::pair<int, std::string>{WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
    };
    const auto [code, out] = run(binary + " engine --data " + data + " < '" + input + "'");
    const int engine_code = code;
    const std::string engine_out = out;
    CHECK(engine_code == 0);
    CHECK(engine_out.find("\"quest\":\"the_lost_treasure\"") != std::string::npos);
    CHECK(engine_out.find("{\"bye\":true,\"ok\":true}") != std::string::npos);
    const auto [bad_code, bad_out] = run(binary + " engine --data " + data + " --foo x < '" + input + "'");
    const int refused = bad_code;
    const std::string message = bad_out;
    CHECK(refused == 109);
    CHECK(message.find("The following arguments were not expected: --foo x\n") != std::string::npos);
}
#endif

TEST_CASE("engine: a legal reply is the dump of the legal view, at a new state and at one already listed",
          "[engine][legal]") {
    // The engine keeps the legal list as text and writes it among the reply's other members:
    // the bytes must be those of the whole reply built as a document and dumped.
    EngineSession s(cata::test_paths::sourceDir());
    REQUIRE(send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 11}}).at("ok") == true);
    Rng pick(11);
    for (int step = 0; step < 12; ++step) {
        const std::string line = s.handle(R"({"cmd": "legal", "id": ["é", 7]})");
        const json parsed = json::parse(line);
        REQUIRE(parsed.at("ok") == true);
        json rebuilt = json::object();  // the reply as a document: every member, keys in order
        for (auto it = parsed.begin(); it != parsed.end(); ++it) rebuilt[it.key()] = it.value();
        CHECK(line == rebuilt.dump(-1, ' ', false, json::error_handler_t::replace));
        CHECK(line.rfind(R"({"actions":[{)", 0) == 0);
        CHECK(parsed.at("id") == json::array({"é", 7}));
        // The same state listed again (the kept text), and after an undone action.
        CHECK(s.handle(R"({"cmd": "legal", "id": ["é", 7]})") == line);
        const json& actions = parsed.at("actions");
        std::size_t i = pick.uniform(static_cast<std::uint32_t>(actions.size()));
        const json acted = send(s, {{"cmd", "act"}, {"action", actions[i]}});
        REQUIRE(acted.at("ok") == true);
        if (acted.at("undoable") == true) {
            REQUIRE(send(s, {{"cmd", "undo"}}).at("ok") == true);
            CHECK(s.handle(R"({"cmd": "legal", "id": ["é", 7]})") == line);
            REQUIRE(send(s, {{"cmd", "act"}, {"action", actions[i]}}).at("ok") == true);
        }
        if (!acted.at("state").at("result").is_null()) break;
    }
    // With no "id", and a refused legal (no game) writes no list.
    const std::string plain = s.handle(R"({"cmd": "legal"})");
    CHECK(plain.find(R"("ok":true,"to_move":)") != std::string::npos);
    EngineSession none(cata::test_paths::sourceDir());
    CHECK(none.handle(R"({"cmd": "legal"})") ==
          R"({"error":"no game: start one with \"new\", \"setup\", \"load\" or \"replay\"","ok":false})");
}

namespace {

/// A position of Quest I: Torgils wounded in the entry, a skeleton stunned beyond the open door.
nlohmann::json quest1Position() {
    return nlohmann::json::parse(R"({"turn": 4, "side": "heroes",
        "characters": [{"card": "torgils", "at": [2, 16], "hp": 6, "ap": 3, "destiny": 0},
                       {"card": "skell", "at": [10, 16], "stunned": 1}],
        "objects": [{"id": "door_7_17", "open": true}]})");
}

}  // namespace

TEST_CASE("engine: setup starts a game from a whole position, saved and replayed with it", "[engine][setup]") {
    EngineSession s(cata::test_paths::sourceDir());
    const json r = send(s, {{"cmd", "setup"}, {"quest", 1}, {"seed", 4}, {"position", quest1Position()}});
    INFO(r.dump());
    REQUIRE(r.at("ok") == true);
    CHECK(r.at("events") == json::array());  // no start of turn: the position as given
    CHECK(r.at("turn") == 4);
    CHECK(r.at("to_move") == "heroes");
    REQUIRE(r.at("characters").size() == 2);
    CHECK(r.at("characters")[0].at("hp") == 6);
    CHECK(r.at("characters")[0].at("ap") == 3);
    CHECK(r.at("characters")[0].at("destiny") == 0);
    CHECK(r.at("characters")[1].at("id") == "skell");
    CHECK(r.at("characters")[1].at("side") == "master");
    CHECK(r.at("characters")[1].at("stun") == 1);
    const std::string hash = r.at("hash");
    // Saved, loaded, replayed: the position is in the embedded quest.
    const std::string save = tempPathInEngine("setup_save.json"), replay = tempPathInEngine("setup.replay.json");
    REQUIRE(send(s, {{"cmd", "act"}, {"action", {{"type", "walk"}, {"actor", "torgils"}, {"to", {3, 16}}}}}).at("ok") ==
            true);
    const std::string after = send(s, {{"cmd", "hash"}}).at("hash");
    REQUIRE(send(s, {{"cmd", "save"}, {"path", save}}).at("ok") == true);
    REQUIRE(send(s, {{"cmd", "save_replay"}, {"path", replay}}).at("ok") == true);
    EngineSession t(cata::test_paths::sourceDir());
    CHECK(send(t, {{"cmd", "load"}, {"path", save}}).at("state").at("hash") == after);
    const json played = send(t, {{"cmd", "replay"}, {"path", replay}});
    CHECK(played.at("hashes_match") == true);
    CHECK(played.at("state").at("hash") == after);
    REQUIRE(send(t, {{"cmd", "undo"}}).at("ok") == false);  // a replay is a commit point
    CHECK(hash != after);
    // "position" writes the game's position in the same form: set up again, the same game.
    const json written = send(t, {{"cmd", "position"}});
    CHECK(written.at("lost") == json::array());
    CHECK(written.at("position").at("characters").at(0) ==
          json::parse(R"({"card": "torgils", "id": "torgils", "at": [3, 16], "hp": 6, "ap": 2, "destiny": 0})"));
    EngineSession u(cata::test_paths::sourceDir());
    const json again = send(u, {{"cmd", "setup"}, {"quest", 1}, {"seed", 4}, {"position", written.at("position")}});
    REQUIRE(again.at("ok") == true);
    CHECK(again.at("characters") == send(t, {{"cmd", "state"}}).at("characters"));
    CHECK(again.at("objects") == send(t, {{"cmd", "state"}}).at("objects"));
}

TEST_CASE("engine: setup refuses a bad position, named where it is", "[engine][setup]") {
    EngineSession s(cata::test_paths::sourceDir());
    auto refused = [&](const json& position) {
        return error(s, json{{"cmd", "setup"}, {"quest", 1}, {"position", position}}.dump());
    };
    json p = quest1Position();
    p["characters"][0]["hp"] = 20;
    CHECK(refused(p) == R"(setup.position.characters[0].hp: "torgils" has 20 HP, more than its 16)");
    p = quest1Position();
    p["characters"][0]["ap"] = 9;
    CHECK(refused(p) == R"(setup.position.characters[0].ap: "torgils" has 9 AP, its allowance 4 (R7))");
    p = quest1Position();
    p["characters"][1]["at"] = {2, 16};
    CHECK(refused(p) == R"(setup.position.characters[1].at: "skell" stands on [2, 16] like "torgils" (R37))");
    p = quest1Position();
    p["characters"][1]["at"] = {0, 16};
    CHECK(refused(p) ==
          R"(setup.position.characters[1].at: "skell" stands on [0, 16], not a square a character can stand on (R37))");
    p = quest1Position();
    p["characters"][0]["card"] = "torgil";
    CHECK(refused(p) == R"(setup.position.characters[0].card: unknown card "torgil"; did you mean "torgils"?)");
    p = quest1Position();
    p["characters"][1]["duel"] = "irf";
    CHECK(refused(p) == R"(setup.position.characters[1].duel: unknown character "irf")");
    p = quest1Position();
    p["turn"] = 31;
    CHECK(refused(p) == "setup.position.turn: turn 31 is out of range: from 1 to the turn limit 30 (R52)");
    p = quest1Position();
    p["characters"][0]["hp"] = 20;
    p["turn"] = 31;
    CHECK(refused(p) ==
          R"(setup.position.characters[0].hp: "torgils" has 20 HP, more than its 16 (and 1 more problems))");
    CHECK(refused(json::array()) == "setup.position: expected an object, found an array");
    CHECK(refused(json::object()) == R"(setup.position: missing required key "characters")");
    CHECK(refused(json{{"characters", json::array()}, {"tun", 2}}) ==
          R"(setup.position.tun: unknown key "tun"; did you mean "turn"?)");
    p = quest1Position();
    p["characters"][0]["carrying"] = {"barrel_8_20", "gem"};
    CHECK(refused(p) == R"(setup.position.characters[0].carrying[1]: unknown item "gem")");
    CHECK(error(s, R"({"cmd": "setup", "quest": 1})") == R"(setup: missing "position")");
    CHECK(error(s, R"({"cmd": "setup", "quest": 1, "position": {}, "heroes": []})") == R"(setup.heroes: unknown key)");
    CHECK(error(s, R"({"cmd": "setupp"})") == R"(unknown command "setupp"; did you mean "setup"?)");
    // The rules of the game's options: a duel with duels off.
    p = quest1Position();
    p["characters"][0]["duel"] = "skell";
    CHECK(send(s, {{"cmd", "setup"}, {"quest", 1}, {"position", p}}).at("ok") == true);
    CHECK(error(s, json{{"cmd", "setup"}, {"quest", 1}, {"options", {{"duel", false}}}, {"position", p}}.dump()) ==
          R"(setup: "torgils" duels, but the duel rule is off in this game (R46))");
}

TEST_CASE("engine: force with new and setup, and the forced dice waiting reported per kind", "[engine][force]") {
    EngineSession s(cata::test_paths::sourceDir());
    // Forced while setting up: used by the first rolls, the rest left and shown by kind.
    json r = send(s, {{"cmd", "setup"},
                      {"quest", 1},
                      {"seed", 4},
                      {"position", quest1Position()},
                      {"force", {{"power", {"I*", "I"}}, {"location", {"head"}}, {"d6", {6}}}}});
    REQUIRE(r.at("ok") == true);
    CHECK(r.at("forced_left") == 4);
    CHECK(r.at("forced") == json::parse(R"({"power": ["I*", "I"], "location": ["head"], "d6": [6]})"));
    const json f = send(s, {{"cmd", "force"}, {"d6", {2}}});
    CHECK(f.at("forced_left") == 5);
    CHECK(f.at("forced") == json::parse(R"({"power": ["I*", "I"], "location": ["head"], "d6": [6, 2]})"));
    // A save keeps the dice forced at the setup: loaded, the same state.
    const std::string save = tempPathInEngine("force_setup_save.json");
    const std::string hash = send(s, {{"cmd", "hash"}}).at("hash");
    REQUIRE(send(s, {{"cmd", "save"}, {"path", save}}).at("ok") == true);
    EngineSession t(cata::test_paths::sourceDir());
    CHECK(send(t, {{"cmd", "load"}, {"path", save}}).at("state").at("hash") == hash);

    // new: the dice of the heroes' first turn (R8) take the forced ones first.
    r = send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 4}, {"force", {{"d6", {3, 4}}}}});
    REQUIRE(r.at("ok") == true);
    CHECK(r.at("forced_left") == r.at("forced").at("d6").size());
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "force": {}})") ==
          R"(new.force: nothing to force (give "power", "location" or "d6"))");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "force": {"d6": [7]}})") ==
          "new.force.d6[0]: expected a value from 1 to 6");
    CHECK(error(s, R"({"cmd": "new", "quest": 1, "force": {"dice": [1]}})").rfind("new.force.dice: unknown key", 0) ==
          0);
}
