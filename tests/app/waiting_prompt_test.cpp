// R42 waiting in hot-seat: the waiting heroes are asked only as the
// "waiting heroes" setting says, and the Master sees the result of his action before the
// hand-off hides the board.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "board_support.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/settings.h"
#include "cata/app/settings_screen.h"
#include "cata/core/waiting.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

void setPrompt(App& app, WaitingPrompt prompt) {
    editSettings(app, [&](Settings& st) { st.waiting_prompt = prompt; });
}

/// Hot-seat Quest I with hand-off screens: a hero waits (R42), the heroes end their turn, the
/// Master takes the board and makes a plain walk. Returns the board; `steps` gets the history
/// size before the Master's walk. `adjacent`: the waiting hero stands next to a Master
/// character (questOne), so he can react to the Master (waitingReaction).
BoardScreen& masterWalksPastAWaitingHero(App& app, std::size_t& steps, bool adjacent = false) {
    BoardScreen& board = pushBoard(app, startQuestOne(app, adjacent), true);
    const GameState& s = board.session().state();
    const Action wait = firstWait(s);
    REQUIRE(board.choose(wait));
    REQUIRE(board.choose(EndTurn{}));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    press(app, SDLK_SPACE);  // the Master takes the board
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.toMove() == Side::Master);
    const Action walk = firstPlainWalk(s);
    steps = board.session().history().size();
    REQUIRE(board.choose(walk));
    app.runFrames(2);
    return board;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "R42 hot-seat: 'when one can act' asks the heroes after the Master has seen his result",
                 "[app][waiting]") {
    CHECK(app.settings().waiting_prompt == WaitingPrompt::WhenAble);  // the default
    std::size_t steps = 0;
    BoardScreen& board = masterWalksPastAWaitingHero(app, steps, true);
    const GameState& s = board.session().state();
    REQUIRE(s.waitingWindow());
    REQUIRE(waitingHeroesCanReact(s));  // the waiting hero stands next to a Master character
    REQUIRE(askWaitingHeroes(s, WaitingPrompt::WhenAble));
    // The board stays in view under the notice (the Master sees his walk), until he hands over.
    REQUIRE(topScreen(app) == "hand_off");
    auto& handoff = dynamic_cast<HandOffScreen&>(*app.screens().top());
    CHECK(handoff.previewing());
    CHECK_FALSE(handoff.isOpaque());
    press(app, SDLK_a);  // any other key does not hand over
    CHECK(handoff.previewing());
    const Rect button = handoff.handOverButton();
    clickAt(button.centerX(), button.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK_FALSE(handoff.previewing());
    CHECK(handoff.isOpaque());  // now the board is hidden for the heroes' player
    press(app, SDLK_SPACE);
    CHECK(topScreen(app) == "board");
    CHECK(s.toMove() == Side::Heroes);
    CHECK(board.session().history().size() == steps + 1);  // nothing passed for them
}

TEST_CASE_METHOD(
    AppTest, "R42 hot-seat: the waiting hero sees the result of his action before the board goes back to the Master",
    "[app][waiting]") {
    setPrompt(app, WaitingPrompt::Always);  // (a step is all the waiting hero can do here)
    std::size_t steps = 0;
    BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
    const GameState& s = board.session().state();
    REQUIRE(topScreen(app) == "hand_off");
    auto& to_heroes = dynamic_cast<HandOffScreen&>(*app.screens().top());
    const Rect button = to_heroes.handOverButton();
    clickAt(button.centerX(), button.centerY());
    app.runFrames(2);
    press(app, SDLK_SPACE);
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.toMove() == Side::Heroes);
    REQUIRE(s.activeSide() == Side::Master);  // the Master's turn: the heroes act in his window

    // The waiting hero acts: the board stays in view under a notice, not a hand-off screen that
    // hides what he just did.
    std::optional<Action> act;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !act) act = a.action;
    REQUIRE(act);
    REQUIRE(board.choose(*act));
    app.runFrames(2);
    REQUIRE(s.toMove() == Side::Master);
    REQUIRE(topScreen(app) == "hand_off");
    auto& to_master = dynamic_cast<HandOffScreen&>(*app.screens().top());
    CHECK(to_master.previewing());
    CHECK_FALSE(to_master.isOpaque());
    CHECK(to_master.previewTitle() == app.tr("board.waiting_done.title"));
    CHECK(to_master.previewText() == app.tr("board.waiting_done.text"));
    const Rect hand_over = to_master.handOverButton();
    clickAt(hand_over.centerX(), hand_over.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(to_master.isOpaque());  // now hidden from the heroes' player
    press(app, SDLK_SPACE);
    CHECK(topScreen(app) == "board");
    CHECK(s.toMove() == Side::Master);
}

