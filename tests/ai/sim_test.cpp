// The simulator (`catakombes sim`): statistics, determinism across job counts, the
// counting of casualties and kills from events, the JSON form, and the command line.
#include <catch2/catch.hpp>
#include <sys/wait.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/paths.h"
#include "cata/ai/sim.h"
#include "core/fixture.h"
#include "support/shipped.h"

using namespace cata;
using fixture::who;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

/// Applies `a` to `s` and shows it to `counter`.
std::vector<Event> playInSim(ai::GameCounter& counter, GameState& s, const Action& a) {
    const GameState before = s;
    const std::vector<LegalAction> legal = s.legalActions();
    std::vector<Event> ev = s.apply(a);
    counter.step(before, a, legal, ev, s);
    return ev;
}

// Two heroes against a troop (3 HP) and a leader (melee 10) beside a reinforcement entry.
fixture::Spec skirmish() {
    fixture::Spec spec;
    spec.rows = {"########", "#Am...R#", "#Bk....#", "########"};
    spec.cards = fixture::basicCards();
    spec.cards[1].characteristics[Characteristic::HealthPoints] = 3;
    spec.cards[2].melee_damage = 10;
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'m', "troop"}, {'k', "leader"}};
    return spec;
}

}  // namespace

TEST_CASE("wilson: the 95 % Wilson score interval", "[ai][sim]") {
    const ai::Proportion half = ai::wilson(5, 10);
    CHECK(half.successes == 5);
    CHECK(half.trials == 10);
    CHECK(half.rate == 0.5);
    CHECK(half.low == Approx(0.236593090512564).epsilon(1e-12));
    CHECK(half.high == Approx(0.7634069094874361).epsilon(1e-12));
    const ai::Proportion none = ai::wilson(0, 10);
    CHECK(none.low == 0.0);
    CHECK(none.high == Approx(0.2775327998628892).epsilon(1e-12));
    const ai::Proportion all = ai::wilson(10, 10);
    CHECK(all.low == Approx(0.7224672001371107).epsilon(1e-12));
    CHECK(all.high == Approx(1.0).epsilon(1e-12));
    CHECK(all.high <= 1.0);
    const ai::Proportion third = ai::wilson(1, 3);
    CHECK(third.low == Approx(0.06149194472039615).epsilon(1e-12));
    CHECK(third.high == Approx(0.7923403991979523).epsilon(1e-12));
    const ai::Proportion big = ai::wilson(1000, 2000);
    CHECK(big.low == Approx(0.4781079507511692).epsilon(1e-12));
    CHECK(big.high == Approx(0.5218920492488308).epsilon(1e-12));
    const ai::Proportion empty = ai::wilson(0, 0);
    CHECK(empty.rate == 0.0);
    CHECK(empty.low == 0.0);
    CHECK(empty.high == 1.0);
}

TEST_CASE("gameSeeds: each game its own seeds, from the seed and the game's index only", "[ai][sim]") {
    const ai::GameSeeds a = ai::gameSeeds(1, 0), b = ai::gameSeeds(1, 1), c = ai::gameSeeds(2, 0);
    CHECK(a.game != b.game);
    CHECK(a.game != c.game);
    CHECK(a.heroes != a.master);
    CHECK(a.game != a.heroes);
    CHECK(ai::gameSeeds(1, 1).game == b.game);
}

