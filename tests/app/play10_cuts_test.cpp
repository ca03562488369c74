// Play 10's cut texts (findings 4, 5, 8, 9, 9c): the views of the group screens (the hero card,
// the Master's group, the cards), the F1 help and the deployment's rosters scrolled by pixels,
// cutting their first or last row in half (or dropping rows with no word); the violet AI log
// lines wrapped a few pixels past their band. These views now scroll on whole lines (or rows)
// and are held to it by the layout check (PanelKind::Scroll); the tests below look at the
// clipped texts themselves, whatever kind the view says it is.
#include <catch2/catch.hpp>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/action_bar.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/help_overlay.h"
#include "cata/app/new_game_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// True when panel `own` is the panel named `name` or lies in it (by the push chain).
bool p10Within(const LayoutRecord& rec, int own, const std::string& name) {
    for (int q = own; q >= 0; q = rec.panels[static_cast<std::size_t>(q)].parent)
        if (rec.panels[static_cast<std::size_t>(q)].name == name) return true;
    return false;
}

/// The texts of the view named `name` shown in part: cut by its clip (by a scroll edge).
std::vector<std::string> p10Cuts(const LayoutRecord& rec, const std::string& name) {
    std::vector<std::string> out;
    for (const TextBox& t : rec.texts) {
        if (empty(t.ink) || !p10Within(rec, ownerOf(rec, t), name)) continue;
        const Rect shown = intersection(t.ink, t.clip);
        if (!empty(shown) && !holds(t.clip, t.ink))
            out.push_back("\"" + t.text + "\" " + str(t.ink) + " cut by " + str(t.clip) + ", " +
                          std::to_string(shown.h) + " of " + std::to_string(t.ink.h) + " px shown");
    }
    return out;
}

/// The texts of the view named `name` shown whole.
std::set<std::string> p10Whole(const LayoutRecord& rec, const std::string& name) {
    std::set<std::string> out;
    for (const TextBox& t : rec.texts)
        if (!empty(t.ink) && p10Within(rec, ownerOf(rec, t), name) && holds(t.clip, t.ink)) out.insert(t.text);
    return out;
}

std::string p10Join(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += line + "\n";
    return out;
}

/// The frame the app's loop shows after the wheel turned `dy` notches at (x, y).
/// (The app's loop draws only what changed: the frame is drawn again, from what its frames learnt.)
LayoutRecord p10Wheeled(App& app, int x, int y, int dy) {
    moveMouse(x, y);
    app.runFrames(1);
    if (dy != 0) turnWheel(app, dy);
    app.runFrames(2);
    return recordFrame(app);
}

/// New game on Quest `number`, hot-seat: the heroes' group screen.
GroupScreen& p10HeroesGroup(App& app, int number) {
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto& ng = topAs<NewGameScreen>(app);
    for (int i = 0; i < static_cast<int>(ng.entryCount()); ++i) {
        ng.select(i);
        if (ng.choice().quest && ng.choice().quest->number == number) break;
    }
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->number == number);
    clickRect(app, ng.layout().mode_rows[modeIndex(content::kHotSeat)], 1);
    REQUIRE(ng.next());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "group_heroes");
    return topAs<GroupScreen>(app);
}

/// The wheel down over `r`'s centre `notches` times, then back up: every frame's cut texts of
/// the view `name`, labelled.
std::vector<std::string> p10WheelCuts(App& app, const Rect& r, const std::string& name, int notches) {
    std::vector<std::string> out;
    for (int n = 0; n < 2 * notches; ++n) {
        const LayoutRecord rec = p10Wheeled(app, r.centerX(), r.centerY(), n < notches ? -1 : 1);
        for (const std::string& cut : p10Cuts(rec, name)) out.push_back("notch " + std::to_string(n) + ": " + cut);
    }
    return out;
}

}  // namespace

