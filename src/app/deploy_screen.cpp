// Placeholder until the deployment screen lands (issue 4): starts at the default squares.
#include "cata/app/deploy_screen.h"

#include "cata/app/app.h"
#include "cata/app/widgets.h"

namespace cata::app {

DeployScreen::DeployScreen(App& app, content::NewGame game, BoardConfig config)
    : Screen(app), game_(std::move(game)), config_(std::move(config)) {}

void DeployScreen::draw(Painter& painter) {
    drawBackdrop(app_, painter, 160);
    if (!error_.empty()) painter.text(Face::Regular, 18, error_, palette::kError, painter.px(40), painter.px(40));
}

bool DeployScreen::start() {
    auto session = content::GameSession::start(app_.documents(), game_, &error_);
    if (!session) {
        app_.redraw();
        return false;
    }
    app_.screens().pop(this);
    app_.screens().push(std::make_unique<BoardScreen>(app_, std::move(session), config_));
    return true;
}

bool DeployScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_RETURN) {
        start();
        return true;
    }
    if (key == SDLK_ESCAPE) {
        app_.screens().pop(this);
        return true;
    }
    return false;
}

bool DeployScreen::click(int x, int y) {
    (void)x;
    (void)y;
    return false;
}

}  // namespace cata::app
