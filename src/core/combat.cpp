// Combat and injuries (rulebook "Melee attack", "Powerful attack", "Shot attack", "Sharp
// shot", "Casting a spell", "Injuries", the special rules and "Duel challenging"):
// R15 melee, R16 powerful attack, R17 multiple combat, R18 still target, R19 shot with the
// adjacent-enemy modifier, R20 sharp shot, R21 critical hit, R23 spells, R24 Master casualties,
// R25 heroes down, R27 destiny points, R29 fire, R30 web, R31 poison, R33 swarm bonuses,
// R38 immaterial/invisible, R39 blunt, R46 duel.
#include <algorithm>

#include "rules.h"

namespace cata {

namespace {

struct AttackParts {
    int attacker = -1;
    int target = -1;
    bool shot = false;
    bool doubled = false;
    std::string rule;
};

AttackParts parts(const Action& a) {
    if (auto* m = std::get_if<Melee>(&a)) return {m->actor, m->target, false, false, "R15"};
    if (auto* p = std::get_if<PowerfulAttack>(&a)) return {p->actor, p->target, false, true, "R16"};
    if (auto* s = std::get_if<Shot>(&a)) return {s->actor, s->target, true, false, "R19"};
    if (auto* ss = std::get_if<SharpShot>(&a)) return {ss->actor, ss->target, true, true, "R20"};
    return {};
}

/// R23: the tier reached by a Magic test, -1 when the spell fails.
int spellTier(const Spell& sp, const TestRoll& roll) { return roll.passed ? sp.tierFor(roll.result) : -1; }

bool ridesOn(const SpecialRule* r, bool shot) {
    return r && (r->attacks == AttackKind::All || (shot ? r->attacks == AttackKind::Shot : r->attacks == AttackKind::Melee));
}

}  // namespace

std::optional<ActionRefusal> Rules::checkTargetable(const GameState& s, int who, int target) {
    if (!validCharacter(s, target)) return refuse(s, RefusalKey::NoCharacter, Num{target});
    if (target == who) return refuse(s, RefusalKey::TargetSelf);
    const CharacterState& t = s.character(target);
    if (t.presence != Presence::OnBoard && t.presence != Presence::Down) return refuse(s, RefusalKey::NotOnBoard, Who{target});
    if (s.card(target).has(SpecialRuleId::Invisible) && t.side != s.character(who).side)
        return refuse(s, RefusalKey::TargetInvisible, Who{target});
    if (t.duel_with >= 0 && t.duel_with != who) return refuse(s, RefusalKey::TargetInDuel, Who{target}, Who{t.duel_with});
    return std::nullopt;
}

int Rules::shotDifficulty(const GameState& s, int shooter, int target, std::vector<Modifier>* parts) {
    const CharacterState& sh = s.character(shooter);
    const int dist = gap(s, shooter, target);
    int d = rules(s).shotDifficulty(dist);  // R19, R37: between footprints
    if (parts) parts->push_back(Modifier{ModifierKey::Distance, -1, "", dist, "R19", d, false});
    // R19: +1 for each opponent adjacent to the shooter that could attack it in melee (R10;
    // R37: a gigantic opponent whose reach of 2 gets the shooter counts too).
    const Footprint shooter_fp = footprint(s, shooter);
    for (std::size_t i = 0; i < s.d_.characters.size(); ++i) {
        const CharacterState& o = s.d_.characters[i];
        if (o.side == sh.side || o.presence != Presence::OnBoard || o.webbed > 0) continue;
        if (meleeReach(s, static_cast<int>(i), shooter_fp)) {
            ++d;
            if (parts) parts->push_back(Modifier{ModifierKey::AdjacentEnemy, static_cast<int>(i), "", 0, "R19", 1, false});
        }
    }
    return d;
}

std::vector<Modifier> Rules::spellModifiers(const GameState& s, int caster, const Spell& sp) {
    std::vector<Modifier> parts;
    characteristic(s, caster, Characteristic::Magic, &parts, true);
    parts.push_back(Modifier{ModifierKey::SpellDifficulty, -1, sp.id, 0, "R23", sp.difficulty, false});
    return parts;
}

// ---- the action kinds Melee (R15), PowerfulAttack (R16), Shot (R19), SharpShot (R20) ----

int Rules::costOf(const GameState&, const Melee&) { return 1; }
int Rules::costOf(const GameState&, const PowerfulAttack&) { return 2; }  // R16
int Rules::costOf(const GameState&, const Shot&) { return 1; }
int Rules::costOf(const GameState&, const SharpShot&) { return 2; }  // R20

// The attack test, location and damage dice.
bool Rules::rollsDiceOf(const GameState&, const Melee&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const PowerfulAttack&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const Shot&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const SharpShot&) { return true; }

bool Rules::revealsOf(const GameState&, const Melee&) { return false; }
Rules::MovePath Rules::pathOf(const Melee&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Melee&) { return {}; }
bool Rules::revealsOf(const GameState&, const PowerfulAttack&) { return false; }
Rules::MovePath Rules::pathOf(const PowerfulAttack&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const PowerfulAttack&) { return {}; }
bool Rules::revealsOf(const GameState&, const Shot&) { return false; }
Rules::MovePath Rules::pathOf(const Shot&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Shot&) { return {}; }
bool Rules::revealsOf(const GameState&, const SharpShot&) { return false; }
Rules::MovePath Rules::pathOf(const SharpShot&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const SharpShot&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Melee& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a), Acting::melee(a.target))) return why;
    return checkAttack(s, a);
}
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const PowerfulAttack& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a), Acting::melee(a.target))) return why;
    return checkAttack(s, a);
}
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Shot& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    return checkAttack(s, a);
}
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const SharpShot& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    return checkAttack(s, a);
}

