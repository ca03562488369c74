// Dice and board feel: the dice tumble about half a second (at the pace of the
// animations) before the result, its colour and the action's log lines show; the tray shows
// every die of an attack (the test, the location die) with what the hit did, and this turn's
// rolls on H or a click; doors swing, break and locks flash on the board; fire, poison and web
// show on the token for as long as the state says. Each skippable by a click or a key.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_support.h"
#include "cata/app/board_view.h"
#include "cata/app/motion.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Forces the next attack of `session` to hit (every power die I*) on `where`.
void dice17ForceHit(content::GameSession& session, const char* where) {
    session.force(nlohmann::json{{"power", {"I*", "I*", "I*", "I*", "I*", "I*"}}, {"location", {where}}}, "force");
}

/// Forces the next test of `session` to fail (every power die blank).
void dice17ForceMiss(content::GameSession& session) {
    session.force(nlohmann::json{{"power", {"blank", "blank", "blank", "blank", "blank", "blank"}}}, "force");
}

/// The first hero's melee on the Master character beside it (questOne()'s `adjacent`).
Action dice17Melee(const GameState& s) {
    const int enemy = enemyNextToFirstHero(s);
    REQUIRE(s.isLegal(Melee{0, enemy}));
    return Melee{0, enemy};
}

/// Quest I with the first hero beside a Master character who has no destiny point to re-roll
/// a miss with (R27).
content::NewGame dice17Game(App& app) { return questOneBesideNoDestiny(app); }

/// dice17Game() started, the Master to move.
std::unique_ptr<content::GameSession> dice17MasterToMove(App& app) {
    content::NewGame game = dice17Game(app);
    auto session = startGame(app, game);
    toMasterTurn(*session);
    return session;
}

/// A Master character with no destiny point beside the first hero attacks him.
Action dice17MasterMelee(const GameState& s) {
    int enemy = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()) && enemy < 0; ++i)
        if (s.character(i).side == Side::Master && s.able(i) && s.character(i).destiny == 0 &&
            distance(s.character(i).pos, s.character(0).pos) == 1)
            enemy = i;
    REQUIRE(enemy >= 0);
    REQUIRE(s.isLegal(Melee{enemy, 0}));
    return Melee{enemy, 0};
}

/// Lets `ms` of the app's clock pass, then draws a frame.
void dice17Wait(App& app, Uint32 ms) {
    app.advanceClock(ms);
    app.runFrames(1);
}

/// Stands in for the board: draws a BoardView of `state` over the whole window.
class Dice17BoardHost : public Screen {
public:
    Dice17BoardHost(App& app, const GameState& state) : Screen(app), view_(app), state_(state) {}
    std::string_view id() const override { return "dice17_board_host"; }
    void draw(Painter& p) override {
        view_.draw(p, Rect{0, 0, p.width(), p.height()}, state_, Side::Heroes, BoardOverlays{});
    }
    void setState(const GameState& state) {
        state_ = state;
        app_.redraw();
    }
    BoardView& view() { return view_; }

private:
    BoardView view_;
    GameState state_;
};

/// `start` with character `who`'s statuses set as given.
GameState dice17WithStatus(const GameState& start, int who, bool burning, bool poisoned, int webbed) {
    GameStateData d = start.data();
    auto& c = d.characters[static_cast<std::size_t>(who)];
    c.burning = burning;
    c.poisoned = poisoned;
    c.webbed = webbed;
    std::vector<std::string> errors;
    auto s = GameState::fromData(start.contentPtr(), d, &errors);
    INFO((errors.empty() ? std::string() : errors.front()));
    REQUIRE(s);
    return *s;
}

