// The quest editor's region tools and map resize (editor_screen.h "Regions and resize",
// docs/editor.md): a rectangle selected with the Select tool or Shift+arrows, copied (Ctrl+C),
// pasted at the cursor (Ctrl+V), mirrored (H, V), and the map grown or shrunk on each side
// (the Resize dialog, Alt+arrows). The edits are content::quest_region.h's on the document,
// each one undo step.
#include <algorithm>
#include <array>
#include <filesystem>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/editor_region.h"
#include "cata/app/editor_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/reader.h"

namespace cata::app {

namespace {

using ojson = nlohmann::ordered_json;

const char* const kRegionKeys[kRegionButtonCount] = {"editor.region.select",   "editor.region.copy",
                                                     "editor.region.paste",    "editor.region.mirror_h",
                                                     "editor.region.mirror_v", "editor.region.resize"};

/// What resizeMap dropped ("object chest_1_2", "placement of irf"…) in the player's words.
std::string droppedWords(App& app, const std::vector<std::string>& dropped) {
    std::string out;
    for (const std::string& d : dropped) {
        const auto space = d.find(' ');
        std::string kind = d.substr(0, space);
        std::string name = space == std::string::npos ? std::string() : d.substr(space + 1);
        if (kind == "placement" && name.rfind("of ", 0) == 0) name = name.substr(3);
        const std::string key = "editor.dropped." + kind;
        out += (out.empty() ? "" : ", ") + app.strings().format(key, name);
    }
    return out;
}

}  // namespace

// ---- The Resize dialog ----

ResizeScreen::ResizeScreen(App& app, EditorScreen& editor, Pos size) : Screen(app), editor_(editor), size_(size) {}

ResizeScreen::Layout ResizeScreen::layout() const {
    const Painter& p = app_.painter();
    Layout l;
    const int w = app_.width(), h = app_.height();
    l.pad = p.px(14);
    l.row_h = std::min(p.px(34), (h - p.px(40)) / 8);
    const int title_h = p.text().lineHeight(Face::Bold, p.px(20)) + p.px(8);
    const int size_h = p.text().lineHeight(Face::Regular, p.px(15)) + p.px(8);
    const int pw = std::min(w - p.px(40), p.px(460));
    const int ph = 2 * l.pad + title_h + 4 * l.row_h + size_h + l.row_h + p.px(10);
    l.panel = Rect{(w - pw) / 2, (h - ph) / 2, pw, ph};
    const int small = std::min(p.px(36), l.row_h);
    const int value_w = p.px(56);
    const int x_plus = l.panel.right() - l.pad - small;
    const int x_minus = x_plus - value_w - small;
    for (int i = 0; i < 4; ++i) {
        const int y = l.panel.y + l.pad + title_h + i * l.row_h;
        l.minus.push_back(Rect{x_minus, y + 1, small, l.row_h - 2});
        l.plus.push_back(Rect{x_plus, y + 1, small, l.row_h - 2});
    }
    const int by = l.panel.bottom() - l.pad - l.row_h;
    const int bw = (pw - 2 * l.pad - p.px(12)) / 2;
    l.ok = Rect{l.panel.x + l.pad, by, bw, l.row_h};
    l.cancel = Rect{l.ok.right() + p.px(12), by, bw, l.row_h};
    return l;
}

void ResizeScreen::change(int i, int by) {
    auto& v = sides_[static_cast<std::size_t>(i)];
    v = std::clamp(v + by, -63, 63);
    app_.redraw();
}

void ResizeScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    const int y = l.panel.y + l.pad;
    int title_size = p.px(20);
    const std::string title = fitText(p, Face::Bold, title_size, std::min(title_size, 11),
                                      app_.tr("editor.resize.title"), l.panel.w - 2 * l.pad);
    p.shadowedText(Face::Bold, title_size, title, theme().gold, l.panel.centerX(), y, Align::Center);
    const char* names[4] = {"editor.resize.left", "editor.resize.top", "editor.resize.right", "editor.resize.bottom"};
    const int size = p.px(15);
    const int line = p.text().lineHeight(Face::Regular, size);
    for (int i = 0; i < 4; ++i) {
        const Rect& m = l.minus[static_cast<std::size_t>(i)];
        const int ty = m.y + (m.h - line) / 2;
        p.text(Face::Regular, size, app_.tr(names[i]), theme().bone, l.panel.x + l.pad, ty);
        const int v = side(i);
        p.text(Face::Regular, size, v > 0 ? "+" + std::to_string(v) : std::to_string(v), theme().gold_bright,
               (m.right() + l.plus[static_cast<std::size_t>(i)].x) / 2, ty, Align::Center);
        drawButton(p, Button{m, "-"}, false);
        drawButton(p, Button{l.plus[static_cast<std::size_t>(i)], "+"}, false);
    }
    const int w = size_.x + side(0) + side(2), h = size_.y + side(1) + side(3);
    int text_size = size;
    const std::string sizes =
        fitText(p, Face::Regular, text_size, std::min(text_size, 11),
                app_.strings().format("editor.resize.size", size_.x, size_.y, w, h), l.panel.w - 2 * l.pad);
    p.text(Face::Regular, text_size, sizes, theme().bone, l.panel.x + l.pad, l.minus.back().bottom() + p.px(6));
    drawButton(p, Button{l.ok, app_.tr("editor.resize.apply")}, true);
    drawButton(p, Button{l.cancel, app_.tr("editor.resize.cancel")}, false);
}

