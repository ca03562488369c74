// Loading every shipped content file (ruleset, spells, cards, quests) into immutable
// definitions, collecting every problem at once.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/content/diagnostic.h"
#include "cata/core/card.h"
#include "cata/core/quest.h"
#include "cata/core/ruleset.h"

namespace cata::content {

class JsonSource;

/// Everything the game knows, loaded from `data_dir` (assets/rules, assets/spells,
/// assets/cards, quests). Immutable once loaded.
struct ContentLibrary {
    Ruleset ruleset;
    std::vector<Spell> spells;
    std::vector<CharacterCard> cards;  // from assets/cards (quest-inline cards stay in their quest)
    std::vector<QuestDef> quests;      // the quests that loaded without problems, by number then id
    std::map<std::string, std::string> quest_files;  // quest id -> file it came from
    /// Quests that failed to load: file path -> its problems (the game lists them, refuses to start them).
    std::map<std::string, Diagnostics> broken_quests;
    /// Where each file not shipped came from (file as shown -> origin): "user" for the player's
    /// quest folder, else the name of the pack it belongs to. Shipped files are not listed.
    std::map<std::string, std::string> origins;

    const CharacterCard* card(const std::string& id) const;
    const Spell* spell(const std::string& id) const;
    const QuestDef* quest(const std::string& id) const;
    /// Where quest file `file` (as shown) came from: "" shipped, "user", or a pack's name.
    std::string origin(const std::string& file) const;
    /// Where quest `id` came from ("" shipped or unknown, "user", or a pack's name).
    std::string questOrigin(const std::string& id) const;
};

/// The result of loading: the library, and every problem found (empty when all is clean).
struct LoadReport {
    ContentLibrary library;
    Diagnostics diagnostics;
    bool ok() const { return diagnostics.empty(); }
};

/// What a content file holds.
enum class ContentKind { Ruleset, Spells, Cards, Quest };

/// One content file to load: read from `path`, or from `text` when set.
struct ContentSource {
    std::string display;              // the name diagnostics show
    std::string path;                 // read from here when `text` is not set
    std::optional<std::string> text;  // the file's text (tests)
    std::optional<ContentKind> kind;  // else told by the folder (rules/, spells/, cards/, quests/), then the top-level keys
    bool report = true;               // false: context only; its problems are not reported
    /// "" for a shipped file; "user" for a quest of the player's folder; else the pack's name.
    /// A quest not shipped may not take a shipped quest's id (nor a card or spell a shipped one's).
    std::string origin = {};
    /// The file already read and parsed (a context kept between checks: validate.h's
    /// QuestTextChecker): neither read nor parsed again. Only ever a document that parsed.
    std::shared_ptr<const JsonSource> parsed = {};
};

/// The shipped content files under `data_dir` (assets/rules, assets/spells, assets/cards,
/// quests; `*.json`, sorted), shown relative to `data_dir` (e.g. `quests/01-x.json`).
std::vector<ContentSource> shippedSources(const std::string& data_dir);

/// Loads `sources` in dependency order (rulesets, spells, cards, quests), resolves the
/// references between them and checks them. Diagnostics come from the reported sources
/// only, grouped by file in the given order, then sorted by line and column.
LoadReport loadSources(const std::vector<ContentSource>& sources);

/// Loads all shipped content under `data_dir`. Never throws on bad content: problems are in
/// the report, and what loaded cleanly is in the library.
LoadReport loadContent(const std::string& data_dir);

}  // namespace cata::content
