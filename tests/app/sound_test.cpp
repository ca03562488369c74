// The sound: the player on SDL's dummy audio driver, the game with no audio at all,
// which event plays which sound (on real actions of Quest I), the volumes in the settings and
// on the Settings screen, the M key, the button clicks and the ambient loop by screen.
#include <SDL_mixer.h>
#include <unistd.h>

#include <cstdio>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>

#include "board_support.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "cata/app/sound_events.h"
#include "layout_check.h"
#include "ui_steps.h"

namespace cata::app::test {

namespace {

/// What a sink was asked to play, with the delay.
struct HeardSound {
    Sound sound;
    Uint32 delay;
    bool operator==(const HeardSound&) const = default;
};

class SoundRecorder : public SoundSink {
public:
    void play(Sound sound, Uint32 delay_ms) override { heard.push_back({sound, delay_ms}); }
    bool has(Sound sound, Uint32 delay) const {
        return std::find(heard.begin(), heard.end(), HeardSound{sound, delay}) != heard.end();
    }
    int count(Sound sound) const {
        return static_cast<int>(
            std::count_if(heard.begin(), heard.end(), [sound](const HeardSound& h) { return h.sound == sound; }));
    }
    std::vector<HeardSound> heard;
};

/// Quest I with the first hero next to the Master's first character (board_support.h's
/// questOne with `adjacent`), on the shipped content, without an app.
std::unique_ptr<content::GameSession> soundQuestOne(std::uint64_t seed, bool adjacent) {
    const content::ContentDocuments& docs = shippedDocuments();
    content::NewGame game = deployedGame(docs, questNumbered(docs, 1), seed);
    if (adjacent) {
        const Pos edge{6, 17}, doorway{7, 17};
        for (auto& h : game.heroes)
            if (h.at == edge) h.at = game.heroes[0].at;
        game.heroes[0].at = edge;
        game.master[0].at = doorway;
    }
    return startGame(docs, game);
}

Sound expectedHit(Location location) {
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

}  // namespace

TEST_CASE("Sound: every effect has its files, and the player plays them on SDL's dummy audio driver", "[app][sound]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    REQUIRE(app.sound().isOpen());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    CHECK(app.sound().ambient() == Ambient::Menu);
    CHECK(Mix_PlayingMusic() == 1);

    int variants = 0;
    for (int i = 0; i < kSoundCount; ++i) {
        const auto sound = static_cast<Sound>(i);
        const int n = soundVariants(sound);
        variants += n;
        for (int v = 1; v <= n; ++v) {
            const std::string file = std::string(soundName(sound)) + (n > 1 ? "_" + std::to_string(v) : "") + ".ogg";
            INFO(file);
            CHECK(std::filesystem::is_regular_file(std::filesystem::path(dataDir()) / "assets" / "sounds" / file));
        }
        app.sound().play(sound);
        Mix_HaltChannel(-1);  // 16 channels: the next one finds a free one
    }
    CHECK(app.sound().started() == kSoundCount);
    CHECK(app.sound().loaded() == variants);  // every variant decoded
    CHECK(app.assetProblems().empty());

    // A delayed sound waits for the app's clock, and the idle app wakes for it.
    const int before = app.sound().started();
    // (A minute, not a fraction of a second: on a loaded machine a frame can take longer than a
    // short delay, and the decoding above leaves the player's clock as old as its last frame.)
    app.runFrames(1);
    app.sound().play(Sound::HitHead, 60000);
    CHECK(app.sound().nextDue() != 0);
    app.runFrames(1);
    CHECK(app.sound().started() == before);
    app.advanceClock(60010);
    app.runFrames(1);
    CHECK(app.sound().started() == before + 1);
    CHECK(app.sound().recent().back() == Sound::HitHead);
    CHECK(app.sound().nextDue() == 0);
}

TEST_CASE("Sound: a sound file that does not load is reported once and stays silent", "[app][sound][assets]") {
    HeadlessHome home;
    // A copy of the data folder with a broken effect and no menus' loop.
    const std::filesystem::path copy = home.root / "data_copy";
    std::filesystem::create_directories(copy);
    std::filesystem::copy(std::filesystem::path(dataDir()) / "assets", copy / "assets",
                          std::filesystem::copy_options::recursive);
    std::filesystem::copy(std::filesystem::path(dataDir()) / "quests", copy / "quests",
                          std::filesystem::copy_options::recursive);
    std::ofstream(copy / "assets" / "sounds" / "hit_head.ogg", std::ios::binary | std::ios::trunc) << "OggS not really";
    std::filesystem::remove(copy / "assets" / "sounds" / "ambient_menu.ogg");
    AppOptions options = home.options();
    options.data_dir = copy.string();
    App app(options);
    REQUIRE(app.ok());
    REQUIRE(app.sound().isOpen());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(3);
    app.sound().play(Sound::HitHead);
    app.sound().play(Sound::HitHead, 0);
    app.sound().play(Sound::HitChest);
    app.runFrames(2);
    CHECK(app.sound().started() == 1);  // the chest; the head is silent
    const auto& problems = app.assetProblems();
    REQUIRE(problems.size() == 2);
    CHECK_THAT(problems[0], Catch::Matchers::StartsWith("cannot load sound " +
                                                        (copy / "assets" / "sounds" / "ambient_menu.ogg").string()));
    CHECK_THAT(problems[1], Catch::Matchers::StartsWith("cannot load sound " +
                                                        (copy / "assets" / "sounds" / "hit_head.ogg").string()));
}

TEST_CASE("Sound: with no audio at all the app plays a game silently and correctly", "[app][sound]") {
    HeadlessHome home;
    SDL_setenv("SDL_AUDIODRIVER", "no_such_audio_driver", 1);
    {
        App app(home.options());
        REQUIRE(app.ok());  // the window opens: the sound is not needed
        CHECK_FALSE(app.sound().isOpen());
        SoundRecorder heard;
        app.sound().setRecorder(&heard);
        BoardScreen& board = pushBoard(app, startQuestOne(app, true));
        const GameState& s = board.session().state();
        // A scripted turn: the first hero attacks until it cannot, the heroes end their turn,
        // the Master's first character attacks back.
        for (int i = 0; i < 4 && !s.isOver(); ++i) {
            const int enemy = adjacentEnemy(s, 0);
            if (enemy < 0 || !s.isLegal(Melee{0, enemy}) || !board.choose(Melee{0, enemy})) break;
            app.advanceClock(1000);
            app.runFrames(3);
            declineDestiny(board.session());
        }
        declineDestiny(board.session());
        CHECK(board.choose(EndTurn{}));
        CHECK(app.runFrames(5) == 5);
        CHECK(app.ok());
        CHECK(app.sound().started() == 0);     // nothing reached a device
        CHECK(heard.count(Sound::Dice) >= 1);  // yet the sounds were chosen as ever
        CHECK(heard.count(Sound::Turn) >= 1);
        CHECK(app.sound().ambient() == Ambient::Catacombs);
        CHECK(app.assetProblems().empty());
        app.sound().setRecorder(nullptr);
    }
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
}

TEST_CASE("Sound: an attack sounds the dice, then the hit at its location or the miss as the dice land",
          "[app][sound]") {
    constexpr Uint32 kRoll = 600;
    bool saw_hit = false, saw_miss = false;
    // One batch of events (one apply, as the board plays them): what the dice decided sounds
    // kRoll after the throw, or at once in a batch with no dice (a destiny reroll declined).
    const auto check = [&](const std::vector<Event>& events, const GameState& s) {
        SoundRecorder heard;
        playEventSounds(heard, events, s, kRoll);
        const bool rolled = std::any_of(events.begin(), events.end(), [](const Event& e) {
            return std::holds_alternative<TestRolled>(e) || std::holds_alternative<D6Rolled>(e);
        });
        CHECK(heard.count(Sound::Dice) == (rolled ? 1 : 0));  // one throw for all the dice of the action
        if (rolled) CHECK(heard.has(Sound::Dice, 0));
        const Uint32 at = rolled ? kRoll : 0;
        for (const Event& e : events) {
            if (std::holds_alternative<Missed>(e)) {
                saw_miss = true;
                CHECK(heard.has(Sound::Miss, at));
            }
            if (const auto* w = std::get_if<Wounded>(&e)) {
                if (w->wounds > 0 && w->critical) {
                    CHECK(heard.has(Sound::HitCritical, at));
                } else if (w->wounds > 0 && w->location) {
                    saw_hit = true;
                    CHECK(heard.has(expectedHit(*w->location), at));
                } else if (w->wounds == 0 && w->armour > 0) {
                    CHECK(heard.has(Sound::Armour, at));
                }
            }
        }
    };
    for (std::uint64_t seed = 1; seed <= 80 && !(saw_hit && saw_miss); ++seed) {
        INFO("seed " << seed);
        auto session = soundQuestOne(seed, true);
        const GameState& s = session->state();
        const int enemy = adjacentEnemy(s, 0);
        REQUIRE(enemy >= 0);
        if (!s.isLegal(Melee{0, enemy})) continue;
        check(session->apply(Melee{0, enemy}), s);
        for (int i = 0; i < 4 && s.pending() && s.isLegal(DeclineDestiny{}); ++i)
            check(session->apply(DeclineDestiny{}), s);
    }
    CHECK(saw_hit);
    CHECK(saw_miss);
}

TEST_CASE("Sound: a walk steps one square after the other on what each square is made of", "[app][sound]") {
    // The first hero stands west of the open doorway (7,17) of Quest I, nobody in it.
    const content::ContentDocuments& docs = shippedDocuments();
    content::NewGame game = deployedGame(docs, questNumbered(docs, 1), 3);
    for (auto& h : game.heroes)
        if (h.at == Pos{6, 17}) h.at = game.heroes[0].at;
    game.heroes[0].at = Pos{6, 17};
    for (auto& m : game.master)
        if (m.at == Pos{7, 17}) m.at = Pos{12, 4};
    auto session = startGame(docs, game);
    const GameState& s = session->state();
    REQUIRE(s.board().tile(Pos{7, 17}) == TileKind::DoorOpen);
    REQUIRE(s.isLegal(Walk{0, Pos{7, 17}}));
    SoundRecorder heard;
    playEventSounds(heard, session->apply(Walk{0, Pos{7, 17}}), s, 600);
    CHECK(heard.heard == std::vector<HeardSound>{{Sound::StepWood, 0}});  // the threshold's planks
    // Back on the flagstones, two squares: two steps, the second one step later.
    std::optional<Action> run;
    for (const LegalAction& la : s.legalActions())
        if (const auto* r = std::get_if<Run>(&la.action);
            r && r->actor == 0 && s.board().tile(r->via) == TileKind::Floor && s.board().tile(r->to) == TileKind::Floor)
            run = la.action;
    REQUIRE(run);
    heard.heard.clear();
    playEventSounds(heard, session->apply(*run), s, 600);
    REQUIRE(heard.heard.size() >= 2);
    CHECK(heard.heard[0] == HeardSound{Sound::StepStone, 0});
    CHECK(heard.heard[1] == HeardSound{Sound::StepStone, kStepSoundMs});
}

TEST_CASE("Sound: with no sound card and no driver named, one line on stderr and nothing else", "[app][sound]") {
    std::error_code ec;
    if (std::filesystem::exists("/dev/snd", ec)) return;  // a machine with a sound card: nothing to check
    HeadlessHome home;
    unsetenv("SDL_AUDIODRIVER");
    // stderr into a file for the app's lifetime (ALSA writes its errors there itself).
    const std::filesystem::path log = home.root / "stderr.txt";
    std::fflush(stderr);
    const int saved = dup(2);
    FILE* file = std::fopen(log.c_str(), "w");
    REQUIRE(file != nullptr);
    dup2(fileno(file), 2);
    {
        App app(home.options());
        app.screens().push(std::make_unique<MainMenuScreen>(app));
        app.runFrames(2);
        app.sound().play(Sound::UiClick);
    }
    std::fflush(stderr);
    dup2(saved, 2);
    close(saved);
    std::fclose(file);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    INFO(lines.size() << " lines; first: " << (lines.empty() ? "" : lines.front()));
    REQUIRE(lines.size() <= 1);  // a sound server may answer: then nothing at all
    if (!lines.empty()) CHECK_THAT(lines.front(), Catch::Matchers::StartsWith("catakombes: no sound ("));
}

TEST_CASE("Sound: the table of events to sounds", "[app][sound]") {
    auto session = soundQuestOne(5, false);
    const GameState& s = session->state();
    const auto sounds = [&s](const Event& e) {
        std::vector<Sound> out;
        for (const SoundCue& c : soundsFor(e, s)) out.push_back(c.sound);
        return out;
    };
    using V = std::vector<Sound>;
    Wounded w;
    w.wounds = 3;
    w.location = Location::Leg;
    CHECK(sounds(w) == V{Sound::HitLeg});
    w.critical = true;
    CHECK(sounds(w) == V{Sound::HitCritical});  // louder, whatever the location
    w = Wounded{};
    w.wounds = 0;
    w.armour = 2;
    CHECK(sounds(w) == V{Sound::Armour});  // blocked by armour
    w.armour = 0;
    w.wounds = 2;
    CHECK(sounds(w) == V{Sound::HitPlain});  // fire, a trap: no location
    CHECK(sounds(Missed{}) == V{Sound::Miss});
    const auto object = [&](ObjectChange c) {
        ObjectChanged e;
        e.change = c;
        return sounds(e);
    };
    CHECK(object(ObjectChange::Opened) == V{Sound::DoorOpen});
    CHECK(object(ObjectChange::Closed) == V{Sound::DoorClose});
    CHECK(object(ObjectChange::Damaged) == V{Sound::DoorHit});
    CHECK(object(ObjectChange::BrokenDown) == V{Sound::DoorBreak});
    CHECK(object(ObjectChange::LockPicked) == V{Sound::LockOpen});
    CHECK(object(ObjectChange::TrapSprung) == V{Sound::Trap});
    const auto status = [&](StatusChange c) {
        StatusChanged e;
        e.change = c;
        return sounds(e);
    };
    CHECK(status(StatusChange::CaughtFire) == V{Sound::Fire});
    CHECK(status(StatusChange::Webbed) == V{Sound::Web});
    CHECK(status(StatusChange::Died) == V{Sound::Death});
    CHECK(status(StatusChange::WentDown) == V{Sound::Down});
    TestRolled lock;
    lock.purpose = "lock";
    CHECK(sounds(lock) == V{Sound::Dice, Sound::LockPick});
    GameEnded end;
    end.winner = Side::Master;
    CHECK(sounds(end) == V{Sound::Defeat});
    // A lock test that opens the lock: the dice and the picking at once, the bolt as they land.
    ObjectChanged picked;
    picked.change = ObjectChange::LockPicked;
    SoundRecorder heard;
    playEventSounds(heard, {lock, picked}, s, 500);
    CHECK(heard.heard == std::vector<HeardSound>{{Sound::Dice, 0}, {Sound::LockPick, 0}, {Sound::LockOpen, 500}});
}

TEST_CASE("Sound: the volumes and the mute are saved and read back, clamped", "[app][sound][settings]") {
    HeadlessHome home;
    const auto file = home.root / "settings.json";
    Settings s;
    s.master_volume = 30;
    s.effects_volume = 70;
    s.music_volume = 0;
    s.muted = true;
    REQUIRE(saveSettings(s, file));
    CHECK(loadSettings(file) == s);
    {
        std::ofstream out(file);
        out << R"({"master_volume": 150, "effects_volume": -5, "music_volume": "loud", "muted": 1})";
    }
    const Settings odd = loadSettings(file);
    CHECK(odd.master_volume == 100);
    CHECK(odd.effects_volume == 0);
    CHECK(odd.music_volume == Settings{}.music_volume);  // a bad value: the default
    CHECK(odd.muted == false);
}

TEST_CASE_METHOD(AppTest, "Sound: the Settings screen sets the volumes and the sound, with keys and the mouse",
                 "[app][sound][settings]") {
    SoundRecorder heard;
    app.sound().setRecorder(&heard);
    app.screens().push(std::make_unique<SettingsScreen>(app));
    app.runFrames(2);
    auto& screen = topAs<SettingsScreen>(app);
    while (screen.selected() != SettingsScreen::Row::MasterVolume) press(app, SDLK_DOWN);
    press(app, SDLK_LEFT);
    CHECK(app.settings().master_volume == 70);
    CHECK(heard.count(Sound::UiToggle) == 1);
    press(app, SDLK_DOWN);
    press(app, SDLK_RIGHT);
    CHECK(app.settings().effects_volume == 90);
    press(app, SDLK_RIGHT);
    press(app, SDLK_RIGHT);
    CHECK(app.settings().effects_volume == 100);  // stops at 100
    press(app, SDLK_DOWN);
    for (int i = 0; i < 8; ++i) press(app, SDLK_LEFT);
    CHECK(app.settings().music_volume == 0);
    CHECK(loadSettings(home.settingsFile()).music_volume == 0);  // saved at once
    // The mouse: a click on the Sound row's value turns the sound off.
    const LayoutRecord rec = recordFrame(app);
    const TextBox* label = findText(rec, app.tr("settings.sound"));
    REQUIRE(label != nullptr);
    moveMouse(label->box.centerX(), label->box.centerY());
    clickAt(app.width() / 2 + 200, label->box.centerY());
    app.runFrames(2);
    CHECK(app.settings().muted);
    CHECK(app.sound().muted());
    // Both languages name the rows.
    for (const char* lang : {"en", "fr"}) {
        editSettings(app, [lang](Settings& s) { s.language = lang; });
        for (const char* key : {"settings.sound", "settings.master_volume", "settings.effects_volume",
                                "settings.music_volume", "sound.muted", "sound.unmuted"})
            CHECK(app.tr(key) != key);
    }
    CHECK(app.tr("settings.sound") == "Son");
    app.sound().setRecorder(nullptr);
}

TEST_CASE_METHOD(AppTest, "Sound: M turns the sound off and on, with a short notice, but not in a text field",
                 "[app][sound]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    press(app, SDLK_m);
    CHECK(app.settings().muted);
    CHECK(app.sound().muted());
    CHECK(app.notice() == app.tr("sound.muted"));
    CHECK(loadSettings(home.settingsFile()).muted);
    const LayoutRecord rec = recordFrame(app);
    CHECK(findText(rec, app.tr("sound.muted")) != nullptr);
    app.advanceClock(2500);
    app.runFrames(2);
    CHECK(app.notice().empty());
    press(app, SDLK_m);
    CHECK_FALSE(app.settings().muted);
    CHECK(app.notice() == app.tr("sound.unmuted"));
    // The new game screen's seed field has the keyboard: M is a letter there (left out).
    pressKey(SDLK_n);
    app.runFrames(2);
    auto& ng = topAs<NewGameScreen>(app);
    ng.editSeed();
    app.runFrames(1);
    REQUIRE(ng.editingSeed());
    press(app, SDLK_m);
    CHECK_FALSE(app.settings().muted);
}

TEST_CASE_METHOD(AppTest, "Sound: a click on a button ticks, and the loop follows the screens", "[app][sound]") {
    SoundRecorder heard;
    app.sound().setRecorder(&heard);
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    CHECK(app.sound().ambient() == Ambient::Menu);
    const Rect new_game = topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame);
    clickAt(new_game.centerX(), new_game.centerY());  // New game (a button of the menu)
    app.runFrames(2);
    REQUIRE(topScreen(app) == "new_game");
    CHECK(heard.count(Sound::UiClick) == 1);
    clickAt(5, 5);  // nowhere: no tick
    app.runFrames(2);
    CHECK(heard.count(Sound::UiClick) == 1);
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    app.runFrames(1);
    CHECK(app.sound().ambient() == Ambient::Catacombs);
    app.screens().pop(&board);
    app.runFrames(2);
    CHECK(app.sound().ambient() == Ambient::Menu);
    app.sound().setRecorder(nullptr);
}

TEST_CASE("Sound: a volume reads like the interface size in English (80%), with French's space (80 %)",
          "[app][sound][settings]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    CHECK(app.strings().format("settings.volume.value", 80) == "80%");
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    CHECK(app.strings().format("settings.volume.value", 80) == "80 %");
}

}  // namespace cata::app::test
