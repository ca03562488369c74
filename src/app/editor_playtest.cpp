// The quest editor's play-test dialog (editor_playtest.h, docs/editor.md "Play-test").
#include "cata/app/editor_playtest.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/editor_screen.h"
#include "cata/app/new_game_screen.h"  // nextMasterStrength

namespace cata::app {

namespace {

constexpr const char* kModeKeys[kPlaytestModeCount] = {"playtest.mode.hot_seat", "playtest.mode.solo",
                                                       "playtest.mode.ai_vs_ai"};
constexpr int kStrengthRow = kPlaytestModeCount;
constexpr int kSpeedRow = kPlaytestModeCount + 1;
constexpr int kStartRow = kPlaytestModeCount + 2;
constexpr int kCancelRow = kPlaytestModeCount + 3;

}  // namespace

content::Players playtestPlayers(const PlaytestChoice& choice) {
    switch (choice.mode) {
        case PlaytestMode::HotSeat:
            return content::kHotSeat;
        case PlaytestMode::Solo:
            return content::Players{content::Player::Human, choice.strength};
        case PlaytestMode::AiVsAi:
            return content::Players{content::Player::HeroesAi, choice.strength};
    }
    return content::kHotSeat;
}

PlaytestScreen::PlaytestScreen(App& app, EditorScreen& editor) : Screen(app), editor_(editor) {
    focus_ = static_cast<int>(editor_.playtestChoice().mode);
}

const PlaytestChoice& PlaytestScreen::choice() const { return editor_.playtestChoice(); }

void PlaytestScreen::setMode(PlaytestMode mode) {
    editor_.playtestChoice().mode = mode;
    app_.redraw();
}

void PlaytestScreen::stepStrength(int dir) {
    if (choice().mode == PlaytestMode::HotSeat) return;  // no AI to be strong
    PlaytestChoice& c = editor_.playtestChoice();
    c.strength = nextMasterStrength(c.strength, dir);
    app_.redraw();
}

void PlaytestScreen::stepSpeed(int dir) {
    if (choice().mode == PlaytestMode::HotSeat) return;
    Settings s = app_.settings();
    s.ai_speed = static_cast<AiSpeed>((static_cast<int>(s.ai_speed) + dir + kAiSpeedCount) % kAiSpeedCount);
    app_.changeSettings(s);  // the client's own setting: the board reads it, the file keeps it
    app_.redraw();
}

bool PlaytestScreen::start() {
    EditorScreen& editor = editor_;
    const content::Players players = playtestPlayers(choice());
    close();
    return editor.playTest(players);
}

void PlaytestScreen::close() {
    if (closing_) return;
    closing_ = true;
    app_.screens().pop(this);
}

PlaytestScreen::Layout PlaytestScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(560));
    const int pad = std::min(p.px(24), std::max(p.px(8), h / 30));
    l.title_size = p.px(26);
    // Seven rows (three modes, the strength, the speed, Start and Cancel side by side: six
    // lines) under the title, smaller when the window is short for the UI scale.
    const int lines = kRows - 1;
    int gap = p.px(8);
    int row_h = p.px(40);
    const int min_row = text.lineHeight(Face::Bold, 12) + 4;
    int title_h = text.lineHeight(Face::Title, l.title_size) + p.px(18);
    const int room = h - p.px(16) - 2 * pad;
    if (title_h + lines * row_h + (lines - 1) * gap + gap > room) {
        l.title_size = std::max(14, std::min(l.title_size, p.px(20)));
        title_h = text.lineHeight(Face::Title, l.title_size) + p.px(8);
        gap = std::max(2, p.px(4));
        row_h = std::max(min_row, (room - title_h - lines * gap) / lines);
    }
    const int panel_h = 2 * pad + title_h + lines * row_h + lines * gap;
    l.panel = Rect{(w - panel_w) / 2, (h - panel_h) / 2, panel_w, panel_h};
    const int inner = panel_w - 2 * pad;
    int y = l.panel.y + pad + title_h;
    for (int i = 0; i < kPlaytestModeCount; ++i) {
        l.modes[static_cast<std::size_t>(i)] = Rect{l.panel.x + pad, y, inner, row_h};
        y += row_h + gap;
    }
    l.strength = Rect{l.panel.x + pad, y, inner, row_h};
    y += row_h + gap;
    l.speed = Rect{l.panel.x + pad, y, inner, row_h};
    y += row_h + gap;
    const int half = (inner - gap) / 2;
    l.start = Rect{l.panel.x + pad, y, half, row_h};
    l.cancel = Rect{l.panel.x + pad + inner - half, y, half, row_h};
    return l;
}

