// The position of a game as a quest's "start" section (position_json.h).
#include "cata/content/position_json.h"

#include "cata/core/card.h"

namespace cata::content {

using nlohmann::json;

namespace {

json square(Pos p) { return json::array({p.x, p.y}); }

std::string_view outKey(Presence p) {
    switch (p) {
        case Presence::Casualty:
            return "casualty";
        case Presence::Dead:
            return "dead";
        case Presence::Exited:
            return "exited";
        default:
            return "";
    }
}

}  // namespace

json positionToJson(const GameState& s, std::vector<std::string>* lost) {
    const GameContent& content = s.content();
    const QuestDef& quest = content.quest;
    auto note = [&](std::string what) {
        if (lost) lost->push_back(std::move(what));
    };
    json out = json::object();
    out["turn"] = s.turn();
    out["side"] = s.activeSide() == Side::Heroes ? "heroes" : "master";
    json characters = json::array();
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
        const CharacterState& c = s.character(i);
        json j = json::object();
        j["card"] = c.card;
        j["id"] = c.id;
        const bool standing = c.presence == Presence::OnBoard || c.presence == Presence::Down;
        j["at"] = square(c.pos);  // off the board: where it was last
        if (c.presence == Presence::Down) j["down"] = true;
        if (!standing) j["out"] = std::string(outKey(c.presence));
        j["hp"] = c.hp;
        j["ap"] = c.ap;
        j["destiny"] = c.destiny;
        if (c.waiting != 0) j["waiting"] = c.waiting;
        if (c.burning) j["burning"] = true;
        if (c.poisoned) j["poisoned"] = true;
        if (c.webbed != 0) j["webbed"] = c.webbed;
        if (c.stun != 0) j["stunned"] = c.stun;
        if (c.duel_with >= 0) j["duel"] = s.character(c.duel_with).id;
        json carrying = json::array();
        for (const ItemState& item : s.items())
            if (item.holder == i) carrying.push_back(item.id);
        if (!carrying.empty()) j["carrying"] = std::move(carrying);
        if (!c.buffs.empty()) note("\"" + c.id + "\" has a spell's bonus");
        if (c.presence == Presence::Down && c.down_turn != s.turn())
            note("\"" + c.id + "\" went down in turn " + std::to_string(c.down_turn));
        if (!c.melee_received.empty()) note("\"" + c.id + "\" was attacked in melee this turn (R17)");
        if (c.swarm_new_figures != 0) note("\"" + c.id + "\" absorbed a swarm this turn (R33)");
        if (c.activated || c.solo_roll != 0 || c.acted)
            note("\"" + c.id + "\" has the solo Master's marks of this turn (R44)");
        characters.push_back(std::move(j));
    }
    out["characters"] = std::move(characters);
    json objects = json::array();
    for (std::size_t k = 0; k < quest.objects.size(); ++k) {
        const ObjectDef& def = quest.objects[k];
        const ObjectState& o = s.data().objects[k];
        json j = json::object();
        if (o.open != def.open) j["open"] = o.open;
        if (o.locked != def.locked && !o.broken) j["locked"] = o.locked;
        if (o.damage != 0) j["damage"] = o.damage;
        if (o.broken) j["broken"] = true;
        if (o.sprung) j["sprung"] = true;
        if (o.revealed) j["revealed"] = true;
        if (o.removed) {
            bool carried = false;
            for (const ItemState& item : s.items())
                carried = carried || (item.potion && item.id == def.id && item.holder >= 0);
            if (!carried) note("barrel \"" + def.id + "\" was taken away and its potion is not carried");
        }
        if (j.empty()) continue;
        json entry = json::object();
        entry["id"] = def.id;
        entry.update(j);
        objects.push_back(std::move(entry));
    }
    if (!objects.empty()) out["objects"] = std::move(objects);
    // What the quest laid out and the format cannot move: items elsewhere, potions drunk.
    for (std::size_t k = 0; k < s.items().size(); ++k) {
        const ItemState& item = s.items()[k];
        if (item.holder >= 0 || item.carried_out) continue;
        if (item.used) {
            note("item \"" + item.id + "\" was used");
            continue;
        }
        const ItemDef* def = nullptr;
        for (const ItemDef& d : quest.items)
            if (d.id == item.id) def = &d;
        const bool in_place = def ? (item.at == def->at && (item.container >= 0) == !def->in.empty())
                                  : (item.potion && item.container >= 0);
        if (!in_place) note("item \"" + item.id + "\" is not where the quest put it");
    }
    if (s.pending()) note("a decision is pending");
    if (s.waitingWindow()) note("the waiting heroes' window is open (R42)");
    if (!s.data().special_succeeded.empty()) note("a special action succeeded (R51)");
    if (s.data().crush) note("a crush step is offered (R13)");
    if (s.data().master_extra_ap != 0 || s.data().reinforcements_succeed)
        note("an unexpected event of this turn holds (R45)");
    if (s.isOver()) note("the game is over");
    return out;
}

}  // namespace cata::content