bool ResizeScreen::click(int x, int y) {
    const Layout l = layout();
    for (int i = 0; i < 4; ++i) {
        if (l.minus[static_cast<std::size_t>(i)].contains(x, y)) change(i, -1);
        if (l.plus[static_cast<std::size_t>(i)].contains(x, y)) change(i, +1);
    }
    if (l.ok.contains(x, y)) apply();
    if (l.cancel.contains(x, y)) app_.screens().pop(this);
    return true;
}

bool ResizeScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    const int by = (mod & KMOD_SHIFT) != 0 ? -1 : +1;  // an arrow grows its side, Shift+arrow shrinks it
    switch (key) {
        case SDLK_LEFT:
            change(0, by);
            break;
        case SDLK_UP:
            change(1, by);
            break;
        case SDLK_RIGHT:
            change(2, by);
            break;
        case SDLK_DOWN:
            change(3, by);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            apply();
            break;
        case SDLK_ESCAPE:
            app_.screens().pop(this);
            break;
        default:
            break;
    }
    return true;
}

void ResizeScreen::apply() {
    if (done_) return;
    done_ = true;
    app_.screens().pop(this);
    editor_.resize(side(0), side(1), side(2), side(3));
}

// ---- The editor's region tools ----

void EditorScreen::layoutRegion(Layout& l) const {
    // Two rows of three buttons at the foot of the side panel.
    const Painter& p = app_.painter();
    const int pad = p.px(8);
    const int gap = p.px(4);
    const int row_h = p.px(26);
    const int bw = (l.side.w - 2 * pad - 2 * gap) / 3;
    const int top = l.side.bottom() - pad - 2 * row_h - gap;
    for (int i = 0; i < kRegionButtonCount; ++i)
        l.region.push_back(Rect{l.side.x + pad + (i % 3) * (bw + gap), top + (i / 3) * (row_h + gap), bw, row_h});
}

void EditorScreen::drawRegion(Painter& p, const Layout& l) {
    if (selection_ && cell_ > 0) {
        const auto& a = *selection_;
        const Rect r{map_rect_.x + a.x * cell_, map_rect_.y + a.y * cell_, a.w * cell_, a.h * cell_};
        p.fill(r, translucent(theme().gold_bright, 40));
        p.outline(r, theme().gold_bright, std::max(2, cell_ / 10));
    }
    const bool have = selection_.has_value();
    const bool enabled[kRegionButtonCount] = {true, have, !clipboard_.empty(), have, have, true};
    for (int i = 0; i < kRegionButtonCount; ++i)
        drawButton(p, Button{l.region[static_cast<std::size_t>(i)], app_.tr(kRegionKeys[i]), enabled[i]},
                   i == 0 && tool_ == Tool::Select);
}

bool EditorScreen::clickRegion(const Layout& l, int x, int y) {
    for (int i = 0; i < kRegionButtonCount; ++i) {
        if (!l.region[static_cast<std::size_t>(i)].contains(x, y)) continue;
        switch (static_cast<RegionButton>(i)) {
            case RegionButton::Select:
                setTool(Tool::Select);
                break;
            case RegionButton::Copy:
                copySelection();
                break;
            case RegionButton::Paste:
                pasteAtCursor();
                break;
            case RegionButton::MirrorH:
                mirrorSelection(true);
                break;
            case RegionButton::MirrorV:
                mirrorSelection(false);
                break;
            case RegionButton::Resize:
                app_.screens().push(std::make_unique<ResizeScreen>(app_, *this, content::mapSize(*doc_)));
                break;
        }
        return true;
    }
    return false;
}

