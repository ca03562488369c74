// The search (include/cata/ai/search.h) stopped by its flag (Policy::stopWhen, the client's
// AiDriver::cancel()) and playing the heroes (ai::searchHeroes): determinism, never an illegal
// action, every pending decision answered, and a kill within reach found at Veteran budget.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cata/ai/match.h"
#include "cata/ai/search.h"
#include "cata/ai/setup.h"
#include "cata/ai/sim.h"
#include "cata/content/players.h"
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

TEST_CASE("Search heroes: the same seed and budget give the same decisions", "[search]") {
    std::vector<std::vector<std::string>> runs;
    for (int run = 0; run < 2; ++run) {
        auto s = heroesSearchGame("the_lost_treasure", 5);
        REQUIRE(s);
        auto heroes = ai::searchHeroes(13, ai::Strength::Veteran);
        auto master = ai::rulebookMaster(5);
        std::vector<std::string> lines;
        ai::playOut(*s, *heroes, *master, 150,
                    [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                        if (before.toMove() == Side::Heroes)
                            lines.push_back(toString(c.action) + " | " + c.explanation);
                    });
        runs.push_back(lines);
    }
    REQUIRE(runs[0].size() > 10);
    CHECK(runs[0] == runs[1]);
}

TEST_CASE("Search heroes: never an illegal action, every pending decision answered, on every shipped quest",
          "[search]") {
    int decisions = 0, answered = 0, ended = 0;
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        INFO(q.id);
        auto s = heroesSearchGame(q.id, 1);
        REQUIRE(s);
        ai::SearchBudget small;
        small.per_character = 2;
        small.simulations = 4;
        small.rollout = true;
        small.rollout_actions = 15;
        auto search = ai::searchHeroes(1, small);
        auto master = ai::randomPolicy(7);  // positions of every kind
        struct Checked final : ai::Policy {
            ai::Policy* inner = nullptr;
            int* decisions = nullptr;
            int* answered = nullptr;
            std::string_view name() const override { return "checked"; }
            ai::Choice choose(const GameState& st) override {
                REQUIRE(st.toMove() == Side::Heroes);
                const bool pending = st.pending().has_value();
                ai::Choice c = inner->choose(st);
                const std::vector<Action> legal = st.legalList();
                REQUIRE(std::find(legal.begin(), legal.end(), c.action) != legal.end());
                REQUIRE_FALSE(c.explanation.empty());
                REQUIRE(ai::lastSearchPercent(*inner));
                ++*decisions;
                if (pending) ++*answered;
                return c;
            }
        } checked;
        checked.inner = search.get();
        checked.decisions = &decisions;
        checked.answered = &answered;
        const ai::MatchOutcome out = ai::playOut(*s, checked, *master, 3000);
        if (out.result) ++ended;
    }
    CHECK(decisions > 100);
    CHECK(answered > 0);  // R27 destiny, R12 blocks... asked of the heroes and answered
    CHECK(ended > 0);
}

TEST_CASE("Search heroes: a kill within reach is taken (Veteran budget)", "[search]") {
    // A stands between m (1 HP left) and n (full HP) with 1 AP: bringing m down is the clear best.
    fixture::Spec spec = fixture::basicSpec({
        "#######",
        "#.....#",
        "#.mAn.#",
        "#.....#",
        "#######",
    });
    GameState s = fixture::make(spec);
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(who(s, 'm'))].hp = 1;
        d.characters[static_cast<std::size_t>(who(s, 'A'))].ap = 1;  // one blow this turn
    });
    REQUIRE(s.toMove() == Side::Heroes);
    auto heroes = ai::searchHeroes(5, ai::Strength::Veteran);
    const ai::Choice c = heroes->choose(s);
    INFO(c.explanation);
    const bool on_m = c.action == Action{Melee{who(s, 'A'), who(s, 'm')}} ||
                      c.action == Action{PowerfulAttack{who(s, 'A'), who(s, 'm')}};
    CHECK(on_m);
    CHECK(c.why.key == ai::ExplainKey::SearchLine);
    REQUIRE_FALSE(c.characters.empty());
    CHECK(c.characters[0] == who(s, 'A'));
    const auto percent = ai::lastSearchPercent(*heroes);
    REQUIRE(percent);
    CHECK(*percent > 0.0);
    CHECK(*percent <= 100.0);
    CHECK_FALSE(ai::lastSearchPercent(*ai::heroesAi(1)));
}

TEST_CASE("Search heroes: players' keys, policyFor and sim --heroes search:veteran", "[search]") {
    using content::Player;
    CHECK(content::playerKey(Player::HeroesVeteran) == "search:veteran");
    CHECK(content::playerFromKey("search:nightmare") == Player::HeroesNightmare);
    CHECK(content::isSearchHeroes(Player::HeroesVeteran));
    CHECK_FALSE(content::isSearchHeroes(Player::Veteran));
    auto p = ai::policyFor(Player::HeroesNightmare, 1);
    REQUIRE(p);
    CHECK(p->name() == "search");
    ai::SimOptions o;
    o.quest_id = "escape";
    o.games = 2;
    o.players.heroes = Player::HeroesVeteran;
    o.players.master = Player::Rulebook;
    const ai::SimReport r = ai::simulate(cata::test::shippedDocs(), o);
    CHECK(r.heroes == "search:veteran");
    CHECK(r.games == 2);
    CHECK(r.heroes_wins.successes + r.master_wins + r.capped == 2);
}

TEST_CASE("Search heroes: trace of one game (run by hand: CATA_TRACE_QUEST, CATA_TRACE_SEED)", "[.heroestrace]") {
    const char* quest = std::getenv("CATA_TRACE_QUEST");
    const char* seed_text = std::getenv("CATA_TRACE_SEED");
    const std::uint64_t seed = seed_text ? std::strtoull(seed_text, nullptr, 10) : 1;
    ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest ? quest : "robbery", seed, true);
    REQUIRE(g.error.empty());
    auto s = ai::startGame(g);
    REQUIRE(s);
    auto heroes = ai::searchHeroes(seed, ai::Strength::Veteran);
    auto master = ai::rulebookMaster(seed);
    const ai::MatchOutcome out = ai::playOut(
        *s, *heroes, *master, 100000, [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
            if (before.toMove() == Side::Heroes)
                std::printf("T%d H %s | %s\n", before.turn(), toString(c.action).c_str(), c.explanation.c_str());
        });
    std::printf("%s wins (%s), turn %d\n", sideKey(out.result->winner).data(), out.result->reason.c_str(), out.turns);
}
