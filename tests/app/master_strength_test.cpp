// The Master AI's strength on the new game screen: Rulebook (R44), Veteran and Nightmare (the
// search Master, ai/search.h), chosen by a click on its row or A / Shift+A when an AI plays the
// Master, kept across the modes, and the game started with it (the deployment's players).
#include <catch2/catch.hpp>

#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/new_game_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("Master strength: the order Rulebook, Veteran, Nightmare, round both ways", "[app][new_game][strength]") {
    using content::Player;
    CHECK(nextMasterStrength(Player::Rulebook, +1) == Player::Veteran);
    CHECK(nextMasterStrength(Player::Veteran, +1) == Player::Nightmare);
    CHECK(nextMasterStrength(Player::Nightmare, +1) == Player::Rulebook);
    CHECK(nextMasterStrength(Player::Rulebook, -1) == Player::Nightmare);
    CHECK(nextMasterStrength(Player::Nightmare, -1) == Player::Veteran);
    // A search Master plays the rulebook Master's modes.
    CHECK(modeIndex({Player::Human, Player::Nightmare}) == modeIndex(content::kSoloVsMaster));
    CHECK(modeIndex({Player::HeroesAi, Player::Veteran}) == modeIndex(content::kAiVsAi));
    CHECK(modeIndex({Player::Human, Player::Human}) == modeIndex(content::kHotSeat));
}

TEST_CASE_METHOD(AppTest,
                 "Master strength: chosen by click or M in the AI modes only, kept across modes, and the game plays it",
                 "[app][new_game][strength]") {
    using content::Player;
    auto& ng = newGameOnQuestOne(app);
    // Hot-seat: a human Master, no strength; A changes nothing.
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kHotSeat)], 1);
    pressKey(SDLK_a);
    app.runFrames(1);
    CHECK(ng.choice().players == content::kHotSeat);
    // Solo: the rulebook's Master first; a click on the row, then A, then Shift+A.
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kSoloVsMaster)], 1);
    CHECK(ng.choice().players.master == Player::Rulebook);
    clickRect(app, ng.layout().strength, 1);
    CHECK(ng.choice().players.master == Player::Veteran);
    pressKey(SDLK_a);
    app.runFrames(1);
    CHECK(ng.choice().players.master == Player::Nightmare);
    pressKeyWith(SDLK_a, KMOD_LSHIFT);
    app.runFrames(1);
    CHECK(ng.choice().players.master == Player::Veteran);
    CHECK(modeIndex(ng.choice().players) == modeIndex(content::kSoloVsMaster));
    // The note under the modes says how a search Master plays (no solo table), not R44's.
    REQUIRE_FALSE(ng.layout().note_lines.empty());
    CHECK(ng.layout().note_lines.front().rfind("The Master AI tries its actions", 0) == 0);
    // Through "Heroes AI vs you" (a human Master) and back to AI vs AI: Veteran kept.
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kHeroesAi)], 1);
    CHECK(ng.choice().players == content::kHeroesAi);
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kAiVsAi)], 1);
    CHECK(ng.choice().players == content::Players{Player::HeroesAi, Player::Veteran});
    // The row says so, in the player's language.
    CHECK(app.strings().format("newgame.strength", app.tr("ai.strength.veteran")) ==
          "Master AI: \u2039 Veteran \u203a");
    // Solo against the Veteran: the heroes' group, then the deployment with the search Master.
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kSoloVsMaster)], 1);
    REQUIRE(ng.choice().players == content::Players{Player::Human, Player::Veteran});
    clickRect(app, ng.layout().next);
    REQUIRE(topScreen(app) == "group_heroes");
    auto& g = topAs<GroupScreen>(app);
    clickRect(app, g.defaultButton(), 1);
    clickRect(app, g.nextButton());
    REQUIRE(topScreen(app) == "deploy");
    auto& deploy = topAs<DeployScreen>(app);
    CHECK(deploy.players().master == Player::Veteran);
    CHECK(deploy.error().empty());
    CHECK(deploy.aiPlaces(deploy.game().heroes.size()));  // the AI places the Master's characters
}
