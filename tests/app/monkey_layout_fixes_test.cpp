// The layout problems the monkey test found (every text fits the box it is drawn in, checked
// after every event): states the static layout test (layout_test.cpp) never
// reaches — narrow windows (640×480, 700×1000), French, tooltips near the window's edges,
// messages over the map, the end-turn warning, an empty group. Each case is the state the
// monkey left, rebuilt directly, and checked with the same layout check (layout_check.h).
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/group_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/widgets.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

std::string joinedInMonkeyLayoutFixes(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += s + "\n";
    return out;
}

/// A screen that draws one tooltip at a point (tests of the tooltip alone).
class TooltipScreen : public Screen {
public:
    TooltipScreen(App& app, std::string text, int x, int y) : Screen(app), text_(std::move(text)), x_(x), y_(y) {}
    std::string_view id() const override { return "tooltip_only"; }
    void draw(Painter& p) override {
        p.fill(Rect{0, 0, p.width(), p.height()}, SDL_Color{0, 0, 0, 255});
        drawTooltip(p, text_, x_, y_);
    }

private:
    std::string text_;
    int x_, y_;
};

}  // namespace

TEST_CASE("Monkey: a tooltip's bold first line fits its box, and the box stays in the window", "[app][layout][monkey_fixes]") {
    // "End the turn (Enter or E)…" in bold ran past its box (measured in the regular face) and
    // out of a 1024×640 window near its right edge.
    for (const char* language : {"en", "fr"}) {
        for (const auto& [w, h, scale] : {std::tuple{640, 480, 1.0}, std::tuple{1024, 640, 1.0}, std::tuple{1024, 768, 1.5},
                                          std::tuple{1280, 800, 2.0}}) {
            HeadlessHome home;
            auto app = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
            std::vector<std::string> texts;
            for (const char* key : {"board.tip.end_turn", "board.tip.undo", "board.tip.menu"}) texts.push_back(app->tr(key));
            texts.push_back(texts[0] + "\n" + texts[1]);
            for (const std::string& text : texts) {
                for (const auto& [x, y] : {std::pair{10, 10}, std::pair{w - 5, 10}, std::pair{w / 2, h - 5}, std::pair{w - 1, h - 1},
                                           std::pair{w - 200, 60}}) {
                    app->screens().push(std::make_unique<TooltipScreen>(*app, text, x, y));
                    app->runFrames(1);
                    const auto problems = layoutProblems(*app);
                    INFO(language << " " << w << "x" << h << "@" << scale << " at " << x << "," << y << "\n" << joinedInMonkeyLayoutFixes(problems));
                    CHECK(problems.empty());
                    app->screens().pop(app->screens().top());
                    app->runFrames(1);
                }
            }
        }
    }
}

namespace {

/// Quest `id`'s default game (content::deploy), seed 3.
std::unique_ptr<content::GameSession> startQuest(App& app, const std::string& id) {
    const content::ContentDocuments& docs = app.documents();
    const QuestDef* quest = docs.library().quest(id);
    REQUIRE(quest != nullptr);
    return startGame(app, deployedGame(docs, *quest, 3));
}

}  // namespace

TEST_CASE("Monkey: the end-turn warning is drawn over the board, not among its squares", "[app][layout][monkey_fixes][board]") {
    // The reach costs and zone names of the map crossed the warning's panel, and its names
    // ("Torgils — 4 AP") overlapped them: the warning is a modal layer over the dimmed board.
    for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{1024, 640}}) {
        HeadlessHome home;
        auto app = sizedApp(home, w, h, 1.0, "en", /*hand_off=*/false);
        BoardScreen& board = pushBoard(*app, startQuestOne(*app));
        clickSquare(*app, board.view(), board.session().state().character(0).pos);
        REQUIRE(board.selected());
        REQUIRE_FALSE(board.overlays().reachable.empty());
        board.endTurn(false);
        app->runFrames(1);
        REQUIRE(board.confirmingEndTurn());
        const auto problems = layoutProblems(*app);
        INFO(w << "x" << h << "\n" << joinedInMonkeyLayoutFixes(problems));
        CHECK(problems.empty());
    }
}

