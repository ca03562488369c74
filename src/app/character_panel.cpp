// The character card of the board's right panel.
#include "cata/app/character_panel.h"

#include <algorithm>

#include "cata/app/action_bar.h"
#include "cata/app/app.h"
#include "cata/app/card_view.h"
#include "cata/app/event_text.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr SDL_Color kBetter{140, 210, 120, 255};
constexpr SDL_Color kWorse{236, 120, 100, 255};

}  // namespace

std::string specialRuleName(App& app, const SpecialRule& rule) {
    std::string name = app.tr("rule." + std::string(specialRuleKey(rule.id)));
    if (specialRuleHasLevel(rule.id) && rule.level > 0) name += " " + std::to_string(rule.level);
    return name;
}

CharacterPanel::CharacterPanel(App& app) : app_(app) {}

std::string CharacterPanel::tooltipAt(int x, int y) const {
    for (const HotSpot& h : hot_)
        if (h.rect.contains(x, y)) return h.text;
    return {};
}

int CharacterPanel::draw(Painter& p, const Rect& area, const GameState& state, int who) {
    hot_.clear();
    lines_.clear();
    status_rect_.reset();
    const CharacterState& c = state.character(who);
    const CharacterCard& card = state.card(who);
    const std::string& lang = app_.settings().language;
    TextRenderer& text = p.text();
    const int pad = p.px(12);
    const int x0 = area.x + pad;
    const int width = area.w - 2 * pad;
    int y = area.y + p.px(8);
    const int body = p.px(14);
    const int line = text.lineHeight(Face::Regular, body);

    // Name, side, HP and AP.
    const SDL_Color side = c.side == Side::Heroes ? theme().hero_text : theme().master_text;
    // The side label on the right; the name takes the rest of the line (a little smaller if it
    // must). A name too long for that (French at 200 %: "Gobelin pilleur de tombes" beside
    // "Maître des catacombes", playtest 8) takes the whole width, on two lines if it must, and
    // the side label goes beside its last line when there is room, else under it: never cut.
    const std::string& side_label = app_.tr(c.side == Side::Heroes ? "board.side.heroes" : "board.side.master");
    const int side_size = p.px(12);
    const int side_w = text.width(Face::Regular, side_size, side_label);
    const int gap = p.px(10);
    const std::string full_name = displayName(app_, state, who);
    const int title_line = text.lineHeight(Face::Title, p.px(20));
    int name_size = p.px(20);
    while (name_size > p.px(16) && text.width(Face::Title, name_size, full_name) > width - side_w - gap) --name_size;
    std::vector<std::string> name_lines{full_name};
    if (text.width(Face::Title, name_size, full_name) > width - side_w - gap) {
        name_size = p.px(20);
        name_lines = fitLines(p, Face::Title, name_size, p.px(14), full_name, width, 2);
    }
    const bool wrapped = name_lines.size() > 1;
    const int name_line = wrapped ? text.lineHeight(Face::Title, name_size) : title_line;
    const int side_line = text.lineHeight(Face::Regular, side_size);
    bool beside = false;
    for (std::size_t i = 0; i < name_lines.size(); ++i) {
        p.shadowedText(Face::Title, name_size, name_lines[i], theme().gold, x0,
                       y + (wrapped ? 0 : (p.px(20) - name_size) / 2));
        if (i + 1 == name_lines.size() && text.width(Face::Title, name_size, name_lines[i]) + gap + side_w <= width) {
            beside = true;
            p.text(Face::Regular, side_size, side_label, side, area.right() - pad,
                   y + (wrapped ? (name_line - side_line) / 2 : p.px(5)), Align::Right);
        }
        y += name_line;
        lines_.push_back(y - area.y);
    }
    if (!beside) {
        p.text(Face::Regular, side_size, side_label, side, area.right() - pad, y, Align::Right);
        y += side_line;
        lines_.push_back(y - area.y);
    }
    // R25: a down hero is shown at 0 HP, as the log says ("0 HP left"); the core keeps his
    // negative HP (healing counts from 0) and the statuses below say "down".
    const std::string vitals = app_.strings().format("board.card.vitals", std::max(0, c.hp), state.maxHp(who), c.ap,
                                                     card.characteristics[Characteristic::ActionPoints], c.destiny);
    // A line that the text size or a long translation makes wider than the card
    // wraps at its spaces (each line a stop of the whole-line scroll); its first line's width.
    const auto wrappedLine = [&](Face face, const std::string& s, SDL_Color colour) {
        const std::vector<std::string> parts =
            text.width(face, body, s) <= width ? std::vector<std::string>{s} : text.wrap(face, body, s, width);
        int first_w = 0;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const int w = p.text(face, body, parts[i], colour, x0, y);
            if (i == 0) first_w = w;
            if (i + 1 < parts.size()) {
                y += line;
                lines_.push_back(y - area.y);
            }
        }
        return first_w;
    };
    const int vitals_top = y;
    const int vitals_w = wrappedLine(Face::Bold, vitals, theme().bone);
    hot_.push_back(
        HotSpot{Rect{x0, vitals_top, y > vitals_top ? width : vitals_w, y - vitals_top + line},
                app_.tr("char.hp.tip") + "\n" + app_.tr("char.ap.tip") + "\n" + app_.tr("char.destiny.tip")});
    lines_.push_back(y + line - area.y);
    y += line + p.px(4);

    // Keywords (special rules, skills, spells) flowing on lines, each a hot spot.
    const auto flow = [&](const std::string& label, const std::vector<std::pair<std::string, std::string>>& words) {
        if (words.empty()) return;
        int x = x0 + p.text(Face::Bold, body, label + " ", theme().muted, x0, y);
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::string word = words[i].first + (i + 1 < words.size() ? "," : "");
            int w = text.width(Face::Regular, body, word);
            if (x + w > x0 + width && x > x0 + p.px(40)) {
                x = x0 + p.px(12);
                y += line;
                lines_.push_back(y - area.y);
            }
            // A phrase longer than a whole line (a status in French, "en duel avec le Gobelin
            // pilleur de tombes" at a large scale: the monkey found it past the panel): wrapped,
            // its last line going on as a word.
            if (x + w > x0 + width) {
                const std::vector<std::string> parts =
                    text.wrap(Face::Regular, body, word, std::max(1, x0 + width - x));
                for (std::size_t k = 0; k + 1 < parts.size(); ++k) {
                    p.text(Face::Regular, body, parts[k], theme().gold, x, y);
                    x = x0 + p.px(12);
                    y += line;
                    lines_.push_back(y - area.y);
                }
                if (!parts.empty()) word = parts.back();
                w = text.width(Face::Regular, body, word);
            }
            p.text(Face::Regular, body, word, theme().gold, x, y);
            if (!words[i].second.empty()) {
                hot_.push_back(HotSpot{Rect{x, y, w, line}, words[i].second});
                p.fill(Rect{x, y + line - 2, w - (i + 1 < words.size() ? text.width(Face::Regular, body, ",") : 0), 1},
                       translucent(theme().gold, 90));
            }
            x += w + text.width(Face::Regular, body, " ");
        }
        y += line;
        lines_.push_back(y - area.y);
    };
    // Statuses right under the vitals, before the long parts: they say why actions are greyed
    // ("webbed 2, in a duel with …"), so a short view (200 %) must show them without scrolling.
    std::vector<std::string> statuses;
    if (c.presence == Presence::Down) statuses.push_back(app_.tr("board.status.down"));
    if (c.burning) statuses.push_back(app_.tr("board.status.burning"));
    if (c.poisoned) statuses.push_back(app_.tr("board.status.poisoned"));
    if (c.webbed > 0) statuses.push_back(app_.strings().format("board.status.webbed", c.webbed));
    if (c.stun > 0) statuses.push_back(app_.strings().format("board.status.stunned", c.stun));
    if (c.waiting > 0) statuses.push_back(app_.strings().format("board.status.waiting", c.waiting));
    if (c.duel_with >= 0)
        statuses.push_back(app_.strings().format("board.status.duel", displayName(app_, state, c.duel_with)));
    std::vector<std::pair<std::string, std::string>> status_words;
    for (auto& s : statuses) status_words.emplace_back(s, "");
    const int status_top = y;
    flow(app_.tr("board.card.statuses"), status_words);
    if (y > status_top) {
        status_rect_ = Rect{x0, status_top, width, y - status_top};
        y += p.px(4);
    }

    // The thirteen characteristics, three columns.
    const int cols = 3;
    const int col_w = width / cols;
    for (int i = 0; i < kCharacteristicCount; ++i) {
        const auto ch = static_cast<Characteristic>(i);
        const int cx = x0 + (i % cols) * col_w;
        const int cy = y + (i / cols) * line;
        const int base = card.characteristics[ch];
        int value = ch == Characteristic::HealthPoints ? state.maxHp(who) : state.effective(who, ch);
        if (ch == Characteristic::Destiny) value = c.destiny;
        if (ch == Characteristic::ActionPoints) value = c.ap;
        p.text(Face::Regular, p.px(13), app_.tr("char." + std::string(characteristicKey(ch))), theme().muted, cx, cy);
        // Hover for what the abbreviation means.
        hot_.push_back(HotSpot{Rect{cx, cy, col_w - p.px(4), line}, app_.tr("char." + std::string(characteristicKey(ch)) + ".tip")});
        const bool changeable = ch != Characteristic::Destiny && ch != Characteristic::ActionPoints &&
                                ch != Characteristic::HealthPoints;
        const SDL_Color colour = !changeable || value == base ? theme().bone : value > base ? kBetter : kWorse;
        p.text(Face::Bold, p.px(13), std::to_string(value), colour, cx + col_w - p.px(10), cy, Align::Right);
    }
    for (int row = 1; row <= (kCharacteristicCount + cols - 1) / cols; ++row) lines_.push_back(y + row * line - area.y);
    y += ((kCharacteristicCount + cols - 1) / cols) * line;
    characteristics_bottom_ = y - area.y;
    y += p.px(4);

    // Armour and damage.
    const Armour& a = card.armour;
    wrappedLine(Face::Regular, app_.strings().format("board.card.armour", a.head, a.chest, a.arms, a.legs),
                theme().bone);
    y += line;
    lines_.push_back(y - area.y);
    const std::string damage = card.shot_damage > 0
                                   ? app_.strings().format("board.card.damage_shot", state.meleeDamage(who), card.shot_damage)
                                   : app_.strings().format("board.card.damage", state.meleeDamage(who));
    wrappedLine(Face::Regular, damage, theme().bone);
    y += line;
    lines_.push_back(y - area.y);

    std::vector<std::pair<std::string, std::string>> rules;
    for (const SpecialRule& r : card.special_rules) {
        const RulesTopic* topic = app_.rulesReference().forKeyword(std::string(specialRuleKey(r.id)));
        rules.emplace_back(specialRuleName(app_, r),
                           topic ? app_.strings().format("board.card.tip_rule", topic->title, topic->rule, topic->text)
                                 : app_.tr("rule." + std::string(specialRuleKey(r.id)) + ".text"));
    }
    flow(app_.tr("board.card.rules"), rules);
    std::vector<std::pair<std::string, std::string>> skills;
    for (const Skill& s : card.skills)
        skills.emplace_back(s.name.in(lang), app_.strings().format("board.card.tip", s.name.in(lang), s.text.in(lang)));
    flow(app_.tr("board.card.skills"), skills);
    std::vector<std::pair<std::string, std::string>> spells;
    for (const std::string& id : card.spells)
        if (const Spell* sp = state.content().spell(id))
            spells.emplace_back(sp->name.in(lang) + " (" + std::to_string(sp->ap) + ")",
                                app_.strings().format("board.card.tip", sp->name.in(lang), sp->text.in(lang)));
    flow(app_.tr("board.card.spells"), spells);

    // Carried items.
    std::vector<std::pair<std::string, std::string>> items;
    for (int i : state.carried(who)) {
        const ItemState& item = state.items()[static_cast<std::size_t>(i)];
        std::string name = item.potion ? app_.tr("board.item.potion") : item.id;
        for (const ItemDef& def : state.content().quest.items)
            if (def.id == item.id) name = def.name.in(lang);
        items.emplace_back(name, "");
    }
    flow(app_.tr("board.card.carrying"), items);
    return y - area.y + p.px(4);
}

}  // namespace cata::app
