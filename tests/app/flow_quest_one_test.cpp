// The opening of Quest I played through the UI, from the main menu to the victory screen,
// with nothing but real SDL mouse and keyboard events: new game, group
// building, deployment, select, move, undo, attack, end turn, hand-off, a Master action, save,
// quit, load; then random legal actions until the game ends. The game state is checked after
// each step through the board's session.
//
// The New game screen takes its seed from the SDL clock and the UI offers no way to type one
// (the Reseed button draws another from the clock), so the dice differ from run to run. The
// checks below only depend on what the dice cannot change: where characters stand before an
// attack, that an attack rolls and cannot be undone, what a save holds, that a game ends.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <filesystem>

#include <algorithm>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/victory_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The target of a melee or shot, else -1.
int attackTarget(const Action& a) {
    if (const auto* m = std::get_if<Melee>(&a)) return m->target;
    if (const auto* m = std::get_if<Shot>(&a)) return m->target;
    return -1;
}

bool rolled(const content::HistoryEntry& h) {
    return std::any_of(h.events.begin(), h.events.end(), [](const Event& e) { return std::holds_alternative<TestRolled>(e); });
}

/// Answers the decision dialogs on top (if any) with their first button; a decision for the
/// other side comes behind a hand-off screen (and so does the way back): clicked away.
void answerDialogs(App& app) {
    for (int i = 0; i < 16; ++i) {
        if (topScreen(app) == "hand_off") {
            passHandOff(app);
        } else if (topScreen(app) == "decision") {
            auto& dialog = topAs<DecisionDialog>(app);
            REQUIRE_FALSE(dialog.answers().empty());
            clickRect(app, dialog.buttonRect(0));
        } else {
            return;
        }
    }
}

/// The cheapest walk of `who` to `to` that rolls no dice, if one is legal now.
std::optional<LegalAction> plainWalkTo(const GameState& s, int who, Pos to) {
    for (const auto& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who && w->to == to && !la.info.rolls_dice) return la;
    return std::nullopt;
}

/// Any walk of `who` that rolls no dice.
std::optional<LegalAction> anyPlainWalk(const GameState& s, int who) {
    for (const auto& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who && !la.info.rolls_dice) return la;
    return std::nullopt;
}

