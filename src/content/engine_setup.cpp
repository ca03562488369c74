// Rosters and placements of a new engine game (engine_setup.h; RULES.md R53).
#include "cata/content/engine_setup.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "cata/content/reader.h"
#include "cata/core/board.h"
#include "cata/core/groups.h"

namespace cata::content {

namespace {

constexpr std::size_t kMaxDefaultMaster = 12;

struct Cards {
    const ContentLibrary& lib;
    const QuestDef& quest;
    const CharacterCard* find(const std::string& id) const {
        for (const auto& c : quest.cards)
            if (c.id == id) return &c;
        return lib.card(id);
    }
    std::vector<const CharacterCard*> all() const {
        std::vector<const CharacterCard*> out;
        for (const auto& c : lib.cards) out.push_back(&c);
        for (const auto& c : quest.cards) out.push_back(&c);
        return out;
    }
    std::vector<std::string> ids() const {
        std::vector<std::string> out;
        for (const auto* c : all()) out.push_back(c->id);
        return out;
    }
};

std::string square(Pos p) { return fmt::format("[{}, {}]", p.x, p.y); }

bool inHeroZone(const QuestDef& q, Pos p) {
    const ZoneDef* z = q.zone(q.hero_zone);
    return z && std::binary_search(z->squares.begin(), z->squares.end(), p);
}

/// R37: the squares of `card` with its top-left square on `p`.
Footprint footprintOf(const CharacterCard& card, Pos p) {
    return {p, std::max(1, card.footprint_w), std::max(1, card.footprint_h)};
}

/// A free floor square: walkable as drawn, no object on it.
bool placeable(const QuestDef& q, const Board& b, Pos p) {
    return b.isWalkable(p) && !q.objectAt(p) && (q.tile(p) == TileKind::Floor || q.tile(p) == TileKind::Reinforcement);
}

std::vector<RosterEntry> defaultHeroes(const Cards& cards, int budget) {
    std::vector<RosterEntry> out;
    int cost = 0;
    for (const auto* c : cards.all())
        if (c->isHero() && c->footprint_w == 1 && c->footprint_h == 1 && cost + c->value <= budget) {
            cost += c->value;
            out.push_back({c->id, "", std::nullopt});
        }
    return out;
}

std::vector<RosterEntry> defaultMaster(const Cards& cards, int budget) {
    std::vector<RosterEntry> out;
    int cost = 0;
    for (const auto* c : cards.all())
        if (c->formation == Formation::MasterLeader && c->size != Size::Gigantic && c->value * 2 <= budget) {
            cost += c->value;
            out.push_back({c->id, "", std::nullopt});
            break;
        }
    std::vector<const CharacterCard*> troops;
    for (const auto* c : cards.all())
        if (c->formation == Formation::MasterTroop && c->size != Size::Gigantic) troops.push_back(c);
    for (bool added = true; added && out.size() < kMaxDefaultMaster;) {
        added = false;
        for (const auto* c : troops)
            if (out.size() < kMaxDefaultMaster && cost + c->value <= budget && c->value > 0) {
                cost += c->value;
                out.push_back({c->id, "", std::nullopt});
                added = true;
            }
    }
    return out;
}

}  // namespace

Deployment deploy(const ContentLibrary& lib, const QuestDef& quest, const std::optional<std::vector<RosterEntry>>& heroes,
                  const std::optional<std::vector<RosterEntry>>& master) {
    Deployment d;
    const Cards cards{lib, quest};
    const int budget = quest.budget > 0 ? quest.budget : lib.ruleset.numbers.default_budget;
    const bool heroes_asked = heroes.has_value();
    const bool master_asked = master.has_value();
    const std::vector<RosterEntry> h = heroes ? *heroes : quest.hero_roster ? *quest.hero_roster : defaultHeroes(cards, budget);
    const std::vector<RosterEntry> m = master ? *master : quest.master_roster ? *quest.master_roster : defaultMaster(cards, budget);
    const Board board(quest);
    std::set<Pos> taken;

    // Check the groups asked for (fixed quest rosters were checked by the quest loader).
    auto check = [&](const std::vector<RosterEntry>& side, bool is_heroes, bool asked) -> bool {
        const char* name = is_heroes ? "heroes" : "master";
        std::vector<GroupMember> group;
        for (std::size_t i = 0; i < side.size(); ++i) {
            const RosterEntry& e = side[i];
            const CharacterCard* c = cards.find(e.card);
            if (!c) {
                d.error = fmt::format("{}[{}]: unknown card \"{}\"{}", name, i, e.card, didYouMean(e.card, cards.ids()));
                return false;
            }
            if (!asked) continue;
            if (e.at)
                for (Pos q : footprintOf(*c, *e.at).squares())  // R37: every square of the footprint
                    if (!quest.inside(q) || !board.isWalkable(q)) {
                        d.error = fmt::format("{}[{}].at: {} is not a free floor square", name, i, square(q));
                        return false;
                    }
            group.push_back({c, e.id.empty() ? e.card : e.id, e.at, e.at && fixedByQuest(quest, is_heroes, e.card, *e.at)});
        }
        // R53 (core groups.h): the first problem, with where it is.
        const std::vector<GroupProblem> problems = asked ? groupProblems(quest, is_heroes, group, budget) : std::vector<GroupProblem>{};
        if (problems.empty()) return true;
        const GroupProblem& p = problems.front();
        d.error = p.member >= 0 ? fmt::format("{}[{}]{}: {}", name, p.member, p.kind == GroupProblemKind::Zone ? ".at" : "", p.message)
                                : fmt::format("{}: {}", name, p.message);
        return false;
    };
    if (!check(h, true, heroes_asked) || !check(m, false, master_asked)) return d;

    for (const auto* side : {&h, &m})
        for (const auto& e : *side) {
            if (!e.at) continue;
            for (Pos q : footprintOf(*cards.find(e.card), *e.at).squares())  // R37
                if (!taken.insert(q).second) {
                    d.error = fmt::format("two characters are placed on {}", square(q));
                    return d;
                }
        }

    std::vector<Pos> hero_squares, master_squares;
    for (int y = 0; y < quest.height; ++y)
        for (int x = 0; x < quest.width; ++x) {
            const Pos p{x, y};
            if (!placeable(quest, board, p)) continue;
            (inHeroZone(quest, p) ? hero_squares : master_squares).push_back(p);
        }
    if (const ZoneDef* z = quest.zone(quest.hero_zone)) {
        std::map<Pos, int> far;
        for (Pos p : master_squares) {
            int best = 1 << 20;
            for (Pos q : z->squares) best = std::min(best, distance(p, q));
            far[p] = best;
        }
        std::stable_sort(master_squares.begin(), master_squares.end(), [&](Pos a, Pos b) {
            if (far[a] != far[b]) return far[a] > far[b];
            return a.y != b.y ? a.y < b.y : a.x < b.x;
        });
    }
    auto place = [&](const std::vector<RosterEntry>& side, const std::vector<Pos>& squares, const char* name,
                     std::vector<Placement>& out) -> bool {
        const std::set<Pos> allowed(squares.begin(), squares.end());
        for (const auto& e : side) {
            Placement p{e.card, e.id, {}};
            if (e.at) {
                p.at = *e.at;
            } else {
                // The first square in order where the whole footprint (R37) lies on this side's
                // free squares.
                const CharacterCard& card = *cards.find(e.card);
                auto fits = [&](Pos at) {
                    for (Pos q : footprintOf(card, at).squares())
                        if (!allowed.count(q) || taken.count(q)) return false;
                    return true;
                };
                const auto it = std::find_if(squares.begin(), squares.end(), fits);
                if (it == squares.end()) {
                    d.error = fmt::format("{}: no free square left for \"{}\"", name, e.card);
                    return false;
                }
                p.at = *it;
                for (Pos q : footprintOf(card, p.at).squares()) taken.insert(q);
            }
            out.push_back(std::move(p));
        }
        return true;
    };
    if (!place(h, hero_squares, "heroes", d.heroes) || !place(m, master_squares, "master", d.master)) {
        d.heroes.clear();
        d.master.clear();
    }
    return d;
}

}  // namespace cata::content
