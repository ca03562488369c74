// The board screen: the map, the side panel, and the turn played with the mouse or the keys.
#include "cata/app/board_screen.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <ctime>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <variant>

#include "cata/app/ai_text.h"
#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/confirm_screen.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/event_text.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/odds_text.h"
#include "cata/app/sound_events.h"
#include "cata/app/theme.h"
#include "cata/app/turn_recap.h"
#include "cata/app/victory_screen.h"
#include "cata/core/healing.h"
#include "cata/core/odds.h"
#include "cata/core/overloaded.h"
#include "cata/core/waiting.h"

namespace cata::app {

namespace {

/// The square a move action ends on (walk, run, shift, crush), if it is one.
std::optional<Pos> moveDestination(const Action& a) {
    if (const auto* w = std::get_if<Walk>(&a)) return w->to;
    if (const auto* r = std::get_if<Run>(&a)) return r->to;
    if (const auto* s = std::get_if<Shift>(&a)) return s->to;
    if (const auto* c = std::get_if<Crush>(&a)) return c->to;
    return std::nullopt;
}

/// The target of an attack (melee, powerful attack, shot, sharp shot), else -1.
int attackTarget(const Action& a) {
    if (const auto* m = std::get_if<Melee>(&a)) return m->target;
    if (const auto* m = std::get_if<PowerfulAttack>(&a)) return m->target;
    if (const auto* m = std::get_if<Shot>(&a)) return m->target;
    if (const auto* m = std::get_if<SharpShot>(&a)) return m->target;
    return -1;
}

Action stepAction(int who, const MoveStep& step) {
    switch (step.kind) {
        case MoveKind::Walk: return Walk{who, step.to};
        case MoveKind::Run: return Run{who, step.via, step.to};
        case MoveKind::Shift: return Shift{who, step.via, step.to};
    }
    return Walk{who, step.to};
}

/// The one move a walk, run or shift is, as a step of a route (a crush: none).
std::optional<MoveStep> actionStep(const Action& a) {
    if (const auto* w = std::get_if<Walk>(&a)) return MoveStep{MoveKind::Walk, w->to, w->to};
    if (const auto* r = std::get_if<Run>(&a)) return MoveStep{MoveKind::Run, r->via, r->to};
    if (const auto* s = std::get_if<Shift>(&a)) return MoveStep{MoveKind::Shift, s->through, s->to};
    return std::nullopt;
}

/// R6: the lines of the core's odds of an action that rolls dice of power (GameState::odds):
/// each test with its chance; a spell's chance to succeed and of each tier (R23), and to set its
/// target on fire (R29). Empty for other actions.
std::string oddsText(App& app, const GameState& s, const Action& a) {
    const std::optional<ActionOdds> o = s.odds(a);
    if (!o) return {};
    const auto& st = app.strings();
    const Spell* spell = nullptr;
    if (const auto* c = std::get_if<CastSpell>(&a)) spell = s.content().spell(c->spell);
    std::string text;
    auto line = [&text](const std::string& l) { text += (text.empty() ? "" : "\n") + l; };
    for (const TestOdds& t : o->tests) {
        if (spell && t.purpose == "spell") continue;  // said below, with its tiers
        std::string what;
        if (t.purpose == "block" || t.purpose == "jump" || t.purpose == "lock" || t.purpose == "web" || t.purpose == "trap")
            what = app.tr("board.test." + t.purpose);
        else
            for (const SpecialActionDef& def : s.content().quest.special_actions)
                if (def.id == t.purpose) what = def.name.in(app.settings().language);
        if (what.empty()) what = t.purpose;
        line(st.format("board.odds.test", what, app.tr("char." + std::string(characteristicKey(t.characteristic))),
                       t.dice, t.difficulty, chanceText(t.pass)));
    }
    if (spell) {
        const TestOdds& t = o->tests.back();
        line(st.format("board.odds.spell", chanceText(o->success),
                       app.tr("char." + std::string(characteristicKey(t.characteristic))), t.dice));
        for (const TierOdds& tier : o->tiers) {
            const std::string range = tier.max_result < 0 ? st.format("board.odds.from", tier.min_result)
                                      : tier.max_result == tier.min_result
                                          ? std::to_string(tier.min_result)
                                          : fmt::format("{}\u2013{}", tier.min_result, tier.max_result);
            line(st.format("board.odds.tier", range,
                           spellEffectsText(spell->tiers[static_cast<std::size_t>(tier.tier)], app.strings()),
                           chanceText(tier.chance)));
        }
        line(spell->difficulty > 1 ? st.format("board.odds.fails_below", spell->difficulty, chanceText(1 - o->success))
                                   : st.format("board.odds.fails", chanceText(1 - o->success)));
        if (const std::string fire = fireText(app, s, a); !fire.empty()) line(fire);          // R29
        if (const std::string poison = poisonText(app, s, a); !poison.empty()) line(poison);  // R31
    } else if (o->tests.size() > 1) {
        line(st.format("board.odds.all", chanceText(o->success)));
    }
    return text;
}

/// The pause between two AI actions at ×1 (divided by the speed factor; none when skipping).
constexpr Uint32 kAiPauseMs = 700;
/// When skipping animations, AI actions are applied for at most this long per frame.
constexpr Uint32 kAiFrameBudgetMs = 12;
// The same budget on a manual clock (AppOptions::manual_clock, the tests and the monkey), where
// real time must not decide what a frame shows: so many AI actions a frame.
constexpr int kAiFrameBudgetActions = 4;

}  // namespace

BoardScreen::BoardScreen(App& app, std::unique_ptr<content::GameSession> session, BoardConfig config)
    : Screen(app),
      session_(std::move(session)),
      config_(std::move(config)),
      view_(app),
      log_(app),
      dice_(app),
      card_(app),
      bar_(app),
      ai_(std::make_unique<AiDriver>(session_->record().players, session_->record().seed)),
      // The hint's search plays the heroes from a seed of its own (never the heroes' AI's).
      hint_ai_(std::make_unique<AiDriver>(content::Players{content::Player::HeroesVeteran, content::Player::Human},
                                          session_->record().seed ^ 0x68696e7453ULL)) {
    for (int who = 0; who < static_cast<int>(session_->state().characters().size()); ++who)
        app.noteCardNames(session_->state().card(who));
    // The AI's lines kept with a saved game (a note that does not read is left out).
    for (const auto& [entry, json] : session_->notes())
        if (std::optional<AiNote> note = aiNoteFromJson(json)) notes_[entry] = std::move(*note);
    log_.rebuild(*session_, &notes_);
    log_language_ = app_.settings().language;
    view_.rememberZoomFor(session_->gameId());  // this game's zoom, not another game's of the quest
    if (!config_.autosave_dir.empty()) autosaves_ = std::make_unique<AutosaveWriter>(config_.autosave_dir);
    autosaved_marks_ = session_->turnMarks().size();
    if (config_.autosaved) autosaved_revision_ = revision_;
    else if (!config_.resumed && session_->history().size() <= 1) autosave();  // a new game's first
    offer_pending_ = session_->state().pending().has_value() && !aiTurn();
    refresh();
    // A map larger than the window opens on the pieces of the side that looks at it (their
    // middle), not on its top-left corner.
    const GameState& s = session_->state();
    int n = 0, sx = 0, sy = 0;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == viewer() && s.able(who)) {
            sx += s.character(who).pos.x;
            sy += s.character(who).pos.y;
            ++n;
        }
    if (n > 0) view_.centerOn(Pos{sx / n, sy / n});
    turn_seen_ = {s.turn(), s.activeSide()};  // a game opened: no banner nor recap of a turn not seen
}

BoardScreen::~BoardScreen() {
    ai_->cancel();
    hint_ai_->cancel();
    // Quitting keeps the game as it is, not as its turn began; the
    // writer's destructor waits for the write, before the main menu looks for the newest save.
    if (autosaves_ && revision_ != autosaved_revision_) {
        try {
            autosave();
        } catch (const std::exception&) {  // nothing may escape a destructor; the game is closing
        }
    }
}

void BoardScreen::handOffOnResume() {
    const GameState& s = session_->state();
    if (!config_.hand_off || !ai_->allHuman() || s.isOver()) return;
    app_.screens().push(std::make_unique<HandOffScreen>(app_, decider(), s.turn(), std::string()));
    handing_off_ = true;
    hand_off_first_ = true;
    offer_pending_ = false;  // activated() offers it once the hand-off is gone
}

// ---- Layout and drawing ----

BoardScreen::Layout BoardScreen::layout() const {
    const Painter& p = app_.painter();
    const int w = app_.width(), h = app_.height();
    Layout l;
    const int top = p.px(46);
    const int panel_w = std::min(p.px(340), w * 45 / 100);
    l.top = Rect{0, 0, w, top};
    l.map = Rect{0, top, w - panel_w, h - top};
    if (guide_ && !guide_->finished()) {
        // The tutorial's panel under the map, never more than half of its height: the map fits
        // in what is left, so the panel hides nothing of the board.
        const int gh = std::min(guide_->height(app_.painter(), l.map.w), l.map.h / 2);
        l.guide = Rect{0, h - gh, l.map.w, gh};
        l.map.h -= gh;
    }
    l.panel = Rect{w - panel_w, top, panel_w, h - top};
    const int bh = top - p.px(12), gap = p.px(8);
    const int by = (top - bh) / 2;
    const auto width = [&](const std::string& label) {
        return std::max(p.px(100), p.text().width(Face::Bold, p.px(20), stripShortcut(label)) + p.px(28));
    };
    const GameState& s = session_->state();
    const bool pass = s.isLegal(Pass{});
    l.menu = Button{Rect{0, by, 0, bh}, app_.tr("board.button.menu"), true};
    l.undo = Button{Rect{0, by, 0, bh}, app_.tr("board.button.undo"), undoAllowed()};
    l.end_turn = Button{Rect{0, by, 0, bh}, app_.tr(pass ? "board.button.pass" : "board.button.end_turn"),
                        (pass || s.isLegal(EndTurn{})) && !aiTurn()};
    l.suggest = Button{Rect{0, by, 0, bh}, app_.tr("board.button.suggest"), hintAvailable()};
    int x = w - p.px(10);
    for (Button* b : {&l.menu, &l.undo, &l.end_turn, &l.suggest}) {
        if (b == &l.suggest && !hintOffered()) {
            b->rect = Rect{};
            break;
        }
        b->rect.w = b == &l.suggest
                        ? std::max(p.px(70), p.text().width(Face::Bold, p.px(20), stripShortcut(b->label)) + p.px(20))
                        : width(b->label);
        x -= b->rect.w;
        b->rect.x = x;
        x -= gap;
    }
    l.buttons_x = x + gap;
    // The top line: whose turn it is first, at its size (or a little smaller while the title
    // keeps some room); the title in what is left, smaller, then cut, else not drawn.
    Painter& paint = app_.painter();
    TextRenderer& text = paint.text();
    if (s.isOver()) {
        l.status = app_.tr(s.result()->winner == Side::Heroes ? "board.over.heroes" : "board.over.master");
    } else {
        l.status = turnStatus(app_, s);
        if (aiTurn()) l.status += "   ·   " + app_.tr("board.ai.playing");
    }
    const int avail = std::max(0, l.buttons_x - p.px(16) - p.px(14));
    const int between = p.px(24), min_title = p.px(60);
    l.status_size = p.px(16);
    const int readable = p.px(14);
    while (l.status_size > readable && text.width(Face::Bold, l.status_size, l.status) > avail - between - min_title)
        --l.status_size;
    const std::string& full = s.content().quest.title.in(app_.settings().language);
    const int title_min = std::min(p.px(20), std::max(10, p.px(13)));
    const int title_room = avail - text.width(Face::Bold, l.status_size, l.status) - between;
    l.title_size = p.px(20);
    if (title_room >= min_title || (title_room > 0 && text.width(Face::Title, title_min, full) <= title_room)) {
        l.title_text = fitText(paint, Face::Title, l.title_size, title_min, full, title_room);
    } else {
        l.status = fitText(paint, Face::Bold, l.status_size, std::min(l.status_size, 9), l.status, avail);
    }
    l.title_cut = l.title_text != full;
    l.title = Rect{p.px(14), 0, l.title_text.empty() ? 0 : text.width(Face::Title, l.title_size, l.title_text), top};
    return l;
}

void BoardScreen::draw(Painter& p) {
    if (guide_) guide_->update(*this);
    const Layout l = layout();
    const GameState& s = session_->state();
    // No fill of the whole window first: the top bar, the map and the side panel cover it.
    overlays_.show_sight = show_sight_;
    // The hovered square's path and its cost only while the pointer is on the map, free (no
    // dialog, menu nor end-turn warning over it): a path left behind by a pointer gone to the
    // side panel stayed drawn through a cast and the end-turn warning. The square itself stays
    // marked while the pointer is on the action bar, whose rows are for it.
    const bool free_pointer = !covered() && !confirm_end_;
    const bool on_map = free_pointer && l.map.contains(mouse_x_, mouse_y_);
    overlays_.path = on_map ? hover_path_ : std::vector<Pos>{};
    overlays_.path_label = on_map ? hover_path_label_ : std::string();
    overlays_.hovered = on_map || (free_pointer && bar_.area().contains(mouse_x_, mouse_y_)) ? hovered_ : std::nullopt;
    overlays_.cursor = free_pointer ? cursor_ : std::nullopt;
    overlays_.poses = motion_.poses();
    overlays_.floating = motion_.texts();
    overlays_.projectiles = motion_.projectiles();
    overlays_.objects = motion_.objectEffects();
    if (suggestion())
        view_.draw(p, l.map, s, viewer(), withSuggestion());
    else
        view_.draw(p, l.map, s, viewer(), overlays_);
    if (!(l.map == drawn_map_)) {
        // The window or the UI scale changed: the map moved under a still pointer, so the
        // hovered square, the bar's rows and the tooltip are of where the pointer is now
        // (the next frame draws them; the bar below already has them).
        const bool first = drawn_map_.w == 0;
        drawn_map_ = l.map;
        if (!first) pointAgain();
    }

    // What is drawn over the map from here on (banners, the top bar, the side panel) is a layer
    // above it: a map label scrolled under a banner is hidden by it, as on any map (the layout
    // check compares the texts of one layer; the map's own texts are clipped to its area).
    p.beginLayer();
    // Banners over the map: the R42 waiting window, the last message; wrapped to the map's
    // width (a long message in a narrow window ran past both its edges).
    int banner_y = l.map.y + p.px(8);
    const auto banner = [&](const std::string& text, SDL_Color colour) {
        int size = p.px(15);
        const int room = l.map.w - p.px(20) - p.px(24);
        std::vector<std::string> lines = p.text().wrap(Face::Bold, size, text, room);
        // A word wider than the map (a save's file name at a large text size): smaller, at
        // worst cut, never past the banner.
        const auto widest = [&] {
            int most = 0;
            for (const std::string& line : lines) most = std::max(most, p.text().width(Face::Bold, size, line));
            return most;
        };
        while (widest() > room && size > std::max(8, p.px(10))) lines = p.text().wrap(Face::Bold, --size, text, room);
        for (std::string& line : lines) {
            int fitted = size;
            line = fitText(p, Face::Bold, fitted, size, line, room);
        }
        int text_w = 0;
        for (const std::string& line : lines) text_w = std::max(text_w, p.text().width(Face::Bold, size, line));
        const int lh = p.text().lineHeight(Face::Bold, size);
        const int w = std::min(l.map.w - p.px(20), text_w + p.px(24));
        Rect r{l.map.x + (l.map.w - w) / 2, banner_y, w, static_cast<int>(lines.size()) * lh + p.px(10)};
        // Below a zone's name it would cut ("Saved as …" over "The lost dungeon"): the names
        // stay readable, the banner comes under them.
        for (bool moved = true; moved;) {
            moved = false;
            for (const Rect& tag : view_.zoneTagBoxes())
                if (r.x < tag.right() && tag.x < r.right() && r.y < tag.bottom() && tag.y < r.bottom() && tag.bottom() > l.map.y &&
                    tag.y < l.map.bottom()) {
                    r.y = tag.bottom() + p.px(4);
                    moved = true;
                }
        }
        // A banner that does not fit in what is left of the map is not drawn (a small window
        // with the tutorial's panel under the map: a save's "Saved as…" and the AI's words ran
        // into the panel, monkey 29 November 2026); the words are in the log.
        if (r.bottom() > l.map.bottom()) return;
        p.fill(r, translucent(theme().card, 225));
        p.outline(r, colour, 1);
        const PanelScope scope(p, r, PanelKind::Panel, "banner");
        int y = r.y + p.px(5);
        for (const std::string& line : lines) {
            p.text(Face::Bold, size, line, colour, r.centerX(), y, Align::Center);
            y += lh;
        }
        banner_y = r.bottom() + p.px(6);
    };
    // The R42 window's banner speaks to the heroes at the board: not under a layer (the
    // hand-off notice over the Master's result says to hand over; its panel crossed the banner).
    if (s.waitingWindow() && !s.isOver() && !covered()) banner(app_.tr("board.waiting_banner"), theme().hero_text);
    if (show_sight_) banner(app_.tr("board.sight_on"), theme().gold);
    if (show_threat_) banner(app_.tr("board.threat_on"), theme().master_text);
    if (!message_.empty()) banner(message_, message_error_ ? theme().error : theme().bone);
    // What the AI does now, in words, while it plays.
    if (const std::string acting = aiStatus(); !acting.empty()) banner(acting, theme().master_text);
    // The AI (or the hint's search) computing for a while: said calmly, the colour breathing.
    if (const std::string thinking = thinkingText(); !thinking.empty()) banner(thinking, thinkingColour());
    if (const std::string hint = suggestionText(); !hint.empty()) banner(hint, theme().hero_text);
    *notice_area_ = Rect{l.map.x, banner_y, l.map.w, std::max(0, l.map.bottom() - banner_y)};
    drawRecap(p, l);

    focus_button_ = buttonAt(l, mouse_x_, mouse_y_);
    drawTopBar(p, l);
    drawSidePanel(p, l);
    drawGuide(p, l);
    if (confirm_end_) drawConfirm(p, l);
    drawTooltip(p);
    drawBanner(p, l);
}

