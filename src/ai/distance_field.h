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

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
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
    // One queue per thread, emptied for each field: its buckets keep their memory between fields.
    thread_local BucketQueue open(max_step);
    open.reset(max_step);
    for (const Pos p : sources) {
        if (!board.inside(p)) continue;
        const std::size_t i = board.index(p);
        if (dist[i] == 0) continue;
        dist[i] = 0;
        open.push(0, static_cast<int>(i));
    }
    // R10, per direction: the bit of Board::diagonalMask that allows it (0: orthogonal, always).
    static constexpr int kDiagonalBit[8] = {0,
                                            0,
                                            0,
                                            0,
                                            Board::diagonalBit(1, -1),
                                            Board::diagonalBit(1, 1),
                                            Board::diagonalBit(-1, 1),
                                            Board::diagonalBit(-1, -1)};
    const int height = board.height();
    int d = 0, i = 0;
    while (open.pop(d, i)) {
        if (d != dist[static_cast<std::size_t>(i)]) continue;  // a stale entry
        if (stop(i, d)) break;
        const Pos from{i % width, i / width};
        const bool edge = from.x == 0 || from.y == 0 || from.x == width - 1 || from.y == height - 1;
        const unsigned diagonals = board.diagonalMask(static_cast<std::size_t>(i));  // R10, as diagonalAllowed
        for (int k = 0; k < 8; ++k) {
            const Pos dir = kDirs[k];
            const Pos to = from + dir;
            if (edge && (to.x < 0 || to.y < 0 || to.x >= width || to.y >= height)) continue;  // inside the board
            if (kDiagonalBit[k] != 0 && (diagonals & static_cast<unsigned>(kDiagonalBit[k])) == 0) continue;  // R10
            const std::size_t j = static_cast<std::size_t>(i + dir.y * width + dir.x);  // board.index(to)
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
    int stopped = -1;  // after the field: the distance at which it ended (-1: the field is whole)
    bool operator()(int i, int d) {
        if (bound >= 0 && d > bound) {
            stopped = d;
            return true;
        }
        if (bound < 0 && goal && (*goal)[static_cast<std::size_t>(i)]) bound = d;
        return false;
    }
};

/// Whether a field made with a StopPastGoal that ended at `stopped` (-1: whole) answers for a
/// field asked with `goal` (nullptr: a whole field): it must be exact up to the least distance
/// of a goal square and larger than it elsewhere, as the fresh field would be. A whole field
/// always does; a stopped one when some goal square holds a number below `stopped` (that number
/// is then the goals' least distance, exact, and so is every square nearer). A caller that only
/// compares numbers up to that distance reads the same answers from either field.
inline bool fieldAnswers(const std::vector<int>& field, int stopped, const std::vector<bool>* goal) {
    if (stopped < 0) return true;
    if (!goal) return false;
    for (std::size_t i = 0; i < field.size(); ++i)
        if ((*goal)[i] && field[i] < stopped) return true;
    return false;
}

/// The fields a policy made in its last decisions, kept with everything they depend on: the
/// board (its tiles, for R10's corners), the price of entering each square, the caller's
/// other inputs (`extra`: which way the steps are priced, squares with their own rule...) and
/// the sources. Successive decisions of a turn ask for the same fields again (the character
/// that acts next, the others passed over while it acts, the end of the turn that asks
/// everyone once more); a kept field is given back only when it answers as a fresh one
/// (fieldAnswers), and every input is compared in full, so no change of the state (a move, a
/// door, a death) can go unnoticed.
class FieldCache {
public:
    /// What a field depends on besides the sources: the board, the price of entering each
    /// square, the caller's other inputs.
    struct Inputs {
        const Board& board;
        const std::vector<int>& enter;
        const std::vector<int>& extra;
        const std::vector<Pos>& sources;
    };

    /// The kept field of `in` that answers a query with `goal` (fieldAnswers); nullptr if none.
    const std::vector<int>* find(const Inputs& in, const std::vector<bool>* goal) {
        ++clock_;
        for (Entry& e : entries_)
            if (e.matches(in) && fieldAnswers(e.field, e.stopped, goal)) {
                e.used = clock_;
                ++hits_;
                return &e.field;
            }
        return nullptr;
    }

    /// Keeps `field` (made with a stop that ended at `stopped`, -1 when whole) for `in`, in place
    /// of an entry of the same inputs or else of the least recently used one.
    const std::vector<int>& put(const Inputs& in, std::vector<int> field, int stopped) {
        ++clock_;
        ++made_;
        Entry* slot = nullptr;
        for (Entry& e : entries_)
            if (e.matches(in)) slot = &e;
        if (!slot && entries_.size() < kEntries) slot = &entries_.emplace_back();
        if (!slot)
            slot = &*std::min_element(entries_.begin(), entries_.end(),
                                      [](const Entry& a, const Entry& b) { return a.used < b.used; });
        slot->board = in.board;
        slot->enter = in.enter;
        slot->extra = in.extra;
        slot->sources = in.sources;
        slot->field = std::move(field);
        slot->stopped = stopped;
        slot->used = clock_;
        return slot->field;
    }

    /// Fields given back from the cache and fields made, since it was created (for the tests).
    std::uint64_t hits() const { return hits_; }
    std::uint64_t made() const { return made_; }

private:
    struct Entry {
        Board board;
        std::vector<int> enter;
        std::vector<int> extra;
        std::vector<Pos> sources;
        bool matches(const Inputs& in) const {
            return sources == in.sources && extra == in.extra && enter == in.enter && board == in.board;
        }
        std::vector<int> field;
        int stopped = -1;
        std::uint64_t used = 0;
    };
    static constexpr std::size_t kEntries = 24;
    std::vector<Entry> entries_;
    std::uint64_t clock_ = 0, hits_ = 0, made_ = 0;
};

}  // namespace cata::ai
