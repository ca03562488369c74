// JSON forms of actions, legal actions, events, pending decisions and results (action_json.h).

#include "cata/content/action_json.h"

#include <utility>

#include "json_io.h"

namespace cata::content {

namespace jsonio {

// ---- Actions: one member list for every alternative, by member name ----

template <class T>
concept ActionAlternative = requires(const T& t) { Action{t}; } && !std::is_same_v<T, Action>;

template <class F, ActionAlternative T>
void io(F& f, T& a) {
    if constexpr (requires { a.actor; }) f.field("actor", a.actor, Ref::Character);
    if constexpr (requires { a.via; }) f.field("via", a.via);
    if constexpr (requires { a.through; }) f.field("through", a.through);
    if constexpr (requires { a.spell; }) f.field("spell", a.spell);
    if constexpr (requires { a.target; }) f.field("target", a.target, Ref::Character);
    if constexpr (requires { a.object; }) f.field("object", a.object, Ref::Object);
    if constexpr (requires { a.item; }) f.field("item", a.item, Ref::Item);
    if constexpr (requires { a.action; }) f.field("action", a.action, Ref::Special);
    if constexpr (requires { a.to; }) {
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(a.to)>, Pos>) f.field("to", a.to);
        else f.field("to", a.to, Ref::Character);  // give: the ally receiving the item
    }
}

// ---- Core value structs ----

template <class F>
void io(F& f, TestRoll& t) {
    f.field("faces", t.faces);
    f.field("successes", t.successes);
    f.field("bonus", t.bonus);
    f.field("result", t.result);
    f.field("difficulty", t.difficulty);
    f.field("passed", t.passed);
}

// ---- Events ----

template <class F> void io(F& f, TurnBegan& e) { f.field("turn", e.turn); f.field("side", e.side); f.field("rule", e.rule); }
template <class F> void io(F& f, TurnEnded& e) { f.field("turn", e.turn); f.field("side", e.side); f.field("rule", e.rule); }
template <class F>
void io(F& f, Moved& e) {
    f.field("who", e.who, Ref::Character);
    f.field("from", e.from);
    f.field("to", e.to);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, Modifier& m) {
    // "source": the English words (modifierText), written for readers of the protocol and
    // ignored on reading, except in logs written before "key" existed, where it is all there is.
    if constexpr (std::is_same_v<F, JsonWriter>) {
        const auto& ids = f.names().characters;
        const bool named = m.who >= 0 && static_cast<std::size_t>(m.who) < ids.size();
        f.field("source", modifierText(m, named ? ids[static_cast<std::size_t>(m.who)] : std::to_string(m.who)));
    } else if (!f.in().contains("key")) {
        m.key = ModifierKey::Text;
        f.field("source", m.ref);
        f.field("delta", m.delta);
        f.field("dice", m.dice);
        return;
    } else {
        f.allow("source");
    }
    f.field("key", m.key);
    f.field("who", m.who, Ref::Character);
    f.field("ref", m.ref);
    f.field("n", m.n);
    f.field("rule", m.rule);
    f.field("delta", m.delta);
    f.field("dice", m.dice);
}
template <class F>
void io(F& f, TestRolled& e) {
    f.field("who", e.who, Ref::Character);
    f.field("characteristic", e.characteristic);
    f.field("roll", e.roll);
    f.field("purpose", e.purpose);
    f.field("rule", e.rule);
    // "modifiers" may be missing in logs written before it existed.
    if constexpr (std::is_same_v<F, JsonWriter>) {
        f.field("modifiers", e.modifiers);
    } else {
        f.allow("modifiers");
        if (auto it = f.in().find("modifiers"); it != f.in().end())
            f.read(*it, member(f.path(), "modifiers"), e.modifiers);
    }
}
template <class F>
void io(F& f, D6Rolled& e) {
    f.field("who", e.who, Ref::Character);
    f.field("values", e.values);
    f.field("total", e.total);
    f.field("purpose", e.purpose);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, Missed& e) {
    f.field("attacker", e.attacker, Ref::Character);
    f.field("target", e.target, Ref::Character);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, Wounded& e) {
    f.field("who", e.who, Ref::Character);
    f.field("source", e.source, Ref::Character);
    f.field("location", e.location);
    f.field("raw", e.raw);
    f.field("armour", e.armour);
    f.field("wounds", e.wounds);
    f.field("hp_after", e.hp_after);
    f.field("critical", e.critical);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, Healed& e) {
    f.field("who", e.who, Ref::Character);
    f.field("amount", e.amount);
    f.field("hp_after", e.hp_after);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, StatusChanged& e) {
    f.field("who", e.who, Ref::Character);
    f.field("change", e.change);
    f.field("level", e.level);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, ApLost& e) {
    f.field("who", e.who, Ref::Character);
    f.field("amount", e.amount);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, ReinforcementArrived& e) {
    f.field("who", e.who, Ref::Character);
    f.field("at", e.at);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, ObjectChanged& e) {
    f.field("object", e.object, Ref::Object);
    f.field("change", e.change);
    f.field("who", e.who, Ref::Character);
    f.field("amount", e.amount);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, ItemMoved& e) {
    f.field("item", e.item, Ref::Item);
    f.field("from", e.from, Ref::Character);
    f.field("to", e.to, Ref::Character);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, SoloRolled& e) {
    f.field("who", e.who, Ref::Character);
    f.field("face", e.face);
    f.field("frantic", e.frantic);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, WaitingBanked& e) {
    f.field("who", e.who, Ref::Character);
    f.field("points", e.points);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, DuelChanged& e) {
    f.field("challenger", e.challenger, Ref::Character);
    f.field("target", e.target, Ref::Character);
    f.field("began", e.began);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, SpellCast& e) {
    f.field("who", e.who, Ref::Character);
    f.field("spell", e.spell);
    f.field("target", e.target, Ref::Character);
    f.field("result", e.result);
    f.field("tier", e.tier);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, SpecialActionTried& e) {
    f.field("who", e.who, Ref::Character);
    f.field("action", e.action, Ref::Special);
    f.field("succeeded", e.succeeded);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, DestinyUsed& e) {
    f.field("who", e.who, Ref::Character);
    f.field("reroll", e.reroll);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, SkillUsed& e) {
    f.field("who", e.who, Ref::Character);
    f.field("skill", e.skill);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, UnexpectedEventRolled& e) {
    f.field("roll", e.roll);
    f.field("event", e.event);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, DecisionRequired& e) {
    f.field("owner", e.owner);
    f.field("kind", e.kind);
    f.field("who", e.who, Ref::Character);
    f.field("rule", e.rule);
}
template <class F>
void io(F& f, GameEnded& e) {
    f.field("winner", e.winner);
    f.field("reason", e.reason);
    f.field("rule", e.rule);
}

// ---- Decisions and results ----


/// An Action member inside another struct: {"type": ..., members...}.
struct ActionBox {
    Action* a;
};

template <class F>
void io(F& f, PendingDecision& p) {
    f.field("kind", p.kind);
    f.field("owner", p.owner);
    f.field("who", p.who, Ref::Character);
    if constexpr (std::is_same_v<F, JsonWriter>) {
        f.out()["action"] = actionToJson(p.action, f.names());
    } else {
        f.allow("action");
        auto it = f.in().find("action");
        if (it == f.in().end()) fail(f.path(), "missing \"action\"");
        p.action = actionFromJson(*it, f.names(), member(f.path(), "action"));
    }
    f.field("step", p.step);
    f.field("paid_from_waiting", p.paid_from_waiting);
    f.field("roll", p.roll);
    f.field("wounds", p.wounds);
    f.field("critical", p.critical);
    f.field("location", p.location);
    f.field("raw", p.raw);
    f.field("armour", p.armour);
    // "purpose" only when set, so saves and state hashes of the other decisions stay as before.
    if constexpr (std::is_same_v<F, JsonWriter>) {
        if (!p.purpose.empty()) f.out()["purpose"] = p.purpose;
    } else {
        f.allow("purpose");
        if (auto it = f.in().find("purpose"); it != f.in().end()) {
            if (!it->is_string()) fail(member(f.path(), "purpose"), "expected a string, found " + describe(*it));
            p.purpose = it->template get<std::string>();
        }
    }
}

// ---- Variants by type word ----

template <class V, std::size_t... I>
V makeAlternative(std::size_t i, std::index_sequence<I...>) {
    V out;
    ((i == I ? (out = std::variant_alternative_t<I, V>{}, 0) : 0), ...);
    return out;
}
template <class V>
V makeAlternative(std::size_t i) {
    return makeAlternative<V>(i, std::make_index_sequence<std::variant_size_v<V>>{});
}

const std::vector<std::string>& eventTypeWords() {
    // A table, in the order of the Event variant.
    // clang-format off
    static const std::vector<std::string> words = {
        "turn_began",     "turn_ended",          "moved",           "test_rolled",     "d6_rolled",
        "missed",         "wounded",             "healed",          "status_changed",  "ap_lost",
        "reinforcement_arrived", "object_changed", "item_moved",    "waiting_banked",  "duel_changed",
        "spell_cast",     "special_action_tried", "destiny_used",   "unexpected_event_rolled",
        "decision_required", "game_ended", "solo_rolled", "skill_used"};
    // clang-format on
    static_assert(std::variant_size_v<Event> == 23, "name every event type");
    return words;
}

const std::vector<std::string>& answerWords() {
    static const std::vector<std::string> words = {"move_anyway", "stay", "use_destiny", "decline_destiny", "pass"};
    return words;
}

std::optional<std::size_t> indexOf(const std::vector<std::string>& words, const std::string& w) {
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i] == w) return i;
    return std::nullopt;
}

