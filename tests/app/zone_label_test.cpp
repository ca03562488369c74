// The zones' names on the map: larger with the UI scale like every other text, over the
// objectives' outlines, and never cut by a banner over the map ("Saved as …", the R42 banner).
// Screenshots zone_label_<name>.png next to the test binary, checked by eye.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <set>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

void shootZones(App& app, const std::string& name) {
    char* base = SDL_GetBasePath();
    const std::string path = std::string(base ? base : "./") + "zone_label_" + name + ".png";
    SDL_free(base);
    CHECK(app.saveScreenshot(path));
}

std::set<std::string> zoneNames(App& app, int quest) {
    std::set<std::string> out;
    for (const QuestDef& q : app.documents().library().quests)
        if (q.number == quest)
            for (const ZoneDef& z : q.zones) out.insert(z.name.in(app.settings().language));
    return out;
}

/// The height of the tallest zone name drawn (0: none drawn).
int zoneNameHeight(App& app, int quest) {
    const std::set<std::string> names = zoneNames(app, quest);
    int h = 0;
    for (const TextBox& t : recordFrame(app).texts)
        if (names.count(t.text)) h = std::max(h, t.box.h);
    return h;
}

}  // namespace

TEST_CASE("Zone names grow with the UI scale", "[app][board][zones][layout]") {
    int heights[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        HeadlessHome home;
        const auto owned = sizedApp(home, 1920, 1080, i == 0 ? 1.0 : 2.0);
        App& app = *owned;
        pushBoard(app, startQuestOne(app));
        heights[i] = zoneNameHeight(app, 1);
        shootZones(app, i == 0 ? "board_100" : "board_200");
    }
    REQUIRE(heights[0] > 0);
    CHECK(heights[1] > heights[0] * 3 / 2);
}

TEST_CASE("No banner over the map cuts a zone's name: 'Saved as …' at the start of Quest I",
          "[app][board][zones][layout]") {
    for (const double scale : {1.0, 1.5, 2.0}) {
        HeadlessHome home;
        App app(home.options());
        REQUIRE(app.ok());
        editSettings(app, [&](Settings& st) { st.ui_scale = scale; });
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        REQUIRE(board.quickSave());
        app.runFrames(2);
        const LayoutRecord rec = recordFrame(app);
        const std::set<std::string> names = zoneNames(app, 1);
        bool banner = false;
        for (const PanelBox& p : rec.panels) banner = banner || p.name == "banner";
        REQUIRE(banner);
        const auto cuts = cutsAcrossLayers(
            rec, [](const PanelBox& b) { return b.name == "banner"; },
            [&](const TextBox& t) { return names.count(t.text) > 0; });
        INFO(scale << "\n" << ::Catch::Detail::stringify(cuts));
        CHECK(cuts.empty());
        if (scale == 1.0) shootZones(app, "saved");
    }
}

TEST_CASE_METHOD(AppTest, "Escape's deployment: the exit's outline does not cross the zones' names (by eye)",
                 "[app][board][zones][screenshot]") {
    const QuestDef* quest = nullptr;
    for (const auto& q : app.documents().library().quests)
        if (q.number == 4) quest = &q;
    REQUIRE(quest);
    const content::Deployment dep = content::deploy(app.documents().library(), *quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    content::NewGame game{quest->id, GameOptions{}, 7, 0, dep.heroes, dep.master};
    app.screens().push(std::make_unique<DeployScreen>(app, game, BoardConfig{false, {}}));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "deploy");
    CHECK(zoneNameHeight(app, 4) > 0);
    CHECK(layoutProblems(app).empty());
    shootZones(app, "escape_deploy");
}

