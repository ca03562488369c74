// The character card loader (docs/content-format.md "Character cards"): formation (R53),
// characteristics, armour, size (R37), special rules (R28–R39), skills and spells (R23).
#include <fmt/format.h>

#include <climits>
#include <set>

#include "cata/content/loaders.h"

namespace cata::content {

namespace {

constexpr EnumName<Formation> kFormations[] = {
    {"hero", Formation::Hero}, {"master_leader", Formation::MasterLeader}, {"master_troop", Formation::MasterTroop}};
constexpr EnumName<Size> kSizes[] = {
    {"short", Size::Short}, {"normal", Size::Normal}, {"tall", Size::Tall}, {"gigantic", Size::Gigantic}};
constexpr EnumName<AttackKind> kAttackKinds[] = {
    {"melee", AttackKind::Melee}, {"shot", AttackKind::Shot}, {"all", AttackKind::All}};
constexpr EnumName<SkillEffectType> kSkillEffects[] = {
    {"shoot_through_allies", SkillEffectType::ShootThroughAllies},
    {"double_shot_when_waiting", SkillEffectType::DoubleShotWhenWaiting},
    {"ignore_block", SkillEffectType::IgnoreBlock},
    {"characteristic_bonus", SkillEffectType::CharacteristicBonus},
    {"heal_bonus", SkillEffectType::HealBonus}};

const std::vector<EnumName<SpecialRuleId>>& specialRuleNames() {
    static const auto names = [] {
        std::vector<EnumName<SpecialRuleId>> n;
        for (std::size_t i = 0; i < std::size(kSpecialRuleIds); ++i) n.push_back({kSpecialRuleIds[i], static_cast<SpecialRuleId>(i)});
        return n;
    }();
    return names;
}

bool ridesOnAttacks(SpecialRuleId id) {
    return id == SpecialRuleId::FireAttack || id == SpecialRuleId::Web || id == SpecialRuleId::Poison || id == SpecialRuleId::Blunt;
}

void readCharacteristics(ObjectReader& card, Characteristics& out) {
    const json* v = card.required("characteristics");
    if (!v) return;
    ObjectReader r(card.context(), *v, card.at("characteristics"));
    if (!r.ok()) return;
    for (int i = 0; i < kCharacteristicCount; ++i) {
        const auto c = static_cast<Characteristic>(i);
        const int min = (c == Characteristic::HealthPoints || c == Characteristic::ActionPoints) ? 1 : 0;
        out[c] = r.integer(kCharacteristicKeys[i], min, INT_MAX).value_or(min);
    }
}

void readSpecialRules(ObjectReader& card, std::vector<SpecialRule>& out) {
    const Context& ctx = card.context();
    const json* v = card.optional("special_rules");
    if (!v || !expectArray(ctx, *v, card.at("special_rules"), kMaxCardLists, "special rules")) return;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const std::string ptr = childPointer(card.at("special_rules"), i);
        ObjectReader r(ctx, (*v)[i], ptr);
        if (!r.ok()) continue;
        auto id = r.enumeration<SpecialRuleId>("rule", "special rule", specialRuleNames());
        if (!id) {
            r.ignoreRest();
            continue;
        }
        SpecialRule rule;
        rule.id = *id;
        const std::string key(specialRuleKey(rule.id));
        const json* level = r.optional("level");
        if (specialRuleHasLevel(rule.id)) {
            if (!level) ctx.error(ptr, fmt::format("rule \"{}\" needs a \"level\"", key));
            else rule.level = readInt(ctx, *level, r.at("level"), 1, INT_MAX).value_or(1);
        } else if (level) {
            ctx.keyError(r.at("level"), fmt::format("rule \"{}\" takes no \"level\"", key));
        }
        if (ridesOnAttacks(rule.id)) {
            rule.attacks = r.enumeration<AttackKind>("attacks", rule.id == SpecialRuleId::Web ? AttackKind::Melee : AttackKind::All,
                                                     "attack kind", kAttackKinds);
        }
        bool duplicate = false;
        for (const auto& other : out) duplicate |= other.id == rule.id;
        if (duplicate) ctx.error(r.at("rule"), fmt::format("duplicate special rule \"{}\"", key));
        else out.push_back(rule);
    }
}

std::optional<SkillEffect> readSkillEffect(const Context& ctx, const json& v, const std::string& ptr) {
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return std::nullopt;
    auto type = r.enumeration<SkillEffectType>("type", "skill effect type", kSkillEffects);
    if (!type) {
        r.ignoreRest();
        return std::nullopt;
    }
    SkillEffect e;
    e.type = *type;
    if (e.type == SkillEffectType::CharacteristicBonus) {
        if (const json* c = r.required("characteristic"))
            e.characteristic = readCharacteristic(ctx, *c, r.at("characteristic")).value_or(e.characteristic);
    }
    if (e.type == SkillEffectType::CharacteristicBonus || e.type == SkillEffectType::HealBonus)
        e.amount = r.integer("amount", INT_MIN, INT_MAX).value_or(0);
    return e;
}

void readSkills(ObjectReader& card, std::vector<Skill>& out) {
    const Context& ctx = card.context();
    const json* v = card.optional("skills");
    if (!v || !expectArray(ctx, *v, card.at("skills"), kMaxCardLists, "skills")) return;
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(ctx, (*v)[i], childPointer(card.at("skills"), i));
        if (!r.ok()) continue;
        Skill skill;
        skill.id = r.id("id").value_or("");
        skill.name = r.text("name").value_or(LocalText{});
        skill.text = r.text("text").value_or(LocalText{});
        if (const json* effects = r.optional("effects"); effects && expectArray(ctx, *effects, r.at("effects"), kMaxEffects, "effects"))
            for (std::size_t j = 0; j < effects->size(); ++j)
                if (auto e = readSkillEffect(ctx, (*effects)[j], childPointer(r.at("effects"), j))) skill.effects.push_back(*e);
        out.push_back(std::move(skill));
    }
}

