// The title screen and main menu.
#include "cata/app/main_menu_screen.h"

#include <algorithm>
#include <memory>

#include "cata/app/app.h"
#include "cata/app/editor_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/message_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_screen.h"
#include "cata/app/settings_screen.h"
#include "cata/app/tutorial_guide.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

const char* const kItemKeys[MainMenuScreen::kItemCount] = {
    "menu.continue", "menu.new_game", "menu.first_steps", "menu.load",
    "menu.settings", "menu.rules",    "menu.editor",      "menu.quit",  // the quest editor
};

}  // namespace

MainMenuScreen::MainMenuScreen(App& app) : Screen(app) {
    scanSaves();
    selected_ = newest_.empty() ? static_cast<int>(Item::NewGame) : static_cast<int>(Item::Continue);
}

void MainMenuScreen::scanSaves() {
    const std::vector<content::SaveSummary> saves = allSaves(app_.savesDir());
    has_saves_ = !saves.empty();
    // The game played last that is not over, never a victory screen.
    newest_ = content::resumableSave(saves).value_or(std::filesystem::path());
}

void MainMenuScreen::activated() {
    if (!fresh_) scanSaves();
    fresh_ = false;
    if (!enabled(selected())) selected_ = static_cast<int>(Item::NewGame);
    app_.redraw();
}

bool MainMenuScreen::enabled(Item item) const {
    if (item == Item::Continue) return !newest_.empty();
    if (item == Item::Load) return has_saves_;
    return true;
}

const std::string& MainMenuScreen::labelOf(Item item) const { return app_.tr(kItemKeys[static_cast<int>(item)]); }

MainMenuScreen::Layout MainMenuScreen::layout() const {
    // Smaller by steps while the menu, its "No saved game yet" line and the key hints overlap
    // (seven entries since First steps).
    Layout l = layoutAt(1.0);
    for (double k = 0.95; k > 0.5 && !fits(l); k -= 0.05) l = layoutAt(k);
    return l;
}

bool MainMenuScreen::fits(const Layout& l) const {
    const Painter& p = app_.painter();
    const int no_saves_h = p.text().lineHeight(Face::Regular, std::max(11, l.item_size * 3 / 5)) + p.px(10);
    return l.panel.bottom() + no_saves_h <= hintTop(p) - p.px(2);
}

MainMenuScreen::Layout MainMenuScreen::layoutAt(double shrink) const {
    const Painter& p = app_.painter();
    const int w = app_.width(), h = app_.height();
    Layout l;
    // Everything scales with the UI scale. When the window is too short for it, the title
    // gives way first (down to 40%), then the menu shrinks so it never leaves the window.
    const double s = p.scale();
    const double menu_needed = (kItemCount * 52.0 + 32.0 + 100.0) * s;  // panel + "no saves" line + hint, in pixels
    const double title_needed = 250.0 * s;                             // title, subtitle, rule
    const double hh = static_cast<double>(h);
    const double menu_k = std::min(1.0, hh / (menu_needed + 0.4 * title_needed)) * shrink;
    const double title_k = std::clamp((hh - menu_needed * menu_k) / title_needed, 0.4, 1.0) * shrink;
    const auto u = [&](double units) { return std::max(1, p.px(units * menu_k)); };
    const auto t = [&](double units) { return std::max(1, p.px(units * title_k)); };

    // The title is the game's logo: the text size does not make it wider than the window.
    l.title_size = std::min(t(108), static_cast<int>(w * 0.105 / p.text().sizeFactor()));
    l.title_y = static_cast<int>(h * 0.07);
    // At the UI scale's size as the menu's items are (play 11 #9a: 100 %'s size at 200 %), smaller
    // only with the title in a short window.
    l.subtitle_size = std::max({12, std::min(p.px(16), u(22)), std::min(t(22), l.title_size / 4)});
    l.subtitle_y = l.title_y + p.text().lineHeight(Face::Title, l.title_size) + t(2);
    l.divider_y = l.subtitle_y + p.text().lineHeight(Face::Regular, l.subtitle_size) + t(14);
    l.item_size = u(25);
    const int item_h = u(52);
    const int panel_w = std::min(w - u(40), u(380));
    const int pad = u(16);
    const int panel_h = kItemCount * item_h + 2 * pad;
    // Above the "No saved game yet" line and the key hints (they overlapped at 200 %).
    const int no_saves_h = p.text().lineHeight(Face::Regular, std::max(11, l.item_size * 3 / 5)) + p.px(10);
    const int lowest = hintTop(p) - p.px(6) - no_saves_h - panel_h;
    const int panel_y = std::max(l.divider_y + t(34), std::min(static_cast<int>(h * 0.44), lowest));
    l.panel = Rect{(w - panel_w) / 2, panel_y, panel_w, panel_h};
    for (int i = 0; i < kItemCount; ++i)
        l.items[static_cast<std::size_t>(i)] = Rect{l.panel.x + pad, panel_y + pad + i * item_h, panel_w - 2 * pad, item_h};
    return l;
}

void MainMenuScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 0);
    const Layout l = layout();
    const int cx = p.width() / 2;

    // Title: a dark red halo, a drop shadow, then gold fading to bronze from top to bottom.
    const std::string title = app_.tr("title.name");
    const TextImage white = p.text().render(Face::Title, l.title_size, title, SDL_Color{255, 255, 255, 255});
    if (white.texture) {
        const int x = cx - white.w / 2;
        const int halo = std::max(2, l.title_size / 22);
        SDL_SetTextureColorMod(white.texture, 150, 28, 12);
        SDL_SetTextureAlphaMod(white.texture, 34);
        for (int dy = -2 * halo; dy <= 2 * halo; dy += halo) {
            for (int dx = -2 * halo; dx <= 2 * halo; dx += halo) {
                const SDL_Rect dst{x + dx, l.title_y + dy, white.w, white.h};
                SDL_RenderCopy(p.renderer(), white.texture, nullptr, &dst);
            }
        }
        SDL_SetTextureColorMod(white.texture, 0, 0, 0);
        SDL_SetTextureAlphaMod(white.texture, 200);
        const int shadow = std::max(2, l.title_size / 28);
        const SDL_Rect shadow_dst{x + shadow, l.title_y + shadow, white.w, white.h};
        SDL_RenderCopy(p.renderer(), white.texture, nullptr, &shadow_dst);
        SDL_SetTextureAlphaMod(white.texture, 255);
        constexpr int kBands = 24;
        for (int b = 0; b < kBands; ++b) {
            const int y0 = white.h * b / kBands, y1 = white.h * (b + 1) / kBands;
            const double t = static_cast<double>(b) / (kBands - 1);
            const auto lerp = [t](int from, int to) { return static_cast<Uint8>(from + (to - from) * t); };
            SDL_SetTextureColorMod(white.texture, lerp(255, 178), lerp(228, 110), lerp(170, 52));
            const SDL_Rect src{0, y0, white.w, y1 - y0};
            const SDL_Rect dst{x, l.title_y + y0, white.w, y1 - y0};
            SDL_RenderCopy(p.renderer(), white.texture, &src, &dst);
        }
        SDL_SetTextureColorMod(white.texture, 255, 255, 255);
        p.noteText(title, white, x, l.title_y);
    }
    p.shadowedText(Face::Regular, l.subtitle_size, app_.tr("title.subtitle"), theme().bone, cx, l.subtitle_y,
                   Align::Center);
    drawDivider(p, cx, l.divider_y, std::min(p.width() / 2 - 20, std::max(white.w / 2, p.px(200))));

    // The menu.
    drawPanel(p, l.panel);
    for (int i = 0; i < kItemCount; ++i) {
        const Rect& r = l.items[static_cast<std::size_t>(i)];
        const Item item = static_cast<Item>(i);
        const bool on = i == selected_ && enabled(item);
        if (enabled(item)) p.noteButton(r);  // a click on it ticks (App)
        if (on) {
            p.glowBar(Rect{r.x, r.y + r.h / 8, r.w, r.h - r.h / 4}, theme().selection);
            const int d = std::max(3, r.h / 9);
            p.diamond(r.x + r.h / 2, r.centerY(), d, theme().gold);
            p.diamond(r.right() - r.h / 2, r.centerY(), d, theme().gold);
        }
        const SDL_Color colour = !enabled(item) ? theme().disabled : on ? theme().gold_bright : theme().bone;
        const int text_y = r.y + (r.h - p.text().lineHeight(Face::Bold, l.item_size)) / 2;
        p.labelWithShortcut(Face::Bold, l.item_size, labelOf(item), colour, r.centerX(), text_y, Align::Center,
                            enabled(item));
    }
    if (!has_saves_) {
        const int size = std::max(11, l.item_size * 3 / 5);
        p.shadowedText(Face::Regular, size, app_.tr("menu.no_saves"), theme().muted, cx, l.panel.bottom() + p.px(10),
                       Align::Center);
    }

    const Rect hint = drawHint(p, app_.tr("menu.hint"));
    // The version in the bottom right corner, above the hints when they reach it.
    const int small = p.px(13);
    const std::string version = app_.strings().format("menu.version", CATA_VERSION);
    const int version_w = p.text().width(Face::Regular, small, version);
    int version_y = p.height() - p.text().lineHeight(Face::Regular, small) - p.px(8);
    if (hint.right() + p.px(12) > p.width() - p.px(12) - version_w && version_y < hint.bottom())
        version_y = hint.y - p.text().lineHeight(Face::Regular, small) - p.px(2);
    p.text(Face::Regular, small, version, theme().muted, p.width() - p.px(12), version_y, Align::Right);
}

