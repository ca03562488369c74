// The heroes' AI: a greedy policy over the legal actions. Each call
// scores every legal action of every hero with simple, readable terms and takes the best one
// per action point, or ends the turn when nothing is worth its AP:
// - attacks (R15, R16, R19, R20) by the exact odds (R6: attackProfile + woundDistribution):
//   the chance to kill and the expected wounds, more for a wounded enemy (focus fire), a
//   stronger one (card value) and the quest's own target (R52 character/card killed);
// - the quest's objective (heroes_goal.h), derived from the victory conditions' types:
//   open the chest / cell / door (R40, R50), the special action (R51), take the item and carry
//   it out, leave through the exit (R52); moves toward it by real path lengths, opening or
//   picking the doors on the way, with the group kept together (no hero more than kLeash steps
//   ahead of the last one, a pull toward the nearest ally);
// - fighting the enemies close by (melee heroes step next to them, shooters to a square with a
//   shot, the others keep out of reach);
// - potions poured for a down ally and healing spells (R25, R26, R23), drinking when low;
// - never a jump (R43, so never into lava, R49), never a run over a known trap (R9, R48), a
//   walk onto one only when nothing else leads on;
// - R42 waiting when enemies approach and nothing better is left, and the waiting points spent
//   on an attack between two Master actions; R12 block and R27 destiny answered by the odds.
// Every action it takes costs AP (a crush step excepted, offered once), so a turn always ends.
// Its Rng only breaks ties (never the game's dice): stateRng(seed, state), so it is
// deterministic for a seed and a state, a game loaded mid-turn included.
#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>

#include "cata/ai/policy.h"
#include "cata/core/odds.h"
#include "cata/core/rng.h"
#include "heroes_goal.h"

namespace cata::ai {

namespace {

using heroes::Field;
using heroes::kFar;
using heroes::Objective;
using heroes::Terrain;

constexpr double kObjectiveWin = 1000.0;  // an action that wins the quest
constexpr double kObjectiveStep = 400.0;  // an action that opens the way to it
constexpr double kRescue = 60.0;          // standing a down ally up (R25)
constexpr double kKillBase = 14.0;        // a kill, before the card's value
constexpr double kObjectiveWeight = 2.0;  // per square of progress toward the objective
constexpr double kFightWeight = 3.0;      // per square of progress toward an enemy close by
constexpr double kRescueWeight = 5.0;     // per square toward a down ally
constexpr int kLeash = 5;                 // squares a hero may lead the last one by
constexpr int kEngage = 3;                // heroes turn aside for enemies this close (path)
constexpr double kEndTurnBelow = 0.2;     // best value per AP under which the side ends its turn

enum class Role { Melee, Shooter, Support };

/// `v` in tenths ("3.1 wounds expected").
ExplainArg num1(double v) { return tenthsArg(static_cast<int>(std::lround(v * 10.0))); }

/// The situation a decision looks at (the objective, the distance fields, who is able, down or
/// designated), computed once per call. The terrain and the fields are made at their first use:
/// a decision in R42's waiting window (most of those of the Master's turn) scores attacks only
/// and reads none of them.
struct Situation {
    Situation(const GameState& st, heroes::FieldMemo& m) : s(st), rules(st.content().ruleset), memo(&m) {}
    const GameState& s;
    const Ruleset& rules;
    heroes::FieldMemo* memo;
    Objective obj;
    bool has_obj_field = false;       // the objective has squares to walk to (obj_field)
    std::vector<int> heroes;          // able heroes
    std::vector<int> enemies;         // able Master characters
    std::vector<int> down;            // down heroes (R25)
    std::vector<Role> role;           // per character index
    int designated = -1;              // R51: the able hero with the best chance at the objective's special action
    std::vector<Pos> action_squares;  // squares next to the object that special action must be used beside

    /// The terms of moveValue that depend on the mover's own square only, the same for each of
    /// its ~60 moves: made at its first move asked (fromTerms).
    struct FromTerms {
        int f_from = kFar;         // obj_field at its square
        int rear = -1;             // rearDistance
        int e_from = kFar;         // fightDistance from its square (when it counts)
        int adjacent = 0;          // adjacentEnemies of its square
        bool can_heal = false;     // canHeal
        int r_from = kFar;         // rescue_field at its square
        int n_from = kFar;         // nearestAlly from its square
        std::size_t blockers = 0;  // R12: blockers of it leaving its square
    };
    mutable std::vector<std::optional<FromTerms>> from_terms;  // per character index

