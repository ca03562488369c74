// Words a player reads, checked where they are shown: the destiny answers named alike in the
// action bar and the dialog (R27), "Puts down" for a hero (R25), Irf's double shot in the
// waiting window (R42, "On the lookout"), the dice tray and the message line after a language
// switch, a spell's D6 named for its target, no die for a fall over one square (R43), the jump
// marks in the F1 help, F1 on the new game screen, Esc from the game menu's settings.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/action_bar.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/dice_tray.h"
#include "cata/app/event_text.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// `start` with `who` at `at` (with 4 AP and `destiny` destiny points) and the side `side` to move.
GameState wordsPlaced(const GameState& start, std::vector<std::pair<int, Pos>> places, int destiny, Side side) {
    GameStateData d = start.data();
    for (const auto& [who, at] : places) {
        // Whoever stands on the square moves to the place it leaves.
        for (auto& c : d.characters)
            if (c.pos == at) c.pos = d.characters[static_cast<std::size_t>(who)].pos;
        d.characters[static_cast<std::size_t>(who)].pos = at;
        d.characters[static_cast<std::size_t>(who)].destiny = destiny;
        d.characters[static_cast<std::size_t>(who)].ap = 4;
    }
    d.side = side;
    std::vector<std::string> errors;
    auto s = GameState::fromData(start.contentPtr(), d, &errors);
    INFO((errors.empty() ? std::string() : errors.front()));
    REQUIRE(s);
    return *s;
}

/// Stands in for the board under a dialog (the app quits when its stack is empty).
class WordsBackdrop : public Screen {
public:
    explicit WordsBackdrop(App& app) : Screen(app) {}
    std::string_view id() const override { return "backdrop"; }
    void draw(Painter& p) override { p.fill(Rect{0, 0, p.width(), p.height()}, SDL_Color{30, 26, 22, 255}); }
};

void wordsLanguage(App& app, const std::string& language) {
    editSettings(app, [&](Settings& st) { st.language = language; });
}

/// Irf waits, the heroes end their turn, a Master character other than `target` walks: the
/// R42 window is open with Irf holding waiting points.
void wordsOpenWindowForIrf(GameState& s, int irf, int target) {
    REQUIRE(s.isLegal(Wait{irf}));
    s.apply(Wait{irf});
    s.apply(EndTurn{});
    REQUIRE(s.activeSide() == Side::Master);
    std::optional<Action> walk;
    for (const auto& a : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor != target && !a.info.rolls_dice && !walk)
            walk = a.action;
    REQUIRE(walk);
    s.apply(*walk);
    REQUIRE(s.waitingWindow());
}

}  // namespace

