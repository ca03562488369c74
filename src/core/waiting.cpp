// R42 waiting: which actions of the waiting window react to the Master (waiting.h).
#include "cata/core/waiting.h"

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

// What each kind of action of a waiting hero answers (one overload each, no generic one).
// R12: standing in the Master's way.
bool reacts(const GameState& s, int actor, const Walk& x) { return contactAt(s, actor, x.to); }
bool reacts(const GameState& s, int actor, const Run& x) { return contactAt(s, actor, x.to); }
bool reacts(const GameState& s, int actor, const Shift& x) { return contactAt(s, actor, x.to); }
// R43: a long leap at long odds is no reason to stop the Master.
bool reacts(const GameState&, int, const Jump&) { return false; }
// Attacking an opponent.
bool attacksOpponent(const GameState& s, int actor, int target) {
    return s.character(target).side != s.character(actor).side;
}
bool reacts(const GameState& s, int actor, const Melee& x) { return attacksOpponent(s, actor, x.target); }
bool reacts(const GameState& s, int actor, const PowerfulAttack& x) { return attacksOpponent(s, actor, x.target); }
bool reacts(const GameState& s, int actor, const Shot& x) { return attacksOpponent(s, actor, x.target); }
bool reacts(const GameState& s, int actor, const SharpShot& x) { return attacksOpponent(s, actor, x.target); }
bool reacts(const GameState&, int, const Crush&) { return true; }
bool reacts(const GameState&, int, const Exit&) { return true; }
bool reacts(const GameState&, int, const SpecialAction&) { return true; }
// A spell on an opponent, or one that heals an ally who needs it.
bool reacts(const GameState& s, int actor, const CastSpell& x) {
    if (attacksOpponent(s, actor, x.target)) return true;
    const Spell* spell = s.content().spell(x.spell);
    return spell && spellHeals(*spell) && needsHealing(s, x.target);
}
bool reacts(const GameState& s, int actor, const Drink&) { return needsHealing(s, actor); }
bool reacts(const GameState& s, int, const Pour& x) { return needsHealing(s, x.target); }
// Duels, doors, locks, items, breaking free: the heroes' own turn.
bool reacts(const GameState&, int, const ChallengeDuel&) { return false; }
bool reacts(const GameState&, int, const OpenDoor&) { return false; }
bool reacts(const GameState&, int, const CloseDoor&) { return false; }
bool reacts(const GameState&, int, const PickLock&) { return false; }
bool reacts(const GameState&, int, const BreakDoor&) { return false; }
bool reacts(const GameState&, int, const Take&) { return false; }
bool reacts(const GameState&, int, const Give&) { return false; }
bool reacts(const GameState&, int, const Wait&) { return false; }
bool reacts(const GameState&, int, const BreakFree&) { return false; }
// Not actions of a character (waitingReaction answers no for them first).
bool reacts(const GameState&, int, const EndTurn&) { return false; }
bool reacts(const GameState&, int, const Pass&) { return false; }
bool reacts(const GameState&, int, const MoveAnyway&) { return false; }
bool reacts(const GameState&, int, const Stay&) { return false; }
bool reacts(const GameState&, int, const UseDestiny&) { return false; }
bool reacts(const GameState&, int, const DeclineDestiny&) { return false; }
bool reacts(const GameState&, int, const SoloRoll&) { return false; }

}  // namespace

bool waitingReaction(const GameState& s, const Action& a) {
    const int actor = actionActor(a);
    if (actor < 0 || actor >= static_cast<int>(s.characters().size())) return false;  // Pass, answers
    const Pos here = s.character(actor).pos;
    if (contactAt(s, actor, here)) return true;
    return std::visit([&](const auto& x) { return reacts(s, actor, x); }, a);
}

std::vector<Action> waitingReactions(const GameState& s) {
    std::vector<Action> out;
    if (s.pending() || s.isOver()) return out;
    auto collect = [&out](const GameState& window) {
        for (const LegalAction& la : window.legalActions())
            if (waitingReaction(window, la.action)) out.push_back(la.action);
    };
    if (s.waitingWindow()) {
        collect(s);
    } else if (s.activeSide() == Side::Master && s.toMove() == Side::Master && Rules::anyHeroWaiting(s)) {
        GameState open = s;
        Rules::data(open).waiting_window = true;
        collect(open);
    }
    return out;
}

bool waitingHeroesCanReact(const GameState& s) {
    if (!s.waitingWindow() || s.pending()) return false;
    for (const LegalAction& la : s.legalActions())
        if (waitingReaction(s, la.action)) return true;
    return false;
}

}  // namespace cata
