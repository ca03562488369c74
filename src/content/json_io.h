// Private to the content layer: one description per struct of its JSON members, used both ways.
// An `io(f, x)` function lists the members of `x` as `f.field("key", x.member, Ref::...)`;
// `JsonWriter` turns them into a JSON object, `JsonReader` fills them from one, strictly
// (missing keys, wrong types, unknown keys and unknown ids are FormErrors with a path).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/action_json.h"
#include "cata/content/reader.h"

namespace cata::content::jsonio {

using nlohmann::json;

/// What an `int` member refers to (written as an id, -1 as null).
enum class Ref { None, Character, Object, Item, Special };

// ---- Enum names, in enum order ----
inline constexpr std::string_view kSides[] = {"heroes", "master"};
inline constexpr std::string_view kPresences[] = {"on_board", "down", "casualty", "dead", "exited"};
inline constexpr std::string_view kDecisionKinds[] = {"block", "destiny_reroll", "destiny_cancel"};
inline constexpr std::string_view kLocations[] = {"head", "chest", "arm", "leg"};
inline constexpr std::string_view kPowerFaces[] = {"blank", "I", "I*"};
inline constexpr std::string_view kStatusChanges[] = {"caught_fire", "fire_went_out", "poisoned", "cured",
                                                      "webbed", "broke_free", "stunned", "went_down",
                                                      "stood_up", "died", "left_board", "exited"};
inline constexpr std::string_view kObjectChanges[] = {"opened", "closed", "lock_picked", "damaged",
                                                      "broken_down", "trap_sprung", "trap_avoided", "trap_revealed"};
inline constexpr std::string_view kUnexpectedEvents[] = {"hero_catches_fire", "master_extra_ap",
                                                         "reinforcements_succeed", "nothing", "fairy_heal"};

inline std::span<const std::string_view> enumNames(Side) { return kSides; }
inline std::span<const std::string_view> enumNames(Presence) { return kPresences; }
inline std::span<const std::string_view> enumNames(DecisionKind) { return kDecisionKinds; }
inline std::span<const std::string_view> enumNames(Location) { return kLocations; }
inline std::span<const std::string_view> enumNames(PowerFace) { return kPowerFaces; }
inline std::span<const std::string_view> enumNames(StatusChange) { return kStatusChanges; }
inline std::span<const std::string_view> enumNames(ObjectChange) { return kObjectChanges; }
inline std::span<const std::string_view> enumNames(UnexpectedEventType) { return kUnexpectedEvents; }
inline std::span<const std::string_view> enumNames(Characteristic) { return kCharacteristicKeys; }
inline std::span<const std::string_view> enumNames(ModifierKey) { return kModifierKeys; }

/// "path.key" (or "key" when path is empty).
inline std::string member(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}
inline std::string element(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

[[noreturn]] inline void fail(const std::string& path, const std::string& what) { throw FormError(path + ": " + what); }

/// The byte offset of the first '[' or '{' of `text` nested deeper than `max` levels (strings
/// skipped), if any: a linear scan before parsing, so that no recursive walk of nlohmann (copy,
/// compare, dump) ever meets a document deeper than the documented limits.
inline std::optional<std::size_t> nestedDeeperThan(std::string_view text, std::size_t max) {
    std::size_t depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;  // the escaped character cannot end the string
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max) return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

/// Quoted list for messages: "\"a\", \"b\"".
inline std::string quotedList(std::span<const std::string_view> words) {
    std::string out;
    for (auto w : words) out += (out.empty() ? "\"" : ", \"") + std::string(w) + "\"";
    return out;
}

inline const std::vector<std::string>* refNames(const JsonNames& n, Ref r) {
    switch (r) {
        case Ref::Character: return &n.characters;
        case Ref::Object: return &n.objects;
        case Ref::Item: return &n.items;
        case Ref::Special: return &n.specials;
        case Ref::None: break;
    }
    return nullptr;
}

inline std::string_view refWhat(Ref r) {
    switch (r) {
        case Ref::Character: return "character";
        case Ref::Object: return "object";
        case Ref::Item: return "item";
        case Ref::Special: return "special action";
        case Ref::None: break;
    }
    return "value";
}

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};
template <class T>
struct IsVector : std::false_type {};
template <class T>
struct IsVector<std::vector<T>> : std::true_type {};

class JsonWriter;
class JsonReader;

// ---- Member lists shared by several files ----

/// A member added after saves existed (R44 solo_master...): written only when it differs from
/// `fallback` and read as `fallback` when missing, so old saves load and old hashes stay.
template <class F, class T>
void fieldSince(F& f, std::string_view key, T& v, const T& fallback) {
    if constexpr (std::is_same_v<F, JsonReader>) {
        if (f.in().contains(std::string(key))) f.field(key, v);
        else {
            f.allow(key);
            v = fallback;
        }
    } else if (v != fallback) {
        f.field(key, v);
    }
}

template <class F>
void io(F& f, GameOptions& o) {
    f.field("unexpected_events", o.unexpected_events);
    f.field("duel", o.duel);
    f.field("critical_hit", o.critical_hit);
    fieldSince(f, "solo_master", o.solo_master, false);  // R44
}
template <class F>
void io(F& f, GameResult& r) {
    f.field("winner", r.winner);
    f.field("reason", r.reason);
    f.field("rule", r.rule);
}
template <class F>
void io(F& f, Placement& p) {
    f.field("card", p.card);
    f.field("id", p.id);
    f.field("at", p.at);
}

/// Writes one value.
template <class T>
json toJson(const T& v, const JsonNames& names, Ref ref = Ref::None);

/// Writes a struct's members into a JSON object.
class JsonWriter {
public:
    explicit JsonWriter(const JsonNames& names) : names_(names), out_(json::object()) {}
    template <class T>
    void field(std::string_view key, const T& v, Ref ref = Ref::None) {
        out_[std::string(key)] = toJson(v, names_, ref);
    }
    json& out() { return out_; }
    const JsonNames& names() const { return names_; }

private:
    const JsonNames& names_;
    json out_;
};

template <class T>
json toJson(const T& v, const JsonNames& names, Ref ref) {
    if constexpr (std::is_same_v<T, bool>) {
        return v;
    } else if constexpr (std::is_same_v<T, int>) {
        if (ref == Ref::None) return v;
        if (v < 0) return nullptr;
        const auto* list = refNames(names, ref);
        if (list && static_cast<std::size_t>(v) < list->size()) return (*list)[static_cast<std::size_t>(v)];
        return v;  // no name known: the index itself
    } else if constexpr (std::is_same_v<T, std::string>) {
        return v;
    } else if constexpr (std::is_same_v<T, Pos>) {
        return json::array({v.x, v.y});
    } else if constexpr (std::is_enum_v<T>) {
        const auto all = enumNames(T{});
        const auto i = static_cast<std::size_t>(v);
        return i < all.size() ? json(std::string(all[i])) : json(static_cast<int>(v));
    } else if constexpr (IsOptional<T>::value) {
        return v ? toJson(*v, names, ref) : json(nullptr);
    } else if constexpr (IsVector<T>::value) {
        json a = json::array();
        for (const auto& x : v) a.push_back(toJson(x, names, ref));
        return a;
    } else {
        JsonWriter w(names);
        io(w, const_cast<T&>(v));  // NOLINT: writing never changes the value
        return std::move(w.out());
    }
}

/// Appends `s` as nlohmann's compact dump writes a JSON string: as it is when every byte is
/// printable ASCII other than '"' and '\', else by nlohmann itself (escapes, UTF-8: invalid
/// text throws when `strict`, as dump() does, and is replaced otherwise, as the engine's replies are).
inline void writeString(std::string& out, std::string_view s, bool strict) {
    const bool plain = std::all_of(s.begin(), s.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
    });
    if (!plain) {
        out += json(std::string(s))
                   .dump(-1, ' ', false, strict ? json::error_handler_t::strict : json::error_handler_t::replace);
        return;
    }
    out += '"';
    out += s;
    out += '"';
}

