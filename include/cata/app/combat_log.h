// The combat log: every event of the game as readable lines (turns, moves, each roll with its
// breakdown — characteristic, difficulty, modifiers with their sources, faces, result,
// location, armour, wounds — and the rule id), scrollable, exportable as text.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cata/ai/explanation.h"
#include "cata/app/event_text.h"
#include "cata/app/painter.h"
#include "cata/content/game_session.h"

namespace cata::app {

class App;

/// What an AI said about one of its actions: the explanation line shown in the log
/// before the action's events, and what the board highlights when the player reviews it.
struct AiNote {
    std::string text;             // the policy's explanation, as worded when the AI acted
    /// Its key and arguments (ai::ExplainKey::None: a line with no key, `text` is all there is):
    /// the log words it again in the player's language whenever it is rebuilt (a language
    /// switch from the game menu), as it words the core's events.
    ai::Explanation why;
    std::vector<int> characters;  // character indices (actor first)
    std::vector<Pos> squares;
    Side side = Side::Heroes;     // the side the AI played
};

/// An AI's note as kept in a saved game (content::GameSession::setNote): {"side", "why" (its
/// key and arguments, ai::explanationToJson), "text" (the line as worded, for a note with no
/// key), "characters", "squares"}.
nlohmann::json aiNoteToJson(const AiNote& note);
/// A saved note read back; nothing when it is not one (the log then shows no line for it).
std::optional<AiNote> aiNoteFromJson(const nlohmann::json& j);

/// R42: the note kept beside a Pass that the board made for human heroes nobody asked (the
/// "waiting heroes" setting): {"waiting": "not_asked"}. The log shows neither the window nor
/// the pass for it; a game loaded again reads it back (isUnaskedPassNote).
nlohmann::json unaskedPassNote();
bool isUnaskedPassNote(const nlohmann::json& j);

class CombatLog {
public:
    explicit CombatLog(App& app);

    /// Forgets every line (before rebuilding from a session's history after undo/load).
    void clear();
    /// Adds the lines of one step of the game; `after` is the state once it was applied.
    /// `heroes_asked` false: the step is a Pass made for waiting heroes nobody asked (R42): it
    /// adds nothing and takes back the line of the window its last step opened ("The waiting
    /// heroes may act"), so a Master action that asks nobody logs only itself.
    void append(const content::HistoryEntry& entry, const GameState& after, bool heroes_asked = true);
    /// clear() then append() of every entry of the history; `notes` (by history index) puts
    /// each AI explanation back before its step's events. The session's own notes say which
    /// passes asked nobody (unaskedPassNote).
    void rebuild(const content::GameSession& session, const std::map<std::size_t, AiNote>* notes = nullptr);
    /// Adds an AI explanation line ("AI · …"), marked, before the lines of its action; a note
    /// with a key is worded now in the current language, with the names of `state`.
    void appendAi(const AiNote& note, int turn, const GameState& state);

    /// The index (in lines()) of the line under (x, y), if any.
    std::optional<std::size_t> lineAt(int x, int y) const;
    /// The AI note of line `index`, if it is an AI explanation.
    const AiNote* aiNote(std::size_t index) const;
    /// The newest AI explanation line, if any.
    std::optional<std::size_t> lastAiLine() const;
    /// Draws line `index` highlighted (nothing: none).
    void setHighlighted(std::optional<std::size_t> index) { highlighted_ = index; }
    std::optional<std::size_t> highlighted() const { return highlighted_; }

    /// Draws the log in `area` (a dark panel): turn headers in gold, rolls, wounds in red,
    /// consequences indented under their test, rule ids dim at the right, newest at the bottom,
    /// and a scrollbar when the lines do not fit.
    void draw(Painter& painter, const Rect& area);
    /// The height of an area that shows `rows` rows of text (its padding included).
    int heightFor(Painter& painter, int rows) const;
    /// How many rows the last draw had room for (tests).
    int visibleRows() const { return visible_rows_; }
    /// Scrolls by `dy` wheel notches (positive: back in time), three log lines a notch (the
    /// view's top on a line's first row), when (x, y) is inside the last drawn area.
    bool scroll(int x, int y, int dy);
    /// The keyword under (x, y) (for its rules tooltip), or empty.
    std::string keywordAt(int x, int y) const;

    const std::vector<LogLine>& lines() const { return lines_; }
    /// Holds back the lines from `line` on (not drawn) while the dice of their action still
    /// tumble, so that the roll keeps its suspense; nullopt shows them. A hold
    /// already in place stays from its earlier line.
    void holdFrom(std::optional<std::size_t> line);
    /// The first line held back, if any.
    std::optional<std::size_t> heldFrom() const { return held_from_; }
    /// The whole log as plain text, one line per line, turn headers set apart, rule ids in
    /// brackets, for "export".
    std::string exportText() const;
    /// Writes exportText() to `path` atomically; false with a sentence in `error`.
    bool exportTo(const std::filesystem::path& path, std::string* error) const;

    /// Rows scrolled up from the newest one (0: the newest line is visible at the bottom).
    int scrollOffset() const { return scroll_; }
    /// The largest scroll offset at the last drawn size.
    int maxScroll() const;
    /// The log line of the view's top row at the last drawn size (tests), if any.
    std::optional<std::size_t> topLine() const;

private:
    /// One wrapped row on screen.
    struct Row {
        int line = 0;  // index in lines_
        std::string text;
        bool first = true;  // the first row of its line (carries the rule id)
    };
    /// Wraps the lines not wrapped yet (all of them when the width or scale changed).
    void layout(Painter& painter, int width);
    int rowHeight(Painter& painter) const;
    /// The index in rows_ of the view's top row.
    int topRow() const;
    /// How many of rows_ are shown: all but the held lines'.
    int shownRows() const;

    App& app_;
    std::vector<LogLine> lines_;
    int scroll_ = 0;  // rows scrolled up from the bottom
    Rect area_;
    // Layout cache.
    std::vector<Row> rows_;
    std::size_t wrapped_lines_ = 0;
    int wrapped_width_ = -1;
    bool wrapped_ids_ = false;  // the rule ids were shown when the rows were wrapped
    double wrapped_factor_ = 1.0;  // the text size factor they were wrapped at (TextRenderer::sizeFactor)
    int visible_rows_ = 0;
    int row_h_ = 0;
    struct HotRow {
        Rect rect;
        int line = 0;
    };
    std::vector<HotRow> hot_;  // rows drawn last time, for keywordAt
    std::map<std::size_t, AiNote> ai_;  // AI explanation lines, by index in lines_
    std::optional<std::size_t> highlighted_;
    std::optional<std::size_t> held_from_;    // holdFrom()
    std::optional<std::size_t> window_line_;  // R42: the line of the window the last step opened
    int header_turn_ = 0;      // the turn and side of the last turn header
    Side header_side_ = Side::Heroes;
};

}  // namespace cata::app
