// The quest editor (editor_screen.h, docs/editor.md).
#include "cata/app/editor_screen.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/editor_balance.h"
#include "cata/app/group_screen.h"
#include "cata/app/map_preview.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/quest_edit.h"
#include "cata/content/quest_writer.h"
#include "cata/content/validate.h"

namespace cata::app {

namespace {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

constexpr int kMinSize = 5;
constexpr int kMaxSize = 64;   // docs/content-format.md "Limits"
constexpr int kMaxLock = 12;   // the highest lock difficulty the palette offers (R40)
constexpr int kBrushRows = 9;  // the palette's brushes, in two columns
constexpr int kStartMargin = 16;  // the start panel's inner margin (units)

const char* const kBrushKeys[kBrushCount] = {
    "editor.brush.floor",       "editor.brush.wall",        "editor.brush.door_open",     "editor.brush.door_closed",
    "editor.brush.door_locked", "editor.brush.secret_door", "editor.brush.rubble",        "editor.brush.lava",
    "editor.brush.trap",        "editor.brush.hidden_trap", "editor.brush.chest",         "editor.brush.chest_locked",
    "editor.brush.cell",        "editor.brush.barrel",      "editor.brush.reinforcement", "editor.brush.hero_zone",
    "editor.brush.no_zone",     "editor.brush.void",
};
const char* const kToolKeys[4] = {"editor.tool.pencil", "editor.tool.line", "editor.tool.rectangle",
                                  "editor.tool.fill"};

/// The tile a brush lays (nothing: a zone brush).
std::optional<TileKind> brushTile(Brush b) {
    switch (b) {
        case Brush::Floor:
            return TileKind::Floor;
        case Brush::Wall:
            return TileKind::Wall;
        case Brush::DoorOpen:
            return TileKind::DoorOpen;
        case Brush::DoorClosed:
            return TileKind::DoorClosed;
        case Brush::DoorLocked:
            return TileKind::DoorLocked;
        case Brush::SecretDoor:
            return TileKind::SecretDoor;
        case Brush::Rubble:
            return TileKind::Rubble;
        case Brush::Lava:
            return TileKind::Lava;
        case Brush::Trap:
            return TileKind::Trap;
        case Brush::HiddenTrap:
            return TileKind::HiddenTrap;
        case Brush::Chest:
            return TileKind::Chest;
        case Brush::ChestLocked:
            return TileKind::ChestLocked;
        case Brush::Cell:
            return TileKind::Cell;
        case Brush::Barrel:
            return TileKind::Barrel;
        case Brush::Reinforcement:
            return TileKind::Reinforcement;
        case Brush::Void:
            return TileKind::Void;
        case Brush::HeroZone:
        case Brush::NoZone:
            return std::nullopt;
    }
    return std::nullopt;
}

/// The object kind standing on a tile (a square outside the map: none).
std::optional<ObjectKind> objectOn(std::optional<TileKind> t) { return t ? objectKindOn(*t) : std::nullopt; }

bool lockedBrush(Brush b) { return b == Brush::DoorLocked || b == Brush::ChestLocked || b == Brush::Cell; }

std::string readText(const std::string& path, bool* ok) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    *ok = static_cast<bool>(in) || in.eof();
    return s.str();
}

/// Sets character `x` of map row `y` of `doc[key]` to `ch` (rows padded with `pad`).
void setRowChar(ojson& doc, const char* key, Pos p, const std::string& ch, const std::string& pad) {
    ojson& rows = doc[key];
    if (!rows.is_array()) rows = ojson::array();
    while (static_cast<int>(rows.size()) <= p.y) rows.push_back("");
    ojson& row = rows[static_cast<std::size_t>(p.y)];
    std::vector<std::string> chars =
        content::mapRowCharacters(row.is_string() ? row.get<std::string>() : std::string());
    while (static_cast<int>(chars.size()) <= p.x) chars.push_back(pad);
    chars[static_cast<std::size_t>(p.x)] = ch;
    std::string s;
    for (const auto& c : chars) s += c;
    row = s;
}

bool atSquare(const ojson& entry, Pos p) {
    if (!entry.is_object()) return false;
    const auto at = entry.find("at");
    return at != entry.end() && at->is_array() && at->size() == 2 && (*at)[0].is_number_integer() &&
           (*at)[1].is_number_integer() && (*at)[0].get<int>() == p.x && (*at)[1].get<int>() == p.y;
}

/// The square a diagnostic names: a map row's character, an `objects` entry's square, else a
/// "[x, y]" in its message.
std::optional<Pos> squareOf(const content::Diagnostic& d, const ojson& doc, const std::vector<std::string>& lines) {
    static const std::regex row(R"(^/(terrain|zone_map)/(\d+)$)");
    static const std::regex object(R"(^/objects/(\d+)(/.*)?$)");
    static const std::regex square(R"(\[(\d+), (\d+)\])");
    std::smatch m;
    if (std::regex_match(d.pointer, m, row) && d.line >= 1 && d.line <= static_cast<int>(lines.size())) {
        const std::string& line = lines[static_cast<std::size_t>(d.line - 1)];
        const auto quote = line.find('"');
        if (quote != std::string::npos && d.column > static_cast<int>(quote) + 1)
            return Pos{d.column - static_cast<int>(quote) - 2, std::stoi(m[2].str())};
        return Pos{0, std::stoi(m[2].str())};
    }
    if (std::regex_match(d.pointer, m, object)) {
        const auto i = static_cast<std::size_t>(std::stoul(m[1].str()));
        const auto objects = doc.find("objects");
        if (objects != doc.end() && objects->is_array() && i < objects->size()) {
            const ojson& at = (*objects)[i].value("at", ojson());
            if (at.is_array() && at.size() == 2 && at[0].is_number_integer() && at[1].is_number_integer())
                return Pos{at[0].get<int>(), at[1].get<int>()};
        }
    }
    if (std::regex_search(d.message, m, square)) return Pos{std::stoi(m[1].str()), std::stoi(m[2].str())};
    return std::nullopt;
}

/// `s` at `size` (smaller, then cut with an ellipsis, when it does not fit `width`).
int fitted(Painter& p, Face face, int size, const std::string& s, SDL_Color c, int x, int y, int width,
           Align align = Align::Left) {
    const std::string t = fitText(p, face, size, std::min(size, 11), s, width);
    return p.text(face, size, t, c, x, y, align);
}

/// A problem's lines at `width`: wrapped at spaces, and a JSON pointer longer than a line
/// ("/special_actions/0/where/adjacent_to:") broken before its slashes, the last piece cut with
/// an ellipsis if even that is too wide.
std::vector<std::string> problemLines(Painter& p, int size, const std::string& text, int width) {
    std::vector<std::string> out;
    for (const std::string& line : p.text().wrap(Face::Regular, size, text, width)) {
        if (p.text().width(Face::Regular, size, line) <= width) {
            out.push_back(line);
            continue;
        }
        std::string cur;
        for (std::size_t at = 0; at < line.size();) {
            const std::size_t next = line.find('/', at + 1);
            const std::string piece = line.substr(at, next == std::string::npos ? std::string::npos : next - at);
            if (!cur.empty() && p.text().width(Face::Regular, size, cur + piece) > width) {
                out.push_back(cur);
                cur.clear();
            }
            cur += piece;
            at = next == std::string::npos ? line.size() : next;
        }
        if (!cur.empty()) out.push_back(cur);
    }
    for (std::string& l : out) {
        int fit = size;
        if (p.text().width(Face::Regular, size, l) > width) l = fitText(p, Face::Regular, fit, size, l, width);
    }
    return out;
}

}  // namespace

