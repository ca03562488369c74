// The board's motion: what one action did, drawn over time after the core applied it.
// A token walks its path square by square and leans the way it goes; an attacker lunges toward
// its target (a shooter's bolt flies to it instead, a caster glows and so does the spell's
// target), the target flashes and a floating number (wounds and location) or word ("miss",
// "armour") rises and fades; a token going down or dying fades.
//
// As the dice tray: driven by tick(ms) only (never by the clock), so it is deterministic, and
// skippable at once. The state is already applied: only the drawing lags, input never waits.
#pragma once

#include <SDL.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/strings.h"
#include "cata/core/event.h"
#include "cata/core/game_state.h"

namespace cata::app {

/// Where and how a character's token is drawn now, while an animation moves it.
struct TokenPose {
    bool moved = false;  // x, y say where it is drawn (else: on the state's square)
    double x = 0;        // the token's square (its top-left one), in squares, fractional mid-step
    double y = 0;
    double angle = 0;    // lean in degrees (clockwise), toward where it goes
    double alpha = 1;    // 0..1: a dying token fades out
    double flash = 0;    // 0..1: a hit's flash over the token
    double up_look = 0;  // 0..1: a token going down shows its standing look over the down one
    double glow = 0;     // 0..1: a spell's glow around the token (its caster, then its target)
    bool ghost = false;  // drawn although it left the board (it fades out where it fell)
    bool operator==(const TokenPose&) const = default;
};

/// A shot's bolt in flight from the shooter's square to the target's: `progress` 0..1 of the way.
struct Projectile {
    Pos from, to;
    double progress = 0;
    bool operator==(const Projectile&) const = default;
};

/// A door, cell or chest that changed (R40, R50), drawn over its square: a door's leaf swings
/// open (or shut), a door broken down bursts into splinters, a blow shakes it, a picked lock
/// flashes gold. `progress` 0..1 of the effect.
struct ObjectEffect {
    enum class Kind { Open, Close, Break, Blow, Lock };
    Pos at;
    Kind kind = Kind::Open;
    double progress = 0;
    bool operator==(const ObjectEffect&) const = default;
};

/// A word or number rising over a square and fading.
struct FloatingText {
    Pos at;
    std::string text;
    SDL_Color colour{255, 255, 255, 255};
    double rise = 0;   // in squares above the square's centre
    double alpha = 1;  // 0..1
};

class Motion {
public:
    static constexpr Uint32 kStepMs = 120;   // one square at speed 1
    static constexpr Uint32 kLungeMs = 240;  // out and back
    static constexpr Uint32 kFlashMs = 300;
    static constexpr Uint32 kFloatMs = 800;
    static constexpr Uint32 kFadeMs = 500;
    static constexpr Uint32 kBoltMs = 150;  // a shot's bolt, shooter to target
    static constexpr Uint32 kGlowMs = 400;  // a spell's glow, up and down
    static constexpr Uint32 kObjectMs = 400;  // a door's swing, splinters, a lock's flash

    /// Starts the animation of one action's `events` (`after`: the state they led to) at
    /// `speed` (1, 2, 4, 8; 0: none, whatever ran is ended). What the dice decide (hits,
    /// misses) shows `outcome_ms` after the start, in the animation's own time (the dice's
    /// tumble), or once the attacker's lunge reaches its target if that is later. While an
    /// animation at the same speed runs, this one follows it (a route walked one action after
    /// the other moves square by square).
    void start(const std::vector<Event>& events, const GameState& after, int speed, Uint32 outcome_ms,
               const StringTable& strings);
    bool animating() const { return elapsed_ < duration_; }
    /// `ms` of the app's clock (scaled by the speed the animation started with).
    void tick(Uint32 ms);
    /// Ends every animation at once (the tokens where the state has them).
    void skip() { elapsed_ = duration_; }
    /// Drops everything (undo, back to a turn).
    void clear();

    /// The poses of the tokens that move now, by character (none when nothing runs).
    std::map<int, TokenPose> poses() const;
    /// The floating texts shown now.
    std::vector<FloatingText> texts() const;
    /// The shots' bolts in flight now.
    std::vector<Projectile> projectiles() const;
    /// The doors, cells and chests changing now.
    std::vector<ObjectEffect> objectEffects() const;
    /// Length of the whole animation and how far it is, in its own time (tests).
    Uint32 duration() const { return duration_; }
    Uint32 elapsed() const { return elapsed_; }
    int speed() const { return speed_; }
    /// Real time (ms of the app's clock) until the last start()'s own animation begins: 0, or
    /// what is left of the one it follows (a route's later walks); its sounds wait as long.
    Uint32 lastStartIn() const;

private:
    struct Step {
        int who = 0;
        Pos from, to;
        Uint32 at = 0;
    };
    struct Lunge {
        int who = 0;
        Pos from, toward;
        Uint32 at = 0;
    };
    struct Flash {
        int who = 0;
        Uint32 at = 0;
    };
    struct Bolt {
        Pos from, to;
        Uint32 at = 0;
    };
    struct Glow {
        int who = 0;
        Uint32 at = 0;
    };
    struct Fade {
        int who = 0;
        Pos at_square;
        bool down = false;  // to its down look (else out: dead, off the board)
        Uint32 at = 0;
    };
    struct Float {
        FloatingText text;
        Uint32 at = 0;
    };
    struct ObjectFx {
        ObjectEffect effect;
        Uint32 at = 0;
    };

    std::vector<Step> steps_;
    std::vector<Lunge> lunges_;
    std::vector<Flash> flashes_;
    std::vector<Bolt> bolts_;
    std::vector<Glow> glows_;
    std::vector<Fade> fades_;
    std::vector<Float> floats_;
    std::vector<ObjectFx> objects_;
    Uint32 elapsed_ = 0;
    Uint32 duration_ = 0;
    Uint32 last_start_ = 0;  // where the last start()'s animation begins, in its own time
    int speed_ = 1;
};

/// The words of a Wounded or Missed event's floating text: "−4 head", "armour", "miss".
std::string floatingWords(const Event& e, const StringTable& strings);

}  // namespace cata::app
