// GameState::legalActions(): every candidate action of the deciding side generated in a quiet
// check scope (rules.h), kept when check passes it, sorted and flagged (ActionInfo).
#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <variant>

#include "cata/core/game_state.h"
#include "rules.h"

namespace cata {

namespace {

// In Pos order, so that walks, runs and shifts come out of the generation already sorted.
const Pos kDirs[8] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

/// One kind's run of the legal list (`first`..`last`: positions in `passing` of actions that all
/// hold alternative K): sorted unless it already is, then appended to `out` without repeats,
/// comparing and moving the K structs themselves (Action's operator< and == on one kind).
template <std::size_t K>
void appendRun(std::vector<Action>& passing, std::uint32_t* first, std::uint32_t* last, std::vector<Action>& out) {
    const auto less = [&passing](std::uint32_t x, std::uint32_t y) {
        return std::get<K>(passing[x]) < std::get<K>(passing[y]);
    };
    if (!std::is_sorted(first, last, less)) std::sort(first, last, less);
    const std::size_t start = out.size();
    for (const std::uint32_t* i = first; i != last; ++i) {
        auto& a = std::get<K>(passing[*i]);
        if (out.size() > start && std::get<K>(out.back()) == a) continue;  // unique
        out.emplace_back(std::in_place_index<K>, std::move(a));
    }
}

using RunFn = void (*)(std::vector<Action>&, std::uint32_t*, std::uint32_t*, std::vector<Action>&);
template <std::size_t... K>
constexpr std::array<RunFn, sizeof...(K)> runTable(std::index_sequence<K...>) {
    return {&appendRun<K>...};
}
/// appendRun of each kind, by the variant's index.
constexpr auto kRunOf = runTable(std::make_index_sequence<std::variant_size_v<Action>>{});

}  // namespace

std::vector<Action> Rules::legal(const GameState& s) {
    const GameStateData& d = s.d_;
    const Board& board = s.board_;
    // Each candidate is checked as it is generated; the legal ones are kept.
    std::vector<Action> passing;
    passing.reserve(256);
    auto consider = [&](Action a) {
        if (!check(s, a)) passing.push_back(std::move(a));
    };
    if (d.pending) {
        if (d.pending->kind == DecisionKind::Block) {
            consider(MoveAnyway{});
            consider(Stay{});
        } else {
            consider(UseDestiny{});
            consider(DeclineDestiny{});
        }
    } else {
        const Side side = decider(s);
        consider(d.waiting_window ? Action{Pass{}} : Action{EndTurn{}});
        if (d.crush) consider(Crush{d.crush->actor, d.crush->to});
        const int n = static_cast<int>(d.characters.size());
        for (int who = 0; who < n; ++who) {
            const CharacterState& c = s.character(who);
            if (c.side != side || c.presence != Presence::OnBoard) continue;
            const int ap = budget(s, who);
            if (ap <= 0) continue;
            if (c.webbed > 0) {
                consider(BreakFree{who});
                continue;
            }
            // The actor's part of every check (checkActor) made once for the character: for one
            // on the board, of the deciding side, not webbed and in no duel (R46), it passes an
            // action iff the budget covers its cost and, in the R42 window, the kind may be paid
            // with waiting points (all but Wait and R13's crush). Such a character's candidates
            // get only their kind's own checks (`fast`); a duellist's go through check() whole.
            const bool fast = c.duel_with < 0;
            const int agility = s.effective(who, Characteristic::Agility);  // R43
            // checkStep = stepRefusal (from, to) + enterRefusal (to only): the latter, for a move
            // that ends there (walk, run), once per square within 2 of the character.
            signed char end_ok[25];
            std::fill(std::begin(end_ok), std::end(end_ok), static_cast<signed char>(-1));
            const auto endOk = [&](Pos q) {
                signed char& e = end_ok[(q.y - c.pos.y + 2) * 5 + (q.x - c.pos.x + 2)];
                if (e < 0) e = enterRefusal(s, who, q, true, false) ? 0 : 1;
                return e == 1;
            };
            // stepRefusal between two adjacent squares, `to` on the board: for a one-square
            // footprint (inside once `to` is) it is R10's diagonal alone, none for an immaterial
            // character (R38).
            const bool single = footprint(s, who).single();
            const bool ghost = immaterial(s, who);
            const auto stepOk = [&](Pos from, Pos to) {
                if (single) return ghost || board.diagonalAllowed(from, to);
                return !stepRefusal(s, who, from, to);
            };
            for (Pos dir : kDirs) {
                const Pos to = c.pos + dir;
                if (!board.inside(to)) continue;
                const bool step1 = stepOk(c.pos, to);
                // R9: checkOf(Run) checks a run's first step before anything else of the run, so
                // when that step fails no run through `to` is legal: none is a candidate.
                const bool run_through = step1 && !enterRefusal(s, who, to, false, true);
                if (!fast) {
                    consider(Walk{who, to});
                } else if (step1 && endOk(to)) {  // checkOf(Walk) after the actor: checkStep(pos, to, final)
                    passing.push_back(Walk{who, to});
                }
                const int through = s.characterAt(to);
                const bool ally = through >= 0 && s.character(through).side == c.side && ap >= 2;  // R11: 2 AP
                for (Pos d2 : kDirs) {
                    const Pos to2 = to + d2;
                    if (to2 == c.pos || !board.inside(to2)) continue;
                    if (run_through) {
                        if (!fast) {
                            consider(Run{who, to, to2});
                        } else if (stepOk(to, to2) && endOk(to2)) {  // checkOf(Run): its second step
                            passing.push_back(Run{who, to, to2});
                        }
                    }
                    if (ally) consider(Shift{who, to, to2});
                }
                for (int k = 1; k <= kMaxJump && jumpDifficulty(s, k) <= agility * agility; ++k) {
                    // R43: a jump over k squares passes over the squares of the jump over k - 1
                    // and one more; when that one cannot be jumped over, no longer jump is legal.
                    const Pos over{c.pos.x + dir.x * k, c.pos.y + dir.y * k};
                    if (!jumpOverAllowed(s, who, over - dir, over)) break;
                    const Pos land{c.pos.x + dir.x * (k + 1), c.pos.y + dir.y * (k + 1)};
                    if (!fast) {
                        consider(Jump{who, land});
                    } else if (jumpLandAllowed(s, who, over, land)) {  // checkOf(Jump): the rest is checked above
                        passing.push_back(Jump{who, land});
                    }
                }
            }
            const CharacterCard& card = s.card(who);
            const bool shoots = card.shot_damage > 0;                     // checkAttack refuses a shot otherwise
            const bool duels = d.options.duel && c.side == Side::Heroes;  // checkOf(ChallengeDuel)
            for (const std::string& id : card.spells) {
                // checkOf(CastSpell) refuses every target of a spell the content lacks, that costs
                // more than the budget, or when the caster has no Magic; and a target the spell
                // cannot take (R23), or, but the caster itself, one neither on the board nor down.
                const Spell* sp = s.content().spell(id);
                if (!sp || ap < sp->ap || s.effective(who, Characteristic::Magic) <= 0) continue;
                for (int t = 0; t < n; ++t) {
                    const CharacterState& target = s.character(t);
                    if (!sp->canTarget(t == who, target.side == c.side)) continue;
                    if (t != who && target.presence != Presence::OnBoard && target.presence != Presence::Down) continue;
                    consider(CastSpell{who, id, t});
                }
            }
            for (int t = 0; t < n; ++t) {
                const CharacterState& target = s.character(t);
                if (target.side == c.side) continue;  // the rest targets opponents only
                // checkTargetable: a target on the board or down (the rest refuse it).
                if (target.presence != Presence::OnBoard && target.presence != Presence::Down) continue;
                const int dist = gap(s, who, t);  // R37: between footprints
                if (dist <= meleeRange(s, who)) {
                    if (!fast) {
                        consider(Melee{who, t});
                        consider(PowerfulAttack{who, t});
                    } else if (!checkAttack(s, Melee{who, t})) {  // the same answer for both but the AP
                        passing.push_back(Melee{who, t});
                        if (ap >= 2) passing.push_back(PowerfulAttack{who, t});  // R16: 2 AP
                    }
                }
                if (shoots && dist > 1 && dist >= rules(s).numbers.shot_min_distance) {
                    if (!fast) {
                        consider(Shot{who, t});
                        consider(SharpShot{who, t});
                    } else if (!checkAttack(s, Shot{who, t})) {  // the same answer for both but the AP
                        passing.push_back(Shot{who, t});
                        if (ap >= 2) passing.push_back(SharpShot{who, t});  // R20: 2 AP
                    }
                }
                // checkOf(ChallengeDuel): a target on the board, in no duel.
                if (duels && target.presence == Presence::OnBoard && target.duel_with < 0)
                    consider(ChallengeDuel{who, t});
            }
            for (std::size_t o = 0; o < d.objects.size(); ++o) {
                if (distance(Footprint{quest(s).objects[o].at}, footprint(s, who)) > 1) continue;
                const int oi = static_cast<int>(o);
                consider(OpenDoor{who, oi});
                consider(CloseDoor{who, oi});
                consider(PickLock{who, oi});
                consider(BreakDoor{who, oi});
            }
            for (std::size_t i = 0; i < d.items.size(); ++i) {
                const int ii = static_cast<int>(i);
                if (d.items[i].used) continue;  // checkItem refuses every action on it
                if (d.items[i].holder == who) {
                    consider(Drink{who, ii});
                    for (int t = 0; t < n; ++t) {
                        if (t == who || gap(s, t, who) > 1) continue;
                        consider(Give{who, t, ii});
                        consider(Pour{who, t, ii});
                    }
                } else {
                    consider(Take{who, ii});
                }
            }
            if (c.side == Side::Heroes) {  // heroes only: R42 Wait, R52 Exit
                consider(Wait{who});
                consider(Exit{who});
            }
            if (d.options.solo_master) consider(SoloRoll{who});  // R44
            for (std::size_t k = 0; k < quest(s).special_actions.size(); ++k)
                if (quest(s).special_actions[k].heroes == (c.side == Side::Heroes))  // else SpecialOtherSide
                    consider(SpecialAction{who, static_cast<int>(k)});
        }
    }
    // Sorted by Action's operator<, which orders by kind (the variant's index) first: a stable
    // counting sort of positions by kind, then each kind's run sorted unless it already is
    // (walks, runs, shifts, attacks, objects come out of the generation in order), made unique
    // and appended, each run through its kind's own struct (kRunOf: no variant visit per
    // comparison or move).
    std::size_t count[std::variant_size_v<Action> + 1] = {};
    for (const Action& a : passing) ++count[a.index() + 1];
    for (std::size_t k = 1; k <= std::variant_size_v<Action>; ++k) count[k] += count[k - 1];
    std::vector<std::uint32_t> order(passing.size());
    for (std::size_t i = 0; i < passing.size(); ++i) order[count[passing[i].index()]++] = static_cast<std::uint32_t>(i);
    std::vector<Action> out;
    out.reserve(order.size());
    for (std::size_t from = 0; from < order.size();) {
        const std::size_t kind = passing[order[from]].index();
        std::size_t to = from + 1;
        while (to < order.size() && passing[order[to]].index() == kind) ++to;
        kRunOf[kind](passing, order.data() + from, order.data() + to, out);
        from = to;
    }
    return out;
}

std::vector<Action> GameState::legalList() const {
    if (isOver()) return {};
    // Quiet checks, characterAt from an index, one occupancy for every sight line (R22).
    const Rules::ScopeGuard scope(*this);
    return Rules::legal(*this);
}

std::vector<LegalAction> GameState::legalActions() const {
    if (isOver()) return {};
    const Rules::ScopeGuard scope(*this);  // the flags share the list's scope (R12 blockers...)
    std::vector<Action> list = Rules::legal(*this);
    std::vector<LegalAction> out;
    out.reserve(list.size());
    for (Action& a : list) {
        ActionInfo i = info(a);
        out.push_back({std::move(a), i});
    }
    return out;
}

}  // namespace cata
