// The feedback components in a headless app: the combat log (scroll, keywords, export), the
// dice tray (its tumble ends after ticks or skip), the decision dialogs (their buttons are the
// core's legal answers; a click or a number key applies the right one), the hand-off, victory
// and help screens; and screenshots of each in the build folder, with region checks.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include "cata/app/combat_log.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/dice_tray.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/victory_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/core/rng.h"
#include "board_support.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {


void playRandomly(content::GameSession& s, std::uint64_t seed, int max) {
    Rng pick(seed);
    for (int i = 0; i < max && !s.state().isOver(); ++i) {
        const auto legal = s.state().legalActions();
        s.apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
}


/// Quest I's start with `enemy` moved next to `hero` (on a free floor square), `hero` given
/// `destiny` points and `hp` HP, and `side` to play.
GameState faceToFace(const GameState& start, int hero, int enemy, int destiny, int hp, Side side) {
    GameStateData d = start.data();
    const Pos at = d.characters[static_cast<std::size_t>(hero)].pos;
    std::optional<Pos> free;
    for (Pos step : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}}) {
        const Pos p = at + step;
        if (start.board().isWalkable(p) && start.characterAt(p) < 0) {
            free = p;
            break;
        }
    }
    REQUIRE(free);
    d.characters[static_cast<std::size_t>(enemy)].pos = *free;
    d.characters[static_cast<std::size_t>(hero)].destiny = destiny;
    d.characters[static_cast<std::size_t>(hero)].hp = hp;
    d.characters[static_cast<std::size_t>(side == Side::Heroes ? hero : enemy)].ap = 4;
    d.side = side;
    std::vector<std::string> errors;
    auto s = GameState::fromData(start.contentPtr(), d, &errors);
    INFO((errors.empty() ? std::string() : errors.front()));
    REQUIRE(s);
    return *s;
}

/// The hero walks away from the enemy next to it and fails the block test (R12).
GameState failedBlock(int destiny) {
    auto session = shippedQuest(1, 21);
    const GameState& start = session->state();
    const int hero = cardIndex(start, "irf"), enemy = cardIndex(start, "ghoul");  // Torgils ignores block tests
    GameState s = faceToFace(start, hero, enemy, destiny, start.character(hero).hp, Side::Heroes);
    REQUIRE_FALSE(s.blockers(hero, s.character(hero).pos).empty());
    std::optional<Action> away;  // any step leaves the enemy's reach (R12 tests on leaving)
    for (const auto& a : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor == hero && !away) away = a.action;
    REQUIRE(away);
    const std::vector<PowerFace> blanks(12, PowerFace::Blank);
    s.dice().forcePower(blanks);
    s.apply(*away);
    s.dice().clearForced();
    REQUIRE(s.pending());
    return s;
}

/// A Ghoul hits Esterella, left with 1 HP: the wounds would take her down (R27 cancel).
GameState fatalHit() {
    auto session = shippedQuest(1, 22);
    const GameState& start = session->state();
    const int hero = cardIndex(start, "esterella"), enemy = cardIndex(start, "ghoul");
    GameState s = faceToFace(start, hero, enemy, 2, 1, Side::Master);
    const std::vector<PowerFace> hits(12, PowerFace::SuccessBonus);
    const std::vector<Location> head{Location::Head};
    s.dice().forcePower(hits);
    s.dice().forceLocation(head);
    s.apply(Melee{enemy, hero});
    s.dice().clearForced();
    REQUIRE(s.pending());
    REQUIRE(s.pending()->kind == DecisionKind::DestinyCancel);
    return s;
}

/// Stands in for the board under dialogs (the app quits when its stack is empty).
class Backdrop : public Screen {
public:
    explicit Backdrop(App& app) : Screen(app) {}
    std::string_view id() const override { return "backdrop"; }
    void draw(Painter& p) override {
        drawBackdrop(app_, p, 40);
        p.fill(Rect{p.px(16), p.px(16), p.width() - p.px(32), p.height() - p.px(32)}, SDL_Color{30, 26, 22, 255});
        for (int x = p.px(16); x < p.width() - p.px(16); x += p.px(48))
            p.fill(Rect{x, p.px(16), 1, p.height() - p.px(32)}, SDL_Color{52, 46, 40, 255});
        for (int y = p.px(16); y < p.height() - p.px(16); y += p.px(48))
            p.fill(Rect{p.px(16), y, p.width() - p.px(32), 1}, SDL_Color{52, 46, 40, 255});
    }
};