TEST_CASE("Group screens: the hero card, the cards and the Master's group scroll on whole lines and rows",
          "[app][setup][layout][play10]") {
    HeadlessHome home;
    for (const char* language : {"en", "fr"})
        for (const double scale : {1.0, 1.5, 2.0}) {
            auto app = sizedApp(home, 1280, 800, scale, language);
            GroupScreen& heroes = p10HeroesGroup(*app, 1);
            INFO(language << " at " << scale * 100 << " %");
            // Each hero's card wheeled to its end and back (Esterella's armour row under the top
            // edge, play 10 #4a).
            for (std::size_t i = 0; i < heroes.available().size(); ++i) {
                clickRect(*app, heroes.cardRect(i));
                INFO(heroes.available()[i]->id);
                CHECK(p10Join(p10WheelCuts(*app, heroes.viewPanel(), "card view", 12)) == "");
            }
            CHECK(p10Join(p10WheelCuts(*app, heroes.cardsPanel(), "cards", 4)) == "");
            heroes.defaultGroup();
            REQUIRE(heroes.next());
            app->runFrames(2);
            REQUIRE(topScreen(*app) == "group_master");
            auto& master = topAs<GroupScreen>(*app);
            // Seven cards and more, the cheapest first (the list scrolled to the new one showed
            // its first row half under the "Group" heading, play 10 #4b).
            for (int k = 0; k < 12; ++k) {
                const CharacterCard* cheapest = nullptr;
                for (const CharacterCard* c : master.available())
                    if (c->formation == Formation::MasterTroop && (!cheapest || c->value < cheapest->value))
                        cheapest = c;
                REQUIRE(cheapest != nullptr);
                if (!master.add(*cheapest)) break;
                const LayoutRecord rec = recordFrame(*app);
                INFO(master.group().size() << " members");
                CHECK(p10Join(p10Cuts(rec, "group members")) == "");
            }
            CHECK(master.group().size() >= 7);
            CHECK(p10Join(p10WheelCuts(*app, master.memberRect(master.group().size() - 1), "group members", 6)) == "");
            app->screens().pop(app->screens().top());
            app->screens().pop(app->screens().top());
            app->screens().pop(app->screens().top());
        }
}

TEST_CASE(
    "Quest III's fixed groups at 200 % in French: every member whole in the group's whole panel, the card on whole "
    "lines",
    "[app][setup][layout][play10]") {
    HeadlessHome home;
    for (const double scale : {1.0, 2.0}) {
        auto app = sizedApp(home, 1280, 800, scale, "fr");
        INFO(scale * 100 << " %");
        GroupScreen& heroes = p10HeroesGroup(*app, 3);
        for (const bool master_side : {false, true}) {
            if (master_side) {
                REQUIRE(heroes.next());
                app->runFrames(2);
                REQUIRE(topScreen(*app) == "group_master");
            }
            auto& g = topAs<GroupScreen>(*app);
            if (!master_side) {  // the heroes choose theirs in Quest III
                if (!g.fixed()) g.defaultGroup();
                app->runFrames(1);
            }
            REQUIRE(g.fixed() == master_side);
            // Every member's name shown whole at some point of the list's scroll, none cut.
            std::set<std::string> seen;
            const Rect first = g.memberRect(0);
            for (int n = 0; n < 2 * 8; ++n) {
                const LayoutRecord rec = p10Wheeled(*app, first.centerX(), first.centerY(), n < 8 ? -1 : 1);
                INFO("notch " << n);
                CHECK(p10Join(p10Cuts(rec, "group members")) == "");
                for (const std::string& t : p10Whole(rec, "group members")) seen.insert(t);
            }
            for (const CharacterCard* c : g.group()) {
                const std::string name = c->name.in("fr");
                bool whole = seen.count(name) > 0;
                // (A long name on two lines: its first word seen whole.)
                for (const std::string& t : seen) whole = whole || (!t.empty() && name.rfind(t, 0) == 0);
                INFO(name);
                CHECK(whole);
            }
            // Each member's card (its "P.Act" row at the view's bottom edge, play 10 #8).
            for (std::size_t i = 0; i < g.group().size(); ++i) {
                const Rect m = g.memberRect(i);
                if (m.y < first.y || m.bottom() > g.viewPanel().bottom()) continue;  // scrolled out of the list
                clickRect(*app, m);
                CHECK(p10Join(p10Cuts(recordFrame(*app), "card view")) == "");
                CHECK(p10Join(p10WheelCuts(*app, g.viewPanel(), "card view", 10)) == "");
            }
        }
    }
}

