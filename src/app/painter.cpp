// Drawing helpers.
#include "cata/app/painter.h"
#include "cata/app/theme.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace cata::app {

namespace {

/// Rows of a tint strip (Painter::tint): a tall rectangle is laid in several copies.
constexpr int kTintRows = 64;
/// Below this many pixels a translucent rectangle is filled directly (a copy's set-up costs more).
constexpr int kTintMinPixels = 512;

SDL_Vertex vertex(float x, float y, SDL_Color c) { return SDL_Vertex{SDL_FPoint{x, y}, c, SDL_FPoint{0.f, 0.f}}; }

/// Number of bytes of the UTF-8 character starting with byte `lead`.
std::size_t utf8Length(unsigned char lead) {
    if (lead < 0x80) return 1;
    if ((lead >> 5) == 0x6) return 2;
    if ((lead >> 4) == 0xE) return 3;
    return 4;
}

}  // namespace

int Painter::px(double units) const { return static_cast<int>(std::lround(units * scale_)); }

// A translucent rectangle is laid as a copy of an opaque strip of its colour at the colour's
// alpha: SDL's software renderer blends a filled rectangle pixel by pixel (3.3 ms for 1280×800
// on the 2-core machine), and an RGB surface copied at a constant alpha with a faster blitter
// (1.4 ms; 0.8 ms at alpha 128). The blend is the same, dst = src·a + dst·(1 − a); the copies are
// the rectangle's size (a scaled copy is slower than both). docs/performance.md, "Frames".
void Painter::fill(const Rect& r, SDL_Color c) const {
    if (r.w <= 0 || r.h <= 0 || c.a == 0) return;
    if (c.a != 255 && r.w * r.h >= kTintMinPixels) {
        if (SDL_Texture* t = tint(r.w, c)) {
            SDL_SetTextureAlphaMod(t, c.a);
            for (int y = 0; y < r.h; y += kTintRows) {
                const int rows = std::min(kTintRows, r.h - y);
                const SDL_Rect src{0, 0, r.w, rows};
                const SDL_Rect dst{r.x, r.y + y, r.w, rows};
                SDL_RenderCopy(renderer_, t, &src, &dst);
            }
            return;
        }
    }
    SDL_SetRenderDrawBlendMode(renderer_, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    const SDL_Rect rect = r.sdl();
    SDL_RenderFillRect(renderer_, &rect);
}

void Painter::outline(const Rect& r, SDL_Color c, int thickness) const {
    fill(Rect{r.x, r.y, r.w, thickness}, c);
    fill(Rect{r.x, r.bottom() - thickness, r.w, thickness}, c);
    fill(Rect{r.x, r.y + thickness, thickness, r.h - 2 * thickness}, c);
    fill(Rect{r.right() - thickness, r.y + thickness, thickness, r.h - 2 * thickness}, c);
}

void Painter::line(int x1, int y1, int x2, int y2, SDL_Color c) const {
    SDL_SetRenderDrawBlendMode(renderer_, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderDrawLine(renderer_, x1, y1, x2, y2);
}

Painter::~Painter() {
    for (auto& [key, g] : gradients_)
        if (g.texture) SDL_DestroyTexture(g.texture);
    for (auto& [key, t] : tints_)
        if (t.texture) SDL_DestroyTexture(t.texture);
}

void Painter::verticalGradient(const Rect& r, SDL_Color top, SDL_Color bottom) const { gradientRect(r, top, bottom, true); }

void Painter::horizontalGradient(const Rect& r, SDL_Color left, SDL_Color right) const { gradientRect(r, left, right, false); }

void Painter::gradientRect(const Rect& r, SDL_Color from, SDL_Color to, bool vertical) const {
    if (r.w <= 0 || r.h <= 0) return;
    if (SDL_Texture* t = gradient(r.w, r.h, from, to, vertical)) {
        const SDL_Rect dst = r.sdl();
        SDL_RenderCopy(renderer_, t, nullptr, &dst);
        return;
    }
    // No texture to be had (or a huge one): shaded triangles.
    const float x0 = static_cast<float>(r.x), y0 = static_cast<float>(r.y);
    const float x1 = static_cast<float>(r.right()), y1 = static_cast<float>(r.bottom());
    const SDL_Color tr = vertical ? from : to, bl = vertical ? to : from;
    const SDL_Vertex v[4] = {vertex(x0, y0, from), vertex(x1, y0, tr), vertex(x1, y1, to), vertex(x0, y1, bl)};
    const int indices[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(renderer_, nullptr, v, 4, indices, 6);
}

SDL_Texture* Painter::gradient(int w, int h, SDL_Color from, SDL_Color to, bool vertical) const {
    constexpr long kMaxPixels = 4L * 1024 * 1024;
    if (static_cast<long>(w) * h > kMaxPixels) return nullptr;
    const auto packed = [](SDL_Color c) {
        return (Uint32{c.a} << 24) | (Uint32{c.r} << 16) | (Uint32{c.g} << 8) | Uint32{c.b};
    };
    std::string key = std::to_string(w);
    key += 'x';
    key += std::to_string(h);
    key += vertical ? 'v' : 'h';
    key += std::to_string(packed(from));
    key += '-';
    key += std::to_string(packed(to));
    if (auto it = gradients_.find(key); it != gradients_.end()) {
        it->second.last_used = frame_;
        return it->second.texture;
    }
    // The colour at each pixel's centre, as SDL_RenderGeometry interpolates it between the
    // rectangle's edges.
    const int n = vertical ? h : w;
    std::vector<Uint32> line(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const float t = (static_cast<float>(i) + 0.5f) / static_cast<float>(n);
        const auto mixed = [t](Uint8 a, Uint8 b) {
            return static_cast<Uint32>(std::lround(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * t));
        };
        line[static_cast<std::size_t>(i)] = (mixed(from.a, to.a) << 24) | (mixed(from.r, to.r) << 16) |
                                             (mixed(from.g, to.g) << 8) | mixed(from.b, to.b);
    }
    std::vector<Uint32> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)] =
                line[static_cast<std::size_t>(vertical ? y : x)];
    SDL_Texture* t = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (!t) return nullptr;
    SDL_UpdateTexture(t, nullptr, pixels.data(), w * 4);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    gradients_[key] = Gradient{t, frame_};
    return t;
}

SDL_Texture* Painter::tint(int w, SDL_Color c) const {
    const Uint32 key = (Uint32{c.r} << 16) | (Uint32{c.g} << 8) | Uint32{c.b};
    Tint& tint = tints_[key];
    tint.last_used = frame_;
    if (tint.texture && tint.width >= w) return tint.texture;
    if (tint.texture) SDL_DestroyTexture(tint.texture);
    tint.width = std::max(w, (std::max(width_, w) + 127) / 128 * 128);
    tint.texture =
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STATIC, tint.width, kTintRows);
    if (!tint.texture) {
        tints_.erase(key);
        return nullptr;
    }
    const std::vector<Uint32> pixels(static_cast<std::size_t>(tint.width) * kTintRows, key);
    SDL_UpdateTexture(tint.texture, nullptr, pixels.data(), tint.width * 4);
    SDL_SetTextureBlendMode(tint.texture, SDL_BLENDMODE_BLEND);
    return tint.texture;
}