/// Stands in for the board: the stone, a dark "map" and the log and tray panels at the right.
class PanelHost : public Screen {
public:
    PanelHost(App& app, CombatLog& log, DiceTray& tray) : Screen(app), log_(log), tray_(tray) {}
    std::string_view id() const override { return "panel_host"; }
    void draw(Painter& p) override {
        drawBackdrop(app_, p, 60);
        p.fill(Rect{p.px(16), p.px(16), p.width() - logRect().w - p.px(48), p.height() - p.px(32)}, SDL_Color{22, 18, 16, 255});
        log_.draw(p, logRect());
        tray_.draw(p, trayRect());
    }
    bool animating() const override { return tray_.animating(); }
    void tick(Uint32 ms) override { tray_.tick(ms); }
    Rect logRect() const { return Rect{app_.width() - 476, 16, 460, app_.height() - 16 - 300}; }
    Rect trayRect() const { return Rect{app_.width() - 476, app_.height() - 290, 460, 274}; }

private:
    CombatLog& log_;
    DiceTray& tray_;
};


/// Saves a screenshot of the app for people to look at, and returns a capture for checks.
struct Capture {
    explicit Capture(App& app, const std::string& name) {
        CHECK(app.saveScreenshot(shotPath("feedback_" + name)));
        surface = app.capture();
        REQUIRE(surface != nullptr);
    }
    ~Capture() { SDL_FreeSurface(surface); }
    Capture(const Capture&) = delete;
    Capture& operator=(const Capture&) = delete;
    SDL_Surface* surface = nullptr;
};

/// Number of distinct-enough colours in `r` (text and pictures have many, a flat fill one).
int feedbackVariety(const SDL_Surface* s, const Rect& r) { return colourVariety(s, r, 2, 16); }

int brightness(SDL_Color c) { return (c.r + c.g + c.b) / 3; }

}  // namespace

