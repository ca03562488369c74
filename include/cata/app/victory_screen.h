// The end of a game: who won and why, and a summary (turns played, casualties of each side,
// rolls made, wounds dealt, destiny points used), then back to the main menu.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cata/app/input_guard.h"
#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/app/strings.h"
#include "cata/content/game_session.h"

namespace cata::app {

/// The numbers of a game, computed from its history (every event since the start).
struct GameSummary {
    int turns = 0;                           // the turn the game ended in
    std::vector<std::string> heroes_fallen;  // heroes who went down or died, in order ("Torgils")
    std::vector<std::string> master_fallen;  // creatures slain, "×2" when one fell twice
    int rolls = 0;                           // tests of characteristics rolled (R3)
    int passed = 0;                          // of which passed
    int wounds_by_heroes = 0;                // HP lost to the heroes' attacks and spells
    int wounds_by_master = 0;                // HP lost to the Master's characters
    int wounds_other = 0;                    // fire, traps, poison, breaking away (no attacker)
    int destiny_used = 0;                    // R27
};

/// The summary of `session`'s game, names in `strings`' language.
GameSummary summarize(const content::GameSession& session, const StringTable& strings);

class VictoryScreen : public Screen {
public:
    /// `back` is called when the player leaves (the board closes with it); `export_log` saves
    /// the game's log (Ctrl+L, as on the board) and returns what to tell the player.
    VictoryScreen(App& app, const content::GameSession& session, std::function<void()> back,
                  std::function<std::string()> export_log = {});

    std::string_view id() const override { return "victory"; }
    void draw(Painter& painter) override;
    /// While the player looks at the final board (V), the board shows through and gets the
    /// pointer's hover and the wheel (tooltips, the log); clicks and keys stay here.
    bool isOpaque() const override { return !viewing_board_; }
    bool isModal() const override { return !viewing_board_; }
    bool viewingBoard() const { return viewing_board_; }
    /// Play 11 #10: it comes by itself after the last move, so for App::appearGuardMs() after
    /// it shows it takes no key, and never a held key's auto-repeat (a held Enter went through
    /// it to the main menu); clicks are taken at once.
    bool handleEvent(const SDL_Event& event) override;
    /// True while it takes no key yet (tests).
    bool keysLocked() const;
    /// What the last Ctrl+L said ("Log saved as …"), shown in place of the hint.
    const std::string& note() const { return note_; }

    const std::string& title() const { return title_; }
    const std::string& reason() const { return reason_; }
    /// (label, value) rows of the summary as shown.
    const std::vector<std::pair<std::string, std::string>>& summary() const { return summary_; }
    const GameSummary& numbers() const { return numbers_; }
    /// The summary rows' type size and columns at the last draw.
    int summarySize() const { return summary_size_; }
    int summaryColumns() const { return summary_columns_; }
    /// The first level of rows shown, and the furthest (0: all of them fit).
    int summaryFirst() const { return summary_first_; }
    int summaryMaxFirst() const { return summary_max_first_; }
    /// Where the "back to the menu" button is drawn.
    Rect backButton() const;
    /// Where the "view the final board" button is drawn (beside the back button).
    Rect boardButton() const;
    /// The banner over the final board (a click on it comes back to the results): at the
    /// bottom of the board's map, never over its side panel (the log).
    Rect boardBanner() const;
    /// Where the board under this screen draws its map (the banner stays inside it); the
    /// whole window when not set.
    void setBoardArea(std::function<Rect()> map) { board_area_ = std::move(map); }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;
    bool scroll(int dy) override;

private:
    void leave();
    void viewBoard(bool on);

    std::function<void()> back_;
    std::function<std::string()> export_log_;
    std::function<Rect()> board_area_;
    bool viewing_board_ = false;
    std::string note_;
    std::string title_;
    std::string reason_;
    std::vector<std::pair<std::string, std::string>> summary_;  // label, value
    GameSummary numbers_;
    bool heroes_won_ = true;
    bool left_ = false;
    int summary_size_ = 0;
    int summary_first_ = 0;      // the first level of rows shown (scrolled, when they do not fit)
    int summary_max_first_ = 0;  // the furthest it scrolls (from the last draw)
    int summary_columns_ = 1;
    int panel_bottom_ = 0;  // where the summary ended at the last draw (the button goes under it)
    InputGuard guard_;
};

}  // namespace cata::app
