// Drawing helpers over SDL_Renderer: rectangles, gradients, diamonds and aligned text, with
// every size given in layout units multiplied by the UI scale through px().
#pragma once

#include <SDL.h>

#include <string>

#include "cata/app/text_renderer.h"

namespace cata::app {

/// An integer rectangle of the window, in pixels.
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
    int right() const { return x + w; }
    int bottom() const { return y + h; }
    int centerX() const { return x + w / 2; }
    int centerY() const { return y + h / 2; }
    SDL_Rect sdl() const { return SDL_Rect{x, y, w, h}; }
};

/// Horizontal alignment of text relative to the x given.
enum class Align { Left, Center, Right };

/// Draws on the renderer for one frame; knows the window size and the UI scale.
class Painter {
public:
    Painter(SDL_Renderer* renderer, TextRenderer& text) : renderer_(renderer), text_(text) {}

    /// Called by the app before each frame.
    void begin(int width, int height, double scale) {
        width_ = width;
        height_ = height;
        scale_ = scale;
    }

    SDL_Renderer* renderer() const { return renderer_; }
    TextRenderer& text() const { return text_; }
    int width() const { return width_; }
    int height() const { return height_; }
    double scale() const { return scale_; }
    /// A layout length (in units at 100% scale) in pixels.
    int px(double units) const;

    void fill(const Rect& r, SDL_Color c) const;
    void outline(const Rect& r, SDL_Color c, int thickness = 1) const;
    void line(int x1, int y1, int x2, int y2, SDL_Color c) const;
    /// A rectangle whose colour goes from `top` to `bottom` (or `left` to `right`).
    void verticalGradient(const Rect& r, SDL_Color top, SDL_Color bottom) const;
    void horizontalGradient(const Rect& r, SDL_Color left, SDL_Color right) const;
    /// A bar bright in the middle and fading to transparent at both ends (selection marks).
    void glowBar(const Rect& r, SDL_Color middle) const;
    /// A diamond (rotated square) centred on (cx, cy) with the given half diagonal.
    void diamond(int cx, int cy, int radius, SDL_Color c) const;

    /// Draws `text` with its top at `y`; returns its width.
    int text(Face face, int size, const std::string& s, SDL_Color c, int x, int y, Align align = Align::Left) const;
    /// Same, with a soft dark shadow underneath for legibility over the stone background.
    int shadowedText(Face face, int size, const std::string& s, SDL_Color c, int x, int y,
                     Align align = Align::Left) const;
    /// Draws a menu label whose shortcut letter is marked with '&' ("C&harger"): the '&' is
    /// removed and the letter underlined. Returns the drawn width.
    int labelWithShortcut(Face face, int size, const std::string& label, SDL_Color c, int x, int y,
                          Align align, bool underline) const;

    /// Restricts drawing to `r` (nullptr: no clipping).
    void clip(const Rect* r) const;

private:
    SDL_Renderer* renderer_;
    TextRenderer& text_;
    int width_ = 0;
    int height_ = 0;
    double scale_ = 1.0;
};

/// The label without its '&' shortcut marker ("&&" stays a literal '&').
std::string stripShortcut(const std::string& label);
/// The lower-case ASCII shortcut letter marked by '&' in `label`, or 0.
char shortcutOf(const std::string& label);

}  // namespace cata::app
