// The search Master (search.h): determinised sampling with successive halving over
// the core's legal actions, through the core's public API only.
//
// One decision (choose()):
// 1. Candidates: the core's legal list (legalList()). For a pending decision (R12 block, R27
//    destiny) every answer; otherwise, per Master character, its `per_character` best moves
//    and as many of its best other actions (attacks, spells, doors...), best prior first (with
//    `max_candidates`, at most that many in all, the best by prior across characters), and
//    ending the turn. The prior is cheap: an attack's expected wounds
//    plus its chance to bring the target down, from the core's exact odds (attackProfile,
//    woundDistribution, R6); a move's gain on the Master's distance field to the squares
//    beside the heroes; fixed small numbers for spells, doors and the rest. The rulebook's solo
//    roll (R44) is never a candidate: this Master plays without the solo table.
// 2. Samples: candidate c, sample j is played on a copy of the state whose dice are a fresh
//    Rng seeded from stateRng(seed, state, j) (the same seeds for every candidate: common random
//    numbers, and never the game's own dice): c is applied, then whatever must be answered
//    before the Master decides again is settled (the heroes' waiting window R42 and their
//    decisions by the heroes' AI, the Master's own decisions by the rulebook's answers), and with
//    `rollout` the rest of the Master's turn is played by the rulebook Master's way of acting
//    (every character activated: it closes in, strikes, shoots, casts). The position is then
//    scored by searchEvaluate().
// 3. Successive halving: the simulations are split into rounds; each round gives every
//    candidate still in the race the same number of new samples and keeps the better half by
//    mean score, until one is left. The best and the best rejected one make the log line.
#include "cata/ai/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

#include "cata/core/odds.h"
#include "cata/core/rng.h"
#include "distance_field.h"
#include "heroes_goal.h"

