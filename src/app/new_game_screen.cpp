// The New game screen.
#include "cata/app/new_game_screen.h"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>

#include "cata/app/ai_driver.h"
#include "cata/app/app.h"
#include "cata/app/card_view.h"
#include "cata/app/editor_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/map_preview.h"
#include "cata/app/message_screen.h"
#include "cata/app/packs_screen.h"
#include "cata/app/widgets.h"
#include "cata/core/groups.h"

namespace cata::app {

namespace {

const char* const kModeKeys[kGameModeCount] = {"newgame.mode.hot_seat", "newgame.mode.solo_master",
                                               "newgame.mode.heroes_ai", "newgame.mode.ai_vs_ai"};
const char* const kToggleKeys[4] = {"newgame.option.unexpected_events", "newgame.option.duel",
                                    "newgame.option.critical_hit", "newgame.option.hand_off"};

/// A seed from the app's clock (App::entropy), stirred (splitmix64) so two games started a
/// second apart differ in every digit.
std::uint64_t freshSeed(const App& app) {
    std::uint64_t z = app.entropy() + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return (z ^ (z >> 31)) % 1000000000ULL;  // nine digits: easy to read out and type
}

/// The width a toggle needs to show `label` whole at its full size.
int toggleWidth(const Painter& p, const std::string& label) { return p.px(36) + p.text().width(Face::Regular, p.px(16), label); }

/// A check box with its label; `on` fills it.
void drawToggle(Painter& p, const Rect& r, const std::string& label, bool on, bool lit) {
    const int box = p.px(18);
    const Rect b{r.x + p.px(4), r.centerY() - box / 2, box, box};
    p.fill(b, translucent(theme().field, 255));
    p.outline(b, lit ? theme().gold : theme().border, std::max(1, p.px(1)));
    if (on) p.diamond(b.centerX(), b.centerY(), box / 2 - p.px(3), theme().gold_bright);
    int size = p.px(16);
    const std::string fitted = fitText(p, Face::Regular, size, p.px(12), label, r.right() - b.right() - p.px(14));
    p.text(Face::Regular, size, fitted, lit ? theme().gold_bright : theme().bone, b.right() + p.px(10),
           r.centerY() - p.text().lineHeight(Face::Regular, size) / 2);
}

}  // namespace

int modeIndex(const content::Players& players) {
    // A search Master (Veteran, Nightmare) plays the mode of the rulebook's Master AI.
    content::Players mode = players;
    if (content::isSearchMaster(mode.master)) mode.master = content::Player::Rulebook;
    for (int i = 0; i < kGameModeCount; ++i)
        if (content::kGameModes[i] == mode) return i;
    return -1;
}

content::Player nextMasterStrength(content::Player current, int dir) {
    static constexpr content::Player kOrder[] = {content::Player::Rulebook, content::Player::Veteran,
                                                 content::Player::Nightmare};
    int at = 0;
    for (int i = 0; i < 3; ++i)
        if (kOrder[i] == current) at = i;
    return kOrder[((at + dir) % 3 + 3) % 3];
}

std::vector<int> budgetChoices(const QuestDef& quest, int highest) {
    std::vector<int> out{quest.budget};
    if (quest.hero_roster || quest.master_roster) return out;
    highest = std::min(highest, kHighestBudget);
    for (int b = kLowestBudget; b <= highest; b += kBudgetStep)
        if (b != quest.budget) out.push_back(b);
    std::sort(out.begin(), out.end());
    return out;
}

int budgetCeiling(const QuestDef& quest, const content::ContentLibrary& library) {
    // R53 (core groups.h): the highest budget whose heroes the hero zone holds, as the quest
    // loader checks it, min(hero cards, budget / cheapest) against the zone's free squares.
    std::vector<const CharacterCard*> heroes;
    for (const CharacterCard& c : library.cards) heroes.push_back(&c);
    for (const CharacterCard& c : quest.cards) heroes.push_back(&c);
    const std::optional<int> limit = heroZoneBudgetLimit(quest, heroes);
    if (!limit) return kHighestBudget;
    return std::max(quest.budget, std::min(*limit, kHighestBudget));
}

NewGameScreen::NewGameScreen(App& app) : Screen(app) {
    buildEntries();
    const QuestCatalog& catalog = app_.quests();
    if (!catalog.loader_built) notice_ = app_.tr("quests.no_loader");
    else if (entries_.empty()) notice_ = app_.strings().format("quests.none", app_.dataDir() + "/quests");
    choice_.seed = freshSeed(app_);
    seed_text_ = std::to_string(choice_.seed);
    choice_.hand_off = app_.settings().hand_off;
    applyQuest();
}

void NewGameScreen::buildEntries() {
    entries_.clear();
    quest_reloads_ = app_.questReloads();
    const QuestCatalog& catalog = app_.quests();
    const content::ContentLibrary& lib = catalog.library;
    // The shipped quests, then the player's and the packs' (each in the library's order: by
    // number, then id). Not the tutorial's quests: First steps on the main menu plays them.
    for (const bool shipped : {true, false})
        for (const QuestDef& quest : lib.quests) {
            const std::string origin = lib.questOrigin(quest.id);
            if (origin.empty() != shipped || catalog.isLesson(quest.id)) continue;
            const auto file = lib.quest_files.find(quest.id);
            entries_.push_back(Entry{&quest, file == lib.quest_files.end() ? std::string() : file->second, {}, origin});
        }
    good_ = entries_.size();
    // Broken ones: never hidden, never startable; the shipped ones first.
    for (const bool shipped : {true, false})
        for (const auto& [file, diagnostics] : lib.broken_quests) {
            if (lib.origin(file).empty() != shipped) continue;
            Entry entry;
            entry.file = file;
            entry.origin = lib.origin(file);
            for (const content::Diagnostic& d : diagnostics) entry.problems.push_back(d.format());
            entries_.push_back(std::move(entry));
        }
}

std::string NewGameScreen::entryFile(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= entries_.size()) return {};
    return entries_[static_cast<std::size_t>(index)].file;
}

std::string NewGameScreen::entryOrigin(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= entries_.size()) return {};
    return entries_[static_cast<std::size_t>(index)].origin;
}

