// The action bar under the pointer: a list is never rebuilt under a pointer that moved onto it
// (a click acted on another row than the one drawn), one undo per click, the
// core's reasons in the tooltips, one row per destination, rows grouped and filtered, the
// end-turn warning naming who can still act. Each scenario is played with real SDL events;
// "in one go" means queued events handled in the same frame (one App::step).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "board_support.h"
#include "cata/app/odds_text.h"
#include "cata/app/settings_screen.h"
#include "cata/content/game_session.h"
#include "cata/core/odds.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Quest I with Sir Flavien in Irf's place (the group of the play-test); `adjacent` as in
/// questOne(): Torgils at (6,17), the King of the Tombs in the doorway (7,17).
std::unique_ptr<content::GameSession> questOneFlavien(App& app, bool adjacent = false, std::uint64_t seed = 7) {
    return startGame(app, withFlavien(questOne(app, adjacent, seed)));
}

/// The same, the heroes' first turn ended (the Master to move): a fear test next to the King
/// (R28) may ask the heroes for a destiny point (R27), at the start of the game or of the
/// Master's turn, declined.
std::unique_ptr<content::GameSession> masterTurn(App& app, std::uint64_t seed = 7) {
    auto session = questOneFlavien(app, /*adjacent=*/true, seed);
    toMasterTurn(*session);
    REQUIRE_FALSE(session->state().pending());
    return session;
}

/// The row drawn under (x, y) by the last draw, as an index into actions().
std::optional<std::size_t> rowUnder(const BoardScreen& board, int x, int y) {
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (const auto r = board.actionRect(i); r && r->contains(x, y)) return i;
    return std::nullopt;
}

bool startsWith(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

/// One motion onto row 5 (or the last) of `rows`, the bar drawn a moment before: the bar still
/// lists `rows`, that row is under the pointer and the tooltip is its own.
void checkRowFiveStaysUnderMotion(App& app, const BoardScreen& board, const std::vector<ActionItem>& rows) {
    const std::size_t r = std::min<std::size_t>(4, rows.size() - 1);
    const auto rect = board.actionRect(r);
    REQUIRE(rect);
    moveMouse(rect->centerX(), rect->centerY());
    app.runFrames(1);
    CHECK(barLabels(board.actions()) == barLabels(rows));
    CHECK(rowUnder(board, rect->centerX(), rect->centerY()) == r);
    CHECK(startsWith(board.tooltip(), rows[r].label));
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Bar (bug 1): one motion from the giant spider onto row 5 keeps the spider's rows",
                 "[app][board][bar]") {
    BoardScreen& board = pushBoard(app, questOneFlavien(app));
    const GameState& s = board.session().state();
    const int flavien = cardIndex(s, "flavien"), spider = cardIndex(s, "giant_spider");
    selectCharacter(app, board, flavien);
    hoverSquare(app, board, s.character(spider).pos);
    const std::vector<ActionItem> rows = board.actions();
    INFO(::Catch::Detail::stringify(barLabels(rows)));
    REQUIRE(rows.size() >= 3);  // greyed attacks and Wait at least
    // One motion, straight from the spider onto the row.
    checkRowFiveStaysUnderMotion(app, board, rows);
}

TEST_CASE_METHOD(AppTest,
                 "Bar (bug 1): Tab, an empty reachable square, then onto row 3 and click in one frame acts on that row",
                 "[app][board][bar]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    press(app, SDLK_TAB);
    REQUIRE(board.selected());
    const int who = *board.selected();
    // The empty reachable square with the most rows (row 3 when there is one).
    const auto reachable = board.overlays().reachable;
    REQUIRE_FALSE(reachable.empty());
    Pos best = reachable.front().at;
    std::size_t most = 0;
    for (const ReachableSquare& q : reachable) {
        if (board.session().state().characterAt(q.at) >= 0) continue;
        hoverSquare(app, board, q.at);
        if (board.actions().size() > most) {
            most = board.actions().size();
            best = q.at;
        }
    }
    hoverSquare(app, board, best);
    const std::vector<ActionItem> rows = board.actions();
    INFO(::Catch::Detail::stringify(barLabels(rows)));
    REQUIRE(rows.size() >= 2);
    std::size_t r = std::min<std::size_t>(2, rows.size() - 1);
    while (r > 0 && !rows[r].legal) --r;
    REQUIRE(rows[r].legal);
    const auto rect = board.actionRect(r);
    REQUIRE(rect);
    const std::size_t steps = board.session().history().size();
    // Motion onto the row and the click, handled in one frame.
    moveMouse(rect->centerX(), rect->centerY());
    clickAt(rect->centerX(), rect->centerY());
    REQUIRE(app.step(0));
    REQUIRE(board.session().history().size() > steps);
    CHECK(board.session().history()[steps].action == rows[r].action);
    (void)who;
}

TEST_CASE_METHOD(AppTest, "Bar (bug 1): the King's rows for a hero stay put onto the bar and after Powerful attack",
                 "[app][board][bar]") {
    BoardScreen& board = pushBoard(app, masterTurn(app));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    REQUIRE(distance(s.character(king).pos, s.character(torgils).pos) == 1);
    selectCharacter(app, board, king);
    hoverSquare(app, board, s.character(torgils).pos);
    const std::vector<ActionItem> rows = board.actions();
    INFO(::Catch::Detail::stringify(barLabels(rows)));
    // Row 5 (or the last) drawn while Torgils was hovered stays that row on the bar.
    checkRowFiveStaysUnderMotion(app, board, rows);

    // Powerful attack, clicked: the row under the pointer is still Powerful attack.
    const Action powerful = PowerfulAttack{king, torgils};
    std::size_t rp = rows.size();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].action == powerful) rp = i;
    REQUIRE(rp < rows.size());
    REQUIRE(rows[rp].legal);
    const auto rect = board.actionRect(rp);
    REQUIRE(rect);
    moveMouse(rect->centerX(), rect->centerY());
    clickAt(rect->centerX(), rect->centerY());
    app.runFrames(2);
    REQUIRE(board.session().history().back().action == powerful);
    // A destiny point asked of the heroes (R27) comes first; the King stays selected.
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    app.runFrames(1);
    REQUIRE(board.selected() == king);
    const auto under = rowUnder(board, rect->centerX(), rect->centerY());
    REQUIRE(under);
    CHECK(board.actions()[*under].action == powerful);
}

