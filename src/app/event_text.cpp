// Events in words (event_text.h). Every phrase comes from the string table ("event.*" keys of
// assets/ui/strings/feedback.json) so English and French read naturally; names come from the
// cards in the player's language.
#include "cata/app/event_text.h"

#include <algorithm>
#include <map>

namespace cata::app {

namespace {

using Kind = LogLine::Kind;

/// "{} wound" / "{} wounds" (StringTable::pluralKey: French treats 0 and 1 as singular).
std::string plural(const StringTable& s, const std::string& key, int n) { return s.formatCount(key, n, n); }

std::string posText(Pos p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

/// The name of `who`, or "?" for an index out of range (a history rebuilt against another
/// state should never hit it, but a log must not crash on it).
std::string nameOf(const GameState& state, int who, const StringTable& s) {
    if (who < 0 || who >= static_cast<int>(state.characters().size())) return "?";
    return characterName(state, who, s);
}

/// The special-rule keyword a rule id stands for, for tooltips ("" when none).
std::string keywordOfRule(const std::string& rule) {
    static const std::map<std::string, std::string> kKeywords = {
        {"R12", "block"},    {"R21", "critical"},  {"R27", "destiny"},     {"R28", "fear"},
        {"R29", "fire"},     {"R30", "web"},       {"R31", "poison"},      {"R33", "swarm"},
        {"R34", "regeneration"}, {"R35", "flying"}, {"R38", "invisible"},  {"R39", "blunt"},
        {"R46", "duel"},     {"R42", "waiting"},   {"R48", "trap"},        {"R45", "unexpected"},
    };
    const auto it = kKeywords.find(rule);
    return it == kKeywords.end() ? std::string() : it->second;
}

/// The key fragment of a purpose ("block wounds" -> "block_wounds").
std::string keyOf(std::string purpose) {
    std::replace(purpose.begin(), purpose.end(), ' ', '_');
    return purpose;
}

const char* faceKey(PowerFace f) {
    switch (f) {
        case PowerFace::Blank: return "event.face.blank";
        case PowerFace::Success: return "event.face.i";
        case PowerFace::SuccessBonus: return "event.face.i_star";
    }
    return "event.face.blank";
}

const char* locationPhraseKey(Location l) {
    switch (l) {
        case Location::Head: return "event.location.head";
        case Location::Chest: return "event.location.chest";
        case Location::Arm: return "event.location.arm";
        case Location::Leg: return "event.location.leg";
    }
    return "event.location.chest";
}

/// "the door" / "the chest" of the quest object `object`.
std::string objectName(const GameState& state, int object, const StringTable& s) {
    const auto& objects = state.content().quest.objects;
    if (object < 0 || object >= static_cast<int>(objects.size())) return s.get("event.object.unknown");
    return s.get("event.object." + std::string(objectKindKey(objects[static_cast<std::size_t>(object)].kind)));
}

std::string itemName(const GameState& state, int item, const StringTable& s) {
    if (item < 0 || item >= static_cast<int>(state.items().size())) return s.get("event.item.unknown");
    const ItemState& it = state.items()[static_cast<std::size_t>(item)];
    if (it.potion) return s.get("event.item.potion");
    for (const ItemDef& def : state.content().quest.items)
        if (def.id == it.id) return def.name.in(s.language());
    return it.id;
}

/// The character a test of `who` aimed at: the next Missed/Wounded of that attacker in the step.
int attackTarget(const std::vector<Event>& events, std::size_t from, int who) {
    for (std::size_t j = from + 1; j < events.size(); ++j) {
        if (const auto* m = std::get_if<Missed>(&events[j]); m && m->attacker == who) return m->target;
        if (const auto* w = std::get_if<Wounded>(&events[j]); w && w->source == who) return w->who;
        if (std::holds_alternative<TestRolled>(events[j])) break;
    }
    return -1;
}

const char* statusKey(StatusChange c) {
    switch (c) {
        case StatusChange::CaughtFire: return "event.status.caught_fire";
        case StatusChange::FireWentOut: return "event.status.fire_went_out";
        case StatusChange::Poisoned: return "event.status.poisoned";
        case StatusChange::Cured: return "event.status.cured";
        case StatusChange::Webbed: return "event.status.webbed";
        case StatusChange::BrokeFree: return "event.status.broke_free";
        case StatusChange::Stunned: return "event.status.stunned";
        case StatusChange::WentDown: return "event.status.went_down";
        case StatusChange::StoodUp: return "event.status.stood_up";
        case StatusChange::Died: return "event.status.died";
        case StatusChange::LeftBoard: return "event.status.left_board";
        case StatusChange::Exited: return "event.status.exited";
    }
    return "event.status.died";
}

std::string statusKeyword(StatusChange c) {
    switch (c) {
        case StatusChange::CaughtFire:
        case StatusChange::FireWentOut: return "fire";
        case StatusChange::Poisoned:
        case StatusChange::Cured: return "poison";
        case StatusChange::Webbed:
        case StatusChange::BrokeFree: return "web";
        case StatusChange::Stunned: return "blunt";
        default: return "";
    }
}

const char* objectChangeKey(ObjectChange c) {
    switch (c) {
        case ObjectChange::Opened: return "event.object.opened";
        case ObjectChange::Closed: return "event.object.closed";
        case ObjectChange::LockPicked: return "event.object.lock_picked";
        case ObjectChange::Damaged: return "event.object.damaged";
        case ObjectChange::BrokenDown: return "event.object.broken_down";
        case ObjectChange::TrapSprung: return "event.object.trap_sprung";
        case ObjectChange::TrapAvoided: return "event.object.trap_avoided";
        case ObjectChange::TrapRevealed: return "event.object.trap_revealed";
    }
    return "event.object.opened";
}

const char* unexpectedKey(UnexpectedEventType t) {
    switch (t) {
        case UnexpectedEventType::HeroCatchesFire: return "event.unexpected.hero_catches_fire";
        case UnexpectedEventType::MasterExtraAp: return "event.unexpected.master_extra_ap";
        case UnexpectedEventType::ReinforcementsSucceed: return "event.unexpected.reinforcements_succeed";
        case UnexpectedEventType::Nothing: return "event.unexpected.nothing";
        case UnexpectedEventType::FairyHeal: return "event.unexpected.fairy_heal";
    }
    return "event.unexpected.nothing";
}

/// Builds the lines of one call of describeEvents.
class Narrator {
public:
    Narrator(const GameState& state, const StringTable& s, int turn, Side side)
        : state_(state), s_(s), turn_(turn), side_(side) {}

    std::vector<LogLine> run(const std::vector<Event>& events) {
        for (std::size_t i = 0; i < events.size(); ++i) {
            events_ = &events;
            index_ = i;
            std::visit([this](const auto& e) { describe(e); }, events[i]);
        }
        return std::move(out_);
    }

private:
    void add(Kind kind, std::string text, const std::string& rule, std::vector<std::string> keywords = {},
             bool consequence = true) {
        const std::string k = keywordOfRule(rule);
        if (!k.empty() && std::find(keywords.begin(), keywords.end(), k) == keywords.end()) keywords.push_back(k);
        keywords.erase(std::remove(keywords.begin(), keywords.end(), std::string()), keywords.end());
        LogLine line{kind, std::move(text), rule, std::move(keywords), turn_, side_, consequence && in_test_ ? 1 : 0};
        out_.push_back(std::move(line));
        last_move_who_ = -1;
    }
    std::string name(int who) const { return nameOf(state_, who, s_); }

    void describe(const TurnBegan& e) {
        turn_ = e.turn;
        side_ = e.side;
        in_test_ = false;
        add(Kind::Turn, s_.format("event.turn_began", e.turn, sideName(e.side, s_)), e.rule, {}, false);
    }
    void describe(const TurnEnded& e) {
        in_test_ = false;
        add(Kind::Info, s_.get(e.side == Side::Heroes ? "event.turn_ended.heroes" : "event.turn_ended.master"), e.rule,
            {}, false);
    }
    void describe(const Moved& e) {
        // Consecutive steps of one character (a run, a path) merge into one line.
        if (last_move_who_ == e.who && !out_.empty() && out_.back().rule == e.rule) {
            out_.back().text += " → " + posText(e.to);
            return;
        }
        const char* key = e.rule == "R11"   ? "event.moved.shift"
                          : e.rule == "R13" ? "event.moved.crush"
                          : e.rule == "R43" ? (jumpFailed(e.who) ? "event.moved.jump_fall" : "event.moved.jump")
                                            : "event.moved";
        add(Kind::Move, s_.format(key, name(e.who), posText(e.from) + " → " + posText(e.to)), e.rule,
            {e.rule == "R35" ? "flying" : ""});
        last_move_who_ = e.who;
    }
    /// R43: the jump `who` lands from now failed: his jump test before it in these events
    /// failed, or there is none here (a failed test whose destiny re-roll was declined, R27:
    /// the fall comes with the answer; a re-roll taken is a test here). He falls on a jumped
    /// square: the log must not read like a jump made.
    bool jumpFailed(int who) const {
        for (std::size_t i = index_; i-- > 0;)
            if (const auto* t = std::get_if<TestRolled>(&(*events_)[i]); t && t->who == who && t->purpose == "jump")
                return !t->roll.passed;
        return true;
    }
    void describe(const TestRolled& e) {
        in_test_ = false;
        const int target = (e.purpose == "melee" || e.purpose == "shot") ? attackTarget(*events_, index_, e.who) : -1;
        std::vector<std::string> keywords;
        if (e.purpose == "fear" || e.purpose == "poison" || e.purpose == "web" || e.purpose == "block")
            keywords.push_back(e.purpose);
        add(Kind::Roll, testHeadline(e, target, state_, s_) + " — " + rollText(e, state_, s_), e.rule, keywords, false);
        in_test_ = true;
    }
    void describe(const D6Rolled& e) {
        if (e.purpose == "solo table") return;  // R44: the SoloRolled line that follows says it all
        std::string values;
        for (std::size_t i = 0; i < e.values.size(); ++i) values += (i ? " + " : "") + std::to_string(e.values[i]);
        if (e.values.size() > 1) values += " = " + std::to_string(e.total);
        const std::string dice = std::to_string(e.values.size()) + s_.get("event.d6");
        const std::optional<std::string> for_target = d6ForTarget(e, state_, s_);
        const std::string what = for_target ? *for_target : d6Purpose(e.purpose, s_);
        std::string text = e.who >= 0 && !for_target ? s_.format("event.d6_rolled", name(e.who), dice, what, values)
                                                     : s_.format("event.d6_rolled.none", dice, what, values);
        add(Kind::Roll, std::move(text), e.rule, {e.purpose == "poison" ? "poison" : ""});
    }
    void describe(const Missed& e) {
        add(Kind::Roll, s_.format("event.missed", name(e.attacker), name(e.target)), e.rule);
    }
    void describe(const Wounded& e) {
        const std::string wounds = plural(s_, "event.wounds", e.wounds);
        const std::string left = s_.format("event.hp_left", std::max(0, e.hp_after));
        std::string text;
        if (e.location) {
            text = s_.format("event.wounded.located", name(e.who), s_.get(locationPhraseKey(*e.location)), e.raw, e.armour,
                             wounds, left);
        } else {
            text = s_.format("event.wounded", name(e.who), wounds, left);
        }
        std::vector<std::string> keywords;
        if (e.critical) {
            text = s_.get("event.critical") + " " + text;
            keywords.push_back("critical");
        }
        add(Kind::Wound, std::move(text), e.rule, keywords);
    }
    void describe(const Healed& e) {
        add(Kind::Status, s_.format("event.healed", name(e.who), e.amount, e.hp_after), e.rule);
    }
    void describe(const StatusChanged& e) {
        const bool dead = e.change == StatusChange::Died || e.change == StatusChange::WentDown ||
                          e.change == StatusChange::LeftBoard;
        // R25: the fire on a hero going down goes out, and the line says why.
        const bool out_down = e.change == StatusChange::FireWentOut && e.rule == "R25";
        add(dead ? Kind::Wound : Kind::Status,
            out_down ? s_.format("event.status.fire_went_out.down", name(e.who))
                     : s_.formatCount(statusKey(e.change), e.level, name(e.who), e.level),
            e.rule, {statusKeyword(e.change)});
    }
    void describe(const ApLost& e) {
        add(Kind::Status, s_.format("event.ap_lost", name(e.who), plural(s_, "event.ap", e.amount)), e.rule);
    }
    void describe(const ReinforcementArrived& e) {
        add(Kind::Info, s_.format("event.reinforcement", name(e.who), posText(e.at)), e.rule, {}, false);
    }
    void describe(const SoloRolled& e) {  // R44
        add(Kind::Roll, s_.format(e.frantic ? "event.solo_rolled.frantic" : "event.solo_rolled", name(e.who), e.face),
            e.rule);
    }
    void describe(const ObjectChanged& e) {
        const std::string object = objectName(state_, e.object, s_);
        const std::string who = e.who >= 0 ? name(e.who) : s_.get("event.someone");
        std::string text = s_.format(objectChangeKey(e.change), who, object, e.amount);
        if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
        const bool trap = e.change == ObjectChange::TrapSprung || e.change == ObjectChange::TrapAvoided ||
                          e.change == ObjectChange::TrapRevealed;
        add(Kind::Object, std::move(text), e.rule, {trap ? "trap" : ""});
    }
    void describe(const ItemMoved& e) {
        const std::string item = itemName(state_, e.item, s_);
        std::string text;
        if (e.from >= 0 && e.to >= 0) text = s_.format("event.item.given", name(e.from), item, name(e.to));
        else if (e.to >= 0) text = s_.format("event.item.taken", name(e.to), item);
        else if (e.from >= 0) text = s_.format("event.item.used", name(e.from), item);
        else text = s_.format("event.item.gone", item);
        add(Kind::Object, std::move(text), e.rule);
    }
    void describe(const WaitingBanked& e) {
        add(Kind::Info, s_.formatCount("event.waiting", e.points, name(e.who), e.points), e.rule, {}, false);
    }
    void describe(const DuelChanged& e) {
        add(Kind::Info, s_.format(e.began ? "event.duel.began" : "event.duel.ended", name(e.challenger), name(e.target)),
            e.rule);
    }
    void describe(const SpellCast& e) {
        const Spell* spell = state_.content().spell(e.spell);
        const std::string spell_name = spell ? spell->name.in(s_.language()) : e.spell;
        // R23: the result and the effect it selects, as the card words them (never a tier's number).
        const bool known = spell && e.tier >= 0 && e.tier < static_cast<int>(spell->tiers.size());
        const std::string effect = known ? spellEffectsText(spell->tiers[static_cast<std::size_t>(e.tier)], s_) : "?";
        std::string text =
            e.tier < 0 ? s_.format("event.spell.failed", name(e.who), spell_name)
            : (e.target == e.who || e.target < 0)
                ? s_.format("event.spell.self", name(e.who), spell_name, e.result, effect)
                : s_.format("event.spell.cast", name(e.who), spell_name, name(e.target), e.result, effect);
        add(Kind::Info, std::move(text), e.rule);
    }
    void describe(const SpecialActionTried& e) {
        const auto& actions = state_.content().quest.special_actions;
        const std::string action = e.action >= 0 && e.action < static_cast<int>(actions.size())
                                       ? actions[static_cast<std::size_t>(e.action)].name.in(s_.language())
                                       : "?";
        add(Kind::Info,
            s_.format(e.succeeded ? "event.special.succeeded" : "event.special.failed", name(e.who), action), e.rule);
    }
    void describe(const SkillUsed& e) {
        in_test_ = false;
        add(Kind::Info, skillUsedText(e, state_, s_), e.rule, {}, false);
    }
    void describe(const DestinyUsed& e) {
        in_test_ = false;
        add(Kind::Info, s_.format(e.reroll ? "event.destiny.reroll" : "event.destiny.cancel", name(e.who)), e.rule, {},
            false);
    }
    void describe(const UnexpectedEventRolled& e) {
        in_test_ = false;
        std::string key = unexpectedKey(e.event);
        if (e.event == UnexpectedEventType::HeroCatchesFire && !heroCaughtFire()) key += ".nobody";
        add(Kind::Info, s_.format("event.unexpected", e.roll, s_.get(key)), e.rule, {}, false);
    }
    /// R45: the core draws a hero on the board and rolls his fire D6 next; with no hero on
    /// the board (the others gone out, R52) nothing follows the roll.
    bool heroCaughtFire() const {
        if (!events_ || index_ + 1 >= events_->size()) return false;
        const Event& next = (*events_)[index_ + 1];
        if (const auto* st = std::get_if<StatusChanged>(&next)) return st->change == StatusChange::CaughtFire;
        const auto* d6 = std::get_if<D6Rolled>(&next);
        return d6 && d6->purpose == "fire";
    }
    void describe(const DecisionRequired& e) {
        const std::string key = "event.decision." + e.kind;
        const std::string text = e.who >= 0 ? s_.format(key, name(e.who)) : s_.format(key, sideName(e.owner, s_));
        add(Kind::Info, text, e.rule);
    }
    void describe(const GameEnded& e) {
        in_test_ = false;
        const std::string who = s_.get(e.winner == Side::Heroes ? "event.won.heroes" : "event.won.master");
        add(Kind::End, who + " " + resultReason(GameResult{e.winner, e.reason, e.rule}, state_, s_), e.rule, {}, false);
    }

    const GameState& state_;
    const StringTable& s_;
    int turn_;
    Side side_;
    const std::vector<Event>* events_ = nullptr;
    std::size_t index_ = 0;
    bool in_test_ = false;    // lines now are consequences of a test
    int last_move_who_ = -1;  // the character of the last line when it is a move
    std::vector<LogLine> out_;
};

/// The short form of a card name: up to its epithet ("Torgils the Dark Wolf" → "Torgils",
/// "Esterella la guérisseuse" → "Esterella"), but "King of the Tombs" stays whole.
std::string shortName(const std::string& full) {
    for (const char* joint : {" the ", " le ", " la ", " l'"}) {
        const std::size_t at = full.find(joint);
        if (at == std::string::npos || at == 0) continue;
        const std::string head = full.substr(0, at);
        const std::size_t space = head.rfind(' ');
        const std::string last = space == std::string::npos ? head : head.substr(space + 1);
        if (last == "of" || last == "de" || last == "du" || last == "des") continue;
        return head;
    }
    return full;
}

/// The terms of TestRolled::modifiers of one kind (`dice`: the number of dice; else the
/// difficulty), which add up to its total: "distance 3: 3 [R19], adjacent enemy Skeleton 1: +1 [R19]".
std::string modifiersText(const TestRolled& t, bool dice, const GameState& state, const StringTable& s) {
    std::string parts;
    for (const Modifier& m : t.modifiers) {
        if (m.dice != dice) continue;
        const bool first = parts.empty();
        if (!first) parts += ", ";
        const std::string value = std::to_string(m.delta >= 0 ? m.delta : -m.delta);
        parts += s.format("event.modifier.term", modifierName(m, state, s), m.delta < 0 ? "−" + value : first ? value : "+" + value);
        if (!m.rule.empty() && m.key != ModifierKey::Text) parts += " [" + m.rule + "]";
    }
    return parts;
}

}  // namespace

bool startsWithVowel(const std::string& text) {
    static const char* const kVowels[] = {"A", "E", "I", "O", "U", "Y", "a", "e", "i", "o", "u", "y",
                                          "É", "È", "Ê", "À", "Â", "Î", "Ô", "é", "è", "ê", "à", "â", "î", "ô"};
    for (const char* v : kVowels)
        if (text.rfind(v, 0) == 0) return true;
    return false;
}

std::string elisionKey(const std::string& key, const std::string& word) { return startsWithVowel(word) ? key + ".vowel" : key; }

std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings) {
    return describeEvents(events, state, strings, state.turn(), state.activeSide());
}

std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings,
                                    int turn, Side side) {
    return Narrator(state, strings, turn, side).run(events);
}

