// The heroes' AI: objectives from the victory conditions (R52) and distance fields (heroes_goal.h).
#include "heroes_goal.h"

#include <algorithm>
#include <cstddef>

#include "distance_field.h"

namespace cata::ai::heroes {

namespace {

int objectIndex(const QuestDef& q, const std::string& id) {
    for (std::size_t i = 0; i < q.objects.size(); ++i)
        if (q.objects[i].id == id) return static_cast<int>(i);
    return -1;
}

bool objectOpen(const GameState& s, int o) {
    const ObjectState& st = s.objects()[static_cast<std::size_t>(o)];
    return st.open || st.broken;
}

/// R51: a heroes' special action, not yet spent, whose success opens object `o`.
std::vector<int> specialsOpening(const GameState& s, int o) {
    const QuestDef& q = s.content().quest;
    std::vector<int> out;
    for (std::size_t i = 0; i < q.special_actions.size(); ++i) {
        const SpecialActionDef& sa = q.special_actions[i];
        if (!sa.heroes) continue;
        for (const QuestEffect& e : sa.on_success)
            if (e.type == QuestEffectType::Open && e.target == q.objects[static_cast<std::size_t>(o)].id)
                out.push_back(static_cast<int>(i));
    }
    return out;
}

bool succeeded(const GameState& s, int special) {
    const auto& done = s.data().special_succeeded;
    return std::find(done.begin(), done.end(), special) != done.end();
}

/// Where special action `i` may be used (R51); empty for "anywhere".
std::vector<Pos> whereSquares(const GameState& s, int i) {
    const QuestDef& q = s.content().quest;
    const SpecialActionDef& sa = q.special_actions[static_cast<std::size_t>(i)];
    switch (sa.where) {
        case WhereKind::Anywhere:
            return {};
        case WhereKind::AdjacentTo: {
            const ObjectDef* o = q.object(sa.where_target);
            return o ? squaresAround(s, o->at) : std::vector<Pos>{};
        }
        case WhereKind::SameZoneAs: {
            const ObjectDef* o = q.object(sa.where_target);
            const ZoneDef* z = o ? q.zoneAt(o->at) : nullptr;
            return z ? z->squares : std::vector<Pos>{};
        }
        case WhereKind::InZone: {
            const ZoneDef* z = q.zone(sa.where_target);
            return z ? z->squares : std::vector<Pos>{};
        }
    }
    return {};
}

std::vector<Pos> exitSquares(const QuestDef& q, const Condition& c) {
    std::vector<Pos> out = c.squares;
    if (const ZoneDef* z = c.zone.empty() ? nullptr : q.zone(c.zone))
        out.insert(out.end(), z->squares.begin(), z->squares.end());
    return out;
}

void append(std::vector<Pos>& to, const std::vector<Pos>& from) { to.insert(to.end(), from.begin(), from.end()); }

/// The object `o` must be opened: by the door actions (R40, R50) or a special action (R51).
void openObject(const GameState& s, int o, Objective& out) {
    out.open_objects.push_back(o);
    append(out.squares, squaresAround(s, s.content().quest.objects[static_cast<std::size_t>(o)].at));
    for (int sa : specialsOpening(s, o)) {
        if (succeeded(s, sa)) continue;
        out.special_actions.push_back(sa);
        append(out.squares, whereSquares(s, sa));
    }
}

void killCharacter(const GameState& s, int who, Objective& out) {
    const CharacterState& c = s.character(who);
    if (c.presence != Presence::OnBoard) return;  // a casualty (R24) may come back: fight meanwhile
    out.kill_targets.push_back(who);
    const CharacterCard& card = s.card(who);
    append(out.squares, squaresAround(s, c.pos, card.footprint_w, card.footprint_h));
}

/// Whether a condition is already done, as far as the heroes' plan goes: the rules' answer
/// (R52) for objects, deaths and special actions; exits, turns and defeats are never "done"
/// before the game ends, so an all/any holding one of them is judged on its other parts.
bool holds(const GameState& s, const Condition& c) {
    switch (c.type) {
        case ConditionType::AllHeroesOut:
        case ConditionType::ItemCarriedOut:
        case ConditionType::AllHeroesDown:
        case ConditionType::TurnReached: return false;
        case ConditionType::AllOf:
            return std::all_of(c.of.begin(), c.of.end(), [&](const Condition& sub) { return holds(s, sub); });
        case ConditionType::AnyOf:
            return std::any_of(c.of.begin(), c.of.end(), [&](const Condition& sub) { return holds(s, sub); });
        default: return s.holds(c);
    }
}

void work(const GameState& s, const Condition& c, Objective& out) {
    const QuestDef& q = s.content().quest;
    switch (c.type) {
        case ConditionType::ChestOpened:
        case ConditionType::CellOpened:
        case ConditionType::DoorOpened: {
            const int o = objectIndex(q, c.target);
            if (o >= 0 && !objectOpen(s, o)) openObject(s, o, out);
            out.what = explain(ExplainKey::ObjectiveOpen, {objectArg(o, c.target)});
            return;
        }
        case ConditionType::CharacterKilled: {
            const int who = s.characterIndex(c.target);
            if (who >= 0) killCharacter(s, who, out);
            out.what = explain(ExplainKey::ObjectiveKill, {who >= 0 ? characterArg(who, true) : cardArg(c.target)});
            return;
        }
        case ConditionType::CardKilled:
            for (std::size_t i = 0; i < s.characters().size(); ++i)
                if (s.characters()[i].card == c.target) killCharacter(s, static_cast<int>(i), out);
            out.what = explain(ExplainKey::ObjectiveKillEvery, {cardArg(c.target)});
            return;
        case ConditionType::AllHeroesOut:
            out.exit_all = true;
            out.exits = exitSquares(q, c);
            append(out.squares, out.exits);
            // A closed exit (the secret door of Escape) is opened on the way: the fields count
            // its cost, and the special actions that open it are the means (R51).
            for (const Pos p : out.exits)
                if (const ObjectDef* od = q.objectAt(p)) {
                    const int o = objectIndex(q, od->id);
                    if (o >= 0 && !objectOpen(s, o)) {
                        out.open_objects.push_back(o);
                        for (int sa : specialsOpening(s, o))
                            if (!succeeded(s, sa)) out.special_actions.push_back(sa);
                    }
                }
            out.what = explain(ExplainKey::ObjectiveAllOut);
            return;
        case ConditionType::ItemCarriedOut: {
            int item = -1;
            for (std::size_t i = 0; i < s.items().size(); ++i)
                if (s.items()[i].id == c.target && !s.items()[i].potion) item = static_cast<int>(i);
            if (item < 0) return;
            const ItemState& it = s.items()[static_cast<std::size_t>(item)];
            out.carry_item = item;
            out.exits = exitSquares(q, c);
            out.what = explain(ExplainKey::ObjectiveCarry, {itemArg(item)});
            if (it.holder >= 0) {
                const CharacterState& h = s.character(it.holder);
                if (h.side == Side::Heroes) {
                    if (h.presence == Presence::Down) {  // an ally takes it from the down holder (R41)
                        out.take_items.push_back(item);
                        append(out.squares, squaresAround(s, h.pos));
                    } else {
                        append(out.squares, out.exits);
                    }
                } else {
                    killCharacter(s, it.holder, out);
                }
                return;
            }
            if (it.container >= 0) {
                if (!objectOpen(s, it.container)) {
                    openObject(s, it.container, out);  // R50: opening gives the items to the opener
                } else {
                    out.take_items.push_back(item);
                    append(out.squares, squaresAround(s, q.objects[static_cast<std::size_t>(it.container)].at));
                }
                return;
            }
            if (it.at) {
                out.take_items.push_back(item);
                append(out.squares, squaresAround(s, *it.at));
                out.squares.push_back(*it.at);
                return;
            }
            for (std::size_t i = 0; i < q.special_actions.size(); ++i)  // R51 "give_item"
                for (const QuestEffect& e : q.special_actions[i].on_success)
                    if (e.type == QuestEffectType::GiveItem && e.target == c.target && q.special_actions[i].heroes) {
                        out.special_actions.push_back(static_cast<int>(i));
                        append(out.squares, whereSquares(s, static_cast<int>(i)));
                    }
            return;
        }
        case ConditionType::SpecialActionSucceeded:
            for (std::size_t i = 0; i < q.special_actions.size(); ++i)
                if (q.special_actions[i].id == c.target && q.special_actions[i].heroes) {
                    out.special_actions.push_back(static_cast<int>(i));
                    append(out.squares, whereSquares(s, static_cast<int>(i)));
                }
            {
                int index = -1;
                for (std::size_t i = 0; i < q.special_actions.size(); ++i)
                    if (q.special_actions[i].id == c.target) index = static_cast<int>(i);
                out.what = explain(ExplainKey::ObjectiveSucceed, {specialActionArg(index, c.target)});
            }
            return;
        case ConditionType::AllOf:
            for (const Condition& sub : c.of)
                if (!holds(s, sub)) {
                    work(s, sub, out);
                    return;
                }
            return;
        case ConditionType::AnyOf:
            for (const Condition& sub : c.of)
                if (!holds(s, sub)) work(s, sub, out);
            return;
        case ConditionType::AllHeroesDown:
        case ConditionType::TurnReached:
            return;  // nothing to walk to: survive and fight
    }
}

}  // namespace

Objective objective(const GameState& s) {
    Objective out;
    for (const Condition& c : s.content().quest.victory) {
        if (holds(s, c)) continue;
        work(s, c, out);
        if (!out.empty()) break;
        out = Objective{};
    }
    std::sort(out.squares.begin(), out.squares.end());
    out.squares.erase(std::unique(out.squares.begin(), out.squares.end()), out.squares.end());
    return out;
}

int Field::at(Pos p) const {
    if (p.x < 0 || p.y < 0 || p.x >= width) return kFar;
    const std::size_t i = static_cast<std::size_t>(p.y * width + p.x);
    return i < dist.size() ? dist[i] : kFar;
}

Terrain::Terrain(const GameState& s) : s_(s), width_(s.board().width()), height_(s.board().height()) {
    markTraps();
    price();
}

Terrain::Terrain(const GameState& s, FieldMemo* memo) : s_(s), width_(s.board().width()), height_(s.board().height()) {
    markTraps();
    if (!memo) {
        price();
        return;
    }
    FieldMemo::KeptTerrain& k = memo->terrain_;
    if (k.content == s.contentPtr() && k.trap == trap_ && k.succeeded == s.data().special_succeeded &&
        k.board == s.board()) {
        enter_ = k.enter;
        return;
    }
    price();
    k = FieldMemo::KeptTerrain{s.contentPtr(), s.board(), trap_, s.data().special_succeeded, enter_};
}

void Terrain::markTraps() {
    const Board& b = s_.board();
    const QuestDef& q = s_.content().quest;
    trap_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
    for (std::size_t i = 0; i < q.objects.size(); ++i) {
        const ObjectDef& od = q.objects[i];
        const ObjectState& st = s_.objects()[i];
        if (od.kind == ObjectKind::Trap && !st.sprung && (!od.hidden || st.revealed) && b.inside(od.at))
            trap_[b.index(od.at)] = 1;  // R48: only the traps the heroes know
    }
}

// The entering costs from the board's tiles, the known traps (trap_) and, for the doors only a
// special action opens (R51), the special actions done: what the memo compares (KeptTerrain).
void Terrain::price() {
    const GameState& s = s_;
    const Board& b = s.board();
    const QuestDef& q = s.content().quest;
    enter_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), -1);
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const Pos p{x, y};
            const std::size_t i = b.index(p);
            const TileKind t = b.tile(p);
            int cost = -1;
            if (tileIsWalkable(t)) {
                cost = 1 + (trap_[i] ? kTrapCost : 0);
            } else if (t == TileKind::DoorClosed) {
                cost = 2;
            } else if (t == TileKind::DoorLocked || t == TileKind::SecretDoor) {
                const ObjectDef* od = q.objectAt(p);
                if (od) {
                    const int o = objectIndex(q, od->id);
                    bool opens = false;
                    for (int sa : specialsOpening(s, o)) opens = opens || !succeeded(s, sa);
                    if (t == TileKind::DoorLocked && (od->pickable || od->breakable))
                        cost = 4;
                    else if (opens)
                        cost = 6;
                }
            }
            enter_[i] = cost;
        }
}

