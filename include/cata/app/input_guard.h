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

/// A lock on some keys (the board's End turn) that a steady stream of presses keeps on (play 12
/// #9: Enter tapped every 0.45 s while the AI played ended the player's new turn, one Enter as
/// End turn, the next as its confirmation). Armed when the turn comes to the player, it
/// refuses its keys until `ms` have passed both since then and since the last press or release
/// of one of them that it refused: keys held or tapped from before go nowhere, however long
/// the tapping goes on; a deliberate press after a moment's quiet is taken.
class QuietGuard {
public:
    /// Locks from `now` (App::now()) for `ms` milliseconds and while its keys keep coming.
    void arm(Uint32 now, int ms) {
        quiet_ms_ = std::max(0, ms);
        until_ = now + static_cast<Uint32>(quiet_ms_);
        armed_ = quiet_ms_ > 0;
    }
    void disarm() { armed_ = false; }
    bool locked(Uint32 now) const { return armed_ && static_cast<Sint32>(until_ - now) > 0; }
    /// Sees a key event (press, repeat or release) of one of its keys at `now`: true when it
    /// is refused, and then the lock lasts `ms` more from `now`.
    bool refuses(const SDL_Event& event, Uint32 now) {
        if (!locked(now) || (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP)) return false;
        until_ = now + static_cast<Uint32>(quiet_ms_);
        return event.type == SDL_KEYDOWN;
    }

private:
    Uint32 until_ = 0;
    int quiet_ms_ = 0;
    bool armed_ = false;
};

}  // namespace cata::app