/// Appends one value as the compact dump of toJson(v, names, ref) reads, without building it.
template <class T>
void writeText(std::string& out, const T& v, const JsonNames& names, Ref ref, bool strict);

/// Writes a struct's members as JSON text: the same bytes as the compact dump of what JsonWriter
/// makes of it (the members in key order, as nlohmann's objects keep them), without building
/// the document — the state hash and the engine's legal list, which are written far more often
/// than they are read. `strict`: as writeString.
class TextWriter {
public:
    explicit TextWriter(const JsonNames& names, bool strict = true) : names_(names), strict_(strict) {
        members_.reserve(24);  // as many as the longest io() list (CharacterState: 23)
        text_.reserve(256);
    }
    /// Writes only the members named in `only` (the struct's own, not those of the structs in
    /// it): what an action pattern compares, without writing the rest.
    TextWriter(const JsonNames& names, bool strict, const std::set<std::string, std::less<>>& only)
        : TextWriter(names, strict) {
        only_ = &only;
    }
    template <class T>
    void field(std::string_view key, const T& v, Ref ref = Ref::None) {
        if (only_ && !only_->count(key)) return;
        const std::size_t begin = text_.size();
        writeText(text_, v, names_, ref, strict_);
        members_.push_back({key, begin, text_.size()});
    }
    /// A member given as JSON text already.
    void raw(std::string_view key, std::string_view text) {
        const std::size_t begin = text_.size();
        text_ += text;
        members_.push_back({key, begin, text_.size()});
    }
    /// A member given as a JSON document (dumped).
    void value(std::string_view key, const json& v) {
        raw(key, v.dump(-1, ' ', false, strict_ ? json::error_handler_t::strict : json::error_handler_t::replace));
    }
    /// Members as JSON text: each key (one of the io() lists' literals) with its value's text.
    using Members = std::vector<std::pair<std::string_view, std::string>>;
    /// Appends the object, `{"key":value,…}` with the keys in order; a key written twice keeps
    /// its last value, as JsonWriter's assignment does.
    void finish(std::string& out) {
        const auto key = [](const Member& m) { return m.key; };
        sortMembers();
        writeMembers(out, members_, key,
                     [this](const Member& m) { return std::string_view(text_).substr(m.begin, m.end - m.begin); });
    }
    /// The members written so far, in the order written.
    Members take() const {
        Members out;
        for (const Member& m : members_) out.emplace_back(m.key, text_.substr(m.begin, m.end - m.begin));
        return out;
    }
    /// Appends `members` as finish() does.
    static void writeObject(std::string& out, Members& members) {
        const auto key = [](const auto& m) { return m.first; };
        sortByKey(members, key);
        writeMembers(out, members, key, [](const auto& m) { return std::string_view(m.second); });
    }
    const JsonNames& names() const { return names_; }

private:
    struct Member {
        std::string_view key;    // one of the io() lists' literals
        std::size_t begin, end;  // its value's text in text_
    };
    /// a < b as std::string_view's operator< orders them, compared a character at a time: the
    /// keys are short and mostly differ in their first letter, and a call to memcmp for each
    /// comparison was most of the sort's time (libFuzzer intercepts memcmp).
    static bool keyLess(std::string_view a, std::string_view b) {
        const std::size_t n = std::min(a.size(), b.size());
        const char *p = a.data(), *q = b.data();
        for (std::size_t i = 0; i < n; ++i)
            if (p[i] != q[i]) return static_cast<unsigned char>(p[i]) < static_cast<unsigned char>(q[i]);
        return a.size() < b.size();
    }
    /// sortByKey(members_), with the order found for the same list of keys reused: a struct's
    /// io() list writes the same literals in the same order every time, so its members sort the
    /// same way (a character's 23 members, written a few hundred times per state hash). An order
    /// is known by the keys' addresses and sizes and only taken after checking that it does sort
    /// these members (ascending keys, equal keys in the order written), so a list of other keys
    /// that happened to share them is sorted afresh.
    void sortMembers() {
        constexpr std::size_t kMost = 32, kOrders = 64;
        const std::size_t n = members_.size();
        if (n < 2) return;
        const auto key = [](const Member& m) { return m.key; };
        if (n > kMost) return sortByKey(members_, key);
        struct Order {
            std::uint64_t id = 0;
            std::size_t n = 0;
            std::array<std::uint8_t, kMost> index{};  // the i-th member sorted is members_[index[i]]
        };
        thread_local std::array<Order, kOrders> orders{};
        std::uint64_t id = n;
        for (const Member& m : members_)
            id = (id ^ reinterpret_cast<std::uintptr_t>(m.key.data()) ^ (m.key.size() << 48)) * 0x100000001b3ULL;
        Order& known = orders[id % kOrders];
        std::array<Member, kMost> sorted;
        if (known.id == id && known.n == n) {
            bool ok = true;
            for (std::size_t i = 0; i < n && ok; ++i) {
                sorted[i] = members_[known.index[i]];
                if (i > 0) {
                    const std::string_view a = sorted[i - 1].key, b = sorted[i].key;
                    ok = keyLess(a, b) || (a == b && known.index[i - 1] < known.index[i]);
                }
            }
            if (ok) {
                std::copy_n(sorted.begin(), n, members_.begin());
                return;
            }
        }
        Order fresh{id, n, {}};
        for (std::size_t i = 0; i < n; ++i) fresh.index[i] = static_cast<std::uint8_t>(i);
        std::span<std::uint8_t> index(fresh.index.data(), n);
        sortByKey(index, [this](std::uint8_t i) { return members_[i].key; });
        for (std::size_t i = 0; i < n; ++i) sorted[i] = members_[fresh.index[i]];
        std::copy_n(sorted.begin(), n, members_.begin());
        known = fresh;
    }
    /// A stable insertion sort by key (an object has a few dozen members at most: no buffer).
    template <class V, class Key>
    static void sortByKey(V& v, Key key) {
        for (std::size_t i = 1; i < v.size(); ++i) {
            if (!keyLess(key(v[i]), key(v[i - 1]))) continue;  // already after the one before
            auto x = std::move(v[i]);
            std::size_t j = i;
            for (; j > 0 && keyLess(key(x), key(v[j - 1])); --j) v[j] = std::move(v[j - 1]);
            v[j] = std::move(x);
        }
    }
    /// `{"key":value,…}` of members sorted by key (plain ASCII keys); of a key written twice,
    /// the last value.
    template <class V, class Key, class Text>
    static void writeMembers(std::string& out, const V& members, Key key, Text text) {
        out += '{';
        bool first = true;
        for (std::size_t i = 0; i < members.size(); ++i) {
            if (i + 1 < members.size() && key(members[i + 1]) == key(members[i])) continue;
            if (!first) out += ',';
            first = false;
            out += '"';
            out += key(members[i]);
            out += "\":";
            out += text(members[i]);
        }
        out += '}';
    }

