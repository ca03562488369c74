// The Master AI of the rulebook's "Playing solo" (R44), through the core's public API only.
//
// Each call to choose() picks one action for the first Master character that has something
// useful to do, in this order: the characters that were not activated at the start of the turn
// (the rulebook starts with them: not activated, or frantic, by the core's flags), then the
// activated ones, by index. The choice is a function of the policy's seed and the state only
// (no memory of earlier calls but its kept distance fields, FieldCache, which answer as fresh
// ones; random draws from stateRng()), so a game loaded in the middle of the Master's turn goes
// on exactly as it went. A non-activated character rolls
// on the solo table (SoloRoll, the game's dice); 1 (frantic) makes it act as activated with
// double AP (the core sets both), 2–5 it runs two squares in a random free direction
// (stateRng), 6 it does nothing. An activated character acts by its highest of M.At,
// Shoot and Magic (ties: M.At, then Shoot, then Magic):
// - M.At: closes in on the nearest opponent by path length (walk/run, doors opened, allies
//   passed, other obstacles and opponents around; a doorway beside it is a square to strike
//   from) and attacks in melee: a powerful attack when the target's highest zone armour is
//   over half the attacker's damage and it has 2 AP. With no such path it still goes the
//   heroes' way past locked doors (broken or picked), however many turns it takes, and only
//   where no such way exists up to lava's bank (no jumps), as far as legal moves go
//   (approach()).
// - Shoot: moves toward the nearest opponent until one is in line of sight, then shoots it
//   (sharp shot by the same armour rule).
// - Magic: casts its most harmful spell (expected harm from the exact test odds and the
//   spell's effects); with only supportive spells it heals the most wounded ally, buffs allies
//   who see heroes, or stays behind them.
// When that way gives nothing (a fighter across lava from the heroes), it uses its other ways
// in the same order ("no way to use it; casts Tomb fire…"): an activated character that can do
// something useful does it. When nobody has anything left the turn ends, and the end-turn line
// names each character that did nothing this turn and why (never silence). A move takes the
// straightest of the equally good steps. Every returned action costs AP or is a one-time solo
// roll, so a turn always ends.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <tuple>

#include "cata/ai/master_intent.h"
#include "cata/ai/policy.h"
#include "cata/core/odds.h"
#include "cata/core/rng.h"
#include "distance_field.h"

namespace cata::ai {

namespace {

constexpr int kInf = std::numeric_limits<int>::max() / 4;
const Pos kDirs[8] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};

enum class Mode { Melee, Shoot, Magic };

/// `v` in tenths as "%.1f" rounds it (the English line "expected 3.1" as it always was).
int tenths(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    const std::string t = buf;
    const auto dot = t.find('.');
    const int whole = std::atoi(t.substr(0, dot).c_str());
    const int tenth = dot == std::string::npos ? 0 : t[dot + 1] - '0';
    return t[0] == '-' ? whole * 10 - tenth : whole * 10 + tenth;
}

bool legal(const GameState& s, const Action& a) { return s.allowed(a); }  // whyIllegal()'s answer, no message built

int maxArmour(const CharacterCard& c) {
    return std::max({c.armour.head, c.armour.chest, c.armour.arms, c.armour.legs});
}

/// R44: the characteristic that decides how an activated character acts (ties: M.At, Shoot,
/// Magic). Shoot counts only for a card that shoots, Magic only for one that casts.
Mode modeOf(const GameState& s, int who) {
    const CharacterCard& c = s.card(who);
    const int mat = s.effective(who, Characteristic::MeleeAttack);
    const int shoot = c.shot_damage > 0 ? s.effective(who, Characteristic::Shoot) : -1;
    const int magic = c.spells.empty() ? -1 : s.effective(who, Characteristic::Magic);
    if (mat >= shoot && mat >= magic) return Mode::Melee;
    if (shoot >= magic) return Mode::Shoot;
    return Mode::Magic;
}

ExplainKey modeKey(Mode m) {
    return m == Mode::Melee ? ExplainKey::ModeMelee : m == Mode::Shoot ? ExplainKey::ModeShoot : ExplainKey::ModeMagic;
}

/// The steps of a line before its action ("Revenant: activated — …; M.At highest; ", "no path; "):
/// each layer takes what follows it as its last argument, the outermost first.
struct Prefix {
    std::vector<Explanation> layers;
    Prefix then(ExplainKey key, std::vector<ExplainArg> args = {}) const {
        Prefix p = *this;
        p.layers.push_back(explain(key, std::move(args)));
        return p;
    }
    Explanation wrap(Explanation inner) const {
        for (auto it = layers.rbegin(); it != layers.rend(); ++it) {
            Explanation outer = *it;
            outer.args.push_back(partArg(std::move(inner)));
            inner = std::move(outer);
        }
        return inner;
    }
};

/// "armour 2 > half of 3" (R44's armour rule).
Explanation armourRule(int armour, int damage) {
    return explain(2 * armour > damage ? ExplainKey::ArmourOver : ExplainKey::ArmourAtMost,
                   {numberArg(armour), numberArg(damage)});
}

/// How far a Grid looks past what a move can enter (Grid's constructor).
enum class Ahead { No, Doors, Lava };

/// The price of entering a square of kind `t` for the Master's fields, the characters aside
/// (Grid): a free square 1 (R9, walking), a closed door 2 (R40: open it, step in), a trap 3
/// whether hidden or not (R48: the Master knows its traps), on an `ahead` grid a locked door
/// (and at Ahead::Lava, lava) kAheadCost; anything else that cannot be walked (walls, rubble and
/// other obstacles, lava R49, locked and secret doors) kInf.
constexpr int kAheadCost = 6;
int tileCost(TileKind t, Ahead ahead) {
    if (t == TileKind::DoorClosed) return 2;
    if (t == TileKind::HiddenTrap || t == TileKind::Trap) return 3;
    if ((ahead != Ahead::No && t == TileKind::DoorLocked) || (ahead == Ahead::Lava && t == TileKind::Lava))
        return kAheadCost;
    return tileIsWalkable(t) ? 1 : kInf;
}

/// tileCost of every square of `board` (Board::index).
std::vector<int> tileCostsOf(const Board& board, Ahead ahead) {
    std::vector<int> out(static_cast<std::size_t>(board.width() * board.height()));
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) out[board.index({x, y})] = tileCost(board.tile({x, y}), ahead);
    return out;
}

