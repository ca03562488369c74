// New game: the list of quests, each with its number, title and objective in the player's
// language, then the quests that failed to load, in red, with their exact problems. Choosing a
// good quest opens its introduction; choosing a broken one shows why it cannot start.
#pragma once

#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/content/diagnostic.h"
#include "cata/core/quest.h"

namespace cata::app {

class QuestListScreen : public Screen {
public:
    explicit QuestListScreen(App& app);

    std::string_view id() const override { return "quest_list"; }
    void draw(Painter& painter) override;

    /// Quests that loaded, then broken ones.
    std::size_t entryCount() const { return entries_.size(); }
    std::size_t goodCount() const { return good_; }
    /// Index of the selected entry (meaningless when there is none).
    int selected() const { return selected_; }
    /// Opens entry `index`: the quest's introduction, or the refusal with its problems.
    void activate(int index);

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    struct Entry {
        const QuestDef* quest = nullptr;     // a good quest
        std::string file;                    // a broken quest's file
        std::vector<std::string> problems;   // its diagnostics, formatted
    };
    struct Row {
        int y = 0;  // top, relative to the list's content
        int h = 0;
        std::vector<std::string> lines;  // wrapped objective, or wrapped problems
    };
    struct Layout {
        Rect list;
        Rect back;
        int title_size = 0;
        int line_size = 0;
        int section_y = -1;  // top of the "broken quests" header in the content, -1: none
        int content_h = 0;
        std::vector<Row> rows;
    };
    Layout layout() const;
    int entryAt(int x, int y) const;
    void select(int index);
    void clampScroll(const Layout& l);

    std::vector<Entry> entries_;
    std::size_t good_ = 0;
    std::string notice_;  // shown when there is nothing to list
    int selected_ = 0;
    int scroll_ = 0;
    bool back_hovered_ = false;
};

}  // namespace cata::app
