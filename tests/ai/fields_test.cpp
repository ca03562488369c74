// The AIs' distance fields (src/ai): the one field module (distance_field.h) on drawn boards
// against hand-computed numbers (walls, R10's corners, doors, several sources, squares out of
// reach, steps a cost function forbids, which way a step is priced); the bucket queue pops in
// order of distance; the heroes' field prices doors by R40, and a field taken from the memo is
// the one computed afresh, before and after the board changes; a kept field (FieldCache) answers
// only for the same inputs, and, across the decisions of seeded games on every shipped quest, the
// AIs with their kept fields decide as fresh ones.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "bucket_queue.h"
#include "cata/ai/policy.h"
#include "cata/ai/setup.h"
#include "core/fixture.h"
#include "distance_field.h"
#include "heroes_goal.h"
#include "support/shipped.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

namespace {

constexpr int kFieldOut = 1000;  // the `unreached` value of these tests

/// A field drawn like its board: one digit per square, '-' where no source leads.
std::vector<std::string> drawnField(const Board& b, const std::vector<int>& dist) {
    std::vector<std::string> rows;
    for (int y = 0; y < b.height(); ++y) {
        std::string row;
        for (int x = 0; x < b.width(); ++x) {
            const int d = dist[b.index({x, y})];
            row += d == kFieldOut ? '-' : d < 10 ? static_cast<char>('0' + d) : '+';
        }
        rows.push_back(row);
    }
    return rows;
}

/// Walking only (R9): entering a walkable square costs 1; nothing else is entered.
auto walkingCost(const Board& b) {
    return [&b](Pos, Pos to) { return b.isWalkable(to) ? 1 : ai::kNoStep; };
}

std::vector<int> walkingField(const Board& b, const std::vector<Pos>& sources) {
    return ai::distanceField(b, sources, 1, kFieldOut, walkingCost(b));
}

/// Two corridors joined at both ends and in the middle: the stopped fields' board.
GameState joinedCorridors() {
    return fixture::make(basicSpec({"########",  //
                                    "#......#",  //
                                    "#.##.#.#",  //
                                    "#......#",  //
                                    "########"}));
}

}  // namespace

TEST_CASE("Distance field: a wall is walked around, R10 forbids the diagonals beside it", "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"#######",  //
                                                 "#..#..#",  //
                                                 "#..#..#",  //
                                                 "#.....#",  //
                                                 "#######"}));
    // (2,2)→(3,3) and (3,3)→(4,2) pass the wall's corner (3,2): R10 forbids them.
    const std::vector<std::string> want{"-------",  //
                                        "-01-66-",  //
                                        "-11-55-",  //
                                        "-22345-",  //
                                        "-------"};
    CHECK(drawnField(s.board(), walkingField(s.board(), {{1, 1}})) == want);
}

TEST_CASE("Distance field: a diagonal between two walls is no step, from either end (R10)", "[ai][fields]") {
    const GameState both = fixture::make(basicSpec({"####",  //
                                                    "#.##",  //
                                                    "##.#",  //
                                                    "####"}));
    CHECK(walkingField(both.board(), {{1, 1}})[both.board().index({2, 2})] == kFieldOut);
    CHECK(walkingField(both.board(), {{2, 2}})[both.board().index({1, 1})] == kFieldOut);
    // A wall on one side only is enough (R10: "either of"): the way round takes 2.
    const GameState right = fixture::make(basicSpec({"####",  //
                                                     "#.##",  //
                                                     "#..#",  //
                                                     "####"}));
    CHECK(walkingField(right.board(), {{1, 1}})[right.board().index({2, 2})] == 2);
    CHECK(walkingField(right.board(), {{2, 2}})[right.board().index({1, 1})] == 2);
    const GameState below = fixture::make(basicSpec({"####",  //
                                                     "#..#",  //
                                                     "##.#",  //
                                                     "####"}));
    CHECK(walkingField(below.board(), {{1, 1}})[below.board().index({2, 2})] == 2);
    CHECK(walkingField(below.board(), {{2, 2}})[below.board().index({1, 1})] == 2);
    // No wall beside it: the diagonal is one step.
    const GameState open = fixture::make(basicSpec({"####",  //
                                                    "#..#",  //
                                                    "#..#",  //
                                                    "####"}));
    CHECK(walkingField(open.board(), {{1, 1}})[open.board().index({2, 2})] == 1);
}

