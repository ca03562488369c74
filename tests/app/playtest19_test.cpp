// The quest editor's play-test modes and puzzles (issue 19, docs/editor.md "Play-test"), with
// real SDL events: hot-seat, solo against the Master AI and AI against AI started from the
// editor's play-test dialog and back to the editor with its view, selection and undo history
// kept; a play-test's position saved as a puzzle from the game menu, which validates, is listed
// on the New game screen and starts in that very position; the dialog's layout at every UI
// scale in English and French.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>

#include "board_support.h"
#include "cata/app/board_screen.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/editor_playtest.h"
#include "cata/app/editor_screen.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/message_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/content/position_json.h"
#include "cata/content/validate.h"
#include "editor_support.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

namespace {

/// The editor opened from the main menu on the first shipped quest (its copy), with state to
/// keep: the cursor moved, a region selected and one edit in the undo history (the turn limit).
EditorScreen& pt19Editor(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    clickRect(app, ed.layout().open_rows.front());
    REQUIRE_FALSE(ed.choosing());
    REQUIRE(ed.problems().empty());
    for (int i = 0; i < 3; ++i) press(app, SDLK_RIGHT);
    press(app, SDLK_DOWN);
    press(app, SDLK_RIGHT, KMOD_SHIFT);  // a region: two squares
    REQUIRE(ed.selection());
    ed.editDocument([](ojson& d) { d["turn_limit"] = 25; });
    REQUIRE(ed.undoDepth() == 1);
    REQUIRE(ed.problems().empty());
    return ed;
}

/// What the editor shows and holds, compared before and after a play-test.
struct Pt19Kept {
    Pos cursor;
    std::optional<content::MapArea> selection;
    std::size_t undo = 0, redo = 0;
    bool forms = false;
    std::string text;
    bool operator==(const Pt19Kept&) const = default;
};
Pt19Kept pt19Kept(const EditorScreen& ed) {
    return Pt19Kept{ed.cursor(), ed.selection(), ed.undoDepth(), ed.redoDepth(), ed.forms().shown(), ed.text()};
}

/// F5, then the dialog's mode by its digit key (real key events).
PlaytestScreen& pt19Dialog(App& app, PlaytestMode mode) {
    press(app, SDLK_F5);
    REQUIRE(topScreen(app) == "playtest");
    auto& dialog = topAs<PlaytestScreen>(app);
    press(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(mode)));
    REQUIRE(dialog.choice().mode == mode);
    return dialog;
}

/// Esc, then the game menu's Quit (its last row): back to the editor.
void pt19Quit(App& app) {
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    clickRect(app, topAs<GameMenuScreen>(app).buttons().back().rect);
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Play-test: hot-seat from the editor's dialog and back, the editor's state kept",
                 "[app][editor][playtest]") {
    EditorScreen& ed = pt19Editor(app);
    const Pt19Kept before = pt19Kept(ed);
    // Escape leaves the dialog: nothing starts.
    press(app, SDLK_F5);
    REQUIRE(topScreen(app) == "playtest");
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "editor");

    pt19Dialog(app, PlaytestMode::HotSeat);
    press(app, SDLK_RETURN);
    BoardScreen& board = playtestStart(app);
    CHECK(board.session().record().players == content::kHotSeat);
    CHECK(board.config().playtest);
    CHECK(board.session().state().turnLimit() == 25);  // the quest as edited
    pt19Quit(app);
    REQUIRE(topScreen(app) == "editor");
    CHECK(&topAs<EditorScreen>(app) == &ed);
    CHECK(pt19Kept(ed) == before);
    // Its undo history is whole: the edit made before the play-test is undone.
    press(app, SDLK_z, KMOD_CTRL);
    CHECK(ed.undoDepth() == 0);
    CHECK(ed.document()["turn_limit"] == 30);  // Quest I's own
}

TEST_CASE_METHOD(AppTest, "Play-test: solo against the Master AI at the chosen strength, and back to the editor",
                 "[app][editor][playtest]") {
    EditorScreen& ed = pt19Editor(app);
    const Pt19Kept before = pt19Kept(ed);
    PlaytestScreen& dialog = pt19Dialog(app, PlaytestMode::Solo);
    // The strength as the New game screen offers it: A steps it (Rulebook, Veteran…), the
    // row's click too; back to Rulebook, the quick one for a test.
    CHECK(dialog.choice().strength == content::Player::Rulebook);
    press(app, SDLK_a);
    CHECK(dialog.choice().strength == content::Player::Veteran);
    clickRect(app, dialog.layout().strength);
    CHECK(dialog.choice().strength == content::Player::Nightmare);
    clickRect(app, dialog.layout().strength);
    CHECK(dialog.choice().strength == content::Player::Rulebook);
    clickRect(app, dialog.layout().start);
    BoardScreen& board = playtestStart(app);
    CHECK(board.session().record().players == content::kSoloVsMaster);
    CHECK(board.ai().controls(Side::Master));
    CHECK_FALSE(board.ai().controls(Side::Heroes));
    // The heroes end their turn; the Master AI plays its own; then back to the editor.
    playMasterAiTurn(app, board);
    CHECK(board.session().state().turn() >= 2);
    pt19Quit(app);
    REQUIRE(topScreen(app) == "editor");
    CHECK(pt19Kept(ed) == before);
    // The dialog keeps its last choice for the next play-test.
    press(app, SDLK_F5);
    CHECK(topAs<PlaytestScreen>(app).choice().mode == PlaytestMode::Solo);
    press(app, SDLK_ESCAPE);
}

