// R42 waiting: which actions of the waiting window react to the Master (waiting.h) — what a
// front end asking "when one can act" counts, and what it leaves for the heroes' own turn.
#include <catch2/catch.hpp>

#include <string>

#include "cata/core/waiting.h"
#include "core/fixture.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

namespace {

/// A banks two waiting points and the heroes end their turn: the Master's turn begins.
void waitTwiceAndEnd(GameState& s, int hero) {
    s.apply(Wait{hero});
    s.apply(Wait{hero});
    s.apply(EndTurn{});
    REQUIRE(s.toMove() == Side::Master);
}

/// The legal actions that react to the Master, for a failing check's message.
std::string reactions(const GameState& s) {
    std::string out;
    for (const LegalAction& la : s.legalActions())
        if (waitingReaction(s, la.action)) out += toString(la.action) + " ";
    return out;
}

}  // namespace

TEST_CASE("R42 a step far from the Master is no reaction, a move into contact is", "[R42][waiting]") {
    fixture::Spec spec = basicSpec({"#########", "#A.....m#", "#########"});
    spec.cards[0].shot_damage = 0;  // no shot: the hero can only move
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    CHECK_FALSE(waitingHeroesCanReact(s));  // no window in the heroes' own turn
    waitTwiceAndEnd(s, a);
    s.apply(Walk{m, {6, 1}});
    REQUIRE(s.waitingWindow());
    // Legal, and allowed by R42, but a shuffle: the window is not worth asking about.
    REQUIRE(fixture::legal(s, Walk{a, {2, 1}}));
    REQUIRE(fixture::legal(s, Run{a, {2, 1}, {3, 1}}));
    CHECK_FALSE(waitingReaction(s, Walk{a, {2, 1}}));
    CHECK_FALSE(waitingReaction(s, Run{a, {2, 1}, {3, 1}}));
    CHECK_FALSE(waitingReaction(s, Pass{}));
    // R43: a jump, whatever its length, is no reason to stop him; nor a duel challenge from afar (R46).
    REQUIRE(fixture::legal(s, ChallengeDuel{a, m}));
    CHECK_FALSE(waitingReaction(s, ChallengeDuel{a, m}));
    for (const LegalAction& la : s.legalActions())
        if (std::holds_alternative<Jump>(la.action)) CHECK_FALSE(waitingReaction(s, la.action));
    INFO(reactions(s));
    CHECK_FALSE(waitingHeroesCanReact(s));
    s.apply(Pass{});
    CHECK_FALSE(waitingHeroesCanReact(s));  // the window is closed
    s.apply(Walk{m, {5, 1}});
    CHECK_FALSE(waitingHeroesCanReact(s));
    s.apply(Pass{});
    s.apply(Walk{m, {4, 1}});
    REQUIRE(s.waitingWindow());
    // Running to (3,1) ends next to m: the hero stands in his way (R12).
    REQUIRE(fixture::legal(s, Run{a, {2, 1}, {3, 1}}));
    CHECK(waitingReaction(s, Run{a, {2, 1}, {3, 1}}));
    CHECK_FALSE(waitingReaction(s, Walk{a, {2, 1}}));
    CHECK(waitingHeroesCanReact(s));
}

TEST_CASE("R42 an attack on a Master character is a reaction, and every action of a hero in contact",
          "[R42][waiting]") {
    GameState s = fixture::make(basicSpec({"#########", "#A....m.#", "#########"}));
    const int a = who(s, 'A'), m = who(s, 'm');
    waitTwiceAndEnd(s, a);
    s.apply(Walk{m, {5, 1}});
    REQUIRE(s.waitingWindow());
    REQUIRE(fixture::legal(s, Shot{a, m}));  // R19: in sight, distance 4
    CHECK(waitingReaction(s, Shot{a, m}));
    CHECK_FALSE(waitingReaction(s, Walk{a, {2, 1}}));
    CHECK(waitingHeroesCanReact(s));

    // In contact: stepping away (R12 block test and all) is a reaction too, like the melee.
    GameState close = fixture::make(basicSpec({"#######", "#.A.m.#", "#######"}));
    const int a2 = who(close, 'A'), m2 = who(close, 'm');
    waitTwiceAndEnd(close, a2);
    close.apply(Walk{m2, {3, 1}});
    REQUIRE(close.waitingWindow());
    REQUIRE(fixture::legal(close, Walk{a2, {1, 1}}));
    CHECK(waitingReaction(close, Walk{a2, {1, 1}}));
    CHECK(waitingReaction(close, Melee{a2, m2}));
    CHECK(waitingHeroesCanReact(close));
}
