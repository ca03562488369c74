// The board's threat overlay (the T key) shows the core's answer: the union of
// GameState::threatSquares() over the able enemies of the side that decides (R15, R19, R22,
// R35, R37), not a reach and sight traced by the board itself from top-left squares.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <set>
#include <variant>
#include <vector>

#include "board_support.h"
#include "cata/core/paths.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// What the board once traced itself: a 1×1 walker's reach with the card's AP (no footprint, no
/// flying, no AP kept for the attack), the squares around it, and shots traced through the
/// terrain alone from the top-left square.
std::vector<Pos> threatFromTopLeftOnly(const GameState& s, Side enemy) {
    const Occupancy occ = s.occupancy();
    std::set<Pos> out;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
        const CharacterState& c = s.character(who);
        if (c.side != enemy || !s.able(who)) continue;
        MoveQuery q;
        q.from = c.pos;
        q.mover_id = who;
        q.side = c.side;
        q.max_ap = std::max(1, s.card(who).characteristics[Characteristic::ActionPoints]);
        for (Pos p : reachableSquares(s.board(), occ, q).squares())
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) out.insert(Pos{p.x + dx, p.y + dy});
        if (s.card(who).shot_damage > 0)
            for (int y = 0; y < s.board().height(); ++y)
                for (int x = 0; x < s.board().width(); ++x)
                    if (distance(c.pos, Pos{x, y}) >= 2 && terrainLineOfSight(s.board(), c.pos, Pos{x, y}))
                        out.insert(Pos{x, y});
    }
    std::vector<Pos> kept;
    for (Pos p : out)
        if (s.board().inside(p) && (!s.board().isObstacle(p) || s.characterAt(p) >= 0)) kept.push_back(p);
    return kept;
}

/// The core's answer the overlay must show: the union of threatSquares() of `side`'s able
/// characters, sorted.
std::vector<Pos> coreThreatOf(const GameState& s, Side side) {
    std::set<Pos> out;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == side && s.able(who))
            for (Pos p : s.threatSquares(who)) out.insert(p);
    return std::vector<Pos>(out.begin(), out.end());
}

}  // namespace

TEST_CASE("Board: the threat overlay is the union of the core's threat squares of the enemies",
          "[app][board][threat]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    // Quest I's bone colossus (2×2) alone for the Master, east of the open door (7,17).
    content::NewGame game = questOne(app);
    game.master = {Placement{"bone_colossus", "", Pos{8, 16}}};
    BoardScreen& board = pushBoard(app, startGame(app, game));
    const GameState& s = board.session().state();
    REQUIRE(s.card(s.characterAt({9, 17})).id == "bone_colossus");
    REQUIRE(s.activeSide() == Side::Heroes);

    pressKey(SDLK_t);
    app.runFrames(2);

    const std::vector<Pos> core = coreThreatOf(s, Side::Master);
    REQUIRE_FALSE(core.empty());
    std::vector<Pos> shown = board.overlays().threatened;
    std::sort(shown.begin(), shown.end());
    CHECK(shown == core);
    // The case matters: the board's own tracing from the top-left square said otherwise.
    CHECK(threatFromTopLeftOnly(s, Side::Master) != shown);

    pressKey(SDLK_t);
    app.runFrames(2);
    CHECK(board.overlays().threatened.empty());
}

TEST_CASE("Board: the threat overlay follows the state through a move and its undo",
          "[app][board][threat]") {
    // The board keeps the overlay's answer while the state is the same (GameSession::
    // stateVersion): a step and its undo are new states, each answered again. The Master's
    // turn in hot-seat: the overlay shows the heroes' threat, and the 2×2 colossus moving
    // opens or closes their ways.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    game.master = {Placement{"bone_colossus", "", Pos{8, 16}}};
    auto session = startGame(app, game);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Master);
    const auto coreThreat = [](const GameState& st) { return coreThreatOf(st, Side::Heroes); };
    const auto shown = [&] {
        std::vector<Pos> v = board.overlays().threatened;
        std::sort(v.begin(), v.end());
        return v;
    };
    pressKey(SDLK_t);
    app.runFrames(2);
    const std::vector<Pos> before = coreThreat(s);
    REQUIRE_FALSE(before.empty());
    REQUIRE(shown() == before);

    // A walk of the Master's after which the heroes threaten other squares.
    std::optional<Action> walk;
    for (const LegalAction& la : s.legalActions()) {
        if (!std::holds_alternative<Walk>(la.action) || la.info.rolls_dice) continue;
        GameState after = s;
        after.apply(la.action);
        if (coreThreat(after) != before) {
            walk = la.action;
            break;
        }
    }
    REQUIRE(walk);
    REQUIRE(board.choose(*walk));
    app.runFrames(2);
    const std::vector<Pos> moved = coreThreat(s);
    REQUIRE(moved != before);
    CHECK(shown() == moved);

    REQUIRE(board.undo());
    app.runFrames(2);
    CHECK(coreThreat(s) == before);
    CHECK(shown() == before);
}
