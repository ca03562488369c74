// Findings of play-test 7: the action bar after an action and its rows that did not fit (#8),
// the Master's hidden traps (#13), a down hero's card (#19), the smallest window (#20) and the
// Load screen's dead heroes (#21).
#include <SDL_image.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "board_support.h"
#include "cata/app/character_panel.h"
#include "cata/app/load_screen.h"
#include "headless.h"
#include "layout_check.h"
#include "support/paths.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;
namespace fs = std::filesystem;

namespace {

/// The square a walk, run, shift or crush ends on.
std::optional<Pos> p7Destination(const Action& a) {
    if (const auto* w = std::get_if<Walk>(&a)) return w->to;
    if (const auto* r = std::get_if<Run>(&a)) return r->to;
    if (const auto* s = std::get_if<Shift>(&a)) return s->to;
    if (const auto* c = std::get_if<Crush>(&a)) return c->to;
    return std::nullopt;
}

/// The index of the first bar row that moves to `to`, if any.
std::optional<std::size_t> p7MoveRowTo(const BoardScreen& board, Pos to) {
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (const auto d = p7Destination(board.actions()[i].action); d && *d == to) return i;
    return std::nullopt;
}

/// Every row of the bar is what the core says of its action now, and none is `spent`.
void p7CheckFresh(const BoardScreen& board, const Action& spent) {
    const GameState& s = board.session().state();
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    for (const ActionItem& item : board.actions()) {
        CHECK_FALSE(item.action == spent);
        CHECK(item.legal == s.isLegal(item.action));
    }
}

/// A point of the side panel above the bar: neither the bar nor the map (the card).
SDL_Point p7OffBar(const BoardScreen& board) {
    const Rect bar = board.actionBar().area();
    const SDL_Point p{bar.centerX(), bar.y - 6};
    REQUIRE_FALSE(board.view().area().contains(p.x, p.y));
    REQUIRE_FALSE(bar.contains(p.x, p.y));
    return p;
}

/// How many pixels of the centre of square `p` are clearly red, in a picture of the window.
int p7RedPixels(App& app, const BoardView& view, Pos p) {
    SDL_Surface* shot = app.capture();
    REQUIRE(shot != nullptr);
    const SDL_Point c = view.centerOf(p);
    const int half = view.squarePixels() / 2;
    int red = 0;
    for (int y = c.y - half + 1; y < c.y + half - 1; ++y)
        for (int x = c.x - half + 1; x < c.x + half - 1; ++x) {
            const SDL_Color px = pixelAt(shot, x, y);
            if (px.r > 150 && px.r > px.g + 90 && px.r > px.b + 90) ++red;
        }
    SDL_FreeSurface(shot);
    return red;
}

}  // namespace

TEST_CASE_METHOD(QuestOneBoardTest,
                 "Bar (play 7 #8): after a move taken from the bar, leaving the bar rebuilds its rows",
                 "[app][board][bar]") {
    const Action walk = firstPlainWalk(s);
    const int who = actionActor(walk);
    const Pos to = *p7Destination(walk);
    selectCharacter(app, board, who);
    hoverSquare(app, board, to);
    const auto row = p7MoveRowTo(board, to);
    REQUIRE(row);
    const Action taken = board.actions()[*row].action;
    const auto rect = board.actionRect(*row);
    REQUIRE(rect);
    moveMouse(rect->centerX(), rect->centerY());
    app.runFrames(1);
    clickAt(rect->centerX(), rect->centerY());
    app.runFrames(2);
    REQUIRE(s.character(who).pos == to);
    // Under the still pointer the list does not change: the spent row stays in its
    // place, greyed, and a click on it does nothing.
    REQUIRE(board.actions().size() > *row);
    CHECK(board.actions()[*row].action == taken);
    CHECK_FALSE(board.actions()[*row].legal);
    const std::size_t steps = board.session().history().size();
    clickAt(rect->centerX(), rect->centerY());
    app.runFrames(2);
    CHECK(board.session().history().size() == steps);

    // Off the bar onto the card: the rows are the core's for the hovered square now.
    const SDL_Point off = p7OffBar(board);
    moveMouse(off.x, off.y);
    app.runFrames(1);
    p7CheckFresh(board, taken);
    // Back on the map, on the same square (the hero's own now): the same.
    hoverSquare(app, board, to);
    p7CheckFresh(board, taken);
}

