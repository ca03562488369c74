// Save and replay documents, their checks on load, and atomic writing (save_file.h).

#include "cata/content/save_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

#include "cata/content/action_json.h"
#include "json_io.h"

namespace cata::content {

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

const char* kSaveFormat = "catakombes-save";
const char* kReplayFormat = "catakombes-replay";

json recordHeader(const GameRecord& r, const char* format, int version) {
    const JsonNames none;
    json doc = json::object();
    doc["format"] = format;
    doc["version"] = version;
    doc["content_hash"] = r.content->hash();
    doc["content"] = r.content->toJson();
    doc["options"] = jsonio::toJson(r.options, none);
    doc["seed"] = r.seed;
    doc["setup"] = json{{"heroes", jsonio::toJson(r.heroes, none)}, {"master", jsonio::toJson(r.master, none)}};
    if (!r.setup_force.is_null()) doc["setup"]["force"] = r.setup_force;  // dice forced while setting up
    doc["initial_hash"] = r.initial_hash;
    doc["actions"] = r.steps;
    return doc;
}

bool readWhole(const std::string& path, std::string& text, std::string* error) {
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    if (!ec && size > kMaxSaveBytes) {
        if (error) *error = path + ": file too large (" + std::to_string(size) + " bytes, at most 64 MiB)";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = path + ": cannot read (" + std::strerror(errno) + ")";
        return false;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    text = ss.str();
    return true;
}

/// 1-based line and column of byte `offset` of `text` (columns count bytes).
std::pair<std::size_t, std::size_t> lineColumnOf(const std::string& text, std::size_t offset) {
    std::size_t line = 1, column = 1;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

std::string atLineColumn(const std::string& text, std::size_t offset) {
    const auto [line, column] = lineColumnOf(text, offset);
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

/// The checked header of a save or replay; throws std::runtime_error("<problem>") (no file name).
json parseHeader(const std::string& text, const char* format, int version, const char* what) {
    if (text.size() > kMaxSaveBytes)
        throw std::runtime_error("file too large (" + std::to_string(text.size()) + " bytes, at most 64 MiB)");
    if (const auto deep = jsonio::nestedDeeperThan(text, kMaxSaveNesting))
        throw std::runtime_error("nesting too deep (" + atLineColumn(text, *deep) + "): at most " +
                                 std::to_string(kMaxSaveNesting) + " levels");
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error& e) {
        throw std::runtime_error("not valid JSON, truncated or corrupted (" + atLineColumn(text, e.byte > 0 ? e.byte - 1 : 0) + ")");
    }
    const std::string not_ours = std::string("not a Catakombes ") + what;
    if (!doc.is_object()) throw std::runtime_error(not_ours + " (expected a JSON object, found " + describe(doc) + ")");
    auto f = doc.find("format");
    if (f == doc.end()) throw std::runtime_error(not_ours + " (missing \"format\")");
    if (!f->is_string() || f->get<std::string>() != format)
        throw std::runtime_error(not_ours + " (format " + f->dump() + ", expected \"" + format + "\")");
    auto v = doc.find("version");
    if (v == doc.end()) throw std::runtime_error("missing \"version\"");
    if (!v->is_number_integer()) throw std::runtime_error("version: expected an integer, found " + describe(*v));
    const auto n = v->get<long long>();
    if (n > version)
        throw std::runtime_error("version " + std::to_string(n) + " is newer than this game (" + std::to_string(version) + ")");
    if (n < 1) throw std::runtime_error("version " + std::to_string(n) + " is not a valid version");
    return doc;
}

/// Reads the members shared by saves and replays; `extra` are the other allowed keys.
GameRecord readRecord(const json& doc, std::shared_ptr<const GameContent>& content,
                      std::initializer_list<const char*> extra, std::initializer_list<const char*> optional = {}) {
    static const std::vector<std::string> common = {"format", "version", "content_hash", "content", "options",
                                                    "seed",   "setup",   "initial_hash", "actions"};
    std::vector<std::string> known = common;
    for (const char* k : extra) known.emplace_back(k);
    const std::size_t required = known.size();
    for (const char* k : optional) known.emplace_back(k);
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            jsonio::fail(it.key(), "unknown key" + didYouMean(it.key(), known));
    for (std::size_t i = 0; i < required; ++i)
        if (!doc.contains(known[i])) throw std::runtime_error("missing \"" + known[i] + "\"");

    GameRecord r;
    const json& hash = doc["content_hash"];
    if (!hash.is_string()) jsonio::fail("content_hash", "expected a string, found " + describe(hash));
    r.content = EmbeddedContent::fromJson(doc["content"], "content");
    if (r.content->hash() != hash.get<std::string>())
        throw std::runtime_error("the content does not match its content_hash (the file was edited or corrupted)");
    std::string problem;
    content = loadEmbedded(r.content, "", &problem);  // the caller adds `display` in front
    if (!content) throw std::runtime_error("the embedded content does not load: " + problem);

    const JsonNames none;
    const jsonio::JsonReader top(doc, "", none);
    top.read(doc["options"], "options", r.options);
    const json& seed = doc["seed"];
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
        jsonio::fail("seed", "expected an integer from 0 to 18446744073709551615, found " + (seed.is_number() ? seed.dump() : describe(seed)));
    r.seed = seed.get<std::uint64_t>();
    const json& setup = doc["setup"];
    jsonio::JsonReader sr(setup, "setup", none);
    sr.field("heroes", r.heroes);
    sr.field("master", r.master);
    if (setup.is_object() && setup.contains("force")) {
        sr.allow("force");
        ForcedDice checked;
        readForce(setup["force"], "setup.force", checked);
        r.setup_force = setup["force"];
    }
    sr.finish();
    top.read(doc["initial_hash"], "initial_hash", r.initial_hash);
    const json& steps = doc["actions"];
    if (!steps.is_array()) jsonio::fail("actions", "expected an array, found " + describe(steps));
    if (steps.size() > kMaxSaveSteps)
        jsonio::fail("actions", "too many steps: " + std::to_string(steps.size()) + ", at most " + std::to_string(kMaxSaveSteps));
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const json& s = steps[i];
        const std::string path = jsonio::element("actions", i);
        if (!s.is_object()) jsonio::fail(path, "expected an object, found " + describe(s));
        if (!s.contains("action") && !s.contains("force")) jsonio::fail(path, "missing \"action\" or \"force\"");
        if (!s.contains("hash") || !s["hash"].is_string()) jsonio::fail(path, "missing \"hash\"");
        r.steps.push_back(s);
    }
    return r;
}

}  // namespace

bool isValidGameId(const std::string& id) {
    return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

std::string newGameId() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    localtime_r(&now, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    std::random_device device;
    char bits[16];
    std::snprintf(bits, sizeof bits, "%08x", static_cast<unsigned>(device()));
    return std::string(stamp) + "-" + bits;
}

std::string derivedGameId(const std::string& content_hash, std::uint64_t seed, const std::string& initial_hash) {
    return "save-" + fnv1a64Hex(content_hash + "/" + std::to_string(seed) + "/" + initial_hash);
}

GameSetup setupOf(const GameRecord& r, std::shared_ptr<const GameContent> content) {
    GameSetup setup;
    setup.content = std::move(content);
    setup.options = r.options;
    setup.heroes = r.heroes;
    setup.master = r.master;
    setup.seed = r.seed;
    if (!r.setup_force.is_null()) {  // checked when the record was read or made
        ForcedDice forced;
        readForce(r.setup_force, "setup.force", forced);
        setup.forced_power = std::move(forced.power);
        setup.forced_location = std::move(forced.location);
        setup.forced_d6 = std::move(forced.d6);
    }
    return setup;
}

json saveToJson(const GameRecord& record, const GameState& state, const std::vector<json>& log) {
    json doc = recordHeader(record, kSaveFormat, kSaveVersion);
    doc["state"] = stateDataToJson(state.data(), state.content());
    doc["log"] = log;
    if (record.players != Players{})
        doc["players"] =
            json{{"heroes", playerKey(record.players.heroes)}, {"master", playerKey(record.players.master)}};
    if (!record.game_id.empty()) doc["game"] = record.game_id;
    if (record.hints_used > 0) doc["hints"] = record.hints_used;
    if (!record.notes.empty()) {
        json notes = json::array();
        for (const auto& [entry, note] : record.notes) notes.push_back(json{{"entry", entry}, {"note", note}});
        doc["notes"] = std::move(notes);
    }
    return doc;
}

json replayToJson(const GameRecord& record, const std::string& final_hash) {
    json doc = recordHeader(record, kReplayFormat, kReplayVersion);
    doc["final_hash"] = final_hash;
    return doc;
}

namespace {

/// The optional "hints" member of a save: the hints the heroes' player asked for; 0 when absent.
int readHints(const json& doc) {
    const auto it = doc.find("hints");
    if (it == doc.end()) return 0;
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 1000000)
        jsonio::fail("hints", "expected a whole number from 0 to 1000000, found " +
                                  (it->is_number() ? it->dump() : describe(*it)));
    return static_cast<int>(it->get<long long>());
}

/// The optional "players" member of a save; human against human when absent.
Players readPlayers(const json& doc) {
    Players out;
    const auto it = doc.find("players");
    if (it == doc.end()) return out;
    if (!it->is_object()) jsonio::fail("players", "expected an object, found " + describe(*it));
    for (auto m = it->begin(); m != it->end(); ++m) {
        const std::string path = "players." + m.key();
        if (m.key() != "heroes" && m.key() != "master")
            jsonio::fail(path, "unknown key" + didYouMean(m.key(), {"heroes", "master"}));
        const std::optional<Player> player = m->is_string() ? playerFromKey(m->get<std::string>()) : std::nullopt;
        if (!player)
            jsonio::fail(path, "expected \"human\", \"rulebook\", \"heroes\" or \"random\", found " +
                                   (m->is_string() ? m->dump() : describe(*m)));
        (m.key() == "heroes" ? out.heroes : out.master) = *player;
    }
    return out;
}

/// The optional "notes" member of a save: [{"entry": history index, "note": {…}}, …].
std::map<std::size_t, json> readNotes(const json& doc) {
    std::map<std::size_t, json> out;
    const auto it = doc.find("notes");
    if (it == doc.end()) return out;
    if (!it->is_array()) jsonio::fail("notes", "expected an array, found " + describe(*it));
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& n = (*it)[i];
        const std::string path = jsonio::element("notes", i);
        if (!n.is_object()) jsonio::fail(path, "expected an object, found " + describe(n));
        for (auto m = n.begin(); m != n.end(); ++m)
            if (m.key() != "entry" && m.key() != "note") jsonio::fail(path + "." + m.key(), "unknown key" + didYouMean(m.key(), {"entry", "note"}));
        const auto entry = n.find("entry");
        if (entry == n.end() || !entry->is_number_unsigned())
            jsonio::fail(path + ".entry", "expected the index of a history entry (0 or more)");
        const auto note = n.find("note");
        if (note == n.end() || !note->is_object()) jsonio::fail(path + ".note", "expected an object");
        out[entry->get<std::size_t>()] = *note;
    }
    return out;
}

/// The optional "game" member of a save; derivedGameId() when absent.
std::string readGameId(const json& doc) {
    const auto it = doc.find("game");
    if (it == doc.end())
        return derivedGameId(doc["content_hash"].get<std::string>(), doc["seed"].get<std::uint64_t>(),
                             doc["initial_hash"].get<std::string>());
    if (!it->is_string()) jsonio::fail("game", "expected a string, found " + describe(*it));
    if (!isValidGameId(it->get<std::string>()))
        jsonio::fail("game", it->dump() + " is not a game id (1 to 64 letters, digits, '-' or '_')");
    return it->get<std::string>();
}

}  // namespace

