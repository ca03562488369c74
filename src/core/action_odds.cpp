// R6: the exact odds of the actions that roll dice of power (GameState::odds), from the same
// rules the actions apply: Rules::actionTest (R30 R40 R43 R51), the blockers of R12, the visible
// traps of R48 and the spell's tiers (R23, Spell::tierFor).
#include <algorithm>

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
    // R48: walking onto a visible trap (running springs it with no test, a flyer passes over it).
    if (const auto* w = std::get_if<Walk>(&a); w && !Rules::flying(*this, who))
        for (Pos q : Rules::footprintAt(*this, who, w->to).squares()) {
            if (!board_.inside(q) || board_.tile(q) != TileKind::Trap) continue;
            const ObjectDef* def = content_->quest.objectAt(q);
            if (!def || def->kind != ObjectKind::Trap) continue;
            const ObjectState& st = d_.objects[static_cast<std::size_t>(def - content_->quest.objects.data())];
            if (!st.sprung && (!def->hidden || st.revealed))
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
    return out;
}

}  // namespace cata
