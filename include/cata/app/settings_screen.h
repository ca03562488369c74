// Settings: language, UI scale, fullscreen, dice animation, the hot-seat hand-off screen, when
// the R42 waiting heroes are asked, the AI's speed, rule ids and the sound (on or off, three
// volumes). Each change applies at once and is saved.
#pragma once

#include <array>

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class SettingsScreen : public Screen {
public:
    /// The rows, top to bottom.
    enum class Row {
        Language,
        Scale,
        Fullscreen,
        AnimateDice,
        Animations,
        OwnSpeed,
        HandOff,
        WaitingPrompt,
        AiSpeed,
        RuleIds,
        Sound,
        MasterVolume,
        EffectsVolume,
        MusicVolume,
        Colours,   // standard, colour-blind, high contrast (theme.h)
        TextSize,  // 100, 115, 130 % of the UI scale's text
        Back
    };
    static constexpr int kRowCount = 17;

    explicit SettingsScreen(App& app);

    std::string_view id() const override { return "settings"; }
    void draw(Painter& painter) override;

    Row selected() const { return static_cast<Row>(selected_); }
    /// Changes the value of `row` by one step (`delta` ±1, wrapping; a volume goes by 10 from 0 to
    /// 100 and stops there); Back closes the screen.
    void change(Row row, int delta);

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;

private:
    struct Layout {
        Rect panel;
        std::array<Rect, kRowCount> rows;
        int text_size = 0;  // of the labels and values (smaller when the rows are)
        int arrows_w = 0;   // the "◂ value ▸" part of a row
    };
    Layout layout() const;
    int rowAt(int x, int y) const;
    std::string valueText(Row row) const;

    int selected_ = 0;
};

}  // namespace cata::app
