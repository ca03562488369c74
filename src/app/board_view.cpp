// Placeholder until the board view lands (issue 4).
#include "cata/app/board_view.h"

#include "cata/app/app.h"

namespace cata::app {

BoardView::BoardView(App& app) : app_(app) {}

void BoardView::draw(Painter& painter, const Rect& area, const GameState& state, Side viewer, const BoardOverlays& overlays) {
    (void)painter;
    (void)state;
    (void)viewer;
    (void)overlays;
    area_ = area;
}
std::optional<Pos> BoardView::squareAt(int x, int y) const {
    (void)x;
    (void)y;
    return std::nullopt;
}
SDL_Point BoardView::centerOf(Pos p) const { return SDL_Point{p.x, p.y}; }
int BoardView::squarePixels() const { return 64; }
void BoardView::pan(int dx, int dy) {
    cam_x_ += dx;
    cam_y_ += dy;
}
void BoardView::zoom(int steps, int x, int y) {
    (void)x;
    (void)y;
    zoom_ += 0.1 * steps;
}
void BoardView::centerOn(Pos p) { (void)p; }

}  // namespace cata::app
