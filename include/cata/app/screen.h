// A screen (panel) of the interface: the main menu, a dialog, later the board. Screens live on
// the app's ScreenStack: events reach the top screen first and go down until one handles them;
// drawing goes bottom-up from the topmost opaque screen.
#pragma once

#include <SDL.h>

#include <string_view>

namespace cata::app {

class App;
class Painter;

class Screen {
public:
    explicit Screen(App& app) : app_(app) {}
    virtual ~Screen() = default;
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;

    /// A stable name for tests and logs ("main_menu", "settings"...).
    virtual std::string_view id() const = 0;

    /// Draws the screen over whatever is below it.
    virtual void draw(Painter& painter) = 0;

    /// False for dialogs: the screens below are drawn first.
    virtual bool isOpaque() const { return true; }
    /// True when events this screen does not handle must not reach the screens below it.
    virtual bool isModal() const { return true; }
    /// True while the screen animates (the app then redraws every frame).
    virtual bool animating() const { return false; }
    /// Advances animations by `ms` milliseconds (called each frame while animating).
    virtual void tick(Uint32 ms) { (void)ms; }
    /// Called every frame, covered or not, with the app's clock (App::now()): the screen drops
    /// what shows only for a while (the board's message line). Returns when it next needs the
    /// call (an idle app wakes then), 0 when it does not.
    virtual Uint32 timers(Uint32 now) {
        (void)now;
        return 0;
    }
    /// True while the screen takes typed text (a text field has the keyboard): the app's
    /// one-key shortcuts (M: sound on and off) leave the keys to it.
    virtual bool editingText() const { return false; }
    /// Called by ScreenStack::commit() each time this screen becomes the top screen: when it
    /// is pushed, and when the screens above it are popped. A screen refreshes here what may
    /// have changed while it was covered (the main menu reads the saves folder again).
    virtual void activated() {}

    /// Routes `event` to the handlers below. Returns true when the screen handled it.
    virtual bool handleEvent(const SDL_Event& event);

protected:
    /// A key was pressed (`mod`: SDL_Keymod flags).
    virtual bool keyDown(SDL_Keycode key, Uint16 mod) {
        (void)key;
        (void)mod;
        return false;
    }
    /// The mouse moved to (x, y), in window pixels.
    virtual bool hover(int x, int y) {
        (void)x;
        (void)y;
        return false;
    }
    /// The left button was pressed at (x, y).
    virtual bool click(int x, int y) {
        (void)x;
        (void)y;
        return false;
    }
    /// The wheel turned by `dy` notches (positive: away from the player, that is up).
    virtual bool scroll(int dy) {
        (void)dy;
        return false;
    }
    /// Text typed while SDL's text input is on (SDL_TEXTINPUT, UTF-8). Default: not handled.
    virtual bool textInput(const char* text) {
        (void)text;
        return false;
    }
    /// Any other event: a press of another mouse button, a button release (drags, camera
    /// panning). Default: not handled.
    virtual bool otherEvent(const SDL_Event& event) {
        (void)event;
        return false;
    }

    App& app_;
};

}  // namespace cata::app