void Rules::applyOf(GameState& s, const Melee& a, Events& ev) { applyAttack(s, a, ev); }
void Rules::applyOf(GameState& s, const PowerfulAttack& a, Events& ev) { applyAttack(s, a, ev); }
// R42 skill "double_shot_when_waiting" (Irf): a shot paid with waiting points shoots twice.
void Rules::applyOf(GameState& s, const Shot& a, Events& ev) { applyAttack(s, a, ev, s.shots(a) - 1); }
void Rules::applyOf(GameState& s, const SharpShot& a, Events& ev) { applyAttack(s, a, ev, s.shots(a) - 1); }

std::optional<ActionRefusal> Rules::checkAttack(const GameState& s, const Action& a) {
    const AttackParts p = parts(a);
    if (auto why = checkTargetable(s, p.attacker, p.target)) return why;
    const CharacterState& me = s.character(p.attacker);
    const CharacterState& t = s.character(p.target);
    if (t.side == me.side) return refuse(s, RefusalKey::AttackAlly, Who{p.target});
    const int dist = gap(s, p.attacker, p.target);  // R14, R37: between the nearest squares
    if (!p.shot) {
        const int range = meleeRange(s, p.attacker);
        if (range > 1 && dist > range) return refuse(s, RefusalKey::GiganticReach, Who{p.target}, Num{dist}, Num{range});
        if (dist > 1 && range == 1) return refuse(s, RefusalKey::NotAdjacentMelee, Who{p.target});
        if (!meleeReach(s, p.attacker, footprint(s, p.target))) {
            if (dist == 1) return refuse(s, RefusalKey::DiagonalAttack);
            return refuse(s, RefusalKey::ObstacleBetween, Who{p.target});
        }
        return std::nullopt;
    }
    if (s.card(p.attacker).shot_damage <= 0) return refuse(s, RefusalKey::CannotShoot, Who{p.attacker});
    if (dist < rules(s).numbers.shot_min_distance)
        return refuse(s, RefusalKey::TooCloseToShoot, Who{p.target}, Num{dist}, Num{rules(s).numbers.shot_min_distance});
    if (auto why = sightBlocked(s, p.attacker, p.target)) return why;
    return std::nullopt;
}

void Rules::applyAttack(GameState& s, const Action& a, Events& ev, int extra, bool pay_ap) {
    const AttackParts p = parts(a);
    if (pay_ap) pay(s, p.attacker, cost(s, a));
    const AttackProfile profile = *s.attackProfile(a);
    if (!p.shot) {
        // R17: remember who attacked from where this turn.
        mutableCharacter(s, p.target).melee_received.push_back({p.attacker, s.character(p.attacker).pos});
        if (s.stillTarget(p.target)) {  // R18: automatic hit, no test
            resolveHit(s, a, nullptr, extra, ev);
            return;
        }
    }
    const TestRoll roll = test(s, ev, p.attacker, p.shot ? Characteristic::Shoot : Characteristic::MeleeAttack,
                               profile.difficulty, p.shot ? "shot" : "melee", p.rule, profile.modifiers);
    if (!roll.passed && s.character(p.attacker).destiny > 0) {  // R27: may re-roll
        PendingDecision d;
        d.kind = DecisionKind::DestinyReroll;
        d.owner = s.character(p.attacker).side;
        d.who = p.attacker;
        d.action = a;
        d.step = extra;
        d.paid_from_waiting = s.d_.waiting_window ? 1 : 0;
        d.roll = roll;
        s.d_.pending = d;
        return;
    }
    if (!roll.passed) {
        ev.push_back(Missed{p.attacker, p.target, p.rule});
        attackDone(s, a, extra, ev);
        return;
    }
    resolveHit(s, a, &roll, extra, ev);
}

