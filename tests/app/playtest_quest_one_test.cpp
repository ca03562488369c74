// A play-test of Quest I through the real client ("a new player plays Quest I
// to the end in hot-seat with no rulebook"). Not a regression test: hidden ("[.playtest]"),
// so ctest does not register it. It plays as a sensible player would, with nothing but real
// SDL mouse and keyboard events: the heroes head for the chest together, open the doors on
// their way, jump the lava where it is narrow, strike the enemy with the best odds shown; the
// Master closes in and strikes back; every dialog is answered, every turn ended and handed
// off. A screenshot is written at every significant step into $CATA_PLAYTEST_DIR (default:
// <build>/playtest/), and the time each side's turn takes in the UI is printed.
//
//   SDL_VIDEODRIVER=dummy build/h/tests/test_app "[.playtest]"
#include <SDL.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/decision_dialog.h"
#include "cata/app/deploy_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/hand_off_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/victory_screen.h"
#include "cata/core/odds.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {


using Clock = std::chrono::steady_clock;


/// Writes numbered screenshots ("012-heroes-t1-attack.png") into one folder.
class Camera {
public:
    explicit Camera(App& app) : app_(app) {
        if (const char* env = std::getenv("CATA_PLAYTEST_DIR"); env && *env) {
            dir_ = env;
        } else {
            char* bin = SDL_GetBasePath();
            dir_ = std::filesystem::path(bin ? bin : "./") / ".." / "playtest";
            SDL_free(bin);
        }
        std::filesystem::create_directories(dir_);
        for (const auto& e : std::filesystem::directory_iterator(dir_))
            if (e.path().extension() == ".png") std::filesystem::remove(e.path());
    }
    void shot(const std::string& what) {
        if (count_ >= limit_) return;
        char name[16];
        std::snprintf(name, sizeof name, "%03d-", count_++);
        const auto path = dir_ / (name + what + ".png");
        CHECK(app_.saveScreenshot(path.string()));
    }
    int count() const { return count_; }

private:
    App& app_;
    std::filesystem::path dir_;
    int count_ = 0;
    int limit_ = 400;
};


void hoverSquare(App& app, const BoardView& view, Pos p) {
    const SDL_Point c = view.centerOf(p);
    moveMouse(c.x, c.y);
    app.runFrames(1);
}

/// Cost of moving toward `goal`: Dijkstra over the board, 8 neighbours (R9, R14), doors
/// passable at a little more (they must be opened), lava at much more (it must be jumped).
std::vector<int> costMap(const GameState& s, const std::vector<Pos>& goals) {
    const Board& b = s.board();
    const int w = b.width(), h = b.height();
    std::vector<int> d(static_cast<std::size_t>(w * h), std::numeric_limits<int>::max());
    using Node = std::pair<int, int>;
    std::priority_queue<Node, std::vector<Node>, std::greater<>> q;
    for (Pos g : goals) {
        d[static_cast<std::size_t>(g.y * w + g.x)] = 0;
        q.push({0, g.y * w + g.x});
    }
    const auto step = [&](Pos p) -> int {
        switch (b.tile(p)) {
            case TileKind::Floor: case TileKind::DoorOpen: case TileKind::Reinforcement: case TileKind::CellOpen:
            case TileKind::HiddenTrap: return 10;
            case TileKind::Trap: return 40;
            case TileKind::DoorClosed: return 14;
            case TileKind::Lava: return 60;
            default: return -1;
        }
    };
    while (!q.empty()) {
        const auto [dist, i] = q.top();
        q.pop();
        if (dist > d[static_cast<std::size_t>(i)]) continue;
        const Pos p{i % w, i / w};
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Pos n{p.x + dx, p.y + dy};
                if ((dx == 0 && dy == 0) || !b.inside(n)) continue;
                const int c = step(n);
                if (c < 0) continue;
                const auto ni = static_cast<std::size_t>(n.y * w + n.x);
                if (dist + c < d[ni]) {
                    d[ni] = dist + c;
                    q.push({d[ni], n.y * w + n.x});
                }
            }
    }
    return d;
}

int at(const GameState& s, const std::vector<int>& m, Pos p) {
    return s.board().inside(p) ? m[static_cast<std::size_t>(p.y * s.board().width() + p.x)] : std::numeric_limits<int>::max();
}

