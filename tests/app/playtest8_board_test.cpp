// Playtest 8's board findings: a risky jump is asked first (#2), no Wait row in the R42
// window of the Master's turn (#3), the selected card's name never cut in the side panel (#5),
// whose turn it is kept readable in the top bar before the quest's title (#6).
#include <catch2/catch.hpp>

#include <algorithm>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/settings.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The board's way of writing a chance (between 1 % and 99 %).
std::string percentOf(double p) { return std::to_string(static_cast<int>(p * 100 + 0.5)) + "%"; }

/// Quest I hot-seat (no hand-off), the Master to move, his Ghoul at (13,12) south of the lava
/// row: a walk to (13,11), then a jump over the lava at (13,10) lands on (13,9) (R43, R49).
BoardScreen& ghoulAtTheLava(App& app) {
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;
    auto ghoul =
        std::find_if(game.master.begin(), game.master.end(), [](const Placement& p) { return p.card == "ghoul"; });
    REQUIRE(ghoul != game.master.end());
    for (auto& p : game.master)
        if (p.at == Pos{13, 12}) p.at = ghoul->at;
    ghoul->at = Pos{13, 12};
    auto session = startGame(app, game);
    toMasterTurn(*session);
    return pushBoard(app, std::move(session));
}

}  // namespace

TEST_CASE("Playtest 8 #2: a click on a square past the lava asks first, with the core's odds (R43, R49)",
          "[app][board][R43][playtest8]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = ghoulAtTheLava(app);
    const GameState& s = board.session().state();
    const int ghoul = s.characterAt({13, 12});
    REQUIRE(ghoul >= 0);
    REQUIRE(s.card(ghoul).id == "ghoul");
    selectCharacter(app, board, ghoul);
    const Reachable reach = s.reach(ghoul, Side::Master);
    const RouteJump* route = reach.jump({13, 9});
    REQUIRE(route != nullptr);
    CHECK(route->dies > 0.0);  // the core: a failed jump falls into the lava
    const std::size_t before = board.session().history().size();

    // The click asks; Escape cancels: nothing happened.
    clickSquare(app, board.view(), {13, 9});
    REQUIRE(topScreen(app) == "confirm");
    {
        const auto& ask = topAs<ConfirmScreen>(app);
        INFO(ask.text());
        CHECK(ask.title() == app.tr("board.jump_confirm.title"));
        CHECK(ask.text().find(app.strings().format("board.jump_confirm.dies", displayName(app, s, ghoul),
                                                   percentOf(route->dies))) != std::string::npos);
    }
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.session().history().size() == before);
    CHECK(s.character(ghoul).pos == Pos{13, 12});
    CHECK(board.selected() == ghoul);

    // Enter alone declines (the safe button has the focus, playtest 9): nothing happened.
    clickSquare(app, board.view(), {13, 9});
    REQUIRE(topScreen(app) == "confirm");
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.session().history().size() == before);
    CHECK(s.character(ghoul).pos == Pos{13, 12});

    // Again; Tab to "Jump", Enter: the route is taken, the jump last.
    clickSquare(app, board.view(), {13, 9});
    REQUIRE(topScreen(app) == "confirm");
    press(app, SDLK_TAB);
    press(app, SDLK_RETURN);
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);  // R27: a destiny point, if any
    REQUIRE(topScreen(app) == "board");
    const auto& history = board.session().history();
    REQUIRE(history.size() > before);
    bool jumped = false;
    for (std::size_t i = before; i < history.size(); ++i)
        if (history[i].action && *history[i].action == Action{Jump{ghoul, {13, 9}}}) jumped = true;
    CHECK(jumped);

    // French too.
    for (const char* key :
         {"board.jump_confirm.title", "board.jump_confirm.text", "board.jump_confirm.route", "board.jump_confirm.dies",
          "board.jump_confirm.falls", "board.jump_confirm.yes", "board.jump_confirm.no"}) {
        editSettings(app, [&](Settings& st) { st.language = "fr"; });
        CHECK(app.tr(key) != key);
        editSettings(app, [&](Settings& st) { st.language = "en"; });
        CHECK(app.tr(key) != key);
    }
}

