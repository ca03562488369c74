// The quest editor's forms and its unsaved-changes question (editor_forms.h, docs/editor.md).
#include "cata/app/editor_forms.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/editor_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/quest_edit.h"
#include "cata/content/quest_writer.h"

namespace cata::app {

namespace {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;
using FieldKind = EditorForms::Kind;
using Field = EditorForms::Field;

// What the format offers (schemas/quest.schema.json, docs/content-format.md), the nested
// "all" / "any" left to hand edits (the form keeps them).
const std::vector<std::string> kConditionTypes = {
    "all_heroes_out",   "item_carried_out", "chest_opened",    "cell_opened",  "door_opened",
    "character_killed", "card_killed",      "all_heroes_down", "turn_reached", "special_action_succeeded"};
const std::vector<std::string> kCharacteristics = {"m_at",         "defence", "shoot",    "magic",   "strength",
                                                   "hp",           "will",    "charisma", "agility", "dexterity",
                                                   "intelligence", "destiny", "ap"};
const std::vector<std::string> kWhereKinds = {"anywhere", "adjacent_to", "same_zone_as", "in_zone"};
const std::vector<std::string> kEffectTypes = {"open", "give_item"};

/// The value at `pointer` in `doc` (null when there is none).
ojson valueAt(const ojson& doc, const std::string& pointer) {
    try {
        const ojson::json_pointer jp(pointer);
        if (doc.contains(jp)) return doc.at(jp);
    } catch (const nlohmann::json::exception&) {
    }
    return ojson();
}

std::string stringAt(const ojson& doc, const std::string& pointer) {
    const ojson v = valueAt(doc, pointer);
    return v.is_string() ? v.get<std::string>() : std::string();
}

/// The ids of the entries of array `key` of `doc` (zones, items, special actions).
std::vector<std::string> idsOf(const ojson& doc, const char* key) {
    std::vector<std::string> out;
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_array()) return out;
    for (const ojson& e : *it)
        if (e.is_object() && e.contains("id") && e["id"].is_string()) out.push_back(e["id"].get<std::string>());
    return out;
}

/// The ids of the map's objects of `kinds` (all kinds when empty): an `objects` entry's id at
/// the square, else `<kind>_<x>_<y>`, in reading order.
std::vector<std::string> objectIds(const ojson& doc, const std::set<ObjectKind>& kinds) {
    const QuestDef map = content::questMapOf(doc);
    std::vector<std::string> out;
    const auto entries = doc.find("objects");
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) {
            const auto k = objectKindOn(map.tile(Pos{x, y}));
            if (!k || (!kinds.empty() && !kinds.count(*k))) continue;
            std::string id = std::string(objectKindKey(*k)) + "_" + std::to_string(x) + "_" + std::to_string(y);
            if (entries != doc.end() && entries->is_array())
                for (const ojson& e : *entries) {
                    const ojson at = valueAt(e, "/at");
                    if (at.is_array() && at.size() == 2 && at[0] == x && at[1] == y && e.contains("id") &&
                        e["id"].is_string())
                        id = e["id"].get<std::string>();
                }
            out.push_back(id);
        }
    return out;
}

/// The card format's characteristics (schemas/cards.schema.json), in the card's order.
const std::vector<std::string> kCardCharacteristics = {"m_at",         "defence", "shoot",    "magic",   "strength",
                                                       "hp",           "will",    "charisma", "agility", "dexterity",
                                                       "intelligence", "destiny", "ap"};

/// Card `from` renamed `to` wherever the quest names it: the rosters' entries, conditions'
/// `card` (card_killed), the start position's characters.
void renameCard(ojson& node, const std::string& from, const std::string& to, bool roster = false) {
    if (node.is_array()) {
        for (ojson& v : node) {
            if (roster && v.is_string() && v == from)
                v = to;
            else
                renameCard(v, from, to);
        }
        return;
    }
    if (!node.is_object()) return;
    for (auto& [k, v] : node.items()) {
        if (k == "card" && v.is_string() && v == from)
            v = to;
        else if (k == "rosters" && v.is_object())
            for (auto& [side, list] : v.items()) renameCard(list, from, to, true);
        else if (k != "cards")  // the cards themselves
            renameCard(v, from, to);
    }
}

/// `from` renamed `to` wherever the quest names it: under the keys `names` (a string), or in the
/// arrays under `lists`; the list `own` (the entries themselves) is left alone.
void renameRefs(ojson& node, const std::string& from, const std::string& to, const std::set<std::string>& names,
                const std::set<std::string>& lists, const std::string& own) {
    if (node.is_array()) {
        for (ojson& v : node) renameRefs(v, from, to, names, lists, own);
        return;
    }
    if (!node.is_object()) return;
    for (auto& [k, v] : node.items()) {
        if (names.count(k) && v.is_string() && v == from) {
            v = to;
        } else if (lists.count(k) && v.is_array()) {
            for (ojson& e : v)
                if (e.is_string() && e == from) e = to;
        } else if (k != own) {
            renameRefs(v, from, to, names, lists, own);
        }
    }
}

/// Zone `from` renamed `to`: `hero_zone`, conditions' `zone`, special actions' `in_zone`.
void renameZone(ojson& doc, const std::string& from, const std::string& to) {
    renameRefs(doc, from, to, {"hero_zone", "zone", "in_zone"}, {}, "zones");
}

/// Quest item `from` renamed `to`: conditions' and effects' `item`, chests' `contains`, the start
/// position's `carrying`.
void renameItem(ojson& doc, const std::string& from, const std::string& to) {
    renameRefs(doc, from, to, {"item"}, {"contains", "carrying"}, "items");
}

/// Special action `from` renamed `to`: conditions' `action`.
void renameAction(ojson& doc, const std::string& from, const std::string& to) {
    renameRefs(doc, from, to, {"action"}, {}, "special_actions");
}

/// A board tooltip's lines as one sentence of help ("Will\nDice rolled…" → "Will — Dice rolled…").
std::string oneLine(std::string text) {
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at))
        text.replace(at, 1, " — ");
    return text;
}

/// The quest's own cards (its `cards`): id, English and French name, formation, in order.
struct InlineCard {
    std::string id, en, fr, formation;
};
std::vector<InlineCard> inlineCards(const ojson& doc) {
    std::vector<InlineCard> out;
    const auto list = doc.find("cards");
    if (list == doc.end() || !list->is_array()) return out;
    for (const ojson& c : *list) {
        if (!c.is_object()) continue;
        const std::string id = stringAt(c, "/id");
        if (id.empty()) continue;
        out.push_back({id, stringAt(c, "/name/en"), stringAt(c, "/name/fr"), stringAt(c, "/formation")});
    }
    return out;
}

/// The instance ids of the fixed rosters' characters (a card id, then <card>_2…, unless named).
std::vector<std::string> rosterIds(const ojson& doc) {
    std::vector<std::string> out;
    const auto rosters = doc.find("rosters");
    if (rosters == doc.end() || !rosters->is_object()) return out;
    std::set<std::string> seen;
    for (const char* side : {"heroes", "master"}) {
        const auto list = rosters->find(side);
        if (list == rosters->end() || !list->is_array()) continue;
        for (const ojson& e : *list) {
            std::string card, id;
            if (e.is_string()) card = e.get<std::string>();
            if (e.is_object()) {
                card = stringAt(e, "/card");
                id = stringAt(e, "/id");
            }
            if (id.empty()) {
                id = card;
                for (int n = 2; seen.count(id); ++n) id = card + "_" + std::to_string(n);
            }
            if (id.empty()) continue;
            seen.insert(id);
            out.push_back(id);
        }
    }
    return out;
}

/// The keys of `from` that are `//` comments, copied into `to` (a hand edit's notes survive).
void keepComments(const ojson& from, ojson& to) {
    if (!from.is_object()) return;
    for (const auto& [k, v] : from.items())
        if (k.rfind("//", 0) == 0) to[k] = v;
}

/// The byte ranges of `s` wrapped at `width` pixels (greedy, by words; a word wider than a
/// line is cut between characters). Every byte offset lies in one range (the spaces where a
/// line breaks end the line before).
std::vector<std::pair<std::size_t, std::size_t>> wrapRanges(const Painter& p, Face face, int size, const std::string& s,
                                                            int width) {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    TextRenderer& t = p.text();
    const auto fits = [&](std::size_t a, std::size_t b) {
        return b <= a || t.width(face, size, s.substr(a, b - a)) <= width;
    };
    const auto nextChar = [&](std::size_t i) {
        ++i;
        while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
        return i;
    };
    std::size_t start = 0;
    while (true) {
        if (fits(start, s.size())) {
            out.emplace_back(start, s.size());
            return out;
        }
        // The last space before which the line fits.
        std::size_t end = std::string::npos;
        for (std::size_t i = s.find(' ', start); i != std::string::npos && fits(start, i); i = s.find(' ', i + 1))
            end = i;
        if (end == std::string::npos || end == start) {
            // One word too wide: as many characters as fit (at least one).
            std::size_t e = nextChar(start);
            while (e < s.size() && fits(start, nextChar(e))) e = nextChar(e);
            out.emplace_back(start, e);
            start = e;
        } else {
            out.emplace_back(start, end + 1);  // the space ends the line
            start = end + 1;
        }
        if (start >= s.size()) {
            out.emplace_back(start, start);
            return out;
        }
    }
}

std::size_t prevChar(const std::string& s, std::size_t i) {
    if (i == 0) return 0;
    --i;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
    return i;
}

std::size_t nextCharOf(const std::string& s, std::size_t i) {
    if (i >= s.size()) return s.size();
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
    return i;
}

