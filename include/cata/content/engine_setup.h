// The rosters of a new engine game (R53): the groups asked for, else the quest's fixed rosters,
// else a default group within the budget; every character without a square is placed
// deterministically (heroes in the hero zone, the Master's characters outside it).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/content/library.h"
#include "cata/core/game_setup.h"

namespace cata::content {

/// Both sides' placements, or the first problem found.
struct Deployment {
    std::vector<Placement> heroes;
    std::vector<Placement> master;
    std::string error;  // empty on success
};

/// Completes and places the rosters of `quest`. `heroes` / `master` are the groups asked for
/// (nothing: the quest's fixed roster, else the default group). Cards come from `lib` and the
/// quest's inline cards.
///
/// Default groups, deterministic: heroes, every hero card in order (library, then inline) while
/// the budget allows; Master, the first leader costing at most half the budget, then troop
/// cards in turn, each while the budget allows (at most 12 characters; gigantic cards are left
/// out). Squares: heroes take the free floor squares of the hero zone in row order; the Master's
/// characters the free floor squares outside it, farthest from the hero zone first. A gigantic
/// character asked for (R37) takes the first such square where its whole footprint lies on the
/// side's free floor squares (the square is its top-left one).
Deployment deploy(const ContentLibrary& lib, const QuestDef& quest, const std::optional<std::vector<RosterEntry>>& heroes,
                  const std::optional<std::vector<RosterEntry>>& master);

}  // namespace cata::content
