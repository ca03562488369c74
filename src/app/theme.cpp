// The three palettes (theme.h). The colour-blind one takes its hues from Okabe and Ito's set
// (blue, sky blue, orange, vermillion, bluish green, yellow, reddish purple), told apart under
// deuteranopia, protanopia and tritanopia (tests/app/access17_test.cpp simulates them); the
// high-contrast one keeps text at a WCAG contrast of 7 or more on its black panels.
#include "cata/app/theme.h"

namespace cata::app {

namespace {

Theme standardTheme() {
    Theme t;
    t.mode = ColourMode::Standard;
    t.gold = {228, 192, 122, 255};
    t.gold_bright = {255, 226, 162, 255};
    t.bone = {216, 204, 182, 255};
    t.muted = {158, 146, 128, 255};
    t.disabled = {104, 97, 91, 255};
    t.error = {236, 98, 84, 255};
    t.error_dim = {214, 128, 116, 255};
    t.panel = {13, 10, 9, 212};
    t.panel_solid = {16, 12, 11, 255};
    t.border = {128, 96, 54, 255};
    t.selection = {132, 30, 22, 235};
    t.row_lit = {70, 22, 16, 230};
    t.bar_top = {30, 22, 18, 255};
    t.bar_bottom = {14, 10, 9, 255};
    t.veil = {0, 0, 0, 110};
    t.shadow = {0, 0, 0, 170};
    t.field = {20, 16, 14, 220};
    t.row = {24, 19, 16, 200};
    t.row_on = {58, 20, 15, 225};
    t.row_edge = {80, 62, 40, 255};
    t.card = {18, 14, 12, 255};
    t.cell = {40, 30, 24, 255};
    t.cell_edge = {86, 64, 38, 255};
    t.error_edge = {120, 40, 32, 255};
    t.error_panel = {60, 14, 10, 200};
    t.on_light = {30, 24, 20, 255};
    t.log_wound = {232, 112, 96, 255};
    t.log_status = {222, 168, 104, 255};
    t.log_object = {168, 184, 196, 255};
    t.log_info = {190, 180, 162, 255};
    t.note_band = {50, 36, 84, 170};
    t.note_band_lit = {92, 64, 150, 230};
    t.note_text = {214, 200, 255, 255};
    t.note_text_lit = {255, 244, 220, 255};
    t.hit = {255, 90, 70, 255};
    t.hit_critical = {255, 120, 60, 255};
    t.miss = {230, 230, 220, 255};
    t.armour = {150, 190, 235, 255};
    t.hero_glow = {44, 78, 128, 255};
    t.master_glow = {140, 28, 20, 255};
    t.hero_ring = {232, 196, 110, 255};
    t.hero_inner = {70, 120, 210, 255};
    t.hero_text = {160, 196, 255, 255};
    t.hero_zone = {120, 170, 255, 255};
    t.hero_tint = {70, 110, 200, 110};
    t.master_ring = {206, 46, 34, 255};
    t.master_inner = {90, 14, 10, 255};
    t.master_text = {240, 120, 100, 255};
    t.reinforcement = {236, 72, 48, 255};
    t.map_backdrop = {6, 5, 5, 255};
    t.selected = {255, 236, 170, 255};
    t.hover = {255, 236, 170, 220};
    t.cursor = {120, 230, 255, 255};
    t.cursor_edge = {0, 0, 0, 230};
    t.target = {255, 70, 50, 230};
    t.threat = {200, 30, 20, 70};
    t.allowed = {110, 200, 120, 60};
    t.reach[0] = {96, 200, 110, 92};
    t.reach[1] = {170, 200, 90, 78};
    t.reach[2] = {220, 170, 70, 66};
    t.run_edge = {110, 170, 255, 200};
    t.shift_edge = {190, 120, 240, 220};
    t.path = {255, 236, 170, 230};
    t.review = {186, 156, 255, 255};
    t.objective = {255, 208, 90, 235};
    t.hp_good = {86, 178, 84, 255};
    t.hp_mid = {222, 170, 52, 255};
    t.hp_low = {210, 54, 40, 255};
    t.ap_left = {255, 214, 90, 255};
    t.ap_spent = {70, 60, 50, 255};
    t.cost = {235, 245, 220, 200};
    t.bolt = {255, 240, 200, 255};
    t.shapes = false;
    return t;
}

Theme colourBlindTheme() {
    Theme t = standardTheme();
    t.mode = ColourMode::ColourBlind;
    t.selection = {0, 78, 128, 235};  // blue, not red, behind the selected row
    t.row_lit = {0, 60, 100, 230};
    t.error = {240, 140, 60, 255};  // vermillion-orange, told from the text by its words too
    t.error_dim = {230, 160, 100, 255};
    // Heroes blue, the Master orange (Okabe-Ito); the Master's tokens notched as well.
    t.hero_ring = {86, 180, 233, 255};
    t.hero_inner = {0, 90, 160, 255};
    t.hero_text = {110, 190, 240, 255};
    t.hero_zone = {86, 180, 233, 255};
    t.hero_tint = {0, 114, 178, 100};
    t.master_ring = {230, 159, 0, 255};
    t.master_inner = {120, 64, 0, 255};
    t.master_text = {240, 175, 60, 255};
    t.reinforcement = {230, 159, 0, 255};
    t.hero_glow = {0, 90, 160, 255};
    t.master_glow = {150, 90, 0, 255};
    t.row_on = {0, 60, 100, 225};
    t.error_edge = {213, 94, 0, 255};
    t.error_panel = {90, 45, 0, 200};
    t.log_wound = {240, 140, 60, 255};
    t.hit = {240, 120, 40, 255};
    t.hit_critical = {240, 228, 66, 255};
    t.armour = {86, 180, 233, 255};
    t.selected = {255, 255, 255, 255};
    t.hover = {255, 255, 255, 220};
    t.cursor = {255, 255, 255, 255};
    t.target = {240, 228, 66, 240};  // yellow, with a tick
    t.threat = {213, 94, 0, 80};     // vermillion, hatched
    t.allowed = {0, 158, 115, 70};
    t.reach[0] = {0, 158, 115, 95};  // bluish green, yellow, orange: and bracketed
    t.reach[1] = {240, 228, 66, 70};
    t.reach[2] = {230, 159, 0, 62};
    t.run_edge = {86, 180, 233, 220};
    t.shift_edge = {204, 121, 167, 230};
    t.path = {255, 255, 255, 230};
    t.review = {204, 121, 167, 255};
    t.objective = {240, 228, 66, 235};
    t.hp_good = {0, 158, 115, 255};
    t.hp_mid = {240, 228, 66, 255};
    t.hp_low = {213, 94, 0, 255};
    t.shapes = true;
    return t;
}

Theme highContrastTheme() {
    Theme t = standardTheme();  // every entry set, then each one overridden below
    t.mode = ColourMode::HighContrast;
    t.gold = {255, 214, 0, 255};
    t.gold_bright = {255, 240, 90, 255};
    t.bone = {255, 255, 255, 255};
    t.muted = {215, 215, 215, 255};
    t.disabled = {150, 150, 150, 255};
    t.error = {255, 120, 120, 255};
    t.error_dim = {255, 160, 160, 255};
    t.panel = {0, 0, 0, 245};
    t.panel_solid = {0, 0, 0, 255};
    t.border = {255, 255, 255, 255};
    t.selection = {0, 70, 160, 255};
    t.row_lit = {0, 70, 160, 255};
    t.bar_top = {0, 0, 0, 255};
    t.bar_bottom = {0, 0, 0, 255};
    t.veil = {0, 0, 0, 200};
    t.shadow = {0, 0, 0, 255};
    t.field = {0, 0, 0, 255};
    t.row = {0, 0, 0, 255};
    t.row_on = {0, 70, 160, 255};
    t.row_edge = {200, 200, 200, 255};
    t.card = {0, 0, 0, 255};
    t.cell = {0, 0, 0, 255};
    t.cell_edge = {255, 255, 255, 255};
    t.error_edge = {255, 120, 120, 255};
    t.error_panel = {90, 0, 0, 255};
    t.on_light = {0, 0, 0, 255};
    t.log_wound = {255, 140, 130, 255};
    t.log_status = {255, 205, 120, 255};
    t.log_object = {200, 225, 245, 255};
    t.log_info = {235, 235, 235, 255};
    t.note_band = {60, 30, 110, 255};
    t.note_band_lit = {110, 60, 200, 255};
    t.note_text = {235, 225, 255, 255};
    t.note_text_lit = {255, 255, 255, 255};
    t.hit = {255, 90, 70, 255};
    t.hit_critical = {255, 230, 0, 255};
    t.miss = {255, 255, 255, 255};
    t.armour = {120, 200, 255, 255};
    t.hero_glow = {0, 60, 200, 255};
    t.master_glow = {170, 60, 0, 255};
    t.hero_ring = {60, 170, 255, 255};
    t.hero_inner = {0, 50, 190, 255};
    t.hero_text = {120, 200, 255, 255};
    t.hero_zone = {60, 170, 255, 255};
    t.hero_tint = {0, 80, 220, 110};
    t.master_ring = {255, 140, 0, 255};
    t.master_inner = {140, 50, 0, 255};
    t.master_text = {255, 170, 70, 255};
    t.reinforcement = {255, 140, 0, 255};
    t.map_backdrop = {0, 0, 0, 255};
    t.selected = {255, 255, 255, 255};
    t.hover = {255, 255, 255, 255};
    t.cursor = {255, 0, 255, 255};
    t.cursor_edge = {0, 0, 0, 255};
    t.target = {255, 255, 0, 255};
    t.threat = {255, 60, 0, 100};
    t.allowed = {0, 255, 120, 80};
    t.reach[0] = {0, 255, 120, 100};
    t.reach[1] = {255, 255, 0, 80};
    t.reach[2] = {255, 140, 0, 72};
    t.run_edge = {60, 170, 255, 255};
    t.shift_edge = {200, 120, 255, 255};
    t.path = {255, 255, 255, 255};
    t.review = {200, 120, 255, 255};
    t.objective = {255, 214, 0, 255};
    t.hp_good = {0, 230, 0, 255};
    t.hp_mid = {255, 230, 0, 255};
    t.hp_low = {255, 40, 40, 255};
    t.ap_left = {255, 230, 0, 255};
    t.ap_spent = {90, 90, 90, 255};
    t.cost = {255, 255, 255, 255};
    t.bolt = {255, 255, 255, 255};
    t.shapes = true;
    return t;
}

const Theme kThemes[kColourModeCount] = {standardTheme(), colourBlindTheme(), highContrastTheme()};
const Theme* g_current = &kThemes[0];

}  // namespace

const char* colourModeWord(ColourMode mode) {
    switch (mode) {
        case ColourMode::Standard:
            return "standard";
        case ColourMode::ColourBlind:
            return "colour_blind";
        case ColourMode::HighContrast:
            return "high_contrast";
    }
    return "standard";
}

const Theme& themeFor(ColourMode mode) {
    const int i = static_cast<int>(mode);
    return kThemes[i >= 0 && i < kColourModeCount ? i : 0];
}

const Theme& theme() { return *g_current; }

void setColourMode(ColourMode mode) { g_current = &themeFor(mode); }

}  // namespace cata::app
