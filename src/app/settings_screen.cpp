// The Settings screen.
#include "cata/app/settings_screen.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kScaleStep = 0.25;  // 100%, 125%, ... 200%
constexpr int kVolumeStep = 10;

}  // namespace

SettingsScreen::SettingsScreen(App& app) : Screen(app) {}

SettingsScreen::Layout SettingsScreen::layout() const {
    Painter& p = app_.painter();
    Layout l;
    const int w = app_.width();
    // The panel lies between the heading's rule and the note under it ("Saved at once…") above
    // the key hints: the rows get shorter (and their text smaller) when the window is short
    // for the UI scale, so nothing crosses the heading.
    const int top = menuFrame(p).top + p.px(8);
    const int note_h = p.text().lineHeight(Face::Regular, p.px(14)) + p.px(12);
    const int bottom = hintTop(p) - p.px(6) - note_h;
    const int pad = std::min(p.px(20), std::max(p.px(8), (bottom - top) / 30));
    const int back_gap = p.px(8);
    // The smallest text asked for: 10 pixels drawn whatever the text size, so that
    // 17 rows still fit a short window at 130 %.
    const int least = std::max(6, static_cast<int>(10 / p.text().sizeFactor()));
    const int row_h = std::max(
        p.text().lineHeight(Face::Bold, std::max(least, static_cast<int>(p.px(12) / p.text().sizeFactor()))) + 2,
        std::min(p.px(54), (bottom - top - 2 * pad - back_gap) / kRowCount));
    l.text_size = p.px(21);
    while (l.text_size > least && p.text().lineHeight(Face::Bold, l.text_size) > row_h - std::max(2, row_h / 6))
        --l.text_size;
    const int panel_w = std::min(w - p.px(40), p.px(620));
    // "◂ value ▸": as wide as the widest value shown, up to half the row ("When one can act",
    // "Skip animations" were cut at every scale); the labels take the rest.
    const int arrow_w = p.text().width(Face::Regular, l.text_size, "\u25C2");
    int widest = 0;
    for (int i = 0; i < kRowCount; ++i)
        widest = std::max(widest, p.text().width(Face::Regular, l.text_size, valueText(static_cast<Row>(i))));
    l.arrows_w = std::clamp(widest + 2 * arrow_w + p.px(16), std::min(p.px(150), panel_w / 3), panel_w / 2);
    const int panel_h = kRowCount * row_h + 2 * pad + back_gap;
    l.panel = Rect{(w - panel_w) / 2, std::max(top, top + (bottom - top - panel_h) / 3), panel_w, panel_h};
    for (int i = 0; i < kRowCount; ++i) {
        const int extra = i == kRowCount - 1 ? back_gap : 0;  // Back stands apart
        l.rows[static_cast<std::size_t>(i)] = Rect{l.panel.x + pad, l.panel.y + pad + i * row_h + extra, panel_w - 2 * pad, row_h};
    }
    return l;
}

std::string SettingsScreen::valueText(Row row) const {
    const Settings& s = app_.settings();
    switch (row) {
        case Row::Language: return app_.tr(s.language == "fr" ? "settings.language.fr" : "settings.language.en");
        case Row::Scale: return app_.strings().format("settings.scale.value", std::lround(s.ui_scale * 100));
        case Row::Fullscreen: return app_.tr(s.fullscreen ? "settings.on" : "settings.off");
        case Row::AnimateDice: return app_.tr(s.animate_dice ? "settings.on" : "settings.off");
        case Row::Animations:
            return app_.tr(s.animations ? "settings.on" : "settings.off");
        case Row::OwnSpeed:
            return app_.strings().format("settings.own_speed.value", s.own_speed);
        case Row::HandOff: return app_.tr(s.hand_off ? "settings.on" : "settings.off");
        case Row::WaitingPrompt: return app_.tr(std::string("settings.waiting_prompt.") + waitingPromptWord(s.waiting_prompt));
        case Row::AiSpeed: return app_.tr(std::string("settings.ai_speed.") + aiSpeedWord(s.ai_speed));
        case Row::RuleIds: return app_.tr(s.show_rule_ids ? "settings.on" : "settings.off");
        case Row::Sound:
            return app_.tr(s.muted ? "settings.off" : "settings.on");
        case Row::MasterVolume:
            return app_.strings().format("settings.volume.value", s.master_volume);
        case Row::EffectsVolume:
            return app_.strings().format("settings.volume.value", s.effects_volume);
        case Row::MusicVolume:
            return app_.strings().format("settings.volume.value", s.music_volume);
        case Row::Colours:
            return app_.tr(std::string("settings.colours.") + colourModeWord(s.colours));
        case Row::TextSize:
            return app_.strings().format("settings.text_size.value", s.text_size);
        case Row::Back: return {};
    }
    return {};
}

void SettingsScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    drawHeading(p, app_.tr("settings.heading"), menuFrame(p).heading_y);
    const Layout l = layout();
    drawPanel(p, l.panel);
    const char* const labels[kRowCount] = {"settings.language",
                                           "settings.scale",
                                           "settings.fullscreen",
                                           "settings.animate_dice",
                                           "settings.animations",
                                           "settings.own_speed",
                                           "settings.hand_off",
                                           "settings.waiting_prompt",
                                           "settings.ai_speed",
                                           "settings.rule_ids",
                                           "settings.sound",
                                           "settings.master_volume",
                                           "settings.effects_volume",
                                           "settings.music_volume",
                                           "settings.colours",
                                           "settings.text_size",
                                           "common.back"};
    const int size = l.text_size;
    p.pushPanel(l.panel, PanelKind::Panel, "settings");
    for (int i = 0; i < kRowCount; ++i) {
        const Rect& r = l.rows[static_cast<std::size_t>(i)];
        const bool on = i == selected_;
        const Row row = static_cast<Row>(i);
        const int text_y = r.y + (r.h - p.text().lineHeight(Face::Bold, size)) / 2;
        if (row == Row::Back) {
            const int inset = std::min(p.px(4), r.h / 8);
            drawButton(p, Button{Rect{r.centerX() - p.px(100), r.y + inset, p.px(200), r.h - 2 * inset}, app_.tr(labels[i]), true},
                       on);
            continue;
        }
        if (on) p.glowBar(r, theme().selection);
        const int arrows_w = l.arrows_w;
        int label_size = size;
        const std::string label = fitText(p, Face::Bold, label_size, std::max(10, size * 3 / 4), app_.tr(labels[i]),
                                          r.w - p.px(32) - arrows_w - p.px(16));
        p.shadowedText(Face::Bold, label_size, label, on ? theme().gold_bright : theme().bone, r.x + p.px(16), text_y);
        // "◂ value ▸" on the right, the arrows only where the value can change.
        const int value_x = r.right() - p.px(16) - arrows_w / 2;
        int value_size = size;
        const std::string value = fitText(p, Face::Regular, value_size, std::max(10, size * 3 / 4), valueText(row),
                                          arrows_w - 2 * p.text().width(Face::Regular, size, "\u25C2") - p.px(8));
        p.shadowedText(Face::Regular, value_size, value, on ? theme().gold_bright : theme().bone, value_x,
                       text_y + (size - value_size) / 2, Align::Center);
        const SDL_Color arrow = on ? theme().gold : theme().border;
        p.text(Face::Regular, size, "\u25C2", arrow, value_x - arrows_w / 2, text_y, Align::Center);
        p.text(Face::Regular, size, "\u25B8", arrow, value_x + arrows_w / 2, text_y, Align::Center);
    }
    p.popPanel();
    int small = p.px(14);
    const std::string note = fitText(p, Face::Regular, small, std::min(small, 10),
                                     app_.strings().format("settings.saved_in", app_.settingsPath().string()), p.width() - p.px(24));
    p.shadowedText(Face::Regular, small, note, theme().muted, p.width() / 2, l.panel.bottom() + p.px(8), Align::Center);
    drawHint(p, app_.tr("settings.hint"));
}

