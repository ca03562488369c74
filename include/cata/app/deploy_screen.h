// Deployment: the heroes in the catacombs' entry zone, the Master's characters
// anywhere outside it (or the quest's fixed placements), placed by click or drag, with
// "deploy automatically"; then the game starts on the board.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/board_screen.h"
#include "cata/app/board_view.h"
#include "cata/app/input_guard.h"
#include "cata/app/screen.h"
#include "cata/app/widgets.h"
#include "cata/content/game_session.h"

namespace cata::app {

class DeployScreen : public Screen {
public:
    /// `game` holds both rosters with default squares (content::deploy()); the players move
    /// them, then Start pushes the board with `config` (and closes this screen).
    /// `players`: who plays each side (an AI's characters are placed by it). `flow`: the setup
    /// screens below this one (New game, the groups), bottom first: Back returns to the last
    /// group built by hand (a quest's fixed roster is skipped), Start closes them all.
    DeployScreen(App& app, content::NewGame game, BoardConfig config, content::Players players = {},
                 std::vector<const Screen*> flow = {});

    std::string_view id() const override { return "deploy"; }
    void draw(Painter& painter) override;
    /// Hot-seat, the hand-off to the heroes gone (play 11 #1, #6a, #2): their screen opens with
    /// nothing of the Master's pointer (no hover frame where his pointer last was: the square
    /// under the real pointer, if any), its list at the top, and the keys locked for
    /// App::handOffGuardMs() (an Enter of the burst that passed the hand-off would start the
    /// game before the heroes placed anyone).
    void activated() override;
    bool handleEvent(const SDL_Event& event) override;
    /// The square the hover frame is on (tests).
    std::optional<Pos> hovered() const { return hovered_; }
    std::optional<Pos> cursor() const { return cursor_; }
    /// The first row the side panel's list shows (tests).
    int listFirst() const { return list_first_; }
    /// True while the keys are locked (tests).
    bool keysLocked() const;

    const content::NewGame& game() const { return game_; }
    const content::Players& players() const { return players_; }
    /// Starts the game as deployed (tests; the Start button does the same). False, with the
    /// reason shown, when the game cannot start.
    bool start();
    /// Moves character `index` (the heroes, then the Master's characters, as in the game) to
    /// `to`; a character of the same side there swaps squares with it. False, with the reason
    /// shown in red, when the square is not allowed.
    bool place(std::size_t index, Pos to);
    /// The default squares (content::deploy), fixed placements kept.
    void autoDeploy();
    /// Back (the button, Esc): to the last setup screen where a group was built by hand (else
    /// New game), groups as they were; without setup screens, to the screen below.
    void back();
    /// The Back button (window pixels), for tests and the pointer.
    Rect backButton() const { return layout().back.rect; }
    /// True when the quest fixes the square of character `index`, or an AI places it.
    bool locked(std::size_t index) const;
    /// True when character `index` belongs to a side played by an AI: the human
    /// cannot move it; the Master AI places its characters by R44 (ai::deployR44).
    bool aiPlaces(std::size_t index) const;
    /// Hot-seat with hand-off screens: the side placing its characters now (the Master first,
    /// then, after a hand-off, the heroes); nothing when one screen serves both (solo, AI).
    std::optional<Side> placing() const { return placing_; }
    /// True when character `index` is drawn and listed for nobody now: in hot-seat, one of the
    /// other side's that it may still move (the quest's fixed squares are everyone's to see).
    bool hidden(std::size_t index) const;
    std::optional<std::size_t> selected() const { return selected_; }
    const std::string& error() const { return error_; }
    const BoardView& view() const { return view_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;
    bool scroll(int dy) override;
    bool otherEvent(const SDL_Event& event) override;

private:
    struct Layout {
        Rect map;
        Rect panel;
        Button automatic;
        Button start;
        Button back;
    };
    Layout layout() const;
    std::size_t count() const { return game_.heroes.size() + game_.master.size(); }
    Placement& placement(std::size_t index);
    const Placement& placement(std::size_t index) const;
    bool heroAt(std::size_t index) const { return index < game_.heroes.size(); }
    /// Why character `index` cannot stand on `p` (empty: it can).
    std::string refusal(std::size_t index, Pos p) const;
    std::optional<std::size_t> characterAt(Pos p) const;
    void rebuild();
    /// Places the AI Master's characters (R44) around the heroes as they stand now.
    void placeAi();
    void clickSquare(Pos p);
    /// The keyboard's cursor moved by (dx, dy) squares (first shown on the picked character,
    /// else where the pointer or the view's centre is), kept on the map and in view.
    void moveCursor(int dx, int dy);
    /// Hot-seat: the other side places now, behind a hand-off screen.
    void handOver(Side next);

    content::NewGame game_;
    BoardConfig config_;
    content::Players players_;
    std::vector<const Screen*> flow_;
    BoardView view_;
    std::shared_ptr<const GameContent> content_;
    std::optional<GameState> state_;
    std::string error_;
    std::optional<std::size_t> selected_;
    std::optional<Pos> hovered_;
    std::optional<Pos> cursor_;  // the keyboard's cursor, while shown (an arrow moved it; the mouse hides it)
    bool pressing_ = false;  // left button down on a token
    bool dragging_ = false;
    int press_x_ = 0;
    int press_y_ = 0;
    SDL_Point mouse_{0, 0};
    int focus_button_ = -1;
    // The rosters' list in the side panel, scrolled row by row (from the last drawing).
    int list_first_ = 0;      // the first row shown
    int list_max_first_ = 0;  // 0 when all of it shows
    int list_rows_ = 0;
    std::optional<Side> placing_;
    bool handing_off_ = false;  // handOver()'s hand-off is up
    InputGuard key_guard_;
};

}  // namespace cata::app
