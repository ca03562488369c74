// GameSession: a game for a front end, with its history, undo stack, saves and autosaves.
#include "cata/content/game_session.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <functional>
#include <iterator>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <unordered_map>

#include "cata/content/action_json.h"
#include "cata/content/engine_setup.h"
#include "json_io.h"

namespace cata::content {

using nlohmann::json;
namespace fs = std::filesystem;

CommitReason commitReason(const GameState& before, const Action& action, const GameState& after,
                          const std::vector<Event>& events) {
    // Undo (Wesnoth style): blocked once dice were actually rolled or something hidden was
    // revealed, at the end of a turn and on decision answers; a walk that could have sprung a
    // hidden trap but did not stays undoable.
    if (after.isOver()) return CommitReason::GameOver;
    if (after.activeSide() != before.activeSide()) return CommitReason::TurnEnded;
    bool revealed = false, decision = after.pending().has_value() || actionActor(action) < 0;
    bool dice = after.data().dice != before.data().dice;
    for (const Event& e : events) {
        if (const auto* o = std::get_if<ObjectChanged>(&e))
            if (o->change == ObjectChange::TrapSprung || o->change == ObjectChange::TrapAvoided ||
                o->change == ObjectChange::TrapRevealed)
                revealed = true;
        if (std::holds_alternative<TestRolled>(e) || std::holds_alternative<D6Rolled>(e) ||
            std::holds_alternative<UnexpectedEventRolled>(e))
            dice = true;
        if (std::holds_alternative<DecisionRequired>(e)) decision = true;
    }
    return revealed   ? CommitReason::Revealed
           : dice     ? CommitReason::Dice
           : decision ? CommitReason::Decision
                      : CommitReason::None;
}

bool isCommitPoint(const GameState& before, const Action& action, const GameState& after,
                   const std::vector<Event>& events) {
    return commitReason(before, action, after, events) != CommitReason::None;
}

std::unique_ptr<GameSession> GameSession::start(const ContentDocuments& docs, const NewGame& game, std::string* error) {
    GameRecord record;
    record.options = game.options;
    record.seed = game.seed;
    record.heroes = game.heroes;
    record.master = game.master;
    record.game_id = newGameId();
    std::vector<std::string> card_ids;
    for (const auto* side : {&game.heroes, &game.master})
        for (const auto& p : *side) card_ids.push_back(p.card);
    auto embedded = docs.embed(game.quest_id, card_ids);
    if (!embedded) {
        if (error) *error = "unknown quest \"" + game.quest_id + "\"";
        return nullptr;
    }
    record.content = std::move(*embedded);
    // R53: a budget other than the quest's own goes into the embedded quest document (the
    // quest's own leaves the document as written, so its content hash does not change).
    if (const QuestDef* q = docs.library().quest(game.quest_id); game.budget > 0 && q && game.budget != q->budget)
        record.content.edit().quest["budget"] = game.budget;
    return create(std::move(record), game.quest_id, error);
}

std::unique_ptr<GameSession> GameSession::create(GameRecord record, const std::string& display, std::string* error) {
    auto fail = [&](const std::string& why) -> std::unique_ptr<GameSession> {
        if (error) *error = why;
        return nullptr;
    };
    std::unique_ptr<GameSession> s(new GameSession());
    s->record_ = std::move(record);
    s->record_.steps.clear();
    std::string problem;
    s->content_ = loadEmbedded(s->record_.content, display, &problem);
    if (!s->content_) return fail(problem);
    std::vector<Event> events;
    auto state = s->initialState(&events, &problem);
    if (!state) return fail(problem);
    s->record_.initial_hash = content::stateHash(*state);
    s->state_ = std::move(state);
    s->hash_ = s->record_.initial_hash;
    const JsonNames names = JsonNames::of(*s->state_);
    for (const Event& e : events) s->log_.push_back(eventToJson(e, names));
    s->history_.push_back(HistoryEntry{std::nullopt, std::move(events), s->state_->turn(), s->state_->activeSide()});
    s->noteTurn(0);
    return s;
}

std::unique_ptr<GameSession> GameSession::fromReplay(const LoadedReplay& replay, ReplayOutcome* outcome) {
    std::unique_ptr<GameSession> s(new GameSession());
    s->record_ = replay.record;
    s->content_ = replay.content;
    ReplayOutcome out;
    // Every recorded hash (the initial one, each step's, the final one) is compared with the
    // state it was recorded for; the first that differs is the error.
    auto check = [&out](const GameState& state, const std::string& where, const std::string& recorded) {
        const std::string found = content::stateHash(state);
        if (found != recorded && out.hashes_match) {
            out.hashes_match = false;
            out.error = where + ": hash " + recorded + " recorded, " + found + " found";
        }
    };
    const auto& steps = s->record_.steps;
    const Replayed r = s->replayInto(*s, steps.size(), true, [&](const GameState& state, std::size_t played) {
        if (played == 0)
            check(state, "initial state", replay.record.initial_hash);
        else
            check(state, jsonio::element("actions", played - 1), steps[played - 1].at("hash").get<std::string>());
    });
    if (!r.started) {
        out.hashes_match = false;
        out.error = "the setup does not create a game: " + r.error;
        s.reset();
    } else {
        out.steps_played = static_cast<int>(r.played);
        if (r.played < steps.size()) {
            out.hashes_match = false;
            out.error = r.error;
        } else {
            check(*s->state_, "final state", replay.final_hash);
        }
        out.state = *s->state_;
        out.log = s->log_;
        s->record_.steps.resize(r.played);
        s->dropNotesPastHistory();
    }
    if (outcome) *outcome = std::move(out);
    return s;
}

ReplayOutcome playReplay(const LoadedReplay& replay) {
    ReplayOutcome outcome;
    GameSession::fromReplay(replay, &outcome);
    return outcome;
}

std::optional<GameState> GameSession::initialState(std::vector<Event>* events, std::string* error) const {
    std::vector<std::string> problems;
    auto state = GameState::create(setupOf(record_, content_), &problems, events);
    if (!state && error) *error = problems.empty() ? std::string("the game cannot start") : problems.front();
    return state;
}

void GameSession::noteTurn(std::size_t steps) {
    const GameState& s = *state_;
    if (!marks_.empty() && marks_.back().turn == s.turn() && marks_.back().side == s.activeSide()) return;
    marks_.push_back(TurnMark{s.turn(), s.activeSide(), steps});
}

std::unique_ptr<GameSession> GameSession::load(const fs::path& path, std::string* error) {
    auto loaded = loadSave(path.string(), error);
    if (!loaded) return nullptr;
    auto refuse = [&](const std::string& why) -> std::unique_ptr<GameSession> {
        if (error) *error = path.string() + ": " + why;
        return nullptr;
    };
    std::unique_ptr<GameSession> s(new GameSession());
    s->record_ = std::move(loaded->record);
    s->content_ = std::move(loaded->content);
    s->log_ = std::move(loaded->log);
    // Rebuild the history and the turn marks by replaying the record (the log is the save's).
    // A record that does not replay (a malformed step, an action illegal where it stands) is
    // wrong content: refused.
    const Replayed r = s->replayInto(*s, s->record_.steps.size(), false);
    if (!r.started) return refuse("the setup does not create a game: " + r.error);
    if (r.played < s->record_.steps.size()) return refuse(r.error);
    // Every step is legal but the rules played them differently (a save of an older version of
    // the game): the saved state is kept, without the history, if it is the state the save
    // recorded (its hash is the one written after the last step); else it was edited.
    if (!(*s->state_ == *loaded->state)) {
        const auto& steps = s->record_.steps;
        const std::string recorded = steps.empty() ? s->record_.initial_hash : steps.back().at("hash").get<std::string>();
        if (content::stateHash(*loaded->state) != recorded)
            return refuse("state: not the state its actions lead to, nor the one whose hash was recorded after the last "
                          "action (the file was edited or corrupted)");
        s->history_.clear();  // history() says so: empty
        s->marks_.clear();
        s->state_ = std::move(loaded->state);
        s->marks_.push_back(TurnMark{s->state_->turn(), s->state_->activeSide(), s->record_.steps.size()});
    }
    s->stateChanged();
    s->dropNotesPastHistory();
    s->last_commit_ = CommitReason::Rebuilt;
    return s;
}

const std::vector<LegalAction>& GameSession::legalActions() const {
    if (!legal_) legal_ = std::make_shared<const std::vector<LegalAction>>(state_->legalActions());
    return *legal_;
}

const std::string& GameSession::stateHash() const {
    if (!hash_) hash_ = content::stateHash(*state_);
    return *hash_;
}

void GameSession::stateChanged() {
    legal_.reset();
    hash_.reset();
    version_ = nextStateVersion();
}

std::uint64_t GameSession::nextStateVersion() {
    static std::atomic<std::uint64_t> next{1};  // sessions live on the AI's thread too
    return next.fetch_add(1, std::memory_order_relaxed);
}

void GameSession::checkStepRoom() const {
    if (record_.steps.size() >= limits_.steps)
        throw std::invalid_argument("the game already has " + std::to_string(limits_.steps) +
                                    " steps, the most the engine records");
}

const std::vector<Event>& GameSession::apply(const Action& action) {
    GameState& s = *state_;
    if (auto why = s.whyIllegal(action)) throw std::invalid_argument(*why);
    checkStepRoom();
    Snapshot before{
        s, record_.steps.size(), history_.size(), log_.size(), marks_.size(), std::move(legal_), std::move(hash_)};
    stateChanged();
    const JsonNames names = JsonNames::of(s);
    const json action_json = actionToJson(action, names);
    HistoryEntry entry{action, s.apply(action), before.state.turn(), before.state.activeSide()};
    const CommitReason reason = commitReason(before.state, action, s, entry.events);
    const bool commit = reason != CommitReason::None;
    for (const Event& e : entry.events) log_.push_back(eventToJson(e, names));
    record_.steps.push_back(json{{"action", action_json}, {"hash", stateHash()}});
    history_.push_back(std::move(entry));
    noteTurn(record_.steps.size());
    if (commit) {
        undo_.clear();
        unit_snapshot_ = false;
        last_commit_ = reason;
    } else if (!(unit_open_ && unit_snapshot_)) {
        // Inside an undo unit only its first step (since a commit point) keeps a snapshot.
        while (!undo_.empty() && undo_.size() >= limits_.undo) undo_.pop_front();  // bounded memory: the oldest goes
        undo_.push_back(std::move(before));
        unit_snapshot_ = unit_open_;
    }
    return history_.back().events;
}

std::size_t GameSession::force(const json& force, const std::string& path) {
    GameState forced = *state_;
    applyForce(forced, force, path);
    const std::size_t before = state_->dice().forcedLeft(), after = forced.dice().forcedLeft();
    if (after == before) throw std::invalid_argument("nothing to force (give \"power\", \"location\" or \"d6\")");
    if (after > limits_.forced)
        throw std::invalid_argument("at most " + std::to_string(limits_.forced) + " forced outcomes may wait (" +
                                    std::to_string(before) + " waiting, " + std::to_string(after - before) +
                                    " more asked)");
    checkStepRoom();
    state_ = std::move(forced);
    stateChanged();
    undo_.clear();  // forced dice are part of the state: a commit point
    unit_snapshot_ = false;
    last_commit_ = CommitReason::Forced;
    record_.steps.push_back(json{{"force", force}, {"hash", stateHash()}});
    return after;
}

void GameSession::beginUndoUnit() {
    unit_open_ = true;
    unit_snapshot_ = false;
}

void GameSession::endUndoUnit() {
    unit_open_ = false;
    unit_snapshot_ = false;
}

bool GameSession::undo() {
    if (undo_.empty()) return false;
    Snapshot snap = std::move(undo_.back());
    undo_.pop_back();
    state_ = std::move(snap.state);
    legal_ = std::move(snap.legal);
    hash_ = std::move(snap.hash);
    version_ = nextStateVersion();
    record_.steps.resize(snap.steps);
    history_.resize(snap.history);
    log_.resize(snap.log);
    marks_.resize(snap.marks);
    dropNotesPastHistory();
    return true;
}

void GameSession::setNote(std::size_t entry, nlohmann::json note) {
    if (entry < history_.size()) record_.notes[entry] = std::move(note);
}

void GameSession::dropNotesPastHistory() {
    record_.notes.erase(record_.notes.lower_bound(history_.size()), record_.notes.end());
}

bool GameSession::backTo(std::size_t index, std::string* error) {
    if (index >= marks_.size()) {
        if (error) *error = "there is no such turn to go back to";
        return false;
    }
    std::vector<TurnMark> kept(marks_.begin(), marks_.begin() + static_cast<std::ptrdiff_t>(index) + 1);
    if (!replayRecord(kept.back().steps, error)) return false;
    marks_ = std::move(kept);
    return true;
}

GameSession::Replayed GameSession::replayInto(GameSession& into, std::size_t steps, bool with_log,
                                              const std::function<void(const GameState&, std::size_t)>& after) const {
    Replayed r;
    std::vector<Event> events;
    auto state = initialState(&events, &r.error);
    if (!state) return r;
    r.started = true;
    into.state_ = std::move(state);
    into.history_.clear();
    into.marks_.clear();
    if (with_log) {
        into.log_.clear();
        const JsonNames names = JsonNames::of(*into.state_);
        for (const Event& e : events) into.log_.push_back(eventToJson(e, names));
    }
    into.history_.push_back(
        HistoryEntry{std::nullopt, std::move(events), into.state_->turn(), into.state_->activeSide()});
    into.noteTurn(0);
    if (after) after(*into.state_, 0);
    for (; r.played < steps; ++r.played) {
        GameState& st = *into.state_;
        const int turn = st.turn();
        const Side side = st.activeSide();
        AppliedStep step;
        try {
            step = applyStep(st, record_.steps[r.played], with_log ? &into.log_ : nullptr,
                             jsonio::element("actions", r.played));
        } catch (const std::exception& e) {
            r.error = e.what();
            into.stateChanged();
            return r;
        }
        if (step.action)
            into.history_.push_back(HistoryEntry{std::move(step.action), std::move(step.events), turn, side});
        // The turn began after this step (played + 1 steps), as when it was played (the whole
        // record may already be in record_: counting it all would make every mark the current
        // turn's, and "back to turn N" would reach no earlier turn).
        into.noteTurn(r.played + 1);
        if (after) after(st, r.played + 1);
    }
    into.stateChanged();
    return r;
}

bool GameSession::replayRecord(std::size_t steps, std::string* error) {
    GameSession replayed;
    const Replayed r = replayInto(replayed, steps, true);
    if (!r.started || r.played < steps) {
        if (error) *error = r.started ? "the game could not be replayed: " + r.error : r.error;
        return false;
    }
    state_ = std::move(replayed.state_);
    stateChanged();
    record_.steps.resize(steps);
    history_ = std::move(replayed.history_);
    log_ = std::move(replayed.log_);
    marks_ = std::move(replayed.marks_);
    undo_.clear();
    unit_snapshot_ = false;
    last_commit_ = CommitReason::Rebuilt;
    dropNotesPastHistory();
    return true;
}

bool GameSession::save(const fs::path& path, std::string* error) const {
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    return writeFileAtomically(path.string(), saveText(), error);
}

std::string GameSession::saveText() const { return saveToJson(record_, *state_, log_).dump(1, '\t'); }

namespace {

/// The number n of "autosave-<n>.json", or -1.
long autosaveNumber(const fs::path& p) {
    const std::string name = p.filename().string();
    const std::string prefix = "autosave-", suffix = ".json";
    if (name.size() <= prefix.size() + suffix.size() || name.rfind(prefix, 0) != 0 ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
        return -1;
    const std::string digits = name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    if (digits.empty() || digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return -1;
    return std::stol(digits);
}

/// The newest write time among `files` (the earliest time there is when there is none; the
/// file clock's epoch may be in the future: libstdc++'s is in 2174).
fs::file_time_type newestTime(const std::vector<fs::path>& files) {
    fs::file_time_type t = fs::file_time_type::min();
    for (const fs::path& f : files) {
        std::error_code ec;
        const auto w = fs::last_write_time(f, ec);
        if (!ec && w > t) t = w;
    }
    return t;
}

/// Newest first; files written in the same tick of the file system's clock (an AI game's last
/// turn and its end) by their autosave number in one game's folder, else by path.
bool newerFirst(const SaveSummary& a, const SaveSummary& b) {
    if (a.written != b.written) return a.written > b.written;
    if (a.path.parent_path() == b.path.parent_path()) {
        const long na = autosaveNumber(a.path), nb = autosaveNumber(b.path);
        if (na >= 0 && nb >= 0 && na != nb) return na > nb;
    }
    return a.path > b.path;
}

}  // namespace

std::vector<fs::path> Autosaves::list(const std::string& game_id) const {
    std::vector<std::pair<long, fs::path>> found;
    if (!isValidGameId(game_id)) return {};
    std::error_code ec;
    for (fs::directory_iterator it(folder(game_id), ec), end; !ec && it != end; it.increment(ec))
        if (const long n = autosaveNumber(it->path()); n >= 0) found.emplace_back(n, it->path());
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<fs::path> out;
    for (auto& f : found) out.push_back(std::move(f.second));
    return out;
}

std::vector<std::string> Autosaves::games() const {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code dec;
        const std::string name = it->path().filename().string();
        if (isValidGameId(name) && it->is_directory(dec)) out.push_back(name);
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool Autosaves::write(const GameSession& session, std::string* error) const {
    return writeText(session.gameId(), session.saveText(), error);
}

bool Autosaves::writeText(const std::string& game_id, const std::string& text, std::string* error) const {
    if (!isValidGameId(game_id)) {
        if (error) *error = dir_.string() + ": \"" + game_id + "\" is not a game id";
        return false;
    }
    const fs::path dir = folder(game_id);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        if (error) *error = dir.string() + ": cannot create the folder (" + ec.message() + ")";
        return false;
    }
    const auto existing = list(game_id);
    const long next = existing.empty() ? 1 : autosaveNumber(existing.front()) + 1;
    if (!writeFileAtomically((dir / ("autosave-" + std::to_string(next) + ".json")).string(), text, error)) return false;
    for (std::size_t i = static_cast<std::size_t>(std::max(keep_ - 1, 0)); i < existing.size(); ++i)
        fs::remove(existing[i], ec);  // best effort: an old autosave left behind harms nothing
    prune(game_id);
    return true;
}

void Autosaves::prune(const std::string& keep_id) const {
    std::vector<std::string> ids = games();
    if (static_cast<int>(ids.size()) <= games_) return;
    struct Game {
        std::string id;
        std::vector<fs::path> files;
        bool over = false;
        fs::file_time_type newest = fs::file_time_type::min();
    };
    std::vector<Game> candidates;
    for (const std::string& id : ids) {
        if (id == keep_id) continue;
        Game g{id, list(id)};
        g.newest = newestTime(g.files);
        // A game whose newest autosave is over (or unreadable) is finished: it goes first.
        if (!g.files.empty()) {
            const SaveSummary newest = summarizeSave(g.files.front());
            g.over = newest.over || !newest.error.empty();
        } else {
            g.over = true;
        }
        candidates.push_back(std::move(g));
    }
    std::sort(candidates.begin(), candidates.end(), [](const Game& a, const Game& b) {
        if (a.over != b.over) return a.over;
        return a.newest != b.newest ? a.newest < b.newest : a.id < b.id;
    });
    std::size_t left = ids.size();
    for (const Game& g : candidates) {
        if (static_cast<int>(left) <= games_) break;
        // Only what the game writes there (its autosaves, temporaries of its writes): a folder
        // holding anything else stays, and counts.
        std::error_code ec;
        for (const fs::path& f : g.files) fs::remove(f, ec);
        removeStaleTemporaries(folder(g.id).string(), std::chrono::seconds(0));
        if (fs::remove(folder(g.id), ec)) --left;
    }
}

namespace {

/// Summaries already read, by path and content: the main menu and the load screen list every
/// save each time they open, and parsing a save (its embedded content and whole log) costs far
/// more than reading it. Keyed by the file's bytes (their hash and length), not its time stamp:
/// a file rewritten within one tick of the file system's clock is read again.
class SummaryCache {
public:
    std::optional<SaveSummary> find(const std::string& key) {
        std::lock_guard<std::mutex> lock(mutex_);
        const auto it = entries_.find(key);
        if (it == entries_.end()) return std::nullopt;
        return it->second;
    }
    void put(std::string key, const SaveSummary& summary) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (entries_.size() >= kMaxEntries) entries_.clear();  // bounded memory; rebuilt on the next listing
        entries_.emplace(std::move(key), summary);
    }

private:
    static constexpr std::size_t kMaxEntries = 1024;
    std::mutex mutex_;
    std::unordered_map<std::string, SaveSummary> entries_;
};

SummaryCache& summaryCache() {
    static SummaryCache cache;  // autosaves are written (and pruned) on another thread too
    return cache;
}

}  // namespace

SaveSummary summarizeSave(const fs::path& path) {
    SaveSummary s;
    s.path = path;
    std::error_code ec;
    s.written = fs::last_write_time(path, ec);
    try {
        if (fs::file_size(path, ec) > kMaxSaveBytes) throw std::runtime_error("too large to be a save");
        std::ifstream in(path, std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();  // in blocks (the menus list every save each time they open)
        const std::string text = std::move(bytes).str();
        if (text.size() > kMaxSaveBytes) throw std::runtime_error("too large to be a save");
        std::string key = path.string();
        key += '\0';
        key += std::to_string(text.size());
        key += ':';
        key += std::to_string(std::hash<std::string>{}(text));
        if (auto known = summaryCache().find(key)) {
            known->path = path;
            known->written = s.written;
            return *known;
        }
        const SaveSummary read = summarizeSaveText(path, text);
        summaryCache().put(std::move(key), read);
        SaveSummary out = read;
        out.written = s.written;
        return out;
    } catch (const std::exception& e) {
        s.error = path.filename().string() + ": " + e.what();
    }
    return s;
}

SaveSummary summarizeSaveText(const fs::path& path, const std::string& text) {
    SaveSummary s;
    s.path = path;
    try {
        const json doc = json::parse(text);
        if (!doc.is_object() || doc.value("format", "") != "catakombes-save") throw std::runtime_error("not a Catakombes save");
        s.quest_id = doc.at("content").at("quest").at("id").get<std::string>();
        const json& state = doc.at("state");
        s.turn = state.at("turn").get<int>();
        s.side = state.at("side").get<std::string>() == "master" ? Side::Master : Side::Heroes;
        s.over = state.contains("result") && !state.at("result").is_null();
        if (const auto g = doc.find("game"); g != doc.end() && g->is_string() && isValidGameId(g->get<std::string>()))
            s.game_id = g->get<std::string>();
        else
            s.game_id = derivedGameId(doc.at("content_hash").get<std::string>(), doc.at("seed").get<std::uint64_t>(),
                                      doc.at("initial_hash").get<std::string>());
        if (const auto p = doc.find("players"); p != doc.end() && p->is_object()) {
            s.players.heroes = playerFromKey(p->value("heroes", "human")).value_or(Player::Human);
            s.players.master = playerFromKey(p->value("master", "human")).value_or(Player::Human);
        }
        for (const json& h : doc.at("setup").at("heroes")) s.heroes.push_back(h.at("card").get<std::string>());
        // The heroes who died (R25): each dead hero of the state marks the first hero of its
        // card not marked yet (the state lists them as set up).
        s.dead.assign(s.heroes.size(), false);
        if (const auto chars = state.find("characters"); chars != state.end() && chars->is_array())
            for (const json& c : *chars) {
                if (!c.is_object() || c.value("side", "") != "heroes" || c.value("presence", "") != "dead") continue;
                const std::string card = c.value("card", "");
                for (std::size_t i = 0; i < s.heroes.size(); ++i)
                    if (s.heroes[i] == card && !s.dead[i]) {
                        s.dead[i] = true;
                        break;
                    }
            }
    } catch (const std::exception& e) {
        s.error = path.filename().string() + ": " + e.what();
    }
    return s;
}

std::vector<SaveSummary> listSaves(const fs::path& dir) {
    std::vector<SaveSummary> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code fec;
        if (it->path().extension() != ".json" || !it->is_regular_file(fec)) continue;
        out.push_back(summarizeSave(it->path()));
    }
    std::sort(out.begin(), out.end(), newerFirst);
    return out;
}

std::vector<SaveSummary> listAllSaves(const fs::path& saves_dir) {
    std::vector<SaveSummary> out = listSaves(saves_dir);
    const Autosaves autosaves(saves_dir / "autosave");
    auto add = [&](std::vector<SaveSummary> found) {
        for (SaveSummary& s : found) {
            s.autosave = true;
            out.push_back(std::move(s));
        }
    };
    add(listSaves(autosaves.dir()));  // older versions' autosaves, all games in one folder
    for (const std::string& id : autosaves.games()) add(listSaves(autosaves.folder(id)));
    std::stable_sort(out.begin(), out.end(), newerFirst);
    return out;
}

std::optional<fs::path> resumableSave(const std::vector<SaveSummary>& saves) {
    // The list is newest first: a game's first entry is its newest save.
    std::vector<std::string> seen;
    for (const SaveSummary& s : saves) {
        if (!s.error.empty()) continue;
        if (std::find(seen.begin(), seen.end(), s.game_id) != seen.end()) continue;
        seen.push_back(s.game_id);
        if (!s.over) return s.path;
    }
    return std::nullopt;
}

}  // namespace cata::content
