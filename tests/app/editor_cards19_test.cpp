// The quest editor's form of the quest's own cards (docs/editor.md "Quest forms", the inline
// `cards` of docs/content-format.md), with real SDL events: a card added, its id, names, side,
// characteristics and size edited by keys, each field one undo step; the live check's message
// about its id selecting the field; the card offered by the Master's fixed group (R53) and by a
// card_killed condition; removed and undone; saved, valid, reopened with the same bytes; the
// section's layout at every UI scale in English and French.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "cata/app/editor_screen.h"
#include "cata/content/quest_writer.h"
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

/// A new quest with its heroes' zone painted (no problem left), its forms shown by F2.
EditorScreen& cardsNewQuest(App& app) {
    EditorScreen& ed = editorNewQuest(app);
    clickRect(app, ed.layout().brushes[static_cast<std::size_t>(Brush::HeroZone)]);
    editorDrag(app, ed, Pos{1, 1}, {Pos{2, 1}, Pos{3, 1}, Pos{4, 1}});
    REQUIRE(ed.problems().empty());
    press(app, SDLK_F2);
    REQUIRE(ed.forms().shown());
    return ed;
}

/// Empties the chosen text field with Backspace, then types `text`.
void cardsRetype(App& app, EditorScreen& ed, const std::string& pointer, const char* text) {
    editorTabTo(app, ed, pointer);
    press(app, SDLK_END);
    for (int i = 0; i < 64 && !ed.document()[ojson::json_pointer(pointer)].get<std::string>().empty(); ++i)
        press(app, SDLK_BACKSPACE);
    editorType(app, text);
}

