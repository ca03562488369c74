// The turn recap (what the other side did, from the core's events, in English and
// French, its lines highlighting their squares, replayed with the motion), the whose-turn banner
// (goes by itself and at the first input, which does nothing else) and the Master's status while
// an AI plays.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/turn_recap.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

std::vector<std::string> recapTexts(const BoardScreen& board) {
    std::vector<std::string> out;
    for (const RecapLine& l : board.recap()) out.push_back(l.text);
    return out;
}

/// The first legal walk of character `who` in `s` to a square that is not `avoid`; fails when none.
Walk walkOf(const GameState& s, int who, std::optional<Pos> avoid = {}) {
    for (const LegalAction& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action);
            w && w->actor == who && w->to != avoid && s.info(la.action).undoable())
            return *w;
    FAIL("no walk for " << who);
    return Walk{};
}

/// Quest I in hot-seat, the Master to move with his first character next to the first hero
/// (questOne's `adjacent`): the board (hand-off screens as told).
BoardScreen& masterToMove(App& app, bool hand_off) {
    content::NewGame game = questOne(app, true);
    game.options.unexpected_events = false;
    auto session = startGame(app, game);
    toMasterTurn(*session);
    return pushBoard(app, std::move(session), hand_off);
}

/// The Master's scripted turn: his second character walks two squares, his first attacks the
/// first hero, he ends his turn (the heroes' answers declined). Returns the walker.
int scriptedMasterTurn(App& app, BoardScreen& board) {
    const GameState& s = board.session().state();
    const int attacker = s.characterAt(Pos{7, 17});
    REQUIRE(attacker >= 0);
    int walker = -1;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (who != attacker && s.character(who).side == Side::Master && s.able(who) && walker < 0)
            for (const LegalAction& la : s.legalActions())
                if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who) walker = who;
    REQUIRE(walker >= 0);
    const Pos start = s.character(walker).pos;
    REQUIRE(board.choose(walkOf(s, walker)));
    REQUIRE(board.choose(walkOf(s, walker, start)));
    app.runFrames(2);
    REQUIRE(board.choose(Melee{attacker, 0}));
    app.runFrames(2);
    for (int i = 0; i < 6 && s.pending(); ++i) {
        bool answered = false;
        for (const LegalAction& la : s.legalActions())
            if (!answered &&
                (std::holds_alternative<DeclineDestiny>(la.action) || std::holds_alternative<MoveAnyway>(la.action))) {
                answered = board.choose(la.action);
            }
        if (!answered) board.choose(s.legalActions().front().action);
        app.runFrames(2);
    }
    board.endTurn(true);
    app.runFrames(2);
    return walker;
}

}  // namespace

/// The lines' squares hold every square of a walk of `who` in the history after `from`.
bool squaresOfWalk(const RecapLine& line, const BoardScreen& board, int who, std::size_t from) {
    const auto& history = board.session().history();
    for (std::size_t i = from; i < history.size(); ++i)
        for (const Event& e : history[i].events)
            if (const auto* m = std::get_if<Moved>(&e); m && m->who == who)
                for (const Pos p : {m->from, m->to})
                    if (std::find(line.squares.begin(), line.squares.end(), p) == line.squares.end()) return false;
    return true;
}

