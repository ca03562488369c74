// Deployment, play 7: in hot-seat each side places its characters out of the other's sight
// (#25: the Master first, then the heroes behind a hand-off; the other side's movable tokens
// and names are not drawn), solo unchanged; the zones' names stay readable over the default
// placements at every UI scale (#24).
#include <catch2/catch.hpp>

#include <memory>
#include <set>
#include <string>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/hand_off_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// True when the deployment screen draws the name of some character of one side (its roster
/// rows), as the game names it.
bool drawsAnyName(App& app, const DeployScreen& deploy, bool heroes) {
    const auto session = startGame(app, deploy.game());
    const GameState& s = session->state();
    const LayoutRecord rec = recordFrame(app);
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if ((s.character(i).side == Side::Heroes) != heroes) continue;
        const std::string name = displayName(app, s, i);
        for (const TextBox& t : rec.texts)
            if (t.text == name) return true;
    }
    return false;
}

/// The pixels of square `p` as the deployment screen draws it now.
std::vector<Uint32> squarePixels(App& app, const DeployScreen& deploy, Pos p) {
    SDL_Surface* s = app.capture();
    REQUIRE(s != nullptr);
    const SDL_Point c = deploy.view().centerOf(p);
    const int h = deploy.view().squarePixels() / 3;
    std::vector<Uint32> out;
    for (int y = c.y - h; y <= c.y + h; ++y)
        for (int x = c.x - h; x <= c.x + h; ++x) {
            const SDL_Color k = pixelAt(s, x, y);
            out.push_back((Uint32{k.r} << 16) | (Uint32{k.g} << 8) | k.b);
        }
    SDL_FreeSurface(s);
    return out;
}

DeployScreen& pushDeploy(App& app, content::Players players, bool hand_off) {
    app.screens().push(std::make_unique<DeployScreen>(app, questOne(app), BoardConfig{hand_off, {}}, players));
    app.runFrames(2);
    return topAs<DeployScreen>(app);
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Hot-seat deployment: each side places out of the other's sight", "[app][deploy][hotseat]") {
    DeployScreen& deploy = pushDeploy(app, content::kHotSeat, true);
    REQUIRE(deploy.error().empty());
    const std::size_t heroes = deploy.game().heroes.size();
    const Pos hero_at = deploy.game().heroes[0].at;
    const Pos master_at = deploy.game().master[0].at;

    // The Master first: the heroes' tokens, names and squares are not shown, nor can he pick one.
    REQUIRE(deploy.placing() == Side::Master);
    CHECK(deploy.hidden(0));
    CHECK_FALSE(deploy.hidden(heroes));
    CHECK_FALSE(drawsAnyName(app, deploy, true));
    CHECK(drawsAnyName(app, deploy, false));
    const std::vector<Uint32> hero_square_hidden = squarePixels(app, deploy, hero_at);
    const std::vector<Uint32> master_square_shown = squarePixels(app, deploy, master_at);
    clickSquare(app, deploy.view(), hero_at);
    CHECK_FALSE(deploy.selected());
    for (int i = 0; i < 12; ++i) {
        press(app, SDLK_TAB);
        REQUIRE(deploy.selected());
        CHECK(*deploy.selected() >= heroes);
    }
    press(app, SDLK_ESCAPE);  // drops the pick

    // Enter hands over to the heroes behind an opaque hand-off screen.
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(topAs<HandOffScreen>(app).isOpaque());
    passHandOff(app);
    REQUIRE(topScreen(app) == "deploy");
    REQUIRE(deploy.placing() == Side::Heroes);
    CHECK(deploy.hidden(heroes));
    CHECK_FALSE(deploy.hidden(0));
    CHECK(drawsAnyName(app, deploy, true));
    CHECK_FALSE(drawsAnyName(app, deploy, false));
    // What was hidden is drawn now and the other way round.
    CHECK(squarePixels(app, deploy, hero_at) != hero_square_hidden);
    CHECK(squarePixels(app, deploy, master_at) != master_square_shown);
    clickSquare(app, deploy.view(), master_at);
    CHECK_FALSE(deploy.selected());
    // Deploying automatically leaves the Master's squares as he placed them.
    const auto master = deploy.game().master;
    press(app, SDLK_a);
    for (std::size_t i = 0; i < master.size(); ++i) CHECK(deploy.game().master[i].at == master[i].at);

    // Back goes to the Master's placements, behind a hand-off; Start from the heroes starts.
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "hand_off");
    passHandOff(app);
    REQUIRE(deploy.placing() == Side::Master);
    press(app, SDLK_RETURN);
    passHandOff(app);
    REQUIRE(deploy.placing() == Side::Heroes);
    press(app, SDLK_RETURN);
    CHECK(topScreen(app) == "board");
}

