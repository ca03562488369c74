// The AIs' distance fields (src/ai): the bucket queue pops in order of distance, the heroes'
// field prices doors by R40, and a field taken from the memo is the one computed afresh, before
// and after the board changes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "bucket_queue.h"
#include "core/fixture.h"
#include "heroes_goal.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

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
        CHECK(fresh.at({2, 1}) == 4);  // the door (2), then two squares
        CHECK(fresh.at({0, 1}) == ai::heroes::kFar);  // a wall
        CHECK(t.field(goal, &memo).dist == fresh.dist);
        CHECK(t.field(goal, &memo).dist == fresh.dist);  // remembered
        CHECK(t.field({{1, 1}}, &memo).dist == t.field({{1, 1}}).dist);  // other sources
    }
    s.apply(OpenDoor{who(s, 'A'), 0});
    const ai::heroes::Terrain t(s);
    const ai::heroes::Field fresh = t.field(goal);
    CHECK(fresh.at({2, 1}) == 3);
    CHECK(t.field(goal, &memo).dist == fresh.dist);  // the memo does not answer for the old board
}
