// The search Master (include/cata/ai/search.h): deterministic for a seed and a budget,
// never an illegal action and every pending decision answered on every shipped quest, and
// tactical positions on ASCII boards where one action is clearly best, found at Veteran budget.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "cata/ai/match.h"
#include "cata/ai/search.h"
#include "cata/ai/setup.h"
#include "cata/ai/sim.h"
#include "cata/content/players.h"
#include "cata/content/save_file.h"
#include "core/fixture.h"
#include "support/shipped.h"

using namespace cata;
using fixture::who;

namespace {

/// A shipped quest set up for the search Master: R44's deployment, the solo rules off (he plays
/// as a player would).
std::optional<GameState> searchGame(const std::string& quest, std::uint64_t seed) {
    ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest, seed, true);
    if (!g.error.empty()) return std::nullopt;
    g.record.options.solo_master = false;
    return ai::startGame(g);
}

/// A budget small enough for whole games in a test.
ai::SearchBudget tinyBudget(bool rollout) {
    ai::SearchBudget b;
    b.per_character = 2;
    b.simulations = 6;
    b.rollout = rollout;
    b.rollout_actions = 20;
    return b;
}

/// The Master's turn on a fixture: the heroes end theirs.
GameState masterToMove(fixture::Spec spec) {
    GameState s = fixture::make(spec);
    s.apply(EndTurn{});
    REQUIRE(s.toMove() == Side::Master);
    return s;
}

