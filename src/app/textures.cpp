// Texture cache of the art and of the generated discs and rings.
#include "cata/app/textures.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <vector>

namespace cata::app {

namespace {

constexpr int kShapeSize = 128;

}  // namespace

TextureCache::TextureCache(SDL_Renderer* renderer, std::string assets_dir, Reporter report)
    : renderer_(renderer), assets_dir_(std::move(assets_dir)), report_(std::move(report)) {
    if (!report_) report_ = [](const std::string& problem) { std::cerr << "catakombes: " << problem << '\n'; };
}

TextureCache::~TextureCache() {
    for (auto& [name, texture] : images_)
        if (texture) SDL_DestroyTexture(texture);
    for (auto& [radius, texture] : shapes_)
        if (texture) SDL_DestroyTexture(texture);
}

SDL_Texture* TextureCache::image(const std::string& relative) {
    auto it = images_.find(relative);
    if (it != images_.end()) return it->second;
    const std::string path = assets_dir_ + "/" + relative;
    SDL_Texture* texture = IMG_LoadTexture(renderer_, path.c_str());
    if (!texture)
        report_("cannot load image " + path + " (" + IMG_GetError() + "); drawing a plain shape instead");
    else
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    images_.emplace(relative, texture);
    return texture;
}

SDL_Texture* TextureCache::disc() { return circle(0.0); }

SDL_Texture* TextureCache::ring(int thickness) { return circle(kShapeSize / 2.0 - std::clamp(thickness, 1, 64)); }

SDL_Texture* TextureCache::circle(double inner_radius) {
    const int key = static_cast<int>(std::lround(inner_radius * 16));
    if (auto it = shapes_.find(key); it != shapes_.end()) return it->second;
    // Coverage of each pixel by the annulus, 4×4 supersampled.
    std::vector<Uint32> pixels(static_cast<std::size_t>(kShapeSize * kShapeSize));
    const double outer = kShapeSize / 2.0 - 0.5;
    const double c = kShapeSize / 2.0;
    for (int y = 0; y < kShapeSize; ++y)
        for (int x = 0; x < kShapeSize; ++x) {
            int hits = 0;
            for (int sy = 0; sy < 4; ++sy)
                for (int sx = 0; sx < 4; ++sx) {
                    const double dx = x + (sx + 0.5) / 4 - c, dy = y + (sy + 0.5) / 4 - c;
                    const double d = std::sqrt(dx * dx + dy * dy);
                    if (d <= outer && d >= inner_radius) ++hits;
                }
            const auto alpha = static_cast<Uint32>(hits * 255 / 16);
            pixels[static_cast<std::size_t>(y * kShapeSize + x)] = (alpha << 24) | 0x00FFFFFFu;
        }
    SDL_Texture* texture =
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, kShapeSize, kShapeSize);
    if (texture) {
        SDL_UpdateTexture(texture, nullptr, pixels.data(), kShapeSize * 4);
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    }
    shapes_.emplace(key, texture);
    return texture;
}

}  // namespace cata::app
