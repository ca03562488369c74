// The quest editor's play-test (docs/editor.md "Play-test"): a dialog over the editor that
// offers the ways to play the quest being edited — hot-seat, solo against the Master AI (at the
// strengths the New game screen offers) and AI against AI at the AI speed setting — and starts
// it over the editor, which the game's end or its Quit brings back as it was. During a
// play-test the game menu also offers "Save position as puzzle" (puzzle_save.h).
#pragma once

#include <array>
#include <string>

#include "cata/app/screen.h"
#include "cata/app/widgets.h"
#include "cata/content/players.h"

namespace cata::app {

class EditorScreen;

/// The ways a play-test is played, in the dialog's order.
enum class PlaytestMode { HotSeat, Solo, AiVsAi };
inline constexpr int kPlaytestModeCount = 3;

/// What the dialog last chose (the editor keeps it for the next play-test).
struct PlaytestChoice {
    PlaytestMode mode = PlaytestMode::HotSeat;
    content::Player strength = content::Player::Rulebook;  // the Master AI's (R44, or the search's)
};

/// Who plays each side in `choice`: hot-seat two people; solo the human heroes against the
/// Master AI at its strength; AI against AI the heroes' AI against the Master AI.
content::Players playtestPlayers(const PlaytestChoice& choice);

class PlaytestScreen : public Screen {
public:
    PlaytestScreen(App& app, EditorScreen& editor);

    std::string_view id() const override { return "playtest"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    const PlaytestChoice& choice() const;
    void setMode(PlaytestMode mode);
    /// The Master AI's next (+1) or previous (-1) strength: Rulebook, Veteran, Nightmare.
    void stepStrength(int dir);
    /// The AI speed setting's next (+1) or previous (-1) value (×1 … ×8, skip), saved.
    void stepSpeed(int dir);
    /// Starts the play-test as chosen (this dialog closes); false, with the reason on the
    /// editor's status line, when the quest does not start.
    bool start();

    /// The rows the keyboard goes through: the three modes, the strength, the speed, Start, Cancel.
    static constexpr int kRows = kPlaytestModeCount + 4;
    struct Layout {
        Rect panel;
        int title_size = 0;
        std::array<Rect, kPlaytestModeCount> modes;
        Rect strength, speed;
        Rect start, cancel;
    };
    Layout layout() const;
    int focus() const { return focus_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    std::array<Button, kRows> buttons() const;
    void activate(int row);
    void close();

    EditorScreen& editor_;
    int focus_ = 0;
    bool closing_ = false;
};

}  // namespace cata::app
