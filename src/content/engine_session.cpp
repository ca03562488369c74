// The engine protocol's commands (engine_session.h, docs/engine-protocol.md).

#include "cata/content/engine_session.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <istream>
#include <ostream>
#include <set>
#include <stdexcept>

#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "cata/content/position_json.h"
#include "cata/content/reader.h"
#include "cata/core/odds.h"
#include "json_io.h"

namespace cata::content {

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

/// A command that cannot be carried out; the message is the reply's "error".
struct CommandError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// `text` cut to at most `max` bytes on a UTF-8 boundary, with "…" when cut.
std::string shortened(const std::string& text, std::size_t max) {
    if (text.size() <= max) return text;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // not inside a character
    return text.substr(0, n) + "…";
}

/// A word the player wrote, quoted for an error message; a long one is cut and its length given.
std::string quotedWord(const std::string& word) {
    if (word.size() <= 64) return "\"" + word + "\"";
    return "\"" + shortened(word, 64) + "\" (" + std::to_string(word.size()) + " bytes)";
}

/// Refuses, before parsing, NUL bytes (nlohmann takes one for the end of the input and would
/// ignore the rest of the line) and arrays and objects nested deeper than kMaxEngineDepth
/// (nlohmann copies, compares and writes values recursively: a line of a million "[" would
/// exhaust the stack).
void checkLine(const std::string& line) {
    if (const auto nul = line.find('\0'); nul != std::string::npos)
        throw CommandError("a NUL byte at column " + std::to_string(nul + 1) + " (a command is a line of JSON text)");
    if (const auto deep = jsonio::nestedDeeperThan(line, kMaxEngineDepth))
        throw CommandError("arrays and objects nested deeper than " + std::to_string(kMaxEngineDepth) + " levels (column " +
                           std::to_string(*deep + 1) + ")");
}

/// nlohmann's parse error without its prefixes: "[json.exception.parse_error.101] parse error at
/// line 1, column 9: syntax error while parsing value - unexpected end of input; expected …" gives
/// "unexpected end of input; expected …" (cut to 160 bytes: "last read" may quote a whole line).
std::string parseProblem(const std::string& what) {
    std::string reason = what;
    if (auto column = reason.find("column "); column != std::string::npos)
        if (auto colon = reason.find(": ", column); colon != std::string::npos) reason = reason.substr(colon + 2);
    if (reason.rfind("syntax error while parsing ", 0) == 0)
        if (auto dash = reason.find(" - "); dash != std::string::npos) reason = reason.substr(dash + 3);
    if (reason.rfind("[json.exception.", 0) == 0)
        if (auto space = reason.find("] "); space != std::string::npos) reason = reason.substr(space + 2);
    return shortened(reason, 160);
}

/// Parses one command line: valid JSON (UTF-8), nested at most kMaxEngineDepth deep, no key twice
/// in one object.
json parseCommand(const std::string& line) {
    checkLine(line);
    std::vector<std::set<std::string>> keys;  // the keys seen in each open object
    const json::parser_callback_t check = [&keys](int, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::object_start) {
            keys.emplace_back();
        } else if (event == json::parse_event_t::object_end) {
            if (!keys.empty()) keys.pop_back();
        } else if (event == json::parse_event_t::key && !keys.empty()) {
            const std::string& key = parsed.get_ref<const std::string&>();
            if (!keys.back().insert(key).second) throw CommandError("duplicate key " + quotedWord(key));
        }
        return true;
    };
    try {
        return json::parse(line, check);
    } catch (const json::parse_error& e) {
        throw CommandError("not valid JSON (column " + std::to_string(e.byte) + "): " + parseProblem(e.what()));
    } catch (const json::exception& e) {  // a number too large for a double ("1e400")
        throw CommandError("not valid JSON: " + parseProblem(e.what()));
    }
}

/// The compact dump of `reply` (text that is not valid UTF-8 replaced) with the members `raw`,
/// sorted by key, written among its own where the dump of the whole reply would have them (keys
/// in order): the same bytes, with the text kept of a large member (the legal list) copied.
std::string writeReply(const json& reply, std::vector<std::pair<std::string, std::string>>& raw) {
    constexpr auto replace = json::error_handler_t::replace;
    if (raw.empty()) return reply.dump(-1, ' ', false, replace);
    std::stable_sort(raw.begin(), raw.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string out = "{";
    const auto put = [&out](const std::string& key, const std::string& text) {
        if (out.size() > 1) out += ',';
        out += json(key).dump(-1, ' ', false, replace);
        out += ':';
        out += text;
    };
    auto r = raw.begin();
    for (auto it = reply.begin(); it != reply.end(); ++it) {
        for (; r != raw.end() && r->first < it.key(); ++r) put(r->first, r->second);
        put(it.key(), it.value().dump(-1, ' ', false, replace));
    }
    for (; r != raw.end(); ++r) put(r->first, r->second);
    return out + "}";
}

/// A file to read ("load", "replay"): refused when it exists but is not a regular file (a folder,
/// a device such as /dev/zero, a pipe that would never end).
void checkReadable(const std::string& path) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (!ec && fs::exists(status) && !fs::is_regular_file(status)) throw CommandError(path + ": not a regular file");
}