void Painter::pruneGradients() {
    if (tints_.size() > 48)
        for (auto it = tints_.begin(); it != tints_.end();) {
            if (it->second.last_used + 2 < frame_) {
                SDL_DestroyTexture(it->second.texture);
                it = tints_.erase(it);
            } else {
                ++it;
            }
        }
    if (gradients_.size() <= 48) return;
    for (auto it = gradients_.begin(); it != gradients_.end();) {
        if (it->second.last_used + 2 < frame_) {
            SDL_DestroyTexture(it->second.texture);
            it = gradients_.erase(it);
        } else {
            ++it;
        }
    }
}

void Painter::glowBar(const Rect& r, SDL_Color middle) const {
    SDL_Color clear = middle;
    clear.a = 0;
    const int half = r.w / 2;
    horizontalGradient(Rect{r.x, r.y, half, r.h}, clear, middle);
    horizontalGradient(Rect{r.x + half, r.y, r.w - half, r.h}, middle, clear);
}

void Painter::diamond(int cx, int cy, int radius, SDL_Color c) const {
    const float x = static_cast<float>(cx), y = static_cast<float>(cy), d = static_cast<float>(radius);
    const SDL_Vertex v[4] = {vertex(x, y - d, c), vertex(x + d, y, c), vertex(x, y + d, c), vertex(x - d, y, c)};
    const int indices[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(renderer_, nullptr, v, 4, indices, 6);
}

int Painter::text(Face face, int size, const std::string& s, SDL_Color c, int x, int y, Align align) const {
    return drawText(face, size, s, c, x, y, align, true);
}

int Painter::drawText(Face face, int size, const std::string& s, SDL_Color c, int x, int y, Align align, bool record) const {
    const TextImage image = text_.render(face, size, s, c);
    if (!image.texture) return 0;
    int left = x;
    if (align == Align::Center) left = x - image.w / 2;
    else if (align == Align::Right) left = x - image.w;
    const SDL_Rect dst{left, y, image.w, image.h};
    SDL_RenderCopy(renderer_, image.texture, nullptr, &dst);
    if (record) noteText(s, image, left, y);
    return image.w;
}

void Painter::noteText(const std::string& s, const TextImage& image, int x, int y) const {
    if (!record_) return;
    TextBox t;
    t.text = s;
    t.box = Rect{x, y, image.w, image.h};
    t.ink = Rect{x + image.ink.x, y + image.ink.y, image.ink.w, image.ink.h};
    t.clip = clip_;
    t.panel = panels_.empty() ? -1 : panels_.back();
    t.layer = layer_;
    t.window = Rect{0, 0, width_, height_};
    record_->texts.push_back(std::move(t));
}

int Painter::shadowedText(Face face, int size, const std::string& s, SDL_Color c, int x, int y, Align align) const {
    const int offset = std::max(1, size / 14);
    drawText(face, size, s, theme().shadow, x + offset, y + offset, align, false);  // the shadow is not a text
    return text(face, size, s, c, x, y, align);
}

int Painter::addPanel(const Rect& r, PanelKind kind, const std::string& name, bool pushed) const {
    PanelBox b;
    b.rect = r;
    b.kind = kind;
    b.parent = panels_.empty() ? -1 : panels_.back();
    b.layer = layer_;
    b.name = name;
    b.pushed = pushed;
    record_->panels.push_back(std::move(b));
    return static_cast<int>(record_->panels.size()) - 1;
}

void Painter::pushPanel(const Rect& r, PanelKind kind, const std::string& name) const {
    panels_.push_back(record_ ? addPanel(r, kind, name, true) : -1);
}

void Painter::markPanel(const Rect& r, PanelKind kind, const std::string& name) const {
    if (record_) addPanel(r, kind, name, false);
}

void Painter::resizePanel(const Rect& r) const {
    if (record_ && !panels_.empty() && panels_.back() >= 0) record_->panels[static_cast<std::size_t>(panels_.back())].rect = r;
}

void Painter::popPanel() const {
    if (!panels_.empty()) panels_.pop_back();
}

void Painter::beginLayer() const {
    ++layer_;
    panels_.clear();
}

int Painter::labelWithShortcut(Face face, int size, const std::string& label, SDL_Color c, int x, int y,
                               Align align, bool underline) const {
    const std::string plain = stripShortcut(label);
    const int w = shadowedText(face, size, plain, c, x, y, align);
    if (!underline) return w;
    const std::size_t mark = label.find('&');
    if (mark == std::string::npos || mark + 1 >= label.size() || label[mark + 1] == '&') return w;
    const std::string before = stripShortcut(label.substr(0, mark));
    const std::string letter = label.substr(mark + 1, utf8Length(static_cast<unsigned char>(label[mark + 1])));
    int left = x;
    if (align == Align::Center) left = x - w / 2;
    else if (align == Align::Right) left = x - w;
    const int start = left + text_.width(face, size, before);
    const int letter_w = text_.width(face, size, letter);
    const int base = y + text_.lineHeight(face, size) - std::max(2, size / 7);
    fill(Rect{start, base, letter_w, std::max(1, size / 14)}, c);
    return w;
}

void Painter::clip(const Rect* r) const {
    clip_ = r ? *r : Rect{0, 0, width_, height_};
    if (layout_only_) {
        const SDL_Rect one{0, 0, 1, 1};
        SDL_RenderSetClipRect(renderer_, &one);
        return;
    }
    if (!r) {
        SDL_RenderSetClipRect(renderer_, nullptr);
        return;
    }
    const SDL_Rect rect = r->sdl();
    SDL_RenderSetClipRect(renderer_, &rect);
}

std::string stripShortcut(const std::string& label) {
    std::string out;
    out.reserve(label.size());
    for (std::size_t i = 0; i < label.size(); ++i) {
        if (label[i] == '&') {
            if (i + 1 < label.size() && label[i + 1] == '&') {
                out += '&';
                ++i;
            }
            continue;
        }
        out += label[i];
    }
    return out;
}

char shortcutOf(const std::string& label) {
    for (std::size_t i = 0; i + 1 < label.size(); ++i) {
        if (label[i] != '&') continue;
        if (label[i + 1] == '&') {
            ++i;
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(label[i + 1]);
        return c < 0x80 && std::isalpha(c) ? static_cast<char>(std::tolower(c)) : 0;
    }
    return 0;
}

}  // namespace cata::app
