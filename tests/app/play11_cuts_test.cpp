// Play 11's cut rows and the dice tray's room (findings 4, 5, 8): the New game screen's quest
// list and the Load screen's saves scrolled by pixels (a row cut by the panel's bottom edge at
// rest, a sliver of a row at the top after a wheel notch or ↓); the dice tray kept 150 units for
// one roll, and the other side's last roll into the next turn, squeezing the card, the actions
// and the log; a number key did nothing for an action hidden under "+N more". The lists now
// scroll on whole entries (PanelKind::Scroll: the layout check holds them too); the tests below
// look at the clipped texts themselves.
#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/action_bar.h"
#include "cata/app/dice_tray.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/core/rng.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// True when panel `own` is the panel named `name` or lies in it (by the push chain).
bool p11Within(const LayoutRecord& rec, int own, const std::string& name) {
    for (int q = own; q >= 0; q = rec.panels[static_cast<std::size_t>(q)].parent)
        if (rec.panels[static_cast<std::size_t>(q)].name == name) return true;
    return false;
}

/// The texts of the view named `name` shown in part (cut by its clip), labelled; `whole` counts
/// those shown whole.
std::string p11Cuts(const LayoutRecord& rec, const std::string& name, int* whole = nullptr) {
    std::string out;
    for (const TextBox& t : rec.texts) {
        if (empty(t.ink) || !p11Within(rec, ownerOf(rec, t), name)) continue;
        const Rect shown = intersection(t.ink, t.clip);
        if (holds(t.clip, t.ink)) {
            if (whole) ++*whole;
        } else if (!empty(shown)) {
            out += "\"" + t.text + "\" " + str(t.ink) + " cut by " + str(t.clip) + "\n";
        }
    }
    return out;
}

/// The frame after the wheel turned `dy` notches at (x, y).
LayoutRecord p11Wheeled(App& app, int x, int y, int dy) {
    moveMouse(x, y);
    app.runFrames(1);
    if (dy != 0) turnWheel(app, dy);
    app.runFrames(2);
    return recordFrame(app);
}

}  // namespace

TEST_CASE("New game: the quest list shows whole entries at rest, wheeled and selected by keys, 100 to 200 %",
          "[app][setup][layout][play11]") {
    HeadlessHome home;
    for (const char* language : {"fr", "en"})
        for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0})
            for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}}) {
                auto app = sizedApp(home, w, h, scale, language);
                app->screens().push(std::make_unique<NewGameScreen>(*app));
                app->runFrames(2);
                auto& ng = topAs<NewGameScreen>(*app);
                INFO(language << " " << w << "x" << h << " at " << scale * 100 << " %");
                int whole = 0;
                CHECK(p11Cuts(recordFrame(*app), "quest list", &whole) == "");  // at rest (play 11 #5)
                CHECK(whole > 0);
                const Rect list = ng.layout().list;
                for (int n = 0; n < 16; ++n) {
                    const LayoutRecord rec = p11Wheeled(*app, list.centerX(), list.centerY(), n < 8 ? -1 : 1);
                    INFO("notch " << n << ", offset " << ng.listScroll());
                    CHECK(p11Cuts(rec, "quest list") == "");
                }
                CHECK(ng.listScroll() == 0);
                // ↓ to the last entry and back: the selected entry always drawn whole.
                const int count = static_cast<int>(ng.entryCount());
                for (int n = 0; n < 2 * count; ++n) {
                    press(*app, n < count ? SDLK_DOWN : SDLK_UP);
                    const LayoutRecord rec = recordFrame(*app);
                    INFO("selected " << ng.selected() << ", offset " << ng.listScroll());
                    CHECK(p11Cuts(rec, "quest list") == "");
                    CHECK(ng.entryShown(ng.selected()));
                }
                app->screens().pop(app->screens().top());
            }
}

