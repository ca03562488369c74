// GameState: construction from a setup, queries, the legal action list, validation and the
// public apply() (bookkeeping, then the private step). The rules themselves are in the topic
// files (movement.cpp, combat.cpp, turn.cpp, objects.cpp, victory.cpp).
#include "cata/core/game_state.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <type_traits>

#include "cata/core/groups.h"
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

// ---------------------------------------------------------------------------------------------
// Construction

namespace {

/// R53 (groups.h): each side's group within the budget, at most one Master leader, hero cards
/// with the heroes and Master cards with the Master, heroes deployed in the hero zone and the
/// Master's characters outside it, except where the quest's own roster fixes the square.
void checkGroups(const GameSetup& setup, std::vector<std::string>& problems) {
    const GameContent& content = *setup.content;
    const QuestDef& quest = content.quest;
    const int budget = quest.budget > 0 ? quest.budget : content.ruleset.numbers.default_budget;
    auto check = [&](const std::vector<Placement>& placements, bool heroes) {
        std::vector<GroupMember> group;
        for (const Placement& p : placements) {
            const int index = content.cardIndex(p.card);
            if (index < 0) continue;  // reported by place()
            group.push_back({&content.cards[static_cast<std::size_t>(index)], p.id.empty() ? p.card : p.id, p.at,
                             fixedByQuest(quest, heroes, p.card, p.at)});
        }
        for (const GroupProblem& problem : groupProblems(quest, heroes, group, budget)) problems.push_back(problem.message);
    };
    check(setup.heroes, true);
    check(setup.master, false);
}

}  // namespace

std::optional<GameState> GameState::create(const GameSetup& setup, std::vector<std::string>* errors,
                                           std::vector<Event>* events) {
    std::vector<std::string> problems;
    if (!setup.content) {
        if (errors) errors->push_back("No content");
        return std::nullopt;
    }
    const GameContent& content = *setup.content;
    GameState s;
    s.content_ = setup.content;
    s.board_ = Board(content.quest);
    s.d_.options = setup.options;
    s.d_.dice = DiceSource(Rng(setup.seed));

    auto place = [&](const std::vector<Placement>& roster, Side side) {
        for (const Placement& p : roster) {
            const int card = content.cardIndex(p.card);
            if (card < 0) {
                problems.push_back("Unknown card \"" + p.card + "\"");
                continue;
            }
            CharacterState c;
            c.card = p.card;
            c.card_index = card;
            c.side = side;
            c.pos = p.at;
            c.id = p.id;
            if (c.id.empty()) {
                c.id = p.card;
                for (int n = 2; s.characterIndex(c.id) >= 0; ++n) c.id = p.card + "_" + std::to_string(n);
            }
            if (s.characterIndex(c.id) >= 0) problems.push_back("Two characters have the id \"" + c.id + "\"");
            const CharacterCard& cc = content.cards[static_cast<std::size_t>(card)];
            const Footprint fp{p.at, std::max(1, cc.footprint_w), std::max(1, cc.footprint_h)};
            if (fp.single()) {
                if (!s.board_.isWalkable(p.at))
                    problems.push_back("\"" + c.id + "\" is placed on " + Rules::posText(p.at) + ", not a free floor square");
                else if (s.characterAt(p.at) >= 0)
                    problems.push_back("\"" + c.id + "\" is placed on " + Rules::posText(p.at) + ", already taken");
            } else {
                // R37: every square of the footprint inside the map, walkable and free.
                const std::string where = "\"" + c.id + "\" is placed on " + Rules::posText(p.at) + " with a " +
                                          std::to_string(fp.w) + "x" + std::to_string(fp.h) + " footprint: ";
                for (Pos q : fp.squares()) {
                    if (!s.board_.isWalkable(q)) {
                        problems.push_back(where + Rules::posText(q) + " is not a free floor square (R37)");
                        break;
                    }
                    if (const int other = s.characterAt(q); other >= 0) {
                        problems.push_back(where + Rules::posText(q) + " is taken by " + s.character(other).id + " (R37)");
                        break;
                    }
                }
            }
            c.destiny = cc.characteristics[Characteristic::Destiny];
            s.d_.characters.push_back(c);
            const int who = static_cast<int>(s.d_.characters.size()) - 1;
            s.d_.characters.back().hp = s.maxHp(who);
            s.d_.characters.back().ap = Rules::fullAp(s, who);
        }
    };
    place(setup.heroes, Side::Heroes);
    place(setup.master, Side::Master);
    checkGroups(setup, problems);  // R53

    for (const ObjectDef& o : content.quest.objects) {
        ObjectState st;
        st.open = o.open;
        st.locked = o.locked;
        s.d_.objects.push_back(st);
    }
    for (const ItemDef& item : content.quest.items) {
        ItemState st;
        st.id = item.id;
        st.at = item.at;
        if (!item.in.empty()) {
            for (std::size_t i = 0; i < content.quest.objects.size(); ++i)
                if (content.quest.objects[i].id == item.in) st.container = static_cast<int>(i);
            if (st.container < 0) problems.push_back("Item \"" + item.id + "\" is in an unknown object");
        }
        s.d_.items.push_back(st);
    }
    for (std::size_t i = 0; i < content.quest.objects.size(); ++i) {
        if (content.quest.objects[i].kind != ObjectKind::Barrel) continue;
        ItemState st;  // R26: each barrel is a potion
        st.id = content.quest.objects[i].id;
        st.potion = true;
        st.container = static_cast<int>(i);
        s.d_.items.push_back(st);
    }
    if (!problems.empty()) {
        if (errors) errors->insert(errors->end(), problems.begin(), problems.end());
        return std::nullopt;
    }
    Rules::syncBoard(s);
    Events start;
    Rules::startSide(s, start);  // R8 for the heroes' first turn
    if (s.d_.pending) start.push_back(Rules::decisionRequired(*s.d_.pending));  // R27 (fear tests)
    if (events) *events = std::move(start);
    return s;
}

