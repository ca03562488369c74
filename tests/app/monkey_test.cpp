// The monkey test (monkey.h, docs/testing.md "Monkey test"): CATA_MONKEY_SEEDS seeds of
// CATA_MONKEY_EVENTS real SDL events each, spread over 20 ctest tests ("monkey: shard K" runs
// seeds K, K+20, …) so `ctest -j` runs them side by side. A failing seed names its script;
// replay it with (the script is an event script, include/cata/app/event_script.h)
//     CATA_MONKEY_REPLAY=<script> build/test/tests/test_app "monkey: replay"
// or run one seed again with CATA_MONKEY_SEED=<n> build/test/tests/test_app "monkey: one seed".
#include <SDL.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "board_support.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/main_menu_screen.h"
#include "headless.h"
#include "monkey.h"

using namespace cata::app::test;

namespace {

constexpr int kShards = 20;

std::filesystem::path scriptPath(std::uint64_t seed) {
    char* base = SDL_GetBasePath();
    const std::filesystem::path dir = base ? base : "./";
    SDL_free(base);
    return dir / ("monkey-seed-" + std::to_string(seed) + ".script");
}

std::string describe(std::uint64_t seed, const monkey::Entry& entry, const monkey::Report& r) {
    std::ostringstream out;
    out << "monkey seed " << seed << " from " << monkey::entryLine(entry) << ": " << r.events << " events, " << r.frames
        << " frames, " << r.restarts << " restarts, " << r.nudges << " nudges, " << r.bar_clicks
        << " clicks on action bar rows checked, in " << r.seconds << " s" << (r.pixels ? "" : " (layout only)")
        << "; screens:";
    for (const auto& s : r.screens) out << ' ' << s;
    out << "\n  script: " << r.script.string();
    return out.str();
}

void check(std::uint64_t seed, const monkey::Entry& entry, const monkey::Report& r) {
    std::cout << describe(seed, entry, r) << std::endl;
    if (r.problems.empty()) return;
    // The problems first, on their own lines, before Catch's long report: a CI log that keeps
    // only a failure's first lines still shows what went wrong (CI of f1217fc cut them off).
    for (const auto& p : r.problems) std::cout << "  MONKEY PROBLEM: " << p << '\n';
    std::cout << std::flush;
    std::ostringstream tail;
    for (const auto& line : r.tail) tail << "  " << line << '\n';
    INFO(describe(seed, entry, r) << "\n  its last steps:\n"
                                  << tail.str() << "  replay: CATA_MONKEY_REPLAY=" << r.script.string()
                                  << " build/test/tests/test_app \"monkey: replay\"");
    std::string all;
    for (const auto& p : r.problems) all += (all.empty() ? "" : "\n") + p;
    FAIL(all);
}

void runSeed(std::uint64_t seed, int events) {
    const monkey::Entry entry = monkey::entryForSeed(seed);
    const monkey::Report r = monkey::run(seed, entry, events, scriptPath(seed));
    check(seed, entry, r);
}

void runShard(int shard) {
    const monkey::Size size = monkey::sizeFromEnvironment();
    for (int seed = shard; seed <= size.seeds; seed += kShards) runSeed(static_cast<std::uint64_t>(seed), size.events);
}

}  // namespace

