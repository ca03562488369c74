// The monkey test, tests that roam like a player: a seeded generator of real SDL
// events — the pointer jumping in one motion between random points biased toward what can be
// clicked, clicks, drags with every button, the wheel, the game's shortcuts and other keys,
// typed text, window resizes and UI scale changes — sent through App's event queue
// (SDL_PushEvent, then App::step(0)) from one of several entry points (main menu, new game, a
// board in hot-seat, solo or AI against AI, a loaded save, a game near its end). After every
// frame it checks the UI invariants (the action bar row drawn under the pointer is the one a
// click acts on, texts are valid UTF-8, every text fits its box once the text renderer reports
// boxes) and the game state with the invariant suite's checker (tests/invariants/support.h).
// Every step is written to a script file as it is sent, so a crash leaves the script that
// replays it; an invariant failure prints its tail and the file's path. docs/testing.md.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/theme.h"

namespace cata::app::test::monkey {

/// Where a run starts (the first line of a script). Built by the harness, not by events.
struct Entry {
    enum class Kind { Menu, NewGame, Board, Load, LateGame, AiVsAi };
    Kind kind = Kind::Menu;
    std::string quest;          // quest id (board kinds)
    std::uint64_t game_seed = 1;
    int steps = 0;              // random legal actions played before the board opens
    bool solo = false;          // the rulebook Master AI plays (R44)
    bool hand_off = true;
};
const char* entryName(Entry::Kind kind);
std::string entryLine(const Entry& entry);
std::optional<Entry> parseEntry(const std::string& line, std::string* error);

/// One line of a script, in the text format of event_script.h (helper "paths": the
/// same lines play in `catakombes --event-script`), plus two "# monkey" lines that format
/// ignores as comments: "# monkey entry …" (where the run starts), "# monkey scale S" and
/// "# monkey look MODE T" (the palette and the text size).
struct Step {
    enum class Kind {
        Move,    // move X Y               pointer motion in one jump (SDL_WarpMouseInWindow)
        Down,    // press X Y [BUTTON]     a button pressed (left, right, middle)
        Up,      // release X Y [BUTTON]
        Click,   // click X Y [BUTTON]     press then release
        Wheel,   // wheel DY               notches, positive away from the player
        Key,     // key [ctrl+][shift+][alt+]NAME   a press and release (SDL key names)
        Text,    // text STR               SDL_TEXTINPUT, the rest of the line
        Resize,  // resize W H             SDL_SetWindowSize (SDL queues the window events)
        Scale,   // # monkey scale S       UI scale through App::changeSettings
        Look,    // # monkey look MODE T   colours (theme.h's word) and text size (%), the same way
        Frames,  // wait N                 App::step(0) N times; the invariants after each
        Quit,    // quit                   SDL_QUIT
    };
    Kind kind = Kind::Frames;
    int x = 0, y = 0;
    int button = SDL_BUTTON_LEFT;
    int n = 1;                // wheel notches, frames
    SDL_Keycode key = 0;
    Uint16 mod = 0;
    std::string text;
    int w = 0, h = 0;
    double scale = 1.0;
    ColourMode colours = ColourMode::Standard;  // Look
    int text_size = 100;                        // Look
};
std::string stepLine(const Step& step);
std::optional<Step> parseStep(const std::string& line, std::string* error);

/// The size of a run: CATA_MONKEY_SEEDS seeds (1..N) of CATA_MONKEY_EVENTS SDL events each.
struct Size {
    int seeds = 0;
    int events = 0;
};
Size sizeFromEnvironment();

/// The entry a seed starts from (cycles through every kind, random quest and game seed).
Entry entryForSeed(std::uint64_t seed);

/// What a run found.
struct Report {
    std::vector<std::string> problems;  // empty: clean
    int events = 0;                     // SDL events sent
    int frames = 0;
    int restarts = 0;                   // the app quit and was started again
    int nudges = 0;
    int bar_clicks = 0;                 // left presses on a drawn action bar row, checked
    std::vector<std::string> screens;   // every screen id seen on top, in first-seen order
    std::filesystem::path script;       // the replay script written
    std::vector<std::string> tail;      // its last lines (for the failure message)
    double seconds = 0.0;
    bool pixels = true;  // drawn in pixels, not layout only (drawsPixels)
};

/// Whether the seed's frames are drawn in pixels: every tenth seed (0, 10, 20…) and every seed
/// when CATA_MONKEY_PIXELS=1; the others are drawn layout only (Painter::layoutOnly): every
/// call the same, SDL's rasteriser skipped, so a seed costs about half. A replay draws pixels.
bool drawsPixels(std::uint64_t seed);

/// Generates and sends `events` SDL events from `entry` with the generator seeded by `seed`,
/// writing the script to `script`. Stops at the first problem.
Report run(std::uint64_t seed, const Entry& entry, int events, const std::filesystem::path& script);

/// Replays a script written by run() (its entry line, then its steps), with the same checks.
Report replay(const std::filesystem::path& script);

}  // namespace cata::app::test::monkey