/// The array and index a pointer to an array element names ("/victory/2": "/victory", 2).
bool splitIndex(const std::string& pointer, std::string* parent, std::size_t* index) {
    const auto slash = pointer.rfind('/');
    if (slash == std::string::npos) return false;
    const std::string last = pointer.substr(slash + 1);
    if (last.empty() || !std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    *parent = pointer.substr(0, slash);
    *index = static_cast<std::size_t>(std::stoul(last));
    return true;
}

/// How deep "all" / "any" groups nest in the form (a group in a group in a group).
constexpr int kMaxGroupDepth = 3;

/// A condition's `squares` as the form shows them: "[1, 2] [3, 4]".
std::string squaresText(const ojson& squares) {
    std::string out;
    for (const ojson& q : squares) {
        if (!q.is_array() || q.size() != 2) continue;
        if (!out.empty()) out += ' ';
        out += "[" + q[0].dump() + ", " + q[1].dump() + "]";
    }
    return out;
}

/// The squares typed in a `squares` field: its numbers taken two by two, whatever stands
/// between them ("1 2; 3,4" and "[1, 2] [3, 4]" alike); a number left alone waits for its pair.
ojson parseSquares(const std::string& typed) {
    std::vector<long long> numbers;
    for (std::size_t i = 0; i < typed.size();) {
        if (typed[i] >= '0' && typed[i] <= '9') {
            std::size_t j = i;
            while (j < typed.size() && typed[j] >= '0' && typed[j] <= '9' && j - i < 4) ++j;
            numbers.push_back(std::stoll(typed.substr(i, j - i)));
            while (j < typed.size() && typed[j] >= '0' && typed[j] <= '9') ++j;  // digits past 4: dropped
            i = j;
        } else {
            ++i;
        }
    }
    ojson out = ojson::array();
    for (std::size_t k = 0; k + 1 < numbers.size(); k += 2) out.push_back(ojson::array({numbers[k], numbers[k + 1]}));
    return out;
}

/// The form's key of the map's object at `at` ("@3,4"): its row, and the prefix of its fields.
std::string objectKey(Pos at) { return "@" + std::to_string(at.x) + "," + std::to_string(at.y); }

/// The square a form key "@x,y…" names.
std::optional<Pos> objectKeyPos(const std::string& key) {
    if (key.empty() || key[0] != '@') return std::nullopt;
    int x = 0, y = 0;
    char comma = 0;
    std::istringstream in(key.substr(1));
    if (!(in >> x >> comma >> y) || comma != ',') return std::nullopt;
    return Pos{x, y};
}

/// The index of the `objects` entry whose `at` is `at`.
std::optional<std::size_t> objectEntryIndex(const ojson& doc, Pos at) {
    const auto list = doc.find("objects");
    if (list == doc.end() || !list->is_array()) return std::nullopt;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const ojson p = valueAt((*list)[i], "/at");
        if (p.is_array() && p.size() == 2 && p[0] == at.x && p[1] == at.y) return i;
    }
    return std::nullopt;
}

/// The `objects` entry of the object at `at`, made (`{"id": <kind>_<x>_<y>, "at": [x, y]}`)
/// when it has none.
ojson& objectEntry(ojson& doc, Pos at, const std::string& default_id) {
    if (const auto i = objectEntryIndex(doc, at)) return doc["objects"][*i];
    ojson& list = doc["objects"];
    if (!list.is_array()) list = ojson::array();
    list.push_back(ojson{{"id", default_id}, {"at", {at.x, at.y}}});
    return list.back();
}

/// An entry left with nothing but its default id and square goes (the object's defaults
/// are the format's), and an emptied `objects` with it.
void tidyObject(ojson& doc, Pos at, const std::string& default_id) {
    const auto i = objectEntryIndex(doc, at);
    if (!i) return;
    ojson& list = doc["objects"];
    const ojson& e = list[*i];
    if (e.size() != 2 || stringAt(e, "/id") != default_id) return;
    list.erase(*i);
    if (list.empty()) content::eraseMember(doc, "objects");
}

/// Object `from` renamed `to` wherever the quest names it: items' `in`, conditions' and
/// effects' `object`, special actions' `where`, the start position's objects.
void renameObject(ojson& node, const std::string& from, const std::string& to) {
    if (from == to || from.empty()) return;
    if (node.is_array()) {
        for (ojson& v : node) renameObject(v, from, to);
        return;
    }
    if (!node.is_object()) return;
    for (auto& [k, v] : node.items()) {
        if (k == "objects" && v.is_array()) {
            // The map's entries keep their own ids; the start position's name the object.
            for (ojson& e : v)
                if (e.is_object() && !e.contains("at") && e.contains("id") && e["id"] == from) e["id"] = to;
            continue;
        }
        if ((k == "in" || k == "object" || k == "adjacent_to" || k == "same_zone_as") && v.is_string() && v == from)
            v = to;
        else
            renameObject(v, from, to);
    }
}

/// The map character of square `at` set to `ch` (one character of the default legend).
void setMapChar(ojson& doc, Pos at, const std::string& ch) {
    ojson& rows = doc["terrain"];
    if (!rows.is_array() || at.y < 0 || at.y >= static_cast<int>(rows.size()) ||
        !rows[static_cast<std::size_t>(at.y)].is_string())
        return;
    auto chars = content::mapRowCharacters(rows[static_cast<std::size_t>(at.y)].get<std::string>());
    if (at.x < 0 || at.x >= static_cast<int>(chars.size())) return;
    chars[static_cast<std::size_t>(at.x)] = ch;
    std::string row;
    for (const auto& c : chars) row += c;
    rows[static_cast<std::size_t>(at.y)] = row;
}

/// The strings' key of an object's state ("door_locked", "hidden_trap"…).
std::string tileStateKey(TileKind t) {
    switch (t) {
        case TileKind::DoorOpen:
            return "door_open";
        case TileKind::DoorClosed:
            return "door_closed";
        case TileKind::DoorLocked:
            return "door_locked";
        case TileKind::Chest:
            return "chest";
        case TileKind::ChestLocked:
            return "chest_locked";
        case TileKind::Cell:
            return "cell";
        case TileKind::CellOpen:
            return "cell_open";
        case TileKind::Trap:
            return "trap";
        case TileKind::HiddenTrap:
            return "hidden_trap";
        default:
            return "other";
    }
}

/// Where an item taken out of the object at `at` is laid: the map's cursor when it is open
/// floor, else the first floor square next to the object, else the cursor.
Pos floorNear(const QuestDef& map, Pos at, Pos cursor) {
    const auto floor = [&](Pos p) {
        return map.inside(p) && (map.tile(p) == TileKind::Floor || map.tile(p) == TileKind::Reinforcement);
    };
    if (floor(cursor)) return cursor;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (floor(Pos{at.x + dx, at.y + dy})) return Pos{at.x + dx, at.y + dy};
    return cursor;
}

}  // namespace

EditorForms::EditorForms(App& app, EditorScreen& editor) : app_(app), editor_(editor) {}

void EditorForms::show(bool on) {
    shown_ = on;
    if (on) SDL_StartTextInput();  // on by default on desktops; needed where an on-screen keyboard shows
    if (!on) focus_.clear();
    app_.redraw();
}

bool EditorForms::typing() const {
    if (!shown_ || focus_.empty()) return false;
    const auto all = fields();
    const Field* f = find(all, focus_);
    return f && (f->kind == FieldKind::Text || f->kind == FieldKind::Number);
}

const Field* EditorForms::find(const std::vector<Field>& all, const std::string& pointer) const {
    for (const Field& f : all)
        if (f.pointer == pointer) return &f;
    return nullptr;
}

