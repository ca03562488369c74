// The zones' names on the map: larger with the UI scale like every other text, over the
// objectives' outlines, and never cut by a banner over the map ("Saved as …", the R42 banner).
// Screenshots zone_label_<name>.png next to the test binary, checked by eye.
#include <catch2/catch.hpp>

#include <algorithm>
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

TEST_CASE("No banner over the map cuts a zone's name: 'Saved as …' at the start of Quest I", "[app][board][zones][layout]") {
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
        const auto cuts = cutsAcrossLayers(rec, [](const PanelBox& b) { return b.name == "banner"; },
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

TEST_CASE("A zone's name is not drawn over the squares a selected character's moves mark, and comes back (play 10 #13)",
          "[app][board][zones]") {
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800, 1.0);
    App& app = *owned;
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    app.runFrames(1);
    const BoardView& view = board.view();
    const auto tagBoxes = [&] { return view.zoneTagBoxes(); };
    REQUIRE_FALSE(board.selected());  // nothing selected yet: every name drawn
    const std::vector<Rect> before = tagBoxes();
    REQUIRE_FALSE(before.empty());
    // Every hero in turn: the tags that meet one of his marked squares (reach, jump landings)
    // are not drawn while he is selected; the others are.
    bool some_hidden = false;
    const GameState& s = board.session().state();
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
        if (s.character(who).side != Side::Heroes || s.character(who).presence != Presence::OnBoard) continue;
        selectCharacter(app, board, who);
        app.runFrames(1);
        const BoardOverlays& o = board.overlays();
        std::vector<SDL_Rect> marked;
        for (const ReachableSquare& r : o.reachable) marked.push_back(view.squareRect(r.at));
        for (const JumpMarker& m : o.jumps) marked.push_back(view.squareRect(m.at));
        for (Pos p : o.path) marked.push_back(view.squareRect(p));
        const auto meets = [&](const Rect& box) {
            return std::any_of(marked.begin(), marked.end(), [&](const SDL_Rect& m) {
                return m.x < box.right() && box.x < m.x + m.w && m.y < box.bottom() && box.y < m.y + m.h;
            });
        };
        const std::vector<Rect> shown = tagBoxes();
        for (const Rect& box : shown) CHECK_FALSE(meets(box));
        for (const Rect& box : before)
            if (!meets(box)) CHECK(std::find(shown.begin(), shown.end(), box) != shown.end());
        some_hidden = some_hidden || shown.size() < before.size();
    }
    CHECK(some_hidden);  // Quest I's entry: the heroes stand in it, their reach covers its name
}
