// The quest editor's forms driven with real SDL events (editor_forms.h,
// docs/editor.md "Quest forms"): a title and a French text typed (accents, Backspace, the
// cursor), the turn limit changed, conditions added and changed, each change one undo step;
// a check message selecting its field; zones named and painted; a hand-written file's
// comments kept through a save; the unsaved-changes question; the layout at every UI scale.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "cata/app/editor_forms.h"
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

/// Opens the editor from the main menu, creates a new 12×10 quest and shows its forms (the
/// Quest tab clicked).
EditorScreen& formsNewQuest(App& app) {
    EditorScreen& ed = editorNewQuest(app);
    clickRect(app, ed.layout().quest_tab);
    REQUIRE(ed.forms().shown());
    return ed;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Editor forms: a title and French text typed, the turn limit, conditions, undo and redo",
                 "[app][editor][forms]") {
    EditorScreen& ed = formsNewQuest(app);
    const std::size_t start_depth = ed.undoDepth();

    // The English title: clicked, emptied with Backspace, typed; the typing is one undo step.
    const Rect title = ed.forms().fieldRect("/title/en");
    REQUIRE(title.w > 0);
    clickRect(app, title);
    CHECK(ed.forms().focus() == "/title/en");
    CHECK(ed.editingText());
    while (!ed.document()["title"]["en"].get<std::string>().empty()) press(app, SDLK_BACKSPACE);
    editorType(app, "The Crypt of ");
    editorType(app, "Ash");
    CHECK(ed.document()["title"]["en"] == "The Crypt of Ash");
    CHECK(ed.undoDepth() == start_depth + 1);
    // Keys typed into a field are not the map's shortcuts (1: the floor brush, L: the line).
    const Brush brush = ed.brush();
    pressKey(SDLK_1);
    pressKey(SDLK_l);
    app.runFrames(1);
    CHECK(ed.brush() == brush);
    CHECK(ed.tool() == Tool::Pencil);

    // The French title: Tab, then accents typed at the cursor, Backspace taking a whole "é".
    press(app, SDLK_TAB);
    REQUIRE(ed.forms().focus() == "/title/fr");
    CHECK(ed.document()["title"]["fr"] == "Ma quête");
    editorType(app, " à l'été");
    CHECK(ed.document()["title"]["fr"] == "Ma quête à l'été");
    press(app, SDLK_BACKSPACE);
    CHECK(ed.document()["title"]["fr"] == "Ma quête à l'ét");
    press(app, SDLK_LEFT);
    press(app, SDLK_LEFT);
    editorType(app, "ô");
    CHECK(ed.document()["title"]["fr"] == "Ma quête à l'ôét");
    press(app, SDLK_DELETE);
    CHECK(ed.document()["title"]["fr"] == "Ma quête à l'ôt");
    CHECK(ed.undoDepth() == start_depth + 2);

    // The turn limit: → adds one, Backspace empties it (the key goes: the default), digits typed.
    press(app, SDLK_TAB);
    REQUIRE(ed.forms().focus() == "/turn_limit");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["turn_limit"] == 31);
    press(app, SDLK_BACKSPACE);
    press(app, SDLK_BACKSPACE);
    CHECK_FALSE(ed.document().contains("turn_limit"));
    editorType(app, "12");
    CHECK(ed.document()["turn_limit"] == 12);
    const std::size_t before_defeat = ed.undoDepth();

    // A defeat condition added by its button (Enter), then changed with → to the next kind
    // the format offers: turn_reached, at the turn limit.
    editorTabTo(app, ed, "+/defeat");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document()["defeat"] == ojson::parse(R"([{"type": "all_heroes_down"}])"));
    CHECK(ed.forms().focus() == "/defeat/0/type");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["defeat"][0] == ojson::parse(R"({"type": "turn_reached", "turns": 12})"));
    CHECK(ed.undoDepth() == before_defeat + 2);

    // Undo and redo, step by step, with the keys the map uses.
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["defeat"][0] == ojson::parse(R"({"type": "all_heroes_down"})"));
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK_FALSE(ed.document().contains("defeat"));
    press(app, SDLK_y, KMOD_LCTRL);
    CHECK(ed.document()["defeat"].size() == 1);
    press(app, SDLK_y, KMOD_LCTRL);
    CHECK(ed.document()["defeat"][0]["type"] == "turn_reached");
    while (ed.undoDepth() > start_depth) press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["title"]["en"] == "My quest");
    CHECK(ed.document()["title"]["fr"] == "Ma quête");
    CHECK(ed.document()["turn_limit"] == 30);
}

