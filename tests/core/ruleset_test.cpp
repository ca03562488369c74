// R19: shot difficulty bands from the ruleset.
#include <catch2/catch.hpp>

#include "cata/core/ruleset.h"

namespace {

cata::Ruleset standardBands() {
    cata::Ruleset r;
    r.shot_bands = {{3, 1}, {6, 2}, {9, 3}, {12, 4}};
    r.shot_band_width_beyond = 3;
    return r;
}

}  // namespace

TEST_CASE("R19 shot difficulty is one per three squares", "[R19]") {
    const cata::Ruleset r = standardBands();
    CHECK(r.shotDifficulty(2) == 1);
    CHECK(r.shotDifficulty(3) == 1);
    CHECK(r.shotDifficulty(4) == 2);
    CHECK(r.shotDifficulty(6) == 2);
    CHECK(r.shotDifficulty(7) == 3);
    CHECK(r.shotDifficulty(12) == 4);
    CHECK(r.shotDifficulty(13) == 5);
    CHECK(r.shotDifficulty(15) == 5);
    CHECK(r.shotDifficulty(16) == 6);
}
