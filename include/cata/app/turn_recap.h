// The turn recap: what the other side did in its turn, in a few lines a player reads
// at the start of his own ("Skeleton 2 moved to the crypt", "Torgils took 7 wounds on the head",
// "Skeleton 1 dies", "Skeleton 3 arrived as a reinforcement in the north gallery"), each with
// the squares it highlights on the board. Built from the core's events of those steps (what the
// session applied, as the combat log and the motion use them): no rule is derived here. A
// character's consecutive steps make one line, to where it ended.
//
// Hidden information (R48): a recap for the heroes says nothing of a hidden trap they do not
// know of (one still hidden once the steps are over) and highlights none of its squares.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/strings.h"
#include "cata/content/game_session.h"

namespace cata::app {

/// One line of a recap.
struct RecapLine {
    std::string text;
    std::vector<Pos> squares;     // highlighted on the board while the line is hovered or selected
    std::vector<int> characters;  // the characters it names (actor first)
    std::size_t step = 0;         // the history index of the step it begins with
};

/// The lines of the turn that began at `mark` (GameSession::turnMarks), from the history entry
/// that began it (history[mark.steps]: its events from that turn's TurnBegan on: the R24
/// reinforcements and what else comes at its start) to the TurnBegan of the turn after it (or
/// the end of `history`), as `viewer` may know them; names from `state` (the state after those
/// steps), words from `strings`.
std::vector<RecapLine> recapLines(const std::vector<content::HistoryEntry>& history, const content::TurnMark& mark,
                                  const GameState& state, Side viewer, const StringTable& strings);

/// The mark of the turn before the current one: the other side's turn, whose recap the side now
/// to play reads; nothing before a second turn began.
std::optional<content::TurnMark> previousTurn(const content::GameSession& session);

/// The zone holding `p` named inside a sentence ("the crypt", "la crypte"), in `language`; ""
/// when no named zone holds it.
std::string zonePhrase(const GameState& state, Pos p, const std::string& language);

}  // namespace cata::app
