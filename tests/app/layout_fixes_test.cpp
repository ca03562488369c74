// The layout bugs the layout check found (settings, main
// menu, game menu, the board in small windows and on Quest II, the zoom after Continue), the
// cut texts that now scroll (F1 help, the group screen's card view), the text slips (plural
// forms, the log's turn headings, the rules reference's keywords, the Master's objective) and
// the jargon (rule ids behind a setting, every abbreviation of a card explained on hover).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>

#include "board_support.h"
#include "cata/app/card_view.h"
#include "cata/app/combat_log.h"
#include "cata/app/event_text.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/rules_reference.h"
#include "cata/app/settings_screen.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += s + "\n";
    return out;
}

/// A screen that draws a combat log in `area` (tests of the log alone).
class LogScreen : public Screen {
public:
    LogScreen(App& app, CombatLog& log, Rect area) : Screen(app), log_(log), area_(area) {}
    std::string_view id() const override { return "log_only"; }
    void draw(Painter& p) override {
        p.fill(Rect{0, 0, p.width(), p.height()}, SDL_Color{0, 0, 0, 255});
        log_.draw(p, area_);
    }

private:
    CombatLog& log_;
    Rect area_;
};

}  // namespace

// ---- Item 10: layout ----

TEST_CASE("Settings at 150 % and 175 % stay under the heading, with their note whole", "[app][layout][settings]") {
    for (double scale : {1.5, 1.75, 2.0}) {
        HeadlessHome home;
        auto app = sizedApp(home, 1280, 800, scale, "en", /*hand_off=*/false);
        app->screens().push(std::make_unique<MainMenuScreen>(*app));
        app->screens().push(std::make_unique<SettingsScreen>(*app));
        app->runFrames(2);
        const LayoutRecord rec = recordFrame(*app);
        INFO("scale " << scale);
        const TextBox* title = findText(rec, "Settings");
        REQUIRE(title != nullptr);
        const TextBox* saved = findText(rec, "Saved at once");
        REQUIRE(saved != nullptr);
        CHECK(saved->text.find("\u2026") == std::string::npos);  // not cut
        const auto problems = layoutProblems(rec);
        INFO(joined(problems));
        CHECK(problems.empty());
    }
}

TEST_CASE("At 200 % the main menu's version stays clear of the key hints", "[app][layout]") {
    for (auto [w, h] : {std::pair{1280, 800}, std::pair{1024, 640}, std::pair{1920, 1080}}) {
        HeadlessHome home;
        auto app = sizedApp(home, w, h, 2.0, "en", /*hand_off=*/false);
        app->screens().push(std::make_unique<MainMenuScreen>(*app));
        app->runFrames(2);
        const LayoutRecord rec = recordFrame(*app);
        const TextBox* version = findText(rec, CATA_VERSION);
        REQUIRE(version != nullptr);
        const auto problems = layoutProblems(rec);
        INFO(w << "x" << h << "\n" << joined(problems));
        CHECK(problems.empty());
    }
}

TEST_CASE("The game menu's buttons hold their labels (Back to turn 1 (Master of the catacombs))", "[app][layout]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 1.0, "en", /*hand_off=*/false);
    BoardScreen& board = pushBoard(*app, startQuestOne(*app));
    board.endTurn(true);  // the heroes end their turn: a mark for the Master's turn
    app->runFrames(2);
    board.openMenu();
    app->runFrames(2);
    auto& menu = topAs<GameMenuScreen>(*app);
    const auto buttons = menu.buttons();
    const std::string back = stripShortcut(buttons[2].label);
    CHECK(app->text().width(Face::Bold, app->painter().px(20), back) < buttons[2].rect.w - app->painter().px(60));
    const auto problems = layoutProblems(*app);
    INFO(joined(problems));
    CHECK(problems.empty());
}

TEST_CASE("Quest II at 1280x800: the whole map lies left of the side panel", "[app][layout][board]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 1.0, "en", /*hand_off=*/false);
    const content::ContentDocuments& docs = app->documents();
    auto session = startGame(*app, deployedGame(docs, questNumbered(docs, 2), 3));
    const int map_w = session->state().board().width(), map_h = session->state().board().height();
    BoardScreen& board = pushBoard(*app, std::move(session));
    const int half = board.view().squarePixels() / 2;
    const SDL_Point last = board.view().centerOf(Pos{map_w - 1, map_h - 1});
    const SDL_Point first = board.view().centerOf(Pos{0, 0});
    // The map fits the area at the starting zoom: its last column ends inside the window's map
    // part (left of the side panel, which takes at most 340 units).
    CHECK(first.x - half >= 0);
    CHECK(last.x + half <= app->width() - std::min(app->painter().px(340), app->width() * 45 / 100));
    CHECK(last.y + half <= app->height());
}

