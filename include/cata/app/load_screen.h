// Load a game: every save of the saves folder and of its "autosave" folder, newest
// first, with the quest's title, the turn, the side to play and the date; files that are not
// readable saves are listed in red with the reason and cannot be loaded. Loading opens the
// board; a save can be deleted after a confirmation.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/content/game_session.h"

namespace cata::app {

class App;

/// Every save under `saves_dir` and `saves_dir`/autosave, newest first (content::listSaves).
std::vector<content::SaveSummary> allSaves(const std::filesystem::path& saves_dir);

/// Loads `path` and pushes the board for it (autosaves in the app's autosave folder, hand-off
/// from the settings). False, with the reason in `error`, when the save does not load.
bool openSavedGame(App& app, const std::filesystem::path& path, std::string* error);

class LoadScreen : public Screen {
public:
    explicit LoadScreen(App& app);

    std::string_view id() const override { return "load"; }
    void draw(Painter& painter) override;

    const std::vector<content::SaveSummary>& saves() const { return saves_; }
    int selected() const { return selected_; }
    /// The error of the last failed load ("" when none).
    const std::string& error() const { return error_; }
    /// Loads save `index` and opens the board (this screen closes). False when it cannot.
    bool load(int index);
    /// Deletes save `index` now (the Delete key asks first) and refreshes the list.
    bool erase(int index);
    /// Re-reads the folders.
    void refresh();

    Rect rowRect(int index) const;
    Rect loadButton() const;
    Rect deleteButton() const;
    Rect backButton() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    Rect listRect() const;
    void select(int index);
    std::string questTitle(const std::string& quest_id) const;

    std::vector<content::SaveSummary> saves_;
    int selected_ = 0;
    int scroll_ = 0;
    std::string error_;
    bool confirm_delete_ = false;  // Delete pressed once: the next Delete / Yes deletes
    int hovered_button_ = 0;
};

}  // namespace cata::app
