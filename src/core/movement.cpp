// Movement (rulebook "Walk – run", "Shifting", "Block", "Crush the enemy", "Jumping", "Traps",
// "Lava river"): R9 walk/run, R10 diagonals, R11 shifting, R12 block tests and their pending
// decision, R13 crush the enemy, R35 flying, R38 immaterial, R43 jump, R48 traps, R49 lava.
#include <algorithm>

#include "rules.h"

namespace cata {

namespace {

enum Trait : unsigned char { kKnown = 1, kFlying = 2, kImmaterial = 4, kIgnoresBlock = 8 };

unsigned char traitsOf(const CharacterCard& c) {
    unsigned char t = kKnown;
    if (c.has(SpecialRuleId::Flying)) t |= kFlying;
    if (c.has(SpecialRuleId::Immaterial)) t |= kImmaterial;
    // R35 flying, R38 invisible, skill "ignore_block".
    if (c.has(SpecialRuleId::Flying) || c.has(SpecialRuleId::Invisible) ||
        c.hasSkillEffect(SkillEffectType::IgnoreBlock))
        t |= kIgnoresBlock;
    return t;
}

}  // namespace

unsigned char Rules::traits(const GameState& s, int who) {
    Scope* scope = scopeOf(s);
    if (!scope) return traitsOf(s.card(who));
    if (scope->traits.empty()) scope->traits.assign(s.d_.characters.size(), 0);
    unsigned char& t = scope->traits[static_cast<std::size_t>(who)];
    if (t == 0) t = traitsOf(s.card(who));
    return t;
}

bool Rules::flying(const GameState& s, int who) { return (traits(s, who) & kFlying) != 0; }
bool Rules::immaterial(const GameState& s, int who) { return (traits(s, who) & kImmaterial) != 0; }
bool Rules::ignoresBlock(const GameState& s, int who) { return (traits(s, who) & kIgnoresBlock) != 0; }

std::optional<ActionRefusal> Rules::terrainRefusal(const GameState& s, int who, Pos q, bool final, bool wide) {
    return terrainRefusal(s, q, final, wide, flying(s, who), immaterial(s, who));
}

std::optional<ActionRefusal> Rules::terrainRefusal(const GameState& s, Pos q, bool final, bool wide, bool fly,
                                                   bool ghost) {
    const Board& b = s.board_;
    const TileKind t = b.tile(q);
    if (ghost) {
        if (t == TileKind::Void) return refuse(s, RefusalKey::OutsideCatacombs, Sq{q});  // R38
    } else if (fly) {
        // R35: over characters, lava, traps and low obstacles; never walls or closed doors.
        if (b.isObstacle(q) && !(tileIsLowObstacle(t) && !final))
            return refuse(s, RefusalKey::FlyingBlocked, Sq{q}, TileOf{t});
    } else if (t == TileKind::Lava) {
        return refuse(s, RefusalKey::IntoLava, Sq{q});
    } else if (!b.isWalkable(q)) {
        return refuse(s, wide ? RefusalKey::BlockedWide : RefusalKey::Blocked, Sq{q}, TileOf{t});
    }
    return std::nullopt;
}

std::optional<ActionRefusal> GameState::cannotEndOn(int who, Pos p) const {
    if (!Rules::validCharacter(*this, who)) return std::nullopt;
    const Footprint fp = Rules::footprintAt(*this, who, p);
    const bool wide = !fp.single();
    for (Pos q : fp.squares()) {
        if (!board_.inside(q))
            return Rules::refuse(*this, wide ? RefusalKey::OutsideBoardWide : RefusalKey::OutsideBoard, Rules::Sq{q});
        if (auto why = Rules::terrainRefusal(*this, who, q, true, wide)) return why;
        if (!tileIsWalkable(board_.tile(q)))
            return Rules::refuse(*this, RefusalKey::CannotEndOn, Rules::TileOf{board_.tile(q)}, Rules::Sq{q});
    }
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkStep(const GameState& s, int who, Pos from, Pos to, bool final, bool running) {
    if (auto why = stepRefusal(s, who, from, to)) return why;
    return enterRefusal(s, who, to, final, running);
}

std::optional<ActionRefusal> Rules::stepRefusal(const GameState& s, int who, Pos from, Pos to) {
    const Board& b = s.board_;
    if (from == to) return refuse(s, RefusalKey::AlreadyOn, Who{who}, Sq{to});  // R9: a step leaves the square (a walk row left on the bar after the walk)
    if (!adjacent(from, to)) return refuse(s, RefusalKey::NotNextTo, Sq{to}, Sq{from});
    // R37: every square of the footprint, at every step, obeys what follows (so a gigantic
    // character cannot pass a gap one square wide).
    const Footprint fp = footprintAt(s, who, to);
    const bool wide = !fp.single();  // the reasons cite R37
    for (Pos q : fp.squares())
        if (!b.inside(q)) return refuse(s, wide ? RefusalKey::OutsideBoardWide : RefusalKey::OutsideBoard, Sq{q});
    if (!immaterial(s, who) && !footprintStepAllowed(s, who, from, to)) {
        // R10: name the obstacle beside the diagonal.
        const Pos d = to - from;
        for (Pos p : footprintAt(s, who, from).squares()) {
            if (b.diagonalAllowed(p, p + d)) continue;
            const Pos side1{p.x + d.x, p.y}, side2{p.x, p.y + d.y};
            const Pos ob = b.isObstacle(side1) ? side1 : side2;
            return refuse(s, RefusalKey::DiagonalBlockedBy, TileOf{b.tile(ob)}, Sq{ob});
        }
    }
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::enterRefusal(const GameState& s, int who, Pos to, bool final, bool running) {
    const Board& b = s.board_;
    const Footprint fp = footprintAt(s, who, to);
    const Footprint::Squares squares = fp.squares();
    const bool wide = !fp.single();  // the reasons cite R37
    const unsigned char tr = traits(s, who);
    const bool fly = (tr & kFlying) != 0;
    const bool ghost = (tr & kImmaterial) != 0;
    for (Pos q : squares)
        if (auto why = terrainRefusal(s, q, final, wide, fly, ghost)) return why;
    int lying = -1;  // a hero down the run crosses (R25)
    for (Pos q : squares) {
        const TileKind t = b.tile(q);
        const int other = s.characterAt(q);
        if (final) {
            if (!tileIsWalkable(t)) return refuse(s, RefusalKey::CannotEndOn, TileOf{t}, Sq{q});
            if (other >= 0 && other != who && !canAbsorb(s, who, other))
                return refuse(s, RefusalKey::TakenBy, Sq{q}, Who{other});
        } else if (other >= 0 && other != who && !fly && !ghost) {
            if (running && s.character(other).presence == Presence::Down) {
                lying = other;  // R25: a hero down blocks nothing
                continue;
            }
            if (running) return refuse(s, RefusalKey::RunThrough, Who{other}, Sq{q});
            return refuse(s, RefusalKey::TakenBy, Sq{q}, Who{other});
        }
    }
    if (lying >= 0) return checkCrossing(s, who, to, lying);
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkCrossing(const GameState& s, int who, Pos at, int lying) {
    // R25 "blocks nothing", for passage: a run (either side, an ally too, R11 notwithstanding)
    // may cross a hero down's square as a free one, but no move ends there (the final step of
    // checkStep refuses it). So the run must not be able to stop on him: no block test on
    // leaving that square (R12: a failed one may keep the runner there) and no trap under it
    // (R48: its wounds, or a destiny question, R27, stop the run there). A walk through him is
    // R11's shift, for his allies only; jumps (R43) still go over no character.
    const Pos sq = s.character(lying).pos;
    if (!ignoresBlock(s, who) && blocked(s, who, at))
        return refuse(s, RefusalKey::RunOverDownBlock, Who{lying}, Sq{sq});
    for (Pos q : footprintAt(s, who, at).squares()) {
        const TileKind t = s.board_.tile(q);
        if (t == TileKind::Trap || t == TileKind::HiddenTrap)
            return refuse(s, RefusalKey::RunOverDownTrap, Who{lying}, Sq{sq});
    }
    return std::nullopt;
}

// ---- the action kinds Walk, Run (R9), Shift (R11) ----

int Rules::costOf(const GameState&, const Walk&) { return 1; }
int Rules::costOf(const GameState&, const Run&) { return 1; }
int Rules::costOf(const GameState&, const Shift&) { return 2; }  // R11

Rules::MovePath Rules::pathOf(const Walk& a) { return {{a.to, {}}, 1}; }
Rules::MovePath Rules::pathOf(const Run& a) { return {{a.via, a.to}, 2}; }
Rules::MovePath Rules::pathOf(const Shift& a) { return {{a.through, a.to}, 2}; }  // the ally's square, then beyond

bool Rules::rollsDiceOf(const GameState& s, const Walk& a) { return moveRollsDice(s, a.actor, pathOf(a), true, 0); }
bool Rules::rollsDiceOf(const GameState& s, const Run& a) { return moveRollsDice(s, a.actor, pathOf(a), true, 0); }
bool Rules::rollsDiceOf(const GameState& s, const Shift& a) {
    return moveRollsDice(s, a.actor, pathOf(a), false, 1);  // no block test, not the ally's square
}

bool Rules::revealsOf(const GameState& s, const Walk& a) { return moveReveals(s, a.actor, pathOf(a)); }
Rules::NoOwnTest Rules::testOf(const GameState&, const Walk&) { return {}; }
bool Rules::revealsOf(const GameState& s, const Run& a) { return moveReveals(s, a.actor, pathOf(a)); }
Rules::NoOwnTest Rules::testOf(const GameState&, const Run&) { return {}; }
bool Rules::revealsOf(const GameState& s, const Shift& a) { return moveReveals(s, a.actor, pathOf(a)); }
Rules::NoOwnTest Rules::testOf(const GameState&, const Shift&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Walk& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a), Acting::movingTo(a.to))) return why;
    return checkStep(s, a.actor, s.character(a.actor).pos, a.to, true, false);  // R9
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Run& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a), Acting::movingTo(a.to))) return why;
    const Pos from = s.character(a.actor).pos;  // R9: two squares for 1 AP
    if (a.to == from) return refuse(s, RefusalKey::RunSameSquare);
    if (auto why = checkStep(s, a.actor, from, a.via, false, true)) return why;
    return checkStep(s, a.actor, a.via, a.to, true, true);
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Shift& sh) {
    if (auto why = checkActor(s, sh.actor, costOf(s, sh))) return why;
    const int who = sh.actor;  // R11
    const Pos from = s.character(who).pos;
    if (!footprint(s, who).single()) return refuse(s, RefusalKey::ShiftGigantic, Who{who});
    if (!adjacent(from, sh.through)) return refuse(s, RefusalKey::NotNextTo, Sq{sh.through}, Sq{from});
    const int ally = s.characterAt(sh.through);
    if (ally < 0) return refuse(s, RefusalKey::ShiftNobody, Sq{sh.through});
    if (s.character(ally).side != s.character(who).side) return refuse(s, RefusalKey::ShiftNotAlly, Who{ally});
    if (sh.to == from) return refuse(s, RefusalKey::ShiftSameSquare);
    if (!s.board_.diagonalAllowed(from, sh.through)) return refuse(s, RefusalKey::ShiftDiagonal);
    if (const int other = s.characterAt(sh.to); other >= 0 && other != who)
        return refuse(s, RefusalKey::ShiftTaken, Sq{sh.to}, Who{other});
    if (auto why = checkStep(s, who, sh.through, sh.to, true, false)) return why;
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Walk& a, Events& ev) { applyMove(s, a, ev); }
void Rules::applyOf(GameState& s, const Run& a, Events& ev) { applyMove(s, a, ev); }
void Rules::applyOf(GameState& s, const Shift& a, Events& ev) { applyMove(s, a, ev); }

