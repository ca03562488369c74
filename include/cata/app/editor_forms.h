// The quest editor's forms (docs/editor.md, "Quest forms"): the quest's title, budget, turn
// limit, heroes' zone, introduction and objective in English and French; its victory and
// defeat conditions (R52) and special actions (R51) chosen from what the format offers; its
// zones' names; the Master's fixed group (R53); the map's objects and their settings (the
// `objects` entries: names, locks, traps, contents); nested `all` / `any` conditions and a
// condition's `squares`; the quest's own cards (inline `cards`: id, names, side, value,
// characteristics, armour, damage, size), offered by the groups' lists. Each field edits the quest's JSON document
// through EditorScreen::editDocument (one undo step; typing in one field is one step), never
// a second format; each field has its help text; a check message naming a field selects it.
// Also the question asked when the editor is left with unsaved changes (Save / Discard /
// Cancel).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/geometry.h"

namespace cata::app {

class App;
class EditorScreen;

class EditorForms {
public:
    /// What a field of the form is.
    enum class Kind {
        Text,    // typed text (SDL text input, UTF-8), wrapped in its box
        Number,  // an integer: digits, Backspace, ← → (or − +) by one
        Choice,  // one of a list: ← → (or a click) go through it
        Button,  // Enter, Space or a click does it
    };
    struct Field {
        Kind kind = Kind::Text;
        std::string pointer;  // the JSON pointer it edits ("/title/fr"), a button's action ("+victory")
        std::string label;
        std::string help;     // shown while the field is chosen
        std::string section;  // not empty: a heading drawn above the field
        std::string value;    // Text: the text; Number: its digits ("" unset); Choice: the value
        std::vector<std::string> options, option_labels;  // Choice
        int max_lines = 2;                                // Text: the box's height in lines
        int min = 0;                                      // Number: the lowest value
        bool optional = false;                            // Number: emptied, the key goes (the ruleset's default)
        // Writes `value` (default: the string or number at `pointer`): a Choice's option, a
        // Text's text, a Number's digits ("" emptied).
        std::function<void(nlohmann::ordered_json&, const std::string&)> set;
    };

    EditorForms(App& app, EditorScreen& editor);

    /// True while the form shows in place of the map (the editor's "Quest" tab, F2).
    bool shown() const { return shown_; }
    void show(bool on);
    /// The fields, built from the document as it is now.
    std::vector<Field> fields() const;
    /// The chosen field's pointer ("" none).
    const std::string& focus() const { return focus_; }
    /// Chooses the field `pointer` (shows the form, scrolls it into view). False: no such field.
    bool focusField(const std::string& pointer);
    /// The field a check message's pointer names: itself, the field under it ("/title" →
    /// "/title/en"), else the nearest field above it ("/victory/0/of" → "/victory/0/type").
    std::optional<std::string> fieldFor(const std::string& diagnostic_pointer) const;
    /// Where field `pointer` was last drawn (empty: not shown).
    Rect fieldRect(const std::string& pointer) const;
    /// Shows the settings of the map's object at `at` (the form shows, its first field
    /// chosen). False when no object stands there.
    bool showObject(Pos at);
    /// The object whose settings the form shows (nothing: none).
    const std::optional<Pos>& selectedObject() const { return object_; }
    /// The text cursor in the chosen text field (a byte offset, at a character's start).
    std::size_t cursor() const { return cursor_; }
    /// True while a text or number field has the keyboard.
    bool typing() const;

    void draw(Painter& p, const Rect& area);
    bool key(SDL_Keycode key, Uint16 mod);
    bool text(const char* utf8);
    bool click(int x, int y);
    bool scroll(int dy);

private:
    const Field* find(const std::vector<Field>& all, const std::string& pointer) const;
    void press(const Field& f);
    void choose(const Field& f, int step);
    void setText(const Field& f, const std::string& value);
    /// The id whose references follow when the id of field `pointer` goes from `old` to `to`
    /// ("": none follow). While the field is emptied they keep naming the last id.
    std::string renameFrom(const std::string& pointer, const std::string& old, const std::string& to) const;
    void setNumber(const Field& f, const std::string& digits);
    void moveFocus(int step);
    void keepInView();

    App& app_;
    EditorScreen& editor_;
    bool shown_ = false;
    std::string focus_;
    std::size_t cursor_ = 0;
    int scroll_ = 0;                                   // pixels
    Rect view_;                                        // the scrolled view as last drawn
    std::vector<std::pair<std::string, Rect>> drawn_;  // fields as last drawn (content coordinates)
    int content_h_ = 0;
    std::vector<std::pair<std::string, std::size_t>> first_lines_;  // text fields' first line shown
    bool scroll_to_focus_ = false;                                  // the next draw scrolls the chosen field into view
    std::optional<Pos> object_;                                     // the object whose settings show
    // An id field emptied: its pointer, and the id its references still name (renameFrom).
    mutable std::pair<std::string, std::string> held_id_;
    std::string draft_pointer_, draft_;  // a squares field's text as typed (its value is the parsed squares)
};

/// The question asked when the editor is left with unsaved changes: Save (focused), Discard
/// or Cancel. Enter takes the focused answer; Esc cancels; Tab and the arrows move the focus.
class UnsavedScreen : public Screen {
public:
    enum class Answer { Save, Discard, Cancel };
    UnsavedScreen(App& app, std::string file, std::function<void(Answer)> on_answer);

    std::string_view id() const override { return "unsaved"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    struct Layout {
        Rect panel;
        Rect buttons[3];  // Save, Discard, Cancel
        std::vector<std::string> lines;
        int body_size = 0;
    };
    Layout layout() const;
    int focused() const { return focus_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool hover(int x, int y) override;

private:
    void answer(Answer a);
    std::string text_;
    std::function<void(Answer)> on_answer_;
    int focus_ = 0;
    bool closing_ = false;
};

}  // namespace cata::app