std::string NewGameScreen::entryMark(int index) const {
    const std::string origin = entryOrigin(index);
    if (origin.empty()) return {};
    if (origin == "user") return app_.tr("newgame.origin.user");
    return app_.strings().format("newgame.origin.pack", origin);
}

Uint32 NewGameScreen::timers(Uint32 now) {
    // Only on top: the screens above (group building, deployment, a game) hold a quest of the
    // catalogue, and an idle app covered by them need not wake for this.
    if (app_.screens().top() != this) {
        next_poll_ = 0;
        return 0;
    }
    if (next_poll_ == 0) next_poll_ = now + kQuestPollMs;
    if (static_cast<Sint32>(now - next_poll_) < 0) return next_poll_;
    next_poll_ = now + kQuestPollMs;
    if (!app_.questFilesChanged()) return next_poll_;
    app_.reloadQuests();
    rebuild();
    ++reloads_;
    return next_poll_;
}

void NewGameScreen::activated() {
    if (app_.questReloads() != quest_reloads_) rebuild();
}

void NewGameScreen::rebuild() {
    // The entries' quests are gone with the old catalogue: only the file names are read here.
    const std::string file = entryFile(selected_);
    buildEntries();
    int index = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (!file.empty() && entries_[i].file == file) index = static_cast<int>(i);
    const int budget = choice_.budget;
    selected_ = -1;  // select() applies the quest afresh (its pointer is new)
    select(index);
    if (const std::vector<int> offered = budgets(); std::find(offered.begin(), offered.end(), budget) != offered.end())
        choice_.budget = budget;
    app_.redraw();
}

void NewGameScreen::applyQuest() {
    const bool valid = selected_ >= 0 && static_cast<std::size_t>(selected_) < entries_.size();
    choice_.quest = valid ? entries_[static_cast<std::size_t>(selected_)].quest : nullptr;
    if (choice_.quest) choice_.budget = choice_.quest->budget;
    detail_scroll_ = 0;
}

const std::vector<std::string>& NewGameScreen::selectedProblems() const {
    static const std::vector<std::string> none;
    if (selected_ < 0 || static_cast<std::size_t>(selected_) >= entries_.size()) return none;
    return entries_[static_cast<std::size_t>(selected_)].problems;
}

NewGameScreen::Layout NewGameScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    const int w = app_.width();
    const MenuFrame frame = menuFrame(p);
    Layout l;
    const int margin = p.px(30);
    const int top = frame.top;
    const int button_w = p.px(230);
    const int bottom = frame.bottom;
    l.back = Rect{margin, frame.buttons_y, button_w, frame.button_h};
    l.next = Rect{w - margin - button_w, frame.buttons_y, button_w, frame.button_h};
    {
        const int gap = p.px(20);
        const int room = l.next.x - l.back.right() - 2 * gap;
        if (room >= 2 * button_w + gap) {
            const int x = l.back.right() + gap + (room - 2 * button_w - gap) / 2;
            l.editor = Rect{x, frame.buttons_y, button_w, frame.button_h};
            l.packs = Rect{x + button_w + gap, frame.buttons_y, button_w, frame.button_h};
        }
    }

    const int left_w = std::min(p.px(360), (w - 2 * margin) * 33 / 100);
    l.row_h = p.px(compactMenus(p) ? 26 : 30);
    const int pad = p.px(10);
    // The rows, then the note on the AI modes, wrapped to the panel.
    l.note_x = pad + p.px(26);
    // The note says who plays what in the chosen mode (not the Master AI in
    // hot-seat); its room is the longest note's, so choosing a mode moves nothing.
    const char* const note_keys[kGameModeCount] = {"newgame.mode.note.hot_seat", "newgame.mode.ai_note",
                                                   "newgame.mode.note.heroes_ai", "newgame.mode.note.ai_vs_ai"};
    std::size_t note_rows = 0;
    for (int i = 0; i < kGameModeCount; ++i) {
        auto lines = text.wrap(Face::Regular, p.px(13), app_.tr(note_keys[i]), left_w - l.note_x - pad);
        note_rows = std::max(note_rows, lines.size());
        if (i == modeIndex(choice_.players)) l.note_lines = std::move(lines);
    }
    // Solo against a search Master: it plays no solo table (the rulebook's note would be wrong).
    auto search_note = text.wrap(Face::Regular, p.px(13), app_.tr("newgame.mode.note.search"), left_w - l.note_x - pad);
    note_rows = std::max(note_rows, search_note.size());
    if (modeIndex(choice_.players) == modeIndex(content::kSoloVsMaster) &&
        content::isSearchMaster(choice_.players.master))
        l.note_lines = std::move(search_note);
    const int note_h = static_cast<int>(note_rows) * text.lineHeight(Face::Regular, p.px(13));
    // Under the modes, the Master AI's strength (Rulebook, Veteran, Nightmare: a row kept in
    // every mode so that choosing one moves nothing; drawn when an AI plays the Master).
    l.modes = Rect{margin, top, left_w, (kGameModeCount + 1) * l.row_h + 2 * pad + note_h + p.px(2)};
    for (int i = 0; i < kGameModeCount; ++i) l.mode_rows[i] = Rect{l.modes.x + pad, l.modes.y + pad + i * l.row_h, left_w - 2 * pad, l.row_h};
    l.strength = Rect{l.modes.x + pad, l.modes.y + pad + kGameModeCount * l.row_h, left_w - 2 * pad, l.row_h};
    const int right_x = margin + left_w + p.px(20);
    const int right_w = w - margin - right_x;

    // Options: budget, seed and hand-off on the left, the optional rules on the right. Sized by
    // their words (labels, nine-digit seed, button), so every language and UI scale fits; when
    // the rules do not fit beside them (a narrow window, a large UI scale), they go in two
    // columns under the budget and the seed.
    // Rows a little lower in a short window (a large UI scale): the room goes to the quest's
    // text above (play 9 #5).
    const bool compact = compactMenus(p);
    const int row = p.px(compact ? 29 : 34);
    const int label_w = std::max(text.width(Face::Bold, p.px(16), app_.tr("newgame.budget")),
                                 text.width(Face::Bold, p.px(16), app_.tr("newgame.seed")));
    const int value_w = std::max(p.px(120), text.width(Face::Bold, p.px(17), "000000000") + p.px(24));
    const int reseed_w = text.width(Face::Regular, p.px(14), app_.tr("newgame.reseed")) + p.px(20);
    const int left_col = label_w + p.px(12) + value_w + p.px(8) + reseed_w + p.px(24);
    int toggle_w = 0;
    for (int i = 0; i < 3; ++i) toggle_w = std::max(toggle_w, toggleWidth(p, app_.tr(kToggleKeys[i])));
    const int inner_w = right_w - p.px(36);
    l.stacked_options = left_col + toggle_w > inner_w;
    const int options_pad = p.px(compact ? 8 : 12);
    const int options_h = (l.stacked_options ? 4 : 3) * row + 2 * options_pad;
    l.options = Rect{right_x, bottom - options_h, right_w, options_h};
    l.list = Rect{margin, l.modes.bottom() + p.px(12), left_w, std::max(p.px(60), bottom - l.modes.bottom() - p.px(12))};
    l.detail = Rect{right_x, top, right_w, std::max(p.px(80), l.options.y - p.px(12) - top)};
    // The map on the right of the detail panel, the whole height, its legend (two lines at
    // most) under it; the quest's title and texts on the left.
    const int preview_w = l.detail.w * 2 / 5;
    const int legend_h = 2 * text.lineHeight(Face::Regular, p.px(13)) + p.px(10);
    l.preview = Rect{l.detail.right() - preview_w - p.px(16), l.detail.y + p.px(18), preview_w,
                     std::max(p.px(40), l.detail.h - p.px(36) - legend_h)};

    const int ox = l.options.x + p.px(18), oy = l.options.y + options_pad;
    const int value_x = ox + label_w + p.px(12);
    l.budget_minus = Rect{value_x, oy, p.px(30), row};
    l.budget_plus = Rect{value_x + value_w - p.px(30), oy, p.px(30), row};
    l.seed_field = Rect{value_x, oy + row + p.px(3), value_w, row - p.px(6)};
    l.reseed = Rect{l.seed_field.right() + p.px(8), l.seed_field.y, reseed_w, l.seed_field.h};
    // Inside the options panel whatever the text size (its label fitted to it, drawOptions).
    l.reseed.w = std::max(p.px(24), std::min(l.reseed.w, l.options.right() - p.px(8) - l.reseed.x));
    if (l.stacked_options) {
        // Rows 3 and 4: unexpected events | duel, critical hits | hand-off.
        const int half = inner_w / 2;
        for (int i = 0; i < 4; ++i) l.toggles[i] = Rect{ox + (i % 2) * half, oy + (2 + i / 2) * row, half, row};
    } else {
        l.toggles[3] = Rect{ox, oy + 2 * row, left_col, row};
        for (int i = 0; i < 3; ++i) l.toggles[i] = Rect{ox + left_col, oy + i * row, inner_w - left_col, row};
    }
    // The hand-off screen hides the board between two players: only in hot-seat. Where an AI
    // plays a side there is none, so the toggle is not offered; its place stays empty, so that
    // choosing a mode moves nothing.
    if (!handOffOffered()) l.toggles[3] = Rect{};
    return l;
}

