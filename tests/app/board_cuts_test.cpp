// What the second hour of play found on the board: action names cut down to stubs
// with the target kept (a row must say what it does), the dice tray's headings cut, the final
// board's banner over the log, rows and digit keys that disagree with what is drawn, and a
// click or a hover on a square out of reach that says nothing. Played with real SDL events.
#include <catch2/catch.hpp>

#include <algorithm>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/action_bar.h"
#include "cata/app/victory_screen.h"
#include "cata/content/game_session.h"
#include "cata/core/rng.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// Points at square `p` (when the view shows it) and lets the board draw; false when hidden.
bool c15HoverSquare(App& app, const BoardScreen& board, Pos p) {
    const SDL_Point c = board.view().centerOf(p);
    if (!board.view().area().contains(c.x, c.y)) return false;
    moveMouse(c.x, c.y);
    app.runFrames(1);
    return true;
}

void c15SelectWho(App& app, BoardScreen& board, int who) {
    for (int i = 0; i < 12 && board.selected() != who; ++i)
        press(app, SDLK_TAB, KMOD_LSHIFT);  // Shift+Tab: the next character (Tab: the next target)
    REQUIRE(board.selected() == who);
}

/// Quest I with Sir Flavien in Irf's place when `flavien`.
content::NewGame c15QuestOneWith(App& app, bool flavien, bool adjacent = false) {
    return flavien ? withFlavien(questOne(app, adjacent)) : questOne(app, adjacent);
}

/// The character `a` names after its verb and its action's or spell's name, else -1.
int c15NamedTarget(const GameState& s, const Action& a) {
    if (const auto* m = std::get_if<Melee>(&a)) return m->target;
    if (const auto* m = std::get_if<PowerfulAttack>(&a)) return m->target;
    if (const auto* m = std::get_if<Shot>(&a)) return m->target;
    if (const auto* m = std::get_if<SharpShot>(&a)) return m->target;
    if (const auto* c = std::get_if<CastSpell>(&a)) return c->target;
    if (const auto* d = std::get_if<ChallengeDuel>(&a)) return d->target;
    if (const auto* sh = std::get_if<Shift>(&a)) return s.characterAt(sh->through);
    return -1;
}

/// Checks every row the bar draws now (all its pages): the words before the target's name
/// (the verb, the spell's or action's name) drawn whole at the row's start, the words after it
/// whole at its end, and no two rows reading the same. Returns how many rows named a target.
int c15CheckRows(App& app, BoardScreen& board, const std::string& where) {
    const GameState& s = board.session().state();
    int named = 0;
    std::map<std::string, std::set<std::string>> shown_for;  // drawn text -> labels
    for (int page = 0; page < 3; ++page) {
        const LayoutRecord rec = recordFrame(app);
        for (const DrawnRow& row : board.actionBar().drawn()) {
            // The row's label: its texts (one line or two) top to bottom, not its key, not its AP.
            const std::string ap = app.strings().format("board.bar.ap", row.item.ap);
            std::vector<const TextBox*> parts;
            for (const TextBox& t : rec.texts) {
                // Not the tooltip over it, nor the card's lines scrolled out of their view.
                if (t.panel >= 0 && rec.panels[static_cast<std::size_t>(t.panel)].name == "tooltip") continue;
                const Rect seen = intersection(t.ink, t.clip);
                if (!t.text.empty() && !empty(seen) && row.rect.contains(seen.centerX(), seen.centerY()) &&
                    t.text != ap && t.text.find_first_not_of("0123456789") != std::string::npos)
                    parts.push_back(&t);
            }
            std::sort(parts.begin(), parts.end(),
                      [](const TextBox* a, const TextBox* b) { return a->box.y < b->box.y; });
            std::string drawn;
            for (const TextBox* t : parts) drawn += (drawn.empty() ? "" : " ") + t->text;
            shown_for[drawn].insert(row.item.label);
            const int target = c15NamedTarget(s, row.item.action);
            if (target < 0) continue;
            const std::string& label = row.item.label;
            const std::string name = displayName(app, s, target);
            const std::size_t at = label.rfind(name);
            REQUIRE(at != std::string::npos);
            std::string head = label.substr(0, at);
            while (!head.empty() && (head.back() == ' ' || head.back() == ':')) head.pop_back();
            if (head.size() >= 2 && head.compare(head.size() - 2, 2, "\xC2\xA0") == 0) head.resize(head.size() - 2);
            while (!head.empty() && (head.back() == ' ' || head.back() == ':')) head.pop_back();
            const std::string tail = label.substr(at + name.size());
            INFO(where << ": \"" << drawn << "\" for \"" << label << "\"");
            CHECK(drawn.compare(0, head.size(), head) == 0);
            CHECK((drawn.size() >= tail.size() && drawn.compare(drawn.size() - tail.size(), tail.size(), tail) == 0));
            ++named;
        }
        const Rect r = board.actionBar().area();
        moveMouse(r.centerX(), r.centerY());
        app.runFrames(1);
        turnWheel(app, -6);
    }
    for (const auto& [drawn, labels_of] : shown_for) {
        INFO(where << ": \"" << drawn << "\" stands for "
                   << ::Catch::Detail::stringify(std::vector<std::string>(labels_of.begin(), labels_of.end())));
        CHECK(labels_of.size() == 1);
    }
    return named;
}