namespace cata::ai {

namespace {

constexpr int kUnreached = 1 << 20;

/// The squares beside the able characters of `side` (their own squares too).
std::vector<Pos> besideAble(const GameState& s, Side side) {
    const Board& b = s.board();
    std::vector<Pos> out;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (s.character(i).side != side || !s.able(i)) continue;
        const Pos p = s.character(i).pos;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (b.inside({p.x + dx, p.y + dy})) out.push_back({p.x + dx, p.y + dy});
    }
    return out;
}

/// A distance field to `sources` for a move's prior: walls, lava and locked doors not entered,
/// a closed door costs 2, characters ignored.
std::vector<int> priorField(const Board& b, const std::vector<Pos>& sources) {
    return distanceField(b, sources, 2, kUnreached, [&](Pos, Pos to) {
        const TileKind t = b.tile(to);
        if (t == TileKind::DoorClosed) return 2;
        return b.isWalkable(to) ? 1 : kNoStep;
    });
}

/// The evaluation's pressure: a Master character's way to a hero counts up to this many steps.
constexpr int kPressureSteps = 40;

/// A field of steps to `sources` (the heroes' squares) for the evaluation's pressure: walls,
/// obstacles and lava go round (R49), a closed door costs 2 (opened, R40), a locked one 4 (broken
/// or picked, R40), characters ignored (they move).
std::vector<int> pressureField(const Board& b, const std::vector<Pos>& sources) {
    return distanceField(b, sources, 4, kUnreached, [&](Pos, Pos to) {
        const TileKind t = b.tile(to);
        if (t == TileKind::DoorClosed) return 2;
        if (t == TileKind::DoorLocked) return 4;
        return b.isWalkable(to) ? 1 : kNoStep;
    });
}

/// pressureField() through the fields kept per thread (a FieldCache: the simulator's workers, the
/// client's AI thread): within a decision the heroes stand where they stood in nearly every sample
/// and the doors mostly as they were, so a field already computed on the same tiles and sources is
/// taken again (the same field: the decisions do not change, only their cost). Its costs depend on
/// the tiles alone, so the cache's other inputs are empty.
const std::vector<int>& pressureFieldMemo(const Board& b, const std::vector<Pos>& sources) {
    thread_local FieldCache kept;
    static const std::vector<int> none;
    const FieldCache::Inputs in{b, none, none, sources};
    if (const std::vector<int>* field = kept.find(in, nullptr)) return *field;
    return kept.put(in, pressureField(b, sources), -1);
}

/// The Master's field to the squares beside able heroes: the Master's search's move prior.
std::vector<int> heroField(const GameState& s) { return priorField(s.board(), besideAble(s, Side::Heroes)); }

/// The heroes' field to their objective's squares (else to the squares beside able Master
/// characters): the heroes' search's move prior.
std::vector<int> objectiveField(const GameState& s) {
    std::vector<Pos> sources = heroes::objective(s).squares;
    if (sources.empty()) sources = besideAble(s, Side::Master);
    return priorField(s.board(), sources);
}

Pos moveEnd(const Action& a) {
    if (const auto* w = std::get_if<Walk>(&a)) return w->to;
    if (const auto* r = std::get_if<Run>(&a)) return r->to;
    if (const auto* sh = std::get_if<Shift>(&a)) return sh->to;
    if (const auto* j = std::get_if<Jump>(&a)) return j->to;
    if (const auto* c = std::get_if<Crush>(&a)) return c->to;
    return {-1, -1};
}

int targetOf(const Action& a) {
    int t = -1;
    std::visit(
        [&](const auto& x) {
            if constexpr (requires { x.target; }) {
                if constexpr (std::is_convertible_v<decltype(x.target), int>) t = x.target;
            }
        },
        a);
    return t;
}

bool isAttack(const Action& a) {
    return std::holds_alternative<Melee>(a) || std::holds_alternative<PowerfulAttack>(a) ||
           std::holds_alternative<Shot>(a) || std::holds_alternative<SharpShot>(a);
}

/// What a move that rolls dice to get somewhere may come to (a sample's outcome).
enum Outcome : std::size_t { kReached, kMissed, kKilled, kOutcomes };

/// The exact chance of each outcome of the move `a`, when it rolls dice on the way: a jump's
/// Agility test (R43: a miss lands on a square jumped over, and lava there kills, R49), the block
/// tests of leaving a square beside opponents (R12: a failed one keeps the mover there), from
/// the core's odds (R6). Nothing for another action, or a move whose tests do not decide where
/// it ends (a walk onto a known trap lands there whatever its test gives: sampled as a whole).
std::optional<std::array<double, kOutcomes>> moveOutcomes(const GameState& s, const Action& a) {
    if (!std::holds_alternative<Jump>(a) && !std::holds_alternative<Walk>(a) && !std::holds_alternative<Run>(a))
        return std::nullopt;
    const auto odds = s.odds(a);
    if (!odds || odds->tests.empty()) return std::nullopt;
    for (const TestOdds& t : odds->tests)
        if (t.purpose != "jump" && t.purpose != "block") return std::nullopt;
    return std::array<double, kOutcomes>{odds->success, std::max(0.0, 1.0 - odds->success - odds->dies), odds->dies};
}

/// The cheap prior of a candidate (higher first).
double prior(const GameState& s, const Action& a, const std::vector<int>& field) {
    if (isAttack(a)) {
        const int t = targetOf(a);
        if (auto prof = s.attackProfile(a)) {
            const WoundDistribution w = woundDistribution(s.content().ruleset, *prof);
            const int hp = t >= 0 ? std::max(1, s.character(t).hp) : 1;
            return 2.0 + w.expected() + 4.0 * w.kill(hp);
        }
        return 2.0;
    }
    if (const auto* c = std::get_if<CastSpell>(&a)) {
        const Spell* sp = s.content().spell(c->spell);
        const int t = c->target;
        const bool on_foe =
            t >= 0 && t < static_cast<int>(s.characters().size()) && s.character(t).side != s.character(c->actor).side;
        if (sp && sp->harmful()) return on_foe ? 3.0 : -1.0;
        return on_foe ? -1.0 : 1.5;
    }
    if (isMove(a)) {
        const int actor = actionActor(a);
        const Pos from = s.character(actor).pos;
        const Pos to = moveEnd(a);
        if (!s.board().inside(to) || !s.board().inside(from)) return 0.0;
        const int d0 = std::min(field[s.board().index(from)], 60);
        const int d1 = std::min(field[s.board().index(to)], 60);
        return 0.5 * (d0 - d1) + (std::holds_alternative<Crush>(a) ? 1.0 : 0.0);
    }
    if (std::holds_alternative<OpenDoor>(a) || std::holds_alternative<BreakDoor>(a) ||
        std::holds_alternative<PickLock>(a))
        return 0.8;
    if (std::holds_alternative<CloseDoor>(a)) return 0.6;
    if (std::holds_alternative<BreakFree>(a)) return 2.0;
    // The heroes' own (a heroes' search): what the quest asks of them comes before a step.
    if (std::holds_alternative<Take>(a) || std::holds_alternative<SpecialAction>(a)) return 1.5;
    if (std::holds_alternative<Drink>(a) || std::holds_alternative<Pour>(a)) return 0.5;
    return 0.1;
}

/// The line's fragment for what `a` does ("attacks Irf", "casts Tomb fire on Irf").
Explanation whatFor(const GameState& s, const Action& a) {
    const int t = targetOf(a);
    if (std::holds_alternative<Melee>(a)) return explain(ExplainKey::ActMelee, {characterArg(t)});
    if (std::holds_alternative<PowerfulAttack>(a)) return explain(ExplainKey::ActPowerful, {characterArg(t)});
    if (std::holds_alternative<Shot>(a)) return explain(ExplainKey::ActShot, {characterArg(t)});
    if (std::holds_alternative<SharpShot>(a)) return explain(ExplainKey::ActSharpShot, {characterArg(t)});
    if (const auto* c = std::get_if<CastSpell>(&a))
        return explain(ExplainKey::ActCast, {spellArg(c->spell), characterArg(c->target)});
    if (isMove(a) && !std::holds_alternative<Crush>(a)) {
        const int actor = actionActor(a);
        const Pos to = moveEnd(a);
        int nearest = -1;
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
            if (s.character(i).side != s.character(actor).side && s.able(i) &&
                (nearest < 0 || distance(to, s.character(i).pos) < distance(to, s.character(nearest).pos)))
                nearest = i;
        const Pos from = s.character(actor).pos;
        const bool toward =
            nearest >= 0 && distance(to, s.character(nearest).pos) < distance(from, s.character(nearest).pos);
        if (std::holds_alternative<Jump>(a)) {  // R43: with its exact chance to land beyond
            const auto odds = s.odds(a);
            const double land = odds ? odds->success : 1.0;
            if (toward) return explain(ExplainKey::ActJumpsToward, {characterArg(nearest), percentArg(land)});
            return explain(ExplainKey::ActJumps, {percentArg(land)});
        }
        if (toward) return explain(ExplainKey::ActMovesToward, {characterArg(nearest)});
        return explain(ExplainKey::ActMoves);
    }
    if (std::holds_alternative<Crush>(a)) return explain(ExplainKey::ActCrushes);
    if (std::holds_alternative<OpenDoor>(a)) return explain(ExplainKey::ActOpensDoor);
    if (std::holds_alternative<CloseDoor>(a)) return explain(ExplainKey::ActClosesDoor);
    if (std::holds_alternative<BreakDoor>(a)) return explain(ExplainKey::ActBreaksDoor);
    if (std::holds_alternative<PickLock>(a)) return explain(ExplainKey::ActPicksLock);
    if (std::holds_alternative<Take>(a)) return explain(ExplainKey::ActTakes);
    if (std::holds_alternative<Give>(a)) return explain(ExplainKey::ActGives);
    if (std::holds_alternative<Drink>(a)) return explain(ExplainKey::ActDrinks);
    if (std::holds_alternative<Pour>(a)) return explain(ExplainKey::ActPours);
    if (std::holds_alternative<BreakFree>(a)) return explain(ExplainKey::ActBreaksFree);
    if (std::holds_alternative<EndTurn>(a)) return explain(ExplainKey::ActEndsTurn);
    if (std::holds_alternative<MoveAnyway>(a)) return explain(ExplainKey::ActMovesAnyway);
    if (std::holds_alternative<Stay>(a)) return explain(ExplainKey::ActStays);
    if (std::holds_alternative<UseDestiny>(a)) return explain(ExplainKey::ActUsesDestiny);
    if (std::holds_alternative<DeclineDestiny>(a)) return explain(ExplainKey::ActKeepsDestiny);
    return explain(ExplainKey::ActOther);
}

/// "Ghoul attacks Irf" / "Master ends the turn": who (the actor, or the decision's character)
/// and what.
Explanation doerFor(const GameState& s, const Action& a) {
    int who = actionActor(a);
    if (who < 0 && s.pending()) who = s.pending()->who;
    if (who < 0)
        return explain(s.toMove() == Side::Heroes ? ExplainKey::SearchHeroes : ExplainKey::SearchMaster,
                       {partArg(whatFor(s, a))});
    return explain(ExplainKey::SearchBy, {characterArg(who), partArg(whatFor(s, a))});
}

class SearchMaster final : public Policy {
public:
    SearchMaster(std::uint64_t seed, SearchBudget budget) : seed_(seed), budget_(budget) {}
    std::string_view name() const override { return "search"; }
    std::uint64_t simulations() const override { return simulations_; }
    /// The value of the last choice, as a percentage from the deciding side's view.
    double lastPercent() const { return last_percent_; }

