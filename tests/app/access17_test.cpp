// Play for every player (docs/accessibility.md): the colour-blind palette keeps the
// sides apart under simulated colour blindness, the high-contrast one keeps text legible on its
// panels, each palette draws the board as it says (rings, notched Master tokens, hatched threat,
// the keyboard's cursor), the text size changes measured text, and a whole turn of Quest I is
// played from the main menu with nothing but real key events.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "cata/app/theme.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

// ---- Colour science for the checks: sRGB, simulated colour blindness, CIELAB, WCAG ----

using Matrix = std::array<std::array<double, 3>, 3>;

/// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
constexpr Matrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kTritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
constexpr Matrix kNormalVision{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double linearChannel(Uint8 c) {
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

/// `c` as seen through `m`, in CIELAB (D65).
std::array<double, 3> seenLab(SDL_Color c, const Matrix& m) {
    const std::array<double, 3> in{linearChannel(c.r), linearChannel(c.g), linearChannel(c.b)};
    std::array<double, 3> l{};
    for (int i = 0; i < 3; ++i) l[i] = std::clamp(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2], 0.0, 1.0);
    const double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
    const double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    const double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

/// The CIE76 colour difference between `a` and `b` as seen through `m`.
double seenDistance(SDL_Color a, SDL_Color b, const Matrix& m) {
    const auto la = seenLab(a, m), lb = seenLab(b, m);
    return std::sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                     (la[2] - lb[2]) * (la[2] - lb[2]));
}

/// The smallest difference between `a` and `b` for normal vision and the three dichromacies.
double weakestDistance(SDL_Color a, SDL_Color b) {
    double d = 1e9;
    for (const Matrix* m : {&kNormalVision, &kDeuteranopia, &kProtanopia, &kTritanopia})
        d = std::min(d, seenDistance(a, b, *m));
    return d;
}

/// WCAG 2 relative luminance and contrast ratio.
double wcagLuminance(SDL_Color c) {
    return 0.2126 * linearChannel(c.r) + 0.7152 * linearChannel(c.g) + 0.0722 * linearChannel(c.b);
}
double wcagContrast(SDL_Color a, SDL_Color b) {
    const double la = wcagLuminance(a), lb = wcagLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// `top` (with its alpha) laid over the opaque `under`.
SDL_Color laidOver(SDL_Color top, SDL_Color under) {
    const auto mix = [&](Uint8 t, Uint8 u) {
        return static_cast<Uint8>(std::lround((t * top.a + u * (255 - top.a)) / 255.0));
    };
    return SDL_Color{mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}

std::string rgbText(SDL_Color c) { return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b); }

bool nearColour(SDL_Color c, SDL_Color want, int tolerance) {
    return std::abs(c.r - want.r) <= tolerance && std::abs(c.g - want.g) <= tolerance &&
           std::abs(c.b - want.b) <= tolerance;
}

// ---- Board helpers ----

/// The colour of the side ring of the token on `p`, on its left edge a little below the middle:
/// where neither the notches (at the four points) nor the markers are.
SDL_Color ringAt(const SDL_Surface* shot, const BoardView& view, Pos p) {
    const int size = view.squarePixels();
    const SDL_Point c = view.centerOf(p);
    const int inner = size - 2 * static_cast<int>(size * 0.05);
    const double radius = inner / 2.0 - std::max(1, inner * 4 / 128);
    const double angle = 0.35;  // radians below the west point
    return pixelAt(shot, c.x - static_cast<int>(std::lround(radius * std::cos(angle))),
                   c.y + static_cast<int>(std::lround(radius * std::sin(angle))));
}

/// The share of the pixels of `r` within 40 of `colour` on each channel.
double shareNear(const SDL_Surface* shot, const SDL_Rect& r, SDL_Color colour) {
    int near = 0, all = 0;
    for (int y = r.y + 1; y < r.y + r.h - 1; ++y)
        for (int x = r.x + 1; x < r.x + r.w - 1; ++x, ++all)
            if (nearColour(pixelAt(shot, x, y), colour, 40)) ++near;
    return all ? static_cast<double>(near) / all : 0.0;
}

/// Presses the arrows that take the cursor from where it is to `to` (it must be shown).
template <class Screen>
void arrowCursorTo(App& app, const Screen& screen, Pos to) {
    for (int i = 0; i < 80 && screen.cursor() && *screen.cursor() != to; ++i) {
        const Pos at = *screen.cursor();
        press(app, at.x < to.x ? SDLK_RIGHT : at.x > to.x ? SDLK_LEFT : at.y < to.y ? SDLK_DOWN : SDLK_UP);
    }
    REQUIRE(screen.cursor() == std::optional<Pos>(to));
}

/// Answers the dialogs on top (a destiny offer after a failed attack...) with Enter.
void answerByKeys(App& app) {
    for (int i = 0; i < 8 && (topScreen(app) == "decision" || topScreen(app) == "hand_off"); ++i)
        press(app, SDLK_RETURN);
}

}  // namespace

TEST_CASE("Colour-blind palette: the sides and the marks stay apart under deuteranopia, protanopia and tritanopia",
          "[app][access17]") {
    const Theme& cb = themeFor(ColourMode::ColourBlind);
    CHECK(cb.shapes);  // and they differ by shape too: notched tokens, ticks, brackets, hatching
    const struct {
        const char* what;
        SDL_Color a, b;
        double least;
    } pairs[] = {
        {"rings", cb.hero_ring, cb.master_ring, 50},
        {"discs", cb.hero_inner, cb.master_inner, 50},
        {"names", cb.hero_text, cb.master_text, 50},
        {"entry zone / reinforcements", cb.hero_zone, cb.reinforcement, 50},
        {"threat / cheapest reach", translucent(cb.threat, 255), translucent(cb.reach[0], 255), 30},
        {"target / threat", translucent(cb.target, 255), translucent(cb.threat, 255), 30},
        {"HP good / low", cb.hp_good, cb.hp_low, 30},
    };
    for (const auto& p : pairs) {
        INFO(p.what << ": " << rgbText(p.a) << " / " << rgbText(p.b) << ", deuteranopia "
                    << seenDistance(p.a, p.b, kDeuteranopia) << ", protanopia " << seenDistance(p.a, p.b, kProtanopia)
                    << ", tritanopia " << seenDistance(p.a, p.b, kTritanopia));
        CHECK(weakestDistance(p.a, p.b) >= p.least);
    }
    // The standard palette's red and gold rings come much closer for a deuteranope: the reason
    // for the other palette.
    const Theme& standard = themeFor(ColourMode::Standard);
    CHECK(seenDistance(standard.hero_ring, standard.master_ring, kDeuteranopia) <
          seenDistance(cb.hero_ring, cb.master_ring, kDeuteranopia) - 40);
    // High contrast keeps its sides apart as well.
    const Theme& hc = themeFor(ColourMode::HighContrast);
    CHECK(weakestDistance(hc.hero_ring, hc.master_ring) >= 50);
    CHECK(weakestDistance(hc.hero_inner, hc.master_inner) >= 50);
}

TEST_CASE("High-contrast palette: text on its panels and rows at a WCAG contrast of 4.5 or more", "[app][access17]") {
    const Theme& hc = themeFor(ColourMode::HighContrast);
    // The panels are nearly opaque: whatever the backdrop under them, black, grey or white.
    for (SDL_Color backdrop : {SDL_Color{0, 0, 0, 255}, SDL_Color{128, 128, 128, 255}, SDL_Color{255, 255, 255, 255}})
        for (SDL_Color panel : {hc.panel, hc.panel_solid, hc.card, hc.row, hc.field}) {
            const SDL_Color under = laidOver(panel, backdrop);
            for (const auto& [name, text] :
                 std::vector<std::pair<const char*, SDL_Color>>{{"bone", hc.bone},
                                                                {"gold", hc.gold},
                                                                {"gold_bright", hc.gold_bright},
                                                                {"muted", hc.muted},
                                                                {"disabled", hc.disabled},
                                                                {"error", hc.error},
                                                                {"hero_text", hc.hero_text},
                                                                {"master_text", hc.master_text},
                                                                {"log_info", hc.log_info},
                                                                {"log_wound", hc.log_wound}}) {
                INFO(name << " " << rgbText(text) << " on " << rgbText(under) << ": " << wcagContrast(text, under));
                CHECK(wcagContrast(text, under) >= 4.5);
            }
        }
    // The focused row's text on its fill.
    for (SDL_Color fill : {hc.selection, hc.row_on, hc.row_lit})
        for (SDL_Color text : {hc.bone, hc.gold_bright, hc.gold}) {
            INFO(rgbText(text) << " on " << rgbText(fill) << ": "
                               << wcagContrast(text, laidOver(fill, SDL_Color{0, 0, 0, 255})));
            CHECK(wcagContrast(text, laidOver(fill, SDL_Color{0, 0, 0, 255})) >= 4.5);
        }
    // Body text: 7 or more (WCAG AAA).
    CHECK(wcagContrast(hc.bone, laidOver(hc.panel, SDL_Color{128, 128, 128, 255})) >= 7.0);
}

TEST_CASE("Settings: colours and text size are saved, read back and checked", "[app][access17]") {
    HeadlessHome home;
    const std::filesystem::path file = home.settingsFile();
    Settings s;
    s.colours = ColourMode::HighContrast;
    s.text_size = 130;
    REQUIRE(saveSettings(s, file));
    const Settings back = loadSettings(file);
    CHECK(back.colours == ColourMode::HighContrast);
    CHECK(back.text_size == 130);
    {
        std::ofstream out(file, std::ios::trunc);
        out << R"({"colours": "sepia", "text_size": 120})";
    }
    const Settings bad = loadSettings(file);
    CHECK(bad.colours == ColourMode::Standard);
    CHECK(bad.text_size == 100);
}

TEST_CASE_METHOD(AppTest, "Settings screen: Colours and Text size rows by keys, in English and French",
                 "[app][access17]") {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    press(app, SDLK_DOWN);  // First steps
    press(app, SDLK_DOWN);  // Load is disabled: skipped
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "settings");
    auto& settings = topAs<SettingsScreen>(app);
    for (int i = 0; i < SettingsScreen::kRowCount && settings.selected() != SettingsScreen::Row::Colours; ++i)
        press(app, SDLK_DOWN);
    REQUIRE(settings.selected() == SettingsScreen::Row::Colours);
    press(app, SDLK_RIGHT);
    CHECK(app.settings().colours == ColourMode::ColourBlind);
    CHECK(theme().mode == ColourMode::ColourBlind);
    CHECK(findText(recordFrame(app), "Colour-blind") != nullptr);
    press(app, SDLK_RIGHT);
    CHECK(theme().mode == ColourMode::HighContrast);
    press(app, SDLK_DOWN);
    REQUIRE(settings.selected() == SettingsScreen::Row::TextSize);
    press(app, SDLK_RIGHT);
    CHECK(app.settings().text_size == 115);
    CHECK(app.text().sizeFactor() == Approx(1.15));
    press(app, SDLK_LEFT);
    press(app, SDLK_LEFT);
    CHECK(app.settings().text_size == 130);
    CHECK(loadSettings(home.settingsFile()).colours == ColourMode::HighContrast);
    CHECK(loadSettings(home.settingsFile()).text_size == 130);
    REQUIRE(app.saveScreenshot(shotPath("access17_settings_high_contrast")));
    editSettings(app, [](Settings& s) { s.language = "fr"; });
    app.runFrames(1);
    const LayoutRecord fr = recordFrame(app);
    CHECK(findText(fr, "Couleurs") != nullptr);
    CHECK(findText(fr, "Contraste élevé") != nullptr);
    CHECK(findText(fr, "Taille du texte") != nullptr);
    CHECK(layoutProblems(fr).empty());
}

