// The invariant suite's shared pieces (support.h): game setup from the shipped content, the
// random player, and the invariants checked after every action (docs/testing.md lists them).

#include "invariants/support.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <mutex>
#include <numeric>
#include <set>
#include <sstream>

#include "cata/ai/policy.h"
#include "cata/content/engine_setup.h"
#include "cata/content/save_content.h"
#include "cata/core/odds.h"
#include "support/random_action.h"
#include "support/shipped.h"

namespace cata::invariants {

using content::ContentDocuments;
using nlohmann::json;
using testing::randomAction;

namespace {

std::string str(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

std::string presenceName(Presence p) {
    switch (p) {
        case Presence::OnBoard: return "on board";
        case Presence::Down: return "down";
        case Presence::Casualty: return "casualty";
        case Presence::Dead: return "dead";
        case Presence::Exited: return "exited";
    }
    return "?";
}

bool onSquare(const CharacterState& c) { return c.presence == Presence::OnBoard || c.presence == Presence::Down; }

bool isAttack(const Action& a) {
    return std::holds_alternative<Melee>(a) || std::holds_alternative<PowerfulAttack>(a) ||
           std::holds_alternative<Shot>(a) || std::holds_alternative<SharpShot>(a);
}

bool isDecisionAnswer(const Action& a) {
    return std::holds_alternative<MoveAnyway>(a) || std::holds_alternative<Stay>(a) ||
           std::holds_alternative<UseDestiny>(a) || std::holds_alternative<DeclineDestiny>(a);
}

/// A legal action with one member changed (another character, a neighbouring square): near
/// misses, the probes most likely to find a whyIllegal/legalActions disagreement.
Action mutate(Action a, Rng& r, const GameState& s) {
    const int n = static_cast<int>(s.characters().size());
    const int delta = r.uniform(2) ? 1 : -1;
    auto bump = [&](int v, int count) { return ((v + delta) % count + count) % count; };
    std::visit(
        [&](auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (requires { x.target; }) {
                if (r.uniform(2)) x.target = bump(x.target, n);
                else x.actor = bump(x.actor, n);
            } else if constexpr (requires { x.to.x; }) {
                if (r.uniform(2)) x.to.x += delta;
                else x.to.y += delta;
            } else if constexpr (requires { x.object; }) {
                x.object = bump(x.object, std::max(1, static_cast<int>(s.objects().size())));
            } else if constexpr (requires { x.item; }) {
                x.item = bump(x.item, std::max(1, static_cast<int>(s.items().size())));
            } else if constexpr (requires { x.actor; }) {
                x.actor = bump(x.actor, n);
            } else {
                static_cast<void>(sizeof(T));
            }
        },
        a);
    return a;
}

bool listed(const std::vector<LegalAction>& legal, const Action& a) {
    auto it = std::lower_bound(legal.begin(), legal.end(), a,
                               [](const LegalAction& l, const Action& x) { return l.action < x; });
    return it != legal.end() && it->action == a;
}

/// The legal-list invariants, the odds of every legal attack and the illegal probes.
void checkLegal(const GameState& s, const std::vector<LegalAction>& legal, Rng& probe, std::vector<std::string>& out) {
    if (s.isOver()) {
        if (!legal.empty()) out.push_back("the game is over but legalActions() lists " + std::to_string(legal.size()));
        if (s.toMove()) out.push_back("the game is over but toMove() names a side");
        return;
    }
    if (!s.toMove()) out.push_back("the game is not over but toMove() names nobody");
    if (legal.empty()) {
        out.push_back("the game is not over but legalActions() is empty");
        return;
    }
    const Side mover = s.toMove().value_or(Side::Heroes);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Action& a = legal[i].action;
        if (i > 0 && !(legal[i - 1].action < a))
            out.push_back("legalActions() not sorted/unique at " + std::to_string(i) + ": " +
                          toString(legal[i - 1].action) + " then " + toString(a));
        if (auto why = s.whyIllegal(a)) out.push_back("listed action " + toString(a) + " is illegal: " + *why);
        if (!(s.info(a) == legal[i].info)) out.push_back("info() of " + toString(a) + " differs from its listed info");
        const int actor = actionActor(a);
        if (actor >= 0 && (actor >= static_cast<int>(s.characters().size()) || s.character(actor).side != mover))
            out.push_back("listed action " + toString(a) + " has an actor not of the deciding side");
        if (s.pending().has_value() != isDecisionAnswer(a))
            out.push_back(std::string("listed action ") + toString(a) +
                          (s.pending() ? " while a decision is pending" : " answers no pending decision"));
        if (isAttack(a)) {
            const auto profile = s.attackProfile(a);
            if (!profile) {
                out.push_back("legal attack " + toString(a) + " has no attackProfile");
                continue;
            }
            const WoundDistribution w = woundDistribution(s.content().ruleset, *profile);
            double sum = 0.0;
            bool negative = false;
            for (double p : w.wounds) {
                sum += p;
                negative = negative || p < 0.0;
            }
            if (std::abs(sum - 1.0) > 1e-9 || negative || w.hit < -1e-12 || w.hit > 1.0 + 1e-9 ||
                w.critical > w.hit + 1e-9 || w.head > w.hit + 1e-9) {
                std::ostringstream m;
                m.precision(17);
                m << "odds of " << toString(a) << ": wounds sum to " << sum << ", hit " << w.hit << ", critical "
                  << w.critical << ", head " << w.head;
                out.push_back(m.str());
            }
            const TestDistribution t = testDistribution(s.content().ruleset, profile->dice);
            const double tsum = std::accumulate(t.result.begin(), t.result.end(), 0.0);
            if (std::abs(tsum - 1.0) > 1e-9)
                out.push_back("test distribution of " + std::to_string(profile->dice) + " dice sums to " + std::to_string(tsum));
        }
    }
    if (s.pending() && s.toMove() != s.pending()->owner) out.push_back("toMove() is not the pending decision's owner");
    // Probes: whyIllegal() is empty exactly for the listed actions.
    for (int k = 0; k < 6; ++k) {
        const Action a = k < 3 ? randomAction(probe, s)
                               : mutate(legal[probe.uniform(static_cast<std::uint32_t>(legal.size()))].action, probe, s);
        const bool in_list = listed(legal, a);
        const auto why = s.whyIllegal(a);
        if (in_list && why) out.push_back("probe " + toString(a) + " is listed but whyIllegal says: " + *why);
        if (!in_list && !why) out.push_back("probe " + toString(a) + " is not listed but whyIllegal() is empty");
        if (!in_list && why && why->empty()) out.push_back("probe " + toString(a) + " is illegal with an empty reason");
    }
}

}  // namespace

std::vector<std::string> shippedQuestIds() {
    std::vector<std::string> ids;
    for (const auto& q : cata::test::shippedDocs().library().quests) ids.push_back(q.id);
    return ids;
}

const QuestSetup& questSetup(const std::string& quest_id) {
    static std::mutex m;
    static std::map<std::string, QuestSetup> cache;
    std::lock_guard<std::mutex> lock(m);
    auto found = cache.find(quest_id);
    if (found != cache.end()) return found->second;
    QuestSetup& s = cache[quest_id];
    s.quest = quest_id;
    if (!cata::test::shippedDocs().report().ok()) s.error = "the shipped content has problems";
    const QuestDef* q = cata::test::shippedDocs().library().quest(quest_id);
    if (!q) {
        s.error = "no shipped quest " + quest_id;
        return s;
    }
    const content::Deployment d = content::deploy(cata::test::shippedDocs().library(), *q, std::nullopt, std::nullopt);
    if (!d.error.empty()) {
        s.error = "deploy: " + d.error;
        return s;
    }
    s.record.heroes = d.heroes;
    s.record.master = d.master;
    std::vector<std::string> cards;
    for (const auto* side : {&d.heroes, &d.master})
        for (const auto& p : *side) cards.push_back(p.card);
    auto embedded = cata::test::shippedDocs().embed(quest_id, cards);
    if (!embedded) {
        s.error = "embed failed";
        return s;
    }
    s.record.content = *embedded;
    std::string error;
    s.content = content::loadEmbedded(s.record.content, quest_id, &error);
    if (!s.content) s.error = "loadEmbedded: " + error;
    return s;
}

Game newGame(const QuestSetup& setup, std::uint64_t seed, std::string* error, bool solo_master) {
    Game g;
    g.record = setup.record;
    g.record.seed = seed;
    g.record.options.solo_master = solo_master;
    std::vector<std::string> problems;
    std::vector<Event> events;
    g.state = GameState::create(content::setupOf(g.record, setup.content), &problems, &events);
    if (!g.state) {
        if (error) *error = problems.empty() ? "create failed" : problems.front();
        return g;
    }
    const content::JsonNames names = content::JsonNames::of(*g.state);
    for (const Event& e : events) g.log.push_back(content::eventToJson(e, names));
    g.start_events = g.log.size();
    g.record.initial_hash = content::stateHash(*g.state);
    return g;
}

std::size_t pickAction(const std::vector<LegalAction>& legal, Rng& pick) { return ai::pickRandom(legal, pick); }

Rng pickerRng(int quest_number, std::uint64_t game) {
    return Rng(0x5eed000000000000ULL ^ (static_cast<std::uint64_t>(quest_number) << 32) ^ game);
}

int envInt(const char* name, int fallback) {
    const char* v = std::getenv(name);
    if (!v || !*v) return fallback;
    char* end = nullptr;
    const long n = std::strtol(v, &end, 10);
    if (*end != '\0' || n < 0 || n > 1000000) return fallback;
    return static_cast<int>(n);
}

Checked checkState(const GameState& s, Rng& probe) {
    Checked result;
    std::vector<std::string>& out = result.problems;
    // Copies are equal (OpenSpiel's clone check).
    const GameState copy = s;
    if (!(copy == s)) out.push_back("a copy differs from the original");
    // Characters: numbers and squares.
    std::map<Pos, int> taken;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        const CharacterState& c = s.character(i);
        const std::string who = "#" + std::to_string(i) + " " + c.id + " (" + presenceName(c.presence) + ")";
        const int max = s.maxHp(i);
        if (s.able(i) && (c.hp <= 0 || c.hp > max))
            out.push_back(who + " is able with hp " + std::to_string(c.hp) + " of " + std::to_string(max));
        if (c.hp > max) out.push_back(who + " has hp " + std::to_string(c.hp) + " above its maximum " + std::to_string(max));
        if (c.presence == Presence::OnBoard && c.hp <= 0) out.push_back(who + " is on the board with hp " + std::to_string(c.hp));
        if (c.presence == Presence::Down && (c.hp > 0 || c.side != Side::Heroes))
            out.push_back(who + " is down with hp " + std::to_string(c.hp));
        if (c.presence == Presence::Casualty && c.side != Side::Master) out.push_back(who + " is a hero casualty");
        if (c.presence == Presence::Exited && c.side != Side::Heroes) out.push_back(who + " exited but is not a hero");
        if (c.ap < 0 || c.waiting < 0 || c.destiny < 0 || c.webbed < 0 || c.stun < 0)
            out.push_back(who + " has a negative counter: ap " + std::to_string(c.ap) + ", waiting " +
                          std::to_string(c.waiting) + ", destiny " + std::to_string(c.destiny) + ", web " +
                          std::to_string(c.webbed) + ", stun " + std::to_string(c.stun));
        if (c.duel_with >= 0) {
            if (c.duel_with >= static_cast<int>(s.characters().size()) || s.character(c.duel_with).duel_with != i)
                out.push_back(who + " duels #" + std::to_string(c.duel_with) + " who does not duel it back");
        }
        if (onSquare(c)) {
            // R33: an absorbed swarm leaves the game (dead), so squares are never shared.
            // R37: every square of a gigantic character's footprint counts.
            const CharacterCard& card = s.card(i);
            const Footprint fp{c.pos, std::max(1, card.footprint_w), std::max(1, card.footprint_h)};
            for (Pos q : fp.squares()) {
                auto [it, fresh] = taken.emplace(q, i);
                if (!fresh) out.push_back(who + " shares square " + str(q) + " with #" + std::to_string(it->second));
                if (!s.board().isWalkable(q)) out.push_back(who + " stands on a square that is not walkable: " + str(q));
            }
        }
    }
    // Items are in one place at most, and carried only by a character who can carry.
    for (std::size_t i = 0; i < s.items().size(); ++i) {
        const ItemState& it = s.items()[i];
        const int places = (it.holder >= 0) + (it.container >= 0) + (it.at.has_value() ? 1 : 0);
        if (places > 1) out.push_back("item " + it.id + " is in " + std::to_string(places) + " places");
        if (it.holder >= 0 && !it.used && !it.carried_out) {
            if (it.holder >= static_cast<int>(s.characters().size()))
                out.push_back("item " + it.id + " held by unknown #" + std::to_string(it.holder));
            else if (!onSquare(s.character(it.holder)))
                out.push_back("item " + it.id + " held by #" + std::to_string(it.holder) + " who is " +
                              presenceName(s.character(it.holder).presence));
        }
    }
    if (s.turn() < 1 || s.turn() > s.turnLimit())
        out.push_back("turn " + std::to_string(s.turn()) + " outside 1.." + std::to_string(s.turnLimit()));
    // Serialise -> deserialise is the identity (the save's state part, in memory).
    try {
        const json j = content::stateDataToJson(s.data(), s.content());
        result.hash = content::fnv1a64Hex(j.dump());
        const GameStateData back = content::stateDataFromJson(j, s.content());
        if (!(back == s.data())) out.push_back("stateDataFromJson(stateDataToJson(d)) != d");
        std::vector<std::string> problems;
        auto restored = GameState::fromData(s.contentPtr(), back, &problems);
        if (!restored) out.push_back("fromData refuses the state: " + (problems.empty() ? "" : problems.front()));
        else if (!(*restored == s)) out.push_back("fromData(data()) != the state");
    } catch (const std::exception& e) {
        out.push_back(std::string("state JSON round trip threw: ") + e.what());
    }
    result.legal = s.legalActions();
    checkLegal(s, result.legal, probe, out);
    return result;
}