    Choice choose(const GameState& s) override {
        const auto start = std::chrono::steady_clock::now();
        // The side it decides for: the Master's search answers the Master's decisions, the
        // heroes' search the heroes' (their turn, their R42 window, their R12/R27 answers).
        me_ = s.toMove().value_or(s.activeSide());
        if (me_ == Side::Heroes) {
            const heroes::Objective obj = heroes::objective(s);
            root_objective_ = obj.what;
            root_exit_all_ = obj.exit_all;
            root_exited_.assign(s.characters().size(), false);
            for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
                root_exited_[static_cast<std::size_t>(i)] = s.character(i).presence == Presence::Exited;
        }
        std::vector<Action> legal = s.legalList();
        legal.erase(std::remove_if(legal.begin(), legal.end(),
                                   [](const Action& a) { return std::holds_alternative<SoloRoll>(a); }),
                    legal.end());
        if (legal.empty()) {  // only a solo roll (a game with the solo rules on): take the core's list
            legal = s.legalList();
            return explained(
                s, legal.front(),
                explain(ExplainKey::SearchLineOnly, {partArg(doerFor(s, legal.front())), percentArg(0.5)}));
        }

        std::vector<Cand> cands = candidates(s, legal);
        if (cands.size() == 1) return line(s, cands.front(), nullptr);
        for (Cand& c : cands) c.chances = moveOutcomes(s, c.action);

        // Successive halving: ceil(log2(n)) rounds share the simulations.
        int rounds = 0;
        for (std::size_t n = cands.size(); n > 1; n = (n + 1) / 2) ++rounds;
        const int per_round = std::max(1, budget_.simulations / std::max(1, rounds));
        std::vector<std::uint64_t> seeds;
        auto sampleSeed = [&](int j) {
            while (static_cast<int>(seeds.size()) <= j)
                seeds.push_back(stateRng(seed_, s, 0x5eed0000ULL + seeds.size()).next64());
            return seeds[static_cast<std::size_t>(j)];
        };
        std::vector<Cand*> race;
        for (Cand& c : cands) race.push_back(&c);
        std::vector<Cand*> dropped;
        auto addSample = [&](Cand& c) {
            const Sample x = sample(s, c.action, sampleSeed(c.samples));
            c.total += x.score;
            ++c.samples;
            c.strata[x.outcome].add(x.score);
            ++simulations_;
        };
        // Asked to stop (stopWhen(): the client closing the board, an undo), between two
        // simulations: the race as it stands (candidates not sampled yet rank by their prior).
        bool stopped = false;
        while (race.size() > 1 && !stopped) {
            const int each = std::max(1, per_round / static_cast<int>(race.size()));
            for (Cand* c : race) {
                for (int k = 0; k < each && !stopped; ++k) {
                    if (stopRequested()) {
                        stopped = true;
                        break;
                    }
                    addSample(*c);
                }
                // A move that rolls dice on the way (a jump, block tests): its outcomes (there,
                // short of it, dead) are each sampled before its mean is trusted and weighed by
                // their exact chances (R6), so that a few lucky samples of a leap over lava do
                // not stand for the leap.
                for (int extra = 0; !stopped && extra < kOutcomeTries && c->chances && c->missingOutcome(); ++extra)
                    addSample(*c);
            }
            std::stable_sort(race.begin(), race.end(),
                             [](const Cand* x, const Cand* y) { return x->mean() > y->mean(); });
            if (stopped) break;
            const std::size_t keep = (race.size() + 1) / 2;
            for (std::size_t i = keep; i < race.size(); ++i) dropped.push_back(race[i]);
            race.resize(keep);
            const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (elapsed > budget_.wall_cap_seconds) break;  // a safety only: the budgets never reach it
        }
        // The best rejected one: the best mean among the dropped ones of the last round that
        // dropped any (they had the most samples), else the runner-up still in the race.
        const Cand* best = race.front();
        const Cand* alt = race.size() > 1 ? race[1] : nullptr;
        if (!alt && !dropped.empty()) {
            int most = 0;
            for (const Cand* d : dropped) most = std::max(most, d->samples);
            for (const Cand* d : dropped)
                if (d->samples == most && (!alt || d->mean() > alt->mean())) alt = d;
        }
        return line(s, *best, alt);
    }

private:
    /// Extra samples a chance move may draw to meet the outcomes it has not met yet.
    static constexpr int kOutcomeTries = 8;
    /// Below this chance an outcome not met yet is left unsampled (its weight is that small).
    static constexpr double kNegligible = 0.02;