EditorScreen::EditorScreen(App& app) : Screen(app), forms_(std::make_unique<EditorForms>(app, *this)) {
    listOpenable();
}

void EditorScreen::activated() {
    asking_reload_ = false;  // the reload question answered (editor_reload.cpp)
    if (!doc_) listOpenable();
    app_.redraw();
}

void EditorScreen::listOpenable() {
    openable_.clear();
    openable_names_.clear();
    const content::ContentLibrary& lib = app_.quests().library;
    std::vector<std::pair<std::string, std::string>> shipped, user;  // name, path
    for (const QuestDef& q : lib.quests) {
        if (app_.quests().isLesson(q.id)) continue;
        const auto file = lib.quest_files.find(q.id);
        if (file == lib.quest_files.end()) continue;
        const std::string origin = lib.origin(file->second);
        if (!origin.empty() && origin != "user") continue;  // a pack's quests stay the pack's
        const fs::path path =
            fs::path(file->second).is_absolute() ? fs::path(file->second) : fs::path(app_.dataDir()) / file->second;
        const std::string name = app_.strings().format(origin.empty() ? "editor.open.shipped" : "editor.open.user",
                                                       q.number, q.title.in(app_.settings().language));
        (origin.empty() ? shipped : user).emplace_back(name, path.string());
    }
    for (const auto& [file, problems] : lib.broken_quests) {
        if (lib.origin(file) != "user") continue;  // the player's broken quests, to mend them
        user.emplace_back(app_.strings().format("editor.open.broken", fs::path(file).filename().string()), file);
    }
    for (auto* list : {&shipped, &user})
        for (auto& [name, path] : *list) {
            openable_names_.push_back(name);
            openable_.push_back(path);
        }
}

void EditorScreen::newQuest(int width, int height) {
    width = std::clamp(width, kMinSize, kMaxSize);
    height = std::clamp(height, kMinSize, kMaxSize);
    // An id no quest has yet (shipped, the player's, a pack's) nor a file of the user folder.
    const content::ContentLibrary& lib = app_.quests().library;
    const fs::path folder = app_.userDir() / "quests";
    std::string id = "my_quest";
    for (int n = 2; lib.quest(id) || fs::exists(folder / (id + ".json")); ++n) id = "my_quest_" + std::to_string(n);
    ojson doc = ojson::object();
    doc["id"] = id;
    doc["number"] = 100;
    doc["title"] = {{"en", app_.strings().get("editor.new.title")}, {"fr", "Ma quête"}};
    doc["introduction"] = {{"en", "Write the introduction here."}, {"fr", "Écrivez l'introduction ici."}};
    doc["objective"] = {{"en", "Leave the catacombs through their entry."},
                        {"fr", "Sortez des catacombes par leur entrée."}};
    doc["turn_limit"] = 30;
    ojson terrain = ojson::array(), zones = ojson::array();
    for (int y = 0; y < height; ++y) {
        const bool edge = y == 0 || y == height - 1;
        terrain.push_back(edge ? std::string(static_cast<std::size_t>(width), '#')
                               : "#" + std::string(static_cast<std::size_t>(width - 2), '.') + "#");
        zones.push_back(std::string(static_cast<std::size_t>(width), '.'));
    }
    doc["terrain"] = terrain;
    doc["zone_map"] = zones;
    doc["zones"] = ojson::array();
    doc["hero_zone"] = "heroes_entry";
    doc["victory"] = ojson::array({ojson{{"type", "all_heroes_out"}, {"zone", "heroes_entry"}}});
    doc_ = std::move(doc);
    path_ = (folder / (id + ".json")).string();
    saved_text_.clear();
    disk_stamp_.reset();
    selection_.reset();
    undo_.clear();
    redo_.clear();
    cursor_ = Pos{1, 1};
    zone_brush_.clear();
    forms_->show(false);
    status_ = app_.strings().format("editor.status.new", width, height);
    revalidate();
    app_.redraw();
}

bool EditorScreen::open(const std::string& path) {
    bool ok = false;
    const std::string text = readText(path, &ok);
    ojson doc;
    try {
        doc = ojson::parse(text);
    } catch (const nlohmann::json::exception& e) {
        status_ = app_.strings().format("editor.status.unreadable", path, e.what());
        app_.redraw();
        return false;
    }
    if (!ok || !doc.is_object()) {
        status_ = app_.strings().format("editor.status.unreadable", path, "not a quest");
        app_.redraw();
        return false;
    }
    const fs::path folder = app_.userDir() / "quests";
    std::error_code ec;
    const bool user = fs::weakly_canonical(fs::path(path), ec).parent_path() == fs::weakly_canonical(folder, ec);
    if (user) {
        path_ = path;
        saved_text_ = text;
        noteDisk();
        status_ = app_.strings().format("editor.status.opened", fs::path(path).filename().string());
    } else {
        // A shipped quest stays read-only: its copy goes to the user folder under a new id.
        const std::string base = doc.value("id", std::string("quest")) + "_copy";
        std::string id = base;
        const content::ContentLibrary& lib = app_.quests().library;
        for (int n = 2; lib.quest(id) || fs::exists(folder / (id + ".json")); ++n) id = base + "_" + std::to_string(n);
        doc["id"] = id;
        content::eraseMember(doc, "$schema");  // the schema's path is relative to the shipped folder
        path_ = (folder / (id + ".json")).string();
        saved_text_.clear();
        disk_stamp_.reset();
        status_ = app_.strings().format("editor.status.copied", fs::path(path).filename().string(), id + ".json");
    }
    doc_ = std::move(doc);
    selection_.reset();
    undo_.clear();
    redo_.clear();
    cursor_ = Pos{1, 1};
    zone_brush_.clear();
    forms_->show(false);
    revalidate();
    app_.redraw();
    return true;
}

