// The quest editor's region tools and map resize (quest_region.h).
#include "cata/content/quest_region.h"

#include <algorithm>
#include <optional>
#include <regex>
#include <set>

#include <fmt/format.h>

#include "cata/content/quest_edit.h"
#include "cata/content/quest_writer.h"

namespace cata::content {

namespace {

using ojson = nlohmann::ordered_json;

constexpr int kMinSide = 5;
constexpr int kMaxSide = 64;  // docs/content-format.md "Limits"

using Grid = std::vector<std::vector<std::string>>;  // [y][x]: one character each

/// The rows of `doc[key]` as characters, `size` squares, missing ones `pad`.
Grid gridOf(const ojson& doc, const char* key, Pos size, const std::string& pad) {
    Grid g(static_cast<std::size_t>(size.y), std::vector<std::string>(static_cast<std::size_t>(size.x), pad));
    const auto rows = doc.find(key);
    if (rows == doc.end() || !rows->is_array()) return g;
    for (int y = 0; y < size.y && y < static_cast<int>(rows->size()); ++y) {
        const ojson& row = (*rows)[static_cast<std::size_t>(y)];
        if (!row.is_string()) continue;
        const auto chars = mapRowCharacters(row.get<std::string>());
        for (int x = 0; x < size.x && x < static_cast<int>(chars.size()); ++x)
            g[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = chars[static_cast<std::size_t>(x)];
    }
    return g;
}

void setGrid(ojson& doc, const char* key, const Grid& g) {
    ojson rows = ojson::array();
    for (const auto& row : g) {
        std::string s;
        for (const auto& c : row) s += c;
        rows.push_back(s);
    }
    doc[key] = rows;
}

bool hasZoneMap(const ojson& doc) { return doc.contains("zone_map") && doc["zone_map"].is_array(); }

std::optional<Pos> atOf(const ojson& entry) {
    if (!entry.is_object()) return std::nullopt;
    const auto at = entry.find("at");
    if (at == entry.end() || !at->is_array() || at->size() != 2 || !(*at)[0].is_number_integer() ||
        !(*at)[1].is_number_integer())
        return std::nullopt;
    return Pos{(*at)[0].get<int>(), (*at)[1].get<int>()};
}

void setAt(ojson& entry, Pos p) { entry["at"] = ojson::array({p.x, p.y}); }

/// Every list of entries that stand on squares: `objects`, `items`, the rosters' and the start
/// section's characters, each with the word a dropped one is named by.
std::vector<std::pair<ojson*, const char*>> placedLists(ojson& doc) {
    std::vector<std::pair<ojson*, const char*>> out;
    if (doc.contains("objects") && doc["objects"].is_array()) out.emplace_back(&doc["objects"], "object");
    if (doc.contains("items") && doc["items"].is_array()) out.emplace_back(&doc["items"], "item");
    if (doc.contains("rosters") && doc["rosters"].is_object())
        for (const char* side : {"heroes", "master"})
            if (doc["rosters"].contains(side) && doc["rosters"][side].is_array())
                out.emplace_back(&doc["rosters"][side], "placement");
    if (doc.contains("start") && doc["start"].is_object() && doc["start"].contains("characters") &&
        doc["start"]["characters"].is_array())
        out.emplace_back(&doc["start"]["characters"], "character");
    return out;
}

std::string nameOf(const ojson& entry) {
    if (entry.contains("id") && entry["id"].is_string()) return entry["id"].get<std::string>();
    if (entry.contains("card") && entry["card"].is_string()) return entry["card"].get<std::string>();
    return "?";
}

/// An id for an entry copied to `at`, none of `taken` (which it joins).
std::string freshId(const std::string& id, Pos at, std::set<std::string>& taken) {
    static const std::regex default_id(R"(^(door|secret_door|cell|chest|barrel|trap)_\d+_\d+$)");
    std::smatch m;
    std::string base = id;
    if (std::regex_match(id, m, default_id)) base = fmt::format("{}_{}_{}", m[1].str(), at.x, at.y);
    std::string out = base;
    for (int n = 2; taken.count(out); ++n) out = fmt::format("{}_{}", base, n);
    taken.insert(out);
    return out;
}

std::set<std::string> idsOf(const ojson& doc, const char* key) {
    std::set<std::string> out;
    if (doc.contains(key) && doc[key].is_array())
        for (const ojson& e : doc[key])
            if (e.is_object() && e.contains("id") && e["id"].is_string()) out.insert(e["id"].get<std::string>());
    return out;
}

/// `area` cut to a map of `size`.
MapArea clipped(MapArea a, Pos size) {
    const int x0 = std::max(a.x, 0), y0 = std::max(a.y, 0);
    const int x1 = std::min(a.x + a.w, size.x), y1 = std::min(a.y + a.h, size.y);
    return MapArea{x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)};
}

}  // namespace

MapArea areaBetween(Pos a, Pos b) {
    return MapArea{std::min(a.x, b.x), std::min(a.y, b.y), std::abs(a.x - b.x) + 1, std::abs(a.y - b.y) + 1};
}

Pos mapSize(const ojson& doc) {
    Pos size{0, 0};
    const auto rows = doc.find("terrain");
    if (rows == doc.end() || !rows->is_array()) return size;
    size.y = static_cast<int>(rows->size());
    for (const ojson& row : *rows)
        if (row.is_string())
            size.x = std::max(size.x, static_cast<int>(mapRowCharacters(row.get<std::string>()).size()));
    return size;
}

RegionClip copyRegion(const ojson& doc, MapArea area) {
    const Pos size = mapSize(doc);
    area = clipped(area, size);
    RegionClip clip;
    if (area.w <= 0 || area.h <= 0) return clip;
    clip.width = area.w;
    clip.height = area.h;
    const Grid terrain = gridOf(doc, "terrain", size, " ");
    const Grid zones = gridOf(doc, "zone_map", size, ".");
    for (int y = 0; y < area.h; ++y) {
        const auto& trow = terrain[static_cast<std::size_t>(area.y + y)];
        const auto& zrow = zones[static_cast<std::size_t>(area.y + y)];
        clip.terrain.emplace_back(trow.begin() + area.x, trow.begin() + area.x + area.w);
        std::string z;
        for (int x = 0; x < area.w; ++x) z += zrow[static_cast<std::size_t>(area.x + x)];
        clip.zones.push_back(z);
    }
    for (const auto& [key, list] : {std::pair{"objects", &clip.objects}, std::pair{"items", &clip.items}}) {
        if (!doc.contains(key) || !doc[key].is_array()) continue;
        for (const ojson& e : doc[key])
            if (const auto at = atOf(e); at && area.contains(*at)) {
                ojson copy = e;
                setAt(copy, Pos{at->x - area.x, at->y - area.y});
                list->push_back(std::move(copy));
            }
    }
    return clip;
}

int pasteRegion(ojson& doc, const RegionClip& clip, Pos at) {
    const Pos size = mapSize(doc);
    const MapArea target = clipped(MapArea{at.x, at.y, clip.width, clip.height}, size);
    if (clip.empty() || target.w <= 0 || target.h <= 0) return 0;
    Grid terrain = gridOf(doc, "terrain", size, " ");
    Grid zones = gridOf(doc, "zone_map", size, ".");
    for (int y = target.y; y < target.y + target.h; ++y)
        for (int x = target.x; x < target.x + target.w; ++x) {
            const auto cx = static_cast<std::size_t>(x - at.x), cy = static_cast<std::size_t>(y - at.y);
            terrain[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = clip.terrain[cy][cx];
            zones[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = std::string(1, clip.zones[cy][cx]);
        }
    setGrid(doc, "terrain", terrain);
    if (hasZoneMap(doc) || clip.zones.end() != std::find_if(clip.zones.begin(), clip.zones.end(), [](const auto& r) {
                               return r.find_first_not_of(". ") != std::string::npos;
                           }))
        setGrid(doc, "zone_map", zones);
    // The entries standing on the squares pasted over go; the clip's come at their new squares.
    for (const char* key : {"objects", "items"}) {
        const ojson& from = std::string(key) == "objects" ? clip.objects : clip.items;
        if (!doc.contains(key) && from.empty()) continue;
        ojson& list = doc[key];
        if (!list.is_array()) list = ojson::array();
        for (std::size_t i = list.size(); i-- > 0;)
            if (const auto p = atOf(list[i]); p && target.contains(*p))
                list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
        std::set<std::string> taken = idsOf(doc, key);
        for (const ojson& e : from) {
            const auto rel = atOf(e);
            if (!rel) continue;
            const Pos p{at.x + rel->x, at.y + rel->y};
            if (!target.contains(p)) continue;
            ojson copy = e;
            setAt(copy, p);
            if (copy.contains("id") && copy["id"].is_string())
                copy["id"] = freshId(copy["id"].get<std::string>(), p, taken);
            eraseMember(copy, "contains");  // the items stay in the original
            list.push_back(std::move(copy));
        }
    }
    return target.w * target.h;
}

bool mirrorRegion(ojson& doc, MapArea area, bool horizontal) {
    const Pos size = mapSize(doc);
    area = clipped(area, size);
    if (area.w <= 0 || area.h <= 0) return false;
    const auto mirrored = [&](Pos p) {
        return horizontal ? Pos{area.x + area.w - 1 - (p.x - area.x), p.y}
                          : Pos{p.x, area.y + area.h - 1 - (p.y - area.y)};
    };
    const bool zoned = hasZoneMap(doc);
    for (const char* key : {"terrain", "zone_map"}) {
        if (std::string(key) == "zone_map" && !zoned) continue;
        const Grid g = gridOf(doc, key, size, std::string(key) == "terrain" ? " " : ".");
        Grid out = g;
        for (int y = area.y; y < area.y + area.h; ++y)
            for (int x = area.x; x < area.x + area.w; ++x) {
                const Pos m = mirrored(Pos{x, y});
                out[static_cast<std::size_t>(m.y)][static_cast<std::size_t>(m.x)] =
                    g[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            }
        setGrid(doc, key, out);
    }
    for (auto& [list, word] : placedLists(doc)) {
        (void)word;
        for (ojson& e : *list)
            if (const auto p = atOf(e); p && area.contains(*p)) setAt(e, mirrored(*p));
    }
    return true;
}

bool resizeMap(ojson& doc, int left, int top, int right, int bottom, std::vector<std::string>* dropped,
               std::string* error) {
    const Pos size = mapSize(doc);
    const Pos now{size.x + left + right, size.y + top + bottom};
    if (now.x < kMinSide || now.y < kMinSide || now.x > kMaxSide || now.y > kMaxSide) {
        if (error)
            *error =
                fmt::format("a map of {} × {} squares: each side must have {} to {}", now.x, now.y, kMinSide, kMaxSide);
        return false;
    }
    const auto moved = [&](Pos p) { return Pos{p.x + left, p.y + top}; };
    const auto inside = [&](Pos p) { return p.x >= 0 && p.y >= 0 && p.x < now.x && p.y < now.y; };
    const bool zoned = hasZoneMap(doc);
    std::set<std::string> before_letters;
    if (zoned)
        for (const ojson& row : doc["zone_map"])
            if (row.is_string())
                for (const auto& c : mapRowCharacters(row.get<std::string>())) before_letters.insert(c);
    for (const char* key : {"terrain", "zone_map"}) {
        if (std::string(key) == "zone_map" && !zoned) continue;
        const std::string pad = std::string(key) == "terrain" ? " " : ".";
        const Grid g = gridOf(doc, key, size, pad);
        Grid out(static_cast<std::size_t>(now.y), std::vector<std::string>(static_cast<std::size_t>(now.x), pad));
        for (int y = 0; y < size.y; ++y)
            for (int x = 0; x < size.x; ++x)
                if (const Pos m = moved(Pos{x, y}); inside(m))
                    out[static_cast<std::size_t>(m.y)][static_cast<std::size_t>(m.x)] =
                        g[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
        setGrid(doc, key, out);
    }
    for (auto& [list, word] : placedLists(doc)) {
        ojson kept = ojson::array();
        for (ojson& e : *list) {
            const auto p = atOf(e);
            if (p && !inside(moved(*p))) {
                const std::string what = word;
                if (dropped)
                    dropped->push_back(what == "placement" ? "placement of " + nameOf(e) : what + " " + nameOf(e));
                if (what != "placement") continue;
                eraseMember(e, "at");  // the card stays in the roster, unplaced
            } else if (p) {
                setAt(e, moved(*p));
            }
            kept.push_back(std::move(e));
        }
        *list = std::move(kept);
    }
    // The zones whose every square was cut off.
    if (doc.contains("zones") && doc["zones"].is_array() && zoned) {
        std::set<std::string> letters;
        for (const ojson& row : doc["zone_map"])
            if (row.is_string())
                for (const auto& c : mapRowCharacters(row.get<std::string>())) letters.insert(c);
        ojson kept = ojson::array();
        for (ojson& z : doc["zones"]) {
            const bool lettered = z.is_object() && z.contains("letter") && z["letter"].is_string();
            if (lettered && before_letters.count(z["letter"].get<std::string>()) &&
                !letters.count(z["letter"].get<std::string>())) {
                if (dropped) dropped->push_back("zone " + nameOf(z));
                continue;
            }
            kept.push_back(std::move(z));
        }
        doc["zones"] = std::move(kept);
    }
    return true;
}

}  // namespace cata::content
