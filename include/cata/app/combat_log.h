// The combat log: every event of the game as readable lines (turns, moves, each roll with its
// breakdown — characteristic, difficulty, modifiers with their sources, faces, result,
// location, armour, wounds — and the rule id), scrollable, exportable as text.
#pragma once

#include <string>
#include <vector>

#include "cata/app/event_text.h"
#include "cata/app/painter.h"
#include "cata/content/game_session.h"

namespace cata::app {

class App;

class CombatLog {
public:
    explicit CombatLog(App& app);

    /// Forgets every line (before rebuilding from a session's history after undo/load).
    void clear();
    /// Adds the lines of one step of the game; `after` is the state once it was applied.
    void append(const content::HistoryEntry& entry, const GameState& after);
    /// clear() then append() of every entry of the history.
    void rebuild(const content::GameSession& session);

    void draw(Painter& painter, const Rect& area);
    /// Scrolls by `dy` wheel notches when (x, y) is inside the last drawn area.
    bool scroll(int x, int y, int dy);
    /// The keyword under (x, y) (for its rules tooltip), or empty.
    std::string keywordAt(int x, int y) const;

    const std::vector<LogLine>& lines() const { return lines_; }
    /// The whole log as plain text, one line per line, for "export".
    std::string exportText() const;

private:
    App& app_;
    std::vector<LogLine> lines_;
    int scroll_ = 0;  // lines scrolled up from the bottom
    Rect area_;
};

}  // namespace cata::app
