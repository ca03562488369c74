// Frame time of the board on each shipped quest's map with SDL's software renderer under the
// dummy video driver (no frame over 16 ms). One benchmark per quest; each iteration
// draws one full frame (map, tokens, overlays of a selected hero, panels) and the counters
// give the median and the 99th percentile in milliseconds. `scale_64` is the scaling case of
// the scaling case (bench/scale-64.json: a 64 × 64 map with 60 characters). `animated_quest_1`
// draws the board while a walk, an attack's motion and the dice's tumble run (p99 at
// most 8 ms).
//
//   build/<dir>/bench/bench_board_frames [--benchmark_filter=quest_1]
#include <benchmark/benchmark.h>

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/settings.h"
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
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);  // the sound plays, on no device
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

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
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
    // The shipped quests come from the app's documents; the scaling quest from its own file.
    static const content::ContentDocuments scale =
        content::ContentDocuments::shipped(dataDir(), (std::filesystem::path(dataDir()) / "bench" / "scale-64.json").string());
    const content::ContentDocuments& docs = quest_number == 64 ? scale : app.documents();
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

    std::vector<double> ms, cpu_ms;
    for (auto _ : state) {
        app.redraw();
        const double cpu_start = threadCpuMs();
        const auto start = std::chrono::steady_clock::now();
        app.step(0);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        cpu_ms.push_back(threadCpuMs() - cpu_start);
        state.SetIterationTime(spent.count());
        ms.push_back(spent.count() * 1000.0);
    }
    state.counters["median_ms"] = percentile(ms, 0.5);
    state.counters["p99_ms"] = percentile(ms, 0.99);
    state.counters["max_ms"] = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
    // The same in this thread's CPU time (the software renderer draws in this thread): what the
    // frame costs, not counting the time other processes of a busy machine took the core.
    state.counters["median_cpu_ms"] = percentile(cpu_ms, 0.5);
    state.counters["p99_cpu_ms"] = percentile(cpu_ms, 0.99);
    // The board stays (under the next quest's): an empty stack would end the app.
}

/// Frames while the board animates: Quest I with its first hero in contact with a
/// Master character in the doorway; a second hero runs two squares (the walk), the first
/// attacks (the lunge, the dice's tumble, the hit's flash and floating wounds or the miss). Once
/// all is still, a fresh board starts the same again (untimed), so every timed frame draws
/// animations. The app's clock moves 16 ms a frame (60 frames a second).
void boardFrameAnimated(benchmark::State& state) {
    App& app = sharedApp();
    if (!app.ok()) {
        state.SkipWithError(app.error().c_str());
        return;
    }
    const content::ContentDocuments& docs = app.documents();
    const QuestDef* quest = nullptr;
    for (const auto& q : docs.library().quests)
        if (q.number == 1) quest = &q;
    if (!quest) {
        state.SkipWithError("quest not found");
        return;
    }
    content::Deployment dep = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
    if (dep.heroes.size() < 2 || dep.master.empty()) {
        state.SkipWithError("no groups to deploy");
        return;
    }
    const Pos edge{6, 17}, doorway{7, 17};
    for (auto& h : dep.heroes)
        if (h.at == edge) h.at = dep.heroes[0].at;
    dep.heroes[0].at = edge;
    dep.master[0].at = doorway;
    Settings settings = app.settings();
    settings.animations = true;
    settings.animate_dice = true;
    settings.own_speed = 1;
    app.changeSettings(settings);

    BoardScreen* board = nullptr;
    int rounds = 0;
    const auto restart = [&]() -> bool {
        if (board) app.screens().pop(board);
        std::string error;
        auto session = content::GameSession::start(
            docs,
            content::NewGame{quest->id, GameOptions{}, static_cast<std::uint64_t>(1 + rounds++), 0, dep.heroes,
                             dep.master},
            &error);
        if (!session) {
            state.SkipWithError(error.c_str());
            return false;
        }
        auto owned = std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{false, {}});
        board = owned.get();
        app.screens().push(std::move(owned));
        app.runFrames(2);
        const GameState& s = board->session().state();
        // The walk: another hero's two-square run that rolls no dice.
        for (const LegalAction& la : s.legalActions())
            if (const auto* r = std::get_if<Run>(&la.action); r && r->actor != 0 && !la.info.rolls_dice) {
                board->choose(la.action);
                break;
            }
        // The attack on the Master character in the doorway.
        const int enemy = s.characterAt(doorway);
        if (enemy >= 0 && s.isLegal(Melee{0, enemy})) board->choose(Melee{0, enemy});
        app.runFrames(1);  // the new board's first frame (its caches) is not timed
        return true;
    };
    if (!restart()) return;

    std::vector<double> ms, cpu_ms;
    for (auto _ : state) {
        if (!board->animating() && !restart()) return;
        app.advanceClock(16);
        app.redraw();
        const double cpu_start = threadCpuMs();
        const auto start = std::chrono::steady_clock::now();
        app.step(0);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        cpu_ms.push_back(threadCpuMs() - cpu_start);
        state.SetIterationTime(spent.count());
        ms.push_back(spent.count() * 1000.0);
    }
    state.counters["median_ms"] = percentile(ms, 0.5);
    state.counters["p99_ms"] = percentile(ms, 0.99);
    state.counters["max_ms"] = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
    state.counters["median_cpu_ms"] = percentile(cpu_ms, 0.5);
    state.counters["p99_cpu_ms"] = percentile(cpu_ms, 0.99);
    state.counters["restarts"] = rounds;
}

}  // namespace

BENCHMARK_CAPTURE(boardFrame, quest_1, 1)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_2, 2)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_3, 3)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_4, 4)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_5, 5)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, quest_6, 6)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK_CAPTURE(boardFrame, scale_64, 64)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(200);

BENCHMARK(boardFrameAnimated)
    ->Name("animated_quest_1")
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(400);

BENCHMARK_MAIN();