bool Rules::moveRollsDice(const GameState& s, int who, const MovePath& path, bool blockable, std::size_t from) {
    if (!validCharacter(s, who)) return false;
    // R12 block tests (not when shifting or crushing), R48 visible traps on the way.
    const bool may_block = blockable && !ignoresBlock(s, who);
    if (may_block && blocked(s, who, s.character(who).pos)) return true;
    for (std::size_t i = from; i < path.size(); ++i) {
        for (Pos q : footprintAt(s, who, path[i]).squares())  // R37: under any square
            if (s.board_.tile(q) == TileKind::Trap && !flying(s, who)) return true;
        if (may_block && i + 1 < path.size() && blocked(s, who, path[i])) return true;
    }
    return false;
}

bool Rules::moveReveals(const GameState& s, int who, const MovePath& path) {
    // R48: stepping onto a hidden trap reveals it. A hero's flag must not give the trap away,
    // so every hero move is flagged while some hidden trap is unsprung; the Master's are exact.
    if (!validCharacter(s, who)) return false;
    if (s.character(who).side == Side::Heroes) {
        for (std::size_t i = 0; i < s.d_.objects.size(); ++i) {
            const ObjectDef& def = quest(s).objects[i];
            if (def.kind == ObjectKind::Trap && def.hidden && !s.d_.objects[i].sprung) return true;
        }
        return false;
    }
    for (Pos p : path)
        for (Pos q : footprintAt(s, who, p).squares())  // R37: under any square
            if (s.board_.tile(q) == TileKind::HiddenTrap) return true;
    return false;
}