Checked checkStep(const GameState& before, const std::vector<Event>& events, const GameState& after, Rng& probe) {
    Checked result = checkState(after, probe);
    std::vector<std::string>& out = result.problems;
    if (after.turn() < before.turn()) out.push_back("the turn went back from " + std::to_string(before.turn()));
    if (after.data().actions_applied != before.data().actions_applied + 1)
        out.push_back("actions_applied went from " + std::to_string(before.data().actions_applied) + " to " +
                      std::to_string(after.data().actions_applied));

    // Replay the events on a shadow of each character: position, presence, HP.
    struct Shadow {
        Pos pos;
        Presence presence;
        int hp;
        bool hp_known = true;
    };
    const std::size_t n = after.characters().size();
    std::vector<Shadow> sh;
    for (const auto& c : before.characters()) sh.push_back({c.pos, c.presence, c.hp});
    auto valid = [&](int who) { return who >= 0 && static_cast<std::size_t>(who) < n; };
    std::map<int, const ObjectChanged*> last_object;
    std::map<int, const ItemMoved*> last_item;
    const GameEnded* ended = nullptr;
    int last_turn_began = 0;
    for (std::size_t k = 0; k < events.size(); ++k) {
        const Event& e = events[k];
        const std::string at = "event " + std::to_string(k) + " (" + toString(e) + "): ";
        if (eventRule(e).empty() && !std::holds_alternative<Moved>(e)) out.push_back(at + "carries no rule id");
        if (const auto* m = std::get_if<Moved>(&e)) {
            if (!valid(m->who)) { out.push_back(at + "unknown character"); continue; }
            Shadow& c = sh[static_cast<std::size_t>(m->who)];
            if (m->from != c.pos) out.push_back(at + "starts from " + str(m->from) + " but the character was on " + str(c.pos));
            if (distance(m->from, m->to) < 1) out.push_back(at + "moves nowhere");
            c.pos = m->to;
        } else if (const auto* w = std::get_if<Wounded>(&e)) {
            if (!valid(w->who)) { out.push_back(at + "unknown character"); continue; }
            Shadow& c = sh[static_cast<std::size_t>(w->who)];
            if (w->wounds < 0) out.push_back(at + "negative wounds");
            if (c.hp_known && w->hp_after != c.hp - w->wounds)
                out.push_back(at + "hp_after " + std::to_string(w->hp_after) + " but hp was " + std::to_string(c.hp) +
                              " and wounds " + std::to_string(w->wounds));
            c.hp = w->hp_after;
            c.hp_known = true;
        } else if (const auto* h = std::get_if<Healed>(&e)) {
            if (!valid(h->who)) { out.push_back(at + "unknown character"); continue; }
            Shadow& c = sh[static_cast<std::size_t>(h->who)];
            if (h->amount < 0) out.push_back(at + "negative healing");
            if (h->hp_after > after.maxHp(h->who)) out.push_back(at + "heals above the maximum");
            // R25: a down hero stands up with the healed HP counted from 0 (amount as rolled).
            const int expected = c.presence == Presence::Down ? std::min(after.maxHp(h->who), h->amount) : c.hp + h->amount;
            if (c.hp_known && h->hp_after != expected)
                out.push_back(at + "hp_after " + std::to_string(h->hp_after) + " but hp was " + std::to_string(c.hp) +
                              " (" + presenceName(c.presence) + ") and amount " + std::to_string(h->amount));
            c.hp = h->hp_after;
            c.hp_known = true;
        } else if (const auto* st = std::get_if<StatusChanged>(&e)) {
            if (!valid(st->who)) { out.push_back(at + "unknown character"); continue; }
            Shadow& c = sh[static_cast<std::size_t>(st->who)];
            switch (st->change) {
                case StatusChange::WentDown:
                    if (c.hp_known && c.hp > 0) out.push_back(at + "goes down with hp " + std::to_string(c.hp));
                    c.presence = Presence::Down;
                    break;
                case StatusChange::StoodUp: c.presence = Presence::OnBoard; break;
                case StatusChange::Died:
                    c.presence = Presence::Dead;
                    c.hp_known = false;  // lava (R49), absorbed swarm (R33) set HP directly
                    if (st->rule == "R33") {
                        // The host swarm on that square gains the figures' HP (no Healed event).
                        for (std::size_t o = 0; o < n; ++o)
                            if (static_cast<int>(o) != st->who && sh[o].pos == c.pos && onSquare(before.characters()[o]))
                                sh[o].hp_known = false;
                    }
                    break;
                case StatusChange::LeftBoard:
                    c.presence = Presence::Casualty;
                    c.hp_known = false;  // R49: lava sets a Master character's HP to 0 with no Wounded event
                    break;
                case StatusChange::Exited: c.presence = Presence::Exited; break;
                default: break;
            }
        } else if (const auto* r = std::get_if<ReinforcementArrived>(&e)) {
            if (!valid(r->who)) { out.push_back(at + "unknown character"); continue; }
            Shadow& c = sh[static_cast<std::size_t>(r->who)];
            if (c.presence != Presence::Casualty) out.push_back(at + "arrives but was " + presenceName(c.presence));
            c.pos = r->at;
            c.presence = Presence::OnBoard;
            c.hp = after.maxHp(r->who);  // R24: at full HP
            c.hp_known = true;
        } else if (const auto* o = std::get_if<ObjectChanged>(&e)) {
            if (o->object < 0 || static_cast<std::size_t>(o->object) >= after.objects().size()) out.push_back(at + "unknown object");
            else last_object[o->object] = o;
        } else if (const auto* im = std::get_if<ItemMoved>(&e)) {
            if (im->item < 0 || static_cast<std::size_t>(im->item) >= after.items().size()) out.push_back(at + "unknown item");
            else last_item[im->item] = im;
        } else if (const auto* tb = std::get_if<TurnBegan>(&e)) {
            if (tb->turn < last_turn_began) out.push_back(at + "a turn began before the previous one");
            last_turn_began = tb->turn;
        } else if (const auto* g = std::get_if<GameEnded>(&e)) {
            if (ended) out.push_back(at + "the game ended twice");
            ended = g;
        } else if (const auto* t = std::get_if<TestRolled>(&e)) {
            const TestRoll x = evaluateTest(t->roll.faces, t->roll.difficulty);
            if (!t->roll.faces.empty() && !(x == t->roll)) out.push_back(at + "the test's result does not follow from its faces (R2, R3)");
        } else if (const auto* d = std::get_if<D6Rolled>(&e)) {
            int sum = 0;
            bool faces_ok = true;
            for (int v : d->values) {
                sum += v;
                faces_ok = faces_ok && v >= 1 && v <= 6;
            }
            if (!faces_ok || sum != d->total) out.push_back(at + "D6 values and total disagree (R5)");
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const CharacterState& c = after.characters()[i];
        const Shadow& s = sh[i];
        const std::string who = "#" + std::to_string(i) + " " + c.id + ": ";
        if (s.presence != c.presence)
            out.push_back(who + "the events say " + presenceName(s.presence) + ", the state " + presenceName(c.presence));
        if (onSquare(c) && s.pos != c.pos)
            out.push_back(who + "the events leave it on " + str(s.pos) + ", the state on " + str(c.pos));
        if (s.hp_known && s.hp != c.hp)
            out.push_back(who + "the events leave it with hp " + std::to_string(s.hp) + ", the state with " + std::to_string(c.hp));
    }
    for (const auto& [index, o] : last_object) {
        const ObjectState& st = after.objects()[static_cast<std::size_t>(index)];
        const std::string what = "object " + std::to_string(index) + " ";
        if ((o->change == ObjectChange::Opened || o->change == ObjectChange::LockPicked) && !st.open)
            out.push_back(what + "opened by the events but closed in the state");
        if (o->change == ObjectChange::Closed && st.open) out.push_back(what + "closed by the events but open in the state");
        if (o->change == ObjectChange::BrokenDown && !st.broken) out.push_back(what + "broken down by the events but not in the state");
        if (o->change == ObjectChange::TrapSprung && !st.sprung) out.push_back(what + "sprung by the events but not in the state");
    }
    for (const auto& [index, im] : last_item) {
        const ItemState& it = after.items()[static_cast<std::size_t>(index)];
        // R41: a casualty or a dead hero drops what it carried (no event), hence the exception.
        if (im->to >= 0 && valid(im->to) && onSquare(after.character(im->to)) && it.holder != im->to)
            out.push_back("item " + it.id + " moved to #" + std::to_string(im->to) + " by the events, held by #" +
                          std::to_string(it.holder) + " in the state");
        if (im->to < 0 && it.holder >= 0 && it.holder == im->from)
            out.push_back("item " + it.id + " left #" + std::to_string(im->from) + " by the events but is still held");
    }
    if (after.isOver() != (ended != nullptr))
        out.push_back(after.isOver() ? "the game is over with no GameEnded event" : "a GameEnded event but the game goes on");
    if (ended && after.result() && (ended->winner != after.result()->winner || ended->reason != after.result()->reason))
        out.push_back("GameEnded event and result() disagree");
    return result;
}

}  // namespace cata::invariants