TEST_CASE_METHOD(AppTest, "The combat log scrolls, finds keywords and exports its text", "[feedback][log]") {
    auto session = shippedQuest(1, 31);
    playRandomly(*session, 31, 400);
    CombatLog log(app);
    DiceTray tray(app);
    log.rebuild(*session);
    REQUIRE(log.lines().size() > 50);
    CHECK(log.lines().front().kind == LogLine::Kind::Turn);
    auto* host = new PanelHost(app, log, tray);
    app.screens().push(std::unique_ptr<Screen>(host));
    app.runFrames(1);

    const Rect r = host->logRect();
    CHECK(log.scrollOffset() == 0);
    REQUIRE(log.maxScroll() > 0);
    CHECK_FALSE(log.scroll(r.x - 5, r.y + 5, 1));  // outside: not for the log
    // Three log lines a notch, whatever rows they wrap to (play 7: three rows were about one
    // line, ~50 notches to read back through an AI turn); the view's top on a line's start.
    const std::optional<std::size_t> newest_top = log.topLine();
    REQUIRE(newest_top);
    REQUIRE(*newest_top >= 6);
    CHECK(log.scroll(r.centerX(), r.centerY(), 2));
    CHECK(log.topLine() == *newest_top - 6);
    const int two_notches = log.scrollOffset();
    CHECK(log.scroll(r.centerX(), r.centerY(), -1));
    CHECK(log.topLine() == *newest_top - 3);
    CHECK(log.scrollOffset() > 0);
    CHECK(log.scrollOffset() < two_notches);
    CHECK(log.scroll(r.centerX(), r.centerY(), 100000));
    CHECK(log.scrollOffset() == log.maxScroll());
    app.runFrames(1);
    {
        Capture top(app, "log_scrolled_top");
        (void)top;
    }
    log.scroll(r.centerX(), r.centerY(), -100000);
    CHECK(log.scrollOffset() == 0);

    // A burn at the end: its row (the last drawn) answers keywordAt with "fire".
    const GameState& st = session->state();
    const int esterella = cardIndex(st, "esterella");
    log.append(content::HistoryEntry{std::nullopt,
                                     {StatusChanged{esterella, StatusChange::CaughtFire, 0, "R29"}},
                                     st.turn(),
                                     st.activeSide()},
               st);
    app.redraw();
    app.runFrames(1);
    std::string last;
    for (int y = r.y; y < r.bottom(); y += 2)
        if (!log.keywordAt(r.centerX(), y).empty()) last = log.keywordAt(r.centerX(), y);
    CHECK(last == "fire");
    CHECK(log.keywordAt(r.x - 10, r.y + 10).empty());

    const std::string text = log.exportText();
    CHECK(text.rfind("Catakombes — combat log\n", 0) == 0);
    CHECK(text.find("Esterella catches fire (R29)\n") != std::string::npos);
    CHECK(text.find("\n== Turn 1 — the heroes ==\n") != std::string::npos);
    CHECK(text.find(" (R") != std::string::npos);
    const auto path = home.root / "exports" / "log.txt";
    std::filesystem::create_directories(path.parent_path());
    std::string error;
    REQUIRE(log.exportTo(path, &error));
    std::ifstream in(path);
    std::stringstream read;
    read << in.rdbuf();
    CHECK(read.str() == text);
    CHECK_FALSE(log.exportTo(home.root / "missing" / "folder" / "log.txt", &error));
    CHECK_FALSE(error.empty());

    // The log rebuilt after an undo or a load has the same lines as the one built step by step.
    CombatLog stepwise(app);
    for (const auto& e : session->history()) stepwise.append(e, session->state());
    log.rebuild(*session);
    CHECK(stepwise.exportText() == log.exportText());
}

TEST_CASE_METHOD(AppTest, "The dice tray tumbles for a while, then shows what was rolled", "[feedback][dice]") {
    GameState s = failedBlock(0);
    DiceTray tray(app);
    CHECK_FALSE(tray.animating());
    // The events of the failed block test, as the board gets them.
    TestRoll roll = s.pending()->roll;
    const std::vector<Event> events = {TestRolled{s.pending()->who, Characteristic::Agility, roll, "block", "R12", {}},
                                       D6Rolled{s.pending()->who, {3, 5}, 8, "block wounds", "R12"}};
    tray.show({Moved{0, Pos{1, 1}, Pos{1, 2}, "R9"}}, s);  // no roll: nothing to show
    CHECK(tray.rolls().empty());
    tray.show(events, s);
    REQUIRE(tray.rolls().size() == 2);
    CHECK(tray.rolls()[0].headline == "Irf tries to break away");
    CHECK(tray.rolls()[0].detail == "Agility vs difficulty 1: " + std::to_string(roll.result) + " — failed");
    CHECK(tray.rolls()[1].d6 == std::vector<int>{3, 5});
    CHECK(tray.rolls()[1].detail == "3 + 5 = 8");

    SECTION("ticks end the tumble") {
        CHECK(tray.animating());
        tray.tick(DiceTray::kTumbleMs / 2);
        CHECK(tray.animating());
        tray.tick(DiceTray::kTumbleMs / 2 - 1);
        CHECK(tray.animating());
        tray.tick(1);
        CHECK_FALSE(tray.animating());
        CHECK(tray.faceShown(1, 0) == 3);
        CHECK(tray.faceShown(1, 1) == 5);
    }
    SECTION("skip ends it at once") {
        tray.tick(100);
        tray.skip();
        CHECK_FALSE(tray.animating());
        CHECK(tray.faceShown(1, 1) == 5);
    }
    SECTION("the same ticks give the same faces: nothing depends on the clock") {
        DiceTray other(app);
        other.show(events, s);
        tray.tick(130);
        other.tick(130);
        CHECK(tray.faceShown(1, 0) == other.faceShown(1, 0));
        CHECK(tray.faceShown(0, 0) == other.faceShown(0, 0));
    }
    SECTION("the setting turns the tumble off") {
        Settings settings = app.settings();
        settings.animate_dice = false;
        app.changeSettings(settings);
        tray.show(events, s);
        CHECK_FALSE(tray.animating());
    }
}

