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
        select(static_cast<int>(t - rules.topics().data()));  // scrolled into the list's view
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
    // In the menus' row of buttons, under the frames (play 11 F10-12(d): at 200 % "Retour" was
    // drawn over them).
    const Painter& p = app_.painter();
    const MenuFrame f = menuFrame(p);
    const int w = p.px(200);
    return Rect{app_.width() / 2 - w / 2, f.buttons_y, w, f.button_h};
}

std::vector<int> RulesScreen::topicStops() const {
    std::vector<int> stops;
    int y = 0;
    for (int i = 0; i < static_cast<int>(app_.rulesReference().topics().size()); ++i) {
        stops.push_back(y);
        y += topicHeight(i);
    }
    return stops;
}

int RulesScreen::listMaxScroll() const {
    return wholeLineMax(topicStops(), topicsHeight(), listRect().h - 2 * app_.painter().px(8));
}

bool RulesScreen::topicShown(int index) const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const Rect r = topicRect(index);
    return r.y >= list.y + p.px(2) && (r.bottom() <= list.bottom() - p.px(2) || r.y == list.y + p.px(8));
}

void RulesScreen::select(int index) {
    const int count = static_cast<int>(app_.rulesReference().topics().size());
    if (count == 0) return;
    index = std::clamp(index, 0, count - 1);
    // On whole rows: the row's top when above the view, else the first from which it shows.
    const std::vector<int> stops = topicStops();
    const int view = listRect().h - 2 * app_.painter().px(8);
    const int top = stops[static_cast<std::size_t>(index)], bottom = top + topicHeight(index);
    if (top < list_scroll_) list_scroll_ = top;
    if (bottom - list_scroll_ > view)
        for (const int stop : stops)
            if (bottom - stop <= view || stop == top) {
                list_scroll_ = stop;
                break;
            }
    list_scroll_ = wholeLineSnap(stops, std::clamp(list_scroll_, 0, listMaxScroll()));
    if (index != selected_) text_scroll_ = 0;
    selected_ = index;
    app_.redraw();
}

