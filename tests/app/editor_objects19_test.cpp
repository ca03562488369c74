// The quest editor's object settings and nested conditions driven with real SDL events
// (editor_forms.h, docs/editor.md "Quest forms"): a door's state and lock, a chest's contents
// (R40, R50), each one undo step, saved and reopened with the same bytes; an object's check
// message selecting its settings; an `any` group of two conditions with squares picked on the
// map and typed (R52), loaded by the game; the brush labels of one size; the layout of the new
// panels at every UI scale in English and French.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <set>

#include "cata/app/editor_balance.h"
#include "cata/app/editor_forms.h"
#include "cata/app/editor_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/content/validate.h"
#include "editor_support.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
using ojson = nlohmann::ordered_json;

namespace {

/// The map's cursor moved to `to` with the arrow keys (the map shown).
void objectsCursorTo(App& app, EditorScreen& ed, Pos to) {
    REQUIRE_FALSE(ed.forms().shown());
    while (ed.cursor().x < to.x) press(app, SDLK_RIGHT);
    while (ed.cursor().x > to.x) press(app, SDLK_LEFT);
    while (ed.cursor().y < to.y) press(app, SDLK_DOWN);
    while (ed.cursor().y > to.y) press(app, SDLK_UP);
    REQUIRE(ed.cursor() == to);
}

/// A wall line from (6, 1) to (6, 8) dragged with the Line tool, and a closed door at (6, 4) in
/// it, a chest at (3, 3), a trap at (9, 6): each painted with the mouse.
void objectsDrawMap(App& app, EditorScreen& ed) {
    press(app, SDLK_l);
    ed.setBrush(Brush::Wall);
    editorDrag(app, ed, Pos{6, 1}, {Pos{6, 4}, Pos{6, 8}});
    press(app, SDLK_p);
    ed.setBrush(Brush::DoorClosed);
    editorClickSquare(app, ed, Pos{6, 4});
    ed.setBrush(Brush::Chest);
    editorClickSquare(app, ed, Pos{3, 3});
    ed.setBrush(Brush::Trap);
    editorClickSquare(app, ed, Pos{9, 6});
    REQUIRE(ed.charAt(Pos{6, 4}) == "+");
    REQUIRE(ed.charAt(Pos{3, 3}) == "$");
    REQUIRE(ed.charAt(Pos{9, 6}) == "^");
}

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Editor objects: a door's state and lock and a chest's contents set by keys, undone and redone, "
                 "saved and reopened with the same bytes",
                 "[app][editor][objects]") {
    EditorScreen& ed = editorNewQuest(app);
    objectsDrawMap(app, ed);
    CHECK_FALSE(ed.document().contains("objects"));  // drawn objects with their defaults: no entries
    const ojson drawn = ed.document();
    const std::size_t depth = ed.undoDepth();

    // O on the door (the cursor's square): its settings, the id chosen, its help shown.
    objectsCursorTo(app, ed, Pos{6, 4});
    press(app, SDLK_o);
    REQUIRE(ed.forms().shown());
    CHECK(ed.forms().selectedObject() == Pos{6, 4});
    CHECK(ed.forms().focus() == "@6,4/id");
    const auto fields = ed.forms().fields();
    std::set<std::string> shown;
    for (const auto& f : fields)
        if (f.pointer.rfind("@6,4/", 0) == 0) shown.insert(f.pointer);
    CHECK(shown == std::set<std::string>{"@6,4/id", "@6,4/name/en", "@6,4/name/fr", "@6,4/state",
                                         "@6,4/lock_difficulty", "@6,4/pickable", "@6,4/breakable"});
    for (const auto& f : fields)
        if (f.pointer.rfind("@", 0) == 0) CHECK_FALSE(f.help.empty());

    // Locked (→ on its state: the map's character), lock difficulty 7 typed, not pickable (←).
    editorTabTo(app, ed, "@6,4/state");
    press(app, SDLK_RIGHT);
    CHECK(ed.charAt(Pos{6, 4}) == "L");
    CHECK(ed.undoDepth() == depth + 1);
    editorTabTo(app, ed, "@6,4/lock_difficulty");
    editorType(app, "7");
    CHECK(ed.undoDepth() == depth + 2);
    editorTabTo(app, ed, "@6,4/pickable");
    press(app, SDLK_LEFT);
    CHECK(ed.undoDepth() == depth + 3);
    CHECK(ed.document()["objects"] ==
          ojson::parse(R"([{"id": "door_6_4", "at": [6, 4], "lock_difficulty": 7, "pickable": false}])"));
    // Its English name typed; emptied again, the name goes.
    editorTabTo(app, ed, "@6,4/name/en");
    editorType(app, "Iron gate");
    CHECK(ed.document()["objects"][0]["name"] == ojson::parse(R"({"en": "Iron gate", "fr": ""})"));
    CHECK(ed.undoDepth() == depth + 4);
    for (int i = 0; i < 9; ++i) press(app, SDLK_BACKSPACE);
    CHECK_FALSE(ed.document()["objects"][0].contains("name"));
    CHECK(ed.undoDepth() == depth + 4);  // typing in one field: one step

    // The chest: F2 back to the map, the cursor on it, O. A new quest item in it, then out and in.
    press(app, SDLK_F2);
    objectsCursorTo(app, ed, Pos{3, 3});
    press(app, SDLK_o);
    CHECK(ed.forms().selectedObject() == Pos{3, 3});
    editorTabTo(app, ed, "@3,3/state");
    press(app, SDLK_RIGHT);
    CHECK(ed.charAt(Pos{3, 3}) == "&");
    editorTabTo(app, ed, "+item:chest_3_3");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document()["items"].size() == 1);
    CHECK(ed.document()["items"][0]["in"] == "chest_3_3");
    CHECK(ed.forms().focus() == "/items/0/id");
    REQUIRE(ed.forms().focusField("@3,3/contains/0"));
    const auto contents = [&] {
        for (const auto& f : ed.forms().fields())
            if (f.pointer == "@3,3/contains/0") return f.value;
        return std::string();
    };
    CHECK(contents() == "in");
    press(app, SDLK_RIGHT);  // taken out: on the floor by the chest (the cursor is on it)
    CHECK(contents() == "out");
    CHECK_FALSE(ed.document()["items"][0].contains("in"));
    CHECK(ed.document()["items"][0]["at"] == ojson::parse("[2, 2]"));
    press(app, SDLK_RIGHT);
    CHECK(contents() == "in");
    CHECK(ed.document()["items"][0]["in"] == "chest_3_3");
    CHECK_FALSE(ed.document()["items"][0].contains("at"));
    const ojson done = ed.document();
    const std::size_t steps = ed.undoDepth() - depth;
    CHECK(steps == 8);

    // Undone to the drawn map, step by step (Ctrl+Z), then redone (Ctrl+Y).
    for (std::size_t i = 0; i < steps; ++i) press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document() == drawn);
    for (std::size_t i = 0; i < steps; ++i) press(app, SDLK_y, KMOD_LCTRL);
    CHECK(ed.document() == done);

    // The trap: hidden, 2 D6 of damage.
    REQUIRE(ed.forms().showObject(Pos{9, 6}));
    editorTabTo(app, ed, "@9,6/state");
    press(app, SDLK_RIGHT);
    CHECK(ed.charAt(Pos{9, 6}) == ";");
    editorTabTo(app, ed, "@9,6/trap_damage_dice");
    editorType(app, "2");
    CHECK(ed.document()["objects"][1] == ojson::parse(R"({"id": "trap_9_6", "at": [9, 6], "trap_damage_dice": 2})"));

    // Saved (Ctrl+S), written as shown, and reopened with the same bytes.
    press(app, SDLK_s, KMOD_LCTRL);
    const std::string saved = editorRead(ed.path());
    REQUIRE_FALSE(saved.empty());
    CHECK(saved == ed.text());
    auto again = std::make_unique<EditorScreen>(app);
    REQUIRE(again->open(ed.path()));
    CHECK(again->text() == saved);
    CHECK(again->document()["objects"] == ed.document()["objects"]);
}

