// The AI in the client, through real SDL events: a solo game started
// from the main menu (the human heroes act, the Master AI plays its turn without a hand-off while
// the frames keep coming, its explanation lines are in the log and highlight their characters),
// AI against AI on Quest I to the victory screen at "skip animations", the AI speed setting
// kept in the settings file, a saved solo game that loads back in solo mode.
//
// The placeholders of the AI layer play randomly for now (src/ai/placeholders.cpp); nothing
// here depends on which legal action they choose.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "board_support.h"
#include "cata/ai/setup.h"
#include "cata/app/ai_driver.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/content/save_file.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

void setSpeed(App& app, AiSpeed speed) {
    editSettings(app, [&](Settings& st) { st.ai_speed = speed; });
}

/// Main menu → New game → `mode` → Quest I → default groups → deployment (left open).
void setUpQuestOne(App& app, const cata::content::Players& mode) {
    {
        auto& ng = newGameOnQuestOne(app);
        const Rect row = ng.layout().mode_rows[modeIndex(mode)];
        clickRect(app, row, 1);
        REQUIRE(ng.choice().players == mode);
        clickRect(app, ng.layout().next);
    }
    // Only the sides a person plays build their group.
    const cata::content::Players players = mode;
    std::vector<const char*> ids;
    if (!isAi(players.heroes)) ids.push_back("group_heroes");
    if (!isAi(players.master)) ids.push_back("group_master");
    for (const char* id : ids) {
        REQUIRE(topScreen(app) == id);
        auto& g = topAs<GroupScreen>(app);
        clickRect(app, g.defaultButton(), 1);
        REQUIRE_FALSE(g.group().empty());
        clickRect(app, g.nextButton());
    }
    REQUIRE(topScreen(app) == "deploy");
}

/// Points at the newest AI line of the log, scrolling the log back (mouse wheel) until one
/// shows; nothing when none does.
std::optional<std::size_t> hoverAiLine(App& app, const BoardScreen& board) {
    for (int notch = 0; notch < 30; ++notch) {
        for (int y = app.height() - 8; y > app.height() / 3; y -= 3)
            for (int x : {app.width() - 200, app.width() - 120})
                if (const auto line = board.combatLog().lineAt(x, y); line && board.combatLog().aiNote(*line)) {
                    moveMouse(x, y);
                    app.runFrames(2);
                    return line;
                }
        moveMouse(app.width() - 200, app.height() - 40);
        queueWheel(1);
        app.runFrames(2);
    }
    return std::nullopt;
}

}  // namespace

