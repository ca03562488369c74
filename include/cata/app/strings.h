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

    /// Off (the default): get() and format() drop rule ids from the texts ("(R43)", ", R25"),
    /// which the player sees on hover in the rules reference instead.
    void setShowRuleIds(bool show) { show_rule_ids_ = show; }
    bool showRuleIds() const { return show_rule_ids_; }
    /// `text` (not a key: a text made elsewhere, e.g. the core's reasons) as get() would give
    /// it: without its rule ids unless they are shown.
    std::string plain(const std::string& text) const;

    /// "en" or "fr"; other values are kept but every lookup falls back to English.
    void setLanguage(const std::string& language) { language_ = language; }
    const std::string& language() const { return language_; }

    /// The text of `key` in the current language.
    const std::string& get(const std::string& key) const;

    /// The text of `key` with its {} placeholders filled by `args` (a malformed translation
    /// shows unformatted rather than throwing).
    /// In French, "de", "que", "le" and "la" right before a placeholder elide before a value
    /// that starts with a vowel ("à côté de {1}" with "Araignée géante" gives "à côté
    /// d'Araignée géante"; see elide()).
    /// Names known to take an article or a plural verb (setArticle, setPluralName) get them
    /// (see agree()).
    template <typename... Args>
    std::string format(const std::string& key, const Args&... args) const {
        const std::string& pattern = get(key);
        try {
            if (sizeof...(Args) > 0 && (language_ == "fr" || hasNameForms())) {
                const std::vector<std::string> values{fmt::format("{}", args)...};
                std::string agreed = agree(pattern, values);
                if (language_ == "fr") agreed = elide(agreed, values);
                return fmt::format(fmt::runtime(agreed), args...);
            }
            return fmt::format(fmt::runtime(pattern), args...);
        } catch (const fmt::format_error&) {
            return pattern;
        }
    }

    /// The name `name` (a card's, in `language`) takes `article` inside a sentence ("le" for
    /// "Roi des tombes": "qui terrasseraient le Roi des tombes"); "l'" glues to the name.
    void setArticle(const std::string& language, const std::string& name, const std::string& article);
    /// The name `name` (in `language`) is a plural noun ("Bats", "Rats"): the verb right after
    /// it agrees ("Bats are", "les Rats sont").
    void setPluralName(const std::string& language, const std::string& name);
    /// The text of `key` in `language` if the table has it (no fallback, nothing logged).
    const std::string* find(const std::string& language, const std::string& key) const;

    /// English: the verb in -s right after a plural name at `at` (its space) in `pattern`, made
    /// plural into `out` (and a second one after "and"); the index after what it took, or `at`.
    static std::size_t englishPlural(const std::string& pattern, std::size_t at, std::string& out);
    /// `pattern` with the name forms of the current language applied for `values`: a name with
    /// an article gets it where the placeholder follows a word inside the sentence (not at its
    /// start, nor after a determiner: "aucun {}"), contracted in French ("de le" → "du", "à
    /// les" → "aux"); a plural name's verb right after its placeholder agrees ("is" → "are",
    /// "has" → "have", "est" → "sont", "a" → "ont"; in English any verb in -s: englishPlural). A value that is a name
    /// followed by an instance number ("Revenant 2") counts as the name.
    std::string agree(const std::string& pattern, const std::vector<std::string>& values) const;

    /// `pattern` with each "de ", "que ", "le " or "la " (a whole word) that stands right
    /// before a placeholder ({} or {N}, with no format spec) elided ("d'", "qu'", "l'") when the
    /// value that placeholder takes from `values` starts with a vowel (French elision).
    static std::string elide(const std::string& pattern, const std::vector<std::string>& values);

    /// The text of `key` with its {N} placeholders filled by `words` (the core's fillPattern,
    /// for refusals and the AI's lines), elided in French as format() does.
    std::string fillWords(const std::string& key, const std::vector<std::string>& words) const;
    /// True when the current language has names with an article or a plural verb.
    bool hasNameForms() const;

    /// Plural forms: a count-dependent string is stored as "key.one" and
    /// "key.many". pluralKey() names the form for `n` in the current language (English: ±1 is
    /// singular; French: 0 and ±1 are), or `key` itself when the table has no such forms.
    std::string pluralKey(const std::string& key, long long n) const;
    /// format() of the form of `key` for the count `n`.
    template <typename... Args>
    std::string formatCount(const std::string& key, long long n, const Args&... args) const {
        return format(pluralKey(key, n), args...);
    }

    /// Keys present in one language and not the other ("fr: menu.quit" style), for tests.
    std::vector<std::string> untranslated() const;

private:
    std::string language_ = "en";
    std::map<std::string, std::map<std::string, std::string>> text_;  // language -> key -> text
    mutable std::set<std::string> reported_;  // "lang:key" already logged as missing
    mutable std::map<std::string, std::string> missing_;  // key -> key, so get() returns a reference
    bool show_rule_ids_ = false;
    mutable std::map<std::string, std::string> without_ids_;  // "lang:key" -> text without rule ids
    std::map<std::string, std::map<std::string, std::string>> articles_;  // language -> name -> article
    std::map<std::string, std::set<std::string>> plural_names_;           // language -> names
    const std::string& raw(const std::string& key) const;
};

}  // namespace cata::app
