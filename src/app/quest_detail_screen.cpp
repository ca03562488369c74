// A quest's introduction.
#include "cata/app/quest_detail_screen.h"

#include <algorithm>
#include <memory>

#include "cata/app/app.h"
#include "cata/app/message_screen.h"
#include "cata/app/widgets.h"

namespace cata::app {

QuestDetailScreen::QuestDetailScreen(App& app, const QuestDef& quest) : Screen(app), quest_(quest) {}

QuestDetailScreen::Layout QuestDetailScreen::layout() const {
    const Painter& p = app_.painter();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int top = p.px(40) + app_.text().lineHeight(Face::Title, p.px(40)) + p.px(30);
    const int panel_w = std::min(w - p.px(40), p.px(820));
    const int button_h = p.px(46);
    const int panel_h = std::max(p.px(120), h - top - p.px(60) - button_h - p.px(24));
    l.panel = Rect{(w - panel_w) / 2, top, panel_w, panel_h};
    const int pad = p.px(30);
    l.body = Rect{l.panel.x + pad, l.panel.y + pad, l.panel.w - 2 * pad, l.panel.h - 2 * pad};
    const int button_w = p.px(200);
    const int gap = p.px(24);
    const int by = l.panel.bottom() + p.px(20);
    l.start = Rect{w / 2 - gap / 2 - button_w, by, button_w, button_h};
    l.back = Rect{w / 2 + gap / 2, by, button_w, button_h};
    return l;
}

void QuestDetailScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    const std::string& lang = app_.settings().language;
    drawHeading(p, app_.strings().format("quest.heading", quest_.number, quest_.title.in(lang)), p.px(40));
    const Layout l = layout();
    drawPanel(p, l.panel);

    p.clip(&l.body);
    int y = l.body.y - scroll_;
    const auto section = [&](const std::string& label, const std::string& body, SDL_Color colour) {
        p.text(Face::Bold, p.px(17), label, palette::kGold, l.body.x, y);
        y += p.text().lineHeight(Face::Bold, p.px(17)) + p.px(6);
        for (const std::string& s : p.text().wrap(Face::Regular, p.px(18), body, l.body.w)) {
            p.text(Face::Regular, p.px(18), s, colour, l.body.x, y);
            y += p.text().lineHeight(Face::Regular, p.px(18));
        }
        y += p.px(18);
    };
    section(app_.tr("quest.introduction"), quest_.introduction.in(lang), palette::kBone);
    section(app_.tr("quest.objective"), quest_.objective.in(lang), palette::kBone);
    p.clip(nullptr);
    max_scroll_ = std::max(0, y + scroll_ - l.body.y - l.body.h);

    drawButton(p, Button{l.start, app_.tr("quest.start"), true}, focus_ == 0);
    drawButton(p, Button{l.back, app_.tr("common.back"), true}, focus_ == 1);
    drawHint(p, app_.tr("quest.hint"));
}

void QuestDetailScreen::start() {
    app_.screens().push(std::make_unique<MessageScreen>(
        app_, app_.tr("quest.not_yet_title"), std::vector<std::string>{app_.tr("quest.not_yet")}));
}

bool QuestDetailScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_TAB:
            focus_ = 1 - focus_;
            app_.redraw();
            return true;
        case SDLK_UP: return scroll(1);
        case SDLK_DOWN: return scroll(-1);
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (focus_ == 0) start();
            else app_.screens().pop(this);
            return true;
        default: return false;
    }
}

bool QuestDetailScreen::hover(int x, int y) {
    const Layout l = layout();
    const int f = l.start.contains(x, y) ? 0 : l.back.contains(x, y) ? 1 : focus_;
    if (f != focus_) {
        focus_ = f;
        app_.redraw();
    }
    return true;
}

bool QuestDetailScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.start.contains(x, y)) start();
    else if (l.back.contains(x, y)) app_.screens().pop(this);
    return true;
}

bool QuestDetailScreen::scroll(int dy) {
    scroll_ = std::clamp(scroll_ - dy * app_.painter().px(40), 0, max_scroll_);
    app_.redraw();
    return true;
}

}  // namespace cata::app