    /// The heroes' entering costs (heroes_goal.h), the memo's when the board, the known traps and
    /// the special actions done are those it last saw.
    const Terrain& terrain() const {
        if (!terrain_) terrain_.emplace(s, memo);
        return *terrain_;
    }
    /// The exact odds of a test of `value` (R3, R6: testDistribution), once per value and decision:
    /// each spell and special action is priced with its caster's.
    const TestDistribution& test(int value) const {
        for (const auto& [v, td] : tests_)
            if (v == value) return td;
        return tests_.emplace_back(value, testDistribution(rules, value)).second;
    }
    /// Toward the objective's squares (has_obj_field), else empty (kFar everywhere).
    const Field& objField() const {
        if (!obj_field_) obj_field_ = has_obj_field ? terrain().field(obj.squares, memo) : Field{};
        return *obj_field_;
    }
    /// Toward the free squares next to an able enemy.
    const Field& fightField() const {
        if (!fight_field_) {
            std::vector<Pos> around_enemies;
            for (int e : enemies) {
                const CharacterState& ch = s.character(e);
                const CharacterCard& k = s.card(e);
                for (Pos p : heroes::squaresAround(s, ch.pos, k.footprint_w, k.footprint_h))
                    if (s.characterAt(p) < 0) around_enemies.push_back(p);
            }
            fight_field_ = terrain().field(around_enemies, memo);
        }
        return *fight_field_;
    }
    /// Toward the free squares next to a down hero (empty, kFar everywhere, when none).
    const Field& rescueField() const {
        if (!rescue_field_) {
            std::vector<Pos> around_down;
            for (int d : down)
                for (Pos p : heroes::squaresAround(s, s.character(d).pos))
                    if (s.characterAt(p) < 0) around_down.push_back(p);
            rescue_field_ = around_down.empty() ? Field{} : terrain().field(around_down, memo);
        }
        return *rescue_field_;
    }

    bool onActionSquare(Pos p) const {
        return std::find(action_squares.begin(), action_squares.end(), p) != action_squares.end();
    }

