// Parsing content files with positions (json_source.h). nlohmann 3.11.2 does not track the
// position of values, so a SAX pass over a counting input records the byte offset of every
// value and key, keyed by JSON pointer, while building the document.

#include "cata/content/json_source.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

namespace cata::content {

namespace {

/// A `const char*` that publishes how many bytes the parser has consumed so far.
struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* p = nullptr;
    const char* base = nullptr;
    std::size_t* consumed = nullptr;

    reference operator*() const { return *p; }
    CountingIterator& operator++() {
        ++p;
        *consumed = static_cast<std::size_t>(p - base);
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const CountingIterator& o) const { return p == o.p; }
    bool operator!=(const CountingIterator& o) const { return p != o.p; }
};

/// Byte length in the text of a token as nlohmann prints it (control characters appear as
/// `<U+XXXX>`, one byte each).
std::size_t rawLength(const std::string& token) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < token.size(); ++n) {
        if (token.compare(i, 3, "<U+") == 0 && i + 8 <= token.size() && token[i + 7] == '>') i += 8;
        else ++i;
    }
    return n;
}

/// The number of UTF-8 characters of `s`.
std::size_t utf8Chars(const std::string& s) {
    std::size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

/// A syntax error: where it starts and our wording of it.
struct SyntaxError {
    std::size_t start;
    std::string message;
};

/// Rewords a nlohmann parse error (`what`, read up to byte `position`) as what was expected
/// and what was found, located at the start of the offending token.
SyntaxError describeSyntaxError(const std::string& text, std::size_t position, const std::string& token, const std::string& what) {
    const std::size_t pos = std::min(position, text.size());
    auto has = [&](const char* s) { return what.find(s) != std::string::npos; };
    auto found = [&](std::size_t at) {
        if (at >= text.size()) return std::string("end of file");
        std::size_t n = 1;
        while (at + n < text.size() && (static_cast<unsigned char>(text[at + n]) & 0xC0) == 0x80) ++n;
        return fmt::format("'{}'", text.substr(at, n));
    };
    const auto dash = what.find("- ");
    const auto last = what.find("; last read:");
    if (dash != std::string::npos && last != std::string::npos) {  // the lexer's own error
        const std::string msg = what.substr(dash + 2, last - dash - 2);
        const std::size_t end = pos > 0 ? pos - 1 : 0;  // the character the lexer stopped at
        if (msg.rfind("invalid literal", 0) == 0) {
            std::size_t begin = end;
            while (begin > 0 && std::isalpha(static_cast<unsigned char>(text[begin - 1]))) --begin;
            const std::string word = begin < end ? fmt::format("'{}'", text.substr(begin, end - begin)) : found(end);
            return {begin, "syntax error: expected a value, found " + word};
        }
        if (has("missing closing quote")) return {end, "syntax error: invalid string: missing closing quote"};
        return {end, "syntax error: " + msg};
    }
    std::string unexpected;
    if (const auto u = what.find("unexpected "); u != std::string::npos)
        unexpected = what.substr(u + 11, what.find("; expected", u) - u - 11);
    std::size_t start = pos;
    if (unexpected == "end of input" || unexpected == "<end of input>") start = text.size();
    else if (unexpected.size() == 3 && unexpected[0] == '\'') start = pos - 1;
    else if (unexpected == "true literal" || unexpected == "null literal") start = pos - 4;
    else if (unexpected == "false literal") start = pos - 5;
    else start = pos - std::min(pos, rawLength(token));
    start = std::min(start, text.size());
    const std::string f = found(start);
    if (has("; expected end of input")) return {start, "syntax error: expected end of file after the top-level value, found " + f};
    if (has("while parsing object key")) return {start, "syntax error: expected a key in double quotes, found " + f};
    if (has("while parsing object separator")) return {start, "syntax error: expected ':' after an object key, found " + f};
    if (has("while parsing object -")) return {start, "syntax error: expected ',' or '}' after an object member, found " + f};
    if (has("while parsing array -")) return {start, "syntax error: expected ',' or ']' after an array element, found " + f};
    return {start, "syntax error: expected a value, found " + f};
}

}  // namespace

/// The SAX handler: builds the document (through nlohmann's DOM parser) and records where
/// each value and key starts. Also reports duplicate keys and too deep nesting.
class PositionRecorder : public nlohmann::detail::json_sax_dom_parser<nlohmann::json> {
    using Base = nlohmann::detail::json_sax_dom_parser<nlohmann::json>;
    using json = nlohmann::json;

public:
    PositionRecorder(JsonSource& src, const std::size_t& consumed, Diagnostics& out)
        : Base(src.root_, false), src_(src), consumed_(consumed), out_(out) {
        if (src_.text_.compare(0, 3, "\xEF\xBB\xBF") == 0) prev_end_ = 3;
    }