    struct Stratum {
        double total = 0;
        int n = 0;
        void add(double v) { total += v, ++n; }
        double mean() const { return total / n; }
    };
    struct Cand {
        Cand(Action a, double p = 0) : action(std::move(a)), prior(p) {}
        Action action;
        double prior = 0;
        double total = 0;
        int samples = 0;
        std::optional<std::array<double, kOutcomes>> chances;  // moveOutcomes(): samples split by outcome
        std::array<Stratum, kOutcomes> strata;
        double bonus = 0;  // added to the mean (the heroes' AI's own choice, kTrustHeroesAi)
        /// An outcome of a chance move with a weight to count and no sample yet.
        bool missingOutcome() const {
            for (std::size_t o = 0; o < kOutcomes; ++o)
                if ((*chances)[o] >= kNegligible && strata[o].n == 0) return true;
            return false;
        }
        /// The samples' mean; for a chance move, each outcome's mean weighed by its exact chance
        /// (the outcomes met so far; one never met has a negligible weight, or its tries ran out).
        double value() const {
            if (!samples) return -std::numeric_limits<double>::infinity();
            if (!chances) return total / samples;
            double sum = 0, weight = 0;
            for (std::size_t o = 0; o < kOutcomes; ++o)
                if (strata[o].n > 0) sum += (*chances)[o] * strata[o].mean(), weight += (*chances)[o];
            return weight > 0 ? sum / weight : total / samples;
        }
        /// value() and the bonus: what the race ranks by.
        double mean() const { return samples ? value() + bonus : -std::numeric_limits<double>::infinity(); }
    };
    /// One sample: the score, and what became of a move's mover.
    struct Sample {
        double score = 0;
        Outcome outcome = kReached;
    };

