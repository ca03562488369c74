// The game's sound: short effects and an ambient loop per kind of screen, played through
// SDL2_mixer from assets/sounds/ (made by tools/gen_sounds.py). Which event of the core plays
// which effect is decided in one place, sound_events.h.
//
// The player opens the audio device once; when it cannot (no device, no driver), it says so in
// one line on stderr and stays silent, and the game runs as before. Nothing it does blocks a
// frame: effects are decoded on their first use (a few milliseconds, once), delayed effects
// wait in a queue that update() empties, and a change of ambient fades the loop out and the
// next one in without waiting.
#pragma once

#include <SDL.h>
#include <SDL_mixer.h>

#include <array>
#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace cata::app {

/// The effects. A name may have variants on disk (step_stone_1 … step_stone_3), played in turn.
enum class Sound {
    StepStone,
    StepRubble,
    StepWood,
    StepMetal,
    JumpLand,
    Dice,
    HitHead,
    HitChest,
    HitArm,
    HitLeg,
    HitPlain,
    HitCritical,
    Miss,
    Armour,
    Death,
    Down,
    DoorOpen,
    DoorClose,
    DoorHit,
    DoorBreak,
    LockPick,
    LockOpen,
    Trap,
    Fire,
    FireOut,
    Web,
    Poison,
    Stun,
    Fear,
    Heal,
    Spell,
    SpellFail,
    Item,
    Destiny,
    Reinforcement,
    Turn,
    Victory,
    Defeat,
    UiClick,
    UiToggle,
};
inline constexpr int kSoundCount = static_cast<int>(Sound::UiToggle) + 1;
/// The file name of a sound without its variant number nor extension ("step_stone").
const char* soundName(Sound sound);
/// How many variants a sound has on disk (1: the file is "<name>.ogg"; n: "<name>_1.ogg" …).
int soundVariants(Sound sound);

/// The ambient loop: the menus', the catacombs' (a game's screens), or none.
enum class Ambient { None, Menu, Catacombs };
const char* ambientName(Ambient ambient);  // "menu", "catacombs", "none"

/// Where sounds are asked for: the player, or a recording in tests.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    /// Plays `sound` in `delay_ms` milliseconds of the app's clock.
    virtual void play(Sound sound, Uint32 delay_ms) = 0;
};

/// Plays the effects and the ambient loops on SDL2_mixer.
class SoundPlayer : public SoundSink {
public:
    SoundPlayer() = default;
    ~SoundPlayer() override;
    SoundPlayer(const SoundPlayer&) = delete;
    SoundPlayer& operator=(const SoundPlayer&) = delete;

    /// Opens SDL's audio and SDL_mixer and finds the sounds in `data_dir`/assets/sounds.
    /// False (after one line on stderr) when there is no audio: the player stays silent, and
    /// still tells a recorder what it is asked (tests).
    bool open(const std::string& data_dir);
    /// Stops everything, frees the sounds, closes SDL_mixer and SDL's audio (the destructor
    /// calls it; nothing leaks at exit).
    void close();
    bool isOpen() const { return open_; }

    /// Volumes 0 to 100 (the settings'); muted: nothing plays, the loop goes quiet.
    void setVolumes(int master, int effects, int music, bool muted);
    bool muted() const { return muted_; }

    void play(Sound sound, Uint32 delay_ms = 0) override;
    /// The loop to play: the current one fades out, then this one fades in (nothing when it
    /// is already the one playing).
    void setAmbient(Ambient ambient);
    Ambient ambient() const { return ambient_; }
    /// Once a frame with the app's clock: starts the delayed sounds that fell due and the next
    /// loop once the last one has faded out.
    void update(Uint32 now);
    /// When a delayed sound next falls due on the app's clock (0: none waits), so an idle app
    /// wakes for it.
    Uint32 nextDue() const;

    /// Where a sound file that does not load is reported (App::reportAssetProblem); stderr
    /// when none is set. Once per file; the sound then stays silent.
    void setProblemReporter(std::function<void(const std::string&)> report) { report_ = std::move(report); }
    /// Tests: every sound asked of the player is also given to `recorder` (nullptr: none).
    void setRecorder(SoundSink* recorder) { recorder_ = recorder; }
    /// Effects started on the device so far, and the effects loaded (tests).
    int started() const { return started_; }
    int loaded() const;
    /// The last effects started, newest last (at most 32; tests).
    const std::deque<Sound>& recent() const { return recent_; }

private:
    struct Pending {
        Sound sound;
        Uint32 due;
    };
    void start(Sound sound);
    Mix_Chunk* chunk(Sound sound);
    void startAmbient();
    void applyVolumes();

    bool open_ = false;
    bool mixer_inited_ = false;
    std::string dir_;
    std::array<std::vector<Mix_Chunk*>, kSoundCount> chunks_{};  // per variant, loaded on first use
    std::array<int, kSoundCount> next_variant_{};
    std::array<Uint32, kSoundCount> last_start_{};
    std::array<bool, kSoundCount> missing_{};  // reported once
    std::array<Mix_Music*, 3> music_{};        // by Ambient, loaded on first use
    std::array<bool, 3> music_missing_{};
    Ambient ambient_ = Ambient::None;  // asked for
    Ambient playing_ = Ambient::None;  // on the device
    bool fading_out_ = false;
    std::vector<Pending> pending_;
    Uint32 now_ = 0;
    int master_ = 80, effects_ = 80, music_volume_ = 50;
    bool muted_ = false;
    SoundSink* recorder_ = nullptr;
    std::function<void(const std::string&)> report_;
    void reportProblem(const std::string& problem);
    int started_ = 0;
    std::deque<Sound> recent_;
};

}  // namespace cata::app