std::string characterName(const GameState& state, int who, const StringTable& strings) {
    const CharacterState& c = state.character(who);
    const std::string name = shortName(state.card(who).name.in(strings.language()));
    int same = 0, rank = 0;
    for (int i = 0; i < static_cast<int>(state.characters().size()); ++i) {
        if (state.character(i).card != c.card) continue;
        ++same;
        if (i <= who) ++rank;
    }
    return same > 1 ? name + " " + std::to_string(rank) : name;
}

std::string sideName(Side side, const StringTable& strings) {
    return strings.get(side == Side::Heroes ? "event.side.heroes" : "event.side.master");
}

std::string diceText(const DiceAmount& d) {
    if (d.dice <= 0) return std::to_string(d.flat);
    return std::to_string(d.dice) + "D6" +
           (d.flat > 0   ? "+" + std::to_string(d.flat)
            : d.flat < 0 ? std::to_string(d.flat)
                         : "");
}

std::string spellEffectsText(const SpellTier& tier, const StringTable& strings) {
    std::string out;
    for (const SpellEffect& e : tier.effects) {
        std::string one;
        switch (e.type) {
            case SpellEffectType::Heal:
                one = strings.format("event.effect.heal", diceText(e.amount));
                break;
            case SpellEffectType::Damage:
                one = strings.format(e.fire ? "event.effect.damage_fire" : "event.effect.damage", diceText(e.amount));
                break;
            case SpellEffectType::Web:
                one = strings.format("event.effect.web", e.level);
                break;
            case SpellEffectType::Stun:
                one = strings.formatCount("event.effect.stun", e.level, e.level);
                break;
            case SpellEffectType::Poison:
                one = strings.format("event.effect.poison", e.level);
                break;
            case SpellEffectType::Buff: {
                const std::string amount = (e.amount.flat >= 0 ? "+" : "") + std::to_string(e.amount.flat);
                const std::string what = characteristicName(e.characteristic, strings);
                one = e.turns > 1 ? strings.format("event.effect.buff_turns", amount, what, e.turns)
                                  : strings.format("event.effect.buff", amount, what);
                break;
            }
        }
        out += (out.empty() ? "" : ", ") + one;
    }
    return out;
}