TEST_CASE("Recap 17: the heroes read the Master's hot-seat turn, in English, one line per character's walk",
          "[app][recap17]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = masterToMove(app, false);
    CHECK(board.recap().empty());  // a game opened: no turn of the other side seen yet
    const std::size_t from = board.session().history().size();
    const int walker = scriptedMasterTurn(app, board);
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);
    REQUIRE(s.turn() == 2);
    CHECK(recapTexts(board) ==
          std::vector<std::string>{"Giant spider moved within the pillared hall", "Torgils took 9 wounds on the head"});
    CHECK(board.recapOpen());
    // The walk's line: its two steps grouped, every square of them; the wound's: the hero and his attacker.
    REQUIRE(board.recap().size() == 2);
    CHECK(board.recap()[0].characters == std::vector<int>{walker});
    CHECK(squaresOfWalk(board.recap()[0], board, walker, from));
    CHECK(board.recap()[0].squares.size() == 3);
    const int attacker = s.characterAt(Pos{7, 17});
    CHECK(board.recap()[1].characters == std::vector<int>{0, attacker});
    CHECK(std::find(board.recap()[1].squares.begin(), board.recap()[1].squares.end(), s.character(0).pos) !=
          board.recap()[1].squares.end());
    // The heroes' turn goes on: when it ends, the Master reads theirs (here: nothing moved, no line).
    board.endTurn(true);
    app.runFrames(2);
    CHECK(s.activeSide() == Side::Master);
    CHECK(board.recap().empty());
    CHECK_FALSE(board.recapOpen());
}

TEST_CASE("Recap 17: a walk is 'to' the zone it ends in, 'within' the zone it never left, and placeless outside any",
          "[app][recap17]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const auto& zones = s.content().quest.zones;
    // Two named zones with two squares each at least, and a square outside every zone.
    std::vector<const ZoneDef*> named;
    for (const ZoneDef& z : zones)
        if (z.squares.size() >= 2 && !z.name.in("en").empty()) named.push_back(&z);
    REQUIRE(named.size() >= 2);
    std::optional<Pos> outside;
    for (int y = 0; y < s.board().height() && !outside; ++y)
        for (int x = 0; x < s.board().width() && !outside; ++x)
            if (!s.content().quest.zoneAt(Pos{x, y})) outside = Pos{x, y};
    REQUIRE(outside);
    const Pos a1 = named[0]->squares[0], a2 = named[0]->squares[1], b1 = named[1]->squares[0];
    const std::string a = zonePhrase(s, a1, "en"), b = zonePhrase(s, b1, "en");
    const std::string hero = characterName(s, 0, app.strings());
    auto recapOf = [&](const std::vector<std::vector<Moved>>& walks) {
        std::vector<content::HistoryEntry> history;
        for (const auto& walk : walks) {
            content::HistoryEntry e;
            for (const Moved& m : walk) e.events.push_back(m);
            history.push_back(std::move(e));
        }
        std::vector<std::string> texts;
        for (const RecapLine& l : recapLines(history, content::TurnMark{}, s, Side::Master, app.strings()))
            texts.push_back(l.text);
        return texts;
    };
    // Inside one zone, first step and last: "within"; the French says it too.
    CHECK(recapOf({{Moved{0, a1, a2, "R1"}}}) == std::vector<std::string>{hero + " moved within " + a});
    // Out of one zone into another: "to" the other.
    CHECK(recapOf({{Moved{0, a1, b1, "R1"}}}) == std::vector<std::string>{hero + " moved to " + b});
    // Two steps of one walk, out and back: the line is "within" the zone it began in.
    CHECK(recapOf({{Moved{0, a1, b1, "R1"}}, {Moved{0, b1, a2, "R1"}}}) ==
          std::vector<std::string>{hero + " moved within " + a});
    // Into a zone from outside every zone: "to" it; out of a zone to no zone: no place named.
    CHECK(recapOf({{Moved{0, *outside, a1, "R1"}}}) == std::vector<std::string>{hero + " moved to " + a});
    CHECK(recapOf({{Moved{0, a1, *outside, "R1"}}}) == std::vector<std::string>{hero + " moved"});
    Settings french = app.settings();
    french.language = "fr";
    app.changeSettings(french);
    const std::string heros = characterName(s, 0, app.strings());
    CHECK(recapOf({{Moved{0, a1, a2, "R1"}}}) ==
          std::vector<std::string>{heros + " se déplace dans " + zonePhrase(s, a1, "fr")});
    CHECK(recapOf({{Moved{0, a1, b1, "R1"}}}) ==
          std::vector<std::string>{heros + " se rend dans " + zonePhrase(s, b1, "fr")});
}

