// The map of a game: tiles, objects, zone borders, character tokens with their markers, and
// the overlays the board screen asks for (reachable squares by cost, a path, line of sight,
// threatened squares). Pans and zooms when the map is bigger than its rectangle. Draws only
// what `viewer` may see (hidden traps only for the Master).
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

/// What to draw over the map this frame.
struct BoardOverlays {
    std::optional<int> selected;                 // ring around this character
    std::vector<std::pair<Pos, int>> reachable;  // squares and their AP cost (shaded by cost)
    std::vector<Pos> path;                       // the hovered path
    std::vector<Pos> targets;                    // squares holding attackable characters
    std::vector<Pos> threatened;                 // "what can the enemies reach or hit"
    std::vector<Pos> sight;                      // squares the selected character sees
    std::optional<Pos> hovered;
};

class BoardView {
public:
    explicit BoardView(App& app);

    /// Draws `state` as `viewer` sees it into `area`.
    void draw(Painter& painter, const Rect& area, const GameState& state, Side viewer, const BoardOverlays& overlays);
    /// The square under window pixel (x, y) in the last drawn area, if any.
    std::optional<Pos> squareAt(int x, int y) const;
    /// The centre of square `p` in window pixels (for animations and tooltips).
    SDL_Point centerOf(Pos p) const;
    /// Square size in pixels at the current zoom.
    int squarePixels() const;

    /// Camera: pan by pixels, zoom by steps around a window point, or centre on a square.
    void pan(int dx, int dy);
    void zoom(int steps, int x, int y);
    void centerOn(Pos p);

private:
    App& app_;
    Rect area_;
    double zoom_ = 1.0;
    double cam_x_ = 0;  // map pixel at the area's left edge
    double cam_y_ = 0;
    int map_w_ = 0;
    int map_h_ = 0;
    bool placed_ = false;
};

}  // namespace cata::app
