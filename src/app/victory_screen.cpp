// The victory screen (victory_screen.h).
#include "cata/app/victory_screen.h"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/event_text.h"
#include "cata/app/help_overlay.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kPanelWidth = 760;
constexpr double kRowSize = 18;

std::string capitalized(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string joined(const std::vector<std::string>& names, const std::string& none) {
    if (names.empty()) return none;
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

}  // namespace

GameSummary summarize(const content::GameSession& session, const StringTable& strings) {
    const GameState& state = session.state();
    GameSummary g;
    g.turns = state.turn();
    std::vector<int> heroes_order, master_order;
    std::map<int, int> master_falls;
    const auto sideOf = [&](int who) { return state.character(who).side; };
    for (const content::HistoryEntry& entry : session.history()) {
        std::vector<int> fell_this_step;
        for (const Event& e : entry.events) {
            if (const auto* t = std::get_if<TestRolled>(&e)) {
                ++g.rolls;
                if (t->roll.passed) ++g.passed;
            } else if (const auto* w = std::get_if<Wounded>(&e)) {
                if (w->source < 0) g.wounds_other += w->wounds;
                else if (sideOf(w->source) == Side::Heroes) g.wounds_by_heroes += w->wounds;
                else g.wounds_by_master += w->wounds;
            } else if (const auto* s = std::get_if<StatusChanged>(&e)) {
                const bool falls = s->change == StatusChange::WentDown || s->change == StatusChange::Died ||
                                   s->change == StatusChange::LeftBoard;
                if (!falls) continue;
                if (sideOf(s->who) == Side::Heroes) {
                    if (std::find(heroes_order.begin(), heroes_order.end(), s->who) == heroes_order.end())
                        heroes_order.push_back(s->who);
                } else {
                    // One fall per step: a creature leaving the board (R24) and dying for good in
                    // the same step fell once.
                    if (std::find(fell_this_step.begin(), fell_this_step.end(), s->who) != fell_this_step.end()) continue;
                    fell_this_step.push_back(s->who);
                    if (!master_falls.count(s->who)) master_order.push_back(s->who);
                    ++master_falls[s->who];
                }
            } else if (std::holds_alternative<DestinyUsed>(e)) {
                ++g.destiny_used;
            }
        }
    }
    for (int who : heroes_order) g.heroes_fallen.push_back(characterName(state, who, strings));
    for (int who : master_order) {
        std::string name = characterName(state, who, strings);
        if (master_falls[who] > 1) name += " ×" + std::to_string(master_falls[who]);
        g.master_fallen.push_back(name);
    }
    return g;
}

VictoryScreen::VictoryScreen(App& app, const content::GameSession& session, std::function<void()> back,
                             std::function<std::string()> export_log)
    : Screen(app), back_(std::move(back)), export_log_(std::move(export_log)) {
    // Three times a dialog's lock (1.5 s in the game): the game's end is read, not skipped by the
    // presses of a player who kept tapping Enter while the AI finished (play 12 #5: taps 0.45 s
    // apart went through a 0.5 s lock to the main menu and a new game).
    guard_.arm(app_.now(), 3 * app_.appearGuardMs());
    const StringTable& s = app_.strings();
    const GameState& state = session.state();
    if (const auto& result = state.result()) {
        heroes_won_ = result->winner == Side::Heroes;
        reason_ = capitalized(resultReason(*result, state, s));
    }
    title_ = s.get(heroes_won_ ? "victory.heroes" : "victory.master");
    numbers_ = summarize(session, s);
    // "none" agrees with what it counts (French: "aucun" hero, "aucune" creature).
    summary_ = {
        {s.get("victory.turns"), std::to_string(numbers_.turns)},
        {s.get("victory.casualties.heroes"), joined(numbers_.heroes_fallen, s.get("victory.none.heroes"))},
        {s.get("victory.casualties.master"), joined(numbers_.master_fallen, s.get("victory.none.master"))},
        {s.get("victory.rolls"),
         s.formatCount("victory.rolls_value", numbers_.passed, numbers_.rolls, numbers_.passed)},
        {s.get("victory.wounds.heroes"), std::to_string(numbers_.wounds_by_heroes)},
        {s.get("victory.wounds.master"), std::to_string(numbers_.wounds_by_master)},
        {s.get("victory.wounds.other"), std::to_string(numbers_.wounds_other)},
        {s.get("victory.destiny"), std::to_string(numbers_.destiny_used)},
    };
    // The Suggest hints the heroes' player asked for, in a game that offered them (a
    // human heroes' player against an AI Master) or that used some.
    const content::Players& players = session.record().players;
    if (session.hintsUsed() > 0 || (!content::isAi(players.heroes) && content::isAi(players.master)))
        summary_.emplace_back(s.get("victory.hints"), std::to_string(session.hintsUsed()));
}

Rect VictoryScreen::backButton() const {
    const Painter& p = app_.painter();
    // Two buttons side by side: the final board on the left, back to the menu on the right.
    const int gap = p.px(20);
    const int bw = std::min((app_.width() - p.px(40) - gap) / 2, p.px(300)), bh = p.px(48);
    // Under the summary when it was drawn, never lower than above the hint.
    const int lowest = app_.height() - p.px(64) - bh;
    const int y = panel_bottom_ > 0 ? std::min(lowest, panel_bottom_ + p.px(32)) : lowest;
    return Rect{app_.width() / 2 + gap / 2, y, bw, bh};
}

Rect VictoryScreen::boardButton() const {
    const Rect back = backButton();
    const int gap = app_.painter().px(20);
    return Rect{back.x - gap - back.w, back.y, back.w, back.h};
}

Rect VictoryScreen::boardBanner() const {
    const Painter& p = app_.painter();
    const int size = p.px(15);
    const int h = p.text().lineHeight(Face::Regular, size) + p.px(20);
    const Rect area = board_area_ ? board_area_() : Rect{0, 0, app_.width(), app_.height()};
    const int w = std::max(0, std::min(area.w - p.px(20), p.px(760)));
    return Rect{area.x + (area.w - w) / 2, area.bottom() - h - p.px(12), w, h};
}

void VictoryScreen::viewBoard(bool on) {
    viewing_board_ = on;
    app_.redraw();
}

void VictoryScreen::draw(Painter& p) {
    if (viewing_board_) {
        // The final board shows through; a banner says how to come back.
        const Rect banner = boardBanner();
        drawPanel(p, banner);
        p.pushPanel(banner, PanelKind::Panel);
        int size = p.px(15);
        const std::string text = fitText(p, Face::Regular, size, std::min(size, 10),
                                         note_.empty() ? app_.tr("victory.board_hint") : note_, banner.w - p.px(24));
        p.text(Face::Regular, size, text, theme().bone, banner.centerX(),
               banner.y + (banner.h - p.text().lineHeight(Face::Regular, size)) / 2, Align::Center);
        p.popPanel();
        return;
    }
    drawBackdrop(app_, p, 90);
    const int w = p.width();
    const int cx = w / 2;
    // The winner's colour behind the heading.
    const SDL_Color glow = heroes_won_ ? translucent(theme().hero_glow, 140) : translucent(theme().master_glow, 150);
    const int top = std::max(p.px(20), p.height() / 14);
    p.glowBar(Rect{0, top - p.px(10), w, p.px(80)}, glow);
    int y = drawHeading(p, title_, top);
    const int reason_size = p.px(19);
    for (const std::string& line : p.text().wrap(Face::Regular, reason_size, reason_, w - p.px(80))) {
        p.shadowedText(Face::Regular, reason_size, line, theme().bone, cx, y, Align::Center);
        y += p.text().lineHeight(Face::Regular, reason_size);
    }
    y += p.px(18);

    // The summary: a panel with a sub-heading and its rows, a label and a value each. At their
    // size in one column; when the window is short for them, in two columns side by side (the
    // first rows on the left), then smaller down to 14 units, then scrolled on whole rows by the
    // wheel and the arrows: at 200 % they shrank to 100 %'s size while the heading and the
    // buttons stayed at 200 % (play 11 #9a).
    const int panel_w = std::min(w - p.px(40), p.px(kPanelWidth));
    const bool compact = compactMenus(p);
    const int pad = p.px(compact ? 12 : 24);
    const int col_gap = p.px(28);
    const int sub_size = p.px(20);
    const int sub_h = p.text().lineHeight(Face::Title, sub_size) + p.px(compact ? 8 : 16);
    const int lowest_button = p.height() - p.px(64) - p.px(48);
    const int room = lowest_button - p.px(20) - y;
    const int rows_room = room - 2 * pad - sub_h;
    const int least = p.px(14);
    int size = p.px(kRowSize);
    int line_h = 0;
    int columns = 1;
    int col_w = 0, label_w = 0;
    std::vector<std::vector<std::string>> labels, values;
    std::vector<int> levels;  // the height of each level of rows (a row per column)
    const std::size_t n_rows = summary_.size();
    std::size_t per = n_rows;
    const auto lay = [&](int cols) {
        columns = cols;
        per = (n_rows + static_cast<std::size_t>(cols) - 1) / static_cast<std::size_t>(cols);
        col_w = (panel_w - 2 * pad - (cols - 1) * col_gap) / cols;
        label_w = col_w * 46 / 100;
        const int value_w = col_w - label_w - p.px(16);
        line_h = p.text().lineHeight(Face::Regular, size);
        labels.clear();
        values.clear();
        levels.assign(per, 0);
        int all = 0;
        for (std::size_t i = 0; i < n_rows; ++i) {
            const auto& [label, value] = summary_[i];
            labels.push_back(p.text().wrap(Face::Regular, size, label, label_w));
            values.push_back(p.text().wrap(Face::Bold, size, value, value_w));
            const std::size_t n = std::max<std::size_t>(1, std::max(labels.back().size(), values.back().size()));
            int& level = levels[i % per];
            level = std::max(level, static_cast<int>(n) * line_h + size / 2);
        }
        for (const int h : levels) all += h;
        return all <= rows_room;
    };
    const bool two_fit = (panel_w - 2 * pad - col_gap) / 2 >= p.px(260);
    for (;; --size) {
        if (lay(1) || (two_fit && lay(2))) break;
        if (size <= least) break;  // scrolled from here
    }
    int rows_h = 0;
    for (const int h : levels) rows_h += h;
    // Scrolled by whole levels: the first shown, and the furthest from which the rest shows.
    int rest = 0;
    summary_max_first_ = static_cast<int>(levels.size());
    while (summary_max_first_ > 0 && rest + levels[static_cast<std::size_t>(summary_max_first_ - 1)] <= rows_room)
        rest += levels[static_cast<std::size_t>(--summary_max_first_)];
    summary_max_first_ = std::min(summary_max_first_, std::max(0, static_cast<int>(levels.size()) - 1));
    summary_first_ = std::clamp(summary_first_, 0, summary_max_first_);
    summary_size_ = size;
    summary_columns_ = columns;
    const int panel_h = std::min(room, pad + sub_h + rows_h + pad);
    const Rect panel{cx - panel_w / 2, y, panel_w, panel_h};
    panel_bottom_ = panel.bottom();
    const Rect button = backButton();
    drawPanel(p, panel);
    const int ry0 = panel.y + pad;
    p.text(Face::Title, sub_size, app_.tr("victory.summary"), theme().gold, cx, ry0, Align::Center);
    const Rect rows_view{panel.x + pad, ry0 + sub_h - p.px(6), panel.w - 2 * pad,
                         panel.bottom() - pad - (ry0 + sub_h) + p.px(6)};
    p.clip(&rows_view);
    p.pushPanel(rows_view, PanelKind::Scroll, "summary");
    int shown_h = 0;
    for (std::size_t k = static_cast<std::size_t>(summary_first_); k < levels.size(); ++k) {
        if (shown_h + levels[k] > rows_room && k > static_cast<std::size_t>(summary_first_)) break;  // whole rows only
        const int ry = ry0 + sub_h + shown_h;
        for (int c = 0; c < columns; ++c) {
            const std::size_t i = static_cast<std::size_t>(c) * per + k;
            if (i >= n_rows) continue;
            const int lx = panel.x + pad + c * (col_w + col_gap);
            if (k > static_cast<std::size_t>(summary_first_)) {
                SDL_Color rule = theme().border;
                rule.a = 90;
                p.fill(Rect{lx, ry - p.px(5), col_w, std::max(1, p.px(1))}, rule);
            }
            int ly = ry;
            for (const std::string& line : labels[i]) {
                p.text(Face::Regular, size, line, theme().muted, lx, ly);
                ly += line_h;
            }
            int vy = ry;
            for (const std::string& line : values[i]) {
                p.text(Face::Bold, size, line, theme().bone, lx + label_w + p.px(16), vy);
                vy += line_h;
            }
        }
        shown_h += levels[k];
    }
    p.popPanel();
    p.clip(nullptr);
    if (summary_max_first_ > 0) {
        int before = 0;
        for (int k = 0; k < summary_first_; ++k) before += levels[static_cast<std::size_t>(k)];
        drawScrollBar(
            p, Rect{panel.right() - pad / 2 - std::max(2, p.px(3)) / 2, rows_view.y, std::max(2, p.px(3)), rows_view.h},
            rows_h, rows_room, before);
    }

    drawButton(p, Button{boardButton(), app_.tr("victory.view"), true}, false);
    drawButton(p, Button{button, app_.tr("victory.back"), true}, true);
    drawHint(p, note_.empty() ? app_.tr("victory.hint") : note_);
}

void VictoryScreen::leave() {
    if (left_) return;
    left_ = true;
    if (back_) back_();
}

bool VictoryScreen::handleEvent(const SDL_Event& event) {
    if (guard_.refuses(event, app_.now())) return true;
    return Screen::handleEvent(event);
}

bool VictoryScreen::keysLocked() const { return guard_.locked(app_.now()); }

bool VictoryScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    if (key == SDLK_F1) {
        // This screen's shortcuts, on the results and on the final board alike (play 7: F1
        // did nothing once the game was won).
        std::vector<std::pair<std::string, std::string>> keys;
        for (const char* k : {"view", "back", "export", "help"})
            keys.emplace_back(app_.tr(std::string("victory.help.") + k + ".keys"),
                              app_.tr(std::string("victory.help.") + k));
        app_.screens().push(std::make_unique<HelpOverlay>(app_, app_.tr("victory.help.title"), std::move(keys)));
        return true;
    }
    if (key == SDLK_l && (mod & KMOD_CTRL) != 0) {
        if (export_log_) note_ = export_log_();
        app_.redraw();
        return true;
    }
    const char view = shortcutOf(app_.tr("victory.view"));
    if (view != 0 && key == static_cast<SDL_Keycode>(view)) {
        viewBoard(!viewing_board_);
        return true;
    }
    if (viewing_board_) {
        // Every other key stays here (the board's own keys would open its menu, undo...).
        if (key == SDLK_ESCAPE || key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) viewBoard(false);
        return true;
    }
    if (key == SDLK_UP || key == SDLK_DOWN) return scroll(key == SDLK_UP ? 1 : -1);  // the summary's rows
    const char shortcut = shortcutOf(app_.tr("victory.back"));
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE || key == SDLK_ESCAPE ||
        (shortcut != 0 && key == static_cast<SDL_Keycode>(shortcut)))
        leave();
    return true;
}

bool VictoryScreen::click(int x, int y) {
    if (viewing_board_) {
        // The game is over: a click does not reach the board (its menu could go back a turn
        // under this screen); a click on the banner comes back to the results.
        if (boardBanner().contains(x, y)) viewBoard(false);
        return true;
    }
    if (boardButton().contains(x, y)) viewBoard(true);
    else if (backButton().contains(x, y)) leave();
    return true;
}

bool VictoryScreen::hover(int x, int y) {
    // Over the final board the pointer's hover reaches it (tooltips, the log's lines). On the
    // results the back button keeps the keyboard focus.
    (void)x;
    (void)y;
    return !viewing_board_;
}

bool VictoryScreen::scroll(int dy) {
    if (viewing_board_) return false;  // over the final board the wheel scrolls its log or its bar
    // The summary's rows when they do not all fit: a row a notch.
    const int first = std::clamp(summary_first_ - dy, 0, summary_max_first_);
    if (first != summary_first_) {
        summary_first_ = first;
        app_.redraw();
    }
    return true;
}

}  // namespace cata::app
