// GameState, the state itself: its queries (characters, cards, effective characteristics,
// attack profiles, the board as text) and the helpers the rules files share (rules.h). The
// rest of GameState is in its own files: game_setup.cpp (construction), legal_actions.cpp,
// action_rules.cpp (checks and apply), sight.cpp, footprints.cpp; the rules themselves in the
// topic files (movement.cpp, combat.cpp, objects.cpp, turn.cpp, decisions.cpp, solo.cpp,
// victory.cpp).
#include "cata/core/game_state.h"

#include <algorithm>

#include "rules.h"

namespace cata {

// ---------------------------------------------------------------------------------------------
// GameContent

int GameContent::cardIndex(const std::string& id) const {
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id) return static_cast<int>(i);
    return -1;
}

const Spell* GameContent::spell(const std::string& id) const {
    for (const auto& s : spells)
        if (s.id == id) return &s;
    return nullptr;
}

bool GameState::operator==(const GameState& o) const {
    const bool same_content = content_ == o.content_ || (content_ && o.content_ && *content_ == *o.content_);
    return same_content && d_ == o.d_ && board_ == o.board_;
}

// ---------------------------------------------------------------------------------------------
// Queries

std::optional<Side> GameState::toMove() const {
    if (isOver()) return std::nullopt;
    return Rules::decider(*this);
}

int GameState::turnLimit() const {
    const int q = content_->quest.turn_limit;
    return q > 0 ? q : content_->ruleset.numbers.default_turn_limit;
}

const CharacterCard& GameState::card(int who) const {
    return content_->cards[static_cast<std::size_t>(character(who).card_index)];
}

int GameState::characterIndex(const std::string& id) const {
    for (std::size_t i = 0; i < d_.characters.size(); ++i)
        if (d_.characters[i].id == id) return static_cast<int>(i);
    return -1;
}

int GameState::characterAt(Pos p) const {
    if (Rules::Scope* scope = Rules::scopeOf(*this); scope && board_.inside(p)) {
        // The index, built at the first look: the first character in index order on each
        // square, as the scan below finds it (R37: every square of the footprint).
        const int w = board_.width();
        if (scope->at.empty()) {
            scope->at.assign(static_cast<std::size_t>(w * board_.height()), -1);
            for (int i = static_cast<int>(d_.characters.size()) - 1; i >= 0; --i) {
                const CharacterState& c = d_.characters[static_cast<std::size_t>(i)];
                if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
                for (Pos q : Rules::footprint(*this, i).squares())
                    if (board_.inside(q)) scope->at[static_cast<std::size_t>(q.y * w + q.x)] = i;
            }
        }
        return scope->at[static_cast<std::size_t>(p.y * w + p.x)];
    }
    for (std::size_t i = 0; i < d_.characters.size(); ++i) {
        const CharacterState& c = d_.characters[i];
        if ((c.presence == Presence::OnBoard || c.presence == Presence::Down) &&
            Rules::footprint(*this, static_cast<int>(i)).contains(p))  // R37: every square of the footprint
            return static_cast<int>(i);
    }
    return -1;
}

std::vector<int> GameState::carried(int who) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < d_.items.size(); ++i)
        if (d_.items[i].holder == who && !d_.items[i].used) out.push_back(static_cast<int>(i));
    return out;
}

int GameState::figures(int who) const {
    const CharacterCard& c = card(who);
    if (!c.has(SpecialRuleId::Swarm)) return 1;
    const int per = std::max(1, c.characteristics[Characteristic::HealthPoints]);
    const int hp = std::max(0, character(who).hp);
    return std::max(1, (hp + per - 1) / per);  // R33
}

int GameState::maxHp(int who) const {
    const CharacterCard& c = card(who);
    const int hp = c.characteristics[Characteristic::HealthPoints];
    return c.has(SpecialRuleId::Swarm) ? hp * std::max(1, c.level(SpecialRuleId::Swarm)) : hp;  // R33
}

int GameState::effective(int who, Characteristic ch) const { return Rules::characteristic(*this, who, ch); }