TEST_CASE_METHOD(AppTest, "A failed block test asks to move anyway or stay, a click applies the answer",
                 "[feedback][decision]") {
    const GameState s = failedBlock(0);
    REQUIRE(s.pending()->kind == DecisionKind::Block);
    std::vector<Action> chosen;
    app.screens().push(std::make_unique<Backdrop>(app));
    auto* dialog = new DecisionDialog(app, s, [&](const Action& a) { chosen.push_back(a); });
    app.screens().push(std::unique_ptr<Screen>(dialog));
    app.runFrames(1);
    REQUIRE(topScreen(app) == "decision");

    const auto legal = s.legalActions();
    REQUIRE(dialog->answers().size() == legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) CHECK(dialog->answers()[i].action == legal[i].action);
    CHECK(dialog->labels() == std::vector<std::string>{"Move anyway (1D6 wounds)", "Stay"});
    CHECK(dialog->title() == "Failed block test");
    REQUIRE(dialog->body().size() == 3);
    CHECK(dialog->body()[0].rfind("Irf failed the block test (" + std::to_string(s.pending()->roll.result) + " vs 1) leaving the reach of Ghoul", 0) == 0);
    CHECK(dialog->body()[2] == "Move anyway and take 1D6 wounds, or stay?");
    {
        Capture shot(app, "decision_block");
        const Rect b = dialog->buttonRect(1);
        CHECK(feedbackVariety(shot.surface, b) > 4);  // a label on it
    }

    SECTION("a click on Stay") {
        const Rect b = dialog->buttonRect(1);
        clickAt(b.centerX(), b.centerY());
        app.runFrames(2);
        REQUIRE(chosen.size() == 1);
        CHECK(std::holds_alternative<Stay>(chosen[0]));
        CHECK(topScreen(app) == "backdrop");
        GameState after = s;
        const Pos before = s.character(s.pending()->who).pos;
        after.apply(chosen[0]);
        CHECK(after.character(s.pending()->who).pos == before);
    }
    SECTION("the keys: → then Enter, or 1") {
        pressKey(SDLK_1);
        app.runFrames(2);
        REQUIRE(chosen.size() == 1);
        CHECK(std::holds_alternative<MoveAnyway>(chosen[0]));
    }
    SECTION("arrows move the focus, Enter confirms") {
        pressKey(SDLK_RIGHT);
        app.runFrames(1);
        pressKey(SDLK_RETURN);
        app.runFrames(2);
        REQUIRE(chosen.size() == 1);
        CHECK(std::holds_alternative<Stay>(chosen[0]));
    }
}

