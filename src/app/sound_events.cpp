// Which sound each event plays.
#include "cata/app/sound_events.h"

#include <algorithm>
#include <utility>

#include "cata/core/overloaded.h"

namespace cata::app {

namespace {

/// A step's sound by what the square stepped onto is made of.
Sound stepOn(TileKind tile) {
    switch (tile) {
        case TileKind::Rubble:
        case TileKind::Barrel:
            return Sound::StepRubble;  // flyers over a low obstacle (R35)
        case TileKind::DoorOpen:
            return Sound::StepWood;  // the threshold's planks
        case TileKind::CellOpen:
        case TileKind::Reinforcement:
            return Sound::StepMetal;  // bars, the grate
        case TileKind::Floor:
        case TileKind::Trap:
        case TileKind::HiddenTrap:
        case TileKind::Lava:
        case TileKind::Void:
        case TileKind::Wall:
        case TileKind::DoorClosed:
        case TileKind::DoorLocked:
        case TileKind::SecretDoor:
        case TileKind::Cell:
        case TileKind::Chest:
        case TileKind::ChestLocked:
            return Sound::StepStone;
    }
    return Sound::StepStone;
}

Sound hitAt(Location location) {
    switch (location) {
        case Location::Head:
            return Sound::HitHead;
        case Location::Chest:
            return Sound::HitChest;
        case Location::Arm:
            return Sound::HitArm;
        case Location::Leg:
            return Sound::HitLeg;
    }
    return Sound::HitPlain;
}

std::vector<SoundCue> one(Sound sound, CueTime when = CueTime::Outcome) { return {SoundCue{sound, when}}; }

}  // namespace

std::vector<SoundCue> soundsFor(const Event& event, const GameState& after) {
    using Cues = std::vector<SoundCue>;
    return std::visit(
        Overloaded{
            [](const TurnBegan&) { return one(Sound::Turn); },
            [](const TurnEnded&) { return Cues{}; },  // the next side's bell says it
            [&after](const Moved& e) {
                // R43: a jump lands; any other move steps on what the square is made of.
                if (e.rule == "R43") return one(Sound::JumpLand, CueTime::Step);
                return one(stepOn(after.board().tile(e.to)), CueTime::Step);
            },
            [](const TestRolled& e) {
                Cues cues = one(Sound::Dice, CueTime::Roll);
                if (e.purpose == "lock") cues.push_back({Sound::LockPick, CueTime::Roll});
                if (e.purpose == "fear" && !e.roll.passed) cues.push_back({Sound::Fear, CueTime::Outcome});
                return cues;
            },
            [](const D6Rolled&) { return one(Sound::Dice, CueTime::Roll); },
            [](const Missed&) { return one(Sound::Miss); },
            [](const Wounded& e) {
                if (e.wounds <= 0) return e.armour > 0 ? one(Sound::Armour) : Cues{};  // all stopped by armour
                if (e.critical) return one(Sound::HitCritical);                        // R21: louder
                return one(e.location ? hitAt(*e.location) : Sound::HitPlain);
            },
            [](const Healed&) { return one(Sound::Heal); },
            [](const StatusChanged& e) {
                switch (e.change) {
                    case StatusChange::CaughtFire:
                        return one(Sound::Fire);
                    case StatusChange::FireWentOut:
                        return one(Sound::FireOut);
                    case StatusChange::Poisoned:
                        return one(Sound::Poison);
                    case StatusChange::Cured:
                        return one(Sound::Heal);
                    case StatusChange::Webbed:
                    case StatusChange::BrokeFree:
                        return one(Sound::Web);
                    case StatusChange::Stunned:
                        return one(Sound::Stun);
                    case StatusChange::WentDown:
                        return one(Sound::Down);
                    case StatusChange::StoodUp:
                        return Cues{};  // the heal that raised the hero sounds
                    case StatusChange::Died:
                    case StatusChange::LeftBoard:
                        return one(Sound::Death);
                    case StatusChange::Exited:
                        return one(Sound::StepStone, CueTime::Step);
                }
                return Cues{};
            },
            [](const ApLost&) { return Cues{}; },  // the fear, poison or stun that took them sounds
            [](const ReinforcementArrived&) { return one(Sound::Reinforcement); },
            [](const ObjectChanged& e) {
                switch (e.change) {
                    case ObjectChange::Opened:
                        return one(Sound::DoorOpen);
                    case ObjectChange::Closed:
                        return one(Sound::DoorClose);
                    case ObjectChange::LockPicked:
                        return one(Sound::LockOpen);
                    case ObjectChange::Damaged:
                        return one(Sound::DoorHit);
                    case ObjectChange::BrokenDown:
                        return one(Sound::DoorBreak);
                    case ObjectChange::TrapSprung:
                        return one(Sound::Trap);
                    case ObjectChange::TrapAvoided:
                    case ObjectChange::TrapRevealed:
                        return Cues{};  // nothing happens to be heard
                }
                return Cues{};
            },
            [](const ItemMoved&) { return one(Sound::Item); },
            [](const WaitingBanked&) { return Cues{}; },
            [](const DuelChanged&) { return Cues{}; },
            [](const SpellCast& e) { return one(e.tier >= 0 ? Sound::Spell : Sound::SpellFail); },
            [](const SpecialActionTried& e) { return e.succeeded ? one(Sound::LockOpen) : Cues{}; },
            [](const DestinyUsed&) { return one(Sound::Destiny); },
            [](const UnexpectedEventRolled&) { return one(Sound::Dice, CueTime::Roll); },
            [](const DecisionRequired&) { return Cues{}; },  // the dialog that opens is seen
            [](const GameEnded& e) { return one(e.winner == Side::Heroes ? Sound::Victory : Sound::Defeat); },
            [](const SoloRolled&) { return one(Sound::Dice, CueTime::Roll); },
            [](const SkillUsed&) { return Cues{}; },  // the second shot that follows sounds
        },
        event);
}

void playEventSounds(SoundSink& sink, const std::vector<Event>& events, const GameState& after, Uint32 roll_ms,
                     Uint32 step_ms, Uint32 start_ms) {
    Uint32 cursor = start_ms;
    bool rolled = false;
    Uint32 roll_at = 0;
    std::vector<std::pair<Sound, Uint32>> played;
    const auto play = [&](Sound sound, Uint32 at) {
        if (std::find(played.begin(), played.end(), std::pair{sound, at}) != played.end()) return;
        played.emplace_back(sound, at);
        sink.play(sound, at);
    };
    for (const Event& event : events) {
        for (const SoundCue& cue : soundsFor(event, after)) {
            switch (cue.when) {
                case CueTime::Step:
                    play(cue.sound, cursor);
                    cursor += step_ms;
                    break;
                case CueTime::Roll:
                    if (!rolled) {
                        rolled = true;
                        roll_at = cursor;
                        cursor += roll_ms;
                    }
                    play(cue.sound, roll_at);
                    break;
                case CueTime::Outcome:
                    play(cue.sound, cursor);
                    break;
            }
        }
    }
}

}  // namespace cata::app
