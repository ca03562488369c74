// Loading and looking up UI strings.
#include "cata/app/strings.h"

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

namespace cata::app {

bool StringTable::load(const std::string& file) {
    std::ifstream in(file);
    if (!in) {
        std::cerr << "catakombes: cannot read the UI strings " << file << "; showing string keys\n";
        return false;
    }
    nlohmann::json json = nlohmann::json::parse(in, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        std::cerr << "catakombes: " << file << " is not valid JSON (an object of languages); showing string keys\n";
        return false;
    }
    for (const auto& [language, table] : json.items()) {
        if (language == "//") continue;  // comment
        if (!table.is_object()) {
            std::cerr << "catakombes: " << file << ": \"" << language << "\" should be an object of strings\n";
            continue;
        }
        for (const auto& [key, value] : table.items()) {
            if (key == "//") continue;
            if (value.is_string()) text_[language][key] = value.get<std::string>();
            else std::cerr << "catakombes: " << file << ": /" << language << "/" << key << " should be a string\n";
        }
    }
    return true;
}

void StringTable::set(const std::string& language, const std::string& key, const std::string& text) {
    text_[language][key] = text;
}

const std::string& StringTable::get(const std::string& key) const {
    if (auto lang = text_.find(language_); lang != text_.end()) {
        if (auto it = lang->second.find(key); it != lang->second.end()) return it->second;
    }
    const std::string tag = language_ + ":" + key;
    if (reported_.insert(tag).second)
        std::cerr << "catakombes: UI string \"" << key << "\" is missing in language \"" << language_ << "\"\n";
    if (language_ != "en") {
        if (auto lang = text_.find("en"); lang != text_.end()) {
            if (auto it = lang->second.find(key); it != lang->second.end()) return it->second;
        }
    }
    return missing_.try_emplace(key, key).first->second;
}

std::vector<std::string> StringTable::untranslated() const {
    std::vector<std::string> out;
    for (const auto& [language, table] : text_) {
        for (const auto& [other_language, other] : text_) {
            if (other_language == language) continue;
            for (const auto& [key, text] : other) {
                if (!table.count(key)) out.push_back(language + ": " + key);
            }
        }
    }
    return out;
}

}  // namespace cata::app