void Rules::attackDone(GameState& s, const Action& a, int extra, Events& ev) {
    if (extra <= 0 || s.d_.pending || s.d_.result || !s.able(parts(a).attacker)) return;
    if (checkAttack(s, a)) return;  // the target fell or left
    // The log names the skill that fires it (the only one that gives extra shots).
    const int attacker = parts(a).attacker;
    for (const Skill& sk : s.card(attacker).skills)
        if (std::any_of(sk.effects.begin(), sk.effects.end(),
                        [](const SkillEffect& e) { return e.type == SkillEffectType::DoubleShotWhenWaiting; }))
            ev.push_back(SkillUsed{attacker, sk.id, "R42"});
    applyAttack(s, a, ev, extra - 1, false);  // R42: Irf's second shot
}

void Rules::resolveHit(GameState& s, const Action& a, const TestRoll* roll, int extra, Events& ev) {
    const AttackParts p = parts(a);
    const AttackProfile profile = *s.attackProfile(a);
    const bool critical = roll && s.d_.options.critical_hit && isCritical(*roll, profile.critical_margin);  // R21
    const Location loc = s.d_.dice.rollLocation(rules(s));  // R4
    const int wounds = woundsOnHit(profile, loc, critical);
    const int raw = profile.cannot_wound ? 0
                                         : profile.damage * profile.multiplier *
                                                   (loc == Location::Head ? profile.head_multiplier : 1) +
                                               (critical ? profile.critical_bonus : 0);
    const int armour = profile.ignore_armour ? 0 : profile.armour.at(loc);
    const CharacterState& t = s.character(p.target);
    if (wounds > 0 && t.hp > 0 && t.hp - wounds <= 0 && t.destiny > 0) {  // R27: may cancel
        PendingDecision d;
        d.kind = DecisionKind::DestinyCancel;
        d.owner = t.side;
        d.who = p.target;
        d.action = a;
        d.wounds = wounds;
        d.raw = raw;
        d.armour = armour;
        d.location = loc;
        d.critical = critical;
        d.step = extra;
        d.paid_from_waiting = s.d_.waiting_window ? 1 : 0;
        s.d_.pending = d;
        return;
    }
    finishHit(s, a, wounds, raw, armour, loc, critical, ev, extra);
    attackDone(s, a, extra, ev);
}

void Rules::finishHit(GameState& s, const Action& a, int wounds, int raw, int armour, std::optional<Location> loc,
                      bool critical, Events& ev, int extra) {
    const AttackParts p = parts(a);
    const Footprint victim = footprint(s, p.target);
    wound(s, p.target, wounds, p.attacker, loc, raw, armour, critical, critical ? "R21" : p.rule, ev);
    const CharacterCard& ac = s.card(p.attacker);
    const bool ghost = immaterial(s, p.target);
    const CharacterState& t = s.character(p.target);
    if (t.presence == Presence::OnBoard) {
        if (!p.shot && ridesOn(ac.rule(SpecialRuleId::Web), false) && !ghost && t.webbed == 0) {  // R30
            mutableCharacter(s, p.target).webbed = std::max(1, ac.level(SpecialRuleId::Web));
            ev.push_back(StatusChanged{p.target, StatusChange::Webbed, s.character(p.target).webbed, "R30"});
        }
        if (wounds > 0 && fireAttack(s, a)) catchFire(s, p.target, ev);  // R29
        if (const std::optional<int> poison = poisonAttack(s, a);
            wounds > 0 && poison && poisonTest(s, p.target, *poison, a, extra, 0, ev)) {  // R31
            s.d_.pending->location = loc;  // R39 still to come on the answer
            return;  // R27: the target's owner decides first (it stays on the board: no crush)
        }
        bluntHit(s, a, loc, ev);
    }
    // R13: a melee kill of an adjacent opponent offers the free crush step. R37: the step of the
    // attacker's footprint (one square, R10) that covers most of the victim's squares and is free
    // (ties: the first in the order of kCrushDirections).
    const Presence now = s.character(p.target).presence;
    const Footprint mine = footprint(s, p.attacker);
    if (!p.shot && (now == Presence::Casualty || now == Presence::Dead) && s.able(p.attacker) &&
        distance(mine, victim) == 1) {
        static constexpr Pos kCrushDirections[8] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        int best = 0;
        std::optional<Pos> to;
        for (Pos d : kCrushDirections) {
            const Pos dest = mine.pos + d;
            int overlap = 0;
            for (Pos q : mine.at(dest).squares()) overlap += victim.contains(q) ? 1 : 0;
            if (overlap <= best || !footprintStepAllowed(s, p.attacker, mine.pos, dest) || !fits(s, p.attacker, dest))
                continue;
            best = overlap;
            to = dest;
        }
        if (to) s.d_.crush = CrushChance{p.attacker, *to};
    }
}