/// How many pixels differ between `a` and `b` inside `r`.
int dice17Differing(SDL_Surface* a, SDL_Surface* b, const SDL_Rect& r) {
    int n = 0;
    for (int y = r.y; y < r.y + r.h; ++y)
        for (int x = r.x; x < r.x + r.w; ++x) {
            const SDL_Color p = pixelAt(a, x, y), q = pixelAt(b, x, y);
            if (p.r != q.r || p.g != q.g || p.b != q.b) ++n;
        }
    return n;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Dice17: an attack's dice tumble half a second, then its result and log lines show",
                 "[app][dice17][screenshot]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    auto session = startQuestOne(app, true);
    dice17ForceHit(*session, "chest");
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const std::size_t lines = board.combatLog().lines().size();
    REQUIRE(board.choose(dice17Melee(s)));
    const DiceTray& tray = board.diceTray();
    // The tray: the test's dice, the location die after them, what the hit did; tumbling.
    REQUIRE(tray.rolls().size() == 1);
    const DiceTray::Roll& hit = tray.rolls()[0];
    CHECK(hit.faces.size() >= 1);
    CHECK(hit.location == Location::Chest);
    CHECK(hit.passed == std::optional<bool>(true));
    CHECK(hit.wound.find("Location: chest") == 0);
    CHECK(hit.wound.find("HP") != std::string::npos);
    REQUIRE(tray.animating());
    CHECK(tray.remainingMs() == DiceTray::kTumbleMs);
    CHECK(DiceTray::kTumbleMs == 500);
    // The action's log lines are there, held back while the dice tumble.
    REQUIRE(board.combatLog().lines().size() > lines);
    dice17Wait(app, DiceTray::kTumbleMs / 2);
    REQUIRE(tray.animating());
    INFO("held " << board.combatLog().heldFrom().value_or(999) << " lines " << lines << " now "
                 << board.combatLog().lines().size());
    CHECK(board.combatLog().heldFrom() == std::optional<std::size_t>(lines));
    CHECK(app.saveScreenshot(shotPath("dice17_tumbling")));
    // Landed: the result, its colour and the log lines.
    dice17Wait(app, DiceTray::kTumbleMs);
    CHECK_FALSE(tray.animating());
    CHECK_FALSE(board.combatLog().heldFrom());
    CHECK(app.saveScreenshot(shotPath("dice17_landed")));
}

TEST_CASE_METHOD(AppTest, "Dice17: the tumble goes at the player's own speed, and none with Animations off",
                 "[app][dice17]") {
    SECTION("Speed 4: a quarter of the time") {
        editSettings(app, [](Settings& st) { st.own_speed = 4; });
        auto session = dice17MasterToMove(app);
        dice17ForceMiss(*session);
        BoardScreen& board = pushBoard(app, std::move(session));
        REQUIRE(board.choose(dice17MasterMelee(board.session().state())));
        REQUIRE(board.diceTray().animating());
        CHECK(board.diceTray().remainingMs() == DiceTray::kTumbleMs / 4);
        dice17Wait(app, DiceTray::kTumbleMs / 4 + 1);
        CHECK_FALSE(board.diceTray().animating());
    }
    SECTION("Animations off: the result and the log at once") {
        editSettings(app, [](Settings& st) { st.animations = false; });
        auto session = dice17MasterToMove(app);
        dice17ForceMiss(*session);
        BoardScreen& board = pushBoard(app, std::move(session));
        REQUIRE(board.choose(dice17MasterMelee(board.session().state())));
        CHECK_FALSE(board.diceTray().animating());
        CHECK(board.diceTray().remainingMs() == 0);
        CHECK_FALSE(board.combatLog().heldFrom());
        REQUIRE(board.diceTray().rolls().size() == 1);
        CHECK(board.diceTray().rolls()[0].passed == std::optional<bool>(false));
    }
}