const std::vector<std::string>& commandWords() {
    static const std::vector<std::string> words = {"new",         "setup", "state",    "legal", "act",  "why",
                                                   "odds",        "undo",  "force",    "save",  "load", "replay",
                                                   "save_replay", "hash",  "position", "quit"};
    return words;
}

/// Unknown members of a command are errors ("new.sed: unknown key; did you mean \"seed\"?").
void checkKeys(const json& cmd, const std::string& name, std::vector<std::string> keys, bool command = true) {
    if (command) {
        keys.push_back("cmd");
        keys.push_back("id");
    }
    for (auto it = cmd.begin(); it != cmd.end(); ++it)
        if (std::find(keys.begin(), keys.end(), it.key()) == keys.end())
            throw CommandError(name + "." + it.key() + ": unknown key" + didYouMean(it.key(), keys));
}

const json& required(const json& cmd, const std::string& name, const char* key) {
    auto it = cmd.find(key);
    if (it == cmd.end()) throw CommandError(name + ": missing \"" + key + "\"");
    return *it;
}

std::string stringMember(const json& cmd, const std::string& name, const char* key) {
    const json& v = required(cmd, name, key);
    if (!v.is_string()) throw CommandError(name + "." + key + ": expected a string, found " + describe(v));
    return v.get<std::string>();
}

std::string_view presenceKey(Presence p) {
    switch (p) {
        case Presence::OnBoard: return "on_board";
        case Presence::Down: return "down";
        case Presence::Casualty: return "casualty";
        case Presence::Dead: return "dead";
        case Presence::Exited: return "exited";
    }
    return "?";
}

/// names[i], or nothing (null) when `i` names no one.
std::optional<std::string> nameOrNull(const std::vector<std::string>& names, int i) {
    return i >= 0 && static_cast<std::size_t>(i) < names.size()
               ? std::optional<std::string>(names[static_cast<std::size_t>(i)])
               : std::nullopt;
}

/// One side's roster as asked in "new": card ids or {"card", "id", "at"}.
std::optional<std::vector<RosterEntry>> readRoster(const json& cmd, const char* key) {
    auto it = cmd.find(key);
    if (it == cmd.end() || it->is_null()) return std::nullopt;
    const std::string path = std::string("new.") + key;
    if (!it->is_array()) throw CommandError(path + ": expected an array, found " + describe(*it));
    std::vector<RosterEntry> out;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& e = (*it)[i];
        const std::string p = path + "[" + std::to_string(i) + "]";
        RosterEntry r;
        if (e.is_string()) {
            r.card = e.get<std::string>();
        } else if (e.is_object()) {
            checkKeys(e, p, {"card", "id", "at"}, false);
            r.card = stringMember(e, p, "card");
            if (auto id = e.find("id"); id != e.end()) {
                if (!id->is_string()) throw CommandError(p + ".id: expected a string, found " + describe(*id));
                r.id = id->get<std::string>();
            }
            if (auto at = e.find("at"); at != e.end()) {
                if (!at->is_array() || at->size() != 2 || !(*at)[0].is_number_integer() || !(*at)[1].is_number_integer())
                    throw CommandError(p + ".at: expected [x, y], found " + describe(*at));
                auto coordinate = [&](const json& v) {
                    // An unsigned above LLONG_MAX would read as negative: out of range as well.
                    const auto c = v.get<long long>();
                    if ((v.is_number_unsigned() && c < 0) || c < -1000000 || c > 1000000)
                        throw CommandError(p + ".at: expected [x, y], coordinates out of range");
                    return static_cast<int>(c);
                };
                r.at = Pos{coordinate((*at)[0]), coordinate((*at)[1])};
            }
        } else {
            throw CommandError(p + ": expected a card id or {\"card\", \"id\", \"at\"}, found " + describe(e));
        }
        out.push_back(std::move(r));
    }
    return out;
}

/// A problem of the embedded quest with a "start" set by "setup" (loadEmbedded's
/// "content.quest: /start/characters/0/hp: …") as the protocol names it:
/// "setup.position.characters[0].hp: …".
std::string positionError(const std::string& error) {
    const std::string prefix = "content.quest: /start";
    if (error.rfind(prefix, 0) != 0) return "setup: " + error;
    const auto colon = error.find(": ", prefix.size());
    if (colon == std::string::npos) return "setup: " + error;
    std::string path = "setup.position";
    const std::string pointer = error.substr(prefix.size(), colon - prefix.size());
    for (std::size_t i = 0; i < pointer.size();) {
        const std::size_t next = std::min(pointer.find('/', i + 1), pointer.size());
        const std::string token = pointer.substr(i + 1, next - i - 1);
        const bool index =
            !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
        path += index ? "[" + token + "]" : "." + token;
        i = next;
    }
    return path + error.substr(colon);
}