bool searchTextHas(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// A jump from `from` to `to` passes over lava (a miss lands on one of the squares between, R43).
bool overLava(const GameState& s, Pos from, Pos to) {
    const int n = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
    for (int k = 1; k < n; ++k) {
        const Pos q{from.x + (to.x - from.x) * k / n, from.y + (to.y - from.y) * k / n};
        if (s.board().tile(q) == TileKind::Lava) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("Search Master: the same seed and budget give the same decisions", "[search]") {
    for (const char* quest : {"liberation", "the_lost_treasure"}) {
        INFO(quest);
        std::vector<std::vector<std::string>> runs;
        for (int run = 0; run < 2; ++run) {
            auto s = searchGame(quest, 3);
            REQUIRE(s);
            auto heroes = ai::heroesAi(3);
            auto master = ai::searchMaster(11, ai::budgetOf(ai::Strength::Veteran));
            std::vector<std::string> lines;
            ai::playOut(*s, *heroes, *master, 400,
                        [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                            if (before.toMove() == Side::Master)
                                lines.push_back(toString(c.action) + " | " + c.explanation);
                        });
            runs.push_back(lines);
        }
        REQUIRE(runs[0].size() > 10);
        CHECK(runs[0] == runs[1]);
    }
}

TEST_CASE("Search Master: never an illegal action, every pending decision answered, on every shipped quest",
          "[search]") {
    REQUIRE(cata::test::shippedDocs().report().ok());
    std::map<std::string, int> kinds;  // the kinds of actions the search took, over all games
    int decisions = 0, answered = 0;
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        for (std::uint64_t seed : {1u, 2u}) {
            INFO(q.id << " seed " << seed);
            auto s = searchGame(q.id, seed);
            REQUIRE(s);
            // Random heroes make positions of every kind; the search plays the Master with a
            // small budget, with and without rollouts.
            auto heroes = ai::randomPolicy(seed + 100);
            auto master = ai::searchMaster(seed, tinyBudget(seed == 2));
            int master_actions = 0;
            ai::Policy* m = master.get();
            struct Checked final : ai::Policy {
                ai::Policy* inner = nullptr;
                int* decisions = nullptr;
                int* answered = nullptr;
                std::map<std::string, int>* kinds = nullptr;
                std::string_view name() const override { return "checked"; }
                ai::Choice choose(const GameState& st) override {
                    const bool pending = st.pending().has_value();
                    ai::Choice c = inner->choose(st);
                    const std::vector<Action> legal = st.legalList();
                    REQUIRE(std::find(legal.begin(), legal.end(), c.action) != legal.end());
                    REQUIRE_FALSE(std::holds_alternative<SoloRoll>(c.action));
                    REQUIRE_FALSE(c.explanation.empty());
                    ++*decisions;
                    if (pending) ++*answered;
                    ++(*kinds)[std::string(actionType(c.action))];
                    return c;
                }
            } checked;
            checked.inner = m;
            checked.decisions = &decisions;
            checked.answered = &answered;
            checked.kinds = &kinds;
            const ai::MatchOutcome out =
                ai::playOut(*s, *heroes, checked, 20000,
                            [&](const GameState& before, const ai::Choice&, const auto&, const GameState&) {
                                if (before.toMove() == Side::Master) ++master_actions;
                            });
            REQUIRE(out.result);  // the game ended (the search always ends its turns)
            CHECK(out.turns <= s->turnLimit());
            CHECK(master_actions > 0);
        }
    }
    CHECK(decisions > 100);
    CHECK(answered > 0);  // R12 blocks and R27 destiny came up and were answered
    CHECK(kinds["melee"] + kinds["powerful_attack"] > 0);
    CHECK(kinds["end_turn"] > 0);
}

TEST_CASE("Search Master: a kill within reach is taken (Veteran budget)", "[search]") {
    // m stands between A (1 HP left) and B (full HP) with 1 AP: bringing A down is the clear best.
    fixture::Spec spec = fixture::basicSpec({
        "#######",
        "#.....#",
        "#.AmB.#",
        "#.....#",
        "#######",
    });
    GameState s = masterToMove(spec);
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(who(s, 'A'))].hp = 1;
        d.characters[static_cast<std::size_t>(who(s, 'm'))].ap = 1;  // one blow this turn
    });
    auto master = ai::searchMaster(5, ai::Strength::Veteran);
    const ai::Choice c = master->choose(s);
    INFO(c.explanation);
    const bool on_a = c.action == Action{Melee{who(s, 'm'), who(s, 'A')}} ||
                      c.action == Action{PowerfulAttack{who(s, 'm'), who(s, 'A')}};
    CHECK(on_a);
    // The line: who does what, its value, and the best alternative it rejected.
    CHECK(c.why.key == ai::ExplainKey::SearchLine);
    const bool worded = searchTextHas(c.explanation, "troop attacks hero — value ") ||
                        searchTextHas(c.explanation, "troop makes a powerful attack on hero — value ");
    CHECK(worded);
    CHECK(searchTextHas(c.explanation, "; rather than: "));
    REQUIRE(c.characters.size() == 2);
    CHECK(c.characters[0] == who(s, 'm'));
    CHECK(c.characters[1] == who(s, 'A'));
    CHECK(c.squares == std::vector<Pos>{s.character(who(s, 'A')).pos});
}

TEST_CASE("Search Master: the wounded hero is finished before the mage beside him heals him (Veteran budget)",
          "[search]") {
    // B, a mage who heals, stands beside A (3 HP of 10); m, with 1 AP, can strike either.
    fixture::Spec spec = fixture::basicSpec({
        "#######",
        "#..B..#",
        "#..mA.#",
        "#.....#",
        "#######",
    });
    spec.cards.push_back(fixture::mageCard());
    spec.spells = {fixture::healSpell(), fixture::boltSpell()};
    spec.letters['B'] = "mage";
    GameState s = masterToMove(spec);
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(who(s, 'A'))].hp = 3;
        d.characters[static_cast<std::size_t>(who(s, 'm'))].ap = 1;  // one blow this turn
    });
    auto master = ai::searchMaster(5, ai::Strength::Veteran);
    const ai::Choice c = master->choose(s);
    INFO(c.explanation);
    const bool on_a = c.action == Action{Melee{who(s, 'm'), who(s, 'A')}} ||
                      c.action == Action{PowerfulAttack{who(s, 'm'), who(s, 'A')}};
    CHECK(on_a);
}