    const JsonNames& names_;
    bool strict_;
    const std::set<std::string, std::less<>>* only_ = nullptr;
    std::vector<Member> members_;
    std::string text_;  // every member's value, one after the other
};

template <class T>
void writeText(std::string& out, const T& v, const JsonNames& names, Ref ref, bool strict) {
    if constexpr (std::is_same_v<T, bool>) {
        out += v ? "true" : "false";
    } else if constexpr (std::is_same_v<T, int>) {
        if (ref != Ref::None && v < 0) {
            out += "null";
            return;
        }
        const auto* list = ref == Ref::None ? nullptr : refNames(names, ref);
        if (list && static_cast<std::size_t>(v) < list->size())
            writeString(out, (*list)[static_cast<std::size_t>(v)], strict);
        else
            out += std::to_string(v);              // a number, or an index with no name known
    } else if constexpr (std::is_integral_v<T>) {  // counts (std::size_t…), written as nlohmann writes numbers
        out += std::to_string(v);
    } else if constexpr (std::is_same_v<T, std::string>) {
        writeString(out, v, strict);
    } else if constexpr (std::is_same_v<T, Pos>) {
        out += '[';
        out += std::to_string(v.x);
        out += ',';
        out += std::to_string(v.y);
        out += ']';
    } else if constexpr (std::is_enum_v<T>) {
        const auto all = enumNames(T{});
        const auto i = static_cast<std::size_t>(v);
        if (i < all.size())
            writeString(out, all[i], strict);
        else
            out += std::to_string(static_cast<int>(v));
    } else if constexpr (IsOptional<T>::value) {
        if (v)
            writeText(out, *v, names, ref, strict);
        else
            out += "null";
    } else if constexpr (IsVector<T>::value) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out += ',';
            writeText(out, v[i], names, ref, strict);
        }
        out += ']';
    } else {
        TextWriter w(names, strict);
        io(w, const_cast<T&>(v));  // NOLINT: writing never changes the value
        w.finish(out);
    }
}

