// The quest format's "start" section, a whole position (core position.h,
// docs/content-format.md "Start position"): read with the quest, judged by the rules core,
// every problem at its line and column; written back from a game (position_json.h) with a
// round trip to an equal state and state hash.
#include <catch2/catch.hpp>

#include "cata/content/action_json.h"
#include "cata/content/library.h"
#include "cata/content/position_json.h"
#include "cata/content/save_content.h"
#include "cata/core/position.h"
#include "fixtures.h"

namespace {

using namespace cata;
using namespace cata::content;
using namespace cata::content::test;
using nlohmann::json;

/// The base quest with a "start" section (one line, before "victory", on line 27).
Lines withStart(const std::string& start) {
    return questProblems({{R"(  "victory")", "  \"start\": " + start + ",\n  \"victory\""}});
}

/// A start of two heroes in the entry and a goblin in the vault.
const char* kStart =
    R"({"turn": 3, "side": "master", "characters": [{"card": "irf", "at": [1, 1], "hp": 7, "ap": 0, "destiny": 0, "carrying": ["gem"]}, {"card": "torgils", "at": [2, 2], "waiting": 2, "poisoned": true}, {"card": "goblin", "id": "gob", "at": [6, 1], "webbed": 1, "stunned": 1}], "objects": [{"id": "treasure", "open": true}, {"id": "door_5_2", "open": true}]})";

std::string questWith(const std::string& start) {
    return edit(kBaseQuest,
                {{R"({"id": "treasure", "at": [7, 2]})", R"({"id": "treasure", "at": [7, 2], "contains": ["gem"]})"},
                 {R"(  "victory")",
                  "  \"items\": [{\"id\": \"gem\", \"name\": {\"en\": \"Gem\", \"fr\": \"Gemme\"}, \"in\": "
                  "\"treasure\"}],\n  \"start\": " +
                      start + ",\n  \"victory\""}});
}

LoadReport load(const std::string& text) {
    return loadSources({{"spells.json", "", contextSpells(), ContentKind::Spells, false},
                        {"cards.json", "", contextCards(), ContentKind::Cards, false},
                        {"q.json", "", text, ContentKind::Quest, true}});
}

/// The game content of the one quest of `report`, with its cards.
std::shared_ptr<GameContent> contentOf(const LoadReport& report) {
    auto content = std::make_shared<GameContent>();
    content->ruleset = report.library.ruleset;
    content->quest = report.library.quests.at(0);
    for (const auto& c : report.library.cards) content->cards.push_back(c);
    return content;
}

GameState startOf(const std::shared_ptr<GameContent>& content, std::uint64_t seed = 5, GameOptions options = {}) {
    GameSetup setup;
    setup.content = content;
    setup.seed = seed;
    setup.options = options;
    std::vector<std::string> errors;
    auto s = GameState::create(setup, &errors);
    INFO((errors.empty() ? "" : errors.front()));
    REQUIRE(s.has_value());
    return *s;
}

}  // namespace

TEST_CASE("position: a start section loads to the exact position, and the game starts there", "[position]") {
    const LoadReport report = load(questWith(kStart));
    INFO((report.diagnostics.empty() ? "" : report.diagnostics[0].format()));
    REQUIRE(report.diagnostics.empty());
    const QuestDef& q = report.library.quests.at(0);
    REQUIRE(q.start.has_value());
    const StartPosition& p = *q.start;
    CHECK(p.turn == 3);
    CHECK(p.side == Side::Master);
    REQUIRE(p.characters.size() == 3);
    CHECK(p.characters[0].card == "irf");
    CHECK(p.characters[0].id.empty());
    CHECK(p.characters[0].at == Pos{1, 1});
    CHECK(p.characters[0].hp == 7);
    CHECK(p.characters[0].carrying == std::vector<std::string>{"gem"});
    CHECK(p.characters[1].waiting == 2);
    CHECK(p.characters[1].poisoned);
    CHECK_FALSE(p.characters[1].hp.has_value());
    CHECK(p.characters[2].id == "gob");
    CHECK(p.characters[2].webbed == 1);
    CHECK(p.characters[2].stun == 1);
    REQUIRE(p.objects.size() == 2);
    CHECK(p.objects[0].open == std::optional<bool>(true));

    const GameState s = startOf(contentOf(report));
    CHECK(s.turn() == 3);
    CHECK(s.activeSide() == Side::Master);
    REQUIRE(s.characters().size() == 3);
    CHECK(s.character(0).id == "irf");
    CHECK(s.character(0).side == Side::Heroes);
    CHECK(s.character(0).hp == 7);
    CHECK(s.character(0).ap == 0);
    CHECK(s.character(0).destiny == 0);
    CHECK(s.character(1).hp == 10);  // unset: the card's
    CHECK(s.character(1).ap == 0);   // unset, not the side to play: none
    CHECK(s.character(1).destiny == 1);
    CHECK(s.character(2).side == Side::Master);
    CHECK(s.character(2).ap == 4);  // unset, the side to play: its allowance (R7)
    CHECK(s.carried(0) == std::vector<int>{0});
    CHECK(s.items()[0].container == -1);
    CHECK(s.data().objects[0].open);
    CHECK(s.board().isWalkable({5, 2}));  // the door is open
    CHECK(s.pending() == std::nullopt);   // no R8 start of turn: the position is as given
    CHECK(s.toMove() == Side::Master);
}