int Rules::characteristic(const GameState& s, int who, Characteristic ch, std::vector<Modifier>* parts, bool dice) {
    const CharacterCard& c = s.card(who);
    const std::string key(characteristicKey(ch));
    auto add = [&](int delta, ModifierKey k, std::string ref, int n, const char* rule) {
        if (parts && delta != 0) parts->push_back(Modifier{k, who, std::move(ref), n, rule, delta, dice});
    };
    int v = c.characteristics[ch];
    if (parts)  // the card's value, even 0
        parts->push_back(Modifier{ModifierKey::Characteristic, who, key, 0, "", v, dice});
    for (const Skill& sk : c.skills)
        for (const SkillEffect& e : sk.effects)
            if (e.type == SkillEffectType::CharacteristicBonus && e.characteristic == ch) {
                v += e.amount;
                add(e.amount, ModifierKey::Skill, sk.id, 0, "");
            }
    for (const Buff& b : s.character(who).buffs)
        if (b.characteristic == ch && b.last_turn >= s.d_.turn) {
            v += b.amount;
            add(b.amount, ModifierKey::Buff, key, 0, "R23");
        }
    // R33: +1 M.At and Defence per figure after the first (new figures count from the next turn).
    if (ch == Characteristic::MeleeAttack || ch == Characteristic::Defence) {
        const int figures = bonusFigures(s, who);
        v += figures;
        add(figures, ModifierKey::SwarmFigures, "", figures, "R33");
    }
    add(-std::min(0, v), ModifierKey::NotBelowZero, key, 0, "");
    return std::max(0, v);
}

int GameState::meleeDamage(int who) const {
    const CharacterCard& c = card(who);
    return c.melee_damage + Rules::bonusFigures(*this, who);  // R33
}

bool GameState::stillTarget(int who) const {
    const CharacterState& c = character(who);
    return c.webbed > 0 || c.hp <= 0 || c.presence == Presence::Down;  // R18
}

bool GameState::able(int who) const { return character(who).presence == Presence::OnBoard; }

Presence GameState::fallsTo(int who) const {
    if (character(who).side == Side::Heroes) return Presence::Down;  // R25
    // R24: off the board; back as a reinforcement while another leader stays on the board.
    if (card(who).formation == Formation::MasterLeader) return Presence::Dead;
    for (int i = 0; i < static_cast<int>(d_.characters.size()); ++i)
        if (i != who && character(i).side == Side::Master && character(i).presence == Presence::OnBoard &&
            card(i).formation == Formation::MasterLeader)
            return Presence::Casualty;
    return Presence::Dead;
}

int GameState::shots(const Action& a, std::string* skill) const {
    if (skill) skill->clear();
    int actor = -1;
    if (const auto* s = std::get_if<Shot>(&a))
        actor = s->actor;
    else if (const auto* ss = std::get_if<SharpShot>(&a))
        actor = ss->actor;
    if (actor < 0 || actor >= static_cast<int>(d_.characters.size())) return 0;
    // R42: a shot paid with waiting points (the window of the Master's turn).
    if (!d_.waiting_window) return 1;
    for (const Skill& sk : card(actor).skills)
        for (const SkillEffect& e : sk.effects)
            if (e.type == SkillEffectType::DoubleShotWhenWaiting) {
                if (skill) *skill = sk.id;
                return 2;
            }
    return 1;
}

bool GameState::holds(const Condition& c) const { return Rules::holds(*this, c); }