TEST_CASE_METHOD(AppTest, "Editor forms: a check message selects its field, zones named and painted",
                 "[app][editor][forms]") {
    EditorScreen& ed = formsNewQuest(app);
    clickRect(app, ed.layout().map_tab);
    CHECK_FALSE(ed.forms().shown());
    // The new quest's heroes' zone is unknown: clicking the victory condition's message shows
    // the form with that field chosen.
    REQUIRE(ed.problems().size() == 2);
    REQUIRE(ed.problems()[1].text == "/victory/0/zone: unknown zone \"heroes_entry\"");
    clickRect(app, ed.problemRect(1));
    CHECK(ed.forms().shown());
    CHECK(ed.forms().focus() == "/victory/0/zone");
    CHECK(ed.forms().fieldRect("/victory/0/zone").w > 0);  // scrolled into view
    clickRect(app, ed.problemRect(0));
    CHECK(ed.forms().focus() == "/hero_zone");

    // A new zone (its button, by the keyboard): letter A, id zone_a, named in both languages.
    editorTabTo(app, ed, "+/zones");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document()["zones"].size() == 1);
    CHECK(ed.document()["zones"][0]["letter"] == "A");
    CHECK(ed.document()["zones"][0]["id"] == "zone_a");
    CHECK(ed.forms().focus() == "/zones/0/name/en");
    while (!ed.document()["zones"][0]["name"]["en"].get<std::string>().empty()) press(app, SDLK_BACKSPACE);
    editorType(app, "The gate");
    press(app, SDLK_TAB);
    press(app, SDLK_END);
    while (!ed.document()["zones"][0]["name"]["fr"].get<std::string>().empty()) press(app, SDLK_BACKSPACE);
    editorType(app, "La grille");
    CHECK(ed.document()["zones"][0]["name"] == ojson::parse(R"({"en": "The gate", "fr": "La grille"})"));

    // The heroes' zone and the victory's zone chosen from the zones (→), then zone A painted.
    clickRect(app, ed.problemRect(0));
    REQUIRE(ed.forms().focus() == "/hero_zone");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["hero_zone"] == "zone_a");
    std::string listed;
    int victory_problem = -1;
    for (std::size_t i = 0; i < ed.problems().size(); ++i) {
        listed += ed.problems()[i].text + "\n";
        if (ed.problems()[i].diagnostic.pointer == "/victory/0/zone") victory_problem = static_cast<int>(i);
    }
    INFO(listed);
    CHECK(listed ==
          "/hero_zone: hero zone \"zone_a\" has 0 free squares, too few for 3 heroes\n/victory/0/zone: unknown zone "
          "\"heroes_entry\"\n");
    REQUIRE(victory_problem >= 0);
    clickRect(app, ed.problemRect(victory_problem));
    REQUIRE(ed.forms().focus() == "/victory/0/zone");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["victory"][0]["zone"] == "zone_a");
    editorTabTo(app, ed, "paint:A");
    press(app, SDLK_RETURN);
    CHECK_FALSE(ed.forms().shown());
    CHECK(ed.zoneBrush() == "A");
    CHECK(ed.status() == app.strings().format("forms.status.painting", "A", "The gate"));
    app.runFrames(1);
    // A stroke over three squares (room for three heroes).
    editorDrag(app, ed, Pos{1, 1}, {Pos{3, 1}});
    CHECK(ed.document()["zone_map"][1] == ".AAA........");
    INFO((ed.problems().empty() ? std::string() : ed.problems()[0].text));
    CHECK(ed.problems().empty());
    // A brush of the palette ends the zone's painting.
    pressKey(SDLK_1);
    app.runFrames(1);
    CHECK(ed.zoneBrush().empty());
    CHECK(ed.brush() == Brush::Floor);
}

