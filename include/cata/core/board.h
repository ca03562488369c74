// The board of a quest during a game: its squares, what blocks movement and sight, the
// diagonal rule and line of sight (RULES.md R10, R14, R22, R32, R35, R49).
//
// `Board` keeps the tiles as drawn by the quest (static) and their current kind (the mutable
// overlay): GameState calls `setTile` when a door opens or closes, a barrel is taken, a cell
// is opened or a trap is spent. Characters are not part of the board: line of sight takes
// them as an `Occupancy`, a small per-square description of who stands where.
#pragma once

#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/geometry.h"
#include "cata/core/quest.h"
#include "cata/core/side.h"

namespace cata {

/// R10/R32: the tile is an obstacle — blocks movement, sight, and diagonals beside it.
/// Wall, void, rubble, closed / locked / secret door, closed cell, chest, barrel.
/// Open doors and open cells are not; lava is not (R49: not walkable, but seen across).
inline bool tileIsObstacle(TileKind k);
/// R22/R32: the tile blocks line of sight (the obstacles; lava, traps and open doors do not).
inline bool tileBlocksSight(TileKind k);
/// The tile can be walked or run into (R9): not an obstacle, not lava (R49).
inline bool tileIsWalkable(TileKind k);
/// R35: a low obstacle that flyers pass over (rubble, barrel).
inline bool tileIsLowObstacle(TileKind k);

// Defined here, inline: the rules core and the AIs' path searches ask them for every square.
inline bool tileIsObstacle(TileKind k) {
    switch (k) {
        case TileKind::Void:
        case TileKind::Wall:
        case TileKind::Rubble:
        case TileKind::DoorClosed:
        case TileKind::DoorLocked:
        case TileKind::SecretDoor:
        case TileKind::Cell:
        case TileKind::Chest:
        case TileKind::ChestLocked:
        case TileKind::Barrel: return true;
        case TileKind::Floor:
        case TileKind::Lava:
        case TileKind::Trap:
        case TileKind::HiddenTrap:
        case TileKind::DoorOpen:
        case TileKind::CellOpen:
        case TileKind::Reinforcement: return false;
    }
    return true;
}

inline bool tileBlocksSight(TileKind k) { return tileIsObstacle(k); }  // R32; lava does not block (R49)

inline bool tileIsWalkable(TileKind k) { return !tileIsObstacle(k) && k != TileKind::Lava; }

inline bool tileIsLowObstacle(TileKind k) { return k == TileKind::Rubble || k == TileKind::Barrel; }

/// The squares of a quest's map and their current state.
class Board {
public:
    Board() = default;
    /// The board of `quest`, every tile as drawn.
    explicit Board(const QuestDef& quest);