TEST_CASE_METHOD(AppTest, "Destiny dialogs: re-roll a failed test, cancel fatal wounds", "[feedback][decision]") {
    SECTION("re-roll") {
        const GameState s = failedBlock(2);
        REQUIRE(s.pending()->kind == DecisionKind::DestinyReroll);
        std::vector<Action> chosen;
        app.screens().push(std::make_unique<Backdrop>(app));
        auto* dialog = new DecisionDialog(app, s, [&](const Action& a) { chosen.push_back(a); });
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        CHECK(dialog->labels() == std::vector<std::string>{"Re-roll (1 destiny point)", "Keep the roll"});
        CHECK(dialog->body().back() == "Use a destiny point to re-roll the failed Agility test? (2 left)");
        { Capture shot(app, "decision_reroll"); }
        const Rect b = dialog->buttonRect(0);
        clickAt(b.centerX(), b.centerY());
        app.runFrames(2);
        REQUIRE(chosen.size() == 1);
        CHECK(std::holds_alternative<UseDestiny>(chosen[0]));
    }
    SECTION("re-roll of a poison test: Strength, not the spider's melee attack (R31)") {
        auto session = shippedQuest(1, 23);
        const GameState& start = session->state();
        const int hero = cardIndex(start, "esterella"), spider = cardIndex(start, "giant_spider");
        GameState s = faceToFace(start, hero, spider, 2, start.character(hero).hp, Side::Master);
        const auto profile = s.attackProfile(Melee{spider, hero});
        REQUIRE(profile);
        REQUIRE(profile->difficulty <= profile->dice);
        // The spider hits without a critical (successes = Defence), on a leg; her Strength fails.
        std::vector<PowerFace> faces(static_cast<std::size_t>(profile->dice), PowerFace::Blank);
        for (int i = 0; i < profile->difficulty; ++i) faces[static_cast<std::size_t>(i)] = PowerFace::Success;
        faces.insert(faces.end(), 12, PowerFace::Blank);
        s.dice().forcePower(faces);
        s.dice().forceLocation(std::vector<Location>{Location::Leg});
        s.apply(Melee{spider, hero});
        s.dice().clearForced();
        REQUIRE(s.pending());
        REQUIRE(s.pending()->kind == DecisionKind::DestinyReroll);
        REQUIRE(s.pendingTest()->purpose == "poison");
        app.screens().push(std::make_unique<Backdrop>(app));
        auto* dialog = new DecisionDialog(app, s, [](const Action&) {});
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        CHECK(dialog->body().front() == "Esterella failed the Strength test against poison (0 vs 2).");
        CHECK(dialog->body().back() == "Use a destiny point to re-roll the failed Strength test? (2 left)");
    }
    SECTION("cancel") {
        const GameState s = fatalHit();
        std::vector<Action> chosen;
        app.screens().push(std::make_unique<Backdrop>(app));
        auto* dialog = new DecisionDialog(app, s, [&](const Action& a) { chosen.push_back(a); });
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        const int wounds = s.pending()->wounds;
        CHECK(dialog->labels() == std::vector<std::string>{"Cancel the wounds (1 destiny point)", "Take the wounds"});
        CHECK(dialog->body().back() == "Cancel the " + std::to_string(wounds) +
                                           " wounds that would strike Esterella down with a destiny point? (2 left)");
        CHECK(dialog->body().front().rfind("Esterella is hit on the head: ", 0) == 0);
        CHECK(dialog->body().front().find("and has only 1 HP.") != std::string::npos);
        { Capture shot(app, "decision_cancel"); }
        pressKey(SDLK_2);
        app.runFrames(2);
        REQUIRE(chosen.size() == 1);
        CHECK(std::holds_alternative<DeclineDestiny>(chosen[0]));
    }
}

TEST_CASE_METHOD(AppTest, "The hand-off hides the board until a click or a key", "[feedback][handoff]") {
    app.screens().push(std::make_unique<Backdrop>(app));
    app.screens().push(std::make_unique<HandOffScreen>(app, Side::Master, 3));
    app.runFrames(1);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(app.screens().top()->isOpaque());
    {
        Capture shot(app, "hand_off_master");
        // The title's gold in the middle band, dark stone at the corners.
        CHECK(feedbackVariety(shot.surface, Rect{340, 300, 600, 120}) > 6);
        CHECK(brightness(pixelAt(shot.surface, 5, 5)) < 90);
    }
    pressKey(SDLK_LSHIFT);  // a modifier alone does not count
    app.runFrames(2);
    CHECK(topScreen(app) == "hand_off");
    clickAt(600, 400);
    app.runFrames(2);
    CHECK(topScreen(app) == "backdrop");

    app.screens().push(std::make_unique<HandOffScreen>(app, Side::Heroes, 4));
    app.runFrames(1);
    { Capture shot(app, "hand_off_heroes"); }
    pressKey(SDLK_SPACE);
    app.runFrames(2);
    CHECK(topScreen(app) == "backdrop");
}

