// Time from launch to the first presented frame, and peak memory, of the real `catakombes`
// binary: the game is started several times with the dummy video driver and SDL's
// software renderer at 1280 × 800 (`--first-frame-report`: it presents the main menu's first
// frame, prints one line and exits), in a throw-away home (no settings, no saves). The time
// runs from just before posix_spawn to the moment the line is read from the child's stdout;
// the peak memory is the child's ru_maxrss from wait4 (the whole run, exit included), and its
// CPU time (user + system) tells how much of the wall time a busy machine added.
//
//   build/<dir>/bench/bench_launch [--runs N] [--binary PATH] [--json FILE]
//
// Prints the median, minimum and maximum launch time and the peak memory (median and max).
#include <spawn.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

extern char** environ;

namespace {

struct Run {
    double first_frame_ms = 0;
    double cpu_ms = 0;  // the child's user + system CPU time, the whole run
    long peak_rss_kb = 0;
    bool ok = false;
};

/// Starts the binary once and measures it.
Run launchOnce(const std::string& binary, const std::filesystem::path& home) {
    Run r;
    int out[2];
    if (pipe(out) != 0) return r;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, out[1]);

    std::vector<std::string> env_text;
    for (char** e = environ; *e; ++e) {
        const std::string kv = *e;
        bool replaced = false;
        for (const char* name :
             {"SDL_VIDEODRIVER=", "SDL_RENDER_DRIVER=", "SDL_AUDIODRIVER=", "XDG_CONFIG_HOME=", "XDG_DATA_HOME="})
            replaced = replaced || kv.rfind(name, 0) == 0;
        if (!replaced) env_text.push_back(kv);
    }
    env_text.push_back("SDL_VIDEODRIVER=dummy");
    env_text.push_back("SDL_RENDER_DRIVER=software");
    env_text.push_back("SDL_AUDIODRIVER=dummy");
    env_text.push_back("XDG_CONFIG_HOME=" + (home / "config").string());
    env_text.push_back("XDG_DATA_HOME=" + (home / "data").string());
    std::vector<char*> envp;
    for (auto& s : env_text) envp.push_back(s.data());
    envp.push_back(nullptr);
    std::string a0 = binary, a1 = "--first-frame-report", a2 = "--width", a3 = "1280", a4 = "--height", a5 = "800";
    char* argv[] = {a0.data(), a1.data(), a2.data(), a3.data(), a4.data(), a5.data(), nullptr};

    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, binary.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        std::fprintf(stderr, "bench_launch: cannot start %s: %s\n", binary.c_str(), std::strerror(spawned));
        return r;
    }
    std::string line;
    char c = 0;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    const auto presented = std::chrono::steady_clock::now();
    while (read(out[0], &c, 1) == 1) {
    }
    close(out[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    r.first_frame_ms = std::chrono::duration<double, std::milli>(presented - start).count();
    r.peak_rss_kb = usage.ru_maxrss;
    const auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
    r.cpu_ms = ms(usage.ru_utime) + ms(usage.ru_stime);
    r.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && line.rfind("first-frame", 0) == 0;
    if (!r.ok) std::fprintf(stderr, "bench_launch: the run failed (status %d): %s\n", status, line.c_str());
    return r;
}

template <typename T>
T median(std::vector<T> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 15;
    std::string binary = CATA_GAME_BINARY;
    std::string json;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--binary" && i + 1 < argc) binary = argv[++i];
        else if (a == "--json" && i + 1 < argc) json = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench_launch [--runs N] [--binary PATH] [--json FILE]\n");
            return 2;
        }
    }
    const auto home = std::filesystem::temp_directory_path() / ("catakombes-launch-bench-" + std::to_string(getpid()));
    std::filesystem::create_directories(home);

    launchOnce(binary, home);  // warm-up: page cache, font cache
    std::vector<double> ms, cpu;
    std::vector<long> rss;
    for (int i = 0; i < runs; ++i) {
        const Run r = launchOnce(binary, home);
        if (!r.ok) return 1;
        ms.push_back(r.first_frame_ms);
        cpu.push_back(r.cpu_ms);
        rss.push_back(r.peak_rss_kb);
    }
    std::error_code ec;
    std::filesystem::remove_all(home, ec);

    const double med = median(ms);
    const double lo = *std::min_element(ms.begin(), ms.end()), hi = *std::max_element(ms.begin(), ms.end());
    const double cpu_med = median(cpu);
    const double rss_med = static_cast<double>(median(rss)) / 1024.0;
    const double rss_max = static_cast<double>(*std::max_element(rss.begin(), rss.end())) / 1024.0;
    std::printf("launch to first frame (%d runs, 1280x800, dummy driver, software renderer): median %.1f ms, min %.1f, max %.1f\n",
                runs, med, lo, hi);
    std::printf("CPU time of a whole run (user + system, exit included): median %.1f ms\n", cpu_med);
    std::printf("peak memory (ru_maxrss): median %.1f MB, max %.1f MB\n", rss_med, rss_max);
    if (!json.empty()) {
        std::ofstream f(json);
        f << "{\"runs\": " << runs << ", \"first_frame_median_ms\": " << med << ", \"first_frame_min_ms\": " << lo
          << ", \"first_frame_max_ms\": " << hi << ", \"cpu_median_ms\": " << cpu_med << ", \"peak_rss_median_mb\": " << rss_med
          << ", \"peak_rss_max_mb\": " << rss_max << "}\n";
    }
    return 0;
}
