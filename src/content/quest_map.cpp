// The quest map (docs/content-format.md "The map", "Zones", "Objects and items"): terrain
// drawn in ASCII through the legend, zone letters, objects with auto ids `<kind>_<x>_<y>` and
// their annotations, doors in wall lines, and the reinforcement entries (R24).
#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <map>
#include <set>

#include "quest_parts.h"

namespace cata::content {

namespace {

constexpr EnumName<TileKind> kTiles[] = {
    {"void", TileKind::Void}, {"floor", TileKind::Floor}, {"wall", TileKind::Wall}, {"rubble", TileKind::Rubble},
    {"lava", TileKind::Lava}, {"trap", TileKind::Trap}, {"hidden_trap", TileKind::HiddenTrap},
    {"door_open", TileKind::DoorOpen}, {"door_closed", TileKind::DoorClosed}, {"door_locked", TileKind::DoorLocked},
    {"secret_door", TileKind::SecretDoor}, {"cell", TileKind::Cell}, {"cell_open", TileKind::CellOpen},
    {"chest", TileKind::Chest}, {"chest_locked", TileKind::ChestLocked}, {"barrel", TileKind::Barrel},
    {"reinforcement", TileKind::Reinforcement}};

const std::map<std::string, TileKind> kDefaultLegend = {
    {".", TileKind::Floor}, {"#", TileKind::Wall}, {" ", TileKind::Void}, {"%", TileKind::Rubble},
    {"~", TileKind::Lava}, {"^", TileKind::Trap}, {";", TileKind::HiddenTrap}, {"o", TileKind::Barrel},
    {"R", TileKind::Reinforcement}, {"+", TileKind::DoorClosed}, {"'", TileKind::DoorOpen},
    {"L", TileKind::DoorLocked}, {"S", TileKind::SecretDoor}, {"C", TileKind::Cell}, {"c", TileKind::CellOpen},
    {"$", TileKind::Chest}, {"&", TileKind::ChestLocked}};

/// The characters of a UTF-8 string, one string each.
std::vector<std::string> characters(const std::string& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = 1;
        while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80) ++n;
        out.push_back(s.substr(i, n));
        i += n;
    }
    return out;
}

/// Reads an array of strings (map rows) into characters; false when not an array.
bool readRows(const Context& ctx, const json* v, const std::string& ptr, std::vector<std::vector<std::string>>& rows) {
    if (!v || !expectArray(ctx, *v, ptr)) return false;
    for (std::size_t y = 0; y < v->size(); ++y) {
        auto s = readString(ctx, (*v)[y], childPointer(ptr, y));
        rows.push_back(s ? characters(*s) : std::vector<std::string>{});
        if (!s) return false;
    }
    return true;
}

std::map<std::string, TileKind> readLegend(ObjectReader& top) {
    std::map<std::string, TileKind> legend = kDefaultLegend;
    const json* v = top.optional("legend");
    if (!v) return legend;
    if (!v->is_object()) {
        top.context().error(top.at("legend"), fmt::format("expected an object, found {}", describe(*v)));
        return legend;
    }
    if (v->size() > kMaxLegend) {
        top.context().error(top.at("legend"), fmt::format("too many legend entries: {}, at most {}", v->size(), kMaxLegend));
        return legend;
    }
    for (const auto& [key, tile] : v->items()) {
        if (key.rfind("//", 0) == 0) continue;
        const std::string ptr = childPointer(top.at("legend"), key);
        if (characters(key).size() != 1) {
            top.context().keyError(ptr, fmt::format("legend key \"{}\" must be a single character", key));
            continue;
        }
        if (auto t = readEnum<TileKind>(top.context(), tile, ptr, "tile", kTiles)) legend[key] = *t;
    }
    return legend;
}

