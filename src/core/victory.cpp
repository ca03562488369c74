// Victory and defeat (rulebook "Quests"; R52): the quest's conditions, checked after every
// action, and the defaults (all heroes dead or down at the end of a turn, the turn limit,
// checked in turn.cpp; no hero left on the board who could still win, heroesBeaten).
#include <algorithm>
#include <functional>

#include "rules.h"

namespace cata {

namespace {

bool onExit(const QuestDef& q, const Condition& c, Pos p) {
    if (std::find(c.squares.begin(), c.squares.end(), p) != c.squares.end()) return true;
    const ZoneDef* z = c.zone.empty() ? nullptr : q.zone(c.zone);
    return z && std::binary_search(z->squares.begin(), z->squares.end(), p);
}

std::string describe(const Condition& c) {
    switch (c.type) {
        case ConditionType::ChestOpened: return "chest_opened " + c.target;
        case ConditionType::CellOpened: return "cell_opened " + c.target;
        case ConditionType::DoorOpened: return "door_opened " + c.target;
        case ConditionType::CharacterKilled: return "character_killed " + c.target;
        case ConditionType::CardKilled: return "card_killed " + c.target;
        case ConditionType::AllHeroesOut: return "all_heroes_out";
        case ConditionType::ItemCarriedOut: return "item_carried_out " + c.target;
        case ConditionType::SpecialActionSucceeded: return "special_action_succeeded " + c.target;
        case ConditionType::AllHeroesDown: return "all_heroes_down";
        case ConditionType::TurnReached: return "turn_reached " + std::to_string(c.turns);
        case ConditionType::AllOf: return "all";
        case ConditionType::AnyOf: return "any";
    }
    return "?";
}

}  // namespace

bool Rules::allHeroesDownOrDead(const GameState& s) {
    bool any = false;
    for (const CharacterState& c : s.d_.characters) {
        if (c.side != Side::Heroes) continue;
        any = true;
        if (c.presence == Presence::OnBoard || c.presence == Presence::Exited) return false;
    }
    return any;
}

bool Rules::holds(const GameState& s, const Condition& c) {
    const QuestDef& q = quest(s);
    const GameStateData& d = s.d_;
    auto objectOpen = [&](const std::string& id) {
        for (std::size_t i = 0; i < q.objects.size(); ++i)
            if (q.objects[i].id == id) return d.objects[i].open || d.objects[i].broken;
        return false;
    };
    switch (c.type) {
        case ConditionType::ChestOpened:
        case ConditionType::CellOpened:
        case ConditionType::DoorOpened: return objectOpen(c.target);
        case ConditionType::CharacterKilled: {
            const int who = s.characterIndex(c.target);
            if (who < 0) return false;
            const Presence p = s.character(who).presence;
            return p == Presence::Casualty || p == Presence::Dead;
        }
        case ConditionType::CardKilled: {
            bool any = false;
            for (const CharacterState& ch : d.characters) {
                if (ch.card != c.target) continue;
                any = true;
                if (ch.presence != Presence::Dead) return false;
            }
            return any;
        }
        case ConditionType::AllHeroesOut: {
            bool any = false;
            for (const CharacterState& ch : d.characters) {
                if (ch.side != Side::Heroes || ch.presence == Presence::Dead) continue;
                if (ch.presence != Presence::Exited || !ch.exited_at || !onExit(q, c, *ch.exited_at)) return false;
                any = true;
            }
            return any;
        }
        case ConditionType::ItemCarriedOut:
            for (const ItemState& it : d.items) {
                if (it.id != c.target || !it.carried_out || it.holder < 0) continue;
                const CharacterState& h = s.character(it.holder);
                if (h.exited_at && onExit(q, c, *h.exited_at)) return true;
            }
            return false;
        case ConditionType::SpecialActionSucceeded:
            for (std::size_t i = 0; i < q.special_actions.size(); ++i)
                if (q.special_actions[i].id == c.target &&
                    std::find(d.special_succeeded.begin(), d.special_succeeded.end(), static_cast<int>(i)) !=
                        d.special_succeeded.end())
                    return true;
            return false;
        case ConditionType::AllHeroesDown: return allHeroesDownOrDead(s);
        case ConditionType::TurnReached: return d.turn >= c.turns;
        case ConditionType::AllOf:
            return std::all_of(c.of.begin(), c.of.end(), [&](const Condition& sub) { return holds(s, sub); });
        case ConditionType::AnyOf:
            return std::any_of(c.of.begin(), c.of.end(), [&](const Condition& sub) { return holds(s, sub); });
    }
    return false;
}

bool Rules::mayStillHold(const GameState& s, const Condition& c, bool acting) {
    if (holds(s, c)) return true;
    const QuestDef& q = quest(s);
    switch (c.type) {
        case ConditionType::AllHeroesOut: {
            // A hero out another way never comes back (R52). With no hero left to act, the down
            // ones die (nobody raises them, R25) and the condition holds if one got out here.
            bool any = false;
            for (const CharacterState& ch : s.d_.characters) {
                if (ch.side != Side::Heroes || ch.presence != Presence::Exited) continue;
                if (!ch.exited_at || !onExit(q, c, *ch.exited_at)) return false;
                any = true;
            }
            return acting || any;
        }
        case ConditionType::ItemCarriedOut:
            // Gone for good: used up, or out with a hero who left another way.
            for (const ItemState& it : s.d_.items)
                if (it.id == c.target && !it.used && !it.carried_out) return acting;
            return false;
        case ConditionType::SpecialActionSucceeded:
            for (const SpecialActionDef& def : q.special_actions)
                if (def.id == c.target) return acting || !def.heroes;
            return false;
        case ConditionType::AllOf:
            return std::all_of(c.of.begin(), c.of.end(),
                               [&](const Condition& sub) { return mayStillHold(s, sub, acting); });
        case ConditionType::AnyOf:
            return std::any_of(c.of.begin(), c.of.end(),
                               [&](const Condition& sub) { return mayStillHold(s, sub, acting); });
        default:
            // Objects the Master may open too, characters who may fall by other means, turns
            // that pass: not certainly lost.
            return true;
    }
}

std::optional<ExitOutlook> GameState::exitOutlook(const Exit& e) const {
    if (!isLegal(e)) return std::nullopt;
    ExitOutlook out;
    out.items = carried(e.actor);
    GameState after = *this;  // Exit rolls no dice: the copy's own dice are never drawn
    after.apply(e);
    if (after.isOver()) {
        out.ends_with = after.result()->winner;
        out.can_still_win = *out.ends_with == Side::Heroes;
    }
    for (int who = 0; who < static_cast<int>(after.characters().size()); ++who)
        if (after.character(who).side == Side::Heroes && after.able(who)) ++out.heroes_left;
    if (!out.ends_with) {
        const QuestDef& q = content_->quest;
        out.can_still_win = std::any_of(q.victory.begin(), q.victory.end(), [&](const Condition& c) {
            return Rules::mayStillHold(after, c, out.heroes_left > 0);
        });
    }
    return out;
}

bool Rules::heroesBeaten(const GameState& s, bool end_of_turn) {
    bool gone_out = false;
    for (const CharacterState& ch : s.d_.characters) {
        if (ch.side != Side::Heroes) continue;
        if (ch.presence == Presence::OnBoard) return false;
        // R52: a down hero counts until the end of the turn, like in "all dead or down".
        if (ch.presence == Presence::Down && !end_of_turn) return false;
        gone_out = gone_out || ch.presence == Presence::Exited;
    }
    // Without a hero gone out, R52's own "all dead or down at the end of a turn" applies.
    if (!gone_out) return false;
    const QuestDef& q = quest(s);
    return std::none_of(q.victory.begin(), q.victory.end(),
                        [&](const Condition& c) { return mayStillHold(s, c, false); });
}

void Rules::checkConditions(GameState& s, Events& ev) {
    const QuestDef& q = quest(s);
    for (std::size_t i = 0; i < q.victory.size(); ++i)
        if (holds(s, q.victory[i])) {
            endGame(s, Side::Heroes, "victory condition " + std::to_string(i + 1) + " (" + describe(q.victory[i]) + ")", ev);
            return;
        }
    for (std::size_t i = 0; i < q.defeat.size(); ++i)
        if (holds(s, q.defeat[i])) {
            endGame(s, Side::Master, "defeat condition " + std::to_string(i + 1) + " (" + describe(q.defeat[i]) + ")", ev);
            return;
        }
    endIfHeroesBeaten(s, false, ev);
}

bool Rules::endIfHeroesBeaten(GameState& s, bool end_of_turn, Events& ev) {
    if (!heroesBeaten(s, end_of_turn)) return false;
    endGame(s, Side::Master, "no hero left on the board who can still win", ev);
    return true;
}

void Rules::endGame(GameState& s, Side winner, const std::string& reason, Events& ev) {
    if (s.d_.result) return;
    s.d_.result = GameResult{winner, reason, "R52"};
    ev.push_back(GameEnded{winner, reason, "R52"});
}

std::optional<ZoneGoal> GameState::zoneGoal(const std::string& zone, std::optional<Pos> square) const {
    const QuestDef& q = content_->quest;
    const auto exit = [&](const Condition& c) {
        return (!zone.empty() && c.zone == zone) ||
               (square && std::find(c.squares.begin(), c.squares.end(), *square) != c.squares.end());
    };
    std::optional<ZoneGoal> goal;
    const std::function<void(const Condition&)> visit = [&](const Condition& c) {
        if (goal) return;
        if (c.type == ConditionType::AllOf || c.type == ConditionType::AnyOf) {
            for (const Condition& sub : c.of) visit(sub);
        } else if (c.type == ConditionType::ItemCarriedOut && exit(c)) {
            goal = ZoneGoal{ZoneGoal::Kind::ExitWithItem, c.target};
        } else if (c.type == ConditionType::AllHeroesOut && exit(c)) {
            goal = ZoneGoal{ZoneGoal::Kind::ExitAll, {}};
        } else if (c.type == ConditionType::SpecialActionSucceeded && !zone.empty()) {
            for (const SpecialActionDef& a : q.special_actions)
                if (a.id == c.target && a.where == WhereKind::InZone && a.where_target == zone)
                    goal = ZoneGoal{ZoneGoal::Kind::SpecialAction, a.id};
        }
    };
    for (const Condition& c : q.victory) visit(c);
    return goal;
}

}  // namespace cata