/// What the Rulebook Master keeps between its decisions, only ever to answer as it would afresh:
/// its last distance fields (FieldCache) and the tiles' prices of its board (the tiles change
/// only when a door opens or a barrel goes, R40, R41...).
struct MasterMemory {
    FieldCache fields;
    const std::vector<int>& tileCosts(const Board& board, Ahead ahead) {
        Kept& k = kept[static_cast<std::size_t>(ahead)];
        if (k.cost.empty() || !(k.board == board)) {
            k.board = board;
            k.cost = tileCostsOf(board, ahead);
        }
        return k.cost;
    }

private:
    struct Kept {
        Board board;
        std::vector<int> cost;
    };
    Kept kept[3];  // per Ahead
};

/// Shortest-path costs over the board for a one-square mover (R9–R11 approximated in steps),
/// the Master's prices for the distance fields (distance_field.h, which applies R10):
/// entering a free square costs 1 (R9, walking), a closed door 2 (R40: open it, step in), a
/// trap 3 whether hidden or not (R48: the Master knows its traps), an ally's square one more
/// (R11: shifting through it); walls, rubble and other obstacles, lava (R49), locked and secret
/// doors, and squares held by opponents or down heroes (R11 shifts only through a standing
/// ally) cannot be entered (kInf).
class Grid {
public:
    /// `ahead`: the way a player sees "the direction of the heroes" when no move leads there
    /// (R44 frantic or activated, see approach()): locked doors (R40, to break) become
    /// passable at kAheadCost (Ahead::Doors), and, only where that still leads nowhere, lava too
    /// (Ahead::Lava: R43, to jump), so the field still points somewhere.
    /// `memory`: the policy's kept fields (FieldCache), asked before a field is made, and its
    /// kept tile prices.
    Grid(const GameState& s, int mover, Ahead ahead = Ahead::No, MasterMemory* memory = nullptr)
        : s_(s),
          mover_(mover),
          ahead_(ahead),
          w_(s.board().width()),
          h_(s.board().height()),
          cache_(memory ? &memory->fields : nullptr) {
        occupant_.assign(static_cast<std::size_t>(w_ * h_), -1);
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
            const CharacterState& c = s.character(i);
            if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
            const CharacterCard& card = s.card(i);
            const Footprint fp{c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h)};
            for (Pos p : fp.squares())
                if (s.board().inside(p)) occupant_[index(p)] = i;
        }
        // Every square's entering cost once (the fields read it for each of their steps): the
        // tiles' prices, then the squares held by someone other than the mover (R11).
        if (memory)
            enter_ = memory->tileCosts(s.board(), ahead);
        else
            enter_ = tileCostsOf(s.board(), ahead);
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
            const CharacterState& c = s.character(i);
            if (i == mover_ || (c.presence != Presence::OnBoard && c.presence != Presence::Down)) continue;
            const CharacterCard& card = s.card(i);
            const Footprint fp{c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h)};
            for (Pos p : fp.squares()) {
                if (!s.board().inside(p)) continue;
                const std::size_t k = index(p);
                if (occupant_[k] != i || enter_[k] >= kInf) continue;  // its square, a tile one may enter
                if (c.side != s.character(mover_).side || c.presence != Presence::OnBoard)
                    enter_[k] = kInf;  // R11: opponents and down heroes are not shifted through
                else
                    enter_[k] += 1;  // R11: shifting through an ally
            }
        }
        for (const int cost : enter_)
            if (cost < kInf) max_enter_ = std::max(max_enter_, cost);
        const CharacterState& me = s.character(mover_);
        if (me.presence == Presence::OnBoard || me.presence == Presence::Down) {
            const CharacterCard& card = s.card(mover_);
            for (Pos p : Footprint{me.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h)}.squares())
                if (s.board().inside(p) && occupant_[index(p)] == mover_ && enter_[index(p)] >= kInf)
                    own_.push_back(static_cast<int>(index(p)));
            std::sort(own_.begin(), own_.end());
        }
    }
    std::size_t index(Pos p) const { return static_cast<std::size_t>(p.y * w_ + p.x); }
    bool inside(Pos p) const { return s_.board().inside(p); }
    int occupant(Pos p) const { return inside(p) ? occupant_[index(p)] : -1; }
    /// A square `mover` may stop on.
    bool free(Pos p) const {
        if (!inside(p) || !s_.board().isWalkable(p)) return false;
        const int o = occupant(p);
        return o < 0 || o == mover_;
    }
    /// A square from which `mover` may strike once it is there (a goal of its approach): one it
    /// may stop on, or a door on the way with nobody in it, which it opens and stops in (R40: a
    /// closed door; on the `ahead` grid a locked one too, broken or picked first). A doorway can
    /// be the only square beside a hero (walls forbid the diagonals, R10).
    bool standable(Pos p) const {
        if (free(p)) return true;
        if (!inside(p) || occupant(p) >= 0) return false;
        const TileKind t = s_.board().tile(p);
        return t == TileKind::DoorClosed || (ahead_ != Ahead::No && t == TileKind::DoorLocked);
    }
    /// The distance field (distance_field.h) from `sources` (cost 0). `forward`: a step a→b
    /// costs entering b (the field gives the cost from the nearest source to each square); else
    /// a step a→b costs entering a (the field gives the cost from each square to the nearest
    /// source, walking toward it). No step enters a square priced kInf (R9, R49:
    /// obstacles and lava; R11: opponents and down heroes are not shifted through), except, in
    /// a backward field, the mover's own square: the field must reach where it stands.
    ///
    /// With `goal` (a flag per square), the field is only exact up to the least distance of a
    /// goal square (distance_field.h, StopPastGoal): every square farther holds a larger number,
    /// which is all a caller that only compares distances up to that one needs.
    ///
    /// With the policy's cache, a kept field that answers as this one would (FieldCache: the
    /// same board, entering costs, direction, own squares and sources; exact up to the goals)
    /// is given back instead.
    std::vector<int> field(const std::vector<Pos>& sources, bool forward,
                           const std::vector<bool>* goal = nullptr) const {
        if (!cache_) return make(sources, forward, goal).first;
        // What the field depends on besides the board, the costs and the sources: the direction,
        // and the squares of the mover's own footprint that a backward field may end on.
        std::vector<int> extra{forward ? 1 : 0};
        extra.insert(extra.end(), own_.begin(), own_.end());
        const FieldCache::Inputs in{s_.board(), enter_, extra, sources};
        if (const std::vector<int>* kept = cache_->find(in, goal)) return *kept;
        auto [dist, stopped] = make(sources, forward, goal);
        return cache_->put(in, std::move(dist), stopped);
    }
    /// A flag per square, set on `squares` (a `goal` for field()).
    std::vector<bool> mark(const std::vector<Pos>& squares) const {
        std::vector<bool> m(occupant_.size(), false);
        for (Pos p : squares)
            if (inside(p)) m[index(p)] = true;
        return m;
    }

