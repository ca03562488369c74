// The map of a game: tiles, objects, zone borders, character tokens with their markers, and
// the overlays the board screen asks for (reachable squares by cost, a path, line of sight,
// threatened squares). Pans and zooms when the map is bigger than its rectangle. Draws only
// what `viewer` may see (hidden traps only for the Master, R48).
#pragma once

#include <SDL.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/app/motion.h"
#include "cata/app/painter.h"
#include "cata/app/textures.h"
#include "cata/app/theme.h"
#include "cata/core/game_state.h"
#include "cata/core/paths.h"

namespace cata::app {

class App;

/// A square the selected character can end a move on, with the least AP and how the last
/// move action gets there (walk, run or shift: shaded differently).
struct ReachableSquare {
    Pos at;
    int ap = 0;
    MoveKind kind = MoveKind::Walk;
};

/// A square a jump may land on (R43): its Agility test and the mover's chance to pass it.
struct JumpMarker {
    Pos at;
    int difficulty = 0;
    double chance = 0.0;
};

/// What to draw over the map this frame.
struct BoardOverlays {
    std::optional<int> selected;               // ring around this character
    std::vector<ReachableSquare> reachable;    // shaded by cost and kind
    std::vector<Pos> path;                     // the hovered path, start excluded
    std::string path_label;                    // "2 AP", drawn at the path's end
    std::vector<Pos> targets;                  // squares holding attackable characters
    std::vector<JumpMarker> jumps;             // jump landing squares
    std::vector<Pos> threatened;               // what the enemies could reach or hit
    std::vector<Pos> sight;                    // squares the selected character sees
    bool show_sight = false;                   // darken what `sight` leaves out
    std::optional<Pos> hovered;
    std::optional<Pos> cursor;                 // the keyboard's cursor square (drawn in every palette)
    std::vector<int> review_characters;        // an AI log line under review: its characters (violet rings)
    std::vector<Pos> review_squares;           // and its squares (violet squares, numbered in order)
    std::vector<Pos> allowed;                  // deployment: squares a drop may go to
    std::optional<int> dragged;                // deployment: token drawn at `drag_point`
    std::vector<int> hidden;                   // deployment in hot-seat: the other side's tokens, not drawn
    SDL_Point drag_point{0, 0};
    std::map<int, TokenPose> poses;       // tokens in motion (Motion): drawn so, over the others
    std::vector<FloatingText> floating;   // words rising over squares (Motion)
    std::vector<Projectile> projectiles;  // shots' bolts in flight (Motion)
    std::vector<ObjectEffect> objects;    // doors swinging, breaking, locks flashing (Motion)
};

/// Where the heroes' objective is on the map, from the quest's victory conditions (R52): the
/// chest, cell or door to open, the site of a special action, the exit to leave by, the
/// characters to kill. Marked on the board and named by the hover tooltip.
struct ObjectiveMarks {
    std::vector<Pos> squares;     // an object or a special action's object
    std::vector<Pos> exits;       // the squares of an exit zone (all_heroes_out, item_carried_out)
    std::vector<int> characters;  // characters to kill (character_killed, card_killed)
    bool marks(Pos p) const;
};
ObjectiveMarks objectiveMarks(const GameState& state);

class BoardView {
public:
    explicit BoardView(App& app);
    ~BoardView();

    /// Draws `state` as `viewer` sees it into `area`.
    void draw(Painter& painter, const Rect& area, const GameState& state, Side viewer, const BoardOverlays& overlays);
    /// The square under window pixel (x, y) in the last drawn area, if any.
    std::optional<Pos> squareAt(int x, int y) const;
    /// The centre of square `p` in window pixels (for animations and tooltips).
    SDL_Point centerOf(Pos p) const;
    /// Square size in pixels at the current zoom.
    int squarePixels() const;
    /// The rectangle last drawn into.
    const Rect& area() const { return area_; }
    /// The zones' name tags as last drawn, in window pixels (what the board's banners keep
    /// clear of, so that no banner cuts a zone's name).
    const std::vector<Rect>& zoneTagBoxes() const { return tag_boxes_; }
    /// The id of the zone whose name tag was last drawn under window pixel (x, y); "" for none.
    std::string zoneTagAt(int x, int y) const;

