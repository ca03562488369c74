// Text drawn with SDL_ttf from the bundled DejaVu fonts, with a cache of rendered strings so
// frames that redraw the same words cost one texture copy each.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace cata::app {

/// The typefaces of the interface.
enum class Face {
    Regular,  // DejaVu Sans: body text
    Bold,     // DejaVu Sans Bold: menu items, labels
    Title,    // DejaVu Serif Bold: titles and headings
};

/// A rendered string: a texture owned by the cache (valid until the cache prunes it, that is
/// at least until the end of the frame) and its size in pixels.
struct TextImage {
    SDL_Texture* texture = nullptr;
    int w = 0;
    int h = 0;
    /// The part of the image that has ink (pixels not fully transparent), relative to its
    /// top-left corner; empty for blank text. The layout check compares these boxes.
    SDL_Rect ink{0, 0, 0, 0};
};

/// Opens fonts lazily per pixel size and renders UTF-8 strings to cached textures.
class TextRenderer {
public:
    /// Reports a font that did not load, by name, and what is used instead.
    using Reporter = std::function<void(const std::string&)>;

    /// `font_dir` holds the bundled fonts. A face whose font is missing or corrupt there is
    /// taken from `system_font_dir`, else drawn with the default font (the Regular face, bundled
    /// or system); each such fallback is reported through `report` (stderr when empty). Only
    /// when no font at all loads is text not drawn.
    TextRenderer(SDL_Renderer* renderer, std::string font_dir, std::string system_font_dir = "/usr/share/fonts/truetype/dejavu",
                 Reporter report = {});
    ~TextRenderer();
    TextRenderer(const TextRenderer&) = delete;
    TextRenderer& operator=(const TextRenderer&) = delete;

    /// `text` rendered in `face` at `px` pixels and `color`; an empty image when the text is
    /// empty or the face has no font.
    TextImage render(Face face, int px, const std::string& text, SDL_Color color);

    /// Width in pixels of `text` (0 without a font).
    int width(Face face, int px, const std::string& text);

    /// Distance between two lines of the face at `px` pixels (an estimate without a font).
    int lineHeight(Face face, int px);

    /// Splits `text` into lines no wider than `max_width`, at spaces (a word longer than the
    /// line stays whole) and at '\n'. The space before ";" ":" "!" "?" "»" and after "«" (French
    /// typography) does not break: those signs never start or end a line alone.
    std::vector<std::string> wrap(Face face, int px, const std::string& text, int max_width);

    /// True when the face has a usable font file (bundled or system).
    bool hasFont(Face face);

    /// Text size apart from the UI scale (Settings::text_size): every size asked for, in
    /// render(), width(), lineHeight() and wrap(), is multiplied by `factor` (1: as asked;
    /// 1.15, 1.3: larger). Values outside 0.5 to 3 count as 1.
    void setSizeFactor(double factor);
    double sizeFactor() const { return factor_; }

    /// Marks the start of a frame; cached strings unused for a while are dropped at the end.
    void beginFrame() { ++frame_; }
    /// Drops cached textures not used during the last frames once the cache is large.
    void endFrame();
    /// Number of cached textures (tests).
    std::size_t cacheSize() const { return cache_.size(); }

private:
    struct CacheEntry {
        TextImage image;
        std::uint64_t last_used = 0;
    };
    TTF_Font* font(Face face, int px);
    /// `px` times the size factor (at least 1).
    int sized(int px) const;
    std::string pathFor(Face face);

    SDL_Renderer* renderer_;
    std::string font_dir_;
    std::string system_font_dir_;
    Reporter report_;
    std::array<std::string, 3> paths_;  // resolved file per face ("" = not tried, "-" = none)
    std::map<std::pair<int, int>, TTF_Font*> fonts_;  // (face, px) -> font
    std::unordered_map<std::string, CacheEntry> cache_;
    /// Widths measured (face, size and text): wrapping a paragraph measures each growing line,
    /// and layouts measure the same labels every frame; TTF_SizeUTF8 shapes the text each time.
    /// Emptied when it reaches kWidthLimit entries.
    std::unordered_map<std::string, int> widths_;
    std::uint64_t frame_ = 0;
    double factor_ = 1.0;  // setSizeFactor
};

}  // namespace cata::app
