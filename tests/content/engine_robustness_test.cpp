// The engine protocol under hostile input (docs/robustness.md "Engine protocol"):
// enormous lines read with bounded memory, binary garbage, NUL bytes, invalid UTF-8, deep
// nesting, the end of input in the middle of a line, floods of commands, and the session's
// limits (undo depth, steps, forced dice). In process through LineReader, runEngine and
// EngineSession, then end to end with the real `catakombes engine` fed through a pipe.

#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "support/paths.h"
#include "engine_support.h"
#include "cata/content/engine_session.h"
#include "cata/core/rng.h"
#include "engine_process.h"

using namespace cata;
using namespace cata::content;
using nlohmann::json;

namespace {

using cata::content::test::error;
using cata::content::test::send;

/// Peak resident memory of this process so far, in KiB.
long peakKb() {
    struct rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

/// A stream of `count` copies of `fill`, then `tail`, made as it is read (a 100 MB line costs
/// no memory in the test itself). Hands out 64 KiB at a time, like a pipe.
class GeneratedInput : public std::streambuf {
public:
    GeneratedInput(std::size_t count, char fill, std::string tail) : left_(count), fill_(fill), tail_(std::move(tail)) {}
    std::size_t handedOut() const { return handed_; }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (left_ > 0) {
            const std::size_t n = std::min<std::size_t>(left_, sizeof chunk_);
            std::fill(chunk_, chunk_ + n, fill_);
            left_ -= n;
            handed_ += n;
            setg(chunk_, chunk_, chunk_ + n);
        } else if (!tail_done_) {
            tail_done_ = true;
            std::copy(tail_.begin(), tail_.end(), chunk_);
            handed_ += tail_.size();
            setg(chunk_, chunk_, chunk_ + tail_.size());
            if (tail_.empty()) return traits_type::eof();
        } else {
            return traits_type::eof();
        }
        return traits_type::to_int_type(*gptr());
    }

private:
    std::size_t left_;
    char fill_;
    std::string tail_;
    bool tail_done_ = false;
    std::size_t handed_ = 0;
    char chunk_[64 * 1024];
};

/// The first walk that rolls no dice: in Quest I (seed 5, no unexpected events) it meets no
/// hidden trap, so it can be undone.
json quietWalk(EngineSession& s) {
    const json legal = send(s, {{"cmd", "legal"}});
    for (const auto& a : legal.at("actions"))
        if (a.at("type") == "walk" && a.at("rolls_dice") == false) return a;
    FAIL("no quiet walk in the legal actions");
    return {};
}

void newQuestOneInEngineRobustness(EngineSession& s) {
    const json r = send(s, {{"cmd", "new"}, {"quest", 1}, {"seed", 5}, {"options", {{"unexpected_events", false}}}});
    REQUIRE(r.at("ok") == true);
}

/// `count` lines of random bytes (newlines excluded), each 0..200 bytes long.
std::vector<std::string> garbageLines(std::uint64_t seed, int count) {
    Rng rng(seed);
    std::vector<std::string> lines;
    for (int i = 0; i < count; ++i) {
        std::string line(rng.uniform(201), '\0');
        for (char& c : line) {
            c = static_cast<char>(rng.uniform(256));
            if (c == '\n') c = '{';
        }
        lines.push_back(line);
    }
    return lines;
}

}  // namespace

TEST_CASE("engine robustness: a line of 100 MB is skipped without being held in memory", "[engine][robustness]") {
    const std::size_t huge = 100u * 1024 * 1024;
    GeneratedInput source(huge, 'x', "\n{\"cmd\": \"quit\"}\n");
    std::istream in(&source);
    const long before = peakKb();
    LineReader reader(in);
    auto line = reader.next();
    REQUIRE(line.has_value());
    CHECK(line->too_long);
    CHECK(line->length == huge);
    CHECK(line->text.empty());
    CHECK(peakKb() - before < 16 * 1024);  // a few MiB at most, never the 100 MB line
    line = reader.next();
    REQUIRE(line.has_value());
    CHECK_FALSE(line->too_long);
    CHECK(line->text == "{\"cmd\": \"quit\"}");
    CHECK_FALSE(reader.next().has_value());
    CHECK(source.handedOut() == huge + 17);
}

