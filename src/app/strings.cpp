// Loading and looking up UI strings.
#include "cata/app/strings.h"

#include <fstream>
#include <regex>
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
    without_ids_.erase(language + ":" + key);
}

namespace {

/// `text` without its rule ids: " (R43)", "(R7, R8)", ", R25" inside parentheses, " [R23]"
/// after a term of a test's difficulty (the log and the dice tray).
std::string withoutRuleIds(const std::string& text) {
    static const std::regex bracketed(R"( ?\[R[0-9]+(?:[,/] ?R[0-9]+)*\])");
    static const std::regex alone(R"( ?\(R[0-9]+(?:[,/] ?R[0-9]+)*\))");
    static const std::regex last(R"(, ?R[0-9]+(?:[,/] ?R[0-9]+)*\))");
    static const std::regex first(R"(\(R[0-9]+(?:[,/] ?R[0-9]+)*, ?)");
    std::string out = std::regex_replace(text, bracketed, "");
    out = std::regex_replace(out, alone, "");
    out = std::regex_replace(out, last, ")");
    return std::regex_replace(out, first, "(");
}

}  // namespace

const std::string& StringTable::get(const std::string& key) const {
    const std::string& text = raw(key);
    if (show_rule_ids_ || text.find('R') == std::string::npos) return text;
    const auto [it, fresh] = without_ids_.try_emplace(language_ + ":" + key);
    if (fresh) it->second = withoutRuleIds(text);
    return it->second;
}

std::string StringTable::plain(const std::string& text) const {
    return show_rule_ids_ || text.find('R') == std::string::npos ? text : withoutRuleIds(text);
}

const std::string& StringTable::raw(const std::string& key) const {
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

std::string StringTable::pluralKey(const std::string& key, long long n) const {
    const bool one = n == 1 || n == -1 || (n == 0 && language_ == "fr");
    const std::string form = key + (one ? ".one" : ".many");
    for (const std::string& language : {language_, std::string("en")}) {
        if (auto lang = text_.find(language); lang != text_.end() && lang->second.count(form)) return form;
    }
    return key;
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
