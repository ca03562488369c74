// The in-game menu.
#include "cata/app/game_menu_screen.h"

#include <algorithm>
#include <memory>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/confirm_screen.h"
#include "cata/app/puzzle_save.h"
#include "cata/app/settings_screen.h"
#include "cata/app/theme.h"

namespace cata::app {

GameMenuScreen::GameMenuScreen(App& app, BoardScreen& board) : Screen(app), board_(board) {
    const auto& marks = board_.session().turnMarks();
    mark_ = marks.size() >= 2 ? marks.size() - 2 : 0;  // the previous side's turn
}

namespace {

int titleHeight(const Painter& p) { return p.text().lineHeight(Face::Title, p.px(28)) + p.px(36); }
int hintHeight(const Painter& p) { return p.text().lineHeight(Face::Regular, p.px(13)) + p.px(30); }

}  // namespace

int GameMenuScreen::rows() const { return board_.config().playtest ? 7 : 6; }

GameMenuScreen::Row GameMenuScreen::rowAt(int index) const {
    if (index == rows() - 1) return Row::Quit;
    return static_cast<Row>(index);
}

std::vector<Button> GameMenuScreen::buttons() const {
    const int kRows = rows();
    Painter& p = app_.painter();
    const auto& marks = board_.session().turnMarks();
    const auto backLabel = [&](std::size_t index) {
        const auto& m = marks[std::min(index, marks.size() - 1)];
        return app_.strings().format("menu.board.back", m.turn,
                                     app_.tr(m.side == Side::Heroes ? "board.side.heroes" : "board.side.master"));
    };
    std::string back = marks.empty() ? app_.tr("menu.board.back_none") : backLabel(mark_);
    std::vector<std::string> labels = {app_.tr("menu.board.resume"), app_.tr("menu.board.save"), back,
                                       app_.tr("menu.board.help"), app_.tr("menu.board.settings")};
    if (board_.config().playtest) labels.push_back(app_.tr("menu.board.puzzle"));
    labels.push_back(app_.tr("menu.board.quit"));
    // As wide as the widest label ("Back to turn 1 (Master of the catacombs)", whichever turn
    // is chosen) with room for the arrows, within the window.
    int widest = 0;
    for (const std::string& label : labels) widest = std::max(widest, p.text().width(Face::Bold, p.px(20), stripShortcut(label)));
    for (std::size_t i = 0; i < marks.size(); ++i) widest = std::max(widest, p.text().width(Face::Bold, p.px(20), backLabel(i)));
    const int w = std::min(app_.width() - p.px(80), std::max(p.px(360), widest + p.px(80)));
    // Shorter rows when the window is short for the UI scale.
    int h = p.px(46), gap = p.px(10);
    const int room = app_.height() - p.px(16) - titleHeight(p) - hintHeight(p);
    if (kRows * h + (kRows - 1) * gap > room) {
        gap = std::max(2, room / (kRows * 9));
        h = std::max(p.text().lineHeight(Face::Bold, 12) + 4, (room - (kRows - 1) * gap) / kRows);
    }
    const int total = kRows * h + (kRows - 1) * gap;
    const int x = (app_.width() - w) / 2;
    int y = (app_.height() - total - titleHeight(p) - hintHeight(p)) / 2 + titleHeight(p);
    std::vector<Button> b(static_cast<std::size_t>(kRows));
    for (int i = 0; i < kRows; ++i) {
        b[static_cast<std::size_t>(i)] = Button{Rect{x, y, w, h}, labels[static_cast<std::size_t>(i)], true};
        y += h + gap;
    }
    b[2].enabled = !marks.empty();
    return b;
}

void GameMenuScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const auto b = buttons();
    const int kRows = rows();
    const Rect panel{
        b[0].rect.x - p.px(30), b[0].rect.y - titleHeight(p), b[0].rect.w + p.px(60),
        b[static_cast<std::size_t>(kRows - 1)].rect.bottom() - b[0].rect.y + titleHeight(p) + hintHeight(p)};
    drawPanel(p, panel);
    p.shadowedText(Face::Title, p.px(28), app_.tr("menu.board.title"), theme().gold, panel.centerX(),
                   panel.y + p.px(18), Align::Center);
    for (int i = 0; i < kRows; ++i) drawButton(p, b[static_cast<std::size_t>(i)], i == focus_);
    if (focus_ == 2) {
        const int size = p.px(16);
        const Rect& r = b[2].rect;
        const int ty = r.y + (r.h - p.text().lineHeight(Face::Regular, size)) / 2;
        p.text(Face::Regular, size, "\u25C2", theme().gold, r.x + p.px(16), ty, Align::Center);
        p.text(Face::Regular, size, "\u25B8", theme().gold, r.right() - p.px(16), ty, Align::Center);
    }
    int hint_size = p.px(13);
    const std::string hint = fitText(p, Face::Regular, hint_size, std::min(hint_size, 10), app_.tr("menu.board.hint"), panel.w - p.px(24));
    p.text(Face::Regular, hint_size, hint, theme().muted, panel.centerX(), panel.bottom() - hintHeight(p) + p.px(12),
           Align::Center);
}

