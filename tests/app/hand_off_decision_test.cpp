// Playtest slips around the hand-off and the AI's turn: the other side's decision dialog in
// hot-seat (R27) comes on top for its player and he sees what came of his answer before
// handing back (findings-3 #2); a save from the game menu in the AI's turn says "Saved as…"
// (findings-4 #6); no hover highlight on the top bar under the end-turn warning (findings-4 #9).
#include <SDL.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "board_support.h"
#include "cata/app/ai_driver.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/hand_off_screen.h"
#include "cata/content/engine_session.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Hot-seat Quest I: Torgils next to the King of the Tombs (1 destiny point, 16 HP), the
/// re-roll of a failed turn-1 fear test declined, and the dice of Torgils' next attack forced
/// (a critical to the head: 18 wounds). Built with the engine protocol, whose saves keep
/// forced dice, and loaded as the game's Load would.
std::unique_ptr<content::GameSession> kingBeforeTorgilsBlow(const HeadlessHome& home) {
    content::EngineSession engine(dataDir());
    const std::string path = (home.root / "king.json").string();
    auto send = [&](const std::string& line) {
        const nlohmann::json reply = nlohmann::json::parse(engine.handle(line));
        INFO(line << " -> " << reply.dump());
        REQUIRE(reply.value("ok", false));
        return reply;
    };
    const nlohmann::json started = send(R"({"cmd":"new","quest":1,"seed":7,"heroes":[{"card":"torgils","at":[6,17]}],)"
                                        R"("master":[{"card":"king_of_the_tombs","at":[7,17]}]})");
    if (!started.at("pending").is_null()) send(R"({"cmd":"act","action":{"type":"decline_destiny"}})");
    send(R"({"cmd":"force","power":["I*","I*","I*","I*","I*","I*","I*","I*"],"location":["head"]})");
    send(R"({"cmd":"save","path":")" + path + R"("})");
    std::string error;
    auto session = content::GameSession::load(path, &error);
    INFO(error);
    REQUIRE(session);
    return session;
}

/// How many pixels differ between two captures of the same size inside `r`.
int pixelsChanged(const SDL_Surface* a, const SDL_Surface* b, const Rect& r) {
    int changed = 0;
    for (int y = std::max(0, r.y); y < std::min(a->h, r.bottom()); ++y)
        for (int x = std::max(0, r.x); x < std::min(a->w, r.right()); ++x) {
            const SDL_Color p = pixelAt(a, x, y), q = pixelAt(b, x, y);
            if (p.r != q.r || p.g != q.g || p.b != q.b) ++changed;
        }
    return changed;
}

}  // namespace

TEST_CASE(
    "R27 hot-seat: the Master's destiny dialog in the heroes' turn comes on top after the hand-off, and he sees its "
    "result",
    "[app][waiting][R27]") {
    // Findings-3 #2: the dialog was drawn under the heroes' "hand over" notice (its title
    // hidden, in the heroes' view), and after the answer the board went straight to "Pass to
    // the heroes": the Master never saw what his destiny point did.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, kingBeforeTorgilsBlow(home), true);
    const GameState& s = board.session().state();
    const int torgils = cardIndex(s, "torgils"), king = cardIndex(s, "king_of_the_tombs");
    REQUIRE(s.toMove() == Side::Heroes);
    REQUIRE(board.choose(Melee{torgils, king}));
    app.runFrames(2);
    REQUIRE(s.pending());
    REQUIRE(s.pending()->kind == DecisionKind::DestinyCancel);
    REQUIRE(s.pending()->owner == Side::Master);

    // The heroes see their blow under the notice; nothing of the Master's is open yet.
    REQUIRE(topScreen(app) == "hand_off");
    auto& to_master = topAs<HandOffScreen>(app);
    CHECK(to_master.previewing());
    CHECK(to_master.previewTitle() == app.tr("board.waiting_done.title"));
    CHECK(app.screens().size() == 2);  // the board and the notice: no dialog under it
    passHandOff(app);                  // "Hand over", then the Master takes the board

    // The Master's dialog, on top, once the board is his.
    REQUIRE(topScreen(app) == "decision");
    auto& dialog = topAs<DecisionDialog>(app);
    std::size_t cancel = dialog.answers().size();
    for (std::size_t i = 0; i < dialog.answers().size(); ++i)
        if (std::holds_alternative<UseDestiny>(dialog.answers()[i].action)) cancel = i;
    REQUIRE(cancel < dialog.answers().size());
    clickRect(app, dialog.buttonRect(cancel));
    REQUIRE_FALSE(s.pending());
    CHECK(s.character(king).hp == 16);  // the wounds cancelled (R27)
    CHECK(s.character(king).destiny == 0);

    // He sees what came of it, under a notice, before the board goes to the heroes.
    REQUIRE(s.toMove() == Side::Heroes);
    REQUIRE(topScreen(app) == "hand_off");
    auto& to_heroes = topAs<HandOffScreen>(app);
    CHECK(to_heroes.previewing());
    CHECK_FALSE(to_heroes.isOpaque());
    CHECK(to_heroes.previewTitle() == app.tr("board.master_decided.title"));
    CHECK(to_heroes.previewText() == app.tr("board.master_decided.text"));
    CHECK(app.saveScreenshot(shotPath("master_decided")));  // for people to look at
    clickRect(app, to_heroes.handOverButton());
    REQUIRE(topScreen(app) == "hand_off");
    CHECK(to_heroes.isOpaque());  // now hidden from the Master's player
    passHandOff(app);
    CHECK(topScreen(app) == "board");
    CHECK(s.toMove() == Side::Heroes);
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [&](Settings& st) { st.language = lang; });
        for (const char* key : {"board.master_decided.title", "board.master_decided.text", "board.master_done.title",
                                "board.master_done.text"})
            CHECK(app.tr(key) != key);
    }
}

