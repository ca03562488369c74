// The monkey test's generator, harness and checks (monkey.h).
#include "monkey.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cata/app/ai_driver.h"
#include "cata/app/board_screen.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/group_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/app/settings.h"
#include "cata/app/victory_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/engine_setup.h"
#include "cata/core/rng.h"
#include "headless.h"
#include "invariants/support.h"
#include "layout_check.h"
#include "support/shipped.h"

namespace cata::app::test::monkey {

namespace {

// ---- Script text ------------------------------------------------------------------------

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

bool toInt(const std::string& s, int* out) {
    char* end = nullptr;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || v < -100000 || v > 100000) return false;
    *out = static_cast<int>(v);
    return true;
}

const char* buttonName(int button) {
    switch (button) {
        case SDL_BUTTON_RIGHT: return "right";
        case SDL_BUTTON_MIDDLE: return "middle";
        default: return "left";
    }
}

std::optional<int> buttonFrom(const std::string& s) {
    if (s == "left") return SDL_BUTTON_LEFT;
    if (s == "right") return SDL_BUTTON_RIGHT;
    if (s == "middle") return SDL_BUTTON_MIDDLE;
    return std::nullopt;
}

// Key names as event_script.h writes them: "ctrl+s", "shift+Tab", "Keypad Enter".
std::string keyName(SDL_Keycode key, Uint16 mod) {
    std::string out;
    if (mod & KMOD_CTRL) out += "ctrl+";
    if (mod & KMOD_SHIFT) out += "shift+";
    if (mod & KMOD_ALT) out += "alt+";
    const char* name = SDL_GetKeyName(key);
    return out + (name && *name ? name : "");
}

std::optional<std::pair<SDL_Keycode, Uint16>> keyFrom(std::string s) {
    Uint16 mod = 0;
    for (;;) {
        const std::size_t plus = s.find('+');
        if (plus == std::string::npos || plus + 1 >= s.size()) break;  // "+" alone is a key
        std::string m = s.substr(0, plus);
        for (char& c : m) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (m == "ctrl") mod |= KMOD_LCTRL;
        else if (m == "shift") mod |= KMOD_LSHIFT;
        else if (m == "alt") mod |= KMOD_LALT;
        else break;
        s = s.substr(plus + 1);
    }
    const SDL_Keycode key = SDL_GetKeyFromName(s.c_str());
    if (key == SDLK_UNKNOWN) return std::nullopt;
    return std::make_pair(key, mod);
}

}  // namespace

const char* entryName(Entry::Kind kind) {
    switch (kind) {
        case Entry::Kind::Menu: return "menu";
        case Entry::Kind::NewGame: return "new_game";
        case Entry::Kind::Board: return "board";
        case Entry::Kind::Load: return "load";
        case Entry::Kind::LateGame: return "late_game";
        case Entry::Kind::AiVsAi: return "ai_vs_ai";
    }
    return "menu";
}

std::string entryLine(const Entry& e) {
    std::ostringstream out;
    out << "# monkey entry " << entryName(e.kind);
    if (!e.quest.empty())
        out << " quest " << e.quest << " seed " << e.game_seed << " steps " << e.steps << " solo " << e.solo
            << " hand_off " << e.hand_off;
    return out.str();
}

std::optional<Entry> parseEntry(const std::string& line, std::string* error) {
    auto w = words(line);
    if (w.size() < 4 || w[0] != "#" || w[1] != "monkey" || w[2] != "entry") {
        *error = "not a \"# monkey entry KIND …\" line: " + line;
        return std::nullopt;
    }
    w.erase(w.begin(), w.begin() + 2);
    Entry e;
    bool known = false;
    for (auto k : {Entry::Kind::Menu, Entry::Kind::NewGame, Entry::Kind::Board, Entry::Kind::Load,
                   Entry::Kind::LateGame, Entry::Kind::AiVsAi})
        if (w[1] == entryName(k)) e.kind = k, known = true;
    if (!known) {
        *error = "unknown entry: " + w[1];
        return std::nullopt;
    }
    for (std::size_t i = 2; i + 1 < w.size(); i += 2) {
        int v = 0;
        if (w[i] == "quest") e.quest = w[i + 1];
        else if (w[i] == "seed") e.game_seed = std::strtoull(w[i + 1].c_str(), nullptr, 10);
        else if (toInt(w[i + 1], &v) && w[i] == "steps") e.steps = v;
        else if (toInt(w[i + 1], &v) && w[i] == "solo") e.solo = v != 0;
        else if (toInt(w[i + 1], &v) && w[i] == "hand_off") e.hand_off = v != 0;
        else {
            *error = "bad entry field: " + w[i] + " " + w[i + 1];
            return std::nullopt;
        }
    }
    return e;
}

std::string stepLine(const Step& s) {
    std::ostringstream out;
    const auto button = [&] { return s.button == SDL_BUTTON_LEFT ? std::string() : std::string(" ") + buttonName(s.button); };
    switch (s.kind) {
        case Step::Kind::Move: out << "move " << s.x << ' ' << s.y; break;
        case Step::Kind::Down: out << "press " << s.x << ' ' << s.y << button(); break;
        case Step::Kind::Up: out << "release " << s.x << ' ' << s.y << button(); break;
        case Step::Kind::Click: out << "click " << s.x << ' ' << s.y << button(); break;
        case Step::Kind::Wheel: out << "wheel " << s.n; break;
        case Step::Kind::Key: out << "key " << keyName(s.key, s.mod); break;
        case Step::Kind::Text: out << "text " << s.text; break;
        case Step::Kind::Resize: out << "resize " << s.w << ' ' << s.h; break;
        case Step::Kind::Scale: out << "# monkey scale " << s.scale; break;
        case Step::Kind::Look:
            out << "# monkey look " << colourModeWord(s.colours) << ' ' << s.text_size;
            break;
        case Step::Kind::Frames: out << "wait " << s.n; break;
        case Step::Kind::Quit: out << "quit"; break;
    }
    return out.str();
}

