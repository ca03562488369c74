// The quest editor (docs/editor.md): a new quest (a walled empty floor
// of a chosen size) or a shipped or user quest opened (a shipped one becomes a copy in the
// user quests folder); its map drawn with the game's tiles and painted with the mouse or the
// keyboard from a palette with four tools (pencil, line, rectangle, fill); undo and redo of
// every stroke; the same checks and messages as `catakombes validate`, live in a side panel
// (a message clicked selects its square); save through the stable writer (quest_writer.h)
// into the user quests folder; and a play-test that starts the quest hot-seat and comes back.
// The quest's forms (editor_forms.h) show in place of the map under its Quest tab (F2); Esc
// and Back ask Save / Discard / Cancel when there are unsaved changes.
// The quest's JSON document is the source of truth: every edit changes its rows and entries.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/app/editor_forms.h"
#include "cata/app/editor_playtest.h"
#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/app/textures.h"
#include "cata/content/diagnostic.h"
#include "cata/content/quest_region.h"
#include "cata/core/geometry.h"
#include "cata/core/quest.h"

namespace cata::content {
class QuestTextChecker;
}  // namespace cata::content

namespace cata::app {

/// What a stroke of the editor paints.
enum class Brush {
    Floor,
    Wall,
    DoorOpen,
    DoorClosed,
    DoorLocked,  // with the brush's lock difficulty (R40)
    SecretDoor,
    Rubble,
    Lava,
    Trap,
    HiddenTrap,
    Chest,
    ChestLocked,  // with the brush's lock difficulty
    Cell,         // a locked cell (R50), with the brush's lock difficulty
    Barrel,
    Reinforcement,
    HeroZone,  // the heroes' zone (zone_map)
    NoZone,    // clears the zone letter
    Void,
};
inline constexpr int kBrushCount = 18;

/// How a stroke lays the brush; Select drags a region's rectangle instead (editor_region.cpp).
enum class Tool { Pencil, Line, Rectangle, Fill, Select };

/// The buttons of the region row (the side panel's foot, editor_region.cpp).
enum class RegionButton { Select, Copy, Paste, MirrorH, MirrorV, Resize };
inline constexpr int kRegionButtonCount = 6;

/// One problem of the live check, with the square it names (when it names one).
struct EditorProblem {
    content::Diagnostic diagnostic;
    std::string text;  // as shown: "/terrain/3: …"
    std::optional<Pos> square;
};

class EditorScreen : public Screen {
public:
    /// Opens the editor on its start panel (new quest, or a quest to open).
    explicit EditorScreen(App& app);

    std::string_view id() const override { return "editor"; }
    void draw(Painter& painter) override;
    void activated() override;
    /// True while a text or number field of the forms has the keyboard.
    bool editingText() const override { return forms_ && forms_->typing(); }

    // ---- The start panel ----
    /// True while the start panel shows (no quest open yet).
    bool choosing() const { return !doc_; }
    /// The quests offered to open: their files (absolute paths), shipped then the player's.
    const std::vector<std::string>& openable() const { return openable_; }
    /// New quest of `width` × `height` squares (clamped to 5…64): a floor walled all round.
    void newQuest(int width, int height);
    /// Opens the quest file `path`; a shipped one becomes a copy in the user folder (new id,
    /// "<id>_copy"). False, with the reason in status(), when it cannot be read.
    bool open(const std::string& path);
    /// The quest chosen by keys in the open list (Tab / Shift+Tab; Enter opens it), -1 none.
    int openSelected() const { return open_selected_; }
    int newWidth() const { return new_w_; }
    int newHeight() const { return new_h_; }

    // ---- Editing ----
    const nlohmann::ordered_json& document() const { return *doc_; }
    /// The quest's text in the stable layout (what Save writes).
    std::string text() const;
    /// The heading over the editor: "title — file.json" (" *" with unsaved changes), the file's
    /// name alone while the quest has no title.
    std::string heading() const;
    /// Where Save writes (the user quests folder, "<id>.json").
    const std::string& path() const { return path_; }
    Brush brush() const { return brush_; }
    void setBrush(Brush b);
    Tool tool() const { return tool_; }
    void setTool(Tool t);
    int lockDifficulty() const { return lock_difficulty_; }
    Pos cursor() const { return cursor_; }
    /// Paints the brush on `squares` as one edit (one undo step).
    void paint(const std::vector<Pos>& squares);
    /// The map character at `p` ("" outside), and the zone letter ('.' none).
    std::string charAt(Pos p) const;
    char zoneAt(Pos p) const;
    bool undo();
    bool redo();
    std::size_t undoDepth() const { return undo_.size(); }
    std::size_t redoDepth() const { return redo_.size(); }