void Rules::applyMove(GameState& s, const Action& a, Events& ev) {
    pay(s, actionActor(a), cost(s, a));
    continueMove(s, a, 0, false, ev);
}

void Rules::continueMove(GameState& s, const Action& a, int index, bool block_done, Events& ev) {
    const int who = actionActor(a);
    const MovePath path = movePath(a);
    const bool shifting = std::holds_alternative<Shift>(a);
    const bool running = std::holds_alternative<Run>(a);
    const bool jumping = std::holds_alternative<Jump>(a);
    if (shifting) {
        // R11: through the ally (no block test, no stop), onto the free square.
        CharacterState& c = mutableCharacter(s, who);
        ev.push_back(Moved{who, c.pos, path[0], "R11"});
        ev.push_back(Moved{who, path[0], path[1], "R11"});
        enterSquare(s, who, path[1], false, "", ev);  // "": the Moved events are above
        return;
    }
    for (int i = index; i < static_cast<int>(path.size()); ++i) {
        if (!s.able(who)) return;
        const Pos from = s.character(who).pos;
        if (!block_done && !ignoresBlock(s, who)) {
            const std::vector<int> b = s.blockers(who, from);
            if (!b.empty()) {  // R12: difficulty = number of able adjacent opponents
                std::vector<Modifier> terms;  // R12: Agility against 1 per blocker
                characteristic(s, who, Characteristic::Agility, &terms, true);
                for (int o : b) terms.push_back(Modifier{ModifierKey::AdjacentEnemy, o, "", 0, "R12", 1, false});
                const TestRoll roll = test(s, ev, who, Characteristic::Agility, static_cast<int>(b.size()), "block",
                                           "R12", std::move(terms));
                if (!roll.passed) {
                    PendingDecision p;
                    // R27: a character with destiny may first re-roll; else R12's choice.
                    p.kind = s.character(who).destiny > 0 ? DecisionKind::DestinyReroll : DecisionKind::Block;
                    p.owner = s.character(who).side;
                    p.who = who;
                    p.action = a;
                    p.step = i;
                    p.roll = roll;
                    s.d_.pending = p;
                    return;
                }
            }
        }
        block_done = false;
        if (jumping) {
            applyJump(s, std::get<Jump>(a), ev);
            return;
        }
        enterSquare(s, who, path[static_cast<std::size_t>(i)], running, "R9", ev);
    }
}

