// The board: a game in progress (issue 4). Owns the GameSession; draws the map, the tokens and
// the panels (selected character's card, action bar, combat log, dice tray); turns clicks and
// keys into one of the core's legal actions and applies it through the session; pushes the
// decision dialogs, the hot-seat hand-off and the victory screen. The UI never changes the
// game except by applying a legal action (STYLE.md).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "cata/app/board_view.h"
#include "cata/app/combat_log.h"
#include "cata/app/dice_tray.h"
#include "cata/app/screen.h"
#include "cata/content/game_session.h"

namespace cata::app {

/// How the board behaves (from the new game screen and the settings).
struct BoardConfig {
    bool hand_off = true;                  // "Pass to the Master / heroes" screen between sides
    std::filesystem::path autosave_dir;    // empty: no autosaves (tests)
};

class BoardScreen : public Screen {
public:
    BoardScreen(App& app, std::unique_ptr<content::GameSession> session, BoardConfig config);
    ~BoardScreen() override;

    std::string_view id() const override { return "board"; }
    void draw(Painter& painter) override;
    bool animating() const override;
    void tick(Uint32 ms) override;

    content::GameSession& session() { return *session_; }
    const content::GameSession& session() const { return *session_; }
    /// The character selected by the player, if any (tests).
    std::optional<int> selected() const { return selected_; }
    /// Applies a legal action as if the player had chosen it (the decision dialogs call this).
    /// Returns false, with nothing changed, when it is not legal now.
    bool choose(const Action& action);

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    std::unique_ptr<content::GameSession> session_;
    BoardConfig config_;
    BoardView view_;
    CombatLog log_;
    DiceTray dice_;
    std::optional<int> selected_;
};

}  // namespace cata::app
