// The quest editor's region tools and resize on the JSON document (quest_region.h): copy,
// paste (ids made unique, entries on the squares pasted over dropped), mirror both ways with
// the entries on the region, and resize on each side with what falls off listed.
#include <catch2/catch.hpp>

#include "cata/content/quest_region.h"

using namespace cata;
using namespace cata::content;
using ojson = nlohmann::ordered_json;

namespace {

ojson regionQuest() {
    return ojson::parse(R"({
      "id": "q",
      "terrain": ["#######",
                  "#.$...#",
                  "#.....#",
                  "#...&.#",
                  "#######"],
      "zone_map": [".......",
                   ".AA....",
                   ".AA..B.",
                   ".....B.",
                   "......."],
      "zones": [{"letter": "A", "id": "entry"}, {"letter": "B", "id": "vault"}, {"letter": "C", "id": "unused"}],
      "hero_zone": "entry",
      "objects": [{"id": "chest_2_1", "at": [2, 1], "contains": ["gem"]},
                  {"id": "treasure", "at": [4, 3], "lock_difficulty": 6}],
      "items": [{"id": "gem", "in": "chest_2_1"}, {"id": "key", "at": [1, 2]}],
      "rosters": {"heroes": ["torgils", {"card": "irf", "at": [1, 1]}], "master": [{"card": "skell", "at": [5, 3]}]}
    })");
}

}  // namespace