TEST_CASE_METHOD(QuestOneBoardTest,
                 "Bar (play 7 #8): a move taken by its key with the pointer on the map rebuilds the rows at once",
                 "[app][board][bar]") {
    const Action walk = firstPlainWalk(s);
    const int who = actionActor(walk);
    const Pos to = *p7Destination(walk);
    selectCharacter(app, board, who);
    hoverSquare(app, board, to);
    const auto row = p7MoveRowTo(board, to);
    REQUIRE(row);
    REQUIRE(*row < 9);
    const Action taken = board.actions()[*row].action;
    press(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(*row)));
    app.runFrames(2);
    REQUIRE(s.character(who).pos == to);
    p7CheckFresh(board, taken);
}

TEST_CASE("Bar (play 7 #8): \"+N more\" is a button: every row can be reached with the mouse and acts as drawn",
          "[app][board][bar]") {
    HeadlessHome home;
    // At 150 % the King's dozen rows do not all fit.
    auto owned = sizedApp(home, 1280, 800, 1.5);
    App& app = *owned;
    BoardScreen& board = pushBoard(app, kingCrowd(app, questOne(app)));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs");
    selectCharacter(app, board, king);
    hoverSquare(app, board, s.character(king).pos);
    const ActionBar& bar = board.actionBar();
    const std::size_t count = board.actions().size();
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    REQUIRE(bar.drawn().size() < count);
    REQUIRE(bar.moreRect());
    const std::size_t steps = board.session().history().size();
    std::set<std::size_t> seen;
    const auto note = [&] {
        for (std::size_t i = 0; i < count; ++i)
            if (board.actionRect(i)) seen.insert(i);
    };
    note();
    // Its tooltip says what a click does.
    const Rect more = *bar.moreRect();
    moveMouse(more.right() - 4, more.centerY());
    app.runFrames(1);
    CHECK(board.tooltip() == app.tr("board.bar.more_tip"));
    REQUIRE(app.saveScreenshot(shotPath("play7_bar_more")));  // the line lit as a button
    for (int i = 0; i < 8 && seen.size() < count; ++i) {
        REQUIRE(bar.moreRect());
        clickRect(app, *bar.moreRect(), 1);
        note();
    }
    CHECK(seen.size() == count);                       // every row was drawn, so can be clicked
    CHECK(board.session().history().size() == steps);  // the clicks acted on no row
    // The row drawn under the pointer is the one a click takes.
    const DrawnRow& last = bar.drawn().back();
    moveMouse(last.rect.centerX(), last.rect.centerY());
    app.runFrames(1);
    REQUIRE(bar.rowAt(last.rect.centerX(), last.rect.centerY()) != nullptr);
    CHECK(bar.rowAt(last.rect.centerX(), last.rect.centerY())->item.label == last.item.label);
    // Once the last row showed, the line brings the first ones back.
    if (board.actionRect(count - 1)) {
        clickRect(app, *bar.moreRect(), 1);
        CHECK(board.actionRect(0));
    }
}

TEST_CASE_METHOD(AppTest, "Traps (play 7 #13): the Master sees his hidden traps plainly, with their name and effect",
                 "[app][board]") {
    auto session = startQuestOne(app);
    const Pos vent{3, 9}, visible{21, 9};
    REQUIRE(session->state().board().tile(vent) == TileKind::HiddenTrap);
    REQUIRE(session->state().board().tile(visible) == TileKind::Trap);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);
    // The heroes' view: floor, no word of it.
    const int heroes_red = p7RedPixels(app, board.view(), vent);
    hoverSquare(app, board, vent);
    CHECK(board.tooltip().find("Sulphur") == std::string::npos);
    CHECK(board.tooltip().find("trap") == std::string::npos);
    // A visible trap: its effect for anyone, the quest's numbers (the ruleset's default here).
    hoverSquare(app, board, visible);
    CHECK(board.tooltip().find(app.tr("board.trap.name")) != std::string::npos);
    const ObjectDef* plate = s.content().quest.objectAt(visible);
    REQUIRE(plate != nullptr);
    CHECK(board.tooltip().find("difficulty " + std::to_string(plate->trap_difficulty)) != std::string::npos);

    // The Master's turn (hot-seat: his view).
    endTurnByKey(app, board);
    for (int i = 0; i < 8 && app.screens().top() != &board; ++i) {
        pressKey(SDLK_RETURN);
        app.runFrames(2);
    }
    REQUIRE(app.screens().top() == &board);
    REQUIRE(s.toMove().value_or(s.activeSide()) == Side::Master);
    const int master_red = p7RedPixels(app, board.view(), vent);
    const int square = board.view().squarePixels();
    INFO("red pixels: heroes " << heroes_red << ", Master " << master_red << " of " << square * square);
    CHECK(heroes_red == 0);
    CHECK(master_red * 12 >= square * square);  // its frame, plainly
    hoverSquare(app, board, vent);
    INFO(board.tooltip());
    CHECK(board.tooltip().find("Sulphur vent (hidden trap)") == 0);
    CHECK(board.tooltip().find("difficulty 2") != std::string::npos);  // the quest's own
    CHECK(board.tooltip().find("4D6") != std::string::npos);
}