void Rules::answerBlock(GameState& s, bool move_anyway, Events& ev) {
    const PendingDecision p = *s.d_.pending;
    s.d_.pending.reset();
    if (!move_anyway) return;  // R12: stay, no wounds, the AP is spent
    // R12: move anyway with 1D6 wounds, no armour.
    const int w = d6(s, ev, p.who, rules(s).numbers.block_wound_dice, "block wounds", "R12");
    wound(s, p.who, w, -1, std::nullopt, w, 0, false, "R12", ev);
    if (s.able(p.who)) continueMove(s, p.action, p.step, true, ev);
}

bool Rules::canAbsorb(const GameState& s, int who, int onto) {
    const CharacterState& a = s.character(who);
    const CharacterState& b = s.character(onto);
    if (who == onto || a.card_index != b.card_index || a.side != b.side || b.presence != Presence::OnBoard) return false;
    const CharacterCard& card = s.card(who);
    return card.has(SpecialRuleId::Swarm) && s.figures(who) + s.figures(onto) <= card.level(SpecialRuleId::Swarm);
}

int Rules::bonusFigures(const GameState& s, int who) {
    if (!s.card(who).has(SpecialRuleId::Swarm)) return 0;
    const CharacterState& c = s.character(who);
    int f = s.figures(who) - 1;
    if (c.swarm_joined_turn == s.d_.turn) f -= c.swarm_new_figures;  // R33: from the next turn
    return std::max(0, f);
}

