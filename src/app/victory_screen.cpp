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
    guard_.arm(app_.now(), app_.appearGuardMs());
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
        {s.get("victory.rolls"), s.format("victory.rolls_value", numbers_.rolls, numbers_.passed)},
        {s.get("victory.wounds.heroes"), std::to_string(numbers_.wounds_by_heroes)},
        {s.get("victory.wounds.master"), std::to_string(numbers_.wounds_by_master)},
        {s.get("victory.wounds.other"), std::to_string(numbers_.wounds_other)},
        {s.get("victory.destiny"), std::to_string(numbers_.destiny_used)},
    };
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
        p.text(Face::Regular, size, text, palette::kBone, banner.centerX(),
               banner.y + (banner.h - p.text().lineHeight(Face::Regular, size)) / 2, Align::Center);
        p.popPanel();
        return;
    }
    drawBackdrop(app_, p, 90);
    const int w = p.width();
    const int cx = w / 2;
    // The winner's colour behind the heading.
    const SDL_Color glow = heroes_won_ ? SDL_Color{44, 78, 128, 140} : SDL_Color{140, 28, 20, 150};
    const int top = std::max(p.px(20), p.height() / 14);
    p.glowBar(Rect{0, top - p.px(10), w, p.px(80)}, glow);
    int y = drawHeading(p, title_, top);
    const int reason_size = p.px(19);
    for (const std::string& line : p.text().wrap(Face::Regular, reason_size, reason_, w - p.px(80))) {
        p.shadowedText(Face::Regular, reason_size, line, palette::kBone, cx, y, Align::Center);
        y += p.text().lineHeight(Face::Regular, reason_size);
    }
    y += p.px(18);

    // The summary: a panel with a sub-heading and two columns.
    const int panel_w = std::min(w - p.px(40), p.px(kPanelWidth));
    const int pad = p.px(24);
    const int label_w = (panel_w - 2 * pad) * 46 / 100;
    const int value_w = panel_w - 2 * pad - label_w - p.px(16);
    const int sub_size = p.px(20);
    const int sub_h = p.text().lineHeight(Face::Title, sub_size) + p.px(16);
    const int lowest_button = p.height() - p.px(64) - p.px(48);
    const int room = lowest_button - p.px(20) - y;
    // The rows at their size, smaller when the window is short for them: every row shows whole.
    int size = p.px(kRowSize);
    int line_h = 0;
    int rows_h = 0;
    std::vector<std::vector<std::string>> labels, values;
    std::vector<int> heights;
    for (;; --size) {
        line_h = p.text().lineHeight(Face::Regular, size);
        labels.clear();
        values.clear();
        heights.clear();
        rows_h = 0;
        for (const auto& [label, value] : summary_) {
            labels.push_back(p.text().wrap(Face::Regular, size, label, label_w));
            values.push_back(p.text().wrap(Face::Bold, size, value, value_w));
            const std::size_t n = std::max<std::size_t>(1, std::max(labels.back().size(), values.back().size()));
            heights.push_back(static_cast<int>(n) * line_h + size / 2);
            rows_h += heights.back();
        }
        if (size <= 10 || pad + sub_h + rows_h + pad <= room) break;
    }
    const int panel_h = std::min(room, pad + sub_h + rows_h + pad);
    const Rect panel{cx - panel_w / 2, y, panel_w, panel_h};
    panel_bottom_ = panel.bottom();
    const Rect button = backButton();
    drawPanel(p, panel);
    p.clip(&panel);
    int ry = panel.y + pad;
    p.text(Face::Title, sub_size, app_.tr("victory.summary"), palette::kGold, cx, ry, Align::Center);
    ry += sub_h;
    for (std::size_t i = 0; i < summary_.size(); ++i) {
        const int lx = panel.x + pad;
        if (i > 0) {
            SDL_Color rule = palette::kBorder;
            rule.a = 90;
            p.fill(Rect{lx, ry - p.px(5), panel.w - 2 * pad, std::max(1, p.px(1))}, rule);
        }
        int ly = ry;
        for (const std::string& line : labels[i]) {
            p.text(Face::Regular, size, line, palette::kMuted, lx, ly);
            ly += line_h;
        }
        int vy = ry;
        for (const std::string& line : values[i]) {
            p.text(Face::Bold, size, line, palette::kBone, lx + label_w + p.px(16), vy);
            vy += line_h;
        }
        ry += heights[i];
    }
    p.clip(nullptr);

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
    (void)dy;
    return !viewing_board_;  // over the final board the wheel scrolls its log or its bar
}

}  // namespace cata::app