std::optional<Step> parseStep(const std::string& line, std::string* error) {
    const auto w = words(line);
    Step s;
    auto bad = [&] {
        *error = "cannot read the script line: " + line;
        return std::nullopt;
    };
    if (w.empty()) return bad();
    const std::string& k = w[0];
    if (k == "move" && w.size() == 3) {
        s.kind = Step::Kind::Move;
        if (!toInt(w[1], &s.x) || !toInt(w[2], &s.y)) return bad();
    } else if ((k == "press" || k == "release" || k == "click") && (w.size() == 3 || w.size() == 4)) {
        s.kind = k == "press" ? Step::Kind::Down : k == "release" ? Step::Kind::Up : Step::Kind::Click;
        const auto b = w.size() == 4 ? buttonFrom(w[3]) : std::optional<int>(SDL_BUTTON_LEFT);
        if (!b || !toInt(w[1], &s.x) || !toInt(w[2], &s.y)) return bad();
        s.button = *b;
    } else if (k == "wheel" && w.size() == 2) {
        s.kind = Step::Kind::Wheel;
        if (!toInt(w[1], &s.n)) return bad();
    } else if (k == "key" && w.size() >= 2) {
        s.kind = Step::Kind::Key;
        const auto key = keyFrom(line.substr(line.find("key") + 4));
        if (!key) return bad();
        s.key = key->first;
        s.mod = key->second;
    } else if (k == "text" && line.size() > 5) {
        s.kind = Step::Kind::Text;
        s.text = line.substr(line.find("text") + 5);
    } else if (k == "resize" && w.size() == 3) {
        s.kind = Step::Kind::Resize;
        if (!toInt(w[1], &s.w) || !toInt(w[2], &s.h)) return bad();
    } else if (k == "#" && w.size() == 4 && w[1] == "monkey" && w[2] == "scale") {
        s.kind = Step::Kind::Scale;
        s.scale = std::strtod(w[3].c_str(), nullptr);
    } else if (k == "#" && w.size() == 5 && w[1] == "monkey" && w[2] == "look") {
        s.kind = Step::Kind::Look;
        bool known = false;
        for (int i = 0; i < kColourModeCount; ++i)
            if (w[3] == colourModeWord(static_cast<ColourMode>(i))) {
                s.colours = static_cast<ColourMode>(i);
                known = true;
            }
        if (!known || !toInt(w[4], &s.text_size)) return bad();
    } else if (k == "wait" && w.size() == 2) {
        s.kind = Step::Kind::Frames;
        if (!toInt(w[1], &s.n) || s.n < 0) return bad();
    } else if (k == "quit" && w.size() == 1) {
        s.kind = Step::Kind::Quit;
    } else {
        return bad();
    }
    return s;
}

Size sizeFromEnvironment() {
    // The defaults are a quick size for local runs; the `asan` preset sets CI's (CMakePresets.json).
    return Size{invariants::envInt("CATA_MONKEY_SEEDS", 10), invariants::envInt("CATA_MONKEY_EVENTS", 4000)};
}

namespace {

const std::vector<std::string>& questIds() {
    static const std::vector<std::string> ids = invariants::shippedQuestIds();
    return ids;
}

/// content::deploy()'s default game of `quest_id`; nothing when the quest does not load.
std::optional<content::NewGame> defaultGame(const content::ContentDocuments& docs, const std::string& quest_id,
                                            std::uint64_t seed, bool solo) {
    const QuestDef* quest = docs.library().quest(quest_id);
    if (!quest) return std::nullopt;
    const content::Deployment dep = content::deploy(docs.library(), *quest, std::nullopt, std::nullopt);
    if (!dep.error.empty()) return std::nullopt;
    content::NewGame game{quest->id, GameOptions{}, seed, 0, dep.heroes, dep.master};
    game.options.solo_master = solo;
    return game;
}

/// The session of a board entry: the default game, then `steps` random legal actions.
std::unique_ptr<content::GameSession> entrySession(const content::ContentDocuments& docs, const Entry& e,
                                                   std::string* error) {
    const auto game = defaultGame(docs, e.quest, e.game_seed, e.solo);
    if (!game) {
        *error = "quest " + e.quest + " has no default game";
        return nullptr;
    }
    auto session = content::GameSession::start(docs, *game, error);
    if (!session) return nullptr;
    Rng pick(e.game_seed ^ 0x6d6f6e6b6579ULL);
    for (int i = 0; i < e.steps && !session->state().isOver(); ++i) {
        const auto legal = session->state().legalActions();
        if (legal.empty()) break;
        (void)session->apply(legal[invariants::pickAction(legal, pick)].action);
    }
    return session;
}

}  // namespace

Entry entryForSeed(std::uint64_t seed) {
    Rng r(seed * 0x9E3779B97F4A7C15ULL + 17);
    Entry e;
    e.kind = static_cast<Entry::Kind>(seed % 6);
    if (e.kind == Entry::Kind::Menu || e.kind == Entry::Kind::NewGame) return e;
    const auto& ids = questIds();
    e.quest = ids.empty() ? std::string() : ids[r.uniform(static_cast<std::uint32_t>(ids.size()))];
    e.game_seed = 1 + r.uniform(999999999);
    e.hand_off = r.uniform(2) == 0;
    e.solo = e.kind == Entry::Kind::AiVsAi || r.uniform(2) == 0;
    if (e.kind == Entry::Kind::Load) e.steps = 5 + static_cast<int>(r.uniform(120));
    if (e.kind == Entry::Kind::LateGame) {
        // Play the whole game once to learn its length; open it a few steps before its end.
        std::string error;
        Entry whole = e;
        whole.steps = 20000;
        auto s = entrySession(cata::test::shippedDocs(), whole, &error);
        const int length = s ? static_cast<int>(s->history().size()) - 1 : 0;
        e.steps = std::max(0, length - 3 - static_cast<int>(r.uniform(6)));
    }
    return e;
}