bool NewGameScreen::handOffOffered() const { return choice_.players == content::kHotSeat; }

Rect NewGameScreen::entryRect(int index) const {
    const Layout l = layout();
    const Painter& p = app_.painter();
    const int entry_h = p.px(46), gap = p.px(6);
    int y = index * (entry_h + gap);
    if (static_cast<std::size_t>(index) >= good_) y += p.px(30);  // the "broken quests" header
    return Rect{l.list.x + p.px(8), l.list.y + p.px(8) + y - scroll_, l.list.w - p.px(16), entry_h};
}

std::vector<int> NewGameScreen::listStops() const {
    std::vector<int> stops;
    const Painter& p = app_.painter();
    const int origin = entryRect(0).y + scroll_;
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
        const int header = static_cast<std::size_t>(i) == good_ ? p.px(30) : 0;
        stops.push_back(entryRect(i).y + scroll_ - origin - header);
    }
    return stops;
}

int NewGameScreen::listContent() const {
    if (entries_.empty()) return 0;
    return entryRect(static_cast<int>(entries_.size()) - 1).bottom() - entryRect(0).y;
}

int NewGameScreen::listView() const { return layout().list.h - 2 * app_.painter().px(8); }

int NewGameScreen::listMaxScroll() const { return wholeLineMax(listStops(), listContent(), listView()); }

void NewGameScreen::clampScroll() {
    // On whole entries: the list starts on an entry's top (play 11 #5: "3 La fin du règne" cut by
    // the bottom edge, a sliver of row 1 at the top after a wheel notch).
    if (entries_.empty()) {
        scroll_ = 0;
        return;
    }
    scroll_ = wholeLineSnap(listStops(), std::clamp(scroll_, 0, listMaxScroll()));
}

bool NewGameScreen::entryShown(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= entries_.size()) return false;
    const Layout l = layout();
    const Painter& p = app_.painter();
    const Rect r = entryRect(index);
    const int top = l.list.y + p.px(2), bottom = l.list.bottom() - p.px(2);
    if (r.y >= top && r.bottom() <= bottom) return true;
    // An entry taller than the list (a tiny window) shows when it is the first.
    return r.y >= top && r.y <= l.list.y + p.px(8) + (static_cast<std::size_t>(index) == good_ ? p.px(30) : 0);
}

void NewGameScreen::select(int index) {
    if (entries_.empty()) return;
    index = std::clamp(index, 0, static_cast<int>(entries_.size()) - 1);
    const std::vector<int> stops = listStops();
    const int top = stops[static_cast<std::size_t>(index)];
    const int bottom = entryRect(index).bottom() + scroll_ - entryRect(0).y;
    if (top < scroll_) scroll_ = top;
    if (bottom - scroll_ > listView()) {
        // The first entry from which it shows whole.
        for (const int stop : stops)
            if (bottom - stop <= listView() || stop == top) {
                scroll_ = stop;
                break;
            }
    }
    clampScroll();
    if (index != selected_) {
        selected_ = index;
        applyQuest();
    }
    app_.redraw();
}

std::vector<int> NewGameScreen::budgets() const {
    if (!choice_.quest) return {};
    return budgetChoices(*choice_.quest, budgetCeiling(*choice_.quest, app_.quests().library));
}

