// Quest consistency: reachability from the hero zone, and the rosters against the cards,
// the budget and the map (R24, R53).
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "cata/core/groups.h"
#include "quest_parts.h"

namespace cata::content {

const CharacterCard* QuestBuild::card(const std::string& id) const {
    for (const auto& c : q.cards)
        if (c.id == id) return &c;
    return qc.shipped_card ? qc.shipped_card(id) : nullptr;
}

std::vector<std::string> QuestBuild::cardIds() const {
    std::vector<std::string> ids = qc.shipped_card_ids;
    for (const auto& c : q.cards) ids.push_back(c.id);
    return ids;
}

std::vector<std::string> QuestBuild::zoneIds() const {
    std::vector<std::string> ids;
    for (const auto& z : q.zones) ids.push_back(z.id);
    return ids;
}

std::vector<std::string> QuestBuild::objectIds() const {
    std::vector<std::string> ids;
    for (const auto& o : q.objects) ids.push_back(o.id);
    return ids;
}

std::vector<std::string> QuestBuild::itemIds() const {
    std::vector<std::string> ids;
    for (const auto& i : q.items) ids.push_back(i.id);
    return ids;
}

bool QuestBuild::reached(Pos p, bool or_neighbour) const {
    if (reachable.empty()) return true;  // not computed: nothing to report
    auto at = [&](Pos s) { return q.inside(s) && reachable[static_cast<std::size_t>(s.y * q.width + s.x)]; };
    if (at(p)) return true;
    if (!or_neighbour) return false;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (at({p.x + dx, p.y + dy})) return true;
    return false;
}

std::string unknownMessage(std::string_view kind, const std::string& id, const std::vector<std::string>& candidates) {
    return fmt::format("unknown {} \"{}\"{}", kind, id, didYouMean(id, candidates));
}

std::string squareName(Pos p) { return fmt::format("[{}, {}]", p.x, p.y); }

void computeReachability(QuestBuild& b) {
    const QuestDef& q = b.q;
    const ZoneDef* start = q.zone(q.hero_zone);
    if (!b.map_ok || !b.zones_ok || !start) return;
    // 4-neighbour fill: a diagonal step beside a wall is forbidden anyway (R10).
    b.reachable.assign(q.tiles.size(), false);
    std::vector<Pos> todo(start->squares.begin(), start->squares.end());
    for (Pos p : todo) b.reachable[static_cast<std::size_t>(p.y * q.width + p.x)] = true;
    while (!todo.empty()) {
        const Pos p = todo.back();
        todo.pop_back();
        for (Pos d : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}}) {
            const Pos n = p + d;
            if (!q.inside(n) || q.tile(n) == TileKind::Wall || q.tile(n) == TileKind::Void) continue;
            const auto idx = static_cast<std::size_t>(n.y * q.width + n.x);
            if (b.reachable[idx]) continue;
            b.reachable[idx] = true;
            todo.push_back(n);
        }
    }
}

void checkZonesReachable(QuestBuild& b) {
    if (b.reachable.empty()) return;
    for (std::size_t i = 0; i < b.q.zones.size(); ++i) {
        const ZoneDef& z = b.q.zones[i];
        if (z.squares.empty()) continue;
        if (std::none_of(z.squares.begin(), z.squares.end(), [&](Pos p) { return b.reached(p, false); }))
            b.ctx.error(childPointer("/zones", i), fmt::format("zone \"{}\" cannot be reached from the hero zone \"{}\"", z.id, b.q.hero_zone));
    }
}

