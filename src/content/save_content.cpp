// Embedded content of saves and replays (save_content.h).

#include "cata/content/save_content.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cata/content/action_json.h"
#include "cata/content/json_source.h"
#include "json_io.h"

namespace cata::content {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::optional<ContentKind> kindOf(const ContentSource& s, const json& doc) {
    if (s.kind) return s.kind;
    const std::string folder = fs::path(s.path.empty() ? s.display : s.path).parent_path().filename().string();
    if (folder == "rules") return ContentKind::Ruleset;
    if (folder == "spells") return ContentKind::Spells;
    if (folder == "cards") return ContentKind::Cards;
    if (folder == "quests") return ContentKind::Quest;
    if (!doc.is_object()) return std::nullopt;
    if (doc.contains("terrain")) return ContentKind::Quest;
    if (doc.contains("power_die")) return ContentKind::Ruleset;
    if (doc.contains("spells")) return ContentKind::Spells;
    if (doc.contains("cards")) return ContentKind::Cards;
    return std::nullopt;
}

std::string idOf(const json& v) {
    if (!v.is_object()) return "";
    auto it = v.find("id");
    return it != v.end() && it->is_string() ? it->get<std::string>() : "";
}

/// Card ids named by quest conditions (card_killed), recursively.
void conditionCards(const json& conditions, std::set<std::string>& out) {
    if (!conditions.is_array()) return;
    for (const auto& c : conditions) {
        if (!c.is_object()) continue;
        if (auto it = c.find("card"); it != c.end() && it->is_string()) out.insert(it->get<std::string>());
        if (auto it = c.find("of"); it != c.end()) conditionCards(*it, out);
    }
}

}  // namespace

json EmbeddedContent::toJson() const {
    return json{{"ruleset", ruleset}, {"spells", spells}, {"cards", cards}, {"quest", quest}};
}

EmbeddedContent EmbeddedContent::fromJson(const json& v, const std::string& path) {
    if (!v.is_object()) jsonio::fail(path, "expected an object, found " + describe(v));
    EmbeddedContent c;
    for (auto [key, target] : {std::pair<const char*, json*>{"ruleset", &c.ruleset}, {"spells", &c.spells},
                               {"cards", &c.cards}, {"quest", &c.quest}}) {
        auto it = v.find(key);
        if (it == v.end()) jsonio::fail(path, std::string("missing \"") + key + "\"");
        if (!it->is_object()) jsonio::fail(jsonio::member(path, key), "expected an object, found " + describe(*it));
        *target = *it;
    }
    for (auto it = v.begin(); it != v.end(); ++it)
        if (it.key() != "ruleset" && it.key() != "spells" && it.key() != "cards" && it.key() != "quest")
            jsonio::fail(jsonio::member(path, it.key()), "unknown key");
    return c;
}

std::string EmbeddedContent::hash() const { return fnv1a64Hex(toJson().dump()); }

EmbeddedContent& SharedContent::edit() {
    if (p_.use_count() > 1) p_ = std::make_shared<const EmbeddedContent>(*p_);
    return const_cast<EmbeddedContent&>(*p_);  // NOLINT: this record's own copy, made const only to share it
}

ContentDocuments::ContentDocuments(std::vector<ContentSource> sources) : sources_(std::move(sources)) {
    // Each file parsed once, here: the loading below and embed() use that same document.
    for (auto& s : sources_) {
        if (s.parsed) continue;
        Diagnostics ignored;  // the loading reports them
        auto parsed = s.text ? std::make_shared<const JsonSource>(s.display, *s.text, ignored)
                             : JsonSource::readFile(s.path, s.display, ignored);
        if (parsed->ok()) s.parsed = std::move(parsed);
    }
    report_ = loadSources(sources_);
}

const json& ContentDocuments::doc(std::size_t i) const {
    static const json none;
    return sources_[i].parsed ? sources_[i].parsed->root() : none;
}

ContentDocuments ContentDocuments::shipped(const std::string& data_dir, const std::string& quest_file) {
    std::vector<ContentSource> sources;
    for (auto& s : shippedSources(data_dir)) {
        if (!quest_file.empty() && s.display.rfind("quests/", 0) == 0) continue;
        sources.push_back(std::move(s));
    }
    if (!quest_file.empty()) {
        ContentSource q;
        q.display = quest_file;
        q.path = quest_file;
        q.kind = ContentKind::Quest;
        sources.push_back(std::move(q));
    }
    return ContentDocuments(std::move(sources));
}