TEST_CASE_METHOD(AppTest, "Text size: measured text grows by the factor, apart from the UI scale", "[app][access17]") {
    TextRenderer& text = app.text();
    const int w100 = text.width(Face::Regular, 20, "The catacombs of Catakombes");
    const int h100 = text.lineHeight(Face::Regular, 20);
    editSettings(app, [](Settings& s) { s.text_size = 130; });
    const int w130 = text.width(Face::Regular, 20, "The catacombs of Catakombes");
    const int h130 = text.lineHeight(Face::Regular, 20);
    CHECK(static_cast<double>(w130) / w100 == Approx(1.3).epsilon(0.08));
    CHECK(h130 > h100);
    CHECK(app.uiScale() == Approx(1.0));  // the layout's scale did not move
    editSettings(app, [](Settings& s) { s.text_size = 115; });
    CHECK(static_cast<double>(text.width(Face::Regular, 20, "The catacombs of Catakombes")) / w100 ==
          Approx(1.15).epsilon(0.08));

    // On a screen: the board's F1 help draws its keys larger.
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    (void)board;
    const auto keysInk = [&](int size) {
        editSettings(app, [size](Settings& s) { s.text_size = size; });
        press(app, SDLK_F1);
        const LayoutRecord rec = recordFrame(app);
        const TextBox* t = findText(rec, "Shift+Tab");
        REQUIRE(t != nullptr);
        CHECK(layoutProblems(rec).empty());
        const int h = t->ink.h;
        press(app, SDLK_ESCAPE);
        return h;
    };
    const int small = keysInk(100);
    const int large = keysInk(130);
    CHECK(large > small);
}