    std::vector<Cand> candidates(const GameState& s, const std::vector<Action>& legal) const {
        std::vector<Cand> out;
        if (s.pending() || legal.size() <= 2) {
            for (const Action& a : legal) out.push_back(Cand{a});
            return out;
        }
        const std::vector<int> field = me_ == Side::Master ? heroField(s) : objectiveField(s);
        // Per character, its best moves and its best other actions (attacks, spells, doors...)
        // apart, so that a door to close is never crowded out by steps.
        std::map<std::pair<int, bool>, std::vector<Cand>> by_actor;
        for (const Action& a : legal) {
            const int actor = actionActor(a);
            if (actor < 0) {
                out.push_back(Cand{a});  // the side's: ending the turn
                continue;
            }
            by_actor[{actor, isMove(a)}].push_back(Cand{a, prior(s, a, field)});
        }
        std::vector<Cand> kept;
        for (auto& [key, list] : by_actor) {
            std::stable_sort(list.begin(), list.end(), [](const Cand& x, const Cand& y) { return x.prior > y.prior; });
            const std::size_t keep =
                std::min<std::size_t>(list.size(), static_cast<std::size_t>(budget_.per_character));
            kept.insert(kept.end(), list.begin(), list.begin() + static_cast<std::ptrdiff_t>(keep));
        }
        // A cap on the whole decision (a Master with many characters): the best by prior across
        // characters, so that a big turn costs about what a small one does.
        if (budget_.max_candidates > 0 && kept.size() > static_cast<std::size_t>(budget_.max_candidates)) {
            std::stable_sort(kept.begin(), kept.end(), [](const Cand& x, const Cand& y) { return x.prior > y.prior; });
            kept.erase(kept.begin() + budget_.max_candidates, kept.end());
        }
        out.insert(out.end(), kept.begin(), kept.end());
        // The heroes' search also weighs what their AI would do (a key to take, a special
        // action, a way round that no cheap prior sees).
        if (me_ == Side::Heroes) {
            const Action own = heroesAi(seed_ ^ 0x4e7e5ULL)->choose(s).action;
            auto it = std::find_if(out.begin(), out.end(), [&](const Cand& c) { return c.action == own; });
            if (it == out.end()) {
                out.push_back({own, 0.0});
                it = out.end() - 1;
            }
            // Its AI's choice is trusted a little: the search leaves it for a clearly better one
            // (a kill within reach), not for the noise of a few samples.
            it->bonus = kTrustHeroesAi;
        }
        return out;
    }

