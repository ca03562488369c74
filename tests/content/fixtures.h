// Shared fixtures of the content tests: small valid files as string literals, and helpers
// that load them and return the formatted diagnostics.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "cata/content/library.h"

namespace cata::content::test {

/// One line of card JSON with the given id, formation and value, plus `extra` members.
inline std::string cardJson(const std::string& id, const std::string& formation, int value, const std::string& extra = "") {
    return R"({"id": ")" + id + R"(", "name": {"en": "N", "fr": "N"}, "formation": ")" + formation + R"(", "value": )" +
           std::to_string(value) +
           R"(, "characteristics": {"m_at": 2, "defence": 2, "shoot": 1, "magic": 0, "strength": 2, "hp": 10, "will": 2, "charisma": 1, "agility": 2, "dexterity": 2, "intelligence": 1, "destiny": 1, "ap": 4}, "armour": {"head": 0, "chest": 1, "arms": 0, "legs": 0}, "damage": {"melee": 3, "shot": 0})" +
           extra + "}";
}

/// The shipped-like cards every quest test sees: two heroes (100 each), a leader and troops.
inline std::string contextCards() {
    return "{\"cards\": [\n" + cardJson("irf", "hero", 100) + ",\n" + cardJson("torgils", "hero", 100) + ",\n" +
           cardJson("lich", "master_leader", 150) + ",\n" + cardJson("vampire", "master_leader", 120) + ",\n" +
           cardJson("goblin", "master_troop", 20) + "\n]}";
}

inline const char* contextSpells() {
    return R"({"spells": [{"id": "healing_light", "name": {"en": "H", "fr": "H"}, "text": {"en": "T", "fr": "T"},
  "target": "ally_or_self", "range": 0, "tiers": [{"min": 1, "effects": [{"type": "heal", "dice": 1}]}]}]})";
}

/// A valid quest; tests change it with `edit`.
inline const char* kBaseQuest = R"({
  "id": "test_quest",
  "number": 1,
  "title": {"en": "T", "fr": "T"},
  "introduction": {"en": "I", "fr": "I"},
  "objective": {"en": "O", "fr": "O"},
  "terrain": [
    "##########",
    "#....#..R#",
    "#....'.$.#",
    "#....#...#",
    "##########"
  ],
  "zone_map": [
    "..........",
    ".AAAA.BBB.",
    ".AAAA.BBB.",
    ".AAAA.BBB.",
    ".........."
  ],
  "zones": [
    {"letter": "A", "id": "entry", "name": {"en": "Entry", "fr": "Entrée"}},
    {"letter": "B", "id": "vault", "name": {"en": "Vault", "fr": "Caveau"}}
  ],
  "hero_zone": "entry",
  "objects": [{"id": "treasure", "at": [7, 2]}],
  "victory": [{"type": "chest_opened", "object": "treasure"}]
})";

/// `text` with the first occurrence of each `from` replaced by `to` (which must exist).
inline std::string edit(std::string text, const std::vector<std::pair<std::string, std::string>>& changes) {
    for (const auto& [from, to] : changes) {
        const auto at = text.find(from);
        if (at == std::string::npos) return "EDIT NOT FOUND: " + from;
        text.replace(at, from.size(), to);
    }
    return text;
}

/// Loads `text` as `file` of `kind`, with the context cards and spells, and returns the
/// formatted diagnostics.
inline std::vector<std::string> problems(const std::string& text, ContentKind kind, const std::string& file = "test.json") {
    std::vector<ContentSource> sources = {
        {"spells.json", "", contextSpells(), ContentKind::Spells, false},
        {"cards.json", "", contextCards(), ContentKind::Cards, false},
        {file, "", text, kind, true},
    };
    std::vector<std::string> out;
    for (const auto& d : loadSources(sources).diagnostics) out.push_back(d.format());
    return out;
}

inline std::vector<std::string> questProblems(const std::vector<std::pair<std::string, std::string>>& changes) {
    return problems(edit(kBaseQuest, changes), ContentKind::Quest, "q.json");
}

using Lines = std::vector<std::string>;

}  // namespace cata::content::test
