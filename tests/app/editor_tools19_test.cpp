// The quest editor's tools driven with real SDL events: the balance check in
// the background (a short one through CATAKOMBES_BALANCE_GAMES, its rate and reading; Cancel
// stopping at once; refused with problems), the region tools (select, copy, paste, mirror) and
// resize with undo, a quest changed on disk reloaded (or asked about, with unsaved edits), and
// the layout of the new panels at every UI scale in English and French.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "cata/app/balance_text.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/editor_balance.h"
#include "cata/app/editor_region.h"
#include "cata/app/editor_screen.h"
#include "cata/app/main_menu_screen.h"
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

/// CATAKOMBES_BALANCE_GAMES set for the scope (the balance check's test seam).
struct BalanceGames {
    explicit BalanceGames(int n) { setenv("CATAKOMBES_BALANCE_GAMES", std::to_string(n).c_str(), 1); }
    ~BalanceGames() { unsetenv("CATAKOMBES_BALANCE_GAMES"); }
};

void toolsWrite(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// The editor from the main menu, on the first shipped quest (its copy: no problems).
EditorScreen& toolsOpenShipped(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    clickRect(app, ed.layout().open_rows.front());
    REQUIRE_FALSE(ed.choosing());
    app.runFrames(1);
    return ed;
}

/// A new 12 × 10 quest in the editor.
EditorScreen& toolsNewQuest(App& app) {
    app.screens().push(std::make_unique<EditorScreen>(app));
    app.runFrames(1);
    EditorScreen& ed = topAs<EditorScreen>(app);
    press(app, SDLK_n);
    REQUIRE_FALSE(ed.choosing());
    app.runFrames(1);
    return ed;
}

/// Runs frames until `done` or `seconds` pass; true when done.
template <class Done>
bool toolsUntil(App& app, Done&& done, double seconds) {
    const auto start = std::chrono::steady_clock::now();
    while (!done()) {
        if (std::chrono::steady_clock::now() - start > std::chrono::duration<double>(seconds)) return false;
        app.runFrames(1);
        SDL_Delay(5);
    }
    return true;
}

void toolsMoveCursor(App& app, EditorScreen& ed, Pos to) {
    while (ed.cursor().x < to.x) press(app, SDLK_RIGHT);
    while (ed.cursor().x > to.x) press(app, SDLK_LEFT);
    while (ed.cursor().y < to.y) press(app, SDLK_DOWN);
    while (ed.cursor().y > to.y) press(app, SDLK_UP);
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Editor balance check: a short run in the background shows the rate and a reading",
                 "[app][editor][balance]") {
    const BalanceGames games(6);
    EditorScreen& ed = toolsOpenShipped(app);
    REQUIRE(ed.problems().empty());
    clickRect(app, ed.layout().balance);
    REQUIRE(topScreen(app) == "balance");
    auto& check = topAs<BalanceScreen>(app);
    CHECK(check.run().total() == 6);
    CHECK(check.reading().empty());
    // The window keeps drawing while the games run: the progress shows, then the results.
    REQUIRE(toolsUntil(
        app, [&] { return !check.reading().empty(); }, 120));
    REQUIRE(check.run().report());
    const ai::SimReport& r = *check.run().report();
    CHECK(r.games == 6);
    CHECK(r.heroes == "ai");
    CHECK(r.master == "rulebook");
    INFO(check.reading());
    CHECK(check.resultLines().front() == app.strings().format("balance.rate", percentText(r.heroes_wins.rate), 6,
                                                              percentText(r.heroes_wins.low),
                                                              percentText(r.heroes_wins.high)));
    CHECK(check.reading() == balanceReading(app.strings(), balanceFacts(r, check.run().games())));
    CHECK(check.reading().rfind("Heroes win " + percentText(r.heroes_wins.rate) + " %: ", 0) == 0);
    CHECK(check.reading().find("more games would tell") != std::string::npos);  // 6 games only
    // Closed with Enter: the editor as it was.
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "editor");
    CHECK(&topAs<EditorScreen>(app) == &ed);

    // In French, by its key (B).
    editSettings(app, [](Settings& s) { s.language = "fr"; });
    press(app, SDLK_b);
    REQUIRE(topScreen(app) == "balance");
    auto& fr = topAs<BalanceScreen>(app);
    REQUIRE(toolsUntil(
        app, [&] { return !fr.reading().empty(); }, 120));
    CHECK(fr.reading().rfind("Les héros gagnent ", 0) == 0);
    // The endings in the player's words, as the victory screen says them (R52), not the core's.
    const auto& lines = fr.resultLines();
    const auto endings = std::find(lines.begin(), lines.end(), app.strings().get("balance.endings"));
    REQUIRE(endings != lines.end());
    REQUIRE(endings + 1 != lines.end());
    INFO(*(endings + 1));
    CHECK((endings + 1)->rfind("• ", 0) == 0);
    CHECK((endings + 1)->find("victory condition") == std::string::npos);
    CHECK((endings + 1)->find("all heroes dead") == std::string::npos);
    CHECK(((endings + 1)->ends_with(" — les héros gagnent") || (endings + 1)->ends_with(" — le Maître gagne") ||
           (endings + 1)->ends_with(" — pas de vainqueur")));
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "editor");
}

