// Painter::fill and TextRenderer::width, the two drawing primitives made cheaper for the
// software renderer (docs/performance.md, "Frames"): a translucent rectangle laid as a copy of
// a strip of its colour must give the pixels SDL's blended fill gives, and a measured width is
// kept by face, size and text.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/text_renderer.h"
#include "support/paths.h"

using namespace cata::app;

namespace {

/// A video subsystem for the test's lifetime (the dummy driver: no window is shown).
struct DummyVideo {
    DummyVideo() {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        ok = SDL_InitSubSystem(SDL_INIT_VIDEO) == 0;
    }
    ~DummyVideo() { SDL_QuitSubSystem(SDL_INIT_VIDEO); }
    bool ok = false;
};

/// A target of `format` filled with a pattern of every channel value, read back as ARGB.
struct Canvas {
    Canvas(int w_, int h_, Uint32 format) : w(w_), h(h_) {
        surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format);
        renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
    }
    ~Canvas() {
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
    }
    void paintPattern() const {
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
                SDL_SetRenderDrawColor(renderer, static_cast<Uint8>(x * 7 + y), static_cast<Uint8>(y * 5),
                                       static_cast<Uint8>(x ^ y), 255);
                SDL_RenderDrawPoint(renderer, x, y);
            }
    }
    std::vector<std::uint32_t> pixels() const {
        SDL_RenderPresent(renderer);
        std::vector<std::uint32_t> out(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
        SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, out.data(), w * 4);
        return out;
    }
    int w, h;
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
};

int channelDifference(std::uint32_t a, std::uint32_t b) {
    int worst = 0;
    for (const int shift : {16, 8, 0})
        worst =
            std::max(worst, std::abs(static_cast<int>((a >> shift) & 0xFFu) - static_cast<int>((b >> shift) & 0xFFu)));
    return worst;
}

}  // namespace

TEST_CASE("Painter: a translucent fill gives the pixels of SDL's blended fill, inside its rectangle only",
          "[app][painter]") {
    DummyVideo video;
    REQUIRE(video.ok);
    const std::string fonts = (std::filesystem::path(cata::test_paths::sourceDir()) / "assets" / "fonts").string();
    for (const Uint32 format : {SDL_PIXELFORMAT_RGB888, SDL_PIXELFORMAT_ARGB8888}) {
        Canvas drawn(200, 150, format), reference(200, 150, format);
        REQUIRE(drawn.renderer);
        REQUIRE(reference.renderer);
        TextRenderer text(drawn.renderer, fonts);
        Painter painter(drawn.renderer, text);
        painter.begin(drawn.w, drawn.h, 1.0);
        // Small (filled directly), wide and one strip, taller than a strip (several copies),
        // the whole canvas, one reaching past its edges.
        const std::vector<Rect> rects{
            {3, 4, 10, 10}, {20, 30, 150, 40}, {5, 10, 180, 130}, {0, 0, 200, 150}, {150, 100, 90, 90}};
        for (const Uint8 alpha : {Uint8{0}, Uint8{1}, Uint8{77}, Uint8{128}, Uint8{200}, Uint8{254}, Uint8{255}})
            for (const Rect& r : rects) {
                INFO("format " << SDL_GetPixelFormatName(format) << ", alpha " << int(alpha) << ", rect " << r.x << ','
                               << r.y << ' ' << r.w << 'x' << r.h);
                const SDL_Color colour{210, 40, 120, alpha};
                drawn.paintPattern();
                reference.paintPattern();
                const auto before = reference.pixels();
                painter.fill(r, colour);
                SDL_SetRenderDrawBlendMode(reference.renderer, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
                SDL_SetRenderDrawColor(reference.renderer, colour.r, colour.g, colour.b, colour.a);
                const SDL_Rect sr = r.sdl();
                SDL_RenderFillRect(reference.renderer, &sr);
                const auto got = drawn.pixels(), want = reference.pixels();
                int worst_inside = 0, changed_outside = 0;
                for (int y = 0; y < drawn.h; ++y)
                    for (int x = 0; x < drawn.w; ++x) {
                        const auto i = static_cast<std::size_t>(y) * static_cast<std::size_t>(drawn.w) +
                                       static_cast<std::size_t>(x);
                        if (r.contains(x, y))
                            worst_inside = std::max(worst_inside, channelDifference(got[i], want[i]));
                        else
                            changed_outside += (got[i] & 0xFFFFFFu) != (before[i] & 0xFFFFFFu);
                    }
                CHECK(worst_inside <= 2);  // the two blitters round their own ways (2 at alpha 254)
                CHECK(changed_outside == 0);
                if (alpha == 0) CHECK(got == before);
            }
    }
}

TEST_CASE("Text widths are kept by face, size and text, and stay right past the table's limit", "[app][painter]") {
    DummyVideo video;
    REQUIRE(video.ok);
    REQUIRE(TTF_Init() == 0);
    {  // the fonts closed before TTF_Quit
        Canvas canvas(10, 10, SDL_PIXELFORMAT_RGB888);
        REQUIRE(canvas.renderer);
        const std::string fonts = (std::filesystem::path(cata::test_paths::sourceDir()) / "assets" / "fonts").string();
        TextRenderer text(canvas.renderer, fonts);
        REQUIRE(text.hasFont(Face::Regular));
        const int regular = text.width(Face::Regular, 16, "Sir Flavien");
        CHECK(regular > 40);
        CHECK(text.width(Face::Regular, 16, "Sir Flavien") == regular);
        CHECK(text.width(Face::Bold, 16, "Sir Flavien") > regular);             // another face
        CHECK(text.width(Face::Regular, 32, "Sir Flavien") > regular * 3 / 2);  // another size
        CHECK(text.width(Face::Regular, 16, "Sir Flavien!") > regular);         // another text
        CHECK(text.width(Face::Regular, 16, "") == 0);
        // Many different strings (past the table's limit, when it is emptied): still the same answer.
        for (int i = 0; i < 25000; ++i) text.width(Face::Regular, 12, std::to_string(i));
        CHECK(text.width(Face::Regular, 16, "Sir Flavien") == regular);
        CHECK(text.width(Face::Regular, 12, "24999") == text.width(Face::Regular, 12, "99999"));
    }
    TTF_Quit();
}