TEST_CASE("Play 12 #1: a risky jump chosen from its row or by its number key is asked first too (R43, R49)",
          "[app][board][R43][playtest8]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = ghoulAtTheLava(app);
    const GameState& s = board.session().state();
    const int ghoul = s.characterAt({13, 12});
    REQUIRE(ghoul >= 0);
    // To the lava's bank first: the jump is then from where he stands (its own row).
    REQUIRE(board.choose(Walk{ghoul, {13, 11}}));
    REQUIRE(s.reach(ghoul, Side::Master).jump({13, 9}) != nullptr);
    REQUIRE(s.reach(ghoul, Side::Master).jump({13, 9})->from == Pos{13, 11});
    selectCharacter(app, board, ghoul);
    hoverSquare(app, board, {13, 9});
    const Action jump = Jump{ghoul, {13, 9}};
    const auto rowOf = [&]() -> std::optional<std::size_t> {
        for (std::size_t i = 0; i < board.actions().size(); ++i)
            if (board.actions()[i].action == jump) return i;
        return std::nullopt;
    };
    const std::optional<std::size_t> row = rowOf();
    REQUIRE(row);  // the bar offers the jump over the lava
    REQUIRE(*row < 9);
    const std::size_t before = board.session().history().size();

    // Its number key asks (the dialog names the death in the lava); Escape: nothing happened.
    press(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(*row)));
    REQUIRE(topScreen(app) == "confirm");
    CHECK(topAs<ConfirmScreen>(app).title() == app.tr("board.jump_confirm.title"));
    CHECK(topAs<ConfirmScreen>(app).text().find(
              app.strings().format("board.jump_confirm.dies", displayName(app, s, ghoul),
                                   percentOf(s.reach(ghoul, Side::Master).jump({13, 9})->dies))) != std::string::npos);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.session().history().size() == before);
    CHECK(s.character(ghoul).pos == Pos{13, 11});

    // A click on its row asks too; Tab to "Jump", Enter: it jumps (one action, its dice rolled).
    hoverSquare(app, board, {13, 9});
    REQUIRE(rowOf());
    const auto rect = board.actionRect(*rowOf());
    REQUIRE(rect);
    clickAt(rect->centerX(), rect->centerY());
    app.runFrames(1);
    REQUIRE(topScreen(app) == "confirm");
    CHECK(board.session().history().size() == before);
    press(app, SDLK_TAB);
    press(app, SDLK_RETURN);
    app.runFrames(1);
    CHECK(board.session().history().size() == before + 1);
    CHECK(std::holds_alternative<Jump>(*board.session().history().back().action));
}

TEST_CASE("Playtest 8 #2: which jumps ask first: one that can kill or fails more often than not, not a likely safe one",
          "[app][board][R43][playtest8]") {
    RouteJump likely;
    likely.success = 0.8;
    likely.pass = 0.8;
    CHECK_FALSE(jumpAsksFirst(likely));
    RouteJump even = likely;
    even.success = 0.5;
    CHECK_FALSE(jumpAsksFirst(even));
    RouteJump unlikely = likely;
    unlikely.success = 0.49;
    CHECK(jumpAsksFirst(unlikely));
    RouteJump lava = likely;
    lava.dies = 0.05;
    CHECK(jumpAsksFirst(lava));

    // A hero with 1 AP left: a jump over two floor squares of the entry room (difficulty 4) is
    // the only way to a square three away; it cannot kill (no lava), it is asked for its odds.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;
    BoardScreen& board = pushBoard(app, startGame(app, game));
    const GameState& s = board.session().state();
    const int hero = std::get<Wait>(firstWait(s)).actor;
    REQUIRE(board.choose(Wait{hero}));
    for (int i = 0; i < 4 && s.character(hero).ap > 1; ++i) {
        std::optional<Action> step;
        for (const auto& a : s.legalActions())
            if (const auto* w = std::get_if<Walk>(&a.action); w && w->actor == hero && !a.info.rolls_dice && !step)
                step = a.action;
        REQUIRE(step);
        REQUIRE(board.choose(*step));
    }
    REQUIRE(s.character(hero).ap == 1);
    const Reachable reach = s.reach(hero, Side::Heroes);
    const RouteJump* safe = nullptr;
    for (const RouteJump& j : reach.jumps())
        if (j.dies == 0.0 && distance(j.from, j.to) == 3 && !safe) safe = &j;
    REQUIRE(safe != nullptr);
    const RouteJump j = *safe;
    CHECK(j.success < 0.5);
    selectCharacter(app, board, hero);
    clickSquare(app, board.view(), j.to);
    REQUIRE(topScreen(app) == "confirm");
    CHECK(topAs<ConfirmScreen>(app).text().find(
              app.strings().format("board.jump_confirm.falls", displayName(app, s, hero))) != std::string::npos);
    press(app, SDLK_ESCAPE);
    CHECK(s.character(hero).ap == 1);
}