TEST_CASE_METHOD(AppTest, "Editor forms: a hand-written quest edited by the form keeps its comments, same bytes",
                 "[app][editor][forms]") {
    // A user quest written by hand, with // comments in its title and a condition.
    EditorScreen& first = formsNewQuest(app);
    ojson doc = first.document();
    doc["title"]["// note"] = "to translate again";
    doc["victory"][0]["// why"] = "the way out";
    press(app, SDLK_ESCAPE);  // leaves the field-less form: the question (a new quest is unsaved)
    REQUIRE(topScreen(app) == "unsaved");
    press(app, SDLK_TAB);  // Discard
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "main_menu");
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "hand_made.json";
    fs::create_directories(file.parent_path());
    doc["id"] = "hand_made";
    std::ofstream(file, std::ios::binary) << content::writeQuest(doc);

    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& ed = topAs<EditorScreen>(app);
    REQUIRE(ed.open(file.string()));
    CHECK_FALSE(ed.dirty());
    press(app, SDLK_F2);
    REQUIRE(ed.forms().shown());
    // Clicked at its left edge: the cursor before the first character.
    const Rect title = ed.forms().fieldRect("/title/en");
    REQUIRE(title.w > 0);
    clickRect(app, Rect{title.x + 2, title.y + 2, 2, title.h / 3});
    CHECK(ed.forms().cursor() == 0);
    editorType(app, "Still ");
    press(app, SDLK_END);
    editorType(app, " again");
    // Clicked after "Still My": the cursor there.
    const int gap = app.painter().text().width(Face::Regular, app.painter().px(14), "Still My");
    clickRect(app, Rect{title.x + app.painter().px(5) + gap - 1, title.y + 2, 2, title.h / 3});
    CHECK(ed.forms().cursor() == 8);
    editorTabTo(app, ed, "/victory/0/type");
    press(app, SDLK_RIGHT);  // all_heroes_out → item_carried_out: the comment stays
    CHECK(ed.document()["victory"][0]["// why"] == "the way out");
    press(app, SDLK_s, KMOD_LCTRL);  // saves while a field has the keyboard
    const std::string saved = editorRead(file);
    CHECK(saved == ed.text());
    CHECK(saved.find("\"// note\": \"to translate again\"") != std::string::npos);
    CHECK(saved.find("\"// why\": \"the way out\"") != std::string::npos);
    CHECK(ojson::parse(saved)["title"]["en"] == "Still My quest again");
    CHECK_FALSE(ed.dirty());

    // Reopened: the same bytes, saved again unchanged.
    REQUIRE(ed.open(file.string()));
    CHECK(ed.text() == saved);
    clickRect(app, ed.layout().save);
    CHECK(editorRead(file) == saved);
}

TEST_CASE_METHOD(AppTest, "Editor forms: leaving with unsaved changes asks Save, Discard or Cancel",
                 "[app][editor][forms]") {
    EditorScreen& ed = formsNewQuest(app);
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "my_quest.json";
    CHECK(ed.dirty());
    // Back (the button): the question, with the file's name; Cancel (Esc) stays.
    clickRect(app, ed.layout().back);
    REQUIRE(topScreen(app) == "unsaved");
    CHECK(topAs<UnsavedScreen>(app).focused() == 0);  // Save
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "editor");
    // Esc (no field chosen): the question again; its Cancel button clicked stays too.
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "unsaved");
    clickRect(app, topAs<UnsavedScreen>(app).layout().buttons[2]);
    CHECK(topScreen(app) == "editor");
    CHECK_FALSE(fs::exists(file));
    // Save (Enter, the focused answer): written, and the editor left.
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "unsaved");
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "main_menu");
    REQUIRE(fs::exists(file));
    const std::string saved = editorRead(file);

    // Opened again, changed, Discard: the file stays as it was.
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Editor));
    EditorScreen& again = topAs<EditorScreen>(app);
    REQUIRE(again.open(file.string()));
    CHECK_FALSE(again.dirty());
    press(app, SDLK_F2);
    clickRect(app, again.forms().fieldRect("/title/en"));
    editorType(app, "!");
    CHECK(again.dirty());
    press(app, SDLK_ESCAPE);  // leaves the field
    CHECK(again.forms().focus().empty());
    CHECK(topScreen(app) == "editor");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "unsaved");
    clickRect(app, topAs<UnsavedScreen>(app).layout().buttons[1]);  // Discard
    CHECK(topScreen(app) == "main_menu");
    CHECK(editorRead(file) == saved);
}

