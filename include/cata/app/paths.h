// Where the game keeps the player's files, following the XDG base directory specification.
#pragma once

#include <filesystem>

namespace cata::app {

/// $XDG_DATA_HOME when it is an absolute path, else ~/.local/share.
std::filesystem::path xdgDataHome();

/// $XDG_CONFIG_HOME when it is an absolute path, else ~/.config.
std::filesystem::path xdgConfigHome();

/// The folder of saved games: <data home>/catakombes/saves (may not exist yet). Named apart
/// from App::savesDir() (inside App an unqualified savesDir() was the member, the
/// still-empty path, and the game saved in the working folder).
std::filesystem::path xdgSavesDir();

/// The settings file: <config home>/catakombes/settings.json (may not exist yet).
std::filesystem::path xdgSettingsFile();

/// True when `dir` holds at least one saved game (a regular, non-hidden file).
/// A missing or unreadable folder holds none.
bool hasSaves(const std::filesystem::path& dir);

}  // namespace cata::app
