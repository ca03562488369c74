// The answers to a pending decision (rulebook "Block", "Destiny points"): R12 after a failed
// block test, move anyway (with 1D6 wounds) or stay; R27 spend a destiny point or not. What an
// answer leads to is the rule that asked: answerBlock (movement.cpp), answerDestiny (combat.cpp).
#include "rules.h"

namespace cata {

namespace {

/// R12: a block decision is pending.
bool blockPending(const GameState& s) { return s.pending() && s.pending()->kind == DecisionKind::Block; }

}  // namespace

// Answers cost nothing: the action that asked was paid for.
int Rules::costOf(const GameState&, const MoveAnyway&) { return 0; }
int Rules::costOf(const GameState&, const Stay&) { return 0; }
int Rules::costOf(const GameState&, const UseDestiny&) { return 0; }
int Rules::costOf(const GameState&, const DeclineDestiny&) { return 0; }

// Moving anyway rolls the wounds and goes on with the move; a destiny answer goes on with the
// action (a re-roll, the rest of it); staying ends the move.
bool Rules::rollsDiceOf(const GameState&, const MoveAnyway&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const Stay&) { return false; }
bool Rules::rollsDiceOf(const GameState&, const UseDestiny&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const DeclineDestiny&) { return true; }

bool Rules::revealsOf(const GameState&, const MoveAnyway&) { return false; }
Rules::MovePath Rules::pathOf(const MoveAnyway&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const MoveAnyway&) { return {}; }
bool Rules::revealsOf(const GameState&, const Stay&) { return false; }
Rules::MovePath Rules::pathOf(const Stay&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Stay&) { return {}; }
bool Rules::revealsOf(const GameState&, const UseDestiny&) { return false; }
Rules::MovePath Rules::pathOf(const UseDestiny&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const UseDestiny&) { return {}; }
bool Rules::revealsOf(const GameState&, const DeclineDestiny&) { return false; }
Rules::MovePath Rules::pathOf(const DeclineDestiny&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const DeclineDestiny&) { return {}; }

// R12 answers: only to a block decision.
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const MoveAnyway&) {
    if (!s.d_.pending) return refuse(s, RefusalKey::NoDecision);
    return blockPending(s) ? std::nullopt : decisionPending(s);
}
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Stay&) {
    if (!s.d_.pending) return refuse(s, RefusalKey::NoDecision);
    return blockPending(s) ? std::nullopt : decisionPending(s);
}

// R27 answers: only to a destiny decision.
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const UseDestiny&) {
    if (!s.d_.pending) return refuse(s, RefusalKey::NoDecision);
    return blockPending(s) ? decisionPending(s) : std::nullopt;
}
std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const DeclineDestiny&) {
    if (!s.d_.pending) return refuse(s, RefusalKey::NoDecision);
    return blockPending(s) ? decisionPending(s) : std::nullopt;
}

void Rules::applyOf(GameState& s, const MoveAnyway&, Events& ev) { answerBlock(s, true, ev); }
void Rules::applyOf(GameState& s, const Stay&, Events& ev) { answerBlock(s, false, ev); }
void Rules::applyOf(GameState& s, const UseDestiny&, Events& ev) { answerDestiny(s, true, ev); }
void Rules::applyOf(GameState& s, const DeclineDestiny&, Events& ev) { answerDestiny(s, false, ev); }

}  // namespace cata
