// The JSON form of the whole GameStateData and the stable state hash (action_json.h).
//
// The dice source is written as the RNG's text form plus the three queues of forced outcomes.
// DiceSource has no accessor for its queues, so they are read by rolling a copy until each
// queue is used up (a forced outcome lowers forcedLeft(); the copy is thrown away).

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "cata/content/action_json.h"
#include "json_io.h"

namespace cata::content {

namespace jsonio {

template <class F>
void io(F& f, Buff& b) {
    f.field("characteristic", b.characteristic);
    f.field("amount", b.amount);
    f.field("last_turn", b.last_turn);
}
template <class F>
void io(F& f, MeleeReceived& m) {
    f.field("attacker", m.attacker, Ref::Character);
    f.field("from", m.from);
}
template <class F>
void io(F& f, CharacterState& c) {
    f.field("id", c.id);
    f.field("card", c.card);  // card_index is rebuilt from the card id on load
    f.field("side", c.side);
    f.field("pos", c.pos);
    f.field("presence", c.presence);
    f.field("hp", c.hp);
    f.field("ap", c.ap);
    f.field("destiny", c.destiny);
    f.field("waiting", c.waiting);
    f.field("down_turn", c.down_turn);
    f.field("burning", c.burning);
    f.field("poisoned", c.poisoned);
    f.field("webbed", c.webbed);
    f.field("stun", c.stun);
    f.field("duel_with", c.duel_with, Ref::Character);
    f.field("swarm_joined_turn", c.swarm_joined_turn);
    f.field("swarm_new_figures", c.swarm_new_figures);
    f.field("buffs", c.buffs);
    f.field("melee_received", c.melee_received);
    f.field("exited_at", c.exited_at);
    fieldSince(f, "activated", c.activated, false);  // R44 (solo_master only)
    fieldSince(f, "solo_roll", c.solo_roll, 0);
    fieldSince(f, "acted", c.acted, false);
}
template <class F>
void io(F& f, ObjectState& o) {
    f.field("open", o.open);
    f.field("locked", o.locked);
    f.field("damage", o.damage);
    f.field("broken", o.broken);
    f.field("sprung", o.sprung);
    f.field("revealed", o.revealed);
    f.field("removed", o.removed);
}
template <class F>
void io(F& f, ItemState& i) {
    f.field("id", i.id);
    f.field("potion", i.potion);
    f.field("holder", i.holder, Ref::Character);
    f.field("container", i.container, Ref::Object);
    f.field("at", i.at);
    f.field("used", i.used);
    f.field("carried_out", i.carried_out);
}
template <class F>
void io(F& f, CrushChance& c) {
    f.field("actor", c.actor, Ref::Character);
    f.field("to", c.to);
}

/// The fields of GameStateData except the dice, pending decision and result.
template <class F>
void ioPlain(F& f, GameStateData& d) {
    f.field("options", d.options);
    f.field("turn", d.turn);
    f.field("side", d.side);
    f.field("characters", d.characters);
    f.field("objects", d.objects);
    f.field("items", d.items);
    f.field("waiting_window", d.waiting_window);
    f.field("crush", d.crush);
    f.field("special_succeeded", d.special_succeeded, Ref::Special);
    f.field("reinforcements_succeed", d.reinforcements_succeed);
    f.field("master_extra_ap", d.master_extra_ap);
    f.field("result", d.result);
    f.field("actions_applied", d.actions_applied);
}

json diceToJson(const DiceSource& dice, const Ruleset& rules) {
    json out = json::object();
    out["rng"] = dice.rng().toString();
    json power = json::array(), location = json::array(), d6 = json::array();
    DiceSource copy = dice;
    for (std::size_t left = copy.forcedLeft(); left > 0; left = copy.forcedLeft()) {
        // Each kind in turn: a roll that lowered forcedLeft() was a forced outcome.
        const PowerFace f = copy.rollPower(rules);
        if (copy.forcedLeft() < left) {
            power.push_back(std::string(powerFaceKey(f)));
            continue;
        }
        const Location l = copy.rollLocation(rules);
        if (copy.forcedLeft() < left) {
            location.push_back(std::string(locationKey(l)));
            continue;
        }
        const int v = copy.rollD6();
        if (copy.forcedLeft() < left) {
            d6.push_back(v);
            continue;
        }
        break;  // cannot happen: forcedLeft() > 0 means some queue is not empty
    }
    out["power"] = std::move(power);
    out["location"] = std::move(location);
    out["d6"] = std::move(d6);
    return out;
}

DiceSource diceFromJson(const json& v, const std::string& path) {
    const JsonNames none;
    JsonReader r(v, path, none);
    std::string rng_text;
    std::vector<PowerFace> power;
    std::vector<Location> location;
    std::vector<int> d6;
    r.field("rng", rng_text);
    r.field("power", power);
    r.field("location", location);
    r.field("d6", d6);
    r.finish();
    auto rng = Rng::fromString(rng_text);
    if (!rng) fail(member(path, "rng"), "not a valid generator state \"" + rng_text + "\"");
    for (std::size_t i = 0; i < d6.size(); ++i)
        if (d6[i] < 1 || d6[i] > 6) fail(element(member(path, "d6"), i), "expected a value from 1 to 6");
    DiceSource dice(*rng);
    dice.forcePower(power);
    dice.forceLocation(location);
    dice.forceD6(d6);
    return dice;
}

}  // namespace jsonio

using namespace jsonio;

json stateDataToJson(const GameStateData& d, const GameContent& content) {
    const JsonNames names = JsonNames::of(content, d);
    JsonWriter w(names);
    ioPlain(w, const_cast<GameStateData&>(d));  // NOLINT: writing never changes the value
    w.out()["pending"] = d.pending ? pendingToJson(*d.pending, names) : json(nullptr);
    w.out()["dice"] = diceToJson(d.dice, content.ruleset);
    return std::move(w.out());
}

GameStateData stateDataFromJson(const json& v, const GameContent& content, const std::string& path) {
    if (!v.is_object()) fail(path, "expected an object, found " + describe(v));
    // The ids that other members refer to, read first.
    JsonNames names;
    for (const auto& o : content.quest.objects) names.objects.push_back(o.id);
    for (const auto& a : content.quest.special_actions) names.specials.push_back(a.id);
    for (const char* list : {"characters", "items"}) {
        auto it = v.find(list);
        if (it == v.end() || !it->is_array()) continue;
        for (const auto& c : *it) {
            auto id = c.is_object() ? c.find("id") : c.end();
            (std::string(list) == "characters" ? names.characters : names.items)
                .push_back(c.is_object() && id != c.end() && id->is_string() ? id->get<std::string>() : "");
        }
    }
    GameStateData d;
    JsonReader r(v, path, names);
    ioPlain(r, d);
    for (CharacterState& c : d.characters) c.card_index = std::max(0, content.cardIndex(c.card));
    r.allow("pending");
    r.allow("dice");
    auto pending = v.find("pending");
    if (pending == v.end()) fail(path, "missing \"pending\"");
    if (!pending->is_null()) d.pending = pendingFromJson(*pending, names, member(path, "pending"));
    auto dice = v.find("dice");
    if (dice == v.end()) fail(path, "missing \"dice\"");
    d.dice = diceFromJson(*dice, member(path, "dice"));
    r.finish();
    return d;
}

std::string fnv1a64Hex(const std::string& bytes) {
    std::uint64_t h = 14695981039346656037ULL;
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string stateDataText(const GameStateData& d, const GameContent& content) {
    const JsonNames names = JsonNames::of(content, d);
    TextWriter w(names);                        // strict, as dump()
    ioPlain(w, const_cast<GameStateData&>(d));  // NOLINT: writing never changes the value
    w.value("pending", d.pending ? pendingToJson(*d.pending, names) : json(nullptr));
    w.value("dice", diceToJson(d.dice, content.ruleset));
    std::string out;
    w.finish(out);
    return out;
}

std::string stateHash(const GameState& s) { return fnv1a64Hex(stateDataText(s.data(), s.content())); }

}  // namespace cata::content