std::string characteristicName(Characteristic c, const StringTable& strings) {
    return strings.get("event.characteristic." + std::string(characteristicKey(c)));
}

std::string testHeadline(const TestRolled& t, int target, const GameState& state, const StringTable& strings) {
    const std::string who = nameOf(state, t.who, strings);
    if ((t.purpose == "melee" || t.purpose == "shot") && target >= 0)
        return strings.format("event.test." + t.purpose + ".target", who, nameOf(state, target, strings));
    static const char* const kKnown[] = {"melee", "shot", "block", "trap", "spell", "fear", "poison", "jump", "lock", "web"};
    for (const char* known : kKnown)
        if (t.purpose == known) return strings.format("event.test." + t.purpose, who);
    // A quest special action (R51): the purpose is its id.
    for (const SpecialActionDef& def : state.content().quest.special_actions)
        if (def.id == t.purpose) return strings.format("event.test.special", who, def.name.in(strings.language()));
    return strings.format(elisionKey("event.test.other", t.purpose), who, t.purpose);
}

std::string modifierName(const Modifier& m, const GameState& state, const StringTable& strings) {
    const std::string who = nameOf(state, m.who, strings);
    const std::string& lang = strings.language();
    std::string text;
    switch (m.key) {
        case ModifierKey::Characteristic: {
            const auto c = characteristicFromKey(m.ref);
            const std::string what = c ? characteristicName(*c, strings) : m.ref;
            text = strings.format(startsWithVowel(who) ? "event.modifier.characteristic.vowel" : "event.modifier.characteristic",
                                  what, who);
            break;
        }
        case ModifierKey::Skill: {
            std::string skill = m.ref;
            if (m.who >= 0 && m.who < static_cast<int>(state.characters().size()))
                for (const Skill& sk : state.card(m.who).skills)
                    if (sk.id == m.ref) skill = sk.name.in(lang);
            text = strings.format("event.modifier.skill", skill);
            break;
        }
        case ModifierKey::Buff: text = strings.get("event.modifier.buff"); break;
        case ModifierKey::SwarmFigures: text = plural(strings, "event.modifier.swarm_figures", m.n); break;
        case ModifierKey::NotBelowZero: text = strings.get("event.modifier.not_below_0"); break;
        case ModifierKey::Distance: text = strings.format("event.modifier.distance", m.n); break;
        case ModifierKey::AdjacentEnemy: text = strings.format("event.modifier.adjacent_enemy", who); break;
        case ModifierKey::SpellDifficulty: {
            const Spell* sp = state.content().spell(m.ref);
            text = strings.format("event.modifier.spell", sp ? sp->name.in(lang) : m.ref);
            break;
        }
        case ModifierKey::OtherSquares: text = plural(strings, "event.modifier.other_squares", m.n); break;
        case ModifierKey::Text: return m.ref;  // an old log's English words
    }
    return text;
}

