// Play 9's board findings: Quest 5's exit zone says what it asks on its name tag, in
// one line, and no longer covers its squares' own tooltips with the whole objective (#3); the
// last hero leaving the board, which hands the Master the game at once (R52, GameState::
// exitOutlook), is asked first, Enter and Escape declining (#4); the result screen's "none"
// agrees in French ("aucune" creature).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/event_text.h"
#include "cata/app/victory_screen.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Quest V (Robbery) at its start: the heroes deploy in the catacombs' entry, the exit zone.
std::unique_ptr<content::GameSession> play9Robbery(App& app) {
    auto session = startGame(app, deployedGame(app.documents(), questNumbered(app.documents(), 5), 7));
    declineDestiny(*session);
    return session;
}

/// The heroes of `s` who may leave the board now.
std::vector<int> play9Leavers(const GameState& s) {
    std::vector<int> out;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == Side::Heroes && s.isLegal(Exit{who})) out.push_back(who);
    return out;
}

/// The bar's row of `action` (the test fails when there is none).
std::size_t play9Row(const BoardScreen& board, const Action& action) {
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (board.actions()[i].action == action) return i;
    FAIL("no row for " << toString(action));
    return 0;
}

/// Points at window pixel (x, y) and waits for the tooltip there.
std::string play9TipAt(App& app, const BoardScreen& board, int x, int y) {
    moveMouse(x, y);
    app.runFrames(1);
    for (int i = 0; i < 60 && board.tooltip().empty(); ++i) waitFrame(app);
    return board.tooltip();
}

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Play 9 #3: Quest 5's exit zone names its goal on its tag in one line, never over its squares' "
                 "tooltips",
                 "[app][board][text][R52]") {
    BoardScreen& board = pushBoard(app, play9Robbery(app));
    const GameState& s = board.session().state();
    const QuestDef& q = s.content().quest;
    const ZoneDef* entry = q.zone("catacombs_entry");
    REQUIRE(entry);
    const std::string objective = app.tr("quest.objective") + "\n";
    const std::vector<int> heroes = play9Leavers(s);
    REQUIRE(heroes.size() == 3);
    const int hero = heroes[0];

    // The tag: one line, what the zone is for.
    const auto tagTip = [&] {
        for (const Rect& box : board.view().zoneTagBoxes())
            if (board.view().zoneTagAt(box.centerX(), box.centerY()) == "catacombs_entry")
                return play9TipAt(app, board, box.centerX(), box.centerY());
        FAIL("no tag drawn for the catacombs' entry");
        return std::string();
    };
    std::string tip = tagTip();
    CHECK(tip == "Exit with the magic gem");

    // A free square of the zone next to the selected hero: its move is in the bar, no objective
    // over it; nor over a hero standing in the zone.
    selectCharacter(app, board, hero);
    std::optional<Pos> free;
    for (const Pos p : entry->squares)
        if (!free && s.characterAt(p) < 0 && distance(p, s.character(hero).pos) == 1 && s.isLegal(Walk{hero, p}))
            free = p;
    REQUIRE(free);
    hoverSquare(app, board, *free);
    for (int i = 0; i < 30; ++i) waitFrame(app);
    INFO(board.tooltip());
    CHECK(board.tooltip().find(objective) == std::string::npos);
    CHECK(board.tooltip().find(q.objective.in("en")) == std::string::npos);
    hoverSquare(app, board, s.character(heroes[1]).pos);
    for (int i = 0; i < 30; ++i) waitFrame(app);
    CHECK(board.tooltip().find(q.objective.in("en")) == std::string::npos);

    editSettings(app, [](Settings& st) { st.language = "fr"; });
    app.runFrames(2);
    tip = tagTip();
    CHECK(tip == "Sortie avec la gemme magique");
}