TEST_CASE(
    "Hot-seat deployment of Quest III at 200 % in French: every character of the side placing is listed with its "
    "square",
    "[app][deploy][layout][play10]") {
    HeadlessHome home;
    for (const double scale : {1.0, 1.5, 2.0}) {
        auto app = sizedApp(home, 1280, 800, scale, "fr");
        INFO(scale * 100 << " %");
        const content::ContentDocuments& docs = app->documents();
        app->screens().push(std::make_unique<DeployScreen>(*app, deployedGame(docs, questNumbered(docs, 3), 5),
                                                           BoardConfig{true, {}}, content::kHotSeat));
        app->runFrames(2);
        auto& deploy = topAs<DeployScreen>(*app);
        const auto session = startGame(*app, deploy.game());
        const GameState& s = session->state();
        for (const Side side : {Side::Master, Side::Heroes}) {
            if (side == Side::Heroes) {
                press(*app, SDLK_RETURN);
                REQUIRE(topScreen(*app) == "hand_off");
                passHandOff(*app);
                REQUIRE(topScreen(*app) == "deploy");
            }
            REQUIRE(deploy.placing() == side);
            // The wheel over the side panel, down and back: every name seen whole, none cut.
            const int x = app->width() - app->painter().px(60), y = app->height() / 3;
            std::set<std::string> seen;
            for (int n = 0; n < 2 * 12; ++n) {
                const LayoutRecord rec = p10Wheeled(*app, x, y, n == 0 ? 0 : n <= 12 ? -1 : 1);
                INFO("notch " << n);
                CHECK(p10Join(p10Cuts(rec, "rosters")) == "");
                for (const TextBox& t : rec.texts)
                    if (!empty(t.ink) && holds(t.clip, t.ink)) seen.insert(t.text);
            }
            bool hidden_any = false;
            for (int i = 0; i < static_cast<int>(s.characters().size()); ++i) {
                if (deploy.hidden(static_cast<std::size_t>(i))) {
                    hidden_any = true;
                    continue;
                }
                INFO(displayName(*app, s, i));
                CHECK(seen.count(displayName(*app, s, i)) == 1);
            }
            if (hidden_any) CHECK(seen.count(app->tr("deploy.hidden")) == 1);
        }
    }
}

TEST_CASE("F1 help at 200 % in French: wheeled, its first and last rows are whole", "[app][board][layout][play10]") {
    HeadlessHome home;
    for (const char* language : {"fr", "en"})
        for (const double scale : {1.5, 2.0}) {
            auto app = sizedApp(home, 1280, 800, scale, language);
            BoardScreen& board = pushBoard(*app, startQuestOne(*app));
            board.showHelp();
            app->runFrames(2);
            REQUIRE(topScreen(*app) == "help");
            auto& help = topAs<HelpOverlay>(*app);
            INFO(language << " at " << scale * 100 << " %");
            if (scale == 2.0) REQUIRE(help.maxScroll() > 0);  // the window is too short for all of it
            const std::vector<std::string> cuts =
                p10WheelCuts(*app, Rect{app->width() / 2, app->height() / 2, 1, 1}, "help", 10);
            CHECK(p10Join(cuts) == "");
            for (int n = 0; n < 10; ++n) turnWheel(*app, 1);
            CHECK(help.scrollOffset() == 0);  // back at the top
        }
}

TEST_CASE("The violet AI log lines wrap inside their band", "[app][board][layout][play10]") {
    HeadlessHome home;
    for (const double scale : {1.0, 1.5})
        for (const char* language : {"en", "fr"}) {
            auto app = sizedApp(home, 1280, 800, scale, language);
            BoardScreen& board = pushSoloQuestOne(*app);
            playMasterAiTurn(*app, board);
            const LayoutRecord rec = recordFrame(*app);
            INFO(language << " at " << scale * 100 << " %");
            int in_band = 0;
            for (const TextBox& t : rec.texts) {
                if (empty(t.ink) || !p10Within(rec, ownerOf(rec, t), "AI note's band")) continue;
                ++in_band;
                const PanelBox& band = rec.panels[static_cast<std::size_t>(ownerOf(rec, t))];
                INFO("\"" << t.text << "\" " << str(t.ink) << " in the band " << str(band.rect));
                CHECK(t.ink.right() <= band.rect.right());
            }
            CHECK(in_band > 0);
            CHECK(p10Join(layoutProblems(rec)) == "");
        }
}