/// The characters of a start position as the setup's rosters (true: the heroes'), with the
/// instance ids the core gives them.
std::vector<std::pair<bool, Placement>> placementsOf(const GameContent& content) {
    std::vector<std::pair<bool, Placement>> out;
    if (!content.quest.start) return out;
    for (const StartCharacter& c : content.quest.start->characters) {
        const int card = content.cardIndex(c.card);
        out.emplace_back(card >= 0 && content.cards[static_cast<std::size_t>(card)].isHero(),
                         Placement{c.card, c.id, c.at.value_or(Pos{})});
    }
    return out;
}

/// The forced outcomes waiting, per kind of die ({"power": ["I*"], "location": [], "d6": [5]}),
/// so that one left unused shows.
json forcedView(const GameState& s) {
    json power = json::array(), location = json::array(), d6 = json::array();
    for (PowerFace f : s.dice().forcedPower()) power.push_back(std::string(powerFaceKey(f)));
    for (Location l : s.dice().forcedLocation()) location.push_back(std::string(locationKey(l)));
    for (int v : s.dice().forcedD6()) d6.push_back(v);
    return json{{"power", std::move(power)}, {"location", std::move(location)}, {"d6", std::move(d6)}};
}

}  // namespace

EngineSession::EngineSession(std::string data_dir, SessionLimits limits)
    : data_dir_(std::move(data_dir)), limits_(limits) {}

EngineSession::EngineSession(std::string data_dir, std::shared_ptr<const ContentDocuments> shipped,
                             SessionLimits limits)
    : data_dir_(std::move(data_dir)), limits_(limits), shipped_(std::move(shipped)) {}

const ContentDocuments& EngineSession::shipped() {
    if (!shipped_) shipped_ = std::make_shared<const ContentDocuments>(ContentDocuments::shipped(data_dir_));
    return *shipped_;
}

GameSession& EngineSession::game() {
    if (!game_) throw CommandError("no game: start one with \"new\", \"setup\", \"load\" or \"replay\"");
    return *game_;
}

void EngineSession::play(std::unique_ptr<GameSession> session) {
    session->setLimits(limits_);
    game_.emplace(std::move(*session));
}

std::string EngineSession::handle(const std::string& line) {
    json reply;
    std::optional<json> id;
    raw_.clear();
    try {
        if (line.size() > kMaxEngineLine)
            throw CommandError("line too long (" + std::to_string(line.size()) + " bytes, at most " +
                               std::to_string(kMaxEngineLine) + ")");
        const json cmd = parseCommand(line);
        if (!cmd.is_object()) throw CommandError("expected a JSON object, found " + describe(cmd));
        if (auto it = cmd.find("id"); it != cmd.end()) id = *it;
        reply = dispatch(cmd);
        reply["ok"] = true;
    } catch (const std::exception& e) {
        reply = json{{"ok", false}, {"error", e.what()}};
        raw_.clear();
    } catch (...) {
        reply = json{{"ok", false}, {"error", "internal error"}};
        raw_.clear();
    }
    if (id) reply["id"] = *id;
    return writeReply(reply, raw_);
}

json EngineSession::dispatch(const json& cmd) {
    auto c = cmd.find("cmd");
    if (c == cmd.end()) throw CommandError("missing \"cmd\"");
    if (!c->is_string()) throw CommandError("cmd: expected a string, found " + describe(*c));
    const std::string name = c->get<std::string>();
    if (name == "new") return cmdNew(cmd);
    if (name == "setup") return cmdNew(cmd, true);
    if (name == "state") {
        checkKeys(cmd, name, {});
        game();
        for (auto& [key, text] : stateView()) raw_.emplace_back(key, std::move(text));
        return json::object();
    }
    if (name == "legal") {
        checkKeys(cmd, name, {});
        game();
        return legalView();
    }
    if (name == "act") return cmdAct(cmd);
    if (name == "why") return cmdWhy(cmd);
    if (name == "odds") return cmdOdds(cmd);
    if (name == "undo") {
        checkKeys(cmd, name, {});
        return cmdUndo();
    }
    if (name == "force") return cmdForce(cmd);
    if (name == "save") return cmdSave(cmd, false);
    if (name == "save_replay") return cmdSave(cmd, true);
    if (name == "load") return cmdLoad(cmd);
    if (name == "replay") return cmdReplay(cmd);
    if (name == "hash") {
        checkKeys(cmd, name, {});
        return json{{"hash", game().stateHash()}};
    }
    if (name == "position") {  // the game's position in the quest format's "start" form (position_json.h)
        checkKeys(cmd, name, {});
        std::vector<std::string> lost;
        json position = positionToJson(game().state(), &lost);
        return json{{"position", std::move(position)}, {"lost", lost}};
    }
    if (name == "quit") {
        checkKeys(cmd, name, {});
        quit_ = true;
        return json{{"bye", true}};
    }
    std::string msg = "unknown command " + quotedWord(name);
    const std::string hint = didYouMean(name, commandWords());
    throw CommandError(msg + (hint.empty() ? "; expected one of " + joined(commandWords()) : hint));
}

