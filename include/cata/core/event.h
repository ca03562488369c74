// Events: what apply() did, in order, for the UI to animate and the log to tell (STYLE.md: the
// rules are fully resolved before any animation starts). Each event carries the id of the rule
// of RULES.md that applied ("R12"). Characters, objects and items are GameState indices.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/characteristics.h"
#include "cata/core/dice.h"
#include "cata/core/geometry.h"
#include "cata/core/ruleset.h"
#include "cata/core/side.h"

namespace cata {

/// A side's turn began (R7, R8).
struct TurnBegan {
    int turn = 1;
    Side side = Side::Heroes;
    std::string rule = "R7";
    bool operator==(const TurnBegan&) const = default;
};
/// A side ended its turn; unspent AP are lost (R7).
struct TurnEnded {
    int turn = 1;
    Side side = Side::Heroes;
    std::string rule = "R7";
    bool operator==(const TurnEnded&) const = default;
};
/// A character moved one step (walk, run, shift, crush, jump, R9 R11 R13 R43).
struct Moved {
    int who = 0;
    Pos from;
    Pos to;
    std::string rule;
    bool operator==(const Moved&) const = default;
};
/// A test of a characteristic (R1–R3) with its faces and result.
struct TestRolled {
    int who = 0;
    Characteristic characteristic = Characteristic::Agility;
    TestRoll roll;
    std::string purpose;  // "block", "melee", "shot", "trap", "lock", "fear", "poison", ...
    std::string rule;
    /// How the dice and the difficulty were built (melee, shot, spell and block tests; empty
    /// for the others).
    std::vector<Modifier> modifiers;
    bool operator==(const TestRolled&) const = default;
};
/// Some D6 were rolled (R5) for `purpose` ("block wounds", "fire", "reinforcement", ...).
struct D6Rolled {
    int who = -1;  // the character concerned, -1 for none
    std::vector<int> values;
    int total = 0;
    std::string purpose;
    std::string rule;
    bool operator==(const D6Rolled&) const = default;
};
/// An attack (melee, shot) missed.
struct Missed {
    int attacker = 0;
    int target = 0;
    std::string rule;
    bool operator==(const Missed&) const = default;
};
/// A character lost HP. `location` is empty for wounds with no location (block, fire, traps...).
struct Wounded {
    int who = 0;
    int source = -1;  // the attacker, -1 for none
    std::optional<Location> location;
    int raw = 0;     // damage before armour (criticals included)
    int armour = 0;  // armour that applied
    int wounds = 0;  // HP lost
    int hp_after = 0;
    bool critical = false;  // R21
    std::string rule;
    bool operator==(const Wounded&) const = default;
};
/// A character regained HP (R26 potions, R23 spells, R34 regeneration, R45 fairy).
struct Healed {
    int who = 0;
    int amount = 0;
    int hp_after = 0;
    std::string rule;
    bool operator==(const Healed&) const = default;
};
/// A status changed: burning (R29), poisoned (R31), webbed (R30), stunned (R39)...
enum class StatusChange {
    CaughtFire, FireWentOut, Poisoned, Cured, Webbed, BrokeFree, Stunned,
    WentDown,       // R25: a hero at 0 HP or less
    StoodUp,        // R25: a down hero healed
    Died,           // R25 hero dead / R24 Master character gone for good / R49 lava
    LeftBoard,      // R24: a Master casualty leaves the board (may come back)
    Exited,         // R52: a hero left the board through an exit
};
struct StatusChanged {
    int who = 0;
    StatusChange change = StatusChange::CaughtFire;
    int level = 0;  // web level, stun points, ...
    std::string rule;
    bool operator==(const StatusChanged&) const = default;
};
/// A character lost AP (fear R28, poison R31, stun R39).
struct ApLost {
    int who = 0;
    int amount = 1;
    std::string rule;
    bool operator==(const ApLost&) const = default;
};
/// A Master casualty came back at a reinforcement entry (R24).
struct ReinforcementArrived {
    int who = 0;
    Pos at;
    std::string rule = "R24";
    bool operator==(const ReinforcementArrived&) const = default;
};
/// A door, cell or chest changed (R40, R50).
enum class ObjectChange { Opened, Closed, LockPicked, Damaged, BrokenDown, TrapSprung, TrapAvoided, TrapRevealed };
struct ObjectChanged {
    int object = 0;
    ObjectChange change = ObjectChange::Opened;
    int who = -1;
    int amount = 0;  // damage dealt (Damaged)
    std::string rule;
    bool operator==(const ObjectChanged&) const = default;
};
/// An item changed hands (R41), was used (R26) or found in a container (R50).
struct ItemMoved {
    int item = 0;
    int from = -1;  // character, -1 for the ground / a container
    int to = -1;    // character, -1 when used up
    std::string rule;
    bool operator==(const ItemMoved&) const = default;
};
/// A hero banked waiting points (R42).
struct WaitingBanked {
    int who = 0;
    int points = 0;
    std::string rule = "R42";
    bool operator==(const WaitingBanked&) const = default;
};
/// A duel began or ended (R46).
struct DuelChanged {
    int challenger = 0;
    int target = 0;
    bool began = true;
    std::string rule = "R46";
    bool operator==(const DuelChanged&) const = default;
};
/// A spell was cast (R23): the tier reached (-1: failed).
struct SpellCast {
    int who = 0;
    std::string spell;
    int target = 0;
    int result = 0;
    int tier = -1;
    std::string rule = "R23";
    bool operator==(const SpellCast&) const = default;
};
/// A quest special action was tried (R51).
struct SpecialActionTried {
    int who = 0;
    int action = 0;
    bool succeeded = false;
    std::string rule = "R51";
    bool operator==(const SpecialActionTried&) const = default;
};
/// A destiny point was spent (R27).
struct DestinyUsed {
    int who = 0;
    bool reroll = true;  // false: wounds cancelled
    std::string rule = "R27";
    bool operator==(const DestinyUsed&) const = default;
};
/// An unexpected event was rolled (R45).
struct UnexpectedEventRolled {
    int roll = 0;
    UnexpectedEventType event = UnexpectedEventType::Nothing;
    std::string rule = "R45";
    bool operator==(const UnexpectedEventRolled&) const = default;
};
/// A player must answer (R12, R27, R42).
struct DecisionRequired {
    Side owner = Side::Heroes;
    std::string kind;  // "block", "destiny_reroll", "destiny_cancel", "waiting"
    int who = -1;
    std::string rule;
    bool operator==(const DecisionRequired&) const = default;
};
/// A quest condition was reached: the game is over (R52).
struct GameEnded {
    Side winner = Side::Heroes;
    std::string reason;
    std::string rule = "R52";
    bool operator==(const GameEnded&) const = default;
};

/// R44: a non-activated Master character rolled on the solo table (1D6, the game's dice).
/// `frantic`: the table's frantic row, the character is activated with its AP multiplied.
struct SoloRolled {
    int who = 0;
    int face = 1;
    bool frantic = false;
    std::string rule = "R44";
    bool operator==(const SoloRolled&) const = default;
};

/// A named skill of `who` made something happen that its card's numbers do not show: Irf's
/// "On the lookout" (double_shot_when_waiting, R42) fires the second shot that follows.
struct SkillUsed {
    int who = 0;
    std::string skill;  // the skill's id on the character's card ("on_the_lookout")
    std::string rule = "R42";
    bool operator==(const SkillUsed&) const = default;
};

using Event = std::variant<TurnBegan, TurnEnded, Moved, TestRolled, D6Rolled, Missed, Wounded, Healed, StatusChanged,
                           ApLost, ReinforcementArrived, ObjectChanged, ItemMoved, WaitingBanked, DuelChanged,
                           SpellCast, SpecialActionTried, DestinyUsed, UnexpectedEventRolled, DecisionRequired,
                           GameEnded, SoloRolled, SkillUsed>;

/// The rule id an event carries.
const std::string& eventRule(const Event& e);
/// A short readable form for logs and golden transcripts.
std::string toString(const Event& e);

}  // namespace cata
