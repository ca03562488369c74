// The board: a game in progress. Owns the GameSession; draws the map, the tokens and
// the panels (selected character's card, action bar, combat log, dice tray); turns clicks and
// keys into one of the core's legal actions and applies it through the session; pushes the
// decision dialogs, the hot-seat hand-off and the victory screen. The UI never changes the
// game except by applying a legal action (STYLE.md). A side played by an AI (the session's
// record says which) gets its actions from an AiDriver, computed off the UI thread,
// polled every frame and applied through the same path as a player's, each after its
// explanation line in the log.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/ai/master_intent.h"
#include "cata/app/action_bar.h"
#include "cata/app/ai_driver.h"
#include "cata/app/autosave_writer.h"
#include "cata/app/board_view.h"
#include "cata/app/character_panel.h"
#include "cata/app/combat_log.h"
#include "cata/app/dice_tray.h"
#include "cata/app/input_guard.h"
#include "cata/app/motion.h"
#include "cata/app/screen.h"
#include "cata/app/settings.h"
#include "cata/app/turn_recap.h"
#include "cata/app/tutorial_guide.h"
#include "cata/app/widgets.h"
#include "cata/content/game_session.h"

namespace cata::app {

/// How the board behaves (from the new game screen and the settings).
struct BoardConfig {
    bool hand_off = true;                  // "Pass to the Master / heroes" screen between sides
    std::filesystem::path autosave_dir;    // the autosaves' root (content::Autosaves); empty: none (tests)
    /// Opened from a save (Continue, Load) rather than a new game: no autosave on opening.
    bool resumed = false;
    /// The state it opens on is its game's newest autosave already (Continue): quitting before
    /// anything changes writes no autosave.
    bool autosaved = false;
    /// A play-test of the quest editor: the game menu offers "Save position as puzzle".
    bool playtest = false;
};

/// R42: true when the human heroes are asked about the waiting window open
/// in `s`, as `prompt` says: Always; WhenAble when a waiting hero can react to the Master (the
/// core's waitingHeroesCanReact: more than a step); Never. When false the board passes for them.
bool askWaitingHeroes(const GameState& s, WaitingPrompt prompt);
/// R42: `after` (the core's waitingReactions in the window a Master action opened) holds a
/// reaction missing from `before` (those of the position before that action): a move by a hero
/// counts by who moves and how (a walk into contact is the same wherever the Master character
/// stands), any other reaction by the action itself (a shot at this character, a melee...).
/// A click-move of the Master stops there for the heroes (BoardScreen::moveTo).
bool newWaitingReaction(const std::vector<Action>& before, const std::vector<Action>& after);

/// What the quest asks of zone `zone`, or of the exit squares holding `square` (R52, R51), in
/// one line, for the zone's name tag (or such a square): "Exit zone: leave here with the magic
/// gem"; "" when the quest's victory asks nothing of it.
std::string zoneTip(const App& app, const GameState& s, const std::string& zone, std::optional<Pos> square = {});

/// Why Undo has nothing to take back, from the kind of the last commit point: "Nothing to
/// undo: dice were rolled since", "… the other side ended its turn since" (play 10 #12b).
std::string undoRefusal(const App& app, content::CommitReason why);

/// The top bar's status: the turn, and who acts: "Turn 2 / 30 · Heroes to move"; when the
/// other side acts within this side's turn, both: "Turn 2 / 30 · The Master's turn · The
/// waiting heroes may act" (R42), "… · The heroes decide" (R12, R27 decisions).
std::string turnStatus(const App& app, const GameState& s);

/// R43 (playtest 8): a click that takes the core's route ending with jump `j` asks first when a
/// failure can kill (the fall lands in lava, R49) or when the jump fails more often than not:
/// Undo cannot take its dice back.
bool jumpAsksFirst(const RouteJump& j);

/// How long the board's message line ("Saved as …", "Nothing to undo …") shows `text`, in
/// milliseconds of the app's clock: 3 s for a short line, more for a long one (play 9 #6).
Uint32 messageMs(const std::string& text);
/// R48 (playtest 10 #3): a click whose route runs onto a visible trap `t` (its damage, no
/// Agility test) asks first, like a risky jump; one that walks onto it (a test) does not.
bool routeAsksFirst(const RouteTrap& t);

class BoardScreen : public Screen {
public:
    BoardScreen(App& app, std::unique_ptr<content::GameSession> session, BoardConfig config);
    /// Quitting (the game menu, the window's close button) autosaves the game as it is now when
    /// it changed since its last autosave: Continue resumes it exactly.
    ~BoardScreen() override;

