// Names and readable forms of actions (action.h).
#include "cata/core/action.h"

#include <type_traits>

namespace cata {

namespace {

template <class T>
constexpr std::string_view typeName() {
    if constexpr (std::is_same_v<T, Walk>) return "walk";
    else if constexpr (std::is_same_v<T, Run>) return "run";
    else if constexpr (std::is_same_v<T, Shift>) return "shift";
    else if constexpr (std::is_same_v<T, Melee>) return "melee";
    else if constexpr (std::is_same_v<T, PowerfulAttack>) return "powerful_attack";
    else if constexpr (std::is_same_v<T, Shot>) return "shot";
    else if constexpr (std::is_same_v<T, SharpShot>) return "sharp_shot";
    else if constexpr (std::is_same_v<T, CastSpell>) return "cast_spell";
    else if constexpr (std::is_same_v<T, OpenDoor>) return "open_door";
    else if constexpr (std::is_same_v<T, CloseDoor>) return "close_door";
    else if constexpr (std::is_same_v<T, Take>) return "take";
    else if constexpr (std::is_same_v<T, Give>) return "give";
    else if constexpr (std::is_same_v<T, PickLock>) return "pick_lock";
    else if constexpr (std::is_same_v<T, BreakDoor>) return "break_door";
    else if constexpr (std::is_same_v<T, Wait>) return "wait";
    else if constexpr (std::is_same_v<T, Drink>) return "drink";
    else if constexpr (std::is_same_v<T, Pour>) return "pour";
    else if constexpr (std::is_same_v<T, Jump>) return "jump";
    else if constexpr (std::is_same_v<T, SpecialAction>) return "special_action";
    else if constexpr (std::is_same_v<T, ChallengeDuel>) return "challenge_duel";
    else if constexpr (std::is_same_v<T, Crush>) return "crush";
    else if constexpr (std::is_same_v<T, EndTurn>) return "end_turn";
    else if constexpr (std::is_same_v<T, Exit>) return "exit";
    else if constexpr (std::is_same_v<T, BreakFree>) return "break_free";
    else if constexpr (std::is_same_v<T, MoveAnyway>) return "move_anyway";
    else if constexpr (std::is_same_v<T, Stay>) return "stay";
    else if constexpr (std::is_same_v<T, UseDestiny>) return "use_destiny";
    else if constexpr (std::is_same_v<T, DeclineDestiny>) return "decline_destiny";
    else if constexpr (std::is_same_v<T, Pass>) return "pass";
    else return "solo_roll";
}

}  // namespace

std::string_view actionType(const Action& a) {
    return std::visit([](const auto& x) { return typeName<std::decay_t<decltype(x)>>(); }, a);
}

int actionActor(const Action& a) {
    return std::visit(
        [](const auto& x) -> int {
            if constexpr (requires { x.actor; }) return x.actor;
            else return -1;
        },
        a);
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