/// Quest I, the Master to move, the King in the doorway (7,17) with the heroes in sight and two
/// of his own beside him: the King's spells on every one of them.
/// With `flavien`, Sir Flavien (in Irf's place) stands next to the King, at (6,17).
std::unique_ptr<content::GameSession> c15KingCrowd(App& app, bool flavien = false) {
    const content::NewGame game = c15QuestOneWith(app, flavien);
    int beside = -1;
    for (std::size_t i = 0; i < game.heroes.size(); ++i)
        if (flavien && game.heroes[i].card == "flavien") beside = static_cast<int>(i);
    return kingCrowd(app, game, beside);
}

}  // namespace

TEST_CASE("Cut texts: a row keeps its verb and its spell's or action's name whole, the target's name is shortened",
          "[app][board][bar][cuts]") {
    HeadlessHome home;
    const std::pair<const char*, double> cases[] = {{"en", 1.0}, {"fr", 2.0}};
    for (const auto& [language, scale] : cases) {
        const std::string where = std::string(language) + " at " + std::to_string(static_cast<int>(scale * 100)) + " %";
        {
            INFO("the King's spells on each target, " << where);
            auto app = sizedApp(home, 1280, 800, scale, language);
            BoardScreen& board = pushBoard(*app, c15KingCrowd(*app));
            const GameState& s = board.session().state();
            const int king = cardIndex(s, "king_of_the_tombs");
            c15SelectWho(*app, board, king);
            REQUIRE(c15HoverSquare(*app, board, s.character(king).pos));
            CHECK(c15CheckRows(*app, board, where + ", the King") >= 4);
        }
        for (const bool flavien : {false, true}) {
            const std::string hero_card = flavien ? "flavien" : "irf";
            INFO(hero_card << "'s attacks on each enemy in view, " << where);
            auto app = sizedApp(home, 1280, 800, scale, language);
            BoardScreen& board = pushBoard(*app, startGame(*app, c15QuestOneWith(*app, flavien, /*adjacent=*/true)));
            const GameState& s = board.session().state();
            const int hero = cardIndex(s, hero_card);
            int named = 0;
            for (int enemy = 0; enemy < static_cast<int>(s.characters().size()); ++enemy) {
                if (s.character(enemy).side == Side::Heroes || s.character(enemy).presence != Presence::OnBoard) continue;
                c15SelectWho(*app, board, hero);
                if (!c15HoverSquare(*app, board, s.character(enemy).pos)) continue;
                named += c15CheckRows(*app, board, where + ", " + hero_card + " on " + s.character(enemy).card);
            }
            CHECK(named >= 4);
        }
    }
}

