// New game: the quest list offers the good quests and shows broken ones in red with the
// loader's exact messages, never startable; the budget, options, seed and hand-off choices.
#include <catch2/catch.hpp>
#include <fstream>
#include <memory>

#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

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

int redPixels(App& app) {
    SDL_Surface* shot = app.capture();
    REQUIRE(shot != nullptr);
    int red = 0;
    for (int y = 0; y < shot->h; y += 2)
        for (int x = 0; x < shot->w; x += 2) {
            const SDL_Color c = pixelAt(shot, x, y);
            if (c.r > 200 && c.g < 140 && c.b < 130) ++red;
        }
    SDL_FreeSurface(shot);
    return red;
}

}  // namespace

TEST_CASE("New game lists every good quest, and broken ones in red that cannot start", "[app][new_game]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.data_dir = dataWithBrokenQuest(home.root).string();
    App app(options);
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    pressKey(SDLK_n);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "new_game");
    auto* screen = dynamic_cast<NewGameScreen*>(app.screens().top());
    REQUIRE(screen != nullptr);

    const QuestCatalog& catalog = app.quests();
    REQUIRE(catalog.loader_built);
    // Every quest but those of the tutorial's lessons (First steps on the main menu plays them).
    REQUIRE(catalog.lesson_quests == std::vector<std::string>{"first_steps"});
    const std::size_t listed = catalog.library.quests.size() - catalog.lesson_quests.size();
    CHECK(screen->goodCount() == listed);
    REQUIRE(catalog.library.broken_quests.size() >= 1);
    CHECK(screen->entryCount() == listed + catalog.library.broken_quests.size());

    SECTION("Quest I is selected first, with its budget; the hand-off follows the settings") {
        REQUIRE(screen->choice().quest != nullptr);
        CHECK(screen->choice().quest->number == 1);
        CHECK(screen->choice().budget == screen->choice().quest->budget);
        CHECK(screen->choice().hand_off == app.settings().hand_off);
        CHECK(screen->choice().players == cata::content::kHotSeat);
    }

    SECTION("a broken quest shows the loader's exact messages and Next does nothing") {
        pressKey(SDLK_END);
        app.runFrames(1);
        CHECK(screen->choice().quest == nullptr);
        const auto& [file, diagnostics] = *catalog.library.broken_quests.rbegin();
        REQUIRE(screen->selectedProblems().size() == diagnostics.size());
        for (std::size_t i = 0; i < diagnostics.size(); ++i) CHECK(screen->selectedProblems()[i] == diagnostics[i].format());
        CHECK(redPixels(app) > 200);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        CHECK(topScreen(app) == "new_game");
        CHECK_FALSE(screen->next());
    }

    SECTION("the budget steps by 25 both ways, above the quest's own too (R53)") {
        const int budget = screen->choice().budget;
        pressKey(SDLK_LEFT);
        app.runFrames(1);
        CHECK(screen->choice().budget == budget - 25);
        const NewGameScreen::Layout l = screen->layout();
        clickAt(l.budget_plus.centerX(), l.budget_plus.centerY());
        clickAt(l.budget_plus.centerX(), l.budget_plus.centerY());
        app.runFrames(2);
        CHECK(screen->choice().budget == budget + 25);
    }

    SECTION("a quest with fixed groups has a fixed budget") {
        for (int i = 0; i < static_cast<int>(screen->goodCount()); ++i) {
            screen->select(i);
            const cata::QuestDef* q = screen->choice().quest;
            REQUIRE(q != nullptr);
            const bool fixed = q->hero_roster || q->master_roster;
            CHECK((budgetChoices(*q).size() == 1) == fixed);
        }
    }

    SECTION("the optional rules and the hand-off are toggles; the AI modes can be chosen") {
        const NewGameScreen::Layout l = screen->layout();
        for (const Rect& r : l.toggles) clickAt(r.x + 10, r.centerY());
        const Rect solo = l.mode_rows[modeIndex(cata::content::kSoloVsMaster)];
        clickAt(solo.centerX(), solo.centerY());
        app.runFrames(6);
        CHECK_FALSE(screen->choice().options.unexpected_events);
        CHECK_FALSE(screen->choice().options.duel);
        CHECK_FALSE(screen->choice().options.critical_hit);
        CHECK(screen->choice().hand_off != app.settings().hand_off);
        CHECK(screen->choice().players == cata::content::kSoloVsMaster);
        const std::uint64_t seed = screen->choice().seed;
        SDL_Delay(2);
        clickAt(l.reseed.centerX(), l.reseed.centerY());
        app.runFrames(2);
        CHECK(screen->choice().seed != seed);
    }
}

