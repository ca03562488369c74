// The simulator (`catakombes sim`): N headless games of one quest between two AI
// policies, with the statistics used to balance the cards and quests (docs/balance.md): the
// heroes' win rate with a 95 % Wilson interval, turns per game, how the games ended,
// casualties and kills per card, and the content no game used.
//
// Game k plays with seeds derived from (seed, k) only, and the games are summed in game order,
// so a report depends on the options but never on the number of worker threads.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/ai/policy.h"
#include "cata/content/save_content.h"
#include "cata/core/game_state.h"

namespace cata::ai {

/// The simulator's word for a player, on its command line and in its report: "ai" for the
/// heroes' AI, else the save's name ("rulebook", "random").
std::string_view simPlayerKey(content::Player p);

/// What to simulate.
struct SimOptions {
    std::string quest_id;  // a quest of the documents given to simulate()
    int games = 100;
    std::uint64_t seed = 1;
    // The heroes: the heroes' AI or the random player; the Master: the rulebook's solo Master
    // (R44) or the random player.
    content::Players players{content::Player::HeroesAi, content::Player::Rulebook};
    int jobs = 1;              // worker threads (at least 1)
    int max_actions = 20000;   // a game not over after this many actions is stopped (counted apart)
    GameOptions options;       // optional rules (R45, R46, R21), all on
    // A slice of the run (`catakombes sim --shard K/N`): only the games whose index k has
    // k % shards == shard - 1 are played, with the seeds they have in the whole run, so that
    // the N slices' games are exactly the whole run's (mergeShards sums them).
    int shard = 1;   // K, from 1
    int shards = 1;  // N
    // Set from another thread to stop the run (the editor's balance check, docs/editor.md):
    // no game starts after it is seen, a game in play stops at its next action, and
    // playGames() / simulate() throw SimCancelled. Not owned; nullptr: never cancelled.
    const std::atomic<bool>* cancel = nullptr;
};

/// Thrown by playGames() and simulate() when SimOptions::cancel was set during the run.
struct SimCancelled : std::runtime_error {
    SimCancelled() : std::runtime_error("the simulation was cancelled") {}
};

/// The seeds of game `index` of a simulation seeded with `seed`: the game's dice, the heroes'
/// policy and the Master's policy (splitmix64 of the seed and the index, so games are independent
/// of each other and of the order they are played in).
struct GameSeeds {
    std::uint64_t game = 0;
    std::uint64_t heroes = 0;
    std::uint64_t master = 0;
};
GameSeeds gameSeeds(std::uint64_t seed, int index);

/// A proportion with its 95 % Wilson score interval.
struct Proportion {
    int successes = 0;
    int trials = 0;
    double rate = 0;  // successes / trials (0 when no trials)
    double low = 0;   // Wilson interval, z = 1.959963984540054 (0 and 1 when no trials)
    double high = 1;
    bool operator==(const Proportion&) const = default;
};
/// The Wilson score interval of `successes` out of `trials` at 95 %.
Proportion wilson(int successes, int trials);

/// How the characters of one card fared over all games.
struct CardStats {
    std::string card;
    Side side = Side::Heroes;
    int fielded = 0;     // characters of this card over all games (a card twice in a group counts 2 per game)
    int actions = 0;     // actions its characters took (decision answers are the side's, not counted)
    int went_down = 0;   // R25: a hero of this card went down
    int left_board = 0;  // R24: a Master character of this card became a casualty
    int died = 0;        // R25/R24/R49: out of the game for good
    int kills = 0;       // opponents its characters brought down (down, casualty or dead) with the last wound
    int wounds_dealt = 0;  // HP its characters took from opponents (down to 0, not past it)
    bool operator==(const CardStats&) const = default;
};

/// How the games ended: the result's reason (R52) with the winner, or the action cap.
struct Ending {
    std::string reason;  // GameResult::reason, or "stopped after N actions"
    std::string winner;  // "heroes", "master", or "" for games stopped by the cap
    int games = 0;
    bool operator==(const Ending&) const = default;
};

/// Content of the quest and of the groups that no game used.
struct NeverUsed {
    std::vector<std::string> cards;           // cards of the groups whose characters never acted
    std::vector<std::string> spells;          // spells of those cards never cast (R23)
    std::vector<std::string> special_actions; // quest special actions never tried (R51)
    std::vector<std::string> objects;         // doors, secret doors, cells and chests never opened (R40, R50)
    std::vector<std::string> items;           // quest items and potions never taken, given, drunk or poured (R26, R41)
    std::vector<std::string> action_kinds;    // kinds of actions that were legal at some point but never taken
    bool operator==(const NeverUsed&) const = default;
};

/// The simulation's result.
struct SimReport {
    std::string quest;
    std::string heroes;  // simPlayerKey
    std::string master;  // simPlayerKey
    std::uint64_t seed = 0;
    int games = 0;
    int max_actions = 0;
    Proportion heroes_wins;  // the heroes' win rate with its 95 % interval
    int master_wins = 0;
    int capped = 0;          // games stopped by max_actions
    double turns_mean = 0;   // turns per game (the turn the game ended in)
    int turns_min = 0;
    double turns_median = 0;
    int turns_max = 0;
    double actions_mean = 0;  // actions per game
    std::vector<Ending> endings;    // most frequent first, then by reason
    std::vector<CardStats> cards;   // heroes' cards then the Master's, each in group order
    NeverUsed never_used;
    bool operator==(const SimReport&) const = default;
};

/// What one game did, summed into the report (public for the tests).
struct GameTally {
    std::optional<GameResult> result;
    int turns = 0;
    int actions = 0;
    std::map<std::string, CardStats> cards;  // by card id
    std::vector<std::string> card_order;     // card ids, heroes then the Master, in roster order
    std::set<std::string> spells_known, spells_cast;
    std::set<std::string> specials_known, specials_tried;
    std::set<std::string> objects_known, objects_opened;
    std::set<std::string> items_known, items_moved;
    std::set<std::string> kinds_legal, kinds_taken;
};

/// Counts one game as it is played: `begin` with the start state and its events, `step` after
/// every applied action, `end` with the final state. Kills go to the source of the last wound a
/// character received in the same action before it went down, became a casualty or died; a
/// character is counted once until it stands up or comes back (R24, R25).
class GameCounter {
public:
    void begin(const GameState& start, const std::vector<Event>& start_events);
    /// `legal`: the legal actions of `before` (for the kinds of actions never taken).
    void step(const GameState& before, const Action& action, const std::vector<LegalAction>& legal,
              const std::vector<Event>& events, const GameState& after);
    GameTally end(const GameState& final_state, int actions);

private:
    void count(const GameState& state, const std::vector<Event>& events);
    GameTally t_;
    std::vector<bool> fallen_;  // per character: down, casualty or dead (counted already)
};

/// Sums game tallies (in the order given) into a report.
SimReport summarize(const SimOptions& options, const std::vector<GameTally>& games);

/// The games a run (or its slice) played: each game's index in the whole run and its tally.
struct SimGames {
    std::vector<int> indices;  // ascending
    std::vector<GameTally> tallies;
};

/// Called after each game with the number of games done and the total; calls are serialized
/// (never two at once) and `done` only grows.
using SimProgress = std::function<void(int done, int total)>;

/// Plays `options.games` games of `options.quest_id` (default groups, content::deploy; the
/// Master placed by R44 when the rulebook Master plays) on `options.jobs` threads. Throws
/// std::invalid_argument for an unknown quest, no games, no jobs or a game that cannot start.
SimReport simulate(const content::ContentDocuments& docs, const SimOptions& options, const SimProgress& progress = {});
/// The same games, not summed: those of `options`' slice (all of them without one). Throws as
/// simulate() does, and for a slice outside 1..N.
SimGames playGames(const content::ContentDocuments& docs, const SimOptions& options, const SimProgress& progress = {});

/// What a slice's JSON report adds under "shard" (`sim --shard K/N --json`): K, N, the whole
/// run's number of games and every game's tally, so that sim-merge can sum the slices into the
/// whole run's report.
nlohmann::json shardJson(const SimOptions& options, const SimGames& games);
/// One file given to `catakombes sim-merge`: its name (for messages) and its text.
struct ShardFile {
    std::string name;
    std::string text;
};
/// The report of the whole run from the JSON reports of its N slices (`sim --shard K/N --json`
/// for K = 1..N, in any order): exactly what one run of every game gives. Nothing, with every
/// problem in `error` (one a line, each naming its file), when a file is not a slice's report,
/// the slices are of different runs (quest, players, seed, action cap, games, N), a slice is
/// given twice or missing, or its games are not its own.
std::optional<SimReport> mergeShards(const std::vector<ShardFile>& files, std::string* error);

/// The report as JSON (the `--json` file of `catakombes sim`).
nlohmann::json toJson(const SimReport& r);
/// A readable report for the terminal.
std::string toText(const SimReport& r);

}  // namespace cata::ai