TEST_CASE("Editor forms: layout check at every UI scale, English and French, screenshot",
          "[app][editor][forms][layout]") {
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string&) {
        REQUIRE(ed.open(ed.openable().front()));  // a shipped quest: every section filled
        REQUIRE(ed.forms().focusField("/introduction/fr"));
        checkEditorLayout(app, "form");
        // Further down: the conditions, the actions and the zones.
        for (const std::string& field : {std::string("/victory/0/type"), std::string("+/special_actions"),
                                         std::string("+/zones"), std::string("/rosters/heroes")}) {
            REQUIRE(ed.forms().focusField(field));
            checkEditorLayout(app, field);
        }
        ed.back();  // unsaved (a copy): the question
        app.runFrames(2);
        REQUIRE(topScreen(app) == "unsaved");
        checkEditorLayout(app, "unsaved");
    });
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800);
    App& app = *owned;
    auto& ed = editorOpenFirst(app);
    REQUIRE(ed.forms().focusField("/title/fr"));
    app.runFrames(2);
    CHECK(app.saveScreenshot(shotPath("editor_forms")));
}

TEST_CASE_METHOD(AppTest, "Editor forms: a special action and the Master's fixed group with a placement",
                 "[app][editor][forms]") {
    EditorScreen& ed = formsNewQuest(app);

    // A special action (R51): added by its button, its id typed on, its test and place chosen.
    editorTabTo(app, ed, "+/special_actions");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document()["special_actions"].size() == 1);
    CHECK(ed.forms().focus() == "/special_actions/0/id");
    editorType(app, "_b");
    CHECK(ed.document()["special_actions"][0]["id"] == "action_1_b");
    editorTabTo(app, ed, "/special_actions/0/ap");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["special_actions"][0]["ap"] == 2);
    editorTabTo(app, ed, "/special_actions/0/characteristic");
    press(app, SDLK_LEFT);  // intelligence → dexterity
    CHECK(ed.document()["special_actions"][0]["characteristic"] == "dexterity");
    editorTabTo(app, ed, "/special_actions/0/where");
    press(app, SDLK_LEFT);  // anywhere → in_zone (round the list): the quest has no zone yet
    CHECK(ed.document()["special_actions"][0]["where"] == ojson::parse(R"({"in_zone": ""})"));
    // The check's message about it selects the zone's field.
    int where_problem = -1;
    std::string listed;
    for (std::size_t i = 0; i < ed.problems().size(); ++i) {
        listed += ed.problems()[i].text + "\n";
        if (ed.problems()[i].diagnostic.pointer.rfind("/special_actions/0/where", 0) == 0)
            where_problem = static_cast<int>(i);
    }
    INFO(listed);
    REQUIRE(where_problem >= 0);
    press(app, SDLK_ESCAPE);  // leaves the field
    clickRect(app, ed.problemRect(where_problem));
    CHECK(ed.forms().focus() == "/special_actions/0/where/in_zone");

    // The Master's group fixed by the quest (R53): its first card, then the next one (→).
    editorTabTo(app, ed, "/rosters/master");
    press(app, SDLK_RIGHT);
    REQUIRE(ed.document()["rosters"]["master"].size() == 1);
    const std::string first = ed.document()["rosters"]["master"][0].get<std::string>();
    const CharacterCard* card = nullptr;
    for (const auto& c : app.quests().library.cards)
        if (c.id == first) card = &c;
    REQUIRE(card != nullptr);
    CHECK_FALSE(card->isHero());
    press(app, SDLK_TAB);
    REQUIRE(ed.forms().focus() == "/rosters/master/0/card");
    press(app, SDLK_RIGHT);
    const std::string second = ed.document()["rosters"]["master"][0].get<std::string>();
    CHECK(second != first);

    // Its placement: the map's cursor moved to [5, 6], then the Place button.
    press(app, SDLK_F2);
    REQUIRE_FALSE(ed.forms().shown());
    while (ed.cursor().x < 5) press(app, SDLK_RIGHT);
    while (ed.cursor().y < 6) press(app, SDLK_DOWN);
    press(app, SDLK_F2);
    REQUIRE(ed.forms().shown());
    editorTabTo(app, ed, "place:/rosters/master/0");
    press(app, SDLK_RETURN);
    CHECK(ed.document()["rosters"]["master"][0] == ojson{{"card", second}, {"at", {5, 6}}});
    editorTabTo(app, ed, "free:/rosters/master/0");
    press(app, SDLK_RETURN);
    CHECK(ed.document()["rosters"]["master"][0] == ojson{{"card", second}});

    // The last character removed: no fixed group any more (the budget again).
    editorTabTo(app, ed, "-/rosters/master/0");
    press(app, SDLK_RETURN);
    CHECK_FALSE(ed.document().contains("rosters"));
    CHECK(ed.forms().focus() == "/rosters/master");
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["rosters"]["master"][0] == ojson{{"card", second}});
}