TEST_CASE_METHOD(AppTest, "Dice17: a key or a click ends the tumble at once, and the log shows", "[app][dice17]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    auto session = dice17MasterToMove(app);
    dice17ForceMiss(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    REQUIRE(board.choose(dice17MasterMelee(board.session().state())));
    SECTION("A key: it ends the tumble and still acts (Shift+Tab selects the next character)") {
        REQUIRE(board.diceTray().animating());
        const std::optional<int> before = board.selected();
        INFO("top " << topScreen(app) << " locked " << board.keysLocked());
        press(app, SDLK_TAB, KMOD_LSHIFT);
        CHECK_FALSE(board.diceTray().animating());
        CHECK_FALSE(board.combatLog().heldFrom());
        CHECK(board.selected() != before);
    }
    SECTION("A click on the tray: it only ends the tumble (the tray stays open)") {
        app.runFrames(1);
        REQUIRE(board.diceTray().animating());
        clickRect(app, board.diceRect());
        CHECK_FALSE(board.diceTray().animating());
        CHECK_FALSE(board.diceTray().folded());
        CHECK_FALSE(board.combatLog().heldFrom());
    }
}

TEST_CASE_METHOD(AppTest, "Dice17: this turn's rolls open in the tray by H or a click on its last line, at every scale",
                 "[app][dice17][layout][screenshot]") {
    editSettings(app, [](Settings& st) { st.animations = false; });
    auto session = dice17MasterToMove(app);
    dice17ForceMiss(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const DiceTray& tray = board.diceTray();
    REQUIRE(board.choose(dice17MasterMelee(board.session().state())));
    app.runFrames(1);
    REQUIRE(tray.history().size() == 1);
    CHECK(tray.historyLine().w == 0);  // nothing earlier this turn: no history line
    // A second roll in the same turn: the line "This turn's rolls: 2 (H)".
    dice17ForceMiss(board.session());
    REQUIRE(board.choose(dice17MasterMelee(board.session().state())));
    app.runFrames(1);
    REQUIRE(tray.history().size() == 2);
    REQUIRE(tray.historyLine().w > 0);
    CHECK_FALSE(tray.historyOpen());
    press(app, SDLK_h);
    CHECK(tray.historyOpen());
    CHECK(layoutProblems(app).empty());
    // Both rolls are listed, one line each (found in play: only "… 2 earlier" was drawn).
    {
        const LayoutRecord rec = recordFrame(app);
        int listed = 0;
        for (const TextBox& t : rec.texts)
            if (board.diceRect().contains(t.box.centerX(), t.box.centerY()) &&
                t.text.find(" attacks ") != std::string::npos)
                ++listed;
        CHECK(listed == 2);
        CHECK_FALSE(findText(rec, "earlier"));
    }
    CHECK(app.saveScreenshot(shotPath("dice17_history")));
    press(app, SDLK_h);
    CHECK_FALSE(tray.historyOpen());
    // A click on the line opens it, another closes it.
    clickRect(app, tray.historyLine());
    CHECK(tray.historyOpen());
    clickRect(app, tray.historyLine());
    CHECK_FALSE(tray.historyOpen());
    // Open, it fits at every scale and window size.
    press(app, SDLK_h);
    REQUIRE(tray.historyOpen());
    for (const auto& [w, h, scale] : {std::tuple{1280, 800, 1.0}, std::tuple{1024, 640, 1.5}, std::tuple{800, 600, 1.0},
                                      std::tuple{1280, 800, 2.0}, std::tuple{1024, 768, 2.0}}) {
        INFO(w << "x" << h << " at " << scale);
        SDL_SetWindowSize(app.window(), w, h);
        editSettings(app, [scale = scale](Settings& st) { st.ui_scale = scale; });
        app.runFrames(3);
        CHECK(tray.historyOpen());
        const std::vector<std::string> problems = layoutProblems(app);
        CHECK(problems.empty());
        for (const std::string& problem : problems) UNSCOPED_INFO(problem);
    }
    CHECK(app.saveScreenshot(shotPath("dice17_history_200")));
}

TEST_CASE_METHOD(AppTest, "Dice17: the history of the rolls is the turn's: the other side's turn starts it afresh",
                 "[app][dice17]") {
    editSettings(app, [](Settings& st) { st.animations = false; });
    auto session = startGame(app, dice17Game(app));
    const GameState& s = session->state();
    declineDestiny(*session);  // R28: a fear test at the start may ask
    DiceTray tray(app);
    dice17ForceMiss(*session);  // a destiny re-roll offered is declined (toMasterTurn)
    tray.show(session->apply(dice17Melee(s)), s);
    REQUIRE(tray.history().size() == 1);
    tray.toggleHistory();
    CHECK(tray.historyOpen());
    toMasterTurn(*session);
    // The Master's first roll: a new history, closed.
    dice17ForceMiss(*session);
    tray.show(session->apply(dice17MasterMelee(s)), s);
    CHECK(tray.history().size() == tray.rolls().size());
    CHECK_FALSE(tray.historyOpen());
}

TEST_CASE_METHOD(AppTest, "Dice17: a door swings shut and open on the board, and its effect ends with the motion",
                 "[app][dice17][motion][screenshot]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    // The first hero at the east edge of the entry room, beside the open doorway (7,17).
    content::NewGame game = questOne(app);
    const Pos edge{6, 17}, doorway{7, 17};
    for (auto& h : game.heroes)
        if (h.at == edge) h.at = game.heroes[0].at;
    game.heroes[0].at = edge;
    BoardScreen& board = pushBoard(app, startGame(app, game));
    const GameState& s = board.session().state();
    int door = -1;
    const auto& defs = s.content().quest.objects;
    for (int i = 0; i < static_cast<int>(defs.size()); ++i)
        if (defs[static_cast<std::size_t>(i)].at == doorway) door = i;
    REQUIRE(door >= 0);
    REQUIRE(s.isLegal(CloseDoor{0, door}));
    REQUIRE(board.choose(CloseDoor{0, door}));
    REQUIRE(board.motion().animating());
    // Half-way: the leaf swinging shut over the doorway.
    board.tick(Motion::kObjectMs / 2 - std::min(board.motion().elapsed(), Motion::kObjectMs / 2));
    auto effects = board.motion().objectEffects();
    REQUIRE(effects.size() == 1);
    CHECK(effects[0].at == doorway);
    CHECK(effects[0].kind == ObjectEffect::Kind::Close);
    CHECK(effects[0].progress > 0.0);
    CHECK(effects[0].progress < 1.0);
    CHECK(app.saveScreenshot(shotPath("dice17_door_closing")));
    // Skipped by a key: nothing left.
    press(app, SDLK_SPACE);
    CHECK(board.motion().objectEffects().empty());
    REQUIRE(s.isLegal(OpenDoor{0, door}));
    REQUIRE(board.choose(OpenDoor{0, door}));
    effects = board.motion().objectEffects();
    REQUIRE(board.motion().animating());
    board.tick(Motion::kObjectMs / 3);
    effects = board.motion().objectEffects();
    REQUIRE(effects.size() == 1);
    CHECK(effects[0].kind == ObjectEffect::Kind::Open);
    CHECK(app.saveScreenshot(shotPath("dice17_door_opening")));
    board.tick(Motion::kObjectMs);
    CHECK_FALSE(board.motion().animating());
    CHECK(board.motion().objectEffects().empty());
}

TEST_CASE_METHOD(
    AppTest,
    "Dice17: a picked lock flashes once the dice land, then its door swings open, and a door broken down bursts",
    "[app][dice17][motion]") {
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const auto& defs = s.content().quest.objects;
    int door = -1;
    for (int i = 0; i < static_cast<int>(defs.size()) && door < 0; ++i)
        if (defs[static_cast<std::size_t>(i)].kind == ObjectKind::Door) door = i;
    REQUIRE(door >= 0);
    // What the core says of a lock picked (R40: the test passed, the lock, the door opening).
    TestRoll picked;
    picked.faces = {PowerFace::SuccessBonus, PowerFace::SuccessBonus};
    picked.successes = 2;
    picked.result = 4;
    picked.difficulty = 4;
    picked.passed = true;
    const std::vector<Event> events{TestRolled{0, Characteristic::Dexterity, picked, "lock", "R40", {}},
                                    ObjectChanged{door, ObjectChange::LockPicked, 0, 0, "R40"},
                                    ObjectChanged{door, ObjectChange::Opened, 0, 0, "R40"}};
    Motion m;
    const Uint32 roll = 500;
    m.start(events, s, 1, roll, app.strings());
    REQUIRE(m.animating());
    CHECK(m.objectEffects().empty());  // nothing before the dice land
    m.tick(roll + 10);
    auto effects = m.objectEffects();
    REQUIRE(effects.size() == 1);
    CHECK(effects[0].kind == ObjectEffect::Kind::Lock);
    CHECK(effects[0].at == defs[static_cast<std::size_t>(door)].at);
    m.tick(Motion::kObjectMs / 2);
    effects = m.objectEffects();
    bool opening = false;
    for (const ObjectEffect& e : effects) opening = opening || e.kind == ObjectEffect::Kind::Open;
    CHECK(opening);
    m.skip();
    CHECK(m.objectEffects().empty());

    // A door broken down: splinters once the dice land.
    ObjectChanged broken;
    broken.object = door;
    broken.change = ObjectChange::BrokenDown;
    Motion b;
    b.start({broken}, s, 1, roll, app.strings());
    b.tick(roll + Motion::kObjectMs / 2);
    effects = b.objectEffects();
    REQUIRE(effects.size() == 1);
    CHECK(effects[0].kind == ObjectEffect::Kind::Break);
    b.tick(Motion::kObjectMs);
    CHECK_FALSE(b.animating());
}

TEST_CASE_METHOD(AppTest, "Dice17: fire, poison and web show on the token as long as the state has them, at every zoom",
                 "[app][dice17][screenshot]") {
    auto session = startQuestOne(app);
    const GameState plain = session->state();
    auto* host = new Dice17BoardHost(app, plain);
    app.screens().push(std::unique_ptr<Screen>(host));
    app.runFrames(2);
    const int who = 0;
    for (const int zoom : {0, 3, -3}) {
        INFO("zoom " << zoom);
        host->setState(plain);
        const Rect area{0, 0, app.width(), app.height()};
        if (zoom != 0) host->view().zoom(zoom, area.centerX(), area.centerY());
        app.runFrames(1);
        host->view().centerOn(plain.character(who).pos);
        app.runFrames(1);
        const SDL_Rect cell = host->view().squareRect(plain.character(who).pos);
        // The badges go down the token's right side.
        const SDL_Rect right{cell.x + cell.w / 2, cell.y, cell.w / 2, cell.h};
        SDL_Surface* without = app.capture();
        REQUIRE(without);
        host->setState(dice17WithStatus(plain, who, true, true, 2));
        app.runFrames(1);
        SDL_Surface* with = app.capture();
        REQUIRE(with);
        if (zoom == 0) CHECK(app.saveScreenshot(shotPath("dice17_status_badges")));
        // Three badges at least 8 pixels each: many pixels change.
        CHECK(dice17Differing(without, with, right) >= 3 * 8 * 8 / 2);
        // Gone with the state.
        host->setState(plain);
        app.runFrames(1);
        SDL_Surface* again = app.capture();
        REQUIRE(again);
        CHECK(dice17Differing(without, again, right) == 0);
        SDL_FreeSurface(without);
        SDL_FreeSurface(with);
        SDL_FreeSurface(again);
        if (zoom != 0) host->view().zoom(-zoom, area.centerX(), area.centerY());
    }
    app.screens().pop(host);
    app.runFrames(1);
}
