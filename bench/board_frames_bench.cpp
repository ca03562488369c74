// Frame time of the board on each shipped quest's map with SDL's software renderer under the
// dummy video driver (issue 4: no frame over 16 ms). One benchmark per quest; each iteration
// draws one full frame (map, tokens, overlays of a selected hero, panels) and the counters
// give the median and the 99th percentile in milliseconds.
//
//   build/<dir>/bench/bench_board_frames [--benchmark_filter=quest_1]
#include <benchmark/benchmark.h>

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/content/engine_setup.h"

namespace {

using namespace cata;
using namespace cata::app;

std::string dataDir() {
    if (const char* env = std::getenv("CATAKOMBES_DATA"); env && *env) return env;
    return CATA_SOURCE_DIR;
}

/// One app for the whole run, in a throw-away home, rendering offscreen.
App& sharedApp() {
    static std::filesystem::path home = [] {
        const auto dir = std::filesystem::temp_directory_path() / "catakombes-bench";
        std::filesystem::create_directories(dir);
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("SDL_RENDER_DRIVER", "software", 1);
        return dir;
    }();
    static App app([] {
        AppOptions o;
        o.data_dir = dataDir();
        o.settings_file = home / "settings.json";
        o.saves_dir = home / "saves";
        o.require_display = false;
        return o;
    }());
    return app;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

void boardFrame(benchmark::State& state, int quest_number) {
    App& app = sharedApp();
    if (!app.ok()) {
        state.SkipWithError(app.error().c_str());
        return;
    }
    const content::ContentDocuments& docs = app.documents();
    const QuestDef* quest = nullptr;
    for (const auto& q : docs.library().quests)
        if (q.number == quest_number) quest = &q;
    if (!quest) {
        state.SkipWithError("quest not found");
        return;
    }
    const content::Deployment dep = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
    std::string error;
    auto session = content::GameSession::start(docs, content::NewGame{quest->id, GameOptions{}, 1, 0, dep.heroes, dep.master},
                                               &error);
    if (!session) {
        state.SkipWithError(error.c_str());
        return;
    }
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{false, {}}));
    app.runFrames(2);
    // Select the first hero (the overlays of reachable squares and targets are drawn too).
    SDL_Event tab{};
    tab.type = SDL_KEYDOWN;
    tab.key.keysym.sym = SDLK_TAB;
    SDL_PushEvent(&tab);
    app.runFrames(2);

    std::vector<double> ms;
    for (auto _ : state) {
        app.redraw();
        const auto start = std::chrono::steady_clock::now();
        app.step(0);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        state.SetIterationTime(spent.count());
        ms.push_back(spent.count() * 1000.0);
    }
    state.counters["median_ms"] = percentile(ms, 0.5);
    state.counters["p99_ms"] = percentile(ms, 0.99);
    state.counters["max_ms"] = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
    // The board stays (under the next quest's): an empty stack would end the app.
}

}  // namespace

BENCHMARK_CAPTURE(boardFrame, quest_1, 1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_2, 2)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_3, 3)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_4, 4)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_5, 5)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_6, 6)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);

BENCHMARK_MAIN();