TEST_CASE_METHOD(AppTest, "The victory screen tells who won, why, and the tale of the game", "[feedback][victory]") {
    auto session = shippedQuest(1, 5);
    playRandomly(*session, 5, 5000);
    REQUIRE(session->state().isOver());
    int back = 0;
    app.screens().push(std::make_unique<Backdrop>(app));
    auto* screen = new VictoryScreen(app, *session, [&] { ++back; });
    app.screens().push(std::unique_ptr<Screen>(screen));
    app.runFrames(1);
    const bool heroes = session->state().result()->winner == Side::Heroes;
    CHECK(screen->title() == (heroes ? "Victory for the heroes" : "Victory for the Master"));
    CHECK_FALSE(screen->reason().empty());
    REQUIRE(screen->summary().size() == 8);
    CHECK(screen->summary()[0].second == std::to_string(session->state().turn()));
    {
        Capture shot(app, "victory");
        const Rect b = screen->backButton();
        CHECK(feedbackVariety(shot.surface, b) > 4);
        CHECK(feedbackVariety(shot.surface, Rect{400, 250, 480, 200}) > 6);  // the summary's text
    }
    clickAt(5, 5);  // not on the button
    app.runFrames(2);
    CHECK(back == 0);
    const Rect b = screen->backButton();
    clickAt(b.centerX(), b.centerY());
    app.runFrames(2);
    CHECK(back == 1);
}

TEST_CASE("F1 on the victory screen and on the final board opens its shortcuts", "[feedback][victory][help]") {
    // Play 7 #11: F1 did nothing on the final board after a victory.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = shippedQuest(1, 5);
    playRandomly(*session, 5, 5000);
    REQUIRE(session->state().isOver());
    app.screens().push(std::make_unique<Backdrop>(app));
    auto* screen = new VictoryScreen(app, *session, [] {});
    app.screens().push(std::unique_ptr<Screen>(screen));
    app.runFrames(1);
    for (const bool board : {false, true}) {
        INFO((board ? "on the final board" : "on the results"));
        if (board) {
            pressKey(SDLK_v);
            app.runFrames(2);
            REQUIRE(screen->viewingBoard());
        }
        pressKey(SDLK_F1);
        app.runFrames(2);
        REQUIRE(topScreen(app) == "help");
        const auto& help = topAs<HelpOverlay>(app);
        REQUIRE(help.shortcuts().size() == 4);
        CHECK(help.shortcuts().front().first == "V");
        CHECK(help.shortcuts()[2] ==
              std::pair<std::string, std::string>{"Ctrl+L", "Write the combat log to a text file (next to the saves)"});
        // Any key closes it, and the screen under it stays as it was.
        pressKey(SDLK_ESCAPE);
        app.runFrames(2);
        CHECK(topScreen(app) == "victory");
        CHECK(screen->viewingBoard() == board);
    }
}

TEST_CASE_METHOD(AppTest, "The help overlay lists the keys and closes on any key", "[feedback][help]") {
    CombatLog log(app);
    DiceTray tray(app);
    auto session = shippedQuest(1, 41);
    playRandomly(*session, 41, 60);
    log.rebuild(*session);
    app.screens().push(std::make_unique<PanelHost>(app, log, tray));
    app.screens().push(std::make_unique<HelpOverlay>(
        app, "Keys of the board",
        std::vector<std::pair<std::string, std::string>>{{"F1", "This help"},
                                                         {"Ctrl+Z", "Undo back to the last roll"},
                                                         {"Space", "End the turn"},
                                                         {"Tab", "Select the next character"},
                                                         {"1–9", "Pick an action of the action bar"},
                                                         {"Wheel", "Scroll the combat log, or zoom the map"},
                                                         {"Esc", "Cancel the selection, then open the game menu"}}));
    app.runFrames(1);
    REQUIRE(topScreen(app) == "help");
    CHECK_FALSE(app.screens().top()->isOpaque());
    {
        Capture shot(app, "help");
        CHECK(feedbackVariety(shot.surface, Rect{340, 250, 600, 300}) > 6);
    }
    pressKey(SDLK_q);
    app.runFrames(2);
    CHECK(topScreen(app) == "panel_host");
}

