// The menus' procedural backdrop (src/app/background.cpp): deterministic pixels, torches lit
// where they stand, a wall darkening towards the corners. Its speed is measured by
// bench_launch (docs/performance.md), not here.
#include <catch2/catch.hpp>

#include <cstdint>

#include "cata/app/background.h"

using cata::app::Background;

namespace {

int redInBackground(std::uint32_t argb) { return static_cast<int>((argb >> 16) & 0xFF); }
int brightnessInBackground(std::uint32_t argb) { return redInBackground(argb) + static_cast<int>((argb >> 8) & 0xFF) + static_cast<int>(argb & 0xFF); }

}  // namespace

TEST_CASE("Backdrop: the same pixels every time, opaque, at any size", "[app][background]") {
    for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{641, 479}, std::pair{100, 50}, std::pair{1, 1}}) {
        const auto a = Background::generate(w, h);
        REQUIRE(a.size() == static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
        CHECK(a == Background::generate(w, h));
        std::size_t see_through = 0;
        for (const std::uint32_t px : a) see_through += (px >> 24) != 0xFFu;
        CHECK(see_through == 0);
    }
    CHECK(Background::generate(0, 10).empty());
}

TEST_CASE("Backdrop: two torches burn at 12 % and 88 % of the width, the corners are dark", "[app][background]") {
    const int w = 1280, h = 800;
    const auto px = Background::generate(w, h);
    const auto at = [&](int x, int y) { return px[static_cast<std::size_t>(y) * w + static_cast<std::size_t>(x)]; };
    // The flame's base is at 36 % of the height; its hot white-orange body just above it.
    const int flame_y = static_cast<int>(h * 0.36f) - 20;
    for (const int tx : {static_cast<int>(w * 0.12f), static_cast<int>(w * 0.88f)}) {
        INFO("torch at x " << tx);
        CHECK(redInBackground(at(tx, flame_y)) >= 240);
        CHECK(brightnessInBackground(at(tx, flame_y)) > 3 * brightnessInBackground(at(w / 2, h - 2)));
    }
    for (const auto& [x, y] : {std::pair{0, 0}, std::pair{w - 1, 0}, std::pair{0, h - 1}, std::pair{w - 1, h - 1}})
        CHECK(brightnessInBackground(at(x, y)) < 40);
}
