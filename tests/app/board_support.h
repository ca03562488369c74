// Test support for the board tests: a Quest I session with the default deployment (or one
// with an enemy next to the first hero), keys with modifiers, the board on top of the app.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cata/app/board_screen.h"
#include "cata/content/engine_setup.h"
#include "headless.h"

namespace cata::app::test {

/// The game's time that one frame of a test's wait moves on besides the real time: the tests
/// that wait for an AI's turn or an animation then run a frame per 40 ms of the game's clock
/// (App::advanceClock) instead of drawing frames flat out through the real seconds of the AI's
/// pauses and dice (a Master's turn at the x1 speed is several seconds; under the sanitizers,
/// hundreds of frames).
constexpr Uint32 kWaitFrameMs = 40;

/// One frame of such a wait.
inline void waitFrame(App& app) {
    app.advanceClock(kWaitFrameMs);
    app.runFrames(1);
}

/// A new game of `quest` with content::deploy()'s default groups.
inline content::NewGame deployedGame(const content::ContentDocuments& docs, const QuestDef& quest, std::uint64_t seed) {
    const content::Deployment dep = content::deploy(docs.library(), quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    return content::NewGame{quest.id, GameOptions{}, seed, 0, dep.heroes, dep.master};
}

/// The quest numbered `number` in `docs` (a test that asks for one expects it).
inline const QuestDef& questNumbered(const content::ContentDocuments& docs, int number) {
    const QuestDef* quest = nullptr;
    for (const auto& q : docs.library().quests)
        if (q.number == number) quest = &q;
    REQUIRE(quest != nullptr);
    return *quest;
}

/// Quest I with content::deploy()'s defaults; with `adjacent`, the first hero stands at the
/// east edge of the entry zone and the Master's first character in the open doorway next to it.
inline content::NewGame questOne(App& app, bool adjacent = false, std::uint64_t seed = 7) {
    content::NewGame game = deployedGame(app.documents(), questNumbered(app.documents(), 1), seed);
    if (adjacent) {
        REQUIRE_FALSE(game.master.empty());
        const Pos edge{6, 17}, doorway{7, 17};
        for (auto& h : game.heroes)
            if (h.at == edge) h.at = game.heroes[0].at;
        game.heroes[0].at = edge;
        game.master[0].at = doorway;
    }
    return game;
}

/// `game` with Sir Flavien in Irf's place (the group of the play-tests).
inline content::NewGame withFlavien(content::NewGame game) {
    for (auto& h : game.heroes)
        if (h.card == "irf") {
            h.card = "flavien";
            h.id.clear();
        }
    return game;
}

/// Starts `game` on `docs`; the test fails, with the reason, when it does not start.
inline std::unique_ptr<content::GameSession> startGame(const content::ContentDocuments& docs,
                                                       const content::NewGame& game) {
    std::string error;
    auto session = content::GameSession::start(docs, game, &error);
    INFO(error);
    REQUIRE(session);
    return session;
}

/// The same on the app's content.
inline std::unique_ptr<content::GameSession> startGame(App& app, const content::NewGame& game) {
    return startGame(app.documents(), game);
}

/// Declines the destiny points the heroes are offered (R27: a fear test next to the King of
/// the Tombs, R28, may ask for one), eight at the most.
inline void declineDestiny(content::GameSession& session) {
    for (int i = 0; i < 8 && session.state().pending(); ++i) session.apply(DeclineDestiny{});
}

/// Declines the offers, ends the heroes' turn, declines again: the Master is to move.
inline void toMasterTurn(content::GameSession& session) {
    declineDestiny(session);
    session.apply(EndTurn{});
    declineDestiny(session);
    REQUIRE(session.state().activeSide() == Side::Master);
}

/// The shipped content, loaded once per test program.
inline const content::ContentDocuments& shippedDocuments() {
    static const content::ContentDocuments d = content::ContentDocuments::shipped(dataDir());
    return d;
}

/// A new game of the shipped quest `number` with content::deploy()'s default groups.
inline std::unique_ptr<content::GameSession> shippedQuest(int number, std::uint64_t seed) {
    return startGame(shippedDocuments(),
                     deployedGame(shippedDocuments(), questNumbered(shippedDocuments(), number), seed));
}

/// The index of the `nth` character of card `card` (a test that asks for one expects it).
inline int cardIndex(const GameState& s, const std::string& card, int nth = 1) {
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).card == card && --nth == 0) return i;
    FAIL("no character of card " << card);
    return -1;
}

/// The heroes of `s` who may leave the board now (R52: Exit is legal for them).
inline std::vector<int> heroesWhoMayLeave(const GameState& s) {
    std::vector<int> out;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == Side::Heroes && s.isLegal(Exit{who})) out.push_back(who);
    return out;
}

/// The first Master character next to character `who`, or -1.
inline int adjacentEnemy(const GameState& s, int who) {
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side != s.character(who).side && s.able(i) && distance(s.character(i).pos, s.character(who).pos) == 1)
            return i;
    return -1;
}

/// The Master character next to the first hero (questOne() with `adjacent`); the test fails
/// when there is none.
inline int enemyNextToFirstHero(const GameState& s) {
    const int enemy = adjacentEnemy(s, 0);
    REQUIRE(enemy >= 0);
    return enemy;
}

/// Quest I started: questOne()'s game.
inline std::unique_ptr<content::GameSession> startQuestOne(App& app, bool adjacent = false, std::uint64_t seed = 7) {
    return startGame(app, questOne(app, adjacent, seed));
}

