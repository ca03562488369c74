// A small picture of a quest's map for the New game screen: every square drawn as a flat
// colour by its kind (floor, wall, rubble, lava, doors, chests…), the heroes' entry zone in
// blue and the reinforcement entries in red. Drawn from QuestDef's terrain; no textures.
#pragma once

#include "cata/app/painter.h"
#include "cata/core/quest.h"

namespace cata::app {

/// The colour a square of `kind` has in the preview (alpha 0: not drawn).
SDL_Color previewColour(TileKind kind);

/// Draws `quest`'s map as large as fits in `area`, centred, square cells; returns the rectangle
/// the map took (empty when the quest has no map).
Rect drawMapPreview(Painter& painter, const QuestDef& quest, const Rect& area);

}  // namespace cata::app