json EngineSession::cmdNew(const json& cmd, bool setup) {
    const std::string name = setup ? "setup" : "new";
    if (setup)
        checkKeys(cmd, name, {"quest", "seed", "options", "position", "force"});
    else
        checkKeys(cmd, name, {"quest", "seed", "options", "heroes", "master", "force"});
    const json& q = required(cmd, name, "quest");
    // The quest: an id, a number, or a quest file.
    std::unique_ptr<ContentDocuments> external;
    const ContentDocuments* docs = &shipped();
    const QuestDef* quest = nullptr;
    std::vector<std::string> ids;
    for (const auto& x : docs->library().quests) ids.push_back(x.id);
    if (q.is_number_integer()) {
        for (const auto& x : docs->library().quests)
            if (x.number == q.get<int>()) quest = &x;
        if (!quest) throw CommandError(name + ".quest: no quest number " + q.dump() + "; known quests: " + joined(ids));
    } else if (q.is_string()) {
        const std::string s = q.get<std::string>();
        quest = docs->library().quest(s);
        std::error_code ec;
        if (!quest && fs::is_regular_file(s, ec)) {
            // A shipped quest file by its path, else a quest file from elsewhere.
            for (const auto& [qid, file] : docs->library().quest_files)
                if (fs::equivalent(fs::path(data_dir_) / file, s, ec)) quest = docs->library().quest(qid);
            if (!quest) {
                external = std::make_unique<ContentDocuments>(ContentDocuments::shipped(data_dir_, s));
                docs = external.get();
                if (!external->report().ok())
                    throw CommandError(name + ".quest: " + external->report().diagnostics.front().format());
                if (external->library().quests.empty()) throw CommandError(name + ".quest: " + s + " holds no quest");
                quest = &external->library().quests.front();
            }
        }
        if (!quest) {
            const std::string hint = didYouMean(s, ids);
            throw CommandError(name + ".quest: no quest " + quotedWord(s) +
                               (hint.empty() ? "; known quests: " + joined(ids) : hint));
        }
    } else {
        throw CommandError(name + ".quest: expected a quest id, number or file, found " + describe(q));
    }

    GameRecord record;
    if (auto s = cmd.find("seed"); s != cmd.end()) {
        if (!s->is_number_unsigned() && !(s->is_number_integer() && s->get<long long>() >= 0))
            throw CommandError(name + ".seed: expected an integer from 0 to 18446744073709551615, found " +
                               describe(*s));
        record.seed = s->get<std::uint64_t>();
    }
    if (auto o = cmd.find("options"); o != cmd.end()) {
        if (!o->is_object()) throw CommandError(name + ".options: expected an object, found " + describe(*o));
        checkKeys(*o, name + ".options", {"unexpected_events", "duel", "critical_hit", "solo_master"}, false);
        for (auto [key, flag] : {std::pair<const char*, bool*>{"unexpected_events", &record.options.unexpected_events},
                                 {"duel", &record.options.duel}, {"critical_hit", &record.options.critical_hit},
                                 {"solo_master", &record.options.solo_master}}) {
            if (auto it = o->find(key); it != o->end()) {
                if (!it->is_boolean())
                    throw CommandError(name + ".options." + key + ": expected true or false, found " + describe(*it));
                *flag = it->get<bool>();
            }
        }
    }
    if (auto f = cmd.find("force"); f != cmd.end()) {  // dice forced while setting up (R8 fear tests…)
        ForcedDice forced;
        try {
            readForce(*f, name + ".force", forced);
        } catch (const FormError& e) {
            throw CommandError(e.what());
        }
        const std::size_t n = forced.power.size() + forced.location.size() + forced.d6.size();
        if (n == 0) throw CommandError(name + ".force: nothing to force (give \"power\", \"location\" or \"d6\")");
        if (n > limits_.forced)
            throw CommandError(name + ".force: at most " + std::to_string(limits_.forced) +
                               " forced outcomes may wait (" + std::to_string(n) + " asked)");
        record.setup_force = *f;
    }
    std::vector<std::string> card_ids;
    const json* position = setup ? &required(cmd, name, "position") : nullptr;
    if (position) {
        // The quest's document with this position as its "start": the loader reads it and the
        // rules judge it (position.h); saves and replays embed it.
        if (!position->is_object())
            throw CommandError("setup.position: expected an object, found " + describe(*position));
        if (auto chars = position->find("characters"); chars != position->end() && chars->is_array()) {
            std::vector<std::string> known;  // every card the quest may use, for "did you mean"
            for (const auto& c : docs->library().cards) known.push_back(c.id);
            for (const auto& c : quest->cards) known.push_back(c.id);
            for (std::size_t i = 0; i < chars->size(); ++i) {
                const json& c = (*chars)[i];
                auto card = c.is_object() ? c.find("card") : c.end();
                if (card == c.end() || !card->is_string()) continue;  // the quest loader says what is wrong
                const std::string id = card->get<std::string>();
                if (std::find(known.begin(), known.end(), id) == known.end())
                    throw CommandError("setup.position.characters[" + std::to_string(i) + "].card: unknown card " +
                                       quotedWord(id) + didYouMean(id, known));
                card_ids.push_back(id);
            }
        }
    } else {
        const Deployment dep = deploy(docs->library(), *quest, readRoster(cmd, "heroes"), readRoster(cmd, "master"));
        if (!dep.error.empty()) throw CommandError("new." + dep.error);
        record.heroes = dep.heroes;
        record.master = dep.master;
        for (const auto* side : {&dep.heroes, &dep.master})
            for (const auto& p : *side) card_ids.push_back(p.card);
    }
    auto embedded = docs->embed(quest->id, card_ids);
    if (!embedded) throw CommandError(name + ": cannot gather the content of quest \"" + quest->id + "\"");
    if (position) {
        embedded->quest["start"] = *position;
        std::string error;
        if (!loadEmbedded(*embedded, "", &error)) throw CommandError(positionError(error));
    }
    record.content = std::move(*embedded);
    if (position || quest->start) {  // the setup's rosters: the position's characters
        std::string error;
        const auto content = loadEmbedded(*record.content, "", &error);
        if (!content) throw CommandError(name + ": " + error);
        record.heroes.clear();
        record.master.clear();
        for (const auto& p : placementsOf(*content)) (p.first ? record.heroes : record.master).push_back(p.second);
    }
    std::string problem;
    auto session = GameSession::create(std::move(record), name, &problem);
    if (!session) throw CommandError(name + ": " + problem);
    play(std::move(session));
    for (auto& [key, text] : stateView()) raw_.emplace_back(key, std::move(text));
    json out = json::object();
    out["seed"] = game_->record().seed;
    out["events"] = game_->log();  // R8: the start of the heroes' first turn (fear tests...)
    return out;
}

