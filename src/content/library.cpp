// Loading the whole content library (library.h): load every file, then finalize (resolve
// cards' spells), then load and check quests against the shipped cards, as in
// Cataclysm-DDA's load -> finalize -> check.
#include "cata/content/library.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "cata/content/loaders.h"

namespace cata::content {

namespace {

namespace fs = std::filesystem;

/// One source while loading.
struct Loaded {
    const ContentSource* source;
    std::shared_ptr<const JsonSource> json;
    Diagnostics diags;
    std::optional<ContentKind> kind;
};

std::optional<ContentKind> kindByFolder(const std::string& path) {
    const std::string folder = fs::path(path).parent_path().filename().string();
    if (folder == "rules") return ContentKind::Ruleset;
    if (folder == "spells") return ContentKind::Spells;
    if (folder == "cards") return ContentKind::Cards;
    if (folder == "quests") return ContentKind::Quest;
    return std::nullopt;
}

std::optional<ContentKind> kindByKeys(const json& root) {
    if (!root.is_object()) return std::nullopt;
    if (root.contains("terrain")) return ContentKind::Quest;
    if (root.contains("power_die")) return ContentKind::Ruleset;
    if (root.contains("spells")) return ContentKind::Spells;
    if (root.contains("cards")) return ContentKind::Cards;
    return std::nullopt;
}

/// The pointer of the `id` of the element of `root[list]` whose id is `id`.
/// The message for an id of `what` ("quest", "card", "spell") taken by file `other`: names the
/// shipped file or the pack it clashes with.
std::string takenMessage(const char* what, const std::string& id, const std::map<std::string, std::string>& origins,
                         const std::string& other) {
    const auto it = origins.find(other);
    if (it == origins.end() || it->second.empty())
        return fmt::format("{} id \"{}\" is a shipped {}'s ({}): choose another id", what, id, what, other);
    if (it->second == "user") return fmt::format("duplicate {} id \"{}\" (also in {})", what, id, other);
    return fmt::format("{} id \"{}\" is taken by pack \"{}\" ({}): choose another id", what, id, it->second, other);
}

std::string idPointer(const json& root, const char* list, const std::string& id) {
    if (!root.contains(list) || !root[list].is_array()) return "";
    const json& items = root[list];
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].is_object() && items[i].value("id", "") == id) return fmt::format("/{}/{}/id", list, i);
    return "";
}

template <class T>
const T* findById(const std::vector<T>& all, const std::string& id) {
    for (const auto& t : all)
        if (t.id == id) return &t;
    return nullptr;
}

void resolveSpells(const ContentLibrary& lib, const std::vector<PendingRef>& refs, Diagnostics& out) {
    std::vector<std::string> ids;
    for (const auto& s : lib.spells) ids.push_back(s.id);
    for (const auto& ref : refs) {
        if (lib.spell(ref.id)) continue;
        Diagnostic d = ref.where;
        d.message = fmt::format("unknown spell \"{}\"{}", ref.id, didYouMean(ref.id, ids));
        out.push_back(std::move(d));
    }
}

}  // namespace

const CharacterCard* ContentLibrary::card(const std::string& id) const { return findById(cards, id); }
const Spell* ContentLibrary::spell(const std::string& id) const { return findById(spells, id); }
const QuestDef* ContentLibrary::quest(const std::string& id) const { return findById(quests, id); }

std::string ContentLibrary::origin(const std::string& file) const {
    const auto it = origins.find(file);
    return it == origins.end() ? std::string() : it->second;
}

std::string ContentLibrary::questOrigin(const std::string& id) const {
    const auto it = quest_files.find(id);
    return it == quest_files.end() ? std::string() : origin(it->second);
}

