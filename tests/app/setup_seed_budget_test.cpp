// New game: the seed is a field the player types into (digits as
// SDL_TEXTINPUT, Backspace, Enter / Tab / Escape leave it, R draws a new one), the point budget
// (R53) goes from 100 to 1000 in steps of 25 — above the quest's own too — and the chosen
// budget and seed are the game's (group building, the core's R53 check, the embedded quest of
// the save); the main menu reads the saves again the frame it is back on top.
#include <catch2/catch.hpp>
#include <memory>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Queues `text` as typed (SDL_TEXTINPUT), as the keyboard sends it after the key press.
void typeText(const char* text) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, text, sizeof(e.text.text));
    SDL_PushEvent(&e);
}

/// Presses `key` with `mod` (Shift…), as the keyboard would.
void pressMod(SDL_Keycode key, Uint16 mod) {
    SDL_Event down{};
    down.type = SDL_KEYDOWN;
    down.key.state = SDL_PRESSED;
    down.key.keysym.sym = key;
    down.key.keysym.mod = mod;
    SDL_PushEvent(&down);
}

NewGameScreen& openNewGame(App& app) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    pressKey(SDLK_n);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "new_game");
    auto* ng = dynamic_cast<NewGameScreen*>(app.screens().top());
    REQUIRE(ng != nullptr);
    return *ng;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "New game: the seed is typed into its field", "[app][new_game][seed]") {
    NewGameScreen& ng = openNewGame(app);
    const NewGameScreen::Layout l = ng.layout();
    const std::uint64_t drawn = ng.choice().seed;
    CHECK(ng.seedText() == std::to_string(drawn));
    CHECK_FALSE(ng.editingSeed());

    SECTION("a click focuses it; the first digit replaces the seed, Backspace, Enter takes it") {
        clickRect(app, l.seed_field);
        CHECK(ng.editingSeed());
        typeText("4");
        typeText("2x7");  // letters are left out
        typeText("19");
        app.runFrames(1);
        CHECK(ng.seedText() == "42719");
        pressKey(SDLK_BACKSPACE);  // edits the field, does not leave the screen
        app.runFrames(1);
        CHECK(topScreen(app) == "new_game");
        CHECK(ng.seedText() == "4271");
        CHECK(ng.choice().seed == drawn);  // not taken until the field is left
        pressKey(SDLK_RETURN);             // leaves the field, does not open group building
        app.runFrames(1);
        CHECK(topScreen(app) == "new_game");
        CHECK_FALSE(ng.editingSeed());
        CHECK(ng.choice().seed == 4271);
        CHECK(ng.seedText() == "4271");
    }

    SECTION("at most nine digits; Tab leaves; S focuses from the keyboard; arrows do nothing meanwhile") {
        pressKey(SDLK_s);
        app.runFrames(1);
        REQUIRE(ng.editingSeed());
        const int budget = ng.choice().budget;
        pressKey(SDLK_RIGHT);
        typeText("1234567890123");
        app.runFrames(1);
        CHECK(ng.seedText() == "123456789");
        CHECK(ng.choice().budget == budget);
        pressKey(SDLK_TAB);
        app.runFrames(1);
        CHECK_FALSE(ng.editingSeed());
        CHECK(ng.choice().seed == 123456789);
    }

    SECTION("Escape drops what was typed; an emptied field keeps the old seed") {
        clickRect(app, l.seed_field);
        typeText("555");
        pressKey(SDLK_ESCAPE);
        app.runFrames(1);
        CHECK(topScreen(app) == "new_game");
        CHECK_FALSE(ng.editingSeed());
        CHECK(ng.choice().seed == drawn);
        clickRect(app, l.seed_field);
        pressKey(SDLK_BACKSPACE);  // the whole seed was selected: Backspace clears it
        app.runFrames(1);
        CHECK(ng.seedText().empty());
        clickRect(app, l.options);  // a click elsewhere leaves the field
        CHECK_FALSE(ng.editingSeed());
        CHECK(ng.choice().seed == drawn);
    }

    SECTION("R and the button draw a new seed") {
        pressKey(SDLK_r);
        app.runFrames(1);
        const std::uint64_t second = ng.choice().seed;
        CHECK(second != drawn);
        CHECK(ng.seedText() == std::to_string(second));
        SDL_Delay(2);
        clickRect(app, l.reseed);
        CHECK(ng.choice().seed != second);
    }
}

