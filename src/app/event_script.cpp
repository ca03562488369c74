// Event scripts (format in event_script.h).
#include "cata/app/event_script.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

namespace cata::app {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

/// The words of `s` split on spaces and tabs.
std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

bool toInt(std::string_view s, int& out) {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

bool buttonFromName(std::string_view name, Uint8& out) {
    const std::string n = lower(name);
    if (n == "left") out = SDL_BUTTON_LEFT;
    else if (n == "right") out = SDL_BUTTON_RIGHT;
    else if (n == "middle") out = SDL_BUTTON_MIDDLE;
    else return false;
    return true;
}

const char* buttonName(Uint8 button) {
    switch (button) {
        case SDL_BUTTON_RIGHT: return "right";
        case SDL_BUTTON_MIDDLE: return "middle";
        default: return "left";
    }
}

/// "ctrl+shift+S" → key S with Ctrl and Shift. False when the key has no SDL name.
bool keyFromName(std::string_view name, SDL_Keycode& key, Uint16& mod) {
    mod = KMOD_NONE;
    for (;;) {
        const std::size_t plus = name.find('+');
        if (plus == std::string_view::npos || plus + 1 >= name.size()) break;  // "+" alone is a key
        const std::string m = lower(name.substr(0, plus));
        if (m == "ctrl") mod |= KMOD_LCTRL;
        else if (m == "shift") mod |= KMOD_LSHIFT;
        else if (m == "alt") mod |= KMOD_LALT;
        else if (m == "gui") mod |= KMOD_LGUI;
        else break;
        name.remove_prefix(plus + 1);
    }
    key = SDL_GetKeyFromName(std::string(name).c_str());
    return key != SDLK_UNKNOWN;
}

std::string keyName(SDL_Keycode key, Uint16 mod) {
    std::string out;
    if (mod & KMOD_CTRL) out += "ctrl+";
    if (mod & KMOD_SHIFT) out += "shift+";
    if (mod & KMOD_ALT) out += "alt+";
    if (mod & KMOD_GUI) out += "gui+";
    return out + SDL_GetKeyName(key);
}

/// Parses one non-empty, non-comment line; "" on success, else why not.
std::string parseLine(std::string_view line, ScriptEvent& ev) {
    const std::vector<std::string_view> w = words(line);
    const std::string verb = lower(w.front());
    const auto args = [&](std::size_t min, std::size_t max) { return w.size() - 1 >= min && w.size() - 1 <= max; };
    const auto point = [&]() -> std::string {
        if (!toInt(w[1], ev.x) || !toInt(w[2], ev.y)) return "'" + verb + "' needs two whole numbers X Y";
        if (w.size() > 3 && !buttonFromName(w[3], ev.button)) return "unknown button '" + std::string(w[3]) + "' (left, right or middle)";
        return {};
    };
    if (verb == "move") {
        ev.kind = ScriptEvent::Kind::Move;
        if (!args(2, 2) || !toInt(w[1], ev.x) || !toInt(w[2], ev.y)) return "'move' needs X Y";
        return {};
    }
    if (verb == "click" || verb == "press" || verb == "release") {
        ev.kind = verb == "click" ? ScriptEvent::Kind::Click : verb == "press" ? ScriptEvent::Kind::Press : ScriptEvent::Kind::Release;
        if (!args(2, 3)) return "'" + verb + "' needs X Y and an optional button";
        return point();
    }
    if (verb == "key") {
        ev.kind = ScriptEvent::Kind::Key;
        // The rest of the line: SDL names may hold spaces ("Left Ctrl", "Keypad Enter").
        const std::string_view rest = trim(line.substr(w[0].size()));
        if (rest.empty()) return "'key' needs a key name";
        if (!keyFromName(rest, ev.key, ev.mod)) return "unknown key '" + std::string(rest) + "'";
        return {};
    }
    if (verb == "text") {
        ev.kind = ScriptEvent::Kind::Text;
        std::string_view rest = line.substr(w[0].size());
        if (!rest.empty()) rest.remove_prefix(1);  // the one space after the verb
        if (rest.empty()) return "'text' needs something to type";
        ev.text = std::string(rest);
        return {};
    }
    if (verb == "wheel") {
        ev.kind = ScriptEvent::Kind::Wheel;
        if (!args(1, 1) || !toInt(w[1], ev.y) || ev.y == 0) return "'wheel' needs a non-zero whole number DY";
        return {};
    }
    if (verb == "resize") {
        ev.kind = ScriptEvent::Kind::Resize;
        if (!args(2, 2) || !toInt(w[1], ev.x) || !toInt(w[2], ev.y) || ev.x <= 0 || ev.y <= 0)
            return "'resize' needs a width and a height above 0";
        return {};
    }
    if (verb == "wait") {
        ev.kind = ScriptEvent::Kind::Wait;
        if (!args(1, 1) || !toInt(w[1], ev.x) || ev.x < 0) return "'wait' needs a number of frames";
        return {};
    }
    if (verb == "quit") {
        ev.kind = ScriptEvent::Kind::Quit;
        if (!args(0, 0)) return "'quit' takes nothing";
        return {};
    }
    return "unknown event '" + std::string(w.front()) +
           "' (move, click, press, release, key, text, wheel, resize, wait, quit)";
}

}  // namespace

std::vector<ScriptEvent> parseEventScript(std::string_view script, std::string* error) {
    if (error) error->clear();
    std::vector<ScriptEvent> out;
    int number = 0;
    while (!script.empty()) {
        const std::size_t nl = script.find('\n');
        std::string_view line = script.substr(0, nl);
        script = nl == std::string_view::npos ? std::string_view() : script.substr(nl + 1);
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string_view t = trim(line);
        if (t.empty() || t.front() == '#') continue;
        ScriptEvent ev;
        // Text keeps its spaces: only the indentation before the verb goes.
        const std::string why = parseLine(line.substr(static_cast<std::size_t>(t.data() - line.data())), ev);
        if (!why.empty()) {
            if (error) *error = "line " + std::to_string(number) + ": " + why;
            return out;
        }
        out.push_back(std::move(ev));
    }
    return out;
}

std::string formatScriptEvent(const ScriptEvent& e) {
    const auto pos = [&](const char* verb) {
        std::string s = std::string(verb) + ' ' + std::to_string(e.x) + ' ' + std::to_string(e.y);
        if (e.button != SDL_BUTTON_LEFT) s += std::string(" ") + buttonName(e.button);
        return s;
    };
    switch (e.kind) {
        case ScriptEvent::Kind::Move: return "move " + std::to_string(e.x) + ' ' + std::to_string(e.y);
        case ScriptEvent::Kind::Click: return pos("click");
        case ScriptEvent::Kind::Press: return pos("press");
        case ScriptEvent::Kind::Release: return pos("release");
        case ScriptEvent::Kind::Key: return "key " + keyName(e.key, e.mod);
        case ScriptEvent::Kind::Text: return "text " + e.text;
        case ScriptEvent::Kind::Wheel: return "wheel " + std::to_string(e.y);
        case ScriptEvent::Kind::Resize: return "resize " + std::to_string(e.x) + ' ' + std::to_string(e.y);
        case ScriptEvent::Kind::Wait: return "wait " + std::to_string(e.x);
        case ScriptEvent::Kind::Quit: return "quit";
    }
    return {};
}

std::string formatEventScript(const std::vector<ScriptEvent>& events) {
    std::string out;
    for (const ScriptEvent& e : events) out += formatScriptEvent(e) + '\n';
    return out;
}

std::vector<SDL_Event> toSdlEvents(const ScriptEvent& e) {
    std::vector<SDL_Event> out;
    const Uint32 now = SDL_GetTicks();
    const auto button = [&](Uint32 type) {
        SDL_Event ev{};
        ev.type = type;
        ev.button.timestamp = now;
        ev.button.button = e.button;
        ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev.button.clicks = 1;
        ev.button.x = e.x;
        ev.button.y = e.y;
        out.push_back(ev);
    };
    switch (e.kind) {
        case ScriptEvent::Kind::Move: {
            SDL_Event ev{};
            ev.type = SDL_MOUSEMOTION;
            ev.motion.timestamp = now;
            ev.motion.x = e.x;
            ev.motion.y = e.y;
            out.push_back(ev);
            break;
        }
        case ScriptEvent::Kind::Click:
            button(SDL_MOUSEBUTTONDOWN);
            button(SDL_MOUSEBUTTONUP);
            break;
        case ScriptEvent::Kind::Press: button(SDL_MOUSEBUTTONDOWN); break;
        case ScriptEvent::Kind::Release: button(SDL_MOUSEBUTTONUP); break;
        case ScriptEvent::Kind::Key: {
            SDL_Event ev{};
            ev.type = SDL_KEYDOWN;
            ev.key.timestamp = now;
            ev.key.state = SDL_PRESSED;
            ev.key.keysym.sym = e.key;
            ev.key.keysym.scancode = SDL_GetScancodeFromKey(e.key);
            ev.key.keysym.mod = e.mod;
            out.push_back(ev);
            ev.type = SDL_KEYUP;
            ev.key.state = SDL_RELEASED;
            out.push_back(ev);
            break;
        }
        case ScriptEvent::Kind::Text: {
            // SDL_TEXTINPUT carries at most 31 bytes: longer text goes in pieces, never
            // splitting a UTF-8 character.
            std::size_t i = 0;
            const std::size_t cap = sizeof(SDL_TextInputEvent::text) - 1;
            while (i < e.text.size()) {
                std::size_t n = std::min(cap, e.text.size() - i);
                while (n > 0 && i + n < e.text.size() && (static_cast<unsigned char>(e.text[i + n]) & 0xC0) == 0x80) --n;
                if (n == 0) n = std::min(cap, e.text.size() - i);
                SDL_Event ev{};
                ev.type = SDL_TEXTINPUT;
                ev.text.timestamp = now;
                e.text.copy(ev.text.text, n, i);
                ev.text.text[n] = '\0';
                out.push_back(ev);
                i += n;
            }
            break;
        }
        case ScriptEvent::Kind::Wheel: {
            SDL_Event ev{};
            ev.type = SDL_MOUSEWHEEL;
            ev.wheel.timestamp = now;
            ev.wheel.y = e.y;
            ev.wheel.preciseY = static_cast<float>(e.y);
            ev.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
            out.push_back(ev);
            break;
        }
        case ScriptEvent::Kind::Resize:
        case ScriptEvent::Kind::Wait:
        case ScriptEvent::Kind::Quit: break;
    }
    return out;
}

bool playScriptEvent(const ScriptEvent& e, SDL_Window* window) {
    if (e.kind == ScriptEvent::Kind::Resize) {
        if (window) SDL_SetWindowSize(window, e.x, e.y);
        return window != nullptr;
    }
    if (e.kind == ScriptEvent::Kind::Quit) {
        SDL_Event ev{};
        ev.type = SDL_QUIT;
        return SDL_PushEvent(&ev) == 1;
    }
    bool ok = true;
    for (SDL_Event& ev : toSdlEvents(e)) ok = SDL_PushEvent(&ev) == 1 && ok;
    return ok;
}

}  // namespace cata::app
