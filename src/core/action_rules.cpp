// Actions in general: the questions asked of an action (cost, may it roll dice, may it reveal
// something, is it legal, what does it do, which squares does its movement enter, what test of
// its own does it make and what does its roll lead to), each one std::visit to the overloads of
// the action's kind in its family's file (rules.h lists them; there is no generic overload);
// the checks common to every action of a character (R7 AP, R42 waiting, R30 web, R46 duel); the
// public apply() (bookkeeping, the action, then what follows every action: R52 victory, R27 and
// R12 decisions announced, the R42 waiting window).
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "cata/core/game_state.h"
#include "rules.h"

namespace cata {

int Rules::cost(const GameState& s, const Action& a) {
    return std::visit([&s](const auto& x) { return costOf(s, x); }, a);
}

bool Rules::rollsDice(const GameState& s, const Action& a) {
    return std::visit([&s](const auto& x) { return rollsDiceOf(s, x); }, a);
}

bool Rules::reveals(const GameState& s, const Action& a) {
    return std::visit([&s](const auto& x) { return revealsOf(s, x); }, a);
}

std::optional<ActionRefusal> Rules::check(const GameState& s, const Action& a) {
    if (s.isOver()) return refuse(s, RefusalKey::GameOver, SideOf{s.d_.result->winner});
    return std::visit([&s](const auto& x) { return checkOf(s, x); }, a);
}

void Rules::step(GameState& s, const Action& a, Events& ev) {
    std::visit([&s, &ev](const auto& x) { applyOf(s, x, ev); }, a);
}

Rules::MovePath Rules::movePath(const Action& a) {
    return std::visit([](const auto& x) { return pathOf(x); }, a);
}

namespace {

/// Kind K makes a test of its own: its testOf gives a TestSpec (rules.h), not NoOwnTest.
template <class K>
constexpr bool kMakesOwnTest =
    std::is_same_v<decltype(Rules::testOf(std::declval<const GameState&>(), std::declval<const K&>())),
                   Rules::TestSpec>;

}  // namespace

std::optional<Rules::TestSpec> Rules::actionTest(const GameState& s, const Action& a) {
    return std::visit(
        [&s](const auto& x) -> std::optional<TestSpec> {
            if constexpr (kMakesOwnTest<std::decay_t<decltype(x)>>)
                return testOf(s, x);
            else
                return std::nullopt;
        },
        a);
}

void Rules::testOutcome(GameState& s, const Action& a, const TestRoll& roll, Events& ev) {
    std::visit(
        [&s, &roll, &ev](const auto& x) {
            if constexpr (kMakesOwnTest<std::decay_t<decltype(x)>>) testOutcomeOf(s, x, roll, ev);
        },
        a);
}

std::optional<ActionRefusal> Rules::decisionPending(const GameState& s) {
    if (!s.d_.pending) return std::nullopt;
    const PendingDecision& p = *s.d_.pending;
    return refuse(s, p.kind == DecisionKind::Block ? RefusalKey::BlockPending : RefusalKey::DestinyPending,
                  SideOf{p.owner}, Who{p.who});
}

std::optional<ActionRefusal> Rules::checkActor(const GameState& s, int who, int cost, const Acting& how) {
    if (auto why = decisionPending(s)) return why;
    if (!validCharacter(s, who)) return refuse(s, RefusalKey::NoCharacter, Num{who});
    const CharacterState& c = s.character(who);
    const Side side = decider(s);
    if (c.side != side) return refuse(s, RefusalKey::OtherSide, Who{who}, SideOf{c.side}, SideOf{side});
    switch (c.presence) {
        case Presence::OnBoard:
            break;
        case Presence::Down:
            return refuse(s, RefusalKey::ActorDown, Who{who});
        case Presence::Casualty:
            return refuse(s, RefusalKey::ActorOffBoard, Who{who});
        case Presence::Dead:
            return refuse(s, RefusalKey::ActorDead, Who{who});
        case Presence::Exited:
            return refuse(s, RefusalKey::ActorExited, Who{who});
    }
    if (s.d_.waiting_window) {
        if (c.waiting < cost) return refuse(s, RefusalKey::NoWaitingPoints, Num{cost}, Num{c.waiting});
    } else if (c.ap < cost) {
        return refuse(s, RefusalKey::NoAp, Num{cost}, Num{c.ap});
    }
    if (s.d_.waiting_window && !how.in_waiting_window) return refuse(s, RefusalKey::NotWhileWaiting);
    if (c.webbed > 0 && !how.while_webbed) return refuse(s, RefusalKey::Webbed, Who{who});  // R30
    // R46: duellists may only move toward each other, then attack each other in melee. A webbed
    // duellist may break free (R30: the one thing it may do; else neither could ever act again).
    if (c.duel_with >= 0 && !(c.webbed > 0 && how.while_webbed)) {
        if (meleeReach(s, who, footprint(s, c.duel_with))) {
            if (how.melee_target != c.duel_with)
                return refuse(s, RefusalKey::DuelAttackOnly, Who{who}, Who{c.duel_with});
        } else {
            if (!how.moves_to) return refuse(s, RefusalKey::DuelMoveToward, Who{who}, Who{c.duel_with});
            const Footprint target = footprint(s, c.duel_with);
            if (distance(footprintAt(s, who, *how.moves_to), target) >= distance(footprint(s, who), target))
                return refuse(s, RefusalKey::DuelMoveToward, Who{who}, Who{c.duel_with});
        }
    }
    return std::nullopt;
}

std::optional<ActionRefusal> GameState::refusal(const Action& a) const { return Rules::check(*this, a); }

std::optional<std::string> GameState::whyIllegal(const Action& a) const {
    auto why = Rules::check(*this, a);
    return why ? std::optional<std::string>(std::move(why->text)) : std::nullopt;
}

bool GameState::allowed(const Action& a) const {
    const Rules::ScopeGuard scope(*this);  // quiet: no message is built
    return !Rules::check(*this, a).has_value();
}

ActionInfo GameState::info(const Action& a) const {
    ActionInfo i;
    i.ap = Rules::cost(*this, a);
    i.rolls_dice = Rules::rollsDice(*this, a);
    i.reveals = Rules::reveals(*this, a);
    return i;
}

int GameState::cost(const Action& a) const { return Rules::cost(*this, a); }

std::vector<Event> GameState::apply(const Action& a) {
    if (auto why = Rules::check(*this, a)) throw std::invalid_argument(why->text);
    ++d_.actions_applied;
    const bool window_was_open = d_.waiting_window;
    // R13: the free crush step is only offered as the very next action of its side.
    if (d_.crush && !std::holds_alternative<Crush>(a) && Rules::decider(*this) == character(d_.crush->actor).side)
        d_.crush.reset();
    Events ev;
    // R27 decisions of the start of a side are answered before its first action: like the end
    // of a turn, the answer opens no R42 waiting window.
    const bool turn_start = d_.pending && Rules::atTurnStart(*d_.pending);
    Rules::step(*this, a, ev);
    Rules::afterAction(*this, turn_start ? Action{EndTurn{}} : a, window_was_open, ev);
    return ev;
}

Event Rules::decisionRequired(const PendingDecision& p) {
    return DecisionRequired{p.owner,
                            p.kind == DecisionKind::Block           ? "block"
                            : p.kind == DecisionKind::DestinyReroll ? "destiny_reroll"
                                                                    : "destiny_cancel",
                            p.who, p.kind == DecisionKind::Block ? "R12" : "R27"};
}

bool Rules::anyHeroWaiting(const GameState& s) {
    for (const CharacterState& c : s.d_.characters)
        if (c.side == Side::Heroes && c.presence == Presence::OnBoard && c.waiting > 0 && c.webbed == 0) return true;
    return false;
}

void Rules::afterAction(GameState& s, const Action& a, bool window_was_open, Events& ev) {
    if (!s.d_.result) checkConditions(s, ev);
    if (s.d_.result) {
        s.d_.pending.reset();
        s.d_.waiting_window = false;
        s.d_.crush.reset();
        return;
    }
    if (s.d_.pending) {
        ev.push_back(decisionRequired(*s.d_.pending));
        return;
    }
    // R42: between two Master actions, heroes with waiting points may act. R44: a solo-table
    // roll is the first half of a creature's action (the roll decides what it does next), not
    // an action of its own: the window opens after what it decides, not in between.
    if (window_was_open) {
        if (!anyHeroWaiting(s)) s.d_.waiting_window = false;
    } else if (s.d_.side == Side::Master && !std::holds_alternative<EndTurn>(a) && !std::holds_alternative<Pass>(a) &&
               !std::holds_alternative<SoloRoll>(a)) {
        if (anyHeroWaiting(s)) {
            s.d_.waiting_window = true;
            ev.push_back(DecisionRequired{Side::Heroes, "waiting", -1, "R42"});
        }
    }
}

}  // namespace cata