#define CATA_MONKEY_SHARD(k) \
    TEST_CASE("monkey: shard " #k, "[monkey]") { runShard(k); }
CATA_MONKEY_SHARD(1)
CATA_MONKEY_SHARD(2)
CATA_MONKEY_SHARD(3)
CATA_MONKEY_SHARD(4)
CATA_MONKEY_SHARD(5)
CATA_MONKEY_SHARD(6)
CATA_MONKEY_SHARD(7)
CATA_MONKEY_SHARD(8)
CATA_MONKEY_SHARD(9)
CATA_MONKEY_SHARD(10)
CATA_MONKEY_SHARD(11)
CATA_MONKEY_SHARD(12)
CATA_MONKEY_SHARD(13)
CATA_MONKEY_SHARD(14)
CATA_MONKEY_SHARD(15)
CATA_MONKEY_SHARD(16)
CATA_MONKEY_SHARD(17)
CATA_MONKEY_SHARD(18)
CATA_MONKEY_SHARD(19)
CATA_MONKEY_SHARD(20)
#undef CATA_MONKEY_SHARD

// Hidden, and tagged apart from "[monkey]" so that running "[monkey]" does not pick them: run
// by name with their variable set; without it they fail rather than pass having checked nothing.
TEST_CASE("monkey: one seed (CATA_MONKEY_SEED)", "[.monkey-one]") {
    const char* seed = std::getenv("CATA_MONKEY_SEED");
    if (!seed) FAIL("CATA_MONKEY_SEED is not set: nothing to run (CATA_MONKEY_SEED=7 test_app \"monkey: one seed (CATA_MONKEY_SEED)\")");
    runSeed(std::strtoull(seed, nullptr, 10), monkey::sizeFromEnvironment().events);
}

TEST_CASE("monkey: replay (CATA_MONKEY_REPLAY)", "[.monkey-one]") {
    const char* script = std::getenv("CATA_MONKEY_REPLAY");
    if (!script) FAIL("CATA_MONKEY_REPLAY is not set: nothing to replay (CATA_MONKEY_REPLAY=<script> test_app \"monkey: replay (CATA_MONKEY_REPLAY)\")");
    const monkey::Report r = monkey::replay(script);
    std::cout << "replayed " << script << ": " << r.events << " events, " << r.frames << " frames in " << r.seconds << " s\n";
    check(0, monkey::Entry{}, r);
}

TEST_CASE("monkey: a seed takes the same steps on every run, whatever its frames cost", "[monkey]") {
    // The app runs on a manual clock (AppOptions::manual_clock): the animations, the AI's turns
    // (each answer waited for, a number of actions a frame) and a new game's seed depend on the
    // events alone, so a seed that fails in CI fails again on any machine. A seed with an AI
    // side, so that the AI's thread is in the run.
    std::uint64_t seed = 1;
    while (seed < 200 &&
           !(monkey::entryForSeed(seed).solo || monkey::entryForSeed(seed).kind == monkey::Entry::Kind::AiVsAi))
        ++seed;
    const monkey::Entry entry = monkey::entryForSeed(seed);
    INFO(monkey::entryLine(entry));
    const auto first = scriptPath(9001), second = scriptPath(9002);
    const monkey::Report a = monkey::run(seed, entry, 1500, first);
    check(seed, entry, a);
    const monkey::Report b = monkey::run(seed, entry, 1500, second);
    check(seed, entry, b);
    const auto read = [](const std::filesystem::path& p) {
        std::ifstream in(p);
        std::ostringstream all;
        all << in.rdbuf();
        std::string text = all.str();
        return text.substr(text.find('\n'));  // the first line names the seed and size only
    };
    CHECK(a.frames == b.frames);
    CHECK(a.restarts == b.restarts);
    CHECK(read(first) == read(second));
    std::filesystem::remove(first);
    std::filesystem::remove(second);
}

TEST_CASE("monkey: script lines read back as the steps they were written from", "[monkey]") {
    using monkey::Step;
    std::vector<Step> steps(10);
    steps[0].kind = Step::Kind::Move, steps[0].x = 12, steps[0].y = 700;
    steps[1].kind = Step::Kind::Down, steps[1].button = SDL_BUTTON_RIGHT, steps[1].x = 3, steps[1].y = 4;
    steps[2].kind = Step::Kind::Up, steps[2].button = SDL_BUTTON_MIDDLE, steps[2].x = 5, steps[2].y = 6;
    steps[3].kind = Step::Kind::Wheel, steps[3].n = -3;
    steps[4].kind = Step::Kind::Key, steps[4].key = SDLK_z, steps[4].mod = KMOD_LCTRL;
    steps[5].kind = Step::Kind::Key, steps[5].key = SDLK_KP_ENTER;
    steps[6].kind = Step::Kind::Text, steps[6].text = "é \"x\" 日本";
    steps[7].kind = Step::Kind::Resize, steps[7].w = 640, steps[7].h = 480;
    steps[8].kind = Step::Kind::Scale, steps[8].scale = 1.75;
    steps[9].kind = Step::Kind::Frames, steps[9].n = 3;
    for (const Step& s : steps) {
        const std::string line = monkey::stepLine(s);
        INFO(line);
        std::string error;
        const auto back = monkey::parseStep(line, &error);
        REQUIRE(back);
        CHECK(monkey::stepLine(*back) == line);
        CHECK(back->kind == s.kind);
    }
    // The format of include/cata/app/event_script.h, plus "# monkey" lines.
    CHECK(monkey::stepLine(steps[1]) == "press 3 4 right");
    CHECK(monkey::stepLine(steps[4]) == "key ctrl+Z");
    CHECK(monkey::stepLine(steps[5]) == "key Keypad Enter");
    CHECK(monkey::stepLine(steps[6]) == "text é \"x\" 日本");
    CHECK(monkey::stepLine(steps[8]) == "# monkey scale 1.75");
    std::string error;
    CHECK_FALSE(monkey::parseStep("jump 3 4", &error));
    CHECK_FALSE(error.empty());

    monkey::Entry e;
    e.kind = monkey::Entry::Kind::LateGame;
    e.quest = "quest-1";
    e.game_seed = 123456789;
    e.steps = 321;
    e.solo = true;
    e.hand_off = false;
    const auto back = monkey::parseEntry(monkey::entryLine(e), &error);
    REQUIRE(back);
    CHECK(monkey::entryLine(*back) == monkey::entryLine(e));
}

TEST_CASE("monkey: a key sent with a click in one frame is not blamed on the click", "[monkey]") {
    // Seed 14: a click on a greyed row and the key "5" handled in the same frame; the key chose
    // row 5 and the harness said the click on the greyed row had applied an action.
    using namespace cata;
    using namespace cata::app;
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app, false, 7));
    const GameState& s = board.session().state();
    // A hero, an enemy whose rows for that hero have a greyed one and a legal one (1 to 9).
    std::ostringstream script;
    script << "# monkey entry board quest " << s.content().quest.id << " seed 7 steps 0 solo 0 hand_off 0\nwait 1\n";
    bool found = false;
    for (int hero = 0; hero < static_cast<int>(s.characters().size()) && !found; ++hero) {
        if (s.character(hero).side != Side::Heroes || !s.able(hero)) continue;
        const SDL_Point h = board.view().centerOf(s.character(hero).pos);
        clickSquare(app, board.view(), s.character(hero).pos);
        if (board.selected() != hero) continue;
        for (int enemy = 0; enemy < static_cast<int>(s.characters().size()) && !found; ++enemy) {
            if (s.character(enemy).side == Side::Heroes) continue;
            const SDL_Point e = board.view().centerOf(s.character(enemy).pos);
            if (!board.view().area().contains(e.x, e.y)) continue;
            moveMouse(e.x, e.y);
            app.runFrames(1);
            const auto& rows = board.actions();
            std::optional<std::size_t> greyed, legal;
            for (std::size_t i = 0; i < rows.size() && i < 9; ++i) {
                if (!rows[i].legal && !greyed && board.actionRect(i)) greyed = i;
                if (rows[i].legal && !legal) legal = i;
            }
            if (!greyed || !legal) continue;
            const Rect g = *board.actionRect(*greyed);
            script << "move " << h.x << ' ' << h.y << "\nclick " << h.x << ' ' << h.y << "\nwait 1\nmove " << e.x << ' ' << e.y
                   << "\nwait 1\nmove " << g.centerX() << ' ' << g.centerY() << "\nwait 1\nclick " << g.centerX() << ' '
                   << g.centerY() << "\nkey " << (*legal + 1) << "\nwait 1\n";
            // The same events here: the key acts.
            const std::size_t before = board.session().history().size();
            moveMouse(g.centerX(), g.centerY());
            app.runFrames(1);
            clickAt(g.centerX(), g.centerY());
            pressKey(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(*legal)));
            app.runFrames(1);
            REQUIRE(board.session().history().size() > before);
            CHECK(board.session().history()[before].action == rows[*legal].action);
            found = true;
        }
    }
    REQUIRE(found);
    const std::filesystem::path path = home.root / "click-and-key.script";
    std::ofstream(path) << script.str();
    const monkey::Report r = monkey::replay(path);
    INFO(script.str());
    CHECK(r.bar_clicks == 1);
    std::string all;
    for (const auto& p : r.problems) all += p + "\n";
    INFO(all);
    CHECK(r.problems.empty());
}

