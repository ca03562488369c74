// The sound player on SDL2_mixer.
#include "cata/app/sound.h"

#include <SDL_mixer.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace cata::app {

namespace {

constexpr int kChannels = 16;
constexpr Uint32 kSameSoundGapMs = 40;  // the same effect twice closer than this plays once
constexpr int kFadeOutMs = 900;
constexpr int kFadeInMs = 2000;
constexpr std::size_t kRecentMax = 32;

int mixVolume(int a, int b) { return std::clamp(a * b * MIX_MAX_VOLUME / 10000, 0, MIX_MAX_VOLUME); }

}  // namespace

const char* soundName(Sound sound) {
    switch (sound) {
        case Sound::StepStone:
            return "step_stone";
        case Sound::StepRubble:
            return "step_rubble";
        case Sound::StepWood:
            return "step_wood";
        case Sound::StepMetal:
            return "step_metal";
        case Sound::JumpLand:
            return "jump_land";
        case Sound::Dice:
            return "dice_roll";
        case Sound::HitHead:
            return "hit_head";
        case Sound::HitChest:
            return "hit_chest";
        case Sound::HitArm:
            return "hit_arm";
        case Sound::HitLeg:
            return "hit_leg";
        case Sound::HitPlain:
            return "hit_plain";
        case Sound::HitCritical:
            return "hit_critical";
        case Sound::Miss:
            return "miss";
        case Sound::Armour:
            return "armour";
        case Sound::Death:
            return "death";
        case Sound::Down:
            return "down";
        case Sound::DoorOpen:
            return "door_open";
        case Sound::DoorClose:
            return "door_close";
        case Sound::DoorHit:
            return "door_hit";
        case Sound::DoorBreak:
            return "door_break";
        case Sound::LockPick:
            return "lock_pick";
        case Sound::LockOpen:
            return "lock_open";
        case Sound::Trap:
            return "trap";
        case Sound::Fire:
            return "fire";
        case Sound::FireOut:
            return "fire_out";
        case Sound::Web:
            return "web";
        case Sound::Poison:
            return "poison";
        case Sound::Stun:
            return "stun";
        case Sound::Fear:
            return "fear";
        case Sound::Heal:
            return "heal";
        case Sound::Spell:
            return "spell";
        case Sound::SpellFail:
            return "spell_fail";
        case Sound::Item:
            return "item";
        case Sound::Destiny:
            return "destiny";
        case Sound::Reinforcement:
            return "reinforcement";
        case Sound::Turn:
            return "turn";
        case Sound::Victory:
            return "victory";
        case Sound::Defeat:
            return "defeat";
        case Sound::UiClick:
            return "ui_click";
        case Sound::UiToggle:
            return "ui_toggle";
    }
    return "ui_click";
}

int soundVariants(Sound sound) {
    switch (sound) {
        case Sound::StepStone:
            return 3;
        case Sound::StepRubble:
        case Sound::Dice:
            return 2;
        default:
            return 1;
    }
}

const char* ambientName(Ambient ambient) {
    switch (ambient) {
        case Ambient::None:
            return "none";
        case Ambient::Menu:
            return "menu";
        case Ambient::Catacombs:
            return "catacombs";
    }
    return "none";
}

SoundPlayer::~SoundPlayer() { close(); }

bool SoundPlayer::open(const std::string& data_dir) {
    if (open_) return true;
    dir_ = (std::filesystem::path(data_dir) / "assets" / "sounds").string();
#ifdef __linux__
    // No sound card (no /dev/snd: a container, a server) and no driver named: ALSA would fill
    // stderr with its own errors before failing. Only the sound servers are tried then.
    const char* named = std::getenv("SDL_AUDIODRIVER");
    std::error_code ec;
    if ((!named || !*named) && !std::filesystem::exists("/dev/snd", ec))
        SDL_SetHint(SDL_HINT_AUDIODRIVER, "pulseaudio,pipewire,jack");
#endif
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        std::cerr << "catakombes: no sound (" << SDL_GetError() << "); the game plays silently\n";
        return false;
    }
    // Vorbis is built into Debian's SDL_mixer; Mix_Init only loads it early. Its result is not
    // fatal: a sound that does not load is reported then, once.
    Mix_Init(MIX_INIT_OGG);
    mixer_inited_ = true;
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        std::cerr << "catakombes: no sound (" << Mix_GetError() << "); the game plays silently\n";
        Mix_Quit();
        mixer_inited_ = false;
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    Mix_AllocateChannels(kChannels);
    open_ = true;
    applyVolumes();
    if (ambient_ != Ambient::None) startAmbient();
    return true;
}