/// The options of the choice field `pointer` as the form lists them now.
std::vector<std::string> cardsOptions(const EditorScreen& ed, const std::string& pointer) {
    for (const auto& f : ed.forms().fields())
        if (f.pointer == pointer) return f.options;
    FAIL("no field " << pointer);
    return {};
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Editor cards: the quest's own card added, edited field by field, offered by the groups",
                 "[app][editor][forms][cards]") {
    EditorScreen& ed = cardsNewQuest(app);
    const std::size_t start = ed.undoDepth();

    // Add a card (Enter on its button): one undo step, a valid Master's troop to rewrite.
    editorTabTo(app, ed, "+/cards");
    press(app, SDLK_RETURN);
    REQUIRE(ed.document().contains("cards"));
    REQUIRE(ed.document()["cards"].size() == 1);
    const ojson& card = ed.document()["cards"][0];
    CHECK(card["id"] == "card_1");
    CHECK(card["formation"] == "master_troop");
    CHECK(card["characteristics"].size() == 13);
    CHECK(ed.forms().focus() == "/cards/0/id");
    CHECK(ed.undoDepth() == start + 1);
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    CHECK(ed.problems().empty());

    // Its id and names typed: each field one step.
    cardsRetype(app, ed, "/cards/0/id", "bone_rat");
    CHECK(ed.document()["cards"][0]["id"] == "bone_rat");
    CHECK(ed.undoDepth() == start + 2);
    cardsRetype(app, ed, "/cards/0/name/en", "Bone rat");
    cardsRetype(app, ed, "/cards/0/name/fr", "Rat d'os");
    CHECK(ed.document()["cards"][0]["name"] == ojson{{"en", "Bone rat"}, {"fr", "Rat d'os"}});
    CHECK(ed.undoDepth() == start + 4);
    // The lore, optional: typed in English, the French one comes empty with it (both are
    // required together); both emptied, the key goes.
    editorTabTo(app, ed, "/cards/0/lore/en");
    editorType(app, "Gnawed bones.");
    CHECK(ed.document()["cards"][0]["lore"] == ojson{{"en", "Gnawed bones."}, {"fr", ""}});
    for (int i = 0; i < 40 && ed.document()["cards"][0].contains("lore"); ++i) press(app, SDLK_BACKSPACE);
    CHECK_FALSE(ed.document()["cards"][0].contains("lore"));
    CHECK(ed.undoDepth() == start + 5);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.undoDepth() == start + 4);
    CHECK_FALSE(ed.document()["cards"][0].contains("lore"));

    // The side: → goes round the formation symbols (R53), ← back.
    editorTabTo(app, ed, "/cards/0/formation");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["cards"][0]["formation"] == "hero");
    press(app, SDLK_LEFT);
    CHECK(ed.document()["cards"][0]["formation"] == "master_troop");
    CHECK(ed.undoDepth() == start + 6);

    // A characteristic and the armour by → and digits.
    editorTabTo(app, ed, "/cards/0/characteristics/hp");
    CHECK(ed.forms().fields().size() > 0);
    for (int i = 0; i < 3; ++i) press(app, SDLK_RIGHT);
    CHECK(ed.document()["cards"][0]["characteristics"]["hp"] == 9);
    const std::size_t after_hp = ed.undoDepth();
    CHECK(after_hp > start + 6);
    editorTabTo(app, ed, "/cards/0/armour/chest");
    press(app, SDLK_BACKSPACE);
    editorType(app, "2");
    CHECK(ed.document()["cards"][0]["armour"]["chest"] == 2);
    CHECK(ed.undoDepth() == after_hp + 1);

    // The size (R37): gigantic takes a footprint, which goes with it.
    editorTabTo(app, ed, "/cards/0/size");
    CHECK_FALSE(ed.document()["cards"][0].contains("size"));  // normal: the default
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["cards"][0]["size"] == "tall");
    press(app, SDLK_RIGHT);
    CHECK(ed.document()["cards"][0]["size"] == "gigantic");
    CHECK(ed.document()["cards"][0]["footprint"] == ojson::array({2, 2}));
    press(app, SDLK_LEFT);
    press(app, SDLK_LEFT);
    CHECK_FALSE(ed.document()["cards"][0].contains("size"));
    CHECK_FALSE(ed.document()["cards"][0].contains("footprint"));
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    CHECK(ed.problems().empty());

    // A shipped card's id: the live check says so, and its message selects the field.
    cardsRetype(app, ed, "/cards/0/id", "rats");
    REQUIRE_FALSE(ed.problems().empty());
    CHECK(ed.problems().front().diagnostic.pointer == "/cards/0/id");
    CHECK(ed.problems().front().text == "/cards/0/id: duplicate card id \"rats\"");  // validate's words
    // The field lets the keyboard go, another is chosen, then the message is clicked.
    press(app, SDLK_ESCAPE);
    editorTabTo(app, ed, "/title/en");
    app.runFrames(1);
    clickRect(app, ed.problemRect(0));
    CHECK(ed.forms().focus() == "/cards/0/id");
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["cards"][0]["id"] == "bone_rat");
    CHECK(ed.problems().empty());

    // The groups offer it: the Master's fixed group starts with it, a card_killed condition too.
    editorTabTo(app, ed, "/rosters/master");
    press(app, SDLK_RIGHT);
    REQUIRE(ed.document()["rosters"]["master"] == ojson::array({"bone_rat"}));
    const auto members = cardsOptions(ed, "/rosters/master/0/card");
    CHECK(members.front() == "bone_rat");
    CHECK(std::find(members.begin(), members.end(), "rats") != members.end());
    const auto heroes = cardsOptions(ed, "/rosters/heroes");
    CHECK(heroes.size() == 2);  // budget or fixed
    ed.editDocument([](ojson& d) { d["victory"][0] = ojson{{"type", "card_killed"}, {"card", "bone_rat"}}; });
    CHECK(cardsOptions(ed, "/victory/0/card").front() == "bone_rat");
    press(app, SDLK_z, KMOD_LCTRL);
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    CHECK(ed.problems().empty());

    // Saved: valid as `catakombes validate` sees it, reopened with the same bytes.
    press(app, SDLK_s, KMOD_LCTRL);
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "my_quest.json";
    const std::string saved = editorRead(file);
    REQUIRE_FALSE(saved.empty());
    CHECK(saved == content::writeQuest(ed.document()));
    const content::ValidationResult check =
        content::validateQuestText("my_quest.json", saved, app.dataDir(), app.userDir().string());
    CHECK(check.diagnostics.empty());
    REQUIRE(ed.open(file.string()));
    CHECK(ed.text() == saved);

    // Removed: the group that uses it is named by the check; undone, clean again.
    press(app, SDLK_F2);
    editorTabTo(app, ed, "-/cards/0");
    press(app, SDLK_RETURN);
    CHECK_FALSE((ed.document().contains("cards") && !ed.document()["cards"].empty()));
    REQUIRE_FALSE(ed.problems().empty());
    CHECK(ed.problems().front().diagnostic.pointer.rfind("/rosters/master/0", 0) == 0);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.problems().empty());
    CHECK(ed.text() == saved);
}