TEST_CASE_METHOD(AppTest, "Deployment in solo and without hand-off screens shows both sides on one screen",
                 "[app][deploy][hotseat]") {
    const bool solo = GENERATE(true, false);
    DeployScreen& deploy = pushDeploy(app, solo ? content::kSoloVsMaster : content::kHotSeat, solo);
    CHECK_FALSE(deploy.placing());
    for (std::size_t i = 0; i < deploy.game().heroes.size() + deploy.game().master.size(); ++i)
        CHECK_FALSE(deploy.hidden(i));
    CHECK(drawsAnyName(app, deploy, true));
    CHECK(drawsAnyName(app, deploy, false));
}

TEST_CASE("Deployment: the zones' names are not covered by the default placements at any UI scale",
          "[app][deploy][zones][layout]") {
    for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0}) {
        HeadlessHome home;
        auto app = sizedApp(home, 1280, 800, scale);
        for (const QuestDef& quest : app->documents().library().quests) {
            const content::NewGame game = deployedGame(app->documents(), quest, 7);
            app->screens().push(std::make_unique<DeployScreen>(*app, game, BoardConfig{false, {}}));
            app->runFrames(2);
            auto& deploy = topAs<DeployScreen>(*app);
            std::set<std::string> names;
            for (const ZoneDef& z : quest.zones) names.insert(z.name.in(app->settings().language));
            const LayoutRecord rec = recordFrame(*app);
            const int s = deploy.view().squarePixels();
            int drawn = 0;
            for (const TextBox& t : rec.texts) {
                if (!names.count(t.text)) continue;
                ++drawn;
                for (const auto* side : {&game.heroes, &game.master})
                    for (const Placement& pl : *side) {
                        const SDL_Point c = deploy.view().centerOf(pl.at);
                        const Rect token{c.x - s / 2, c.y - s / 2, s, s};
                        INFO("quest " << quest.number << " at " << scale << ": '" << t.text << "' " << str(t.ink)
                                      << " under the token on " << pl.at.x << "," << pl.at.y << " " << str(token));
                        CHECK_FALSE(crosses(t.ink, token));
                    }
            }
            // Nor over a door, a cell, a chest, a barrel, a visible trap or a reinforcement
            // entry (play 8: Quest II's entry door, Quest III's entries under the names).
            for (const TextBox& t : rec.texts) {
                if (!names.count(t.text)) continue;
                for (int y = 0; y < quest.height; ++y)
                    for (int x = 0; x < quest.width; ++x) {
                        const TileKind k = quest.tile(Pos{x, y});
                        const bool feature = k == TileKind::DoorOpen || k == TileKind::DoorClosed ||
                                             k == TileKind::DoorLocked || k == TileKind::Cell ||
                                             k == TileKind::CellOpen || k == TileKind::Chest ||
                                             k == TileKind::ChestLocked || k == TileKind::Barrel ||
                                             k == TileKind::Trap || k == TileKind::Reinforcement;
                        if (!feature) continue;
                        const SDL_Point c = deploy.view().centerOf(Pos{x, y});
                        const Rect square{c.x - s / 2 + 1, c.y - s / 2 + 1, s - 2, s - 2};
                        INFO("quest " << quest.number << " at " << scale << ": '" << t.text << "' " << str(t.ink)
                                      << " over the feature on " << x << "," << y);
                        CHECK_FALSE(crosses(t.ink, square));
                    }
            }
            if (s >= 26) CHECK(drawn > 0);  // (smaller squares carry no names)
            app->screens().pop(&deploy);
        }
    }
}