GameState readSaveState(const json& doc, const std::shared_ptr<const GameContent>& content, std::vector<json>* log) {
    if (!doc.is_object()) throw std::runtime_error("expected an object, found " + describe(doc));
    for (const char* key : {"state", "log"})
        if (!doc.contains(key)) throw std::runtime_error(std::string("missing \"") + key + "\"");
    GameStateData data = stateDataFromJson(doc["state"], *content, "state");
    for (std::size_t i = 0; i < data.characters.size(); ++i)  // named by path here, before the core's check
        if (const std::string& card = data.characters[i].card; content->cardIndex(card) < 0) {
            std::vector<std::string> ids;
            for (const auto& c : content->cards) ids.push_back(c.id);
            jsonio::fail(jsonio::element("state.characters", i) + ".card",
                         "unknown card \"" + card + "\" (not in the embedded content)" + didYouMean(card, ids));
        }
    std::vector<std::string> problems;
    std::optional<GameState> state = GameState::fromData(content, std::move(data), &problems);
    if (!state)
        throw std::runtime_error("the state does not fit its content: " + (problems.empty() ? "" : problems.front()));
    const json& events = doc["log"];
    if (!events.is_array()) jsonio::fail("log", "expected an array, found " + describe(events));
    const JsonNames names = JsonNames::of(*state);
    for (std::size_t i = 0; i < events.size(); ++i) {
        eventFromJson(events[i], names, jsonio::element("log", i));  // checked, kept as written
        if (log) log->push_back(events[i]);
    }
    return std::move(*state);
}

