// Shared pieces of the invariant suite and the golden transcripts (docs/testing.md): a game of
// a shipped quest set up as the client does (default rosters and placement, embedded content,
// as tests/content/save_test.cpp), the seeded random player, and the per-action invariant check.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/action_json.h"
#include "cata/content/save_file.h"
#include "cata/core/game_state.h"
#include "cata/core/rng.h"

namespace cata::invariants {

/// The ids of the shipped quests that loaded, in library order.
std::vector<std::string> shippedQuestIds();

/// What every game of one quest starts from: default rosters placed (engine_setup's deploy),
/// the embedded content loaded once. `record.seed` and `record.steps` are per game.
struct QuestSetup {
    std::string quest;
    content::GameRecord record;
    std::shared_ptr<const GameContent> content;
    std::string error;  // empty when usable
};
/// The setup of `quest_id` (computed once, then cached).
const QuestSetup& questSetup(const std::string& quest_id);

/// A game in progress with its record (for saves and replays) and its event log (JSON).
struct Game {
    content::GameRecord record;
    std::optional<GameState> state;
    std::vector<nlohmann::json> log;
    std::size_t start_events = 0;  // events of the creation (R8 at turn 1) at the head of `log`
};
/// A new game of `setup` with seed `seed`; the state is empty (and `error` set) on failure.
/// `solo_master` turns the R44 option on (activation, solo rolls, reinforcement entry).
Game newGame(const QuestSetup& setup, std::uint64_t seed, std::string* error, bool solo_master = false);

/// The random player: a uniformly chosen legal action, except that ending the turn is
/// re-drawn two times in three so games go somewhere. Decisions (R12, R27, R42) are answered
/// by the same draw among their legal answers.
std::size_t pickAction(const std::vector<LegalAction>& legal, Rng& pick);

/// The random player's Rng for game `game` of quest number `quest_number`.
Rng pickerRng(int quest_number, std::uint64_t game);

/// An integer from the environment variable `name`, else `fallback` (also on a bad value).
int envInt(const char* name, int fallback);

/// What checking a state computed, reused by the caller.
struct Checked {
    std::vector<std::string> problems;  // empty when every invariant holds
    std::vector<LegalAction> legal;     // s.legalActions()
    std::string hash;                   // the state hash (FNV-1a of the canonical JSON, as stateHash)
};

/// The invariants of a state on its own (the start of a game, and every state after a step):
/// see docs/testing.md. `probe` draws the random illegal probes.
Checked checkState(const GameState& s, Rng& probe);

/// checkState(after) plus every invariant linking `before`, the events of the step and `after`.
Checked checkStep(const GameState& before, const std::vector<Event>& events, const GameState& after, Rng& probe);

}  // namespace cata::invariants