    bool null() { return value() && Base::null(); }
    bool boolean(bool v) { return value() && Base::boolean(v); }
    bool number_integer(json::number_integer_t v) { return value() && Base::number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return value() && Base::number_unsigned(v); }
    bool number_float(json::number_float_t v, const json::string_t& s) { return value() && Base::number_float(v, s); }
    bool string(json::string_t& v) { return value() && Base::string(v); }
    bool binary(json::binary_t& v) { return value() && Base::binary(v); }
    bool start_object(std::size_t n) { return open(false) && Base::start_object(n); }
    bool start_array(std::size_t n) { return open(true) && Base::start_array(n); }
    bool end_object() { return close() && Base::end_object(); }
    bool end_array() { return close() && Base::end_array(); }

    bool key(json::string_t& k) {
        Frame& top = frames_.back();
        const std::size_t start = tokenStart();
        if (const std::size_t n = utf8Chars(k); n > kMaxKeyChars) {
            // Refused before it becomes part of a pointer or a message.
            auto [line, column] = src_.lineColumn(start);
            out_.push_back({src_.file_, line, column, top.pointer, fmt::format("key too long: {} characters, at most {}", n, kMaxKeyChars)});
            refused_ = true;
            return false;
        }
        top.key = k;
        const std::string p = childPointer(top.pointer, k);
        src_.keys_[p] = start;
        if (!top.keys.insert(k).second) out_.push_back(src_.atKey(p, fmt::format("duplicate key \"{}\"", k)));
        return Base::key(k);
    }

    bool parse_error(std::size_t position, const std::string& last_token, const nlohmann::detail::exception& ex) {
        const SyntaxError e = describeSyntaxError(src_.text_, position, last_token, ex.what());
        auto [line, column] = src_.lineColumn(e.start);
        out_.push_back({src_.file_, line, column, "", e.message});
        return Base::parse_error(position, last_token, ex);
    }

private:
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string pointer;
        std::string key;
        std::set<std::string> keys;
    };

    std::size_t tokenStart() {
        const std::string& t = src_.text_;
        std::size_t p = prev_end_;
        while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r' || t[p] == ',' || t[p] == ':')) ++p;
        prev_end_ = consumed_;
        return p;
    }

    /// Records the start of a value and returns its pointer.
    std::string recordValue() {
        const std::size_t start = tokenStart();
        std::string p;
        if (!frames_.empty()) {
            Frame& top = frames_.back();
            p = top.array ? childPointer(top.pointer, top.index++) : childPointer(top.pointer, top.key);
        }
        src_.values_[p] = start;
        return p;
    }

    bool value() {
        recordValue();
        return true;
    }

    bool open(bool array) {
        std::string p = recordValue();
        if (static_cast<int>(frames_.size()) >= kMaxNesting) {
            out_.push_back(src_.at(p, fmt::format("nesting too deep: at most {} levels", kMaxNesting)));
            refused_ = true;
            return false;
        }
        frames_.push_back({array, 0, std::move(p), {}, {}});
        return true;
    }

    bool close() {
        tokenStart();
        frames_.pop_back();
        return true;
    }

    JsonSource& src_;
    const std::size_t& consumed_;
    Diagnostics& out_;
    std::vector<Frame> frames_;
    std::size_t prev_end_ = 0;
    bool refused_ = false;

public:
    bool refused() const { return refused_; }
};

