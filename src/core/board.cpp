// Board squares, the diagonal rule and line of sight (board.h; RULES.md R10, R22, R32, R49).
#include "cata/core/board.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace cata {

Board::Board(const QuestDef& quest) : width_(quest.width), height_(quest.height), current_(quest.tiles) {
    // A malformed quest is the loader's to report; keep the board consistent whatever it holds.
    const auto n = static_cast<std::size_t>(width_ * height_);
    auto original = std::make_shared<std::vector<TileKind>>(quest.tiles);
    original->resize(n, TileKind::Void);
    original_ = std::move(original);
    current_.resize(n, TileKind::Void);
    diagonals_ = std::make_shared<std::vector<unsigned char>>(n, static_cast<unsigned char>(0));
    updateDiagonals(0, 0, width_ - 1, height_ - 1);
}

bool Board::operator==(const Board& o) const {
    // The tiles compared as bytes (std::equal compares an enum's vector one element at a time):
    // the AIs compare boards for each distance field they keep.
    if (width_ != o.width_ || height_ != o.height_ || current_.size() != o.current_.size() ||
        std::memcmp(current_.data(), o.current_.data(), current_.size() * sizeof(TileKind)) != 0)
        return false;
    if (original_ == o.original_) return true;
    return original_ && o.original_ && *original_ == *o.original_;
}

void Board::setTile(Pos p, TileKind k) {
    assert(inside(p));
    if (!inside(p)) return;
    current_[index(p)] = k;
    updateDiagonals(p.x - 1, p.y - 1, p.x + 1, p.y + 1);  // the squares beside p use it (R10)
}

void Board::updateDiagonals(int x0, int y0, int x1, int y1) {
    if (diagonals_.use_count() > 1) diagonals_ = std::make_shared<std::vector<unsigned char>>(*diagonals_);
    for (int y = std::max(0, y0); y <= std::min(height_ - 1, y1); ++y)
        for (int x = std::max(0, x0); x <= std::min(width_ - 1, x1); ++x) {
            unsigned char bits = 0;
            for (int dy : {-1, 1})
                for (int dx : {-1, 1})
                    if (!isObstacle({x + dx, y}) && !isObstacle({x, y + dy})) bits |= diagonalBit(dx, dy);
            (*diagonals_)[index({x, y})] = bits;
        }
}

const Occupant& Occupancy::at(Pos p) const {
    static const Occupant kNobody{};
    if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_) return kNobody;
    return squares_[index(p)];
}

namespace {

/// R22's traversal, written once for traceSight and sightClear: the squares the segment between
/// the centres of `from` and `to` crosses, in order (`crossed(p)`, `to` itself left out), and the
/// grid points it passes through exactly (`corner(a, b)`, the two squares beside the point).
/// Either callback returns false to stop; the result is false when one did.
template <class Crossed, class Corner>
bool walkSight(Pos from, Pos to, Crossed&& crossed, Corner&& corner) {
    const int nx = std::abs(to.x - from.x);
    const int ny = std::abs(to.y - from.y);
    const int sx = to.x > from.x ? 1 : -1;
    const int sy = to.y > from.y ? 1 : -1;
    // The segment between centres crosses the vertical grid line number ix (0-based from the
    // viewer) at t = (2·ix + 1) / (2·nx), the horizontal line iy at t = (2·iy + 1) / (2·ny).
    // Comparing (2·ix + 1)·ny with (2·iy + 1)·nx orders the crossings exactly; equality is a
    // grid point, where the segment only touches the two squares beside it.
    Pos p = from;
    int ix = 0, iy = 0;
    while (ix < nx || iy < ny) {
        const long long tx = static_cast<long long>(2 * ix + 1) * ny;
        const long long ty = static_cast<long long>(2 * iy + 1) * nx;
        if (ix < nx && iy < ny && tx == ty) {
            if (!corner(Pos{p.x + sx, p.y}, Pos{p.x, p.y + sy})) return false;
            p = {p.x + sx, p.y + sy};
            ++ix;
            ++iy;
        } else if (iy >= ny || (ix < nx && tx < ty)) {
            p.x += sx;
            ++ix;
        } else {
            p.y += sy;
            ++iy;
        }
        if (p != to && !crossed(p)) return false;
    }
    return true;
}

}  // namespace

SightTrace traceSight(Pos from, Pos to) {
    SightTrace trace;
    walkSight(
        from, to,
        [&](Pos p) {
            trace.crossed.push_back(p);
            return true;
        },
        [&](Pos a, Pos b) {
            trace.corners.push_back({a, b});
            return true;
        });
    return trace;
}

bool characterHides(Size blocker, Size viewer, Size target) {
    const Size tallest = viewer > target ? viewer : target;  // enum order: Short < Normal < Tall < Gigantic
    switch (blocker) {
        case Size::Short: return false;
        case Size::Normal: return tallest <= Size::Normal;
        case Size::Tall: return tallest <= Size::Tall;
        case Size::Gigantic: return true;
    }
    return false;
}

namespace {

bool squareBlocks(const Board& board, const Occupancy* occupants, const SightQuery& q, Pos p) {
    if (board.blocksSight(p)) return true;
    if (occupants == nullptr) return false;
    const Occupant& o = occupants->at(p);
    if (o.empty() || o.id == q.viewer_id || o.id == q.target_id) return false;
    if (o.invisible || !o.blocks_sight) return false;         // R38, R25
    if (q.ignore_allies && o.side == q.viewer_side) return false;  // Irf's skill
    return characterHides(o.size, q.viewer_size, q.target_size);
}

/// No crossed square blocks and no corner has both its squares blocking (traceSight's squares,
/// walked without building them).
bool sightClear(const Board& board, const Occupancy* occupants, const SightQuery& q) {
    return walkSight(
        q.from, q.to, [&](Pos p) { return !squareBlocks(board, occupants, q, p); },
        [&](Pos a, Pos b) { return !(squareBlocks(board, occupants, q, a) && squareBlocks(board, occupants, q, b)); });
}

}  // namespace

bool lineOfSight(const Board& board, const Occupancy& occupants, const SightQuery& q) {
    return sightClear(board, &occupants, q);
}

bool terrainLineOfSight(const Board& board, Pos from, Pos to) {
    SightQuery q;
    q.from = from;
    q.to = to;
    return sightClear(board, nullptr, q);
}

}  // namespace cata