std::string EditorScreen::text() const { return doc_ ? content::writeQuest(*doc_) : std::string(); }

bool EditorScreen::dirty() const { return doc_ && text() != saved_text_; }

void EditorScreen::setBrush(Brush b) {
    brush_ = b;
    zone_brush_.clear();
    app_.redraw();
}

void EditorScreen::setTool(Tool t) {
    tool_ = t;
    app_.redraw();
}

std::string EditorScreen::charAt(Pos p) const {
    if (!doc_) return {};
    const auto rows = doc_->find("terrain");
    if (rows == doc_->end() || !rows->is_array() || p.y < 0 || p.y >= static_cast<int>(rows->size())) return {};
    const ojson& row = (*rows)[static_cast<std::size_t>(p.y)];
    if (!row.is_string()) return {};
    const auto chars = content::mapRowCharacters(row.get<std::string>());
    return p.x >= 0 && p.x < static_cast<int>(chars.size()) ? chars[static_cast<std::size_t>(p.x)] : std::string();
}

char EditorScreen::zoneAt(Pos p) const {
    if (!doc_) return '.';
    const auto rows = doc_->find("zone_map");
    if (rows == doc_->end() || !rows->is_array() || p.y < 0 || p.y >= static_cast<int>(rows->size())) return '.';
    const ojson& row = (*rows)[static_cast<std::size_t>(p.y)];
    if (!row.is_string()) return '.';
    const std::string s = row.get<std::string>();
    return p.x >= 0 && p.x < static_cast<int>(s.size()) ? s[static_cast<std::size_t>(p.x)] : '.';
}

void EditorScreen::applyBrush(ojson& doc, Pos p) const {
    const QuestDef map = content::questMapOf(doc);
    if (!map.inside(p)) return;
    if (brush_ == Brush::HeroZone || brush_ == Brush::NoZone || !zone_brush_.empty()) {
        std::string letter = zone_brush_.empty() ? "." : zone_brush_;  // a named zone (paintZone)
        if (brush_ == Brush::HeroZone && zone_brush_.empty()) {
            // The heroes' zone: the one hero_zone names, else a new one ("heroes_entry").
            std::string hero = doc.value("hero_zone", std::string());
            if (hero.empty()) hero = "heroes_entry";
            doc["hero_zone"] = hero;
            if (!doc["zones"].is_array()) doc["zones"] = ojson::array();
            std::set<std::string> used;
            for (const ojson& z : doc["zones"]) {
                if (!z.is_object()) continue;
                const std::string l = z.value("letter", std::string());
                used.insert(l);
                if (z.value("id", std::string()) == hero) letter = l;
            }
            if (letter == ".") {
                for (char c = 'A'; c <= 'Z' && letter == "."; ++c)
                    if (!used.count(std::string(1, c))) letter = std::string(1, c);
                doc["zones"].push_back(ojson{{"letter", letter},
                                             {"id", hero},
                                             {"name", {{"en", "The heroes' entry"}, {"fr", "L'entrée des héros"}}}});
            }
        }
        if (!doc["zone_map"].is_array()) doc["zone_map"] = ojson::array();
        while (static_cast<int>(doc["zone_map"].size()) < map.height)
            doc["zone_map"].push_back(std::string(static_cast<std::size_t>(map.width), '.'));
        setRowChar(doc, "zone_map", p, letter, ".");
        return;
    }
    const TileKind kind = *brushTile(brush_);
    const std::optional<ObjectKind> was = objectOn(map.tile(p));
    const std::optional<ObjectKind> now = objectOn(kind);
    setRowChar(doc, "terrain", p, std::string(1, content::defaultMapChar(kind)), " ");
    // The objects entries of the square go with its object (another kind, or none).
    ojson* objects = doc.contains("objects") && doc["objects"].is_array() ? &doc["objects"] : nullptr;
    ojson* kept = nullptr;
    if (objects) {
        for (std::size_t i = objects->size(); i-- > 0;) {
            if (!atSquare((*objects)[i], p)) continue;
            if (was != now || !now)
                objects->erase(objects->begin() + static_cast<std::ptrdiff_t>(i));
            else
                kept = &(*objects)[i];
        }
    }
    if (!now) return;
    if (lockedBrush(brush_)) {
        if (!kept) {
            if (!objects) {
                doc["objects"] = ojson::array();
                objects = &doc["objects"];
            }
            objects->push_back(
                ojson{{"id", std::string(objectKindKey(*now)) + "_" + std::to_string(p.x) + "_" + std::to_string(p.y)},
                      {"at", {p.x, p.y}}});
            kept = &objects->back();
        }
        (*kept)["lock_difficulty"] = lock_difficulty_;
    } else if (kept && kept->contains("lock_difficulty")) {
        kept->erase("lock_difficulty");  // not locked any more: the ruleset's default again
    }
}

void EditorScreen::paint(const std::vector<Pos>& squares) {
    if (!doc_) return;
    const ojson before = *doc_;
    for (Pos p : squares) applyBrush(*doc_, p);
    commitEdit(before);
}

void EditorScreen::commitEdit(const ojson& before) {
    merge_.clear();
    if (*doc_ == before) return;
    undo_.push_back(before);
    redo_.clear();
    revalidate();
    app_.redraw();
}

bool EditorScreen::undo() { return stepHistory(undo_, redo_); }

bool EditorScreen::redo() { return stepHistory(redo_, undo_); }

bool EditorScreen::stepHistory(std::vector<ojson>& from, std::vector<ojson>& to) {
    if (!doc_ || from.empty()) return false;
    merge_.clear();
    to.push_back(*doc_);
    doc_ = std::move(from.back());
    from.pop_back();
    revalidate();
    app_.redraw();
    return true;
}

void EditorScreen::revalidate() {
    problems_.clear();
    selected_problem_ = -1;
    if (!doc_) return;
    const std::string t = text();
    std::vector<std::string> lines;
    std::istringstream in(t);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    // `catakombes validate`'s own checks on the document as it would be saved (validate.h).
    if (!checker_)
        checker_ = std::make_shared<const content::QuestTextChecker>(app_.dataDir(), app_.userDir().string());
    const content::ValidationResult r = checker_->check(fs::path(path_).filename().string(), t);
    for (const content::Diagnostic& d : r.diagnostics) {
        EditorProblem e;
        e.diagnostic = d;
        e.text = (d.pointer.empty() ? std::string("/") : d.pointer) + ": " + d.message;
        e.square = squareOf(d, *doc_, lines);
        problems_.push_back(std::move(e));
    }
    problem_scroll_ = std::min(problem_scroll_, std::max(0, static_cast<int>(problems_.size()) - 1));
}

