// Look-ups on the immutable quest definition (quest.h) and the ruleset (ruleset.h).
#include "cata/core/quest.h"

#include <algorithm>

#include "cata/core/ruleset.h"

namespace cata {

std::string_view objectKindKey(ObjectKind k) {
    switch (k) {
        case ObjectKind::Door: return "door";
        case ObjectKind::SecretDoor: return "secret_door";
        case ObjectKind::Cell: return "cell";
        case ObjectKind::Chest: return "chest";
        case ObjectKind::Barrel: return "barrel";
        case ObjectKind::Trap: return "trap";
    }
    return "?";
}

const ZoneDef* QuestDef::zone(const std::string& zone_id) const {
    for (const auto& z : zones)
        if (z.id == zone_id) return &z;
    return nullptr;
}

const ZoneDef* QuestDef::zoneAt(Pos p) const {
    for (const auto& z : zones)
        if (std::binary_search(z.squares.begin(), z.squares.end(), p)) return &z;
    return nullptr;
}

const ObjectDef* QuestDef::object(const std::string& object_id) const {
    for (const auto& o : objects)
        if (o.id == object_id) return &o;
    return nullptr;
}

const ObjectDef* QuestDef::objectAt(Pos p) const {
    for (const auto& o : objects)
        if (o.at == p) return &o;
    return nullptr;
}

const SoloRow* Ruleset::soloRow(int face) const {
    const SoloRow* row = nullptr;
    for (const SoloRow& r : solo_non_activated)
        if (face >= r.from && face <= r.to) row = &r;
    return row;
}

int Ruleset::shotDifficulty(int distance) const {
    // R19: the first band whose `up_to` covers the distance; beyond the last band, +1 every
    // `shot_band_width_beyond` squares.
    for (const auto& band : shot_bands)
        if (distance <= band.up_to) return band.difficulty;
    if (shot_bands.empty()) return 1;
    const ShotBand& last = shot_bands.back();
    const int width = std::max(1, shot_band_width_beyond);
    return last.difficulty + (distance - last.up_to + width - 1) / width;
}

}  // namespace cata
