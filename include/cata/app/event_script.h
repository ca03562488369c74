// Event scripts: a plain-text list of input events that drives the real game as a player would
// (the end-to-end test of the built binary, and the replay of a failing monkey seed).
// Format: one event per line; blank lines and lines starting with '#' are ignored; words are
// separated by spaces; coordinates are window pixels.
//
//   move X Y             the pointer moves to (X, Y) in one motion
//   click X Y [BUTTON]   a press then a release at (X, Y); BUTTON: left (default), right, middle
//   press X Y [BUTTON]   a button press only (drags: press, move…, release)
//   release X Y [BUTTON] a button release only
//   key NAME             a key press then release; NAME is SDL's key name (Return, Escape, F1,
//                        S, Left…), optionally after modifiers: ctrl+s, shift+Tab, alt+Return
//   text STR             typed text (SDL_TEXTINPUT), the rest of the line, UTF-8
//   wheel DY             the wheel turns DY notches (positive: up, away from the player)
//   resize W H           the window is resized to W × H pixels
//   wait N               N frames pass before the next event
//   quit                 the window is closed (SDL_QUIT)
//
// The game plays a script with the hidden option `catakombes --event-script FILE`
// (docs/testing.md); the events go through SDL's queue, the same path as the keyboard and mouse.
#pragma once

#include <SDL.h>

#include <string>
#include <string_view>
#include <vector>

namespace cata::app {

struct ScriptEvent {
    enum class Kind { Move, Click, Press, Release, Key, Text, Wheel, Resize, Wait, Quit };
    Kind kind = Kind::Wait;
    int x = 0;            // move/click/press/release: position; resize: width; wait: frames
    int y = 0;            // move/click/press/release: position; resize: height; wheel: notches
    Uint8 button = SDL_BUTTON_LEFT;  // click/press/release
    SDL_Keycode key = SDLK_UNKNOWN;  // key
    Uint16 mod = KMOD_NONE;          // key: modifiers held
    std::string text;                // text: what is typed

    bool operator==(const ScriptEvent&) const = default;
};

/// Parses a script. On a bad line: returns what was parsed before it and, when `error` is not
/// null, sets it to "line N: why" (else clears it).
std::vector<ScriptEvent> parseEventScript(std::string_view script, std::string* error = nullptr);

/// One event as a script line (no newline); parseEventScript reads it back as the same event.
std::string formatScriptEvent(const ScriptEvent& event);
/// A whole script, one line per event.
std::string formatEventScript(const std::vector<ScriptEvent>& events);

/// The SDL events one script event stands for, in order (a click: press then release; a key:
/// down then up). Resize, wait and quit give none here: see playScriptEvent.
std::vector<SDL_Event> toSdlEvents(const ScriptEvent& event);

/// Plays one event on the running SDL: pushes its events on SDL's queue; resizes `window`
/// (when not null) for a resize; pushes SDL_QUIT for quit. Wait does nothing (the caller counts
/// frames). Returns false when SDL refused an event.
bool playScriptEvent(const ScriptEvent& event, SDL_Window* window);

}  // namespace cata::app