TEST_CASE_METHOD(AppTest, "R27: the action bar names the destiny answers as the dialog's buttons do",
                 "[app][words][R27]") {
    auto session = shippedQuest(1, 22);
    const GameState& start = session->state();
    const int hero = cardIndex(start, "esterella"), ghoul = cardIndex(start, "ghoul");
    const Pos at = start.character(hero).pos;
    std::optional<Pos> next;
    for (Pos step : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}})
        if (!next && start.board().isWalkable(at + step) && start.characterAt(at + step) < 0) next = at + step;
    REQUIRE(next);
    const auto answers = [&](const GameState& s) {
        std::vector<std::string> bar;
        for (const LegalAction& la : s.legalActions()) bar.push_back(actionLabel(app, s, la.action));
        app.screens().push(std::make_unique<WordsBackdrop>(app));
        auto* dialog = new DecisionDialog(app, s, [](const Action&) {});
        app.screens().push(std::unique_ptr<Screen>(dialog));
        app.runFrames(1);
        const std::vector<std::string> buttons = dialog->labels();
        app.screens().pop(dialog);
        app.screens().pop(app.screens().top());
        app.runFrames(1);
        return std::pair{bar, buttons};
    };

    SECTION("wounds that would take the hero down: cancel them, or take them") {
        // The ghoul hits Esterella, left with 1 HP, on the head (R27: she may cancel the wounds).
        GameState s = wordsPlaced(start, {{ghoul, *next}}, 2, Side::Master);
        GameStateData d = s.data();
        d.characters[static_cast<std::size_t>(hero)].hp = 1;
        d.characters[static_cast<std::size_t>(hero)].destiny = 2;
        s = *GameState::fromData(start.contentPtr(), d);
        s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::SuccessBonus));
        s.dice().forceLocation(std::vector<Location>{Location::Head});
        s.apply(Melee{ghoul, hero});
        s.dice().clearForced();
        REQUIRE(s.pending());
        REQUIRE(s.pending()->kind == DecisionKind::DestinyCancel);
        const auto [bar, buttons] = answers(s);
        CHECK(bar == std::vector<std::string>{"Cancel the wounds (1 destiny point)", "Take the wounds"});
        CHECK(bar == buttons);
        wordsLanguage(app, "fr");
        const auto [bar_fr, buttons_fr] = answers(s);
        CHECK(bar_fr == std::vector<std::string>{"Annuler les blessures (1 point de destin)", "Subir les blessures"});
        CHECK(bar_fr == buttons_fr);
    }
    SECTION("a failed test: re-roll it, or keep the result") {
        // Esterella steps away from the ghoul and fails the block test (R12, R27).
        GameState s = wordsPlaced(start, {{ghoul, *next}}, 2, Side::Heroes);
        std::optional<Action> away;
        for (const auto& a : s.legalActions())
            if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor == hero && !away) away = a.action;
        REQUIRE(away);
        s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::Blank));
        s.apply(*away);
        s.dice().clearForced();
        REQUIRE(s.pending());
        REQUIRE(s.pending()->kind == DecisionKind::DestinyReroll);
        const auto [bar, buttons] = answers(s);
        CHECK(bar == std::vector<std::string>{"Re-roll (1 destiny point)", "Keep the roll"});
        CHECK(bar == buttons);
        wordsLanguage(app, "fr");
        const auto [bar_fr, buttons_fr] = answers(s);
        CHECK(bar_fr == std::vector<std::string>{"Relancer (1 point de destin)", "Garder le résultat"});
        CHECK(bar_fr == buttons_fr);
    }
}

