// Movement costs and shortest paths in action points (RULES.md R9–R11, R49).
//
// Walk: 1 AP per square; run: 1 AP for 2 squares (R9), in any of 8 directions, each step
// under the diagonal rule (R10). Obstacles, lava (R49) and squares held by anyone but the
// mover are never entered, except that the mover may shift through one ally onto the free
// square after it for 2 AP (R11; never while running), and a run may cross the square of a
// hero down (`Occupant::crossable`, R25) without ending there. A square held by nobody is "free".
// R37: a mover with a W×H footprint (`MoveQuery::width`, `height`; squares are its top-left
// square) needs every square of its footprint walkable and free at every step, each square
// keeping to R10, and never shifts.
// Not handled here (GameState's job): block tests on leaving a square (R12), traps sprung on
// the way (R48), flying (R35) and immaterial movers (R38); so a run over a hero down is
// offered here even where Rules::checkCrossing refuses it (a block test on leaving his square).
#pragma once

#include <vector>

#include "cata/core/board.h"
#include "cata/core/geometry.h"

namespace cata {

struct Rules;

/// How one move action of a path is made.
enum class MoveKind {
    Walk,   // 1 AP, one square: `to`
    Run,    // 1 AP, two squares: `via` then `to` (R9)
    Shift,  // 2 AP, through the ally on `via` onto `to` (R11)
};

/// One move action; paths are sequences of these, from the start square.
struct MoveStep {
    MoveKind kind = MoveKind::Walk;
    Pos via;  // Run: the first square; Shift: the ally's square; Walk: equal to `to`
    Pos to;
    int ap() const { return kind == MoveKind::Shift ? 2 : 1; }
    bool operator==(const MoveStep&) const = default;
};

/// What the mover is and may do.
struct MoveQuery {
    Pos from;
    int mover_id = -1;    // its own square counts as free for it
    Side side = Side::Heroes;  // occupants of this side are allies (R11)
    int max_ap = 1000;    // squares costing more are left out
    int width = 1;        // R37: the mover's footprint, from its top-left square
    int height = 1;
    bool allow_run = true;
    /// R9/R48: a running character gets no Agility test on a trap, so by default the planner
    /// only walks onto visible traps (TileKind::Trap). Hidden traps are not looked at (the
    /// mover does not know them).
    bool run_onto_traps = false;
};

/// R43: a route that ends with a jump (GameState::reach()): the moves of Reachable::path(from)
/// to the square it takes off from, then the jump. It lands on `to` only if its test passes.
struct RouteJump {
    Pos from;              // the take-off square: the mover's own, or the end of a route of moves
    Pos to;                // where it lands when its test passes
    int ap = 0;            // the whole route: the moves to `from`, then the jump
    int difficulty = 0;    // the jump's Agility test (R43)
    double pass = 0.0;     // the chance to pass that test
    double success = 0.0;  // the chance to land on `to`: the block tests of leaving `from` (R12) too
    double dies = 0.0;     // the chance the jump kills: its test fails and the fall lands in lava (R43, R49)
    bool operator==(const RouteJump&) const = default;
};

/// R48: what a route of moves does on the first trap it enters that the asking side knows of
/// (GameState::routeTrap).
struct RouteTrap {
    Pos at;              // the trap's square
    bool runs = false;   // a run enters it: its damage, no test; else a walk or a shift: an Agility test
    int difficulty = 0;  // that test's difficulty
    int dice = 0;        // its damage, in D6
    bool operator==(const RouteTrap&) const = default;
};

/// The squares a mover can reach, with the least AP and one path of that cost for each.
/// Deterministic: among paths of equal cost, the one found first (fixed direction order) for
/// reachableSquares(); GameState::reach() prefers the straightest (see there).
class Reachable {
public:
    /// Least AP to end a move on `p`; -1 when it cannot (or `p` is outside).
    int ap(Pos p) const;
    bool reachable(Pos p) const { return ap(p) >= 0; }
    /// The move actions from the start to `p` (empty for the start itself or when unreachable).
    std::vector<MoveStep> path(Pos p) const;
    /// Every square the mover can end on, start included, in Pos order.
    std::vector<Pos> squares() const;
    /// GameState::reach() only: the best route ending with a jump to `p` (R43), for a square no
    /// route of moves reaches (reachable(p) is false); null for any other square.
    const RouteJump* jump(Pos p) const;
    /// Those routes, one per landing square, in the Pos order of their landing squares.
    const std::vector<RouteJump>& jumps() const { return jumps_; }

private:
    friend Reachable reachableSquares(const Board&, const Occupancy&, const MoveQuery&);
    friend struct Rules;  // GameState::reach()
    // The searches that build one: `states_` search states per square (a state is square
    // index × states_ + layer), each with a cost, a predecessor and the move action that
    // reaches it; `best_` per square names the state whose path path() gives.
    void reset(int width, int height, int states);
    int width_ = 0;
    int height_ = 0;
    int states_ = 1;
    std::vector<int> cost_;        // per state; -1 unreached
    std::vector<int> parent_;      // per state; the predecessor state, -1 for the start
    std::vector<MoveStep> step_;   // per state; the move action that reaches it
    std::vector<int> best_;        // per square; its best state, -1 unreached
    std::vector<RouteJump> jumps_;  // sorted by `to`
};

/// Dijkstra over squares with the costs of R9–R11 (see the file comment).
Reachable reachableSquares(const Board& board, const Occupancy& occupants, const MoveQuery& q);

}  // namespace cata
