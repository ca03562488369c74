// Time of the rulebook Master's turns (R44, issue 5: "a Master turn under 2 ms median on Quest
// I"). One benchmark per shipped quest; each iteration plays one game (random heroes against
// the rulebook Master, R44 deployment) and times every Master turn: its choices and the
// application of its actions. The counters give the median and the 99th percentile in ms.
//
//   build/<dir>/bench/bench_master_ai [--benchmark_filter=quest_1]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "cata/ai/policy.h"
#include "cata/ai/setup.h"

namespace {

using namespace cata;

const content::ContentDocuments& docs() {
    static const content::ContentDocuments d = content::ContentDocuments::shipped(CATA_SOURCE_DIR);
    return d;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

void masterTurns(benchmark::State& state, int quest_number) {
    const QuestDef* quest = nullptr;
    for (const auto& q : docs().library().quests)
        if (q.number == quest_number) quest = &q;
    if (!quest) {
        state.SkipWithError("quest not found");
        return;
    }
    std::vector<double> turns_ms;
    std::uint64_t seed = 1;
    for (auto _ : state) {
        const ai::PreparedGame g = ai::prepareGame(docs(), quest->id, seed, true);
        auto s = ai::startGame(g);
        if (!s) {
            state.SkipWithError("the game could not start");
            return;
        }
        auto heroes = ai::randomPolicy(seed + 1000);
        auto master = ai::rulebookMaster(seed);
        ++seed;
        double turn = 0;
        bool in_turn = false;
        while (!s->isOver()) {
            const bool mine = s->toMove() == Side::Master;
            const auto t0 = std::chrono::steady_clock::now();
            const ai::Choice c = (mine ? *master : *heroes).choose(*s);
            s->apply(c.action);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            if (!mine) continue;
            turn += ms;
            in_turn = true;
            if (std::holds_alternative<EndTurn>(c.action)) {
                turns_ms.push_back(turn);
                turn = 0;
                in_turn = false;
            }
        }
        if (in_turn) turns_ms.push_back(turn);
    }
    state.counters["turn_median_ms"] = percentile(turns_ms, 0.5);
    state.counters["turn_p99_ms"] = percentile(turns_ms, 0.99);
    state.counters["turns"] = static_cast<double>(turns_ms.size());
}

}  // namespace

BENCHMARK_CAPTURE(masterTurns, quest_1, 1)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(masterTurns, quest_2, 2)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(masterTurns, quest_3, 3)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(masterTurns, quest_4, 4)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(masterTurns, quest_5, 5)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(masterTurns, quest_6, 6)->Unit(benchmark::kMillisecond)->Iterations(10);

BENCHMARK_MAIN();
