// The deployment screen.
#include "cata/app/deploy_screen.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cata/ai/setup.h"
#include "cata/app/action_bar.h"
#include "cata/app/ai_driver.h"
#include "cata/app/app.h"
#include "cata/app/event_text.h"
#include "cata/app/group_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/theme.h"
#include "cata/content/engine_setup.h"

namespace cata::app {

namespace {

std::string square(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

}  // namespace

DeployScreen::DeployScreen(App& app, content::NewGame game, BoardConfig config, content::Players players,
                           std::vector<const Screen*> flow)
    : Screen(app),
      game_(std::move(game)),
      config_(std::move(config)),
      players_(std::move(players)),
      flow_(std::move(flow)),
      view_(app) {
    // The content as the game will embed it: a throwaway session gives it.
    if (auto session = content::GameSession::start(app_.documents(), game_, &error_)) {
        content_ = session->state().contentPtr();
        state_ = session->state();
        placeAi();
        // Hot-seat (play 7): each side places out of the other's sight. The Master, who built
        // his group last, first; the heroes after a hand-off, and the board opens on their turn.
        if (config_.hand_off && !isAi(players_.heroes) && !isAi(players_.master)) placing_ = Side::Master;
    } else if (std::string gone = app_.questGone(game_.quest_id); !gone.empty()) {
        error_ = std::move(gone);  // the quest file changed on disk since it was listed
    }
}

bool DeployScreen::aiPlaces(std::size_t index) const {
    return index < count() && isAi(heroAt(index) ? players_.heroes : players_.master);
}

void DeployScreen::placeAi() {
    // R44 "Playing solo", deployment: the Master AI places its own characters (from where the
    // heroes stand, so again each time a hero moves). The AI heroes keep the default squares.
    if (!content_ || !isAi(players_.master)) return;
    game_.master = ai::deployR44(*content_, game_.heroes, game_.master);
    rebuild();
}

bool DeployScreen::hidden(std::size_t index) const {
    return placing_ && index < count() && heroAt(index) != (*placing_ == Side::Heroes) && !locked(index);
}

void DeployScreen::handOver(Side next) {
    placing_ = next;
    selected_.reset();
    dragging_ = pressing_ = false;
    error_.clear();
    app_.screens().push(std::make_unique<HandOffScreen>(app_, next, 1));
    handing_off_ = true;
    app_.redraw();
}

void DeployScreen::activated() {
    if (!handing_off_ || app_.screens().top() != this) return;
    handing_off_ = false;
    key_guard_.arm(app_.now(), app_.handOffGuardMs());
    list_first_ = 0;
    // The hover of where the pointer is now (it may have moved over the hand-off screen), not
    // of the Master's last motion on this screen.
    const std::optional<SDL_Point> at = app_.pointer();
    mouse_ = at.value_or(SDL_Point{-1, -1});
    const Layout l = layout();
    focus_button_ = !at                                       ? -1
                    : l.automatic.rect.contains(at->x, at->y) ? 0
                    : l.start.rect.contains(at->x, at->y)     ? 1
                    : l.back.rect.contains(at->x, at->y)      ? 2
                                                              : -1;
    hovered_ = at ? view_.squareAt(at->x, at->y) : std::nullopt;
    app_.redraw();
}

bool DeployScreen::handleEvent(const SDL_Event& event) {
    if (event.type == SDL_KEYDOWN && key_guard_.locked(app_.now())) return true;
    return Screen::handleEvent(event);
}

bool DeployScreen::keysLocked() const { return key_guard_.locked(app_.now()); }

Placement& DeployScreen::placement(std::size_t index) {
    return heroAt(index) ? game_.heroes[index] : game_.master[index - game_.heroes.size()];
}
const Placement& DeployScreen::placement(std::size_t index) const {
    return heroAt(index) ? game_.heroes[index] : game_.master[index - game_.heroes.size()];
}

bool DeployScreen::locked(std::size_t index) const {
    if (!content_ || index >= count()) return false;
    if (aiPlaces(index)) return true;
    const QuestDef& q = content_->quest;
    const auto& roster = heroAt(index) ? q.hero_roster : q.master_roster;
    const std::size_t i = heroAt(index) ? index : index - game_.heroes.size();
    return roster && i < roster->size() && (*roster)[i].at.has_value() && (*roster)[i].card == placement(index).card;
}

std::optional<std::size_t> DeployScreen::characterAt(Pos p) const {
    if (!content_) return std::nullopt;
    for (std::size_t i = 0; i < count(); ++i) {
        if (hidden(i)) continue;  // the other side's, out of sight: no square of this side's to take
        const Placement& pl = placement(i);
        const int c = content_->cardIndex(pl.card);
        const int w = c >= 0 ? std::max(1, content_->cards[static_cast<std::size_t>(c)].footprint_w) : 1;
        const int h = c >= 0 ? std::max(1, content_->cards[static_cast<std::size_t>(c)].footprint_h) : 1;
        if (p.x >= pl.at.x && p.y >= pl.at.y && p.x < pl.at.x + w && p.y < pl.at.y + h) return i;
    }
    return std::nullopt;
}

std::string DeployScreen::refusal(std::size_t index, Pos p) const {
    if (!content_) return error_;
    if (aiPlaces(index)) return app_.tr("deploy.ai_places");
    if (locked(index)) return app_.tr("deploy.locked");
    const QuestDef& q = content_->quest;
    const ZoneDef* zone = q.zone(q.hero_zone);
    const int c = content_->cardIndex(placement(index).card);
    const int w = c >= 0 ? std::max(1, content_->cards[static_cast<std::size_t>(c)].footprint_w) : 1;
    const int h = c >= 0 ? std::max(1, content_->cards[static_cast<std::size_t>(c)].footprint_h) : 1;
    for (int dy = 0; dy < h; ++dy)
        for (int dx = 0; dx < w; ++dx) {
            const Pos s{p.x + dx, p.y + dy};
            const TileKind k = q.tile(s);
            if ((k != TileKind::Floor && k != TileKind::Reinforcement) || q.objectAt(s)) return app_.tr("deploy.not_floor");
            const bool in_zone = zone && std::binary_search(zone->squares.begin(), zone->squares.end(), s);
            if (heroAt(index) && !in_zone) return app_.tr("deploy.hero_zone");
            if (!heroAt(index) && in_zone) return app_.tr("deploy.master_zone");
            if (const auto other = characterAt(s); other && *other != index) {
                if (heroAt(*other) != heroAt(index) || locked(*other) || w != 1 || h != 1) return app_.tr("deploy.taken");
            }
        }
    return {};
}

bool DeployScreen::place(std::size_t index, Pos to) {
    if (index >= count()) return false;
    if (placement(index).at == to) return true;
    if (std::string why = refusal(index, to); !why.empty()) {
        error_ = why;
        app_.redraw();
        return false;
    }
    if (const auto other = characterAt(to); other && *other != index) placement(*other).at = placement(index).at;
    placement(index).at = to;
    error_.clear();
    rebuild();
    if (heroAt(index)) placeAi();
    app_.redraw();
    return true;
}

void DeployScreen::autoDeploy() {
    if (!content_) return;
    std::vector<RosterEntry> heroes, master;
    for (std::size_t i = 0; i < count(); ++i) {
        const Placement& p = placement(i);
        RosterEntry e{p.card, p.id, std::nullopt};
        if (locked(i) || hidden(i)) e.at = p.at;  // hot-seat: the other side's placements stay theirs
        (heroAt(i) ? heroes : master).push_back(std::move(e));
    }
    const content::Deployment d = content::deploy(app_.documents().library(), content_->quest, heroes, master);
    if (!d.error.empty() || d.heroes.size() != game_.heroes.size() || d.master.size() != game_.master.size()) {
        error_ = d.error.empty() ? app_.tr("deploy.auto_failed") : d.error;
        app_.redraw();
        return;
    }
    for (std::size_t i = 0; i < d.heroes.size(); ++i) game_.heroes[i].at = d.heroes[i].at;
    for (std::size_t i = 0; i < d.master.size(); ++i) game_.master[i].at = d.master[i].at;
    error_.clear();
    selected_.reset();
    rebuild();
    placeAi();
    app_.redraw();
}

void DeployScreen::rebuild() {
    if (!content_) return;
    GameSetup setup;
    setup.content = content_;
    setup.options = game_.options;
    setup.heroes = game_.heroes;
    setup.master = game_.master;
    setup.seed = game_.seed;
    std::vector<std::string> errors;
    if (auto s = GameState::create(setup, &errors))
        state_ = std::move(*s);
    else if (!errors.empty())
        error_ = errors.front();
}

bool DeployScreen::start() {
    if (placing_ == Side::Master) {  // hot-seat: the heroes place theirs next, out of his sight
        handOver(Side::Heroes);
        return true;
    }
    auto session = content::GameSession::start(app_.documents(), game_, &error_);
    if (!session) {
        if (std::string gone = app_.questGone(game_.quest_id); !gone.empty()) error_ = std::move(gone);
        app_.redraw();
        return false;
    }
    session->setPlayers(players_);
    // The setup screens below go with this one (popping the lowest takes those above it).
    app_.screens().pop(flow_.empty() ? static_cast<const Screen*>(this) : flow_.front());
    app_.screens().push(std::make_unique<BoardScreen>(app_, std::move(session), config_));
    return true;
}

void DeployScreen::back() {
    if (placing_ == Side::Heroes) {  // hot-seat: back to the Master's placements, out of the heroes' sight
        handOver(Side::Master);
        return;
    }
    // The last setup screen where a person built a group; a fixed roster's screen (nothing to
    // change there) is passed. Popping the screen above it takes this one too.
    std::size_t stop = flow_.size();
    while (stop > 0) {
        const auto* group = dynamic_cast<const GroupScreen*>(flow_[stop - 1]);
        if (!group || !group->fixed()) break;
        --stop;
    }
    app_.screens().pop(stop == flow_.size() ? static_cast<const Screen*>(this) : flow_[stop]);
}

DeployScreen::Layout DeployScreen::layout() const {
    const Painter& p = app_.painter();
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(p.px(340), w * 45 / 100);
    Layout l;
    l.map = Rect{0, 0, w - panel_w, h};
    l.panel = Rect{w - panel_w, 0, panel_w, h};
    const int pad = p.px(16), bh = p.px(42), gap = p.px(10);
    const int bw = panel_w - 2 * pad;
    int y = h - pad - bh;
    l.back = Button{Rect{l.panel.x + pad, y, bw, bh}, app_.tr("deploy.back"), true};
    y -= bh + gap;
    l.start = Button{Rect{l.panel.x + pad, y, bw, bh},
                     app_.tr(placing_ == Side::Master ? "deploy.hand_over" : "deploy.start"), content_ != nullptr};
    y -= bh + gap;
    l.automatic = Button{Rect{l.panel.x + pad, y, bw, bh}, app_.tr("deploy.auto"), content_ != nullptr};
    return l;
}

void DeployScreen::draw(Painter& p) {
    const Layout l = layout();
    p.fill(Rect{0, 0, p.width(), p.height()}, theme().map_backdrop);
    if (state_) {
        BoardOverlays o;
        if (selected_) {
            o.selected = static_cast<int>(*selected_);
            for (int y = 0; y < state_->board().height(); ++y)
                for (int x = 0; x < state_->board().width(); ++x)
                    if (refusal(*selected_, Pos{x, y}).empty()) o.allowed.push_back(Pos{x, y});
            if (dragging_) {
                o.dragged = static_cast<int>(*selected_);
                o.drag_point = mouse_;
            }
        }
        o.hovered = hovered_;
        o.cursor = cursor_;
        for (std::size_t i = 0; i < count(); ++i)
            if (hidden(i)) o.hidden.push_back(static_cast<int>(i));
        view_.draw(p, l.map, *state_, Side::Heroes, o);
    }
    // The panel: title, what to do, the two rosters, the buttons.
    p.fill(l.panel, theme().panel_solid);
    p.fill(Rect{l.panel.x, 0, 1, l.panel.h}, theme().border);
    const int pad = p.px(16);
    const int x = l.panel.x + pad;
    const int width = l.panel.w - 2 * pad;
    int y = p.px(14);
    p.shadowedText(Face::Title, p.px(26), app_.tr("deploy.title"), theme().gold, x, y);
    y += p.text().lineHeight(Face::Title, p.px(26)) + p.px(4);
    if (content_) {
        p.text(Face::Bold, p.px(14), content_->quest.title.in(app_.settings().language), theme().bone, x, y);
        y += p.text().lineHeight(Face::Bold, p.px(14)) + p.px(6);
    }
    const int body = p.px(13);
    for (const std::string& line : p.text().wrap(Face::Regular, body, app_.tr("deploy.help"), width)) {
        p.text(Face::Regular, body, line, theme().muted, x, y);
        y += p.text().lineHeight(Face::Regular, body);
    }
    if (placing_) {  // hot-seat: whose placements these are
        y += p.px(4);
        const std::string phase = app_.tr(*placing_ == Side::Master ? "deploy.phase.master" : "deploy.phase.heroes");
        for (const std::string& line : p.text().wrap(Face::Bold, body, phase, width)) {
            p.text(Face::Bold, body, line, theme().gold, x, y);
            y += p.text().lineHeight(Face::Bold, body);
        }
    }
    y += p.px(8);
    // The two rosters, one row each (a side's heading, a character and its square, the line for
    // the hidden side), in the room above the buttons and the error: scrolled row by row with the
    // wheel over the panel, with a "+N more" row at the foot while rows are below. Rows dropped
    // silently at 200 % hid a whole side (play 10 #9).
    const int line_h = p.text().lineHeight(Face::Regular, p.px(14)) + p.px(2);
    struct Row {
        int kind;  // 0 a heading, 1 a character, 2 the hidden line, 3 the gap after a side
        bool heroes;
        std::size_t index;
    };
    std::vector<Row> rows;
    for (const Side side : {Side::Heroes, Side::Master}) {
        if (!state_) break;
        const bool heroes = side == Side::Heroes;
        rows.push_back(Row{0, heroes, 0});
        bool out_of_sight = false;
        for (std::size_t i = 0; i < count(); ++i) {
            if (heroAt(i) != heroes) continue;
            if (hidden(i)) {  // hot-seat: the other side's movable characters, not even their names
                out_of_sight = true;
                continue;
            }
            rows.push_back(Row{1, heroes, i});
        }
        if (out_of_sight) rows.push_back(Row{2, heroes, 0});
        rows.push_back(Row{3, heroes, 0});
    }
    while (!rows.empty() && rows.back().kind == 3) rows.pop_back();
    const auto rowH = [&](const Row& r) { return r.kind == 0 ? line_h + p.px(2) : r.kind == 3 ? p.px(6) : line_h; };
    int error_h = 0;
    if (!error_.empty())
        error_h = static_cast<int>(p.text().wrap(Face::Bold, p.px(14), error_, width).size()) *
                      p.text().lineHeight(Face::Bold, p.px(14)) +
                  p.px(8);
    const int list_bottom = l.automatic.rect.y - p.px(12) - error_h;
    list_rows_ = static_cast<int>(rows.size());
    // The first row shown: at most where the rest fits with the "+N more" row (the whole list
    // when it all fits).
    int total = 0;
    for (const Row& r : rows) total += rowH(r);
    int first = 0;
    if (y + total > list_bottom) {
        int last_first = static_cast<int>(rows.size());
        for (int h = 0; last_first > 0 && y + h + rowH(rows[static_cast<std::size_t>(last_first) - 1]) <= list_bottom;)
            h += rowH(rows[static_cast<std::size_t>(--last_first)]);
        list_max_first_ = last_first;
        first = std::clamp(list_first_, 0, last_first);
    } else {
        list_max_first_ = 0;
    }
    list_first_ = first;
    const Rect list{l.panel.x, y, l.panel.w, std::max(0, list_bottom - y)};
    p.clip(&list);
    {
        const PanelScope scope(p, list, PanelKind::Scroll, "rosters");
        std::size_t k = static_cast<std::size_t>(first);
        int rest = 0;  // what is left from the first row shown: all of it, else room for "+N more"
        for (std::size_t j = k; j < rows.size(); ++j) rest += rowH(rows[j]);
        const int end = y + rest <= list_bottom ? list_bottom : list_bottom - line_h;
        for (; k < rows.size(); ++k) {
            const Row& r = rows[k];
            if (y + rowH(r) > end) break;
            if (r.kind == 0) {
                p.text(Face::Bold, p.px(15), app_.tr(r.heroes ? "board.side.heroes" : "board.side.master"),
                       r.heroes ? theme().hero_text : theme().master_text, x, y);
            } else if (r.kind == 1) {
                const std::size_t i = r.index;
                const bool on = selected_ && *selected_ == i;
                if (on) p.glowBar(Rect{x - p.px(6), y - p.px(1), width + p.px(12), line_h}, theme().selection);
                const std::string name = displayName(app_, *state_, static_cast<int>(i));
                const std::string where = locked(i) ? app_.tr("deploy.fixed") : square(placement(i).at);
                const int where_w = p.text().width(Face::Regular, p.px(14), where);
                int size = p.px(14);
                const std::string shown =
                    fitText(p, Face::Regular, size, std::max(8, p.px(11)), name, width - p.px(8) - where_w - p.px(8));
                p.text(Face::Regular, size, shown, on ? theme().gold_bright : theme().bone, x + p.px(8), y);
                p.text(Face::Regular, p.px(14), where, theme().muted, x + width, y, Align::Right);
            } else if (r.kind == 2) {
                p.text(Face::Regular, p.px(14), app_.tr("deploy.hidden"), theme().muted, x + p.px(8), y);
            }
            y += rowH(r);
        }
        if (k < rows.size() && y + line_h <= list_bottom) {  // rows below: how many characters, and the wheel
            int below = 0;
            for (std::size_t j = k; j < rows.size(); ++j) below += rows[j].kind == 1 || rows[j].kind == 2 ? 1 : 0;
            const int shown = std::max(1, below);
            p.text(Face::Regular, p.px(13), app_.strings().formatCount("deploy.more", shown, shown), theme().gold,
                   x + p.px(8), y);
        }
    }
    p.clip(nullptr);
    if (list_max_first_ > 0)  // where the view is in the rosters
        drawScrollBar(p, Rect{l.panel.right() - p.px(6), list.y, std::max(2, p.px(3)), list.h}, list_rows_,
                      list_rows_ - list_max_first_, list_first_);
    if (!error_.empty()) {
        int ey = l.automatic.rect.y - p.px(12);
        const auto lines = p.text().wrap(Face::Bold, p.px(14), error_, width);
        ey -= static_cast<int>(lines.size()) * p.text().lineHeight(Face::Bold, p.px(14));
        for (const auto& line : lines) {
            p.text(Face::Bold, p.px(14), line, theme().error, x, ey);
            ey += p.text().lineHeight(Face::Bold, p.px(14));
        }
    }
    drawButton(p, l.automatic, focus_button_ == 0);
    drawButton(p, l.start, focus_button_ == 1);
    drawButton(p, l.back, focus_button_ == 2);
}

void DeployScreen::clickSquare(Pos p) {
    const auto who = characterAt(p);
    if (who && aiPlaces(*who)) {  // the AI's characters stay where it put them
        error_ = app_.tr("deploy.ai_places");
        app_.redraw();
        return;
    }
    if (who && (!selected_ || heroAt(*who) != heroAt(*selected_) || *who == *selected_)) {
        selected_ = *who;
        error_ = locked(*who) ? app_.tr("deploy.locked") : std::string();
        app_.redraw();
        return;
    }
    if (selected_) {
        if (place(*selected_, p)) selected_.reset();
        return;
    }
    app_.redraw();
}

void DeployScreen::moveCursor(int dx, int dy) {
    const Board& b = state_->board();
    Pos p{b.width() / 2, b.height() / 2};
    if (cursor_) {
        p = Pos{cursor_->x + dx, cursor_->y + dy};
    } else if (selected_ && state_->character(static_cast<int>(*selected_)).presence == Presence::OnBoard) {
        p = state_->character(static_cast<int>(*selected_)).pos;  // it shows on the picked character first
    } else if (hovered_) {
        p = *hovered_;  // or where the pointer was
    } else if (const auto mid = view_.squareAt(view_.area().centerX(), view_.area().centerY())) {
        p = *mid;
    }
    p.x = std::clamp(p.x, 0, std::max(0, b.width() - 1));
    p.y = std::clamp(p.y, 0, std::max(0, b.height() - 1));
    cursor_ = p;
    hovered_ = p;
    view_.keepInView(p);
    app_.redraw();
}

bool DeployScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    const bool shift = (mod & KMOD_SHIFT) != 0;
    switch (key) {
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            // The keyboard's cursor shown: what a click on its square does (pick a character
            // up, place the one picked). Else the game starts.
            if (cursor_)
                clickSquare(*cursor_);
            else
                start();
            return true;
        case SDLK_ESCAPE:
            if (cursor_) {  // the keyboard's cursor goes first (Enter then starts the game)
                cursor_.reset();
                app_.redraw();
            } else if (selected_) {
                selected_.reset();
                app_.redraw();
            } else {
                back();
            }
            return true;
        case SDLK_a: autoDeploy(); return true;
        case SDLK_F1: {  // this screen's shortcuts, as F1 on the board (play 7: it did nothing here)
            std::vector<std::pair<std::string, std::string>> keys;
            for (const char* k : {"place", "cycle", "auto", "cursor", "pan", "zoom", "start", "back", "help"})
                keys.emplace_back(app_.tr(std::string("deploy.help.") + k + ".keys"),
                                  app_.tr(std::string("deploy.help.") + k));
            app_.screens().push(std::make_unique<HelpOverlay>(app_, app_.tr("deploy.help.title"), std::move(keys)));
            return true;
        }
        case SDLK_TAB:
            // The next character in sight (hot-seat: of the side placing now).
            for (std::size_t k = 1; k <= count(); ++k) {
                const std::size_t i = ((selected_ ? *selected_ : count() - 1) + k) % count();
                if (!hidden(i)) {
                    selected_ = i;
                    break;
                }
            }
            app_.redraw();
            return true;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: view_.zoom(1, view_.area().centerX(), view_.area().centerY()); app_.redraw(); return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: view_.zoom(-1, view_.area().centerX(), view_.area().centerY()); app_.redraw(); return true;
        // The arrows move the keyboard's cursor; with Shift they pan the map.
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_UP:
        case SDLK_DOWN: {
            const int dx = key == SDLK_LEFT    ? -1
                           : key == SDLK_RIGHT ? 1
                                               : 0,
                      dy = key == SDLK_UP     ? -1
                           : key == SDLK_DOWN ? 1
                                              : 0;
            if (shift) {
                view_.pan(dx * app_.painter().px(96), dy * app_.painter().px(96));
                app_.redraw();
            } else {
                moveCursor(dx, dy);
            }
            return true;
        }
        default: return false;
    }
}

bool DeployScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.automatic.rect.contains(x, y)) {
        autoDeploy();
        return true;
    }
    if (l.start.rect.contains(x, y)) {
        start();
        return true;
    }
    if (l.back.rect.contains(x, y)) {
        back();
        return true;
    }
    const auto square = view_.squareAt(x, y);
    if (!square) return true;
    const auto who = characterAt(*square);
    pressing_ = who.has_value() && !locked(*who);
    press_x_ = x;
    press_y_ = y;
    clickSquare(*square);
    return true;
}

