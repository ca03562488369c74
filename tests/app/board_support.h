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

/// Quest I with content::deploy()'s defaults; with `adjacent`, the first hero stands at the
/// east edge of the entry zone and the Master's first character in the open doorway next to it.
inline content::NewGame questOne(App& app, bool adjacent = false, std::uint64_t seed = 7) {
    const content::ContentDocuments& docs = app.documents();
    const QuestDef* quest = nullptr;
    for (const auto& q : docs.library().quests)
        if (q.number == 1) quest = &q;
    REQUIRE(quest != nullptr);
    const content::Deployment dep = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    content::NewGame game{quest->id, GameOptions{}, seed, 0, dep.heroes, dep.master};
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

/// The shipped content, loaded once per test program.
inline const content::ContentDocuments& shippedDocuments() {
    static const content::ContentDocuments d = content::ContentDocuments::shipped(dataDir());
    return d;
}

/// A new game of the shipped quest `number` with content::deploy()'s default groups.
inline std::unique_ptr<content::GameSession> shippedQuest(int number, std::uint64_t seed) {
    const QuestDef* quest = nullptr;
    for (const auto& q : shippedDocuments().library().quests)
        if (q.number == number) quest = &q;
    REQUIRE(quest != nullptr);
    const content::Deployment dep = content::deploy(shippedDocuments().library(), *quest, std::nullopt, std::nullopt);
    REQUIRE(dep.error.empty());
    std::string error;
    auto s = content::GameSession::start(shippedDocuments(),
                                         content::NewGame{quest->id, GameOptions{}, seed, 0, dep.heroes, dep.master}, &error);
    INFO(error);
    REQUIRE(s);
    return s;
}

/// The index of the `nth` character of card `card` (a test that asks for one expects it).
inline int cardIndex(const GameState& s, const std::string& card, int nth = 1) {
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).card == card && --nth == 0) return i;
    FAIL("no character of card " << card);
    return -1;
}

/// The first Master character next to character `who`, or -1.
inline int adjacentEnemy(const GameState& s, int who) {
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side != s.character(who).side && s.able(i) && distance(s.character(i).pos, s.character(who).pos) == 1)
            return i;
    return -1;
}

inline std::unique_ptr<content::GameSession> startQuestOne(App& app, bool adjacent = false, std::uint64_t seed = 7) {
    std::string error;
    auto session = content::GameSession::start(app.documents(), questOne(app, adjacent, seed), &error);
    INFO(error);
    REQUIRE(session);
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

/// Queues a key press with modifiers (Ctrl+Z).
inline void pressKeyWith(SDL_Keycode key, Uint16 mod) {
    SDL_Event down{};
    down.type = SDL_KEYDOWN;
    down.key.state = SDL_PRESSED;
    down.key.keysym.sym = key;
    down.key.keysym.mod = mod;
    SDL_PushEvent(&down);
    SDL_Event up = down;
    up.type = SDL_KEYUP;
    up.key.state = SDL_RELEASED;
    SDL_PushEvent(&up);
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
inline std::vector<std::string> barLabels(const std::vector<ActionItem>& items) {
    std::vector<std::string> out;
    for (const ActionItem& i : items) out.push_back(i.label);
    return out;
}

/// R42: the first hero who may wait waits, the heroes end their turn and the Master walks (a
/// walk that rolls no dice): the waiting window is open in `s`. Returns the waiting hero.
inline int openWaitingWindow(GameState& s) {
    std::optional<Action> wait;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Wait>(a.action) && !wait) wait = a.action;
    REQUIRE(wait);
    s.apply(*wait);
    s.apply(EndTurn{});
    REQUIRE(s.activeSide() == Side::Master);
    std::optional<Action> walk;
    for (const auto& a : s.legalActions())
        if (std::holds_alternative<Walk>(a.action) && !a.info.rolls_dice && !walk) walk = a.action;
    REQUIRE(walk);
    s.apply(*walk);
    REQUIRE(s.waitingWindow());
    return std::get<Wait>(*wait).actor;
}

}  // namespace cata::app::test