TEST_CASE("Recap 17: the same turn in French", "[app][recap17]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    BoardScreen& board = masterToMove(app, false);
    scriptedMasterTurn(app, board);
    CHECK(recapTexts(board) == std::vector<std::string>{"Araignée géante se déplace dans la salle des piliers",
                                                        "Torgils subit 9 blessures à la tête"});
    // A language switch from the game menu words the open recap again.
    HeadlessHome home2;
    App en(home2.options());
    REQUIRE(en.ok());
    BoardScreen& other = masterToMove(en, false);
    scriptedMasterTurn(en, other);
    frenchFromGameMenu(en);
    CHECK(recapTexts(other) == recapTexts(board));
}

TEST_CASE("Recap 17: the hand-off sums up the turn that ended, then the board shows it with its highlights",
          "[app][recap17]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = masterToMove(app, true);
    // Walks only (the attack's answers go through hand-offs of their own): the turn ends.
    const GameState& s = board.session().state();
    int walker = -1;
    for (int who = 0; who < static_cast<int>(s.characters().size()) && walker < 0; ++who)
        if (s.character(who).side == Side::Master && s.characterAt(Pos{7, 17}) != who)
            for (const LegalAction& la : s.legalActions())
                if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who) walker = who;
    REQUIRE(walker >= 0);
    REQUIRE(board.choose(walkOf(s, walker)));
    app.runFrames(2);
    board.endTurn(true);
    app.runFrames(2);
    auto* hand_off = dynamic_cast<HandOffScreen*>(app.screens().top());
    REQUIRE(hand_off != nullptr);
    CHECK_FALSE(hand_off->previewing());
    CHECK(hand_off->recap() == recapTexts(board));
    REQUIRE(hand_off->recap().size() == 1);
    CHECK(hand_off->recap()[0].rfind("Giant spider moved", 0) == 0);
    CHECK(hand_off->recapShown() == 1);
    app.saveScreenshot(shotPath("recap17_hand_off"));
    passHandOff(app);
    for (int i = 0; i < 6 && topScreen(app) == "decision"; ++i) press(app, SDLK_RETURN);  // R28 fear, R27
    REQUIRE(topScreen(app) == "board");
    REQUIRE(board.recapOpen());
    app.runFrames(1);

    // Hovering a line highlights its squares; away, they go; a click selects it (they stay).
    const std::optional<Rect> row = board.recapRowRect(0);
    REQUIRE(row);
    moveMouse(row->centerX(), row->centerY());
    app.runFrames(2);
    CHECK(board.recapFocus() == std::optional<std::size_t>{0});
    CHECK(board.overlays().review_squares == board.recap()[0].squares);
    CHECK(board.overlays().review_characters == std::vector<int>{walker});
    app.saveScreenshot(shotPath("recap17_board_hover"));
    moveMouse(app.width() / 3, app.height() / 3);
    app.runFrames(2);
    CHECK_FALSE(board.recapFocus());
    CHECK(board.overlays().review_squares.empty());
    clickRect(app, *row);
    moveMouse(app.width() / 3, app.height() / 3);
    app.runFrames(2);
    CHECK(board.recapFocus() == std::optional<std::size_t>{0});
    CHECK(board.overlays().review_squares == board.recap()[0].squares);
    CHECK_FALSE(board.selected());  // the click was the recap's, not the map's
    clickRect(app, *row);           // again: unselected
    moveMouse(app.width() / 3, app.height() / 3);
    app.runFrames(2);
    CHECK_FALSE(board.recapFocus());

    // Replay: the walk again with the motion, skipped by a key.
    clickRect(app, board.recapReplayRect(), 1);
    CHECK(board.motion().animating());
    CHECK(board.motion().poses().count(walker) == 1);
    app.saveScreenshot(shotPath("recap17_replay"));
    CHECK(board.replaying());
    press(app, SDLK_SPACE);
    CHECK_FALSE(board.motion().animating());
    CHECK_FALSE(board.replaying());  // the whole replay, not one step
    // Replayed to the end by the clock, one step after the other.
    clickRect(app, board.recapReplayRect(), 1);
    REQUIRE(board.replaying());
    for (int i = 0; i < 400 && board.replaying(); ++i) waitFrame(app);
    CHECK_FALSE(board.replaying());
    // Close.
    clickRect(app, board.recapCloseRect());
    CHECK_FALSE(board.recapOpen());
    CHECK(board.overlays().review_squares.empty());
}

