// Helpers of the immutable card definitions (card.h).
#include "cata/core/card.h"

#include <algorithm>

namespace cata {

int Armour::highest() const { return std::max({head, chest, arms, legs}); }

bool specialRuleHasLevel(SpecialRuleId id) {
    switch (id) {
        case SpecialRuleId::Fear:
        case SpecialRuleId::Web:
        case SpecialRuleId::Poison:
        case SpecialRuleId::Swarm:
        case SpecialRuleId::Regeneration: return true;
        default: return false;
    }
}

std::string_view specialRuleKey(SpecialRuleId id) { return kSpecialRuleIds[static_cast<int>(id)]; }

std::optional<SpecialRuleId> specialRuleFromKey(std::string_view key) {
    for (int i = 0; i < static_cast<int>(std::size(kSpecialRuleIds)); ++i)
        if (kSpecialRuleIds[i] == key) return static_cast<SpecialRuleId>(i);
    return std::nullopt;
}

bool Spell::harmful() const {
    for (const auto& tier : tiers)
        for (const auto& e : tier.effects)
            if (e.type == SpellEffectType::Damage || e.type == SpellEffectType::Web ||
                e.type == SpellEffectType::Stun || e.type == SpellEffectType::Poison)
                return true;
    return false;
}

bool Spell::canTarget(bool self, bool ally) const {
    switch (target) {
        case SpellTarget::Self: return self;
        case SpellTarget::Ally: return ally && !self;
        case SpellTarget::AllyOrSelf: return ally || self;
        case SpellTarget::Enemy: return !ally && !self;
        case SpellTarget::Any: return true;
    }
    return false;
}

int Spell::tierFor(int result) const {
    int tier = -1;
    if (result >= difficulty)
        for (std::size_t i = 0; i < tiers.size(); ++i)
            if (result >= tiers[i].min_result) tier = static_cast<int>(i);
    return tier;
}

int CharacterCard::level(SpecialRuleId which) const {
    const SpecialRule* r = rule(which);
    return r ? r->level : 0;
}

bool CharacterCard::hasSkillEffect(SkillEffectType t) const {
    for (const auto& s : skills)
        for (const auto& e : s.effects)
            if (e.type == t) return true;
    return false;
}

std::string_view formationKey(Formation f) {
    switch (f) {
        case Formation::Hero: return "hero";
        case Formation::MasterLeader: return "master_leader";
        case Formation::MasterTroop: return "master_troop";
    }
    return "?";
}

std::string_view sizeKey(Size s) {
    switch (s) {
        case Size::Short: return "short";
        case Size::Normal: return "normal";
        case Size::Tall: return "tall";
        case Size::Gigantic: return "gigantic";
    }
    return "?";
}

std::string_view locationKey(Location l) {
    switch (l) {
        case Location::Head: return "head";
        case Location::Chest: return "chest";
        case Location::Arm: return "arm";
        case Location::Leg: return "leg";
    }
    return "?";
}

}  // namespace cata
