// R42 waiting: which actions of the waiting window react to the Master (waiting.h).
#include "cata/core/waiting.h"

#include <type_traits>

#include "cata/core/healing.h"
#include "rules.h"

namespace cata {

namespace {

/// Some Master character on the board touches `who` standing with its top-left square on `at`
/// (R10/R37: adjacent, a diagonal only where R10 allows it).
bool contactAt(const GameState& s, int who, Pos at) {
    const Footprint mine = Rules::footprintAt(s, who, at);
    for (int other = 0; other < static_cast<int>(s.characters().size()); ++other) {
        const CharacterState& c = s.character(other);
        if (c.side != Side::Master || c.presence != Presence::OnBoard) continue;
        if (Rules::touching(s, mine, Rules::footprint(s, other))) return true;
    }
    return false;
}

}  // namespace

bool waitingReaction(const GameState& s, const Action& a) {
    const int actor = actionActor(a);
    if (actor < 0 || actor >= static_cast<int>(s.characters().size())) return false;  // Pass, answers
    const Pos here = s.character(actor).pos;
    if (contactAt(s, actor, here)) return true;
    return std::visit(
        [&](const auto& x) -> bool {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift>)
                return contactAt(s, actor, x.to);  // R12: standing in his way
            else if constexpr (std::is_same_v<T, Jump>)
                return false;  // R43: a long leap at long odds is no reason to stop the Master
            else if constexpr (std::is_same_v<T, Melee> || std::is_same_v<T, PowerfulAttack> ||
                               std::is_same_v<T, Shot> || std::is_same_v<T, SharpShot>)
                return s.character(x.target).side != s.character(actor).side;
            else if constexpr (std::is_same_v<T, Crush> || std::is_same_v<T, Exit> || std::is_same_v<T, SpecialAction>)
                return true;
            else if constexpr (std::is_same_v<T, CastSpell>) {
                if (s.character(x.target).side != s.character(actor).side) return true;
                const Spell* spell = s.content().spell(x.spell);
                return spell && spellHeals(*spell) && needsHealing(s, x.target);
            } else if constexpr (std::is_same_v<T, Drink>)
                return needsHealing(s, actor);
            else if constexpr (std::is_same_v<T, Pour>)
                return needsHealing(s, x.target);
            else
                return false;  // duels, doors, locks, items, breaking free: the heroes' own turn
        },
        a);
}

bool waitingHeroesCanReact(const GameState& s) {
    if (!s.waitingWindow() || s.pending()) return false;
    for (const LegalAction& la : s.legalActions())
        if (waitingReaction(s, la.action)) return true;
    return false;
}

}  // namespace cata
