// New game: the mode (hot-seat, solo against the Master AI, AI heroes against a
// human Master, AI against AI), the quest list (broken quests in red with their problems, never startable), the
// chosen quest's title, introduction, objective and map preview, the point budget (R53), the
// optional rules (R21/R45/R46), the seed and the hot-seat hand-off. Next opens group building.
#pragma once

#include <iterator>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/app/textures.h"
#include "cata/content/library.h"
#include "cata/content/players.h"
#include "cata/core/game_setup.h"
#include "cata/core/quest.h"

namespace cata::app {

/// The ways to play offered, in their order (content::kGameModes).
inline constexpr int kGameModeCount = static_cast<int>(std::size(content::kGameModes));

/// The row of `players` among the ways to play offered, -1 when it is not one of them.
int modeIndex(const content::Players& players);
/// The Master AI's strength after `current` (dir +1) or before it (-1), in the order Rulebook
/// (R44), Veteran, Nightmare (the search Master, ai/search.h), round.
content::Player nextMasterStrength(content::Player current, int dir);

/// Everything chosen on the New game screen, carried through group building to deployment.
struct GameChoice {
    const QuestDef* quest = nullptr;  // lives in the app's quest catalogue
    content::Players players = content::kHotSeat;  // who plays each side
    int budget = 300;                 // R53: each side's group costs at most this
    GameOptions options;
    std::uint64_t seed = 0;
    bool hand_off = true;
    bool playtest = false;  // the quest editor's play-test: its game menu saves the position as a puzzle
};

/// The lowest and highest budgets offered (R53), and the step between two of them.
inline constexpr int kLowestBudget = 100;
inline constexpr int kHighestBudget = 1000;
inline constexpr int kBudgetStep = 25;

/// The budgets offered for `quest` (R53), ascending: kLowestBudget to `highest` (at most
/// kHighestBudget) in steps of kBudgetStep, with the quest's own budget among them; only the
/// quest's budget when it has a fixed roster. The chosen budget becomes the game's: group
/// building holds the groups to it and the game embeds it in its quest (saves included).
std::vector<int> budgetChoices(const QuestDef& quest, int highest = kHighestBudget);

/// The highest budget `quest` can be played with (at most kHighestBudget): the quest loader
/// refuses a hero zone with fewer free squares than the heroes the budget buys (R53), so the
/// budget stops below the one that would buy one hero more than the zone holds.
int budgetCeiling(const QuestDef& quest, const content::ContentLibrary& library);

/// Most digits a typed seed has (nine: easy to read out and type).
inline constexpr std::size_t kSeedDigits = 9;

class NewGameScreen : public Screen {
public:
    explicit NewGameScreen(App& app);

    std::string_view id() const override { return "new_game"; }
    void draw(Painter& painter) override;

    /// Quests that loaded (the shipped ones, then the player's and the packs'), then broken ones.
    std::size_t entryCount() const { return entries_.size(); }
    std::size_t goodCount() const { return good_; }
    int selected() const { return selected_; }
    /// Selects entry `index` (clamped) and keeps it in view.
    void select(int index);
    /// The choice as it stands (quest null when a broken entry is selected).
    const GameChoice& choice() const { return choice_; }
    /// Problems of the selected broken quest (empty for a good one).
    const std::vector<std::string>& selectedProblems() const;
    /// The file of entry `index` as the loader shows it ("" when out of range).
    std::string entryFile(int index) const;
    /// Where entry `index` comes from: "" shipped, "user" (the player's quest folder) or a pack's
    /// name; its list row is marked so ("yours", "pack: …").
    std::string entryOrigin(int index) const;
    /// The mark of entry `index` in the list ("" for a shipped quest).
    std::string entryMark(int index) const;
    /// Polls the quest files (at most every kQuestPollMs of the app's clock, while this screen is
    /// on top): when one changed on disk, the quests are read again and the list rebuilt, the
    /// same file staying selected (a file that broke shows its problems).
    Uint32 timers(Uint32 now) override;
    /// How often the quest files are polled, in milliseconds of the app's clock.
    static constexpr Uint32 kQuestPollMs = 500;
    /// On top again: when the quests were read again meanwhile (the quest editor's save and
    /// play-test), the list is built again from them, the same file staying selected.
    void activated() override;
    /// How many times the list was rebuilt after a change on disk (tests).
    int reloads() const { return reloads_; }
    /// Steps the budget by `delta` choices (no effect when the quest's budget is fixed).
    void stepBudget(int delta);
    /// The budgets offered for the selected quest (empty for a broken one).
    std::vector<int> budgets() const;
    /// True while the seed field has the keyboard (digits typed go into it).
    bool editingSeed() const { return seed_focus_; }
    bool editingText() const override { return seed_focus_; }
    /// The seed field's text as typed (the seed's digits when not editing).
    const std::string& seedText() const { return seed_text_; }
    /// Gives the seed field the keyboard (click on it, S or Tab).
    void editSeed();
    /// Leaves the seed field: `keep` takes the typed digits as the seed (an empty field keeps
    /// the old one), else they are dropped.
    void leaveSeed(bool keep);
    /// Draws a new random seed (the "New seed" button, R).
    void reseed();
    /// Next: opens group building. False (nothing happens) when the quest cannot start.
    bool next();
    /// True when the hand-off toggle is shown: in hot-seat only (where an AI plays a side there
    /// is no hand-off screen).
    bool handOffOffered() const;
    /// The selected quest's facts under its text: its turn limit, and which side's group it
    /// sets, if any ("Master's group set by the quest"). Empty for a broken entry.
    std::string questFacts() const;

