// Readable forms of events (event.h), for logs and golden transcripts.
#include "cata/core/event.h"

#include <type_traits>

namespace cata {

namespace {

std::string faces(const std::vector<PowerFace>& f) {
    std::string out = "[";
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (i) out += " ";
        out += f[i] == PowerFace::Blank ? "-" : f[i] == PowerFace::Success ? "I" : "I*";
    }
    return out + "]";
}

std::string_view statusName(StatusChange c) {
    switch (c) {
        case StatusChange::CaughtFire: return "caught fire";
        case StatusChange::FireWentOut: return "fire went out";
        case StatusChange::Poisoned: return "poisoned";
        case StatusChange::Cured: return "cured";
        case StatusChange::Webbed: return "webbed";
        case StatusChange::BrokeFree: return "broke free";
        case StatusChange::Stunned: return "stunned";
        case StatusChange::WentDown: return "down";
        case StatusChange::StoodUp: return "stood up";
        case StatusChange::Died: return "died";
        case StatusChange::LeftBoard: return "left the board";
        case StatusChange::Exited: return "exited";
    }
    return "?";
}

std::string_view objectChangeName(ObjectChange c) {
    switch (c) {
        case ObjectChange::Opened: return "opened";
        case ObjectChange::Closed: return "closed";
        case ObjectChange::LockPicked: return "lock picked";
        case ObjectChange::Damaged: return "damaged";
        case ObjectChange::BrokenDown: return "broken down";
        case ObjectChange::TrapSprung: return "trap sprung";
        case ObjectChange::TrapAvoided: return "trap avoided";
        case ObjectChange::TrapRevealed: return "trap revealed";
    }
    return "?";
}

}  // namespace

const std::string& eventRule(const Event& e) {
    return std::visit([](const auto& x) -> const std::string& { return x.rule; }, e);
}

std::string toString(const Event& e) {
    std::string out = std::visit(
        [](const auto& x) -> std::string {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, TurnBegan>)
                return "turn " + std::to_string(x.turn) + " " + std::string(sideKey(x.side)) + " begin";
            else if constexpr (std::is_same_v<T, TurnEnded>)
                return "turn " + std::to_string(x.turn) + " " + std::string(sideKey(x.side)) + " end";
            else if constexpr (std::is_same_v<T, Moved>)
                return "#" + std::to_string(x.who) + " moved " + coords(x.from) + " -> " + coords(x.to);
            else if constexpr (std::is_same_v<T, TestRolled>)
                return "#" + std::to_string(x.who) + " " + x.purpose + " test " +
                       std::string(characteristicKey(x.characteristic)) + " " + faces(x.roll.faces) + " = " +
                       std::to_string(x.roll.result) + " vs " + std::to_string(x.roll.difficulty) +
                       (x.roll.passed ? " pass" : " fail");
            else if constexpr (std::is_same_v<T, D6Rolled>) {
                std::string v;
                for (int d : x.values) v += (v.empty() ? "" : " ") + std::to_string(d);
                return x.purpose + " D6 [" + v + "] = " + std::to_string(x.total);
            } else if constexpr (std::is_same_v<T, Missed>)
                return "#" + std::to_string(x.attacker) + " missed #" + std::to_string(x.target);
            else if constexpr (std::is_same_v<T, Wounded>)
                return "#" + std::to_string(x.who) + " wounded " + std::to_string(x.wounds) +
                       (x.location ? " on " + std::string(locationKey(*x.location)) : std::string()) + " (" +
                       std::to_string(x.raw) + " - " + std::to_string(x.armour) + (x.critical ? ", critical" : "") +
                       "), hp " + std::to_string(x.hp_after);
            else if constexpr (std::is_same_v<T, Healed>)
                return "#" + std::to_string(x.who) + " healed " + std::to_string(x.amount) + ", hp " +
                       std::to_string(x.hp_after);
            else if constexpr (std::is_same_v<T, StatusChanged>)
                return "#" + std::to_string(x.who) + " " + std::string(statusName(x.change));
            else if constexpr (std::is_same_v<T, ApLost>)
                return "#" + std::to_string(x.who) + " loses " + std::to_string(x.amount) + " AP";
            else if constexpr (std::is_same_v<T, ReinforcementArrived>)
                return "#" + std::to_string(x.who) + " arrives at " + coords(x.at);
            else if constexpr (std::is_same_v<T, ObjectChanged>)
                return "object " + std::to_string(x.object) + " " + std::string(objectChangeName(x.change));
            else if constexpr (std::is_same_v<T, ItemMoved>)
                return "item " + std::to_string(x.item) + " " + std::to_string(x.from) + " -> " + std::to_string(x.to);
            else if constexpr (std::is_same_v<T, WaitingBanked>)
                return "#" + std::to_string(x.who) + " waits, " + std::to_string(x.points) + " points";
            else if constexpr (std::is_same_v<T, DuelChanged>)
                return std::string(x.began ? "duel " : "duel over ") + std::to_string(x.challenger) + " vs " +
                       std::to_string(x.target);
            else if constexpr (std::is_same_v<T, SpellCast>)
                return "#" + std::to_string(x.who) + " casts " + x.spell + " on #" + std::to_string(x.target) +
                       ", tier " + std::to_string(x.tier);
            else if constexpr (std::is_same_v<T, SpecialActionTried>)
                return "#" + std::to_string(x.who) + " special action " + std::to_string(x.action) +
                       (x.succeeded ? " succeeded" : " failed");
            else if constexpr (std::is_same_v<T, DestinyUsed>)
                return "#" + std::to_string(x.who) + (x.reroll ? " re-rolls with destiny" : " cancels wounds with destiny");
            else if constexpr (std::is_same_v<T, UnexpectedEventRolled>)
                return "unexpected event " + std::to_string(x.roll);
            else if constexpr (std::is_same_v<T, DecisionRequired>)
                return std::string(sideKey(x.owner)) + " must decide: " + x.kind;
            else if constexpr (std::is_same_v<T, SoloRolled>)
                return "#" + std::to_string(x.who) + " solo roll " + std::to_string(x.face) + (x.frantic ? ", frantic" : "");
            else if constexpr (std::is_same_v<T, SkillUsed>)
                return "#" + std::to_string(x.who) + " skill " + x.skill;
            else
                return std::string(sideKey(x.winner)) + " win: " + x.reason;
        },
        e);
    const std::string& rule = eventRule(e);
    if (!rule.empty()) out += " [" + rule + "]";
    return out;
}

}  // namespace cata