TEST_CASE_METHOD(AppTest, "Editor balance check: Cancel stops the games at once, a quest with problems is refused",
                 "[app][editor][balance]") {
    const BalanceGames games(100000);
    EditorScreen& ed = toolsOpenShipped(app);
    clickRect(app, ed.layout().balance);
    REQUIRE(topScreen(app) == "balance");
    auto& check = topAs<BalanceScreen>(app);
    REQUIRE(toolsUntil(
        app, [&] { return check.run().done() >= 1; }, 60));
    CHECK_FALSE(check.run().finished());
    app.runFrames(1);
    const Rect cancel = check.layout().button;
    clickRect(app, cancel);  // the panel goes, its thread stopped and joined (no wait for 100 000 games)
    CHECK(topScreen(app) == "editor");

    // The run itself: cancelled, no report.
    {
        BalanceRun run(app.dataDir(), ed.text(), 100000, 1);
        REQUIRE(toolsUntil(
            app, [&] { return run.done() >= 1; }, 60));
        run.cancel();
        const int done_at_cancel = run.done();
        REQUIRE(toolsUntil(
            app, [&] { return run.finished(); }, 60));
        CHECK(run.cancelled());
        CHECK(run.done() <= done_at_cancel + 1);  // no game starts once cancelled (the one in play stops)
        CHECK_FALSE(run.report());
        CHECK(run.error().empty());
    }

    // Problems (a new quest's heroes' zone not drawn yet): no check, the status says why.
    ed.newQuest(12, 10);
    app.runFrames(1);
    REQUIRE_FALSE(ed.problems().empty());
    press(app, SDLK_b);
    CHECK(topScreen(app) == "editor");
    CHECK(ed.status() == app.strings().format("editor.status.balance_problems", ed.problems().size()));
    CHECK(balanceGames() == 100000);
}

TEST_CASE_METHOD(AppTest, "Editor regions: select, copy, paste at the cursor and mirror, each one undo step",
                 "[app][editor][region]") {
    EditorScreen& ed = toolsNewQuest(app);
    // A chest and a wall to carry.
    ed.setBrush(Brush::ChestLocked);
    ed.paint({Pos{2, 2}});
    ed.setBrush(Brush::Wall);
    ed.paint({Pos{1, 3}});
    app.runFrames(1);
    REQUIRE(ed.document()["objects"] == ojson::parse(R"([{"id": "chest_2_2", "at": [2, 2], "lock_difficulty": 4}])"));
    const std::size_t depth = ed.undoDepth();

    // The Select tool (its button), a rectangle dragged from (1, 2) to (3, 3).
    clickRect(app, ed.layout().region[static_cast<std::size_t>(RegionButton::Select)]);
    CHECK(ed.tool() == Tool::Select);
    editorDrag(app, ed, Pos{1, 2}, {Pos{3, 3}});
    REQUIRE(ed.selection());
    CHECK(*ed.selection() == content::MapArea{1, 2, 3, 2});
    CHECK(ed.undoDepth() == depth);  // selecting edits nothing
    press(app, SDLK_c, KMOD_LCTRL);
    CHECK(ed.clipboard().width == 3);
    CHECK(ed.clipboard().height == 2);

    // Pasted at the cursor (7, 5): terrain and the chest, under a new id; one edit.
    toolsMoveCursor(app, ed, Pos{7, 5});
    press(app, SDLK_v, KMOD_LCTRL);
    CHECK(ed.undoDepth() == depth + 1);
    CHECK(ed.charAt(Pos{8, 5}) == "&");
    CHECK(ed.charAt(Pos{7, 6}) == "#");
    CHECK(ed.document()["terrain"][5] == "#.......&..#");
    CHECK(ed.document()["objects"][1] == ojson::parse(R"({"id": "chest_8_5", "at": [8, 5], "lock_difficulty": 4})"));
    CHECK(*ed.selection() == content::MapArea{7, 5, 3, 2});
    CHECK(ed.status() == app.strings().format("editor.status.pasted", 3, 2, 7, 5));

    // Mirrored left to right (H) with its chest, then top to bottom (the button).
    press(app, SDLK_h);
    CHECK(ed.undoDepth() == depth + 2);
    CHECK(ed.document()["terrain"][5] == "#.......&..#");  // its middle column stays
    CHECK(ed.charAt(Pos{9, 6}) == "#");                    // the wall went to the other side
    CHECK(ed.charAt(Pos{7, 6}) == ".");
    clickRect(app, ed.layout().region[static_cast<std::size_t>(RegionButton::MirrorV)]);
    CHECK(ed.undoDepth() == depth + 3);
    CHECK(ed.charAt(Pos{9, 5}) == "#");
    CHECK(ed.charAt(Pos{8, 6}) == "&");
    CHECK(ed.document()["objects"][1]["at"] == ojson::array({8, 6}));
    CHECK(ed.document()["objects"][1]["id"] == "chest_8_5");  // a mirror keeps the ids

    // Undone one by one: the quest as before the paste.
    press(app, SDLK_z, KMOD_LCTRL);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.charAt(Pos{7, 6}) == "#");
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.undoDepth() == depth);
    CHECK(ed.charAt(Pos{8, 5}) == ".");
    CHECK(ed.document()["objects"].size() == 1);

    // Shift+arrows select from the cursor; Esc drops the selection before it leaves.
    press(app, SDLK_RIGHT, KMOD_LSHIFT);
    press(app, SDLK_DOWN, KMOD_LSHIFT);
    CHECK(*ed.selection() == content::MapArea{7, 5, 2, 2});
    press(app, SDLK_ESCAPE);
    CHECK_FALSE(ed.selection());
    CHECK(topScreen(app) == "editor");
    press(app, SDLK_SPACE);  // the Select tool: Space selects the cursor's square, paints nothing
    CHECK(*ed.selection() == content::MapArea{8, 6, 1, 1});  // the cursor, where Shift+arrows left it
    CHECK(ed.charAt(Pos{8, 6}) == ".");
    press(app, SDLK_ESCAPE);
    press(app, SDLK_h);  // nothing selected: said, nothing changed
    CHECK(ed.status() == app.tr("editor.status.select_first"));
    CHECK(ed.undoDepth() == depth);
}

