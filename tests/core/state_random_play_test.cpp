// The random-play invariant suite (STYLE.md, OpenSpiel's generic test): seeded games of random
// legal actions played to the end, checking the state's invariants after every action.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/fixture.h"
#include "support/random_action.h"

using namespace cata;
using cata::testing::randomAction;

using fixture::arena;

namespace {

void checkInvariants(const GameState& s) {
    const GameState copy = s;
    REQUIRE(copy == s);
    std::set<Pos> squares;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        const CharacterState& c = s.character(i);
        INFO("character " << c.id);
        const bool numbers_ok = c.hp <= s.maxHp(i) && c.ap >= 0 && c.waiting >= 0;
        REQUIRE(numbers_ok);
        if (c.presence == Presence::OnBoard || c.presence == Presence::Down) {
            const bool square_ok = squares.insert(c.pos).second && s.board().isWalkable(c.pos);
            REQUIRE(square_ok);
        }
    }
    const auto legal = s.legalActions();
    if (s.isOver()) {
        REQUIRE(legal.empty());
        REQUIRE_FALSE(s.toMove().has_value());
        return;
    }
    REQUIRE_FALSE(legal.empty());
    bool sorted_unique = true;
    for (std::size_t i = 1; i < legal.size(); ++i) sorted_unique = sorted_unique && legal[i - 1].action < legal[i].action;
    REQUIRE(sorted_unique);
    // Restored from its data, the state is the same (what a save/load round trip relies on).
    auto restored = GameState::fromData(s.contentPtr(), s.data());
    REQUIRE(restored.has_value());
    REQUIRE(*restored == s);
}

}  // namespace

TEST_CASE("whyIllegal agrees with legalActions on any action", "[R7][smoke]") {
    fixture::Spec spec = arena();
    for (std::uint64_t game = 0; game < 20; ++game) {
        spec.seed = 7 + game;
        spec.options.solo_master = game % 2 == 1;  // R44: SoloRoll and activation in half the games
        GameState s = fixture::make(spec);
        Rng pick(game + 99);
        while (!s.isOver()) {
            const auto legal = s.legalActions();
            for (int k = 0; k < 30; ++k) {
                const Action a = randomAction(pick, s);
                const bool listed = std::any_of(legal.begin(), legal.end(), [&](const LegalAction& l) { return l.action == a; });
                INFO(toString(a) << " " << s.whyIllegal(a).value_or("legal"));
                REQUIRE(listed == !s.whyIllegal(a).has_value());
            }
            s.apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
        }
    }
}

TEST_CASE("The same seed and actions replay the same game", "[smoke]") {
    const fixture::Spec spec = arena();
    for (std::uint64_t game = 0; game < 10; ++game) {
        fixture::Spec g = spec;
        g.seed = 500 + game;
        GameState s = fixture::make(g);
        GameState replay = s;
        Rng pick(game);
        std::vector<Action> actions;
        std::vector<std::string> log;
        while (!s.isOver()) {
            const auto legal = s.legalActions();
            actions.push_back(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
            for (const Event& e : s.apply(actions.back())) log.push_back(toString(e));
        }
        std::vector<std::string> again;
        for (const Action& a : actions)
            for (const Event& e : replay.apply(a)) again.push_back(toString(e));
        CHECK(again == log);
        CHECK(replay == s);
    }
}

TEST_CASE("fromData rejects data that does not fit the content", "[smoke]") {
    GameState s = fixture::make(arena());
    GameStateData d = s.data();
    d.characters[0].duel_with = 99;
    d.items[0].holder = -5;
    std::vector<std::string> errors;
    CHECK_FALSE(GameState::fromData(s.contentPtr(), d, &errors).has_value());
    CHECK(errors.size() == 2);
}

TEST_CASE("Random play keeps every invariant and ends within the turn limit", "[R7][R52][smoke]") {
    const fixture::Spec spec = arena();
    int heroes_won = 0, master_won = 0;
    std::set<std::string> rules_seen;
    constexpr std::uint64_t kGames = 200;
    for (std::uint64_t game = 0; game < kGames; ++game) {
        fixture::Spec g = spec;
        g.seed = 1000 + game;
        GameState s = fixture::make(g);
        Rng pick(game);
        int steps = 0;
        checkInvariants(s);
        while (!s.isOver()) {
            const auto legal = s.legalActions();
            // Favour real actions over ending the turn so games go somewhere.
            std::size_t i = pick.uniform(static_cast<std::uint32_t>(legal.size()));
            if (std::holds_alternative<EndTurn>(legal[i].action) && pick.uniform(4) != 0)
                i = pick.uniform(static_cast<std::uint32_t>(legal.size()));
            // The crush step (R13) is offered for one action only: take it half the time, so
            // that it comes up whatever the dice.
            for (std::size_t k = 0; k < legal.size(); ++k)
                if (std::holds_alternative<Crush>(legal[k].action) && pick.uniform(2) == 0) i = k;
            INFO("game " << game << " step " << steps << " action " << toString(legal[i].action) << "\n" << s.toString());
            for (const Event& e : s.apply(legal[i].action)) rules_seen.insert(eventRule(e));
            checkInvariants(s);
            REQUIRE(s.turn() <= s.turnLimit());
            REQUIRE(++steps < 20000);
        }
        (s.result()->winner == Side::Heroes ? heroes_won : master_won) += 1;
    }
    CHECK(heroes_won + master_won == static_cast<int>(kGames));
    CHECK(heroes_won > 0);
    CHECK(master_won > 0);
    for (const char* r :
         {"R9", "R11", "R12", "R13", "R15", "R16", "R19", "R24", "R25", "R26", "R40", "R41", "R42", "R48"}) {
        INFO("rule " << r);
        CHECK(rules_seen.count(r) == 1);
    }
}