void GameMenuScreen::changeMark(int delta) {
    const auto n = board_.session().turnMarks().size();
    if (n == 0) return;
    mark_ = static_cast<std::size_t>(std::clamp(static_cast<int>(mark_) + delta, 0, static_cast<int>(n) - 1));
    app_.redraw();
}

void GameMenuScreen::activate(Row row) {
    switch (row) {
        case Row::Resume: app_.screens().pop(this); return;
        case Row::Save:
            board_.quickSave();
            app_.screens().pop(this);
            return;
        case Row::Back: {
            // Going back undoes every roll since: asked first (Enter confirms, Escape keeps the game).
            const auto& marks = board_.session().turnMarks();
            if (marks.empty()) return;
            const std::size_t mark = std::min(mark_, marks.size() - 1);
            const auto& m = marks[mark];
            const std::string side = app_.tr(m.side == Side::Heroes ? "board.side.heroes" : "board.side.master");
            BoardScreen& board = board_;
            app_.screens().pop(this);
            app_.screens().push(std::make_unique<ConfirmScreen>(
                app_, app_.strings().format("menu.back_confirm.title", m.turn),
                app_.strings().format("menu.back_confirm.text", m.turn, side), app_.tr("menu.back_confirm.yes"),
                app_.tr("menu.back_confirm.no"), [&board, mark] { board.backTo(mark); }));
            return;
        }
        case Row::Help:
            app_.screens().pop(this);
            board_.showHelp();
            return;
        case Row::Settings:
            // Over this menu, which Esc from the settings comes back to (as the main menu does);
            // the board takes the new settings (scale, language, rule ids) when it is shown
            // again (BoardScreen::activated).
            app_.screens().push(std::make_unique<SettingsScreen>(app_));
            return;
        case Row::Puzzle: {
            // The play-test's position as a new quest of the player's (puzzle_save.h); the
            // dialog that says where goes over the board, the menu closed.
            app_.screens().pop(this);
            savePuzzleAndSay(app_, board_.session());
            return;
        }
        case Row::Quit:
            app_.screens().pop(this);
            board_.quit();
            return;
    }
}

bool GameMenuScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    const int kRows = rows();
    switch (key) {
        case SDLK_ESCAPE: app_.screens().pop(this); return true;
        case SDLK_UP: focus_ = (focus_ + kRows - 1) % kRows; app_.redraw(); return true;
        case SDLK_DOWN:
        case SDLK_TAB: focus_ = (focus_ + 1) % kRows; app_.redraw(); return true;
        case SDLK_LEFT: if (focus_ == 2) changeMark(-1); return true;
        case SDLK_RIGHT: if (focus_ == 2) changeMark(+1); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            activate(rowAt(focus_));
            return true;
        case SDLK_F1: activate(Row::Help); return true;
        default: break;
    }
    // The letter marked in each label ("&Resume", "&Reprendre").
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i)
        if (key < 128 && shortcutOf(b[static_cast<std::size_t>(i)].label) == static_cast<char>(key) &&
            b[static_cast<std::size_t>(i)].enabled) {
            activate(rowAt(i));
            return true;
        }
    return true;
}

bool GameMenuScreen::click(int x, int y) {
    const auto b = buttons();
    const int kRows = rows();
    for (int i = 0; i < kRows; ++i) {
        const Rect& r = b[static_cast<std::size_t>(i)].rect;
        if (!r.contains(x, y)) continue;
        if (i == 2 && x < r.x + app_.painter().px(32)) {
            changeMark(-1);
        } else if (i == 2 && x > r.right() - app_.painter().px(32)) {
            changeMark(+1);
        } else if (b[static_cast<std::size_t>(i)].enabled) {
            activate(rowAt(i));
        }
        return true;
    }
    return true;
}

bool GameMenuScreen::hover(int x, int y) {
    const auto b = buttons();
    const int kRows = rows();
    for (int i = 0; i < kRows; ++i)
        if (b[static_cast<std::size_t>(i)].rect.contains(x, y) && focus_ != i) {
            focus_ = i;
            app_.redraw();
        }
    return true;
}

}  // namespace cata::app