TEST_CASE("Playtest 8 #3: no Wait row in the R42 window of the Master's turn, one in the heroes' own turn",
          "[app][board][waiting][playtest8]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    editSettings(app, [](Settings& st) { st.waiting_prompt = WaitingPrompt::Always; });
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    const GameState& s = board.session().state();
    const Action wait = firstWait(s);
    const int hero = std::get<Wait>(wait).actor;
    const auto waitRows = [&] {
        return std::count_if(board.actions().begin(), board.actions().end(),
                             [](const ActionItem& i) { return std::holds_alternative<Wait>(i.action); });
    };
    selectCharacter(app, board, hero);
    CHECK(waitRows() == 1);  // the heroes' turn: Wait is there
    REQUIRE(board.choose(wait));
    REQUIRE(board.choose(EndTurn{}));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    press(app, SDLK_SPACE);  // the Master takes the board
    REQUIRE(topScreen(app) == "board");
    REQUIRE(board.choose(firstPlainWalk(s)));
    app.runFrames(2);
    passHandOff(app);  // the Master's notice, then the hand-off to the heroes
    REQUIRE(topScreen(app) == "board");
    REQUIRE(s.waitingWindow());
    REQUIRE(s.toMove() == Side::Heroes);
    if (board.selected() != hero) selectCharacter(app, board, hero);
    // Point at an empty square away from the bar: the list as a player sees it.
    const SDL_Point away = board.view().centerOf(s.character(hero).pos);
    moveMouse(away.x, away.y);
    app.runFrames(2);
    INFO([&] {
        std::string all;
        for (const std::string& l : barLabels(board.actions())) all += l + "\n";
        return all;
    }());
    CHECK(waitRows() == 0);
    CHECK(std::any_of(board.actions().begin(), board.actions().end(),
                      [](const ActionItem& i) { return std::holds_alternative<Pass>(i.action); }));
}

TEST_CASE("Playtest 8 #5: the selected card's whole name in the side panel, French at 200 %",
          "[app][board][layout][playtest8]") {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 800}, {1024, 640}}) {
        HeadlessHome home;
        const auto owned = sizedApp(home, w, h, 2.0, "fr", false);
        App& app = *owned;
        auto session = startQuestOne(app);
        toMasterTurn(*session);  // the Master sees his Goblin (and the heroes)
        BoardScreen& board = pushBoard(app, std::move(session));
        const GameState& s = board.session().state();
        const int goblin = cardIndex(s, "goblin_grave_robber");
        for (int i = 0; i < 20 && board.selected() != goblin; ++i)
            press(app, SDLK_TAB, KMOD_LSHIFT);  // as a player cycles
        REQUIRE(board.selected() == goblin);
        app.runFrames(2);
        const LayoutRecord rec = recordFrame(app);
        const std::string name = displayName(app, s, goblin);
        INFO(w << "x" << h << " " << name);
        // The name's lines, in drawing order, make the whole name (one line, or two).
        std::string shown;
        for (const TextBox& t : rec.texts)
            if (!t.text.empty() && name.find(t.text) != std::string::npos && t.text.size() > 4 &&
                t.box.x >= board.view().area().right())
                shown += (shown.empty() ? "" : " ") + t.text;
        CHECK(shown == name);
        CHECK(findText(rec, app.tr("board.side.master")));
        for (const TextBox& t : rec.texts) CHECK(t.text.find("Gobelin pilleur de t\u2026") == std::string::npos);
        CHECK(layoutProblems(rec).empty());
    }
}

TEST_CASE("Playtest 8 #6: whose turn it is keeps its size in the top bar, the quest's title gives way first",
          "[app][board][layout][playtest8]") {
    struct Case {
        int w, h;
        double scale;
    };
    for (const Case c : {Case{1280, 800, 2.0}, Case{800, 600, 1.0}, Case{1024, 640, 2.0}, Case{1280, 800, 1.0}}) {
        HeadlessHome home;
        const auto owned = sizedApp(home, c.w, c.h, c.scale, "fr", false);
        App& app = *owned;
        auto session = startQuestOne(app);
        toMasterTurn(*session);
        BoardScreen& board = pushBoard(app, std::move(session));
        const GameState& s = board.session().state();
        const std::string status = turnStatus(app, s);
        const LayoutRecord rec = recordFrame(app);
        INFO(c.w << "x" << c.h << " at " << c.scale);
        const TextBox* line = findText(rec, status);
        REQUIRE(line != nullptr);
        CHECK(line->text == status);  // whole
        // At least the size of the quest title's smallest and of the bar's 14-px text.
        CHECK(line->box.h >= app.text().lineHeight(Face::Bold, app.painter().px(14)));
        CHECK(layoutProblems(rec).empty());
        // The title: whole when there is room, else cut or gone, its tooltip naming it whole.
        const std::string& title = s.content().quest.title.in("fr");
        // The first text of the top bar is the title (drawn before the turn line and the buttons).
        const TextBox* drawn = nullptr;
        for (const TextBox& t : rec.texts)
            if (!drawn && t.box.y + t.box.h <= board.titleRect().h && t.box.x < line->box.x) drawn = &t;
        if (drawn && drawn->text.rfind(title.substr(0, 2), 0) != 0) drawn = nullptr;
        if (c.w == 1280 && c.scale == 1.0) {
            REQUIRE(drawn != nullptr);
            CHECK(drawn->text == title);
        }
        if (!drawn || drawn->text != title) {
            const Rect r = board.titleRect();
            if (r.w > 0) {
                moveMouse(r.centerX(), r.centerY());
                app.runFrames(2);
                CHECK(board.tooltip().rfind(title, 0) == 0);
            }
        }
    }
}
