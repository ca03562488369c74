// Play 12 #4: in solo, the heroes' decision (R27 destiny, R12 block) that a Master AI's action
// gives them is asked in its dialog even when a key stopped the AI's dice (a player tapping
// Enter "to get on with it"): before, nothing ticked the board once the dice were skipped, the
// dialog never came and the next Enter met "The heroes must first decide…" on a bare board.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "board_support.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/victory_screen.h"
#include "cata/core/rng.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// One frame of about 16 ms of the app's clock.
void frame16(App& app) {
    app.advanceClock(16);
    app.runFrames(1);
}

/// The heroes' decision left by the AI's last action, its dice still rolling.
bool aiResultWithDecision(const BoardScreen& board) {
    const GameState& s = board.session().state();
    return s.pending() && s.toMove() == Side::Heroes && board.diceTray().animating() && board.aiTurn() &&
           board.aiNotes().count(board.session().history().size() - 1) > 0;
}

/// Stays under the boards (the app quits when its stack is empty).
class Floor12 : public Screen {
public:
    explicit Floor12(App& app) : Screen(app) {}
    std::string_view id() const override { return "floor"; }
    void draw(Painter&) override {}
};

}  // namespace

TEST_CASE(
    "Play 12 #4: a key that stops the AI's dice brings the heroes' decision dialog, once, and Enters never lose it",
    "[app][ai][decision]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.appear_guard_ms = 500;  // the game's: the taps below come every 450 ms
    App app(options);
    REQUIRE(app.ok());
    editSettings(app, [](Settings& st) { st.ai_speed = AiSpeed::X1; });
    app.screens().push(std::make_unique<Floor12>(app));
    app.runFrames(1);
    int skipped = 0, answered = 0;
    for (std::uint64_t seed = 1; seed <= 12 && skipped < 2; ++seed) {
        content::NewGame game = questOne(app, true, seed);  // a Master character in contact with a hero
        std::string error;
        auto session = content::GameSession::start(app.documents(), game, &error);
        REQUIRE(session);
        session->setPlayers(cata::content::kSoloVsMaster);
        BoardScreen& board = pushBoard(app, std::move(session));
        const GameState& s = board.session().state();
        const Uint32 deadline = SDL_GetTicks() + 60000;
        int since_tap = 0, lost = 0;
        while (SDL_GetTicks() < deadline && !s.isOver() && s.turn() <= 6 && topScreen(app) != "victory") {
            INFO("seed " << seed << ", turn " << s.turn());
            if (topScreen(app) == "board" && aiResultWithDecision(board)) {
                // The AI's dice roll, the heroes decide next: a tap stops the dice, and the
                // dialog comes by itself, with no more input.
                pressKey(SDLK_RETURN);
                for (int i = 0; i < 3; ++i) frame16(app);
                CHECK_FALSE(board.diceTray().animating());
                REQUIRE(topScreen(app) == "decision");
                ++skipped;
                since_tap = 0;
                continue;
            }
            // The heroes' turn on the board: E, then Enter (end the turn anyway).
            if (topScreen(app) == "board" && !s.pending() && s.activeSide() == Side::Heroes && !board.aiTurn()) {
                press(app, SDLK_e);
                if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
                continue;
            }
            // Else an Enter every ~450 ms whatever is on top (the player's taps).
            if (++since_tap >= 28) {
                since_tap = 0;
                if (topScreen(app) == "decision") ++answered;
                pressKey(SDLK_RETURN);
            }
            frame16(app);
            if (topScreen(app) == "decision") CHECK(app.screens().size() == 3);  // one dialog over the board
            // The heroes' decision is never left on a bare board once the AI's dice are over.
            const bool bare = topScreen(app) == "board" && s.pending() && s.toMove() == Side::Heroes && !board.aiTurn();
            lost = bare ? lost + 1 : 0;
            REQUIRE(lost <= 2);
            CHECK(board.message().find("must first decide") == std::string::npos);
        }
        app.screens().pop(&board);
        app.runFrames(2);
    }
    CHECK(skipped >= 1);
    CHECK(answered >= 1);
}

TEST_CASE("Play 12 #4: End turn with the player's decision pending and its dialog gone brings the dialog back",
          "[app][decision]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = shippedQuest(1, 5);
    Rng pick(5);
    for (int i = 0; i < 6000 && !session->state().pending(); ++i) {
        const auto legal = session->state().legalActions();
        REQUIRE_FALSE(legal.empty());
        session->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
    REQUIRE(session->state().pending());
    auto owned = std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{false, {}});
    const BoardScreen* board = owned.get();
    app.screens().push(std::move(owned));
    app.runFrames(3);
    REQUIRE(topScreen(app) == "decision");
    CHECK(app.screens().size() == 2);  // one dialog over the board
    // Gone unanswered (as a refused answer or a lost offer left it): E does not refuse on a bare
    // board, it asks again.
    app.screens().pop(app.screens().top());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "board");
    press(app, SDLK_e);
    CHECK(topScreen(app) == "decision");
    CHECK(app.screens().size() == 2);
    CHECK(board->message().find("must first decide") == std::string::npos);
}
