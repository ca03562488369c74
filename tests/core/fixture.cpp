// Test fixtures for the rules core (fixture.h).
#include "core/fixture.h"

#include <algorithm>
#include <stdexcept>

namespace fixture {

using namespace cata;

Ruleset standardRules() {
    Ruleset r;
    r.id = "standard";
    r.power_die = {PowerFace::Blank, PowerFace::Blank, PowerFace::Success,
                   PowerFace::Success, PowerFace::Success, PowerFace::SuccessBonus};
    r.location_die = {Location::Head, Location::Chest, Location::Chest, Location::Arm, Location::Arm, Location::Leg};
    r.shot_bands = {{3, 1}, {6, 2}, {9, 3}, {12, 4}};
    r.unexpected_events = {{2, 2, UnexpectedEventType::HeroCatchesFire, 0, 0, {}},
                           {3, 3, UnexpectedEventType::MasterExtraAp, 2, 0, {}},
                           {4, 4, UnexpectedEventType::ReinforcementsSucceed, 0, 0, {}},
                           {5, 11, UnexpectedEventType::Nothing, 0, 0, {}},
                           {12, 12, UnexpectedEventType::FairyHeal, 0, 3, {}}};
    r.solo_non_activated = {{1, 1, SoloBehaviour::Frantic, 2, 0, {}},
                            {2, 5, SoloBehaviour::Wander, 1, 2, {}},
                            {6, 6, SoloBehaviour::Idle, 1, 0, {}}};
    return r;
}

CharacterCard card(const std::string& id, Formation f, int hp, int ap) {
    CharacterCard c;
    c.id = id;
    c.name = {id, id};
    c.formation = f;
    for (int i = 0; i < kCharacteristicCount; ++i) c.characteristics.values[static_cast<std::size_t>(i)] = 2;
    c.characteristics[Characteristic::HealthPoints] = hp;
    c.characteristics[Characteristic::ActionPoints] = ap;
    c.characteristics[Characteristic::Destiny] = 0;
    c.melee_damage = 3;
    c.shot_damage = 3;
    return c;
}

std::vector<CharacterCard> basicCards() {
    return {card("hero", Formation::Hero), card("troop", Formation::MasterTroop, 5, 3),
            card("leader", Formation::MasterLeader, 8, 3)};
}

Spec basicSpec(std::vector<std::string> rows) {
    Spec spec;
    spec.rows = std::move(rows);
    spec.cards = basicCards();
    spec.letters = {{'A', "hero"}, {'B', "hero"}, {'m', "troop"}, {'n', "troop"}, {'k', "leader"}};
    return spec;
}

GameState make(const Spec& spec) {
    auto content = std::make_shared<GameContent>();
    content->ruleset = standardRules();
    content->cards = spec.cards.empty() ? basicCards() : spec.cards;
    content->spells = spec.spells;
    QuestDef& q = content->quest;
    q.id = "fixture";
    q.height = static_cast<int>(spec.rows.size());
    q.width = spec.rows.empty() ? 0 : static_cast<int>(spec.rows[0].size());
    GameSetup setup;
    std::vector<Pos> entry;
    for (int y = 0; y < q.height; ++y) {
        for (int x = 0; x < q.width; ++x) {
            const char ch = spec.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const Pos p{x, y};
            TileKind t = TileKind::Floor;
            auto letter = spec.letters.find(ch);
            if (letter != spec.letters.end()) {
                const CharacterCard* c = nullptr;
                for (const auto& cc : content->cards)
                    if (cc.id == letter->second) c = &cc;
                if (!c) throw std::runtime_error("fixture: unknown card " + letter->second);
                q.tiles.push_back(t);
                // R37: a gigantic character is drawn on every square of its footprint; it is
                // placed on the first (its top-left square).
                const std::string id(1, ch);
                auto placed = [&](const std::vector<Placement>& g) {
                    return std::any_of(g.begin(), g.end(), [&](const Placement& pl) { return pl.id == id; });
                };
                if ((c->footprint_w > 1 || c->footprint_h > 1) && (placed(setup.heroes) || placed(setup.master)))
                    continue;
                Placement pl{letter->second, id, p};
                (c->isHero() ? setup.heroes : setup.master).push_back(pl);
                continue;
            }
            auto object = [&](ObjectKind k, const char* kind, bool open, bool locked) {
                ObjectDef o;
                o.id = std::string(kind) + "_" + std::to_string(x) + "_" + std::to_string(y);
                o.kind = k;
                o.at = p;
                o.open = open;
                o.locked = locked;
                q.objects.push_back(o);
            };
            switch (ch) {
                case '#': t = TileKind::Wall; break;
                case ' ': t = TileKind::Void; break;
                case '%': t = TileKind::Rubble; break;
                case '~': t = TileKind::Lava; break;
                case '+': t = TileKind::DoorClosed; object(ObjectKind::Door, "door", false, false); break;
                case '\'': t = TileKind::DoorOpen; object(ObjectKind::Door, "door", true, false); break;
                case 'L': t = TileKind::DoorLocked; object(ObjectKind::Door, "door", false, true); break;
                case 'S':
                    t = TileKind::SecretDoor;
                    object(ObjectKind::SecretDoor, "secret_door", false, false);
                    q.objects.back().pickable = false;
                    break;
                case '^': t = TileKind::Trap; object(ObjectKind::Trap, "trap", false, false); break;
                case ';':
                    t = TileKind::HiddenTrap;
                    object(ObjectKind::Trap, "trap", false, false);
                    q.objects.back().hidden = true;
                    break;
                case 'o': t = TileKind::Barrel; object(ObjectKind::Barrel, "barrel", false, false); break;
                case '$': t = TileKind::Chest; object(ObjectKind::Chest, "chest", false, false); break;
                case '&': t = TileKind::ChestLocked; object(ObjectKind::Chest, "chest", false, true); break;
                case 'C': t = TileKind::Cell; object(ObjectKind::Cell, "cell", false, true); break;
                case 'R': t = TileKind::Reinforcement; entry.push_back(p); break;
                default: t = TileKind::Floor; break;
            }
            q.tiles.push_back(t);
        }
    }
    if (!entry.empty()) q.reinforcement_entries.push_back(entry);
    if (spec.quest_tweak) spec.quest_tweak(q);
    setup.content = content;
    setup.options = spec.options;
    setup.seed = spec.seed;
    std::vector<std::string> errors;
    auto s = GameState::create(setup, &errors);
    if (!s) throw std::runtime_error("fixture: " + (errors.empty() ? std::string("?") : errors.front()));
    return *s;
}

GameState basic(std::vector<std::string> rows) { return make(basicSpec(std::move(rows))); }

CharacterCard& cardOf(Spec& spec, const std::string& id) {
    for (auto& c : spec.cards)
        if (c.id == id) return c;
    throw std::runtime_error("fixture: no card " + id + " in the spec");
}

Spell healSpell() {
    Spell heal;
    heal.id = "heal";
    heal.target = SpellTarget::AllyOrSelf;
    heal.tiers = {{1, {{SpellEffectType::Heal, {1, 0}, false, 0, Characteristic::MeleeAttack, 1}}}};
    return heal;
}

Spell boltSpell() {
    Spell bolt;
    bolt.id = "bolt";
    bolt.target = SpellTarget::Enemy;
    bolt.tiers = {{1, {{SpellEffectType::Damage, {1, 0}, true, 0, Characteristic::MeleeAttack, 1}}}};
    return bolt;
}

CharacterCard spiderCard() {
    CharacterCard spider = card("spider", Formation::MasterTroop, 4, 3);
    spider.special_rules = {{SpecialRuleId::Web, 2, AttackKind::Melee}, {SpecialRuleId::Poison, 2, AttackKind::All}};
    return spider;
}

CharacterCard mageCard() {
    CharacterCard mage = card("mage", Formation::Hero, 8, 4);
    mage.characteristics[Characteristic::Destiny] = 1;
    mage.spells = {"heal", "bolt"};
    return mage;
}

Spec arena() {
    Spec s;
    s.rows = {
        "############", "#A.....%..R#", "#B.^..+...m#", "#..o..#.;.k#", "#D.~~.L..n.#", "#...$.#..p.#", "############",
    };
    s.cards = basicCards();
    CharacterCard ghoul = card("ghoul", Formation::MasterTroop, 6, 3);
    ghoul.special_rules = {{SpecialRuleId::Fear, 1, AttackKind::All},
                           {SpecialRuleId::FireAttack, 0, AttackKind::All},
                           {SpecialRuleId::Blunt, 0, AttackKind::All}};
    s.cards.push_back(spiderCard());
    s.cards.push_back(ghoul);
    s.cards.push_back(mageCard());
    s.spells = {healSpell(), boltSpell()};
    s.letters = {{'A', "hero"},   {'B', "mage"},  {'D', "hero"}, {'m', "spider"},
                 {'k', "leader"}, {'n', "ghoul"}, {'p', "troop"}};
    s.options = GameOptions{true, true, true};
    s.quest_tweak = [](QuestDef& q) {
        q.turn_limit = 8;
        Condition c;
        c.type = ConditionType::ChestOpened;
        c.target = "chest_4_5";
        q.victory.push_back(c);
        Condition out;
        out.type = ConditionType::AllHeroesOut;
        out.squares = {{1, 1}};
        q.victory.push_back(out);
        ItemDef gem;
        gem.id = "gem";
        gem.in = "chest_4_5";
        q.items.push_back(gem);
    };
    return s;
}

int who(const GameState& s, char letter) {
    const int i = s.characterIndex(std::string(1, letter));
    if (i < 0) throw std::runtime_error(std::string("fixture: no character ") + letter);
    return i;
}

void forcePower(GameState& s, const std::string& faces) {
    std::vector<PowerFace> f;
    for (char c : faces) {
        if (c == '-') f.push_back(PowerFace::Blank);
        else if (c == 'I') f.push_back(PowerFace::Success);
        else if (c == '*') f.push_back(PowerFace::SuccessBonus);
    }
    s.dice().forcePower(f);
}

void forceLocation(GameState& s, std::vector<Location> faces) { s.dice().forceLocation(faces); }
void forceD6(GameState& s, std::vector<int> values) { s.dice().forceD6(values); }

void edit(GameState& s, const std::function<void(GameStateData&)>& change) {
    GameStateData d = s.data();
    change(d);
    s = *GameState::fromData(s.contentPtr(), d);
}

bool legal(const GameState& s, const Action& a) {
    for (const auto& l : s.legalActions())
        if (l.action == a) return true;
    return false;
}

}  // namespace fixture
