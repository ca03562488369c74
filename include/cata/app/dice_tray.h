// The dice tray: the faces of the last rolls (dice of power blank / I / I*, the location die,
// D6s) with a short tumbling animation that a click, a key or the settings skip.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

class DiceTray {
public:
    explicit DiceTray(App& app);

    /// Shows the rolls among `events` (nothing changes when there are none).
    void show(const std::vector<Event>& events, const GameState& after);
    bool animating() const;
    void tick(Uint32 ms);
    /// Ends the animation at once.
    void skip();
    void draw(Painter& painter, const Rect& area);
    void clear();

private:
    App& app_;
    std::vector<std::string> captions_;
    Uint32 elapsed_ = 0;
    Uint32 duration_ = 0;
    std::vector<Event> rolls_;
};

}  // namespace cata::app