TEST_CASE("engine robustness: line ends, the end of input mid-line, NUL bytes and the length limit", "[engine][robustness]") {
    SECTION("CRLF, empty lines, NUL inside a line, a last line without newline") {
        std::istringstream in(std::string("a\r\n\n\nb\0c\nlast", 13));
        LineReader reader(in);
        std::vector<std::string> texts;
        while (auto l = reader.next()) texts.push_back(l->text);
        CHECK(texts == std::vector<std::string>{"a", "", "", std::string("b\0c", 3), "last"});
    }
    SECTION("a line of exactly the limit passes, one byte more is too long") {
        std::istringstream in(std::string(8, 'a') + "\n" + std::string(9, 'b') + "\n" + std::string(8, 'c') + "\r\n" +
                              std::string(9, 'd') + "\r\n");
        LineReader reader(in, 8);
        auto a = reader.next(), b = reader.next(), c = reader.next(), d = reader.next();
        REQUIRE((a && b && c && d));
        CHECK((!a->too_long && a->text == std::string(8, 'a')));
        CHECK((b->too_long && b->length == 9));
        CHECK((!c->too_long && c->text == std::string(8, 'c') && c->length == 8));
        CHECK((d->too_long && d->length == 9));
        CHECK_FALSE(reader.next().has_value());
    }
    SECTION("the engine answers a line cut by the end of input") {
        std::istringstream in("{\"cmd\": \"hash\"}\n{\"cmd\": \"new\", \"quest\": 1, \"seed\": 2}");
        std::ostringstream out;
        CHECK(runEngine(in, out, cata::test_paths::sourceDir()) == 0);
        std::istringstream replies(out.str());
        std::string first, second, third;
        std::getline(replies, first);
        std::getline(replies, second);
        CHECK(json::parse(first).at("error") == "no game: start one with \"new\", \"setup\", \"load\" or \"replay\"");
        CHECK(json::parse(second).at("ok") == true);
        CHECK_FALSE(std::getline(replies, third));
    }
    SECTION("a cut JSON line at the end of input gets its parse error") {
        std::istringstream in("{\"cmd\": \"sta");
        std::ostringstream out;
        CHECK(runEngine(in, out, cata::test_paths::sourceDir()) == 0);
        CHECK(out.str() ==
              "{\"error\":\"not valid JSON (column 13): invalid string: missing closing quote; last read: '\\\"sta'\",\"ok\":false}\n");
    }
}

TEST_CASE("engine robustness: binary garbage gets an error for every line", "[engine][robustness]") {
    EngineSession s(cata::test_paths::sourceDir());
    int n = 0;
    for (const std::string& line : garbageLines(6, 3000)) {
        const std::string reply = s.handle(line);
        const json r = json::parse(reply, nullptr, false);
        INFO("line " << n << ": " << json(line).dump(-1, ' ', false, json::error_handler_t::replace));
        REQUIRE_FALSE(r.is_discarded());  // the reply is valid JSON (bytes not UTF-8 replaced)
        CHECK(r.at("ok") == false);
        CHECK(r.at("error").is_string());
        ++n;
    }
    // Still a working engine.
    newQuestOneInEngineRobustness(s);
    CHECK(send(s, {{"cmd", "hash"}}).at("ok") == true);
}

TEST_CASE("engine robustness: deep nesting is refused before it is parsed", "[engine][robustness]") {
    EngineSession s(cata::test_paths::sourceDir());
    // Half a million levels in one line under the length limit: nlohmann would copy and write it
    // recursively; the engine refuses it at the 33rd level.
    const std::string deep = "{\"cmd\": \"state\", \"id\": " + std::string(500000, '[') + std::string(500000, ']') + "}";
    CHECK(error(s, deep) == "arrays and objects nested deeper than 32 levels (column 55)");
    std::string objects = "{\"cmd\": \"state\", \"id\": ";
    for (int i = 0; i < 40; ++i) objects += "{\"a\": ";
    objects += "1" + std::string(41, '}');
    CHECK(error(s, objects) == "arrays and objects nested deeper than 32 levels (column 210)");
    // Brackets inside strings are text, not nesting.
    CHECK(error(s, "{\"cmd\": \"state\", \"id\": \"" + std::string(1000, '[') + "\\\"\"}") ==
          "no game: start one with \"new\", \"setup\", \"load\" or \"replay\"");
}

TEST_CASE("engine robustness: a flood of act and undo keeps no history", "[engine][robustness]") {
    EngineSession s(cata::test_paths::sourceDir());
    newQuestOneInEngineRobustness(s);
    const json walk = quietWalk(s);
    const std::string start = send(s, {{"cmd", "hash"}}).at("hash");
    for (int i = 0; i < 2000; ++i) {
        const json done = send(s, {{"cmd", "act"}, {"action", walk}});
        REQUIRE(done.at("ok") == true);
        REQUIRE(done.at("undoable") == true);
        REQUIRE(done.at("state").at("undo_depth") == 1);
        REQUIRE(send(s, {{"cmd", "undo"}}).at("state").at("undo_depth") == 0);
    }
    CHECK(send(s, {{"cmd", "hash"}}).at("hash") == start);
    // Nothing of the flood is left in the game record.
    const std::string path = (std::filesystem::temp_directory_path() / "cata_engine_flood_save.json").string();
    const json saved = send(s, {{"cmd", "save"}, {"path", path}});
    REQUIRE(saved.at("ok") == true);
    CHECK(saved.at("steps") == 0);
}

