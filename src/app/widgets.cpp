// Drawing of the shared menu elements.
#include "cata/app/widgets.h"

#include <algorithm>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText

namespace cata::app {

void drawBackdrop(App& app, Painter& painter, Uint8 veil) {
    // The veil is in the texture's pixels (Background::texture): one opaque copy a frame.
    if (SDL_Texture* texture = app.background(veil)) {
        SDL_RenderCopy(painter.renderer(), texture, nullptr, nullptr);
        return;
    }
    if (veil > 0) painter.fill(Rect{0, 0, painter.width(), painter.height()}, translucent(theme().veil, veil));
}

bool compactMenus(const Painter& painter) { return painter.height() < painter.px(640); }

namespace {
int headingSize(const Painter& painter) { return painter.px(compactMenus(painter) ? 30 : 40); }
int headingBelow(const Painter& painter, int y) {
    const int rule_y = y + painter.text().lineHeight(Face::Title, headingSize(painter)) + painter.px(6);
    return rule_y + painter.px(compactMenus(painter) ? 12 : 18);
}
}  // namespace

MenuFrame menuFrame(const Painter& painter) {
    const bool compact = compactMenus(painter);
    MenuFrame f;
    f.heading_y = painter.px(compact ? 14 : 40);
    f.top = headingBelow(painter, f.heading_y);
    f.button_h = painter.px(compact ? 38 : 44);
    f.buttons_y = painter.height() - painter.px(compact ? 42 : 50) - f.button_h;
    f.bottom = f.buttons_y - painter.px(compact ? 10 : 14);
    return f;
}

int drawHeading(Painter& painter, const std::string& text, int y) {
    const int size = headingSize(painter);
    painter.shadowedText(Face::Title, size, text, theme().gold, painter.width() / 2, y, Align::Center);
    const int rule_y = y + painter.text().lineHeight(Face::Title, size) + painter.px(6);
    drawDivider(painter, painter.width() / 2, rule_y, std::min(painter.px(260), painter.width() / 2 - painter.px(20)));
    return headingBelow(painter, y);
}

int dividerReach(Painter& painter) { return painter.px(6) + 1; }

void drawDivider(Painter& painter, int cx, int y, int half_width) {
    const int gap = painter.px(14);
    const int thick = std::max(1, painter.px(1.5));
    SDL_Color clear = theme().gold;
    clear.a = 0;
    painter.horizontalGradient(Rect{cx - half_width, y, half_width - gap, thick}, clear, theme().gold);
    painter.horizontalGradient(Rect{cx + gap, y, half_width - gap, thick}, theme().gold, clear);
    painter.diamond(cx, y + thick / 2, painter.px(6), theme().gold);
    painter.diamond(cx, y + thick / 2, painter.px(3), theme().selection);
}

void drawPanel(Painter& painter, const Rect& r) {
    painter.markPanel(r, PanelKind::Panel, "panel");
    painter.fill(r, theme().panel);
    const int t = std::max(1, painter.px(1));
    painter.outline(r, theme().border, t);
    const int inset = painter.px(4);
    SDL_Color inner = theme().border;
    inner.a = 110;
    painter.outline(Rect{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset}, inner, t);
    const int d = painter.px(5);
    painter.diamond(r.x, r.y, d, theme().gold);
    painter.diamond(r.right() - 1, r.y, d, theme().gold);
    painter.diamond(r.x, r.bottom() - 1, d, theme().gold);
    painter.diamond(r.right() - 1, r.bottom() - 1, d, theme().gold);
}

void drawButton(Painter& painter, const Button& button, bool focused) {
    const Rect& r = button.rect;
    const bool lit = focused && button.enabled;
    if (button.enabled) painter.noteButton(r);
    painter.fill(r, lit ? theme().row_lit : theme().field);
    painter.outline(r, lit ? theme().gold : theme().border, std::max(1, painter.px(1)));
    // The label at 20 units, smaller when the button is (a large UI scale in a small window),
    // cut with an ellipsis only as a last resort: it never leaves its button.
    const std::string plain = stripShortcut(button.label);
    const int room = r.w - painter.px(12);
    int size = painter.px(20);
    while (size > 10 && (painter.text().lineHeight(Face::Bold, size) > r.h - 2 || painter.text().width(Face::Bold, size, plain) > room))
        --size;
    const SDL_Color colour = !button.enabled ? theme().disabled : lit ? theme().gold_bright : theme().bone;
    const int text_y = r.y + (r.h - painter.text().lineHeight(Face::Bold, size)) / 2;
    const PanelScope scope(painter, r, PanelKind::Button, "button " + plain);
    if (painter.text().width(Face::Bold, size, plain) > room) {
        const std::string cut = fitText(painter, Face::Bold, size, size, plain, room);
        painter.shadowedText(Face::Bold, size, cut, colour, r.centerX(), text_y, Align::Center);
        return;
    }
    painter.labelWithShortcut(Face::Bold, size, button.label, colour, r.centerX(), text_y, Align::Center,
                              button.enabled);
}

int hintTop(const Painter& painter) {
    return painter.height() - painter.text().lineHeight(Face::Regular, painter.px(15)) - painter.px(14);
}

Rect drawHint(Painter& painter, const std::string& text) {
    // Shrunk (then shortened) to the window's width: long hints at a large UI scale.
    int size = painter.px(15);
    const std::string fitted = fitText(painter, Face::Regular, size, std::min(size, 11), text, painter.width() - painter.px(24));
    const int w = painter.shadowedText(Face::Regular, size, fitted, theme().muted, painter.width() / 2,
                                       hintTop(painter), Align::Center);
    return Rect{painter.width() / 2 - w / 2, hintTop(painter), w, painter.text().lineHeight(Face::Regular, size)};
}

int scrolledBy(const Painter& painter, int offset, int notches, int max_offset) {
    return std::clamp(offset - notches * painter.px(48), 0, std::max(0, max_offset));
}

int wholeLineScroll(const Painter& painter, const std::vector<int>& stops, int offset, int notches, int max_offset) {
    const int target = scrolledBy(painter, offset, notches, max_offset);
    if (target > offset) {
        for (const int stop : stops)
            if (stop >= target) return std::min(stop, std::max(0, max_offset));
        return target;
    }
    if (target < offset) return wholeLineSnap(stops, target);
    return target;
}

int wholeLineMax(const std::vector<int>& stops, int content, int view_h) {
    const int rest = content - view_h;
    if (rest <= 0) return 0;
    for (const int stop : stops)
        if (stop >= rest) return stop;
    return rest;
}

int wholeLineSnap(const std::vector<int>& stops, int offset) {
    int top = 0;
    for (const int stop : stops)
        if (stop <= offset) top = std::max(top, stop);
    return top;
}

int wholeLineView(const std::vector<int>& stops, int offset, int view_h) {
    int shown = 0;
    for (const int stop : stops)
        if (stop - offset <= view_h) shown = std::max(shown, stop - offset);
    // Nothing past the view: it shows whole as it is.
    if (stops.empty() || stops.back() - offset <= view_h || shown <= 0) return view_h;
    return shown;
}

Rect scrollThumb(const Painter& painter, const Rect& track, int content, int view, int offset) {
    if (content <= view || track.h <= 0) return Rect{};
    const int bar_h = std::max(std::min(track.h, painter.px(20)), track.h * view / content);
    const int bar_y = track.y + (track.h - bar_h) * std::clamp(offset, 0, content - view) / std::max(1, content - view);
    return Rect{track.x, bar_y, track.w, bar_h};
}

void drawScrollBar(Painter& painter, const Rect& track, int content, int view, int offset) {
    if (content <= view || track.h <= 0) return;
    SDL_Color rail = theme().border;
    rail.a = 90;
    painter.fill(track, rail);
    painter.fill(scrollThumb(painter, track, content, view, offset), theme().gold);
}

void drawTooltip(Painter& p, const std::string& text, int x, int y, const Rect& keep_out) {
    if (text.empty()) return;
    p.beginLayer();
    const int size = p.px(13);
    const int max_w = std::min(p.px(330), p.width() - p.px(8));
    // The first paragraph (the title) in bold, wrapped and measured in bold: measured in the
    // regular face, a bold line ran past the box's edge (the monkey test found it).
    struct Line {
        std::string text;
        Face face;
    };
    std::vector<Line> lines;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const Face face = start == 0 ? Face::Bold : Face::Regular;
        for (auto& l : p.text().wrap(face, size, text.substr(start, end - start), max_w - p.px(16)))
            lines.push_back(Line{std::move(l), face});
        start = end + 1;
    }
    int w = 0;
    for (const auto& l : lines) w = std::max(w, p.text().width(l.face, size, l.text));
    const int lh = std::max(p.text().lineHeight(Face::Regular, size), p.text().lineHeight(Face::Bold, size));
    Rect r{x + p.px(18), y + p.px(18), w + p.px(16), static_cast<int>(lines.size()) * lh + p.px(12)};
    // Right of and below the pointer, else left of / above it; always inside the window.
    if (r.right() > p.width()) r.x = x - r.w - p.px(8);
    if (r.bottom() > p.height()) r.y = y - r.h - p.px(8);
    r.x = std::clamp(r.x, 0, std::max(0, p.width() - r.w));
    r.y = std::clamp(r.y, 0, std::max(0, p.height() - r.h));
    const auto crosses = [&keep_out](const Rect& b) {
        return keep_out.w > 0 && keep_out.h > 0 && b.x < keep_out.right() && b.right() > keep_out.x &&
               b.y < keep_out.bottom() && b.bottom() > keep_out.y;
    };
    if (crosses(r)) {
        const int left = keep_out.contains(x, y) ? keep_out.x - r.w - p.px(8) : x - r.w - p.px(8);
        if (left >= 0 && left + r.w <= keep_out.x) r.x = left;  // else no room: it stays where it was
    }
    p.fill(r, theme().card);
    p.outline(r, theme().gold, 1);
    const PanelScope scope(p, r, PanelKind::Panel, "tooltip");
    int ly = r.y + p.px(6);
    for (const Line& l : lines) {
        p.text(l.face, size, l.text, l.face == Face::Bold ? theme().gold_bright : theme().bone, r.x + p.px(8), ly);
        ly += lh;
    }
}

}  // namespace cata::app
