// Objects and other actions (rulebook "Open or close a door", "Take or give an object", "Pick
// a lock", "Waiting", "Drinking a potion barrel", "Breaking down a door", quests): R26 potions,
// R30 breaking free of a web, R40 doors, R41 objects, R42 waiting, R50 chests and cells,
// R51 quest special actions, R52 leaving the board through an exit.
#include <algorithm>

#include "rules.h"

namespace cata {

namespace {

bool isDoorLike(ObjectKind k) { return k == ObjectKind::Door || k == ObjectKind::Cell || k == ObjectKind::Chest; }

void collectExits(const Condition& c, std::vector<const Condition*>& out) {
    if (c.type == ConditionType::AllHeroesOut || c.type == ConditionType::ItemCarriedOut) out.push_back(&c);
    for (const Condition& sub : c.of) collectExits(sub, out);
}

}  // namespace

bool Rules::exitSquare(const GameState& s, Pos p) {
    std::vector<const Condition*> exits;
    for (const Condition& c : quest(s).victory) collectExits(c, exits);
    for (const Condition* c : exits) {
        if (std::find(c->squares.begin(), c->squares.end(), p) != c->squares.end()) return true;
        if (!c->zone.empty()) {
            const ZoneDef* z = quest(s).zone(c->zone);
            if (z && std::binary_search(z->squares.begin(), z->squares.end(), p)) return true;
        }
    }
    return false;
}

std::optional<ActionRefusal> Rules::checkObjectReach(const GameState& s, int who, int object) {
    const QuestDef& q = quest(s);
    if (object < 0 || object >= static_cast<int>(q.objects.size())) return refuse(s, RefusalKey::NoObject, Num{object});
    const Pos at = q.objects[static_cast<std::size_t>(object)].at;
    if (!touching(s, footprint(s, who), Footprint{at}))  // R10, R37: from any square
        return refuse(s, RefusalKey::ObjectNotAdjacent, Obj{object}, Who{who});
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkItem(const GameState& s, int item) {
    if (item < 0 || item >= static_cast<int>(s.d_.items.size())) return refuse(s, RefusalKey::NoItem, Num{item});
    if (s.d_.items[static_cast<std::size_t>(item)].used) return refuse(s, RefusalKey::ItemUsedUp, It{item});
    return std::nullopt;
}

void Rules::openObject(GameState& s, int object, int who, const std::string& rule, Events& ev) {
    ObjectState& st = s.d_.objects[static_cast<std::size_t>(object)];
    st.open = true;
    st.locked = false;
    syncBoard(s);
    ev.push_back(ObjectChanged{object, ObjectChange::Opened, who, 0, rule});
    if (who < 0) return;
    // R50: what a chest or cell holds goes to the one who opened it (Robbery: the gem).
    for (std::size_t i = 0; i < s.d_.items.size(); ++i) {
        ItemState& it = s.d_.items[i];
        if (it.container != object || it.potion) continue;
        it.container = -1;
        it.holder = who;
        ev.push_back(ItemMoved{static_cast<int>(i), -1, who, "R50"});
    }
}

// ---- the action kinds OpenDoor, CloseDoor, PickLock, BreakDoor (R40, R50) ----

int Rules::costOf(const GameState&, const OpenDoor&) { return 1; }
int Rules::costOf(const GameState&, const CloseDoor&) { return 1; }
int Rules::costOf(const GameState&, const PickLock&) { return 1; }
int Rules::costOf(const GameState&, const BreakDoor&) { return 1; }

bool Rules::rollsDiceOf(const GameState&, const OpenDoor&) { return false; }
bool Rules::rollsDiceOf(const GameState&, const CloseDoor&) { return false; }
bool Rules::rollsDiceOf(const GameState&, const PickLock&) { return true; }    // the Dexterity test
bool Rules::rollsDiceOf(const GameState&, const BreakDoor&) { return false; }  // fixed damage, no roll (R40)

bool Rules::revealsOf(const GameState&, const OpenDoor&) { return false; }
Rules::MovePath Rules::pathOf(const OpenDoor&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const OpenDoor&) { return {}; }
bool Rules::revealsOf(const GameState&, const CloseDoor&) { return false; }
Rules::MovePath Rules::pathOf(const CloseDoor&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const CloseDoor&) { return {}; }
bool Rules::revealsOf(const GameState&, const PickLock&) { return false; }
Rules::MovePath Rules::pathOf(const PickLock&) { return {}; }
bool Rules::revealsOf(const GameState&, const BreakDoor&) { return false; }
Rules::MovePath Rules::pathOf(const BreakDoor&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const BreakDoor&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const OpenDoor& o) {  // R40, R50
    if (auto why = checkActor(s, o.actor, costOf(s, o))) return why;
    if (auto why = checkObjectReach(s, o.actor, o.object)) return why;
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(o.object)];
    const ObjectState& st = s.d_.objects[static_cast<std::size_t>(o.object)];
    if (def.kind == ObjectKind::SecretDoor) return refuse(s, RefusalKey::SecretByHand, Obj{o.object});
    if (!isDoorLike(def.kind)) return refuse(s, RefusalKey::NotADoor, Obj{o.object});
    if (st.open || st.broken) return refuse(s, RefusalKey::AlreadyOpen, Obj{o.object});
    if (st.locked) return refuse(s, RefusalKey::Locked, Obj{o.object});
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const CloseDoor& o) {  // R40
    if (auto why = checkActor(s, o.actor, costOf(s, o))) return why;
    if (auto why = checkObjectReach(s, o.actor, o.object)) return why;
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(o.object)];
    const ObjectState& st = s.d_.objects[static_cast<std::size_t>(o.object)];
    if (def.kind != ObjectKind::Door && def.kind != ObjectKind::Cell)
        return refuse(s, RefusalKey::CannotClose, Obj{o.object});
    if (st.broken) return refuse(s, RefusalKey::BrokenDown, Obj{o.object});
    if (!st.open) return refuse(s, RefusalKey::AlreadyClosed, Obj{o.object});
    if (s.characterAt(def.at) >= 0) return refuse(s, RefusalKey::StandsIn, Who{s.characterAt(def.at)}, Obj{o.object});
    for (const ItemState& it : s.d_.items)
        if (it.at == def.at && it.holder < 0 && !it.used) return refuse(s, RefusalKey::SomethingLiesIn, Obj{o.object});
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const PickLock& o) {  // R40
    if (auto why = checkActor(s, o.actor, costOf(s, o))) return why;
    if (auto why = checkObjectReach(s, o.actor, o.object)) return why;
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(o.object)];
    const ObjectState& st = s.d_.objects[static_cast<std::size_t>(o.object)];
    if (!isDoorLike(def.kind) || !st.locked) return refuse(s, RefusalKey::NotLocked, Obj{o.object});
    if (!def.pickable) return refuse(s, RefusalKey::Unpickable, Obj{o.object});
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const BreakDoor& o) {  // R40
    if (auto why = checkActor(s, o.actor, costOf(s, o))) return why;
    if (auto why = checkObjectReach(s, o.actor, o.object)) return why;
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(o.object)];
    const ObjectState& st = s.d_.objects[static_cast<std::size_t>(o.object)];
    if (!isDoorLike(def.kind) || !st.locked) return refuse(s, RefusalKey::NotLocked, Obj{o.object});
    if (!def.breakable) return refuse(s, RefusalKey::Unbreakable, Obj{o.object});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const OpenDoor& o, Events& ev) {
    pay(s, o.actor, costOf(s, o));
    openObject(s, o.object, o.actor, "R40", ev);
}