std::vector<ContentSource> shippedSources(const std::string& data_dir) {
    std::vector<ContentSource> out;
    for (const char* folder : {"assets/rules", "assets/spells", "assets/cards", "quests"}) {
        std::vector<std::string> names;
        std::error_code ec;
        for (fs::directory_iterator it(fs::path(data_dir) / folder, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".json") names.push_back(it->path().filename().string());
        std::sort(names.begin(), names.end());
        for (const auto& name : names) {
            ContentSource s;
            s.display = std::string(folder) + "/" + name;
            s.path = (fs::path(data_dir) / s.display).string();
            out.push_back(std::move(s));
        }
    }
    return out;
}

LoadReport loadSources(const std::vector<ContentSource>& sources) {
    LoadReport report;
    ContentLibrary& lib = report.library;
    std::vector<Loaded> files;
    for (const auto& src : sources) {
        if (!src.origin.empty()) lib.origins[src.display] = src.origin;
        Loaded f{&src, nullptr, {}, src.kind};
        if (src.parsed)
            f.json = src.parsed;
        else
            f.json = src.text ? std::make_shared<const JsonSource>(src.display, *src.text, f.diags)
                              : JsonSource::readFile(src.path, src.display, f.diags);
        if (!f.kind) f.kind = kindByFolder(src.path.empty() ? src.display : src.path);
        if (!f.kind && f.json->ok()) f.kind = kindByKeys(f.json->root());
        if (!f.kind && f.json->ok())
            f.diags.push_back(f.json->at("", "cannot tell what this file holds: expected a ruleset (\"power_die\"), spells (\"spells\"), "
                                             "cards (\"cards\") or a quest (\"terrain\")"));
        files.push_back(std::move(f));
    }
    auto each = [&](ContentKind kind, auto&& fn) {
        for (auto& f : files)
            if (f.kind == kind && f.json->ok()) fn(f, Context{*f.json, f.diags});
    };

    std::vector<Ruleset> rulesets;
    each(ContentKind::Ruleset, [&](Loaded&, const Context& ctx) {
        Ruleset r = loadRuleset(ctx);
        if (findById(rulesets, r.id)) ctx.error("/id", fmt::format("duplicate ruleset id \"{}\"", r.id));
        else rulesets.push_back(std::move(r));
    });
    if (const Ruleset* standard = findById(rulesets, "standard")) lib.ruleset = *standard;
    else if (!rulesets.empty()) lib.ruleset = rulesets.front();

    std::map<std::string, std::string> spell_files, card_files;
    each(ContentKind::Spells, [&](Loaded& f, const Context& ctx) {
        for (auto& s : loadSpells(ctx)) {
            if (auto [it, fresh] = spell_files.emplace(s.id, f.source->display); !fresh)
                ctx.error(idPointer(f.json->root(), "spells", s.id),
                          f.source->origin.empty()
                              ? fmt::format("duplicate spell id \"{}\" (also in {})", s.id, it->second)
                              : takenMessage("spell", s.id, lib.origins, it->second));
            else lib.spells.push_back(std::move(s));
        }
    });

    std::vector<std::pair<Loaded*, std::vector<PendingRef>>> card_refs;
    each(ContentKind::Cards, [&](Loaded& f, const Context& ctx) {
        std::vector<PendingRef> refs;
        for (auto& c : loadCards(ctx, refs)) {
            if (auto [it, fresh] = card_files.emplace(c.id, f.source->display); !fresh)
                ctx.error(idPointer(f.json->root(), "cards", c.id),
                          f.source->origin.empty()
                              ? fmt::format("duplicate card id \"{}\" (also in {})", c.id, it->second)
                              : takenMessage("card", c.id, lib.origins, it->second));
            else lib.cards.push_back(std::move(c));
        }
        card_refs.emplace_back(&f, std::move(refs));
    });
    for (auto& [f, refs] : card_refs) resolveSpells(lib, refs, f->diags);

    QuestContext qc{lib.ruleset, [&lib](const std::string& id) { return lib.card(id); }, {}, {}};
    for (const auto& c : lib.cards) {
        qc.shipped_card_ids.push_back(c.id);
        if (c.isHero()) qc.shipped_heroes.push_back(&c);
    }
    each(ContentKind::Quest, [&](Loaded& f, const Context& ctx) {
        std::vector<PendingRef> refs;
        QuestDef q = loadQuest(ctx, qc, refs);
        resolveSpells(lib, refs, f.diags);
        if (!q.id.empty() && lib.quest_files.count(q.id))
            ctx.error("/id", f.source->origin.empty()
                                 ? fmt::format("duplicate quest id \"{}\" (also in {})", q.id, lib.quest_files[q.id])
                                 : takenMessage("quest", q.id, lib.origins, lib.quest_files[q.id]));
        if (!f.diags.empty()) return;
        lib.quest_files[q.id] = f.source->display;
        lib.quests.push_back(std::move(q));
    });
    for (auto& f : files)
        if (f.kind == ContentKind::Quest && !f.diags.empty()) lib.broken_quests[f.source->display] = f.diags;
    std::sort(lib.quests.begin(), lib.quests.end(), [](const QuestDef& a, const QuestDef& b) {
        return a.number != b.number ? a.number < b.number : a.id < b.id;
    });

    for (auto& f : files) {
        if (!f.source->report) continue;
        std::stable_sort(f.diags.begin(), f.diags.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        for (auto& d : f.diags) report.diagnostics.push_back(std::move(d));
    }
    return report;
}

LoadReport loadContent(const std::string& data_dir) { return loadSources(shippedSources(data_dir)); }

}  // namespace cata::content
