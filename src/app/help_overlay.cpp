// The help overlay (help_overlay.h).
#include "cata/app/help_overlay.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kSize = 17;
constexpr double kPad = 28;

}  // namespace

HelpOverlay::HelpOverlay(App& app, std::string title, std::vector<std::pair<std::string, std::string>> shortcuts)
    : Screen(app), title_(std::move(title)), shortcuts_(std::move(shortcuts)) {}

void HelpOverlay::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 170));
    TextRenderer& text = p.text();
    const int size = p.px(kSize);
    const int pad = p.px(kPad);
    const int row_gap = p.px(9);
    const int key_pad = p.px(8);
    int keys_w = 0;
    for (const auto& [keys, what] : shortcuts_) keys_w = std::max(keys_w, text.width(Face::Bold, size, keys) + 2 * key_pad);
    const int panel_w = std::min(p.width() - p.px(40), std::max(p.px(560), keys_w + p.px(380) + 2 * pad));
    const int what_x = pad + keys_w + p.px(20);
    const int what_w = panel_w - what_x - pad;
    std::vector<std::vector<std::string>> wrapped;
    const int line_h = text.lineHeight(Face::Regular, size);
    int rows_h = 0;
    // Where the view may start or end: between two entries. Scrolled by pixels, the first and
    // last rows showed cut in half at 200 % (play 10 #9c); starting between two lines of one, an
    // orphan line topped the view over a sliver of its keycap (play 11, F10-9c).
    std::vector<int> stops;
    for (const auto& [keys, what] : shortcuts_) {
        wrapped.push_back(text.wrap(Face::Regular, size, what, std::max(p.px(80), what_w)));
        const int lines = static_cast<int>(std::max<std::size_t>(1, wrapped.back().size()));
        rows_h += lines * line_h + 2 * p.px(3) + row_gap;
        stops.push_back(rows_h);
    }
    const int title_size = p.px(30);
    const int title_h = text.lineHeight(Face::Title, title_size) + p.px(26);
    const int foot_h = text.lineHeight(Face::Regular, p.px(14)) + p.px(14);
    const int panel_h = std::min(p.height() - p.px(20), pad + title_h + rows_h + foot_h + pad);
    const Rect panel{(p.width() - panel_w) / 2, (p.height() - panel_h) / 2, panel_w, panel_h};
    p.fill(panel, translucent(theme().card, 235));
    drawPanel(p, panel);
    const int cx = panel.centerX();
    int y = panel.y + pad;
    p.shadowedText(Face::Title, title_size, title_, theme().gold, cx, y, Align::Center);
    drawDivider(p, cx, y + text.lineHeight(Face::Title, title_size) + p.px(6), panel.w / 3);
    y += title_h;

    const Rect room{panel.x + pad, y, panel.w - 2 * pad, panel.bottom() - pad - foot_h - y};
    // The last entries scroll into view with the wheel when the window is too short for all,
    // on whole lines: the view starts on a line's top and ends under the last whole one.
    max_scroll_ = wholeLineMax(stops, rows_h, room.h);
    scroll_ = wholeLineSnap(stops, std::clamp(scroll_, 0, max_scroll_));
    stops_ = std::move(stops);
    const Rect body{room.x, room.y, room.w, wholeLineView(stops_, scroll_, room.h)};
    y -= scroll_;
    p.clip(&body);
    p.pushPanel(body, PanelKind::Scroll, "help");
    for (std::size_t i = 0; i < shortcuts_.size(); ++i) {
        const auto& [keys, what] = shortcuts_[i];
        // The keys in a keycap: dark stone with a gold rim.
        const int kw = text.width(Face::Bold, size, keys) + 2 * key_pad;
        const Rect cap{panel.x + pad + keys_w - kw, y, kw, line_h + 2 * p.px(3)};
        p.fill(cap, theme().cell);
        p.outline(cap, theme().border, std::max(1, p.px(1)));
        p.fill(Rect{cap.x + 1, cap.bottom() - p.px(3), cap.w - 2, p.px(2)}, theme().cell_edge);
        p.text(Face::Bold, size, keys, theme().gold_bright, cap.x + key_pad, y + p.px(2));
        int ly = y + p.px(3);
        for (const std::string& line : wrapped[i]) {
            p.text(Face::Regular, size, line, theme().bone, panel.x + what_x, ly);
            ly += line_h;
        }
        y += static_cast<int>(std::max<std::size_t>(1, wrapped[i].size())) * line_h + 2 * p.px(3) + row_gap;
    }
    p.popPanel();
    p.clip(nullptr);
    drawScrollBar(p, Rect{panel.right() - pad / 2 - std::max(2, p.px(4)) / 2, room.y, std::max(2, p.px(4)), room.h},
                  rows_h, room.h, scroll_);
    p.text(Face::Regular, p.px(14), app_.tr("help.close"), theme().muted, cx,
           panel.bottom() - pad - text.lineHeight(Face::Regular, p.px(14)) + p.px(6), Align::Center);
}

void HelpOverlay::close() {
    if (closing_) return;
    closing_ = true;
    app_.screens().pop(this);
}

bool HelpOverlay::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {  // the arrows scroll like the wheel; any other key closes
        case SDLK_UP: return scroll(1);
        case SDLK_DOWN: return scroll(-1);
        case SDLK_PAGEUP: return scroll(5);
        case SDLK_PAGEDOWN: return scroll(-5);
        default: close(); return true;
    }
}

bool HelpOverlay::scroll(int dy) {
    const int before = scroll_;
    scroll_ = wholeLineScroll(app_.painter(), stops_, scroll_, dy, max_scroll_);
    if (scroll_ != before) app_.redraw();
    return true;
}

bool HelpOverlay::click(int x, int y) {
    (void)x;
    (void)y;
    close();
    return true;
}

}  // namespace cata::app
