// The quest's "start" section: a whole position (core position.h; docs/content-format.md,
// "Start position"). The reader checks the form (types, ranges, ids); the rules core judges the
// position (positionProblems), each of its problems reported where the position says it.
#include <fmt/format.h>

#include <set>

#include "cata/core/game_setup.h"
#include "quest_parts.h"

namespace cata::content {

namespace {

constexpr EnumName<Side> kStartSides[] = {{"heroes", Side::Heroes}, {"master", Side::Master}};
constexpr EnumName<Presence> kOut[] = {
    {"casualty", Presence::Casualty}, {"dead", Presence::Dead}, {"exited", Presence::Exited}};

/// Bounds of the numbers of a position (the rules bound them further).
constexpr int kMaxStartNumber = 1000;
constexpr std::size_t kMaxStartCharacters = 64;
constexpr std::size_t kMaxStartObjects = 256;

std::optional<bool> optionalBool(ObjectReader& r, std::string_view key) {
    const json* v = r.optional(key);
    return v ? readBool(r.context(), *v, r.at(key)) : std::nullopt;
}

std::optional<int> optionalInt(ObjectReader& r, std::string_view key, int min, int max) {
    const json* v = r.optional(key);
    return v ? readInt(r.context(), *v, r.at(key), min, max) : std::nullopt;
}

}  // namespace

void readStart(ObjectReader& top, QuestBuild& b) {
    const json* v = top.optional("start");
    if (!v) return;
    const Context& ctx = b.ctx;
    ObjectReader r(ctx, *v, "/start");
    if (!r.ok()) return;
    const std::size_t errors_before = ctx.out.size();
    StartPosition start;
    start.turn = r.integer("turn", 1, 1, kMaxStartNumber);
    start.side = r.enumeration("side", Side::Heroes, "side", std::span<const EnumName<Side>>(kStartSides));
    std::vector<std::string> character_ptrs;
    if (const json* chars = r.required("characters");
        chars && expectArray(ctx, *chars, "/start/characters", kMaxStartCharacters, "characters")) {
        for (std::size_t i = 0; i < chars->size(); ++i) {
            const std::string ptr = childPointer("/start/characters", i);
            ObjectReader c(ctx, (*chars)[i], ptr);
            character_ptrs.push_back(ptr);
            if (!c.ok()) continue;
            StartCharacter sc;
            sc.card = c.id("card").value_or("");
            if (!sc.card.empty() && !b.card(sc.card))
                ctx.error(c.at("card"), unknownMessage("card", sc.card, b.cardIds()));
            if (c.optional("id")) sc.id = c.id("id").value_or("");
            if (const json* at = c.optional("at")) sc.at = readPos(ctx, *at, c.at("at"));
            const bool down = c.boolean("down", false);
            if (const json* out = c.optional("out")) {
                sc.presence = readEnum(ctx, *out, c.at("out"), "presence", std::span<const EnumName<Presence>>(kOut))
                                  .value_or(Presence::Dead);
                if (down) ctx.error(c.at("down"), "a character is either \"down\" or \"out\", not both");
            } else if (down) {
                sc.presence = Presence::Down;
            }
            sc.hp = optionalInt(c, "hp", -kMaxStartNumber, kMaxStartNumber);
            sc.ap = optionalInt(c, "ap", 0, kMaxStartNumber);
            sc.destiny = optionalInt(c, "destiny", 0, kMaxStartNumber);
            sc.waiting = c.integer("waiting", 0, 0, kMaxStartNumber);
            sc.burning = c.boolean("burning", false);
            sc.poisoned = c.boolean("poisoned", false);
            sc.webbed = c.integer("webbed", 0, 0, kMaxStartNumber);
            sc.stun = c.integer("stunned", 0, 0, kMaxStartNumber);
            if (c.optional("duel")) sc.duel_with = c.id("duel").value_or("");
            if (const json* items = c.optional("carrying");
                items && expectArray(ctx, *items, c.at("carrying"), kMaxItems, "items")) {
                for (std::size_t m = 0; m < items->size(); ++m)
                    if (auto id = readId(ctx, (*items)[m], childPointer(c.at("carrying"), m)))
                        sc.carrying.push_back(*id);
            }
            start.characters.push_back(std::move(sc));
        }
    }
    std::vector<std::string> object_ptrs;
    if (const json* objects = r.optional("objects");
        objects && expectArray(ctx, *objects, "/start/objects", kMaxStartObjects, "objects")) {
        for (std::size_t j = 0; j < objects->size(); ++j) {
            const std::string ptr = childPointer("/start/objects", j);
            ObjectReader o(ctx, (*objects)[j], ptr);
            object_ptrs.push_back(ptr);
            if (!o.ok()) continue;
            StartObject so;
            so.id = o.id("id").value_or("");
            so.open = optionalBool(o, "open");
            so.locked = optionalBool(o, "locked");
            so.damage = optionalInt(o, "damage", 0, kMaxStartNumber);
            so.broken = optionalBool(o, "broken");
            so.sprung = optionalBool(o, "sprung");
            so.revealed = optionalBool(o, "revealed");
            start.objects.push_back(std::move(so));
        }
    }
    // The rules judge the position once its form is right (and the map and cards it refers to).
    if (ctx.out.size() != errors_before || !b.map_ok || character_ptrs.size() != start.characters.size() ||
        object_ptrs.size() != start.objects.size()) {
        b.q.start = std::move(start);  // not played: the quest has errors
        return;
    }
    auto content = std::make_shared<GameContent>();
    content->ruleset = b.qc.ruleset;
    content->quest = b.q;
    content->quest.start = start;
    std::set<std::string> cards;
    for (const StartCharacter& sc : start.characters)
        if (cards.insert(sc.card).second) content->cards.push_back(*b.card(sc.card));
    const json& root = ctx.src.root();
    for (const PositionProblem& p : positionProblems(content, GameOptions{})) {
        std::string ptr = "/start";
        if (p.character >= 0)
            ptr = character_ptrs[static_cast<std::size_t>(p.character)];
        else if (p.object >= 0)
            ptr = object_ptrs[static_cast<std::size_t>(p.object)];
        // The member the problem is about, when the position writes it.
        if (!p.field.empty()) {
            const std::string member = childPointer(ptr, p.field);
            if (root.contains(json::json_pointer(member))) {
                ptr = member;
                if (p.item >= 0) ptr = childPointer(ptr, static_cast<std::size_t>(p.item));
            } else if (p.field == "characters" && p.character < 0) {
                ptr = "/start/characters";
            }
        }
        ctx.error(ptr, p.message);
    }
    b.q.start = std::move(start);
}

}  // namespace cata::content