int attackTargetInPlaytestQuestOne(const Action& a) {
    if (const auto* m = std::get_if<Melee>(&a)) return m->target;
    if (const auto* m = std::get_if<Shot>(&a)) return m->target;
    return -1;
}

struct Timing {
    std::vector<double> end_turn_ms;  // E (+ Enter) until the hand-off screen is up
    std::vector<double> hand_off_ms;  // the click on the hand-off until the board is back
};

/// Plays the game like a first-time player who read nothing but the screen.
class Player {
public:
    Player(App& app, Camera& cam) : app_(app), cam_(cam) {}

    BoardScreen& board() { return *board_; }
    void setBoard(BoardScreen& b) { board_ = &b; }

    /// Answers what is on top of the board (dialogs, hand-off); true when something was.
    bool handleOverlays() {
        const std::string top = topScreen(app_);
        if (top == "hand_off") {
            const Side side = board_->session().state().toMove().value_or(Side::Heroes);
            cam_.shot(tag(side) + "-handoff");
            const auto t0 = Clock::now();
            passHandOff(app_);
            app_.runFrames(2);
            timing.hand_off_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            return true;
        }
        if (top == "confirm") {
            // Asked first (a risky jump, a run onto a known trap, R43 R48): this player goes
            // anyway (Tab to the yes button, Enter), as it chose the square (declining would
            // leave it clicking the same square again).
            cam_.shot(tag(board_->session().state().toMove().value_or(Side::Heroes)) + "-asked-first");
            std::printf("  asked first: %s | %s\n", topAs<ConfirmScreen>(app_).title().c_str(),
                        topAs<ConfirmScreen>(app_).text().c_str());
            pressKey(SDLK_TAB);
            pressKey(SDLK_RETURN);
            app_.runFrames(2);
            return true;
        }
        if (top == "decision") {
            auto& dialog = topAs<DecisionDialog>(app_);
            cam_.shot(tag(board_->session().state().toMove().value_or(Side::Heroes)) + "-dialog");
            std::printf("  dialog: %s | %zu answers:", dialog.title().c_str(), dialog.answers().size());
            for (const auto& l : dialog.labels()) std::printf(" [%s]", l.c_str());
            std::printf("\n");
            // A cautious player: use destiny, stay rather than take wounds.
            std::size_t pick = 0;
            for (std::size_t i = 0; i < dialog.answers().size(); ++i) {
                const Action& a = dialog.answers()[i].action;
                if (std::holds_alternative<UseDestiny>(a) || std::holds_alternative<Stay>(a)) pick = i;
            }
            clickRect(app_, dialog.buttonRect(pick));
            cam_.shot(tag(board_->session().state().toMove().value_or(Side::Heroes)) + "-dialog-answered");
            return true;
        }
        return false;
    }

    /// One action of the side to move; false when it has nothing sensible left to do.
    bool act() {
        const GameState& s = board_->session().state();
        const Side side = *s.toMove();
        for (int who = 0; who < static_cast<int>(s.characters().size()); ++who) {
            if (s.character(who).side != side || !s.able(who) || s.character(who).ap <= 0 || done_.count(who)) continue;
            const std::size_t before = board_->session().history().size();
            if (actWith(who) && board_->session().history().size() != before) return true;
            done_.insert(who);
        }
        return false;
    }

    void endTurn() {
        const GameState& s = board_->session().state();
        const Side side = *s.toMove();
        const int turn = s.turn();
        done_.clear();
        double shot_ms = 0;
        const auto t0 = Clock::now();
        pressKey(SDLK_e);
        app_.runFrames(1);
        if (board_->confirmingEndTurn()) {
            const auto t1 = Clock::now();
            cam_.shot(tag(side) + "-t" + std::to_string(turn) + "-confirm-end");
            shot_ms += std::chrono::duration<double, std::milli>(Clock::now() - t1).count();
            pressKey(SDLK_RETURN);
            app_.runFrames(1);
        }
        timing.end_turn_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count() - shot_ms);
        app_.runFrames(1);
    }

    Timing timing;
    int shots_of_moves = 0;