    bool isEnemy(int who) const { return s.character(who).side == Side::Master; }
    bool adjacentEnemy(int who, Pos p) const {
        for (int e : enemies) {
            const CharacterState& c = s.character(e);
            const CharacterCard& k = s.card(e);
            if (distance(Footprint{p}, Footprint{c.pos, k.footprint_w, k.footprint_h}) == 1) return true;
        }
        (void)who;
        return false;
    }
    int adjacentEnemies(Pos p) const {
        int n = 0;
        for (int e : enemies) {
            const CharacterState& c = s.character(e);
            const CharacterCard& k = s.card(e);
            n += distance(Footprint{p}, Footprint{c.pos, k.footprint_w, k.footprint_h}) == 1;
        }
        return n;
    }
    int nearestEnemy(Pos p) const {
        int best = kFar;
        for (int e : enemies) best = std::min(best, distance(p, s.character(e).pos));
        return best;
    }
    /// Distance (R14) from `p` to the nearest other able hero.
    int nearestAlly(int who, Pos p) const {
        int best = kFar;
        for (int h : heroes)
            if (h != who) best = std::min(best, distance(p, s.character(h).pos));
        return best;
    }
    /// The worst objective distance among the other able heroes (the leash, kLeash).
    int rearDistance(int who) const {
        int rear = -1;
        for (int h : heroes) {
            if (h == who) continue;
            const int d = objField().at(s.character(h).pos);
            if (d < kFar) rear = std::max(rear, d);
        }
        return rear;
    }
    /// A shooter standing on `p` has some enemy at distance ≥ 2 and ≤ 6 in terrain sight (R19, R22).
    bool shotFrom(Pos p) const {
        for (int e : enemies) {
            const int d = distance(p, s.character(e).pos);
            if (d >= 2 && d <= 6 && terrainLineOfSight(s.board(), p, s.character(e).pos)) return true;
        }
        return false;
    }
    bool canHeal(int who) const {
        for (int it : s.carried(who))
            if (s.items()[static_cast<std::size_t>(it)].potion) return true;
        for (const std::string& id : s.card(who).spells)
            if (const Spell* sp = s.content().spell(id))
                for (const SpellTier& t : sp->tiers)
                    for (const SpellEffect& e : t.effects)
                        if (e.type == SpellEffectType::Heal && sp->target != SpellTarget::Self &&
                            sp->target != SpellTarget::Enemy)
                            return true;
        return false;
    }

private:
    mutable std::optional<Terrain> terrain_;
    mutable std::deque<std::pair<int, TestDistribution>> tests_;  // a deque: test() gives references
    mutable std::optional<Field> obj_field_, fight_field_, rescue_field_;
};

Role roleOf(const GameState& s, int who) {
    const int shoot = s.effective(who, Characteristic::Shoot);
    const int mat = s.effective(who, Characteristic::MeleeAttack);
    if (s.card(who).shot_damage > 0 && shoot >= 3 && shoot > mat) return Role::Shooter;
    if (mat >= 3) return Role::Melee;
    return Role::Support;
}

Situation readSituation(const GameState& s, heroes::FieldMemo& memo) {
    Situation c(s, memo);
    c.role.resize(s.characters().size(), Role::Support);
    for (std::size_t i = 0; i < s.characters().size(); ++i) {
        const int who = static_cast<int>(i);
        const CharacterState& ch = s.characters()[i];
        if (ch.side == Side::Heroes) {
            if (ch.presence == Presence::Down) c.down.push_back(who);
            if (s.able(who)) {
                c.heroes.push_back(who);
                c.role[i] = roleOf(s, who);
            }
        } else if (s.able(who) && !s.card(who).has(SpecialRuleId::Invisible)) {
            c.enemies.push_back(who);
        }
    }
    c.obj = heroes::objective(s);
    c.has_obj_field = !c.obj.squares.empty();
    // R51: the hero with the best chance at the quest's special action goes to where it is used;
    // the others leave him the squares beside its object.
    double best_chance = 0.0;
    for (int sa_index : c.obj.special_actions) {
        const SpecialActionDef& sa = s.content().quest.special_actions[static_cast<std::size_t>(sa_index)];
        for (int h : c.heroes) {
            const double p = c.test(s.effective(h, sa.characteristic)).passProbability(sa.difficulty);
            if (p > best_chance) {
                best_chance = p;
                c.designated = h;
            }
        }
        if (sa.where == WhereKind::AdjacentTo)
            if (const ObjectDef* od = s.content().quest.object(sa.where_target))
                for (int dx = -1; dx <= 1; ++dx)
                    for (int dy = -1; dy <= 1; ++dy)
                        if (dx != 0 || dy != 0) c.action_squares.push_back(od->at + Pos{dx, dy});
    }
    return c;
}

/// Distance to the fight for `who` standing on `p`: 0 next to an enemy (melee) or with a shot.
int fightDistance(const Situation& c, int who, Pos p) {
    if (c.role[static_cast<std::size_t>(who)] == Role::Shooter) {
        if (c.shotFrom(p)) return 0;
        const int d = c.adjacentEnemy(who, p) ? 0 : c.fightField().at(p);
        return d >= kFar ? kFar : d + 1;
    }
    return c.adjacentEnemy(who, p) ? 0 : c.fightField().at(p);
}

/// The value of an attack by the exact odds (R6) against `target`, before dividing by AP.
/// `why` gets the attack's line without its first argument (the action's word, the caller's).
double attackValue(const Situation& c, int target, const WoundDistribution& wd, Explanation* why) {
    const CharacterState& t = c.s.character(target);
    const int hp = std::max(t.hp, 1);
    const int max_hp = std::max(c.s.maxHp(target), 1);
    const double kill = wd.kill(hp);
    const double expected = std::min(wd.expected(), static_cast<double>(hp));
    const bool quest_target =
        std::find(c.obj.kill_targets.begin(), c.obj.kill_targets.end(), target) != c.obj.kill_targets.end();
    double v = kill * (kKillBase + c.s.card(target).value / 5.0) + 8.0 * expected / max_hp +
               3.0 * wd.hit * (1.0 - static_cast<double>(hp) / max_hp);  // focus fire on the wounded
    if (quest_target) v += kill * kObjectiveWin * 0.5 + 40.0 * expected / max_hp;
    if (why)
        *why = explain(quest_target ? ExplainKey::HeroAttackTarget : ExplainKey::HeroAttack,
                       {characterArg(target, true), percentArg(wd.hit), percentArg(kill), num1(wd.expected())});
    return v;
}

/// R23: value of casting `spell` on `target`, from the exact distribution of the Magic test.
double spellValue(const Situation& c, const CastSpell& a, Explanation* why) {
    const Spell* sp = c.s.content().spell(a.spell);
    if (!sp) return -1.0;
    const CharacterState& t = c.s.character(a.target);
    const bool enemy = c.isEnemy(a.target);
    const TestDistribution& td = c.test(c.s.effective(a.actor, Characteristic::Magic));
    double v = 0.0;
    double p_any = 0.0;
    for (std::size_t r = 0; r < td.result.size(); ++r) {
        const double p = td.result[r];
        if (p <= 0.0 || static_cast<int>(r) < sp->difficulty || td.dice <= 0) continue;
        const SpellTier* tier = nullptr;
        for (const SpellTier& st : sp->tiers)
            if (st.min_result <= static_cast<int>(r)) tier = &st;
        if (!tier) continue;
        p_any += p;
        for (const SpellEffect& e : tier->effects) {
            const double amount = 3.5 * e.amount.dice + e.amount.flat;
            switch (e.type) {
                case SpellEffectType::Heal:
                    if (enemy) return -1.0;
                    if (t.presence == Presence::Down)
                        v += p * kRescue;
                    else {
                        const int missing = c.s.maxHp(a.target) - t.hp;
                        if (missing >= 3) v += p * 1.2 * std::min(amount, static_cast<double>(missing));
                        if (t.poisoned) v += p * 5.0;
                    }
                    break;
                case SpellEffectType::Damage: {
                    if (!enemy) return -1.0;
                    const std::vector<double> sum = d6SumDistribution(e.amount.dice);
                    WoundDistribution wd;
                    wd.hit = 1.0;
                    wd.wounds.assign(static_cast<std::size_t>(std::max(t.hp, 1)) + 1, 0.0);
                    for (std::size_t k = 0; k < sum.size(); ++k) {
                        const int w = std::clamp(static_cast<int>(k) + e.amount.flat, 0, std::max(t.hp, 1));
                        wd.wounds[static_cast<std::size_t>(w)] += sum[k];
                    }
                    v += p * attackValue(c, a.target, wd, nullptr);
                    break;
                }
                case SpellEffectType::Web:
                    if (!enemy) return -1.0;
                    if (t.webbed == 0) v += p * 6.0;  // R30: a still target for the others (R18)
                    break;
                case SpellEffectType::Stun:
                    if (!enemy) return -1.0;
                    v += p * 1.5 * e.level;
                    break;
                case SpellEffectType::Poison:
                    if (!enemy) return -1.0;
                    if (!t.poisoned) v += p * 2.0;
                    break;
                case SpellEffectType::Buff:
                    if (enemy) return -1.0;
                    if (c.adjacentEnemies(t.pos) > 0) v += p * 0.6 * std::max(e.amount.flat, 1);
                    break;
            }
        }
    }
    if (why) *why = explain(ExplainKey::HeroSpell, {spellArg(sp->id, true), characterArg(a.target, true), percentArg(p_any)});
    return v;
}

bool hasPotion(const GameState& s, int who) {
    for (int it : s.carried(who))
        if (s.items()[static_cast<std::size_t>(it)].potion && !s.items()[static_cast<std::size_t>(it)].used)
            return true;
    return false;
}

/// moveValue's terms of `who` on its own square (Situation::FromTerms), made once per decision.
const Situation::FromTerms& fromTerms(const Situation& c, int who) {
    if (c.from_terms.empty()) c.from_terms.resize(c.s.characters().size());
    std::optional<Situation::FromTerms>& slot = c.from_terms[static_cast<std::size_t>(who)];
    if (slot) return *slot;
    const Pos from = c.s.character(who).pos;
    Situation::FromTerms f;
    if (c.has_obj_field) f.f_from = c.objField().at(from);
    f.rear = c.rearDistance(who);
    if (!c.enemies.empty()) f.e_from = fightDistance(c, who, from);
    f.adjacent = c.adjacentEnemies(from);
    f.can_heal = !c.down.empty() && c.canHeal(who);
    if (f.can_heal) f.r_from = c.rescueField().at(from);
    f.n_from = c.nearestAlly(who, from);
    f.blockers = c.s.blockers(who, from).size();
    slot = f;
    return *slot;
}

/// Value of a move of `who` from its square to `to` (through `via` squares), before dividing by AP.
double moveValue(const Situation& c, int who, Pos to, std::span<const Pos> via, bool running, Explanation* why) {
    const CharacterState& me = c.s.character(who);
    const Pos from = me.pos;
    const Role role = c.role[static_cast<std::size_t>(who)];
    const Situation::FromTerms& here = fromTerms(c, who);
    double v = 0.0;
    Explanation reason{ExplainKey::HeroRepositions, {}};  // worded only when asked (`why`)
    // The objective, on a leash: progress beyond kLeash squares ahead of the last hero is worth nothing.
    if (c.has_obj_field) {
        const int f_from = here.f_from;
        const int f_to = c.objField().at(to);
        if (f_from < kFar && f_to < kFar) {
            const int rear = here.rear;
            const int floor = rear >= 0 ? rear - kLeash : 0;
            const double gain = std::max(f_from, floor) - std::max(f_to, floor);
            v += kObjectiveWeight * gain;
            if (gain > 0 && why)
                reason = explain(ExplainKey::HeroTowardObjective, {partArg(c.obj.what), numberArg(f_to)});
        }
    }
    // The fight close by.
    // Enemies within kEngage squares are fought; further ones only when there is no objective to
    // walk to. The carrier of the quest's item never turns aside.
    const bool carrier = c.obj.carry_item >= 0 && c.s.items()[static_cast<std::size_t>(c.obj.carry_item)].holder == who;
    const bool objective_reachable = c.has_obj_field && c.objField().at(from) < kFar;
    if (!c.enemies.empty() && role != Role::Support && !carrier) {
        const int e_from = here.e_from;
        const int engage = objective_reachable ? kEngage : kFar;
        if (e_from <= engage) {
            const int e_to = fightDistance(c, who, to);
            if (e_to < kFar) {
                v += kFightWeight * (e_from - e_to);
                if (why && e_to < e_from && reason.key == ExplainKey::HeroRepositions)
                    reason = explain(e_to == 0 ? ExplainKey::HeroIntoFight : ExplainKey::HeroTowardEnemies);
            }
        }
    }
    // Weak heroes keep out of reach; shooters too (R19: an adjacent enemy makes shots harder).
    if (role != Role::Melee) v -= 3.0 * (c.adjacentEnemies(to) - here.adjacent);
    // A down ally (R25) for those who can stand him up.
    if (here.can_heal) {
        const int r_from = here.r_from;
        const int r_to = c.rescueField().at(to);
        if (r_from < kFar && r_to < kFar) {
            v += kRescueWeight * (r_from - r_to);
            if (r_to < r_from && why) reason = explain(ExplainKey::HeroToDownAlly);
        }
    }
    // Keep together: a pull toward the nearest ally past 3 squares.
    const int n_from = here.n_from;
    const int n_to = c.nearestAlly(who, to);
    if (n_from < kFar && n_to < kFar) v -= 1.0 * (std::max(0, n_to - 3) - std::max(0, n_from - 3));
    // R51: make room beside the object for the hero with the best chance at the special action.
    if (c.designated >= 0 && who != c.designated && !c.onActionSquare(c.s.character(c.designated).pos)) {
        if (c.onActionSquare(to) && !c.onActionSquare(from)) v -= 6.0;
        if (c.onActionSquare(from) && !c.onActionSquare(to)) {
            v += 6.0;
            if (why) reason = explain(ExplainKey::HeroMakesRoom, {characterArg(c.designated, true)});
        }
    }
    // R48: known traps (a run gets no Agility test, R9).
    for (Pos p : via)
        if (c.terrain().knownTrap(p)) v -= running ? 40.0 : 15.0;
    if (c.terrain().knownTrap(to)) v -= running ? 40.0 : 15.0;
    // R12: leaving a square next to enemies needs a block test.
    v -= 2.5 * static_cast<double>(here.blockers);
    if (why) *why = reason;
    return v;
}

/// The value of a legal action per AP; `why` is filled when asked.
double score(const Situation& c, const Action& a, bool window, Explanation* why) {
    const int actor = actionActor(a);
    const GameState& s = c.s;
    if (actor >= 0 && s.character(actor).side != Side::Heroes) return -1.0;
    const double ap = std::max(1, s.cost(a));  // its ActionInfo::ap, the only flag read here
    auto movePart = [&](Pos to, std::span<const Pos> via, bool running) {
        if (window) return -1.0;  // R42: waiting points are kept for attacks
        return moveValue(c, actor, to, via, running, why) / ap;
    };
    return std::visit(
        [&](const auto& x) -> double {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk>) {
                return movePart(x.to, {}, false);
            } else if constexpr (std::is_same_v<T, Run>) {
                return movePart(x.to, std::span<const Pos>(&x.via, 1), true);
            } else if constexpr (std::is_same_v<T, Shift>) {
                return movePart(x.to, {}, false);
            } else if constexpr (std::is_same_v<T, Crush>) {  // R13: free, offered once
                return window ? -1.0 : moveValue(c, actor, x.to, {}, false, why);
            } else if constexpr (std::is_same_v<T, Melee> || std::is_same_v<T, PowerfulAttack> ||
                                 std::is_same_v<T, Shot> || std::is_same_v<T, SharpShot>) {
                if (!c.isEnemy(x.target)) return -1.0;
                const std::optional<AttackProfile> prof = s.attackProfile(a);
                if (!prof) return 0.0;
                const WoundDistribution wd = woundDistribution(c.rules, *prof);
                Explanation detail;
                const double v = attackValue(c, x.target, wd, why ? &detail : nullptr) / ap;
                if (why) {
                    detail.args.insert(detail.args.begin(), wordArg(std::string(actionType(a))));
                    *why = detail;
                }
                return v;
            } else if constexpr (std::is_same_v<T, CastSpell>) {
                return spellValue(c, x, why) / ap;
            } else if constexpr (std::is_same_v<T, Pour>) {  // R26
                if (s.character(x.target).presence != Presence::Down) return -1.0;
                if (why) *why = explain(ExplainKey::HeroPours, {characterArg(x.target, true)});
                return kRescue / ap;
            } else if constexpr (std::is_same_v<T, Drink>) {  // R26
                const CharacterState& me = s.character(x.actor);
                const int missing = s.maxHp(x.actor) - me.hp;
                if (why) *why = explain(ExplainKey::HeroDrinks, {numberArg(me.hp)});
                if (me.hp * 10 <= s.maxHp(x.actor) * 4 || (me.poisoned && me.hp <= 8))
                    return (8.0 + 0.5 * missing) / ap;
                return missing >= 5 && !window ? 0.5 / ap : -1.0;
            } else if constexpr (std::is_same_v<T, Take>) {  // R41
                if (window) return -1.0;
                const ItemState& it = s.items()[static_cast<std::size_t>(x.item)];
                if (it.holder >= 0 && s.character(it.holder).presence != Presence::Down)
                    return -1.0;  // an ally keeps his
                if (std::find(c.obj.take_items.begin(), c.obj.take_items.end(), x.item) != c.obj.take_items.end() ||
                    x.item == c.obj.carry_item) {
                    if (why) *why = explain(ExplainKey::HeroTakes, {itemArg(x.item), partArg(c.obj.what)});
                    return kObjectiveStep / ap;
                }
                if (!it.potion) return -1.0;
                if (why) *why = explain(ExplainKey::HeroTakesPotion);
                return (hasPotion(s, x.actor) ? 0.8 : 3.0) / ap;
            } else if constexpr (std::is_same_v<T, OpenDoor> || std::is_same_v<T, PickLock> ||
                                 std::is_same_v<T, BreakDoor>) {  // R40, R50
                if (window) return -1.0;
                const ObjectDef& od = s.content().quest.objects[static_cast<std::size_t>(x.object)];
                double chance = 1.0;
                if constexpr (std::is_same_v<T, PickLock>)
                    chance =
                        c.test(s.effective(x.actor, Characteristic::Dexterity)).passProbability(od.lock_difficulty);
                if constexpr (std::is_same_v<T, BreakDoor>) {
                    const DoorBlow blow = s.doorBlow(x).value_or(DoorBlow{});  // R40, the core's numbers
                    const int left = std::max(1, blow.hp_left);
                    chance = blow.damage <= 0 ? 0.0 : std::min(1.0, static_cast<double>(blow.damage) / left);
                }
                const bool goal = std::find(c.obj.open_objects.begin(), c.obj.open_objects.end(), x.object) !=
                                  c.obj.open_objects.end();
                double base = 0.0;
                if (goal) {
                    base = kObjectiveWin;
                } else if (od.kind == ObjectKind::Door) {  // a door on the way to the objective or the fight
                    const Pos me = s.character(x.actor).pos;
                    const bool on_way =
                        (c.has_obj_field && c.objField().at(od.at) < c.objField().at(me)) ||
                        (!c.enemies.empty() && c.fightField().at(od.at) < c.fightField().at(me) &&
                         c.fightField().at(me) <= kEngage && c.role[static_cast<std::size_t>(x.actor)] == Role::Melee);
                    if (on_way) base = 2.5 * kObjectiveWeight;
                }
                if (why) {
                    std::vector<ExplainArg> args{wordArg(std::string(actionType(a))), objectArg(x.object), percentArg(chance)};
                    if (goal) args.push_back(partArg(c.obj.what));
                    *why = explain(goal ? ExplainKey::HeroDoorGoal : ExplainKey::HeroDoor, std::move(args));
                }
                return base * chance / ap;
            } else if constexpr (std::is_same_v<T, SpecialAction>) {  // R51
                if (std::find(c.obj.special_actions.begin(), c.obj.special_actions.end(), x.action) ==
                    c.obj.special_actions.end())
                    return -1.0;
                const SpecialActionDef& sa = s.content().quest.special_actions[static_cast<std::size_t>(x.action)];
                const double chance = c.test(s.effective(x.actor, sa.characteristic)).passProbability(sa.difficulty);
                if (why)
                    *why = explain(ExplainKey::HeroSpecial,
                                   {specialActionArg(x.action), percentArg(chance), partArg(c.obj.what)});
                return kObjectiveWin * chance / ap;
            } else if constexpr (std::is_same_v<T, Exit>) {  // R52
                if (c.obj.carry_item >= 0 && s.items()[static_cast<std::size_t>(c.obj.carry_item)].holder == x.actor) {
                    if (why) *why = explain(ExplainKey::HeroLeavesWith, {itemArg(c.obj.carry_item)});
                    return kObjectiveWin;
                }
                if (c.obj.exit_all) {
                    if (why) *why = explain(ExplainKey::HeroLeaves);
                    return kObjectiveStep;
                }
                return -1.0;
            } else if constexpr (std::is_same_v<T, Wait>) {  // R42
                const CharacterState& me = s.character(x.actor);
                const Role role = c.role[static_cast<std::size_t>(x.actor)];
                if (c.adjacentEnemies(me.pos) > 0 || c.nearestEnemy(me.pos) > 7 || role == Role::Support) return -1.0;
                if (why) *why = explain(ExplainKey::HeroWaits);
                return (role == Role::Shooter ? 3.0 : 1.2) / ap;
            } else if constexpr (std::is_same_v<T, BreakFree>) {  // R30
                if (why) *why = explain(ExplainKey::HeroBreaksFree);
                return 10.0 / ap;
            } else {
                return -1.0;  // closing doors, giving, jumping (R43: never into lava), duels, answers
            }
        },
        a);
}

/// R12/R27: answers to a pending decision of the heroes.
Choice answer(const GameState& s, const PendingDecision& p) {
    const CharacterState& me = s.character(p.who);
    auto has = [&](const Action& a) { return s.isLegal(a); };
    switch (p.kind) {
        case DecisionKind::Block:  // R12: 1D6 wounds with no armour, or stay
            return {me.hp > 6 && has(MoveAnyway{}) ? Action{MoveAnyway{}} : Action{Stay{}}, {}, {p.who}, {}, {}};
        case DecisionKind::DestinyCancel:  // R27: never die while a point is left
            return {has(UseDestiny{}) ? Action{UseDestiny{}} : Action{DeclineDestiny{}}, {}, {p.who}, {}, {}};
        case DecisionKind::DestinyReroll: {
            // R27: re-roll what matters: the objective (special action, lock), a trap when a point
            // stays for a fatal wound, poison when low; keep the point otherwise.
            bool use = false;
            const bool spare = me.destiny >= 2;
            const Objective obj = heroes::objective(s);
            if (std::holds_alternative<SpecialAction>(p.action) || std::holds_alternative<PickLock>(p.action))
                use = true;
            else if (p.purpose == "trap")
                use = spare;
            else if (p.purpose == "poison")
                use = me.hp <= 8 || spare;
            else if (const auto* m = std::get_if<Melee>(&p.action))
                use = std::find(obj.kill_targets.begin(), obj.kill_targets.end(), m->target) != obj.kill_targets.end();
            else if (const auto* pa = std::get_if<PowerfulAttack>(&p.action))
                use = std::find(obj.kill_targets.begin(), obj.kill_targets.end(), pa->target) != obj.kill_targets.end();
            else if (const auto* sp = std::get_if<CastSpell>(&p.action))
                use = s.character(sp->target).presence == Presence::Down;
            return {use && has(UseDestiny{}) ? Action{UseDestiny{}} : Action{DeclineDestiny{}}, {}, {p.who}, {}, {}};
        }
    }
    return {DeclineDestiny{}, {}, {p.who}, {}, {}};
}

class HeroesAi final : public Policy {
public:
    explicit HeroesAi(std::uint64_t seed) : seed_(seed) {}
    std::string_view name() const override { return "heroes"; }

