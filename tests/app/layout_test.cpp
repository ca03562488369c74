// The layout check: every screen at UI scales 100/125/150/175/200 % and windows
// 1024×640, 1280×800, 1920×1080 and 2560×1440, drawn with the painter's recording on: no
// string leaves the box it is meant to lie in (its panel, its button, the window), crosses
// another string of its layer, or crosses a panel or button not its own (layout_check.h).
// The screens are reached as a player reaches them: main menu → new game → group building →
// deployment → board, then the board's menu, help, dialogs, hand-off, load and victory.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/app/settings_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/core/rng.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Collects the problems of each screen checked, labelled by window, scale and screen.
struct Sweep {
    App& app;
    std::string where;
    std::vector<std::string> problems;
    std::map<std::string, int> per_screen;
    int screens = 0;

    /// `see_through`: the top screen keeps the board in view under it (the R42 notices): its
    /// panels must not cut the texts of the screens below (their banners, their side panel).
    void check(const std::string& screen, bool see_through = false) {
        ++screens;
        const LayoutRecord rec = recordFrame(app);
        std::vector<std::string> found = layoutProblems(rec);
        // No banner over the map cuts a zone's name ("Saved as …", the R42 banner).
        std::set<std::string> zones;
        for (const QuestDef& q : app.documents().library().quests)
            for (const ZoneDef& z : q.zones) zones.insert(z.name.in(app.settings().language));
        for (const std::string& p : cutsAcrossLayers(rec, [](const PanelBox& b) { return b.name == "banner"; },
                                                     [&](const TextBox& t) { return zones.count(t.text) > 0; }))
            found.push_back(p);
        // A card's name cut with an ellipsis (playtest 8: "Gobelin pilleur de t…" in the side
        // panel's header at 200 % in French): each text fits its box, so the rules above pass
        // it; a character's name must show whole wherever it is drawn.
        const std::string dots = "\u2026";
        for (const TextBox& t : rec.texts) {
            if (t.text.size() <= dots.size() || t.text.compare(t.text.size() - dots.size(), dots.size(), dots) != 0)
                continue;
            std::string stem = t.text.substr(0, t.text.size() - dots.size());
            while (!stem.empty() && stem.back() == ' ') stem.pop_back();
            for (const CharacterCard& c : app.documents().library().cards)
                if (const std::string n = c.name.in(app.settings().language); !stem.empty() && n.rfind(stem, 0) == 0) {
                    found.push_back("\"" + t.text + "\" cuts the name \"" + n + "\"");
                    break;
                }
        }
        if (see_through) {
            const int top = topLayer(rec);
            for (const std::string& p : cutsAcrossLayers(rec, [top](const PanelBox& b) { return b.layer == top; },
                                                         [&](const TextBox& t) { return !scrolls(rec, ownerOf(rec, t)); }))
                found.push_back(p);
        }
        for (const std::string& p : found) {
            problems.push_back(where + " " + screen + ": " + p);
            ++per_screen[screen];
        }
    }
};

/// Main menu → New game (`mode`, quest `number`) → default groups → deployment → board, each
/// screen checked on the way. Returns the board.
BoardScreen& toBoard(Sweep& sw, const cata::content::Players& mode, int number, bool check) {
    App& app = sw.app;
    auto& ng = topAs<NewGameScreen>(app);
    for (int i = 0; i < static_cast<int>(ng.entryCount()); ++i) {
        ng.select(i);
        if (ng.choice().quest && ng.choice().quest->number == number) break;
    }
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->number == number);
    clickRect(app, ng.layout().mode_rows[modeIndex(mode)], 1);
    REQUIRE(ng.choice().players == mode);
    app.runFrames(1);
    if (check) sw.check("new_game");
    REQUIRE(ng.next());
    app.runFrames(2);
    for (int side = 0; side < 2 && topScreen(app).rfind("group_", 0) == 0; ++side) {
        auto& g = topAs<GroupScreen>(app);
        if (!g.fixed()) g.defaultGroup();
        app.runFrames(1);
        if (check) sw.check(std::string(g.id()));
        if (check) {  // the card view wheeled a little, then to its end: whole lines (play 10 #4, #8)
            moveMouse(g.viewPanel().centerX(), g.viewPanel().centerY());
            app.runFrames(1);
            for (int n = 0; n < 2; ++n) turnWheel(app, -1);
            sw.check(std::string(g.id()) + "_card_wheeled");
            for (int n = 0; n < 20; ++n) turnWheel(app, -1);
            sw.check(std::string(g.id()) + "_card_end");
        }
        REQUIRE(g.next());
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "deploy");
    if (check) sw.check("deploy");
    press(app, SDLK_RETURN);
    for (int i = 0; i < 8 && topScreen(app) != "board"; ++i) press(app, SDLK_RETURN);
    return topAs<BoardScreen>(app);
}

