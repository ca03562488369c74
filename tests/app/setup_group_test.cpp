// Group building (R53) driven by clicks: Quest I from the main menu, the heroes' group, a
// refused addition with its reason, the Master's group, then the deployment screen with the
// groups chosen.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Turns the mouse wheel by `dy` notches over (x, y).
void wheel(int x, int y, int dy) {
    moveMouse(x, y);
    queueWheel(dy);
}

/// Clicks the "Add" strip of card `id`, scrolling the cards with the wheel until it is in view.
void addByClick(App& app, const std::string& id) {
    GroupScreen& g = topAs<GroupScreen>(app);
    const Rect panel = g.cardsPanel();
    for (std::size_t i = 0; i < g.available().size(); ++i)
        if (g.available()[i]->id == id) {
            for (int tries = 0; tries < 20 && g.addRect(i).bottom() > panel.bottom(); ++tries) {
                wheel(panel.centerX(), panel.centerY(), -1);
                app.runFrames(1);
            }
            for (int tries = 0; tries < 20 && g.addRect(i).y < panel.y; ++tries) {
                wheel(panel.centerX(), panel.centerY(), +1);
                app.runFrames(1);
            }
            const Rect r = g.addRect(i);
            REQUIRE(panel.contains(r.centerX(), r.centerY()));
            clickAt(r.centerX(), r.centerY());
            app.runFrames(1);
            return;
        }
    FAIL("card " << id << " is not offered");
}

std::string nameOf(App& app, const std::string& card) { return app.quests().library.card(card)->name.en; }

std::vector<std::string> cardsOf(const std::vector<cata::Placement>& side) {
    std::vector<std::string> out;
    for (const auto& p : side) out.push_back(p.card);
    return out;
}

}  // namespace

TEST_CASE("The R53 checks of an addition", "[app][group]") {
    cata::CharacterCard hero, leader, troop;
    hero.id = "h";
    hero.formation = cata::Formation::Hero;
    hero.value = 100;
    leader.id = "l";
    leader.formation = cata::Formation::MasterLeader;
    leader.value = 100;
    troop.id = "t";
    troop.formation = cata::Formation::MasterTroop;
    troop.value = 60;
    CHECK(checkAddition({}, hero, true, 300) == Refusal::Ok);
    CHECK(checkAddition({}, troop, true, 300) == Refusal::MasterCardForHeroes);
    CHECK(checkAddition({}, hero, false, 300) == Refusal::HeroCardForMaster);
    CHECK(checkAddition({&hero}, hero, true, 300) == Refusal::HeroTwice);
    CHECK(checkAddition({&leader}, leader, false, 300) == Refusal::SecondLeader);
    CHECK(checkAddition({&leader, &troop, &troop, &troop}, troop, false, 300) == Refusal::OverBudget);
    CHECK(checkAddition({&leader, &troop, &troop}, troop, false, 300) == Refusal::Ok);  // troops may repeat
    CHECK(checkAddition({&leader, &troop, &troop}, troop, false, 280) == Refusal::Ok);  // exactly the budget
    CHECK(checkAddition({&leader, &troop, &troop}, troop, false, 279) == Refusal::OverBudget);
}