TEST_CASE_METHOD(AppTest, "Bar: only the spells that fit the target's kind, rows grouped, six log lines",
                 "[app][board][bar]") {
    BoardScreen& board = pushBoard(app, masterTurn(app));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    selectCharacter(app, board, king);
    hoverSquare(app, board, s.character(torgils).pos);
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    for (const ActionItem& item : board.actions()) {
        // Pointing at Torgils: nothing aimed at anyone else, no spell that cannot aim at an enemy.
        if (const auto* c = std::get_if<CastSpell>(&item.action)) {
            CHECK(c->target == torgils);
            const Spell* sp = s.content().spell(c->spell);
            REQUIRE(sp);
            CHECK(sp->canTarget(false, false));
        }
    }
    CHECK(std::is_sorted(board.actions().begin(), board.actions().end(),
                         [](const ActionItem& a, const ActionItem& b) { return actionGroup(a.action) < actionGroup(b.action); }));
    // The King on his own square: every action he has (all his spells on everyone, no heal
    // for the unhurt: findings-3 #5), the log still shows six lines at 1280×800.
    hoverSquare(app, board, s.character(king).pos);
    CHECK(board.actions().size() >= 5);
    CHECK(std::is_sorted(board.actions().begin(), board.actions().end(),
                         [](const ActionItem& a, const ActionItem& b) { return actionGroup(a.action) < actionGroup(b.action); }));
    CHECK(board.combatLog().visibleRows() >= 6);
}

TEST_CASE_METHOD(AppTest, "Bar: one row per destination, the cheapest", "[app][board][bar]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    bool found = false;
    for (int who = 0; who < static_cast<int>(s.characters().size()) && !found; ++who) {
        if (s.character(who).side != Side::Heroes) continue;
        // A square that several runs reach (through different squares).
        std::map<Pos, int> runs;
        for (const LegalAction& la : s.legalActions())
            if (const auto* run = std::get_if<Run>(&la.action); run && run->actor == who) ++runs[run->to];
        for (const auto& [to, n] : runs) {
            if (n < 2 || found) continue;
            found = true;
            selectCharacter(app, board, who);
            hoverSquare(app, board, to);
            const auto rows = board.actions();
            INFO(::Catch::Detail::stringify(barLabels(rows)));
            const auto run_rows = std::count_if(rows.begin(), rows.end(),
                                                [](const ActionItem& i) { return std::holds_alternative<Run>(i.action); });
            CHECK(run_rows == 1);
            const auto ls = barLabels(rows);
            CHECK(std::set<std::string>(ls.begin(), ls.end()).size() == ls.size());
        }
    }
    CHECK(found);
}

namespace {

/// The move rows (walk, run, shift) of the bar that end on `p`.
std::vector<Action> moveRowsTo(const BoardScreen& board, Pos p) {
    std::vector<Action> out;
    for (const ActionItem& i : board.actions()) {
        const auto* w = std::get_if<Walk>(&i.action);
        const auto* r = std::get_if<Run>(&i.action);
        const auto* sh = std::get_if<Shift>(&i.action);
        if ((w && w->to == p) || (r && r->to == p) || (sh && sh->to == p)) out.push_back(i.action);
    }
    return out;
}

/// The single legal move actions of `who` that end on `p`.
std::vector<LegalAction> singleMovesTo(const GameState& s, int who, Pos p) {
    std::vector<LegalAction> out;
    for (const LegalAction& la : s.legalActions()) {
        const auto* w = std::get_if<Walk>(&la.action);
        const auto* r = std::get_if<Run>(&la.action);
        const auto* sh = std::get_if<Shift>(&la.action);
        if ((w && w->actor == who && w->to == p) || (r && r->actor == who && r->to == p) || (sh && sh->actor == who && sh->to == p))
            out.push_back(la);
    }
    return out;
}

}  // namespace

TEST_CASE("Bar: one move row per destination, whatever kind of move reaches it (R9-R11)", "[app][board][bar]") {
    // Torgils next to (2,16) at the start of Quest I: a walk, a run round and a shift past
    // Esterella all end there; the bar lists one row, the move a click makes (the cheapest).
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    int squares = 0;
    for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
        if (s.character(who).side != Side::Heroes) continue;
        REQUIRE(s.blockers(who, s.character(who).pos).empty());
        selectCharacter(app, board, who);
        std::set<Pos> several;
        for (const LegalAction& la : s.legalActions())
            if (actionActor(la.action) == who)
                for (Pos p : {std::get_if<Walk>(&la.action) ? std::get<Walk>(la.action).to : Pos{-1, -1},
                              std::get_if<Run>(&la.action) ? std::get<Run>(la.action).to : Pos{-1, -1},
                              std::get_if<Shift>(&la.action) ? std::get<Shift>(la.action).to : Pos{-1, -1}})
                    if (p.x >= 0 && singleMovesTo(s, who, p).size() >= 2) several.insert(p);
        for (Pos p : several) {
            hoverSquare(app, board, p);
            const std::vector<Action> rows = moveRowsTo(board, p);
            INFO(s.character(who).id << " to " << p.x << "," << p.y << ": "
                                     << ::Catch::Detail::stringify(barLabels(board.actions())));
            REQUIRE(rows.size() == 1);
            int least = 1000, row_ap = -1;
            for (const LegalAction& la : singleMovesTo(s, who, p)) {
                least = std::min(least, la.info.ap);
                if (la.action == rows.front()) row_ap = la.info.ap;
            }
            CHECK(row_ap == least);
            ++squares;
        }
    }
    CHECK(squares > 0);
}

