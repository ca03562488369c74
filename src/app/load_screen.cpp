// The Load screen.
#include "cata/app/load_screen.h"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "cata/app/ai_driver.h"
#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

/// "2026-11-26 14:05" in local time.
std::string dateOf(std::filesystem::file_time_type t) {
    const auto sys = std::chrono::file_clock::to_sys(t);
    const std::time_t tt = std::chrono::system_clock::to_time_t(std::chrono::time_point_cast<std::chrono::system_clock::duration>(sys));
    std::tm tm{};
    localtime_r(&tt, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M", &tm);
    return buffer;
}

}  // namespace

std::vector<content::SaveSummary> allSaves(const std::filesystem::path& saves_dir) { return content::listAllSaves(saves_dir); }

bool openSavedGame(App& app, const std::filesystem::path& path, std::string* error) {
    std::unique_ptr<content::GameSession> session = content::GameSession::load(path, error);
    if (!session) return false;
    BoardConfig config;
    config.hand_off = app.settings().hand_off;
    config.autosave_dir = app.savesDir() / "autosave";
    config.resumed = true;
    // Resumed from its game's newest autosave: nothing to write until the game changes. From
    // any other save, quitting writes one, so Continue comes back to where the player left.
    const std::vector<std::filesystem::path> autos = content::Autosaves(config.autosave_dir).list(session->gameId());
    config.autosaved = !autos.empty() && autos.front().lexically_normal() == path.lexically_normal();
    auto board = std::make_unique<BoardScreen>(app, std::move(session), std::move(config));
    BoardScreen& opened = *board;
    app.screens().push(std::move(board));
    opened.handOffOnResume();  // R48: in hot-seat, the player to play takes the computer first
    return true;
}

LoadScreen::LoadScreen(App& app) : Screen(app) { refresh(); }

void LoadScreen::refresh() {
    saves_ = allSaves(app_.savesDir());
    selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(saves_.size()) - 1));
    confirm_delete_ = false;
    // A shorter list (a save deleted) never stays scrolled past its end.
    scroll_ = settled(scroll_);
    app_.redraw();
}

int LoadScreen::rowHeight() const {
    const Painter& p = app_.painter();
    return p.px(8) + p.text().lineHeight(Face::Bold, p.px(18)) + p.px(2) + p.text().lineHeight(Face::Regular, p.px(15)) +
           p.px(2) + p.text().lineHeight(Face::Regular, p.px(14)) + p.px(8);
}

int LoadScreen::contentHeight() const {
    const Painter& p = app_.painter();
    const int n = static_cast<int>(saves_.size());
    return n == 0 ? 0 : p.px(20) + n * rowHeight() + (n - 1) * p.px(6);
}

std::vector<int> LoadScreen::rowStops() const {
    std::vector<int> stops;
    const int pitch = rowHeight() + app_.painter().px(6);
    for (int i = 0; i < static_cast<int>(saves_.size()); ++i) stops.push_back(i * pitch);
    return stops;
}

int LoadScreen::maxScroll() const {
    // The first row from which the rest shows whole (the rows lie 10 units inside the frame).
    const int pad = app_.painter().px(10);
    return wholeLineMax(rowStops(), contentHeight() - 2 * pad, listRect().h - 2 * pad);
}

int LoadScreen::settled(int offset) const { return wholeLineSnap(rowStops(), std::clamp(offset, 0, maxScroll())); }

bool LoadScreen::rowShown(int index) const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const Rect r = rowRect(index);
    const int top = list.y + p.px(2), bottom = list.bottom() - p.px(2);
    // A row taller than the list (a tiny window) shows when it is the first.
    return r.y >= top && (r.bottom() <= bottom || r.y == list.y + p.px(10));
}

std::optional<Rect> LoadScreen::scrollTrack() const {
    if (maxScroll() <= 0) return std::nullopt;
    const Painter& p = app_.painter();
    const Rect list = listRect();
    // In the margin right of the rows (they end 10 units inside the frame).
    return Rect{list.right() - p.px(8), list.y + p.px(10), std::max(2, p.px(4)), list.h - p.px(20)};
}

