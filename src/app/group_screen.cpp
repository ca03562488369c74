// Group building.
#include "cata/app/group_screen.h"
#include "cata/app/message_screen.h"

#include <algorithm>
#include <memory>

#include "cata/app/ai_driver.h"
#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/core/groups.h"

namespace cata::app {

namespace {

/// The card of `id`: the quest's inline cards first, then the library (as deploy() does).
const CharacterCard* findCard(const content::ContentLibrary& lib, const QuestDef& quest, const std::string& id) {
    for (const CharacterCard& c : quest.cards)
        if (c.id == id) return &c;
    return lib.card(id);
}

}  // namespace

Refusal checkAddition(const std::vector<const CharacterCard*>& group, const CharacterCard& card, bool heroes, int budget) {
    // R53 as the core states it (groups.h), the new card last; no squares yet, so no quest.
    static const QuestDef kNoQuest;
    std::vector<GroupMember> members;
    for (const CharacterCard* c : group) members.push_back({c, c->id, std::nullopt, false});
    members.push_back({&card, card.id, std::nullopt, false});
    const int added = static_cast<int>(group.size());
    const std::vector<GroupProblem> problems = groupProblems(kNoQuest, heroes, members, budget);
    auto has = [&](GroupProblemKind kind, bool of_added) {
        return std::any_of(problems.begin(), problems.end(),
                           [&](const GroupProblem& p) { return p.kind == kind && (!of_added || p.member == added); });
    };
    if (has(GroupProblemKind::WrongSide, true))
        return heroes ? Refusal::MasterCardForHeroes : Refusal::HeroCardForMaster;
    // Not a rule of the core: the screen offers each hero card once (one person each).
    if (card.isHero() &&
        std::any_of(group.begin(), group.end(), [&](const CharacterCard* c) { return c->id == card.id; }))
        return Refusal::HeroTwice;
    if (has(GroupProblemKind::Leaders, true)) return Refusal::SecondLeader;
    if (has(GroupProblemKind::Budget, false)) return Refusal::OverBudget;
    return Refusal::Ok;
}

GroupScreen::GroupScreen(App& app, GameChoice choice, Side side, std::optional<std::vector<RosterEntry>> heroes,
                         std::vector<const Screen*> flow, std::shared_ptr<std::vector<const CharacterCard*>> kept)
    : Screen(app),
      choice_(std::move(choice)),
      side_(side),
      heroes_(std::move(heroes)),
      flow_(std::move(flow)),
      kept_(std::move(kept)),
      portraits_(app) {
    const content::ContentLibrary& lib = app_.quests().library;
    const QuestDef& quest = *choice_.quest;
    const bool is_heroes = side_ == Side::Heroes;
    for (const CharacterCard& c : lib.cards)
        if (c.isHero() == is_heroes) available_.push_back(&c);
    for (const CharacterCard& c : quest.cards)
        if (c.isHero() == is_heroes) available_.push_back(&c);
    // Heroes first by value; the Master's leader(s) first, then troops by value.
    std::stable_sort(available_.begin(), available_.end(), [](const CharacterCard* a, const CharacterCard* b) {
        const bool la = a->formation == Formation::MasterLeader, lb = b->formation == Formation::MasterLeader;
        return la != lb ? la : a->value < b->value;
    });
    const auto& fixed_roster = is_heroes ? quest.hero_roster : quest.master_roster;
    if (fixed_roster) {
        fixed_ = true;
        for (const RosterEntry& e : *fixed_roster)
            if (const CharacterCard* c = findCard(lib, quest, e.card)) group_.push_back(c);
    }
    // The heroes' screen keeps the Master's group for the Master's screen it opens.
    if (is_heroes && !kept_) kept_ = std::make_shared<std::vector<const CharacterCard*>>();
    if (!is_heroes && !fixed_ && kept_) group_ = *kept_;  // as built before Back
    if (!available_.empty()) focus_ = available_.front();
    if (fixed_ && !group_.empty()) focus_ = group_.front();
}

GroupScreen::~GroupScreen() {
    // The Master's group outlives his screen: Back to the heroes, then Next, finds it again.
    if (side_ == Side::Master && !fixed_ && kept_) *kept_ = group_;
}

int GroupScreen::cost() const {
    int total = 0;
    for (const CharacterCard* c : group_) total += c->value;
    return total;
}

GroupScreen::Layout GroupScreen::layout() const {
    const Painter& p = app_.painter();
    const int w = app_.width();
    const MenuFrame frame = menuFrame(p);
    Layout l;
    const int margin = p.px(30);
    const int top = frame.top + p.px(compactMenus(p) ? 22 : 28);  // under the subtitle
    const int bottom = frame.bottom;
    const int view_w = std::min(p.px(470), w * 2 / 5);
    l.view = Rect{w - margin - view_w, top, view_w, bottom - top};
    const int left_w = l.view.x - p.px(20) - margin;
    // The group panel takes up to half the height so the cards keep room at large UI scales;
    // members beyond it scroll.
    const int group_h = std::min(p.px(222), (bottom - top) / 2);
    l.group = Rect{margin, bottom - group_h, left_w, group_h};
    l.cards = Rect{margin, top, left_w, l.group.y - p.px(12) - top};
    l.gap = p.px(10);
    // A tile: the portrait, the name on up to two lines, the points and the Add button.
    // A panel shorter than a tile (200 %, 1280×800: one row, the Add strips under the panel's
    // edge) gets a smaller portrait, never smaller text: a tile always fits the panel whole.
    l.tile_w = p.px(140);
    const int text_h = p.px(8 + 4 + 4 + 26 + 4) + 2 * p.text().lineHeight(Face::Bold, p.px(14)) +
                       p.text().lineHeight(Face::Regular, p.px(13));
    const int room = l.cards.h - p.px(12) - p.px(6);  // under the grid's top margin, inside the frame
    // Larger text takes room from the portrait first, down to 8 units.
    const int least_portrait = p.text().sizeFactor() > 1.0 ? std::clamp(room - text_h, p.px(8), p.px(24)) : p.px(24);
    l.portrait = std::clamp(room - text_h, least_portrait, p.px(74));
    l.tile_h = text_h + l.portrait;
    l.columns = std::max(1, (l.cards.w - 2 * p.px(12) + l.gap) / (l.tile_w + l.gap));
    // The rows shown whole (scrolled row by row): the view ends under the last of them, and the
    // row scrolled past ends at its top (the gap is the grid's top margin less the frame's).
    l.card_rows = std::max(1, (room + l.gap) / (l.tile_h + l.gap));
    l.cards_view = Rect{l.cards.x + p.px(2), l.cards.y + p.px(2), l.cards.w - p.px(4),
                        std::min(l.cards.h - p.px(4), p.px(10) + l.card_rows * (l.tile_h + l.gap) - l.gap)};
    // The chips share the panel's width, at least 200 units each (a name on two lines); the header above them, the
    // line for a refusal below.
    l.chip_h = p.px(8) + 2 * p.text().lineHeight(Face::Bold, p.px(13)) + p.text().lineHeight(Face::Regular, p.px(12));
    l.chip_gap = p.px(8);
    const int chips_w = l.group.w - 2 * p.px(12);
    l.chip_columns = std::max(1, (chips_w + l.chip_gap) / (p.px(200) + l.chip_gap));
    l.chip_w = (chips_w - (l.chip_columns - 1) * l.chip_gap) / l.chip_columns;
    // The members in whole rows (scrolled row by row) in what the header leaves, and the
    // refusal's line when there is one: the room kept for it cut a row in two with no message
    // (play 10 #8).
    // The header holds the title and the counter (drawn from px(8) down): taller at a large text size.
    const int header = std::max(p.px(40), p.px(8) + p.text().lineHeight(Face::Title, p.px(22)) + p.px(2));
    const int message = message_.empty() ? p.px(10) : p.px(38);
    const int pitch = l.chip_h + p.px(6);
    const int chip_rows = std::max(1, (group_h - header - message + p.px(6)) / pitch);
    l.chips = Rect{l.group.x + p.px(12), l.group.y + header, chips_w, chip_rows * pitch - p.px(6)};
    return l;
}

int GroupScreen::groupContentHeight(const Layout& l) const {
    const int rows = (static_cast<int>(group_.size()) + l.chip_columns - 1) / l.chip_columns;
    return rows * (l.chip_h + app_.painter().px(6));
}

void GroupScreen::clampGroupScroll() {
    // On whole rows: the view starts on a row's top (play 10 #4: a row half under the heading).
    const Layout l = layout();
    const int pitch = l.chip_h + app_.painter().px(6);
    const int rows = (static_cast<int>(group_.size()) + l.chip_columns - 1) / l.chip_columns;
    const int shown = (l.chips.h + app_.painter().px(6)) / pitch;
    group_scroll_ = std::clamp(group_scroll_ / pitch, 0, std::max(0, rows - shown)) * pitch;
}

Rect GroupScreen::cardRect(std::size_t index) const {
    const Layout l = layout();
    const int i = static_cast<int>(index);
    const int grid_w = l.columns * l.tile_w + (l.columns - 1) * l.gap;
    const int x0 = l.cards.x + (l.cards.w - grid_w) / 2;
    return Rect{x0 + (i % l.columns) * (l.tile_w + l.gap),
                l.cards.y + app_.painter().px(12) + (i / l.columns) * (l.tile_h + l.gap) - scroll_, l.tile_w, l.tile_h};
}

Rect GroupScreen::addRect(std::size_t index) const {
    const Rect r = cardRect(index);
    const int h = app_.painter().px(26);
    return Rect{r.x, r.bottom() - h, r.w, h};
}

Rect GroupScreen::memberRect(std::size_t index) const {
    const Layout l = layout();
    const int i = static_cast<int>(index);
    return Rect{l.chips.x + (i % l.chip_columns) * (l.chip_w + l.chip_gap),
                l.chips.y + (i / l.chip_columns) * (l.chip_h + app_.painter().px(6)) - group_scroll_, l.chip_w, l.chip_h};
}

Rect GroupScreen::removeRect(std::size_t index) const {
    const Rect r = memberRect(index);
    const int s = app_.painter().px(24);
    return Rect{r.right() - s - app_.painter().px(6), r.centerY() - s / 2, s, s};
}

Rect GroupScreen::backButton() const {
    const MenuFrame f = menuFrame(app_.painter());
    return Rect{app_.painter().px(30), f.buttons_y, app_.painter().px(230), f.button_h};
}
Rect GroupScreen::defaultButton() const {
    const MenuFrame f = menuFrame(app_.painter());
    const int w = app_.painter().px(230);
    return Rect{app_.width() / 2 - w / 2, f.buttons_y, w, f.button_h};
}
Rect GroupScreen::nextButton() const {
    const MenuFrame f = menuFrame(app_.painter());
    const int w = app_.painter().px(250);
    return Rect{app_.width() - app_.painter().px(30) - w, f.buttons_y, w, f.button_h};
}

void GroupScreen::clampScroll() {
    // On whole rows, as the members.
    const Layout l = layout();
    const int rows = (static_cast<int>(available_.size()) + l.columns - 1) / l.columns;
    const int pitch = l.tile_h + l.gap;
    scroll_ = std::clamp(scroll_ / pitch, 0, std::max(0, rows - l.card_rows)) * pitch;
}

void GroupScreen::refuse(Refusal why, const CharacterCard& card) {
    const std::string name = card.name.in(app_.settings().language);
    switch (why) {
        case Refusal::Ok: message_.clear(); break;
        case Refusal::MasterCardForHeroes: message_ = app_.strings().format("group.refused.master_card", name); break;
        case Refusal::HeroCardForMaster: message_ = app_.strings().format("group.refused.hero_card", name); break;
        case Refusal::SecondLeader: message_ = app_.strings().format("group.refused.second_leader", name); break;
        case Refusal::HeroTwice: message_ = app_.strings().format("group.refused.hero_twice", name); break;
        case Refusal::OverBudget:
            message_ = app_.strings().format("group.refused.budget", name, card.value, cost() + card.value, choice_.budget);
            break;
    }
}

bool GroupScreen::add(const CharacterCard& card) {
    focus_ = &card;
    if (fixed_) {
        message_ = app_.tr("group.fixed");
        app_.redraw();
        return false;
    }
    const Refusal why = checkAddition(group_, card, side_ == Side::Heroes, choice_.budget);
    refuse(why, card);
    if (why == Refusal::Ok) {
        group_.push_back(&card);
        group_scroll_ = groupContentHeight(layout());  // show the new member
        clampGroupScroll();
    }
    app_.redraw();
    return why == Refusal::Ok;
}

void GroupScreen::remove(std::size_t index) {
    if (fixed_ || index >= group_.size()) return;
    focus_ = group_[index];
    group_.erase(group_.begin() + static_cast<std::ptrdiff_t>(index));
    clampGroupScroll();
    message_.clear();
    app_.redraw();
}

void GroupScreen::defaultGroup() {
    if (fixed_) return;
    const content::ContentLibrary& lib = app_.quests().library;
    QuestDef quest = *choice_.quest;
    quest.budget = choice_.budget;
    const content::Deployment d = content::deploy(lib, quest, std::nullopt, std::nullopt);
    group_.clear();
    for (const Placement& pl : side_ == Side::Heroes ? d.heroes : d.master)
        if (const CharacterCard* c = findCard(lib, quest, pl.card)) group_.push_back(c);
    group_scroll_ = 0;
    message_ = d.error;
    app_.redraw();
}

std::vector<RosterEntry> GroupScreen::roster() const {
    std::vector<RosterEntry> out;
    for (const CharacterCard* c : group_) out.push_back(RosterEntry{c->id, "", std::nullopt});
    return out;
}

const char* GroupScreen::subtitleKey() const {
    // Only where two people share the screen do the heroes look away while the Master builds.
    // A group the quest sets has nobody to choose it, nor anything to hide.
    if (fixed_) return side_ == Side::Heroes ? "group.subtitle.heroes_fixed" : "group.subtitle.master_fixed";
    if (side_ == Side::Heroes) return "group.subtitle.heroes";
    return isAi(choice_.players.heroes) ? "group.subtitle.master_alone" : "group.subtitle.master";
}

const char* GroupScreen::nextLabelKey() const {
    const bool master_next = side_ == Side::Heroes && !isAi(choice_.players.master);
    return master_next ? "group.next_master" : "group.next_deploy";
}

bool GroupScreen::next() {
    if (!fixed_ && group_.empty()) {
        message_ = app_.tr("group.empty");
        app_.redraw();
        return false;
    }
    std::optional<std::vector<RosterEntry>> mine;
    if (!fixed_) mine = roster();
    std::vector<const Screen*> flow = flow_;
    flow.push_back(this);
    // An AI Master builds its own group (the quest's, else the default group
    // within the budget); the player meets it on the board.
    if (side_ == Side::Heroes && !isAi(choice_.players.master)) {
        app_.screens().push(std::make_unique<GroupScreen>(app_, choice_, Side::Master, mine, std::move(flow), kept_));
        return true;
    }
    std::string error;
    const bool heroes = side_ == Side::Heroes;  // then the Master is an AI: no group of his yet
    const std::optional<std::vector<RosterEntry>> none;
    if (openDeployment(app_, choice_, heroes ? mine : heroes_, heroes ? none : mine, flow, &error)) return true;
    message_ = app_.strings().format("group.deploy_failed", error);
    app_.redraw();
    return false;
}

bool openStartPosition(App& app, const GameChoice& choice, const std::vector<const Screen*>& flow, std::string* error) {
    // The position's characters are the game's (placements give the cards the game embeds;
    // the core sets them up from the start position, R8 not applied: position.h).
    content::NewGame game;
    game.quest_id = choice.quest->id;
    game.options = choice.options;
    game.seed = choice.seed;
    game.budget = choice.budget;
    for (const StartCharacter& c : choice.quest->start->characters) {
        const CharacterCard* card = app.quests().library.card(c.card);
        for (const CharacterCard& own : choice.quest->cards)  // the quest's inline cards
            if (own.id == c.card) card = &own;
        if (!card) {
            if (error) *error = "unknown card \"" + c.card + "\"";
            return false;
        }
        (card->isHero() ? game.heroes : game.master).push_back(Placement{c.card, c.id, c.at.value_or(Pos{})});
    }
    game.options.solo_master = choice.players.master == content::Player::Rulebook;  // R44
    std::string why;
    auto session = content::GameSession::start(app.documents(), game, &why);
    if (!session) {
        if (std::string gone = app.questGone(game.quest_id); !gone.empty()) why = gone;
        if (error) *error = why;
        return false;
    }
    session->setPlayers(choice.players);
    BoardConfig config;
    config.hand_off = choice.hand_off;
    config.autosave_dir = app.savesDir() / "autosave";
    config.playtest = choice.playtest;
    // The setup screens go (as the deployment's start takes them); the board goes on top.
    if (!flow.empty()) app.screens().pop(flow.front());
    app.screens().push(std::make_unique<BoardScreen>(app, std::move(session), std::move(config)));
    return true;
}

bool openDeployment(App& app, const GameChoice& choice, const std::optional<std::vector<RosterEntry>>& heroes,
                    const std::optional<std::vector<RosterEntry>>& master, const std::vector<const Screen*>& flow,
                    std::string* error) {
    // Both groups placed by deploy() (R53 checks again, default squares), then a trial start so
    // a game the core would refuse never reaches the deployment screen.
    const content::ContentLibrary& lib = app.quests().library;
    QuestDef quest = *choice.quest;
    quest.budget = choice.budget;
    // A quest with a start position (a puzzle) begins there: its characters, no deployment.
    if (quest.start) return openStartPosition(app, choice, flow, error);
    const content::Deployment d = content::deploy(lib, quest, heroes, master);
    if (!d.error.empty()) {
        if (error) *error = d.error;
        return false;
    }
    content::NewGame game;
    game.quest_id = quest.id;
    game.options = choice.options;
    game.seed = choice.seed;
    game.budget = choice.budget;  // R53: may be above the quest's own; the game embeds it
    game.heroes = d.heroes;
    game.master = d.master;
    const content::Players& players = choice.players;
    game.options.solo_master = players.master == content::Player::Rulebook;  // R44: the rulebook Master plays solo
    std::string why;
    if (!content::GameSession::start(app.documents(), game, &why)) {
        // The quest file may have changed on disk since the quests were listed: say so, whole,
        // in a dialog (the message line below the group is too short for a file's problem).
        if (std::string gone = app.questGone(game.quest_id); !gone.empty()) {
            why = gone;
            app.screens().push(std::make_unique<MessageScreen>(app, app.tr("quest.gone.title"), std::vector<std::string>{gone}));
        }
        if (error) *error = why;
        return false;
    }
    BoardConfig config;
    config.hand_off = choice.hand_off;
    config.autosave_dir = app.savesDir() / "autosave";
    config.playtest = choice.playtest;
    // The setup screens stay below the deployment: its Back returns to them as they were.
    app.screens().push(std::make_unique<DeployScreen>(app, std::move(game), std::move(config), players, flow));
    return true;
}

const CharacterCard* GroupScreen::viewed() const { return focus_; }

void GroupScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    const bool heroes = side_ == Side::Heroes;
    const std::string& lang = app_.settings().language;
    const int below = drawHeading(p, app_.tr(heroes ? "group.heading.heroes" : "group.heading.master"), menuFrame(p).heading_y);
    const QuestDef& quest = *choice_.quest;
    // Smaller, then cut, when the window is too narrow for it (French at a large text size).
    int subtitle_size = p.px(15);
    const std::string subtitle =
        fitText(p, Face::Regular, subtitle_size, std::max(8, p.px(11)),
                app_.strings().format(subtitleKey(), quest.number, quest.title.in(lang)), p.width() - 2 * p.px(20));
    p.shadowedText(Face::Regular, subtitle_size, subtitle, theme().muted, p.width() / 2, below - p.px(8),
                   Align::Center);
    // Whole rows after a resize, a new scale or a refusal's line taking room.
    clampScroll();
    clampGroupScroll();
    const Layout l = layout();