void Rules::applyOf(GameState& s, const CloseDoor& c, Events& ev) {
    pay(s, c.actor, costOf(s, c));
    s.d_.objects[static_cast<std::size_t>(c.object)].open = false;
    syncBoard(s);
    ev.push_back(ObjectChanged{c.object, ObjectChange::Closed, c.actor, 0, "R40"});
}

void Rules::applyOf(GameState& s, const PickLock& p, Events& ev) {
    pay(s, p.actor, costOf(s, p));
    if (auto roll = rollActionTest(s, p, testOf(s, p), ev)) testOutcomeOf(s, p, *roll, ev);
}

Rules::TestSpec Rules::testOf(const GameState& s, const PickLock& p) {
    return TestSpec{Characteristic::Dexterity, quest(s).objects[static_cast<std::size_t>(p.object)].lock_difficulty,
                    "lock", "R40"};
}

void Rules::testOutcomeOf(GameState& s, const PickLock& p, const TestRoll& roll, Events& ev) {
    if (!roll.passed) return;  // R40: a success unlocks and opens
    ev.push_back(ObjectChanged{p.object, ObjectChange::LockPicked, p.actor, 0, "R40"});
    openObject(s, p.object, p.actor, "R40", ev);
}

std::optional<DoorBlow> GameState::doorBlow(const BreakDoor& b) const {
    if (!Rules::validCharacter(*this, b.actor) || b.object < 0 || b.object >= static_cast<int>(d_.objects.size()))
        return std::nullopt;
    // R40: melee damage against a still target with no location, armour 2, 8 HP; damage
    // carries over between attempts. No critical (R21 not against elements).
    const RuleNumbers& n = content_->ruleset.numbers;
    DoorBlow out;
    out.armour = n.door_armour;
    out.hp = n.door_hp;
    out.hp_left = std::max(0, n.door_hp - d_.objects[static_cast<std::size_t>(b.object)].damage);
    out.melee = meleeDamage(b.actor);
    out.damage = std::max(0, out.melee - n.door_armour);
    if (out.damage > 0) out.blows = (out.hp_left + out.damage - 1) / out.damage;
    return out;
}

