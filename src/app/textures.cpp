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
    for (auto& [key, texture] : scaled_)
        if (texture) SDL_DestroyTexture(texture);
}

SDL_Texture* TextureCache::imageAt(const std::string& relative, int size) {
    SDL_Texture* source = image(relative);
    if (!source || size <= 0) return source;
    int w = 0, h = 0;
    SDL_QueryTexture(source, nullptr, nullptr, &w, &h);
    if (w == size && h == size) return source;
    const std::string key = std::to_string(size) + "|" + relative;
    if (auto it = scaled_.find(key); it != scaled_.end()) return it->second;
    if (size != scaled_sizes_[0]) {
        // A new zoom: forget the sizes before the last one.
        if (size != scaled_sizes_[1]) {
            const int old = scaled_sizes_[1];
            for (auto it = scaled_.begin(); it != scaled_.end();) {
                if (it->first.compare(0, it->first.find('|'), std::to_string(old)) == 0) {
                    if (it->second) SDL_DestroyTexture(it->second);
                    it = scaled_.erase(it);
                } else {
                    ++it;
                }
            }
        }
        scaled_sizes_[1] = scaled_sizes_[0];
        scaled_sizes_[0] = size;
    }
    // Drawn once into a texture of its own, with the renderer's filtering, then back to the
    // target in use (the map's cached picture may be it).
    SDL_Texture* scaled = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, size, size);
    SDL_Texture* target = SDL_GetRenderTarget(renderer_);
    if (!scaled || SDL_SetRenderTarget(renderer_, scaled) != 0) {
        if (scaled) SDL_DestroyTexture(scaled);
        return source;  // drawn scaled, as before
    }
    // The renderer's draw state as the caller left it, restored after.
    SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
    Uint8 r = 0, g = 0, b = 0, a = 0;
    SDL_GetRenderDrawBlendMode(renderer_, &blend);
    SDL_GetRenderDrawColor(renderer_, &r, &g, &b, &a);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(renderer_, source, nullptr, nullptr);
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(renderer_, target);
    SDL_SetRenderDrawBlendMode(renderer_, blend);
    SDL_SetRenderDrawColor(renderer_, r, g, b, a);
    SDL_SetTextureBlendMode(scaled, SDL_BLENDMODE_BLEND);
    scaled_.emplace(key, scaled);
    return scaled;
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