TEST_CASE("Bar: next to an enemy, a shift stays beside a walk that needs a block test (R12)", "[app][board][bar]") {
    // Irf (no skill against block tests) at the east edge of the entry zone, the King in the
    // doorway next to him, Torgils north of him: a run away rolls the R12 test, a shift past
    // Torgils does not, so both rows are a choice; squares only a shift reaches have one row.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    content::NewGame game = questOne(app);
    const Pos edge{6, 17}, doorway{7, 17}, north{6, 16};
    // `card` on `to`, the hero who stood there on its square.
    const auto place = [&](const std::string& card, Pos to) {
        auto it = std::find_if(game.heroes.begin(), game.heroes.end(), [&](const auto& x) { return x.card == card; });
        REQUIRE(it != game.heroes.end());
        for (auto& h : game.heroes)
            if (h.at == to) h.at = it->at;
        it->at = to;
    };
    place("irf", edge);
    place("torgils", north);  // an ally to shift past, onto (5,15) or (6,15)
    game.master[0].at = doorway;
    auto session = startGame(app, game);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int irf = cardIndex(s, "irf");
    REQUIRE(s.character(irf).pos == edge);
    REQUIRE_FALSE(s.blockers(irf, edge).empty());
    selectCharacter(app, board, irf);
    bool both = false;
    std::set<Pos> seen;
    for (const LegalAction& la : s.legalActions()) {
        const auto* sh = std::get_if<Shift>(&la.action);
        if (!sh || sh->actor != irf || !seen.insert(sh->to).second) continue;
        REQUIRE_FALSE(la.info.rolls_dice);
        const std::vector<LegalAction> all = singleMovesTo(s, irf, sh->to);
        // The cheapest way there, and whether it rolls the block test.
        const LegalAction* cheapest = nullptr;
        for (const LegalAction& a : all)
            if (!cheapest || a.info.ap < cheapest->info.ap) cheapest = &a;
        hoverSquare(app, board, sh->to);
        const std::vector<Action> rows = moveRowsTo(board, sh->to);
        INFO("to " << sh->to.x << "," << sh->to.y << ": " << ::Catch::Detail::stringify(barLabels(board.actions())));
        const auto shifts = std::count_if(rows.begin(), rows.end(), [](const Action& a) { return std::holds_alternative<Shift>(a); });
        CHECK(shifts == 1);
        REQUIRE_FALSE(rows.empty());
        CHECK(rows.front() == cheapest->action);
        CHECK(rows.size() == (cheapest->info.rolls_dice ? 2u : 1u));
        both = both || rows.size() == 2;
    }
    CHECK(both);
}

TEST_CASE_METHOD(QuestOneBoardTest, "Undo: a click-move of two steps is one Ctrl+Z, an undo keeps the dice tray",
                 "[app][board][bar][undo]") {
    const int who = cardIndex(s, "torgils");
    selectCharacter(app, board, who);
    const Pos start = s.character(who).pos;
    const int ap = s.character(who).ap;
    // A square two steps away that no single move reaches.
    std::optional<Pos> target;
    for (const ReachableSquare& q : board.overlays().reachable) {
        if (q.ap != 2 || target) continue;
        bool single = false;
        for (const LegalAction& la : s.legalActions())
            if (actionActor(la.action) == who && (la.action == Action{Walk{who, q.at}} ||
                                                  (std::holds_alternative<Run>(la.action) && std::get<Run>(la.action).to == q.at) ||
                                                  (std::holds_alternative<Shift>(la.action) && std::get<Shift>(la.action).to == q.at)))
                single = true;
        if (!single) target = q.at;
    }
    REQUIRE(target);
    const std::size_t steps = board.session().history().size();
    clickSquare(app, board.view(), *target);
    REQUIRE(board.session().history().size() >= steps + 2);
    REQUIRE(s.character(who).pos == *target);
    REQUIRE(s.character(who).ap == ap - 2);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(s.character(who).pos == start);
    CHECK(s.character(who).ap == ap);
    CHECK(board.session().history().size() == steps);
}

TEST_CASE_METHOD(AppTest, "Undo: the last roll stays on the dice tray after an undo", "[app][board][bar][undo]") {
    BoardScreen& board = pushBoard(app, questOneFlavien(app, /*adjacent=*/true));
    const GameState& s = board.session().state();
    const int torgils = cardIndex(s, "torgils"), king = cardIndex(s, "king_of_the_tombs"),
              esterella = cardIndex(s, "esterella");
    selectCharacter(app, board, torgils);
    clickSquare(app, board.view(), s.character(king).pos);  // a melee attack: dice, not undoable
    app.runFrames(2);
    while (topScreen(app) == "decision") press(app, SDLK_RETURN);
    REQUIRE_FALSE(board.diceTray().rolls().empty());
    const auto rolls = board.diceTray().rolls().size();
    // Esterella takes one step (undoable), then Ctrl+Z.
    REQUIRE(board.choose(Walk{esterella, s.character(esterella).pos + Pos{0, 1}}));
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(board.diceTray().rolls().size() == rolls);
}