std::optional<GameState> GameState::fromData(std::shared_ptr<const GameContent> content, GameStateData data,
                                             std::vector<std::string>* errors) {
    std::vector<std::string> problems;
    if (!content) problems.push_back("No content");
    if (content) {
        if (data.objects.size() != content->quest.objects.size())
            problems.push_back("The save has " + std::to_string(data.objects.size()) + " objects, the quest " +
                               std::to_string(content->quest.objects.size()));
        const int n = static_cast<int>(data.characters.size());
        const int objects = static_cast<int>(content->quest.objects.size());
        auto bad = [&](const std::string& what) { problems.push_back(what); };
        for (CharacterState& c : data.characters) {
            c.card_index = content->cardIndex(c.card);
            if (c.card_index < 0) bad("Unknown card \"" + c.card + "\"");
            if ((c.presence == Presence::OnBoard || c.presence == Presence::Down) && c.card_index >= 0) {
                const CharacterCard& cc = content->cards[static_cast<std::size_t>(c.card_index)];
                const Footprint fp{c.pos, std::max(1, cc.footprint_w), std::max(1, cc.footprint_h)};  // R37
                for (Pos q : fp.squares())
                    if (!content->quest.inside(q)) {
                        bad("\"" + c.id + "\" stands outside the map at " + Rules::posText(q));
                        break;
                    }
            }
            if (c.duel_with < -1 || c.duel_with >= n) bad("\"" + c.id + "\" duels an unknown character");
            for (const MeleeReceived& m : c.melee_received)
                if (m.attacker < 0 || m.attacker >= n) bad("\"" + c.id + "\" was attacked by an unknown character");
        }
        for (const ItemState& it : data.items) {
            if (it.holder < -1 || it.holder >= n) bad("Item \"" + it.id + "\" is held by an unknown character");
            if (it.container < -1 || it.container >= objects) bad("Item \"" + it.id + "\" is in an unknown object");
        }
        for (int k : data.special_succeeded)
            if (k < 0 || k >= static_cast<int>(content->quest.special_actions.size())) bad("Unknown special action");
        if (data.crush && (data.crush->actor < 0 || data.crush->actor >= n)) bad("Crush by an unknown character");
        if (data.pending && (data.pending->who < 0 || data.pending->who >= n))
            bad("Pending decision of an unknown character");
        if (data.pending) {
            const int actor = actionActor(data.pending->action);
            const bool turn_start = std::holds_alternative<EndTurn>(data.pending->action);  // R8 decisions
            if (actor >= n || (actor < 0 && !turn_start)) bad("Pending decision on an action of an unknown character");
        }
    }
    if (!problems.empty()) {
        if (errors) errors->insert(errors->end(), problems.begin(), problems.end());
        return std::nullopt;
    }
    GameState s;
    s.content_ = std::move(content);
    s.board_ = Board(s.content_->quest);
    s.d_ = std::move(data);
    Rules::syncBoard(s);
    return s;
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

bool GameState::sees(int viewer, int target) const {
    if (!able(viewer)) return false;
    const CharacterState& t = character(target);
    if (t.presence != Presence::OnBoard && t.presence != Presence::Down) return false;
    if (card(target).has(SpecialRuleId::Invisible) && character(viewer).side != t.side) return false;  // R38
    return !Rules::sightLineBlocked(*this, viewer, target);
}

Occupancy GameState::occupancy() const { return Rules::occupancy(*this); }

std::vector<Pos> GameState::sightSquares(int viewer) const {
    std::vector<Pos> out;
    if (!Rules::validCharacter(*this, viewer)) return out;
    const CharacterState& v = character(viewer);
    if ((v.presence != Presence::OnBoard && v.presence != Presence::Down) || !board_.inside(v.pos)) return out;
    const Occupancy occ = Rules::occupancy(*this);
    const Footprint fp = Rules::footprint(*this, viewer);
    SightQuery q;
    q.viewer_id = viewer;
    q.viewer_side = v.side;
    q.viewer_size = card(viewer).size;
    q.ignore_allies = card(viewer).hasSkillEffect(SkillEffectType::ShootThroughAllies);
    for (int x = 0; x < board_.width(); ++x)  // Pos order: x first, then y
        for (int y = 0; y < board_.height(); ++y) {
            const Pos p{x, y};
            if (fp.contains(p)) {
                out.push_back(p);
                continue;
            }
            if (board_.tile(p) == TileKind::Void || board_.tile(p) == TileKind::Wall) continue;
            q.to = p;
            q.target_id = characterAt(p);
            q.target_size = q.target_id >= 0 ? card(q.target_id).size : Size::Normal;
            // R22/R37: a line from any square of the viewer's footprint.
            for (Pos from : fp.squares()) {
                q.from = from;
                if (lineOfSight(board_, occ, q)) {
                    out.push_back(p);
                    break;
                }
            }
        }
    return out;
}

bool Rules::blocks(const GameState& s, int o, int who, Pos from) {
    // R12: able opponents adjacent to `from`, reachable in melee (R10), not in a duel (R46),
    // not down, webbed or out of play.
    const CharacterState& c = s.character(o);
    if (c.side == s.character(who).side || c.presence != Presence::OnBoard || c.webbed > 0 || c.duel_with >= 0)
        return false;
    // R37: adjacency from any square of either footprint.
    return touching(s, footprint(s, o), footprintAt(s, who, from));
}

bool Rules::blocked(const GameState& s, int who, Pos from) {
    // In a scope, the answers for `who`'s square and the eight around it are kept (every move
    // of the legal list asks about its start, runs about their middle square).
    const Pos d = from - s.character(who).pos;
    if (Scope* scope = scopeOf(s); scope && distance(d, Pos{}) <= 1) {
        if (scope->blocked.empty()) scope->blocked.assign(s.d_.characters.size() * 9, -1);
        signed char& known =
            scope->blocked[static_cast<std::size_t>(who) * 9 + static_cast<std::size_t>((d.x + 1) * 3 + d.y + 1)];
        if (known < 0) {
            known = 0;
            for (int o = 0; o < static_cast<int>(s.d_.characters.size()) && !known; ++o)
                if (blocks(s, o, who, from)) known = 1;
        }
        return known == 1;
    }
    for (int o = 0; o < static_cast<int>(s.d_.characters.size()); ++o)
        if (blocks(s, o, who, from)) return true;
    return false;
}

std::vector<int> GameState::blockers(int who, Pos from) const {
    std::vector<int> out;
    for (int o = 0; o < static_cast<int>(d_.characters.size()); ++o)
        if (Rules::blocks(*this, o, who, from)) out.push_back(o);
    return out;
}

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

// ---------------------------------------------------------------------------------------------
// Legal actions

namespace {

// In Pos order, so that walks, runs and shifts come out of the generation already sorted.
const Pos kDirs[8] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

}  // namespace

std::vector<LegalAction> GameState::legalActions() const {
    if (isOver()) return {};
    // Quiet checks, characterAt from an index, one occupancy for every sight line (R22).
    const Rules::ScopeGuard scope(*this);
    // Each candidate is checked as it is generated; the legal ones are kept.
    std::vector<Action> passing;
    auto consider = [&](Action a) {
        if (!Rules::check(*this, a)) passing.push_back(std::move(a));
    };
    if (d_.pending) {
        if (d_.pending->kind == DecisionKind::Block) {
            consider(MoveAnyway{});
            consider(Stay{});
        } else {
            consider(UseDestiny{});
            consider(DeclineDestiny{});
        }
    } else {
        const Side side = Rules::decider(*this);
        consider(d_.waiting_window ? Action{Pass{}} : Action{EndTurn{}});
        if (d_.crush) consider(Crush{d_.crush->actor, d_.crush->to});
        const int n = static_cast<int>(d_.characters.size());
        for (int who = 0; who < n; ++who) {
            const CharacterState& c = character(who);
            if (c.side != side || c.presence != Presence::OnBoard) continue;
            if (Rules::budget(*this, who) <= 0) continue;
            if (c.webbed > 0) {
                consider(BreakFree{who});
                continue;
            }
            const int agility = effective(who, Characteristic::Agility);  // R43
            for (Pos d : kDirs) {
                const Pos to = c.pos + d;
                if (!board_.inside(to)) continue;
                consider(Walk{who, to});
                const int through = characterAt(to);
                const bool ally = through >= 0 && character(through).side == c.side;
                // R9: checkMove checks a run's first step before anything else of the run, so
                // when that step fails no run through `to` is legal: none is a candidate.
                const bool run_through = !Rules::checkStep(*this, who, c.pos, to, false, true);
                for (Pos d2 : kDirs) {
                    const Pos to2 = to + d2;
                    if (to2 == c.pos || !board_.inside(to2)) continue;
                    if (run_through) consider(Run{who, to, to2});
                    if (ally) consider(Shift{who, to, to2});
                }
                for (int k = 1; k <= Rules::kMaxJump && Rules::jumpDifficulty(*this, k) <= agility * agility; ++k) {
                    // R43: a jump over k squares passes over the squares of the jump over k - 1
                    // and one more; when that one cannot be jumped over, no longer jump is legal.
                    const Pos over{c.pos.x + d.x * k, c.pos.y + d.y * k};
                    if (!Rules::jumpOverAllowed(*this, who, over - d, over)) break;
                    consider(Jump{who, {c.pos.x + d.x * (k + 1), c.pos.y + d.y * (k + 1)}});
                }
            }
            for (int t = 0; t < n; ++t) {
                for (const std::string& sp : card(who).spells) consider(CastSpell{who, sp, t});
                if (character(t).side == c.side) continue;  // the rest targets opponents only
                const int gap = Rules::gap(*this, who, t);  // R37: between footprints
                if (gap <= Rules::meleeRange(*this, who)) {
                    consider(Melee{who, t});
                    consider(PowerfulAttack{who, t});
                }
                if (gap > 1) {
                    consider(Shot{who, t});
                    consider(SharpShot{who, t});
                }
                consider(ChallengeDuel{who, t});
            }
            for (std::size_t o = 0; o < d_.objects.size(); ++o) {
                if (distance(Footprint{content_->quest.objects[o].at}, Rules::footprint(*this, who)) > 1) continue;
                const int oi = static_cast<int>(o);
                consider(OpenDoor{who, oi});
                consider(CloseDoor{who, oi});
                consider(PickLock{who, oi});
                consider(BreakDoor{who, oi});
            }
            for (std::size_t i = 0; i < d_.items.size(); ++i) {
                const int ii = static_cast<int>(i);
                if (d_.items[i].holder == who) {
                    consider(Drink{who, ii});
                    for (int t = 0; t < n; ++t) {
                        if (t == who || Rules::gap(*this, t, who) > 1) continue;
                        consider(Give{who, t, ii});
                        consider(Pour{who, t, ii});
                    }
                } else {
                    consider(Take{who, ii});
                }
            }
            consider(Wait{who});
            consider(Exit{who});
            if (d_.options.solo_master) consider(SoloRoll{who});  // R44
            for (std::size_t k = 0; k < content_->quest.special_actions.size(); ++k)
                consider(SpecialAction{who, static_cast<int>(k)});
        }
    }
    // Sorted by Action's operator<, which orders by kind (the variant's index) first: a stable
    // counting sort of positions by kind, then each kind's run sorted unless it already is
    // (walks, runs, shifts, attacks, objects come out of the generation in order).
    std::size_t count[std::variant_size_v<Action> + 1] = {};
    for (const Action& a : passing) ++count[a.index() + 1];
    for (std::size_t k = 1; k <= std::variant_size_v<Action>; ++k) count[k] += count[k - 1];
    std::vector<std::uint32_t> order(passing.size());
    for (std::size_t i = 0; i < passing.size(); ++i) order[count[passing[i].index()]++] = static_cast<std::uint32_t>(i);
    const auto less = [&passing](std::uint32_t x, std::uint32_t y) { return passing[x] < passing[y]; };
    for (std::size_t from = 0; from < order.size();) {
        std::size_t to = from + 1;
        while (to < order.size() && passing[order[to]].index() == passing[order[from]].index()) ++to;
        if (!std::is_sorted(order.begin() + static_cast<std::ptrdiff_t>(from),
                            order.begin() + static_cast<std::ptrdiff_t>(to), less))
            std::sort(order.begin() + static_cast<std::ptrdiff_t>(from),
                      order.begin() + static_cast<std::ptrdiff_t>(to), less);
        from = to;
    }
    std::vector<LegalAction> out;
    out.reserve(order.size());
    for (std::uint32_t i : order) {
        if (!out.empty() && out.back().action == passing[i]) continue;  // unique
        out.push_back({std::move(passing[i]), {}});
        out.back().info = info(out.back().action);
    }
    return out;
}

std::optional<ActionRefusal> GameState::refusal(const Action& a) const { return Rules::check(*this, a); }

std::optional<std::string> GameState::whyIllegal(const Action& a) const {
    auto why = Rules::check(*this, a);
    return why ? std::optional<std::string>(std::move(why->text)) : std::nullopt;
}

bool GameState::allowed(const Action& a) const {
    const Rules::ScopeGuard scope(*this);  // quiet: no message is built
    return !Rules::check(*this, a).has_value();
}

ActionInfo GameState::info(const Action& a) const {
    ActionInfo i;
    i.ap = Rules::cost(*this, a);
    i.rolls_dice = Rules::rollsDice(*this, a);
    i.reveals = Rules::reveals(*this, a);
    return i;
}

std::vector<Event> GameState::apply(const Action& a) {
    if (auto why = Rules::check(*this, a)) throw std::invalid_argument(why->text);
    ++d_.actions_applied;
    const bool window_was_open = d_.waiting_window;
    // R13: the free crush step is only offered as the very next action of its side.
    if (d_.crush && !std::holds_alternative<Crush>(a) && Rules::decider(*this) == character(d_.crush->actor).side)
        d_.crush.reset();
    Events ev;
    // R27 decisions of the start of a side are answered before its first action: like the end
    // of a turn, the answer opens no R42 waiting window.
    const bool turn_start = d_.pending && Rules::atTurnStart(*d_.pending);
    Rules::step(*this, a, ev);
    Rules::afterAction(*this, turn_start ? Action{EndTurn{}} : a, window_was_open, ev);
    return ev;
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

Occupancy Rules::occupancy(const GameState& s) {
    Occupancy occ(s.board_);
    for (std::size_t i = 0; i < s.d_.characters.size(); ++i) {
        const CharacterState& c = s.d_.characters[i];
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
        if (!s.board_.inside(c.pos)) continue;
        Occupant o;
        o.id = static_cast<int>(i);
        o.side = c.side;
        const CharacterCard& card = s.card(o.id);
        o.size = card.size;
        o.invisible = card.has(SpecialRuleId::Invisible);
        o.blocks_sight = c.presence == Presence::OnBoard;  // R25: a hero down blocks nothing
        o.crossable = c.presence == Presence::Down;        // R25 (Rules::checkCrossing)
        for (Pos p : footprint(s, o.id).squares())  // R37: every square of the footprint
            if (s.board_.inside(p)) occ.set(p, o);
    }
    return occ;
}

thread_local Rules::Scope* Rules::current_ = nullptr;

const Occupancy& Rules::occupancyOf(const GameState& s, Occupancy& own) {
    if (Scope* scope = scopeOf(s)) {
        if (!scope->occ) scope->occ = occupancy(s);
        return *scope->occ;
    }
    own = occupancy(s);
    return own;
}

bool Rules::validCharacter(const GameState& s, int who) {
    return who >= 0 && who < static_cast<int>(s.d_.characters.size());
}

bool Rules::freeOfCharacters(const GameState& s, Pos p, int ignore) {
    const int at = s.characterAt(p);
    return at < 0 || at == ignore;
}

int Rules::gap(const GameState& s, int a, int b) { return distance(footprint(s, a), footprint(s, b)); }

bool Rules::touchingWide(const GameState& s, const Footprint& a, const Footprint& b) {
    if (distance(a, b) != 1) return false;
    for (Pos p : a.squares())
        for (Pos q : b.squares())
            if (adjacent(p, q) && s.board_.diagonalAllowed(p, q)) return true;  // R10
    return false;
}

int Rules::meleeRange(const GameState& s, int who) { return s.card(who).size == Size::Gigantic ? 2 : 1; }  // R37

bool Rules::meleeReach(const GameState& s, int who, const Footprint& t) {
    const Footprint a = footprint(s, who);
    const int d = distance(a, t);
    if (d < 1) return false;
    if (d == 1 && touching(s, a, t)) return true;  // R10, R15
    if (meleeRange(s, who) < 2 || d > 2) return false;
    // R37: a gigantic character strikes at distance 2 over a square between that is not an
    // obstacle (a character there does not stop the blow), R10 applying to both halves.
    for (Pos p : a.squares())
        for (Pos q : t.squares()) {
            if (distance(p, q) != 2) continue;
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    const Pos m{p.x + dx, p.y + dy};
                    if (!adjacent(p, m) || !adjacent(m, q) || s.board_.isObstacle(m)) continue;
                    if (s.board_.diagonalAllowed(p, m) && s.board_.diagonalAllowed(m, q)) return true;
                }
        }
    return false;
}

bool Rules::footprintStepAllowed(const GameState& s, int who, Pos from, Pos to) {
    const Footprint fp = footprintAt(s, who, from);
    if (fp.single()) return s.board_.diagonalAllowed(from, to);
    const Pos d = to - from;
    for (Pos p : fp.squares())
        if (!s.board_.diagonalAllowed(p, p + d)) return false;  // R10 for each square
    return true;
}

bool Rules::fits(const GameState& s, int who, Pos p) {
    const Footprint fp = footprintAt(s, who, p);
    if (fp.single()) {
        const int other = s.characterAt(p);
        return s.board_.isWalkable(p) && (other < 0 || other == who);
    }
    for (Pos q : fp.squares()) {
        if (!s.board_.isWalkable(q)) return false;
        const int other = s.characterAt(q);
        if (other >= 0 && other != who) return false;
    }
    return true;
}

bool Rules::inZone(const GameState& s, int who, const ZoneDef* z) {
    if (!z) return false;
    for (Pos q : footprint(s, who).squares())
        if (std::binary_search(z->squares.begin(), z->squares.end(), q)) return true;
    return false;
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

std::optional<ActionRefusal> Rules::checkActor(const GameState& s, int who, int cost) {
    if (!validCharacter(s, who)) return refuse(s, RefusalKey::NoCharacter, Num{who});
    const CharacterState& c = s.character(who);
    const Side side = decider(s);
    if (c.side != side) return refuse(s, RefusalKey::OtherSide, Who{who}, SideOf{c.side}, SideOf{side});
    switch (c.presence) {
        case Presence::OnBoard: break;
        case Presence::Down: return refuse(s, RefusalKey::ActorDown, Who{who});
        case Presence::Casualty: return refuse(s, RefusalKey::ActorOffBoard, Who{who});
        case Presence::Dead: return refuse(s, RefusalKey::ActorDead, Who{who});
        case Presence::Exited: return refuse(s, RefusalKey::ActorExited, Who{who});
    }
    if (s.d_.waiting_window) {
        if (c.waiting < cost) return refuse(s, RefusalKey::NoWaitingPoints, Num{cost}, Num{c.waiting});
    } else if (c.ap < cost) {
        return refuse(s, RefusalKey::NoAp, Num{cost}, Num{c.ap});
    }
    return std::nullopt;
}

std::optional<ActionRefusal> Rules::sightBlocked(const GameState& s, int viewer, int target) {
    // In a quiet scope the answer is kept per (viewer, target): shots, sharp shots, spells and
    // duels ask the same question of the same state.
    Scope* scope = scopeOf(s);
    std::size_t pair = 0;
    if (scope) {
        const std::size_t n = s.d_.characters.size();
        if (scope->sight.empty()) scope->sight.assign(n * n, -1);
        pair = static_cast<std::size_t>(viewer) * n + static_cast<std::size_t>(target);
        if (scope->sight[pair] >= 0)
            return scope->sight[pair] ? std::optional<ActionRefusal>(ActionRefusal{}) : std::nullopt;
        const bool blocked = sightLineBlocked(s, viewer, target);
        scope->sight[pair] = blocked ? 1 : 0;
        return blocked ? std::optional<ActionRefusal>(ActionRefusal{}) : std::nullopt;
    }
    if (!sightLineBlocked(s, viewer, target)) return std::nullopt;
    return sightBlockedReason(s, viewer, target);
}

namespace {

/// The sight question of R22 from `viewer`'s square to `target`'s (R37: who sees over whom).
SightQuery sightQuery(const GameState& s, int viewer, int target) {
    const CharacterState& v = s.character(viewer);
    SightQuery q;
    q.from = v.pos;
    q.to = s.character(target).pos;
    q.viewer_id = viewer;
    q.target_id = target;
    q.viewer_side = v.side;
    q.viewer_size = s.card(viewer).size;
    q.target_size = s.card(target).size;
    q.ignore_allies = s.card(viewer).hasSkillEffect(SkillEffectType::ShootThroughAllies);
    return q;
}

}  // namespace

bool Rules::sightLineBlocked(const GameState& s, int viewer, int target) {
    const SightQuery q = sightQuery(s, viewer, target);
    Occupancy own;
    const Occupancy& occ = occupancyOf(s, own);
    // R22/R37: a line from any square of the viewer's footprint to any square of the target's.
    for (Pos from : footprint(s, viewer).squares())
        for (Pos to : footprint(s, target).squares()) {
            SightQuery pair = q;
            pair.from = from;
            pair.to = to;
            if (lineOfSight(s.board_, occ, pair)) return false;
        }
    return true;
}

ActionRefusal Rules::sightBlockedReason(const GameState& s, int viewer, int target) {
    const CharacterState& v = s.character(viewer);
    const CharacterState& t = s.character(target);
    const SightQuery q = sightQuery(s, viewer, target);
    const Occupancy occ = occupancy(s);
    const SightTrace trace = traceSight(v.pos, t.pos);
    // The terrain first: a character on the line is named only when the walls alone would let
    // the sight through (else an ally in front, who may not even block, as for a hero who shoots
    // through allies, is blamed for the rubble behind him).
    if (!lineOfSight(s.board_, Occupancy(s.board_), q)) {
        for (Pos p : trace.crossed)
            if (s.board_.blocksSight(p))
                return worded(
                    s,
                    ActionRefusal{RefusalKey::SightTerrain, {arg(s, TileOf{s.board_.tile(p)}), arg(s, Sq{p})}, {}, {}});
        for (const auto& [a, b] : trace.corners)
            if (s.board_.blocksSight(a) && s.board_.blocksSight(b))
                return worded(s, ActionRefusal{RefusalKey::SightCorner, {arg(s, Sq{a}), arg(s, Sq{b})}, {}, {}});
        return worded(s, ActionRefusal{RefusalKey::SightBlocked, {}, {}, {}});
    }
    for (Pos p : trace.crossed) {
        const Occupant& o = occ.at(p);
        if (!o.empty() && o.id != viewer && o.id != target) {
            SightQuery one = q;
            Occupancy only(s.board_);
            only.set(p, o);
            if (!lineOfSight(s.board_, only, one))
                return worded(s, ActionRefusal{RefusalKey::SightCharacter, {arg(s, Who{o.id}), arg(s, Sq{p})}, {}, {}});
        }
    }
    return worded(s, ActionRefusal{RefusalKey::SightBlocked, {}, {}, {}});
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

int Rules::cost(const GameState& s, const Action& a) {
    return std::visit(
        [&s](const auto& x) -> int {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Shift> || std::is_same_v<T, PowerfulAttack> || std::is_same_v<T, SharpShot>)
                return 2;  // R11, R16, R20
            else if constexpr (std::is_same_v<T, Wait>)
                return rules(s).numbers.waiting_ap_per_point;  // R42
            else if constexpr (std::is_same_v<T, CastSpell>) {
                const Spell* sp = s.content().spell(x.spell);
                return sp ? sp->ap : 1;  // R23
            } else if constexpr (std::is_same_v<T, SpecialAction>) {
                const auto& list = quest(s).special_actions;
                return x.action >= 0 && x.action < static_cast<int>(list.size())
                           ? list[static_cast<std::size_t>(x.action)].ap
                           : 1;  // R51
            } else if constexpr (std::is_same_v<T, Crush> || std::is_same_v<T, EndTurn> || std::is_same_v<T, MoveAnyway> ||
                                 std::is_same_v<T, Stay> || std::is_same_v<T, UseDestiny> ||
                                 std::is_same_v<T, DeclineDestiny> || std::is_same_v<T, Pass> ||
                                 std::is_same_v<T, SoloRoll>)
                return 0;  // R44: the solo roll costs nothing
            else
                return 1;
        },
        a);
}

bool Rules::rollsDice(const GameState& s, const Action& a) {
    return std::visit(
        [&s](const auto& x) -> bool {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift> ||
                          std::is_same_v<T, Crush>) {
                if (!validCharacter(s, x.actor)) return false;
                // R12 block tests (not when shifting or crushing), R48 visible traps on the way.
                const bool may_block = !std::is_same_v<T, Shift> && !std::is_same_v<T, Crush> && !ignoresBlock(s, x.actor);
                if (may_block && blocked(s, x.actor, s.character(x.actor).pos)) return true;
                const MovePath path = movePath(x);
                for (std::size_t i = 0; i < path.size(); ++i) {
                    if (std::is_same_v<T, Shift> && i == 0) continue;  // the ally's square
                    for (Pos q : footprintAt(s, x.actor, path[i]).squares())  // R37: under any square
                        if (s.board_.tile(q) == TileKind::Trap && !flying(s, x.actor)) return true;
                    if (may_block && i + 1 < path.size() && blocked(s, x.actor, path[i])) return true;
                }
                return false;
            } else if constexpr (std::is_same_v<T, OpenDoor> || std::is_same_v<T, CloseDoor> || std::is_same_v<T, Take> ||
                                 std::is_same_v<T, Give> || std::is_same_v<T, Wait> || std::is_same_v<T, Exit> ||
                                 std::is_same_v<T, Stay> || std::is_same_v<T, Pass> || std::is_same_v<T, ChallengeDuel>) {
                return false;
            } else if constexpr (std::is_same_v<T, BreakDoor>) {
                return false;  // fixed damage, no roll (R40)
            } else {
                // Tests, location dice, D6; ending the turn starts the next side's (fear,
                // reinforcements...); decision answers go on with the action.
                return true;
            }
        },
        a);
}

bool Rules::reveals(const GameState& s, const Action& a) {
    // R48: stepping onto a hidden trap reveals it. A hero's flag must not give the trap away,
    // so every hero move is flagged while some hidden trap is unsprung; the Master's are exact.
    bool out = false;
    std::visit(
        [&](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift> ||
                          std::is_same_v<T, Jump> || std::is_same_v<T, Crush>) {
                if (!validCharacter(s, x.actor)) return;
                if (s.character(x.actor).side == Side::Heroes) {
                    for (std::size_t i = 0; i < s.d_.objects.size(); ++i) {
                        const ObjectDef& def = quest(s).objects[i];
                        if (def.kind == ObjectKind::Trap && def.hidden && !s.d_.objects[i].sprung) out = true;
                    }
                    return;
                }
                for (Pos p : movePath(x))
                    for (Pos q : footprintAt(s, x.actor, p).squares())  // R37: under any square
                        if (s.board_.tile(q) == TileKind::HiddenTrap) out = true;
            }
        },
        a);
    return out;
}