TEST_CASE("GameCounter: casualties and kills from the events of a scripted game (R24, R25)", "[ai][sim][R24][R25]") {
    GameState s = fixture::make(skirmish());
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm'), k = who(s, 'k');
    ai::GameCounter counter;
    counter.begin(s, {});

    // A kills the troop: a casualty (R24, the leader lives), a kill for the hero card.
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Head});
    auto ev = playInSim(counter, s, Melee{a, m});
    REQUIRE(s.character(m).presence == Presence::Casualty);
    fixture::forceD6(s, {4});  // R24: the troop does not come back
    playInSim(counter, s, EndTurn{});
    // The leader brings B down (R25): a kill for the leader.
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    playInSim(counter, s, Melee{k, b});
    REQUIRE(s.character(b).presence == Presence::Down);
    // A hits the down hero's killer until it dies; the casualty dies with it (R24), no kill.
    playInSim(counter, s, EndTurn{});
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(k)].hp = 1; });
    fixture::forcePower(s, "*I");
    fixture::forceLocation(s, {Location::Chest});
    ev = playInSim(counter, s, Melee{a, k});
    REQUIRE(s.character(k).presence == Presence::Dead);
    REQUIRE(s.character(m).presence == Presence::Dead);

    const ai::GameTally t = counter.end(s, 5);
    CHECK(t.actions == 5);
    CHECK(t.turns == s.turn());
    CHECK(t.card_order == std::vector<std::string>{"hero", "troop", "leader"});
    const ai::CardStats& hero = t.cards.at("hero");
    CHECK(hero.side == Side::Heroes);
    CHECK(hero.fielded == 2);
    CHECK(hero.actions == 2);
    CHECK(hero.kills == 2);
    CHECK(hero.went_down == 1);
    CHECK(hero.died == 0);
    CHECK(hero.wounds_dealt == 3 + 1);  // the troop's 3 HP, the leader's last one
    const ai::CardStats& troop = t.cards.at("troop");
    CHECK(troop.fielded == 1);
    CHECK(troop.actions == 0);
    CHECK(troop.left_board == 1);
    CHECK(troop.died == 1);
    CHECK(troop.kills == 0);
    const ai::CardStats& leader = t.cards.at("leader");
    CHECK(leader.actions == 1);
    CHECK(leader.kills == 1);
    CHECK(leader.died == 1);
    CHECK(leader.left_board == 0);
    CHECK(leader.wounds_dealt == 10);
    CHECK(t.kinds_taken == std::set<std::string>{"melee", "end_turn"});
    CHECK(t.kinds_legal.count("walk") == 1);

    ai::SimOptions o;
    o.quest_id = "fixture";
    o.max_actions = 5;
    const ai::SimReport r = ai::summarize(o, {t});
    CHECK(r.games == 1);
    CHECK(r.capped == 1);
    CHECK(r.heroes_wins.successes == 0);
    REQUIRE(r.endings.size() == 1);
    CHECK(r.endings[0].reason == "stopped after 5 actions");
    CHECK(r.endings[0].winner.empty());
    REQUIRE(r.cards.size() == 3);
    CHECK(r.cards[0] == hero);
    CHECK(r.cards[1] == troop);
    CHECK(r.never_used.cards == std::vector<std::string>{"troop"});
    CHECK(r.never_used.action_kinds.front() == "walk");
    CHECK(std::find(r.never_used.action_kinds.begin(), r.never_used.action_kinds.end(), "melee") ==
          r.never_used.action_kinds.end());
}

TEST_CASE("summarize: win rate, turns and endings in game order", "[ai][sim]") {
    std::vector<ai::GameTally> games(4);
    games[0].result = GameResult{Side::Heroes, "victory condition 1 (x)"};
    games[0].turns = 3;
    games[1].result = GameResult{Side::Master, "all heroes dead or down at the end of the turn"};
    games[1].turns = 8;
    games[2].result = GameResult{Side::Master, "all heroes dead or down at the end of the turn"};
    games[2].turns = 5;
    games[3].turns = 30;  // stopped by the cap
    games[3].actions = 100;
    ai::SimOptions o;
    o.quest_id = "q";
    o.max_actions = 100;
    const ai::SimReport r = ai::summarize(o, games);
    CHECK(r.heroes_wins.successes == 1);
    CHECK(r.heroes_wins.rate == 0.25);
    CHECK(r.master_wins == 2);
    CHECK(r.capped == 1);
    CHECK(r.turns_min == 3);
    CHECK(r.turns_max == 30);
    CHECK(r.turns_median == 6.5);
    CHECK(r.turns_mean == 11.5);
    CHECK(r.actions_mean == 25.0);
    REQUIRE(r.endings.size() == 3);
    CHECK(r.endings[0] == ai::Ending{"all heroes dead or down at the end of the turn", "master", 2});
    CHECK(r.endings[1] == ai::Ending{"stopped after 100 actions", "", 1});
    CHECK(r.endings[2] == ai::Ending{"victory condition 1 (x)", "heroes", 1});
}

