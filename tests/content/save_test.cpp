// Saves and replays: JSON forms round-trip exactly (load(save(s)) == s) on states reached by
// random legal play of every shipped quest, bad files are refused with exact messages, and
// replays check themselves with the state hash after every step.

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "cata/content/save_file.h"
#include "support/shipped.h"

using namespace cata;
using namespace cata::content;
using nlohmann::json;

namespace {

/// A new game of `quest` with default rosters, and its record.
struct Game {
    GameRecord record;
    std::optional<GameState> state;
    std::vector<json> log;
};

Game start(const std::string& quest, std::uint64_t seed, GameOptions options = {}) {
    const QuestDef* q = cata::test::shippedDocs().library().quest(quest);
    REQUIRE(q != nullptr);
    const Deployment d = deploy(cata::test::shippedDocs().library(), *q, std::nullopt, std::nullopt);
    REQUIRE(d.error.empty());
    Game g;
    g.record.heroes = d.heroes;
    g.record.master = d.master;
    g.record.seed = seed;
    g.record.options = options;
    std::vector<std::string> cards;
    for (const auto* side : {&d.heroes, &d.master})
        for (const auto& p : *side) cards.push_back(p.card);
    auto embedded = cata::test::shippedDocs().embed(quest, cards);
    REQUIRE(embedded.has_value());
    g.record.content = *embedded;
    std::string error;
    auto content = loadEmbedded(g.record.content, "test", &error);
    INFO(error);
    REQUIRE(content != nullptr);
    std::vector<std::string> problems;
    std::vector<Event> events;  // R8 at turn 1: the head of the log, as in the engine
    g.state = GameState::create(setupOf(g.record, content), &problems, &events);
    INFO((problems.empty() ? "" : problems.front()));
    REQUIRE(g.state.has_value());
    g.record.initial_hash = stateHash(*g.state);
    const JsonNames names = JsonNames::of(*g.state);
    for (const Event& e : events) g.log.push_back(eventToJson(e, names));
    return g;
}

/// One random legal action (ending the turn less often), applied and recorded.
void randomStep(Game& g, Rng& pick) {
    const auto legal = g.state->legalActions();
    REQUIRE_FALSE(legal.empty());
    std::size_t i = pick.uniform(static_cast<std::uint32_t>(legal.size()));
    if (std::holds_alternative<EndTurn>(legal[i].action) && pick.uniform(3) != 0)
        i = pick.uniform(static_cast<std::uint32_t>(legal.size()));
    const JsonNames names = JsonNames::of(*g.state);
    const json a = actionToJson(legal[i].action, names);
    // The JSON form of every legal action reads back to the same action.
    REQUIRE(actionFromJson(legalActionToJson(legal[i], names), names) == legal[i].action);
    for (const Event& e : g.state->apply(legal[i].action)) {
        const json ej = eventToJson(e, names);
        REQUIRE(eventFromJson(ej, names) == e);
        g.log.push_back(ej);
    }
    g.record.steps.push_back(json{{"action", a}, {"hash", stateHash(*g.state)}});
}

std::string tempPath(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / "cata_save_test";
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

std::string loadError(const std::string& text, const std::string& display = "save.json") {
    std::string error;
    REQUIRE_FALSE(parseSave(text, display, &error).has_value());
    return error;
}

}  // namespace

TEST_CASE("Save and load give back an equal state after random play on every quest", "[save][smoke]") {
    int pendings = 0, checked = 0;
    for (const auto& quest : cata::test::shippedDocs().library().quests) {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            Game g = start(quest.id, seed);
            Rng pick(seed * 77 + static_cast<std::uint64_t>(quest.number));
            for (int step = 0; step < 600 && !g.state->isOver(); ++step) {
                INFO(quest.id << " seed " << seed << " step " << step);
                // The state's JSON form reads back equal, every step.
                const json sj = stateDataToJson(g.state->data(), g.state->content());
                REQUIRE(stateDataFromJson(sj, g.state->content()) == g.state->data());
                const bool pending = g.state->pending().has_value();
                if (pending || step % 25 == 0) {
                    pendings += pending;
                    ++checked;
                    std::string error;
                    const std::string text = saveToJson(g.record, *g.state, g.log).dump();
                    auto loaded = parseSave(text, "save.json", &error);
                    INFO(error);
                    REQUIRE(loaded.has_value());
                    REQUIRE(*loaded->state == *g.state);
                    REQUIRE(stateHash(*loaded->state) == stateHash(*g.state));
                    REQUIRE(loaded->log == g.log);
                    REQUIRE(loaded->record.steps == g.record.steps);
                }
                randomStep(g, pick);
            }
        }
    }
    CHECK(checked > 50);
    CHECK(pendings > 0);
}