void Rules::bluntHit(GameState& s, const Action& a, std::optional<Location> loc, Events& ev) {
    const AttackParts p = parts(a);
    if (loc == Location::Head && ridesOn(s.card(p.attacker).rule(SpecialRuleId::Blunt), p.shot)) {  // R39
        mutableCharacter(s, p.target).stun += 1;
        ev.push_back(StatusChanged{p.target, StatusChange::Stunned, s.character(p.target).stun, "R39"});
    }
}

std::optional<GameState::PendingTest> GameState::pendingTest() const {
    if (!d_.pending || d_.pending->kind != DecisionKind::DestinyReroll) return std::nullopt;
    const PendingDecision& p = *d_.pending;
    // The tests offerReroll() names by their purpose, each with the characteristic its call
    // site rolls: a hit's poison (R31, Strength), fear (R28, Will), a trap (R48, Agility), a
    // spell's Magic (R23).
    if (p.purpose == "poison") return PendingTest{Characteristic::Strength, p.purpose};
    if (p.purpose == "fear") return PendingTest{Characteristic::Will, p.purpose};
    if (p.purpose == "trap") return PendingTest{Characteristic::Agility, p.purpose};
    if (p.purpose == "spell") return PendingTest{Characteristic::Magic, p.purpose};
    // Else the interrupted action's: an attack test (R15, R19), a block test on leaving a
    // square of its path (R12, `step` on the path), or the action's own test (R30 R40 R43 R51).
    if (std::holds_alternative<Melee>(p.action) || std::holds_alternative<PowerfulAttack>(p.action))
        return PendingTest{Characteristic::MeleeAttack, "melee"};
    if (std::holds_alternative<Shot>(p.action) || std::holds_alternative<SharpShot>(p.action))
        return PendingTest{Characteristic::Shoot, "shot"};
    const std::optional<Rules::TestSpec> own =
        p.step < static_cast<int>(Rules::movePath(p.action).size()) ? std::nullopt : Rules::actionTest(*this, p.action);
    if (!own) return PendingTest{Characteristic::Agility, "block"};
    return PendingTest{own->characteristic, own->purpose};
}

bool Rules::offerReroll(GameState& s, int who, const Action& a, const TestRoll& roll, const std::string& purpose,
                        int step) {
    if (roll.passed || s.character(who).destiny <= 0) return false;
    PendingDecision d;
    d.kind = DecisionKind::DestinyReroll;
    d.owner = s.character(who).side;
    d.who = who;
    d.action = a;
    d.step = step;
    d.paid_from_waiting = s.d_.waiting_window ? 1 : 0;
    d.roll = roll;
    d.purpose = purpose;
    s.d_.pending = d;
    return true;
}

bool Rules::offerCancel(GameState& s, int who, int wounds, const Action& a, const std::string& purpose, int step,
                        const TestRoll& roll) {
    const CharacterState& c = s.character(who);
    if (wounds <= 0 || c.hp <= 0 || c.hp - wounds > 0 || c.destiny <= 0) return false;
    PendingDecision d;
    d.kind = DecisionKind::DestinyCancel;
    d.owner = c.side;
    d.who = who;
    d.action = a;
    d.step = step;
    d.paid_from_waiting = s.d_.waiting_window ? 1 : 0;
    d.roll = roll;
    d.wounds = wounds;
    d.raw = wounds;
    d.purpose = purpose;
    s.d_.pending = d;
    return true;
}