TEST_CASE("Recap 17: a hidden trap the heroes do not know of is absent from their recap (R48)", "[app][recap17][R48]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    constexpr Pos kVent{3, 9};  // Quest I's hidden trap, the Sulphur vent
    const ObjectDef* vent = s.content().quest.objectAt(kVent);
    REQUIRE(vent != nullptr);
    REQUIRE(s.board().tile(kVent) == TileKind::HiddenTrap);
    const int object = static_cast<int>(vent - s.content().quest.objects.data());
    int master = -1;
    for (int who = 0; who < static_cast<int>(s.characters().size()) && master < 0; ++who)
        if (s.character(who).side == Side::Master) master = who;
    // A Master turn's events about his trap while it stays hidden (what a flyer's pass over it
    // or any event naming it would be): the heroes' recap tells and highlights none of it.
    std::vector<content::HistoryEntry> history(1);
    history[0].events = {TurnBegan{1, Side::Master}, Moved{master, Pos{2, 9}, kVent, "R1"},
                         ObjectChanged{object, ObjectChange::TrapAvoided, master, 0, "R48"}};
    const content::TurnMark mark{1, Side::Master, 0};
    const auto heroes = recapLines(history, mark, s, Side::Heroes, app.strings());
    const auto master_view = recapLines(history, mark, s, Side::Master, app.strings());
    REQUIRE(heroes.size() == 1);  // the move, not the trap
    for (const RecapLine& l : heroes) {
        CHECK(l.text.find("trap") == std::string::npos);
        CHECK(std::find(l.squares.begin(), l.squares.end(), kVent) == l.squares.end());
    }
    REQUIRE(master_view.size() == 2);  // the Master knows his trap
    CHECK(master_view[1].text.find("a trap") != std::string::npos);
    CHECK(std::find(master_view[0].squares.begin(), master_view[0].squares.end(), kVent) !=
          master_view[0].squares.end());
}

TEST_CASE(
    "Recap 17: after the Master AI's turn the heroes read it, and while it plays the Master's status says what it does",
    "[app][recap17][ai]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushSoloQuestOne(app);
    const GameState& s = board.session().state();
    std::vector<Pos> before;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) before.push_back(s.character(who).pos);
    CHECK(board.aiStatus().empty());
    endTurnByKey(app, board);
    bool status_seen = false;
    const Uint32 deadline = SDL_GetTicks() + 60000;
    while (SDL_GetTicks() < deadline && !s.isOver() &&
           !(s.turn() >= 2 && s.activeSide() == Side::Heroes && !board.aiTurn())) {
        waitFrame(app);
        if (topScreen(app) == "decision") press(app, SDLK_RETURN);
        if (board.ai().controls(s.toMove().value_or(s.activeSide())) && !board.aiNotes().empty() &&
            board.aiNotes().rbegin()->second.side == Side::Master && !s.isOver()) {
            // What the Master's last action was, in his status line.
            const std::string expected = "The Master is acting: " + board.aiNotes().rbegin()->second.text;
            if (board.aiStatus() == expected) status_seen = true;
        }
    }
    REQUIRE(s.activeSide() == Side::Heroes);
    CHECK(status_seen);
    CHECK(board.aiStatus().empty());  // the heroes' turn: no status
    REQUIRE(board.recapOpen());
    // Each Master character that ended its turn elsewhere has its line: "<name> moved…".
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
        if (s.character(who).side != Side::Master || who >= static_cast<int>(before.size()) ||
            s.character(who).pos == before[static_cast<std::size_t>(who)] ||
            s.character(who).presence != Presence::OnBoard)
            continue;
        const std::string name = characterName(s, who, app.strings());
        const bool found = std::any_of(board.recap().begin(), board.recap().end(),
                                       [&](const RecapLine& l) { return l.text.rfind(name + " moved", 0) == 0; });
        INFO(name);
        CHECK(found);
    }
    app.saveScreenshot(shotPath("recap17_after_ai"));
}