void BoardScreen::drawTopBar(Painter& p, const Layout& l) {
    const GameState& s = session_->state();
    p.verticalGradient(l.top, theme().bar_top, theme().bar_bottom);
    p.fill(Rect{0, l.top.bottom() - 1, l.top.w, 1}, theme().border);
    // The title in the room the turn line leaves (layout()).
    const int ty = (l.top.h - p.text().lineHeight(Face::Title, l.title_size)) / 2;
    const int title_w =
        l.title_text.empty() ? 0 : p.shadowedText(Face::Title, l.title_size, l.title_text, theme().gold, p.px(14), ty);
    SDL_Color colour = theme().bone;
    if (!s.isOver()) colour = decider() == Side::Heroes ? theme().hero_text : theme().master_text;
    const int left = p.px(14) + (title_w > 0 ? title_w + p.px(24) : 0);
    const int right = l.buttons_x - p.px(16);
    int size = l.status_size;
    const std::string status = fitText(p, Face::Bold, size, std::min(size, 9), l.status, std::max(0, right - left));
    const int sw = p.text().width(Face::Bold, size, status);
    const int sx = std::max(left, (left + right - sw) / 2);
    p.text(Face::Bold, size, status, colour, sx, (l.top.h - p.text().lineHeight(Face::Bold, size)) / 2);
    // No hover highlight under a layer, nor under the end-turn warning (it holds the pointer).
    const int focus = covered() || confirm_end_ ? -1 : focus_button_;
    drawButton(p, l.end_turn, focus == 0);
    drawButton(p, l.undo, focus == 1);
    drawButton(p, l.menu, focus == 2);
    if (l.suggest.rect.w > 0) drawButton(p, l.suggest, focus == 3);
}

int BoardScreen::drawPanelHead(Painter& p, const Rect& area, std::vector<int>& lines) {
    const GameState& s = session_->state();
    lines.clear();
    if (selected_) {
        const int h = card_.draw(p, area, s, *selected_);
        lines = card_.lineBottoms();
        return h;
    }
    // Nothing selected: the quest's objective first, so that a player who skipped the new game
    // screen still knows what to do, then how to start.
    const int pad = p.px(12);
    int y = area.y + p.px(12);
    // The Master's own objective when he is the one looking (R52: the heroes' goal is his to
    // prevent until the turn limit).
    const std::string& lang = app_.settings().language;
    const QuestDef& quest = s.content().quest;
    const bool master = viewer() == Side::Master && !ai_->allAi();
    const std::string objective = master ? app_.strings().format("quest.objective.master", quest.turn_limit, quest.objective.in(lang))
                                         : quest.objective.in(lang);
    p.text(Face::Bold, p.px(15), app_.tr("quest.objective"), theme().gold, area.x + pad, y);
    y += p.text().lineHeight(Face::Bold, p.px(15));
    lines.push_back(y - area.y);
    for (const std::string& line : p.text().wrap(Face::Regular, p.px(14), objective, area.w - 2 * pad)) {
        p.text(Face::Regular, p.px(14), line, theme().gold_bright, area.x + pad, y);
        y += p.text().lineHeight(Face::Regular, p.px(14));
        lines.push_back(y - area.y);
    }
    y += p.px(8);
    for (const std::string& line : p.text().wrap(Face::Regular, p.px(14), app_.tr("board.select_hint"), area.w - 2 * pad)) {
        p.text(Face::Regular, p.px(14), line, theme().muted, area.x + pad, y);
        y += p.text().lineHeight(Face::Regular, p.px(14));
        lines.push_back(y - area.y);
    }
    return y + p.px(8) - area.y;
}

void BoardScreen::drawSidePanel(Painter& p, const Layout& l) {
    p.fill(l.panel, theme().panel_solid);
    p.fill(Rect{l.panel.x, l.panel.y, 1, l.panel.h}, theme().border);
    const int pad = p.px(12);
    const int row = p.px(24);
    // The tray's height by what it holds (one line while empty, a roll's dice and caption), so
    // that the bar and the log get what an empty or a one-line roll leaves; folded to one line
    // once the turn or the side to act changed (play 11 #4).
    dice_.follow(session_->state().turn(), session_->state().activeSide());
    const int dice_h = dice_.height(p, l.panel.w - 2 * pad);
    const int gaps = p.px(8) + p.px(4) + p.px(12);  // under the divider; bar–dice; dice–log and under the log
    // The bar's hint when it has no rows: why the selected character has none (with nothing
    // selected, the select hint above says how to start).
    const std::vector<std::string> hint =
        bar_.items().empty() && selected_ ? p.text().wrap(Face::Regular, p.px(13), barHint(), l.panel.w - 2 * pad)
                                          : std::vector<std::string>{};
    const int hint_h = static_cast<int>(hint.size()) * p.text().lineHeight(Face::Regular, p.px(13));
    // What the bar, the dice and the log need at the least (the hint, else up to three rows and
    // the "+N more" line under them; two log lines).
    // (A row whose label takes two lines counts as tall as it is drawn: ActionBar::height.)
    const int rows = static_cast<int>(bar_.items().size());
    const int bar_w = l.panel.w - 2 * pad;
    const auto rows_h = [&](int n) { return bar_.height(p, bar_w, static_cast<std::size_t>(n)); };
    const int bar_min = rows == 0 ? hint_h : rows_h(std::min(3, rows)) + (rows > 3 ? row : 0);
    const int log_floor = log_.heightFor(p, 2);
    const int min_log = log_.heightFor(p, 6);

    // The head (the selected character's card, else the objective) in what the rest leaves with
    // six log lines, never less than a few lines of it, never more than the
    // floors of the others leave; in a short window (640×400 layout units: 1280×800 at 200 %) a
    // long card or objective scrolls there with the wheel, with a scroll bar, instead of pushing
    // the log down to two lines.
    // The bar comes before the rest of the head: up to six rows (and the "+N more" line) are
    // kept from the head's share, the card scrolling beyond its first lines (at 200 % a card
    // drawn whole left three rows and "+4 more").
    // A character's card above up to four rows keeps at the least its vitals and all its
    // characteristics (from the last drawing), the log and then the bar giving way first: at
    // 150–200 % with three or four rows a view of two stat lines hid most of the card (play 8 #11).
    const int diamond = dividerReach(p);
    // (With more rows the bar's six come first, as above: board_refit_test.)
    const int head_least =
        selected_ && rows <= 4 ? std::max(p.px(100), card_.characteristicsBottom() + diamond) : p.px(100);
    const int bar_share = rows <= 3 ? bar_min : rows_h(std::min(6, rows)) + (rows > 6 ? row : 0);
    const int head_most = std::max(0, l.panel.h - bar_min - dice_h - log_floor - gaps);
    const int head_h =
        std::min(head_most, std::max(std::min(head_most, head_least), l.panel.h - bar_share - dice_h - min_log - gaps));
    const Rect head{l.panel.x, l.panel.y, l.panel.w, head_h};
    const int shown = selected_.value_or(-1);
    if (shown != head_for_) {
        head_for_ = shown;
        head_scroll_ = 0;
    }
    // When the head does not fit, its view ends under the last line wholly in it (from where
    // the lines ended at the last draw; redrawn when that changes): the divider under it never
    // cuts a line in two ("Special rules: Magic weapon" at 640×400), and its diamond, which
    // reaches `diamond` above it, stays under the last line too (at 125–200 % it once crossed it).
    int view_h = head.h;
    if (head_content_ > head.h) {
        int whole = 0;
        for (const int bottom : head_lines_)
            if (bottom - head_scroll_ + diamond <= head.h) whole = std::max(whole, bottom - head_scroll_);
        // Not even the first line (a tiny window at a large UI scale and text size): none
        // rather than half of one; the wheel still scrolls it, a larger window shows it.
        view_h = whole;
    }
    const Rect view{head.x, head.y, head.w, view_h};
    p.clip(&view);
    int content = 0;
    std::vector<int> lines;
    {
        const PanelScope scope(p, view, PanelKind::Scroll, "side panel");
        content = drawPanelHead(p, Rect{head.x, head.y - head_scroll_, head.w, head.h}, lines);
        head_view_ = Rect{head.x, head.y, head.w, std::min(content, view_h)};
        p.resizePanel(head_view_);  // what it took of the room it had
    }
    p.clip(nullptr);
    if (lines != head_lines_ || content != head_content_) {
        head_lines_ = std::move(lines);
        head_content_ = content;
        app_.redraw();
    }
    // Scrolled to the end, the last line stays above the diamond; the view starts on a line's
    // top (the one after the end of another), as every scroll of it does (BoardScreen::scroll).
    head_max_scroll_ = std::max(0, content - (content > head.h ? head.h - diamond : head.h));
    if (head_max_scroll_ > 0)
        for (const int bottom : head_lines_)
            if (bottom >= head_max_scroll_) {
                head_max_scroll_ = bottom;
                break;
            }
    if (head_scroll_ > head_max_scroll_) {
        head_scroll_ = head_max_scroll_;
        app_.redraw();
    }
    // The lines moved under the view (a new width or scale wraps the card anew): the view goes
    // back to the top of the line it was in, never starting inside one (the monkey, after a resize).
    if (head_scroll_ > 0 && std::find(head_lines_.begin(), head_lines_.end(), head_scroll_) == head_lines_.end()) {
        head_scroll_ = wholeLineSnap(head_lines_, head_scroll_);
        app_.redraw();
    }
    // Its track as long as the head's room, whatever line the view ends on (the bar kept still).
    const int track = content > head.h ? head.h - diamond : view_h;
    drawScrollBar(p, Rect{l.panel.right() - p.px(5), head.y + p.px(4), std::max(2, p.px(3)), track - p.px(8)}, content,
                  view_h, head_scroll_);
    int y = l.panel.y + std::min(content, view_h);
    // A card that scrolls: the divider under the last whole line of the view (keeping it at the
    // head's full height instead, so that the bar never moves, took a line's room from the bar
    // and the log: their six rows and lines at 200 %, board_refit_test).
    if (content > head.h) {
        y = l.panel.y + std::min(head.h, view_h + diamond);
    } else {
        int last = 0;  // the bottom of the last line
        for (const int bottom : head_lines_) last = std::max(last, bottom - head_scroll_);
        y = std::max(y, l.panel.y + last + diamond);
    }
    head_divider_ = y;

    drawDivider(p, l.panel.centerX(), y, l.panel.w / 2 - pad);
    y += p.px(8);
    // The action bar gets the rows it needs first (at least four), the log what remains, but
    // never fewer than six lines when the window has room for them: the
    // bar scrolls beyond.
    const int rest = l.panel.bottom() - y - p.px(4) - dice_h - p.px(12);  // the bar's and the log's
    const int bar_want = bar_.items().empty() ? hint_h : std::max(row * 4, rows_h(rows));
    int log_h = std::clamp(rest - bar_want, min_log, std::max(min_log, p.px(230)));
    if (rest - log_h < bar_min) log_h = std::max(log_floor, rest - bar_min);
    const Rect bar{l.panel.x + pad, y, l.panel.w - 2 * pad, std::max(0, rest - log_h)};
    int hy = bar.y;
    for (const std::string& line : hint) {
        p.text(Face::Regular, p.px(13), line, theme().muted, bar.x, hy);
        hy += p.text().lineHeight(Face::Regular, p.px(13));
    }
    bar_.draw(p, bar, covered() ? -1 : mouse_x_, covered() ? -1 : mouse_y_);
    const Rect dice{l.panel.x + pad, bar.bottom() + p.px(4), l.panel.w - 2 * pad, dice_h};
    p.fill(dice, theme().card);
    p.outline(dice, theme().cell_edge, 1);
    dice_.draw(p, dice);
    dice_rect_ = dice;
    const Rect log_area{l.panel.x + pad, dice.bottom() + p.px(6), l.panel.w - 2 * pad, l.panel.bottom() - dice.bottom() - p.px(12)};
    // The action's log lines wait for its dice to land (the roll keeps its suspense).
    if (!dice_.animating()) log_.holdFrom(std::nullopt);
    log_.draw(p, log_area);
    log_rect_ = log_area;
}

Rect BoardScreen::confirmBox(const Layout& l) const {
    const Painter& p = app_.painter();
    // One line per character who still has AP.
    const int names = static_cast<int>(stillActive().size());
    const int w = std::min(l.map.w - p.px(40), p.px(460));
    // Taller when the text is: the question's lines, the names, the buttons.
    const int lines = static_cast<int>(std::max<std::size_t>(
        1, p.text().wrap(Face::Bold, p.px(16), app_.tr("board.confirm_end"), w - p.px(40)).size()));
    const int text_h = p.px(18) + lines * p.text().lineHeight(Face::Bold, p.px(16)) + p.px(4);
    const int h = std::max(p.px(150) + names * p.px(24), text_h + names * confirmRowPitch() + p.px(38) + 2 * p.px(16));
    return Rect{l.map.x + (l.map.w - w) / 2, l.map.y + std::max(0, (l.map.h - h) / 2), w, h};
}

int BoardScreen::confirmRowHeight() const {
    const Painter& p = app_.painter();
    return std::max(p.px(22), p.text().lineHeight(Face::Regular, p.px(15)) + p.px(2));
}

int BoardScreen::confirmRowPitch() const {
    return std::max(app_.painter().px(24), confirmRowHeight() + app_.painter().px(2));
}

std::vector<int> BoardScreen::stillActive() const {
    const GameState& s = session_->state();
    std::vector<int> out;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (ownCharacter(who) && s.character(who).ap > 0) out.push_back(who);
    return out;
}

std::optional<Rect> BoardScreen::confirmNameRect(int who) const {
    for (const auto& [r, w] : confirm_names_)
        if (w == who) return r;
    return std::nullopt;
}

void BoardScreen::drawConfirm(Painter& p, const Layout& l) {
    const Rect box = confirmBox(l);
    // A modal question over the dimmed board: a layer of its own (what it covers is covered).
    p.beginLayer();
    p.fill(Rect{0, 0, p.width(), p.height()}, theme().veil);
    cata::app::drawPanel(p, box);
    int y = box.y + p.px(18);
    for (const std::string& line : p.text().wrap(Face::Bold, p.px(16), app_.tr("board.confirm_end"), box.w - p.px(40))) {
        p.text(Face::Bold, p.px(16), line, theme().bone, box.centerX(), y, Align::Center);
        y += p.text().lineHeight(Face::Bold, p.px(16));
    }
    // Who still has AP, each name a link that selects that character.
    confirm_names_.clear();
    const GameState& s = session_->state();
    y += p.px(4);
    for (const int who : stillActive()) {
        int name_size = p.px(15);
        const std::string text =
            fitText(p, Face::Regular, name_size, std::max(8, p.px(11)),
                    displayName(app_, s, who) + " — " + app_.strings().format("board.bar.ap", s.character(who).ap),
                    box.w - p.px(40));
        const int tw = std::min(box.w - p.px(40), p.text().width(Face::Regular, name_size, text));
        const Rect r{box.centerX() - tw / 2 - p.px(6), y, tw + p.px(12), confirmRowHeight()};
        const bool lit = r.contains(mouse_x_, mouse_y_);
        if (lit) p.fill(r, theme().row_lit);
        p.text(Face::Regular, name_size, text, lit ? theme().gold_bright : theme().gold, box.centerX(),
               y + (r.h - p.text().lineHeight(Face::Regular, name_size)) / 2, Align::Center);
        p.fill(Rect{r.x + p.px(6), r.bottom() - p.px(3), r.w - p.px(12), 1}, theme().gold);
        confirm_names_.emplace_back(r, who);
        y += confirmRowPitch();
    }
    const int bw = p.px(150), bh = p.px(38);
    drawButton(p, Button{Rect{box.centerX() - bw - p.px(8), box.bottom() - bh - p.px(16), bw, bh}, app_.tr("board.confirm.yes"), true},
               true);
    drawButton(p, Button{Rect{box.centerX() + p.px(8), box.bottom() - bh - p.px(16), bw, bh}, app_.tr("board.confirm.no"), true},
               false);
}

void BoardScreen::drawTooltip(Painter& p) {
    // Another window size or UI scale moved everything from under the pointer; a screen over
    // the board (a dialog, the menu) has its own pointer. Else the tooltip of what this very
    // frame drew under the pointer: the row the wheel scrolled there, the row a longer card
    // pushed down there.
    if (p.width() != tip_w_ || p.height() != tip_h_ || app_.uiScale() != tip_scale_) {
        if (tip_w_ != 0) tip_armed_ = false;
        tip_w_ = p.width();
        tip_h_ = p.height();
        tip_scale_ = app_.uiScale();
    }
    if (covered()) tip_armed_ = false;
    if (tip_armed_) updateTooltip();
    else tooltip_.clear();
    // Out of the side panel: a square's tip never hides the bar, a row's
    // odds never hide the rows under it.
    if (!covered()) cata::app::drawTooltip(p, tooltip_, mouse_x_, mouse_y_, layout().panel);
}

bool BoardScreen::covered() const { return app_.screens().modalAbove(this); }

void BoardScreen::cover(std::unique_ptr<Screen> screen) {
    tip_armed_ = false;
    tooltip_.clear();
    app_.screens().push(std::move(screen));
}

int BoardScreen::buttonAt(const Layout& l, int x, int y) {
    return l.end_turn.rect.contains(x, y)  ? 0
           : l.undo.rect.contains(x, y)    ? 1
           : l.menu.rect.contains(x, y)    ? 2
           : l.suggest.rect.contains(x, y) ? 3
                                           : -1;
}

bool BoardScreen::animating() const {
    // While an AI plays, frames keep coming (to poll it) as long as the board is on top; and
    // one more once the AI's dice and motion are over, skipped by a key or a click too (play 12
    // #4: with nothing else moving, the tick that hands the board back and offers the decision
    // the AI gave the player never came).
    return dice_.animating() || motion_.animating() || offer_pending_ || (aiTurn() && app_.screens().top() == this) ||
           showingAiResult() != ai_result_showing_ || bannerShowing() || replay_next_ < replay_end_ || hint_ai_->busy();
}

int BoardScreen::motionSpeed() const {
    const Settings& s = app_.settings();
    if (!s.animations) return 0;
    return applying_ai_ ? aiSpeedFactor(s.ai_speed) : std::max(1, s.own_speed);
}

int BoardScreen::diceSpeed() const {
    // The dice tumble at the pace of the motion: the AI's speed for its actions (none under
    // Skip), the player's own for his; none with the Animations off.
    return motionSpeed();
}