std::optional<ActionRefusal> Rules::check(const GameState& s, const Action& a) {
    if (s.isOver()) return refuse(s, RefusalKey::GameOver, SideOf{s.d_.result->winner});
    const bool answer = std::holds_alternative<MoveAnyway>(a) || std::holds_alternative<Stay>(a) ||
                        std::holds_alternative<UseDestiny>(a) || std::holds_alternative<DeclineDestiny>(a);
    if (s.d_.pending) {
        const PendingDecision& p = *s.d_.pending;
        if (p.kind == DecisionKind::Block) {
            if (std::holds_alternative<MoveAnyway>(a) || std::holds_alternative<Stay>(a)) return std::nullopt;
            return refuse(s, RefusalKey::BlockPending, SideOf{p.owner}, Who{p.who});
        }
        if (std::holds_alternative<UseDestiny>(a) || std::holds_alternative<DeclineDestiny>(a)) return std::nullopt;
        return refuse(s, RefusalKey::DestinyPending, SideOf{p.owner}, Who{p.who});
    }
    if (answer) return refuse(s, RefusalKey::NoDecision);
    if (std::holds_alternative<Pass>(a))
        return s.d_.waiting_window ? std::nullopt : refuse(s, RefusalKey::NothingToPass);
    if (std::holds_alternative<EndTurn>(a))
        return s.d_.waiting_window ? refuse(s, RefusalKey::WaitingMustAct) : std::nullopt;

    const int who = actionActor(a);
    if (auto why = checkActor(s, who, cost(s, a))) return why;
    const CharacterState& c = s.character(who);
    if (s.d_.waiting_window && (std::holds_alternative<Wait>(a) || std::holds_alternative<Crush>(a)))
        return refuse(s, RefusalKey::NotWhileWaiting);
    if (c.webbed > 0 && !std::holds_alternative<BreakFree>(a)) return refuse(s, RefusalKey::Webbed, Who{who});
    // R46: duellists may only move toward each other, then attack each other in melee.
    if (c.duel_with >= 0) {
        const bool reach = meleeReach(s, who, footprint(s, c.duel_with));
        if (reach) {
            const bool ok = (std::holds_alternative<Melee>(a) && std::get<Melee>(a).target == c.duel_with) ||
                            (std::holds_alternative<PowerfulAttack>(a) && std::get<PowerfulAttack>(a).target == c.duel_with);
            if (!ok) return refuse(s, RefusalKey::DuelAttackOnly, Who{who}, Who{c.duel_with});
        } else {
            Pos end{};
            if (auto* w = std::get_if<Walk>(&a)) end = w->to;
            else if (auto* r = std::get_if<Run>(&a)) end = r->to;
            else
                return refuse(s, RefusalKey::DuelMoveToward, Who{who}, Who{c.duel_with});
            const Footprint target = footprint(s, c.duel_with);
            if (distance(footprintAt(s, who, end), target) >= distance(footprint(s, who), target))
                return refuse(s, RefusalKey::DuelMoveToward, Who{who}, Who{c.duel_with});
        }
    }
    return std::visit(
        [&](const auto& x) -> std::optional<ActionRefusal> {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift>)
                return checkMove(s, x);
            else if constexpr (std::is_same_v<T, Jump>)
                return checkJump(s, x);
            else if constexpr (std::is_same_v<T, Crush>)
                return checkCrush(s, x);
            else if constexpr (std::is_same_v<T, Melee> || std::is_same_v<T, PowerfulAttack> || std::is_same_v<T, Shot> ||
                               std::is_same_v<T, SharpShot>)
                return checkAttack(s, x);
            else if constexpr (std::is_same_v<T, CastSpell>)
                return checkSpell(s, x);
            else if constexpr (std::is_same_v<T, ChallengeDuel>)
                return checkDuel(s, x);
            else if constexpr (std::is_same_v<T, SoloRoll>)
                return checkSoloRoll(s, x);
            else
                return checkObjectAction(s, x);
        },
        a);
}