Rect LoadScreen::scrollBarThumb() const {
    const std::optional<Rect> track = scrollTrack();
    if (!track) return Rect{};
    return scrollThumb(app_.painter(), *track, contentHeight(), listRect().h, scroll_);
}

std::string LoadScreen::position() const {
    if (saves_.empty()) return {};
    return app_.strings().format("load.position", selected_ + 1, saves_.size());
}

std::string LoadScreen::modeOf(const content::SaveSummary& s) const {
    const bool heroes_ai = isAi(s.players.heroes), master_ai = isAi(s.players.master);
    if (heroes_ai && master_ai) return app_.tr("newgame.mode.ai_vs_ai");
    if (master_ai) return app_.tr("newgame.mode.solo_master");
    if (heroes_ai) return app_.tr("newgame.mode.heroes_ai");
    return app_.tr("load.mode.hot_seat");
}

std::string LoadScreen::groupOf(const content::SaveSummary& s) const {
    std::string out;
    for (std::size_t i = 0; i < s.heroes.size(); ++i) {
        const std::string& id = s.heroes[i];
        const CharacterCard* card = app_.quests().library.card(id);
        if (!out.empty()) out += ", ";
        const std::string name = card ? card->name.in(app_.settings().language) : id;
        // A hero who died in that game is marked ("Irf †"): the group as it set out, and who
        // is left of it.
        out += i < s.dead.size() && s.dead[i] ? app_.strings().format("load.hero.dead", name) : name;
    }
    return out;
}

std::string LoadScreen::questTitle(const std::string& quest_id) const {
    const content::ContentLibrary& lib = app_.quests().library;
    if (const QuestDef* q = lib.quest(quest_id))
        return app_.strings().format("quest.heading", q->number, q->title.in(app_.settings().language));
    return quest_id;
}

Rect LoadScreen::listRect() const {
    const Painter& p = app_.painter();
    const int w = app_.width();
    const MenuFrame frame = menuFrame(p);
    const int top = frame.top + p.px(6);
    const int list_w = std::min(w - p.px(40), p.px(900));
    const int bottom = frame.buttons_y - p.px(40);  // room for the selected save's details
    return Rect{(w - list_w) / 2, top, list_w, std::max(p.px(60), bottom - top)};
}

Rect LoadScreen::rowRect(int index) const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const int row_h = rowHeight(), gap = p.px(6);
    return Rect{list.x + p.px(10), list.y + p.px(10) + index * (row_h + gap) - scroll_, list.w - p.px(20), row_h};
}

Rect LoadScreen::backButton() const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const MenuFrame f = menuFrame(p);
    return Rect{list.x, f.buttons_y, p.px(180), f.button_h};
}
Rect LoadScreen::deleteButton() const {
    const Painter& p = app_.painter();
    const int w = p.px(230);
    const MenuFrame f = menuFrame(p);
    return Rect{app_.width() / 2 - w / 2, f.buttons_y, w, f.button_h};
}
Rect LoadScreen::loadButton() const {
    const Painter& p = app_.painter();
    const Rect list = listRect();
    const MenuFrame f = menuFrame(p);
    return Rect{list.right() - p.px(180), f.buttons_y, p.px(180), f.button_h};
}

void LoadScreen::select(int index) {
    if (saves_.empty()) return;
    index = std::clamp(index, 0, static_cast<int>(saves_.size()) - 1);
    // On whole rows (play 11 #8): the row's top when it is above the view, else the first row
    // from which it shows whole.
    const std::vector<int> stops = rowStops();
    const int pad = app_.painter().px(10);
    const int view = listRect().h - 2 * pad;
    const int top = stops[static_cast<std::size_t>(index)], bottom = top + rowHeight();
    if (top < scroll_) scroll_ = top;
    if (bottom - scroll_ > view)
        for (const int stop : stops)
            if (bottom - stop <= view || stop == top) {
                scroll_ = stop;
                break;
            }
    scroll_ = settled(scroll_);
    if (index != selected_) confirm_delete_ = false;
    selected_ = index;
    app_.redraw();
}