void SettingsScreen::change(Row row, int delta) {
    Settings s = app_.settings();
    switch (row) {
        case Row::Language: s.language = s.language == "fr" ? "en" : "fr"; break;
        case Row::Scale: {
            int steps = static_cast<int>(std::lround((s.ui_scale - 1.0) / kScaleStep)) + delta;
            if (steps < 0) steps = 4;
            if (steps > 4) steps = 0;
            s.ui_scale = 1.0 + steps * kScaleStep;
            break;
        }
        case Row::Fullscreen: s.fullscreen = !s.fullscreen; break;
        case Row::AnimateDice: s.animate_dice = !s.animate_dice; break;
        case Row::Animations:
            s.animations = !s.animations;
            break;
        case Row::OwnSpeed: {
            static constexpr int kSpeeds[] = {1, 2, 4};
            const int at = s.own_speed == 4 ? 2 : s.own_speed == 2 ? 1 : 0;
            s.own_speed = kSpeeds[(at + delta + 3) % 3];
            break;
        }
        case Row::HandOff: s.hand_off = !s.hand_off; break;
        case Row::WaitingPrompt:
            s.waiting_prompt = static_cast<WaitingPrompt>((static_cast<int>(s.waiting_prompt) + delta + kWaitingPromptCount) %
                                                          kWaitingPromptCount);
            break;
        case Row::RuleIds: s.show_rule_ids = !s.show_rule_ids; break;
        case Row::AiSpeed:
            s.ai_speed = static_cast<AiSpeed>((static_cast<int>(s.ai_speed) + delta + kAiSpeedCount) % kAiSpeedCount);
            break;
        case Row::Sound:
            s.muted = !s.muted;
            break;
        case Row::MasterVolume:
            s.master_volume = std::clamp(s.master_volume + delta * kVolumeStep, 0, 100);
            break;
        case Row::EffectsVolume:
            s.effects_volume = std::clamp(s.effects_volume + delta * kVolumeStep, 0, 100);
            break;
        case Row::MusicVolume:
            s.music_volume = std::clamp(s.music_volume + delta * kVolumeStep, 0, 100);
            break;
        case Row::Colours:
            s.colours =
                static_cast<ColourMode>((static_cast<int>(s.colours) + delta + kColourModeCount) % kColourModeCount);
            break;
        case Row::TextSize: {
            constexpr int n = static_cast<int>(std::size(kTextSizes));
            const int at = static_cast<int>(std::find(std::begin(kTextSizes), std::end(kTextSizes), s.text_size) -
                                            std::begin(kTextSizes));
            s.text_size = kTextSizes[((at < n ? at : 0) + delta + n) % n];
            break;
        }
        case Row::Back: app_.screens().pop(this); return;
    }
    app_.changeSettings(s);
    // After the change: a volume turned up is heard at its new level, unmuting is heard.
    app_.sound().play(Sound::UiToggle);
}

bool SettingsScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_UP:
            selected_ = (selected_ + kRowCount - 1) % kRowCount;
            app_.redraw();
            return true;
        case SDLK_DOWN:
        case SDLK_TAB:
            selected_ = (selected_ + 1) % kRowCount;
            app_.redraw();
            return true;
        case SDLK_LEFT:
            if (selected() != Row::Back) change(selected(), -1);
            return true;
        case SDLK_RIGHT:
            if (selected() != Row::Back) change(selected(), +1);
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: change(selected(), +1); return true;
        default: return false;
    }
}

int SettingsScreen::rowAt(int x, int y) const {
    const Layout l = layout();
    for (int i = 0; i < kRowCount; ++i)
        if (l.rows[static_cast<std::size_t>(i)].contains(x, y)) return i;
    return -1;
}

bool SettingsScreen::hover(int x, int y) {
    const int i = rowAt(x, y);
    if (i >= 0 && i != selected_) {
        selected_ = i;
        app_.redraw();
    }
    return true;
}

bool SettingsScreen::click(int x, int y) {
    const int i = rowAt(x, y);
    if (i < 0) return true;
    selected_ = i;
    // A click on the left arrow steps back; anywhere else on the row steps forward.
    const Layout l = layout();
    const Rect& r = l.rows[static_cast<std::size_t>(i)];
    const int value_x = r.right() - app_.painter().px(16) - l.arrows_w / 2;
    change(static_cast<Row>(i), x < value_x - l.arrows_w * 4 / 15 && x > value_x - l.arrows_w * 11 / 15 ? -1 : +1);
    return true;
}

}  // namespace cata::app
