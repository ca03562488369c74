// Shared by the `[legal_fast]` tests of the core (tests/core) and of the shipped quests
// (tests/invariants): every action of every kind whose members are near the board, a superset
// of what legalActions() generates, to check that the quiet check (GameState::allowed) says
// exactly what whyIllegal() says, that each reason carries the arguments its key's pattern
// names, and that the legal list holds exactly the legal ones.
// Header-only (the support library's sources are listed in tests/CMakeLists.txt).
#pragma once

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cata/core/game_state.h"

namespace cata::testing {

/// Every action near `s`: for each character (any side, any presence), walks to the squares
/// within 2, runs and shifts through each neighbour to each square around it, jumps to every
/// square of the 8 lines up to 12 squares and a few off the lines, attacks, spells (the card's,
/// every content spell and an unknown one), duels, object actions, item actions (members one
/// beyond each end), waiting, exits, solo rolls, special actions; the answers and turn actions.
inline std::vector<Action> actionSuperset(const GameState& s) {
    std::vector<Action> out = {EndTurn{}, Pass{}, MoveAnyway{}, Stay{}, UseDestiny{}, DeclineDestiny{}};
    const int n = static_cast<int>(s.characters().size());
    const int objects = static_cast<int>(s.objects().size());
    const int items = static_cast<int>(s.items().size());
    const int specials = static_cast<int>(s.content().quest.special_actions.size());
    std::vector<std::string> spells = {"no_such_spell"};
    for (const Spell& sp : s.content().spells) spells.push_back(sp.id);
    for (int who = 0; who < n; ++who) {
        const Pos c = s.character(who).pos;
        for (int dx = -2; dx <= 2; ++dx)
            for (int dy = -2; dy <= 2; ++dy) {
                out.push_back(Walk{who, {c.x + dx, c.y + dy}});
                out.push_back(Crush{who, {c.x + dx, c.y + dy}});
            }
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
                const Pos via{c.x + dx, c.y + dy};
                for (int ex = -1; ex <= 1; ++ex)
                    for (int ey = -1; ey <= 1; ++ey) {
                        out.push_back(Run{who, via, {via.x + ex, via.y + ey}});
                        out.push_back(Shift{who, via, {via.x + ex, via.y + ey}});
                    }
            }
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy)
                for (int k = 1; k <= 12; ++k) {
                    out.push_back(Jump{who, {c.x + dx * k, c.y + dy * k}});
                    if (k % 3 == 0) out.push_back(Jump{who, {c.x + dx * k + 1, c.y + dy * k}});  // off the line
                }
        for (int t = -1; t <= n; ++t) {
            out.push_back(Melee{who, t});
            out.push_back(PowerfulAttack{who, t});
            out.push_back(Shot{who, t});
            out.push_back(SharpShot{who, t});
            out.push_back(ChallengeDuel{who, t});
            for (const std::string& sp : spells) out.push_back(CastSpell{who, sp, t});
        }
        for (int o = -1; o <= objects; ++o) {
            out.push_back(OpenDoor{who, o});
            out.push_back(CloseDoor{who, o});
            out.push_back(PickLock{who, o});
            out.push_back(BreakDoor{who, o});
        }
        for (int i = -1; i <= items; ++i) {
            out.push_back(Take{who, i});
            out.push_back(Drink{who, i});
            for (int t = -1; t <= n; ++t) {
                out.push_back(Give{who, t, i});
                out.push_back(Pour{who, t, i});
            }
        }
        for (int k = -1; k <= specials; ++k) out.push_back(SpecialAction{who, k});
        out.push_back(Wait{who});
        out.push_back(Exit{who});
        out.push_back(BreakFree{who});
        out.push_back(SoloRoll{who});
    }
    out.push_back(Walk{n, {0, 0}});  // an actor that does not exist
    out.push_back(Melee{-1, 0});
    return out;
}

/// What comparing the quiet check, whyIllegal() and the legal list over the superset found:
/// empty when they agree.
inline std::vector<std::string> legalFastProblems(const GameState& s) {
    std::vector<std::string> problems;
    std::set<Action> legal_in_superset;
    for (const Action& a : actionSuperset(s)) {
        const std::optional<ActionRefusal> refusal = s.refusal(a);
        const std::optional<std::string> why = refusal ? std::optional<std::string>(refusal->text) : std::nullopt;
        const bool fast = s.allowed(a);
        // The reason's arguments are those its pattern names (a client fills its own pattern
        // with them), and its English is the pattern filled.
        if (refusal && static_cast<int>(refusal->args.size()) != refusalArity(refusal->key))
            problems.push_back(toString(a) + ": reason " + std::string(refusalName(refusal->key)) + " has " +
                               std::to_string(refusal->args.size()) + " arguments, its pattern " +
                               std::to_string(refusalArity(refusal->key)));
        if (fast != !why.has_value())
            problems.push_back(toString(a) + ": allowed() says " + (fast ? "legal" : "illegal") +
                               ", whyIllegal() says " + why.value_or("legal"));
        if (why && why->empty()) problems.push_back(toString(a) + ": whyIllegal() gives an empty reason");
        if (!why) legal_in_superset.insert(a);
    }
    const std::vector<LegalAction> listed = s.legalActions();
    std::set<Action> listed_set;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        if (i > 0 && !(listed[i - 1].action < listed[i].action))
            problems.push_back("legalActions() not strictly sorted at " + toString(listed[i].action));
        if (!s.allowed(listed[i].action)) problems.push_back(toString(listed[i].action) + " listed but not allowed()");
        listed_set.insert(listed[i].action);
    }
    // legalList(): the same actions in the same order, without the flags.
    const std::vector<Action> list = s.legalList();
    if (list.size() != listed.size())
        problems.push_back("legalList() has " + std::to_string(list.size()) + " actions, legalActions() " +
                           std::to_string(listed.size()));
    for (std::size_t i = 0; i < std::min(list.size(), listed.size()); ++i)
        if (!(list[i] == listed[i].action)) {
            problems.push_back("legalList() differs from legalActions() at " + std::to_string(i) + ": " +
                               toString(list[i]) + " and " + toString(listed[i].action));
            break;
        }
    for (const Action& a : legal_in_superset)
        if (!listed_set.count(a)) problems.push_back(toString(a) + " is legal but not in legalActions()");
    for (const Action& a : listed_set)
        if (!legal_in_superset.count(a)) problems.push_back(toString(a) + " is listed but not in the superset");
    return problems;
}

}  // namespace cata::testing
