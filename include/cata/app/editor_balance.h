// The quest editor's balance check (docs/editor.md "Balance check"): the simulator of
// `catakombes sim` (ai/sim.h: the rulebook Master against the heroes' AI, the default groups)
// run on a worker thread over the quest as it is being edited, with a progress bar and Cancel,
// then the heroes' win rate with its 95 % interval, the main endings, the content never used
// and a reading in plain words (balance_text.h). The UI never waits for the games.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cata/ai/sim.h"
#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

/// The number of games a balance check plays: 200, or CATAKOMBES_BALANCE_GAMES when it holds
/// a whole number from 1 to 100000 (the tests' seam, to keep a check short).
int balanceGames();

/// One simulation on its own thread. The destructor cancels it and waits for the thread.
class BalanceRun {
public:
    /// Simulates `games` games of the quest whose text is `quest_text` (with the shipped rules,
    /// spells and cards under `data_dir`), seed 1, on `jobs` threads.
    BalanceRun(std::string data_dir, std::string quest_text, int games, int jobs);
    ~BalanceRun();
    BalanceRun(const BalanceRun&) = delete;
    BalanceRun& operator=(const BalanceRun&) = delete;

    int done() const { return done_.load(); }
    int total() const { return total_; }
    /// Asks the games to stop: none starts after this, the ones in play stop at their next action.
    void cancel() { cancel_.store(true); }
    /// True once the thread has ended (finished, failed or cancelled); then the fields below hold.
    bool finished() const { return finished_.load(std::memory_order_acquire); }
    bool cancelled() const { return finished() && was_cancelled_; }
    /// After finished(): the report and the games (nothing when cancelled or failed).
    const std::optional<ai::SimReport>& report() const { return report_; }
    const std::vector<ai::GameTally>& games() const { return games_; }
    /// After finished(): why the run failed ("" when it did not).
    const std::string& error() const { return error_; }
    /// After finished() with a report: the quest's start position, to name the endings in the
    /// player's words (event_text.h resultReason).
    const std::optional<GameState>& start() const { return start_; }

private:
    void run(const std::string& data_dir, const std::string& quest_text, int jobs);

    int total_ = 0;
    std::atomic<int> done_{0};
    std::atomic<bool> cancel_{false};
    std::atomic<bool> finished_{false};
    bool was_cancelled_ = false;
    std::optional<ai::SimReport> report_;
    std::vector<ai::GameTally> games_;
    std::optional<GameState> start_;
    std::string error_;
    std::thread thread_;
};

/// The balance check's panel over the editor: the progress, Cancel (Esc) while it runs; the
/// results and Close (Enter, Esc) after.
class BalanceScreen : public Screen {
public:
    /// Starts the check of `quest_text` (a quest without problems) titled `title`.
    BalanceScreen(App& app, const std::string& quest_text, std::string title);

    std::string_view id() const override { return "balance"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }
    Uint32 timers(Uint32 now) override;

    const BalanceRun& run() const { return *run_; }
    /// The reading in plain words ("" until the games are done).
    const std::string& reading() const { return reading_; }
    /// The results' lines as shown (rate, endings, never used, reading).
    const std::vector<std::string>& resultLines() const { return result_lines_; }
    /// Stops the games and closes the panel (the Cancel button, Esc while running).
    void cancel();

    struct Layout {
        Rect panel;
        Rect bar;     // the progress bar (while running)
        Rect button;  // Cancel, then Close
        int pad = 0;
        int body_size = 0;
        std::vector<std::string> lines;  // the body wrapped
    };
    Layout layout() const;

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    void collect();
    void close();

    std::unique_ptr<BalanceRun> run_;
    std::string title_;
    int shown_done_ = -1;
    bool collected_ = false;
    bool closing_ = false;
    std::string reading_;
    std::vector<std::string> result_lines_;
};

}  // namespace cata::app