TEST_CASE_METHOD(AppTest, "New game: the budget goes from 100 to 1000 by 25, above the quest's own too (R53)",
                 "[app][new_game][budget]") {
    NewGameScreen& ng = openNewGame(app);
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->budget == 300);
    const NewGameScreen::Layout l = ng.layout();

    const std::vector<int> choices = ng.budgets();
    REQUIRE(choices.size() == 37);
    CHECK(choices.front() == kLowestBudget);
    CHECK(choices.back() == kHighestBudget);
    for (std::size_t i = 1; i < choices.size(); ++i) CHECK(choices[i] - choices[i - 1] == kBudgetStep);

    pressKey(SDLK_RIGHT);
    app.runFrames(1);
    CHECK(ng.choice().budget == 325);
    pressMod(SDLK_RIGHT, KMOD_LSHIFT);  // Shift: 100 at a time
    app.runFrames(1);
    CHECK(ng.choice().budget == 425);
    clickRect(app, l.budget_minus);
    CHECK(ng.choice().budget == 400);
    for (int i = 0; i < 30; ++i) clickAt(l.budget_plus.centerX(), l.budget_plus.centerY());
    app.runFrames(2);
    CHECK(ng.choice().budget == 1000);
    for (int i = 0; i < 12; ++i) pressMod(SDLK_LEFT, KMOD_LSHIFT);
    app.runFrames(2);
    CHECK(ng.choice().budget == 100);

    // A quest whose hero zone holds fewer heroes than the cards: the budget stops before
    // buying one more hero than it holds (the loader's R53 check of the embedded quest).
    cata::QuestDef small = *ng.choice().quest;
    cata::ZoneDef* zone = nullptr;
    for (auto& z : small.zones)
        if (z.id == small.hero_zone) zone = &z;
    REQUIRE(zone != nullptr);
    std::vector<cata::Pos> three;
    for (cata::Pos p : zone->squares)
        if (three.size() < 3 && small.tile(p) == cata::TileKind::Floor && !small.objectAt(p)) three.push_back(p);
    REQUIRE(three.size() == 3);
    zone->squares = three;
    const int ceiling = budgetCeiling(small, app.quests().library);
    CHECK(ceiling == 4 * 90 - 1);  // four heroes (the cheapest, Esterella, costs 90) would not fit
    CHECK(budgetChoices(small, ceiling).back() == 350);
    CHECK(budgetCeiling(*ng.choice().quest, app.quests().library) == kHighestBudget);
}

