// Squares of the board. Coordinates are [x, y]: x the column from 0 at the left, y the row
// from 0 at the top of the quest's ASCII map.
#pragma once

#include <algorithm>
#include <array>
#include <compare>
#include <cstddef>
#include <cstdlib>
#include <iterator>
#include <string>

namespace cata {

/// A square of the grid.
struct Pos {
    int x = 0;
    int y = 0;
    auto operator<=>(const Pos&) const = default;
    Pos operator+(Pos o) const { return {x + o.x, y + o.y}; }
    Pos operator-(Pos o) const { return {x - o.x, y - o.y}; }
};

/// The eight neighbouring directions, the orthogonal ones first (the order the path searches
/// try them in, which makes their routes the straightest among equals).
inline constexpr std::array<Pos, 8> kEightDirections = {Pos{0, -1}, Pos{1, 0},  Pos{0, 1},  Pos{-1, 0},
                                                        Pos{1, -1}, Pos{1, 1}, Pos{-1, 1}, Pos{-1, -1}};

/// "x,y": a square in the core's messages and debug text.
inline std::string coords(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

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
    /// Its squares in Pos order (x first, then y), as a range that allocates nothing (the
    /// rules core walks footprints for every candidate action).
    class Squares;
    Squares squares() const;
    auto operator<=>(const Footprint&) const = default;
};

class Footprint::Squares {
public:
    class iterator {
    public:
        using value_type = Pos;
        using difference_type = std::ptrdiff_t;
        using reference = Pos;
        using pointer = void;
        using iterator_category = std::forward_iterator_tag;
        iterator() = default;
        iterator(Pos p, int y0, int y1) : p_(p), y0_(y0), y1_(y1) {}
        Pos operator*() const { return p_; }
        iterator& operator++() {
            if (++p_.y == y1_) p_ = {p_.x + 1, y0_};
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        bool operator==(const iterator& o) const { return p_ == o.p_; }

    private:
        Pos p_;
        int y0_ = 0;
        int y1_ = 0;
    };
    explicit Squares(const Footprint& f) : f_(f) {}
    iterator begin() const { return f_.w > 0 && f_.h > 0 ? iterator(f_.pos, f_.pos.y, f_.pos.y + f_.h) : end(); }
    iterator end() const { return iterator({f_.pos.x + std::max(0, f_.w), f_.pos.y}, f_.pos.y, f_.pos.y + f_.h); }
    std::size_t size() const { return static_cast<std::size_t>(std::max(0, f_.w) * std::max(0, f_.h)); }

private:
    Footprint f_;
};

inline Footprint::Squares Footprint::squares() const { return Squares(*this); }

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
