// Screenshots of the setup screens (new game, group building, card view, load, rules) written
// as PNGs next to the test binary, with checks that their panels, text and colours are where
// they should be. Open them to judge the look.
#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <memory>

#include "cata/app/card_view.h"
#include "cata/app/group_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/content/engine_setup.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Saves the current frame as build/…/tests/setup_<name>.png and returns the capture (freed by
/// the caller).
SDL_Surface* shootSetup(App& app, const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + "setup_" + name + ".png";
    SDL_free(base);
    CHECK(app.saveScreenshot(path));
    SDL_Surface* s = app.capture();
    REQUIRE(s != nullptr);
    return s;
}

int count(const SDL_Surface* s, const Rect& r, const std::function<bool(SDL_Color)>& test) {
    int n = 0;
    for (int y = std::max(0, r.y); y < std::min(s->h, r.bottom()); ++y)
        for (int x = std::max(0, r.x); x < std::min(s->w, r.right()); ++x)
            if (test(pixelAt(s, x, y))) ++n;
    return n;
}

bool bright(SDL_Color c) { return c.r + c.g + c.b > 450; }
bool gold(SDL_Color c) { return c.r > 190 && c.g > 150 && c.b < 150; }
bool red(SDL_Color c) { return c.r > 200 && c.g < 140 && c.b < 130; }

}  // namespace

TEST_CASE("Setup screens render legibly", "[app][screenshots]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);

    SECTION("new game, group building, card view") {
        for (const char* language : {"en", "fr"}) {
            Settings s = app.settings();
            s.language = language;
            app.changeSettings(s);
            const std::string suffix = std::string("_") + language;
            auto* ng = new NewGameScreen(app);
            app.screens().push(std::unique_ptr<Screen>(ng));
            app.runFrames(2);
            SDL_Surface* shot = shootSetup(app, "new_game" + suffix);
            const NewGameScreen::Layout l = ng->layout();
            CHECK(count(shot, ng->entryRect(0), bright) > 150);          // Quest I's title
            CHECK(count(shot, l.detail, bright) > 1500);                 // introduction text
            CHECK(count(shot, l.preview, [](SDL_Color c) { return c.r > 80 && c.r < 110 && c.g > 70 && c.g < 95; }) > 500);  // map floor
            CHECK(count(shot, l.options, bright) > 300);
            CHECK(count(shot, l.next, gold) > 50);
            SDL_FreeSurface(shot);

            ng->next();
            app.runFrames(2);
            auto* heroes = dynamic_cast<GroupScreen*>(app.screens().top());
            REQUIRE(heroes != nullptr);
            heroes->add(*heroes->available()[0]);
            heroes->add(*heroes->available()[1]);
            heroes->add(*heroes->available()[3]);
            heroes->add(*heroes->available()[2]);  // refused: over budget
            app.runFrames(1);
            shot = shootSetup(app, "group_heroes" + suffix);
            CHECK(count(shot, heroes->cardRect(0), [](SDL_Color c) { return c.r + c.g + c.b > 200; }) > 2000);  // portrait
            CHECK(count(shot, heroes->memberRect(0), bright) > 50);
            CHECK(count(shot, Rect{0, heroes->nextButton().y - 50, app.width(), 36}, red) > 50);  // the refusal
            SDL_FreeSurface(shot);

            heroes->next();
            app.runFrames(2);
            auto* master = dynamic_cast<GroupScreen*>(app.screens().top());
            REQUIRE(master != nullptr);
            master->defaultGroup();
            app.runFrames(1);
            shot = shootSetup(app, "group_master" + suffix);
            CHECK(count(shot, master->memberRect(0), bright) > 50);
            SDL_FreeSurface(shot);

            app.screens().push(std::make_unique<CardViewScreen>(app, *master->available()[0]));
            app.runFrames(2);
            shot = shootSetup(app, "card_view" + suffix);
            CHECK(count(shot, Rect{app.width() / 2 - 200, 100, 400, 500}, bright) > 3000);
            SDL_FreeSurface(shot);
            pressKey(SDLK_ESCAPE);
            pressKey(SDLK_ESCAPE);
            app.runFrames(3);
            pressKey(SDLK_ESCAPE);
            pressKey(SDLK_ESCAPE);
            app.runFrames(3);
            REQUIRE(topScreen(app) == "main_menu");
        }
    }

    SECTION("at 150% the setup screens still fit the window") {
        Settings s = app.settings();
        s.ui_scale = 1.5;
        app.changeSettings(s);
        auto* ng = new NewGameScreen(app);
        app.screens().push(std::unique_ptr<Screen>(ng));
        app.runFrames(2);
        SDL_FreeSurface(shootSetup(app, "new_game_150"));
        const NewGameScreen::Layout l = ng->layout();
        CHECK(l.next.right() <= app.width());
        CHECK(l.next.bottom() <= app.height());
        CHECK(l.options.right() <= app.width());
        ng->next();
        app.runFrames(2);
        auto* heroes = dynamic_cast<GroupScreen*>(app.screens().top());
        REQUIRE(heroes != nullptr);
        heroes->defaultGroup();
        app.runFrames(1);
        SDL_FreeSurface(shootSetup(app, "group_heroes_150"));
        CHECK(heroes->nextButton().right() <= app.width());
    }

    SECTION("load") {
        const cata::QuestDef& quest = app.quests().library.quests.front();
        const auto d = cata::content::deploy(app.quests().library, quest, std::nullopt, std::nullopt);
        cata::content::NewGame game{quest.id, {}, 3, 0, d.heroes, d.master};
        std::string error;
        auto session = cata::content::GameSession::start(app.documents(), game, &error);
        REQUIRE(session != nullptr);
        std::filesystem::create_directories(home.savesDir());
        REQUIRE(session->save(home.savesDir() / "evening.json", &error));
        REQUIRE(cata::content::Autosaves(home.savesDir() / "autosave").write(*session, &error));
        std::ofstream(home.savesDir() / "torn.json") << "{\"format\": \"catakombes-save\"}";
        auto* load = new LoadScreen(app);
        app.screens().push(std::unique_ptr<Screen>(load));
        app.runFrames(2);
        SDL_Surface* shot = shootSetup(app, "load_en");
        int red_rows = 0;
        for (int i = 0; i < 3; ++i)
            if (count(shot, load->rowRect(i), red) > 100) ++red_rows;
        CHECK(red_rows == 1);
        CHECK(count(shot, load->rowRect(0), bright) + count(shot, load->rowRect(1), bright) > 300);
        SDL_FreeSurface(shot);
    }

    SECTION("rules") {
        for (const char* language : {"en", "fr"}) {
            Settings s = app.settings();
            s.language = language;
            app.changeSettings(s);
            auto* rules = new RulesScreen(app, "fear");
            app.screens().push(std::unique_ptr<Screen>(rules));
            app.runFrames(2);
            SDL_Surface* shot = shootSetup(app, std::string("rules_") + language);
            CHECK(count(shot, rules->textRect(), bright) > 2000);
            CHECK(count(shot, rules->topicRect(rules->selected()), bright) > 100);
            SDL_FreeSurface(shot);
            pressKey(SDLK_ESCAPE);
            app.runFrames(2);
        }
    }
}