/// A hero of the side to play next to an enemy, selected, with the pointer on the enemy.
void selectAndHover(App& app, BoardScreen& board) {
    const GameState& s = board.session().state();
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (s.character(i).side != s.activeSide() || !s.able(i)) continue;
        const SDL_Point c = board.view().centerOf(s.character(i).pos);
        moveMouse(c.x, c.y);
        clickAt(c.x, c.y);
        app.runFrames(2);
        break;
    }
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        if (s.character(i).side == s.activeSide() || !s.able(i)) continue;
        const SDL_Point c = board.view().centerOf(s.character(i).pos);
        moveMouse(c.x, c.y);
        app.runFrames(2);
        break;
    }
}

/// A state where a hero failed a block test (R12): the decision dialog's question.
GameState failedBlockInLayout(App& app) {
    auto session = startQuestOne(app, true, 21);
    GameState s = session->state();
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Heroes && !s.blockers(i, s.character(i).pos).empty()) hero = i;
    if (hero < 0) return s;
    std::optional<Action> away;
    for (const auto& a : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor == hero && !away) away = a.action;
    if (!away) return s;
    const std::vector<PowerFace> blanks(12, PowerFace::Blank);
    s.dice().forcePower(blanks);
    s.apply(*away);
    s.dice().clearForced();
    return s;
}

/// Hot-seat Quest I with hand-off screens, R42: a hero waits, the Master walks; the notice over
/// his result (the board in view under it), the heroes' board in the window with its banner,
/// then the notice over the waiting hero's result. Back on the main menu at the end.
void sweepWaiting(Sweep& sw) {
    App& app = sw.app;
    // Asked always: the waiting hero, far from the Master, could only take a step (R42 "when
    // one can act" would pass for him).
    const Settings kept = app.settings();
    Settings always = kept;
    always.waiting_prompt = WaitingPrompt::Always;
    REQUIRE(app.changeSettings(always));
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    const GameState& s = board.session().state();
    const Action wait = firstWait(s);
    REQUIRE(board.choose(wait));
    REQUIRE(board.choose(EndTurn{}));
    app.runFrames(2);
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "hand_off");
    press(app, SDLK_SPACE);  // the Master takes the board
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    const Action walk = firstPlainWalk(s);
    REQUIRE(board.choose(walk));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    sw.check("waiting_notice", true);
    press(app, SDLK_RETURN);  // hand over: the board hidden
    press(app, SDLK_SPACE);   // the heroes take it
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.waitingWindow());
    sw.check("waiting_board");
    std::optional<Action> act;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !act) act = a.action;
    REQUIRE(act);
    REQUIRE(board.choose(*act));
    app.runFrames(2);
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    if (topScreen(app) == "hand_off") {
        sw.check("waiting_done", true);
        press(app, SDLK_RETURN);
        press(app, SDLK_SPACE);
    }
    REQUIRE(topScreen(app) == "board");
    board.quit();
    app.runFrames(2);
    REQUIRE(topScreen(app) == "main_menu");
    REQUIRE(app.changeSettings(kept));
}