TEST_CASE_METHOD(AppTest, "R42 hot-seat: 'always' asks the heroes, 'never' passes for them", "[app][waiting]") {
    SECTION("always") {
        setPrompt(app, WaitingPrompt::Always);
        std::size_t steps = 0;
        BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
        REQUIRE(topScreen(app) == "hand_off");
        CHECK(dynamic_cast<HandOffScreen&>(*app.screens().top()).previewing());
        CHECK(board.session().state().toMove() == Side::Heroes);
    }
    SECTION("never") {
        setPrompt(app, WaitingPrompt::Never);
        std::size_t steps = 0;
        BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
        const GameState& s = board.session().state();
        // No hand-off at all: the board passed the window (the core's Pass) and the Master goes on.
        CHECK(topScreen(app) == "board");
        CHECK_FALSE(s.waitingWindow());
        CHECK(s.toMove() == Side::Master);
        REQUIRE(board.session().history().size() == steps + 2);
        CHECK(std::holds_alternative<Pass>(*board.session().history().back().action));
        // The Master goes on: his next walk is his to choose.
        bool can_walk = false;
        for (const auto& a : s.legalActions()) can_walk = can_walk || std::holds_alternative<Walk>(a.action);
        CHECK(can_walk);
    }
}

TEST_CASE_METHOD(AppTest, "R42: 'when one can act' does not ask when a waiting hero has no legal action",
                 "[app][waiting]") {
    auto session = startQuestOne(app);
    GameState s = session->state();
    const int hero = openWaitingWindow(s);
    CHECK_FALSE(askWaitingHeroes(s, WaitingPrompt::WhenAble));  // far from the Master: steps only
    CHECK(askWaitingHeroes(s, WaitingPrompt::Always));
    CHECK_FALSE(askWaitingHeroes(s, WaitingPrompt::Never));

    // A window where no waiting hero can act (his waiting point spent elsewhere, the window
    // still open): the core's legal list holds only Pass, and 'when one can act' does not ask.
    GameStateData d = s.data();
    d.characters[static_cast<std::size_t>(hero)].waiting = 0;
    auto idle = GameState::fromData(s.contentPtr(), d);
    REQUIRE(idle);
    REQUIRE(idle->waitingWindow());
    const auto legal = idle->legalActions();
    REQUIRE(legal.size() == 1);
    REQUIRE(std::holds_alternative<Pass>(legal.front().action));
    CHECK_FALSE(askWaitingHeroes(*idle, WaitingPrompt::WhenAble));
    CHECK(askWaitingHeroes(*idle, WaitingPrompt::Always));
}

TEST_CASE_METHOD(AppTest, "The 'waiting heroes' setting is on the settings screen and saved in settings.json",
                 "[app][waiting][settings]") {
    app.screens().push(std::make_unique<SettingsScreen>(app));
    app.runFrames(2);
    auto& screen = dynamic_cast<SettingsScreen&>(*app.screens().top());
    screen.change(SettingsScreen::Row::WaitingPrompt, +1);
    CHECK(app.settings().waiting_prompt == WaitingPrompt::Never);
    CHECK(loadSettings(home.settingsFile()).waiting_prompt == WaitingPrompt::Never);
    screen.change(SettingsScreen::Row::WaitingPrompt, +1);
    CHECK(loadSettings(home.settingsFile()).waiting_prompt == WaitingPrompt::Always);
    screen.change(SettingsScreen::Row::WaitingPrompt, -1);
    CHECK(loadSettings(home.settingsFile()).waiting_prompt == WaitingPrompt::Never);
    // The file's word, and a bad word falls back to the default.
    std::ifstream in(home.settingsFile());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("\"waiting_prompt\": \"never\"") != std::string::npos);
    std::ofstream(home.settingsFile()) << R"({"waiting_prompt": "sometimes"})";
    CHECK(loadSettings(home.settingsFile()).waiting_prompt == WaitingPrompt::WhenAble);
    // Both languages have the row's strings.
    for (const char* lang : {"en", "fr"}) {
        Settings s = app.settings();
        s.language = lang;
        app.changeSettings(s);
        for (const char* key : {"settings.waiting_prompt", "settings.waiting_prompt.always", "settings.waiting_prompt.when_able",
                                "settings.waiting_prompt.never", "board.waiting_prompt.text", "board.waiting_prompt.button"})
            CHECK(app.tr(key) != key);
    }
}