void BoardScreen::offerDecision() {
    const GameState& s = session_->state();
    if (!s.pending() || s.isOver() || aiTurn() || !decision_open_.expired()) return;
    auto open = std::make_shared<const char>('d');
    decision_open_ = open;
    cover(std::make_unique<DecisionDialog>(app_, s, [this, open](const Action& a) {
        // The dialog closes after its answer: a decision that answer leads to gets its own.
        decision_open_.reset();
        // An answer the board refuses leaves the decision pending: its dialog comes back.
        if (!choose(a)) offer_pending_ = true;
    }));
}

void BoardScreen::tick(Uint32 ms) {
    dice_.tick(ms);    // at the speed its roll started with (the AI's, the player's own)
    motion_.tick(ms);  // at the speed it started with
    if (replay_next_ < replay_end_ && !motion_.animating()) replayStep();
    aiTick(ms);
    hintTick();
    // The AI's dice have stopped (or were skipped): the board is the player's again, with what
    // depends on whose turn it is (the highlighted AI line, the bar, the side buttons).
    if (const bool showing = showingAiResult(); showing != ai_result_showing_) {
        ai_result_showing_ = showing;
        if (!showing) {
            // The player's board again, by itself: keys pressed while the AI played (a held
            // Enter) do not end the new turn (play 11 #10).
            if (!aiTurn()) key_guard_.arm(app_.now(), app_.appearGuardMs());
            refresh();
            // A decision the AI's action gave the player (R27 destiny, R12 block): its dialog,
            // held while the dice rolled (settle() opens none during the AI's result).
            offer_pending_ = session_->state().pending().has_value();
            // The heroes' AI answered the window a route stopped in (play 12 #12): it goes on.
            resumeRoute();
            app_.redraw();
        }
    }
    // The board comes back to the player from an AI (its turn, or its answer in his): End
    // turn's keys wait for a moment of quiet (play 12 #9).
    if (const bool ai_board = aiTurn(); ai_board != ai_had_board_) {
        ai_had_board_ = ai_board;
        if (!ai_board && !session_->state().isOver()) {
            end_key_guard_.arm(app_.now(), app_.turnGuardMs());
            ++tally_.ai_turns_over;
        }
    }
    if (guide_) guide_->update(*this);
    reportAutosave();
    showDueBanner();
    // A decision already pending when the board opens or goes back to a turn (R27: a fear test
    // at the start of a turn): its dialog goes on top once the board itself is on the stack.
    if (offer_pending_) {
        offer_pending_ = false;
        offerDecision();
        app_.redraw();
    }
}

// ---- Game state ----

Side BoardScreen::decider() const {
    const GameState& s = session_->state();
    return s.toMove().value_or(s.activeSide());
}

Side BoardScreen::viewer() const {
    // Hot-seat: the side to decide, unless the side that just acted still looks at the board
    // under a hand-off's notice (play 10 #1: the heroes' "The heroes pass" over the Master's
    // view showed them his hidden trap and objective).
    if (ai_->allHuman()) return shown_as_.value_or(decider());
    if (ai_->allAi()) return Side::Master;
    return ai_->controls(Side::Heroes) ? Side::Master : Side::Heroes;
}

bool BoardScreen::aiTurn() const {
    const GameState& s = session_->state();
    if (s.isOver()) return false;
    if (ai_->controls(decider())) return true;
    // The AI's last action still rolls its dice: the player sees its result before his turn
    // comes back (R42: waiting heroes are asked once they have seen what the Master did). A
    // click skips the dice.
    return showingAiResult();
}

bool BoardScreen::showingAiResult() const {
    return ai_acted_last_ && (dice_.animating() || motion_.animating()) && !session_->state().isOver() &&
           !ai_->controls(decider());
}

bool BoardScreen::undoAllowed() const {
    if (!session_->canUndo() || aiTurn()) return false;
    // Never back into the middle of an AI's turn: stop at the AI's last step (R42 waiting and
    // decisions interleave the sides' steps without a commit point in between).
    return !notes_.count(session_->history().size() - 1);
}

void BoardScreen::aiTick(Uint32 ms) {
    ai_pause_ms_ = ms >= ai_pause_ms_ ? 0 : ai_pause_ms_ - ms;
    // Paused while anything is over the board (menu, dialog, help) or the game is over.
    if (!aiTurn() || app_.screens().top() != this || app_.screens().hasPending()) return;
    const AiSpeed speed = app_.settings().ai_speed;
    const Uint32 start = SDL_GetTicks();
    // On a manual clock the AI's thinking takes none of the app's time: each answer is waited
    // for, and the frame's budget is a number of actions, so a seed's frames are the same on a
    // slow machine (the monkey's runs replay exactly).
    const bool manual = app_.manualClock();
    int applied = 0;
    const auto budgetLeft = [&] {
        return manual ? applied < kAiFrameBudgetActions : SDL_GetTicks() - start < kAiFrameBudgetMs;
    };
    for (;;) {
        if (!ai_->busy()) ai_->start(session_->state(), session_->history().size(), app_.now());
        if (ai_pause_ms_ > 0 || (speed != AiSpeed::Skip && (dice_.animating() || motion_.animating()))) return;
        if (manual) ai_->wait();
        auto result = ai_->poll();
        if (!result) return;
        if (result->step != session_->history().size()) continue;  // computed for an older state
        applyAi(std::move(*result));
        ++applied;
        // Skipping animations: more actions this frame, within a small time budget.
        if (speed != AiSpeed::Skip || !aiTurn() || app_.screens().hasPending() || !budgetLeft()) return;
        ai_->start(session_->state(), session_->history().size(), app_.now());
        while (!manual && ai_->busy() && budgetLeft() && !ai_->ready()) SDL_Delay(0);
    }
}

void BoardScreen::applyAi(AiDriver::Result result) {
    const GameState& s = session_->state();
    AiNote note;
    note.side = result.side;
    if (result.error.empty() && s.isLegal(result.choice.action)) {
        // The policy's line in the player's language (its English when it gives no key).
        note.text = result.choice.why.key != ai::ExplainKey::None ? explanationText(app_, s, result.choice.why)
                                                                  : result.choice.explanation;
        note.why = result.choice.why;
        note.characters = result.choice.characters;
        note.squares = result.choice.squares;
    } else {
        // A policy that fails or answers an illegal action must not stop the game: the AI ends
        // its turn (or passes, or takes the first legal action) and the log says why.
        const std::optional<ActionRefusal> refused = result.error.empty() ? s.refusal(result.choice.action) : std::nullopt;
        const std::string why = refused ? refusalText(app_, s, *refused) : refusalText(app_, s, result.error);
        const std::vector<LegalAction> legal = s.legalActions();
        if (legal.empty()) return;
        result.choice.action = s.isLegal(EndTurn{}) ? Action{EndTurn{}} : s.isLegal(Pass{}) ? Action{Pass{}} : legal.front().action;
        note.text = app_.strings().format("log.ai.failed", why) + " — " + actionLabel(app_, s, result.choice.action);
    }
    // A policy that explains nothing (a dialog's answer, a placeholder) still gets its line:
    // what it did, with its actor, target and destination to highlight.
    const Action& action = result.choice.action;
    if (note.text.empty()) note.text = actionLabel(app_, s, action);
    if (note.characters.empty()) {
        if (const int actor = actionActor(action); actor >= 0) note.characters.push_back(actor);
        if (const int target = attackTarget(action); target >= 0) note.characters.push_back(target);
    }
    if (note.squares.empty()) {
        if (const auto to = moveDestination(action)) note.squares.push_back(*to);
        else if (const auto* jump = std::get_if<Jump>(&action)) note.squares.push_back(jump->to);
        else if (const int target = attackTarget(action); target >= 0) note.squares.push_back(s.character(target).pos);
    }
    const Side before = decider();
    const std::size_t marks = session_->turnMarks().size();
    const std::size_t step = session_->history().size();
    notes_[step] = note;
    ai_acting_ = note.text;
    if (!note.text.empty()) log_.appendAi(note, s.turn(), s);
    applying_ai_ = true;
    const bool applied = applyOne(result.choice.action);
    applying_ai_ = false;
    if (!applied) {
        notes_.erase(step);
        return;
    }
    ai_acted_last_ = true;
    // Kept with the game: a game loaded or continued shows the AI's lines too.
    session_->setNote(step, aiNoteToJson(note));
    tip_armed_ = false;  // what lay under the pointer may have moved
    const int factor = aiSpeedFactor(app_.settings().ai_speed);
    if (factor == 0) {
        dice_.skip();
        skipMotion();
    }
    ai_pause_ms_ = factor == 0 ? 0 : kAiPauseMs / static_cast<Uint32>(factor);
    settle(before, marks, true);
}

void BoardScreen::updateReview() {
    std::optional<std::size_t> line = review_hover_ ? review_hover_ : review_pinned_;
    if (!line && aiTurn()) line = log_.lastAiLine();
    log_.setHighlighted(line);
    overlays_.review_characters.clear();
    overlays_.review_squares.clear();
    if (line)
        if (const AiNote* note = log_.aiNote(*line)) {
            overlays_.review_characters = note->characters;
            overlays_.review_squares = note->squares;
        }
    // A recap line hovered or selected shows its squares.
    if (const auto focus = recapFocus(); recap_open_ && focus && *focus < recap_.size()) {
        overlays_.review_characters = recap_[*focus].characters;
        overlays_.review_squares = recap_[*focus].squares;
    }
}

bool BoardScreen::ownCharacter(int who) const {
    const GameState& s = session_->state();
    return !s.isOver() && !aiTurn() && who >= 0 && who < static_cast<int>(s.characters().size()) &&
           s.character(who).side == decider() && s.able(who);
}

bool BoardScreen::choose(const Action& action, bool confirmed) {
    if (aiTurn() || !session_->state().isLegal(action)) return false;  // the human never acts for the AI
    // Play 9: the last hero leaving ends the game at once with the Master's victory (R52), and
    // undo cannot take that back: asked first, like a risky jump, whatever chose it (a row, its
    // number). The core says what the exit does.
    if (const auto* exit = std::get_if<Exit>(&action); exit && !confirmed) {
        const std::optional<ExitOutlook> out = session_->state().exitOutlook(*exit);
        if (out && out->ends_with == Side::Master) {
            askFirst(
                "board.exit_confirm",
                app_.strings().format("board.exit_confirm.text", displayName(app_, session_->state(), exit->actor)),
                [this, action] { choose(action, true); });
            return true;
        }
    }
    // Play 12 #1: a risky jump chosen from its row or by its number is asked first too, as a click
    // on its square is (jumpTo); the reach's route when it is this jump, else the core's odds of it.
    if (const auto* jump = std::get_if<Jump>(&action); jump && !confirmed) {
        const GameState& s = session_->state();
        const Pos from = s.character(jump->actor).pos;
        const RouteJump* route = reach_ && selected_ == jump->actor ? reach_->jump(jump->to) : nullptr;
        RouteJump j{from, jump->to, s.info(action).ap, 0, 0.0, 1.0, 0.0};
        if (route && route->from == from) {
            j = *route;
        } else if (const std::optional<ActionOdds> o = s.odds(action)) {
            j.success = o->success;
            for (const TestOdds& t : o->tests)
                if (t.purpose == "jump") j.difficulty = t.difficulty, j.pass = t.pass;
        }
        if (jumpAsksFirst(j)) {
            askJump(jump->actor, j, [this, action] { choose(action, true); });
            return true;
        }
    }
    const Side before = decider();
    const std::size_t marks = session_->turnMarks().size();
    if (!applyOne(action)) return false;
    settle(before, marks);
    return true;
}

bool BoardScreen::applyOne(const Action& action, bool heroes_asked) {
    try {
        const auto& events = session_->apply(action);
        ++revision_;
        if (!applying_ai_) {  // what the tutorial's guide watches: the player's own actions
            if (isMove(action)) ++tally_.moves;
            if (std::holds_alternative<OpenDoor>(action) || std::holds_alternative<PickLock>(action) ||
                std::holds_alternative<BreakDoor>(action))
                ++tally_.doors_opened;
            if (isAttack(action)) ++tally_.attacks;
            if (std::holds_alternative<EndTurn>(action)) ++tally_.turns_ended;
        }
        ai_acted_last_ = false;
        if (!heroes_asked) session_->setNote(session_->history().size() - 1, unaskedPassNote());
        const std::size_t log_lines = log_.lines().size();
        log_.append(session_->history().back(), session_->state(), heroes_asked);
        // Its log lines wait while its dice tumble (a click, a key or the end of the tumble shows
        // them); a roll that takes the tray from an earlier one still tumbling shows that one's.
        if (dice_.show(events, session_->state(), diceSpeed())) log_.holdFrom(std::nullopt);
        if (dice_.animating() && log_.lines().size() > log_lines) log_.holdFrom(log_lines);
        // The action's sounds (sound_events.cpp): what the dice decide sounds as they land.
        const Uint32 roll_ms = dice_.remainingMs();
        // The motion: the AI's at the AI's speed, the player's at his own; the hits
        // show once the dice have landed (in the motion's time: roll_ms at its speed).
        const int speed = motionSpeed();
        motion_.start(events, session_->state(), speed, roll_ms * static_cast<Uint32>(std::max(0, speed)),
                      app_.strings());
        // The steps sound as the token walks: a route's later walk once the earlier ones are over.
        playEventSounds(app_.sound(), events, session_->state(), roll_ms,
                        speed > 0 ? Motion::kStepMs / static_cast<Uint32>(speed) : kStepSoundMs,
                        speed > 0 ? motion_.lastStartIn() : 0);
        return true;
    } catch (const std::invalid_argument& e) {
        showError(e.what());
        app_.redraw();
        return false;
    }
}

std::string BoardScreen::waitingActors() const {
    const GameState& s = session_->state();
    if (!s.waitingWindow()) return {};
    // Those who can react to the Master (the core's waitingReaction) first; when none can (the
    // setting asks always), those with any action.
    std::vector<int> actors;
    const std::vector<LegalAction> legal = s.legalActions();
    for (const bool reactions : {true, false}) {
        for (const LegalAction& la : legal) {
            if (std::holds_alternative<Pass>(la.action) || (reactions && !waitingReaction(s, la.action))) continue;
            const int who = actionActor(la.action);
            if (who >= 0 && std::find(actors.begin(), actors.end(), who) == actors.end()) actors.push_back(who);
        }
        if (!actors.empty()) break;
    }
    std::string out;
    for (const int who : actors) {
        if (!out.empty()) out += ", ";
        out += s.card(who).name.in(app_.settings().language);
    }
    return out;
}

std::string zoneTip(const App& app, const GameState& s, const std::string& zone, std::optional<Pos> square) {
    const std::optional<ZoneGoal> goal = s.zoneGoal(zone, square);
    if (!goal) return {};
    const QuestDef& q = s.content().quest;
    const std::string& lang = app.settings().language;
    switch (goal->kind) {
        case ZoneGoal::Kind::ExitWithItem: {
            std::string item = goal->target;
            for (const ItemDef& def : q.items)
                if (def.id == goal->target) item = def.name.in(lang);
            return app.strings().format("board.zone_tip.exit_with", item);
        }
        case ZoneGoal::Kind::ExitAll:
            return app.tr("board.zone_tip.exit_all");
        case ZoneGoal::Kind::SpecialAction:
            for (const SpecialActionDef& a : q.special_actions)
                if (a.id == goal->target) return app.strings().format("board.zone_tip.action", a.name.in(lang));
            return {};
    }
    return {};
}

void BoardScreen::askFirst(const std::string& key, std::string text, std::function<void()> on_yes) {
    auto ask = std::make_unique<ConfirmScreen>(app_, app_.tr(key + ".title"), std::move(text), app_.tr(key + ".yes"),
                                               app_.tr(key + ".no"), std::move(on_yes));
    // Enter (which also ends the turn on the board) and Escape decline: the action is a click
    // on its button, or Tab then Enter (playtest 9).
    ask->focusNo();
    cover(std::move(ask));
}

bool jumpAsksFirst(const RouteJump& j) { return j.dies > 0.0 || j.success < 0.5; }

bool routeAsksFirst(const RouteTrap& t) { return t.runs; }

std::string undoRefusal(const App& app, content::CommitReason why) {
    using content::CommitReason;
    switch (why) {
        case CommitReason::Start:
            return app.tr("board.undo.refused.start");
        case CommitReason::Dice:
            return app.tr("board.undo.refused.dice");
        case CommitReason::Revealed:
            return app.tr("board.undo.refused.revealed");
        case CommitReason::Decision:
            return app.tr("board.undo.refused.decision");
        case CommitReason::TurnEnded:
            return app.tr("board.undo.refused.turn");
        case CommitReason::GameOver:
            return app.tr("board.undo.refused.over");
        case CommitReason::Forced:
            return app.tr("board.undo.refused.forced");
        case CommitReason::Rebuilt:
            return app.tr("board.undo.refused.rebuilt");
        case CommitReason::None:
            break;
    }
    return app.tr("board.undo.refused");
}

std::string turnStatus(const App& app, const GameState& s) {
    const Side active = s.activeSide();
    const Side decides = s.toMove().value_or(active);
    std::string out = app.strings().format("board.turn", s.turn(), s.turnLimit()) + "   ·   ";
    if (decides == active)
        return out + app.tr(active == Side::Heroes ? "board.to_move.heroes" : "board.to_move.master");
    // The other side acts within this side's turn: R42 waiting heroes, or an answer to one of
    // its decisions (R12 block, R27 destiny). Whose turn it is first, then who decides.
    out += app.tr(active == Side::Heroes ? "board.turn_of.heroes" : "board.turn_of.master") + "   ·   ";
    if (s.waitingWindow() && !s.pending()) return out + app.tr("board.decides.waiting");
    return out + app.tr(decides == Side::Heroes ? "board.decides.heroes" : "board.decides.master");
}

bool askWaitingHeroes(const GameState& s, WaitingPrompt prompt) {
    switch (prompt) {
        case WaitingPrompt::Always: return true;
        case WaitingPrompt::Never: return false;
        case WaitingPrompt::WhenAble: break;
    }
    // A waiting hero can react to the Master, not merely take a step (the core decides what
    // counts: waiting.h).
    return waitingHeroesCanReact(s);
}

