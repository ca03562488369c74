// What the quest editor's tests share (editor19, editor_forms19, editor_tools19,
// editor_objects19, editor_cards19, editor_e2e19, playtest19): a file's bytes, strokes on the
// editor's map with real SDL mouse events, the layout loop (every window, UI scale and
// language), and a play-test's start.
#pragma once

#include <SDL.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/editor_screen.h"
#include "cata/app/main_menu_screen.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

namespace cata::app::test {

/// The editor pushed on `app`, then the first quest its start panel offers opened (as a copy).
inline EditorScreen& editorOpenFirst(App& app) {
    app.screens().push(std::make_unique<EditorScreen>(app));
    app.runFrames(2);
    auto& ed = topAs<EditorScreen>(app);
    REQUIRE(ed.open(ed.openable().front()));
    return ed;
}

/// A play-test's deployment started (both sides' Start, or the one of the person placing),
/// answering a decision the first turn asks (R27: a fear test) with its focused answer: the board.
inline BoardScreen& playtestStart(App& app) {
    REQUIRE(topScreen(app) == "deploy");
    for (int i = 0; i < 2 && topScreen(app) == "deploy"; ++i) {
        topAs<DeployScreen>(app).start();
        app.runFrames(2);
    }
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    return topAs<BoardScreen>(app);
}

/// Queues `text` as the keyboard sends it (SDL_TEXTINPUT, UTF-8), then lets the app run.
inline void editorType(App& app, const char* text) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, text, sizeof(e.text.text));
    SDL_PushEvent(&e);
    app.runFrames(1);
}

/// The editor opened from the main menu on a new 12 × 10 quest (its Create button clicked).
inline EditorScreen& editorNewQuest(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    REQUIRE(ed.choosing());
    CHECK(ed.newWidth() == 12);
    CHECK(ed.newHeight() == 10);
    clickRect(app, ed.layout().new_quest);
    REQUIRE_FALSE(ed.choosing());
    app.runFrames(1);  // drawn: the map's squares are known
    return ed;
}

/// Tab until the form field `pointer` has the focus (the test fails when it never does).
inline void editorTabTo(App& app, EditorScreen& ed, const std::string& pointer) {
    for (int i = 0; i < 300 && ed.forms().focus() != pointer; ++i) press(app, SDLK_TAB);
    REQUIRE(ed.forms().focus() == pointer);
}

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

/// The editor tests' layout loop: three windows (1024 × 640, 1280 × 800, 1920 × 1080), the UI
/// scales 100 to 200 %, English and French. For each, a fresh app with the editor on its start
/// panel is given to `body(app, editor, where)`; `where` ("1024x640 @1.5 fr") is also INFO.
template <class Body>
void forEachEditorLayout(Body&& body) {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1024, 640}, {1280, 800}, {1920, 1080}}) {
        for (double scale : {1.0, 1.25, 1.5, 1.75, 2.0}) {
            for (const std::string language : {"en", "fr"}) {
                HeadlessHome home;
                const auto owned = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
                App& app = *owned;
                app.screens().push(std::make_unique<EditorScreen>(app));
                app.runFrames(2);
                std::ostringstream where;
                where << w << "x" << h << " @" << scale << " " << language;
                INFO(where.str());
                body(app, topAs<EditorScreen>(app), where.str());
            }
        }
    }
}

/// The layout check of what shows now, `what` naming it: every problem reported, none expected.
inline void checkEditorLayout(App& app, const std::string& what) {
    app.runFrames(2);
    INFO(what);
    const auto problems = layoutProblems(app);
    for (const auto& p : problems) UNSCOPED_INFO(p);
    CHECK(problems.empty());
}

}  // namespace cata::app::test