TEST_CASE_METHOD(AdjacentBoardTest,
                 "Each palette draws the board as it says: rings, notches, hatched threat, the cursor",
                 "[app][access17][screenshot]") {
    const int hero = 0;
    const int enemy = enemyNextToFirstHero(s);
    int master = -1;  // a Master character away from the hero, ring uncovered
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Master && i != enemy && s.able(i) &&
            s.character(i).presence == Presence::OnBoard)
            master = i;
    REQUIRE(master >= 0);
    for (ColourMode mode : {ColourMode::Standard, ColourMode::ColourBlind, ColourMode::HighContrast}) {
        editSettings(app, [mode](Settings& st) { st.colours = mode; });
        const Theme& th = theme();
        REQUIRE(th.mode == mode);
        selectCharacter(app, board, hero);
        pressKey(SDLK_t);  // the threat shown
        app.runFrames(1);
        press(app, SDLK_RIGHT);  // the keyboard's cursor shown, one square right of the hero
        REQUIRE(board.cursor());
        const Pos cursor = *board.cursor();
        const std::string name = std::string("access17_board_") + colourModeWord(mode);
        REQUIRE(app.saveScreenshot(shotPath(name)));
        SDL_Surface* shot = app.capture();
        REQUIRE(shot);
        INFO(name);
        // The sides' rings in the palette's colours.
        const SDL_Color h = ringAt(shot, board.view(), s.character(1).pos);
        const SDL_Color m = ringAt(shot, board.view(), s.character(master).pos);
        INFO("hero ring " << rgbText(h) << " want " << rgbText(th.hero_ring) << "; master ring " << rgbText(m)
                          << " want " << rgbText(th.master_ring));
        CHECK(nearColour(h, th.hero_ring, 60));
        CHECK(nearColour(m, th.master_ring, 60));
        // The Master's tokens notched (a square plate whose corners show past the ring) in the
        // palettes with shapes, round in the standard one.
        const SDL_Rect cell = board.view().squareRect(s.character(master).pos);
        const int in = static_cast<int>(cell.w * 0.05) + static_cast<int>(cell.w * 0.9 * 0.02) + 2;
        int corners = 0;
        for (const SDL_Point c : {SDL_Point{cell.x + in, cell.y + in}, SDL_Point{cell.x + cell.w - 1 - in, cell.y + in},
                                  SDL_Point{cell.x + in, cell.y + cell.h - 1 - in},
                                  SDL_Point{cell.x + cell.w - 1 - in, cell.y + cell.h - 1 - in}})
            if (nearColour(pixelAt(shot, c.x, c.y), th.master_ring, 40)) ++corners;
        if (th.shapes)
            CHECK(corners >= 2);
        else
            CHECK(corners == 0);
        // The threat: hatched with shapes (its lines in the threat's own hue), a faint tint without.
        const std::vector<Pos>& threatened = board.overlays().threatened;
        std::optional<Pos> open;
        for (Pos p : threatened)
            if (s.characterAt(p) < 0 && std::abs(p.x - cursor.x) + std::abs(p.y - cursor.y) > 2 &&
                s.board().tile(p) == TileKind::Floor) {
                const SDL_Rect r = board.view().squareRect(p);
                if (board.view().area().contains(r.x, r.y) &&
                    board.view().area().contains(r.x + r.w - 1, r.y + r.h - 1)) {
                    open = p;
                    break;
                }
            }
        REQUIRE(open);
        const double hatched = shareNear(shot, board.view().squareRect(*open), translucent(th.threat, 255));
        INFO("threat share " << hatched);
        if (th.shapes)
            CHECK(hatched > 0.04);
        else
            CHECK(hatched < 0.02);
        // The cursor: its frame in the palette's cursor colour, on the left edge's middle.
        const SDL_Rect q = board.view().squareRect(cursor);
        const int t = std::max(2, board.view().squarePixels() / 16);
        const SDL_Color frame = pixelAt(shot, q.x + t / 2, q.y + q.h / 2);
        INFO("cursor frame " << rgbText(frame) << " want " << rgbText(th.cursor));
        CHECK(nearColour(frame, th.cursor, 30));
        SDL_FreeSurface(shot);
        press(app, SDLK_ESCAPE);  // the cursor goes
        CHECK_FALSE(board.cursor());
        pressKey(SDLK_t);
        app.runFrames(1);
    }
}