    std::string_view id() const override { return "board"; }
    void draw(Painter& painter) override;
    bool animating() const override;
    void tick(Uint32 ms) override;
    /// The message line goes once its time is up (messageMs).
    Uint32 timers(Uint32 now) override;
    /// Back on top (a dialog, the menu, the help, the hand-off closed): the hover is taken
    /// again from where the pointer is now.
    void activated() override;
    /// Play 11 #2: for App::handOffGuardMs() after a hot-seat hand-off is gone (and
    /// App::appearGuardMs() after an AI's turn gives the board back), it takes no key, so a
    /// burst of Enters meant for the hand-off does not end the new side's turn; the End-turn
    /// warning never takes a held key's auto-repeat. When an AI gives the board back, End
    /// turn's keys (Enter, E) and its warning's wait for App::turnGuardMs() of quiet from
    /// them (QuietGuard, play 12 #9). Clicks are taken at once. The whose-turn banner (issue
    /// 17) is the last of these input policies: while it shows, the first key or click takes it
    /// away and does nothing else (a click or key after it acts).
    bool handleEvent(const SDL_Event& event) override;
    /// True while the keys are locked (tests).
    bool keysLocked() const;

    /// Right after pushing a board opened from a save: in hot-seat with the hand-off screen on,
    /// pushes the hand-off to the side that decides, so the board (the Master's shows hidden
    /// traps, R48) is seen only once that player has the computer. A
    /// decision pending then opens its dialog after the hand-off.
    void handOffOnResume();

    content::GameSession& session() { return *session_; }
    const content::GameSession& session() const { return *session_; }
    const BoardConfig& config() const { return config_; }
    /// The steps left of a Master's route stopped for the waiting heroes, taken up again once
    /// they answered (resumeRoute); none when no route waits (tests).
    const std::vector<MoveStep>* routeLeft() const { return route_rest_ ? &route_rest_->steps : nullptr; }
    /// The side whose view of the board is drawn (viewer; tests).
    Side shownSide() const { return viewer(); }
    /// The character selected by the player, if any (tests).
    std::optional<int> selected() const { return selected_; }
    /// The keyboard's cursor square, while shown.
    std::optional<Pos> cursor() const { return cursor_; }
    /// Applies a legal action as if the player had chosen it (the decision dialogs call this).
    /// Returns false, with nothing changed, when it is not legal now. Leaving the board when
    /// the core says the Master then wins at once (GameState::exitOutlook, R52) is asked first
    /// (a ConfirmScreen, Enter declines) unless `confirmed`: true is returned with nothing
    /// applied yet.
    bool choose(const Action& action, bool confirmed = false);

    // ---- Commands (keys, buttons, the in-game menu) ----
    /// Ctrl+Z: back to before the last action, when no commit point is in the way.
    bool undo();
    /// Waits for the autosave being written on its thread (tests; the destructor does too).
    void flushAutosave() {
        if (autosaves_) autosaves_->wait();
    }
    /// Ctrl+S: saves to "<saves>/<quest>-<timestamp>.json"; the path, or nothing (the top bar
    /// says why).
    std::optional<std::filesystem::path> quickSave();
    /// Ctrl+L: writes the combat log as text next to the saves ("<quest>-log-<time>.txt").
    std::optional<std::filesystem::path> exportLog();
    /// Back to the start of turn mark `index` (GameSession::turnMarks()).
    bool backTo(std::size_t index);
    /// Enter / E / the End turn button; asks first when AP remain unless `confirmed`.
    void endTurn(bool confirmed);
    /// F1: the help overlay with every shortcut of the board.
    void showHelp();
    /// Esc: the in-game menu.
    void openMenu();
    /// Closes the board (back to what was below it).
    void quit();

