// The layout check's rule (layout_check.h).
#include "layout_check.h"

namespace cata::app::test {

std::vector<std::string> layoutProblems(const LayoutRecord& rec) {
    std::vector<std::string> out;
    struct Seen {
        const TextBox* t;
        Rect visible;
        int own;
    };
    std::vector<Seen> seen;
    for (const TextBox& t : rec.texts) {
        if (empty(t.ink)) continue;
        const int own = ownerOf(rec, t);
        const bool scroll = scrolls(rec, own);
        const Rect visible = intersection(t.ink, t.clip);
        if (scroll && empty(visible)) continue;  // scrolled out of its view
        const Rect shown = scroll ? visible : t.ink;
        // The sentence's subject, written only when there is a problem (this runs on every text
        // of every frame the monkey draws).
        const auto what = [&t] { return "layer " + std::to_string(t.layer) + ": \"" + t.text + "\" " + str(t.ink); };
        if (!holds(t.window, shown)) out.push_back(what() + " leaves the window " + str(t.window));
        if (own >= 0) {
            const PanelBox& p = rec.panels[static_cast<std::size_t>(own)];
            if (!holds(p.rect, shown)) out.push_back(what() + " is cut by its " + p.name + " " + str(p.rect));
        }
        if (!scroll && !holds(t.clip, t.ink)) out.push_back(what() + " is clipped by " + str(t.clip));
        // In a scrolling view a text may be wholly out of it (skipped above), not cut by its edge:
        // half a line under a card's divider or a title's rule is text cut (play 8 #11, #14b).
        if (scroll && !pans(rec, own) && !holds(t.clip, t.ink))
            out.push_back(what() + " is cut by the edge of its scrolling view " + str(t.clip) + ", " +
                          std::to_string(visible.h) + " of " + std::to_string(t.ink.h) + " px high shown");
        for (std::size_t i = 0; i < rec.panels.size(); ++i) {
            const PanelBox& p = rec.panels[i];
            if (p.layer != t.layer || enclosing(rec, static_cast<int>(i), own)) continue;
            if (crosses(p.rect, shown)) out.push_back(what() + " crosses the " + p.name + " " + str(p.rect));
        }
        for (const Seen& s : seen) {
            if (s.t->layer != t.layer) continue;
            if (s.t->text == t.text && s.t->box.x == t.box.x && s.t->box.y == t.box.y) continue;  // drawn twice
            if (crosses(s.visible, shown)) out.push_back(what() + " overlaps \"" + s.t->text + "\" " + str(s.t->ink));
        }
        seen.push_back(Seen{&t, shown, own});
    }
    return out;
}

}  // namespace cata::app::test
