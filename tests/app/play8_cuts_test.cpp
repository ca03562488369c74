// Play 8's cut texts and focus (findings 11, 13, 14b): a character's card above three or four
// action rows at 150-200 % kept two stat lines and half of the next; toggling Fullscreen with
// the keyboard gave the focus to Back; the New game text scrolled to its end cut its top line
// under the title's rule and still said "wheel: more". The layout check now counts a text cut
// by the edge of a scrolling view as cut (it let them pass).
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/settings_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The problems of `rec` that are cuts by a scrolling view's edge.
std::vector<std::string> p8ScrollCuts(const LayoutRecord& rec) {
    std::vector<std::string> out;
    for (const std::string& problem : layoutProblems(rec))
        if (problem.find("edge of its scrolling view") != std::string::npos) out.push_back(problem);
    return out;
}

std::string p8Join(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += line + "\n";
    return out;
}

}  // namespace

TEST_CASE("Layout check: a text cut by the edge of a scrolling view is a cut, one scrolled out is not",
          "[app][layout][play8]") {
    LayoutRecord rec;
    rec.panels.push_back(PanelBox{Rect{0, 0, 200, 100}, PanelKind::Scroll, -1, true, 0, "view"});
    TextBox half;
    half.text = "Will";
    half.box = Rect{10, 90, 40, 20};
    half.ink = Rect{10, 92, 40, 16};
    half.clip = Rect{0, 0, 200, 100};
    half.window = Rect{0, 0, 800, 600};
    half.panel = 0;
    rec.texts.push_back(half);
    TextBox out = half;
    out.text = "Agility";
    out.box.y = out.ink.y = 120;
    rec.texts.push_back(out);
    const std::vector<std::string> problems = layoutProblems(rec);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("\"Will\"") != std::string::npos);
    CHECK(problems[0].find("edge of its scrolling view") != std::string::npos);
    // On the map, panned by pixels, a label cut by its edge is the picture's edge.
    rec.panels[0].kind = PanelKind::Pixels;
    CHECK(layoutProblems(rec).empty());
}

TEST_CASE("A card over three or four rows at 150-200 %: whole lines, the vitals and every characteristic shown",
          "[app][board][layout][play8]") {
    HeadlessHome home;
    for (const char* language : {"en", "fr"})
        for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0})
            for (const int quest : {1, 2}) {
                auto app = sizedApp(home, 1280, 800, scale, language);
                const content::ContentDocuments& docs = app->documents();
                BoardScreen& board =
                    pushBoard(*app, startGame(*app, deployedGame(docs, questNumbered(docs, quest), 3)));
                const GameState& s = board.session().state();
                for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
                    if (s.character(who).side != Side::Heroes) continue;
                    const std::string hero = s.character(who).card;
                    // What the window shows: the last frame the app's own loop drew (a fresh
                    // capture drew it again from what the loop's frames had learnt).
                    LayoutRecord rec;
                    app->painter().record(&rec);
                    selectCharacter(*app, board, who);
                    hoverSquare(*app, board, s.character(who).pos);
                    app->runFrames(2);
                    app->painter().record(nullptr);
                    INFO(language << " at " << scale * 100 << " %, quest " << quest << ", " << hero << ": "
                                  << board.actions().size() << " rows");
                    CHECK(p8Join(p8ScrollCuts(rec)) == "");
                    // The last characteristic drawn whole above the divider.
                    const TextBox* ap = findText(rec, app->tr("char.ap"));
                    REQUIRE(ap != nullptr);
                    INFO("A.Point " << str(ap->ink) << " clip " << str(ap->clip) << ", divider at "
                                    << board.headDivider());
                    CHECK(holds(ap->clip, ap->ink));
                    CHECK(ap->ink.bottom() <= board.headDivider());
                    // The wheel over the card: whole lines at the top and the bottom of its view.
                    moveMouse(ap->box.centerX(), ap->box.centerY());
                    app->runFrames(1);
                    for (const int dy : {-1, -1, -1, -1, -1, -1, 1, 1, 1, -1, 6}) {
                        LayoutRecord wheeled;
                        app->painter().record(&wheeled);
                        turnWheel(*app, dy);
                        app->runFrames(1);
                        app->painter().record(nullptr);
                        if (wheeled.texts.empty()) continue;  // nothing moved
                        CHECK(p8Join(p8ScrollCuts(wheeled)) == "");
                    }
                }
            }
}

