// The mutable state of the characters, objects and items of a game in progress (plain data:
// indices and ids into the immutable content, never pointers, so a save is the fields as is).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/core/characteristics.h"
#include "cata/core/geometry.h"
#include "cata/core/side.h"

namespace cata {

/// Where a character is in the game.
enum class Presence {
    OnBoard,   // on its square, able to act (unless webbed...)
    Down,      // R25: a hero at 0 HP or less, still on its square, a still target
    Casualty,  // R24: a Master character off the board, may come back as a reinforcement
    Dead,      // out of the game for good
    Exited,    // R52: a hero who left the board through an exit
};

/// A temporary characteristic bonus (R23 "buff" spells).
struct Buff {
    Characteristic characteristic = Characteristic::MeleeAttack;
    int amount = 0;
    int last_turn = 0;  // applies up to the end of this turn number
    bool operator==(const Buff&) const = default;
};

/// A melee attack received this turn, for multiple combat (R17).
struct MeleeReceived {
    int attacker = 0;
    Pos from;
    bool operator==(const MeleeReceived&) const = default;
};

/// One character of the game.
struct CharacterState {
    std::string id;    // instance id (unique in the game)
    std::string card;  // card id
    int card_index = 0;  // index in GameContent::cards (rebuilt from `card` on load)
    Side side = Side::Heroes;
    Pos pos;
    Presence presence = Presence::OnBoard;
    int hp = 0;
    int ap = 0;
    int destiny = 0;        // R27 points left
    int waiting = 0;        // R42 waiting points banked
    int down_turn = 0;      // R25: turn in which the hero went down
    bool burning = false;   // R29
    bool poisoned = false;  // R31
    int webbed = 0;         // R30: web level, 0 when free
    int stun = 0;           // R39: stun points for its next turn
    int duel_with = -1;     // R46: the other duellist
    int swarm_joined_turn = 0;  // R33: turn of the last absorption of another swarm
    int swarm_new_figures = 0;  // R33: figures absorbed in that turn (no bonus until the next turn)
    std::vector<Buff> buffs;
    std::vector<MeleeReceived> melee_received;  // R17, cleared when the turn advances
    std::optional<Pos> exited_at;               // R52: the exit square
    // R44 (option solo_master), Master characters, reset at the start of each Master turn:
    bool activated = false;  // an opponent in its zone or line of sight then, or frantic (solo table)
    int solo_roll = 0;       // the face it rolled on the solo table this turn, 0 for none
    bool acted = false;      // it spent AP this turn (no solo roll after that)
    bool operator==(const CharacterState&) const = default;
};

/// A door, cell, chest, barrel or trap of the quest (same index as QuestDef::objects).
struct ObjectState {
    bool open = false;
    bool locked = false;
    int damage = 0;         // R40: damage dealt by attempts to break it down
    bool broken = false;    // R40: broken down (stays open)
    bool sprung = false;    // R48: trap spent
    bool revealed = false;  // R48: hidden trap seen by the heroes
    bool removed = false;   // R26: barrel taken away
    bool operator==(const ObjectState&) const = default;
};

/// A quest item or a potion (each barrel of the map holds one, R26).
struct ItemState {
    std::string id;
    bool potion = false;
    int holder = -1;               // character carrying it, -1 for none
    int container = -1;            // object holding it (chest, cell, barrel), -1 for none
    std::optional<Pos> at;         // lying on this square
    bool used = false;             // R26: drunk / poured
    bool carried_out = false;      // R52: carried out of the board by an exiting hero
    bool operator==(const ItemState&) const = default;
};

}  // namespace cata
