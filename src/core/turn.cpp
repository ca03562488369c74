// The turn (rulebook "General game play", "Injuries", special rules): R7 heroes first, end of
// a side's turn, AP back when both sides have ended; R8 start of a side's turn in order:
// unexpected events (R45), reinforcements (R24), fear (R28), burning (R29), poison (R31),
// regeneration (R34), stun (R39); R44 activation of the solo Master's characters; R25 down heroes die at the end of the
// next full turn; R42 waiting points lost at the end of the Master's turn; R52 turn limit and no hero left.
#include <algorithm>

#include "rules.h"

namespace cata {

// ---- the action kinds EndTurn (R7) and Pass (R42) ----

int Rules::costOf(const GameState&, const EndTurn&) { return 0; }
int Rules::costOf(const GameState&, const Pass&) { return 0; }
// Ending the turn starts the next side's (fear tests, reinforcements, unexpected events...).
bool Rules::rollsDiceOf(const GameState&, const EndTurn&) { return true; }
bool Rules::rollsDiceOf(const GameState&, const Pass&) { return false; }
bool Rules::revealsOf(const GameState&, const EndTurn&) { return false; }
Rules::MovePath Rules::pathOf(const EndTurn&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const EndTurn&) { return {}; }
bool Rules::revealsOf(const GameState&, const Pass&) { return false; }
Rules::MovePath Rules::pathOf(const Pass&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Pass&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const EndTurn&) {
    if (auto why = decisionPending(s)) return why;
    return s.d_.waiting_window ? refuse(s, RefusalKey::WaitingMustAct) : std::nullopt;
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Pass&) {
    if (auto why = decisionPending(s)) return why;
    return s.d_.waiting_window ? std::nullopt : refuse(s, RefusalKey::NothingToPass);
}

void Rules::applyOf(GameState& s, const EndTurn&, Events& ev) { endTurn(s, ev); }
void Rules::applyOf(GameState& s, const Pass&, Events&) { s.d_.waiting_window = false; }

void Rules::endTurn(GameState& s, Events& ev) {
    GameStateData& d = s.d_;
    ev.push_back(TurnEnded{d.turn, d.side, "R7"});
    for (CharacterState& c : d.characters)
        if (c.side == d.side) c.ap = 0;  // R7: unspent AP are lost
    d.crush.reset();
    d.waiting_window = false;
    if (d.side == Side::Heroes) {
        d.side = Side::Master;
        startSide(s, ev);
        return;
    }
    // End of the full turn.
    for (std::size_t i = 0; i < d.characters.size(); ++i) {
        CharacterState& c = d.characters[i];
        if (c.side == Side::Heroes) c.waiting = 0;  // R42: unused waiting points are lost
        // R25: a hero down since the previous turn (or earlier) dies now.
        if (c.presence == Presence::Down && c.down_turn < d.turn) {
            c.presence = Presence::Dead;
            dropAll(s, static_cast<int>(i));
            ev.push_back(StatusChanged{static_cast<int>(i), StatusChange::Died, 0, "R25"});
        }
    }
    checkConditions(s, ev);  // R52: a death may meet a condition (all_heroes_out counts the living)
    if (d.result) return;
    if (allHeroesDownOrDead(s)) {
        endGame(s, Side::Master, "all heroes dead or down at the end of the turn", ev);
        return;
    }
    if (endIfHeroesBeaten(s, true, ev)) return;  // R52: the others went out
    if (d.turn >= s.turnLimit()) {
        endGame(s, Side::Master, "the turn limit (" + std::to_string(s.turnLimit()) + ") has passed", ev);
        return;
    }
    d.turn += 1;
    d.side = Side::Heroes;
    d.reinforcements_succeed = false;
    d.master_extra_ap = 0;
    for (std::size_t i = 0; i < d.characters.size(); ++i) {
        CharacterState& c = d.characters[i];
        c.melee_received.clear();  // R17 counts within a turn
        std::erase_if(c.buffs, [&](const Buff& b) { return b.last_turn < d.turn; });
        if (c.presence == Presence::OnBoard) c.ap = fullAp(s, static_cast<int>(i));  // R7
    }
    startSide(s, ev);
}

void Rules::startSide(GameState& s, Events& ev) {
    GameStateData& d = s.d_;
    const Side side = d.side;
    ev.push_back(TurnBegan{d.turn, side, "R8"});
    if (side == Side::Heroes && d.turn >= 2 && d.options.unexpected_events) {
        unexpectedEvent(s, ev);  // R45
        if (d.pending) return;   // R27: the burning hero's owner decides first
    }
    if (side == Side::Master) {
        reinforcements(s, ev);  // R24
        if (d.master_extra_ap > 0)  // R45 "master_extra_ap"
            for (CharacterState& c : d.characters)
                if (c.side == Side::Master && c.presence == Presence::OnBoard) c.ap += d.master_extra_ap;
        if (d.options.solo_master) soloActivation(s);  // R44, with the reinforcements on the board
    }
    startEffects(s, 0, 0, ev);
}

namespace {

constexpr int kFear = 0, kBurning = 1, kPoison = 2, kRegeneration = 3, kStun = 4;

bool mine(const GameState& s, int i) {
    const CharacterState& c = s.character(i);
    return c.side == s.activeSide() && c.presence == Presence::OnBoard;
}

/// R28: a failed (or skipped, for a coward) fear test costs 1 AP this turn.
void fearOutcome(GameState& s, int i, bool passed, Events& ev) {
    if (passed || s.character(i).ap <= 0) return;
    Rules::mutableCharacter(s, i).ap -= 1;
    ev.push_back(ApLost{i, 1, "R28"});
}

/// R29: after the burning damage, 1D6 >= 4 keeps the fire going.
void keepBurning(GameState& s, int i, Events& ev) {
    if (!mine(s, i)) return;
    if (Rules::d6(s, ev, i, 1, "keep burning", "R29") < Rules::rules(s).numbers.fire_keep_min) {
        Rules::mutableCharacter(s, i).burning = false;
        ev.push_back(StatusChanged{i, StatusChange::FireWentOut, 0, "R29"});
    }
}

}  // namespace

bool Rules::atTurnStart(const PendingDecision& p) {
    return p.purpose == "fear" || p.purpose == "burning" || p.purpose == "poison_damage" ||
           p.purpose == "unexpected_fire";
}

void Rules::startEffects(GameState& s, int phase, int from, Events& ev) {
    GameStateData& d = s.d_;
    const int n = static_cast<int>(d.characters.size());
    const Action start = EndTurn{};  // the action a decision taken here interrupts
    auto first = [&](int p) { return p == phase ? from : 0; };  // where a resumed phase goes on
    // R28 fear: test Will against the highest Fear among the opponents it sees.
    for (int i = phase <= kFear ? first(kFear) : n; i < n; ++i) {
        if (!mine(s, i)) continue;
        const std::optional<FearOdds> fear = s.fearOdds(i);  // the highest Fear among those it sees
        if (!fear) continue;
        bool passed = false;
        if (!fear->coward) {  // cowards fail automatically
            const TestRoll roll = test(s, ev, i, Characteristic::Will, fear->level, "fear", "R28");
            if (offerReroll(s, i, start, roll, "fear", i)) return;  // R27
            passed = roll.passed;
        }
        fearOutcome(s, i, passed, ev);
    }
    // R29 burning: 1D6 HP, then 1D6 >= 4 keeps burning.
    for (int i = phase <= kBurning ? first(kBurning) : n; i < n; ++i) {
        if (!mine(s, i) || !d.characters[static_cast<std::size_t>(i)].burning) continue;
        const int w = d6(s, ev, i, 1, "burning", "R29");
        if (offerCancel(s, i, w, start, "burning", i, TestRoll{})) return;  // R27
        wound(s, i, w, -1, std::nullopt, w, 0, false, "R29", ev);
        keepBurning(s, i, ev);
    }
    // R31 poison: 1D6 HP until cured.
    for (int i = phase <= kPoison ? first(kPoison) : n; i < n; ++i) {
        if (!mine(s, i) || !d.characters[static_cast<std::size_t>(i)].poisoned) continue;
        const int w = d6(s, ev, i, 1, "poison", "R31");
        if (offerCancel(s, i, w, start, "poison_damage", i, TestRoll{})) return;  // R27
        wound(s, i, w, -1, std::nullopt, w, 0, false, "R31", ev);
    }
    // R34 regeneration: N D6 HP back.
    for (int i = phase <= kRegeneration ? first(kRegeneration) : n; i < n; ++i) {
        if (!mine(s, i)) continue;
        const int level = s.card(i).level(SpecialRuleId::Regeneration);
        if (level <= 0 || d.characters[static_cast<std::size_t>(i)].hp >= s.maxHp(i)) continue;
        heal(s, i, d6(s, ev, i, level, "regeneration", "R34"), "R34", ev);
    }
    // R39 stun: each point removes 1 AP, then is spent.
    for (int i = phase <= kStun ? first(kStun) : n; i < n; ++i) {
        if (!mine(s, i)) continue;
        CharacterState& c = mutableCharacter(s, i);
        if (c.stun <= 0) continue;
        const int lost = std::min(c.stun, c.ap);
        c.ap -= lost;
        c.stun = 0;
        ev.push_back(ApLost{i, lost, "R39"});
    }
}

void Rules::answerStartDestiny(GameState& s, const PendingDecision& p, bool use, Events& ev) {
    const int i = p.who;
    if (p.purpose == "fear") {
        TestRoll roll = p.roll;
        if (use) roll = test(s, ev, i, Characteristic::Will, p.roll.difficulty, "fear", "R27");  // once per roll
        fearOutcome(s, i, roll.passed, ev);
        startEffects(s, kFear, i + 1, ev);
        return;
    }
    if (!use) wound(s, i, p.wounds, -1, std::nullopt, p.raw, 0, false,
                    p.purpose == "burning" ? "R29" : p.purpose == "poison_damage" ? "R31" : "R45", ev);
    if (p.purpose == "burning") {
        keepBurning(s, i, ev);  // cancelled or not, the fire may go on
        startEffects(s, kBurning, i + 1, ev);
    } else if (p.purpose == "poison_damage") {
        startEffects(s, kPoison, i + 1, ev);
    } else {  // "unexpected_fire": the heroes' turn goes on with the fear tests (R8)
        startEffects(s, kFear, 0, ev);
    }
}

void Rules::reinforcements(GameState& s, Events& ev) {
    GameStateData& d = s.d_;
    bool leader = false;
    for (std::size_t i = 0; i < d.characters.size(); ++i)
        if (d.characters[i].side == Side::Master && d.characters[i].presence == Presence::OnBoard &&
            s.card(static_cast<int>(i)).formation == Formation::MasterLeader)
            leader = true;
    if (!leader) return;  // R24: casualties only come back while the leader is on the board
    const auto& entries = quest(s).reinforcement_entries;
    for (std::size_t i = 0; i < d.characters.size(); ++i) {
        const int who = static_cast<int>(i);
        if (d.characters[i].presence != Presence::Casualty) continue;
        bool back = d.reinforcements_succeed;  // R45 "reinforcements_succeed"
        if (!back) back = d6(s, ev, who, 1, "reinforcement", "R24") >= rules(s).numbers.reinforcement_min;
        if (!back) continue;
        // R24: a free square of an entry (first entry first), else the free square nearest it.
        // R37: the square is the footprint's top-left one and the whole footprint must fit.
        std::optional<Pos> where;
        const std::vector<int> order = reinforcementOrder(s);  // R44: nearest the heroes with solo_master
        for (int k : order) {
            for (Pos p : entries[static_cast<std::size_t>(k)])
                if (fits(s, who, p)) {
                    where = p;
                    break;
                }
            if (where) break;
        }
        if (!where && !order.empty() && !entries[static_cast<std::size_t>(order.front())].empty()) {
            const Pos origin = entries[static_cast<std::size_t>(order.front())].front();
            int best = 1 << 30;
            for (int y = 0; y < s.board_.height(); ++y)
                for (int x = 0; x < s.board_.width(); ++x) {
                    const Pos p{x, y};
                    if (!fits(s, who, p)) continue;
                    const int dist = distance(Footprint{origin}, footprintAt(s, who, p));
                    if (dist < best) best = dist, where = p;
                }
        }
        if (!where) continue;
        CharacterState& c = mutableCharacter(s, who);
        c.presence = Presence::OnBoard;
        c.pos = *where;
        c.hp = s.maxHp(who);
        c.ap = fullAp(s, who);  // able to act this turn
        c.melee_received.clear();
        ev.push_back(ReinforcementArrived{who, *where, "R24"});
    }
}

void Rules::unexpectedEvent(GameState& s, Events& ev) {
    GameStateData& d = s.d_;
    const int roll = d6(s, ev, -1, 2, "unexpected event", "R45");
    const UnexpectedEventRow* row = nullptr;
    for (const auto& r : rules(s).unexpected_events)
        if (roll >= r.from && roll <= r.to) row = &r;
    if (!row) return;
    ev.push_back(UnexpectedEventRolled{roll, row->event, "R45"});
    std::vector<int> heroes;
    for (std::size_t i = 0; i < d.characters.size(); ++i)
        if (d.characters[i].side == Side::Heroes && d.characters[i].presence == Presence::OnBoard)
            heroes.push_back(static_cast<int>(i));
    switch (row->event) {
        case UnexpectedEventType::HeroCatchesFire: {
            if (heroes.empty()) break;
            const int pick = heroes[d.dice.rng().uniform(static_cast<std::uint32_t>(heroes.size()))];
            if (!immaterial(s, pick)) {
                mutableCharacter(s, pick).burning = true;
                ev.push_back(StatusChanged{pick, StatusChange::CaughtFire, 0, "R45"});
            }
            const int w = d6(s, ev, pick, 1, "fire", "R45");
            if (offerCancel(s, pick, w, EndTurn{}, "unexpected_fire", 0, TestRoll{})) return;  // R27
            wound(s, pick, w, -1, std::nullopt, w, 0, false, "R45", ev);
            break;
        }
        case UnexpectedEventType::MasterExtraAp: d.master_extra_ap = row->amount; break;
        case UnexpectedEventType::ReinforcementsSucceed: d.reinforcements_succeed = true; break;
        case UnexpectedEventType::Nothing: break;
        case UnexpectedEventType::FairyHeal:
            // One roll for each hero (R45), a down one too: healed from 0, he stands up (R25).
            for (std::size_t i = 0; i < d.characters.size(); ++i) {
                const CharacterState& c = d.characters[i];
                if (c.side != Side::Heroes || (c.presence != Presence::OnBoard && c.presence != Presence::Down))
                    continue;
                const int h = static_cast<int>(i);
                heal(s, h, d6(s, ev, h, row->dice, "fairy", "R45"), "R45", ev);
            }
            break;
    }
}

}  // namespace cata