TEST_CASE_METHOD(AppTest, "Keyboard only: from the main menu, a whole turn of Quest I (select, move, attack, end turn)",
                 "[app][access17][flow]") {
    // The settings by keys: hot-seat without the hand-off screen.
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    press(app, SDLK_DOWN);
    press(app, SDLK_DOWN);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "settings");
    auto& settings = topAs<SettingsScreen>(app);
    for (int i = 0; i < SettingsScreen::kRowCount && settings.selected() != SettingsScreen::Row::HandOff; ++i)
        press(app, SDLK_DOWN);
    press(app, SDLK_RETURN);
    REQUIRE_FALSE(app.settings().hand_off);
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "main_menu");
    // New game → Quest I → default groups → deployment.
    for (int i = 0; i < 4 && topAs<MainMenuScreen>(app).selected() != MainMenuScreen::Item::NewGame; ++i)
        press(app, SDLK_UP);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "new_game");
    REQUIRE(topAs<NewGameScreen>(app).choice().quest != nullptr);
    REQUIRE(topAs<NewGameScreen>(app).choice().quest->number == 1);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "group_heroes");
    press(app, SDLK_d);
    REQUIRE_FALSE(topAs<GroupScreen>(app).group().empty());
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "group_master");
    press(app, SDLK_d);
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "deploy");

    // Deployment by keys: a fearless Master character into the bone gallery (8,17), the first
    // hero on the entry zone's east edge (6,17), through the open door (7,17) from it.
    const Pos edge{6, 17}, doorway{7, 17}, gallery{8, 17};
    auto& deploy = topAs<DeployScreen>(app);
    const std::size_t heroes = deploy.game().heroes.size();
    const auto at = [&](Pos p) -> std::optional<std::size_t> {
        for (std::size_t i = 0; i < heroes; ++i)
            if (deploy.game().heroes[i].at == p) return i;
        for (std::size_t j = 0; j < deploy.game().master.size(); ++j)
            if (deploy.game().master[j].at == p) return heroes + j;
        return std::nullopt;
    };
    const auto tabTo = [&](std::size_t index) {
        for (std::size_t i = 0; i < 40 && deploy.selected() != index; ++i) press(app, SDLK_TAB);
        REQUIRE(deploy.selected() == index);
    };
    const auto placeByKeys = [&](std::size_t index, Pos to) {
        tabTo(index);
        press(app, SDLK_RIGHT);  // the cursor shows
        REQUIRE(deploy.cursor());
        arrowCursorTo(app, deploy, to);
        press(app, SDLK_RETURN);
        press(app, SDLK_ESCAPE);  // the cursor goes
        REQUIRE_FALSE(deploy.cursor());
    };
    std::optional<std::size_t> fearless;
    for (std::size_t j = 0; j < deploy.game().master.size() && !fearless; ++j) {
        const CharacterCard* card = app.quests().library.card(deploy.game().master[j].card);
        if (card && !card->has(SpecialRuleId::Fear) && card->footprint_w <= 1 && card->footprint_h <= 1 &&
            !deploy.locked(heroes + j))
            fearless = heroes + j;
    }
    REQUIRE(fearless);
    if (const auto there = at(gallery); there && *there != *fearless)
        placeByKeys(*there, Pos{9, 17});  // out of the way
    placeByKeys(*fearless, gallery);
    REQUIRE(at(gallery) == fearless);
    if (const auto there = at(edge); there && *there != 0) {
        const QuestDef& q = *app.documents().library().quest(deploy.game().quest_id);
        std::optional<Pos> free;
        for (Pos p : q.zone(q.hero_zone)->squares)
            if (q.tile(p) == TileKind::Floor && !q.objectAt(p) && !at(p)) free = p;
        REQUIRE(free);
        placeByKeys(*there, *free);
    }
    placeByKeys(0, edge);
    REQUIRE(deploy.game().heroes[0].at == edge);
    press(app, SDLK_RETURN);  // Start
    answerByKeys(app);
    REQUIRE(topScreen(app) == "board");
    auto& board = topAs<BoardScreen>(app);
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);
    const int enemy = s.characterAt(gallery);
    REQUIRE(enemy >= 0);

    // Select the first hero: Shift+Tab through the heroes.
    for (int i = 0; i < 12 && board.selected() != 0; ++i) press(app, SDLK_TAB, KMOD_LSHIFT);
    REQUIRE(board.selected() == 0);
    CHECK_FALSE(board.cursor());  // a selection alone shows no cursor (Enter would end the turn)
    press(app, SDLK_RIGHT);       // the first arrow shows it, on the selected hero
    REQUIRE(board.cursor() == std::optional<Pos>(edge));
    // Move: the cursor to the doorway, Enter.
    arrowCursorTo(app, board, doorway);
    CHECK_FALSE(board.overlays().path.empty());  // the path there, as under the mouse
    press(app, SDLK_RETURN);
    answerByKeys(app);
    REQUIRE(s.character(0).pos == doorway);
    // Attack: Tab puts the cursor on the target, its odds in the tooltip; Enter attacks.
    const std::size_t before = board.session().history().size();
    press(app, SDLK_TAB);
    REQUIRE(board.cursor() == std::optional<Pos>(gallery));
    CHECK(board.tooltip().find('%') != std::string::npos);
    press(app, SDLK_RETURN);
    answerByKeys(app);
    REQUIRE(board.session().history().size() > before);
    const auto& attack = board.session().history()[before];
    REQUIRE(attack.action);
    CHECK((std::holds_alternative<Melee>(*attack.action) || std::holds_alternative<PowerfulAttack>(*attack.action)));
    REQUIRE(app.saveScreenshot(shotPath("access17_keyboard_turn")));
    // End the turn: E, and Enter on the warning (AP remain).
    press(app, SDLK_e);
    if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
    answerByKeys(app);
    CHECK(s.toMove() == Side::Master);
}