bool newWaitingReaction(const std::vector<Action>& before, const std::vector<Action>& after) {
    // The same reaction: a move (into contact, R12) by the same hero and of the same kind,
    // wherever it ends (its square follows the Master character that moved); else the same action.
    const auto same = [](const Action& a, const Action& b) {
        if (a.index() != b.index()) return false;
        return isMove(a) ? actionActor(a) == actionActor(b) : a == b;
    };
    return std::any_of(after.begin(), after.end(), [&](const Action& a) {
        return std::none_of(before.begin(), before.end(), [&](const Action& b) { return same(a, b); });
    });
}

void BoardScreen::settle(Side before, std::size_t marks_before, bool keep_message) {
    confirm_end_ = false;
    // A player's action makes the last message stale; the AI's steps do not (a
    // save from the game menu in the AI's turn would say "Saved as…" for one AI step, unseen).
    if (!keep_message) message_.clear();
    const GameState& s = session_->state();
    if (s.isOver()) {
        // The end is autosaved too: Continue never resumes a finished game.
        if (revision_ != autosaved_revision_) autosave();
        select(std::nullopt);
        auto holder = std::make_shared<const Screen*>(nullptr);
        // The victory screen is a layer of the board: it goes when the board goes (ScreenStack).
        auto victory = std::make_unique<VictoryScreen>(
            app_, *session_,
            [this, holder] {
                app_.screens().pop(*holder);
                app_.screens().pop(this);
            },
            [this] {
                exportLog();
                // Said once, by the victory screen (its hint, or its banner over the final
                // board): not again in the board's own banner under it.
                std::string said = std::move(message_);
                message_.clear();
                message_words_ = nullptr;
                return said;
            });
        *holder = victory.get();
        victory->setBoardArea([this] { return layout().map; });
        cover(std::move(victory));
        refresh();
        app_.redraw();
        return;
    }
    if (session_->turnMarks().size() != autosaved_marks_) {
        autosaved_marks_ = session_->turnMarks().size();
        autosave();
    }
    noticeTurn();
    // A new turn: a pinned AI line is of the last one (its ring would mark a stale square).
    if (session_->turnMarks().size() != marks_before && review_pinned_) {
        review_pinned_.reset();
        updateReview();
    }
    // R42: a waiting window opened by a Master action is put to the human
    // heroes only as the "waiting heroes" setting says; else the board passes for them (the
    // core's Pass).
    const bool window_opened = before == Side::Master && s.waitingWindow() && !s.pending();
    if (window_opened && !ai_->controls(Side::Heroes) && !askWaitingHeroes(s, app_.settings().waiting_prompt)) {
        // A commit point, like the Master action that opened the window; not in the log: the
        // heroes were not asked.
        applyOne(Action{Pass{}}, false);
    }
    const Side now = decider();
    // The other side's turn: what the pointer was over (a row, a square's odds) is gone.
    if (now != before) tip_armed_ = false;
    // A new turn drops the selection; a decision answered by the other side in between (R27
    // destiny, R12 block) keeps it, so the rows come back as they were.
    if (now != before && selected_ && s.character(*selected_).side != s.activeSide()) selected_.reset();
    const bool hand_off = now != before && config_.hand_off && ai_->allHuman();
    if (s.pending() && !aiTurn()) {
        // The other side decides (R27 destiny, R12 block): its dialog comes once the hand-off is
        // gone (activated), on top, for its player — not under the notice, in the view of the
        // side that acted.
        if (hand_off)
            hand_off_first_ = true;
        else
            offerDecision();
    }
    if (hand_off) {
        // The Master first sees the result of his action, then hands over (window_opened); the
        // heroes who acted in the Master's turn (R42 waiting points, or an answer to one of his
        // decisions) see theirs — the dice they rolled — before the board goes back to him; so
        // does a side whose action or answer gives the other side a decision within a turn.
        std::string preview, title;
        const bool same_turn = session_->turnMarks().size() == marks_before;  // no new turn began
        const auto& last = session_->history().back().action;
        if (window_opened && now == Side::Heroes && s.waitingWindow()) {
            const std::string who = waitingActors();
            preview = app_.strings().format("board.waiting_prompt.text", who.empty() ? app_.tr("board.waiting_prompt.title") : who);
        } else if (before == Side::Heroes && now == Side::Master && same_turn) {
            // The heroes acted within the Master's turn, or let him go on, or gave him a decision.
            const bool passed = last && std::holds_alternative<Pass>(*last);
            title = app_.tr(passed ? "board.waiting_passed.title" : "board.waiting_done.title");
            preview = app_.tr(passed ? "board.waiting_passed.text" : "board.waiting_done.text");
        } else if (before == Side::Master && now == Side::Heroes && same_turn) {
            // The Master answered a decision in the heroes' turn (R27: the King cancels the
            // wounds of their shot), or his action gave them one: he sees what came of it.
            const bool answered =
                last && (std::holds_alternative<UseDestiny>(*last) || std::holds_alternative<DeclineDestiny>(*last) ||
                         std::holds_alternative<MoveAnyway>(*last) || std::holds_alternative<Stay>(*last));
            title = app_.tr(answered ? "board.master_decided.title" : "board.master_done.title");
            preview = app_.tr(answered ? "board.master_decided.text" : "board.master_done.text");
        }
        // R48: until the hand-off is gone, the board stays the view of the side that acted.
        if (!preview.empty()) shown_as_ = before;
        handing_off_ = true;
        auto screen =
            std::make_unique<HandOffScreen>(app_, now, s.turn(), std::move(preview), std::move(title), notice_area_);
        // A new turn's hand-off sums up the turn that ended, for the side coming.
        if (!same_turn && recap_open_) {
            std::vector<std::string> lines;
            for (const RecapLine& r : recap_) lines.push_back(r.text);
            screen->setRecap(app_.tr(recap_side_ == Side::Heroes ? "recap.title.heroes" : "recap.title.master"),
                             std::move(lines));
        }
        cover(std::move(screen));
    }
    refresh();
    showDueBanner();
    app_.redraw();
    // The heroes answered the window a route stopped in: it goes on now, or once the hand-off
    // to the Master is gone (activated).
    if (!hand_off) resumeRoute();
}

void BoardScreen::autosave() {
    // The document now (the session moves on), the disk on the autosave writer's thread.
    if (!autosaves_) return;
    autosaves_->write(session_->gameId(), session_->saveText());
    autosaved_revision_ = revision_;
}

void BoardScreen::reportAutosave() {
    if (!autosaves_) return;
    if (std::string error = autosaves_->takeError(); !error.empty()) {
        showError(std::move(error));
        app_.redraw();
    }
}

void BoardScreen::select(std::optional<int> who) {
    if (who && who != selected_ && session_->state().character(*who).side == Side::Heroes &&
        !ai_->controls(Side::Heroes))
        ++tally_.selections;
    selected_ = who;
    refresh();
    app_.redraw();
}

void BoardScreen::cycleSelection() {
    const GameState& s = session_->state();
    const int n = static_cast<int>(s.characters().size());
    const int start = selected_ ? *selected_ : -1;
    for (int i = 1; i <= n; ++i) {
        const int who = (start + i + n) % n;
        if (ownCharacter(who)) {
            select(who);
            view_.centerOn(s.character(who).pos);
            return;
        }
    }
}

void BoardScreen::refresh() {
    const GameState& s = session_->state();
    legal_ = session_->legalActions();  // kept by the session until the state changes
    if (selected_ && (*selected_ < 0 || *selected_ >= static_cast<int>(s.characters().size()) ||
                      (s.character(*selected_).presence != Presence::OnBoard &&
                       s.character(*selected_).presence != Presence::Down)))
        selected_.reset();
    overlays_ = BoardOverlays{};
    overlays_.selected = selected_;
    // What follows of the state alone (a reach, the sight, the threatened squares) is computed
    // again only when the state, or what it is asked for, changed: refresh() runs at each click
    // and key, and the core's answers trace lines of sight over the whole map.
    const std::uint64_t version = session_->stateVersion();
    const auto kept = [&](const std::optional<KeptFor>& k, int who, Side side) {
        return k && k->version == version && k->who == who && k->side == side;
    };

    if (selected_ && ownCharacter(*selected_)) {
        const int who = *selected_;
        const CharacterState& c = s.character(who);
        // R35: sequences of legal moves (a flyer walks next to a lava strip, then flies over it).
        if (!reach_ || !kept(reach_for_, who, viewer())) {
            reach_ = s.reach(who, viewer());  // R48: the traps the viewer knows of
            reach_for_ = KeptFor{version, who, viewer()};
        }
        std::map<Pos, ReachableSquare> best;
        for (Pos p : reach_->squares()) {
            if (p == c.pos) continue;
            const std::vector<MoveStep> path = reach_->path(p);
            if (path.empty() || !s.isLegal(stepAction(who, path.front()))) continue;
            best[p] = ReachableSquare{p, reach_->ap(p), path.back().kind};
        }
        for (const LegalAction& la : legal_) {
            if (actionActor(la.action) != who) continue;
            if (const auto to = moveDestination(la.action)) {
                const std::optional<MoveStep> step = actionStep(la.action);
                const MoveKind kind = step ? step->kind : MoveKind::Walk;
                if (!clickTakes(la)) continue;  // R48: the click walks onto the trap there
                auto it = best.find(*to);
                if (it == best.end() || it->second.ap > la.info.ap) best[*to] = ReachableSquare{*to, la.info.ap, kind};
            } else if (const int t = attackTarget(la.action); t >= 0) {
                const Pos tp = s.character(t).pos;
                if (std::find(overlays_.targets.begin(), overlays_.targets.end(), tp) == overlays_.targets.end())
                    overlays_.targets.push_back(tp);
            }
        }
        for (const auto& [p, r] : best) overlays_.reachable.push_back(r);
        // R43: jumps only where walking does not lead (over lava, a pit of rubble...): the core's
        // best route there, moves then a jump (its odds: the jump's own test).
        for (const RouteJump& j : reach_->jumps())
            if (!best.count(j.to)) overlays_.jumps.push_back(JumpMarker{j.to, j.difficulty, j.pass});
    } else {
        reach_.reset();
        reach_for_.reset();
    }

    // R22/R37: the core's answer, from every square of the viewer's footprint.
    if (show_sight_ && selected_) {
        if (!kept(sight_for_, *selected_, Side::Heroes)) {
            sight_ = s.sightSquares(*selected_);
            sight_for_ = KeptFor{version, *selected_, Side::Heroes};
        }
    } else {
        sight_.clear();
        sight_for_.reset();
    }

    // R15/R19/R22/R35/R37: the core's answer for each able enemy, their union.
    if (show_threat_ && !s.isOver()) {
        const Side enemy = opponent(decider());
        if (!kept(threat_for_, -1, enemy)) {
            std::set<Pos> out;
            for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
                if (s.character(who).side == enemy && s.able(who))
                    for (Pos p : s.threatSquares(who)) out.insert(p);
            threat_.assign(out.begin(), out.end());
            threat_for_ = KeptFor{version, -1, enemy};
        }
    } else {
        threat_.clear();
        threat_for_.reset();
    }
    overlays_.sight = sight_;
    overlays_.threatened = threat_;
    updateReview();
    refreshHover();
}

std::optional<Action> BoardScreen::defaultAttack(int target) const {
    if (!selected_) return std::nullopt;
    for (const Action& a : {Action{Melee{*selected_, target}}, Action{Shot{*selected_, target}}})
        for (const LegalAction& la : legal_)
            if (la.action == a) return a;
    return std::nullopt;
}

std::string BoardScreen::attackTooltip(const Action& attack) const {
    const GameState& s = session_->state();
    std::string text = actionLabel(app_, s, attack) + " — " + app_.strings().format("board.bar.ap", s.info(attack).ap);
    const auto profile = s.attackProfile(attack);
    if (!profile) return text;
    const WoundDistribution d = woundDistribution(s.content().ruleset, *profile);
    // R42: Irf's "On the lookout" fires a second shot (if the target still stands): the odds are
    // those of one shot.
    if (const std::string skill = shotSkillName(app_, s, attack); !skill.empty())
        text += "\n" + app_.strings().format("board.odds.per_shot", displayName(app_, s, actionActor(attack)), skill);
    text += "\n" + app_.strings().format("board.odds.hit", chanceText(d.hit), chanceText(d.critical));
    std::string wounds;
    int shown = 0;
    for (std::size_t w = 0; w < d.wounds.size() && shown < 8; ++w)
        if (d.wounds[w] >= 0.005) {
            // A no-break space inside an entry: the tooltip wraps between entries, never in one.
            wounds += (wounds.empty() ? "" : "   ") + std::to_string(w) + ":\u00A0" + chanceText(d.wounds[w]);
            ++shown;
        }
    text += "\n" + app_.strings().format("board.odds.wounds", wounds);
    const int target = attackTarget(attack);
    if (target >= 0 && s.character(target).presence == Presence::Down)
        // R25: a down hero has nothing left to lose; no "kills (target at -7 HP): >99%".
        text += "\n" + app_.strings().format("board.odds.down", displayName(app_, s, target));
    else if (target >= 0)
        // R25: a hero at 0 HP goes down (he dies only at the end of the next full turn); R24:
        // a Master character is killed (off the board, maybe back as a reinforcement).
        text += "\n" +
                app_.strings().format(s.fallsTo(target) == Presence::Down ? "board.odds.put_down" : "board.odds.kill",
                                      chanceText(d.kill(s.character(target).hp)), s.character(target).hp,
                                      fmt::format("{:.1f}", d.expected()));
    if (const std::string fire = fireText(app_, s, attack); !fire.empty()) text += "\n" + fire;          // R29
    if (const std::string poison = poisonText(app_, s, attack); !poison.empty()) text += "\n" + poison;  // R31
    return text;
}

ActionItem BoardScreen::makeItem(const Action& a) const {
    const GameState& s = session_->state();
    ActionItem item;
    item.action = a;
    item.label = actionLabel(app_, s, a);
    std::tie(item.cut_at, item.cut_size) = labelCutSpan(app_, s, a, item.label);
    const std::optional<ActionRefusal> why = s.refusal(a);
    item.legal = !why;
    item.why = why ? refusalText(app_, s, *why) : std::string();
    const ActionInfo info = s.info(a);
    item.ap = info.ap;
    item.undoable = info.undoable();
    item.rolls_dice = info.rolls_dice;
    return item;
}

namespace {

/// The character an action aims at (attack, spell, duel, gift, poured potion), else -1.
int aimedAt(const Action& a) {
    if (const int t = attackTarget(a); t >= 0) return t;
    if (const auto* c = std::get_if<CastSpell>(&a)) return c->target;
    if (const auto* d = std::get_if<ChallengeDuel>(&a)) return d->target;
    if (const auto* g = std::get_if<Give>(&a)) return g->to;
    if (const auto* p = std::get_if<Pour>(&a)) return p->target;
    return -1;
}

}  // namespace