TEST_CASE_METHOD(AppTest, "Editor resize: the dialog grows and shrinks the sides, what falls off is said, undone",
                 "[app][editor][resize]") {
    EditorScreen& ed = toolsNewQuest(app);
    ed.setBrush(Brush::ChestLocked);
    ed.paint({Pos{1, 1}});
    ed.setBrush(Brush::HeroZone);
    ed.paint({Pos{1, 2}});
    app.runFrames(1);
    const std::string before = ed.text();
    clickRect(app, ed.layout().region[static_cast<std::size_t>(RegionButton::Resize)]);
    REQUIRE(topScreen(app) == "editor_resize");
    auto& dialog = topAs<ResizeScreen>(app);
    ResizeScreen::Layout l = dialog.layout();
    clickRect(app, l.plus[2]);  // right +2
    clickRect(app, l.plus[2]);
    clickRect(app, l.minus[0]);  // left -2: the chest and the heroes' zone go
    clickRect(app, l.minus[0]);
    press(app, SDLK_DOWN, KMOD_LSHIFT);  // bottom -1, by keys
    CHECK(dialog.side(0) == -2);
    CHECK(dialog.side(2) == 2);
    CHECK(dialog.side(3) == -1);
    clickRect(app, l.ok);
    REQUIRE(topScreen(app) == "editor");
    CHECK(content::mapSize(ed.document()) == Pos{12, 9});
    CHECK(ed.document()["terrain"][0] == "##########  ");
    CHECK(ed.document()["terrain"][1] == ".........#  ");  // row 1's squares 2…11, then the new void
    CHECK(ed.document().value("objects", ojson::array()).empty());
    CHECK(ed.status() ==
          app.strings().format("editor.status.resized_dropped", 12, 9, "object chest_1_1, zone heroes_entry"));
    // Undone whole.
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.text() == before);

    // Alt+arrows grow and Alt+Shift+arrows shrink a side; too small is refused.
    press(app, SDLK_RIGHT, KMOD_LALT);
    CHECK(content::mapSize(ed.document()) == Pos{13, 10});
    for (int i = 0; i < 5; ++i) press(app, SDLK_UP, KMOD_LALT | KMOD_LSHIFT);
    CHECK(content::mapSize(ed.document()) == Pos{13, 5});
    press(app, SDLK_UP, KMOD_LALT | KMOD_LSHIFT);
    CHECK(content::mapSize(ed.document()) == Pos{13, 5});
    CHECK(ed.status() ==
          app.strings().format("editor.status.resize_refused", "a map of 13 × 4 squares: each side must have 5 to 64"));
}

