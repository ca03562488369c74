// R6: the exact odds of the actions that roll dice of power (GameState::odds), from the same
// rules the actions apply: Rules::actionTest (R30 R40 R43 R51), the blockers of R12, the traps
// of R48 the actor's side knows of (Rules::knowsTrap) and the spell's tiers (R23,
// Spell::tierFor); the chance to set a target on fire (R29, GameState::fireOdds) and the fear
// test of the start of a side (R28, GameState::fearOdds), the chance to poison (R31,
// GameState::poisonOdds).
#include <algorithm>
#include <map>
#include <utility>

#include "rules.h"

namespace cata {

namespace {

TestOdds testOdds(const GameState& s, int who, Characteristic c, int difficulty, std::string purpose, std::string rule) {
    TestOdds t;
    t.characteristic = c;
    t.dice = s.effective(who, c);  // the dice Rules::test rolls
    t.difficulty = difficulty;
    t.purpose = std::move(purpose);
    t.rule = std::move(rule);
    t.pass = testDistribution(s.content().ruleset, t.dice).passProbability(difficulty);
    return t;
}

}  // namespace

std::optional<ActionOdds> GameState::odds(const Action& a) const {
    const int who = actionActor(a);
    if (who < 0 || !Rules::validCharacter(*this, who)) return std::nullopt;
    ActionOdds out;
    // R12: each step of a walk, a run or a jump that leaves a square beside able opponents
    // (Rules::continueMove; a shift and a crush make none).
    if (isBlockableMove(a) && !Rules::ignoresBlock(*this, who)) {
        const Rules::MovePath path = Rules::movePath(a);
        Pos from = character(who).pos;
        for (std::size_t i = 0; i < path.size(); ++i) {
            if (const std::size_t b = blockers(who, from).size(); b > 0)
                out.tests.push_back(testOdds(*this, who, Characteristic::Agility, static_cast<int>(b), "block", "R12"));
            from = path[i];
        }
    }
    // R48: walking onto a trap the actor's side knows of (running springs it with no test, a
    // flyer passes over it): a visible one, or the Master's own hidden one (he knows it; the
    // heroes never learn of it from odds: no leak). Sprung traps are floor (syncBoard).
    if (const auto* w = std::get_if<Walk>(&a); w && !Rules::flying(*this, who))
        for (Pos q : Rules::footprintAt(*this, who, w->to).squares()) {
            if (!Rules::knowsTrap(*this, character(who).side, q)) continue;
            const ObjectDef* def = content_->quest.objectAt(q);
            if (!def || def->kind != ObjectKind::Trap) continue;
            out.tests.push_back(testOdds(*this, who, Characteristic::Agility, def->trap_difficulty, "trap", "R48"));
        }
    // The action's own test.
    if (const auto* c = std::get_if<CastSpell>(&a)) {
        const Spell* sp = content_->spell(c->spell);
        if (!sp) return std::nullopt;
        out.tests.push_back(testOdds(*this, who, Characteristic::Magic, sp->difficulty, "spell", "R23"));
        out.tiers = spellTierOdds(content_->ruleset, *sp, out.tests.back().dice);
    } else {
        // Rules::actionTest reads the object or the special action by index: only valid ones.
        if (const auto* p = std::get_if<PickLock>(&a);
            p && (p->object < 0 || p->object >= static_cast<int>(content_->quest.objects.size())))
            return std::nullopt;
        if (const auto* sa = std::get_if<SpecialAction>(&a);
            sa && (sa->action < 0 || sa->action >= static_cast<int>(content_->quest.special_actions.size())))
            return std::nullopt;
        if (const auto t = Rules::actionTest(*this, a))  // R30 R40 R43 R51: a test of its own
            out.tests.push_back(testOdds(*this, who, t->characteristic, t->difficulty, t->purpose, t->rule));
    }
    if (out.tests.empty()) return std::nullopt;
    // The tests are independent rolls: the chance that all pass is their product; a spell
    // succeeds when its result selects a tier.
    const bool spell = std::holds_alternative<CastSpell>(a);
    out.success = 1.0;
    for (std::size_t i = 0; i + (spell ? 1 : 0) < out.tests.size(); ++i) out.success *= out.tests[i].pass;
    if (spell) {
        double selected = 0.0;
        for (const TierOdds& t : out.tiers) selected += t.chance;
        out.success *= selected;
    }
    if (const auto* j = std::get_if<Jump>(&a)) {  // R43 R49: a miss that falls into lava
        double reaches_test = 1.0;
        for (std::size_t i = 0; i + 1 < out.tests.size(); ++i) reaches_test *= out.tests[i].pass;
        out.dies =
            reaches_test * (1.0 - out.tests.back().pass) * Rules::fallKills(*this, who, character(who).pos, j->to);
    }
    return out;
}

std::optional<FireOdds> GameState::fireOdds(const Action& a) const {
    FireOdds out;
    out.catch_min = content_->ruleset.numbers.fire_catch_min;
    // R29: the attacker's 1D6 reaches fire_catch_min.
    const double catches = std::clamp((7 - out.catch_min) / 6.0, 0.0, 1.0);
    int target = -1;
    const auto* cast = std::get_if<CastSpell>(&a);
    const Spell* spell = cast ? content_->spell(cast->spell) : nullptr;
    if (cast) {
        bool fiery = false;
        for (const SpellTier& t : spell ? spell->tiers : std::vector<SpellTier>{})
            for (const SpellEffect& e : t.effects) fiery = fiery || (e.type == SpellEffectType::Damage && e.fire);
        if (!fiery) return std::nullopt;
        target = cast->target;
    } else {
        if (!attackProfile(a) || !Rules::fireAttack(*this, a)) return std::nullopt;
        target = std::visit(
            [](const auto& x) -> int {
                if constexpr (requires { x.target; })
                    return x.target;
                else
                    return -1;
            },
            a);
    }
    if (!Rules::validCharacter(*this, target)) return std::nullopt;
    out.immune = Rules::immaterial(*this, target);  // R38
    out.burning = character(target).burning;
    const int hp = character(target).hp;
    if (!Rules::canCatchFire(*this, target) || character(target).presence != Presence::OnBoard) return out;
    if (!cast) {
        // The hit wounds (w > 0) and leaves the target on the board (w < its HP): a hero put down
        // (R25) or a Master character killed (R24) burns no more, and wounds that R27 may cancel
        // are those that would.
        const WoundDistribution d = woundDistribution(content_->ruleset, *attackProfile(a));
        for (int w = 1; w < hp && w < static_cast<int>(d.wounds.size()); ++w)
            out.chance += d.wounds[static_cast<std::size_t>(w)] * catches;
        return out;
    }
    // A spell (R23): through each tier the Magic test may reach, its damage effects in order
    // (1D6s plus a flat part, no armour), as (HP left, burning) with their chances.
    const std::optional<ActionOdds> o = odds(a);
    if (!o) return out;
    for (const TierOdds& tier : o->tiers) {
        std::map<std::pair<int, bool>, double> states{{{hp, false}, 1.0}};
        for (const SpellEffect& e : spell->tiers[static_cast<std::size_t>(tier.tier)].effects) {
            if (e.type != SpellEffectType::Damage) continue;
            const std::vector<double> sums = d6SumDistribution(e.amount.dice);
            std::map<std::pair<int, bool>, double> next;
            for (const auto& [state, p] : states) {
                const auto [left, burning] = state;
                if (left <= 0) {  // down or off the board: no more damage
                    next[state] += p;
                    continue;
                }
                for (std::size_t sum = 0; sum < sums.size(); ++sum) {
                    if (sums[sum] == 0.0) continue;
                    const int amount = static_cast<int>(sum) + e.amount.flat;
                    const int after = left - amount;
                    const double q = p * sums[sum];
                    if (e.fire && amount > 0 && after > 0 && !burning) {
                        next[{after, true}] += q * catches;
                        next[{after, false}] += q * (1.0 - catches);
                    } else {
                        next[{after, burning}] += q;
                    }
                }
            }
            states = std::move(next);
        }
        for (const auto& [state, p] : states)
            if (state.second) out.chance += tier.chance * p;
    }
    return out;
}

std::optional<PoisonOdds> GameState::poisonOdds(const Action& a) const {
    if (const auto* cast = std::get_if<CastSpell>(&a)) return spellPoisonOdds(*cast);
    const std::optional<AttackProfile> profile = attackProfile(a);
    if (!profile) return std::nullopt;
    const std::optional<int> level = Rules::poisonAttack(*this, a);
    if (!level) return std::nullopt;
    PoisonOdds out;
    out.level = out.min_level = *level;
    const int target = std::visit(
        [](const auto& x) -> int {
            if constexpr (requires { x.target; })
                return x.target;
            else
                return -1;
        },
        a);
    out.immune = Rules::immaterial(*this, target);  // R38
    out.poisoned = character(target).poisoned;
    out.dice = effective(target, Characteristic::Strength);  // the dice Rules::poisonTest rolls
    if (out.immune || out.poisoned || character(target).presence != Presence::OnBoard) return out;
    // The hit wounds (w > 0) and leaves the target on the board (w < its HP), then it fails.
    const double fails = 1.0 - testDistribution(content_->ruleset, out.dice).passProbability(out.level);
    const WoundDistribution d = woundDistribution(content_->ruleset, *profile);
    const int hp = character(target).hp;
    for (int w = 1; w < hp && w < static_cast<int>(d.wounds.size()); ++w)
        out.chance += d.wounds[static_cast<std::size_t>(w)] * fails;
    return out;
}

std::optional<PoisonOdds> GameState::spellPoisonOdds(const CastSpell& cast) const {
    const Spell* spell = content_->spell(cast.spell);
    if (!spell) return std::nullopt;
    PoisonOdds out;
    out.spell = true;
    for (const SpellTier& t : spell->tiers)
        for (const SpellEffect& e : t.effects)
            if (e.type == SpellEffectType::Poison) {
                out.level = std::max(out.level, e.level);
                out.min_level = out.min_level == 0 ? e.level : std::min(out.min_level, e.level);
            }
    if (out.level == 0) return std::nullopt;  // no poison in it
    const int target = cast.target;
    if (!Rules::validCharacter(*this, target)) return std::nullopt;
    out.immune = Rules::immaterial(*this, target);  // R38
    out.poisoned = character(target).poisoned;
    out.dice = effective(target, Characteristic::Strength);  // the dice Rules::poisonTest rolls
    if (out.immune || out.poisoned || character(target).presence != Presence::OnBoard) return out;
    // R23: through each tier the Magic test may reach, its effects in order (Rules::spellEffects):
    // damage (1D6s plus a flat part, no armour) as the HP left, then each poison effect while the
    // target stands on the board and is not poisoned yet: it fails Strength against its level
    // (before any destiny re-roll, R27). The state is (HP left, poisoned) with its chance.
    const std::optional<ActionOdds> o = odds(cast);
    if (!o) return out;
    const int hp = character(target).hp;
    for (const TierOdds& tier : o->tiers) {
        std::map<std::pair<int, bool>, double> states{{{hp, false}, 1.0}};
        for (const SpellEffect& e : spell->tiers[static_cast<std::size_t>(tier.tier)].effects) {
            std::map<std::pair<int, bool>, double> next;
            if (e.type == SpellEffectType::Damage) {
                const std::vector<double> sums = d6SumDistribution(e.amount.dice);
                for (const auto& [state, p] : states) {
                    if (state.first <= 0) {  // down or off the board: the effects stop reaching it
                        next[state] += p;
                        continue;
                    }
                    for (std::size_t sum = 0; sum < sums.size(); ++sum)
                        if (sums[sum] > 0.0)
                            next[{state.first - static_cast<int>(sum) - e.amount.flat, state.second}] += p * sums[sum];
                }
            } else if (e.type == SpellEffectType::Poison) {
                const double fails =
                    1.0 - testDistribution(content_->ruleset, out.dice).passProbability(std::max(0, e.level));
                for (const auto& [state, p] : states) {
                    if (state.first <= 0 || state.second) {
                        next[state] += p;
                        continue;
                    }
                    next[{state.first, true}] += p * fails;
                    next[{state.first, false}] += p * (1.0 - fails);
                }
            } else {
                continue;  // heals, webs, stuns and buffs change neither the HP of an enemy target nor its poison
            }
            states = std::move(next);
        }
        for (const auto& [state, p] : states)
            if (state.second) out.chance += tier.chance * p;
    }
    return out;
}

std::optional<FearOdds> GameState::fearOdds(int who) const {
    if (!Rules::validCharacter(*this, who) || character(who).presence != Presence::OnBoard) return std::nullopt;
    FearOdds f;
    // R28: the highest Fear among the opponents on the board it sees (R22).
    for (int o = 0; o < static_cast<int>(d_.characters.size()); ++o) {
        const CharacterState& oc = character(o);
        if (oc.side == character(who).side || oc.presence != Presence::OnBoard) continue;
        const int level = card(o).level(SpecialRuleId::Fear);
        if (level > f.level && sees(who, o)) f.level = level, f.source = o;
    }
    if (f.level == 0) return std::nullopt;
    f.coward = card(who).has(SpecialRuleId::Coward);  // fails for sure
    f.dice = effective(who, Characteristic::Will);    // the dice Rules::test rolls
    f.keep = f.coward ? 0.0 : testDistribution(content_->ruleset, f.dice).passProbability(f.level);
    return f;
}

}  // namespace cata
