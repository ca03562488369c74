// The action bar's rows as the fourth play-test met them: the character's own rows keep their
// numbers and places whatever square the pointer crosses (a jump row pushed "Take the potion"
// down and row 1 rolled the jump), the hovered square's path goes with the pointer, a jump
// that fails says so, no heal is offered to someone who needs none.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/event_text.h"
#include "cata/core/healing.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace rows_test {

/// A square at `ap` AP or more from `who` that a click walks to (an empty reachable one).
std::optional<Pos> reachableAt(const BoardScreen& board, int ap) {
    for (const ReachableSquare& r : board.overlays().reachable)
        if (r.ap >= ap && board.session().state().characterAt(r.at) < 0) return r.at;
    return std::nullopt;
}

}  // namespace rows_test

using namespace rows_test;

TEST_CASE_METHOD(
    QuestOneBoardTest,
    "Rows (findings-4 #1): the character's own rows keep their number and place whatever square is hovered",
    "[app][board][bar][rows]") {
    const int irf = cardIndex(s, "irf");
    selectCharacter(app, board, irf);
    // On his own square: his own rows first, row 1 at its place.
    hoverSquare(app, board, s.character(irf).pos);
    REQUIRE_FALSE(board.actions().empty());
    const ActionItem own = board.actions().front();
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    // ("Close the door" next to Irf, "Wait": an object's or the character's own, no square's.)
    REQUIRE((actionGroup(own.action) == ActionGroup::Object || actionGroup(own.action) == ActionGroup::Other));
    const auto own_rect = board.actionRect(0);
    REQUIRE(own_rect);

    // Squares that add rows: an empty reachable one (a move), an enemy (greyed attacks), a jump.
    std::vector<Pos> squares;
    if (const auto q = reachableAt(board, 1)) squares.push_back(*q);
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Master && s.character(i).presence == Presence::OnBoard &&
            board.view().area().contains(board.view().centerOf(s.character(i).pos).x,
                                         board.view().centerOf(s.character(i).pos).y)) {
            squares.push_back(s.character(i).pos);
            break;
        }
    if (!board.overlays().jumps.empty()) squares.push_back(board.overlays().jumps.front().at);
    REQUIRE(squares.size() >= 2);
    for (const Pos q : squares) {
        hoverSquare(app, board, q);
        INFO("hovering (" << q.x << "," << q.y << "): " << ::Catch::Detail::stringify(barLabels(board.actions())));
        REQUIRE(board.actions().size() >= 2);  // the square added rows
        CHECK(board.actions().front().action == own.action);
        const auto rect = board.actionRect(0);
        REQUIRE(rect);
        CHECK(rect->y == own_rect->y);
        const DrawnRow* first = board.actionBar().rowNumbered(1);
        REQUIRE(first);
        CHECK(first->item.action == own.action);
    }

    SECTION("digit 1 with the pointer on a square that adds a move row: his own row 1") {
        const auto q = reachableAt(board, 1);
        REQUIRE(q);
        hoverSquare(app, board, *q);
        const std::size_t steps = board.session().history().size();
        press(app, SDLK_1);
        REQUIRE(board.session().history().size() == steps + 1);
        CHECK(board.session().history().back().action == own.action);
    }
    SECTION("from that square onto row 1 in one motion, and a click: his own row") {
        const auto q = reachableAt(board, 1);
        REQUIRE(q);
        hoverSquare(app, board, *q);
        const std::size_t steps = board.session().history().size();
        clickRect(app, *own_rect);
        REQUIRE(board.session().history().size() == steps + 1);
        CHECK(board.session().history().back().action == own.action);
    }
}