    /// Camera: pan by pixels, zoom by steps around a window point, or centre on a square.
    void pan(int dx, int dy);
    void zoom(int steps, int x, int y);
    void centerOn(Pos p);
    /// Pans as little as brings square `p` (and a square round it, room allowing) into the
    /// area: the keyboard's cursor stays in sight.
    void keepInView(Pos p);
    /// The game whose zoom the app remembers for this view (App::boardZoom): the board's own
    /// game, so that the same game continued or loaded again opens at the player's zoom and a
    /// new game at the whole map. Empty (the default, the deployment): nothing remembered.
    void rememberZoomFor(std::string game_id) { zoom_key_ = std::move(game_id); }
    /// Where square `p` (a `w` × `h` footprint from it) is drawn, as of the last layout.
    SDL_Rect squareRect(Pos p, int w = 1, int h = 1) const;

private:
    void layout(const Rect& area, int map_w, int map_h);
    void clampCamera();
    void drawTerrain(Painter& painter, const GameState& state, Side viewer);
    /// R48: the mark of a hidden trap over its square `r`, for the Master only.
    void drawHiddenTrap(Painter& painter, const SDL_Rect& r);
    /// Draws the terrain and zones' edges through a cached texture of the whole map at the
    /// current square size, redrawn only when a tile, the zoom, the viewer or the UI scale changes.
    /// False when the map is too large to cache at this zoom (the caller draws directly).
    bool drawCachedTerrain(Painter& painter, const GameState& state, Side viewer);
    /// The zones' edges (their names: drawZoneTags, over the objectives' marks).
    void drawZones(Painter& painter, const GameState& state);
    /// A zone's name on its tag, where the current camera shows it: on the wall above the
    /// zone's top-left square, else inside the zone, on the first squares in reading order that
    /// no token covers (the tokens of `hidden` are not drawn: they do not count).
    struct ZoneTag {
        std::string name;
        int size = 11;
        bool hero = false;  // the heroes' zone (blue)
        std::string zone;   // the zone's id
        Rect box;
    };
    std::vector<ZoneTag> zoneTags(Painter& painter, const GameState& state, const std::vector<int>& hidden) const;
    /// Draws the names; `record` keeps their boxes for zoneTagAt (off: the same names drawn
    /// again over the path's dots).
    void drawZoneTags(Painter& painter, const std::vector<ZoneTag>& tags, bool record = true);
    static SDL_Color tagColour(const ZoneTag& tag);
    void drawObjectives(Painter& painter, const ObjectiveMarks& marks);
    /// `pose`: a token in motion (its lean, alpha, flash; up_look > 0 draws it standing).
    void drawToken(Painter& painter, const GameState& state, int who, const SDL_Rect& r, bool selected, bool active,
                   const TokenPose* pose = nullptr);
    /// The floating texts of `overlays` over the pieces.
    void drawFloating(Painter& painter, const BoardOverlays& overlays);
    void drawProjectiles(Painter& painter, const BoardOverlays& overlays);
    void drawObjectEffects(Painter& painter, const BoardOverlays& overlays);
    void tintSquare(Painter& painter, Pos p, SDL_Color c);
    /// The keyboard's cursor on square `p`: framed and cornered in theme().cursor between dark lines.
    void drawCursor(Painter& painter, Pos p);

    App& app_;
    std::unique_ptr<TextureCache> textures_;
    Rect area_;
    double zoom_ = 1.0;
    std::string zoom_key_;    // the game whose zoom the app remembers (App::boardZoom); empty: none
    bool user_zoom_ = false;  // the player zoomed into the map (a resize keeps it; else the whole map fits again)
    double min_zoom_ = 0.3;
    double cam_x_ = 0;  // map pixel at the area's left edge
    double cam_y_ = 0;
    int map_w_ = 0;
    int map_h_ = 0;
    bool placed_ = false;
    std::optional<Pos> first_centre_;  // centerOn before the first layout

    // The terrain cache (drawCachedTerrain).
    SDL_Texture* terrain_ = nullptr;
    int terrain_square_ = 0;
    Side terrain_viewer_ = Side::Heroes;
    std::string terrain_language_;
    double terrain_scale_ = 0;
    ColourMode terrain_mode_ = ColourMode::Standard;  // the palette its zones' edges were drawn in
    std::vector<Rect> tag_boxes_;
    std::vector<std::string> tag_zones_;  // the zone of each of tag_boxes_
    const GameContent* terrain_content_ = nullptr;
    std::vector<TileKind> terrain_tiles_;
};

/// The pixel size of a tile at zoom 1.
inline constexpr int kTilePixels = 64;

/// The file (under assets/) that draws the tile kind `k` at `p`, for `viewer` (floors vary by
/// square; doors turn with the walls beside them; a hidden trap looks like floor to the heroes).
std::string tileImage(const Board& board, Pos p, Side viewer);

/// A square whose tile image did not load (missing or corrupt), drawn as plain shapes in
/// `square`: the floor's colour, and on it a block in the colour of what stands there. `image`
/// is what tileImage() chose, so a hidden trap shown as floor stays plain floor.
void drawPlainTile(Painter& painter, TileKind kind, const std::string& image, const Rect& square);

}  // namespace cata::app