TEST_CASE("Search Master: a door is closed on the hero who runs for the exit behind it (Veteran budget)", "[search]") {
    // A runs for the exit E behind the open door; m, beside the door on the exit's side, has
    // 1 AP left: closing the door costs A an AP more on his last turns (R40, R52).
    fixture::Spec spec = fixture::basicSpec({
        "#########",
        "#.......#",
        "#.A.....#",
        "#####'###",
        "#....m..#",
        "#E......#",
        "#########",
    });
    spec.quest_tweak = [](QuestDef& q) {
        q.turn_limit = 2;
        Condition out;
        out.type = ConditionType::AllHeroesOut;
        out.squares = {{1, 5}};
        q.victory.push_back(out);
    };
    GameState s = masterToMove(spec);
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'm'))].ap = 1; });
    int door = -1;
    for (int o = 0; o < static_cast<int>(s.content().quest.objects.size()); ++o)
        if (s.content().quest.objects[static_cast<std::size_t>(o)].at == Pos{5, 3}) door = o;
    REQUIRE(door >= 0);
    REQUIRE(fixture::legal(s, CloseDoor{who(s, 'm'), door}));
    auto master = ai::searchMaster(5, ai::Strength::Veteran);
    const ai::Choice c = master->choose(s);
    INFO(c.explanation);
    CHECK(c.action == Action{CloseDoor{who(s, 'm'), door}});
    CHECK(searchTextHas(c.explanation, "troop closes a door — value "));
}

TEST_CASE("Search Master: the evaluation's pressure counts the way round a wall or a lava river, not the crow's flight",
          "[search][R49]") {
    // A is two squares from m as the crow flies, through the wall (or over the lava, R49), and
    // fourteen steps away by the gap at (7, 2). m nearer the gap is nearer A: the evaluation
    // must say so (until 2026-11-30 it measured the crow's flight, and the lost treasure's troops
    // stood on the lava's south bank facing heroes who had gone the long way round).
    for (const char divider : {'#', '~'}) {
        INFO("divider " << divider);
        const std::string wall = "#" + std::string(6, divider) + "." + std::string(1, divider) + "#";
        GameState s = masterToMove(fixture::basicSpec({
            "##########",
            "#A.......#",
            wall,
            "#m.......#",
            "##########",
        }));
        const int m = who(s, 'm');
        GameState round = s;
        fixture::edit(round, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].pos = {7, 3}; });
        CHECK(distance(s.character(m).pos, s.character(who(s, 'A')).pos) <
              distance(round.character(m).pos, round.character(who(s, 'A')).pos));
        CHECK(ai::searchEvaluate(round) > ai::searchEvaluate(s));
    }
}

TEST_CASE("Search Master: a troop behind a wall walks the way round to the hero (Veteran and Nightmare)", "[search]") {
    // m's first step: toward the gap at (7, 2), the way to A (fourteen steps), not west or north
    // toward A as the crow flies (a step that brings him no nearer), nor ending the turn.
    GameState s = masterToMove(fixture::basicSpec({
        "##########",
        "#A.......#",
        "#######.##",
        "#m.......#",
        "##########",
    }));
    const int m = who(s, 'm');
    for (ai::Strength strength : {ai::Strength::Veteran, ai::Strength::Nightmare})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const ai::Choice c = ai::searchMaster(seed, strength)->choose(s);
            INFO(ai::strengthKey(strength) << " seed " << seed << ": " << c.explanation);
            REQUIRE(isMove(c.action));
            CHECK(actionActor(c.action) == m);
            Pos to{-1, -1};
            if (const auto* w = std::get_if<Walk>(&c.action)) to = w->to;
            if (const auto* r = std::get_if<Run>(&c.action)) to = r->to;
            CHECK(to.x > s.character(m).pos.x);
        }
}

