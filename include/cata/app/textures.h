// A cache of the art under assets/ as SDL textures (tiles, tokens, markers), loaded the first
// time they are drawn, plus a few shapes drawn once in software (discs and rings in white, to
// be tinted with SDL_SetTextureColorMod) since SDL_Renderer has no circles.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>
#include <unordered_map>

namespace cata::app {

class TextureCache {
public:
    /// Reports an image that did not load, by its path.
    using Reporter = std::function<void(const std::string&)>;

    /// `assets_dir`: the folder holding tiles/, tokens/, markers/. Images that do not load are
    /// reported through `report` (stderr when empty), once each.
    TextureCache(SDL_Renderer* renderer, std::string assets_dir, Reporter report = {});
    ~TextureCache();
    TextureCache(const TextureCache&) = delete;
    TextureCache& operator=(const TextureCache&) = delete;

    /// The image `relative` ("tiles/wall.png") as a texture, or nullptr when it is missing or
    /// corrupt (reported once: "cannot load image …/tiles/wall.png (why); drawing a plain shape
    /// instead"; the caller draws a plain shape).
    SDL_Texture* image(const std::string& relative);
    /// The same image scaled to `size`×`size` pixels once (nullptr when it does not load): the
    /// map's tiles, drawn every frame at the square size, are then copied without scaling (the
    /// software renderer's filtered scaling is its slowest copy). The sizes of the last two
    /// zooms are kept.
    SDL_Texture* imageAt(const std::string& relative, int size);
    /// A white anti-aliased disc filling a 128-pixel square.
    SDL_Texture* disc();
    /// A white anti-aliased ring (outer radius the square's half, `thickness` of 128).
    SDL_Texture* ring(int thickness);

    SDL_Renderer* renderer() const { return renderer_; }

private:
    SDL_Texture* circle(double inner_radius);

    SDL_Renderer* renderer_;
    std::string assets_dir_;
    Reporter report_;
    std::unordered_map<std::string, SDL_Texture*> images_;  // nullptr: failed to load
    std::unordered_map<int, SDL_Texture*> shapes_;          // by inner radius (0: disc)
    std::unordered_map<std::string, SDL_Texture*> scaled_;  // imageAt: "<size>|<relative>"
    int scaled_sizes_[2] = {0, 0};                           // the sizes kept, the newest first
};

}  // namespace cata::app