TEST_CASE_METHOD(AppTest, "Screenshots of the log and dice tray panel, in English and French",
                 "[feedback][screenshots]") {
    auto session = shippedQuest(1, 51);
    playRandomly(*session, 51, 300);
    for (const char* language : {"en", "fr"}) {
        Settings settings = app.settings();
        settings.language = language;
        app.changeSettings(settings);
        CombatLog log(app);
        DiceTray tray(app);
        log.rebuild(*session);
        // A fight at the end, built by hand (random games mostly walk): Torgils hits the Ghoul,
        // the Ghoul's poison, Esterella catches fire.
        const GameState& st = session->state();
        const int torgils = cardIndex(st, "torgils"), ghoul = cardIndex(st, "ghoul"), esterella = cardIndex(st, "esterella");
        TestRoll hit;
        hit.faces = {PowerFace::SuccessBonus, PowerFace::Success, PowerFace::SuccessBonus, PowerFace::Blank};
        hit.successes = 3;
        hit.bonus = 2;
        hit.result = 6;
        hit.difficulty = 3;
        hit.passed = true;
        TestRoll resist;
        resist.faces = {PowerFace::Blank, PowerFace::Success};
        resist.successes = 1;
        resist.result = 1;
        resist.difficulty = 2;
        const content::HistoryEntry fight{
            std::nullopt,
            {TestRolled{torgils, Characteristic::MeleeAttack, hit, "melee", "R15", {}},
             Wounded{ghoul, torgils, Location::Chest, 9, 1, 8, 2, true, "R21"},
             TestRolled{esterella, Characteristic::Strength, resist, "poison", "R31", {}},
             StatusChanged{esterella, StatusChange::Poisoned, 0, "R31"},
             StatusChanged{esterella, StatusChange::CaughtFire, 0, "R29"},
             D6Rolled{esterella, {5}, 5, "burning", "R29"},
             Wounded{esterella, -1, std::nullopt, 5, 0, 5, 6, false, "R29"}},
            st.turn(),
            st.activeSide()};
        log.append(fight, st);
        tray.show(fight.events, st);
        REQUIRE(tray.rolls().size() == 3);
        CHECK(tray.rolls()[0].location == Location::Chest);
        auto* host = new PanelHost(app, log, tray);
        app.screens().push(std::unique_ptr<Screen>(host));
        app.runFrames(1);
        {
            // Mid-tumble, then settled.
            app.screens().tick(200);
            Capture mid(app, std::string("panel_tumbling_") + language);
            tray.skip();
            Capture shot(app, std::string("panel_") + language);
            CHECK(feedbackVariety(shot.surface, host->logRect()) > 8);
            CHECK(feedbackVariety(shot.surface, host->trayRect()) > 8);
            // The panel's dark fill between the lines, the gold of a border.
            const Rect t = host->trayRect();
            CHECK(brightness(pixelAt(shot.surface, t.right() - 14, t.bottom() - 14)) < 60);
        }
        // A destiny dialog over the panel, as over the board.
        const GameState s = fatalHit();
        app.screens().push(std::make_unique<DecisionDialog>(app, s, [](const Action&) {}));
        app.runFrames(1);
        { Capture shot(app, std::string("decision_over_panel_") + language); }
        pressKey(SDLK_1);
        app.runFrames(2);
        app.screens().pop(host);
        app.runFrames(1);
    }
}

TEST_CASE_METHOD(AppTest, "The waiting heroes' window (R42) offers only the side's answer as a button",
                 "[feedback][decision]") {
    auto session = shippedQuest(1, 61);
    GameState s = session->state();
    // A hero waits, the heroes end their turn, the Master makes a move: the window opens.
    openWaitingWindow(s);
    REQUIRE_FALSE(s.pending());
    std::vector<Action> chosen;
    app.screens().push(std::make_unique<Backdrop>(app));
    auto* dialog = new DecisionDialog(app, s, [&](const Action& a) { chosen.push_back(a); });
    app.screens().push(std::unique_ptr<Screen>(dialog));
    app.runFrames(1);
    CHECK(dialog->title() == "The waiting heroes");
    CHECK(dialog->labels() == std::vector<std::string>{"Let the Master go on"});
    CHECK_FALSE(dialog->isModal());  // the waiting heroes act on the board around it
    clickAt(20, app.height() - 20);    // not for the banner: the board below gets it
    app.runFrames(1);
    CHECK(chosen.empty());
    CHECK(topScreen(app) == "decision");
    { Capture shot(app, "decision_waiting"); }
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(chosen.size() == 1);
    CHECK(std::holds_alternative<Pass>(chosen[0]));
}