TEST_CASE("simulate: the same report for one job or two, and a JSON form", "[ai][sim]") {
    ai::SimOptions o;
    o.quest_id = "the_lost_treasure";
    o.games = 5;
    o.seed = 42;
    int calls = 0, last = 0;
    const ai::SimReport one = ai::simulate(cata::test::shippedDocs(), o, [&](int done, int total) {
        ++calls;
        CHECK(done == last + 1);
        CHECK(total == 5);
        last = done;
    });
    CHECK(calls == 5);
    o.jobs = 2;
    const ai::SimReport two = ai::simulate(cata::test::shippedDocs(), o);
    CHECK(one == two);
    CHECK(one.games == 5);
    CHECK(one.heroes_wins.successes + one.master_wins + one.capped == 5);
    CHECK(one.heroes == "ai");
    CHECK(one.master == "rulebook");
    CHECK(one.turns_min >= 1);
    int ended = 0;
    for (const auto& e : one.endings) ended += e.games;
    CHECK(ended == 5);
    REQUIRE_FALSE(one.cards.empty());
    CHECK(one.cards.front().side == Side::Heroes);
    CHECK(one.cards.back().side == Side::Master);
    o.seed = 43;
    CHECK_FALSE(ai::simulate(cata::test::shippedDocs(), o) == one);

    const nlohmann::json j = ai::toJson(one);
    CHECK(j.at("quest") == "the_lost_treasure");
    CHECK(j.at("games") == 5);
    CHECK(j.at("seed") == 42);
    CHECK(j.at("heroes") == "ai");
    CHECK(j.at("master") == "rulebook");
    CHECK(j.at("heroes_wins").at("wins") == one.heroes_wins.successes);
    CHECK(j.at("heroes_wins").at("ci95").size() == 2);
    CHECK(j.at("heroes_wins").at("ci95")[0].get<double>() == one.heroes_wins.low);
    CHECK(j.at("turns").at("median").get<double>() == one.turns_median);
    CHECK(j.at("endings").size() == one.endings.size());
    CHECK(j.at("cards").size() == one.cards.size());
    CHECK(j.at("cards")[0].at("card") == one.cards[0].card);
    CHECK(j.at("cards")[0].at("side") == "heroes");
    for (const char* key : {"went_down", "left_board", "died", "kills", "wounds_dealt", "fielded", "actions"})
        CHECK(j.at("cards")[0].contains(key));
    for (const char* key : {"cards", "spells", "special_actions", "objects", "items", "action_kinds"})
        CHECK(j.at("never_used").at(key).is_array());

    const std::string text = ai::toText(one);
    CHECK_THAT(text, StartsWith("Quest the_lost_treasure: 5 games, seed 42, heroes ai against Master rulebook\n"));
    CHECK_THAT(text, Contains("Heroes' win rate: "));
    CHECK_THAT(text, Contains("legal action kinds never taken: "));
}

TEST_CASE("simulate: cancelled from the progress callback, it stops at once and throws SimCancelled",
          "[ai][sim][cancel]") {
    // The editor's balance check (docs/editor.md) sets the flag from the window's thread.
    for (int jobs : {1, 2}) {
        std::atomic<bool> cancel{false};
        ai::SimOptions o;
        o.quest_id = "the_lost_treasure";
        o.games = 1000;
        o.jobs = jobs;
        o.cancel = &cancel;
        int calls = 0;
        CHECK_THROWS_AS(ai::simulate(cata::test::shippedDocs(), o,
                                     [&](int, int) {
                                         ++calls;
                                         cancel = true;  // after the first game
                                     }),
                        ai::SimCancelled);
        CHECK(calls >= 1);
        CHECK(calls <= jobs);  // no game starts once it is seen; the others stop in play
        cancel = false;
        o.games = 2;
        CHECK(ai::simulate(cata::test::shippedDocs(), o).games == 2);  // not set: a whole run
    }
}

TEST_CASE("simulate: bad options are refused", "[ai][sim]") {
    ai::SimOptions o;
    o.quest_id = "no_such_quest";
    CHECK_THROWS_WITH(ai::simulate(cata::test::shippedDocs(), o), "no quest \"no_such_quest\"");
    o.quest_id = "the_lost_treasure";
    o.games = 0;
    CHECK_THROWS_WITH(ai::simulate(cata::test::shippedDocs(), o), "the number of games must be at least 1");
}

namespace {

/// The JSON report of slice `k` of `n` of the run `o` (what `sim --shard k/n --json` writes).
ai::ShardFile slice(ai::SimOptions o, int k, int n) {
    o.shard = k;
    o.shards = n;
    const ai::SimGames games = ai::playGames(cata::test::shippedDocs(), o);
    nlohmann::json j = ai::toJson(ai::summarize(o, games.tallies));
    j["shard"] = ai::shardJson(o, games);
    return {"part" + std::to_string(k) + ".json", j.dump(2)};
}

std::string mergeError(const std::vector<ai::ShardFile>& files) {
    std::string error;
    const auto r = ai::mergeShards(files, &error);
    CHECK_FALSE(r);
    return error;
}

}  // namespace