TEST_CASE("Rows (play 5): crossing an empty square never pushes the rows aimed at characters down",
          "[app][board][bar][rows]") {
    // The King on his first turn: spells on himself and his allies whatever the pointer is on;
    // hovering an empty square he can walk to put "Walk to 24,18" at row 1 above them.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto session = startQuestOne(app);
    REQUIRE(session);
    session->apply(EndTurn{});
    declineDestiny(*session);
    REQUIRE(session->state().activeSide() == Side::Master);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs");
    selectCharacter(app, board, king);
    hoverSquare(app, board, s.character(king).pos);
    const std::vector<ActionItem> before = board.actions();
    INFO("on his square: " << ::Catch::Detail::stringify(barLabels(board.actions())));
    REQUIRE(std::any_of(before.begin(), before.end(),
                        [](const ActionItem& i) { return std::holds_alternative<CastSpell>(i.action); }));
    std::optional<Pos> q;  // an empty square one step away: a walk's row
    for (const ReachableSquare& r : board.overlays().reachable)
        if (r.ap == 1 && s.characterAt(r.at) < 0 && !q) q = r.at;
    REQUIRE(q);
    hoverSquare(app, board, *q);
    INFO("on an empty square: " << ::Catch::Detail::stringify(barLabels(board.actions())));
    const std::vector<ActionItem>& after = board.actions();
    REQUIRE(after.size() > before.size());  // the walk's row was added...
    for (std::size_t i = 0; i < before.size(); ++i) CHECK(after[i].action == before[i].action);  // ...after them
    CHECK(
        std::any_of(after.begin() + static_cast<std::ptrdiff_t>(before.size()), after.end(), [&](const ActionItem& i) {
            const auto* walk = std::get_if<Walk>(&i.action);
            const auto* run = std::get_if<Run>(&i.action);
            return (walk && walk->to == *q) || (run && run->to == *q);
        }));
}

TEST_CASE("Tooltips stay out of the side panel: a bar row's left of it, a square's left of the pointer (play 5)",
          "[app][board][bar][tooltip]") {
    // Play 5: "Shot: Ghoul"'s odds hid rows 6 and 7 under the pointer on row 5; a square's
    // "Out of reach" reached over the panel and hid a row's digit.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    selectCharacter(app, board, cardIndex(s, "irf"));
    const auto boxes = [&] {
        const LayoutRecord rec = recordFrame(app);
        std::optional<Rect> side, tip;
        for (const PanelBox& b : rec.panels) {
            if (b.name == "side panel") side = b.rect;
            if (b.name == "tooltip") tip = b.rect;
        }
        REQUIRE(side);
        return std::pair{*side, tip};
    };
    const auto apart = [](const Rect& a, const Rect& b) {
        return a.right() <= b.x || b.right() <= a.x || a.bottom() <= b.y || b.bottom() <= a.y;
    };
    const auto row = board.actionRect(0);
    REQUIRE(row);
    moveMouse(row->x + row->w / 2, row->y + row->h / 2);
    app.runFrames(2);
    REQUIRE_FALSE(board.tooltip().empty());
    {
        const auto [side, tip] = boxes();
        REQUIRE(tip);
        CHECK(apart(*tip, side));
        CHECK(tip->right() <= side.x);
    }
    // A square near the map's right edge with a tip (on Irf's row, from the edge leftwards):
    // right of the pointer its box would cross the panel; it goes left of the pointer.
    const Rect map = board.view().area();
    const int y = board.view().centerOf(s.character(cardIndex(s, "irf")).pos).y;
    const int step = std::max(8, board.view().centerOf(Pos{1, 0}).x - board.view().centerOf(Pos{0, 0}).x);
    int x = map.right() - 4;
    for (int i = 0; i < 8; ++i, x -= step) {
        moveMouse(x, y);
        app.runFrames(2);
        if (!board.tooltip().empty()) break;
    }
    REQUIRE_FALSE(board.tooltip().empty());
    const auto [side, tip] = boxes();
    REQUIRE(tip);
    INFO("pointer at " << x << "," << y << ", panel from x " << side.x);
    CHECK(apart(*tip, side));
    CHECK(tip->right() <= x);
}