TEST_CASE_METHOD(
    AppTest,
    "Solo from the menu: the heroes act, the Master AI plays its turn with no hand-off, the window keeps drawing",
    "[app][ai]") {
    REQUIRE(app.settings().hand_off);  // on: still no hand-off in solo
    setSpeed(app, AiSpeed::X8);
    setUpQuestOne(app, cata::content::kSoloVsMaster);

    // Deployment: the Master AI places its own characters (R44: ai::deployR44); the human cannot.
    {
        auto& deploy = topAs<DeployScreen>(app);
        REQUIRE(deploy.error().empty());
        const content::NewGame& g = deploy.game();
        CHECK(deploy.players().heroes == cata::content::Player::Human);
        CHECK(deploy.players().master == cata::content::Player::Rulebook);
        const auto trial = content::GameSession::start(app.documents(), g, nullptr);
        REQUIRE(trial);
        const auto content = trial->state().contentPtr();
        CHECK(ai::deployR44(*content, g.heroes, g.master) == g.master);
        const std::size_t first_master = g.heroes.size();
        CHECK(deploy.aiPlaces(first_master));
        CHECK_FALSE(deploy.aiPlaces(0));
        CHECK_FALSE(deploy.place(first_master, g.heroes[0].at));
        clickSquare(app, deploy.view(), g.master[0].at);
        CHECK_FALSE(deploy.selected());
        press(app, SDLK_RETURN);  // Start
    }
    app.runFrames(2);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
    REQUIRE(topScreen(app) == "board");
    auto& board = topAs<BoardScreen>(app);
    CHECK(board.ai().controls(Side::Master));
    CHECK_FALSE(board.ai().controls(Side::Heroes));
    CHECK(board.session().record().players.master == cata::content::Player::Rulebook);
    REQUIRE(board.session().state().toMove() == Side::Heroes);
    CHECK_FALSE(board.aiTurn());

    // ---- The heroes (human): select, walk, undo, walk again, end the turn ----
    const GameState& s = board.session().state();
    std::optional<Walk> walk;
    for (const auto& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && !la.info.rolls_dice && !walk) walk = *w;
    REQUIRE(walk);
    const Pos from = s.character(walk->actor).pos;
    clickSquare(app, board.view(), from);
    REQUIRE(board.selected() == walk->actor);
    clickSquare(app, board.view(), walk->to);
    REQUIRE(s.character(walk->actor).pos == walk->to);
    press(app, SDLK_z, KMOD_CTRL);  // the human's own step: undone
    REQUIRE(s.character(walk->actor).pos == from);
    clickSquare(app, board.view(), from);
    clickSquare(app, board.view(), walk->to);
    REQUIRE(s.character(walk->actor).pos == walk->to);
    const std::size_t human_steps = board.session().history().size();
    press(app, SDLK_e);
    if (board.confirmingEndTurn()) press(app, SDLK_RETURN);

    // ---- The Master AI's turn: no hand-off, frames keep coming, the human cannot act ----
    bool saw_hand_off = false, shot = false, bar_empty = true;
    std::uint64_t ai_frames = 0;
    std::size_t undo_probe_steps = 0;
    bool undo_probed = false;
    const Uint32 deadline = SDL_GetTicks() + 90000;
    while (SDL_GetTicks() < deadline && !s.isOver()) {
        const bool ai = board.aiTurn() && topScreen(app) == "board";
        if (ai && !undo_probed && !board.aiNotes().empty()) {
            // Ctrl+Z and a click on a Master character during the AI's turn change nothing.
            undo_probe_steps = board.session().history().size();
            pressKeyWith(SDLK_z, KMOD_CTRL);
            undo_probed = true;
        }
        const std::uint64_t before = app.framesDrawn();
        waitFrame(app);
        if (ai) ai_frames += app.framesDrawn() - before;
        if (undo_probed && undo_probe_steps > 0) {
            CHECK(board.session().history().size() >= undo_probe_steps);
            undo_probe_steps = 0;
        }
        if (board.aiTurn()) bar_empty = bar_empty && board.actions().empty();
        const std::string top = topScreen(app);
        if (top == "hand_off") saw_hand_off = true;
        if (top == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));  // the heroes' answers (R12, R27)
        if (!shot && board.aiTurn() && board.aiNotes().size() >= 2 && top == "board") {
            // Mid Master turn: the newest explanation line is highlighted with its squares.
            app.runFrames(1);
            REQUIRE(board.combatLog().highlighted());
            CHECK(board.combatLog().highlighted() == board.combatLog().lastAiLine());
            CHECK_FALSE(board.overlays().review_characters.empty());
            REQUIRE(app.saveScreenshot(shotPath("ai_solo_master_turn")));
            shot = true;
        }
        if (!board.aiTurn() && s.activeSide() == Side::Heroes && s.turn() >= 2) break;
    }
    CHECK_FALSE(saw_hand_off);
    CHECK(undo_probed);
    CHECK(shot);
    CHECK(bar_empty);
    CHECK(ai_frames >= 10);
    REQUIRE((s.isOver() || (s.turn() == 2 && s.activeSide() == Side::Heroes)));

    // Every step after the heroes' end of turn was the AI's, each with its line in the log
    // ("AI Master · …") before its events.
    const auto& notes = board.aiNotes();
    REQUIRE_FALSE(notes.empty());
    std::size_t master_steps = 0;
    for (const auto& [step, note] : notes) {
        CHECK(step >= human_steps);
        CHECK(note.side == Side::Master);
        CHECK_FALSE(note.text.empty());
        ++master_steps;
    }
    std::size_t ai_lines = 0;
    const auto& lines = board.combatLog().lines();
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (board.combatLog().aiNote(i)) {
            ++ai_lines;
            CHECK(lines[i].text.rfind("AI Master · ", 0) == 0);
        }
    CHECK(ai_lines == master_steps);
    // The last Master step is the end of its turn; nothing of it can be undone by the heroes.
    const auto& last = board.session().history()[notes.rbegin()->first];
    REQUIRE(last.action);
    CHECK(std::holds_alternative<EndTurn>(*last.action));
    if (!s.isOver()) {
        const std::size_t steps = board.session().history().size();
        press(app, SDLK_z, KMOD_CTRL);
        CHECK(board.session().history().size() == steps);

        // Reviewing: the pointer over an AI line highlights its characters and squares.
        const auto line = hoverAiLine(app, board);
        REQUIRE(line);
        CHECK(board.combatLog().highlighted() == line);
        const AiNote& note = *board.combatLog().aiNote(*line);
        CHECK(board.overlays().review_characters == note.characters);
        CHECK(board.overlays().review_squares == note.squares);
        REQUIRE(app.saveScreenshot(shotPath("ai_solo_review")));
        // A click pins it; the pointer elsewhere keeps the pinned one.
        const int y = [&] {
            for (int yy = app.height() - 8; yy > app.height() / 3; --yy)
                if (board.combatLog().lineAt(app.width() - 200, yy) == line) return yy;
            return -1;
        }();
        REQUIRE(y > 0);
        clickAt(app.width() - 200, y);
        app.runFrames(2);
        moveMouse(10, app.height() / 2);
        app.runFrames(2);
        CHECK(board.combatLog().highlighted() == line);

        // Play test 7 #16: a new turn drops the pin; it stayed and ringed a square of turns past.
        // (Once the AI's last dice have stopped: until then a key only stops them.)
        for (const Uint32 stop = SDL_GetTicks() + 10000; board.aiTurn() && SDL_GetTicks() < stop;) waitFrame(app);
        REQUIRE_FALSE(board.aiTurn());
        press(app, SDLK_e);
        if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
        const Uint32 until = SDL_GetTicks() + 90000;
        while (SDL_GetTicks() < until && !s.isOver() && (board.aiTurn() || s.activeSide() != Side::Heroes)) {
            waitFrame(app);
            if (topScreen(app) == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
        }
        if (!s.isOver()) {
            REQUIRE(s.turn() == 3);
            moveMouse(10, app.height() / 2);
            app.runFrames(2);
            CHECK_FALSE(board.combatLog().highlighted());
            CHECK(board.overlays().review_characters.empty());
        }
    }

    // ---- Save (Ctrl+S), back to the menu, Continue: solo again ----
    press(app, SDLK_s, KMOD_CTRL);
    REQUIRE(board.message().find(".json") != std::string::npos);
    const std::size_t saved_steps = board.session().record().steps.size();
    const content::Players players = board.session().record().players;
    board.quit();
    app.runFrames(2);
    REQUIRE(topScreen(app) == "main_menu");
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Continue));
    app.runFrames(2);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
    REQUIRE(topScreen(app) == "board");
    auto& loaded = topAs<BoardScreen>(app);
    CHECK(loaded.session().record().steps.size() == saved_steps);
    CHECK(loaded.session().record().players == players);
    CHECK(loaded.ai().controls(Side::Master));
    CHECK_FALSE(loaded.ai().controls(Side::Heroes));
}

