// The player's quests and quest packs (user_content.h).
#include "cata/content/user_content.h"

#include <fmt/format.h>
#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <set>
#include <sstream>

#include "cata/content/quest_writer.h"
#include "cata/content/reader.h"
#include "cata/content/save_file.h"

namespace cata::content {

namespace {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

/// The `*.json` files directly in `dir`, sorted by name (none when it cannot be read).
std::vector<fs::path> jsonFiles(const fs::path& dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (it->path().extension() == ".json" && !name.empty() && name[0] != '.' && it->is_regular_file(ec))
            out.push_back(it->path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// The pack folders under `user_dir`/packs, sorted (hidden ones, an import in progress, left out).
std::vector<fs::path> packFolders(const fs::path& user_dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(user_dir / "packs", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!name.empty() && name[0] != '.' && it->is_directory(ec)) out.push_back(it->path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

constexpr std::pair<const char*, ContentKind> kPackFolders[] = {
    {"spells", ContentKind::Spells}, {"cards", ContentKind::Cards}, {"quests", ContentKind::Quest}};

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// The message of the first diagnostic, and how many more there are.
std::string firstProblem(const Diagnostics& diags) {
    if (diags.empty()) return {};
    std::string out = diags.front().format();
    if (diags.size() > 1)
        out += fmt::format(" (and {} more problem{})", diags.size() - 1, diags.size() == 2 ? "" : "s");
    return out;
}

bool validPackName(const std::string& name) {
    if (name.empty() || name.size() > kMaxIdChars || name[0] < 'a' || name[0] > 'z') return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

/// Every card id quest document `q` names: its rosters, its start position's characters and
/// its conditions' "card".
void questCardIds(const json& v, const std::string& key, std::set<std::string>& out) {
    if (v.is_object()) {
        for (const auto& [k, child] : v.items()) {
            if (k == "card" && child.is_string())
                out.insert(child.get<std::string>());
            else
                questCardIds(child, k, out);
        }
    } else if (v.is_array()) {
        for (const auto& child : v) {
            // A roster lists card ids as plain strings.
            if ((key == "heroes" || key == "master") && child.is_string())
                out.insert(child.get<std::string>());
            else
                questCardIds(child, key, out);
        }
    }
}

}  // namespace

std::vector<ContentSource> userSources(const std::string& user_dir) {
    std::vector<ContentSource> out;
    if (user_dir.empty()) return out;
    const fs::path root(user_dir);
    for (const fs::path& file : jsonFiles(root / "quests")) {
        ContentSource s;
        s.display = file.string();
        s.path = file.string();
        s.kind = ContentKind::Quest;
        s.origin = "user";
        out.push_back(std::move(s));
    }
    for (const fs::path& pack : packFolders(root))
        for (const auto& [folder, kind] : kPackFolders)
            for (const fs::path& file : jsonFiles(pack / folder)) {
                ContentSource s;
                s.display = file.string();
                s.path = file.string();
                s.kind = kind;
                s.origin = pack.filename().string();
                out.push_back(std::move(s));
            }
    return out;
}

std::vector<ContentSource> allSources(const std::string& data_dir, const std::string& user_dir) {
    std::vector<ContentSource> out = shippedSources(data_dir);
    for (ContentSource& s : userSources(user_dir)) out.push_back(std::move(s));
    return out;
}

LoadReport loadContent(const std::string& data_dir, const std::string& user_dir) {
    return loadSources(allSources(data_dir, user_dir));
}

// ---- Watching the files --------------------------------------------------------------------

ContentWatch::ContentWatch(std::vector<std::string> folders) : folders_(std::move(folders)), stamps_(scan()) {}

std::vector<ContentWatch::Stamp> ContentWatch::scan() const {
    std::vector<Stamp> out;
    const auto visit = [&out](const fs::path& dir, int depth, const auto& self) -> void {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (name.empty() || name[0] == '.') continue;  // temporaries of atomic writes, imports in progress
            std::error_code e2;
            if (it->is_directory(e2)) {
                if (depth > 0) self(it->path(), depth - 1, self);
                continue;
            }
            if (it->path().extension() != ".json") continue;
            Stamp s;
            s.path = it->path().string();
            const auto time = it->last_write_time(e2);
            if (!e2) s.mtime = std::chrono::duration_cast<std::chrono::nanoseconds>(time.time_since_epoch()).count();
            s.size = it->file_size(e2);
            if (e2) s.size = 0;
            out.push_back(std::move(s));
        }
    };
    for (const std::string& folder : folders_) visit(fs::path(folder), 2, visit);
    std::sort(out.begin(), out.end(), [](const Stamp& a, const Stamp& b) { return a.path < b.path; });
    return out;
}

bool ContentWatch::changed() {
    std::vector<Stamp> now = scan();
    if (now == stamps_) return false;
    stamps_ = std::move(now);
    return true;
}

// ---- Packs -----------------------------------------------------------------------------------

PackResult readManifest(const std::string& dir) {
    PackResult r;
    const fs::path file = fs::path(dir) / "pack.json";
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
        r.error = fmt::format(
            "{}: no pack.json (a pack is a folder with a manifest, pack.json: name, author, version, licence)", dir);
        return r;
    }
    Diagnostics diags;
    const JsonSource src = JsonSource::fromFile(file.string(), "pack.json", diags);
    if (src.ok()) {
        const Context ctx{src, diags};
        ObjectReader o(ctx, src.root(), "", true);
        if (o.ok()) {
            const auto field = [&](const char* key, std::string& into) {
                if (o.required(key) == nullptr) return;
                if (const auto s = readString(ctx, src.root()[key], o.at(key), kMaxManifestText)) {
                    if (s->empty()) ctx.error(o.at(key), fmt::format("the pack's {} is empty", key));
                    into = *s;
                }
            };
            field("name", r.manifest.name);
            field("author", r.manifest.author);
            field("version", r.manifest.version);
            field("licence", r.manifest.licence);
            if (!r.manifest.name.empty() && !validPackName(r.manifest.name))
                ctx.error("/name",
                          fmt::format("a pack's name is its folder's: lower-case snake_case ([a-z][a-z0-9_]*, at most "
                                      "48 characters), not \"{}\"",
                                      r.manifest.name));
        }
    }
    if (!diags.empty()) {
        std::stable_sort(diags.begin(), diags.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        r.error = fmt::format("{}: {}", dir, firstProblem(diags));
        return r;
    }
    r.ok = true;
    return r;
}

PackResult importPack(const std::string& source_dir, const std::string& data_dir, const std::string& user_dir) {
    PackResult r = readManifest(source_dir);
    if (!r.ok) return r;
    r.ok = false;
    const std::string& name = r.manifest.name;
    const auto refuse = [&](std::string message) {
        r.error = fmt::format("pack \"{}\": {}", name, message);
        return r;
    };

    // Every file, before anything else: only what a pack may hold, under the limits.
    const fs::path source(source_dir);
    std::vector<std::string> files;  // relative to the pack, "pack.json" first
    std::uintmax_t bytes = 0;
    std::error_code ec;
    // In name order, so that the first problem reported is the same on any file system.
    struct Found {
        fs::path path;
        fs::path rel;
        fs::file_status st;
        int depth;
    };
    std::vector<Found> found;
    for (fs::recursive_directory_iterator it(source, fs::directory_options::none, ec), end; !ec && it != end;
         it.increment(ec)) {
        found.push_back(Found{it->path(), it->path().lexically_relative(source), it->symlink_status(ec), it.depth()});
        if (found.size() > 4 * kMaxPackFiles) break;  // far too many: refused below without reading further
    }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.rel < b.rel; });
    for (const Found& it : found) {
        const fs::path& rel = it.rel;
        const std::string shown = rel.generic_string();
        const fs::file_status& st = it.st;
        if (fs::is_symlink(st)) return refuse(fmt::format("{} is a link: a pack holds plain files only", shown));
        if (fs::is_directory(st)) {
            const std::string& top = shown;
            if (it.depth != 0 || (top != "quests" && top != "cards" && top != "spells" && top != "pictures"))
                return refuse(
                    fmt::format("unexpected folder \"{}\": a pack holds pack.json, quests/, cards/, spells/ (*.json) "
                                "and pictures/ (*.png)",
                                shown));
            continue;
        }
        const std::string folder = rel.has_parent_path() ? rel.parent_path().generic_string() : std::string();
        const std::string ext = rel.extension().string();
        const bool allowed = (folder.empty() && shown == "pack.json") ||
                             ((folder == "quests" || folder == "cards" || folder == "spells") && ext == ".json") ||
                             (folder == "pictures" && ext == ".png");
        if (!allowed || !fs::is_regular_file(st))
            return refuse(
                fmt::format("unexpected file \"{}\": a pack holds pack.json, quests/, cards/, spells/ (*.json) and "
                            "pictures/ (*.png)",
                            shown));
        files.push_back(shown);
        if (files.size() > kMaxPackFiles) return refuse(fmt::format("too many files: more than {}", kMaxPackFiles));
        const std::uintmax_t size = fs::file_size(it.path, ec);
        if (ec) return refuse(fmt::format("{}: cannot read it", shown));
        bytes += size;
        if (bytes > kMaxPackBytes) return refuse(fmt::format("too large: more than {} bytes", kMaxPackBytes));
        if (folder == "pictures") {
            if (size > kMaxPictureBytes)
                return refuse(fmt::format("{} is too large: {} bytes, at most {}", shown, size, kMaxPictureBytes));
            std::ifstream in(it.path, std::ios::binary);
            char head[8] = {};
            in.read(head, 8);
            if (std::string(head, 8) != std::string("\x89PNG\r\n\x1a\n", 8))
                return refuse(fmt::format("{} is not a PNG picture", shown));
        }
    }
    if (ec) return refuse(fmt::format("cannot read the folder {}: {}", source_dir, ec.message()));
    std::sort(files.begin(), files.end());
    if (std::none_of(files.begin(), files.end(), [](const std::string& f) { return f.rfind("quests/", 0) == 0; }))
        return refuse("no quest in it (quests/*.json)");

    const fs::path packs = fs::path(user_dir) / "packs";
    const fs::path target = packs / name;
    if (fs::exists(target, ec))
        return refuse(fmt::format("a pack of that name is already imported ({}): remove it first to import it again",
                                  target.string()));

    // Loaded whole against the shipped content, the player's quests and the other packs (whose
    // ids it may not take); its own problems only are reported.
    std::vector<ContentSource> sources;
    for (ContentSource& s : allSources(data_dir, user_dir)) {
        s.report = false;
        if (s.origin.empty() || s.origin != name) sources.push_back(std::move(s));
    }
    for (const std::string& f : files) {
        if (f == "pack.json" || f.rfind("pictures/", 0) == 0) continue;
        ContentSource s;
        s.display = f;
        s.path = (source / f).string();
        s.origin = name;
        for (const auto& [folder, kind] : kPackFolders)
            if (f.rfind(std::string(folder) + "/", 0) == 0) s.kind = kind;
        sources.push_back(std::move(s));
    }
    const LoadReport report = loadSources(sources);
    if (!report.ok()) return refuse(firstProblem(report.diagnostics));

    // The copy: into a hidden temporary folder (no list shows it), then renamed into place.
    fs::create_directories(packs, ec);
    std::string pattern = (packs / ("." + name + ".tmp-XXXXXX")).string();
    if (!::mkdtemp(pattern.data())) return refuse(fmt::format("cannot write in {}", packs.string()));
    const fs::path tmp(pattern);
    const auto fail = [&](std::string message) {
        std::error_code e;
        fs::remove_all(tmp, e);
        return refuse(std::move(message));
    };
    for (const std::string& f : files) {
        const fs::path to = tmp / f;
        fs::create_directories(to.parent_path(), ec);
        std::string error;
        if (!writeFileAtomically(to.string(), readText(source / f), &error)) return fail(error);
    }
    fs::rename(tmp, target, ec);
    if (ec) return fail(fmt::format("cannot move the pack into {}: {}", target.string(), ec.message()));
    r.ok = true;
    r.folder = target.string();
    r.files = files;
    return r;
}

PackResult exportPack(const std::vector<std::string>& quest_ids, const PackManifest& manifest,
                      const std::string& out_dir, const std::string& data_dir, const std::string& user_dir) {
    PackResult r;
    r.manifest = manifest;
    if (!validPackName(manifest.name)) {
        r.error =
            fmt::format("a pack's name is lower-case snake_case ([a-z][a-z0-9_]*, at most 48 characters), not \"{}\"",
                        manifest.name);
        return r;
    }
    using Field = std::pair<const char*, const std::string*>;
    for (const auto& [what, value] :
         {Field{"author", &manifest.author}, Field{"version", &manifest.version}, Field{"licence", &manifest.licence}})
        if (value->empty() || value->size() > kMaxManifestText) {
            r.error = fmt::format("the pack's {} must be 1 to {} characters", what, kMaxManifestText);
            return r;
        }
    if (quest_ids.empty()) {
        r.error = "name the quests to export";
        return r;
    }
    const fs::path out(out_dir);
    std::error_code ec;
    if (fs::exists(out, ec) && !fs::is_empty(out, ec)) {
        r.error = fmt::format("{} exists and is not empty: export into a new folder", out_dir);
        return r;
    }

    const std::vector<ContentSource> sources = allSources(data_dir, user_dir);
    const LoadReport report = loadSources(sources);
    const ContentLibrary& lib = report.library;
    std::vector<std::string> exportable;
    for (const QuestDef& q : lib.quests)
        if (!lib.questOrigin(q.id).empty()) exportable.push_back(q.id);

    // The cards and spells of the packs, as written (their key order kept), by id.
    struct Written {
        ojson doc;
        fs::path pack;  // the pack folder it is in
    };
    std::map<std::string, Written> pack_cards, pack_spells;
    for (const ContentSource& s : sources) {
        if (s.origin.empty() || s.origin == "user" || (s.kind != ContentKind::Cards && s.kind != ContentKind::Spells))
            continue;
        const ojson doc = ojson::parse(readText(s.path), nullptr, false);
        const char* list = s.kind == ContentKind::Cards ? "cards" : "spells";
        if (!doc.is_object() || !doc.contains(list) || !doc[list].is_array()) continue;
        for (const ojson& def : doc[list])
            if (def.is_object() && def.contains("id") && def["id"].is_string())
                (s.kind == ContentKind::Cards ? pack_cards : pack_spells)
                    .emplace(def["id"].get<std::string>(), Written{def, fs::path(s.path).parent_path().parent_path()});
    }

    std::vector<std::pair<std::string, std::string>> texts;  // relative path, text
    std::set<std::string> card_ids;
    for (const std::string& id : quest_ids) {
        const auto file = lib.quest_files.find(id);
        if (file == lib.quest_files.end()) {
            r.error = fmt::format("no quest \"{}\" that loads (your quests and packs' quests: {})", id,
                                  exportable.empty() ? std::string("none") : joined(exportable));
            return r;
        }
        if (lib.origin(file->second).empty()) {
            r.error = fmt::format("quest \"{}\" is shipped: only your quests and packs' quests are exported", id);
            return r;
        }
        std::string error;
        const std::string text = readText(file->second);
        const auto formatted = normaliseQuestText(text, &error);
        if (!formatted) {
            r.error = fmt::format("{}: {}", file->second, error);
            return r;
        }
        // Named as its file, or by its id when two quests' files have the same name.
        std::string rel = "quests/" + fs::path(file->second).filename().string();
        if (std::any_of(texts.begin(), texts.end(), [&](const auto& t) { return t.first == rel; }))
            rel = "quests/" + id + ".json";
        texts.emplace_back(rel, *formatted);
        questCardIds(json::parse(text, nullptr, false), "", card_ids);
    }
    ojson cards = ojson::array(), spells = ojson::array();
    std::set<std::string> spell_ids;
    std::vector<std::pair<fs::path, std::string>> pictures;  // from, relative path
    for (const std::string& id : card_ids) {
        const auto it = pack_cards.find(id);
        if (it == pack_cards.end()) continue;  // shipped or the quest's own
        cards.push_back(it->second.doc);
        if (it->second.doc.contains("spells") && it->second.doc["spells"].is_array())
            for (const ojson& s : it->second.doc["spells"])
                if (s.is_string()) spell_ids.insert(s.get<std::string>());
        if (it->second.doc.contains("token") && it->second.doc["token"].is_string()) {
            const std::string token = it->second.doc["token"].get<std::string>();
            if (token.rfind("pictures/", 0) == 0 && fs::is_regular_file(it->second.pack / token, ec))
                pictures.emplace_back(it->second.pack / token, token);
        }
    }
    for (const std::string& id : spell_ids)
        if (const auto it = pack_spells.find(id); it != pack_spells.end()) spells.push_back(it->second.doc);
    if (!cards.empty()) texts.emplace_back("cards/" + manifest.name + ".json", writeQuest(ojson{{"cards", cards}}));
    if (!spells.empty()) texts.emplace_back("spells/" + manifest.name + ".json", writeQuest(ojson{{"spells", spells}}));
    texts.emplace_back("pack.json", writeQuest(ojson{{"name", manifest.name},
                                                     {"author", manifest.author},
                                                     {"version", manifest.version},
                                                     {"licence", manifest.licence}}));
    for (const auto& [from, rel] : pictures) texts.emplace_back(rel, readText(from));

    for (const auto& [rel, text] : texts) {
        const fs::path to = out / rel;
        fs::create_directories(to.parent_path(), ec);
        std::string error;
        if (!writeFileAtomically(to.string(), text, &error)) {
            r.error = error;
            return r;
        }
        r.files.push_back(rel);
    }
    std::sort(r.files.begin(), r.files.end());
    r.files.erase(std::unique(r.files.begin(), r.files.end()), r.files.end());
    r.folder = out_dir;
    r.ok = true;
    return r;
}

int runPackImport(const std::string& source_dir, const std::string& data_dir, const std::string& user_dir,
                  std::ostream& out, std::ostream& err) {
    const PackResult r = importPack(source_dir, data_dir, user_dir);
    if (!r.ok) {
        err << "pack import: " << r.error << '\n';
        return 1;
    }
    out << fmt::format("imported pack \"{}\" {} by {} ({}) into {}: {} file{}\n", r.manifest.name, r.manifest.version,
                       r.manifest.author, r.manifest.licence, r.folder, r.files.size(), r.files.size() == 1 ? "" : "s");
    return 0;
}

int runPackExport(const std::vector<std::string>& quest_ids, const PackManifest& manifest, const std::string& out_dir,
                  const std::string& data_dir, const std::string& user_dir, std::ostream& out, std::ostream& err) {
    const PackResult r = exportPack(quest_ids, manifest, out_dir, data_dir, user_dir);
    if (!r.ok) {
        err << "pack export: " << r.error << '\n';
        return 1;
    }
    out << fmt::format("exported pack \"{}\" into {}:", r.manifest.name, r.folder);
    for (const std::string& f : r.files) out << ' ' << f;
    out << '\n';
    return 0;
}

}  // namespace cata::content
