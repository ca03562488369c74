// The procedural backdrop of the menus: a catacomb wall of uneven stone blocks lit by two
// torches, darkening towards the edges. Generated once per window size.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

namespace cata::app {

class Background {
public:
    Background() = default;
    ~Background();
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;

    /// The backdrop at `w`×`h` pixels (regenerated when the size changes), darkened as a black
    /// veil of opacity `veil` over it would (one opaque copy instead of a blended fill of the
    /// whole window each frame, the software renderer's slowest operation), or nullptr.
    /// `layout_only` (Painter::layoutOnly: nothing drawn is seen) makes the texture without
    /// generating its pixels.
    SDL_Texture* texture(SDL_Renderer* renderer, int w, int h, Uint8 veil = 0, bool layout_only = false);
    /// Frees the texture (before the renderer is destroyed).
    void release();

    /// The pixels of the backdrop, row-major ARGB8888 (deterministic: no clock, no global RNG).
    static std::vector<std::uint32_t> generate(int w, int h);
    /// The same pixels written to `out`, rows `stride` pixels apart (a locked texture's memory).
    static void generate(int w, int h, std::uint32_t* out, int stride);

    /// A pixel of the backdrop under a black veil of opacity `veil` (what SDL's blending gives).
    static std::uint32_t veiled(std::uint32_t argb, Uint8 veil);

private:
    struct Veiled {
        Uint8 veil = 0;
        SDL_Texture* texture = nullptr;
        bool blank = false;  // made for a layout-only frame: filled when a frame is seen
    };
    std::vector<Veiled> textures_;  // at the current size, one per veil asked for
    int w_ = 0;
    int h_ = 0;
};

}  // namespace cata::app
