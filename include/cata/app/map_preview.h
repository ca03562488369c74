// A small picture of a quest's map for the New game screen, drawn from the board's own tile
// art (assets/tiles, as the board draws them for the heroes: hidden traps stay hidden, R48),
// scaled down, with the heroes' entry zone tinted and outlined in blue, the reinforcement
// entries (R24) outlined in red and the other zones' borders traced faintly.
#pragma once

#include "cata/app/painter.h"
#include "cata/app/textures.h"
#include "cata/core/quest.h"
#include "cata/core/side.h"

namespace cata::app {

/// Colours of the preview's marks, shared with its legend.
namespace preview {
inline constexpr SDL_Color kHeroZone{120, 170, 255, 255};      // the heroes' entry zone's border
inline constexpr SDL_Color kHeroTint{70, 110, 200, 110};       // over its squares
inline constexpr SDL_Color kReinforcement{236, 72, 48, 255};   // R24 entries' border
}  // namespace preview

/// Draws `quest`'s map as large as fits in `area`, centred, square cells, from `textures`'
/// tiles; returns the rectangle the map took (empty when the quest has no map). `viewer`: whose
/// view of the tiles (the Master sees hidden traps: the quest editor draws so).
Rect drawMapPreview(Painter& painter, TextureCache& textures, const QuestDef& quest, const Rect& area,
                    Side viewer = Side::Heroes);

}  // namespace cata::app
