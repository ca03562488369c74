// New game: the quest list shows the good quests and refuses the broken ones with the
// loader's exact messages.
#include <catch2/catch.hpp>
#include <fstream>
#include <memory>

#include "cata/app/main_menu_screen.h"
#include "cata/app/message_screen.h"
#include "cata/app/quest_detail_screen.h"
#include "cata/app/quest_list_screen.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// A data folder sharing the real assets/, with the real quests plus one broken quest.
std::filesystem::path dataWithBrokenQuest(const std::filesystem::path& root) {
    const std::filesystem::path data = root / "game";
    std::filesystem::create_directories(data / "quests");
    std::filesystem::create_directory_symlink(std::filesystem::path(dataDir()) / "assets", data / "assets");
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(dataDir()) / "quests"))
        if (entry.path().extension() == ".json") std::filesystem::copy_file(entry.path(), data / "quests" / entry.path().filename());
    std::ofstream(data / "quests" / "99-broken.json") << "{\n  \"id\": \"broken\",\n  \"number\": \"nine\"\n}\n";
    return data;
}

}  // namespace

TEST_CASE("The quest list offers every good quest and refuses broken ones with their problems", "[app][quests]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.data_dir = dataWithBrokenQuest(home.root).string();
    App app(options);
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    pressKey(SDLK_n);  // New game
    app.runFrames(2);
    REQUIRE(topScreen(app) == "quest_list");
    auto* list = dynamic_cast<QuestListScreen*>(app.screens().top());
    REQUIRE(list != nullptr);

    const QuestCatalog& catalog = app.quests();
    REQUIRE(catalog.loader_built);
    CHECK(list->goodCount() == catalog.library.quests.size());
    REQUIRE(catalog.library.broken_quests.size() >= 1);
    CHECK(list->entryCount() == catalog.library.quests.size() + catalog.library.broken_quests.size());

    SECTION("choosing a good quest shows its introduction; Start says the board comes later") {
        REQUIRE(list->goodCount() > 0);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "quest_detail");
        auto* detail = dynamic_cast<QuestDetailScreen*>(app.screens().top());
        REQUIRE(detail != nullptr);
        CHECK(&detail->quest() == &catalog.library.quests.front());
        pressKey(SDLK_RETURN);  // Start has the focus
        app.runFrames(2);
        REQUIRE(topScreen(app) == "message");
        auto* message = dynamic_cast<MessageScreen*>(app.screens().top());
        REQUIRE(message != nullptr);
        CHECK(message->title() == app.tr("quest.not_yet_title"));
        pressKey(SDLK_ESCAPE);
        pressKey(SDLK_ESCAPE);
        app.runFrames(4);
        CHECK(topScreen(app) == "quest_list");
    }

    SECTION("choosing a broken quest shows the loader's exact messages") {
        pressKey(SDLK_END);  // the last entry is a broken quest
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "message");
        auto* message = dynamic_cast<MessageScreen*>(app.screens().top());
        REQUIRE(message != nullptr);
        const auto& [file, diagnostics] = *catalog.library.broken_quests.rbegin();
        REQUIRE(!diagnostics.empty());
        REQUIRE(message->problems().size() == diagnostics.size() + 1);
        CHECK(message->problems()[0] == file);
        for (std::size_t i = 0; i < diagnostics.size(); ++i) CHECK(message->problems()[i + 1] == diagnostics[i].format());
    }

    SECTION("the list renders, broken quests in red") {
        SDL_Surface* shot = app.capture();
        REQUIRE(shot != nullptr);
        int red = 0;
        for (int y = 0; y < shot->h; y += 2)
            for (int x = 0; x < shot->w; x += 2) {
                const SDL_Color c = pixelAt(shot, x, y);
                if (c.r > 200 && c.g < 140 && c.b < 130) ++red;
            }
        // Red appears only if the broken entries are in view; scroll to them first when not.
        if (red == 0) {
            pressKey(SDLK_END);
            app.runFrames(1);
            SDL_FreeSurface(shot);
            shot = app.capture();
            for (int y = 0; y < shot->h; y += 2)
                for (int x = 0; x < shot->w; x += 2) {
                    const SDL_Color c = pixelAt(shot, x, y);
                    if (c.r > 200 && c.g < 140 && c.b < 130) ++red;
                }
        }
        CHECK(red > 50);
        SDL_FreeSurface(shot);
    }
}
