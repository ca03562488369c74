// Writes the recorded part of the fuzz seed corpora (tools/fuzz.sh, docs/robustness.md): for
// each shipped quest and a few seeds, a short game of random legal actions played through the
// engine protocol (EngineSession, in-process) is recorded as
//   <out>/engine/<quest>-<seed>.txt   the command lines sent (an engine transcript),
//   <out>/save/<quest>-<seed>.json    the save written at its end ("save"),
//   <out>/replay/<quest>-<seed>.json  the replay written at its end ("save_replay").
// Usage: fuzz_make_seeds OUT_DIR [STEPS]
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/engine_session.h"
#include "cata/core/rng.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string dataDir() {
    const char* env = std::getenv("CATAKOMBES_DATA");
    return env && *env ? env : CATA_SOURCE_DIR;
}

/// Sends `cmd` and records it; the transcript names files by `shown` instead of their path.
struct Recorder {
    cata::content::EngineSession& session;
    std::vector<std::string> lines;
    json send(const json& cmd, const json& shown = nullptr) {
        lines.push_back((shown.is_null() ? cmd : shown).dump());
        const json reply = json::parse(session.handle(cmd.dump()));
        if (!reply.value("ok", false) && cmd.value("cmd", "") != "undo") {
            std::fprintf(stderr, "fuzz_make_seeds: %s -> %s\n", cmd.dump().c_str(), reply.dump().c_str());
            std::exit(1);
        }
        return reply;
    }
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: fuzz_make_seeds OUT_DIR [STEPS]\n");
        return 2;
    }
    const fs::path out = argv[1];
    const int steps = argc > 2 ? std::atoi(argv[2]) : 60;
    for (const char* d : {"engine", "save", "replay"}) fs::create_directories(out / d);
    int written = 0;
    for (int quest = 1; quest <= 6; ++quest) {
        for (std::uint64_t seed : {7u, 11u}) {
            cata::content::EngineSession session(dataDir());
            Recorder rec{session, {}};
            const json started = rec.send({{"cmd", "new"}, {"quest", quest}, {"seed", seed},
                                           {"options", {{"solo_master", seed == 11}}}});
            const std::string name = started.value("quest", "q") + "-" + std::to_string(seed);
            cata::Rng pick(seed * 1000 + static_cast<std::uint64_t>(quest));
            rec.send({{"cmd", "state"}});
            for (int i = 0; i < steps; ++i) {
                const json legal = rec.send({{"cmd", "legal"}});
                const json& actions = legal["actions"];
                if (actions.empty()) break;
                json action = actions[pick.next32() % actions.size()];
                for (const char* k : {"ap", "rolls_dice", "reveals"}) action.erase(k);
                const std::string type = action.value("type", "");
                if (type == "melee" || type == "shot" || type == "powerful_attack" || type == "sharp_shot")
                    rec.send({{"cmd", "odds"}, {"action", action}});
                if (i % 9 == 4) rec.send({{"cmd", "why"}, {"action", action}});
                if (i % 13 == 6) rec.send({{"cmd", "force"}, {"power", {"I*", "blank"}}, {"location", {"chest"}}, {"d6", {4}}});
                rec.send({{"cmd", "act"}, {"action", action}});
                if (i % 7 == 3) rec.send({{"cmd", "undo"}});
            }
            rec.send({{"cmd", "hash"}});
            const fs::path save = out / "save" / (name + ".json");
            const fs::path replay = out / "replay" / (name + ".json");
            rec.send({{"cmd", "save"}, {"path", save.string()}}, {{"cmd", "save"}, {"path", "game.json"}});
            rec.send({{"cmd", "save_replay"}, {"path", replay.string()}}, {{"cmd", "save_replay"}, {"path", "game.replay.json"}});
            rec.send({{"cmd", "load"}, {"path", save.string()}}, {{"cmd", "load"}, {"path", "game.json"}});
            rec.send({{"cmd", "replay"}, {"path", replay.string()}}, {{"cmd", "replay"}, {"path", "game.replay.json"}});
            rec.send({{"cmd", "quit"}});
            std::ofstream t(out / "engine" / (name + ".txt"), std::ios::binary);
            for (const auto& l : rec.lines) t << l << '\n';
            written += 3;
        }
    }
    std::printf("fuzz_make_seeds: %d files in %s\n", written, out.string().c_str());
    return 0;
}