TEST_CASE_METHOD(AppTest, "Editor objects: an object renamed takes its references along, its check message selects it",
                 "[app][editor][objects]") {
    EditorScreen& ed = editorNewQuest(app);
    objectsDrawMap(app, ed);
    // A victory through the door and an item in the chest name them.
    ed.editDocument([](ojson& d) {
        d["victory"].push_back(ojson{{"type", "door_opened"}, {"object", "door_6_4"}});
        d["items"] = ojson::parse(R"([{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "in": "chest_3_3"}])");
    });
    REQUIRE(ed.forms().showObject(Pos{3, 3}));
    app.runFrames(1);
    press(app, SDLK_END);
    editorType(app, "x");
    CHECK(ed.document()["objects"][0] == ojson::parse(R"({"id": "chest_3_3x", "at": [3, 3]})"));
    CHECK(ed.document()["items"][0]["in"] == "chest_3_3x");
    press(app, SDLK_BACKSPACE);  // back to the default id: the entry goes
    CHECK_FALSE(ed.document().contains("objects"));
    CHECK(ed.document()["items"][0]["in"] == "chest_3_3");

    // The door named as the chest is: the check's message about /objects/0/id, clicked, shows
    // the door's settings with its id chosen.
    REQUIRE(ed.forms().showObject(Pos{6, 4}));
    app.runFrames(1);
    press(app, SDLK_HOME);
    editorType(app, "chest_3_3");
    for (int i = 0; i < 8; ++i) press(app, SDLK_DELETE);  // "door_6_4" after the cursor
    CHECK(ed.document()["objects"][0]["id"] == "chest_3_3");
    CHECK(ed.document()["victory"][1]["object"] == "chest_3_3");
    int index = -1;
    for (std::size_t i = 0; i < ed.problems().size(); ++i)
        if (ed.problems()[i].diagnostic.pointer == "/objects/0/id") index = static_cast<int>(i);
    REQUIRE(index >= 0);
    CHECK(ed.problems()[static_cast<std::size_t>(index)].diagnostic.message == "duplicate object id \"chest_3_3\"");
    press(app, SDLK_F2);               // the map, then the message clicked
    ed.forms().focusField("@3,3/id");  // another object's settings showing
    press(app, SDLK_F2);
    app.runFrames(1);
    const Rect row = ed.problemRect(index);
    REQUIRE(row.w > 0);
    clickRect(app, row);
    CHECK(ed.forms().shown());
    CHECK(ed.forms().selectedObject() == Pos{6, 4});
    CHECK(ed.forms().focus() == "@6,4/id");
    CHECK(ed.cursor() == Pos{6, 4});

    // O where no object stands: the status line says so.
    press(app, SDLK_F2);
    objectsCursorTo(app, ed, Pos{2, 5});
    press(app, SDLK_o);
    CHECK_FALSE(ed.forms().shown());
    CHECK(ed.status() == app.strings().get("forms.status.no_object"));
}

