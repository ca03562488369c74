// The rules in the project's own words, by topic (assets/ui/rules.json, English and French),
// for the rules reference screen and for the tooltip of every special-rule keyword on a card
// or in the log.
#pragma once

#include <string>
#include <vector>

namespace cata::app {

struct RulesTopic {
    std::string id;                     // "fear"
    std::string title;                  // "Fear"
    std::string text;                   // paragraphs separated by blank lines
    std::vector<std::string> keywords;  // words that open this topic ("fear", "peur")
    std::vector<std::string> shown_keywords;  // those of the current language (English when it has none), shown
    std::string rule;                   // "R28"
};

class RulesReference {
public:
    /// Loads `<data_dir>/assets/ui/rules.json` in `language` ("en", "fr"); missing or broken
    /// file: no topics (and a line on stderr).
    static RulesReference load(const std::string& data_dir, const std::string& language);

    const std::vector<RulesTopic>& topics() const { return topics_; }
    /// The topic a keyword opens (case-insensitive), or nullptr.
    const RulesTopic* forKeyword(const std::string& keyword) const;

private:
    std::vector<RulesTopic> topics_;
};

}  // namespace cata::app
