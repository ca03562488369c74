// R53 group building (groups.h).
#include "cata/core/groups.h"

#include <algorithm>

#include "rules.h"

namespace cata {

namespace {

/// How many hero cards `cards` holds and the value of the cheapest (what a budget buys of them).
struct HeroCards {
    int count = 0;
    int cheapest = 0;
};
HeroCards heroCards(const std::vector<const CharacterCard*>& cards) {
    HeroCards h;
    for (const CharacterCard* c : cards) {
        if (!c->isHero()) continue;
        h.cheapest = h.count == 0 ? c->value : std::min(h.cheapest, c->value);
        ++h.count;
    }
    return h;
}

bool inZone(const ZoneDef& zone, Pos p) { return std::binary_search(zone.squares.begin(), zone.squares.end(), p); }

}  // namespace

std::vector<GroupProblem> groupProblems(const QuestDef& quest, bool heroes, const std::vector<GroupMember>& group,
                                        int budget) {
    std::vector<GroupProblem> out;
    const std::string side = heroes ? "heroes'" : "Master's";
    const ZoneDef* zone = quest.zone(quest.hero_zone);
    int cost = 0, leaders = 0, second_leader = -1;
    for (std::size_t i = 0; i < group.size(); ++i) {
        const GroupMember& m = group[i];
        const CharacterCard& card = *m.card;
        const int index = static_cast<int>(i);
        cost += card.value;
        if (card.formation == Formation::MasterLeader && ++leaders == 2) second_leader = index;
        if (heroes && !card.isHero())
            out.push_back({GroupProblemKind::WrongSide, index,
                           "\"" + m.id + "\" has a Master card (" + std::string(formationKey(card.formation)) +
                               "): not allowed in the heroes' group (R53)"});
        if (!heroes && card.isHero())
            out.push_back({GroupProblemKind::WrongSide, index,
                           "\"" + m.id + "\" has a hero card: not allowed in the Master's group (R53)"});
        // The Master deploys anywhere but in the heroes' zone, the heroes in it, unless the
        // quest fixes the square. R37: a hero's whole footprint in the zone, none of a Master
        // character's.
        if (!zone || !m.at || m.fixed_by_quest) continue;
        const Footprint fp{*m.at, std::max(1, card.footprint_w), std::max(1, card.footprint_h)};
        int in = 0;
        for (Pos q : fp.squares()) in += inZone(*zone, q) ? 1 : 0;
        if (heroes && in < fp.w * fp.h)
            out.push_back({GroupProblemKind::Zone, index,
                           "Hero \"" + m.id + "\" is placed on " + Rules::posText(*m.at) + ", outside the hero zone \"" +
                               quest.hero_zone + "\" (R53)"});
        if (!heroes && in > 0)
            out.push_back({GroupProblemKind::Zone, index,
                           "Master character \"" + m.id + "\" is placed on " + Rules::posText(*m.at) +
                               ", in the hero zone \"" + quest.hero_zone + "\" (R53)"});
    }
    if (leaders > 1)
        out.push_back({GroupProblemKind::Leaders, second_leader,
                       "The " + side + " group has " + std::to_string(leaders) + " Master leaders: at most one (R53)"});
    if (cost > budget)
        out.push_back({GroupProblemKind::Budget, -1,
                       "The " + side + " group costs " + std::to_string(cost) + " points, over the budget of " +
                           std::to_string(budget) + " (R53)"});
    return out;
}

bool fixedByQuest(const QuestDef& quest, bool heroes, const std::string& card, Pos at) {
    const auto& roster = heroes ? quest.hero_roster : quest.master_roster;
    return roster && std::any_of(roster->begin(), roster->end(),
                                 [&](const RosterEntry& e) { return e.at == at && e.card == card; });
}

int heroZoneSquares(const QuestDef& quest) {
    const ZoneDef* zone = quest.zone(quest.hero_zone);
    if (!zone) return -1;
    int free = 0;
    for (Pos p : zone->squares)
        if ((quest.tile(p) == TileKind::Floor || quest.tile(p) == TileKind::Reinforcement) && !quest.objectAt(p))
            ++free;
    return free;
}

int heroesToHold(const QuestDef& quest, const std::vector<const CharacterCard*>& hero_cards, int budget) {
    if (quest.hero_roster) return static_cast<int>(quest.hero_roster->size());
    const HeroCards h = heroCards(hero_cards);
    if (h.count == 0) return 0;
    return h.cheapest <= 0 ? h.count : std::min(h.count, budget / h.cheapest);
}

std::optional<int> heroZoneBudgetLimit(const QuestDef& quest, const std::vector<const CharacterCard*>& hero_cards) {
    const int free = heroZoneSquares(quest);
    if (free < 0 || quest.hero_roster) return std::nullopt;
    const HeroCards h = heroCards(hero_cards);
    if (free >= h.count || h.cheapest <= 0) return std::nullopt;
    return (free + 1) * h.cheapest - 1;  // budget / cheapest <= free
}

}  // namespace cata