std::array<Button, PlaytestScreen::kRows> PlaytestScreen::buttons() const {
    const Layout l = layout();
    const bool ai = choice().mode != PlaytestMode::HotSeat;
    std::array<Button, kRows> b;
    for (int i = 0; i < kPlaytestModeCount; ++i)
        b[static_cast<std::size_t>(i)] = Button{l.modes[static_cast<std::size_t>(i)], app_.tr(kModeKeys[i]), true};
    b[kStrengthRow] =
        Button{l.strength,
               app_.strings().format("playtest.strength",
                                     app_.tr("ai.strength." + std::string(content::playerKey(choice().strength)))),
               ai};
    b[kSpeedRow] = Button{l.speed,
                          app_.strings().format("playtest.speed", app_.tr(std::string("settings.ai_speed.") +
                                                                          aiSpeedWord(app_.settings().ai_speed))),
                          ai};
    b[kStartRow] = Button{l.start, app_.tr("playtest.start"), true};
    b[kCancelRow] = Button{l.cancel, app_.tr("playtest.cancel"), true};
    return b;
}

void PlaytestScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    int size = l.title_size;
    const int pad = l.modes[0].x - l.panel.x;
    const std::string title =
        fitText(p, Face::Title, size, std::max(10, size * 2 / 3), app_.tr("playtest.title"), l.panel.w - 2 * pad);
    p.shadowedText(Face::Title, size, title, theme().gold, l.panel.centerX(), l.panel.y + pad, Align::Center);
    const auto b = buttons();
    const int chosen = static_cast<int>(choice().mode);
    for (int i = 0; i < kRows; ++i) {
        const Button& button = b[static_cast<std::size_t>(i)];
        // The chosen mode and the keyboard's row are lit; the keyboard's row also outlined.
        drawButton(p, button, i == focus_ || i == chosen);
        if (i == focus_ && button.enabled) p.outline(button.rect, theme().gold_bright, std::max(2, p.px(2)));
    }
}

void PlaytestScreen::activate(int row) {
    if (row < kPlaytestModeCount) {
        setMode(static_cast<PlaytestMode>(row));
    } else if (row == kStrengthRow) {
        stepStrength(+1);
    } else if (row == kSpeedRow) {
        stepSpeed(+1);
    } else if (row == kStartRow) {
        start();
    } else {
        close();
    }
}

bool PlaytestScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    const auto move = [&](int dir) {
        const auto b = buttons();
        do focus_ = (focus_ + dir + kRows) % kRows;
        while (!b[static_cast<std::size_t>(focus_)].enabled);
        if (focus_ < kPlaytestModeCount) setMode(static_cast<PlaytestMode>(focus_));
        app_.redraw();
    };
    switch (key) {
        case SDLK_ESCAPE:
            close();
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            // Enter starts, but on Cancel (which it takes) and on the strength and speed rows
            // (which it steps, as their click does).
            if (focus_ == kCancelRow || focus_ == kStrengthRow || focus_ == kSpeedRow)
                activate(focus_);
            else
                start();
            return true;
        case SDLK_UP:
            move(-1);
            return true;
        case SDLK_DOWN:
        case SDLK_TAB:
            move(+1);
            return true;
        case SDLK_LEFT:
        case SDLK_RIGHT: {
            const int dir = key == SDLK_LEFT ? -1 : +1;
            if (focus_ == kStrengthRow)
                stepStrength(dir);
            else if (focus_ == kSpeedRow)
                stepSpeed(dir);
            else if (focus_ >= kStartRow)
                focus_ = focus_ == kStartRow ? kCancelRow : kStartRow;
            app_.redraw();
            return true;
        }
        case SDLK_1:
        case SDLK_2:
        case SDLK_3:
            focus_ = static_cast<int>(key - SDLK_1);
            setMode(static_cast<PlaytestMode>(focus_));
            return true;
        case SDLK_a:
            stepStrength((mod & KMOD_SHIFT) ? -1 : +1);
            return true;
        case SDLK_s:
            stepSpeed((mod & KMOD_SHIFT) ? -1 : +1);
            return true;
        default:
            return true;  // modal
    }
}

bool PlaytestScreen::click(int x, int y) {
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i)
        if (b[static_cast<std::size_t>(i)].rect.contains(x, y)) {
            if (!b[static_cast<std::size_t>(i)].enabled) return true;
            focus_ = i;
            // The strength's and speed's left part steps back, the rest forward (‹ ›).
            const Rect& r = b[static_cast<std::size_t>(i)].rect;
            if ((i == kStrengthRow || i == kSpeedRow) && x < r.x + r.w / 4) {
                if (i == kStrengthRow)
                    stepStrength(-1);
                else
                    stepSpeed(-1);
                return true;
            }
            activate(i);
            return true;
        }
    if (!layout().panel.contains(x, y)) close();
    return true;
}

bool PlaytestScreen::hover(int x, int y) {
    const auto b = buttons();
    for (int i = 0; i < kRows; ++i)
        if (b[static_cast<std::size_t>(i)].rect.contains(x, y) && b[static_cast<std::size_t>(i)].enabled &&
            focus_ != i) {
            focus_ = i;
            app_.redraw();
        }
    return true;
}

}  // namespace cata::app
