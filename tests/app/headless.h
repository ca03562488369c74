// Test support for the app layer: SDL's dummy video driver and a temporary home, so tests
// never open a real window nor touch the player's settings or saves.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "support/paths.h"
#include "cata/app/app.h"

namespace cata::app::test {

/// The folder holding assets/ and quests/: $CATAKOMBES_DATA, else the source tree.
inline std::string dataDir() {
    if (const char* env = std::getenv("CATAKOMBES_DATA"); env && *env) return env;
    return cata::test_paths::sourceDir();
}

/// A temporary XDG home (config/ and data/) set in the environment for the test's lifetime,
/// with SDL's dummy video and audio drivers.
class HeadlessHome {
public:
    HeadlessHome() {
        std::string pattern = (std::filesystem::temp_directory_path() / "catakombes-app-XXXXXX").string();
        root = mkdtemp(pattern.data()) ? std::filesystem::path(pattern) : std::filesystem::path();
        std::filesystem::create_directories(root / "config");
        std::filesystem::create_directories(root / "data");
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);  // the sound plays on no device (sound_test.cpp)
        SDL_setenv("XDG_CONFIG_HOME", (root / "config").c_str(), 1);
        SDL_setenv("XDG_DATA_HOME", (root / "data").c_str(), 1);
    }
    ~HeadlessHome() {
        std::error_code ec;
        std::filesystem::remove_all(root, ec);
    }
    HeadlessHome(const HeadlessHome&) = delete;
    HeadlessHome& operator=(const HeadlessHome&) = delete;

    /// Options for an 1280×800 app on the real data, built as the game's runGame() builds them:
    /// no settings file nor saves folder is named, so the app finds them from the XDG
    /// environment this home sets (injected paths here hid a wrong default).
    AppOptions options() const {
        AppOptions o;
        o.data_dir = dataDir();
        o.width = 1280;
        o.height = 800;
        o.hand_off_guard_ms = 0;  // the tests pass hand-offs at once (hand_off guard test: 400)
        o.appear_guard_ms = 0;    // and answer the screens that come by themselves at once
        o.turn_guard_ms = 0;      // and end a turn the AI gave back at once
        o.turn_banner_ms = 0;     // and act at once when the side changes (turn banner test: 1200)
        o.layout_only = true;     // and draw layout only: capture() and screenshots draw pixels
        return o;
    }

    /// Where the XDG specification puts the settings file and the saves in this home: what the
    /// tests expect the app to use (spelt out here, not asked of paths.h).
    std::filesystem::path settingsFile() const { return root / "config" / "catakombes" / "settings.json"; }
    std::filesystem::path savesDir() const { return root / "data" / "catakombes" / "saves"; }

    std::filesystem::path root;
};

/// Queues a key press with modifiers (Ctrl+Z) and its release, as the keyboard would.
inline void pressKeyWith(SDL_Keycode key, Uint16 mod) {
    SDL_Event down{};
    down.type = SDL_KEYDOWN;
    down.key.state = SDL_PRESSED;
    down.key.keysym.sym = key;
    down.key.keysym.mod = mod;
    SDL_PushEvent(&down);
    SDL_Event up = down;
    up.type = SDL_KEYUP;
    up.key.state = SDL_RELEASED;
    SDL_PushEvent(&up);
}

/// Queues a key press (and release) without modifiers.
inline void pressKey(SDL_Keycode key) { pressKeyWith(key, 0); }

/// Queues a pointer move to (x, y).
inline void moveMouse(int x, int y) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
}

/// Queues a left click at (x, y): press then release.
inline void clickAt(int x, int y) {
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

/// Queues a turn of the mouse wheel by `dy` notches (negative: down, towards the user).
inline void queueWheel(int dy) {
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = dy;
    SDL_PushEvent(&e);
}

/// The id of the app's top screen ("" when none).
inline std::string topScreen(App& app) {
    Screen* top = app.screens().top();
    return top ? std::string(top->id()) : std::string();
}

/// Colour of one pixel of an ARGB8888 surface.
inline SDL_Color pixelAt(const SDL_Surface* s, int x, int y) {
    const auto* row = static_cast<const Uint8*>(s->pixels) + y * s->pitch;
    Uint32 v = 0;
    SDL_memcpy(&v, row + x * 4, 4);
    return SDL_Color{static_cast<Uint8>((v >> 16) & 0xFF), static_cast<Uint8>((v >> 8) & 0xFF),
                     static_cast<Uint8>(v & 0xFF), static_cast<Uint8>(v >> 24)};
}

/// The number of distinct coarse colours (each channel cut into 256/`bucket` levels) among the
/// pixels of `r` sampled every `step` pixels: a flat fill gives 1, text and pictures many.
inline int colourVariety(const SDL_Surface* s, const Rect& r, int step, int bucket) {
    std::vector<int> seen;
    const int levels = 256 / bucket;
    for (int y = r.y; y < r.bottom(); y += step)
        for (int x = r.x; x < r.right(); x += step) {
            const SDL_Color c = pixelAt(s, x, y);
            const int key = ((c.r / bucket) * levels + c.g / bucket) * levels + c.b / bucket;
            if (std::find(seen.begin(), seen.end(), key) == seen.end()) seen.push_back(key);
        }
    return static_cast<int>(seen.size());
}

}  // namespace cata::app::test