TEST_CASE_METHOD(AppTest,
                 "Editor conditions: an any group of two, squares picked on the map and typed, each one undo step, "
                 "saved, the game loads it",
                 "[app][editor][conditions]") {
    EditorScreen& ed = editorNewQuest(app);
    ed.setBrush(Brush::HeroZone);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{2, 2}, Pos{1, 2}});
    REQUIRE(ed.problems().empty());
    objectsCursorTo(app, ed, Pos{2, 2});
    const std::size_t depth = ed.undoDepth();
    clickRect(app, ed.layout().quest_tab);
    REQUIRE(ed.forms().shown());

    // Victory 1 made a group (← from the first kind: Any): the condition becomes its first member.
    editorTabTo(app, ed, "/victory/0/type");
    press(app, SDLK_LEFT);
    CHECK(ed.document()["victory"] ==
          ojson::parse(R"([{"type": "any", "of": [{"type": "all_heroes_out", "zone": "heroes_entry"}]}])"));
    CHECK(ed.undoDepth() == depth + 1);
    // A second member, added by its button; it leaves from squares: the map's cursor (2, 2).
    editorTabTo(app, ed, "+/victory/0/of");
    press(app, SDLK_RETURN);
    CHECK(ed.forms().focus() == "/victory/0/of/1/type");
    CHECK(ed.undoDepth() == depth + 2);
    editorTabTo(app, ed, "/victory/0/of/1/from");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["victory"][0]["of"][1] == ojson::parse(R"({"type": "all_heroes_out", "squares": [[2, 2]]})"));
    CHECK(ed.undoDepth() == depth + 3);
    // A square typed (the field keeps the text as typed while the pair is incomplete).
    editorTabTo(app, ed, "/victory/0/of/1/squares");
    editorType(app, " 1");
    CHECK(ed.document()["victory"][0]["of"][1]["squares"] == ojson::parse("[[2, 2]]"));
    editorType(app, " 2");
    CHECK(ed.document()["victory"][0]["of"][1]["squares"] == ojson::parse("[[2, 2], [1, 2]]"));
    CHECK(ed.undoDepth() == depth + 4);
    // One picked on the map: the cursor moved there (F2, arrows), then the button.
    press(app, SDLK_F2);
    objectsCursorTo(app, ed, Pos{1, 1});
    press(app, SDLK_F2);
    editorTabTo(app, ed, "sq+:/victory/0/of/1");
    press(app, SDLK_RETURN);
    CHECK(ed.document()["victory"][0]["of"][1]["squares"] == ojson::parse("[[2, 2], [1, 2], [1, 1]]"));
    CHECK(ed.undoDepth() == depth + 5);
    CHECK(ed.problems().empty());
    const ojson done = ed.document();

    // A member removed and put back by Undo; the group made All, then Any again.
    editorTabTo(app, ed, "-/victory/0/of/0");
    press(app, SDLK_RETURN);
    CHECK(ed.document()["victory"][0]["of"].size() == 1);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document() == done);
    REQUIRE(ed.forms().focusField("/victory/0/type"));
    press(app, SDLK_LEFT);
    CHECK(ed.document()["victory"][0]["type"] == "all");
    CHECK(ed.document()["victory"][0]["of"] == done["victory"][0]["of"]);
    press(app, SDLK_RIGHT);
    CHECK(ed.document() == done);

    // A group nested in the group: its second member made All.
    REQUIRE(ed.forms().focusField("/victory/0/of/1/type"));
    press(app, SDLK_LEFT);
    press(app, SDLK_LEFT);
    CHECK(ed.document()["victory"][0]["of"][1]["type"] == "all");
    CHECK(ed.document()["victory"][0]["of"][1]["of"][0] == done["victory"][0]["of"][1]);
    CHECK(ed.forms().focusField("+/victory/0/of/1/of"));
    press(app, SDLK_z, KMOD_LCTRL);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document() == done);

    // Saved: the same checks as `catakombes validate` find nothing, and the game lists the quest
    // with its group.
    press(app, SDLK_s, KMOD_LCTRL);
    const std::string saved = editorRead(ed.path());
    CHECK(
        content::validateQuestText("my_quest.json", saved, app.dataDir(), app.userDir().string()).diagnostics.empty());
    const auto& quests = app.quests().library.quests;
    const auto it = std::find_if(quests.begin(), quests.end(), [](const QuestDef& q) { return q.id == "my_quest"; });
    REQUIRE(it != quests.end());
    REQUIRE(it->victory.size() == 1);
    CHECK(it->victory[0].type == ConditionType::AnyOf);
    REQUIRE(it->victory[0].of.size() == 2);
    CHECK(it->victory[0].of[0].zone == "heroes_entry");
    CHECK(it->victory[0].of[1].squares == std::vector<Pos>{Pos{2, 2}, Pos{1, 2}, Pos{1, 1}});
}