TEST_CASE_METHOD(AppTest, "Tooltips: the core's reasons, a jump only where a click jumps", "[app][board][bar]") {
    SECTION("a square an ordinary run reaches says nothing of a jump") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const int who = cardIndex(s, "torgils");
        selectCharacter(app, board, who);
        const Pos two_down = s.character(who).pos + Pos{0, 2};
        REQUIRE(s.isLegal(Jump{who, two_down}));
        bool run = false;
        for (const LegalAction& la : s.legalActions())
            if (const auto* r = std::get_if<Run>(&la.action); r && r->actor == who && r->to == two_down) run = true;
        REQUIRE(run);
        hoverSquare(app, board, two_down);
        CHECK(board.tooltip().find("Jump") == std::string::npos);
        // And a click runs.
        clickSquare(app, board.view(), two_down);
        CHECK(std::holds_alternative<Run>(*board.session().history().back().action));
    }
    SECTION("an enemy out of reach: the core's reason for the melee attack") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const int who = cardIndex(s, "torgils"), spider = cardIndex(s, "giant_spider");
        selectCharacter(app, board, who);
        hoverSquare(app, board, s.character(spider).pos);
        const auto why = s.whyIllegal(Melee{who, spider});
        REQUIRE(why);
        CHECK(*why == "giant_spider is not adjacent (R15)");
        // In the player's words (items 8 and 16): the card's name, no rule id by default.
        CHECK(board.tooltip() == "Giant spider\nGiant spider is not adjacent");
        editSettings(app, [&](Settings& st) { st.show_rule_ids = true; });
        hoverSquare(app, board, s.character(who).pos);
        hoverSquare(app, board, s.character(spider).pos);
        CHECK(board.tooltip() == "Giant spider\nGiant spider is not adjacent (R15)");
    }
    SECTION("an adjacent enemy with 0 AP left: not enough AP, not \"out of reach\"") {
        BoardScreen& board = pushBoard(app, startQuestOne(app, /*adjacent=*/true));
        const GameState& s = board.session().state();
        const int who = cardIndex(s, "torgils"), king = cardIndex(s, "king_of_the_tombs");
        REQUIRE(distance(s.character(who).pos, s.character(king).pos) == 1);
        selectCharacter(app, board, who);
        while (s.character(who).ap > 0 && board.choose(Wait{who})) {
        }
        REQUIRE(s.character(who).ap == 0);
        hoverSquare(app, board, s.character(king).pos);
        // Then the fear tests the King makes the heroes who see him take (R28).
        CHECK(board.tooltip() == displayName(app, s, king) + "\n" +
                                     refusalText(app, s, *s.whyIllegal(Melee{who, king})) + "\n" +
                                     fearText(app, s, king));
        CHECK(board.tooltip().find("AP") != std::string::npos);
        CHECK(board.tooltip().find("torgils") == std::string::npos);  // the name, not the id
        CHECK(board.tooltip().find("(R") == std::string::npos);
    }
    SECTION("a spider with 4 AP and nothing to attack: no \"No action left\"") {
        BoardScreen& board = pushBoard(app, masterTurn(app));
        const GameState& s = board.session().state();
        const int spider = cardIndex(s, "giant_spider");
        REQUIRE(s.character(spider).ap == 4);
        selectCharacter(app, board, spider);
        CHECK(board.actions().empty());
        CHECK(board.barHint() != app.tr("board.bar.none"));
        CHECK(board.barHint() == app.tr("board.bar.point"));
    }
}

TEST_CASE_METHOD(QuestOneBoardTest, "Refusals: characters, spells and objects by their names", "[app][board][bar]") {
    const auto& objects = s.content().quest.objects;
    REQUIRE_FALSE(objects.empty());
    const std::string chest_id = objects.front().id;
    const std::string chest = objectName(app, s, 0);
    CHECK(refusalText(app, s, "tomb_fire targets an enemy (R23)") == "Tomb fire targets an enemy");
    CHECK(refusalText(app, s, chest_id + " is not adjacent to torgils") ==
          std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(chest[0])))) + chest.substr(1) +
              " is not adjacent to Torgils");
    // Only whole words: an id inside a longer word stays as it is.
    CHECK(refusalText(app, s, "torgilsson waits") == "Torgilsson waits");
    // In French, the French names.
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    CHECK(refusalText(app, s, "tomb_fire targets an enemy (R23)").rfind("Feu", 0) == 0);
}

TEST_CASE("End turn: the warning names who still has AP, a name selects", "[app][board][bar]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    press(app, SDLK_e);
    REQUIRE(board.confirmingEndTurn());
    const std::vector<int> active = board.stillActive();
    REQUIRE(active.size() == 3);
    const int who = active[1];
    const auto rect = board.confirmNameRect(who);
    REQUIRE(rect);
    clickRect(app, *rect);
    CHECK_FALSE(board.confirmingEndTurn());
    CHECK(board.selected() == who);
    CHECK(s.activeSide() == Side::Heroes);
}

// ---- The side panel as a player meets it, and what its second hour of play found: tooltips,
// marks, rule ids, cut texts, the log's room, leftover rows ----

namespace {

/// Points at the centre of `r`; lets the board draw.
void pointAt(App& app, const Rect& r) {
    moveMouse(r.centerX(), r.centerY());
    app.runFrames(1);
}

/// The tooltip describes what the last frame drew under (x, y): the row there, if any; when
/// there is none, not `gone`.
void checkTooltipOfRowUnder(const BoardScreen& board, int x, int y, const std::string& gone = "") {
    const DrawnRow* row = board.actionBar().rowAt(x, y);
    INFO("row under the pointer: " << (row ? row->item.label : "none") << "\ntooltip: " << board.tooltip());
    if (row) CHECK(startsWith(board.tooltip(), row->item.label));
    else CHECK((gone.empty() || !startsWith(board.tooltip(), gone)));
}

/// The texts recorded in `area` (their ink's centre in it).
std::vector<const TextBox*> textsIn(const LayoutRecord& rec, const Rect& area) {
    std::vector<const TextBox*> out;
    for (const TextBox& t : rec.texts)
        if (!t.text.empty() && area.contains(t.ink.centerX(), t.ink.centerY())) out.push_back(&t);
    return out;
}

/// Where the top bar's Menu button is drawn (its label's box).
Rect menuButton(App& app) {
    const LayoutRecord rec = recordFrame(app);
    for (const TextBox& t : rec.texts)
        if (t.text == app.tr("board.button.menu")) return t.box;
    FAIL("no Menu button drawn");
    return Rect{};
}

/// The index in board.actions() of `action`.
std::size_t rowOf(const BoardScreen& board, const Action& action) {
    for (std::size_t i = 0; i < board.actions().size(); ++i)
        if (board.actions()[i].action == action) return i;
    FAIL("no row for " << toString(action) << " among " << ::Catch::Detail::stringify(barLabels(board.actions())));
    return 0;
}

}  // namespace