TEST_CASE("Saves are written atomically and load from their file", "[save]") {
    Game g = start("the_lost_treasure", 9);
    Rng pick(5);
    for (int i = 0; i < 20 && !g.state->isOver(); ++i) randomStep(g, pick);
    g.state->dice().forceD6(std::vector<int>{6, 1});
    const std::string path = tempPath("atomic.json");
    std::string error;
    REQUIRE(writeFileAtomically(path, saveToJson(g.record, *g.state, g.log).dump(), &error));
    auto loaded = loadSave(path, &error);
    INFO(error);
    REQUIRE(loaded.has_value());
    CHECK(*loaded->state == *g.state);
    CHECK(loaded->state->dice().forcedLeft() == 2);
    // No temporary file is left behind.
    int files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
        ++files;
    CHECK(files >= 1);
    for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
        CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
    CHECK_FALSE(writeFileAtomically("/nonexistent_dir_cata/x.json", "{}", &error));
    CHECK(error == "/nonexistent_dir_cata/x.json: cannot create a temporary file (No such file or directory)");
}

TEST_CASE("Bad saves are refused with a message naming the file and the problem", "[save]") {
    Game g = start("the_lost_treasure", 4);
    const json good = saveToJson(g.record, *g.state, g.log);
    const std::string text = good.dump(1);

    SECTION("missing file") {
        std::string error;
        CHECK_FALSE(loadSave("/nonexistent_cata/save.json", &error));
        CHECK(error == "/nonexistent_cata/save.json: cannot read (No such file or directory)");
    }
    SECTION("truncated") {
        CHECK(loadError("{\n \"format\": \"catakombes-save\",\n \"version\"") ==
              "save.json: not valid JSON, truncated or corrupted (line 3, column 11)");
        CHECK(loadError(text.substr(0, text.size() / 2)).rfind("save.json: not valid JSON, truncated or corrupted (line ", 0) == 0);
        CHECK(loadError("") == "save.json: not valid JSON, truncated or corrupted (line 1, column 1)");
    }
    SECTION("not a save") {
        CHECK(loadError("[1, 2]") == "save.json: not a Catakombes save (expected a JSON object, found an array)");
        CHECK(loadError("{\"version\": 1}") == "save.json: not a Catakombes save (missing \"format\")");
        json r = good;
        r["format"] = "catakombes-replay";
        CHECK(loadError(r.dump()) ==
              "save.json: not a Catakombes save (format \"catakombes-replay\", expected \"catakombes-save\")");
    }
    SECTION("versions") {
        json v = good;
        v["version"] = 7;
        CHECK(loadError(v.dump()) == "save.json: version 7 is newer than this game (1)");
        v["version"] = "1";
        CHECK(loadError(v.dump()) == "save.json: version: expected an integer, found a string");
        v.erase("version");
        CHECK(loadError(v.dump()) == "save.json: missing \"version\"");
    }
    SECTION("content edited or corrupted") {
        json c = good;
        c["content"]["quest"]["turn_limit"] = 99;
        CHECK(loadError(c.dump()) ==
              "save.json: the content does not match its content_hash (the file was edited or corrupted)");
        c["content_hash"] = EmbeddedContent::fromJson(c["content"]).hash();
        std::string error;
        CHECK(parseSave(c.dump(), "save.json", &error).has_value());  // consistent edits load
        c["content"]["quest"]["terrain"] = json::array({"#"});
        c["content_hash"] = EmbeddedContent::fromJson(c["content"]).hash();
        CHECK(loadError(c.dump()) == "save.json: the embedded content does not load: content.quest: /objects/0/at: [1, 1] is "
                                     "outside the map (1 × 1) (and 3 more problems)");
    }
    SECTION("limits: steps, nesting, size") {
        json many = good;
        many["actions"] = json::array();
        for (std::size_t i = 0; i <= kMaxSaveSteps; ++i) many["actions"].push_back(json{{"action", {{"type", "end_turn"}}}, {"hash", "0"}});
        CHECK(loadError(many.dump()) == "save.json: actions: too many steps: 100001, at most 100000");
        const std::string deep = "{\"format\": \"catakombes-save\",\n \"x\": " + std::string(65, '[') + std::string(65, ']') + "}";
        CHECK(loadError(deep) == "save.json: nesting too deep (line 2, column 70): at most 64 levels");
        // Brackets inside strings are not nesting.
        const std::string quoted = "{\"format\": \"" + std::string(100, '[') + "\\\"\"}";
        CHECK(loadError(quoted).rfind("save.json: not a Catakombes save (format ", 0) == 0);
        CHECK(loadError(std::string(kMaxSaveBytes + 1, ' ')) == "save.json: file too large (67108865 bytes, at most 64 MiB)");
    }
    SECTION("state corrupted") {
        json s = good;
        s["state"]["characters"][0]["hp"] = "ten";
        CHECK(loadError(s.dump()) == "save.json: state.characters[0].hp: expected an integer, found a string");
        s = good;
        s["state"]["characters"][0]["presence"] = "on_bord";
        CHECK(loadError(s.dump()) == "save.json: state.characters[0].presence: unknown value \"on_bord\"; expected one of "
                                     "\"on_board\", \"down\", \"casualty\", \"dead\", \"exited\"; did you mean \"on_board\"?");
        s = good;
        s["state"]["dice"]["rng"] = "xoshiro256ss:0";
        CHECK(loadError(s.dump()) == "save.json: state.dice.rng: not a valid generator state \"xoshiro256ss:0\"");
        s = good;
        s["state"]["turnn"] = 1;
        CHECK(loadError(s.dump()) == "save.json: state.turnn: unknown key; did you mean \"turn\"?");
        s = good;
        s["state"]["characters"][0]["card"] = "nobody";
        CHECK(loadError(s.dump()) == "save.json: state.characters[0].card: unknown card \"nobody\" (not in the embedded content)");
        s = good;
        s.erase("state");
        CHECK(loadError(s.dump()) == "save.json: missing \"state\"");
    }
}