TEST_CASE_METHOD(AppTest, "Editor reload: a quest changed on disk is read again, or asked about with unsaved edits",
                 "[app][editor][reload]") {
    EditorScreen& ed = toolsNewQuest(app);
    press(app, SDLK_s, KMOD_LCTRL);
    const fs::path file = ed.path();
    REQUIRE(fs::exists(file));
    CHECK_FALSE(ed.dirty());

    // Another editor rewrites the file: the poll reads it again (one undo step).
    SDL_Delay(20);  // a later file time than the save's, even on a coarse clock
    ojson other = ojson::parse(editorRead(file));
    other["terrain"][2] = "#...#......#";
    const std::string other_text = content::writeQuest(other);
    toolsWrite(file, other_text);
    const std::size_t depth = ed.undoDepth();
    REQUIRE(toolsUntil(
        app, [&] { return ed.reloads() == 1; }, 5));
    CHECK(ed.charAt(Pos{4, 2}) == "#");
    CHECK(ed.text() == other_text);
    CHECK_FALSE(ed.dirty());
    CHECK(ed.undoDepth() == depth + 1);
    CHECK(ed.status() == app.strings().format("editor.status.reloaded", file.filename().string()));
    CHECK(topScreen(app) == "editor");

    // With an unsaved edit: asked; "Keep my edits" keeps them.
    ed.setBrush(Brush::Wall);
    ed.paint({Pos{5, 5}});
    REQUIRE(ed.dirty());
    other["terrain"][3] = "#.....#....#";
    toolsWrite(file, content::writeQuest(other));
    REQUIRE(toolsUntil(
        app, [&] { return topScreen(app) == "confirm"; }, 5));
    auto& question = topAs<ConfirmScreen>(app);
    CHECK(question.text() == app.strings().format("editor.reload.text", file.filename().string()));
    clickRect(app, question.layout().no);
    CHECK(topScreen(app) == "editor");
    CHECK(ed.charAt(Pos{5, 5}) == "#");
    CHECK(ed.charAt(Pos{6, 3}) == ".");
    CHECK(ed.reloads() == 1);

    // Changed again: asked again; Reload takes the file's.
    other["terrain"][4] = "#....#.....#";
    toolsWrite(file, content::writeQuest(other) + "\n");
    REQUIRE(toolsUntil(
        app, [&] { return topScreen(app) == "confirm"; }, 5));
    clickRect(app, topAs<ConfirmScreen>(app).layout().yes);
    CHECK(topScreen(app) == "editor");
    CHECK(ed.reloads() == 2);
    CHECK(ed.charAt(Pos{5, 4}) == "#");
    CHECK(ed.charAt(Pos{6, 3}) == "#");
    CHECK(ed.charAt(Pos{5, 5}) == ".");

    // Our own save is not a change on disk.
    ed.paint({Pos{5, 5}});
    press(app, SDLK_s, KMOD_LCTRL);
    CHECK_FALSE(ed.checkDisk());
    CHECK(ed.reloads() == 2);
}

TEST_CASE("Editor tools: layout of the region row, the resize dialog and the balance results at every UI scale",
          "[app][editor][layout]") {
    const BalanceGames games(2);
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string&) {
        REQUIRE(ed.open(ed.openable().front()));
        app.runFrames(1);
        ed.select(content::MapArea{1, 1, 3, 2});
        checkEditorLayout(app, "editing with a selection");
        app.screens().push(std::make_unique<ResizeScreen>(app, ed, Pos{12, 10}));
        checkEditorLayout(app, "resize");
        press(app, SDLK_ESCAPE);
        REQUIRE(ed.balanceCheck());
        app.runFrames(1);
        auto& check = topAs<BalanceScreen>(app);
        {
            INFO("balance running");
            const auto problems = layoutProblems(app);
            for (const auto& p : problems) UNSCOPED_INFO(p);
            CHECK(problems.empty());
        }
        REQUIRE(toolsUntil(
            app, [&] { return !check.reading().empty(); }, 60));
        checkEditorLayout(app, "balance done");
    });
    // Screenshots for docs/editor.md: a region selected, the balance check's results.
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800);
    App& app = *owned;
    auto& ed = editorOpenFirst(app);
    app.runFrames(1);
    ed.select(content::MapArea{1, 1, 4, 3});
    app.runFrames(2);
    CHECK(app.saveScreenshot(shotPath("editor_region")));
    REQUIRE(ed.balanceCheck());
    app.runFrames(1);
    auto& check = topAs<BalanceScreen>(app);
    REQUIRE(toolsUntil(
        app, [&] { return !check.reading().empty(); }, 60));
    app.runFrames(1);
    CHECK(app.saveScreenshot(shotPath("editor_balance")));
}