void SoundPlayer::close() {
    if (open_) {
        Mix_HaltChannel(-1);
        Mix_HaltMusic();
    }
    for (auto& variants : chunks_) {
        for (Mix_Chunk*& c : variants)
            if (c) Mix_FreeChunk(c);
        variants.clear();
    }
    for (Mix_Music*& m : music_) {
        if (m) Mix_FreeMusic(m);
        m = nullptr;
    }
    if (open_) {
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    if (mixer_inited_) Mix_Quit();
    mixer_inited_ = false;
    open_ = false;
    playing_ = Ambient::None;
    fading_out_ = false;
    pending_.clear();
}

void SoundPlayer::setVolumes(int master, int effects, int music, bool muted) {
    master_ = std::clamp(master, 0, 100);
    effects_ = std::clamp(effects, 0, 100);
    music_volume_ = std::clamp(music, 0, 100);
    if (muted && !muted_ && open_) Mix_HaltChannel(-1);  // what rings now stops with the mute
    muted_ = muted;
    applyVolumes();
}

void SoundPlayer::applyVolumes() {
    if (!open_) return;
    Mix_VolumeMusic(muted_ ? 0 : mixVolume(master_, music_volume_));
}

void SoundPlayer::play(Sound sound, Uint32 delay_ms) {
    if (recorder_) recorder_->play(sound, delay_ms);
    if (!open_ || muted_) return;
    if (delay_ms == 0) {
        start(sound);
        return;
    }
    pending_.push_back(Pending{sound, now_ + delay_ms});
}

void SoundPlayer::update(Uint32 now) {
    now_ = now;
    if (!pending_.empty()) {
        // Due ones in the order they fall due (stable: asked order at the same time).
        std::vector<Pending> due;
        std::vector<Pending> later;
        for (const Pending& p : pending_) (static_cast<Sint32>(now - p.due) >= 0 ? due : later).push_back(p);
        pending_ = std::move(later);
        std::stable_sort(due.begin(), due.end(),
                         [](const Pending& a, const Pending& b) { return static_cast<Sint32>(a.due - b.due) < 0; });
        for (const Pending& p : due)
            if (!muted_) start(p.sound);
    }
    if (open_ && fading_out_ && Mix_PlayingMusic() == 0) {
        fading_out_ = false;
        playing_ = Ambient::None;
        startAmbient();
    }
}

Uint32 SoundPlayer::nextDue() const {
    if (pending_.empty()) return 0;
    Uint32 next = pending_.front().due;
    for (const Pending& p : pending_)
        if (static_cast<Sint32>(p.due - next) < 0) next = p.due;
    return next == 0 ? 1 : next;  // 0 means none
}

Mix_Chunk* SoundPlayer::chunk(Sound sound) {
    const auto i = static_cast<std::size_t>(sound);
    const int variants = soundVariants(sound);
    if (chunks_[i].empty()) {
        chunks_[i].assign(static_cast<std::size_t>(variants), nullptr);
        for (int v = 0; v < variants; ++v) {
            const std::string file =
                std::string(soundName(sound)) + (variants > 1 ? "_" + std::to_string(v + 1) : "") + ".ogg";
            const std::string path = (std::filesystem::path(dir_) / file).string();
            chunks_[i][static_cast<std::size_t>(v)] = Mix_LoadWAV(path.c_str());
            if (!chunks_[i][static_cast<std::size_t>(v)] && !missing_[i]) {
                missing_[i] = true;
                reportProblem("cannot load sound " + path + " (" + Mix_GetError() + "); playing nothing instead");
            }
        }
    }
    // The variants in turn (a walk does not repeat one step), skipping any that did not load.
    for (int tries = 0; tries < variants; ++tries) {
        const auto v = static_cast<std::size_t>(next_variant_[i] % variants);
        next_variant_[i] = (next_variant_[i] + 1) % variants;
        if (chunks_[i][v]) return chunks_[i][v];
    }
    return nullptr;
}

void SoundPlayer::start(Sound sound) {
    if (!open_) return;
    const auto i = static_cast<std::size_t>(sound);
    // The AI at full speed plays many actions in a frame: one of each effect is enough.
    if (last_start_[i] != 0 && now_ - last_start_[i] < kSameSoundGapMs) return;
    Mix_Chunk* c = chunk(sound);
    if (!c) return;
    Mix_VolumeChunk(c, mixVolume(master_, effects_));
    if (Mix_PlayChannel(-1, c, 0) < 0) return;  // every channel busy: this one is dropped
    last_start_[i] = now_ == 0 ? 1 : now_;
    ++started_;
    recent_.push_back(sound);
    if (recent_.size() > kRecentMax) recent_.pop_front();
}

void SoundPlayer::reportProblem(const std::string& problem) {
    if (report_)
        report_(problem);
    else
        std::cerr << "catakombes: " << problem << '\n';
}

int SoundPlayer::loaded() const {
    int n = 0;
    for (const auto& variants : chunks_)
        for (const Mix_Chunk* c : variants)
            if (c) ++n;
    return n;
}

void SoundPlayer::setAmbient(Ambient ambient) {
    if (ambient == ambient_) return;
    ambient_ = ambient;
    if (!open_) return;
    if (playing_ != Ambient::None && !fading_out_) {
        Mix_FadeOutMusic(kFadeOutMs);
        fading_out_ = true;
        return;  // update() starts the next one once this one is quiet
    }
    if (!fading_out_) startAmbient();
}

void SoundPlayer::startAmbient() {
    if (!open_ || ambient_ == Ambient::None) return;
    const auto i = static_cast<std::size_t>(ambient_);
    if (!music_[i]) {
        if (music_missing_[i]) return;
        const std::string file = ambient_ == Ambient::Menu ? "ambient_menu.ogg" : "ambient_crypt.ogg";
        const std::string path = (std::filesystem::path(dir_) / file).string();
        music_[i] = Mix_LoadMUS(path.c_str());
        if (!music_[i]) {
            music_missing_[i] = true;
            reportProblem("cannot load sound " + path + " (" + Mix_GetError() + "); playing nothing instead");
            return;
        }
    }
    applyVolumes();
    if (Mix_FadeInMusic(music_[i], -1, kFadeInMs) == 0) playing_ = ambient_;
}

}  // namespace cata::app