void NewGameScreen::stepBudget(int delta) {
    const std::vector<int> choices = budgets();
    if (choices.empty()) return;
    auto it = std::find(choices.begin(), choices.end(), choice_.budget);
    const int i = it == choices.end() ? static_cast<int>(choices.size()) - 1 : static_cast<int>(it - choices.begin());
    choice_.budget = choices[static_cast<std::size_t>(std::clamp(i + delta, 0, static_cast<int>(choices.size()) - 1))];
    app_.redraw();
}

void NewGameScreen::editSeed() {
    if (seed_focus_) return;
    seed_focus_ = true;
    seed_fresh_ = true;
    seed_text_ = std::to_string(choice_.seed);
    const Rect f = layout().seed_field;
    SDL_Rect r{f.x, f.y, f.w, f.h};
    SDL_SetTextInputRect(&r);
    SDL_StartTextInput();  // on by default on desktops; needed where an on-screen keyboard shows
    app_.redraw();
}

void NewGameScreen::leaveSeed(bool keep) {
    if (!seed_focus_) return;
    seed_focus_ = false;
    if (keep && !seed_text_.empty()) choice_.seed = std::stoull(seed_text_);
    seed_text_ = std::to_string(choice_.seed);
    app_.redraw();
}

void NewGameScreen::reseed() {
    seed_focus_ = false;
    choice_.seed = freshSeed(app_);
    seed_text_ = std::to_string(choice_.seed);
    app_.redraw();
}

bool NewGameScreen::textInput(const char* text) {
    if (!seed_focus_) return false;
    // Digits only; anything else typed (letters, a pasted sign) is left out.
    for (const char* c = text; *c; ++c)
        if (*c >= '0' && *c <= '9') {
            if (seed_fresh_) seed_text_.clear();  // the first digit replaces the whole seed
            seed_fresh_ = false;
            if (seed_text_.size() >= kSeedDigits) continue;
            if (seed_text_ == "0") seed_text_.clear();
            seed_text_ += *c;
        }
    app_.redraw();
    return true;
}

void NewGameScreen::toggle(int index) {
    switch (index) {
        case 0: choice_.options.unexpected_events = !choice_.options.unexpected_events; break;
        case 1: choice_.options.duel = !choice_.options.duel; break;
        case 2: choice_.options.critical_hit = !choice_.options.critical_hit; break;
        case 3: choice_.hand_off = !choice_.hand_off; break;
        default: return;
    }
    app_.redraw();
}

bool NewGameScreen::next() {
    leaveSeed(true);
    if (!choice_.quest || modeIndex(choice_.players) < 0) return false;
    // An AI side builds its own group (the quest's, else the default group
    // within the budget); the players build only their own.
    const content::Players& players = choice_.players;
    if (choice_.quest->start) {  // a puzzle: its position's characters, no groups to build
        std::string error;
        if (openStartPosition(app_, choice_, {this}, &error)) return true;
        app_.screens().push(std::make_unique<MessageScreen>(
            app_, app_.tr("newgame.heading"),
            std::vector<std::string>{app_.strings().format("group.deploy_failed", error)}));
        return false;
    }
    if (isAi(players.heroes)) {
        if (!isAi(players.master)) {
            app_.screens().push(std::make_unique<GroupScreen>(app_, choice_, GroupScreen::Side::Master, std::nullopt,
                                                              std::vector<const Screen*>{this}));
            return true;
        }
        std::string error;
        if (openDeployment(app_, choice_, std::nullopt, std::nullopt, {this}, &error)) return true;
        app_.screens().push(std::make_unique<MessageScreen>(app_, app_.tr("newgame.heading"),
                                                            std::vector<std::string>{app_.strings().format("group.deploy_failed", error)}));
        return false;
    }
    app_.screens().push(std::make_unique<GroupScreen>(app_, choice_, GroupScreen::Side::Heroes, std::nullopt,
                                                      std::vector<const Screen*>{this}));
    return true;
}