std::optional<LoadedSave> parseSave(const std::string& text, const std::string& display, std::string* error) {
    try {
        const json doc = parseHeader(text, kSaveFormat, kSaveVersion, "save");
        LoadedSave out;
        out.record = readRecord(doc, out.content, {"state", "log"}, {"players", "game", "notes", "hints"});
        out.record.players = readPlayers(doc);
        out.record.hints_used = readHints(doc);
        out.record.notes = readNotes(doc);
        out.record.game_id = readGameId(doc);
        out.state = readSaveState(doc, out.content, &out.log);
        return out;
    } catch (const std::exception& e) {
        if (error) *error = display + ": " + e.what();
        return std::nullopt;
    }
}

std::optional<LoadedSave> loadSave(const std::string& path, std::string* error) {
    std::string text;
    if (!readWhole(path, text, error)) return std::nullopt;
    return parseSave(text, path, error);
}

std::optional<LoadedReplay> parseReplay(const std::string& text, const std::string& display, std::string* error) {
    try {
        const json doc = parseHeader(text, kReplayFormat, kReplayVersion, "replay");
        LoadedReplay out;
        out.record = readRecord(doc, out.content, {"final_hash"});
        const json& fh = doc["final_hash"];
        if (!fh.is_string()) jsonio::fail("final_hash", "expected a string, found " + describe(fh));
        out.final_hash = fh.get<std::string>();
        return out;
    } catch (const std::exception& e) {
        if (error) *error = display + ": " + e.what();
        return std::nullopt;
    }
}