void Rules::applyOf(GameState& s, const BreakDoor& b, Events& ev) {
    const int who = b.actor;
    pay(s, who, costOf(s, b));
    const int dealt = s.doorBlow(b)->damage;
    ObjectState& st = s.d_.objects[static_cast<std::size_t>(b.object)];
    st.damage += dealt;
    ev.push_back(ObjectChanged{b.object, ObjectChange::Damaged, who, dealt, "R40"});
    if (st.damage >= rules(s).numbers.door_hp) {
        st.broken = true;
        ev.push_back(ObjectChanged{b.object, ObjectChange::BrokenDown, who, 0, "R40"});
        openObject(s, b.object, who, "R40", ev);
    }
}

// ---- the action kinds Take, Give (R41) ----

int Rules::costOf(const GameState&, const Take&) { return 1; }
int Rules::costOf(const GameState&, const Give&) { return 1; }
bool Rules::rollsDiceOf(const GameState&, const Take&) { return false; }
bool Rules::rollsDiceOf(const GameState&, const Give&) { return false; }
bool Rules::revealsOf(const GameState&, const Take&) { return false; }
Rules::MovePath Rules::pathOf(const Take&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Take&) { return {}; }
bool Rules::revealsOf(const GameState&, const Give&) { return false; }
Rules::MovePath Rules::pathOf(const Give&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Give&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Take& t) {  // R41
    const int who = t.actor;
    if (auto why = checkActor(s, who, costOf(s, t))) return why;
    if (auto why = checkItem(s, t.item)) return why;
    const ItemState& it = s.d_.items[static_cast<std::size_t>(t.item)];
    if (it.holder == who) return refuse(s, RefusalKey::AlreadyCarries, Who{who}, It{t.item});
    if (it.holder >= 0) {
        const CharacterState& h = s.character(it.holder);
        if (h.side != s.character(who).side) return refuse(s, RefusalKey::NotAllyR41, Who{it.holder});
        if (h.presence != Presence::OnBoard && h.presence != Presence::Down)
            return refuse(s, RefusalKey::NotOnBoard, Who{it.holder});
        if (gap(s, it.holder, who) != 1) return refuse(s, RefusalKey::NotAdjacent, Who{it.holder});
        return std::nullopt;
    }
    if (it.container >= 0) {
        if (auto why = checkObjectReach(s, who, it.container)) return why;
        const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(it.container)];
        const ObjectState& st = s.d_.objects[static_cast<std::size_t>(it.container)];
        if (def.kind != ObjectKind::Barrel && !st.open && !st.broken)
            return refuse(s, RefusalKey::ContainerClosed, Obj{it.container});
        return std::nullopt;
    }
    if (it.at && distance(Footprint{*it.at}, footprint(s, who)) <= 1) return std::nullopt;
    return refuse(s, RefusalKey::ItemOutOfReach, It{t.item});
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Give& g) {  // R41
    const int who = g.actor;
    if (auto why = checkActor(s, who, costOf(s, g))) return why;
    if (auto why = checkItem(s, g.item)) return why;
    if (s.d_.items[static_cast<std::size_t>(g.item)].holder != who)
        return refuse(s, RefusalKey::DoesNotCarry, Who{who}, It{g.item});
    if (!validCharacter(s, g.to) || g.to == who) return refuse(s, RefusalKey::NoOneToGiveTo);
    const CharacterState& t = s.character(g.to);
    if (t.side != s.character(who).side) return refuse(s, RefusalKey::NotAllyR41, Who{g.to});
    if (t.presence != Presence::OnBoard) return refuse(s, RefusalKey::CannotTakeIt, Who{g.to});
    if (gap(s, g.to, who) != 1) return refuse(s, RefusalKey::NotAdjacent, Who{g.to});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Take& t, Events& ev) {
    const int who = t.actor;
    pay(s, who, costOf(s, t));
    ItemState& it = s.d_.items[static_cast<std::size_t>(t.item)];
    const int from = it.holder;
    if (it.container >= 0 && quest(s).objects[static_cast<std::size_t>(it.container)].kind == ObjectKind::Barrel) {
        s.d_.objects[static_cast<std::size_t>(it.container)].removed = true;  // R26: the barrel is carried
        syncBoard(s);
    }
    it.container = -1;
    it.at.reset();
    it.holder = who;
    ev.push_back(ItemMoved{t.item, from, who, "R41"});
}