void Rules::answerDestinyFor(GameState& s, const PendingDecision& p, bool use, Events& ev) {
    if (use) {
        mutableCharacter(s, p.who).destiny -= 1;
        ev.push_back(DestinyUsed{p.who, p.kind == DecisionKind::DestinyReroll, "R27"});
    }
    if (atTurnStart(p)) {  // R8 fear, burning, poison damage, R45 fire
        answerStartDestiny(s, p, use, ev);
        return;
    }
    if (p.purpose == "poison") {  // R31 the poison test of a hit (attack or spell)
        const TestRoll roll =
            use ? test(s, ev, p.who, Characteristic::Strength, p.roll.difficulty, "poison", "R27") : p.roll;
        if (!roll.passed) poisoned(s, p.who, p.roll.difficulty, ev);
        if (auto* spell = std::get_if<CastSpell>(&p.action)) {
            TestRoll magic;  // the tier reached is all spellEffects needs of the Magic test
            magic.result = p.raw;
            magic.passed = true;
            spellEffects(s, *spell, magic, static_cast<std::size_t>(p.step) + 1, ev);
            return;
        }
        bluntHit(s, p.action, p.location, ev);
        attackDone(s, p.action, p.step, ev);
        return;
    }
    if (p.purpose == "trap") {  // R48
        if (p.kind == DecisionKind::DestinyCancel) {
            if (!use) wound(s, p.who, p.wounds, -1, std::nullopt, p.raw, 0, false, "R48", ev);
        } else {
            const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(p.step)];
            const TestRoll roll =
                use ? test(s, ev, p.who, Characteristic::Agility, def.trap_difficulty, "trap", "R27") : p.roll;
            trapOutcome(s, p.who, p.step, roll.passed, ev);
        }
        springTraps(s, p.who, false, ev);  // R37: other traps under the footprint (none for 1×1)
        return;
    }
    // R23 spells.
    const CastSpell& a = std::get<CastSpell>(p.action);
    if (p.kind == DecisionKind::DestinyCancel) {
        if (use) return;  // the spell does nothing more to it
        const Spell& sp = *s.content().spell(a.spell);
        const TestRoll& roll = p.roll;
        const int tier = spellTier(sp, roll);
        const SpellEffect& e = sp.tiers[static_cast<std::size_t>(tier)].effects[static_cast<std::size_t>(p.step)];
        wound(s, a.target, p.wounds, a.actor, std::nullopt, p.raw, 0, false, "R23", ev);
        if (e.fire && s.character(a.target).presence == Presence::OnBoard) catchFire(s, a.target, ev);
        if (!s.d_.pending) spellEffects(s, a, roll, static_cast<std::size_t>(p.step) + 1, ev);
        return;
    }
    TestRoll roll = p.roll;
    if (use) {
        const Spell& sp = *s.content().spell(a.spell);
        roll = test(s, ev, a.actor, Characteristic::Magic, sp.difficulty, "spell", "R27",
                    spellModifiers(s, a.actor, sp));  // once per roll
    }
    spellOutcome(s, a, roll, ev);
}

void Rules::answerDestiny(GameState& s, bool use, Events& ev) {
    const PendingDecision p = *s.d_.pending;
    s.d_.pending.reset();
    if (!p.purpose.empty()) {
        answerDestinyFor(s, p, use, ev);
        return;
    }
    if (p.kind == DecisionKind::DestinyCancel) {
        if (use) {  // R27: the attack does nothing to it
            mutableCharacter(s, p.who).destiny -= 1;
            ev.push_back(DestinyUsed{p.who, false, "R27"});
        } else {
            finishHit(s, p.action, p.wounds, p.raw, p.armour, p.location, p.critical, ev, p.step);
        }
        attackDone(s, p.action, p.step, ev);
        return;
    }
    // DestinyReroll: the test of a single-test action (past the path: R30 R40 R43 R51).
    if (const auto own =
            p.step >= static_cast<int>(movePath(p.action).size()) ? actionTest(s, p.action) : std::nullopt) {
        TestRoll roll = p.roll;
        if (use) {
            mutableCharacter(s, p.who).destiny -= 1;
            ev.push_back(DestinyUsed{p.who, true, "R27"});
            roll = test(s, ev, p.who, own->characteristic, p.roll.difficulty, own->purpose, "R27");
        }
        testOutcome(s, p.action, roll, ev);
        return;
    }
    // DestinyReroll: an attack test or a block test (R12).
    const bool move = isBlockableMove(p.action);
    TestRoll roll = p.roll;
    if (use) {
        mutableCharacter(s, p.who).destiny -= 1;
        ev.push_back(DestinyUsed{p.who, true, "R27"});
        const Characteristic c = move ? Characteristic::Agility
                                 : parts(p.action).shot ? Characteristic::Shoot
                                                        : Characteristic::MeleeAttack;
        std::vector<Modifier> terms;  // the same situation as the failed test's
        if (!move) terms = s.attackProfile(p.action)->modifiers;
        roll = test(s, ev, p.who, c, p.roll.difficulty, move ? "block" : parts(p.action).shot ? "shot" : "melee", "R27",
                    std::move(terms));
    }
    if (move) {
        if (roll.passed) {
            continueMove(s, p.action, p.step, true, ev);
        } else {
            PendingDecision b = p;
            b.kind = DecisionKind::Block;
            b.roll = roll;
            s.d_.pending = b;
        }
        return;
    }
    if (!roll.passed) {
        ev.push_back(Missed{p.who, parts(p.action).target, parts(p.action).rule});
        attackDone(s, p.action, p.step, ev);
        return;
    }
    resolveHit(s, p.action, &roll, p.step, ev);
}

void Rules::wound(GameState& s, int who, int wounds, int source, std::optional<Location> loc, int raw, int armour,
                  bool critical, const std::string& rule, Events& ev) {
    CharacterState& c = mutableCharacter(s, who);
    c.hp -= wounds;
    ev.push_back(Wounded{who, source, loc, raw, armour, wounds, c.hp, critical, rule});
    if (c.hp <= 0 && c.presence == Presence::OnBoard) fallen(s, who, ev);
}

