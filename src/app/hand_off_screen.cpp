// Placeholder until the hand-off screen lands (issue 4).
#include "cata/app/hand_off_screen.h"

#include "cata/app/app.h"

namespace cata::app {

HandOffScreen::HandOffScreen(App& app, Side next, int turn) : Screen(app), next_(next), turn_(turn) {}
void HandOffScreen::draw(Painter& painter) { (void)painter; }
bool HandOffScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)key;
    (void)mod;
    app_.screens().pop(this);
    return true;
}
bool HandOffScreen::click(int x, int y) {
    (void)x;
    (void)y;
    app_.screens().pop(this);
    return true;
}

}  // namespace cata::app