TEST_CASE("Search Master: strengths by name, saves' player keys and the simulator", "[search]") {
    CHECK(ai::strengthKey(ai::Strength::Veteran) == "veteran");
    CHECK(ai::strengthKey(ai::Strength::Nightmare) == "nightmare");
    CHECK(ai::strengthFromKey("nightmare") == ai::Strength::Nightmare);
    CHECK_FALSE(ai::strengthFromKey("rulebook"));
    CHECK(ai::strengthStringKey(ai::Strength::Veteran) == "ai.strength.veteran");
    CHECK(content::playerFromKey("veteran") == content::Player::Veteran);
    CHECK(content::playerFromKey("nightmare") == content::Player::Nightmare);
    CHECK(content::playerKey(content::Player::Nightmare) == "nightmare");
    CHECK(content::playerFromKey("rulebook") == content::Player::Rulebook);  // older saves read as before
    CHECK(content::isSearchMaster(content::Player::Veteran));
    CHECK_FALSE(content::isSearchMaster(content::Player::Rulebook));
    auto p = ai::policyFor(content::Player::Veteran, 1);
    REQUIRE(p);
    CHECK(p->name() == "search");

    ai::SimOptions o;
    o.quest_id = "the_lost_treasure";
    o.games = 2;
    o.players.master = content::Player::Veteran;
    const ai::SimReport r = ai::simulate(cata::test::shippedDocs(), o);
    CHECK(r.master == "veteran");
    CHECK(r.games == 2);
    CHECK(r.capped == 0);
    CHECK(r.heroes_wins.successes + r.master_wins == 2);
}

TEST_CASE("Search Master: a save of a game against him records his strength, and goes on with the same choices",
          "[search]") {
    ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), "liberation", 4, true);
    REQUIRE(g.error.empty());
    g.record.options.solo_master = false;
    g.record.players = {content::Player::HeroesAi, content::Player::Nightmare};
    auto s = ai::startGame(g);
    REQUIRE(s);
    s->apply(EndTurn{});  // the Master's first turn
    REQUIRE(s->toMove() == Side::Master);
    const ai::SearchBudget budget = tinyBudget(true);
    auto master = ai::searchMaster(9, budget);
    s->apply(master->choose(*s).action);
    const nlohmann::json saved = content::saveToJson(g.record, *s, {});
    CHECK(saved.at("players").at("master") == "nightmare");
    std::string error;
    const auto loaded = content::parseSave(saved.dump(), "search.json", &error);
    REQUIRE(loaded);
    CHECK(loaded->record.players.master == content::Player::Nightmare);
    REQUIRE(loaded->state);
    // A new search Master on the loaded state chooses what the first one would (a function of
    // the seed and the state).
    auto again = ai::searchMaster(9, budget);
    CHECK(toString(again->choose(*loaded->state).action) == toString(master->choose(*s).action));
}

TEST_CASE("Search Master: a won game scores the most, a lost one the least", "[search]") {
    GameState s = fixture::basic({
        "#####",
        "#AmB#",
        "#####",
    });
    const double even = ai::searchEvaluate(s);
    CHECK(even < ai::kSearchWin);
    CHECK(even > -ai::kSearchWin);
    GameState hurt = s;
    fixture::edit(hurt, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(who(s, 'A'))].hp = 2; });
    CHECK(ai::searchEvaluate(hurt) > even);  // the heroes' wounds are good for the Master
    CHECK(ai::searchValuePercent(ai::kSearchWin) == 100.0);
    CHECK(ai::searchValuePercent(-ai::kSearchWin) == 0.0);
    CHECK(ai::searchValuePercent(0) == Approx(50.0));
}

TEST_CASE("Search Master: trace of one game (run by hand: CATA_TRACE_QUEST, CATA_TRACE_SEED, CATA_TRACE_STRENGTH)",
          "[.searchtrace]") {
    const char* quest = std::getenv("CATA_TRACE_QUEST");
    const char* seed_text = std::getenv("CATA_TRACE_SEED");
    const char* strength = std::getenv("CATA_TRACE_STRENGTH");
    const std::uint64_t seed = seed_text ? std::strtoull(seed_text, nullptr, 10) : 1;
    auto s = searchGame(quest ? quest : "the_lost_treasure", seed);
    REQUIRE(s);
    auto heroes = ai::heroesAi(seed);
    auto master =
        ai::searchMaster(seed, ai::strengthFromKey(strength ? strength : "veteran").value_or(ai::Strength::Veteran));
    const ai::MatchOutcome out = ai::playOut(
        *s, *heroes, *master, 100000, [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
            std::printf("T%d %s %s\n", before.turn(), before.toMove() == Side::Master ? "M" : "H",
                        c.explanation.c_str());
        });
    std::printf("%s wins (%s), turn %d\n", sideKey(out.result->winner).data(), out.result->reason.c_str(), out.turns);
}