TEST_CASE("R42 hot-seat: 'when one can act' does not ask when the waiting hero can only take a step",
          "[app][waiting]") {
    // Playtest finding 7: any move counted, so the heroes were asked after every Master action.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    REQUIRE(app.settings().waiting_prompt == WaitingPrompt::WhenAble);
    auto session = startQuestOne(app);
    GameState window = session->state();
    openWaitingWindow(window);
    // The window's legal list holds steps, but none reacts to the Master: far from him, no shot.
    bool can_step = false;
    for (const auto& a : window.legalActions()) can_step = can_step || std::holds_alternative<Walk>(a.action);
    REQUIRE(can_step);
    REQUIRE_FALSE(waitingHeroesCanReact(window));
    CHECK_FALSE(askWaitingHeroes(window, WaitingPrompt::WhenAble));
    CHECK(askWaitingHeroes(window, WaitingPrompt::Always));

    // On the board: no hand-off, the board passes for the heroes; nobody was asked, so the log
    // says nothing of the window (findings-4 #4: "may act" + "pass" after every Master action
    // were 20 of a turn's 45 lines).
    std::size_t steps = 0;
    BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
    const GameState& s = board.session().state();
    CHECK(topScreen(app) == "board");
    CHECK_FALSE(s.waitingWindow());
    CHECK(s.toMove() == Side::Master);
    REQUIRE(board.session().history().size() == steps + 2);
    CHECK(std::holds_alternative<Pass>(*board.session().history().back().action));
    const auto windowLines = [&](const std::vector<LogLine>& lines) {
        return std::count_if(lines.begin(), lines.end(), [&](const LogLine& l) {
            return l.rule == "R42" &&
                   (l.text == app.tr("log.waiting_passed") || l.text == app.tr("event.decision.waiting"));
        });
    };
    const auto& lines = board.combatLog().lines();
    REQUIRE_FALSE(lines.empty());
    CHECK(windowLines(lines) == 0);
    CHECK(lines.back().kind == LogLine::Kind::Move);  // the Master's walk is the last line
    // The same when the log is rebuilt from the record (a game loaded, a language switch).
    CombatLog rebuilt(app);
    rebuilt.rebuild(board.session(), nullptr);
    CHECK(windowLines(rebuilt.lines()) == 0);
    CHECK(rebuilt.lines().size() == lines.size());
    // And in a save loaded again: the pass keeps its note.
    const std::filesystem::path path = home.root / "quiet.json";
    std::string error;
    REQUIRE(board.session().save(path, &error));
    auto loaded = content::GameSession::load(path, &error);
    INFO(error);
    REQUIRE(loaded);
    CombatLog reloaded(app);
    reloaded.rebuild(*loaded, nullptr);
    CHECK(windowLines(reloaded.lines()) == 0);
    CHECK(reloaded.lines().size() == lines.size());
}

