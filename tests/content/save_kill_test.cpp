// Crash safety of saves (docs/robustness.md, "Saves"): a child process saves real games of
// different sizes in a loop, as the game does (GameSession::save over one file, Autosaves with
// their rotation), and is killed with SIGKILL after a random short delay, hundreds of times.
// After each kill the parent checks that the file under the final name is whole and loads to
// exactly a state that was written (the previous one, or the one being written when the rename
// had happened), that the autosaves all load and rotate (exactly `keep` after a complete write,
// one more for each write killed between its rename and its rotation), and that temporary
// files are never listed as saves and are cleaned.
//
// CATA_KILL_ITERATIONS (default 300) and CATA_KILL_SEED (default 20261126) change the run; the
// failure message gives both.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/content/save_file.h"
#include "cata/core/rng.h"
#include "support/shipped.h"

using namespace cata;
using namespace cata::content;
namespace fs = std::filesystem;

namespace {

/// A game of quest `number` after up to `steps` random legal actions.
std::unique_ptr<GameSession> playedGame(int number, std::uint64_t seed, int steps) {
    const QuestDef* quest = nullptr;
    for (const auto& q : cata::test::shippedDocs().library().quests)
        if (q.number == number) quest = &q;
    REQUIRE(quest != nullptr);
    const Deployment dep = deploy(cata::test::shippedDocs().library(), *quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    std::string error;
    auto s = GameSession::start(cata::test::shippedDocs(), NewGame{quest->id, GameOptions{}, seed, 0, dep.heroes, dep.master}, &error);
    INFO(error);
    REQUIRE(s);
    Rng pick(seed);
    for (int i = 0; i < steps && !s->state().isOver(); ++i) {
        const auto legal = s->state().legalActions();
        std::size_t k = pick.uniform(static_cast<std::uint32_t>(legal.size()));
        if (std::holds_alternative<EndTurn>(legal[k].action) && pick.uniform(4) != 0)
            k = pick.uniform(static_cast<std::uint32_t>(legal.size()));
        s->apply(legal[k].action);
    }
    return s;
}

/// The game whose autosave folder the child writes.
const std::string kGame = "kill-test";

long envOr(const char* name, long fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::strtol(v, nullptr, 10) : fallback;
}

/// The child: saves the games for ever, telling the parent on `fd` before ("B") and after ("E")
/// each write: three bytes each (atomic on a pipe), the kind (0 the save file, 1 an autosave)
/// and the game's index. Never returns.
[[noreturn]] void saveForever(int fd, const std::vector<std::unique_ptr<GameSession>>& games, const fs::path& dir,
                              std::uint64_t seed) {
    try {
        Rng pick(seed);
        const Autosaves autosaves(dir / "autosave", 3);
        for (;;) {
            const auto game = static_cast<char>(pick.uniform(static_cast<std::uint32_t>(games.size())));
            const char kind = static_cast<char>(pick.uniform(2));
            const char before[3] = {'B', static_cast<char>('0' + kind), static_cast<char>('0' + game)};
            if (::write(fd, before, 3) != 3) ::_exit(4);
            std::string error;
            // The four games' autosaves go in one game's folder, so they rotate together.
            const bool ok = kind == 0 ? games[static_cast<std::size_t>(game)]->save(dir / "game.json", &error)
                                      : autosaves.writeText(kGame, games[static_cast<std::size_t>(game)]->saveText(), &error);
            if (!ok) ::_exit(3);
            const char after[3] = {'E', static_cast<char>('0' + kind), static_cast<char>('0' + game)};
            if (::write(fd, after, 3) != 3) ::_exit(4);
        }
    } catch (...) {
        ::_exit(5);
    }
}

/// Index of the game whose state hash is `hash`, or -1.
int gameOf(const std::vector<std::string>& hashes, const std::string& hash) {
    for (std::size_t i = 0; i < hashes.size(); ++i)
        if (hashes[i] == hash) return static_cast<int>(i);
    return -1;
}

}  // namespace

TEST_CASE("Saves survive SIGKILL at any point: the file under its name always loads to a written state",
          "[save][kill]") {
    // Games of four quests, from a fresh start to a long game (about 1 KB to a few 100 KB).
    std::vector<std::unique_ptr<GameSession>> games;
    games.push_back(playedGame(1, 1, 0));
    games.push_back(playedGame(3, 2, 60));
    games.push_back(playedGame(4, 3, 250));
    games.push_back(playedGame(6, 4, 700));
    std::vector<std::string> hashes;
    for (const auto& g : games) hashes.push_back(stateHash(g->state()));
    REQUIRE(std::set<std::string>(hashes.begin(), hashes.end()).size() == games.size());

    // The kill comes 0 to twice the time the largest game takes to save (measured here, so that
    // the test hits every phase of a write on a fast machine as on a loaded one) after the
    // child starts its first write; the window widens while children finish no write at all.
    const fs::path scratch = fs::temp_directory_path() / ("cata_kill_scratch_" + std::to_string(::getpid()) + ".json");
    std::uint32_t slowest_us = 0;
    for (const auto& g : games) {
        const auto t0 = std::chrono::steady_clock::now();
        std::string error;
        REQUIRE(g->save(scratch, &error));
        const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
        slowest_us = std::max(slowest_us, static_cast<std::uint32_t>(us));
    }
    fs::remove(scratch);
    std::uint32_t max_delay_us = std::max<std::uint32_t>(2000, 2 * slowest_us);

    const long iterations = envOr("CATA_KILL_ITERATIONS", 300);
    const auto seed = static_cast<std::uint64_t>(envOr("CATA_KILL_SEED", 20261126));
    const fs::path dir = fs::temp_directory_path() / ("cata_kill_test_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    Rng delays(seed);

    std::array<int, 2> last_done = {-1, -1};  // per kind: the last game known to be written
    // Autosaves: a complete write leaves exactly `keep`; each write killed after its rename but
    // before the rotation leaves one more, until the next complete write.
    std::size_t autosave_bound = 3;
    int killed_mid_save = 0, renamed_before_kill = 0, checked_loads = 0;
    int no_write_streak = 0;  // iterations in a row whose child finished no write
    std::set<std::string> temporaries_seen;  // left behind by kills, until removed
    for (long it = 0; it < iterations; ++it) {
        INFO("CATA_KILL_SEED=" << seed << " iteration " << it);
        int fds[2];
        REQUIRE(::pipe(fds) == 0);
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            ::close(fds[0]);
            saveForever(fds[1], games, dir, seed * 1000003u + static_cast<std::uint64_t>(it));
        }
        ::close(fds[1]);
        // The delay starts when the child begins its first write (its "B"), not at the fork: a
        // forked child of a large process (an ASan build above all) first pays for copying
        // pages, which would otherwise eat the whole delay.
        std::string said;
        char buffer[4096];
        while (said.size() < 3) {
            const ssize_t n = ::read(fds[0], buffer, 3 - said.size());
            if (n <= 0) break;  // the child died first: the checks below say how
            said.append(buffer, static_cast<std::size_t>(n));
        }
        ::usleep(static_cast<useconds_t>(delays.uniform(max_delay_us)));
        ::kill(pid, SIGKILL);
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status));  // killed, not exited on a failed save
        REQUIRE(WTERMSIG(status) == SIGKILL);
        for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(n));
        ::close(fds[0]);
        REQUIRE(said.size() % 3 == 0);
        std::array<int, 2> in_flight = {-1, -1};
        for (std::size_t i = 0; i < said.size(); i += 3) {
            const int kind = said[i + 1] - '0', game = said[i + 2] - '0';
            if (said[i] == 'B') in_flight[static_cast<std::size_t>(kind)] = game;
            else {
                last_done[static_cast<std::size_t>(kind)] = game;
                in_flight[static_cast<std::size_t>(kind)] = -1;
                if (kind == 1) autosave_bound = 3;
            }
        }
        if (in_flight[1] >= 0) ++autosave_bound;  // it may have been renamed, not yet rotated
        // Children that finish no write, eight times in a row, had too little time on this
        // machine (the parent's timing above can be far from a child's): widen the window.
        no_write_streak = said.find('E') == std::string::npos ? no_write_streak + 1 : 0;
        if (no_write_streak == 8) {
            max_delay_us = std::min<std::uint32_t>(2'000'000, max_delay_us + max_delay_us / 2);
            no_write_streak = 0;
        }
        if (in_flight[0] >= 0 || in_flight[1] >= 0) ++killed_mid_save;

        // The save file: whole, and exactly the last written game or the one being written.
        const fs::path save = dir / "game.json";
        if (last_done[0] >= 0 || fs::exists(save)) {
            REQUIRE(fs::exists(save));
            std::string error;
            auto loaded = GameSession::load(save, &error);
            INFO(error);
            REQUIRE(loaded);
            ++checked_loads;
            const int found = gameOf(hashes, stateHash(loaded->state()));
            REQUIRE(found >= 0);
            CHECK(loaded->state() == games[static_cast<std::size_t>(found)]->state());
            CHECK_FALSE(loaded->history().empty());  // rebuilt
            CHECK((found == last_done[0] || found == in_flight[0]));
            if (found != last_done[0]) ++renamed_before_kill;
            last_done[0] = found;
        }
        // The autosaves: at most keep + 1 (killed between the write and the rotation), each a
        // written game; the newest the last written or the one being written.
        const Autosaves autosaves(dir / "autosave", 3);
        const auto autos = autosaves.list(kGame);
        CHECK(autos.size() <= autosave_bound);
        if (autos.size() <= 3) autosave_bound = 3;
        for (std::size_t i = 0; i < autos.size(); ++i) {
            std::string error;
            auto loaded = loadSave(autos[i].string(), &error);
            INFO(error);
            REQUIRE(loaded);
            const int found = gameOf(hashes, stateHash(*loaded->state));
            REQUIRE(found >= 0);
            if (i == 0) {
                CHECK((found == last_done[1] || found == in_flight[1]));
                last_done[1] = found;
            }
        }
        // Temporary files are never listed as saves, nor as autosaves.
        for (const fs::path& d : {dir, dir / "autosave" / kGame}) {
            std::error_code ec;
            for (const auto& e : fs::directory_iterator(d, ec))
                if (isTemporaryFileName(e.path().filename().string())) temporaries_seen.insert(e.path().string());
            for (const SaveSummary& s : listSaves(d)) {
                CHECK_FALSE(isTemporaryFileName(s.path.filename().string()));
                CHECK(s.error.empty());
            }
        }
        for (const auto& a : autos) CHECK_FALSE(isTemporaryFileName(a.filename().string()));
    }
    // The run did kill saves in the middle, and did see a rename land just before a kill.
    CHECK(killed_mid_save >= iterations / 4);
    CHECK(checked_loads >= iterations / 2);
    WARN("kills: " << iterations << " after 0 to " << max_delay_us << " µs, in the middle of a save: " << killed_mid_save
                   << ", renamed just before: " << renamed_before_kill << ", temporary files left: " << temporaries_seen.size());

    // Leftover temporaries are removed once stale, by the next write in the folder.
    const fs::path stale = dir / ".game.json.tmp-AbC123";
    std::ofstream(stale) << "{\"format\": \"catakom";
    const fs::path fresh = dir / ".other.json.tmp-XyZ789";
    std::ofstream(fresh) << "{";
    fs::last_write_time(stale, fs::file_time_type::clock::now() - std::chrono::minutes(5));
    std::string error;
    REQUIRE(games[0]->save(dir / "game.json", &error));
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(fresh));  // may belong to a write in progress
    CHECK(removeStaleTemporaries(dir.string(), std::chrono::seconds(0)) >= 1);
    CHECK(removeStaleTemporaries((dir / "autosave" / kGame).string(), std::chrono::seconds(0)) >= 0);
    for (const fs::path& d : {dir, dir / "autosave" / kGame}) {
        std::error_code ec;  // no autosave folder when no autosave was ever written
        for (const auto& e : fs::directory_iterator(d, ec)) CHECK_FALSE(isTemporaryFileName(e.path().filename().string()));
    }
    fs::remove_all(dir);
}

TEST_CASE("Temporary file names of atomic writes are recognised, and nothing else", "[save]") {
    CHECK(isTemporaryFileName(".game.json.tmp-AbC123"));
    CHECK(isTemporaryFileName(".autosave-12.json.tmp-000000"));
    CHECK_FALSE(isTemporaryFileName("game.json"));
    CHECK_FALSE(isTemporaryFileName("game.json.tmp-AbC123"));
    CHECK_FALSE(isTemporaryFileName(".game.json.tmp-AbC12"));
    CHECK_FALSE(isTemporaryFileName(".game.json.tmp-AbC12!"));
    CHECK_FALSE(isTemporaryFileName(".tmp-AbC123"));
}