TEST_CASE(
    "Distance field: a closed door is entered only if the cost function prices it, and stays an obstacle for "
    "R10",
    "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"######",  //
                                                 "#.+..#",  //
                                                 "#....#",  //
                                                 "######"}));
    const Board& b = s.board();
    // Walking only: the door is no step, the squares beyond it are reached from below; R10
    // forbids (1,1)→(2,2) and (2,2)→(3,1), which pass the door's corner.
    const std::vector<std::string> want{"------",  //
                                        "-0-44-",  //
                                        "-1234-",  //
                                        "------"};
    CHECK(drawnField(b, walkingField(b, {{1, 1}})) == want);
    // A door priced 2 (R40: open it, step in). (1,1)→(2,2) still passes the door's corner: R10
    // forbids it, so (2,2) costs 2; from the door, (2,1)→(3,2) passes two floors: allowed.
    const auto doors = [&](Pos, Pos to) {
        if (b.tile(to) == TileKind::DoorClosed) return 2;
        return b.isWalkable(to) ? 1 : ai::kNoStep;
    };
    const std::vector<std::string> priced{"------",  //
                                          "-0234-",  //
                                          "-1234-",  //
                                          "------"};
    CHECK(drawnField(b, ai::distanceField(b, {{1, 1}}, 2, kFieldOut, doors)) == priced);
}

TEST_CASE("Distance field: several sources, each square to the nearest, and outside or repeated sources change nothing",
          "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"#########",  //
                                                 "#.......#",  //
                                                 "#########"}));
    const Board& b = s.board();
    const std::vector<int> two = walkingField(b, {{1, 1}, {6, 1}});
    CHECK(drawnField(b, two)[1] == "-0122101-");
    CHECK(walkingField(b, {{6, 1}, {-1, 0}, {1, 1}, {6, 1}, {9, 1}}) == two);
    CHECK(drawnField(b, walkingField(b, {}))[1] == "---------");  // no source: nothing reached
}

TEST_CASE("Distance field: a square no step leads to keeps the caller's unreached value", "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"######",  //
                                                 "#.#..#",  //
                                                 "######"}));
    const std::vector<int> f = walkingField(s.board(), {{1, 1}});
    CHECK(f[s.board().index({3, 1})] == kFieldOut);
    CHECK(f[s.board().index({4, 1})] == kFieldOut);
    const auto other = ai::distanceField(s.board(), {{1, 1}}, 1, 12345,
                                         [&](Pos, Pos to) { return s.board().isWalkable(to) ? 1 : ai::kNoStep; });
    CHECK(other[s.board().index({3, 1})] == 12345);
    CHECK(other[s.board().index({0, 0})] == 12345);  // a wall
}

TEST_CASE("Distance field: a square the cost function blocks is not entered, but is no obstacle for R10",
          "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"#####",  //
                                                 "#...#",  //
                                                 "#...#",  //
                                                 "#####"}));
    const Board& b = s.board();
    const Pos blocked{2, 1};  // say, an opponent stands there: characters are not obstacles (R10)
    const auto f = ai::distanceField(b, {{1, 1}}, 1, kFieldOut,
                                     [&](Pos, Pos to) { return to == blocked || !b.isWalkable(to) ? ai::kNoStep : 1; });
    // (2,2)→(3,1) passes beside the blocked square: allowed, so (3,1) costs 2.
    const std::vector<std::string> want{"-----",  //
                                        "-0-2-",  //
                                        "-112-",  //
                                        "-----"};
    CHECK(drawnField(b, f) == want);
}

