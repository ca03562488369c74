// Autosaves written on a worker thread (AutosaveWriter): in order, rotated, errors reported.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cata/app/autosave_writer.h"
#include "headless.h"

using namespace cata::app;
namespace fs = std::filesystem;

namespace {
std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
}  // namespace

TEST_CASE("Autosaves are written off the UI thread, in order, the newest kept", "[app][autosave]") {
    test::HeadlessHome home;
    const fs::path dir = home.root / "autosave";
    {
        AutosaveWriter writer(dir, 2);
        writer.write("game-a", "{\"n\": 1}");
        writer.write("game-a", "{\"n\": 2}");  // waits for the first
        writer.write("game-a", "{\"n\": 3}");
        writer.wait();
        CHECK(writer.takeError().empty());
        const auto saves = cata::content::Autosaves(dir, 2).list("game-a");
        REQUIRE(saves.size() == 2);
        CHECK(saves[0].filename() == "autosave-3.json");
        CHECK(saves[0].parent_path() == dir / "game-a");
        CHECK(slurp(saves[0]) == "{\"n\": 3}");
        CHECK(saves[1].filename() == "autosave-2.json");
        writer.write("game-a", "{\"n\": 4}");
    }  // the destructor waits: nothing half-written is left behind
    const auto saves = cata::content::Autosaves(dir, 2).list("game-a");
    REQUIRE(saves.size() == 2);
    CHECK(slurp(saves[0]) == "{\"n\": 4}");
    for (const auto& entry : fs::directory_iterator(dir / "game-a")) CHECK(entry.path().extension() == ".json");
}

TEST_CASE("A failed autosave is reported once, naming the folder", "[app][autosave]") {
    test::HeadlessHome home;
    const fs::path blocked = home.root / "not-a-folder";
    std::ofstream(blocked) << "a file where the folder should be";
    AutosaveWriter writer(blocked / "autosave");
    writer.write("game-a", "{}");
    writer.wait();
    const std::string error = writer.takeError();
    CHECK(error.find((blocked / "autosave" / "game-a").string()) == 0);
    CHECK(error.find("cannot create the folder") != std::string::npos);
    CHECK(writer.takeError().empty());  // once
}
