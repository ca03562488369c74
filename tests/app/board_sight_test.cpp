// The board's sight overlay (the L key) shows the core's answer, GameState::sightSquares(): for a
// gigantic character, lines of sight from every square of its footprint (R22, R37), not only
// from its top-left square as the board once traced them itself.
#include <catch2/catch.hpp>

#include <algorithm>

#include "board_support.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The squares a line of sight reaches from `viewer`'s top-left square alone (no wall, no void).
std::vector<Pos> sightFromTopLeftOnly(const GameState& s, int viewer) {
    const Occupancy occ = s.occupancy();
    std::vector<Pos> out;
    for (int x = 0; x < s.board().width(); ++x)
        for (int y = 0; y < s.board().height(); ++y) {
            const Pos p{x, y};
            if (s.board().tile(p) == TileKind::Void || s.board().tile(p) == TileKind::Wall) continue;
            SightQuery q;
            q.from = s.character(viewer).pos;
            q.to = p;
            q.viewer_id = viewer;
            q.target_id = s.characterAt(p);
            q.viewer_side = Side::Master;
            q.viewer_size = s.card(viewer).size;
            q.target_size = q.target_id >= 0 ? s.card(q.target_id).size : Size::Normal;
            if (lineOfSight(s.board(), occ, q)) out.push_back(p);
        }
    return out;
}

}  // namespace

TEST_CASE("Board: the sight overlay of a gigantic character is the core's, from its whole footprint (R22, R37)",
          "[app][board][sight]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    // The Master's group: Quest I's bone colossus (2×2) alone, east of the open door (7,17) of
    // the heroes' entry room; its lower row looks through the door, its top-left square does not.
    game.master = {Placement{"bone_colossus", "", Pos{8, 16}}};
    auto session = startGame(app, game);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int colossus = s.characterAt({9, 17});
    REQUIRE(colossus >= 0);
    REQUIRE(s.card(colossus).id == "bone_colossus");
    REQUIRE(s.character(colossus).pos == Pos{8, 16});

    clickSquare(app, board.view(), {9, 17});  // selects it by a square that is not its top-left one
    REQUIRE(board.selected() == colossus);
    pressKey(SDLK_l);
    app.runFrames(2);
    REQUIRE(board.overlays().show_sight);

    const std::vector<Pos> core = s.sightSquares(colossus);
    std::vector<Pos> shown = board.overlays().sight;
    std::sort(shown.begin(), shown.end());
    CHECK(shown == core);

    // The case matters: the core sees squares of the entry room that its top-left square does not.
    const std::vector<Pos> top_left = sightFromTopLeftOnly(s, colossus);
    std::vector<Pos> only_from_footprint;
    std::set_difference(core.begin(), core.end(), top_left.begin(), top_left.end(),
                        std::back_inserter(only_from_footprint));
    CHECK_FALSE(only_from_footprint.empty());
    CHECK(std::find(core.begin(), core.end(), Pos{1, 17}) != core.end());  // along row 17 through the door
    CHECK(std::find(top_left.begin(), top_left.end(), Pos{1, 17}) == top_left.end());
}
