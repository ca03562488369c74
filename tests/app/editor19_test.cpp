// The quest editor driven with real SDL events — a quest drawn from
// nothing (walls, a door, the heroes' zone, a chest), the live check's complaints changing as
// they are fixed, undo and redo of whole strokes, save and reopen with the same bytes, a
// play-test started and left back to the editor, and the layout check at every UI scale.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "cata/app/deploy_screen.h"
#include "cata/app/editor_screen.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/content/quest_writer.h"
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

/// The problems' texts, joined (for messages and searches).
std::string editorProblems(const EditorScreen& ed) {
    std::string out;
    for (const auto& p : ed.problems()) out += p.text + "\n";
    return out;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Editor: a quest drawn from nothing with real events, the live check following",
                 "[app][editor]") {
    EditorScreen& ed = editorNewQuest(app);
    const ojson& doc = ed.document();
    REQUIRE(doc["terrain"].size() == 10);
    CHECK(doc["terrain"][0] == "############");
    CHECK(doc["terrain"][1] == "#..........#");
    INFO(editorProblems(ed));
    // The new quest names its heroes' zone, not drawn yet: the loader's own message.
    CHECK(editorProblems(ed).find("heroes_entry") != std::string::npos);
    const std::size_t first = ed.problems().size();
    // The messages of `catakombes validate`, word for word.
    CHECK(editorProblems(ed) ==
          "/hero_zone: unknown zone \"heroes_entry\"\n/victory/0/zone: unknown zone \"heroes_entry\"\n");

    // The heroes' zone: a pencil stroke dragged over four squares, one undo step.
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::HeroZone)]);
    CHECK(ed.brush() == Brush::HeroZone);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{3, 1}, Pos{4, 1}});
    CHECK(ed.document()["zone_map"][1] == ".AAAA.......");
    CHECK(ed.undoDepth() == 1);
    INFO(editorProblems(ed));
    CHECK(editorProblems(ed).find("unknown zone") == std::string::npos);
    CHECK(ed.problems().size() != first);
    CHECK(ed.problems().empty());

    // A wall across the room with the line tool (key L, brush key 2), then a door in it (key 4).
    pressKey(SDLK_l);
    pressKey(SDLK_2);
    app.runFrames(1);
    CHECK(ed.tool() == Tool::Line);
    CHECK(ed.brush() == Brush::Wall);
    editorDrag(app, ed, Pos{6, 1}, {Pos{6, 4}, Pos{6, 8}});
    for (int y = 1; y <= 8; ++y) CHECK(ed.charAt(Pos{6, y}) == "#");
    CHECK(ed.undoDepth() == 2);
    pressKey(SDLK_p);
    pressKey(SDLK_4);
    app.runFrames(1);
    editorClickSquare(app, ed, Pos{6, 4});
    CHECK(ed.charAt(Pos{6, 4}) == "+");

    // A locked door by the keyboard: lock 6 (+ twice), brush 5, the cursor moved, Space.
    pressKey(SDLK_EQUALS);
    pressKey(SDLK_EQUALS);
    pressKey(SDLK_5);
    app.runFrames(1);
    CHECK(ed.lockDifficulty() == 6);
    while (ed.cursor().y < 7) press(app, SDLK_DOWN);
    press(app, SDLK_SPACE);
    REQUIRE(ed.cursor() == Pos{6, 7});
    CHECK(ed.charAt(Pos{6, 7}) == "L");
    REQUIRE(ed.document().contains("objects"));
    CHECK(ed.document()["objects"].back() == ojson{{"id", "door_6_7"}, {"at", {6, 7}}, {"lock_difficulty", 6}});

    // A chest beyond the wall.
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::Chest)]);
    editorClickSquare(app, ed, Pos{9, 5});
    CHECK(ed.charAt(Pos{9, 5}) == "$");

    // A door in the open is refused by the check, which names its square: clicking the
    // message selects it; undone, the complaint goes.
    pressKey(SDLK_3);
    app.runFrames(1);
    editorClickSquare(app, ed, Pos{3, 5});
    INFO(editorProblems(ed));
    int door_problem = -1;
    for (std::size_t i = 0; i < ed.problems().size(); ++i)
        if (ed.problems()[i].square == Pos{3, 5}) door_problem = static_cast<int>(i);
    REQUIRE(door_problem >= 0);
    CHECK(ed.problems()[static_cast<std::size_t>(door_problem)].text ==
          "/terrain/5: door at [3, 5] is not in a wall line: it needs walls on two opposite sides and open ground on "
          "the other two");
    app.runFrames(1);
    const Rect row = ed.problemRect(door_problem);
    REQUIRE(row.w > 0);
    press(app, SDLK_UP);  // the cursor elsewhere first
    clickRect(app, row);
    CHECK(ed.selectedProblem() == door_problem);
    CHECK(ed.cursor() == Pos{3, 5});
    const std::size_t with_door = ed.problems().size();
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.charAt(Pos{3, 5}) == ".");
    CHECK(ed.problems().size() < with_door);
    press(app, SDLK_y, KMOD_LCTRL);
    CHECK(ed.charAt(Pos{3, 5}) == "'");
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.redoDepth() == 1);
    CHECK(ed.problems().empty());  // the quest drawn is a valid one
}