namespace {

// ---- The harness -----------------------------------------------------------------------

/// The app's time a frame of the monkey takes (its clock is manual: App::advanceClock).
constexpr Uint32 kFrameMs = 16;

/// CATA_MONKEY_PROFILE=1: where a seed's time goes, by screen, drawn frames apart from idle ones
/// (docs/testing.md, "The monkey test": to measure before making it faster).
struct ProfileRow {
    double frames = 0, step_ms = 0, board_ms = 0, layout_ms = 0, texts = 0, megapixels = 0;
};
std::map<std::string, ProfileRow>& profile() {
    static std::map<std::string, ProfileRow> rows;
    return rows;
}
bool profiling() {
    static const bool on = std::getenv("CATA_MONKEY_PROFILE") != nullptr;
    return on;
}
void printProfile() {
    for (const auto& [screen, e] : profile())
        std::fprintf(stderr,
                     "profile %-20s frames %6.0f  step %8.0f ms (%6.2f per frame)  board check %6.0f ms  "
                     "text check %6.0f ms  texts %4.0f per frame  %.2f Mpx per frame\n",
                     screen.c_str(), e.frames, e.step_ms, e.step_ms / e.frames, e.board_ms, e.layout_ms,
                     e.texts / e.frames, e.megapixels / e.frames);
    profile().clear();
}

bool validUtf8(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : 4;
        if (n == 4 || i + n >= s.size()) return false;
        for (std::size_t k = 1; k <= n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return false;
        i += n + 1;
    }
    return true;
}

/// What the action bar showed in the last frame drawn with the board on top.
struct DrawnBar {
    const BoardScreen* board = nullptr;
    std::vector<ActionItem> items;
    std::vector<std::optional<Rect>> rects;
    std::optional<std::size_t> rowAt(int x, int y) const {
        for (std::size_t i = 0; i < rects.size(); ++i)
            if (rects[i] && rects[i]->contains(x, y)) return i;
        return std::nullopt;
    }
};

/// A left press on a drawn row of the bar: the step it must apply.
struct ArmedClick {
    const BoardScreen* board = nullptr;
    ActionItem row;
    std::size_t index = 0;
    std::size_t history = 0;
    int x = 0, y = 0;
};

class Harness {
public:
    Harness(const Entry& entry, std::ofstream* script, bool pixels) : entry_(entry), script_(script) {
        report_.pixels = pixels;
    }

    Report& report() { return report_; }

    bool start() {
        home_ = std::make_unique<HeadlessHome>();
        return open(entry_);
    }

    /// Sends one step (and checks after each frame). False once a problem was found.
    bool send(const Step& s) {
        if (script_) *script_ << stepLine(s) << '\n' << std::flush;
        tail_.push_back(stepLine(s));
        if (tail_.size() > 60) tail_.erase(tail_.begin());
        if (!app_) return false;
        // A step that may act by itself (a key, typed text, another press, the wheel…) sent after
        // an armed press, before the frame that handles both: the action that follows may be its
        // (seed 14: a click on a greyed row, then "5" in the same frame, chose row 5).
        if (armed_ && s.kind != Step::Kind::Move && s.kind != Step::Kind::Up && s.kind != Step::Kind::Frames) armed_.reset();
        switch (s.kind) {
            case Step::Kind::Move: {
                // Through SDL's own mouse code: it queues the motion and updates SDL_GetMouseState.
                SDL_WarpMouseInWindow(app_->window(), s.x, s.y);
                mouse_x_ = s.x;
                mouse_y_ = s.y;
                ++report_.events;
                break;
            }
            case Step::Kind::Down:
            case Step::Kind::Up:
            case Step::Kind::Click: {
                const bool down = s.kind != Step::Kind::Up;
                if (down && s.button == SDL_BUTTON_LEFT) arm(s.x, s.y);
                SDL_Event e{};
                e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
                e.button.windowID = SDL_GetWindowID(app_->window());
                e.button.button = static_cast<Uint8>(s.button);
                e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
                e.button.clicks = 1;
                e.button.x = s.x;
                e.button.y = s.y;
                SDL_PushEvent(&e);
                ++report_.events;
                if (s.kind == Step::Kind::Click) {
                    e.type = SDL_MOUSEBUTTONUP;
                    e.button.state = SDL_RELEASED;
                    SDL_PushEvent(&e);
                    ++report_.events;
                }
                break;
            }
            case Step::Kind::Quit: {
                SDL_Event e{};
                e.type = SDL_QUIT;
                SDL_PushEvent(&e);
                ++report_.events;
                break;
            }
            case Step::Kind::Wheel: {
                SDL_Event e{};
                e.type = SDL_MOUSEWHEEL;
                e.wheel.windowID = SDL_GetWindowID(app_->window());
                e.wheel.y = s.n;
                e.wheel.preciseY = static_cast<float>(s.n);
                e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
                e.wheel.mouseX = mouse_x_;
                e.wheel.mouseY = mouse_y_;
                SDL_PushEvent(&e);
                ++report_.events;
                break;
            }
            case Step::Kind::Key: {
                SDL_Event e{};
                e.type = SDL_KEYDOWN;
                e.key.windowID = SDL_GetWindowID(app_->window());
                e.key.state = SDL_PRESSED;
                e.key.keysym.sym = s.key;
                e.key.keysym.scancode = SDL_GetScancodeFromKey(s.key);
                e.key.keysym.mod = s.mod;
                SDL_PushEvent(&e);
                e.type = SDL_KEYUP;
                e.key.state = SDL_RELEASED;
                SDL_PushEvent(&e);
                report_.events += 2;
                break;
            }
            case Step::Kind::Text: {
                SDL_Event e{};
                e.type = SDL_TEXTINPUT;
                e.text.windowID = SDL_GetWindowID(app_->window());
                SDL_strlcpy(e.text.text, s.text.c_str(), sizeof e.text.text);
                SDL_PushEvent(&e);
                ++report_.events;
                break;
            }
            case Step::Kind::Resize:
                SDL_SetWindowSize(app_->window(), s.w, s.h);
                layout_changed_ = true;
                ++report_.events;
                break;
            case Step::Kind::Scale: {
                Settings settings = app_->settings();
                settings.ui_scale = s.scale;
                app_->changeSettings(settings);
                layout_changed_ = true;
                ++report_.events;
                break;
            }
            case Step::Kind::Look: {
                Settings settings = app_->settings();
                settings.colours = s.colours;
                settings.text_size = s.text_size;
                app_->changeSettings(settings);
                layout_changed_ = true;
                ++report_.events;
                break;
            }
            case Step::Kind::Frames:
                for (int i = 0; i < s.n && going(); ++i) frame();
                break;
        }
        if (s.kind != Step::Kind::Move && s.kind != Step::Kind::Frames) pushed_since_frame_ = true;
        return going();
    }