    /// The last message of the top bar ("Saved to …") (tests).
    const std::string& message() const { return message_; }
    /// True while the end-of-turn confirmation is shown.
    bool confirmingEndTurn() const { return confirm_end_; }
    const BoardView& view() const { return view_; }
    /// The action bar's items (tests).
    const std::vector<ActionItem>& actions() const { return bar_.items(); }
    /// Where action `index` of the bar was last drawn, if it was (tests).
    std::optional<Rect> actionRect(std::size_t index) const { return bar_.itemRect(index); }
    /// The action bar's rows as last drawn (tests: the row under the pointer is the one a
    /// click acts on).
    const ActionBar& actionBar() const { return bar_; }
    /// The line shown in place of the bar when it has no rows (tests).
    std::string barHint() const;
    const DiceTray& diceTray() const { return dice_; }
    /// The board's motion: walks, lunges, hits, fades.
    const Motion& motion() const { return motion_; }
    /// Where the dice tray was last drawn.
    const Rect& diceRect() const { return dice_rect_; }
    /// The characters named by the end-of-turn warning (they still have AP) (tests).
    std::vector<int> stillActive() const;
    /// Where the warning drew the name of character `who`, if it did (tests).
    std::optional<Rect> confirmNameRect(int who) const;
    /// The highlights drawn over the map now: reachable squares, path, targets (tests).
    const BoardOverlays& overlays() const { return overlays_; }
    /// The selected character's card as last drawn (tests).
    const CharacterPanel& card() const { return card_; }
    /// The y of the divider under the side panel's head (the card), as last drawn.
    int headDivider() const { return head_divider_; }
    /// The quest title in the top bar (its tooltip gives the objective) (tests).
    Rect titleRect() const { return layout().title; }
    /// The tooltip shown now, if any (tests).
    const std::string& tooltip() const { return tooltip_; }

    // ---- Turn recap, whose-turn banner ----
    /// The recap of the other side's turn shown at the start of a side's turn (hot-seat: after
    /// the hand-off; solo: after the AI's turn), until closed or the next turn; empty: none.
    const std::vector<RecapLine>& recap() const { return recap_; }
    bool recapOpen() const { return recap_open_; }
    /// Where recap line `index` was last drawn, if it was; the panel's Replay and Close buttons.
    std::optional<Rect> recapRowRect(std::size_t index) const;
    Rect recapReplayRect() const { return recap_replay_; }
    Rect recapCloseRect() const { return recap_close_; }
    /// The recap line hovered, else selected (its squares are highlighted on the board).
    std::optional<std::size_t> recapFocus() const { return recap_hover_ ? recap_hover_ : recap_selected_; }
    /// Replays the recapped steps with the board's motion, one after the other (skippable like
    /// any animation: a key or click ends the whole replay).
    void replayRecap();
    /// True while a replay has steps left to show (tests).
    bool replaying() const { return replay_next_ < replay_end_ || motion_.animating(); }
    /// True while the whose-turn banner shows; its side and turn.
    bool bannerShowing() const;
    Side bannerSide() const { return banner_side_; }
    int bannerTurn() const { return banner_turn_; }
    /// While an AI plays: "The Master is acting: <what its last action does>" (else empty).
    std::string aiStatus() const;

    /// While an AI has been computing its next action for more than kThinkingDelayMs of the app's
    /// clock: "The Master is thinking…" / "The heroes are thinking…" (a banner over the map);
    /// else empty.
    std::string thinkingText() const;
    static constexpr std::uint32_t kThinkingDelayMs = 400;

    // ---- The Suggest hint: the heroes' search (Veteran) on a worker, drawn on the board ----
    /// True when the board offers the hint: a human plays the heroes against an AI Master.
    bool hintOffered() const;
    /// True when a hint may be asked now: offered, the heroes to decide, no AI nor layer busy.
    bool hintAvailable() const;
    /// Asks the heroes' search (Veteran budget) for the action it would take, on a worker thread
    /// (G or the Suggest button); its answer is drawn on the board and counted.
    void suggest();
    /// The action suggested for the state as it is now (nothing once anything changed it).
    std::optional<Action> suggestion() const;
    /// "Suggestion: Irf attacks the ghoul — 57 % to win from here" (empty when none shows).
    std::string suggestionText() const;
    /// Where the Suggest button is drawn in the top bar (empty when not offered).
    Rect suggestButton() const;
    /// The hint's worker (tests: AiDriver::hold).
    AiDriver& hintAi() { return *hint_ai_; }