TEST_CASE_METHOD(AppTest, "Editor: saved into the user quests folder (Ctrl+S), reopened with the same bytes",
                 "[app][editor]") {
    EditorScreen& ed = editorNewQuest(app);
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::HeroZone)]);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{2, 2}, Pos{1, 2}});
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "my_quest.json";
    CHECK(ed.path() == file.string());
    CHECK(ed.dirty());
    press(app, SDLK_s, KMOD_LCTRL);
    REQUIRE(fs::exists(file));
    const std::string saved = editorRead(file);
    CHECK(saved == ed.text());
    CHECK(saved == cata::content::writeQuest(ed.document()));
    CHECK_FALSE(ed.dirty());

    // Back to the main menu, the editor again: the quest is offered as the player's.
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "main_menu");
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& again = topAs<EditorScreen>(app);
    const auto& files = again.openable();
    const auto it = std::find(files.begin(), files.end(), file.string());
    REQUIRE(it != files.end());
    const auto index = static_cast<std::size_t>(it - files.begin());
    const auto rows = again.layout().open_rows;
    REQUIRE(index < rows.size());
    clickRect(app, rows[index]);
    REQUIRE_FALSE(again.choosing());
    CHECK(again.text() == saved);
    CHECK_FALSE(again.dirty());
    clickRect(app, again.layout().save);
    CHECK(editorRead(file) == saved);
}

TEST_CASE_METHOD(AppTest, "Editor: a shipped quest opens as a copy in the user folder, the shipped file untouched",
                 "[app][editor]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    REQUIRE_FALSE(ed.openable().empty());
    const std::string shipped = ed.openable().front();
    const std::string before = editorRead(shipped);
    clickRect(app, ed.layout().open_rows.front());
    REQUIRE_FALSE(ed.choosing());
    const std::string id = ojson::parse(before)["id"].get<std::string>();
    CHECK(ed.document()["id"] == id + "_copy");
    CHECK(ed.path() == (home.root / "data" / "catakombes" / "quests" / (id + "_copy.json")).string());
    INFO(editorProblems(ed));
    CHECK(ed.problems().empty());
    clickRect(app, ed.layout().save);
    CHECK(fs::exists(ed.path()));
    CHECK(editorRead(shipped) == before);
}

TEST_CASE_METHOD(AppTest, "Editor: play-test starts the quest hot-seat and comes back to the editor", "[app][editor]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    clickRect(app, ed.layout().open_rows.front());
    REQUIRE(ed.problems().empty());
    const Pos cursor{3, 2};
    while (ed.cursor().x < cursor.x) press(app, SDLK_RIGHT);
    while (ed.cursor().y < cursor.y) press(app, SDLK_DOWN);

    // Play-test: the dialog of its ways to play, hot-seat chosen; Enter starts it. Back from
    // the deployment: the editor as it was.
    clickRect(app, ed.layout().play);
    REQUIRE(topScreen(app) == "playtest");
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "deploy");
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "editor");
    CHECK(&topAs<EditorScreen>(app) == &ed);
    CHECK(ed.cursor() == cursor);

    // F5: the deployment, both sides placed (hot-seat, no hand-off), the board; its Quit
    // comes back to the editor.
    press(app, SDLK_F5);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "deploy");
    for (int i = 0; i < 2 && topScreen(app) == "deploy"; ++i) {
        topAs<DeployScreen>(app).start();
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "board");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    clickRect(app, topAs<GameMenuScreen>(app).buttons().back().rect);  // Quit
    CHECK(topScreen(app) == "editor");
    CHECK(ed.cursor() == cursor);
}

