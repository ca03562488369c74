// Speed of the rules core and the AI layer, single-threaded, on every shipped quest
// and on the scaling case bench/scale-64.json (64 × 64 map, 60 characters). Four benchmarks
// per quest, registered at start-up from the content library (a new quest is measured with no
// change here):
//
//   random_actions/<quest>  one iteration = legalList() (the legal actions without their flags,
//                           what the random player reads) + a random pick + apply(); the game
//                           starts again (a copy of one of 8 seeded starts) when it ends.
//                           items_per_second = random legal actions per second.
//   ai_games/<quest>        one iteration = one whole game, heroesAi against rulebookMaster
//                           (ai::playOut, R44 deployment as the simulator sets it up).
//                           items_per_second = games per second.
//   master_turn/<quest>     AI games as above with the Master's policy timed: the time of every
//                           Master turn (all its choose() calls while the Master's side is
//                           active in one game turn, in thread CPU time; the game's apply()
//                           not included).
//                           Counters turn_median_us, turn_p99_us, turn_max_us, decision_p99_us.
//   search_turn/<strength>/<quest>  the same timing (thread CPU time of every Master turn) with
//                           the search Master (cata/ai/search.h) at Veteran or Nightmare
//                           playing the Master: R44's deployment, the solo rules off, a few
//                           whole games (the search is slow: 8 games at Veteran, 2 at
//                           Nightmare). Counters as master_turn's.
//   legal_actions/<quest>   one iteration = legalActions() of one of those mid-game states (the
//                           same 64 states, cycled: a fixed workload, comparable between builds).
//   legal_list/<quest>      the same with legalList(): the list without the flags (ActionInfo).
//   state_copy/<quest>      one iteration = a copy of a mid-game GameState (states taken from
//                           seeded random games, 20 to 160 actions in). items_per_second = copies/s.
//   apply_copy/<quest>      one iteration = what a search does to try one action: a copy of a
//                           mid-game state and apply() of one of its legal actions on the copy
//                           (the core has no undo; the legal lists are computed beforehand, not
//                           timed). items_per_second = actions tried per second.
//   odds/<quest>            one iteration = attackProfile + woundDistribution (R6) of one attack
//                           taken from the legal lists of states sampled from AI games.
//                           items_per_second = attacks priced per second; time = per attack.
//
// The AI benchmarks only use the factories of cata/ai/policy.h, so they measure whatever
// rulebookMaster() and heroesAi() are at the time (the R44 Master and the heroes' AI).
//
//   build/<dir>/bench/bench_core [--benchmark_filter=random_actions] [--benchmark_format=json]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/ai/match.h"
#include "cata/ai/policy.h"
#include "cata/ai/search.h"
#include "cata/ai/setup.h"
#include "cata/content/save_content.h"
#include "cata/core/rng.h"

