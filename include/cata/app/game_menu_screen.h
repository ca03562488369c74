// The in-game menu (Esc on the board): resume, save, back to the start of an earlier turn
// (GameSession::turnMarks), help, the settings, quit to the main menu; in a play-test of the
// quest editor also "Save position as puzzle" (puzzle_save.h), before Quit.
#pragma once

#include <cstddef>
#include <vector>

#include "cata/app/screen.h"
#include "cata/app/widgets.h"

namespace cata::app {

class BoardScreen;

class GameMenuScreen : public Screen {
public:
    GameMenuScreen(App& app, BoardScreen& board);

    std::string_view id() const override { return "game_menu"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    /// The turn mark "Back to turn" goes to (tests).
    std::size_t mark() const { return mark_; }

    /// The menu's buttons as drawn (resume, save, back to turn, help, settings, [save position
    /// as puzzle in a play-test,] quit) (tests).
    std::vector<Button> buttons() const;
    /// The number of rows: 6, and 7 in a play-test (the puzzle's row).
    int rows() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    enum class Row { Resume, Save, Back, Help, Settings, Puzzle, Quit };
    /// The row shown at index `index` (the puzzle's only in a play-test).
    Row rowAt(int index) const;
    void activate(Row row);
    void changeMark(int delta);

    BoardScreen& board_;
    int focus_ = 0;
    std::size_t mark_ = 0;
};

}  // namespace cata::app
