// The player's quests ($XDG_DATA_HOME/catakombes/quests/) and imported packs
// on the New game screen beside the shipped quests, marked as theirs; a broken one greyed with
// its first problem, never startable; a quest file changed on disk reloaded while listed
// (polled on the app's clock, at most every half second).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/content/quest_writer.h"
#include "cata/content/user_content.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

namespace {

/// Shipped quest First steps with another id, title and number.
std::string filesQuest(const std::string& id, const std::string& title) {
    std::ifstream in(fs::path(dataDir()) / "quests" / "90-first-steps.json");
    std::ostringstream s;
    s << in.rdbuf();
    ojson q = ojson::parse(s.str());
    q["id"] = id;
    q["number"] = 40;
    q["title"] = ojson{{"en", title}, {"fr", title}};
    return cata::content::writeQuest(q);
}

void filesWrite(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

/// The New game screen, opened from the main menu by its key.
NewGameScreen& filesOpenNewGame(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    press(app, SDLK_n);
    REQUIRE(topScreen(app) == "new_game");
    return topAs<NewGameScreen>(app);
}

/// The index of the entry of `file` on the screen, -1 when it is not listed.
int filesEntry(const NewGameScreen& screen, const fs::path& file) {
    for (int i = 0; i < static_cast<int>(screen.entryCount()); ++i)
        if (screen.entryFile(i) == file.string()) return i;
    return -1;
}

/// Selects entry `index` with the arrow keys from the top of the list.
void filesSelect(App& app, const NewGameScreen& screen, int index) {
    press(app, SDLK_HOME);
    for (int i = 0; i < index; ++i) pressKey(SDLK_DOWN);
    app.runFrames(2);
    REQUIRE(screen.selected() == index);
}

}  // namespace

TEST_CASE(
    "The player's quests and packs are listed beside the shipped ones, marked, broken ones greyed, never startable",
    "[app][files][new_game]") {
    HeadlessHome home;
    const fs::path user = home.root / "data" / "catakombes";
    filesWrite(user / "quests" / "mine.json", filesQuest("my_crypt", "My crypt"));
    filesWrite(user / "quests" / "clash.json", filesQuest("the_lost_treasure", "Clash"));
    filesWrite(user / "quests" / "broken.json", "{\n  \"id\": \"broken_one\",\n  \"number\": \"nine\"\n}\n");
    // A pack, imported as `catakombes pack import` does.
    const fs::path pack = home.root / "pack";
    filesWrite(pack / "pack.json",
               "{\"name\": \"rat_pack\", \"author\": \"Ada\", \"version\": \"1\", \"licence\": \"CC0-1.0\"}");
    filesWrite(pack / "quests" / "crypt.json", filesQuest("crypt_of_rats", "Crypt of rats"));
    REQUIRE(cata::content::importPack(pack.string(), dataDir(), user.string()).ok);

    App app(home.options());
    REQUIRE(app.ok());
    NewGameScreen& screen = filesOpenNewGame(app);
    const std::size_t shipped = app.quests().library.quests.size() - 2 - app.quests().lesson_quests.size();
    REQUIRE(screen.goodCount() == shipped + 2);
    // The shipped quests first, then the player's and the packs'.
    for (int i = 0; i < static_cast<int>(shipped); ++i) CHECK(screen.entryOrigin(i).empty());
    const int mine = filesEntry(screen, user / "quests" / "mine.json");
    const int rats = filesEntry(screen, user / "packs" / "rat_pack" / "quests" / "crypt.json");
    REQUIRE(mine >= static_cast<int>(shipped));
    REQUIRE(rats >= static_cast<int>(shipped));
    CHECK(screen.entryMark(mine) == "yours");
    CHECK(screen.entryMark(rats) == "pack: rat_pack");
    CHECK(screen.entryMark(0).empty());

    // The broken ones: listed after the good ones, each with its file and its problems.
    const int clash = filesEntry(screen, user / "quests" / "clash.json");
    const int broken = filesEntry(screen, user / "quests" / "broken.json");
    REQUIRE(clash >= static_cast<int>(screen.goodCount()));
    REQUIRE(broken >= static_cast<int>(screen.goodCount()));
    CHECK(screen.entryMark(clash) == "yours");

    SECTION("a user quest with a shipped quest's id is refused by name, and cannot start") {
        filesSelect(app, screen, clash);
        CHECK(screen.choice().quest == nullptr);
        REQUIRE_FALSE(screen.selectedProblems().empty());
        CHECK(screen.selectedProblems().front() == (user / "quests" / "clash.json").string() +
                                                       ":3:9: /id: quest id \"the_lost_treasure\" is a shipped quest's "
                                                       "(quests/01-the-lost-treasure.json): choose "
                                                       "another id");
        press(app, SDLK_RETURN);
        CHECK(topScreen(app) == "new_game");
    }
    SECTION("a broken user quest shows its first problem with its file and line") {
        filesSelect(app, screen, broken);
        CHECK(screen.choice().quest == nullptr);
        REQUIRE_FALSE(screen.selectedProblems().empty());
        CHECK(screen.selectedProblems().front().rfind((user / "quests" / "broken.json").string() + ":", 0) == 0);
        press(app, SDLK_RETURN);
        CHECK(topScreen(app) == "new_game");
    }
    SECTION("a user quest says whose it is, in English and French, and starts a game") {
        filesSelect(app, screen, mine);
        REQUIRE(screen.choice().quest != nullptr);
        CHECK(screen.choice().quest->id == "my_crypt");
        CHECK(screen.questFacts().find("yours") != std::string::npos);
        editSettings(app, [](Settings& s) { s.language = "fr"; });
        CHECK(screen.entryMark(mine) == "à vous");
        CHECK(screen.entryMark(rats) == "pack : rat_pack");
        editSettings(app, [](Settings& s) { s.language = "en"; });
        // AI against AI: both groups are the quest's, the game deploys from the player's file.
        clickRect(app, screen.layout().mode_rows[3]);
        press(app, SDLK_RETURN);
        CHECK(topScreen(app) != "new_game");
        CHECK(topScreen(app) != "message");
    }
}

TEST_CASE(
    "A quest changed on disk while listed is reloaded within half a second of the app's clock, a broken one shows its "
    "error",
    "[app][files][reload]") {
    HeadlessHome home;
    const fs::path file = home.root / "data" / "catakombes" / "quests" / "mine.json";
    filesWrite(file, filesQuest("my_crypt", "My crypt"));
    AppOptions options = home.options();
    options.manual_clock = true;
    App app(options);
    REQUIRE(app.ok());
    NewGameScreen& screen = filesOpenNewGame(app);
    const int mine = filesEntry(screen, file);
    REQUIRE(mine >= 0);
    filesSelect(app, screen, mine);
    REQUIRE(screen.choice().quest != nullptr);
    CHECK(screen.choice().quest->title.en == "My crypt");
    app.advanceClock(NewGameScreen::kQuestPollMs);
    app.runFrames(1);
    CHECK(screen.reloads() == 0);  // nothing changed

    // The author saves the file in an editor.
    filesWrite(file, filesQuest("my_crypt", "My crypt, second draft"));
    app.advanceClock(NewGameScreen::kQuestPollMs - 1);
    app.runFrames(1);
    // Not polled yet: at most every half second.
    CHECK(screen.reloads() == 0);
    CHECK(screen.choice().quest->title.en == "My crypt");
    app.advanceClock(1);
    app.runFrames(1);
    CHECK(screen.reloads() == 1);
    CHECK(screen.selected() == filesEntry(screen, file));  // still the same file
    REQUIRE(screen.choice().quest != nullptr);
    CHECK(screen.choice().quest->title.en == "My crypt, second draft");

    // A typo: the entry shows the problem instead, still selected.
    filesWrite(file, "{\n  \"id\": \"my_crypt\",\n  \"number\": 40,\n}\n");
    app.advanceClock(NewGameScreen::kQuestPollMs);
    app.runFrames(1);
    CHECK(screen.reloads() == 2);
    CHECK(screen.selected() == filesEntry(screen, file));
    CHECK(screen.selected() >= static_cast<int>(screen.goodCount()));
    CHECK(screen.choice().quest == nullptr);
    REQUIRE_FALSE(screen.selectedProblems().empty());
    CHECK(screen.selectedProblems().front().rfind(file.string() + ":4:1: ", 0) == 0);

    // Fixed again: back among the good quests, startable.
    filesWrite(file, filesQuest("my_crypt", "My crypt, fixed"));
    app.advanceClock(NewGameScreen::kQuestPollMs);
    app.runFrames(1);
    REQUIRE(screen.choice().quest != nullptr);
    CHECK(screen.choice().quest->title.en == "My crypt, fixed");

    // Under another screen (group building holds the chosen quest) the list is not reloaded.
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "group_heroes");
    filesWrite(file, filesQuest("my_crypt", "My crypt, while building"));
    app.advanceClock(2 * NewGameScreen::kQuestPollMs);
    app.runFrames(2);
    CHECK(screen.reloads() == 3);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "new_game");
    app.advanceClock(NewGameScreen::kQuestPollMs);
    app.runFrames(1);
    CHECK(screen.reloads() == 4);
    REQUIRE(screen.choice().quest != nullptr);
    CHECK(screen.choice().quest->title.en == "My crypt, while building");

    // Saved while the screen was closed: seen at the first poll once it opens again.
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "main_menu");
    filesWrite(file, filesQuest("my_crypt", "My crypt, while away"));
    press(app, SDLK_n);
    REQUIRE(topScreen(app) == "new_game");
    NewGameScreen& again = topAs<NewGameScreen>(app);
    app.advanceClock(NewGameScreen::kQuestPollMs);
    app.runFrames(1);
    CHECK(again.reloads() == 1);
    const int entry = filesEntry(again, file);
    REQUIRE(entry >= 0);
    filesSelect(app, again, entry);
    REQUIRE(again.choice().quest != nullptr);
    CHECK(again.choice().quest->title.en == "My crypt, while away");
}