TEST_CASE_METHOD(AppTest, "AI against AI on Quest I plays to the victory screen at skip-animations speed",
                 "[app][ai]") {
    setSpeed(app, AiSpeed::Skip);
    setUpQuestOne(app, cata::content::kAiVsAi);
    {
        auto& deploy = topAs<DeployScreen>(app);
        CHECK(deploy.aiPlaces(0));
        CHECK(deploy.aiPlaces(deploy.game().heroes.size()));
        press(app, SDLK_RETURN);
    }
    REQUIRE(topScreen(app) == "board");
    BoardScreen* board = &topAs<BoardScreen>(app);
    CHECK(board->ai().allAi());
    bool saw_other = false;
    const Uint32 deadline = SDL_GetTicks() + 240000;
    while (SDL_GetTicks() < deadline && topScreen(app) != "victory") {
        app.runFrames(1);
        const std::string top = topScreen(app);
        if (top != "board" && top != "victory") saw_other = true;
    }
    REQUIRE(topScreen(app) == "victory");
    CHECK_FALSE(saw_other);  // no hand-off, no dialog: both sides are AIs
    const content::GameSession& session = board->session();
    REQUIRE(session.state().isOver());
    CHECK(board->aiNotes().size() == session.history().size() - 1);  // every step but the start
    CHECK(board->combatLog().lines().size() > board->aiNotes().size());
}

