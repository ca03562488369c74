// Runs the real `catakombes engine` as a child process for the end-to-end protocol tests: the
// input is written to its stdin through a pipe (as much as wanted, even 100 MB, while it runs),
// its stdout goes to a file, and wait4() gives its exit status and peak memory.
#pragma once

#ifdef CATAKOMBES_BINARY

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
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
    long peak_kb = 0;      // peak resident memory (ru_maxrss)
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

/// True in the address-sanitizer build: there freed memory waits in a quarantine (256 MB by
/// default) and every allocation carries shadow memory, so a process's peak measures the
/// sanitizer more than the program; memory bounds are checked in the optimised build only.
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

/// Checks that `peak_kb` exceeds `baseline_kb` by less than `bound_kb` (skipped, with a note,
/// under AddressSanitizer).
#define CATA_CHECK_MEMORY_BOUND(peak_kb, baseline_kb, bound_kb)                                      \
    do {                                                                                             \
        if (!::cata::content::test::kAddressSanitizer)                                               \
            CHECK((peak_kb) - (baseline_kb) < (bound_kb));                                           \
        else                                                                                         \
            WARN("memory bound not checked under AddressSanitizer (quarantine and shadow memory); "  \
                 "the test build checks it");                                                        \
    } while (false)

/// Runs `catakombes engine` with the shipped data; `feed` writes its stdin (return false to stop
/// early), which is closed after. With `close_stdout`, the engine's stdout is a pipe whose reader
/// is already closed (nobody reads the replies).
inline EngineRun runEngineProcess(const std::function<bool(int fd)>& feed, bool close_stdout = false) {
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
        ::execl(CATAKOMBES_BINARY, CATAKOMBES_BINARY, "engine", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(in_pipe[0]);
    ::close(out_fd);
    // The test must not die of SIGPIPE when the engine stops reading (after "quit").
    struct sigaction ignore{}, old{};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, &old);
    feed(in_pipe[1]);
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
    run.peak_kb = usage.ru_maxrss;
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

}  // namespace cata::content::test

#endif
