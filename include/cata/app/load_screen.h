// Load a game: every save of the saves folder and every autosave of its "autosave"
// folder (a folder per game), newest first, with the quest's title, the date and time, the turn,
// the side to play, the mode (hot-seat, solo…) and the heroes' group; files that are not
// readable saves are listed in red with the reason and cannot be loaded. Loading opens the
// board (after the hand-off screen in hot-seat); a save can be deleted after a confirmation.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/content/game_session.h"

namespace cata::app {

class App;

/// Every save under `saves_dir` and every autosave, newest first (content::listAllSaves).
std::vector<content::SaveSummary> allSaves(const std::filesystem::path& saves_dir);

/// Loads `path` and pushes the board for it (autosaves in the app's autosave folder, hand-off
/// from the settings, shown first in hot-seat: BoardScreen::handOffOnResume). False, with the
/// reason in `error`, when the save does not load.
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
    /// True when row `index` is drawn: wholly in the list (a row cut by an edge is left out).
    bool rowShown(int index) const;
    /// How far the list is scrolled (0: its top), and how far it can be.
    int scrollOffset() const { return scroll_; }
    int maxScroll() const;
    /// The scroll bar's track right of the rows, when the list does not fit (nothing when it does).
    std::optional<Rect> scrollTrack() const;
    /// Its thumb, where it is drawn now (empty without a track).
    Rect scrollBarThumb() const;
    /// "12 / 54": the selected save's place in the list and the number of saves ("" when none).
    std::string position() const;
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
    int rowHeight() const;
    /// The height of all the rows with the list's margins.
    int contentHeight() const;
    /// The scroll stops: each row's top (play 11 #8: the list scrolls on whole entries).
    std::vector<int> rowStops() const;
    /// The snapped scroll offset: on a row's top, at most maxScroll().
    int settled(int offset) const;
    /// "Hot-seat", "Solo vs the Master AI"… from who played each side.
    std::string modeOf(const content::SaveSummary& s) const;
    /// The heroes' names, in the language of the settings.
    std::string groupOf(const content::SaveSummary& s) const;

    std::vector<content::SaveSummary> saves_;
    int selected_ = 0;
    int scroll_ = 0;
    std::string error_;
    bool confirm_delete_ = false;  // Delete pressed once: the next Delete / Yes deletes
    int hovered_button_ = 0;
};

}  // namespace cata::app
