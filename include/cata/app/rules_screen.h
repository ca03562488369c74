// Rules reference. For now a stub: it lists the topics of the rulebook and says plainly that
// the full reference comes in a later version.
#pragma once

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class RulesScreen : public Screen {
public:
    explicit RulesScreen(App& app) : Screen(app) {}

    std::string_view id() const override { return "rules"; }
    void draw(Painter& painter) override;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    Rect backButton() const;
};

}  // namespace cata::app
