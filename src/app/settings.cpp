// Settings as JSON: {"language": "fr", "ui_scale": 1.25, "fullscreen": false, "animate_dice": true,
// "animations": true, "own_speed": 2, "hand_off": true, "ai_speed": "x4", "waiting_prompt": "when_able",
// "show_rule_ids": false, "master_volume": 80, "effects_volume": 80, "music_volume": 50, "muted": false,
// "colours": "colour_blind", "text_size": 115}.
#include "cata/app/settings.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <system_error>

#include "cata/content/save_file.h"

namespace cata::app {

void Settings::normalize() {
    if (language != "en" && language != "fr") language = "en";
    if (own_speed != 1 && own_speed != 2 && own_speed != 4) own_speed = 1;
    if (!(ui_scale >= 1.0)) ui_scale = 1.0;  // also catches NaN
    ui_scale = std::min(ui_scale, 2.0);
    for (int* volume : {&master_volume, &effects_volume, &music_volume}) *volume = std::clamp(*volume, 0, 100);
    if (std::find(std::begin(kTextSizes), std::end(kTextSizes), text_size) == std::end(kTextSizes)) text_size = 100;
    if (static_cast<int>(colours) < 0 || static_cast<int>(colours) >= kColourModeCount) colours = ColourMode::Standard;
}

const char* aiSpeedWord(AiSpeed speed) {
    switch (speed) {
        case AiSpeed::X1: return "x1";
        case AiSpeed::X2: return "x2";
        case AiSpeed::X4: return "x4";
        case AiSpeed::X8: return "x8";
        case AiSpeed::Skip: return "skip";
    }
    return "x1";
}

const char* waitingPromptWord(WaitingPrompt prompt) {
    switch (prompt) {
        case WaitingPrompt::Always: return "always";
        case WaitingPrompt::WhenAble: return "when_able";
        case WaitingPrompt::Never: return "never";
    }
    return "when_able";
}

int aiSpeedFactor(AiSpeed speed) {
    switch (speed) {
        case AiSpeed::X1: return 1;
        case AiSpeed::X2: return 2;
        case AiSpeed::X4: return 4;
        case AiSpeed::X8: return 8;
        case AiSpeed::Skip: return 0;
    }
    return 1;
}

Settings loadSettings(const std::filesystem::path& file) {
    Settings settings;
    std::ifstream in(file);
    if (!in) return settings;
    nlohmann::json json = nlohmann::json::parse(in, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        std::cerr << "catakombes: " << file.string() << " is not a JSON object; using default settings\n";
        return settings;
    }
    if (auto it = json.find("language"); it != json.end()) {
        if (it->is_string()) settings.language = it->get<std::string>();
        else std::cerr << "catakombes: " << file.string() << ": \"language\" should be \"en\" or \"fr\"\n";
    }
    if (auto it = json.find("ui_scale"); it != json.end()) {
        if (it->is_number()) settings.ui_scale = it->get<double>();
        else std::cerr << "catakombes: " << file.string() << ": \"ui_scale\" should be a number from 1 to 2\n";
    }
    for (auto [key, flag] : {std::pair<const char*, bool*>{"fullscreen", &settings.fullscreen},
                             {"animate_dice", &settings.animate_dice},
                             {"animations", &settings.animations},
                             {"hand_off", &settings.hand_off},
                             {"show_rule_ids", &settings.show_rule_ids},
                             {"muted", &settings.muted}}) {
        if (auto it = json.find(key); it != json.end()) {
            if (it->is_boolean()) *flag = it->get<bool>();
            else std::cerr << "catakombes: " << file.string() << ": \"" << key << "\" should be true or false\n";
        }
    }
    for (auto [key, volume] : {std::pair<const char*, int*>{"master_volume", &settings.master_volume},
                               {"effects_volume", &settings.effects_volume},
                               {"music_volume", &settings.music_volume}}) {
        if (auto it = json.find(key); it != json.end()) {
            if (it->is_number())
                *volume = static_cast<int>(std::lround(std::clamp(it->get<double>(), 0.0, 100.0)));
            else
                std::cerr << "catakombes: " << file.string() << ": \"" << key
                          << "\" should be a number from 0 to 100\n";
        }
    }
    if (auto it = json.find("own_speed"); it != json.end()) {
        if (it->is_number_integer() && (*it == 1 || *it == 2 || *it == 4))
            settings.own_speed = it->get<int>();
        else
            std::cerr << "catakombes: " << file.string() << ": \"own_speed\" should be 1, 2 or 4\n";
    }
    if (auto it = json.find("ai_speed"); it != json.end()) {
        bool known = false;
        for (int i = 0; i < kAiSpeedCount && it->is_string(); ++i)
            if (it->get<std::string>() == aiSpeedWord(static_cast<AiSpeed>(i))) {
                settings.ai_speed = static_cast<AiSpeed>(i);
                known = true;
            }
        if (!known)
            std::cerr << "catakombes: " << file.string() << ": \"ai_speed\" should be \"x1\", \"x2\", \"x4\", \"x8\" or \"skip\"\n";
    }
    if (auto it = json.find("waiting_prompt"); it != json.end()) {
        bool known = false;
        for (int i = 0; i < kWaitingPromptCount && it->is_string(); ++i)
            if (it->get<std::string>() == waitingPromptWord(static_cast<WaitingPrompt>(i))) {
                settings.waiting_prompt = static_cast<WaitingPrompt>(i);
                known = true;
            }
        if (!known)
            std::cerr << "catakombes: " << file.string() << ": \"waiting_prompt\" should be \"always\", \"when_able\" or \"never\"\n";
    }
    if (auto it = json.find("colours"); it != json.end()) {
        bool known = false;
        for (int i = 0; i < kColourModeCount && it->is_string(); ++i)
            if (it->get<std::string>() == colourModeWord(static_cast<ColourMode>(i))) {
                settings.colours = static_cast<ColourMode>(i);
                known = true;
            }
        if (!known)
            std::cerr << "catakombes: " << file.string()
                      << ": \"colours\" should be \"standard\", \"colour_blind\" or \"high_contrast\"\n";
    }
    if (auto it = json.find("text_size"); it != json.end()) {
        if (it->is_number_integer() &&
            std::find(std::begin(kTextSizes), std::end(kTextSizes), it->get<int>()) != std::end(kTextSizes))
            settings.text_size = it->get<int>();
        else
            std::cerr << "catakombes: " << file.string() << ": \"text_size\" should be 100, 115 or 130\n";
    }
    settings.normalize();
    return settings;
}

bool saveSettings(const Settings& settings, const std::filesystem::path& file) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    json["language"] = settings.language;
    json["ui_scale"] = settings.ui_scale;
    json["fullscreen"] = settings.fullscreen;
    json["animate_dice"] = settings.animate_dice;
    json["animations"] = settings.animations;
    json["own_speed"] = settings.own_speed;
    json["hand_off"] = settings.hand_off;
    json["ai_speed"] = aiSpeedWord(settings.ai_speed);
    json["waiting_prompt"] = waitingPromptWord(settings.waiting_prompt);
    json["show_rule_ids"] = settings.show_rule_ids;
    json["master_volume"] = settings.master_volume;
    json["effects_volume"] = settings.effects_volume;
    json["music_volume"] = settings.music_volume;
    json["muted"] = settings.muted;
    json["colours"] = colourModeWord(settings.colours);
    json["text_size"] = settings.text_size;
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    // As saves: a temporary file, fsync, rename (docs/robustness.md, "Saves").
    std::string error;
    if (!content::writeFileAtomically(file.string(), json.dump(2) + "\n", &error)) {
        std::cerr << "catakombes: cannot save settings: " << error << '\n';
        return false;
    }
    return true;
}

}  // namespace cata::app