TEST_CASE_METHOD(AppTest, "Editor balance check: a barrel never used is named as an object, not as an item never taken",
                 "[app][editor][balance]") {
    setenv("CATAKOMBES_BALANCE_GAMES", "2", 1);
    EditorScreen& ed = editorNewQuest(app);
    ed.setBrush(Brush::HeroZone);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{2, 2}, Pos{1, 2}});
    // A barrel walled into the far corner (no one reaches it) and a quest item on the floor.
    ed.setBrush(Brush::Wall);
    ed.paint({Pos{9, 8}, Pos{9, 7}, Pos{10, 7}});
    ed.setBrush(Brush::Barrel);
    ed.paint({Pos{10, 8}});
    ed.editDocument([](ojson& d) {
        d["items"] = ojson::parse(R"([{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "at": [5, 5]}])");
    });
    REQUIRE(ed.problems().empty());
    REQUIRE(ed.balanceCheck());
    app.runFrames(1);
    auto& check = topAs<BalanceScreen>(app);
    const auto start = std::chrono::steady_clock::now();
    while (check.reading().empty() && std::chrono::steady_clock::now() - start < std::chrono::seconds(120)) {
        app.runFrames(1);
        SDL_Delay(5);
    }
    unsetenv("CATAKOMBES_BALANCE_GAMES");
    REQUIRE_FALSE(check.reading().empty());
    const auto& lines = check.resultLines();
    CHECK(std::find(lines.begin(), lines.end(), app.strings().format("balance.unused.barrels", "barrel_10_8")) !=
          lines.end());
    const std::string items_prefix = app.strings().format("balance.unused.items", "");
    for (const std::string& line : lines)
        if (line.rfind(items_prefix, 0) == 0) CHECK(line.find("barrel") == std::string::npos);
}