void BoardScreen::refreshHover() {
    const GameState& s = session_->state();
    // The path to the hovered square and its cost: drawn only while the pointer is on the map
    // (draw(): not under a dialog, the end-turn warning, nor once the pointer left the map).
    hover_path_.clear();
    hover_path_label_.clear();
    std::vector<ActionItem> items;
    std::set<Action> listed;
    const auto add = [&](const Action& a) {
        if (listed.insert(a).second) items.push_back(makeItem(a));
    };
    ListKey key;
    if (selected_ && ownCharacter(*selected_)) {
        const int who = *selected_;
        key.who = who;
        const CharacterState& c = s.character(who);
        if (hovered_ && *hovered_ != c.pos) {
            const Pos p = *hovered_;
            if (reach_ && reach_->reachable(p)) {
                for (const MoveStep& step : reach_->path(p)) {
                    if (step.kind == MoveKind::Run) hover_path_.push_back(step.via);
                    hover_path_.push_back(step.to);
                }
                hover_path_label_ = app_.strings().format("board.bar.ap", reach_->ap(p));
            } else if (const RouteJump* j = reach_ ? reach_->jump(p) : nullptr) {
                // R43: the moves to where the jump takes off, then the landing square.
                for (const MoveStep& step : reach_->path(j->from)) {
                    if (step.kind == MoveKind::Run) hover_path_.push_back(step.via);
                    hover_path_.push_back(step.to);
                }
                hover_path_.push_back(p);
                hover_path_label_ = app_.strings().format("board.bar.ap", j->ap);
            }
            // The square's cost is the cheapest legal move there, as its mark says: the free
            // crush step after a kill (R13) costs 0 AP where the planner's walk costs 1.
            for (const auto& r : overlays_.reachable)
                if (r.at == p) {
                    if (hover_path_.empty()) hover_path_.push_back(p);
                    hover_path_label_ = app_.strings().format("board.bar.ap", r.ap);
                }
        }
        // The character pointed at, when another one: only the actions aimed at it are
        // listed (not every spell on every target).
        const int t = hovered_ && *hovered_ != c.pos ? s.characterAt(*hovered_) : -1;
        // Moves and jumps only for the hovered square. One move row (walk, run, shift, crush)
        // for it: the cheapest legal one, the one a click on the square makes (moveTo: the
        // first of the core's order among equal costs). A run or a shift that also ends there
        // is no choice of the player's: the same square for more AP or the same, with the same
        // tests (R9-R11). The one exception: when that move rolls dice (R12, leaving an able
        // opponent's side) the cheapest one that rolls none (a shift past an ally: "leaving by
        // shifting needs no test") is listed too, more AP against no block test. A jump is
        // another kind of move (an Agility test, R43): its own row.
        const LegalAction* cheapest = nullptr;
        const LegalAction* no_dice = nullptr;
        const LegalAction* jump_row = nullptr;
        for (const LegalAction& la : legal_) {
            if (actionActor(la.action) != who) continue;
            if (const auto* jump = std::get_if<Jump>(&la.action)) {
                // R43: only when the reach's best route there is this jump (not a 6 % jump
                // where a walk and a likelier jump lead: a click takes that route).
                const RouteJump* route = reach_ ? reach_->jump(jump->to) : nullptr;
                if (hovered_ && jump->to == *hovered_ && (!route || route->from == c.pos) &&
                    (!jump_row || jump_row->info.ap > la.info.ap))
                    jump_row = &la;
                continue;
            }
            if (const std::optional<Pos> to = moveDestination(la.action)) {
                if (!hovered_ || *to != *hovered_) continue;
                if (clickTakes(la) && (!cheapest || la.info.ap < cheapest->info.ap)) cheapest = &la;
                if (!la.info.rolls_dice && (!no_dice || la.info.ap < no_dice->info.ap)) no_dice = &la;
                continue;
            }
            if (const int aim = aimedAt(la.action); t >= 0 && aim >= 0 && aim != t) continue;
            // No heal for someone who needs none (the core's judgement: "Irf regains 0 HP").
            if (healsNobody(s, la.action)) continue;
            add(la.action);
        }
        if (cheapest) add(cheapest->action);
        if (cheapest && cheapest->info.rolls_dice && no_dice) add(no_dice->action);
        if (jump_row) add(jump_row->action);
        // Some illegal ones, greyed, so the player learns why. Not Wait in the R42 window of
        // the Master's turn: waiting belongs to the heroes' own turn (playtest 8).
        if (c.side == Side::Heroes && !s.waitingWindow()) add(Wait{who});
        if (c.webbed > 0) add(BreakFree{who});
        if (t >= 0) {
            if (s.character(t).side != c.side) {
                add(Melee{who, t});
                add(PowerfulAttack{who, t});
                if (s.card(who).shot_damage > 0) {
                    add(Shot{who, t});
                    add(SharpShot{who, t});
                }
            }
            // Only the spells that can aim at that kind of character (R23: the core's answer).
            for (const std::string& spell : s.card(who).spells)
                if (const Spell* sp = s.content().spell(spell);
                    sp && sp->canTarget(t == who, s.character(t).side == c.side) &&
                    !healsNobody(s, CastSpell{who, spell, t}))
                    add(CastSpell{who, spell, t});
        }
    }
    // The side's own answers (R42 pass, pending decisions), never the AI's.
    for (const LegalAction& la : legal_)
        if (!aiTurn() && actionActor(la.action) < 0 && !std::holds_alternative<EndTurn>(la.action)) add(la.action);
    // The character's own rows first (an item, a door, Wait: nothing tied to a square), so
    // that whatever square the pointer crosses they keep their numbers and places (a jump row
    // that pushed "Take the potion" down rolled a jump for a player who clicked row 1); then the
    // rows aimed at a character (attacks, spells, gifts: every target, or the hovered one's);
    // then the move and the jump to the hovered square, so that crossing empty squares never
    // pushes a spell down either (the King's "Walk to 24,18" took row 1 from "Cast Unholy
    // vigour", play 5); the side's answers last. Within each, grouped by kind in the core's
    // order of actions, legal or not: a row does not move when it becomes illegal.
    const auto tier = [](const Action& a) {
        if (actionActor(a) < 0) return 3;
        if (moveDestination(a) || std::holds_alternative<Jump>(a)) return 2;
        return aimedAt(a) >= 0 ? 1 : 0;
    };
    std::stable_sort(items.begin(), items.end(), [&tier](const ActionItem& a, const ActionItem& b) {
        const int ta = tier(a.action), tb = tier(b.action);
        const ActionGroup ga = actionGroup(a.action), gb = actionGroup(b.action);
        return ta != tb ? ta < tb : ga != gb ? ga < gb : a.action < b.action;
    });
    // Rebuilt for the same character and square while the pointer is on the bar (after an
    // action taken from it): the rows stay where they were (a list must not change under a
    // pointer that did not move off the bar, or a second quick click acts on the row
    // that slid under it), a row whose action is no longer legal greyed with the core's
    // reason, new ones after them. What is drawn, a click and a digit (rowNumbered) agree.
    // The pointer leaving the bar rebuilds the list without the greyed rows.
    key.square = hovered_;
    bar_kept_ = false;
    if (list_key_ == key && bar_.area().contains(mouse_x_, mouse_y_) && !bar_.items().empty()) {
        std::vector<ActionItem> kept;
        std::vector<bool> used(items.size(), false);
        for (const ActionItem& old : bar_.items()) {
            const auto it = std::find_if(items.begin(), items.end(), [&](const ActionItem& i) { return i.action == old.action; });
            if (it != items.end()) {
                used[static_cast<std::size_t>(it - items.begin())] = true;
                kept.push_back(*it);
            } else if (actionActor(old.action) >= 0) {
                kept.push_back(makeItem(old.action));
            }
            // (An answer to a decision that has been answered leaves the bar: "Use a destiny
            // point" and "Keep the roll" greyed under the next rows. The side's
            // answers come last in the bar, so no row above moves.)
        }
        // Kept rows that a fresh list would not hold (a spent move, an answered decision's)
        // or in other places: rebuilt once the pointer leaves the bar (hover()).
        bar_kept_ = kept.size() + static_cast<std::size_t>(std::count(used.begin(), used.end(), false)) != items.size();
        for (std::size_t i = 0; i < kept.size() && !bar_kept_; ++i) bar_kept_ = !(kept[i].action == items[i].action);
        for (std::size_t i = 0; i < items.size(); ++i)
            if (!used[i]) kept.push_back(std::move(items[i]));
        items = std::move(kept);
    }
    list_key_ = key;
    bar_.set(std::move(items));
    updateTooltip();
}

std::string BoardScreen::squareTooltip(Pos p) const {
    const GameState& s = session_->state();
    std::string tip;
    if (selected_ && ownCharacter(*selected_)) {
        const int who = *selected_;
        const CharacterState& c = s.character(who);
        const int t = s.characterAt(p);
        if (p == c.pos) {
            // Nothing to say of one's own square.
        } else if (t >= 0) {
            if (const auto a = defaultAttack(t)) {
                tip = attackTooltip(*a);
            } else if (s.character(t).side != c.side) {
                // Under an open decision (a block test, a destiny point) the only legal
                // actions are its answers: say so; else the core's reason why the attack a
                // click would try is refused.
                const bool answering = s.pending() && std::none_of(legal_.begin(), legal_.end(), [&](const LegalAction& la) {
                                           return actionActor(la.action) == who;
                                       });
                std::string why;
                if (answering) why = app_.tr("board.decision_first");
                else if (const std::optional<ActionRefusal> r = s.refusal(attackToTry(t))) why = refusalText(app_, s, *r);
                tip = displayName(app_, s, t) + "\n" + why;
            }
        } else if (const RouteJump* j = clickMoves(p) || !reach_ ? nullptr : reach_->jump(p)) {
            // Only when a click jumps: where an ordinary move reaches, the click moves. The
            // core's route (R43): moves, then the jump (its own test's odds, R6).
            if (j->from == c.pos)
                tip = app_.strings().format("board.jump_tip", j->difficulty, chanceText(j->pass));
            else
                tip = app_.strings().format("board.jump_route_tip", j->from.x, j->from.y, j->ap, j->difficulty,
                                            chanceText(j->pass));
        } else if (t < 0) {
            tip = whyNotThere(p);  // a square the character cannot get to: why
            // R48 (play 10 #3): what this click's move does on the visible trap on its way.
            if (tip.empty())
                if (const std::optional<RouteTrap> trap = clickTrap(p)) tip = trapRouteText(*trap);
            // R40: a closed door next to him opens at a click (the tutorial's first players
            // clicked it and lost their selection).
            if (const std::optional<Action> open = doorToOpen(p); tip.empty() && open)
                tip = actionLabel(app_, s, *open) + " — " + app_.strings().format("board.bar.ap", s.info(*open).ap);
        }
    }
    // The character there: in a game against the rulebook Master, what his solo rules make it
    // do (R44); the fear test it takes at its side's next turn start, or that it makes its
    // opponents take (R28).
    if (const int there = s.characterAt(p); there >= 0) {
        std::string more;
        if (session_->record().players.master == content::Player::Rulebook)
            more = intentText(app_, s, masterIntent(there));
        if (const std::string fear = fearText(app_, s, there); !fear.empty()) more += (more.empty() ? "" : "\n") + fear;
        if (!more.empty()) tip = tip.empty() ? more : tip + "\n" + more;
    }
    // A trap the viewer sees (R48: a hidden one only the Master): its name and what it does,
    // as the quest sets them, whoever is selected.
    if (const std::string trap = trapTooltip(p); !trap.empty()) tip = tip.empty() ? trap : tip + "\n" + trap;
    // The objective's object or quarry under the pointer, when nothing else is said of it. Not
    // an exit zone's squares (play 9: the whole objective over Quest 5's entry, where the heroes
    // stand and move, hid the bar): its name tag says it (zoneTip).
    if (tip.empty()) {
        const ObjectiveMarks marks = objectiveMarks(s);
        const int there = s.characterAt(p);
        if (std::find(marks.squares.begin(), marks.squares.end(), p) != marks.squares.end() ||
            (there >= 0 &&
             std::find(marks.characters.begin(), marks.characters.end(), there) != marks.characters.end()))
            tip = app_.tr("quest.objective") + "\n" + s.content().quest.objective.in(app_.settings().language);
    }
    // An exit given by its squares (Quest 4), with no zone's name to say it: one line.
    if (tip.empty()) tip = zoneTip(app_, s, {}, p);
    return tip;
}

const ai::MasterIntent& BoardScreen::masterIntent(int who) const {
    const GameState& s = session_->state();
    const std::uint64_t version = session_->stateVersion();
    if (!intent_cache_ || intent_cache_->who != who || intent_cache_->version != version)
        intent_cache_ =
            IntentCache{version, who, ai::masterIntent(s, who, policySeed(session_->record().seed, Side::Master))};
    return intent_cache_->intent;
}

std::string BoardScreen::trapTooltip(Pos p) const {
    const GameState& s = session_->state();
    const TileKind kind = s.board().tile(p);
    // A hidden trap is floor to the heroes; a sprung one is floor (syncBoard).
    if (kind != TileKind::Trap && !(kind == TileKind::HiddenTrap && viewer() == Side::Master)) return {};
    const ObjectDef* def = s.content().quest.objectAt(p);
    if (!def || def->kind != ObjectKind::Trap) return {};
    const bool hidden = kind == TileKind::HiddenTrap;
    const StringTable& t = app_.strings();
    const std::string& named = def->name.in(app_.settings().language);
    std::string tip = named.empty() ? std::string(t.get(hidden ? "board.trap.hidden_name" : "board.trap.name"))
                                    : t.format(hidden ? "board.trap.hidden_named" : "board.trap.named", named);
    tip += "\n" + t.format("board.trap.effect", def->trap_difficulty, def->trap_damage_dice);
    if (hidden) tip += "\n" + t.get("board.trap.hidden_note");
    return tip;
}

std::string BoardScreen::barHint() const {
    const GameState& s = session_->state();
    if (s.isOver()) return {};
    if (!selected_ || !ownCharacter(*selected_)) return app_.tr("board.bar.select");
    const int who = *selected_;
    // Moves are listed for the square pointed at: say so while the character can act.
    if (std::any_of(legal_.begin(), legal_.end(), [&](const LegalAction& la) { return actionActor(la.action) == who; }))
        return app_.tr("board.bar.point");
    // Else the core's reason why it cannot even take a step.
    const Pos at = s.character(who).pos;
    std::optional<ActionRefusal> why;
    for (int dy = -1; dy <= 1 && !why; ++dy)
        for (int dx = -1; dx <= 1 && !why; ++dx) {
            const Pos q{at.x + dx, at.y + dy};
            if ((dx || dy) && s.board().inside(q) && s.board().isWalkable(q) && s.characterAt(q) < 0) why = s.refusal(Walk{who, q});
        }
    return why ? refusalText(app_, s, *why) : app_.tr("board.bar.none");
}

// ---- Commands ----

bool BoardScreen::undo() {
    confirm_end_ = false;
    route_rest_.reset();
    if (session_->canUndo() && !undoAllowed()) {
        say([this, key = aiTurn() ? "board.undo.ai_turn" : "board.undo.ai_step"] { return app_.tr(key); }, true);
        app_.redraw();
        return false;
    }
    const Side before = decider();
    if (!session_->canUndo() || !session_->undo()) {
        say([this, why = session_->lastCommit()] { return undoRefusal(app_, why); }, true);
        app_.redraw();
        return false;
    }
    ++revision_;
    ++tally_.undos;
    notes_.erase(notes_.lower_bound(session_->history().size()), notes_.end());
    review_hover_.reset();
    review_pinned_.reset();
    log_.rebuild(*session_, &notes_);
    motion_.clear();  // the tokens are back where the state has them
    replay_next_ = replay_end_;
    turn_seen_ = {session_->state().turn(), session_->state().activeSide()};
    // The dice tray keeps the last roll: an undoable step rolled nothing, so that roll is of a
    // step that stays.
    message_.clear();
    refresh();
    if (decider() != before) handOffOnResume();  // R48: the other side's view, after a hand-off
    app_.redraw();
    return true;
}

namespace {

/// The local time as "20261126-054512", for file names.
std::string fileStamp() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    std::array<char, 32> stamp{};
    std::strftime(stamp.data(), stamp.size(), "%Y%m%d-%H%M%S", &local);
    return stamp.data();
}

}  // namespace

std::optional<std::filesystem::path> BoardScreen::quickSave() {
    const std::string base = session_->state().content().quest.id + "-" + fileStamp();
    std::error_code ec;
    std::filesystem::create_directories(app_.savesDir(), ec);
    std::filesystem::path path = app_.savesDir() / (base + ".json");
    for (int n = 2; std::filesystem::exists(path); ++n) path = app_.savesDir() / (base + "-" + std::to_string(n) + ".json");
    std::string error;
    app_.redraw();
    if (!session_->save(path, &error)) {
        say([this, error] { return app_.strings().format("board.save.failed", error); }, true);
        return std::nullopt;
    }
    say([this, file = path.filename().string()] { return app_.strings().format("board.save.done", file); }, false);
    return path;
}

std::optional<std::filesystem::path> BoardScreen::exportLog() {
    const std::filesystem::path path =
        app_.savesDir() / (session_->state().content().quest.id + "-log-" + fileStamp() + ".txt");
    std::error_code ec;
    std::filesystem::create_directories(app_.savesDir(), ec);
    std::string error;
    app_.redraw();
    if (!log_.exportTo(path, &error)) {
        say([this, error] { return app_.strings().format("board.log.export_failed", error); }, true);
        return std::nullopt;
    }
    say([this, file = path.filename().string()] { return app_.strings().format("board.log.exported", file); }, false);
    return path;
}

bool BoardScreen::backTo(std::size_t index) {
    std::string error;
    ai_->cancel();
    const Side before = decider();
    if (!session_->backTo(index, &error)) {
        showError(error);
        app_.redraw();
        return false;
    }
    // No autosave here: the turn's start is written when the game moves on to a new side's
    // turn, or when quitting, so going back does not write an identical autosave each time.
    ++revision_;
    // The policies start afresh from their seeds: what they remembered is of a later turn.
    ai_->reset();
    notes_.erase(notes_.lower_bound(session_->history().size()), notes_.end());
    review_hover_.reset();
    review_pinned_.reset();
    log_.rebuild(*session_, &notes_);
    turn_seen_ = {session_->state().turn(), session_->state().activeSide()};
    recap_open_ = false;
    recap_.clear();
    dice_.clear();
    motion_.clear();
    replay_next_ = replay_end_;
    selected_.reset();
    confirm_end_ = false;
    autosaved_marks_ = session_->turnMarks().size();
    offer_pending_ = session_->state().pending().has_value() && !aiTurn();
    say([this, turn = session_->state().turn()] { return app_.strings().format("board.back_done", turn); }, false);
    route_rest_.reset();
    refresh();
    // R48 (play 10 #2): back to a turn of the other side, in hot-seat, the board goes to that
    // side's player through the hand-off, as after End turn.
    if (decider() != before) handOffOnResume();
    app_.redraw();
    return true;
}

void BoardScreen::endTurn(bool confirmed) {
    const GameState& s = session_->state();
    if (aiTurn()) return;
    if (s.isLegal(Pass{})) {
        choose(Pass{});
        return;
    }
    if (const auto why = s.refusal(EndTurn{})) {
        // The player's own decision pending: its dialog, not a refusal on a bare board (play 12 #4).
        if (s.pending() && decision_open_.expired()) {
            offerDecision();
            app_.redraw();
            return;
        }
        say([this, why = *why] { return refusalText(app_, session_->state(), why); }, true);
        app_.redraw();
        return;
    }
    if (!confirmed && !stillActive().empty()) {
        confirm_end_ = true;
        confirm_guard_.arm(app_.now(), app_.appearGuardMs());
        confirm_names_.clear();
        app_.redraw();
        return;
    }
    if (confirm_end_) closeConfirm();
    choose(EndTurn{});
}

void BoardScreen::showHelp() {
    std::vector<std::pair<std::string, std::string>> keys;
    for (const char* k : {"select",  "move",   "jump", "attack", "cursor",  "act",   "targets", "end_turn", "undo",
                          "save",    "export", "menu", "cycle",  "center",  "sight", "threat",  "pan",      "zoom",
                          "actions", "pass",   "skip", "dice",   "suggest", "sound", "help"})
        keys.emplace_back(app_.tr(std::string("board.help.") + k + ".keys"), app_.tr(std::string("board.help.") + k));
    cover(std::make_unique<HelpOverlay>(app_, app_.tr("board.help.title"), std::move(keys)));
}

void BoardScreen::openMenu() { cover(std::make_unique<GameMenuScreen>(app_, *this)); }

void BoardScreen::quit() {
    ai_->cancel();
    hint_ai_->cancel();
    app_.screens().pop(this);
}

// ---- Input ----

void BoardScreen::clickSquare(Pos p) {
    const GameState& s = session_->state();
    const int t = s.characterAt(p);
    if (t >= 0 && ownCharacter(t)) {
        select(t);
        return;
    }
    if (selected_ && ownCharacter(*selected_)) {
        if (t >= 0 && t != *selected_) {
            if (const auto a = defaultAttack(t)) {
                choose(*a);
                return;
            }
        } else if (moveTo(p)) {
            return;
        } else if (jumpTo(p)) {
            return;
        } else if (const std::optional<Action> open = doorToOpen(p)) {
            choose(*open);
            return;
        } else if (std::string why = whyNotThere(p); !why.empty()) {
            // Out of reach: the selection stays, and the reason is said.
            showError(std::move(why));
            app_.redraw();
            return;
        }
    }
    select(t >= 0 ? std::optional<int>(t) : std::nullopt);
}

