// The application object and its frame loop.
#include "cata/app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "cata/app/card_view.h"  // fitText
#include "cata/app/paths.h"
#include "cata/app/widgets.h"
#include "cata/content/save_content.h"
#include "cata/content/user_content.h"

namespace cata::app {

namespace {

/// True when SDL renders without a screen (tests, screenshots).
bool headlessDriver() {
    const char* driver = SDL_GetCurrentVideoDriver();
    return driver && (std::strcmp(driver, "dummy") == 0 || std::strcmp(driver, "offscreen") == 0);
}

/// True when nothing says where a display is.
bool noDisplayConfigured() {
    const auto set = [](const char* var) {
        const char* v = std::getenv(var);
        return v && *v;
    };
    if (set("SDL_VIDEODRIVER")) return false;  // the user chose a driver: report its own error
    return !set("DISPLAY") && !set("WAYLAND_DISPLAY");
}

/// The sentence printed when the window cannot open.
std::string windowError() {
    if (noDisplayConfigured())
        return "catakombes: no display found (DISPLAY is not set); run it under a virtual display: "
               "xvfb-run -a catakombes";
    return std::string("catakombes: cannot open the game window: ") + SDL_GetError();
}

}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {
    // The XDG defaults (paths.h). Qualified: inside App, savesDir() is the member.
    if (options_.settings_file.empty()) options_.settings_file = cata::app::xdgSettingsFile();
    if (options_.saves_dir.empty()) options_.saves_dir = cata::app::xdgSavesDir();
    if (options_.user_dir.empty()) options_.user_dir = cata::app::xdgUserContentDir();

    settings_ = loadSettings(options_.settings_file);
    if (options_.fullscreen) settings_.fullscreen = true;
    const std::filesystem::path data(options_.data_dir);
    strings_.load((data / "assets" / "ui" / "strings.json").string());
    // More tables, one per part of the interface (board, log, setup...), in name order.
    {
        std::vector<std::filesystem::path> parts;
        std::error_code ec;
        for (std::filesystem::directory_iterator it(data / "assets" / "ui" / "strings", ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".json") parts.push_back(it->path());
        std::sort(parts.begin(), parts.end());
        for (const auto& p : parts) strings_.load(p.string());
    }
    strings_.setLanguage(settings_.language);
    strings_.setShowRuleIds(settings_.show_rule_ids);
    setColourMode(settings_.colours);

    if (noDisplayConfigured()) {
        // Nothing names a display: refuse at once (probing would only add library noise), or,
        // for a screenshot, render with the headless driver.
        if (options_.require_display) {
            error_ = windowError();
            return;
        }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        error_ = windowError();
        return;
    }
    sdl_ready_ = true;
    // Under the headless drivers SDL would otherwise hide Mesa's software OpenGL behind the
    // window (slow start, big memory); its own software renderer is what we want there.
    if (headlessDriver()) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");

    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (settings_.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    // Never smaller than the layout at 100 % (play 7: 640×400 was unreadable): a window asked
    // smaller opens at the minimum, and the player cannot shrink it under it.
    window_ =
        SDL_CreateWindow("Catakombes: Dark Reign", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                         std::max(options_.width, kMinWindowWidth), std::max(options_.height, kMinWindowHeight), flags);
    if (!window_) {
        error_ = windowError();
        return;
    }
    SDL_SetWindowMinimumSize(window_, kMinWindowWidth, kMinWindowHeight);
    renderer_ = SDL_CreateRenderer(window_, -1, 0);
    if (!renderer_) {
        error_ = std::string("catakombes: cannot draw in the game window: ") + SDL_GetError();
        return;
    }
    if (TTF_Init() != 0) {
        std::cerr << "catakombes: cannot start SDL_ttf (" << TTF_GetError() << "); drawing without text\n";
    } else {
        ttf_ready_ = true;
    }
    text_ = std::make_unique<TextRenderer>(renderer_, (data / "assets" / "fonts").string(), options_.system_font_dir,
                                           [this](const std::string& problem) { reportAssetProblem(problem); });
    text_->setSizeFactor(settings_.text_size / 100.0);
    painter_ = std::make_unique<Painter>(renderer_, *text_);
    painter_->layoutOnly(options_.layout_only);
    // The sound last: without it (no device) the game runs silently, and the window's errors
    // above come first.
    sound_.setProblemReporter([this](const std::string& problem) { reportAssetProblem(problem); });
    sound_.setVolumes(settings_.master_volume, settings_.effects_volume, settings_.music_volume, settings_.muted);
    sound_.open(options_.data_dir);
    last_tick_ = now();
}

App::~App() {
    // Screens may hold textures: they go first, then our textures, then SDL.
    screens_.clear();  // no screen is activated on the way out
    background_.release();
    painter_.reset();
    text_.reset();
    sound_.close();  // its chunks, SDL_mixer and SDL's audio, before SDL_Quit
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (window_) SDL_DestroyWindow(window_);
    if (ttf_ready_) TTF_Quit();
    if (sdl_ready_) SDL_Quit();
}

int App::width() const {
    int w = 0, h = 0;
    if (renderer_) SDL_GetRendererOutputSize(renderer_, &w, &h);
    return w;
}

int App::height() const {
    int w = 0, h = 0;
    if (renderer_) SDL_GetRendererOutputSize(renderer_, &w, &h);
    return h;
}

bool App::step(int wait_ms) {
    if (quit_ || !ok()) return false;
    feedScript();
    // Changes made between frames (by code outside the loop) take effect before this frame's
    // events, so that events always reach the screens the player last saw.
    if (screens_.commit()) dirty_ = true;
    // Take every waiting event into our own queue (SDL ends a poll cycle at a sentinel, so
    // stopping half-way through SDL's queue would hide later events for a frame).
    const bool busy = dirty_ || !queue_.empty() || screens_.hasPending() || screens_.animating();
    SDL_Event event;
    // An idle wait ends when a screen's timer falls due (the board's message goes), when a
    // delayed sound is due (what the dice decided sounds when they land), or the notice goes.
    for (const Uint32 due : {next_timer_, sound_.nextDue(), notice_until_}) {
        if (due == 0) continue;
        const Uint32 t = now();
        const int until = due > t ? static_cast<int>(due - t) : 0;
        wait_ms = std::min(wait_ms, std::max(1, until));
    }
    if (!busy && wait_ms > 0 && SDL_WaitEventTimeout(&event, wait_ms) != 0) queue_.push_back(event);
    while (SDL_PollEvent(&event) != 0) queue_.push_back(event);
    while (!queue_.empty()) {
        event = queue_.front();
        queue_.pop_front();
        dispatch(event);
        if (quit_ || screens_.hasPending()) break;  // the rest goes to the new top screen next frame
    }
    if (screens_.commit()) dirty_ = true;
    if (screens_.empty()) quit_ = true;
    if (quit_) return false;

    updateSound();
    if (notice_until_ != 0 && static_cast<Sint32>(now() - notice_until_) >= 0) {
        notice_.clear();
        notice_until_ = 0;
        dirty_ = true;
    }
    const Uint32 time = now();
    const bool animating = screens_.animating();
    if (animating) screens_.tick(time - last_tick_);
    last_tick_ = time;
    next_timer_ = screens_.timers(time);
    // A screen a tick opened (the victory screen after an AI's last move, a decision dialog)
    // is drawn in this frame and gets the next events: before, the next frame's first event
    // went to the stack under it (a click on the game menu's Quit closed the board under a
    // victory screen that still pointed into it).
    if (screens_.commit()) {
        dirty_ = true;
        if (screens_.empty()) {
            quit_ = true;
            return false;
        }
    }
    if (dirty_ || animating) {
        drawSettled();
        SDL_RenderPresent(renderer_);
    }
    return true;
}

void App::updateSound() {
    // The loop by what the stack holds: a game's screens (the board, the deployment, and what
    // opens over them) play the catacombs', the others the menus'.
    sound_.setAmbient(screens_.contains("board") || screens_.contains("deploy") ? Ambient::Catacombs : Ambient::Menu);
    sound_.update(now());
}

void App::toggleMute() {
    Settings s = settings_;
    s.muted = !s.muted;
    changeSettings(s);
    notice_ = tr(settings_.muted ? "sound.muted" : "sound.unmuted");
    notice_until_ = now() + 1800;
    if (notice_until_ == 0) notice_until_ = 1;
    dirty_ = true;
}

void App::drawNotice() {
    if (notice_.empty()) return;
    Painter& p = *painter_;
    p.beginLayer();
    int size = p.px(16);
    const int room = p.width() - p.px(48);
    const std::string text = fitText(p, Face::Regular, size, std::min(size, 10), notice_, room);
    const int w = p.text().width(Face::Regular, size, text) + p.px(32);
    const int h = p.text().lineHeight(Face::Regular, size) + p.px(12);
    const Rect r{(p.width() - w) / 2, p.px(10), w, h};
    drawPanel(p, r);
    const PanelScope scope(p, r, PanelKind::Panel, "notice");
    p.shadowedText(Face::Regular, size, text, theme().bone, r.centerX(),
                   r.y + (h - p.text().lineHeight(Face::Regular, size)) / 2, Align::Center);
}

void App::playScript(std::vector<ScriptEvent> events) {
    script_ = std::move(events);
    script_next_ = 0;
    script_wait_ = 0;
}

void App::feedScript() {
    if (script_wait_ > 0) {
        --script_wait_;
        return;
    }
    while (script_next_ < script_.size()) {
        const ScriptEvent& e = script_[script_next_++];
        if (e.kind == ScriptEvent::Kind::Wait) {
            script_wait_ = e.x;
            if (script_wait_ > 0) {
                --script_wait_;  // this frame is the first of the wait
                return;
            }
            continue;
        }
        if (!playScriptEvent(e, window_))
            std::cerr << "catakombes: event script: cannot play '" << formatScriptEvent(e) << "': " << SDL_GetError() << '\n';
    }
}

int App::runFrames(int frames) {
    int ran = 0;
    while (ran < frames && step(0)) ++ran;
    return ran;
}

int App::run() {
    while (!quit_) {
        const Uint32 start = SDL_GetTicks();
        if (!step(playingScript() ? 0 : 1000)) break;
        if (screens_.animating() || playingScript()) {  // about 60 frames a second while something moves
            const Uint32 spent = SDL_GetTicks() - start;
            if (spent < 16) SDL_Delay(16 - spent);
        }
    }
    return 0;
}

void App::dispatch(const SDL_Event& event) {
    switch (event.type) {
        case SDL_QUIT: quit_ = true; return;
        case SDL_MOUSEMOTION:
            pointer_ = SDL_Point{event.motion.x, event.motion.y};
            // The window going fullscreen (or back) moves it under a still pointer and the system
            // reports a motion: not the player's, it must not move a hover focus (Settings: the
            // Fullscreen row toggled with the keyboard gave the focus to Back, play 8 #13).
            if (stillSinceModeSwitch()) return;
            break;
        case SDL_MOUSEBUTTONDOWN:
            // A click on a button of the top screen (widgets.h drawButton) sounds.
            if (event.button.button == SDL_BUTTON_LEFT && painter_ &&
                painter_->buttonAt(event.button.x, event.button.y))
                sound_.play(Sound::UiClick);
            pointer_ = SDL_Point{event.button.x, event.button.y};
            break;
        case SDL_MOUSEBUTTONUP: pointer_ = SDL_Point{event.button.x, event.button.y}; break;
        case SDL_WINDOWEVENT:
            if (event.window.event == SDL_WINDOWEVENT_LEAVE) pointer_.reset();
            // A window made smaller than the minimum where nothing enforces it (no window
            // manager, or one that ignores the hint): back to the minimum.
            if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED && window_ &&
                (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) == 0 &&
                (event.window.data1 < kMinWindowWidth || event.window.data2 < kMinWindowHeight))
                SDL_SetWindowSize(window_, std::max(event.window.data1, kMinWindowWidth),
                                  std::max(event.window.data2, kMinWindowHeight));
            if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || event.window.event == SDL_WINDOWEVENT_EXPOSED ||
                event.window.event == SDL_WINDOWEVENT_RESTORED || event.window.event == SDL_WINDOWEVENT_SHOWN)
                dirty_ = true;
            return;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET: dirty_ = true; return;
        case SDL_KEYDOWN:
            // Alt+Enter and F11 switch fullscreen anywhere.
            if (event.key.keysym.sym == SDLK_F11 ||
                (event.key.keysym.sym == SDLK_RETURN && (event.key.keysym.mod & KMOD_ALT) != 0)) {
                Settings s = settings_;
                s.fullscreen = !s.fullscreen;
                changeSettings(s);
                return;
            }
            // M: sound on and off, on every screen but while a text field has the keyboard.
            if (event.key.keysym.sym == SDLK_m && (event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) == 0 &&
                event.key.repeat == 0 && !(screens_.top() && screens_.top()->editingText())) {
                toggleMute();
                return;
            }
            break;
        default: break;
    }
    screens_.handle(event);
}

void App::drawSettled() {
    // A view that learns while drawing what its frame must be (the side panel's card: where its
    // lines end, so that its view ends under a whole line) asks for a redraw: that frame is
    // drawn at once, before the window shows one with a line cut in two (play 8 #11; the request
    // was dropped, and the cut frame stayed until the next event). Once: a draw that always
    // asks cannot spin.
    dirty_ = false;
    drawFrame();
    if (dirty_) {
        dirty_ = false;
        drawFrame();
        dirty_ = false;
    }
}

void App::drawFrame() {
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
    SDL_RenderClear(renderer_);
    text_->beginFrame();
    painter_->begin(width(), height(), uiScale());
    screens_.draw(*painter_);
    painter_->clip(nullptr);
    drawNotice();
    text_->endFrame();
    ++frames_drawn_;
}

void App::drawNow() {
    if (!ok()) return;
    screens_.commit();
    drawSettled();
    SDL_RenderPresent(renderer_);
}

SDL_Surface* App::capture(bool as_painted) {
    if (!ok()) return nullptr;
    screens_.commit();
    // The picture is the point: drawn in pixels whatever the painter's mode, then the mode back.
    const bool layout_only = painter_->isLayoutOnly();
    if (!as_painted) painter_->layoutOnly(false);
    drawSettled();
    const int w = width(), h = height();
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (surface &&
        SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch) != 0) {
        std::cerr << "catakombes: cannot read the picture back: " << SDL_GetError() << '\n';
        SDL_FreeSurface(surface);
        surface = nullptr;
    }
    painter_->layoutOnly(layout_only);
    if (!surface) return nullptr;
    SDL_RenderPresent(renderer_);
    dirty_ = false;
    return surface;
}