TEST_CASE_METHOD(
    AppTest, "Rows (findings-4 #5): the path to the hovered square goes with the pointer off the map and under a layer",
    "[app][board][bar][rows]") {
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    const int who = cardIndex(s, "esterella");
    selectCharacter(app, board, who);
    const auto q = reachableAt(board, 2);
    REQUIRE(q);
    hoverSquare(app, board, *q);
    REQUIRE_FALSE(board.overlays().path.empty());
    REQUIRE_FALSE(board.overlays().path_label.empty());

    // Onto the side panel (the card): no path, no square marked.
    const Rect bar = board.actionBar().area();
    moveMouse(bar.centerX(), board.titleRect().bottom() + 60);
    app.runFrames(1);
    CHECK(board.overlays().path.empty());
    CHECK(board.overlays().path_label.empty());
    CHECK_FALSE(board.overlays().hovered);
    // Back onto the same square: the path again.
    hoverSquare(app, board, *q);
    CHECK_FALSE(board.overlays().path.empty());
    // Onto the bar: the square its rows are for stays marked, without the path.
    const auto row = board.actionRect(0);
    REQUIRE(row);
    moveMouse(row->centerX(), row->centerY());
    app.runFrames(1);
    CHECK(board.overlays().path.empty());
    CHECK(board.overlays().hovered == *q);

    // The end-turn warning opened with the pointer on the square: no path under it.
    hoverSquare(app, board, *q);
    REQUIRE_FALSE(board.overlays().path.empty());
    press(app, SDLK_e);
    REQUIRE(board.confirmingEndTurn());
    CHECK(board.overlays().path.empty());
    press(app, SDLK_ESCAPE);
    REQUIRE_FALSE(board.confirmingEndTurn());
    CHECK_FALSE(board.overlays().path.empty());  // the pointer is still there
    // The help over the board: no path under it.
    press(app, SDLK_F1);
    REQUIRE(topScreen(app) == "help");
    CHECK(board.overlays().path.empty());
    press(app, SDLK_ESCAPE);
    REQUIRE(topScreen(app) == "board");
}

TEST_CASE("Rows (findings-4 #7): a failed jump says the hero falls, in English and French (R43)",
          "[app][feedback][rows]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int irf = cardIndex(s, "irf");
    StringTable en, fr;
    const std::filesystem::path ui = std::filesystem::path(dataDir()) / "assets" / "ui";
    for (StringTable* t : {&en, &fr}) {
        REQUIRE(t->load((ui / "strings.json").string()));
        REQUIRE(t->load((ui / "strings" / "feedback.json").string()));
    }
    en.setLanguage("en");
    fr.setLanguage("fr");
    TestRoll roll;
    roll.faces = {PowerFace::Blank, PowerFace::Success, PowerFace::Blank};
    roll.successes = 1;
    roll.result = 1;
    roll.difficulty = 8;
    const Moved landed{irf, Pos{8, 19}, Pos{11, 16}, "R43"};
    const auto last = [&](const std::vector<Event>& events, const StringTable& t) {
        const auto lines = describeEvents(events, s, t, 2, Side::Heroes);
        REQUIRE_FALSE(lines.empty());
        return lines.back().text;
    };
    // Failed, and the fall in the same step.
    roll.passed = false;
    const std::vector<Event> failed{TestRolled{irf, Characteristic::Agility, roll, "jump", "R43", {}},
                                    D6Rolled{irf, {4}, 4, "jump fall", "R43"}, landed};
    CHECK(last(failed, en) == "Irf misses the jump and falls (8,19) \u2192 (11,16)");
    CHECK(last(failed, fr) == "Irf rate son saut et tombe (8,19) \u2192 (11,16)");
    // The fall after a destiny re-roll declined (R27): the answer's step has no test, only the fall.
    const std::vector<Event> declined{D6Rolled{irf, {6}, 6, "jump fall", "R43"}, landed};
    CHECK(last(declined, en) == "Irf misses the jump and falls (8,19) \u2192 (11,16)");
    // A jump made still jumps (a re-roll taken is a test in the answer's step).
    roll.passed = true;
    const std::vector<Event> made{TestRolled{irf, Characteristic::Agility, roll, "jump", "R43", {}}, landed};
    CHECK(last(made, en) == "Irf jumps (8,19) \u2192 (11,16)");
    CHECK(last(made, fr) == "Irf saute (8,19) \u2192 (11,16)");
}

