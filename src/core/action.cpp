// Names and readable forms of actions (action.h).
#include "cata/core/action.h"

#include <type_traits>

namespace cata {

namespace {

// The JSON name of each kind, one overload each (no generic one: a new kind needs its name).
constexpr std::string_view typeName(const Walk&) { return "walk"; }
constexpr std::string_view typeName(const Run&) { return "run"; }
constexpr std::string_view typeName(const Shift&) { return "shift"; }
constexpr std::string_view typeName(const Melee&) { return "melee"; }
constexpr std::string_view typeName(const PowerfulAttack&) { return "powerful_attack"; }
constexpr std::string_view typeName(const Shot&) { return "shot"; }
constexpr std::string_view typeName(const SharpShot&) { return "sharp_shot"; }
constexpr std::string_view typeName(const CastSpell&) { return "cast_spell"; }
constexpr std::string_view typeName(const OpenDoor&) { return "open_door"; }
constexpr std::string_view typeName(const CloseDoor&) { return "close_door"; }
constexpr std::string_view typeName(const Take&) { return "take"; }
constexpr std::string_view typeName(const Give&) { return "give"; }
constexpr std::string_view typeName(const PickLock&) { return "pick_lock"; }
constexpr std::string_view typeName(const BreakDoor&) { return "break_door"; }
constexpr std::string_view typeName(const Wait&) { return "wait"; }
constexpr std::string_view typeName(const Drink&) { return "drink"; }
constexpr std::string_view typeName(const Pour&) { return "pour"; }
constexpr std::string_view typeName(const Jump&) { return "jump"; }
constexpr std::string_view typeName(const SpecialAction&) { return "special_action"; }
constexpr std::string_view typeName(const ChallengeDuel&) { return "challenge_duel"; }
constexpr std::string_view typeName(const Crush&) { return "crush"; }
constexpr std::string_view typeName(const EndTurn&) { return "end_turn"; }
constexpr std::string_view typeName(const Exit&) { return "exit"; }
constexpr std::string_view typeName(const BreakFree&) { return "break_free"; }
constexpr std::string_view typeName(const MoveAnyway&) { return "move_anyway"; }
constexpr std::string_view typeName(const Stay&) { return "stay"; }
constexpr std::string_view typeName(const UseDestiny&) { return "use_destiny"; }
constexpr std::string_view typeName(const DeclineDestiny&) { return "decline_destiny"; }
constexpr std::string_view typeName(const Pass&) { return "pass"; }
constexpr std::string_view typeName(const SoloRoll&) { return "solo_roll"; }

}  // namespace

std::string_view actionType(const Action& a) {
    return std::visit([](const auto& x) { return typeName(x); }, a);
}

int actionActor(const Action& a) {
    return std::visit(
        [](const auto& x) -> int {
            if constexpr (requires { x.actor; }) return x.actor;
            else return -1;
        },
        a);
}

bool isMove(const Action& a) {
    return std::holds_alternative<Shift>(a) || std::holds_alternative<Crush>(a) || isBlockableMove(a);
}

bool isBlockableMove(const Action& a) {
    return std::holds_alternative<Walk>(a) || std::holds_alternative<Run>(a) || std::holds_alternative<Jump>(a);
}

std::string toString(const Action& a) {
    std::string out(actionType(a));
    std::visit(
        [&out](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Jump> || std::is_same_v<T, Crush>)
                out += "(" + std::to_string(x.actor) + " -> " + coords(x.to) + ")";
            else if constexpr (std::is_same_v<T, Run>)
                out += "(" + std::to_string(x.actor) + " -> " + coords(x.via) + " -> " + coords(x.to) + ")";
            else if constexpr (std::is_same_v<T, Shift>)
                out += "(" + std::to_string(x.actor) + " -> " + coords(x.through) + " -> " + coords(x.to) + ")";
            else if constexpr (std::is_same_v<T, CastSpell>)
                out += "(" + std::to_string(x.actor) + " " + x.spell + " -> " + std::to_string(x.target) + ")";
            else if constexpr (std::is_same_v<T, Give>)
                out += "(" + std::to_string(x.actor) + " item " + std::to_string(x.item) + " -> " + std::to_string(x.to) + ")";
            else if constexpr (std::is_same_v<T, Pour>)
                out += "(" + std::to_string(x.actor) + " item " + std::to_string(x.item) + " -> " +
                       std::to_string(x.target) + ")";
            else if constexpr (requires { x.target; })
                out += "(" + std::to_string(x.actor) + " -> " + std::to_string(x.target) + ")";
            else if constexpr (requires { x.object; })
                out += "(" + std::to_string(x.actor) + " object " + std::to_string(x.object) + ")";
            else if constexpr (requires { x.item; })
                out += "(" + std::to_string(x.actor) + " item " + std::to_string(x.item) + ")";
            else if constexpr (requires { x.action; })
                out += "(" + std::to_string(x.actor) + " #" + std::to_string(x.action) + ")";
            else if constexpr (requires { x.actor; })
                out += "(" + std::to_string(x.actor) + ")";
        },
        a);
    return out;
}

}  // namespace cata
