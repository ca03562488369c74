// The shared look of the menus: palette, backdrop, headings, panels, buttons and hints.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/theme.h"

namespace cata::app {

class App;

// Colours: theme() (theme.h), the palette the player chose.

/// The stone backdrop over the whole window, darkened by a black veil of opacity `veil`.
void drawBackdrop(App& app, Painter& painter, Uint8 veil);

/// True when the window is under 640 layout units high (1280×800 at 150 %, 1024×600 at
/// 100 %): the menus then use a smaller heading and lower buttons so their content keeps room.
bool compactMenus(const Painter& painter);

/// The frame the menu screens share: the heading at the top, a row of buttons and the key
/// hint at the bottom, in pixels for the painter's window and UI scale.
struct MenuFrame {
    int heading_y = 0;  ///< where the heading is drawn (drawHeading's `y`)
    int top = 0;        ///< the first row under the heading's rule (what drawHeading returns)
    int buttons_y = 0;  ///< the top of the bottom row of buttons
    int button_h = 0;
    int bottom = 0;     ///< the last row above the buttons, with a gap
};
MenuFrame menuFrame(const Painter& painter);

/// A centred heading in the title face with an ornamental rule below; returns the y below it
/// (MenuFrame::top when drawn at MenuFrame::heading_y).
int drawHeading(Painter& painter, const std::string& text, int y);

/// A thin gold rule fading at both ends, with a diamond in the middle, centred on (cx, y).
void drawDivider(Painter& painter, int cx, int y, int half_width);
/// How far above its line drawDivider()'s diamond reaches: text above a divider ends that high.
int dividerReach(Painter& painter);

/// A dark translucent panel with a double gold border and diamond corners.
void drawPanel(Painter& painter, const Rect& r);

/// A clickable button.
struct Button {
    Rect rect;
    std::string label;  // may mark a shortcut with '&'
    bool enabled = true;
};

/// Draws `button`; `focused` when the keyboard selection (or the mouse) is on it.
void drawButton(Painter& painter, const Button& button, bool focused);

/// A line of key hints centred at the bottom of the window; returns where it was drawn.
Rect drawHint(Painter& painter, const std::string& text);

/// The y at which drawHint draws (what is above it must end there).
int hintTop(const Painter& painter);

/// A wheel turned `notches` (positive: up) over a view scrolled by `offset` pixels, at most
/// `max_offset`: the new offset, 48 layout units a notch (every scrolling list and view).
int scrolledBy(const Painter& painter, int offset, int notches, int max_offset);

/// Views scrolled on whole lines: `stops` are where the view's lines (or rows) end, in pixels
/// from the top of the view at offset 0, in order; every text lies between two stops. At a
/// stop the view starts on a line's top, never in a line (text cut by a scroll edge, play 8 #11,
/// play 10 #4, #8, #9c).
/// The wheel turned `notches` from `offset`: as scrolledBy, then on to the next stop down (back
/// to the stop before, up).
int wholeLineScroll(const Painter& painter, const std::vector<int>& stops, int offset, int notches, int max_offset);
/// The furthest offset of a view `view_h` high over `content` pixels: the first stop from which
/// the rest shows (0 when all of it fits).
int wholeLineMax(const std::vector<int>& stops, int content, int view_h);
/// `offset` moved back to the stop at or before it (lines moved under the view: a new width).
int wholeLineSnap(const std::vector<int>& stops, int offset);
/// How much of a view `view_h` high scrolled by `offset` shows: down to the last stop wholly in
/// it, so that the line after is not cut by its bottom edge (`view_h` when none is).
int wholeLineView(const std::vector<int>& stops, int offset, int view_h);

/// A thin gold scroll bar in `track` when `content` pixels are shown through a view of `view`
/// pixels scrolled by `offset`; nothing when everything fits.
void drawScrollBar(Painter& painter, const Rect& track, int content, int view, int offset);
/// Where drawScrollBar() draws its thumb (empty when everything fits).
Rect scrollThumb(const Painter& painter, const Rect& track, int content, int view, int offset);

/// A tooltip box near the pointer at (x, y), kept inside the window: the first line of `text`
/// in bold, lines split at '\n' and wrapped. Drawn over everything (a new layer). When
/// `keep_out` is not empty (the board's side panel), the box stays out of it when the window
/// leaves room: left of it for a pointer inside it (a bar row's odds never hide the rows under
/// it), left of the pointer for one outside it (a square's tip never hides the bar).
void drawTooltip(Painter& painter, const std::string& text, int x, int y, const Rect& keep_out = Rect{});

}  // namespace cata::app