void MainMenuScreen::select(int index) {
    if (index == selected_) return;
    selected_ = index;
    app_.redraw();
}

void MainMenuScreen::move(int delta) {
    int index = selected_;
    for (int tries = 0; tries < kItemCount; ++tries) {
        index = (index + delta + kItemCount) % kItemCount;
        if (enabled(static_cast<Item>(index))) break;
    }
    select(index);
}

int MainMenuScreen::itemAt(int x, int y) const {
    const Layout l = layout();
    for (int i = 0; i < kItemCount; ++i)
        if (l.items[static_cast<std::size_t>(i)].contains(x, y)) return i;
    return -1;
}

void MainMenuScreen::activate(Item item) {
    if (!enabled(item)) return;
    switch (item) {
        case Item::Continue: {
            // The newest save of the game played last that is not over.
            std::string error;
            if (!openSavedGame(app_, newest_, &error))
                app_.screens().push(std::make_unique<MessageScreen>(app_, app_.tr("menu.continue.title"),
                                                                    std::vector<std::string>{app_.tr("menu.continue.failed")},
                                                                    std::vector<std::string>{error}));
            break;
        }
        case Item::Load:
            app_.screens().push(std::make_unique<LoadScreen>(app_));
            break;
        case Item::NewGame: app_.screens().push(std::make_unique<NewGameScreen>(app_)); break;
        case Item::FirstSteps: {
            // The guided lesson (assets/tutorial/first_steps.json), solo against the
            // Master AI; a script or quest that does not load says why.
            const std::filesystem::path script =
                std::filesystem::path(app_.dataDir()) / "assets" / "tutorial" / "first_steps.json";
            std::vector<std::string> problems = openTutorial(app_, script, "assets/tutorial/first_steps.json");
            if (!problems.empty())
                app_.screens().push(std::make_unique<MessageScreen>(
                    app_, app_.tr("tutorial.failed.title"), std::vector<std::string>{app_.tr("tutorial.failed")},
                    std::move(problems)));
            break;
        }
        case Item::Settings: app_.screens().push(std::make_unique<SettingsScreen>(app_)); break;
        case Item::Rules: app_.screens().push(std::make_unique<RulesScreen>(app_)); break;
        case Item::Editor:
            app_.screens().push(std::make_unique<EditorScreen>(app_));
            break;
        case Item::Quit: app_.requestQuit(); break;
    }
}

bool MainMenuScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    if ((mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return false;
    switch (key) {
        case SDLK_UP: move(-1); return true;
        case SDLK_DOWN:
        case SDLK_TAB: move(+1); return true;
        case SDLK_HOME: select(enabled(Item::Continue) ? 0 : 1); return true;
        case SDLK_END: select(kItemCount - 1); return true;
        case SDLK_F1: activate(Item::Rules); return true;  // help, as F1 everywhere
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: activate(selected()); return true;
        case SDLK_ESCAPE:
            // First Escape goes to Quit, a second one leaves: no accidental exits.
            if (selected() == Item::Quit) activate(Item::Quit);
            else select(static_cast<int>(Item::Quit));
            return true;
        default: break;
    }
    if (key >= SDLK_a && key <= SDLK_z) {
        for (int i = 0; i < kItemCount; ++i) {
            const Item item = static_cast<Item>(i);
            if (enabled(item) && shortcutOf(labelOf(item)) == static_cast<char>(key)) {
                select(i);
                activate(item);
                return true;
            }
        }
    }
    return false;
}

bool MainMenuScreen::hover(int x, int y) {
    const int i = itemAt(x, y);
    if (i >= 0 && enabled(static_cast<Item>(i))) select(i);
    return i >= 0;
}

bool MainMenuScreen::click(int x, int y) {
    const int i = itemAt(x, y);
    if (i < 0 || !enabled(static_cast<Item>(i))) return false;
    select(i);
    activate(static_cast<Item>(i));
    return true;
}

}  // namespace cata::app
