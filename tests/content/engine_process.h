// Runs the real `catakombes engine` as a child process for the end-to-end protocol tests: the
// input is written to its stdin through a pipe (as much as wanted, even 100 MB, while it runs),
// its stdout goes to a file, and wait4() gives its exit status; its peak memory is read from
// /proc while it waits for more input (runEngineProcessMeasured).
#pragma once

#ifdef CATAKOMBES_BINARY

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/paths.h"

namespace cata::content::test {

/// What a run of `catakombes engine` did.
struct EngineRun {
    bool exited = false;   // ended by exit(), not by a signal
    int exit_code = -1;    // when exited
    int signal = 0;        // when killed by a signal
    std::string output;    // everything it wrote on stdout
    long peak_kb = 0;      // the engine's own peak resident memory (runEngineProcessMeasured), else 0
    double seconds = 0.0;  // wall time

    /// The output split at "\n" (the last, unterminated piece too when not empty).
    std::vector<std::string> lines() const {
        std::vector<std::string> out;
        std::string line;
        std::istringstream in(output);
        while (std::getline(in, line)) out.push_back(line);
        return out;
    }
};

/// Writes all of `data` to `fd`; false when the reader went away (EPIPE).
inline bool writeAll(int fd, std::string_view data) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

/// True in the address-sanitizer builds (the check preset CI runs, asan). There the engine's
/// memory is measured with ASan's quarantine of freed memory turned off in the child (it keeps
/// up to 256 MB of freed blocks by default, which would measure the sanitizer, not the
/// program); shadow memory and redzones remain, so the bounds get a sanitizer's allowance.
#if defined(__SANITIZE_ADDRESS__)  // GCC
#define CATA_TEST_ASAN 1
#elif defined(__has_feature)  // clang
#if __has_feature(address_sanitizer)
#define CATA_TEST_ASAN 1
#endif
#endif
#ifdef CATA_TEST_ASAN
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif

/// Checks that `peak_kb` exceeds `baseline_kb` by less than `bound_kb` (twice that under
/// AddressSanitizer: a block's redzones and its shadow memory).
#define CATA_CHECK_MEMORY_BOUND(peak_kb, baseline_kb, bound_kb)                                             \
    do {                                                                                                    \
        REQUIRE((peak_kb) > 0);                                                                             \
        REQUIRE((baseline_kb) > 0);                                                                         \
        CHECK((peak_kb) - (baseline_kb) < (::cata::content::test::kAddressSanitizer ? 2 : 1) * (bound_kb)); \
    } while (false)

/// The high-water mark of `pid`'s resident memory since its exec (VmHWM), in KiB; 0 if unknown.
/// Unlike wait4()'s ru_maxrss it does not count the pages of this test process that fork()
/// copied into the child before it ran the engine (large, and growing, under the sanitizers).
inline long residentHighWaterKb(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::strtol(line.c_str() + 6, nullptr, 10);
    return 0;
}

/// Runs `catakombes engine` with the shipped data; `feed` writes its stdin (return false to stop
/// early), which is closed after. With `close_stdout`, the engine's stdout is a pipe whose reader
/// is already closed (nobody reads the replies).
///
/// With `measure_after` > 0 (runEngineProcessMeasured) the engine's stdin stays open after
/// `feed` until it has written that many lines: then it waits for input, and its peak memory is
/// read (residentHighWaterKb) before stdin is closed and it ends.
inline EngineRun runEngineProcess(const std::function<bool(int fd)>& feed, bool close_stdout = false,
                                  std::size_t measure_after = 0) {
    EngineRun run;
    const auto out_path = std::filesystem::temp_directory_path() / ("cata_engine_out_" + std::to_string(::getpid()) + ".txt");
    int in_pipe[2];
    int out_pipe[2] = {-1, -1};
    if (::pipe(in_pipe) != 0) return run;
    if (close_stdout && ::pipe(out_pipe) != 0) return run;
    const int out_fd = close_stdout ? out_pipe[1] : ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out_fd < 0) return run;
    if (close_stdout) ::close(out_pipe[0]);  // no reader: the engine's writes fail with EPIPE
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(in_pipe[0], 0);
        ::dup2(out_fd, 1);
        ::close(in_pipe[0]);
        ::close(in_pipe[1]);
        ::close(out_fd);
        ::setenv("CATAKOMBES_DATA", cata::test_paths::sourceDir(), 1);
        if (kAddressSanitizer) {
            const char* asan = std::getenv("ASAN_OPTIONS");
            const std::string options = std::string(asan ? asan : "") + (asan && *asan ? ":" : "") +
                                        "quarantine_size_mb=0:thread_local_quarantine_size_kb=0";
            ::setenv("ASAN_OPTIONS", options.c_str(), 1);
        }
        ::execl(CATAKOMBES_BINARY, CATAKOMBES_BINARY, "engine", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(in_pipe[0]);
    ::close(out_fd);
    // The test must not die of SIGPIPE when the engine stops reading (after "quit").
    struct sigaction ignore{}, old{};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, &old);
    const bool fed = feed(in_pipe[1]);
    if (fed && measure_after > 0 && !close_stdout) {
        // Wait (while it lives) for its replies, counting the lines of the output file as it grows.
        std::ifstream out(out_path, std::ios::binary);
        std::size_t lines = 0;
        std::string chunk(1 << 16, '\0');
        const auto alive = [pid] {
            siginfo_t info{};
            return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == 0;
        };
        // At most ten minutes: an engine that stops answering fails the test instead of hanging it.
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(10);
        while (lines < measure_after && alive() && std::chrono::steady_clock::now() < give_up) {
            out.clear();
            out.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
            const auto got = static_cast<std::size_t>(out.gcount());
            lines += static_cast<std::size_t>(
                std::count(chunk.begin(), chunk.begin() + static_cast<std::ptrdiff_t>(got), '\n'));
            if (got == 0) ::usleep(2000);
        }
        if (lines >= measure_after) run.peak_kb = residentHighWaterKb(pid);
    }
    ::close(in_pipe[1]);
    ::sigaction(SIGPIPE, &old, nullptr);
    int status = 0;
    struct rusage usage{};
    while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.exited = WIFEXITED(status);
    run.exit_code = run.exited ? WEXITSTATUS(status) : -1;
    run.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    if (!close_stdout) {
        std::ifstream in(out_path, std::ios::binary);
        run.output.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        std::error_code ec;
        std::filesystem::remove(out_path, ec);
    }
    return run;
}

/// Runs `catakombes engine` on `input` as it is.
inline EngineRun runEngineProcess(const std::string& input) {
    return runEngineProcess([&](int fd) { return writeAll(fd, input); });
}

/// Runs `catakombes engine` on `input` (no "quit" at its end) and measures its peak memory once
/// it has answered `replies` lines (EngineRun::peak_kb), before closing its stdin.
inline EngineRun runEngineProcessMeasured(const std::string& input, std::size_t replies) {
    return runEngineProcess([&](int fd) { return writeAll(fd, input); }, false, replies);
}

}  // namespace cata::content::test

#endif
