// Probes for the legality checks of the random-play tests (random_action.h).
#include "support/random_action.h"

#include <string>

namespace cata::testing {

Action randomAction(Rng& r, const GameState& s) {
    auto below = [&](std::size_t n) { return static_cast<int>(r.uniform(static_cast<std::uint32_t>(n))); };
    const std::size_t n = s.characters().size();
    auto ch = [&] { return below(n + 2) - 1; };
    auto obj = [&] { return below(s.objects().size() + 2) - 1; };
    auto item = [&] { return below(s.items().size() + 2) - 1; };
    auto pos = [&] {
        return Pos{below(static_cast<std::size_t>(s.board().width() + 2)) - 1,
                   below(static_cast<std::size_t>(s.board().height() + 2)) - 1};
    };
    auto spell = [&](int actor) -> std::string {
        if (actor >= 0 && actor < static_cast<int>(n)) {
            const auto& spells = s.card(actor).spells;
            if (!spells.empty() && r.uniform(4) != 0) return spells[r.uniform(static_cast<std::uint32_t>(spells.size()))];
        }
        return r.uniform(2) ? "no_such_spell" : "";
    };
    switch (r.uniform(30)) {
        case 0: return Walk{ch(), pos()};
        case 1: return Run{ch(), pos(), pos()};
        case 2: return Shift{ch(), pos(), pos()};
        case 3: return Melee{ch(), ch()};
        case 4: return PowerfulAttack{ch(), ch()};
        case 5: return Shot{ch(), ch()};
        case 6: return SharpShot{ch(), ch()};
        case 7: {
            const int actor = ch();
            return CastSpell{actor, spell(actor), ch()};
        }
        case 8: return OpenDoor{ch(), obj()};
        case 9: return CloseDoor{ch(), obj()};
        case 10: return Take{ch(), item()};
        case 11: return Give{ch(), ch(), item()};
        case 12: return PickLock{ch(), obj()};
        case 13: return BreakDoor{ch(), obj()};
        case 14: return Wait{ch()};
        case 15: return Drink{ch(), item()};
        case 16: return Pour{ch(), ch(), item()};
        case 17: return Jump{ch(), pos()};
        case 18: return SpecialAction{ch(), below(s.content().quest.special_actions.size() + 2) - 1};
        case 19: return ChallengeDuel{ch(), ch()};
        case 20: return Crush{ch(), pos()};
        case 21: return EndTurn{};
        case 22: return Exit{ch()};
        case 23: return BreakFree{ch()};
        case 24: return MoveAnyway{};
        case 25: return Stay{};
        case 26: return UseDestiny{};
        case 27: return DeclineDestiny{};
        case 28: return SoloRoll{ch()};
        default: return Pass{};
    }
}

}  // namespace cata::testing