TEST_CASE("Recap 17: the whose-turn banner goes by itself, and at the first key or click, which still acts",
          "[app][recap17][banner]") {
    HeadlessHome home;
    AppOptions options = home.options();
    CHECK(AppOptions{}.turn_banner_ms == 1200);  // the game's
    options.turn_banner_ms = 1200;
    App app(options);
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    CHECK_FALSE(board.bannerShowing());  // a game opened
    board.endTurn(true);
    app.runFrames(2);
    REQUIRE(s.activeSide() == Side::Master);
    CHECK(board.bannerShowing());
    CHECK(board.bannerSide() == Side::Master);
    CHECK(board.bannerTurn() == 1);
    app.saveScreenshot(shotPath("recap17_banner"));
    CHECK(layoutProblems(app).empty());
    // By itself, once its time is over.
    app.advanceClock(600);
    app.runFrames(2);
    CHECK(board.bannerShowing());
    app.advanceClock(700);
    app.runFrames(2);
    CHECK_FALSE(board.bannerShowing());

    // The Master's turn ends: the heroes' banner. Escape takes it away and opens the game menu,
    // as it would without the banner: the banner never eats a key.
    board.endTurn(true);
    app.runFrames(2);
    REQUIRE(s.activeSide() == Side::Heroes);
    REQUIRE(board.bannerShowing());
    CHECK(board.bannerSide() == Side::Heroes);
    CHECK(board.bannerTurn() == 2);
    press(app, SDLK_ESCAPE);
    CHECK_FALSE(board.bannerShowing());
    CHECK(topScreen(app) == "game_menu");
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
    CHECK(s.activeSide() == Side::Heroes);
    press(app, SDLK_RETURN);
    CHECK((board.confirmingEndTurn() || s.activeSide() == Side::Master));
    if (board.confirmingEndTurn()) press(app, SDLK_RETURN);
    REQUIRE(s.activeSide() == Side::Master);
    REQUIRE(board.bannerShowing());
    // A click takes it away and selects what it clicks.
    int master = -1;
    for (int who = 0; who < static_cast<int>(s.characters().size()) && master < 0; ++who)
        if (s.character(who).side == Side::Master && s.able(who)) master = who;
    REQUIRE(master >= 0);
    clickSquare(app, board.view(), s.character(master).pos);
    CHECK_FALSE(board.bannerShowing());
    CHECK(board.selected() == std::optional<int>{master});
}

TEST_CASE("Recap 17: with the hand-off, the banner shows once the board is the new side's", "[app][recap17][banner]") {
    HeadlessHome home;
    AppOptions options = home.options();
    options.turn_banner_ms = 1200;
    App app(options);
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app), true);
    board.endTurn(true);
    app.runFrames(2);
    REQUIRE(topScreen(app) == "hand_off");
    CHECK_FALSE(board.bannerShowing());  // hidden under the hand-off: not yet
    passHandOff(app);
    REQUIRE(topScreen(app) == "board");
    CHECK(board.bannerShowing());
    CHECK(board.bannerSide() == Side::Master);
}

