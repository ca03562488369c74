// catakombes: the game and its command-line tools. No subcommand starts the game.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "cata/app/game.h"
#include "cata/app/paths.h"
#include "cata/app/sim_command.h"
#include "cata/content/engine_session.h"
#include "cata/content/user_content.h"
#include "cata/content/validate.h"

namespace {

/// Where assets/ and quests/ are (cata::app::findDataDir): $CATAKOMBES_DATA, then --data, then
/// ../share/catakombes beside the binary, then (a build folder's binary) the source tree chosen
/// at build time, CATA_DATA_DIR, compiled into this file only. Empty when none holds them.
std::string findDataDir(const std::string& option) {
    cata::app::DataDirSources sources;
    if (const char* env = std::getenv("CATAKOMBES_DATA")) sources.environment = env;
    sources.option = option;
    sources.executable_dir = cata::app::executableDir();
#ifdef CATA_DATA_DIR
    sources.build_tree = CATA_DATA_DIR;
#endif
    const cata::app::DataDirChoice choice = cata::app::findDataDir(sources);
    std::cerr << choice.message;
    return choice.dir.string();
}

/// The arguments nobody took (CLI11's extras), in the order written: "The following argument
/// was not expected: --foo" on stderr and CLI11's exit code for it (109); 0 when there are none.
int reportUnexpected(const CLI::App& cli, std::initializer_list<const CLI::App*> subcommands) {
    std::vector<std::string> extras = cli.remaining();
    for (const CLI::App* sub : subcommands)
        if (sub->parsed())
            for (const std::string& word : sub->remaining()) extras.push_back(word);
    if (extras.empty()) return 0;
    std::cerr << (extras.size() == 1 ? "The following argument was not expected:"
                                     : "The following arguments were not expected:");
    for (const std::string& word : extras) std::cerr << ' ' << word;
    std::cerr << "\nRun with --help for more information.\n";
    return static_cast<int>(CLI::ExitCodes::ExtrasError);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Catakombes: Dark Reign — a tactical skirmish game in the catacombs.\n"
                 "Run with no subcommand to start the game.",
                 "catakombes"};
    cli.set_version_flag("--version", std::string("catakombes ") + CATA_VERSION);
    cli.require_subcommand(0, 1);
    // The man page's FILES AND ENVIRONMENT section (tools/gen_cli_docs.py) is this text.
    cli.footer(
        "The game's data (assets/ and quests/) is found in $CATAKOMBES_DATA, else --data DIR, else "
        "../share/catakombes beside the binary.\n"
        "Settings: $XDG_CONFIG_HOME/catakombes/settings.json (default ~/.config). "
        "Saves and autosaves: $XDG_DATA_HOME/catakombes/saves/ (default ~/.local/share). "
        "Your quests: $XDG_DATA_HOME/catakombes/quests/; imported quest packs: $XDG_DATA_HOME/catakombes/packs/.");

    cata::app::LaunchOptions game;
    std::string data_option;
    cli.add_option("--data", data_option,
                   "Folder holding assets/ and quests/ (when $CATAKOMBES_DATA holds none; default: "
                   "../share/catakombes beside the binary)");
    cli.add_option("--width", game.width, "Window width in pixels")->capture_default_str()->check(CLI::Range(320, 8192));
    cli.add_option("--height", game.height, "Window height in pixels")->capture_default_str()->check(CLI::Range(240, 8192));
    cli.add_flag("--fullscreen", game.fullscreen, "Start in fullscreen");
    cli.add_option("--screenshot", game.screenshot_path, "Render the first screen to this PNG file and exit");
    cli.add_flag("--first-frame-report", game.first_frame_report,
                 "Present the first frame, print its peak memory on stdout and exit (benchmarks)");

    // Hidden (tests): plays a file of input events, docs/testing.md "End to end".
    cli.add_option("--event-script", game.event_script, "Play the input events of this file (tests)")->group("");

    std::vector<std::string> files;
    bool all = false;
    auto* validate = cli.add_subcommand("validate", "Check quest, card, spell and ruleset files; report every problem");
    validate->add_option("files", files, "JSON files to check");
    validate->add_flag("--all", all, "Check every shipped file");

    auto* engine = cli.add_subcommand("engine", "Run the rules engine on JSON lines (stdin -> stdout); see docs/engine-protocol.md");
    // --data is accepted after the subcommand as well (`catakombes engine --data DIR`).
    for (auto* sub : {validate, engine})
        sub->add_option("--data", data_option, "Folder holding assets/ and quests/ (as --data before the subcommand)");