TEST_CASE("Bar: after the wheel the tooltip is the row drawn under the pointer and the count says above and below",
          "[app][board][bar]") {
    HeadlessHome home;
    // At 150 % the King's dozen rows do not all fit (at 100 % they do since the empty dice tray
    // shrinks).
    auto owned = sizedApp(home, 1280, 800, 1.5);
    App& app = *owned;
    BoardScreen& board = pushBoard(app, kingCrowd(app, questOne(app)));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs");
    selectCharacter(app, board, king);
    hoverSquare(app, board, s.character(king).pos);
    const ActionBar& bar = board.actionBar();
    INFO(bar.drawn().size() << " rows drawn");
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    REQUIRE(bar.drawn().size() >= 3);
    REQUIRE(bar.drawn().size() < board.actions().size());  // some rows are scrolled to
    const Rect r = bar.drawn()[1].rect;
    const int x = r.centerX(), y = r.centerY();
    pointAt(app, r);
    checkTooltipOfRowUnder(board, x, y);
    const std::string before = bar.rowAt(x, y)->item.label;
    turnWheel(app, -2);
    REQUIRE(bar.rowAt(x, y) != nullptr);
    CHECK(bar.rowAt(x, y)->item.label != before);  // the bar scrolled under the still pointer
    checkTooltipOfRowUnder(board, x, y, before);

    // The count under the rows says how many are above and how many below.
    const auto counts = [&] {
        std::size_t first = 0;
        while (first < board.actions().size() && !board.actionRect(first)) ++first;
        return std::make_pair(first, board.actions().size() - first - bar.drawn().size());
    };
    auto [above, below] = counts();
    REQUIRE(above == 2);
    {
        const LayoutRecord rec = recordFrame(app);
        const std::string want = below > 0 ? app.strings().format("board.bar.above_below", above, below)
                                           : app.strings().format("board.bar.above", above);
        std::vector<std::string> texts;
        for (const TextBox* t : textsIn(rec, bar.area())) texts.push_back(t->text);
        INFO(::Catch::Detail::stringify(texts));
        CHECK(std::find(texts.begin(), texts.end(), want) != texts.end());
    }
    turnWheel(app, -50);  // to the bottom
    std::tie(above, below) = counts();
    REQUIRE(below == 0);
    checkTooltipOfRowUnder(board, x, y);
    const LayoutRecord rec = recordFrame(app);
    std::vector<std::string> texts;
    for (const TextBox* t : textsIn(rec, bar.area())) texts.push_back(t->text);
    INFO(::Catch::Detail::stringify(texts));
    CHECK(std::find(texts.begin(), texts.end(), app.strings().format("board.bar.above", above)) != texts.end());
    CHECK(std::none_of(texts.begin(), texts.end(), [](const std::string& t) { return t.find("more") != std::string::npos; }));
}

TEST_CASE_METHOD(
    QuestOneBoardTest,
    "Bar: the card grows after an action and the bar moves down: the tooltip follows the row under the pointer",
    "[app][board][bar]") {
    const int who = cardIndex(s, "esterella");
    selectCharacter(app, board, who);
    hoverSquare(app, board, s.character(who).pos);
    // Wait is her own row, among the first (findings-4 #1): the pointer rests on the last row,
    // Wait is taken by its key.
    const std::size_t i = rowOf(board, Wait{who});
    REQUIRE(i < 9);
    REQUIRE(board.actions().size() > i + 1);
    const std::size_t j = board.actions().size() - 1;
    const auto rect = board.actionRect(j);
    REQUIRE(rect);
    const int bar_y = board.actionBar().area().y;
    pointAt(app, *rect);
    checkTooltipOfRowUnder(board, rect->centerX(), rect->centerY());
    const std::string wait = board.actions()[j].label;
    pressKey(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(i)));
    app.runFrames(2);
    REQUIRE(board.session().history().back().action == Action{Wait{who}});
    INFO("the bar moved from y " << bar_y << " to " << board.actionBar().area().y);
    REQUIRE(board.actionBar().area().y > bar_y);  // the card grew ("Status: waiting 1")
    checkTooltipOfRowUnder(board, rect->centerX(), rect->centerY(), wait);
    CHECK(board.actionBar().rowAt(rect->centerX(), rect->centerY()) != nullptr);
}