TEST_CASE("simulate: slices of a run (--shard K/N) merge into exactly the whole run's report", "[ai][sim]") {
    ai::SimOptions o;
    o.quest_id = "the_lost_treasure";
    o.games = 10;
    o.seed = 7;
    const ai::SimReport whole = ai::simulate(cata::test::shippedDocs(), o);
    // Three slices of ten games (4, 3, 3: the first slice has games 0, 3, 6, 9), given in any
    // order: the same report, to the byte of its JSON; one slice alone is a run of its games.
    const ai::ShardFile a = slice(o, 1, 3), b = slice(o, 2, 3), c = slice(o, 3, 3);
    CHECK(nlohmann::json::parse(a.text).at("games") == 4);
    CHECK(nlohmann::json::parse(c.text).at("shard").at("games").size() == 3);
    std::string error;
    const auto merged = ai::mergeShards({c, a, b}, &error);
    INFO(error);
    REQUIRE(merged);
    CHECK(*merged == whole);
    CHECK(ai::toJson(*merged).dump(2) == ai::toJson(whole).dump(2));
    // One slice of one: the run itself.
    const auto single = ai::mergeShards({slice(o, 1, 1)}, &error);
    REQUIRE(single);
    CHECK(*single == whole);
    // Jobs do not change a slice.
    ai::SimOptions two_jobs = o;
    two_jobs.jobs = 2;
    CHECK(slice(two_jobs, 2, 3).text == b.text);

    // What is refused, each problem named with its file, all of them at once.
    CHECK(mergeError({a, c}) == "shard 2 of 3 is missing");
    CHECK(mergeError({a, b, b, c}) == "part2.json: shard 2 of 3 again (already in part2.json)");
    ai::SimOptions other = o;
    other.seed = 8;
    CHECK(mergeError({a, slice(other, 2, 3), c}) ==
          "part2.json: a slice of another run (quest the_lost_treasure, heroes ai, Master rulebook, seed 8, 10 games, "
          "action "
          "cap 20000, 3 shards; part1.json: quest the_lost_treasure, heroes ai, Master rulebook, seed 7, 10 games, "
          "action cap "
          "20000, 3 shards)");
    CHECK(mergeError({a, b, ai::ShardFile{"x.json", "{not json"}})
              .starts_with("x.json: [json.exception.parse_error.101]"));
    CHECK(mergeError({ai::ShardFile{"whole.json", ai::toJson(whole).dump()}}) ==
          "whole.json: not the JSON report of a slice (catakombes sim --shard K/N --json FILE)");
    nlohmann::json short_one = nlohmann::json::parse(b.text);
    short_one["shard"]["games"].erase(0);
    CHECK(mergeError({a, ai::ShardFile{"cut.json", short_one.dump()}, c}) ==
          "cut.json: shard 2 of 3 should hold games 1, 4… of 10 (3 games), not 2 games");
    CHECK(mergeError({}) == "no reports to merge");
    o.shard = 4;
    o.shards = 3;
    CHECK_THROWS_WITH(ai::playGames(cata::test::shippedDocs(), o), "no shard 4 of 3: a shard is K/N with 1 <= K <= N");
    o.shard = 1;
    o.shards = 11;
    CHECK_THROWS_WITH(ai::playGames(cata::test::shippedDocs(), o),
                      "11 shards of 10 games: each shard needs a game at least");
}