TEST_CASE("Distance field: a step is priced by entering `to` (cost from the source) or `from` (cost to reach it)",
          "[ai][fields]") {
    const GameState s = fixture::make(basicSpec({"######",  //
                                                 "#.^..#",  //
                                                 "######"}));
    const Board& b = s.board();
    const auto enter = [&](Pos p) { return b.tile(p) == TileKind::Trap ? 5 : b.isWalkable(p) ? 1 : ai::kNoStep; };
    // From the source at (1,1): the trap costs 5 to enter, the squares after it 1 more each.
    const auto from_source = ai::distanceField(b, {{1, 1}}, 5, kFieldOut, [&](Pos, Pos to) { return enter(to); });
    CHECK(from_source[b.index({2, 1})] == 5);
    CHECK(from_source[b.index({3, 1})] == 6);
    CHECK(from_source[b.index({4, 1})] == 7);
    // To the source at (1,1): from the trap, only (1,1) is entered (1); from (3,1), the trap then (1,1).
    const auto to_source = ai::distanceField(
        b, {{1, 1}}, 5, kFieldOut, [&](Pos from, Pos to) { return enter(to) < 0 ? ai::kNoStep : enter(from); });
    CHECK(to_source[b.index({2, 1})] == 1);
    CHECK(to_source[b.index({3, 1})] == 6);
    CHECK(to_source[b.index({4, 1})] == 7);
}

TEST_CASE("Distance field: stopped past its nearest goal, it is exact up to that goal and larger beyond",
          "[ai][fields]") {
    const GameState s = joinedCorridors();
    const Board& b = s.board();
    const auto walk = walkingCost(b);
    const std::vector<int> whole = ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk);
    std::vector<bool> goal(whole.size(), false);
    goal[b.index({4, 2})] = true;  // 4 steps away (through (4,1): R10 forbids (3,1)→(4,2))
    goal[b.index({6, 3})] = true;  // 7 steps away
    ai::StopPastGoal stop{&goal};
    const std::vector<int> part = ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk, stop);
    CHECK(whole[b.index({4, 2})] == 4);
    CHECK(whole[b.index({6, 3})] == 7);
    CHECK(stop.bound == 4);
    int exact = 0, cut = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (whole[i] <= 4) {
            CHECK(part[i] == whole[i]);  // every square up to the nearest goal's distance: exact
            ++exact;
        } else {
            CHECK(part[i] > 4);  // every other one: more than it (its distance so far, or unreached)
            cut += part[i] != whole[i];
        }
    }
    CHECK(exact > 0);
    CHECK(cut > 0);  // the search did stop early
    CHECK(stop.stopped == 5);  // ended at the first square past the goal's distance
    // No goal reached (none given): the whole field.
    ai::StopPastGoal none{};
    CHECK(ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk, none) == whole);
    CHECK(none.stopped == -1);
}

TEST_CASE("AI fields: a stopped field answers for goals nearer than its stop, a whole one for any query",
          "[ai][fields]") {
    const GameState s = joinedCorridors();
    const Board& b = s.board();
    const auto walk = walkingCost(b);
    const std::vector<int> whole = ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk);
    std::vector<bool> near_goal(whole.size(), false), far_goal(whole.size(), false);
    near_goal[b.index({4, 2})] = true;  // 4 steps away
    far_goal[b.index({6, 2})] = true;   // 6 steps away (R10 forbids the diagonals beside (5,2))
    ai::StopPastGoal stop{&far_goal};
    const std::vector<int> part = ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk, stop);
    REQUIRE(whole[b.index({6, 2})] == 6);
    REQUIRE(stop.stopped == 7);
    // Stopped past the far goal: it answers for the far goal and the near one (exact up to them).
    CHECK(ai::fieldAnswers(part, stop.stopped, &far_goal));
    CHECK(ai::fieldAnswers(part, stop.stopped, &near_goal));
    // Stopped past the near goal: not for the far one, nor for a whole field.
    ai::StopPastGoal near_stop{&near_goal};
    const std::vector<int> near_part = ai::distanceField(b, {{1, 1}}, 1, kFieldOut, walk, near_stop);
    CHECK(ai::fieldAnswers(near_part, near_stop.stopped, &near_goal));
    CHECK_FALSE(ai::fieldAnswers(near_part, near_stop.stopped, &far_goal));
    CHECK_FALSE(ai::fieldAnswers(near_part, near_stop.stopped, nullptr));
    // A whole field answers for anything.
    CHECK(ai::fieldAnswers(whole, -1, &far_goal));
    CHECK(ai::fieldAnswers(whole, -1, nullptr));
    // What "answers" means: up to the goals' least distance the two fields agree, and past it
    // both hold larger numbers (a caller comparing numbers up to it reads the same answers).
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (near_part[i] <= 4 || part[i] <= 4)
            CHECK(near_part[i] == part[i]);
        else
            CHECK((near_part[i] > 4 && part[i] > 4));
    }
}

