// R44 "Playing solo", deployment of the Master's characters (setup.h): the leader in the
// objective zone or the zone furthest from the heroes' deployment, the troops one per zone from
// the nearest zone to the furthest, round and round. Zones are ordered by the walking distance
// (doors passable, walls and void not) from the heroes' squares to their nearest square.
#include <algorithm>
#include <deque>
#include <functional>
#include <limits>

#include "cata/ai/setup.h"

namespace cata::ai {

namespace {

constexpr int kUnreached = std::numeric_limits<int>::max() / 4;

/// Walking distance in squares from `sources` (8 directions, R10 diagonals), obstacles other
/// than doors left out.
std::vector<int> walkDistance(const QuestDef& q, const std::vector<Pos>& sources) {
    std::vector<int> d(static_cast<std::size_t>(q.width * q.height), kUnreached);
    auto idx = [&](Pos p) { return static_cast<std::size_t>(p.y * q.width + p.x); };
    auto passable = [&](Pos p) {
        const TileKind t = q.tile(p);
        return tileIsWalkable(t) || t == TileKind::DoorClosed || t == TileKind::DoorLocked || t == TileKind::SecretDoor ||
               t == TileKind::Cell || t == TileKind::CellOpen || t == TileKind::DoorOpen;
    };
    std::deque<Pos> open;
    for (Pos p : sources)
        if (q.inside(p) && d[idx(p)] == kUnreached) d[idx(p)] = 0, open.push_back(p);
    while (!open.empty()) {
        const Pos p = open.front();
        open.pop_front();
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Pos n{p.x + dx, p.y + dy};
                if ((dx == 0 && dy == 0) || !q.inside(n) || !passable(n) || d[idx(n)] != kUnreached) continue;
                if (dx != 0 && dy != 0 && (tileIsObstacle(q.tile({p.x + dx, p.y})) || tileIsObstacle(q.tile({p.x, p.y + dy}))))
                    continue;  // R10
                d[idx(n)] = d[idx(p)] + 1;
                open.push_back(n);
            }
    }
    return d;
}

/// The zone named by the first victory condition that names one (its zone, or the zone of its
/// object), searching inside all/any conditions too.
const ZoneDef* objectiveZone(const QuestDef& q) {
    std::function<const ZoneDef*(const Condition&)> named = [&](const Condition& c) -> const ZoneDef* {
        if (!c.zone.empty())
            if (const ZoneDef* z = q.zone(c.zone)) return z;
        if (!c.target.empty())
            if (const ObjectDef* o = q.object(c.target)) return q.zoneAt(o->at);
        for (const Condition& sub : c.of)
            if (const ZoneDef* z = named(sub)) return z;
        return nullptr;
    };
    for (const Condition& c : q.victory)
        if (const ZoneDef* z = named(c); z && z->id != q.hero_zone) return z;
    return nullptr;
}

}  // namespace

std::vector<Placement> deployR44(const GameContent& content, const std::vector<Placement>& heroes,
                                 std::vector<Placement> master) {
    const QuestDef& q = content.quest;
    const ZoneDef* hero_zone = q.zone(q.hero_zone);
    std::vector<Pos> sources;
    for (const Placement& h : heroes) sources.push_back(h.at);
    if (sources.empty() && hero_zone) sources = hero_zone->squares;
    const std::vector<int> dist = walkDistance(q, sources);
    auto idx = [&](Pos p) { return static_cast<std::size_t>(p.y * q.width + p.x); };

    // Zones the Master may use (never the heroes', R53), nearest to the heroes first.
    std::vector<std::pair<int, const ZoneDef*>> zones;
    for (const ZoneDef& z : q.zones) {
        if (z.id == q.hero_zone) continue;
        int near = kUnreached;
        for (Pos p : z.squares) near = std::min(near, dist[idx(p)]);
        zones.emplace_back(near, &z);
    }
    std::stable_sort(zones.begin(), zones.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    if (zones.empty()) return master;

    // Squares taken, by heroes and by the quest's fixed Master placements.
    std::vector<char> taken(static_cast<std::size_t>(q.width * q.height), 0);
    auto mark = [&](Pos at, const CharacterCard* c) {
        const Footprint fp{at, c ? std::max(1, c->footprint_w) : 1, c ? std::max(1, c->footprint_h) : 1};
        for (Pos s : fp.squares())
            if (q.inside(s)) taken[idx(s)] = 1;
    };
    auto cardOf = [&](const std::string& id) -> const CharacterCard* {
        const int i = content.cardIndex(id);
        return i < 0 ? nullptr : &content.cards[static_cast<std::size_t>(i)];
    };
    for (const Placement& h : heroes) mark(h.at, cardOf(h.card));
    auto fixed = [&](const Placement& p) {
        if (!q.master_roster) return false;
        return std::any_of(q.master_roster->begin(), q.master_roster->end(),
                           [&](const RosterEntry& e) { return e.at && *e.at == p.at && e.card == p.card; });
    };
    for (const Placement& p : master)
        if (fixed(p)) mark(p.at, cardOf(p.card));

    // The first square of `z` (in square order) where the whole footprint fits on free floor
    // outside the heroes' zone.
    auto place = [&](const ZoneDef& z, const CharacterCard* c) -> std::optional<Pos> {
        for (Pos p : z.squares) {
            const Footprint fp{p, c ? std::max(1, c->footprint_w) : 1, c ? std::max(1, c->footprint_h) : 1};
            bool ok = true;
            for (Pos s : fp.squares()) {
                const TileKind t = q.tile(s);
                const bool floor = t == TileKind::Floor || t == TileKind::Reinforcement;
                const bool heroes_zone = hero_zone && std::binary_search(hero_zone->squares.begin(), hero_zone->squares.end(), s);
                if (!q.inside(s) || !floor || taken[idx(s)] || heroes_zone) ok = false;
            }
            if (ok) return p;
        }
        return std::nullopt;
    };
    auto placeFrom = [&](std::size_t first, Placement& p) {
        const CharacterCard* c = cardOf(p.card);
        for (std::size_t k = 0; k < zones.size(); ++k)
            if (auto at = place(*zones[(first + k) % zones.size()].second, c)) {
                p.at = *at;
                mark(*at, c);
                return;
            }
    };

    // The leader: the objective zone, else the furthest zone.
    const ZoneDef* objective = objectiveZone(q);
    std::size_t leader_zone = zones.size() - 1;
    for (std::size_t k = 0; k < zones.size(); ++k)
        if (zones[k].second == objective) leader_zone = k;
    for (Placement& p : master) {
        const CharacterCard* c = cardOf(p.card);
        if (fixed(p) || !c || c->formation != Formation::MasterLeader) continue;
        placeFrom(leader_zone, p);
    }
    // The troops (a swarm is one character): one per zone, nearest first, round and round.
    std::size_t next = 0;
    for (Placement& p : master) {
        const CharacterCard* c = cardOf(p.card);
        if (fixed(p) || (c && c->formation == Formation::MasterLeader)) continue;
        placeFrom(next % zones.size(), p);
        ++next;
    }
    return master;
}

}  // namespace cata::ai