    App* app() { return app_.get(); }
    int mouseX() const { return mouse_x_; }
    int mouseY() const { return mouse_y_; }
    /// Frames in a row with the same screen on top / with no new game step on the board.
    int sameTopFrames() const { return same_top_; }
    int idleBoardFrames() const { return idle_board_; }
    const DrawnBar& drawn() const { return drawn_; }
    const std::vector<Rect>& boardTargets() const { return board_targets_; }

    /// False once a problem stops the run: any problem, or with CATA_MONKEY_KEEP_GOING=1 only
    /// an escaped exception (the others are all listed, once each).
    bool going() const { return !fatal_ && (keep_going_ || report_.problems.empty()); }

    void problem(const std::string& what, bool fatal = false) {
        fatal_ = fatal_ || fatal;
        if (keep_going_) {
            const std::string key = what.substr(0, 40);
            if (std::find(seen_.begin(), seen_.end(), key) != seen_.end()) return;
            seen_.push_back(key);
        }
        std::ostringstream out;
        out << what << " (after " << report_.events << " events, " << report_.frames << " frames; top screen '"
            << topId() << "')";
        // CATA_MONKEY_SHOT=<prefix>: a picture of the window at each problem (<prefix>-N.png, the
        // first 40), to see what the player would see.
        if (!shot_prefix_.empty() && app_ && report_.problems.size() < 40) {
            const std::string path = shot_prefix_ + "-" + std::to_string(report_.problems.size() + 1) + ".png";
            if (app_->saveScreenshot(path)) out << " [" << path << "]";
        }
        report_.problems.push_back(out.str());
    }

    void finish() {
        report_.tail = tail_;
        if (app_) app_->runFrames(1);
        // Wait for the board's background autosave before the home goes.
        if (auto* board = app_ ? dynamic_cast<BoardScreen*>(app_->screens().top()) : nullptr) board->flushAutosave();
        app_.reset();
        home_.reset();
    }

private:
    std::string topId() const {
        if (!app_) return "";
        Screen* top = app_->screens().top();
        return top ? std::string(top->id()) : std::string();
    }

    bool open(const Entry& e) {
        drawn_ = {};
        armed_.reset();
        checked_board_ = nullptr;
        AppOptions options = home_->options();
        // The app's clock moves kFrameMs a frame, whatever a frame costs (under ASan, with other
        // jobs on the machine): a seed then meets the same animations, AI turns and new games'
        // seeds on every machine, and a failing seed found by CI fails again here (f1217fc's CI
        // failed seed 16 at its event 9462, and runs here, on the real clock, did not).
        options.manual_clock = true;
        app_ = std::make_unique<App>(options);
        if (!app_->ok()) {
            problem("the app did not start: " + app_->error(), true);
            return false;
        }
        app_->painter().layoutOnly(!report_.pixels);
        if (report_.restarts == 0) {
            // Start with the AI at full speed and no dice animation: the AI's turns then take
            // frames, not seconds (the monkey may change both in the settings).
            Settings s = app_->settings();
            s.ai_speed = AiSpeed::Skip;
            s.animate_dice = false;
            s.hand_off = e.hand_off;
            app_->changeSettings(s);
        }
        app_->screens().push(std::make_unique<MainMenuScreen>(*app_));
        if (e.kind == Entry::Kind::NewGame) app_->screens().push(std::make_unique<NewGameScreen>(*app_));
        if (!e.quest.empty()) {
            std::string error;
            auto session = entrySession(app_->documents(), e, &error);
            if (!session) {
                problem("the entry's game does not start: " + error, true);
                return false;
            }
            content::Players players;
            if (e.solo) players.master = cata::content::Player::Rulebook;
            if (e.kind == Entry::Kind::AiVsAi) players = cata::content::kAiVsAi;
            session->setPlayers(players);
            const auto autosave = app_->savesDir() / "autosave";
            if (e.kind == Entry::Kind::Load || e.kind == Entry::Kind::LateGame) {
                std::error_code ec;
                std::filesystem::create_directories(app_->savesDir(), ec);
                const auto file = app_->savesDir() / ("monkey-" + e.quest + ".json");
                if (!session->save(file, &error) || !openSavedGame(*app_, file, &error)) {
                    problem("the entry's save does not load: " + error, true);
                    return false;
                }
            } else {
                app_->screens().push(
                    std::make_unique<BoardScreen>(*app_, std::move(session), BoardConfig{e.hand_off, autosave}));
            }
        }
        return true;
    }

    /// A left press: when the board is on top and the pointer is on a row drawn in the last
    /// frame, the click must act on that row.
    void arm(int x, int y) {
        armed_.reset();
        if (layout_changed_ || pushed_since_frame_) return;
        auto* board = dynamic_cast<BoardScreen*>(app_->screens().top());
        if (!board || board != drawn_.board || board->aiTurn() || board->confirmingEndTurn()) return;
        const auto row = drawn_.rowAt(x, y);
        if (!row || *row >= drawn_.items.size()) return;
        armed_ = ArmedClick{board, drawn_.items[*row], *row, board->session().history().size(), x, y};
        ++report_.bar_clicks;
    }

