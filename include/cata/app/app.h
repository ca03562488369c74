// The application: owns the SDL window and renderer, the fonts, the string table, the
// settings and the stack of screens, and runs the event loop one frame at a time so tests can
// drive it with step() / runFrames().
#pragma once

#include <SDL.h>

#include <cstdint>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/background.h"
#include "cata/app/content_source.h"
#include "cata/app/event_script.h"
#include "cata/app/painter.h"
#include "cata/app/rules_reference.h"
#include "cata/app/screen_stack.h"
#include "cata/app/settings.h"
#include "cata/app/sound.h"
#include "cata/app/strings.h"
#include "cata/app/text_renderer.h"
#include "cata/content/user_content.h"

namespace cata::content {
class ContentDocuments;  // save_content.h: only app.cpp needs the whole class
}  // namespace cata::content

namespace cata::app {

/// How to start the app. Empty paths take the XDG defaults (paths.h).
struct AppOptions {
    std::string data_dir;  // folder holding assets/ and quests/
    int width = 1280;
    int height = 800;
    bool fullscreen = false;                // forced on by the command line; else the setting decides
    /// Empty (what the game and the app tests use): xdgSettingsFile() / xdgSavesDir(). Set
    /// only where a program genuinely needs another folder (the benchmarks).
    std::filesystem::path settings_file;
    std::filesystem::path saves_dir;
    /// Empty: xdgUserContentDir(), whose quests/ and packs/ are listed beside the shipped quests.
    std::filesystem::path user_dir;
    /// When nothing names a display (no DISPLAY, WAYLAND_DISPLAY nor SDL_VIDEODRIVER): true
    /// refuses with the "no display" sentence (rather than run invisibly on a fallback
    /// driver); false renders with SDL's dummy driver. Screenshots set it to false.
    bool require_display = true;
    /// Where fonts are looked for when a bundled one does not load (tests point it elsewhere).
    std::string system_font_dir = "/usr/share/fonts/truetype/dejavu";
    /// Hot-seat hand-off: for so many milliseconds after it shows (and after its notice goes),
    /// it takes no key nor click (play 10 #10: a held or bounced Enter went through it). The
    /// app tests set 0 (headless.h), but the test of the guard itself.
    int hand_off_guard_ms = 400;
    /// The same lock (input_guard.h) on a screen that comes by itself, not by the player's own
    /// key: the result screen after the last move, a decision the other side's action left
    /// (play 11 #10: a held Enter went through the result to the main menu). The app tests set
    /// 0 (headless.h), but the tests of the lock.
    int appear_guard_ms = 500;
    /// The board's End turn (its keys, and the keys of its warning) when the turn comes to the
    /// player from an AI: refused until so many milliseconds have passed since then and since
    /// the last press or release of one of those keys (play 12 #9: Enter tapped while the AI
    /// played ended the new turn). The app tests set 0 (headless.h), but the test of the lock.
    int turn_guard_ms = 1000;
    /// The app's clock (now()) moves only by advanceClock(), not with the real time: for the
    /// tests of those locks, whose taps must land where they say on a slow or busy machine
    /// (under the sanitizers a frame may take longer than a lock's margin). The game: false.
    bool manual_clock = false;
    /// The board's whose-turn banner ("The Master's turn"): shown so many
    /// milliseconds of the app's clock when the side changes, fading; any key or click takes it
    /// away at once and does nothing else. The app tests set 0 (no banner, headless.h), but the
    /// tests of the banner.
    int turn_banner_ms = 1200;
    /// Frames drawn layout only (Painter::layoutOnly: every drawing call made, SDL's software
    /// rasteriser skipped). The app tests' default (headless.h): what they check is the screens'
    /// state and the recorded texts and boxes, and the pixels only through capture() and
    /// saveScreenshot(), which always draw theirs. The game: false.
    bool layout_only = false;
};

class App {
public:
    /// Opens the window. Check ok(): on failure error() holds the one sentence to print.
    explicit App(AppOptions options);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    bool ok() const { return renderer_ != nullptr; }
    /// Why the window could not open (a sentence for the player).
    const std::string& error() const { return error_; }

    /// One frame: handles the waiting events (waiting up to `wait_ms` for one when there is
    /// nothing to redraw), applies the screen changes they asked for, and draws when something
    /// changed or animates. Events after one that changes the stack wait for the next frame,
    /// so they reach the new top screen. Returns false once the app should quit.
    bool step(int wait_ms = 0);
    /// Runs up to `frames` frames without waiting; returns how many ran before quitting.
    int runFrames(int frames);
    /// Runs until the player quits; returns the exit code.
    int run();

    /// Plays `events` as input (event_script.h; the hidden --event-script option, the monkey
    /// test's replay): at the start of each frame the next events go on SDL's queue, the way
    /// the keyboard and mouse put theirs, up to a `wait N`, which lets N frames pass. While a
    /// script plays, frames do not wait for input. Replaces a script still playing.
    void playScript(std::vector<ScriptEvent> events);
    /// True while events of the script remain (waits included).
    bool playingScript() const { return script_next_ < script_.size() || script_wait_ > 0; }