    // Available cards.
    drawPanel(p, l.cards);
    const Rect clip = l.cards_view;
    p.clip(&clip);
    p.pushPanel(clip, PanelKind::Scroll, "cards");
    for (std::size_t i = 0; i < available_.size(); ++i) {
        const CharacterCard& c = *available_[i];
        const Rect r = cardRect(i);
        if (r.bottom() < l.cards.y || r.y > l.cards.bottom()) continue;
        const bool on = &c == focus_;
        const Refusal why = fixed_ ? Refusal::Ok : checkAddition(group_, c, heroes, choice_.budget);
        const bool can_add = !fixed_ && why == Refusal::Ok;
        p.fill(r, on ? theme().row_on : theme().row);
        p.outline(r, on ? theme().gold : theme().border, std::max(1, p.px(1)));
        const int portrait = l.portrait;
        drawPortrait(p, portraits_.get(c), c, Rect{r.centerX() - portrait / 2, r.y + p.px(8), portrait, portrait});
        drawFormationSymbol(p, c.formation, r.x + p.px(14), r.y + p.px(18), p.px(9));
        int ty = r.y + p.px(8) + portrait + p.px(4);
        // The name whole, on two lines when one is too narrow ("Skell the Champion of Death").
        int size = p.px(14);
        const std::vector<std::string> name =
            fitLines(p, Face::Bold, size, p.px(11), c.name.in(lang), r.w - p.px(8), 2);
        const int name_h = 2 * p.text().lineHeight(Face::Bold, p.px(14));
        const int line_h = p.text().lineHeight(Face::Bold, size);
        int ny = ty + (name_h - static_cast<int>(name.size()) * line_h) / 2;
        for (const std::string& line : name) {
            p.text(Face::Bold, size, line, on ? theme().gold_bright : theme().bone, r.centerX(), ny, Align::Center);
            ny += line_h;
        }
        ty += name_h;
        p.text(Face::Regular, p.px(13), app_.strings().format("group.points", c.value), theme().gold, r.centerX(), ty,
               Align::Center);
        if (!fixed_) {
            const Rect a = addRect(i);
            p.fill(a, can_add ? theme().row_lit : theme().row);
            p.line(a.x, a.y, a.right() - 1, a.y, theme().border);
            p.text(Face::Bold, p.px(14), app_.tr("group.add"), can_add ? theme().gold_bright : theme().disabled,
                   a.centerX(), a.centerY() - p.text().lineHeight(Face::Bold, p.px(14)) / 2, Align::Center);
        }
    }
    p.popPanel();
    p.clip(nullptr);
    {
        // A thin scroll bar when the cards do not all fit.
        const int rows = (static_cast<int>(available_.size()) + l.columns - 1) / l.columns;
        const int content = rows * (l.tile_h + l.gap) + p.px(24);
        if (rows > l.card_rows) {
            const int track = l.cards.h - p.px(16);
            const int bar_h = std::max(p.px(24), track * l.cards.h / content);
            const int bar_y = l.cards.y + p.px(8) + (track - bar_h) * scroll_ / std::max(1, content - l.cards.h);
            p.fill(Rect{l.cards.right() - p.px(10), bar_y, std::max(2, p.px(4)), bar_h}, theme().gold);
        }
    }