private:
    /// The field itself and where its stop ended it (-1: whole).
    std::pair<std::vector<int>, int> make(const std::vector<Pos>& sources, bool forward,
                                          const std::vector<bool>* goal) const {
        StopPastGoal stop{goal};
        if (forward) {
            std::vector<int> dist = distanceField(
                s_.board(), sources, max_enter_, kInf,
                [&](std::size_t, std::size_t to) {
                    const int into = enter_[to];
                    return into >= kInf ? kNoStep : into;
                },
                stop);
            return {std::move(dist), stop.stopped};
        }
        std::vector<int> dist = distanceField(
            s_.board(), sources, max_enter_, kInf,
            [&](std::size_t from, std::size_t to) {
                const int out = enter_[from];
                if (out >= kInf) return kNoStep;
                if (enter_[to] >= kInf && occupant_[to] != mover_) return kNoStep;
                return out;
            },
            stop);
        return {std::move(dist), stop.stopped};
    }
    const GameState& s_;
    int mover_;
    Ahead ahead_ = Ahead::No;
    int w_, h_;
    std::vector<int> occupant_;
    std::vector<int> enter_;  // the price of entering every square (tileCost, then R11)
    int max_enter_ = 1;
    std::vector<int> own_;         // squares of the mover's footprint it could not enter otherwise
    FieldCache* cache_ = nullptr;  // the policy's kept fields
};

/// Expected harm of `sp` cast by `caster` on `target`: for each tier, P(the Magic result falls
/// in it) from the exact odds (R6, R23) × the harm of its effects (damage capped at the
/// target's HP, a web, stun or poison valued as a few HP).
double expectedHarm(const GameState& s, int caster, const Spell& sp, int target) {
    const TestDistribution td = testDistribution(s.content().ruleset, s.effective(caster, Characteristic::Magic));
    const int hp = std::max(1, s.character(target).hp);
    double total = 0;
    for (std::size_t k = 0; k < sp.tiers.size(); ++k) {
        const int low = std::max(sp.tiers[k].min_result, sp.difficulty);
        const double p = k + 1 < sp.tiers.size() ? td.atLeast(low) - td.atLeast(std::max(low, sp.tiers[k + 1].min_result))
                                                 : td.atLeast(low);
        double harm = 0;
        for (const SpellEffect& e : sp.tiers[k].effects) {
            switch (e.type) {
                case SpellEffectType::Damage:
                    harm += std::min<double>(hp, e.amount.dice * 3.5 + e.amount.flat) + (e.fire ? 1.0 : 0.0);
                    break;
                case SpellEffectType::Web: harm += 3.0 + e.level; break;
                case SpellEffectType::Stun: harm += 1.5 * e.level; break;
                case SpellEffectType::Poison: harm += 2.0; break;
                case SpellEffectType::Heal:
                case SpellEffectType::Buff: break;
            }
        }
        total += std::max(0.0, p) * harm;
    }
    return total;
}

/// Expected HP a healing spell gives back to `target` (capped at what it lacks).
double expectedHeal(const GameState& s, int caster, const Spell& sp, int target) {
    const TestDistribution td = testDistribution(s.content().ruleset, s.effective(caster, Characteristic::Magic));
    const int missing = s.maxHp(target) - s.character(target).hp;
    double total = 0;
    for (std::size_t k = 0; k < sp.tiers.size(); ++k) {
        const int low = std::max(sp.tiers[k].min_result, sp.difficulty);
        const double p = k + 1 < sp.tiers.size() ? td.atLeast(low) - td.atLeast(std::max(low, sp.tiers[k + 1].min_result))
                                                 : td.atLeast(low);
        for (const SpellEffect& e : sp.tiers[k].effects)
            if (e.type == SpellEffectType::Heal)
                total += std::max(0.0, p) * std::min<double>(missing, e.amount.dice * 3.5 + e.amount.flat);
    }
    return total;
}

bool hasEffect(const Spell& sp, SpellEffectType t) {
    for (const SpellTier& tier : sp.tiers)
        for (const SpellEffect& e : tier.effects)
            if (e.type == t) return true;
    return false;
}

class RulebookMaster final : public Policy {
public:
    explicit RulebookMaster(std::uint64_t seed) : seed_(seed) {}
    std::string_view name() const override { return "rulebook"; }