void Rules::step(GameState& s, const Action& a, Events& ev) {
    std::visit(
        [&](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, Walk> || std::is_same_v<T, Run> || std::is_same_v<T, Shift> ||
                          std::is_same_v<T, Jump>)
                applyMove(s, x, ev);
            else if constexpr (std::is_same_v<T, Crush>)
                applyCrush(s, x, ev);
            else if constexpr (std::is_same_v<T, Melee> || std::is_same_v<T, PowerfulAttack>)
                applyAttack(s, x, ev);
            else if constexpr (std::is_same_v<T, Shot> || std::is_same_v<T, SharpShot>)
                // R42 skill "double_shot_when_waiting" (Irf): a shot paid with waiting points shoots twice.
                applyAttack(s, x, ev, s.shots(x) - 1);
            else if constexpr (std::is_same_v<T, CastSpell>)
                applySpell(s, x, ev);
            else if constexpr (std::is_same_v<T, ChallengeDuel>)
                applyDuel(s, x, ev);
            else if constexpr (std::is_same_v<T, SoloRoll>)
                applySoloRoll(s, x, ev);
            else if constexpr (std::is_same_v<T, EndTurn>)
                endTurn(s, ev);
            else if constexpr (std::is_same_v<T, Pass>)
                s.d_.waiting_window = false;
            else if constexpr (std::is_same_v<T, MoveAnyway> || std::is_same_v<T, Stay>)
                answerBlock(s, std::is_same_v<T, MoveAnyway>, ev);
            else if constexpr (std::is_same_v<T, UseDestiny> || std::is_same_v<T, DeclineDestiny>)
                answerDestiny(s, std::is_same_v<T, UseDestiny>, ev);
            else
                applyObjectAction(s, x, ev);
        },
        a);
}

