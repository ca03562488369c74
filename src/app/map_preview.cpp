// The quest map preview.
#include "cata/app/map_preview.h"

#include <algorithm>

namespace cata::app {

SDL_Color previewColour(TileKind kind) {
    switch (kind) {
        case TileKind::Void: return SDL_Color{0, 0, 0, 0};
        case TileKind::Floor:
        case TileKind::HiddenTrap:  // the preview is for both players: hidden traps stay hidden (R48)
            return SDL_Color{96, 84, 70, 255};
        case TileKind::Wall:
        case TileKind::SecretDoor:  // looks like wall until found
            return SDL_Color{38, 32, 29, 255};
        case TileKind::Rubble: return SDL_Color{124, 110, 88, 255};
        case TileKind::Lava: return SDL_Color{226, 92, 26, 255};
        case TileKind::Trap: return SDL_Color{150, 48, 48, 255};
        case TileKind::DoorOpen: return SDL_Color{150, 112, 62, 255};
        case TileKind::DoorClosed: return SDL_Color{122, 78, 36, 255};
        case TileKind::DoorLocked: return SDL_Color{182, 132, 40, 255};
        case TileKind::Cell:
        case TileKind::CellOpen: return SDL_Color{104, 112, 132, 255};
        case TileKind::Chest:
        case TileKind::ChestLocked: return SDL_Color{230, 186, 70, 255};
        case TileKind::Barrel: return SDL_Color{140, 96, 60, 255};
        case TileKind::Reinforcement: return SDL_Color{140, 42, 36, 255};
    }
    return SDL_Color{0, 0, 0, 0};
}

Rect drawMapPreview(Painter& p, const QuestDef& quest, const Rect& area) {
    if (quest.width <= 0 || quest.height <= 0 || area.w <= 0 || area.h <= 0) return Rect{};
    const int cell = std::max(1, std::min(area.w / quest.width, area.h / quest.height));
    const Rect map{area.x + (area.w - cell * quest.width) / 2, area.y + (area.h - cell * quest.height) / 2,
                   cell * quest.width, cell * quest.height};
    p.fill(Rect{map.x - 2, map.y - 2, map.w + 4, map.h + 4}, SDL_Color{8, 6, 5, 255});
    const int gap = cell >= 8 ? 1 : 0;
    const ZoneDef* hero_zone = quest.zone(quest.hero_zone);
    for (int y = 0; y < quest.height; ++y) {
        for (int x = 0; x < quest.width; ++x) {
            const Pos pos{x, y};
            SDL_Color c = previewColour(quest.tile(pos));
            if (c.a == 0) continue;
            const bool in_hero_zone =
                hero_zone && std::binary_search(hero_zone->squares.begin(), hero_zone->squares.end(), pos);
            if (in_hero_zone && quest.tile(pos) == TileKind::Floor) c = SDL_Color{70, 104, 150, 255};
            p.fill(Rect{map.x + x * cell, map.y + y * cell, cell - gap, cell - gap}, c);
        }
    }
    p.outline(Rect{map.x - 2, map.y - 2, map.w + 4, map.h + 4}, SDL_Color{128, 96, 54, 255}, 1);
    return map;
}

}  // namespace cata::app