TEST_CASE("monkey: events the app keeps for the next frame are not blamed on that frame's click", "[monkey]") {
    // Seed 15: a click closed a screen over the board, and App::step kept the frame's later
    // events for the next frame (they go to the new top screen), among them a click on a square
    // that moved the selected hero. In the next frame those events acted first, then the click
    // on a drawn row of the bar; the harness blamed that click for the move. Here: the game menu
    // closed by a click, a click on a square in the same frame, a click on a row in the next
    // frame (not armed), then a click on a row with nothing left over (armed and checked).
    using namespace cata;
    using namespace cata::app;
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app, false, 7));
    const GameState& s = board.session().state();
    std::ostringstream script;
    script << "# monkey entry board quest " << s.content().quest.id << " seed 7 steps 0 solo 0 hand_off 0\nwait 1\n";
    // Each step here and in the script: the same events, one frame each.
    const auto pointAt = [&](SDL_Point p) {
        moveMouse(p.x, p.y);
        script << "move " << p.x << ' ' << p.y << '\n';
    };
    const auto clickOn = [&](SDL_Point p) {
        clickAt(p.x, p.y);
        script << "click " << p.x << ' ' << p.y << '\n';
    };
    const auto oneFrame = [&] {
        app.runFrames(1);
        script << "wait 1\n";
    };
    const Rect map = board.view().area();
    // The visible squares `who` can walk to.
    const auto walks = [&](int who) {
        std::vector<Pos> out;
        for (const LegalAction& la : s.legalActions())
            if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who) {
                const SDL_Point c = board.view().centerOf(w->to);
                if (map.contains(c.x, c.y)) out.push_back(w->to);
            }
        return out;
    };
    // The drawn row of a legal action other than a move to `not_to`, if any.
    const auto legalRow = [&](std::optional<Pos> not_to) -> std::optional<std::pair<Action, SDL_Point>> {
        for (std::size_t i = 0; i < board.actions().size(); ++i) {
            const ActionItem& item = board.actions()[i];
            const auto* w = std::get_if<Walk>(&item.action);
            if (!item.legal || !board.actionRect(i) || (not_to && w && w->to == *not_to)) continue;
            return std::make_pair(item.action, SDL_Point{board.actionRect(i)->centerX(), board.actionRect(i)->centerY()});
        }
        return std::nullopt;
    };
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()) && hero < 0; ++i)
        if (s.character(i).side == Side::Heroes && s.able(i) && walks(i).size() >= 2 &&
            map.contains(board.view().centerOf(s.character(i).pos).x, board.view().centerOf(s.character(i).pos).y))
            hero = i;
    REQUIRE(hero >= 0);
    const Pos there = walks(hero)[0], row_square = walks(hero)[1];
    pointAt(board.view().centerOf(s.character(hero).pos));
    clickOn(board.view().centerOf(s.character(hero).pos));
    oneFrame();
    REQUIRE(board.selected() == hero);
    // The bar for another square: a row that is not the move the square click will make.
    pointAt(board.view().centerOf(row_square));
    oneFrame();
    const auto row = legalRow(there);
    REQUIRE(row);
    pressKey(SDLK_ESCAPE);
    script << "key Escape\n";
    oneFrame();
    auto* menu = dynamic_cast<GameMenuScreen*>(app.screens().top());
    REQUIRE(menu);
    const Rect resume = menu->buttons()[0].rect;
    // Resume, then a click on the square in the same frame: the app keeps it for the next frame.
    const std::size_t before = board.session().history().size();
    pointAt(SDL_Point{resume.centerX(), resume.centerY()});
    clickOn(SDL_Point{resume.centerX(), resume.centerY()});
    pointAt(board.view().centerOf(there));
    clickOn(board.view().centerOf(there));
    oneFrame();
    REQUIRE(app.screens().top() == &board);
    CHECK_FALSE(app.queuedEvents().empty());
    CHECK(board.session().history().size() == before);
    // The row's click: the kept click on the square acts first (the hero walks there).
    pointAt(row->second);
    clickOn(row->second);
    oneFrame();
    REQUIRE(board.session().history().size() > before);
    CHECK(board.session().history()[before].action == Action{Walk{hero, there}});
    CHECK(app.queuedEvents().empty());
    // Nothing left over: a click on a drawn row is checked again (a hero who can still walk).
    int walker = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()) && walker < 0; ++i)
        if (s.character(i).side == Side::Heroes && s.able(i) && !walks(i).empty() &&
            map.contains(board.view().centerOf(s.character(i).pos).x, board.view().centerOf(s.character(i).pos).y))
            walker = i;
    REQUIRE(walker >= 0);
    if (board.selected() != walker) {
        pointAt(board.view().centerOf(s.character(walker).pos));
        clickOn(board.view().centerOf(s.character(walker).pos));
        oneFrame();
        REQUIRE(board.selected() == walker);
    }
    pointAt(board.view().centerOf(walks(walker)[0]));
    oneFrame();
    const auto checked = legalRow(std::nullopt);
    REQUIRE(checked);
    const std::size_t at = board.session().history().size();
    pointAt(checked->second);
    oneFrame();
    clickOn(checked->second);
    oneFrame();
    REQUIRE(board.session().history().size() > at);
    CHECK(board.session().history()[at].action == checked->first);

    const std::filesystem::path path = home.root / "kept-events.script";
    std::ofstream(path) << script.str();
    const monkey::Report r = monkey::replay(path);
    INFO(script.str());
    CHECK(r.bar_clicks == 1);  // the last click only
    std::string all;
    for (const auto& p : r.problems) all += p + "\n";
    INFO(all);
    CHECK(r.problems.empty());
}