TEST_CASE("The AI speed is a setting kept in the settings file", "[app][ai]") {
    HeadlessHome home;
    {
        App app(home.options());
        REQUIRE(app.ok());
        CHECK(app.settings().ai_speed == AiSpeed::X1);
        app.screens().push(std::make_unique<MainMenuScreen>(app));
        app.runFrames(1);
        clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::Settings));
        REQUIRE(topScreen(app) == "settings");
        while (topAs<SettingsScreen>(app).selected() != SettingsScreen::Row::AiSpeed) press(app, SDLK_DOWN);
        press(app, SDLK_RIGHT);
        CHECK(app.settings().ai_speed == AiSpeed::X2);
        press(app, SDLK_RIGHT);
        press(app, SDLK_RIGHT);
        press(app, SDLK_RIGHT);
        CHECK(app.settings().ai_speed == AiSpeed::Skip);
        press(app, SDLK_RIGHT);  // round again
        CHECK(app.settings().ai_speed == AiSpeed::X1);
        press(app, SDLK_LEFT);
        CHECK(app.settings().ai_speed == AiSpeed::Skip);
        std::ifstream in(app.settingsPath());
        std::stringstream text;
        text << in.rdbuf();
        CHECK(text.str().find("\"ai_speed\": \"skip\"") != std::string::npos);
    }
    App again(home.options());
    CHECK(again.settings().ai_speed == AiSpeed::Skip);
}

TEST_CASE_METHOD(AppTest, "Saves say who plays each side, older saves are human against human", "[app][ai]") {
    content::NewGame game = questOne(app);
    auto hot_seat = content::GameSession::start(app.documents(), game, nullptr);
    REQUIRE(hot_seat);
    const nlohmann::json plain = content::saveToJson(hot_seat->record(), hot_seat->state(), hot_seat->log());
    CHECK_FALSE(plain.contains("players"));  // hot-seat saves are written as before
    std::string error;
    auto parsed = content::parseSave(plain.dump(), "old.json", &error);
    REQUIRE(parsed);
    CHECK(parsed->record.players == content::Players{});

    auto ai_heroes = content::GameSession::start(app.documents(), game, nullptr);
    REQUIRE(ai_heroes);
    ai_heroes->setPlayers(cata::content::kHeroesAi);
    nlohmann::json doc = content::saveToJson(ai_heroes->record(), ai_heroes->state(), ai_heroes->log());
    CHECK(doc["players"] == nlohmann::json({{"heroes", "heroes"}, {"master", "human"}}));
    parsed = content::parseSave(doc.dump(), "solo.json", &error);
    REQUIRE(parsed);
    CHECK(parsed->record.players.heroes == cata::content::Player::HeroesAi);
    CHECK(parsed->record.players.master == cata::content::Player::Human);

    doc["players"]["master"] = "robot";
    CHECK_FALSE(content::parseSave(doc.dump(), "solo.json", &error));
    CHECK(error.find("solo.json: players.master: expected") != std::string::npos);
    CHECK(error.find("expected \"human\", \"rulebook\", \"heroes\" or \"random\", found \"robot\"") != std::string::npos);

    // A board on a save of the HeroesAi mode: the heroes are the AI's, the Master the human's,
    // and the human sees the board as the Master (R48: hidden traps shown).
    const auto path = home.savesDir() / "heroes-ai.json";
    REQUIRE(ai_heroes->save(path, &error));
    REQUIRE(openSavedGame(app, path, &error));
    app.runFrames(2);
    auto& board = topAs<BoardScreen>(app);
    CHECK(board.ai().controls(Side::Heroes));
    CHECK_FALSE(board.ai().controls(Side::Master));
    CHECK((board.aiTurn() || !board.aiNotes().empty()));  // the heroes begin: the AI plays at once
}

TEST_CASE_METHOD(AppTest, "The AI's turn pauses under the game menu, and the menu still saves and quits", "[app][ai]") {
    setSpeed(app, AiSpeed::X1);
    auto session = startGame(app, questOne(app));
    session->setPlayers(cata::content::kAiVsAi);
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{true, {}}));
    app.runFrames(1);
    auto& board = topAs<BoardScreen>(app);
    REQUIRE(board.aiTurn());
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    const std::size_t steps = board.session().history().size();
    for (int i = 0; i < 40; ++i) {
        app.runFrames(1);
        SDL_Delay(20);
    }
    CHECK(board.session().history().size() == steps);  // paused under the menu
    REQUIRE(board.quickSave());
    // Quit from the menu: the board goes (waiting for, and ignoring, a computation still running).
    press(app, SDLK_UP);  // from Resume, wrapping round to Quit
    press(app, SDLK_RETURN);
    CHECK(app.screens().empty());
}