void Rules::enterSquare(GameState& s, int who, Pos to, bool running, const std::string& rule, Events& ev, bool fell) {
    const int other = s.characterAt(to);
    if (other >= 0 && other != who && canAbsorb(s, who, other)) {
        // R33: the swarm joins the one on that square; it leaves the game as a character.
        CharacterState& mover = mutableCharacter(s, who);
        CharacterState& host = mutableCharacter(s, other);
        ev.push_back(Moved{who, mover.pos, to, rule.empty() ? "R33" : rule});
        const int joined = s.figures(who);
        if (host.swarm_joined_turn != s.d_.turn) host.swarm_new_figures = 0;
        host.swarm_joined_turn = s.d_.turn;
        host.swarm_new_figures += joined;
        host.hp = std::min(s.maxHp(other), host.hp + mover.hp);
        dropAll(s, who);
        mover.presence = Presence::Dead;
        mover.ap = 0;
        mover.pos = to;
        ev.push_back(StatusChanged{who, StatusChange::Died, joined, "R33"});
        return;
    }
    CharacterState& c = mutableCharacter(s, who);
    if (!rule.empty()) ev.push_back(Moved{who, c.pos, to, rule});
    c.pos = to;
    if (flying(s, who) && !fell) return;  // R35: over lava and traps (not after a failed jump, R43)
    const Board& b = s.board_;
    if (!immaterial(s, who))
        for (Pos q : footprint(s, who).squares())
            if (b.tile(q) == TileKind::Lava) {
                kill(s, who, "R49", ev);  // only a failed jump lands there (R37: under any square)
                return;
            }
    springTraps(s, who, running, ev);
}

void Rules::springTraps(GameState& s, int who, bool running, Events& ev) {
    for (Pos q : footprint(s, who).squares()) {
        if (s.d_.pending || !s.able(who)) return;
        const ObjectDef* def = quest(s).objectAt(q);
        if (!def || def->kind != ObjectKind::Trap) continue;
        const int oi = static_cast<int>(def - quest(s).objects.data());
        ObjectState& trap = s.d_.objects[static_cast<std::size_t>(oi)];
        if (trap.sprung) continue;
        // R48: walking: Agility test; running (or falling from a jump): no test. Spent either way.
        const bool was_hidden = def->hidden && !trap.revealed;
        trap.sprung = true;
        trap.revealed = true;
        syncBoard(s);
        if (was_hidden) ev.push_back(ObjectChanged{oi, ObjectChange::TrapRevealed, who, 0, "R48"});
        bool avoided = false;
        if (!running) {
            const TestRoll roll = test(s, ev, who, Characteristic::Agility, def->trap_difficulty, "trap", "R48");
            // R27: a failed trap test may be re-rolled (the traps are always at the end of a move;
            // the answer springs the traps left under the footprint, R37).
            if (!roll.passed && offerReroll(s, who, Walk{who, s.character(who).pos}, roll, "trap", oi)) return;
            avoided = roll.passed;
        }
        trapOutcome(s, who, oi, avoided, ev);
    }
}

void Rules::trapOutcome(GameState& s, int who, int object, bool avoided, Events& ev) {
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(object)];
    ev.push_back(ObjectChanged{object, avoided ? ObjectChange::TrapAvoided : ObjectChange::TrapSprung, who, 0, "R48"});
    if (avoided) return;
    const int w = d6(s, ev, who, def.trap_damage_dice, "trap", "R48");
    PendingDecision none;
    if (offerCancel(s, who, w, Walk{who, s.character(who).pos}, "trap", object, none.roll)) return;  // R27
    wound(s, who, w, -1, std::nullopt, w, 0, false, "R48", ev);
}

int Rules::jumpDifficulty(const GameState& s, int squares) {
    int d = rules(s).numbers.jump_difficulty;  // R43: 2, doubling per extra square
    for (int i = 1; i < squares; ++i) d *= 2;
    return d;
}

