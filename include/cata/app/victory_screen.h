// The end of a game: who won and why, and a summary (turns played, casualties of each side,
// rolls made, wounds dealt), then back to the main menu.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cata/app/screen.h"
#include "cata/content/game_session.h"

namespace cata::app {

class VictoryScreen : public Screen {
public:
    /// `back` is called when the player leaves (the board closes with it).
    VictoryScreen(App& app, const content::GameSession& session, std::function<void()> back);

    std::string_view id() const override { return "victory"; }
    void draw(Painter& painter) override;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    std::function<void()> back_;
    std::string title_;
    std::string reason_;
    std::vector<std::pair<std::string, std::string>> summary_;  // label, value
};

}  // namespace cata::app