void readTerrain(ObjectReader& top, QuestBuild& b, const std::map<std::string, TileKind>& legend) {
    const Context& ctx = b.ctx;
    std::vector<std::vector<std::string>> rows;
    if (!readRows(ctx, top.required("terrain"), top.at("terrain"), rows)) return;
    if (rows.empty()) {
        ctx.error(top.at("terrain"), "expected at least one row");
        return;
    }
    bool ok = true;
    if (rows.size() > static_cast<std::size_t>(kMaxMapSide)) {
        ctx.error(top.at("terrain"), fmt::format("map has {} rows, at most {}", rows.size(), kMaxMapSide));
        ok = false;
    }
    if (rows[0].size() > static_cast<std::size_t>(kMaxMapSide)) {
        ctx.error("/terrain/0", fmt::format("map is {} characters wide, at most {}", rows[0].size(), kMaxMapSide));
        ok = false;
    }
    if (rows[0].empty()) {
        ctx.error("/terrain/0", "expected a row of at least one character");
        ok = false;
    }
    for (std::size_t y = 1; y < rows.size(); ++y)
        if (rows[y].size() != rows[0].size()) {
            ctx.error(childPointer("/terrain", y), fmt::format("row {} has {} characters, expected {} like row 0", y, rows[y].size(), rows[0].size()));
            ok = false;
        }
    if (!ok) return;
    QuestDef& q = b.q;
    q.width = static_cast<int>(rows[0].size());
    q.height = static_cast<int>(rows.size());
    q.tiles.assign(static_cast<std::size_t>(q.width * q.height), TileKind::Void);
    for (int y = 0; y < q.height; ++y)
        for (int x = 0; x < q.width; ++x) {
            const std::string& c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            auto it = legend.find(c);
            auto& tile = q.tiles[static_cast<std::size_t>(y * q.width + x)];
            tile = TileKind::Floor;  // an unknown character reads as floor, so nothing else fails because of it
            if (it == legend.end()) ctx.out.push_back(ctx.src.atChar(childPointer("/terrain", static_cast<std::size_t>(y)), x,
                                                                     fmt::format("unknown map character '{}' at [{}, {}]; define it in \"legend\"", c, x, y)));
            else tile = it->second;
        }
    b.map_ok = true;
}

/// Doors (secret ones too) stand in a wall line: walls on two opposite sides and open
/// ground (neither wall nor void) on the other two.
void checkDoors(QuestBuild& b) {
    const QuestDef& q = b.q;
    auto wall = [&](Pos p) { return q.tile(p) == TileKind::Wall; };
    auto open = [&](Pos p) { return q.tile(p) != TileKind::Wall && q.tile(p) != TileKind::Void; };
    for (int y = 0; y < q.height; ++y)
        for (int x = 0; x < q.width; ++x) {
            const TileKind t = q.tile({x, y});
            if (objectKindOn(t) != ObjectKind::Door && objectKindOn(t) != ObjectKind::SecretDoor) continue;
            const Pos l{x - 1, y}, r{x + 1, y}, u{x, y - 1}, d{x, y + 1};
            const bool horizontal = wall(l) && wall(r) && open(u) && open(d);
            const bool vertical = wall(u) && wall(d) && open(l) && open(r);
            if (horizontal || vertical) continue;
            b.ctx.out.push_back(b.ctx.src.atChar(childPointer("/terrain", static_cast<std::size_t>(y)), x,
                fmt::format("{} at [{}, {}] is not in a wall line: it needs walls on two opposite sides and open ground on the other two",
                            t == TileKind::SecretDoor ? "secret door" : "door", x, y)));
        }
}

void readZones(ObjectReader& top, QuestBuild& b) {
    const Context& ctx = b.ctx;
    const json* v = top.required("zones");
    if (!v || !expectArray(ctx, *v, "/zones")) return;
    // Over the limit: reported, and only the first ones read (the zone map still makes sense).
    if (v->size() > kMaxZones) ctx.error("/zones", fmt::format("too many zones: {}, at most {}", v->size(), kMaxZones));
    for (std::size_t i = 0; i < v->size() && i < kMaxZones; ++i) {
        const std::string ptr = childPointer("/zones", i);
        ObjectReader r(ctx, (*v)[i], ptr);
        if (!r.ok()) continue;
        ZoneDef zone;
        auto letter = r.string("letter");
        auto id = r.id("id");
        zone.name = r.text("name").value_or(LocalText{});
        if (letter && (letter->size() != 1 || *letter == "." || *letter == " ")) {
            ctx.error(r.at("letter"), fmt::format("expected a single character other than '.' and ' ', found \"{}\"", *letter));
            letter.reset();
        }
        if (!letter || !id) continue;
        zone.letter = (*letter)[0];
        zone.id = *id;
        if (b.q.zone(zone.id)) ctx.error(r.at("id"), fmt::format("duplicate zone id \"{}\"", zone.id));
        else if (std::any_of(b.q.zones.begin(), b.q.zones.end(), [&](const ZoneDef& z) { return z.letter == zone.letter; }))
            ctx.error(r.at("letter"), fmt::format("duplicate zone letter '{}'", zone.letter));
        else b.q.zones.push_back(std::move(zone));
    }
}

