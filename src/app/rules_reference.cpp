// The rules reference, read from assets/ui/rules.json.
#include "cata/app/rules_reference.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>

namespace cata::app {

namespace {

/// ASCII lower case with '_' read as a space, so card keys ("fire_attack") match the words
/// ("fire attack"); accented letters are compared as written.
std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return c == '_' ? ' ' : static_cast<char>(std::tolower(c)); });
    return s;
}

/// The text of `value` in `language`, else English ({"en": …, "fr": …} or a plain string).
std::string localized(const nlohmann::json& value, const std::string& language) {
    if (value.is_string()) return value.get<std::string>();
    if (!value.is_object()) return {};
    if (value.contains(language) && value.at(language).is_string() && !value.at(language).get<std::string>().empty())
        return value.at(language).get<std::string>();
    return value.value("en", std::string());
}

}  // namespace

RulesReference RulesReference::load(const std::string& data_dir, const std::string& language) {
    RulesReference out;
    const std::string file = data_dir + "/assets/ui/rules.json";
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cerr << "catakombes: " << file << ": cannot read the rules reference\n";
        return out;
    }
    try {
        const nlohmann::json doc = nlohmann::json::parse(in);
        for (const nlohmann::json& t : doc.at("topics")) {
            RulesTopic topic;
            topic.id = t.at("id").get<std::string>();
            topic.rule = t.value("rule", std::string());
            topic.title = localized(t.at("title"), language);
            topic.text = localized(t.at("text"), language);
            // Keywords of both languages open the topic: a French card word still finds it.
            if (t.contains("keywords")) {
                const nlohmann::json& k = t.at("keywords");
                for (const char* lang : {"en", "fr"})
                    if (k.contains(lang))
                        for (const nlohmann::json& word : k.at(lang)) topic.keywords.push_back(word.get<std::string>());
                // The reference lists only the reader's language (no French words in
                // the English reference).
                const char* shown = k.contains(language) ? language.c_str() : "en";
                if (k.contains(shown))
                    for (const nlohmann::json& word : k.at(shown)) topic.shown_keywords.push_back(word.get<std::string>());
            }
            out.topics_.push_back(std::move(topic));
        }
    } catch (const std::exception& e) {
        std::cerr << "catakombes: " << file << ": the rules reference is malformed (" << e.what() << ")\n";
        out.topics_.clear();
    }
    return out;
}

const RulesTopic* RulesReference::forKeyword(const std::string& keyword) const {
    const std::string wanted = lower(keyword);
    for (const auto& t : topics_) {
        if (lower(t.id) == wanted) return &t;
        for (const auto& k : t.keywords)
            if (lower(k) == wanted) return &t;
    }
    return nullptr;
}

}  // namespace cata::app
