// The colours of the interface, by name, in three palettes the player picks on the Settings
// screen: the standard one (bone and tarnished gold on dark stone, blue heroes, red Master), a
// colour-blind-safe one (blue heroes, orange Master, and the marks told apart by shape too) and
// a high-contrast one (white and yellow on black). Screens and the board take every colour from
// theme(); none keeps a colour of its own.
#pragma once

#include <SDL.h>

namespace cata::app {

/// The palettes (Settings::colours).
enum class ColourMode { Standard, ColourBlind, HighContrast };
inline constexpr int kColourModeCount = 3;
/// "standard", "colour_blind", "high_contrast" (the settings file's words).
const char* colourModeWord(ColourMode mode);

/// One palette: every colour the screens and the board draw with, by what it is for.
struct Theme {
    ColourMode mode = ColourMode::Standard;

    // Menus, panels and text.
    SDL_Color gold;         ///< headings, rules, lit borders
    SDL_Color gold_bright;  ///< the focused item's text, emphasis
    SDL_Color bone;         ///< body text
    SDL_Color muted;        ///< secondary text
    SDL_Color disabled;     ///< what cannot be chosen now
    SDL_Color error;        ///< error text
    SDL_Color error_dim;    ///< a softer error (a broken save's line)
    SDL_Color panel;        ///< the translucent panels of the menus
    SDL_Color panel_solid;  ///< the board's side panel and the boxes drawn over the map
    SDL_Color border;       ///< unlit borders
    SDL_Color selection;    ///< the bar behind the selected row
    SDL_Color row_lit;      ///< a lit row or button's fill on the board
    SDL_Color bar_top;      ///< the board's top bar, its gradient's top
    SDL_Color bar_bottom;   ///< and its bottom
    SDL_Color veil;         ///< what darkens the screen under a dialog or the help
    SDL_Color shadow;       ///< the shadow under shadowed text
    SDL_Color field;        ///< unlit buttons and fields
    SDL_Color row;          ///< unlit rows of lists (saves, quests, groups, the action bar)
    SDL_Color row_on;       ///< the focused row of a list
    SDL_Color row_edge;     ///< an unlit row's edge
    SDL_Color card;         ///< a character card's face, tooltips, dialogs
    SDL_Color cell;         ///< a card's characteristic cells and chips, key caps
    SDL_Color cell_edge;    ///< their edge
    SDL_Color error_edge;   ///< the edge of what is broken or refused
    SDL_Color error_panel;  ///< behind a refusal's message
    SDL_Color on_light;     ///< text on a light mark (a die's face, a jump's diamond)

    // The log and the board's floating words.
    SDL_Color log_wound, log_status, log_object, log_info;
    SDL_Color note_band, note_band_lit, note_text, note_text_lit;  ///< the AI's notes in the log
    SDL_Color hit, hit_critical, miss, armour;                     ///< the words rising over a token

    // The sides (R2): tokens, names, banners.
    SDL_Color hero_ring;      ///< the heroes' tokens' ring
    SDL_Color hero_inner;     ///< the disc behind their portraits
    SDL_Color hero_text;      ///< the heroes' turn in the top bar, their zone's name
    SDL_Color hero_zone;      ///< the heroes' entry zone's edge
    SDL_Color hero_tint;      ///< over the entry zone's squares
    SDL_Color master_ring;    ///< the Master's tokens' ring (notched in the palettes with shapes)
    SDL_Color master_inner;   ///< the disc behind their portraits
    SDL_Color master_text;    ///< the Master's turn in the top bar
    SDL_Color reinforcement;  ///< R24 entries' edge
    SDL_Color hero_glow;      ///< the heroes' banner glow (turn banner, hand-off, victory)
    SDL_Color master_glow;    ///< the Master's

    // The board's marks.
    SDL_Color map_backdrop;             ///< behind the map
    SDL_Color selected;                 ///< the ring of the selected character
    SDL_Color hover;                    ///< the square under the pointer
    SDL_Color cursor;                   ///< the keyboard's cursor square
    SDL_Color cursor_edge;              ///< the dark line around it, so it shows on any square
    SDL_Color target;                   ///< the ring (and tick) on an attackable character
    SDL_Color threat;                   ///< squares the enemies could reach or hit (hatched with shapes)
    SDL_Color allowed;                  ///< deployment: where a drop may go
    SDL_Color reach[3];                 ///< reachable squares for 1, 2, 3+ AP (bracketed with shapes)
    SDL_Color run_edge;                 ///< a square a run ends on
    SDL_Color shift_edge;               ///< a square a shift ends on
    SDL_Color path;                     ///< the hovered path's dots
    SDL_Color review;                   ///< an AI action under review
    SDL_Color objective;                ///< the heroes' objective marks
    SDL_Color hp_good, hp_mid, hp_low;  ///< the HP bar above 60 %, above 30 %, below
    SDL_Color ap_left, ap_spent;        ///< the AP pips
    SDL_Color cost;                     ///< a reachable square's cost figure
    SDL_Color bolt;                     ///< the head of a shot's bolt in flight

    /// The marks told apart by shape as well as by hue: the Master's tokens notched (the
    /// heroes' round), a tick on each target, reachable squares bracketed, threat hatched.
    bool shapes = false;
};

/// `c` with alpha `a` (clamped to 0..255).
inline SDL_Color translucent(SDL_Color c, int a) {
    c.a = static_cast<Uint8>(a < 0 ? 0 : a > 255 ? 255 : a);
    return c;
}

/// The palette of `mode`.
const Theme& themeFor(ColourMode mode);
/// The palette in use (the Settings' colours; the standard one until the app sets it).
const Theme& theme();
/// Makes `mode`'s palette the one theme() gives (App::changeSettings).
void setColourMode(ColourMode mode);

}  // namespace cata::app