    // The group and its points counter.
    drawPanel(p, l.group);
    const int header_y = l.group.y + p.px(10);
    const std::string counter = app_.strings().format("group.counter", cost(), choice_.budget);
    const int counter_w =
        p.text(Face::Title, p.px(22), counter, cost() > choice_.budget ? theme().error : theme().gold_bright,
               l.group.right() - p.px(16), header_y - p.px(2), Align::Right);
    // The title in the room the counter leaves (smaller, else shortened, in a narrow panel:
    // "Groupe imposé par la quête" ran under "225 / 300").
    int title_size = p.px(20);
    const std::string title = fitText(p, Face::Title, title_size, std::min(title_size, p.px(14)),
                                      app_.tr(fixed_ ? "group.fixed_title" : "group.title"),
                                      l.group.w - p.px(32) - counter_w - p.px(12));
    p.text(Face::Title, title_size, title, theme().gold, l.group.x + p.px(16),
           header_y + (p.text().lineHeight(Face::Title, p.px(20)) - p.text().lineHeight(Face::Title, title_size)) / 2);
    if (!message_.empty()) {
        // The last refusal, on its own line at the foot of the group panel.
        const Rect msg{l.group.x + p.px(16), l.group.bottom() - p.px(34), l.group.w - p.px(32), p.px(26)};
        p.fill(msg, theme().error_panel);
        p.outline(msg, theme().error_edge, 1);
        int size = p.px(14);
        const std::string line = fitText(p, Face::Bold, size, p.px(11), message_, msg.w - p.px(16));
        p.text(Face::Bold, size, line, theme().error, msg.x + p.px(8),
               msg.centerY() - p.text().lineHeight(Face::Bold, size) / 2);
    }
    if (group_.empty()) {
        // Wrapped to the members' area (it ran on under the card view in a narrow window).
        int hy = l.chips.y + p.px(10);
        for (const std::string& line : p.text().wrap(Face::Regular, p.px(15), app_.tr("group.empty_hint"), l.chips.w - p.px(8))) {
            p.text(Face::Regular, p.px(15), line, theme().muted, l.chips.x + p.px(4), hy);
            hy += p.text().lineHeight(Face::Regular, p.px(15));
        }
    }
    const Rect chips_clip{l.chips.x - p.px(2), l.chips.y, l.chips.w + p.px(4), l.chips.h};
    p.clip(&chips_clip);
    p.pushPanel(chips_clip, PanelKind::Scroll, "group members");
    for (std::size_t i = 0; i < group_.size(); ++i) {
        const CharacterCard& c = *group_[i];
        const Rect r = memberRect(i);
        if (r.bottom() < l.chips.y || r.y > l.chips.bottom()) continue;
        const bool on = &c == focus_;
        p.fill(r, on ? theme().row_on : theme().row);
        p.outline(r, on ? theme().gold : theme().border, 1);
        const int mini = std::min(r.h - p.px(6), p.px(40));
        drawPortrait(p, portraits_.get(c), c, Rect{r.x + p.px(3), r.centerY() - mini / 2, mini, mini});
        const int tx = r.x + mini + p.px(10);
        // The name whole, on two lines when one is too narrow, then the points; centred.
        int size = p.px(13);
        const int name_w = r.right() - tx - (fixed_ ? p.px(4) : p.px(34));
        const std::vector<std::string> name = fitLines(p, Face::Bold, size, p.px(11), c.name.in(lang), name_w, 2);
        const int line_h = p.text().lineHeight(Face::Bold, size);
        const int points_h = p.text().lineHeight(Face::Regular, p.px(12));
        int ty = r.centerY() - (static_cast<int>(name.size()) * line_h + points_h) / 2;
        for (const std::string& line : name) {
            p.text(Face::Bold, size, line, theme().bone, tx, ty);
            ty += line_h;
        }
        p.text(Face::Regular, p.px(12), app_.strings().format("group.points", c.value), theme().gold, tx, ty);
        if (!fixed_) {
            const Rect x = removeRect(i);
            p.fill(x, theme().selection);
            p.outline(x, theme().border, 1);
            p.text(Face::Bold, p.px(14), "\u00D7", theme().gold_bright, x.centerX(),
                   x.centerY() - p.text().lineHeight(Face::Bold, p.px(14)) / 2, Align::Center);
        }
    }
    p.popPanel();
    p.clip(nullptr);
    if (const int content = groupContentHeight(l); content > l.chips.h) {
        // A thin scroll bar when the members do not all fit.
        const int bar_h = std::max(p.px(16), l.chips.h * l.chips.h / content);
        const int bar_y = l.chips.y + (l.chips.h - bar_h) * group_scroll_ / std::max(1, content - l.chips.h);
        p.fill(Rect{l.group.right() - p.px(9), bar_y, std::max(2, p.px(4)), bar_h}, theme().gold);
    }

