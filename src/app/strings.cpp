// Loading and looking up UI strings.
#include "cata/app/strings.h"

#include "cata/core/refusal.h"

#include <cctype>
#include <string_view>

#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <utility>

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

namespace {

/// True when `s` starts with a vowel (ASCII or a Latin-1 accented one in UTF-8).
bool startsWithVowel(const std::string& s) {
    if (s.empty()) return false;
    const auto c = static_cast<unsigned char>(s[0]);
    if (c < 0x80) return std::string_view("aeiouyAEIOUY").find(static_cast<char>(c)) != std::string_view::npos;
    if (c != 0xC3 || s.size() < 2) return false;
    // À Â È É Ê Ë Î Ï Ô Û Ü à â è é ê ë î ï ô û ü (second byte of U+00C0–U+00FF)
    const auto d = static_cast<unsigned char>(s[1]);
    return std::string_view("\x80\x82\x88\x89\x8A\x8B\x8E\x8F\x94\x9B\x9C\xA0\xA2\xA8\xA9\xAA\xAB\xAE\xAF\xB4\xBB\xBC")
               .find(static_cast<char>(d)) != std::string_view::npos;
}

bool isLetter(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalpha(u) != 0 || u >= 0x80;
}

}  // namespace

std::string StringTable::fillWords(const std::string& key, const std::vector<std::string>& words) const {
    const std::string& pattern = get(key);
    if (language_ != "fr" && !hasNameForms()) return fillPattern(pattern, words);
    const std::string agreed = agree(pattern, words);
    return fillPattern(language_ == "fr" ? elide(agreed, words) : agreed, words);
}

void StringTable::setArticle(const std::string& language, const std::string& name, const std::string& article) {
    if (name.empty()) return;
    if (article.empty())
        articles_[language].erase(name);
    else
        articles_[language][name] = article;
}

void StringTable::setPluralName(const std::string& language, const std::string& name) {
    if (!name.empty()) plural_names_[language].insert(name);
}

const std::string* StringTable::find(const std::string& language, const std::string& key) const {
    const auto lang = text_.find(language);
    if (lang == text_.end()) return nullptr;
    const auto it = lang->second.find(key);
    return it == lang->second.end() ? nullptr : &it->second;
}

bool StringTable::hasNameForms() const {
    const auto a = articles_.find(language_);
    const auto p = plural_names_.find(language_);
    return (a != articles_.end() && !a->second.empty()) || (p != plural_names_.end() && !p->second.empty());
}

namespace {

/// `value` without a trailing instance number ("Revenant 2" → "Revenant").
std::string withoutNumber(const std::string& value) {
    const std::size_t space = value.rfind(' ');
    if (space == std::string::npos || space + 1 >= value.size() ||
        value.find_first_not_of("0123456789", space + 1) != std::string::npos)
        return value;
    return value.substr(0, space);
}

/// The word that ends `out` before its last space ("" when `out` does not end with a space
/// after a word of letters).
std::string lastWord(const std::string& out) {
    if (out.empty() || out.back() != ' ') return {};
    std::size_t start = out.size() - 1;
    while (start > 0 && out[start - 1] != ' ' && out[start - 1] != '(' && out[start - 1] != '\n') --start;
    const std::string word = out.substr(start, out.size() - 1 - start);
    for (const char c : word)
        if (!isLetter(c) && c != '\'' && c != '-') return {};
    return word;
}

}  // namespace

namespace {

/// The plural form of the English present-tense verb `verb` (third person singular): "falls" ->
/// "fall", "goes" -> "go", "carries" -> "carry"; empty when it is not one (no final "s").
std::string englishPluralVerb(const std::string& verb) {
    const auto ends = [&verb](const char* tail) {
        const std::size_t n = std::char_traits<char>::length(tail);
        return verb.size() > n && verb.compare(verb.size() - n, n, tail) == 0;
    };
    if (verb.size() < 3 || verb.back() != 's' || ends("ss") || ends("us")) return {};
    if (ends("ies")) return verb.substr(0, verb.size() - 3) + "y";
    for (const char* tail : {"sses", "shes", "ches", "xes", "zes", "oes"})
        if (ends(tail)) return verb.substr(0, verb.size() - 2);
    return verb.substr(0, verb.size() - 1);
}

}  // namespace

std::size_t StringTable::englishPlural(const std::string& pattern, std::size_t at, std::string& out) {
    // `at` is the space after the name: " falls and leaves …".
    const auto word = [&pattern](std::size_t from) {
        std::size_t end = from;
        while (end < pattern.size() && pattern[end] >= 'a' && pattern[end] <= 'z') ++end;
        return end;
    };
    if (at >= pattern.size() || pattern[at] != ' ') return at;
    std::size_t end = word(at + 1);
    const std::string plural = englishPluralVerb(pattern.substr(at + 1, end - at - 1));
    if (plural.empty() || (end < pattern.size() && pattern[end] != ' ' && pattern[end] != ',' && pattern[end] != '.'))
        return at;
    out += ' ' + plural;
    // "… and leaves": the second verb of the same subject.
    if (pattern.compare(end, 5, " and ") == 0) {
        const std::size_t second = word(end + 5);
        const std::string plural2 = englishPluralVerb(pattern.substr(end + 5, second - end - 5));
        if (!plural2.empty()) {
            out += " and " + plural2;
            return second;
        }
    }
    return end;
}