TEST_CASE("Load: 17 saves at 200 % in French scroll on whole entries (at rest, by keys, by the wheel)",
          "[app][load][layout][play11]") {
    namespace fs = std::filesystem;
    HeadlessHome home;
    for (const double scale : {1.0, 1.5, 2.0})
        for (const char* language : {"fr", "en"}) {
            auto app = sizedApp(home, 1280, 800, scale, language);
            const fs::path saves = home.savesDir();
            fs::create_directories(saves);
            auto session = startQuestOne(*app);
            std::string error;
            for (int i = 0; i < 17; ++i)
                REQUIRE(session->save(saves / ("game-" + std::to_string(i) + ".json"), &error));
            app->screens().push(std::make_unique<LoadScreen>(*app));
            app->runFrames(2);
            auto& load = topAs<LoadScreen>(*app);
            REQUIRE(load.saves().size() == 17);
            INFO(language << " at " << scale * 100 << " %");
            int whole = 0;
            CHECK(p11Cuts(recordFrame(*app), "saves", &whole) == "");  // at rest: no third line missing (play 11 #8)
            CHECK(whole > 0);
            for (int n = 0; n < 2 * 17; ++n) {
                press(*app, n < 17 ? SDLK_DOWN : SDLK_UP);
                const LayoutRecord rec = recordFrame(*app);
                INFO("selected " << load.selected() << ", offset " << load.scrollOffset());
                CHECK(p11Cuts(rec, "saves") == "");
                CHECK(load.rowShown(load.selected()));
            }
            const Rect list = load.rowRect(0);
            for (int n = 0; n < 2 * 20; ++n) {
                const LayoutRecord rec = p11Wheeled(*app, list.centerX(), list.centerY(), n < 20 ? -1 : 1);
                INFO("notch " << n << ", offset " << load.scrollOffset());
                CHECK(p11Cuts(rec, "saves") == "");
            }
            CHECK(load.scrollOffset() == 0);
            app->screens().pop(app->screens().top());
            fs::remove_all(saves);
        }
}

TEST_CASE("Dice tray: as tall as the rolls it draws, never an empty frame under them", "[app][board][dice][play11]") {
    HeadlessHome home;
    for (const double scale : {1.0, 2.0}) {
        auto app = sizedApp(home, 1280, 800, scale, "en");
        auto session = startQuestOne(*app);
        const GameState& s = session->state();
        Painter& p = app->painter();
        // Two rolls of four dice, each with a long caption: both do not fit in 150 units at
        // this width, so the tray draws the newest alone (the play-test's healing roll over an
        // empty 90-pixel frame).
        std::vector<Event> events;
        for (int k = 0; k < 2; ++k) events.emplace_back(D6Rolled{0, {3, 4, 5, 6}, 18, "damage", "R23"});
        DiceTray tray(*app);
        tray.show(events, s);
        tray.skip();
        const int width = p.px(260);
        const Rect area{p.px(10), p.px(10), width, tray.height(p, width)};
        LayoutRecord rec;
        p.record(&rec);
        tray.draw(p, area);
        p.record(nullptr);
        int lowest = area.y;
        for (const TextBox& t : rec.texts)
            if (!empty(t.ink)) lowest = std::max(lowest, t.ink.bottom());
        INFO(scale * 100 << " %: tray " << str(area) << ", its texts end at " << lowest);
        REQUIRE(lowest > area.y);
        CHECK(area.bottom() - lowest <= p.px(16));
    }
}

