// GameState::legalActions(): every candidate action of the deciding side generated in a quiet
// check scope (rules.h), kept when Rules::check passes it, sorted and flagged (ActionInfo).
#include <algorithm>
#include <cstdint>

#include "cata/core/game_state.h"
#include "rules.h"

namespace cata {

namespace {

// In Pos order, so that walks, runs and shifts come out of the generation already sorted.
const Pos kDirs[8] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

}  // namespace

std::vector<LegalAction> GameState::legalActions() const {
    if (isOver()) return {};
    // Quiet checks, characterAt from an index, one occupancy for every sight line (R22).
    const Rules::ScopeGuard scope(*this);
    // Each candidate is checked as it is generated; the legal ones are kept.
    std::vector<Action> passing;
    auto consider = [&](Action a) {
        if (!Rules::check(*this, a)) passing.push_back(std::move(a));
    };
    if (d_.pending) {
        if (d_.pending->kind == DecisionKind::Block) {
            consider(MoveAnyway{});
            consider(Stay{});
        } else {
            consider(UseDestiny{});
            consider(DeclineDestiny{});
        }
    } else {
        const Side side = Rules::decider(*this);
        consider(d_.waiting_window ? Action{Pass{}} : Action{EndTurn{}});
        if (d_.crush) consider(Crush{d_.crush->actor, d_.crush->to});
        const int n = static_cast<int>(d_.characters.size());
        for (int who = 0; who < n; ++who) {
            const CharacterState& c = character(who);
            if (c.side != side || c.presence != Presence::OnBoard) continue;
            if (Rules::budget(*this, who) <= 0) continue;
            if (c.webbed > 0) {
                consider(BreakFree{who});
                continue;
            }
            const int agility = effective(who, Characteristic::Agility);  // R43
            for (Pos d : kDirs) {
                const Pos to = c.pos + d;
                if (!board_.inside(to)) continue;
                consider(Walk{who, to});
                const int through = characterAt(to);
                const bool ally = through >= 0 && character(through).side == c.side;
                // R9: checkOf(Run) checks a run's first step before anything else of the run, so
                // when that step fails no run through `to` is legal: none is a candidate.
                const bool run_through = !Rules::checkStep(*this, who, c.pos, to, false, true);
                for (Pos d2 : kDirs) {
                    const Pos to2 = to + d2;
                    if (to2 == c.pos || !board_.inside(to2)) continue;
                    if (run_through) consider(Run{who, to, to2});
                    if (ally) consider(Shift{who, to, to2});
                }
                for (int k = 1; k <= Rules::kMaxJump && Rules::jumpDifficulty(*this, k) <= agility * agility; ++k) {
                    // R43: a jump over k squares passes over the squares of the jump over k - 1
                    // and one more; when that one cannot be jumped over, no longer jump is legal.
                    const Pos over{c.pos.x + d.x * k, c.pos.y + d.y * k};
                    if (!Rules::jumpOverAllowed(*this, who, over - d, over)) break;
                    consider(Jump{who, {c.pos.x + d.x * (k + 1), c.pos.y + d.y * (k + 1)}});
                }
            }
            for (int t = 0; t < n; ++t) {
                for (const std::string& sp : card(who).spells) consider(CastSpell{who, sp, t});
                if (character(t).side == c.side) continue;  // the rest targets opponents only
                const int gap = Rules::gap(*this, who, t);  // R37: between footprints
                if (gap <= Rules::meleeRange(*this, who)) {
                    consider(Melee{who, t});
                    consider(PowerfulAttack{who, t});
                }
                if (gap > 1) {
                    consider(Shot{who, t});
                    consider(SharpShot{who, t});
                }
                consider(ChallengeDuel{who, t});
            }
            for (std::size_t o = 0; o < d_.objects.size(); ++o) {
                if (distance(Footprint{content_->quest.objects[o].at}, Rules::footprint(*this, who)) > 1) continue;
                const int oi = static_cast<int>(o);
                consider(OpenDoor{who, oi});
                consider(CloseDoor{who, oi});
                consider(PickLock{who, oi});
                consider(BreakDoor{who, oi});
            }
            for (std::size_t i = 0; i < d_.items.size(); ++i) {
                const int ii = static_cast<int>(i);
                if (d_.items[i].holder == who) {
                    consider(Drink{who, ii});
                    for (int t = 0; t < n; ++t) {
                        if (t == who || Rules::gap(*this, t, who) > 1) continue;
                        consider(Give{who, t, ii});
                        consider(Pour{who, t, ii});
                    }
                } else {
                    consider(Take{who, ii});
                }
            }
            consider(Wait{who});
            consider(Exit{who});
            if (d_.options.solo_master) consider(SoloRoll{who});  // R44
            for (std::size_t k = 0; k < content_->quest.special_actions.size(); ++k)
                consider(SpecialAction{who, static_cast<int>(k)});
        }
    }
    // Sorted by Action's operator<, which orders by kind (the variant's index) first: a stable
    // counting sort of positions by kind, then each kind's run sorted unless it already is
    // (walks, runs, shifts, attacks, objects come out of the generation in order).
    std::size_t count[std::variant_size_v<Action> + 1] = {};
    for (const Action& a : passing) ++count[a.index() + 1];
    for (std::size_t k = 1; k <= std::variant_size_v<Action>; ++k) count[k] += count[k - 1];
    std::vector<std::uint32_t> order(passing.size());
    for (std::size_t i = 0; i < passing.size(); ++i) order[count[passing[i].index()]++] = static_cast<std::uint32_t>(i);
    const auto less = [&passing](std::uint32_t x, std::uint32_t y) { return passing[x] < passing[y]; };
    for (std::size_t from = 0; from < order.size();) {
        std::size_t to = from + 1;
        while (to < order.size() && passing[order[to]].index() == passing[order[from]].index()) ++to;
        if (!std::is_sorted(order.begin() + static_cast<std::ptrdiff_t>(from),
                            order.begin() + static_cast<std::ptrdiff_t>(to), less))
            std::sort(order.begin() + static_cast<std::ptrdiff_t>(from),
                      order.begin() + static_cast<std::ptrdiff_t>(to), less);
        from = to;
    }
    std::vector<LegalAction> out;
    out.reserve(order.size());
    for (std::uint32_t i : order) {
        if (!out.empty() && out.back().action == passing[i]) continue;  // unique
        out.push_back({std::move(passing[i]), {}});
        out.back().info = info(out.back().action);
    }
    return out;
}

}  // namespace cata
