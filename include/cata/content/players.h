// Who plays each side of a game: a small header of its own, so that the layers above can name
// the players without the save format (and the JSON library) of save_file.h.
#pragma once

#include <string>

namespace cata::content {

/// Who plays each side: "human", or the name of an AI policy ("rulebook": the R44
/// Master, "heroes": the heroes' AI, "random"). Saves write it as the optional member
/// "players": {"heroes": "human", "master": "rulebook"} only when a side is not human, so a
/// save without it (every hot-seat game, every older save) is human against human.
struct Players {
    std::string heroes = "human";
    std::string master = "human";
    bool operator==(const Players&) const = default;
};

/// The names a side may have in "players".
inline constexpr const char* kPlayerKinds[] = {"human", "rulebook", "heroes", "random"};

}  // namespace cata::content
