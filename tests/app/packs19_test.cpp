// Quest packs in the client (issue 19, packs_screen.h) with real SDL events: the Quest packs
// screen opened from the New game screen (P), a pack's folder typed and imported, its quest
// listed on the New game screen; a bad pack refused with its message and nothing imported; the
// player's quests exported as a pack (its manifest typed) under
// $XDG_DATA_HOME/catakombes/exports/, then imported in another home where its quest is listed;
// the screen's layout at every UI scale in English and French.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cata/app/card_view.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/packs_screen.h"
#include "cata/content/quest_writer.h"
#include "cata/content/user_content.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

namespace {

/// Shipped quest First steps with another id and title.
std::string packsQuest(const std::string& id, const std::string& title) {
    std::ifstream in(fs::path(dataDir()) / "quests" / "90-first-steps.json");
    std::ostringstream s;
    s << in.rdbuf();
    ojson q = ojson::parse(s.str());
    q["id"] = id;
    q["number"] = 41;
    q["title"] = ojson{{"en", title}, {"fr", title}};
    q.erase("$schema");
    return content::writeQuest(q);
}

void packsWrite(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

/// Types `text` as the keyboard sends it: SDL_TEXTINPUT events of at most 31 bytes.
void packsType(App& app, const std::string& text) {
    for (std::size_t i = 0; i < text.size(); i += 31) {
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        SDL_strlcpy(e.text.text, text.substr(i, 31).c_str(), sizeof(e.text.text));
        SDL_PushEvent(&e);
        app.runFrames(1);
    }
}

/// Main menu → New game → P: the Quest packs screen.
PacksScreen& packsOpen(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    REQUIRE(topScreen(app) == "new_game");
    press(app, SDLK_p);
    REQUIRE(topScreen(app) == "packs");
    return topAs<PacksScreen>(app);
}

/// The index of the New game screen's entry of quest `id`, -1 when not listed.
int packsEntry(App& app, const NewGameScreen& ng, const std::string& id) {
    (void)app;
    for (int i = 0; i < static_cast<int>(ng.goodCount()); ++i) {
        const_cast<NewGameScreen&>(ng).select(i);
        if (ng.choice().quest && ng.choice().quest->id == id) return i;
    }
    return -1;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Quest packs: a pack imported from the client is listed, a bad pack refused with its message",
                 "[app][packs]") {
    const fs::path good = home.root / "incoming" / "rat_pack";
    packsWrite(good / "pack.json",
               "{\"name\": \"rat_pack\", \"author\": \"Ada\", \"version\": \"1.0\", \"licence\": \"CC0-1.0\"}\n");
    packsWrite(good / "quests" / "crypt.json", packsQuest("crypt_of_rats", "Crypt of rats"));
    const fs::path bad = home.root / "incoming" / "bad_pack";
    packsWrite(bad / "pack.json",
               "{\"name\": \"bad_pack\", \"author\": \"Ada\", \"version\": \"1.0\", \"licence\": \"CC0-1.0\"}\n");
    packsWrite(bad / "quests" / "clash.json", packsQuest("the_lost_treasure", "Clash"));

    PacksScreen& packs = packsOpen(app);
    CHECK(packs.focus() == PacksScreen::Field::Folder);
    CHECK(packs.editingText());

    // The bad pack: refused, by name, with the importer's message; nothing imported.
    packsType(app, bad.string());
    CHECK(packs.text(PacksScreen::Field::Folder) == bad.string());
    press(app, SDLK_RETURN);
    CHECK(packs.error());
    const std::string refusal = content::importPack(bad.string(), app.dataDir(), app.userDir().string()).error;
    CHECK(refusal.rfind("pack \"bad_pack\": quests/clash.json:", 0) == 0);
    CHECK(refusal.find("quest id \"the_lost_treasure\" is a shipped quest's") != std::string::npos);
    CHECK(packs.message() == app.strings().format("packs.refused", refusal));
    CHECK_FALSE(fs::exists(app.userDir() / "packs" / "bad_pack"));

    // A folder with no manifest: its message.
    for (std::size_t i = 0; i < bad.string().size(); ++i) press(app, SDLK_BACKSPACE);
    CHECK(packs.text(PacksScreen::Field::Folder).empty());
    packsType(app, (home.root / "incoming").string());
    clickRect(app, packs.layout().import);
    CHECK(packs.message() ==
          app.strings().format("packs.refused", (home.root / "incoming").string() +
                                                    ": no pack.json (a pack is a folder with a manifest, pack.json: "
                                                    "name, author, version, licence)"));

    // The good pack, typed and imported by the Import button.
    clickRect(app, packs.layout().folder);
    for (std::size_t i = 0; i < (home.root / "incoming").string().size(); ++i) press(app, SDLK_BACKSPACE);
    packsType(app, good.string());
    clickRect(app, packs.layout().import);
    CHECK_FALSE(packs.error());
    const fs::path into = app.userDir() / "packs" / "rat_pack";
    CHECK(packs.message() == app.strings().format("packs.imported", "rat_pack", into.string(), 1));
    CHECK(fs::exists(into / "quests" / "crypt.json"));
    // A second import of the same pack is refused: it never overwrites.
    press(app, SDLK_RETURN);
    CHECK(packs.error());
    CHECK(packs.message().find("a pack of that name is already imported") != std::string::npos);

    // Back on the New game screen: the pack's quest is listed, marked as the pack's.
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "new_game");
    auto& ng = topAs<NewGameScreen>(app);
    const int entry = packsEntry(app, ng, "crypt_of_rats");
    REQUIRE(entry >= 0);
    CHECK(ng.entryOrigin(entry) == "rat_pack");
}

TEST_CASE_METHOD(AppTest, "Quest packs: a pack's card portrait comes with the pack and shows", "[app][packs]") {
    // First steps whose rats are the pack's "giant_rat", its portrait pictures/rat.png.
    const fs::path src = home.root / "incoming" / "rat_pack";
    packsWrite(src / "pack.json",
               "{\"name\": \"rat_pack\", \"author\": \"Ada\", \"version\": \"1.0\", \"licence\": \"CC0-1.0\"}\n");
    ojson q = ojson::parse(packsQuest("crypt_of_rats", "Crypt of rats"));
    q["rosters"]["master"][1]["card"] = "giant_rat";
    packsWrite(src / "quests" / "crypt.json", content::writeQuest(q));
    std::ifstream in(fs::path(dataDir()) / "assets" / "cards" / "undead.json");
    std::ostringstream text;
    text << in.rdbuf();
    const ojson undead = ojson::parse(text.str());
    ojson rat;
    for (const ojson& c : undead["cards"])
        if (c["id"] == "rats") rat = c;
    REQUIRE(rat.is_object());
    rat["id"] = "giant_rat";
    rat["token"] = "pictures/rat.png";
    packsWrite(src / "cards" / "rats.json", content::writeQuest(ojson{{"cards", ojson::array({rat})}}));
    fs::create_directories(src / "pictures");
    fs::copy_file(fs::path(dataDir()) / "assets" / "tokens" / "bats.png", src / "pictures" / "rat.png");

    PacksScreen& packs = packsOpen(app);
    packsType(app, src.string());
    press(app, SDLK_RETURN);
    INFO(packs.message());
    REQUIRE_FALSE(packs.error());
    const fs::path picture = app.userDir() / "packs" / "rat_pack" / "pictures" / "rat.png";
    REQUIRE(fs::exists(picture));
    const CharacterCard* card = app.quests().library.card("giant_rat");
    REQUIRE(card != nullptr);
    CHECK(packPicture(app.userDir(), *card) == picture);
    PortraitCache portraits(app);
    CHECK(portraits.get(*card) != nullptr);
    CHECK(app.assetProblems().empty());
    // A token that would leave the pack's pictures is not looked for.
    CharacterCard sly = *card;
    sly.token = "pictures/../pack.json";
    CHECK(packPicture(app.userDir(), sly).empty());
}

TEST_CASE("Quest packs: the player's quests exported from the client, then imported in another home", "[app][packs]") {
    fs::path exported;
    {
        HeadlessHome home;
        App app(home.options());
        REQUIRE(app.ok());
        packsWrite(app.userDir() / "quests" / "mine.json", packsQuest("my_crypt", "My crypt"));
        packsWrite(app.userDir() / "quests" / "other.json", packsQuest("my_other", "My other"));
        PacksScreen& packs = packsOpen(app);
        REQUIRE(packs.quests().size() == 2);
        // Nothing chosen: said.
        clickRect(app, packs.layout().export_button);
        CHECK(packs.message() == app.tr("packs.no_quest"));
        // The manifest typed (Tab from field to field), a quest chosen by a click.
        clickRect(app, packs.layout().fields[0]);
        packsType(app, "crypt_pack");
        press(app, SDLK_TAB);
        packsType(app, "Ada Lovelace");
        press(app, SDLK_TAB);
        CHECK(packs.focus() == PacksScreen::Field::Version);
        CHECK(packs.text(PacksScreen::Field::Version) == "1.0");
        press(app, SDLK_TAB);
        packsType(app, "CC-BY-4.0");
        const auto mine = std::find(packs.quests().begin(), packs.quests().end(), "my_crypt") - packs.quests().begin();
        REQUIRE(mine < 2);
        clickRect(app, packs.layout().rows[static_cast<std::size_t>(mine)]);
        CHECK(packs.chosen()[static_cast<std::size_t>(mine)]);
        CHECK_FALSE(packs.chosen()[static_cast<std::size_t>(1 - mine)]);
        clickRect(app, packs.layout().export_button);
        INFO(packs.message());
        CHECK_FALSE(packs.error());
        exported = app.userDir() / "exports" / "crypt_pack";
        CHECK(packs.exportDir() == exported.string());
        CHECK(packs.message() == app.strings().format("packs.exported", "crypt_pack", exported.string(), 2));
        REQUIRE(fs::exists(exported / "pack.json"));
        REQUIRE(fs::exists(exported / "quests" / "mine.json"));  // the file's own name
        CHECK_FALSE(fs::exists(exported / "quests" / "other.json"));
        const content::PackResult manifest = content::readManifest(exported.string());
        REQUIRE(manifest.ok);
        CHECK(manifest.manifest.author == "Ada Lovelace");
        CHECK(manifest.manifest.licence == "CC-BY-4.0");
        // Exporting again into the same folder is refused (it is not empty).
        clickRect(app, packs.layout().export_button);
        CHECK(packs.error());
        CHECK(packs.message().find("exists and is not empty") != std::string::npos);
        // Moved out of this home before it goes.
        const fs::path keep = fs::temp_directory_path() / ("catakombes-pack19-" + std::to_string(SDL_GetTicks()));
        fs::create_directories(keep);
        fs::copy(exported, keep / "crypt_pack", fs::copy_options::recursive);
        exported = keep / "crypt_pack";
    }
    // Elsewhere: another player imports it from the client.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    PacksScreen& packs = packsOpen(app);
    CHECK(packs.quests().empty());
    packsType(app, exported.string());
    press(app, SDLK_RETURN);
    INFO(packs.message());
    CHECK_FALSE(packs.error());
    press(app, SDLK_ESCAPE);
    auto& ng = topAs<NewGameScreen>(app);
    const int entry = packsEntry(app, ng, "my_crypt");
    REQUIRE(entry >= 0);
    CHECK(ng.entryOrigin(entry) == "crypt_pack");
    std::error_code ec;
    fs::remove_all(exported.parent_path(), ec);
}

TEST_CASE("Quest packs: the screen's layout at every UI scale, English and French", "[app][packs][layout]") {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1024, 640}, {1280, 800}, {1920, 1080}}) {
        for (double scale : {1.0, 1.25, 1.5, 1.75, 2.0}) {
            for (const std::string language : {"en", "fr"}) {
                HeadlessHome home;
                const auto owned = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
                App& app = *owned;
                for (int i = 0; i < 6; ++i)
                    packsWrite(app.userDir() / "quests" / ("q" + std::to_string(i) + ".json"),
                               packsQuest("quest_number_" + std::to_string(i),
                                          "A quest of mine with a long title " + std::to_string(i)));
                app.screens().push(std::make_unique<PacksScreen>(app));
                app.runFrames(2);
                auto& packs = topAs<PacksScreen>(app);
                packsType(app, "/a/very/long/folder/of/packs/that/does/not/fit/in/its/field/at/all/rat_pack");
                press(app, SDLK_RETURN);  // a refusal's message, long
                press(app, SDLK_TAB);
                press(app, SDLK_TAB);
                packsType(app, "some_pack");
                INFO(w << "x" << h << " @" << scale << " " << language);
                const auto problems = layoutProblems(app);
                for (const auto& p : problems) UNSCOPED_INFO(p);
                CHECK(problems.empty());
                const auto l = packs.layout();
                CHECK(l.rows.size() >= 1);
                CHECK(l.list.bottom() <= l.message.y);
                CHECK(l.message.bottom() <= l.back.y);
                CHECK(l.back.bottom() <= l.panel.bottom());
                CHECK(l.panel.bottom() <= app.height());
                if (w == 1280 && scale == 1.0 && language == "en") CHECK(app.saveScreenshot(shotPath("packs")));
            }
        }
    }
}
