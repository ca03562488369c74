// The in-game menu.
#include "cata/app/game_menu_screen.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"

namespace cata::app {

GameMenuScreen::GameMenuScreen(App& app, BoardScreen& board) : Screen(app), board_(board) {
    const auto& marks = board_.session().turnMarks();
    mark_ = marks.size() >= 2 ? marks.size() - 2 : 0;  // the previous side's turn
}

std::array<Button, GameMenuScreen::kRows> GameMenuScreen::buttons() const {
    const Painter& p = app_.painter();
    const int w = p.px(360), h = p.px(46), gap = p.px(10);
    const int total = kRows * h + (kRows - 1) * gap;
    const int x = (app_.width() - w) / 2;
    int y = (app_.height() - total) / 2 + p.px(20);
    const auto& marks = board_.session().turnMarks();
    std::string back = app_.tr("menu.board.back_none");
    if (!marks.empty()) {
        const auto& m = marks[std::min(mark_, marks.size() - 1)];
        back = app_.strings().format("menu.board.back", m.turn,
                                     app_.tr(m.side == Side::Heroes ? "board.side.heroes" : "board.side.master"));
    }
    std::array<Button, kRows> b;
    const std::array<std::string, kRows> labels = {app_.tr("menu.board.resume"), app_.tr("menu.board.save"), back,
                                                   app_.tr("menu.board.help"), app_.tr("menu.board.quit")};
    for (int i = 0; i < kRows; ++i) {
        b[static_cast<std::size_t>(i)] = Button{Rect{x, y, w, h}, labels[static_cast<std::size_t>(i)], true};
        y += h + gap;
    }
    b[2].enabled = !marks.empty();
    return b;
}

void GameMenuScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, SDL_Color{0, 0, 0, 150});
    const auto b = buttons();
    const Rect panel{b[0].rect.x - p.px(30), b[0].rect.y - p.px(80), b[0].rect.w + p.px(60),
                     b[kRows - 1].rect.bottom() - b[0].rect.y + p.px(150)};
    drawPanel(p, panel);
    p.shadowedText(Face::Title, p.px(28), app_.tr("menu.board.title"), palette::kGold, panel.centerX(),
                   panel.y + p.px(20), Align::Center);
    for (int i = 0; i < kRows; ++i) drawButton(p, b[static_cast<std::size_t>(i)], i == focus_);
    if (focus_ == 2) {
        const int size = p.px(16);
        const Rect& r = b[2].rect;
        const int ty = r.y + (r.h - p.text().lineHeight(Face::Regular, size)) / 2;
        p.text(Face::Regular, size, "\u25C2", palette::kGold, r.x + p.px(16), ty, Align::Center);
        p.text(Face::Regular, size, "\u25B8", palette::kGold, r.right() - p.px(16), ty, Align::Center);
    }
    p.text(Face::Regular, p.px(13), app_.tr("menu.board.hint"), palette::kMuted, panel.centerX(),
           panel.bottom() - p.px(34), Align::Center);
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
        case Row::Back:
            if (board_.session().turnMarks().empty()) return;
            board_.backTo(mark_);
            app_.screens().pop(this);
            return;
        case Row::Help:
            app_.screens().pop(this);
            board_.showHelp();
            return;
        case Row::Quit:
            app_.screens().pop(this);
            board_.quit();
            return;
    }
}

bool GameMenuScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE: app_.screens().pop(this); return true;
        case SDLK_UP: focus_ = (focus_ + kRows - 1) % kRows; app_.redraw(); return true;
        case SDLK_DOWN:
        case SDLK_TAB: focus_ = (focus_ + 1) % kRows; app_.redraw(); return true;
        case SDLK_LEFT: if (focus_ == 2) changeMark(-1); return true;
        case SDLK_RIGHT: if (focus_ == 2) changeMark(+1); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: activate(static_cast<Row>(focus_)); return true;
        case SDLK_F1: activate(Row::Help); return true;
        default: break;
    }
    // The letter marked in each label ("&Resume", "&Reprendre").
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i)
        if (key < 128 && shortcutOf(b[static_cast<std::size_t>(i)].label) == static_cast<char>(key) &&
            b[static_cast<std::size_t>(i)].enabled) {
            activate(static_cast<Row>(i));
            return true;
        }
    return true;
}

bool GameMenuScreen::click(int x, int y) {
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i) {
        const Rect& r = b[static_cast<std::size_t>(i)].rect;
        if (!r.contains(x, y)) continue;
        if (i == 2 && x < r.x + app_.painter().px(32)) {
            changeMark(-1);
        } else if (i == 2 && x > r.right() - app_.painter().px(32)) {
            changeMark(+1);
        } else if (b[static_cast<std::size_t>(i)].enabled) {
            activate(static_cast<Row>(i));
        }
        return true;
    }
    return true;
}

bool GameMenuScreen::hover(int x, int y) {
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i)
        if (b[static_cast<std::size_t>(i)].rect.contains(x, y) && focus_ != i) {
            focus_ = i;
            app_.redraw();
        }
    return true;
}

}  // namespace cata::app