TEST_CASE("position: bad start sections get exact messages where they are", "[position]") {
    const std::string c = R"({"turn": 1, "characters": [)";
    // The form: types and ranges (the reader).
    CHECK(withStart(R"({"turn": 0, "characters": []})") ==
          Lines{"q.json:27:21: /start/turn: expected an integer from 1 to 1000, found 0"});
    CHECK(withStart(R"({"side": "gm", "characters": []})") ==
          Lines{R"(q.json:27:21: /start/side: unknown side "gm"; expected one of heroes, master)"});
    CHECK(withStart(R"({"turn": 1})") == Lines{R"(q.json:27:12: /start: missing required key "characters")"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "ap": -1}]})") ==
          Lines{"q.json:27:75: /start/characters/0/ap: expected an integer from 0 to 1000, found -1"});
    CHECK(withStart(c + R"({"card": "irff", "at": [1, 1]}]})") ==
          Lines{R"(q.json:27:48: /start/characters/0/card: unknown card "irff"; did you mean "irf"?)"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "hp": 5, "hpp": 1}]})") ==
          Lines{R"(q.json:27:78: /start/characters/0/hpp: unknown key "hpp"; did you mean "hp"?)"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "down": true, "out": "dead"}]})") ==
          Lines{R"(q.json:27:77: /start/characters/0/down: a character is either "down" or "out", not both)"});
    // The rules (the core): each field out of what the rules allow.
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "hp": 11}]})") ==
          Lines{R"(q.json:27:75: /start/characters/0/hp: "irf" has 11 HP, more than its 10)"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "hp": 0}]})") ==
          Lines{R"(q.json:27:75: /start/characters/0/hp: "irf" has 0 HP: a hero at 0 HP or less is down (R25))"});
    CHECK(
        withStart(c + R"({"card": "irf", "at": [1, 1], "down": true, "hp": 3}]})") ==
        Lines{
            R"(q.json:27:89: /start/characters/0/hp: "irf" is down with 3 HP: a hero is down at 0 HP or less (R25))"});
    CHECK(
        withStart(c + R"({"card": "goblin", "at": [6, 1], "down": true}]})") ==
        Lines{R"(q.json:27:80: /start/characters/0/down: "goblin" is a Master character: only heroes go down (R25))"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "ap": 5}]})") ==
          Lines{R"(q.json:27:75: /start/characters/0/ap: "irf" has 5 AP, its allowance 4 (R7))"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "destiny": 2}]})") ==
          Lines{R"(q.json:27:80: /start/characters/0/destiny: "irf" has 2 destiny points, its card 1 (R27))"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "waiting": 3}]})") ==
          Lines{R"(q.json:27:80: /start/characters/0/waiting: "irf" has 3 waiting points, at most 2 (R42))"});
    CHECK(
        withStart(c + R"({"card": "goblin", "at": [6, 1], "waiting": 1}]})") ==
        Lines{
            R"(q.json:27:83: /start/characters/0/waiting: "goblin" is a Master character: only heroes bank waiting points (R42))"});
    CHECK(withStart(R"({"turn": 31, "characters": []})") ==
          Lines{"q.json:27:21: /start/turn: turn 31 is out of range: from 1 to the turn limit 30 (R52)"});
    // Squares: a wall, outside the map, a closed door, two characters on one square.
    CHECK(
        withStart(c + R"({"card": "irf", "at": [0, 1]}]})") ==
        Lines{
            R"(q.json:27:61: /start/characters/0/at: "irf" stands on [0, 1], not a square a character can stand on (R37))"});
    CHECK(withStart(c + R"({"card": "irf", "at": [10, 1]}]})") ==
          Lines{R"(q.json:27:61: /start/characters/0/at: "irf" stands outside the map at [10, 1] (10 × 5))"});
    CHECK(
        withStart(c + R"({"card": "irf", "at": [7, 2]}]})") ==
        Lines{
            R"(q.json:27:61: /start/characters/0/at: "irf" stands on [7, 2], not a square a character can stand on (R37))"});
    CHECK(withStart(c + R"({"card": "irf", "at": [2, 2]}, {"card": "torgils", "at": [2, 2]}]})") ==
          Lines{R"(q.json:27:96: /start/characters/1/at: "torgils" stands on [2, 2] like "irf" (R37))"});
    CHECK(withStart(c + R"({"card": "irf"}]})") ==
          Lines{R"(q.json:27:39: /start/characters/0: "irf" is on the board: it needs a square)"});
    // Characters and items named.
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "duel": "gob"}]})") ==
          Lines{R"(q.json:27:77: /start/characters/0/duel: unknown character "gob")"});
    CHECK(
        withStart(c + R"({"card": "irf", "at": [1, 1], "duel": "torgils"}, {"card": "torgils", "at": [2, 2]}]})") ==
        Lines{
            R"(q.json:27:77: /start/characters/0/duel: "irf" and "torgils" are on the same side: a duel is between opponents (R46))"});
    CHECK(
        withStart(c + R"({"card": "irf", "id": "x", "at": [1, 1]}, {"card": "torgils", "id": "x", "at": [2, 2]}]})") ==
        Lines{R"(q.json:27:107: /start/characters/1/id: two characters have the id "x")"});
    CHECK(withStart(c + R"({"card": "irf", "at": [1, 1], "carrying": ["gem"]}]})") ==
          Lines{R"(q.json:27:82: /start/characters/0/carrying/0: unknown item "gem")"});
    // Objects.
    CHECK(withStart(R"({"characters": [], "objects": [{"id": "tresure", "open": true}]})") ==
          Lines{R"(q.json:27:50: /start/objects/0/id: unknown object "tresure")"});
    CHECK(withStart(R"({"characters": [], "objects": [{"id": "treasure", "locked": true}]})") ==
          Lines{R"(q.json:27:72: /start/objects/0/locked: "treasure" has no lock in this quest (R40))"});
    // R53: the groups.
    CHECK(
        withStart(c + R"({"card": "lich", "at": [6, 1]}, {"card": "vampire", "at": [7, 1]}]})") ==
        Lines{R"(q.json:27:80: /start/characters/1/card: The Master's group has 2 Master leaders: at most one (R53))"});
}