std::vector<Field> EditorForms::fields() const {
    // An entry's id field whose references follow it when it is renamed (`rename` rewrites them;
    // renameFrom keeps them while the id is erased whole).
    using Rename = void (*)(ojson&, const std::string&, const std::string&);
    const auto renamingId = [this](const std::string& base, Rename rename) {
        return [this, base, rename](ojson& d, const std::string& v) {
            ojson& entry = d[ojson::json_pointer(base)];
            const std::string old = stringAt(entry, "/id");
            entry["id"] = v;
            if (const std::string from = renameFrom(base + "/id", old, v); !from.empty()) rename(d, from, v);
        };
    };
    std::vector<Field> out;
    if (editor_.choosing()) return out;
    const ojson& doc = editor_.document();
    const StringTable& s = app_.strings();
    const auto text = [&](const std::string& pointer, const std::string& label, const std::string& help, int lines,
                          const std::string& section = {}) {
        Field f;
        f.kind = FieldKind::Text;
        f.pointer = pointer;
        f.label = label;
        f.help = help;
        f.section = section;
        f.value = stringAt(doc, pointer);
        f.max_lines = lines;
        out.push_back(std::move(f));
    };
    const auto number = [&](const std::string& pointer, const std::string& label, const std::string& help, int min,
                            bool optional, const std::string& section = {}) {
        Field f;
        f.kind = FieldKind::Number;
        f.pointer = pointer;
        f.label = label;
        f.help = help;
        f.section = section;
        f.min = min;
        f.optional = optional;
        const ojson v = valueAt(doc, pointer);
        f.value = v.is_number_integer() ? std::to_string(v.get<long long>()) : std::string();
        out.push_back(std::move(f));
    };
    const auto choice = [&](const std::string& pointer, const std::string& label, const std::string& help,
                            std::vector<std::string> options, std::vector<std::string> labels,
                            std::function<void(ojson&, const std::string&)> set = nullptr,
                            std::optional<std::string> value = std::nullopt) {
        Field f;
        f.kind = FieldKind::Choice;
        f.pointer = pointer;
        f.label = label;
        f.help = help;
        f.options = std::move(options);
        f.option_labels = labels.empty() ? f.options : std::move(labels);
        f.value = value ? *value : stringAt(doc, pointer);
        f.set = std::move(set);
        out.push_back(std::move(f));
    };
    const auto button = [&](const std::string& action, const std::string& label, const std::string& help,
                            const std::string& section = {}) {
        Field f;
        f.kind = FieldKind::Button;
        f.pointer = action;
        f.label = label;
        f.help = help;
        f.section = section;
        out.push_back(std::move(f));
    };
    const auto labelled = [&](const std::vector<std::string>& values, const std::string& prefix) {
        std::vector<std::string> labels;
        for (const auto& v : values) labels.push_back(s.get(prefix + v));
        return labels;
    };

    const std::vector<std::string> zones = idsOf(doc, "zones");
    const std::vector<std::string> items = idsOf(doc, "items");
    const std::vector<std::string> actions = idsOf(doc, "special_actions");
    const std::vector<std::string> all_objects = objectIds(doc, {});

    // ---- The quest ----
    text("/title/en", s.get("forms.title.en"), s.get("forms.help.title"), 2, s.get("forms.section.quest"));
    text("/title/fr", s.get("forms.title.fr"), s.get("forms.help.title"), 2);
    number("/turn_limit", s.get("forms.turn_limit"), s.get("forms.help.turn_limit"), 1, true);
    choice("/hero_zone", s.get("forms.hero_zone"), s.get("forms.help.hero_zone"), zones, {});
    text("/introduction/en", s.get("forms.introduction.en"), s.get("forms.help.introduction"), 5);
    text("/introduction/fr", s.get("forms.introduction.fr"), s.get("forms.help.introduction"), 5);
    text("/objective/en", s.get("forms.objective.en"), s.get("forms.help.objective"), 3);
    text("/objective/fr", s.get("forms.objective.fr"), s.get("forms.help.objective"), 3);

    // ---- Victory and defeat (R52), with nested "all" / "any" groups and exit squares ----
    const Pos map_cursor = editor_.cursor();
    const std::optional<content::MapArea> map_selection = editor_.selection();
    std::function<void(const std::string&, const std::string&, int, bool, const std::string&)> condition;
    condition = [&](const std::string& base, const std::string& numbering, int depth, bool removable,
                    const std::string& section) {
        const std::string type = stringAt(doc, base + "/type");
        const bool group = type == "all" || type == "any";
        std::vector<std::string> types = kConditionTypes;
        if (depth < kMaxGroupDepth || group) {
            types.push_back("all");
            types.push_back("any");
        }
        const std::string zone_default = zones.empty() ? std::string() : zones.front();
        const auto set_type = [base, zone_default, this](ojson& d, const std::string& t) {
            const ojson old = d.at(ojson::json_pointer(base));
            const std::string old_type = stringAt(old, "/type");
            if (t == "all" || t == "any") {
                // A group: the condition becomes its first member (or a group changes its kind).
                if (old_type == "all" || old_type == "any") {
                    d[ojson::json_pointer(base + "/type")] = t;
                } else {
                    ojson c{{"type", t}, {"of", ojson::array({old})}};
                    d[ojson::json_pointer(base)] = c;
                }
                return;
            }
            ojson c{{"type", t}};
            const auto first_of = [](const std::vector<std::string>& v) { return v.empty() ? std::string() : v[0]; };
            const auto put = [&](const char* k, const std::string& v) {
                if (!v.empty()) c[k] = v;
            };
            if (t == "chest_opened") put("object", first_of(objectIds(d, {ObjectKind::Chest})));
            if (t == "cell_opened") put("object", first_of(objectIds(d, {ObjectKind::Cell})));
            if (t == "door_opened") put("object", first_of(objectIds(d, {ObjectKind::Door, ObjectKind::SecretDoor})));
            if (t == "character_killed") put("character", first_of(rosterIds(d)));
            if (t == "card_killed") {
                const auto& cards = app_.quests().library.cards;
                for (const auto& card : cards)
                    if (!card.isHero()) {
                        c["card"] = card.id;
                        break;
                    }
            }
            if (t == "item_carried_out") put("item", first_of(idsOf(d, "items")));
            if (t == "all_heroes_out" || t == "item_carried_out") {
                const std::string hero = stringAt(d, "/hero_zone");
                put("zone", hero.empty() ? zone_default : hero);
            }
            if (t == "special_action_succeeded") put("action", first_of(idsOf(d, "special_actions")));
            if (t == "turn_reached") {
                const ojson limit = valueAt(d, "/turn_limit");
                c["turns"] = limit.is_number_integer() ? limit.get<long long>() : 30;
            }
            keepComments(old, c);
            d[ojson::json_pointer(base)] = c;
        };
        choice(base + "/type", s.format(depth == 0 ? "forms.condition" : "forms.subcondition", numbering),
               s.get("forms.help.condition"), types, labelled(types, "forms.cond."), set_type);
        if (!section.empty()) out.back().section = section;
        const bool known = std::find(types.begin(), types.end(), type) != types.end();
        const std::string help = s.get(known ? "forms.help.cond." + type : std::string("forms.help.condition"));
        if (group) {
            // The members, each a condition of its own (a group in a group too, up to the depth).
            const ojson of = valueAt(doc, base + "/of");
            for (std::size_t j = 0; of.is_array() && j < of.size(); ++j)
                condition(base + "/of/" + std::to_string(j), numbering + "." + std::to_string(j + 1), depth + 1,
                          of.size() > 1, {});
            button("+" + base + "/of", s.format("forms.add.member_condition", numbering), s.get("forms.help.add.sub"));
        } else if (type == "chest_opened" || type == "cell_opened" || type == "door_opened") {
            const std::set<ObjectKind> kinds = type == "chest_opened" ? std::set<ObjectKind>{ObjectKind::Chest}
                                               : type == "cell_opened"
                                                   ? std::set<ObjectKind>{ObjectKind::Cell}
                                                   : std::set<ObjectKind>{ObjectKind::Door, ObjectKind::SecretDoor};
            choice(base + "/object", s.get("forms.param.object"), help, objectIds(doc, kinds), {});
        } else if (type == "character_killed") {
            choice(base + "/character", s.get("forms.param.character"), help, rosterIds(doc), {});
        } else if (type == "card_killed") {
            std::vector<std::string> ids, names;
            for (const InlineCard& card : inlineCards(doc))  // the quest's own first
                if (card.formation != "hero") {
                    ids.push_back(card.id);
                    names.push_back(app_.settings().language == "fr" ? card.fr : card.en);
                }
            for (const auto& card : app_.quests().library.cards)
                if (!card.isHero()) {
                    ids.push_back(card.id);
                    names.push_back(card.name.in(app_.settings().language));
                }
            choice(base + "/card", s.get("forms.param.card"), help, ids, names);
        } else if (type == "all_heroes_out" || type == "item_carried_out") {
            if (type == "item_carried_out") choice(base + "/item", s.get("forms.param.item"), help, items, {});
            // Left from a zone, or from squares picked on the map or typed.
            const ojson squares = valueAt(doc, base + "/squares");
            const bool by_squares = squares.is_array();
            const std::string hero = stringAt(doc, "/hero_zone");
            choice(
                base + "/from", s.get("forms.param.from"), s.get("forms.help.from"), {"zone", "squares"},
                labelled({"zone", "squares"}, "forms.from."),
                [base, hero, zone_default, map_cursor](ojson& d, const std::string& v) {
                    ojson& c = d[ojson::json_pointer(base)];
                    if (v == "zone") {
                        content::eraseMember(c, "squares");
                        c["zone"] = hero.empty() ? zone_default : hero;
                    } else {
                        content::eraseMember(c, "zone");
                        c["squares"] = ojson::array({ojson::array({map_cursor.x, map_cursor.y})});
                    }
                },
                by_squares ? "squares" : "zone");
            if (!by_squares) {
                choice(base + "/zone", s.get("forms.param.zone"), help, zones, {},
                       [base](ojson& d, const std::string& v) {
                           ojson& c = d[ojson::json_pointer(base)];
                           content::eraseMember(c, "squares");  // a zone instead of the squares
                           c["zone"] = v;
                       });
            } else {
                Field f;
                f.kind = FieldKind::Text;
                f.pointer = base + "/squares";
                f.label = s.get("forms.param.squares");
                f.help = s.get("forms.help.squares");
                f.max_lines = 2;
                f.value = squaresText(squares);
                if (draft_pointer_ == f.pointer && parseSquares(draft_) == squares) f.value = draft_;
                f.set = [base](ojson& d, const std::string& typed) {
                    d[ojson::json_pointer(base + "/squares")] = parseSquares(typed);
                };
                out.push_back(std::move(f));
                button("sq+:" + base, s.format("forms.squares.cursor", map_cursor.x, map_cursor.y),
                       s.get("forms.help.squares"));
                if (map_selection)
                    button("sqsel:" + base, s.format("forms.squares.selection", map_selection->w * map_selection->h),
                           s.get("forms.help.squares"));
            }
        } else if (type == "special_action_succeeded") {
            choice(base + "/action", s.get("forms.param.action"), help, actions, {});
        } else if (type == "turn_reached") {
            number(base + "/turns", s.get("forms.param.turns"), help, 1, false);
        }
        if (removable)
            button("-" + base, s.get(depth == 0 ? "forms.remove.condition" : "forms.remove.subcondition"),
                   s.get("forms.help.remove"));
    };
    for (const char* list : {"victory", "defeat"}) {
        const std::string key = list;
        const ojson conditions = valueAt(doc, "/" + key);
        const std::string section = s.get("forms.section." + key);
        const bool none = !conditions.is_array() || conditions.empty();
        for (std::size_t i = 0; conditions.is_array() && i < conditions.size(); ++i)
            condition("/" + key + "/" + std::to_string(i), std::to_string(i + 1), 0, true,
                      i == 0 ? section : std::string());
        button("+/" + key, s.get("forms.add." + key), s.get("forms.help.add." + key), none ? section : std::string());
    }

    // ---- Special actions (R51) ----
    {
        const ojson list = valueAt(doc, "/special_actions");
        bool first = true;
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const std::string base = "/special_actions/" + std::to_string(i);
            text(base + "/id", s.format("forms.action", i + 1), s.get("forms.help.action.id"), 1,
                 first ? s.get("forms.section.actions") : std::string());
            out.back().set = renamingId(base, renameAction);  // conditions follow
            first = false;
            text(base + "/name/en", s.get("forms.action.name.en"), s.get("forms.help.action.name"), 1);
            text(base + "/name/fr", s.get("forms.action.name.fr"), s.get("forms.help.action.name"), 1);
            text(base + "/text/en", s.get("forms.action.text.en"), s.get("forms.help.action.text"), 3);
            text(base + "/text/fr", s.get("forms.action.text.fr"), s.get("forms.help.action.text"), 3);
            choice(base + "/side", s.get("forms.action.side"), s.get("forms.help.action.side"), {"heroes", "master"},
                   labelled({"heroes", "master"}, "forms.side."));
            number(base + "/ap", s.get("forms.action.ap"), s.get("forms.help.action.ap"), 0, true);
            choice(base + "/characteristic", s.get("forms.action.characteristic"),
                   s.get("forms.help.action.characteristic"), kCharacteristics,
                   labelled(kCharacteristics, "forms.char."));
            number(base + "/difficulty", s.get("forms.action.difficulty"), s.get("forms.help.action.difficulty"), 0,
                   false);
            const ojson where = valueAt(doc, base + "/where");
            std::string where_kind;
            for (const auto& k : kWhereKinds)
                if (where.is_object() && where.contains(k)) where_kind = k;
            choice(
                base + "/where", s.get("forms.action.where"), s.get("forms.help.action.where"), kWhereKinds,
                labelled(kWhereKinds, "forms.where."),
                [base, zones, all_objects](ojson& d, const std::string& k) {
                    ojson w = ojson::object();
                    if (k == "anywhere")
                        w[k] = true;
                    else if (k == "in_zone")
                        w[k] = zones.empty() ? std::string() : zones.front();
                    else
                        w[k] = all_objects.empty() ? std::string() : all_objects.front();
                    keepComments(d[ojson::json_pointer(base + "/where")], w);
                    d[ojson::json_pointer(base + "/where")] = w;
                },
                where_kind);
            if (!where_kind.empty() && where_kind != "anywhere")
                choice(base + "/where/" + where_kind, s.get("forms.action.where_target"),
                       s.get("forms.help.action.where"), where_kind == "in_zone" ? zones : all_objects, {});
            const ojson repeatable = valueAt(doc, base + "/repeatable");
            choice(
                base + "/repeatable", s.get("forms.action.repeatable"), s.get("forms.help.action.repeatable"),
                {"false", "true"}, {s.get("forms.no"), s.get("forms.yes")},
                [base](ojson& d, const std::string& v) { d[ojson::json_pointer(base + "/repeatable")] = v == "true"; },
                repeatable.is_boolean() && repeatable.get<bool>() ? "true" : "false");
            const ojson effects = valueAt(doc, base + "/on_success");
            for (std::size_t j = 0; effects.is_array() && j < effects.size(); ++j) {
                const std::string e = base + "/on_success/" + std::to_string(j);
                const std::string type = stringAt(doc, e + "/type");
                choice(e + "/type", s.format("forms.effect", j + 1), s.get("forms.help.effect"), kEffectTypes,
                       labelled(kEffectTypes, "forms.effect."),
                       [e, all_objects, items](ojson& d, const std::string& t) {
                           ojson x{{"type", t}};
                           if (t == "open" && !all_objects.empty()) x["object"] = all_objects.front();
                           if (t == "give_item" && !items.empty()) x["item"] = items.front();
                           keepComments(d[ojson::json_pointer(e)], x);
                           d[ojson::json_pointer(e)] = x;
                       });
                if (type == "open")
                    choice(e + "/object", s.get("forms.param.object"), s.get("forms.help.effect"), all_objects, {});
                if (type == "give_item")
                    choice(e + "/item", s.get("forms.param.item"), s.get("forms.help.effect"), items, {});
                if (effects.size() > 1) button("-" + e, s.get("forms.remove.effect"), s.get("forms.help.remove"));
            }
            button("+" + base + "/on_success", s.get("forms.add.effect"), s.get("forms.help.add.effect"));
            button("-" + base, s.get("forms.remove.action"), s.get("forms.help.remove"));
        }
        button("+/special_actions", s.get("forms.add.action"), s.get("forms.help.add.action"),
               first ? s.get("forms.section.actions") : std::string());
    }

    // ---- Quest items ----
    {
        const ojson list = valueAt(doc, "/items");
        const std::vector<std::string> holders = objectIds(doc, {ObjectKind::Chest, ObjectKind::Cell});
        bool first = true;
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const std::string base = "/items/" + std::to_string(i);
            text(base + "/id", s.format("forms.item", i + 1), s.get("forms.help.item.id"), 1,
                 first ? s.get("forms.section.items") : std::string());
            out.back().set = renamingId(base, renameItem);  // references follow
            first = false;
            text(base + "/name/en", s.get("forms.item.name.en"), s.get("forms.help.item.name"), 1);
            text(base + "/name/fr", s.get("forms.item.name.fr"), s.get("forms.help.item.name"), 1);
            const ojson at = valueAt(doc, base + "/at");
            const bool on_floor = at.is_array() && at.size() == 2;
            choice(
                base + "/in", s.get("forms.item.in"), s.get("forms.help.item.in"), holders, {},
                [base](ojson& d, const std::string& v) {
                    ojson& item = d[ojson::json_pointer(base)];
                    content::eraseMember(item, "at");  // in an object instead of on the floor
                    item["in"] = v;
                },
                on_floor ? std::string() : stringAt(doc, base + "/in"));
            button("floor:" + base,
                   on_floor ? s.format("forms.item.at", at[0].dump(), at[1].dump()) : s.get("forms.item.floor"),
                   s.get("forms.help.item.floor"));
            button("-" + base, s.get("forms.remove.item"), s.get("forms.help.remove"));
        }
        button("+/items", s.get("forms.add.item"), s.get("forms.help.add.item"),
               first ? s.get("forms.section.items") : std::string());
    }

    // ---- The map's objects and their settings (docs/content-format.md "Objects and items") ----
    {
        const QuestDef map = content::questMapOf(doc);
        const ojson item_list = valueAt(doc, "/items");
        const std::string& lang = app_.settings().language;
        bool first = true;
        for (int y = 0; y < map.height; ++y)
            for (int x = 0; x < map.width; ++x) {
                const Pos at{x, y};
                const TileKind tile = map.tile(at);
                const auto kind = objectKindOn(tile);
                if (!kind) continue;
                const std::string kind_key(objectKindKey(*kind));
                const std::string default_id = kind_key + "_" + std::to_string(x) + "_" + std::to_string(y);
                const auto index = objectEntryIndex(doc, at);
                const ojson entry = index ? doc["objects"][*index] : ojson::object();
                const std::string id =
                    entry.contains("id") && entry["id"].is_string() ? entry["id"].get<std::string>() : default_id;
                const std::string key = objectKey(at);
                const bool open = object_ && *object_ == at;
                button(key,
                       s.format(open ? "forms.object.row_open" : "forms.object.row", s.get("forms.kind." + kind_key),
                                id, x, y),
                       s.get("forms.help.object.row"), first ? s.get("forms.section.objects") : std::string());
                first = false;
                if (!open) continue;
                const std::string help_kind = s.get("forms.help.object." + kind_key);
                // The id, renamed everywhere the quest names it.
                {
                    Field f;
                    f.kind = FieldKind::Text;
                    f.pointer = key + "/id";
                    f.label = s.get("forms.object.id");
                    f.help = s.get("forms.help.object.id") + " " + help_kind;
                    f.max_lines = 1;
                    f.value = id;
                    f.set = [this, at, default_id, pointer = f.pointer](ojson& d, const std::string& v) {
                        ojson& e = objectEntry(d, at, default_id);
                        const std::string old = stringAt(e, "/id");
                        e["id"] = v;
                        if (const std::string from = renameFrom(pointer, old, v); !from.empty())
                            renameObject(d, from, v);
                        tidyObject(d, at, default_id);
                    };
                    out.push_back(std::move(f));
                }
                for (const char* l : {"en", "fr"}) {
                    const std::string language = l;
                    Field f;
                    f.kind = FieldKind::Text;
                    f.pointer = key + "/name/" + language;
                    f.label = s.get("forms.object.name." + language);
                    f.help = s.get("forms.help.object.name");
                    f.max_lines = 1;
                    f.value = stringAt(entry, "/name/" + language);
                    f.set = [at, default_id, language](ojson& d, const std::string& v) {
                        ojson& e = objectEntry(d, at, default_id);
                        if (!e.contains("name") || !e["name"].is_object()) e["name"] = ojson{{"en", ""}, {"fr", ""}};
                        e["name"][language] = v;
                        if (stringAt(e, "/name/en").empty() && stringAt(e, "/name/fr").empty())
                            content::eraseMember(e, "name");
                        tidyObject(d, at, default_id);
                    };
                    out.push_back(std::move(f));
                }
                // The state the map's character says: open, closed or locked; a trap seen or hidden.
                std::vector<TileKind> states;
                if (*kind == ObjectKind::Door)
                    states = {TileKind::DoorOpen, TileKind::DoorClosed, TileKind::DoorLocked};
                if (*kind == ObjectKind::Chest) states = {TileKind::Chest, TileKind::ChestLocked};
                if (*kind == ObjectKind::Cell) states = {TileKind::Cell, TileKind::CellOpen};
                if (*kind == ObjectKind::Trap) states = {TileKind::Trap, TileKind::HiddenTrap};
                if (!states.empty()) {
                    std::vector<std::string> options, labels;
                    for (TileKind t : states) {
                        options.push_back(std::string(1, content::defaultMapChar(t)));
                        labels.push_back(s.get("forms.object.state." + tileStateKey(t)));
                    }
                    choice(
                        key + "/state",
                        s.get(*kind == ObjectKind::Trap ? "forms.object.trap_state" : "forms.object.state"),
                        s.get("forms.help.object.state." + kind_key), options, labels,
                        [at, default_id](ojson& d, const std::string& ch) {
                            setMapChar(d, at, ch);
                            if (const auto i = objectEntryIndex(d, at)) {
                                content::eraseMember(d["objects"][*i], "hidden");  // the map's character says it
                                tidyObject(d, at, default_id);
                            }
                        },
                        std::string(1, content::defaultMapChar(tile)));
                }
                const auto number_setting = [&](const char* k, const std::string& label, const std::string& help) {
                    const std::string member = k;
                    Field f;
                    f.kind = FieldKind::Number;
                    f.pointer = key + "/" + member;
                    f.label = label;
                    f.help = help;
                    f.optional = true;
                    const ojson v = valueAt(entry, "/" + member);
                    f.value = v.is_number_integer() ? std::to_string(v.get<long long>()) : std::string();
                    f.set = [at, default_id, member](ojson& d, const std::string& digits) {
                        if (digits.empty()) {
                            if (const auto i = objectEntryIndex(d, at)) {
                                content::eraseMember(d["objects"][*i], member);
                                tidyObject(d, at, default_id);
                            }
                            return;
                        }
                        objectEntry(d, at, default_id)[member] = std::stoll(digits);
                    };
                    out.push_back(std::move(f));
                };
                const auto yes_no_setting = [&](const char* k, bool default_value, const std::string& label,
                                                const std::string& help) {
                    const std::string member = k;
                    const ojson v = valueAt(entry, "/" + member);
                    choice(
                        key + "/" + member, label, help, {"default", "true", "false"},
                        {s.format("forms.object.default", s.get(default_value ? "forms.yes" : "forms.no")),
                         s.get("forms.yes"), s.get("forms.no")},
                        [at, default_id, member](ojson& d, const std::string& choice_value) {
                            if (choice_value == "default") {
                                if (const auto i = objectEntryIndex(d, at)) {
                                    content::eraseMember(d["objects"][*i], member);
                                    tidyObject(d, at, default_id);
                                }
                                return;
                            }
                            objectEntry(d, at, default_id)[member] = choice_value == "true";
                        },
                        v.is_boolean() ? (v.get<bool>() ? "true" : "false") : "default");
                };
                const bool lockable = *kind == ObjectKind::Door || *kind == ObjectKind::SecretDoor ||
                                      *kind == ObjectKind::Cell || *kind == ObjectKind::Chest;
                if (lockable) {
                    number_setting("lock_difficulty", s.get("forms.object.lock_difficulty"),
                                   s.get("forms.help.object.lock_difficulty"));
                    yes_no_setting("pickable", *kind != ObjectKind::SecretDoor, s.get("forms.object.pickable"),
                                   s.get("forms.help.object.pickable"));
                    yes_no_setting("breakable", true, s.get("forms.object.breakable"),
                                   s.get("forms.help.object.breakable"));
                }
                if (*kind == ObjectKind::Trap) {
                    number_setting("trap_difficulty", s.get("forms.object.trap_difficulty"),
                                   s.get("forms.help.object.trap_difficulty"));
                    number_setting("trap_damage_dice", s.get("forms.object.trap_damage_dice"),
                                   s.get("forms.help.object.trap_damage_dice"));
                }
                if (*kind == ObjectKind::Chest || *kind == ObjectKind::Cell) {
                    // The contents: the quest items whose "in" names it (what the game reads).
                    const Pos floor = floorNear(map, at, map_cursor);
                    for (std::size_t i = 0; item_list.is_array() && i < item_list.size(); ++i) {
                        const ojson& item = item_list[i];
                        const std::string item_id = stringAt(item, "/id");
                        std::string name = stringAt(item, "/name/" + lang);
                        if (name.empty()) name = item_id;
                        const std::string base = "/items/" + std::to_string(i);
                        choice(
                            key + "/contains/" + std::to_string(i), s.format("forms.object.item", name),
                            s.get("forms.help.object.contents"), {"in", "out"},
                            {s.get("forms.object.in_it"), s.get("forms.object.not_in_it")},
                            [base, id, floor](ojson& d, const std::string& v) {
                                ojson& it = d[ojson::json_pointer(base)];
                                if (v == "in") {
                                    content::eraseMember(it, "at");
                                    it["in"] = id;
                                } else {
                                    content::eraseMember(it, "in");
                                    it["at"] = {floor.x, floor.y};
                                }
                            },
                            stringAt(item, "/in") == id ? "in" : "out");
                    }
                    button("+item:" + id, s.get("forms.object.new_item"), s.get("forms.help.object.contents"));
                }
            }
    }

    // ---- Zones ----
    {
        const ojson list = valueAt(doc, "/zones");
        bool first = true;
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const std::string base = "/zones/" + std::to_string(i);
            const std::string letter = stringAt(doc, base + "/letter");
            text(base + "/id", s.format("forms.zone", letter), s.get("forms.help.zone.id"), 1,
                 first ? s.get("forms.section.zones") : std::string());
            // Renamed, the heroes' zone, the conditions and the special actions that name it follow.
            out.back().set = renamingId(base, renameZone);
            first = false;
            text(base + "/name/en", s.get("forms.zone.name.en"), s.get("forms.help.zone.name"), 1);
            text(base + "/name/fr", s.get("forms.zone.name.fr"), s.get("forms.help.zone.name"), 1);
            button("paint:" + letter, s.format("forms.zone.paint", letter), s.get("forms.help.zone.paint"));
        }
        button("+/zones", s.get("forms.add.zone"), s.get("forms.help.add.zone"),
               first ? s.get("forms.section.zones") : std::string());
    }

    // ---- The quest's own cards (docs/content-format.md "Character cards", inline `cards`) ----
    {
        const ojson list = valueAt(doc, "/cards");
        bool first = true;
        const std::vector<std::string> formations = {"hero", "master_leader", "master_troop"};
        const std::vector<std::string> sizes = {"short", "normal", "tall", "gigantic"};
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            const std::string base = "/cards/" + std::to_string(i);
            if (!list[i].is_object()) continue;  // written by hand in another shape: the check says so
            text(base + "/id", s.format("forms.card", i + 1), s.get("forms.help.card.id"), 1,
                 first ? s.get("forms.section.cards") : std::string());
            // Renamed, the groups, conditions and start position that name it follow.
            out.back().set = renamingId(
                base, [](ojson& d, const std::string& from, const std::string& to) { renameCard(d, from, to); });
            first = false;
            text(base + "/name/en", s.get("forms.card.name.en"), s.get("forms.help.card.name"), 1);
            text(base + "/name/fr", s.get("forms.card.name.fr"), s.get("forms.help.card.name"), 1);
            for (const std::string language : {"en", "fr"}) {
                // The lore is optional: both texts go in together, and go when both are emptied.
                const std::string pointer = base + "/lore/";
                text(pointer + language, s.get("forms.card.lore." + language), s.get("forms.help.card.lore"), 3);
                out.back().set = [base, language](ojson& d, const std::string& v) {
                    ojson& card = d[ojson::json_pointer(base)];
                    ojson& lore = card["lore"];
                    if (!lore.is_object()) lore = ojson{{"en", ""}, {"fr", ""}};
                    lore[language] = v;
                    if (stringAt(lore, "/en").empty() && stringAt(lore, "/fr").empty())
                        content::eraseMember(card, "lore");
                };
            }
            choice(base + "/formation", s.get("forms.card.formation"), s.get("forms.help.card.formation"), formations,
                   labelled(formations, "card.formation."));
            number(base + "/value", s.get("forms.card.value"), s.get("forms.help.card.value"), 0, false);
            for (const std::string& k : kCardCharacteristics) {
                const std::string* tip = s.find(app_.settings().language, "char." + k + ".tip");
                std::string pointer = base + "/characteristics/";
                pointer += k;
                number(pointer, s.get("char." + k),
                       s.format("forms.help.card.characteristic", tip ? oneLine(*tip) : s.get("char." + k)),
                       k == "hp" || k == "ap" ? 1 : 0, false);
            }
            for (const char* loc : {"head", "chest", "arms", "legs"})
                number(base + "/armour/" + loc, s.get(std::string("forms.card.armour.") + loc),
                       s.get("forms.help.card.armour"), 0, false);
            number(base + "/damage/melee", s.get("forms.card.damage.melee"), s.get("forms.help.card.damage"), 0, false);
            number(base + "/damage/shot", s.get("forms.card.damage.shot"), s.get("forms.help.card.damage"), 0, false);
            choice(
                base + "/size", s.get("forms.card.size"), s.get("forms.help.card.size"), sizes,
                labelled(sizes, "forms.card.size."),
                [base](ojson& d, const std::string& v) {
                    ojson& card = d[ojson::json_pointer(base)];
                    if (v == "normal")
                        content::eraseMember(card, "size");  // the default
                    else
                        card["size"] = v;
                    if (v != "gigantic")
                        content::eraseMember(card, "footprint");
                    else if (!card.contains("footprint"))
                        card["footprint"] = {2, 2};  // R37: a gigantic character's squares
                },
                list[i].contains("size") ? stringAt(doc, base + "/size") : std::string("normal"));
            button("-" + base, s.get("forms.remove.card"), s.get("forms.help.remove"));
        }
        button("+/cards", s.get("forms.add.card"), s.get("forms.help.add.card"),
               first ? s.get("forms.section.cards") : std::string());
    }

    // ---- The sides' groups (R53): the budget, or fixed groups and their placements ----
    number("/budget", s.get("forms.budget"), s.get("forms.help.budget"), 0, true, s.get("forms.section.groups"));
    for (const char* side_key : {"master", "heroes"}) {
        const std::string side = side_key;
        const bool heroes = side == "heroes";
        const std::string list_ptr = "/rosters/" + side;
        const ojson list = valueAt(doc, list_ptr);
        std::vector<std::string> ids, names;
        for (const InlineCard& card : inlineCards(doc))  // the quest's own cards first
            if ((card.formation == "hero") == heroes) {
                const std::string& name = app_.settings().language == "fr" ? card.fr : card.en;
                ids.push_back(card.id);
                names.push_back(card.formation == "master_leader" ? s.format("forms.card.leader", name) : name);
            }
        for (const auto& card : app_.quests().library.cards)
            if (card.isHero() == heroes) {
                ids.push_back(card.id);
                names.push_back(card.formation == Formation::MasterLeader
                                    ? s.format("forms.card.leader", card.name.in(app_.settings().language))
                                    : card.name.in(app_.settings().language));
            }
        const std::string first_card = ids.empty() ? std::string() : ids.front();
        choice(
            list_ptr, s.get("forms.group." + side), s.get("forms.help.group"), {"budget", "fixed"},
            {s.get("forms.group.budget"), s.get("forms.group.fixed")},
            [list_ptr, side, first_card](ojson& d, const std::string& v) {
                if (v == "fixed") {
                    d[ojson::json_pointer(list_ptr)] = ojson::array({first_card});
                    return;
                }
                ojson& rosters = d["rosters"];
                content::eraseMember(rosters, side);
                if (rosters.is_object() && rosters.empty()) content::eraseMember(d, "rosters");
            },
            list.is_array() ? "fixed" : "budget");
        for (std::size_t j = 0; list.is_array() && j < list.size(); ++j) {
            const std::string base = list_ptr + "/" + std::to_string(j);
            const ojson entry = list[j];
            const std::string card = entry.is_string() ? entry.get<std::string>() : stringAt(entry, "/card");
            choice(
                base + "/card", s.format("forms.member", j + 1), s.get("forms.help.member"), ids, names,
                [base](ojson& d, const std::string& v) {
                    ojson& e = d[ojson::json_pointer(base)];
                    if (e.is_object())
                        e["card"] = v;
                    else
                        e = v;  // a plain card id stays one
                },
                card);
            const ojson at = valueAt(entry, "/at");
            const bool placed = at.is_array() && at.size() == 2;
            button("place:" + base,
                   placed ? s.format("forms.place.at", at[0].dump(), at[1].dump()) : s.get("forms.place.free"),
                   s.get("forms.help.place"));
            if (placed) button("free:" + base, s.get("forms.place.remove"), s.get("forms.help.place"));
            button("-" + base, s.get("forms.remove.member"), s.get("forms.help.remove"));
        }
        if (list.is_array()) button("+" + list_ptr, s.get("forms.add.member"), s.get("forms.help.add.member"));
    }
    return out;
}

