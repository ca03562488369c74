// The stable writer of content files (quest_writer.h).
#include "cata/content/quest_writer.h"

#include <map>
#include <string_view>
#include <vector>

#include "cata/content/save_file.h"

namespace cata::content {

namespace {

using ojson = nlohmann::ordered_json;
using Keys = std::vector<std::string_view>;

// The known keys of each kind of object, in the order of its schema (schemas/*.schema.json).
const Keys kQuest{"$schema", "id",      "number",   "title",  "introduction", "objective", "budget", "turn_limit",
                  "legend",  "terrain", "zone_map", "zones",  "hero_zone",    "objects",   "items",  "special_actions",
                  "rosters", "cards",   "victory",  "defeat", "start"};
const Keys kText{"en", "fr"};
const Keys kZone{"letter", "id", "name"};
const Keys kObject{"id",
                   "name",
                   "at",
                   "lock_difficulty",
                   "pickable",
                   "breakable",
                   "hidden",
                   "trap_difficulty",
                   "trap_damage_dice",
                   "contains"};
const Keys kItem{"id", "name", "in", "at"};
const Keys kSpecialAction{"id",         "name",  "text",       "side",      "ap", "characteristic",
                          "difficulty", "where", "repeatable", "on_success"};
const Keys kWhere{"anywhere", "adjacent_to", "same_zone_as", "in_zone"};
const Keys kActionEffect{"type", "object", "item"};
const Keys kRosters{"heroes", "master"};
const Keys kRosterEntry{"card", "id", "at"};
const Keys kCondition{"type", "object", "character", "card", "zone", "squares", "item", "action", "turns", "of"};
const Keys kStart{"turn", "side", "characters", "objects"};
const Keys kStartCharacter{"card", "id",      "at",       "hp",     "ap",      "destiny", "waiting", "down",
                           "out",  "burning", "poisoned", "webbed", "stunned", "duel",    "carrying"};
const Keys kStartObject{"id", "open", "locked", "damage", "broken", "sprung", "revealed"};
const Keys kCards{"$schema", "cards"};
const Keys kCard{"id",     "name", "lore",      "formation",     "value",  "characteristics", "armour",
                 "damage", "size", "footprint", "special_rules", "skills", "spells",          "token"};
const Keys kCharacteristics{"m_at",     "defence", "shoot",     "magic",        "strength", "hp", "will",
                            "charisma", "agility", "dexterity", "intelligence", "destiny",  "ap"};
const Keys kArmour{"head", "chest", "arms", "legs"};
const Keys kDamage{"melee", "shot"};
const Keys kSpecialRule{"rule", "level", "attacks"};
const Keys kSkill{"id", "name", "text", "effects"};
const Keys kSkillEffect{"type", "characteristic", "amount"};
const Keys kSpells{"$schema", "spells"};
const Keys kSpell{"id", "name", "text", "target", "range", "difficulty", "ap", "tiers"};
const Keys kTier{"min", "effects"};
const Keys kSpellEffect{"type", "dice", "flat", "fire", "level", "characteristic", "turns"};

/// What a value is, told by where it is: its path with array indices as "*" (and a
/// condition's "of" folded into the condition).
const Keys* knownKeys(const std::string& shape) {
    static const std::map<std::string, const Keys*, std::less<>> table{
        {"quest", &kQuest},
        {"/zones/*", &kZone},
        {"/objects/*", &kObject},
        {"/items/*", &kItem},
        {"/special_actions/*", &kSpecialAction},
        {"/special_actions/*/where", &kWhere},
        {"/special_actions/*/on_success/*", &kActionEffect},
        {"/rosters", &kRosters},
        {"/rosters/heroes/*", &kRosterEntry},
        {"/rosters/master/*", &kRosterEntry},
        {"/victory/*", &kCondition},
        {"/defeat/*", &kCondition},
        {"/start", &kStart},
        {"/start/characters/*", &kStartCharacter},
        {"/start/objects/*", &kStartObject},
        {"cards", &kCards},
        {"/cards/*", &kCard},
        {"/cards/*/characteristics", &kCharacteristics},
        {"/cards/*/armour", &kArmour},
        {"/cards/*/damage", &kDamage},
        {"/cards/*/special_rules/*", &kSpecialRule},
        {"/cards/*/skills/*", &kSkill},
        {"/cards/*/skills/*/effects/*", &kSkillEffect},
        {"spells", &kSpells},
        {"/spells/*", &kSpell},
        {"/spells/*/tiers/*", &kTier},
        {"/spells/*/tiers/*/effects/*", &kSpellEffect},
    };
    const auto it = table.find(shape);
    return it == table.end() ? nullptr : it->second;
}

/// The shape of a child: `shape` + "/" + `key` (or "*" for an array's element), with a nested
/// condition (".../of/*") read as its parent condition.
std::string childShape(const std::string& shape, std::string_view key) {
    std::string base = shape == "quest" || shape == "cards" || shape == "spells" ? std::string() : shape;
    std::string out = base + "/" + std::string(key);
    for (const char* list : {"/victory/*", "/defeat/*"}) {
        const std::string of = std::string(list) + "/of/*";
        if (out.size() >= of.size() && out.compare(0, std::string(list).size(), list) == 0 &&
            out.compare(out.size() - 5, 5, "/of/*") == 0) {
            bool only_of = true;  // "/victory/*" then "/of/*" repeated
            for (std::size_t at = std::string(list).size(); at < out.size(); at += 5)
                if (out.compare(at, 5, "/of/*") != 0) only_of = false;
            if (only_of) return list;
        }
    }
    return out;
}

/// Characters (UTF-8 code points) of `s`.
int width(const std::string& s) {
    int n = 0;
    for (const unsigned char c : s) n += (c & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

std::string scalar(const ojson& v) { return v.dump(-1, ' ', false, ojson::error_handler_t::replace); }

/// The members of object `v` in the writer's order: the known keys of `shape` present in it,
/// then every other key in its order in `v` (texts: "en", "fr" first wherever they are).
std::vector<const std::string*> orderedKeys(const ojson& v, const std::string& shape) {
    std::vector<const std::string*> out;
    const Keys* known = knownKeys(shape);
    if (!known && v.contains("en")) known = &kText;
    std::vector<bool> taken;
    std::vector<const std::string*> all;
    for (auto it = v.begin(); it != v.end(); ++it) all.push_back(&it.key());
    taken.assign(all.size(), false);
    if (known)
        for (const std::string_view k : *known)
            for (std::size_t i = 0; i < all.size(); ++i)
                if (!taken[i] && *all[i] == k) {
                    out.push_back(all[i]);
                    taken[i] = true;
                }
    for (std::size_t i = 0; i < all.size(); ++i)
        if (!taken[i]) out.push_back(all[i]);
    return out;
}

/// `v` on one line: `{"a": 1, "b": [1, 2]}`.
std::string compact(const ojson& v, const std::string& shape) {
    if (v.is_object()) {
        if (v.empty()) return "{}";
        std::string out = "{";
        bool first = true;
        for (const std::string* k : orderedKeys(v, shape)) {
            if (!first) out += ", ";
            first = false;
            out += scalar(ojson(*k)) + ": " + compact(v.at(*k), childShape(shape, *k));
        }
        return out + "}";
    }
    if (v.is_array()) {
        if (v.empty()) return "[]";
        std::string out = "[";
        const std::string element = childShape(shape, "*");
        for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + compact(v[i], element);
        return out + "]";
    }
    return scalar(v);
}

bool isMapRows(const std::string& shape) { return shape == "/terrain" || shape == "/zone_map"; }

/// Writes `v` at `indent`, its line already holding `used` characters (the key and the indent),
/// `tail` more to come after it on the line (the comma).
void write(std::string& out, const ojson& v, const std::string& shape, int indent, int used, int tail, bool top) {
    if (!v.is_structured() || v.empty()) {
        out += compact(v, shape);
        return;
    }
    if (!top && !isMapRows(shape)) {
        const std::string line = compact(v, shape);
        if (used + width(line) + tail <= kWriterWidth) {
            out += line;
            return;
        }
    }
    const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
    if (v.is_object()) {
        out += "{\n";
        const std::vector<const std::string*> keys = orderedKeys(v, shape);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const std::string key = scalar(ojson(*keys[i])) + ": ";
            out += pad + key;
            const bool last = i + 1 == keys.size();
            write(out, v.at(*keys[i]), childShape(shape, *keys[i]), indent + 2, indent + 2 + width(key), last ? 0 : 1,
                  false);
            out += last ? "\n" : ",\n";
        }
    } else {
        out += "[\n";
        const std::string element = childShape(shape, "*");
        for (std::size_t i = 0; i < v.size(); ++i) {
            out += pad;
            const bool last = i + 1 == v.size();
            write(out, v[i], element, indent + 2, indent + 2, last ? 0 : 1, false);
            out += last ? "\n" : ",\n";
        }
    }
    out += std::string(static_cast<std::size_t>(indent), ' ') + (v.is_object() ? "}" : "]");
}

}  // namespace

std::string writeQuest(const ojson& doc) {
    std::string shape = "quest";
    if (doc.is_object() && !doc.contains("terrain")) {
        if (doc.contains("cards"))
            shape = "cards";
        else if (doc.contains("spells"))
            shape = "spells";
    }
    std::string out;
    write(out, doc, shape, 0, 0, 0, true);
    return out + "\n";
}

std::optional<std::string> normaliseQuestText(const std::string& text, std::string* error) {
    ojson doc = ojson::parse(text, nullptr, false);
    if (doc.is_discarded()) {
        if (error) {
            try {
                const ojson again = ojson::parse(text);
                (void)again;
            } catch (const ojson::parse_error& e) {
                *error = e.what();
            }
        }
        return std::nullopt;
    }
    return writeQuest(doc);
}

bool saveQuestFile(const std::string& path, const ojson& doc, std::string* error) {
    return writeFileAtomically(path, writeQuest(doc), error);
}

void eraseMember(nlohmann::ordered_json& object, const std::string& key) {
    if (!object.is_object() || !object.contains(key)) return;
    nlohmann::ordered_json kept = nlohmann::ordered_json::object();
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it.key() != key) kept[it.key()] = std::move(it.value());
    object = std::move(kept);  // assigned whole: its members' children point at them again
}

}  // namespace cata::content