TEST_CASE("A replay checks itself: the same hash after every step", "[replay]") {
    for (std::uint64_t seed : {11u, 12u}) {
        Game g = start("liberation", seed);
        Rng pick(seed);
        for (int i = 0; i < 300 && !g.state->isOver(); ++i) {
            if (i == 10) {  // forced dice are steps too
                const json force = {{"power", {"I*", "I", "blank"}}, {"location", {"head"}}, {"d6", {5, 2}}};
                applyForce(*g.state, force, "force");
                g.record.steps.push_back(json{{"force", force}, {"hash", stateHash(*g.state)}});
            }
            randomStep(g, pick);
        }
        const std::string path = tempPath("replay.json");
        std::string error;
        REQUIRE(writeFileAtomically(path, replayToJson(g.record, stateHash(*g.state)).dump(), &error));
        auto replay = loadReplay(path, &error);
        INFO(error);
        REQUIRE(replay.has_value());
        ReplayOutcome r = playReplay(*replay);
        INFO(r.error);
        CHECK(r.hashes_match);
        CHECK(r.steps_played == static_cast<int>(g.record.steps.size()));
        REQUIRE(r.state.has_value());
        CHECK(*r.state == *g.state);
        CHECK(r.log == g.log);

        // A tampered hash is found, at its step.
        LoadedReplay bad = *replay;
        bad.record.steps[5]["hash"] = "0000000000000000";
        ReplayOutcome rb = playReplay(bad);
        CHECK_FALSE(rb.hashes_match);
        CHECK(rb.error.rfind("actions[5]: hash 0000000000000000 recorded, ", 0) == 0);
    }
}