std::optional<EmbeddedContent> ContentDocuments::embed(const std::string& quest_id,
                                                       const std::vector<std::string>& card_ids) const {
    const ContentLibrary& lib = library();
    const QuestDef* quest = lib.quest(quest_id);
    if (!quest) return std::nullopt;
    EmbeddedContent out;
    out.spells = json{{"spells", json::array()}};
    out.cards = json{{"cards", json::array()}};
    bool have_quest = false, have_rules = false;
    std::set<std::string> cards(card_ids.begin(), card_ids.end());
    std::set<std::string> spells;
    for (std::size_t i = 0; i < sources_.size(); ++i)
        if (kindOf(sources_[i], doc(i)) == ContentKind::Quest && !have_quest && idOf(doc(i)) == quest_id) {
            out.quest = doc(i);
            have_quest = true;
            conditionCards(out.quest.value("victory", json::array()), cards);
            conditionCards(out.quest.value("defeat", json::array()), cards);
        }
    for (const auto& c : quest->cards) {
        cards.erase(c.id);  // inline cards travel with the quest
        spells.insert(c.spells.begin(), c.spells.end());
    }
    for (const auto& c : lib.cards)
        if (cards.count(c.id)) spells.insert(c.spells.begin(), c.spells.end());
    for (std::size_t i = 0; i < sources_.size(); ++i) {
        const json& doc = this->doc(i);
        if (!doc.is_object()) continue;
        switch (kindOf(sources_[i], doc).value_or(ContentKind::Quest)) {
            case ContentKind::Ruleset:
                if (!have_rules && idOf(doc) == lib.ruleset.id) {
                    out.ruleset = doc;
                    have_rules = true;
                }
                break;
            case ContentKind::Spells:
                if (auto it = doc.find("spells"); it != doc.end() && it->is_array())
                    for (const auto& s : *it)
                        if (spells.count(idOf(s))) out.spells["spells"].push_back(s);
                break;
            case ContentKind::Cards:
                if (auto it = doc.find("cards"); it != doc.end() && it->is_array())
                    for (const auto& c : *it)
                        if (cards.count(idOf(c)) && lib.card(idOf(c))) out.cards["cards"].push_back(c);
                break;
            case ContentKind::Quest: break;
        }
    }
    if (!have_quest || !have_rules) return std::nullopt;
    return out;
}

std::shared_ptr<const GameContent> loadEmbedded(const EmbeddedContent& content, const std::string& display,
                                                std::string* error) {
    std::vector<ContentSource> sources;
    auto add = [&](const char* part, const json& doc, ContentKind kind) {
        ContentSource s;
        s.display = display.empty() ? std::string("content.") + part : display + ": content." + part;
        s.text = doc.dump(2);
        s.kind = kind;
        sources.push_back(std::move(s));
    };
    add("ruleset", content.ruleset, ContentKind::Ruleset);
    add("spells", content.spells, ContentKind::Spells);
    add("cards", content.cards, ContentKind::Cards);
    add("quest", content.quest, ContentKind::Quest);
    LoadReport report = loadSources(sources);
    if (!report.ok() || report.library.quests.size() != 1) {
        if (error) {
            // The embedded documents are re-dumped to be loaded, so their lines and columns mean
            // nothing to a reader of the save: a problem is named by its document and pointer.
            const Diagnostic* d = report.diagnostics.empty() ? nullptr : &report.diagnostics.front();
            *error = !d ? (display.empty() ? std::string("content.quest") : display + ": content.quest") + ": the embedded quest does not load"
                        : d->file + ": " + (d->pointer.empty() ? "/" : d->pointer) + ": " + d->message;
            if (report.diagnostics.size() > 1)
                *error += " (and " + std::to_string(report.diagnostics.size() - 1) + " more problems)";
        }
        return nullptr;
    }
    auto game = std::make_shared<GameContent>();
    game->ruleset = report.library.ruleset;
    game->quest = report.library.quests.front();
    game->cards = report.library.cards;
    game->cards.insert(game->cards.end(), game->quest.cards.begin(), game->quest.cards.end());
    game->spells = report.library.spells;
    return game;
}

}  // namespace cata::content
