// Drawing helpers over SDL_Renderer: rectangles, gradients, diamonds and aligned text, with
// every size given in layout units multiplied by the UI scale through px().
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

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
    bool operator==(const Rect&) const = default;
};

/// What a box pushed on the painter's panel stack is (the layout check, layout.h in tests).
enum class PanelKind {
    Panel,   ///< a panel of the screen: its texts must lie inside, others must not cross it
    Button,  ///< a button: only its own label may cross it
    Scroll,  ///< a scrolling view: its texts may be scrolled out of it, not cut by its edges
    Pixels,  ///< a view moved by pixels (the map panned and zoomed; a list not yet scrolled on
             ///< whole lines): its texts may be cut at its edges
};

/// One box pushed with Painter::pushPanel while recording.
struct PanelBox {
    Rect rect;
    PanelKind kind = PanelKind::Panel;
    int parent = -1;  ///< index of the enclosing pushed panel in LayoutRecord::panels (-1: none)
    bool pushed = false;  ///< pushPanel (texts name it) rather than markPanel
    int layer = 0;    ///< see Painter::beginLayer
    std::string name; ///< for messages ("settings", "button Back"...)
};

/// One string drawn while recording.
struct TextBox {
    std::string text;
    Rect box;         ///< the rendered image, in window pixels
    Rect ink;         ///< the part of `box` with ink (what the check compares)
    Rect clip;        ///< the clip rectangle in force (the window when none)
    int panel = -1;   ///< the innermost pushed panel (index in LayoutRecord::panels), -1: the window
    int layer = 0;    ///< see Painter::beginLayer
    Rect window;      ///< the window (the panel of texts with panel == -1)
};

/// Everything drawn during a recording: texts and the boxes they are meant to lie in.
struct LayoutRecord {
    std::vector<TextBox> texts;
    std::vector<PanelBox> panels;
    void clear() {
        texts.clear();
        panels.clear();
    }
};

/// Horizontal alignment of text relative to the x given.
enum class Align { Left, Center, Right };

/// Draws on the renderer for one frame; knows the window size and the UI scale.
class Painter {
public:
    Painter(SDL_Renderer* renderer, TextRenderer& text) : renderer_(renderer), text_(text) {}
    ~Painter();
    Painter(const Painter&) = delete;
    Painter& operator=(const Painter&) = delete;

    /// Called by the app before each frame.
    void begin(int width, int height, double scale) {
        width_ = width;
        height_ = height;
        scale_ = scale;
        panels_.clear();
        buttons_.clear();
        clip_ = Rect{0, 0, width, height};
        if (layout_only_) clip(nullptr);
        layer_ = 0;
        ++frame_;
        pruneGradients();
        if (record_) record_->clear();
    }

    /// Layout only: frames are drawn call by call as usual, but SDL keeps one pixel of each
    /// (the window's clip is 1×1), so a frame costs the app's own work and not SDL's software
    /// rasteriser's. The monkey test draws most of its seeds so (docs/testing.md); textures
    /// drawn into (render targets) are drawn whole, and nothing the app decides reads pixels.
    void layoutOnly(bool on) {
        layout_only_ = on;
        clip(nullptr);
    }
    bool isLayoutOnly() const { return layout_only_; }

    /// The enabled buttons drawn (drawButton) since the last clearButtons(): the screen stack
    /// clears them before each screen, so they are the top screen's once a frame is drawn. A
    /// click on one of them sounds (App).
    void noteButton(const Rect& r) const { buttons_.push_back(r); }
    void clearButtons() const { buttons_.clear(); }
    bool buttonAt(int x, int y) const {
        return std::any_of(buttons_.begin(), buttons_.end(), [x, y](const Rect& r) { return r.contains(x, y); });
    }

