// Hot-seat hand-off: an opaque screen that hides the board between the sides ("Pass to the
// Master of the catacombs", "Turn 3") until the next player clicks or presses a key; then it
// closes itself and the board shows again. With a preview (R42: the waiting heroes may act
// after a Master action), the board first stays in view under a small notice so the Master
// sees the result of his action; his Enter or a click on "Hand over" then hides it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/side.h"

namespace cata::app {

class HandOffScreen : public Screen {
public:
    /// `next`: the side about to play; `turn`: its turn number.
    /// `preview`: when not empty, the notice shown over the still visible board first, under
    /// `preview_title` (default: the R42 "Waiting heroes"), at the top of `area` (the board's
    /// map below its banners, kept up to date by the board; none: the window below its top bar)
    /// so that it cuts none of the board's banners and none of its side panel.
    HandOffScreen(App& app, Side next, int turn, std::string preview = {}, std::string preview_title = {},
                  std::shared_ptr<const Rect> area = nullptr);

    std::string_view id() const override { return "hand_off"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return preview_.empty(); }
    /// Play 10 #10: for App::handOffGuardMs() of the app's clock after it shows, and after its
    /// notice goes, every key and click is swallowed; so is a key's auto-repeat, always (a held
    /// Enter). Then a deliberate key or click takes it.
    bool handleEvent(const SDL_Event& event) override;
    bool animating() const override { return guard_ms_ > 0; }
    void tick(Uint32 ms) override;
    /// True while it takes no input yet (tests).
    bool guarded() const { return guard_ms_ > 0; }

    /// True while the board still shows under the notice (before the hand-over).
    bool previewing() const { return !preview_.empty(); }
    /// The notice's title and text (previewing only).
    const std::string& previewTitle() const { return preview_title_; }
    const std::string& previewText() const { return preview_; }
    /// The notice's "Hand over" button (previewing only).
    Rect handOverButton() const;
    /// The recap of the turn that ended, under `title` ("The Master's turn"), shown
    /// under the prompt of the hiding screen (as many lines as fit).
    void setRecap(std::string title, std::vector<std::string> lines) {
        recap_title_ = std::move(title);
        recap_ = std::move(lines);
    }
    const std::vector<std::string>& recap() const { return recap_; }
    /// How many recap lines the last draw showed (tests).
    int recapShown() const { return recap_shown_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    void close();
    Rect noticePanel() const;
    void drawPreview(Painter& p);

    std::string preview_;
    std::string preview_title_;
    std::shared_ptr<const Rect> area_;
    std::string recap_title_;
    std::vector<std::string> recap_;
    int recap_shown_ = 0;
    Side next_;
    int turn_;
    bool closing_ = false;
    int guard_ms_ = 0;   // milliseconds left before it takes input
    bool fresh_ = true;  // no tick since it showed (or its notice went)
};

}  // namespace cata::app
