// Load and Continue: the saves folder and its autosaves, newest first; a broken file in red and
// not loadable; loading opens the board.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/board_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/engine_setup.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;

namespace {

/// A new game of Quest I with the default groups.
std::unique_ptr<cata::content::GameSession> newQuestOne(App& app) {
    const cata::QuestDef& quest = app.quests().library.quests.front();
    const cata::content::Deployment d = cata::content::deploy(app.quests().library, quest, std::nullopt, std::nullopt);
    REQUIRE(d.error.empty());
    cata::content::NewGame game;
    game.quest_id = quest.id;
    game.seed = 7;
    game.heroes = d.heroes;
    game.master = d.master;
    std::string error;
    auto session = cata::content::GameSession::start(app.documents(), game, &error);
    INFO(error);
    REQUIRE(session != nullptr);
    return session;
}

void age(const fs::path& file, int minutes) {
    fs::last_write_time(file, fs::file_time_type::clock::now() - std::chrono::minutes(minutes));
}

}  // namespace

TEST_CASE("Load lists saves and autosaves newest first, broken ones in red, Continue loads the newest",
          "[app][load]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    const fs::path saves = home.savesDir();
    fs::create_directories(saves / "autosave");
    auto session = newQuestOne(app);
    std::string error;
    REQUIRE(session->save(saves / "game1.json", &error));
    age(saves / "game1.json", 30);
    std::ofstream(saves / "broken.json") << "{ not json";
    age(saves / "broken.json", 1);  // the newest file, but not a save
    REQUIRE(cata::content::Autosaves(saves / "autosave").write(*session, &error));
    const fs::path autosave = saves / "autosave" / session->gameId() / "autosave-1.json";
    REQUIRE(fs::exists(autosave));
    age(autosave, 10);

    const std::vector<cata::content::SaveSummary> all = allSaves(saves);
    REQUIRE(all.size() == 3);
    CHECK(all[0].path.filename() == "broken.json");
    CHECK_FALSE(all[0].error.empty());
    CHECK(all[1].path == autosave);
    CHECK(all[2].path.filename() == "game1.json");
    CHECK(all[2].quest_id == app.quests().library.quests.front().id);
    CHECK(all[2].turn == 1);

    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    auto* menu = dynamic_cast<MainMenuScreen*>(app.screens().top());
    REQUIRE(menu != nullptr);
    CHECK(menu->enabled(MainMenuScreen::Item::Continue));
    CHECK(menu->selected() == MainMenuScreen::Item::Continue);
    CHECK(menu->newestSave() == autosave);

    SECTION("Continue opens the board on the newest readable save") {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "hand_off");  // a hot-seat game: the hand-off first (R48)
        pressKey(SDLK_SPACE);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "board");
        auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
        REQUIRE(board != nullptr);
        CHECK(board->session().state().turn() == 1);
    }

    SECTION("Load: the broken file is red and refuses; the good one opens the board") {
        pressKey(SDLK_l);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "load");
        auto* load = dynamic_cast<LoadScreen*>(app.screens().top());
        REQUIRE(load != nullptr);
        REQUIRE(load->saves().size() == 3);
        SDL_Surface* shot = app.capture();
        REQUIRE(shot != nullptr);
        const Rect broken = load->rowRect(0);
        int red = 0;
        for (int y = broken.y; y < broken.bottom(); ++y)
            for (int x = broken.x; x < broken.right(); ++x) {
                const SDL_Color c = pixelAt(shot, x, y);
                if (c.r > 200 && c.g < 140 && c.b < 130) ++red;
            }
        CHECK(red > 100);
        SDL_FreeSurface(shot);
        pressKey(SDLK_RETURN);  // the broken one is selected first
        app.runFrames(2);
        CHECK(topScreen(app) == "load");
        CHECK(load->error() == load->saves()[0].error);
        {
            // The error line takes the place of the list's "1 / 3" under it (they would cross).
            LayoutRecord rec;
            app.painter().record(&rec);
            app.redraw();
            app.runFrames(1);
            app.painter().record(nullptr);
            bool error_drawn = false, position_drawn = false;
            for (const auto& t : rec.texts) {
                error_drawn = error_drawn || t.text == load->error();
                position_drawn = position_drawn || t.text == load->position();
            }
            CHECK(error_drawn);
            CHECK_FALSE(position_drawn);
        }
        // Click the last row twice: select, then load.
        const Rect game = load->rowRect(2);
        clickAt(game.centerX(), game.centerY());
        app.runFrames(1);
        CHECK(load->selected() == 2);
        clickAt(game.centerX(), game.centerY());
        app.runFrames(2);
        CHECK(topScreen(app) == "hand_off");  // a hot-seat game: the hand-off first (R48)
    }

    SECTION("Delete asks once, then removes the file") {
        pressKey(SDLK_l);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "load");
        auto* load = dynamic_cast<LoadScreen*>(app.screens().top());
        REQUIRE(load != nullptr);
        pressKey(SDLK_DELETE);
        app.runFrames(1);
        CHECK(fs::exists(saves / "broken.json"));
        pressKey(SDLK_DELETE);
        app.runFrames(1);
        CHECK_FALSE(fs::exists(saves / "broken.json"));
        CHECK(load->saves().size() == 2);
    }
}

