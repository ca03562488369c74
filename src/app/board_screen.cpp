// Placeholder until the board lands (issue 4): shows the state as text.
#include "cata/app/board_screen.h"

#include "cata/app/app.h"
#include "cata/app/widgets.h"

namespace cata::app {

BoardScreen::BoardScreen(App& app, std::unique_ptr<content::GameSession> session, BoardConfig config)
    : Screen(app), session_(std::move(session)), config_(std::move(config)), view_(app), log_(app), dice_(app) {
    log_.rebuild(*session_);
}
BoardScreen::~BoardScreen() = default;

void BoardScreen::draw(Painter& painter) {
    drawBackdrop(app_, painter, 160);
    view_.draw(painter, Rect{0, 0, painter.width(), painter.height()}, session_->state(), Side::Heroes, BoardOverlays{});
}
bool BoardScreen::animating() const { return dice_.animating(); }
void BoardScreen::tick(Uint32 ms) { dice_.tick(ms); }

bool BoardScreen::choose(const Action& action) {
    if (!session_->state().isLegal(action)) return false;
    const auto& events = session_->apply(action);
    log_.append(session_->history().back(), session_->state());
    dice_.show(events, session_->state());
    app_.redraw();
    return true;
}

bool BoardScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_ESCAPE) {
        app_.screens().pop(this);
        return true;
    }
    return false;
}
bool BoardScreen::hover(int x, int y) {
    (void)x;
    (void)y;
    return false;
}
bool BoardScreen::click(int x, int y) {
    (void)x;
    (void)y;
    return false;
}
bool BoardScreen::scroll(int dy) {
    (void)dy;
    return false;
}

}  // namespace cata::app