TEST_CASE_METHOD(AppTest, "Play-test: AI against AI at the chosen AI speed plays on, then back to the editor",
                 "[app][editor][playtest]") {
    EditorScreen& ed = pt19Editor(app);
    ed.forms().show(true);  // the Quest tab: the view comes back as it was
    app.runFrames(1);
    const Pt19Kept before = pt19Kept(ed);
    PlaytestScreen& dialog = pt19Dialog(app, PlaytestMode::AiVsAi);
    // The AI speed is the client's setting: Shift+S steps it back from ×1 to "skip animations".
    REQUIRE(app.settings().ai_speed == AiSpeed::X1);
    press(app, SDLK_s, KMOD_SHIFT);
    CHECK(app.settings().ai_speed == AiSpeed::Skip);
    (void)dialog;
    press(app, SDLK_RETURN);
    BoardScreen& board = playtestStart(app);
    CHECK(board.session().record().players == content::kAiVsAi);
    CHECK(board.ai().allAi());
    // The AIs play on their own to the victory or for a few turns.
    const GameState& s = board.session().state();
    const Uint32 deadline = SDL_GetTicks() + 180000;
    while (SDL_GetTicks() < deadline && !s.isOver() && s.turn() < 3) app.runFrames(1);
    CHECK((s.isOver() || s.turn() >= 3));
    if (s.isOver()) {
        for (int i = 0; i < 50 && topScreen(app) != "victory"; ++i) waitFrame(app);
        REQUIRE(topScreen(app) == "victory");
        press(app, SDLK_RETURN);  // the victory screen leaves the game
        if (topScreen(app) == "victory") press(app, SDLK_RETURN);
    } else {
        pt19Quit(app);
    }
    REQUIRE(topScreen(app) == "editor");
    CHECK(pt19Kept(ed) == before);
}