TEST_CASE("engine robustness: undo depth, steps and forced dice are bounded", "[engine][robustness]") {
    SessionLimits limits;
    limits.undo = 2;
    limits.steps = 4;
    limits.forced = 3;
    EngineSession s(cata::test_paths::sourceDir(), limits);
    newQuestOneInEngineRobustness(s);
    // Three undoable moves: only the last two can be taken back.
    for (int i = 0; i < 3; ++i) {
        const json done = send(s, {{"cmd", "act"}, {"action", quietWalk(s)}});
        REQUIRE(done.at("ok") == true);
        REQUIRE(done.at("undoable") == true);
        CHECK(done.at("state").at("undo_depth") == std::min(i + 1, 2));
    }
    CHECK(send(s, {{"cmd", "undo"}}).at("ok") == true);
    CHECK(send(s, {{"cmd", "undo"}}).at("ok") == true);
    CHECK(error(s, R"({"cmd": "undo"})") == "nothing to undo (dice rolled, something revealed or the turn ended since)");
    // Forced outcomes: at most 3 waiting.
    CHECK(send(s, {{"cmd", "force"}, {"d6", {1, 2}}}).at("forced_left") == 2);
    CHECK(error(s, R"({"cmd": "force", "power": ["I", "I"]})") == "force: at most 3 forced outcomes may wait (2 waiting, 2 more asked)");
    CHECK(send(s, {{"cmd", "force"}, {"location", {"head"}}}).at("forced_left") == 3);
    // Steps: one walk and two forces recorded so far (the undone walks are gone); one more.
    CHECK(send(s, {{"cmd", "act"}, {"action", quietWalk(s)}}).at("ok") == true);
    CHECK(error(s, "{\"cmd\": \"act\", \"action\": " + quietWalk(s).dump() + "}") ==
          "act: the game already has 4 steps, the most the engine records");
    CHECK(error(s, R"({"cmd": "force", "d6": [1]})").rfind("force: at most 3 forced outcomes may wait", 0) == 0);
}

TEST_CASE("engine robustness: a flood of 100 000 lines in process", "[engine][robustness][flood]") {
    std::string input = "{\"cmd\": \"new\", \"quest\": 1, \"seed\": 5, \"options\": {\"unexpected_events\": false}}\n";
    const char* kinds[] = {"{\"cmd\": \"hash\"}", "{\"cmd\": ", "{\"cmd\": \"stat\"}", "{\"cmd\": \"undo\"}", "[]"};
    for (int i = 0; i < 100000; ++i) input += std::string(kinds[i % 5]) + "\n";
    std::istringstream in(input);
    std::ostringstream out;
    const auto start = std::chrono::steady_clock::now();
    CHECK(runEngine(in, out, cata::test_paths::sourceDir()) == 0);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    WARN("100 000 lines in process: " << seconds << " s");
    std::istringstream replies(out.str());
    std::string line;
    int count = 0, ok = 0;
    while (std::getline(replies, line)) {
        ++count;
        if (json::parse(line).at("ok") == true) ++ok;
    }
    CHECK(count == 100001);
    CHECK(ok == 1 + 20000);  // the new game and every hash
}

#ifdef CATAKOMBES_BINARY

namespace {

/// Peak memory of the engine answering a few lines: what the flood runs are compared with.
long baselineKb() {
    const content::test::EngineRun run = content::test::runEngineProcessMeasured(
        "{\"cmd\": \"new\", \"quest\": 1, \"seed\": 5}\n{\"cmd\": \"hash\"}\n", 2);
    REQUIRE(run.exited);
    return run.peak_kb;
}

}  // namespace

TEST_CASE("engine process: a 100 MB line is refused, memory stays bounded", "[engine][robustness][binary]") {
    const long baseline = baselineKb();
    const std::size_t huge = 100u * 1024 * 1024;
    // Its memory is measured once the three replies are out, while it waits for more input; then
    // the end of its input ends it.
    const content::test::EngineRun run = content::test::runEngineProcess(
        [&](int fd) {
            if (!content::test::writeAll(fd, "{\"cmd\": \"new\", \"quest\": 1, \"seed\": 5}\n")) return false;
            const std::string chunk(1024 * 1024, 'x');
            for (std::size_t i = 0; i < huge / chunk.size(); ++i)
                if (!content::test::writeAll(fd, chunk)) return false;
            return content::test::writeAll(fd, "\n{\"cmd\": \"hash\"}\n");
        },
        false, 3);
    REQUIRE(run.exited);
    CHECK(run.exit_code == 0);
    const auto replies = run.lines();
    REQUIRE(replies.size() == 3);
    CHECK(json::parse(replies[0]).at("ok") == true);
    CHECK(replies[1] == "{\"error\":\"line too long (104857600 bytes, at most 1048576)\",\"ok\":false}");
    CHECK(json::parse(replies[2]).at("ok") == true);
    WARN("100 MB line: " << run.seconds << " s, peak " << run.peak_kb / 1024 << " MiB (a short session: " << baseline / 1024
                         << " MiB)");
    CATA_CHECK_MEMORY_BOUND(run.peak_kb, baseline, 32 * 1024);
}

