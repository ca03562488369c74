// Shortest paths in action points (paths.h; RULES.md R9–R11, R49).
#include "cata/core/paths.h"

#include <algorithm>
#include <array>
#include <functional>
#include <queue>
#include <utility>

namespace cata {

void Reachable::reset(int width, int height, int states) {
    width_ = width;
    height_ = height;
    states_ = states;
    const auto n = static_cast<std::size_t>(width * height * states);
    cost_.assign(n, -1);
    parent_.assign(n, -1);
    step_.assign(n, MoveStep{});
    best_.assign(static_cast<std::size_t>(width * height), -1);
    jumps_.clear();
}

const RouteJump* Reachable::jump(Pos p) const {
    const auto it =
        std::lower_bound(jumps_.begin(), jumps_.end(), p, [](const RouteJump& j, Pos q) { return j.to < q; });
    return it != jumps_.end() && it->to == p ? &*it : nullptr;
}

int Reachable::ap(Pos p) const {
    if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_) return -1;
    const int best = best_[static_cast<std::size_t>(p.y * width_ + p.x)];
    return best < 0 ? -1 : cost_[static_cast<std::size_t>(best)];
}

std::vector<Pos> Reachable::squares() const {
    std::vector<Pos> out;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (ap({x, y}) >= 0) out.push_back({x, y});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<MoveStep> Reachable::path(Pos p) const {
    std::vector<MoveStep> steps;
    if (ap(p) < 0) return steps;
    for (int state = best_[static_cast<std::size_t>(p.y * width_ + p.x)];
         parent_[static_cast<std::size_t>(state)] >= 0; state = parent_[static_cast<std::size_t>(state)])
        steps.push_back(step_[static_cast<std::size_t>(state)]);
    std::reverse(steps.begin(), steps.end());
    return steps;
}

Reachable reachableSquares(const Board& board, const Occupancy& occupants, const MoveQuery& q) {
    Reachable r;
    r.reset(board.width(), board.height(), 1);
    if (!board.inside(q.from)) return r;
    // Search nodes: square index × {0: standing, 1: halfway through a run}.
    const auto nodes = static_cast<std::size_t>(r.width_ * r.height_ * 2);
    std::vector<int> node_cost(nodes, -1);    // per node; -1 unreached
    std::vector<int> node_parent(nodes, -1);  // per node; node index of the predecessor, -1 for the start
    std::vector<int> node_via(nodes, -1);     // per node; square index of the ally passed (shift), else -1

    auto squareIndex = [&](Pos p) { return p.y * r.width_ + p.x; };
    const Footprint body{q.from, std::max(1, q.width), std::max(1, q.height)};  // R37
    const bool single = body.single();
    auto isFree = [&](Pos p) {
        for (Pos s : body.at(p).squares()) {
            const Occupant& o = occupants.at(s);
            if (!o.empty() && o.id != q.mover_id) return false;
        }
        return true;
    };
    auto crossable = [&](Pos p) {  // R25: every square free or a hero down's (not a stop)
        for (Pos s : body.at(p).squares()) {
            const Occupant& o = occupants.at(s);
            if (!o.empty() && o.id != q.mover_id && !o.crossable) return false;
        }
        return true;
    };
    auto ally = [&](Pos p) {  // R11: only a one-square mover shifts
        const Occupant& o = occupants.at(p);
        return single && !o.empty() && o.id != q.mover_id && o.side == q.side;
    };
    // R9, R10, R49, R37: a single step between adjacent squares, ignoring who stands there.
    auto canStep = [&](Pos a, Pos b) {
        if (single) return board.isWalkable(b) && board.diagonalAllowed(a, b);
        const Pos d = b - a;
        for (Pos s : body.at(a).squares())
            if (!board.isWalkable(s + d) || !board.diagonalAllowed(s, s + d)) return false;
        return true;
    };
    auto mayRunOnto = [&](Pos p) {
        if (q.run_onto_traps) return true;
        for (Pos s : body.at(p).squares())
            if (board.tile(s) == TileKind::Trap) return false;
        return true;
    };

    using Entry = std::pair<int, int>;  // (cost, node)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    auto relax = [&](int node, int cost, int parent, int via) {
        if (cost > q.max_ap) return;
        auto& c = node_cost[static_cast<std::size_t>(node)];
        if (c >= 0 && c <= cost) return;
        c = cost;
        node_parent[static_cast<std::size_t>(node)] = parent;
        node_via[static_cast<std::size_t>(node)] = via;
        open.push({cost, node});
    };
    const int startNode = squareIndex(q.from) * 2;
    node_cost[static_cast<std::size_t>(startNode)] = 0;
    open.push({0, startNode});

    while (!open.empty()) {
        const auto [cost, node] = open.top();
        open.pop();
        if (cost != node_cost[static_cast<std::size_t>(node)]) continue;  // stale entry
        const int sq = node / 2;
        const Pos p{sq % r.width_, sq / r.width_};
        if (node % 2 == 1) {
            // Halfway through a run: stop here (the run was a walk) unless a hero down lies
            // here (R25), or take its second square.
            if (isFree(p)) relax(sq * 2, cost, node, -1);
            for (Pos d : kEightDirections) {
                const Pos n = p + d;
                if (canStep(p, n) && isFree(n) && mayRunOnto(n)) relax(squareIndex(n) * 2, cost, node, -1);
            }
            continue;
        }
        for (Pos d : kEightDirections) {
            const Pos n = p + d;
            if (!canStep(p, n)) continue;
            const bool free = isFree(n);
            if (free) relax(squareIndex(n) * 2, cost + 1, node, -1);  // walk
            // run (R25: also across a hero down)
            if (q.allow_run && (free || crossable(n)) && mayRunOnto(n))
                relax(squareIndex(n) * 2 + 1, cost + 1, node, -1);
            if (!free && ally(n)) {
                // R11: shift through the ally onto a free square after it, 2 AP, walking only.
                for (Pos e : kEightDirections) {
                    const Pos f = n + e;
                    if (f == p || !canStep(n, f) || !isFree(f)) continue;
                    relax(squareIndex(f) * 2, cost + 2, node, squareIndex(n));
                }
            }
        }
    }
    // Each square's standing node: its cost and the last move action of its path, whose
    // predecessor is the standing node of another square (that square's own best).
    auto square = [&](int node) { return Pos{(node / 2) % r.width_, (node / 2) / r.width_}; };
    for (int sq = 0; sq < r.width_ * r.height_; ++sq) {
        const int node = sq * 2;
        const auto i = static_cast<std::size_t>(sq);
        if (node_cost[static_cast<std::size_t>(node)] < 0) continue;
        r.cost_[i] = node_cost[static_cast<std::size_t>(node)];
        r.best_[i] = sq;
        const int prev = node_parent[static_cast<std::size_t>(node)];
        if (prev < 0) continue;
        const Pos here = square(node);
        if (prev % 2 == 1) {
            // Came from halfway through a run: either its second square (Run) or the run was
            // cut short after one square (a Walk).
            const Pos mid = square(prev);
            r.step_[i] = mid == here ? MoveStep{MoveKind::Walk, here, here} : MoveStep{MoveKind::Run, mid, here};
            r.parent_[i] = node_parent[static_cast<std::size_t>(prev)] / 2;
        } else {
            const int via = node_via[static_cast<std::size_t>(node)];
            r.step_[i] = via >= 0 ? MoveStep{MoveKind::Shift, Pos{via % r.width_, via / r.width_}, here}
                                  : MoveStep{MoveKind::Walk, here, here};
            r.parent_[i] = prev / 2;
        }
    }
    return r;
}

}  // namespace cata
