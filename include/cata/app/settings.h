// The player's settings (language, UI scale, fullscreen), kept as JSON in the config folder.
#pragma once

#include <filesystem>
#include <string>

namespace cata::app {

/// What the player chose on the Settings screen.
struct Settings {
    std::string language = "en";  // "en" or "fr"
    double ui_scale = 1.0;        // 1.0 to 2.0, applied to every size of the layout
    bool fullscreen = false;
    bool animate_dice = true;     // false: the dice tray shows results at once
    bool hand_off = true;         // hot-seat: hide the board between the sides until a click

    /// Clamps every value into its allowed range (unknown language -> "en").
    void normalize();
    bool operator==(const Settings&) const = default;
};

/// Reads `file`. A missing file gives the defaults silently; an unreadable or malformed one
/// gives the defaults (for the bad fields only, when the JSON parses) and a line on stderr.
Settings loadSettings(const std::filesystem::path& file);

/// Writes `settings` to `file` atomically (a temporary file in the same folder, then rename),
/// creating the folder. Returns false, with a line on stderr, when it cannot.
bool saveSettings(const Settings& settings, const std::filesystem::path& file);

}  // namespace cata::app