TEST_CASE_METHOD(AppTest, "Play-test: the position saved as a puzzle, listed, and started in exactly that position",
                 "[app][editor][playtest][puzzle]") {
    EditorScreen& ed = pt19Editor(app);
    const std::string quest_id = ed.document()["id"].get<std::string>();
    pt19Dialog(app, PlaytestMode::HotSeat);
    press(app, SDLK_RETURN);
    BoardScreen& board = playtestStart(app);
    // A hero walks one square (a click on it, a click on the square): the position is no
    // longer the quest's start.
    const Walk walk = std::get<Walk>(firstPlainWalk(board.session().state()));
    const int actor = walk.actor;
    selectCharacter(app, board, actor);
    clickSquare(app, board.view(), walk.to);
    for (int i = 0; i < 30 && board.session().state().character(actor).pos != walk.to; ++i) waitFrame(app);
    const GameState played = board.session().state();
    REQUIRE(played.character(actor).pos == walk.to);
    const nlohmann::json position = content::positionToJson(played);

    // Esc: the game menu of a play-test offers the puzzle (before Quit).
    press(app, SDLK_ESCAPE);
    auto& menu = topAs<GameMenuScreen>(app);
    REQUIRE(menu.rows() == 7);
    const auto buttons = menu.buttons();
    CHECK(buttons[5].label == app.tr("menu.board.puzzle"));
    CHECK(buttons.back().label == app.tr("menu.board.quit"));
    clickRect(app, buttons[5].rect);
    REQUIRE(topScreen(app) == "message");
    const std::string id = quest_id + "_puzzle";
    const fs::path file = app.userDir() / "quests" / (id + ".json");
    {
        const auto& message = topAs<MessageScreen>(app);
        CHECK(message.title() == app.tr("playtest.puzzle.title"));
        REQUIRE(message.paragraphs().size() == 1);
        CHECK(message.paragraphs()[0] == app.strings().format("playtest.puzzle.saved", id, file.string()));
        CHECK(message.problems().empty());  // nothing of the position was lost
    }
    REQUIRE(fs::exists(file));
    // It validates as `catakombes validate` checks it, with its title and its start.
    const std::string text = editorRead(file);
    const auto check =
        content::validateQuestText(file.filename().string(), text, app.dataDir(), app.userDir().string());
    CHECK(check.diagnostics.empty());
    const ojson doc = ojson::parse(text);
    CHECK(doc["id"] == id);
    CHECK(doc["title"]["en"].get<std::string>().ends_with(" — puzzle"));
    CHECK(doc["title"]["fr"].get<std::string>().ends_with(" — énigme"));
    CHECK(nlohmann::json::parse(doc["start"].dump()) == position);
    CHECK(doc["turn_limit"] == 25);
    press(app, SDLK_RETURN);  // the message closes: the game goes on
    REQUIRE(topScreen(app) == "board");
    // A second puzzle of the same quest gets a fresh id and file.
    press(app, SDLK_ESCAPE);
    clickRect(app, topAs<GameMenuScreen>(app).buttons()[5].rect);
    CHECK(fs::exists(app.userDir() / "quests" / (id + "_2.json")));
    CHECK(fs::exists(file));
    press(app, SDLK_RETURN);
    pt19Quit(app);
    REQUIRE(topScreen(app) == "editor");
    press(app, SDLK_ESCAPE);  // the selection goes
    CHECK_FALSE(ed.selection());
    CHECK_FALSE(ed.dirty());  // the play-test saved the quest
    press(app, SDLK_ESCAPE);  // the editor goes
    REQUIRE(topScreen(app) == "main_menu");

    // The New game screen lists it (yours) and it starts with no group building nor deployment,
    // in the position saved: the same turn, side, squares, HP, AP, conditions, objects.
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    auto& ng = topAs<NewGameScreen>(app);
    int index = -1;
    for (int i = 0; i < static_cast<int>(ng.entryCount()); ++i)
        if (fs::path(ng.entryFile(i)).filename() == file.filename()) index = i;
    REQUIRE(index >= 0);
    CHECK(ng.entryOrigin(index) == "user");
    ng.select(index);
    app.runFrames(1);
    REQUIRE(ng.choice().quest);
    CHECK(ng.choice().quest->id == id);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    const GameState& started = topAs<BoardScreen>(app).session().state();
    CHECK(content::positionToJson(started) == position);
    CHECK(started.turn() == played.turn());
    CHECK(started.activeSide() == played.activeSide());
    REQUIRE(started.characters().size() == played.characters().size());
    for (int i = 0; i < static_cast<int>(played.characters().size()); ++i) {
        INFO(played.character(i).id);
        CHECK(started.character(i).id == played.character(i).id);
        CHECK(started.character(i).pos == played.character(i).pos);
        CHECK(started.character(i).hp == played.character(i).hp);
        CHECK(started.character(i).ap == played.character(i).ap);
    }
    CHECK(started.characters() == played.characters());  // conditions, destiny, waiting too
    CHECK(started.objects() == played.objects());
    CHECK_FALSE(topAs<BoardScreen>(app).config().playtest);  // a game, not a play-test
}

TEST_CASE("Play-test: the dialog's layout at every UI scale, English and French", "[app][editor][playtest][layout]") {
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string& where) {
        REQUIRE(ed.open(ed.openable().front()));
        app.runFrames(1);
        REQUIRE(ed.playTest());
        app.runFrames(2);
        press(app, SDLK_2);  // solo: every row enabled
        const auto problems = layoutProblems(app);
        for (const auto& p : problems) UNSCOPED_INFO(p);
        CHECK(problems.empty());
        const auto l = topAs<PlaytestScreen>(app).layout();
        CHECK(l.panel.x >= 0);
        CHECK(l.panel.y >= 0);
        CHECK(l.panel.bottom() <= app.height());
        CHECK(l.start.bottom() <= l.panel.bottom());
        if (where == "1280x800 @1 en") CHECK(app.saveScreenshot(shotPath("editor_playtest")));
        // The game menu of a play-test: seven rows.
        press(app, SDLK_ESCAPE);
        BoardConfig config;
        config.hand_off = false;
        config.playtest = true;
        app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), config));
        app.runFrames(2);
        for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
        press(app, SDLK_ESCAPE);
        REQUIRE(topScreen(app) == "game_menu");
        REQUIRE(topAs<GameMenuScreen>(app).rows() == 7);
        INFO("game menu");
        const auto menu_problems = layoutProblems(app);
        for (const auto& p : menu_problems) UNSCOPED_INFO(p);
        CHECK(menu_problems.empty());
        // The puzzle saved: its dialog (a long path).
        clickRect(app, topAs<GameMenuScreen>(app).buttons()[5].rect);
        REQUIRE(topScreen(app) == "message");
        INFO("puzzle saved");
        const auto saved_problems = layoutProblems(app);
        for (const auto& p : saved_problems) UNSCOPED_INFO(p);
        CHECK(saved_problems.empty());
    });
}