TEST_CASE("Cut texts: the dice tray's headings are wrapped, never cut", "[app][board][cuts]") {
    HeadlessHome home;
    for (const auto& [language, scale] : {std::pair<const char*, double>{"en", 1.0}, {"fr", 2.0}}) {
        auto app = sizedApp(home, 1280, 800, scale, language);
        BoardScreen& board = pushBoard(*app, c15KingCrowd(*app, /*flavien=*/true));
        const GameState& s = board.session().state();
        const int king = cardIndex(s, "king_of_the_tombs"), flavien = cardIndex(s, "flavien");
        // The King's melee attack on Sir Flavien ("King of the Tombs attacks Sir Flavi…" was cut).
        const Action attack = Melee{king, flavien};
        INFO(s.whyIllegal(attack).value_or("legal"));
        REQUIRE(s.isLegal(attack));
        REQUIRE(board.choose(attack));
        for (int i = 0; i < 8 && topScreen(*app) == "decision"; ++i) press(*app, SDLK_RETURN);
        press(*app, SDLK_SPACE);  // the dice settle
        app->runFrames(2);
        REQUIRE_FALSE(board.diceTray().rolls().empty());
        const LayoutRecord rec = recordFrame(*app);
        for (const auto& roll : board.diceTray().rolls()) {
            const std::string headline = app->strings().plain(roll.headline);
            for (const TextBox& t : rec.texts) {
                const std::size_t dots = t.text.rfind("\u2026");
                if (dots == std::string::npos || dots == 0) continue;
                INFO(language << ": \"" << t.text << "\" for \"" << headline << "\"");
                CHECK(headline.compare(0, dots, t.text, 0, dots) != 0);
            }
        }
    }
}