TEST_CASE_METHOD(AppTest, "Editor cards: every step undone back to the quest without cards, and redone",
                 "[app][editor][forms][cards]") {
    EditorScreen& ed = cardsNewQuest(app);
    const ojson before = ed.document();
    const std::size_t start = ed.undoDepth();
    editorTabTo(app, ed, "+/cards");
    press(app, SDLK_RETURN);
    cardsRetype(app, ed, "/cards/0/name/en", "Bone rat");
    editorTabTo(app, ed, "/cards/0/value");
    press(app, SDLK_RIGHT);
    editorTabTo(app, ed, "/cards/0/damage/shot");
    press(app, SDLK_RIGHT);
    const ojson after = ed.document();
    CHECK(after["cards"][0]["value"] == 11);
    CHECK(after["cards"][0]["damage"]["shot"] == 1);
    CHECK(ed.undoDepth() == start + 4);
    while (ed.undoDepth() > start) press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document() == before);
    while (ed.redoDepth() > 0) press(app, SDLK_y, KMOD_LCTRL);
    CHECK(ed.document() == after);
}

TEST_CASE("Editor cards: the section's layout at every UI scale, English and French", "[app][editor][cards][layout]") {
    forEachEditorLayout([](App& app, EditorScreen& ed, const std::string&) {
        REQUIRE(ed.open(ed.openable().front()));
        REQUIRE(ed.forms().focusField("+/cards"));
        press(app, SDLK_RETURN);
        REQUIRE(ed.document()["cards"].size() == 1);
        for (const std::string field :
             {"/cards/0/id", "/cards/0/lore/fr", "/cards/0/formation", "/cards/0/characteristics/intelligence",
              "/cards/0/armour/legs", "/cards/0/size", "-/cards/0"}) {
            REQUIRE(ed.forms().focusField(field));
            checkEditorLayout(app, field);
        }
    });
    // The screenshot (docs/screenshots/editor-cards.png): a card's block, its side chosen.
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800);
    App& app = *owned;
    auto& ed = editorOpenFirst(app);
    REQUIRE(ed.forms().focusField("+/cards"));
    press(app, SDLK_RETURN);
    REQUIRE(ed.forms().focusField("/cards/0/formation"));
    app.runFrames(2);
    CHECK(app.saveScreenshot(shotPath("editor_cards")));
}

TEST_CASE_METHOD(AppTest, "Editor ids: a card's id erased whole and retyped takes its groups and conditions along",
                 "[app][editor][forms][cards]") {
    EditorScreen& ed = cardsNewQuest(app);
    editorTabTo(app, ed, "+/cards");
    press(app, SDLK_RETURN);
    // The Master's group fixed with it (written as a plain id and as an entry), a condition on it.
    ed.editDocument([](ojson& d) {
        d["rosters"]["master"] = ojson::parse(R"(["card_1", {"card": "card_1", "id": "second", "at": [8, 8]}])");
        d["defeat"] = ojson::parse(R"([{"type": "any", "of": [{"type": "card_killed", "card": "card_1"}]}])");
    });
    const std::size_t depth = ed.undoDepth();
    cardsRetype(app, ed, "/cards/0/id", "grave_rat");
    CHECK(ed.undoDepth() == depth + 1);
    CHECK(ed.document()["cards"][0]["id"] == "grave_rat");
    CHECK(ed.document()["rosters"]["master"] ==
          ojson::parse(R"(["grave_rat", {"card": "grave_rat", "id": "second", "at": [8, 8]}])"));
    CHECK(ed.document()["defeat"][0]["of"][0]["card"] == "grave_rat");
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    CHECK(ed.problems().empty());
    // One undo step brings every name back.
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["rosters"]["master"][0] == "card_1");
    CHECK(ed.document()["defeat"][0]["of"][0]["card"] == "card_1");
}

TEST_CASE_METHOD(AppTest, "Editor ids: a zone's id retyped takes the heroes' zone, conditions and actions along",
                 "[app][editor][forms]") {
    EditorScreen& ed = cardsNewQuest(app);
    REQUIRE(ed.document()["zones"][0]["id"] == "heroes_entry");
    ed.editDocument([](ojson& d) {
        d["special_actions"] = ojson::parse(R"([{"id": "pray", "name": {"en": "Pray", "fr": "Prier"},
            "text": {"en": "Pray.", "fr": "Priez."}, "side": "heroes", "ap": 1, "characteristic": "will",
            "difficulty": 4, "where": {"in_zone": "heroes_entry"}, "on_success": []}])");
    });
    INFO((ed.problems().empty() ? std::string() : ed.problems().front().text));
    const std::size_t before = ed.problems().size();
    const std::size_t depth = ed.undoDepth();
    cardsRetype(app, ed, "/zones/0/id", "entry_hall");
    CHECK(ed.undoDepth() == depth + 1);
    CHECK(ed.document()["zones"][0]["id"] == "entry_hall");
    CHECK(ed.document()["hero_zone"] == "entry_hall");
    CHECK(ed.document()["victory"][0]["zone"] == "entry_hall");
    CHECK(ed.document()["special_actions"][0]["where"]["in_zone"] == "entry_hall");
    CHECK(ed.problems().size() == before);  // no reference left behind
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["hero_zone"] == "heroes_entry");
    CHECK(ed.document()["victory"][0]["zone"] == "heroes_entry");
}