    /// Draws the current screens and saves the picture as a PNG. Returns false (stderr says
    /// why) when it cannot.
    bool saveScreenshot(const std::string& path);
    /// Draws the current screens into a new ARGB8888 surface (the caller frees it), in pixels
    /// even while the painter draws layout only; with `as_painted`, in the painter's mode (the
    /// test that a layout-only frame leaves the window blank).
    SDL_Surface* capture(bool as_painted = false);
    /// Draws the current screens once, as a frame does after its events (the screen changes
    /// asked for applied first), in the painter's mode: the layout check's recorded frame.
    void drawNow();

    ScreenStack& screens() { return screens_; }
    /// The game window (tests resize it as a player would: SDL_SetWindowSize).
    SDL_Window* window() const { return window_; }
    Painter& painter() { return *painter_; }
    TextRenderer& text() { return *text_; }
    const StringTable& strings() const { return strings_; }
    /// The UI string of `key` in the current language.
    const std::string& tr(const std::string& key) const { return strings_.get(key); }

    const Settings& settings() const { return settings_; }
    /// Applies `settings` (language, scale, fullscreen) and saves them. Returns false when
    /// saving failed (they are applied anyway).
    bool changeSettings(const Settings& settings);
    const std::filesystem::path& settingsPath() const { return options_.settings_file; }

    /// The sound (sound.h): silent when there is no audio device, the game runs the same.
    SoundPlayer& sound() { return sound_; }
    /// Sound on or off (the M key on every screen but while text is typed): saved in the
    /// settings, and said for a moment at the top of the window.
    void toggleMute();
    /// The short notice shown at the top of the window (the M key's), "" when none shows.
    const std::string& notice() const { return notice_; }

    /// The quests (shipped, the player's and the packs'), loaded the first time they are asked for.
    const QuestCatalog& quests();
    /// Forgets the quests and documents loaded: the next quests() and documents() read the files
    /// again (a quest changed on disk). Only while no screen holds a quest of the catalogue.
    void reloadQuests();
    /// How many times reloadQuests() was called: a screen that holds quests of the catalogue
    /// and was covered (the New game screen under the quest editor's play-test) builds its list
    /// again when this changed.
    int questReloads() const { return quest_reloads_; }
    /// The folders whose quest files are watched for changes: the shipped quests, the player's
    /// quests and the packs.
    std::vector<std::string> questFolders() const;
    /// True when a file of questFolders() appeared, went or changed (time, size) since quests()
    /// last read them (or since the last call that said so); reads the folders only, never a
    /// file. The New game screen polls it.
    bool questFilesChanged();
    /// The player's content folder (AppOptions::user_dir): quests/ and packs/.
    const std::filesystem::path& userDir() const { return options_.user_dir; }
    /// The shipped content as documents (what new games embed), loaded the first time.
    const content::ContentDocuments& documents();
    /// Tells the string table how the card's name sits in a sentence (assets/ui/strings/
    /// names.json: its French article, a plural noun); documents() does it for every shipped
    /// card, a board for the cards of its game.
    void noteCardNames(const CharacterCard& card);
    /// The rules reference in the current language (reloaded when the language changes).
    const RulesReference& rulesReference();
    /// True when the saves folder holds a saved game.
    bool hasSaves() const;
    /// Where saves go; autosaves go in its "autosave" subfolder.
    const std::filesystem::path& savesDir() const { return options_.saves_dir; }
    const std::string& dataDir() const { return options_.data_dir; }
    int handOffGuardMs() const { return options_.hand_off_guard_ms; }
    int appearGuardMs() const { return options_.appear_guard_ms; }
    int turnGuardMs() const { return options_.turn_guard_ms; }
    int turnBannerMs() const { return options_.turn_banner_ms; }

    /// Reports an asset (image, font) that did not load and what is drawn instead: written on
    /// stderr ("catakombes: …") and kept, once per message, in assetProblems().
    void reportAssetProblem(const std::string& problem);
    /// Every asset problem reported so far, in order (tests; docs/robustness.md "Assets").
    const std::vector<std::string>& assetProblems() const { return asset_problems_; }
    /// Why quest `quest_id`, listed by quests(), cannot be started from documents() (its file
    /// changed on disk since it was listed and no longer loads, or is gone); "" when it can.
    std::string questGone(const std::string& quest_id);

    /// The stone background at the window's size, under a black veil of opacity `veil`.
    SDL_Texture* background(Uint8 veil = 0);