TEST_CASE("AI fields: the cache gives a field back only for the same board, costs, inputs and sources",
          "[ai][fields]") {
    GameState s = fixture::make(basicSpec({"#######", "#.A+..#", "#######"}));
    const std::size_t n = static_cast<std::size_t>(s.board().width()) * static_cast<std::size_t>(s.board().height());
    std::vector<int> enter(n, 1), extra{1};
    const std::vector<Pos> sources{{5, 1}};
    std::vector<bool> goal(n, false);
    goal[s.board().index({1, 1})] = true;
    ai::FieldCache cache;
    const Board board = s.board();
    CHECK(cache.find({board, enter, extra, sources}, nullptr) == nullptr);
    const std::vector<int> made(n, 3);
    CHECK(cache.put({board, enter, extra, sources}, made, -1) == made);
    const std::vector<int>* kept = cache.find({board, enter, extra, sources}, &goal);
    REQUIRE(kept);
    CHECK(*kept == made);
    CHECK(cache.hits() == 1);
    CHECK(cache.made() == 1);
    // Any input changed: nothing kept answers.
    const std::vector<Pos> other_sources{{4, 1}};
    CHECK(cache.find({board, enter, extra, other_sources}, nullptr) == nullptr);
    const std::vector<int> other_extra{0};
    CHECK(cache.find({board, enter, other_extra, sources}, nullptr) == nullptr);
    std::vector<int> other_enter = enter;
    other_enter[3] = 2;
    CHECK(cache.find({board, other_enter, extra, sources}, nullptr) == nullptr);
    s.apply(OpenDoor{who(s, 'A'), 0});  // R40: the tile changes, so may R10's corners
    CHECK(cache.find({s.board(), enter, extra, sources}, nullptr) == nullptr);
    // A stopped field kept: given back for a goal below its stop only; a new one takes its place.
    std::vector<int> stopped_field(n, 9);
    stopped_field[s.board().index({1, 1})] = 2;
    cache.put({board, enter, extra, other_sources}, stopped_field, 3);
    CHECK(cache.find({board, enter, extra, other_sources}, &goal) != nullptr);
    CHECK(cache.find({board, enter, extra, other_sources}, nullptr) == nullptr);  // a whole one asked
    cache.put({board, enter, extra, other_sources}, made, -1);
    REQUIRE(cache.find({board, enter, extra, other_sources}, nullptr) != nullptr);
    CHECK(*cache.find({board, enter, extra, other_sources}, nullptr) == made);
}

TEST_CASE("AI fields: the bucket queue pops every node in order of distance", "[ai][fields]") {
    ai::BucketQueue q(3);
    std::vector<int> pushed{0, 0};
    q.push(0, 10);
    q.push(0, 11);
    std::vector<int> popped;
    int d = 0, n = 0;
    // As Dijkstra uses it: each pop pushes nodes 1 and 3 further (the largest step), up to 7.
    while (q.pop(d, n)) {
        popped.push_back(d);
        for (int step : {3, 1})
            if (d + step <= 7) {
                q.push(d + step, n + step);
                pushed.push_back(d + step);
            }
    }
    CHECK(q.empty());
    CHECK(std::is_sorted(popped.begin(), popped.end()));
    std::sort(pushed.begin(), pushed.end());
    CHECK(popped == pushed);  // every node once, none lost
    CHECK(popped.size() > 20);
}