TEST_CASE_METHOD(AppTest, "Editor ids: a quest item's and a special action's ids retyped take their references along",
                 "[app][editor][forms]") {
    EditorScreen& ed = cardsNewQuest(app);
    press(app, SDLK_F2);  // the map: a chest painted
    ed.setBrush(Brush::Chest);
    editorClickSquare(app, ed, Pos{8, 5});
    REQUIRE(ed.charAt(Pos{8, 5}) == "$");
    ed.editDocument([](ojson& d) {
        d["objects"] = ojson::parse(R"([{"id": "chest_8_5", "at": [8, 5], "contains": ["gem"]}])");
        d["items"] = ojson::parse(R"([{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "in": "chest_8_5"}])");
        d["special_actions"] = ojson::parse(R"([{"id": "pray", "name": {"en": "Pray", "fr": "Prier"},
            "text": {"en": "Pray.", "fr": "Priez."}, "side": "heroes", "ap": 1, "characteristic": "will",
            "difficulty": 4, "where": {"anywhere": true}, "on_success": [{"type": "give_item", "item": "gem"}]}])");
        d["victory"] = ojson::parse(R"([{"type": "item_carried_out", "item": "gem", "zone": "heroes_entry"},
            {"type": "special_action_succeeded", "action": "pray"}])");
    });
    press(app, SDLK_F2);
    const std::size_t before = ed.problems().size();
    cardsRetype(app, ed, "/items/0/id", "ruby");
    CHECK(ed.document()["objects"][0]["contains"] == ojson::array({"ruby"}));
    CHECK(ed.document()["special_actions"][0]["on_success"][0]["item"] == "ruby");
    CHECK(ed.document()["victory"][0]["item"] == "ruby");
    cardsRetype(app, ed, "/special_actions/0/id", "kneel");
    CHECK(ed.document()["victory"][1]["action"] == "kneel");
    CHECK(ed.problems().size() == before);  // no reference left behind
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["victory"][1]["action"] == "pray");
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(ed.document()["victory"][0]["item"] == "gem");
}

TEST_CASE_METHOD(AppTest, "Editor ids: an object's id erased whole and retyped takes its references along",
                 "[app][editor][objects]") {
    EditorScreen& ed = editorNewQuest(app);
    ed.setBrush(Brush::Chest);
    editorClickSquare(app, ed, Pos{3, 3});
    REQUIRE(ed.charAt(Pos{3, 3}) == "$");
    ed.editDocument([](ojson& d) {
        d["items"] = ojson::parse(R"([{"id": "gem", "name": {"en": "Gem", "fr": "Gemme"}, "in": "chest_3_3"}])");
    });
    REQUIRE(ed.forms().showObject(Pos{3, 3}));
    app.runFrames(1);
    press(app, SDLK_END);
    for (int i = 0; i < 9; ++i) press(app, SDLK_BACKSPACE);  // "chest_3_3" erased whole
    editorType(app, "strongbox");
    CHECK(ed.document()["objects"][0]["id"] == "strongbox");
    CHECK(ed.document()["items"][0]["in"] == "strongbox");
    for (const auto& p : ed.problems()) CHECK(p.diagnostic.pointer.rfind("/items", 0) != 0);
}

TEST_CASE_METHOD(AppTest, "Editor: a broken quest without a title is headed by its file's name alone",
                 "[app][editor]") {
    const fs::path dir = home.root / "data" / "catakombes" / "quests";
    fs::create_directories(dir);
    {
        std::ofstream out(dir / "broken.json", std::ios::binary);
        out << "{\n  \"id\": \"broken_one\",\n  \"number\": \"nine\"\n}\n";
    }
    app.screens().push(std::make_unique<EditorScreen>(app));
    app.runFrames(1);
    EditorScreen& ed = topAs<EditorScreen>(app);
    REQUIRE(ed.open((dir / "broken.json").string()));
    app.runFrames(1);
    CHECK(ed.heading() == "broken.json");  // not " — broken.json"
    CHECK_FALSE(ed.problems().empty());
    // Its title typed in the form: the heading as usual, the unsaved mark after the file.
    ed.editDocument([](ojson& d) { d["title"] = ojson{{"en", "Mended"}, {"fr", "Réparée"}}; });
    CHECK(ed.heading() == "Mended — broken.json *");
    editSettings(app, [](Settings& s) { s.language = "fr"; });
    CHECK(ed.heading() == "Réparée — broken.json *");
}