TEST_CASE("Monkey: a message over a narrow map wraps inside it, over the map", "[app][layout][monkey_fixes][board]") {
    // "Nothing to undo: dice were rolled or the turn ended since." ran past both edges of the
    // map at 640×480 (into the side panel), and the R42 banner too.
    for (const char* language : {"en", "fr"}) {
        for (const auto& [w, h, scale] : {std::tuple{640, 480, 1.0}, std::tuple{700, 1000, 1.25}, std::tuple{1024, 640, 2.0}}) {
            HeadlessHome home;
            auto app = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
            BoardScreen& board = pushBoard(*app, startQuestOne(*app));
            CHECK_FALSE(board.undo());
            app->runFrames(1);
            REQUIRE_FALSE(board.message().empty());
            press(*app, SDLK_t);  // the threat banner above it
            const LayoutRecord rec = recordFrame(*app);
            const auto problems = layoutProblems(rec);
            INFO(language << " " << w << "x" << h << "@" << scale << "\n" << joinedInMonkeyLayoutFixes(problems));
            CHECK(problems.empty());
            // Every word of the message is drawn, inside the map.
            std::string drawn;
            for (const TextBox& t : rec.texts)
                if (t.ink.x >= 0 && t.ink.right() <= board.view().area().right() && t.ink.y > board.view().area().y &&
                    t.ink.y < board.view().area().y + board.view().area().h / 2)
                    drawn += t.text + " ";
            CHECK(drawn.find(board.message().substr(board.message().rfind(' ') + 1)) != std::string::npos);
        }
    }
}

TEST_CASE("Monkey: in a short window the side panel's card or objective scrolls and the log keeps its lines", "[app][layout][monkey_fixes][board]") {
    // At 800×500 layout units (1280×800 at 160 %) the objective of Escape and its hint pushed
    // the bar's hint under the dice tray and the log down to one line.
    for (const char* language : {"en", "fr"}) {
        for (const char* quest : {"escape", "the_old_fool", "the_lost_treasure"}) {
            HeadlessHome home;
            auto app = sizedApp(home, 1280, 800, 2.0, language, /*hand_off=*/false);
            BoardScreen& board = pushBoard(*app, startQuest(*app, quest));
            INFO(language << " " << quest);
            std::vector<std::optional<int>> selections{std::nullopt};
            for (int i = 0; i < static_cast<int>(board.session().state().characters().size()); ++i) selections.push_back(i);
            for (const auto& who : selections) {
                const GameState& s = board.session().state();
                if (who) {
                    const SDL_Point c = board.view().centerOf(s.character(*who).pos);
                    if (!board.view().area().contains(c.x, c.y)) continue;
                    clickAt(c.x, c.y);
                    app->runFrames(2);
                    if (board.selected() != who) continue;
                }
                INFO("selected " << (who ? *who : -1));
                const auto problems = layoutProblems(*app);
                INFO(joinedInMonkeyLayoutFixes(problems));
                CHECK(problems.empty());
                CHECK(board.combatLog().visibleRows() >= 2);
            }
        }
    }
}

TEST_CASE("Monkey: the wheel scrolls a side panel too short for its objective to the end", "[app][layout][monkey_fixes][board]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 2.0, "fr", /*hand_off=*/false);
    BoardScreen& board = pushBoard(*app, startQuest(*app, "the_old_fool"));
    REQUIRE_FALSE(board.selected());
    const std::string last_word = "carte.";  // the select hint's end: "…pour lire sa carte."
    const auto lastLine = [&](const LayoutRecord& rec) -> const TextBox* {
        for (const TextBox& t : rec.texts)
            if (t.text.size() >= last_word.size() && t.text.compare(t.text.size() - last_word.size(), last_word.size(), last_word) == 0)
                return &t;
        return nullptr;
    };
    const int panel_x = app->width() - app->painter().px(340);
    moveMouse(panel_x + app->painter().px(100), app->painter().px(120));
    app->runFrames(1);
    {
        const LayoutRecord rec = recordFrame(*app);
        const TextBox* t = lastLine(rec);
        REQUIRE(t != nullptr);
        CHECK(t->ink.y >= t->clip.bottom());  // below the view: not shown yet
    }
    for (int i = 0; i < 20; ++i) {
        turnWheel(*app, -1);
    }
    const LayoutRecord rec = recordFrame(*app);
    const TextBox* t = lastLine(rec);
    REQUIRE(t != nullptr);
    CHECK(t->ink.bottom() <= t->clip.bottom());
    CHECK(t->ink.y >= t->clip.y);
    const auto problems = layoutProblems(rec);
    INFO(joinedInMonkeyLayoutFixes(problems));
    CHECK(problems.empty());
}

namespace {

/// The New game screen with quest `id` and `mode` chosen (on a main menu).
NewGameScreen& newGameInMonkeyLayoutFixes(App& app, const std::string& id, const cata::content::Players& mode) {
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    auto& ng = topAs<NewGameScreen>(app);
    for (int i = 0; i < static_cast<int>(ng.entryCount()); ++i) {
        ng.select(i);
        if (ng.choice().quest && ng.choice().quest->id == id) break;
    }
    REQUIRE(ng.choice().quest != nullptr);
    REQUIRE(ng.choice().quest->id == id);
    clickRect(app, ng.layout().mode_rows[modeIndex(mode)], 1);
    REQUIRE(ng.choice().players == mode);
    app.runFrames(1);
    return ng;
}

}  // namespace