std::string difficultyText(const TestRolled& t, const GameState& state, const StringTable& strings) {
    std::string out = strings.format("event.difficulty", t.roll.difficulty);
    const std::string parts = modifiersText(t, false, state, strings);
    if (!parts.empty()) out += " (" + parts + ")";
    return out;
}

std::string facesText(const TestRoll& roll, const StringTable& strings) {
    const std::string mark = roll.passed ? "✓" : "✗";
    if (roll.faces.empty()) return strings.get("event.no_dice") + " " + mark;
    std::string out;
    for (std::size_t i = 0; i < roll.faces.size(); ++i) out += (i ? " · " : "") + strings.get(faceKey(roll.faces[i]));
    out += " = ";
    if (roll.bonus > 1) out += std::to_string(roll.successes) + " × " + std::to_string(roll.bonus) + " = ";
    out += std::to_string(roll.result) + " " + mark;
    return out;
}

std::string rollText(const TestRolled& t, const GameState& state, const StringTable& strings) {
    const int dice = static_cast<int>(t.roll.faces.size());
    std::string dice_text = plural(strings, "event.dice", dice);
    if (const std::string terms = modifiersText(t, true, state, strings); !terms.empty()) dice_text += " (" + terms + ")";
    return strings.format("event.roll", characteristicName(t.characteristic, strings), dice_text,
                          difficultyText(t, state, strings), facesText(t.roll, strings));
}