void Rules::applyOf(GameState& s, const Give& g, Events& ev) {
    pay(s, g.actor, costOf(s, g));
    s.d_.items[static_cast<std::size_t>(g.item)].holder = g.to;
    ev.push_back(ItemMoved{g.item, g.actor, g.to, "R41"});
}

// ---- the action kinds Drink, Pour (R26) ----

int Rules::costOf(const GameState&, const Drink&) { return 1; }
int Rules::costOf(const GameState&, const Pour&) { return 1; }
bool Rules::rollsDiceOf(const GameState&, const Drink&) { return true; }  // the potion's dice
bool Rules::rollsDiceOf(const GameState&, const Pour&) { return true; }
bool Rules::revealsOf(const GameState&, const Drink&) { return false; }
Rules::MovePath Rules::pathOf(const Drink&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Drink&) { return {}; }
bool Rules::revealsOf(const GameState&, const Pour&) { return false; }
Rules::MovePath Rules::pathOf(const Pour&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Pour&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Drink& dr) {  // R26
    const int who = dr.actor;
    if (auto why = checkActor(s, who, costOf(s, dr))) return why;
    if (auto why = checkItem(s, dr.item)) return why;
    const ItemState& it = s.d_.items[static_cast<std::size_t>(dr.item)];
    if (it.holder != who) return refuse(s, RefusalKey::DoesNotCarry, Who{who}, It{dr.item});
    if (!it.potion) return refuse(s, RefusalKey::NotAPotion, It{dr.item});
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Pour& p) {  // R26
    const int who = p.actor;
    if (auto why = checkActor(s, who, costOf(s, p))) return why;
    if (auto why = checkItem(s, p.item)) return why;
    const ItemState& it = s.d_.items[static_cast<std::size_t>(p.item)];
    if (it.holder != who) return refuse(s, RefusalKey::DoesNotCarry, Who{who}, It{p.item});
    if (!it.potion) return refuse(s, RefusalKey::NotAPotion, It{p.item});
    if (!validCharacter(s, p.target) || p.target == who) return refuse(s, RefusalKey::NoOneToPourFor);
    const CharacterState& t = s.character(p.target);
    if (t.side != s.character(who).side) return refuse(s, RefusalKey::NotAnAlly, Who{p.target});
    if (t.presence != Presence::Down) return refuse(s, RefusalKey::NotDown, Who{p.target});
    if (gap(s, p.target, who) != 1) return refuse(s, RefusalKey::NotAdjacent, Who{p.target});
    if (t.duel_with >= 0) return refuse(s, RefusalKey::InADuel, Who{p.target});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Drink& dr, Events& ev) {
    pay(s, dr.actor, costOf(s, dr));
    usePotion(s, dr.actor, dr.item, dr.actor, ev);
}

void Rules::applyOf(GameState& s, const Pour& p, Events& ev) {
    pay(s, p.actor, costOf(s, p));
    usePotion(s, p.actor, p.item, p.target, ev);
}