std::string StringTable::agree(const std::string& pattern, const std::vector<std::string>& values) const {
    // French determiners: after them the name takes no article ("aucun {}").
    static const std::set<std::string> determiners{"le",     "la", "les", "l'",    "un",   "une",  "aucun", "aucune",
                                                   "chaque", "ce", "cet", "cette", "ces",  "son",  "sa",    "ses",
                                                   "du",     "au", "aux", "des",   "leur", "leurs"};
    // The verbs that agree with a plural subject right before them, by language.
    static const std::map<std::string, std::vector<std::pair<std::string, std::string>>> verbs{
        {"en", {{"is", "are"}, {"has", "have"}, {"was", "were"}, {"does", "do"}}},
        {"fr", {{"est", "sont"}, {"a", "ont"}, {"n'est", "ne sont"}, {"n'a", "n'ont"}, {"était", "étaient"}}}};
    const auto articles = articles_.find(language_);
    const auto plurals = plural_names_.find(language_);
    const auto lang_verbs = verbs.find(language_);
    std::string out;
    out.reserve(pattern.size() + 16);
    std::size_t next_auto = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {  // an escaped brace
            out += "{{";
            ++i;
            continue;
        }
        if (c != '{') {
            out += c;
            continue;
        }
        const std::size_t close = pattern.find('}', i);
        if (close == std::string::npos) {
            out += pattern.substr(i);
            break;
        }
        const std::string inside = pattern.substr(i + 1, close - i - 1);
        std::size_t index = values.size();
        if (inside.empty())
            index = next_auto++;
        else if (inside.find_first_not_of("0123456789") == std::string::npos)
            index = static_cast<std::size_t>(std::stoul(inside));
        const std::string name = index < values.size() ? withoutNumber(values[index]) : std::string();
        // The article, inside a sentence after a word that is not a determiner.
        if (articles != articles_.end()) {
            if (const auto a = articles->second.find(name); a != articles->second.end()) {
                const std::string before = lastWord(out);
                if (!before.empty() && !determiners.count(before)) {
                    const std::string& article = a->second;
                    const std::string glued = article.back() == '\'' ? article : article + " ";
                    std::string contracted;
                    if (before == "de" && article == "le")
                        contracted = "du ";
                    else if (before == "de" && article == "les")
                        contracted = "des ";
                    else if (before == "à" && article == "le")
                        contracted = "au ";
                    else if (before == "à" && article == "les")
                        contracted = "aux ";
                    if (!contracted.empty())
                        out.replace(out.size() - before.size() - 1, before.size() + 1, contracted);
                    else
                        out += glued;
                }
            }
        }
        out += pattern.substr(i, close - i + 1);
        i = close;
        // The verb right after a plural name.
        if (plurals != plural_names_.end() && lang_verbs != verbs.end() && plurals->second.count(name) &&
            i + 1 < pattern.size() && pattern[i + 1] == ' ') {
            bool agreed = false;
            for (const auto& [singular, plural] : lang_verbs->second) {
                const std::size_t at = i + 2, end = at + singular.size();
                if (pattern.compare(at, singular.size(), singular) != 0) continue;
                if (end < pattern.size() && isLetter(pattern[end])) continue;  // "a" is not "après"
                out += ' ' + plural;
                i = end - 1;
                agreed = true;
                break;
            }
            // English: any other verb in -s right after the name, and a second one joined by
            // "and" ("Bats fall and leave the board", play 12 #3).
            if (!agreed && language_ == "en") i = englishPlural(pattern, i + 1, out) - 1;
        }
    }
    return out;
}

std::string StringTable::elide(const std::string& pattern, const std::vector<std::string>& values) {
    std::string out;
    out.reserve(pattern.size());
    std::size_t next_auto = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {  // an escaped brace
            out += "{{";
            ++i;
            continue;
        }
        if (c != '{') {
            out += c;
            continue;
        }
        const std::size_t close = pattern.find('}', i);
        if (close == std::string::npos) {
            out += pattern.substr(i);
            break;
        }
        const std::string inside = pattern.substr(i + 1, close - i - 1);
        std::size_t index = 0;
        bool plain = true;
        if (inside.empty()) {
            index = next_auto++;
        } else if (inside.find_first_not_of("0123456789") == std::string::npos) {
            index = static_cast<std::size_t>(std::stoul(inside));
        } else {
            plain = false;  // a format spec: left as it is
        }
        if (plain && index < values.size() && startsWithVowel(values[index])) {
            for (const std::string_view word : {"de ", "que ", "le ", "la "}) {
                if (out.size() < word.size() || out.compare(out.size() - word.size(), word.size(), word) != 0) continue;
                const std::size_t start = out.size() - word.size();
                if (start > 0 && isLetter(out[start - 1])) continue;  // "garde ", not "de "
                out.resize(out.size() - 2);                           // drops the vowel and the space
                out += '\'';
                break;
            }
        }
        out += pattern.substr(i, close - i + 1);
        i = close;
    }
    return out;
}

}  // namespace cata::app