    cata::app::SimCommand simulation;
    auto* sim = cli.add_subcommand("sim", "Play games headlessly between AI players and report the statistics (docs/balance.md)");
    sim->add_option("--quest", simulation.quest, "A shipped quest id or number, or a quest file")->required();
    sim->add_option("--games", simulation.games, "Number of games")->capture_default_str()->check(CLI::Range(1, 10000000));
    sim->add_option("--seed", simulation.seed, "Seed of the first game's seeds (game k: seeds derived from the seed and k)")
        ->capture_default_str();
    sim->add_option("--heroes", simulation.heroes,
                    "Who plays the heroes: their AI, the search at a strength (search:veteran, search:nightmare), "
                    "random")
        ->capture_default_str()
        ->check(CLI::IsMember({"ai", "search:veteran", "search:nightmare", "random"}));
    sim->add_option("--master", simulation.master, "Who plays the Master")
        ->capture_default_str()
        ->check(CLI::IsMember({"rulebook", "veteran", "nightmare", "random"}));
    sim->add_option("--jobs", simulation.jobs, "Worker threads (the report is the same for any number)")
        ->capture_default_str()->check(CLI::Range(1, 256));
    sim->add_option("--max-actions", simulation.max_actions, "Stop a game after this many actions")
        ->capture_default_str()->check(CLI::Range(1, 100000000));
    sim->add_option("--json", simulation.json_path, "Also write the report as JSON to this file");
    sim->add_option("--data", data_option, "Folder holding assets/ and quests/ (as --data before the subcommand)");
    sim->add_option(
        "--shard", simulation.shard,
        "K/N: play only the K-th of N disjoint slices of the games (with --json, for sim-merge; docs/balance.md)");

    std::vector<std::string> merge_files;
    std::string merge_json;
    auto* sim_merge = cli.add_subcommand(
        "sim-merge", "Sum the JSON reports of a run's slices (sim --shard K/N) into the whole run's report");
    sim_merge->add_option("reports", merge_files, "The slices' JSON reports, one per shard, in any order")->required();
    sim_merge->add_option("--json", merge_json, "Also write the whole run's report as JSON to this file");

    // Quest packs (docs/content-format.md "Quest packs"): into and out of the player's folder.
    auto* pack =
        cli.add_subcommand("pack", "Import or export quest packs (quests with their cards, spells and pictures)");
    pack->require_subcommand(1, 1);
    std::string pack_source;
    auto* pack_import = pack->add_subcommand(
        "import", "Check the pack folder DIR whole, then copy it into $XDG_DATA_HOME/catakombes/packs/<name>/");
    pack_import->add_option("dir", pack_source, "The pack's folder (holding pack.json)")->required();
    std::vector<std::string> pack_quests;
    std::string pack_out;
    cata::content::PackManifest pack_manifest{"", "", "1.0", ""};
    auto* pack_export = pack->add_subcommand(
        "export", "Write your (or a pack's) quests, with the cards, spells and pictures they use, as a pack folder");
    pack_export->add_option("quests", pack_quests, "Ids of the quests to export")->required();
    pack_export->add_option("--out", pack_out, "The pack folder to write (new or empty)")->required();
    pack_export->add_option("--name", pack_manifest.name, "The pack's name (lower-case snake_case)")->required();
    pack_export->add_option("--author", pack_manifest.author, "The pack's author")->required();
    pack_export->add_option("--version", pack_manifest.version, "The pack's version")->capture_default_str();
    pack_export->add_option("--licence", pack_manifest.licence, "The pack's licence (e.g. CC-BY-4.0)")->required();
    for (auto* sub : {pack_import, pack_export})
        sub->add_option("--data", data_option, "Folder holding assets/ and quests/ (as --data before the subcommand)");

    // CLI11 2.1 lists unexpected arguments last first ("x --foo"): they are kept as extras and
    // reported here in the order they were written.
    cli.allow_extras();
    for (auto* sub : {validate, engine, sim, sim_merge, pack_import, pack_export}) sub->allow_extras();
    CLI11_PARSE(cli, argc, argv);
    if (const int unexpected = reportUnexpected(cli, {validate, engine, sim, sim_merge, pack_import, pack_export}))
        return unexpected;

    // Needs no content: the reports hold all it sums.
    if (*sim_merge) return cata::app::runSimMerge(merge_files, merge_json, std::cout, std::cerr);

    game.data_dir = findDataDir(data_option);
    if (game.data_dir.empty()) return 2;

    if (*sim) {
        simulation.data_dir = game.data_dir;
        simulation.progress = isatty(STDERR_FILENO) != 0;
        return cata::app::runSim(simulation, std::cout, std::cerr);
    }

    if (*engine) {
        // Buffered reads (the engine reads what a pipe holds at once, not a byte per call), and
        // a closed stdout ends the engine with exit code 1 instead of killing it with SIGPIPE.
        std::ios::sync_with_stdio(false);
        std::signal(SIGPIPE, SIG_IGN);
        return cata::content::runEngine(std::cin, std::cout, game.data_dir);
    }

    if (*pack) {
        const std::string user_dir = cata::app::xdgUserContentDir().string();
        if (*pack_import)
            return cata::content::runPackImport(pack_source, game.data_dir, user_dir, std::cout, std::cerr);
        return cata::content::runPackExport(pack_quests, pack_manifest, pack_out, game.data_dir, user_dir, std::cout,
                                            std::cerr);
    }

    if (*validate) {
        if (files.empty() && !all) {
            std::cerr << "validate: name files to check, or --all for every shipped file\n";
            return 2;
        }
        return cata::content::runValidate(files, all, game.data_dir, std::cout,
                                          cata::app::xdgUserContentDir().string());
    }
    return cata::app::runGame(game);
}