TEST_CASE_METHOD(AppTest, "Editor forms: every field of every quest offered changed by keys, then undone whole",
                 "[app][editor][forms]") {
    app.screens().push(std::make_unique<EditorScreen>(app));
    app.runFrames(1);
    auto& ed = topAs<EditorScreen>(app);
    const std::vector<std::string> files = ed.openable();
    REQUIRE_FALSE(files.empty());
    for (const std::string& file : files) {
        INFO(file);
        REQUIRE(ed.open(file));
        const ojson original = ed.document();
        press(app, SDLK_F2);
        REQUIRE(ed.forms().shown());
        // Each field in turn (Tab): → then ← on lists and numbers, a letter typed in texts;
        // buttons are left alone (they add and remove entries).
        for (int i = 0; i < 400; ++i) {
            press(app, SDLK_TAB);
            const std::string f = ed.forms().focus();
            if (f.empty() || f[0] != '/') continue;
            if (ed.editingText() && f.find("/at/") == std::string::npos) {
                editorType(app, "é");
                press(app, SDLK_BACKSPACE);
                editorType(app, "x");
            }
            press(app, SDLK_RIGHT);
            press(app, SDLK_LEFT);
            if (f == ed.forms().fields().back().pointer) break;
        }
        CHECK(ed.undoDepth() > 10);
        while (ed.undo()) {
        }
        CHECK(ed.document() == original);
        press(app, SDLK_F2);
    }
}

TEST_CASE_METHOD(AppTest, "Editor forms: a quest item in a chest, carried out as the victory, then on the floor",
                 "[app][editor][forms]") {
    EditorScreen& ed = formsNewQuest(app);
    // A chest painted on the map at [4, 3].
    press(app, SDLK_F2);
    REQUIRE_FALSE(ed.forms().shown());
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::Chest)]);
    const Rect chest = ed.squareRect(Pos{4, 3});
    clickRect(app, chest);
    REQUIRE(ed.charAt(Pos{4, 3}) == "$");
    REQUIRE(ed.cursor() == (Pos{4, 3}));

    // The item: added in the chest, renamed; the victory becomes carrying it out (→).
    press(app, SDLK_F2);
    editorTabTo(app, ed, "+/items");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document()["items"].size() == 1);
    CHECK(ed.document()["items"][0]["id"] == "item_1");
    CHECK(ed.document()["items"][0]["in"] == "chest_4_3");
    editorTabTo(app, ed, "/items/0/name/en");
    while (!ed.document()["items"][0]["name"]["en"].get<std::string>().empty()) press(app, SDLK_BACKSPACE);
    editorType(app, "The idol");
    editorTabTo(app, ed, "/victory/0/type");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["victory"][0] ==
          ojson::parse(R"({"type": "item_carried_out", "item": "item_1", "zone": "heroes_entry"})"));

    // On the floor at the map's cursor ([2, 2]) instead of in the chest.
    press(app, SDLK_F2);
    while (ed.cursor().x > 2) press(app, SDLK_LEFT);
    while (ed.cursor().y > 2) press(app, SDLK_UP);
    press(app, SDLK_F2);
    editorTabTo(app, ed, "floor:/items/0");
    press(app, SDLK_RETURN);
    CHECK(ed.document()["items"][0] ==
          ojson::parse(R"({"id": "item_1", "name": {"en": "The idol", "fr": "Nouvel objet"}, "at": [2, 2]})"));
    for (const auto& p : ed.problems()) CHECK(p.diagnostic.pointer.rfind("/items", 0) != 0);
}
