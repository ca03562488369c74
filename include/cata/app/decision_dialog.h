// A pending decision as a dialog over the board (R12 failed block test, R27 destiny re-roll or
// cancel, and any other PendingDecision): what happened, what each answer does, and one
// button per answer from the core's legal actions.
//
// Keys: 1–9 pick an answer, ← → (↑ ↓, Tab) move the focus, Enter or Space confirm it. The
// dialog is modal (a decision must be answered) but not opaque: the board stays visible. In
// the R42 window (no pending decision) it is a banner at the top that lets the board work.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cata/app/input_guard.h"
#include "cata/app/painter.h"
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
    /// False in the R42 window (no pending decision): the heroes act on the board around it.
    bool isModal() const override { return modal_; }

    /// The answers offered, in button order, and their labels (tests).
    const std::vector<LegalAction>& answers() const { return answers_; }
    const std::vector<std::string>& labels() const { return labels_; }
    const std::string& title() const { return title_; }
    /// The paragraphs under the title: what happened, then the question.
    const std::vector<std::string>& body() const { return body_; }
    /// Where button `index` is drawn at the current window size.
    Rect buttonRect(std::size_t index) const;
    /// Play 11 #10: it comes by itself (the other side's action, the AI's, left the decision),
    /// so for App::appearGuardMs() after it shows it takes no key, and never a held key's
    /// auto-repeat (a held Enter would answer it unread); clicks are taken at once.
    bool handleEvent(const SDL_Event& event) override;
    /// True while it takes no key yet (tests).
    bool keysLocked() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    struct Layout {
        Rect panel;
        std::vector<std::vector<std::string>> paragraphs;  // wrapped body
        std::vector<Rect> buttons;
        int title_y = 0;
        int body_y = 0;
    };
    Layout layout() const;
    void pick(std::size_t index);
    void setFocus(int index);

    std::vector<LegalAction> answers_;
    std::function<void(const Action&)> choose_;
    std::string title_;
    std::vector<std::string> body_;
    std::vector<std::string> labels_;
    std::string owner_;  // "For the heroes"
    int focus_ = 0;
    bool closing_ = false;
    bool modal_ = true;  // false: a banner at the top, clicks elsewhere go to the board
    InputGuard guard_;
};

}  // namespace cata::app
