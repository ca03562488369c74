// What a game is created from (the issue "rules core"): the loaded content, the optional
// rules, the two rosters with their placements, and the seed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cata/core/card.h"
#include "cata/core/dice.h"
#include "cata/core/geometry.h"
#include "cata/core/quest.h"
#include "cata/core/ruleset.h"

namespace cata {

/// The immutable content a game refers to. Shared by every copy of a GameState.
struct GameContent {
    Ruleset ruleset;
    QuestDef quest;
    std::vector<CharacterCard> cards;  // every card the rosters use (the quest's inline ones too)
    std::vector<Spell> spells;         // every spell those cards cast

    /// Index of card `id` in `cards`, -1 when missing.
    int cardIndex(const std::string& id) const;
    const Spell* spell(const std::string& id) const;
    bool operator==(const GameContent&) const = default;
};

/// The optional rules (R45, R46, R21), all on by default; R44 solo Master off by default.
struct GameOptions {
    bool unexpected_events = true;  // R45
    bool duel = true;               // R46
    bool critical_hit = true;       // R21
    bool solo_master = false;       // R44: the Master is the rulebook's solo AI (activation, solo table, reinforcement entry)
    bool operator==(const GameOptions&) const = default;
};

/// One character of a roster and its square.
struct Placement {
    std::string card;
    std::string id;  // instance id; empty: the card id (then "<card>_2", ...)
    Pos at;
    bool operator==(const Placement&) const = default;
};

/// Everything needed to start a game.
struct GameSetup {
    std::shared_ptr<const GameContent> content;
    GameOptions options;
    std::vector<Placement> heroes;
    std::vector<Placement> master;
    std::uint64_t seed = 0;
    /// Outcomes forced on the dice before the game starts (used by the rolls of setting up,
    /// such as a turn-1 fear test, then by the first rolls of the game).
    std::vector<PowerFace> forced_power;
    std::vector<Location> forced_location;
    std::vector<int> forced_d6;
};

}  // namespace cata
