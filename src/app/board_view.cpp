// The map: tiles from assets/tiles, tokens from assets/tokens with a ring in the side's
// colour, HP bar, AP pips and status markers, and the overlays of the board screen.
#include "cata/app/board_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <set>

#include "cata/app/app.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kMaxZoom = 2.0;
constexpr double kZoomStep = 1.2;

bool wallish(const Board& b, Pos p) {
    const TileKind k = b.originalTile(p);
    return k == TileKind::Wall || k == TileKind::SecretDoor;
}

/// A stable pseudo-random number for square `p` (floor variants).
int squareHash(Pos p) { return (p.x * 7 + p.y * 13 + p.x * p.y) & 0x7fffffff; }

SDL_Color withAlpha(SDL_Color c, int a) {
    c.a = static_cast<Uint8>(std::clamp(a, 0, 255));
    return c;
}

/// Colour of an HP bar at `ratio` of the maximum: green, amber, red (the palette's).
SDL_Color hpColour(double ratio) {
    if (ratio > 0.6) return theme().hp_good;
    if (ratio > 0.3) return theme().hp_mid;
    return theme().hp_low;
}

/// Diagonal lines across `r`, `gap` pixels apart: the threat's hatching (theme().shapes).
void hatch(const Painter& painter, const SDL_Rect& r, int gap, SDL_Color c) {
    for (int k = gap / 2; k < r.w + r.h; k += gap) {
        // The line x + y = k inside the square, from its top or right edge to its left or bottom.
        const int x1 = r.x + std::min(k, r.w - 1), y1 = r.y + std::max(0, k - (r.w - 1));
        const int x2 = r.x + std::max(0, k - (r.h - 1)), y2 = r.y + std::min(k, r.h - 1);
        painter.line(x1, y1, x2, y2, c);
    }
}

/// Corner brackets inside `r`, `len` long and `t` thick: a reachable square (theme().shapes).
void brackets(const Painter& painter, const SDL_Rect& r, int len, int t, SDL_Color c) {
    const int x2 = r.x + r.w - t, y2 = r.y + r.h - t;
    for (const auto& [x, y, dx, dy] :
         {std::array<int, 4>{r.x, r.y, 1, 1}, {x2, r.y, -1, 1}, {r.x, y2, 1, -1}, {x2, y2, -1, -1}}) {
        painter.fill(Rect{dx > 0 ? x : x - len + t, y, len, t}, c);
        painter.fill(Rect{x, dy > 0 ? y : y - len + t, t, len}, c);
    }
}

/// A tick (check mark) with its lower corner at (x, y), `size` pixels wide: a target.
void tick(const Painter& painter, int x, int y, int size, SDL_Color c, SDL_Color edge) {
    const int a = std::max(2, size / 3);
    for (int pass = 0; pass < 2; ++pass) {
        const SDL_Color col = pass == 0 ? edge : c;
        const int w = pass == 0 ? 2 : 1;
        for (int o = -w; o <= w; ++o) {
            painter.line(x - a, y - a + o, x, y + o, col);
            painter.line(x, y + o, x + size - a, y - size + a + o, col);
        }
    }
}

void copy(SDL_Renderer* r, SDL_Texture* t, const SDL_Rect& dst) {
    if (t) SDL_RenderCopy(r, t, nullptr, &dst);
}

void tinted(SDL_Renderer* r, SDL_Texture* t, const SDL_Rect& dst, SDL_Color c) {
    if (!t) return;
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(r, t, nullptr, &dst);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
}

SDL_Rect inset(const SDL_Rect& r, double fraction) {
    const int dx = static_cast<int>(r.w * fraction), dy = static_cast<int>(r.h * fraction);
    return SDL_Rect{r.x + dx, r.y + dy, r.w - 2 * dx, r.h - 2 * dy};
}

}  // namespace

std::string tileImage(const Board& board, Pos p, Side viewer) {
    const auto floorTile = [&] { return "tiles/floor_" + std::to_string(squareHash(p) % 4) + ".png"; };
    const auto door = [&](const char* state) {
        const bool vertical = wallish(board, Pos{p.x, p.y - 1}) && wallish(board, Pos{p.x, p.y + 1});
        return std::string("tiles/door_") + state + (vertical ? "_v.png" : "_h.png");
    };
    switch (board.tile(p)) {
        case TileKind::Void: return "tiles/void.png";
        case TileKind::Floor: return floorTile();
        case TileKind::Wall: return "tiles/wall.png";
        case TileKind::Rubble: return "tiles/rubble.png";
        case TileKind::Lava: return squareHash(p) % 3 == 0 ? "tiles/lava_1.png" : "tiles/lava_0.png";
        case TileKind::Trap: return "tiles/trap.png";
        case TileKind::HiddenTrap: return viewer == Side::Master ? "tiles/hidden_trap.png" : floorTile();
        case TileKind::DoorOpen: return door("open");
        case TileKind::DoorClosed: return door("closed");
        case TileKind::DoorLocked: return door("locked");
        case TileKind::SecretDoor: return "tiles/secret_door.png";
        case TileKind::Cell: return "tiles/cell.png";
        case TileKind::CellOpen: return "tiles/cell_open.png";
        case TileKind::Chest: return "tiles/chest.png";
        case TileKind::ChestLocked: return "tiles/chest_locked.png";
        case TileKind::Barrel: return "tiles/barrel.png";
        case TileKind::Reinforcement: return "tiles/reinforcement.png";
    }
    return floorTile();
}

void drawPlainTile(Painter& painter, TileKind kind, const std::string& image, const Rect& square) {
    const Rect& r = square;
    const Rect block{r.x + r.w / 5, r.y + r.h / 5, r.w - 2 * (r.w / 5), r.h - 2 * (r.h / 5)};
    const SDL_Color floor{92, 80, 68, 255};
    if (image.rfind("tiles/floor_", 0) == 0) {
        painter.fill(square, floor);
        return;
    }
    switch (kind) {
        case TileKind::Void: painter.fill(square, SDL_Color{8, 6, 6, 255}); return;
        case TileKind::Wall:
        case TileKind::SecretDoor: painter.fill(square, SDL_Color{46, 40, 36, 255}); return;
        case TileKind::Lava: painter.fill(square, SDL_Color{200, 70, 20, 255}); return;
        default: break;
    }
    painter.fill(square, floor);
    SDL_Color c{120, 110, 98, 255};  // rubble
    switch (kind) {
        case TileKind::Trap:
        case TileKind::HiddenTrap: c = SDL_Color{150, 40, 40, 255}; break;
        case TileKind::DoorOpen:
            painter.outline(block, SDL_Color{120, 80, 40, 255}, std::max(1, r.w / 12));
            return;
        case TileKind::DoorClosed:
        case TileKind::DoorLocked: c = SDL_Color{120, 80, 40, 255}; break;
        case TileKind::Cell:
        case TileKind::CellOpen: c = SDL_Color{70, 70, 78, 255}; break;
        case TileKind::Chest:
        case TileKind::ChestLocked: c = SDL_Color{170, 130, 40, 255}; break;
        case TileKind::Barrel: c = SDL_Color{130, 90, 50, 255}; break;
        case TileKind::Reinforcement: c = SDL_Color{90, 30, 24, 255}; break;
        default: break;
    }
    painter.fill(block, c);
}

BoardView::BoardView(App& app) : app_(app) {}
BoardView::~BoardView() {
    if (terrain_) SDL_DestroyTexture(terrain_);
}

// Rounded down: at the zoom that fits the map, the last column and row stay inside the area
// (rounding up put Quest II's rightmost column under the side panel at 1280×800).
int BoardView::squarePixels() const { return std::max(8, static_cast<int>(std::floor(kTilePixels * zoom_ + 1e-9))); }