    // ---- Regions and resize (editor_region.cpp, content/quest_region.h) ----
    /// The region selected (the Select tool's drag, Shift+arrows), nothing when none.
    const std::optional<content::MapArea>& selection() const { return selection_; }
    void select(const content::MapArea& area);
    void clearSelection();
    /// Ctrl+C: the selection's squares and entries into the editor's clipboard.
    bool copySelection();
    /// Ctrl+V: the clipboard pasted with its top-left square at the cursor (one edit).
    bool pasteAtCursor();
    /// H / V: the selection mirrored left to right (`horizontal`) or top to bottom (one edit).
    bool mirrorSelection(bool horizontal);
    /// Grows (positive) or shrinks (negative) the map on each side (one edit); what falls off
    /// is named on the status line. False, with the reason there, when the size is refused.
    bool resize(int left, int top, int right, int bottom);
    const content::RegionClip& clipboard() const { return clipboard_; }

    // ---- Reload (editor_reload.cpp) ----
    /// Looks at the quest's file now (the poll does it every second): changed on disk by
    /// another editor, it is reloaded when nothing here is unsaved, else the author is asked.
    /// True when the file changed since it was last read or saved.
    bool checkDisk();
    /// How many times the quest was read again from its file.
    int reloads() const { return reloads_; }
    Uint32 timers(Uint32 now) override;

    // ---- Checks, save, play ----
    const std::vector<EditorProblem>& problems() const { return problems_; }
    /// Selects problem `index`: the cursor goes to its square (when it names one).
    void selectProblem(int index);
    int selectedProblem() const { return selected_problem_; }
    /// Where problem `index` was last drawn (empty: not shown).
    Rect problemRect(int index) const;
    /// Saves into the user quests folder. False, with the reason in status(), when it cannot.
    bool save();
    /// True when the document differs from what was last saved or opened.
    bool dirty() const;
    /// The line under the map (saved, saved with problems, cannot play…).
    const std::string& status() const { return status_; }
    /// F5, Play-test: opens the play-test dialog (editor_playtest.h: hot-seat, solo against the
    /// Master AI, AI against AI). False, with the reason in status(), when the quest has problems.
    bool playTest();
    /// Saves, then starts the quest with `players` (the default groups, or the quest's start
    /// position) over the editor, which the game's end or its Quit brings back as it was. False,
    /// with the reason in status(), when the quest has problems or does not start.
    bool playTest(const content::Players& players);
    /// The play-test dialog's last choice (kept for the next play-test).
    PlaytestChoice& playtestChoice() { return playtest_choice_; }
    const PlaytestChoice& playtestChoice() const { return playtest_choice_; }
    /// The balance check (B, the Balance button; editor_balance.h): the simulator over the
    /// quest as it is, in the background, on a panel over the editor. False, with the reason in
    /// status(), when the quest has problems.
    bool balanceCheck();

    // ---- Forms (editor_forms.h) ----
    /// The quest's forms, shown in place of the map by the "Quest" tab (F2).
    EditorForms& forms() { return *forms_; }
    const EditorForms& forms() const { return *forms_; }
    /// Changes the document with `change` as one edit (one undo step, the check run again);
    /// changes following one another with the same `merge` key (typing in one field) stay one
    /// step. Nothing when the document does not change.
    void editDocument(const std::function<void(nlohmann::ordered_json&)>& change, const std::string& merge = {});
    /// The next strokes paint zone `letter` of `zones` (a zone's Paint button), until a brush
    /// is chosen; the map shows.
    void paintZone(const std::string& letter);
    /// The zone letter painted ("" when a brush of the palette is).
    const std::string& zoneBrush() const { return zone_brush_; }
    /// Esc, Back: leaves the editor, first asking Save / Discard / Cancel (UnsavedScreen)
    /// when there are unsaved changes.
    void back();