TEST_CASE(
    "Search Master: no leap over lava that kills on most misses when walking round reaches (Veteran and "
    "Nightmare)",
    "[search][chance]") {
    // m can leap the lava strip toward A: over its three squares (R43 difficulty 8: 6 % to land),
    // or one square further (difficulty 16: no chance to land, but a miss falls on one of the four
    // squares leapt over, and one in four is the floor beyond the lava, R43); any other miss
    // falls in the lava and kills (R49). Walking round by the rows below is safe. A few samples'
    // dice could make either leap look good; each outcome weighed by its exact chance (the core's
    // odds: there, short of it, dead) makes neither worth it, for any seed at either strength.
    fixture::Spec spec = fixture::basicSpec({
        "##############",
        "#...m~~~...A.#",
        "#....~~~.....#",
        "#....~~~.....#",
        "#....~~~.....#",
        "#....~~~.....#",
        "#............#",
        "##############",
    });
    fixture::cardOf(spec, "troop").characteristics[Characteristic::Agility] = 4;  // the giant spider's
    fixture::cardOf(spec, "troop").shot_damage = 0;                               // and no shot
    GameState s = masterToMove(spec);
    const int m = who(s, 'm');
    for (const Pos to : {Pos{8, 1}, Pos{9, 1}}) {
        INFO("the leap to " << to.x << "," << to.y);
        REQUIRE(fixture::legal(s, Jump{m, to}));
        const auto odds = s.odds(Jump{m, to});
        REQUIRE(odds);
        CHECK(odds->success < 0.07);
        CHECK(odds->dies > 0.7);  // R43 R49: the core's chance of a fatal fall
    }
    CHECK(s.odds(Jump{m, {8, 1}})->dies == Approx(1.0 - s.odds(Jump{m, {8, 1}})->success));  // every miss: lava
    CHECK(s.odds(Jump{m, {4, 5}})->dies == 0.0);  // down the room: floor under every square
    int leaps = 0;
    for (ai::Strength strength : {ai::Strength::Veteran, ai::Strength::Nightmare})
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto master = ai::searchMaster(seed, strength);
            const ai::Choice c = master->choose(s);
            if (const auto* j = std::get_if<Jump>(&c.action); j && overLava(s, s.character(m).pos, j->to)) {
                ++leaps;
                UNSCOPED_INFO("seed " << seed << ": " << c.explanation);
            }
        }
    CHECK(leaps == 0);
}

TEST_CASE("Search Master: max_candidates caps a decision's candidates across characters", "[search]") {
    // end_of_reign's Master has seven characters: 3 + 3 each are far more than 2 candidates.
    auto s = searchGame("end_of_reign", 3);
    REQUIRE(s);
    s->apply(EndTurn{});
    REQUIRE(s->toMove() == Side::Master);
    REQUIRE_FALSE(s->pending());
    ai::SearchBudget b;
    b.per_character = 3;
    b.simulations = 1;  // halving still gives each candidate one sample a round
    b.rollout = false;
    auto uncapped = ai::searchMaster(4, b);
    const ai::Choice free_choice = uncapped->choose(*s);
    b.max_candidates = 2;
    auto capped = ai::searchMaster(4, b);
    const ai::Choice capped_choice = capped->choose(*s);
    // Capped: ending the turn and the 2 best by prior, so 2 rounds of 3 then 2 samples, and at
    // most 8 more a round for each chance move (a jump, block tests) among them.
    CHECK(capped->simulations() <= 5 + 8 * 3);
    // Uncapped: every character's 3 + 3 have one sample in the first round.
    CHECK(uncapped->simulations() > 5 + 8 * 3);
    CHECK(s->isLegal(capped_choice.action));
    CHECK(s->isLegal(free_choice.action));
    // The default budget of the Veteran holds such a cap (3 + 3, at most 10).
    CHECK(ai::budgetOf(ai::Strength::Veteran).max_candidates == 10);
    CHECK(ai::budgetOf(ai::Strength::Nightmare).max_candidates == 0);
}