TEST_CASE("Recap 17: layout of the recap, the hand-off's recap and the banner at every UI scale",
          "[app][recap17][layout]") {
    std::vector<std::string> problems;
    const auto check = [&](App& app, const std::string& label) {
        for (const std::string& p : layoutProblems(app)) problems.push_back(label + ": " + p);
    };
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1024, 640}, {1280, 800}, {1920, 1080}})
        for (const double scale : {1.0, 1.25, 1.5, 1.75, 2.0})
            for (const std::string language : {"en", "fr"}) {
                if (language == "fr" && scale < 2.0) continue;
                const std::string label = std::to_string(w) + "x" + std::to_string(h) + "@" +
                                          std::to_string(static_cast<int>(scale * 100)) + "% " + language;
                HeadlessHome home;
                const auto owned = sizedApp(home, w, h, scale, language, false);
                App& app = *owned;
                BoardScreen& board = masterToMove(app, false);
                scriptedMasterTurn(app, board);
                REQUIRE(board.recapOpen());
                app.runFrames(1);
                check(app, label + " board");
                if (w == 1280 && (scale == 1.0 || scale == 2.0))
                    app.saveScreenshot(
                        shotPath("recap17_board_" + std::to_string(static_cast<int>(scale * 100)) + "_" + language));
                // The hand-off with the recap (the lines of this turn).
                auto hand_off = std::make_unique<HandOffScreen>(app, Side::Heroes, 2);
                HandOffScreen& screen = *hand_off;
                std::vector<std::string> lines = recapTexts(board);
                screen.setRecap(app.tr("recap.title.master"), lines);
                app.screens().push(std::move(hand_off));
                app.runFrames(1);
                check(app, label + " hand-off");
                CHECK(screen.recapShown() >= 1);
                if (w == 1280 && (scale == 1.0 || scale == 2.0))
                    app.saveScreenshot(
                        shotPath("recap17_hand_off_" + std::to_string(static_cast<int>(scale * 100)) + "_" + language));
                app.screens().pop(&screen);
                app.runFrames(1);
            }
    std::string first;
    for (std::size_t i = 0; i < problems.size() && i < 40; ++i) first += problems[i] + "\n";
    INFO(first);
    CHECK(problems.empty());
}

TEST_CASE("Recap 17: a walk through a door the walker opens on its way is one line, then the door's",
          "[app][recap17]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    int door = -1;
    for (std::size_t i = 0; i < s.content().quest.objects.size() && door < 0; ++i)
        if (s.content().quest.objects[i].kind == ObjectKind::Door) door = static_cast<int>(i);
    REQUIRE(door >= 0);
    int master = -1, other = -1;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
        if (s.character(who).side == Side::Master) (master < 0 ? master : other) = who;
    REQUIRE(other >= 0);
    std::vector<content::HistoryEntry> history(2);
    history[0].events = {TurnBegan{1, Side::Master}, Moved{master, Pos{1, 8}, Pos{2, 8}, "R1"},
                         ObjectChanged{door, ObjectChange::Opened, master, 0, "R40"}};
    history[1].events = {Moved{master, Pos{2, 8}, Pos{3, 8}, "R1"}, Moved{other, Pos{5, 5}, Pos{5, 6}, "R1"},
                         Moved{master, Pos{3, 8}, Pos{4, 8}, "R1"}};
    const auto lines = recapLines(history, content::TurnMark{1, Side::Master, 0}, s, Side::Heroes, app.strings());
    REQUIRE(lines.size() == 4);
    CHECK(lines[0].squares == std::vector<Pos>{{1, 8}, {2, 8}, {3, 8}});  // the door between its steps
    CHECK(lines[1].text.find("opened the door") != std::string::npos);
    CHECK(lines[2].characters == std::vector<int>{other});
    CHECK(lines[3].characters == std::vector<int>{master});  // after another's line: a line of its own
    CHECK(lines[3].step == 1);
    // To and fro: each square once (the board numbers them; the monkey saw "2", "4", "6" on one).
    std::vector<content::HistoryEntry> fro(1);
    fro[0].events = {TurnBegan{1, Side::Master}, Moved{master, Pos{1, 8}, Pos{2, 8}, "R1"},
                     Moved{master, Pos{2, 8}, Pos{1, 8}, "R1"}, Moved{master, Pos{1, 8}, Pos{2, 8}, "R1"}};
    const auto back = recapLines(fro, content::TurnMark{1, Side::Master, 0}, s, Side::Heroes, app.strings());
    REQUIRE(back.size() == 1);
    CHECK(back[0].squares == std::vector<Pos>{{1, 8}, {2, 8}});
}