    Choice choose(const GameState& s) override {
        if (s.pending()) return answer(s);
        std::optional<Explanation> idle;  // who did nothing this turn, and why
        std::vector<int> idlers;
        for (int who : order(s)) {
            if (auto c = act(s, who)) return *c;
            if (auto why = idleWhy(s, who)) {
                idle = idle ? explain(ExplainKey::IdleAnd, {partArg(*idle), partArg(*why)}) : *why;
                idlers.push_back(who);
            }
        }
        if (!idle) return explained(s, EndTurn{}, explain(ExplainKey::MasterEndTurn));
        return explained(s, EndTurn{}, explain(ExplainKey::MasterEndTurnIdle, {partArg(*idle)}), idlers);
    }

    /// R44: what the solo rules make `who` do now (master_intent.h), from the same steps as
    /// choose(): act() on the state itself in the Master's turn, or on the start of his turn as
    /// it would be now (soloTurnPreview) in the heroes'. A character that has not rolled on the
    /// solo table gets the table's chances; a frantic row's action is act() after that face,
    /// forced on a copy (the game's dice are never drawn).
    MasterIntent intent(const GameState& real, int who) {
        MasterIntent out;
        if (who < 0 || who >= static_cast<int>(real.characters().size()) || real.isOver()) return out;
        if (real.character(who).side != Side::Master || !real.able(who)) return out;
        out.known = true;
        out.ahead = real.activeSide() != Side::Master;
        const GameState s = real.soloTurnPreview();
        const CharacterState& c = s.character(who);
        out.activated = activated(s, who);
        if (!out.activated && c.solo_roll == 0 && !c.acted && c.ap > 0 && c.webbed == 0) {
            const auto& rows = s.content().ruleset.solo_non_activated;
            for (const SoloRow& row : rows) {
                SoloChance chance{row, std::clamp(row.to - row.from + 1, 0, 6) / 6.0, std::nullopt};
                if (row.behaviour == SoloBehaviour::Frantic && s.isLegal(SoloRoll{who})) {
                    GameState frantic = s;
                    const int face = row.from;
                    frantic.dice().forceD6(std::span<const int>(&face, 1));
                    frantic.apply(SoloRoll{who});
                    chance.action = act(frantic, who);
                }
                out.table.push_back(std::move(chance));
            }
            return out;
        }
        if (s.pending()) return out;  // a decision first (R12, R27): answer() says it
        out.action = act(s, who);
        if (!out.action) out.idle = idleWhy(s, who);
        return out;
    }

private:
    std::uint64_t seed_;
    /// The fields of the last decisions (distance_field.h): the same choices as fresh fields,
    /// the state alone still decides (a game loaded mid-turn goes on the same).
    mutable MasterMemory memory_;

    /// This turn's order, from the state alone: the characters that were not activated at the
    /// start of the turn first (still not activated, or frantic since their roll), then the
    /// activated ones, by index.
    static std::vector<int> order(const GameState& s) {
        std::vector<int> out;
        const int n = static_cast<int>(s.characters().size());
        for (int pass = 0; pass < 2; ++pass)
            for (int i = 0; i < n; ++i) {
                const CharacterState& c = s.character(i);
                if (c.side != Side::Master) continue;
                const bool at_start = activated(s, i) && c.solo_roll == 0;
                if (at_start == (pass == 1)) out.push_back(i);
            }
        return out;
    }

    /// Why `who`, on the board with AP and nothing done this turn, does nothing (R44: the log
    /// is never silent about it); nothing for the others. Only with the solo rules (the core's
    /// `acted`).
    std::optional<Explanation> idleWhy(const GameState& s, int who) const {
        const CharacterState& c = s.character(who);
        if (!s.data().options.solo_master || c.presence != Presence::OnBoard || !s.able(who) || c.ap <= 0 || c.acted)
            return std::nullopt;
        if (!activated(s, who)) {
            if (c.solo_roll == 0) return explain(ExplainKey::IdleNothing, {characterArg(who)});
            const SoloRow* row = s.content().ruleset.soloRow(c.solo_roll);
            const bool wander = row && row->behaviour == SoloBehaviour::Wander;
            return explain(wander ? ExplainKey::IdleNoRoom : ExplainKey::IdleRolled,
                           {characterArg(who), numberArg(c.solo_roll)});
        }
        int nearest_foe = -1;
        for (int o : opponents(s, who))
            if (nearest_foe < 0 || distance(c.pos, s.character(o).pos) < distance(c.pos, s.character(nearest_foe).pos))
                nearest_foe = o;
        bool harmless = modeOf(s, who) == Mode::Magic;  // only supportive spells: it keeps behind on purpose
        for (const std::string& id : s.card(who).spells)
            if (const Spell* sp = s.content().spell(id); sp && sp->harmful()) harmless = false;
        if (nearest_foe < 0 || c.webbed > 0 || harmless) return explain(ExplainKey::IdleNothing, {characterArg(who)});
        return explain(ExplainKey::IdleNoWay, {characterArg(who), partArg(why(s, who)), characterArg(nearest_foe)});
    }

    /// Without the core's solo rules (option off), every character acts as activated.
    static bool activated(const GameState& s, int who) {
        return !s.data().options.solo_master || s.character(who).activated;
    }

    std::vector<int> opponents(const GameState& s, int who) const {
        std::vector<int> out;
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
            if (s.character(i).side != s.character(who).side && s.able(i)) out.push_back(i);
        return out;
    }

    /// Why `who` is activated, for the explanation.
    Explanation why(const GameState& s, int who) const {
        const CharacterState& c = s.character(who);
        if (!s.data().options.solo_master) return explain(ExplainKey::WhyNoSoloTable);
        if (c.solo_roll == 1 || (c.solo_roll > 0 && c.activated))
            return explain(ExplainKey::WhyFrantic, {numberArg(c.solo_roll)});
        const ZoneDef* mine = s.content().quest.zoneAt(c.pos);
        for (int o : opponents(s, who)) {
            if (mine && s.content().quest.zoneAt(s.character(o).pos) == mine)
                return explain(ExplainKey::WhyInZone, {characterArg(o)});
            if (s.sees(who, o)) return explain(ExplainKey::WhyInSight, {characterArg(o)});
        }
        return explain(ExplainKey::WhyOpponent);
    }

