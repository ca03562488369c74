// XDG base directories (https://specifications.freedesktop.org/basedir-spec/).
#include "cata/app/paths.h"

#include <cstdlib>
#include <string>
#include <system_error>

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

}  // namespace cata::app
