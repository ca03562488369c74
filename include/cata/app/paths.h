// Where the game keeps the player's files, following the XDG base directory specification, and
// where it finds its own data (assets/ and quests/) at run time.
#pragma once

#include <filesystem>
#include <string>

namespace cata::app {

/// $XDG_DATA_HOME when it is an absolute path, else ~/.local/share.
std::filesystem::path xdgDataHome();

/// $XDG_CONFIG_HOME when it is an absolute path, else ~/.config.
std::filesystem::path xdgConfigHome();

/// The folder of saved games: <data home>/catakombes/saves (may not exist yet). Named apart
/// from App::savesDir() (inside App an unqualified savesDir() was the member, the
/// still-empty path, and the game saved in the working folder).
std::filesystem::path xdgSavesDir();

/// The player's own content: <data home>/catakombes, holding quests/ (their quests) and packs/
/// (imported quest packs) beside saves/ (may not exist yet).
std::filesystem::path xdgUserContentDir();

/// The settings file: <config home>/catakombes/settings.json (may not exist yet).
std::filesystem::path xdgSettingsFile();

/// True when `dir` holds at least one saved game (a regular, non-hidden file).
/// A missing or unreadable folder holds none.
bool hasSaves(const std::filesystem::path& dir);

/// The places the game's data (a folder holding assets/ and quests/) may be, in the order they
/// are tried. An empty one is not given and is skipped.
struct DataDirSources {
    std::string environment;               ///< $CATAKOMBES_DATA
    std::string option;                    ///< --data
    std::filesystem::path executable_dir;  ///< the running binary's folder: ../share/catakombes beside it
    std::string build_tree;                ///< the source tree of a build folder's binary (last fallback)
};

/// The data folder found, or none (`dir` empty) and `message` saying where it was looked for.
/// When a given source held no data but a later one did, `message` says which was skipped.
struct DataDirChoice {
    std::filesystem::path dir;
    std::string message;
};

/// True when `dir` holds both assets/ and quests/ folders.
bool holdsGameData(const std::filesystem::path& dir);

/// The first of `sources`, in order, that holds the game's data (holdsGameData); an installed
/// tree's is <prefix>/share/catakombes for a binary in <prefix>/bin, wherever the tree is moved.
DataDirChoice findDataDir(const DataDirSources& sources);

/// The folder of the running binary (SDL_GetBasePath, else /proc/self/exe); empty when unknown.
std::filesystem::path executableDir();

}  // namespace cata::app
