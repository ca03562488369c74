// See reply_check.h. This file is compiled without coverage instrumentation, so the nlohmann
// code it instantiates must not be shared with the instrumented code (the linker keeps one copy
// of an inline function, and the engine's own parsing of command lines must keep its coverage).
// It is compiled without JSON_DIAGNOSTICS, which the content library defines: nlohmann then
// puts everything in another inline namespace (json_abi_v3_11_2, not json_abi_diag_v3_11_2), so
// no function here has the name of one the engine uses.
#include "reply_check.h"

#include <array>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>

#if defined(JSON_DIAGNOSTICS) && JSON_DIAGNOSTICS
#error "reply_check.cpp must be compiled without JSON_DIAGNOSTICS (see above)"
#endif
#include <nlohmann/json.hpp>

namespace cata::fuzz {
namespace {

/// The top-level "ok" and "error" of a reply, read without building the document (a reply may
/// hold a whole state view, and building it would cost more than the command did).
class ReplyFields final : public nlohmann::json_sax<nlohmann::json> {
public:
    bool object = false;               // the reply is a JSON object
    std::optional<bool> ok;            // its "ok", when a boolean
    std::optional<std::string> error;  // its "error", when a string

    bool null() override { return true; }
    bool boolean(bool b) override {
        if (depth_ == 1 && key_ == "ok") ok = b;
        return true;
    }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t& s) override {
        if (depth_ == 1 && key_ == "error") error = s;
        return true;
    }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override {
        if (depth_++ == 0) object = true;
        return true;
    }
    bool key(string_t& k) override {
        if (depth_ == 1) key_ = k;
        return true;
    }
    bool end_object() override { return --depth_, true; }
    bool start_array(std::size_t) override { return ++depth_, true; }
    bool end_array() override { return --depth_, true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

private:
    int depth_ = 0;
    std::string key_;
};

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz property broken: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

/// The replies already found good, by their hash and length, in a table of fixed size: nothing
/// is allocated after the first input, so libFuzzer's count of allocations and frees per input
/// (its cue for a leak check) is not disturbed. A slot holds the last reply that hashed to it.
struct GoodReplies {
    struct Slot {
        std::size_t hash = 0;
        std::size_t size = 0;  // 0: empty (an empty reply is never good)
    };
    static constexpr std::size_t kSlots = std::size_t{1} << 16;
    std::array<Slot, kSlots> slots{};

    Slot& slot(std::size_t hash) { return slots[hash % kSlots]; }
};

}  // namespace

void checkReply(const std::string& reply) {
    // Replies already found good are not parsed again: every input starts from the same game,
    // so the same replies (the first legal list, the state after a common first action) come
    // back in most inputs. A reply is known by its 64-bit hash and its length (a collision
    // with a good reply is about one in 2^64 per lookup).
    static GoodReplies good;
    const std::size_t hash = std::hash<std::string>{}(reply);
    GoodReplies::Slot& known = good.slot(hash);
    if (known.size == reply.size() && known.hash == hash && !reply.empty()) return;
    ReplyFields r;
    if (!nlohmann::json::sax_parse(reply, &r) || !r.object || !r.ok) fail("a reply without \"ok\": " + reply);
    if (!*r.ok && (!r.error || r.error->empty())) fail("an error reply without a message: " + reply);
    known = {hash, reply.size()};
}

}  // namespace cata::fuzz