#ifdef CATAKOMBES_BINARY
namespace {
/// Runs the real binary with `args`; its stdout and stderr and exit code.
std::pair<std::string, int> runBinary(const std::string& args) {
    const std::string command = std::string("CATAKOMBES_DATA='") + cata::test_paths::sourceDir() + "' '" + CATAKOMBES_BINARY + "' " + args + " 2>&1";
    std::FILE* p = popen(command.c_str(), "r");
    REQUIRE(p != nullptr);
    std::string out;
    for (int c = std::fgetc(p); c != EOF; c = std::fgetc(p)) out.push_back(static_cast<char>(c));
    const int status = pclose(p);
    return {out, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}
}  // namespace

TEST_CASE("catakombes sim: four games, the report and its JSON file", "[ai][sim][binary]") {
    const std::string json_path = (std::filesystem::temp_directory_path() / "catakombes_sim_test.json").string();
    std::filesystem::remove(json_path);
    const auto [out, code] = runBinary("sim --quest the_lost_treasure --games 4 --seed 9 --jobs 2 --json '" + json_path + "'");
    CHECK(code == 0);
    CHECK_THAT(out, StartsWith("Quest the_lost_treasure: 4 games, seed 9, heroes ai against Master rulebook\n"));
    CHECK_THAT(out, Contains("Heroes' win rate: "));
    CHECK_THAT(out, Contains("Endings:\n"));
    CHECK_THAT(out, Contains("Never used:\n"));
    CHECK(out.find('\r') == std::string::npos);  // no progress bar when stderr is not a terminal
    std::ifstream f(json_path);
    REQUIRE(f);
    const nlohmann::json j = nlohmann::json::parse(f);
    CHECK(j.at("games") == 4);
    CHECK(j.at("seed") == 9);
    // The same report as the library's, whatever the number of jobs.
    ai::SimOptions o;
    o.quest_id = "the_lost_treasure";
    o.games = 4;
    o.seed = 9;
    CHECK(j == ai::toJson(ai::simulate(cata::test::shippedDocs(), o)));
    CHECK(out == ai::toText(ai::simulate(cata::test::shippedDocs(), o)));
    std::filesystem::remove(json_path);

    const auto [by_number, code2] = runBinary("sim --quest 1 --games 4 --seed 9 --heroes random --master random");
    CHECK(code2 == 0);
    CHECK_THAT(by_number, StartsWith("Quest the_lost_treasure: 4 games, seed 9, heroes random against Master random\n"));
}

TEST_CASE("catakombes sim: a bad --quest says why", "[ai][sim][binary]") {
    const auto [missing, code] = runBinary("sim --quest /no/such/quest.json --games 4");
    CHECK(code == 2);
    CHECK(missing == "sim: --quest: /no/such/quest.json:0:0: /: cannot read file\n");
    const auto [unknown, code2] = runBinary("sim --quest the_lost_treasur --games 4");
    CHECK(code2 == 2);
    CHECK(unknown == "sim: --quest: no quest \"the_lost_treasur\"; did you mean \"the_lost_treasure\"?\n");
    const std::string bad = (std::filesystem::temp_directory_path() / "catakombes_sim_bad_quest.json").string();
    {
        std::ofstream f(bad);
        f << "{\"id\": \"x\",\n \"nope\": 1}\n";
    }
    const auto [broken, code3] = runBinary("sim --quest '" + bad + "'");
    CHECK(code3 == 2);
    CHECK_THAT(broken, StartsWith("sim: --quest: " + bad + ":"));
    std::filesystem::remove(bad);
}

TEST_CASE("catakombes sim --shard K/N and sim-merge: two slices, the whole run's report", "[ai][sim][binary]") {
    const auto dir = std::filesystem::temp_directory_path() / "catakombes_sim_shards";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string run = "sim --quest the_lost_treasure --games 5 --seed 4";
    const auto [whole, code] = runBinary(run + " --json '" + (dir / "whole.json").string() + "'");
    REQUIRE(code == 0);
    const auto [one, code1] = runBinary(run + " --shard 1/2 --json '" + (dir / "1.json").string() + "'");
    CHECK(code1 == 0);
    CHECK_THAT(one, StartsWith("Shard 1 of 2: games 0, 2, … of 5 (sim-merge sums the shards' JSON reports)\n"
                               "Quest the_lost_treasure: 3 games, seed 4"));
    const auto [two, code2] = runBinary(run + " --shard 2/2 --json '" + (dir / "2.json").string() + "'");
    CHECK(code2 == 0);
    const auto [merged, code3] =
        runBinary("sim-merge '" + (dir / "2.json").string() + "' '" + (dir / "1.json").string() + "' --json '" +
                  (dir / "merged.json").string() + "'");
    CHECK(code3 == 0);
    CHECK(merged == whole);
    const auto read = [](const std::filesystem::path& p) {
        std::ifstream f(p);
        std::ostringstream all;
        all << f.rdbuf();
        return all.str();
    };
    CHECK(read(dir / "merged.json") == read(dir / "whole.json"));

    const auto [bad, code4] = runBinary(run + " --shard 3/2");
    CHECK(code4 == 2);
    CHECK(bad == "sim: --shard: expected K/N with 1 <= K <= N (3/8: the third of eight slices), found \"3/2\"\n");
    const auto [wide, code5] = runBinary(run + " --shard 1/6");
    CHECK(code5 == 2);
    CHECK(wide == "sim: --shard: 6 slices of 5 games: each slice needs a game at least\n");
    const auto [missing, code6] = runBinary("sim-merge '" + (dir / "1.json").string() + "'");
    CHECK(code6 == 1);
    CHECK(missing == "sim-merge: shard 2 of 2 is missing\n");
    const auto [unreadable, code7] = runBinary("sim-merge '" + (dir / "none.json").string() + "'");
    CHECK(code7 == 1);
    CHECK(unreadable == "sim-merge: " + (dir / "none.json").string() + ": cannot read it\n");
    std::filesystem::remove_all(dir);
}
#endif
