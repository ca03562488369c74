// Where a character can go with sequences of legal move actions (GameState::reach(); RULES.md
// R9–R11, R35, R37, R38, R42, R48): a Dijkstra search whose edges are the walks, runs and
// shifts that Rules::check accepts with the mover standing on each square, so the reach can
// never disagree with the legal actions; then the routes that end with one jump (R43) where
// no route of moves leads.
#include <algorithm>
#include <array>
#include <functional>
#include <queue>
#include <tuple>
#include <utility>
#include <vector>

#include "rules.h"

namespace cata {

namespace {

/// The index of a direction in kEightDirections is a search layer (8: no step yet); the
/// layers from kDirLayers on are the same for routes that have run onto a known trap (R48).
constexpr int kDirLayers = 9;
constexpr int kLayers = 2 * kDirLayers;

int directionIndex(Pos d) {
    for (std::size_t i = 0; i < kEightDirections.size(); ++i)
        if (kEightDirections[i] == d) return static_cast<int>(i);
    return 8;
}

/// One legal move action from a square.
struct Edge {
    MoveStep step;
    int to = 0;  // square index
    int ap = 1;
    int traps = 0;                // known traps entered (R48: visible ones; for the Master, his hidden ones too)
    bool runs_onto_trap = false;  // a run entering one (R48: no Agility test)
    int first = 8;  // direction of its first square, of its last one
    int last = 8;
    int squares = 1;          // squares entered
    bool inner_turn = false;  // a run or shift that changes direction halfway
};

/// What routes are compared by, in order (GameState::reach()).
struct Key {
    int ap = 0;
    int traps = 0;
    int turns = 0;
    int squares = 0;
    auto operator<=>(const Key&) const = default;
};

}  // namespace

Reachable GameState::reach(int who, Side knower) const { return Rules::reach(*this, who, knower); }

bool GameState::knowsTrap(Side knower, Pos q) const { return Rules::knowsTrap(*this, knower, q); }

bool Rules::knowsTrap(const GameState& s, Side knower, Pos q) {
    if (!s.board_.inside(q)) return false;
    const TileKind t = s.board_.tile(q);  // syncBoard: sprung traps are floor
    return t == TileKind::Trap || (t == TileKind::HiddenTrap && knower == Side::Master);
}

Reachable Rules::reach(const GameState& s, int who, Side knower) {
    Reachable r;
    const Board& board = s.board_;
    const int width = board.width();
    r.reset(width, board.height(), kLayers);
    if (!validCharacter(s, who) || !board.inside(s.character(who).pos)) return r;
    const Pos start = s.character(who).pos;
    const int budget0 = budget(s, who);
    const bool flyer = flying(s, who);
    auto index = [&](Pos p) { return p.y * width + p.x; };
    auto at = [&](int square) { return Pos{square % width, square / width}; };

    // The moves from a square, found once: a copy of the state with the mover standing there
    // (its AP, or waiting points, as now: the search keeps the AP spent itself).
    GameState t = s;
    std::vector<std::vector<Edge>> edges(static_cast<std::size_t>(width * board.height()));
    std::vector<char> known(edges.size(), 0);
    auto trapsUnder = [&](Pos p) {
        if (flyer) return 0;  // R35: over traps
        int n = 0;
        for (Pos q : footprintAt(s, who, p).squares()) n += knowsTrap(s, knower, q) ? 1 : 0;
        return n;
    };
    auto movesFrom = [&](int square) -> const std::vector<Edge>& {
        auto& out = edges[static_cast<std::size_t>(square)];
        if (known[static_cast<std::size_t>(square)]) return out;
        known[static_cast<std::size_t>(square)] = 1;
        const Pos p = at(square);
        t.d_.characters[static_cast<std::size_t>(who)].pos = p;
        const ScopeGuard scope(t);  // quiet checks; its caches are of this position only
        auto consider = [&](const Action& a, MoveStep step, Pos d1, Pos d2) {
            if (check(t, a)) return;
            Edge e;
            e.step = step;
            e.to = index(step.to);
            e.ap = cost(t, a);
            e.first = directionIndex(d1);
            e.last = directionIndex(d2);
            e.squares = step.kind == MoveKind::Walk ? 1 : 2;
            e.inner_turn = e.squares == 2 && d1 != d2;
            e.traps = trapsUnder(step.to) + (step.kind == MoveKind::Run ? trapsUnder(step.via) : 0);
            e.runs_onto_trap = step.kind == MoveKind::Run && e.traps > 0;
            out.push_back(e);
        };
        for (Pos d : kEightDirections) {
            const Pos n = p + d;
            if (!board.inside(n)) continue;
            consider(Walk{who, n}, MoveStep{MoveKind::Walk, n, n}, d, d);
            // R9: when a run's first step fails, no run through `n` is legal (as legalActions()).
            const bool run_through = !checkStep(t, who, p, n, false, true);
            const int through = t.characterAt(n);
            const bool ally = through >= 0 && through != who && t.character(through).side == t.character(who).side;
            if (!run_through && !ally) continue;
            for (Pos d2 : kEightDirections) {
                const Pos n2 = n + d2;
                if (n2 == p || !board.inside(n2)) continue;
                if (run_through) consider(Run{who, n, n2}, MoveStep{MoveKind::Run, n, n2}, d, d2);
                if (ally) consider(Shift{who, n, n2}, MoveStep{MoveKind::Shift, n, n2}, d, d2);
            }
        }
        return out;
    };

    std::vector<Key> keys(r.cost_.size());
    using Entry = std::pair<Key, int>;  // (key, state)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const int start_state = index(start) * kLayers + 8;
    auto ranOntoTrap = [](int state) { return state % kLayers >= kDirLayers ? 1 : 0; };
    r.cost_[static_cast<std::size_t>(start_state)] = 0;
    open.push({Key{}, start_state});
    while (!open.empty()) {
        const auto [key, state] = open.top();
        open.pop();
        if (r.cost_[static_cast<std::size_t>(state)] < 0 || key != keys[static_cast<std::size_t>(state)]) continue;
        const int square = state / kLayers;
        const int layer = state % kDirLayers;
        const int ran = ranOntoTrap(state);
        // A move may end on someone else (R33: a swarm joining another): nothing goes on from there.
        if (const int other = s.characterAt(at(square)); other >= 0 && other != who) continue;
        for (const Edge& e : movesFrom(square)) {
            Key next = key;
            next.ap += e.ap;
            if (next.ap > budget0) continue;
            next.traps += e.traps;
            next.turns += (layer != 8 && layer != e.first ? 1 : 0) + (e.inner_turn ? 1 : 0);
            next.squares += e.squares;
            const int to = e.to * kLayers + e.last + ((ran != 0 || e.runs_onto_trap) ? kDirLayers : 0);
            auto& cost = r.cost_[static_cast<std::size_t>(to)];
            if (cost >= 0 && !(next < keys[static_cast<std::size_t>(to)])) continue;
            cost = next.ap;
            keys[static_cast<std::size_t>(to)] = next;
            r.parent_[static_cast<std::size_t>(to)] = state;
            r.step_[static_cast<std::size_t>(to)] = e.step;
            open.push({next, to});
        }
    }
    for (std::size_t square = 0; square < r.best_.size(); ++square)
        for (int layer = 0; layer < kLayers; ++layer) {
            const auto state = square * static_cast<std::size_t>(kLayers) + static_cast<std::size_t>(layer);
            if (r.cost_[state] < 0) continue;
            // R48: a route that walks onto its trap (an Agility test) rather than run onto it
            // (its damage, no test) when it costs at most 1 AP more.
            const auto rank = [&](std::size_t st) {
                const int ran = ranOntoTrap(static_cast<int>(st));
                return std::tuple(keys[st].ap + ran, ran, keys[st]);
            };
            int& best = r.best_[square];
            if (best < 0 || rank(state) < rank(static_cast<std::size_t>(best))) best = static_cast<int>(state);
        }

    // R43: then one jump, where no route of moves leads (over lava, a pit, rubble...): from each
    // square a route ends on (the start too), every jump legal with the mover standing there
    // and AP left for it. For each landing square the likeliest one (its block tests of R12 and
    // its own Agility test), then the fewest AP, then the shortest jump, then the first found.
    const int agility = s.effective(who, Characteristic::Agility);
    std::vector<RouteJump> best_jump(r.best_.size());
    std::vector<char> jumped(r.best_.size(), 0);
    for (int square = 0; square < static_cast<int>(r.best_.size()); ++square) {
        const int spent = r.cost_[static_cast<std::size_t>(std::max(r.best_[static_cast<std::size_t>(square)], 0))];
        if (r.best_[static_cast<std::size_t>(square)] < 0 || spent >= budget0) continue;
        const Pos from = at(square);
        if (const int other = s.characterAt(from); other >= 0 && other != who) continue;
        t.d_.characters[static_cast<std::size_t>(who)].pos = from;
        const ScopeGuard scope(t);
        for (Pos d : kEightDirections) {
            for (int k = 1; k <= kMaxJump && jumpDifficulty(t, k) <= agility * agility; ++k) {
                const Pos over{from.x + d.x * k, from.y + d.y * k};
                if (!jumpOverAllowed(t, who, over - d, over)) break;  // as legalActions(): no longer jump either
                const Pos to{from.x + d.x * (k + 1), from.y + d.y * (k + 1)};
                if (!board.inside(to) || r.best_[static_cast<std::size_t>(index(to))] >= 0) continue;
                const Action a = Jump{who, to};
                if (check(t, a)) continue;
                const int ap = spent + cost(t, a);
                if (ap > budget0) continue;
                const std::optional<ActionOdds> o = t.odds(a);
                if (!o || o->tests.empty()) continue;
                // odds() from `from` (the mover stands there in `t`): the block tests of leaving
                // it (R12) pass, then the jump's own test fails into lava (R43, R49).
                const RouteJump j{from, to, ap, o->tests.back().difficulty, o->tests.back().pass, o->success, o->dies};
                const auto slot = static_cast<std::size_t>(index(to));
                const RouteJump& old = best_jump[slot];
                const auto length = [](const RouteJump& x) { return distance(x.from, x.to); };
                if (jumped[slot] &&
                    std::tuple(-old.success, old.ap, length(old)) <= std::tuple(-j.success, j.ap, length(j)))
                    continue;
                best_jump[slot] = j;
                jumped[slot] = 1;
            }
        }
    }
    for (std::size_t square = 0; square < best_jump.size(); ++square)
        if (jumped[square]) r.jumps_.push_back(best_jump[square]);
    std::sort(r.jumps_.begin(), r.jumps_.end(), [](const RouteJump& x, const RouteJump& y) { return x.to < y.to; });
    return r;
}

std::optional<RouteTrap> GameState::routeTrap(int who, const std::vector<MoveStep>& path, Side knower) const {
    if (!Rules::validCharacter(*this, who) || Rules::flying(*this, who)) return std::nullopt;
    auto trapAt = [&](Pos p, bool runs) -> std::optional<RouteTrap> {
        for (Pos q : Rules::footprintAt(*this, who, p).squares()) {
            if (!Rules::knowsTrap(*this, knower, q)) continue;
            const ObjectDef* def = content_->quest.objectAt(q);
            if (def && def->kind == ObjectKind::Trap)
                return RouteTrap{q, runs, def->trap_difficulty, def->trap_damage_dice};
        }
        return std::nullopt;
    };
    for (const MoveStep& step : path) {
        const bool runs = step.kind == MoveKind::Run;
        if (runs)
            if (auto t = trapAt(step.via, true)) return t;
        if (auto t = trapAt(step.to, runs)) return t;
    }
    return std::nullopt;
}

std::vector<Pos> GameState::threatSquares(int who) const {
    std::vector<Pos> out;
    if (isOver() || !Rules::validCharacter(*this, who)) return out;
    const CharacterState& c = character(who);
    if (c.presence != Presence::OnBoard || !board_.inside(c.pos)) return out;
    // Its side's next turn: that side acts, nothing pending, no waiting window, the card's full
    // AP (reach() then searches with it, as the legal moves of that turn would be).
    GameState t = *this;
    t.d_.side = c.side;
    t.d_.pending.reset();
    t.d_.waiting_window = false;
    const int full = Rules::fullAp(*this, who);
    t.d_.characters[static_cast<std::size_t>(who)].ap = full;
    // Its AP only: the traps known (which only order routes of equal AP) are the public ones.
    const Reachable r = Rules::reach(t, who, Side::Heroes);  // R9–R11, R35 flying, R37 footprints
    const int melee_cost = Rules::cost(t, Melee{who, who});
    const bool shoots = card(who).shot_damage > 0;
    const int shot_cost = Rules::cost(t, Shot{who, who});
    const int min_range = Rules::rules(*this).numbers.shot_min_distance;  // R19
    const int reach_gap = Rules::meleeRange(*this, who);
    std::vector<char> marked(static_cast<std::size_t>(board_.width() * board_.height()), 0);
    auto mark = [&](Pos p) { marked[static_cast<std::size_t>(p.y * board_.width() + p.x)] = 1; };
    auto isMarked = [&](Pos p) { return marked[static_cast<std::size_t>(p.y * board_.width() + p.x)] != 0; };
    for (Pos p : r.squares()) {
        if (const int other = characterAt(p); other >= 0 && other != who) continue;  // R33: joined, no attack
        const int spent = r.ap(p);
        t.d_.characters[static_cast<std::size_t>(who)].pos = p;
        const Footprint fp = Rules::footprint(t, who);
        if (spent + melee_cost <= full)  // R15/R37: melee as meleeReach() judges it from there
            for (int y = fp.pos.y - reach_gap; y < fp.pos.y + fp.h + reach_gap; ++y)
                for (int x = fp.pos.x - reach_gap; x < fp.pos.x + fp.w + reach_gap; ++x) {
                    const Pos q{x, y};
                    if (board_.inside(q) && !isMarked(q) && Rules::meleeReach(t, who, Footprint{q, 1, 1})) mark(q);
                }
        if (!shoots || spent + shot_cost > full) continue;
        // R19/R22/R37: shots from every position with AP left for one, not only from where it
        // stands now.
        const Occupancy occ = Rules::occupancy(t);
        for (int y = 0; y < board_.height(); ++y)
            for (int x = 0; x < board_.width(); ++x) {
                const Pos q{x, y};
                if (isMarked(q) || distance(fp, Footprint{q, 1, 1}) < min_range) continue;
                if (board_.tile(q) == TileKind::Void || board_.tile(q) == TileKind::Wall) continue;
                if (Rules::seesSquare(t, occ, who, fp, q)) mark(q);
            }
    }
    for (int x = 0; x < board_.width(); ++x)  // Pos order: x first, then y
        for (int y = 0; y < board_.height(); ++y) {
            const Pos q{x, y};
            if (isMarked(q) && (!board_.isObstacle(q) || characterAt(q) >= 0)) out.push_back(q);
        }
    return out;
}

}  // namespace cata