Event Rules::decisionRequired(const PendingDecision& p) {
    return DecisionRequired{p.owner,
                            p.kind == DecisionKind::Block           ? "block"
                            : p.kind == DecisionKind::DestinyReroll ? "destiny_reroll"
                                                                    : "destiny_cancel",
                            p.who, p.kind == DecisionKind::Block ? "R12" : "R27"};
}

void Rules::afterAction(GameState& s, const Action& a, bool window_was_open, Events& ev) {
    if (!s.d_.result) checkConditions(s, ev);
    if (s.d_.result) {
        s.d_.pending.reset();
        s.d_.waiting_window = false;
        s.d_.crush.reset();
        return;
    }
    if (s.d_.pending) {
        ev.push_back(decisionRequired(*s.d_.pending));
        return;
    }
    auto anyWaiting = [&s] {
        for (std::size_t i = 0; i < s.d_.characters.size(); ++i) {
            const CharacterState& c = s.d_.characters[i];
            if (c.side == Side::Heroes && c.presence == Presence::OnBoard && c.waiting > 0 && c.webbed == 0) return true;
        }
        return false;
    };
    // R42: between two Master actions, heroes with waiting points may act. R44: a solo-table
    // roll is the first half of a creature's action (the roll decides what it does next), not
    // an action of its own: the window opens after what it decides, not in between.
    if (window_was_open) {
        if (!anyWaiting()) s.d_.waiting_window = false;
    } else if (s.d_.side == Side::Master && !std::holds_alternative<EndTurn>(a) && !std::holds_alternative<Pass>(a) &&
               !std::holds_alternative<SoloRoll>(a)) {
        if (anyWaiting()) {
            s.d_.waiting_window = true;
            ev.push_back(DecisionRequired{Side::Heroes, "waiting", -1, "R42"});
        }
    }
}

}  // namespace cata