double App::uiScale() const {
    const double fits = std::min(static_cast<double>(width()) / kMinLayoutWidth, static_cast<double>(height()) / kMinLayoutHeight);
    return std::max(0.5, std::min(settings_.ui_scale, fits));
}

double App::boardZoom(const std::string& game_id) const {
    const auto it = board_zoom_.find(game_id);
    return it == board_zoom_.end() ? 0.0 : it->second;
}

bool App::saveScreenshot(const std::string& path) {
    SDL_Surface* surface = capture();
    if (!surface) return false;
    const bool saved = IMG_SavePNG(surface, path.c_str()) == 0;
    if (!saved) std::cerr << "catakombes: cannot save the screenshot " << path << ": " << IMG_GetError() << '\n';
    SDL_FreeSurface(surface);
    return saved;
}

bool App::changeSettings(const Settings& settings) {
    Settings next = settings;
    next.normalize();
    const bool mode_changed = next.fullscreen != settings_.fullscreen;
    settings_ = next;
    strings_.setLanguage(settings_.language);
    strings_.setShowRuleIds(settings_.show_rule_ids);
    setColourMode(settings_.colours);
    if (text_) text_->setSizeFactor(settings_.text_size / 100.0);
    if (mode_changed) applyWindowMode();
    sound_.setVolumes(settings_.master_volume, settings_.effects_volume, settings_.music_volume, settings_.muted);
    dirty_ = true;
    return saveSettings(settings_, options_.settings_file);
}