void Rules::heal(GameState& s, int who, int amount, const std::string& rule, Events& ev) {
    CharacterState& c = mutableCharacter(s, who);
    if (c.presence == Presence::Down) {  // R25: stands up with the healed HP, from 0
        c.hp = std::min(s.maxHp(who), std::max(0, amount));
        if (c.hp > 0) {
            c.presence = Presence::OnBoard;
            c.ap = 0;  // acts again from the next turn
            ev.push_back(Healed{who, amount, c.hp, rule});
            ev.push_back(StatusChanged{who, StatusChange::StoodUp, 0, "R25"});
        }
        return;
    }
    const int before = c.hp;
    c.hp = std::min(s.maxHp(who), c.hp + std::max(0, amount));
    ev.push_back(Healed{who, c.hp - before, c.hp, rule});
}

void Rules::fallen(GameState& s, int who, Events& ev) {
    CharacterState& c = mutableCharacter(s, who);
    endDuel(s, who, ev);  // R46: the duel ends when one falls to 0 HP
    const bool was_burning = c.burning;
    c.webbed = 0;
    c.burning = false;
    c.stun = 0;
    c.ap = 0;
    c.waiting = 0;
    if (c.side == Side::Heroes) {  // R25
        c.presence = Presence::Down;
        c.down_turn = s.d_.turn;
        ev.push_back(StatusChanged{who, StatusChange::WentDown, 0, "R25"});
        // R25/R29: a hero down has no turns (R8's start-of-turn steps are for characters
        // standing), so nothing would burn him nor roll to keep the fire going: it goes out
        // now, in the log, with no keep-burning roll. Healed, he stands up not burning.
        if (was_burning) ev.push_back(StatusChanged{who, StatusChange::FireWentOut, 0, "R25"});
        return;
    }
    // R24: off the board; back as a reinforcement while the leader stays on the board.
    c.poisoned = false;
    c.buffs.clear();
    dropAll(s, who);  // what it carried stays on its square
    const bool is_leader = s.card(who).formation == Formation::MasterLeader;
    if (s.fallsTo(who) == Presence::Casualty) {
        c.presence = Presence::Casualty;
        ev.push_back(StatusChanged{who, StatusChange::LeftBoard, 0, "R24"});
        return;
    }
    c.presence = Presence::Dead;
    ev.push_back(StatusChanged{who, StatusChange::Died, 0, "R24"});
    if (is_leader) {  // R24: once the leader is gone, casualties are gone for good
        for (std::size_t i = 0; i < s.d_.characters.size(); ++i) {
            CharacterState& o = s.d_.characters[i];
            if (o.presence == Presence::Casualty) {
                o.presence = Presence::Dead;
                ev.push_back(StatusChanged{static_cast<int>(i), StatusChange::Died, 0, "R24"});
            }
        }
    }
}

void Rules::kill(GameState& s, int who, const std::string& rule, Events& ev) {
    CharacterState& c = mutableCharacter(s, who);
    if (c.hp > 0)  // every HP is lost (a log or an animation shows it like other wounds)
        ev.push_back(Wounded{who, -1, std::nullopt, c.hp, 0, c.hp, 0, false, rule});
    if (c.side == Side::Master) {
        c.hp = 0;
        if (c.presence == Presence::OnBoard) fallen(s, who, ev);
        return;
    }
    endDuel(s, who, ev);
    c.hp = std::min(c.hp, 0);
    c.presence = Presence::Dead;
    dropAll(s, who);
    ev.push_back(StatusChanged{who, StatusChange::Died, 0, rule});
}

void Rules::dropAll(GameState& s, int who) {
    for (int item : s.carried(who)) {
        s.d_.items[static_cast<std::size_t>(item)].holder = -1;
        s.d_.items[static_cast<std::size_t>(item)].at = s.character(who).pos;
    }
}

bool Rules::fireAttack(const GameState& s, const Action& a) {
    const AttackParts p = parts(a);
    return p.attacker >= 0 && ridesOn(s.card(p.attacker).rule(SpecialRuleId::FireAttack), p.shot);
}

std::optional<int> Rules::poisonAttack(const GameState& s, const Action& a) {
    const AttackParts p = parts(a);
    if (p.attacker < 0 || !ridesOn(s.card(p.attacker).rule(SpecialRuleId::Poison), p.shot)) return std::nullopt;
    return s.card(p.attacker).level(SpecialRuleId::Poison);
}

bool Rules::canCatchFire(const GameState& s, int who) { return !immaterial(s, who) && !s.character(who).burning; }

void Rules::catchFire(GameState& s, int who, Events& ev) {
    if (!canCatchFire(s, who)) return;  // R38
    const int die = d6(s, ev, who, 1, "fire", "R29");
    if (die >= rules(s).numbers.fire_catch_min) {
        mutableCharacter(s, who).burning = true;
        ev.push_back(StatusChanged{who, StatusChange::CaughtFire, 0, "R29"});
    }
}