/// Reads a struct's members from a JSON object; `finish()` reports unknown keys.
class JsonReader {
public:
    /// `partial`: missing members are left as they are (and recorded as not given).
    JsonReader(const json& in, std::string path, const JsonNames& names, bool partial = false)
        : in_(in), path_(std::move(path)), names_(names), partial_(partial) {
        if (!in_.is_object()) fail(path_, "expected an object, found " + describe(in_));
    }
    template <class T>
    void field(std::string_view key, T& v, Ref ref = Ref::None) {
        known_.emplace_back(key);
        auto it = in_.find(std::string(key));
        if (it == in_.end()) {
            if (partial_) return;
            fail(path_, "missing \"" + std::string(key) + "\"");
        }
        given_.insert(std::string(key));
        read(*it, member(path_, key), v, ref);
    }
    /// Marks a key as allowed without reading it.
    void allow(std::string_view key) { known_.emplace_back(key); }
    /// Throws on a key no `field` or `allow` named.
    void finish() const {
        for (auto it = in_.begin(); it != in_.end(); ++it) {
            if (std::find(known_.begin(), known_.end(), it.key()) != known_.end()) continue;
            fail(member(path_, it.key()), "unknown key" + didYouMean(it.key(), known_));
        }
    }
    const std::set<std::string, std::less<>>& given() const { return given_; }
    const std::string& path() const { return path_; }
    const JsonNames& names() const { return names_; }
    const json& in() const { return in_; }