TEST_CASE_METHOD(AdjacentBoardTest, "R25: the odds say a hero at 0 HP goes down, a Master character is killed",
                 "[app][words][R25][odds]") {
    const int hero = 0, enemy = adjacentEnemy(s, 0);
    REQUIRE(enemy >= 0);
    REQUIRE(s.fallsTo(hero) == Presence::Down);
    REQUIRE(s.fallsTo(enemy) != Presence::Down);
    const auto tipOver = [&](int who) {
        const SDL_Point c = board.view().centerOf(s.character(who).pos);
        moveMouse(c.x, c.y);
        app.runFrames(1);
        return board.tooltip();
    };
    // The heroes' turn: the hero attacks a Master character, who would be killed.
    selectCharacter(app, board, hero);
    std::string tip = tipOver(enemy);
    INFO(tip);
    CHECK(tip.find("Kills (target at " + std::to_string(s.character(enemy).hp) + " HP)") != std::string::npos);
    CHECK(tip.find("Puts down") == std::string::npos);
    // The expected wounds keep their number on their line (a no-break space): wrapped at any
    // width, no line ends with "wounds" (a tooltip at 150 % once put "6.6" alone below it).
    REQUIRE(tip.find("expected wounds\u00a0") != std::string::npos);
    for (int width = 80; width <= 600; width += 20)
        for (const std::string& line : app.text().wrap(Face::Regular, 15, tip, width)) {
            INFO(width << ": " << line);
            CHECK_FALSE(line.ends_with("wounds"));
        }

    // The Master's turn: its character attacks the hero, who would go down, not die.
    press(app, SDLK_e);
    if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
    for (int i = 0; i < 4 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    REQUIRE(s.activeSide() == Side::Master);
    REQUIRE(topScreen(app) == "board");
    selectCharacter(app, board, enemy);
    tip = tipOver(hero);
    INFO(tip);
    CHECK(tip.find("Puts down (target at " + std::to_string(s.character(hero).hp) + " HP)") != std::string::npos);
    CHECK(tip.find("Kills") == std::string::npos);
}

TEST_CASE_METHOD(AppTest,
                 "R42: Irf's shot in the waiting window says it shoots twice, and the log names On the lookout",
                 "[app][words][R42][skills]") {
    auto session = shippedQuest(1, 5);
    const GameState& start = session->state();
    const int irf = cardIndex(start, "irf");
    const int target = cardIndex(start, "king_of_the_tombs");
    // Irf in the entry, the King in its open doorway, three squares away in plain sight.
    GameState s = wordsPlaced(start, {{irf, Pos{4, 17}}, {target, Pos{7, 17}}}, 0, Side::Heroes);
    const Action shot = Shot{irf, target};
    // In the heroes' own turn the shot is one shot: nothing said.
    REQUIRE(s.isLegal(shot));
    CHECK(s.shots(shot) == 1);
    CHECK(actionLabel(app, s, shot) == "Shot: King of the Tombs");

    wordsOpenWindowForIrf(s, irf, target);
    REQUIRE(s.isLegal(shot));
    std::string skill;
    CHECK(s.shots(shot, &skill) == 2);
    CHECK(skill == "on_the_lookout");
    CHECK(actionLabel(app, s, shot) == "Shot: King of the Tombs (twice: On the lookout)");
    CHECK(actionLabel(app, s, SharpShot{irf, target}) == "Sharp shot: King of the Tombs (twice: On the lookout)");
    CHECK(actionLabel(app, s, Walk{irf, Pos{4, 16}}) == "Walk to 4,16");

    // Both shots miss (Irf has no destiny point left to re-roll): two shot tests, and between
    // them the line that names the skill.
    s.dice().forcePower(std::vector<PowerFace>(24, PowerFace::Blank));
    const std::vector<Event> events = s.apply(shot);
    s.dice().clearForced();
    const auto tests = std::count_if(events.begin(), events.end(), [](const Event& e) {
        const auto* t = std::get_if<TestRolled>(&e);
        return t && t->purpose == "shot";
    });
    CHECK(tests == 2);
    std::vector<std::string> lines;
    for (const LogLine& l : describeEvents(events, s, app.strings())) lines.push_back(l.text);
    INFO(lines.size());
    const auto second = std::find(lines.begin(), lines.end(), "Irf shoots a second time (On the lookout)");
    REQUIRE(second != lines.end());
    CHECK(second != lines.begin());
    CHECK(std::find_if(second, lines.end(), [](const std::string& l) { return l.find("Irf shoots at") == 0; }) !=
          lines.end());
    DiceTray tray(app);
    tray.show(events, s);
    REQUIRE(tray.rolls().size() == 2);
    CHECK(tray.rolls()[0].headline.find("On the lookout") == std::string::npos);
    CHECK(tray.rolls()[1].headline.find("(On the lookout)") != std::string::npos);
    wordsLanguage(app, "fr");
    lines.clear();
    for (const LogLine& l : describeEvents(events, s, app.strings())) lines.push_back(l.text);
    CHECK(std::find(lines.begin(), lines.end(), "Irf tire une seconde fois (À l'affût)") != lines.end());
}

TEST_CASE_METHOD(AppTest, "R42: on the board, Irf's row and odds in the waiting window say he shoots twice",
                 "[app][words][R42][odds]") {
    content::NewGame game = questOne(app);
    const content::ContentDocuments& docs = app.documents();
    (void)docs;
    // Irf in the entry, three squares from the doorway where the first Master character stands.
    int irf_slot = -1;
    for (std::size_t i = 0; i < game.heroes.size(); ++i)
        if (game.heroes[i].card == "irf") irf_slot = static_cast<int>(i);
    REQUIRE(irf_slot >= 0);
    REQUIRE_FALSE(game.master.empty());
    const Pos irf_at{4, 17}, door{7, 17};
    for (auto& h : game.heroes)
        if (h.at == irf_at) h.at = game.heroes[static_cast<std::size_t>(irf_slot)].at;
    game.heroes[static_cast<std::size_t>(irf_slot)].at = irf_at;
    game.master[0].at = door;
    auto session = startGame(app, game);
    const GameState& s0 = session->state();
    const int irf = s0.characterAt(irf_at), target = s0.characterAt(door);
    REQUIRE(irf >= 0);
    REQUIRE(target >= 0);
    // Irf waits, the heroes end their turn, another Master character walks: the window opens.
    session->apply(Wait{irf});
    session->apply(EndTurn{});
    std::optional<Action> walk;
    for (const auto& a : session->state().legalActions())
        if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor != target && !a.info.rolls_dice && !walk)
            walk = a.action;
    REQUIRE(walk);
    session->apply(*walk);
    REQUIRE(session->state().waitingWindow());
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.isLegal(Shot{irf, target}));
    selectCharacter(app, board, irf);
    const SDL_Point c = board.view().centerOf(s.character(target).pos);
    moveMouse(c.x, c.y);
    app.runFrames(1);
    const std::string tip = board.tooltip();
    INFO(tip);
    CHECK(tip.find("Irf shoots twice (On the lookout): the odds below are for each shot") != std::string::npos);
    bool row = false;
    for (const ActionItem& item : board.actions())
        if (item.action == Action{Shot{irf, target}})
            row = item.label.find("(twice: On the lookout)") != std::string::npos;
    CHECK(row);
}

