// Stone wall, torchlight and vignette, computed per pixel with hashed value noise.
#include "cata/app/background.h"

#include <algorithm>
#include <cmath>
#include <system_error>
#include <thread>

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
    // |nx - wobble·ny| < half ≤ 0.55 and |wobble·ny| ≤ 0.08: nothing further out is flame.
    if (std::fabs(nx) > 0.64f) return 0.f;
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
    for (const Veiled& v : textures_)
        if (v.texture) SDL_DestroyTexture(v.texture);
    textures_.clear();
    w_ = h_ = 0;
}

std::uint32_t Background::veiled(std::uint32_t argb, Uint8 veil) {
    const std::uint32_t keep = 255u - veil;
    const auto channel = [&](int shift) { return (((argb >> shift) & 0xFFu) * keep + 127u) / 255u << shift; };
    return 0xFF000000u | channel(16) | channel(8) | channel(0);
}

namespace {

/// The backdrops generated last, by size, shared by every Background of the process: a window
/// resized back to a size it had (or a game started again) does not compute its pixels again.
struct Recent {
    int w = 0, h = 0;
    std::vector<std::uint32_t> pixels;
};
std::vector<Recent>& recentBackdrops() {
    static std::vector<Recent> recent;  // the newest last
    return recent;
}
// A window toggled between a few sizes (maximised, fullscreen, restored; the monkey test's
// usual sizes) finds them all here; the pixels are 4 bytes each, 8 MB at 1920×1080.
constexpr std::size_t kRecentBackdrops = 8;

}  // namespace

SDL_Texture* Background::texture(SDL_Renderer* renderer, int w, int h, Uint8 veil, bool layout_only) {
    if (w <= 0 || h <= 0) return nullptr;
    if (w != w_ || h != h_) release();
    // A texture made for a layout-only frame is filled the first time a frame is seen again.
    Veiled* found = nullptr;
    for (Veiled& v : textures_)
        if (v.veil == veil) found = &v;
    if (found && (layout_only || !found->blank)) return found->texture;
    SDL_Texture* texture = found ? found->texture
                                 : SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (!texture) return nullptr;
    // Opaque: copied, not blended (the software renderer's blending costs several times more).
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
    if (!found) {
        textures_.push_back(Veiled{veil, texture, layout_only});
        w_ = w;
        h_ = h;
    }
    if (layout_only) return texture;
    for (Veiled& v : textures_)
        if (v.texture == texture) v.blank = false;
    auto& recent = recentBackdrops();
    auto it = std::find_if(recent.begin(), recent.end(), [&](const Recent& r) { return r.w == w && r.h == h; });
    if (it == recent.end()) {
        if (recent.size() >= kRecentBackdrops) recent.erase(recent.begin());
        recent.push_back(Recent{w, h, generate(w, h)});
        it = recent.end() - 1;
    }
    if (veil == 0) {
        SDL_UpdateTexture(texture, nullptr, it->pixels.data(), w * 4);
    } else {
        std::vector<std::uint32_t> pixels(it->pixels.size());
        std::transform(it->pixels.begin(), it->pixels.end(), pixels.begin(), [&](std::uint32_t p) { return veiled(p, veil); });
        SDL_UpdateTexture(texture, nullptr, pixels.data(), w * 4);
    }
    return texture;
}

std::vector<std::uint32_t> Background::generate(int w, int h) {
    std::vector<std::uint32_t> out(static_cast<std::size_t>(std::max(0, w)) * static_cast<std::size_t>(std::max(0, h)));
    if (!out.empty()) generate(w, h, out.data(), w);
    return out;
}

