// Internal to the quest loader: the state of one quest being loaded, shared by the map
// reader (quest_map.cpp), the checks (quest_checks.cpp) and the loader (quest_loader.cpp).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cata/content/loaders.h"

namespace cata::content {

/// One quest being loaded.
struct QuestBuild {
    const Context& ctx;
    const QuestContext& qc;
    QuestDef q;
    bool map_ok = false;              // terrain read with a consistent size
    bool zones_ok = false;            // zone_map read with the terrain's size
    std::vector<bool> reachable;      // per square, from the hero zone (empty: not computed)
    /// Objects' "contains": an item id, its pointer, the index of the object in QuestDef::objects.
    struct ContainsRef {
        std::string item, pointer;
        std::size_t object;
    };
    std::vector<ContainsRef> contains_refs;

    /// An inline card of this quest, else a shipped card, else null.
    const CharacterCard* card(const std::string& id) const;
    /// Every card id known to this quest, for "did you mean".
    std::vector<std::string> cardIds() const;
    std::vector<std::string> zoneIds() const;
    std::vector<std::string> objectIds() const;
    std::vector<std::string> itemIds() const;
    /// True when the square, or for an object the square or a neighbour, is reachable.
    bool reached(Pos p, bool or_neighbour) const;
};

/// `unknown <kind> "<id>"` with a did-you-mean suggestion among `candidates`.
std::string unknownMessage(std::string_view kind, const std::string& id, const std::vector<std::string>& candidates);
/// "[x, y]".
std::string squareName(Pos p);
/// The legend name of a tile ("wall", "door_open"…).
std::string_view tileName(TileKind t);
/// The tile of a legend name ("wall", "door_open"…), nothing when unknown.
std::optional<TileKind> tileNamed(std::string_view name);
/// The default legend (docs/content-format.md "The map"): map character -> tile.
const std::map<std::string, TileKind>& defaultLegend();
/// "a wall", "void", "floor", "a reinforcement entry"…
std::string tileDescription(TileKind t);

/// Reads `legend`, `terrain`, `zone_map`, `zones`, `hero_zone` and `objects`; builds the
/// tiles, zones, objects (auto ids, annotations) and reinforcement entries (R24).
void readMap(ObjectReader& top, QuestBuild& b);
/// Flood fill from the hero zone over every square but walls and void.
void computeReachability(QuestBuild& b);
/// Zones that cannot be reached.
void checkZonesReachable(QuestBuild& b);
/// Reads `rosters` and checks them against the cards and the map (R24, R53).
void readRosters(ObjectReader& top, QuestBuild& b);
/// Reads `start`, a whole position (core position.h), and has the rules core judge it.
void readStart(ObjectReader& top, QuestBuild& b);

}  // namespace cata::content