TEST_CASE("AI fields: the heroes' field prices a closed door 2 and an open one 1 (R40)", "[ai][fields]") {
    GameState s = fixture::make(basicSpec({"#######", "#.A+..#", "#######"}));
    const std::vector<Pos> goal{{5, 1}};
    ai::heroes::FieldMemo memo;
    {
        const ai::heroes::Terrain t(s);
        const ai::heroes::Field fresh = t.field(goal);
        CHECK(fresh.at({4, 1}) == 1);
        CHECK(fresh.at({2, 1}) == 4);                 // the door (2), then two squares
        CHECK(fresh.at({0, 1}) == ai::heroes::kFar);  // a wall
        CHECK(t.field(goal, &memo).dist == fresh.dist);
        CHECK(t.field(goal, &memo).dist == fresh.dist);                  // remembered
        CHECK(t.field({{1, 1}}, &memo).dist == t.field({{1, 1}}).dist);  // other sources
    }
    s.apply(OpenDoor{who(s, 'A'), 0});
    const ai::heroes::Terrain t(s);
    const ai::heroes::Field fresh = t.field(goal);
    CHECK(fresh.at({2, 1}) == 3);
    CHECK(t.field(goal, &memo).dist == fresh.dist);  // the memo does not answer for the old board
}

TEST_CASE("AI fields: the heroes' terrain taken from the memo prices every square as a fresh one", "[ai][fields]") {
    GameState s = fixture::make(basicSpec({"#######", "#.A+..#", "#######"}));
    ai::heroes::FieldMemo memo;
    const auto same = [&] {
        const ai::heroes::Terrain fresh(s);
        const ai::heroes::Terrain kept(s, &memo);
        for (int y = 0; y < s.board().height(); ++y)
            for (int x = 0; x < s.board().width(); ++x) {
                INFO(x << "," << y);
                CHECK(kept.enter({x, y}) == fresh.enter({x, y}));
                CHECK(kept.knownTrap({x, y}) == fresh.knownTrap({x, y}));
            }
        return fresh.enter({3, 1});
    };
    CHECK(same() == 2);  // a closed door (R40)
    CHECK(same() == 2);  // from the memo
    s.apply(OpenDoor{who(s, 'A'), 0});
    CHECK(same() == 1);  // the board changed: priced anew
}

TEST_CASE("AI fields: with their fields kept across decisions, the AIs decide as fresh ones in seeded games",
          "[ai][fields]") {
    // Every decision of seeded games (heroes' AI against the R44 Master, every shipped quest):
    // the policies that keep their fields (the Master's FieldCache, the heroes' memo) against
    // new ones, asked the same state. The state alone decides (stateRng), so any field kept
    // that answered otherwise than a fresh one would show here as another choice.
    REQUIRE(cata::test::shippedDocs().report().ok());
    int master_decisions = 0, heroes_decisions = 0;
    for (const auto& q : cata::test::shippedDocs().library().quests)
        for (const std::uint64_t seed : {3u, 11u}) {
            INFO(q.id << " seed " << seed);
            const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, seed, true);
            REQUIRE(g.error.empty());
            std::optional<GameState> s = ai::startGame(g);
            REQUIRE(s);
            auto heroes = ai::heroesAi(seed);
            auto master = ai::rulebookMaster(seed + 7);
            for (int step = 0; step < 4000 && !s->isOver(); ++step) {
                const bool heroes_move = *s->toMove() == Side::Heroes;
                const ai::Choice kept = (heroes_move ? *heroes : *master).choose(*s);
                const ai::Choice fresh = (heroes_move ? ai::heroesAi(seed) : ai::rulebookMaster(seed + 7))->choose(*s);
                INFO("step " << step << ": " << toString(kept.action) << " / " << toString(fresh.action));
                REQUIRE(kept.action == fresh.action);
                REQUIRE(kept.explanation == fresh.explanation);
                REQUIRE(kept.characters == fresh.characters);
                REQUIRE(kept.squares == fresh.squares);
                ++(heroes_move ? heroes_decisions : master_decisions);
                s->apply(kept.action);
            }
        }
    CHECK(master_decisions > 1000);
    CHECK(heroes_decisions > 1000);
}
