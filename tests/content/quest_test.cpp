// Quests: the map drawn in ASCII, zones, objects, reinforcement entries (R24), rosters (R53),
// special actions (R51), victory and defeat (R52). The base quest of fixtures.h is valid;
// each test breaks one thing and expects the exact message at the exact position.
#include <catch2/catch.hpp>

#include "cata/content/engine_setup.h"
#include "cata/content/library.h"
#include "fixtures.h"

namespace {

using namespace cata;
using namespace cata::content;
using namespace cata::content::test;

const char* kHouseRules = R"({"id": "house", "name": {"en": "H", "fr": "H"},
  "power_die": ["blank", "blank", "I", "I", "I", "I*"], "location_die": ["head", "chest", "chest", "arm", "arm", "leg"],
  "shot_bands": [{"up_to": 3, "difficulty": 1}],
  "unexpected_events": [{"from": 2, "to": 12, "event": "nothing", "text": {"en": "-", "fr": "-"}}],
  "solo_non_activated": [{"from": 1, "to": 6, "behaviour": "idle", "text": {"en": "-", "fr": "-"}}],
  "numbers": {"default_budget": 250, "default_turn_limit": 20, "lock_difficulty": 5, "trap_difficulty": 2}})";

/// The base quest with a `rosters` line before `victory` (which moves to line 28).
Lines withRosters(const std::string& rosters, const std::vector<std::pair<std::string, std::string>>& more = {}) {
    auto changes = more;
    changes.insert(changes.begin(), {R"(  "victory")", "  \"rosters\": " + rosters + ",\n  \"victory\""});
    return questProblems(changes);
}

/// `text` as q.json, loaded with the test ruleset and the context cards.
LoadReport loadQuest(const std::string& text) {
    return loadSources({{"rules.json", "", std::string(kHouseRules), ContentKind::Ruleset, false},
                        {"cards.json", "", contextCards(), ContentKind::Cards, false},
                        {"q.json", "", text, ContentKind::Quest, true}});
}

}  // namespace

TEST_CASE("The base quest of the tests is valid") {
    CHECK(questProblems({}) == Lines{});
}