void EditorScreen::selectProblem(int index) {
    if (index < 0 || index >= static_cast<int>(problems_.size())) return;
    selected_problem_ = index;
    const EditorProblem& problem = problems_[static_cast<std::size_t>(index)];
    const auto object_field = problem.diagnostic.pointer.rfind("/objects/", 0) == 0
                                  ? forms_->fieldFor(problem.diagnostic.pointer)
                                  : std::nullopt;
    if (object_field) {
        // An object's problem: its square, and its settings in the form (editor_forms.h).
        if (problem.square) cursor_ = *problem.square;
        forms_->focusField(*object_field);
    } else if (problem.square) {
        cursor_ = *problem.square;
        forms_->show(false);
    } else if (const auto field = forms_->fieldFor(problem.diagnostic.pointer)) {
        forms_->focusField(*field);  // a form field's problem: the form shows, the field chosen
    }
    app_.redraw();
}

bool EditorScreen::save() {
    if (!doc_) return false;
    std::error_code ec;
    fs::create_directories(fs::path(path_).parent_path(), ec);
    std::string error;
    if (!content::saveQuestFile(path_, *doc_, &error)) {
        status_ = app_.strings().format("editor.status.save_failed", error);
        app_.redraw();
        return false;
    }
    saved_text_ = text();
    noteDisk();
    // The game lists the quest as it is now (the New game screen below rebuilds its list).
    app_.reloadQuests();
    status_ = problems_.empty() ? app_.strings().format("editor.status.saved", fs::path(path_).filename().string())
                                : app_.strings().format("editor.status.saved_problems",
                                                        fs::path(path_).filename().string(), problems_.size());
    app_.redraw();
    return true;
}

bool EditorScreen::playTest() {
    if (!doc_) return false;
    if (!problems_.empty()) {
        status_ = app_.strings().format("editor.status.cannot_play", problems_.size());
        app_.redraw();
        return false;
    }
    app_.screens().push(std::make_unique<PlaytestScreen>(app_, *this));
    return true;
}

bool EditorScreen::playTest(const content::Players& players) {
    if (!doc_) return false;
    if (!problems_.empty()) {
        status_ = app_.strings().format("editor.status.cannot_play", problems_.size());
        app_.redraw();
        return false;
    }
    if (!save()) return false;
    // The quest as the game lists it now (the file just written, save() read the quests
    // again), then the game's own flow: the default groups placed by openDeployment,
    // hot-seat, over this screen.
    const std::string id = doc_->value("id", std::string());
    const QuestDef* quest = app_.quests().library.quest(id);
    if (!quest) {
        std::string why = app_.questGone(id);
        status_ = app_.strings().format("editor.status.play_failed", why.empty() ? id : why);
        app_.redraw();
        return false;
    }
    GameChoice choice;
    choice.quest = quest;
    choice.players = players;
    choice.budget = quest->budget;
    choice.seed = app_.entropy();
    choice.hand_off = false;  // the author plays both sides
    choice.playtest = true;   // the game menu offers "Save position as puzzle" (puzzle_save.h)
    std::string error;
    if (!openDeployment(app_, choice, std::nullopt, std::nullopt, {}, &error)) {
        status_ = app_.strings().format("editor.status.play_failed", error);
        app_.redraw();
        return false;
    }
    status_ = app_.tr("editor.status.played");
    return true;
}

bool EditorScreen::balanceCheck() {
    if (!doc_) return false;
    if (!problems_.empty()) {
        status_ = app_.strings().format("editor.status.balance_problems", problems_.size());
        app_.redraw();
        return false;
    }
    const std::string& lang = app_.settings().language;
    const ojson& title = doc_->value("title", ojson());
    const std::string name = title.is_object() ? title.value(lang, title.value("en", std::string())) : std::string();
    app_.screens().push(std::make_unique<BalanceScreen>(app_, text(), name));
    return true;
}

// ---- Geometry ----

