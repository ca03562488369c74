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

// Its colours: theme().hero_zone, hero_tint and reinforcement (theme.h), shared with its legend.

/// Draws `quest`'s map as large as fits in `area`, centred, square cells, from `textures`'
/// tiles; returns the rectangle the map took (empty when the quest has no map). `viewer`: whose
/// view of the tiles (the Master sees hidden traps: the quest editor draws so).
Rect drawMapPreview(Painter& painter, TextureCache& textures, const QuestDef& quest, const Rect& area,
                    Side viewer = Side::Heroes);

}  // namespace cata::app
