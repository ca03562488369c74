// A game started from a whole position (position.h): the characters, objects and items set as
// the position says, each value judged by the rules that make it (R7 AP, R24/R25 HP, R27
// destiny, R29–R31/R39 conditions, R37 squares, R40 doors, R41 items, R42 waiting points, R46
// duels, R48 traps, R52 turns, R53 groups).
#include <algorithm>
#include <map>

#include "cata/core/groups.h"
#include "cata/core/position.h"
#include "rules.h"

namespace cata {

namespace {

std::string quoted(const std::string& id) { return "\"" + id + "\""; }

/// "[x, y]", as the quest format writes a square.
std::string squareText(Pos p) { return "[" + std::to_string(p.x) + ", " + std::to_string(p.y) + "]"; }

std::string_view kindName(ObjectKind k) {
    switch (k) {
        case ObjectKind::Door:
            return "a door";
        case ObjectKind::SecretDoor:
            return "a secret door";
        case ObjectKind::Cell:
            return "a cell";
        case ObjectKind::Chest:
            return "a chest";
        case ObjectKind::Barrel:
            return "a barrel";
        case ObjectKind::Trap:
            return "a trap";
    }
    return "an object";
}

}  // namespace

GameState Rules::empty(std::shared_ptr<const GameContent> content, const GameOptions& options) {
    GameState s;
    s.content_ = std::move(content);
    s.board_ = Board(s.content_->quest);
    s.d_.options = options;
    std::vector<std::string> ignored;  // the quest loader checked where its items are
    layOut(s, ignored);
    return s;
}

std::vector<PositionProblem> Rules::setUpPosition(GameState& s, const StartPosition& start) {
    std::vector<PositionProblem> out;
    const GameContent& content = *s.content_;
    const QuestDef& quest = content.quest;
    const auto n = static_cast<int>(start.characters.size());
    auto problem = [&](int character, int object, std::string field, std::string message, int item = -1) {
        out.push_back({character, object, item, std::move(field), std::move(message)});
    };

    // The objects first: open and broken doors decide which squares characters may stand on.
    std::map<std::string, int> object_index;
    for (std::size_t i = 0; i < quest.objects.size(); ++i) object_index[quest.objects[i].id] = static_cast<int>(i);
    std::vector<bool> object_set(quest.objects.size(), false);
    for (int j = 0; j < static_cast<int>(start.objects.size()); ++j) {
        const StartObject& so = start.objects[static_cast<std::size_t>(j)];
        const auto found = object_index.find(so.id);
        if (found == object_index.end()) {
            problem(-1, j, "id", "unknown object " + quoted(so.id));
            continue;
        }
        const int k = found->second;
        if (object_set[static_cast<std::size_t>(k)])
            problem(-1, j, "id", "object " + quoted(so.id) + " is given twice");
        object_set[static_cast<std::size_t>(k)] = true;
        const ObjectDef& def = quest.objects[static_cast<std::size_t>(k)];
        ObjectState& o = s.d_.objects[static_cast<std::size_t>(k)];
        const std::string what = quoted(so.id) + " is " + std::string(kindName(def.kind));
        if (so.open) {
            if (!isOpenable(def.kind))
                problem(-1, j, "open", what + ": it does not open or close (R40)");
            else
                o.open = *so.open;
        }
        if (so.locked) {
            if (*so.locked && !def.locked)
                problem(-1, j, "locked", quoted(so.id) + " has no lock in this quest (R40)");
            else
                o.locked = *so.locked;
        }
        if (so.broken) {
            if (*so.broken && (!isOpenable(def.kind) || !def.locked || !def.breakable))
                problem(-1, j, "broken",
                        quoted(so.id) +
                            " cannot be broken down: only locked doors, cells and chests that are breakable can (R40)");
            else
                o.broken = *so.broken;
        }
        if (so.damage) {
            const int hp = content.ruleset.numbers.door_hp;
            if (*so.damage < 0 || *so.damage >= hp)
                problem(-1, j, "damage",
                        "damage " + std::to_string(*so.damage) + " is out of range: from 0 to " +
                            std::to_string(hp - 1) + ", the door's HP less one (R40)");
            else if (*so.damage > 0 && (!def.locked || !def.breakable || !isOpenable(def.kind)))
                problem(-1, j, "damage",
                        quoted(so.id) +
                            " cannot be damaged: only locked doors, cells and chests that are breakable can (R40)");
            else
                o.damage = *so.damage;
        }
        if (so.sprung) {
            if (def.kind != ObjectKind::Trap)
                problem(-1, j, "sprung", what + ": only traps are sprung (R48)");
            else
                o.sprung = *so.sprung;
        }
        if (so.revealed) {
            if (def.kind != ObjectKind::Trap || !def.hidden)
                problem(-1, j, "revealed",
                        quoted(so.id) + " is not a hidden trap: only hidden traps are revealed (R48)");
            else
                o.revealed = *so.revealed;
        }
        if (o.open && o.locked) problem(-1, j, "locked", quoted(so.id) + " is open and locked at once (R40)");
        if (o.broken) o.locked = false;  // broken down: stays open, no lock left (R40)
    }
    syncBoard(s);

    // The characters, then what refers to them (duels, items).
    for (int i = 0; i < n; ++i) {
        const StartCharacter& sc = start.characters[static_cast<std::size_t>(i)];
        CharacterState c;
        c.card = sc.card;
        c.card_index = content.cardIndex(sc.card);
        if (c.card_index < 0) {
            problem(i, -1, "card", "unknown card " + quoted(sc.card));
            c.card_index = 0;
        }
        c.id = sc.id;
        if (c.id.empty()) {
            c.id = sc.card;
            for (int k = 2; s.characterIndex(c.id) >= 0; ++k) c.id = sc.card + "_" + std::to_string(k);
        }
        if (s.characterIndex(c.id) >= 0) problem(i, -1, "id", "two characters have the id " + quoted(c.id));
        c.presence = sc.presence;
        c.pos = sc.at.value_or(Pos{});
        c.exited_at = sc.presence == Presence::Exited ? sc.at : std::nullopt;
        s.d_.characters.push_back(c);
    }
    if (out.end() != std::find_if(out.begin(), out.end(), [](const PositionProblem& p) { return p.field == "card"; }))
        return out;  // the cards say everything else (HP, AP, footprints)

    for (int i = 0; i < n; ++i) {
        const StartCharacter& sc = start.characters[static_cast<std::size_t>(i)];
        CharacterState& c = s.d_.characters[static_cast<std::size_t>(i)];
        const CharacterCard& card = content.cards[static_cast<std::size_t>(c.card_index)];
        c.side = card.isHero() ? Side::Heroes : Side::Master;
        const std::string who = quoted(c.id);
        const bool standing = c.presence == Presence::OnBoard || c.presence == Presence::Down;
        if (c.presence == Presence::Down && c.side != Side::Heroes)
            problem(i, -1, "down", who + " is a Master character: only heroes go down (R25)");
        if (c.presence == Presence::Exited && c.side != Side::Heroes)
            problem(i, -1, "out", who + " is a Master character: only heroes leave the board (R52)");
        if (standing) {
            if (!sc.at) {
                problem(i, -1, "at", who + " is on the board: it needs a square");
            } else {
                for (Pos q : footprint(s, i).squares()) {  // R37: every square of the footprint
                    if (!quest.inside(q)) {
                        problem(i, -1, "at",
                                who + " stands outside the map at " + squareText(q) + " (" +
                                    std::to_string(quest.width) + " × " + std::to_string(quest.height) + ")");
                        break;
                    }
                    if (!s.board_.isWalkable(q)) {
                        problem(i, -1, "at",
                                who + " stands on " + squareText(q) + ", not a square a character can stand on (R37)");
                        break;
                    }
                    const auto other = std::find_if(
                        s.d_.characters.begin(), s.d_.characters.begin() + i, [&](const CharacterState& d) {
                            if (d.presence != Presence::OnBoard && d.presence != Presence::Down) return false;
                            const int k = static_cast<int>(&d - s.d_.characters.data());
                            return start.characters[static_cast<std::size_t>(k)].at.has_value() &&
                                   footprint(s, k).contains(q);
                        });
                    if (other != s.d_.characters.begin() + i) {
                        problem(i, -1, "at",
                                who + " stands on " + squareText(q) + " like " + quoted(other->id) + " (R37)");
                        break;
                    }
                }
            }
        }
        // HP (R24, R25).
        const int max_hp = s.maxHp(i);
        c.hp = sc.hp.value_or(c.presence == Presence::OnBoard || c.presence == Presence::Exited ? max_hp : 0);
        if (c.hp > max_hp)
            problem(i, -1, "hp", who + " has " + std::to_string(c.hp) + " HP, more than its " + std::to_string(max_hp));
        else if ((c.presence == Presence::OnBoard || c.presence == Presence::Exited) && c.hp <= 0)
            problem(i, -1, "hp",
                    who + " has " + std::to_string(c.hp) + " HP: " +
                        (c.side == Side::Heroes ? "a hero at 0 HP or less is down (R25)"
                                                : "a Master character at 0 HP or less is off the board (R24)"));
        else if (c.presence == Presence::Down && c.hp > 0)
            problem(i, -1, "hp",
                    who + " is down with " + std::to_string(c.hp) + " HP: a hero is down at 0 HP or less (R25)");
        // Destiny (R27).
        const int destiny = card.characteristics[Characteristic::Destiny];
        c.destiny = sc.destiny.value_or(destiny);
        if (c.destiny < 0 || c.destiny > destiny)
            problem(i, -1, "destiny",
                    who + " has " + std::to_string(c.destiny) + " destiny points, its card " + std::to_string(destiny) +
                        " (R27)");
        // AP (R7) and waiting points (R42): only a character on the board has any.
        const int full = fullAp(s, i);
        c.ap = sc.ap.value_or(c.presence == Presence::OnBoard && c.side == start.side ? full : 0);
        if (c.ap < 0 || c.ap > full)
            problem(i, -1, "ap",
                    who + " has " + std::to_string(c.ap) + " AP, its allowance " + std::to_string(full) + " (R7)");
        else if (c.ap > 0 && c.presence != Presence::OnBoard)
            problem(i, -1, "ap",
                    who + " has " + std::to_string(c.ap) + " AP but is not on the board: it cannot act (R7)");
        c.waiting = sc.waiting;
        const int most_waiting = full / std::max(1, content.ruleset.numbers.waiting_ap_per_point);
        if (c.waiting != 0 && c.side != Side::Heroes)
            problem(i, -1, "waiting", who + " is a Master character: only heroes bank waiting points (R42)");
        else if (c.waiting < 0 || c.waiting > most_waiting)
            problem(i, -1, "waiting",
                    who + " has " + std::to_string(c.waiting) + " waiting points, at most " +
                        std::to_string(most_waiting) + " (R42)");
        else if (c.waiting > 0 && c.presence != Presence::OnBoard)
            problem(i, -1, "waiting", who + " has waiting points but is not on the board (R42)");
        // Conditions (R29, R30, R31, R39).
        c.burning = sc.burning;
        c.poisoned = sc.poisoned;
        c.webbed = sc.webbed;
        c.stun = sc.stun;
        if (!standing && (c.burning || c.poisoned || c.webbed != 0 || c.stun != 0))
            problem(i, -1,
                    c.burning    ? "burning"
                    : c.poisoned ? "poisoned"
                    : c.webbed   ? "webbed"
                                 : "stunned",
                    who + " is off the board: it can be neither burning, poisoned, webbed nor stunned");
        if (c.webbed < 0) problem(i, -1, "webbed", who + ": a web level is 0 or more (R30)");
        if (c.stun < 0) problem(i, -1, "stunned", who + ": stun points are 0 or more (R39)");
        if (c.presence == Presence::Down) c.down_turn = start.turn;  // R25: dies at the end of the next turn
    }

    // Duels (R46): two characters of opposite sides, each the other's.
    for (int i = 0; i < n; ++i) {
        const StartCharacter& sc = start.characters[static_cast<std::size_t>(i)];
        if (sc.duel_with.empty()) continue;
        CharacterState& c = s.d_.characters[static_cast<std::size_t>(i)];
        const int other = s.characterIndex(sc.duel_with);
        if (other < 0) {
            problem(i, -1, "duel", "unknown character " + quoted(sc.duel_with));
            continue;
        }
        const CharacterState& o = s.d_.characters[static_cast<std::size_t>(other)];
        const std::string& back = start.characters[static_cast<std::size_t>(other)].duel_with;
        if (!s.d_.options.duel)
            problem(i, -1, "duel", quoted(c.id) + " duels, but the duel rule is off in this game (R46)");
        else if (o.side == c.side)
            problem(i, -1, "duel",
                    quoted(c.id) + " and " + quoted(o.id) + " are on the same side: a duel is between opponents (R46)");
        else if (c.presence != Presence::OnBoard || o.presence != Presence::OnBoard)
            problem(i, -1, "duel",
                    quoted(c.id) + " and " + quoted(o.id) + " cannot duel: both must be on the board (R46)");
        else if (!back.empty() && back != c.id)
            problem(i, -1, "duel", quoted(o.id) + " duels " + quoted(back) + ", not " + quoted(c.id) + " (R46)");
        else {
            c.duel_with = other;
            s.d_.characters[static_cast<std::size_t>(other)].duel_with = i;
        }
    }

    // Items carried (R41): each by one character on the board (or down), taken from where it lay.
    std::map<std::string, int> item_index;
    for (std::size_t k = 0; k < s.d_.items.size(); ++k) item_index[s.d_.items[k].id] = static_cast<int>(k);
    std::vector<std::string> carrier(s.d_.items.size());
    for (int i = 0; i < n; ++i) {
        const StartCharacter& sc = start.characters[static_cast<std::size_t>(i)];
        const CharacterState& c = s.d_.characters[static_cast<std::size_t>(i)];
        for (int m = 0; m < static_cast<int>(sc.carrying.size()); ++m) {
            const std::string& id = sc.carrying[static_cast<std::size_t>(m)];
            const auto found = item_index.find(id);
            if (found == item_index.end()) {
                problem(i, -1, "carrying", "unknown item " + quoted(id), m);
                continue;
            }
            auto& who = carrier[static_cast<std::size_t>(found->second)];
            if (!who.empty()) {
                problem(i, -1, "carrying",
                        "item " + quoted(id) + " is carried by " + quoted(who) + " and " + quoted(c.id) + " (R41)", m);
                continue;
            }
            who = c.id;
            if (c.presence != Presence::OnBoard && c.presence != Presence::Down && c.presence != Presence::Exited) {
                problem(i, -1, "carrying", quoted(c.id) + " is off the board: what it carried lies where it fell (R41)",
                        m);
                continue;
            }
            ItemState& item = s.d_.items[static_cast<std::size_t>(found->second)];
            item.container = -1;
            item.at.reset();
            item.holder = i;
            item.carried_out = c.presence == Presence::Exited;  // R52: carried out of the board
            if (item.potion)
                s.d_.objects[static_cast<std::size_t>(object_index[item.id])].removed = true;  // R26: the barrel taken
        }
    }

    // The turn (R52) and the groups (R53: the budget, one leader at most; squares are the position's).
    if (start.turn < 1 || start.turn > s.turnLimit())
        problem(-1, -1, "turn",
                "turn " + std::to_string(start.turn) + " is out of range: from 1 to the turn limit " +
                    std::to_string(s.turnLimit()) + " (R52)");
    s.d_.turn = start.turn;
    s.d_.side = start.side;
    const int budget = quest.budget > 0 ? quest.budget : content.ruleset.numbers.default_budget;
    for (const bool heroes : {true, false}) {
        std::vector<GroupMember> group;
        std::vector<int> index;
        for (int i = 0; i < n; ++i) {
            const CharacterState& c = s.d_.characters[static_cast<std::size_t>(i)];
            if ((c.side == Side::Heroes) != heroes) continue;
            group.push_back({&content.cards[static_cast<std::size_t>(c.card_index)], c.id, std::nullopt, true});
            index.push_back(i);
        }
        for (const GroupProblem& p : groupProblems(quest, heroes, group, budget))
            problem(p.member >= 0 ? index[static_cast<std::size_t>(p.member)] : -1, -1,
                    p.member >= 0 ? "card" : "characters", p.message);
    }
    syncBoard(s);
    return out;
}

std::vector<PositionProblem> positionProblems(const std::shared_ptr<const GameContent>& content,
                                              const GameOptions& options) {
    if (!content || !content->quest.start) return {};
    GameState s = Rules::empty(content, options);
    return Rules::setUpPosition(s, *content->quest.start);
}

}  // namespace cata
