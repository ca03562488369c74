// GameState's construction (rulebook "Setting up", R53 groups): a new game from a setup
// (the rosters placed, the groups checked, the objects and items laid out, R8 for the heroes'
// first turn) and a saved game from its data, every problem reported at once.
#include <algorithm>

#include "cata/core/game_state.h"
#include "cata/core/groups.h"
#include "rules.h"

namespace cata {

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
        for (const GroupProblem& problem : groupProblems(quest, heroes, group, budget))
            problems.push_back(problem.message);
    };
    check(setup.heroes, true);
    check(setup.master, false);
}

}  // namespace

void Rules::layOut(GameState& s, std::vector<std::string>& problems) {
    for (const ObjectDef& o : s.content_->quest.objects) {
        ObjectState st;
        st.open = o.open;
        st.locked = o.locked;
        s.d_.objects.push_back(st);
    }
    for (const ItemDef& item : s.content_->quest.items) {
        ItemState st;
        st.id = item.id;
        st.at = item.at;
        if (!item.in.empty()) {
            for (std::size_t i = 0; i < s.content_->quest.objects.size(); ++i)
                if (s.content_->quest.objects[i].id == item.in) st.container = static_cast<int>(i);
            if (st.container < 0) problems.push_back("Item \"" + item.id + "\" is in an unknown object");
        }
        s.d_.items.push_back(st);
    }
    for (std::size_t i = 0; i < s.content_->quest.objects.size(); ++i) {
        if (s.content_->quest.objects[i].kind != ObjectKind::Barrel) continue;
        ItemState st;  // R26: each barrel is a potion
        st.id = s.content_->quest.objects[i].id;
        st.potion = true;
        st.container = static_cast<int>(i);
        s.d_.items.push_back(st);
    }
}

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
                    problems.push_back("\"" + c.id + "\" is placed on " + Rules::posText(p.at) +
                                       ", not a free floor square");
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
                        problems.push_back(where + Rules::posText(q) + " is taken by " + s.character(other).id +
                                           " (R37)");
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
    const std::optional<StartPosition>& start = content.quest.start;
    if (!start) {
        place(setup.heroes, Side::Heroes);
        place(setup.master, Side::Master);
        checkGroups(setup, problems);  // R53
    }
    Rules::layOut(s, problems);
    if (start)  // a whole position (position.h): the rosters' placements are not used
        for (const PositionProblem& p : Rules::setUpPosition(s, *start)) problems.push_back(p.message);
    if (!problems.empty()) {
        if (errors) errors->insert(errors->end(), problems.begin(), problems.end());
        return std::nullopt;
    }
    Rules::syncBoard(s);
    s.d_.dice.forcePower(setup.forced_power);  // dice forced while setting up (a turn-1 fear test)
    s.d_.dice.forceLocation(setup.forced_location);
    s.d_.dice.forceD6(setup.forced_d6);
    Events begun;
    if (!start) {
        Rules::startSide(s, begun);                                                 // R8 for the heroes' first turn
        if (s.d_.pending) begun.push_back(Rules::decisionRequired(*s.d_.pending));  // R27 (fear tests)
    }
    if (events) *events = std::move(begun);
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

}  // namespace cata
