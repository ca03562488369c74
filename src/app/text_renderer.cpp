// SDL_ttf fonts and the rendered-text cache.
#include "cata/app/text_renderer.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <string_view>
#include <utility>

namespace cata::app {

namespace {

constexpr std::size_t kCacheLimit = 600;  // textures kept before pruning unused ones
constexpr std::size_t kWidthLimit = 20000;  // widths kept before the table is emptied

const char* fileName(Face face) {
    switch (face) {
        case Face::Regular: return "DejaVuSans.ttf";
        case Face::Bold: return "DejaVuSans-Bold.ttf";
        case Face::Title: return "DejaVuSerif-Bold.ttf";
    }
    return "DejaVuSans.ttf";
}

/// Can SDL_ttf open `path`? (Opening at a small size is cheap and catches bad files.)
bool loads(const std::string& path, std::string& error) {
    TTF_Font* probe = TTF_OpenFont(path.c_str(), 12);
    if (!probe) {
        error = TTF_GetError();
        return false;
    }
    TTF_CloseFont(probe);
    return true;
}

/// The bounding box of the pixels of `s` that are not fully transparent.
SDL_Rect inkBox(SDL_Surface* s) {
    SDL_Surface* argb = s->format->format == SDL_PIXELFORMAT_ARGB8888 ? s : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    if (!argb) return SDL_Rect{0, 0, s->w, s->h};
    SDL_LockSurface(argb);
    int x0 = argb->w, y0 = argb->h, x1 = -1, y1 = -1;
    for (int y = 0; y < argb->h; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) + y * argb->pitch);
        for (int x = 0; x < argb->w; ++x) {
            if ((row[x] >> 24) == 0) continue;
            x0 = std::min(x0, x);
            x1 = std::max(x1, x);
            y0 = std::min(y0, y);
            y1 = std::max(y1, y);
        }
    }
    SDL_UnlockSurface(argb);
    if (argb != s) SDL_FreeSurface(argb);
    if (x1 < 0) return SDL_Rect{0, 0, 0, 0};
    return SDL_Rect{x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

}  // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, std::string font_dir, std::string system_font_dir, Reporter report)
    : renderer_(renderer), font_dir_(std::move(font_dir)), system_font_dir_(std::move(system_font_dir)), report_(std::move(report)) {
    if (!report_) report_ = [](const std::string& problem) { std::cerr << "catakombes: " << problem << '\n'; };
}

TextRenderer::~TextRenderer() {
    for (auto& [key, entry] : cache_) SDL_DestroyTexture(entry.image.texture);
    for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

std::string TextRenderer::pathFor(Face face) {
    std::string& path = paths_[static_cast<std::size_t>(face)];
    if (!path.empty()) return path == "-" ? std::string() : path;
    const std::string name = fileName(face);
    const std::string bundled = (std::filesystem::path(font_dir_) / name).string();
    std::string error;
    if (loads(bundled, error)) return path = bundled;
    // The same face from the system, else the default font (the Regular face), else nothing.
    const std::string system = (std::filesystem::path(system_font_dir_) / name).string();
    std::string system_error;
    if (loads(system, system_error)) {
        report_("cannot load font " + bundled + " (" + error + "); using " + system);
        return path = system;
    }
    if (face != Face::Regular) {
        if (const std::string regular = pathFor(Face::Regular); !regular.empty()) {
            report_("cannot load font " + bundled + " (" + error + ") nor " + system + "; using the default font " + regular);
            return path = regular;
        }
    }
    report_("cannot load font " + bundled + " (" + error + ") nor " + system + "; drawing without that text");
    path = "-";
    return {};
}

bool TextRenderer::hasFont(Face face) { return !pathFor(face).empty(); }

TTF_Font* TextRenderer::font(Face face, int px) {
    if (px < 1) px = 1;
    const auto key = std::make_pair(static_cast<int>(face), px);
    if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
    const std::string path = pathFor(face);
    TTF_Font* f = path.empty() ? nullptr : TTF_OpenFont(path.c_str(), px);
    fonts_[key] = f;  // remembers failures too, so they are not retried every frame
    return f;
}

void TextRenderer::setSizeFactor(double factor) {
    factor = factor >= 0.5 && factor <= 3.0 ? factor : 1.0;  // also catches NaN
    if (factor == factor_) return;
    factor_ = factor;
    widths_.clear();  // keyed by the size asked for: measured again at the new one
}

int TextRenderer::sized(int px) const {
    return factor_ == 1.0 ? px : std::max(1, static_cast<int>(std::lround(px * factor_)));
}

TextImage TextRenderer::render(Face face, int px, const std::string& text, SDL_Color color) {
    if (text.empty()) return {};
    px = sized(px);
    std::string key;
    key.reserve(text.size() + 24);
    key += static_cast<char>('0' + static_cast<int>(face));
    key += std::to_string(px);
    key += '#';
    key += std::to_string((std::uint32_t{color.r} << 24) | (std::uint32_t{color.g} << 16) |
                          (std::uint32_t{color.b} << 8) | std::uint32_t{color.a});
    key += '|';
    key += text;
    if (auto it = cache_.find(key); it != cache_.end()) {
        it->second.last_used = frame_;
        return it->second.image;
    }
    TTF_Font* f = font(face, px);
    if (!f) return {};
    SDL_Surface* surface = TTF_RenderUTF8_Blended(f, text.c_str(), color);
    if (!surface) return {};
    TextImage image;
    image.texture = SDL_CreateTextureFromSurface(renderer_, surface);
    image.w = surface->w;
    image.h = surface->h;
    image.ink = inkBox(surface);
    SDL_FreeSurface(surface);
    if (!image.texture) return {};
    SDL_SetTextureBlendMode(image.texture, SDL_BLENDMODE_BLEND);
    cache_[key] = CacheEntry{image, frame_};
    return image;
}

int TextRenderer::width(Face face, int px, const std::string& text) {
    if (text.empty()) return 0;
    px = sized(px);
    std::string key;
    key.reserve(text.size() + 8);
    key += static_cast<char>('0' + static_cast<int>(face));
    key += std::to_string(px);
    key += '|';
    key += text;
    if (auto it = widths_.find(key); it != widths_.end()) return it->second;
    TTF_Font* f = font(face, px);
    int w = 0;
    int h = 0;
    if (!f || TTF_SizeUTF8(f, text.c_str(), &w, &h) != 0) w = 0;
    if (widths_.size() >= kWidthLimit) widths_.clear();
    widths_.emplace(std::move(key), w);
    return w;
}

int TextRenderer::lineHeight(Face face, int px) {
    px = sized(px);
    TTF_Font* f = font(face, px);
    return f ? TTF_FontLineSkip(f) : px + px / 5;
}

namespace {

/// True when `word` starts with a sign that French sets after a space and that must not start
/// a line: ";", ":", "!", "?" or "»" (the space before it is then a no-break one).
bool gluesToPrevious(const std::string& word) {
    if (word.empty()) return false;
    if (std::string_view(";:!?").find(word[0]) != std::string_view::npos) return true;
    return word.compare(0, 2, "\xC2\xBB") == 0;  // »
}

}  // namespace

std::vector<std::string> TextRenderer::wrap(Face face, int px, const std::string& text, int max_width) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string paragraph = text.substr(start, end - start);
        // The paragraph's unbreakable pieces: words split at spaces, where a word that starts
        // with ";" ":" "!" "?" "»" stays with the one before it and "«" with the one after
        // ("difficulté 1 ; raté : 4D6" never puts ";" or ":" first on a line).
        std::vector<std::string> pieces;
        bool glue_next = false;
        std::size_t pos = 0;
        while (pos < paragraph.size()) {
            std::size_t space = paragraph.find(' ', pos);
            if (space == std::string::npos) space = paragraph.size();
            const std::string word = paragraph.substr(pos, space - pos);
            if (!pieces.empty() && (glue_next || gluesToPrevious(word)))
                pieces.back() += ' ' + word;
            else
                pieces.push_back(word);
            glue_next = word == "\xC2\xAB";  // «
            pos = space + 1;
        }
        std::string line;
        const auto fit = [&](const std::string& piece) {
            const std::string candidate = line.empty() ? piece : line + ' ' + piece;
            if (!line.empty() && width(face, px, candidate) > max_width) {
                lines.push_back(line);
                line = piece;
            } else {
                line = candidate;
            }
        };
        // A path wider than a whole line (a file's in a message) is broken after a '/' where
        // one fits, rather than running past the box; other words stay whole.
        const auto place = [&](const std::string& piece) {
            if (piece.find(' ') != std::string::npos || piece.find('/') == std::string::npos ||
                width(face, px, piece) <= max_width) {
                fit(piece);
                return;
            }
            std::string rest = piece;
            if (!line.empty()) lines.push_back(line);
            line.clear();
            while (rest.size() > 1 && width(face, px, rest) > max_width) {
                std::size_t cut = 0, slash = 0;
                for (std::size_t i = 0; i < rest.size();) {
                    std::size_t next = i + 1;
                    while (next < rest.size() && (static_cast<unsigned char>(rest[next]) & 0xC0) == 0x80) ++next;
                    if (cut > 0 && width(face, px, rest.substr(0, next)) > max_width) break;
                    cut = next;
                    if (rest[i] == '/') slash = next;
                    i = next;
                }
                if (slash == 0 || slash >= rest.size()) break;  // no '/' to break at within the line
                cut = slash;
                lines.push_back(rest.substr(0, cut));
                rest = rest.substr(cut);
            }
            line = rest;
        };
        for (const std::string& piece : pieces) {
            // A glued piece wider than a whole line ("personnage ;" in a narrow column at a
            // large text size) is broken at its glue after all: a sign first on a line is
            // better than text past the box.
            if (piece.find(' ') != std::string::npos && width(face, px, piece) > max_width) {
                std::size_t from = 0;
                while (from <= piece.size()) {
                    std::size_t space = piece.find(' ', from);
                    if (space == std::string::npos) space = piece.size();
                    place(piece.substr(from, space - from));
                    from = space + 1;
                }
                continue;
            }
            place(piece);
        }
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

void TextRenderer::endFrame() {
    if (cache_.size() <= kCacheLimit) return;
    for (auto it = cache_.begin(); it != cache_.end();) {
        if (it->second.last_used + 1 < frame_) {
            SDL_DestroyTexture(it->second.image.texture);
            it = cache_.erase(it);
        } else {
            ++it;
        }
    }
}

}  // namespace cata::app