TEST_CASE("A small window rescales the board: nothing overlaps at 640x400", "[app][layout][board]") {
    for (double scale : {1.0, 1.5}) {
        HeadlessHome home;
        auto app = sizedApp(home, 640, 400, scale, "en", /*hand_off=*/false);
        BoardScreen& board = pushBoard(*app, startQuestOne(*app, true));
        const SDL_Point c = board.view().centerOf(board.session().state().character(0).pos);
        clickSquare(*app, board.view(), board.session().state().character(0).pos);
        moveMouse(c.x + 1, c.y + 1);
        app->runFrames(2);
        // Play 7 #20: asked 640×400, the window is the smallest the layout allows at 100 %.
        CHECK(app->width() == App::kMinWindowWidth);
        CHECK(app->height() == App::kMinWindowHeight);
        CHECK(app->uiScale() == Approx(1.0));
        const auto problems = layoutProblems(*app);
        INFO("scale " << scale << "\n" << joined(problems));
        CHECK(problems.empty());
    }
}

TEST_CASE("The board's zoom is kept when the game is continued, not in a new game", "[app][board]") {
    // Play test 7 #18: the zoom was kept by quest, so a new game opened zoomed in (the heroes'
    // entry cut off).
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800);
    app->screens().push(std::make_unique<MainMenuScreen>(*app));  // what quitting the board goes back to
    app->runFrames(1);
    int zoomed = 0, fitted = 0;
    const std::filesystem::path save = home.root / "zoomed-game.json";
    {
        BoardScreen& board = pushBoard(*app, startQuestOne(*app));
        {
            std::ofstream out(save);
            out << board.session().saveText();
        }
        const int before = board.view().squarePixels();
        SDL_Event wheel{};
        wheel.type = SDL_MOUSEWHEEL;
        wheel.wheel.y = 2;
        const SDL_Point c = board.view().centerOf(Pos{5, 5});
        moveMouse(c.x, c.y);
        app->runFrames(1);
        SDL_PushEvent(&wheel);
        app->runFrames(2);
        fitted = before;
        zoomed = board.view().squarePixels();
        REQUIRE(zoomed != before);
        board.quit();
        app->runFrames(2);
        REQUIRE(topScreen(*app) == "main_menu");
    }
    {
        // A new game of the same quest: the whole map again.
        BoardScreen& fresh = pushBoard(*app, startQuestOne(*app));
        CHECK(fresh.view().squarePixels() == fitted);
        fresh.quit();
        app->runFrames(2);
        REQUIRE(topScreen(*app) == "main_menu");
    }
    // The zoomed game loaded again: its zoom.
    std::string error;
    auto loaded = cata::content::GameSession::load(save, &error);
    INFO(error);
    REQUIRE(loaded);
    BoardScreen& again = pushBoard(*app, std::move(loaded));
    CHECK(again.view().squarePixels() == zoomed);
}

// ---- Item 11: cut text scrolls ----

TEST_CASE("F1 help scrolls to its last entries with the wheel, with a scroll bar", "[app][layout][help]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1024, 640, 1.25, "en", /*hand_off=*/false);
    BoardScreen& board = pushBoard(*app, startQuestOne(*app));
    board.showHelp();
    app->runFrames(2);
    auto& help = topAs<HelpOverlay>(*app);
    REQUIRE(help.maxScroll() > 0);  // too short for all of it
    for (int i = 0; i < 40 && help.scrollOffset() < help.maxScroll(); ++i) {
        turnWheel(*app, -1);
    }
    CHECK(help.scrollOffset() == help.maxScroll());
    CHECK(topScreen(*app) == "help");  // the wheel does not close it
    const auto problems = layoutProblems(*app);
    INFO(joined(problems));
    CHECK(problems.empty());
}