EditorScreen::Layout EditorScreen::layout() const {
    const Painter& p = app_.painter();
    const int w = app_.width();
    const int m = p.px(10);
    Layout l;
    const int bh = p.px(32);
    const int buttons_y = hintTop(p) - p.px(8) - bh;
    const int top = m + p.text().lineHeight(Face::Bold, p.px(18)) + p.px(6);
    // The bottom row: Undo, Redo, Save, Play-test, Balance, Back.
    const int bw = std::min(p.px(130), (w - 2 * m - 5 * p.px(10)) / 6);
    const int row_w = 6 * bw + 5 * p.px(10);
    int x = (w - row_w) / 2;
    for (Rect* r : {&l.undo, &l.redo, &l.save, &l.play, &l.balance, &l.back}) {
        *r = Rect{x, buttons_y, bw, bh};
        x += bw + p.px(10);
    }
    const int bottom = buttons_y - p.px(8);
    l.palette = Rect{m, top, std::min(p.px(236), w / 4), bottom - top};
    l.side = Rect{w - m - std::min(p.px(300), w / 4), top, std::min(p.px(300), w / 4), bottom - top};
    l.map_area = Rect{l.palette.right() + m, top, l.side.x - m - l.palette.right() - m, bottom - top};
    // The tabs above it: the map, or the quest's forms (editor_forms.h).
    const int tab_h = std::max(p.px(24), p.text().lineHeight(Face::Bold, std::max(10, p.px(13))) + 6);
    const int tab_w = std::min(p.px(130), (l.map_area.w - p.px(6)) / 2);
    l.map_tab = Rect{l.map_area.x, top, tab_w, tab_h};
    l.quest_tab = Rect{l.map_tab.right() + p.px(6), top, tab_w, tab_h};
    l.map_area.y += tab_h + p.px(4);
    l.map_area.h -= tab_h + p.px(4);
    const int pad = p.px(8);
    const int label_h = p.text().lineHeight(Face::Bold, p.px(14));
    const int inner_w = l.palette.w - 2 * pad;
    const int tool_w = (inner_w - 3 * p.px(4)) / 4;
    const int tool_y = l.palette.y + pad + label_h + p.px(2);
    const int tool_h = p.px(26);
    for (int i = 0; i < 4; ++i)
        l.tools.push_back(Rect{l.palette.x + pad + i * (tool_w + p.px(4)), tool_y, tool_w, tool_h});
    const int brush_top = tool_y + tool_h + p.px(8) + label_h + p.px(2);
    const int lock_h = p.text().lineHeight(Face::Regular, p.px(13)) + p.px(6);
    const int room = l.palette.bottom() - pad - lock_h - brush_top;
    const int brush_h = std::max(p.px(14), std::min(p.px(28), room / kBrushRows));
    const int col_w = (inner_w - p.px(4)) / 2;
    for (int i = 0; i < kBrushCount; ++i)
        l.brushes.push_back(Rect{l.palette.x + pad + (i / kBrushRows) * (col_w + p.px(4)),
                                 brush_top + (i % kBrushRows) * brush_h, col_w, brush_h - p.px(3)});
    // The start panel.
    const MenuFrame frame = menuFrame(p);
    const int sw = std::min(w - 2 * m, p.px(620));
    l.start = Rect{(w - sw) / 2, frame.top + p.px(6), sw, frame.bottom - frame.top - p.px(6)};
    // The start panel's inner margin, kept by everything in it (the Create button too, at the
    // right edge), clear of drawPanel's inner line.
    const int inner = p.px(kStartMargin);
    const int row_h = p.px(34);
    const int sy = l.start.y + inner + label_h + p.px(4);
    const int small = p.px(30);
    // Width: − 12 +   Height: − 10 +   then Create, on the row when it fits, else under it.
    const int label_size = p.px(15);
    const int width_label = p.text().width(Face::Regular, label_size, app_.tr("editor.new.width"));
    const int height_label = p.text().width(Face::Regular, label_size, app_.tr("editor.new.height"));
    const int number_w = p.px(60);
    int sx = l.start.x + inner + width_label + p.px(8);
    l.width_minus = Rect{sx, sy, small, row_h};
    l.width_plus = Rect{sx + small + number_w, sy, small, row_h};
    sx = l.width_plus.right() + p.px(20) + height_label + p.px(8);
    l.height_minus = Rect{sx, sy, small, row_h};
    l.height_plus = Rect{sx + small + number_w, sy, small, row_h};
    const int create_w = std::max(
        p.px(120),
        p.text().width(Face::Bold, std::max(10, p.px(20)), stripShortcut(app_.tr("editor.new.create"))) + p.px(24));
    int create_y = sy;
    if (l.height_plus.right() + p.px(16) + create_w > l.start.right() - inner) create_y = sy + row_h + p.px(8);
    l.new_quest = Rect{l.start.right() - inner - create_w, create_y, create_w, row_h};
    const int list_top = l.new_quest.bottom() + p.px(12) + label_h + p.px(4);
    const int open_h = p.px(30);
    for (int i = 0; list_top + (i + 1) * open_h <= l.start.bottom() - inner; ++i)
        l.open_rows.push_back(Rect{l.start.x + inner, list_top + i * open_h, l.start.w - 2 * inner, open_h - p.px(2)});
    layoutRegion(l);
    return l;
}

std::optional<Pos> EditorScreen::squareAt(int x, int y) const {
    if (cell_ <= 0 || !map_rect_.contains(x, y)) return std::nullopt;
    return Pos{(x - map_rect_.x) / cell_, (y - map_rect_.y) / cell_};
}

Rect EditorScreen::squareRect(Pos p) const {
    return Rect{map_rect_.x + p.x * cell_, map_rect_.y + p.y * cell_, cell_, cell_};
}

std::string EditorScreen::brushLabel(Brush b) const {
    const int i = static_cast<int>(b);
    const std::string name = app_.tr(kBrushKeys[i]);
    return i < 10 ? std::to_string((i + 1) % 10) + "  " + name : name;
}

// ---- Drawing ----

void EditorScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    const Layout l = layout();
    if (!doc_)
        drawStart(p, l);
    else
        drawEditor(p, l);
}

void EditorScreen::drawStart(Painter& p, const Layout& l) {
    drawHeading(p, app_.tr("editor.heading"), menuFrame(p).heading_y);
    drawPanel(p, l.start);
    const int pad = p.px(kStartMargin);
    fitted(p, Face::Bold, p.px(14), app_.tr("editor.new.heading"), theme().gold, l.start.x + pad, l.start.y + pad,
           l.start.w - 2 * pad);
    const int ty = l.width_minus.y + (l.width_minus.h - p.text().lineHeight(Face::Regular, p.px(15))) / 2;
    p.text(Face::Regular, p.px(15), app_.tr("editor.new.width"), theme().bone, l.width_minus.x - p.px(8), ty,
           Align::Right);
    p.text(Face::Regular, p.px(15), std::to_string(new_w_), theme().gold_bright,
           (l.width_minus.right() + l.width_plus.x) / 2, ty, Align::Center);
    p.text(Face::Regular, p.px(15), app_.tr("editor.new.height"), theme().bone, l.height_minus.x - p.px(8), ty,
           Align::Right);
    p.text(Face::Regular, p.px(15), std::to_string(new_h_), theme().gold_bright,
           (l.height_minus.right() + l.height_plus.x) / 2, ty, Align::Center);
    drawButton(p, Button{l.width_minus, "-"}, false);
    drawButton(p, Button{l.width_plus, "+"}, false);
    drawButton(p, Button{l.height_minus, "-"}, false);
    drawButton(p, Button{l.height_plus, "+"}, false);
    drawButton(p, Button{l.new_quest, app_.tr("editor.new.create")}, true);
    const int list_label_y = l.new_quest.bottom() + p.px(12);
    fitted(p, Face::Bold, p.px(14), app_.tr("editor.open.heading"), theme().gold, l.start.x + pad, list_label_y,
           l.start.w - 2 * pad);
    for (std::size_t i = 0; i < l.open_rows.size(); ++i) {
        const std::size_t k = i + static_cast<std::size_t>(open_scroll_);
        if (k >= openable_names_.size()) break;
        const Rect& r = l.open_rows[i];
        const bool chosen = static_cast<int>(k) == open_selected_;
        p.fill(r, chosen ? theme().row_on : theme().row);
        if (chosen) p.outline(r, theme().cursor, std::max(1, p.px(2)));
        const int size = p.px(15);
        fitted(p, Face::Regular, size, openable_names_[k], theme().bone, r.x + p.px(8),
               r.y + (r.h - p.text().lineHeight(Face::Regular, size)) / 2, r.w - p.px(16));
    }
    if (!status_.empty())
        fitted(p, Face::Regular, p.px(14), status_, theme().error, l.start.x + pad, l.start.bottom() + p.px(4),
               l.start.w - 2 * pad);
    drawHint(p, app_.tr("editor.start.hint"));
}