void readSize(ObjectReader& r, CharacterCard& card) {
    const Context& ctx = r.context();
    card.size = r.enumeration<Size>("size", Size::Normal, "size", kSizes);
    const json* footprint = r.optional("footprint");
    if (card.size != Size::Gigantic) {
        if (footprint) ctx.keyError(r.at("footprint"), "only gigantic cards have a \"footprint\" (R37)");
        return;
    }
    if (!footprint) {
        ctx.error(r.pointer(), "a gigantic card needs \"footprint\": [w, h] (R37)");
        return;
    }
    if (!footprint->is_array() || footprint->size() != 2) {
        ctx.error(r.at("footprint"), fmt::format("expected a footprint [w, h], found {}", describe(*footprint)));
        return;
    }
    auto w = readInt(ctx, (*footprint)[0], childPointer(r.at("footprint"), 0), 1, 4);
    auto h = readInt(ctx, (*footprint)[1], childPointer(r.at("footprint"), 1), 1, 4);
    if (!w || !h) return;
    if (*w == 1 && *h == 1) ctx.error(r.at("footprint"), "a gigantic footprint must be larger than [1, 1] (R37)");
    card.footprint_w = *w;
    card.footprint_h = *h;
}

}  // namespace

CharacterCard readCard(const Context& ctx, const json& v, const std::string& ptr, std::vector<PendingRef>& spell_refs) {
    CharacterCard card;
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return card;
    card.id = r.id("id").value_or("");
    card.name = r.text("name").value_or(LocalText{});
    if (const json* lore = r.optional("lore")) card.lore = readText(ctx, *lore, r.at("lore")).value_or(LocalText{});
    card.formation = r.enumeration<Formation>("formation", "formation", kFormations).value_or(card.formation);
    card.value = r.integer("value", 0, INT_MAX).value_or(0);
    readCharacteristics(r, card.characteristics);
    if (const json* armour = r.required("armour")) {
        ObjectReader a(ctx, *armour, r.at("armour"));
        card.armour.head = a.integer("head", 0, INT_MAX).value_or(0);
        card.armour.chest = a.integer("chest", 0, INT_MAX).value_or(0);
        card.armour.arms = a.integer("arms", 0, INT_MAX).value_or(0);
        card.armour.legs = a.integer("legs", 0, INT_MAX).value_or(0);
    }
    if (const json* damage = r.required("damage")) {
        ObjectReader d(ctx, *damage, r.at("damage"));
        card.melee_damage = d.integer("melee", 0, INT_MAX).value_or(0);
        card.shot_damage = d.integer("shot", 0, INT_MAX).value_or(0);
    }
    readSize(r, card);
    readSpecialRules(r, card.special_rules);
    readSkills(r, card.skills);
    if (const json* spells = r.optional("spells"); spells && expectArray(ctx, *spells, r.at("spells"), kMaxCardLists, "spells")) {
        for (std::size_t i = 0; i < spells->size(); ++i) {
            const std::string sp = childPointer(r.at("spells"), i);
            if (auto id = readId(ctx, (*spells)[i], sp)) {
                card.spells.push_back(*id);
                spell_refs.push_back({*id, ctx.src.at(sp, "")});
            }
        }
    }
    if (const json* token = r.optional("token")) card.token = readString(ctx, *token, r.at("token")).value_or("");
    return card;
}

std::vector<CharacterCard> loadCards(const Context& ctx, std::vector<PendingRef>& spell_refs) {
    std::vector<CharacterCard> cards;
    ObjectReader r(ctx, ctx.src.root(), "", true);
    const json* list = r.required("cards");
    if (!list || !expectArray(ctx, *list, "/cards")) return cards;
    if (list->size() > kMaxCards) {
        ctx.error("/cards", fmt::format("too many cards: {}, at most {}", list->size(), kMaxCards));
        return cards;
    }
    std::set<std::string> seen;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string ptr = childPointer("/cards", i);
        CharacterCard card = readCard(ctx, (*list)[i], ptr, spell_refs);
        if (card.id.empty()) continue;
        if (!seen.insert(card.id).second) {
            ctx.error(ptr + "/id", fmt::format("duplicate card id \"{}\"", card.id));
            continue;
        }
        cards.push_back(std::move(card));
    }
    return cards;
}

}  // namespace cata::content