TEST_CASE_METHOD(AppTest, "Destiny dialogs in French: 'son test d'Attaque', and the HP left before the wounds",
                 "[feedback][decision][strings]") {
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    const StringTable& s = app.strings();

    SECTION("every test name: 'de' elided before a vowel") {
        for (int i = 0; i < kCharacteristicCount; ++i) {
            const std::string name = characteristicName(static_cast<Characteristic>(i), s);
            INFO(name);
            const std::string of = (startsWithVowel(name) ? "test d'" : "test de ") + name;
            CHECK(s.format(elisionKey("decision.reroll.body", name), "Irf", name, 1, 2).find(of) != std::string::npos);
            CHECK(s.format(elisionKey("decision.reroll.body_against", name), "Irf", name, 1, 2, "au poison").find(of) !=
                  std::string::npos);
            CHECK(s.format(elisionKey("decision.reroll.question", name), name, 1).find(of) != std::string::npos);
            CHECK(s.format(elisionKey("event.test.other", name), "Irf", name).find(of) != std::string::npos);
        }
    }
    SECTION("a failed melee attack") {
        auto session = shippedQuest(1, 21);
        const GameState& start = session->state();
        const int hero = cardIndex(start, "irf"), enemy = cardIndex(start, "ghoul");
        GameState st = faceToFace(start, hero, enemy, 2, start.character(hero).hp, Side::Heroes);
        const std::vector<PowerFace> blanks(12, PowerFace::Blank);
        st.dice().forcePower(blanks);
        st.apply(Melee{hero, enemy});
        st.dice().clearForced();
        REQUIRE(st.pending());
        REQUIRE(st.pending()->kind == DecisionKind::DestinyReroll);
        app.screens().push(std::make_unique<Backdrop>(app));
        auto* dialog = new DecisionDialog(app, st, [](const Action&) {});
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        CHECK(dialog->body().front().rfind("Irf a raté son test d'Attaque (", 0) == 0);
        CHECK(dialog->body().back() == "Dépenser un point de destin pour relancer ce test d'Attaque ? (il en reste 2)");
    }
    SECTION("wounds that would strike her down: the HP she has before them") {
        const GameState st = fatalHit();
        app.screens().push(std::make_unique<Backdrop>(app));
        auto* dialog = new DecisionDialog(app, st, [](const Action&) {});
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        INFO(dialog->body().front());
        CHECK(dialog->body().front().rfind("Esterella reçoit un coup ", 0) == 0);
        CHECK(dialog->body().front().find(", alors qu'il ne lui reste que 1 PV.") != std::string::npos);
        CHECK(dialog->body().front().find("n'a plus que") == std::string::npos);
    }
}

TEST_CASE("The dice tray capitalizes a French caption that starts with an accent", "[feedback][dice]") {
    // Play-test 3, finding 9: "événement imprévu" lowercase at the start of the tray's line (R45).
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    const std::vector<Event> events = {D6Rolled{-1, {3, 4}, 7, "unexpected event", "R45"}};
    DiceTray tray(app);
    tray.show(events, session->state());
    REQUIRE(tray.rolls().size() == 1);
    CHECK(tray.rolls()[0].headline == "Unexpected event");
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    DiceTray tray_fr(app);
    tray_fr.show(events, session->state());
    REQUIRE(tray_fr.rolls().size() == 1);
    CHECK(tray_fr.rolls()[0].headline == "Événement imprévu");
}
