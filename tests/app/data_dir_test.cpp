// The game's data found at run time (app/paths.h): $CATAKOMBES_DATA, then --data, then
// ../share/catakombes beside the binary, then a build folder's source tree; a source not given or
// holding no assets/ and quests/ is skipped, and a clear message says where it looked.
#include <stdlib.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "cata/app/paths.h"

using namespace cata::app;
namespace fs = std::filesystem;

namespace {

/// A temporary folder removed at the end of the test.
struct DataDirTree {
    fs::path root;
    DataDirTree() {
        std::string pattern = (fs::temp_directory_path() / "catakombes-data-XXXXXX").string();
        root = mkdtemp(pattern.data()) ? fs::path(pattern) : fs::path();
        REQUIRE(!root.empty());
        root = fs::canonical(root);
    }
    ~DataDirTree() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    DataDirTree(const DataDirTree&) = delete;
    DataDirTree& operator=(const DataDirTree&) = delete;

    /// `relative` made a data folder (assets/ and quests/), returned as an absolute path.
    fs::path data(const std::string& relative) const {
        fs::create_directories(root / relative / "assets");
        fs::create_directories(root / relative / "quests");
        return root / relative;
    }
};

}  // namespace

TEST_CASE("Data folder: each source in order, the first holding assets and quests wins", "[app][paths][data_dir]") {
    DataDirTree t;
    const fs::path env = t.data("env");
    const fs::path option = t.data("option");
    const fs::path installed = t.data("prefix/share/catakombes");
    fs::create_directories(t.root / "prefix" / "bin");
    const fs::path tree = t.data("source");

    DataDirSources all{env.string(), option.string(), t.root / "prefix" / "bin", tree.string()};
    CHECK(findDataDir(all).dir == env);
    CHECK(findDataDir(all).message.empty());

    DataDirSources no_env = all;
    no_env.environment.clear();
    CHECK(findDataDir(no_env).dir == option);

    DataDirSources beside = no_env;
    beside.option.clear();
    CHECK(findDataDir(beside).dir == installed);  // <prefix>/bin/../share/catakombes, normalised

    DataDirSources build_folder = beside;
    build_folder.executable_dir = t.root / "build" / "src";
    CHECK(findDataDir(build_folder).dir == tree);
}

TEST_CASE("Data folder: a moved installed tree is found beside its binary", "[app][paths][data_dir]") {
    DataDirTree t;
    t.data("usr/share/catakombes");
    fs::create_directories(t.root / "usr" / "bin");
    fs::rename(t.root / "usr", t.root / "elsewhere");
    const DataDirChoice choice = findDataDir({"", "", t.root / "elsewhere" / "bin", ""});
    CHECK(choice.dir == t.root / "elsewhere" / "share" / "catakombes");
}

TEST_CASE("Data folder: a source without assets and quests is skipped and said", "[app][paths][data_dir]") {
    DataDirTree t;
    const fs::path good = t.data("good");
    fs::create_directories(t.root / "only-assets" / "assets");  // no quests/
    const std::string missing = (t.root / "missing").string();

    const DataDirChoice choice = findDataDir({missing, (t.root / "only-assets").string(), "", good.string()});
    CHECK(choice.dir == good);
    CHECK(choice.message.find("$CATAKOMBES_DATA " + missing + " holds no assets/ and quests/: skipped") !=
          std::string::npos);
    CHECK(choice.message.find("--data " + (t.root / "only-assets").string()) != std::string::npos);

    // The fallbacks the player did not name are skipped quietly.
    const DataDirChoice quiet = findDataDir({"", "", t.root / "no-prefix" / "bin", good.string()});
    CHECK(quiet.dir == good);
    CHECK(quiet.message.empty());
}

TEST_CASE("Data folder: none found gives a message naming every place looked in", "[app][paths][data_dir]") {
    DataDirTree t;
    const DataDirChoice choice = findDataDir({(t.root / "a").string(), "", t.root / "bin", (t.root / "src").string()});
    CHECK(choice.dir.empty());
    CHECK(choice.message.find("cannot find the game's data (a folder holding assets/ and quests/)") !=
          std::string::npos);
    CHECK(choice.message.find("$CATAKOMBES_DATA: " + (t.root / "a").string()) != std::string::npos);
    CHECK(choice.message.find("--data: not given") != std::string::npos);
    CHECK(choice.message.find("beside the binary: " + (t.root / "bin" / ".." / "share" / "catakombes").string()) !=
          std::string::npos);
    CHECK(choice.message.find("the build's source tree: " + (t.root / "src").string()) != std::string::npos);
    CHECK(choice.message.find("Set CATAKOMBES_DATA or pass --data DIR.") != std::string::npos);
}

TEST_CASE("Data folder: the running binary's folder is known", "[app][paths][data_dir]") {
    const fs::path dir = executableDir();
    REQUIRE(!dir.empty());
    CHECK(fs::exists(dir / "test_app"));
}