int GameState::jumpDifficulty(int squares) const { return Rules::jumpDifficulty(*this, squares); }

// ---- the action kind Jump (R43) ----

int Rules::costOf(const GameState&, const Jump&) { return 1; }
Rules::MovePath Rules::pathOf(const Jump& a) { return {{a.to, {}}, 1}; }  // the landing square
bool Rules::rollsDiceOf(const GameState&, const Jump&) { return true; }  // the Agility test
bool Rules::revealsOf(const GameState& s, const Jump& a) { return moveReveals(s, a.actor, pathOf(a)); }
void Rules::applyOf(GameState& s, const Jump& a, Events& ev) { applyMove(s, a, ev); }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Jump& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a))) return why;
    const CharacterState& c = s.character(a.actor);
    const int dx = a.to.x - c.pos.x, dy = a.to.y - c.pos.y;
    const int len = distance(c.pos, a.to);
    if (len < 2 || (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))) return refuse(s, RefusalKey::JumpLine);
    const int k = len - 1;
    if (k > kMaxJump) return refuse(s, RefusalKey::JumpTooLong, Num{kMaxJump});
    const int agility = s.effective(a.actor, Characteristic::Agility);
    const int need = jumpDifficulty(s, k);
    if (agility * agility < need) return refuse(s, RefusalKey::JumpAgility, Num{k}, Num{need}, Num{agility});
    const Pos step{dx / len, dy / len};
    const Board& b = s.board_;
    Pos p = c.pos;
    for (int i = 0; i < len; ++i) {
        const Pos next = p + step;
        // R37: the whole footprint moves along the line.
        for (Pos q : footprintAt(s, a.actor, next).squares())
            if (!b.inside(q)) return refuse(s, RefusalKey::OutsideBoard, Sq{q});
        if (!footprintStepAllowed(s, a.actor, p, next)) return refuse(s, RefusalKey::JumpDiagonal);
        if (i < k) {
            for (Pos q : footprintAt(s, a.actor, next).squares()) {
                if (b.isObstacle(q)) return refuse(s, RefusalKey::JumpObstacle, Sq{q});
                const int other = s.characterAt(q);
                if (other >= 0 && other != a.actor) return refuse(s, RefusalKey::JumpCharacter, Who{other}, Sq{q});
            }
        }
        p = next;
    }
    for (Pos q : footprintAt(s, a.actor, a.to).squares()) {
        if (!b.isWalkable(q)) return refuse(s, RefusalKey::JumpLand, Sq{q});
        const int other = s.characterAt(q);
        if (other >= 0 && other != a.actor) return refuse(s, RefusalKey::TakenBy, Sq{q}, Who{other});
    }
    return std::nullopt;
}

bool Rules::jumpOverAllowed(const GameState& s, int who, Pos from, Pos over) {
    const Board& b = s.board_;
    const Footprint fp = footprintAt(s, who, over);
    for (Pos q : fp.squares())
        if (!b.inside(q)) return false;
    if (!footprintStepAllowed(s, who, from, over)) return false;
    for (Pos q : fp.squares()) {
        if (b.isObstacle(q)) return false;
        const int other = s.characterAt(q);
        if (other >= 0 && other != who) return false;
    }
    return true;
}

bool Rules::jumpLandAllowed(const GameState& s, int who, Pos from, Pos to) {
    const Board& b = s.board_;
    const Footprint fp = footprintAt(s, who, to);
    for (Pos q : fp.squares())
        if (!b.inside(q)) return false;
    if (!footprintStepAllowed(s, who, from, to)) return false;
    for (Pos q : fp.squares()) {
        if (!b.isWalkable(q)) return false;
        const int other = s.characterAt(q);
        if (other >= 0 && other != who) return false;
    }
    return true;
}

void Rules::applyJump(GameState& s, const Jump& a, Events& ev) {
    // Called from continueMove once the block test (R12) is done; the AP is paid there.
    if (auto roll = rollActionTest(s, a, testOf(s, a), ev)) testOutcomeOf(s, a, *roll, ev);
}

Rules::TestSpec Rules::testOf(const GameState& s, const Jump& a) {
    return TestSpec{Characteristic::Agility, jumpDifficulty(s, distance(s.character(a.actor).pos, a.to) - 1), "jump",
                    "R43"};
}