    /// Layout recording (tests): while `out` is set, every frame fills it (cleared by begin())
    /// with each string drawn, its ink box and the panel it is meant to lie in. nullptr stops.
    void record(LayoutRecord* out) { record_ = out; }
    LayoutRecord* recording() const { return record_; }
    /// Pushes a box the texts drawn until popPanel() are meant to lie in (and other texts
    /// must not cross). Cheap when not recording. Prefer PanelScope.
    void pushPanel(const Rect& r, PanelKind kind = PanelKind::Panel, const std::string& name = {}) const;
    void popPanel() const;
    /// The innermost pushed panel's box becomes `r` (a view whose height is known only once its
    /// content is drawn: it takes what it used of the room it had).
    void resizePanel(const Rect& r) const;
    /// Records a box without pushing it (drawPanel, drawButton do): texts drawn outside any
    /// pushed panel belong to the smallest box of their layer that holds their centre.
    void markPanel(const Rect& r, PanelKind kind = PanelKind::Panel, const std::string& name = {}) const;
    /// Records `image` of `s` drawn by the caller with its top-left at (x, y) (text drawn
    /// without text(), like the main menu's title with its halo).
    void noteText(const std::string& s, const TextImage& image, int x, int y) const;
    /// Starts a new layer: what is drawn after it (the next screen of the stack, a tooltip, a
    /// popup) is drawn over the earlier layers and is only compared with its own layer.
    void beginLayer() const;

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
    int drawText(Face face, int size, const std::string& s, SDL_Color c, int x, int y, Align align, bool record) const;
    /// Records a panel box while recording; its index in record_->panels.
    int addPanel(const Rect& r, PanelKind kind, const std::string& name, bool pushed) const;
    /// A gradient of `w`×`h` pixels from `from` to `to` (top to bottom, or left to right), as a
    /// texture made once and kept while it is drawn: the software renderer fills a textured
    /// rectangle many times faster than it rasterises a shaded one (SDL_RenderGeometry).
    SDL_Texture* gradient(int w, int h, SDL_Color from, SDL_Color to, bool vertical) const;
    void gradientRect(const Rect& r, SDL_Color from, SDL_Color to, bool vertical) const;
    /// Drops the gradients and tints not drawn in the last frames once there are many.
    void pruneGradients();
    /// A strip of one opaque colour (RGB, no alpha channel) at least `w` pixels wide, made once
    /// and kept while it is drawn: fill() lays a translucent colour with it (below).
    SDL_Texture* tint(int w, SDL_Color c) const;
    struct Gradient {
        SDL_Texture* texture = nullptr;
        std::uint64_t last_used = 0;
    };

    SDL_Renderer* renderer_;
    TextRenderer& text_;
    int width_ = 0;
    int height_ = 0;
    double scale_ = 1.0;
    LayoutRecord* record_ = nullptr;
    mutable std::vector<Rect> buttons_;  // noteButton()
    mutable std::vector<int> panels_;  // stack of indices in record_->panels (-1 when not recording)
    mutable Rect clip_;
    bool layout_only_ = false;  // layoutOnly()
    mutable int layer_ = 0;
    std::uint64_t frame_ = 0;
    mutable std::unordered_map<std::string, Gradient> gradients_;  // by size, colours and direction
    struct Tint {
        SDL_Texture* texture = nullptr;
        int width = 0;
        std::uint64_t last_used = 0;
    };
    mutable std::unordered_map<Uint32, Tint> tints_;  // by colour (0xRRGGBB)
};

/// Pushes a panel for its lifetime.
class PanelScope {
public:
    PanelScope(const Painter& p, const Rect& r, PanelKind kind = PanelKind::Panel, const std::string& name = {}) : p_(p) {
        p_.pushPanel(r, kind, name);
    }
    ~PanelScope() { p_.popPanel(); }
    PanelScope(const PanelScope&) = delete;
    PanelScope& operator=(const PanelScope&) = delete;

private:
    const Painter& p_;
};

/// The label without its '&' shortcut marker ("&&" stays a literal '&').
std::string stripShortcut(const std::string& label);
/// The lower-case ASCII shortcut letter marked by '&' in `label`, or 0.
char shortcutOf(const std::string& label);

}  // namespace cata::app