    Prefix head(const GameState& s, int who, Mode m) const {
        return Prefix{}.then(ExplainKey::MasterActivated,
                             {characterArg(who), partArg(why(s, who)), partArg(explain(modeKey(m)))});
    }

    // ---- Decisions (R12, R27) ----
    Choice answer(const GameState& s) {
        const PendingDecision& p = *s.pending();
        const ExplainArg who = characterArg(p.who);
        if (p.kind == DecisionKind::Block) {
            const int hp = s.character(p.who).hp;
            if (hp > 6) return explained(s, MoveAnyway{}, explain(ExplainKey::MasterBlockMoves, {who, numberArg(hp)}), {p.who});
            return explained(s, Stay{}, explain(ExplainKey::MasterBlockStays, {who, numberArg(hp)}), {p.who});
        }
        if (p.kind == DecisionKind::DestinyCancel)
            return explained(s, UseDestiny{}, explain(ExplainKey::MasterDestinyCancel, {who}), {p.who});
        // R27 re-roll: only when the failed attack could kill its target.
        int target = -1;
        std::visit([&](const auto& a) {
            if constexpr (requires { a.target; }) target = a.target;
        }, p.action);
        if (target >= 0 && target < static_cast<int>(s.characters().size()) && target != p.who) {
            bool could_kill = false;
            if (auto prof = s.attackProfile(p.action)) {
                could_kill = woundDistribution(s.content().ruleset, *prof).kill(s.character(target).hp) > 0;
            } else if (const auto* cast = std::get_if<CastSpell>(&p.action)) {
                if (const Spell* sp = s.content().spell(cast->spell))
                    for (const SpellTier& t : sp->tiers)
                        for (const SpellEffect& e : t.effects)
                            if (e.type == SpellEffectType::Damage && e.amount.dice * 6 + e.amount.flat >= s.character(target).hp)
                                could_kill = true;
            }
            if (could_kill)
                return explained(s, UseDestiny{}, explain(ExplainKey::MasterDestinyReroll, {who, characterArg(target)}),
                                 {p.who, target});
        }
        return explained(s, DeclineDestiny{}, explain(ExplainKey::MasterKeepsDestiny, {who}), {p.who});
    }

    // ---- One character ----
    std::optional<Choice> act(const GameState& s, int who) {
        const CharacterState& c = s.character(who);
        if (!s.able(who) || c.ap <= 0) return std::nullopt;
        if (c.webbed > 0) {
            if (legal(s, BreakFree{who}))
                return explained(s, BreakFree{who}, explain(ExplainKey::MasterWebbed, {characterArg(who)}), {who});
            return std::nullopt;
        }
        if (!activated(s, who)) return notActivated(s, who);
        const Mode m = modeOf(s, who);
        if (auto mine = actBy(s, who, m, head(s, who, m))) return mine;
        // Nothing that way (a fighter across lava, a shooter with no line of sight and no path):
        // its other ways, Shoot then Magic (R44's ties), rather than standing idle. (Melee is no
        // other way: shooters and harmful casters already strike and close in when they can,
        // and a caster with only supportive spells keeps behind its allies on purpose.)
        const Prefix instead = head(s, who, m).then(ExplainKey::UsesInstead);
        for (Mode other : {Mode::Shoot, Mode::Magic}) {
            if (other == m) continue;
            if (other == Mode::Shoot && s.card(who).shot_damage <= 0) continue;
            if (other == Mode::Magic && s.card(who).spells.empty()) continue;
            if (auto other_way = actBy(s, who, other, instead)) return other_way;
        }
        return std::nullopt;
    }

    std::optional<Choice> actBy(const GameState& s, int who, Mode m, const Prefix& prefix) {
        if (m == Mode::Magic) return magic(s, who, prefix);
        if (m == Mode::Shoot) return shooter(s, who, prefix);
        return fighter(s, who, prefix);
    }

    /// R44 table of the non-activated characters.
    std::optional<Choice> notActivated(const GameState& s, int who) {
        const CharacterState& c = s.character(who);
        if (c.solo_roll == 0) {
            if (!legal(s, SoloRoll{who})) return std::nullopt;
            return explained(s, SoloRoll{who}, explain(ExplainKey::MasterNotActivated, {characterArg(who)}), {who}, {c.pos});
        }
        const SoloRow* row = s.content().ruleset.soloRow(c.solo_roll);
        // Its wander is its whole turn: once it has acted (the core's `acted`, R44) it has
        // wandered, even for an AI that did not see it (a game loaded in the Master's turn).
        if (!row || row->behaviour != SoloBehaviour::Wander || c.acted) return std::nullopt;
        // "moves two squares in a random direction (determined between free squares)"
        std::vector<Action> runs, walks;
        for (Pos d : kDirs) {
            const Run r{who, c.pos + d, c.pos + d + d};
            if (legal(s, r)) runs.push_back(r);
            else if (legal(s, Walk{who, c.pos + d})) walks.push_back(Walk{who, c.pos + d});
        }
        const std::vector<Action>& pool = runs.empty() ? walks : runs;
        if (pool.empty()) return std::nullopt;
        // Drawn from the seed and the state (stateRng), not from a generator kept between calls.
        Rng rng = stateRng(seed_, s, static_cast<std::uint64_t>(who));
        const Action a = pool[rng.uniform(static_cast<std::uint32_t>(pool.size()))];
        const Pos to = std::holds_alternative<Run>(a) ? std::get<Run>(a).to : std::get<Walk>(a).to;
        const int squares = distance(c.pos, to);
        return explained(s, a,
                         explain(squares == 1 ? ExplainKey::MasterWandersOne : ExplainKey::MasterWanders,
                                 {characterArg(who), numberArg(c.solo_roll), numberArg(squares)}),
                         {who}, {to});
    }

