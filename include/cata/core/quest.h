// Quests: the map, its zones and objects, rosters, special actions (R51) and victory and
// defeat conditions (R52), loaded from quests/*.json. Immutable after loading.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/characteristics.h"
#include "cata/core/geometry.h"
#include "cata/core/position.h"
#include "cata/core/text.h"

namespace cata {

/// What a square of the map is, as drawn by the legend. Objects (doors, chests, cells,
/// barrels, traps) stand on their square; the square under them counts as floor.
enum class TileKind {
    Void,          // outside the catacombs (drawn as nothing; impassable, blocks sight)
    Floor,
    Wall,
    Rubble,        // obstacle (R32); low: flyers pass over (R35)
    Lava,          // R49
    Trap,          // R48, visible
    HiddenTrap,    // R48, known to the Master only until sprung
    DoorOpen,      // R40
    DoorClosed,
    DoorLocked,
    SecretDoor,    // closed; opened only by a special action (R51), never by picking
    Cell,          // locked cell (R50)
    CellOpen,
    Chest,         // R50
    ChestLocked,
    Barrel,        // R26: a potion that can be taken
    Reinforcement, // floor square of a reinforcement entry (R24)
};

/// The kinds of objects a quest places on the map.
enum class ObjectKind { Door, SecretDoor, Cell, Chest, Barrel, Trap };

/// The kind of object a map square of tile `t` holds (docs/content-format.md "Objects and
/// items": an object's entry sits on a square of its kind); nothing for the other tiles.
inline constexpr std::optional<ObjectKind> objectKindOn(TileKind t) {
    switch (t) {
        case TileKind::DoorOpen:
        case TileKind::DoorClosed:
        case TileKind::DoorLocked:
            return ObjectKind::Door;
        case TileKind::SecretDoor:
            return ObjectKind::SecretDoor;
        case TileKind::Cell:
        case TileKind::CellOpen:
            return ObjectKind::Cell;
        case TileKind::Chest:
        case TileKind::ChestLocked:
            return ObjectKind::Chest;
        case TileKind::Barrel:
            return ObjectKind::Barrel;
        case TileKind::Trap:
        case TileKind::HiddenTrap:
            return ObjectKind::Trap;
        default:
            return std::nullopt;
    }
}

/// R40 R50: the kinds that open and close (doors, secret doors, cells, chests).
inline constexpr bool isOpenable(ObjectKind k) {
    return k == ObjectKind::Door || k == ObjectKind::SecretDoor || k == ObjectKind::Cell || k == ObjectKind::Chest;
}

/// The JSON / id word of an object kind ("door", "secret_door", "cell", "chest", "barrel", "trap").
std::string_view objectKindKey(ObjectKind k);

/// A door, secret door, cell, chest, barrel or trap of the quest, at its square.
struct ObjectDef {
    std::string id;          // from the quest's "objects" annotations, else "<kind>_<x>_<y>"
    ObjectKind kind = ObjectKind::Door;
    Pos at;
    bool open = false;        // doors, cells, chests
    bool locked = false;      // doors, cells, chests
    int lock_difficulty = 4;  // R40: Dexterity test to pick
    bool pickable = true;     // false: no lock picking (secret doors, Escape)
    bool breakable = true;    // R40: can be broken down
    bool hidden = false;      // traps (R48)
    int trap_difficulty = 1;  // R48
    int trap_damage_dice = 4; // R48
    std::vector<std::string> contains;  // item ids inside a chest or cell
    LocalText name;                     // the name the quest gives it ("Sulphur vent"; empty: none)
    bool operator==(const ObjectDef&) const = default;
};

/// A quest item (the gem of Robbery) that characters carry (R41).
struct ItemDef {
    std::string id;
    LocalText name;
    std::string in;    // object id holding it at the start ("" = none)
    std::optional<Pos> at;  // or lying on this square
    bool operator==(const ItemDef&) const = default;
};

/// A named zone of the map (the catacombs' entry, the lost cell, the lava river...).
struct ZoneDef {
    char letter = 'A';
    std::string id;
    LocalText name;
    std::vector<Pos> squares;  // sorted
    bool operator==(const ZoneDef&) const = default;
};

/// One character of a fixed roster; `at` set for a fixed placement.
struct RosterEntry {
    std::string card;
    std::string id;  // instance id; defaults to the card id (then "<card>_2", ...)
    std::optional<Pos> at;
    bool operator==(const RosterEntry&) const = default;
};

/// Where a special action may be used (R51).
enum class WhereKind {
    Anywhere,
    AdjacentTo,  // "adjacent_to": adjacent to object `target`
    SameZoneAs,  // "same_zone_as": in the zone holding object `target`
    InZone,      // "in_zone": in zone `target`
};

enum class QuestEffectType {
    Open,      // "open": opens object `target`
    GiveItem,  // "give_item": the actor receives item `target`
};

struct QuestEffect {
    QuestEffectType type = QuestEffectType::Open;
    std::string target;
    bool operator==(const QuestEffect&) const = default;
};

/// A quest special action (R51): decipher the secret door, speech...
struct SpecialActionDef {
    std::string id;
    LocalText name;
    LocalText text;
    bool heroes = true;  // which side may use it ("side": "heroes" | "master")
    int ap = 1;
    Characteristic characteristic = Characteristic::Intelligence;
    int difficulty = 1;
    WhereKind where = WhereKind::Anywhere;
    std::string where_target;
    bool repeatable = false;  // false: no longer available once it succeeded
    std::vector<QuestEffect> on_success;
    bool operator==(const SpecialActionDef&) const = default;
};

/// Victory / defeat conditions (R52).
enum class ConditionType {
    ChestOpened,             // "chest_opened": object
    CellOpened,              // "cell_opened": object
    DoorOpened,              // "door_opened": object
    CharacterKilled,         // "character_killed": character instance id
    CardKilled,              // "card_killed": every character of card `card` out of the game for good
    AllHeroesOut,            // "all_heroes_out": every living hero left through `zone` or `squares`
    ItemCarriedOut,          // "item_carried_out": item carried out through `zone` or `squares`
    SpecialActionSucceeded,  // "special_action_succeeded": action
    AllHeroesDown,           // "all_heroes_down": every hero dead or down (R52 default defeat)
    TurnReached,             // "turn_reached": turn number `turns` begins
    AllOf,                   // "all": every sub-condition holds
    AnyOf,                   // "any": some sub-condition holds
};

struct Condition {
    ConditionType type = ConditionType::ChestOpened;
    std::string target;        // object / character / card / item / action / zone id
    std::string zone;          // all_heroes_out, item_carried_out
    std::vector<Pos> squares;  // all_heroes_out, item_carried_out (alternative to zone)
    int turns = 0;             // turn_reached
    std::vector<Condition> of; // all / any
    bool operator==(const Condition&) const = default;
};

/// An immutable quest.
struct QuestDef {
    std::string id;
    int number = 0;
    LocalText title;
    LocalText introduction;
    LocalText objective;
    int budget = 300;
    int turn_limit = 30;  // R52: the heroes lose when this turn ends without victory
    int width = 0;
    int height = 0;
    std::vector<TileKind> tiles;  // row-major, width × height; objects' squares keep their kind
    std::vector<ZoneDef> zones;
    std::string hero_zone;        // zone id where heroes deploy
    std::vector<ObjectDef> objects;
    std::vector<ItemDef> items;
    std::vector<std::vector<Pos>> reinforcement_entries;  // R24: connected groups of entry squares
    std::vector<SpecialActionDef> special_actions;
    std::optional<std::vector<RosterEntry>> hero_roster;    // fixed roster, when given
    std::optional<std::vector<RosterEntry>> master_roster;
    std::vector<CharacterCard> cards;  // extra cards defined inline
    std::vector<Condition> victory;    // heroes win when any holds
    std::vector<Condition> defeat;     // the Master wins when any holds (besides R52 defaults)
    /// A whole position the game starts from instead of the rosters' deployment (position.h).
    std::optional<StartPosition> start;

    bool inside(Pos p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
    TileKind tile(Pos p) const { return inside(p) ? tiles[p.y * width + p.x] : TileKind::Void; }
    const ZoneDef* zone(const std::string& zone_id) const;
    const ZoneDef* zoneAt(Pos p) const;
    const ObjectDef* object(const std::string& object_id) const;
    const ObjectDef* objectAt(Pos p) const;
    bool operator==(const QuestDef&) const = default;
};

}  // namespace cata