bool BoardScreen::clickMoves(Pos p) const {
    if (!selected_) return false;
    const int who = *selected_;
    for (const LegalAction& la : legal_)
        if (actionActor(la.action) == who && moveDestination(la.action) == p) return true;
    if (!reach_ || !reach_->reachable(p)) return false;
    const std::vector<MoveStep> path = reach_->path(p);
    return !path.empty() && session_->state().isLegal(stepAction(who, path.front()));
}

std::optional<Action> BoardScreen::doorToOpen(Pos p) const {
    if (!selected_ || !ownCharacter(*selected_)) return std::nullopt;
    const auto& objects = session_->state().content().quest.objects;
    for (const LegalAction& la : legal_)
        if (const auto* open = std::get_if<OpenDoor>(&la.action);
            open && open->actor == *selected_ && open->object >= 0 &&
            static_cast<std::size_t>(open->object) < objects.size() &&
            objects[static_cast<std::size_t>(open->object)].at == p &&
            objects[static_cast<std::size_t>(open->object)].kind == ObjectKind::Door)
            return la.action;
    return std::nullopt;
}

std::string BoardScreen::whyNotThere(Pos p) const {
    const GameState& s = session_->state();
    if (!selected_ || !ownCharacter(*selected_)) return {};
    const int who = *selected_;
    const CharacterState& c = s.character(who);
    if (p == c.pos || !s.board().inside(p) || s.characterAt(p) >= 0) return {};
    if (clickMoves(p) || (reach_ && reach_->jump(p))) return {};
    // Under an open decision only its answers are legal.
    if (s.pending() && std::none_of(legal_.begin(), legal_.end(), [&](const LegalAction& la) { return actionActor(la.action) == who; }))
        return app_.tr("board.decision_first");
    // A door there: why it cannot be opened or closed (R10 diagonal past a wall, AP...).
    const auto& objects = s.content().quest.objects;
    for (int i = 0; i < static_cast<int>(objects.size()); ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (objects[k].at != p || objects[k].kind != ObjectKind::Door) continue;
        const Action a = s.objects()[k].open ? Action{CloseDoor{who, i}} : Action{OpenDoor{who, i}};
        if (const std::optional<ActionRefusal> r = s.refusal(a)) return refusalText(app_, s, *r);
        return {};  // the bar lists it
    }
    // Next to it: the core's reason for the step (R9, R10: a wall, a diagonal, a character, AP).
    if (distance(c.pos, p) == 1)
        if (const std::optional<ActionRefusal> r = s.refusal(Walk{who, p})) return refusalText(app_, s, *r);
    // Farther: the terrain there refuses any move (lava, a wall), else no route of legal moves
    // gets there with the AP left (GameState::reach).
    if (const std::optional<ActionRefusal> r = s.cannotEndOn(who, p)) return refusalText(app_, s, *r);
    return app_.strings().format("board.out_of_reach", displayName(app_, s, who), c.ap);
}

bool BoardScreen::jumpTo(Pos p, bool confirmed) {
    if (!selected_ || !reach_) return false;
    const RouteJump* route = reach_->jump(p);
    if (!route) return false;
    const RouteJump j = *route;  // the moves rebuild the reach
    const int who = *selected_;
    // Playtest 8: a jump whose failure can kill (lava under the jumped squares, R43 R49) or that
    // fails more often than not is asked first: Undo cannot take its dice back. The core's odds.
    if (!confirmed && jumpAsksFirst(j)) {
        askJump(who, j, [this, who, p] {
            // The same character and state: nothing moved under the dialog.
            if (selected_ == who) jumpTo(p, true);
        });
        return true;
    }
    // R43: the route's moves first (one undo unit), then the jump, if nothing happened on the way.
    if (j.from != session_->state().character(who).pos) {
        const Side before = decider();
        if (!moveTo(j.from, confirmed)) return false;
        route_rest_.reset();  // the jump's route is not taken up again without its jump
        const GameState& s = session_->state();
        if (s.character(who).pos != j.from || s.pending() || s.isOver() || decider() != before) return true;
    }
    return choose(Jump{who, j.to}, true);
}

void BoardScreen::askJump(int who, const RouteJump& j, std::function<void()> on_yes) {
    const GameState& s = session_->state();
    const std::string name = displayName(app_, s, who);
    const auto& st = app_.strings();
    std::string text =
        j.from == s.character(who).pos
            ? st.format("board.jump_confirm.text", name, j.to.x, j.to.y, j.difficulty, chanceText(j.success))
            : st.format("board.jump_confirm.route", name, j.from.x, j.from.y, j.to.x, j.to.y, j.ap, j.difficulty,
                        chanceText(j.success));
    text += "\n" + (j.dies > 0.0 ? st.format("board.jump_confirm.dies", name, chanceText(j.dies))
                                 : st.format("board.jump_confirm.falls", name));
    askFirst("board.jump_confirm", std::move(text), std::move(on_yes));
}

Action BoardScreen::attackToTry(int target) const {
    const GameState& s = session_->state();
    const int who = *selected_;
    if (s.card(who).shot_damage > 0 && distance(s.character(who).pos, s.character(target).pos) > 1) return Shot{who, target};
    return Melee{who, target};
}

std::optional<LegalAction> BoardScreen::singleMove(Pos p) const {
    if (!selected_) return std::nullopt;
    const int who = *selected_;
    std::optional<LegalAction> best;
    for (const LegalAction& la : legal_)
        if (actionActor(la.action) == who && moveDestination(la.action) == p && clickTakes(la) &&
            (!best || la.info.ap < best->info.ap))
            best = la;
    return best;
}

bool BoardScreen::clickTakes(const LegalAction& la) const {
    // R48: not a run onto a visible trap where the reach's route walks onto it (the core's
    // choice, GameState::reach: at most 1 AP more).
    const int who = actionActor(la.action);
    const std::optional<MoveStep> step = actionStep(la.action);
    const std::optional<Pos> to = moveDestination(la.action);
    if (!step || !to || !reach_ || !reach_->reachable(*to)) return true;
    const GameState& s = session_->state();
    const std::optional<RouteTrap> mine = s.routeTrap(who, {*step}, viewer());
    if (!mine || !mine->runs) return true;
    const std::optional<RouteTrap> route = s.routeTrap(who, reach_->path(*to), viewer());
    return !route || route->runs;
}

std::optional<RouteTrap> BoardScreen::clickTrap(Pos p) const {
    if (!selected_) return std::nullopt;
    const GameState& s = session_->state();
    if (const std::optional<LegalAction> one = singleMove(p)) {
        const std::optional<MoveStep> step = actionStep(one->action);
        return step ? s.routeTrap(*selected_, {*step}, viewer()) : std::nullopt;
    }
    if (!reach_ || !reach_->reachable(p)) return std::nullopt;
    return s.routeTrap(*selected_, reach_->path(p), viewer());
}

std::string BoardScreen::trapRouteText(const RouteTrap& t) const {
    const StringTable& st = app_.strings();
    return t.runs ? st.format("board.trap_route.runs", t.dice)
                  : st.format("board.trap_route.walks", t.difficulty, t.dice);
}

bool BoardScreen::moveTo(Pos p, bool confirmed) {
    const int who = *selected_;
    // Play 10 #3: a click that runs onto a visible trap (R48: its damage, no Agility test) is
    // asked first, "Don't" focused, like a risky jump: Undo cannot take its dice back.
    if (const std::optional<RouteTrap> trap = confirmed ? std::nullopt : clickTrap(p); trap && routeAsksFirst(*trap)) {
        const GameState& s = session_->state();
        const StringTable& st = app_.strings();
        // "runs onto the trap at 9,17" when the run ends there, not "runs to 9,17 and onto the trap at 9,17".
        std::string text = trap->at == p
                               ? st.format("board.trap_confirm.onto", displayName(app_, s, who), p.x, p.y, trap->dice)
                               : st.format("board.trap_confirm.text", displayName(app_, s, who), p.x, p.y, trap->at.x,
                                           trap->at.y, trap->dice);
        askFirst("board.trap_confirm", std::move(text), [this, who, p] {
            if (selected_ == who) moveTo(p, true);
        });
        return true;
    }
    // One move action when one reaches the square (the cheapest; walk before run before shift).
    route_rest_.reset();  // a new intent of the player
    if (const std::optional<LegalAction> best = singleMove(p)) return choose(best->action);
    if (!reach_ || !reach_->reachable(p)) return false;
    // Else the planner's path, one action after the other, stopping at anything but a plain move.
    return walkRoute(who, reach_->path(p), p);
}

bool BoardScreen::walkRoute(int who, std::vector<MoveStep> path, Pos to, bool resumed) {
    route_rest_.reset();
    const Side before = decider();
    const std::size_t marks = session_->turnMarks().size();
    bool moved = false;
    // R42 in hot-seat: the route is one intent of the Master. The waiting window each step
    // opens is passed for the human heroes on the way (they are asked at the route's end, by
    // settle, as the setting says) unless the setting asks after every action or the step gave
    // a waiting hero a reaction he did not have before it (docs/rules.md, R42).
    const WaitingPrompt prompt = app_.settings().waiting_prompt;
    const bool hot_seat = before == Side::Master && !ai_->controls(Side::Heroes);
    const bool carry = hot_seat && prompt != WaitingPrompt::Always;
    std::optional<ActionRefusal> blocked;  // why the route's next step is no longer legal
    // One click, one undo: the session takes the steps back together.
    session_->beginUndoUnit();
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Action a = stepAction(who, path[i]);
        if (!session_->state().isLegal(a)) {
            blocked = session_->state().refusal(a);
            break;
        }
        const std::vector<Action> reactions_before =
            carry && prompt == WaitingPrompt::WhenAble ? waitingReactions(session_->state()) : std::vector<Action>{};
        if (!applyOne(a)) break;
        moved = true;
        const GameState& s = session_->state();
        const auto& events = session_->history().back().events;
        // Plain: moved, nothing else (no dice, no trap); the R42 window it opens is seen to below.
        const bool plain = std::all_of(events.begin(), events.end(), [](const Event& e) {
            const auto* decision = std::get_if<DecisionRequired>(&e);
            return std::holds_alternative<Moved>(e) || (decision && decision->kind == "waiting");
        });
        if (!plain || s.pending() || s.isOver()) break;
        if (decider() == before) continue;
        // A waiting window mid-route: passed for the heroes, or the route stops here for them:
        // always under "Always", under "When one can act" (the default) when this step gave a
        // waiting hero a new reaction. The rest of the route goes on once they passed or acted
        // (resumeRoute, play 9 F8-13b and play 10), each step asking again as the setting says.
        // Against the heroes' AI (play 12 #12) every window is the AI's to answer: the route
        // waits for it, and goes on once it passed or acted, as in hot-seat.
        const bool ai_heroes = before == Side::Master && ai_->controls(Side::Heroes);
        const bool asked = s.waitingWindow() && i + 1 < path.size() &&
                           (ai_heroes || (hot_seat && (prompt == WaitingPrompt::Always ||
                                                       (prompt == WaitingPrompt::WhenAble &&
                                                        newWaitingReaction(reactions_before, waitingReactions(s))))));
        if (asked)
            route_rest_ =
                PendingRoute{who, std::vector<MoveStep>(path.begin() + static_cast<std::ptrdiff_t>(i) + 1, path.end()),
                             to, s.character(who).pos, session_->turnMarks().size()};
        if (!s.waitingWindow() || !carry || i + 1 == path.size() || asked) break;
        if (!applyOne(Action{Pass{}}, false) || decider() != before) break;
    }
    session_->endUndoUnit();
    // A route taken up again after the heroes acted, and one of their actions is in its way:
    // the Master is told why it stops, not left to guess.
    if (resumed && blocked) {
        const GameState& s = session_->state();
        say(
            [this, who, to, why = refusalText(app_, s, *blocked)] {
                return app_.strings().format("board.route_stopped", displayName(app_, session_->state(), who), to.x,
                                             to.y, why);
            },
            true);
    }
    if (moved)
        settle(before, marks, resumed && blocked);
    else if (resumed && blocked)
        app_.redraw();
    return moved;
}

void BoardScreen::resumeRoute() {
    if (!route_rest_) return;
    const GameState& s = session_->state();
    const bool same_turn = !s.isOver() && session_->turnMarks().size() == route_rest_->marks;
    // The heroes (or a decision) still to answer, or the heroes' AI's answer still rolling its
    // dice before the Master's eyes: later.
    if (same_turn && (decider() != Side::Master || s.pending() || s.waitingWindow() || aiTurn())) return;
    PendingRoute rest = std::move(*route_rest_);
    route_rest_.reset();
    // The Master has the board again in the turn the route began, his character where the
    // route left it (else the route is dropped: a new turn, the mover down or moved meanwhile).
    if (!same_turn || !s.able(rest.who) || s.character(rest.who).pos != rest.at) return;
    walkRoute(rest.who, std::move(rest.steps), rest.to, true);
}

namespace {

/// The keys of End turn and of its warning's "End turn" (keyDown).
bool endTurnKey(const SDL_Event& event) {
    if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return false;
    const SDL_Keycode k = event.key.keysym.sym;
    return k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_e || k == SDLK_y;
}

}  // namespace

bool BoardScreen::handleEvent(const SDL_Event& event) {
    // The whose-turn banner goes at the first key or click, which still acts, as every
    // animation's skip does: it never blocks input (a key held or bounced over a change of turn
    // meets the locks below and the hand-off's own).
    if ((event.type == SDL_KEYDOWN || event.type == SDL_MOUSEBUTTONDOWN) && bannerShowing()) {
        banner_until_ = 0;
        app_.redraw();
    }
    // Play 12 #9: Enter tapped while the AI played (to hurry it) ends no turn of the player's:
    // End turn's keys wait for a moment of quiet from them once the board is his again.
    if (endTurnKey(event) && end_key_guard_.refuses(event, app_.now())) return true;
    // The End-turn warning takes no key for a moment after it shows either (play 12 #2: a burst
    // of Enters right after a hand-off pressed End turn and confirmed it 80 ms later).
    if (event.type == SDL_KEYDOWN &&
        (key_guard_.locked(app_.now()) || (confirm_end_ && confirm_guard_.refuses(event, app_.now()))))
        return true;
    return Screen::handleEvent(event);
}

bool BoardScreen::keysLocked() const { return key_guard_.locked(app_.now()); }

void BoardScreen::moveCursor(int dx, int dy) {
    const GameState& s = session_->state();
    Pos p{s.board().width() / 2, s.board().height() / 2};
    if (cursor_) {
        p = Pos{cursor_->x + dx, cursor_->y + dy};
    } else if (selected_) {
        p = s.character(*selected_).pos;  // it shows on the selected character first
    } else if (hovered_) {
        p = *hovered_;  // or where the pointer was
    } else if (const auto mid = view_.squareAt(view_.area().centerX(), view_.area().centerY())) {
        p = *mid;
    }
    p.x = std::clamp(p.x, 0, std::max(0, s.board().width() - 1));
    p.y = std::clamp(p.y, 0, std::max(0, s.board().height() - 1));
    cursorTo(p);
}

void BoardScreen::cursorTo(Pos p) {
    cursor_ = p;
    view_.keepInView(p);
    // The cursor points as the mouse does, at its square's centre: the path and its cost, the
    // bar's rows for the square, the tooltip (an attack's odds).
    const SDL_Point c = view_.centerOf(p);
    cursor_pointing_ = true;
    hover(c.x, c.y);
    cursor_pointing_ = false;
    app_.redraw();
}

bool BoardScreen::nextTarget() {
    if (!selected_ || !ownCharacter(*selected_) || overlays_.targets.empty()) return false;
    // In reading order from the cursor's square: the next one after it, round to the first.
    std::vector<Pos> targets = overlays_.targets;
    std::sort(targets.begin(), targets.end(), [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    Pos next = targets.front();
    if (cursor_)
        for (Pos t : targets)
            if (t.y > cursor_->y || (t.y == cursor_->y && t.x > cursor_->x)) {
                next = t;
                break;
            }
    cursorTo(next);
    return true;
}

bool BoardScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    const bool ctrl = (mod & KMOD_CTRL) != 0;
    const bool shift = (mod & KMOD_SHIFT) != 0;
    if (confirm_end_) {
        if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_e || key == SDLK_y) endTurn(true);
        if (key == SDLK_ESCAPE || key == SDLK_n) closeConfirm();
        return true;
    }
    if (dice_.animating() || motion_.animating()) {
        // A key ends every animation at once (the state is already applied) and still acts.
        const bool ai_result = showingAiResult();
        dice_.skip();
        skipMotion();
        app_.redraw();
        if (ai_result) return true;  // a key only ends the AI's dice before the player's turn
    }
    const int step = app_.painter().px(96);
    const Rect map = layout().map;
    if (guide_ && !guide_->finished() && (key == SDLK_PAGEDOWN || key == SDLK_PAGEUP)) {
        // The tutorial's Next (or Skip) and Back.
        if (key == SDLK_PAGEDOWN)
            guide_->next(*this);
        else
            guide_->back(*this);
        app_.redraw();
        return true;
    }
    switch (key) {
        case SDLK_z:
            if (ctrl) undo();
            return true;
        case SDLK_s:
            if (ctrl)
                quickSave();
            else
                view_.pan(0, step);
            app_.redraw();
            return true;
        case SDLK_ESCAPE:
            if (cursor_) {  // the keyboard's cursor goes first (Enter then ends the turn)
                cursor_.reset();
                app_.redraw();
            } else {
                openMenu();
            }
            return true;
        case SDLK_F1: showHelp(); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            // The keyboard's cursor shown: what a click on its square does. Else the turn ends.
            if (cursor_) {
                const Pos at = *cursor_;
                clickSquare(at);
                if (cursor_) cursorTo(at);  // the bar's rows and the tooltip of the square now
                app_.redraw();
            } else {
                endTurn(false);
            }
            return true;
        case SDLK_e: endTurn(false); return true;
        case SDLK_p:
            if (session_->state().isLegal(Pass{})) choose(Pass{});
            return true;
        case SDLK_l:
            if (ctrl) {
                exportLog();
                return true;
            }
            show_sight_ = !show_sight_;
            refresh();
            app_.redraw();
            return true;
        case SDLK_g:  // the Suggest hint: what the heroes' search would do
            if (hintAvailable()) suggest();
            return true;
        case SDLK_t:
            show_threat_ = !show_threat_;
            refresh();
            app_.redraw();
            return true;
        case SDLK_TAB:
            // Tab: the cursor to the selected character's next target; Shift+Tab (or no
            // target): the next character of the side.
            if (shift || !nextTarget()) {
                cycleSelection();
                // A cursor shown follows; none is shown for a selection alone (Enter still ends the turn).
                if (selected_ && cursor_) cursorTo(session_->state().character(*selected_).pos);
            }
            return true;
        case SDLK_c:
            if (selected_) view_.centerOn(session_->state().character(*selected_).pos);
            app_.redraw();
            return true;
        case SDLK_h:  // this turn's rolls in the tray, and back
            dice_.toggleHistory();
            return true;
        case SDLK_SPACE:
            dice_.skip();
            skipMotion();
            app_.redraw();
            return true;
        // The arrows move the keyboard's cursor (the map follows it); with Shift, as W A S D,
        // they pan the map.
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_UP:
        case SDLK_DOWN:
            if (!shift) {
                moveCursor(key == SDLK_LEFT    ? -1
                           : key == SDLK_RIGHT ? 1
                                               : 0,
                           key == SDLK_UP     ? -1
                           : key == SDLK_DOWN ? 1
                                              : 0);
                return true;
            }
            view_.pan(key == SDLK_LEFT    ? -step
                      : key == SDLK_RIGHT ? step
                                          : 0,
                      key == SDLK_UP     ? -step
                      : key == SDLK_DOWN ? step
                                         : 0);
            if (cursor_) cursorTo(*cursor_);  // the cursor's pointer moved with the map
            app_.redraw();
            return true;
        case SDLK_a:
            view_.pan(-step, 0);
            app_.redraw();
            return true;
        case SDLK_d:
            view_.pan(step, 0);
            app_.redraw();
            return true;
        case SDLK_w:
            view_.pan(0, -step);
            app_.redraw();
            return true;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: view_.zoom(1, map.centerX(), map.centerY()); app_.redraw(); return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: view_.zoom(-1, map.centerX(), map.centerY()); app_.redraw(); return true;
        default: break;
    }
    if (key >= SDLK_1 && key <= SDLK_9) {
        // The row drawn with that number, as the player read it (never an index into a list
        // rebuilt since), or hidden under "+N more" (play 11 #4); its action only if the core
        // still allows it.
        if (const ActionItem* item = bar_.itemNumbered(static_cast<int>(key - SDLK_1) + 1)) {
            const Action action = item->action;
            if (session_->state().isLegal(action)) choose(action);
        }
        return true;
    }
    return false;
}

