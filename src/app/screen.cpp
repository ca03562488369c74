// Event routing of a screen.
#include "cata/app/screen.h"

namespace cata::app {

bool Screen::handleEvent(const SDL_Event& event) {
    switch (event.type) {
        case SDL_KEYDOWN: return keyDown(event.key.keysym.sym, event.key.keysym.mod);
        case SDL_MOUSEMOTION: return hover(event.motion.x, event.motion.y);
        case SDL_MOUSEBUTTONDOWN:
            return event.button.button == SDL_BUTTON_LEFT ? click(event.button.x, event.button.y) : otherEvent(event);
        case SDL_MOUSEWHEEL: return event.wheel.y != 0 && scroll(event.wheel.y);
        case SDL_TEXTINPUT: return textInput(event.text.text);
        default: return otherEvent(event);
    }
}

}  // namespace cata::app
