// Why an AI chose its action (ai::Choice::why), in a form any interface can word in its own
// language — the pattern of the core's refusals (cata/core/refusal.h): a stable key, the things
// the line names (characters by instance, spells, items and objects by id, numbers,
// percentages, and nested fragments where a line is composed: "activated — <why>; <mode>;
// <action>") as arguments, and an English rendering (englishText) that is the line the engine,
// the simulations and the traces print. A client keeps its own pattern per key and language
// and fills it with its own words for the arguments.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "cata/core/game_state.h"

namespace cata::ai {

/// Every kind of explanation line or fragment. Stable: a client's string tables are keyed by
/// explainName(). Beside each, its English pattern (explainEnglish()).
enum class ExplainKey {
    None,  // (no explanation: an answer to a dialog)
    // The rulebook Master (R44): a line per character
    MasterEndTurn,        // Master: nothing useful left; ends the turn
    MasterActivated,      // {0}: activated — {1}; {2}; {3}
    MasterNotActivated,   // {0}: not activated — no opponent in its zone or sight; rolls 1D6 on the solo table
    MasterWandersOne,     // {0}: not activated, rolled {1} — wanders {2} square in a random free direction
    MasterWanders,        // {0}: not activated, rolled {1} — wanders {2} squares in a random free direction
    MasterWebbed,         // {0}: webbed, tries to break free (R30)
    MasterBlockMoves,     // {0}: block test failed; HP {1} > 6, moves anyway (R12)
    MasterBlockStays,     // {0}: block test failed; HP {1} ≤ 6, stays (R12)
    MasterDestinyCancel,  // {0}: destiny cancels the wounds that would kill it (R27)
    MasterDestinyReroll,  // {0}: destiny re-roll, a hit could kill {1} (R27)
    MasterKeepsDestiny,   // {0}: keeps its destiny (R27)
    // Why it is activated (R44)
    WhyNoSoloTable,  // acts (no solo table)
    WhyFrantic,      // frantic (rolled {0}), double AP
    WhyInZone,       // {0} in its zone
    WhyInSight,      // {0} in sight
    WhyOpponent,     // an opponent was in its zone or sight
    // Its highest characteristic (R44)
    ModeMelee,  // M.At highest
    ModeShoot,  // Shoot highest
    ModeMagic,  // Magic highest
    // What it does, and the steps before it
    NoPath,             // no path; {0}
    NobodyToShoot,      // nobody to shoot; {0}
    NoLineOfSight,      // no line of sight; {0}
    NoSpellReaches,     // no spell reaches; {0}
    NoSpellTarget,      // no target for its spells; {0}
    OnlySupportive,     // only supportive spells; {0}
    InLineOfSight,      // {0} in line of sight; {1}
    ArmourOver,         // armour {0} > half of {1}
    ArmourAtMost,       // armour {0} ≤ half of {1}
    PowerfulAttack,     // powerful attack on {0}, {1}
    NormalAttack,       // normal attack on {0}, {1}
    NormalAttackNo2Ap,  // normal attack on {0}, {1} but not 2 AP
    SharpShot,          // sharp shot, {0}
    Shot,               // shot, {0}
    ShotNo2Ap,          // shot, {0} but not 2 AP
    OpensDoorToward,    // opens the door toward {0}
    BreaksDoorToward,   // breaks the locked door toward {0}
    PicksLockToward,    // picks the lock of the door toward {0}
    RunsToward,         // runs 2 squares toward {0}
    WalksToward,        // walks 1 square toward {0}
    SpotBehind,         // a spot behind {0}
    CastsMostHarmful,   // casts {0} on {1}, most harmful (expected {2})
    HealsMostWounded,   // heals the most wounded ally {0} ({1}/{2} HP)
    CastsOnFront,       // casts {0} on {1}, who sees the heroes
    UsesInstead,        // no way to use it; {0}
    // A Master turn's end naming who did nothing and why (R44: never silence)
    MasterEndTurnIdle,  // Master: ends the turn; {0}
    IdleAnd,            // {0}; {1}
    IdleNoWay,          // {0} does nothing: activated ({1}) but no way to reach {2} and nothing in range
    IdleRolled,         // {0} does nothing: not activated, rolled {1} (R44)
    IdleNoRoom,         // {0} does nothing: rolled {1}, no free square to wander to
    IdleNothing,        // {0} does nothing: nothing useful within its reach
    // The heroes' AI
    HeroLine,             // {0}: {1}
    HeroesEndTurn,        // ends the turn
    HeroesLetMasterGoOn,  // lets the Master go on
    HeroesNothingWorth,   // ends the turn: nothing left worth its action points
    HeroAttack,           // {0} on {1} (hit {2}, kill {3}, {4} wounds expected)
    HeroAttackTarget,     // {0} on {1} (hit {2}, kill {3}, {4} wounds expected, the quest's target)
    HeroSpell,            // {0} on {1} (works {2})
    HeroPours,            // pours a potion for {0}, who is down
    HeroDrinks,           // drinks a potion ({0} HP)
    HeroTakes,            // takes {0} ({1})
    HeroTakesPotion,      // takes a potion
    HeroDoor,             // {0} {1} ({2})
    HeroDoorGoal,         // {0} {1} ({2}, {3})
    HeroSpecial,          // {0} ({1}, {2})
    HeroLeavesWith,       // leaves with {0}
    HeroLeaves,           // leaves the catacombs
    HeroWaits,            // waits for the enemies to come (R42)
    HeroBreaksFree,       // breaks free of the web
    HeroTowardObjective,  // toward the objective ({0}, {1} to go)
    HeroIntoFight,        // into the fight
    HeroTowardEnemies,    // toward the enemies
    HeroToDownAlly,       // to a down ally
    HeroMakesRoom,        // makes room for {0}
    HeroRepositions,      // repositions
    // The heroes' objective (heroes_goal.h)
    ObjectiveNone,       // (empty)
    ObjectiveOpen,       // open {0}
    ObjectiveKill,       // kill {0}
    ObjectiveKillEvery,  // kill every {0}
    ObjectiveAllOut,     // get every hero out
    ObjectiveCarry,      // carry {0} out
    ObjectiveSucceed,    // succeed at {0}
    // The search Master (search.h): the line, who does what, and what it does
    SearchLine,       // {0} — value {1}; rather than: {2}, {3}
    SearchLineOnly,   // {0} — value {1}
    SearchBy,         // {0} {1}
    SearchMaster,     // Master {0}
    SearchHeroes,     // Heroes: {0}
    ActMelee,         // attacks {0}
    ActPowerful,      // makes a powerful attack on {0}
    ActShot,          // shoots {0}
    ActSharpShot,     // takes a sharp shot at {0}
    ActCast,          // casts {0} on {1}
    ActMovesToward,   // moves toward {0}
    ActMoves,         // moves
    ActOpensDoor,     // opens a door
    ActClosesDoor,    // closes a door
    ActBreaksDoor,    // breaks down a door
    ActPicksLock,     // picks a lock
    ActCrushes,       // steps over the fallen
    ActTakes,         // takes an item
    ActGives,         // gives an item
    ActDrinks,        // drinks a potion
    ActPours,         // pours a potion
    ActBreaksFree,    // breaks free of the web
    ActEndsTurn,      // ends the turn
    ActMovesAnyway,   // moves on despite the block
    ActStays,         // stays
    ActUsesDestiny,   // spends a destiny point
    ActKeepsDestiny,  // keeps its destiny
    ActOther,         // acts
    ActJumpsToward,   // leaps toward {0} ({1} to land)
    ActJumps,         // leaps ({0} to land)
    Count_            // (not a key: how many there are)
};

/// Every key, in order.
std::span<const ExplainKey> allExplainKeys();
/// The key's stable name ("master_activated"); a client's key is "ai.line.<name>".
std::string_view explainName(ExplainKey key);
/// The key's English pattern, {0}, {1}... standing for its arguments in order.
std::string_view explainEnglish(ExplainKey key);
/// How many arguments the key's pattern uses.
int explainArity(ExplainKey key);

struct Explanation;

/// One thing an explanation names.
struct ExplainArg {
    enum class Kind {
        Number,         // `n`
        Character,      // `n`: its index (English: its card's English name, or its id with `by_id`)
        Card,           // `id`: a card id ("kill every skeleton")
        Spell,          // `id` (English: its English name, or its id with `by_id`)
        Item,           // `n`: its index in the state's items (English: its id)
        Object,         // `n`: its index in the quest's objects, or -1 with its `id` (English: its id)
        SpecialAction,  // `n`: its index in the quest's special actions, or -1 with its `id` (English: its id)
        Word,           // `id`: a word of the client's table, "ai.word.<id>" (English: the id: "melee", "open_door")
        Percent,        // `n`: a percentage ("44%")
        Tenths,         // `n`: a number in tenths (31: "3.1")
        Part,           // `part[0]`: a nested explanation
    };
    Kind kind = Kind::Number;
    int n = 0;
    std::string id;
    bool by_id = false;
    std::vector<Explanation> part;  // one element for a Part
    bool operator==(const ExplainArg&) const;
};

/// An explanation: its key and its arguments in the pattern's order.
struct Explanation {
    ExplainKey key = ExplainKey::None;
    std::vector<ExplainArg> args;
    bool operator==(const Explanation&) const = default;
};

/// Builders for the AIs (and tests).
Explanation explain(ExplainKey key, std::vector<ExplainArg> args = {});
ExplainArg numberArg(int n);
ExplainArg characterArg(int who, bool by_id = false);
ExplainArg cardArg(const std::string& id);
ExplainArg spellArg(const std::string& id, bool by_id = false);
ExplainArg itemArg(int index);
ExplainArg objectArg(int index, const std::string& id = {});
ExplainArg specialActionArg(int index, const std::string& id = {});
ExplainArg wordArg(const std::string& id);
ExplainArg percentArg(double probability);  // rounded to the nearest percent
ExplainArg tenthsArg(int tenths);
ExplainArg partArg(Explanation part);

/// An explanation as JSON, to be kept with a saved game: {"key": explainName(), "args": [...]},
/// each argument {"kind": "number"|"character"|…, "n", "id", "by_id", "part"} (only what it has).
nlohmann::json explanationToJson(const Explanation& why);
/// Reads explanationToJson()'s JSON back; nothing when it is not one (an unknown key or kind, a
/// wrong type, an argument count other than the key's): a client then shows no line rather
/// than a wrong one.
std::optional<Explanation> explanationFromJson(const nlohmann::json& j);

/// The English line: the pattern filled with the English words of `state` (the text the
/// engine protocol, sim and the traces print). Empty for ExplainKey::None.
std::string englishText(const GameState& state, const Explanation& why);

}  // namespace cata::ai