    // The card under the selection, in full.
    drawPanel(p, l.view);
    if (const CharacterCard* c = viewed()) {
        if (c != view_card_) {  // another card: from its top
            view_card_ = c;
            view_scroll_ = 0;
        }
        const Rect inner{l.view.x + p.px(6), l.view.y + p.px(6), l.view.w - p.px(12), l.view.h - p.px(12)};
        std::vector<int> stops = view_stops_;
        const int content = drawCardView(app_, p, portraits_, *c, inner, &view_hotspots_, view_scroll_, &stops);
        settleWholeLines(app_, view_stops_, std::move(stops), content, inner, view_scroll_, view_max_scroll_);
    }

    drawButton(p, Button{backButton(), app_.tr("common.back"), true}, hovered_button_ == 1);
    drawButton(p, Button{defaultButton(), app_.tr("group.default"), !fixed_}, hovered_button_ == 2);
    drawButton(p, Button{nextButton(), app_.tr(nextLabelKey()), true}, true);
    drawHint(p, app_.tr(fixed_ ? "group.hint_fixed" : "group.hint"));
    if (const RuleHotspot* h = tooltipAt(view_hotspots_, mouse_x_, mouse_y_)) drawTooltip(p, h->tooltip, mouse_x_, mouse_y_);
}