void BoardView::layout(const Rect& area, int map_w, int map_h) {
    const bool resized = area.w != area_.w || area.h != area_.h || map_w != map_w_ || map_h != map_h_;
    // The map point at the centre of the area before (in squares), kept at the centre after a
    // resize: a window made smaller shows the middle of what it showed, not the map's top-left
    // corner (where no character may stand).
    const int before = squarePixels();
    const double mid_x = (cam_x_ + area_.w / 2.0) / before, mid_y = (cam_y_ + area_.h / 2.0) / before;
    area_ = area;
    map_w_ = map_w;
    map_h_ = map_h;
    if (map_w <= 0 || map_h <= 0 || area.w <= 0 || area.h <= 0) return;
    const double fit = std::min(static_cast<double>(area.w) / (map_w * kTilePixels),
                                static_cast<double>(area.h) / (map_h * kTilePixels));
    min_zoom_ = std::min(fit, 0.5);
    // Without a zoom of the player's, the whole map, in full-size tiles at the most: the zoom
    // follows the window (a window made smaller shows smaller squares, not a part of the map).
    const double fitted = std::min(1.0, fit);
    if (!placed_) {
        // The zoom the player chose on this game's board before (a game continued or loaded
        // again keeps it; a new game does not), else the whole map; the camera on the square
        // asked for before the first layout (the board centres on the side to play) when the map
        // does not fit.
        const double remembered = zoom_key_.empty() ? 0.0 : app_.boardZoom(zoom_key_);
        user_zoom_ = remembered > 0;
        zoom_ = user_zoom_ ? std::clamp(remembered, min_zoom_, kMaxZoom) : fitted;
        cam_x_ = cam_y_ = 0;
        placed_ = true;
        if (first_centre_) {
            centerOn(*first_centre_);
            first_centre_.reset();
        }
    } else if (resized) {
        // A window resized, or the UI scale changed (the side panel's width): a map shown whole
        // is refitted to the new area; a map the player zoomed into keeps its zoom and the middle
        // of what it showed, the camera kept on the map (clampCamera).
        zoom_ = user_zoom_ ? std::clamp(zoom_, min_zoom_, kMaxZoom) : fitted;
        const int s = squarePixels();
        cam_x_ = mid_x * s - area_.w / 2.0;
        cam_y_ = mid_y * s - area_.h / 2.0;
    }
    clampCamera();
}

void BoardView::clampCamera() {
    const int s = squarePixels();
    const int w = map_w_ * s, h = map_h_ * s;
    // A map smaller than the area is centred (a negative camera), else kept inside it.
    cam_x_ = w <= area_.w ? -(area_.w - w) / 2.0 : std::clamp(cam_x_, 0.0, static_cast<double>(w - area_.w));
    cam_y_ = h <= area_.h ? -(area_.h - h) / 2.0 : std::clamp(cam_y_, 0.0, static_cast<double>(h - area_.h));
}

SDL_Rect BoardView::squareRect(Pos p, int w, int h) const {
    const int s = squarePixels();
    return SDL_Rect{area_.x + static_cast<int>(std::lround(p.x * s - cam_x_)),
                    area_.y + static_cast<int>(std::lround(p.y * s - cam_y_)), s * w, s * h};
}

std::optional<Pos> BoardView::squareAt(int x, int y) const {
    if (!area_.contains(x, y) || map_w_ <= 0) return std::nullopt;
    const int s = squarePixels();
    const double mx = x - area_.x + cam_x_, my = y - area_.y + cam_y_;
    if (mx < 0 || my < 0) return std::nullopt;
    const Pos p{static_cast<int>(mx) / s, static_cast<int>(my) / s};
    if (p.x >= map_w_ || p.y >= map_h_) return std::nullopt;
    return p;
}

SDL_Point BoardView::centerOf(Pos p) const {
    const SDL_Rect r = squareRect(p);
    return SDL_Point{r.x + r.w / 2, r.y + r.h / 2};
}

void BoardView::pan(int dx, int dy) {
    cam_x_ += dx;
    cam_y_ += dy;
    clampCamera();
}

void BoardView::zoom(int steps, int x, int y) {
    if (steps == 0 || map_w_ <= 0) return;
    const int before = squarePixels();
    const double mx = (x - area_.x + cam_x_) / before, my = (y - area_.y + cam_y_) / before;  // in squares
    zoom_ = std::clamp(zoom_ * std::pow(kZoomStep, steps), min_zoom_, kMaxZoom);
    const int after = squarePixels();
    // Zoomed in, only a part of the map shows: the player's zoom, kept through resizes and
    // remembered for this game (continued or loaded again, it opens at it). Zoomed out until the whole map
    // shows: the zoom follows the window again, and a resize refits the map.
    user_zoom_ = map_w_ * after > area_.w || map_h_ * after > area_.h;
    if (!zoom_key_.empty()) app_.setBoardZoom(zoom_key_, user_zoom_ ? zoom_ : 0.0);
    cam_x_ = mx * after - (x - area_.x);
    cam_y_ = my * after - (y - area_.y);
    clampCamera();
}

void BoardView::centerOn(Pos p) {
    if (!placed_) {
        first_centre_ = p;  // the area is not known yet: done by the first layout
        return;
    }
    const int s = squarePixels();
    cam_x_ = (p.x + 0.5) * s - area_.w / 2.0;
    cam_y_ = (p.y + 0.5) * s - area_.h / 2.0;
    clampCamera();
}

void BoardView::keepInView(Pos p) {
    if (!placed_) return centerOn(p);
    // A square's margin round it stays in sight too, so the cursor never sits on the edge.
    const int s = squarePixels();
    const SDL_Rect r = squareRect(p);
    const int m = std::min(s, std::max(0, (area_.w - s) / 2));
    const int n = std::min(s, std::max(0, (area_.h - s) / 2));
    if (r.x - m < area_.x)
        cam_x_ -= area_.x - (r.x - m);
    else if (r.x + r.w + m > area_.right())
        cam_x_ += r.x + r.w + m - area_.right();
    if (r.y - n < area_.y)
        cam_y_ -= area_.y - (r.y - n);
    else if (r.y + r.h + n > area_.bottom())
        cam_y_ += r.y + r.h + n - area_.bottom();
    clampCamera();
}

void BoardView::tintSquare(Painter& painter, Pos p, SDL_Color c) {
    const SDL_Rect r = squareRect(p);
    painter.fill(Rect{r.x, r.y, r.w, r.h}, c);
}