void NewGameScreen::drawDetail(Painter& p, const Layout& l) {
    drawPanel(p, l.detail);
    const std::string& lang = app_.settings().language;
    const bool compact = compactMenus(p);
    const int pad = p.px(compact ? 12 : 18);
    const Rect inner{l.detail.x + pad, l.detail.y + pad, l.detail.w - 2 * pad, l.detail.h - 2 * pad};
    if (!notice_.empty()) {
        int y = inner.y;
        for (const auto& s : p.text().wrap(Face::Regular, p.px(18), notice_, inner.w)) {
            p.text(Face::Regular, p.px(18), s, theme().bone, inner.x, y);
            y += p.text().lineHeight(Face::Regular, p.px(18));
        }
        return;
    }
    if (entries_.empty()) return;
    const Entry& e = entries_[static_cast<std::size_t>(selected_)];
    if (!e.quest) {
        // A broken quest: its file and every problem, in red.
        int y = inner.y;
        // Smaller, then cut, in a narrow panel (French at a large text size).
        int title_size = p.px(24);
        const std::string title =
            fitText(p, Face::Title, title_size, std::max(8, p.px(14)), app_.tr("newgame.broken_title"), inner.w);
        p.shadowedText(Face::Title, title_size, title, theme().error, inner.x, y);
        y += p.text().lineHeight(Face::Title, title_size) + p.px(6);
        y = [&] {
            for (const auto& s : p.text().wrap(Face::Regular, p.px(16), app_.tr("quests.refused"), inner.w)) {
                p.text(Face::Regular, p.px(16), s, theme().bone, inner.x, y);
                y += p.text().lineHeight(Face::Regular, p.px(16));
            }
            return y + p.px(8);
        }();
        p.clip(&inner);
        p.pushPanel(inner, PanelKind::Pixels, "problems");
        int file_size = p.px(16);
        const std::string file = fitText(p, Face::Bold, file_size, std::max(8, p.px(11)), e.file, inner.w);
        p.text(Face::Bold, file_size, file, theme().error, inner.x, y);
        y += p.text().lineHeight(Face::Bold, p.px(16)) + p.px(4);
        for (const std::string& problem : e.problems)
            for (const auto& s : p.text().wrap(Face::Regular, p.px(14), problem, inner.w)) {
                p.text(Face::Regular, p.px(14), s, theme().error_dim, inner.x, y);
                y += p.text().lineHeight(Face::Regular, p.px(14));
            }
        p.popPanel();
        p.clip(nullptr);
        return;
    }
    const QuestDef& q = *e.quest;
    // The title, the objective and the introduction on the left; the map on the right.
    if (!textures_) textures_ = std::make_unique<TextureCache>(p.renderer(), app_.dataDir() + "/assets",
                                                               [this](const std::string& problem) { app_.reportAssetProblem(problem); });
    const Rect map = drawMapPreview(p, *textures_, q, l.preview);
    const int text_w = l.preview.x - p.px(18) - inner.x;
    int y = inner.y;
    // The title on one line when it fits at a smaller size: on two, at 200 % in 1280×800, it
    // left the text one line at a time under it (play 9 #5).
    const std::string heading = app_.strings().format("quest.heading", q.number, q.title.in(lang));
    int title_size = p.px(26);
    while (title_size > p.px(compact ? 17 : 20) && p.text().width(Face::Title, title_size, heading) > text_w)
        --title_size;
    for (const std::string& line : p.text().wrap(Face::Title, title_size, heading, text_w)) {
        p.shadowedText(Face::Title, title_size, line, theme().gold_bright, inner.x, y);
        y += p.text().lineHeight(Face::Title, title_size);
    }
    y += p.px(compact ? 6 : 4);  // the rule's diamond clear of the title
    drawDivider(p, inner.x + text_w / 2, y, text_w / 2);
    y += p.px(compact ? 10 : 14);
    // The last line is kept for the "wheel: more" hint, so that it never covers the text.
    const int more_h = p.text().lineHeight(Face::Regular, p.px(13)) + p.px(2);
    const Rect text_area{inner.x, y, text_w, inner.bottom() - y - more_h};
    // The text is laid out in lines first, then shown from the line the wheel scrolled to, only
    // the lines wholly in the area: no line is ever cut by the title's rule or the area's
    // bottom (a pixel scroll cut the top line in two, play 8 #14b).
    struct Line {
        Face face;
        int size;
        std::string text;
        SDL_Color colour;
        int top;  // from the top of the text
        int h;
    };
    std::vector<Line> lines;
    int ty = 0;
    const auto add = [&](Face face, int size, const std::string& text, SDL_Color colour) {
        const int h = p.text().lineHeight(face, size);
        lines.push_back(Line{face, size, text, colour, ty, h});
        ty += h;
    };
    const int body = p.px(16);
    const auto section = [&](const std::string& title, const std::string& text, SDL_Color colour) {
        add(Face::Bold, p.px(17), title, theme().gold);
        ty += p.px(2);
        for (const auto& s : p.text().wrap(Face::Regular, body, text, text_w)) add(Face::Regular, body, s, colour);
        ty += p.px(10);
    };
    section(app_.tr("quest.objective"), q.objective.in(lang), theme().gold_bright);
    section(app_.tr("quest.introduction"), q.introduction.in(lang), theme().bone);
    for (const auto& line : p.text().wrap(Face::Regular, p.px(14), questFacts(), text_w))
        add(Face::Regular, p.px(14), line, theme().muted);
    // The last first line that still shows the end: the wheel stops there.
    const auto fitsFrom = [&](std::size_t first) {
        return lines.empty() || lines.back().top + lines.back().h - lines[first].top <= text_area.h;
    };
    detail_max_scroll_ = 0;
    while (detail_max_scroll_ + 1 < static_cast<int>(lines.size()) &&
           !fitsFrom(static_cast<std::size_t>(detail_max_scroll_)))
        ++detail_max_scroll_;
    detail_scroll_ = std::clamp(detail_scroll_, 0, detail_max_scroll_);
    p.clip(&text_area);
    p.pushPanel(text_area, PanelKind::Scroll, "quest text");
    bool more = false;
    if (!lines.empty()) {
        const int base = lines[static_cast<std::size_t>(detail_scroll_)].top;
        for (std::size_t i = static_cast<std::size_t>(detail_scroll_); i < lines.size(); ++i) {
            const Line& line = lines[i];
            if (line.top - base + line.h > text_area.h) {
                more = true;
                break;
            }
            p.text(line.face, line.size, line.text, line.colour, inner.x, y + line.top - base);
        }
    }
    p.popPanel();
    p.clip(nullptr);
    if (more) {
        // More text below: a fading hint that the wheel scrolls it (none at the end).
        p.text(Face::Regular, p.px(13), app_.tr("newgame.more"), theme().muted, text_area.right(),
               inner.bottom() - p.text().lineHeight(Face::Regular, p.px(13)), Align::Right);
    }
    if (map.w > 0) {
        // A legend under the map: the heroes' entry and the reinforcement entries.
        const int ly = map.bottom() + p.px(10);
        const int sq = p.px(12);
        int lx = map.x, row_y = ly;
        const int right = l.detail.right() - p.px(12);
        const auto item = [&](SDL_Color colour, const std::string& label) {
            const int w = sq + p.px(6) + p.text().width(Face::Regular, p.px(13), label);
            if (lx > map.x && lx + w > right) {  // no room: next line
                lx = map.x;
                row_y += p.text().lineHeight(Face::Regular, p.px(13));
            }
            // Smaller, then cut, when even a line of its own is too narrow (a narrow map at a
            // large text size).
            int size = p.px(13);
            const std::string fitted =
                fitText(p, Face::Regular, size, std::max(8, p.px(10)), label, right - (lx + sq + p.px(6)));
            p.fill(Rect{lx, row_y + p.px(3), sq, sq}, colour);
            p.text(Face::Regular, size, fitted, theme().muted, lx + sq + p.px(6), row_y);
            lx += sq + p.px(6) + p.text().width(Face::Regular, size, fitted) + p.px(16);
        };
        item(theme().hero_zone, app_.tr("newgame.legend.heroes"));
        item(theme().reinforcement, app_.tr("newgame.legend.reinforcement"));
    }
}

