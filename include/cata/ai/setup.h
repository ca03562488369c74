// Setting up AI games (the simulator, the benchmarks, the tests): a quest with the default
// groups (content::deploy), the Master's characters placed by R44 when the rulebook Master plays.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/content/save_content.h"
#include "cata/content/save_file.h"
#include "cata/core/game_state.h"

namespace cata::ai {

/// R44 "Playing solo", deployment: the leader in the objective zone (the zone of the quest's
/// first victory condition that names one) or else the zone furthest from the heroes' entry;
/// the troops one character (or swarm) per zone from the zone nearest the heroes' deployment to
/// the furthest, round and round. `master` gives the cards (and instance ids) to place; the
/// result has the same characters with their squares. Deterministic.
std::vector<Placement> deployR44(const GameContent& content, const std::vector<Placement>& heroes,
                                 std::vector<Placement> master);

/// A ready-to-play game record and content.
struct PreparedGame {
    content::GameRecord record;                  // content embedded, rosters placed, seed, options
    std::shared_ptr<const GameContent> content;  // loaded from the record's embedded content
    std::string error;                           // empty on success
};

/// The quest `quest_id` of `docs` with the default groups for its budget, seeded with `seed`;
/// with `r44_deployment`, the Master's characters are placed by deployR44 and the option
/// `solo_master` (R44) is on.
PreparedGame prepareGame(const content::ContentDocuments& docs, const std::string& quest_id, std::uint64_t seed,
                         bool r44_deployment, const GameOptions& options = {});

/// GameState::create of a prepared game; nothing with the reason in `error`.
std::optional<GameState> startGame(const PreparedGame& game, std::string* error = nullptr,
                                   std::vector<Event>* start_events = nullptr);

}  // namespace cata::ai