bool GroupScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    const int count = static_cast<int>(available_.size());
    const auto focusAt = [&](int i) {
        if (count == 0) return;
        focus_index_ = std::clamp(i, 0, count - 1);
        focus_ = available_[static_cast<std::size_t>(focus_index_)];
        const Layout l = layout();
        const Rect r = cardRect(static_cast<std::size_t>(focus_index_));
        // Its row into view, whole.
        const int pitch = l.tile_h + l.gap;
        const int row = focus_index_ / l.columns;
        if (r.y < l.cards_view.y) scroll_ = row * pitch;
        if (r.bottom() > l.cards_view.bottom()) scroll_ = (row - l.card_rows + 1) * pitch;
        clampScroll();
        app_.redraw();
    };
    const int columns = layout().columns;
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_LEFT: focusAt(focus_index_ - 1); return true;
        case SDLK_RIGHT: focusAt(focus_index_ + 1); return true;
        case SDLK_UP: focusAt(focus_index_ - columns); return true;
        case SDLK_DOWN: focusAt(focus_index_ + columns); return true;
        case SDLK_SPACE:
        case SDLK_PLUS:
        case SDLK_KP_PLUS:
            if (count > 0) add(*available_[static_cast<std::size_t>(focus_index_)]);
            return true;
        case SDLK_DELETE:
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
            if (!group_.empty()) remove(group_.size() - 1);
            return true;
        case SDLK_d: defaultGroup(); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: next(); return true;
        default: return false;
    }
}

