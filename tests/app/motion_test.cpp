// The board's motion: a walk square by square, an attack's lunge, flash and
// floating words, a fade; each one's start and end, skipped by a click or a key that still acts,
// none with the Animations setting off, the player's own speed and the AI's.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/motion.h"
#include "cata/content/players.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// A legal two-square Run of `who` over floor squares that rolls no dice.
std::optional<Run> motionRun(const GameState& s, int who) {
    for (const LegalAction& la : s.legalActions())
        if (const auto* r = std::get_if<Run>(&la.action); r && r->actor == who && !la.info.rolls_dice &&
                                                          s.board().tile(r->via) == TileKind::Floor &&
                                                          s.board().tile(r->to) == TileKind::Floor)
            return *r;
    return std::nullopt;
}

/// `start` with each (character, square) of `places` moved there (whoever stood there takes its
/// place), 4 AP each, the heroes to act.
GameState motionPlaced(const GameState& start, const std::vector<std::pair<int, Pos>>& places) {
    GameStateData d = start.data();
    for (const auto& [who, at] : places) {
        for (auto& c : d.characters)
            if (c.pos == at) c.pos = d.characters[static_cast<std::size_t>(who)].pos;
        d.characters[static_cast<std::size_t>(who)].pos = at;
        d.characters[static_cast<std::size_t>(who)].ap = 4;
    }
    d.side = Side::Heroes;
    std::vector<std::string> errors;
    auto s = GameState::fromData(start.contentPtr(), d, &errors);
    INFO((errors.empty() ? std::string() : errors.front()));
    REQUIRE(s);
    return *s;
}

/// Between a and b (inclusive), either way round.
bool motionBetween(double v, int a, int b) { return v >= std::min(a, b) && v <= std::max(a, b); }

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Motion: a run walks square by square, leaning the way it goes, and ends on the state's square",
                 "[app][motion]") {
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const Pos start = s.character(0).pos;
    const auto run = motionRun(s, 0);
    REQUIRE(run);
    const std::vector<Event> events = session->apply(*run);
    Motion m;
    m.start(events, s, 1, 0, app.strings());
    REQUIRE(m.animating());
    CHECK(m.duration() == 2 * Motion::kStepMs);
    // At the start: on its first square.
    auto poses = m.poses();
    REQUIRE(poses.count(0));
    CHECK(poses[0].moved);
    CHECK(poses[0].x == start.x);
    CHECK(poses[0].y == start.y);
    // Half-way through the first step: between its first two squares, leaning if it goes sideways.
    m.tick(Motion::kStepMs / 2);
    poses = m.poses();
    REQUIRE(poses.count(0));
    CHECK(motionBetween(poses[0].x, start.x, run->via.x));
    CHECK(motionBetween(poses[0].y, start.y, run->via.y));
    CHECK((poses[0].x != start.x || poses[0].y != start.y));
    CHECK((poses[0].x != run->via.x || poses[0].y != run->via.y));
    if (run->via.x != start.x) CHECK((poses[0].angle > 0) == (run->via.x > start.x));
    // In the second step: between the middle square and the end.
    m.tick(Motion::kStepMs);
    poses = m.poses();
    REQUIRE(poses.count(0));
    CHECK(motionBetween(poses[0].x, run->via.x, run->to.x));
    CHECK(motionBetween(poses[0].y, run->via.y, run->to.y));
    // The end: nothing posed, the token where the state has it.
    m.tick(Motion::kStepMs);
    CHECK_FALSE(m.animating());
    CHECK(m.poses().empty());
    CHECK(s.character(0).pos == run->to);

    SECTION("At speed 4 the same walk takes a quarter of the time") {
        Motion fast;
        fast.start(events, s, 4, 0, app.strings());
        fast.tick(2 * Motion::kStepMs / 4 - 1);
        CHECK(fast.animating());
        fast.tick(1);
        CHECK_FALSE(fast.animating());
    }
    SECTION("Speed 0 (the AI's Skip, Animations off): nothing") {
        Motion none;
        none.start(events, s, 0, 0, app.strings());
        CHECK_FALSE(none.animating());
        CHECK(none.poses().empty());
    }
}

