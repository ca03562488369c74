// The loaders of each content format (docs/content-format.md): JSON document -> immutable
// definitions. Each reports every problem it finds into its context and returns what it could
// read. References to other files' definitions are returned as `PendingRef`s and resolved
// once everything is loaded (load -> finalize -> check).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cata/content/reader.h"
#include "cata/core/card.h"
#include "cata/core/quest.h"
#include "cata/core/ruleset.h"

namespace cata::content {

/// Documented limits of content files (docs/robustness.md, "Content limits"; the file size,
/// nesting, key and text limits are in json_source.h and reader.h). A longer list is reported
/// as "too many …: N, at most M" and not read further, so no hostile file costs more than
/// linear time.
inline constexpr int kMaxMapSide = 64;                // terrain rows, and characters per row
inline constexpr std::size_t kMaxCards = 256;         // cards of a card file, inline cards of a quest
inline constexpr std::size_t kMaxObjects = 256;       // objects drawn on a map; entries of "objects"
inline constexpr std::size_t kMaxRoster = 64;         // characters of a roster
inline constexpr std::size_t kMaxZones = 52;          // zones of a quest (a letter each)
inline constexpr std::size_t kMaxLegend = 64;         // entries of a quest's "legend"
inline constexpr std::size_t kMaxItems = 256;         // items of a quest; items in one chest or cell
inline constexpr std::size_t kMaxSpecialActions = 32; // special actions of a quest (R51)
inline constexpr std::size_t kMaxEffects = 16;        // effects of a special action, of a spell tier, of a skill
inline constexpr std::size_t kMaxConditions = 32;     // victory (or defeat) conditions, nested ones counted
inline constexpr int kMaxConditionDepth = 4;          // "all"/"any" inside "all"/"any"
inline constexpr std::size_t kMaxSquares = 4096;      // squares of an exit condition (64 × 64)
inline constexpr std::size_t kMaxSpells = 256;        // spells of a spells file
inline constexpr std::size_t kMaxCardLists = 32;      // skills, special rules, spells of one card
inline constexpr std::size_t kMaxTiers = 8;           // tiers of a spell

/// A reference to a definition of another file (a card's spell), with where it was written.
struct PendingRef {
    std::string id;
    Diagnostic where;  // message empty: filled in when the reference does not resolve
};

/// A ruleset document (assets/rules/*.json).
Ruleset loadRuleset(const Context& ctx);

/// A spells document (`{"spells": […]}`).
std::vector<Spell> loadSpells(const Context& ctx);

/// One card at `ptr` (card files and quest-inline cards); its spell ids go to `spell_refs`.
CharacterCard readCard(const Context& ctx, const json& v, const std::string& ptr, std::vector<PendingRef>& spell_refs);

/// A cards document (`{"cards": […]}`).
std::vector<CharacterCard> loadCards(const Context& ctx, std::vector<PendingRef>& spell_refs);

/// What a quest is checked against: the ruleset (defaults) and the cards known outside it.
struct QuestContext {
    const Ruleset& ruleset;
    std::function<const CharacterCard*(const std::string&)> shipped_card;
    std::vector<std::string> shipped_card_ids;  // for "did you mean"
    std::vector<const CharacterCard*> shipped_heroes;  // hero cards, for the deployment zone size
};

/// A quest document: read, then checked (map, zones, objects, references, reachability,
/// rosters and placements) against `qc`. Inline cards' spell ids go to `spell_refs`.
QuestDef loadQuest(const Context& ctx, const QuestContext& qc, std::vector<PendingRef>& spell_refs);

}  // namespace cata::content