/// `game` (Quest I's) started with the Master to move, the King of the Tombs in the doorway
/// (7,17), the heroes in his sight in the entry room at (5,16), (5,17), (5,18) (with `beside`,
/// that hero next to him at (6,17)), two of his own beside him at (8,16), (8,18): a dozen rows
/// for the King (the play-test's "King, 12 rows, +4 more").
inline std::unique_ptr<content::GameSession> kingCrowd(App& app, content::NewGame game, int beside = -1) {
    REQUIRE(game.heroes.size() >= 3);
    REQUIRE(game.master.size() >= 3);
    game.master[0].at = Pos{7, 17};
    game.heroes[0].at = Pos{5, 16};
    game.heroes[1].at = Pos{5, 17};
    game.heroes[2].at = Pos{5, 18};
    if (beside >= 0) game.heroes.at(static_cast<std::size_t>(beside)).at = Pos{6, 17};
    game.master[1].at = Pos{8, 16};
    game.master[2].at = Pos{8, 18};
    auto session = startGame(app, game);
    toMasterTurn(*session);
    REQUIRE(session->state().character(cardIndex(session->state(), "king_of_the_tombs")).pos == Pos{7, 17});
    return session;
}

/// Pushes a board on `app` and draws it once; returns it.
inline BoardScreen& pushBoard(App& app, std::unique_ptr<content::GameSession> session, bool hand_off = false) {
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), BoardConfig{hand_off, {}}));
    app.runFrames(2);
    // A decision pending from the start of the game (R27: a failed fear test) opens its dialog
    // over the board: take the focused answer.
    for (int i = 0; i < 8 && app.screens().top() && app.screens().top()->id() == "decision"; ++i) {
        SDL_Event down{};
        down.type = SDL_KEYDOWN;
        down.key.state = SDL_PRESSED;
        down.key.keysym.sym = SDLK_RETURN;
        SDL_PushEvent(&down);
        app.runFrames(2);
    }
    auto* board = dynamic_cast<BoardScreen*>(app.screens().top());
    REQUIRE(board != nullptr);
    return *board;
}

/// Clicks the centre of square `p` of the board (moving the pointer there first).
inline void clickSquare(App& app, const BoardView& view, Pos p) {
    const SDL_Point c = view.centerOf(p);
    moveMouse(c.x, c.y);
    clickAt(c.x, c.y);
    app.runFrames(2);
}

/// Points at square `p` of the board (one motion) and lets it draw once.
inline void hoverSquare(App& app, const BoardScreen& board, Pos p) {
    const SDL_Point c = board.view().centerOf(p);
    REQUIRE(board.view().area().contains(c.x, c.y));
    moveMouse(c.x, c.y);
    app.runFrames(1);
}

/// Selects character `who` by clicking its square.
inline void selectCharacter(App& app, BoardScreen& board, int who) {
    clickSquare(app, board.view(), board.session().state().character(who).pos);
    REQUIRE(board.selected() == who);
}

/// The labels of action bar rows, in order (for messages and comparisons).
/// Points at the row of `action` in the action bar (as listed for the hovered square) and
/// waits for its tooltip. REQUIREs the row.
inline std::string actionRowTooltip(App& app, const BoardScreen& board, const Action& action) {
    std::optional<std::size_t> row;
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (board.actions()[i].action == action) row = i;
    INFO("no row for " << toString(action));
    REQUIRE(row);
    const auto rect = board.actionRect(*row);
    REQUIRE(rect);
    moveMouse(rect->centerX(), rect->centerY());
    app.runFrames(1);
    // A tooltip shows after a short rest of the pointer.
    for (int i = 0; i < 60 && board.tooltip().empty(); ++i) app.runFrames(1);
    return board.tooltip();
}

/// The tooltip of `action`'s row: selects `actor`, hovers `square`, then actionRowTooltip.
inline std::string rowTooltip(App& app, BoardScreen& board, int actor, Pos square, const Action& action) {
    selectCharacter(app, board, actor);
    hoverSquare(app, board, square);
    return actionRowTooltip(app, board, action);
}

/// questOne(app, true) with a Master character that has no destiny point beside the first hero
/// (the King swapped with another): no R27 re-roll is asked when an attack on it hits or misses.
inline content::NewGame questOneBesideNoDestiny(App& app) {
    content::NewGame game = questOne(app, true);
    if (game.master[0].card == "king_of_the_tombs")
        for (auto& m : game.master)
            if (m.card != "king_of_the_tombs") {
                std::swap(m.at, game.master[0].at);
                break;
            }
    return game;
}

inline std::vector<std::string> barLabels(const std::vector<ActionItem>& items) {
    std::vector<std::string> out;
    for (const ActionItem& i : items) out.push_back(i.label);
    return out;
}

/// The first legal Wait (R42) in `s`; the test fails when there is none.
inline Action firstWait(const GameState& s) {
    std::optional<Action> wait;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Wait>(a.action) && !wait) wait = a.action;
    REQUIRE(wait);
    return *wait;
}

/// The first legal walk in `s` that rolls no dice (no block test, R12); the test fails when
/// there is none.
inline Action firstPlainWalk(const GameState& s) {
    std::optional<Action> walk;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !a.info.rolls_dice && !walk) walk = a.action;
    REQUIRE(walk);
    return *walk;
}

/// R42: the first hero who may wait waits, the heroes end their turn and the Master walks (a
/// walk that rolls no dice): the waiting window is open in `s`. Returns the waiting hero.
inline int openWaitingWindow(GameState& s) {
    const Action wait = firstWait(s);
    s.apply(wait);
    s.apply(EndTurn{});
    REQUIRE(s.activeSide() == Side::Master);
    s.apply(firstPlainWalk(s));
    REQUIRE(s.waitingWindow());
    return std::get<Wait>(wait).actor;
}

}  // namespace cata::app::test