    /// One determinised sample of `a`: the score of the position it leads to, and for a move
    /// whether its mover stands on its destination right after it.
    Sample sample(const GameState& s, const Action& a, std::uint64_t seed) {
        // Ending his turn is scored as the position stands: what the heroes' start of turn
        // rolls (R8, R45) follows any turn of his alike, and is not his to choose. The heroes'
        // likewise: R8/R45 at the Master's start of turn are not theirs to choose.
        if (std::holds_alternative<EndTurn>(a) && s.activeSide() == me_) return {score(s)};
        GameState c = s;
        c.dice().clearForced();
        c.dice().rng() = Rng(seed);
        const Side side = s.activeSide();
        const int turn = s.turn();
        c.apply(a);
        Sample out;
        if (isMove(a)) {
            const CharacterState& mover = c.character(actionActor(a));
            if (mover.presence == Presence::Dead || mover.presence == Presence::Casualty)
                out.outcome = kKilled;
            else if (mover.pos != moveEnd(a))
                out.outcome = kMissed;
        }
        auto heroes = heroesAi(seed ^ 0x4e7e5ULL);
        auto master = rulebookMaster(seed ^ 0x3a57e7ULL);
        const int cap = budget_.rollout ? budget_.rollout_actions : 30;
        if (me_ == Side::Master) {
            for (int n = 0; n < cap && !c.isOver(); ++n) {
                const std::optional<Side> mover = c.toMove();
                if (!mover) break;
                if (c.activeSide() != side || c.turn() != turn) break;  // the turn is over
                if (*mover == Side::Heroes) {
                    c.apply(heroes->choose(c).action);  // R42 waiting heroes, their decisions
                    continue;
                }
                if (c.pending()) {
                    c.apply(master->choose(c).action);  // the rulebook's answers (R12, R27)
                    continue;
                }
                if (!budget_.rollout || side != Side::Master) break;  // the Master decides again: score now
                const Action next = master->choose(c).action;
                if (std::holds_alternative<EndTurn>(next)) break;  // his turn as it ends (as for EndTurn above)
                c.apply(next);
            }
            out.score = searchEvaluate(c);
            return out;
        }
        // The heroes' search: the Master's answers to his decisions by the rulebook's (R12,
        // R27); the Master acting on his own is the end of the sample; the rest of the heroes'
        // turn by the heroes' AI (every hero, as it plays them).
        for (int n = 0; n < cap && !c.isOver(); ++n) {
            const std::optional<Side> mover = c.toMove();
            if (!mover) break;
            if (c.activeSide() != side || c.turn() != turn) break;  // the turn is over
            if (*mover == Side::Master) {
                if (!c.pending()) break;
                c.apply(master->choose(c).action);
                continue;
            }
            if (c.pending()) {
                c.apply(heroes->choose(c).action);  // their own answers (R27 destiny...)
                continue;
            }
            if (!budget_.rollout || side != Side::Heroes) break;  // they decide again: score now
            const Action next = heroes->choose(c).action;
            if (std::holds_alternative<EndTurn>(next)) break;  // their turn as it ends
            c.apply(next);
        }
        out.score = score(c);
        return out;
    }

    /// A score of searchEvaluate() (the Master's view) from the deciding side's view.
    double mine(double master_score) const { return me_ == Side::Master ? master_score : -master_score; }
    /// The score of `s` from the deciding side's view: for the heroes, searchEvaluate() negated
    /// and each hero out by an exit counted as progress (R52: the evaluation's way to the
    /// objective is the nearest hero's on the board, so a hero who left made it look worse;
    /// without this the heroes' search never left).
    double score(const GameState& s) const {
        if (me_ == Side::Master || s.isOver()) return mine(searchEvaluate(s));
        double v = -searchEvaluate(s);
        // Where leaving is the objective (R52 all_heroes_out) a hero out is progress; elsewhere
        // a hero who left the dungeon before the end is one fewer to win it.
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
            if (s.character(i).side == Side::Heroes && s.character(i).presence == Presence::Exited && !s_root_exited(i))
                v += root_exit_all_ ? kExitedHero : -kExitedHero;
        // Likewise a step of the quest done (the gem taken, now to carry out; a door opened
        // on the way): the objective changed, its distance starts again from further away.
        if (heroes::objective(s).what != root_objective_) v += kObjectiveStep;
        return v;
    }
    static constexpr double kExitedHero = 12.0;
    static constexpr double kTrustHeroesAi = 1.0;
    static constexpr double kObjectiveStep = 10.0;
    Explanation root_objective_;     // the heroes' objective where the decision is made
    bool root_exit_all_ = false;     // and whether it is every hero out
    std::vector<bool> root_exited_;  // the heroes already out there
    bool s_root_exited(int i) const {
        return i < static_cast<int>(root_exited_.size()) && root_exited_[static_cast<std::size_t>(i)];
    }