void readZoneMap(ObjectReader& top, QuestBuild& b) {
    const Context& ctx = b.ctx;
    std::vector<std::vector<std::string>> rows;
    if (!readRows(ctx, top.required("zone_map"), "/zone_map", rows) || !b.map_ok) return;
    QuestDef& q = b.q;
    if (rows.size() != static_cast<std::size_t>(q.height)) {
        ctx.error("/zone_map", fmt::format("zone_map has {} rows, expected {} like terrain", rows.size(), q.height));
        return;
    }
    std::vector<std::string> letters;
    for (const auto& z : q.zones) letters.emplace_back(1, z.letter);
    b.zones_ok = true;
    for (int y = 0; y < q.height; ++y) {
        const auto& row = rows[static_cast<std::size_t>(y)];
        const std::string ptr = childPointer("/zone_map", static_cast<std::size_t>(y));
        if (row.size() != static_cast<std::size_t>(q.width)) {
            ctx.error(ptr, fmt::format("zone_map row {} has {} characters, expected {} like terrain", y, row.size(), q.width));
            b.zones_ok = false;
            continue;
        }
        for (int x = 0; x < q.width; ++x) {
            const std::string& c = row[static_cast<std::size_t>(x)];
            if (c == "." || c == " ") continue;
            auto zone = std::find_if(q.zones.begin(), q.zones.end(), [&](const ZoneDef& z) { return c == std::string(1, z.letter); });
            if (zone == q.zones.end()) {
                ctx.out.push_back(ctx.src.atChar(ptr, x, fmt::format("unknown zone letter '{}' at [{}, {}]; declared letters: {}", c, x, y, joined(letters))));
                continue;
            }
            const TileKind t = q.tile({x, y});
            if (t == TileKind::Wall || t == TileKind::Void) {
                ctx.out.push_back(ctx.src.atChar(ptr, x, fmt::format("zone letter '{}' at [{}, {}] is on {}", c, x, y, tileDescription(t))));
                continue;
            }
            zone->squares.push_back({x, y});
        }
    }
    for (auto& z : q.zones) std::sort(z.squares.begin(), z.squares.end());
}

/// Every object drawn on the terrain, with its auto id and the ruleset's defaults.
void buildObjects(QuestBuild& b) {
    QuestDef& q = b.q;
    const RuleNumbers& n = b.qc.ruleset.numbers;
    for (int y = 0; y < q.height; ++y)
        for (int x = 0; x < q.width; ++x) {
            const TileKind t = q.tile({x, y});
            auto kind = objectKindOn(t);
            if (!kind) continue;
            ObjectDef o;
            o.kind = *kind;
            o.at = {x, y};
            o.id = fmt::format("{}_{}_{}", objectKindKey(o.kind), x, y);
            o.open = t == TileKind::DoorOpen || t == TileKind::CellOpen;
            o.locked = t == TileKind::DoorLocked || t == TileKind::Cell || t == TileKind::ChestLocked;
            o.lock_difficulty = n.lock_difficulty;
            o.pickable = o.kind != ObjectKind::SecretDoor;
            o.hidden = t == TileKind::HiddenTrap;
            o.trap_difficulty = n.trap_difficulty;
            o.trap_damage_dice = n.trap_damage_dice;
            q.objects.push_back(std::move(o));
        }
    if (q.objects.size() > kMaxObjects)
        b.ctx.error("/terrain", fmt::format("too many objects: {}, at most {}", q.objects.size(), kMaxObjects));
}