TEST_CASE_METHOD(AppTest, "Card (play 7 #19): a down hero's card says 0 HP and down, as the log does (R25)",
                 "[app][board]") {
    auto session = startQuestOne(app);
    GameStateData d = session->state().data();
    const int hero = cardIndex(session->state(), "irf");
    d.characters[static_cast<std::size_t>(hero)].hp = -1;
    d.characters[static_cast<std::size_t>(hero)].presence = Presence::Down;
    d.characters[static_cast<std::size_t>(hero)].down_turn = 1;
    std::vector<std::string> errors;
    const auto state = GameState::fromData(session->state().contentPtr(), d, &errors);
    INFO((errors.empty() ? std::string() : errors.front()));
    REQUIRE(state);
    REQUIRE(state->character(hero).hp == -1);  // the core keeps its value (R25 heals from 0)
    LayoutRecord rec;
    app.painter().record(&rec);
    CharacterPanel panel(app);
    panel.draw(app.painter(), Rect{0, 0, 360, 700}, *state, hero);
    app.painter().record(nullptr);
    std::vector<std::string> texts;
    for (const TextBox& t : rec.texts) texts.push_back(t.text);
    INFO(::Catch::Detail::stringify(texts));
    CHECK(findText(rec, "HP 0 / ") != nullptr);
    CHECK(findText(rec, "HP -1") == nullptr);
    CHECK(findText(rec, app.tr("board.status.down")) != nullptr);
}

TEST_CASE("Window (play 7 #20): the game's window is never smaller than its layout at 100 %", "[app][layout]") {
    HeadlessHome home;
    // Through main's own set-up: the built game asked for 640×400 draws its first screen in a
    // window of the smallest size the layout check passes at (1024x640, 100 %).
    const fs::path png = home.root / "small.png";
    std::ostringstream cmd;
    cmd << "env -u DISPLAY -u WAYLAND_DISPLAY HOME='" << home.root.string() << "' '" << test_paths::gameBinary()
        << "' --data '" << dataDir() << "' --width 640 --height 400 --screenshot '" << png.string()
        << "' >/dev/null 2>&1";
    REQUIRE(std::system(cmd.str().c_str()) == 0);
    SDL_Surface* shot = IMG_Load(png.c_str());
    REQUIRE(shot != nullptr);
    CHECK(shot->w == App::kMinWindowWidth);
    CHECK(shot->h == App::kMinWindowHeight);
    SDL_FreeSurface(shot);

    // A window made smaller, and a UI scale too large for it: the window keeps its minimum, the
    // scale in force is the one the layout fits at.
    auto app = sizedApp(home, 1280, 800, 2.0);
    SDL_SetWindowSize(app->window(), 640, 400);
    app->runFrames(3);
    CHECK(app->width() == App::kMinWindowWidth);
    CHECK(app->height() == App::kMinWindowHeight);
    CHECK(app->uiScale() == Approx(1.0));
}

TEST_CASE("Load (play 7 #21): a hero who died in the saved game is marked dead", "[app][load]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    const fs::path saves = home.savesDir();
    fs::create_directories(saves);
    auto session = startQuestOne(app);
    nlohmann::json doc = nlohmann::json::parse(session->saveText());
    bool marked = false;
    for (auto& c : doc["state"]["characters"])
        if (c["card"] == "irf") {
            c["presence"] = "dead";
            marked = true;
        }
    REQUIRE(marked);
    std::ofstream(saves / "irf-died.json") << doc.dump();
    app.screens().push(std::make_unique<LoadScreen>(app));
    app.runFrames(2);
    auto& load = dynamic_cast<LoadScreen&>(*app.screens().top());
    REQUIRE(load.saves().size() == 1);
    const LayoutRecord rec = recordFrame(app);
    std::vector<std::string> texts;
    for (const TextBox& t : rec.texts) texts.push_back(t.text);
    INFO(::Catch::Detail::stringify(texts));
    CHECK(findText(rec, "Irf the Hunter \u2020") != nullptr);
    CHECK(findText(rec, "Wolf \u2020") == nullptr);  // the living as they were
    CHECK(findText(rec, "Torgils") != nullptr);
}