void BoardView::drawTerrain(Painter& painter, const GameState& state, Side viewer) {
    SDL_Renderer* ren = painter.renderer();
    const Board& b = state.board();
    const int s = squarePixels();
    const int x0 = std::max(0, static_cast<int>(std::floor(cam_x_ / s)));
    const int y0 = std::max(0, static_cast<int>(std::floor(cam_y_ / s)));
    const int x1 = std::min(b.width() - 1, static_cast<int>((cam_x_ + area_.w) / s));
    const int y1 = std::min(b.height() - 1, static_cast<int>((cam_y_ + area_.h) / s));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const Pos p{x, y};
            const TileKind k = b.tile(p);
            if (k == TileKind::Void) continue;
            const SDL_Rect r = squareRect(p);
            // Objects stand on floor: draw it under them (their images are drawn whole).
            if (k != TileKind::Wall && k != TileKind::SecretDoor && k != TileKind::Lava && k != TileKind::Floor) {
                const std::string floor = "tiles/floor_" + std::to_string(squareHash(p) % 4) + ".png";
                if (SDL_Texture* t = textures_->imageAt(floor, s)) copy(ren, t, r);
                else drawPlainTile(painter, TileKind::Floor, floor, Rect{r.x, r.y, r.w, r.h});
            }
            const std::string image = tileImage(b, p, viewer);
            if (SDL_Texture* t = textures_->imageAt(image, s)) copy(ren, t, r);
            else drawPlainTile(painter, k, image, Rect{r.x, r.y, r.w, r.h});  // missing or corrupt: plain shapes
            if (k == TileKind::HiddenTrap && viewer == Side::Master) drawHiddenTrap(painter, r);
        }
    // A soft shadow where walls meet floor, for depth.
    const int shade = std::max(2, s / 8);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const Pos p{x, y};
            if (wallish(b, p) || b.tile(p) == TileKind::Void) continue;
            const SDL_Rect r = squareRect(p);
            if (wallish(b, Pos{x, y - 1}))
                painter.verticalGradient(Rect{r.x, r.y, r.w, shade}, SDL_Color{0, 0, 0, 120}, SDL_Color{0, 0, 0, 0});
            if (wallish(b, Pos{x - 1, y}))
                painter.horizontalGradient(Rect{r.x, r.y, shade, r.h}, SDL_Color{0, 0, 0, 90}, SDL_Color{0, 0, 0, 0});
        }
}

void BoardView::drawHiddenTrap(Painter& painter, const SDL_Rect& r) {
    // R48: the Master knows his hidden traps: the trap's plate, faded (the heroes do not see it
    // yet), in a red frame with dashed corners — plain at a glance, never taken for a visible
    // trap (whole plate, no frame) nor for floor (play 7: the floor-like tile went unseen).
    const SDL_Rect plate = inset(r, 0.14);
    if (SDL_Texture* t = textures_->imageAt("tiles/trap.png", squarePixels()))
        tinted(painter.renderer(), t, plate, SDL_Color{255, 200, 190, 150});
    else
        painter.fill(Rect{plate.x, plate.y, plate.w, plate.h}, SDL_Color{150, 40, 40, 150});
    const int th = std::max(2, r.w / 20), len = std::max(4, r.w / 4);
    const SDL_Color red{230, 56, 40, 235};
    const Rect f{r.x + th, r.y + th, r.w - 2 * th, r.h - 2 * th};
    painter.outline(f, SDL_Color{230, 56, 40, 110}, 1);
    for (const bool right : {false, true})
        for (const bool bottom : {false, true}) {
            const int x = right ? f.right() - len : f.x, y = bottom ? f.bottom() - th : f.y;
            painter.fill(Rect{x, y, len, th}, red);
            painter.fill(Rect{right ? f.right() - th : f.x, bottom ? f.bottom() - len : f.y, th, len}, red);
        }
}

