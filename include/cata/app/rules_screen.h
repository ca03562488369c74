// The rules reference: the topics of assets/ui/rules.json on the left, the chosen
// topic's text on the right with its rule ids, scrolling by wheel, arrows and page keys.
#pragma once

#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class RulesScreen : public Screen {
public:
    /// Opens on the topic a `keyword` finds (a special rule on a card, a word in the log), else
    /// on the first topic.
    explicit RulesScreen(App& app, const std::string& keyword = {});

    std::string_view id() const override { return "rules"; }
    void draw(Painter& painter) override;

    /// Index of the topic shown.
    int selected() const { return selected_; }
    void select(int index);

    /// Hit boxes.
    Rect topicRect(int index) const;
    /// The lines topic `index`'s title is drawn on in the list: one, or two for a long title
    /// (all titles at one size, none shrunk to fit).
    std::vector<std::string> topicTitleLines(int index) const;
    Rect textRect() const;
    Rect backButton() const;
    /// How far the topic's text is scrolled (a line's top), and the topic list.
    int textScroll() const { return text_scroll_; }
    int listScroll() const { return list_scroll_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;

private:
    Rect listRect() const;
    void scrollText(int pixels);
    /// The height of topic `index`'s row in the list, and of all the rows.
    int topicHeight(int index) const;
    int topicsHeight() const;
    /// The list's scroll stops (each topic's top, from the first one's) and its furthest one.
    std::vector<int> topicStops() const;
    int listMaxScroll() const;
    /// True when topic `index`'s row lies wholly in the list (only those are drawn).
    bool topicShown(int index) const;

    int selected_ = 0;
    int list_scroll_ = 0;
    int text_scroll_ = 0;
    int text_height_ = 0;  // measured when drawn
    int text_view_ = 0;    // the height the text is shown in (when drawn)
    std::vector<int> text_stops_;  // each line's top, from the text's top (when drawn)
};

}  // namespace cata::app