TEST_CASE("Settings: Fullscreen toggled with the keyboard keeps the focus on its row, the pointer over Back",
          "[app][settings][play8]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto* settings = new SettingsScreen(app);
    app.screens().push(std::unique_ptr<Screen>(settings));
    app.runFrames(1);
    const LayoutRecord rec = recordFrame(app);
    const TextBox* back = findText(rec, app.tr("common.back"));
    REQUIRE(back != nullptr);
    const int bx = back->box.centerX(), by = back->box.centerY();
    moveMouse(bx, by);  // the pointer left on Back
    app.runFrames(1);
    REQUIRE(settings->selected() == SettingsScreen::Row::Back);
    // Up from Back to Fullscreen (the sound rows lie between them).
    for (int i = 0; i < SettingsScreen::kRowCount && settings->selected() != SettingsScreen::Row::Fullscreen; ++i)
        press(app, SDLK_UP);
    REQUIRE(settings->selected() == SettingsScreen::Row::Fullscreen);
    for (const bool on : {true, false}) {
        // The window switches under the still pointer: the system reports a motion where it is.
        pressKey(on ? SDLK_RIGHT : SDLK_LEFT);
        moveMouse(bx, by);
        app.runFrames(2);
        CHECK(app.settings().fullscreen == on);
        CHECK(settings->selected() == SettingsScreen::Row::Fullscreen);
    }
    // A real move of the pointer later still takes the focus: onto Back where it is now (the
    // dummy driver leaves the window at its "desktop" size, 1024×768, after the round trip).
    SDL_Delay(600);
    const LayoutRecord rec_now = recordFrame(app);
    const TextBox* back_now = findText(rec_now, app.tr("common.back"));
    REQUIRE(back_now != nullptr);
    moveMouse(back_now->box.centerX(), back_now->box.centerY() + 1);
    app.runFrames(1);
    CHECK(settings->selected() == SettingsScreen::Row::Back);
}

TEST_CASE("New game: the quest text scrolls on whole lines and says \"more\" only while there is more",
          "[app][setup][play8]") {
    HeadlessHome home;
    for (const char* language : {"en", "fr"})
        for (const double scale : {1.0, 1.5, 2.0}) {
            auto app = sizedApp(home, 1280, 800, scale, language);
            auto* ng = new NewGameScreen(*app);
            app->screens().push(std::unique_ptr<Screen>(ng));
            app->runFrames(2);
            for (int quest = 0; quest < 6; ++quest) {
                if (quest > 0) press(*app, SDLK_DOWN);
                // The pointer on the text, the wheel down a notch at a time to the end and beyond.
                const LayoutRecord first = recordFrame(*app);
                const TextBox* objective = findText(first, app->tr("quest.objective"));
                REQUIRE(objective != nullptr);
                // (Through SDL's mouse code: the screen asks SDL where the pointer is.)
                SDL_WarpMouseInWindow(app->window(), objective->box.centerX(), objective->box.centerY());
                app->runFrames(1);
                bool more = findText(first, app->tr("newgame.more")) != nullptr;
                // To the end and three notches beyond it (the text stays at its end).
                for (int notch = 0, beyond = 0; notch < 30 && beyond <= 3; ++notch) {
                    const LayoutRecord rec = recordFrame(*app);
                    INFO(language << " at " << scale * 100 << " %, quest " << quest + 1 << ", notch " << notch);
                    CHECK(p8Join(p8ScrollCuts(rec)) == "");
                    more = findText(rec, app->tr("newgame.more")) != nullptr;
                    // "more" shown exactly while the last line (the turn limit) is not.
                    // The end: the last word of the facts line drawn in the quest text.
                    REQUIRE(ng->choice().quest != nullptr);
                    const std::string facts = ng->questFacts();
                    const std::string last_word = facts.substr(facts.rfind(' ') + 1);
                    bool end_shown = false;
                    for (const TextBox& t : rec.texts)
                        if (t.panel >= 0 && rec.panels[static_cast<std::size_t>(t.panel)].name == "quest text" &&
                            t.text.size() >= last_word.size() &&
                            t.text.compare(t.text.size() - last_word.size(), last_word.size(), last_word) == 0)
                            end_shown = holds(t.clip, t.ink);
                    CHECK(more != end_shown);
                    if (!more) ++beyond;
                    turnWheel(*app, -1);
                }
                CHECK_FALSE(more);    // at the end
                turnWheel(*app, 60);  // back to the top for the next quest
            }
        }
}