bool Rules::poisonTest(GameState& s, int who, int level, const Action& a, int step, int spell_result, Events& ev) {
    if (immaterial(s, who) || s.character(who).poisoned) return false;  // R38
    const TestRoll roll = test(s, ev, who, Characteristic::Strength, level, "poison", "R31");
    if (roll.passed) return false;
    if (offerReroll(s, who, a, roll, "poison", step)) {  // R27
        s.d_.pending->raw = spell_result;
        return true;
    }
    poisoned(s, who, level, ev);
    return false;
}

void Rules::poisoned(GameState& s, int who, int level, Events& ev) {
    CharacterState& c = mutableCharacter(s, who);
    c.poisoned = true;
    ev.push_back(StatusChanged{who, StatusChange::Poisoned, level, "R31"});
    if (c.ap > 0) {
        c.ap -= 1;  // R31: loses 1 AP at once
        ev.push_back(ApLost{who, 1, "R31"});
    }
}

// ---- R23 spells ----

int Rules::costOf(const GameState& s, const CastSpell& a) {
    const Spell* sp = s.content().spell(a.spell);
    return sp ? sp->ap : 1;
}
bool Rules::rollsDiceOf(const GameState&, const CastSpell&) { return true; }  // the Magic test, the effects' dice
bool Rules::revealsOf(const GameState&, const CastSpell&) { return false; }
Rules::MovePath Rules::pathOf(const CastSpell&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const CastSpell&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const CastSpell& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    const CharacterCard& card = s.card(a.actor);
    if (std::find(card.spells.begin(), card.spells.end(), a.spell) == card.spells.end())
        return refuse(s, RefusalKey::SpellNotKnown, Who{a.actor}, SpellId{a.spell});
    const Spell* sp = s.content().spell(a.spell);
    if (!sp) return refuse(s, RefusalKey::SpellUnknown, SpellId{a.spell});
    if (s.effective(a.actor, Characteristic::Magic) <= 0) return refuse(s, RefusalKey::NoMagic, Who{a.actor});
    if (!validCharacter(s, a.target)) return refuse(s, RefusalKey::NoCharacter, Num{a.target});
    const CharacterState& me = s.character(a.actor);
    const CharacterState& t = s.character(a.target);
    const bool self = a.target == a.actor;
    const bool ally = t.side == me.side;
    if (!sp->canTarget(self, ally)) {
        RefusalKey key = RefusalKey::SpellCannotTarget;
        switch (sp->target) {
            case SpellTarget::Self: key = RefusalKey::SpellSelfOnly; break;
            case SpellTarget::Ally: key = RefusalKey::SpellAlly; break;
            case SpellTarget::AllyOrSelf: key = RefusalKey::SpellAllyOrSelf; break;
            case SpellTarget::Enemy: key = RefusalKey::SpellEnemy; break;
            case SpellTarget::Any: break;
        }
        return refuse(s, key, SpellId{sp->id});
    }
    if (self) return std::nullopt;
    if (auto why = checkTargetable(s, a.actor, a.target)) return why;
    if (t.presence == Presence::Down && !ally) return refuse(s, RefusalKey::TargetDown, Who{a.target});
    if (sp->range > 0 && gap(s, a.actor, a.target) > sp->range)  // R37: between footprints
        return refuse(s, RefusalKey::SpellRange, Who{a.target}, Num{gap(s, a.actor, a.target)}, Num{sp->range});
    if (auto why = sightBlocked(s, a.actor, a.target)) return why;
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const CastSpell& a, Events& ev) {
    const Spell& sp = *s.content().spell(a.spell);
    pay(s, a.actor, sp.ap);
    const TestRoll roll =
        test(s, ev, a.actor, Characteristic::Magic, sp.difficulty, "spell", "R23", spellModifiers(s, a.actor, sp));
    if (!roll.passed && offerReroll(s, a.actor, a, roll, "spell", 0)) return;  // R27
    spellOutcome(s, a, roll, ev);
}

void Rules::spellOutcome(GameState& s, const CastSpell& a, const TestRoll& roll, Events& ev) {
    const Spell& sp = *s.content().spell(a.spell);
    const int tier = spellTier(sp, roll);
    ev.push_back(SpellCast{a.actor, a.spell, a.target, roll.result, tier, "R23"});
    if (tier < 0) return;
    spellEffects(s, a, roll, 0, ev);
}

