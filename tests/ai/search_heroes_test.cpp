// The search (include/cata/ai/search.h) stopped by its flag (Policy::stopWhen, the client's
// AiDriver::cancel()) and playing the heroes (ai::searchHeroes): determinism, never an illegal
// action, every pending decision answered, and a kill within reach found at Veteran budget.
#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <vector>

#include "cata/ai/match.h"
#include "cata/ai/search.h"
#include "cata/ai/setup.h"
#include "core/fixture.h"
#include "support/shipped.h"

using namespace cata;
using fixture::who;

namespace {

/// A shipped quest set up for a search on either side: R44's deployment, the solo rules off.
std::optional<GameState> heroesSearchGame(const std::string& quest, std::uint64_t seed) {
    ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest, seed, true);
    if (!g.error.empty()) return std::nullopt;
    g.record.options.solo_master = false;
    return ai::startGame(g);
}

}  // namespace

TEST_CASE("Search: a raised stop flag makes it return after at most one simulation", "[search]") {
    auto s = heroesSearchGame("liberation", 2);
    REQUIRE(s);
    s->apply(EndTurn{});
    REQUIRE(s->toMove() == Side::Master);
    ai::SearchBudget big = ai::budgetOf(ai::Strength::Nightmare);
    big.simulations = 100000;  // hours of work unless the flag stops it
    auto master = ai::searchMaster(3, big);
    std::atomic<bool> stop{true};
    master->stopWhen(&stop);
    const ai::Choice c = master->choose(*s);
    CHECK(master->simulations() <= 1);
    CHECK(s->isLegal(c.action));  // what it has: still one of the core's legal actions
    CHECK_FALSE(c.explanation.empty());
    // The flag down again: the same policy searches (a normal budget's worth).
    auto normal = ai::searchMaster(3, ai::Strength::Veteran);
    normal->stopWhen(&stop);
    stop = false;
    normal->choose(*s);
    CHECK(normal->simulations() > 1);
}