TEST_CASE("Editor objects and conditions: layout of the new panels at every UI scale, one size for the brushes",
          "[app][editor][objects][layout]") {
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string&) {
        ed.newQuest(12, 10);
        ed.setBrush(Brush::ChestLocked);
        ed.paint({Pos{3, 3}});
        ed.setBrush(Brush::DoorLocked);
        ed.paint({Pos{6, 4}});
        ed.setBrush(Brush::HiddenTrap);
        ed.paint({Pos{8, 6}});
        app.runFrames(2);
        // The palette's labels (tools and brushes): one size. Their images are as high as their letters reach, so
        // the labels without letters below the line (g j p q y ç) are compared: one height.
        {
            const LayoutRecord rec = recordFrame(app);
            std::set<int> heights;
            int labels = 0;
            std::vector<Rect> buttons = ed.layout().brushes;
            for (const Rect& t : ed.layout().tools) buttons.push_back(t);
            for (const Rect& b : buttons)
                for (const TextBox& t : rec.texts)
                    if (holds(b, t.box)) {
                        ++labels;
                        if (t.text.find_first_of("gjpqy") != std::string::npos || t.text.find("ç") != std::string::npos)
                            continue;
                        heights.insert(t.box.h);
                        UNSCOPED_INFO(t.text << ": " << t.box.h);
                    }
            CHECK(labels == kBrushCount + 4);
            CHECK(heights.size() == 1);
        }
        ed.editDocument([](ojson& d) {
            d["items"] = ojson::parse(R"([{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "in": "chest_3_3"}])");
            d["victory"] = ojson::parse(
                R"([{"type": "any", "of": [{"type": "all_heroes_out", "squares": [[1, 1], [2, 1]]},
                    {"type": "all", "of": [{"type": "chest_opened", "object": "chest_3_3"}, {"type": "turn_reached", "turns": 5}]}]}])");
        });
        for (const Pos at : {Pos{3, 3}, Pos{6, 4}, Pos{8, 6}}) {
            REQUIRE(ed.forms().showObject(at));
            checkEditorLayout(app, "object settings");
        }
        for (const std::string field : {"/victory/0/of/0/squares", "+/victory/0/of/1/of"}) {
            REQUIRE(ed.forms().focusField(field));
            checkEditorLayout(app, field);
        }
    });
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800);
    App& app = *owned;
    auto& ed = editorOpenFirst(app);
    app.runFrames(1);
    const auto fields = ed.forms().fields();
    const auto row =
        std::find_if(fields.begin(), fields.end(), [](const auto& f) { return f.pointer.rfind("@", 0) == 0; });
    REQUIRE(row != fields.end());
    REQUIRE(ed.forms().focusField(row->pointer));
    press(app, SDLK_RETURN);  // the first object's settings, brought into view
    for (int i = 0; i < 4; ++i) press(app, SDLK_TAB);
    app.runFrames(2);
    CHECK(app.saveScreenshot(shotPath("editor_objects")));
    // The start panel in a small window at 200 %, French: Create within the inner margin.
    HeadlessHome small_home;
    const auto small = sizedApp(small_home, 1024, 640, 2.0, "fr", /*hand_off=*/false);
    small->screens().push(std::make_unique<EditorScreen>(*small));
    small->runFrames(2);
    CHECK(small->saveScreenshot(shotPath("editor_start_small_fr")));
}
