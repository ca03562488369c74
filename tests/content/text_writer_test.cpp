// The content layer's JSON text writer (src/content/json_io.h, TextWriter): members in key order
// as nlohmann's objects keep them, the last value of a key written twice, and the order it
// remembers for a list of keys (TextWriter::sortMembers) used only for the keys it sorts.
// Every shipped quest's states and legal lists are checked against their documents' dumps in
// tests/invariants/json_text_test.cpp.
#include <catch2/catch.hpp>

#include <string>

#include "json_io.h"

using namespace cata;
using content::jsonio::TextWriter;

namespace {

/// One object of two int members, keyed by the text of `a` and `b` as they are now.
std::string twoMembers(const std::string& a, const std::string& b) {
    const content::JsonNames names;
    TextWriter w(names);
    w.field(a, 1);
    w.field(b, 2);
    std::string out;
    w.finish(out);
    return out;
}

}  // namespace

TEST_CASE("TextWriter: members in key order, the order remembered only for the keys it sorts", "[json_text]") {
    // Two keys kept in the same two buffers (short strings: their text stays at the same address
    // when it changes), so the remembered order is looked up by the same addresses and sizes.
    std::string a = "zeta", b = "alpha";
    CHECK(twoMembers(a, b) == R"({"alpha":2,"zeta":1})");
    CHECK(twoMembers(a, b) == R"({"alpha":2,"zeta":1})");  // the order remembered
    a = "beta";                                            // same address and size as "zeta"
    b = "gamma";                                           // same address and size as "alpha": now already in order
    CHECK(twoMembers(a, b) == R"({"beta":1,"gamma":2})");
    a = "zulu";
    b = "delta";
    CHECK(twoMembers(a, b) == R"({"delta":2,"zulu":1})");
    a = "same";
    b = "same!";  // a prefix sorts first
    CHECK(twoMembers(b, a) == R"({"same":2,"same!":1})");
    CHECK(twoMembers(a, b) == R"({"same":1,"same!":2})");
}

TEST_CASE("TextWriter: a key written twice keeps its last value, in the order remembered too", "[json_text]") {
    const content::JsonNames names;
    for (int round = 0; round < 3; ++round) {
        INFO("round " << round);
        TextWriter w(names);
        w.field("k", 1);
        w.field("b", round);
        w.field("k", 3);
        w.field("a", true);
        std::string out;
        w.finish(out);
        CHECK(out == R"({"a":true,"b":)" + std::to_string(round) + R"(,"k":3})");
    }
}