TEST_CASE_METHOD(AppTest,
                 "Play 9 #4: the last hero leaving, which gives the Master the game, is asked first and Enter declines",
                 "[app][board][confirm][R52]") {
    auto session = play9Robbery(app);
    const std::vector<int> heroes = play9Leavers(session->state());
    REQUIRE(heroes.size() == 3);
    // Another hero leaving is not asked: undo takes it back.
    session->apply(Exit{heroes[2]});
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    selectCharacter(app, board, heroes[1]);
    const auto rect = board.actionRect(play9Row(board, Exit{heroes[1]}));
    REQUIRE(rect);
    clickRect(app, *rect);
    CHECK(topScreen(app) == "board");
    CHECK(s.character(heroes[1]).presence == Presence::Exited);

    // The last one: asked, from the row and from its number; Escape and Enter decline.
    const int last = heroes[0];
    selectCharacter(app, board, last);
    const std::size_t before = board.session().history().size();
    const auto leaveRow = [&] {
        const auto r = board.actionRect(play9Row(board, Exit{last}));
        REQUIRE(r);
        clickRect(app, *r);
    };
    leaveRow();
    REQUIRE(topScreen(app) == "confirm");
    {
        const auto& ask = topAs<ConfirmScreen>(app);
        CHECK(ask.title() == "The last hero leaves");
        CHECK(ask.text() == displayName(app, s, last) +
                                " is the last hero on the board: the Master of the catacombs wins at once. Undo "
                                "cannot take it back. Leave?");
    }
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.session().history().size() == before);
    leaveRow();
    REQUIRE(topScreen(app) == "confirm");
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.session().history().size() == before);
    CHECK_FALSE(s.isOver());
    // Its number on the keyboard asks too.
    press(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(play9Row(board, Exit{last}))));
    REQUIRE(topScreen(app) == "confirm");
    press(app, SDLK_ESCAPE);
    CHECK_FALSE(s.isOver());

    // Said in French too; "Leave" (Tab, Enter): the Master wins, and the result screen's "none"
    // agrees with each line (heroes fallen: aucun; creatures slain: aucune).
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    app.runFrames(2);
    selectCharacter(app, board, last);
    leaveRow();
    REQUIRE(topScreen(app) == "confirm");
    CHECK(topAs<ConfirmScreen>(app).text() ==
          displayName(app, s, last) +
              " est le dernier héros sur le plateau : le Maître des catacombes gagne aussitôt. Annuler ne peut pas "
              "revenir dessus. Partir ?");
    press(app, SDLK_TAB);
    press(app, SDLK_RETURN);
    app.runFrames(2);
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Master);
    REQUIRE(topScreen(app) == "victory");
    const auto& summary = topAs<VictoryScreen>(app).summary();
    REQUIRE(summary.size() >= 3);
    CHECK(summary[1] == std::pair<std::string, std::string>{"Héros tombés", "aucun"});
    CHECK(summary[2] == std::pair<std::string, std::string>{"Créatures abattues", "aucune"});
}

TEST_CASE("Play 9: the result screen's 'none' stays 'none' in English for both casualty lines", "[app][text]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    CHECK(app.tr("victory.none.heroes") == "none");
    CHECK(app.tr("victory.none.master") == "none");
}

TEST_CASE("Play 9 #3: at French 200 % the exit zone's tag tooltip is one line and leaves the action bar clear",
          "[app][board][text][layout]") {
    HeadlessHome home;
    const auto owned = sizedApp(home, 1280, 800, 2.0, "fr");
    App& app = *owned;
    BoardScreen& board = pushBoard(app, play9Robbery(app));
    const GameState& s = board.session().state();
    selectCharacter(app, board, play9Leavers(s)[0]);
    std::optional<Rect> tag;
    for (const Rect& box : board.view().zoneTagBoxes())
        if (board.view().zoneTagAt(box.centerX(), box.centerY()) == "catacombs_entry") tag = box;
    REQUIRE(tag);
    const std::string tip = play9TipAt(app, board, tag->centerX(), tag->centerY());
    CHECK(tip == "Sortie avec la gemme magique");
    const LayoutRecord rec = recordFrame(app);
    std::optional<Rect> drawn;
    int panel = -1;
    for (std::size_t i = 0; i < rec.panels.size(); ++i)
        if (rec.panels[i].name == "tooltip") {
            drawn = rec.panels[i].rect;
            panel = static_cast<int>(i);
        }
    REQUIRE(drawn);
    // One line, not wrapped.
    CHECK(std::count_if(rec.texts.begin(), rec.texts.end(), [&](const TextBox& t) { return t.panel == panel; }) == 1);
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (const auto row = board.actionRect(i)) {
            INFO("row " << i);
            CHECK_FALSE((drawn->x < row->right() && row->x < drawn->right() && drawn->y < row->bottom() &&
                         row->y < drawn->bottom()));
        }
    char* base = SDL_GetBasePath();
    CHECK(app.saveScreenshot(std::string(base ? base : "./") + "play9_exit_tag_fr200.png"));
    SDL_free(base);
}