void Background::generate(int w, int h, std::uint32_t* out, int stride) {
    if (w <= 0 || h <= 0) return;
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
    const float corner2 = cx * cx + (fh - cy) * (fh - cy);  // the farthest corner, squared
    const Rgb mortar_colour{24.f, 21.f, 20.f};

    // The lights are Gaussians, exp(-(dx² + dy²)·k) = exp(-dx²·k)·exp(-dy²·k): one factor per
    // column and one per row, so no exponential is taken per pixel.
    struct Axis {
        std::vector<float> glow[2], core[2], title;
    };
    Axis col, row;
    for (int t = 0; t < 2; ++t) {
        col.glow[t].resize(static_cast<std::size_t>(w));
        col.core[t].resize(static_cast<std::size_t>(w));
        for (int x = 0; x < w; ++x) {
            const float dx = (static_cast<float>(x) - torch_x[t]) / reach, hx = (static_cast<float>(x) - torch_x[t]) / flame_h;
            col.glow[t][static_cast<std::size_t>(x)] = std::exp(-dx * dx * 2.6f) * 1.25f;
            col.core[t][static_cast<std::size_t>(x)] = std::exp(-hx * hx * 1.4f) * 0.9f;
        }
    }
    row.glow[0].resize(static_cast<std::size_t>(h));
    row.core[0].resize(static_cast<std::size_t>(h));
    for (int y = 0; y < h; ++y) {
        const float dy = (static_cast<float>(y) - torch_y + flame_h * 0.5f) / reach;
        const float hy = (static_cast<float>(y) - torch_y + flame_h * 0.45f) / flame_h;
        row.glow[0][static_cast<std::size_t>(y)] = std::exp(-dy * dy * 2.6f);
        row.core[0][static_cast<std::size_t>(y)] = std::exp(-hy * hy * 1.4f);
    }
    col.title.resize(static_cast<std::size_t>(w));
    row.title.resize(static_cast<std::size_t>(h));
    for (int x = 0; x < w; ++x) {
        const float dx = (static_cast<float>(x) - cx) / (fw * 0.45f);
        col.title[static_cast<std::size_t>(x)] = std::exp(-dx * dx) * 0.12f;
    }
    for (int y = 0; y < h; ++y) {
        const float dy = (static_cast<float>(y) - fh * 0.2f) / (fh * 0.35f);
        row.title[static_cast<std::size_t>(y)] = std::exp(-dy * dy);
    }
    // The vignette 1 - 0.92·r^1.8 as a table over r² ∈ [0, 1] (r = distance / farthest corner),
    // read with linear interpolation.
    constexpr int kVignetteSteps = 4096;
    std::vector<float> vignette_table(kVignetteSteps + 2);
    for (int i = 0; i <= kVignetteSteps + 1; ++i)
        vignette_table[static_cast<std::size_t>(i)] =
            clamp01(1.f - 0.92f * std::pow(static_cast<float>(i) / kVignetteSteps, 0.9f));

    const auto rows = [&](int y_begin, int y_end) {
        for (int y = y_begin; y < y_end; ++y) {
            const int block_row = y / bh;
            const int ly = y % bh;
            const int shift = (block_row % 2) * (bw / 2) + static_cast<int>(hash(block_row, 7, 3) % static_cast<std::uint32_t>(bw / 4));
            const float fy = static_cast<float>(y);
            const float glow_y = row.glow[0][static_cast<std::size_t>(y)], core_y = row.core[0][static_cast<std::size_t>(y)];
            const float title_y = row.title[static_cast<std::size_t>(y)];
            // The tables through plain pointers in the loop over the pixels (bounds-checked
            // vector indexing made the debug and sanitized builds several times slower).
            const float* const glow_x[2] = {col.glow[0].data(), col.glow[1].data()};
            const float* const core_x[2] = {col.core[0].data(), col.core[1].data()};
            const float* const title_x = col.title.data();
            const float* const vignette = vignette_table.data();
            std::uint32_t* const line = out + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride);
            const float vy2 = (fy - cy) * (fy - cy);
            // Rows that the torches (flame or bracket) cannot reach skip their shapes.
            const bool torch_rows = fy >= torch_y - flame_h * 1.05f && fy <= torch_y + flame_h * 1.15f;
            for (int x = 0; x < w; ++x) {
                const float fx = static_cast<float>(x);
                const auto ux = static_cast<std::size_t>(x);
                const int sx = x + shift;
                const int block_col = sx / bw;
                const int lx = sx % bw;
                const std::uint32_t block = hash(block_col, block_row, 11);

                // Stone: a tone per block, grain at two scales, bevelled edges, dark mortar joints.
                Rgb c;
                if (lx < mortar || ly < mortar) {
                    c = mortar_colour;
                } else {
                    const float tone = 0.70f + 0.34f * unit(block);
                    const float warm = unit(hash(block_col, block_row, 17)) * 0.12f;
                    const float grain = 0.78f + 0.30f * valueNoise(x, y, 5, 1) + 0.18f * valueNoise(x, y, 23, 2) +
                                        0.06f * unit(hash(x, y, 5));
                    float shade = tone * grain;
                    if (ly - mortar < bevel) shade *= 1.18f;
                    else if (bh - ly <= bevel) shade *= 0.68f;
                    if (lx - mortar < bevel) shade *= 1.08f;
                    else if (bw - lx <= bevel) shade *= 0.78f;
                    // A few darker stains and cracks per block.
                    if (valueNoise(x + block_col * 31, y, 9, 40) > 0.82f) shade *= 0.72f;
                    c = Rgb{(70.f + 60.f * warm) * shade, (66.f + 20.f * warm) * shade, 62.f * shade};
                }

                // Light: cold ambient, two warm torches (a glow and a hot core right around the
                // flame), a faint glow behind the title.
                Rgb light{0.15f, 0.16f, 0.20f};
                for (int t = 0; t < 2; ++t) {
                    const float g = glow_x[t][ux] * glow_y;
                    const float core = core_x[t][ux] * core_y;
                    light.r += core * 1.0f + g * 1.0f;
                    light.g += core * 0.62f + g * 0.58f;
                    light.b += core * 0.30f + g * 0.28f;
                }
                {
                    const float g = title_x[ux] * title_y;
                    light.r += g * 0.9f;
                    light.g += g * 0.55f;
                    light.b += g * 0.35f;
                }
                c = Rgb{c.r * light.r, c.g * light.g, c.b * light.b};

                // Vignette.
                const float r2 = std::min(1.f, ((fx - cx) * (fx - cx) + vy2) / corner2) * kVignetteSteps;
                const auto i = static_cast<std::size_t>(r2);
                const float fade = vignette[i] + (vignette[i + 1] - vignette[i]) * (r2 - static_cast<float>(i));
                c = Rgb{c.r * fade, c.g * fade, c.b * fade};

                // Torches, after the vignette: they are lights, not lit.
                if (torch_rows)
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

                const auto byte = [](float v) { return static_cast<std::uint32_t>(v < 0.f ? 0.f : v > 255.f ? 255.f : v); };
                line[ux] = 0xFF000000u | (byte(c.r) << 16) | (byte(c.g) << 8) | byte(c.b);
            }
        }
    };
    // Two halves at once on a machine with two cores or more (the rows are independent, so the
    // pixels do not depend on it).
    std::thread top;
    if (std::thread::hardware_concurrency() > 1 && h >= 64) {
        try {
            top = std::thread(rows, 0, h / 2);
        } catch (const std::system_error&) {
            // No thread to be had: the same rows on this one.
        }
    }
    rows(top.joinable() ? h / 2 : 0, h);
    if (top.joinable()) top.join();
}

}  // namespace cata::app
