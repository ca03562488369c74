// Test fixtures for the rules core: a quest drawn in ASCII with letters for characters, small
// inline cards, the standard ruleset, and helpers to force dice (STYLE.md: tests read like the
// rulebook, a grid fixture and forced dice).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cata/core/game_state.h"

namespace fixture {

/// A special rule of a card at `level` (R28–R33), for every kind of attack unless told.
inline cata::SpecialRule rule(cata::SpecialRuleId id, int level = 0, cata::AttackKind k = cata::AttackKind::All) {
    return {id, level, k};
}

/// The standard ruleset (R1, R4, R19, R45 tables, numbers by default).
cata::Ruleset standardRules();

/// A plain test card: `hp` HP, `ap` AP, every other characteristic 2, melee 3, shot 3, no armour.
cata::CharacterCard card(const std::string& id, cata::Formation f, int hp = 10, int ap = 4);

/// What to build: rows of the map; `letters` maps a letter to a card id (the character's
/// instance id is the letter itself; a gigantic card's letter is drawn on each square of its
/// footprint, the first one in reading order being its top-left square, R37). Other
/// characters are tiles: `#` wall, `.` floor, `+` closed door, `'` open door, `L` locked door,
/// `S` secret door, `%` rubble, `~` lava, `^` trap, `;` hidden trap, `o` barrel, `$` chest,
/// `&` locked chest, `C` cell, `R` reinforcement entry.
struct Spec {
    std::vector<std::string> rows;
    std::map<char, std::string> letters;
    std::vector<cata::CharacterCard> cards;  // cards used by `letters`
    std::vector<cata::Spell> spells;
    cata::GameOptions options{false, true, true};  // no unexpected events unless asked
    std::function<void(cata::QuestDef&)> quest_tweak;
    std::uint64_t seed = 1;
};

cata::GameState make(const Spec& spec);

/// The usual cards: "hero" (Formation::Hero), "troop" (MasterTroop), "leader" (MasterLeader).
std::vector<cata::CharacterCard> basicCards();

/// A spec with `rows`, the usual cards, and the usual letters: `A`, `B` heroes, `m`, `n` troops,
/// `k` the leader.
Spec basicSpec(std::vector<std::string> rows);

/// A state drawn with basicSpec(rows): the usual cards and letters.
cata::GameState basic(std::vector<std::string> rows);

/// The card `id` among `spec.cards` (a test that asks for one expects it).
cata::CharacterCard& cardOf(Spec& spec, const std::string& id);

/// The spell "heal" (R23): an ally or the caster, 1D6 HP back at tier 1.
cata::Spell healSpell();

/// The spell "bolt" (R23): an enemy in sight, 1D6 wounds at tier 1.
cata::Spell boltSpell();

/// A "spider" troop card: 4 HP, 3 AP, web 2 in melee (R30), poison 2 (R31).
cata::CharacterCard spiderCard();

/// A "mage" hero card: 8 HP, 4 AP, 1 destiny point, knows "heal" and "bolt".
cata::CharacterCard mageCard();

/// The random-play arena: doors (one locked), lava, a trap and a hidden one, a barrel, a chest
/// holding a gem, a reinforcement entry; the heroes A and D, the mage B; the spider m, a ghoul n
/// (fear, fire attack, blunt), the leader k, a troop p; unexpected events on; 8 turns, won by
/// opening the chest or by every hero leaving at (1,1).
Spec arena();

/// Index of the character drawn with `letter`.
int who(const cata::GameState& s, char letter);

/// Forces dice of power from a string of faces: "-" blank, "I" success, "*" success and bonus.
void forcePower(cata::GameState& s, const std::string& faces);
void forceLocation(cata::GameState& s, std::vector<cata::Location> faces);
void forceD6(cata::GameState& s, std::vector<int> values);

/// Events of type T among `ev`.
template <class T>
std::vector<T> eventsOf(const std::vector<cata::Event>& ev) {
    std::vector<T> out;
    for (const auto& e : ev)
        if (auto* x = std::get_if<T>(&e)) out.push_back(*x);
    return out;
}

/// Changes the state's data directly (to set up a status), through GameState::fromData.
void edit(cata::GameState& s, const std::function<void(cata::GameStateData&)>& change);

/// True when `a` is in the legal list.
bool legal(const cata::GameState& s, const cata::Action& a);

}  // namespace fixture