TEST_CASE("The group screen's card view scrolls to Esterella's spells and Torgils' lore", "[app][layout][group]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 1.5, "en", /*hand_off=*/false);
    app->screens().push(std::make_unique<MainMenuScreen>(*app));
    app->screens().push(std::make_unique<NewGameScreen>(*app));
    app->runFrames(2);
    auto& ng = topAs<NewGameScreen>(*app);
    REQUIRE(ng.next());
    app->runFrames(2);
    auto& group = topAs<GroupScreen>(*app);
    for (const char* id : {"esterella", "torgils"}) {
        std::size_t index = group.available().size();
        for (std::size_t i = 0; i < group.available().size(); ++i)
            if (group.available()[i]->id == id) index = i;
        REQUIRE(index < group.available().size());
        const Rect card = group.cardRect(index);
        clickAt(card.centerX(), card.y + app->painter().px(20));
        app->runFrames(2);
        INFO(id);
        REQUIRE(group.viewMaxScroll() > 0);
        const Rect view = group.viewPanel();
        moveMouse(view.centerX(), view.centerY());
        app->runFrames(1);
        for (int i = 0; i < 60 && group.viewScroll() < group.viewMaxScroll(); ++i) {
            turnWheel(*app, -1);
        }
        CHECK(group.viewScroll() == group.viewMaxScroll());
        const LayoutRecord rec = recordFrame(*app);
        const TextBox* lore = findText(rec, "Lore");
        REQUIRE(lore != nullptr);
        CHECK(lore->ink.bottom() <= view.bottom());
    }
}

// ---- Item 12: text slips ----

TEST_CASE("Counts take their plural form: 1 waiting point, 2 waiting points, French 0 and 1 singular", "[app][strings]") {
    StringTable t;
    const std::filesystem::path ui = std::filesystem::path(dataDir()) / "assets" / "ui";
    REQUIRE(t.load((ui / "strings.json").string()));
    REQUIRE(t.load((ui / "strings" / "feedback.json").string()));
    CHECK(t.formatCount("event.waiting", 1, "Irf", 1) == "Irf waits (1 waiting point)");
    CHECK(t.formatCount("event.waiting", 2, "Irf", 2) == "Irf waits (2 waiting points)");
    CHECK(t.formatCount("event.waiting", 0, "Irf", 0) == "Irf waits (0 waiting points)");
    CHECK(t.formatCount("event.status.stunned", 1, "Irf", 1) == "Irf is stunned (1 point)");
    t.setLanguage("fr");
    CHECK(t.formatCount("event.waiting", 1, "Irf", 1) == "Irf attend (1 point d'attente)");
    CHECK(t.formatCount("event.waiting", 0, "Irf", 0) == "Irf attend (0 point d'attente)");
    CHECK(t.formatCount("event.waiting", 3, "Irf", 3) == "Irf attend (3 points d'attente)");
    CHECK(t.pluralKey("menu.quit", 2) == "menu.quit");  // no forms: the key itself
    // And through the log's words.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    t.setLanguage("en");
    const auto lines = describeEvents({WaitingBanked{0, 1, "R42"}}, session->state(), t, 1, Side::Heroes);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].text.find("(1 waiting point)") != std::string::npos);
}

TEST_CASE("A wrapped turn heading in the log has one diamond", "[app][log]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 1.0, "en", /*hand_off=*/false);
    auto session = startQuestOne(*app);
    CombatLog log(*app);
    log.rebuild(*session);
    REQUIRE_FALSE(log.lines().empty());
    REQUIRE(log.lines()[0].kind == LogLine::Kind::Turn);
    // So narrow that "Turn 1 — Heroes" takes two rows.
    const Rect area{100, 100, 150, 300};
    app->screens().push(std::make_unique<LogScreen>(*app, log, area));
    app->runFrames(1);
    SDL_Surface* shot = app->capture();
    REQUIRE(shot != nullptr);
    const int pad = 10, row_h = app->text().lineHeight(Face::Regular, 14) + 1;
    const auto gold = [&](int y) {
        const SDL_Color c = pixelAt(shot, area.x + pad + 5, y);
        return c.r > 200 && c.g > 160 && c.b > 90;
    };
    CHECK(gold(area.y + pad + row_h / 2));
    CHECK_FALSE(gold(area.y + pad + row_h + row_h / 2));
    SDL_FreeSurface(shot);
}