TEST_CASE_METHOD(AppTest, "Motion: an attack lunges, the hit flashes and floats its wounds and location, then all ends",
                 "[app][motion]") {
    auto session = startQuestOne(app, true);
    const GameState& s = session->state();
    const int enemy = enemyNextToFirstHero(s);
    const Pos from = s.character(0).pos, to = s.character(enemy).pos;
    Wounded hit;
    hit.who = enemy;
    hit.source = 0;
    hit.location = Location::Head;
    hit.raw = 5;
    hit.armour = 1;
    hit.wounds = 4;
    Motion m;
    const Uint32 dice = 600;  // the dice land after 600 ms: the hit shows then
    m.start({Event{hit}}, s, 1, dice, app.strings());
    REQUIRE(m.animating());
    CHECK(m.duration() == dice + Motion::kFloatMs);
    // The lunge: toward the target, back home at its end.
    m.tick(Motion::kLungeMs / 2);
    auto poses = m.poses();
    REQUIRE(poses.count(0));
    const double dx = poses[0].x - from.x, dy = poses[0].y - from.y;
    CHECK(dx * (to.x - from.x) + dy * (to.y - from.y) > 0.2);
    CHECK(m.texts().empty());  // the dice still roll: no result yet
    // Once the dice landed: the flash on the target and "-4 head" rising over it.
    m.tick(dice - Motion::kLungeMs / 2 + 50);
    poses = m.poses();
    CHECK_FALSE(poses.count(0));  // the lunge is over
    REQUIRE(poses.count(enemy));
    CHECK(poses[enemy].flash > 0.5);
    CHECK_FALSE(poses[enemy].moved);
    auto texts = m.texts();
    REQUIRE(texts.size() == 1);
    CHECK(texts[0].text == "-4 head");
    CHECK(texts[0].at == to);
    const double rise = texts[0].rise;
    m.tick(500);
    texts = m.texts();
    REQUIRE(texts.size() == 1);
    CHECK(texts[0].rise > rise);  // rising
    CHECK(texts[0].alpha < 1.0);  // and fading
    m.tick(Motion::kFloatMs);
    CHECK_FALSE(m.animating());
    CHECK(m.texts().empty());
    CHECK(m.poses().empty());
}

TEST_CASE_METHOD(AppTest, "Motion: miss and armour float as words, in English and French", "[app][motion]") {
    Missed miss;
    Wounded blocked;
    blocked.location = Location::Leg;
    blocked.raw = 2;
    blocked.armour = 3;
    blocked.wounds = 0;
    Wounded fire;  // wounds with no location (fire, traps): the number alone
    fire.wounds = 2;
    CHECK(floatingWords(Event{miss}, app.strings()) == "miss");
    CHECK(floatingWords(Event{blocked}, app.strings()) == "armour");
    CHECK(floatingWords(Event{fire}, app.strings()) == "-2");
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    CHECK(floatingWords(Event{miss}, app.strings()) == "raté");
    CHECK(floatingWords(Event{blocked}, app.strings()) == "armure");
    Wounded arm = fire;
    arm.location = Location::Arm;
    CHECK(floatingWords(Event{arm}, app.strings()) == "-2 bras");
}

TEST_CASE_METHOD(AppTest, "Motion: a dead token fades out where it fell, a downed one to its down look",
                 "[app][motion]") {
    auto session = startQuestOne(app, true);
    const GameState& s = session->state();
    const int enemy = enemyNextToFirstHero(s);
    Wounded hit;
    hit.who = enemy;
    hit.source = 0;
    hit.wounds = 9;
    StatusChanged died;
    died.who = enemy;
    died.change = StatusChange::Died;
    Motion m;
    m.start({Event{hit}, Event{died}}, s, 1, 0, app.strings());
    // After the flash: fading, drawn as a ghost on its square.
    m.tick(Motion::kLungeMs / 2 + Motion::kFlashMs + Motion::kFadeMs / 2);
    auto poses = m.poses();
    REQUIRE(poses.count(enemy));
    CHECK(poses[enemy].ghost);
    CHECK(poses[enemy].moved);
    CHECK(poses[enemy].x == s.character(enemy).pos.x);
    CHECK(poses[enemy].alpha > 0.2);
    CHECK(poses[enemy].alpha < 0.8);
    m.skip();
    CHECK(m.poses().empty());

    StatusChanged down;
    down.who = 0;
    down.change = StatusChange::WentDown;
    Motion d;
    d.start({Event{down}}, s, 1, 0, app.strings());
    d.tick(Motion::kFadeMs / 2);
    poses = d.poses();
    REQUIRE(poses.count(0));
    CHECK_FALSE(poses[0].ghost);
    CHECK(poses[0].up_look > 0.2);
    CHECK(poses[0].up_look < 0.8);
}