    /// The melee attack on `target` by the armour rule (R44): powerful when the highest zone
    /// armour is over half the damage and 2 AP are left.
    std::optional<Choice> meleeAttack(const GameState& s, int who, int target, const Prefix& prefix) {
        const int dmg = s.meleeDamage(who);
        const int armour = maxArmour(s.card(target));
        const ExplainArg rule = partArg(armourRule(armour, dmg));
        if (2 * armour > dmg && legal(s, PowerfulAttack{who, target}))
            return explained(s, PowerfulAttack{who, target},
                             prefix.wrap(explain(ExplainKey::PowerfulAttack, {characterArg(target), rule})), {who, target},
                             {s.character(target).pos});
        if (legal(s, Melee{who, target}))
            return explained(s, Melee{who, target},
                             prefix.wrap(explain(2 * armour > dmg ? ExplainKey::NormalAttackNo2Ap : ExplainKey::NormalAttack,
                                                 {characterArg(target), rule})),
                             {who, target}, {s.character(target).pos});
        return std::nullopt;
    }

    /// An adjacent opponent to strike now (the weakest), if any.
    std::optional<Choice> strikeAdjacent(const GameState& s, int who, const Prefix& prefix) {
        int best = -1;
        for (int o : opponents(s, who))
            if (legal(s, Melee{who, o}) && (best < 0 || s.character(o).hp < s.character(best).hp)) best = o;
        if (best < 0) return std::nullopt;
        return meleeAttack(s, who, best, prefix);
    }

    /// Squares from which a one-square `who` could strike `target` in melee, doorways included
    /// (Grid::standable).
    static std::vector<Pos> meleeSquares(const GameState& s, const Grid& g, int who, int target) {
        std::vector<Pos> out;
        const CharacterCard& tc = s.card(target);
        const Footprint fp{s.character(target).pos, std::max(1, tc.footprint_w), std::max(1, tc.footprint_h)};
        for (Pos q : fp.squares())
            for (Pos d : kDirs) {
                const Pos p = q + d;
                if (fp.contains(p) || !g.standable(p) || !s.board().diagonalAllowed(p, q)) continue;
                out.push_back(p);
            }
        (void)who;
        return out;
    }

    /// The nearest opponent by path length (ties: index), with that length; -1 when none.
    std::pair<int, int> nearest(const GameState& s, int who, const Grid& g) const {
        // Only the least path length to a melee square counts (ties by index; with none reached
        // the whole field is made, for the Chebyshev tie-break): the field stops past it.
        const std::vector<int> foes = opponents(s, who);
        std::vector<std::vector<Pos>> squares;
        std::vector<Pos> all;
        for (int o : foes) {
            squares.push_back(meleeSquares(s, g, who, o));
            all.insert(all.end(), squares.back().begin(), squares.back().end());
        }
        const std::vector<bool> goal = g.mark(all);
        const std::vector<int> from = g.field({s.character(who).pos}, true, &goal);
        int best = -1, best_d = kInf, best_cheb = kInf;
        for (std::size_t k = 0; k < foes.size(); ++k) {
            const int o = foes[k];
            int d = kInf;
            for (Pos p : squares[k]) d = std::min(d, from[g.index(p)]);
            const int cheb = distance(s.character(who).pos, s.character(o).pos);
            if (d < best_d || (d == best_d && d >= kInf && cheb < best_cheb)) best = o, best_d = d, best_cheb = cheb;
        }
        return {best, best_d};
    }

    /// One move (walk, run, or opening a door on the way) down the field `to_goal`. Among the
    /// moves that bring it equally near (the field's value), the straightest, as a player would
    /// move it (not the King climbing three rows to come back down): the fewest squares (a walk rather than a run that doubles back), a run
    /// that keeps its direction, then the square nearest the straight line to `aim` (the
    /// target's square: the smallest Euclidean distance), then a fixed direction order.
    std::optional<Choice> stepDown(const GameState& s, int who, const Grid& g, const std::vector<int>& to_goal,
                                   const Prefix& prefix, const ExplainArg& toward, Pos aim) {
        const Pos p = s.character(who).pos;
        const int here = to_goal[g.index(p)];
        struct Option {
            int value;
            int order;
            Action action;
            Pos to;
            int squares = 1;  // squares moved
            int turns = 0;    // a run that changes direction
            int off = 0;      // squared Euclidean distance from `to` to `aim`
        };
        auto off = [aim](Pos q) { return (q.x - aim.x) * (q.x - aim.x) + (q.y - aim.y) * (q.y - aim.y); };
        std::vector<Option> options;
        int order = 0;
        for (Pos d : kDirs) {
            const Pos a = p + d;
            if (!g.inside(a)) continue;
            const int va = to_goal[g.index(a)];
            if (s.board().tile(a) == TileKind::DoorClosed && va < here) {
                for (int o = 0; o < static_cast<int>(s.content().quest.objects.size()); ++o)
                    if (s.content().quest.objects[static_cast<std::size_t>(o)].at == a)
                        options.push_back(
                            {va - 1, order++, OpenDoor{who, o}, a, 1, 0, off(a)});  // opening comes before the step
                continue;
            }
            if (s.board().tile(a) == TileKind::DoorLocked && va < here) {  // only on an `ahead` field (R40)
                for (int o = 0; o < static_cast<int>(s.content().quest.objects.size()); ++o)
                    if (s.content().quest.objects[static_cast<std::size_t>(o)].at == a) {
                        options.push_back({va - 1, order++, BreakDoor{who, o}, a, 1, 0, off(a)});
                        options.push_back({va - 1, order++, PickLock{who, o}, a, 1, 0, off(a)});
                    }
                continue;
            }
            if (va < here && g.free(a)) options.push_back({va, order++, Walk{who, a}, a, 1, 0, off(a)});
            for (Pos d2 : kDirs) {
                const Pos b = a + d2;
                if (b == p || !g.inside(b)) continue;
                const int vb = to_goal[g.index(b)];
                if (vb < here && vb < va && g.free(b))
                    options.push_back({vb, order++, Run{who, a, b}, b, 2, d2 == d ? 0 : 1, off(b)});
            }
        }
        std::sort(options.begin(), options.end(), [](const Option& x, const Option& y) {
            return std::tie(x.value, x.squares, x.turns, x.off, x.order) <
                   std::tie(y.value, y.squares, y.turns, y.off, y.order);
        });
        for (const Option& o : options) {
            if (!legal(s, o.action)) continue;
            const ExplainKey what = std::holds_alternative<OpenDoor>(o.action)    ? ExplainKey::OpensDoorToward
                                    : std::holds_alternative<BreakDoor>(o.action) ? ExplainKey::BreaksDoorToward
                                    : std::holds_alternative<PickLock>(o.action)  ? ExplainKey::PicksLockToward
                                    : std::holds_alternative<Run>(o.action)       ? ExplainKey::RunsToward
                                                                                  : ExplainKey::WalksToward;
            return explained(s, o.action, prefix.wrap(explain(what, {toward})), {who}, {o.to});
        }
        return std::nullopt;
    }