TEST_CASE("The English rules reference lists English keywords only", "[app][rules]") {
    const RulesReference en = RulesReference::load(dataDir(), "en");
    const RulesReference fr = RulesReference::load(dataDir(), "fr");
    const RulesTopic* melee = en.forKeyword("melee");
    REQUIRE(melee != nullptr);
    CHECK(std::find(melee->shown_keywords.begin(), melee->shown_keywords.end(), "contact") == melee->shown_keywords.end());
    CHECK(std::find(melee->shown_keywords.begin(), melee->shown_keywords.end(), "M.At") != melee->shown_keywords.end());
    CHECK(en.forKeyword("contact") == melee);  // a French word still finds the topic
    const RulesTopic* fear = fr.forKeyword("fear");
    REQUIRE(fear != nullptr);
    CHECK(std::find(fear->shown_keywords.begin(), fear->shown_keywords.end(), "peur") != fear->shown_keywords.end());
    CHECK(std::find(fear->shown_keywords.begin(), fear->shown_keywords.end(), "fear") == fear->shown_keywords.end());
}

TEST_CASE("The Master's side panel gives the Master's objective", "[app][board]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800);
    BoardScreen& board = pushBoard(*app, startQuestOne(*app));
    const std::string heroes_goal = board.session().state().content().quest.objective.en;
    {
        const LayoutRecord rec = recordFrame(*app);
        CHECK(findText(rec, "Keep the heroes") == nullptr);
    }
    board.endTurn(true);
    app->runFrames(3);
    REQUIRE(board.session().state().activeSide() == Side::Master);
    const LayoutRecord rec = recordFrame(*app);
    CHECK(findText(rec, "Keep the heroes") != nullptr);
}

// ---- Item 16: jargon ----