TEST_CASE("Solo: a save from the game menu in the AI's turn says 'Saved as…' and it stays through the AI's steps",
          "[app][ai][saves]") {
    // Findings-4 #6: the file was written, but the AI's next step wiped the message unseen.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    editSettings(app, [&](Settings& st) { st.ai_speed = AiSpeed::X8; });
    BoardScreen& board = pushSolo(app, questOne(app));
    endTurnByKey(app, board);
    for (int i = 0; i < 200 && (topScreen(app) != "board" || !board.aiTurn()); ++i) {
        if (topScreen(app) == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
        app.runFrames(1);
    }
    REQUIRE(board.aiTurn());
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "game_menu");
    press(app, SDLK_DOWN);  // Resume → Save
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    std::string saved;
    for (const auto& e : std::filesystem::directory_iterator(home.savesDir())) saved = e.path().filename().string();
    REQUIRE_FALSE(saved.empty());
    const std::string said = app.strings().format("board.save.done", saved);
    CHECK(board.message() == said);
    // The AI goes on: its steps leave the message (a player's own action would replace it).
    const std::size_t steps = board.session().history().size();
    const Uint32 deadline = SDL_GetTicks() + 20000;
    while (SDL_GetTicks() < deadline && board.session().history().size() < steps + 2 && board.aiTurn()) {
        if (topScreen(app) == "decision") clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
        waitFrame(app);
    }
    REQUIRE(board.session().history().size() > steps);
    CHECK(board.message() == said);
    CHECK(findText(recordFrame(app), said) != nullptr);
}

TEST_CASE("No hover highlight on the top bar's buttons under the end-turn warning", "[app][board]") {
    // Findings-4 #9 (q070): the Menu button lit under the modal warning.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    press(app, SDLK_e);  // the heroes still have AP: the warning
    REQUIRE(board.confirmingEndTurn());
    Rect menu;
    for (const TextBox& t : recordFrame(app).texts)
        if (t.text == app.tr("board.button.menu")) menu = t.box;
    REQUIRE(menu.w > 0);
    const Rect around{menu.x - 12, menu.y - 6, menu.w + 24, menu.h + 12};
    moveMouse(app.width() / 3, app.height() - 20);  // away from the bar
    app.runFrames(2);
    SDL_Surface* away = app.capture();
    REQUIRE(away);
    moveMouse(menu.centerX(), menu.centerY());
    app.runFrames(2);
    SDL_Surface* over = app.capture();
    REQUIRE(over);
    REQUIRE(board.confirmingEndTurn());
    CHECK(pixelsChanged(away, over, around) == 0);
    SDL_FreeSurface(away);
    SDL_FreeSurface(over);
    // Once the warning is gone, the button lights under the pointer again.
    press(app, SDLK_ESCAPE);
    REQUIRE_FALSE(board.confirmingEndTurn());
    moveMouse(app.width() / 3, app.height() - 20);
    app.runFrames(2);
    away = app.capture();
    moveMouse(menu.centerX(), menu.centerY());
    app.runFrames(2);
    over = app.capture();
    REQUIRE(away);
    REQUIRE(over);
    CHECK(pixelsChanged(away, over, around) > 0);
    SDL_FreeSurface(away);
    SDL_FreeSurface(over);
}
