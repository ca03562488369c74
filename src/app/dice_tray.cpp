// Placeholder until the dice tray lands (issue 4).
#include "cata/app/dice_tray.h"

namespace cata::app {

DiceTray::DiceTray(App& app) : app_(app) {}
void DiceTray::show(const std::vector<Event>& events, const GameState& after) {
    (void)after;
    rolls_.clear();
    for (const Event& e : events)
        if (std::holds_alternative<TestRolled>(e) || std::holds_alternative<D6Rolled>(e)) rolls_.push_back(e);
}
bool DiceTray::animating() const { return elapsed_ < duration_; }
void DiceTray::tick(Uint32 ms) { elapsed_ += ms; }
void DiceTray::skip() { elapsed_ = duration_; }
void DiceTray::draw(Painter& painter, const Rect& area) {
    (void)painter;
    (void)area;
}
void DiceTray::clear() { rolls_.clear(); }

}  // namespace cata::app