TEST_CASE("Rule ids only with the setting: texts and the log's rule column", "[app][strings][settings]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800);
    CHECK_FALSE(app->settings().show_rule_ids);
    CHECK(app->tr("rule.fear.text").find("(R28)") == std::string::npos);
    CHECK(app->tr("rule.fear.text").rfind("Fear N:", 0) == 0);
    CHECK(app->strings().format("board.odds.down", "Irf").find("R25") == std::string::npos);
    CHECK(app->strings().format("board.odds.down", "Irf").find("(0 HP)") != std::string::npos);
    BoardScreen& board = pushBoard(*app, startQuestOne(*app));
    (void)board;
    const auto ruleId = [](const std::string& t) {  // "R8", "R12"
        return t.size() >= 2 && t[0] == 'R' && std::all_of(t.begin() + 1, t.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    {
        const LayoutRecord rec = recordFrame(*app);
        for (const TextBox& t : rec.texts) CHECK_FALSE(ruleId(t.text));
    }
    Settings s = app->settings();
    s.show_rule_ids = true;
    app->changeSettings(s);
    CHECK(app->tr("rule.fear.text").find("(R28)") != std::string::npos);
    const LayoutRecord rec = recordFrame(*app);
    CHECK(std::any_of(rec.texts.begin(), rec.texts.end(), [&](const TextBox& t) { return ruleId(t.text); }));  // the log's column
}

TEST_CASE("Every abbreviation of a card is explained on hover, in English and French", "[app][card]") {
    for (const char* language : {"en", "fr"}) {
        HeadlessHome home;
        auto app = sizedApp(home, 1280, 800);
        Settings s = app->settings();
        s.language = language;
        app->changeSettings(s);
        const CharacterCard* torgils = app->quests().library.card("torgils");
        REQUIRE(torgils != nullptr);
        auto* view = new CardViewScreen(*app, *torgils);
        app->screens().push(std::unique_ptr<Screen>(view));
        app->runFrames(2);
        int tips = 0;
        for (const RuleHotspot& h : view->hotspots()) {
            if (h.tooltip.empty()) continue;
            ++tips;
            INFO(language << ": " << h.tooltip);
            CHECK(h.tooltip.find("char.") == std::string::npos);  // a real text, not a key
        }
        CHECK(tips == kCharacteristicCount);
        const RuleHotspot* m_at = nullptr;
        for (const RuleHotspot& h : view->hotspots())
            if (!h.tooltip.empty() && !m_at) m_at = &h;
        REQUIRE(m_at != nullptr);
        moveMouse(m_at->rect.centerX(), m_at->rect.centerY());
        app->runFrames(2);
        const LayoutRecord rec = recordFrame(*app);
        CHECK(findText(rec, std::string(language) == "en" ? "Melee attack (M.At)" : "Attaque au contact (Att.C)") != nullptr);
        const auto problems = layoutProblems(rec);
        INFO(joined(problems));
        CHECK(problems.empty());
    }
}

TEST_CASE("The board's card explains its abbreviations on hover", "[app][card][board]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800);
    BoardScreen& board = pushBoard(*app, startQuestOne(*app));
    clickSquare(*app, board.view(), board.session().state().character(0).pos);
    REQUIRE(board.selected());
    const LayoutRecord rec = recordFrame(*app);
    const TextBox* label = findText(rec, "M.At");
    REQUIRE(label != nullptr);
    moveMouse(label->ink.centerX(), label->ink.centerY());
    app->runFrames(2);
    CHECK(board.tooltip().rfind("Melee attack (M.At)", 0) == 0);
}

TEST_CASE("The divider under the board's card leaves its diamond under the last line, the card scrolled or not",
          "[app][layout][board][card]") {
    // Play-test 4, finding 8 (125 %, 150 %) and play-test 3, finding 9 (200 %: the diamond over
    // the last card line, and scrolling the card moved the action bar).
    HeadlessHome home;
    const std::tuple<int, int, double> cases[] = {{1280, 800, 1.25}, {1280, 800, 1.5}, {1280, 800, 2.0},
                                                  {1024, 640, 1.25}, {1024, 640, 1.5}, {1920, 1080, 2.0}};
    for (const auto& size : cases) {
        // (Plain copies: clang does not let the lambda below capture structured bindings.)
        const int w = std::get<0>(size), h = std::get<1>(size);
        const double scale = std::get<2>(size);
        auto app = sizedApp(home, w, h, scale, "en", /*hand_off=*/false);
        BoardScreen& board = pushBoard(*app, startQuestOne(*app));
        const GameState& s = board.session().state();
        const auto check = [&](const std::string& who) {
            const LayoutRecord rec = recordFrame(*app);
            const PanelBox* head = nullptr;
            for (const PanelBox& p : rec.panels)
                if (p.name == "side panel") head = &p;
            REQUIRE(head != nullptr);
            const int divider = board.headDivider();
            const int reach = app->painter().px(6);  // drawDivider's diamond, above its line
            CHECK(divider >= head->rect.bottom());
            for (const TextBox& t : rec.texts) {
                // The card's lines in its view (those under it are clipped away: never drawn).
                if (t.ink.right() <= head->rect.x || t.ink.x >= head->rect.right() || t.ink.y >= head->rect.bottom() ||
                    t.ink.bottom() <= head->rect.y)
                    continue;
                INFO(w << "x" << h << " at " << scale * 100 << " %, " << who << ": \"" << t.text << "\" ink bottom "
                       << t.ink.bottom() << ", divider at " << divider);
                CHECK(t.ink.bottom() <= divider - reach);
            }
        };
        // Every hero's card (Tab), then the longest one scrolled line by line to its end.
        for (int i = 0; i < 4; ++i) {
            press(*app, SDLK_TAB, KMOD_LSHIFT);
            REQUIRE(board.selected().has_value());
            check(s.character(*board.selected()).card);
        }
        const int esterella = cardIndex(s, "esterella");
        for (int i = 0; i < 6 && board.selected() != esterella; ++i) press(*app, SDLK_TAB, KMOD_LSHIFT);
        REQUIRE(board.selected() == esterella);
        const int divider = board.headDivider();
        const Rect bar = board.actionBar().area();
        const SDL_Point over{bar.centerX(), divider / 2};  // over the card
        moveMouse(over.x, over.y);
        app->runFrames(1);
        for (int i = 0; i < 40; ++i) {
            turnWheel(*app, -1);
            check("esterella, scrolled");
            INFO(w << "x" << h << " at " << scale * 100 << " %, scroll step " << i);
            // (The divider follows the view's last whole line: the bar may move by less than a
            // line as the card scrolls; keeping it still took a line from the bar, see drawSidePanel.)
            CHECK(std::abs(board.headDivider() - divider) <= app->painter().px(24));
            CHECK(board.actionBar().area().w == bar.w);
        }
    }
}
