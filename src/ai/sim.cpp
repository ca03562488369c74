// The simulator: seeded headless games on worker threads, counted from their events
// (include/cata/ai/sim.h).
#include "cata/ai/sim.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cata/ai/match.h"
#include "cata/ai/setup.h"
#include "cata/content/save_file.h"
#include "cata/core/rng.h"

namespace cata::ai {

namespace {

using nlohmann::json;

/// Every action's JSON type name, in the variant's order.
template <std::size_t... I>
std::vector<std::string> allKinds(std::index_sequence<I...>) {
    return {std::string(actionType(Action{std::variant_alternative_t<I, Action>{}}))...};
}
const std::vector<std::string>& actionKinds() {
    static const std::vector<std::string> kinds = allKinds(std::make_index_sequence<std::variant_size_v<Action>>{});
    return kinds;
}

std::vector<std::string> minus(const std::set<std::string>& all, const std::set<std::string>& used) {
    std::vector<std::string> out;
    std::set_difference(all.begin(), all.end(), used.begin(), used.end(), std::back_inserter(out));
    return out;
}

}  // namespace

std::string_view simPlayerKey(content::Player p) {
    return p == content::Player::HeroesAi ? "ai" : content::playerKey(p);
}

GameSeeds gameSeeds(std::uint64_t seed, int index) {
    // splitmix64 of the seed, then of that mixed with the index: every (seed, index) gives its own stream.
    std::uint64_t s = seed;
    std::uint64_t base = splitmix64(s);
    std::uint64_t st = base ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(index) + 1));
    GameSeeds g;
    g.game = splitmix64(st);
    g.heroes = splitmix64(st);
    g.master = splitmix64(st);
    return g;
}

