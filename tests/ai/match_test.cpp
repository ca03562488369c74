// The AI layer's game driver on the shipped quests.
#include <catch2/catch.hpp>

#include "cata/ai/match.h"
#include "cata/ai/setup.h"
#include "support/shipped.h"

using namespace cata;


TEST_CASE("playOut: random policies finish every shipped quest, the same way for the same seeds", "[ai][match]") {
    REQUIRE(cata::test::shippedDocs().report().ok());
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        INFO(q.id);
        const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, 7, false);
        REQUIRE(g.error.empty());
        auto run = [&] {
            std::string error;
            auto s = ai::startGame(g, &error);
            REQUIRE(s);
            auto heroes = ai::randomPolicy(1);
            auto master = ai::randomPolicy(2);
            int steps = 0;
            const ai::MatchOutcome out = ai::playOut(*s, *heroes, *master, 100000,
                                                     [&](const GameState&, const ai::Choice& c, const auto&, const GameState& after) {
                                                         ++steps;
                                                         CHECK(after.data().actions_applied == steps);
                                                         (void)c;
                                                     });
            CHECK(out.actions == steps);
            return std::make_pair(out, *s);
        };
        const auto [a, sa] = run();
        const auto [b, sb] = run();
        REQUIRE(a.result);
        CHECK(a.result == b.result);
        CHECK(a.actions == b.actions);
        CHECK(sa == sb);
        CHECK(a.turns >= 1);
        CHECK(a.turns <= sa.turnLimit());
    }
}

TEST_CASE("playOut stops at max_actions with no result", "[ai][match]") {
    const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), cata::test::shippedDocs().library().quests.front().id, 3, false);
    auto s = ai::startGame(g);
    REQUIRE(s);
    auto p = ai::randomPolicy(5);
    const ai::MatchOutcome out = ai::playOut(*s, *p, *p, 10);
    CHECK(out.actions == 10);
    CHECK_FALSE(out.result);
    CHECK(s->data().actions_applied == 10);
}

TEST_CASE("pickRandom redraws ending the turn two times in three", "[ai][random]") {
    std::vector<LegalAction> legal{{EndTurn{}, {}}, {Wait{0}, {}}};
    Rng rng(11);
    int ends = 0;
    for (int i = 0; i < 3000; ++i) ends += std::holds_alternative<EndTurn>(legal[ai::pickRandom(legal, rng)].action);
    // P(end) = 1/2 · (1/3 + 2/3 · 1/2 · (1/3 + 2/3 · 1/2)) = 5/18 ≈ 0.278: about 833 of 3000
    CHECK(ends > 700);
    CHECK(ends < 970);
}
