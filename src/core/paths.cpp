// Shortest paths in action points (paths.h; RULES.md R9–R11, R49).
#include "cata/core/paths.h"

#include <algorithm>
#include <array>
#include <functional>
#include <queue>
#include <utility>

namespace cata {

namespace {

constexpr std::array<Pos, 8> kDirections = {
    Pos{0, -1}, Pos{1, 0}, Pos{0, 1}, Pos{-1, 0}, Pos{1, -1}, Pos{1, 1}, Pos{-1, 1}, Pos{-1, -1}};

}  // namespace

int Reachable::ap(Pos p) const {
    if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_) return -1;
    return cost_[static_cast<std::size_t>((p.y * width_ + p.x) * 2)];
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
    auto square = [this](int node) { return Pos{(node / 2) % width_, (node / 2) / width_}; };
    int node = (p.y * width_ + p.x) * 2;
    while (true) {
        const int prev = parent_[static_cast<std::size_t>(node)];
        if (prev < 0) break;
        const Pos here = square(node);
        if (prev % 2 == 1) {
            // Came from halfway through a run: either its second square (Run) or the run was
            // cut short after one square (a Walk).
            const int runStart = parent_[static_cast<std::size_t>(prev)];
            const Pos mid = square(prev);
            if (mid == here) steps.push_back({MoveKind::Walk, here, here});
            else steps.push_back({MoveKind::Run, mid, here});
            node = runStart;
        } else {
            const int via = via_[static_cast<std::size_t>(node)];
            if (via >= 0) steps.push_back({MoveKind::Shift, Pos{via % width_, via / width_}, here});
            else steps.push_back({MoveKind::Walk, here, here});
            node = prev;
        }
    }
    std::reverse(steps.begin(), steps.end());
    return steps;
}

Reachable reachableSquares(const Board& board, const Occupancy& occupants, const MoveQuery& q) {
    Reachable r;
    r.width_ = board.width();
    r.height_ = board.height();
    const auto nodes = static_cast<std::size_t>(r.width_ * r.height_ * 2);
    r.cost_.assign(nodes, -1);
    r.parent_.assign(nodes, -1);
    r.via_.assign(nodes, -1);
    if (!board.inside(q.from)) return r;

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
        auto& c = r.cost_[static_cast<std::size_t>(node)];
        if (c >= 0 && c <= cost) return;
        c = cost;
        r.parent_[static_cast<std::size_t>(node)] = parent;
        r.via_[static_cast<std::size_t>(node)] = via;
        open.push({cost, node});
    };
    const int startNode = squareIndex(q.from) * 2;
    r.cost_[static_cast<std::size_t>(startNode)] = 0;
    open.push({0, startNode});

    while (!open.empty()) {
        const auto [cost, node] = open.top();
        open.pop();
        if (cost != r.cost_[static_cast<std::size_t>(node)]) continue;  // stale entry
        const int sq = node / 2;
        const Pos p{sq % r.width_, sq / r.width_};
        if (node % 2 == 1) {
            // Halfway through a run: stop here (the run was a walk) or take its second square.
            relax(sq * 2, cost, node, -1);
            for (Pos d : kDirections) {
                const Pos n = p + d;
                if (canStep(p, n) && isFree(n) && mayRunOnto(n)) relax(squareIndex(n) * 2, cost, node, -1);
            }
            continue;
        }
        for (Pos d : kDirections) {
            const Pos n = p + d;
            if (!canStep(p, n)) continue;
            if (isFree(n)) {
                relax(squareIndex(n) * 2, cost + 1, node, -1);  // walk
                if (q.allow_run && mayRunOnto(n)) relax(squareIndex(n) * 2 + 1, cost + 1, node, -1);  // run
            } else if (ally(n)) {
                // R11: shift through the ally onto a free square after it, 2 AP, walking only.
                for (Pos e : kDirections) {
                    const Pos f = n + e;
                    if (f == p || !canStep(n, f) || !isFree(f)) continue;
                    relax(squareIndex(f) * 2, cost + 2, node, squareIndex(n));
                }
            }
        }
    }
    return r;
}

}  // namespace cata
