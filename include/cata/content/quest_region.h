// The quest editor's region tools and map resize (docs/editor.md "Regions" and "Resize"):
// pure functions on a quest document (the JSON stays the source of truth). A region's terrain
// characters, zone letters and the entries standing on its squares (`objects`, `items` given
// `at`, the rosters' fixed placements and the `start` section's characters) move with it.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/core/geometry.h"

namespace cata::content {

/// A rectangle of squares: x … x+w-1, y … y+h-1.
struct MapArea {
    int x = 0, y = 0, w = 0, h = 0;
    bool contains(Pos p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
    bool operator==(const MapArea&) const = default;
};

/// The rectangle with corners `a` and `b` (both inside it).
MapArea areaBetween(Pos a, Pos b);

/// What Copy takes: the squares' characters and letters, and the `objects` entries and the
/// `items` given `at` standing on them, their `at` relative to the region's top-left square.
struct RegionClip {
    int width = 0, height = 0;
    std::vector<std::vector<std::string>> terrain;  // [y][x]: one map character each
    std::vector<std::string> zones;                 // [y]: zone letters ('.' none)
    nlohmann::ordered_json objects = nlohmann::ordered_json::array();
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    bool empty() const { return width <= 0 || height <= 0; }
};

/// The map's size (widest terrain row, number of rows).
Pos mapSize(const nlohmann::ordered_json& doc);

/// The region `area` of `doc` (cut to the map; empty when nothing of it is on the map).
RegionClip copyRegion(const nlohmann::ordered_json& doc, MapArea area);

/// Pastes `clip` with its top-left square at `at` (the part off the map is left out): the
/// squares' characters and zone letters are replaced, the `objects` entries and the `items`
/// given `at` on them are dropped, and the clip's entries are added at their new squares under
/// ids no entry has (`chest_3_4` made `chest_9_4` when it was the default `<kind>_<x>_<y>` id,
/// else `<id>_2`, `<id>_3`…); a pasted object's `contains` is left out (its items stay in the
/// original). Returns the number of squares pasted.
int pasteRegion(nlohmann::ordered_json& doc, const RegionClip& clip, Pos at);

/// Mirrors `area` (cut to the map) left to right (`horizontal`) or top to bottom, with the
/// entries standing on it (their ids kept). False when nothing of it is on the map.
bool mirrorRegion(nlohmann::ordered_json& doc, MapArea area, bool horizontal);

/// Grows (positive) or shrinks (negative) the map on each side. The squares added are void
/// (' ', no zone); every `at` moves with the map. Entries left off the map are dropped: the
/// `objects` entries, the `items` given `at`, the rosters' fixed placements (the card stays,
/// unplaced), the `start` section's characters, and the `zones` left without a square. What
/// was dropped is listed in `dropped` ("object chest_1_2", "zone B", "placement of irf"…).
/// False, with the reason in `error`, when the new size is outside 5…64 squares a side.
bool resizeMap(nlohmann::ordered_json& doc, int left, int top, int right, int bottom, std::vector<std::string>* dropped,
               std::string* error);

}  // namespace cata::content
