// Stone wall, torchlight and vignette, computed per pixel with hashed value noise.
#include "cata/app/background.h"

#include <algorithm>
#include <cmath>

namespace cata::app {

namespace {

/// Integer hash of two coordinates (and a seed) to 32 bits.
std::uint32_t hash(std::int32_t x, std::int32_t y, std::uint32_t seed) {
    std::uint32_t h = seed * 0x9E3779B9u;
    h ^= static_cast<std::uint32_t>(x) * 0x85EBCA6Bu;
    h = (h << 13) | (h >> 19);
    h ^= static_cast<std::uint32_t>(y) * 0xC2B2AE35u;
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

/// Hash to [0, 1).
float unit(std::uint32_t h) { return static_cast<float>(h >> 8) / 16777216.0f; }

float smooth(float t) { return t * t * (3.f - 2.f * t); }

/// Smooth value noise in [0, 1) with lattice cells of `cell` pixels.
float valueNoise(int x, int y, int cell, std::uint32_t seed) {
    const int cx = x / cell, cy = y / cell;
    const float fx = smooth(static_cast<float>(x % cell) / static_cast<float>(cell));
    const float fy = smooth(static_cast<float>(y % cell) / static_cast<float>(cell));
    const float a = unit(hash(cx, cy, seed)), b = unit(hash(cx + 1, cy, seed));
    const float c = unit(hash(cx, cy + 1, seed)), d = unit(hash(cx + 1, cy + 1, seed));
    return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy;
}

float clamp01(float v) { return std::clamp(v, 0.f, 1.f); }

struct Rgb {
    float r, g, b;
};

Rgb mix(Rgb a, Rgb b, float t) { return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t}; }

/// The flame of a torch at (tx, ty) (its base), of height `fh`: colour and opacity at (x, y).
float flame(float x, float y, float tx, float ty, float fh, Rgb& colour) {
    const float ny = (ty - y) / fh;  // 0 at the base, 1 at the tip
    const float nx = (x - tx) / (fh * 0.55f);
    if (ny < -0.3f || ny > 1.f) return 0.f;
    const float wobble = 0.08f * std::sin(ny * 7.f);
    const float half = ny < 0.f ? 0.55f * std::sqrt(1.f - (ny / 0.3f) * (ny / 0.3f)) : 0.55f * std::pow(1.f - ny, 1.3f);
    if (half <= 0.f) return 0.f;
    const float f = 1.f - std::fabs(nx - wobble * ny) / half;
    if (f <= 0.f) return 0.f;
    const Rgb red{190.f, 50.f, 15.f}, orange{255.f, 150.f, 40.f}, white{255.f, 240.f, 195.f};
    colour = mix(red, orange, smooth(clamp01(f / 0.5f)));
    colour = mix(colour, white, smooth(clamp01((f - 0.45f) / 0.45f)) * clamp01(1.1f - ny));
    return smooth(clamp01(f / 0.3f));
}

/// The iron cup and bracket holding a torch whose flame base is (tx, ty); opacity at (x, y).
float bracket(float x, float y, float tx, float ty, float fh) {
    const float dy = (y - ty) / fh;  // 0 at the flame base, growing downwards
    const float dx = std::fabs(x - tx) / fh;
    if (dy >= -0.04f && dy <= 0.10f && dx <= 0.30f) return 1.f;                   // the cup's rim
    if (dy > 0.10f && dy <= 0.34f && dx <= 0.26f - 0.55f * (dy - 0.10f)) return 1.f;  // the cup
    if (dy > 0.34f && dy <= 0.80f && dx <= 0.05f) return 1.f;                     // the shaft
    if (dy > 0.80f && dy <= 1.10f && dx <= 0.11f) return 1.f;                     // the wall plate
    return 0.f;
}

}  // namespace

Background::~Background() { release(); }

void Background::release() {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    w_ = h_ = 0;
}

SDL_Texture* Background::texture(SDL_Renderer* renderer, int w, int h) {
    if (w <= 0 || h <= 0) return nullptr;
    if (texture_ && w == w_ && h == h_) return texture_;
    release();
    const std::vector<std::uint32_t> pixels = generate(w, h);
    texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (!texture_) return nullptr;
    SDL_UpdateTexture(texture_, nullptr, pixels.data(), w * 4);
    w_ = w;
    h_ = h;
    return texture_;
}

std::vector<std::uint32_t> Background::generate(int w, int h) {
    std::vector<std::uint32_t> out(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    const float fw = static_cast<float>(w), fh = static_cast<float>(h);
    const int bh = std::max(24, h / 12);                 // block height
    const int bw = bh * 2 + bh / 4;                      // block width
    const int mortar = std::max(2, bh / 20);
    const int bevel = std::max(2, bh / 9);
    const float torch_y = fh * 0.36f;
    const float torch_x[2] = {fw * 0.12f, fw * 0.88f};
    const float flame_h = static_cast<float>(bh) * 1.15f;
    const float reach = std::max(fw, fh) * 0.30f;        // torchlight radius
    const float cx = fw * 0.5f, cy = fh * 0.42f;
    const float corner = std::sqrt(cx * cx + (fh - cy) * (fh - cy));
    const Rgb mortar_colour{24.f, 21.f, 20.f};

    for (int y = 0; y < h; ++y) {
        const int row = y / bh;
        const int ly = y % bh;
        const int shift = (row % 2) * (bw / 2) + static_cast<int>(hash(row, 7, 3) % static_cast<std::uint32_t>(bw / 4));
        for (int x = 0; x < w; ++x) {
            const float fx = static_cast<float>(x), fy = static_cast<float>(y);
            const int sx = x + shift;
            const int col = sx / bw;
            const int lx = sx % bw;
            const std::uint32_t block = hash(col, row, 11);

            // Stone: a tone per block, grain at two scales, bevelled edges, dark mortar joints.
            Rgb c;
            if (lx < mortar || ly < mortar) {
                c = mortar_colour;
            } else {
                const float tone = 0.70f + 0.34f * unit(block);
                const float warm = unit(hash(col, row, 17)) * 0.12f;
                const float grain = 0.78f + 0.30f * valueNoise(x, y, 5, 1) + 0.18f * valueNoise(x, y, 23, 2) +
                                    0.06f * unit(hash(x, y, 5));
                float shade = tone * grain;
                if (ly - mortar < bevel) shade *= 1.18f;
                else if (bh - ly <= bevel) shade *= 0.68f;
                if (lx - mortar < bevel) shade *= 1.08f;
                else if (bw - lx <= bevel) shade *= 0.78f;
                // A few darker stains and cracks per block.
                if (valueNoise(x + col * 31, y, 9, 40) > 0.82f) shade *= 0.72f;
                c = Rgb{(70.f + 60.f * warm) * shade, (66.f + 20.f * warm) * shade, 62.f * shade};
            }

            // Light: cold ambient, two warm torches, a faint glow behind the title.
            Rgb light{0.15f, 0.16f, 0.20f};
            for (float tx : torch_x) {
                const float dx = (fx - tx) / reach, dy = (fy - torch_y + flame_h * 0.5f) / reach;
                const float g = std::exp(-(dx * dx + dy * dy) * 2.6f) * 1.25f;
                // A hot core of light right around the flame.
                const float hx = (fx - tx) / flame_h, hy = (fy - torch_y + flame_h * 0.45f) / flame_h;
                const float core = std::exp(-(hx * hx + hy * hy) * 1.4f) * 0.9f;
                light.r += core * 1.0f;
                light.g += core * 0.62f;
                light.b += core * 0.30f;
                light.r += g * 1.0f;
                light.g += g * 0.58f;
                light.b += g * 0.28f;
            }
            {
                const float dx = (fx - cx) / (fw * 0.45f), dy = (fy - fh * 0.2f) / (fh * 0.35f);
                const float g = std::exp(-(dx * dx + dy * dy)) * 0.12f;
                light.r += g * 0.9f;
                light.g += g * 0.55f;
                light.b += g * 0.35f;
            }
            c = Rgb{c.r * light.r, c.g * light.g, c.b * light.b};

            // Vignette.
            const float dx = fx - cx, dy = fy - cy;
            const float r = std::sqrt(dx * dx + dy * dy) / corner;
            const float vignette = clamp01(1.f - 0.92f * std::pow(r, 1.8f));
            c = Rgb{c.r * vignette, c.g * vignette, c.b * vignette};

            // Torches, after the vignette: they are lights, not lit.
            for (float tx : torch_x) {
                const float iron = bracket(fx, fy, tx, torch_y, flame_h);
                if (iron > 0.f) {
                    const float lit = 0.6f + 0.8f * clamp01(1.f - (fy - torch_y) / flame_h);
                    c = mix(c, Rgb{38.f * lit, 30.f * lit, 26.f * lit}, iron);
                }
                Rgb fire{};
                const float a = flame(fx, fy, tx, torch_y, flame_h, fire);
                if (a > 0.f) c = mix(c, fire, a);
            }

            const auto byte = [](float v) { return static_cast<std::uint32_t>(std::clamp(v, 0.f, 255.f)); };
            out[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)] =
                0xFF000000u | (byte(c.r) << 16) | (byte(c.g) << 8) | byte(c.b);
        }
    }
    return out;
}

}  // namespace cata::app