    Choice line(const GameState& s, const Cand& best, const Cand* alt) {
        const double v = best.samples ? best.value() : score(s);
        last_percent_ = searchValuePercent(v);
        Explanation why;
        if (alt)
            why = explain(ExplainKey::SearchLine,
                          {partArg(doerFor(s, best.action)), percentArg(searchValuePercent(v) / 100.0),
                           partArg(doerFor(s, alt->action)), percentArg(searchValuePercent(alt->value()) / 100.0)});
        else
            why = explain(ExplainKey::SearchLineOnly,
                          {partArg(doerFor(s, best.action)), percentArg(searchValuePercent(v) / 100.0)});
        std::vector<int> chars;
        std::vector<Pos> squares;
        const int actor = actionActor(best.action);
        if (actor >= 0)
            chars.push_back(actor);
        else if (s.pending())
            chars.push_back(s.pending()->who);
        const int t = targetOf(best.action);
        if (t >= 0 && t < static_cast<int>(s.characters().size())) {
            chars.push_back(t);
            squares.push_back(s.character(t).pos);
        }
        const Pos to = moveEnd(best.action);
        if (s.board().inside(to)) squares.push_back(to);
        return explained(s, best.action, std::move(why), std::move(chars), std::move(squares));
    }

    std::uint64_t seed_;
    SearchBudget budget_;
    std::uint64_t simulations_ = 0;  // simulations() (all decisions so far)
    Side me_ = Side::Master;         // the side of the decision being made
    double last_percent_ = 50.0;     // lastPercent()
};

}  // namespace