bool LoadScreen::load(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= saves_.size()) return false;
    const content::SaveSummary& s = saves_[static_cast<std::size_t>(index)];
    if (!s.error.empty()) {
        error_ = s.error;
        app_.redraw();
        return false;
    }
    error_.clear();
    if (!openSavedGame(app_, s.path, &error_)) {
        app_.redraw();
        return false;
    }
    app_.screens().pop(this);
    return true;
}

bool LoadScreen::erase(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= saves_.size()) return false;
    std::error_code ec;
    const bool removed = std::filesystem::remove(saves_[static_cast<std::size_t>(index)].path, ec);
    if (!removed) error_ = saves_[static_cast<std::size_t>(index)].path.string() + ": " + ec.message();
    refresh();
    return removed;
}

void LoadScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 150);
    drawHeading(p, app_.tr("load.heading"), menuFrame(p).heading_y);
    const Rect list = listRect();
    drawPanel(p, list);
    if (saves_.empty()) {
        p.text(Face::Regular, p.px(18), app_.tr("load.none"), theme().muted, list.centerX(), list.y + p.px(30),
               Align::Center);
    }
    scroll_ = settled(scroll_);  // the window may have changed
    const Rect clip{list.x + p.px(2), list.y + p.px(2), list.w - p.px(4), list.h - p.px(4)};
    p.clip(&clip);
    p.pushPanel(clip, PanelKind::Scroll, "saves");
    for (int i = 0; i < static_cast<int>(saves_.size()); ++i) {
        const content::SaveSummary& s = saves_[static_cast<std::size_t>(i)];
        const Rect r = rowRect(i);
        if (!rowShown(i)) continue;  // whole rows only: one cut by an edge is left out
        const bool on = i == selected_;
        const bool broken = !s.error.empty();
        p.fill(r, on ? theme().row_on : theme().row);
        p.outline(r, on ? theme().gold : broken ? theme().error_edge : theme().border, std::max(1, p.px(1)));
        const int pad = p.px(14), gap = p.px(16);
        const int inner = r.w - 2 * pad;
        const std::string name = (s.autosave ? app_.tr("load.autosave") + "  " : std::string()) + s.path.filename().string();
        // Line 1: what and when; line 2: where the game stands and how it is played; line 3:
        // the heroes' group and the file: games told apart at a glance.
        const int line1 = r.y + p.px(8);
        const int line2 = line1 + p.text().lineHeight(Face::Bold, p.px(18)) + p.px(2);
        const int line3 = line2 + p.text().lineHeight(Face::Regular, p.px(15)) + p.px(2);
        const std::string date = dateOf(s.written);
        const int date_w = p.text().width(Face::Regular, p.px(14), date);
        p.text(Face::Regular, p.px(14), date, broken ? theme().error_dim : theme().muted, r.right() - pad,
               line1 + p.px(2), Align::Right);
        const auto fitted = [&](Face face, int size, const std::string& text, int width, SDL_Color colour, int x, int y,
                                Align align = Align::Left) {
            int fit = size;
            const std::string shown = fitText(p, face, fit, std::min(size, p.px(11)), text, std::max(1, width));
            p.text(face, fit, shown, colour, x, y, align);
            return p.text().width(face, fit, shown);
        };
        if (broken) {
            fitted(Face::Bold, p.px(17), name, inner - date_w - gap, theme().error, r.x + pad, line1);
            fitted(Face::Regular, p.px(14), s.error, inner, theme().error_dim, r.x + pad, line2);
            continue;
        }
        fitted(Face::Bold, p.px(18), questTitle(s.quest_id), inner - date_w - gap,
               on ? theme().gold_bright : theme().bone, r.x + pad, line1);
        std::string status = app_.strings().format("load.turn", s.turn) + "  ·  " +
                             app_.tr(s.side == Side::Heroes ? "load.side.heroes" : "load.side.master") + "  ·  " + modeOf(s);
        if (s.over) status += "  ·  " + app_.tr("load.over");
        fitted(Face::Regular, p.px(15), status, inner, theme().gold, r.x + pad, line2);
        const int name_w = fitted(Face::Regular, p.px(13), name, inner / 2, theme().muted, r.right() - pad,
                                  line3 + p.px(1), Align::Right);
        fitted(Face::Regular, p.px(14), groupOf(s), inner - name_w - gap, theme().bone, r.x + pad, line3);
    }
    p.popPanel();
    p.clip(nullptr);
    // Where the list stands (play 7: with 54 saves and no bar the player took the bottom edge
    // for the end of the list): a scroll bar when it does not fit, and "12 / 54" under it.
    if (const std::optional<Rect> track = scrollTrack()) drawScrollBar(p, *track, contentHeight(), list.h, scroll_);
    if (!saves_.empty() && error_.empty())  // an error line takes its place under the list
        p.text(Face::Regular, p.px(14), position(), theme().muted, list.right() - p.px(4), list.bottom() + p.px(6),
               Align::Right);
    if (!error_.empty())
        p.shadowedText(Face::Bold, p.px(15), error_, theme().error, list.centerX(), list.bottom() + p.px(10),
                       Align::Center);

    const bool loadable = !saves_.empty() && saves_[static_cast<std::size_t>(selected_)].error.empty();
    drawButton(p, Button{backButton(), app_.tr("common.back"), true}, hovered_button_ == 1);
    drawButton(p, Button{deleteButton(), app_.tr(confirm_delete_ ? "load.delete_confirm" : "load.delete"), !saves_.empty()},
               confirm_delete_ || hovered_button_ == 2);
    drawButton(p, Button{loadButton(), app_.tr("load.load"), loadable}, loadable);
    drawHint(p, app_.tr("load.hint"));
}