TEST_CASE(
    "Search Master: budgets' agreement with a large budget on positions of real games (run by hand: "
    "CATA_DIAG_QUEST, CATA_DIAG_GAMES)",
    "[.searchdiag]") {
    const char* quest_env = std::getenv("CATA_DIAG_QUEST");
    const char* games_env = std::getenv("CATA_DIAG_GAMES");
    const std::string quest = quest_env ? quest_env : "the_lost_treasure";
    const int games = games_env ? std::atoi(games_env) : 2;
    // The positions: the Master's decisions (no pending one) of games between the heroes' AI and
    // the Veteran, every third.
    std::vector<GameState> positions;
    for (int g = 1; g <= games; ++g) {
        auto s = searchGame(quest, static_cast<std::uint64_t>(g));
        REQUIRE(s);
        auto heroes = ai::heroesAi(static_cast<std::uint64_t>(g));
        auto master = ai::searchMaster(static_cast<std::uint64_t>(g), ai::Strength::Veteran);
        int k = 0;
        ai::playOut(*s, *heroes, *master, 100000,
                    [&](const GameState& before, const ai::Choice&, const auto&, const GameState&) {
                        if (before.toMove() == Side::Master && !before.pending() &&
                            before.activeSide() == Side::Master && k++ % 3 == 0)
                            positions.push_back(before);
                    });
    }
    auto budget = [](int per, int cap, int sims) {
        ai::SearchBudget b;
        b.per_character = per;
        b.max_candidates = cap;
        b.simulations = sims;
        b.rollout = true;
        return b;
    };
    const ai::SearchBudget ref = budget(5, 0, 2048);
    std::vector<std::string> truth;
    truth.reserve(positions.size());
    for (const GameState& p : positions) truth.push_back(toString(ai::searchMaster(77, ref)->choose(p).action));
    const std::vector<std::pair<std::string, ai::SearchBudget>> budgets{
        {"veteran 3+3 cap10 32", ai::budgetOf(ai::Strength::Veteran)},
        {"nightmare 5+5 nocap 64", ai::budgetOf(ai::Strength::Nightmare)},
        {"3+3 nocap 64", budget(3, 0, 64)},
        {"5+5 cap16 128", budget(5, 16, 128)},
        {"3+3 cap12 128", budget(3, 12, 128)},
        {"5+5 cap10 96", budget(5, 10, 96)},
        {"5+5 cap10 128", budget(5, 10, 128)},
        {"5+5 nocap 256", budget(5, 0, 256)},
    };
    std::printf("%s: %zu positions\n", quest.c_str(), positions.size());
    for (const auto& [name, b] : budgets) {
        int agree = 0, self = 0, n = 0;
        std::uint64_t sims = 0;
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            std::map<std::string, int> votes;
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                auto m = ai::searchMaster(seed, b);
                const std::string a = toString(m->choose(positions[i]).action);
                sims += m->simulations();
                ++votes[a];
                agree += a == truth[i];
                ++n;
            }
            int most = 0;
            for (const auto& [a, v] : votes) most = std::max(most, v);
            self += most;
        }
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / n;
        std::printf(
            "  %-24s agrees with 5+5/2048: %5.1f %%; with itself (modal of 4 seeds): %5.1f %%; %5.1f sims, %5.1f ms a "
            "decision\n",
            name.c_str(), 100.0 * agree / n, 100.0 * self / n, static_cast<double>(sims) / n, ms);
    }
}
