// Who a heal helps (healing.h).
#include "cata/core/healing.h"

namespace cata {

bool needsHealing(const GameState& s, int who) {
    if (who < 0 || who >= static_cast<int>(s.characters().size())) return false;
    const CharacterState& c = s.character(who);
    return c.presence == Presence::Down || c.hp < s.maxHp(who) || c.poisoned;
}

bool spellHeals(const Spell& spell) {
    for (const SpellTier& tier : spell.tiers)
        for (const SpellEffect& e : tier.effects)
            if (e.type == SpellEffectType::Heal) return true;
    return false;
}

namespace {

/// R23: every effect of every tier of `spell` heals (a spell that also blesses helps anyone).
bool onlyHeals(const Spell& spell) {
    bool any = false;
    for (const SpellTier& tier : spell.tiers)
        for (const SpellEffect& e : tier.effects) {
            if (e.type != SpellEffectType::Heal) return false;
            any = true;
        }
    return any;
}

}  // namespace

bool healsNobody(const GameState& s, const Action& a) {
    if (const auto* c = std::get_if<CastSpell>(&a)) {
        const Spell* spell = s.content().spell(c->spell);
        return spell && onlyHeals(*spell) && !needsHealing(s, c->target);
    }
    if (const auto* d = std::get_if<Drink>(&a)) return !needsHealing(s, d->actor);
    if (const auto* p = std::get_if<Pour>(&a)) return !needsHealing(s, p->target);
    return false;
}

}  // namespace cata