    Choice choose(const GameState& s) override {
        // The legal list without the flags (ActionInfo): only the cost is read, by score().
        if (s.isOver()) throw std::logic_error("heroes AI: the game is over, nothing to choose");
        if (s.pending() && s.pending()->owner == Side::Heroes) return answer(s, *s.pending());
        const std::vector<Action> legal = s.legalList();
        if (legal.empty()) throw std::logic_error("heroes AI: the game is over, nothing to choose");
        // From the seed and the state only: a game loaded mid-turn goes on the same.
        Rng rng = stateRng(seed_, s);
        if (s.toMove() != Side::Heroes || s.pending()) {  // not the heroes' decision: play it out
            for (const Action& a : legal)
                if (std::holds_alternative<EndTurn>(a)) return explained(s, a, explain(ExplainKey::HeroesEndTurn));
            return {legal[rng.uniform(static_cast<std::uint32_t>(legal.size()))], {}, {}, {}, {}};
        }
        const bool window = s.waitingWindow();
        const Situation c = readSituation(s, memo_);
        double best = -std::numeric_limits<double>::infinity();
        std::size_t best_i = legal.size();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            const Action& a = legal[i];
            if (std::holds_alternative<EndTurn>(a) || std::holds_alternative<Pass>(a)) continue;
            // a tiny jitter from the seed and the state breaks ties between equal moves
            const double v = score(c, legal[i], window, nullptr) + rng.uniform(1000) * 1e-6;
            if (v > best) {
                best = v;
                best_i = i;
            }
        }
        double threshold = kEndTurnBelow;
        if (window) {  // R42: spend the points on a worthwhile attack, any one once the Master is spent
            int master_ap = 0;
            for (int e : c.enemies) master_ap += s.character(e).ap;
            threshold = master_ap == 0 ? kEndTurnBelow : 4.0;
        }
        if (best_i == legal.size() || best < threshold) {
            const Action end = window ? Action{Pass{}} : Action{EndTurn{}};
            return explained(s, end, explain(window ? ExplainKey::HeroesLetMasterGoOn : ExplainKey::HeroesNothingWorth));
        }
        return describe(c, legal[best_i], window);
    }

private:
    Choice describe(const Situation& c, const Action& a, bool window) const {
        Explanation why;
        score(c, a, window, &why);
        const int actor = actionActor(a);
        Choice ch = explained(
            c.s, a, actor >= 0 ? explain(ExplainKey::HeroLine, {characterArg(actor, true), partArg(why)}) : why);
        if (actor >= 0) ch.characters.push_back(actor);
        std::visit(
            [&](const auto& x) {
                using T = std::decay_t<decltype(x)>;
                if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift> ||
                              std::is_same_v<T, Crush>)
                    ch.squares.push_back(x.to);
                if constexpr (std::is_same_v<T, Melee> || std::is_same_v<T, PowerfulAttack> ||
                              std::is_same_v<T, Shot> || std::is_same_v<T, SharpShot> || std::is_same_v<T, CastSpell> ||
                              std::is_same_v<T, Pour>) {
                    ch.characters.push_back(x.target);
                    ch.squares.push_back(c.s.character(x.target).pos);
                }
                if constexpr (std::is_same_v<T, OpenDoor> || std::is_same_v<T, PickLock> ||
                              std::is_same_v<T, BreakDoor>)
                    ch.squares.push_back(c.s.content().quest.objects[static_cast<std::size_t>(x.object)].at);
            },
            a);
        return ch;
    }

    std::uint64_t seed_;
    heroes::FieldMemo memo_;  // the last decisions' fields, asked for again by the next ones
};

}  // namespace

std::unique_ptr<Policy> heroesAi(std::uint64_t seed) { return std::make_unique<HeroesAi>(seed); }

}  // namespace cata::ai