void Rules::usePotion(GameState& s, int who, int item, int target, Events& ev) {
    ItemState& it = s.d_.items[static_cast<std::size_t>(item)];
    it.used = true;
    it.holder = -1;
    ev.push_back(ItemMoved{item, who, -1, "R26"});
    int amount = d6(s, ev, target, rules(s).numbers.potion_dice, "potion", "R26");
    if (target != who)  // skill "heal_bonus": every heal this character gives
        for (const Skill& sk : s.card(who).skills)
            for (const SkillEffect& se : sk.effects)
                if (se.type == SkillEffectType::HealBonus) amount += se.amount;
    heal(s, target, amount, "R26", ev);
    if (s.character(target).poisoned) {  // R31: potions cure
        mutableCharacter(s, target).poisoned = false;
        ev.push_back(StatusChanged{target, StatusChange::Cured, 0, "R31"});
    }
}

// ---- the action kind Wait (R42) ----

int Rules::costOf(const GameState& s, const Wait&) { return rules(s).numbers.waiting_ap_per_point; }
bool Rules::rollsDiceOf(const GameState&, const Wait&) { return false; }
bool Rules::revealsOf(const GameState&, const Wait&) { return false; }
Rules::MovePath Rules::pathOf(const Wait&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Wait&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Wait& w) {
    if (auto why = checkActor(s, w.actor, costOf(s, w), Acting::notWhileWaiting())) return why;
    if (s.character(w.actor).side != Side::Heroes) return refuse(s, RefusalKey::HeroesOnlyWait);
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Wait& w, Events& ev) {
    pay(s, w.actor, costOf(s, w));
    mutableCharacter(s, w.actor).waiting += 1;  // R42: 2 AP bank 1 waiting point
    ev.push_back(WaitingBanked{w.actor, s.character(w.actor).waiting, "R42"});
}

// ---- the action kind SpecialAction (R51) ----

int Rules::costOf(const GameState& s, const SpecialAction& a) {
    const auto& list = quest(s).special_actions;
    return a.action >= 0 && a.action < static_cast<int>(list.size()) ? list[static_cast<std::size_t>(a.action)].ap : 1;
}
bool Rules::rollsDiceOf(const GameState&, const SpecialAction&) { return true; }  // its test
bool Rules::revealsOf(const GameState&, const SpecialAction&) { return false; }
Rules::MovePath Rules::pathOf(const SpecialAction&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const SpecialAction& sa) {
    const int who = sa.actor;
    if (auto why = checkActor(s, who, costOf(s, sa))) return why;
    const QuestDef& q = quest(s);
    if (sa.action < 0 || sa.action >= static_cast<int>(q.special_actions.size()))
        return refuse(s, RefusalKey::NoSpecialAction, Num{sa.action});
    const SpecialActionDef& def = q.special_actions[static_cast<std::size_t>(sa.action)];
    if (def.heroes != (s.character(who).side == Side::Heroes))
        return refuse(s, RefusalKey::SpecialOtherSide, Special{sa.action});
    if (!def.repeatable && std::find(s.d_.special_succeeded.begin(), s.d_.special_succeeded.end(), sa.action) !=
                               s.d_.special_succeeded.end())
        return refuse(s, RefusalKey::SpecialDone, Special{sa.action});
    switch (def.where) {
        case WhereKind::Anywhere:
            break;
        case WhereKind::AdjacentTo: {
            const ObjectDef* o = q.object(def.where_target);
            if (!o || distance(Footprint{o->at}, footprint(s, who)) != 1)  // R37: from any square
                return refuse(s, RefusalKey::SpecialAdjacent, Special{sa.action}, ObjId{def.where_target});
            break;
        }
        case WhereKind::SameZoneAs: {
            const ObjectDef* o = q.object(def.where_target);
            const ZoneDef* z = o ? q.zoneAt(o->at) : nullptr;
            if (!inZone(s, who, z))
                return refuse(s, RefusalKey::SpecialSameZone, Special{sa.action}, ObjId{def.where_target});
            break;
        }
        case WhereKind::InZone: {
            const ZoneDef* z = q.zone(def.where_target);
            if (!inZone(s, who, z))
                return refuse(s, RefusalKey::SpecialInZone, Special{sa.action}, ZoneId{def.where_target});
            break;
        }
    }
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const SpecialAction& sa, Events& ev) {
    pay(s, sa.actor, costOf(s, sa));
    if (auto roll = rollActionTest(s, sa, testOf(s, sa), ev)) testOutcomeOf(s, sa, *roll, ev);
}

Rules::TestSpec Rules::testOf(const GameState& s, const SpecialAction& sa) {
    const SpecialActionDef& def = quest(s).special_actions[static_cast<std::size_t>(sa.action)];
    return TestSpec{def.characteristic, def.difficulty, def.id, "R51"};
}