/// The alternative named by "type" (or a decision answer's "option").
std::size_t actionIndex(const json& v, const std::string& path) {
    if (!v.is_object()) fail(path, "expected an object, found " + describe(v));
    const auto& words = actionTypeWords();
    auto type = v.find("type");
    auto option = v.find("option");
    const bool answer = type == v.end() || (type->is_string() && type->get<std::string>() == "answer");
    if (answer && option != v.end()) {
        if (!option->is_string()) fail(member(path, "option"), "expected a string, found " + describe(*option));
        const auto w = option->get<std::string>();
        if (!indexOf(answerWords(), w))
            fail(member(path, "option"), "unknown answer \"" + w + "\"; expected one of move_anyway, stay, use_destiny, "
                                         "decline_destiny, pass" + didYouMean(w, answerWords()));
        return *indexOf(words, w);
    }
    if (type == v.end()) fail(path, "missing \"type\"");
    if (!type->is_string()) fail(member(path, "type"), "expected a string, found " + describe(*type));
    const auto w = type->get<std::string>();
    if (auto i = indexOf(words, w)) return *i;
    fail(member(path, "type"), "unknown action type \"" + w + "\"" + didYouMean(w, words));
}

ActionPattern readAction(const json& v, const JsonNames& names, const std::string& path, bool partial) {
    ActionPattern p;
    p.action = makeAlternative<Action>(actionIndex(v, path));
    std::visit(
        [&](auto& a) {
            JsonReader r(v, path, names, partial);
            r.allow("type");
            r.allow("option");
            io(r, a);
            for (const char* k : {"ap", "rolls_dice", "reveals"}) {
                r.allow(k);
                if (auto it = v.find(k); it != v.end()) {
                    if (std::string(k) == "ap" ? !it->is_number_integer() : !it->is_boolean())
                        fail(member(path, k), std::string(k) == "ap" ? "expected an integer, found " + describe(*it)
                                                                     : "expected true or false, found " + describe(*it));
                    p.info[k] = *it;
                }
            }
            r.finish();
            p.given = r.given();
        },
        p.action);
    return p;
}

}  // namespace jsonio