TEST_CASE("engine process: a flood of 100 000 lines is all answered with bounded memory", "[engine][robustness][binary][flood]") {
    const long baseline = baselineKb();
    // A game, then a flood mixing good commands, bad JSON, unknown commands, illegal actions,
    // act + undo pairs, and forces refused at the limit.
    std::string input = "{\"cmd\": \"new\", \"quest\": 1, \"seed\": 5, \"options\": {\"unexpected_events\": false}}\n";
    EngineSession probe(cata::test_paths::sourceDir());
    newQuestOneInEngineRobustness(probe);
    const std::string act = json{{"cmd", "act"}, {"action", quietWalk(probe)}}.dump();
    const std::string kinds[] = {"{\"cmd\": \"hash\"}",
                                 "{\"cmd\": ",
                                 "{\"cmd\": \"xyzzy\", \"id\": 1}",
                                 "{\"cmd\": \"act\", \"action\": {\"type\": \"walk\", \"actor\": \"torgils\", \"to\": [0, 0]}}",
                                 act,
                                 "{\"cmd\": \"undo\"}",
                                 "{\"cmd\": \"why\", \"action\": {\"type\": \"end_turn\"}}",
                                 "\x01\xff garbage",
                                 "{\"cmd\": \"force\", \"d6\": []}",
                                 "{\"cmd\": \"state\", \"id\": [1, 2, 3]}"};
    // Under AddressSanitizer a line costs ~20 × more, so the flood is a fifth as long there: every
    // reply is still checked, and the memory bound too (with the sanitizer's allowance,
    // engine_process.h).
    const int n = content::test::kAddressSanitizer ? 20000 : 100000;
    for (int i = 0; i < n; ++i) input += kinds[i % 10] + "\n";
    const content::test::EngineRun run =
        content::test::runEngineProcessMeasured(input, static_cast<std::size_t>(n) + 1);
    REQUIRE(run.exited);
    CHECK(run.exit_code == 0);
    const auto replies = run.lines();
    REQUIRE(replies.size() == static_cast<std::size_t>(n + 1));
    int ok = 0;
    for (const std::string& r : replies)
        if (json::parse(r).at("ok") == true) ++ok;
    CHECK(ok == 1 + 5 * n / 10);  // new, then hash, act, undo, why and state of each ten
    WARN(n << " lines through the binary: " << run.seconds << " s, peak " << run.peak_kb / 1024 << " MiB (a short session: "
                                               << baseline / 1024 << " MiB)");
    CATA_CHECK_MEMORY_BOUND(run.peak_kb, baseline, 64 * 1024);
}

TEST_CASE("engine process: binary garbage, NUL bytes and a cut last line never stop it", "[engine][robustness][binary]") {
    std::string input;
    const auto lines = garbageLines(66, 2000);
    for (const std::string& l : lines) input += l + "\n";
    input += "{\"cmd\": \"new\", \"quest\": 1, \"seed\": 9}\n{\"cmd\": \"hash\"";  // cut by the end of input
    const content::test::EngineRun run = content::test::runEngineProcess(input);
    REQUIRE(run.exited);
    CHECK(run.exit_code == 0);
    const auto replies = run.lines();
    REQUIRE(replies.size() == lines.size() + 2);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const json r = json::parse(replies[i], nullptr, false);
        REQUIRE_FALSE(r.is_discarded());
        CHECK(r.at("ok") == false);
    }
    CHECK(json::parse(replies[lines.size()]).at("ok") == true);
    CHECK(json::parse(replies[lines.size() + 1]).at("error").get<std::string>().rfind("not valid JSON (column 15): ", 0) == 0);
}

TEST_CASE("engine process: a closed stdout ends it with exit code 1, not SIGPIPE", "[engine][robustness][binary]") {
    const content::test::EngineRun run = content::test::runEngineProcess(
        [](int fd) {
            for (int i = 0; i < 1000; ++i)
                if (!content::test::writeAll(fd, "{\"cmd\": \"hash\"}\n")) return false;
            return true;
        },
        true);
    CHECK(run.signal == 0);
    REQUIRE(run.exited);
    CHECK(run.exit_code == 1);
}

#endif
