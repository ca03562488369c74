// An AI side builds its own group; the player builds only his own and meets
// the AI's on the board (no "(heroes, look away)" screen for the Master AI's group).
#include <catch2/catch.hpp>

#include "cata/app/ai_driver.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/new_game_screen.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The New game screen on Quest I with `mode` chosen, Next pressed.
void newGame(App& app, const cata::content::Players& mode) {
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto& ng = dynamic_cast<NewGameScreen&>(*app.screens().top());
    ng.select(0);
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->number == 1);
    const Rect row = ng.layout().mode_rows[modeIndex(mode)];
    clickAt(row.centerX(), row.centerY());
    app.runFrames(2);
    REQUIRE(ng.choice().players == mode);
    pressKey(SDLK_RETURN);
    app.runFrames(2);
}

/// The R53 checks of group building hold for `group` (the Master's when not `heroes`).
void checkGroup(App& app, const std::vector<Placement>& group, bool heroes, int budget) {
    const content::ContentLibrary& lib = app.quests().library;
    std::vector<const CharacterCard*> built;
    for (const Placement& p : group) {
        const CharacterCard* card = lib.card(p.card);
        REQUIRE(card != nullptr);
        CHECK(checkAddition(built, *card, heroes, budget) == Refusal::Ok);
        built.push_back(card);
    }
}

}  // namespace

TEST_CASE("Solo: from the heroes' group straight to deployment, the Master AI's group built within the rules",
          "[app][group][solo]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    newGame(app, cata::content::kSoloVsMaster);
    REQUIRE(topScreen(app) == "group_heroes");
    auto& heroes = dynamic_cast<GroupScreen&>(*app.screens().top());
    REQUIRE_FALSE(heroes.fixed());
    heroes.defaultGroup();
    REQUIRE(heroes.group().size() >= 2);
    heroes.remove(0);  // the player's own choice, not the default
    std::vector<std::string> chosen;
    for (const CharacterCard* c : heroes.group()) chosen.push_back(c->id);
    const int budget = heroes.budget();
    REQUIRE(heroes.next());
    app.runFrames(2);

    // No Master's group screen: deployment at once.
    REQUIRE(topScreen(app) == "deploy");
    auto& deploy = dynamic_cast<DeployScreen&>(*app.screens().top());
    CHECK(deploy.error().empty());
    CHECK(deploy.players().master == cata::content::Player::Rulebook);
    const content::NewGame& game = deploy.game();
    std::vector<std::string> placed;
    for (const Placement& p : game.heroes) placed.push_back(p.card);
    CHECK(placed == chosen);  // the heroes are the player's
    REQUIRE_FALSE(game.master.empty());
    checkGroup(app, game.heroes, true, budget);
    checkGroup(app, game.master, false, budget);  // Master cards only, one leader, within the budget
    int leaders = 0;
    for (const Placement& p : game.master)
        if (app.quests().library.card(p.card)->formation == Formation::MasterLeader) ++leaders;
    CHECK(leaders == 1);
    // The game starts: the core accepts both groups.
    std::string error;
    CHECK(content::GameSession::start(app.documents(), game, &error));
    CHECK(error.empty());
}

TEST_CASE("Hot-seat still builds both groups, AI heroes leave only the Master's to the player", "[app][group][solo]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    SECTION("hot-seat") {
        newGame(app, cata::content::kHotSeat);
        REQUIRE(topScreen(app) == "group_heroes");
        auto& heroes = dynamic_cast<GroupScreen&>(*app.screens().top());
        heroes.defaultGroup();
        REQUIRE(heroes.next());
        app.runFrames(2);
        CHECK(topScreen(app) == "group_master");
    }
    SECTION("AI heroes against a human Master") {
        newGame(app, cata::content::kHeroesAi);
        REQUIRE(topScreen(app) == "group_master");
        auto& master = dynamic_cast<GroupScreen&>(*app.screens().top());
        master.defaultGroup();
        const int budget = master.budget();  // the screen goes when deployment opens
        REQUIRE(master.next());
        app.runFrames(2);
        REQUIRE(topScreen(app) == "deploy");
        const auto& game = dynamic_cast<DeployScreen&>(*app.screens().top()).game();
        CHECK_FALSE(game.heroes.empty());
        checkGroup(app, game.heroes, true, budget);
    }
    SECTION("AI against AI") {
        newGame(app, cata::content::kAiVsAi);
        REQUIRE(topScreen(app) == "deploy");
    }
}

