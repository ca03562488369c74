// The action bar and the names of actions.
#include "cata/app/action_bar.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <utility>

#include "cata/app/app.h"
#include "cata/app/event_text.h"
#include "cata/app/widgets.h"
#include "cata/core/overloaded.h"

namespace cata::app {

namespace {

std::string square(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

std::string itemName(App& app, const GameState& state, int index) {
    if (index < 0 || index >= static_cast<int>(state.items().size())) return "?";
    const ItemState& item = state.items()[static_cast<std::size_t>(index)];
    // With its article, as the quests name their items ("the magic gem"): "Take the potion",
    // "Irf already carries the potion" (R26: a barrel's potion).
    if (item.potion) return app.tr("board.item.the_potion");
    for (const ItemDef& def : state.content().quest.items)
        if (def.id == item.id) return def.name.in(app.settings().language);
    return item.id;
}


}  // namespace

std::string displayName(App& app, const GameState& state, int who) {
    std::string name = characterName(state, who, app.strings());
    const CharacterState& c = state.character(who);
    if (name != c.id) return name;
    name = state.card(who).name.in(app.settings().language);
    // "<card>_2" instance ids keep their number.
    if (const auto u = c.id.rfind('_'); u != std::string::npos && c.id.compare(0, u, c.card) == 0 && u + 1 < c.id.size() &&
                                           c.id.find_first_not_of("0123456789", u + 1) == std::string::npos)
        name += " " + c.id.substr(u + 1);
    return name;
}

namespace {

/// The reason `why` in the current language, as its pattern filled (no capital, rule ids kept).
std::string refusalWords(App& app, const GameState& state, const ActionRefusal& why) {
    const StringTable& t = app.strings();
    const std::string& lang = app.settings().language;
    const QuestDef& q = state.content().quest;
    std::vector<std::string> words;
    words.reserve(why.args.size());
    for (const RefusalArg& a : why.args) {
        const auto i = static_cast<std::size_t>(a.n);
        const std::string number = "#" + std::to_string(a.n);
        switch (a.kind) {
            case RefusalArg::Kind::Number: words.push_back(std::to_string(a.n)); break;
            case RefusalArg::Kind::Character:
                words.push_back(a.n >= 0 && i < state.characters().size() ? displayName(app, state, a.n) : number);
                break;
            case RefusalArg::Kind::Object:
                words.push_back(a.n >= 0 && i < q.objects.size() ? objectName(app, state, a.n) : a.id);
                break;
            case RefusalArg::Kind::Item:
                words.push_back(a.n >= 0 && i < state.items().size() ? itemName(app, state, a.n) : number);
                break;
            case RefusalArg::Kind::Spell: {
                const Spell* sp = state.content().spell(a.id);
                words.push_back(sp ? sp->name.in(lang) : a.id);
                break;
            }
            case RefusalArg::Kind::SpecialAction:
                if (a.n >= 0 && i < q.special_actions.size()) {
                    const SpecialActionDef& def = q.special_actions[i];
                    words.push_back(def.name.in(lang).empty() ? def.id : def.name.in(lang));
                } else {
                    words.push_back(number);
                }
                break;
            case RefusalArg::Kind::Zone: {
                const ZoneDef* z = q.zone(a.id);
                words.push_back(z && !z->name.in(lang).empty() ? z->name.in(lang) : a.id);
                break;
            }
            case RefusalArg::Kind::Square: words.push_back("(" + square(a.pos) + ")"); break;
            case RefusalArg::Kind::Side: words.push_back(t.get(a.n == 0 ? "refusal.side.heroes" : "refusal.side.master")); break;
            case RefusalArg::Kind::Tile:
                words.push_back(t.get("refusal.tile." + std::string(tileWordName(static_cast<TileWord>(a.n)))));
                break;
            case RefusalArg::Kind::Reason:
                words.push_back(i < why.because.size() ? refusalWords(app, state, why.because[i]) : std::string());
                break;
        }
    }
    return t.fillWords("refusal." + std::string(refusalName(why.key)), words);
}

/// `text` with a capital first letter (an ASCII one).
std::string capitalized(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

}  // namespace

std::string refusalText(App& app, const GameState& state, const ActionRefusal& why) {
    return capitalized(app.strings().plain(refusalWords(app, state, why)));
}

std::string refusalText(App& app, const GameState& state, const std::string& why) {
    // The ids the core names and the player's word for each: characters, spells, objects. The
    // longest ids first, so that "skeleton_2" is not read as "skeleton" then "_2".
    std::vector<std::pair<std::string, std::function<std::string()>>> words;
    for (int who = 0; who < static_cast<int>(state.characters().size()); ++who)
        words.emplace_back(state.character(who).id, [&app, &state, who] { return displayName(app, state, who); });
    const std::string& lang = app.settings().language;
    for (const Spell& sp : state.content().spells)
        words.emplace_back(sp.id, [&sp, &lang] { return sp.name.in(lang); });
    const auto& objects = state.content().quest.objects;
    for (int i = 0; i < static_cast<int>(objects.size()); ++i)
        words.emplace_back(objects[static_cast<std::size_t>(i)].id, [&app, &state, i] { return objectName(app, state, i); });
    std::stable_sort(words.begin(), words.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    auto wordChar = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-'; };
    std::string out = why;
    for (const auto& [id, name_of] : words) {
        if (id.empty()) continue;
        std::string name;
        for (std::size_t at = out.find(id); at != std::string::npos; at = out.find(id, at)) {
            const bool whole = (at == 0 || !wordChar(out[at - 1])) && (at + id.size() == out.size() || !wordChar(out[at + id.size()]));
            if (!whole) {
                at += id.size();
                continue;
            }
            if (name.empty()) name = name_of();
            out.replace(at, id.size(), name);
            at += name.size();
        }
    }
    return capitalized(app.strings().plain(out));
}

std::string objectName(App& app, const GameState& state, int index) {
    const auto& objects = state.content().quest.objects;
    if (index < 0 || index >= static_cast<int>(objects.size())) return "?";
    return app.tr("board.object." + std::string(objectKindKey(objects[static_cast<std::size_t>(index)].kind)));
}

std::string doorBlowText(App& app, const GameState& s, const BreakDoor& b) {
    const std::optional<DoorBlow> blow = s.doorBlow(b);
    if (!blow) return {};
    const auto& st = app.strings();
    const std::string object = objectName(app, s, b.object);
    std::string text = st.format("board.break.blow", blow->damage, blow->melee, blow->armour);
    text += "\n" + (blow->blows > 0
                        ? st.formatCount("board.break.hp", blow->blows, object, blow->hp_left, blow->hp, blow->blows)
                        : st.format("board.break.no_damage", object, blow->hp_left, blow->hp));
    return text;
}

std::string exitText(App& app, const GameState& s, const Exit& e) {
    const std::optional<ExitOutlook> out = s.exitOutlook(e);
    if (!out) return {};
    const auto& st = app.strings();
    const std::string& lang = app.settings().language;
    const std::string who = displayName(app, s, e.actor);
    const QuestDef& q = s.content().quest;
    const auto itemWords = [&](const std::string& id) {
        for (const ItemDef& def : q.items)
            if (def.id == id) return def.name.in(lang);
        return id;
    };
    std::string text = st.format("board.exit.for_good", who);
    for (const int item : out->items) text += "\n" + st.format("board.exit.carries", who, itemName(app, s, item));
    if (!out->ends_with) {
        // The quest's exits (R52) and what they ask for.
        for (const Condition& c : q.victory) {
            if (c.type == ConditionType::AllHeroesOut) {
                text += "\n" + std::string(app.tr("board.exit.all_out"));
            } else if (c.type == ConditionType::ItemCarriedOut) {
                bool carries = false;
                for (const int item : out->items)
                    carries = carries || s.items()[static_cast<std::size_t>(item)].id == c.target;
                if (!carries) text += "\n" + st.format("board.exit.without", who, itemWords(c.target));
            }
        }
    }
    if (out->ends_with == Side::Heroes)
        text += "\n" + std::string(app.tr("board.exit.wins"));
    else if (out->ends_with)
        text += "\n" + std::string(app.tr("board.exit.loses"));
    else if (!out->can_still_win)
        // R52: with a down hero left alone the Master wins when this turn ends, else at the
        // latest at the turn limit (sooner if the others leave too).
        text += "\n" + (out->heroes_left == 0 ? st.format("board.exit.nobody_left", s.turn())
                                              : st.format("board.exit.cannot_win", s.turnLimit()));
    else
        text += "\n" + st.formatCount("board.exit.heroes_left", out->heroes_left, out->heroes_left);
    return text;
}

std::string shotSkillName(App& app, const GameState& state, const Action& action) {
    std::string id;
    if (state.shots(action, &id) < 2 || id.empty()) return {};
    const int actor = actionActor(action);
    for (const Skill& sk : state.card(actor).skills)
        if (sk.id == id) return sk.name.in(app.settings().language);
    return id;
}

std::string actionLabel(App& app, const GameState& state, const Action& action) {
    const StringTable& s = app.strings();
    const auto who = [&](int i) { return displayName(app, state, i); };
    const std::string& lang = app.settings().language;
    // R27: a destiny answer says what it does, as the dialog's buttons do: re-roll / keep the
    // result, or cancel the wounds / take them.
    const auto destinyAnswer = [&](bool use) {
        const bool cancel = state.pending() && state.pending()->kind == DecisionKind::DestinyCancel;
        return std::string(
            app.tr(std::string(use ? "decision.answer.use_destiny." : "decision.answer.decline_destiny.") +
                   (cancel ? "cancel" : "reroll")));
    };
    // R42: a shot that fires twice (Irf's "On the lookout" in the waiting window) says so.
    const auto twice = [&](std::string label) {
        if (const std::string skill = shotSkillName(app, state, action); !skill.empty())
            return s.format("action.shots_twice", label, skill);
        return label;
    };
    return std::visit(
        Overloaded{
            [&](const Walk& a) { return s.format("action.walk", square(a.to)); },
            [&](const Run& a) { return s.format("action.run", square(a.to)); },
            [&](const Shift& a) { return s.format("action.shift", who(state.characterAt(a.through)), square(a.to)); },
            [&](const Melee& a) { return s.format("action.melee", who(a.target)); },
            [&](const PowerfulAttack& a) { return s.format("action.powerful_attack", who(a.target)); },
            [&](const Shot& a) { return twice(s.format("action.shot", who(a.target))); },
            [&](const SharpShot& a) { return twice(s.format("action.sharp_shot", who(a.target))); },
            [&](const CastSpell& a) {
                const Spell* sp = state.content().spell(a.spell);
                return s.format("action.cast_spell", sp ? sp->name.in(lang) : a.spell, who(a.target));
            },
            [&](const OpenDoor& a) { return s.format("action.open_door", objectName(app, state, a.object)); },
            [&](const CloseDoor& a) { return s.format("action.close_door", objectName(app, state, a.object)); },
            [&](const Take& a) { return s.format("action.take", itemName(app, state, a.item)); },
            [&](const Give& a) { return s.format("action.give", itemName(app, state, a.item), who(a.to)); },
            [&](const PickLock& a) { return s.format("action.pick_lock", objectName(app, state, a.object)); },
            [&](const BreakDoor& a) { return s.format("action.break_door", objectName(app, state, a.object)); },
            [&](const Wait&) { return std::string(app.tr("action.wait")); },
            [&](const Drink& a) { return s.format("action.drink", itemName(app, state, a.item)); },
            [&](const Pour& a) { return s.format("action.pour", itemName(app, state, a.item), who(a.target)); },
            [&](const Jump& a) { return s.format("action.jump", square(a.to)); },
            [&](const SpecialAction& a) {
                const auto& defs = state.content().quest.special_actions;
                return a.action >= 0 && a.action < static_cast<int>(defs.size())
                           ? defs[static_cast<std::size_t>(a.action)].name.in(lang)
                           : std::string("?");
            },
            [&](const ChallengeDuel& a) { return s.format("action.challenge_duel", who(a.target)); },
            [&](const Crush& a) { return s.format("action.crush", square(a.to)); },
            [&](const EndTurn&) { return std::string(app.tr("action.end_turn")); },
            [&](const Exit&) { return std::string(app.tr("action.exit")); },
            [&](const BreakFree&) { return std::string(app.tr("action.break_free")); },
            [&](const MoveAnyway&) { return std::string(app.tr("action.move_anyway")); },
            [&](const Stay&) { return std::string(app.tr("action.stay")); },
            [&](const UseDestiny&) { return destinyAnswer(true); },
            [&](const DeclineDestiny&) { return destinyAnswer(false); },
            [&](const Pass&) { return std::string(app.tr("action.pass")); },
            [&](const SoloRoll&) { return std::string(app.tr("action.solo_roll")); },
        },
        action);
}

std::pair<std::size_t, std::size_t> labelCutSpan(App& app, const GameState& state, const Action& action, const std::string& label) {
    constexpr std::pair<std::size_t, std::size_t> none{std::string::npos, 0};
    int who = -1;  // the character named after the verb and the action's name
    if (const auto* sh = std::get_if<Shift>(&action)) who = state.characterAt(sh->through);
    else if (const auto* c = std::get_if<CastSpell>(&action)) who = c->target;
    else if (const auto* g = std::get_if<Give>(&action)) who = g->to;
    else if (const auto* po = std::get_if<Pour>(&action)) who = po->target;
    else if (const auto* d = std::get_if<ChallengeDuel>(&action)) who = d->target;
    else if (const auto* m = std::get_if<Melee>(&action)) who = m->target;
    else if (const auto* pa = std::get_if<PowerfulAttack>(&action)) who = pa->target;
    else if (const auto* sh2 = std::get_if<Shot>(&action)) who = sh2->target;
    else if (const auto* ss = std::get_if<SharpShot>(&action)) who = ss->target;
    if (who < 0 || who >= static_cast<int>(state.characters().size())) return none;
    const std::string name = displayName(app, state, who);
    // The last one: a spell's or an item's name before it may hold the same words.
    const std::size_t at = label.rfind(name);
    if (name.empty() || at == std::string::npos || at == 0) return none;
    return {at, name.size()};
}

namespace {

/// One UTF-8 character off the end of `s` (its continuation bytes, then its lead byte), then
/// the spaces before it.
void dropLast(std::string& s) {
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();
    if (!s.empty()) s.pop_back();
    while (!s.empty() && s.back() == ' ') s.pop_back();
}

/// `label` with its name at [at, at + size) shortened to fit `width`, or nothing.
std::optional<std::string> shortenName(Painter& p, Face face, int px, const std::string& label, std::size_t at, std::size_t size,
                                       int width) {
    const std::string head = label.substr(0, at), tail = label.substr(at + size);
    std::string stem = label.substr(at, size), number;
    // "Skeleton 2": the instance number stays, it tells the skeletons apart.
    if (const std::size_t sp = stem.rfind(' ');
        sp != std::string::npos && sp > 0 && sp + 1 < stem.size() && stem.find_first_not_of("0123456789", sp + 1) == std::string::npos) {
        number = stem.substr(sp);
        stem.resize(sp);
    }
    while (!stem.empty()) {
        dropLast(stem);
        if (stem.empty()) break;
        const std::string shown = head + stem + "\u2026" + number + tail;
        if (p.text().width(face, px, shown) <= width) return shown;
    }
    return std::nullopt;
}

}  // namespace

std::string shortenLabel(Painter& p, Face face, int& size, int min_size, const std::string& label, std::size_t cut_at,
                         std::size_t cut_size, int width) {
    if (p.text().width(face, size, label) <= width) return label;
    min_size = std::min(min_size, size);
    // The verb and the action's name whole: the target's name shortened, at this size or a
    // smaller one; the whole label at a smaller size before any cut.
    const bool span = cut_at != std::string::npos && cut_at + cut_size <= label.size() && cut_size > 0;
    for (int px = size; px >= min_size; --px) {
        if (p.text().width(face, px, label) <= width) {
            size = px;
            return label;
        }
        if (span)
            if (auto shown = shortenName(p, face, px, label, cut_at, cut_size, width)) {
                size = px;
                return *shown;
            }
    }
    size = min_size;
    std::string base = label, shown = label;
    while (base.size() > 3 && p.text().width(face, size, shown) > width) {
        dropLast(base);
        shown = base + "\u2026";
    }
    return shown;
}

ActionGroup actionGroup(const Action& action) {
    return std::visit(
        Overloaded{
            [](const Walk&) { return ActionGroup::Move; },
            [](const Run&) { return ActionGroup::Move; },
            [](const Shift&) { return ActionGroup::Move; },
            [](const Crush&) { return ActionGroup::Move; },
            [](const Jump&) { return ActionGroup::Move; },
            [](const Melee&) { return ActionGroup::Attack; },
            [](const PowerfulAttack&) { return ActionGroup::Attack; },
            [](const Shot&) { return ActionGroup::Attack; },
            [](const SharpShot&) { return ActionGroup::Attack; },
            [](const ChallengeDuel&) { return ActionGroup::Attack; },
            [](const CastSpell&) { return ActionGroup::Spell; },
            [](const OpenDoor&) { return ActionGroup::Object; },
            [](const CloseDoor&) { return ActionGroup::Object; },
            [](const PickLock&) { return ActionGroup::Object; },
            [](const BreakDoor&) { return ActionGroup::Object; },
            [](const Take&) { return ActionGroup::Object; },
            [](const Give&) { return ActionGroup::Object; },
            [](const Drink&) { return ActionGroup::Object; },
            [](const Pour&) { return ActionGroup::Object; },
            [](const auto&) { return ActionGroup::Other; },
        },
        action);
}

ActionBar::ActionBar(App& app) : app_(app) {}

void ActionBar::set(std::vector<ActionItem> items) { items_ = std::move(items); }

std::optional<std::size_t> ActionBar::find(const Action& action) const {
    for (std::size_t i = 0; i < items_.size(); ++i)
        if (items_[i].action == action) return i;
    return std::nullopt;
}

ActionBar::RowText ActionBar::rowText(Painter& p, std::size_t index, int width) {
    const ActionItem& item = items_[index];
    const int size = p.px(14);
    const int row = p.px(24);
    // The room the label has: the key (1–9) on the left, the AP cost and the "not undoable"
    // mark on the right (as draw() places them).
    int room = width - p.px(6);
    if (index < 9) room -= p.text().width(Face::Bold, p.px(12), std::to_string(index + 1)) + p.px(6);
    room -= p.px(12) + p.text().width(Face::Bold, size, app_.strings().format("board.bar.ap", item.ap));
    if (!item.undoable) room -= 2 * p.px(7) + p.px(6);
    RowText out;
    out.px = size;
    out.height = row;
    const std::string& label = item.label;
    if (p.text().width(Face::Regular, size, label) <= room) {
        out.lines = {label};
        return out;
    }
    // Too long for one line: two, broken before the target's name when both halves fit (the
    // verb and the spell's name whole on the first), else where the words fall.
    std::vector<std::string> lines;
    if (item.cut_at != std::string::npos && item.cut_at > 0 && item.cut_at < label.size()) {
        std::string head = label.substr(0, item.cut_at);
        while (!head.empty() && head.back() == ' ') head.pop_back();
        const std::string tail = label.substr(item.cut_at);
        if (!head.empty() && p.text().width(Face::Regular, size, head) <= room &&
            p.text().width(Face::Regular, size, tail) <= room)
            lines = {head, tail};
    }
    if (lines.empty()) {
        lines = p.text().wrap(Face::Regular, size, label, std::max(1, room));
        for (std::size_t k = 2; k < lines.size(); ++k) lines[1] += " " + lines[k];
        if (lines.size() > 2) lines.resize(2);
    }
    if (lines.size() < 2) {
        // One word wider than the row: shortened (the tooltip has the whole label).
        int px = size;
        out.lines = {shortenLabel(p, Face::Regular, px, p.px(11), label, item.cut_at, item.cut_size, room)};
        out.px = px;
        return out;
    }
    for (std::string& line : lines)
        if (p.text().width(Face::Regular, size, line) > room) {
            int px = size;
            line = shortenLabel(p, Face::Regular, px, size, line, std::string::npos, 0, room);
        }
    out.lines = std::move(lines);
    out.height = std::max(row, 2 * p.text().lineHeight(Face::Regular, size) + p.px(8));
    return out;
}

int ActionBar::height(Painter& p, int width, std::size_t count) {
    int h = 0;
    for (std::size_t i = 0; i < count && i < items_.size(); ++i) h += rowText(p, i, width).height;
    return h;
}

void ActionBar::draw(Painter& p, const Rect& area, int pointer_x, int pointer_y) {
    drawn_.clear();
    drawn_index_.clear();
    listed_.assign(items_.begin(),
                   items_.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(9, items_.size())));
    more_rect_.reset();
    area_ = area;
    const int row = p.px(24);
    const int size = p.px(14);
    std::vector<RowText> texts;
    texts.reserve(items_.size());
    int total = 0;
    for (std::size_t i = 0; i < items_.size(); ++i) {
        texts.push_back(rowText(p, i, area.w));
        total += texts.back().height;
    }
    // As many rows as fit; when some are left over, the last line says how many (the wheel
    // scrolls through them), and the wheel stops once the last row shows.
    all_fit_ = total <= area.h;
    const int room = all_fit_ ? area.h : area.h - row;
    last_first_ = items_.size();
    for (int acc = 0; last_first_ > 0 && acc + texts[last_first_ - 1].height <= room;)
        acc += texts[--last_first_].height;
    if (!items_.empty()) last_first_ = std::min(last_first_, items_.size() - 1);
    first_ = all_fit_ ? 0 : std::min(first_, last_first_);
    int y = area.y;
    std::size_t end = first_;
    for (std::size_t i = first_; i < items_.size() && y + texts[i].height <= area.y + room; ++i, ++end) {
        const ActionItem& item = items_[i];
        const RowText& text = texts[i];
        const Rect r{area.x, y, area.w, text.height - p.px(2)};
        const int text_dy = (text.height - p.text().lineHeight(Face::Regular, size)) / 2;
        drawn_.push_back(DrawnRow{r, item});
        drawn_index_.push_back(i);
        const bool lit = r.contains(pointer_x, pointer_y) && item.legal;
        p.fill(r, lit ? theme().row_lit : theme().row);
        p.outline(r, lit ? theme().gold : theme().row_edge, 1);
        const SDL_Color colour = !item.legal ? theme().disabled : lit ? theme().gold_bright : theme().bone;
        int x = r.x + p.px(6);
        if (i < 9)
            x += p.text(Face::Bold, p.px(12), std::to_string(i + 1), theme().muted, x, r.y + text_dy + p.px(1)) +
                 p.px(6);
        // AP cost on the right, then the "not undoable" die mark before it.
        const std::string cost = app_.strings().format("board.bar.ap", item.ap);
        p.text(Face::Bold, size, cost, item.legal ? theme().gold : theme().disabled, r.right() - p.px(6), r.y + text_dy,
               Align::Right);
        if (!item.undoable) {
            const int d = p.px(7);
            const int cx = r.right() - p.px(12) - p.text().width(Face::Bold, size, cost) - d, cy = r.centerY();
            // Red for dice; muted for a move that may spring a hidden trap (R48).
            p.diamond(cx, cy, d, !item.legal ? theme().disabled : item.rolls_dice ? theme().hit : theme().muted);
            p.diamond(cx, cy, d / 3, theme().bone);
        }
        // The label on one line, or two (rowText); the tooltip has the whole label.
        const int lh = p.text().lineHeight(Face::Regular, text.px);
        int ly = r.y + (text.height - static_cast<int>(text.lines.size()) * lh) / 2;
        for (const std::string& line : text.lines) {
            p.text(Face::Regular, text.px, line, colour, x, ly);
            ly += lh;
        }
        y += text.height;
    }
    end_ = end;
    if (!all_fit_ && room > 0) {
        // How many rows the wheel (or a click on this line) brings back from above and down
        // from below.
        const std::size_t above = first_, below = items_.size() - end;
        const StringTable& s = app_.strings();
        const std::string more = above == 0   ? s.formatCount("board.bar.more", static_cast<long long>(below), below)
                                 : below == 0 ? s.format("board.bar.above", above)
                                              : s.format("board.bar.above_below", above, below);
        const int more_w = p.text().width(Face::Regular, p.px(12), more);
        const Rect line{area.x, y, area.w, std::max(row - p.px(2), area.bottom() - y)};
        const bool lit = line.contains(pointer_x, pointer_y);
        // A button's look when the pointer is on it: it acts on a click.
        if (lit)
            p.fill(Rect{area.right() - more_w - p.px(12), y, more_w + p.px(12), row - p.px(2)},
                   translucent(theme().row_lit, 200));
        p.text(Face::Regular, p.px(12), more, lit ? theme().gold_bright : theme().muted, area.right() - p.px(6),
               y + p.px(2), Align::Right);
        more_rect_ = line;
    }
}

const DrawnRow* ActionBar::rowAt(int x, int y) const {
    for (const DrawnRow& row : drawn_)
        if (row.rect.contains(x, y)) return &row;
    return nullptr;
}

std::optional<Rect> ActionBar::itemRect(std::size_t index) const {
    for (std::size_t i = 0; i < drawn_index_.size() && i < drawn_.size(); ++i)
        if (drawn_index_[i] == index) return drawn_[i].rect;
    return std::nullopt;
}

const DrawnRow* ActionBar::rowNumbered(int number) const {
    if (number < 1 || number > 9) return nullptr;
    for (std::size_t i = 0; i < drawn_index_.size() && i < drawn_.size(); ++i)
        if (drawn_index_[i] == static_cast<std::size_t>(number - 1)) return &drawn_[i];
    return nullptr;
}

const ActionItem* ActionBar::itemNumbered(int number) const {
    if (const DrawnRow* row = rowNumbered(number)) return &row->item;
    if (number < 1 || static_cast<std::size_t>(number) > listed_.size()) return nullptr;
    return &listed_[static_cast<std::size_t>(number - 1)];
}

bool ActionBar::clickMore(int x, int y) {
    if (!more_rect_ || !more_rect_->contains(x, y)) return false;
    // The rows after the last one drawn (as many as the bar holds: the wheel stops at
    // last_first_), or the first ones again once the last one showed.
    first_ = end_ >= items_.size() ? 0 : std::min(last_first_, std::max(end_, first_ + 1));
    return true;
}

bool ActionBar::scroll(int x, int y, int dy) {
    if (!area_.contains(x, y) || all_fit_) return false;
    // Wheel up (positive) goes back to the first items.
    if (dy > 0) first_ = first_ > static_cast<std::size_t>(dy) ? first_ - static_cast<std::size_t>(dy) : 0;
    else
        first_ = std::min(last_first_, first_ + static_cast<std::size_t>(-dy));
    return true;
}

}  // namespace cata::app
