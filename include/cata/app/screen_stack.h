// The stack of screens. Pushing and popping are deferred: they are recorded while events are
// handled and applied by commit() between the event phase and drawing, so a screen can close
// itself from its own handler.
#pragma once

#include <SDL.h>

#include <memory>
#include <string_view>
#include <vector>

#include "cata/app/screen.h"

namespace cata::app {

class Painter;

class ScreenStack {
public:
    /// Puts `screen` on top at the next commit().
    void push(std::unique_ptr<Screen> screen);
    /// Removes `screen` at the next commit(), with the screens above it that were already on
    /// the stack when that commit began: the layers opened over a screen (a dialog, a menu, a
    /// victory screen over the board) hold references into it and go with it, top first.
    /// Screens pushed in the same batch stay (a dialog that answers, then closes itself, keeps
    /// what its answer opened). Popping a screen that is not on the stack does nothing.
    void pop(const Screen* screen);
    /// Applies the pending pushes and pops in order, then calls activated() on the top screen
    /// when it is not the one that was on top before. Returns true when the stack changed.
    bool commit();
    /// Destroys every screen, the top one first, and drops the pending changes, activating
    /// nothing (the app's teardown: no screen comes back to life while the app closes).
    void clear();
    /// True when push() or pop() was called since the last commit().
    bool hasPending() const { return !pending_.empty(); }

    /// Offers `event` to the screens from the top down until one handles it or a modal screen
    /// stops it. Returns true when handled.
    bool handle(const SDL_Event& event);
    /// Draws from the topmost opaque screen up to the top.
    void draw(Painter& painter);
    /// True when any screen animates.
    bool animating() const;
    /// Advances every screen's animations.
    void tick(Uint32 ms);
    /// Screen::timers of every screen, bottom-up; the soonest time one asks to be called again
    /// (0: none).
    Uint32 timers(Uint32 now);

    bool empty() const { return screens_.empty(); }
    std::size_t size() const { return screens_.size(); }
    /// The top screen, or nullptr.
    Screen* top() const { return screens_.empty() ? nullptr : screens_.back().get(); }
    /// True when a screen of this id is on the stack.
    bool contains(std::string_view id) const;
    /// True when a modal screen lies above `screen` (the pointer's events stop there).
    bool modalAbove(const Screen* screen) const;

private:
    struct Change {
        std::unique_ptr<Screen> push;  // set: a push; null: a pop of `pop`
        const Screen* pop = nullptr;
    };
    std::vector<std::unique_ptr<Screen>> screens_;
    std::vector<Change> pending_;
};

}  // namespace cata::app
