// The whole library (library.h) and `catakombes validate` (validate.h): every shipped file
// loads, and validation reports files as named on the command line.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <sstream>

#include "support/paths.h"
#include "cata/content/library.h"
#include "cata/content/validate.h"
#include "fixtures.h"

namespace {

using namespace cata::content;
using namespace cata::content::test;

std::string dataDir() {
    const char* env = std::getenv("CATAKOMBES_DATA");
    return env && *env ? env : cata::test_paths::sourceDir();
}

std::string joinedLines(const Diagnostics& diags) {
    std::string out;
    for (const auto& d : diags) out += d.format() + "\n";
    return out;
}

}  // namespace

TEST_CASE("Every shipped file loads and validates") {
    const LoadReport report = loadContent(dataDir());
    INFO(joinedLines(report.diagnostics));
    CHECK(report.diagnostics.empty());
    CHECK(report.library.ruleset.id == "standard");
    CHECK_FALSE(report.library.spells.empty());
    CHECK_FALSE(report.library.cards.empty());
    CHECK(report.library.quests.size() >= 6);
    CHECK(report.library.broken_quests.empty());
    for (const auto& q : report.library.quests) {
        INFO(q.id);
        CHECK(q.zone(q.hero_zone) != nullptr);
        CHECK(q.width > 0);
        CHECK(q.height > 0);
    }
    std::ostringstream out;
    CHECK(runValidate({}, true, dataDir(), out) == 0);
    CHECK(out.str().rfind("all ", 0) == 0);
}

TEST_CASE("validate names files as given and sums up the problems") {
    std::ostringstream out;
    const int code = runValidate({"/nonexistent/a.json", "/nonexistent/b.json"}, false, dataDir(), out);
    CHECK(code == 1);
    CHECK(out.str() ==
          "/nonexistent/a.json:0:0: /: cannot read file\n"
          "/nonexistent/b.json:0:0: /: cannot read file\n"
          "2 problems in 2 files\n");
}

TEST_CASE("validate of a clean fixture file says it is valid") {
    std::ostringstream out;
    const int code = runValidate({std::string(cata::test_paths::sourceDir()) + "/tests/content/fixtures/good-quest.json"}, false, dataDir(), out);
    CHECK(out.str() == "all 1 file is valid\n");
    CHECK(code == 0);
}

TEST_CASE("validate of a fixture with several problems reports them all, in file order") {
    std::ostringstream out;
    const std::string file = std::string(cata::test_paths::sourceDir()) + "/tests/content/fixtures/broken-quest.json";
    const int code = runValidate({file}, false, dataDir(), out);
    CHECK(code == 1);
    CHECK(out.str() == file + ":1:1: /: missing required key \"title\"\n" +
                           file + ":2:9: /id: invalid id \"Broken Quest\"; expected lower-case snake_case ([a-z][a-z0-9_]*, at most 48 characters)\n" +
                           file + ":3:13: /number: expected an integer of at least 1, found a string\n" +
                           file + ":4:3: /titel: unknown key \"titel\"; did you mean \"title\"?\n" +
                           "4 problems in 1 file\n");
}

TEST_CASE("Play 7 #23: the shipped quests' texts have none of the rulebook's slips of grammar") {
    const LoadReport report = loadContent(dataDir());
    // English: "a adjacent", "an other", "the same zone than", "do a pick the lock test";
    // French: "de Irf", "prends" for "prend", capitals without their accent ("A tout", "Eliminer").
    const std::vector<std::pair<std::string, std::regex>> english = {
        {"a before a vowel", std::regex(R"(\b[Aa] (?!one\b|u[nst])[aeiouAEIOU])")},
        {"an before a consonant",
         std::regex(R"(\b[Aa]n (?![hH]our|[hH]onest|[hH]eir)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z])")},
        {"an other", std::regex(R"(\b[Aa]n other\b)")},
        {"same … than", std::regex(R"(\bsame( \w+)? than\b)")},
        {"a pick the lock test", std::regex(R"(pick the lock test)")},
    };
    const std::vector<std::pair<std::string, std::regex>> french = {
        {"de before a vowel", std::regex(R"(\b[dD]e (Irf|Esterella|[aeiouAEIOU]\w))")},
        {"prends for prend", std::regex(R"(\bprends\b)")},
        {"A for À", std::regex(R"((^|[.!?] )A )")},
        {"E for É", std::regex(R"((^|[.!?] )(Eliminer|Etre|Etat|Ecole))")},
    };
    for (const auto& q : report.library.quests) {
        std::vector<std::pair<std::string, const cata::LocalText*>> texts = {
            {"title", &q.title}, {"introduction", &q.introduction}, {"objective", &q.objective}};
        for (const auto& z : q.zones) texts.emplace_back("zone " + z.id, &z.name);
        for (const auto& i : q.items) texts.emplace_back("item " + i.id, &i.name);
        for (const auto& a : q.special_actions) {
            texts.emplace_back("special action " + a.id, &a.name);
            texts.emplace_back("special action " + a.id + " text", &a.text);
        }
        for (const auto& [where, text] : texts) {
            for (const auto& [slip, re] : english) {
                INFO(q.id << " " << where << " (en): " << slip << ": " << text->en);
                CHECK_FALSE(std::regex_search(text->en, re));
            }
            for (const auto& [slip, re] : french) {
                INFO(q.id << " " << where << " (fr): " << slip << ": " << text->fr);
                CHECK_FALSE(std::regex_search(text->fr, re));
            }
        }
    }
}