    void frame() {
        const std::uint64_t drawn_before = app_->framesDrawn();
        bool running = true;
        // The frame's texts and panels, recorded as it is drawn (checkTextBoxes).
        LayoutRecord drawn_text;
        app_->painter().record(&drawn_text);
        const auto prof0 = std::chrono::steady_clock::now();
        const std::string prof_top = profiling() ? topId() : std::string();
        app_->advanceClock(kFrameMs);
        try {
            running = app_->step(0);
        } catch (const std::exception& ex) {
            app_->painter().record(nullptr);
            problem(std::string("an exception escaped App::step: ") + ex.what(), true);
            return;
        } catch (...) {
            app_->painter().record(nullptr);
            problem("an exception escaped App::step", true);
            return;
        }
        app_->painter().record(nullptr);
        ++report_.frames;
        // Events the app kept for the next frame (a screen was pushed or popped before them: seed
        // 15, a click closed a dialog and a click on the board behind it waited a frame): the
        // next press is not the first event to act, as if they had been sent after this frame.
        pushed_since_frame_ = !app_->queuedEvents().empty();
        if (!running) {
            // The player quit: start the game again, as they would, on the main menu.
            if (auto* board = dynamic_cast<BoardScreen*>(app_->screens().top())) board->flushAutosave();
            app_.reset();
            ++report_.restarts;
            if (tail_.size() < 60) tail_.push_back("# the app quit: restarted on the main menu");
            if (script_) *script_ << "# the app quit: the next steps go to a new app on the main menu\n" << std::flush;
            open(Entry{});
            return;
        }
        const std::string top = topId();
        if (std::find(report_.screens.begin(), report_.screens.end(), top) == report_.screens.end())
            report_.screens.push_back(top);
        same_top_ = top == last_top_ ? same_top_ + 1 : 0;
        last_top_ = top;
        const bool drew = app_->framesDrawn() != drawn_before;
        const auto prof1 = std::chrono::steady_clock::now();
        checkBoard(drew);
        const auto prof2 = std::chrono::steady_clock::now();
        if (drew) checkTextBoxes(drawn_text);
        if (drew) layout_changed_ = false;
        const auto prof3 = std::chrono::steady_clock::now();
        if (profiling()) {
            ProfileRow& e = profile()[prof_top + (drew ? " drawn" : " idle")];
            e.frames += 1;
            e.step_ms += std::chrono::duration<double, std::milli>(prof1 - prof0).count();
            e.board_ms += std::chrono::duration<double, std::milli>(prof2 - prof1).count();
            e.layout_ms += std::chrono::duration<double, std::milli>(prof3 - prof2).count();
            e.texts += static_cast<double>(drawn_text.texts.size());
            e.megapixels += static_cast<double>(app_->width()) * app_->height() / 1e6;
        }
    }

    void checkBoard(bool drew) {
        auto* board = dynamic_cast<BoardScreen*>(app_->screens().top());
        // The armed press still waits in the app's queue (an event before it in the frame pushed
        // or popped a screen): what this frame applied is not its, and by the next frame the
        // events before it will have acted too. Not checked.
        if (armed_ && std::any_of(app_->queuedEvents().begin(), app_->queuedEvents().end(), [](const SDL_Event& e) {
                return e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT;
            }))
            armed_.reset();
        // The armed click: the step it applied must be the row drawn under the pointer.
        if (armed_ && board == armed_->board) {
            const auto& history = board->session().history();
            if (history.size() > armed_->history && armed_->history < history.size()) {
                const auto& applied = history[armed_->history].action;
                if (!armed_->row.legal)
                    problem("a click on the greyed row " + std::to_string(armed_->index + 1) + " \"" + armed_->row.label +
                            "\" at " + std::to_string(armed_->x) + "," + std::to_string(armed_->y) + " applied an action");
                else if (!applied || !(*applied == armed_->row.action))
                    problem("a click on row " + std::to_string(armed_->index + 1) + " \"" + armed_->row.label + "\" at " +
                            std::to_string(armed_->x) + "," + std::to_string(armed_->y) +
                            " applied another action: " + (applied ? toString(*applied) : std::string("none")));
            }
        }
        armed_.reset();
        if (!board) {
            board_targets_.clear();
            return;
        }
        // The bar drawn this frame: every drawn row is an item of the list.
        const std::vector<ActionItem>& items = board->actions();
        if (drew) {
            drawn_ = DrawnBar{board, items, {}};
            for (std::size_t i = 0; i < items.size() + 4; ++i) {
                const auto r = board->actionRect(i);
                if (r && i >= items.size())
                    problem("the action bar has a row " + std::to_string(i + 1) + " drawn but only " +
                            std::to_string(items.size()) + " items");
                if (i < items.size()) drawn_.rects.push_back(r);
            }
            board_targets_.clear();
            for (const auto& r : drawn_.rects)
                if (r) board_targets_.push_back(*r);
        }
        for (const auto& item : items)
            if (!validUtf8(item.label) || !validUtf8(item.why)) problem("an action bar label is not valid UTF-8");
        if (!validUtf8(board->tooltip())) problem("the tooltip is not valid UTF-8");
        // The game state: the core's invariants, each time it changed.
        const auto& session = board->session();
        const std::size_t h = session.history().size();
        if (board != checked_board_ || h != checked_history_ || session.undoDepth() != checked_undo_) {
            idle_board_ = 0;
            checked_board_ = board;
            checked_history_ = h;
            checked_undo_ = session.undoDepth();
            Rng probe(h * 7919 + static_cast<std::uint64_t>(report_.frames));
            const auto checked = invariants::checkState(session.state(), probe);
            for (const auto& p : checked.problems) problem("game state: " + p);
        } else {
            ++idle_board_;
        }
    }

    /// Every text fits the box it is drawn in and crosses no other (the layout check of
    /// layout_check.h, on the frame just drawn, whatever state the events left the screens in).
    void checkTextBoxes(const LayoutRecord& drawn) {
        for (const auto& p : layoutProblems(drawn)) problem("layout: " + p);
    }