    // ---- AI players ----
    const AiDriver& ai() const { return *ai_; }
    AiDriver& ai() { return *ai_; }
    /// True while the deciding side is played by an AI (the human cannot act for it).
    bool aiTurn() const;
    /// The AI's steps so far, by history index (their explanation and highlights).
    const std::map<std::size_t, AiNote>& aiNotes() const { return notes_; }
    const CombatLog& combatLog() const { return log_; }

    // ---- The tutorial ("A first game that teaches") ----
    /// Puts `guide` under the map (the map gives it the room: it hides nothing of the board).
    /// The guide only watches what the board counts (tally()) and outlines its step's target.
    void setGuide(std::unique_ptr<TutorialGuide> guide);
    /// The tutorial's guide, if this board has one (and it is not finished).
    const TutorialGuide* guide() const { return guide_.get(); }
    /// What the board has seen the player do since it opened (the guide's conditions).
    const BoardTally& tally() const { return tally_; }
    /// True when Undo would take an action back now.
    bool canUndo() const { return undoAllowed() && session_->canUndo(); }
    /// Where the guide's step outline was last drawn (a square, a character, a part of the
    /// interface), if it was.
    const std::optional<Rect>& guideTarget() const { return guide_target_; }
    /// Where the guide's panel was last drawn (empty: none).
    Rect guideRect() const { return layout().guide; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool hover(int x, int y) override;
    bool click(int x, int y) override;
    bool scroll(int dy) override;
    bool otherEvent(const SDL_Event& event) override;

private:
    SDL_Color thinkingColour() const;  // thinkingText()'s banner, breathing
    struct Layout {
        Rect top;
        Rect title;  // the quest's title in the top bar (its tooltip: the objective)
        // The top line (playtest 8): whose turn it is keeps its size first; the quest's title
        // takes the room left: smaller, cut (its tooltip names it whole) or gone.
        std::string title_text;
        int title_size = 0;
        bool title_cut = false;
        std::string status;
        int status_size = 0;
        Rect map;
        Rect panel;
        Button end_turn;
        Button undo;
        Button menu;
        Button suggest;     // the heroes' Suggest hint (empty rect when not offered: hintOffered())
        int buttons_x = 0;  // the left edge of the leftmost button
        Rect guide;  // the tutorial's panel under the map (empty: none)
    };
    Layout layout() const;
    /// The side that decides now (the active side when the game is over).
    Side decider() const;
    /// The side whose view of the board is drawn: the decider in hot-seat (the side that acted
    /// while a hand-off's notice is over the board), the human's side against an AI, the
    /// Master's (everything) when two AIs play.
    Side viewer() const;
    /// The speed of the motion of the action being applied: 0 (none) with Animations off or the
    /// AI's Skip, the AI's speed for its actions, the player's own speed for his.
    int motionSpeed() const;
    /// The pace of the dice's tumble for the action being applied (0: none).
    int diceSpeed() const;
    /// Polls the AI and applies its choice once the pause of the AI speed has passed.
    void aiTick(Uint32 ms);
    /// Applies one AI choice (its log line first), or a fallback when it is not legal.
    void applyAi(AiDriver::Result result);
    /// True when undo may go back now: a human decides and the last step was a human's.
    bool undoAllowed() const;
    /// Which AI log line is reviewed (hovered, else clicked, else the newest one during the
    /// AI's turn) and its highlights on the board.
    void updateReview();
    bool ownCharacter(int who) const;
    /// Applies one action and records it in the log and the dice tray. `heroes_asked` false:
    /// a Pass the board makes for waiting heroes nobody asked (R42), kept with that note and
    /// not logged (CombatLog::append).
    bool applyOne(const Action& action, bool heroes_asked = true);
    /// The dice of the AI's last action still roll and the player decides next: his turn waits
    /// for them (aiTurn() is true; a click or a key only skips them).
    bool showingAiResult() const;
    /// After one or more actions: dialogs, hand-off, victory, autosave, caches. `keep_message`:
    /// the step was the AI's, the message line (a save's "Saved as…") stays.
    void settle(Side before, std::size_t marks_before, bool keep_message = false);
    /// The pending decision's dialog on top, when the decision is the player's (not the AI's,
    /// not while the AI's dice roll) and none is open for it yet: one dialog per decision.
    void offerDecision();
    /// R42: the waiting heroes who have a legal action besides Pass now,
    /// by name, from the core's legal list ("" when none).
    std::string waitingActors() const;
    /// Recomputes what depends on the state or the selection (legal actions, overlays).
    void refresh();
    /// Recomputes what depends on the hovered square (path, action bar), then the tooltip.
    void refreshHover();
    /// After a layer over the board closed (a screen above it, the end-turn warning), while
    /// the pointer went on moving over that layer: the hover of where the pointer is now
    /// (App::pointer()), not of its last motion seen by the board. Over the map: the square
    /// under it; over the action bar: the square its rows are for stays (the rows under a
    /// pointer do not change); anywhere else, or out of the window: none.
    void pointAgain();
    /// Shows `words()` in the message line (`error`: in the error colour); after a language
    /// switch the line is worded again by calling `words` (it must not hold references to
    /// things that may go: take the state from session_ when called).
    void say(std::function<std::string()> words, bool error);
    /// An error in the message line, worded once (an exception's text, a refusal).
    void showError(std::string text);
    /// Closes the end-turn warning, then takes the hover again (pointAgain).
    void closeConfirm();
    /// The tooltip for what is under the pointer now (a square, a bar row, the card, the log,
    /// a button, the title).
    void updateTooltip();
    std::string squareTooltip(Pos p) const;
    /// R44: the rulebook Master's intent for `who` (ai::masterIntent with the Master's policy
    /// seed), kept while the game's state stays the same: the tooltip is worded every frame.
    const ai::MasterIntent& masterIntent(int who) const;
    /// R48: what the tooltip says of the trap on `p`, when the viewer sees one there (its name
    /// and effect, from the quest): "" otherwise.
    std::string trapTooltip(Pos p) const;
    std::string rowTooltip(const Action& action) const;
    /// One row of the bar, as the core judges `action` now.
    ActionItem makeItem(const Action& action) const;
    void clickSquare(Pos p);
    /// True when a click on empty square `p` would move the selected character there (one
    /// move action, or the planner's path), false when it would jump or do nothing.
    bool clickMoves(Pos p) const;
    /// Why a click on square `p` (no character there) does nothing for the selected
    /// character: the core's refusal for the door there (open or close it), else for a walk
    /// there when it is next to it, else that its AP do not reach it this turn. Empty when a
    /// click there moves or jumps, or nothing of the sort is selected.
    std::string whyNotThere(Pos p) const;
    /// R40: the selected character's legal opening of the closed door on square `p`, if any: a
    /// click on that door opens it (the bar lists it too).
    std::optional<Action> doorToOpen(Pos p) const;
    /// The planner's `path` of `who` to `to`, one action after the other, stopping at anything
    /// but a plain move and where the waiting heroes are asked (R42, moveTo). `resumed`: the
    /// rest of a route the heroes were asked in (resumeRoute): a step no longer legal is said.
    bool walkRoute(int who, std::vector<MoveStep> path, Pos to, bool resumed = false);
    /// R42 under "Ask waiting heroes: Always" (play 9, F8-13b): once the heroes passed or acted
    /// and the Master has the board again, the rest of the route of route_rest_ goes on.
    void resumeRoute();
    bool moveTo(Pos p, bool confirmed = false);
    /// The one legal move action a click on `p` takes (the cheapest that clickTakes), if any.
    std::optional<LegalAction> singleMove(Pos p) const;
    /// R48: false for a single move that runs onto a trap the viewer knows of where the core's
    /// route to that square walks onto it (GameState::reach prefers that): the click takes the
    /// route.
    bool clickTakes(const LegalAction& la) const;
    /// R48: what the move a click on `p` makes does on a trap the viewer knows of: a visible
    /// one, and on the Master's board his hidden ones (GameState::routeTrap, play 12 #10).
    std::optional<RouteTrap> clickTrap(Pos p) const;
    /// "Runs onto the trap: 4D6 wounds, no test" / "Walks onto the trap: Agility test 1".
    std::string trapRouteText(const RouteTrap& t) const;
    /// R43: the core's route that ends with a jump to `p` (GameState::reach): its moves, then
    /// the jump where they end, unless something happened on the way. False when none.
    bool jumpTo(Pos p, bool confirmed = false);
    /// Covers the board with a question whose strings are `key`.title/.yes/.no, "no" focused
    /// (Enter and Escape decline): an action Undo cannot take back (a risky jump, a run onto a
    /// trap, the last hero leaving) is asked first; `on_yes` acts.
    void askFirst(const std::string& key, std::string text, std::function<void()> on_yes);
    /// The risky-jump dialog for `who`'s jump `j` (R43 R49: the chance to land, to die).
    void askJump(int who, const RouteJump& j, std::function<void()> on_yes);
    std::optional<Action> defaultAttack(int target) const;
    /// The action a click on `target` would try when no attack is legal (its refusal is the
    /// reason shown): a shot from afar for a shooter, else a melee attack.
    Action attackToTry(int target) const;
    std::string attackTooltip(const Action& attack) const;
    void select(std::optional<int> who);
    /// The keyboard's cursor moved by (dx, dy) squares (shown first on the selected character,
    /// else where the pointer or the view's centre is), kept on the map and in view.
    void moveCursor(int dx, int dy);
    /// The cursor on `p`, in view, pointing there (hover() at its centre).
    void cursorTo(Pos p);
    /// The cursor on the selected character's next target (overlays' targets, in reading
    /// order after the cursor); false when it has none.
    bool nextTarget();
    void cycleSelection();
    /// Writes the game as it is now as its newest autosave (off the UI thread).
    void autosave();
    void reportAutosave();  // a failed background autosave, in the message line
    void drawTopBar(Painter& painter, const Layout& l);
    void drawSidePanel(Painter& painter, const Layout& l);
    /// The top of the side panel: the selected character's card, else the quest's objective and
    /// how to start, from `area`'s top; returns its height. `lines` gets where each of its
    /// lines ends, from `area`'s top.
    int drawPanelHead(Painter& painter, const Rect& area, std::vector<int>& lines);
    void drawConfirm(Painter& painter, const Layout& l);
    /// The end-turn warning's name rows: their height and pitch, taller with larger text.
    int confirmRowHeight() const;
    int confirmRowPitch() const;
    /// The tooltip of what this frame draws under the pointer, then the tooltip itself.
    void drawTooltip(Painter& painter);
    /// Pushes `screen` over the board, whose tooltip goes until the pointer moves again.
    void cover(std::unique_ptr<Screen> screen);
    /// The top bar button under (x, y) in `l`: 0 end turn, 1 undo, 2 menu, -1 none.
    static int buttonAt(const Layout& l, int x, int y);
    /// True while a modal screen lies over the board (a dialog, the menu, the help): the
    /// pointer is on that layer, so the board draws no tooltip and lights no row nor button.
    bool covered() const;
    Rect confirmBox(const Layout& l) const;
    /// A new side's turn (the active side or the turn changed since last seen): the banner is
    /// due, and the recap of the turn before is made for a side a human plays.
    void noticeTurn();
    /// The message line's part of timers().
    Uint32 messageTimer(Uint32 now);
    /// Shows the due banner once the board is on top.
    void showDueBanner();
    void drawRecap(Painter& painter, const Layout& l);
    /// Starts the next replayed step(s) once nothing moves.
    void replayStep();
    /// Ends every motion at once, and a replay with it.
    void skipMotion();
    void drawBanner(Painter& painter, const Layout& l);
    /// A click or hover at (x, y) over the recap panel (true when it is there).
    bool recapClick(int x, int y);
    bool recapHover(int x, int y);
    /// The rectangle of the guide step's highlight in layout `l`, if it shows now.
    std::optional<Rect> guideHighlight(const Layout& l) const;
    void drawGuide(Painter& painter, const Layout& l);

    std::unique_ptr<content::GameSession> session_;
    BoardConfig config_;
    // The tutorial's guide and what it watches.
    std::unique_ptr<TutorialGuide> guide_;
    BoardTally tally_;
    std::optional<Rect> guide_target_;
    bool odds_tip_ = false;  // the tooltip shows an attack's odds (tally_.odds_tips counts the times it starts)
    bool card_tip_ = false;  // the tooltip is of the card
    Rect log_rect_{};        // where the combat log was last drawn
    BoardView view_;
    CombatLog log_;
    DiceTray dice_;
    Motion motion_;
    bool applying_ai_ = false;  // applyOne is applying an AI's choice (its motion at the AI's speed)
    // The recap of the other side's turn, and the whose-turn banner.
    std::vector<RecapLine> recap_;
    std::size_t recap_from_ = 0, recap_to_ = 0;     // the history steps it sums up
    std::size_t replay_next_ = 0, replay_end_ = 0;  // the steps of a replay still to show
    Side recap_side_ = Side::Master;                // the side that played them
    bool recap_open_ = false;
    std::optional<std::size_t> recap_hover_, recap_selected_;
    std::vector<Rect> recap_rows_;
    Rect recap_panel_, recap_replay_, recap_close_;
    std::pair<int, Side> turn_seen_{0, Side::Heroes};
    bool banner_due_ = false;
    Uint32 banner_start_ = 0, banner_until_ = 0;  // app clock; until 0: none
    Side banner_side_ = Side::Heroes;
    int banner_turn_ = 0;
    std::string ai_acting_;  // the AI's last action in words while it plays
    CharacterPanel card_;
    ActionBar bar_;
    std::optional<int> selected_;

    // Cached per state / selection change.
    std::vector<LegalAction> legal_;
    BoardOverlays overlays_;
    std::optional<Reachable> reach_;
    std::vector<Pos> sight_;
    std::vector<Pos> threat_;
    /// Of which state (GameSession::stateVersion()), character and side reach_, sight_ and
    /// threat_ were computed: refresh() computes them again only when one changed.
    struct KeptFor {
        std::uint64_t version = 0;
        int who = -1;
        Side side = Side::Heroes;
    };
    std::optional<KeptFor> reach_for_, sight_for_, threat_for_;
    bool show_sight_ = false;
    bool show_threat_ = false;

    // Pointer and hover. `hovered_` is the square the bar's list is for: it changes only while
    // the pointer is over the map, so moving onto the bar keeps the list.
    std::optional<Pos> hovered_;
    // The keyboard's cursor (docs/accessibility.md): shown once an arrow or Tab moved it, gone
    // when the mouse moves; while shown it points as the mouse would, and Enter clicks it.
    std::optional<Pos> cursor_;
    bool cursor_pointing_ = false;  // hover() is called for the cursor, not by the mouse
    // The path to the hovered square and its AP (refreshHover): in overlays_ only while the
    // pointer is on the map, not under a dialog or the end-turn warning (draw()).
    std::vector<Pos> hover_path_;
    std::string hover_path_label_;
    bool pointer_on_map_ = false;  // at the last motion (leaving the map redraws: the path goes)
    bool pointer_on_bar_ = false;  // at the last motion
    bool bar_kept_ = false;        // the bar holds rows kept under the pointer that a rebuild would change
    std::string log_language_;  // the language the log's lines were worded in
    Rect drawn_map_;  // the map's rectangle at the last draw (a change moves the map under the pointer)
    // What the bar's list was built for: the selected character (when the player's own) and
    // the hovered square. While it stays the same and the pointer is on the bar, rebuilding
    // the list (after an action) keeps the rows in place.
    struct ListKey {
        std::optional<int> who;
        std::optional<Pos> square;
        bool operator==(const ListKey&) const = default;
    };
    std::optional<ListKey> list_key_;
    std::vector<std::pair<Rect, int>> confirm_names_;  // the names drawn by the warning
    int mouse_x_ = 0;
    int mouse_y_ = 0;
    std::string tooltip_;
    struct IntentCache {
        std::uint64_t version = 0;  // GameSession::stateVersion() it was asked in (new at each change, undo included)
        int who = -1;
        ai::MasterIntent intent;
    };
    mutable std::optional<IntentCache> intent_cache_;
    // A tooltip is shown only while it is the player's pointing that put it there:
    // armed by a motion, a click or the wheel; disarmed when what lay under the pointer goes
    // (a screen over the board, another window size or UI scale, the other side's turn, an AI
    // step) until the pointer moves again. Its text is that of what each frame draws there.
    bool tip_armed_ = true;
    int tip_w_ = 0, tip_h_ = 0;  // the window the last frame was drawn for
    double tip_scale_ = 0;
    bool dragging_ = false;
    int drag_x_ = 0;
    int drag_y_ = 0;
    int focus_button_ = -1;  // top bar button under the pointer
    // The side panel's head (drawPanelHead) where it was last drawn, scrolled by the wheel when
    // the window is too short for it; back to its top when the selection changes.
    Rect head_view_{};
    Rect dice_rect_{};      // where the dice tray was last drawn (a click folds or opens it)
    int head_divider_ = 0;  // where the divider under the head was drawn (its line's y)
    int head_scroll_ = 0;
    int head_max_scroll_ = 0;
    int head_for_ = -2;  // the character whose card it showed (-1: the objective)
    // Where the head's lines ended and how tall it was at the last draw: a view too short for
    // it ends under the last whole line, not through one.
    std::vector<int> head_lines_;
    int head_content_ = 0;

    std::string message_;
    bool message_error_ = false;
    // What worded message_ (say()), and what it gave: the line is worded again on a language
    // switch while it still shows those words (another message or none replaced it else).
    std::function<std::string()> message_words_;
    std::string message_worded_;
    Uint32 message_until_ = 0;  // when the message goes, on the app's clock (0: from the next timers())
    bool confirm_end_ = false;
    std::size_t autosaved_marks_ = 0;  // (reportAutosave shows a failed write in the message line)
    std::unique_ptr<AutosaveWriter> autosaves_;  // none when config_.autosave_dir is empty
    // Changes of the game on this board (actions, undo, back to a turn), and how many there
    // were at its last autosave (-1: the state it opened on is not autosaved).
    long revision_ = 0;
    long autosaved_revision_ = -1;
    bool offer_pending_ = false;  // a pending decision's dialog is still to be pushed (next tick)
    // Alive while the decision dialog offerDecision() pushed is (its answer callback holds the
    // token): no second dialog for the same decision.
    std::weak_ptr<const char> decision_open_;
    bool hand_off_first_ = false;  // handOffOnResume() pushed a hand-off: the dialog comes after it
    // Hot-seat: the side whose view the board stays while a hand-off's notice is over it (the
    // side that acted, R48); reset when the hand-off is gone (activated).
    std::optional<Side> shown_as_;
    bool handing_off_ = false;  // a hand-off the board pushed is up: activated() locks the keys once it is gone
    InputGuard key_guard_;
    InputGuard confirm_guard_;  // the End-turn warning's own moment (play 12 #2)
    QuietGuard end_key_guard_;  // End turn's keys when an AI gives the board back (play 12 #9)
    bool ai_had_board_ = false;  // aiTurn() at the last tick
    // A Master's click-move stopped for the waiting heroes under "Always" (walkRoute): the steps
    // left, where the mover stood then and in which turn; resumeRoute takes it up again.
    struct PendingRoute {
        int who = -1;
        std::vector<MoveStep> steps;
        Pos to;
        Pos at;
        std::size_t marks = 0;
    };
    std::optional<PendingRoute> route_rest_;

    // AI players.
    std::unique_ptr<AiDriver> ai_;
    /// The Suggest hint: the heroes' search on its own worker, and its last answer with the
    /// state version it was computed for (GameSession::stateVersion(): any change hides it).
    struct Suggestion {
        Action action;
        std::uint64_t version = 0;
        std::string text;
        std::vector<int> characters;
        std::vector<Pos> squares;
    };
    std::unique_ptr<AiDriver> hint_ai_;
    std::optional<Suggestion> suggestion_;
    void hintTick();
    BoardOverlays withSuggestion() const;
    std::map<std::size_t, AiNote> notes_;  // every AI step by history index
    /// The map below the banners, as last drawn: where a hand-off notice goes (R42).
    std::shared_ptr<Rect> notice_area_ = std::make_shared<Rect>();
    Uint32 ai_pause_ms_ = 0;               // left before the AI's next action may be applied
    bool ai_acted_last_ = false;           // the last action applied was an AI's (its dice may still roll)
    bool ai_result_showing_ = false;       // showingAiResult() at the last tick
    std::optional<std::size_t> review_hover_;   // the AI log line under the pointer
    std::optional<std::size_t> review_pinned_;  // the AI log line clicked
};

}  // namespace cata::app
