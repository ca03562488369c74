// Placeholder until the help overlay lands (issue 4).
#include "cata/app/help_overlay.h"

#include "cata/app/app.h"

namespace cata::app {

HelpOverlay::HelpOverlay(App& app, std::string title, std::vector<std::pair<std::string, std::string>> shortcuts)
    : Screen(app), title_(std::move(title)), shortcuts_(std::move(shortcuts)) {}
void HelpOverlay::draw(Painter& painter) { (void)painter; }
bool HelpOverlay::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)key;
    (void)mod;
    app_.screens().pop(this);
    return true;
}
bool HelpOverlay::click(int x, int y) {
    (void)x;
    (void)y;
    app_.screens().pop(this);
    return true;
}

}  // namespace cata::app