TEST_CASE("Quest region: copy and paste move terrain, zones and entries, ids kept unique",
          "[content][editor][region]") {
    ojson doc = regionQuest();
    const RegionClip clip = copyRegion(doc, areaBetween(Pos{3, 3}, Pos{1, 1}));
    REQUIRE(clip.width == 3);
    REQUIRE(clip.height == 3);
    CHECK(clip.terrain[0] == std::vector<std::string>{".", "$", "."});
    CHECK(clip.zones == std::vector<std::string>{"AA.", "AA.", "..."});
    CHECK(clip.objects == ojson::parse(R"([{"id": "chest_2_1", "at": [1, 0], "contains": ["gem"]}])"));
    CHECK(clip.items == ojson::parse(R"([{"id": "key", "at": [0, 1]}])"));

    // Pasted at (3, 1): the locked chest "treasure" under it is replaced; the copy's ids are new.
    CHECK(pasteRegion(doc, clip, Pos{3, 1}) == 9);
    CHECK(doc["terrain"] == ojson::parse(R"(["#######", "#.$.$.#", "#.....#", "#.....#", "#######"])"));
    CHECK(doc["zone_map"] == ojson::parse(R"([".......", ".AAAA..", ".AAAA..", ".......", "......."])"));
    CHECK(doc["objects"] == ojson::parse(R"([{"id": "chest_2_1", "at": [2, 1], "contains": ["gem"]},
                                             {"id": "chest_4_1", "at": [4, 1]}])"));
    CHECK(doc["items"] == ojson::parse(R"([{"id": "gem", "in": "chest_2_1"}, {"id": "key", "at": [1, 2]},
                                           {"id": "key_2", "at": [3, 2]}])"));
    // Pasted again partly off the map: only what lands on it; a taken default id gets a suffix.
    ojson twice = doc;
    CHECK(pasteRegion(twice, clip, Pos{5, 3}) == 4);
    CHECK(twice["terrain"][3] == "#.....$");
    CHECK(pasteRegion(twice, RegionClip{}, Pos{1, 1}) == 0);
    ojson again = regionQuest();
    const RegionClip chest = copyRegion(again, MapArea{2, 1, 1, 1});
    again["objects"].push_back(ojson{{"id", "chest_5_2"}, {"at", {5, 2}}});
    pasteRegion(again, chest, Pos{5, 1});
    CHECK(again["objects"].back() == ojson::parse(R"({"id": "chest_5_1", "at": [5, 1]})"));
    pasteRegion(again, copyRegion(again, MapArea{5, 1, 1, 1}), Pos{5, 2});
    CHECK(again["objects"].back()["id"] == "chest_5_2");  // the entry at (5, 2) was pasted over
    CHECK(copyRegion(again, MapArea{10, 10, 3, 3}).empty());
}

TEST_CASE("Quest region: mirror left to right and top to bottom, the entries with it", "[content][editor][region]") {
    ojson doc = regionQuest();
    REQUIRE(mirrorRegion(doc, MapArea{1, 1, 5, 3}, true));
    CHECK(doc["terrain"] == ojson::parse(R"(["#######", "#...$.#", "#.....#", "#.&...#", "#######"])"));
    CHECK(doc["zone_map"] == ojson::parse(R"([".......", "....AA.", ".B..AA.", ".B.....", "......."])"));
    CHECK(doc["objects"][0]["at"] == ojson::array({4, 1}));
    CHECK(doc["objects"][0]["id"] == "chest_2_1");  // ids kept
    CHECK(doc["objects"][1]["at"] == ojson::array({2, 3}));
    CHECK(doc["items"][1]["at"] == ojson::array({5, 2}));
    CHECK(doc["rosters"]["heroes"][1]["at"] == ojson::array({5, 1}));
    CHECK(doc["rosters"]["master"][0]["at"] == ojson::array({1, 3}));
    // Twice gives the quest back; top to bottom too.
    REQUIRE(mirrorRegion(doc, MapArea{1, 1, 5, 3}, true));
    CHECK(doc == regionQuest());
    REQUIRE(mirrorRegion(doc, MapArea{0, 0, 7, 5}, false));
    CHECK(doc["terrain"][1] == "#...&.#");
    CHECK(doc["objects"][1]["at"] == ojson::array({4, 1}));
    CHECK_FALSE(mirrorRegion(doc, MapArea{9, 9, 2, 2}, true));
}

TEST_CASE("Quest region: resize grows and shrinks each side, what falls off is dropped and listed",
          "[content][editor][resize]") {
    ojson doc = regionQuest();
    std::vector<std::string> dropped;
    std::string error;
    REQUIRE(resizeMap(doc, 1, 0, 0, 2, &dropped, &error));
    CHECK(dropped.empty());
    CHECK(doc["terrain"] == ojson::parse(R"([" #######", " #.$...#", " #.....#", " #...&.#", " #######", "        ",
                                             "        "])"));
    CHECK(doc["zone_map"][1] == "..AA....");
    CHECK(doc["objects"][1]["at"] == ojson::array({5, 3}));
    CHECK(doc["rosters"]["heroes"][1]["at"] == ojson::array({2, 1}));

    // Shrunk by 3 on the left: the chest, the key, Irf's placement and zone A fall off.
    doc = regionQuest();
    REQUIRE(resizeMap(doc, -3, 0, 1, 0, &dropped, &error));
    CHECK(dropped == std::vector<std::string>{"object chest_2_1", "item key", "placement of irf", "zone entry"});
    CHECK(doc["terrain"] == ojson::parse(R"(["#### ", "...# ", "...# ", ".&.# ", "#### "])"));
    CHECK(doc["objects"] == ojson::parse(R"([{"id": "treasure", "at": [1, 3], "lock_difficulty": 6}])"));
    CHECK(doc["items"] == ojson::parse(R"([{"id": "gem", "in": "chest_2_1"}])"));
    CHECK(doc["rosters"]["heroes"] == ojson::parse(R"(["torgils", {"card": "irf"}])"));
    CHECK(doc["rosters"]["master"][0]["at"] == ojson::array({2, 3}));
    // The zone never painted stays (it was not cut off); B keeps its squares.
    CHECK(doc["zones"] == ojson::parse(R"([{"letter": "B", "id": "vault"}, {"letter": "C", "id": "unused"}])"));

    // Outside 5…64: refused, the document untouched.
    doc = regionQuest();
    CHECK_FALSE(resizeMap(doc, 0, -1, 0, 0, &dropped, &error));
    CHECK(error == "a map of 7 × 4 squares: each side must have 5 to 64");
    CHECK_FALSE(resizeMap(doc, 30, 0, 28, 0, &dropped, &error));
    CHECK(error == "a map of 65 × 5 squares: each side must have 5 to 64");
    CHECK(doc == regionQuest());
}
