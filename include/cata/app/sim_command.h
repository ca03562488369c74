// `catakombes sim`: plays N headless games of a quest between AI policies and prints
// the report (win rate with its 95 % interval, turns, endings, casualties and kills per card,
// content never used); optionally writes it as JSON.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cata/ai/sim.h"

namespace cata::app {

/// The command line of `catakombes sim`.
struct SimCommand {
    std::string data_dir;   // shipped content
    std::string quest;      // a shipped quest id or number, or a quest file
    int games = 100;
    std::uint64_t seed = 1;
    std::string heroes = "ai";        // "ai" | "random"
    std::string master = "rulebook";  // "rulebook" | "random"
    int jobs = 1;
    int max_actions = 20000;
    std::string json_path;  // when set: the report as JSON to this file
    bool progress = false;  // draw a progress bar on `err`
    std::string shard;      // "K/N": play the K-th of N slices of the games (empty: all)
};

/// Runs the simulation: the readable report on `out`, problems (and the progress bar) on `err`.
/// Returns 0, 1 when the simulation failed, 2 for bad arguments (an unknown quest, a quest file
/// that does not load: the loader's message).
int runSim(const SimCommand& cmd, std::ostream& out, std::ostream& err);

/// `catakombes sim-merge A.json B.json…`: the whole run's report from its slices' JSON reports
/// (ai::mergeShards), printed on `out` and, with `json_path`, written as the JSON that one
/// `sim --json` of the whole run writes. Returns 0, 1 when a file cannot be read or written or
/// the slices do not make one run (every problem on `err`).
int runSimMerge(const std::vector<std::string>& files, const std::string& json_path, std::ostream& out,
                std::ostream& err);

}  // namespace cata::app
