// The message dialog.
#include "cata/app/message_screen.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"
#include "cata/app/widgets.h"

namespace cata::app {

MessageScreen::MessageScreen(App& app, std::string title, std::vector<std::string> paragraphs,
                             std::vector<std::string> problems)
    : Screen(app), title_(std::move(title)), paragraphs_(std::move(paragraphs)), problems_(std::move(problems)) {}

MessageScreen::Layout MessageScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(problems_.empty() ? 600 : 860));
    const int pad = p.px(28);
    const int inner = panel_w - 2 * pad;
    l.body_size = p.px(18);
    l.problem_size = p.px(15);
    for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
        if (i > 0) l.lines.push_back(Line{"", false, true});
        for (auto& s : text.wrap(Face::Regular, l.body_size, paragraphs_[i], inner)) l.lines.push_back(Line{s, false, false});
    }
    for (std::size_t i = 0; i < problems_.size(); ++i) {
        if (i == 0 && !l.lines.empty()) l.lines.push_back(Line{"", false, true});
        for (auto& s : text.wrap(Face::Regular, l.problem_size, problems_[i], inner)) l.lines.push_back(Line{s, true, false});
    }
    int body_h = 0;
    for (const Line& line : l.lines)
        body_h += line.gap ? p.px(10) : text.lineHeight(Face::Regular, line.problem ? l.problem_size : l.body_size);
    const int title_h = text.lineHeight(Face::Title, p.px(28)) + p.px(22);
    const int button_h = p.px(44);
    const int panel_h = std::min(h - p.px(40), pad + title_h + body_h + p.px(24) + button_h + pad);
    l.panel = Rect{(w - panel_w) / 2, (h - panel_h) / 2, panel_w, panel_h};
    const int button_w = p.px(160);
    l.ok = Rect{l.panel.centerX() - button_w / 2, l.panel.bottom() - pad - button_h, button_w, button_h};
    return l;
}

void MessageScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    const int pad = p.px(28);
    int y = l.panel.y + pad;
    // The title fitted to the panel (monkey seed 9, 29 November 2026: "Position enregistrée en
    // énigme" at 200 % ran past it): smaller first, cut last.
    int title_size = p.px(28);
    const std::string title = fitText(p, Face::Title, title_size, p.px(16), title_, l.panel.w - 2 * pad);
    p.shadowedText(Face::Title, title_size, title, theme().gold, l.panel.centerX(), y, Align::Center);
    y += p.text().lineHeight(Face::Title, p.px(28)) + p.px(4);
    drawDivider(p, l.panel.centerX(), y, l.panel.w / 3);
    y += p.px(18);
    const Rect body{l.panel.x + pad, y, l.panel.w - 2 * pad, l.ok.y - p.px(16) - y};
    p.clip(&body);
    for (const Line& line : l.lines) {
        if (line.gap) {
            y += p.px(10);
            continue;
        }
        const int size = line.problem ? l.problem_size : l.body_size;
        p.text(Face::Regular, size, line.text, line.problem ? theme().error : theme().bone, body.x, y);
        y += p.text().lineHeight(Face::Regular, size);
    }
    p.clip(nullptr);
    drawButton(p, Button{l.ok, app_.tr("dialog.ok"), true}, true);
}

void MessageScreen::close() {
    if (closing_) return;
    closing_ = true;
    app_.screens().pop(this);
}

bool MessageScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_ESCAPE || key == SDLK_SPACE) {
        close();
        return true;
    }
    return true;  // modal: other keys do nothing
}

bool MessageScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.ok.contains(x, y) || !l.panel.contains(x, y)) close();
    return true;
}

}  // namespace cata::app
