// The stable quest writer, the player's quest folder beside the shipped
// quests, the watch of quest files, and quest packs (import refused by name with exact messages,
// export, and an exported pack imported again).
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cata/content/json_source.h"
#include "cata/content/quest_writer.h"
#include "cata/content/user_content.h"
#include "cata/content/validate.h"
#include "support/paths.h"

using namespace cata::content;
namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

namespace {

std::string ucData() {
    if (const char* env = std::getenv("CATAKOMBES_DATA"); env && *env) return env;
    return cata::test_paths::sourceDir();
}

std::string ucRead(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void ucWrite(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

/// A temporary folder, removed at the end of the test.
struct UcTemp {
    UcTemp() {
        std::string pattern = (fs::temp_directory_path() / "catakombes-files-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        root = pattern;
    }
    ~UcTemp() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    UcTemp(const UcTemp&) = delete;
    UcTemp& operator=(const UcTemp&) = delete;
    fs::path root;
};

/// Shipped quest First steps with another id and number, as an ordered document.
ojson ucQuest(const std::string& id) {
    ojson q = ojson::parse(ucRead(fs::path(ucData()) / "quests" / "90-first-steps.json"));
    q["id"] = id;
    q["number"] = 50;
    return q;
}

/// A pack folder: pack.json, quests/crypt.json (First steps whose rats are the pack's
/// "giant_rat") and cards/rats.json (the shipped rats, renamed).
fs::path ucPack(const fs::path& dir, const std::string& name, const std::string& quest_id, const std::string& card_id) {
    ucWrite(dir / "pack.json",
            "{\n  \"name\": \"" + name +
                "\",\n  \"author\": \"Ada\",\n  \"version\": \"1.0\",\n  \"licence\": \"CC0-1.0\"\n}\n");
    ojson q = ucQuest(quest_id);
    q["rosters"]["master"][1]["card"] = card_id;
    ucWrite(dir / "quests" / "crypt.json", writeQuest(q));
    const ojson undead = ojson::parse(ucRead(fs::path(ucData()) / "assets" / "cards" / "undead.json"));
    ojson rat;
    for (const ojson& c : undead["cards"])
        if (c["id"] == "rats") rat = c;
    rat["id"] = card_id;
    ucWrite(dir / "cards" / "rats.json", writeQuest(ojson{{"cards", ojson::array({rat})}}));
    return dir;
}

std::vector<std::string> ucListing(const fs::path& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file()) out.push_back(it->path().lexically_relative(dir).generic_string());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("The writer's layout: known keys in schema order, map rows one per line, short arrays on one line",
          "[content][files][writer]") {
    const ojson doc =
        ojson::parse(R"({"// about": "kept", "terrain": ["###", "#.#"], "id": "q", "x_tool": {"b": 1, "a": 2},
        "objects": [{"at": [1, 1], "id": "c"}], "title": {"fr": "T", "en": "T"}})");
    CHECK(writeQuest(doc) ==
          "{\n"
          "  \"id\": \"q\",\n"
          "  \"title\": {\"en\": \"T\", \"fr\": \"T\"},\n"
          "  \"terrain\": [\n"
          "    \"###\",\n"
          "    \"#.#\"\n"
          "  ],\n"
          "  \"objects\": [{\"id\": \"c\", \"at\": [1, 1]}],\n"
          "  \"// about\": \"kept\",\n"
          "  \"x_tool\": {\"b\": 1, \"a\": 2}\n"
          "}\n");
    // An array too long for its line goes one element per line.
    ojson long_list = ojson::object();
    long_list["id"] = "q";
    long_list["items"] = ojson::array();
    for (int i = 0; i < 8; ++i) long_list["items"].push_back(ojson{{"id", "item_number_" + std::to_string(i)}});
    const std::string text = writeQuest(long_list);
    CHECK(text.find("  \"items\": [\n    {\"id\": \"item_number_0\"},\n") != std::string::npos);
}

TEST_CASE("Every shipped content file is stable after one pass of the writer, and still loads the same",
          "[content][files][writer]") {
    int checked = 0;
    for (const ContentSource& s : shippedSources(ucData())) {
        INFO(s.display);
        const std::string original = ucRead(s.path);
        std::string error;
        const auto once = normaliseQuestText(original, &error);
        REQUIRE(once);
        const auto twice = normaliseQuestText(*once, &error);
        REQUIRE(twice);
        CHECK(*twice == *once);  // write(read(x)) == write(read(write(read(x))))
        // Same document, only the layout (and key order) changed.
        CHECK(nlohmann::json::parse(*once) == nlohmann::json::parse(original));
        ++checked;
    }
    CHECK(checked >= 10);
    // The normalised quests load without a problem, as the originals do.
    std::vector<ContentSource> sources;
    for (ContentSource s : shippedSources(ucData())) {
        s.text = *normaliseQuestText(ucRead(s.path));
        sources.push_back(std::move(s));
    }
    const LoadReport report = loadSources(sources);
    CHECK(report.diagnostics.empty());
    CHECK(report.library.quests.size() == loadContent(ucData()).library.quests.size());
}

TEST_CASE("A member taken out of an edited document: the others in their order, their nested values whole",
          "[content][files][writer]") {
    // A member before others holding objects and arrays (nlohmann 3.11.2's own erase broke their
    // children's links to them: under the sanitizers' assertions the next copy aborted).
    ojson doc = ojson::parse(R"({"//": "kept", "a": {"x": 1}, "b": {"y": [1, 2]}, "c": {"z": {"q": [3]}}, "d": 4})");
    eraseMember(doc, "b");
    const ojson copy = doc;  // copies check the links in a build with nlohmann's assertions
    CHECK(copy.dump() == R"({"//":"kept","a":{"x":1},"c":{"z":{"q":[3]}},"d":4})");
    doc["c"]["z"]["q"].push_back(5);
    CHECK(doc["c"].dump() == R"({"z":{"q":[3,5]}})");
    // Nothing to take out, or not an object: unchanged.
    eraseMember(doc, "b");
    CHECK(doc.dump() == R"({"//":"kept","a":{"x":1},"c":{"z":{"q":[3,5]}},"d":4})");
    ojson list = ojson::array({1, 2});
    eraseMember(list, "0");
    CHECK(list.dump() == "[1,2]");
    // The first and the last member.
    eraseMember(doc, "//");
    eraseMember(doc, "d");
    CHECK(doc.dump() == R"({"a":{"x":1},"c":{"z":{"q":[3,5]}}})");
}

TEST_CASE("A hand edit survives a round trip through the writer, comments and unknown keys kept in their order",
          "[content][files][writer]") {
    const std::string written =
        *normaliseQuestText(ucRead(fs::path(ucData()) / "quests" / "01-the-lost-treasure.json"));
    // The author edits the file by hand: a value changed, a comment and a tool's key added at the
    // top, a comment inside a zone.
    std::string edited = written;
    const std::string limit = "\"turn_limit\": 30";
    REQUIRE(edited.find(limit) != std::string::npos);
    edited.replace(edited.find(limit), limit.size(), "\"turn_limit\": 25");
    edited.replace(0, 1, "{\n  \"// todo\": \"shorter?\",\n  \"x_editor\": {\"zoom\": 2},");
    const std::string zone = "\"letter\": \"A\",";
    REQUIRE(edited.find(zone) != std::string::npos);
    edited.replace(edited.find(zone), zone.size(), "\"// z\": \"entry\", \"letter\": \"A\",");

    const std::string again = *normaliseQuestText(edited);
    CHECK(again.find("\"turn_limit\": 25") != std::string::npos);
    // The zone's comment after its known keys, before the next zone.
    const std::size_t comment = again.find("\"// z\": \"entry\"");
    REQUIRE(comment != std::string::npos);
    CHECK(again.find("\"id\": \"catacombs_entry\"") < comment);
    CHECK(comment < again.find("\"letter\": \"B\""));
    // After every known key, in their order in the file.
    const std::string tail = "  \"// todo\": \"shorter?\",\n  \"x_editor\": {\"zoom\": 2}\n}\n";
    REQUIRE(again.size() > tail.size());
    CHECK(again.substr(again.size() - tail.size()) == tail);
    CHECK(*normaliseQuestText(again) == again);

    UcTemp tmp;
    std::string error;
    const fs::path file = tmp.root / "quest.json";
    REQUIRE(saveQuestFile(file.string(), ojson::parse(edited), &error));
    CHECK(ucRead(file) == again);
    CHECK(ucListing(tmp.root) == std::vector<std::string>{"quest.json"});  // no temporary left
    CHECK_FALSE(normaliseQuestText("{\"id\": ", &error));
    CHECK(error.find("parse error") != std::string::npos);
}

TEST_CASE("The player's quests load beside the shipped ones, a broken one or a shipped id is listed with its problem",
          "[content][files][user]") {
    UcTemp tmp;
    const fs::path quests = tmp.root / "quests";
    ucWrite(quests / "mine.json", writeQuest(ucQuest("my_crypt")));
    ojson clash = ucQuest("the_lost_treasure");
    ucWrite(quests / "clash.json", writeQuest(clash));
    ucWrite(quests / "broken.json", "{\n  \"id\": \"broken_one\",\n  \"number\": \"nine\"\n}\n");
    ucWrite(quests / "notes.txt", "not a quest");

    const LoadReport report = loadContent(ucData(), tmp.root.string());
    const ContentLibrary& lib = report.library;
    REQUIRE(lib.quest("my_crypt") != nullptr);
    CHECK(lib.questOrigin("my_crypt") == "user");
    CHECK(lib.questOrigin("the_lost_treasure").empty());
    CHECK(lib.quest_files.at("my_crypt") == (quests / "mine.json").string());
    // Shipped quests are all there still, and load as shipped.
    CHECK(lib.quests.size() == loadContent(ucData()).library.quests.size() + 1);

    const std::string clash_file = (quests / "clash.json").string();
    REQUIRE(lib.broken_quests.count(clash_file) == 1);
    CHECK(lib.broken_quests.at(clash_file).front().format() ==
          clash_file +
              ":3:9: /id: quest id \"the_lost_treasure\" is a shipped quest's (quests/01-the-lost-treasure.json): "
              "choose another id");
    CHECK(lib.origin(clash_file) == "user");
    const std::string broken_file = (quests / "broken.json").string();
    REQUIRE(lib.broken_quests.count(broken_file) == 1);
    CHECK(lib.broken_quests.at(broken_file).front().format().rfind(broken_file + ":3:", 0) == 0);
    CHECK(lib.broken_quests.size() == 2);

    // No user folder: the shipped content only.
    CHECK(userSources((tmp.root / "nowhere").string()).empty());
    CHECK(loadContent(ucData(), "").library.quests.size() == loadContent(ucData()).library.quests.size());
}

TEST_CASE("The watch tells when a quest file appears, changes or goes", "[content][files][watch]") {
    UcTemp tmp;
    const fs::path quests = tmp.root / "quests";
    ContentWatch watch({quests.string(), (tmp.root / "packs").string()});
    CHECK_FALSE(watch.changed());
    ucWrite(quests / "a.json", "{}");
    CHECK(watch.changed());
    CHECK_FALSE(watch.changed());
    ucWrite(quests / "a.json", "{\"id\": 1}");
    CHECK(watch.changed());
    ucWrite(quests / ".a.json.tmp-123456", "{}");  // an atomic write's temporary: not a change
    ucWrite(quests / "notes.txt", "x");
    CHECK_FALSE(watch.changed());
    ucWrite(tmp.root / "packs" / "p" / "quests" / "q.json", "{}");  // a pack's quest
    CHECK(watch.changed());
    fs::remove(quests / "a.json");
    CHECK(watch.changed());
    CHECK_FALSE(watch.changed());
}

TEST_CASE("A quest pack is imported whole into the packs folder, its quests listed with its name",
          "[content][files][packs]") {
    UcTemp tmp;
    const fs::path user = tmp.root / "user";
    const fs::path pack = ucPack(tmp.root / "rat_pack_src", "rat_pack", "crypt_of_rats", "giant_rat");
    const PackResult r = importPack(pack.string(), ucData(), user.string());
    REQUIRE(r.error == "");
    REQUIRE(r.ok);
    CHECK(r.manifest.name == "rat_pack");
    CHECK(r.manifest.author == "Ada");
    CHECK(r.folder == (user / "packs" / "rat_pack").string());
    CHECK(r.files == std::vector<std::string>{"cards/rats.json", "pack.json", "quests/crypt.json"});
    CHECK(ucListing(user / "packs") ==
          std::vector<std::string>{"rat_pack/cards/rats.json", "rat_pack/pack.json", "rat_pack/quests/crypt.json"});
    CHECK(ucRead(user / "packs" / "rat_pack" / "quests" / "crypt.json") == ucRead(pack / "quests" / "crypt.json"));

    const ContentLibrary lib = loadContent(ucData(), user.string()).library;
    REQUIRE(lib.quest("crypt_of_rats") != nullptr);
    CHECK(lib.questOrigin("crypt_of_rats") == "rat_pack");
    REQUIRE(lib.card("giant_rat") != nullptr);
    CHECK(lib.broken_quests.empty());

    std::ostringstream out, err;
    CHECK(runPackImport(pack.string(), ucData(), user.string(), out, err) == 1);
    CHECK(err.str() == "pack import: pack \"rat_pack\": a pack of that name is already imported (" +
                           (user / "packs" / "rat_pack").string() + "): remove it first to import it again\n");
}

TEST_CASE("Bad packs are refused by name with exact messages, and nothing is copied", "[content][files][packs]") {
    UcTemp tmp;
    const fs::path user = tmp.root / "user";
    const fs::path src = tmp.root / "src";
    const auto refused = [&](const fs::path& dir) {
        const PackResult r = importPack(dir.string(), ucData(), user.string());
        CHECK_FALSE(r.ok);
        CHECK(ucListing(user / "packs").empty());
        return r.error;
    };

    SECTION("missing manifest") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        fs::remove(src / "pack.json");
        CHECK(refused(src) == src.string() +
                                  ": no pack.json (a pack is a folder with a manifest, pack.json: name, author, "
                                  "version, licence)");
    }
    SECTION("bad manifest field") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        ucWrite(
            src / "pack.json",
            "{\n  \"name\": \"rat_pack\",\n  \"author\": \"Ada\",\n  \"version\": 1,\n  \"licence\": \"CC0-1.0\"\n}\n");
        CHECK(refused(src) == src.string() + ": pack.json:4:14: /version: expected a string, found an integer");
        ucWrite(src / "pack.json",
                "{\n  \"name\": \"Rat Pack\",\n  \"author\": \"Ada\",\n  \"version\": \"1\",\n  \"licence\": "
                "\"CC0-1.0\"\n}\n");
        CHECK(refused(src) == src.string() +
                                  ": pack.json:2:11: /name: a pack's name is its folder's: lower-case snake_case "
                                  "([a-z][a-z0-9_]*, at most 48 characters), not \"Rat Pack\"");
        ucWrite(src / "pack.json", "{\n  \"name\": \"rat_pack\",\n  \"author\": \"Ada\",\n  \"version\": \"1\"\n}\n");
        CHECK(refused(src) == src.string() + ": pack.json:1:1: /: missing required key \"licence\"");
    }
    SECTION("broken quest") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        std::string text = ucRead(src / "quests" / "crypt.json");
        text.replace(text.find("\"turn_limit\": 12"), 16, "\"turn_limit\": \"x\"");
        ucWrite(src / "quests" / "crypt.json", text);
        CHECK(refused(src) ==
              "pack \"rat_pack\": quests/crypt.json:15:17: /turn_limit: expected an integer of at least 1, found a "
              "string");
    }
    SECTION("clash with a shipped id") {
        ucPack(src, "rat_pack", "the_lost_treasure", "giant_rat");
        CHECK(refused(src) ==
              "pack \"rat_pack\": quests/crypt.json:3:9: /id: quest id \"the_lost_treasure\" is a shipped "
              "quest's (quests/01-the-lost-treasure.json): choose another id");
        ucPack(src, "rat_pack", "crypt_of_rats", "rats");
        CHECK(refused(src) ==
              "pack \"rat_pack\": cards/rats.json:4:13: /cards/0/id: card id \"rats\" is a shipped card's "
              "(assets/cards/undead.json): choose another id");
    }
    SECTION("clash with another pack") {
        REQUIRE(importPack(ucPack(tmp.root / "first", "rat_pack", "crypt_of_rats", "giant_rat").string(), ucData(),
                           user.string())
                    .ok);
        ucPack(src, "other_pack", "crypt_two", "giant_rat");
        const PackResult r = importPack(src.string(), ucData(), user.string());
        CHECK_FALSE(r.ok);
        CHECK(r.error ==
              "pack \"other_pack\": cards/rats.json:4:13: /cards/0/id: card id \"giant_rat\" is taken by pack "
              "\"rat_pack\" (" +
                  (user / "packs" / "rat_pack" / "cards" / "rats.json").string() + "): choose another id");
        ucPack(src, "other_pack", "crypt_of_rats", "other_rat");
        CHECK(importPack(src.string(), ucData(), user.string()).error ==
              "pack \"other_pack\": quests/crypt.json:3:9: /id: quest id \"crypt_of_rats\" is taken by pack "
              "\"rat_pack\" (" +
                  (user / "packs" / "rat_pack" / "quests" / "crypt.json").string() + "): choose another id");
        CHECK(ucListing(user / "packs").size() == 3);  // the first pack only
    }
    SECTION("too large") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        std::string big("\x89PNG\r\n\x1a\n", 8);
        big.resize(kMaxPictureBytes + 1, '\0');
        ucWrite(src / "pictures" / "big.png", big);
        CHECK(refused(src) == "pack \"rat_pack\": pictures/big.png is too large: 4194305 bytes, at most 4194304");
        fs::remove(src / "pictures" / "big.png");
        for (std::size_t i = 0; i < kMaxPackFiles; ++i)
            ucWrite(src / "pictures" / ("p" + std::to_string(1000 + i) + ".png"), big.substr(0, 8));
        CHECK(refused(src) == "pack \"rat_pack\": too many files: more than 256");
    }
    SECTION("a quest file too large for the content limits") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        ucWrite(src / "quests" / "huge.json",
                "{\"id\": \"huge\", \"// pad\": \"" + std::string(kMaxFileBytes, 'x') + "\"}");
        CHECK(refused(src).rfind("pack \"rat_pack\": quests/huge.json:", 0) == 0);
    }
    SECTION("anything else in the folder") {
        ucPack(src, "rat_pack", "crypt_of_rats", "giant_rat");
        ucWrite(src / "readme.txt", "hello");
        CHECK(refused(src) ==
              "pack \"rat_pack\": unexpected file \"readme.txt\": a pack holds pack.json, quests/, cards/, "
              "spells/ (*.json) and pictures/ (*.png)");
        fs::remove(src / "readme.txt");
        ucWrite(src / "pictures" / "fake.png", "GIF89a");
        CHECK(refused(src) == "pack \"rat_pack\": pictures/fake.png is not a PNG picture");
    }
}

TEST_CASE("A user quest exported as a pack carries the pack cards it uses, and imports again elsewhere",
          "[content][files][packs]") {
    UcTemp tmp;
    const fs::path user = tmp.root / "user";
    REQUIRE(
        importPack(ucPack(tmp.root / "src", "rat_pack", "crypt_of_rats", "giant_rat").string(), ucData(), user.string())
            .ok);
    ucWrite(user / "quests" / "mine.json", writeQuest(ucQuest("my_crypt")));

    const PackManifest manifest{"my_rats", "Ada", "2.0", "CC-BY-4.0"};
    const fs::path out = tmp.root / "out";
    const PackResult r = exportPack({"crypt_of_rats", "my_crypt"}, manifest, out.string(), ucData(), user.string());
    REQUIRE(r.error == "");
    CHECK(r.files ==
          std::vector<std::string>{"cards/my_rats.json", "pack.json", "quests/crypt.json", "quests/mine.json"});
    CHECK(ucRead(out / "pack.json") ==
          "{\n  \"name\": \"my_rats\",\n  \"author\": \"Ada\",\n  \"version\": \"2.0\",\n  \"licence\": "
          "\"CC-BY-4.0\"\n}\n");
    CHECK(ucRead(out / "quests" / "mine.json") ==
          ucRead(user / "quests" / "mine.json"));  // already in the stable layout
    const ojson cards = ojson::parse(ucRead(out / "cards" / "my_rats.json"));
    REQUIRE(cards["cards"].size() == 1);
    CHECK(cards["cards"][0]["id"] == "giant_rat");

    // Elsewhere (another player's folder), the exported pack imports.
    const PackResult again = importPack(out.string(), ucData(), (tmp.root / "friend").string());
    CHECK(again.error == "");
    CHECK(again.ok);

    SECTION("two quests whose files have the same name") {
        ucWrite(user / "quests" / "crypt.json", writeQuest(ucQuest("other_crypt")));
        const PackResult both =
            exportPack({"crypt_of_rats", "other_crypt"}, manifest, (tmp.root / "o3").string(), ucData(), user.string());
        REQUIRE(both.ok);
        CHECK(both.files == std::vector<std::string>{"cards/my_rats.json", "pack.json", "quests/crypt.json",
                                                     "quests/other_crypt.json"});
    }
    SECTION("refusals") {
        CHECK(exportPack({"the_lost_treasure"}, manifest, (tmp.root / "o2").string(), ucData(), user.string()).error ==
              "quest \"the_lost_treasure\" is shipped: only your quests and packs' quests are exported");
        CHECK(exportPack({"nope"}, manifest, (tmp.root / "o2").string(), ucData(), user.string()).error ==
              "no quest \"nope\" that loads (your quests and packs' quests: crypt_of_rats, my_crypt)");
        CHECK(exportPack({"my_crypt"}, manifest, out.string(), ucData(), user.string()).error ==
              out.string() + " exists and is not empty: export into a new folder");
        CHECK(exportPack({"my_crypt"}, PackManifest{"My Rats", "Ada", "1", "L"}, (tmp.root / "o2").string(), ucData(),
                         user.string())
                  .error ==
              "a pack's name is lower-case snake_case ([a-z][a-z0-9_]*, at most 48 characters), not \"My Rats\"");
        CHECK_FALSE(fs::exists(tmp.root / "o2"));
    }
}

TEST_CASE("validate checks a file of the player's folder as the game loads it: pack cards known, shipped ids refused",
          "[content][files][user]") {
    UcTemp tmp;
    const fs::path user = tmp.root / "user";
    REQUIRE(
        importPack(ucPack(tmp.root / "src", "rat_pack", "crypt_of_rats", "giant_rat").string(), ucData(), user.string())
            .ok);
    // A quest of the player's using the pack's card.
    ojson mine = ucQuest("my_crypt");
    mine["rosters"]["master"][1]["card"] = "giant_rat";
    ucWrite(user / "quests" / "mine.json", writeQuest(mine));
    ucWrite(user / "quests" / "clash.json", writeQuest(ucQuest("the_lost_treasure")));
    std::ostringstream out;
    CHECK(runValidate({(user / "quests" / "mine.json").string()}, false, ucData(), out, user.string()) == 0);
    CHECK(out.str() == "all 1 file is valid\n");
    const std::string clash = (user / "quests" / "clash.json").string();
    out.str("");
    CHECK(runValidate({clash}, false, ucData(), out, user.string()) == 1);
    CHECK(
        out.str() ==
        clash +
            ":3:9: /id: quest id \"the_lost_treasure\" is a shipped quest's (quests/01-the-lost-treasure.json): choose "
            "another id\n1 problem in 1 file\n");
    // A file elsewhere is checked on its own, as before.
    const fs::path elsewhere = tmp.root / "copy.json";
    ucWrite(elsewhere, writeQuest(ucQuest("the_lost_treasure")));
    out.str("");
    CHECK(runValidate({elsewhere.string()}, false, ucData(), out, user.string()) == 0);
    // The pack's own card file, given by path, replaces its copy (no duplicate id).
    out.str("");
    CHECK(runValidate({(user / "packs" / "rat_pack" / "cards" / "rats.json").string()}, false, ucData(), out,
                      user.string()) == 0);
}

TEST_CASE("The editor's checker reads its context once and gives validate's messages at every check",
          "[content][files][user]") {
    UcTemp tmp;
    const fs::path user = tmp.root / "user";
    REQUIRE(
        importPack(ucPack(tmp.root / "src", "rat_pack", "crypt_of_rats", "giant_rat").string(), ucData(), user.string())
            .ok);
    ojson mine = ucQuest("my_crypt");
    mine["rosters"]["master"][1]["card"] = "giant_rat";  // a pack's card: known in the context
    const std::string good = writeQuest(mine);
    const std::string clash = writeQuest(ucQuest("the_lost_treasure"));
    ojson unknown = ucQuest("my_crypt");
    unknown["rosters"]["master"][1]["card"] = "no_such_card";
    const std::string bad = writeQuest(unknown);
    const std::string broken = "{\"id\": \"x\",";

    const QuestTextChecker checker(ucData(), user.string());
    const auto messages = [](const ValidationResult& r) {
        std::vector<std::string> out;
        for (const auto& d : r.diagnostics) out.push_back(d.format());
        return out;
    };
    // Each text twice, in turn: a check leaves the context as it found it.
    for (int round = 0; round < 2; ++round)
        for (const std::string* text : {&good, &clash, &bad, &broken}) {
            INFO("round " << round << ": " << text->substr(0, 40));
            const ValidationResult once = validateQuestText("mine.json", *text, ucData(), user.string());
            const ValidationResult kept = checker.check("mine.json", *text);
            CHECK(kept.files == 1);
            CHECK(messages(kept) == messages(once));
        }
    CHECK(checker.check("mine.json", good).diagnostics.empty());
    const auto clash_messages = messages(checker.check("mine.json", clash));
    REQUIRE(clash_messages.size() == 1);
    CHECK(clash_messages[0] ==
          "mine.json:3:9: /id: quest id \"the_lost_treasure\" is a shipped quest's (quests/01-the-lost-treasure.json): "
          "choose another id");
    CHECK_FALSE(checker.check("mine.json", bad).diagnostics.empty());
    CHECK_FALSE(checker.check("mine.json", broken).diagnostics.empty());
}