TEST_CASE("Final board: the banner and the note of Ctrl+L stay off the side panel and its log",
          "[app][board][cuts][victory]") {
    HeadlessHome home;
    auto app = sizedApp(home, 1280, 800, 1.0, "en");
    // A game played at random to its end, then again to one action short of it.
    std::vector<Action> played;
    {
        auto whole = shippedQuest(1, 5);
        Rng pick(5);
        for (int i = 0; i < 6000 && !whole->state().isOver(); ++i) {
            const auto legal = whole->state().legalActions();
            REQUIRE_FALSE(legal.empty());
            played.push_back(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
            whole->apply(played.back());
        }
        REQUIRE(whole->state().isOver());
    }
    auto session = shippedQuest(1, 5);
    for (std::size_t i = 0; i + 1 < played.size(); ++i) session->apply(played[i]);
    REQUIRE_FALSE(session->state().isOver());
    REQUIRE_FALSE(session->state().pending());
    const Action last = played.back();
    BoardScreen& board = pushBoard(*app, std::move(session));
    const Rect panel{board.view().area().right(), 0, app->width() - board.view().area().right(), app->height()};
    REQUIRE(board.choose(last));
    app->runFrames(2);
    REQUIRE(topScreen(*app) == "victory");
    auto& victory = topAs<VictoryScreen>(*app);
    press(*app, SDLK_v);
    REQUIRE(victory.viewingBoard());
    for (const bool saved : {false, true}) {
        if (saved) press(*app, SDLK_l, KMOD_LCTRL);
        INFO((saved ? "after Ctrl+L: " : "V: ") << victory.note() << " banner " << str(victory.boardBanner()) << " panel "
                                                << str(panel));
        CHECK_FALSE(crosses(victory.boardBanner(), panel));
        const LayoutRecord rec = recordFrame(*app);
        REQUIRE_FALSE(rec.texts.empty());
        // The side panel's texts under it (the log's last line): none hidden by the banner.
        for (const TextBox& t : rec.texts) {
            if (t.layer == rec.texts.back().layer || !crosses(t.ink, panel)) continue;
            INFO("\"" << t.text << "\" " << str(t.ink));
            CHECK_FALSE(crosses(t.ink, victory.boardBanner()));
        }
        CHECK(layoutProblems(rec) == std::vector<std::string>{});
    }
    // Play test 7 #17: "Log written to …" once, in the banner, not again at the top of the board.
    REQUIRE(victory.note().find(".txt") != std::string::npos);
    for (const bool viewing : {true, false}) {
        if (!viewing) press(*app, SDLK_v);
        press(*app, SDLK_l, KMOD_LCTRL);
        REQUIRE(victory.viewingBoard() == viewing);
        const LayoutRecord rec = recordFrame(*app);
        const auto said = std::count_if(rec.texts.begin(), rec.texts.end(),
                                        [](const TextBox& t) { return t.text.find(".txt") != std::string::npos; });
        CHECK(said == 1);
        CHECK(board.message().empty());
        if (!viewing) press(*app, SDLK_v);
    }
}

TEST_CASE_METHOD(QuestOneBoardTest,
                 "Rows under a key: a digit acts on the row drawn with it, and after an action the rows stay put",
                 "[app][board][bar][cuts]") {
    const int who = cardIndex(s, "torgils");
    c15SelectWho(app, board, who);
    // A free square next to him: its rows drawn (a walk first).
    std::optional<Pos> to;
    for (const Pos step : {Pos{0, 1}, Pos{1, 0}, Pos{0, -1}, Pos{-1, 0}})
        if (!to && s.isLegal(Walk{who, s.character(who).pos + step})) to = s.character(who).pos + step;
    REQUIRE(to);
    REQUIRE(c15HoverSquare(app, board, *to));
    REQUIRE_FALSE(board.actionBar().drawn().empty());
    // The walk's row, after his own rows (findings-4 #1).
    std::size_t w = 0;
    while (w < board.actionBar().drawn().size() &&
           !std::holds_alternative<Walk>(board.actionBar().drawn()[w].item.action))
        ++w;
    REQUIRE(w < board.actionBar().drawn().size());
    REQUIRE(w < 9);
    const Action first_drawn = board.actionBar().drawn()[w].item.action;

    SECTION("a digit pressed in the frame the list changes acts on the row drawn with it") {
        // The pointer goes onto his own square (other rows) and 1 is pressed, in one frame.
        const SDL_Point own = board.view().centerOf(s.character(who).pos);
        moveMouse(own.x, own.y);
        pressKey(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(w)));
        REQUIRE(app.step(0));
        REQUIRE_FALSE(board.session().history().empty());
        CHECK(board.session().history().back().action == first_drawn);
    }
    SECTION("after the walk taken from the bar, the rows stay put under the pointer, the walk's greyed, and what is drawn is the list") {
        const auto rect = board.actionBar().drawn()[w].rect;
        std::vector<Action> before;
        for (const ActionItem& i : board.actions()) before.push_back(i.action);
        moveMouse(rect.centerX(), rect.centerY());
        clickAt(rect.centerX(), rect.centerY());
        app.runFrames(2);
        REQUIRE(s.character(who).pos == *to);
        // No row slides under a pointer that did not leave the bar (a second quick
        // click would act on it); the walk taken stays where it was, greyed (no longer legal).
        REQUIRE(board.actions().size() >= before.size());
        for (std::size_t k = 0; k < before.size(); ++k) CHECK(board.actions()[k].action == before[k]);
        CHECK_FALSE(board.actions()[w].legal);
        // A second click on the same row does nothing.
        const std::size_t applied = board.session().history().size();
        clickAt(rect.centerX(), rect.centerY());
        app.runFrames(2);
        CHECK(board.session().history().size() == applied);
        std::vector<std::string> items, drawn;
        for (const ActionItem& i : board.actions()) items.push_back(i.label);
        for (const DrawnRow& r : board.actionBar().drawn()) drawn.push_back(r.item.label);
        items.resize(std::min(items.size(), drawn.size()));
        CHECK(drawn == items);
    }
}