TEST_CASE("Load: a long list shows a scroll bar and the selected save's place, \"12 / 54\"", "[app][load]") {
    // Play 7 #14: with 54 saves, no bar and no position, the player took the list's bottom edge
    // for its end and reported a lost save.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    const fs::path saves = home.savesDir();
    fs::create_directories(saves);
    auto session = newQuestOne(app);
    std::string error;
    REQUIRE(session->save(saves / "game-a.json", &error));
    REQUIRE(session->save(saves / "game-b.json", &error));

    const auto drawnTexts = [&app] {
        LayoutRecord rec;
        app.painter().record(&rec);
        app.redraw();
        app.runFrames(1);
        app.painter().record(nullptr);
        std::vector<std::string> out;
        for (const auto& t : rec.texts) out.push_back(t.text);
        return out;
    };
    const auto has = [](const std::vector<std::string>& texts, const std::string& text) {
        return std::find(texts.begin(), texts.end(), text) != texts.end();
    };

    SECTION("two saves fit: no bar, \"1 / 2\"") {
        app.screens().push(std::make_unique<LoadScreen>(app));
        app.runFrames(1);
        auto& load = topAs<LoadScreen>(app);
        CHECK_FALSE(load.scrollTrack());
        CHECK(load.position() == "1 / 2");
        CHECK(has(drawnTexts(), "1 / 2"));
    }
    SECTION("54 saves: the bar's thumb follows the selection from the top to the bottom") {
        for (int i = 0; i < 52; ++i)
            fs::copy_file(saves / "game-a.json", saves / ("copy-" + std::to_string(i) + ".json"));
        app.screens().push(std::make_unique<LoadScreen>(app));
        app.runFrames(1);
        auto& load = topAs<LoadScreen>(app);
        REQUIRE(load.saves().size() == 54);
        const std::optional<Rect> track = load.scrollTrack();
        REQUIRE(track);
        CHECK(load.position() == "1 / 54");
        CHECK(has(drawnTexts(), "1 / 54"));
        const Rect top = load.scrollBarThumb();
        CHECK(top.y == track->y);
        CHECK(top.h < track->h / 4);
        // The thumb is drawn, gold, in the margin right of the rows.
        CHECK(top.x >= load.rowRect(0).right());
        SDL_Surface* shot = app.capture();
        REQUIRE(shot != nullptr);
        const SDL_Color c = pixelAt(shot, top.centerX(), top.centerY());
        SDL_FreeSurface(shot);
        CHECK((c.r == theme().gold.r && c.g == theme().gold.g && c.b == theme().gold.b));
        for (int i = 0; i < 11; ++i) pressKey(SDLK_DOWN);
        app.runFrames(1);
        CHECK(load.position() == "12 / 54");
        CHECK(has(drawnTexts(), "12 / 54"));
        const Rect middle = load.scrollBarThumb();
        CHECK(middle.y > top.y);
        pressKey(SDLK_END);
        app.runFrames(1);
        CHECK(load.position() == "54 / 54");
        const Rect bottom = load.scrollBarThumb();
        CHECK(bottom.bottom() == track->bottom());
        CHECK(has(drawnTexts(), "54 / 54"));
    }
}
