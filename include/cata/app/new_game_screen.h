// New game (issue 4): the mode (hot-seat, solo against the Master AI, AI heroes against a
// human Master, AI against AI: issue 5), the quest list (broken quests in red with their problems, never startable), the
// chosen quest's title, introduction, objective and map preview, the point budget (R53), the
// optional rules (R21/R45/R46), the seed and the hot-seat hand-off. Next opens group building.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/game_setup.h"
#include "cata/core/quest.h"

namespace cata::app {

/// Who plays which side (playersFor() in ai_driver.h gives each side's player).
enum class GameMode { HotSeat, SoloVsMaster, HeroesAi, AiVsAi };
inline constexpr int kGameModeCount = 4;

/// True when the mode can be chosen in this version.
bool modeAvailable(GameMode mode);

/// Everything chosen on the New game screen, carried through group building to deployment.
struct GameChoice {
    const QuestDef* quest = nullptr;  // lives in the app's quest catalogue
    GameMode mode = GameMode::HotSeat;
    int budget = 300;                 // R53: each side's group costs at most this
    GameOptions options;
    std::uint64_t seed = 0;
    bool hand_off = true;
};

/// The budgets offered for `quest`: its own budget and lower ones in steps of 25 down to 100
/// (the rules core holds each group to the quest's budget, so a game may be smaller, not
/// larger); only the quest's budget when it has a fixed roster.
std::vector<int> budgetChoices(const QuestDef& quest);

class NewGameScreen : public Screen {
public:
    explicit NewGameScreen(App& app);

    std::string_view id() const override { return "new_game"; }
    void draw(Painter& painter) override;

    /// Quests that loaded, then broken ones.
    std::size_t entryCount() const { return entries_.size(); }
    std::size_t goodCount() const { return good_; }
    int selected() const { return selected_; }
    /// Selects entry `index` (clamped) and keeps it in view.
    void select(int index);
    /// The choice as it stands (quest null when a broken entry is selected).
    const GameChoice& choice() const { return choice_; }
    /// Problems of the selected broken quest (empty for a good one).
    const std::vector<std::string>& selectedProblems() const;
    /// Steps the budget by `delta` choices (no effect when the quest's budget is fixed).
    void stepBudget(int delta);
    /// Next: opens group building. False (nothing happens) when the quest cannot start.
    bool next();

    /// Hit boxes, for tests and the pointer.
    struct Layout {
        Rect modes;                    // mode selector panel
        Rect mode_rows[kGameModeCount];
        Rect list;                     // quest list (scrolling)
        Rect detail;                   // selected quest panel
        Rect preview;                  // map preview area
        Rect options;                  // options panel
        Rect budget_minus, budget_plus;
        Rect toggles[4];               // unexpected events, duel, critical hit, hand-off
        Rect reseed;
        Rect back, next;
        int row_h = 0;
    };
    Layout layout() const;
    /// Where entry `index` is drawn (may be outside the list when scrolled away).
    Rect entryRect(int index) const;

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
    void applyQuest();
    void toggle(int index);
    void clampScroll();
    void drawDetail(Painter& p, const Layout& l);
    void drawOptions(Painter& p, const Layout& l);

    std::vector<Entry> entries_;
    std::size_t good_ = 0;
    std::string notice_;
    int selected_ = 0;
    int scroll_ = 0;
    int detail_scroll_ = 0;
    GameChoice choice_;
    int hovered_button_ = 0;  // 1: back, 2: next
};

}  // namespace cata::app