void BoardScreen::activated() {
    dragging_ = false;  // the button was released over the layer that covered the board
    if (handing_off_ && app_.screens().top() == this) {  // the hand-off is gone: the keys wait a moment
        handing_off_ = false;
        key_guard_.arm(app_.now(), app_.handOffGuardMs());
    }
    if (shown_as_ && app_.screens().top() == this) {  // the hand-off is gone: the new side's view
        shown_as_.reset();
        refresh();
    }
    // The settings (opened from the game menu) may have changed the language: the log's lines
    // are worded when they are added, so they are worded again.
    if (app_.settings().language != log_language_) {
        log_language_ = app_.settings().language;
        log_.rebuild(*session_, &notes_);
        // So are the dice tray's captions and the message line (a save's "Saved as…").
        dice_.reword();
        if (recap_open_)
            if (const auto mark = previousTurn(*session_))
                recap_ =
                    recapLines(session_->history(), *mark, session_->state(), opponent(recap_side_), app_.strings());
        if (message_words_ && !message_.empty() && message_ == message_worded_)
            message_ = message_worded_ = message_words_();
        refresh();
    }
    pointAgain();
    resumeRoute();
    showDueBanner();
    if (hand_off_first_) {  // handOffOnResume's hand-off is gone: the pending decision's dialog now
        hand_off_first_ = false;
        offer_pending_ = session_->state().pending().has_value() && !aiTurn();
        app_.redraw();
    }
}

void BoardScreen::say(std::function<std::string()> words, bool error) {
    message_ = words();
    message_error_ = error;
    message_worded_ = message_;
    message_words_ = std::move(words);
    message_until_ = 0;  // timers() starts its time
}

void BoardScreen::showError(std::string text) {
    message_ = std::move(text);
    message_error_ = true;
    message_words_ = nullptr;
    message_until_ = 0;
}

Uint32 messageMs(const std::string& text) {
    // About 3 s for a short line, a little more for each character of a long one (reading
    // time), never more than 10 s.
    const auto chars = static_cast<Uint32>(text.size());
    return std::clamp<Uint32>(1500 + 45 * chars, 3000, 10000);
}

Uint32 BoardScreen::timers(Uint32 now) {
    // The whose-turn banner goes by itself (the app's clock: App::advanceClock in tests).
    Uint32 next = 0;
    if (banner_until_ != 0) {
        if (static_cast<Sint32>(banner_until_ - now) > 0) {
            next = banner_until_;
        } else {
            banner_until_ = 0;
            app_.redraw();
        }
    }
    const Uint32 message = messageTimer(now);
    return next == 0 ? message : message == 0 ? next : std::min(next, message);
}

Uint32 BoardScreen::messageTimer(Uint32 now) {
    // The message line is a toast: it goes after a few seconds of the app's clock, whatever
    // happens meanwhile (an AI turn, the game menu over the board: play 9 #6, a "Nothing to undo"
    // stayed through the AI's whole turn).
    if (message_.empty()) return 0;
    if (message_until_ == 0) message_until_ = std::max<Uint32>(1, now + messageMs(message_));
    if (now < message_until_) return message_until_;
    message_.clear();
    message_words_ = nullptr;
    app_.redraw();
    return 0;
}

void BoardScreen::pointAgain() {
    if (cursor_) {  // the keyboard's cursor points, not the mouse (a layer closed, the map moved)
        cursorTo(*cursor_);
        return;
    }
    const std::optional<SDL_Point> at = app_.pointer();
    // A tooltip again only when the pointer moved meanwhile (over the layer): one under a still
    // pointer went with the layer or the turn that came between.
    if (!at || at->x != mouse_x_ || at->y != mouse_y_) tip_armed_ = at.has_value();
    mouse_x_ = at ? at->x : -1;  // out of the window: over nothing
    mouse_y_ = at ? at->y : -1;
    const int x = mouse_x_, y = mouse_y_;
    const Layout l = layout();
    focus_button_ = buttonAt(l, x, y);
    // (While the end-turn warning is open it holds the pointer, as in hover().)
    pointer_on_bar_ = at && bar_.area().contains(x, y);
    if (!at) hovered_.reset();
    else if (!confirm_end_ && l.map.contains(x, y)) hovered_ = view_.squareAt(x, y);
    else if (!confirm_end_ && !bar_.area().contains(x, y)) hovered_.reset();
    const auto line = at ? log_.lineAt(x, y) : std::nullopt;
    review_hover_ = line && log_.aiNote(*line) ? line : std::nullopt;
    updateReview();
    refreshHover();  // the path, the bar's rows and the tooltip
    app_.redraw();
}

void BoardScreen::closeConfirm() {
    confirm_end_ = false;
    confirm_names_.clear();
    pointAgain();
}

bool BoardScreen::hover(int x, int y) {
    // The mouse moved: it points again, the keyboard's cursor goes.
    if (cursor_ && !cursor_pointing_ && (x != mouse_x_ || y != mouse_y_)) cursor_.reset();
    if (guide_ && (guide_->panelRect().contains(x, y) || guide_->panelRect().contains(mouse_x_, mouse_y_)))
        app_.redraw();  // the guide's buttons light under the pointer
    mouse_x_ = x;
    mouse_y_ = y;
    recapHover(x, y);
    if (dragging_) {
        view_.pan(drag_x_ - x, drag_y_ - y);
        drag_x_ = x;
        drag_y_ = y;
        app_.redraw();
        return true;
    }
    tip_armed_ = true;
    const Layout l = layout();
    const int button = buttonAt(l, x, y);
    const std::string before = tooltip_;
    bool moved = button != focus_button_;
    focus_button_ = button;
    // Onto the map or off it: the hovered square's path shows or goes (draw()).
    if (const bool on_map = l.map.contains(x, y); on_map != pointer_on_map_) {
        pointer_on_map_ = on_map;
        moved = true;
    }
    // Off the bar: a list kept as it was under the pointer after an action taken from it (its
    // rows in place, the spent ones greyed: refreshHover) is rebuilt from the core's legal
    // actions for the hovered square, wherever the pointer went (the card, the log, the map
    // on the same square).
    if (const bool on_bar = bar_.area().contains(x, y); on_bar != pointer_on_bar_) {
        pointer_on_bar_ = on_bar;
        if (!on_bar && bar_kept_) {
            refreshHover();
            moved = true;
        }
    }
    // The square the bar's list is for changes only while the pointer is over the map: moving
    // onto the bar keeps the list it was drawn with.
    if (!confirm_end_ && l.map.contains(x, y)) {
        const std::optional<Pos> square = view_.squareAt(x, y);
        if (square != hovered_) {
            hovered_ = square;
            refreshHover();
            moved = true;
        }
    }
    if (const auto line = log_.lineAt(x, y); (line && log_.aiNote(*line) ? line : std::nullopt) != review_hover_) {
        review_hover_ = line && log_.aiNote(*line) ? line : std::nullopt;
        updateReview();
        app_.redraw();
    }
    updateTooltip();
    // The lit row follows the pointer; the warning's names too.
    if (bar_.area().contains(x, y) || confirm_end_) moved = true;
    if (moved || tooltip_ != before || !tooltip_.empty()) app_.redraw();
    return true;
}

void BoardScreen::updateTooltip() {
    // What the tooltip shows, for the tutorial's guide: an attack's odds, the card's words.
    bool odds = false, card = false;
    const auto noteKind = [&] {
        if (odds && !odds_tip_) ++tally_.odds_tips;
        if (card && !card_tip_) ++tally_.card_tips;
        odds_tip_ = odds;
        card_tip_ = card;
    };
    const int x = mouse_x_, y = mouse_y_;
    tooltip_.clear();
    if (confirm_end_ || !tip_armed_) return noteKind();
    const Layout l = layout();
    if (l.map.contains(x, y)) {
        if (const auto square = view_.squareAt(x, y)) {
            tooltip_ = squareTooltip(*square);
            const int t = session_->state().characterAt(*square);
            odds = t >= 0 && selected_ && ownCharacter(*selected_) && defaultAttack(t).has_value();
        }
        // A zone's name tag: what the quest asks of that zone, in one line, unless the square
        // under it has something to say (a move's reason, a trap).
        if (const std::string zone = view_.zoneTagAt(x, y); tooltip_.empty() && !zone.empty())
            tooltip_ = zoneTip(app_, session_->state(), zone);
        return noteKind();
    }
    if (const DrawnRow* row = bar_.rowAt(x, y)) {
        // The row drawn under the pointer, as the core judges its action now.
        tooltip_ = rowTooltip(row->item.action);
        const Action& a = row->item.action;
        odds = row->item.legal && isAttack(a);
    } else if (const auto& more = bar_.moreRect(); more && more->contains(x, y)) {
        tooltip_ = app_.tr("board.bar.more_tip");
    } else if (std::string t = head_view_.contains(x, y) ? card_.tooltipAt(x, y) : std::string(); !t.empty()) {
        tooltip_ = t;
        card = selected_.has_value();
    } else if (const std::string k = log_.keywordAt(x, y); !k.empty()) {
        if (const RulesTopic* topic = app_.rulesReference().forKeyword(k))
            tooltip_ = app_.strings().plain(topic->title + " (" + topic->rule + ")\n" + topic->text);
    } else if (focus_button_ >= 0 && focus_button_ <= 3) {
        static const char* const tips[] = {"board.tip.end_turn", "board.tip.undo", "board.tip.menu",
                                           "board.tip.suggest"};
        tooltip_ = app_.tr(tips[focus_button_]);
    } else if (l.title.contains(x, y)) {
        // The quest's title: its objective (what wins the game).
        const std::string& lang = app_.settings().language;
        const QuestDef& q = session_->state().content().quest;
        tooltip_ = app_.tr("quest.objective") + "\n" + q.objective.in(lang);
        if (l.title_cut) tooltip_ = q.title.in(lang) + "\n" + tooltip_;  // a title cut or gone: whole here
    }
    noteKind();
}

std::string BoardScreen::rowTooltip(const Action& action) const {
    const ActionItem item = makeItem(action);
    if (!item.legal) return item.label + "\n" + item.why;
    if (attackTarget(action) >= 0) return attackTooltip(action);
    // A hero's move is flagged while a hidden trap lies unsprung anywhere (the flag must not
    // give the trap away, R48): it is undone unless it does spring one.
    // R6: the core's odds of the tests it rolls (a spell's tiers, R23), before the mark.
    std::string text = item.label;
    if (const std::string odds = oddsText(app_, session_->state(), action); !odds.empty()) text += "\n" + odds;
    // R40, R52: what breaking a door down and leaving the board do, from the core.
    std::string more;
    if (const auto* b = std::get_if<BreakDoor>(&action)) more = doorBlowText(app_, session_->state(), *b);
    if (const auto* e = std::get_if<Exit>(&action)) more = exitText(app_, session_->state(), *e);
    if (!more.empty()) text += "\n" + more;
    if (!item.undoable) return text + "\n" + app_.tr(item.rolls_dice ? "board.not_undoable" : "board.may_reveal");
    return text;  // the whole label: the bar may cut a long one
}

bool BoardScreen::click(int x, int y) {
    mouse_x_ = x;
    mouse_y_ = y;
    tip_armed_ = true;
    if (TutorialGuide::Command command{}; guide_ && guide_->click(x, y, *this, &command)) {
        if (command == TutorialGuide::Command::Quit) quit();
        return true;
    }
    if (recapClick(x, y)) return true;
    const bool tumbling = dice_.animating();
    if (dice_.animating() || motion_.animating()) {
        // A click ends every animation at once (the state is already applied) and still acts.
        const bool ai_result = showingAiResult();
        dice_.skip();
        skipMotion();
        app_.redraw();
        if (ai_result) {  // a click only ends the AI's dice: the bar under it was not the player's
            app_.redraw();
            return true;
        }
    }
    const Layout l = layout();
    if (confirm_end_) {
        // A name: select that character (and close the warning).
        for (const auto& [r, who] : confirm_names_)
            if (r.contains(x, y)) {
                closeConfirm();
                select(who);
                view_.centerOn(session_->state().character(who).pos);
                return true;
            }
        const Rect box = confirmBox(l);
        const Painter& p = app_.painter();
        const int bw = p.px(150), bh = p.px(38);
        const Rect yes{box.centerX() - bw - p.px(8), box.bottom() - bh - p.px(16), bw, bh};
        const Rect no{box.centerX() + p.px(8), box.bottom() - bh - p.px(16), bw, bh};
        if (yes.contains(x, y)) endTurn(true);
        if (no.contains(x, y)) closeConfirm();
        return true;
    }
    if (!tumbling && !dice_.rolls().empty() && dice_rect_.contains(x, y)) {
        if (!dice_.folded() && dice_.onHistoryLine(x, y))
            dice_.toggleHistory();  // its last line: this turn's rolls, and back
        else
            dice_.toggleFold();  // the folded tray opens (and folds again)
        return true;
    }
    if (l.end_turn.rect.contains(x, y)) {
        if (l.end_turn.enabled) endTurn(false);
        return true;
    }
    if (l.undo.rect.contains(x, y)) {
        undo();
        return true;
    }
    if (l.menu.rect.contains(x, y)) {
        openMenu();
        return true;
    }
    if (l.suggest.rect.contains(x, y)) {
        if (l.suggest.enabled) suggest();
        return true;
    }
    // "+3 more": the rows that did not fit (the wheel over the bar brings them too).
    if (bar_.clickMore(x, y)) {
        updateTooltip();
        app_.redraw();
        return true;
    }
    // The row drawn under the pointer when it was pressed, whatever the list became since;
    // its action only if the core still allows it.
    if (const DrawnRow* row = bar_.rowAt(x, y)) {
        const Action action = row->item.action;
        if (session_->state().isLegal(action)) choose(action);
        return true;
    }
    if (const auto line = log_.lineAt(x, y); line && log_.aiNote(*line)) {
        // Review an AI action: the line stays highlighted with its squares until clicked again.
        review_pinned_ = review_pinned_ == line ? std::nullopt : line;
        updateReview();
        app_.redraw();
        return true;
    }
    if (const auto square = view_.squareAt(x, y)) clickSquare(*square);
    return true;
}

bool BoardScreen::scroll(int dy) {
    tip_armed_ = true;
    if (bar_.scroll(mouse_x_, mouse_y_, dy) || log_.scroll(mouse_x_, mouse_y_, dy)) {
        app_.redraw();
        return true;
    }
    if (head_view_.contains(mouse_x_, mouse_y_)) {
        // The card or the objective, when the window is too short for all of it.
        const int before = head_scroll_;
        head_scroll_ = scrolledBy(app_.painter(), head_scroll_, dy, head_max_scroll_);
        // On whole lines: the view starts where a line ends (or at the top), never in a line
        // (half a line under the top bar, play 8 #11).
        if (head_scroll_ > before) {
            for (const int bottom : head_lines_)
                if (bottom >= head_scroll_) {
                    head_scroll_ = std::min(bottom, head_max_scroll_);
                    break;
                }
        } else if (head_scroll_ < before) {
            int top = 0;
            for (const int bottom : head_lines_)
                if (bottom <= head_scroll_) top = bottom;
            head_scroll_ = top;
        }
        if (head_scroll_ != before) {
            updateTooltip();
            app_.redraw();
        }
        return true;
    }
    if (view_.area().contains(mouse_x_, mouse_y_)) {
        view_.zoom(dy, mouse_x_, mouse_y_);
        app_.redraw();
    }
    return true;
}

bool BoardScreen::otherEvent(const SDL_Event& event) {
    const bool pan_button = (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) &&
                            (event.button.button == SDL_BUTTON_RIGHT || event.button.button == SDL_BUTTON_MIDDLE);
    if (!pan_button) return false;
    if (event.type == SDL_MOUSEBUTTONDOWN && view_.area().contains(event.button.x, event.button.y)) {
        dragging_ = true;
        drag_x_ = event.button.x;
        drag_y_ = event.button.y;
    } else if (event.type == SDL_MOUSEBUTTONUP) {
        dragging_ = false;
    }
    return true;
}

// ---- Turn recap, whose-turn banner ----