std::vector<std::pair<std::string_view, std::string>> EngineSession::stateView() const {
    const GameState& s = game_->state();
    const JsonNames names = JsonNames::of(s);
    // Written as text (jsonio::TextWriter): the same bytes as the document dumped, without it.
    using jsonio::TextWriter;
    TextWriter out(names, false);  // invalid UTF-8 replaced, as the replies are written
    const auto side = [](std::optional<Side> x) {
        return x ? std::optional<std::string>(std::string(sideKey(*x))) : std::nullopt;
    };
    out.field("quest", s.content().quest.id);
    out.field("turn", s.turn());
    out.field("turn_limit", s.turnLimit());
    out.field("side", std::string(sideKey(s.activeSide())));
    out.field("to_move", side(s.toMove()));
    out.field("result", side(s.result() ? std::optional<Side>(s.result()->winner) : std::nullopt));
    out.field("reason", s.result() ? std::optional<std::string>(s.result()->reason) : std::nullopt);
    std::string chars = "[";
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        const CharacterState& c = s.character(i);
        std::vector<std::string> carrying;
        for (int item : s.carried(i)) carrying.push_back(names.items[static_cast<std::size_t>(item)]);
        TextWriter w(names, false);
        w.field("id", c.id);
        w.field("card", c.card);
        w.field("side", std::string(sideKey(c.side)));
        w.field("pos", c.pos);
        w.field("presence", std::string(presenceKey(c.presence)));
        w.field("hp", c.hp);
        w.field("max_hp", s.maxHp(i));
        w.field("ap", c.ap);
        w.field("destiny", c.destiny);
        w.field("waiting", c.waiting);
        w.field("burning", c.burning);
        w.field("poisoned", c.poisoned);
        w.field("webbed", c.webbed);
        w.field("stun", c.stun);
        w.field("duel_with", nameOrNull(names.characters, c.duel_with));
        w.field("carrying", carrying);
        w.field("down", c.presence == Presence::Down);
        w.field("off_board", c.presence != Presence::OnBoard && c.presence != Presence::Down);
        if (chars.size() > 1) chars += ',';
        w.finish(chars);
    }
    out.raw("characters", chars + "]");
    std::string objects = "[";
    for (std::size_t i = 0; i < s.objects().size(); ++i) {
        const ObjectDef& def = s.content().quest.objects[i];
        const ObjectState& o = s.objects()[i];
        TextWriter w(names, false);
        w.field("id", def.id);
        w.field("kind", std::string(objectKindKey(def.kind)));
        w.field("at", def.at);
        w.field("open", o.open);
        w.field("locked", o.locked);
        w.field("damage", o.damage);
        w.field("broken", o.broken);
        w.field("sprung", o.sprung);
        w.field("hidden", def.hidden && !o.revealed && !o.sprung);
        w.field("removed", o.removed);
        if (objects.size() > 1) objects += ',';
        w.finish(objects);
    }
    out.raw("objects", objects + "]");
    std::string items = "[";
    for (const ItemState& it : s.items()) {
        TextWriter w(names, false);
        w.field("id", it.id);
        w.field("potion", it.potion);
        w.field("holder", nameOrNull(names.characters, it.holder));
        w.field("container", nameOrNull(names.objects, it.container));
        w.field("at", it.at);
        w.field("used", it.used);
        w.field("carried_out", it.carried_out);
        if (items.size() > 1) items += ',';
        w.finish(items);
    }
    out.raw("items", items + "]");
    out.field("waiting_window", s.waitingWindow());
    out.value("pending", s.pending() ? pendingToJson(*s.pending(), names) : json(nullptr));
    out.field("forced_left", s.dice().forcedLeft());
    out.value("forced", forcedView(s));
    out.field("undo_depth", game_->undoDepth());
    out.field("hash", game_->stateHash());
    return out.take();
}