TEST_CASE("Bar: no tooltip outlives its control: a dialog, a resize, the other side's turn, an AI turn",
          "[app][board][bar]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());

    SECTION("the game menu opens under the Menu button's tooltip") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        pointAt(app, menuButton(app));
        REQUIRE(board.tooltip() == app.tr("board.tip.menu"));
        press(app, SDLK_ESCAPE);
        REQUIRE(topScreen(app) == "game_menu");
        CHECK(board.tooltip().empty());
        const LayoutRecord rec = recordFrame(app);
        CHECK(findText(rec, app.tr("board.tip.menu")) == nullptr);
    }
    SECTION("the window shrinks away from under the pointer") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        pointAt(app, menuButton(app));
        REQUIRE(board.tooltip() == app.tr("board.tip.menu"));
        SDL_SetWindowSize(app.window(), 1024, 640);
        app.runFrames(2);
        REQUIRE(app.width() == 1024);
        CHECK(board.tooltip().empty());
    }
    SECTION("the heroes end their turn under a row's tooltip") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const int who = cardIndex(s, "torgils");
        selectCharacter(app, board, who);
        hoverSquare(app, board, s.character(who).pos);
        const auto rect = board.actionRect(rowOf(board, Wait{who}));
        REQUIRE(rect);
        pointAt(app, *rect);
        REQUIRE_FALSE(board.tooltip().empty());
        board.endTurn(true);
        app.runFrames(2);
        REQUIRE(s.activeSide() == Side::Master);
        CHECK(board.actions().empty());
        CHECK(board.tooltip().empty());
    }
    SECTION("the Master AI plays its turn under the Menu button's tooltip") {
        editSettings(app, [&](Settings& st) { st.ai_speed = AiSpeed::Skip; });
        auto session = startQuestOne(app);
        session->setPlayers(cata::content::kSoloVsMaster);
        BoardScreen& board = pushBoard(app, std::move(session));
        pointAt(app, menuButton(app));
        REQUIRE(board.tooltip() == app.tr("board.tip.menu"));
        board.endTurn(true);
        for (int i = 0; i < 3000 && (board.aiTurn() || topScreen(app) != "board"); ++i) {
            if (topScreen(app) == "decision") press(app, SDLK_RETURN);
            app.runFrames(1);
        }
        REQUIRE_FALSE(board.aiTurn());
        REQUIRE(board.session().state().activeSide() == Side::Heroes);
        CHECK(board.tooltip().empty());
    }
}

// ---- Leftover rows ----

namespace {

/// Quest I with Torgils next to the King of the Tombs (the start's decisions declined), and the
/// first seed where Torgils' melee attack on the King misses and the heroes may spend a destiny
/// point to re-roll it (R27): a decision of the side whose character is selected.
std::unique_ptr<content::GameSession> heroDestinySession(App& app) {
    for (std::uint64_t seed = 1; seed < 300; ++seed) {
        auto session = startQuestOne(app, /*adjacent=*/true, seed);
        declineDestiny(*session);
        const GameState& s = session->state();
        const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
        if (s.pending() || !s.isLegal(Melee{torgils, king})) continue;
        GameState probe = s;
        probe.apply(Melee{torgils, king});
        if (probe.pending() && probe.pending()->kind == DecisionKind::DestinyReroll) return session;
    }
    FAIL("no seed where Torgils' attack asks for a destiny point");
    return nullptr;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Bar: a decision's rows leave the bar once it is answered and a stale row's reason is true",
                 "[app][board][bar]") {
    SECTION("the destiny dialog's answers (R27), asked of the selected hero's side") {
        BoardScreen& board = pushBoard(app, heroDestinySession(app));
        const GameState& s = board.session().state();
        const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
        selectCharacter(app, board, torgils);
        hoverSquare(app, board, s.character(king).pos);
        const auto rect = board.actionRect(rowOf(board, Melee{torgils, king}));
        REQUIRE(rect);
        moveMouse(rect->centerX(), rect->centerY());
        clickAt(rect->centerX(), rect->centerY());
        app.runFrames(2);
        REQUIRE(topScreen(app) == "decision");
        while (topScreen(app) == "decision") press(app, SDLK_RETURN);
        app.runFrames(1);
        REQUIRE(board.selected() == torgils);
        INFO(::Catch::Detail::stringify(barLabels(board.actions())));
        for (const ActionItem& item : board.actions()) {
            CHECK_FALSE(std::holds_alternative<UseDestiny>(item.action));
            CHECK_FALSE(std::holds_alternative<DeclineDestiny>(item.action));
        }
    }
    SECTION("a walk taken from the bar") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const int who = cardIndex(s, "torgils");
        selectCharacter(app, board, who);
        const Pos to = s.character(who).pos + Pos{0, 1};
        REQUIRE(s.isLegal(Walk{who, to}));
        hoverSquare(app, board, to);
        const auto rect = board.actionRect(rowOf(board, Walk{who, to}));
        REQUIRE(rect);
        moveMouse(rect->centerX(), rect->centerY());
        clickAt(rect->centerX(), rect->centerY());
        app.runFrames(2);
        REQUIRE(s.character(who).pos == to);
        const std::regex same(R"(\((\d+),(\d+)\) is not next to \(\1,\2\))");
        for (const ActionItem& item : board.actions()) {
            INFO(item.label << ": " << item.why);
            CHECK_FALSE(std::regex_search(item.why, same));
        }
        // The core's reason for a walk onto the square one stands on (R9).
        const auto why = s.whyIllegal(Walk{who, to});
        REQUIRE(why);
        CHECK(why->find("already") != std::string::npos);
    }
}

// ---- Rule ids ----