std::string EditorScreen::heading() const {
    if (!doc_) return {};
    const ojson& doc = *doc_;
    const std::string& lang = app_.settings().language;
    std::string title;
    if (const auto t = doc.find("title"); t != doc.end() && t->is_object()) {
        const auto in = t->find(lang);
        const auto en = t->find("en");
        if (in != t->end() && in->is_string())
            title = in->get<std::string>();
        else if (en != t->end() && en->is_string())
            title = en->get<std::string>();
    }
    const std::string file = fs::path(path_).filename().string();
    // A quest without a title yet (a broken one opened to mend it): the file's name alone.
    return title.empty() ? app_.strings().format("editor.title.untitled", file, dirty() ? " *" : "")
                         : app_.strings().format("editor.title", title, file, dirty() ? " *" : "");
}

void EditorScreen::drawEditor(Painter& p, const Layout& l) {
    const ojson& doc = *doc_;
    {
        int size = p.px(18);
        const std::string heading =
            fitText(p, Face::Bold, size, std::min(size, 11), this->heading(), p.width() - p.px(20));
        p.shadowedText(Face::Bold, size, heading, theme().gold, p.width() / 2, p.px(10), Align::Center);
    }

    // The palette: tools, then brushes (the selected ones lit), then the lock difficulty.
    drawPanel(p, l.palette);
    const int pad = p.px(8);
    fitted(p, Face::Bold, p.px(14), app_.tr("editor.tools"), theme().gold, l.palette.x + pad, l.palette.y + pad,
           l.palette.w - 2 * pad);
    {
        // One size for every label of the palette, tools and brushes alike: the largest (up to
        // 20 units) at which each fits its button, so the palette reads evenly in every
        // language and at every UI scale (a label still too long at 10 pixels is cut).
        std::vector<std::pair<Rect, std::string>> labels;
        for (int i = 0; i < 4; ++i)
            labels.emplace_back(l.tools[static_cast<std::size_t>(i)], stripShortcut(app_.tr(kToolKeys[i])));
        for (int i = 0; i < kBrushCount; ++i)
            labels.emplace_back(l.brushes[static_cast<std::size_t>(i)],
                                stripShortcut(brushLabel(static_cast<Brush>(i))));
        int size = p.px(20);
        const auto fits = [&](int sz) {
            for (const auto& [r, label] : labels)
                if (p.text().lineHeight(Face::Bold, sz) > r.h - 2 ||
                    p.text().width(Face::Bold, sz, label) > r.w - p.px(12))
                    return false;
            return true;
        };
        while (size > 10 && !fits(size)) --size;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const auto& [r, label] = labels[i];
            const bool lit = i < 4 ? static_cast<int>(tool_) == static_cast<int>(i)
                                   : static_cast<int>(brush_) == static_cast<int>(i - 4) && zone_brush_.empty();
            drawButton(p, Button{r, ""}, lit);  // the frame; the label at the common size
            int sz = size;
            const std::string shown = fitText(p, Face::Bold, sz, sz, label, r.w - p.px(12));
            p.shadowedText(Face::Bold, size, shown, lit ? theme().gold_bright : theme().bone, r.centerX(),
                           r.y + (r.h - p.text().lineHeight(Face::Bold, size)) / 2, Align::Center);
        }
    }
    fitted(p, Face::Bold, p.px(14), app_.tr("editor.brushes"), theme().gold, l.palette.x + pad,
           l.tools[0].bottom() + p.px(8), l.palette.w - 2 * pad);
    fitted(p, Face::Regular, p.px(13), app_.strings().format("editor.lock", lock_difficulty_), theme().bone,
           l.palette.x + pad, l.brushes[kBrushRows - 1].bottom() + p.px(6), l.palette.w - 2 * pad);

    // The map, as the Master sees it (hidden traps shown), with the cursor and the problem's square.
    if (!textures_)
        textures_ =
            std::make_unique<TextureCache>(p.renderer(), app_.dataDir() + "/assets",
                                           [this](const std::string& problem) { app_.reportAssetProblem(problem); });
    const QuestDef map = content::questMapOf(doc);
    const int status_h = p.text().lineHeight(Face::Regular, p.px(14)) + p.px(6);
    const Rect area{l.map_area.x, l.map_area.y, l.map_area.w, l.map_area.h - status_h};
    drawButton(p, Button{l.map_tab, app_.tr("forms.tab.map")}, !forms_->shown());
    drawButton(p, Button{l.quest_tab, app_.tr("forms.tab.quest")}, forms_->shown());
    if (forms_->shown()) {
        forms_->draw(p, area);
        map_rect_ = Rect{};  // no squares under the pointer
    } else {
        map_rect_ = drawMapPreview(p, *textures_, map, area, Side::Master);
    }
    map_w_ = map.width;
    map_h_ = map.height;
    cell_ = map.width > 0 && !forms_->shown() ? map_rect_.w / map.width : 0;
    if (cell_ > 0) {
        if (selected_problem_ >= 0)
            if (const auto& sq = problems_[static_cast<std::size_t>(selected_problem_)].square; sq && map.inside(*sq))
                p.outline(squareRect(*sq), theme().error, std::max(2, cell_ / 8));
        if (map.inside(cursor_)) p.outline(squareRect(cursor_), theme().gold_bright, std::max(1, cell_ / 12));
    }
    if (!status_.empty()) {
        const SDL_Color c = status_.find('!') != std::string::npos ? theme().error : theme().bone;
        const auto lines = p.text().wrap(Face::Regular, p.px(14), status_, l.map_area.w);
        fitted(p, Face::Regular, p.px(14), status_, c, l.map_area.centerX(), area.bottom() + p.px(3), l.map_area.w,
               Align::Center);
    }

    // The live check's problems.
    drawPanel(p, l.side);
    const std::string heading = problems_.empty()       ? app_.tr("editor.problems.none")
                                : problems_.size() == 1 ? app_.tr("editor.problems.one")
                                                        : app_.strings().format("editor.problems", problems_.size());
    fitted(p, Face::Bold, p.px(14), heading, problems_.empty() ? theme().gold : theme().error, l.side.x + pad,
           l.side.y + pad, l.side.w - 2 * pad);
    int y = l.side.y + pad + p.text().lineHeight(Face::Bold, p.px(14)) + p.px(6);
    const int size = p.px(13);
    const int line_h = p.text().lineHeight(Face::Regular, size);
    problem_rows_.clear();
    for (int i = problem_scroll_; i < static_cast<int>(problems_.size()); ++i) {
        const auto lines =
            problemLines(p, size, problems_[static_cast<std::size_t>(i)].text, l.side.w - 2 * pad - p.px(6));
        const int h = static_cast<int>(lines.size()) * line_h + p.px(6);
        if (y + h > (l.region.empty() ? l.side.bottom() : l.region.front().y) - pad) break;
        const Rect row{l.side.x + pad, y, l.side.w - 2 * pad, h};
        if (i == selected_problem_) p.fill(row, theme().selection);
        int ly = y + p.px(3);
        for (const auto& s : lines) {
            p.text(Face::Regular, size, s, i == selected_problem_ ? theme().gold_bright : theme().error_dim,
                   row.x + p.px(3), ly);
            ly += line_h;
        }
        problem_rows_.emplace_back(i, row);
        y += h + p.px(2);
    }

    drawRegion(p, l);
    drawButton(p, Button{l.undo, app_.tr("editor.undo"), !undo_.empty()}, false);
    drawButton(p, Button{l.redo, app_.tr("editor.redo"), !redo_.empty()}, false);
    drawButton(p, Button{l.save, app_.tr("editor.save")}, false);
    drawButton(p, Button{l.play, app_.tr("editor.play"), problems_.empty()}, false);
    drawButton(p, Button{l.balance, app_.tr("editor.balance"), problems_.empty()}, false);
    drawButton(p, Button{l.back, app_.tr("common.back")}, false);
    drawHint(p, app_.tr(forms_->shown() ? "forms.hint" : "editor.hint"));
}

