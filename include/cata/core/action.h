// Actions: everything a side can do, as a std::variant of small structs (STYLE.md: structured
// actions with JSON forms, not integer ids). Characters, objects, items and quest special
// actions are referred to by their index in the GameState (plain data, saved as is).
// The rules that decide whether an action is legal and what it does live in game_state.h.
#pragma once

#include <compare>
#include <string>
#include <string_view>
#include <variant>

#include "cata/core/geometry.h"

namespace cata {

/// R9: walk one square (1 AP).
struct Walk {
    int actor = 0;
    Pos to;
    auto operator<=>(const Walk&) const = default;
};
/// R9: run two squares, through `via` (1 AP).
struct Run {
    int actor = 0;
    Pos via;
    Pos to;
    auto operator<=>(const Run&) const = default;
};
/// R11: walk through the ally on `through` to the free square `to` (2 AP, no block test).
struct Shift {
    int actor = 0;
    Pos through;
    Pos to;
    auto operator<=>(const Shift&) const = default;
};
/// R15: melee attack on an adjacent character (1 AP).
struct Melee {
    int actor = 0;
    int target = 0;
    auto operator<=>(const Melee&) const = default;
};
/// R16: powerful attack, damage doubled (2 AP).
struct PowerfulAttack {
    int actor = 0;
    int target = 0;
    auto operator<=>(const PowerfulAttack&) const = default;
};
/// R19: shot at a character at distance >= 2 in line of sight (1 AP).
struct Shot {
    int actor = 0;
    int target = 0;
    auto operator<=>(const Shot&) const = default;
};
/// R20: sharp shot, damage doubled (2 AP).
struct SharpShot {
    int actor = 0;
    int target = 0;
    auto operator<=>(const SharpShot&) const = default;
};
/// R23: cast spell `spell` (a spell id of the actor's card) on character `target` (the actor
/// itself for self-targeted spells). AP: the spell's.
struct CastSpell {
    int actor = 0;
    std::string spell;
    int target = 0;
    auto operator<=>(const CastSpell&) const = default;
};
/// R40/R50: open an adjacent unlocked door, cell or chest (1 AP).
struct OpenDoor {
    int actor = 0;
    int object = 0;
    auto operator<=>(const OpenDoor&) const = default;
};
/// R40: close an adjacent open door or cell with nobody on it (1 AP).
struct CloseDoor {
    int actor = 0;
    int object = 0;
    auto operator<=>(const CloseDoor&) const = default;
};
/// R41: take item `item` from an adjacent ally, the ground or an open container, or pick up an
/// adjacent barrel (1 AP).
struct Take {
    int actor = 0;
    int item = 0;
    auto operator<=>(const Take&) const = default;
};
/// R41: give a carried item to an adjacent ally (1 AP).
struct Give {
    int actor = 0;
    int to = 0;
    int item = 0;
    auto operator<=>(const Give&) const = default;
};
/// R40: Dexterity test against the lock; success unlocks and opens (1 AP).
struct PickLock {
    int actor = 0;
    int object = 0;
    auto operator<=>(const PickLock&) const = default;
};
/// R40: melee damage against the locked door, cell or chest (1 AP).
struct BreakDoor {
    int actor = 0;
    int object = 0;
    auto operator<=>(const BreakDoor&) const = default;
};
/// R42: heroes only; 2 AP bank 1 waiting point for the Master's turn.
struct Wait {
    int actor = 0;
    auto operator<=>(const Wait&) const = default;
};
/// R26: drink a carried potion (1 AP).
struct Drink {
    int actor = 0;
    int item = 0;
    auto operator<=>(const Drink&) const = default;
};
/// R26: pour a carried potion for an adjacent down ally (1 AP).
struct Pour {
    int actor = 0;
    int target = 0;
    int item = 0;
    auto operator<=>(const Pour&) const = default;
};
/// R43: jump in a straight line, landing on `to` (1 AP).
struct Jump {
    int actor = 0;
    Pos to;
    auto operator<=>(const Jump&) const = default;
};
/// R51: the quest's special action number `action` (index in QuestDef::special_actions).
struct SpecialAction {
    int actor = 0;
    int action = 0;
    auto operator<=>(const SpecialAction&) const = default;
};
/// R46: a hero challenges `target` to a duel (1 AP).
struct ChallengeDuel {
    int actor = 0;
    int target = 0;
    auto operator<=>(const ChallengeDuel&) const = default;
};
/// R13: after killing an adjacent opponent in melee, step onto its square (free, no block test).
struct Crush {
    int actor = 0;
    Pos to;
    auto operator<=>(const Crush&) const = default;
};
/// R7: the deciding side ends its turn (unspent AP are lost).
struct EndTurn {
    auto operator<=>(const EndTurn&) const = default;
};
/// R52: a hero standing on an exit square of a victory condition leaves the board (1 AP).
struct Exit {
    int actor = 0;
    auto operator<=>(const Exit&) const = default;
};
/// R30: a webbed character spends 1 AP on a Strength test to break free.
struct BreakFree {
    int actor = 0;
    auto operator<=>(const BreakFree&) const = default;
};
/// R12 answer: after a failed block test, move anyway and take the wounds.
struct MoveAnyway {
    auto operator<=>(const MoveAnyway&) const = default;
};
/// R12 answer: after a failed block test, stay (the AP is spent).
struct Stay {
    auto operator<=>(const Stay&) const = default;
};
/// R27 answer: spend a destiny point (re-roll the failed test / cancel the fatal wounds).
struct UseDestiny {
    auto operator<=>(const UseDestiny&) const = default;
};
/// R27 answer: keep the roll.
struct DeclineDestiny {
    auto operator<=>(const DeclineDestiny&) const = default;
};
/// R42 answer: the waiting heroes let the Master go on.
struct Pass {
    auto operator<=>(const Pass&) const = default;
};

/// R44 (solo Master, option `solo_master`): a non-activated Master character that has not acted
/// nor rolled this turn rolls 1D6 on the ruleset's non-activated table (0 AP). A frantic result
/// activates it and multiplies its AP for this turn; the other results are played by the AI.
struct SoloRoll {
    int actor = 0;
    auto operator<=>(const SoloRoll&) const = default;
};

/// Every action. The order of the alternatives is the sort order of legalActions().
using Action = std::variant<Walk, Run, Shift, Melee, PowerfulAttack, Shot, SharpShot, CastSpell, OpenDoor,
                            CloseDoor, Take, Give, PickLock, BreakDoor, Wait, Drink, Pour, Jump, SpecialAction,
                            ChallengeDuel, Crush, EndTurn, Exit, BreakFree, MoveAnyway, Stay, UseDestiny,
                            DeclineDestiny, Pass, SoloRoll>;

/// JSON type name of an action: "walk", "run", "shift", "melee", "powerful_attack", "shot",
/// "sharp_shot", "cast_spell", "open_door", "close_door", "take", "give", "pick_lock",
/// "break_door", "wait", "drink", "pour", "jump", "special_action", "challenge_duel", "crush",
/// "end_turn", "exit", "break_free", "move_anyway", "stay", "use_destiny", "decline_destiny", "pass",
/// "solo_roll".
std::string_view actionType(const Action& a);

/// The acting character, or -1 for actions of a side (end turn, decision answers).
int actionActor(const Action& a);

/// The kinds that move their actor to other squares: walk and run (R9), shift (R11), jump (R43)
/// and crush (R13).
bool isMove(const Action& a);

/// R12: the moves a block can stop (a block test at each step that leaves a square beside able
/// opponents): walk, run and jump. A shift (R11) and a crush (R13) make none.
bool isBlockableMove(const Action& a);

/// A short readable form for logs and test messages: "walk(0 -> 3,4)".
std::string toString(const Action& a);

/// What the UI shows next to a legal action.
struct ActionInfo {
    int ap = 0;               // AP (or, in the R42 window, waiting points) it costs
    bool rolls_dice = false;  // it may roll dice (so it cannot be undone)
    bool reveals = false;     // it may reveal hidden information (a hidden trap, R48)
    bool undoable() const { return !rolls_dice && !reveals; }
    bool operator==(const ActionInfo&) const = default;
};

/// One entry of GameState::legalActions(): the action with its cost and flags.
struct LegalAction {
    Action action;
    ActionInfo info;
    bool operator==(const LegalAction&) const = default;
};

}  // namespace cata