TEST_CASE_METHOD(AppTest, "A language switch from the game menu words the dice tray and the message line again",
                 "[app][words][settings]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app, /*adjacent=*/true));
    const GameState& s = board.session().state();
    const int enemy = enemyNextToFirstHero(s);
    // The hero attacks (dice on the tray), then the game is saved ("Saved as …").
    selectCharacter(app, board, 0);
    clickSquare(app, board.view(), s.character(enemy).pos);
    for (int i = 0; i < 4 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);
    REQUIRE_FALSE(board.diceTray().rolls().empty());
    const std::string english = board.diceTray().rolls().front().headline;
    CHECK(english.find(" attacks ") != std::string::npos);
    press(app, SDLK_s, KMOD_LCTRL);
    REQUIRE(board.message().rfind("Saved as ", 0) == 0);
    const std::string file = board.message().substr(9);

    // Esc → Settings → language → French → Esc: back to the menu; Esc: the board, in French.
    frenchFromGameMenu(app);

    const std::string french = board.diceTray().rolls().front().headline;
    INFO(french);
    CHECK(french != english);
    CHECK(french.find(" attacks ") == std::string::npos);
    CHECK(french.find(" attaque ") != std::string::npos);
    CHECK(board.message() == "Sauvegardé sous " + file);
}

TEST_CASE_METHOD(AppTest, "Esc from the settings opened from the game menu goes back to the menu",
                 "[app][words][settings][navigation]") {
    pushBoard(app, startQuestOne(app));
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    for (const auto& row : topAs<GameMenuScreen>(app).buttons())
        if (row.label == app.tr("menu.board.settings")) clickRect(app, row.rect);
    REQUIRE(topScreen(app) == "settings");
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "game_menu");
    press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "board");
}

