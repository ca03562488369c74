// Typed readers of JSON content (reader.h).
#include "cata/content/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>

namespace cata::content {

namespace {

/// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

std::size_t utf8Length(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool validId(const std::string& s) {
    if (s.empty() || s.size() > kMaxIdChars || s[0] < 'a' || s[0] > 'z') return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

}  // namespace

std::string describe(const json& v) {
    switch (v.type()) {
        case json::value_t::null: return "null";
        case json::value_t::boolean: return "a boolean";
        case json::value_t::string: return "a string";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned: return "an integer";
        case json::value_t::number_float: return "a decimal number";
        case json::value_t::object: return "an object";
        case json::value_t::array: return "an array";
        default: return "something else";
    }
}

std::optional<std::string> closest(std::string_view word, const std::vector<std::string>& candidates) {
    const std::size_t limit = word.size() <= 3 ? 1 : word.size() <= 6 ? 2 : 3;
    std::optional<std::string> best;
    std::size_t best_distance = limit + 1;
    for (const auto& c : candidates) {
        // The distance is at least the difference in length: skip the quadratic computation
        // (a 4,000-character value against 4,096 object ids stays cheap).
        if ((word.size() > c.size() ? word.size() - c.size() : c.size() - word.size()) > limit) continue;
        const std::size_t d = editDistance(word, c);
        if (d < best_distance) {
            best_distance = d;
            best = c;
        }
    }
    return best;
}

std::string didYouMean(std::string_view word, const std::vector<std::string>& candidates) {
    const auto best = closest(word, candidates);
    return best ? fmt::format("; did you mean \"{}\"?", *best) : "";
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

std::optional<int> readInt(const Context& ctx, const json& v, const std::string& ptr, int min, int max) {
    const std::string range = max == INT_MAX ? fmt::format("an integer of at least {}", min) : fmt::format("an integer from {} to {}", min, max);
    if (!v.is_number_integer()) {
        ctx.error(ptr, fmt::format("expected {}, found {}", range, v.is_number_float() ? v.dump() : describe(v)));
        return std::nullopt;
    }
    // Non-negative integers parse as unsigned; they may exceed the int64 range.
    const bool fits = v.is_number_unsigned()
                          ? v.get<std::uint64_t>() <= static_cast<std::uint64_t>(max) && static_cast<std::int64_t>(v.get<std::uint64_t>()) >= min
                          : v.get<std::int64_t>() >= min && v.get<std::int64_t>() <= max;
    if (!fits) {
        ctx.error(ptr, fmt::format("expected {}, found {}", range, v.dump()));
        return std::nullopt;
    }
    return v.get<int>();
}

std::optional<bool> readBool(const Context& ctx, const json& v, const std::string& ptr) {
    if (!v.is_boolean()) {
        ctx.error(ptr, fmt::format("expected true or false, found {}", describe(v)));
        return std::nullopt;
    }
    return v.get<bool>();
}

std::optional<std::string> readString(const Context& ctx, const json& v, const std::string& ptr, std::size_t max_chars) {
    if (!v.is_string()) {
        ctx.error(ptr, fmt::format("expected a string, found {}", describe(v)));
        return std::nullopt;
    }
    const auto& s = v.get_ref<const std::string&>();
    if (const std::size_t n = utf8Length(s); n > max_chars) {
        ctx.error(ptr, fmt::format("text too long: {} characters, at most {}", n, max_chars));
        return std::nullopt;
    }
    return s;
}

std::optional<std::string> readId(const Context& ctx, const json& v, const std::string& ptr) {
    auto s = readString(ctx, v, ptr);
    if (s && !validId(*s)) {
        ctx.error(ptr, fmt::format("invalid id \"{}\"; expected lower-case snake_case ([a-z][a-z0-9_]*, at most {} characters)", *s, kMaxIdChars));
        return std::nullopt;
    }
    return s;
}

std::optional<LocalText> readText(const Context& ctx, const json& v, const std::string& ptr) {
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return std::nullopt;
    auto en = r.string("en");
    auto fr = r.string("fr");
    if (!en || !fr) return std::nullopt;
    return LocalText{*en, *fr};
}

std::optional<Pos> readPos(const Context& ctx, const json& v, const std::string& ptr) {
    if (!v.is_array() || v.size() != 2) {
        ctx.error(ptr, fmt::format("expected a square [x, y], found {}", v.is_array() ? fmt::format("an array of {} elements", v.size()) : describe(v)));
        return std::nullopt;
    }
    auto x = readInt(ctx, v[0], childPointer(ptr, 0), 0, INT_MAX);
    auto y = readInt(ctx, v[1], childPointer(ptr, 1), 0, INT_MAX);
    if (!x || !y) return std::nullopt;
    return Pos{*x, *y};
}

bool expectArray(const Context& ctx, const json& v, const std::string& ptr) {
    if (v.is_array()) return true;
    ctx.error(ptr, fmt::format("expected an array, found {}", describe(v)));
    return false;
}

bool expectArray(const Context& ctx, const json& v, const std::string& ptr, std::size_t max, std::string_view what) {
    if (!expectArray(ctx, v, ptr)) return false;
    if (v.size() <= max) return true;
    ctx.error(ptr, fmt::format("too many {}: {}, at most {}", what, v.size(), max));
    return false;
}

ObjectReader::ObjectReader(const Context& ctx, const json& v, std::string pointer, bool top_level)
    : ctx_(ctx), pointer_(std::move(pointer)), top_level_(top_level) {
    if (v.is_object()) obj_ = &v;
    else ctx_.error(pointer_, fmt::format("expected an object, found {}", describe(v)));
}

ObjectReader::~ObjectReader() {
    if (!obj_ || ignore_rest_) return;
    for (const auto& [key, value] : obj_->items()) {
        if (key.rfind("//", 0) == 0 || (top_level_ && key == "$schema")) continue;
        if (std::find(known_.begin(), known_.end(), key) != known_.end()) continue;
        std::string msg = fmt::format("unknown key \"{}\"", key);
        if (auto best = closest(key, known_)) msg += fmt::format("; did you mean \"{}\"?", *best);
        else if (!known_.empty()) msg += "; expected one of " + joined(known_);
        ctx_.keyError(childPointer(pointer_, key), std::move(msg));
    }
}

std::string ObjectReader::at(std::string_view key) const { return childPointer(pointer_, std::string(key)); }

const json* ObjectReader::optional(std::string_view key) {
    if (std::find(known_.begin(), known_.end(), key) == known_.end()) known_.emplace_back(key);
    if (!obj_) return nullptr;
    auto it = obj_->find(key);
    return it == obj_->end() ? nullptr : &*it;
}

const json* ObjectReader::required(std::string_view key) {
    const json* v = optional(key);
    if (!v && obj_) ctx_.error(pointer_, fmt::format("missing required key \"{}\"", key));
    return v;
}

std::optional<int> ObjectReader::integer(std::string_view key, int min, int max) {
    const json* v = required(key);
    return v ? readInt(ctx_, *v, at(key), min, max) : std::nullopt;
}

int ObjectReader::integer(std::string_view key, int fallback, int min, int max) {
    const json* v = optional(key);
    return v ? readInt(ctx_, *v, at(key), min, max).value_or(fallback) : fallback;
}

std::optional<std::string> ObjectReader::string(std::string_view key) {
    const json* v = required(key);
    return v ? readString(ctx_, *v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::id(std::string_view key) {
    const json* v = required(key);
    return v ? readId(ctx_, *v, at(key)) : std::nullopt;
}

std::optional<LocalText> ObjectReader::text(std::string_view key) {
    const json* v = required(key);
    return v ? readText(ctx_, *v, at(key)) : std::nullopt;
}

bool ObjectReader::boolean(std::string_view key, bool fallback) {
    const json* v = optional(key);
    return v ? readBool(ctx_, *v, at(key)).value_or(fallback) : fallback;
}

}  // namespace cata::content

#include "cata/core/characteristics.h"

namespace cata::content {

std::optional<Characteristic> readCharacteristic(const Context& ctx, const json& v, const std::string& ptr) {
    static const auto names = [] {
        std::vector<EnumName<Characteristic>> n;
        for (int i = 0; i < kCharacteristicCount; ++i) n.push_back({kCharacteristicKeys[i], static_cast<Characteristic>(i)});
        return n;
    }();
    return readEnum<Characteristic>(ctx, v, ptr, "characteristic", names);
}

}  // namespace cata::content
