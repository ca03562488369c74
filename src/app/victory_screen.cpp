// Placeholder until the victory screen lands (issue 4).
#include "cata/app/victory_screen.h"

#include "cata/app/app.h"

namespace cata::app {

VictoryScreen::VictoryScreen(App& app, const content::GameSession& session, std::function<void()> back)
    : Screen(app), back_(std::move(back)) {
    if (session.state().result()) reason_ = session.state().result()->reason;
}
void VictoryScreen::draw(Painter& painter) { (void)painter; }
bool VictoryScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)key;
    (void)mod;
    back_();
    return true;
}
bool VictoryScreen::click(int x, int y) {
    (void)x;
    (void)y;
    back_();
    return true;
}

}  // namespace cata::app