bool BoardView::drawCachedTerrain(Painter& painter, const GameState& state, Side viewer) {
    constexpr int kMaxSide = 2048;
    const int s = squarePixels();
    const int w = map_w_ * s, h = map_h_ * s;
    if (w > kMaxSide || h > kMaxSide || w <= 0 || h <= 0) return false;
    // Nothing drawn is seen (Painter::layoutOnly): what the cached map records in the window is
    // nothing either, so it is neither drawn nor kept.
    if (painter.isLayoutOnly()) return true;
    SDL_Renderer* ren = painter.renderer();
    std::vector<TileKind> tiles;
    tiles.reserve(static_cast<std::size_t>(map_w_ * map_h_));
    for (int y = 0; y < map_h_; ++y)
        for (int x = 0; x < map_w_; ++x) tiles.push_back(state.board().tile(Pos{x, y}));
    const std::string& language = app_.settings().language;
    if (!terrain_ || s != terrain_square_ || viewer != terrain_viewer_ || tiles != terrain_tiles_ ||
        language != terrain_language_ || theme().mode != terrain_mode_ || painter.scale() != terrain_scale_ ||
        &state.content() != terrain_content_) {
        int tw = 0, th = 0;
        if (terrain_) SDL_QueryTexture(terrain_, nullptr, nullptr, &tw, &th);
        if (terrain_ && (tw != w || th != h)) {
            SDL_DestroyTexture(terrain_);
            terrain_ = nullptr;
        }
        if (!terrain_) terrain_ = SDL_CreateTexture(ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
        if (!terrain_ || SDL_SetRenderTarget(ren, terrain_) != 0) return false;
        // Drawn into a texture: not where the window shows it (the layout check records the window).
        LayoutRecord* recording = painter.recording();
        painter.record(nullptr);
        // Draw the whole map with the camera at its origin, then put the camera back.
        const Rect area = area_;
        const double cx = cam_x_, cy = cam_y_;
        area_ = Rect{0, 0, w, h};
        cam_x_ = cam_y_ = 0;
        painter.clip(nullptr);
        SDL_SetRenderDrawColor(ren, 6, 5, 5, 255);
        SDL_RenderClear(ren);
        drawTerrain(painter, state, viewer);
        drawZones(painter, state);
        SDL_SetRenderTarget(ren, nullptr);
        painter.record(recording);
        area_ = area;
        cam_x_ = cx;
        cam_y_ = cy;
        SDL_SetTextureBlendMode(terrain_, SDL_BLENDMODE_NONE);
        terrain_square_ = s;
        terrain_viewer_ = viewer;
        terrain_tiles_ = std::move(tiles);
        terrain_language_ = language;
        terrain_scale_ = painter.scale();
        terrain_mode_ = theme().mode;
        terrain_content_ = &state.content();
    }
    // The part of the map under the camera.
    const int sx = std::max(0, static_cast<int>(std::lround(cam_x_)));
    const int sy = std::max(0, static_cast<int>(std::lround(cam_y_)));
    const int dx = area_.x + std::max(0, -static_cast<int>(std::lround(cam_x_)));
    const int dy = area_.y + std::max(0, -static_cast<int>(std::lround(cam_y_)));
    const int cw = std::min(w - sx, area_.right() - dx), ch = std::min(h - sy, area_.bottom() - dy);
    if (cw <= 0 || ch <= 0) return true;
    const SDL_Rect src{sx, sy, cw, ch}, dst{dx, dy, cw, ch};
    SDL_RenderCopy(ren, terrain_, &src, &dst);
    return true;
}

void BoardView::drawZones(Painter& painter, const GameState& state) {
    const QuestDef& q = state.content().quest;
    const int s = squarePixels();
    const int t = std::max(1, s / 24);
    for (const ZoneDef& z : q.zones) {
        const bool hero = z.id == q.hero_zone;
        const std::set<Pos> in(z.squares.begin(), z.squares.end());
        const SDL_Color edge = hero ? translucent(theme().hero_zone, 200) : translucent(theme().bone, 60);
        for (Pos p : z.squares) {
            if (hero && state.board().isWalkable(p)) tintSquare(painter, p, translucent(theme().hero_tint, 46));
            const SDL_Rect r = squareRect(p);
            if (!in.count(Pos{p.x, p.y - 1})) painter.fill(Rect{r.x, r.y, r.w, t}, edge);
            if (!in.count(Pos{p.x, p.y + 1})) painter.fill(Rect{r.x, r.y + r.h - t, r.w, t}, edge);
            if (!in.count(Pos{p.x - 1, p.y})) painter.fill(Rect{r.x, r.y, t, r.h}, edge);
            if (!in.count(Pos{p.x + 1, p.y})) painter.fill(Rect{r.x + r.w - t, r.y, t, r.h}, edge);
        }
    }
}

void BoardView::drawZoneTags(Painter& painter, const std::vector<ZoneTag>& tags, bool record) {
    if (record) {
        tag_boxes_.clear();
        tag_zones_.clear();
    }
    for (const ZoneTag& tag : tags) {
        painter.fill(tag.box, translucent(theme().card, 200));
        painter.outline(tag.box, tag.hero ? translucent(theme().hero_zone, 220) : translucent(theme().border, 200), 1);
        painter.text(Face::Bold, tag.size, tag.name, tagColour(tag), tag.box.x + painter.px(4), tag.box.y + 1);
        if (!record) continue;
        tag_boxes_.push_back(tag.box);
        tag_zones_.push_back(tag.zone);
    }
}

std::string BoardView::zoneTagAt(int x, int y) const {
    if (!area_.contains(x, y)) return {};
    for (std::size_t i = 0; i < tag_boxes_.size() && i < tag_zones_.size(); ++i)
        if (tag_boxes_[i].contains(x, y)) return tag_zones_[i];
    return {};
}

namespace {

/// A square whose feature every viewer sees and may act on (a zone's name is not drawn on it).
bool marksTheMap(TileKind k) {
    switch (k) {
        case TileKind::DoorOpen:
        case TileKind::DoorClosed:
        case TileKind::DoorLocked:
        case TileKind::Cell:
        case TileKind::CellOpen:
        case TileKind::Chest:
        case TileKind::ChestLocked:
        case TileKind::Barrel:
        case TileKind::Trap:
        case TileKind::Reinforcement:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::vector<BoardView::ZoneTag> BoardView::zoneTags(Painter& painter, const GameState& state,
                                                    const std::vector<int>& hidden) const {
    // The zone's name on a dark tag at its top-left corner, when the squares are big enough to
    // read it: on the wall above the zone when there is one, where no token ever stands; else
    // on the first squares of the zone free of tokens (play 7: the Master's default placements
    // covered the names on the deployment screen).
    std::vector<ZoneTag> out;
    const QuestDef& q = state.content().quest;
    const int s = squarePixels();
    if (s < 26) return out;
    const int t = std::max(1, s / 24);
    std::vector<Rect> tokens;
    for (int who = 0; who < static_cast<int>(state.characters().size()); ++who) {
        const CharacterState& c = state.character(who);
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
        if (std::find(hidden.begin(), hidden.end(), who) != hidden.end()) continue;
        const CharacterCard& card = state.card(who);
        const SDL_Rect r = squareRect(c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h));
        tokens.push_back(Rect{r.x, r.y, r.w, r.h});
    }
    // Nor on the squares a player must see: doors, cells, chests, barrels, visible traps and the
    // reinforcement entries (play 8: the entry's door and Quest III's entries were under names).
    // Not a secret door or a hidden trap: a name stepping aside would give them away.
    for (int y = 0; y < state.board().height(); ++y)
        for (int x = 0; x < state.board().width(); ++x)
            if (marksTheMap(state.board().tile(Pos{x, y}))) {
                const SDL_Rect r = squareRect(Pos{x, y});
                tokens.push_back(Rect{r.x, r.y, r.w, r.h});
            }
    const auto clear = [&](const Rect& box) {
        return std::none_of(tokens.begin(), tokens.end(), [&](const Rect& r) {
            return box.x < r.right() && r.x < box.right() && box.y < r.bottom() && r.y < box.bottom();
        });
    };
    for (const ZoneDef& z : q.zones) {
        if (z.squares.empty()) continue;
        Pos corner = z.squares.front();
        for (Pos p : z.squares)
            if (p.y < corner.y || (p.y == corner.y && p.x < corner.x)) corner = p;
        const SDL_Rect r = squareRect(corner);
        ZoneTag tag;
        // Larger with the UI scale, as every other text, within what the square size allows and
        // no wider than the zone (else it runs into the next zone's name); never below the
        // 11 pixels it always had.
        tag.size = std::clamp(s / 4 + 1, painter.px(11), painter.px(16));
        tag.name = z.name.in(app_.settings().language);
        tag.hero = z.id == q.hero_zone;
        tag.zone = z.id;
        int left = corner.x, right = corner.x;
        for (Pos p : z.squares) {
            left = std::min(left, p.x);
            right = std::max(right, p.x);
        }
        const int zone_w = (right - left + 1) * s;
        while (tag.size > 11 && painter.text().width(Face::Bold, tag.size, tag.name) + painter.px(8) > zone_w) --tag.size;
        const int tag_w = painter.text().width(Face::Bold, tag.size, tag.name) + painter.px(8);
        const int tag_h = painter.text().lineHeight(Face::Bold, tag.size) + 2;
        const Pos above{corner.x, corner.y - 1};
        const bool on_wall = state.board().inside(above) && !state.board().isWalkable(above);
        // Kept on the board (a zone at its right edge): past it the picture of the map ends.
        const int board_right = area_.x + static_cast<int>(std::lround(map_w_ * s - cam_x_));
        const auto boxAt = [&](const SDL_Rect& sq, bool over_wall) {
            return Rect{std::max(std::min(sq.x, board_right - tag_w), sq.x - corner.x * s),
                        over_wall ? sq.y - tag_h : sq.y + t, tag_w, tag_h};
        };
        tag.box = boxAt(r, on_wall);
        if (!clear(tag.box)) {
            // The first square of the zone (reading order) whose row holds the tag within the
            // zone, on no token; else the first one whose tag covers no token, past the zone.
            const std::set<Pos> in(z.squares.begin(), z.squares.end());
            std::vector<Pos> order(z.squares.begin(), z.squares.end());
            std::sort(order.begin(), order.end(), [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
            const int span = (tag_w + s - 1) / s;
            bool found = false;
            for (const bool within : {true, false}) {
                for (Pos p : order) {
                    bool inside = true;
                    for (int dx = 0; dx < span && inside && within; ++dx) inside = in.count(Pos{p.x + dx, p.y}) > 0;
                    const Rect box = boxAt(squareRect(p), false);
                    if (inside && clear(box)) {
                        tag.box = box;
                        found = true;
                        break;
                    }
                }
                if (found) break;
            }
        }
        tokens.push_back(tag.box);  // the next names go around this one too
        out.push_back(std::move(tag));
    }
    return out;
}

SDL_Color BoardView::tagColour(const ZoneTag& tag) {
    return tag.hero ? theme().hero_text : translucent(theme().bone, 240);
}

bool ObjectiveMarks::marks(Pos p) const {
    return std::find(squares.begin(), squares.end(), p) != squares.end() || std::find(exits.begin(), exits.end(), p) != exits.end();
}

ObjectiveMarks objectiveMarks(const GameState& state) {
    const QuestDef& q = state.content().quest;
    ObjectiveMarks out;
    const auto object = [&](const std::string& id) {
        if (const ObjectDef* o = q.object(id)) out.squares.push_back(o->at);
    };
    const auto zone = [&](const std::string& id, const std::vector<Pos>& squares) {
        if (const ZoneDef* z = q.zone(id)) out.exits.insert(out.exits.end(), z->squares.begin(), z->squares.end());
        out.exits.insert(out.exits.end(), squares.begin(), squares.end());
    };
    const std::function<void(const Condition&)> visit = [&](const Condition& c) {
        switch (c.type) {
            case ConditionType::ChestOpened:
            case ConditionType::CellOpened:
            case ConditionType::DoorOpened: object(c.target); break;
            case ConditionType::CharacterKilled: {
                const int who = state.characterIndex(c.target);
                if (who >= 0) out.characters.push_back(who);
                break;
            }
            case ConditionType::CardKilled:
                for (int who = 0; who < static_cast<int>(state.characters().size()); ++who)
                    if (state.card(who).id == c.target) out.characters.push_back(who);
                break;
            case ConditionType::AllHeroesOut:
            case ConditionType::ItemCarriedOut: zone(c.zone, c.squares); break;
            case ConditionType::SpecialActionSucceeded:
                for (const SpecialActionDef& a : q.special_actions)
                    if (a.id == c.target) {
                        if (a.where == WhereKind::AdjacentTo || a.where == WhereKind::SameZoneAs) object(a.where_target);
                        else if (a.where == WhereKind::InZone) zone(a.where_target, {});
                    }
                break;
            case ConditionType::AllOf:
            case ConditionType::AnyOf:
                for (const Condition& sub : c.of) visit(sub);
                break;
            case ConditionType::AllHeroesDown:
            case ConditionType::TurnReached: break;
        }
    };
    for (const Condition& c : q.victory) visit(c);
    return out;
}

void BoardView::drawObjectives(Painter& painter, const ObjectiveMarks& marks) {
    // A gold ring and a star on each objective square; exits edged in gold. Drawn over the
    // terrain, under the tokens.
    const int s = squarePixels();
    const SDL_Color gold = theme().objective;
    const std::set<Pos> exits(marks.exits.begin(), marks.exits.end());
    for (Pos p : marks.exits) {
        tintSquare(painter, p, translucent(theme().objective, 30));
        const SDL_Rect r = squareRect(p);
        const int t = std::max(2, s / 16);
        if (!exits.count(Pos{p.x, p.y - 1})) painter.fill(Rect{r.x, r.y, r.w, t}, gold);
        if (!exits.count(Pos{p.x, p.y + 1})) painter.fill(Rect{r.x, r.y + r.h - t, r.w, t}, gold);
        if (!exits.count(Pos{p.x - 1, p.y})) painter.fill(Rect{r.x, r.y, t, r.h}, gold);
        if (!exits.count(Pos{p.x + 1, p.y})) painter.fill(Rect{r.x + r.w - t, r.y, t, r.h}, gold);
    }
    for (Pos p : marks.squares) {
        const SDL_Rect r = squareRect(p);
        tinted(painter.renderer(), textures_->ring(8), inset(r, -0.08), translucent(theme().cursor_edge, 160));
        tinted(painter.renderer(), textures_->ring(8), inset(r, -0.05), gold);
        const int d = std::max(4, s / 7);
        painter.diamond(r.x + d + 1, r.y + d + 1, d, translucent(theme().on_light, 230));
        painter.diamond(r.x + d + 1, r.y + d + 1, d - std::max(1, s / 32), gold);
    }
}

void BoardView::drawToken(Painter& painter, const GameState& state, int who, const SDL_Rect& cell, bool selected,
                          bool active, const TokenPose* pose) {
    SDL_Renderer* ren = painter.renderer();
    const CharacterState& c = state.character(who);
    const CharacterCard& card = state.card(who);
    const bool hero = c.side == Side::Heroes;
    const bool standing = pose && pose->up_look > 0;  // the standing look over a token going down
    const bool down = c.presence == Presence::Down && !standing;
    // A fading token: every part with its alpha scaled.
    const double fade = std::clamp(pose ? (standing ? pose->up_look : pose->alpha) : 1.0, 0.0, 1.0);
    const auto tinted = [fade](SDL_Renderer* r, SDL_Texture* t, const SDL_Rect& dst, SDL_Color col) {
        ::cata::app::tinted(r, t, dst, SDL_Color{col.r, col.g, col.b, static_cast<Uint8>(col.a * fade)});
    };
    const auto copy = [fade](SDL_Renderer* r, SDL_Texture* t, const SDL_Rect& dst) {
        ::cata::app::tinted(r, t, dst, SDL_Color{255, 255, 255, static_cast<Uint8>(255 * fade)});
    };
    const int s = std::min(cell.w, cell.h);
    const SDL_Rect r = inset(cell, 0.05);

    // A spell's glow (Motion): a pale blue halo behind the token.
    if (pose && pose->glow > 0) {
        const double g = std::clamp(pose->glow, 0.0, 1.0);
        tinted(ren, textures_->disc(), inset(cell, -0.12), translucent(theme().armour, static_cast<int>(120 * g)));
        tinted(ren, textures_->ring(6), inset(cell, -0.06), translucent(theme().hero_text, static_cast<int>(230 * g)));
    }
    // Shadow, side ring, portrait.
    tinted(ren, textures_->disc(), SDL_Rect{r.x + s / 24, r.y + s / 16, r.w, r.h}, translucent(theme().shadow, 150));
    if (selected) tinted(ren, textures_->disc(), inset(cell, -0.02), withAlpha(theme().selected, 110));
    const Theme& th = theme();
    if (!hero && th.shapes) {
        // The Master's tokens notched (the heroes' round): a square plate behind the disc,
        // its corners showing past the ring, so the sides differ by shape as well as hue.
        const SDL_Rect plate = inset(r, 0.02);
        painter.fill(Rect{plate.x, plate.y, plate.w, plate.h},
                     SDL_Color{th.master_ring.r, th.master_ring.g, th.master_ring.b, static_cast<Uint8>(255 * fade)});
        painter.outline(Rect{plate.x, plate.y, plate.w, plate.h},
                        translucent(th.cursor_edge, static_cast<int>(200 * fade)), std::max(1, s / 32));
    }
    tinted(ren, textures_->disc(), r, hero ? th.hero_inner : th.master_inner);
    tinted(ren, textures_->ring(12), r, hero ? th.hero_ring : th.master_ring);
    if (!hero && th.shapes) {
        // And four notches cut in its ring.
        const int n = std::max(2, s / 14);
        const SDL_Point mid{r.x + r.w / 2, r.y + r.h / 2};
        const int out = r.w / 2 - n / 2;
        for (const auto& [dx, dy] : {std::pair{0, -1}, std::pair{1, 0}, std::pair{0, 1}, std::pair{-1, 0}})
            painter.diamond(mid.x + dx * out, mid.y + dy * out, n,
                            translucent(th.cursor_edge, static_cast<int>(230 * fade)));
    }
    const std::string token = card.token.empty() ? "tokens/" + card.id + ".png" : card.token;
    SDL_Texture* portrait = textures_->image(token);
    const SDL_Rect face = inset(r, 0.09);
    if (portrait) {
        if (down) SDL_SetTextureColorMod(portrait, 110, 100, 100);
        SDL_SetTextureAlphaMod(portrait, static_cast<Uint8>(255 * fade));
        // Leaning the way it goes (Motion).
        SDL_RenderCopyEx(ren, portrait, nullptr, &face, pose ? pose->angle : 0.0, nullptr, SDL_FLIP_NONE);
        SDL_SetTextureColorMod(portrait, 255, 255, 255);
        SDL_SetTextureAlphaMod(portrait, 255);
    } else {
        painter.text(Face::Title, std::max(8, s / 3), card.name.en.substr(0, 1), theme().bone, face.x + face.w / 2,
                     face.y + face.h / 4, Align::Center);
    }
    if (selected) tinted(ren, textures_->ring(6), inset(cell, -0.02), theme().selected);
    // A hit's flash (Motion): the token lit red-white, fading.
    if (pose && pose->flash > 0)
        tinted(ren, textures_->disc(), r,
               translucent(theme().miss, static_cast<int>(200 * std::clamp(pose->flash, 0.0, 1.0))));

    const int unit = std::max(2, s / 16);
    // HP bar along the bottom.
    const int max_hp = std::max(1, state.maxHp(who));
    const double ratio = std::clamp(static_cast<double>(c.hp) / max_hp, 0.0, 1.0);
    const Rect bar{cell.x + s / 8, cell.y + cell.h - unit * 2 - 1, cell.w - s / 4, unit + 1};
    SDL_Color hp = hpColour(ratio);
    hp.a = static_cast<Uint8>(hp.a * fade);
    painter.fill(Rect{bar.x - 1, bar.y - 1, bar.w + 2, bar.h + 2},
                 translucent(theme().shadow, static_cast<int>(220 * fade)));
    painter.fill(Rect{bar.x, bar.y, static_cast<int>(bar.w * ratio), bar.h}, hp);

    // AP pips along the top (the side whose turn it is).
    if (active && !down) {
        const int full = std::max(c.ap, state.card(who).characteristics[Characteristic::ActionPoints]);
        const int pip = std::max(3, s / 10);
        const int gap = std::max(1, pip / 3);
        const int total = full * pip + (full - 1) * gap;
        int x = cell.x + (cell.w - total) / 2;
        for (int i = 0; i < full; ++i, x += pip + gap) {
            const SDL_Rect pr{x, cell.y + unit / 2, pip, pip};
            tinted(ren, textures_->disc(), SDL_Rect{pr.x - 1, pr.y - 1, pr.w + 2, pr.h + 2},
                   translucent(theme().shadow, 230));
            tinted(ren, textures_->disc(), pr, i < c.ap ? theme().ap_left : theme().ap_spent);
        }
    }

    // Status markers down the right side.
    std::vector<const char*> markers;
    if (c.burning) markers.push_back("markers/burning.png");
    if (c.poisoned) markers.push_back("markers/poisoned.png");
    if (c.webbed > 0) markers.push_back("markers/webbed.png");
    if (c.stun > 0) markers.push_back("markers/stunned.png");
    if (c.waiting > 0) markers.push_back("markers/waiting.png");
    if (c.duel_with >= 0) markers.push_back("markers/duel.png");
    if (!state.carried(who).empty()) markers.push_back("markers/carrying.png");
    // At least 12 pixels at the smallest zoom, on a dark disc that sets them off the portrait
    // (fire, poison and web readable at every zoom).
    const int m = std::max(12, s * 3 / 8);
    int my = cell.y + s / 8;
    for (const char* marker : markers) {
        const SDL_Rect mr{cell.x + cell.w - m - 1, my, m, m};
        tinted(ren, textures_->disc(), SDL_Rect{mr.x - 1, mr.y - 1, mr.w + 2, mr.h + 2},
               translucent(theme().card, 200));
        if (SDL_Texture* t = textures_->image(marker)) copy(ren, t, mr);
        else
            tinted(ren, textures_->disc(), mr, translucent(theme().bone, 230));  // the image did not load: a plain dot
        my += m * 4 / 5;
    }
    if (down) copy(ren, textures_->image("markers/down.png"), inset(cell, 0.25));

    // Swarm: the number of figures on a badge at the bottom left.
    if (card.has(SpecialRuleId::Swarm)) {
        const int b = std::max(10, s * 3 / 10);
        const SDL_Rect br{cell.x + 1, cell.y + cell.h - b - unit * 2, b, b};
        copy(ren, textures_->image("markers/swarm_badge.png"), br);
        const int size = std::max(8, b * 3 / 5);
        painter.text(Face::Bold, size, std::to_string(state.figures(who)), theme().miss, br.x + br.w / 2,
                     br.y + (br.h - painter.text().lineHeight(Face::Bold, size)) / 2, Align::Center);
    }
}

void BoardView::drawCursor(Painter& painter, Pos p) {
    // The keyboard's cursor: a thick frame in the palette's cursor colour between two dark
    // lines, and bold corners, so that it shows on any square, mark or token in every palette.
    const SDL_Rect r = squareRect(p);
    const int s = squarePixels();
    const int t = std::max(2, s / 16);
    const Theme& th = theme();
    painter.outline(Rect{r.x - 1, r.y - 1, r.w + 2, r.h + 2}, th.cursor_edge, 1);
    painter.outline(Rect{r.x, r.y, r.w, r.h}, th.cursor, t);
    painter.outline(Rect{r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t}, th.cursor_edge, 1);
    brackets(painter, SDL_Rect{r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, std::max(4, s / 3), t, th.cursor);
}

void BoardView::drawProjectiles(Painter& painter, const BoardOverlays& overlays) {
    const int s = squarePixels();
    for (const Projectile& b : overlays.projectiles) {
        const SDL_Point a = centerOf(b.from), z = centerOf(b.to);
        const double f = std::clamp(b.progress, 0.0, 1.0);
        const double dx = z.x - a.x, dy = z.y - a.y;
        const double len = std::max(1.0, std::hypot(dx, dy));
        // The bolt: its head on the way, a shaft of under half a square behind it (not behind the shooter).
        const double hx = a.x + dx * f, hy = a.y + dy * f;
        const double tail = std::min(len * f, s * 0.45);
        const int x1 = static_cast<int>(std::lround(hx - dx / len * tail));
        const int y1 = static_cast<int>(std::lround(hy - dy / len * tail));
        const int x2 = static_cast<int>(std::lround(hx)), y2 = static_cast<int>(std::lround(hy));
        const bool flat = std::abs(dx) >= std::abs(dy);
        for (int o = -1; o <= 1; ++o)
            painter.line(x1 + (flat ? 0 : o), y1 + (flat ? o : 0), x2 + (flat ? 0 : o), y2 + (flat ? o : 0),
                         o == 0 ? theme().gold_bright : translucent(theme().on_light, 220));
        const int d = std::max(3, s / 10);
        painter.fill(Rect{x2 - d / 2, y2 - d / 2, d, d}, theme().bolt);
    }
}

void BoardView::drawObjectEffects(Painter& painter, const BoardOverlays& overlays) {
    const int s = squarePixels();
    for (const ObjectEffect& e : overlays.objects) {
        const SDL_Rect q = squareRect(e.at);
        const double f = std::clamp(e.progress, 0.0, 1.0);
        const auto alpha = [](double a) { return static_cast<Uint8>(std::clamp(a, 0.0, 1.0) * 255); };
        switch (e.kind) {
            case ObjectEffect::Kind::Open:
            case ObjectEffect::Kind::Close: {
                // The leaf seen from above: it folds toward its hinge as it swings open (grows
                // back as it shuts), darker as it turns.
                const double open = e.kind == ObjectEffect::Kind::Open ? f : 1.0 - f;
                const int w = std::max(1, static_cast<int>(std::lround(q.w * (1.0 - open))));
                const Uint8 a = alpha(0.95 - 0.4 * open);
                painter.fill(Rect{q.x, q.y, w, q.h}, SDL_Color{126, 84, 44, a});
                painter.outline(Rect{q.x, q.y, w, q.h}, SDL_Color{40, 24, 12, a}, std::max(1, s / 24));
                painter.fill(Rect{q.x, q.y + q.h / 2 - std::max(1, s / 24), w, std::max(2, s / 12)},
                             SDL_Color{70, 56, 40, a});  // its iron band
                break;
            }
            case ObjectEffect::Kind::Break: {
                // A burst of dust and splinters flying out, fading.
                const SDL_Point c = centerOf(e.at);
                tinted(painter.renderer(), textures_->disc(), inset(q, 0.3 - 0.4 * f),
                       SDL_Color{190, 170, 140, alpha(0.7 * (1.0 - f))});
                for (int k = 0; k < 8; ++k) {
                    const double angle = k * 0.785398 + 0.3;
                    const double dist = (0.15 + 0.55 * f) * s;
                    const int d = std::max(2, s / 10);
                    const int x = c.x + static_cast<int>(std::cos(angle) * dist) - d / 2;
                    const int y = c.y + static_cast<int>(std::sin(angle) * dist) - d / 2;
                    painter.fill(Rect{x, y, d + (k % 2) * d, d}, SDL_Color{140, 92, 48, alpha(1.0 - f)});
                }
                break;
            }
            case ObjectEffect::Kind::Blow:
                // The door lit by the blow, fading.
                painter.fill(Rect{q.x, q.y, q.w, q.h}, SDL_Color{255, 210, 150, alpha(0.6 * (1.0 - f))});
                break;
            case ObjectEffect::Kind::Lock:
                // A gold ring widening from the lock, and its glint.
                tinted(painter.renderer(), textures_->ring(8), inset(q, 0.2 - 0.35 * f),
                       SDL_Color{255, 214, 90, alpha(1.0 - f)});
                tinted(painter.renderer(), textures_->disc(), inset(q, 0.4),
                       SDL_Color{255, 240, 190, alpha(0.9 * (1.0 - f))});
                break;
        }
    }
}

void BoardView::drawFloating(Painter& painter, const BoardOverlays& overlays) {
    const int s = squarePixels();
    const int size = std::clamp(s / 3, 12, 22);
    // Two hits on one character (an attack's wounds and the next one's, or a hit and its fire)
    // float together: a later one that would cover an earlier one is lifted above it.
    std::vector<Rect> placed;
    for (const FloatingText& f : overlays.floating) {
        const SDL_Point c = centerOf(f.at);
        int y = c.y - static_cast<int>(f.rise * s) - painter.text().lineHeight(Face::Bold, size) / 2;
        const Uint8 a = static_cast<Uint8>(255 * std::clamp(f.alpha, 0.0, 1.0));
        const int w = painter.text().width(Face::Bold, size, f.text) + 8;
        const int h = painter.text().lineHeight(Face::Bold, size) + 2;
        for (bool moved = true; moved;) {
            moved = false;
            for (const Rect& r : placed)
                if (c.x - w / 2 < r.right() && r.x < c.x - w / 2 + w && y - 1 < r.bottom() && r.y < y - 1 + h) {
                    y = r.y - h;  // just above it
                    moved = true;
                }
        }
        placed.push_back(Rect{c.x - w / 2, y - 1, w, h});
        painter.fill(placed.back(), translucent(theme().card, static_cast<int>(a * 0.7)));
        painter.text(Face::Bold, size, f.text, SDL_Color{f.colour.r, f.colour.g, f.colour.b, a}, c.x, y, Align::Center);
    }
}

void BoardView::draw(Painter& painter, const Rect& area, const GameState& state, Side viewer,
                     const BoardOverlays& overlays) {
    if (!textures_)
        textures_ =
            std::make_unique<TextureCache>(painter.renderer(), app_.dataDir() + "/assets",
                                           [this](const std::string& problem) { app_.reportAssetProblem(problem); });
    layout(area, state.board().width(), state.board().height());
    painter.fill(area_, theme().map_backdrop);
    const bool cached = drawCachedTerrain(painter, state, viewer);
    painter.clip(&area_);
    // The map is drawn in three layers (the layout check compares the texts of one layer): the
    // ground (terrain, zone names, objectives, reach and jump marks), the pieces standing on it
    // (tokens, targets, the path, an AI action under review) and the path's label over them all.
    // Each pans: what is cut at the map's edges is scrolled away.
    painter.pushPanel(area_, PanelKind::Pixels, "map");
    const std::vector<ZoneTag> tags = zoneTags(painter, state, overlays.hidden);
    if (!cached) {
        drawTerrain(painter, state, viewer);
        drawZones(painter, state);
    }
    // A mark's number is left out where a zone's name is written: the tint (and the tooltip)
    // still say it, the name stays readable.
    const auto underTag = [&](const Rect& r) {
        return std::any_of(tags.begin(), tags.end(), [&](const ZoneTag& t) {
            return r.x < t.box.right() && t.box.x < r.right() && r.y < t.box.bottom() && t.box.y < r.bottom();
        });
    };
    const int s = squarePixels();
    const ObjectiveMarks objectives = objectiveMarks(state);
    drawObjectives(painter, objectives);
    // Overlays under the tokens.
    const Theme& th = theme();
    for (Pos p : overlays.allowed) tintSquare(painter, p, th.allowed);
    for (Pos p : overlays.threatened) {
        tintSquare(painter, p, th.threat);
        if (th.shapes) hatch(painter, squareRect(p), std::max(5, s / 4), translucent(th.threat, 190));
    }
    if (overlays.show_sight) {
        const std::set<Pos> seen(overlays.sight.begin(), overlays.sight.end());
        for (int y = 0; y < state.board().height(); ++y)
            for (int x = 0; x < state.board().width(); ++x)
                if (!seen.count(Pos{x, y}) && state.board().tile(Pos{x, y}) != TileKind::Void)
                    tintSquare(painter, Pos{x, y}, translucent(th.shadow, 150));
        for (Pos p : overlays.sight) tintSquare(painter, p, translucent(th.gold_bright, 44));
    }
    // Reachable squares: greener the cheaper, the cost written in the corner; a run ends with a
    // blue edge, a shift with a violet one.
    const int cost_size = std::clamp(s / 4, 9, 14);
    for (const ReachableSquare& r : overlays.reachable) {
        const SDL_Color fill = th.reach[std::clamp(r.ap, 1, 3) - 1];
        tintSquare(painter, r.at, fill);
        const SDL_Rect q = squareRect(r.at);
        const SDL_Color edge = r.kind == MoveKind::Run     ? th.run_edge
                               : r.kind == MoveKind::Shift ? th.shift_edge
                                                           : SDL_Color{fill.r, fill.g, fill.b, 140};
        if (th.shapes) {
            // Bracketed: the corners marked, a run's and a shift's thicker and longer.
            const int t = r.kind == MoveKind::Walk ? std::max(1, s / 24) : std::max(2, s / 14);
            brackets(painter, SDL_Rect{q.x + 2, q.y + 2, q.w - 4, q.h - 4},
                     r.kind == MoveKind::Walk ? std::max(3, s / 5) : std::max(4, s / 3), t, translucent(edge, 235));
        } else {
            painter.outline(Rect{q.x + 1, q.y + 1, q.w - 2, q.h - 2}, edge,
                            r.kind == MoveKind::Walk ? 1 : std::max(1, s / 24));
        }
        const std::string cost = std::to_string(r.ap);
        const int cost_w = painter.text().width(Face::Bold, cost_size, cost);
        if (s >= 26 && !underTag(Rect{q.x + q.w - 3 - cost_w, q.y + 1, cost_w, painter.text().lineHeight(Face::Bold, cost_size)}))
            painter.text(Face::Bold, cost_size, cost, th.cost, q.x + q.w - 3, q.y + 1, Align::Right);
    }
    // Jump landings (R43): a diamond coloured by the chance to land, green to red; a hopeless
    // one (under 5 %) only a faint outline; the test's difficulty inside when there is room.
    for (const JumpMarker& m : overlays.jumps) {
        const SDL_Point c = centerOf(m.at);
        const int d = std::max(4, s / 5);
        if (m.chance < 0.05) {
            painter.diamond(c.x, c.y, d, translucent(th.hp_low, 150));
            painter.diamond(c.x, c.y, d - std::max(1, s / 24), translucent(th.card, 140));
            continue;
        }
        const SDL_Color colour = translucent(m.chance >= 0.66   ? th.hp_good
                                             : m.chance >= 0.33 ? th.hp_mid
                                                                : th.hp_low,
                                             230);
        painter.diamond(c.x, c.y, d + 1, translucent(th.shadow, 180));
        painter.diamond(c.x, c.y, d, colour);
        const int size = std::clamp(s / 4, 9, 14), lh = painter.text().lineHeight(Face::Bold, size);
        const std::string difficulty = std::to_string(m.difficulty);
        const int w = painter.text().width(Face::Bold, size, difficulty);
        if (s >= 30 && !underTag(Rect{c.x - w / 2, c.y - lh / 2, w, lh}))
            painter.text(Face::Bold, size, difficulty, th.on_light, c.x, c.y - lh / 2, Align::Center);
    }
    // The zones' names last on the ground: over the objectives' outlines (an exit's outline cut
    // "The lost dungeon"), the reach's tints and the jump landings (play 10 #13: "The miners'
    // hall" was read through five diamonds); a mark's number is left out under a name.
    drawZoneTags(painter, tags);
    painter.popPanel();

    // The pieces, over the ground.
    painter.beginLayer();
    painter.pushPanel(area_, PanelKind::Pixels, "map");
    drawObjectEffects(painter, overlays);  // doors and locks (Motion), under the tokens

    // Tokens (a gigantic character spans its footprint from its square, R37).
    // Those in motion last, over the others they pass.
    std::vector<int> order;
    for (int who = 0; who < static_cast<int>(state.characters().size()); ++who)
        if (!overlays.poses.count(who)) order.push_back(who);
    for (const auto& [who, pose] : overlays.poses)
        if (who >= 0 && who < static_cast<int>(state.characters().size())) order.push_back(who);
    for (int who : order) {
        const CharacterState& c = state.character(who);
        const auto posed = overlays.poses.find(who);
        const TokenPose* pose = posed != overlays.poses.end() ? &posed->second : nullptr;
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down && !(pose && pose->ghost)) continue;
        if (overlays.dragged && *overlays.dragged == who) continue;
        if (std::find(overlays.hidden.begin(), overlays.hidden.end(), who) != overlays.hidden.end()) continue;
        const CharacterCard& card = state.card(who);
        SDL_Rect r = squareRect(c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h));
        if (pose && pose->moved) {
            r.x += static_cast<int>(std::lround((pose->x - c.pos.x) * s));
            r.y += static_cast<int>(std::lround((pose->y - c.pos.y) * s));
        }
        if (r.x + r.w < area_.x || r.y + r.h < area_.y || r.x > area_.right() || r.y > area_.bottom()) continue;
        const bool selected = overlays.selected && *overlays.selected == who;
        if (pose && pose->up_look > 0) {
            // Going down: the down look under the standing one fading out.
            TokenPose under = *pose;
            under.up_look = 0;
            drawToken(painter, state, who, r, selected, c.side == state.activeSide(), &under);
        }
        drawToken(painter, state, who, r, selected, c.side == state.activeSide(), pose);
        if (std::find(objectives.characters.begin(), objectives.characters.end(), who) != objectives.characters.end()) {
            // The heroes' quarry: a gold star at the token's top left.
            const int d = std::max(4, s / 7);
            painter.diamond(r.x + d + 1, r.y + d + 1, d + 1, translucent(th.on_light, 240));
            painter.diamond(r.x + d + 1, r.y + d + 1, d, translucent(th.objective, 240));
        }
    }

    // Targets, path and hover over the tokens.
    for (Pos p : overlays.targets) {
        const SDL_Rect r = squareRect(p);
        tinted(painter.renderer(), textures_->ring(10), inset(r, -0.04), th.target);
        // A tick at its top right as well (the palettes with shapes): a target by its mark.
        if (th.shapes)
            tick(painter, r.x + r.w - std::max(6, s / 3), r.y + std::max(6, s / 3), std::max(6, s / 3), th.target,
                 th.cursor_edge);
    }
    if (!overlays.path.empty()) {
        const SDL_Color dot = th.path;
        std::vector<ZoneTag> dotted;  // the zones' names a dot falls on
        for (Pos p : overlays.path) {
            const SDL_Point c = centerOf(p);
            const int d = std::max(3, s / 8);
            const Rect disc{c.x - d - 1, c.y - d - 1, 2 * d + 2, 2 * d + 2};
            tinted(painter.renderer(), textures_->disc(), SDL_Rect{disc.x, disc.y, disc.w, disc.h},
                   translucent(th.shadow, 200));
            tinted(painter.renderer(), textures_->disc(), SDL_Rect{c.x - d, c.y - d, 2 * d, 2 * d}, dot);
            for (const ZoneTag& t : tags)
                if (disc.x < t.box.right() && t.box.x < disc.right() && disc.y < t.box.bottom() &&
                    t.box.y < disc.bottom() &&
                    std::none_of(dotted.begin(), dotted.end(), [&](const ZoneTag& o) { return o.zone == t.zone; }))
                    dotted.push_back(t);
        }
        // Those names again, over the dots (play 11 #3: "The cata●combs' entry"), as they are
        // over the reach's tints.
        drawZoneTags(painter, dotted, false);
    }
    // An AI action under review: its squares tinted and numbered, its characters ringed.
    const SDL_Color review = th.review;
    for (std::size_t i = 0; i < overlays.review_squares.size(); ++i) {
        const Pos p = overlays.review_squares[i];
        if (!state.board().inside(p)) continue;
        tintSquare(painter, p, translucent(th.review, 90));
        const SDL_Rect r = squareRect(p);
        painter.outline(Rect{r.x + 1, r.y + 1, r.w - 2, r.h - 2}, review, std::max(2, s / 16));
        if (s >= 26 && overlays.review_squares.size() > 1)
            painter.text(Face::Bold, std::clamp(s / 4, 9, 14), std::to_string(i + 1), review, r.x + 3, r.y + 1);
    }
    for (int who : overlays.review_characters) {
        if (who < 0 || who >= static_cast<int>(state.characters().size())) continue;
        const CharacterState& c = state.character(who);
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
        const CharacterCard& card = state.card(who);
        const SDL_Rect r = squareRect(c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h));
        tinted(painter.renderer(), textures_->ring(10), inset(r, -0.08), review);
    }
    if (overlays.hovered) {
        const SDL_Rect r = squareRect(*overlays.hovered);
        painter.outline(Rect{r.x, r.y, r.w, r.h}, th.hover, std::max(1, s / 24));
    }
    if (overlays.cursor) drawCursor(painter, *overlays.cursor);
    painter.popPanel();
    // The path's label over the pieces (its box hides what it covers, like a tooltip).
    painter.beginLayer();
    painter.pushPanel(area_, PanelKind::Pixels, "map");
    if (!overlays.path_label.empty() && !overlays.path.empty()) {
        const SDL_Rect r = squareRect(overlays.path.back());
        const int size = std::clamp(s / 3, 11, 18);
        const int w = painter.text().width(Face::Bold, size, overlays.path_label) + 8;
        const int h = painter.text().lineHeight(Face::Bold, size) + 2;
        const Rect box{r.x + r.w / 2 - w / 2, r.y - h / 2, w, h};
        painter.fill(box, translucent(theme().card, 225));
        painter.outline(box, theme().gold, 1);
        painter.text(Face::Bold, size, overlays.path_label, theme().gold_bright, box.centerX(), box.y + 1,
                     Align::Center);
    }
    drawProjectiles(painter, overlays);
    drawFloating(painter, overlays);
    if (overlays.dragged) {
        const CharacterCard& card = state.card(*overlays.dragged);
        const SDL_Rect r{overlays.drag_point.x - s / 2, overlays.drag_point.y - s / 2, s * std::max(1, card.footprint_w),
                         s * std::max(1, card.footprint_h)};
        drawToken(painter, state, *overlays.dragged, r, true, false);
    }
    painter.popPanel();
    painter.clip(nullptr);
}

}  // namespace cata::app