bool GroupScreen::hover(int x, int y) {
    const bool tip_before = tooltipAt(view_hotspots_, mouse_x_, mouse_y_) != nullptr;
    mouse_x_ = x;
    mouse_y_ = y;
    if (tip_before || tooltipAt(view_hotspots_, x, y)) app_.redraw();
    const int over = backButton().contains(x, y) ? 1 : defaultButton().contains(x, y) ? 2 : nextButton().contains(x, y) ? 3 : 0;
    if (over != hovered_button_) {
        hovered_button_ = over;
        app_.redraw();
    }
    return true;
}

bool GroupScreen::click(int x, int y) {
    if (backButton().contains(x, y)) {
        app_.screens().pop(this);
        return true;
    }
    if (defaultButton().contains(x, y)) {
        defaultGroup();
        return true;
    }
    if (nextButton().contains(x, y)) {
        next();
        return true;
    }
    const Layout l = layout();
    if (l.cards.contains(x, y)) {
        for (std::size_t i = 0; i < available_.size(); ++i) {
            if (!cardRect(i).contains(x, y)) continue;
            focus_index_ = static_cast<int>(i);
            if (!fixed_ && addRect(i).contains(x, y)) add(*available_[i]);
            else focus_ = available_[i];
            app_.redraw();
            return true;
        }
        return true;
    }
    for (std::size_t i = 0; i < group_.size() && l.chips.contains(x, y); ++i) {
        if (!fixed_ && removeRect(i).contains(x, y)) {
            remove(i);
            return true;
        }
        if (memberRect(i).contains(x, y)) {
            focus_ = group_[i];
            app_.redraw();
            return true;
        }
    }
    for (const RuleHotspot& h : view_hotspots_)
        if (!h.keyword.empty() && h.rect.contains(x, y)) {
            app_.screens().push(std::make_unique<RulesScreen>(app_, h.keyword));
            return true;
        }
    if (l.view.contains(x, y) && focus_) {
        app_.screens().push(std::make_unique<CardViewScreen>(app_, *focus_));
        return true;
    }
    return true;
}

bool GroupScreen::scroll(int dy) {
    int mx = mouse_x_, my = mouse_y_;  // where the last motion left the pointer
    if (mx < 0) SDL_GetMouseState(&mx, &my);
    if (layout().view.contains(mx, my)) {  // the card view: Esterella's spells, Torgils' lore
        const int before = view_scroll_;
        view_scroll_ = wholeLineScroll(app_.painter(), view_stops_, view_scroll_, dy, view_max_scroll_);
        if (view_scroll_ != before) app_.redraw();
        return true;
    }
    if (layout().group.contains(mx, my)) {
        const Layout gl = layout();
        group_scroll_ -= dy * (gl.chip_h + app_.painter().px(6));  // a row a notch
        clampGroupScroll();
        app_.redraw();
        return true;
    }
    const Layout cl = layout();
    scroll_ -= dy * (cl.tile_h + cl.gap);  // a row a notch
    clampScroll();
    app_.redraw();
    return true;
}

}  // namespace cata::app