void Rules::testOutcomeOf(GameState& s, const Jump& j, const TestRoll& roll, Events& ev) {
    const int who = j.actor;
    const Pos from = s.character(who).pos;
    if (roll.passed) {
        enterSquare(s, who, j.to, false, "R43", ev);
        return;
    }
    // R43: fall on one of the jumped squares at random (one D6 mapped evenly onto them); what is
    // there happens (lava kills R49, traps trigger with no test R48). Over one square there is
    // nothing to choose: no die.
    const int k = distance(from, j.to) - 1;
    const int die = k > 1 ? d6(s, ev, who, 1, "jump fall", "R43") : 1;
    enterSquare(s, who, fallSquare(from, j.to, die), true, "R43", ev, true);
}

Pos Rules::fallSquare(Pos from, Pos to, int die) {
    const int len = distance(from, to);
    const int k = len - 1;
    const Pos step{(to.x - from.x) / len, (to.y - from.y) / len};
    const int n = k > 1 ? 1 + ((die - 1) * k) / 6 : 1;
    return Pos{from.x + step.x * n, from.y + step.y * n};
}

double Rules::fallKills(const GameState& s, int who, Pos from, Pos to) {
    if (distance(from, to) < 2 || immaterial(s, who)) return 0.0;  // as enterSquare(): R38
    const Board& b = s.board_;
    const int dice_faces = distance(from, to) > 2 ? 6 : 1;  // over one square: no die
    int deadly = 0;
    for (int die = 1; die <= dice_faces; ++die) {
        bool lava = false;
        for (Pos q : footprintAt(s, who, fallSquare(from, to, die)).squares())
            lava = lava || (b.inside(q) && b.tile(q) == TileKind::Lava);
        if (lava) ++deadly;
    }
    return static_cast<double>(deadly) / dice_faces;
}

// ---- the test of a single-test action (R30 R40 R43 R51) and its R27 re-roll ----

std::optional<TestRoll> Rules::rollActionTest(GameState& s, const Action& a, const TestSpec& t, Events& ev) {
    const int who = actionActor(a);
    const TestRoll roll = test(s, ev, who, t.characteristic, t.difficulty, t.purpose, t.rule);
    if (roll.passed || s.character(who).destiny <= 0) return roll;
    PendingDecision d;  // R27: re-roll?
    d.kind = DecisionKind::DestinyReroll;
    d.owner = s.character(who).side;
    d.who = who;
    d.action = a;
    d.step = static_cast<int>(movePath(a).size());  // past the path: the action's own test, not a block test
    d.paid_from_waiting = s.d_.waiting_window ? 1 : 0;
    d.roll = roll;
    s.d_.pending = d;
    return std::nullopt;
}

// ---- the action kind Crush (R13) ----

int Rules::costOf(const GameState&, const Crush&) { return 0; }  // free
Rules::MovePath Rules::pathOf(const Crush& a) { return {{a.to, {}}, 1}; }
bool Rules::rollsDiceOf(const GameState& s, const Crush& a) {
    return moveRollsDice(s, a.actor, pathOf(a), false, 0);  // no block test; traps
}
bool Rules::revealsOf(const GameState& s, const Crush& a) { return moveReveals(s, a.actor, pathOf(a)); }
Rules::NoOwnTest Rules::testOf(const GameState&, const Crush&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Crush& a) {
    if (auto why = checkActor(s, a.actor, costOf(s, a), Acting::notWhileWaiting())) return why;
    if (!s.d_.crush || s.d_.crush->actor != a.actor || s.d_.crush->to != a.to) return refuse(s, RefusalKey::CrushNotNow);
    for (Pos q : footprintAt(s, a.actor, a.to).squares()) {  // R37: the whole footprint
        const int other = s.characterAt(q);
        if (other >= 0 && other != a.actor) return refuse(s, RefusalKey::CrushTaken, Sq{q});
        if (!s.board_.isWalkable(q)) return refuse(s, RefusalKey::CrushBlocked, Sq{q});
    }
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Crush& a, Events& ev) {
    s.d_.crush.reset();
    enterSquare(s, a.actor, a.to, false, "R13", ev);  // free, no block test
}

}  // namespace cata