    Entry entry_;
    std::ofstream* script_;
    bool keep_going_ = invariants::envInt("CATA_MONKEY_KEEP_GOING", 0) != 0;
    std::string shot_prefix_ = std::getenv("CATA_MONKEY_SHOT") ? std::getenv("CATA_MONKEY_SHOT") : "";
    bool fatal_ = false;
    std::vector<std::string> seen_;
    std::unique_ptr<HeadlessHome> home_;
    std::unique_ptr<App> app_;
    Report report_;
    std::vector<std::string> tail_;
    int mouse_x_ = 0, mouse_y_ = 0;
    bool layout_changed_ = true;
    bool pushed_since_frame_ = false;
    DrawnBar drawn_;
    std::optional<ArmedClick> armed_;
    std::vector<Rect> board_targets_;
    const BoardScreen* checked_board_ = nullptr;
    std::size_t checked_history_ = 0;
    std::size_t checked_undo_ = 0;
    std::string last_top_;
    int same_top_ = 0;
    int idle_board_ = 0;
};

// ---- The generator ---------------------------------------------------------------------

/// Rectangles worth pointing at on the top screen.
std::vector<Rect> targetsOf(App& app, const Harness& h) {
    std::vector<Rect> out;
    Screen* top = app.screens().top();
    if (!top) return out;
    auto add = [&](const Rect& r) {
        if (r.w > 0 && r.h > 0) out.push_back(r);
    };
    if (auto* mm = dynamic_cast<MainMenuScreen*>(top)) {
        for (int i = 0; i < MainMenuScreen::kItemCount; ++i) add(mm->itemRect(static_cast<MainMenuScreen::Item>(i)));
    } else if (auto* ng = dynamic_cast<NewGameScreen*>(top)) {
        const auto l = ng->layout();
        for (const auto& r : l.mode_rows) add(r);
        for (int i = 0; i < static_cast<int>(ng->entryCount()); ++i)
            if (const Rect r = ng->entryRect(i); r.y >= l.list.y && r.bottom() <= l.list.bottom()) add(r);
        for (const auto& r : l.toggles) add(r);
        for (const Rect& r : {l.budget_minus, l.budget_plus, l.seed_field, l.reseed, l.back, l.next, l.next, l.preview, l.detail})
            add(r);
    } else if (auto* gs = dynamic_cast<GroupScreen*>(top)) {
        const Rect panel = gs->cardsPanel();
        for (std::size_t i = 0; i < gs->available().size(); ++i) {
            const Rect c = gs->cardRect(i);
            if (c.y >= panel.y && c.bottom() <= panel.bottom()) {
                add(c);
                add(gs->addRect(i));
            }
        }
        for (std::size_t i = 0; i < gs->group().size(); ++i) {
            add(gs->memberRect(i));
            add(gs->removeRect(i));
        }
        for (const Rect& r : {gs->backButton(), gs->defaultButton(), gs->nextButton(), gs->nextButton()}) add(r);
    } else if (auto* bs = dynamic_cast<BoardScreen*>(top)) {
        // The action bar's rows three times over: the pointer jumping onto a row from the board
        // (the list changing on the way) is where a click once acted on another row than the one drawn.
        for (int k = 0; k < 3; ++k)
            for (const auto& r : h.boardTargets()) add(r);
        add(bs->titleRect());
        const auto& state = bs->session().state();
        for (int i = 0; i < static_cast<int>(state.characters().size()); ++i) {
            const SDL_Point c = bs->view().centerOf(state.character(i).pos);
            add(Rect{c.x - 4, c.y - 4, 9, 9});
        }
        const Rect map = bs->view().area();
        add(map);
        add(map);
        add(Rect{0, 0, app.width(), std::max(1, app.painter().px(48))});           // the top bar
        add(Rect{map.right(), app.height() / 2, app.width() - map.right(), app.height() / 2});  // the log
    } else if (auto* dd = dynamic_cast<DecisionDialog*>(top)) {
        for (std::size_t i = 0; i < dd->answers().size(); ++i) add(dd->buttonRect(i));
        for (const auto& r : h.boardTargets()) add(r);
    } else if (auto* ls = dynamic_cast<LoadScreen*>(top)) {
        for (int i = 0; i < static_cast<int>(ls->saves().size()) && i < 12; ++i) add(ls->rowRect(i));
        for (const Rect& r : {ls->loadButton(), ls->deleteButton(), ls->backButton()}) add(r);
    } else if (auto* rs = dynamic_cast<RulesScreen*>(top)) {
        for (int i = 0; i < 12; ++i) add(rs->topicRect(i));
        add(rs->textRect());
        add(rs->backButton());
    } else if (auto* vs = dynamic_cast<VictoryScreen*>(top)) {
        add(vs->backButton());
    } else {
        // Settings, the game menu, help, hand-off, messages, card views: their rows run down the
        // middle of the window, their buttons along the bottom.
        const MenuFrame f = menuFrame(app.painter());
        const int w = app.width();
        for (int i = 0; i < 5; ++i) add(Rect{w * i / 5, f.buttons_y, w / 5, f.button_h});
        const int rows = 10, top_y = f.top, bottom = std::max(f.top + 10, f.bottom);
        for (int i = 0; i < rows; ++i)
            add(Rect{w / 4, top_y + (bottom - top_y) * i / rows, w / 2, std::max(1, (bottom - top_y) / rows)});
        for (const auto& r : h.boardTargets()) add(r);  // a dialog over the board: the board below
    }
    return out;
}

class Generator {
public:
    Generator(std::uint64_t seed, Harness& harness) : r_(seed), h_(harness) {}