std::optional<std::string> EditorForms::fieldFor(const std::string& diagnostic_pointer) const {
    if (diagnostic_pointer.empty() || diagnostic_pointer[0] != '/') return std::nullopt;
    if (diagnostic_pointer.rfind("/objects/", 0) == 0) {
        // An `objects` entry's problem: the object's setting it names (else its id), when an
        // object stands at the entry's square.
        std::string rest = diagnostic_pointer.substr(9);
        const auto slash = rest.find('/');
        const std::string index = rest.substr(0, slash);
        std::string member = slash == std::string::npos ? std::string() : rest.substr(slash + 1);
        if (!index.empty() && std::all_of(index.begin(), index.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            const ojson at = valueAt(editor_.document(), "/objects/" + index + "/at");
            if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer())
                return std::nullopt;
            const Pos p{at[0].get<int>(), at[1].get<int>()};
            if (!objectKindOn(content::questMapOf(editor_.document()).tile(p))) return std::nullopt;
            member = member.substr(0, member.find('/'));
            if (member == "name") member = "name/en";
            static const std::set<std::string> settings = {
                "id", "name/en", "lock_difficulty", "pickable", "breakable", "trap_difficulty", "trap_damage_dice"};
            if (member == "hidden") member = "state";
            if (!settings.count(member) && member != "state") member = "id";
            return objectKey(p) + "/" + member;
        }
    }
    const auto all = fields();
    std::string p = diagnostic_pointer;
    while (!p.empty()) {
        if (find(all, p)) return p;
        for (const Field& f : all)
            if (f.pointer.rfind(p + "/", 0) == 0) return f.pointer;
        p = p.substr(0, p.rfind('/'));
    }
    return std::nullopt;
}