void NewGameScreen::drawOptions(Painter& p, const Layout& l) {
    drawPanel(p, l.options);
    const int size = p.px(16);
    const int label_x = l.options.x + p.px(18);
    const auto label = [&](const std::string& s, const Rect& row) {
        p.text(Face::Bold, size, s, theme().bone, label_x, row.centerY() - p.text().lineHeight(Face::Bold, size) / 2);
    };
    const bool quest = choice_.quest != nullptr;
    // Budget: ◂ 300 ▸ (just the number when the quest fixes it).
    const Rect budget_row{label_x, l.budget_minus.y, l.budget_plus.right() - label_x, l.budget_minus.h};
    label(app_.tr("newgame.budget"), budget_row);
    const int cy = budget_row.centerY() - p.text().lineHeight(Face::Bold, p.px(18)) / 2;
    const int mid = (l.budget_minus.right() + l.budget_plus.x) / 2;
    if (quest) {
        const std::vector<int> choices = budgets();
        const bool adjustable = choices.size() > 1;
        // The note right of the budget, in the room the panel (or the optional rules beside it)
        // leaves: smaller, else cut, at a large text size.
        const auto budgetNote = [&](const std::string& note) {
            const int x = l.budget_plus.right() + p.px(8);
            const int end = l.stacked_options ? l.options.right() - p.px(8) : l.toggles[0].x - p.px(4);
            int note_size = p.px(13);
            const std::string shown =
                fitText(p, Face::Regular, note_size, std::max(8, p.px(10)), note, std::max(p.px(10), end - x));
            p.text(Face::Regular, note_size, shown, theme().muted, x,
                   budget_row.centerY() - p.text().lineHeight(Face::Regular, note_size) / 2);
        };
        p.text(Face::Bold, p.px(18), std::to_string(choice_.budget), theme().gold_bright, mid, cy, Align::Center);
        if (adjustable) {
            const bool lowest = choice_.budget <= choices.front(), highest = choice_.budget >= choices.back();
            p.text(Face::Regular, p.px(18), "\u25C2", lowest ? theme().disabled : theme().gold,
                   l.budget_minus.centerX(), cy, Align::Center);
            p.text(Face::Regular, p.px(18), "\u25B8", highest ? theme().disabled : theme().gold,
                   l.budget_plus.centerX(), cy, Align::Center);
            if (choice_.budget != choice_.quest->budget)
                budgetNote(app_.strings().format("newgame.budget_quest", choice_.quest->budget));
        } else {
            budgetNote(app_.tr("newgame.budget_fixed"));
        }
    }
    // Seed: a field that takes digits when clicked (or S / Tab), with a button for a new one.
    const Rect& f = l.seed_field;
    label(app_.tr("newgame.seed"), Rect{label_x, f.y, f.x - label_x, f.h});
    p.fill(f, seed_focus_ ? theme().cell : theme().field);
    p.outline(f, seed_focus_ ? theme().gold_bright : theme().border, std::max(1, p.px(seed_focus_ ? 2 : 1)));
    const int seed_size = p.px(17);
    const int text_w = p.text().width(Face::Bold, seed_size, seed_text_);
    const int tx = f.centerX() - text_w / 2, ty = f.centerY() - p.text().lineHeight(Face::Bold, seed_size) / 2;
    if (seed_focus_ && seed_fresh_ && !seed_text_.empty())  // all selected: the next digit replaces it
        p.fill(Rect{tx - p.px(2), ty, text_w + p.px(4), p.text().lineHeight(Face::Bold, seed_size)}, theme().selection);
    p.text(Face::Bold, seed_size, seed_text_, theme().gold_bright, tx, ty);
    if (seed_focus_)
        p.fill(Rect{tx + text_w + p.px(2), ty + p.px(2), std::max(1, p.px(2)),
                    p.text().lineHeight(Face::Bold, seed_size) - p.px(4)},
               theme().gold_bright);  // the caret
    p.fill(l.reseed, theme().field);
    p.outline(l.reseed, theme().border, 1);
    int reseed_size = p.px(14);
    const std::string reseed =
        fitText(p, Face::Regular, reseed_size, std::max(8, p.px(10)), app_.tr("newgame.reseed"), l.reseed.w - p.px(8));
    p.text(Face::Regular, reseed_size, reseed, theme().bone, l.reseed.centerX(),
           l.reseed.centerY() - p.text().lineHeight(Face::Regular, reseed_size) / 2, Align::Center);
    const bool values[4] = {choice_.options.unexpected_events, choice_.options.duel, choice_.options.critical_hit, choice_.hand_off};
    for (int i = 0; i < 4; ++i)
        if (l.toggles[i].w > 0) drawToggle(p, l.toggles[i], app_.tr(kToggleKeys[i]), values[i], false);
}

void NewGameScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    drawHeading(p, app_.tr("newgame.heading"), menuFrame(p).heading_y);
    const Layout l = layout();
    const std::string& lang = app_.settings().language;

    // Mode selector.
    drawPanel(p, l.modes);
    for (int i = 0; i < kGameModeCount; ++i) {
        const Rect& r = l.mode_rows[i];
        const bool on = i == modeIndex(choice_.players);
        if (on) p.glowBar(r, theme().selection);
        const int cx = r.x + p.px(12);
        p.diamond(cx, r.centerY(), p.px(6), on ? theme().gold_bright : theme().border);
        // Smaller in a narrow window ("Solo contre le Maître IA" ran past the panel at 640×480).
        int size = p.px(16);
        const std::string label = fitText(p, Face::Bold, size, std::min(size, p.px(12)), app_.tr(kModeKeys[i]), r.w - p.px(26) - p.px(4));
        const int ty = r.centerY() - p.text().lineHeight(Face::Bold, size) / 2;
        p.text(Face::Bold, size, label, on ? theme().gold_bright : theme().bone, r.x + p.px(26), ty);
    }
    if (content::isAi(choice_.players.master)) {
        // "Master AI: ‹ Veteran ›": a click or A (Shift+A back) changes it (M is the sound's mute).
        int size = p.px(14);
        const std::string label = fitText(
            p, Face::Regular, size, std::min(size, p.px(11)),
            app_.strings().format("newgame.strength",
                                  app_.tr("ai.strength." + std::string(content::playerKey(choice_.players.master)))),
            l.strength.w - p.px(26) - p.px(4));
        const bool lit = hover_strength_;
        if (lit) p.glowBar(l.strength, theme().selection);
        p.text(Face::Regular, size, label, lit ? theme().gold_bright : theme().bone, l.strength.x + p.px(26),
               l.strength.centerY() - p.text().lineHeight(Face::Regular, size) / 2);
    }
    int note_y = l.strength.bottom() + p.px(2);
    for (const std::string& line : l.note_lines) {
        p.text(Face::Regular, p.px(13), line, theme().muted, l.modes.x + l.note_x, note_y);
        note_y += p.text().lineHeight(Face::Regular, p.px(13));
    }

    // Quest list.
    clampScroll();  // on an entry's top, whatever the window's size
    drawPanel(p, l.list);
    const Rect clip{l.list.x + p.px(2), l.list.y + p.px(2), l.list.w - p.px(4), l.list.h - p.px(4)};
    p.clip(&clip);
    p.pushPanel(clip, PanelKind::Scroll, "quest list");
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        const Rect r = entryRect(static_cast<int>(i));
        // Whole entries only: one cut by an edge is left out (the bar says there is more).
        if (!entryShown(static_cast<int>(i))) continue;
        if (i == good_ && r.y - p.px(26) >= clip.y) {
            // Smaller, then cut, when it is wider than the list ("Quêtes défectueuses" at 200 %).
            int heading_size = p.px(15);
            const std::string heading = fitText(p, Face::Bold, heading_size, std::max(8, p.px(11)),
                                                app_.tr("newgame.broken_heading"), clip.right() - r.x - p.px(2));
            p.shadowedText(Face::Bold, heading_size, heading, theme().error, r.x, r.y - p.px(26));
        }
        const bool on = static_cast<int>(i) == selected_;
        // A broken quest of the player's (or a pack's) is greyed: theirs to fix, not the game's.
        const bool greyed = !e.quest && !e.origin.empty();
        p.fill(r, on ? theme().row_on : theme().row);
        p.outline(r, on ? theme().gold : (e.quest || greyed ? theme().border : theme().error_edge),
                  std::max(1, p.px(1)));
        // "yours" / "pack: …" at the row's right end, in small muted letters.
        const std::string mark = entryMark(static_cast<int>(i));
        int mark_w = 0;
        if (!mark.empty()) {
            mark_w = p.text().width(Face::Regular, p.px(12), mark) + p.px(8);
            p.text(Face::Regular, p.px(12), mark, on ? theme().gold : theme().muted, r.right() - p.px(8), r.y + p.px(3),
                   Align::Right);
        }
        if (e.quest) {
            const int badge = r.h / 2 - p.px(5);
            const int bx = r.x + p.px(8) + badge, by = r.centerY();
            p.diamond(bx, by, badge, on ? theme().gold : theme().border);
            p.diamond(bx, by, badge - p.px(3), theme().card);
            p.text(Face::Title, p.px(16), std::to_string(e.quest->number), theme().gold_bright, bx,
                   by - p.text().lineHeight(Face::Title, p.px(16)) / 2, Align::Center);
            // Smaller when it must (a long title at a large text size), cut last: never past the entry.
            const int title_x = bx + badge + p.px(12);
            int title_size = p.px(17);
            const std::string title = fitText(p, Face::Bold, title_size, std::max(8, p.px(12)), e.quest->title.in(lang),
                                              r.right() - mark_w - p.px(8) - title_x);
            p.text(Face::Bold, title_size, title, on ? theme().gold_bright : theme().bone, title_x,
                   by - p.text().lineHeight(Face::Bold, title_size) / 2);
        } else {
            // The file's name (a user file's without its folder), then its first problem.
            // Both cut to the row (left of the mark): the quest editor saves quests with problems.
            int name_size = p.px(15), first_size = p.px(12);
            const std::string name = fitText(
                p, Face::Bold, name_size, name_size,
                e.origin.empty() ? e.file : std::filesystem::path(e.file).filename().string(), r.w - mark_w - p.px(18));
            p.text(Face::Bold, name_size, name, greyed ? theme().disabled : theme().error, r.x + p.px(10),
                   r.y + p.px(4));
            const std::string first = fitText(p, Face::Regular, first_size, first_size,
                                              e.problems.empty() ? std::string() : e.problems.front(), r.w - p.px(20));
            // Only inside its row (monkey seed 2, 29 November 2026: at some scales the row is
            // shorter than the two lines, and the problem line ran past the list's edge); the
            // detail panel lists every problem of the selected entry.
            const int first_y = r.y + p.px(6) + p.text().lineHeight(Face::Bold, p.px(15));
            if (first_y + p.text().lineHeight(Face::Regular, first_size) <= r.bottom())
                p.text(Face::Regular, first_size, first, greyed ? theme().muted : theme().error_dim, r.x + p.px(10),
                       first_y);
        }
    }
    p.popPanel();
    p.clip(nullptr);
    // Where the list stands, in the margin right of the entries.
    drawScrollBar(p, Rect{l.list.right() - p.px(6), l.list.y + p.px(8), std::max(2, p.px(3)), listView()},
                  listContent(), listView(), scroll_);

    drawDetail(p, l);
    drawOptions(p, l);
    drawButton(p, Button{l.back, app_.tr("common.back"), true}, hovered_button_ == 1);
    drawButton(p, Button{l.next, app_.tr("newgame.next"), choice_.quest != nullptr}, hovered_button_ == 2 || choice_.quest != nullptr);
    if (l.editor.w > 0) drawButton(p, Button{l.editor, app_.tr("newgame.editor_button"), true}, hovered_button_ == 3);
    if (l.packs.w > 0) drawButton(p, Button{l.packs, app_.tr("newgame.packs_button"), true}, hovered_button_ == 4);
    drawHint(p, app_.tr("newgame.hint"));
}