std::string d6Purpose(const std::string& purpose, const StringTable& strings) {
    static const char* const kKnown[] = {"block wounds", "fire", "burning", "keep burning", "poison", "regeneration",
                                         "reinforcement", "unexpected event", "fairy", "trap", "jump fall", "potion",
                                         "heal", "spell damage", "solo table"};
    for (const char* known : kKnown)
        if (purpose == known) return strings.get("event.d6." + keyOf(purpose));
    return purpose;
}

std::optional<std::string> d6ForTarget(const D6Rolled& roll, const GameState& state, const StringTable& strings) {
    // R23: a spell's D6 are the caster's; the core names the character they are rolled for.
    if (roll.rule != "R23" || (roll.purpose != "spell damage" && roll.purpose != "heal")) return std::nullopt;
    if (roll.who < 0 || roll.who >= static_cast<int>(state.characters().size())) return std::nullopt;
    return strings.format("event.d6." + keyOf(roll.purpose) + ".on", nameOf(state, roll.who, strings));
}

std::string skillUsedText(const SkillUsed& e, const GameState& state, const StringTable& strings) {
    const std::string who = nameOf(state, e.who, strings);
    if (e.who < 0 || e.who >= static_cast<int>(state.characters().size())) return who;
    for (const Skill& sk : state.card(e.who).skills) {
        if (sk.id != e.skill) continue;
        const std::string skill = sk.name.in(strings.language());
        for (const SkillEffect& fx : sk.effects)
            if (fx.type == SkillEffectType::DoubleShotWhenWaiting)
                return strings.format("event.skill_used.second_shot", who, skill);
        return strings.format("event.skill_used", who, skill);
    }
    return strings.format("event.skill_used", who, e.skill);
}

