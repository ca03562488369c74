// The hot-seat hand-off screen (hand_off_screen.h).
#include "cata/app/hand_off_screen.h"

#include <algorithm>
#include <utility>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/widgets.h"

namespace cata::app {

HandOffScreen::HandOffScreen(App& app, Side next, int turn, std::string preview, std::string preview_title,
                             std::shared_ptr<const Rect> area)
    : Screen(app),
      preview_(std::move(preview)),
      preview_title_(std::move(preview_title)),
      area_(std::move(area)),
      next_(next),
      turn_(turn),
      guard_ms_(std::max(0, app.handOffGuardMs())) {
    if (preview_title_.empty()) preview_title_ = app_.tr("board.waiting_prompt.title");
}

bool HandOffScreen::handleEvent(const SDL_Event& event) {
    const bool input = event.type == SDL_KEYDOWN || event.type == SDL_MOUSEBUTTONDOWN;
    if (input && (guard_ms_ > 0 || (event.type == SDL_KEYDOWN && event.key.repeat != 0))) return true;
    return Screen::handleEvent(event);
}

void HandOffScreen::tick(Uint32 ms) {
    // The frame that showed it: its time was spent before (the app waiting for the key that
    // ended the turn), not while it was in view.
    if (std::exchange(fresh_, false)) return;
    guard_ms_ = std::max(0, guard_ms_ - static_cast<int>(std::min<Uint32>(ms, 1U << 20)));
}

Rect HandOffScreen::noticePanel() const {
    const Painter& p = app_.painter();
    // Over the board's map, under its banners (the window when no board says where).
    Rect a{0, p.px(58), app_.width(), app_.height() - p.px(58)};
    if (area_ && area_->w > p.px(240) && area_->h > 0 && area_->right() <= app_.width() && area_->bottom() <= app_.height())
        a = *area_;
    const int w = std::min(a.w - p.px(40), p.px(560));
    const int lines = static_cast<int>(p.text().wrap(Face::Regular, p.px(16), preview_, w - p.px(40)).size());
    const int h = p.px(20) + p.text().lineHeight(Face::Title, p.px(22)) + p.px(8) +
                  lines * p.text().lineHeight(Face::Regular, p.px(16)) + p.px(16) + p.px(44) + p.px(18);
    return Rect{a.x + (a.w - w) / 2, a.y + p.px(12), w, h};
}

Rect HandOffScreen::handOverButton() const {
    const Painter& p = app_.painter();
    const Rect panel = noticePanel();
    const int bw = std::max(p.px(180), p.text().width(Face::Bold, p.px(18), app_.tr("board.waiting_prompt.button")) + p.px(40));
    return Rect{panel.centerX() - bw / 2, panel.bottom() - p.px(18) - p.px(44), bw, p.px(44)};
}

void HandOffScreen::drawPreview(Painter& p) {
    const Rect panel = noticePanel();
    drawPanel(p, panel);
    int y = panel.y + p.px(20);
    p.shadowedText(Face::Title, p.px(22), preview_title_, theme().gold_bright, panel.centerX(), y, Align::Center);
    y += p.text().lineHeight(Face::Title, p.px(22)) + p.px(8);
    for (const std::string& line : p.text().wrap(Face::Regular, p.px(16), preview_, panel.w - p.px(40))) {
        p.text(Face::Regular, p.px(16), line, theme().bone, panel.centerX(), y, Align::Center);
        y += p.text().lineHeight(Face::Regular, p.px(16));
    }
    drawButton(p, Button{handOverButton(), app_.tr("board.waiting_prompt.button"), true}, true);
}

void HandOffScreen::draw(Painter& p) {
    if (!preview_.empty()) {
        drawPreview(p);
        return;
    }
    drawBackdrop(app_, p, 110);
    const int w = p.width(), h = p.height();
    const int cx = w / 2;
    const bool master = next_ == Side::Master;
    std::string title = app_.tr(master ? "handoff.to_master" : "handoff.to_heroes");

    // The side's colour as a wide glow across the middle: blood red for the Master, cold steel
    // blue for the heroes.
    const SDL_Color glow = translucent(master ? theme().master_glow : theme().hero_glow, 150);
    int title_size = std::min(p.px(46), std::max(p.px(20), w * 46 / 1000));
    // Within the window ("Passez la main au Maître des catacombes" was wider than 1024 pixels).
    title = fitText(p, Face::Title, title_size, std::min(title_size, p.px(20)), title, w - p.px(40));
    const int title_h = p.text().lineHeight(Face::Title, title_size);
    const int mid = h * 45 / 100;
    p.glowBar(Rect{0, mid - title_h, w, title_h * 2}, glow);

    // Turn number above, with diamonds.
    const int turn_size = p.px(22);
    const std::string turn = app_.strings().format("handoff.turn", turn_);
    const int turn_y = mid - title_h / 2 - p.px(56);
    const int tw = p.text().width(Face::Title, turn_size, turn);
    p.shadowedText(Face::Title, turn_size, turn, theme().muted, cx, turn_y, Align::Center);
    const int dy = turn_y + p.text().lineHeight(Face::Title, turn_size) / 2;
    p.diamond(cx - tw / 2 - p.px(18), dy, p.px(5), theme().border);
    p.diamond(cx + tw / 2 + p.px(18), dy, p.px(5), theme().border);

    // The title, in gold, with a drop shadow.
    p.shadowedText(Face::Title, title_size, title, theme().gold_bright, cx, mid - title_h / 2, Align::Center);
    const int rule_y = mid + title_h / 2 + p.px(14);
    drawDivider(p, cx, rule_y, std::min(w / 2 - p.px(20), std::max(p.px(200), p.text().width(Face::Title, title_size, title) / 2)));

    int body = p.px(17);
    const std::string hidden =
        fitText(p, Face::Regular, body, std::max(8, p.px(12)), app_.tr("handoff.hidden"), w - p.px(24));
    p.shadowedText(Face::Regular, body, hidden, theme().bone, cx, rule_y + p.px(22), Align::Center);

    // The prompt in a framed box, like a button waiting to be pressed.
    // Smaller when it must (French at a large text size), cut last: inside the window.
    int size = p.px(20);
    const std::string ready =
        fitText(p, Face::Bold, size, std::max(8, p.px(13)), app_.tr("handoff.ready"), w - p.px(24) - p.px(56));
    const int bw = p.text().width(Face::Bold, size, ready) + p.px(56);
    const int bh = p.px(52);
    const Rect box{cx - bw / 2, rule_y + p.px(80), bw, bh};
    drawPanel(p, box);
    p.text(Face::Bold, size, ready, theme().gold, cx, box.y + (bh - p.text().lineHeight(Face::Bold, size)) / 2,
           Align::Center);

    // What the other side did, under the prompt, as many lines as fit.
    recap_shown_ = 0;
    if (recap_.empty()) return;
    const int line_size = p.px(15);
    const int lh = p.text().lineHeight(Face::Regular, line_size);
    const int head = p.text().lineHeight(Face::Bold, p.px(16));
    int y = box.bottom() + p.px(28);
    const int room = h - p.px(16) - y - head - p.px(6);
    if (room < lh) return;
    const int rows = std::min(static_cast<int>(recap_.size()), room / lh);
    const int width = std::min(w - p.px(40), p.px(620));
    p.shadowedText(Face::Bold, p.px(16), recap_title_, theme().gold, cx, y, Align::Center);
    y += head + p.px(6);
    for (int i = 0; i < rows; ++i) {
        std::string line = recap_[static_cast<std::size_t>(i)];
        if (i + 1 == rows && rows < static_cast<int>(recap_.size())) line += " …";
        int fit = line_size;
        line = fitText(p, Face::Regular, fit, fit, line, width);
        p.shadowedText(Face::Regular, fit, line, theme().bone, cx, y, Align::Center);
        y += lh;
    }
    recap_shown_ = rows;
}

void HandOffScreen::close() {
    if (closing_) return;
    closing_ = true;
    app_.screens().pop(this);
}

bool HandOffScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    // Modifier keys alone (a Ctrl or Shift still held from the last action) do not count.
    switch (key) {
        case SDLK_LCTRL: case SDLK_RCTRL: case SDLK_LSHIFT: case SDLK_RSHIFT:
        case SDLK_LALT: case SDLK_RALT: case SDLK_LGUI: case SDLK_RGUI: return true;
        default: break;
    }
    if (!preview_.empty()) {
        // The Master hands over on purpose: Enter (or the button); other keys do nothing.
        if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) {
            preview_.clear();
            guard_ms_ = std::max(0, app_.handOffGuardMs());
            fresh_ = true;  // the hiding screen shows now
            app_.redraw();
        }
        return true;
    }
    close();
    return true;
}

bool HandOffScreen::click(int x, int y) {
    if (!preview_.empty()) {
        if (handOverButton().contains(x, y)) {
            preview_.clear();
            guard_ms_ = std::max(0, app_.handOffGuardMs());
            fresh_ = true;
            app_.redraw();
        }
        return true;
    }
    close();
    return true;
}

}  // namespace cata::app