TEST_CASE("Actions read from JSON give precise errors", "[action_json]") {
    Game g = start("the_lost_treasure", 1);
    const JsonNames names = JsonNames::of(*g.state);
    const std::string hero = names.characters.front();
    auto error = [&](const json& v) -> std::string {
        try {
            actionFromJson(v, names);
        } catch (const FormError& e) {
            return e.what();
        }
        return "no error";
    };
    CHECK(error(json{{"type", "wlak"}}) == "action.type: unknown action type \"wlak\"; did you mean \"walk\"?");
    CHECK(error(json{{"type", "walk"}, {"actor", hero}, {"to", "north"}}) == "action.to: expected [x, y], found a string");
    CHECK(error(json{{"type", "walk"}, {"actor", hero}}) == "action: missing \"to\"");
    CHECK(error(json{{"type", "walk"}, {"actor", 3.5}, {"to", {1, 1}}}) == "action.actor: expected a character id, found a decimal number");
    CHECK(error(json{{"type", "walk"}, {"actor", hero + "x"}, {"to", {1, 1}}}) ==
          "action.actor: no character \"" + hero + "x\"; did you mean \"" + hero + "\"?");
    CHECK(error(json{{"type", "walk"}, {"actor", hero}, {"to", {1, 1}}, {"too", 1}}) ==
          "action.too: unknown key; did you mean \"to\"?");
    CHECK(error(json::array()) == "action: expected an object, found an array");
    CHECK(error(json{{"actor", hero}}) == "action: missing \"type\"");
    CHECK(error(json{{"option", "stya"}}) ==
          "action.option: unknown answer \"stya\"; expected one of move_anyway, stay, use_destiny, decline_destiny, pass; did you mean \"stay\"?");
    CHECK(std::holds_alternative<Stay>(actionFromJson(json{{"type", "answer"}, {"option", "stay"}}, names)));
    CHECK(std::holds_alternative<EndTurn>(actionFromJson(json{{"type", "end_turn"}, {"ap", 0}}, names)));
}

TEST_CASE("R6 a test's terms go to JSON as keys and arguments with their English words, and back", "[action_json]") {
    Game g = start("the_lost_treasure", 1);
    const JsonNames names = JsonNames::of(*g.state);
    REQUIRE(names.characters.size() >= 2);
    const std::string first = names.characters[0], second = names.characters[1];
    TestRolled t{0, Characteristic::Shoot, TestRoll{}, "shot", "R19", {}};
    t.modifiers = {{ModifierKey::Characteristic, 0, "shoot", 0, "", 3, true},
                   {ModifierKey::Skill, 0, "marksman", 0, "", 1, true},
                   {ModifierKey::Buff, 0, "shoot", 0, "R23", 1, true},
                   {ModifierKey::SwarmFigures, 1, "", 2, "R33", 2, false},
                   {ModifierKey::NotBelowZero, 1, "shoot", 0, "", 1, true},
                   {ModifierKey::Distance, -1, "", 5, "R19", 2, false},
                   {ModifierKey::AdjacentEnemy, 1, "", 0, "R19", 1, false},
                   {ModifierKey::SpellDifficulty, -1, "fireball", 0, "R23", 3, false},
                   {ModifierKey::OtherSquares, -1, "", 2, "R17", -2, false}};
    const json j = eventToJson(t, names);
    REQUIRE(j.at("modifiers").size() == t.modifiers.size());
    CHECK(j.at("modifiers")[0] == json{{"source", "Shoot of " + first}, {"key", "characteristic"}, {"who", first},
                                       {"ref", "shoot"}, {"n", 0}, {"rule", ""}, {"delta", 3}, {"dice", true}});
    CHECK(j.at("modifiers")[5] == json{{"source", "distance 5 (R19)"}, {"key", "distance"}, {"who", nullptr}, {"ref", ""},
                                       {"n", 5}, {"rule", "R19"}, {"delta", 2}, {"dice", false}});
    std::vector<std::string> sources;
    for (const json& m : j.at("modifiers")) sources.push_back(m.at("source").get<std::string>());
    CHECK(sources == std::vector<std::string>{"Shoot of " + first, "skill marksman", "spell buff (R23)",
                                              "swarm figures (R33)", "not below 0", "distance 5 (R19)",
                                              "adjacent enemy " + second + " (R19)", "spell fireball (R23)",
                                              "attacked from 2 other squares this turn (R17)"});
    CHECK(eventFromJson(j, names) == Event{t});
    // A log written before the keys existed: its English words are kept as they are.
    json old = j;
    old["modifiers"] = json::array({json{{"source", "M.At of " + first}, {"delta", 2}, {"dice", true}}});
    const auto back = std::get<TestRolled>(eventFromJson(old, names));
    CHECK(back.modifiers == std::vector<Modifier>{{ModifierKey::Text, -1, "M.At of " + first, 0, "", 2, true}});
    CHECK(modifierText(back.modifiers[0], "") == "M.At of " + first);
    CHECK(eventToJson(back, names).at("modifiers")[0].at("source") == "M.At of " + first);
    // A key that does not exist is refused with the allowed ones.
    json bad = j;
    bad["modifiers"][0]["key"] = "distanse";
    try {
        eventFromJson(bad, names);
        FAIL("no error");
    } catch (const FormError& e) {
        CHECK(std::string(e.what()).find("event.modifiers[0].key: unknown value \"distanse\"") == 0);
    }
}