    /// Asks for a redraw at the next frame (screens call it when they change).
    void redraw() { dirty_ = true; }
    void requestQuit() { quit_ = true; }
    bool quitting() const { return quit_; }
    /// Where the pointer is in the window, as the last mouse event said (motion, button);
    /// nothing before the first one and once it has left the window. A screen coming back on
    /// top reads it: what it shows under the pointer is of where the pointer is now, not of its
    /// last motion before a layer covered it (the board's hover).
    std::optional<SDL_Point> pointer() const { return pointer_; }
    /// The app's clock in milliseconds: SDL_GetTicks() plus what advanceClock() added. The
    /// frames' animation ticks and the screens' timers (Screen::timers: the board's message
    /// line fades after a few seconds) run on it.
    Uint32 now() const { return (options_.manual_clock ? clock_start_ : SDL_GetTicks()) + clock_offset_; }
    /// Moves the app's clock `ms` milliseconds ahead (tests: seconds pass without sleeping).
    void advanceClock(Uint32 ms) { clock_offset_ += ms; }
    /// True when now() moves only by advanceClock() (AppOptions::manual_clock): what takes real
    /// time (an AI's thinking, the AI's per-frame budget) is then counted, not timed, so that the
    /// same events give the same frames on any machine.
    bool manualClock() const { return options_.manual_clock; }
    /// What seeds a new game: the real clock's ticks, or on a manual clock the app's own time
    /// (the same events then start the same games).
    std::uint64_t entropy() const {
        return options_.manual_clock ? clock_offset_ : SDL_GetTicks64() + SDL_GetPerformanceCounter();
    }
    /// Frames drawn since the start (tests check that idle frames draw nothing).
    std::uint64_t framesDrawn() const { return frames_drawn_; }
    /// Events taken from SDL but kept for the next frame: step() stops dispatching once a screen
    /// is pushed or popped, and the rest goes to the new top screen (tests: the monkey test
    /// must not credit a press with what an older event still waiting does).
    const std::deque<SDL_Event>& queuedEvents() const { return queue_; }
    /// Window size in pixels.
    int width() const;
    int height() const;

    /// The UI scale in force: the setting, lowered in a window too small for it, so that the
    /// window always holds kMinLayoutWidth × kMinLayoutHeight layout units (a 200 % setting in
    /// 1280×800 draws at 160 %; the window is never smaller than kMinWindowWidth ×
    /// kMinWindowHeight, so the scale never drops under 100 %).
    double uiScale() const;
    static constexpr int kMinLayoutWidth = 800;
    static constexpr int kMinLayoutHeight = 500;
    /// The smallest window (SDL_SetWindowMinimumSize): the smallest the layout check passes at
    /// at 100 % (tests/app/layout_test.cpp); a window asked smaller (--width 640) opens at it.
    static constexpr int kMinWindowWidth = kMinLayoutWidth;
    static constexpr int kMinWindowHeight = kMinLayoutHeight;

    /// The board's zoom the player last chose in game `game_id` (GameSession::gameId(); 0: none
    /// yet, or the whole map again), kept while the app runs so that the same game continued or
    /// loaded again keeps it; a new game (a new id) starts at the whole map.
    double boardZoom(const std::string& game_id) const;
    void setBoardZoom(const std::string& game_id, double zoom) { board_zoom_[game_id] = zoom; }

private:
    void dispatch(const SDL_Event& event);
    void drawFrame();
    void drawSettled();
    void applyWindowMode();
    bool stillSinceModeSwitch();
    void feedScript();
    void drawNotice();
    void updateSound();

    AppOptions options_;
    std::string error_;
    bool sdl_ready_ = false;
    bool ttf_ready_ = false;
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    std::unique_ptr<TextRenderer> text_;
    std::unique_ptr<Painter> painter_;
    Background background_;
    StringTable strings_;
    Settings settings_;
    ScreenStack screens_;
    std::optional<QuestCatalog> quests_;
    std::optional<content::ContentWatch> quest_watch_;  // the quest files as quests() read them
    int quest_reloads_ = 0;
    std::unique_ptr<content::ContentDocuments> documents_;
    std::optional<RulesReference> rules_;
    std::string rules_language_;
    std::vector<std::string> asset_problems_;
    std::deque<SDL_Event> queue_;  // events taken from SDL, not yet dispatched
    std::vector<ScriptEvent> script_;  // playScript()
    std::size_t script_next_ = 0;
    int script_wait_ = 0;              // frames still to pass before the next script event
    std::optional<SDL_Point> pointer_;  // pointer()
    // Where the pointer was on the screen when the window went fullscreen or back, and when:
    // the motion events the switch makes while the mouse stays still (stillSinceModeSwitch).
    std::optional<SDL_Point> mode_switch_pointer_;
    Uint32 mode_switch_at_ = 0;
    bool dirty_ = true;
    bool quit_ = false;
    std::uint64_t frames_drawn_ = 0;
    Uint32 last_tick_ = 0;
    Uint32 clock_offset_ = 0;                  // advanceClock()
    Uint32 clock_start_ = SDL_GetTicks();      // now() at the start, with AppOptions::manual_clock
    Uint32 next_timer_ = 0;    // when a screen's timer next falls due (Screen::timers; 0: none)
    std::map<std::string, double> board_zoom_;
    SoundPlayer sound_;
    std::string notice_;  // notice()
    Uint32 notice_until_ = 0;
};

}  // namespace cata::app