TEST_CASE_METHOD(AppTest, "Editor: a quest with problems saves with a warning but does not play", "[app][editor]") {
    EditorScreen& ed = editorNewQuest(app);
    REQUIRE_FALSE(ed.problems().empty());
    clickRect(app, ed.layout().save);
    CHECK(fs::exists(ed.path()));
    CHECK(ed.status() == app.strings().format("editor.status.saved_problems", "my_quest.json", ed.problems().size()));
    clickRect(app, ed.layout().play);
    CHECK(topScreen(app) == "editor");
    CHECK(ed.status() == app.strings().format("editor.status.cannot_play", ed.problems().size()));
}

TEST_CASE_METHOD(AppTest, "Editor: opened from the New game screen (E), which lists the quest saved meanwhile",
                 "[app][editor]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    NewGameScreen& ng = topAs<NewGameScreen>(app);
    const std::size_t before = ng.entryCount();
    press(app, SDLK_e);
    EditorScreen& ed = topAs<EditorScreen>(app);
    clickRect(app, ed.layout().open_rows.front());
    clickRect(app, ed.layout().play);
    press(app, SDLK_RETURN);  // hot-seat: saves the copy, reloads the quests
    REQUIRE(topScreen(app) == "deploy");
    press(app, SDLK_ESCAPE);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "new_game");
    CHECK(ng.entryCount() == before + 1);
}

TEST_CASE("Editor: layout check at every UI scale, English and French, screenshot", "[app][editor][layout]") {
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string&) {
        checkEditorLayout(app, "start");
        // The start panel keeps its inner margin: Create clear of the right edge and of the size row.
        const EditorScreen::Layout l = ed.layout();
        CHECK(l.new_quest.right() <= l.start.right() - app.painter().px(16));
        CHECK(
            (l.new_quest.y >= l.height_plus.bottom() || l.new_quest.x >= l.height_plus.right() + app.painter().px(16)));
        ed.newQuest(12, 10);
        ed.setBrush(Brush::Wall);
        ed.paint({Pos{3, 5}, Pos{9, 9}});  // problems to list
        checkEditorLayout(app, "editing");
    });
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800);
    App& app = *owned;
    auto& ed = editorOpenFirst(app);
    ed.setBrush(Brush::DoorClosed);
    ed.paint({Pos{2, 2}});
    ed.selectProblem(0);
    app.runFrames(2);
    CHECK(app.saveScreenshot(shotPath("editor")));
}

TEST_CASE_METHOD(AppTest, "Editor: without a mouse, Tab chooses a quest to open and Enter opens it",
                 "[app][editor][keys]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    REQUIRE(ed.openable().size() >= 2);
    CHECK(ed.openSelected() == -1);  // nothing chosen: Enter would make a new quest
    pressKey(SDLK_TAB);
    pressKey(SDLK_TAB);
    app.runFrames(1);
    CHECK(ed.openSelected() == 1);
    pressKeyWith(SDLK_TAB, KMOD_LSHIFT);
    app.runFrames(1);
    CHECK(ed.openSelected() == 0);
    pressKeyWith(SDLK_TAB, KMOD_LSHIFT);  // round to the last
    app.runFrames(1);
    CHECK(ed.openSelected() == static_cast<int>(ed.openable().size()) - 1);
    pressKey(SDLK_TAB);  // and back to the first
    app.runFrames(1);
    REQUIRE(ed.openSelected() == 0);
    const std::string id = ojson::parse(editorRead(ed.openable().front()))["id"].get<std::string>();
    pressKey(SDLK_RETURN);
    app.runFrames(1);
    REQUIRE_FALSE(ed.choosing());
    CHECK(ed.document()["id"] == id + "_copy");
}