void sweepOne(Sweep& sw) {
    App& app = sw.app;
    // The check reads the texts' and panels' boxes, never pixels: the frames are drawn layout
    // only (Painter::layoutOnly, the same calls without SDL's rasteriser), about half the time.
    app.painter().layoutOnly(true);
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    sw.check("main_menu");

    app.screens().push(std::make_unique<SettingsScreen>(app));
    app.runFrames(2);
    sw.check("settings");
    press(app, SDLK_ESCAPE);

    app.screens().push(std::make_unique<RulesScreen>(app));
    app.runFrames(2);
    sw.check("rules");
    press(app, SDLK_DOWN);
    press(app, SDLK_DOWN);
    sw.check("rules_entry");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "main_menu");

    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    sw.check("new_game_first");
    BoardScreen& board = toBoard(sw, cata::content::kHotSeat, 1, true);
    app.runFrames(2);
    sw.check("board");
    selectAndHover(app, board);
    sw.check("board_selected_hover");

    board.showHelp();
    app.runFrames(2);
    sw.check("help");
    turnWheel(app, -1);  // whole lines at its edges, wheeled (play 10 #9c)
    sw.check("help_wheeled");
    for (int n = 0; n < 20; ++n) turnWheel(app, -1);
    sw.check("help_end");
    press(app, SDLK_ESCAPE);
    board.openMenu();
    app.runFrames(2);
    sw.check("game_menu");
    // Back to turn N asks first (finding 14): its question, then Escape keeps the game.
    clickRect(app, topAs<GameMenuScreen>(app).buttons()[2].rect);
    REQUIRE(topScreen(app) == "confirm");
    sw.check("confirm_back");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");

    {
        const GameState s = failedBlockInLayout(app);
        if (s.pending()) {
            app.screens().push(std::make_unique<DecisionDialog>(app, s, [](const Action&) {}));
            app.runFrames(2);
            sw.check("decision");
            app.screens().pop(app.screens().top());
            app.runFrames(1);
        }
    }
    app.screens().push(std::make_unique<HandOffScreen>(app, Side::Master, 3));
    app.runFrames(2);
    sw.check("hand_off");
    app.screens().pop(app.screens().top());
    app.runFrames(1);

    REQUIRE(board.quickSave());
    app.runFrames(2);
    sw.check("board_saved");  // the "Saved as …" banner
    // The Master's turn: each of his characters' cards in the side panel (the longest names,
    // "Gobelin pilleur de tombes" beside "Maître des catacombes", playtest 8).
    REQUIRE(board.choose(EndTurn{}));
    app.runFrames(2);
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    std::set<std::string> seen_cards;
    for (int i = 0; i < 12; ++i) {
        press(app, SDLK_TAB, KMOD_LSHIFT);
        if (!board.selected()) continue;
        const std::string card = board.session().state().character(*board.selected()).card;
        if (seen_cards.insert(card).second) sw.check("board_master_card");
    }
    CHECK(seen_cards.size() >= 2);
    board.quit();
    app.runFrames(2);
    REQUIRE(topScreen(app) == "main_menu");
    app.screens().push(std::make_unique<LoadScreen>(app));
    app.runFrames(2);
    sw.check("load");
    press(app, SDLK_ESCAPE);

    // Quest II against the Master AI.
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    BoardScreen& solo = toBoard(sw, cata::content::kSoloVsMaster, 2, false);
    app.runFrames(2);
    sw.check("board_solo_q2");
    selectAndHover(app, solo);
    sw.check("board_solo_q2_hover");
    solo.quit();
    app.runFrames(2);

    // The First steps tutorial: its panel under the map, its step's outline; then a
    // hero selected (his card beside the panel).
    REQUIRE(topScreen(app) == "main_menu");
    topAs<MainMenuScreen>(app).activate(MainMenuScreen::Item::FirstSteps);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "board");
    sw.check("tutorial");
    press(app, SDLK_PAGEDOWN);
    press(app, SDLK_TAB);
    sw.check("tutorial_selected");
    topAs<BoardScreen>(app).quit();
    app.runFrames(2);

    // The victory screen of a game played to its end.
    auto session = startQuestOne(app, false, 5);
    Rng pick(5);
    for (int i = 0; i < 5000 && !session->state().isOver(); ++i) {
        const auto legal = session->state().legalActions();
        session->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
    REQUIRE(session->state().isOver());
    app.screens().push(std::make_unique<VictoryScreen>(app, *session, [] {}));
    app.runFrames(2);
    sw.check("victory");
    app.screens().pop(app.screens().top());
    app.runFrames(1);

    sweepWaiting(sw);
}

}  // namespace