    int width() const { return width_; }
    int height() const { return height_; }
    bool inside(Pos p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

    /// The current kind of a square (Void outside the map).
    TileKind tile(Pos p) const { return inside(p) ? current_[index(p)] : TileKind::Void; }
    /// The kind as drawn by the quest, before any change of the game (Void outside).
    TileKind originalTile(Pos p) const { return inside(p) ? (*original_)[index(p)] : TileKind::Void; }
    /// Changes the current kind of a square inside the map (door opened, barrel taken...).
    void setTile(Pos p, TileKind k);

    /// Current-state queries; outside the map counts as void (an obstacle).
    bool isObstacle(Pos p) const { return tileIsObstacle(tile(p)); }
    bool blocksSight(Pos p) const { return tileBlocksSight(tile(p)); }
    bool isWalkable(Pos p) const { return tileIsWalkable(tile(p)); }

    /// R10: a step or melee attack between adjacent squares `from` and `to`. Orthogonal: true.
    /// Diagonal: false if either of the two orthogonal squares beside it is an obstacle
    /// (characters are not obstacles). Not adjacent (or the same square): false.
    /// Says nothing about whether `to` itself can be entered.
    bool diagonalAllowed(Pos from, Pos to) const;
    /// R10 from the square of index `i` (inside the map) toward all four diagonals at once: bit
    /// diagonalBit(dx, dy) set when diagonalAllowed(that square, that square + (dx, dy)); for a
    /// search that asks all of them of each square (the AIs' distance fields).
    unsigned char diagonalMask(std::size_t i) const { return (*diagonals_)[i]; }
    /// The bit of the diagonal toward (dx, dy) (each ±1) in diagonalMask.
    static constexpr int diagonalBit(int dx, int dy) { return 1 << ((dx > 0 ? 1 : 0) + (dy > 0 ? 2 : 0)); }

    /// Index of a square inside the map in row-major order.
    std::size_t index(Pos p) const { return static_cast<std::size_t>(p.y * width_ + p.x); }

    /// The same size and tiles, drawn and current (the kept diagonals follow from them).
    bool operator==(const Board& o) const;

private:
    int width_ = 0;
    int height_ = 0;
    // A copy of a board (of a game state, for a search) copies current_ only: the tiles as drawn
    // never change and are shared; the diagonals are shared until a copy changes a tile.
    std::shared_ptr<const std::vector<TileKind>> original_;
    std::vector<TileKind> current_;
    /// R10 per square, from current_: bit diagonalBit(dx, dy) set when the diagonal step from
    /// that square toward (dx, dy) is allowed (neither orthogonal square beside it an
    /// obstacle), so that a diagonal asks one byte. Kept by setTile for the squares around
    /// (copied first when another board shares it).
    std::shared_ptr<std::vector<unsigned char>> diagonals_;
    /// Recomputes diagonals_ of the inside squares from (x0, y0) to (x1, y1).
    void updateDiagonals(int x0, int y0, int x1, int y1);
};

inline bool Board::diagonalAllowed(Pos from, Pos to) const {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return false;
    if (dx == 0 || dy == 0) return true;
    // R10: the two orthogonal squares beside the diagonal (diagonals_ holds the answer; from
    // outside the board, one of them is outside too: a Void square, an obstacle).
    return inside(from) && ((*diagonals_)[index(from)] & diagonalBit(dx, dy)) != 0;
}

/// Who stands on a square, as far as line of sight and movement care.
struct Occupant {
    int id = -1;             // character instance; -1 = nobody
    Side side = Side::Heroes;  // occupants of one side are allies (R11, shooting through allies)
    Size size = Size::Normal;
    bool invisible = false;  // R38: never blocks sight
    bool blocks_sight = true;  // false for characters that block nothing (a hero down, R25)
    bool crossable = false;    // a run may cross the square, no move ends there (a hero down, R25)
    bool empty() const { return id < 0; }
    bool operator==(const Occupant&) const = default;
};

/// Who stands where: one Occupant per square (a gigantic character fills each square of its
/// footprint with the same id).
class Occupancy {
public:
    Occupancy() = default;
    Occupancy(int width, int height)
        : width_(width), height_(height), squares_(static_cast<std::size_t>(width * height)) {}
    explicit Occupancy(const Board& b) : Occupancy(b.width(), b.height()) {}

    /// The occupant of `p`; an empty one outside the map or where nobody stands.
    const Occupant& at(Pos p) const;
    /// Precondition: p inside.
    void set(Pos p, const Occupant& o) { squares_[index(p)] = o; }
    void clear(Pos p) { squares_[index(p)] = Occupant{}; }
    bool operator==(const Occupancy&) const = default;

private:
    std::size_t index(Pos p) const { return static_cast<std::size_t>(p.y * width_ + p.x); }
    int width_ = 0;
    int height_ = 0;
    std::vector<Occupant> squares_;
};

/// The squares a sight line between two square centres meets, endpoints excluded (R22):
/// `crossed` are the squares whose interior the segment passes through, in order from the
/// viewer; `corners` are the pairs of squares it only touches at a shared corner (the segment
/// crosses a grid point there). Exact integer arithmetic.
struct SightTrace {
    std::vector<Pos> crossed;
    std::vector<std::pair<Pos, Pos>> corners;
};
SightTrace traceSight(Pos from, Pos to);

/// R22: does a character of size `blocker` between them hide the target from the viewer?
/// Short characters hide nobody; normal ones hide only when neither viewer nor target is tall
/// or gigantic; tall ones hide when neither is gigantic; gigantic ones hide everyone.
/// Decision (documented here, symmetric so that seeing is mutual): the size compared is the
/// larger of the viewer's and the target's — a tall troll looks over the goblins as they see it.
bool characterHides(Size blocker, Size viewer, Size target);

/// A line-of-sight question between two squares (R22).
struct SightQuery {
    Pos from;
    Pos to;
    int viewer_id = -1;   // squares holding the viewer or the target never block (footprints)
    int target_id = -1;
    Side viewer_side = Side::Heroes;
    Size viewer_size = Size::Normal;
    Size target_size = Size::Normal;
    bool ignore_allies = false;  // skill "shoot_through_allies" (Irf): allies never block
};

/// R22: line of sight between the centres of `q.from` and `q.to`. Blocked by a crossed square
/// that blocks sight (walls, obstacles, closed doors) or holds a character hiding the target
/// (`characterHides`; invisible characters never block); a corner touch is blocked only if
/// both squares touching it block. Endpoints never block. Whether the target itself can be
/// seen (R38 invisible) is the caller's question.
bool lineOfSight(const Board& board, const Occupancy& occupants, const SightQuery& q);
/// R22 with the terrain only (no characters).
bool terrainLineOfSight(const Board& board, Pos from, Pos to);

}  // namespace cata
