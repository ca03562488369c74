// The spell loader (docs/content-format.md "Spells"): spells with effects by minimum Magic
// test result (R23).
#include <fmt/format.h>

#include <climits>
#include <set>

#include "cata/content/loaders.h"

namespace cata::content {

namespace {

constexpr EnumName<SpellTarget> kTargets[] = {
    {"self", SpellTarget::Self}, {"ally", SpellTarget::Ally}, {"ally_or_self", SpellTarget::AllyOrSelf},
    {"enemy", SpellTarget::Enemy}, {"any", SpellTarget::Any}};
constexpr EnumName<SpellEffectType> kEffects[] = {
    {"heal", SpellEffectType::Heal}, {"damage", SpellEffectType::Damage}, {"web", SpellEffectType::Web},
    {"stun", SpellEffectType::Stun}, {"poison", SpellEffectType::Poison}, {"buff", SpellEffectType::Buff}};

std::optional<SpellEffect> readEffect(const Context& ctx, const json& v, const std::string& ptr) {
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return std::nullopt;
    auto type = r.enumeration<SpellEffectType>("type", "effect type", kEffects);
    if (!type) {
        r.ignoreRest();
        return std::nullopt;
    }
    SpellEffect e;
    e.type = *type;
    switch (e.type) {
        case SpellEffectType::Heal:
        case SpellEffectType::Damage:
            if (!r.optional("dice") && !r.optional("flat"))
                ctx.error(ptr, fmt::format("a {} effect needs \"dice\" or \"flat\"", e.type == SpellEffectType::Heal ? "heal" : "damage"));
            e.amount.dice = r.integer("dice", 0, 0, INT_MAX);
            e.amount.flat = r.integer("flat", 0, 0, INT_MAX);
            if (e.type == SpellEffectType::Damage) e.fire = r.boolean("fire", false);
            break;
        case SpellEffectType::Web:
        case SpellEffectType::Stun:
        case SpellEffectType::Poison: e.level = r.integer("level", 1, INT_MAX).value_or(1); break;
        case SpellEffectType::Buff:
            if (const json* c = r.required("characteristic"))
                e.characteristic = readCharacteristic(ctx, *c, r.at("characteristic")).value_or(e.characteristic);
            e.amount.flat = r.integer("flat", INT_MIN, INT_MAX).value_or(0);
            e.turns = r.integer("turns", 1, 1, INT_MAX);
            break;
    }
    return e;
}

std::optional<Spell> readSpell(const Context& ctx, const json& v, const std::string& ptr) {
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return std::nullopt;
    Spell s;
    auto id = r.id("id");
    s.name = r.text("name").value_or(LocalText{});
    s.text = r.text("text").value_or(LocalText{});
    s.target = r.enumeration<SpellTarget>("target", "spell target", kTargets).value_or(s.target);
    s.range = r.integer("range", 0, INT_MAX).value_or(0);
    s.difficulty = r.integer("difficulty", 1, 1, INT_MAX);
    s.ap = r.integer("ap", 1, 1, INT_MAX);
    if (const json* tiers = r.required("tiers"); tiers && expectArray(ctx, *tiers, r.at("tiers"), kMaxTiers, "tiers")) {
        if (tiers->empty()) ctx.error(r.at("tiers"), "expected at least one tier");
        for (std::size_t i = 0; i < tiers->size(); ++i) {
            const std::string tp = childPointer(r.at("tiers"), i);
            ObjectReader t(ctx, (*tiers)[i], tp);
            if (!t.ok()) continue;
            SpellTier tier;
            auto min = t.integer("min", 1, INT_MAX);
            if (const json* effects = t.required("effects"); effects && expectArray(ctx, *effects, t.at("effects"), kMaxEffects, "effects")) {
                if (effects->empty()) ctx.error(t.at("effects"), "expected at least one effect");
                for (std::size_t j = 0; j < effects->size(); ++j)
                    if (auto e = readEffect(ctx, (*effects)[j], childPointer(t.at("effects"), j))) tier.effects.push_back(*e);
            }
            if (!min) continue;
            tier.min_result = *min;
            if (!s.tiers.empty() && tier.min_result <= s.tiers.back().min_result) {
                ctx.error(t.at("min"), fmt::format("tiers must have increasing \"min\": {} is not greater than the previous tier's {}",
                                                   tier.min_result, s.tiers.back().min_result));
                continue;
            }
            s.tiers.push_back(std::move(tier));
        }
    }
    if (!id) return std::nullopt;
    s.id = *id;
    return s;
}

}  // namespace

std::vector<Spell> loadSpells(const Context& ctx) {
    std::vector<Spell> spells;
    ObjectReader r(ctx, ctx.src.root(), "", true);
    const json* list = r.required("spells");
    if (!list || !expectArray(ctx, *list, "/spells", kMaxSpells, "spells")) return spells;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string ptr = childPointer("/spells", i);
        auto s = readSpell(ctx, (*list)[i], ptr);
        if (!s) continue;
        if (!seen.insert(s->id).second) {
            ctx.error(ptr + "/id", fmt::format("duplicate spell id \"{}\"", s->id));
            continue;
        }
        spells.push_back(std::move(*s));
    }
    return spells;
}

}  // namespace cata::content
