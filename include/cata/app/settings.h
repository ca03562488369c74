// The player's settings (language, UI scale, fullscreen, the AI's speed, the sound, colours and
// text size), kept as JSON in the config folder.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "cata/app/theme.h"

namespace cata::app {

/// How fast the AI plays: ×1 … ×8 divide the pause between its actions and the dice
/// animation's length; Skip plays with no pause and no animation.
enum class AiSpeed { X1, X2, X4, X8, Skip };
inline constexpr int kAiSpeedCount = 5;
/// "x1", "x2", "x4", "x8", "skip" (the settings file's words).
const char* aiSpeedWord(AiSpeed speed);
/// The speed factor: 1, 2, 4, 8 (0 for Skip: no pause, no animation).
int aiSpeedFactor(AiSpeed speed);

/// R42 in hot-seat and against the Master AI: when the heroes are asked whether a waiting hero
/// acts between two Master actions. Always: after every Master action while
/// a hero holds waiting points; WhenAble: only when a waiting hero can react to the Master (the
/// core's waitingHeroesCanReact, cata/core/waiting.h: an attack, shot or spell on a Master
/// character, a heal or potion for a wounded, down or poisoned character, an exit or special
/// action, any action of a hero in contact with a Master character, a move into contact with
/// one — not a mere step), else the heroes pass at once; Never: they always pass (the waiting
/// points go unused).
enum class WaitingPrompt { Always, WhenAble, Never };
inline constexpr int kWaitingPromptCount = 3;
/// "always", "when_able", "never" (the settings file's words).
const char* waitingPromptWord(WaitingPrompt prompt);

/// The text sizes the Settings screen offers, in percent of the UI scale's.
inline constexpr int kTextSizes[] = {100, 115, 130};

/// What the player chose on the Settings screen.
struct Settings {
    std::string language = "en";  // "en" or "fr"
    double ui_scale = 1.0;        // 1.0 to 2.0, applied to every size of the layout
    bool fullscreen = false;
    bool animate_dice = true;     // false: the dice tray shows results at once
    bool animations = true;       // the board's motion (walks, lunges, hits, fades); off: none
    int own_speed = 1;            // the pace of the player's own actions' motion: 1, 2 or 4
    bool hand_off = true;         // hot-seat: hide the board between the sides until a click
    AiSpeed ai_speed = AiSpeed::X1;  // the AI's pace (pause between actions, dice animation)
    WaitingPrompt waiting_prompt = WaitingPrompt::WhenAble;  // R42: when the waiting heroes are asked
    bool show_rule_ids = false;   // rule ids (R25) in the log and the texts; off: only on hover
    // The sound (sound.h), each volume 0 to 100: the effects play at master × effects, the
    // ambient loops at master × music. Muted (the M key, the Settings screen): nothing plays.
    int master_volume = 80;
    int effects_volume = 80;
    int music_volume = 50;
    bool muted = false;
    // Play for every player (docs/accessibility.md): the palette (theme.h) and the size of the
    // text, 100, 115 or 130 % of what the UI scale gives, apart from the rest of the layout.
    ColourMode colours = ColourMode::Standard;
    int text_size = 100;

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
