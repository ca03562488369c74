// JSON syntax errors, limits and positions (json_source.h): every message names the line and
// column of the offending character, what was expected and what was found.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "support/paths.h"
#include "cata/content/json_source.h"
#include "cata/content/validate.h"
#include "fixtures.h"

namespace {

using namespace cata::content;
using namespace cata::content::test;

Lines spellsFile(const std::string& text) { return problems(text, ContentKind::Spells); }

}  // namespace

TEST_CASE("A missing comma between members is a syntax error at the next key") {
    CHECK(spellsFile(R"({"spells": [] "x": 1})") == Lines{R"(test.json:1:15: /: syntax error: expected ',' or '}' after an object member, found '"')"});
}

TEST_CASE("A trailing comma in an object asks for a key") {
    CHECK(spellsFile("{\"spells\": [],\n}") == Lines{"test.json:2:1: /: syntax error: expected a key in double quotes, found '}'"});
}

TEST_CASE("A missing colon after a key") {
    CHECK(spellsFile(R"({"spells" []})") == Lines{"test.json:1:11: /: syntax error: expected ':' after an object key, found '['"});
}

TEST_CASE("A missing comma between array elements") {
    CHECK(spellsFile(R"({"spells": [1 2]})") == Lines{"test.json:1:15: /: syntax error: expected ',' or ']' after an array element, found '2'"});
}

TEST_CASE("A raw line break inside a string points at the line break") {
    CHECK(spellsFile("{\"spells\": \"ab\ncd\"}") ==
          Lines{"test.json:1:15: /: syntax error: invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n"});
}

TEST_CASE("A misspelt literal") {
    CHECK(spellsFile("{\"spells\":\n  tru}") == Lines{"test.json:2:3: /: syntax error: expected a value, found 'tru'"});
}

TEST_CASE("An empty file") {
    CHECK(spellsFile("") == Lines{"test.json:1:1: /: syntax error: expected a value, found end of file"});
}

TEST_CASE("An unterminated document") {
    CHECK(spellsFile("{\"spells\": [\n") == Lines{"test.json:2:1: /: syntax error: expected a value, found end of file"});
}

TEST_CASE("Text after the top-level value") {
    CHECK(spellsFile(R"({"spells": []} {})") == Lines{"test.json:1:16: /: syntax error: expected end of file after the top-level value, found '{'"});
}

TEST_CASE("Nesting deeper than 32 levels is refused") {
    const std::string deep = "{\"spells\": " + std::string(32, '[') + std::string(32, ']') + "}";
    std::string pointer = "/spells";
    for (int i = 0; i < 31; ++i) pointer += "/0";
    CHECK(spellsFile(deep) == Lines{"test.json:1:43: " + pointer + ": nesting too deep: at most 32 levels"});
}

TEST_CASE("A file over 1 MiB is refused") {
    const std::string big = "{\"spells\": [], \"//\": \"" + std::string(1024 * 1024, 'x') + "\"}";
    CHECK(spellsFile(big) == Lines{"test.json:1:1: /: file too large: " + std::to_string(big.size()) + " bytes, at most 1048576 (1 MiB)"});
}

TEST_CASE("A file that cannot be read") {
    CHECK(validateFiles({"/nonexistent/quest.json"}, cata::test_paths::sourceDir()) == Diagnostics{{"/nonexistent/quest.json", 0, 0, "", "cannot read file"}});
}

TEST_CASE("A duplicate key points at its second occurrence") {
    CHECK(spellsFile(R"({"spells": [], "spells": []})") == Lines{R"(test.json:1:16: /spells: duplicate key "spells")"});
}

TEST_CASE("Columns count characters, not bytes") {
    CHECK(spellsFile(R"({"spells": [], "clé": 1, "x": 2})") ==
          Lines{R"(test.json:1:16: /clé: unknown key "clé"; expected one of spells)",
                R"(test.json:1:26: /x: unknown key "x"; expected one of spells)"});
}

TEST_CASE("Values and keys are found by JSON pointer") {
    Diagnostics out;
    JsonSource src("f.json", "{\n  \"a/b\": [10, {\"k~\": true}],\n  \"c\": \"x\"\n}", out);
    REQUIRE(out.empty());
    CHECK(src.at("/a~1b/1/k~0", "m").format() == "f.json:2:22: /a~1b/1/k~0: m");
    CHECK(src.atKey("/a~1b/1/k~0", "m").format() == "f.json:2:16: /a~1b/1/k~0: m");
    CHECK(src.at("/a~1b/0", "m").format() == "f.json:2:11: /a~1b/0: m");
    CHECK(src.atKey("/c", "m").format() == "f.json:3:3: /c: m");
    CHECK(src.at("/c", "m").format() == "f.json:3:8: /c: m");
    CHECK(src.atChar("/c", 0, "m").format() == "f.json:3:9: /c: m");
    CHECK(src.at("", "m").format() == "f.json:1:1: /: m");
}

TEST_CASE("A file read again unchanged is not parsed again, an edited one always is, its problems each time") {
    std::string pattern = (std::filesystem::temp_directory_path() / "cata_read_file-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()));
    const std::filesystem::path dir = pattern;
    const std::string path = (dir / "spells.json").string();
    const auto write = [&](const std::string& text) {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << text;
    };
    write(R"({"spells": [] "x": 1})");
    Diagnostics first, second;
    const auto a = JsonSource::readFile(path, "spells.json", first);
    const auto b = JsonSource::readFile(path, "spells.json", second);
    CHECK(a == b);  // the same document, shared
    REQUIRE(first.size() == 1);
    CHECK(second.size() == 1);  // its problem reported again with it
    CHECK(second.front().message == first.front().message);
    CHECK_FALSE(b->ok());

    // The same size, other bytes (a fix typed over the error): parsed again, now clean.
    write(R"({"spells": [], "x":1})");
    Diagnostics third;
    const auto c = JsonSource::readFile(path, "spells.json", third);
    CHECK(c != b);
    CHECK(third.empty());
    CHECK(c->ok());
    CHECK(c->root()["x"] == 1);

    // Another display name for the same file is another entry (its diagnostics name it).
    Diagnostics fourth;
    const auto d = JsonSource::readFile(path, "other.json", fourth);
    CHECK(d != c);
    CHECK(d->file() == "other.json");

    // A file gone is "cannot read file", never a remembered document.
    std::filesystem::remove(path);
    Diagnostics fifth;
    const auto e = JsonSource::readFile(path, "spells.json", fifth);
    CHECK_FALSE(e->ok());
    REQUIRE(fifth.size() == 1);
    CHECK(fifth.front().message == "cannot read file");
    std::filesystem::remove_all(dir);
}