bool EditorForms::showObject(Pos at) {
    if (editor_.choosing()) return false;
    const QuestDef map = content::questMapOf(editor_.document());
    if (!objectKindOn(map.tile(at))) return false;
    object_ = at;
    const std::string key = objectKey(at);
    focus_.clear();
    return focusField(key + "/id");
}

bool EditorForms::focusField(const std::string& pointer) {
    if (const auto at = objectKeyPos(pointer); at && pointer.find('/') != std::string::npos)
        object_ = *at;  // an object's setting: its settings show
    const auto all = fields();
    const Field* f = find(all, pointer);
    if (!f) return false;
    if (!shown_) show(true);
    focus_ = pointer;
    cursor_ = f->value.size();
    keepInView();
    app_.redraw();
    return true;
}

Rect EditorForms::fieldRect(const std::string& pointer) const {
    for (const auto& [ptr, r] : drawn_)
        if (ptr == pointer) return r;
    return Rect{};
}

void EditorForms::moveFocus(int step) {
    const auto all = fields();
    if (all.empty()) return;
    int i = -1;
    for (std::size_t k = 0; k < all.size(); ++k)
        if (all[k].pointer == focus_) i = static_cast<int>(k);
    const int n = static_cast<int>(all.size());
    i = i < 0 ? (step > 0 ? 0 : n - 1) : ((i + step) % n + n) % n;  // round the form
    focus_ = all[static_cast<std::size_t>(i)].pointer;
    cursor_ = all[static_cast<std::size_t>(i)].value.size();
    keepInView();
    app_.redraw();
}

void EditorForms::keepInView() { scroll_to_focus_ = true; }

