// The layout check: from a frame recorded by Painter::record, every string drawn
// must lie inside the box it is meant to lie in (its panel, its button, the window), must not
// cross another string of its layer and must not cross a panel or button that is not its own.
// Used by layout_test.cpp on every screen and by the monkey test after each event.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "cata/app/app.h"
#include "cata/app/painter.h"

namespace cata::app::test {

inline Rect intersection(const Rect& a, const Rect& b) {
    const int x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
    const int x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
    if (x1 <= x0 || y1 <= y0) return Rect{x0, y0, 0, 0};
    return Rect{x0, y0, x1 - x0, y1 - y0};
}
inline bool empty(const Rect& r) { return r.w <= 0 || r.h <= 0; }
inline bool crosses(const Rect& a, const Rect& b) { return !empty(intersection(a, b)); }
inline bool holds(const Rect& outer, const Rect& inner) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() && inner.bottom() <= outer.bottom();
}
inline std::string str(const Rect& r) {
    return "(" + std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" + std::to_string(r.h) + ")";
}

/// The panel text `t` belongs to: the panel pushed around it, else the smallest recorded box
/// of its layer holding the centre of its ink; -1 for the window.
inline int ownerOf(const LayoutRecord& rec, const TextBox& t) {
    if (t.panel >= 0) return t.panel;
    const int cx = t.ink.centerX(), cy = t.ink.centerY();
    int best = -1;
    long best_area = 0;
    for (std::size_t i = 0; i < rec.panels.size(); ++i) {
        const PanelBox& p = rec.panels[i];
        if (p.layer != t.layer || !p.rect.contains(cx, cy)) continue;
        const long area = static_cast<long>(p.rect.w) * p.rect.h;
        if (best < 0 || area < best_area) {
            best = static_cast<int>(i);
            best_area = area;
        }
    }
    return best;
}

/// True when panel `p` is `own` or encloses it (by the push chain or geometrically).
inline bool enclosing(const LayoutRecord& rec, int p, int own) {
    if (p == own) return true;
    for (int q = own; q >= 0; q = rec.panels[static_cast<std::size_t>(q)].parent)
        if (q == p) return true;
    return own >= 0 && holds(rec.panels[static_cast<std::size_t>(p)].rect, rec.panels[static_cast<std::size_t>(own)].rect);
}

/// True when text in panel `own` may be out of a scrolling view or a panned picture (the map).
inline bool scrolls(const LayoutRecord& rec, int own) {
    for (int q = own; q >= 0; q = rec.panels[static_cast<std::size_t>(q)].parent)
        if (const PanelKind kind = rec.panels[static_cast<std::size_t>(q)].kind;
            kind == PanelKind::Scroll || kind == PanelKind::Pixels)
            return true;
    return false;
}

/// True when text in panel `own` may be cut at the edges of its view (the panned map).
inline bool pans(const LayoutRecord& rec, int own) {
    for (int q = own; q >= 0; q = rec.panels[static_cast<std::size_t>(q)].parent)
        if (rec.panels[static_cast<std::size_t>(q)].kind == PanelKind::Pixels) return true;
    return false;
}

/// Every layout problem of the recorded frame, one sentence each (empty: the frame is clean).
/// A text in a scrolling view may be scrolled wholly out of it, never shown in part.
/// (layout_check.cpp: compiled optimised, as it runs after every frame of the monkey.)
std::vector<std::string> layoutProblems(const LayoutRecord& rec);

/// What the rule above does not see, between layers: a text of a lower layer (the board under
/// a notice that keeps it in view, a zone's name under a banner) partly covered by a panel of a
/// layer above — cut by its edge, neither hidden nor clear. `upper` picks the panels looked at,
/// `lower` the texts. One sentence per problem.
template <class Upper, class Lower>
std::vector<std::string> cutsAcrossLayers(const LayoutRecord& rec, Upper upper, Lower lower) {
    std::vector<std::string> out;
    for (const PanelBox& p : rec.panels) {
        if (!upper(p)) continue;
        for (const TextBox& t : rec.texts) {
            if (t.layer >= p.layer || empty(t.ink) || !lower(t)) continue;
            const Rect shown = intersection(t.ink, t.clip);
            if (empty(shown) || !crosses(p.rect, shown) || holds(p.rect, shown)) continue;
            out.push_back("layer " + std::to_string(t.layer) + ": \"" + t.text + "\" " + str(t.ink) + " is cut by the " + p.name +
                          " " + str(p.rect) + " of layer " + std::to_string(p.layer));
        }
    }
    return out;
}

/// The top layer of a recorded frame (the screen drawn last, or its last popup).
inline int topLayer(const LayoutRecord& rec) {
    int top = 0;
    for (const PanelBox& p : rec.panels) top = std::max(top, p.layer);
    return top;
}

/// Draws the app's current screens once with recording on: what was drawn.
inline LayoutRecord recordFrame(App& app) {
    // Drawn layout only (Painter::layoutOnly: the same texts and boxes, SDL's rasteriser
    // skipped; "monkey: a frame drawn layout only records the same texts and boxes…"), then
    // back to frames that are seen: a test that looks at pixels captures its own frame.
    LayoutRecord rec;
    const bool layout_only = app.painter().isLayoutOnly();
    app.painter().layoutOnly(true);
    app.painter().record(&rec);
    app.drawNow();
    app.painter().record(nullptr);
    app.painter().layoutOnly(layout_only);
    return rec;
}

/// The first recorded text containing `part` (nullptr when none).
inline const TextBox* findText(const LayoutRecord& rec, const std::string& part) {
    for (const TextBox& t : rec.texts)
        if (t.text.find(part) != std::string::npos) return &t;
    return nullptr;
}

/// Draws the app's current screens once with recording on and returns the problems.
inline std::vector<std::string> layoutProblems(App& app) { return layoutProblems(recordFrame(app)); }

}  // namespace cata::app::test
