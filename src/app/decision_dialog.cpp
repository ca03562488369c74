// Placeholder until the decision dialogs land (issue 4).
#include "cata/app/decision_dialog.h"

#include "cata/app/app.h"

namespace cata::app {

DecisionDialog::DecisionDialog(App& app, const GameState& state, std::function<void(const Action&)> choose)
    : Screen(app), answers_(state.legalActions()), choose_(std::move(choose)) {}
void DecisionDialog::draw(Painter& painter) { (void)painter; }
bool DecisionDialog::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_RETURN && !answers_.empty()) {
        choose_(answers_.front().action);
        app_.screens().pop(this);
        return true;
    }
    return false;
}
bool DecisionDialog::click(int x, int y) {
    (void)x;
    (void)y;
    return false;
}
bool DecisionDialog::hover(int x, int y) {
    (void)x;
    (void)y;
    return false;
}

}  // namespace cata::app