TEST_CASE("A good quest loads to the exact definition") {
    const std::string text = edit(kBaseQuest, {{R"(  "terrain")", "  \"legend\": {\"*\": \"rubble\"},\n  \"terrain\""},
                                               {R"("#....#...#")", R"("#.*..#;RR#")"}});
    const LoadReport report = loadQuest(text);
    INFO((report.diagnostics.empty() ? "" : report.diagnostics[0].format()));
    REQUIRE(report.diagnostics.empty());
    REQUIRE(report.library.quests.size() == 1);
    const QuestDef& q = report.library.quests[0];
    CHECK(q.id == "test_quest");
    CHECK(q.number == 1);
    CHECK(q.title == LocalText{"T", "T"});
    CHECK(q.budget == 250);     // the ruleset's default_budget
    CHECK(q.turn_limit == 20);  // the ruleset's default_turn_limit (R52)
    CHECK(q.width == 10);
    CHECK(q.height == 5);
    CHECK(q.tile({0, 0}) == TileKind::Wall);
    CHECK(q.tile({1, 1}) == TileKind::Floor);
    CHECK(q.tile({2, 3}) == TileKind::Rubble);  // from the legend
    CHECK(q.tile({5, 2}) == TileKind::DoorOpen);
    CHECK(q.tile({7, 2}) == TileKind::Chest);
    CHECK(q.tile({6, 3}) == TileKind::HiddenTrap);
    CHECK(q.tile({8, 1}) == TileKind::Reinforcement);
    REQUIRE(q.zones.size() == 2);
    CHECK(q.zones[0].letter == 'A');
    CHECK(q.zones[0].id == "entry");
    CHECK(q.zones[0].name == LocalText{"Entry", "Entrée"});
    CHECK(q.zones[0].squares == std::vector<Pos>{{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 2}, {3, 3}, {4, 1}, {4, 2}, {4, 3}});
    CHECK(q.zones[1].squares == std::vector<Pos>{{6, 1}, {6, 2}, {6, 3}, {7, 1}, {7, 2}, {7, 3}, {8, 1}, {8, 2}, {8, 3}});
    CHECK(q.hero_zone == "entry");
    ObjectDef door{"door_5_2", ObjectKind::Door, {5, 2}, true, false, 5, true, true, false, 2, 4, {}, {}};
    ObjectDef chest{"treasure", ObjectKind::Chest, {7, 2}, false, false, 5, true, true, false, 2, 4, {}, {}};
    ObjectDef trap{"trap_6_3", ObjectKind::Trap, {6, 3}, false, false, 5, true, true, true, 2, 4, {}, {}};
    CHECK(q.objects == std::vector<ObjectDef>{door, chest, trap});
    // R24: 8-connected groups of R squares, each sorted, ordered by first square.
    CHECK(q.reinforcement_entries == std::vector<std::vector<Pos>>{{{7, 3}, {8, 3}}, {{8, 1}}});
    CHECK_FALSE(q.hero_roster.has_value());
    CHECK_FALSE(q.master_roster.has_value());
    REQUIRE(q.victory.size() == 1);
    CHECK(q.victory[0].type == ConditionType::ChestOpened);
    CHECK(q.victory[0].target == "treasure");
    CHECK(q.defeat.empty());
}

TEST_CASE("Rosters, items, special actions and nested conditions load") {
    const std::string text = edit(kBaseQuest, {
        {R"({"id": "treasure", "at": [7, 2]})", R"({"id": "treasure", "at": [7, 2], "contains": ["gem"], "lock_difficulty": 6})"},
        {R"(  "victory")", R"(  "items": [{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "in": "treasure"}],
  "special_actions": [{"id": "speech", "name": {"en": "S", "fr": "S"}, "text": {"en": "T", "fr": "T"}, "side": "heroes", "ap": 2,
    "characteristic": "charisma", "difficulty": 4, "where": {"same_zone_as": "treasure"}, "on_success": [{"type": "give_item", "item": "gem"}]}],
  "rosters": {"heroes": ["irf", {"card": "irf", "at": [2, 2]}], "master": [{"card": "lich", "id": "boss", "at": [8, 1]}, "goblin", "goblin"]},
  "defeat": [{"type": "any", "of": [{"type": "character_killed", "character": "irf_2"}, {"type": "turn_reached", "turns": 12}]}],
  "victory")"},
        {R"([{"type": "chest_opened", "object": "treasure"}])", R"([{"type": "item_carried_out", "item": "gem", "zone": "entry"}, {"type": "special_action_succeeded", "action": "speech"}])"}});
    const LoadReport report = loadSources({{"cards.json", "", contextCards(), ContentKind::Cards, false}, {"q.json", "", text, ContentKind::Quest, true}});
    INFO((report.diagnostics.empty() ? "" : report.diagnostics[0].format()));
    REQUIRE(report.diagnostics.empty());
    const QuestDef& q = report.library.quests.at(0);
    CHECK(q.object("treasure")->contains == std::vector<std::string>{"gem"});
    CHECK(q.object("treasure")->lock_difficulty == 6);
    CHECK(q.items == std::vector<ItemDef>{{"gem", {"Gem", "Gemme"}, "treasure", std::nullopt}});
    REQUIRE(q.special_actions.size() == 1);
    const SpecialActionDef& a = q.special_actions[0];
    CHECK(a.ap == 2);
    CHECK(a.characteristic == Characteristic::Charisma);
    CHECK(a.where == WhereKind::SameZoneAs);
    CHECK(a.where_target == "treasure");
    CHECK(a.on_success == std::vector<QuestEffect>{{QuestEffectType::GiveItem, "gem"}});
    CHECK(q.hero_roster == std::vector<RosterEntry>{{"irf", "irf", std::nullopt}, {"irf", "irf_2", Pos{2, 2}}});
    CHECK(q.master_roster == std::vector<RosterEntry>{{"lich", "boss", Pos{8, 1}}, {"goblin", "goblin", std::nullopt}, {"goblin", "goblin_2", std::nullopt}});
    REQUIRE(q.defeat.size() == 1);
    CHECK(q.defeat[0].type == ConditionType::AnyOf);
    REQUIRE(q.defeat[0].of.size() == 2);
    CHECK(q.defeat[0].of[0].target == "irf_2");
    CHECK(q.defeat[0].of[1].turns == 12);
    CHECK(q.victory[0].zone == "entry");
    CHECK(q.victory[0].target == "gem");
}

TEST_CASE("Terrain rows must all have the same length") {
    CHECK(questProblems({{R"("#....'.$.#")", R"("#....'.$.#..")"}}) == Lines{"q.json:10:5: /terrain/2: row 2 has 12 characters, expected 10 like row 0"});
}

TEST_CASE("An unknown map character points at the character") {
    CHECK(questProblems({{R"("#....#...#")", R"("#....#.X.#")"}}) ==
          Lines{R"(q.json:11:13: /terrain/3: unknown map character 'X' at [7, 3]; define it in "legend")"});
}

TEST_CASE("Maps are at most 64 × 64") {
    std::string rows;
    for (int i = 0; i < 65; ++i) rows += "\"##########\", ";
    CHECK(questProblems({{R"("##########",)", rows}}) == Lines{"q.json:7:14: /terrain: map has 69 rows, at most 64"});
    const std::string all_rows = "\"##########\",\n    \"#....#..R#\",\n    \"#....'.$.#\",\n    \"#....#...#\",\n    \"##########\"";
    CHECK(questProblems({{all_rows, "\"" + std::string(65, '#') + "\""}}) == Lines{"q.json:8:5: /terrain/0: map is 65 characters wide, at most 64"});
}

TEST_CASE("A legend key is a single character and names a tile") {
    CHECK(questProblems({{R"(  "terrain")", "  \"legend\": {\"**\": \"rubble\", \"*\": \"rubel\"},\n  \"terrain\""}}) ==
          Lines{R"(q.json:7:14: /legend/**: legend key "**" must be a single character)",
                R"(q.json:7:35: /legend/*: unknown tile "rubel"; expected one of void, floor, wall, rubble, lava, trap, hidden_trap, door_open, door_closed, door_locked, secret_door, cell, cell_open, chest, chest_locked, barrel, reinforcement; did you mean "rubble"?)"});
}

TEST_CASE("zone_map must have as many rows as terrain") {
    CHECK(questProblems({{".AAAA.BBB.\",\n    \"..........\"", ".AAAA.BBB.\""}}) == Lines{"q.json:14:15: /zone_map: zone_map has 4 rows, expected 5 like terrain"});
}

TEST_CASE("zone_map rows must be as long as terrain rows") {
    CHECK(questProblems({{R"(".AAAA.BBB.")", R"(".AAAA.BBB")"}}) == Lines{"q.json:16:5: /zone_map/1: zone_map row 1 has 9 characters, expected 10 like terrain"});
}

TEST_CASE("An undeclared zone letter") {
    CHECK(questProblems({{R"(".AAAA.BBB.")", R"(".AAAA.BZB.")"}}) == Lines{"q.json:16:13: /zone_map/1: unknown zone letter 'Z' at [7, 1]; declared letters: A, B"});
}

TEST_CASE("A zone letter on a wall") {
    CHECK(questProblems({{R"("..........")", R"("A.........")"}}) == Lines{"q.json:15:6: /zone_map/0: zone letter 'A' at [0, 0] is on a wall"});
}

TEST_CASE("A door must stand in a wall line") {
    CHECK(questProblems({{R"("#....#..R#")", R"("#...+#..R#")"}}) ==
          Lines{"q.json:9:10: /terrain/1: door at [4, 1] is not in a wall line: it needs walls on two opposite sides and open ground on the other two"});
}

TEST_CASE("A secret door must stand in a wall line, and the door beside it loses its wall") {
    CHECK(questProblems({{R"("#....#...#")", R"("#....S...#")"}}) ==
          Lines{"q.json:10:11: /terrain/2: door at [5, 2] is not in a wall line: it needs walls on two opposite sides and open ground on the other two",
                "q.json:11:11: /terrain/3: secret door at [5, 3] is not in a wall line: it needs walls on two opposite sides and open ground on the other two"});
}

TEST_CASE("An object annotation on a wall, and the condition that named it") {
    CHECK(questProblems({{R"("at": [7, 2])", R"("at": [0, 2])"}}) ==
          Lines{"q.json:26:40: /objects/0/at: no object at [0, 2]: the square is a wall",
                R"(q.json:27:50: /victory/0/object: unknown object "treasure")"});
}

TEST_CASE("An object annotation outside the map") {
    CHECK(questProblems({{R"("at": [7, 2])", R"("at": [12, 2])"}, {R"("object": "treasure")", R"("object": "chest_7_2")"}}) ==
          Lines{"q.json:26:40: /objects/0/at: [12, 2] is outside the map (10 × 5)"});
}

TEST_CASE("An object key that does not fit the object") {
    CHECK(questProblems({{R"("at": [7, 2]})", R"("at": [7, 2], "trap_difficulty": 3})"}}) ==
          Lines{R"(q.json:26:48: /objects/0/trap_difficulty: "trap_difficulty" is only for traps; the object at [7, 2] is a chest)"});
}

TEST_CASE("Two annotations renaming objects to the same id") {
    CHECK(questProblems({{R"({"id": "treasure", "at": [7, 2]})", R"({"id": "treasure", "at": [7, 2]}, {"id": "treasure", "at": [5, 2]})"}}) ==
          Lines{R"(q.json:26:56: /objects/1/id: duplicate object id "treasure")"});
}

TEST_CASE("A zone that cannot be reached from the hero zone") {
    CHECK(questProblems({{R"("#....'.$.#")", R"("#....#.$.#")"}}) ==
          Lines{R"(q.json:23:5: /zones/1: zone "vault" cannot be reached from the hero zone "entry")",
                R"(q.json:27:50: /victory/0/object: object "treasure" cannot be reached from the hero zone "entry")"});
}

TEST_CASE("Doors, lava, traps and rubble do not block reachability") {
    CHECK(questProblems({{R"("#....'.$.#")", R"("#...%L~$.#")"}, {R"("#....#...#")", R"("#....#^..#")"}}) == Lines{});
}

TEST_CASE("An unknown hero zone gets a suggestion") {
    CHECK(questProblems({{R"("hero_zone": "entry")", R"("hero_zone": "entri")"}}) == Lines{R"(q.json:25:16: /hero_zone: unknown zone "entri"; did you mean "entry"?)"});
}

TEST_CASE("R53: the hero zone must hold every hero the budget affords") {
    CHECK(questProblems({{".AAAA.BBB.\",\n    \".AAAA.BBB.\",\n    \".AAAA.BBB.\"", ".A....BBB.\",\n    \"......BBB.\",\n    \"......BBB.\""}}) ==
          Lines{R"(q.json:25:16: /hero_zone: hero zone "entry" has 1 free square, too few for 2 heroes)"});
}

TEST_CASE("R53: with a fixed roster, the hero zone must hold the roster") {
    CHECK(withRosters(R"({"heroes": ["irf", "irf", "torgils"]})", {{".AAAA.BBB.\",\n    \".AAAA.BBB.\",\n    \".AAAA.BBB.\"", ".AA...BBB.\",\n    \"......BBB.\",\n    \"......BBB.\""}}) ==
          Lines{R"(q.json:25:16: /hero_zone: hero zone "entry" has 2 free squares, too few for 3 heroes)"});
}

TEST_CASE("An unknown card in a roster gets a suggestion") {
    CHECK(withRosters(R"({"heroes": ["irf", "torgil"]})") == Lines{R"(q.json:27:33: /rosters/heroes/1: unknown card "torgil"; did you mean "torgils"?)"});
}

TEST_CASE("R53: a Master card in the heroes' roster") {
    CHECK(withRosters(R"({"heroes": ["irf", "goblin"]})") ==
          Lines{R"(q.json:27:33: /rosters/heroes/1: "goblin" has a Master card (master_troop): not allowed in the heroes' group (R53))"});
}

TEST_CASE("R53: a hero card in the Master's roster") {
    CHECK(withRosters(R"({"master": ["lich", "irf"]})") == Lines{R"(q.json:27:34: /rosters/master/1: "irf" has a hero card: not allowed in the Master's group (R53))"});
}

TEST_CASE("R53: at most one leader") {
    CHECK(withRosters(R"({"master": ["lich", "vampire"]})") ==
          Lines{R"(q.json:27:34: /rosters/master/1: The Master's group has 2 Master leaders: at most one (R53))"});
}

TEST_CASE("R24: a leader needs a reinforcement entry") {
    CHECK(withRosters(R"({"master": ["lich"]})", {{R"("#....#..R#")", R"("#....#...#")"}}) ==
          Lines{R"(q.json:27:26: /rosters/master/0: the Master's roster has a leader ("lich") but the map has no reinforcement entry (R24))"});
}

TEST_CASE("R53: a fixed roster over the budget") {
    CHECK(withRosters(R"({"master": ["lich", "goblin", "goblin", "goblin", "goblin", "goblin", "goblin", "goblin", "goblin"]})") ==
          Lines{R"(q.json:27:25: /rosters/master: The Master's group costs 310 points, over the budget of 300 (R53))"});
}

TEST_CASE("At most 64 characters in a roster") {
    std::string goblins;
    for (int i = 0; i < 65; ++i) goblins += std::string(i ? ", " : "") + "\"goblin\"";
    CHECK(withRosters("{\"master\": [" + goblins + "]}", {{R"("number": 1,)", R"("number": 1, "budget": 5000,)"}}) ==
          Lines{"q.json:27:25: /rosters/master: too many characters: 65, at most 64"});
}

TEST_CASE("R53: the quest's own roster places a hero outside the hero zone: allowed") {
    // Placements the quest file fixes are allowed wherever they are (R53, updated).
    CHECK(withRosters(R"({"heroes": [{"card": "irf", "at": [7, 1]}]})") == Lines{});
}

TEST_CASE("R53: the quest's own roster places a Master character in the hero zone: allowed") {
    CHECK(withRosters(R"({"master": [{"card": "goblin", "at": [2, 2]}]})") == Lines{});
}

TEST_CASE("R53: a fixed placement still keeps the other rules: the card's side and the budget") {
    CHECK(withRosters(R"({"heroes": [{"card": "goblin", "at": [7, 1]}]})") ==
          Lines{R"(q.json:27:35: /rosters/heroes/0/card: "goblin" has a Master card (master_troop): not allowed in the heroes' group (R53))"});
}

TEST_CASE("A placement on a wall") {
    CHECK(withRosters(R"({"master": [{"card": "goblin", "at": [0, 0]}]})") == Lines{R"(q.json:27:51: /rosters/master/0/at: cannot place "goblin" at [0, 0]: the square is a wall)"});
}

TEST_CASE("A placement outside the map") {
    CHECK(withRosters(R"({"master": [{"card": "goblin", "at": [3, 9]}]})") == Lines{R"(q.json:27:51: /rosters/master/0/at: [3, 9] is outside the map (10 × 5))"});
}

TEST_CASE("Two characters placed on one square") {
    CHECK(withRosters(R"({"heroes": [{"card": "irf", "at": [1, 1]}, {"card": "torgils", "at": [1, 1]}]})") ==
          Lines{R"(q.json:27:83: /rosters/heroes/1/at: "torgils" is placed on [1, 1] like "irf")"});
}

TEST_CASE("Two characters with the same instance id") {
    CHECK(withRosters(R"({"heroes": [{"card": "irf", "id": "bob"}, {"card": "torgils", "id": "bob"}]})") ==
          Lines{R"(q.json:27:82: /rosters/heroes/1/id: duplicate character id "bob")"});
}

TEST_CASE("R52: a condition on an unknown character gets a suggestion") {
    CHECK(withRosters(R"({"master": ["lich"]})", {{R"({"type": "chest_opened", "object": "treasure"})", R"({"type": "character_killed", "character": "lihc"})"}}) ==
          Lines{R"(q.json:28:57: /victory/0/character: unknown character "lihc"; did you mean "lich"?)"});
}

TEST_CASE("R52: a condition on an unknown object gets a suggestion") {
    CHECK(questProblems({{R"("object": "treasure")", R"("object": "treasur")"}}) ==
          Lines{R"(q.json:27:50: /victory/0/object: unknown object "treasur"; did you mean "treasure"?)"});
}

TEST_CASE("R52: chest_opened needs a chest") {
    CHECK(questProblems({{R"("object": "treasure")", R"("object": "door_5_2")"}}) == Lines{R"(q.json:27:50: /victory/0/object: object "door_5_2" at [5, 2] is not a chest)"});
}

TEST_CASE("R52: an unknown condition type") {
    CHECK(questProblems({{R"("type": "chest_opened")", R"("type": "chest_open")"}}) ==
          Lines{R"(q.json:27:24: /victory/0/type: unknown condition type "chest_open"; expected one of chest_opened, cell_opened, door_opened, character_killed, card_killed, all_heroes_out, item_carried_out, special_action_succeeded, all_heroes_down, turn_reached, all, any; did you mean "chest_opened"?)"});
}

TEST_CASE("R52: leaving through an unknown zone, and an unknown card") {
    CHECK(questProblems({{R"({"type": "chest_opened", "object": "treasure"})", R"({"type": "all_heroes_out", "zone": "entyr"}, {"type": "card_killed", "card": "lichh"})"}}) ==
          Lines{R"(q.json:27:50: /victory/0/zone: unknown zone "entyr"; did you mean "entry"?)",
                R"(q.json:27:92: /victory/1/card: unknown card "lichh"; did you mean "lich"?)"});
}

TEST_CASE("R52: the turn limit is at least 1") {
    CHECK(questProblems({{R"("number": 1,)", R"("number": 1, "turn_limit": 0,)"}}) == Lines{"q.json:3:30: /turn_limit: expected an integer of at least 1, found 0"});
}

TEST_CASE("R51: a special action next to an unknown object, giving an unknown item") {
    CHECK(questProblems({{R"(  "victory")", R"(  "special_actions": [{"id": "decipher", "name": {"en": "D", "fr": "D"}, "text": {"en": "T", "fr": "T"},
    "characteristic": "intelligence", "where": {"adjacent_to": "secret_door"}, "on_success": [{"type": "give_item", "item": "key"}],
    "side": "heroes", "difficulty": 4}],
  "victory")"}}) == Lines{R"(q.json:28:64: /special_actions/0/where/adjacent_to: unknown object "secret_door")",
                           R"(q.json:28:125: /special_actions/0/on_success/0/item: unknown item "key")"});
}

TEST_CASE("R51: a special action needs exactly one place") {
    CHECK(questProblems({{R"(  "victory")", R"(  "special_actions": [{"id": "shout", "name": {"en": "S", "fr": "S"}, "text": {"en": "T", "fr": "T"},
    "characteristic": "will", "where": {"anywhere": true, "in_zone": "entry"}, "side": "master", "difficulty": 1, "on_success": []}],
  "victory")"}}) == Lines{R"(q.json:28:40: /special_actions/0/where: expected only one of "anywhere", "adjacent_to", "same_zone_as", "in_zone", found anywhere, in_zone)"});
}

TEST_CASE("An item is in an object or on a square, and chests hold known items") {
    CHECK(questProblems({{R"("at": [7, 2]})", R"("at": [7, 2], "contains": ["gen"]})"},
                         {R"(  "victory")", R"(  "items": [{"id": "gem", "name": {"en": "G", "fr": "G"}, "at": [0, 4]}],
  "victory")"}}) == Lines{R"(q.json:26:61: /objects/0/contains/0: unknown item "gen"; did you mean "gem"?)",
                           "q.json:27:65: /items/0/at: cannot put an item at [0, 4]: the square is a wall"});
}

TEST_CASE("R51: a special action in a zone that cannot be reached") {
    CHECK(questProblems({{R"("#....'.$.#")", R"("#....#...#")"},
                         {R"({"id": "treasure", "at": [7, 2]})", ""},
                         {R"([{"type": "chest_opened", "object": "treasure"}])", R"([{"type": "special_action_succeeded", "action": "pray"}])"},
                         {R"(  "victory")", R"(  "special_actions": [{"id": "pray", "name": {"en": "P", "fr": "P"}, "text": {"en": "T", "fr": "T"},
    "side": "heroes", "characteristic": "will", "difficulty": 2, "where": {"in_zone": "vault"}, "on_success": []}],
  "victory")"}}) ==
          Lines{R"(q.json:23:5: /zones/1: zone "vault" cannot be reached from the hero zone "entry")",
                R"(q.json:28:87: /special_actions/0/where/in_zone: zone "vault" cannot be reached from the hero zone "entry")"});
}

TEST_CASE("At most 256 objects in a quest") {
    std::string terrain = "\"" + std::string(64, '#') + "\"", zones = "\"" + std::string(64, '.') + "\"";
    for (int i = 0; i < 5; ++i) {
        terrain += ",\n    \"#...." + std::string(58, 'o') + "#\"";
        zones += ",\n    \".AAAA" + std::string(59, '.') + "\"";
    }
    terrain += ",\n    \"" + std::string(64, '#') + "\"";
    zones += ",\n    \"" + std::string(64, '.') + "\"";
    CHECK(questProblems({{"\"##########\",\n    \"#....#..R#\",\n    \"#....'.$.#\",\n    \"#....#...#\",\n    \"##########\"", terrain},
                         {"\"..........\",\n    \".AAAA.BBB.\",\n    \".AAAA.BBB.\",\n    \".AAAA.BBB.\",\n    \"..........\"", zones},
                         {R"({"id": "treasure", "at": [7, 2]})", ""},
                         {R"([{"type": "chest_opened", "object": "treasure"}])", R"([{"type": "all_heroes_down"}])"}}) ==
          Lines{"q.json:7:14: /terrain: too many objects: 290, at most 256"});
}

TEST_CASE("R53: the engine's new game takes the quest's fixed placements, groups asked for keep to the zones") {
    const std::string text = edit(kBaseQuest, {{R"(  "victory")", R"(  "rosters": {"heroes": [{"card": "irf", "at": [7, 1]}], "master": [{"card": "goblin", "at": [2, 2]}]},
  "victory")"}});
    const LoadReport report = loadQuest(text);
    INFO((report.diagnostics.empty() ? "" : report.diagnostics[0].format()));
    REQUIRE(report.diagnostics.empty());
    REQUIRE(report.library.quests.size() == 1);
    const QuestDef& q = report.library.quests[0];
    // The quest's own rosters: placed where the quest says (a hero in the vault, a goblin at the entry).
    const Deployment fixed = deploy(report.library, q, std::nullopt, std::nullopt);
    CHECK(fixed.error.empty());
    CHECK(fixed.heroes == std::vector<Placement>{{"irf", "irf", {7, 1}}});
    CHECK(fixed.master == std::vector<Placement>{{"goblin", "goblin", {2, 2}}});
    // The same placements asked for: still the quest's, allowed.
    const Deployment same = deploy(report.library, q, std::vector<RosterEntry>{{"irf", "", Pos{7, 1}}},
                                   std::vector<RosterEntry>{{"goblin", "", Pos{2, 2}}});
    CHECK(same.error.empty());
    // Squares the quest does not fix: R53 still refuses them, with its exact message.
    CHECK(deploy(report.library, q, std::vector<RosterEntry>{{"irf", "", Pos{8, 3}}}, std::nullopt).error ==
          R"(heroes[0].at: Hero "irf" is placed on (8,3), outside the hero zone "entry" (R53))");
    CHECK(deploy(report.library, q, std::nullopt, std::vector<RosterEntry>{{"goblin", "", Pos{3, 3}}}).error ==
          R"(master[0].at: Master character "goblin" is placed on (3,3), in the hero zone "entry" (R53))");
    CHECK(deploy(report.library, q, std::nullopt, std::vector<RosterEntry>{{"irf", "", Pos{8, 3}}}).error ==
          R"(master[0]: "irf" has a hero card: not allowed in the Master's group (R53))");
}