std::string EditorForms::renameFrom(const std::string& pointer, const std::string& old, const std::string& to) const {
    // While an id is erased whole its references keep naming the last id (an empty name would
    // lose them), and follow the first id typed after.
    std::string from = old;
    if (old.empty() && held_id_.first == pointer) from = held_id_.second;
    if (to.empty()) {
        if (!from.empty()) held_id_ = {pointer, from};
        return {};
    }
    held_id_ = {};
    return from == to ? std::string() : from;
}

void EditorForms::setText(const Field& f, const std::string& value) {
    if (f.set) {
        // A field of its own writing (an object's setting, squares typed): the text as typed
        // stays shown while it is chosen.
        draft_pointer_ = f.pointer;
        draft_ = value;
        editor_.editDocument([&](ojson& d) { f.set(d, value); }, "text " + f.pointer);
        app_.redraw();
        return;
    }
    editor_.editDocument([&](ojson& d) { d[ojson::json_pointer(f.pointer)] = value; }, "text " + f.pointer);
}

void EditorForms::setNumber(const Field& f, const std::string& digits) {
    editor_.editDocument(
        [&](ojson& d) {
            if (f.set) {
                f.set(d, digits);
                return;
            }
            const ojson::json_pointer jp(f.pointer);
            if (digits.empty()) {
                if (f.optional) {
                    std::string parent;
                    const auto slash = f.pointer.rfind('/');
                    parent = f.pointer.substr(0, slash);
                    ojson& owner = parent.empty() ? d : d[ojson::json_pointer(parent)];
                    content::eraseMember(owner, f.pointer.substr(slash + 1));
                } else {
                    d[jp] = f.min;
                }
                return;
            }
            d[jp] = std::stoll(digits);
        },
        "number " + f.pointer);
}

void EditorForms::choose(const Field& f, int step) {
    if (f.options.empty()) return;
    const auto it = std::find(f.options.begin(), f.options.end(), f.value);
    const int n = static_cast<int>(f.options.size());
    int i = it == f.options.end() ? (step > 0 ? 0 : n - 1) : (static_cast<int>(it - f.options.begin()) + step + n) % n;
    const std::string v = f.options[static_cast<std::size_t>(i)];
    editor_.editDocument([&](ojson& d) {
        if (f.set)
            f.set(d, v);
        else
            d[ojson::json_pointer(f.pointer)] = v;
    });
}

void EditorForms::press(const Field& f) {
    const std::string& a = f.pointer;
    if (const auto at = objectKeyPos(a)) {
        // An object's row: its settings show (or fold away when they showed).
        if (object_ && *object_ == *at) {
            object_.reset();
            app_.redraw();
            return;
        }
        object_ = *at;
        focusField(a);
        return;
    }
    if (a.rfind("+item:", 0) == 0) {
        // A new quest item in this chest or cell.
        const std::string holder = a.substr(6);
        std::string first_field;
        editor_.editDocument([&](ojson& d) {
            ojson& list = d["items"];
            if (!list.is_array()) list = ojson::array();
            std::string id = "item_" + std::to_string(list.size() + 1);
            const auto ids = idsOf(d, "items");
            for (int k = 2; std::find(ids.begin(), ids.end(), id) != ids.end(); ++k) id += "_" + std::to_string(k);
            list.push_back(ojson{
                {"id", id},
                {"name",
                 {{"en", app_.strings().get("forms.new.item.en")}, {"fr", app_.strings().get("forms.new.item.fr")}}},
                {"in", holder}});
            first_field = "/items/" + std::to_string(list.size() - 1) + "/id";
        });
        if (!first_field.empty()) focusField(first_field);
        return;
    }
    if (a.rfind("sq+:", 0) == 0 || a.rfind("sqsel:", 0) == 0) {
        // Squares picked on the map: the cursor's added, or the selected region's.
        const bool cursor = a[2] == '+';
        const std::string base = a.substr(cursor ? 4 : 6);
        const Pos c = editor_.cursor();
        const auto area = editor_.selection();
        editor_.editDocument([&](ojson& d) {
            ojson& squares = d[ojson::json_pointer(base + "/squares")];
            if (!squares.is_array()) squares = ojson::array();
            const auto add = [&](Pos p) {
                const ojson q = ojson::array({p.x, p.y});
                if (std::find(squares.begin(), squares.end(), q) == squares.end()) squares.push_back(q);
            };
            if (cursor) {
                add(c);
            } else if (area) {
                for (int y = area->y; y < area->y + area->h; ++y)
                    for (int x = area->x; x < area->x + area->w; ++x) add(Pos{x, y});
            }
        });
        draft_pointer_.clear();
        return;
    }
    if (a.rfind("paint:", 0) == 0) {
        editor_.paintZone(a.substr(6));
        return;
    }
    if (a.rfind("floor:", 0) == 0) {
        // A quest item laid on the floor at the map's cursor instead of in an object.
        const std::string base = a.substr(6);
        const Pos at = editor_.cursor();
        editor_.editDocument([&](ojson& d) {
            ojson& item = d[ojson::json_pointer(base)];
            content::eraseMember(item, "in");
            item["at"] = {at.x, at.y};
        });
        return;
    }
    if (a.rfind("place:", 0) == 0 || a.rfind("free:", 0) == 0) {
        // A fixed placement (R53): the map's cursor, or none (the player deploys it).
        const bool place = a[0] == 'p';
        const std::string base = a.substr(place ? 6 : 5);
        const Pos at = editor_.cursor();
        editor_.editDocument([&](ojson& d) {
            ojson& e = d[ojson::json_pointer(base)];
            if (e.is_string()) e = ojson{{"card", e.get<std::string>()}};
            if (place)
                e["at"] = {at.x, at.y};
            else
                content::eraseMember(e, "at");
        });
        return;
    }
    if (a.empty()) return;
    const std::string target = a.substr(1);
    if (a[0] == '-') {
        std::string parent;
        std::size_t index = 0;
        if (!splitIndex(target, &parent, &index)) return;
        editor_.editDocument([&](ojson& d) {
            ojson& list = d[ojson::json_pointer(parent)];
            if (list.is_array() && index < list.size()) list.erase(index);
            // A fixed group emptied is no fixed group: the side builds its own within the budget.
            if (parent.rfind("/rosters/", 0) == 0 && list.is_array() && list.empty()) {
                content::eraseMember(d["rosters"], parent.substr(9));
                if (d["rosters"].empty()) content::eraseMember(d, "rosters");
            }
        });
        if (parent.rfind("/rosters/", 0) == 0 && !find(fields(), "+" + parent)) {
            focus_.clear();
            focusField(parent);
            return;
        }
        // The list's Add button takes the focus (the entry's fields are gone).
        focus_.clear();
        focusField("+" + parent);
        return;
    }
    if (a[0] != '+') return;
    std::string first_field;
    editor_.editDocument([&](ojson& d) {
        ojson& list = d[ojson::json_pointer(target)];
        if (!list.is_array()) list = ojson::array();
        const std::string n = std::to_string(list.size());
        if (target == "/victory") {
            const std::string hero = stringAt(d, "/hero_zone");
            list.push_back(ojson{{"type", "all_heroes_out"}, {"zone", hero}});
        } else if (target == "/defeat") {
            list.push_back(ojson{{"type", "all_heroes_down"}});
        } else if (target.size() > 3 && target.compare(target.size() - 3, 3, "/of") == 0) {
            // A member added to a group: the list's usual first condition.
            if (target.rfind("/defeat", 0) == 0)
                list.push_back(ojson{{"type", "all_heroes_down"}});
            else
                list.push_back(ojson{{"type", "all_heroes_out"}, {"zone", stringAt(d, "/hero_zone")}});
        } else if (target == "/special_actions") {
            std::string id = "action_" + std::to_string(list.size() + 1);
            const auto ids = idsOf(d, "special_actions");
            for (int k = 2; std::find(ids.begin(), ids.end(), id) != ids.end(); ++k) id += "_" + std::to_string(k);
            const auto objects = objectIds(d, {});
            ojson effect{{"type", "open"}};
            if (!objects.empty()) effect["object"] = objects.front();
            list.push_back(ojson{{"id", id},
                                 {"name",
                                  {{"en", app_.strings().get("forms.new.action.en")},
                                   {"fr", app_.strings().get("forms.new.action.fr")}}},
                                 {"text",
                                  {{"en", app_.strings().get("forms.new.action_text.en")},
                                   {"fr", app_.strings().get("forms.new.action_text.fr")}}},
                                 {"side", "heroes"},
                                 {"ap", 1},
                                 {"characteristic", "intelligence"},
                                 {"difficulty", 4},
                                 {"where", {{"anywhere", true}}},
                                 {"on_success", ojson::array({effect})}});
            first_field = target + "/" + n + "/id";
        } else if (target.size() > 11 && target.compare(target.size() - 11, 11, "/on_success") == 0) {
            const auto objects = objectIds(d, {});
            ojson effect{{"type", "open"}};
            if (!objects.empty()) effect["object"] = objects.front();
            list.push_back(effect);
            first_field = target + "/" + n + "/type";
        } else if (target == "/items") {
            std::string id = "item_" + std::to_string(list.size() + 1);
            const auto ids = idsOf(d, "items");
            for (int k = 2; std::find(ids.begin(), ids.end(), id) != ids.end(); ++k) id += "_" + std::to_string(k);
            ojson item{
                {"id", id},
                {"name",
                 {{"en", app_.strings().get("forms.new.item.en")}, {"fr", app_.strings().get("forms.new.item.fr")}}}};
            const auto holders = objectIds(d, {ObjectKind::Chest, ObjectKind::Cell});
            if (!holders.empty())
                item["in"] = holders.front();
            else
                item["at"] = {editor_.cursor().x, editor_.cursor().y};
            list.push_back(item);
            first_field = target + "/" + n + "/id";
        } else if (target == "/rosters/master" || target == "/rosters/heroes") {
            const bool heroes = target == "/rosters/heroes";
            for (const auto& card : app_.quests().library.cards)
                if (card.isHero() == heroes && (heroes || card.formation == Formation::MasterTroop)) {
                    list.push_back(card.id);
                    break;
                }
            first_field = target + "/" + n + "/card";
        } else if (target == "/cards") {
            // A new card of the quest's own (docs/content-format.md "Character cards"): a
            // Master's troop with modest characteristics, to rewrite; an id no card has.
            std::set<std::string> taken;
            for (const InlineCard& c : inlineCards(d)) taken.insert(c.id);
            for (const auto& c : app_.quests().library.cards) taken.insert(c.id);
            std::string id = "card_" + std::to_string(list.size() + 1);
            for (int k = 2; taken.count(id); ++k)
                id = "card_" + std::to_string(list.size() + 1) + "_" + std::to_string(k);
            ojson characteristics = ojson::object();
            const std::map<std::string, int> start = {
                {"m_at", 3},         {"defence", 3}, {"shoot", 0},    {"magic", 0},   {"strength", 3},
                {"hp", 6},           {"will", 3},    {"charisma", 1}, {"agility", 3}, {"dexterity", 3},
                {"intelligence", 2}, {"destiny", 0}, {"ap", 4}};
            for (const std::string& k : kCardCharacteristics) characteristics[k] = start.at(k);
            list.push_back(ojson{
                {"id", id},
                {"name",
                 {{"en", app_.strings().get("forms.new.card.en")}, {"fr", app_.strings().get("forms.new.card.fr")}}},
                {"formation", "master_troop"},
                {"value", 10},
                {"characteristics", characteristics},
                {"armour", {{"head", 0}, {"chest", 0}, {"arms", 0}, {"legs", 0}}},
                {"damage", {{"melee", 3}, {"shot", 0}}}});
            first_field = target + "/" + n + "/id";
        } else if (target == "/zones") {
            // A new zone (docs/content-format.md "Zones"): the first free letter, a new id.
            std::set<std::string> letters;
            for (const ojson& z : list) letters.insert(stringAt(z, "/letter"));
            std::string letter;
            for (const char* range : {"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"})
                for (const char* c = range; *c && letter.empty(); ++c)
                    if (!letters.count(std::string(1, *c))) letter = std::string(1, *c);
            if (letter.empty()) return;  // 52 zones: the format's limit
            const auto ids = idsOf(d, "zones");
            std::string id = "zone_" + std::string(1, static_cast<char>(std::tolower(letter[0])));
            if (std::find(ids.begin(), ids.end(), id) != ids.end())
                id += "_" + std::string(std::isupper(static_cast<unsigned char>(letter[0])) ? "upper" : "lower");
            list.push_back(ojson{{"letter", letter},
                                 {"id", id},
                                 {"name",
                                  {{"en", app_.strings().format("forms.new.zone.en", letter)},
                                   {"fr", app_.strings().format("forms.new.zone.fr", letter)}}}});
            first_field = "/zones/" + n + "/name/en";
        }
        if (first_field.empty()) first_field = target + "/" + n + "/type";
    });
    if (!first_field.empty()) focusField(first_field);
}