using namespace jsonio;

JsonNames JsonNames::of(const GameState& s) { return of(s.content(), s.data()); }

JsonNames JsonNames::of(const GameContent& content, const GameStateData& data) {
    JsonNames n;
    for (const auto& c : data.characters) n.characters.push_back(c.id);
    for (const auto& o : content.quest.objects) n.objects.push_back(o.id);
    for (const auto& i : data.items) n.items.push_back(i.id);
    for (const auto& a : content.quest.special_actions) n.specials.push_back(a.id);
    return n;
}

const std::vector<std::string>& actionTypeWords() {
    static const std::vector<std::string> words = [] {
        std::vector<std::string> out;
        for (std::size_t i = 0; i < std::variant_size_v<Action>; ++i)
            out.emplace_back(actionType(makeAlternative<Action>(i)));
        return out;
    }();
    return words;
}

json actionToJson(const Action& a, const JsonNames& names) {
    JsonWriter w(names);
    w.out()["type"] = std::string(actionType(a));
    std::visit([&](const auto& x) { io(w, const_cast<std::remove_cvref_t<decltype(x)>&>(x)); }, a);
    return std::move(w.out());
}

json legalActionToJson(const LegalAction& a, const JsonNames& names) {
    json out = actionToJson(a.action, names);
    out["ap"] = a.info.ap;
    out["rolls_dice"] = a.info.rolls_dice;
    out["reveals"] = a.info.reveals;
    return out;
}

std::string legalActionsText(const std::vector<LegalAction>& actions, const JsonNames& names) {
    std::string out = "[";
    for (const LegalAction& a : actions) {
        if (out.size() > 1) out += ',';
        TextWriter w(names, false);  // invalid UTF-8 replaced, as the engine writes its replies
        w.field("type", std::string(actionType(a.action)));
        std::visit([&](const auto& x) { io(w, const_cast<std::remove_cvref_t<decltype(x)>&>(x)); }, a.action);
        w.field("ap", a.info.ap);
        w.field("rolls_dice", a.info.rolls_dice);
        w.field("reveals", a.info.reveals);
        w.finish(out);
    }
    return out + "]";
}