TEST_CASE("Layout check: no text cut or drawn over another element, every screen, scale and window", "[app][layout]") {
    const std::vector<std::pair<int, int>> windows = {{1024, 640}, {1280, 800}, {1920, 1080}, {2560, 1440}};
    const std::vector<double> scales = {1.0, 1.25, 1.5, 1.75, 2.0};
    std::vector<std::string> problems;
    std::map<std::string, int> per_screen;
    for (const auto& [w, h] : windows) {
        for (double scale : scales) {
            HeadlessHome home;
            const auto owned = sizedApp(home, w, h, scale, "en", /*hand_off=*/false);
            App& app = *owned;
            Sweep sw{app, std::to_string(w) + "x" + std::to_string(h) + "@" + std::to_string(static_cast<int>(scale * 100)) + "%", {}, {}, 0};
            sweepOne(sw);
            CHECK(sw.screens >= 15);
            problems.insert(problems.end(), sw.problems.begin(), sw.problems.end());
            for (const auto& [k, v] : sw.per_screen) per_screen[k] += v;
        }
    }
    // French, whose words are longer, at the largest scale (playtest 8 found a name cut there).
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}}) {
        HeadlessHome home;
        const auto owned = sizedApp(home, w, h, 2.0, "fr", /*hand_off=*/false);
        Sweep sw{*owned, std::to_string(w) + "x" + std::to_string(h) + "@200% fr", {}, {}, 0};
        sweepOne(sw);
        problems.insert(problems.end(), sw.problems.begin(), sw.problems.end());
        for (const auto& [k, v] : sw.per_screen) per_screen[k] += v;
    }
    std::ostringstream summary;
    for (const auto& [k, v] : per_screen) summary << k << ": " << v << "\n";
    std::ostringstream first;
    for (std::size_t i = 0; i < problems.size() && i < 80; ++i) first << problems[i] << "\n";
    INFO(summary.str());
    INFO(first.str());
    CHECK(problems.size() == 0);
}

TEST_CASE("Layout check: larger text (115 and 130 %), one UI scale and window each", "[app][layout]") {
    // The text size multiplies every text's size apart from the UI scale: each size at one
    // scale (cheap), the larger one at the window where room is shortest.
    const struct {
        int w, h;
        double scale;
        int text_size;
    } runs[] = {{1280, 800, 1.25, 115}, {1024, 640, 1.0, 130}, {1920, 1080, 1.5, 130}};
    std::vector<std::string> problems;
    for (const auto& run : runs) {
        HeadlessHome home;
        const auto owned = sizedApp(home, run.w, run.h, run.scale, "en", /*hand_off=*/false);
        editSettings(*owned, [&](Settings& s) { s.text_size = run.text_size; });
        Sweep sw{*owned,
                 std::to_string(run.w) + "x" + std::to_string(run.h) + "@" +
                     std::to_string(static_cast<int>(run.scale * 100)) + "% text " + std::to_string(run.text_size) +
                     "%",
                 {},
                 {},
                 0};
        sweepOne(sw);
        CHECK(sw.screens >= 15);
        problems.insert(problems.end(), sw.problems.begin(), sw.problems.end());
    }
    std::ostringstream first;
    for (std::size_t i = 0; i < problems.size() && i < 60; ++i) first << problems[i] << "\n";
    INFO(first.str());
    CHECK(problems.size() == 0);
}

TEST_CASE("Layout check: the smallest window the game opens (asked 640x400), at 100 and 200 %", "[app][layout]") {
    // Play 7 #20: App::kMinWindowWidth × kMinWindowHeight is the smallest window the layout
    // holds at 100 %; a window asked smaller opens at it, a larger UI scale draws at 100 % there.
    for (double scale : {1.0, 2.0}) {
        HeadlessHome home;
        const auto owned = sizedApp(home, 640, 400, scale, "en", /*hand_off=*/false);
        App& app = *owned;
        REQUIRE(app.width() == App::kMinWindowWidth);
        REQUIRE(app.height() == App::kMinWindowHeight);
        REQUIRE(app.uiScale() == Approx(1.0));
        Sweep sw{app, "minimum@" + std::to_string(static_cast<int>(scale * 100)) + "%", {}, {}, 0};
        sweepOne(sw);
        CHECK(sw.screens >= 15);
        std::ostringstream first;
        for (std::size_t i = 0; i < sw.problems.size() && i < 40; ++i) first << sw.problems[i] << "\n";
        INFO(first.str());
        CHECK(sw.problems.empty());
    }
}