bool NewGameScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    if (seed_focus_) {
        // The seed field has the keyboard: digits come as text (textInput); these keys edit or
        // leave it, and no other shortcut acts while typing.
        if ((mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return false;
        switch (key) {
            case SDLK_BACKSPACE:
                if (seed_fresh_) seed_text_.clear();
                else if (!seed_text_.empty()) seed_text_.pop_back();
                seed_fresh_ = false;
                app_.redraw();
                return true;
            case SDLK_RETURN:
            case SDLK_KP_ENTER:
            case SDLK_TAB: leaveSeed(true); return true;
            case SDLK_ESCAPE: leaveSeed(false); return true;
            default: return true;
        }
    }
    const int budget_step = (mod & KMOD_SHIFT) != 0 ? 4 : 1;  // Shift: 100 points at a time
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_UP: select(selected_ - 1); return true;
        case SDLK_DOWN: select(selected_ + 1); return true;
        case SDLK_PAGEUP: select(selected_ - 5); return true;
        case SDLK_PAGEDOWN: select(selected_ + 5); return true;
        case SDLK_HOME: select(0); return true;
        case SDLK_END: select(static_cast<int>(entries_.size()) - 1); return true;
        case SDLK_LEFT: stepBudget(-budget_step); return true;
        case SDLK_RIGHT: stepBudget(+budget_step); return true;
        case SDLK_s:
        case SDLK_TAB: editSeed(); return true;
        case SDLK_r: reseed(); return true;
        case SDLK_a:
            cycleStrength((mod & KMOD_SHIFT) ? -1 : +1);
            return true;
        case SDLK_e:
            openEditor();
            return true;
        case SDLK_p:
            openPacks();
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: next(); return true;
        case SDLK_F1: {  // this screen's shortcuts, as F1 on the board
            std::vector<std::pair<std::string, std::string>> keys;
            for (const char* k :
                 {"quest", "budget", "mode", "strength", "seed", "reseed", "editor", "packs", "next", "back", "help"})
                keys.emplace_back(app_.tr(std::string("newgame.help.") + k + ".keys"),
                                  app_.tr(std::string("newgame.help.") + k));
            app_.screens().push(std::make_unique<HelpOverlay>(app_, app_.tr("newgame.help.title"), std::move(keys)));
            return true;
        }
        default: return false;
    }
}

bool NewGameScreen::hover(int x, int y) {
    const Layout l = layout();
    const int over = l.back.contains(x, y)     ? 1
                     : l.next.contains(x, y)   ? 2
                     : l.editor.contains(x, y) ? 3
                     : l.packs.contains(x, y)  ? 4
                                               : 0;
    if (over != hovered_button_) {
        hovered_button_ = over;
        app_.redraw();
    }
    const bool on_strength = content::isAi(choice_.players.master) && l.strength.contains(x, y);
    if (on_strength != hover_strength_) {
        hover_strength_ = on_strength;
        app_.redraw();
    }
    return true;
}

void NewGameScreen::openEditor() { app_.screens().push(std::make_unique<EditorScreen>(app_)); }

// Quest packs: import one, export your quests (packs_screen.h).
void NewGameScreen::openPacks() { app_.screens().push(std::make_unique<PacksScreen>(app_)); }

void NewGameScreen::cycleStrength(int dir) {
    if (!content::isAi(choice_.players.master)) return;  // a human Master: no strength to choose
    strength_ = nextMasterStrength(choice_.players.master, dir);
    choice_.players.master = strength_;
    app_.redraw();
}

bool NewGameScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.seed_field.contains(x, y)) {
        editSeed();
        return true;
    }
    leaveSeed(true);  // a click anywhere else takes what was typed
    if (content::isAi(choice_.players.master) && l.strength.contains(x, y)) {
        cycleStrength(+1);
        return true;
    }
    if (l.back.contains(x, y)) {
        app_.screens().pop(this);
        return true;
    }
    if (l.next.contains(x, y)) {
        next();
        return true;
    }
    if (l.editor.contains(x, y)) {
        openEditor();
        return true;
    }
    if (l.packs.contains(x, y)) {
        openPacks();
        return true;
    }
    for (int i = 0; i < kGameModeCount; ++i)
        if (l.mode_rows[i].contains(x, y)) {
            choice_.players = content::kGameModes[i];
            if (content::isAi(choice_.players.master)) choice_.players.master = strength_;
            app_.redraw();
            return true;
        }
    if (l.list.contains(x, y)) {
        for (int i = 0; i < static_cast<int>(entries_.size()); ++i)
            if (entryShown(i) && entryRect(i).contains(x, y)) {
                select(i);
                return true;
            }
        return true;
    }
    if (l.budget_minus.contains(x, y)) {
        stepBudget(-1);
        return true;
    }
    if (l.budget_plus.contains(x, y)) {
        stepBudget(+1);
        return true;
    }
    if (l.reseed.contains(x, y)) {
        reseed();
        return true;
    }
    for (int i = 0; i < 4; ++i)
        if (l.toggles[i].contains(x, y)) {
            toggle(i);
            return true;
        }
    return true;
}

bool NewGameScreen::scroll(int dy) {
    int mx = 0, my = 0;
    SDL_GetMouseState(&mx, &my);
    const Layout l = layout();
    if (Rect{l.budget_minus.x, l.budget_minus.y, l.budget_plus.right() - l.budget_minus.x, l.budget_minus.h}.contains(mx, my)) {
        stepBudget(dy > 0 ? +1 : -1);  // the wheel over the budget steps it
        return true;
    } else if (l.detail.contains(mx, my)) {
        // Two lines a notch, as far as the end shows (draw() knows where that is).
        detail_scroll_ = std::clamp(detail_scroll_ - dy * 2, 0, detail_max_scroll_);
    } else {
        // An entry a notch (play 11 #5).
        const std::vector<int> stops = listStops();
        int at = 0;
        for (std::size_t i = 0; i < stops.size(); ++i)
            if (stops[i] <= scroll_) at = static_cast<int>(i);
        if (!stops.empty())
            scroll_ = stops[static_cast<std::size_t>(std::clamp(at - dy, 0, static_cast<int>(stops.size()) - 1))];
        clampScroll();
    }
    app_.redraw();
    return true;
}

std::string NewGameScreen::questFacts() const {
    if (!choice_.quest) return {};
    const QuestDef& q = *choice_.quest;
    std::string facts = app_.strings().format("newgame.turn_limit", q.turn_limit);
    // Say whose group the quest sets: the other side still builds its own (R53).
    const char* fixed = q.hero_roster && q.master_roster ? "newgame.fixed_roster.both"
                        : q.hero_roster                  ? "newgame.fixed_roster.heroes"
                        : q.master_roster                ? "newgame.fixed_roster.master"
                                                         : nullptr;
    if (fixed) facts += "  ·  " + app_.tr(fixed);
    if (const std::string mark = entryMark(selected_); !mark.empty()) facts += "  ·  " + mark;
    return facts;
}

}  // namespace cata::app