TEST_CASE_METHOD(AppTest, "Motion: a click during a walk ends it at once and still acts, and so does a key",
                 "[app][motion]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    const auto run = motionRun(s, 0);
    REQUIRE(run);
    selectCharacter(app, board, 0);
    REQUIRE(board.choose(Action{*run}));
    // The state is already applied; only the drawing lags.
    CHECK(s.character(0).pos == run->to);
    REQUIRE(board.motion().animating());
    CHECK(board.motion().speed() == 1);
    CHECK(board.motion().duration() == 2 * Motion::kStepMs);
    const auto poses = board.motion().poses();
    REQUIRE(poses.count(0));
    CHECK(poses.at(0).moved);
    CHECK((poses.at(0).x != run->to.x || poses.at(0).y != run->to.y));  // drawn short of its square

    SECTION("A click on another hero: the motion ends and that hero is selected") {
        const int other = 1;
        const SDL_Point c = board.view().centerOf(s.character(other).pos);
        moveMouse(c.x, c.y);
        clickAt(c.x, c.y);
        app.runFrames(1);
        CHECK_FALSE(board.motion().animating());
        CHECK(board.selected() == other);
    }
    SECTION("Shift+Tab: the motion ends and the selection moves on") {
        pressKeyWith(SDLK_TAB, KMOD_LSHIFT);
        app.runFrames(1);
        CHECK_FALSE(board.motion().animating());
        CHECK(board.selected() != std::optional<int>(0));
    }
    SECTION("Ticking past its length: at its square, nothing posed") {
        board.tick(2 * Motion::kStepMs);
        CHECK_FALSE(board.motion().animating());
        CHECK(board.motion().poses().empty());
    }
}

TEST_CASE_METHOD(AppTest, "Motion: with Animations off nothing moves, and the player's own speed paces his actions",
                 "[app][motion]") {
    SECTION("Off") {
        editSettings(app, [](Settings& st) { st.animations = false; });
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const auto run = motionRun(board.session().state(), 0);
        REQUIRE(run);
        REQUIRE(board.choose(Action{*run}));
        CHECK_FALSE(board.motion().animating());
        CHECK(board.motion().poses().empty());
    }
    SECTION("x4") {
        editSettings(app, [](Settings& st) { st.own_speed = 4; });
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const auto run = motionRun(board.session().state(), 0);
        REQUIRE(run);
        REQUIRE(board.choose(Action{*run}));
        REQUIRE(board.motion().animating());
        CHECK(board.motion().speed() == 4);
    }
}

TEST_CASE_METHOD(AppTest, "Motion: the AI's actions move at the AI speed, none under Skip", "[app][motion]") {
    const AiSpeed speed = GENERATE(AiSpeed::X4, AiSpeed::Skip);
    editSettings(app, [&](Settings& st) {
        st.ai_speed = speed;
        st.own_speed = 1;
    });
    auto session = startQuestOne(app);
    session->setPlayers(content::kSoloVsMaster);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    bool moved = false;
    int seen_speed = -1;
    for (int i = 0; i < 600 && !moved && board.session().state().activeSide() == Side::Master; ++i) {
        app.runFrames(1);
        if (board.motion().animating()) {
            moved = true;
            seen_speed = board.motion().speed();
        }
    }
    if (speed == AiSpeed::X4) {
        REQUIRE(moved);
        CHECK(seen_speed == 4);
    } else {
        CHECK_FALSE(moved);
    }
}