bool DeployScreen::hover(int x, int y) {
    if (x != mouse_.x || y != mouse_.y) cursor_.reset();  // the mouse points again
    mouse_ = SDL_Point{x, y};
    if (pressing_ && selected_ && !dragging_ && std::abs(x - press_x_) + std::abs(y - press_y_) > 6) dragging_ = true;
    const Layout l = layout();
    const int button = l.automatic.rect.contains(x, y) ? 0 : l.start.rect.contains(x, y) ? 1 : l.back.rect.contains(x, y) ? 2 : -1;
    const auto square = view_.squareAt(x, y);
    if (dragging_ || square != hovered_ || button != focus_button_) app_.redraw();
    hovered_ = square;
    focus_button_ = button;
    return true;
}

bool DeployScreen::scroll(int dy) {
    if (layout().panel.contains(mouse_.x, mouse_.y)) {  // the rosters, a row a notch
        const int before = list_first_;
        list_first_ = std::clamp(list_first_ - dy, 0, list_max_first_);
        if (list_first_ != before) app_.redraw();
        return true;
    }
    view_.zoom(dy, mouse_.x, mouse_.y);
    app_.redraw();
    return true;
}

bool DeployScreen::otherEvent(const SDL_Event& event) {
    if (event.type != SDL_MOUSEBUTTONUP || event.button.button != SDL_BUTTON_LEFT) return false;
    pressing_ = false;
    if (dragging_) {
        dragging_ = false;
        if (const auto square = view_.squareAt(event.button.x, event.button.y); square && selected_) {
            if (place(*selected_, *square)) selected_.reset();
        }
        app_.redraw();
    }
    return true;
}

}  // namespace cata::app