std::string EngineSession::stateViewText() const {
    auto members = stateView();
    std::string out;
    jsonio::TextWriter::writeObject(out, members);
    return out;
}

json EngineSession::legalView() {
    const GameState& s = game_->state();
    if (!legal_text_ || legal_version_ != game_->stateVersion()) {
        legal_text_ = std::make_shared<const std::string>(legalActionsText(game_->legalActions(), JsonNames::of(s)));
        legal_version_ = game_->stateVersion();
    }
    raw_.emplace_back("actions", *legal_text_);
    return json{{"to_move", s.toMove() ? json(std::string(sideKey(*s.toMove()))) : json(nullptr)}};
}

json EngineSession::cmdAct(const json& cmd) {
    checkKeys(cmd, "act", {"action"});
    GameSession& session = game();
    const GameState& s = session.state();
    const json& a = required(cmd, "act", "action");
    const JsonNames names = JsonNames::of(s);
    ActionPattern pattern;
    try {
        pattern = actionPatternFromJson(a, names, "action");
    } catch (const FormError& e) {
        throw CommandError(e.what());
    }
    if (s.isOver()) throw CommandError("action: the game is over (" + s.result()->reason + ")");
    std::vector<LegalAction> matches;
    for (const auto& l : session.legalActions())
        if (patternMatches(pattern, l, names)) matches.push_back(l);
    if (matches.empty()) {
        std::string why;
        if (auto w = s.whyIllegal(pattern.action)) why = ": " + *w;
        throw CommandError("action: no legal action matches " + a.dump() + why);
    }
    if (matches.size() > 1) {
        std::string list;
        for (std::size_t i = 0; i < matches.size() && i < 12; ++i)
            list += (i ? ", " : "") + actionToJson(matches[i].action, names).dump();
        if (matches.size() > 12) list += ", …";
        throw CommandError("action: ambiguous, " + std::to_string(matches.size()) + " legal actions match: " + list);
    }
    const Action chosen = matches.front().action;
    const json action_json = actionToJson(chosen, names);
    const std::size_t logged = session.log().size();
    try {
        session.apply(chosen);
    } catch (const std::invalid_argument& e) {  // the record is full (SessionLimits)
        throw CommandError(std::string("act: ") + e.what());
    }
    json events = json::array();
    for (std::size_t i = logged; i < session.log().size(); ++i) events.push_back(session.log()[i]);
    // A step that passed a commit point leaves nothing to undo (the session has no undo units here).
    raw_.emplace_back("state", stateViewText());
    return json{{"action", action_json}, {"events", events}, {"undoable", session.canUndo()}};
}

json EngineSession::cmdWhy(const json& cmd) {
    checkKeys(cmd, "why", {"action"});
    const GameState& s = game().state();
    Action a;
    try {
        a = actionFromJson(required(cmd, "why", "action"), JsonNames::of(s), "action");
    } catch (const FormError& e) {
        throw CommandError(e.what());
    }
    const auto why = s.whyIllegal(a);
    json out{{"legal", !why.has_value()}, {"reason", why ? json(*why) : json(nullptr)}};
    if (!why) {
        const ActionInfo info = s.info(a);
        out["ap"] = info.ap;
        out["rolls_dice"] = info.rolls_dice;
        out["reveals"] = info.reveals;
    }
    return out;
}

namespace {

json fireJson(const std::optional<FireOdds>& f) {
    if (!f) return nullptr;
    return json{{"chance", f->chance}, {"catch_min", f->catch_min}, {"burning", f->burning}, {"immune", f->immune}};
}

json poisonJson(const std::optional<PoisonOdds>& p) {
    if (!p) return nullptr;
    json out{{"chance", p->chance},
             {"level", p->level},
             {"dice", p->dice},
             {"poisoned", p->poisoned},
             {"immune", p->immune}};
    if (p->spell) out["min_level"] = p->min_level;  // a spell's tiers may poison at several levels
    return out;
}

}  // namespace