std::optional<std::size_t> heroAt(const content::NewGame& g, Pos p) {
    for (std::size_t i = 0; i < g.heroes.size(); ++i)
        if (g.heroes[i].at == p) return i;
    return std::nullopt;
}
std::optional<std::size_t> masterAt(const content::NewGame& g, Pos p) {
    for (std::size_t i = 0; i < g.master.size(); ++i)
        if (g.master[i].at == p) return i;
    return std::nullopt;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Quest I through the UI: setup, a turn of each side, save, load, play to the end",
                 "[app][flow]") {
    REQUIRE(app.settings().hand_off);  // the default setting: the hot-seat hand-off screen

    // ---- 1. New game → Quest I → default groups → deployment → Start ----
    {
        auto& ng = newGameOnQuestOne(app);
        CHECK(ng.choice().hand_off);
        clickRect(app, ng.layout().next);
    }
    REQUIRE(topScreen(app) == "group_heroes");
    {
        auto& g = topAs<GroupScreen>(app);
        CHECK(g.group().empty());
        clickRect(app, g.defaultButton(), 1);
        REQUIRE(g.group().size() >= 2);
        CHECK(g.cost() <= g.budget());
        CHECK(g.message().empty());
        clickRect(app, g.nextButton());
    }
    REQUIRE(topScreen(app) == "group_master");
    {
        auto& g = topAs<GroupScreen>(app);
        clickRect(app, g.defaultButton(), 1);
        REQUIRE_FALSE(g.group().empty());
        CHECK(g.cost() <= g.budget());
        clickRect(app, g.nextButton());
    }
    REQUIRE(topScreen(app) == "deploy");
    CHECK(app.screens().size() == 5);  // the setup screens below (Back returns to them)

    // The Quest I map: the heroes' entry zone is x 1–6, y 15–20; its east edge (6,17) looks
    // through the open door (7,17) into the bone gallery, where (8,17) is floor outside the zone.
    const Pos edge{6, 17}, doorway{7, 17}, gallery{8, 17};
    const QuestDef* quest = nullptr;
    for (const auto& q : app.documents().library().quests)
        if (q.number == 1) quest = &q;
    REQUIRE(quest != nullptr);
    const ZoneDef* zone = quest->zone(quest->hero_zone);
    REQUIRE(zone != nullptr);
    const auto inZone = [&](Pos p) { return std::binary_search(zone->squares.begin(), zone->squares.end(), p); };
    REQUIRE(inZone(edge));
    REQUIRE_FALSE(inZone(gallery));
    REQUIRE(quest->tile(gallery) == TileKind::Floor);

    content::NewGame deployed;
    {
        auto& deploy = topAs<DeployScreen>(app);
        REQUIRE(deploy.error().empty());
        const content::NewGame defaults = deploy.game();
        const auto taken = [&](Pos p) { return heroAt(deploy.game(), p) || masterAt(deploy.game(), p); };
        // Hot-seat (play 7): the Master places first, out of the heroes' sight.
        REQUIRE(deploy.placing() == Side::Master);
        // A Master character waits in the gallery behind the door: one without fear (R28),
        // so that the heroes' turn does not open with a fear test whose dice vary.
        const auto fearless = [&](std::size_t j) {
            const CharacterCard* card = app.quests().library.card(deploy.game().master[j].card);
            return card && !card->has(SpecialRuleId::Fear);
        };
        if (const auto j = masterAt(deploy.game(), gallery); j && !fearless(*j)) {
            clickSquare(app, deploy.view(), gallery);  // the feared one goes back among its own
            for (std::size_t k = 0; k < deploy.game().master.size() && deploy.selected(); ++k)
                if (k != *j && fearless(k)) clickSquare(app, deploy.view(), deploy.game().master[k].at);  // swap
            REQUIRE(fearless(*masterAt(deploy.game(), gallery)));
        }
        if (!masterAt(deploy.game(), gallery)) {
            // The sturdiest first, so that it likely survives the hero's blow and strikes back.
            std::vector<std::size_t> order(deploy.game().master.size());
            for (std::size_t j = 0; j < order.size(); ++j) order[j] = j;
            const auto hp = [&](std::size_t j) {
                const CharacterCard* card = app.quests().library.card(deploy.game().master[j].card);
                return card ? card->characteristics[Characteristic::HealthPoints] : 0;
            };
            std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return hp(a) > hp(b); });
            for (const std::size_t j : order) {
                if (masterAt(deploy.game(), gallery)) break;
                const std::size_t index = deploy.game().heroes.size() + j;
                if (deploy.locked(index) || !fearless(j)) continue;
                clickSquare(app, deploy.view(), deploy.game().master[j].at);
                REQUIRE(deploy.selected() == index);
                clickSquare(app, deploy.view(), gallery);
                if (deploy.game().master[j].at != gallery) press(app, SDLK_ESCAPE);  // too big: deselect
            }
        }
        REQUIRE(masterAt(deploy.game(), gallery));
        CHECK(deploy.error().empty());
        // Then the heroes, behind a hand-off; the Master's placements out of their sight.
        press(app, SDLK_RETURN);
        REQUIRE(topScreen(app) == "hand_off");
        passHandOff(app);
        REQUIRE(topScreen(app) == "deploy");
        REQUIRE(deploy.placing() == Side::Heroes);
        bool moved_hero = false;
        // A hero standing on the edge steps aside to a free square of the zone first.
        if (const auto k = heroAt(defaults, edge); k && *k != 0) {
            std::optional<Pos> free;
            for (Pos p : zone->squares)
                if (quest->tile(p) == TileKind::Floor && !quest->objectAt(p) && !taken(p)) free = p;
            REQUIRE(free);
            clickSquare(app, deploy.view(), edge);
            REQUIRE(deploy.selected() == *k);
            clickSquare(app, deploy.view(), *free);
            REQUIRE(deploy.game().heroes[*k].at == *free);
            moved_hero = true;
        }
        // The first hero moves to the edge (a free square of the zone: no swap).
        if (defaults.heroes[0].at != edge) {
            REQUIRE_FALSE(taken(edge));
            clickSquare(app, deploy.view(), defaults.heroes[0].at);
            REQUIRE(deploy.selected() == std::size_t{0});
            clickSquare(app, deploy.view(), edge);
            CHECK(deploy.error().empty());
            REQUIRE(deploy.game().heroes[0].at == edge);
            moved_hero = true;
        }
        CHECK(moved_hero);
        CHECK_FALSE(deploy.selected());
        deployed = deploy.game();
        CHECK(deployed.seed == defaults.seed);
        // Start (Enter: the Start button's rectangle is not exposed by the screen).
        press(app, SDLK_RETURN);
    }
    // A decision pending at the start (R28 fear test of a hero who sees a feared creature,
    // failed: destiny is offered) opens its dialog over the board.
    app.runFrames(2);
    answerDialogs(app);
    REQUIRE(topScreen(app) == "board");
    const std::size_t heroes = deployed.heroes.size();
    const int enemy = static_cast<int>(heroes + *masterAt(deployed, gallery));
    const std::size_t base = topAs<BoardScreen>(app).session().record().steps.size();  // answers, if any
    {
        auto& board = topAs<BoardScreen>(app);
        const GameState& s = board.session().state();
        CHECK(board.session().record().seed == deployed.seed);
        CHECK(s.turn() == 1);
        CHECK(s.toMove() == Side::Heroes);
        CHECK(s.character(0).pos == edge);
        CHECK(s.character(enemy).pos == gallery);
        CHECK(s.character(enemy).side == Side::Master);
        for (std::size_t i = 0; i < heroes; ++i) CHECK(s.character(static_cast<int>(i)).pos == deployed.heroes[i].at);
        CHECK(board.session().record().steps.size() == base);
        CHECK_FALSE(board.session().canUndo());
    }

    // ---- 2. Heroes: select, move, undo, move again, attack ----
    auto* board = &topAs<BoardScreen>(app);
    {
        const GameState& s = board->session().state();
        const int ap0 = s.character(0).ap;
        REQUIRE(ap0 > 0);
        clickSquare(app, board->view(), edge);
        REQUIRE(board->selected() == 0);
        const auto walk = plainWalkTo(s, 0, doorway);
        REQUIRE(walk);  // one step through the open door, no dice
        clickSquare(app, board->view(), doorway);
        CHECK(board->session().state().character(0).pos == doorway);
        CHECK(board->session().state().character(0).ap == ap0 - walk->info.ap);
        CHECK(board->session().record().steps.size() == base + 1);
        CHECK(board->session().canUndo());

        press(app, SDLK_z, KMOD_LCTRL);
        CHECK(board->session().state().character(0).pos == edge);
        CHECK(board->session().state().character(0).ap == ap0);
        CHECK(board->session().record().steps.size() == base);
        CHECK_FALSE(board->session().canUndo());
        CHECK(board->selected() == 0);

        clickSquare(app, board->view(), doorway);
        REQUIRE(board->session().state().character(0).pos == doorway);
        CHECK(board->session().record().steps.size() == base + 1);
        const int ap1 = board->session().state().character(0).ap;

        // The attack: point at the enemy (the odds show), click it.
        const SDL_Point c = board->view().centerOf(gallery);
        moveMouse(c.x, c.y);
        app.runFrames(1);
        CHECK(board->tooltip().find('%') != std::string::npos);
        const std::size_t entries = board->session().history().size();
        clickAt(c.x, c.y);
        app.runFrames(2);
        REQUIRE(board->session().history().size() == entries + 1);
        const content::HistoryEntry& attack = board->session().history().back();
        REQUIRE(attack.action);
        CHECK(attackTarget(*attack.action) == enemy);
        CHECK(rolled(attack));
        CHECK_FALSE(board->session().canUndo());
        CHECK(board->session().record().steps.size() == base + 2);
        CHECK(board->session().state().character(0).ap < ap1);
        CHECK(board->session().state().character(0).pos == doorway);
        answerDialogs(app);  // a failed attack may offer a destiny point
        REQUIRE(topScreen(app) == "board");
        CHECK(board->session().state().toMove() == Side::Heroes);
    }

    // ---- 3. End of the heroes' turn, hand-off, the Master's turn ----
    {
        press(app, SDLK_e);
        if (board->confirmingEndTurn()) press(app, SDLK_RETURN);  // AP remain: Enter confirms
        CHECK(board->session().state().toMove() == Side::Master);
        CHECK(board->session().state().activeSide() == Side::Master);
        CHECK(board->session().state().turn() == 1);
        REQUIRE(topScreen(app) == "hand_off");
        clickAt(app.width() / 2, app.height() / 2);
        app.runFrames(2);
        answerDialogs(app);
        REQUIRE(topScreen(app) == "board");
        CHECK_FALSE(board->selected());

        // A Master character that is not in the doorway's fight walks one step.
        const GameState& s = board->session().state();
        std::optional<LegalAction> walk;
        int mover = -1;
        for (int i = static_cast<int>(heroes); i < static_cast<int>(s.characters().size()) && !walk; ++i)
            if (i != enemy && s.able(i) && (walk = anyPlainWalk(s, i))) mover = i;
        REQUIRE(walk);
        const Pos to = std::get<Walk>(walk->action).to;
        const std::size_t steps = board->session().record().steps.size();
        clickSquare(app, board->view(), s.character(mover).pos);
        REQUIRE(board->selected() == mover);
        clickSquare(app, board->view(), to);
        CHECK(board->session().state().character(mover).pos == to);
        CHECK(board->session().record().steps.size() == steps + 1);
        CHECK(board->session().canUndo());

        // The Master's character in the gallery strikes back at the hero in the doorway.
        const GameState& s2 = board->session().state();
        if (s2.able(enemy) && s2.able(0) && s2.isLegal(Melee{enemy, 0})) {
            clickSquare(app, board->view(), gallery);
            REQUIRE(board->selected() == enemy);
            const std::size_t entries = board->session().history().size();
            clickSquare(app, board->view(), doorway);
            REQUIRE(board->session().history().size() == entries + 1);
            const content::HistoryEntry& attack = board->session().history().back();
            REQUIRE(attack.action);
            CHECK(std::holds_alternative<Melee>(*attack.action));
            CHECK(rolled(attack));
            CHECK_FALSE(board->session().canUndo());
            answerDialogs(app);  // a block test or destiny for the hero
        } else {
            WARN("the Master's character in the gallery cannot attack (it fell to the hero's blow?)");
        }
        REQUIRE(topScreen(app) == "board");
        char* bin = SDL_GetBasePath();
        const std::string shot = std::string(bin ? bin : "./") + "flow_board.png";
        SDL_free(bin);
        CHECK(app.saveScreenshot(shot));
    }

    // ---- 4. Ctrl+S, quit to the main menu, Load → the same game ----
    const GameState saved = board->session().state();
    const std::size_t saved_steps = board->session().record().steps.size();
    press(app, SDLK_s, KMOD_LCTRL);
    const auto saves = content::listSaves(home.savesDir());
    REQUIRE(saves.size() == 1);
    CHECK(board->message().find(saves.front().path.filename().string()) != std::string::npos);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_q);  // "Quit to the main menu"
    board = nullptr;
    REQUIRE(topScreen(app) == "main_menu");
    {
        // The menu re-reads the saves folder as soon as it is on top again: Load is offered
        // at once, with no waiting.
        auto& menu = topAs<MainMenuScreen>(app);
        REQUIRE(menu.enabled(MainMenuScreen::Item::Load));
        clickRect(app, menu.itemRect(MainMenuScreen::Item::Load));
    }
    REQUIRE(topScreen(app) == "load");
    {
        auto& load = topAs<LoadScreen>(app);
        int row = -1;
        for (int i = 0; i < static_cast<int>(load.saves().size()); ++i)
            if (load.saves()[static_cast<std::size_t>(i)].path == saves.front().path) row = i;
        REQUIRE(row >= 0);
        if (load.selected() != row) clickRect(app, load.rowRect(row), 1);  // the first click selects it
        REQUIRE(load.selected() == row);
        clickRect(app, load.rowRect(row));  // a click on the selected row loads it
    }
    // Hot-seat, the Master to play: the hand-off comes first, the board only once he has the
    // computer (R48: the Master's board shows the hidden trap).
    REQUIRE(topScreen(app) == "hand_off");
    clickAt(app.width() / 2, app.height() / 2);
    app.runFrames(1);
    REQUIRE(topScreen(app) == "board");
    board = &topAs<BoardScreen>(app);
    CHECK(board->session().state() == saved);
    app.runFrames(2);
    if (saved.pending()) {
        CHECK(topScreen(app) == "decision");  // the decision still pending is asked again
    } else {
        CHECK(topScreen(app) == "board");
    }
    CHECK(board->session().record().steps.size() == saved_steps);
    CHECK(board->session().state().toMove() == Side::Master);
    CHECK_FALSE(board->session().canUndo());

    // ---- 5. Random legal actions until the game ends, dialogs and hand-offs by the UI ----
    std::mt19937 rng(20240604);
    int actions = 0;
    for (int guard = 0; guard < 20000 && topScreen(app) != "victory"; ++guard) {
        const std::string top = topScreen(app);
        if (top == "hand_off") {
            // R42 in hot-seat: the see-through "waiting heroes" notice goes on with Enter (a click
            // on the board does not), then the opaque hand-off with a click.
            pressKey(SDLK_RETURN);
            app.runFrames(1);
            if (topScreen(app) == "hand_off") clickAt(app.width() / 2, app.height() / 2);
            app.runFrames(1);
            continue;
        }
        if (top == "decision") {
            clickRect(app, topAs<DecisionDialog>(app).buttonRect(0), 1);
            continue;
        }
        if (top == "confirm") {
            // Asked first (a risky jump chosen, play 12 #1; the last hero leaving): this player
            // goes: Tab to the yes button, Enter.
            pressKey(SDLK_TAB);
            pressKey(SDLK_RETURN);
            app.runFrames(1);
            continue;
        }
        REQUIRE(top == "board");
        const auto legal = board->session().state().legalActions();
        REQUIRE_FALSE(legal.empty());
        // End the turn now and then, so that games take a few dozen actions a turn at most.
        const Action* chosen = nullptr;
        for (const auto& la : legal)
            if (std::holds_alternative<EndTurn>(la.action) && rng() % 2 == 0) chosen = &la.action;
        if (!chosen) chosen = &legal[rng() % legal.size()].action;
        REQUIRE(board->choose(*chosen));
        ++actions;
        if (app.screens().hasPending()) app.runFrames(1);
    }
    INFO(actions << " random actions");
    REQUIRE(topScreen(app) == "victory");
    REQUIRE(board->session().state().isOver());
    {
        auto& victory = topAs<VictoryScreen>(app);
        CHECK_FALSE(victory.title().empty());
        CHECK(victory.numbers().turns == board->session().state().turn());

        // The final board: V shows it, its hover and wheel reach it, a click or a
        // key does not (its menu could go back a turn under this screen); Esc comes back.
        const std::size_t steps = board->session().history().size();
        press(app, SDLK_v);
        REQUIRE(victory.viewingBoard());
        CHECK_FALSE(victory.isOpaque());
        CHECK(topScreen(app) == "victory");
        const Rect map = board->view().area();
        moveMouse(map.centerX(), map.centerY());
        clickAt(map.centerX(), map.centerY());
        app.runFrames(2);
        press(app, SDLK_u, KMOD_LCTRL);  // the board's undo: not for it
        press(app, SDLK_ESCAPE);         // back to the results, not the board's menu
        CHECK(topScreen(app) == "victory");
        CHECK_FALSE(victory.viewingBoard());
        CHECK(board->session().history().size() == steps);
        clickRect(app, victory.boardButton(), 2);
        CHECK(victory.viewingBoard());
        clickRect(app, victory.boardBanner(), 2);
        CHECK_FALSE(victory.viewingBoard());

        // Ctrl+L saves the log as on the board, and says where.
        press(app, SDLK_l, KMOD_LCTRL);
        CHECK(victory.note().find("-log-") != std::string::npos);
        bool log_saved = false;
        for (const auto& e : std::filesystem::directory_iterator(app.savesDir()))
            log_saved = log_saved || e.path().filename().string().find("-log-") != std::string::npos;
        CHECK(log_saved);
        clickRect(app, victory.backButton(), 3);
    }
    CHECK(topScreen(app) == "main_menu");
    CHECK(app.screens().size() == 1);
}
