// The dice tray: the faces of the last rolls (dice of power blank / I / I*, the location die,
// D6s) with a short tumbling animation that a click, a key or the settings skip.
//
// The animation is driven by tick(ms) only (never by the clock), so it is deterministic: the
// dice cycle through faces and bounce, then settle one after the other on what the core rolled.
#pragma once

#include <SDL.h>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/strings.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

class DiceTray {
public:
    /// Length of the tumble at speed 1 (about half a second; the speed divides it).
    static constexpr Uint32 kTumbleMs = 500;

    explicit DiceTray(App& app);
    ~DiceTray();
    DiceTray(const DiceTray&) = delete;
    DiceTray& operator=(const DiceTray&) = delete;

    /// Shows the rolls among `events` (nothing changes when there are none), tumbling at
    /// `speed` (1, 2, 4, 8: the tumble lasts kTumbleMs / speed; 0: none, the results at once;
    /// none either with the dice animation setting off). They join the history of the turn
    /// (the turn and side of `after`).
    /// True when there were rolls to show.
    bool show(const std::vector<Event>& events, const GameState& after, int speed = 1);
    /// Real time (ms of the app's clock) until the dice land: 0 when none tumble.
    Uint32 remainingMs() const;
    /// Words the rolls shown again in the current language (after a language switch); the
    /// dice and the animation stay as they are.
    void reword();
    bool animating() const;
    void tick(Uint32 ms);
    /// Ends the animation at once.
    void skip();
    void draw(Painter& painter, const Rect& area);
    /// The height the tray wants at `width` (what it holds, so that the side panel shares its
    /// room by content): its rolls with their captions wrapped as draw() wraps them, the newest
    /// always whole and older ones while they fit in 150 units; one line ("No dice rolled yet")
    /// while it is empty.
    int height(Painter& painter, int width) const;
    void clear();
    /// The turn and side to act now (the board tells it as it draws): once they are no longer
    /// those the rolls were shown in, the tray folds to one line (the other side's last roll no
    /// longer takes the acting side's room, play 11 #4 and #7); a click opens it again.
    void follow(int turn, Side side);
    /// True while the rolls are folded to one line.
    bool folded() const { return folded_ && !shown_.empty(); }
    /// A click on the tray: folds it, or opens it again.
    void toggleFold();
    /// The history of this turn's rolls (every roll shown since the turn and side changed,
    /// oldest first): H or a click on the tray's "This turn" line opens it in the tray's
    /// place, and closes it again.
    bool historyOpen() const { return history_open_ && !history_.empty(); }
    void toggleHistory();
    /// True when (x, y) is on the line that opens or closes the history (as last drawn).
    bool onHistoryLine(int x, int y) const { return history_line_.w > 0 && history_line_.contains(x, y); }
    /// That line's box as last drawn (empty: none drawn).
    const Rect& historyLine() const { return history_line_; }

    /// One roll on the tray: a test's dice of power (with the location die of the hit it led
    /// to), or some D6.
    struct Roll {
        std::vector<PowerFace> faces;       // dice of power
        std::optional<Location> location;   // the location die of the hit
        std::vector<int> d6;                // ordinary dice
        std::string headline;               // "Torgils attacks Revenant 2"
        std::string detail;                 // "Melee attack vs difficulty 4: 4 — passed"
        std::optional<bool> passed;         // tests only
        /// What the hit did, under the location die: "Location: chest — 4 − 1 armour = 3 wounds";
        /// under some D6 whose wounds followed: "3 wounds". Empty: none.
        std::string wound;
    };
    /// The rolls shown now, oldest first (tests).
    const std::vector<Roll>& rolls() const { return shown_; }
    const std::vector<Roll>& history() const { return history_; }
    /// The face die `index` of roll `roll` shows at this point of the animation (tests).
    int faceShown(std::size_t roll, std::size_t index) const;

private:
    /// The rolls laid out in an inner width (the tray's less its padding): dice and caption
    /// side by side or the caption under the dice, each caption wrapped, each roll's height
    /// (with the gap under it).
    struct RowsLayout {
        bool beside = false;
        int dice_w = 0;
        std::vector<std::vector<std::string>> headlines, details, wounds;
        std::vector<bool> wound_inline;  // the wound drawn after the detail's last line (it fits there)
        std::vector<int> heights;
    };
    RowsLayout layoutRows(Painter& painter, int inner_w) const;
    /// The height of the "This turn" line (0 when this turn has no earlier rolls to show).
    int historyLineHeight(Painter& painter) const;
    /// The history's rows (one line each) that fit in `inner_h`: how many, newest last.
    int historyRowsFitting(Painter& painter, int inner_h) const;
    void drawHistory(Painter& painter, const Rect& inner);
    SDL_Texture* texture(SDL_Renderer* renderer, const std::string& name);
    /// How far (0..1) die number `n` of the tray is in its tumble; 1 = settled.
    double settled(int n) const;

    App& app_;
    /// The rolls among `events`, worded with `s` and the names of `after`.
    static std::vector<Roll> rollsOf(const std::vector<Event>& events, const GameState& after, const StringTable& s);

    Uint32 elapsed_ = 0;
    Uint32 duration_ = 0;
    int speed_ = 1;              // the tumble's pace: tick(ms) advances it by ms × speed
    std::vector<Roll> history_;  // this turn's rolls, oldest first
    // The events and state of each show() of the turn: what reword() words the history from.
    std::vector<std::pair<std::vector<Event>, GameState>> history_sources_;
    int history_turn_ = 0;
    Side history_side_ = Side::Heroes;
    bool history_open_ = false;
    Rect history_line_;               // where the "This turn" line was drawn
    std::vector<Event> events_;       // the events of the rolls shown, and the state after them:
    std::optional<GameState> after_;  // what reword() words them from
    std::vector<Roll> shown_;
    bool folded_ = false;
    int shown_turn_ = 0;  // the turn and side to act when the rolls were shown
    Side shown_side_ = Side::Heroes;
    std::map<std::string, SDL_Texture*> textures_;  // by file name under assets/dice (nullptr: missing)
};

}  // namespace cata::app
