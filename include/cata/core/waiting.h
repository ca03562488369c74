// R42 waiting: which actions of the waiting window are worth interrupting the Master for. The
// rules allow any action the waiting points pay for; a front end that asks the heroes only
// "when one can act" asks this, so the judgement lives once, here.
#pragma once

#include <vector>

#include "cata/core/game_state.h"

namespace cata {

/// R42: whether `a`, an action legal in the open waiting window, reacts to the Master rather
/// than shuffles a hero about. It does when it
/// - strikes a Master character: melee, powerful attack, shot, sharp shot, a spell on an enemy,
///   crushing (R13, R15, R16, R19, R20, R23);
/// - heals: a spell that heals, or a potion drunk or poured (R23, R26), for a character who is
///   wounded, down or poisoned;
/// - leaves the board or does the quest's special action (R51, R52);
/// - is any action of a hero in contact with a Master character (stepping away, closing a
///   door, a buff), or a walk, run or shift that ends in contact with one (R12: it stands in
///   his way).
/// Anything else — a step, a jump (R43, a long one at long odds is always legal), a duel
/// challenge from afar (R46, legal at any distance), a door, an item handed over, a buff far
/// from the enemy — waits for the heroes' own turn. Pass, end of turn and decision answers: false.
bool waitingReaction(const GameState& s, const Action& a);

/// R42: the waiting window is open, no decision is pending, and some legal action reacts to the
/// Master (waitingReaction).
bool waitingHeroesCanReact(const GameState& s);

/// R42: the legal actions of the waiting heroes that react to the Master (waitingReaction),
/// in legalActions() order. In the open window (no decision pending): its own. With the Master
/// to move in his turn, no decision pending and a hero holding waiting points: those the window
/// would offer if it opened on this very position — what the heroes could answer before his
/// next action, for a front end to tell what that action changed. Otherwise none.
std::vector<Action> waitingReactions(const GameState& s);

}  // namespace cata