    /// Moves toward `target` along the shortest path to a square where it can be struck.
    std::optional<Choice> approach(const GameState& s, int who, const Grid& g, int target, const Prefix& prefix) {
        const CharacterCard& me = s.card(who);
        const ExplainArg toward = characterArg(target);
        if (me.footprint_w > 1 || me.footprint_h > 1) {  // R37: a gigantic mover closes the gap greedily
            const Pos p = s.character(who).pos;
            const Footprint t{s.character(target).pos, std::max(1, s.card(target).footprint_w),
                              std::max(1, s.card(target).footprint_h)};
            const Footprint mine{p, me.footprint_w, me.footprint_h};
            int best = distance(mine, t);
            std::optional<Action> pick;
            Pos to{};
            for (Pos d : kDirs) {
                const int gap = distance(mine.at(p + d), t);
                if (gap < best && legal(s, Walk{who, p + d})) best = gap, pick = Walk{who, p + d}, to = p + d;
            }
            if (!pick) return std::nullopt;
            return explained(s, *pick, prefix.wrap(explain(ExplainKey::WalksToward, {toward})), {who, target}, {to});
        }
        const std::vector<Pos> goals = meleeSquares(s, g, who, target);
        // stepDown only compares values below the mover's own: the fields stop past its square.
        const std::vector<bool> here = g.mark({s.character(who).pos});
        std::vector<int> to_goal = g.field(goals, false, &here);
        if (to_goal[g.index(s.character(who).pos)] >= kInf) {
            // R44 "goes in the direction of the heroes" (frantic) / "moves as quickly as
            // possible toward the closest opponent" (activated): with no way there by walking,
            // running and opening doors, it still goes their way, the way a player would see it
            // past locked doors (broken or picked when it gets there, R40; a locked doorway is
            // then a square to strike from), however many turns that way takes, and only where
            // no such way exists, across lava (to the bank: this AI does not jump, R43), as far
            // as its legal moves go; it does not stand still while a move brings it nearer.
            // (Play 10 #6: lava priced like a locked door drew the King of Liberation to the
            // lava's bank, where it stood for four turns, rather than round by the galleries.)
            for (Ahead level : {Ahead::Doors, Ahead::Lava}) {
                const Grid ahead(s, who, level, &memory_);
                to_goal = ahead.field(meleeSquares(s, ahead, who, target), false, &here);
                if (to_goal[g.index(s.character(who).pos)] < kInf) break;
            }
        }
        auto c = stepDown(s, who, g, to_goal, prefix, toward, s.character(target).pos);
        if (c) c->characters.push_back(target);
        return c;
    }

    std::optional<Choice> fighter(const GameState& s, int who, const Prefix& prefix) {
        if (auto c = strikeAdjacent(s, who, prefix)) return c;
        const Grid g(s, who, Ahead::No, &memory_);
        const auto [target, length] = nearest(s, who, g);
        if (target < 0) return std::nullopt;
        // A gigantic character (R37) strikes at distance 2.
        if (auto c = meleeAttack(s, who, target, prefix)) return c;
        return approach(s, who, g, target, length < kInf ? prefix : prefix.then(ExplainKey::NoPath));
    }

    std::optional<Choice> shooter(const GameState& s, int who, const Prefix& prefix) {
        const Grid g(s, who, Ahead::No, &memory_);
        const std::vector<int> from = g.field({s.character(who).pos}, true);
        // The nearest opponent in line of sight (path length, then distance, then index).
        int best = -1, best_d = kInf, best_cheb = kInf;
        for (int o : opponents(s, who)) {
            if (!legal(s, Shot{who, o})) continue;
            int d = kInf;
            for (Pos p : meleeSquares(s, g, who, o)) d = std::min(d, from[g.index(p)]);
            const int cheb = distance(s.character(who).pos, s.character(o).pos);
            if (d < best_d || (d == best_d && cheb < best_cheb)) best = o, best_d = d, best_cheb = cheb;
        }
        if (best >= 0) {
            const int dmg = s.card(who).shot_damage;
            const int armour = maxArmour(s.card(best));
            const ExplainArg rule = partArg(armourRule(armour, dmg));
            const Prefix seen = prefix.then(ExplainKey::InLineOfSight, {characterArg(best)});
            if (2 * armour > dmg && legal(s, SharpShot{who, best}))
                return explained(s, SharpShot{who, best}, seen.wrap(explain(ExplainKey::SharpShot, {rule})), {who, best},
                                 {s.character(best).pos});
            return explained(s, Shot{who, best},
                             seen.wrap(explain(2 * armour > dmg ? ExplainKey::ShotNo2Ap : ExplainKey::Shot, {rule})),
                             {who, best}, {s.character(best).pos});
        }
        if (auto c = strikeAdjacent(s, who, prefix.then(ExplainKey::NobodyToShoot))) return c;
        const auto [target, length] = nearest(s, who, g);
        if (target < 0) return std::nullopt;
        (void)length;
        return approach(s, who, g, target, prefix.then(ExplainKey::NoLineOfSight));
    }

