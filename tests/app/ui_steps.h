// Steps shared by the app tests that drive the client through real events: the screen on top,
// a click on a rectangle, a key press (board_support.h: pressKeyWith), and where screenshots go (the test binary's folder).
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "board_support.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"

namespace cata::app::test {

/// The screen on top, as a `T` (the test fails when it is another screen).
template <class T>
T& topAs(App& app) {
    auto* screen = dynamic_cast<T*>(app.screens().top());
    REQUIRE(screen != nullptr);
    return *screen;
}

/// The set-up of most app tests, for TEST_CASE_METHOD: a temporary home (`home`) and an app
/// started on it (`app`: 1280×800, the default settings).
struct AppTest {
    AppTest() { REQUIRE(app.ok()); }
    HeadlessHome home;
    App app{home.options()};
};

/// The same with Quest I on a board (`board`: startQuestOne() with `adjacent`) and its state `s`.
struct QuestOneBoardTest : AppTest {
    explicit QuestOneBoardTest(bool adjacent = false)
        : board(pushBoard(app, startQuestOne(app, adjacent))), s(board.session().state()) {}
    BoardScreen& board;
    const GameState& s;
};

/// The same with the first hero next to the Master's first character (questOne()'s `adjacent`).
struct AdjacentBoardTest : QuestOneBoardTest {
    AdjacentBoardTest() : QuestOneBoardTest(true) {}
};

/// Points at the centre of `r`, then clicks it, then lets the app run `frames` frames.
inline void clickRect(App& app, const Rect& r, int frames = 2) {
    moveMouse(r.centerX(), r.centerY());
    clickAt(r.centerX(), r.centerY());
    app.runFrames(frames);
}

/// Passes a hand-off as a player does: the see-through notice over the board (R42's waiting
/// heroes, the heroes' result) by its "Hand over" button, the opaque hand-off screen by a click
/// anywhere.
inline void passHandOff(App& app) {
    if (auto* h = dynamic_cast<HandOffScreen*>(app.screens().top()); h && h->previewing()) {
        clickRect(app, h->handOverButton());
        if (topScreen(app) != "hand_off") return;
    }
    clickAt(app.width() / 2, app.height() / 2);
    app.runFrames(2);
}

/// Presses `key` with `mod`, then lets the app run two frames.
inline void press(App& app, SDL_Keycode key, Uint16 mod = 0) {
    pressKeyWith(key, mod);
    app.runFrames(2);
}

/// Changes the app's settings with `edit`; the test fails when the app refuses them.
template <class Edit>
void editSettings(App& app, Edit&& edit) {
    Settings s = app.settings();
    edit(s);
    REQUIRE(app.changeSettings(s));
}

/// An app of `w`×`h` on `home` at UI scale `scale` in `language`, with the hot-seat hand-off
/// screens on or off; the test fails when it does not start or refuses the settings.
inline std::unique_ptr<App> sizedApp(const HeadlessHome& home, int w, int h, double scale = 1.0,
                                     const std::string& language = "en", bool hand_off = true) {
    AppOptions o = home.options();
    o.width = w;
    o.height = h;
    auto app = std::make_unique<App>(o);
    REQUIRE(app->ok());
    editSettings(*app, [&](Settings& st) {
        st.ui_scale = scale;
        st.language = language;
        st.hand_off = hand_off;
    });
    return app;
}

/// Turns the wheel by `dy` notches (negative: down) where the pointer is; lets the app draw.
inline void turnWheel(App& app, int dy) {
    queueWheel(dy);
    app.runFrames(1);
}

/// From the board, as a player does: Esc → Settings → language → French → Esc (the game menu)
/// → Esc: the board comes back, in French.
inline void frenchFromGameMenu(App& app) {
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    for (const auto& row : topAs<GameMenuScreen>(app).buttons())
        if (row.label == app.tr("menu.board.settings")) clickRect(app, row.rect);
    REQUIRE(topScreen(app) == "settings");
    REQUIRE(topAs<SettingsScreen>(app).selected() == SettingsScreen::Row::Language);
    press(app, SDLK_RIGHT);
    REQUIRE(app.settings().language == "fr");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
}

/// Pushes a board of `game` (Quest I's unless told) played against the Master AI
/// (cata::content::kSoloVsMaster), the heroes to move; returns it.
inline BoardScreen& pushSolo(App& app, const content::NewGame& game) {
    auto session = startGame(app, game);
    session->setPlayers(cata::content::kSoloVsMaster);
    BoardScreen& board = pushBoard(app, std::move(session));
    REQUIRE(board.session().state().toMove() == Side::Heroes);
    return board;
}

/// The same on Quest I with the solo rules (R44: solo_master).
inline BoardScreen& pushSoloQuestOne(App& app) {
    content::NewGame game = questOne(app);
    game.options.solo_master = true;  // R44
    return pushSolo(app, game);
}

/// The heroes end their turn from the keyboard: E, then Enter when the board asks to confirm.
inline void endTurnByKey(App& app, const BoardScreen& board) {
    press(app, SDLK_e);
    if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
}

/// The heroes end their first turn and the Master AI plays its own: frames run, each dialog
/// takes its focused answer (Enter: the heroes' answers, R12, R27), until the heroes' second
/// turn (or the end of the game, or a minute).
inline void playMasterAiTurn(App& app, const BoardScreen& board) {
    endTurnByKey(app, board);
    const GameState& s = board.session().state();
    const Uint32 deadline = SDL_GetTicks() + 60000;
    while (SDL_GetTicks() < deadline && !s.isOver() &&
           !(s.turn() >= 2 && s.activeSide() == Side::Heroes && !board.aiTurn())) {
        waitFrame(app);
        if (topScreen(app) == "decision") press(app, SDLK_RETURN);
    }
}

/// Main menu → New game (a click) → Quest I (a click on the first entry): the New game screen,
/// left open on Quest I.
inline NewGameScreen& newGameOnQuestOne(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    REQUIRE(topScreen(app) == "main_menu");
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    REQUIRE(topScreen(app) == "new_game");
    auto& ng = topAs<NewGameScreen>(app);
    clickRect(app, ng.entryRect(0), 1);
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->number == 1);
    return ng;
}

/// "<test binary folder>/<name>.png".
inline std::string shotPath(const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + name + ".png";
    SDL_free(base);
    return path;
}

}  // namespace cata::app::test
