// What the quest editor's tests share (editor19, editor_forms19, editor_tools19): a file's
// bytes, and strokes on the editor's map with real SDL mouse events.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/editor_screen.h"
#include "headless.h"

namespace cata::app::test {

/// The bytes of the file at `path` (empty when it cannot be read).
inline std::string editorRead(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// Presses the left button on square `from`, moves through `through` and releases on the last.
inline void editorDrag(App& app, EditorScreen& ed, Pos from, const std::vector<Pos>& through) {
    const Rect a = ed.squareRect(from);
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = a.centerX();
    e.button.y = a.centerY();
    SDL_PushEvent(&e);
    Rect last = a;
    for (Pos p : through) {
        last = ed.squareRect(p);
        moveMouse(last.centerX(), last.centerY());
    }
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    e.button.x = last.centerX();
    e.button.y = last.centerY();
    SDL_PushEvent(&e);
    app.runFrames(2);
}

/// A click on square `p` of the editor's map.
inline void editorClickSquare(App& app, EditorScreen& ed, Pos p) { editorDrag(app, ed, p, {}); }

}  // namespace cata::app::test
