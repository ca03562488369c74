// `catakombes sim` (include/cata/app/sim_command.h).
#include "cata/app/sim_command.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>
#include <sstream>

#include <fmt/format.h>

#include "cata/content/reader.h"
#include "cata/content/save_file.h"

namespace cata::app {

namespace {

namespace fs = std::filesystem;

/// The content holding the quest named by `arg` (a shipped quest id or number, a shipped quest
/// file, another quest file) and the quest's id; nothing with the problem in `error`.
std::unique_ptr<content::ContentDocuments> quest(const std::string& data_dir, const std::string& arg, std::string& id,
                                                 std::string& error) {
    auto docs = std::make_unique<content::ContentDocuments>(content::ContentDocuments::shipped(data_dir));
    std::vector<std::string> ids;
    for (const auto& q : docs->library().quests) {
        ids.push_back(q.id);
        if (q.id == arg || std::to_string(q.number) == arg) id = q.id;
    }
    if (!id.empty()) return docs;
    std::error_code ec;
    const bool is_file = fs::is_regular_file(arg, ec);
    if (is_file) {
        for (const auto& [qid, file] : docs->library().quest_files)
            if (fs::equivalent(fs::path(data_dir) / file, arg, ec)) id = qid;
        if (!id.empty()) return docs;
    }
    const bool looks_like_file = is_file || arg.find('/') != std::string::npos || arg.ends_with(".json");
    if (!looks_like_file) {
        const std::string hint = content::didYouMean(arg, ids);
        error = "no quest \"" + arg + "\"" + (hint.empty() ? "; known quests: " + content::joined(ids) : hint);
        return nullptr;
    }
    docs = std::make_unique<content::ContentDocuments>(content::ContentDocuments::shipped(data_dir, arg));
    if (!docs->report().ok()) {
        for (const auto& d : docs->report().diagnostics) error += (error.empty() ? "" : "\n") + d.format();
        return nullptr;
    }
    if (docs->library().quests.empty()) {
        error = arg + " holds no quest";
        return nullptr;
    }
    id = docs->library().quests.front().id;
    return docs;
}

}  // namespace

int runSim(const SimCommand& cmd, std::ostream& out, std::ostream& err) {
    ai::SimOptions o;
    if (cmd.heroes == "ai")
        o.players.heroes = content::Player::HeroesAi;
    else if (cmd.heroes == "random")
        o.players.heroes = content::Player::Random;
    else if (cmd.heroes == "search:veteran")
        o.players.heroes = content::Player::HeroesVeteran;
    else if (cmd.heroes == "search:nightmare")
        o.players.heroes = content::Player::HeroesNightmare;
    else {
        err << "sim: --heroes: expected ai, search:veteran, search:nightmare or random, found \"" << cmd.heroes
            << "\"\n";
        return 2;
    }
    if (cmd.master == "rulebook")
        o.players.master = content::Player::Rulebook;
    else if (cmd.master == "random")
        o.players.master = content::Player::Random;
    else if (cmd.master == "veteran")
        o.players.master = content::Player::Veteran;
    else if (cmd.master == "nightmare")
        o.players.master = content::Player::Nightmare;
    else {
        err << "sim: --master: expected rulebook, veteran, nightmare or random, found \"" << cmd.master << "\"\n";
        return 2;
    }
    std::string error;
    auto docs = quest(cmd.data_dir, cmd.quest, o.quest_id, error);
    if (!docs) {
        err << "sim: --quest: " << error << "\n";
        return 2;
    }
    o.games = cmd.games;
    o.seed = cmd.seed;
    o.jobs = cmd.jobs;
    o.max_actions = cmd.max_actions;
    if (!cmd.shard.empty()) {
        int k = 0, n = 0;
        char slash = 0, extra = 0;
        std::istringstream in(cmd.shard);
        if (!(in >> k >> slash >> n) || slash != '/' || in >> extra || k < 1 || n < 1 || k > n) {
            err << "sim: --shard: expected K/N with 1 <= K <= N (3/8: the third of eight slices), found \"" << cmd.shard
                << "\"\n";
            return 2;
        }
        if (n > cmd.games) {
            err << "sim: --shard: " << n << " slices of " << cmd.games << " games: each slice needs a game at least\n";
            return 2;
        }
        o.shard = k;
        o.shards = n;
    }

    ai::SimProgress bar;
    if (cmd.progress) {
        bar = [&err](int done, int total) {
            constexpr int width = 40;
            const int filled = done * width / total;
            err << fmt::format("\r[{}{}] {}/{} games", std::string(static_cast<std::size_t>(filled), '#'),
                               std::string(static_cast<std::size_t>(width - filled), ' '), done, total);
            if (done == total) err << "\r" << std::string(width + 32, ' ') << "\r";
            err.flush();
        };
    }
    ai::SimReport report;
    ai::SimGames games;
    try {
        games = ai::playGames(*docs, o, bar);
        report = ai::summarize(o, games.tallies);
    } catch (const std::exception& e) {
        err << "sim: " << e.what() << "\n";
        return 1;
    }
    if (o.shards > 1)
        out << fmt::format("Shard {} of {}: games {}, {}, … of {} (sim-merge sums the shards' JSON reports)\n", o.shard,
                           o.shards, o.shard - 1, o.shard - 1 + o.shards, o.games);
    out << ai::toText(report);
    if (!cmd.json_path.empty()) {
        nlohmann::json j = ai::toJson(report);
        if (o.shards > 1) j["shard"] = ai::shardJson(o, games);
        if (!content::writeFileAtomically(cmd.json_path, j.dump(2) + "\n", &error)) {
            err << "sim: --json: " << error << "\n";
            return 1;
        }
    } else if (o.shards > 1) {
        err << "sim: --shard without --json: this slice's games are not kept for sim-merge\n";
    }
    return 0;
}

int runSimMerge(const std::vector<std::string>& files, const std::string& json_path, std::ostream& out,
                std::ostream& err) {
    std::vector<ai::ShardFile> inputs;
    bool ok = true;
    for (const auto& name : files) {
        std::ifstream in(name, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in) {
            err << "sim-merge: " << name << ": cannot read it\n";
            ok = false;
            continue;
        }
        inputs.push_back({name, text.str()});
    }
    if (!ok) return 1;
    std::string error;
    const auto report = ai::mergeShards(inputs, &error);
    if (!report) {
        std::istringstream lines(error);
        for (std::string line; std::getline(lines, line);) err << "sim-merge: " << line << "\n";
        return 1;
    }
    out << ai::toText(*report);
    if (!json_path.empty() && !content::writeFileAtomically(json_path, ai::toJson(*report).dump(2) + "\n", &error)) {
        err << "sim-merge: --json: " << error << "\n";
        return 1;
    }
    return 0;
}

}  // namespace cata::app
