// Squares of the board. Coordinates are [x, y]: x the column from 0 at the left, y the row
// from 0 at the top of the quest's ASCII map.
#pragma once

#include <cstdlib>
#include <compare>
#include <vector>

namespace cata {

/// A square of the grid.
struct Pos {
    int x = 0;
    int y = 0;
    auto operator<=>(const Pos&) const = default;
    Pos operator+(Pos o) const { return {x + o.x, y + o.y}; }
    Pos operator-(Pos o) const { return {x - o.x, y - o.y}; }
};

/// R14: distance in squares, diagonals counting 1 (Chebyshev distance).
inline int distance(Pos a, Pos b) {
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    return dx > dy ? dx : dy;
}

/// R37: the squares a character covers, `w`×`h` from its top-left square `pos` (1×1 for
/// every character but the gigantic ones).
struct Footprint {
    Pos pos;
    int w = 1;
    int h = 1;
    bool single() const { return w == 1 && h == 1; }
    bool contains(Pos p) const { return p.x >= pos.x && p.y >= pos.y && p.x < pos.x + w && p.y < pos.y + h; }
    /// The same footprint with its top-left square on `p`.
    Footprint at(Pos p) const { return {p, w, h}; }
    /// Its squares in Pos order (x first, then y).
    std::vector<Pos> squares() const {
        std::vector<Pos> out;
        out.reserve(static_cast<std::size_t>(w * h));
        for (int x = pos.x; x < pos.x + w; ++x)
            for (int y = pos.y; y < pos.y + h; ++y) out.push_back({x, y});
        return out;
    }
    auto operator<=>(const Footprint&) const = default;
};

/// R14/R37: the distance between two footprints, that of their nearest squares (0 when they
/// overlap).
inline int distance(const Footprint& a, const Footprint& b) {
    auto gap = [](int a0, int a1, int b0, int b1) {  // closed intervals [a0, a1], [b0, b1]
        if (b0 > a1) return b0 - a1;
        if (a0 > b1) return a0 - b1;
        return 0;
    };
    const int dx = gap(a.pos.x, a.pos.x + a.w - 1, b.pos.x, b.pos.x + b.w - 1);
    const int dy = gap(a.pos.y, a.pos.y + a.h - 1, b.pos.y, b.pos.y + b.h - 1);
    return dx > dy ? dx : dy;
}

}  // namespace cata