    std::optional<Choice> magic(const GameState& s, int who, const Prefix& prefix) {
        std::vector<const Spell*> harmful, support;
        for (const std::string& id : s.card(who).spells)
            if (const Spell* sp = s.content().spell(id)) (sp->harmful() ? harmful : support).push_back(sp);
        if (!harmful.empty()) {
            const Spell* best_sp = nullptr;
            int best_t = -1;
            double best_v = 0;
            for (int o : opponents(s, who))
                for (const Spell* sp : harmful) {
                    if (!legal(s, CastSpell{who, sp->id, o})) continue;
                    const double v = expectedHarm(s, who, *sp, o);
                    if (v > best_v + 1e-9) best_v = v, best_sp = sp, best_t = o;
                }
            if (best_sp) {
                return explained(s, CastSpell{who, best_sp->id, best_t},
                                 prefix.wrap(explain(ExplainKey::CastsMostHarmful,
                                                     {spellArg(best_sp->id), characterArg(best_t), tenthsArg(tenths(best_v))})),
                                 {who, best_t}, {s.character(best_t).pos});
            }
            if (auto c = strikeAdjacent(s, who, prefix.then(ExplainKey::NoSpellReaches))) return c;
            const Grid g(s, who, Ahead::No, &memory_);
            const auto [target, length] = nearest(s, who, g);
            if (target < 0) return std::nullopt;
            (void)length;
            return approach(s, who, g, target, prefix.then(ExplainKey::NoSpellTarget));
        }
        return supporter(s, who, support, prefix);
    }

    /// Only supportive spells: heal the most wounded ally, buff an ally who sees a hero, else
    /// stay behind such an ally (further from the heroes than it, beside it).
    std::optional<Choice> supporter(const GameState& s, int who, const std::vector<const Spell*>& spells,
                                    const Prefix& head) {
        const Prefix prefix = head.then(ExplainKey::OnlySupportive);
        const int n = static_cast<int>(s.characters().size());
        std::vector<int> allies;
        for (int i = 0; i < n; ++i)
            if (s.character(i).side == s.character(who).side && s.able(i)) allies.push_back(i);
        // Heal: the ally missing the most HP.
        int wounded = -1;
        for (int a : allies) {
            const int missing = s.maxHp(a) - s.character(a).hp;
            if (missing > 0 && (wounded < 0 || missing > s.maxHp(wounded) - s.character(wounded).hp)) wounded = a;
        }
        if (wounded >= 0) {
            const Spell* best = nullptr;
            double best_v = 0;
            for (const Spell* sp : spells)
                if (hasEffect(*sp, SpellEffectType::Heal) && legal(s, CastSpell{who, sp->id, wounded})) {
                    const double v = expectedHeal(s, who, *sp, wounded);
                    if (v > best_v + 1e-9) best_v = v, best = sp;
                }
            if (best)
                return explained(s, CastSpell{who, best->id, wounded},
                                 prefix.wrap(explain(ExplainKey::HealsMostWounded,
                                                     {characterArg(wounded), numberArg(s.character(wounded).hp),
                                                      numberArg(s.maxHp(wounded))})),
                                 {who, wounded}, {s.character(wounded).pos});
        }
        const std::vector<int> foes = opponents(s, who);
        auto seesHero = [&](int a) {
            return std::any_of(foes.begin(), foes.end(), [&](int o) { return s.sees(a, o); });
        };
        std::vector<int> front;  // allies (not itself) who see a hero
        for (int a : allies)
            if (a != who && seesHero(a)) front.push_back(a);
        // Buff an ally at the front that has no buff of that characteristic yet.
        for (const Spell* sp : spells) {
            if (!hasEffect(*sp, SpellEffectType::Buff)) continue;
            for (int a : front) {
                bool buffed = false;
                for (const Buff& b : s.character(a).buffs)
                    for (const SpellTier& t : sp->tiers)
                        for (const SpellEffect& e : t.effects)
                            if (e.type == SpellEffectType::Buff && b.characteristic == e.characteristic &&
                                b.last_turn >= s.turn())
                                buffed = true;
                if (buffed || !legal(s, CastSpell{who, sp->id, a})) continue;
                return explained(s, CastSpell{who, sp->id, a},
                                 prefix.wrap(explain(ExplainKey::CastsOnFront, {spellArg(sp->id), characterArg(a)})),
                                 {who, a}, {s.character(a).pos});
            }
        }
        if (front.empty()) return std::nullopt;
        // Stay behind: beside a front ally, further from the nearest hero than that ally.
        auto heroGap = [&](Pos p) {
            int d = kInf;
            for (int o : foes) d = std::min(d, distance(p, s.character(o).pos));
            return d;
        };
        const Grid g(s, who, Ahead::No, &memory_);
        std::vector<Pos> goals;
        for (int a : front) {
            const Pos ap = s.character(a).pos;
            for (Pos d : kDirs) {
                const Pos p = ap + d;
                if (g.free(p) && heroGap(p) > heroGap(ap)) goals.push_back(p);
            }
        }
        const Pos me = s.character(who).pos;
        if (goals.empty() || std::find(goals.begin(), goals.end(), me) != goals.end()) return std::nullopt;
        const std::vector<bool> here = g.mark({me});  // stepDown compares values below its own
        const std::vector<int> to_goal = g.field(goals, false, &here);
        return stepDown(s, who, g, to_goal, prefix,
                        partArg(explain(ExplainKey::SpotBehind, {characterArg(front.front())})),
                        s.character(front.front()).pos);
    }
};

}  // namespace

std::unique_ptr<Policy> rulebookMaster(std::uint64_t seed) { return std::make_unique<RulebookMaster>(seed); }

MasterIntent masterIntent(const GameState& state, int who, std::uint64_t seed) {
    return RulebookMaster(seed).intent(state, who);
}

}  // namespace cata::ai
