// Settings: the dice animation and hand-off toggles apply, persist, and the hand-off setting is
// the New game screen's default.
#include <catch2/catch.hpp>
#include <memory>

#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Dice animation and hand-off toggles persist and reach New game", "[app][settings]") {
    HeadlessHome home;
    {
        App app(home.options());
        REQUIRE(app.ok());
        CHECK(app.settings().animate_dice);
        CHECK(app.settings().hand_off);
        app.screens().push(std::make_unique<SettingsScreen>(app));
        app.runFrames(1);
        // The rows by name, not by place (the Motion rows came between them).
        auto& screen = topAs<SettingsScreen>(app);
        for (int i = 0; i < SettingsScreen::kRowCount && screen.selected() != SettingsScreen::Row::AnimateDice; ++i) {
            pressKey(SDLK_DOWN);
            app.runFrames(1);
        }
        REQUIRE(screen.selected() == SettingsScreen::Row::AnimateDice);
        pressKey(SDLK_RETURN);
        app.runFrames(1);
        for (int i = 0; i < SettingsScreen::kRowCount && screen.selected() != SettingsScreen::Row::HandOff; ++i) {
            pressKey(SDLK_DOWN);
            app.runFrames(1);
        }
        REQUIRE(screen.selected() == SettingsScreen::Row::HandOff);
        pressKey(SDLK_RIGHT);
        app.runFrames(2);
        CHECK_FALSE(app.settings().animate_dice);
        CHECK_FALSE(app.settings().hand_off);
    }
    const Settings reread = loadSettings(home.settingsFile());
    CHECK_FALSE(reread.animate_dice);
    CHECK_FALSE(reread.hand_off);
    App app(home.options());
    REQUIRE(app.ok());
    auto* ng = new NewGameScreen(app);
    app.screens().push(std::unique_ptr<Screen>(ng));
    app.runFrames(1);
    CHECK_FALSE(ng->choice().hand_off);
}