TEST_CASE("New game: the hand-off toggle is offered in hot-seat only, and the options still fit", "[app][new_game]") {
    // Where an AI plays a side there is no hand-off screen, yet the toggle
    // was shown (and did nothing) in solo and the AI modes.
    using Size = std::pair<int, int>;
    const Size window = GENERATE(Size{1024, 640}, Size{1280, 800});
    const double scale = GENERATE(1.0, 2.0);
    HeadlessHome home;
    const auto owned = sizedApp(home, window.first, window.second, scale);
    App& app = *owned;
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto* screen = dynamic_cast<NewGameScreen*>(app.screens().top());
    REQUIRE(screen != nullptr);
    const std::string label = app.tr("newgame.option.hand_off");
    const NewGameScreen::Layout hot_seat = screen->layout();
    const Rect hot_seat_toggle = hot_seat.toggles[3];

    // Hot-seat: shown, and a click switches it.
    CHECK(hot_seat_toggle.w > 0);
    CHECK(findText(recordFrame(app), label) != nullptr);
    const bool hand_off = screen->choice().hand_off;
    clickAt(hot_seat_toggle.x + 10, hot_seat_toggle.centerY());
    app.runFrames(2);
    CHECK(screen->choice().hand_off != hand_off);

    for (const cata::content::Players mode :
         {cata::content::kSoloVsMaster, cata::content::kHeroesAi, cata::content::kAiVsAi}) {
        INFO("mode " << modeIndex(mode) << ", " << window.first << "x" << window.second << " at " << scale);
        const Rect row = screen->layout().mode_rows[modeIndex(mode)];
        clickAt(row.centerX(), row.centerY());
        app.runFrames(2);
        REQUIRE(screen->choice().players == mode);
        const NewGameScreen::Layout l = screen->layout();
        CHECK(l.toggles[3].w == 0);
        const LayoutRecord rec = recordFrame(app);
        CHECK(findText(rec, label) == nullptr);
        CHECK(layoutProblems(rec).empty());
        // Where the toggle was, a click changes nothing; the other options stay in place.
        const bool before = screen->choice().hand_off;
        clickAt(hot_seat_toggle.x + 10, hot_seat_toggle.centerY());
        app.runFrames(2);
        CHECK(screen->choice().hand_off == before);
        for (int i = 0; i < 3; ++i) CHECK(str(l.toggles[i]) == str(hot_seat.toggles[i]));
    }
    // Back to hot-seat: offered again.
    const Rect hot = screen->layout().mode_rows[modeIndex(cata::content::kHotSeat)];
    clickAt(hot.centerX(), hot.centerY());
    app.runFrames(2);
    CHECK(str(screen->layout().toggles[3]) == str(hot_seat_toggle));
}

TEST_CASE("New game: the quest editor's and quest packs' buttons open them where the row has room, E and P always",
          "[app][new_game][editor][packs]") {
    HeadlessHome home;
    int shown = 0;
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}, {1920, 1080}})
        for (const double scale : {1.0, 1.5, 2.0})
            for (const char* language : {"en", "fr"}) {
                auto app = sizedApp(home, w, h, scale, language);
                app->screens().push(std::make_unique<NewGameScreen>(*app));
                app->runFrames(2);
                INFO(w << "x" << h << " at " << scale * 100 << " % " << language);
                const NewGameScreen::Layout l = topAs<NewGameScreen>(*app).layout();
                CHECK(layoutProblems(*app).empty());
                // Both or neither, between Back and Next, never over them.
                CHECK((l.editor.w > 0) == (l.packs.w > 0));
                if (l.editor.w > 0) {
                    ++shown;
                    CHECK(l.editor.x >= l.back.right());
                    CHECK(l.packs.x >= l.editor.right());
                    CHECK(l.packs.right() <= l.next.x);
                    CHECK(findText(recordFrame(*app), app->tr("newgame.editor_button")) != nullptr);
                    CHECK(findText(recordFrame(*app), app->tr("newgame.packs_button")) != nullptr);
                    clickRect(*app, l.editor);
                    CHECK(topScreen(*app) == "editor");
                    press(*app, SDLK_ESCAPE);
                    REQUIRE(topScreen(*app) == "new_game");
                    clickRect(*app, l.packs);
                    CHECK(topScreen(*app) == "packs");
                    press(*app, SDLK_ESCAPE);
                    REQUIRE(topScreen(*app) == "new_game");
                }
                // The keys, whether or not the buttons are drawn.
                press(*app, SDLK_e);
                CHECK(topScreen(*app) == "editor");
                press(*app, SDLK_ESCAPE);
                REQUIRE(topScreen(*app) == "new_game");
                press(*app, SDLK_p);
                CHECK(topScreen(*app) == "packs");
            }
    CHECK(shown >= 6);  // at least the 1280- and 1920-wide windows at 100 %
}