    /// One player's gesture: a few steps, then usually a frame.
    std::vector<Step> next() {
        std::vector<Step> out;
        App& app = *h_.app();
        const int roll = static_cast<int>(r_.uniform(1000));
        if (auto way_out = nudge(app); !way_out.empty()) {
            ++nudges_;
            return way_out;
        }
        if (roll < 300) {
            out.push_back(move(point(app)));
        } else if (roll < 560) {
            const SDL_Point p = point(app);
            out.push_back(move(p));
            if (r_.uniform(4) == 0) out.push_back(frames(1));  // sometimes the pointer rests a frame first
            out.push_back(button(Step::Kind::Click, SDL_BUTTON_LEFT, p));
        } else if (roll < 620) {
            // A drag: right or middle pans the board; left drags (deployment).
            const int b = r_.uniform(3) == 0 ? SDL_BUTTON_LEFT : r_.uniform(2) ? SDL_BUTTON_RIGHT : SDL_BUTTON_MIDDLE;
            const SDL_Point a = point(app), z = point(app);
            out.push_back(move(a));
            out.push_back(button(Step::Kind::Down, b, a));
            const int hops = 1 + static_cast<int>(r_.uniform(4));
            for (int i = 1; i <= hops; ++i) {
                out.push_back(move(SDL_Point{a.x + (z.x - a.x) * i / hops, a.y + (z.y - a.y) * i / hops}));
                if (r_.uniform(2)) out.push_back(frames(1));
            }
            out.push_back(button(Step::Kind::Up, b, z));
        } else if (roll < 700) {
            if (r_.uniform(2)) out.push_back(move(point(app)));
            Step s;
            s.kind = Step::Kind::Wheel;
            s.n = (r_.uniform(2) ? 1 : -1) * (1 + static_cast<int>(r_.uniform(r_.uniform(4) == 0 ? 10 : 3)));
            out.push_back(s);
        } else if (roll < 950) {
            out.push_back(key());
        } else if (roll < 985) {
            Step s;
            s.kind = Step::Kind::Text;
            static const char* const texts[] = {"1", "7", "42", "0", "123456789", "99999999999", "a", "e", "S", "-",
                                                "+", " ", "é", "ß", "Ω", "日本", "\xF0\x9F\x92\x80", "9", "R", "x"};
            s.text = texts[r_.uniform(sizeof texts / sizeof *texts)];
            out.push_back(s);
        } else if (roll < 993) {
            static const SDL_Point sizes[] = {{640, 480},  {800, 600},   {1024, 640},  {1024, 768}, {1280, 800},
                                              {1280, 800}, {1366, 768},  {1600, 900},  {1920, 1080}, {700, 1000}};
            SDL_Point sz = sizes[r_.uniform(sizeof sizes / sizeof *sizes)];
            if (r_.uniform(4) == 0) sz = SDL_Point{640 + static_cast<int>(r_.uniform(1400)), 480 + static_cast<int>(r_.uniform(700))};
            Step s;
            s.kind = Step::Kind::Resize;
            s.w = sz.x;
            s.h = sz.y;
            out.push_back(s);
        } else if (r_.uniform(2) == 0) {
            // Another palette and text size: the monkey roams those modes too.
            Step s;
            s.kind = Step::Kind::Look;
            s.colours = static_cast<ColourMode>(r_.uniform(static_cast<std::uint32_t>(kColourModeCount)));
            s.text_size = kTextSizes[r_.uniform(static_cast<std::uint32_t>(std::size(kTextSizes)))];
            out.push_back(s);
        } else {
            static const double scales[] = {1.0, 1.25, 1.5, 1.75, 2.0, 1.1};
            Step s;
            s.kind = Step::Kind::Scale;
            s.scale = scales[r_.uniform(sizeof scales / sizeof *scales)];
            out.push_back(s);
        }
        // Gestures often share a frame, as a quick hand's do (a real pointer sends many motions
        // a frame): a third get a frame of their own, a few some frames to rest.
        const int f = static_cast<int>(r_.uniform(20));
        if (f < 7) out.push_back(frames(1));
        else if (f < 9) out.push_back(frames(2 + static_cast<int>(r_.uniform(4))));
        return out;
    }

    int nudges() const { return nudges_; }

private:
    Step frames(int n) {
        Step s;
        s.kind = Step::Kind::Frames;
        s.n = n;
        return s;
    }
    Step move(SDL_Point p) {
        Step s;
        s.kind = Step::Kind::Move;
        s.x = p.x;
        s.y = p.y;
        return s;
    }
    Step button(Step::Kind kind, int b, SDL_Point p) {
        Step s;
        s.kind = kind;
        s.button = b;
        s.x = p.x;
        s.y = p.y;
        return s;
    }
    Step keyStep(SDL_Keycode k, Uint16 mod = 0) {
        Step s;
        s.kind = Step::Kind::Key;
        s.key = k;
        s.mod = mod;
        return s;
    }

    Step key() {
        // The game's shortcuts (F1 lists them), then any key. Saves and log exports are rare:
        // each writes a file.
        static const SDL_Keycode shortcuts[] = {
            SDLK_TAB, SDLK_1, SDLK_2, SDLK_3, SDLK_4, SDLK_5, SDLK_6, SDLK_7, SDLK_8, SDLK_9, SDLK_RETURN, SDLK_e,
            SDLK_ESCAPE, SDLK_F1, SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT, SDLK_PLUS, SDLK_MINUS, SDLK_EQUALS,
            SDLK_KP_PLUS, SDLK_KP_MINUS, SDLK_KP_ENTER, SDLK_SPACE, SDLK_BACKSPACE, SDLK_DELETE, SDLK_HOME, SDLK_END,
            SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_s, SDLK_r, SDLK_d, SDLK_v, SDLK_t, SDLK_0, SDLK_RETURN, SDLK_TAB,
            SDLK_ESCAPE};
        const int roll = static_cast<int>(r_.uniform(1000));
        if (roll < 30) return keyStep(SDLK_z, KMOD_LCTRL);
        if (roll < 36) return keyStep(SDLK_s, KMOD_LCTRL);
        if (roll < 40) return keyStep(SDLK_l, KMOD_LCTRL);
        if (roll < 42) return keyStep(SDLK_F11);
        if (roll < 44) return keyStep(SDLK_RETURN, KMOD_LALT);
        if (roll < 60) return keyStep(SDLK_TAB, KMOD_LSHIFT);
        if (roll < 70) {  // Shift+arrows pan the board (the arrows alone move its cursor)
            static const SDL_Keycode arrows[] = {SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN};
            return keyStep(arrows[r_.uniform(4)], KMOD_LSHIFT);
        }
        if (roll < 100) return keyStep(static_cast<SDL_Keycode>('a' + r_.uniform(26)), static_cast<Uint16>(r_.uniform(8) == 0 ? KMOD_LSHIFT : KMOD_NONE));
        return keyStep(shortcuts[r_.uniform(sizeof shortcuts / sizeof *shortcuts)]);
    }