json EngineSession::cmdOdds(const json& cmd) {
    checkKeys(cmd, "odds", {"action", "fear"});
    const GameState& s = game().state();
    const JsonNames names = JsonNames::of(s);
    if (cmd.contains("fear") == cmd.contains("action")) throw CommandError("odds: give either \"action\" or \"fear\"");
    if (cmd.contains("fear")) {
        // R28: the fear test the character takes at the start of its side's turn, as it stands.
        const json& f = cmd.at("fear");
        if (!f.is_string()) throw CommandError("odds.fear: expected a character's name, found " + describe(f));
        const auto it = std::find(names.characters.begin(), names.characters.end(), f.get<std::string>());
        if (it == names.characters.end())
            throw CommandError("odds.fear: no character \"" + f.get<std::string>() + "\"" +
                               didYouMean(f.get<std::string>(), names.characters));
        const auto fear = s.fearOdds(static_cast<int>(it - names.characters.begin()));
        if (!fear) return json{{"fear", nullptr}};
        return json{{"fear",
                     {{"level", fear->level},
                      {"source", fear->source >= 0 ? json(names.characters.at(static_cast<std::size_t>(fear->source)))
                                                   : json(nullptr)},
                      {"dice", fear->dice},
                      {"coward", fear->coward},
                      {"keep", fear->keep}}}};
    }
    Action a;
    try {
        a = actionFromJson(cmd.at("action"), names, "action");
    } catch (const FormError& e) {
        throw CommandError(e.what());
    }
    const auto why = s.whyIllegal(a);
    const bool attack = std::holds_alternative<Melee>(a) || std::holds_alternative<PowerfulAttack>(a) ||
                        std::holds_alternative<Shot>(a) || std::holds_alternative<SharpShot>(a);
    if (!attack) {
        // R6: an action with tests of its own (R12 blocks, R48 a known trap, R23 a spell and its
        // tiers, R30 R40 R43 R51), and for a fire or poison spell the chance to set its target
        // on fire (R29) or to poison it (R31).
        const auto odds = s.odds(a);
        if (!odds)
            throw CommandError("action: no odds: it rolls no dice" + (why ? " (and " + *why + ")" : std::string()));
        json tests = json::array();
        for (const TestOdds& t : odds->tests)
            tests.push_back({{"characteristic", std::string(characteristicKey(t.characteristic))},
                             {"dice", t.dice},
                             {"difficulty", t.difficulty},
                             {"purpose", t.purpose},
                             {"rule", t.rule},
                             {"pass", t.pass}});
        json tiers = json::array();
        for (const TierOdds& t : odds->tiers)
            tiers.push_back({{"tier", t.tier},
                             {"min_result", t.min_result},
                             {"max_result", t.max_result < 0 ? json(nullptr) : json(t.max_result)},
                             {"chance", t.chance}});
        return json{{"legal", !why.has_value()},
                    {"reason", why ? json(*why) : json(nullptr)},
                    {"tests", tests},
                    {"success", odds->success},
                    {"dies", odds->dies},
                    {"tiers", tiers},
                    {"fire", fireJson(s.fireOdds(a))},
                    {"poison", poisonJson(s.poisonOdds(a))}};
    }
    const auto profile = s.attackProfile(a);
    if (!profile) throw CommandError("action: no odds: " + (why ? *why : std::string("not an attack now")));
    const WoundDistribution w = woundDistribution(s.content().ruleset, *profile);
    const double pass = profile->auto_hit ? 1.0 : testDistribution(s.content().ruleset, profile->dice).passProbability(profile->difficulty);
    int target = 0;
    std::visit(
        [&](const auto& x) {
            if constexpr (requires { x.target; }) target = x.target;
        },
        a);
    return json{{"legal", !why.has_value()},
                {"reason", why ? json(*why) : json(nullptr)},
                {"dice", profile->dice},
                {"difficulty", profile->difficulty},
                {"auto_hit", profile->auto_hit},
                {"pass", pass},
                {"hit", w.hit},
                {"critical", w.critical},
                {"head", w.head},
                {"wounds", w.wounds},
                {"expected", w.expected()},
                {"kill", w.kill(s.character(target).hp)},
                {"fire", fireJson(s.fireOdds(a))},
                {"poison", poisonJson(s.poisonOdds(a))}};
}

json EngineSession::cmdUndo() {
    if (!game().undo()) throw CommandError("nothing to undo (dice rolled, something revealed or the turn ended since)");
    raw_.emplace_back("state", stateViewText());
    return json::object();
}