TEST_CASE("monkey: a frame drawn layout only records the same texts and boxes and leaves the window blank",
          "[monkey]") {
    // Painter::layoutOnly, which most of the monkey's seeds use (monkey::drawsPixels): every
    // drawing call as usual, SDL's rasteriser skipped. The board (tints, tokens, texts) and the
    // main menu (the backdrop) drawn both ways.
    using namespace cata::app;
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    for (const bool on_board : {false, true}) {
        INFO((on_board ? "the board" : "the main menu"));
        if (on_board) {
            pushBoard(app, startQuestOne(app, false, 7));
            app.runFrames(2);
        }
        REQUIRE(topScreen(app) == (on_board ? "board" : "main_menu"));
        LayoutRecord drawn, layout;
        app.painter().layoutOnly(false);
        app.painter().record(&drawn);
        app.redraw();
        app.runFrames(1);
        SDL_Surface* full = app.capture();
        app.painter().layoutOnly(true);
        app.painter().record(&layout);
        app.redraw();
        app.runFrames(1);
        SDL_Surface* blank = app.capture(/*as_painted=*/true);
        app.painter().record(nullptr);
        app.painter().layoutOnly(false);
        REQUIRE(full);
        REQUIRE(blank);
        const Rect inside{1, 1, app.width() - 1, app.height() - 1};  // the one pixel kept is (0, 0)
        CHECK(colourVariety(full, inside, 7, 32) > 20);
        CHECK(colourVariety(blank, inside, 7, 32) == 1);
        SDL_FreeSurface(full);
        SDL_FreeSurface(blank);
        REQUIRE(drawn.texts.size() > 10);
        REQUIRE(layout.texts.size() == drawn.texts.size());
        for (std::size_t i = 0; i < drawn.texts.size(); ++i) {
            INFO(drawn.texts[i].text);
            CHECK(layout.texts[i].text == drawn.texts[i].text);
            CHECK(layout.texts[i].box == drawn.texts[i].box);
            CHECK(layout.texts[i].ink == drawn.texts[i].ink);
            CHECK(layout.texts[i].clip == drawn.texts[i].clip);
            CHECK(layout.texts[i].panel == drawn.texts[i].panel);
        }
        REQUIRE(layout.panels.size() == drawn.panels.size());
        for (std::size_t i = 0; i < drawn.panels.size(); ++i) CHECK(layout.panels[i].rect == drawn.panels[i].rect);
    }
}

