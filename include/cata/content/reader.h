// Typed readers of JSON content in the Cataclysm-DDA style: mandatory and optional fields,
// type and range checks, string-named enums, unknown keys reported with "did you mean".
// Every problem is appended to the context's diagnostics; reading goes on after a problem.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/json_source.h"
#include "cata/core/geometry.h"
#include "cata/core/text.h"

namespace cata::content {

using nlohmann::json;

/// Documented limits (docs/content-format.md, "Limits").
inline constexpr std::size_t kMaxTextChars = 4000;
inline constexpr std::size_t kMaxIdChars = 48;

/// Where diagnostics go while reading one file.
struct Context {
    const JsonSource& src;
    Diagnostics& out;
    /// A problem with the value at `pointer`.
    void error(const std::string& pointer, std::string message) const { out.push_back(src.at(pointer, std::move(message))); }
    /// A problem with the key of the member at `pointer`.
    void keyError(const std::string& pointer, std::string message) const { out.push_back(src.atKey(pointer, std::move(message))); }
};

/// "a string", "an integer", "an object"… for "expected X, found Y".
std::string describe(const json& v);

/// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
std::optional<std::string> closest(std::string_view word, const std::vector<std::string>& candidates);
/// "; did you mean \"x\"?" or "".
std::string didYouMean(std::string_view word, const std::vector<std::string>& candidates);
/// "a, b, c".
std::string joined(const std::vector<std::string>& words);

/// A JSON name of an enum value.
template <class E>
struct EnumName {
    std::string_view name;
    E value;
};

/// An integer in [min, max]; reports "expected an integer from 0 to 20, found 25".
std::optional<int> readInt(const Context& ctx, const json& v, const std::string& ptr, int min, int max);
std::optional<bool> readBool(const Context& ctx, const json& v, const std::string& ptr);
/// A string of at most `max_chars` characters.
std::optional<std::string> readString(const Context& ctx, const json& v, const std::string& ptr, std::size_t max_chars = kMaxTextChars);
/// A snake_case id: `[a-z][a-z0-9_]*`, at most 48 characters.
std::optional<std::string> readId(const Context& ctx, const json& v, const std::string& ptr);
/// `{"en": …, "fr": …}`, both required.
std::optional<LocalText> readText(const Context& ctx, const json& v, const std::string& ptr);
/// `[x, y]` with x, y ≥ 0.
std::optional<Pos> readPos(const Context& ctx, const json& v, const std::string& ptr);
/// True when `v` is an array (else reports "expected an array, found …").
bool expectArray(const Context& ctx, const json& v, const std::string& ptr);
/// True when `v` is an array of at most `max` elements (else reports "expected an array, found
/// …" or "too many <what>: N, at most M"): the limits of docs/robustness.md, "Content limits".
bool expectArray(const Context& ctx, const json& v, const std::string& ptr, std::size_t max, std::string_view what);

/// One of `names`; reports `unknown <what> "x"; expected one of a, b, c` (+ did you mean).
template <class E>
std::optional<E> readEnum(const Context& ctx, const json& v, const std::string& ptr, std::string_view what,
                          std::span<const EnumName<E>> names) {
    auto s = readString(ctx, v, ptr);
    if (!s) return std::nullopt;
    std::vector<std::string> all;
    for (const auto& n : names) {
        if (n.name == *s) return n.value;
        all.emplace_back(n.name);
    }
    ctx.error(ptr, "unknown " + std::string(what) + " \"" + *s + "\"; expected one of " + joined(all) + didYouMean(*s, all));
    return std::nullopt;
}

/// Reads the members of one JSON object. Keys not asked for are reported as unknown (with a
/// suggestion) when the reader is destroyed; keys starting with "//" are comments.
class ObjectReader {
public:
    /// Reports "expected an object, found …" when `v` is not an object (then `ok()` is false).
    /// `top_level` allows the "$schema" key.
    ObjectReader(const Context& ctx, const json& v, std::string pointer, bool top_level = false);
    ObjectReader(const ObjectReader&) = delete;
    ObjectReader& operator=(const ObjectReader&) = delete;
    ~ObjectReader();

    bool ok() const { return obj_ != nullptr; }
    const std::string& pointer() const { return pointer_; }
    const Context& context() const { return ctx_; }
    /// The pointer of member `key`.
    std::string at(std::string_view key) const;
    /// Marks `key` as known; the member, or null when absent.
    const json* optional(std::string_view key);
    /// As `optional`, reporting `missing required key "k"` at the object when absent.
    const json* required(std::string_view key);
    /// Marks every present key as known (after a problem that makes the rest meaningless).
    void ignoreRest() { ignore_rest_ = true; }

    std::optional<int> integer(std::string_view key, int min, int max);
    int integer(std::string_view key, int fallback, int min, int max);
    std::optional<std::string> string(std::string_view key);
    std::optional<std::string> id(std::string_view key);
    std::optional<LocalText> text(std::string_view key);
    bool boolean(std::string_view key, bool fallback);
    template <class E>
    std::optional<E> enumeration(std::string_view key, std::string_view what, std::span<const EnumName<E>> names) {
        const json* v = required(key);
        return v ? readEnum(ctx_, *v, at(key), what, names) : std::nullopt;
    }
    template <class E>
    E enumeration(std::string_view key, E fallback, std::string_view what, std::span<const EnumName<E>> names) {
        const json* v = optional(key);
        return v ? readEnum(ctx_, *v, at(key), what, names).value_or(fallback) : fallback;
    }

private:
    const Context& ctx_;
    const json* obj_ = nullptr;
    std::string pointer_;
    bool top_level_ = false;
    bool ignore_rest_ = false;
    std::vector<std::string> known_;
};

}  // namespace cata::content

namespace cata {
enum class Characteristic;
}

namespace cata::content {

/// A characteristic key (`m_at`, `defence`, … `ap`).
std::optional<Characteristic> readCharacteristic(const Context& ctx, const json& v, const std::string& ptr);

}  // namespace cata::content