std::optional<LoadedReplay> loadReplay(const std::string& path, std::string* error) {
    std::string text;
    if (!readWhole(path, text, error)) return std::nullopt;
    return parseReplay(text, path, error);
}

void readForce(const json& force, const std::string& path, ForcedDice& out) {
    if (!force.is_object()) jsonio::fail(path, "expected an object, found " + describe(force));
    const JsonNames none;
    jsonio::JsonReader r(force, path, none, true);
    r.field("power", out.power);
    r.field("location", out.location);
    r.field("d6", out.d6);
    r.finish();
    for (std::size_t i = 0; i < out.d6.size(); ++i)
        if (out.d6[i] < 1 || out.d6[i] > 6)
            jsonio::fail(jsonio::element(jsonio::member(path, "d6"), i), "expected a value from 1 to 6");
}

void applyForce(GameState& s, const json& force, const std::string& path) {
    ForcedDice forced;
    readForce(force, path, forced);
    s.dice().forcePower(forced.power);
    s.dice().forceLocation(forced.location);
    s.dice().forceD6(forced.d6);
}

AppliedStep applyStep(GameState& s, const json& step, std::vector<json>* log, const std::string& path) {
    if (!step.is_object()) jsonio::fail(path, "expected an object, found " + describe(step));
    if (auto f = step.find("force"); f != step.end()) {
        applyForce(s, *f, jsonio::member(path, "force"));
        return {};
    }
    auto a = step.find("action");
    if (a == step.end()) jsonio::fail(path, "missing \"action\" or \"force\"");
    const JsonNames names = JsonNames::of(s);
    AppliedStep out{actionFromJson(*a, names, jsonio::member(path, "action")), {}};
    if (auto why = s.whyIllegal(*out.action)) throw std::invalid_argument(jsonio::member(path, "action") + ": illegal on replay: " + *why);
    out.events = s.apply(*out.action);
    if (log)
        for (const Event& e : out.events) log->push_back(eventToJson(e, names));
    return out;
}

bool writeFileAtomically(const std::string& path, const std::string& text, std::string* error) {
    auto failWith = [&](const std::string& what) {
        if (error) *error = path + ": " + what + " (" + std::strerror(errno) + ")";
        return false;
    };
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmpl = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
    std::vector<char> name(tmpl.begin(), tmpl.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) return failWith("cannot create a temporary file");
    const std::string tmp(name.data());
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int saved = errno;
            ::close(fd);
            ::unlink(tmp.c_str());
            errno = saved;
            return failWith("cannot write");
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        const int saved = errno;
        ::close(fd);
        ::unlink(tmp.c_str());
        errno = saved;
        return failWith("cannot sync");
    }
    ::fchmod(fd, 0644);
    if (::close(fd) != 0) {
        ::unlink(tmp.c_str());
        return failWith("cannot close");
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int saved = errno;
        ::unlink(tmp.c_str());
        errno = saved;
        return failWith("cannot rename the temporary file");
    }
    if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY); dfd >= 0) {
        ::fsync(dfd);  // the rename itself reaches the disk
        ::close(dfd);
    }
    removeStaleTemporaries(dir.string(), std::chrono::minutes(1));  // left by a process killed mid-write
    return true;
}

bool isTemporaryFileName(const std::string& filename) {
    // ".<name>.tmp-XXXXXX": mkstemp replaces the six X with letters and digits.
    const std::size_t n = filename.size();
    if (n < 1 + 1 + 5 + 6 || filename[0] != '.' || filename.compare(n - 11, 5, ".tmp-") != 0) return false;
    return std::all_of(filename.end() - 6, filename.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    });
}

int removeStaleTemporaries(const std::string& dir, std::chrono::seconds older_than) {
    int removed = 0;
    std::error_code ec;
    const auto now = fs::file_time_type::clock::now();
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code fec;
        if (!isTemporaryFileName(it->path().filename().string()) || !it->is_regular_file(fec)) continue;
        const auto written = it->last_write_time(fec);
        if (fec || now - written < older_than) continue;
        if (fs::remove(it->path(), fec)) ++removed;
    }
    return removed;
}

}  // namespace cata::content
