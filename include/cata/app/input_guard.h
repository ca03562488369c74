// A short lock on the keyboard for a screen that the player did not call up with his own key
// (play 11 #2, #10): the board right after a hot-seat hand-off, the result screen after the
// last move, a decision the other side's action left. For a moment of the app's clock after it
// is armed it refuses every key, and its users refuse a held key's auto-repeat: a burst of
// presses (a nervous triple tap, a held Enter) meant for the screen before goes nowhere.
#pragma once

#include <SDL.h>

#include <algorithm>

namespace cata::app {

class InputGuard {
public:
    /// Locks the keys from `now` (App::now()) for `ms` milliseconds (none when `ms` <= 0).
    void arm(Uint32 now, int ms) {
        until_ = now + static_cast<Uint32>(std::max(0, ms));
        armed_ = ms > 0;
    }
    /// True while the keys are locked at `now` (the clock's wrap-around included).
    bool locked(Uint32 now) const { return armed_ && static_cast<Sint32>(until_ - now) > 0; }
    /// True when `event` is a key press to ignore at `now`: any while locked, and always a held
    /// key's auto-repeat.
    bool refuses(const SDL_Event& event, Uint32 now) const {
        return event.type == SDL_KEYDOWN && (event.key.repeat != 0 || locked(now));
    }

private:
    Uint32 until_ = 0;
    bool armed_ = false;
};

}  // namespace cata::app