namespace {

using namespace cata;

/// CPU time of this thread in microseconds: the Master's turn is timed in CPU time, so other
/// processes on a busy machine do not inflate it (the benchmarks are single-threaded).
double threadCpuUs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

std::string dataDir() {
    if (const char* env = std::getenv("CATAKOMBES_DATA"); env && *env) return env;
    return CATA_SOURCE_DIR;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

/// One quest to measure: its content documents (shipped, or the scaling quest's file).
struct BenchQuest {
    const content::ContentDocuments* docs = nullptr;
    std::string id;
};

/// A seeded start of `quest` (R44 deployment when `r44`), or nothing with the reason in `error`.
std::optional<GameState> startOf(const BenchQuest& quest, std::uint64_t seed, bool r44, std::string& error) {
    const ai::PreparedGame g = ai::prepareGame(*quest.docs, quest.id, seed, r44);
    if (!g.error.empty()) {
        error = g.error;
        return std::nullopt;
    }
    return ai::startGame(g, &error);
}

bool isAttack(const Action& a) {
    return std::holds_alternative<Melee>(a) || std::holds_alternative<PowerfulAttack>(a) ||
           std::holds_alternative<Shot>(a) || std::holds_alternative<SharpShot>(a);
}

// ---- random legal actions ----

void randomActions(benchmark::State& state, BenchQuest quest) {
    std::vector<GameState> starts;
    std::string error;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        auto s = startOf(quest, seed, false, error);
        if (!s) {
            state.SkipWithError(error.c_str());
            return;
        }
        starts.push_back(std::move(*s));
    }
    Rng rng(12345);
    std::size_t next = 0;
    GameState game = starts[next++];
    std::int64_t games = 0;
    for (auto _ : state) {
        if (game.isOver()) {
            game = starts[next++ % starts.size()];
            ++games;
        }
        const std::vector<Action> legal = game.legalList();  // as the random player (no flags)
        benchmark::DoNotOptimize(game.apply(legal[ai::pickRandom(legal, rng)]));
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["games_ended"] = static_cast<double>(games);
}

// ---- state handling for a search: copy, apply on a copy ----

/// Mid-game states of `quest`: seeded random games (as random_actions), the state after 20,
/// 40, ... 160 actions of each, while not over; each with its legal list.
std::vector<std::pair<GameState, std::vector<LegalAction>>> midGameStates(const BenchQuest& quest, std::string& error) {
    std::vector<std::pair<GameState, std::vector<LegalAction>>> out;
    Rng rng(777);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        std::optional<GameState> s = startOf(quest, seed, false, error);
        if (!s) return {};
        for (int i = 1; i <= 160 && !s->isOver(); ++i) {
            std::vector<LegalAction> legal = s->legalActions();
            s->apply(legal[ai::pickRandom(legal, rng)].action);
            if (i % 20 == 0 && !s->isOver()) out.emplace_back(*s, s->legalActions());
        }
    }
    if (out.empty()) error = "no mid-game state (every random game ended within 20 actions)";
    return out;
}

void stateCopy(benchmark::State& state, BenchQuest quest) {
    std::string error;
    const auto states = midGameStates(quest, error);
    if (states.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    std::size_t i = 0;
    for (auto _ : state) {
        GameState copy = states[i].first;
        benchmark::DoNotOptimize(copy);
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["states"] = static_cast<double>(states.size());
}

void legalOfStates(benchmark::State& state, BenchQuest quest) {
    std::string error;
    const auto states = midGameStates(quest, error);
    if (states.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    std::size_t i = 0, actions = 0;
    for (auto _ : state) {
        const std::vector<LegalAction> legal = states[i].first.legalActions();
        actions += legal.size();
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["legal_per_state"] = static_cast<double>(actions) / static_cast<double>(state.iterations());
}

void legalListOfStates(benchmark::State& state, BenchQuest quest) {
    std::string error;
    const auto states = midGameStates(quest, error);
    if (states.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    std::size_t i = 0, actions = 0;
    for (auto _ : state) {
        const std::vector<Action> legal = states[i].first.legalList();
        actions += legal.size();
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["legal_per_state"] = static_cast<double>(actions) / static_cast<double>(state.iterations());
}

void applyOnCopy(benchmark::State& state, BenchQuest quest) {
    std::string error;
    const auto states = midGameStates(quest, error);
    if (states.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    std::size_t i = 0, k = 0;
    for (auto _ : state) {
        const auto& [s, legal] = states[i];
        GameState copy = s;
        benchmark::DoNotOptimize(copy.apply(legal[k % legal.size()].action));
        ++k;
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["states"] = static_cast<double>(states.size());
}

// ---- AI-vs-AI games ----

/// Wraps a policy and times its decisions, grouped by the turns of its side.
class TimedPolicy final : public ai::Policy {
public:
    TimedPolicy(std::unique_ptr<ai::Policy> inner, Side side) : inner_(std::move(inner)), side_(side) {}
    std::string_view name() const override { return inner_->name(); }
    ai::Choice choose(const GameState& s) override {
        const double start = threadCpuUs();
        ai::Choice c = inner_->choose(s);
        const double us = threadCpuUs() - start;
        decisions_us.push_back(us);
        if (s.activeSide() == side_) {
            if (s.turn() != turn_) {
                finishTurn();
                turn_ = s.turn();
            }
            turn_us_ += us;
        }
        return c;
    }
    /// Records the turn in progress (call at the end of a game).
    void finishTurn() {
        if (turn_ != 0) turns_us.push_back(turn_us_);
        turn_ = 0;
        turn_us_ = 0;
    }
    std::vector<double> turns_us;      // one entry per turn of the side in which it decided
    std::vector<double> decisions_us;  // every choose(), answers to pending decisions included

private:
    std::unique_ptr<ai::Policy> inner_;
    Side side_;
    int turn_ = 0;
    double turn_us_ = 0;
};

/// Plays AI games (one per iteration) from prepared records with a new seed each time.
/// `master`: the Master's player (the rulebook's with the solo rules, or the search at a
/// strength without them).
void aiGames(benchmark::State& state, BenchQuest quest, bool time_master, content::Player master_player) {
    ai::PreparedGame g = ai::prepareGame(*quest.docs, quest.id, 1, true);
    if (!g.error.empty()) {
        state.SkipWithError(g.error.c_str());
        return;
    }
    if (content::isSearchMaster(master_player)) g.record.options.solo_master = false;
    std::uint64_t seed = 1;
    std::int64_t actions = 0, turns = 0, heroes_won = 0, unfinished = 0;
    std::vector<double> turns_us, decisions_us;
    for (auto _ : state) {
        g.record.seed = seed;
        std::string error;
        std::optional<GameState> s = ai::startGame(g, &error);
        if (!s) {
            state.SkipWithError(error.c_str());
            return;
        }
        auto heroes = ai::heroesAi(seed * 2 + 1);
        auto master = ai::policyFor(master_player, seed * 2 + 2);
        ai::MatchOutcome out;
        if (time_master) {
            TimedPolicy timed(std::move(master), Side::Master);
            out = ai::playOut(*s, *heroes, timed);
            timed.finishTurn();
            double spent = 0;
            for (double us : timed.turns_us) spent += us;
            state.SetIterationTime(spent / 1e6);
            turns_us.insert(turns_us.end(), timed.turns_us.begin(), timed.turns_us.end());
            decisions_us.insert(decisions_us.end(), timed.decisions_us.begin(), timed.decisions_us.end());
        } else {
            out = ai::playOut(*s, *heroes, *master);
        }
        actions += out.actions;
        turns += out.turns;
        if (!out.result) ++unfinished;
        else if (out.result->winner == Side::Heroes) ++heroes_won;
        ++seed;
    }
    const auto n = static_cast<double>(state.iterations());
    state.counters["actions_per_game"] = static_cast<double>(actions) / n;
    state.counters["turns_per_game"] = static_cast<double>(turns) / n;
    state.counters["heroes_won"] = static_cast<double>(heroes_won) / n;
    if (unfinished) state.counters["unfinished"] = static_cast<double>(unfinished);
    if (time_master) {
        state.counters["turns_timed"] = static_cast<double>(turns_us.size());
        state.counters["turn_median_us"] = percentile(turns_us, 0.5);
        state.counters["turn_p99_us"] = percentile(turns_us, 0.99);
        state.counters["turn_max_us"] = turns_us.empty() ? 0 : *std::max_element(turns_us.begin(), turns_us.end());
        state.counters["decision_p99_us"] = percentile(decisions_us, 0.99);
    } else {
        state.SetItemsProcessed(state.iterations());
    }
}

// ---- odds per attack ----

void oddsPerAttack(benchmark::State& state, BenchQuest quest) {
    // Sample: AI games (heroesAi against rulebookMaster, R44 deployment, as ai_games), which
    // fight, unlike random play; every third state whose legal list has attacks keeps them (at
    // most 64 per state), until 2 000 attacks or 4 000 actions in all (the 64 × 64 case is slow).
    std::vector<GameState> states;
    std::vector<std::pair<std::size_t, Action>> attacks;
    std::string error;
    int actions = 0, seen = 0;
    for (std::uint64_t seed = 1; seed <= 50 && attacks.size() < 2000 && actions < 4000; ++seed) {
        auto s = startOf(quest, seed, true, error);
        if (!s) {
            state.SkipWithError(error.c_str());
            return;
        }
        auto heroes = ai::heroesAi(seed * 2 + 1);
        auto master = ai::rulebookMaster(seed * 2 + 2);
        const auto sample = [&](const GameState& before, const ai::Choice&, const std::vector<Event>&, const GameState&) {
            if (attacks.size() >= 2000) return;
            std::vector<Action> here;
            for (const auto& la : before.legalActions())
                if (isAttack(la.action) && here.size() < 64) here.push_back(la.action);
            if (!here.empty() && seen++ % 3 == 0) {
                states.push_back(before);
                for (auto& a : here) attacks.emplace_back(states.size() - 1, std::move(a));
            }
        };
        actions += ai::playOut(*s, *heroes, *master, 4000 - actions, sample).actions;
    }
    if (attacks.empty()) {
        state.SkipWithError("no attack in the AI games sampled (4 000 actions)");
        return;
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [si, action] = attacks[i];
        const GameState& s = states[si];
        const std::optional<AttackProfile> profile = s.attackProfile(action);
        benchmark::DoNotOptimize(woundDistribution(s.content().ruleset, *profile));
        if (++i == attacks.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["attacks_sampled"] = static_cast<double>(attacks.size());
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

    const std::string data = dataDir();
    static const content::ContentDocuments shipped = content::ContentDocuments::shipped(data);
    static const content::ContentDocuments scale =
        content::ContentDocuments::shipped(data, (std::filesystem::path(data) / "bench" / "scale-64.json").string());
    std::vector<BenchQuest> quests;
    for (const auto& q : shipped.library().quests) quests.push_back({&shipped, q.id});
    for (const auto& q : scale.library().quests) quests.push_back({&scale, q.id});
    if (!scale.report().ok() || scale.library().quests.empty()) {
        fprintf(stderr, "bench_core: bench/scale-64.json does not load (catakombes validate bench/scale-64.json)\n");
        return 1;
    }

    // CATA_BENCH_ITERATIONS=N: random_actions, legal_actions and legal_list run exactly N
    // iterations (the same actions and states in every build: for instruction counts, callgrind).
    const char* fixed_env = std::getenv("CATA_BENCH_ITERATIONS");
    const benchmark::IterationCount fixed = fixed_env ? std::atoll(fixed_env) : 0;
    const auto timing = [fixed](benchmark::internal::Benchmark* b, double min_time) {
        if (fixed > 0)
            b->Iterations(fixed);
        else
            b->MinTime(min_time);
    };
    for (const auto& q : quests)
        timing(benchmark::RegisterBenchmark(("random_actions/" + q.id).c_str(), randomActions, q), 1.0);
    for (const auto& q : quests)
        benchmark::RegisterBenchmark(("ai_games/" + q.id).c_str(), aiGames, q, false, content::Player::Rulebook)
            ->Unit(benchmark::kMillisecond)
            ->MinTime(q.docs == &scale ? 0.01 : 1.0);  // one game is enough on the 64 × 64 map
    for (const auto& q : quests)
        benchmark::RegisterBenchmark(("master_turn/" + q.id).c_str(), aiGames, q, true, content::Player::Rulebook)
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond)
            ->Iterations(q.docs == &scale ? 2 : 40);
    for (const auto strength : {content::Player::Veteran, content::Player::Nightmare})
        for (const auto& q : quests) {
            if (q.docs == &scale) continue;  // minutes a game on the 64 x 64 map
            benchmark::RegisterBenchmark(
                ("search_turn/" + std::string(content::playerKey(strength)) + "/" + q.id).c_str(), aiGames, q, true,
                strength)
                ->UseManualTime()
                ->Unit(benchmark::kMillisecond)
                ->Iterations(strength == content::Player::Veteran ? 8 : 2);
        }
    for (const auto& q : quests)
        timing(benchmark::RegisterBenchmark(("legal_actions/" + q.id).c_str(), legalOfStates, q), 0.5);
    for (const auto& q : quests)
        timing(benchmark::RegisterBenchmark(("legal_list/" + q.id).c_str(), legalListOfStates, q), 0.5);
    for (const auto& q : quests)
        benchmark::RegisterBenchmark(("state_copy/" + q.id).c_str(), stateCopy, q)->MinTime(0.5);
    for (const auto& q : quests)
        benchmark::RegisterBenchmark(("apply_copy/" + q.id).c_str(), applyOnCopy, q)->MinTime(0.5);
    for (const auto& q : quests)
        benchmark::RegisterBenchmark(("odds/" + q.id).c_str(), oddsPerAttack, q)->Unit(benchmark::kMicrosecond)->MinTime(0.5);

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