TEST_CASE("The New game mode note says who plays what (not the Master AI in hot-seat)", "[app][group][solo]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto& ng = dynamic_cast<NewGameScreen&>(*app.screens().top());
    const auto joined = [&] {
        std::string all;
        for (const auto& line : ng.layout().note_lines) all += line + " ";
        return all;
    };
    REQUIRE(ng.choice().players == cata::content::kHotSeat);
    CHECK(joined().find("Master AI") == std::string::npos);
    CHECK(joined().find("Two players") != std::string::npos);
    const Rect hot_seat_modes = ng.layout().modes;
    const Rect solo = ng.layout().mode_rows[modeIndex(cata::content::kSoloVsMaster)];
    clickAt(solo.centerX(), solo.centerY());
    app.runFrames(2);
    CHECK(joined().find("Master AI") != std::string::npos);
    const Rect solo_modes = ng.layout().modes;  // choosing a mode moves nothing
    CHECK((solo_modes.x == hot_seat_modes.x && solo_modes.y == hot_seat_modes.y && solo_modes.w == hot_seat_modes.w &&
           solo_modes.h == hot_seat_modes.h));
}

TEST_CASE("Group building says where Next leads and asks the heroes to look away only in hot-seat",
          "[app][group][solo]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    SECTION("hot-seat: the heroes' Next leads to the Master's group, built while the heroes look away") {
        newGame(app, cata::content::kHotSeat);
        auto& heroes = dynamic_cast<GroupScreen&>(*app.screens().top());
        CHECK(std::string(heroes.subtitleKey()) == "group.subtitle.heroes");
        CHECK(std::string(heroes.nextLabelKey()) == "group.next_master");
        heroes.defaultGroup();
        REQUIRE(heroes.next());
        app.runFrames(2);
        REQUIRE(topScreen(app) == "group_master");
        auto& master = dynamic_cast<GroupScreen&>(*app.screens().top());
        CHECK(std::string(master.subtitleKey()) == "group.subtitle.master");
        CHECK(app.strings().format(master.subtitleKey(), 1, "x").find("look away") != std::string::npos);
        CHECK(std::string(master.nextLabelKey()) == "group.next_deploy");
    }
    SECTION("solo: the Master AI builds its own group, so the heroes' Next leads to deployment") {
        newGame(app, cata::content::kSoloVsMaster);
        auto& heroes = dynamic_cast<GroupScreen&>(*app.screens().top());
        CHECK(std::string(heroes.nextLabelKey()) == "group.next_deploy");
        CHECK(app.tr(heroes.nextLabelKey()) == "Next: deploy");
    }
    SECTION("heroes AI against the player: nobody to look away while the Master's player builds") {
        newGame(app, cata::content::kHeroesAi);
        REQUIRE(topScreen(app) == "group_master");
        auto& master = dynamic_cast<GroupScreen&>(*app.screens().top());
        CHECK(std::string(master.subtitleKey()) == "group.subtitle.master_alone");
        CHECK(app.strings().format(master.subtitleKey(), 1, "x").find("look away") == std::string::npos);
        CHECK(std::string(master.nextLabelKey()) == "group.next_deploy");
    }
}

TEST_CASE("Play 8 #15: a quest that sets only the Master's group says so, and his screen asks nobody to choose",
          "[app][group][text]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto& ng = dynamic_cast<NewGameScreen&>(*app.screens().top());
    const auto selectQuest = [&](int number) {
        for (int i = 0; i < 20; ++i) {
            ng.select(i);
            if (ng.choice().quest && ng.choice().quest->number == number) return true;
        }
        return false;
    };
    REQUIRE(selectQuest(1));
    CHECK(ng.questFacts().find("set by the quest") == std::string::npos);  // both groups built
    REQUIRE(selectQuest(4));                                               // Escape: the Master's roster only
    REQUIRE(ng.choice().quest->master_roster);
    REQUIRE_FALSE(ng.choice().quest->hero_roster);
    CHECK(ng.questFacts() == "Turn limit: 10  ·  Master's group set by the quest");
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    CHECK(ng.questFacts().find("Groupe du Maître fixé par la quête") != std::string::npos);
    editSettings(app, [](Settings& st) { st.language = "en"; });

    // Hot-seat: the heroes build theirs, then the Master's screen shows the quest's group.
    const Rect row = ng.layout().mode_rows[modeIndex(cata::content::kHotSeat)];
    clickAt(row.centerX(), row.centerY());
    app.runFrames(2);
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");
    auto& heroes = dynamic_cast<GroupScreen&>(*app.screens().top());
    CHECK(std::string(heroes.subtitleKey()) == "group.subtitle.heroes");
    heroes.defaultGroup();
    REQUIRE(heroes.next());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_master");
    auto& master = dynamic_cast<GroupScreen&>(*app.screens().top());
    CHECK(std::string(master.subtitleKey()) == "group.subtitle.master_fixed");
    const std::string en = app.strings().format(master.subtitleKey(), 4, "Escape");
    CHECK(en == "Quest 4: Escape  —  the quest sets the Master's group");
    CHECK(en.find("look away") == std::string::npos);
    CHECK(en.find("chooses") == std::string::npos);
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    const std::string fr = app.strings().format(master.subtitleKey(), 4, "Évasion");
    CHECK(fr.find("la quête fixe le groupe du Maître") != std::string::npos);
    CHECK(fr.find("détournez") == std::string::npos);
}
