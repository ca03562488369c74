// catakombes: the game and its command-line tools. No subcommand starts the game.
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "cata/app/game.h"
#include "cata/content/engine_session.h"
#include "cata/content/validate.h"

namespace {

/// Where assets/ and quests/ are: $CATAKOMBES_DATA, else the folder chosen at build time.
std::string defaultDataDir() {
    if (const char* env = std::getenv("CATAKOMBES_DATA"); env && *env) return env;
    return CATA_DATA_DIR;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Catakombes: Dark Reign — a tactical skirmish game in the catacombs.\n"
                 "Run with no subcommand to start the game.",
                 "catakombes"};
    cli.set_version_flag("--version", std::string("catakombes ") + CATA_VERSION);
    cli.require_subcommand(0, 1);

    cata::app::GameOptions game;
    game.data_dir = defaultDataDir();
    cli.add_option("--data", game.data_dir, "Folder holding assets/ and quests/")->capture_default_str();
    cli.add_option("--width", game.width, "Window width in pixels")->capture_default_str()->check(CLI::Range(320, 8192));
    cli.add_option("--height", game.height, "Window height in pixels")->capture_default_str()->check(CLI::Range(240, 8192));
    cli.add_flag("--fullscreen", game.fullscreen, "Start in fullscreen");
    cli.add_option("--screenshot", game.screenshot_path, "Render the first screen to this PNG file and exit");
    cli.add_flag("--first-frame-report", game.first_frame_report,
                 "Present the first frame, print its peak memory on stdout and exit (benchmarks)");

    std::vector<std::string> files;
    bool all = false;
    auto* validate = cli.add_subcommand("validate", "Check quest, card, spell and ruleset files; report every problem");
    validate->add_option("files", files, "JSON files to check");
    validate->add_flag("--all", all, "Check every shipped file");

    auto* engine = cli.add_subcommand("engine", "Run the rules engine on JSON lines (stdin -> stdout); see docs/engine-protocol.md");

    CLI11_PARSE(cli, argc, argv);

    if (*engine) return cata::content::runEngine(std::cin, std::cout, game.data_dir);

    if (*validate) {
        if (files.empty() && !all) {
            std::cerr << "validate: name files to check, or --all for every shipped file\n";
            return 2;
        }
        return cata::content::runValidate(files, all, game.data_dir, std::cout);
    }
    return cata::app::runGame(game);
}