void RulesScreen::scrollText(int pixels) {
    // On whole lines (from the last draw): the view starts on a line's top, and a page down
    // moves on at least a line.
    const int max = wholeLineMax(text_stops_, text_height_, text_view_);
    const int target = std::clamp(text_scroll_ + pixels, 0, max);
    int next = wholeLineSnap(text_stops_, target);
    if (pixels > 0 && next <= text_scroll_)
        for (const int stop : text_stops_)
            if (stop > text_scroll_) {
                next = std::min(stop, max);
                break;
            }
    text_scroll_ = std::clamp(next, 0, max);
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
        p.text(Face::Regular, p.px(17), app_.tr("rules.missing"), theme().error, text.x + p.px(24), text.y + p.px(24));
    }
    const Rect list_clip{list.x + p.px(2), list.y + p.px(2), list.w - p.px(4), list.h - p.px(4)};
    p.clip(&list_clip);
    p.pushPanel(list_clip, PanelKind::Scroll, "topics");
    list_scroll_ = wholeLineSnap(topicStops(), std::clamp(list_scroll_, 0, listMaxScroll()));
    int row_y = list.y + p.px(8) - list_scroll_;
    for (int i = 0; i < static_cast<int>(topics.size()); ++i) {
        const std::vector<std::string> lines = topicTitleLines(i);
        const int size = p.px(15), lh = p.text().lineHeight(Face::Bold, size);
        const Rect r{list.x + p.px(8), row_y, list.w - p.px(16), p.px(30) + (std::max<int>(1, static_cast<int>(lines.size())) - 1) * lh};
        row_y = r.bottom();
        if (!topicShown(i)) continue;  // whole rows only
        const bool on = i == selected_;
        if (on) p.glowBar(r, theme().selection);
        p.diamond(r.x + p.px(10), r.centerY(), p.px(4), on ? theme().gold_bright : theme().border);
        int y = r.centerY() - static_cast<int>(lines.size()) * lh / 2;
        for (const std::string& line : lines) {
            p.text(Face::Bold, size, line, on ? theme().gold_bright : theme().bone, r.x + p.px(22), y);
            y += lh;
        }
    }
    p.popPanel();
    p.clip(nullptr);

    if (!topics.empty()) {
        const RulesTopic& t = topics[static_cast<std::size_t>(std::clamp(selected_, 0, static_cast<int>(topics.size()) - 1))];
        const int pad = p.px(26);
        const Rect inner{text.x + pad, text.y + p.px(14), text.w - 2 * pad, text.h - p.px(28)};
        // The text laid out in lines first (their tops from the text's top), then drawn from the
        // line scrolled to, only the lines wholly in the view (play 11 F10-12(d): "arrivent
        // d'elles mêmes…" cut by the bottom edge).
        struct Line {
            Face face;
            int size;
            std::string text;
            SDL_Color colour;
            int x = 0;
            int top = 0;
            int h = 0;
            Align align = Align::Left;
            bool shadow = false;
        };
        std::vector<Line> lines;
        int y = p.px(6);
        const int title_h = p.text().lineHeight(Face::Title, p.px(28));
        // The title wrapped too: at 200 % "Buts de quête et actions spéciales" ran past the frame.
        const std::vector<std::string> title_lines = p.text().wrap(Face::Title, p.px(28), t.title, inner.w);
        int title_w = 0;
        for (std::size_t k = 0; k < title_lines.size(); ++k) {
            if (k > 0) y += title_h;
            lines.push_back(Line{Face::Title, p.px(28), title_lines[k], theme().gold_bright, inner.x, y, title_h,
                                 Align::Left, true});
            title_w = p.text().width(Face::Title, p.px(28), title_lines[k]);
        }
        // The topic's rule ids with the "show rule ids" setting: right of the title when they
        // fit there, else on a line of their own under it.
        const std::string ids = t.rule.empty() || !app_.settings().show_rule_ids ? std::string()
                                                                                 : app_.strings().format("rules.rule_ids", t.rule);
        const bool ids_beside = !ids.empty() && title_w + p.px(16) + p.text().width(Face::Regular, p.px(14), ids) <= inner.w;
        if (ids_beside)
            lines.push_back(Line{Face::Regular, p.px(14), ids, theme().muted, inner.right(), y + p.px(10),
                                 p.text().lineHeight(Face::Regular, p.px(14)), Align::Right});
        y += title_h + p.px(4);
        if (!ids.empty() && !ids_beside) {
            lines.push_back(Line{Face::Regular, p.px(14), ids, theme().muted, inner.x, y,
                                 p.text().lineHeight(Face::Regular, p.px(14))});
            y += p.text().lineHeight(Face::Regular, p.px(14)) + p.px(4);
        }
        const int divider_y = y;
        y += p.px(16);
        const int body = p.px(17);
        std::string rest = t.text;
        while (!rest.empty()) {
            const std::size_t cut = rest.find("\n\n");
            const std::string para = rest.substr(0, cut);
            rest = cut == std::string::npos ? std::string() : rest.substr(cut + 2);
            for (const std::string& line : p.text().wrap(Face::Regular, body, para, inner.w)) {
                lines.push_back(Line{Face::Regular, body, line, theme().bone, inner.x, y,
                                     p.text().lineHeight(Face::Regular, body)});
                y += p.text().lineHeight(Face::Regular, body);
            }
            y += p.px(12);
        }
        if (!t.shown_keywords.empty()) {
            std::string words;
            for (const std::string& k : t.shown_keywords) words += (words.empty() ? "" : ", ") + k;
            y += p.px(4);
            for (const std::string& line : p.text().wrap(Face::Regular, p.px(13), app_.strings().format("rules.keywords", words), inner.w)) {
                lines.push_back(Line{Face::Regular, p.px(13), line, theme().muted, inner.x, y,
                                     p.text().lineHeight(Face::Regular, p.px(13))});
                y += p.text().lineHeight(Face::Regular, p.px(13));
            }
        }
        text_height_ = y;
        text_view_ = inner.h;
        text_stops_.clear();
        for (const Line& line : lines)  // (the ids right of the title are on its line)
            if (line.align == Align::Left) text_stops_.push_back(text_stops_.empty() ? 0 : line.top);
        const int max = wholeLineMax(text_stops_, text_height_, inner.h);
        text_scroll_ = wholeLineSnap(text_stops_, std::clamp(text_scroll_, 0, max));
        p.clip(&inner);
        p.pushPanel(inner, PanelKind::Scroll, "topic text");
        for (const Line& line : lines) {
            const int ly = inner.y + line.top - text_scroll_;
            if (ly < inner.y || ly + line.h > inner.bottom()) continue;  // whole lines only
            if (line.shadow)
                p.shadowedText(line.face, line.size, line.text, line.colour, line.x, ly, line.align);
            else
                p.text(line.face, line.size, line.text, line.colour, line.x, ly, line.align);
        }
        if (const int dy = inner.y + divider_y - text_scroll_; dy >= inner.y && dy < inner.bottom())
            drawDivider(p, inner.x + inner.w / 2, dy, inner.w / 2);
        p.popPanel();
        p.clip(nullptr);
        drawScrollBar(p, Rect{text.right() - p.px(10), inner.y, std::max(2, p.px(4)), inner.h}, text_height_, inner.h,
                      text_scroll_);
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
        // A topic a notch.
        const std::vector<int> stops = topicStops();
        if (stops.empty()) return true;
        int at = 0;
        for (std::size_t i = 0; i < stops.size(); ++i)
            if (stops[i] <= list_scroll_) at = static_cast<int>(i);
        at = std::clamp(at - dy, 0, static_cast<int>(stops.size()) - 1);
        list_scroll_ = wholeLineSnap(stops, std::clamp(stops[static_cast<std::size_t>(at)], 0, listMaxScroll()));
        app_.redraw();
    } else {
        text_scroll_ = wholeLineScroll(app_.painter(), text_stops_, text_scroll_, dy,
                                       wholeLineMax(text_stops_, text_height_, text_view_));
        app_.redraw();
    }
    return true;
}

}  // namespace cata::app