TEST_CASE("monkey: a frame seen after a layout-only one shows the whole backdrop", "[monkey]") {
    // A layout-only frame makes the menus' backdrop texture without its pixels; the next frame
    // that is seen fills it (recordFrame, the layout check and the monkey switch between both).
    using namespace cata::app;
    HeadlessHome home;
    const auto cornerOf = [](App& app) {
        SDL_Surface* s = app.capture();
        REQUIRE(s);
        std::vector<SDL_Color> px;
        for (int y = 2; y < 60; y += 3)
            for (int x = 2; x < 60; x += 3) px.push_back(pixelAt(s, x, y));
        const int variety = colourVariety(s, Rect{1, 1, 60, 60}, 1, 4);
        SDL_FreeSurface(s);
        return std::make_pair(px, variety);
    };
    std::vector<SDL_Color> expected;
    int expected_variety = 0;
    {
        App seen_only(home.options());
        REQUIRE(seen_only.ok());
        seen_only.painter().layoutOnly(false);  // every frame seen (the tests' default is layout only)
        seen_only.screens().push(std::make_unique<MainMenuScreen>(seen_only));
        seen_only.runFrames(2);
        std::tie(expected, expected_variety) = cornerOf(seen_only);
    }
    REQUIRE(expected_variety > 1);  // the backdrop's grain in the corner, no text there

    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.painter().layoutOnly(true);
    app.runFrames(2);
    SDL_FreeSurface(app.capture(/*as_painted=*/true));
    app.painter().layoutOnly(false);
    app.redraw();
    std::vector<SDL_Color> after;
    int after_variety = 0;
    std::tie(after, after_variety) = cornerOf(app);
    CHECK(after_variety == expected_variety);
    bool same = after.size() == expected.size();
    for (std::size_t i = 0; same && i < after.size(); ++i)
        same = after[i].r == expected[i].r && after[i].g == expected[i].g && after[i].b == expected[i].b;
    CHECK(same);
}
