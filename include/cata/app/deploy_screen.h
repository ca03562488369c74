// Deployment (issue 4): the heroes in the catacombs' entry zone, the Master's characters
// anywhere outside it (or the quest's fixed placements), placed by click or drag, with
// "deploy automatically"; then the game starts on the board.
#pragma once

#include "cata/app/board_screen.h"
#include "cata/app/screen.h"
#include "cata/content/game_session.h"

namespace cata::app {

class DeployScreen : public Screen {
public:
    /// `game` holds both rosters with default squares (content::deploy()); the players move
    /// them, then Start pushes the board with `config` (and closes this screen).
    DeployScreen(App& app, content::NewGame game, BoardConfig config);

    std::string_view id() const override { return "deploy"; }
    void draw(Painter& painter) override;

    const content::NewGame& game() const { return game_; }
    /// Starts the game as deployed (tests; the Start button does the same). False, with the
    /// reason shown, when the game cannot start.
    bool start();

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    content::NewGame game_;
    BoardConfig config_;
    std::string error_;
};

}  // namespace cata::app