/// The `objects` annotations: each names the object at its square.
void readObjectAnnotations(ObjectReader& top, QuestBuild& b) {
    const Context& ctx = b.ctx;
    const json* v = top.optional("objects");
    if (!v || !expectArray(ctx, *v, "/objects", kMaxObjects, "object descriptions")) return;
    QuestDef& q = b.q;
    std::map<Pos, std::string> annotated;  // square -> pointer of its annotation
    std::set<std::string> renamed;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const std::string ptr = childPointer("/objects", i);
        ObjectReader r(ctx, (*v)[i], ptr);
        if (!r.ok()) continue;
        auto id = r.id("id");
        std::optional<Pos> at;
        if (const json* a = r.required("at")) at = readPos(ctx, *a, r.at("at"));
        ObjectDef* o = nullptr;
        if (at && b.map_ok) {
            if (!q.inside(*at)) ctx.error(r.at("at"), fmt::format("{} is outside the map ({} × {})", squareName(*at), q.width, q.height));
            else if (auto it = std::find_if(q.objects.begin(), q.objects.end(), [&](const ObjectDef& ob) { return ob.at == *at; }); it == q.objects.end())
                ctx.error(r.at("at"), fmt::format("no object at {}: the square is {}", squareName(*at), tileDescription(q.tile(*at))));
            else if (annotated.count(*at)) ctx.error(r.at("at"), fmt::format("the object at {} is already described by {}", squareName(*at), annotated[*at]));
            else o = &*it;
        }
        if (!o) {
            r.ignoreRest();
            continue;
        }
        annotated[*at] = ptr;
        const bool lockable = o->kind == ObjectKind::Door || o->kind == ObjectKind::Cell || o->kind == ObjectKind::Chest || o->kind == ObjectKind::SecretDoor;
        auto only = [&](std::string_view key, bool allowed, std::string_view what) {
            if (!allowed && r.optional(key))
                ctx.keyError(r.at(key), fmt::format("\"{}\" is only for {}; the object at {} is a {}", key, what, squareName(o->at), objectKindKey(o->kind)));
            return allowed;
        };
        if (only("lock_difficulty", lockable, "doors, cells and chests")) o->lock_difficulty = r.integer("lock_difficulty", o->lock_difficulty, 0, INT_MAX);
        if (only("pickable", lockable, "doors, cells and chests")) o->pickable = r.boolean("pickable", o->pickable);
        if (only("breakable", lockable, "doors, cells and chests")) o->breakable = r.boolean("breakable", o->breakable);
        if (r.optional("name")) o->name = r.text("name").value_or(LocalText{});
        const bool trap = o->kind == ObjectKind::Trap;
        if (only("hidden", trap, "traps")) o->hidden = r.boolean("hidden", o->hidden);
        if (only("trap_difficulty", trap, "traps")) o->trap_difficulty = r.integer("trap_difficulty", o->trap_difficulty, 0, INT_MAX);
        if (only("trap_damage_dice", trap, "traps")) o->trap_damage_dice = r.integer("trap_damage_dice", o->trap_damage_dice, 0, INT_MAX);
        const json* contains = r.optional("contains");
        if (only("contains", o->kind == ObjectKind::Chest || o->kind == ObjectKind::Cell, "chests and cells") && contains &&
            expectArray(ctx, *contains, r.at("contains"), kMaxItems, "items")) {
            for (std::size_t j = 0; j < contains->size(); ++j) {
                const std::string cp = childPointer(r.at("contains"), j);
                if (auto item = readId(ctx, (*contains)[j], cp)) {
                    o->contains.push_back(*item);
                    b.contains_refs.push_back({*item, cp, static_cast<std::size_t>(o - q.objects.data())});
                }
            }
        }
        if (!id) continue;
        const bool clash = renamed.count(*id) ||
            std::any_of(q.objects.begin(), q.objects.end(), [&](const ObjectDef& ob) { return ob.id == *id && &ob != o; });
        if (clash) ctx.error(r.at("id"), fmt::format("duplicate object id \"{}\"", *id));
        else {
            o->id = *id;
            renamed.insert(*id);
        }
    }
}

/// R24: 8-connected groups of reinforcement squares, each sorted, ordered by first square.
void buildReinforcementEntries(QuestDef& q) {
    std::vector<bool> seen(q.tiles.size(), false);
    for (int x = 0; x < q.width; ++x)
        for (int y = 0; y < q.height; ++y) {
            const auto idx = static_cast<std::size_t>(y * q.width + x);
            if (seen[idx] || q.tiles[idx] != TileKind::Reinforcement) continue;
            std::vector<Pos> group, todo{{x, y}};
            seen[idx] = true;
            while (!todo.empty()) {
                const Pos p = todo.back();
                todo.pop_back();
                group.push_back(p);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const Pos n{p.x + dx, p.y + dy};
                        if (!q.inside(n)) continue;
                        const auto ni = static_cast<std::size_t>(n.y * q.width + n.x);
                        if (seen[ni] || q.tiles[ni] != TileKind::Reinforcement) continue;
                        seen[ni] = true;
                        todo.push_back(n);
                    }
            }
            std::sort(group.begin(), group.end());
            q.reinforcement_entries.push_back(std::move(group));
        }
    std::sort(q.reinforcement_entries.begin(), q.reinforcement_entries.end());
}

}  // namespace

std::string tileDescription(TileKind t) {
    switch (t) {
        case TileKind::Wall: return "a wall";
        case TileKind::Reinforcement: return "a reinforcement entry";
        case TileKind::Void: return "void";
        default: return std::string(tileName(t));
    }
}

std::string_view tileName(TileKind t) {
    for (const auto& n : kTiles)
        if (n.value == t) return n.name;
    return "?";
}

std::optional<TileKind> tileNamed(std::string_view name) {
    for (const auto& n : kTiles)
        if (n.name == name) return n.value;
    return std::nullopt;
}

const std::map<std::string, TileKind>& defaultLegend() { return kDefaultLegend; }

void readMap(ObjectReader& top, QuestBuild& b) {
    const auto legend = readLegend(top);
    readTerrain(top, b, legend);
    readZones(top, b);
    readZoneMap(top, b);
    if (auto hero_zone = top.id("hero_zone")) {
        b.q.hero_zone = *hero_zone;
        if (!b.q.zone(*hero_zone)) b.ctx.error("/hero_zone", unknownMessage("zone", *hero_zone, b.zoneIds()));
    }
    if (!b.map_ok) {
        top.optional("objects");
        return;
    }
    checkDoors(b);
    buildObjects(b);
    if (b.q.objects.size() <= kMaxObjects) readObjectAnnotations(top, b);
    else top.optional("objects");  // already refused: too many objects
    buildReinforcementEntries(b.q);
}

}  // namespace cata::content
