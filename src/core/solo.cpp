// R44, the rulebook's "Playing solo" (option `solo_master`), the parts the rules core plays:
// activation of the Master's characters at the start of its turn (an opponent in their zone or
// in their line of sight), the non-activated characters' roll on the solo table (1D6 with the
// game's dice, frantic: activated with its AP multiplied), and the reinforcement entry nearest
// the zone holding the most heroes (R24). What the characters then do is the AI's (src/ai).
#include <algorithm>

#include "rules.h"

namespace cata {

void Rules::soloActivation(GameState& s) {
    GameStateData& d = s.d_;
    const auto& zones = quest(s).zones;
    const int n = static_cast<int>(d.characters.size());
    for (int i = 0; i < n; ++i) {
        CharacterState& c = d.characters[static_cast<std::size_t>(i)];
        if (c.side != Side::Master) continue;
        c.solo_roll = 0;
        c.acted = false;
        c.activated = false;
        if (c.presence != Presence::OnBoard) continue;
        for (int o = 0; o < n && !c.activated; ++o) {
            const CharacterState& h = d.characters[static_cast<std::size_t>(o)];
            if (h.side == c.side || h.presence != Presence::OnBoard) continue;
            for (const ZoneDef& z : zones)
                if (inZone(s, i, &z) && inZone(s, o, &z)) {
                    c.activated = true;  // R44: an opponent in its zone
                    break;
                }
            if (!c.activated && s.sees(i, o)) c.activated = true;  // R44: in its line of sight
        }
    }
}

GameState GameState::soloTurnPreview() const {
    GameState t = *this;
    if (d_.side == Side::Master) return t;
    GameStateData& d = t.d_;
    for (CharacterState& c : d.characters)
        if (c.side == Side::Heroes) c.ap = 0;  // R7: unspent AP are lost
    d.side = Side::Master;
    d.pending.reset();
    d.waiting_window = false;
    d.crush.reset();
    if (d.options.solo_master) Rules::soloActivation(t);  // R44, as Rules::startSide does
    return t;
}

// ---- the action kind SoloRoll ----

int Rules::costOf(const GameState&, const SoloRoll&) { return 0; }  // R44: the solo roll costs nothing
bool Rules::rollsDiceOf(const GameState&, const SoloRoll&) { return true; }
bool Rules::revealsOf(const GameState&, const SoloRoll&) { return false; }
Rules::MovePath Rules::pathOf(const SoloRoll&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const SoloRoll&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const SoloRoll& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    const CharacterState& c = s.character(a.actor);
    if (!s.d_.options.solo_master) return refuse(s, RefusalKey::SoloOff);
    if (c.side != Side::Master || s.d_.side != Side::Master) return refuse(s, RefusalKey::SoloMasterOnly);
    if (c.activated) return refuse(s, RefusalKey::SoloActivated, Who{a.actor});
    if (c.solo_roll > 0) return refuse(s, RefusalKey::SoloRolled, Who{a.actor});
    if (c.acted) return refuse(s, RefusalKey::SoloActed, Who{a.actor});
    if (c.ap <= 0) return refuse(s, RefusalKey::SoloNoAp, Who{a.actor});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const SoloRoll& a, Events& ev) {
    const int face = d6(s, ev, a.actor, 1, "solo table", "R44");
    const SoloRow* row = rules(s).soloRow(face);
    CharacterState& c = mutableCharacter(s, a.actor);
    c.solo_roll = face;
    const bool frantic = row && row->behaviour == SoloBehaviour::Frantic;
    if (frantic) {  // "hears noise and becomes frantic": acts as activated with double AP
        c.activated = true;
        c.ap *= std::max(1, row->ap_multiplier);
    }
    ev.push_back(SoloRolled{a.actor, face, frantic, "R44"});
}

std::vector<int> Rules::reinforcementOrder(const GameState& s) {
    const auto& entries = quest(s).reinforcement_entries;
    std::vector<int> order;
    for (int k = 0; k < static_cast<int>(entries.size()); ++k) order.push_back(k);
    if (!s.d_.options.solo_master) return order;
    // R44: the zone holding the most heroes (ties: quest order)...
    const ZoneDef* best = nullptr;
    int most = 0;
    for (const ZoneDef& z : quest(s).zones) {
        int heroes = 0;
        for (int i = 0; i < static_cast<int>(s.d_.characters.size()); ++i) {
            const CharacterState& c = s.d_.characters[static_cast<std::size_t>(i)];
            if (c.side == Side::Heroes && c.presence == Presence::OnBoard && inZone(s, i, &z)) ++heroes;
        }
        if (heroes > most) most = heroes, best = &z;
    }
    if (!best) return order;
    // ...and the entries nearest to it first (ties: quest order).
    auto gapTo = [&](int k) {
        int g = 1 << 30;
        for (Pos p : entries[static_cast<std::size_t>(k)])
            for (Pos q : best->squares) g = std::min(g, distance(p, q));
        return g;
    };
    std::vector<int> gaps;
    for (int k : order) gaps.push_back(gapTo(k));
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return gaps[static_cast<std::size_t>(x)] < gaps[static_cast<std::size_t>(y)]; });
    return order;
}

}  // namespace cata