Proportion wilson(int successes, int trials) {
    Proportion p;
    p.successes = successes;
    p.trials = trials;
    if (trials <= 0) return p;
    constexpr double z = 1.959963984540054;  // the 97.5th percentile of the normal law
    const double n = trials;
    const double r = successes / n;
    const double z2 = z * z;
    const double centre = (r + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(r * (1 - r) / n + z2 / (4 * n * n));
    p.rate = r;
    p.low = std::max(0.0, centre - half);
    p.high = std::min(1.0, centre + half);
    return p;
}

// ---- Counting one game ----

void GameCounter::begin(const GameState& start, const std::vector<Event>& start_events) {
    t_ = GameTally{};
    const auto& chars = start.characters();
    fallen_.assign(chars.size(), false);
    for (Side side : {Side::Heroes, Side::Master}) {
        for (std::size_t i = 0; i < chars.size(); ++i) {
            const CharacterState& c = chars[i];
            if (c.side != side) continue;
            fallen_[i] = c.presence != Presence::OnBoard;
            auto [it, fresh] = t_.cards.try_emplace(c.card);
            if (fresh) {
                it->second.card = c.card;
                it->second.side = c.side;
                t_.card_order.push_back(c.card);
            }
            ++it->second.fielded;
            for (const auto& spell : start.card(static_cast<int>(i)).spells) t_.spells_known.insert(spell);
        }
    }
    const QuestDef& q = start.content().quest;
    for (const auto& sa : q.special_actions) t_.specials_known.insert(sa.id);
    for (std::size_t i = 0; i < q.objects.size(); ++i)
        if (isOpenable(q.objects[i].kind) && !start.objects()[i].open) t_.objects_known.insert(q.objects[i].id);
    for (const auto& item : start.items()) t_.items_known.insert(item.id);
    count(start, start_events);
}

void GameCounter::step(const GameState& before, const Action& action, const std::vector<LegalAction>& legal,
                       const std::vector<Event>& events, const GameState& after) {
    for (const auto& l : legal) t_.kinds_legal.insert(std::string(actionType(l.action)));
    t_.kinds_taken.insert(std::string(actionType(action)));
    if (const int actor = actionActor(action); actor >= 0) ++t_.cards[before.character(actor).card].actions;
    count(after, events);
}

void GameCounter::count(const GameState& state, const std::vector<Event>& events) {
    std::map<int, int> last_source;  // victim -> source of the last wound in these events
    const auto cardOf = [&](int who) -> CardStats& { return t_.cards[state.character(who).card]; };
    const auto sideOf = [&](int who) { return state.character(who).side; };
    for (const Event& e : events) {
        if (const auto* w = std::get_if<Wounded>(&e)) {
            last_source[w->who] = w->source;
            // HP actually taken: not below 0 (damage past the last HP is not counted).
            const int taken = std::max(0, std::min(w->wounds, w->hp_after + w->wounds));
            if (w->source >= 0 && sideOf(w->source) != sideOf(w->who)) cardOf(w->source).wounds_dealt += taken;
        } else if (const auto* s = std::get_if<StatusChanged>(&e)) {
            const auto who = static_cast<std::size_t>(s->who);
            switch (s->change) {
                case StatusChange::WentDown:
                case StatusChange::LeftBoard:
                case StatusChange::Died: {
                    CardStats& victim = cardOf(s->who);
                    if (s->change == StatusChange::WentDown) ++victim.went_down;
                    if (s->change == StatusChange::LeftBoard) ++victim.left_board;
                    if (s->change == StatusChange::Died) ++victim.died;
                    if (!fallen_[who]) {
                        fallen_[who] = true;
                        auto it = last_source.find(s->who);
                        if (it != last_source.end() && it->second >= 0 && sideOf(it->second) != sideOf(s->who))
                            ++cardOf(it->second).kills;
                    }
                    break;
                }
                case StatusChange::Exited: fallen_[who] = true; break;
                case StatusChange::StoodUp: fallen_[who] = false; break;
                default: break;
            }
        } else if (const auto* r = std::get_if<ReinforcementArrived>(&e)) {
            fallen_[static_cast<std::size_t>(r->who)] = false;
        } else if (const auto* c = std::get_if<SpellCast>(&e)) {
            t_.spells_cast.insert(c->spell);
        } else if (const auto* sa = std::get_if<SpecialActionTried>(&e)) {
            const auto& defs = state.content().quest.special_actions;
            if (sa->action >= 0 && static_cast<std::size_t>(sa->action) < defs.size())
                t_.specials_tried.insert(defs[static_cast<std::size_t>(sa->action)].id);
        } else if (const auto* o = std::get_if<ObjectChanged>(&e)) {
            if (o->change == ObjectChange::Opened || o->change == ObjectChange::LockPicked ||
                o->change == ObjectChange::BrokenDown)
                t_.objects_opened.insert(state.content().quest.objects[static_cast<std::size_t>(o->object)].id);
        } else if (const auto* m = std::get_if<ItemMoved>(&e)) {
            t_.items_moved.insert(state.items()[static_cast<std::size_t>(m->item)].id);
        }
    }
}

GameTally GameCounter::end(const GameState& final_state, int actions) {
    t_.result = final_state.result();
    t_.turns = final_state.turn();
    t_.actions = actions;
    return std::move(t_);
}

// ---- Summing the games ----

namespace {

/// The report of `games` under the header `r` (quest, players, seed, action cap) already set.
SimReport summarizeUnder(SimReport r, const std::vector<GameTally>& games) {
    r.games = static_cast<int>(games.size());

    int heroes_wins = 0;
    std::vector<int> turns;
    long long actions = 0;
    std::map<std::pair<std::string, std::string>, int> endings;
    std::map<std::string, CardStats> cards;
    std::vector<std::string> order;
    GameTally all;  // the union of the content sets
    for (const GameTally& g : games) {
        if (!g.result) {
            ++r.capped;
            ++endings[{fmt::format("stopped after {} actions", r.max_actions), ""}];
        } else {
            (g.result->winner == Side::Heroes ? heroes_wins : r.master_wins)++;
            ++endings[{g.result->reason, std::string(sideKey(g.result->winner))}];
        }
        turns.push_back(g.turns);
        actions += g.actions;
        for (const auto& id : g.card_order) {
            const CardStats& c = g.cards.at(id);
            auto [it, fresh] = cards.try_emplace(id, CardStats{id, c.side});
            if (fresh) order.push_back(id);
            CardStats& sum = it->second;
            sum.fielded += c.fielded;
            sum.actions += c.actions;
            sum.went_down += c.went_down;
            sum.left_board += c.left_board;
            sum.died += c.died;
            sum.kills += c.kills;
            sum.wounds_dealt += c.wounds_dealt;
        }
        const auto merge = [](std::set<std::string>& into, const std::set<std::string>& from) { into.insert(from.begin(), from.end()); };
        merge(all.spells_known, g.spells_known);
        merge(all.spells_cast, g.spells_cast);
        merge(all.specials_known, g.specials_known);
        merge(all.specials_tried, g.specials_tried);
        merge(all.objects_known, g.objects_known);
        merge(all.objects_opened, g.objects_opened);
        merge(all.items_known, g.items_known);
        merge(all.items_moved, g.items_moved);
        merge(all.kinds_legal, g.kinds_legal);
        merge(all.kinds_taken, g.kinds_taken);
    }
    r.heroes_wins = wilson(heroes_wins, r.games);
    if (!turns.empty()) {
        std::vector<int> sorted = turns;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t n = sorted.size();
        long long sum = 0;
        for (int t : sorted) sum += t;
        r.turns_mean = static_cast<double>(sum) / static_cast<double>(n);
        r.turns_min = sorted.front();
        r.turns_max = sorted.back();
        r.turns_median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
        r.actions_mean = static_cast<double>(actions) / static_cast<double>(n);
    }
    for (const auto& [key, n] : endings) r.endings.push_back(Ending{key.first, key.second, n});
    std::stable_sort(r.endings.begin(), r.endings.end(), [](const Ending& a, const Ending& b) { return a.games > b.games; });
    // Heroes' cards first, then the Master's, each in the order they first appeared.
    for (Side side : {Side::Heroes, Side::Master})
        for (const auto& id : order)
            if (cards.at(id).side == side) r.cards.push_back(cards.at(id));
    for (const auto& c : r.cards)
        if (c.actions == 0) r.never_used.cards.push_back(c.card);
    r.never_used.spells = minus(all.spells_known, all.spells_cast);
    r.never_used.special_actions = minus(all.specials_known, all.specials_tried);
    r.never_used.objects = minus(all.objects_known, all.objects_opened);
    r.never_used.items = minus(all.items_known, all.items_moved);
    // Kinds in the variant's (sort) order.
    for (const auto& k : actionKinds())
        if (all.kinds_legal.count(k) && !all.kinds_taken.count(k)) r.never_used.action_kinds.push_back(k);
    return r;
}

}  // namespace

SimReport summarize(const SimOptions& options, const std::vector<GameTally>& games) {
    SimReport r;
    r.quest = options.quest_id;
    r.heroes = std::string(simPlayerKey(options.players.heroes));
    r.master = std::string(simPlayerKey(options.players.master));
    r.seed = options.seed;
    r.max_actions = options.max_actions;
    return summarizeUnder(std::move(r), games);
}

// ---- Playing ----

SimReport simulate(const content::ContentDocuments& docs, const SimOptions& options, const SimProgress& progress) {
    return summarize(options, playGames(docs, options, progress).tallies);
}

SimGames playGames(const content::ContentDocuments& docs, const SimOptions& options, const SimProgress& progress) {
    if (!docs.library().quest(options.quest_id)) throw std::invalid_argument("no quest \"" + options.quest_id + "\"");
    if (options.games < 1) throw std::invalid_argument("the number of games must be at least 1");
    if (options.shards < 1 || options.shard < 1 || options.shard > options.shards)
        throw std::invalid_argument(
            fmt::format("no shard {} of {}: a shard is K/N with 1 <= K <= N", options.shard, options.shards));
    if (options.shards > options.games)
        throw std::invalid_argument(
            fmt::format("{} shards of {} games: each shard needs a game at least", options.shards, options.games));
    if (options.jobs < 1) throw std::invalid_argument("the number of jobs must be at least 1");
    if (options.max_actions < 1) throw std::invalid_argument("the action cap must be at least 1");
    using content::Player;
    if (options.players.heroes != Player::HeroesAi && options.players.heroes != Player::Random &&
        !content::isSearchHeroes(options.players.heroes))
        throw std::invalid_argument(
            "the heroes must be played by the heroes' AI, the search (search:veteran, search:nightmare) or the random "
            "player");
    if (options.players.master != Player::Rulebook && options.players.master != Player::Random &&
        !content::isSearchMaster(options.players.master))
        throw std::invalid_argument(
            "the Master must be played by the rulebook's Master, the search Master (veteran, nightmare) or the random "
            "player");
    // The AI Masters are placed by R44's deployment; the rulebook's also plays with the core's
    // solo rules (activation, solo table), the search Master without them (as a player would).
    const bool r44 = options.players.master == Player::Rulebook || content::isSearchMaster(options.players.master);
    PreparedGame base = prepareGame(docs, options.quest_id, 0, r44, options.options);
    if (content::isSearchMaster(options.players.master)) base.record.options.solo_master = options.options.solo_master;
    if (!base.error.empty()) throw std::invalid_argument(options.quest_id + ": " + base.error);
    const GameSetup base_setup = content::setupOf(base.record, base.content);

    // This slice's games: their indices in the whole run (every game without a shard).
    SimGames out;
    for (int i = options.shard - 1; i < options.games; i += options.shards) out.indices.push_back(i);
    const int count = static_cast<int>(out.indices.size());
    const auto n = out.indices.size();
    std::vector<GameTally> tallies(n);
    std::vector<std::string> errors(n);
    std::atomic<int> next{0};
    std::mutex progress_mutex;
    int done = 0;

    const auto cancelled = [&] { return options.cancel && options.cancel->load(std::memory_order_relaxed); };
    const auto playGame = [&](int slot) {
        const int index = out.indices[static_cast<std::size_t>(slot)];
        const GameSeeds seeds = gameSeeds(options.seed, index);
        GameSetup setup = base_setup;  // shares the loaded content
        setup.seed = seeds.game;
        std::vector<std::string> problems;
        std::vector<Event> start_events;
        std::optional<GameState> state = GameState::create(setup, &problems, &start_events);
        if (!state) {
            errors[static_cast<std::size_t>(slot)] =
                problems.empty() ? "the game could not be created" : problems.front();
            return;
        }
        auto heroes = policyFor(options.players.heroes, seeds.heroes);
        auto master = policyFor(options.players.master, seeds.master);
        GameCounter counter;
        counter.begin(*state, start_events);
        const MatchOutcome played = playOut(
            *state, *heroes, *master, options.max_actions,
            [&](const GameState& before, const Choice& c, const std::vector<Event>& ev, const GameState& after) {
                counter.step(before, c.action, before.legalActions(), ev, after);
                if (cancelled()) throw SimCancelled();  // stops the game at once
            });
        tallies[static_cast<std::size_t>(slot)] = counter.end(*state, played.actions);
    };
    const auto worker = [&] {
        for (int i = next++; i < count && !cancelled(); i = next++) {
            try {
                playGame(i);
            } catch (const SimCancelled&) {
                break;
            } catch (const std::exception& e) {
                errors[static_cast<std::size_t>(i)] = e.what();
            }
            if (progress) {
                std::lock_guard<std::mutex> lock(progress_mutex);
                progress(++done, count);
            }
        }
    };
    const int jobs = std::min(options.jobs, count);
    if (jobs == 1) {
        worker();
    } else {
        std::vector<std::thread> threads;
        for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
        for (auto& t : threads) t.join();
    }
    if (cancelled()) throw SimCancelled();
    for (std::size_t i = 0; i < n; ++i)
        if (!errors[i].empty())
            throw std::runtime_error(fmt::format("game {} (seed {}): {}", out.indices[i],
                                                 gameSeeds(options.seed, out.indices[i]).game, errors[i]));
    out.tallies = std::move(tallies);
    return out;
}

// ---- Output ----

json toJson(const SimReport& r) {
    json cards = json::array();
    for (const auto& c : r.cards)
        cards.push_back({{"card", c.card},           {"side", std::string(sideKey(c.side))},   {"fielded", c.fielded},
                         {"actions", c.actions},     {"went_down", c.went_down}, {"left_board", c.left_board},
                         {"died", c.died},           {"kills", c.kills},         {"wounds_dealt", c.wounds_dealt}});
    json endings = json::array();
    for (const auto& e : r.endings) endings.push_back({{"reason", e.reason}, {"winner", e.winner}, {"games", e.games}});
    return json{{"quest", r.quest},
                {"heroes", r.heroes},
                {"master", r.master},
                {"seed", r.seed},
                {"games", r.games},
                {"max_actions", r.max_actions},
                {"heroes_wins",
                 {{"wins", r.heroes_wins.successes},
                  {"rate", r.heroes_wins.rate},
                  {"ci95", {r.heroes_wins.low, r.heroes_wins.high}}}},
                {"master_wins", r.master_wins},
                {"capped", r.capped},
                {"turns", {{"mean", r.turns_mean}, {"min", r.turns_min}, {"median", r.turns_median}, {"max", r.turns_max}}},
                {"actions_mean", r.actions_mean},
                {"endings", endings},
                {"cards", cards},
                {"never_used",
                 {{"cards", r.never_used.cards},
                  {"spells", r.never_used.spells},
                  {"special_actions", r.never_used.special_actions},
                  {"objects", r.never_used.objects},
                  {"items", r.never_used.items},
                  {"action_kinds", r.never_used.action_kinds}}}};
}

std::string toText(const SimReport& r) {
    std::string out;
    const auto pct = [](double x) { return fmt::format("{:.1f} %", 100 * x); };
    out += fmt::format("Quest {}: {} games, seed {}, heroes {} against Master {}\n", r.quest, r.games, r.seed, r.heroes, r.master);
    out += fmt::format("Heroes' win rate: {} (95 % CI {} to {}); heroes {}, Master {}, stopped {}\n", pct(r.heroes_wins.rate),
                       pct(r.heroes_wins.low), pct(r.heroes_wins.high), r.heroes_wins.successes, r.master_wins, r.capped);
    out += fmt::format("Turns per game: mean {:.1f}, min {}, median {:.1f}, max {}; actions per game: mean {:.1f}\n",
                       r.turns_mean, r.turns_min, r.turns_median, r.turns_max, r.actions_mean);
    out += "Endings:\n";
    for (const auto& e : r.endings)
        out += fmt::format("  {:>6}  {:<7} {}\n", e.games, e.winner.empty() ? "-" : e.winner, e.reason);
    std::size_t w = 4;
    for (const auto& c : r.cards) w = std::max(w, c.card.size());
    out += fmt::format("Cards:\n  {:<{}}  {:<6} {:>7} {:>8} {:>6} {:>9} {:>6} {:>6} {:>7}\n", "card", w, "side", "fielded",
                       "actions", "down", "casualty", "dead", "kills", "wounds");
    for (const auto& c : r.cards)
        out += fmt::format("  {:<{}}  {:<6} {:>7} {:>8} {:>6} {:>9} {:>6} {:>6} {:>7}\n", c.card, w, sideKey(c.side), c.fielded,
                           c.actions, c.went_down, c.left_board, c.died, c.kills, c.wounds_dealt);
    const auto list = [](const std::vector<std::string>& v) { return v.empty() ? std::string("none") : fmt::format("{}", fmt::join(v, ", ")); };
    out += "Never used:\n";
    out += "  cards that never acted: " + list(r.never_used.cards) + "\n";
    out += "  spells never cast: " + list(r.never_used.spells) + "\n";
    out += "  special actions never tried: " + list(r.never_used.special_actions) + "\n";
    out += "  objects never opened: " + list(r.never_used.objects) + "\n";
    out += "  items never moved: " + list(r.never_used.items) + "\n";
    out += "  legal action kinds never taken: " + list(r.never_used.action_kinds) + "\n";
    return out;
}

// ---- Slices of a run (sim --shard K/N) and their merge ----

namespace {

const char* const kTallySets[] = {"spells_known",   "spells_cast", "specials_known", "specials_tried", "objects_known",
                                  "objects_opened", "items_known", "items_moved",    "kinds_legal",    "kinds_taken"};

std::set<std::string>* tallySet(GameTally& t, std::size_t i) {
    std::set<std::string>* const sets[] = {&t.spells_known,  &t.spells_cast,    &t.specials_known, &t.specials_tried,
                                           &t.objects_known, &t.objects_opened, &t.items_known,    &t.items_moved,
                                           &t.kinds_legal,   &t.kinds_taken};
    return sets[i];
}

json tallyJson(int index, GameTally t) {
    json cards = json::array();
    for (const auto& id : t.card_order) {
        const CardStats& c = t.cards.at(id);
        cards.push_back({c.card, std::string(sideKey(c.side)), c.fielded, c.actions, c.went_down, c.left_board, c.died,
                         c.kills, c.wounds_dealt});
    }
    json g{{"index", index}, {"turns", t.turns}, {"actions", t.actions}, {"cards", cards}};
    g["result"] = t.result ? json{{"winner", std::string(sideKey(t.result->winner))},
                                  {"reason", t.result->reason},
                                  {"rule", t.result->rule}}
                           : json(nullptr);
    for (std::size_t i = 0; i < std::size(kTallySets); ++i) g[kTallySets[i]] = *tallySet(t, i);
    return g;
}

Side sideOf(const std::string& key) {
    if (key == "heroes") return Side::Heroes;
    if (key == "master") return Side::Master;
    throw std::invalid_argument("no side \"" + key + "\"");
}

GameTally tallyOf(const json& g) {
    GameTally t;
    t.turns = g.at("turns").get<int>();
    t.actions = g.at("actions").get<int>();
    for (const json& c : g.at("cards")) {
        CardStats s{c.at(0).get<std::string>(), sideOf(c.at(1).get<std::string>())};
        s.fielded = c.at(2).get<int>();
        s.actions = c.at(3).get<int>();
        s.went_down = c.at(4).get<int>();
        s.left_board = c.at(5).get<int>();
        s.died = c.at(6).get<int>();
        s.kills = c.at(7).get<int>();
        s.wounds_dealt = c.at(8).get<int>();
        if (!t.cards.emplace(s.card, s).second) throw std::invalid_argument("card \"" + s.card + "\" twice");
        t.card_order.push_back(s.card);
    }
    const json& r = g.at("result");
    if (!r.is_null())
        t.result = GameResult{sideOf(r.at("winner").get<std::string>()), r.at("reason").get<std::string>(),
                              r.at("rule").get<std::string>()};
    for (std::size_t i = 0; i < std::size(kTallySets); ++i)
        *tallySet(t, i) = g.at(kTallySets[i]).get<std::set<std::string>>();
    return t;
}

/// What every slice of one run shares, as it reads in the report.
struct RunKey {
    std::string quest, heroes, master;
    std::uint64_t seed = 0;
    int max_actions = 0, games = 0, shards = 0;
    bool operator==(const RunKey&) const = default;
    std::string text() const {
        return fmt::format("quest {}, heroes {}, Master {}, seed {}, {} games, action cap {}, {} shards", quest, heroes,
                           master, seed, games, max_actions, shards);
    }
};

}  // namespace

json shardJson(const SimOptions& options, const SimGames& games) {
    json list = json::array();
    for (std::size_t i = 0; i < games.tallies.size(); ++i)
        list.push_back(tallyJson(games.indices.at(i), games.tallies[i]));
    return json{{"index", options.shard}, {"of", options.shards}, {"games_total", options.games}, {"games", list}};
}

std::optional<SimReport> mergeShards(const std::vector<ShardFile>& files, std::string* error) {
    std::vector<std::string> problems;
    std::optional<RunKey> run;
    std::string run_file;
    std::map<int, std::string> seen;  // shard index -> file
    std::map<int, GameTally> games;   // by index in the whole run
    SimReport header;
    for (const ShardFile& f : files) {
        try {
            const json j = json::parse(f.text);
            if (!j.is_object() || !j.contains("shard"))
                throw std::invalid_argument("not the JSON report of a slice (catakombes sim --shard K/N --json FILE)");
            const json& sh = j.at("shard");
            RunKey key{j.at("quest").get<std::string>(),
                       j.at("heroes").get<std::string>(),
                       j.at("master").get<std::string>(),
                       j.at("seed").get<std::uint64_t>(),
                       j.at("max_actions").get<int>(),
                       sh.at("games_total").get<int>(),
                       sh.at("of").get<int>()};
            const int k = sh.at("index").get<int>();
            if (key.shards < 1 || k < 1 || k > key.shards)
                throw std::invalid_argument(fmt::format("no shard {} of {}", k, key.shards));
            if (!run) {
                run = key, run_file = f.name;
                header.quest = key.quest, header.heroes = key.heroes, header.master = key.master;
                header.seed = key.seed, header.max_actions = key.max_actions;
            } else if (!(key == *run)) {
                problems.push_back(f.name + ": a slice of another run (" + key.text() + "; " + run_file + ": " +
                                   run->text() + ")");
                continue;
            }
            if (const auto [it, fresh] = seen.emplace(k, f.name); !fresh) {
                problems.push_back(
                    fmt::format("{}: shard {} of {} again (already in {})", f.name, k, key.shards, it->second));
                continue;
            }
            std::vector<int> expected;
            for (int i = k - 1; i < key.games; i += key.shards) expected.push_back(i);
            std::vector<int> found;
            std::map<int, GameTally> mine;
            for (const json& g : sh.at("games")) {
                const int index = g.at("index").get<int>();
                found.push_back(index);
                mine.emplace(index, tallyOf(g));
            }
            if (found != expected) {
                problems.push_back(fmt::format(
                    "{}: shard {} of {} should hold games {} of {} ({} games), not {} games", f.name, k, key.shards,
                    expected.empty() ? std::string("none") : fmt::format("{}, {}…", k - 1, k - 1 + key.shards),
                    key.games, expected.size(), found.size()));
                continue;
            }
            games.merge(mine);
        } catch (const std::exception& e) {
            problems.push_back(f.name + ": " + e.what());
        }
    }
    if (files.empty()) problems.push_back("no reports to merge");
    if (run && problems.empty())
        for (int k = 1; k <= run->shards; ++k)
            if (!seen.count(k)) problems.push_back(fmt::format("shard {} of {} is missing", k, run->shards));
    if (!problems.empty()) {
        if (error) *error = fmt::format("{}", fmt::join(problems, "\n"));
        return std::nullopt;
    }
    std::vector<GameTally> ordered;
    for (auto& [index, tally] : games) ordered.push_back(std::move(tally));
    return summarizeUnder(std::move(header), ordered);
}

}  // namespace cata::ai