bool EditorForms::key(SDL_Keycode key, Uint16 mod) {
    if (!shown_) return false;
    if ((mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) != 0) return false;
    const auto all = fields();
    const Field* f = find(all, focus_);
    if (!f && !focus_.empty()) focus_.clear();  // gone (an undo)
    const bool shift = (mod & KMOD_SHIFT) != 0;
    switch (key) {
        case SDLK_TAB:
            moveFocus(shift ? -1 : +1);
            return true;
        case SDLK_DOWN:
            moveFocus(+1);
            return true;
        case SDLK_UP:
            moveFocus(-1);
            return true;
        case SDLK_ESCAPE:
            if (focus_.empty()) return false;
            focus_.clear();
            app_.redraw();
            return true;
        default:
            break;
    }
    if (!f) return false;
    switch (f->kind) {
        case FieldKind::Text: {
            const std::string& v = f->value;
            cursor_ = std::min(cursor_, v.size());
            switch (key) {
                case SDLK_LEFT:
                    cursor_ = prevChar(v, cursor_);
                    break;
                case SDLK_RIGHT:
                    cursor_ = nextCharOf(v, cursor_);
                    break;
                case SDLK_HOME:
                    cursor_ = 0;
                    break;
                case SDLK_END:
                    cursor_ = v.size();
                    break;
                case SDLK_BACKSPACE:
                    if (cursor_ > 0) {
                        const std::size_t from = prevChar(v, cursor_);
                        setText(*f, v.substr(0, from) + v.substr(cursor_));
                        cursor_ = from;
                    }
                    break;
                case SDLK_DELETE:
                    if (cursor_ < v.size()) setText(*f, v.substr(0, cursor_) + v.substr(nextCharOf(v, cursor_)));
                    break;
                case SDLK_RETURN:
                case SDLK_KP_ENTER:
                    moveFocus(+1);
                    break;
                default:
                    break;  // typed keys come as text (textInput)
            }
            app_.redraw();
            return true;
        }
        case FieldKind::Number: {
            long long n = f->value.empty() ? -1 : std::stoll(f->value);
            switch (key) {
                case SDLK_LEFT:
                case SDLK_MINUS:
                case SDLK_KP_MINUS:
                    setNumber(*f, std::to_string(std::max<long long>(f->min, n < 0 ? f->min : n - 1)));
                    break;
                case SDLK_RIGHT:
                case SDLK_PLUS:
                case SDLK_EQUALS:
                case SDLK_KP_PLUS:
                    setNumber(*f, std::to_string(std::min<long long>(9999, n < 0 ? std::max(f->min, 1) : n + 1)));
                    break;
                case SDLK_BACKSPACE:
                    setNumber(*f, f->value.empty() ? std::string() : f->value.substr(0, f->value.size() - 1));
                    break;
                case SDLK_RETURN:
                case SDLK_KP_ENTER:
                    moveFocus(+1);
                    break;
                default:
                    break;
            }
            app_.redraw();
            return true;
        }
        case FieldKind::Choice:
            switch (key) {
                case SDLK_LEFT:
                    choose(*f, -1);
                    return true;
                case SDLK_RIGHT:
                case SDLK_SPACE:
                    choose(*f, +1);
                    return true;
                case SDLK_RETURN:
                case SDLK_KP_ENTER:
                    moveFocus(+1);
                    return true;
                default:
                    return true;
            }
        case FieldKind::Button:
            if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) {
                const Field copy = *f;
                press(copy);
            }
            return true;
    }
    return false;
}

bool EditorForms::text(const char* utf8) {
    if (!shown_ || focus_.empty()) return false;
    const auto all = fields();
    const Field* f = find(all, focus_);
    if (!f) return false;
    const std::string typed(utf8);
    if (f->kind == FieldKind::Text) {
        const std::string& v = f->value;
        cursor_ = std::min(cursor_, v.size());
        if (v.size() + typed.size() > 4000) return true;  // the format's limit
        setText(*f, v.substr(0, cursor_) + typed + v.substr(cursor_));
        cursor_ += typed.size();
        return true;
    }
    if (f->kind == FieldKind::Number) {
        std::string digits = f->value;
        for (char c : typed)
            if (c >= '0' && c <= '9' && digits.size() < 4) digits += c;
        while (digits.size() > 1 && digits[0] == '0') digits.erase(0, 1);
        setNumber(*f, digits);
        return true;
    }
    return true;  // choices and buttons take no text
}

bool EditorForms::click(int x, int y) {
    if (!shown_ || !view_.contains(x, y)) return false;
    const auto all = fields();
    for (const auto& [ptr, r] : drawn_) {
        if (!r.contains(x, y)) continue;
        const Field* f = find(all, ptr);
        if (!f) return true;
        const Field copy = *f;
        focus_ = ptr;
        cursor_ = copy.value.size();
        if (copy.kind == FieldKind::Text) {
            // The cursor goes where the text was clicked: the line, then the nearest gap.
            Painter& p = app_.painter();
            const int size = p.px(14);
            const int lh = p.text().lineHeight(Face::Regular, size);
            const auto ranges = wrapRanges(p, Face::Regular, size, copy.value, r.w - p.px(10));
            std::size_t first = 0;
            for (const auto& [q, line] : first_lines_)
                if (q == ptr) first = line;
            const std::size_t k =
                std::min(ranges.size() - 1, first + static_cast<std::size_t>(std::max(0, (y - r.y - p.px(3)) / lh)));
            const int dx = x - (r.x + p.px(5));
            std::size_t best = ranges[k].first;
            for (std::size_t i = ranges[k].first; i <= ranges[k].second && i <= copy.value.size();
                 i = nextCharOf(copy.value, i)) {
                const int w =
                    p.text().width(Face::Regular, size, copy.value.substr(ranges[k].first, i - ranges[k].first));
                if (w - dx > 0) {
                    const int before =
                        p.text().width(Face::Regular, size, copy.value.substr(ranges[k].first, best - ranges[k].first));
                    if (w - dx < dx - before) best = i;
                    break;
                }
                best = i;
                if (i == copy.value.size()) break;
            }
            cursor_ = best;
        }
        if (copy.kind == FieldKind::Choice) choose(copy, x < r.x + r.w / 3 ? -1 : +1);
        if (copy.kind == FieldKind::Button) press(copy);
        app_.redraw();
        return true;
    }
    focus_.clear();
    app_.redraw();
    return true;
}

bool EditorForms::scroll(int dy) {
    if (!shown_) return false;
    scroll_ = std::clamp(scroll_ - dy * app_.painter().px(48), 0, std::max(0, content_h_ - view_.h));
    app_.redraw();
    return true;
}