bool LoadScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
            if (confirm_delete_) {
                confirm_delete_ = false;
                app_.redraw();
            } else {
                app_.screens().pop(this);
            }
            return true;
        case SDLK_BACKSPACE: app_.screens().pop(this); return true;
        case SDLK_UP: select(selected_ - 1); return true;
        case SDLK_DOWN: select(selected_ + 1); return true;
        case SDLK_HOME: select(0); return true;
        case SDLK_END: select(static_cast<int>(saves_.size()) - 1); return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: load(selected_); return true;
        case SDLK_DELETE:
            if (saves_.empty()) return true;
            if (confirm_delete_) erase(selected_);
            else confirm_delete_ = true;
            app_.redraw();
            return true;
        default: return false;
    }
}

bool LoadScreen::hover(int x, int y) {
    const int over = backButton().contains(x, y) ? 1 : deleteButton().contains(x, y) ? 2 : loadButton().contains(x, y) ? 3 : 0;
    if (over != hovered_button_) {
        hovered_button_ = over;
        app_.redraw();
    }
    return true;
}

bool LoadScreen::click(int x, int y) {
    if (backButton().contains(x, y)) {
        app_.screens().pop(this);
        return true;
    }
    if (loadButton().contains(x, y)) {
        load(selected_);
        return true;
    }
    if (deleteButton().contains(x, y)) {
        if (saves_.empty()) return true;
        if (confirm_delete_) erase(selected_);
        else confirm_delete_ = true;
        app_.redraw();
        return true;
    }
    if (!listRect().contains(x, y)) return true;
    for (int i = 0; i < static_cast<int>(saves_.size()); ++i)
        if (rowShown(i) && rowRect(i).contains(x, y)) {
            // A click on the selected row loads it; on another row selects it.
            if (i == selected_) load(i);
            else select(i);
            return true;
        }
    return true;
}

bool LoadScreen::scroll(int dy) {
    // A row a notch (play 11 #8).
    const std::vector<int> stops = rowStops();
    if (stops.empty()) return true;
    int at = 0;
    for (std::size_t i = 0; i < stops.size(); ++i)
        if (stops[i] <= scroll_) at = static_cast<int>(i);
    scroll_ = settled(stops[static_cast<std::size_t>(std::clamp(at - dy, 0, static_cast<int>(stops.size()) - 1))]);
    app_.redraw();
    return true;
}

}  // namespace cata::app