Action actionFromJson(const json& v, const JsonNames& names, const std::string& path) {
    return readAction(v, names, path, false).action;
}

namespace {

/// The members of `a` named in `keys`, as the compact dump of what actionToJson writes of them
/// (the others left out). Text read by nlohmann is valid UTF-8, so equal texts are equal values.
std::string patternMembers(const Action& a, const std::set<std::string, std::less<>>& keys, const JsonNames& names) {
    TextWriter w(names, false, keys);
    std::visit([&](const auto& x) { io(w, const_cast<std::remove_cvref_t<decltype(x)>&>(x)); }, a);
    std::string out;
    w.finish(out);
    return out;
}

/// What legalActionToJson writes as `key` of "ap", "rolls_dice" and "reveals".
json legalInfoMember(const ActionInfo& info, const std::string& key) {
    if (key == "ap") return info.ap;
    return key == "rolls_dice" ? info.rolls_dice : info.reveals;
}

}  // namespace

ActionPattern actionPatternFromJson(const json& v, const JsonNames& names, const std::string& path) {
    ActionPattern p = readAction(v, names, path, true);
    p.members = patternMembers(p.action, p.given, names);  // once, not for every legal action compared
    return p;
}

bool patternMatches(const ActionPattern& p, const LegalAction& legal, const JsonNames& names) {
    if (p.action.index() != legal.action.index()) return false;
    // Another actor, when the pattern names one, is another text: no need to write it.
    const auto actor = [](const Action& a) {
        return std::visit(
            [](const auto& x) {
                if constexpr (requires { x.actor; })
                    return x.actor;
                else
                    return -1;
            },
            a);
    };
    if (actor(p.action) != actor(legal.action) && p.given.count("actor")) return false;
    // Only the members given are written and compared (the pattern's once: ActionPattern::members).
    const std::string written = p.members.empty() ? patternMembers(p.action, p.given, names) : std::string();
    if (patternMembers(legal.action, p.given, names) != (p.members.empty() ? written : p.members)) return false;
    for (auto it = p.info.begin(); it != p.info.end(); ++it)
        if (legalInfoMember(legal.info, it.key()) != it.value()) return false;
    return true;
}

json eventToJson(const Event& e, const JsonNames& names) {
    JsonWriter w(names);
    w.out()["type"] = eventTypeWords()[e.index()];
    std::visit([&](const auto& x) { io(w, const_cast<std::remove_cvref_t<decltype(x)>&>(x)); }, e);
    return std::move(w.out());
}

Event eventFromJson(const json& v, const JsonNames& names, const std::string& path) {
    if (!v.is_object()) fail(path, "expected an object, found " + describe(v));
    auto type = v.find("type");
    if (type == v.end()) fail(path, "missing \"type\"");
    if (!type->is_string()) fail(member(path, "type"), "expected a string, found " + describe(*type));
    const auto w = type->get<std::string>();
    auto i = indexOf(eventTypeWords(), w);
    if (!i) fail(member(path, "type"), "unknown event type \"" + w + "\"" + didYouMean(w, eventTypeWords()));
    Event e = makeAlternative<Event>(*i);
    std::visit(
        [&](auto& x) {
            JsonReader r(v, path, names);
            r.allow("type");
            io(r, x);
            r.finish();
        },
        e);
    return e;
}

json pendingToJson(const PendingDecision& p, const JsonNames& names) { return toJson(p, names); }

PendingDecision pendingFromJson(const json& v, const JsonNames& names, const std::string& path) {
    PendingDecision p;
    JsonReader(v, path, names).read(v, path, p);
    return p;
}

json resultToJson(const GameResult& r) { return toJson(r, JsonNames{}); }

GameResult resultFromJson(const json& v, const std::string& path) {
    const JsonNames none;
    GameResult r;
    JsonReader(v, path, none).read(v, path, r);
    return r;
}

json posToJson(Pos p) { return json::array({p.x, p.y}); }

Side sideFromJson(const json& v, const std::string& path) {
    Side s = Side::Heroes;
    const JsonNames none;
    JsonReader(json::object(), path, none).read(v, path, s);
    return s;
}

PowerFace powerFaceFromJson(const json& v, const std::string& path) {
    PowerFace f = PowerFace::Blank;
    const JsonNames none;
    JsonReader(json::object(), path, none).read(v, path, f);
    return f;
}

Location locationFromJson(const json& v, const std::string& path) {
    Location l = Location::Head;
    const JsonNames none;
    JsonReader(json::object(), path, none).read(v, path, l);
    return l;
}

std::string_view powerFaceKey(PowerFace f) { return kPowerFaces[static_cast<std::size_t>(f)]; }

}  // namespace cata::content