TEST_CASE_METHOD(AppTest, "Motion screenshots: a token drawn between squares mid-walk, an attack's hit mid-motion",
                 "[app][motion][screenshot]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    SECTION("Walk") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const Pos start = s.character(0).pos;
        const auto run = motionRun(s, 0);
        REQUIRE(run);
        REQUIRE(board.choose(Action{*run}));
        REQUIRE(board.motion().animating());
        // Half-way through the first step (the frames the app ran are on the clock: from the
        // start again, by the motion's own time).
        board.tick(Motion::kStepMs / 2 - std::min(board.motion().elapsed(), Motion::kStepMs / 2));
        REQUIRE(board.motion().elapsed() < Motion::kStepMs);
        const SDL_Point a = board.view().centerOf(start), b = board.view().centerOf(run->via),
                        end = board.view().centerOf(run->to);
        const SDL_Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
        SDL_Surface* moving = app.capture();
        REQUIRE(moving);
        CHECK(app.saveScreenshot(shotPath("motion_walk")));
        board.tick(10 * Motion::kStepMs);
        REQUIRE_FALSE(board.motion().animating());
        SDL_Surface* still = app.capture();
        REQUIRE(still);
        const auto same = [](SDL_Color p, SDL_Color q) { return p.r == q.r && p.g == q.g && p.b == q.b; };
        // Mid-walk the token covers the point between its squares, and not yet its last square.
        CHECK_FALSE(same(pixelAt(moving, mid.x, mid.y), pixelAt(still, mid.x, mid.y)));
        CHECK_FALSE(same(pixelAt(moving, end.x, end.y), pixelAt(still, end.x, end.y)));
        SDL_FreeSurface(moving);
        SDL_FreeSurface(still);
    }
    SECTION("Hit") {
        // A hit on the head (every power die I*): the README's picture of an attack in motion,
        // docs/screenshots/attack.png, is this screenshot.
        // The hero's neighbour: a Master character with no destiny point, so no R27 re-roll is
        // asked before the hit shows.
        auto session = startGame(app, questOneBesideNoDestiny(app));
        session->force(nlohmann::json{{"power", {"I*", "I*", "I*", "I*", "I*", "I*"}}, {"location", {"head"}}},
                       "force");
        BoardScreen& board = pushBoard(app, std::move(session));
        const GameState& s = board.session().state();
        const int enemy = enemyNextToFirstHero(s);
        std::optional<Action> melee;
        for (const LegalAction& la : s.legalActions())
            if (const auto* m = std::get_if<Melee>(&la.action); m && m->actor == 0 && m->target == enemy)
                melee = la.action;
        REQUIRE(melee);
        REQUIRE(board.choose(*melee));
        REQUIRE(board.motion().animating());
        // Just after the dice land: the lunge is over, the hit flashes and floats its wounds.
        board.tick(DiceTray::kTumbleMs + 100 - std::min(board.motion().elapsed(), DiceTray::kTumbleMs));
        REQUIRE(board.motion().animating());
        bool head = false;
        for (const auto& t : board.motion().texts()) head = head || t.text.find("head") != std::string::npos;
        CHECK(head);  // "-N head" floats over the target
        CHECK(app.saveScreenshot(shotPath("motion_hit")));
    }
    SECTION("Shot") {
        // Irf three squares west of the King in its doorway: his bolt drawn on its way.
        content::NewGame game = questOne(app);
        game.master[0].at = Pos{7, 17};
        for (auto& h : game.heroes)
            if (h.at == Pos{4, 17}) h.at = Pos{5, 18};
        for (auto& h : game.heroes)
            if (h.card == "irf") h.at = Pos{4, 17};
        BoardScreen& board = pushBoard(app, startGame(app, game));
        const GameState& s = board.session().state();
        const int irf = s.characterAt(Pos{4, 17}), king = s.characterAt(Pos{7, 17});
        REQUIRE(irf >= 0);
        REQUIRE(king >= 0);
        REQUIRE(s.isLegal(Shot{irf, king}));
        REQUIRE(board.choose(Shot{irf, king}));
        REQUIRE(board.motion().animating());
        // Half the bolt's flight before the dice land.
        const Uint32 mid = DiceTray::kTumbleMs - Motion::kBoltMs / 2;
        REQUIRE(board.motion().elapsed() < mid);
        board.tick(mid - board.motion().elapsed());
        const auto bolts = board.motion().projectiles();
        REQUIRE(bolts.size() == 1);
        const SDL_Point a = board.view().centerOf(Pos{4, 17}), b = board.view().centerOf(Pos{7, 17});
        const int hx = static_cast<int>(std::lround(a.x + (b.x - a.x) * bolts[0].progress));
        const int hy = static_cast<int>(std::lround(a.y + (b.y - a.y) * bolts[0].progress));
        SDL_Surface* flying = app.capture();
        REQUIRE(flying);
        CHECK(app.saveScreenshot(shotPath("motion_shot")));
        const SDL_Color head = pixelAt(flying, hx, hy);
        CHECK((head.r == 255 && head.g == 240 && head.b == 200));  // the bolt's head
        SDL_FreeSurface(flying);
        board.tick(10 * DiceTray::kTumbleMs);
        CHECK(board.motion().projectiles().empty());
    }
}

