// The deployment screen with real mouse events: move a hero inside the entry zone, refused
// outside it, automatic deployment, start.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/help_overlay.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

bool taken(const content::NewGame& g, Pos p) {
    const auto at = [&](const Placement& pl) { return pl.at == p; };
    return std::any_of(g.heroes.begin(), g.heroes.end(), at) || std::any_of(g.master.begin(), g.master.end(), at);
}

}  // namespace

TEST_CASE("Deployment: heroes move inside their zone only, auto-deploy, start", "[app][board][deploy]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    const content::NewGame defaults = questOne(app);
    app.screens().push(std::make_unique<DeployScreen>(app, defaults, BoardConfig{false, {}}));
    app.runFrames(2);
    auto* deploy = dynamic_cast<DeployScreen*>(app.screens().top());
    REQUIRE(deploy != nullptr);
    REQUIRE(deploy->error().empty());

    // A free floor square of the hero zone.
    const QuestDef* quest = nullptr;
    for (const auto& q : app.documents().library().quests)
        if (q.id == defaults.quest_id) quest = &q;
    REQUIRE(quest);
    const ZoneDef* zone = quest->zone(quest->hero_zone);
    REQUIRE(zone);
    std::optional<Pos> free;
    for (Pos p : zone->squares)
        if (quest->tile(p) == TileKind::Floor && !quest->objectAt(p) && !taken(defaults, p)) free = p;
    REQUIRE(free);

    clickSquare(app, deploy->view(), defaults.heroes[0].at);
    REQUIRE(deploy->selected() == std::size_t{0});
    clickSquare(app, deploy->view(), *free);
    CHECK(deploy->game().heroes[0].at == *free);
    CHECK(deploy->error().empty());

    // Outside the zone (where a Master character stands far away): refused, in red.
    const Pos outside{20, 5};
    REQUIRE(quest->tile(outside) == TileKind::Floor);
    REQUIRE_FALSE(std::binary_search(zone->squares.begin(), zone->squares.end(), outside));
    clickSquare(app, deploy->view(), *free);
    REQUIRE(deploy->selected() == std::size_t{0});
    clickSquare(app, deploy->view(), outside);
    CHECK(deploy->game().heroes[0].at == *free);
    CHECK_FALSE(deploy->error().empty());

    // A Master character cannot enter the heroes' zone.
    const std::size_t first_master = defaults.heroes.size();
    CHECK_FALSE(deploy->place(first_master, defaults.heroes[0].at));

    // Drag: press on the hero, move, release on another zone square.
    std::optional<Pos> other;
    for (Pos p : zone->squares)
        if (quest->tile(p) == TileKind::Floor && !quest->objectAt(p) && !taken(deploy->game(), p) && p != *free) other = p;
    REQUIRE(other);
    {
        const SDL_Point a = deploy->view().centerOf(*free), b = deploy->view().centerOf(*other);
        SDL_Event e{};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = a.x;
        e.button.y = a.y;
        SDL_PushEvent(&e);
        moveMouse((a.x + b.x) / 2, (a.y + b.y) / 2);
        moveMouse(b.x, b.y);
        e.type = SDL_MOUSEBUTTONUP;
        e.button.x = b.x;
        e.button.y = b.y;
        SDL_PushEvent(&e);
        app.runFrames(3);
    }
    CHECK(deploy->game().heroes[0].at == *other);

    pressKey(SDLK_a);  // deploy automatically
    app.runFrames(2);
    CHECK(deploy->game().heroes[0].at == defaults.heroes[0].at);
    CHECK(deploy->game().master[0].at == defaults.master[0].at);

    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "board");
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board);
    CHECK(board->session().state().character(0).pos == defaults.heroes[0].at);
}

TEST_CASE("Deployment: F1 opens this screen's shortcuts, any key closes them", "[app][board][deploy][help]") {
    // Play 7 #11: F1 did nothing on the deployment screen.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<DeployScreen>(app, questOne(app), BoardConfig{false, {}}));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "deploy");
    pressKey(SDLK_F1);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "help");
    const auto& help = topAs<HelpOverlay>(app);
    REQUIRE(help.shortcuts().size() == 9);
    CHECK(help.shortcuts().front().first == "Click, click / drag");
    CHECK(help.shortcuts()[2] == std::pair<std::string, std::string>{"A", "Deploy everyone automatically"});
    CHECK(help.shortcuts()[3].first == "Arrows, then Enter");  // the keyboard's cursor
    CHECK(help.shortcuts().back() == std::pair<std::string, std::string>{"F1", "This help"});
    pressKey(SDLK_SPACE);
    app.runFrames(2);
    CHECK(topScreen(app) == "deploy");
}
