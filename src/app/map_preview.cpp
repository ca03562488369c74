// The quest map preview.
#include "cata/app/map_preview.h"

#include <algorithm>
#include <set>

#include "cata/app/board_view.h"
#include "cata/app/theme.h"
#include "cata/core/board.h"

namespace cata::app {

namespace {

/// Copies `relative` scaled into `dst` with linear filtering (the preview's own texture cache,
/// so the board's textures keep their scale mode).
void tile(Painter& p, TextureCache& textures, const std::string& relative, TileKind kind, const Rect& dst) {
    SDL_Texture* t = textures.image(relative);
    if (!t) {  // missing or corrupt (reported by the cache): plain shapes
        drawPlainTile(p, kind, relative, dst);
        return;
    }
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    const SDL_Rect r{dst.x, dst.y, dst.w, dst.h};
    SDL_RenderCopy(p.renderer(), t, nullptr, &r);
}

/// Traces the outer border of `squares` (sorted or not) with `thickness`-pixel lines.
void border(Painter& p, const std::vector<Pos>& squares, const Rect& map, int cell, int thickness, SDL_Color colour) {
    const std::set<Pos> in(squares.begin(), squares.end());
    for (Pos q : squares) {
        const Rect r{map.x + q.x * cell, map.y + q.y * cell, cell, cell};
        if (!in.count(Pos{q.x, q.y - 1})) p.fill(Rect{r.x, r.y, r.w, thickness}, colour);
        if (!in.count(Pos{q.x, q.y + 1})) p.fill(Rect{r.x, r.bottom() - thickness, r.w, thickness}, colour);
        if (!in.count(Pos{q.x - 1, q.y})) p.fill(Rect{r.x, r.y, thickness, r.h}, colour);
        if (!in.count(Pos{q.x + 1, q.y})) p.fill(Rect{r.right() - thickness, r.y, thickness, r.h}, colour);
    }
}

}  // namespace

Rect drawMapPreview(Painter& p, TextureCache& textures, const QuestDef& quest, const Rect& area, Side viewer) {
    if (quest.width <= 0 || quest.height <= 0 || area.w <= 0 || area.h <= 0) return Rect{};
    const int cell = std::max(1, std::min(area.w / quest.width, area.h / quest.height));
    const Rect map{area.x + (area.w - cell * quest.width) / 2, area.y + (area.h - cell * quest.height) / 2,
                   cell * quest.width, cell * quest.height};
    const Rect frame{map.x - 2, map.y - 2, map.w + 4, map.h + 4};
    p.fill(frame, theme().map_backdrop);
    const Board board(quest);
    for (int y = 0; y < quest.height; ++y)
        for (int x = 0; x < quest.width; ++x) {
            const Pos pos{x, y};
            const TileKind k = board.tile(pos);
            if (k == TileKind::Void) continue;
            const Rect r{map.x + x * cell, map.y + y * cell, cell, cell};
            // As on the board: objects stand on floor, drawn under them.
            if (k != TileKind::Wall && k != TileKind::SecretDoor && k != TileKind::Lava && k != TileKind::Floor &&
                (k != TileKind::HiddenTrap || viewer == Side::Master))
                tile(p, textures, "tiles/floor_" + std::to_string((x * 7 + y * 13 + x * y) % 4) + ".png", TileKind::Floor, r);
            tile(p, textures, tileImage(board, pos, viewer), k, r);  // hidden traps stay hidden from the heroes (R48)
        }

    // Zones: faint borders; the heroes' entry tinted and outlined; reinforcement entries (R24).
    const int thin = std::max(1, cell / 10), thick = std::max(2, cell / 6);
    for (const ZoneDef& z : quest.zones)
        if (z.id != quest.hero_zone) border(p, z.squares, map, cell, thin, translucent(theme().bone, 90));
    if (const ZoneDef* hero = quest.zone(quest.hero_zone)) {
        for (Pos q : hero->squares)
            if (board.isWalkable(q))
                p.fill(Rect{map.x + q.x * cell, map.y + q.y * cell, cell, cell}, theme().hero_tint);
        border(p, hero->squares, map, cell, thick, theme().hero_zone);
    }
    for (const std::vector<Pos>& entry : quest.reinforcement_entries)
        border(p, entry, map, cell, thick, theme().reinforcement);
    p.outline(frame, theme().border, 1);
    return map;
}

}  // namespace cata::app