TEST_CASE("A zone's name is drawn over the reach's tints and the jump landings (play 10 #13)", "[app][board][zones]") {
    // Quest V at French 200 %: the entry's name lies on squares where the selected hero's jump
    // landings and reach are marked. Drawn over them, the name's box shows its plate (alpha 200)
    // and its letters: with the hero selected it differs from the unselected picture by at most
    // what shows through the plate; a diamond drawn over it would differ by far more.
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800, 2.0, "fr");
    App& app = *owned;
    BoardScreen& board = pushBoard(app, shippedQuest(5, 7));
    moveMouse(app.width() - 5, app.height() / 2);  // off the map: no path
    app.runFrames(2);
    REQUIRE_FALSE(board.selected());
    const std::vector<Rect> tags = board.view().zoneTagBoxes();
    REQUIRE_FALSE(tags.empty());
    SDL_Surface* plain = app.capture();
    REQUIRE(plain);
    const GameState& s = board.session().state();
    int marked_tags = 0;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
        if (s.character(who).side != Side::Heroes || s.character(who).presence != Presence::OnBoard) continue;
        selectCharacter(app, board, who);
        moveMouse(app.width() - 5, app.height() / 2);
        app.runFrames(2);
        REQUIRE(board.selected());
        CHECK(board.view().zoneTagBoxes() == tags);  // every name still drawn, in its place
        SDL_Surface* selected = app.capture();
        REQUIRE(selected);
        for (const Rect& box : tags) {
            bool under_marks = false;
            for (const JumpMarker& m : board.overlays().jumps) {
                const SDL_Rect q = board.view().squareRect(m.at);
                under_marks =
                    under_marks || (q.x < box.right() && box.x < q.x + q.w && q.y < box.bottom() && box.y < q.y + q.h);
            }
            if (!under_marks) continue;
            ++marked_tags;
            int worst = 0;
            for (int y = box.y; y < box.bottom(); ++y)
                for (int x = box.x; x < box.right(); ++x) {
                    const auto at = [&](SDL_Surface* surface) {
                        Uint8 r = 0, g = 0, b = 0;
                        const auto* row = static_cast<const Uint8*>(surface->pixels) +
                                          static_cast<std::ptrdiff_t>(y) * surface->pitch;
                        Uint32 px = 0;
                        std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
                        SDL_GetRGB(px, surface->format, &r, &g, &b);
                        return std::array<int, 3>{r, g, b};
                    };
                    const auto a = at(plain), c = at(selected);
                    for (std::size_t k = 0; k < 3; ++k) worst = std::max(worst, std::abs(a[k] - c[k]));
                }
            INFO("tag at " << box.x << ',' << box.y << ' ' << box.w << 'x' << box.h);
            CHECK(worst <= 60);
        }
        SDL_FreeSurface(selected);
    }
    SDL_FreeSurface(plain);
    CHECK(marked_tags > 0);  // the case was met: a name under jump landings
}

TEST_CASE("A zone's name is drawn over the path's dots too (play 11 #3)", "[app][board][zones]") {
    // Quest V at French 200 %, a hero selected: a hovered square whose path crosses a zone's name
    // away from the path's end (its label and the hover's outline). Where a dot falls on the
    // name, the picture differs from the one without a path by what shows through the plate at
    // most; a dot drawn over the name would differ by far more.
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800, 2.0, "fr");
    App& app = *owned;
    BoardScreen& board = pushBoard(app, shippedQuest(5, 7));
    const GameState& s = board.session().state();
    const int square = board.view().squarePixels();
    int checked = 0;
    for (int who = 0; who < static_cast<int>(s.characters().size()) && checked == 0; ++who) {
        if (s.character(who).side != Side::Heroes || s.character(who).presence != Presence::OnBoard) continue;
        selectCharacter(app, board, who);
        moveMouse(app.width() - 5, app.height() / 2);  // off the map: no path
        app.runFrames(2);
        REQUIRE(board.selected());
        const std::vector<Rect> tags = board.view().zoneTagBoxes();
        SDL_Surface* plain = app.capture();
        REQUIRE(plain);
        const std::vector<ReachableSquare> reach = board.overlays().reachable;
        for (const ReachableSquare& r : reach) {
            const SDL_Point target = board.view().centerOf(r.at);
            if (!board.view().area().contains(target.x, target.y)) continue;
            hoverSquare(app, board, r.at);
            app.runFrames(1);
            const std::vector<Pos> path = board.overlays().path;
            if (path.empty()) continue;
            const Pos end = path.back();
            std::vector<Rect> dots;  // the dots on a name, two squares or more from the path's end
            for (Pos p : path) {
                if (std::max(std::abs(p.x - end.x), std::abs(p.y - end.y)) < 2) continue;
                const SDL_Point c = board.view().centerOf(p);
                const int d = std::max(3, square / 8);
                for (const Rect& box : tags) {
                    const Rect dot{std::max(c.x - d, box.x), std::max(c.y - d, box.y), 0, 0};
                    const int right = std::min(c.x + d, box.right()), bottom = std::min(c.y + d, box.bottom());
                    if (right > dot.x && bottom > dot.y)
                        dots.push_back(Rect{dot.x, dot.y, right - dot.x, bottom - dot.y});
                }
            }
            if (dots.empty()) continue;
            SDL_Surface* hovered = app.capture();
            REQUIRE(hovered);
            int worst = 0;
            for (const Rect& dot : dots)
                for (int y = dot.y; y < dot.bottom(); ++y)
                    for (int x = dot.x; x < dot.right(); ++x) {
                        const auto at = [&](SDL_Surface* surface) {
                            Uint8 red = 0, green = 0, blue = 0;
                            const auto* row = static_cast<const Uint8*>(surface->pixels) +
                                              static_cast<std::ptrdiff_t>(y) * surface->pitch;
                            Uint32 px = 0;
                            std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
                            SDL_GetRGB(px, surface->format, &red, &green, &blue);
                            return std::array<int, 3>{red, green, blue};
                        };
                        const auto a = at(plain), b = at(hovered);
                        for (std::size_t k = 0; k < 3; ++k) worst = std::max(worst, std::abs(a[k] - b[k]));
                    }
            SDL_FreeSurface(hovered);
            INFO("path to " << end.x << ',' << end.y);
            CHECK(worst <= 60);
            ++checked;
            break;
        }
        SDL_FreeSurface(plain);
    }
    CHECK(checked > 0);  // the case was met: a path across a name
}