bool EditorScreen::regionKey(SDL_Keycode key, Uint16 mod) {
    const bool ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    const bool shift = (mod & KMOD_SHIFT) != 0;
    const bool alt = (mod & KMOD_ALT) != 0;
    if (ctrl && key == SDLK_c) return copySelection() || true;
    if (ctrl && key == SDLK_v) return pasteAtCursor() || true;
    if (ctrl) return false;
    if (alt) {
        // Alt+arrow grows the map on that side, Alt+Shift+arrow shrinks it.
        const int by = shift ? -1 : 1;
        switch (key) {
            case SDLK_LEFT:
                return resize(by, 0, 0, 0) || true;
            case SDLK_UP:
                return resize(0, by, 0, 0) || true;
            case SDLK_RIGHT:
                return resize(0, 0, by, 0) || true;
            case SDLK_DOWN:
                return resize(0, 0, 0, by) || true;
            default:
                return false;
        }
    }
    if (shift && (key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_UP || key == SDLK_DOWN)) {
        // Shift+arrows: the selection from where they began to the cursor.
        // From where they began while the selection is still theirs, else from the cursor.
        if (!select_anchor_ || !selection_ || *selection_ != content::areaBetween(*select_anchor_, cursor_))
            select_anchor_ = cursor_;
        const Pos d = key == SDLK_LEFT    ? Pos{-1, 0}
                      : key == SDLK_RIGHT ? Pos{1, 0}
                      : key == SDLK_UP    ? Pos{0, -1}
                                          : Pos{0, 1};
        cursor_ = Pos{std::clamp(cursor_.x + d.x, 0, std::max(0, map_w_ - 1)),
                      std::clamp(cursor_.y + d.y, 0, std::max(0, map_h_ - 1))};
        select(content::areaBetween(*select_anchor_, cursor_));
        return true;
    }
    switch (key) {
        case SDLK_s:
            setTool(Tool::Select);
            return true;
        case SDLK_SPACE:
            // With the Select tool Space paints nothing: it selects the cursor's square.
            if (tool_ != Tool::Select) return false;
            select_anchor_ = cursor_;
            select(content::areaBetween(cursor_, cursor_));
            return true;
        case SDLK_h:
            return mirrorSelection(true) || true;
        case SDLK_v:
            return mirrorSelection(false) || true;
        case SDLK_ESCAPE:
            if (!selection_) return false;  // Esc leaves the editor when nothing is selected
            clearSelection();
            return true;
        default:
            return false;
    }
}

void EditorScreen::select(const content::MapArea& area) {
    const content::MapArea on_map{std::max(0, area.x), std::max(0, area.y),
                                  std::min(area.x + area.w, map_w_) - std::max(0, area.x),
                                  std::min(area.y + area.h, map_h_) - std::max(0, area.y)};
    if (on_map.w <= 0 || on_map.h <= 0)
        selection_.reset();
    else
        selection_ = on_map;
    app_.redraw();
}

void EditorScreen::clearSelection() {
    selection_.reset();
    select_anchor_.reset();
    app_.redraw();
}

bool EditorScreen::copySelection() {
    if (!doc_ || !selection_) {
        status_ = app_.tr("editor.status.select_first");
        app_.redraw();
        return false;
    }
    clipboard_ = content::copyRegion(*doc_, *selection_);
    status_ = app_.strings().format("editor.status.copied_region", clipboard_.width, clipboard_.height);
    app_.redraw();
    return true;
}

bool EditorScreen::pasteAtCursor() {
    if (!doc_ || clipboard_.empty()) {
        status_ = app_.tr("editor.status.nothing_copied");
        app_.redraw();
        return false;
    }
    const ojson before = *doc_;
    if (content::pasteRegion(*doc_, clipboard_, cursor_) == 0) return false;
    select(content::MapArea{cursor_.x, cursor_.y, clipboard_.width, clipboard_.height});
    status_ = app_.strings().format("editor.status.pasted", clipboard_.width, clipboard_.height, cursor_.x, cursor_.y);
    commitEdit(before);
    return true;
}

bool EditorScreen::mirrorSelection(bool horizontal) {
    if (!doc_ || !selection_) {
        status_ = app_.tr("editor.status.select_first");
        app_.redraw();
        return false;
    }
    const ojson before = *doc_;
    if (!content::mirrorRegion(*doc_, *selection_, horizontal)) return false;
    status_ = app_.tr(horizontal ? "editor.status.mirrored_h" : "editor.status.mirrored_v");
    commitEdit(before);
    return true;
}

bool EditorScreen::resize(int left, int top, int right, int bottom) {
    if (!doc_) return false;
    const ojson before = *doc_;
    std::vector<std::string> dropped;
    std::string error;
    if (!content::resizeMap(*doc_, left, top, right, bottom, &dropped, &error)) {
        status_ = app_.strings().format("editor.status.resize_refused", error);
        app_.redraw();
        return false;
    }
    const Pos size = content::mapSize(*doc_);
    map_w_ = size.x;  // until the next draw: the cursor and the selection keep to the new map
    map_h_ = size.y;
    cursor_ = Pos{std::clamp(cursor_.x + left, 0, size.x - 1), std::clamp(cursor_.y + top, 0, size.y - 1)};
    selection_.reset();
    select_anchor_.reset();
    status_ = dropped.empty()
                  ? app_.strings().format("editor.status.resized", size.x, size.y)
                  : app_.strings().format("editor.status.resized_dropped", size.x, size.y, droppedWords(app_, dropped));
    commitEdit(before);
    return true;
}

}  // namespace cata::app