TEST_CASE_METHOD(AppTest, "Motion: a route of several moves walks one after the other, and its steps sound as it goes",
                 "[app][motion][sound]") {
    editSettings(app, [](Settings& st) { st.own_speed = 1; });
    content::NewGame game = questOne(app);
    game.options.unexpected_events = false;  // R45: nothing happens on the way
    BoardScreen& board = pushBoard(app, startGame(app, game));
    const GameState& s = board.session().state();
    selectCharacter(app, board, 0);
    // A route of two moves or more over floor squares, the farthest one in squares.
    const Reachable r = s.reach(0, Side::Heroes);
    std::optional<Pos> goal;
    std::size_t squares = 0;
    for (Pos p : r.squares()) {
        const std::vector<MoveStep> path = r.path(p);
        std::size_t n = 0;
        bool plain = path.size() >= 2;
        for (const MoveStep& step : path) {
            if (step.kind == MoveKind::Shift) plain = false;
            for (Pos q : step.kind == MoveKind::Run ? std::vector<Pos>{step.via, step.to} : std::vector<Pos>{step.to})
                if (s.board().tile(q) != TileKind::Floor || s.characterAt(q) >= 0) plain = false;
            n += step.kind == MoveKind::Run ? 2 : 1;
        }
        if (plain && n > squares) {
            goal = p;
            squares = n;
        }
    }
    REQUIRE(goal);
    REQUIRE(squares >= 3);
    struct Heard : SoundSink {
        std::vector<Uint32> steps;
        void play(Sound sound, Uint32 delay_ms) override {
            if (sound == Sound::StepStone) steps.push_back(delay_ms);
        }
    } heard;
    app.sound().setRecorder(&heard);
    const SDL_Point c = board.view().centerOf(*goal);
    moveMouse(c.x, c.y);
    app.runFrames(1);
    clickAt(c.x, c.y);
    app.runFrames(1);
    app.sound().setRecorder(nullptr);
    REQUIRE(s.character(0).pos == *goal);
    // The moves follow each other: the whole route is walked square by square.
    CHECK(board.motion().duration() == squares * Motion::kStepMs);
    // One step sound a square, each one a square's walk after the one before (without the
    // offset every move's first step sounded at once).
    std::vector<Uint32> expected;
    for (std::size_t i = 0; i < squares; ++i) expected.push_back(static_cast<Uint32>(i) * Motion::kStepMs);
    std::sort(heard.steps.begin(), heard.steps.end());
    CHECK(heard.steps.size() == squares);
    // Each delay within one frame of its square (the frame that applied it may have moved on).
    for (std::size_t i = 0; i < std::min(squares, heard.steps.size()); ++i) {
        INFO("step " << i);
        CHECK(heard.steps[i] + 40 >= expected[i]);
        CHECK(heard.steps[i] <= expected[i]);
    }
}

TEST_CASE_METHOD(AppTest, "Motion: a shot flies a bolt from the shooter to its target, and the hit shows as it lands",
                 "[app][motion]") {
    auto session = startQuestOne(app);
    const int irf = cardIndex(session->state(), "irf");
    const int king = cardIndex(session->state(), "king_of_the_tombs");
    // Irf in the entry, the King in its open doorway, three squares away in plain sight.
    GameState s = motionPlaced(session->state(), {{irf, Pos{4, 17}}, {king, Pos{7, 17}}});
    REQUIRE(s.isLegal(Shot{irf, king}));
    s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::SuccessBonus));
    s.dice().forceLocation(std::vector<Location>{Location::Chest});
    const std::vector<Event> events = s.apply(Shot{irf, king});
    s.dice().clearForced();
    REQUIRE(std::any_of(events.begin(), events.end(), [&](const Event& e) {
        const auto* w = std::get_if<Wounded>(&e);
        const auto* x = std::get_if<Missed>(&e);
        return (w && w->source == irf) || (x && x->attacker == irf);
    }));
    constexpr Uint32 kRoll = 400;  // the dice's tumble
    Motion m;
    m.start(events, s, 1, kRoll, app.strings());
    REQUIRE(m.animating());
    // At the start: nothing flies yet, and the shooter does not lunge.
    CHECK(m.projectiles().empty());
    CHECK_FALSE(m.poses().count(irf));
    CHECK(m.texts().empty());
    // Half-way: the bolt between them, the outcome not shown yet.
    m.tick(kRoll - Motion::kBoltMs / 2);
    auto bolts = m.projectiles();
    REQUIRE(bolts.size() == 1);
    CHECK(bolts[0].from == Pos{4, 17});
    CHECK(bolts[0].to == Pos{7, 17});
    CHECK(bolts[0].progress > 0.4);
    CHECK(bolts[0].progress < 0.6);
    CHECK_FALSE(m.poses().count(irf));
    CHECK(m.texts().empty());
    // Landed as the dice land: no bolt, the outcome floats over the target.
    m.tick(Motion::kBoltMs / 2 + 10);
    CHECK(m.projectiles().empty());
    CHECK_FALSE(m.texts().empty());
    // The end: nothing left.
    m.skip();
    CHECK_FALSE(m.animating());
    CHECK(m.projectiles().empty());
    CHECK(m.poses().empty());
}

