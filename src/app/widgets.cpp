// Drawing of the shared menu elements.
#include "cata/app/widgets.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText

namespace cata::app {

void drawBackdrop(App& app, Painter& painter, Uint8 veil) {
    if (SDL_Texture* texture = app.background()) SDL_RenderCopy(painter.renderer(), texture, nullptr, nullptr);
    if (veil > 0) painter.fill(Rect{0, 0, painter.width(), painter.height()}, SDL_Color{0, 0, 0, veil});
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
    painter.shadowedText(Face::Title, size, text, palette::kGold, painter.width() / 2, y, Align::Center);
    const int rule_y = y + painter.text().lineHeight(Face::Title, size) + painter.px(6);
    drawDivider(painter, painter.width() / 2, rule_y, std::min(painter.px(260), painter.width() / 2 - painter.px(20)));
    return headingBelow(painter, y);
}

void drawDivider(Painter& painter, int cx, int y, int half_width) {
    const int gap = painter.px(14);
    const int thick = std::max(1, painter.px(1.5));
    SDL_Color clear = palette::kGold;
    clear.a = 0;
    painter.horizontalGradient(Rect{cx - half_width, y, half_width - gap, thick}, clear, palette::kGold);
    painter.horizontalGradient(Rect{cx + gap, y, half_width - gap, thick}, palette::kGold, clear);
    painter.diamond(cx, y + thick / 2, painter.px(6), palette::kGold);
    painter.diamond(cx, y + thick / 2, painter.px(3), SDL_Color{60, 20, 14, 255});
}

void drawPanel(Painter& painter, const Rect& r) {
    painter.fill(r, palette::kPanel);
    const int t = std::max(1, painter.px(1));
    painter.outline(r, palette::kBorder, t);
    const int inset = painter.px(4);
    SDL_Color inner = palette::kBorder;
    inner.a = 110;
    painter.outline(Rect{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset}, inner, t);
    const int d = painter.px(5);
    painter.diamond(r.x, r.y, d, palette::kGold);
    painter.diamond(r.right() - 1, r.y, d, palette::kGold);
    painter.diamond(r.x, r.bottom() - 1, d, palette::kGold);
    painter.diamond(r.right() - 1, r.bottom() - 1, d, palette::kGold);
}

void drawButton(Painter& painter, const Button& button, bool focused) {
    const Rect& r = button.rect;
    const bool lit = focused && button.enabled;
    painter.fill(r, lit ? SDL_Color{70, 22, 16, 230} : SDL_Color{20, 16, 14, 220});
    painter.outline(r, lit ? palette::kGold : palette::kBorder, std::max(1, painter.px(1)));
    const int size = painter.px(20);
    const SDL_Color colour = !button.enabled ? palette::kDisabled : lit ? palette::kGoldBright : palette::kBone;
    const int text_y = r.y + (r.h - painter.text().lineHeight(Face::Bold, size)) / 2;
    painter.labelWithShortcut(Face::Bold, size, button.label, colour, r.centerX(), text_y, Align::Center,
                              button.enabled);
}

void drawHint(Painter& painter, const std::string& text) {
    // Shrunk (then shortened) to the window's width: long hints at a large UI scale.
    int size = painter.px(15);
    const std::string fitted = fitText(painter, Face::Regular, size, std::min(size, 11), text, painter.width() - painter.px(24));
    const int y = painter.height() - painter.text().lineHeight(Face::Regular, painter.px(15)) - painter.px(14);
    painter.shadowedText(Face::Regular, size, fitted, palette::kMuted, painter.width() / 2, y, Align::Center);
}

}  // namespace cata::app
