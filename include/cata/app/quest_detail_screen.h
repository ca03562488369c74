// A quest's introduction and objective, with Start and Back. Start says plainly that the
// board is not in this version yet (it opens a message, not a fake game).
#pragma once

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/quest.h"

namespace cata::app {

class QuestDetailScreen : public Screen {
public:
    /// `quest` must outlive the screen (it lives in the app's quest catalogue).
    QuestDetailScreen(App& app, const QuestDef& quest);

    std::string_view id() const override { return "quest_detail"; }
    void draw(Painter& painter) override;

    const QuestDef& quest() const { return quest_; }
    /// The Start button: explains that playing arrives in a later version.
    void start();

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    struct Layout {
        Rect panel;
        Rect body;
        Rect start;
        Rect back;
    };
    Layout layout() const;

    const QuestDef& quest_;
    int focus_ = 0;  // 0: Start, 1: Back
    int scroll_ = 0;
    int max_scroll_ = 0;  // measured when drawn
};

}  // namespace cata::app
