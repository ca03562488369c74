// The screen stack.
#include "cata/app/screen_stack.h"

#include "cata/app/painter.h"

#include <algorithm>

namespace cata::app {

void ScreenStack::push(std::unique_ptr<Screen> screen) {
    if (screen) pending_.push_back(Change{std::move(screen), nullptr});
}

void ScreenStack::pop(const Screen* screen) {
    if (screen) pending_.push_back(Change{nullptr, screen});
}

bool ScreenStack::commit() {
    if (pending_.empty()) return false;
    // The top before the changes; forgotten when it is popped, so that a new screen allocated
    // at the same address still counts as a new top.
    const Screen* before = top();
    std::vector<Change> changes;
    changes.swap(pending_);  // a destructor below may push again: that waits for the next commit
    std::vector<const Screen*> fresh;  // pushed by this commit: a pop below them keeps them
    for (Change& change : changes) {
        if (change.push) {
            fresh.push_back(change.push.get());
            screens_.push_back(std::move(change.push));
            continue;
        }
        auto it = std::find_if(screens_.begin(), screens_.end(),
                               [&](const std::unique_ptr<Screen>& s) { return s.get() == change.pop; });
        if (it == screens_.end()) continue;
        const auto first = static_cast<std::size_t>(it - screens_.begin());
        std::vector<std::unique_ptr<Screen>> kept;
        std::vector<std::unique_ptr<Screen>> gone;
        for (std::size_t i = first; i < screens_.size(); ++i) {
            const bool stays = i != first && std::find(fresh.begin(), fresh.end(), screens_[i].get()) != fresh.end();
            if (!stays && screens_[i].get() == before) before = nullptr;
            (stays ? kept : gone).push_back(std::move(screens_[i]));
        }
        screens_.resize(first);
        for (auto& s : kept) screens_.push_back(std::move(s));
        while (!gone.empty()) gone.pop_back();  // the top one first
    }
    if (Screen* now = top(); now && now != before) now->activated();
    return true;
}

void ScreenStack::clear() {
    // A destructor below may push or pop again: repeat until nothing is left.
    while (!screens_.empty() || !pending_.empty()) {
        pending_.clear();
        while (!screens_.empty()) screens_.pop_back();
    }
}

bool ScreenStack::handle(const SDL_Event& event) {
    for (auto it = screens_.rbegin(); it != screens_.rend(); ++it) {
        if ((*it)->handleEvent(event)) return true;
        if ((*it)->isModal()) return false;
    }
    return false;
}

void ScreenStack::draw(Painter& painter) {
    std::size_t first = 0;
    for (std::size_t i = screens_.size(); i-- > 0;) {
        if (screens_[i]->isOpaque()) {
            first = i;
            break;
        }
    }
    for (std::size_t i = first; i < screens_.size(); ++i) {
        painter.beginLayer();  // each screen over the ones below (the layout check compares within one)
        painter.clearButtons();  // the top screen's buttons are the ones a click reaches
        screens_[i]->draw(painter);
    }
}

bool ScreenStack::contains(std::string_view id) const {
    return std::any_of(screens_.begin(), screens_.end(), [id](const auto& s) { return s->id() == id; });
}

bool ScreenStack::modalAbove(const Screen* screen) const {
    for (auto it = screens_.rbegin(); it != screens_.rend() && it->get() != screen; ++it)
        if ((*it)->isModal()) return true;
    return false;
}

bool ScreenStack::animating() const {
    return std::any_of(screens_.begin(), screens_.end(), [](const auto& s) { return s->animating(); });
}

void ScreenStack::tick(Uint32 ms) {
    for (auto& s : screens_) s->tick(ms);
}

Uint32 ScreenStack::timers(Uint32 now) {
    Uint32 next = 0;
    for (auto& s : screens_)
        if (const Uint32 due = s->timers(now); due != 0 && (next == 0 || due < next)) next = due;
    return next;
}

}  // namespace cata::app
