// The menus' procedural backdrop (src/app/background.cpp): deterministic pixels, torches lit
// where they stand, a wall darkening towards the corners. Its speed is measured by
// bench_launch (docs/performance.md), not here.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

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

TEST_CASE("Backdrop: a veiled backdrop has the pixels a black veil blended over it gives", "[app][background]") {
    // The menus draw the backdrop darkened (drawBackdrop's veil) from a texture made once, not
    // by blending a black fill over the whole window each frame: the picture must not change.
    REQUIRE(SDL_setenv("SDL_VIDEODRIVER", "dummy", 1) == 0);
    REQUIRE(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0);
    const int w = 160, h = 100;
    SDL_Surface* target = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(target);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(target);
    REQUIRE(renderer);
    const auto plain = Background::generate(w, h);
    for (const Uint8 veil : {Uint8{0}, Uint8{90}, Uint8{110}, Uint8{150}, Uint8{255}}) {
        INFO("veil " << int(veil));
        // What the screens drew before: the backdrop, then a blended black fill.
        SDL_Texture* backdrop = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
        REQUIRE(backdrop);
        SDL_UpdateTexture(backdrop, nullptr, plain.data(), w * 4);
        SDL_RenderCopy(renderer, backdrop, nullptr, nullptr);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, veil);
        if (veil > 0) SDL_RenderFillRect(renderer, nullptr);
        SDL_RenderPresent(renderer);
        std::vector<std::uint32_t> blended(static_cast<std::size_t>(w) * h);
        REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, blended.data(), w * 4) == 0);
        SDL_DestroyTexture(backdrop);
        // What they draw now: the veiled texture, copied.
        Background background;
        SDL_Texture* veiled = background.texture(renderer, w, h, veil);
        REQUIRE(veiled);
        SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
        SDL_GetTextureBlendMode(veiled, &mode);
        CHECK(mode == SDL_BLENDMODE_NONE);
        SDL_RenderCopy(renderer, veiled, nullptr, nullptr);
        SDL_RenderPresent(renderer);
        std::vector<std::uint32_t> copied(blended.size());
        REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, copied.data(), w * 4) == 0);
        background.release();
        int worst = 0;
        for (std::size_t i = 0; i < copied.size(); ++i)
            for (const int shift : {16, 8, 0})
                worst = std::max(worst, std::abs(static_cast<int>((copied[i] >> shift) & 0xFF) - static_cast<int>((blended[i] >> shift) & 0xFF)));
        CHECK(worst <= 1);  // SDL's blending rounds its own way
        if (veil == 255) CHECK(brightnessInBackground(copied[static_cast<std::size_t>(w) * h / 2 + w / 8]) == 0);
        if (veil == 0) CHECK(copied[static_cast<std::size_t>(w) * h / 2] == (plain[static_cast<std::size_t>(w) * h / 2] | 0xFF000000u));
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
}