std::string resultReason(const GameResult& result, const GameState& state, const StringTable& strings) {
    const std::string& r = result.reason;
    if (r.rfind("all heroes dead or down", 0) == 0) return strings.get("event.reason.heroes_down");
    if (r.rfind("no hero left on the board", 0) == 0) {
        // R52: name the item the heroes left without when the quest asks for one.
        const QuestDef& q = state.content().quest;
        for (const Condition& c : q.victory)
            if (c.type == ConditionType::ItemCarriedOut)
                for (const ItemDef& def : q.items)
                    if (def.id == c.target)
                        return strings.format("event.reason.heroes_gone.without", def.name.in(strings.language()));
        return strings.get("event.reason.heroes_gone");
    }
    if (r.rfind("the turn limit (", 0) == 0) {
        const std::string n = r.substr(16, r.find(')') == std::string::npos ? 0 : r.find(')') - 16);
        return strings.format("event.reason.turn_limit", n);
    }
    // "victory condition 1 (chest_opened treasure_chest)"
    const std::size_t open = r.find('('), close = r.rfind(')');
    if (open != std::string::npos && close != std::string::npos && close > open) {
        const std::string inner = r.substr(open + 1, close - open - 1);
        const std::size_t space = inner.find(' ');
        const std::string type = inner.substr(0, space);
        std::string target = space == std::string::npos ? "" : inner.substr(space + 1);
        if (type == "character_killed") {
            const int who = state.characterIndex(target);
            if (who >= 0) target = characterName(state, who, strings);
        } else if (type == "card_killed") {
            for (const CharacterCard& c : state.content().cards)
                if (c.id == target) target = c.name.in(strings.language());
        } else if (type == "item_carried_out") {
            for (const ItemDef& def : state.content().quest.items)
                if (def.id == target) target = def.name.in(strings.language());
        } else if (type == "special_action_succeeded") {
            for (const SpecialActionDef& def : state.content().quest.special_actions)
                if (def.id == target) target = def.name.in(strings.language());
        }
        static const char* const kKnown[] = {"chest_opened", "cell_opened", "door_opened", "character_killed",
                                             "card_killed", "all_heroes_out", "item_carried_out",
                                             "special_action_succeeded", "all_heroes_down", "turn_reached"};
        for (const char* known : kKnown)
            if (type == known) return strings.format("event.reason." + type, target);
        // all / any: the quest's own objective says it best.
        return state.content().quest.objective.in(strings.language());
    }
    return r;
}

std::string exportLine(const LogLine& line) {
    std::string out(static_cast<std::size_t>(line.indent) * 4, ' ');
    out += line.text;
    if (!line.rule.empty()) out += " (" + line.rule + ")";
    return out;
}

}  // namespace cata::app
