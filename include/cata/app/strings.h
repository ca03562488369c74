// The table of every string the interface shows, in English and French, read from
// assets/ui/strings.json so translators edit a data file, not code.
#pragma once

#include <fmt/format.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace cata::app {

/// UI strings by key and language. A key missing from the current language falls back to
/// English; missing from both, the key itself is shown. Either case is logged once on stderr.
class StringTable {
public:
    /// Reads `file` ({"en": {"key": "text", ...}, "fr": {...}}). Returns false, with a line on
    /// stderr, when it cannot; the table then shows keys.
    bool load(const std::string& file);

    /// Adds or replaces one string (tests, and defaults before loading).
    void set(const std::string& language, const std::string& key, const std::string& text);

    /// "en" or "fr"; other values are kept but every lookup falls back to English.
    void setLanguage(const std::string& language) { language_ = language; }
    const std::string& language() const { return language_; }

    /// The text of `key` in the current language.
    const std::string& get(const std::string& key) const;

    /// The text of `key` with its {} placeholders filled by `args` (a malformed translation
    /// shows unformatted rather than throwing).
    template <typename... Args>
    std::string format(const std::string& key, const Args&... args) const {
        const std::string& pattern = get(key);
        try {
            return fmt::format(fmt::runtime(pattern), args...);
        } catch (const fmt::format_error&) {
            return pattern;
        }
    }

    /// Keys present in one language and not the other ("fr: menu.quit" style), for tests.
    std::vector<std::string> untranslated() const;

private:
    std::string language_ = "en";
    std::map<std::string, std::map<std::string, std::string>> text_;  // language -> key -> text
    mutable std::set<std::string> reported_;  // "lang:key" already logged as missing
    mutable std::map<std::string, std::string> missing_;  // key -> key, so get() returns a reference
};

}  // namespace cata::app
