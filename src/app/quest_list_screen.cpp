// The quest list of New game.
#include "cata/app/quest_list_screen.h"

#include <algorithm>
#include <memory>

#include "cata/app/app.h"
#include "cata/app/message_screen.h"
#include "cata/app/quest_detail_screen.h"
#include "cata/app/widgets.h"

namespace cata::app {

QuestListScreen::QuestListScreen(App& app) : Screen(app) {
    const QuestCatalog& catalog = app_.quests();
    for (const QuestDef& quest : catalog.library.quests) entries_.push_back(Entry{&quest, {}, {}});
    good_ = entries_.size();
    for (const auto& [file, diagnostics] : catalog.library.broken_quests) {
        Entry entry;
        entry.file = file;
        for (const content::Diagnostic& d : diagnostics) entry.problems.push_back(d.format());
        entries_.push_back(std::move(entry));
    }
    if (!catalog.loader_built) notice_ = app_.tr("quests.no_loader");
    else if (entries_.empty()) notice_ = app_.strings().format("quests.none", app_.dataDir() + "/quests");
}

QuestListScreen::Layout QuestListScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    const std::string& lang = app_.settings().language;
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int top = p.px(40) + text.lineHeight(Face::Title, p.px(40)) + p.px(30);
    const int list_w = std::min(w - p.px(40), p.px(900));
    const int button_h = p.px(44);
    const int bottom = h - p.px(40) - button_h - p.px(24);
    l.list = Rect{(w - list_w) / 2, top, list_w, std::max(p.px(60), bottom - top)};
    const int button_w = p.px(180);
    l.back = Rect{w / 2 - button_w / 2, l.list.bottom() + p.px(20), button_w, button_h};
    l.title_size = p.px(22);
    l.line_size = p.px(16);
    const int pad = p.px(14);
    const int badge = p.px(46);
    const int text_w = l.list.w - badge - 3 * pad;
    int y = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        Row row;
        if (i == good_) {
            l.section_y = y + p.px(10);
            y += p.px(10) + text.lineHeight(Face::Title, p.px(22)) + p.px(12);
        }
        row.y = y;
        if (e.quest) {
            const std::string objective =
                app_.strings().format("quests.objective", e.quest->objective.in(lang));
            row.lines = text.wrap(Face::Regular, l.line_size, objective, text_w);
            row.h = pad + text.lineHeight(Face::Bold, l.title_size) + p.px(4) +
                    static_cast<int>(row.lines.size()) * text.lineHeight(Face::Regular, l.line_size) + pad;
            row.h = std::max(row.h, badge + 2 * pad);
        } else {
            const int line = p.px(14);
            for (const std::string& problem : e.problems)
                for (auto& s : text.wrap(Face::Regular, line, problem, l.list.w - 2 * pad)) row.lines.push_back(s);
            row.h = pad + text.lineHeight(Face::Bold, p.px(17)) + p.px(4) +
                    static_cast<int>(row.lines.size()) * text.lineHeight(Face::Regular, line) + pad;
        }
        y += row.h + p.px(8);
        l.rows.push_back(std::move(row));
    }
    l.content_h = y;
    return l;
}

void QuestListScreen::clampScroll(const Layout& l) {
    scroll_ = std::clamp(scroll_, 0, std::max(0, l.content_h - l.list.h));
}

void QuestListScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    drawHeading(p, app_.tr("quests.heading"), p.px(40));
    const Layout l = layout();
    clampScroll(l);
    const std::string& lang = app_.settings().language;
    const int pad = p.px(14);
    const int badge = p.px(46);

    if (!notice_.empty()) {
        drawPanel(p, Rect{l.list.x, l.list.y, l.list.w, p.px(120)});
        int y = l.list.y + p.px(24);
        for (auto& s : p.text().wrap(Face::Regular, p.px(18), notice_, l.list.w - 2 * p.px(24))) {
            p.text(Face::Regular, p.px(18), s, palette::kBone, l.list.centerX(), y, Align::Center);
            y += p.text().lineHeight(Face::Regular, p.px(18));
        }
    }

    p.clip(&l.list);
    if (l.section_y >= 0) {
        p.shadowedText(Face::Title, p.px(22), app_.tr("quests.broken_heading"), palette::kError, l.list.x,
                       l.list.y + l.section_y - scroll_);
    }
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        const Row& row = l.rows[i];
        const Rect r{l.list.x, l.list.y + row.y - scroll_, l.list.w, row.h};
        if (r.bottom() < l.list.y || r.y > l.list.bottom()) continue;
        const bool on = static_cast<int>(i) == selected_;
        p.fill(r, on ? SDL_Color{58, 20, 15, 225} : palette::kPanel);
        p.outline(r, on ? palette::kGold : (e.quest ? palette::kBorder : SDL_Color{120, 40, 32, 255}),
                  std::max(1, p.px(1)));
        if (e.quest) {
            // Number in a diamond, title, objective.
            const int bx = r.x + pad + badge / 2, by = r.y + pad + badge / 2;
            p.diamond(bx, by, badge / 2, on ? palette::kGold : palette::kBorder);
            p.diamond(bx, by, badge / 2 - p.px(3), SDL_Color{24, 16, 12, 255});
            const int num_size = p.px(20);
            p.text(Face::Title, num_size, std::to_string(e.quest->number), palette::kGoldBright, bx,
                   by - p.text().lineHeight(Face::Title, num_size) / 2, Align::Center);
            const int tx = r.x + badge + 2 * pad;
            int y = r.y + pad;
            p.text(Face::Bold, l.title_size, e.quest->title.in(lang), on ? palette::kGoldBright : palette::kBone, tx, y);
            y += p.text().lineHeight(Face::Bold, l.title_size) + p.px(4);
            for (const std::string& s : row.lines) {
                p.text(Face::Regular, l.line_size, s, palette::kMuted, tx, y);
                y += p.text().lineHeight(Face::Regular, l.line_size);
            }
        } else {
            int y = r.y + pad;
            p.text(Face::Bold, p.px(17), e.file, palette::kError, r.x + pad, y);
            y += p.text().lineHeight(Face::Bold, p.px(17)) + p.px(4);
            for (const std::string& s : row.lines) {
                p.text(Face::Regular, p.px(14), s, palette::kErrorDim, r.x + pad, y);
                y += p.text().lineHeight(Face::Regular, p.px(14));
            }
        }
    }
    p.clip(nullptr);
    if (l.content_h > l.list.h) {  // a thin scroll bar
        const int bar_h = std::max(p.px(24), l.list.h * l.list.h / l.content_h);
        const int bar_y = l.list.y + (l.list.h - bar_h) * scroll_ / std::max(1, l.content_h - l.list.h);
        p.fill(Rect{l.list.right() + p.px(6), bar_y, std::max(2, p.px(4)), bar_h}, palette::kBorder);
    }
    drawButton(p, Button{l.back, app_.tr("common.back"), true}, back_hovered_);
    drawHint(p, app_.tr("quests.hint"));
}

void QuestListScreen::select(int index) {
    if (entries_.empty()) return;
    index = std::clamp(index, 0, static_cast<int>(entries_.size()) - 1);
    const Layout l = layout();
    const Row& row = l.rows[static_cast<std::size_t>(index)];
    // Keep the selection in view (with the broken-quests header when it is the first of them).
    int top = row.y;
    if (static_cast<std::size_t>(index) == good_ && l.section_y >= 0) top = l.section_y;
    if (index == 0) top = 0;
    if (top < scroll_) scroll_ = top;
    if (row.y + row.h > scroll_ + l.list.h) scroll_ = row.y + row.h - l.list.h;
    clampScroll(l);
    selected_ = index;
    app_.redraw();
}

int QuestListScreen::entryAt(int x, int y) const {
    const Layout l = layout();
    if (!l.list.contains(x, y)) return -1;
    for (std::size_t i = 0; i < l.rows.size(); ++i) {
        const int top = l.list.y + l.rows[i].y - scroll_;
        if (y >= top && y < top + l.rows[i].h) return static_cast<int>(i);
    }
    return -1;
}

void QuestListScreen::activate(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= entries_.size()) return;
    const Entry& e = entries_[static_cast<std::size_t>(index)];
    if (e.quest) {
        app_.screens().push(std::make_unique<QuestDetailScreen>(app_, *e.quest));
        return;
    }
    std::vector<std::string> problems{e.file};
    problems.insert(problems.end(), e.problems.begin(), e.problems.end());
    app_.screens().push(std::make_unique<MessageScreen>(app_, app_.tr("quests.refused_title"),
                                                        std::vector<std::string>{app_.tr("quests.refused")},
                                                        std::move(problems)));
}

bool QuestListScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_UP: select(selected_ - 1); return true;
        case SDLK_DOWN: select(selected_ + 1); return true;
        case SDLK_PAGEUP: select(selected_ - 4); return true;
        case SDLK_PAGEDOWN: select(selected_ + 4); return true;
        case SDLK_HOME: select(0); return true;
        case SDLK_END: select(static_cast<int>(entries_.size()) - 1); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: activate(selected_); return true;
        default: return false;
    }
}

bool QuestListScreen::hover(int x, int y) {
    const bool on_back = layout().back.contains(x, y);
    if (on_back != back_hovered_) {
        back_hovered_ = on_back;
        app_.redraw();
    }
    const int i = entryAt(x, y);
    if (i >= 0 && i != selected_) {
        selected_ = i;
        app_.redraw();
    }
    return true;
}

bool QuestListScreen::click(int x, int y) {
    if (layout().back.contains(x, y)) {
        app_.screens().pop(this);
        return true;
    }
    const int i = entryAt(x, y);
    if (i >= 0) {
        selected_ = i;
        activate(i);
    }
    return true;
}

bool QuestListScreen::scroll(int dy) {
    const Layout l = layout();
    scroll_ -= dy * app_.painter().px(48);
    clampScroll(l);
    app_.redraw();
    return true;
}

}  // namespace cata::app