std::string childPointer(const std::string& pointer, const std::string& token) {
    std::string out = pointer;
    out += '/';
    for (char c : token) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

std::string childPointer(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

JsonSource::JsonSource(std::string file, std::string text, Diagnostics& out)
    : file_(std::move(file)), text_(std::move(text)) {
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < text_.size(); ++i)
        if (text_[i] == '\n') line_starts_.push_back(i + 1);
    if (text_.size() > kMaxFileBytes) {
        out.push_back({file_, 1, 1, "", fmt::format("file too large: {} bytes, at most {} (1 MiB)", text_.size(), kMaxFileBytes)});
        return;
    }
    parse(out);
}

void JsonSource::parse(Diagnostics& out) {
    std::size_t consumed = 0;
    CountingIterator first{text_.data(), text_.data(), &consumed};
    CountingIterator last{text_.data() + text_.size(), text_.data(), &consumed};
    PositionRecorder recorder(*this, consumed, out);
    const bool parsed = nlohmann::json::sax_parse(first, last, &recorder);
    ok_ = parsed && !recorder.is_errored() && !recorder.refused();
    if (!ok_) root_ = nullptr;
}

JsonSource JsonSource::fromFile(const std::string& path, const std::string& display, Diagnostics& out) {
    std::error_code ec;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    const bool readable = in && !std::filesystem::is_directory(path, ec);
    if (readable) buffer << in.rdbuf();
    if (!readable || in.bad()) {
        Diagnostics ignored;
        JsonSource failed(display, "", ignored);
        failed.ok_ = false;
        out.push_back({display, 0, 0, "", "cannot read file"});
        return failed;
    }
    return JsonSource(display, buffer.str(), out);
}

namespace {

/// The last parse of each file read by JsonSource::readFile: its document and diagnostics.
struct ParsedFile {
    std::shared_ptr<const JsonSource> source;
    Diagnostics diagnostics;
};

/// At most this many files are remembered (the shipped content is ~40; packs and user quests
/// add theirs): past it the cache starts again empty rather than grow without end.
constexpr std::size_t kMaxParsedFiles = 512;

std::mutex parsed_files_mutex;
std::map<std::pair<std::string, std::string>, ParsedFile> parsed_files;  // (path, display) -> last parse

}  // namespace

std::shared_ptr<const JsonSource> JsonSource::readFile(const std::string& path, const std::string& display,
                                                       Diagnostics& out) {
    std::error_code ec;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    const bool readable = in && !std::filesystem::is_directory(path, ec);
    if (readable) buffer << in.rdbuf();
    if (!readable || in.bad()) return std::make_shared<const JsonSource>(fromFile(path, display, out));
    std::string text = buffer.str();
    const auto key = std::make_pair(path, display);
    {
        std::lock_guard<std::mutex> lock(parsed_files_mutex);
        if (auto it = parsed_files.find(key); it != parsed_files.end() && it->second.source->text() == text) {
            out.insert(out.end(), it->second.diagnostics.begin(), it->second.diagnostics.end());
            return it->second.source;
        }
    }
    ParsedFile fresh;
    fresh.source = std::make_shared<const JsonSource>(display, std::move(text), fresh.diagnostics);
    out.insert(out.end(), fresh.diagnostics.begin(), fresh.diagnostics.end());
    std::lock_guard<std::mutex> lock(parsed_files_mutex);
    if (parsed_files.size() >= kMaxParsedFiles && !parsed_files.count(key)) parsed_files.clear();
    return (parsed_files[key] = std::move(fresh)).source;
}

std::pair<int, int> JsonSource::lineColumn(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) - 1;
    int column = 1;
    for (std::size_t i = *it; i < offset; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
    return {static_cast<int>(it - line_starts_.begin()) + 1, column};
}

std::optional<std::size_t> JsonSource::valueOffset(const std::string& pointer) const {
    std::string p = pointer;
    for (;;) {
        if (auto it = values_.find(p); it != values_.end()) return it->second;
        if (p.empty()) return std::nullopt;
        p.erase(p.rfind('/'));
    }
}

Diagnostic JsonSource::at(const std::string& pointer, std::string message) const {
    Diagnostic d{file_, 0, 0, pointer, std::move(message)};
    if (auto off = valueOffset(pointer)) std::tie(d.line, d.column) = lineColumn(*off);
    return d;
}

Diagnostic JsonSource::atKey(const std::string& pointer, std::string message) const {
    if (auto it = keys_.find(pointer); it != keys_.end()) {
        auto [line, column] = lineColumn(it->second);
        return {file_, line, column, pointer, std::move(message)};
    }
    return at(pointer, std::move(message));
}

Diagnostic JsonSource::atChar(const std::string& pointer, int index, std::string message) const {
    auto it = values_.find(pointer);
    if (it == values_.end() || it->second >= text_.size() || text_[it->second] != '"') return at(pointer, std::move(message));
    // Walk the raw string, counting decoded characters, to find the byte of character `index`.
    std::size_t p = it->second + 1;
    for (int n = 0; n < index && p < text_.size() && text_[p] != '"'; ++n) {
        if (text_[p] == '\\') p += (p + 1 < text_.size() && text_[p + 1] == 'u') ? 6 : 2;
        else do ++p; while (p < text_.size() && (static_cast<unsigned char>(text_[p]) & 0xC0) == 0x80);
    }
    auto [line, column] = lineColumn(p);
    return {file_, line, column, pointer, std::move(message)};
}

}  // namespace cata::content