    /// Hit boxes, for tests and the pointer.
    struct Layout {
        Rect modes;                    // mode selector panel
        Rect mode_rows[kGameModeCount];
        Rect strength;                 // the Master AI's strength, under the modes
        Rect list;                     // quest list (scrolling)
        Rect detail;                   // selected quest panel
        Rect preview;                  // map preview area
        Rect options;                  // options panel
        Rect budget_minus, budget_plus;
        Rect toggles[4];               // unexpected events, duel, critical hit, hand-off (empty: not offered)
        Rect seed_field;               // the seed, editable
        Rect reseed;
        Rect back, next;
        /// The quest editor's and the quest packs' buttons, between Back and Next when the row
        /// has room for them (else empty: E and P, listed by F1, open them still).
        Rect editor, packs;
        int row_h = 0;
        std::vector<std::string> note_lines;  // the note on the AI modes, wrapped to its panel
        int note_x = 0;                       // its indent from the panel's left edge
        bool stacked_options = false;         // the optional rules under the budget and seed
    };
    Layout layout() const;
    /// Where entry `index` is drawn (may be outside the list when scrolled away).
    Rect entryRect(int index) const;
    /// True when entry `index` is drawn: wholly in the list (the list scrolls on whole entries,
    /// one cut by its edge is not drawn: play 11 #5).
    bool entryShown(int index) const;
    /// How far the list is scrolled (an entry's top), and how far it can be.
    int listScroll() const { return scroll_; }
    int listMaxScroll() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;
    bool textInput(const char* text) override;

private:
    struct Entry {
        const QuestDef* quest = nullptr;     // a good quest
        std::string file;                    // a broken quest's file
        std::vector<std::string> problems;   // its diagnostics, formatted
        std::string origin;                  // "" shipped, "user", or a pack's name
    };
    /// Fills the list from the app's catalogue.
    void buildEntries();
    /// Builds the list again from the app's catalogue, keeping the selected file and budget.
    void rebuild();
    void applyQuest();
    void toggle(int index);
    void clampScroll();
    /// The list's scroll stops: each entry's top (the broken quests' header for the first broken
    /// one), from the top of the list's rows; and the height of all the rows.
    std::vector<int> listStops() const;
    int listContent() const;
    /// The height the rows are shown in.
    int listView() const;
    void drawDetail(Painter& p, const Layout& l);
    void drawOptions(Painter& p, const Layout& l);

    std::vector<Entry> entries_;
    std::size_t good_ = 0;
    std::string notice_;
    int selected_ = 0;
    int scroll_ = 0;
    int detail_scroll_ = 0;      // the quest text's first line shown
    int detail_max_scroll_ = 0;  // the first line that shows the end (from the last draw)
    GameChoice choice_;
    content::Player strength_ = content::Player::Rulebook;  // the Master AI's, kept across modes
    bool hover_strength_ = false;
    /// The next (dir +1) or previous (-1) strength of an AI Master: Rulebook, Veteran, Nightmare.
    void cycleStrength(int dir);
    void openEditor();
    void openPacks();
    int hovered_button_ = 0;  // 1: back, 2: next, 3: the quest editor, 4: the quest packs
    bool seed_focus_ = false;
    bool seed_fresh_ = false;  // focused and nothing typed yet: the whole seed is selected
    std::string seed_text_;
    std::unique_ptr<TextureCache> textures_;  // the map preview's tiles
    Uint32 next_poll_ = 0;                    // when the files are next polled (0: not on top, not timed)
    int reloads_ = 0;
    int quest_reloads_ = 0;  // App::questReloads() when the list was built
};

}  // namespace cata::app