TEST_CASE_METHOD(AppTest, "Rule ids: the dice tray, the log and the destiny dialog follow the Show rule ids setting",
                 "[app][board][bar]") {
    const std::regex ids(R"([\[(]R[0-9]+)");
    const auto noIds = [&](const LayoutRecord& rec) {
        for (const TextBox& t : rec.texts) {
            INFO(t.text);
            CHECK_FALSE(std::regex_search(t.text, ids));
        }
    };
    SECTION("a spell in the tray and the log") {
        BoardScreen& board = pushBoard(app, startQuestOne(app));
        const GameState& s = board.session().state();
        const int esterella = cardIndex(s, "esterella");
        REQUIRE(board.choose(CastSpell{esterella, "freya_blessing", esterella}));
        press(app, SDLK_SPACE);
        REQUIRE_FALSE(board.diceTray().rolls().empty());
        noIds(recordFrame(app));
        // Shown with the setting.
        editSettings(app, [&](Settings& st) { st.show_rule_ids = true; });
        const LayoutRecord rec = recordFrame(app);
        bool shown = false;
        for (const TextBox& t : rec.texts) shown = shown || t.text.find("[R23]") != std::string::npos;
        CHECK(shown);
        // The exported log keeps them.
        const auto path = board.exportLog();
        REQUIRE(path);
        std::ifstream in(*path);
        std::stringstream text;
        text << in.rdbuf();
        CHECK(text.str().find("R23") != std::string::npos);
    }
    SECTION("the destiny dialog") {
        BoardScreen& board = pushBoard(app, heroDestinySession(app));
        const GameState& s = board.session().state();
        REQUIRE(board.choose(Melee{cardIndex(s, "torgils"), cardIndex(s, "king_of_the_tombs")}));
        app.runFrames(2);
        REQUIRE(topScreen(app) == "decision");
        press(app, SDLK_SPACE);
        noIds(recordFrame(app));
    }
}

// ---- Texts too long for their box ----

TEST_CASE("Cut texts: rows stay distinguishable, the settings' values whole, the card's lines above the divider",
          "[app][board][bar]") {
    HeadlessHome home;
    SECTION("Esterella's rows, one per spell and target, at 100-200 %, in English and French") {
        for (const char* language : {"en", "fr"})
            for (const double scale : {1.0, 1.5, 2.0}) {
                auto app = sizedApp(home, 1280, 800, scale, language);
                BoardScreen& board = pushBoard(*app, startQuestOne(*app));
                const GameState& s = board.session().state();
                const int esterella = cardIndex(s, "esterella");
                selectCharacter(*app, board, esterella);
                hoverSquare(*app, board, s.character(esterella).pos);
                for (int page = 0; page < 2; ++page) {
                    // Each row's texts as drawn (its key, its label on one line or two, its AP).
                    const LayoutRecord rec = recordFrame(*app);
                    std::map<std::string, std::set<std::string>> shown_for;  // drawn text -> labels
                    for (const DrawnRow& row : board.actionBar().drawn()) {
                        std::string drawn;
                        for (const TextBox* t : textsIn(rec, row.rect))
                            if (t->clip.contains(t->ink.centerX(), t->ink.centerY())) drawn += t->text + "|";
                        shown_for[drawn].insert(row.item.label);
                    }
                    for (const auto& [drawn, labels_of] : shown_for) {
                        INFO(language << " at " << scale * 100 << " %: \"" << drawn << "\" stands for "
                                      << ::Catch::Detail::stringify(std::vector<std::string>(labels_of.begin(), labels_of.end())));
                        CHECK(labels_of.size() == 1);
                    }
                    const Rect r = board.actionBar().area();
                    moveMouse(r.centerX(), r.centerY());
                    app->runFrames(1);
                    turnWheel(*app, -50);
                }
            }
    }
    SECTION("the settings' values at 100-200 %, in English and French") {
        const std::pair<int, int> windows[] = {{1024, 640}, {1280, 800}, {1920, 1080}};
        for (const auto& [w, h] : windows)
            for (const char* language : {"en", "fr"})
                for (const double scale : {1.0, 1.5, 2.0}) {
                    auto app = sizedApp(home, w, h, scale, language);
                    editSettings(*app, [&](Settings& st) {
                        st.waiting_prompt = WaitingPrompt::WhenAble;
                        st.ai_speed = AiSpeed::Skip;
                    });
                    app->screens().push(std::make_unique<SettingsScreen>(*app));
                    app->runFrames(2);
                    const LayoutRecord rec = recordFrame(*app);
                    for (const char* key : {"settings.waiting_prompt.when_able", "settings.ai_speed.skip"}) {
                        const std::string value = app->tr(key);
                        // Whole on one line, or its words over two.
                        std::string drawn;
                        for (const TextBox& t : rec.texts)
                            if (!t.text.empty() && value.find(t.text) != std::string::npos)
                                drawn += (drawn.empty() ? "" : " ") + t.text;
                        INFO(w << "x" << h << " " << language << " at " << scale * 100 << " %: " << value);
                        CHECK(drawn == value);
                    }
                    for (const TextBox& t : rec.texts) {
                        INFO(w << "x" << h << " " << language << " at " << scale * 100 << " %: " << t.text);
                        if (t.text.find("catakombes") == std::string::npos)  // the note names the settings file
                            CHECK(t.text.find("\u2026") == std::string::npos);
                    }
                }
    }
    SECTION("a long card in a short panel: no line cut by the divider under it") {
        const std::tuple<int, int, double> cases[] = {{640, 400, 1.0}, {800, 500, 1.0}, {1280, 800, 2.0}, {1024, 640, 1.5}};
        for (const auto& [w, h, scale] : cases)
            for (const bool master : {false, true}) {
                auto app = sizedApp(home, w, h, scale);
                BoardScreen& board = pushBoard(*app, master ? masterTurn(*app) : startQuestOne(*app));
                const GameState& s = board.session().state();
                const int who = cardIndex(s, master ? "king_of_the_tombs" : "esterella");
                for (int i = 0; i < 12 && board.selected() != who; ++i) press(*app, SDLK_TAB, KMOD_LSHIFT);
                REQUIRE(board.selected() == who);
                const LayoutRecord rec = recordFrame(*app);
                const PanelBox* head = nullptr;
                for (const PanelBox& p : rec.panels)
                    if (p.name == "side panel") head = &p;
                REQUIRE(head != nullptr);
                for (const TextBox& t : rec.texts) {
                    if (t.ink.right() <= head->rect.x || t.ink.x >= head->rect.right()) continue;
                    INFO(w << "x" << h << " at " << scale * 100 << " %: \"" << t.text << "\" " << str(t.ink) << " in "
                           << str(head->rect));
                    // Wholly above the card's bottom edge or wholly below it: never across it.
                    CHECK_FALSE((t.ink.y < head->rect.bottom() && t.ink.bottom() > head->rect.bottom()));
                }
            }
    }
}