TEST_CASE("R42 hot-seat: after the waiting heroes pass, the notice says they passed and the log records it",
          "[app][waiting]") {
    // Playtest finding 7: the notice said "The heroes have acted" and the log had no line.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    setPrompt(app, WaitingPrompt::Always);
    std::size_t steps = 0;
    BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
    const GameState& s = board.session().state();
    passHandOff(app);  // the Master's notice, then the hand-off to the heroes
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.waitingWindow());
    REQUIRE(s.toMove() == Side::Heroes);
    press(app, SDLK_p);  // Pass
    REQUIRE(s.toMove() == Side::Master);
    REQUIRE(std::holds_alternative<Pass>(*board.session().history().back().action));
    REQUIRE(topScreen(app) == "hand_off");
    auto& notice = topAs<HandOffScreen>(app);
    CHECK(notice.previewTitle() == app.tr("board.waiting_passed.title"));
    CHECK(notice.previewText() == app.tr("board.waiting_passed.text"));
    CHECK(notice.previewTitle() != app.tr("board.waiting_done.title"));
    CHECK(app.saveScreenshot(shotPath("waiting_passed")));  // for people to look at
    const auto& lines = board.combatLog().lines();
    REQUIRE_FALSE(lines.empty());
    CHECK(lines.back().text == app.tr("log.waiting_passed"));
    // The heroes were asked: the window's line stays too.
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [&](const LogLine& l) { return l.text == app.tr("event.decision.waiting"); }) == 1);
    // A game loaded again (its log rebuilt from the record) shows the lines too.
    CombatLog rebuilt(app);
    rebuilt.rebuild(board.session(), nullptr);
    CHECK(std::count_if(rebuilt.lines().begin(), rebuilt.lines().end(),
                        [&](const LogLine& l) { return l.text == app.tr("log.waiting_passed"); }) == 1);
    CHECK(std::count_if(rebuilt.lines().begin(), rebuilt.lines().end(),
                        [&](const LogLine& l) { return l.text == app.tr("event.decision.waiting"); }) == 1);
    // Both languages have the strings.
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [&](Settings& st) { st.language = lang; });
        for (const char* key : {"board.waiting_passed.title", "board.waiting_passed.text", "log.waiting_passed"})
            CHECK(app.tr(key) != key);
    }
}

TEST_CASE("The header names whose turn it is and who decides within it (R42 window, R27 destiny in the Master's turn)",
          "[app][waiting]") {
    // Playtest findings 7 and 11: "Heroes to move" while the Master held the screen in a
    // waiting window, and during the AI Master's turn when a destiny dialog came for the heroes.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    GameState s = session->state();
    CHECK(turnStatus(app, s) ==
          app.strings().format("board.turn", 1, s.turnLimit()) + "   ·   " + app.tr("board.to_move.heroes"));
    const int hero = openWaitingWindow(s);
    const std::string waiting = turnStatus(app, s);
    CHECK(waiting.find(app.tr("board.turn_of.master")) != std::string::npos);
    CHECK(waiting.find(app.tr("board.decides.waiting")) != std::string::npos);
    CHECK(waiting.find(app.tr("board.to_move.heroes")) == std::string::npos);

    // A destiny decision of the heroes in the Master's turn (R27).
    GameStateData d = s.data();
    d.waiting_window = false;
    PendingDecision p;
    p.kind = DecisionKind::DestinyCancel;
    p.owner = Side::Heroes;
    p.who = hero;
    d.pending = p;
    auto destiny = GameState::fromData(s.contentPtr(), d);
    REQUIRE(destiny);
    REQUIRE(destiny->activeSide() == Side::Master);
    REQUIRE(destiny->toMove() == Side::Heroes);
    const std::string deciding = turnStatus(app, *destiny);
    CHECK(deciding.find(app.tr("board.turn_of.master")) != std::string::npos);
    CHECK(deciding.find(app.tr("board.decides.heroes")) != std::string::npos);
    CHECK(deciding.find(app.tr("board.to_move.heroes")) == std::string::npos);

    // Drawn on the board: the Master's notice over his result names his turn, not the heroes'.
    setPrompt(app, WaitingPrompt::Always);
    std::size_t steps = 0;
    BoardScreen& board = masterWalksPastAWaitingHero(app, steps);
    REQUIRE(topScreen(app) == "hand_off");
    REQUIRE(board.session().state().waitingWindow());
    const LayoutRecord rec = recordFrame(app);
    bool master_turn = false, heroes_to_move = false;
    for (const TextBox& t : rec.texts) {
        master_turn = master_turn || t.text.find(app.tr("board.turn_of.master")) != std::string::npos;
        heroes_to_move = heroes_to_move || t.text.find(app.tr("board.to_move.heroes")) != std::string::npos;
    }
    CHECK(master_turn);
    CHECK_FALSE(heroes_to_move);
    CHECK(app.saveScreenshot(shotPath("waiting_master_notice")));  // for people to look at
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [&](Settings& st) { st.language = lang; });
        for (const char* key : {"board.turn_of.heroes", "board.turn_of.master", "board.decides.waiting",
                                "board.decides.heroes", "board.decides.master"})
            CHECK(app.tr(key) != key);
    }
}
