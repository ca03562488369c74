// The confirmation dialog (confirm_screen.h).
#include "cata/app/confirm_screen.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/widgets.h"

namespace cata::app {

ConfirmScreen::ConfirmScreen(App& app, std::string title, std::string text, std::string yes, std::string no,
                             std::function<void()> on_yes)
    : Screen(app),
      title_(std::move(title)),
      text_(std::move(text)),
      yes_(std::move(yes)),
      no_(std::move(no)),
      on_yes_(std::move(on_yes)) {}

ConfirmScreen::Layout ConfirmScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(600));
    const int pad = l.pad = std::min(p.px(28), std::max(p.px(10), h / 24));
    const int inner = panel_w - 2 * pad;
    l.title_size = p.px(26);
    l.body_size = p.px(18);
    // Smaller text when a short window cannot hold the wrapped paragraph (200 % at 1024×640).
    const int button_h = std::max(text.lineHeight(Face::Bold, std::max(10, p.px(12))) + 6, std::min(p.px(44), h / 10));
    for (;;) {
        l.lines = text.wrap(Face::Regular, l.body_size, text_, inner);
        const int need = 2 * pad + text.lineHeight(Face::Title, l.title_size) + p.px(22) +
                         static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size) + p.px(20) +
                         button_h;
        if (need <= h - p.px(20) || l.body_size <= 10) break;
        l.body_size = std::max(10, l.body_size - 1);
        l.title_size = std::max(12, l.title_size - 1);
    }
    const int body_h = static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size);
    const int title_h = text.lineHeight(Face::Title, l.title_size) + p.px(22);
    const int panel_h = std::min(h - p.px(20), pad + title_h + body_h + p.px(20) + button_h + pad);
    l.panel = Rect{(w - panel_w) / 2, (h - panel_h) / 2, panel_w, panel_h};
    // Two buttons side by side, each as wide as its label needs, within the panel.
    const int gap = p.px(16);
    const int label_w = std::max(text.width(Face::Bold, p.px(18), yes_), text.width(Face::Bold, p.px(18), no_));
    const int button_w = std::min((inner - gap) / 2, std::max(p.px(160), label_w + p.px(40)));
    const int by = l.panel.bottom() - pad - button_h;
    l.yes = Rect{l.panel.centerX() - gap / 2 - button_w, by, button_w, button_h};
    l.no = Rect{l.panel.centerX() + gap / 2, by, button_w, button_h};
    return l;
}

void ConfirmScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    const int pad = l.pad;
    int y = l.panel.y + pad;
    int title_size = l.title_size;
    const std::string title =
        fitText(p, Face::Title, title_size, std::max(10, title_size * 2 / 3), title_, l.panel.w - 2 * pad);
    p.shadowedText(Face::Title, title_size, title, theme().gold, l.panel.centerX(), y, Align::Center);
    y += p.text().lineHeight(Face::Title, l.title_size) + p.px(4);
    drawDivider(p, l.panel.centerX(), y, l.panel.w / 3);
    y += p.px(18);
    for (const std::string& line : l.lines) {
        p.text(Face::Regular, l.body_size, line, theme().bone, l.panel.x + pad, y);
        y += p.text().lineHeight(Face::Regular, l.body_size);
    }
    drawButton(p, Button{l.yes, yes_, true}, yes_focused_);
    drawButton(p, Button{l.no, no_, true}, !yes_focused_);
}

void ConfirmScreen::close(bool confirmed) {
    if (closing_) return;
    closing_ = true;
    // The action runs after the pop: it may change the screens under this one (the board).
    std::function<void()> action = confirmed ? std::move(on_yes_) : nullptr;
    app_.screens().pop(this);
    if (action) action();
}

bool ConfirmScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            close(yes_focused_);
            return true;
        case SDLK_ESCAPE:
            close(false);
            return true;
        case SDLK_TAB:
        case SDLK_LEFT:
        case SDLK_RIGHT:
            yes_focused_ = !yes_focused_;
            app_.redraw();
            return true;
        default:
            return true;  // modal: other keys do nothing
    }
}

bool ConfirmScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.yes.contains(x, y))
        close(true);
    else if (l.no.contains(x, y) || !l.panel.contains(x, y))
        close(false);
    return true;
}

bool ConfirmScreen::hover(int x, int y) {
    const Layout l = layout();
    const bool on_yes = l.yes.contains(x, y), on_no = l.no.contains(x, y);
    if ((on_yes && !yes_focused_) || (on_no && yes_focused_)) {
        yes_focused_ = on_yes;
        app_.redraw();
    }
    return true;
}

}  // namespace cata::app
