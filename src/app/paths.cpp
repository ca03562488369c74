// XDG base directories (https://specifications.freedesktop.org/basedir-spec/) and the game's
// data folder at run time.
#include "cata/app/paths.h"

#include <SDL.h>

#include <cstdlib>
#include <string>
#include <system_error>
#include <vector>

namespace cata::app {

namespace {

/// The folder named by `var` when it is set to an absolute path (the specification says a
/// relative one must be ignored), else `$HOME/<fallback>`.
std::filesystem::path baseDir(const char* var, const char* fallback) {
    if (const char* value = std::getenv(var); value && *value) {
        std::filesystem::path p(value);
        if (p.is_absolute()) return p;
    }
    const char* home = std::getenv("HOME");
    std::filesystem::path base = (home && *home) ? std::filesystem::path(home) : std::filesystem::path(".");
    return base / fallback;
}

}  // namespace

std::filesystem::path xdgDataHome() { return baseDir("XDG_DATA_HOME", ".local/share"); }

std::filesystem::path xdgConfigHome() { return baseDir("XDG_CONFIG_HOME", ".config"); }

std::filesystem::path xdgSavesDir() { return xdgDataHome() / "catakombes" / "saves"; }

std::filesystem::path xdgUserContentDir() { return xdgDataHome() / "catakombes"; }

std::filesystem::path xdgSettingsFile() { return xdgConfigHome() / "catakombes" / "settings.json"; }

bool hasSaves(const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::directory_iterator it(dir, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!name.empty() && name[0] != '.' && it->is_regular_file(ec)) return true;
    }
    return false;
}

bool holdsGameData(const std::filesystem::path& dir) {
    std::error_code ec;
    return !dir.empty() && std::filesystem::is_directory(dir / "assets", ec) &&
           std::filesystem::is_directory(dir / "quests", ec);
}

DataDirChoice findDataDir(const DataDirSources& sources) {
    struct Candidate {
        const char* what;
        std::filesystem::path dir;
        bool given_by_player;
    };
    const std::filesystem::path beside = sources.executable_dir.empty()
                                             ? std::filesystem::path()
                                             : sources.executable_dir / ".." / "share" / "catakombes";
    const Candidate candidates[] = {{"$CATAKOMBES_DATA", sources.environment, true},
                                    {"--data", sources.option, true},
                                    {"beside the binary", beside, false},
                                    {"the build's source tree", sources.build_tree, false}};

    DataDirChoice choice;
    std::string tried, skipped;
    for (const Candidate& c : candidates) {
        if (c.dir.empty()) {
            tried += std::string("\n  ") + c.what + ": not given";
            continue;
        }
        if (holdsGameData(c.dir)) {
            std::error_code ec;
            const std::filesystem::path canonical = std::filesystem::weakly_canonical(c.dir, ec);
            choice.dir = ec ? c.dir.lexically_normal() : canonical;
            choice.message = skipped;
            return choice;
        }
        tried += std::string("\n  ") + c.what + ": " + c.dir.string() + " (no assets/ and quests/ there)";
        // A folder the player named that holds nothing is said, not ignored silently.
        if (c.given_by_player)
            skipped += std::string("catakombes: ") + c.what + " " + c.dir.string() +
                       " holds no assets/ and quests/: skipped\n";
    }
    choice.message =
        "catakombes: cannot find the game's data (a folder holding assets/ and quests/). Looked in:" + tried +
        "\nSet CATAKOMBES_DATA or pass --data DIR.\n";
    return choice;
}

std::filesystem::path executableDir() {
    // SDL_GetBasePath needs no SDL_Init; it ends with a separator ("/usr/games/").
    if (char* base = SDL_GetBasePath()) {
        std::filesystem::path dir = std::filesystem::path(base).parent_path();
        SDL_free(base);
        if (!dir.empty()) return dir;
    }
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : exe.parent_path();
}

}  // namespace cata::app