void BoardScreen::noticeTurn() {
    const GameState& s = session_->state();
    const std::pair<int, Side> now{s.turn(), s.activeSide()};
    if (now == turn_seen_ || s.isOver()) return;
    turn_seen_ = now;
    banner_due_ = app_.turnBannerMs() > 0;
    banner_side_ = now.second;
    banner_turn_ = now.first;
    ai_acting_.clear();
    recap_.clear();
    recap_open_ = false;
    recap_hover_.reset();
    recap_selected_.reset();
    recap_rows_.clear();
    // The recap is for a side a human plays: of the other side's turn, as that human may know it.
    if (!ai_->controls(now.second))
        if (const auto mark = previousTurn(*session_)) {
            recap_side_ = mark->side;
            recap_from_ = mark->steps;
            recap_to_ = session_->history().size();
            recap_ = recapLines(session_->history(), *mark, s, now.second, app_.strings());
            recap_open_ = !recap_.empty();
        }
    updateReview();  // shown by showDueBanner once the board is on top (after a hand-off)
}

void BoardScreen::showDueBanner() {
    if (!banner_due_ || app_.screens().top() != this || app_.screens().hasPending()) return;
    banner_due_ = false;
    banner_start_ = app_.now();
    banner_until_ = std::max<Uint32>(1, banner_start_ + static_cast<Uint32>(std::max(0, app_.turnBannerMs())));
    app_.redraw();
}

bool BoardScreen::bannerShowing() const {
    return banner_until_ != 0 && static_cast<Sint32>(banner_until_ - app_.now()) > 0;
}

std::string BoardScreen::aiStatus() const {
    const GameState& s = session_->state();
    if (ai_acting_.empty() || s.isOver() || !ai_->controls(decider())) return {};
    return app_.strings().format(decider() == Side::Master ? "board.ai.acting.master" : "board.ai.acting.heroes",
                                 ai_acting_);
}

std::string BoardScreen::thinkingText() const {
    const GameState& s = session_->state();
    if (hint_ai_->busy() && !hint_ai_->ready() && app_.now() - hint_ai_->startedAt() >= kThinkingDelayMs)
        return app_.tr("board.thinking.hint");
    if (s.isOver() || !ai_->busy() || ai_->ready() || !ai_->controls(decider())) return {};
    if (app_.now() - ai_->startedAt() < kThinkingDelayMs) return {};
    return app_.tr(decider() == Side::Master ? "board.thinking.master" : "board.thinking.heroes");
}

// ---- The Suggest hint: the heroes' search (Veteran) on a worker, drawn on the board ----

bool BoardScreen::hintOffered() const {
    // A human heroes' player against an AI Master: in hot-seat the machine's advice to one
    // player would be unfair to the other.
    return !ai_->controls(Side::Heroes) && ai_->controls(Side::Master);
}

bool BoardScreen::hintAvailable() const {
    const GameState& s = session_->state();
    return hintOffered() && !s.isOver() && decider() == Side::Heroes && !aiTurn() && !covered() && !hint_ai_->busy();
}

void BoardScreen::suggest() {
    if (!hintAvailable()) return;
    if (suggestion()) return;  // already shown for this state: not asked (nor counted) again
    hint_ai_->start(session_->state(), static_cast<std::size_t>(session_->stateVersion()), app_.now());
    app_.redraw();
}

void BoardScreen::hintTick() {
    if (!hint_ai_->busy()) return;
    const auto version = static_cast<std::size_t>(session_->stateVersion());
    if (app_.manualClock()) hint_ai_->wait();  // as for the AI: none of the app's time
    std::optional<AiDriver::Result> r = hint_ai_->poll();
    if (!r) {
        return;
    }
    const GameState& s = session_->state();
    // Computed for a state that has changed since (the player acted, undid): dropped, not counted.
    if (r->step != version || !r->error.empty() || !s.isLegal(r->choice.action)) return;
    Suggestion sug;
    sug.action = r->choice.action;
    sug.version = session_->stateVersion();
    sug.characters = r->choice.characters;
    sug.squares = r->choice.squares;
    // What to do, worded as the search's line words it ("Irf attacks ghoul"), and its value.
    std::string what = actionLabel(app_, s, sug.action);
    const ai::Explanation& why = r->choice.why;
    if ((why.key == ai::ExplainKey::SearchLine || why.key == ai::ExplainKey::SearchLineOnly) && !why.args.empty() &&
        why.args.front().kind == ai::ExplainArg::Kind::Part && !why.args.front().part.empty())
        what = explanationText(app_, s, why.args.front().part.front());
    const int percent = static_cast<int>(std::lround(r->value_percent.value_or(50.0)));
    sug.text = app_.strings().format("board.hint.line", what, app_.strings().format("ai.percent", percent));
    suggestion_ = std::move(sug);
    session_->countHint();
    ++revision_;  // kept with the game: the next autosave writes the count
    app_.redraw();
}

Rect BoardScreen::suggestButton() const { return layout().suggest.rect; }

std::optional<Action> BoardScreen::suggestion() const {
    if (!suggestion_ || suggestion_->version != session_->stateVersion()) return std::nullopt;
    return suggestion_->action;
}

std::string BoardScreen::suggestionText() const { return suggestion() ? suggestion_->text : std::string(); }

BoardOverlays BoardScreen::withSuggestion() const {
    // Drawn as an AI line under review is: the actor ringed, its target and destination marked.
    BoardOverlays o = overlays_;
    o.review_characters = suggestion_->characters;
    o.review_squares = suggestion_->squares;
    return o;
}

SDL_Color BoardScreen::thinkingColour() const {
    // A slow breath (1.6 s) between the Master's colour and the bone of the text: light, never a blink.
    const double phase = static_cast<double>(app_.now() % 1600) / 1600.0;
    const double k = 0.5 - 0.5 * std::cos(phase * 2.0 * 3.14159265358979);
    const SDL_Color a = theme().master_text, b = theme().bone;
    const auto mix = [&](Uint8 x, Uint8 y) { return static_cast<Uint8>(x + (y - x) * 0.45 * k); };
    return SDL_Color{mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), 255};
}

std::optional<Rect> BoardScreen::recapRowRect(std::size_t index) const {
    if (!recap_open_ || index >= recap_rows_.size()) return std::nullopt;
    return recap_rows_[index];
}

void BoardScreen::replayRecap() {
    const auto& history = session_->history();
    motion_.clear();
    // One step after the other, each once the last one's animation is over (tick).
    replay_next_ = recap_from_;
    replay_end_ = std::min(recap_to_, history.size());
    replayStep();
    app_.redraw();
}

void BoardScreen::replayStep() {
    const auto& history = session_->history();
    const int speed = std::max(1, app_.settings().own_speed);
    replay_end_ = std::min(replay_end_, history.size());
    while (replay_next_ < replay_end_ && !motion_.animating())
        motion_.start(history[replay_next_++].events, session_->state(), speed, 0, app_.strings());
}

void BoardScreen::skipMotion() {
    motion_.skip();
    replay_next_ = replay_end_;  // a replay ends with it
}

void BoardScreen::drawRecap(Painter& p, const Layout& l) {
    recap_rows_.clear();
    recap_panel_ = recap_replay_ = recap_close_ = Rect{};
    if (!recap_open_ || recap_.empty() || l.map.w < p.px(200)) return;
    const int size = p.px(14), title_size = p.px(15), pad = p.px(8);
    const int lh = p.text().lineHeight(Face::Regular, size);
    const int bh = p.px(26);
    const int head = std::max(bh, p.text().lineHeight(Face::Bold, title_size));
    const int w = std::min(l.map.w - p.px(20), p.px(460));
    // As many lines as fit under the banners; none: not drawn this frame (a map made short by a
    // small window and the tutorial's panel; it comes back when there is room).
    const int room = l.map.bottom() - notice_area_->y - p.px(20) - 2 * pad - head - p.px(6);
    if (room < lh) return;
    const std::size_t rows = std::min(recap_.size(), static_cast<std::size_t>(std::max(1, room / lh)));
    const int h = 2 * pad + head + p.px(6) + static_cast<int>(rows) * lh;
    // In the corner of the map farthest from the pieces of the side reading it (on screen), so
    // that it covers none of them where it can (Quest I's heroes start at the bottom left).
    const GameState& st = session_->state();
    long sx = 0, sy = 0, n = 0;
    for (int who = 0; who < static_cast<int>(st.characters().size()); ++who)
        if (st.character(who).side == st.activeSide() && st.able(who)) {
            const SDL_Rect r = view_.squareRect(st.character(who).pos);
            sx += r.x + r.w / 2;
            sy += r.y + r.h / 2;
            ++n;
        }
    const bool right = n > 0 && sx / n < l.map.centerX();
    const bool top = n > 0 && sy / n > l.map.centerY();
    recap_panel_ = Rect{right ? l.map.right() - w - p.px(10) : l.map.x + p.px(10),
                        top ? notice_area_->y + p.px(4) : l.map.bottom() - h - p.px(10), w, h};
    p.fill(recap_panel_, translucent(theme().card, 230));
    p.outline(recap_panel_, theme().border, 1);
    const PanelScope scope(p, recap_panel_, PanelKind::Panel, "recap");
    // The buttons at the right of the title: Replay, Close.
    const auto buttonWidth = [&](const std::string& label) {
        return p.text().width(Face::Bold, p.px(13), label) + p.px(16);
    };
    const std::string close = app_.tr("recap.close"), replay = app_.tr("recap.replay");
    recap_close_ = Rect{recap_panel_.right() - pad - buttonWidth(close), recap_panel_.y + pad, buttonWidth(close), bh};
    recap_replay_ = Rect{recap_close_.x - p.px(6) - buttonWidth(replay), recap_close_.y, buttonWidth(replay), bh};
    for (const auto& [r, label] : {std::pair{recap_replay_, replay}, std::pair{recap_close_, close}}) {
        const bool over = r.contains(mouse_x_, mouse_y_);
        p.fill(r, over ? theme().row_lit : theme().cell);
        p.outline(r, theme().border, 1);
        const PanelScope button(p, r, PanelKind::Button, "button " + label);
        p.text(Face::Bold, p.px(13), label, theme().gold, r.centerX(),
               r.y + (r.h - p.text().lineHeight(Face::Bold, p.px(13))) / 2, Align::Center);
    }
    int tsize = title_size;
    const std::string title =
        fitText(p, Face::Bold, tsize, std::min(tsize, p.px(11)),
                app_.tr(recap_side_ == Side::Heroes ? "recap.title.heroes" : "recap.title.master"),
                recap_replay_.x - recap_panel_.x - pad - p.px(6));
    p.text(Face::Bold, tsize, title, theme().gold_bright, recap_panel_.x + pad,
           recap_panel_.y + pad + (head - p.text().lineHeight(Face::Bold, tsize)) / 2);
    int y = recap_panel_.y + pad + head + p.px(6);
    const std::optional<std::size_t> focus = recapFocus();
    for (std::size_t i = 0; i < rows; ++i) {
        const Rect row{recap_panel_.x + p.px(4), y, recap_panel_.w - p.px(8), lh};
        recap_rows_.push_back(row);
        if (focus == i) p.fill(row, translucent(theme().row_lit, 200));
        int line_size = size;
        std::string text = recap_[i].text;
        if (i + 1 == rows && rows < recap_.size()) text += " …";
        text = fitText(p, Face::Regular, line_size, line_size, text, row.w - p.px(8));
        p.text(Face::Regular, line_size, text, recap_selected_ == i ? theme().gold_bright : theme().bone,
               row.x + p.px(4), y);
        y += lh;
    }
}

void BoardScreen::drawBanner(Painter& p, const Layout& l) {
    if (!bannerShowing()) return;
    const Uint32 length = static_cast<Uint32>(std::max(1, app_.turnBannerMs()));
    const Uint32 gone = app_.now() - banner_start_;
    // Full for the first half, then fading out.
    const double left =
        gone < length / 2 ? 1.0 : std::max(0.0, 1.0 - double(gone - length / 2) / double(length - length / 2));
    const auto alpha = [left](int a) { return static_cast<Uint8>(std::clamp(a * left, 0.0, 255.0)); };
    p.beginLayer();
    const bool master = banner_side_ == Side::Master;
    int size = std::min(p.px(44), std::max(p.px(20), l.map.w * 44 / 900));
    const std::string title = fitText(p, Face::Title, size, std::min(size, p.px(18)),
                                      app_.tr(master ? "banner.master" : "banner.heroes"), l.map.w - p.px(40));
    const std::string turn = app_.strings().format("banner.turn", banner_turn_);
    const int th = p.text().lineHeight(Face::Title, size), sh = p.text().lineHeight(Face::Title, p.px(20));
    const int mid = l.map.y + l.map.h * 40 / 100;
    Rect band{l.map.x, mid - th / 2 - sh - p.px(10), l.map.w, th + sh + p.px(24)};
    // Inside the map (a short one: the tutorial's panel under it in a small window), or not at
    // all when the map is lower than the band (the top bar says whose turn it is too).
    if (band.h > l.map.h) return;
    band.y = std::clamp(band.y, l.map.y, l.map.bottom() - band.h);
    p.glowBar(band, translucent(master ? theme().master_glow : theme().hero_glow, alpha(190)));
    const PanelScope scope(p, band, PanelKind::Panel, "turn banner");
    p.shadowedText(Face::Title, p.px(20), turn, translucent(theme().bone, alpha(255)), band.centerX(), band.y + p.px(6),
                   Align::Center);
    p.shadowedText(Face::Title, size, title, translucent(theme().gold_bright, alpha(255)), band.centerX(),
                   band.y + p.px(6) + sh + p.px(4), Align::Center);
}

bool BoardScreen::recapClick(int x, int y) {
    if (!recap_open_ || !recap_panel_.contains(x, y)) return false;
    if (recap_close_.contains(x, y)) {
        ++tally_.recaps_seen;
        recap_open_ = false;
        recap_hover_.reset();
        recap_selected_.reset();
        updateReview();
    } else if (recap_replay_.contains(x, y)) {
        ++tally_.recaps_seen;
        replayRecap();
    } else {
        for (std::size_t i = 0; i < recap_rows_.size(); ++i)
            if (recap_rows_[i].contains(x, y)) recap_selected_ = recap_selected_ == i ? std::nullopt : std::optional{i};
        updateReview();
    }
    app_.redraw();
    return true;
}

bool BoardScreen::recapHover(int x, int y) {
    std::optional<std::size_t> over;
    if (recap_open_ && recap_panel_.contains(x, y))
        for (std::size_t i = 0; i < recap_rows_.size(); ++i)
            if (recap_rows_[i].contains(x, y)) over = i;
    const bool on_panel = recap_open_ && recap_panel_.contains(x, y);
    if (over != recap_hover_) {
        recap_hover_ = over;
        updateReview();
        app_.redraw();
    }
    if (on_panel) app_.redraw();  // the buttons light under the pointer
    return on_panel;
}

// ---- The tutorial's guide ----

void BoardScreen::setGuide(std::unique_ptr<TutorialGuide> guide) {
    guide_ = std::move(guide);
    app_.redraw();
}

std::optional<Rect> BoardScreen::guideHighlight(const Layout& l) const {
    const TutorialStep* step = guide_ ? guide_->step() : nullptr;
    if (!step) return std::nullopt;
    const TutorialHighlight& h = step->highlight;
    const GameState& s = session_->state();
    const auto square = [&](Pos p) -> std::optional<Rect> {
        const SDL_Rect r = view_.squareRect(p);
        const Rect out{r.x, r.y, r.w, r.h};
        // Only where the map shows it (scrolled off: nothing).
        if (out.right() <= l.map.x || out.x >= l.map.right() || out.bottom() <= l.map.y || out.y >= l.map.bottom())
            return std::nullopt;
        return out;
    };
    switch (h.kind) {
        case TutorialHighlight::Kind::None:
            return std::nullopt;
        case TutorialHighlight::Kind::Square:
            return square(h.square);
        case TutorialHighlight::Kind::Character: {
            const int who = s.characterIndex(h.character);
            if (who < 0 ||
                (s.character(who).presence != Presence::OnBoard && s.character(who).presence != Presence::Down))
                return std::nullopt;
            return square(s.character(who).pos);
        }
        case TutorialHighlight::Kind::Ui:
            break;
    }
    switch (h.ui) {
        case TutorialUi::EndTurn:
            return l.end_turn.rect;
        case TutorialUi::Undo:
            return l.undo.rect;
        case TutorialUi::Menu:
            return l.menu.rect;
        case TutorialUi::Card:
            return head_view_.w > 0 ? std::optional{head_view_} : std::nullopt;
        case TutorialUi::Actions:
            return bar_.area().w > 0 ? std::optional{bar_.area()} : std::nullopt;
        case TutorialUi::Log:
            return log_rect_.w > 0 ? std::optional{log_rect_} : std::nullopt;
        case TutorialUi::Dice:
            return dice_rect_.w > 0 ? std::optional{dice_rect_} : std::nullopt;
        case TutorialUi::Recap:
            return recap_open_ && recap_panel_.w > 0 ? std::optional{recap_panel_} : std::nullopt;
        case TutorialUi::Title:
            return l.title.w > 0 ? std::optional{l.title} : std::nullopt;
    }
    return std::nullopt;
}

void BoardScreen::drawGuide(Painter& p, const Layout& l) {
    guide_target_.reset();
    if (!guide_ || guide_->finished()) return;
    if (const std::optional<Rect> target = guideHighlight(l)) {
        // A gold frame around the step's target, a dark one around it so it reads on any ground.
        const int t = std::max(2, p.px(3));
        // Inside the window: the card's frame at the window's edge stays whole.
        const int x0 = std::max(0, target->x - 2 * t), y0 = std::max(0, target->y - 2 * t);
        const int x1 = std::min(p.width(), target->right() + 2 * t),
                  y1 = std::min(p.height(), target->bottom() + 2 * t);
        const Rect outer{x0, y0, x1 - x0, y1 - y0};
        p.outline(outer, translucent(theme().cursor_edge, 200), t);
        p.outline(Rect{outer.x + t, outer.y + t, outer.w - 2 * t, outer.h - 2 * t}, theme().gold_bright, t);
        guide_target_ = target;
    }
    guide_->draw(p, l.guide, covered() ? -1 : mouse_x_, covered() ? -1 : mouse_y_);
}

}  // namespace cata::app
