// The quiet legality check on every shipped quest (docs/performance.md): in seeded
// random games set up as the invariant suite does, every action of a superset of the
// candidates gets the same answer from GameState::allowed() (no message built) as from
// whyIllegal(), and legalActions() holds exactly the legal actions of that superset, so the
// fast path of legalActions() (quiet checks, the square index, runs pruned by their first step
// R9, jumps by the first square that cannot be jumped over R43) can never drift from the rules.
#include <catch2/catch.hpp>

#include "invariants/support.h"
#include "support/action_superset.h"

using namespace cata;
using namespace cata::invariants;

TEST_CASE("Quiet check agrees with whyIllegal on every shipped quest", "[legal_fast]") {
    const int games = envInt("CATA_LEGAL_FAST_GAMES", 2);
    const int every = 20;  // states checked: one in `every`
    for (const std::string& quest : shippedQuestIds()) {
        const QuestSetup& setup = questSetup(quest);
        INFO("quest " << quest << " " << setup.error);
        REQUIRE(setup.error.empty());
        for (int game = 0; game < games; ++game) {
            const std::uint64_t seed = 500 + static_cast<std::uint64_t>(game);
            std::string error;
            Game g = newGame(setup, seed, &error, game % 2 == 1);  // R44 solo Master in half the games
            INFO(error);
            REQUIRE(g.state.has_value());
            Rng pick = pickerRng(setup.content->quest.number, seed);
            for (int step = 0; !g.state->isOver() && step < 400; ++step) {
                const std::vector<LegalAction> legal = g.state->legalActions();
                if (step % every == 0) {
                    const std::vector<std::string> problems = cata::testing::legalFastProblems(*g.state);
                    INFO("seed " << seed << " step " << step << "\n" << g.state->toString());
                    std::string all;
                    for (const std::string& p : problems) all += p + "\n";
                    INFO(all);
                    CHECK(problems.empty());
                    if (!problems.empty()) return;
                }
                g.state->apply(legal[pickAction(legal, pick)].action);
            }
        }
    }
}