TEST_CASE_METHOD(QuestOneBoardTest, "Out of reach: a click keeps the selection and says why, the hover says it too",
                 "[app][board][cuts]") {
    const int who = cardIndex(s, "torgils");
    c15SelectWho(app, board, who);
    const Pos at = s.character(who).pos;
    const auto reachable = [&](Pos p) {
        for (const ReachableSquare& r : board.overlays().reachable)
            if (r.at == p) return true;
        return false;
    };

    SECTION("a floor square beyond his AP") {
        std::optional<Pos> far;
        for (int d = 12; d > 4 && !far; --d)
            for (const Pos step : {Pos{d, 0}, Pos{0, d}, Pos{-d, 0}, Pos{0, -d}, Pos{d, d}, Pos{-d, d}, Pos{d, -d}, Pos{-d, -d}}) {
                const Pos p = at + step;
                if (far || !s.board().inside(p) || !s.board().isWalkable(p) || s.characterAt(p) >= 0 || reachable(p) ||
                    s.isLegal(Jump{who, p}))
                    continue;
                const SDL_Point c = board.view().centerOf(p);
                if (board.view().area().contains(c.x, c.y)) far = p;
            }
        REQUIRE(far);
        REQUIRE(c15HoverSquare(app, board, *far));
        INFO("tooltip: " << board.tooltip());
        CHECK(board.tooltip().find(displayName(app, s, who)) != std::string::npos);
        clickSquare(app, board.view(), *far);
        CHECK(board.selected() == who);
        CHECK(board.message().find(displayName(app, s, who)) != std::string::npos);
    }
    SECTION("lava beyond his reach: the lava is the reason, not his AP (play 7)") {
        std::optional<Pos> lava;
        for (int y = 0; y < s.board().height() && !lava; ++y)
            for (int x = 0; x < s.board().width() && !lava; ++x) {
                const Pos p{x, y};
                const SDL_Point c = board.view().centerOf(p);
                if (s.board().tile(p) == TileKind::Lava && distance(at, p) > 1 && !s.isLegal(Jump{who, p}) &&
                    board.view().area().contains(c.x, c.y))
                    lava = p;
            }
        REQUIRE(lava);
        const std::optional<ActionRefusal> why = s.cannotEndOn(who, *lava);
        REQUIRE(why);
        REQUIRE(c15HoverSquare(app, board, *lava));
        CHECK(board.tooltip() == refusalText(app, s, *why));
        CHECK(board.tooltip().find("lava") != std::string::npos);
        clickSquare(app, board.view(), *lava);
        CHECK(board.selected() == who);
        CHECK(board.message() == refusalText(app, s, *why));
    }
    SECTION("a wall next to him: the core's reason for the step") {
        std::optional<Pos> wall;
        for (const Pos step : {Pos{0, 1}, Pos{1, 0}, Pos{0, -1}, Pos{-1, 0}, Pos{1, 1}, Pos{-1, 1}, Pos{1, -1}, Pos{-1, -1}}) {
            const Pos p = at + step;
            bool object = false;  // (a door's square says why the door cannot be used)
            for (const ObjectDef& o : s.content().quest.objects) object = object || o.at == p;
            if (!wall && !object && s.board().inside(p) && s.characterAt(p) < 0 && !s.isLegal(Walk{who, p}) && !reachable(p) &&
                !s.isLegal(Jump{who, p}))
                wall = p;
        }
        REQUIRE(wall);
        const std::optional<ActionRefusal> why = s.refusal(Walk{who, *wall});
        REQUIRE(why);
        const std::string text = refusalText(app, s, *why);
        REQUIRE(c15HoverSquare(app, board, *wall));
        CHECK(board.tooltip() == text);
        clickSquare(app, board.view(), *wall);
        CHECK(board.selected() == who);
        CHECK(board.message() == text);
    }
}
