// The rules reference stub.
#include "cata/app/rules_screen.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

/// The rulebook's chapters (../shared/RULES.md), as string keys.
const char* const kTopics[] = {
    "rules.topic.dice",    "rules.topic.turn",     "rules.topic.movement", "rules.topic.combat",
    "rules.topic.injuries", "rules.topic.special", "rules.topic.actions",  "rules.topic.optional",
    "rules.topic.quests",  "rules.topic.groups",
};
constexpr int kTopicCount = static_cast<int>(sizeof(kTopics) / sizeof(kTopics[0]));

}  // namespace

Rect RulesScreen::backButton() const {
    const Painter& p = app_.painter();
    const int w = p.px(200), h = p.px(46);
    return Rect{app_.width() / 2 - w / 2, app_.height() - p.px(60) - h, w, h};
}

void RulesScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    const int top = drawHeading(p, app_.tr("rules.heading"), p.px(40));
    const int panel_w = std::min(p.width() - p.px(40), p.px(760));
    const Rect back = backButton();
    const Rect panel{(p.width() - panel_w) / 2, top + p.px(10), panel_w,
                     std::max(p.px(100), back.y - p.px(24) - top - p.px(10))};
    drawPanel(p, panel);
    const int pad = p.px(28);
    int y = panel.y + pad;
    for (const std::string& s : p.text().wrap(Face::Regular, p.px(17), app_.tr("rules.stub"), panel.w - 2 * pad)) {
        p.text(Face::Regular, p.px(17), s, palette::kMuted, panel.x + pad, y);
        y += p.text().lineHeight(Face::Regular, p.px(17));
    }
    y += p.px(16);
    const Rect clip{panel.x, panel.y, panel.w, panel.h - p.px(8)};
    p.clip(&clip);
    const int column_w = (panel.w - 2 * pad) / 2;
    const int line = p.text().lineHeight(Face::Bold, p.px(19)) + p.px(10);
    const int rows = (kTopicCount + 1) / 2;
    for (int i = 0; i < kTopicCount; ++i) {
        const int x = panel.x + pad + (i / rows) * column_w;
        const int ty = y + (i % rows) * line;
        p.diamond(x + p.px(6), ty + line / 2 - p.px(5), p.px(5), palette::kGold);
        p.text(Face::Bold, p.px(19), app_.tr(kTopics[i]), palette::kBone, x + p.px(22), ty);
    }
    p.clip(nullptr);
    drawButton(p, Button{back, app_.tr("common.back"), true}, true);
    drawHint(p, app_.tr("rules.hint"));
}

bool RulesScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_ESCAPE || key == SDLK_BACKSPACE || key == SDLK_RETURN || key == SDLK_KP_ENTER) {
        app_.screens().pop(this);
        return true;
    }
    return false;
}

bool RulesScreen::click(int x, int y) {
    if (backButton().contains(x, y)) app_.screens().pop(this);
    return true;
}

}  // namespace cata::app
