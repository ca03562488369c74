// The editor's lenient reading of a quest's map (quest_edit.h).
#include "cata/content/quest_edit.h"

#include <algorithm>

#include "quest_parts.h"

namespace cata::content {

namespace {

using ojson = nlohmann::ordered_json;

}  // namespace

char defaultMapChar(TileKind kind) {
    for (const auto& [ch, tile] : defaultLegend())
        if (tile == kind) return ch.front();
    return ' ';
}

std::optional<TileKind> mapTile(const ojson& doc, const std::string& ch) {
    if (doc.is_object()) {
        const auto legend = doc.find("legend");
        if (legend != doc.end() && legend->is_object()) {
            const auto entry = legend->find(ch);
            if (entry != legend->end() && entry->is_string())
                if (auto t = tileNamed(entry->get<std::string>())) return t;
        }
    }
    const auto& def = defaultLegend();
    if (const auto it = def.find(ch); it != def.end()) return it->second;
    return std::nullopt;
}

std::vector<std::string> mapRowCharacters(const std::string& row) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < row.size();) {
        std::size_t n = 1;
        while (i + n < row.size() && (static_cast<unsigned char>(row[i + n]) & 0xC0) == 0x80) ++n;
        out.push_back(row.substr(i, n));
        i += n;
    }
    return out;
}

QuestDef questMapOf(const ojson& doc) {
    QuestDef q;
    if (!doc.is_object()) return q;
    std::vector<std::vector<std::string>> rows;
    if (const auto t = doc.find("terrain"); t != doc.end() && t->is_array())
        for (const auto& r : *t)
            rows.push_back(r.is_string() ? mapRowCharacters(r.get<std::string>()) : std::vector<std::string>{});
    q.height = static_cast<int>(rows.size());
    for (const auto& r : rows) q.width = std::max(q.width, static_cast<int>(r.size()));
    q.tiles.assign(static_cast<std::size_t>(q.width * q.height), TileKind::Void);
    std::vector<Pos> reinforcements;
    for (int y = 0; y < q.height; ++y)
        for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
            const TileKind k =
                mapTile(doc, rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]).value_or(TileKind::Void);
            q.tiles[static_cast<std::size_t>(y * q.width + x)] = k;
            if (k == TileKind::Reinforcement) reinforcements.push_back(Pos{x, y});
        }
    if (!reinforcements.empty()) q.reinforcement_entries.push_back(reinforcements);
    if (const auto z = doc.find("zones"); z != doc.end() && z->is_array())
        for (const auto& e : *z) {
            if (!e.is_object()) continue;
            ZoneDef zone;
            if (const auto l = e.find("letter"); l != e.end() && l->is_string() && l->get<std::string>().size() == 1)
                zone.letter = l->get<std::string>().front();
            else
                continue;
            if (const auto id = e.find("id"); id != e.end() && id->is_string()) zone.id = id->get<std::string>();
            q.zones.push_back(zone);
        }
    if (const auto zm = doc.find("zone_map"); zm != doc.end() && zm->is_array())
        for (int y = 0; y < static_cast<int>(zm->size()) && y < q.height; ++y) {
            const auto& r = (*zm)[static_cast<std::size_t>(y)];
            if (!r.is_string()) continue;
            const auto chars = mapRowCharacters(r.get<std::string>());
            for (int x = 0; x < static_cast<int>(chars.size()) && x < q.width; ++x)
                for (ZoneDef& zone : q.zones)
                    if (chars[static_cast<std::size_t>(x)].size() == 1 &&
                        chars[static_cast<std::size_t>(x)].front() == zone.letter)
                        zone.squares.push_back(Pos{x, y});
        }
    for (ZoneDef& zone : q.zones) std::sort(zone.squares.begin(), zone.squares.end());
    if (const auto h = doc.find("hero_zone"); h != doc.end() && h->is_string()) q.hero_zone = h->get<std::string>();
    return q;
}

}  // namespace cata::content