TEST_CASE("Dice tray: the other side's last roll folds to one line at the turn change, a click opens it",
          "[app][board][dice][play11]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 2.0, "fr", /*hand_off=*/false);
    // The first hero (the heroes' turn 1) attacks the Master's character beside him: his roll
    // on the tray.
    BoardScreen& board = pushBoard(*app, startQuestOne(*app, /*adjacent=*/true));
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);
    REQUIRE(board.choose(Melee{0, enemyNextToFirstHero(s)}));
    for (int i = 0; i < 8 && topScreen(*app) == "decision"; ++i) press(*app, SDLK_RETURN);
    press(*app, SDLK_SPACE);  // the dice settle
    REQUIRE(topScreen(*app) == "board");
    REQUIRE_FALSE(board.diceTray().rolls().empty());
    const std::string kings_roll = board.diceTray().rolls().back().headline;
    app->runFrames(2);
    CHECK_FALSE(board.diceTray().folded());  // their own roll, whole in their turn
    const int open_h = board.diceRect().h;
    // Their turn ends: the Master's turn opens with their roll folded to one line.
    REQUIRE(board.choose(EndTurn{}, true));
    for (int i = 0; i < 8 && topScreen(*app) == "decision"; ++i) press(*app, SDLK_RETURN);
    press(*app, SDLK_SPACE);
    REQUIRE(topScreen(*app) == "board");
    REQUIRE(s.activeSide() == Side::Master);
    app->runFrames(2);
    if (board.diceTray().rolls().back().headline == kings_roll) {  // (no roll opened the heroes' turn)
        CHECK(board.diceTray().folded());
        CHECK(board.diceRect().h < open_h);
        CHECK(board.diceRect().h <= app->painter().px(40));
        // A click on it opens it again; another folds it.
        clickRect(*app, board.diceRect());
        app->runFrames(2);
        CHECK_FALSE(board.diceTray().folded());
        CHECK(board.diceRect().h == open_h);
        clickRect(*app, board.diceRect());
        app->runFrames(2);
        CHECK(board.diceTray().folded());
        CHECK(p11Cuts(recordFrame(*app), "side panel") == "");
        CHECK(layoutProblems(*app).empty());
    } else {
        FAIL("a roll opened the Master's turn: " << board.diceTray().rolls().back().headline);
    }
}

TEST_CASE("Board: a number key acts on its row hidden under \"+N more\"", "[app][board][bar][play11]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 2.0, "en", /*hand_off=*/false);
    auto session = kingCrowd(*app, questOne(*app));
    BoardScreen& board = pushBoard(*app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs");
    selectCharacter(*app, board, king);
    app->runFrames(2);
    // The first row of 1–9 not drawn (under "+N more"), legal.
    std::optional<std::size_t> hidden;
    for (std::size_t i = 0; i < 9 && i < board.actions().size(); ++i)
        if (!board.actionBar().itemRect(i) && board.actions()[i].legal && !hidden) hidden = i;
    INFO(board.actions().size() << " rows, " << board.actionBar().drawn().size() << " drawn");
    REQUIRE(hidden);
    const Action action = board.actions()[*hidden].action;
    const std::size_t before = board.session().history().size();
    press(*app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(*hidden)));
    for (int i = 0; i < 8 && topScreen(*app) != "board"; ++i) press(*app, SDLK_RETURN);
    REQUIRE(board.session().history().size() > before);
    CHECK(board.session().history()[before].action == action);
}

TEST_CASE("Rules reference at 200 % in French: whole lines and rows, Back under the frames",
          "[app][rules][layout][play11]") {
    HeadlessHome home;
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}})
        for (const double scale : {1.5, 2.0}) {
            auto app = sizedApp(home, w, h, scale, "fr");
            app->screens().push(std::make_unique<RulesScreen>(*app));
            app->runFrames(2);
            auto& rules = topAs<RulesScreen>(*app);
            INFO(w << "x" << h << " at " << scale * 100 << " %");
            // The Back button in the row under the frames (F10-12(d): drawn over them).
            CHECK(rules.backButton().y >= rules.textRect().bottom());
            const int topics = static_cast<int>(app->rulesReference().topics().size());
            REQUIRE(topics > 3);
            for (int k = 0; k < topics; ++k) {
                if (k > 0) press(*app, SDLK_DOWN);
                INFO("topic " << rules.selected());
                LayoutRecord rec = recordFrame(*app);
                CHECK(p11Cuts(rec, "topic text") == "");
                CHECK(p11Cuts(rec, "topics") == "");
                // Its text paged down to its end, then wheeled back up: whole lines.
                for (int n = 0; n < 6; ++n) {
                    press(*app, SDLK_PAGEDOWN);
                    INFO("page " << n << ", offset " << rules.textScroll());
                    CHECK(p11Cuts(recordFrame(*app), "topic text") == "");
                }
                const Rect text = rules.textRect();
                for (int n = 0; n < 4; ++n) {
                    INFO("notch " << n << ", offset " << rules.textScroll());
                    CHECK(p11Cuts(p11Wheeled(*app, text.centerX(), text.centerY(), n < 2 ? -1 : 1), "topic text") ==
                          "");
                }
                CHECK(layoutProblems(*app).empty());
            }
        }
}

