// Shared fixtures of the core tests: the standard ruleset of RULES.md and ASCII boards.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cata/core/board.h"
#include "cata/core/quest.h"
#include "cata/core/ruleset.h"

namespace cata::test {

/// A character for the board's geometry queries: its id, side and size.
inline Occupant occupant(int id, Side side, Size size = Size::Normal) {
    Occupant o;
    o.id = id;
    o.side = side;
    o.size = size;
    return o;
}

/// The printed game's dice (R1, R4) and numbers.
inline Ruleset standardRuleset() {
    Ruleset r;
    r.id = "standard";
    r.power_die = {PowerFace::Blank,   PowerFace::Blank,   PowerFace::Success,
                   PowerFace::Success, PowerFace::Success, PowerFace::SuccessBonus};
    r.location_die = {Location::Head, Location::Chest, Location::Chest, Location::Arm, Location::Arm, Location::Leg};
    r.shot_bands = {{3, 1}, {6, 2}, {9, 3}, {12, 4}};
    return r;
}

/// A quest whose map is drawn with the default legend: '.' floor, '#' wall, '%' rubble,
/// '~' lava, '+' closed door, '\'' open door, 'L' locked door, 'o' barrel, '$' chest,
/// 'C' closed cell, 'c' open cell, '^' trap, ' ' void; any other letter is floor (handy to
/// mark squares in a drawing).
inline QuestDef questFromAscii(std::initializer_list<std::string> rows) {
    QuestDef q;
    q.id = "ascii";
    q.height = static_cast<int>(rows.size());
    for (const auto& row : rows) q.width = std::max(q.width, static_cast<int>(row.size()));
    q.tiles.assign(static_cast<std::size_t>(q.width * q.height), TileKind::Void);
    int y = 0;
    for (const auto& row : rows) {
        for (int x = 0; x < static_cast<int>(row.size()); ++x) {
            TileKind k = TileKind::Floor;
            switch (row[static_cast<std::size_t>(x)]) {
                case '#': k = TileKind::Wall; break;
                case '%': k = TileKind::Rubble; break;
                case '~': k = TileKind::Lava; break;
                case '+': k = TileKind::DoorClosed; break;
                case '\'': k = TileKind::DoorOpen; break;
                case 'L': k = TileKind::DoorLocked; break;
                case 'o': k = TileKind::Barrel; break;
                case '$': k = TileKind::Chest; break;
                case 'C': k = TileKind::Cell; break;
                case 'c': k = TileKind::CellOpen; break;
                case '^': k = TileKind::Trap; break;
                case ' ': k = TileKind::Void; break;
                default: k = TileKind::Floor; break;
            }
            q.tiles[static_cast<std::size_t>(y * q.width + x)] = k;
        }
        ++y;
    }
    return q;
}

inline Board boardFromAscii(std::initializer_list<std::string> rows) { return Board(questFromAscii(rows)); }

/// The position of the first occurrence of `c` in the drawing (for marked squares).
inline Pos find(std::initializer_list<std::string> rows, char c) {
    int y = 0;
    for (const auto& row : rows) {
        const auto x = row.find(c);
        if (x != std::string::npos) return {static_cast<int>(x), y};
        ++y;
    }
    return {-1, -1};
}

}  // namespace cata::test

/// Readable squares in Catch's failure messages.
template <>
struct Catch::StringMaker<cata::Pos> {
    static std::string convert(const cata::Pos& p) {
        return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    }
};