TEST_CASE("Rows (findings-3 #5): no heal row for a target who needs no healing, one for a wounded one (R23)",
          "[app][board][bar][rows]") {
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    // The King strikes Torgils until he is wounded (a seed where a blow lands), then the heroes'
    // turn: Esterella may heal Torgils, nobody else.
    std::unique_ptr<content::GameSession> session;
    for (std::uint64_t seed = 1; seed < 40 && !session; ++seed) {
        auto tried = startQuestOne(app, /*adjacent=*/true, seed);
        const auto settle = [&] { declineDestiny(*tried); };
        settle();
        tried->apply(EndTurn{});
        settle();
        const GameState& st = tried->state();
        const int king = cardIndex(st, "king_of_the_tombs"), torgils = cardIndex(st, "torgils");
        if (distance(st.character(king).pos, st.character(torgils).pos) != 1) continue;
        for (int i = 0; i < 3 && tried->state().isLegal(Melee{king, torgils}); ++i) {
            tried->apply(Melee{king, torgils});
            settle();
        }
        if (tried->state().waitingWindow()) tried->apply(Pass{});
        if (tried->state().isLegal(EndTurn{})) tried->apply(EndTurn{});
        settle();
        const GameState& now = tried->state();
        if (now.activeSide() == Side::Heroes && !now.pending() &&
            now.character(torgils).presence == Presence::OnBoard && needsHealing(now, torgils) &&
            !needsHealing(now, cardIndex(now, "irf")) && !needsHealing(now, cardIndex(now, "esterella")))
            session = std::move(tried);
    }
    REQUIRE(session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int esterella = cardIndex(s, "esterella"), torgils = cardIndex(s, "torgils"), irf = cardIndex(s, "irf");
    selectCharacter(app, board, esterella);
    // Pointing at Torgils, wounded: the heal is offered (greyed with the core's reason when he
    // is out of its reach).
    hoverSquare(app, board, s.character(torgils).pos);
    INFO(::Catch::Detail::stringify(barLabels(board.actions())));
    bool heals_torgils = false, blesses = false;
    for (const ActionItem& item : board.actions())
        if (const auto* c = std::get_if<CastSpell>(&item.action)) {
            const Spell* sp = s.content().spell(c->spell);
            REQUIRE(sp);
            if (spellHeals(*sp)) {
                CHECK(c->target == torgils);  // never Irf nor herself, at full HP
                heals_torgils = heals_torgils || c->target == torgils;
            } else {
                blesses = true;  // a blessing helps anyone: offered
            }
        }
    CHECK(heals_torgils);
    CHECK(blesses);
    // Pointing at Irf or at herself (full HP), or at nobody: no heal, the blessing still.
    for (const int at : {irf, esterella}) {
        hoverSquare(app, board, s.character(at).pos);
        INFO(::Catch::Detail::stringify(barLabels(board.actions())));
        bool blessing = false;
        for (const ActionItem& item : board.actions())
            if (const auto* c = std::get_if<CastSpell>(&item.action)) {
                const Spell* sp = s.content().spell(c->spell);
                REQUIRE(sp);
                CHECK((!spellHeals(*sp) || c->target == torgils));
                blessing = blessing || !spellHeals(*sp);
            }
        CHECK(blessing);
    }
}

namespace rows_test {

/// Quest I with Sir Flavien in Irf's place, the King of the Tombs in the doorway next to
/// Torgils: Flavien may challenge the King to a duel (R46), the King has his spells on all.
std::unique_ptr<content::GameSession> flavienAndKing(App& app, bool master_turn) {
    auto session = startGame(app, withFlavien(questOne(app, /*adjacent=*/true)));
    if (master_turn)
        toMasterTurn(*session);
    else
        declineDestiny(*session);
    return session;
}

/// The row's label as drawn: its texts top to bottom (not a card line scrolled out of its clip),
/// but its key and its AP, joined by spaces.
std::string drawnLabel(const LayoutRecord& rec, const DrawnRow& row, std::size_t index, const std::string& ap) {
    std::vector<const TextBox*> in;
    for (const TextBox& t : rec.texts)
        if (!t.text.empty() && row.rect.contains(t.ink.centerX(), t.ink.centerY()) &&
            t.clip.contains(t.ink.centerX(), t.ink.centerY()) && t.text != ap && t.text != std::to_string(index + 1))
            in.push_back(&t);
    std::sort(in.begin(), in.end(), [](const TextBox* a, const TextBox* b) { return a->box.y < b->box.y; });
    std::string out;
    for (const TextBox* t : in) out += (out.empty() ? "" : " ") + t->text;
    return out;
}

}  // namespace rows_test

TEST_CASE("Rows (findings-3 #5): a long label takes two lines, whole, at 100-200 % in English and French",
          "[app][board][bar][rows]") {
    HeadlessHome home;
    for (const char* language : {"en", "fr"})
        for (const double scale : {1.0, 1.5, 2.0}) {
            for (const bool master : {false, true}) {
                auto app = sizedApp(home, 1280, 800, scale, language);
                BoardScreen& board = pushBoard(*app, flavienAndKing(*app, master));
                const GameState& s = board.session().state();
                const int who = cardIndex(s, master ? "king_of_the_tombs" : "flavien");
                const int king = cardIndex(s, "king_of_the_tombs");
                selectCharacter(*app, board, who);
                // Flavien pointing at the King ("Challenge King of the Tombs to a duel"), the King
                // on his own square (his spells on everyone: "Cast Unholy vigour on King of the Tombs").
                hoverSquare(*app, board, s.character(master ? who : king).pos);
                bool two_lines = false;
                for (int page = 0; page < 3; ++page) {
                    const LayoutRecord rec = recordFrame(*app);
                    const auto& drawn = board.actionBar().drawn();
                    for (std::size_t k = 0; k < drawn.size(); ++k) {
                        const DrawnRow& row = drawn[k];
                        std::size_t index = 0;
                        while (index < board.actions().size() &&
                               !(board.actionRect(index) && *board.actionRect(index) == row.rect))
                            ++index;
                        const std::string ap = app->strings().format("board.bar.ap", row.item.ap);
                        const std::string shown = drawnLabel(rec, row, index, ap);
                        INFO(language << " at " << scale * 100 << " %: \"" << shown << "\" for \"" << row.item.label
                                      << "\"");
                        CHECK(shown == row.item.label);  // whole: no name cut
                        two_lines = two_lines || row.rect.h > app->painter().px(24);
                    }
                    const Rect r = board.actionBar().area();
                    moveMouse(r.centerX(), r.centerY());
                    app->runFrames(1);
                    turnWheel(*app, -3);
                    // Off the bar to the top bar's middle: no tooltip over the rows.
                    moveMouse(app->width() / 2, app->painter().px(6));
                    app->runFrames(1);
                }
                if (std::string(language) == "en" && scale == 1.0)
                    CHECK(two_lines);  // the duel's row, the King's vigour
                if (scale == 2.0 && !master)
                    REQUIRE(app->saveScreenshot(shotPath(std::string("rows_two_lines_") + language + "_200")));
                if (scale == 1.0 && !master)
                    REQUIRE(app->saveScreenshot(shotPath(std::string("rows_two_lines_") + language + "_100")));
            }
        }
}
