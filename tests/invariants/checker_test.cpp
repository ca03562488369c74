// The invariant checker itself (support.h): it passes real steps and notices events that do
// not agree with the state change, so a silent checker cannot hide a broken rule.

#include <catch2/catch.hpp>

#include <algorithm>

#include "invariants/support.h"

using namespace cata;
using namespace cata::invariants;

namespace {

bool mentions(const std::vector<std::string>& problems, const std::string& text) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("The invariant checker passes real steps and catches events that disagree", "[invariants][checker]") {
    const QuestSetup& setup = questSetup("escape");
    REQUIRE(setup.error.empty());
    std::string error;
    Game g = newGame(setup, 7, &error);
    REQUIRE(g.state.has_value());
    Rng probe(3);
    const Checked start = checkState(*g.state, probe);
    CHECK(start.problems.empty());
    CHECK(start.hash == content::stateHash(*g.state));

    const auto walk = std::find_if(start.legal.begin(), start.legal.end(),
                                   [](const LegalAction& l) { return std::holds_alternative<Walk>(l.action); });
    REQUIRE(walk != start.legal.end());
    const GameState before = *g.state;
    const std::vector<Event> events = g.state->apply(walk->action);
    CHECK(checkStep(before, events, *g.state, probe).problems.empty());

    GIVEN("no events for a walk") {
        CHECK(mentions(checkStep(before, {}, *g.state, probe).problems, "the events leave it on"));
    }
    GIVEN("a wound the state does not show") {
        std::vector<Event> more = events;
        const int who = std::get<Walk>(walk->action).actor;
        more.push_back(Wounded{who, -1, std::nullopt, 3, 0, 3, before.character(who).hp - 3, false, "R12"});
        CHECK(mentions(checkStep(before, more, *g.state, probe).problems, "with hp"));
    }
    GIVEN("a game-ended event in a game that goes on") {
        std::vector<Event> more = events;
        more.push_back(GameEnded{Side::Master, "test", "R52"});
        CHECK(mentions(checkStep(before, more, *g.state, probe).problems, "GameEnded"));
    }
    GIVEN("a D6 total that is not the sum of its dice") {
        std::vector<Event> more = events;
        more.push_back(D6Rolled{-1, {2, 3}, 6, "test", "R5"});
        CHECK(mentions(checkStep(before, more, *g.state, probe).problems, "D6"));
    }
}
