// Who plays each side of a game: one type for the client's new-game modes, the saves and the
// simulator. A small header of its own, so that the layers above can name the players without
// the save format (and the JSON library) of save_file.h.
#pragma once

#include <optional>
#include <string_view>

#include "cata/core/side.h"

namespace cata::content {

/// Who plays one side: a person at the screen, or an AI policy.
enum class Player {
    Human,
    Rulebook,         // the rulebook's solo Master (R44)
    HeroesAi,         // the heroes' AI
    Random,           // a uniformly random legal action (tests and the simulator's baseline)
    Veteran,          // the search Master at strength Veteran (ai/search.h; no solo table)
    Nightmare,        // the search Master at strength Nightmare
    HeroesVeteran,    // the search playing the heroes at strength Veteran (ai::searchHeroes)
    HeroesNightmare,  // the search playing the heroes at strength Nightmare
};

/// The name a save gives a player: "human", "rulebook", "heroes", "random", "veteran",
/// "nightmare", "search:veteran", "search:nightmare" (a save of a game against the search
/// Master records its strength, one where the search plays the heroes "search:<strength>"; older
/// saves never hold the last four, so they load as before).
constexpr std::string_view playerKey(Player p) {
    switch (p) {
        case Player::Human:
            return "human";
        case Player::Rulebook:
            return "rulebook";
        case Player::HeroesAi:
            return "heroes";
        case Player::Random:
            return "random";
        case Player::Veteran:
            return "veteran";
        case Player::Nightmare:
            return "nightmare";
        case Player::HeroesVeteran:
            return "search:veteran";
        case Player::HeroesNightmare:
            return "search:nightmare";
    }
    return "human";
}

/// The player a save's name stands for; nothing for an unknown name.
constexpr std::optional<Player> playerFromKey(std::string_view key) {
    for (Player p : {Player::Human, Player::Rulebook, Player::HeroesAi, Player::Random, Player::Veteran,
                     Player::Nightmare, Player::HeroesVeteran, Player::HeroesNightmare})
        if (playerKey(p) == key) return p;
    return std::nullopt;
}

constexpr bool isAi(Player p) { return p != Player::Human; }

/// The search Master (ai/search.h) at some strength: he plays without the solo table (R44 is
/// the rulebook Master's), so a game against him keeps the option solo_master off.
constexpr bool isSearchMaster(Player p) { return p == Player::Veteran || p == Player::Nightmare; }

/// The search (ai/search.h) playing the heroes at some strength (sim --heroes search:veteran).
constexpr bool isSearchHeroes(Player p) { return p == Player::HeroesVeteran || p == Player::HeroesNightmare; }

/// Who plays each side. Saves write it as the optional member
/// "players": {"heroes": "human", "master": "rulebook"} only when a side is not human, so a
/// save without it (every hot-seat game, every older save) is human against human.
struct Players {
    Player heroes = Player::Human;
    Player master = Player::Human;
    constexpr Player of(Side side) const { return side == Side::Heroes ? heroes : master; }
    bool operator==(const Players&) const = default;
};

/// The ways to play that the new-game screen offers, in its order.
inline constexpr Players kHotSeat{Player::Human, Player::Human};
inline constexpr Players kSoloVsMaster{Player::Human, Player::Rulebook};  // R44
inline constexpr Players kHeroesAi{Player::HeroesAi, Player::Human};
inline constexpr Players kAiVsAi{Player::HeroesAi, Player::Rulebook};
inline constexpr Players kGameModes[] = {kHotSeat, kSoloVsMaster, kHeroesAi, kAiVsAi};

}  // namespace cata::content
