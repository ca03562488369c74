// ActionRefusal keys, their English patterns, and filling a pattern (refusal.h).
#include "cata/core/refusal.h"

#include <algorithm>
#include <array>

namespace cata {

namespace {

struct KeyInfo {
    RefusalKey key;
    std::string_view name;
    std::string_view english;
};

// One row per key, in the enum's order (checked below at compile time).
constexpr KeyInfo kKeys[] = {
    {RefusalKey::NoCharacter, "no_character", "No character #{0}"},
    {RefusalKey::OtherSide, "other_side", "{0} belongs to the {1}, it is the {2}' decision"},
    {RefusalKey::ActorDown, "actor_down", "{0} is down (R25)"},
    {RefusalKey::ActorOffBoard, "actor_off_board", "{0} is off the board (R24)"},
    {RefusalKey::ActorDead, "actor_dead", "{0} is dead"},
    {RefusalKey::ActorExited, "actor_exited", "{0} has left the board"},
    {RefusalKey::NoWaitingPoints, "no_waiting_points", "Not enough waiting points: needs {0}, has {1} (R42)"},
    {RefusalKey::NoAp, "no_ap", "Not enough AP: needs {0}, has {1}"},
    {RefusalKey::GameOver, "game_over", "The game is over: {0} won"},
    {RefusalKey::BlockPending, "block_pending", "The {0} must first decide for {1}: move anyway or stay (R12)"},
    {RefusalKey::DestinyPending, "destiny_pending",
     "The {0} must first decide whether {1} spends a destiny point (R27)"},
    {RefusalKey::NoDecision, "no_decision", "No decision is pending"},
    {RefusalKey::NothingToPass, "nothing_to_pass", "Nothing to pass: no waiting heroes (R42)"},
    {RefusalKey::WaitingMustAct, "waiting_must_act", "The waiting heroes must act or pass (R42)"},
    {RefusalKey::NotWhileWaiting, "not_while_waiting", "Not while waiting heroes interrupt the Master (R42)"},
    {RefusalKey::Webbed, "webbed", "{0} is webbed: it can only try to break free (R30)"},
    {RefusalKey::DuelAttackOnly, "duel_attack_only", "{0} is in a duel with {1}: it may only attack it in melee (R46)"},
    {RefusalKey::DuelMoveToward, "duel_move_toward", "{0} is in a duel with {1}: it must move toward it (R46)"},
    {RefusalKey::UnknownAction, "unknown_action", "Unknown action"},
    {RefusalKey::SightTerrain, "sight_terrain", "No line of sight: {0} at {1}"},
    {RefusalKey::SightCharacter, "sight_character", "No line of sight: {0} at {1}"},
    {RefusalKey::SightCorner, "sight_corner", "No line of sight: corner between {0} and {1}"},
    {RefusalKey::SightBlocked, "sight_blocked", "No line of sight (R22)"},
    {RefusalKey::NotNextTo, "not_next_to", "{0} is not next to {1}"},
    {RefusalKey::AlreadyOn, "already_on", "{0} already stands on {1}"},
    {RefusalKey::OutsideBoard, "outside_board", "{0} is outside the board"},
    {RefusalKey::OutsideBoardWide, "outside_board_wide", "{0} is outside the board (R37)"},
    {RefusalKey::DiagonalBlockedBy, "diagonal_blocked_by", "Diagonal step blocked by {0} at {1} (R10)"},
    {RefusalKey::OutsideCatacombs, "outside_catacombs", "{0} is outside the catacombs"},
    {RefusalKey::FlyingBlocked, "flying_blocked", "{0} is blocked by {1} (R35)"},
    {RefusalKey::IntoLava, "into_lava", "Cannot walk into the lava at {0}: jump over it (R49)"},
    {RefusalKey::Blocked, "blocked", "{0} is blocked by {1}"},
    {RefusalKey::BlockedWide, "blocked_wide", "{0} is blocked by {1} (R37)"},
    {RefusalKey::CannotEndOn, "cannot_end_on", "Cannot end a move on {0} at {1}"},
    {RefusalKey::TakenBy, "taken_by", "{0} is taken by {1}"},
    {RefusalKey::RunThrough, "run_through", "Cannot run through {0} at {1} (R11)"},
    {RefusalKey::RunOverDownBlock, "run_over_down_block",
     "Cannot run over {0} at {1}: a block test there could stop the run on him (R25, R12)"},
    {RefusalKey::RunOverDownTrap, "run_over_down_trap",
     "Cannot run over {0} at {1}: a trap there could stop the run on him (R25, R48)"},
    {RefusalKey::RunSameSquare, "run_same_square", "A run must end on another square"},
    {RefusalKey::ShiftGigantic, "shift_gigantic", "{0} is gigantic: it cannot shift through an ally (R11, R37)"},
    {RefusalKey::ShiftNobody, "shift_nobody", "Nobody to shift through at {0}: walk instead (R11)"},
    {RefusalKey::ShiftNotAlly, "shift_not_ally", "Cannot shift through {0}: not an ally (R11)"},
    {RefusalKey::ShiftSameSquare, "shift_same_square", "A shift must end on another square (R11)"},
    {RefusalKey::ShiftDiagonal, "shift_diagonal", "Diagonal step blocked (R10)"},
    {RefusalKey::ShiftTaken, "shift_taken", "{0} is taken by {1}: a shift ends on a free square (R11)"},
    {RefusalKey::JumpLine, "jump_line", "A jump goes over at least one square in a straight line (R43)"},
    {RefusalKey::JumpTooLong, "jump_too_long", "A jump goes over at most {0} squares (R43)"},
    {RefusalKey::JumpAgility, "jump_agility", "A jump over {0} squares needs {1}, Agility {2} cannot make it (R43)"},
    {RefusalKey::JumpDiagonal, "jump_diagonal", "Diagonal jump blocked (R10)"},
    {RefusalKey::JumpObstacle, "jump_obstacle", "Cannot jump over the obstacle at {0} (R43)"},
    {RefusalKey::JumpCharacter, "jump_character", "Cannot jump over {0} at {1} (R43)"},
    {RefusalKey::JumpLand, "jump_land", "Cannot land on {0} (R43, R49)"},
    {RefusalKey::CrushNotNow, "crush_not_now",
     "Crush the enemy only right after killing an adjacent opponent in melee (R13)"},
    {RefusalKey::CrushTaken, "crush_taken", "{0} is taken"},
    {RefusalKey::CrushBlocked, "crush_blocked", "{0} cannot be entered"},
    {RefusalKey::TargetSelf, "target_self", "A character cannot target itself"},
    {RefusalKey::NotOnBoard, "not_on_board", "{0} is not on the board"},
    {RefusalKey::TargetInvisible, "target_invisible", "{0} is invisible and cannot be targeted (R38)"},
    {RefusalKey::TargetInDuel, "target_in_duel", "{0} is in a duel with {1}: nobody else may interfere (R46)"},
    {RefusalKey::AttackAlly, "attack_ally", "Cannot attack {0}: an ally"},
    {RefusalKey::GiganticReach, "gigantic_reach",
     "{0} is out of reach: distance {1}, a gigantic character reaches {2} (R37)"},
    {RefusalKey::NotAdjacentMelee, "not_adjacent_melee", "{0} is not adjacent (R15)"},
    {RefusalKey::DiagonalAttack, "diagonal_attack", "Diagonal attack blocked by an obstacle (R10)"},
    {RefusalKey::ObstacleBetween, "obstacle_between", "{0} is out of reach: an obstacle stands between (R10, R37)"},
    {RefusalKey::CannotShoot, "cannot_shoot", "{0} cannot shoot"},
    {RefusalKey::TooCloseToShoot, "too_close_to_shoot", "{0} is too close to shoot: distance {1}, needs {2} (R19)"},
    {RefusalKey::SpellNotKnown, "spell_not_known", "{0} does not know the spell \"{1}\""},
    {RefusalKey::SpellUnknown, "spell_unknown", "Unknown spell \"{0}\""},
    {RefusalKey::NoMagic, "no_magic", "{0} has no Magic (R23)"},
    {RefusalKey::SpellSelfOnly, "spell_self_only", "{0} can only target its caster (R23)"},
    {RefusalKey::SpellAlly, "spell_ally", "{0} targets an ally (R23)"},
    {RefusalKey::SpellAllyOrSelf, "spell_ally_or_self", "{0} targets an ally or its caster (R23)"},
    {RefusalKey::SpellEnemy, "spell_enemy", "{0} targets an enemy (R23)"},
    {RefusalKey::SpellCannotTarget, "spell_cannot_target", "{0} cannot target that character (R23)"},
    {RefusalKey::TargetDown, "target_down", "{0} is down"},
    {RefusalKey::SpellRange, "spell_range", "{0} is out of range: distance {1}, range {2} (R23)"},
    {RefusalKey::DuelOff, "duel_off", "The duel rule is off (R46)"},
    {RefusalKey::DuelHeroesOnly, "duel_heroes_only", "Only a hero can challenge to a duel (R46)"},
    {RefusalKey::DuelAlly, "duel_ally", "Cannot challenge {0}: an ally"},
    {RefusalKey::AlreadyInDuel, "already_in_duel", "Already in a duel (R46)"},
    {RefusalKey::DuelWeaker, "duel_weaker", "{0}'s M.At is lower than {1}'s (R46)"},
    {RefusalKey::DuelNoZone, "duel_no_zone", "{0} and not in the same zone (R46)"},
    {RefusalKey::SoloOff, "solo_off", "The solo table is only rolled with the solo Master (R44)"},
    {RefusalKey::SoloMasterOnly, "solo_master_only",
     "Only the Master's characters roll on the solo table, in the Master's turn (R44)"},
    {RefusalKey::SoloActivated, "solo_activated", "{0} is activated: it does not roll on the solo table (R44)"},
    {RefusalKey::SoloRolled, "solo_rolled", "{0} already rolled on the solo table this turn (R44)"},
    {RefusalKey::SoloActed, "solo_acted", "{0} has already acted this turn (R44)"},
    {RefusalKey::SoloNoAp, "solo_no_ap", "{0} has no AP left (R44)"},
    {RefusalKey::NoObject, "no_object", "No object #{0}"},
    {RefusalKey::ObjectNotAdjacent, "object_not_adjacent", "{0} is not adjacent to {1}"},
    {RefusalKey::NoItem, "no_item", "No item #{0}"},
    {RefusalKey::ItemUsedUp, "item_used_up", "{0} is used up"},
    {RefusalKey::SecretByHand, "secret_by_hand", "{0} cannot be opened by hand (R51)"},
    {RefusalKey::NotADoor, "not_a_door", "{0} is not a door, cell or chest"},
    {RefusalKey::AlreadyOpen, "already_open", "{0} is already open"},
    {RefusalKey::Locked, "locked", "{0} is locked: pick the lock or break it down (R40)"},
    {RefusalKey::CannotClose, "cannot_close", "{0} cannot be closed"},
    {RefusalKey::BrokenDown, "broken_down", "{0} is broken down (R40)"},
    {RefusalKey::AlreadyClosed, "already_closed", "{0} is already closed"},
    {RefusalKey::StandsIn, "stands_in", "{0} stands in {1}"},
    {RefusalKey::SomethingLiesIn, "something_lies_in", "Something lies in {0}"},
    {RefusalKey::NotLocked, "not_locked", "{0} is not locked"},
    {RefusalKey::Unpickable, "unpickable", "The lock of {0} cannot be picked"},
    {RefusalKey::Unbreakable, "unbreakable", "{0} cannot be broken down"},
    {RefusalKey::AlreadyCarries, "already_carries", "{0} already carries {1}"},
    {RefusalKey::NotAllyR41, "not_ally_r41", "{0} is not an ally (R41)"},
    {RefusalKey::NotAdjacent, "not_adjacent", "{0} is not adjacent"},
    {RefusalKey::ContainerClosed, "container_closed", "{0} is closed"},
    {RefusalKey::ItemOutOfReach, "item_out_of_reach", "{0} is out of reach"},
    {RefusalKey::DoesNotCarry, "does_not_carry", "{0} does not carry {1}"},
    {RefusalKey::NoOneToGiveTo, "no_one_to_give_to", "No one to give to"},
    {RefusalKey::CannotTakeIt, "cannot_take_it", "{0} cannot take it"},
    {RefusalKey::NotAPotion, "not_a_potion", "{0} is not a potion"},
    {RefusalKey::NoOneToPourFor, "no_one_to_pour_for", "No one to pour for"},
    {RefusalKey::NotAnAlly, "not_an_ally", "{0} is not an ally"},
    {RefusalKey::NotDown, "not_down", "{0} is not down: pour only for a down ally (R26)"},
    {RefusalKey::InADuel, "in_a_duel", "{0} is in a duel (R46)"},
    {RefusalKey::HeroesOnlyWait, "heroes_only_wait", "Only heroes can wait (R42)"},
    {RefusalKey::NoSpecialAction, "no_special_action", "No special action #{0}"},
    {RefusalKey::SpecialOtherSide, "special_other_side", "{0} belongs to the other side (R51)"},
    {RefusalKey::SpecialDone, "special_done", "{0} has already succeeded (R51)"},
    {RefusalKey::SpecialAdjacent, "special_adjacent", "{0}: must be adjacent to {1} (R51)"},
    {RefusalKey::SpecialSameZone, "special_same_zone", "{0}: must be in the zone of {1} (R51)"},
    {RefusalKey::SpecialInZone, "special_in_zone", "{0}: must be in zone {1} (R51)"},
    {RefusalKey::HeroesOnlyExit, "heroes_only_exit", "Only heroes leave the board"},
    {RefusalKey::NotOnExit, "not_on_exit", "{0} is not on an exit square (R52)"},
    {RefusalKey::NotWebbed, "not_webbed", "{0} is not webbed"},
};

constexpr bool inOrder() {
    for (std::size_t i = 0; i < std::size(kKeys); ++i)
        if (static_cast<std::size_t>(kKeys[i].key) != i) return false;
    return std::size(kKeys) == static_cast<std::size_t>(RefusalKey::Count_);
}
static_assert(inOrder(), "kKeys: one row per RefusalKey, in the enum's order");

constexpr std::array<RefusalKey, std::size(kKeys)> keyList() {
    std::array<RefusalKey, std::size(kKeys)> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = kKeys[i].key;
    return out;
}
constexpr std::array<RefusalKey, std::size(kKeys)> kKeyList = keyList();

struct TileInfo {
    std::string_view name;
    std::string_view english;
};
constexpr TileInfo kTiles[] = {
    {"void", "the void"},         {"wall", "a wall"},         {"rubble", "rubble"},
    {"closed_door", "a closed door"}, {"locked_door", "a locked door"}, {"closed_cell", "a closed cell"},
    {"chest", "a chest"},         {"barrel", "a barrel"},     {"lava", "lava"},
    {"obstacle", "an obstacle"},
};
static_assert(std::size(kTiles) == static_cast<std::size_t>(TileWord::Count_), "kTiles: one row per TileWord");

const KeyInfo& info(RefusalKey key) {
    const auto i = static_cast<std::size_t>(key);
    return kKeys[i < std::size(kKeys) ? i : static_cast<std::size_t>(RefusalKey::UnknownAction)];
}

const TileInfo& info(TileWord word) {
    const auto i = static_cast<std::size_t>(word);
    return kTiles[i < std::size(kTiles) ? i : static_cast<std::size_t>(TileWord::Obstacle)];
}

}  // namespace

std::span<const RefusalKey> allRefusalKeys() { return kKeyList; }
std::string_view refusalName(RefusalKey key) { return info(key).name; }
std::string_view refusalEnglish(RefusalKey key) { return info(key).english; }

int refusalArity(RefusalKey key) {
    const std::string_view p = refusalEnglish(key);
    int n = 0;
    for (std::size_t i = 0; i + 2 < p.size(); ++i)
        if (p[i] == '{' && p[i + 1] >= '0' && p[i + 1] <= '9' && p[i + 2] == '}') n = std::max(n, p[i + 1] - '0' + 1);
    return n;
}

TileWord tileWord(TileKind kind) {
    switch (kind) {
        case TileKind::Void: return TileWord::Void;
        case TileKind::Wall:
        case TileKind::SecretDoor: return TileWord::Wall;  // secret: it looks like one
        case TileKind::Rubble: return TileWord::Rubble;
        case TileKind::DoorClosed: return TileWord::ClosedDoor;
        case TileKind::DoorLocked: return TileWord::LockedDoor;
        case TileKind::Cell: return TileWord::ClosedCell;
        case TileKind::Chest:
        case TileKind::ChestLocked: return TileWord::Chest;
        case TileKind::Barrel: return TileWord::Barrel;
        case TileKind::Lava: return TileWord::Lava;
        default: return TileWord::Obstacle;
    }
}

std::string_view tileWordName(TileWord word) { return info(word).name; }
std::string_view tileWordEnglish(TileWord word) { return info(word).english; }

std::string fillPattern(std::string_view pattern, const std::vector<std::string>& words) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' &&
            pattern[i + 2] == '}') {
            const auto w = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (w < words.size()) {
                out += words[w];
                i += 2;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

}  // namespace cata
