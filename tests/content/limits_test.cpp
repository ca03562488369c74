// The content limits (docs/robustness.md, "Content limits") against a hostile quest: every list
// at its maximum or over it at once, with references that all miss. The loader must report
// each limit and stay linear: this test has no timing assertion (speed is measured in the
// bench target), but a quadratic check here would make it take minutes instead of a fraction
// of a second.
#include <catch2/catch.hpp>

#include <algorithm>

#include <fmt/format.h>

#include "cata/content/loaders.h"
#include "fixtures.h"

namespace {

using namespace cata::content;
using namespace cata::content::test;
using nlohmann::json;

/// A 64 × 64 map of barrels (4,095 objects), with every list of the quest at its limit, each
/// reference naming an object that does not exist (so that "did you mean" searches them all).
json hostileQuest() {
    json q = json::parse(kBaseQuest);
    std::vector<std::string> terrain(64, std::string(64, 'o')), zones(64, std::string(64, '.'));
    terrain[0][0] = '.';
    zones[0][0] = 'A';
    q["terrain"] = terrain;
    q["zone_map"] = zones;
    q["zones"] = json::array({{{"letter", "A"}, {"id", "entry"}, {"name", {{"en", "E"}, {"fr", "E"}}}}});
    q.erase("objects");
    const std::string missing = "barrel_" + std::string(40, 'x');
    json effects = json::array();
    for (std::size_t i = 0; i < kMaxEffects; ++i) effects.push_back({{"type", "open"}, {"object", missing}});
    json actions = json::array();
    for (std::size_t i = 0; i < kMaxSpecialActions; ++i)
        actions.push_back({{"id", fmt::format("act_{}", i)}, {"name", {{"en", "A"}, {"fr", "A"}}}, {"text", {{"en", "T"}, {"fr", "T"}}},
                           {"side", "heroes"}, {"characteristic", "will"}, {"difficulty", 1}, {"where", {{"adjacent_to", missing}}},
                           {"on_success", effects}});
    q["special_actions"] = actions;
    json items = json::array();
    for (std::size_t i = 0; i < kMaxItems; ++i)
        items.push_back({{"id", fmt::format("item_{}", i)}, {"name", {{"en", "I"}, {"fr", "I"}}}, {"in", missing}});
    q["items"] = items;
    json victory = json::array();
    for (std::size_t i = 0; i < kMaxConditions; ++i) victory.push_back({{"type", "chest_opened"}, {"object", missing}});
    q["victory"] = victory;
    return q;
}

}  // namespace

TEST_CASE("Limits: a hostile quest at every maximum is reported in linear time", "[limits]") {
    const Lines out = problems(hostileQuest().dump(1), ContentKind::Quest);
    REQUIRE_FALSE(out.empty());
    CHECK(std::count_if(out.begin(), out.end(), [](const std::string& l) {
              return l.find(": /terrain: too many objects: 4095, at most 256") != std::string::npos;
          }) == 1);
    // Every reference is reported, once: 32 × (1 + 16) in the special actions, 256 items, 32 conditions.
    std::size_t unknown = 0;
    for (const auto& line : out) unknown += line.find("unknown object \"barrel_") != std::string::npos;
    CHECK(unknown == kMaxSpecialActions * (1 + kMaxEffects) + kMaxItems + kMaxConditions);
}

TEST_CASE("Limits: one over every maximum of a quest's lists is refused with the limit", "[limits]") {
    json q = hostileQuest();
    q["items"].push_back(q["items"][0]);
    q["special_actions"].push_back(q["special_actions"][0]);
    q["victory"].push_back(q["victory"][0]);
    q["legend"] = json::object();
    for (std::size_t i = 0; i <= kMaxLegend; ++i) q["legend"][std::string(1, static_cast<char>('!' + i))] = "floor";
    const Lines out = problems(q.dump(), ContentKind::Quest);
    auto has = [&](const std::string& text) {
        return std::any_of(out.begin(), out.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
    };
    CHECK(has(fmt::format("/items: too many items: {}, at most {}", kMaxItems + 1, kMaxItems)));
    CHECK(has(fmt::format("/special_actions: too many special actions: {}, at most {}", kMaxSpecialActions + 1, kMaxSpecialActions)));
    CHECK(has(fmt::format("/victory: too many conditions: {} (nested ones counted), at most {}", kMaxConditions + 1, kMaxConditions)));
    CHECK(has(fmt::format("/legend: too many legend entries: {}, at most {}", kMaxLegend + 1, kMaxLegend)));
}
