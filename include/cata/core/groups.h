// R53 group building, stated once: what a side's group may hold and where its characters may
// stand. GameState::create (core), the quest loader (content/quest_checks.cpp), the engine's
// `new` (content/engine_setup.cpp) and the new-game screen (app) all ask these functions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/geometry.h"
#include "cata/core/quest.h"

namespace cata {

/// One character of a side's group as R53 sees it.
struct GroupMember {
    const CharacterCard* card = nullptr;  // never null
    std::string id;                       // its instance id, for the messages
    std::optional<Pos> at;                // its (top-left) square, when placed
    /// The square is the quest's own (its roster's): allowed wherever it is (R53).
    bool fixed_by_quest = false;
};

/// What R53 forbids in a group.
enum class GroupProblemKind {
    WrongSide,  // a Master card among the heroes, a hero card with the Master
    Zone,       // a hero outside the hero zone, a Master character in it (R37: any square of its footprint)
    Leaders,    // more than one Master leader
    Budget,     // the group's values add up to more than the budget
};

struct GroupProblem {
    GroupProblemKind kind = GroupProblemKind::WrongSide;
    int member = -1;      // the member concerned (Leaders: the second leader); -1 for the whole group (Budget)
    std::string message;  // a sentence ending in "(R53)", without where it comes from
    bool operator==(const GroupProblem&) const = default;
};

/// R53: every problem of one side's group (`heroes`: the heroes' side) in `quest` with `budget`,
/// in member order, then the leaders, then the budget. Nothing when the group is allowed.
std::vector<GroupProblem> groupProblems(const QuestDef& quest, bool heroes, const std::vector<GroupMember>& group,
                                        int budget);

/// R53: `card` on `at` is a placement the quest's own roster of that side fixes.
bool fixedByQuest(const QuestDef& quest, bool heroes, const std::string& card, Pos at);

/// R53: the free squares of the hero zone (floor or reinforcement entry, no object); -1 when
/// the quest has no such zone.
int heroZoneSquares(const QuestDef& quest);

/// R53: how many heroes the hero zone must hold: the quest's fixed roster, else as many heroes
/// as `budget` buys of `hero_cards` (at most one of each: min(cards, budget / cheapest)).
int heroesToHold(const QuestDef& quest, const std::vector<const CharacterCard*>& hero_cards, int budget);

/// R53: the highest budget whose heroes (heroesToHold) the hero zone holds; nothing when every
/// budget fits (no zone, a fixed roster, enough squares for every hero card, free heroes).
std::optional<int> heroZoneBudgetLimit(const QuestDef& quest, const std::vector<const CharacterCard*>& hero_cards);

}  // namespace cata