TEST_CASE("R37 deploy places an asked gigantic character where its whole footprint fits, the game starts",
          "[R37]") {
    for (const auto& quest : cata::test::shippedDocs().library().quests) {
        if (quest.master_roster) continue;  // the quest fixes the Master's group
        INFO(quest.id);
        const std::vector<RosterEntry> master = {{"bone_colossus", "", std::nullopt}};
        const Deployment d = deploy(cata::test::shippedDocs().library(), quest, std::nullopt, master);
        REQUIRE(d.error.empty());
        REQUIRE(d.master.size() == 1);
        GameRecord record;
        record.heroes = d.heroes;
        record.master = d.master;
        record.seed = 5;
        std::vector<std::string> cards = {"bone_colossus"};
        for (const auto& p : d.heroes) cards.push_back(p.card);
        auto embedded = cata::test::shippedDocs().embed(quest.id, cards);
        REQUIRE(embedded.has_value());
        record.content = *embedded;
        std::string error;
        auto content = loadEmbedded(record.content, quest.id, &error);
        INFO(error);
        REQUIRE(content != nullptr);
        std::vector<std::string> problems;
        auto state = GameState::create(setupOf(record, content), &problems);
        INFO((problems.empty() ? "" : problems.front()));
        REQUIRE(state.has_value());
        const int colossus = state->characterIndex("bone_colossus");
        REQUIRE(colossus >= 0);
        const Pos at = state->character(colossus).pos;
        for (Pos p : {at, Pos{at.x + 1, at.y}, Pos{at.x, at.y + 1}, Pos{at.x + 1, at.y + 1}})
            CHECK(state->characterAt(p) == colossus);
    }
}

TEST_CASE("R44 solo_master: the option, activation and solo rolls are saved, older saves load without them", "[save][R44]") {
    GameOptions options;
    options.solo_master = true;
    Game g = start(cata::test::shippedDocs().library().quests.front().id, 5, options);
    Rng pick(9);
    bool rolled = false;
    for (int i = 0; i < 600 && !g.state->isOver() && !rolled; ++i) {
        if (g.state->toMove() == Side::Heroes && g.state->isLegal(EndTurn{})) {
            g.state->apply(EndTurn{});  // the heroes wait: the Master's turns come sooner
            continue;
        }
        randomStep(g, pick);  // JSON forms of every action (solo_roll too) and event (solo_rolled)
        for (const auto& c : g.state->characters()) rolled = rolled || c.solo_roll > 0;
        const json sj = stateDataToJson(g.state->data(), g.state->content());
        REQUIRE(stateDataFromJson(sj, g.state->content()) == g.state->data());
    }
    CHECK(rolled);
    GameStateData with = g.state->data();  // activation and `acted` round-trip too
    with.characters.back().activated = true;
    with.characters.back().acted = true;
    REQUIRE(stateDataFromJson(stateDataToJson(with, g.state->content()), g.state->content()) == with);
    json sj = stateDataToJson(g.state->data(), g.state->content());
    CHECK(sj["options"]["solo_master"] == true);
    // A save written before R44 existed: no solo_master, no activation fields.
    sj["options"].erase("solo_master");
    for (auto& c : sj["characters"]) {
        c.erase("activated");
        c.erase("solo_roll");
        c.erase("acted");
    }
    const GameStateData old = stateDataFromJson(sj, g.state->content());
    CHECK_FALSE(old.options.solo_master);
    for (const auto& c : old.characters) {
        CHECK_FALSE(c.activated);
        CHECK(c.solo_roll == 0);
    }
    // Without the option nothing new is written, so older hashes stay the same.
    Game plain = start(cata::test::shippedDocs().library().quests.front().id, 5);
    const json pj = stateDataToJson(plain.state->data(), plain.state->content());
    CHECK_FALSE(pj["options"].contains("solo_master"));
    CHECK_FALSE(pj["characters"][0].contains("activated"));
}
