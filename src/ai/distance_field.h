// The AIs' distance fields, one implementation for both (the Master's Grid in master_ai.cpp, the
// heroes' Terrain in heroes_goal.cpp): Dijkstra over the board's squares from a set of sources,
// each step to one of the eight neighbours inside the board, a diagonal only where R10 allows it
// (Board::diagonalAllowed), priced by a cost function the caller gives. The caller's function
// says what a step costs and what blocks: the Master's and the heroes' AIs price doors, traps
// and characters differently, and each call site says which rules its prices stand for.
//
// Why here (src/ai) and not in the core: no rule is decided by a field. Where a character can
// go and at what cost is the core's reachableSquares() (core/paths.h: runs R9, shifts R11,
// occupants, footprints R37), which the game asks; a field is an AI's estimate of the way
// ahead, whose prices (a closed door 2, a known trap 9, an ally's square 2) are heuristics of
// that AI. The one rule the field applies itself, R10's corners, it takes from the core, so that
// rule is still written once.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "bucket_queue.h"
#include "cata/core/board.h"
#include "cata/core/geometry.h"

namespace cata::ai {

/// What a cost function returns for a step that cannot be taken: no edge.
inline constexpr int kNoStep = -1;

/// For every square of `board` (row-major, Board::index), the least sum of step costs from a
/// square of `sources` (0 on a source; `unreached`, a number larger than any distance, where no
/// source leads; sources outside the board are ignored).
///
/// `step(Pos from, Pos to) -> int`, or the same of the two squares' indices (`step(std::size_t
/// from, std::size_t to)`, Board::index, which spares the caller computing them): the cost of
/// the step along which the field grows from `from` (a square whose distance is known) to its
/// neighbour `to`, a whole number from 0 to `max_step`, or kNoStep (any negative number) for no
/// step. The function is only asked about neighbours inside the board whose step R10 allows. A
/// field of "cost from the sources" prices a step by entering `to`; a field of "cost to reach a
/// source" (walking the other way) by entering `from`.
///
/// `stop(int index, int d) -> bool` (optional): asked of each square as its distance `d` becomes
/// final, in increasing `d`; when it answers true the search ends there, that square not
/// expanded. Every square whose distance is less than that `d` is then exact; every other one
/// holds a number not less than `d` (its distance so far, or `unreached`). A caller that only
/// compares distances below some bound stops at the first square past it (fieldUntil below).
template <class StepCost, class Stop>
std::vector<int> distanceField(const Board& board, const std::vector<Pos>& sources, int max_step, int unreached,
                               StepCost&& step, Stop&& stop) {
    static constexpr Pos kDirs[8] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
    const int width = board.width();
    std::vector<int> dist(static_cast<std::size_t>(width * board.height()), unreached);
    BucketQueue open(max_step);
    for (const Pos p : sources) {
        if (!board.inside(p)) continue;
        const std::size_t i = board.index(p);
        if (dist[i] == 0) continue;
        dist[i] = 0;
        open.push(0, static_cast<int>(i));
    }
    const int height = board.height();
    int d = 0, i = 0;
    while (open.pop(d, i)) {
        if (d != dist[static_cast<std::size_t>(i)]) continue;  // a stale entry
        if (stop(i, d)) break;
        const Pos from{i % width, i / width};
        for (const Pos dir : kDirs) {
            const Pos to = from + dir;
            if (to.x < 0 || to.y < 0 || to.x >= width || to.y >= height) continue;       // inside the board
            if (dir.x != 0 && dir.y != 0 && !board.diagonalAllowed(from, to)) continue;  // R10
            const std::size_t j = static_cast<std::size_t>(i + dir.y * width + dir.x);   // board.index(to)
            int cost = 0;
            if constexpr (std::is_invocable_r_v<int, StepCost&, std::size_t, std::size_t>)
                cost = step(static_cast<std::size_t>(i), j);  // a cost function of the squares' indices
            else
                cost = step(from, to);
            if (cost < 0) continue;
            if (d + cost < dist[j]) {
                dist[j] = d + cost;
                open.push(d + cost, static_cast<int>(j));
            }
        }
    }
    return dist;
}

template <class StepCost>
std::vector<int> distanceField(const Board& board, const std::vector<Pos>& sources, int max_step, int unreached,
                               StepCost&& step) {
    return distanceField(board, sources, max_step, unreached, std::forward<StepCost>(step),
                         [](int, int) { return false; });
}

/// The stop of a field that is only read at distances up to the least distance of a `goal`
/// square (`goal[index]` true): it ends at the first square past that distance, so the goals at
/// that distance and every square nearer are exact and every other square holds a number larger
/// than it. With no goal reached, or no `goal` at all (nullptr), the field is whole.
struct StopPastGoal {
    const std::vector<bool>* goal = nullptr;
    int bound = -1;
    bool operator()(int i, int d) {
        if (bound >= 0) return d > bound;
        if (goal && (*goal)[static_cast<std::size_t>(i)]) bound = d;
        return false;
    }
};

}  // namespace cata::ai
