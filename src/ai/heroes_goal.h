// The heroes' AI, its map knowledge: what the quest asks of the heroes, derived
// generically from the victory conditions' types (R52) and special actions (R51), and distance
// fields over the board in real path lengths (R9, R10, R40, R48, R49) that the policy scores
// moves with. Internal to src/ai (heroes_ai.cpp); built on the core's public API only.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cata/ai/explanation.h"
#include "cata/core/game_state.h"

namespace cata::ai::heroes {

/// What the heroes must do now to win (the first condition of the quest that does not hold yet
/// and that the heroes can work on; "any" conditions merge their parts, "all" take the first
/// part that does not hold).
struct Objective {
    std::vector<Pos> squares;          // where to stand to do it (distance-field sources)
    std::vector<int> open_objects;     // objects to open (chest, cell, door, container of an item)
    std::vector<int> special_actions;  // quest special actions (R51) that achieve it or open the way
    std::vector<int> kill_targets;     // characters to kill
    std::vector<int> take_items;       // items lying around or in an open container, to pick up
    bool exit_all = false;             // R52 all_heroes_out: every hero leaves from an exit square
    int carry_item = -1;               // R52 item_carried_out: the item whose holder must leave
    std::vector<Pos> exits;            // exit squares (all_heroes_out, item_carried_out)
    Explanation what{ExplainKey::ObjectiveNone, {}};  // "open chest_8_1", for explanations
    bool empty() const { return squares.empty() && special_actions.empty() && kill_targets.empty(); }
};

/// The heroes' current objective in `s`.
Objective objective(const GameState& s);

/// Large "unreachable" distance.
inline constexpr int kFar = 1 << 20;

/// A distance field: for each square, the least cost for a hero to get from it to a source
/// (0 on a source; kFar when none can be reached).
struct Field {
    int width = 0;
    std::vector<int> dist;
    int at(Pos p) const;
};

class FieldMemo;

/// The heroes' view of the board's costs: entering a square costs 1, a closed door 2 (open it,
/// step), a locked door 4, a secret door a special action opens 6 (R51), a known trap 1 +
/// kTrapCost (R48: visible or revealed only; hidden ones are the Master's secret); walls,
/// obstacles and lava (R49) cannot be entered. Characters are ignored (they move).
class Terrain {
  public:
    static constexpr int kTrapCost = 8;
    explicit Terrain(const GameState& s);
    /// The same, the entering costs taken from `memo` when what they depend on (the content, the
    /// board's tiles, the known traps, the special actions done) is what it last saw.
    Terrain(const GameState& s, FieldMemo* memo);
    /// Cost of entering `p`; -1 when it cannot be entered.
    int enter(Pos p) const;
    /// A known, unspent trap (R48) on `p`.
    bool knownTrap(Pos p) const;
    /// The distance field (distance_field.h: Dijkstra, each step obeying the diagonal rule R10)
    /// from `sources` (each at distance 0) to every square, at these entering costs.
    /// With a memo, a field already computed on the same board and costs is taken from it.
    Field field(const std::vector<Pos>& sources, FieldMemo* memo = nullptr) const;
    const GameState& state() const { return s_; }

  private:
    friend class FieldMemo;
    Field compute(const std::vector<Pos>& sources) const;
    void markTraps();
    void price();

    const GameState& s_;
    int width_ = 0;
    int height_ = 0;
    std::vector<int> enter_;
    std::vector<char> trap_;
};

/// The last few fields a policy computed, with what they depend on (the board's tiles, for R10's
/// corners; the entering costs; the sources). Successive decisions of one turn mostly ask for the
/// same objective field again; a field from the memo is the one Terrain::field would compute.
class FieldMemo {
  public:
    /// The field of `sources` on `terrain`, computed or remembered.
    Field get(const Terrain& terrain, const std::vector<Pos>& sources);

  private:
    struct Entry {
        Board board;
        std::vector<int> enter;
        std::vector<Pos> sources;
        Field field;
    };
    static constexpr std::size_t kEntries = 4;
    std::vector<Entry> entries_;  // most recently used first

    friend class Terrain;
    /// The last terrain's entering costs and what they were made from.
    struct KeptTerrain {
        std::shared_ptr<const GameContent> content;  // held: no other content can take its address
        Board board;
        std::vector<char> trap;
        std::vector<int> succeeded;
        std::vector<int> enter;
    };
    KeptTerrain terrain_;
};

/// Squares from which a character can act on the object or character at `target` (the eight
/// neighbours that can be entered and obey the diagonal rule, R10).
std::vector<Pos> squaresAround(const GameState& s, Pos target, int w = 1, int h = 1);

}  // namespace cata::ai::heroes