void App::applyWindowMode() {
    if (!window_) return;
    SDL_Point at{};
    SDL_GetGlobalMouseState(&at.x, &at.y);
    mode_switch_pointer_ = at;
    mode_switch_at_ = now();
    if (SDL_SetWindowFullscreen(window_, settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0)
        std::cerr << "catakombes: cannot switch fullscreen: " << SDL_GetError() << '\n';
}

bool App::stillSinceModeSwitch() {
    if (!mode_switch_pointer_) return false;
    SDL_Point now{};
    SDL_GetGlobalMouseState(&now.x, &now.y);
    // Only just after the switch (its events come at once), and only while the pointer has not
    // moved on the screen: the first real move ends it.
    const bool still =
        now.x == mode_switch_pointer_->x && now.y == mode_switch_pointer_->y && this->now() - mode_switch_at_ < 500;
    if (!still) mode_switch_pointer_.reset();
    return still;
}

const QuestCatalog& App::quests() {
    if (!quests_) {
        // The files' state first: a file saved while they load is seen at the next poll.
        quest_watch_.emplace(questFolders());
        quests_ = loadQuestCatalog(options_.data_dir, options_.user_dir.string());
    }
    return *quests_;
}

void App::reloadQuests() {
    ++quest_reloads_;
    quests_.reset();
    documents_.reset();
}

bool App::questFilesChanged() { return quest_watch_ && quest_watch_->changed(); }

std::vector<std::string> App::questFolders() const {
    return {(std::filesystem::path(options_.data_dir) / "quests").string(), (options_.user_dir / "quests").string(),
            (options_.user_dir / "packs").string()};
}

const content::ContentDocuments& App::documents() {
    if (!documents_) {
        documents_ = std::make_unique<content::ContentDocuments>(
            content::allSources(options_.data_dir, options_.user_dir.string()));
        for (const CharacterCard& card : documents_->library().cards) noteCardNames(card);
    }
    return *documents_;
}

void App::noteCardNames(const CharacterCard& card) {
    for (const std::string language : {"en", "fr"}) {
        const std::string& name = card.name.in(language);
        if (const std::string* article = strings_.find(language, "name.article." + card.id))
            strings_.setArticle(language, name, *article);
        if (const std::string* plural = strings_.find(language, "name.plural." + card.id); plural && *plural == "yes")
            strings_.setPluralName(language, name);
    }
}

void App::reportAssetProblem(const std::string& problem) {
    if (std::find(asset_problems_.begin(), asset_problems_.end(), problem) != asset_problems_.end()) return;
    asset_problems_.push_back(problem);
    std::cerr << "catakombes: " << problem << '\n';
}

std::string App::questGone(const std::string& quest_id) {
    const content::ContentLibrary& now = documents().library();
    if (now.quest(quest_id)) return {};
    const auto& files = quests().library.quest_files;
    const auto file = files.find(quest_id);
    if (file == files.end()) return strings().format("quest.gone.unknown", quest_id);
    if (const auto broken = now.broken_quests.find(file->second); broken != now.broken_quests.end() && !broken->second.empty())
        return strings().format("quest.gone.broken", file->second, broken->second.front().format());
    return strings().format("quest.gone.missing", file->second, quest_id);
}

const RulesReference& App::rulesReference() {
    if (!rules_ || rules_language_ != settings_.language) {
        rules_ = RulesReference::load(options_.data_dir, settings_.language);
        rules_language_ = settings_.language;
    }
    return *rules_;
}

bool App::hasSaves() const { return cata::app::hasSaves(options_.saves_dir); }

SDL_Texture* App::background(Uint8 veil) {
    return background_.texture(renderer_, width(), height(), veil, painter_->isLayoutOnly());
}

}  // namespace cata::app
