// The rules reference screen.
#include "cata/app/rules_screen.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"
#include "cata/app/widgets.h"

namespace cata::app {

RulesScreen::RulesScreen(App& app, const std::string& keyword) : Screen(app) {
    const RulesReference& rules = app_.rulesReference();
    if (const RulesTopic* t = keyword.empty() ? nullptr : rules.forKeyword(keyword))
        selected_ = static_cast<int>(t - rules.topics().data());
}

Rect RulesScreen::listRect() const {
    const Painter& p = app_.painter();
    const MenuFrame frame = menuFrame(p);
    const int top = frame.top, bottom = frame.bottom;
    const int w = std::min(p.px(330), app_.width() / 3);
    return Rect{p.px(30), top, w, std::max(p.px(60), bottom - top)};
}

Rect RulesScreen::textRect() const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const int x = list.right() + p.px(20);
    return Rect{x, list.y, app_.width() - p.px(30) - x, list.h};
}

std::vector<std::string> RulesScreen::topicTitleLines(int index) const {
    Painter& p = app_.painter();
    const auto& topics = app_.rulesReference().topics();
    if (index < 0 || index >= static_cast<int>(topics.size())) return {};
    // One size for every title ("Immaterial, magic weapons and armour" was shrunk to fit its
    // row, a smaller font than its neighbours): a long one takes a second line.
    const int size = p.px(15);
    const int room = listRect().w - p.px(16) - p.px(28);
    std::vector<std::string> lines = p.text().wrap(Face::Bold, size, topics[static_cast<std::size_t>(index)].title, room);
    if (lines.size() > 2) {
        std::string rest;
        for (std::size_t i = 1; i < lines.size(); ++i) rest += (i > 1 ? " " : "") + lines[i];
        int fit = size;
        lines.resize(2);
        lines[1] = fitText(p, Face::Bold, fit, size, rest, room);
    }
    return lines;
}

int RulesScreen::topicHeight(int index) const {
    const Painter& p = app_.painter();
    const int lines = std::max<int>(1, static_cast<int>(topicTitleLines(index).size()));
    return p.px(30) + (lines - 1) * p.text().lineHeight(Face::Bold, p.px(15));
}

int RulesScreen::topicsHeight() const {
    int h = 0;
    for (int i = 0; i < static_cast<int>(app_.rulesReference().topics().size()); ++i) h += topicHeight(i);
    return h;
}

Rect RulesScreen::topicRect(int index) const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    int y = list.y + p.px(8) - list_scroll_;
    for (int i = 0; i < index; ++i) y += topicHeight(i);
    return Rect{list.x + p.px(8), y, list.w - p.px(16), topicHeight(index)};
}

Rect RulesScreen::backButton() const {
    const Painter& p = app_.painter();
    const int w = p.px(200), h = p.px(44);
    return Rect{app_.width() / 2 - w / 2, app_.height() - p.px(50) - h, w, h};
}

void RulesScreen::select(int index) {
    const int count = static_cast<int>(app_.rulesReference().topics().size());
    if (count == 0) return;
    index = std::clamp(index, 0, count - 1);
    const Rect list = listRect();
    const Rect r = topicRect(index);
    if (r.y < list.y + app_.painter().px(8)) list_scroll_ -= list.y + app_.painter().px(8) - r.y;
    if (r.bottom() > list.bottom() - app_.painter().px(8)) list_scroll_ += r.bottom() - list.bottom() + app_.painter().px(8);
    list_scroll_ = std::max(0, list_scroll_);
    if (index != selected_) text_scroll_ = 0;
    selected_ = index;
    app_.redraw();
}

void RulesScreen::scrollText(int pixels) {
    const int max = std::max(0, text_height_ - textRect().h + app_.painter().px(40));
    text_scroll_ = std::clamp(text_scroll_ + pixels, 0, max);
    app_.redraw();
}

void RulesScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    drawHeading(p, app_.tr("rules.heading"), menuFrame(p).heading_y);
    const RulesReference& rules = app_.rulesReference();
    const auto& topics = rules.topics();
    const Rect list = listRect();
    const Rect text = textRect();
    drawPanel(p, list);
    drawPanel(p, text);
    if (topics.empty()) {
        p.text(Face::Regular, p.px(17), app_.tr("rules.missing"), palette::kError, text.x + p.px(24), text.y + p.px(24));
    }
    const Rect list_clip{list.x + p.px(2), list.y + p.px(2), list.w - p.px(4), list.h - p.px(4)};
    p.clip(&list_clip);
    p.pushPanel(list_clip, PanelKind::Pixels, "topics");
    int row_y = list.y + p.px(8) - list_scroll_;
    for (int i = 0; i < static_cast<int>(topics.size()); ++i) {
        const std::vector<std::string> lines = topicTitleLines(i);
        const int size = p.px(15), lh = p.text().lineHeight(Face::Bold, size);
        const Rect r{list.x + p.px(8), row_y, list.w - p.px(16), p.px(30) + (std::max<int>(1, static_cast<int>(lines.size())) - 1) * lh};
        row_y = r.bottom();
        if (r.bottom() < list.y || r.y > list.bottom()) continue;
        const bool on = i == selected_;
        if (on) p.glowBar(r, palette::kSelection);
        p.diamond(r.x + p.px(10), r.centerY(), p.px(4), on ? palette::kGoldBright : palette::kBorder);
        int y = r.centerY() - static_cast<int>(lines.size()) * lh / 2;
        for (const std::string& line : lines) {
            p.text(Face::Bold, size, line, on ? palette::kGoldBright : palette::kBone, r.x + p.px(22), y);
            y += lh;
        }
    }
    p.popPanel();
    p.clip(nullptr);

    if (!topics.empty()) {
        const RulesTopic& t = topics[static_cast<std::size_t>(std::clamp(selected_, 0, static_cast<int>(topics.size()) - 1))];
        const int pad = p.px(26);
        const Rect inner{text.x + pad, text.y + p.px(14), text.w - 2 * pad, text.h - p.px(28)};
        p.clip(&inner);
        p.pushPanel(inner, PanelKind::Pixels, "topic text");
        int y = inner.y + p.px(6) - text_scroll_;
        const int title_w = p.shadowedText(Face::Title, p.px(28), t.title, palette::kGoldBright, inner.x, y);
        // The topic's rule ids with the "show rule ids" setting: right of the title when they
        // fit there, else on a line of their own under it.
        const std::string ids = t.rule.empty() || !app_.settings().show_rule_ids ? std::string()
                                                                                 : app_.strings().format("rules.rule_ids", t.rule);
        const bool ids_beside = !ids.empty() && title_w + p.px(16) + p.text().width(Face::Regular, p.px(14), ids) <= inner.w;
        if (ids_beside) p.text(Face::Regular, p.px(14), ids, palette::kMuted, inner.right(), y + p.px(10), Align::Right);
        y += p.text().lineHeight(Face::Title, p.px(28)) + p.px(4);
        if (!ids.empty() && !ids_beside) {
            p.text(Face::Regular, p.px(14), ids, palette::kMuted, inner.x, y);
            y += p.text().lineHeight(Face::Regular, p.px(14)) + p.px(4);
        }
        drawDivider(p, inner.x + inner.w / 2, y, inner.w / 2);
        y += p.px(16);
        const int body = p.px(17);
        std::string rest = t.text;
        while (!rest.empty()) {
            const std::size_t cut = rest.find("\n\n");
            const std::string para = rest.substr(0, cut);
            rest = cut == std::string::npos ? std::string() : rest.substr(cut + 2);
            for (const std::string& line : p.text().wrap(Face::Regular, body, para, inner.w)) {
                p.text(Face::Regular, body, line, palette::kBone, inner.x, y);
                y += p.text().lineHeight(Face::Regular, body);
            }
            y += p.px(12);
        }
        if (!t.shown_keywords.empty()) {
            std::string words;
            for (const std::string& k : t.shown_keywords) words += (words.empty() ? "" : ", ") + k;
            y += p.px(4);
            for (const std::string& line : p.text().wrap(Face::Regular, p.px(13), app_.strings().format("rules.keywords", words), inner.w)) {
                p.text(Face::Regular, p.px(13), line, palette::kMuted, inner.x, y);
                y += p.text().lineHeight(Face::Regular, p.px(13));
            }
        }
        text_height_ = y + text_scroll_ - inner.y;
        p.popPanel();
        p.clip(nullptr);
        if (text_height_ > inner.h) {
            const int bar_h = std::max(p.px(24), inner.h * inner.h / text_height_);
            const int bar_y = inner.y + (inner.h - bar_h) * text_scroll_ / std::max(1, text_height_ - inner.h + p.px(40));
            p.fill(Rect{text.right() - p.px(10), bar_y, std::max(2, p.px(4)), bar_h}, palette::kBorder);
        }
    }
    drawButton(p, Button{backButton(), app_.tr("common.back"), true}, true);
    drawHint(p, app_.tr("rules.hint"));
}

bool RulesScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_UP: select(selected_ - 1); return true;
        case SDLK_DOWN:
        case SDLK_TAB: select(selected_ + 1); return true;
        case SDLK_HOME: select(0); return true;
        case SDLK_END: select(static_cast<int>(app_.rulesReference().topics().size()) - 1); return true;
        case SDLK_PAGEDOWN:
        case SDLK_SPACE: scrollText(textRect().h * 3 / 4); return true;
        case SDLK_PAGEUP: scrollText(-textRect().h * 3 / 4); return true;
        default: return false;
    }
}

bool RulesScreen::click(int x, int y) {
    if (backButton().contains(x, y)) {
        app_.screens().pop(this);
        return true;
    }
    if (listRect().contains(x, y)) {
        for (int i = 0; i < static_cast<int>(app_.rulesReference().topics().size()); ++i)
            if (topicRect(i).contains(x, y)) {
                select(i);
                break;
            }
    }
    return true;
}

bool RulesScreen::scroll(int dy) {
    int mx = 0, my = 0;
    SDL_GetMouseState(&mx, &my);
    if (listRect().contains(mx, my)) {
        const int max = std::max(0, topicsHeight() + app_.painter().px(16) - listRect().h);
        list_scroll_ = std::clamp(list_scroll_ - dy * app_.painter().px(30), 0, max);
        app_.redraw();
    } else {
        scrollText(-dy * app_.painter().px(40));
    }
    return true;
}

}  // namespace cata::app