TEST_CASE("Result screen and main menu at 200 %: the recap table and the subtitle scale with the rest",
          "[app][victory][layout][play11]") {
    HeadlessHome home;
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}})
        for (const char* language : {"fr", "en"}) {
            auto app = sizedApp(home, w, h, 2.0, language, /*hand_off=*/false);
            INFO(language << " " << w << "x" << h);
            app->screens().push(std::make_unique<MainMenuScreen>(*app));
            app->runFrames(2);
            // The subtitle at 200 %'s size (it was ~17 px, 100 %'s size, beside 50-px menu items).
            CHECK(topAs<MainMenuScreen>(*app).subtitleSize() >= app->painter().px(15));
            CHECK(layoutProblems(*app).empty());
            auto session = startQuestOne(*app, false, 5);
            Rng pick(5);
            for (int i = 0; i < 5000 && !session->state().isOver(); ++i) {
                const auto legal = session->state().legalActions();
                session->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
            }
            REQUIRE(session->state().isOver());
            app->screens().push(std::make_unique<VictoryScreen>(*app, *session, [] {}));
            app->runFrames(2);
            auto& v = topAs<VictoryScreen>(*app);
            INFO("rows at " << v.summarySize() << " px in " << v.summaryColumns() << " column(s)");
            // At 200 %'s size or near it (18 units; never less than 14), not 100 %'s 18 px.
            CHECK(v.summarySize() >= app->painter().px(14));
            CHECK(layoutProblems(*app).empty());
            // Every row whole at some point of the wheel (whole rows: none cut).
            std::set<std::string> seen;
            for (int n = 0; n < 2 * 8; ++n) {
                const LayoutRecord rec = p11Wheeled(*app, app->width() / 2, app->height() / 2,
                                                    n == 0  ? 0
                                                    : n < 8 ? -1
                                                            : 1);
                INFO("notch " << n << ", first " << v.summaryFirst() << " of " << v.summaryMaxFirst());
                CHECK(p11Cuts(rec, "summary") == "");
                CHECK(layoutProblems(rec).empty());
                for (const TextBox& t : rec.texts)
                    if (!empty(t.ink) && holds(t.clip, t.ink)) seen.insert(t.text);
            }
            CHECK(v.summaryFirst() == 0);
            for (const auto& row : v.summary()) {
                bool found = false;
                for (const std::string& t : seen) found = found || (!t.empty() && row.first.rfind(t, 0) == 0);
                INFO(row.first);
                CHECK(found);
            }
        }
}

TEST_CASE("F1 help wheeled at 200 %: the view starts on an entry, its keycap whole at the top",
          "[app][board][layout][play11]") {
    HeadlessHome home;
    for (const char* language : {"fr", "en"}) {
        auto app = sizedApp(home, 1280, 800, 2.0, language);
        BoardScreen& board = pushBoard(*app, startQuestOne(*app));
        board.showHelp();
        app->runFrames(2);
        REQUIRE(topScreen(*app) == "help");
        INFO(language);
        for (int n = 0; n < 12; ++n) {
            const LayoutRecord rec = p11Wheeled(*app, app->width() / 2, app->height() / 2, n < 6 ? -1 : 1);
            // The descriptions start in one column; the keys lie left of it. The top row of the
            // view holds a key (not an orphan line of the entry above).
            int desc_x = 0, top = 1 << 30;
            for (const TextBox& t : rec.texts)
                if (!empty(t.ink) && p11Within(rec, ownerOf(rec, t), "help") && holds(t.clip, t.ink)) {
                    desc_x = std::max(desc_x, t.box.x);
                    top = std::min(top, t.box.y);
                }
            bool key_on_top = false;
            for (const TextBox& t : rec.texts)
                if (!empty(t.ink) && p11Within(rec, ownerOf(rec, t), "help") && holds(t.clip, t.ink) &&
                    t.box.y <= top + app->painter().px(3) && t.box.x < desc_x)
                    key_on_top = true;
            INFO("notch " << n);
            CHECK(key_on_top);
            CHECK(p11Cuts(rec, "help") == "");
        }
    }
}