void Rules::spellEffects(GameState& s, const CastSpell& a, const TestRoll& roll, std::size_t from, Events& ev) {
    const Spell& sp = *s.content().spell(a.spell);
    const int tier = spellTier(sp, roll);
    if (tier < 0) return;
    const int t = a.target;
    const bool ghost = immaterial(s, t);
    const auto& effects = sp.tiers[static_cast<std::size_t>(tier)].effects;
    for (std::size_t index = from; index < effects.size(); ++index) {
        const SpellEffect& e = effects[index];
        const CharacterState& tc = s.character(t);
        if (tc.presence != Presence::OnBoard && tc.presence != Presence::Down) break;
        switch (e.type) {
            case SpellEffectType::Heal: {
                int amount = d6(s, ev, t, e.amount.dice, "heal", "R23") + e.amount.flat;
                for (const Skill& sk : s.card(a.actor).skills)
                    for (const SkillEffect& se : sk.effects)
                        if (se.type == SkillEffectType::HealBonus) amount += se.amount;
                heal(s, t, amount, "R23", ev);
                if (s.character(t).poisoned) {  // R31: healing spells cure
                    mutableCharacter(s, t).poisoned = false;
                    ev.push_back(StatusChanged{t, StatusChange::Cured, 0, "R31"});
                }
                break;
            }
            case SpellEffectType::Damage: {
                const int amount = d6(s, ev, t, e.amount.dice, "spell damage", "R23") + e.amount.flat;
                if (tc.presence != Presence::OnBoard) break;
                if (offerCancel(s, t, amount, a, "spell", static_cast<int>(index), roll)) return;  // R27
                wound(s, t, amount, a.actor, std::nullopt, amount, 0, false, "R23", ev);
                if (e.fire && amount > 0 && s.character(t).presence == Presence::OnBoard) catchFire(s, t, ev);
                break;
            }
            case SpellEffectType::Web:
                if (!ghost && tc.presence == Presence::OnBoard && tc.webbed == 0) {
                    mutableCharacter(s, t).webbed = std::max(1, e.level);
                    ev.push_back(StatusChanged{t, StatusChange::Webbed, e.level, "R30"});
                }
                break;
            case SpellEffectType::Stun:
                mutableCharacter(s, t).stun += e.level;
                ev.push_back(StatusChanged{t, StatusChange::Stunned, e.level, "R39"});
                break;
            case SpellEffectType::Poison:
                if (tc.presence == Presence::OnBoard &&
                    poisonTest(s, t, e.level, a, static_cast<int>(index), roll.result, ev))
                    return;  // R27: the target's owner decides first
                break;
            case SpellEffectType::Buff:
                mutableCharacter(s, t).buffs.push_back(
                    {e.characteristic, e.amount.flat, s.d_.turn + std::max(1, e.turns) - 1});
                break;
        }
    }
}

// ---- R46 duel ----

int Rules::costOf(const GameState&, const ChallengeDuel&) { return 1; }
bool Rules::rollsDiceOf(const GameState&, const ChallengeDuel&) { return false; }
bool Rules::revealsOf(const GameState&, const ChallengeDuel&) { return false; }
Rules::MovePath Rules::pathOf(const ChallengeDuel&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const ChallengeDuel&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const ChallengeDuel& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    if (!s.d_.options.duel) return refuse(s, RefusalKey::DuelOff);
    const CharacterState& me = s.character(a.actor);
    if (me.side != Side::Heroes) return refuse(s, RefusalKey::DuelHeroesOnly);
    if (auto why = checkTargetable(s, a.actor, a.target)) return why;
    const CharacterState& t = s.character(a.target);
    if (t.side == me.side) return refuse(s, RefusalKey::DuelAlly, Who{a.target});
    if (t.presence != Presence::OnBoard) return refuse(s, RefusalKey::TargetDown, Who{a.target});
    if (me.duel_with >= 0 || t.duel_with >= 0) return refuse(s, RefusalKey::AlreadyInDuel);
    if (s.effective(a.target, Characteristic::MeleeAttack) < s.effective(a.actor, Characteristic::MeleeAttack))
        return refuse(s, RefusalKey::DuelWeaker, Who{a.target}, Who{a.actor});
    // R37: the same zone when a square of the target's footprint is in a zone of the hero's.
    for (Pos q : footprint(s, a.actor).squares())
        if (inZone(s, a.target, quest(s).zoneAt(q))) return std::nullopt;
    if (auto why = sightBlocked(s, a.actor, a.target)) return refuseBecause(s, RefusalKey::DuelNoZone, std::move(*why));
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const ChallengeDuel& a, Events& ev) {
    pay(s, a.actor, 1);
    mutableCharacter(s, a.actor).duel_with = a.target;
    mutableCharacter(s, a.target).duel_with = a.actor;
    ev.push_back(DuelChanged{a.actor, a.target, true, "R46"});
}

void Rules::endDuel(GameState& s, int who, Events& ev) {
    const int other = s.character(who).duel_with;
    if (other < 0) return;
    mutableCharacter(s, who).duel_with = -1;
    mutableCharacter(s, other).duel_with = -1;
    ev.push_back(DuelChanged{who, other, false, "R46"});
}

}  // namespace cata