Rect EditorScreen::problemRect(int index) const {
    for (const auto& [i, r] : problem_rows_)
        if (i == index) return r;
    return Rect{};
}

// ---- Input ----

std::vector<Pos> EditorScreen::strokeSquares(Pos from, Pos to) const {
    std::vector<Pos> out;
    if (tool_ == Tool::Rectangle) {
        // The rectangle's outline (a room's walls); one square or one line when flat.
        const int x0 = std::min(from.x, to.x), x1 = std::max(from.x, to.x);
        const int y0 = std::min(from.y, to.y), y1 = std::max(from.y, to.y);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                if (x == x0 || x == x1 || y == y0 || y == y1) out.push_back(Pos{x, y});
        return out;
    }
    // A line of squares (Bresenham): the line tool, and the pencil between two pointer moves.
    int x = from.x, y = from.y;
    const int dx = std::abs(to.x - from.x), dy = -std::abs(to.y - from.y);
    const int sx = from.x < to.x ? 1 : -1, sy = from.y < to.y ? 1 : -1;
    int err = dx + dy;
    while (true) {
        out.push_back(Pos{x, y});
        if (x == to.x && y == to.y) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y += sy;
        }
    }
    return out;
}

std::vector<Pos> EditorScreen::fillSquares(Pos from) const {
    // The connected squares (4-neighbour) holding the same map character and zone letter.
    std::vector<Pos> out;
    const std::string ch = charAt(from);
    const char zone = zoneAt(from);
    const bool by_zone = brush_ == Brush::HeroZone || brush_ == Brush::NoZone || !zone_brush_.empty();
    std::set<Pos> seen{from};
    std::vector<Pos> todo{from};
    while (!todo.empty()) {
        const Pos q = todo.back();
        todo.pop_back();
        out.push_back(q);
        for (Pos d : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}}) {
            const Pos n = q + d;
            if (n.x < 0 || n.y < 0 || n.x >= map_w_ || n.y >= map_h_ || seen.count(n)) continue;
            if (charAt(n) != ch || (by_zone && zoneAt(n) != zone)) continue;
            seen.insert(n);
            todo.push_back(n);
        }
    }
    return out;
}

bool EditorScreen::clickStart(int x, int y) {
    const Layout l = layout();
    if (l.width_minus.contains(x, y))
        new_w_ = std::max(kMinSize, new_w_ - 1);
    else if (l.width_plus.contains(x, y))
        new_w_ = std::min(kMaxSize, new_w_ + 1);
    else if (l.height_minus.contains(x, y))
        new_h_ = std::max(kMinSize, new_h_ - 1);
    else if (l.height_plus.contains(x, y))
        new_h_ = std::min(kMaxSize, new_h_ + 1);
    else if (l.new_quest.contains(x, y))
        newQuest(new_w_, new_h_);
    else {
        for (std::size_t i = 0; i < l.open_rows.size(); ++i)
            if (l.open_rows[i].contains(x, y) && i + static_cast<std::size_t>(open_scroll_) < openable_.size()) {
                open(openable_[i + static_cast<std::size_t>(open_scroll_)]);
                return true;
            }
        return false;
    }
    app_.redraw();
    return true;
}

bool EditorScreen::click(int x, int y) {
    if (!doc_) return clickStart(x, y);
    const Layout l = layout();
    for (int i = 0; i < 4; ++i)
        if (l.tools[static_cast<std::size_t>(i)].contains(x, y)) {
            setTool(static_cast<Tool>(i));
            return true;
        }
    for (int i = 0; i < kBrushCount; ++i)
        if (l.brushes[static_cast<std::size_t>(i)].contains(x, y)) {
            setBrush(static_cast<Brush>(i));
            return true;
        }
    if (l.undo.contains(x, y)) return undo() || true;
    if (l.redo.contains(x, y)) return redo() || true;
    if (l.save.contains(x, y)) return save() || true;
    if (l.play.contains(x, y)) return playTest() || true;
    if (l.balance.contains(x, y)) return balanceCheck() || true;
    if (l.back.contains(x, y)) {
        back();
        return true;
    }
    if (l.map_tab.contains(x, y) || l.quest_tab.contains(x, y)) {
        forms_->show(l.quest_tab.contains(x, y));
        return true;
    }
    if (clickRegion(l, x, y)) return true;
    for (const auto& [i, r] : problem_rows_)
        if (r.contains(x, y)) {
            selectProblem(i);
            return true;
        }
    if (forms_->shown()) return forms_->click(x, y);
    if (const auto sq = squareAt(x, y)) {
        cursor_ = *sq;
        if (tool_ == Tool::Select) {
            // A region's rectangle, dragged (editor_region.cpp).
            selecting_ = true;
            select_anchor_ = *sq;
            select(content::areaBetween(*sq, *sq));
            return true;
        }
        if (tool_ == Tool::Fill) {
            paint(fillSquares(*sq));
            return true;
        }
        // A stroke: painted as the pointer moves, one undo step when the button is released.
        stroking_ = true;
        stroke_before_ = *doc_;
        stroke_from_ = stroke_last_ = *sq;
        applyBrush(*doc_, *sq);
        app_.redraw();
        return true;
    }
    return false;
}

