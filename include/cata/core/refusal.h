// Why the rules refuse an action (GameState::refusal), in a form any interface can word in its
// own language: a stable key, the things it names (characters, squares, objects,
// spells, numbers...) as arguments, and the English sentence the engine protocol, the logs and
// GameState::whyIllegal give. Each key has one English pattern here ("{0} is down (R25)"); a
// client keeps its own pattern per key and language and fills it with its own words for the
// arguments (a character's name rather than its id). The rules stay in the core: a client
// never decides why, it only words the core's answer.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cata/core/geometry.h"
#include "cata/core/quest.h"
#include "cata/core/side.h"

namespace cata {

/// Every reason the core gives. Stable: a client's string tables are keyed by refusalName().
/// Beside each, its English pattern (kept in refusal.cpp, refusalEnglish()).
enum class RefusalKey {
    // Any action (checkActor, check)
    NoCharacter,      // No character #{0}
    OtherSide,        // {0} belongs to the {1}, it is the {2}' decision
    ActorDown,        // {0} is down (R25)
    ActorOffBoard,    // {0} is off the board (R24)
    ActorDead,        // {0} is dead
    ActorExited,      // {0} has left the board
    NoWaitingPoints,  // Not enough waiting points: needs {0}, has {1} (R42)
    NoAp,             // Not enough AP: needs {0}, has {1}
    GameOver,         // The game is over: {0} won
    BlockPending,     // The {0} must first decide for {1}: move anyway or stay (R12)
    DestinyPending,   // The {0} must first decide whether {1} spends a destiny point (R27)
    NoDecision,       // No decision is pending
    NothingToPass,    // Nothing to pass: no waiting heroes (R42)
    WaitingMustAct,   // The waiting heroes must act or pass (R42)
    NotWhileWaiting,  // Not while waiting heroes interrupt the Master (R42)
    Webbed,           // {0} is webbed: it can only try to break free (R30)
    DuelAttackOnly,   // {0} is in a duel with {1}: it may only attack it in melee (R46)
    DuelMoveToward,   // {0} is in a duel with {1}: it must move toward it (R46)
    UnknownAction,    // Unknown action
    // Line of sight (R22)
    SightTerrain,    // No line of sight: {0} at {1}   ({0}: what stands there, a TileWord: a wall, rubble...)
    SightCharacter,  // No line of sight: {0} at {1}
    SightCorner,     // No line of sight: corner between {0} and {1}
    SightBlocked,    // No line of sight (R22)
    // Moves (R9-R11, R35, R37, R38, R49)
    NotNextTo,          // {0} is not next to {1}
    AlreadyOn,          // {0} already stands on {1}
    OutsideBoard,       // {0} is outside the board
    OutsideBoardWide,   // {0} is outside the board (R37)
    DiagonalBlockedBy,  // Diagonal step blocked by {0} at {1} (R10)
    OutsideCatacombs,   // {0} is outside the catacombs
    FlyingBlocked,      // {0} is blocked by {1} (R35)
    IntoLava,           // Cannot walk into the lava at {0}: jump over it (R49)
    Blocked,            // {0} is blocked by {1}
    BlockedWide,        // {0} is blocked by {1} (R37)
    CannotEndOn,        // Cannot end a move on {0} at {1}
    TakenBy,            // {0} is taken by {1}
    RunThrough,         // Cannot run through {0} at {1} (R11)
    RunOverDownBlock,   // Cannot run over {0} at {1}: a block test there could stop the run on him (R25, R12)
    RunOverDownTrap,    // Cannot run over {0} at {1}: a trap there could stop the run on him (R25, R48)
    RunSameSquare,      // A run must end on another square
    ShiftGigantic,      // {0} is gigantic: it cannot shift through an ally (R11, R37)
    ShiftNobody,        // Nobody to shift through at {0}: walk instead (R11)
    ShiftNotAlly,       // Cannot shift through {0}: not an ally (R11)
    ShiftSameSquare,    // A shift must end on another square (R11)
    ShiftDiagonal,      // Diagonal step blocked (R10)
    ShiftTaken,         // {0} is taken by {1}: a shift ends on a free square (R11)
    // Jumps (R43) and crushing (R13)
    JumpLine,       // A jump goes over at least one square in a straight line (R43)
    JumpTooLong,    // A jump goes over at most {0} squares (R43)
    JumpAgility,    // A jump over {0} squares needs {1}, Agility {2} cannot make it (R43)
    JumpDiagonal,   // Diagonal jump blocked (R10)
    JumpObstacle,   // Cannot jump over the obstacle at {0} (R43)
    JumpCharacter,  // Cannot jump over {0} at {1} (R43)
    JumpLand,       // Cannot land on {0} (R43, R49)
    CrushNotNow,    // Crush the enemy only right after killing an adjacent opponent in melee (R13)
    CrushTaken,     // {0} is taken
    CrushBlocked,   // {0} cannot be entered
    // Targets and attacks (R15, R19, R37, R38, R46)
    TargetSelf,        // A character cannot target itself
    NotOnBoard,        // {0} is not on the board
    TargetInvisible,   // {0} is invisible and cannot be targeted (R38)
    TargetInDuel,      // {0} is in a duel with {1}: nobody else may interfere (R46)
    AttackAlly,        // Cannot attack {0}: an ally
    GiganticReach,     // {0} is out of reach: distance {1}, a gigantic character reaches {2} (R37)
    NotAdjacentMelee,  // {0} is not adjacent (R15)
    DiagonalAttack,    // Diagonal attack blocked by an obstacle (R10)
    ObstacleBetween,   // {0} is out of reach: an obstacle stands between (R10, R37)
    CannotShoot,       // {0} cannot shoot
    TooCloseToShoot,   // {0} is too close to shoot: distance {1}, needs {2} (R19)
    // Spells (R23)
    SpellNotKnown,      // {0} does not know the spell "{1}"
    SpellUnknown,       // Unknown spell "{0}"
    NoMagic,            // {0} has no Magic (R23)
    SpellSelfOnly,      // {0} can only target its caster (R23)
    SpellAlly,          // {0} targets an ally (R23)
    SpellAllyOrSelf,    // {0} targets an ally or its caster (R23)
    SpellEnemy,         // {0} targets an enemy (R23)
    SpellCannotTarget,  // {0} cannot target that character (R23)
    TargetDown,         // {0} is down
    SpellRange,         // {0} is out of range: distance {1}, range {2} (R23)
    // Duels (R46)
    DuelOff,         // The duel rule is off (R46)
    DuelHeroesOnly,  // Only a hero can challenge to a duel (R46)
    DuelAlly,        // Cannot challenge {0}: an ally
    AlreadyInDuel,   // Already in a duel (R46)
    DuelWeaker,      // {0}'s M.At is lower than {1}'s (R46)
    DuelNoZone,      // {0} and not in the same zone (R46)   ({0}: the line of sight's reason)
    // The solo table (R44)
    SoloOff,         // The solo table is only rolled with the solo Master (R44)
    SoloMasterOnly,  // Only the Master's characters roll on the solo table, in the Master's turn (R44)
    SoloActivated,   // {0} is activated: it does not roll on the solo table (R44)
    SoloRolled,      // {0} already rolled on the solo table this turn (R44)
    SoloActed,       // {0} has already acted this turn (R44)
    SoloNoAp,        // {0} has no AP left (R44)
    // Objects, items, special actions, exits (R26, R30, R40-R42, R51, R52)
    NoObject,           // No object #{0}
    ObjectNotAdjacent,  // {0} is not adjacent to {1}
    NoItem,             // No item #{0}
    ItemUsedUp,         // {0} is used up
    SecretByHand,       // {0} cannot be opened by hand (R51)
    NotADoor,           // {0} is not a door, cell or chest
    AlreadyOpen,        // {0} is already open
    Locked,             // {0} is locked: pick the lock or break it down (R40)
    CannotClose,        // {0} cannot be closed
    BrokenDown,         // {0} is broken down (R40)
    AlreadyClosed,      // {0} is already closed
    StandsIn,           // {0} stands in {1}
    SomethingLiesIn,    // Something lies in {0}
    NotLocked,          // {0} is not locked
    Unpickable,         // The lock of {0} cannot be picked
    Unbreakable,        // {0} cannot be broken down
    AlreadyCarries,     // {0} already carries {1}
    NotAllyR41,         // {0} is not an ally (R41)
    NotAdjacent,        // {0} is not adjacent
    ContainerClosed,    // {0} is closed
    ItemOutOfReach,     // {0} is out of reach
    DoesNotCarry,       // {0} does not carry {1}
    NoOneToGiveTo,      // No one to give to
    CannotTakeIt,       // {0} cannot take it
    NotAPotion,         // {0} is not a potion
    NoOneToPourFor,     // No one to pour for
    NotAnAlly,          // {0} is not an ally
    NotDown,            // {0} is not down: pour only for a down ally (R26)
    InADuel,            // {0} is in a duel (R46)
    HeroesOnlyWait,     // Only heroes can wait (R42)
    NoSpecialAction,    // No special action #{0}
    SpecialOtherSide,   // {0} belongs to the other side (R51)
    SpecialDone,        // {0} has already succeeded (R51)
    SpecialAdjacent,    // {0}: must be adjacent to {1} (R51)
    SpecialSameZone,    // {0}: must be in the zone of {1} (R51)
    SpecialInZone,      // {0}: must be in zone {1} (R51)
    HeroesOnlyExit,     // Only heroes leave the board
    NotOnExit,          // {0} is not on an exit square (R52)
    NotWebbed,          // {0} is not webbed
    Count_              // (not a key: how many there are)
};

/// Every key, in order.
std::span<const RefusalKey> allRefusalKeys();
/// The key's stable name, what a client's string tables are keyed by ("actor_down").
std::string_view refusalName(RefusalKey key);
/// The key's English pattern, {0}, {1}... standing for its arguments in order.
std::string_view refusalEnglish(RefusalKey key);
/// How many arguments the key's pattern uses.
int refusalArity(RefusalKey key);

/// What a refusal calls a square's content (R10, R35: "blocked by a wall"). A secret door is
/// a wall: the reason never gives it away.
enum class TileWord { Void, Wall, Rubble, ClosedDoor, LockedDoor, ClosedCell, Chest, Barrel, Lava, Obstacle, Count_ };
TileWord tileWord(TileKind kind);
/// "wall", "closed_door"... (a client's key for the word).
std::string_view tileWordName(TileWord word);
/// "a wall", "a closed door"... (the English pattern's word).
std::string_view tileWordEnglish(TileWord word);

/// One thing a refusal names.
struct RefusalArg {
    enum class Kind {
        Number,         // `n`
        Character,      // `n`: its index (may be out of range: "#n")
        Object,         // `n`: its index in the quest's objects, or -1 with its `id`
        Item,           // `n`: its index in the state's items
        Spell,          // `id`: the spell's id (may be unknown)
        SpecialAction,  // `n`: its index in the quest's special actions
        Zone,           // `id`: the zone's id
        Square,         // `pos`
        Side,           // `n`: 0 heroes, 1 the Master
        Tile,           // `n`: a TileWord
        Reason,         // `n`: an index in ActionRefusal::because
    };
    Kind kind = Kind::Number;
    int n = 0;
    Pos pos{};
    std::string id;
    bool operator==(const RefusalArg&) const = default;
};

/// Why an action is refused: its key, its arguments in the pattern's order, a reason inside it
/// (a duel refused for the line of sight), and the English sentence.
struct ActionRefusal {
    RefusalKey key = RefusalKey::UnknownAction;
    std::vector<RefusalArg> args;
    std::vector<ActionRefusal> because;
    std::string text;  // English: the pattern filled with ids ("torgils is down (R25)")
    bool operator==(const ActionRefusal&) const = default;
};

/// `pattern` with {0}, {1}... replaced by `words` (a placeholder without its word stays as it
/// is; "{{" and "}}" are not special).
std::string fillPattern(std::string_view pattern, const std::vector<std::string>& words);

}  // namespace cata