void EditorForms::draw(Painter& p, const Rect& area) {
    drawPanel(p, area);
    const auto all = fields();
    const int pad = p.px(8);
    TextRenderer& t = p.text();
    const int help_size = p.px(12);
    const int help_lh = t.lineHeight(Face::Regular, help_size);
    const int help_lines = 3;
    const int help_h = help_lines * help_lh + p.px(6);
    view_ = Rect{area.x + pad, area.y + pad, area.w - 2 * pad, std::max(0, area.h - 2 * pad - help_h)};
    const int box_w = view_.w - p.px(8);  // room for the scroll bar
    const int head_size = p.px(15), label_size = p.px(12), value_size = p.px(14);
    const int head_h = t.lineHeight(Face::Bold, head_size) + p.px(8);
    const int label_h = t.lineHeight(Face::Bold, label_size) + p.px(2);
    const int lh = t.lineHeight(Face::Regular, value_size);
    const int gap = p.px(6);

    // The rows in content coordinates: a section heading, a label, then the box.
    struct Row {
        const Field* f;
        int head_y, label_y, box_y, box_h;
    };
    std::vector<Row> rows;
    int y = 0;
    for (const Field& f : all) {
        Row r{&f, -1, -1, 0, 0};
        if (!f.section.empty()) {
            r.head_y = y;
            y += head_h;
        }
        if (f.kind != FieldKind::Button) {
            r.label_y = y;
            y += label_h;
        }
        r.box_y = y;
        r.box_h = f.kind == FieldKind::Text ? f.max_lines * lh + p.px(6)
                  : f.kind == FieldKind::Button
                      ? std::max(p.px(26), t.lineHeight(Face::Bold, std::max(10, p.px(14))) + 4)
                      : lh + p.px(8);
        y += r.box_h + gap;
        rows.push_back(r);
    }
    content_h_ = y;
    if (scroll_to_focus_) {
        scroll_to_focus_ = false;
        for (const Row& r : rows)
            if (r.f->pointer == focus_) {
                const int top = r.head_y >= 0 ? r.head_y : r.label_y >= 0 ? r.label_y : r.box_y;
                const int bottom = r.box_y + r.box_h;
                if (top < scroll_) scroll_ = top;
                if (bottom > scroll_ + view_.h) scroll_ = bottom - view_.h;
            }
    }
    scroll_ = std::clamp(scroll_, 0, std::max(0, content_h_ - view_.h));

    drawn_.clear();
    first_lines_.clear();
    {
        const PanelScope scope(p, view_, PanelKind::Scroll, "editor form");
        p.clip(&view_);
        const auto visible = [&](int top, int h) { return top - scroll_ >= 0 && top + h - scroll_ <= view_.h; };
        const int x = view_.x;
        for (const Row& r : rows) {
            const Field& f = *r.f;
            const bool focused = f.pointer == focus_;
            if (r.head_y >= 0 && visible(r.head_y, head_h - p.px(4))) {
                int size = head_size;
                const std::string head = fitText(p, Face::Bold, size, std::min(size, 11), f.section, box_w);
                p.text(Face::Bold, size, head, theme().gold, x, view_.y + r.head_y - scroll_);
            }
            if (r.label_y >= 0 && visible(r.label_y, r.box_y + r.box_h - r.label_y)) {  // with its box
                int size = label_size;
                const std::string label = fitText(p, Face::Bold, size, std::min(size, 10), f.label, box_w);
                p.text(Face::Bold, size, label, focused ? theme().gold_bright : theme().muted, x,
                       view_.y + r.label_y - scroll_);
            }
            if (!visible(r.box_y, r.box_h)) continue;
            const Rect box{x, view_.y + r.box_y - scroll_, box_w, r.box_h};
            drawn_.emplace_back(f.pointer, box);
            if (f.kind == FieldKind::Button) {
                drawButton(p, Button{box, f.label}, focused);
                continue;
            }
            p.fill(box, focused ? theme().row_on : theme().field);
            p.outline(box, focused ? theme().gold : theme().border, std::max(1, p.px(1)));
            const int inner = box.w - p.px(10);
            const int tx = box.x + p.px(5);
            if (f.kind == FieldKind::Text) {
                // Wrapped in the box; the lines around the cursor when they do not all fit.
                const auto ranges = wrapRanges(p, Face::Regular, value_size, f.value, inner);
                std::size_t cursor_line = 0;
                const std::size_t c = focused ? std::min(cursor_, f.value.size()) : 0;
                for (std::size_t k = 0; k < ranges.size(); ++k)
                    if (ranges[k].first <= c) cursor_line = k;
                const std::size_t shown = static_cast<std::size_t>(f.max_lines);
                const std::size_t first = cursor_line >= shown ? cursor_line - shown + 1 : 0;
                first_lines_.emplace_back(f.pointer, first);
                for (std::size_t k = first; k < ranges.size() && k < first + shown; ++k) {
                    std::string line = f.value.substr(ranges[k].first, ranges[k].second - ranges[k].first);
                    while (!line.empty() && line.back() == ' ') line.pop_back();
                    const int ly = box.y + p.px(3) + static_cast<int>(k - first) * lh;
                    if (!line.empty()) p.text(Face::Regular, value_size, line, theme().bone, tx, ly);
                    if (focused && k == cursor_line) {
                        const int cx =
                            tx + (c > ranges[k].first ? t.width(Face::Regular, value_size,
                                                                f.value.substr(ranges[k].first, c - ranges[k].first))
                                                      : 0);
                        p.fill(Rect{std::min(cx, box.right() - p.px(3)), ly, std::max(1, p.px(2)), lh},
                               theme().gold_bright);
                    }
                }
                continue;
            }
            std::string shown;
            SDL_Color colour = theme().bone;
            if (f.kind == FieldKind::Number) {
                shown = f.value.empty() ? app_.strings().get("forms.default") : f.value;
                if (f.value.empty()) colour = theme().muted;
                if (focused && !f.value.empty()) shown += "_";
            } else {
                const auto it = std::find(f.options.begin(), f.options.end(), f.value);
                shown = it != f.options.end() ? f.option_labels[static_cast<std::size_t>(it - f.options.begin())]
                        : f.value.empty()     ? app_.strings().get("forms.none")
                                              : f.value;
                if (f.options.empty()) colour = theme().muted;
                shown = "‹  " + shown + "  ›";
            }
            int size = value_size;
            const std::string value = fitText(p, Face::Regular, size, std::min(size, 10), shown, inner);
            p.text(Face::Regular, size, value, colour, tx, box.y + (box.h - t.lineHeight(Face::Regular, size)) / 2);
        }
        p.clip(nullptr);
    }
    drawScrollBar(p, Rect{view_.right() - p.px(5), view_.y, p.px(4), view_.h}, content_h_, view_.h, scroll_);

    // The chosen field's help (else how to use the form), under the view.
    const Field* f = find(all, focus_);
    const std::string help = f ? f->help : app_.strings().get("forms.help.none");
    auto lines = t.wrap(Face::Regular, help_size, help, view_.w);
    if (lines.size() > static_cast<std::size_t>(help_lines)) {
        lines.resize(static_cast<std::size_t>(help_lines));
        int size = help_size;
        lines.back() = fitText(p, Face::Regular, size, size, lines.back() + " …", view_.w);
    }
    int hy = view_.bottom() + p.px(4);
    for (const auto& line : lines) {
        p.text(Face::Regular, help_size, line, theme().muted, view_.x, hy);
        hy += help_lh;
    }
}

// ---- The editor's side of the forms (editor_screen.h) ----

void EditorScreen::editDocument(const std::function<void(ojson&)>& change, const std::string& merge) {
    if (!doc_) return;
    ojson before = *doc_;
    try {
        change(*doc_);
    } catch (const nlohmann::json::exception& e) {
        // A hand-written document of another shape than the form expects: left as it was.
        *doc_ = std::move(before);
        status_ = app_.strings().format("forms.status.cannot", e.what());
        app_.redraw();
        return;
    }
    if (*doc_ == before) return;
    if (merge.empty() || merge != merge_ || undo_.empty()) undo_.push_back(std::move(before));
    merge_ = merge;
    redo_.clear();
    revalidate();
    app_.redraw();
}

void EditorScreen::paintZone(const std::string& letter) {
    if (!doc_) return;
    zone_brush_ = letter;
    std::string name;
    const auto zones = doc_->find("zones");
    if (zones != doc_->end() && zones->is_array())
        for (const ojson& z : *zones)
            if (stringAt(z, "/letter") == letter) {
                name = stringAt(z, "/name/" + app_.settings().language);
                if (name.empty()) name = stringAt(z, "/id");
            }
    status_ = app_.strings().format("forms.status.painting", letter, name);
    forms_->show(false);
}

void EditorScreen::back() {
    if (!doc_ || !dirty()) {
        app_.screens().pop(this);
        return;
    }
    // Unsaved changes: Save (then leave, unless it fails), Discard (leave), Cancel (stay).
    app_.screens().push(
        std::make_unique<UnsavedScreen>(app_, fs::path(path_).filename().string(), [this](UnsavedScreen::Answer a) {
            if (a == UnsavedScreen::Answer::Cancel) return;
            if (a == UnsavedScreen::Answer::Save && !save()) return;
            app_.screens().pop(this);
        }));
}

bool EditorScreen::textInput(const char* text) { return doc_ && forms_->shown() && forms_->text(text); }

// ---- The unsaved-changes question ----

UnsavedScreen::UnsavedScreen(App& app, std::string file, std::function<void(Answer)> on_answer)
    : Screen(app), text_(app.strings().format("unsaved.text", file)), on_answer_(std::move(on_answer)) {}

UnsavedScreen::Layout UnsavedScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(600));
    const int pad = std::min(p.px(24), std::max(p.px(10), h / 24));
    const int inner = panel_w - 2 * pad;
    l.body_size = p.px(17);
    const int button_h = std::max(text.lineHeight(Face::Bold, std::max(10, p.px(12))) + 6, std::min(p.px(44), h / 10));
    const int title_h = text.lineHeight(Face::Title, p.px(24)) + p.px(22);
    for (;;) {
        l.lines = text.wrap(Face::Regular, l.body_size, text_, inner);
        const int need = 2 * pad + title_h +
                         static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size) + p.px(20) +
                         button_h;
        if (need <= h - p.px(20) || l.body_size <= 10) break;
        --l.body_size;
    }
    const int body_h = static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size);
    const int panel_h = std::min(h - p.px(20), pad + title_h + body_h + p.px(20) + button_h + pad);
    l.panel = Rect{(w - panel_w) / 2, (h - panel_h) / 2, panel_w, panel_h};
    const int gap = p.px(12);
    const int bw = (inner - 2 * gap) / 3;
    const int by = l.panel.bottom() - pad - button_h;
    for (int i = 0; i < 3; ++i) l.buttons[i] = Rect{l.panel.x + pad + i * (bw + gap), by, bw, button_h};
    return l;
}

void UnsavedScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    const int pad = std::min(p.px(24), std::max(p.px(10), p.height() / 24));
    int y = l.panel.y + pad;
    int size = p.px(24);
    const std::string title =
        fitText(p, Face::Title, size, std::max(10, size * 2 / 3), app_.tr("unsaved.title"), l.panel.w - 2 * pad);
    p.shadowedText(Face::Title, size, title, theme().gold, l.panel.centerX(), y, Align::Center);
    y += p.text().lineHeight(Face::Title, p.px(24)) + p.px(4);
    drawDivider(p, l.panel.centerX(), y, l.panel.w / 3);
    y += p.px(18);
    for (const std::string& line : l.lines) {
        p.text(Face::Regular, l.body_size, line, theme().bone, l.panel.x + pad, y);
        y += p.text().lineHeight(Face::Regular, l.body_size);
    }
    const char* keys[3] = {"unsaved.save", "unsaved.discard", "unsaved.cancel"};
    for (int i = 0; i < 3; ++i) drawButton(p, Button{l.buttons[i], app_.tr(keys[i])}, focus_ == i);
}

void UnsavedScreen::answer(Answer a) {
    if (closing_) return;
    closing_ = true;
    auto action = std::move(on_answer_);
    app_.screens().pop(this);
    if (action) action(a);
}

bool UnsavedScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    switch (key) {
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            answer(static_cast<Answer>(focus_));
            return true;
        case SDLK_ESCAPE:
            answer(Answer::Cancel);
            return true;
        case SDLK_TAB:
            focus_ = (focus_ + ((mod & KMOD_SHIFT) != 0 ? 2 : 1)) % 3;
            app_.redraw();
            return true;
        case SDLK_LEFT:
            focus_ = (focus_ + 2) % 3;
            app_.redraw();
            return true;
        case SDLK_RIGHT:
            focus_ = (focus_ + 1) % 3;
            app_.redraw();
            return true;
        default:
            return true;  // modal
    }
}

bool UnsavedScreen::click(int x, int y) {
    const Layout l = layout();
    for (int i = 0; i < 3; ++i)
        if (l.buttons[i].contains(x, y)) {
            answer(static_cast<Answer>(i));
            return true;
        }
    if (!l.panel.contains(x, y)) answer(Answer::Cancel);
    return true;
}

bool UnsavedScreen::hover(int x, int y) {
    const Layout l = layout();
    for (int i = 0; i < 3; ++i)
        if (l.buttons[i].contains(x, y) && focus_ != i) {
            focus_ = i;
            app_.redraw();
        }
    return true;
}

}  // namespace cata::app