bool EditorScreen::hover(int x, int y) {
    pointer_x_ = x;
    pointer_y_ = y;
    if (doc_ && selecting_ && select_anchor_) {
        if (const auto sq = squareAt(x, y); sq && *sq != cursor_) {
            cursor_ = *sq;
            select(content::areaBetween(*select_anchor_, *sq));
        }
        return true;
    }
    if (!doc_ || !stroking_) return false;
    const auto sq = squareAt(x, y);
    if (!sq || *sq == stroke_last_) return true;
    cursor_ = *sq;
    if (tool_ == Tool::Pencil) {
        for (Pos q : strokeSquares(stroke_last_, *sq)) applyBrush(*doc_, q);
    } else {
        // Line and rectangle: the shape from where the stroke began, drawn afresh.
        *doc_ = stroke_before_;
        for (Pos q : strokeSquares(stroke_from_, *sq)) applyBrush(*doc_, q);
    }
    stroke_last_ = *sq;
    app_.redraw();
    return true;
}

bool EditorScreen::otherEvent(const SDL_Event& event) {
    if (event.type == SDL_MOUSEBUTTONUP && event.button.button == SDL_BUTTON_LEFT && selecting_) {
        selecting_ = false;
        return true;
    }
    if (event.type == SDL_MOUSEBUTTONUP && event.button.button == SDL_BUTTON_LEFT && stroking_) {
        stroking_ = false;
        commitEdit(stroke_before_);
        return true;
    }
    return false;
}

bool EditorScreen::scroll(int dy) {
    if (!doc_) {
        open_scroll_ = std::clamp(open_scroll_ - dy, 0, std::max(0, static_cast<int>(openable_.size()) - 1));
    } else if (forms_->shown() && layout().map_area.contains(pointer_x_, pointer_y_)) {
        return forms_->scroll(dy);
    } else {
        problem_scroll_ = std::clamp(problem_scroll_ - dy, 0, std::max(0, static_cast<int>(problems_.size()) - 1));
    }
    app_.redraw();
    return true;
}

bool EditorScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    const bool ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    if (!doc_) {
        switch (key) {
            case SDLK_ESCAPE:
            case SDLK_BACKSPACE:
                app_.screens().pop(this);
                return true;
            case SDLK_RETURN:
            case SDLK_KP_ENTER:
                // The quest chosen by keys in the open list, else a new one.
                if (open_selected_ >= 0 && open_selected_ < static_cast<int>(openable_.size())) {
                    open(openable_[static_cast<std::size_t>(open_selected_)]);
                    return true;
                }
                newQuest(new_w_, new_h_);
                return true;
            case SDLK_n:
                newQuest(new_w_, new_h_);
                return true;
            case SDLK_TAB: {
                // Without a mouse: Tab / Shift+Tab choose a quest to open, kept in view.
                const int n = static_cast<int>(openable_.size());
                if (n == 0) return true;
                const int dir = (mod & KMOD_SHIFT) != 0 ? -1 : +1;
                open_selected_ = open_selected_ < 0 ? (dir > 0 ? 0 : n - 1) : (open_selected_ + dir + n) % n;
                const int rows = std::max(1, static_cast<int>(layout().open_rows.size()));
                if (open_selected_ < open_scroll_) open_scroll_ = open_selected_;
                if (open_selected_ >= open_scroll_ + rows) open_scroll_ = open_selected_ - rows + 1;
                break;
            }
            case SDLK_LEFT:
                new_w_ = std::max(kMinSize, new_w_ - 1);
                break;
            case SDLK_RIGHT:
                new_w_ = std::min(kMaxSize, new_w_ + 1);
                break;
            case SDLK_DOWN:
                new_h_ = std::max(kMinSize, new_h_ - 1);
                break;
            case SDLK_UP:
                new_h_ = std::min(kMaxSize, new_h_ + 1);
                break;
            default:
                return false;
        }
        app_.redraw();
        return true;
    }
    if (key == SDLK_F2) {
        forms_->show(!forms_->shown());
        return true;
    }
    if (forms_->key(key, mod)) return true;
    if (!forms_->shown() && regionKey(key, mod))
        return true;  // Ctrl+C / Ctrl+V, H, V, S, Shift+arrows (editor_region.cpp)
    if (ctrl) {
        switch (key) {
            case SDLK_z:
                return (mod & KMOD_SHIFT) != 0 ? redo() || true : undo() || true;
            case SDLK_y:
                return redo() || true;
            case SDLK_s:
                return save() || true;
            default:
                return false;
        }
    }
    if (forms_->shown() && key != SDLK_F5 && key != SDLK_ESCAPE) return true;  // the map's keys wait
    if (key >= SDLK_0 && key <= SDLK_9) {
        setBrush(static_cast<Brush>(key == SDLK_0 ? 9 : key - SDLK_1));
        return true;
    }
    const auto move = [&](int dx, int dy) {
        cursor_ = Pos{std::clamp(cursor_.x + dx, 0, std::max(0, map_w_ - 1)),
                      std::clamp(cursor_.y + dy, 0, std::max(0, map_h_ - 1))};
        app_.redraw();
        return true;
    };
    switch (key) {
        case SDLK_LEFT:
            return move(-1, 0);
        case SDLK_RIGHT:
            return move(1, 0);
        case SDLK_UP:
            return move(0, -1);
        case SDLK_DOWN:
            return move(0, 1);
        case SDLK_SPACE:
            paint(tool_ == Tool::Fill ? fillSquares(cursor_) : std::vector<Pos>{cursor_});
            return true;
        case SDLK_LEFTBRACKET:
            setBrush(static_cast<Brush>((static_cast<int>(brush_) + kBrushCount - 1) % kBrushCount));
            return true;
        case SDLK_RIGHTBRACKET:
            setBrush(static_cast<Brush>((static_cast<int>(brush_) + 1) % kBrushCount));
            return true;
        case SDLK_p:
            setTool(Tool::Pencil);
            return true;
        case SDLK_l:
            setTool(Tool::Line);
            return true;
        case SDLK_r:
            setTool(Tool::Rectangle);
            return true;
        case SDLK_f:
            setTool(Tool::Fill);
            return true;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS:
            lock_difficulty_ = std::min(kMaxLock, lock_difficulty_ + 1);
            app_.redraw();
            return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
            lock_difficulty_ = std::max(1, lock_difficulty_ - 1);
            app_.redraw();
            return true;
        case SDLK_F5:
            playTest();
            return true;
        case SDLK_b:
            balanceCheck();
            return true;
        case SDLK_o:
            // The settings of the object under the cursor (editor_forms.h).
            if (!forms_->showObject(cursor_)) {
                status_ = app_.strings().get("forms.status.no_object");
                app_.redraw();
            }
            return true;
        case SDLK_ESCAPE:
            back();
            return true;
        default:
            return false;
    }
}

}  // namespace cata::app
