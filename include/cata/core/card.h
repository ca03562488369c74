// Character cards: the immutable definition of a hero or a creature of the Master
// (rulebook, "Character card"; RULES.md R28–R39 for the special rules, R23 for spells).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cata/core/characteristics.h"
#include "cata/core/text.h"

namespace cata {

/// Group formation symbol (R53).
enum class Formation { Hero, MasterLeader, MasterTroop };

/// R37 sizes. Gigantic characters also have a footprint W×H.
enum class Size { Short, Normal, Tall, Gigantic };

/// Wound locations (R4). Cards give armour per zone: the location die's "arm" face reads the
/// "arms" armour, "leg" reads "legs".
enum class Location { Head, Chest, Arm, Leg };

/// Armour points per wound location zone.
struct Armour {
    int head = 0;
    int chest = 0;
    int arms = 0;
    int legs = 0;
    int at(Location l) const {
        switch (l) {
            case Location::Head: return head;
            case Location::Chest: return chest;
            case Location::Arm: return arms;
            case Location::Leg: return legs;
        }
        return 0;
    }
    int highest() const;
    bool operator==(const Armour&) const = default;
};

/// The special rules of RULES.md R28–R39 (JSON ids in `kSpecialRuleIds`).
enum class SpecialRuleId {
    Fear,          // "fear", level N (R28)
    FireAttack,    // "fire_attack" (R29)
    Web,           // "web", level N (R30)
    Poison,        // "poison", level N (R31)
    Swarm,         // "swarm", level N = figures (R33)
    Flying,        // "flying" (R35)
    Regeneration,  // "regeneration", level N = D6 per turn (R34)
    Coward,        // "coward" (R28)
    MagicWeapon,   // "magic_weapon" (R36)
    MagicArmour,   // "magic_armour" (R36)
    Invisible,     // "invisible" (R38)
    Immaterial,    // "immaterial" (R38)
    Blunt,         // "blunt" (R39)
};

inline constexpr std::string_view kSpecialRuleIds[] = {
    "fear", "fire_attack", "web", "poison", "swarm", "flying", "regeneration",
    "coward", "magic_weapon", "magic_armour", "invisible", "immaterial", "blunt"};

/// True for rules that take a level N (fear, web, poison, swarm, regeneration).
bool specialRuleHasLevel(SpecialRuleId id);
std::string_view specialRuleKey(SpecialRuleId id);
std::optional<SpecialRuleId> specialRuleFromKey(std::string_view key);

/// Which attacks an attack-borne special rule (fire, web, poison, blunt) rides on.
enum class AttackKind { Melee, Shot, All };

/// A special rule as printed on a card, with its level where it has one.
struct SpecialRule {
    SpecialRuleId id = SpecialRuleId::Fear;
    int level = 0;                      // 0 for rules without a level
    AttackKind attacks = AttackKind::All;  // for fire_attack / web / poison / blunt (web defaults to melee)
    bool operator==(const SpecialRule&) const = default;
};

/// What a named skill does, as the engine understands it.
enum class SkillEffectType {
    ShootThroughAllies,     // "shoot_through_allies": allies never block this character's line of sight (Irf)
    DoubleShotWhenWaiting,  // "double_shot_when_waiting": a shot paid with waiting points shoots twice (Irf)
    CharacteristicBonus,    // "characteristic_bonus": +amount to a characteristic, always
    IgnoreBlock,            // "ignore_block": never needs a block test (R12)
    HealBonus,              // "heal_bonus": +amount to every heal this character gives
};

struct SkillEffect {
    SkillEffectType type = SkillEffectType::ShootThroughAllies;
    Characteristic characteristic = Characteristic::MeleeAttack;  // for CharacteristicBonus
    int amount = 0;                                                // for CharacteristicBonus / HealBonus
    bool operator==(const SkillEffect&) const = default;
};

/// A named skill (e.g. Irf's "Shoot in the crowd").
struct Skill {
    std::string id;
    LocalText name;
    LocalText text;
    std::vector<SkillEffect> effects;
    bool operator==(const Skill&) const = default;
};

/// Dice expression: `dice` D6 plus `flat`.
struct DiceAmount {
    int dice = 0;
    int flat = 0;
    bool operator==(const DiceAmount&) const = default;
};

/// One effect of a spell tier (R23).
enum class SpellEffectType {
    Heal,    // "heal": amount HP back (never above maximum); cures poison (R31); stands a down hero up (R25)
    Damage,  // "damage": amount wounds, no location, armour ignored; "fire": true may set on fire (R29)
    Web,     // "web": webs the target at `level` (R30)
    Stun,    // "stun": `level` stun points (R39)
    Poison,  // "poison": Strength test against `level` (R31)
    Buff,    // "buff": +amount to `characteristic` for `turns` turns (1 = until the end of this turn)
};

struct SpellEffect {
    SpellEffectType type = SpellEffectType::Heal;
    DiceAmount amount;                                         // heal, damage, buff (flat)
    bool fire = false;                                         // damage
    int level = 0;                                             // web, stun, poison
    Characteristic characteristic = Characteristic::MeleeAttack;  // buff
    int turns = 1;                                             // buff
    bool operator==(const SpellEffect&) const = default;
};

/// Effects applied when the Magic test result is at least `min_result`; the highest tier
/// reached applies (R23).
struct SpellTier {
    int min_result = 1;
    std::vector<SpellEffect> effects;
    bool operator==(const SpellTier&) const = default;
};

/// Who a spell may target.
enum class SpellTarget { Self, Ally, AllyOrSelf, Enemy, Any };

/// A spell from the spell library (`assets/spells/*.json`), referred to by id from cards.
struct Spell {
    std::string id;
    LocalText name;
    LocalText text;
    SpellTarget target = SpellTarget::Enemy;
    int range = 0;       // 0: any distance in line of sight
    int difficulty = 1;  // the spell fails below this result (R23)
    int ap = 1;
    std::vector<SpellTier> tiers;  // sorted by min_result
    /// True when some effect harms its target (damage, web, stun, poison): used by the solo AI (R44).
    bool harmful() const;
    /// R23: whether the spell may aim at a character of that kind: its caster (`self`), one of
    /// the caster's side (`ally`), or an enemy. The rest of the check (range, sight, down
    /// targets) is GameState::whyIllegal's.
    bool canTarget(bool self, bool ally) const;
    /// R23: the tier a passed Magic test of result `result` selects (the highest whose minimum
    /// it reaches), or -1: below the difficulty the spell fails, and a result under every
    /// tier's minimum does nothing.
    int tierFor(int result) const;
    bool operator==(const Spell&) const = default;
};

/// An immutable character card.
struct CharacterCard {
    std::string id;
    LocalText name;
    LocalText lore;
    Formation formation = Formation::MasterTroop;
    int value = 0;
    Characteristics characteristics;  // HP is per figure for swarms (R33)
    Armour armour;
    int melee_damage = 0;
    int shot_damage = 0;  // 0: this character cannot shoot
    Size size = Size::Normal;
    int footprint_w = 1;  // > 1 only for gigantic characters (R37)
    int footprint_h = 1;
    std::vector<SpecialRule> special_rules;
    std::vector<Skill> skills;
    std::vector<std::string> spells;  // spell ids
    std::string token;                // optional token image path under assets/ ("" = generated emblem)

    /// The special rule `id` if the card has it.
    const SpecialRule* rule(SpecialRuleId which) const {
        for (const auto& r : special_rules)
            if (r.id == which) return &r;
        return nullptr;
    }
    bool has(SpecialRuleId which) const { return rule(which) != nullptr; }
    /// Level of rule `id`, or 0 when the card lacks it.
    int level(SpecialRuleId which) const;
    bool hasSkillEffect(SkillEffectType t) const;
    bool isHero() const { return formation == Formation::Hero; }
    bool operator==(const CharacterCard&) const = default;
};

std::string_view formationKey(Formation f);
std::string_view sizeKey(Size s);
std::string_view locationKey(Location l);

}  // namespace cata