TEST_CASE_METHOD(AppTest, "New game: a raised budget and a typed seed are the game's",
                 "[app][new_game][budget][seed][flow]") {
    Settings settings = app.settings();
    settings.hand_off = false;  // the board straight after deployment
    app.changeSettings(settings);
    NewGameScreen& ng = openNewGame(app);
    for (int i = 0; i < 4; ++i) pressKey(SDLK_RIGHT);  // 400: all four heroes (390)
    clickRect(app, ng.layout().seed_field);
    typeText("31337");
    pressKey(SDLK_TAB);
    app.runFrames(2);
    REQUIRE(ng.choice().budget == 400);
    REQUIRE(ng.choice().seed == 31337);
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");

    CHECK(topAs<GroupScreen>(app).budget() == 400);
    for (const cata::CharacterCard* c : std::vector<const cata::CharacterCard*>(topAs<GroupScreen>(app).available()))
        CHECK(topAs<GroupScreen>(app).add(*c));
    CHECK(topAs<GroupScreen>(app).cost() == 390);
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    app.runFrames(1);
    REQUIRE(topScreen(app) == "group_master");
    topAs<GroupScreen>(app).defaultGroup();
    CHECK(topAs<GroupScreen>(app).cost() > 300);  // the default Master group spends the raised budget
    CHECK(topAs<GroupScreen>(app).cost() <= 400);
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    app.runFrames(1);
    REQUIRE(topScreen(app) == "deploy");
    auto* deploy = dynamic_cast<DeployScreen*>(app.screens().top());
    REQUIRE(deploy != nullptr);
    CHECK(deploy->game().seed == 31337);
    CHECK(deploy->game().budget == 400);
    CHECK(deploy->game().heroes.size() == 4);

    pressKey(SDLK_RETURN);
    app.runFrames(2);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) {  // R27 at the start: the focused answer
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board != nullptr);
    // The game's quest carries the chosen budget, in the state's content and in the save.
    CHECK(board->session().state().content().quest.budget == 400);
    CHECK(board->session().record().content->quest.at("budget") == 400);
    CHECK(board->session().record().seed == 31337);
    const std::filesystem::path file = home.root / "raised.json";
    std::string error;
    REQUIRE(board->session().save(file, &error));
    auto loaded = cata::content::GameSession::load(file, &error);
    INFO(error);
    REQUIRE(loaded != nullptr);
    CHECK(loaded->state().content().quest.budget == 400);
    CHECK(loaded->state() == board->session().state());
}

TEST_CASE("Main menu: back from a game, Load and Continue are offered on the very next frame", "[app][main_menu]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    auto* menu = dynamic_cast<MainMenuScreen*>(app.screens().top());
    REQUIRE(menu != nullptr);
    REQUIRE_FALSE(menu->enabled(MainMenuScreen::Item::Load));
    REQUIRE_FALSE(menu->enabled(MainMenuScreen::Item::Continue));

    // A board as the game opens it, autosaving at the start of each side's turn.
    app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), BoardConfig{false, app.savesDir() / "autosave"}));
    app.runFrames(2);
    for (int i = 0; i < 8 && topScreen(app) == "decision"; ++i) {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
    REQUIRE(topScreen(app) == "board");
    dynamic_cast<BoardScreen&>(*app.screens().top()).flushAutosave();  // written on its own thread
    REQUIRE_FALSE(cata::content::listAllSaves(home.savesDir()).empty());  // the autosave of turn 1
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "game_menu");
    pressKey(SDLK_q);  // quit to the main menu
    CHECK(app.runFrames(1) == 1);
    REQUIRE(topScreen(app) == "main_menu");
    CHECK(menu->enabled(MainMenuScreen::Item::Load));
    CHECK(menu->enabled(MainMenuScreen::Item::Continue));
}

namespace {

/// A screen that counts its activations.
class Counting : public Screen {
public:
    Counting(App& app, int* count) : Screen(app), count_(count) {}
    std::string_view id() const override { return "counting"; }
    void draw(Painter&) override {}
    void activated() override { ++*count_; }

private:
    int* count_;
};

}  // namespace

TEST_CASE_METHOD(AppTest, "Screen stack: activated() when a screen becomes the top one", "[app][screens]") {
    int below = 0, above = 0;
    auto* first = new Counting(app, &below);
    app.screens().push(std::unique_ptr<Screen>(first));
    app.screens().commit();
    CHECK(below == 1);  // pushed
    auto* second = new Counting(app, &above);
    app.screens().push(std::unique_ptr<Screen>(second));
    app.screens().commit();
    CHECK(above == 1);
    CHECK(below == 1);  // covered, not activated
    app.screens().pop(second);
    app.screens().commit();
    CHECK(below == 2);  // on top again
    // Replacing the top by a new screen in one commit activates the new one only.
    int third_count = 0;
    app.screens().push(std::make_unique<Counting>(app, &above));
    app.screens().commit();
    const Screen* top = app.screens().top();
    app.screens().pop(top);
    app.screens().push(std::make_unique<Counting>(app, &third_count));
    app.screens().commit();
    CHECK(third_count == 1);
    CHECK(below == 2);
    CHECK_FALSE(app.screens().commit());  // nothing pending: nobody activated
    CHECK(third_count == 1);
}