std::optional<AttackProfile> GameState::attackProfile(const Action& a) const {
    int attacker = -1, target = -1, multiplier = 1;
    bool shot = false;
    if (auto* m = std::get_if<Melee>(&a)) attacker = m->actor, target = m->target;
    else if (auto* p = std::get_if<PowerfulAttack>(&a)) attacker = p->actor, target = p->target, multiplier = 2;
    else if (auto* sh = std::get_if<Shot>(&a)) attacker = sh->actor, target = sh->target, shot = true;
    else if (auto* ss = std::get_if<SharpShot>(&a)) attacker = ss->actor, target = ss->target, shot = true, multiplier = 2;
    if (attacker < 0 || !Rules::validCharacter(*this, attacker) || !Rules::validCharacter(*this, target))
        return std::nullopt;
    const CharacterCard& ac = card(attacker);
    const CharacterCard& tc = card(target);
    AttackProfile p = attackProfileDefaults(content_->ruleset);
    p.multiplier = multiplier;  // R16, R20
    p.armour = tc.armour;
    p.critical_enabled = d_.options.critical_hit;  // R21
    if (shot) {
        p.dice = Rules::characteristic(*this, attacker, Characteristic::Shoot, &p.modifiers, true);
        p.difficulty = Rules::shotDifficulty(*this, attacker, target, &p.modifiers);  // R19
        p.damage = ac.shot_damage;
    } else {
        p.dice = Rules::characteristic(*this, attacker, Characteristic::MeleeAttack, &p.modifiers, true);
        p.auto_hit = stillTarget(target);  // R18
        // R17: -1 Defence per attacker after the first from a different square this turn.
        std::vector<Pos> squares;
        for (const MeleeReceived& r : character(target).melee_received) squares.push_back(r.from);
        squares.push_back(character(attacker).pos);
        std::sort(squares.begin(), squares.end());
        squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
        const int defence = Rules::characteristic(*this, target, Characteristic::Defence, &p.modifiers);
        const int others = static_cast<int>(squares.size()) - 1;
        p.difficulty = std::max(0, defence - others);
        if (others > 0)
            p.modifiers.push_back(Modifier{ModifierKey::OtherSquares, -1, "", others, "R17", p.difficulty - defence, false});
        p.damage = meleeDamage(attacker);
    }
    // R38: immaterial targets only take wounds from magic weapons; immaterial attackers
    // ignore armour that is not magic.
    if (tc.has(SpecialRuleId::Immaterial) && !ac.has(SpecialRuleId::MagicWeapon)) p.cannot_wound = true;
    if (ac.has(SpecialRuleId::Immaterial) && !tc.has(SpecialRuleId::MagicArmour)) p.ignore_armour = true;
    return p;
}