TEST_CASE_METHOD(AppTest, "R42 waiting against the Master AI: undo never takes back the AI's action before the window",
                 "[app][ai]") {
    setSpeed(app, AiSpeed::Skip);
    editSettings(app, [&](Settings& st) {
        st.waiting_prompt = WaitingPrompt::Always;  // asked even when the hero could only take a step
    });
    BoardScreen& board = pushSolo(app, questOne(app));
    const GameState& s = board.session().state();

    // A hero waits (R42: 2 AP bank 1 waiting point), chosen from the action bar with its key.
    int hero = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()) && hero < 0; ++i)
        if (s.character(i).side == Side::Heroes && s.isLegal(Wait{i})) hero = i;
    REQUIRE(hero >= 0);
    selectCharacter(app, board, hero);
    std::size_t index = board.actions().size();
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (board.actions()[i].legal && board.actions()[i].action == Action{Wait{hero}}) index = i;
    REQUIRE(index < 9);
    press(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(index)));
    REQUIRE(s.character(hero).waiting > 0);
    endTurnByKey(app, board);

    // The Master AI acts; between two of its actions the heroes may use their waiting points:
    // the window is the human's, and Ctrl+Z there does not undo the AI's last action.
    bool checked = false;
    const Uint32 deadline = SDL_GetTicks() + 60000;
    while (SDL_GetTicks() < deadline && !s.isOver() && !(s.activeSide() == Side::Heroes && s.turn() >= 2)) {
        waitFrame(app);
        if (topScreen(app) == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
        if (topScreen(app) != "board" || board.aiTurn() || !s.waitingWindow()) continue;
        CHECK(s.toMove() == Side::Heroes);
        const std::size_t steps = board.session().history().size();
        if (board.aiNotes().count(steps - 1)) {
            // The AI's last step stays (the board refuses it even where the session could undo).
            press(app, SDLK_z, KMOD_CTRL);
            CHECK(board.session().history().size() == steps);
            CHECK((board.message() == app.tr("board.undo.ai_step") ||
                   board.message() == undoRefusal(app, board.session().lastCommit())));
            checked = true;
        }
        press(app, SDLK_p);  // the heroes let the Master go on
    }
    CHECK(checked);
}

TEST_CASE("R42 against the Master AI: the waiting heroes are asked once the AI's dice have stopped", "[app][ai]") {
    // The window opened by an AI action that rolls dice (an attack, a test) is the player's only
    // once he has seen the result: until the dice stop the board stays the AI's, and a key only
    // stops the dice.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    setSpeed(app, AiSpeed::X2);
    {
        Settings always = app.settings();
        always.waiting_prompt = WaitingPrompt::Always;
        REQUIRE(app.changeSettings(always));
    }
    content::NewGame game = questOne(app, true);  // a Master character in contact with a hero
    std::string error;
    auto session = content::GameSession::start(app.documents(), game, &error);
    REQUIRE(session);
    session->setPlayers(cata::content::kSoloVsMaster);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();

    int seen = 0;
    const Uint32 deadline = SDL_GetTicks() + 120000;
    while (SDL_GetTicks() < deadline && !s.isOver() && seen < 1 && s.turn() <= 4) {
        waitFrame(app);
        if (topScreen(app) == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
        if (topScreen(app) != "board") continue;
        if (s.activeSide() == Side::Heroes && s.toMove() == Side::Heroes && !board.aiTurn()) {
            // The heroes' turn: every hero who can banks a waiting point, then the turn ends.
            for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
                if (s.character(i).side == Side::Heroes && s.isLegal(Wait{i})) board.choose(Action{Wait{i}});
            press(app, SDLK_e);
            if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
            continue;
        }
        if (!s.waitingWindow() || s.toMove() != Side::Heroes) continue;
        const std::size_t steps = board.session().history().size();
        if (!board.aiNotes().count(steps - 1)) continue;
        if (board.diceTray().animating()) {
            // The AI's dice still roll: not yet the player's turn; a key only stops them.
            CHECK(board.aiTurn());
            press(app, SDLK_p);
            CHECK(board.session().history().size() == steps);
            CHECK(s.waitingWindow());
            CHECK_FALSE(board.diceTray().animating());
            CHECK_FALSE(board.aiTurn());
            ++seen;
        }
        press(app, SDLK_p);  // the heroes let the Master go on
        // The heroes' pass is the next step (the AI may already have taken one more after it).
        REQUIRE(board.session().history().size() > steps);
        CHECK(board.session().history()[steps].action == std::optional<Action>(Action{Pass{}}));
    }
    CHECK(seen >= 1);
}