    /// Hit boxes, for tests and the pointer.
    struct Layout {
        Rect palette;               // the palette panel (tools and brushes)
        std::vector<Rect> tools;    // Tool order
        std::vector<Rect> brushes;  // Brush order
        Rect map_area;              // where the map is drawn
        Rect side;                  // the problems panel
        Rect save, play, balance, undo, redo, back;
        std::vector<Rect> region;  // RegionButton order, at the foot of the side panel
        Rect map_tab, quest_tab;   // above the map: the map, or the quest's forms (F2)
        // The start panel.
        Rect start;
        Rect new_quest, width_minus, width_plus, height_minus, height_plus;
        std::vector<Rect> open_rows;
    };
    Layout layout() const;
    /// The square drawn at window pixel (x, y), nothing when none (after a draw).
    std::optional<Pos> squareAt(int x, int y) const;
    /// The window rectangle of square `p` (after a draw).
    Rect squareRect(Pos p) const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;
    bool otherEvent(const SDL_Event& event) override;
    bool textInput(const char* text) override;

private:
    void listOpenable();
    void revalidate();
    void commitEdit(const nlohmann::ordered_json& before);
    void applyBrush(nlohmann::ordered_json& doc, Pos p) const;
    std::vector<Pos> strokeSquares(Pos from, Pos to) const;
    std::vector<Pos> fillSquares(Pos from) const;
    void drawStart(Painter& p, const Layout& l);
    void drawEditor(Painter& p, const Layout& l);
    bool clickStart(int x, int y);
    std::string brushLabel(Brush b) const;
    // editor_region.cpp
    void layoutRegion(Layout& l) const;
    void drawRegion(Painter& p, const Layout& l);
    bool clickRegion(const Layout& l, int x, int y);
    bool regionKey(SDL_Keycode key, Uint16 mod);
    // editor_reload.cpp
    void noteDisk();
    void reloadFromDisk(const std::string& text);

    std::optional<nlohmann::ordered_json> doc_;
    std::string path_;
    std::string saved_text_;  // the text last saved or opened
    std::vector<nlohmann::ordered_json> undo_, redo_;
    /// Undo or redo: the document goes onto `to`, the last of `from` becomes the document.
    bool stepHistory(std::vector<nlohmann::ordered_json>& from, std::vector<nlohmann::ordered_json>& to);
    std::vector<EditorProblem> problems_;
    /// The check's context (the shipped content, the packs' cards and spells), read once when
    /// the editor first checks its quest.
    std::shared_ptr<const content::QuestTextChecker> checker_;
    int selected_problem_ = -1;
    std::vector<std::pair<int, Rect>> problem_rows_;  // problems as last drawn
    int problem_scroll_ = 0;
    std::string status_;
    Brush brush_ = Brush::Wall;
    Tool tool_ = Tool::Pencil;
    int lock_difficulty_ = 4;
    Pos cursor_{1, 1};
    // A stroke in progress (mouse held).
    bool stroking_ = false;
    nlohmann::ordered_json stroke_before_;
    Pos stroke_from_{0, 0};
    Pos stroke_last_{0, 0};
    // The map as last drawn.
    Rect map_rect_;
    int cell_ = 0;
    int map_w_ = 0, map_h_ = 0;
    // The start panel.
    int new_w_ = 12, new_h_ = 10;
    std::vector<std::string> openable_;
    std::vector<std::string> openable_names_;
    int open_scroll_ = 0;
    int open_selected_ = -1;  // chosen by keys; -1: Enter makes a new quest
    std::unique_ptr<TextureCache> textures_;
    // Regions.
    std::optional<content::MapArea> selection_;
    std::optional<Pos> select_anchor_;  // where the selection's drag or Shift+arrows began
    bool selecting_ = false;            // the Select tool's drag in progress
    content::RegionClip clipboard_;
    // Reload: the file's time and size when last read or saved.
    std::optional<std::pair<std::filesystem::file_time_type, std::uintmax_t>> disk_stamp_;
    Uint32 next_disk_poll_ = 0;
    bool asking_reload_ = false;
    int reloads_ = 0;
    // Forms (editor_forms.h).
    std::unique_ptr<EditorForms> forms_;
    std::string merge_;                  // the merge key of the last edit (editDocument)
    std::string zone_brush_;             // the zone letter painted, "" for the palette's brush
    int pointer_x_ = 0, pointer_y_ = 0;  // where the pointer last was (the wheel's view)
    PlaytestChoice playtest_choice_;     // the play-test dialog's (editor_playtest.h)
};

}  // namespace cata::app