// ---- Room for the log ----

TEST_CASE("Log room: six log lines beside the King's dozen rows at 1280x800 and an empty dice tray stays small",
          "[app][board][bar]") {
    HeadlessHome home;
    for (const double scale : {1.0, 1.5, 2.0}) {
        auto app = sizedApp(home, 1280, 800, scale);
        BoardScreen& board = pushBoard(*app, kingCrowd(*app, questOne(*app)));
        const GameState& s = board.session().state();
        const int king = cardIndex(s, "king_of_the_tombs");
        selectCharacter(*app, board, king);
        hoverSquare(*app, board, s.character(king).pos);
        REQUIRE(board.diceTray().rolls().empty());
        INFO("scale " << scale * 100 << " %: " << board.actions().size() << " rows, " << board.actionBar().drawn().size()
                      << " drawn, " << board.combatLog().visibleRows() << " log lines");
        REQUIRE(board.actions().size() >= 9);  // (no heal for the unhurt: findings-3 #5)
        CHECK(board.combatLog().visibleRows() >= 6);
        // Three rows and "+N more" at least when the card is long and the window short.
        CHECK(board.actionBar().drawn().size() >= (scale == 1.0 ? 5u : 3u));
    }
}

// ---- The crush square's cost ----

TEST_CASE_METHOD(AppTest, "Crush label: after a kill the crush square is labelled with the core's cost, 0 AP (R13)",
                 "[app][board][bar]") {
    // The first seed where Torgils kills the weakest Master character, put beside him, with his melee attacks.
    std::unique_ptr<content::GameSession> session;
    for (std::uint64_t seed = 1; seed < 400 && !session; ++seed) {
        content::NewGame game = questOne(app, /*adjacent=*/true, seed);
        std::size_t weakest = 0;
        int least = 1 << 20;
        for (std::size_t k = 0; k < game.master.size(); ++k)
            for (const CharacterCard& c : app.documents().library().cards)
                if (c.id == game.master[k].card && c.characteristics[Characteristic::HealthPoints] < least) {
                    least = c.characteristics[Characteristic::HealthPoints];
                    weakest = k;
                }
        std::swap(game.master[0].at, game.master[weakest].at);
        auto candidate = startGame(app, game);
        const int torgils = cardIndex(candidate->state(), "torgils");
        for (int step = 0; step < 12 && !candidate->state().isOver(); ++step) {
            const GameState& cs = candidate->state();
            if (cs.pending()) {
                candidate->apply(DeclineDestiny{});
                continue;
            }
            if (cs.data().crush) break;
            const int enemy = adjacentEnemy(cs, torgils);
            if (enemy < 0 || !cs.isLegal(Melee{torgils, enemy})) break;
            candidate->apply(Melee{torgils, enemy});
        }
        if (candidate->state().data().crush && !candidate->state().pending()) session = std::move(candidate);
    }
    REQUIRE(session);
    const Pos square = session->state().data().crush->to;
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int torgils = cardIndex(s, "torgils");
    REQUIRE(s.isLegal(Crush{torgils, square}));
    REQUIRE(s.info(Crush{torgils, square}).ap == 0);
    selectCharacter(app, board, torgils);
    hoverSquare(app, board, square);
    CHECK(board.overlays().path_label == app.strings().format("board.bar.ap", 0));
    CHECK(board.actions()[rowOf(board, Crush{torgils, square})].ap == 0);
    for (const ReachableSquare& r : board.overlays().reachable)
        if (r.at == square) CHECK(r.ap == 0);
}

// ---- A move that may reveal a hidden trap ----

TEST_CASE_METHOD(QuestOneBoardTest,
                 "Reveal mark: a hero's walk while a hidden trap lies unsprung may reveal it, says so, and is undone "
                 "if it did not (R48)",
                 "[app][board][bar]") {
    REQUIRE(std::any_of(s.content().quest.objects.begin(), s.content().quest.objects.end(),
                        [](const ObjectDef& o) { return o.kind == ObjectKind::Trap && o.hidden; }));
    const int who = cardIndex(s, "torgils");
    selectCharacter(app, board, who);
    const Pos start = s.character(who).pos;
    std::optional<Pos> to;
    for (const LegalAction& la : s.legalActions())
        if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == who && !to) to = w->to;
    REQUIRE(to);
    // The core flags the walk (the flag must not tell where the trap is), without dice.
    REQUIRE_FALSE(s.info(Walk{who, *to}).rolls_dice);
    REQUIRE(s.info(Walk{who, *to}).reveals);
    hoverSquare(app, board, *to);
    const std::size_t i = rowOf(board, Walk{who, *to});
    REQUIRE_FALSE(board.actions()[i].undoable);
    const auto rect = board.actionRect(i);
    REQUIRE(rect);
    pointAt(app, *rect);
    INFO(board.tooltip());
    CHECK(board.tooltip().find(app.tr("board.may_reveal")) != std::string::npos);
    CHECK(board.tooltip().find(app.tr("board.not_undoable")) == std::string::npos);
    clickAt(rect->centerX(), rect->centerY());
    app.runFrames(2);
    REQUIRE(s.character(who).pos == *to);
    press(app, SDLK_z, KMOD_LCTRL);
    CHECK(s.character(who).pos == start);  // it revealed nothing: undone
}
