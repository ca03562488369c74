// Quest packs in the client (docs/content-format.md "Quest packs", docs/editor.md "Quest
// packs"): a screen opened from the New game screen (P) that imports a pack from a folder whose
// path is typed (content::importPack: validated, never overwriting shipped files nor another
// pack's; a refusal shows its message), and exports the player's own quests as a pack (its
// manifest typed: name, author, version, licence) into $XDG_DATA_HOME/catakombes/exports/<name>/.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "cata/app/screen.h"
#include "cata/app/widgets.h"

namespace cata::app {

class PacksScreen : public Screen {
public:
    explicit PacksScreen(App& app);

    std::string_view id() const override { return "packs"; }
    void draw(Painter& painter) override;
    bool editingText() const override { return isText(focus_); }

    /// What the keyboard goes through (Tab, Shift+Tab), in the screen's order.
    enum class Field { Folder, Import, Name, Author, Version, Licence, Quests, Export, Back };
    static constexpr int kFields = 9;
    static bool isText(Field f) {
        return f == Field::Folder || f == Field::Name || f == Field::Author || f == Field::Version ||
               f == Field::Licence;
    }
    Field focus() const { return focus_; }
    void setFocus(Field f);
    /// The text typed in field `f` (a text field).
    const std::string& text(Field f) const;

    /// The player's own quests offered for export (their ids), and which are chosen.
    const std::vector<std::string>& quests() const { return quest_ids_; }
    const std::vector<bool>& chosen() const { return chosen_; }
    void toggleQuest(int index);

    /// Imports the pack of the typed folder; the quests are read again. False, with the
    /// refusal in message(), when refused.
    bool importPack();
    /// Exports the chosen quests with the typed manifest into exportDir(). False, with why in
    /// message(), when it cannot.
    bool exportPack();
    /// Where an export goes: $XDG_DATA_HOME/catakombes/exports/<name>.
    std::string exportDir() const;

    /// The last result ("Pack … imported into …", "Refused: …"); error() when it is a refusal.
    const std::string& message() const { return message_; }
    bool error() const { return error_; }

    struct Layout {
        Rect panel;
        int title_size = 0, text_size = 0, row_h = 0;
        Rect import_heading, folder_label, folder, import;
        Rect export_heading;
        std::array<Rect, 4> labels;  // name, author, version, licence
        std::array<Rect, 4> fields;
        Rect list;               // the quests (scrolling by rows)
        std::vector<Rect> rows;  // each quest shown
        int first_row = 0;       // the index of rows[0]
        Rect export_button, back;
        Rect message;
    };
    Layout layout() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;
    bool textInput(const char* text) override;

private:
    std::string& field(Field f);
    void say(std::string text, bool error);
    void listQuests();

    Field focus_ = Field::Folder;
    std::array<std::string, 5> texts_;  // folder, name, author, version, licence
    std::vector<std::string> quest_ids_;
    std::vector<std::string> quest_names_;
    std::vector<bool> chosen_;
    int quest_focus_ = 0;
    int quest_scroll_ = 0;
    std::string message_;
    bool error_ = false;
};

}  // namespace cata::app