private:
    static std::string tag(Side s) { return s == Side::Heroes ? "heroes" : "master"; }

    std::string label(int who) const {
        const GameState& s = board_->session().state();
        return tag(s.character(who).side) + "-t" + std::to_string(s.turn()) + "-" + s.character(who).id;
    }

    void selectChar(int who) {
        if (board_->selected() == who) return;
        clickSquare(app_, board_->view(), board_->session().state().character(who).pos);
        REQUIRE(board_->selected() == who);
        if (board_->session().state().turn() <= 2) cam_.shot(label(who) + "-select");
    }

    /// Clicks the action bar's item for `action`; false when it is not in the bar.
    bool clickBar(const Action& action, const std::string& what) {
        const auto& items = board_->actions();
        for (std::size_t i = 0; i < items.size(); ++i)
            if (items[i].action == action) {
                const auto r = board_->actionRect(i);
                if (!r) {
                    std::printf("  PROBLEM: action '%s' is in the bar but not drawn\n", items[i].label.c_str());
                    return false;
                }
                moveMouse(r->centerX(), r->centerY());
                app_.runFrames(1);
                cam_.shot(what + "-bar-hover");
                clickAt(r->centerX(), r->centerY());
                app_.runFrames(2);
                cam_.shot(what + "-done");
                return true;
            }
        return false;
    }

    /// Waits (in real time, as a player would) until the dice stop rolling.
    void waitDice() {
        for (int i = 0; i < 200 && topScreen(app_) == "board" && board_->animating(); ++i) {
            SDL_Delay(10);
            app_.runFrames(1);
        }
    }

    /// Odds of an attack: (P(kill), P(hit)).
    std::pair<double, double> odds(const Action& a) const {
        const GameState& s = board_->session().state();
        const auto profile = s.attackProfile(a);
        if (!profile) return {0, 0};
        const WoundDistribution d = woundDistribution(s.content().ruleset, *profile);
        return {d.kill(s.character(attackTargetInPlaytestQuestOne(a)).hp), d.hit};
    }

    bool attack(int who) {
        const GameState& s = board_->session().state();
        std::optional<Action> best;
        std::pair<double, double> best_odds{-1, -1};
        for (const LegalAction& la : s.legalActions())
            if (actionActor(la.action) == who && attackTargetInPlaytestQuestOne(la.action) >= 0) {
                const auto o = odds(la.action);
                if (o > best_odds) best_odds = o, best = la.action;
            }
        if (!best) return false;
        selectChar(who);
        const int target = attackTargetInPlaytestQuestOne(*best);
        const Pos tp = s.character(target).pos;
        hoverSquare(app_, board_->view(), tp);
        const std::string tip = board_->tooltip();
        std::printf("  %s attacks %s: tooltip {%s}\n", s.character(who).id.c_str(), s.character(target).id.c_str(), tip.c_str());
        if (tip.find('%') == std::string::npos) std::printf("  PROBLEM: no odds in the tooltip over the target\n");
        cam_.shot(label(who) + "-odds");
        const SDL_Point c = board_->view().centerOf(tp);
        clickAt(c.x, c.y);
        app_.runFrames(2);
        cam_.shot(label(who) + "-attack-rolling");
        waitDice();
        cam_.shot(label(who) + "-attack-result");
        return true;
    }

    bool actWith(int who) {
        if (attack(who)) return true;
        const GameState& s = board_->session().state();
        const CharacterState& c = s.character(who);
        const bool hero = c.side == Side::Heroes;
        // Objects: the chest when next to it; a closed door on the way.
        const auto goal = costMap(s, goals(hero));
        for (const LegalAction& la : s.legalActions()) {
            if (actionActor(la.action) != who) continue;
            if (const auto* o = std::get_if<OpenDoor>(&la.action)) {
                const ObjectDef& def = s.content().quest.objects[static_cast<std::size_t>(o->object)];
                const bool chest = def.kind == ObjectKind::Chest;
                if (!hero && !chest) {
                    // The Master opens a door only toward the heroes.
                    if (at(s, goal, def.at) >= at(s, goal, c.pos)) continue;
                }
                if (hero && !chest && at(s, goal, def.at) >= at(s, goal, c.pos)) continue;
                if (hero && def.kind == ObjectKind::Chest) {}
                selectChar(who);
                if (clickBar(la.action, label(who) + (chest ? "-open-chest" : "-open-door"))) return true;
            }
        }
        selectChar(who);
        const BoardOverlays& ov = board_->overlays();
        // Charge: a reachable square next to an enemy, keeping 1 AP for the blow.
        std::optional<Pos> charge;
        int charge_ap = 99;
        for (const auto& r : ov.reachable) {
            if (r.ap > c.ap - 1) continue;
            for (int e = 0; e < static_cast<int>(s.characters().size()); ++e)
                if (s.character(e).side != c.side && s.able(e) && s.character(e).presence == Presence::OnBoard &&
                    distance(s.character(e).pos, r.at) == 1 && r.ap < charge_ap && (hero ? s.sees(who, e) : true))
                    charge = r.at, charge_ap = r.ap;
        }
        if (charge && (!hero || c.ap >= 2)) return moveTo(who, *charge, "charge");
        // Jump when it brings us closer (R43).
        const int here = at(s, goal, c.pos);
        std::optional<Pos> jump;
        for (const JumpMarker& m : ov.jumps)
            if (const Pos p = m.at; at(s, goal, p) < here && (!jump || at(s, goal, p) < at(s, goal, *jump))) jump = p;
        // The best square toward the goal.
        std::optional<Pos> best;
        int best_cost = here, best_ap = 99;
        const int cap = hero ? groupCap(who, goal) : std::numeric_limits<int>::min();
        for (const auto& r : ov.reachable) {
            const int cost = at(s, goal, r.at);
            if (cost < cap) continue;
            if (cost < best_cost || (cost == best_cost && best && r.ap < best_ap)) best = r.at, best_cost = cost, best_ap = r.ap;
        }
        if (jump && (!best || at(s, goal, *jump) < best_cost)) hoverSquare(app_, board_->view(), *jump);
        // A sensible player reads the odds of the jump and leaves it below one in two.
        if (jump && board_->tooltip().rfind('\xe2') != std::string::npos && (!best || at(s, goal, *jump) < best_cost) && board_->tooltip().find("<1%") == std::string::npos &&
            std::atoi(board_->tooltip().substr(board_->tooltip().rfind('\xe2') + 4).c_str()) >= 50) {
            std::printf("  %s jumps to %d,%d: tooltip {%s}\n", c.id.c_str(), jump->x, jump->y, board_->tooltip().c_str());
            cam_.shot(label(who) + "-jump-hover");
            const SDL_Point pt = board_->view().centerOf(*jump);
            clickAt(pt.x, pt.y);
            app_.runFrames(2);
            waitDice();
            cam_.shot(label(who) + "-jump-result");
            return true;
        }
        if (best) return moveTo(who, *best, "move");
        return false;
    }

    /// Heroes keep together: nobody goes further than 3 squares ahead of the last one.
    int groupCap(int who, const std::vector<int>& goal) const {
        const GameState& s = board_->session().state();
        int last = std::numeric_limits<int>::min();
        for (int h = 0; h < static_cast<int>(s.characters().size()); ++h)
            if (h != who && s.character(h).side == Side::Heroes && s.able(h) && s.character(h).presence == Presence::OnBoard)
                last = std::max(last, at(s, goal, s.character(h).pos));
        return last == std::numeric_limits<int>::min() ? last : last - 40;
    }

    bool moveTo(int who, Pos p, const std::string& why) {
        const GameState& s = board_->session().state();
        const Pos from = s.character(who).pos;
        hoverSquare(app_, board_->view(), p);
        const bool shoot = s.turn() <= 2 || why == "charge";
        if (shoot) cam_.shot(label(who) + "-" + why + "-path");
        if (board_->overlays().path.empty()) std::printf("  PROBLEM: no path drawn to a reachable square\n");
        const SDL_Point c = board_->view().centerOf(p);
        clickAt(c.x, c.y);
        app_.runFrames(2);
        const GameState& after = board_->session().state();
        if (after.character(who).pos == from && topScreen(app_) == "board")
            std::printf("  PROBLEM: %s did not move to %d,%d\n", after.character(who).id.c_str(), p.x, p.y);
        if (shoot) cam_.shot(label(who) + "-" + why + "-after");
        return true;
    }

    std::vector<Pos> goals(bool hero) const {
        const GameState& s = board_->session().state();
        std::vector<Pos> g;
        if (hero) {
            for (const ObjectDef& o : s.content().quest.objects)
                if (o.kind == ObjectKind::Chest) g.push_back(o.at);
        } else {
            for (int h = 0; h < static_cast<int>(s.characters().size()); ++h)
                if (s.character(h).side == Side::Heroes && s.able(h) && s.character(h).presence == Presence::OnBoard)
                    g.push_back(s.character(h).pos);
        }
        return g;
    }

    App& app_;
    Camera& cam_;
    BoardScreen* board_ = nullptr;
    std::set<int> done_;
};

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Play-test: Quest I played to the end by a sensible player through the UI", "[.playtest]") {
    Camera cam(app);
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    cam.shot("menu");

    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    REQUIRE(topScreen(app) == "new_game");
    {
        auto& ng = topAs<NewGameScreen>(app);
        clickRect(app, ng.entryRect(0), 1);
        REQUIRE(ng.choice().quest->number == 1);
        cam.shot("new-game");
        clickRect(app, ng.layout().next);
    }
    REQUIRE(topScreen(app) == "group_heroes");
    cam.shot("group-heroes-empty");
    clickRect(app, topAs<GroupScreen>(app).defaultButton(), 1);
    cam.shot("group-heroes-default");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    clickRect(app, topAs<GroupScreen>(app).defaultButton(), 1);
    cam.shot("group-master-default");
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "deploy");
    cam.shot("deploy");
    // Hot-seat deployment in two phases: the Master places and hands over, the heroes place
    // behind the hand-off and start.
    pressKey(SDLK_RETURN);
    app.runFrames(3);
    if (topScreen(app) == "hand_off") {
        passHandOff(app);
        app.runFrames(2);
    }
    if (topScreen(app) == "deploy") {
        cam.shot("deploy-heroes");
        pressKey(SDLK_RETURN);  // Start
        app.runFrames(3);
    }

    Player player(app, cam);
    for (int i = 0; i < 8 && topScreen(app) != "board"; ++i) {
        // The board is below a dialog or hand-off: find it.
        auto* b = dynamic_cast<BoardScreen*>(app.screens().top());
        if (!b) {
            for (int k = 0; k < 8 && !b; ++k) {
                const std::string top = topScreen(app);
                if (top == "decision" || top == "hand_off") {
                    if (top == "hand_off") {
                        passHandOff(app);
                    } else {
                        clickRect(app, topAs<DecisionDialog>(app).buttonRect(0));
                    }
                    app.runFrames(2);
                }
                b = dynamic_cast<BoardScreen*>(app.screens().top());
            }
        }
    }
    REQUIRE(topScreen(app) == "board");
    player.setBoard(topAs<BoardScreen>(app));
    cam.shot("board-start");

    int last_turn = 0;
    Side last_side = Side::Master;
    const auto game_t0 = Clock::now();
    for (int guard = 0; guard < 3000 && topScreen(app) != "victory"; ++guard) {
        if (player.handleOverlays()) continue;
        REQUIRE(topScreen(app) == "board");
        const GameState& s = player.board().session().state();
        REQUIRE(s.toMove());
        if (s.turn() != last_turn || *s.toMove() != last_side) {
            last_turn = s.turn();
            last_side = *s.toMove();
            std::printf("== turn %d, %s\n", last_turn, last_side == Side::Heroes ? "heroes" : "master");
            cam.shot(std::string(last_side == Side::Heroes ? "heroes" : "master") + "-t" + std::to_string(last_turn) + "-begin");
        }
        if (!player.act()) player.endTurn();
    }
    const double game_s = std::chrono::duration<double>(Clock::now() - game_t0).count();
    REQUIRE(topScreen(app) == "victory");
    app.runFrames(3);
    cam.shot("victory");
    auto& victory = topAs<VictoryScreen>(app);
    std::printf("victory: %s / %s\n", victory.title().c_str(), victory.reason().c_str());
    for (const auto& [k, v] : victory.summary()) std::printf("  %s: %s\n", k.c_str(), v.c_str());
    std::printf("game: %.1f s wall, %d screenshots; end turn median %.1f ms (max %.1f, n=%zu); hand-off median %.1f ms\n", game_s,
                cam.count(), median(player.timing.end_turn_ms),
                player.timing.end_turn_ms.empty() ? 0.0 : *std::max_element(player.timing.end_turn_ms.begin(), player.timing.end_turn_ms.end()),
                player.timing.end_turn_ms.size(), median(player.timing.hand_off_ms));
    for (double ms : player.timing.end_turn_ms) std::printf(" %.1f", ms);
    std::printf("\n");
}