double searchEvaluate(const GameState& s) {
    if (s.isOver()) return s.result()->winner == Side::Master ? kSearchWin : -kSearchWin;
    double v = 0;
    const int n = static_cast<int>(s.characters().size());
    bool leader = false;
    for (int i = 0; i < n; ++i)
        if (s.character(i).side == Side::Master && s.card(i).formation == Formation::MasterLeader && s.able(i))
            leader = true;
    std::vector<Pos> heroes_at;
    for (int i = 0; i < n; ++i) {
        const CharacterState& c = s.character(i);
        const double max_hp = std::max(1, s.maxHp(i));
        if (c.side == Side::Heroes) {
            switch (c.presence) {
                case Presence::OnBoard:
                    v += 2.5 * (max_hp - std::max(0, c.hp)) / max_hp;
                    if (c.burning || c.poisoned) v += 0.3;
                    heroes_at.push_back(c.pos);
                    break;
                case Presence::Down:
                    v += 4.0;
                    break;
                case Presence::Dead:
                    v += 6.0;
                    break;
                case Presence::Exited:
                case Presence::Casualty:
                    break;
            }
        } else {
            const double worth = (s.card(i).formation == Formation::MasterLeader ? 2.0 : 0.6) + max_hp / 12.0;
            switch (c.presence) {
                case Presence::OnBoard:
                    v -= 0.6 * worth * (max_hp - std::max(0, c.hp)) / max_hp;
                    break;
                case Presence::Casualty:
                    v -= (leader ? 0.6 : 1.0) * worth;
                    break;
                case Presence::Dead:
                    v -= worth;
                    break;
                case Presence::Down:
                case Presence::Exited:
                    break;
            }
        }
    }
    // The heroes' way to their objective (their AI's own view of it) against the turns left (R52).
    // The heroes' prices (their AI's Terrain: doors, known traps), and a square held by an able
    // Master character costs them kBlocked more: they must kill it or go round (R11), so a
    // body in a corridor or a doorway is worth something.
    std::optional<Pos> runner;  // the hero nearest the objective
    const heroes::Objective obj = heroes::objective(s);
    if (!obj.squares.empty() && !heroes_at.empty()) {
        constexpr int kBlocked = 6;
        const heroes::Terrain terrain(s);
        const Board& b = s.board();
        std::vector<int> blocked(static_cast<std::size_t>(b.width() * b.height()), 0);
        for (int i = 0; i < n; ++i)
            if (s.character(i).side == Side::Master && s.able(i)) {
                const CharacterCard& card = s.card(i);
                for (Pos q : Footprint{s.character(i).pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h)}
                                 .squares())
                    if (b.inside(q)) blocked[b.index(q)] = kBlocked;
            }
        // Walking from a square toward the objective costs entering the next one: the field
        // grows from the objective, each step priced by the square it leaves.
        const std::vector<int> f =
            distanceField(b, obj.squares, heroes::Terrain::kTrapCost + 1 + kBlocked, kUnreached, [&](Pos from, Pos to) {
                const int out = terrain.enter(from);
                if (out < 0 || terrain.enter(to) < 0) return kNoStep;
                return out + blocked[b.index(from)];
            });
        int d = kUnreached;
        for (Pos p : heroes_at)
            if (f[b.index(p)] < d) d = f[b.index(p)], runner = p;
        d = std::min(d, 60);
        // The heroes' turns left, counted the same before and after the Master ends his turn
        // (his turn T is followed by their turn T + 1), so that ending it is never worth more
        // for moving the clock on.
        const int turns_left = s.turnLimit() - s.turn() + (s.activeSide() == Side::Master ? 0 : 1);
        v += 0.12 * d + 1.5 * std::min(2.0, d / (5.0 * std::max(0.5, static_cast<double>(turns_left))));
    }
    // The Master's pressure: each of his characters' way to the nearest hero, averaged with its
    // way to the hero nearest the objective (the one to stop), in steps along the board
    // (pressureField), up to kPressureSteps. As the crow flies (until 2026-11-30) a hero across a
    // lava river or a wall looked near: on the lost treasure the troops stood on the south bank
    // facing heroes who had gone the long way round to the chest, and the King fought alone.
    if (!heroes_at.empty()) {
        const Board& b = s.board();
        const std::vector<int> to_hero = pressureFieldMemo(b, heroes_at);  // a copy: the next call may replace it
        std::vector<int> to_runner;
        if (runner) to_runner = pressureFieldMemo(b, {*runner});
        for (int i = 0; i < n; ++i) {
            const CharacterState& c = s.character(i);
            if (c.side != Side::Master || !s.able(i) || !b.inside(c.pos)) continue;
            int d = std::min(to_hero[b.index(c.pos)], kPressureSteps);
            if (runner) d = (d + std::min(to_runner[b.index(c.pos)], kPressureSteps)) / 2;
            v -= 0.04 * d;
        }
    }
    return v;
}

double searchValuePercent(double score) {
    if (score >= kSearchWin) return 100.0;
    if (score <= -kSearchWin) return 0.0;
    return 100.0 / (1.0 + std::exp(-score / 3.0));
}

std::string_view strengthKey(Strength s) { return s == Strength::Veteran ? "veteran" : "nightmare"; }

std::optional<Strength> strengthFromKey(std::string_view key) {
    for (Strength s : {Strength::Veteran, Strength::Nightmare})
        if (strengthKey(s) == key) return s;
    return std::nullopt;
}

std::string_view strengthStringKey(Strength s) {
    return s == Strength::Veteran ? "ai.strength.veteran" : "ai.strength.nightmare";
}

SearchBudget budgetOf(Strength s) {
    SearchBudget b;
    if (s == Strength::Veteran) {
        b.per_character = 3;
        b.max_candidates = 10;
        b.simulations = 32;
        b.rollout = true;
    } else {
        b.per_character = 5;
        b.simulations = 64;
        b.rollout = true;
    }
    return b;
}

std::unique_ptr<Policy> searchMaster(std::uint64_t seed, Strength strength) {
    return searchMaster(seed, budgetOf(strength));
}

std::unique_ptr<Policy> searchMaster(std::uint64_t seed, const SearchBudget& budget) {
    return std::make_unique<SearchMaster>(seed, budget);
}

std::unique_ptr<Policy> searchHeroes(std::uint64_t seed, Strength strength) {
    return searchHeroes(seed, budgetOf(strength));
}

std::unique_ptr<Policy> searchHeroes(std::uint64_t seed, const SearchBudget& budget) {
    // One search for either side: it decides for the side to move (GameState::toMove()).
    return std::make_unique<SearchMaster>(seed, budget);
}

std::optional<double> lastSearchPercent(const Policy& p) {
    if (const auto* search = dynamic_cast<const SearchMaster*>(&p)) return search->lastPercent();
    return std::nullopt;
}

}  // namespace cata::ai