int Terrain::enter(Pos p) const { return s_.board().inside(p) ? enter_[s_.board().index(p)] : -1; }

bool Terrain::knownTrap(Pos p) const { return s_.board().inside(p) && trap_[s_.board().index(p)] != 0; }

Field Terrain::field(const std::vector<Pos>& sources, FieldMemo* memo) const {
    return memo ? memo->get(*this, sources) : compute(sources);
}

Field FieldMemo::get(const Terrain& terrain, const std::vector<Pos>& sources) {
    const Board& board = terrain.s_.board();
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        if (e.sources == sources && e.enter == terrain.enter_ && e.board == board) {
            std::rotate(entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(i),
                        entries_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            return entries_.front().field;
        }
    }
    if (entries_.size() == kEntries) entries_.pop_back();
    entries_.insert(entries_.begin(), Entry{board, terrain.enter_, sources, terrain.compute(sources)});
    return entries_.front().field;
}

Field Terrain::compute(const std::vector<Pos>& sources) const {
    const Board& b = s_.board();
    Field f;
    f.width = width_;
    // The field grows from a square `from` to its neighbour `to` and gives the cost of walking
    // from `to` to a source: the step prices entering `from` (the constructor's costs: R9, R40,
    // R48, R51). `to` must be a square the heroes can enter (walls, obstacles, lava R49, doors
    // they cannot open: no step); a source they cannot enter (a closed exit) is left at 1.
    // Entering costs at most 6 (a secret door) or 1 + kTrapCost (a known trap).
    f.dist = distanceField(b, sources, std::max(6, 1 + kTrapCost), kFar, [&](std::size_t from, std::size_t to) {
        if (enter_[to] < 0) return kNoStep;
        const int into_from = enter_[from];
        return into_from < 0 ? 1 : into_from;
    });
    return f;
}

std::vector<Pos> squaresAround(const GameState& s, Pos target, int w, int h) {
    const Board& b = s.board();
    std::vector<Pos> out;
    for (int x = target.x - 1; x <= target.x + w; ++x)
        for (int y = target.y - 1; y <= target.y + h; ++y) {
            const Pos p{x, y};
            if (Footprint{target, w, h}.contains(p) || !b.isWalkable(p)) continue;
            // R10: a diagonal neighbour only counts when the diagonal is allowed (1×1 targets).
            if (w == 1 && h == 1 && p.x != target.x && p.y != target.y && !b.diagonalAllowed(p, target)) continue;
            out.push_back(p);
        }
    return out;
}

}  // namespace cata::ai::heroes
