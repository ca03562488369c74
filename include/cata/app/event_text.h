// Events in words, in the player's language (the UI string table, keys "event.*"), for the
// combat log, the dice tray captions and the victory summary.
//
// A step of the game reads as a small paragraph: a test first ("Torgils attacks Skeleton 2 —
// Strength 3 dice vs difficulty 4: I · I* · blank = 4 ✓"), then its consequences indented
// under it (the hit, the wounds, a status). Consecutive steps of one move merge into one line.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cata/app/strings.h"
#include "cata/core/game_state.h"

namespace cata::app {

/// One line of the log.
struct LogLine {
    enum class Kind { Turn, Move, Roll, Wound, Status, Object, Info, End };
    Kind kind = Kind::Info;
    std::string text;                   // "Torgils attacks Skeleton 2 — Melee attack 3 dice vs difficulty 4: I · I* · blank = 4 ✓"
    std::string rule;                   // "R15"
    std::vector<std::string> keywords;  // special-rule keywords mentioned ("fear", "fire"), for tooltips
    int turn = 1;
    Side side = Side::Heroes;
    int indent = 0;                     // 1: a consequence of the test line above it
};

/// The lines of `events`, which happened in `state`'s game (names from `state`). Turn and side
/// start at `state`'s and follow the TurnBegan events.
std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings);
/// Same, starting at turn `turn` of `side` (the step's, when `state` is the state after it).
std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings,
                                    int turn, Side side);

/// The name a player reads for character `who` ("Torgils", "Skeleton 2"): the card's name up to
/// its epithet ("Torgils the Dark Wolf" → "Torgils"), numbered when several share the card.
std::string characterName(const GameState& state, int who, const StringTable& strings);

/// "the heroes" / "the Master of the catacombs".
std::string sideName(Side side, const StringTable& strings);

/// The localized name of a characteristic ("Melee attack", "Agility").
std::string characteristicName(Characteristic c, const StringTable& strings);

/// True when `text` starts with a vowel (French elision: "d'Irf", "test d'Attaque").
bool startsWithVowel(const std::string& text);

/// `key`, or its ".vowel" form when `word` (the word after "de" in French) starts with a vowel:
/// "son test d'Attaque", not "de Attaque". Every such key has both forms in every language.
std::string elisionKey(const std::string& key, const std::string& word);

/// "1D6", "2D6+1", "2": a dice amount of a spell's effect (R5).
std::string diceText(const DiceAmount& d);

/// R23: the effects of one of a spell's tiers in a short line, from the card data: "heals 2D6",
/// "webbed, level 1", "+1 Defence this turn" (what the player reads, never the tier's number).
std::string spellEffectsText(const SpellTier& tier, const StringTable& strings);

/// What a test was for, with who made it: "Torgils attacks Skeleton 2", "Irf tries to break
/// away". `target` is the character attacked (-1 when none or unknown).
std::string testHeadline(const TestRolled& t, int target, const GameState& state, const StringTable& strings);

/// One term of how a test was built (Modifier), in the player's language with names from
/// `state`: "Shooting of Irf", "skill Sword master", "adjacent enemy Skeleton 1",
/// "spell Fireball", "attacked from 2 other squares this turn" (the rule id is the caller's).
std::string modifierName(const Modifier& m, const GameState& state, const StringTable& strings);

/// The difficulty part of a roll: "difficulty 4", then each term of it when the core reports
/// them: "difficulty 4 (distance 5: 3 [R19], adjacent enemy Skeleton 1: +1 [R19])".
std::string difficultyText(const TestRolled& t, const GameState& state, const StringTable& strings);

/// The faces and result of a roll: "I · I* · blank = 4 ✓" ("no dice: automatic failure ✗").
std::string facesText(const TestRoll& roll, const StringTable& strings);

/// The whole roll after the headline: "Melee attack 3 dice vs difficulty 4: I · I* · blank = 4 ✓".
std::string rollText(const TestRolled& t, const GameState& state, const StringTable& strings);

/// What some D6 were rolled for ("wounds for breaking away"), localized.
std::string d6Purpose(const std::string& purpose, const StringTable& strings);

/// What a D6 roll is for, naming whom it concerns when that character did not roll it (a
/// spell's damage or healing: the caster rolls, D6Rolled::who is the target): "spell damage
/// to Torgils"; nothing for the other rolls, made by their character ("Torgils rolls 1D6").
std::optional<std::string> d6ForTarget(const D6Rolled& roll, const GameState& state, const StringTable& strings);

/// The words of a SkillUsed event: "Irf shoots a second time (On the lookout)".
std::string skillUsedText(const SkillUsed& e, const GameState& state, const StringTable& strings);

/// The game's end reason (GameResult::reason) in words: "The treasure chest was opened."
std::string resultReason(const GameResult& result, const GameState& state, const StringTable& strings);

/// The line as exported: its text, then its rule id in brackets when it has one.
std::string exportLine(const LogLine& line);

}  // namespace cata::app
