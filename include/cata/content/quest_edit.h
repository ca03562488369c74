// What the quest editor (app/editor_screen.h) asks of the content layer: the map of
// a quest document read leniently for drawing while it is being edited (it may not load yet),
// and the legend's characters. The document stays the source of truth: the editor changes its
// `terrain` and `zone_map` rows and its `objects` entries, never a second format; the checks
// are validate.h's (validateQuestText), never re-derived. docs/editor.md.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "cata/core/quest.h"

namespace cata::content {

/// The default legend's character for `kind` (docs/content-format.md "The map"): '.' floor,
/// '#' wall, 'L' locked door…
char defaultMapChar(TileKind kind);

/// The tile that map character `ch` (one UTF-8 character) stands for in `doc`: its `legend`
/// first, then the default legend; nothing when neither knows it.
std::optional<TileKind> mapTile(const nlohmann::ordered_json& doc, const std::string& ch);

/// The map of quest document `doc`, read leniently for drawing (never throws, reports
/// nothing): the size of its `terrain` (the widest row; missing squares and unknown characters
/// are void), its tiles, the zones of `zone_map` and `zones` with their squares, `hero_zone`,
/// and every reinforcement square as one entry. Everything else is left empty.
QuestDef questMapOf(const nlohmann::ordered_json& doc);

/// The characters of `row` (UTF-8), one string each.
std::vector<std::string> mapRowCharacters(const std::string& row);

}  // namespace cata::content