void Rules::testOutcomeOf(GameState& s, const SpecialAction& sa, const TestRoll& roll, Events& ev) {
    const int who = sa.actor;
    const QuestDef& q = quest(s);
    const SpecialActionDef& def = q.special_actions[static_cast<std::size_t>(sa.action)];
    const bool ok = roll.passed;
    ev.push_back(SpecialActionTried{who, sa.action, ok, "R51"});
    if (!ok) return;
    if (std::find(s.d_.special_succeeded.begin(), s.d_.special_succeeded.end(), sa.action) ==
        s.d_.special_succeeded.end())
        s.d_.special_succeeded.push_back(sa.action);
    for (const QuestEffect& e : def.on_success) {
        if (e.type == QuestEffectType::Open) {
            for (std::size_t i = 0; i < q.objects.size(); ++i)
                if (q.objects[i].id == e.target) openObject(s, static_cast<int>(i), who, "R51", ev);
        } else {
            for (std::size_t i = 0; i < s.d_.items.size(); ++i)
                if (s.d_.items[i].id == e.target && !s.d_.items[i].used) {
                    ItemState& it = s.d_.items[i];
                    const int from = it.holder;
                    it.holder = who;
                    it.container = -1;
                    it.at.reset();
                    ev.push_back(ItemMoved{static_cast<int>(i), from, who, "R51"});
                }
        }
    }
}

// ---- the action kind Exit (R52) ----

int Rules::costOf(const GameState&, const Exit&) { return 1; }
bool Rules::rollsDiceOf(const GameState&, const Exit&) { return false; }
bool Rules::revealsOf(const GameState&, const Exit&) { return false; }
Rules::MovePath Rules::pathOf(const Exit&) { return {}; }
Rules::NoOwnTest Rules::testOf(const GameState&, const Exit&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const Exit& e) {
    if (auto why = checkActor(s, e.actor, costOf(s, e))) return why;
    const CharacterState& me = s.character(e.actor);
    if (me.side != Side::Heroes) return refuse(s, RefusalKey::HeroesOnlyExit);
    if (!exitSquare(s, me.pos)) return refuse(s, RefusalKey::NotOnExit, Who{e.actor});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const Exit& e, Events& ev) {
    const int who = e.actor;
    pay(s, who, costOf(s, e));
    CharacterState& leaver = mutableCharacter(s, who);
    leaver.presence = Presence::Exited;
    leaver.exited_at = leaver.pos;
    leaver.ap = 0;
    for (int item : s.carried(who)) s.d_.items[static_cast<std::size_t>(item)].carried_out = true;
    ev.push_back(StatusChanged{who, StatusChange::Exited, 0, "R52"});
}

// ---- the action kind BreakFree (R30) ----

int Rules::costOf(const GameState&, const BreakFree&) { return 1; }
bool Rules::rollsDiceOf(const GameState&, const BreakFree&) { return true; }  // the Strength test
bool Rules::revealsOf(const GameState&, const BreakFree&) { return false; }
Rules::MovePath Rules::pathOf(const BreakFree&) { return {}; }

std::optional<ActionRefusal> Rules::checkOf(const GameState& s, const BreakFree& b) {
    if (auto why = checkActor(s, b.actor, costOf(s, b), Acting::whileWebbed())) return why;
    if (s.character(b.actor).webbed <= 0) return refuse(s, RefusalKey::NotWebbed, Who{b.actor});
    return std::nullopt;
}

void Rules::applyOf(GameState& s, const BreakFree& b, Events& ev) {
    pay(s, b.actor, costOf(s, b));
    if (auto roll = rollActionTest(s, b, testOf(s, b), ev)) testOutcomeOf(s, b, *roll, ev);
}

Rules::TestSpec Rules::testOf(const GameState& s, const BreakFree& b) {
    return TestSpec{Characteristic::Strength, s.character(b.actor).webbed, "web", "R30"};
}

void Rules::testOutcomeOf(GameState& s, const BreakFree& b, const TestRoll& roll, Events& ev) {
    if (!roll.passed) return;
    mutableCharacter(s, b.actor).webbed = 0;
    ev.push_back(StatusChanged{b.actor, StatusChange::BrokeFree, 0, "R30"});
}

}  // namespace cata