TEST_CASE_METHOD(AppTest, "Motion: a spell's caster glows as the dice roll, then its target as they land",
                 "[app][motion]") {
    auto session = startQuestOne(app);
    const int esterella = cardIndex(session->state(), "esterella");
    const int king = cardIndex(session->state(), "king_of_the_tombs");
    GameState s = motionPlaced(session->state(), {{esterella, Pos{4, 17}}, {king, Pos{7, 17}}});
    const Action cast = CastSpell{esterella, "entangling_roots", king};
    REQUIRE(s.isLegal(cast));
    s.dice().forcePower(std::vector<PowerFace>(12, PowerFace::SuccessBonus));
    const std::vector<Event> events = s.apply(cast);
    s.dice().clearForced();
    const auto cast_event =
        std::find_if(events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<SpellCast>(e); });
    REQUIRE(cast_event != events.end());
    REQUIRE(std::get<SpellCast>(*cast_event).tier >= 0);
    constexpr Uint32 kRoll = 400;
    Motion m;
    m.start(events, s, 1, kRoll, app.strings());
    REQUIRE(m.animating());
    const auto glow = [&](int who) {
        const auto poses = m.poses();
        const auto it = poses.find(who);
        return it == poses.end() ? 0.0 : it->second.glow;
    };
    // At the start neither glows yet; half its glow in, the caster at its brightest, in place.
    CHECK(glow(esterella) == 0.0);
    m.tick(Motion::kGlowMs / 2);
    CHECK(glow(esterella) > 0.9);
    CHECK_FALSE(m.poses().at(esterella).moved);  // a caster does not lunge
    CHECK(glow(king) == 0.0);
    CHECK(m.projectiles().empty());
    // Once the dice have landed: the target's glow.
    m.tick(kRoll);  // kRoll + kGlowMs / 2 in all
    CHECK(glow(king) > 0.9);
    CHECK(glow(esterella) == 0.0);
    m.skip();
    CHECK(m.poses().empty());
}

namespace {

/// Draws a BoardView of a state with the floating texts given, over the whole window.
class FloatStackHost : public Screen {
public:
    FloatStackHost(App& app, const GameState& state, std::vector<FloatingText> floats)
        : Screen(app), view_(app), state_(state), floats_(std::move(floats)) {}
    std::string_view id() const override { return "float_stack_host"; }
    void draw(Painter& p) override {
        BoardOverlays overlays;
        overlays.floating = floats_;
        view_.draw(p, Rect{0, 0, p.width(), p.height()}, state_, Side::Heroes, overlays);
    }

private:
    BoardView view_;
    GameState state_;
    std::vector<FloatingText> floats_;
};

}  // namespace

TEST_CASE_METHOD(AppTest, "Motion: wounds floating on one square together are stacked, never over one another",
                 "[app][motion]") {
    // The monkey's seed 10: "-3 poitrine" and "-3 bras" of two hits on one character overlapped.
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const Pos at = s.character(0).pos;
    const std::vector<FloatingText> floats{FloatingText{at, "-3 chest", SDL_Color{255, 90, 70, 255}, 0.5, 1},
                                           FloatingText{at, "-3 arm", SDL_Color{255, 90, 70, 255}, 0.55, 1},
                                           FloatingText{at, "miss", SDL_Color{220, 220, 220, 255}, 0.5, 1}};
    app.screens().push(std::make_unique<FloatStackHost>(app, s, floats));
    app.runFrames(1);
    const LayoutRecord rec = recordFrame(app);
    std::vector<Rect> boxes;
    for (const FloatingText& f : floats) {
        const TextBox* t = findText(rec, f.text);
        REQUIRE(t != nullptr);
        boxes.push_back(t->ink);
    }
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            INFO(floats[i].text << " and " << floats[j].text);
            const Rect& a = boxes[i];
            const Rect& b = boxes[j];
            CHECK_FALSE((a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()));
        }
    CHECK(boxes[1].bottom() <= boxes[0].y);  // the later one above the earlier
}