    /// A point: on something that can be clicked (mostly), else anywhere in the window.
    SDL_Point point(App& app) {
        const int w = std::max(1, app.width()), hgt = std::max(1, app.height());
        if (r_.uniform(10) < 6) {
            const auto targets = targetsOf(app, h_);
            if (!targets.empty()) {
                const Rect& t = targets[r_.uniform(static_cast<std::uint32_t>(targets.size()))];
                const int x = t.x + static_cast<int>(r_.uniform(static_cast<std::uint32_t>(std::max(1, t.w))));
                const int y = t.y + static_cast<int>(r_.uniform(static_cast<std::uint32_t>(std::max(1, t.h))));
                return SDL_Point{std::clamp(x, 0, w - 1), std::clamp(y, 0, hgt - 1)};
            }
        }
        return SDL_Point{static_cast<int>(r_.uniform(static_cast<std::uint32_t>(w))),
                         static_cast<int>(r_.uniform(static_cast<std::uint32_t>(hgt)))};
    }

    /// When the monkey stays on one screen too long: Esc, or a click on a way out; on a board
    /// where nothing happens: end the turn (Enter, then Enter again to confirm).
    std::vector<Step> nudge(App& app) {
        std::vector<Step> out;
        Screen* top = app.screens().top();
        if (!top) return out;
        if (dynamic_cast<BoardScreen*>(top)) {
            if (h_.idleBoardFrames() < 1500 || h_.idleBoardFrames() % 300 != 0) return out;
            out = {keyStep(SDLK_RETURN), frames(1), keyStep(SDLK_RETURN), frames(2)};
            return out;
        }
        if (h_.sameTopFrames() < 600 || h_.sameTopFrames() % 200 != 0) return out;
        std::vector<Rect> ways;
        if (auto* ng = dynamic_cast<NewGameScreen*>(top)) ways = {ng->layout().next};
        else if (auto* gs = dynamic_cast<GroupScreen*>(top)) ways = {gs->defaultButton(), gs->nextButton()};
        else if (auto* vs = dynamic_cast<VictoryScreen*>(top)) ways = {vs->backButton()};
        else if (auto* dd = dynamic_cast<DecisionDialog*>(top); dd && !dd->answers().empty()) ways = {dd->buttonRect(0)};
        if (ways.empty() || r_.uniform(3) == 0) return {keyStep(SDLK_ESCAPE), frames(2)};
        for (const Rect& r : ways) {
            const SDL_Point p{r.centerX(), r.centerY()};
            for (const Step& s : {move(p), button(Step::Kind::Click, SDL_BUTTON_LEFT, p), frames(2)})
                out.push_back(s);
        }
        return out;
    }

    Rng r_;
    Harness& h_;
    int nudges_ = 0;
};

Step oneFrame() {
    Step s;
    s.kind = Step::Kind::Frames;
    return s;
}

void sendAll(Harness& h, const std::vector<Step>& steps, bool* ok) {
    for (const Step& s : steps) {
        if (!h.send(s)) {
            *ok = false;
            return;
        }
    }
}

}  // namespace

bool drawsPixels(std::uint64_t seed) {
    const char* all = std::getenv("CATA_MONKEY_PIXELS");
    return seed % 10 == 0 || (all && std::string(all) == "1");
}

Report run(std::uint64_t seed, const Entry& entry, int events, const std::filesystem::path& script) {
    const auto t0 = std::chrono::steady_clock::now();
    std::ofstream out(script, std::ios::trunc);
    out << "# monkey seed " << seed << ", " << events << " events: an event script (include/cata/app/event_script.h)\n"
        << "# with the monkey's start (entry) and UI scale changes as \"# monkey\" lines (tests/app/monkey.h)\n"
        << entryLine(entry) << '\n' << std::flush;
    Harness h(entry, &out, drawsPixels(seed));
    bool ok = h.start();
    if (ok) ok = h.send(oneFrame());
    Generator g(seed, h);
    while (ok && h.report().events < events) sendAll(h, g.next(), &ok);
    if (ok) h.send(oneFrame());
    h.report().nudges = g.nudges();
    if (profiling()) printProfile();
    h.finish();
    Report r = h.report();
    r.script = script;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

Report replay(const std::filesystem::path& script) {
    const auto t0 = std::chrono::steady_clock::now();
    Report bad;
    bad.script = script;
    std::ifstream in(script);
    if (!in) {
        bad.problems.push_back("cannot read " + script.string());
        return bad;
    }
    std::string line, error;
    std::optional<Entry> entry;
    std::vector<Step> steps;
    while (std::getline(in, line)) {
        if (line.rfind("# monkey entry ", 0) == 0) {
            entry = parseEntry(line, &error);
            if (!entry) break;
            continue;
        }
        if (line.empty() ||
            (line[0] == '#' && line.rfind("# monkey scale ", 0) != 0 && line.rfind("# monkey look ", 0) != 0))
            continue;
        if (!entry) entry = Entry{};  // a plain event script (event_script.h) starts on the main menu
        auto s = parseStep(line, &error);
        if (!s) break;
        steps.push_back(*s);
    }
    if (!error.empty() || !entry) {
        bad.problems.push_back(script.string() + ": " + (error.empty() ? "no entry line" : error));
        return bad;
    }
    Harness h(*entry, nullptr, true);
    bool ok = h.start();
    for (std::size_t i = 0; ok && i < steps.size(); ++i) ok = h.send(steps[i]);
    if (ok) h.send(oneFrame());
    h.finish();
    Report r = h.report();
    r.script = script;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

}  // namespace cata::app::test::monkey
