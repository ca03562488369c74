// Squares of the board. Coordinates are [x, y]: x the column from 0 at the left, y the row
// from 0 at the top of the quest's ASCII map.
#pragma once

#include <cstdlib>
#include <compare>

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

}  // namespace cata