TEST_CASE_METHOD(AppTest, "New game → Quest I → heroes → Master → deployment, by clicks", "[app][group][flow]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    auto* menu = dynamic_cast<MainMenuScreen*>(app.screens().top());
    REQUIRE(menu != nullptr);
    const Rect new_game = menu->itemRect(MainMenuScreen::Item::NewGame);
    clickAt(new_game.centerX(), new_game.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "new_game");
    auto* ng = dynamic_cast<NewGameScreen*>(app.screens().top());
    REQUIRE(ng != nullptr);
    const Rect quest1 = ng->entryRect(0);
    clickAt(quest1.centerX(), quest1.centerY());
    app.runFrames(1);
    REQUIRE(ng->choice().quest != nullptr);
    REQUIRE(ng->choice().quest->number == 1);
    const std::uint64_t seed = ng->choice().seed;
    const Rect next = ng->layout().next;
    clickAt(next.centerX(), next.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");

    // The heroes: three fit in 300 points, the fourth is refused with the reason.
    CHECK(topAs<GroupScreen>(app).cost() == 0);
    CHECK(topAs<GroupScreen>(app).budget() == 300);
    addByClick(app, "esterella");
    addByClick(app, "flavien");
    addByClick(app, "irf");
    CHECK(topAs<GroupScreen>(app).cost() == 285);
    CHECK(topAs<GroupScreen>(app).message().empty());
    addByClick(app, "torgils");
    CHECK(topAs<GroupScreen>(app).group().size() == 3);
    CHECK(topAs<GroupScreen>(app).message() == app.strings().format("group.refused.budget", nameOf(app, "torgils"), 105, 390, 300));
    addByClick(app, "irf");  // a hero comes once
    CHECK(topAs<GroupScreen>(app).message() == app.strings().format("group.refused.hero_twice", nameOf(app, "irf")));
    // Remove Flavien, add Torgils: 295.
    const Rect remove = topAs<GroupScreen>(app).removeRect(1);
    clickAt(remove.centerX(), remove.centerY());
    app.runFrames(1);
    addByClick(app, "torgils");
    CHECK(topAs<GroupScreen>(app).cost() == 295);
    const Rect to_master = topAs<GroupScreen>(app).nextButton();
    clickAt(to_master.centerX(), to_master.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_master");

    // The Master: no hero card offered, one leader at most.
    for (const cata::CharacterCard* c : topAs<GroupScreen>(app).available()) CHECK_FALSE(c->isHero());
    addByClick(app, "king_of_the_tombs");
    addByClick(app, "king_of_the_tombs");
    CHECK(topAs<GroupScreen>(app).message() == app.strings().format("group.refused.second_leader", nameOf(app, "king_of_the_tombs")));
    addByClick(app, "skell");
    addByClick(app, "revenant");
    addByClick(app, "revenant");
    CHECK(topAs<GroupScreen>(app).cost() == 210);
    const Rect to_deploy = topAs<GroupScreen>(app).nextButton();
    clickAt(to_deploy.centerX(), to_deploy.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "deploy");
    auto* deploy = dynamic_cast<DeployScreen*>(app.screens().top());
    REQUIRE(deploy != nullptr);
    const cata::content::NewGame& game = deploy->game();
    CHECK(game.quest_id == app.quests().library.quests.front().id);
    CHECK(game.seed == seed);
    CHECK(cardsOf(game.heroes) == std::vector<std::string>{"esterella", "irf", "torgils"});
    CHECK(cardsOf(game.master) == std::vector<std::string>{"king_of_the_tombs", "skell", "revenant", "revenant"});
    // The setup screens stay below the deployment (its Back returns to them).
    CHECK(app.screens().size() == 5);
    // Enter on the deployment screen hands over to the heroes (hot-seat, play 7); their Enter
    // starts the game on the board; the setup screens go.
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    passHandOff(app);
    REQUIRE(topScreen(app) == "deploy");
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    CHECK(app.screens().size() == 2);
}

TEST_CASE("Back on the deployment returns to the Master's group, both groups kept", "[app][group][deploy][flow]") {
    // Play test 7 #5: Back (Esc) on the deployment went to the main menu, both hand-built groups lost.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    REQUIRE(topScreen(app) == "new_game");
    clickRect(app, topAs<NewGameScreen>(app).entryRect(0), 1);
    clickRect(app, topAs<NewGameScreen>(app).layout().next);
    REQUIRE(topScreen(app) == "group_heroes");
    addByClick(app, "esterella");
    addByClick(app, "irf");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    addByClick(app, "king_of_the_tombs");
    addByClick(app, "skell");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "deploy");

    SECTION("Esc") { pressKey(SDLK_ESCAPE); }
    SECTION("the Back button") { clickRect(app, topAs<DeployScreen>(app).backButton(), 1); }
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_master");
    CHECK(topAs<GroupScreen>(app).group().size() == 2);
    CHECK(topAs<GroupScreen>(app).cost() ==
          app.quests().library.card("king_of_the_tombs")->value + app.quests().library.card("skell")->value);
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");
    CHECK(topAs<GroupScreen>(app).group().size() == 2);
    // Next again: the same deployment of the same groups.
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "deploy");
    const cata::content::NewGame& game = topAs<DeployScreen>(app).game();
    CHECK(cardsOf(game.heroes) == std::vector<std::string>{"esterella", "irf"});
    CHECK(cardsOf(game.master) == std::vector<std::string>{"king_of_the_tombs", "skell"});
    // Hot-seat: the Master places, hands over (play 7), then the heroes place and start.
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    passHandOff(app);
    REQUIRE(topScreen(app) == "deploy");
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    CHECK(topScreen(app) == "board");
    CHECK(app.screens().size() == 2);  // the main menu below: the setup screens went with the deployment
}