    /// Reads one value at `path`.
    template <class T>
    void read(const json& v, const std::string& path, T& out, Ref ref = Ref::None) const {
        if constexpr (std::is_same_v<T, bool>) {
            if (!v.is_boolean()) fail(path, "expected true or false, found " + describe(v));
            out = v.get<bool>();
        } else if constexpr (std::is_same_v<T, int>) {
            if (ref != Ref::None) {
                readRef(v, path, out, ref);
                return;
            }
            if (!v.is_number_integer()) fail(path, "expected an integer, found " + describe(v));
            const auto x = v.get<long long>();
            if (x < -2147483647LL || x > 2147483647LL) fail(path, "integer out of range");
            out = static_cast<int>(x);
        } else if constexpr (std::is_same_v<T, std::string>) {
            if (!v.is_string()) fail(path, "expected a string, found " + describe(v));
            out = v.get<std::string>();
        } else if constexpr (std::is_same_v<T, Pos>) {
            if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
                fail(path, "expected [x, y], found " + describe(v));
            const auto x = v[0].get<long long>(), y = v[1].get<long long>();
            if (x < -1000000 || x > 1000000 || y < -1000000 || y > 1000000) fail(path, "expected [x, y], coordinates out of range");
            out = Pos{static_cast<int>(x), static_cast<int>(y)};
        } else if constexpr (std::is_enum_v<T>) {
            const auto all = enumNames(T{});
            if (!v.is_string()) fail(path, "expected one of " + quotedList(all) + ", found " + describe(v));
            const auto s = v.get<std::string>();
            for (std::size_t i = 0; i < all.size(); ++i)
                if (all[i] == s) {
                    out = static_cast<T>(i);
                    return;
                }
            std::vector<std::string> words(all.begin(), all.end());
            fail(path, "unknown value \"" + s + "\"; expected one of " + quotedList(all) + didYouMean(s, words));
        } else if constexpr (IsOptional<T>::value) {
            if (v.is_null()) {
                out.reset();
                return;
            }
            typename T::value_type x{};
            read(v, path, x, ref);
            out = std::move(x);
        } else if constexpr (IsVector<T>::value) {
            if (!v.is_array()) fail(path, "expected an array, found " + describe(v));
            out.clear();
            for (std::size_t i = 0; i < v.size(); ++i) {
                typename T::value_type x{};
                read(v[i], element(path, i), x, ref);
                out.push_back(std::move(x));
            }
        } else {
            JsonReader r(v, path, names_);
            io(r, out);
            r.finish();
        }
    }

private:
    void readRef(const json& v, const std::string& path, int& out, Ref ref) const {
        const auto* list = refNames(names_, ref);
        if (v.is_null()) {
            out = -1;
            return;
        }
        if (v.is_number_integer()) {  // an index (written when no id was known)
            const auto x = v.get<long long>();
            if (x < 0 || !list || static_cast<std::size_t>(x) >= list->size())
                fail(path, "no " + std::string(refWhat(ref)) + " number " + std::to_string(x));
            out = static_cast<int>(x);
            return;
        }
        if (!v.is_string()) {
            const std::string what(refWhat(ref));
            const bool vowel = what[0] == 'a' || what[0] == 'i' || what[0] == 'o';
            fail(path, std::string(vowel ? "expected an " : "expected a ") + what + " id, found " + describe(v));
        }
        const auto s = v.get<std::string>();
        for (std::size_t i = 0; list && i < list->size(); ++i)
            if ((*list)[i] == s) {
                out = static_cast<int>(i);
                return;
            }
        fail(path, "no " + std::string(refWhat(ref)) + " \"" + s + "\"" + (list ? didYouMean(s, *list) : ""));
    }

    const json& in_;
    std::string path_;
    const JsonNames& names_;
    bool partial_ = false;
    std::vector<std::string> known_;
    std::set<std::string, std::less<>> given_;
};

}  // namespace cata::content::jsonio