std::string GameState::toString() const {
    std::string out;
    const QuestDef& q = content_->quest;
    for (int y = 0; y < q.height; ++y) {
        for (int x = 0; x < q.width; ++x) {
            const Pos p{x, y};
            const int who = characterAt(p);
            if (who >= 0) {
                out += who < 10 ? static_cast<char>('0' + who) : static_cast<char>('a' + (who - 10) % 26);
                continue;
            }
            switch (board_.tile(p)) {
                case TileKind::Void: out += ' '; break;
                case TileKind::Wall: out += '#'; break;
                case TileKind::Rubble: out += '%'; break;
                case TileKind::Lava: out += '~'; break;
                case TileKind::Trap: out += '^'; break;
                case TileKind::HiddenTrap: out += ';'; break;
                case TileKind::DoorOpen: out += '\''; break;
                case TileKind::DoorClosed: out += '+'; break;
                case TileKind::DoorLocked: out += 'L'; break;
                case TileKind::SecretDoor: out += 'S'; break;
                case TileKind::Cell: out += 'C'; break;
                case TileKind::CellOpen: out += 'c'; break;
                case TileKind::Chest: out += '$'; break;
                case TileKind::ChestLocked: out += '&'; break;
                case TileKind::Barrel: out += 'o'; break;
                case TileKind::Reinforcement: out += 'R'; break;
                case TileKind::Floor: out += '.'; break;
            }
        }
        out += '\n';
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

void Rules::syncBoard(GameState& s) {
    const QuestDef& q = quest(s);
    for (std::size_t i = 0; i < q.objects.size() && i < s.d_.objects.size(); ++i)
        if (s.board_.inside(q.objects[i].at)) s.board_.setTile(q.objects[i].at, objectTile(s, static_cast<int>(i)));
}

TileKind Rules::objectTile(const GameState& s, int object) {
    const ObjectDef& def = quest(s).objects[static_cast<std::size_t>(object)];
    const ObjectState& o = s.d_.objects[static_cast<std::size_t>(object)];
    switch (def.kind) {
        case ObjectKind::Door:
            return o.open || o.broken ? TileKind::DoorOpen : o.locked ? TileKind::DoorLocked : TileKind::DoorClosed;
        case ObjectKind::SecretDoor: return o.open || o.broken ? TileKind::DoorOpen : TileKind::SecretDoor;
        case ObjectKind::Cell: return o.open || o.broken ? TileKind::CellOpen : TileKind::Cell;
        case ObjectKind::Chest: return o.locked ? TileKind::ChestLocked : TileKind::Chest;
        case ObjectKind::Barrel: return o.removed ? TileKind::Floor : TileKind::Barrel;
        case ObjectKind::Trap:
            return o.sprung ? TileKind::Floor : (def.hidden && !o.revealed) ? TileKind::HiddenTrap : TileKind::Trap;
    }
    return TileKind::Floor;
}

thread_local Rules::Scope* Rules::current_ = nullptr;

bool Rules::validCharacter(const GameState& s, int who) {
    return who >= 0 && who < static_cast<int>(s.d_.characters.size());
}

bool Rules::freeOfCharacters(const GameState& s, Pos p, int ignore) {
    const int at = s.characterAt(p);
    return at < 0 || at == ignore;
}

int Rules::fullAp(const GameState& s, int who) { return s.effective(who, Characteristic::ActionPoints); }

Side Rules::decider(const GameState& s) {
    if (s.d_.pending) return s.d_.pending->owner;
    if (s.d_.waiting_window) return Side::Heroes;
    return s.d_.side;
}

int Rules::budget(const GameState& s, int who) {
    return s.d_.waiting_window && !s.d_.pending ? s.character(who).waiting : s.character(who).ap;
}

void Rules::pay(GameState& s, int who, int cost) {
    CharacterState& c = mutableCharacter(s, who);
    if (s.d_.options.solo_master && cost > 0) c.acted = true;  // R44: no solo roll after acting
    if (s.d_.waiting_window) c.waiting = std::max(0, c.waiting - cost);  // R42
    else c.ap = std::max(0, c.ap - cost);
}

std::string Rules::posText(Pos p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

std::string Rules::name(const GameState& s, int who) {
    return validCharacter(s, who) ? s.character(who).id : "#" + std::to_string(who);
}

RefusalArg Rules::arg(const GameState& s, ObjId a) {
    const auto& objects = quest(s).objects;
    for (std::size_t i = 0; i < objects.size(); ++i)
        if (objects[i].id == a.id) return {RefusalArg::Kind::Object, static_cast<int>(i), {}, a.id};
    return {RefusalArg::Kind::Object, -1, {}, a.id};
}

std::string Rules::englishText(const GameState& s, const ActionRefusal& r) {
    const QuestDef& q = quest(s);
    std::vector<std::string> words;
    words.reserve(r.args.size());
    for (const RefusalArg& a : r.args) {
        const auto i = static_cast<std::size_t>(a.n);
        switch (a.kind) {
            case RefusalArg::Kind::Number: words.push_back(std::to_string(a.n)); break;
            case RefusalArg::Kind::Character: words.push_back(name(s, a.n)); break;
            case RefusalArg::Kind::Object:
                words.push_back(a.n >= 0 && i < q.objects.size() ? q.objects[i].id : a.id);
                break;
            case RefusalArg::Kind::Item:
                words.push_back(a.n >= 0 && i < s.d_.items.size() ? s.d_.items[i].id : "#" + std::to_string(a.n));
                break;
            case RefusalArg::Kind::SpecialAction:
                words.push_back(a.n >= 0 && i < q.special_actions.size() ? q.special_actions[i].id
                                                                         : "#" + std::to_string(a.n));
                break;
            case RefusalArg::Kind::Spell:
            case RefusalArg::Kind::Zone: words.push_back(a.id); break;
            case RefusalArg::Kind::Square: words.push_back(posText(a.pos)); break;
            case RefusalArg::Kind::Side: words.emplace_back(sideKey(a.n == 0 ? Side::Heroes : Side::Master)); break;
            case RefusalArg::Kind::Tile: words.emplace_back(tileWordEnglish(static_cast<TileWord>(a.n))); break;
            case RefusalArg::Kind::Reason: words.push_back(i < r.because.size() ? r.because[i].text : std::string()); break;
        }
    }
    return fillPattern(refusalEnglish(r.key), words);
}

TestRoll Rules::test(GameState& s, Events& ev, int who, Characteristic c, int difficulty, const std::string& purpose,
                     const std::string& rule, std::vector<Modifier> modifiers) {
    TestRoll roll = rollTest(s.d_.dice, rules(s), s.effective(who, c), difficulty);
    ev.push_back(TestRolled{who, c, roll, purpose, rule, std::move(modifiers)});
    return roll;
}

int Rules::d6(GameState& s, Events& ev, int who, int count, const std::string& purpose, const std::string& rule) {
    D6Rolled r;
    r.who = who;
    r.purpose = purpose;
    r.rule = rule;
    for (int i = 0; i < count; ++i) r.values.push_back(s.d_.dice.rollD6());
    for (int v : r.values) r.total += v;
    const int total = r.total;
    ev.push_back(std::move(r));
    return total;
}

}  // namespace cata