TEST_CASE("Back on the deployment passes a fixed or AI-built Master's group", "[app][group][deploy][flow]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    GameChoice choice;
    SECTION("a quest's fixed Master's roster (hot-seat)") {
        for (const auto& q : app.quests().library.quests)
            if (q.master_roster && !q.hero_roster) choice.quest = &q;
        REQUIRE(choice.quest != nullptr);
        choice.budget = choice.quest->budget;
    }
    SECTION("solo: the Master AI builds its group") {
        choice.quest = &app.quests().library.quests.front();
        choice.players = cata::content::kSoloVsMaster;
    }
    app.screens().push(std::make_unique<GroupScreen>(app, choice, GroupScreen::Side::Heroes, std::nullopt,
                                                     std::vector<const Screen*>{}));
    app.runFrames(1);
    addByClick(app, "esterella");
    addByClick(app, "torgils");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    if (topScreen(app) == "group_master") {
        REQUIRE(topAs<GroupScreen>(app).fixed());
        clickRect(app, topAs<GroupScreen>(app).nextButton());
    }
    REQUIRE(topScreen(app) == "deploy");
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");
    CHECK(topAs<GroupScreen>(app).group().size() == 2);
    CHECK(app.screens().size() == 2);  // the main menu, the heroes' group
}

TEST_CASE("The Master's group is kept when going back to the heroes' group and on again", "[app][group][flow]") {
    // Play test 7 #7: Master's group → Esc → heroes' group → Next found the Master's group empty.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    GameChoice choice;
    choice.quest = &app.quests().library.quests.front();
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.screens().push(std::make_unique<GroupScreen>(app, choice, GroupScreen::Side::Heroes, std::nullopt,
                                                     std::vector<const Screen*>{}));
    app.runFrames(1);
    addByClick(app, "irf");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    pressKey(SDLK_d);  // the default group
    app.runFrames(1);
    const std::vector<const cata::CharacterCard*> built = topAs<GroupScreen>(app).group();
    REQUIRE_FALSE(built.empty());
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");
    pressKey(SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_master");
    CHECK(topAs<GroupScreen>(app).group() == built);
    // Changed, then Back and Next again: the change is kept too.
    pressKey(SDLK_DELETE);
    app.runFrames(1);
    const std::vector<const cata::CharacterCard*> changed = topAs<GroupScreen>(app).group();
    CHECK(changed.size() + 1 == built.size());
    clickRect(app, topAs<GroupScreen>(app).backButton());
    REQUIRE(topScreen(app) == "group_heroes");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    CHECK(topAs<GroupScreen>(app).group() == changed);
}

TEST_CASE_METHOD(AppTest, "Default group, and a quest's fixed groups are read-only", "[app][group]") {
    const auto& quests = app.quests().library.quests;
    REQUIRE(!quests.empty());

    SECTION("the default group fits the budget") {
        GameChoice choice;
        choice.quest = &quests.front();
        choice.budget = 200;
        app.screens().push(std::make_unique<GroupScreen>(app, choice, GroupScreen::Side::Master, std::nullopt,
                                                         std::vector<const Screen*>{}));
        app.runFrames(1);
        pressKey(SDLK_d);
        app.runFrames(1);
        CHECK_FALSE(topAs<GroupScreen>(app).group().empty());
        CHECK(topAs<GroupScreen>(app).cost() <= 200);
        CHECK(topAs<GroupScreen>(app).message().empty());
    }

    SECTION("fixed roster") {
        const cata::QuestDef* fixed = nullptr;
        for (const auto& q : quests)
            if (q.master_roster) fixed = &q;
        REQUIRE(fixed != nullptr);
        GameChoice choice;
        choice.quest = fixed;
        choice.budget = fixed->budget;
        app.screens().push(std::make_unique<GroupScreen>(app, choice, GroupScreen::Side::Master, std::nullopt,
                                                         std::vector<const Screen*>{}));
        app.runFrames(1);
        GroupScreen& g = topAs<GroupScreen>(app);
        CHECK(g.fixed());
        CHECK(g.group().size() == fixed->master_roster->size());
        const std::size_t before = g.group().size();
        CHECK_FALSE(g.add(*g.available().front()));
        CHECK(g.message() == app.tr("group.fixed"));
        CHECK(g.group().size() == before);
    }
}

TEST_CASE("Group tiles and chips show every card's whole name, on two lines when needed", "[app][group][layout]") {
    // Play 5: "Sir Flavien the Pa…", "King of the…" with room to spare. Each shipped card's name,
    // in both languages, every UI scale and window: no name is cut.
    const std::vector<std::pair<int, int>> windows = {{1024, 640}, {1280, 800}, {1920, 1080}};
    const std::vector<double> scales = {1.0, 1.25, 1.5, 1.75, 2.0};
    for (const std::string lang : {"en", "fr"})
        for (const auto& [w, h] : windows)
            for (double scale : scales)
                for (const GroupScreen::Side side : {GroupScreen::Side::Heroes, GroupScreen::Side::Master}) {
                    HeadlessHome home;
                    const auto owned = sizedApp(home, w, h, scale, lang);
                    App& app = *owned;
                    GameChoice choice;
                    choice.quest = &app.quests().library.quests.front();
                    choice.budget = 100000;
                    app.screens().push(
                        std::make_unique<GroupScreen>(app, choice, side, std::nullopt, std::vector<const Screen*>{}));
                    app.runFrames(1);
                    GroupScreen& g = topAs<GroupScreen>(app);
                    std::vector<const cata::CharacterCard*> offered(g.available().begin(), g.available().end());
                    for (const cata::CharacterCard* c : offered) g.add(*c);
                    REQUIRE(g.group().size() >= 3);
                    // Every tile in turn scrolled into view by the wheel, each frame recorded.
                    std::set<std::string> cut, drawn;
                    const Rect panel = g.cardsPanel();
                    for (int turn = 0; turn < 12; ++turn) {
                        cata::app::LayoutRecord rec;
                        app.painter().record(&rec);
                        app.runFrames(1);
                        app.painter().record(nullptr);
                        for (const auto& t : rec.texts) {
                            drawn.insert(t.text);
                            if (t.text.find("\u2026") != std::string::npos)
                                cut.insert(
                                    t.text + " (in " +
                                    (t.panel >= 0 ? rec.panels[static_cast<std::size_t>(t.panel)].name : "window") +
                                    ")");
                        }
                        wheel(panel.centerX(), panel.centerY(), -1);
                    }
                    INFO(lang << " " << w << "x" << h << " @" << scale << " side " << static_cast<int>(side));
                    for (const auto& c : cut) UNSCOPED_INFO("cut: " << c);
                    CHECK(cut.empty());
                    // Both the tiles and the chips drew: a two-word name's first word is on screen.
                    const std::string first = g.group().front()->name.in(lang).substr(0, 3);
                    CHECK(std::any_of(drawn.begin(), drawn.end(),
                                      [&](const std::string& t) { return t.rfind(first, 0) == 0; }));
                }
}

TEST_CASE("The first tile's Add strip lies inside the cards panel at every scale and window, unscrolled",
          "[app][group][layout]") {
    // Play 7 #4: at 200 % in French (1280×800) the grid showed one row and its "+ Ajouter" strips
    // under the panel's edge. A panel shorter than a tile shrinks the portrait, not the text.
    const std::vector<std::pair<int, int>> windows = {{1024, 640}, {1280, 800}, {1920, 1080}};
    for (const std::string lang : {"en", "fr"})
        for (const auto& [w, h] : windows)
            for (double scale : {1.0, 1.25, 1.5, 1.75, 2.0})
                for (const GroupScreen::Side side : {GroupScreen::Side::Heroes, GroupScreen::Side::Master}) {
                    HeadlessHome home;
                    AppOptions o = home.options();
                    o.width = w;
                    o.height = h;
                    App app(o);
                    REQUIRE(app.ok());
                    Settings s = app.settings();
                    s.ui_scale = scale;
                    s.language = lang;
                    app.changeSettings(s);
                    GameChoice choice;
                    choice.quest = &app.quests().library.quests.front();
                    choice.budget = 100000;
                    app.screens().push(
                        std::make_unique<GroupScreen>(app, choice, side, std::nullopt, std::vector<const Screen*>{}));
                    app.runFrames(1);
                    const GroupScreen& g = topAs<GroupScreen>(app);
                    REQUIRE_FALSE(g.available().empty());
                    const Rect panel = g.cardsPanel(), tile = g.cardRect(0), add = g.addRect(0);
                    INFO(lang << " " << w << "x" << h << " @" << scale << " side " << static_cast<int>(side)
                              << ": panel y " << panel.y << "-" << panel.bottom() << ", tile y " << tile.y << "-"
                              << tile.bottom() << ", Add y " << add.y << "-" << add.bottom());
                    CHECK(add.y >= panel.y);
                    CHECK(add.bottom() <= panel.bottom());
                    CHECK(tile.bottom() <= panel.bottom());
                    CHECK(add.x >= panel.x);
                    CHECK(add.right() <= panel.right());
                }
}
