// The content a game uses, embedded in its saves and replays (STYLE.md: replays = seed +
// settings + content + action list) so that an old save still loads after the shipped quests
// or cards change. The embedded documents are copies of the original JSON of the ruleset, of
// the cards and spells the game uses and of the quest; loading runs the ordinary content
// loaders on them, so a live game and a reloaded one get equal GameContent.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/library.h"
#include "cata/core/game_setup.h"

namespace cata::content {

/// Copies of the content documents one game uses.
struct EmbeddedContent {
    nlohmann::json ruleset = nlohmann::json::object();  // the ruleset document as written
    nlohmann::json spells = nlohmann::json::object();   // {"spells": [the spells the game's cards cast]}
    nlohmann::json cards = nlohmann::json::object();    // {"cards": [the library cards the game uses]}
    nlohmann::json quest = nlohmann::json::object();    // the quest document as written

    /// `{"ruleset": …, "spells": …, "cards": …, "quest": …}`.
    nlohmann::json toJson() const;
    /// Throws FormError ("content: missing \"quest\"").
    static EmbeddedContent fromJson(const nlohmann::json& v, const std::string& path = "content");
    /// FNV-1a 64 of the compact dump of toJson(), 16 hex digits.
    std::string hash() const;
};

/// EmbeddedContent shared by the copies of a record (GameRecord::content): a copied session or
/// record (the fuzz target's reset, the AI's simulations) copies no JSON. It reads as a const
/// EmbeddedContent (`*`, `->`, or where a `const EmbeddedContent&` is asked); edit() gives a
/// private copy to change when another record shares it.
class SharedContent {
public:
    SharedContent() : p_(std::make_shared<const EmbeddedContent>()) {}
    SharedContent(EmbeddedContent content)  // NOLINT(google-explicit-constructor): a record's content is assigned one
        : p_(std::make_shared<const EmbeddedContent>(std::move(content))) {}

    const EmbeddedContent& operator*() const { return *p_; }
    const EmbeddedContent* operator->() const { return p_.get(); }
    operator const EmbeddedContent&() const { return *p_; }  // NOLINT(google-explicit-constructor)
    /// The content to change, this record's own (copied first when shared).
    EmbeddedContent& edit();

private:
    std::shared_ptr<const EmbeddedContent> p_;  // never null
};

/// Content files read as documents, with the library they load into.
class ContentDocuments {
public:
    /// Loads `sources` (as loadSources does) and keeps each file's JSON document.
    explicit ContentDocuments(std::vector<ContentSource> sources);
    /// The shipped content under `data_dir`; with `quest_file`, that quest file instead of the
    /// shipped quests (a quest being written, or one from elsewhere).
    static ContentDocuments shipped(const std::string& data_dir, const std::string& quest_file = "");

    const LoadReport& report() const { return report_; }
    const ContentLibrary& library() const { return report_.library; }

    /// The documents of quest `quest_id` and of the library cards `card_ids` (unknown ids and
    /// quest-inline cards are skipped; cards a quest condition names are added), with the
    /// spells they cast. Nothing when the quest is unknown.
    std::optional<EmbeddedContent> embed(const std::string& quest_id, const std::vector<std::string>& card_ids) const;

private:
    std::vector<ContentSource> sources_;
    const nlohmann::json& doc(std::size_t i) const;  // sources_[i]'s document; null when it did not parse
    LoadReport report_;
};

/// Loads embedded content with the content loaders and builds the GameContent of its quest:
/// every embedded card then the quest's inline cards, every embedded spell. Nothing, with the
/// first problem in `error` ("save.json: content.quest: /terrain: …", "content.quest: …" when
/// `display` is empty; "(and 2 more problems)"), when it does not load. `display` names the
/// origin ("save.json").
std::shared_ptr<const GameContent> loadEmbedded(const EmbeddedContent& content, const std::string& display,
                                                std::string* error = nullptr);

}  // namespace cata::content