TEST_CASE_METHOD(AppTest, "R23: a spell's damage and healing dice are the caster's, named for their target",
                 "[app][words][R23]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int torgils = cardIndex(s, "torgils");
    const std::vector<Event> damage{D6Rolled{torgils, {4}, 4, "spell damage", "R23"}};
    const std::vector<Event> heal{D6Rolled{torgils, {2, 5}, 7, "heal", "R23"}};
    const std::vector<Event> trap{D6Rolled{torgils, {3}, 3, "trap", "R48"}};
    const auto line = [&](const std::vector<Event>& e) { return describeEvents(e, s, app.strings()).at(0).text; };
    CHECK(line(damage) == "1D6 (spell damage to Torgils): 4");
    CHECK(line(heal) == "2D6 (healing for Torgils): 2 + 5 = 7");
    CHECK(line(trap) == "Torgils rolls 1D6 (trap damage): 3");  // his own roll
    DiceTray tray(app);
    tray.show(damage, s);
    REQUIRE(tray.rolls().size() == 1);
    CHECK(tray.rolls()[0].headline == "Spell damage to Torgils");
    wordsLanguage(app, "fr");
    CHECK(line(damage) == "1D6 (dégâts du sort sur Torgils) : 4");
    CHECK(line(heal) == "2D6 (soins pour Torgils) : 2 + 5 = 7");
}

TEST_CASE("R43: a failed jump over one square rolls no die for where the fall lands, over two it does",
          "[app][words][R43]") {
    auto session = shippedQuest(1, 9);
    const GameState& start = session->state();
    const int hero = cardIndex(start, "torgils");
    // Quest I's lava river: row 10 is lava; (14,11) is a gap in row 11, (15,11) lava again.
    const auto fallDice = [](const std::vector<Event>& ev) {
        return std::count_if(ev.begin(), ev.end(), [](const Event& e) {
            const auto* d = std::get_if<D6Rolled>(&e);
            return d && d->purpose == "jump fall";
        });
    };
    SECTION("one square: the fall can land on one square only") {
        GameState s = wordsPlaced(start, {{hero, Pos{14, 11}}}, 0, Side::Heroes);
        INFO(s.whyIllegal(Jump{hero, Pos{14, 9}}).value_or(""));
        REQUIRE(s.isLegal(Jump{hero, Pos{14, 9}}));
        s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::Blank));
        const std::vector<Event> ev = s.apply(Jump{hero, Pos{14, 9}});
        CHECK(fallDice(ev) == 0);
        CHECK(s.character(hero).pos == Pos{14, 10});  // into the lava (R49)
    }
    SECTION("two squares: a D6 picks one") {
        GameState s = wordsPlaced(start, {{hero, Pos{15, 12}}}, 0, Side::Heroes);
        INFO(s.whyIllegal(Jump{hero, Pos{15, 9}}).value_or(""));
        REQUIRE(s.isLegal(Jump{hero, Pos{15, 9}}));
        s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::Blank));
        const std::vector<Event> ev = s.apply(Jump{hero, Pos{15, 9}});
        CHECK(fallDice(ev) == 1);
    }
}

TEST_CASE_METHOD(AppTest, "F1: the board's help explains the jump diamonds, and the new game screen has its help",
                 "[app][words][help]") {
    SECTION("the board") {
        pushBoard(app, startQuestOne(app));
        press(app, SDLK_F1);
        REQUIRE(topScreen(app) == "help");
        bool jump = false;
        for (const auto& [keys, what] : topAs<HelpOverlay>(app).shortcuts())
            if (keys == "Click a diamond")
                jump = what.find("Jump there") == 0 && what.find("difficulty") != std::string::npos;
        CHECK(jump);
    }
    SECTION("the new game screen") {
        app.screens().push(std::make_unique<NewGameScreen>(app));
        app.runFrames(2);
        REQUIRE(topScreen(app) == "new_game");
        press(app, SDLK_F1);
        REQUIRE(topScreen(app) == "help");
        const auto& keys = topAs<HelpOverlay>(app).shortcuts();
        CHECK(keys.size() == 11);
        bool strength = false;  // A / Shift+A: the Master AI's strength
        bool packs = false;     // P: the quest packs (packs_screen.h)
        for (const auto& [k, what] : keys) {
            strength = strength || (k == "A, Shift+A" && what.find("Nightmare") != std::string::npos);
            packs = packs || (k == "P" && what == app.tr("newgame.help.packs"));
        }
        CHECK(strength);
        CHECK(packs);
        press(app, SDLK_F1);
        CHECK(topScreen(app) == "new_game");
    }
}