TEST_CASE("position: a position written out and read back gives an equal state and the same hash",
          "[position][roundtrip]") {
    const LoadReport report = load(questWith(kStart));
    REQUIRE(report.diagnostics.empty());
    auto content = contentOf(report);
    const GameState first = startOf(content);
    std::vector<std::string> lost;
    const json written = positionToJson(first, &lost);
    CHECK(lost.empty());
    // The position as the quest's start: read by the loader from the document, as a file.
    json quest = json::parse(questWith(kStart));
    quest["start"] = written;
    const LoadReport again = load(quest.dump(2));
    INFO((again.diagnostics.empty() ? "" : again.diagnostics[0].format()));
    REQUIRE(again.diagnostics.empty());
    const GameState second = startOf(contentOf(again));
    CHECK(second.data() == first.data());
    CHECK(stateHash(second) == stateHash(first));
    CHECK(positionToJson(second) == written);  // and written again, the same JSON
    CHECK(written.at("characters").at(0) ==
          json::parse(
              R"({"card": "irf", "id": "irf", "at": [1, 1], "hp": 7, "ap": 0, "destiny": 0, "carrying": ["gem"]})"));
}

TEST_CASE("position: a game played some turns is written out and started again from there", "[position][roundtrip]") {
    const LoadReport report = load(questWith(
        R"({"characters": [{"card": "irf", "at": [1, 1]}, {"card": "torgils", "at": [2, 2]}, {"card": "goblin", "at": [6, 1]}]})"));
    REQUIRE(report.diagnostics.empty());
    auto content = contentOf(report);
    GameOptions quiet;
    quiet.unexpected_events = false;  // R45's extra AP would be above the allowance
    GameState s = startOf(content, 9, quiet);
    // Walks and ends of turn only (no dice): a position the format says whole.
    for (int step = 0; step < 6 && !s.isOver(); ++step) {
        const auto legal = s.legalActions();
        const LegalAction* pick = nullptr;
        for (const auto& l : legal)
            if (!l.info.rolls_dice && !l.info.reveals &&
                (std::holds_alternative<Walk>(l.action) || std::holds_alternative<EndTurn>(l.action))) {
                pick = &l;
                if (std::holds_alternative<Walk>(l.action) && step % 2 == 0) break;
            }
        REQUIRE(pick != nullptr);
        s.apply(pick->action);
    }
    std::vector<std::string> lost;
    json quest = json::parse(questWith(kStart));
    quest["start"] = positionToJson(s, &lost);
    CHECK(lost.empty());
    const LoadReport again = load(quest.dump());
    INFO((again.diagnostics.empty() ? "" : again.diagnostics[0].format()));
    REQUIRE(again.diagnostics.empty());
    const GameState back = startOf(contentOf(again), 9, quiet);
    CHECK(back.characters() == s.characters());
    CHECK(back.data().objects == s.data().objects);
    CHECK(back.items() == s.items());
    CHECK(back.turn() == s.turn());
    CHECK(back.activeSide() == s.activeSide());
}
