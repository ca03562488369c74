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

inline constexpr int kMaxMapSide = 64;
inline constexpr std::size_t kMaxCards = 256;
inline constexpr std::size_t kMaxObjects = 256;
inline constexpr std::size_t kMaxRoster = 64;

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
