// A whole position of a game, like a chess FEN (the quest format's "start" section,
// docs/content-format.md): the turn and side to play, each character's square, HP, AP, waiting
// and destiny points and conditions, the items carried, the doors', chests' and other objects'
// states. A quest with a start position begins there (GameState::create), with no R8 start of
// turn: the position is the state as the side to play begins acting.
//
// What is legal is the rules' to say, here in the core: positionProblems() lists every problem
// with where it is, so that the quest loader reports each at its line and column.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/core/character_state.h"
#include "cata/core/geometry.h"
#include "cata/core/side.h"

namespace cata {

struct GameContent;
struct GameOptions;

/// One character of a position. Unset members take the value of a fresh character: its
/// card's HP (0 when down), AP (its allowance for the side to play, 0 for the other) and
/// destiny points.
struct StartCharacter {
    std::string card;
    std::string id;         // instance id; empty: the card id (then "<card>_2", ...)
    std::optional<Pos> at;  // top-left square (R37); required on the board and down
    Presence presence = Presence::OnBoard;
    std::optional<int> hp;
    std::optional<int> ap;
    std::optional<int> destiny;
    int waiting = 0;                    // R42
    bool burning = false;               // R29
    bool poisoned = false;              // R31
    int webbed = 0;                     // R30: web level
    int stun = 0;                       // R39: stun points
    std::string duel_with;              // R46: the other duellist's id, or empty
    std::vector<std::string> carrying;  // item ids (a barrel's potion has the barrel's id)
    bool operator==(const StartCharacter&) const = default;
};

/// An object's state in a position; unset members keep the quest's start.
struct StartObject {
    std::string id;
    std::optional<bool> open;      // doors, secret doors, cells, chests
    std::optional<bool> locked;    // doors, cells, chests the quest locks
    std::optional<int> damage;     // R40: damage dealt by attempts to break it down
    std::optional<bool> broken;    // R40
    std::optional<bool> sprung;    // R48: traps
    std::optional<bool> revealed;  // R48: hidden traps
    bool operator==(const StartObject&) const = default;
};

struct StartPosition {
    int turn = 1;
    Side side = Side::Heroes;  // the side to play
    std::vector<StartCharacter> characters;
    std::vector<StartObject> objects;
    bool operator==(const StartPosition&) const = default;
};

/// Something the rules refuse in a position, and where: `character` (index in
/// StartPosition::characters) or `object` (index in StartPosition::objects) or neither (the
/// whole position), `field` the format's key concerned ("hp", "at", "turn"… or "" for the
/// character or object as a whole), `item` the index in `carrying` for a carried item.
struct PositionProblem {
    int character = -1;
    int object = -1;
    int item = -1;
    std::string field;
    std::string message;  // a sentence naming the character or object, with the rule's id
    bool operator==(const PositionProblem&) const = default;
};

/// Every problem of `content`'s quest start position (which must be set) in a game with
/// `options`, in order: characters, objects, the turn, then the groups (R53). Empty when legal.
std::vector<PositionProblem> positionProblems(const std::shared_ptr<const GameContent>& content,
                                              const GameOptions& options);

}  // namespace cata