namespace {

/// One side's roster as written, before the checks.
struct SideRoster {
    bool heroes;
    std::string ptr;
    std::vector<RosterEntry> entries;
    std::vector<std::string> ptrs;
    std::vector<std::string> id_ptrs;  // where each instance id was written (the entry itself for a default id)
    std::vector<std::string> card_ptrs;  // where each card id was written
};

void readSide(ObjectReader& rosters, QuestBuild& b, SideRoster& side, std::map<std::string, int>& uses) {
    const Context& ctx = b.ctx;
    const json* v = rosters.optional(side.heroes ? "heroes" : "master");
    if (!v || !expectArray(ctx, *v, side.ptr)) return;
    if (v->size() > kMaxRoster) ctx.error(side.ptr, fmt::format("too many characters: {}, at most {}", v->size(), kMaxRoster));
    for (std::size_t i = 0; i < v->size() && i < kMaxRoster; ++i) {
        const std::string ptr = childPointer(side.ptr, i);
        RosterEntry e;
        std::string card_ptr = ptr;
        std::optional<std::string> id;
        if ((*v)[i].is_string()) {
            if (auto card = readId(ctx, (*v)[i], ptr)) e.card = *card;
        } else {
            ObjectReader r(ctx, (*v)[i], ptr);
            if (!r.ok()) continue;
            card_ptr = r.at("card");
            e.card = r.id("card").value_or("");
            if (r.optional("id")) id = r.id("id");
            if (const json* at = r.optional("at")) e.at = readPos(ctx, *at, r.at("at"));
        }
        if (e.card.empty()) continue;
        const CharacterCard* card = b.card(e.card);
        if (!card) {
            ctx.error(card_ptr, unknownMessage("card", e.card, b.cardIds()));
            continue;
        }
        const int n = ++uses[e.card];
        e.id = id ? *id : (n == 1 ? e.card : fmt::format("{}_{}", e.card, n));
        side.entries.push_back(std::move(e));
        side.ptrs.push_back(ptr);
        side.id_ptrs.push_back(id ? ptr + "/id" : ptr);
        side.card_ptrs.push_back(card_ptr);
    }
}

void checkSide(QuestBuild& b, const SideRoster& side, std::map<Pos, std::string>& placed) {
    const Context& ctx = b.ctx;
    const QuestDef& q = b.q;
    // R53 (core groups.h): the roster's squares are the quest's own, allowed wherever they are.
    std::vector<GroupMember> group;
    for (const RosterEntry& e : side.entries) group.push_back({b.card(e.card), e.id, e.at, true});
    for (const GroupProblem& problem : groupProblems(q, side.heroes, group, q.budget)) {
        const auto i = static_cast<std::size_t>(problem.member);
        ctx.error(problem.kind == GroupProblemKind::WrongSide ? side.card_ptrs[i]
                  : problem.member >= 0                       ? side.ptrs[i]
                                                              : side.ptr,
                  problem.message);
    }
    bool leader = false;
    for (std::size_t i = 0; i < side.entries.size(); ++i) {
        const RosterEntry& e = side.entries[i];
        const CharacterCard* card = b.card(e.card);
        if (!side.heroes && card->formation == Formation::MasterLeader && !leader) {
            leader = true;
            if (b.map_ok && q.reinforcement_entries.empty())
                ctx.error(side.ptrs[i], fmt::format("the Master's roster has a leader (\"{}\") but the map has no reinforcement entry (R24)", e.id));
        }
        if (!e.at || !b.map_ok) continue;
        const std::string at_ptr = side.ptrs[i] + "/at";
        const Pos p = *e.at;
        if (!q.inside(p)) {
            ctx.error(at_ptr, fmt::format("{} is outside the map ({} × {})", squareName(p), q.width, q.height));
            continue;
        }
        const TileKind t = q.tile(p);
        if (t != TileKind::Floor && t != TileKind::Reinforcement) {
            ctx.error(at_ptr, fmt::format("cannot place \"{}\" at {}: the square is {}", e.id, squareName(p), tileDescription(t)));
            continue;
        }
        if (auto it = placed.find(p); it != placed.end())
            ctx.error(at_ptr, fmt::format("\"{}\" is placed on {} like \"{}\"", e.id, squareName(p), it->second));
        else placed[p] = e.id;
    }
}

/// The hero zone must hold every hero the players may field (R53, core groups.h).
void checkHeroZoneSize(QuestBuild& b) {
    const QuestDef& q = b.q;
    if (!q.zone(q.hero_zone) || !b.map_ok || !b.zones_ok) return;
    std::vector<const CharacterCard*> cards = b.qc.shipped_heroes;
    for (const auto& c : q.cards)
        if (c.isHero()) cards.push_back(&c);
    const int heroes = heroesToHold(q, cards, q.budget);
    const int free = heroZoneSquares(q);
    if (free < heroes)
        b.ctx.error("/hero_zone", fmt::format("hero zone \"{}\" has {} free square{}, too few for {} heroes", q.hero_zone, free, free == 1 ? "" : "s", heroes));
}

}  // namespace

void readRosters(ObjectReader& top, QuestBuild& b) {
    const json* v = top.optional("rosters");
    if (v) {
        ObjectReader rosters(b.ctx, *v, "/rosters");
        if (rosters.ok()) {
            std::map<std::string, int> uses;
            SideRoster heroes{true, "/rosters/heroes", {}, {}, {}, {}};
            SideRoster master{false, "/rosters/master", {}, {}, {}, {}};
            readSide(rosters, b, heroes, uses);
            readSide(rosters, b, master, uses);
            std::map<Pos, std::string> placed;
            checkSide(b, heroes, placed);
            checkSide(b, master, placed);
            std::map<std::string, std::string> ids;
            for (const SideRoster* side : {&heroes, &master})
                for (std::size_t i = 0; i < side->entries.size(); ++i)
                    if (!ids.emplace(side->entries[i].id, side->ptrs[i]).second)
                        b.ctx.error(side->id_ptrs[i], fmt::format("duplicate character id \"{}\"", side->entries[i].id));
            if (rosters.optional("heroes")) b.q.hero_roster = heroes.entries;
            if (rosters.optional("master")) b.q.master_roster = master.entries;
        }
    }
    checkHeroZoneSize(b);
}

}  // namespace cata::content