json EngineSession::cmdForce(const json& cmd) {
    checkKeys(cmd, "force", {"power", "location", "d6"});
    GameSession& session = game();
    json force = json::object();
    for (const char* k : {"power", "location", "d6"})
        if (cmd.contains(k)) force[k] = cmd[k];
    try {
        const std::size_t left = session.force(force, "force");
        return json{{"forced_left", left}, {"forced", forcedView(session.state())}};
    } catch (const FormError& e) {
        throw CommandError(e.what());
    } catch (const std::invalid_argument& e) {  // nothing to force, or a limit (SessionLimits)
        throw CommandError(std::string("force: ") + e.what());
    }
}

json EngineSession::cmdSave(const json& cmd, bool replay) {
    const std::string name = replay ? "save_replay" : "save";
    checkKeys(cmd, name, {"path"});
    const std::string path = stringMember(cmd, name, "path");
    const GameSession& session = game();
    const std::string hash = session.stateHash();
    const std::string text = replay ? replayToJson(session.record(), hash).dump(1, '\t') : session.saveText();
    std::string error;
    if (!writeFileAtomically(path, text, &error)) throw CommandError(error);
    return json{{"path", path}, {"hash", hash}, {"steps", session.record().steps.size()}};
}

json EngineSession::cmdLoad(const json& cmd) {
    checkKeys(cmd, "load", {"path"});
    std::string error;
    checkReadable(stringMember(cmd, "load", "path"));
    auto loaded = GameSession::load(stringMember(cmd, "load", "path"), &error);
    if (!loaded) throw CommandError(error);
    play(std::move(loaded));
    raw_.emplace_back("state", stateViewText());
    return json::object();
}

json EngineSession::cmdReplay(const json& cmd) {
    checkKeys(cmd, "replay", {"path"});
    std::string error;
    checkReadable(stringMember(cmd, "replay", "path"));
    auto loaded = loadReplay(stringMember(cmd, "replay", "path"), &error);
    if (!loaded) throw CommandError(error);
    ReplayOutcome r;
    auto played = GameSession::fromReplay(*loaded, &r);
    if (!played) throw CommandError(stringMember(cmd, "replay", "path") + ": " + r.error);
    play(std::move(played));
    raw_.emplace_back("state", stateViewText());
    return json{{"steps", r.steps_played},
                {"hashes_match", r.hashes_match},
                {"mismatch", r.error.empty() ? json(nullptr) : json(r.error)}};
}

LineReader::LineReader(std::istream& in, std::size_t max) : in_(in), max_(max), buffer_(64 * 1024) {}

bool LineReader::fill() {
    begin_ = end_ = 0;
    if (eof_) return false;
    std::streambuf* sb = in_.rdbuf();
    if (!sb) {
        eof_ = true;
        return false;
    }
    // What the stream has at hand, else wait for one byte (and then take what came with it).
    std::streamsize avail = sb->in_avail();
    if (avail <= 0) {
        if (std::char_traits<char>::eq_int_type(sb->sgetc(), std::char_traits<char>::eof())) {
            eof_ = true;
            return false;
        }
        avail = std::max<std::streamsize>(1, sb->in_avail());
    }
    const std::streamsize n = sb->sgetn(buffer_.data(), std::min<std::streamsize>(avail, static_cast<std::streamsize>(buffer_.size())));
    if (n <= 0) {
        eof_ = true;
        return false;
    }
    end_ = static_cast<std::size_t>(n);
    return true;
}

std::optional<LineReader::Line> LineReader::next() {
    Line line;
    bool any = false;
    char last = 0;
    for (;;) {
        if (begin_ == end_ && !fill()) break;
        any = true;
        const char* start = buffer_.data() + begin_;
        const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - begin_));
        const std::size_t n = newline ? static_cast<std::size_t>(newline - start) : end_ - begin_;
        if (n > 0) last = start[n - 1];
        line.length += n;
        // Only the first max + 1 bytes are kept: enough to know the line is too long.
        if (line.text.size() <= max_) line.text.append(start, std::min(n, max_ + 1 - line.text.size()));
        begin_ += n;
        if (newline) {
            ++begin_;
            break;
        }
    }
    if (!any) return std::nullopt;
    if (line.length > 0 && last == '\r') {
        if (line.text.size() == line.length) line.text.pop_back();
        --line.length;
    }
    line.too_long = line.length > max_;
    if (line.too_long) line.text.clear();
    return line;
}

std::string lineTooLongReply(std::size_t length) {
    return json{{"ok", false},
                {"error", "line too long (" + std::to_string(length) + " bytes, at most " + std::to_string(kMaxEngineLine) + ")"}}
        .dump();
}

int runEngine(std::istream& in, std::ostream& out, const std::string& data_dir) {
    EngineSession session(data_dir);
    LineReader reader(in);
    while (!session.finished()) {
        const auto line = reader.next();
        if (!line) break;
        out << (line->too_long ? lineTooLongReply(line->length) : session.handle(line->text)) << '\n' << std::flush;
        if (!out) return 1;  // nobody reads the replies any more
    }
    return 0;
}

}  // namespace cata::content
