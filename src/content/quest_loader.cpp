// The quest loader (docs/content-format.md "Quests"): reads the quest in order (texts, map,
// items, inline cards, rosters, special actions R51, victory and defeat R52), checking each
// reference against what was read before it.
#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <set>

#include "quest_parts.h"

namespace cata::content {

namespace {

constexpr EnumName<bool> kSides[] = {{"heroes", true}, {"master", false}};
constexpr EnumName<QuestEffectType> kQuestEffects[] = {{"open", QuestEffectType::Open}, {"give_item", QuestEffectType::GiveItem}};
constexpr EnumName<ConditionType> kConditions[] = {
    {"chest_opened", ConditionType::ChestOpened}, {"cell_opened", ConditionType::CellOpened},
    {"door_opened", ConditionType::DoorOpened}, {"character_killed", ConditionType::CharacterKilled},
    {"card_killed", ConditionType::CardKilled}, {"all_heroes_out", ConditionType::AllHeroesOut},
    {"item_carried_out", ConditionType::ItemCarriedOut},
    {"special_action_succeeded", ConditionType::SpecialActionSucceeded},
    {"all_heroes_down", ConditionType::AllHeroesDown}, {"turn_reached", ConditionType::TurnReached},
    {"all", ConditionType::AllOf}, {"any", ConditionType::AnyOf}};

/// Reads an object id at `key` that must name an object of the quest, reachable from the
/// hero zone; returns the object when it does.
const ObjectDef* objectRef(ObjectReader& r, QuestBuild& b, std::string_view key) {
    auto id = r.id(key);
    if (!id) return nullptr;
    const ObjectDef* o = b.q.object(*id);
    if (!o) {
        if (b.map_ok) b.ctx.error(r.at(key), unknownMessage("object", *id, b.objectIds()));
        return nullptr;
    }
    if (!b.reached(o->at, true))
        b.ctx.error(r.at(key), fmt::format("object \"{}\" cannot be reached from the hero zone \"{}\"", *id, b.q.hero_zone));
    return o;
}

/// Reads a zone id at `key` that must name a zone of the quest.
std::optional<std::string> zoneRef(ObjectReader& r, QuestBuild& b, std::string_view key) {
    auto id = r.id(key);
    if (id && !b.q.zone(*id)) {
        b.ctx.error(r.at(key), unknownMessage("zone", *id, b.zoneIds()));
        return std::nullopt;
    }
    return id;
}

std::optional<std::string> itemRef(const Context& ctx, QuestBuild& b, const std::string& id, const std::string& ptr) {
    if (std::none_of(b.q.items.begin(), b.q.items.end(), [&](const ItemDef& i) { return i.id == id; })) {
        ctx.error(ptr, unknownMessage("item", id, b.itemIds()));
        return std::nullopt;
    }
    return id;
}

void readItems(ObjectReader& top, QuestBuild& b) {
    const Context& ctx = b.ctx;
    QuestDef& q = b.q;
    if (const json* v = top.optional("items"); v && expectArray(ctx, *v, "/items", kMaxItems, "items")) {
        for (std::size_t i = 0; i < v->size(); ++i) {
            ObjectReader r(ctx, (*v)[i], childPointer("/items", i));
            if (!r.ok()) continue;
            ItemDef item;
            auto id = r.id("id");
            item.name = r.text("name").value_or(LocalText{});
            const json* in = r.optional("in");
            const json* at = r.optional("at");
            if (in && at) ctx.error(r.pointer(), "an item is either \"in\" an object or \"at\" a square, not both");
            else if (!in && !at) ctx.error(r.pointer(), "an item needs \"in\" (an object id) or \"at\" (a square)");
            else if (in) {
                if (const ObjectDef* o = objectRef(r, b, "in")) item.in = o->id;
            } else if (auto p = readPos(ctx, *at, r.at("at")); p && b.map_ok) {
                if (!q.inside(*p)) ctx.error(r.at("at"), fmt::format("{} is outside the map ({} × {})", squareName(*p), q.width, q.height));
                else if (q.tile(*p) == TileKind::Wall || q.tile(*p) == TileKind::Void)
                    ctx.error(r.at("at"), fmt::format("cannot put an item at {}: the square is {}", squareName(*p), tileDescription(q.tile(*p))));
                else item.at = p;
            }
            if (!id) continue;
            item.id = *id;
            if (std::any_of(q.items.begin(), q.items.end(), [&](const ItemDef& o) { return o.id == item.id; }))
                ctx.error(r.at("id"), fmt::format("duplicate item id \"{}\"", item.id));
            else q.items.push_back(std::move(item));
        }
    }
    // An object's "contains" says what the items' "in" say (the game puts an item where its "in"
    // says): one that disagrees is an error, not a second truth.
    for (const auto& ref : b.contains_refs) {
        if (!itemRef(ctx, b, ref.item, ref.pointer)) continue;
        const ObjectDef& o = q.objects[ref.object];
        const auto item =
            std::find_if(q.items.begin(), q.items.end(), [&](const ItemDef& i) { return i.id == ref.item; });
        if (item->in != o.id)
            ctx.error(
                ref.pointer,
                item->in.empty()
                    ? fmt::format(
                          "item \"{}\" lies on the floor (its \"at\"), not in {}: an item's \"in\" says where it is",
                          ref.item, o.id)
                    : fmt::format("item \"{}\" is in {} (its \"in\"), not in {}: an item's \"in\" says where it is",
                                  ref.item, item->in, o.id));
    }
}

void readInlineCards(ObjectReader& top, QuestBuild& b, std::vector<PendingRef>& spell_refs) {
    const Context& ctx = b.ctx;
    const json* v = top.optional("cards");
    if (!v || !expectArray(ctx, *v, "/cards")) return;
    if (v->size() > kMaxCards) {
        ctx.error("/cards", fmt::format("too many cards: {}, at most {}", v->size(), kMaxCards));
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        const std::string ptr = childPointer("/cards", i);
        CharacterCard card = readCard(ctx, (*v)[i], ptr, spell_refs);
        if (card.id.empty()) continue;
        if (b.card(card.id)) ctx.error(ptr + "/id", fmt::format("duplicate card id \"{}\"", card.id));
        else b.q.cards.push_back(std::move(card));
    }
}

void readWhere(ObjectReader& action, QuestBuild& b, SpecialActionDef& def) {
    const json* v = action.required("where");
    if (!v) return;
    ObjectReader r(b.ctx, *v, action.at("where"));
    if (!r.ok()) return;
    const char* keys[] = {"anywhere", "adjacent_to", "same_zone_as", "in_zone"};
    std::vector<std::string> present;
    for (const char* k : keys)
        if (r.optional(k)) present.emplace_back(k);
    if (present.size() != 1) {
        b.ctx.error(r.pointer(), present.empty() ? "expected one of \"anywhere\", \"adjacent_to\", \"same_zone_as\", \"in_zone\""
                                                 : fmt::format("expected only one of \"anywhere\", \"adjacent_to\", \"same_zone_as\", \"in_zone\", found {}", joined(present)));
        return;
    }
    if (present[0] == "anywhere") {
        def.where = WhereKind::Anywhere;
        if (!r.boolean("anywhere", true)) b.ctx.error(r.at("anywhere"), "expected true");
    } else if (present[0] == "in_zone") {
        def.where = WhereKind::InZone;
        if (auto zone = zoneRef(r, b, "in_zone")) {
            def.where_target = *zone;
            const ZoneDef* z = b.q.zone(*zone);
            if (std::none_of(z->squares.begin(), z->squares.end(), [&](Pos p) { return b.reached(p, false); }))
                b.ctx.error(r.at("in_zone"), fmt::format("zone \"{}\" cannot be reached from the hero zone \"{}\"", *zone, b.q.hero_zone));
        }
    } else {
        def.where = present[0] == "adjacent_to" ? WhereKind::AdjacentTo : WhereKind::SameZoneAs;
        if (const ObjectDef* o = objectRef(r, b, present[0])) def.where_target = o->id;
    }
}

void readActions(ObjectReader& top, QuestBuild& b) {
    const Context& ctx = b.ctx;
    const json* v = top.optional("special_actions");
    if (!v || !expectArray(ctx, *v, "/special_actions", kMaxSpecialActions, "special actions")) return;
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(ctx, (*v)[i], childPointer("/special_actions", i));
        if (!r.ok()) continue;
        SpecialActionDef a;
        auto id = r.id("id");
        a.name = r.text("name").value_or(LocalText{});
        a.text = r.text("text").value_or(LocalText{});
        a.heroes = r.enumeration<bool>("side", "side", kSides).value_or(true);
        a.ap = r.integer("ap", 1, 0, INT_MAX);
        if (const json* c = r.required("characteristic")) a.characteristic = readCharacteristic(ctx, *c, r.at("characteristic")).value_or(a.characteristic);
        a.difficulty = r.integer("difficulty", 0, INT_MAX).value_or(1);
        readWhere(r, b, a);
        a.repeatable = r.boolean("repeatable", false);
        if (const json* effects = r.required("on_success"); effects && expectArray(ctx, *effects, r.at("on_success"), kMaxEffects, "effects")) {
            for (std::size_t j = 0; j < effects->size(); ++j) {
                ObjectReader e(ctx, (*effects)[j], childPointer(r.at("on_success"), j));
                if (!e.ok()) continue;
                auto type = e.enumeration<QuestEffectType>("type", "effect type", kQuestEffects);
                if (!type) {
                    e.ignoreRest();
                    continue;
                }
                QuestEffect effect{*type, {}};
                if (*type == QuestEffectType::Open) {
                    if (const ObjectDef* o = objectRef(e, b, "object")) effect.target = o->id;
                } else if (auto item = e.id("item")) {
                    effect.target = itemRef(ctx, b, *item, e.at("item")).value_or("");
                }
                a.on_success.push_back(std::move(effect));
            }
        }
        if (!id) continue;
        a.id = *id;
        if (std::any_of(b.q.special_actions.begin(), b.q.special_actions.end(), [&](const SpecialActionDef& o) { return o.id == a.id; }))
            ctx.error(r.at("id"), fmt::format("duplicate special action id \"{}\"", a.id));
        else b.q.special_actions.push_back(std::move(a));
    }
}

std::vector<std::string> characterIds(const QuestDef& q) {
    std::vector<std::string> ids;
    for (const auto* roster : {&q.hero_roster, &q.master_roster})
        if (*roster)
            for (const auto& e : **roster) ids.push_back(e.id);
    return ids;
}

/// `zone` or `squares`, exactly one (all_heroes_out, item_carried_out).
void readExit(ObjectReader& r, QuestBuild& b, Condition& c) {
    const json* zone = r.optional("zone");
    const json* squares = r.optional("squares");
    if ((zone != nullptr) == (squares != nullptr)) {
        b.ctx.error(r.pointer(), zone ? "expected \"zone\" or \"squares\", not both" : "expected \"zone\" or \"squares\"");
        return;
    }
    if (zone) {
        if (auto id = zoneRef(r, b, "zone")) {
            c.zone = *id;
            const ZoneDef* z = b.q.zone(*id);
            if (std::none_of(z->squares.begin(), z->squares.end(), [&](Pos p) { return b.reached(p, false); }))
                b.ctx.error(r.at("zone"), fmt::format("zone \"{}\" cannot be reached from the hero zone \"{}\"", *id, b.q.hero_zone));
        }
        return;
    }
    if (!expectArray(b.ctx, *squares, r.at("squares"), kMaxSquares, "squares")) return;
    if (squares->empty()) b.ctx.error(r.at("squares"), "expected at least one square");
    for (std::size_t i = 0; i < squares->size(); ++i) {
        const std::string ptr = childPointer(r.at("squares"), i);
        auto p = readPos(b.ctx, (*squares)[i], ptr);
        if (!p) continue;
        if (b.map_ok && !b.q.inside(*p)) b.ctx.error(ptr, fmt::format("{} is outside the map ({} × {})", squareName(*p), b.q.width, b.q.height));
        else if (b.map_ok && !b.reached(*p, false)) b.ctx.error(ptr, fmt::format("{} cannot be reached from the hero zone \"{}\"", squareName(*p), b.q.hero_zone));
        else c.squares.push_back(*p);
    }
}

/// The number of conditions in `list` (an array of conditions), nested ones counted. Its
/// recursion is bounded by the JSON nesting limit (json_source.h).
std::size_t countConditions(const json& list) {
    std::size_t n = 0;
    if (!list.is_array()) return n;
    for (const json& c : list) {
        ++n;
        if (c.is_object())
            if (auto of = c.find("of"); of != c.end()) n += countConditions(*of);
    }
    return n;
}

/// One condition at `ptr`; `depth` counts the "all"/"any" around it (0 at the top).
std::optional<Condition> readCondition(QuestBuild& b, const json& v, const std::string& ptr, int depth) {
    const Context& ctx = b.ctx;
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return std::nullopt;
    auto type = r.enumeration<ConditionType>("type", "condition type", kConditions);
    if (!type) {
        r.ignoreRest();
        return std::nullopt;
    }
    Condition c;
    c.type = *type;
    auto needKind = [&](const ObjectDef* o, ObjectKind kind, std::string_view name) {
        if (!o) return;
        c.target = o->id;
        const bool ok = o->kind == kind || (kind == ObjectKind::Door && o->kind == ObjectKind::SecretDoor);
        if (!ok) ctx.error(r.at("object"), fmt::format("object \"{}\" at {} is not a {}", o->id, squareName(o->at), name));
    };
    switch (c.type) {
        case ConditionType::ChestOpened: needKind(objectRef(r, b, "object"), ObjectKind::Chest, "chest"); break;
        case ConditionType::CellOpened: needKind(objectRef(r, b, "object"), ObjectKind::Cell, "cell"); break;
        case ConditionType::DoorOpened: needKind(objectRef(r, b, "object"), ObjectKind::Door, "door"); break;
        case ConditionType::CharacterKilled:
            if (auto id = r.id("character")) {
                const auto ids = characterIds(b.q);
                if (std::find(ids.begin(), ids.end(), *id) == ids.end()) ctx.error(r.at("character"), unknownMessage("character", *id, ids));
                else c.target = *id;
            }
            break;
        case ConditionType::CardKilled:
            if (auto id = r.id("card")) {
                if (!b.card(*id)) ctx.error(r.at("card"), unknownMessage("card", *id, b.cardIds()));
                else c.target = *id;
            }
            break;
        case ConditionType::ItemCarriedOut:
            if (auto id = r.id("item")) c.target = itemRef(ctx, b, *id, r.at("item")).value_or("");
            readExit(r, b, c);
            break;
        case ConditionType::AllHeroesOut: readExit(r, b, c); break;
        case ConditionType::SpecialActionSucceeded:
            if (auto id = r.id("action")) {
                std::vector<std::string> ids;
                for (const auto& a : b.q.special_actions) ids.push_back(a.id);
                if (std::find(ids.begin(), ids.end(), *id) == ids.end()) ctx.error(r.at("action"), unknownMessage("special action", *id, ids));
                else c.target = *id;
            }
            break;
        case ConditionType::AllHeroesDown: break;
        case ConditionType::TurnReached: c.turns = r.integer("turns", 1, INT_MAX).value_or(1); break;
        case ConditionType::AllOf:
        case ConditionType::AnyOf:
            if (const json* of = r.required("of"); of && expectArray(ctx, *of, r.at("of"))) {
                if (depth + 1 > kMaxConditionDepth) {
                    ctx.error(r.at("of"), fmt::format("conditions nested too deep: at most {} levels of \"all\" and \"any\"", kMaxConditionDepth));
                    break;
                }
                if (of->empty()) ctx.error(r.at("of"), "expected at least one condition");
                for (std::size_t i = 0; i < of->size(); ++i)
                    if (auto sub = readCondition(b, (*of)[i], childPointer(r.at("of"), i), depth + 1)) c.of.push_back(std::move(*sub));
            }
            break;
    }
    return c;
}

std::vector<Condition> readConditions(ObjectReader& top, QuestBuild& b, std::string_view key, bool required) {
    std::vector<Condition> out;
    const json* v = required ? top.required(key) : top.optional(key);
    const std::string ptr = top.at(key);
    if (!v || !expectArray(b.ctx, *v, ptr)) return out;
    if (required && v->empty()) b.ctx.error(ptr, "expected at least one condition");
    if (const std::size_t n = countConditions(*v); n > kMaxConditions) {
        b.ctx.error(ptr, fmt::format("too many conditions: {} (nested ones counted), at most {}", n, kMaxConditions));
        return out;
    }
    for (std::size_t i = 0; i < v->size(); ++i)
        if (auto c = readCondition(b, (*v)[i], childPointer(ptr, i), 0)) out.push_back(std::move(*c));
    return out;
}

}  // namespace

QuestDef loadQuest(const Context& ctx, const QuestContext& qc, std::vector<PendingRef>& spell_refs) {
    QuestBuild b{ctx, qc, {}, false, false, {}, {}};
    QuestDef& q = b.q;
    ObjectReader top(ctx, ctx.src.root(), "", true);
    if (!top.ok()) return q;
    q.id = top.id("id").value_or("");
    q.number = top.integer("number", 1, INT_MAX).value_or(0);
    q.title = top.text("title").value_or(LocalText{});
    q.introduction = top.text("introduction").value_or(LocalText{});
    q.objective = top.text("objective").value_or(LocalText{});
    q.budget = top.integer("budget", qc.ruleset.numbers.default_budget, 0, INT_MAX);
    q.turn_limit = top.integer("turn_limit", qc.ruleset.numbers.default_turn_limit, 1, INT_MAX);
    readMap(top, b);
    computeReachability(b);
    checkZonesReachable(b);
    readItems(top, b);
    readInlineCards(top, b, spell_refs);
    readRosters(top, b);
    readActions(top, b);
    q.victory = readConditions(top, b, "victory", true);
    q.defeat = readConditions(top, b, "defeat", false);
    readStart(top, b);
    return std::move(b.q);
}

}  // namespace cata::content
