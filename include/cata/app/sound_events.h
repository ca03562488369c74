// Which sound each event of the core plays: the one place that decides it (sound_events.cpp).
// The mapping visits the `Event` variant with one overload per kind and no generic fallback,
// so a new kind of event does not compile until someone decides its sound (or none).
#pragma once

#include <SDL.h>

#include <vector>

#include "cata/app/sound.h"
#include "cata/core/event.h"
#include "cata/core/game_state.h"

namespace cata::app {

/// When a cue plays within its action: steps one after the other, the dice when they are
/// thrown, and what the dice decided once the tray's tumble has ended.
enum class CueTime { Step, Roll, Outcome };

struct SoundCue {
    Sound sound = Sound::UiClick;
    CueTime when = CueTime::Outcome;
    bool operator==(const SoundCue&) const = default;
};

/// The sounds of one event; `after` is the state after the action (the terrain moved onto).
std::vector<SoundCue> soundsFor(const Event& event, const GameState& after);

/// Step length of a walk's sounds, in milliseconds.
inline constexpr Uint32 kStepSoundMs = 200;

/// Plays the sounds of one action's events into `sink`: each step kStepSoundMs after the one
/// before, the dice once for the whole action (the tray shows all its dice in one throw), and
/// what follows the dice `roll_ms` later (the tray's tumble; 0 when the dice show at once).
/// The same sound at the same moment plays once. `step_ms`: the steps' pace (the board's motion
/// walks a square in Motion::kStepMs at its speed; kStepSoundMs when nothing moves on screen).
/// `start_ms`: when the first one plays (a route's later walk, once the token has got there).
void playEventSounds(SoundSink& sink, const std::vector<Event>& events, const GameState& after, Uint32 roll_ms,
                     Uint32 step_ms = kStepSoundMs, Uint32 start_ms = 0);

}  // namespace cata::app
