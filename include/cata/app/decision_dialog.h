// A pending decision as a dialog over the board (R12 failed block test, R27 destiny re-roll or
// cancel, and any other PendingDecision): what happened, what each answer does, and one
// button per answer from the core's legal actions.
#pragma once

#include <functional>
#include <vector>

#include "cata/app/screen.h"
#include "cata/core/game_state.h"

namespace cata::app {

class DecisionDialog : public Screen {
public:
    /// `state` has a pending decision; `choose` applies the answer picked (the dialog closes).
    DecisionDialog(App& app, const GameState& state, std::function<void(const Action&)> choose);

    std::string_view id() const override { return "decision"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    std::vector<LegalAction> answers_;
    std::function<void(const Action&)> choose_;
    std::string title_;
    std::vector<std::string> body_;
    int focus_ = 0;
};

}  // namespace cata::app