TEST_CASE("Monkey: the new game's modes fit their panel in a narrow window", "[app][layout][monkey_fixes][setup]") {
    // "Solo contre le Maître IA" ran past the mode panel at 640×480.
    for (const char* language : {"en", "fr"}) {
        for (const auto& [w, h, scale] : {std::tuple{640, 480, 1.0}, std::tuple{700, 1000, 2.0}, std::tuple{800, 600, 1.0}}) {
            HeadlessHome home;
            auto app = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
            newGameInMonkeyLayoutFixes(*app, "the_lost_treasure", cata::content::kSoloVsMaster);
            const auto problems = layoutProblems(*app);
            INFO(language << " " << w << "x" << h << "@" << scale << "\n" << joinedInMonkeyLayoutFixes(problems));
            CHECK(problems.empty());
        }
    }
}

TEST_CASE("Monkey: an empty group's hint and a fixed group's title fit the group panel", "[app][layout][monkey_fixes][group]") {
    // "Vide : ajoutez des cartes ci-dessus, ou prenez le groupe par défaut." ran under the card
    // view (its numbers over it); "Groupe imposé par la quête" under the counter "225 / 300".
    for (const char* language : {"en", "fr"}) {
        for (const auto& [w, h, scale] : {std::tuple{640, 480, 1.0}, std::tuple{1024, 768, 1.25}, std::tuple{700, 1000, 2.0},
                                          std::tuple{1280, 800, 1.75}}) {
            for (const char* quest : {"the_lost_treasure", "end_of_reign"}) {
                HeadlessHome home;
                auto app = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
                auto& ng = newGameInMonkeyLayoutFixes(*app, quest, cata::content::kHotSeat);
                REQUIRE(ng.next());
                app->runFrames(2);
                for (int side = 0; side < 2; ++side) {
                    auto& group = topAs<GroupScreen>(*app);
                    INFO(language << " " << w << "x" << h << "@" << scale << " " << quest << " " << group.id());
                    if (!group.fixed()) CHECK(group.group().empty());
                    const auto problems = layoutProblems(*app);
                    INFO(joinedInMonkeyLayoutFixes(problems));
                    CHECK(problems.empty());
                    if (!group.fixed()) group.defaultGroup();
                    app->runFrames(1);
                    if (side == 0) {
                        REQUIRE(group.next());
                        app->runFrames(2);
                    }
                }
            }
        }
    }
}

TEST_CASE("Monkey: the hand-off's title fits the window", "[app][layout][monkey_fixes]") {
    // "Passez la main au Maître des catacombes" was 1085 pixels wide in a 1024×768 window.
    for (const char* language : {"en", "fr"}) {
        for (const auto& [w, h, scale] : {std::tuple{1024, 768, 1.0}, std::tuple{640, 480, 1.0}, std::tuple{700, 1000, 2.0}}) {
            for (const Side side : {Side::Master, Side::Heroes}) {
                HeadlessHome home;
                auto app = sizedApp(home, w, h, scale, language, /*hand_off=*/false);
                app->screens().push(std::make_unique<HandOffScreen>(*app, side, 3));
                app->runFrames(2);
                const auto problems = layoutProblems(*app);
                INFO(language << " " << w << "x" << h << "@" << scale << "\n" << joinedInMonkeyLayoutFixes(problems));
                CHECK(problems.empty());
            }
        }
    }
}

TEST_CASE("Monkey: on the map, the path's label is over the pieces and zone names are checked where they show", "[app][layout][monkey_fixes][board]") {
    // The path's label ("2 AP") hid the cost written in its own square, and the zone names
    // drawn in the cached picture of the map were never checked at all.
    for (const auto& [w, h, scale] : {std::tuple{1280, 800, 1.0}, std::tuple{1024, 640, 1.25}, std::tuple{1920, 1080, 1.0}}) {
        HeadlessHome home;
        auto app = sizedApp(home, w, h, scale, "en", /*hand_off=*/false);
        auto session = startQuestOne(*app);
        // Half-size squares, as the player zoomed (the whole map fitted to 1024x640 has squares
        // too small for the zones' names).
        if (w == 1024) app->setBoardZoom(session->gameId(), 0.5);
        BoardScreen& board = pushBoard(*app, std::move(session));
        {
            const LayoutRecord rec = recordFrame(*app);
            CHECK(findText(rec, "The catacombs' entry") != nullptr);
        }
        clickSquare(*app, board.view(), board.session().state().character(0).pos);
        REQUIRE(board.selected());
        int labels = 0;
        for (const ReachableSquare& r : std::vector<ReachableSquare>(board.overlays().reachable)) {
            const SDL_Point c = board.view().centerOf(r.at);
            moveMouse(c.x, c.y);
            app->runFrames(1);
            if (board.overlays().path_label.empty()) continue;
            ++labels;
            const auto problems = layoutProblems(*app);
            INFO(w << "x" << h << "@" << scale << " pointing at " << r.at.x << "," << r.at.y << "\n" << joinedInMonkeyLayoutFixes(problems));
            CHECK(problems.empty());
        }
        CHECK(labels > 0);
    }
}
