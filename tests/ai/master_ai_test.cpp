// The rulebook Master (R44, "Playing solo"): activation and the solo table, how activated
// characters fight, shoot and cast, the deployment, and whole games on every shipped quest.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "cata/ai/match.h"
#include "cata/ai/policy.h"
#include "cata/ai/setup.h"
#include "cata/content/save_file.h"
#include "core/fixture.h"
#include "support/shipped.h"

using namespace cata;
using fixture::who;

namespace {

ZoneDef columns(const QuestDef& q, const std::string& id, int x0, int x1) {
    ZoneDef z;
    z.letter = id[0];
    z.id = id;
    z.name = {id, id};
    for (int y = 0; y < q.height; ++y)
        for (int x = x0; x <= x1; ++x) z.squares.push_back({x, y});
    std::sort(z.squares.begin(), z.squares.end());
    return z;
}

/// A solo game on `rows`; `zones` split the map in columns (one zone over all by default).
fixture::Spec spec(std::vector<std::string> rows, std::map<char, std::string> letters,
                   std::vector<CharacterCard> cards = {}, std::vector<std::pair<int, int>> zones = {}) {
    fixture::Spec s;
    s.rows = std::move(rows);
    s.letters = std::move(letters);
    s.cards = cards.empty() ? fixture::basicCards() : std::move(cards);
    s.options.solo_master = true;
    if (zones.empty()) zones = {{0, 99}};
    s.quest_tweak = [zones](QuestDef& q) {
        char letter = 'A';
        for (auto [x0, x1] : zones) q.zones.push_back(columns(q, std::string(1, letter++), x0, std::min(x1, q.width - 1)));
    };
    return s;
}

CharacterCard hero(const std::string& id, int armour = 0, int hp = 30) {
    CharacterCard c = fixture::card(id, Formation::Hero, hp);
    c.armour.chest = armour;
    return c;
}

/// The heroes end their turn: the Master's starts (R44 activation).
void masterTurn(GameState& s) { s.apply(EndTurn{}); }

Pos destination(const Action& a) {
    if (auto* w = std::get_if<Walk>(&a)) return w->to;
    if (auto* r = std::get_if<Run>(&a)) return r->to;
    return {-1, -1};
}

bool isWalkOrRun(const Action& a) { return std::holds_alternative<Walk>(a) || std::holds_alternative<Run>(a); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// A Master troop that fights in melee only: no shot, no spell.
CharacterCard brute() {
    CharacterCard c = fixture::card("brute", Formation::MasterTroop, 5, 3);
    c.shot_damage = 0;
    return c;
}

}  // namespace

TEST_CASE("R44 Master AI: the non-activated characters roll on the solo table first", "[ai][R44]") {
    // a shares the heroes' zone; b is alone behind a wall with a closed door.
    GameState s = fixture::make(spec({"##########",
                                      "#h..#...b#",
                                      "#...+....#",
                                      "#..a#....#",
                                      "##########"},
                                     {{'h', "hero"}, {'a', "troop"}, {'b', "troop"}}, {}, {{0, 4}, {5, 9}}));
    const int a = who(s, 'a'), b = who(s, 'b');
    masterTurn(s);
    REQUIRE(s.character(a).activated);
    REQUIRE_FALSE(s.character(b).activated);
    auto ai = ai::rulebookMaster(1);
    const ai::Choice c = ai->choose(s);
    CHECK(c.action == Action{SoloRoll{b}});
    CHECK(c.explanation == "troop: not activated — no opponent in its zone or sight; rolls 1D6 on the solo table");
    CHECK(c.characters == std::vector<int>{b});

    SECTION("6: it does nothing, the activated character acts next") {
        fixture::forceD6(s, {6});
        s.apply(c.action);
        const ai::Choice next = ai->choose(s);
        CHECK(actionActor(next.action) == a);
        CHECK(contains(next.explanation, "troop: activated — hero in its zone; M.At highest; "));
    }
    SECTION("2-5: it moves two squares in a random free direction, then its turn is over") {
        fixture::forceD6(s, {3});
        s.apply(c.action);
        const ai::Choice next = ai->choose(s);
        REQUIRE(std::holds_alternative<Run>(next.action));
        CHECK(actionActor(next.action) == b);
        CHECK(distance(destination(next.action), Pos{8, 1}) == 2);
        CHECK(contains(next.explanation, "rolled 3 — wanders 2 squares in a random free direction"));
        s.apply(next.action);
        CHECK(actionActor(ai->choose(s).action) == a);

        // A game saved here and loaded: a new AI, with no memory of this turn, reads the wander
        // from the state (R44: a roll of 2–5 is one wander, not one per AI) and moves on to a.
        const std::optional<GameState> loaded = GameState::fromData(s.contentPtr(), s.data());
        REQUIRE(loaded);
        auto fresh = ai::rulebookMaster(1);
        const ai::Choice after_load = fresh->choose(*loaded);
        CHECK(actionActor(after_load.action) == a);
        CHECK_FALSE(actionActor(after_load.action) == b);
    }
    SECTION("1: frantic, it acts as activated with double AP, through the closed door") {
        fixture::forceD6(s, {1});
        s.apply(c.action);
        CHECK(s.character(b).ap == 6);
        std::vector<Action> acts;
        for (int k = 0; k < 20; ++k) {
            const ai::Choice next = ai->choose(s);
            if (actionActor(next.action) != b) break;
            CHECK(contains(next.explanation, "troop: activated — frantic (rolled 1), double AP; M.At highest; "));
            acts.push_back(next.action);
            s.apply(next.action);
        }
        CHECK(std::any_of(acts.begin(), acts.end(), [](const Action& x) { return std::holds_alternative<OpenDoor>(x); }));
        CHECK(s.character(b).ap < 6);
        CHECK(s.character(b).pos.x < 8);  // it went toward the heroes
    }
}

TEST_CASE("R44 Master AI: a frantic character with no way to the heroes still goes their way, breaking a locked door",
          "[ai][R44][R40]") {
    // Finding 16 (Liberation): the King and a Ghoul never left the lost cell, a frantic ghoul did
    // nothing: no path by walking, running and opening doors. "He goes in the directions of
    // the heroes": it walks to the locked door and breaks it (R40).
    GameState s = fixture::make(spec(
        {
            "##########",
            "#h..#....#",
            "#...L..b.#",
            "#...#....#",
            "##########",
        },
        {{'h', "hero"}, {'b', "troop"}}, {}, {{0, 4}, {5, 9}}));
    const int b = who(s, 'b');
    masterTurn(s);
    REQUIRE_FALSE(s.character(b).activated);
    auto ai = ai::rulebookMaster(1);
    REQUIRE(ai->choose(s).action == Action{SoloRoll{b}});
    fixture::forceD6(s, {1});  // frantic
    s.apply(SoloRoll{b});
    REQUIRE(s.character(b).activated);
    std::vector<ai::Choice> acts;
    for (int k = 0; k < 20; ++k) {
        const ai::Choice next = ai->choose(s);
        if (actionActor(next.action) != b || std::holds_alternative<EndTurn>(next.action)) break;
        acts.push_back(next);
        s.apply(next.action);
        if (s.pending()) break;
    }
    REQUIRE_FALSE(acts.empty());  // before: it stood still and the turn ended
    CHECK(isWalkOrRun(acts[0].action));
    CHECK(contains(acts[0].explanation, "no path; "));
    CHECK(std::any_of(acts.begin(), acts.end(), [](const ai::Choice& c) {
        return std::holds_alternative<BreakDoor>(c.action) && contains(c.explanation, "breaks the locked door toward");
    }));
}

namespace {

/// The Master's character `who` plays until another one's turn, the end of the turn or a
/// decision; its choices.
std::vector<ai::Choice> playOne(GameState& s, ai::Policy& ai, int who) {
    std::vector<ai::Choice> acts;
    for (int k = 0; k < 30; ++k) {
        const ai::Choice next = ai.choose(s);
        if (actionActor(next.action) != who || std::holds_alternative<EndTurn>(next.action)) break;
        acts.push_back(next);
        s.apply(next.action);
        if (s.pending()) break;
    }
    return acts;
}

bool attacks(const ai::Choice& c, int target) {
    if (const auto* m = std::get_if<Melee>(&c.action)) return m->target == target;
    if (const auto* m = std::get_if<PowerfulAttack>(&c.action)) return m->target == target;
    return false;
}

/// A hero in a closet whose only square beside him (walls forbid the diagonals, R10) is the
/// doorway `door` ('+' closed, 'L' locked); a melee troop of 6 AP below, in the same zone.
GameState closet(char door) {
    CharacterCard b = fixture::card("brute", Formation::MasterTroop, 5, 6);
    b.shot_damage = 0;
    return fixture::make(spec(
        {
            "#####",
            "#.h.#",
            std::string("##") + door + "##",
            "#...#",
            "#b..#",
            "#####",
        },
        {{'h', "hero"}, {'b', "brute"}}, {hero("hero"), b}));
}

}  // namespace

TEST_CASE("R44 Master AI: a closed doorway that is the only square beside a hero is a way to him (play 8 #8)",
          "[ai][R44][R40]") {
    // The doorway (2,2) is the only square from which the hero (2,1) can be struck: the brute
    // opens the door, steps into the doorway and attacks (before: doorways were no squares to
    // strike from, so "no path" and nothing to do).
    GameState s = closet('+');
    const int b = who(s, 'b'), h = who(s, 'h');
    masterTurn(s);
    REQUIRE(s.character(b).activated);
    auto ai = ai::rulebookMaster(1);
    const std::vector<ai::Choice> acts = playOne(s, *ai, b);
    for (const ai::Choice& c : acts) UNSCOPED_INFO(toString(c.action) << " | " << c.explanation);
    REQUIRE(acts.size() >= 4);  // then it strikes again with the AP left
    CHECK(acts[0].action == Action{Walk{b, {2, 3}}});
    CHECK(contains(acts[0].explanation, "walks 1 square toward hero"));
    CHECK(std::holds_alternative<OpenDoor>(acts[1].action));
    CHECK(contains(acts[1].explanation, "opens the door toward hero"));
    CHECK(acts[2].action == Action{Walk{b, {2, 2}}});
    for (std::size_t i = 3; i < acts.size(); ++i) CHECK(attacks(acts[i], h));
    CHECK(contains(acts[3].explanation, "attack on hero"));
    for (const ai::Choice& c : acts) CHECK_FALSE(contains(c.explanation, "no path"));
}

TEST_CASE("R44 Master AI: a locked doorway that is the only square beside a hero: no path, it breaks in",
          "[ai][R44][R40]") {
    // No way by walking and opening doors: "no path", and R44's "as quickly as possible toward
    // the closest opponent" takes it to the locked door, which it breaks or picks (R40); the
    // doorway is then the square to strike from (before: no square to go to, it stood still).
    GameState s = closet('L');
    const int b = who(s, 'b');
    masterTurn(s);
    REQUIRE(s.character(b).activated);
    auto ai = ai::rulebookMaster(1);
    const ai::Choice first = ai->choose(s);
    REQUIRE(first.action == Action{Walk{b, {2, 3}}});
    CHECK(contains(first.explanation, "no path; walks 1 square toward hero"));
    s.apply(first.action);
    const ai::Choice second = ai->choose(s);
    CHECK((std::holds_alternative<BreakDoor>(second.action) || std::holds_alternative<PickLock>(second.action)));
    CHECK((contains(second.explanation, "no path; breaks the locked door toward hero") ||
           contains(second.explanation, "no path; picks the lock of the door toward hero")));
}

TEST_CASE("R44 Master AI: the frantic goblin of play 8 goes to Irf through the crypt's doors, not away (#8)",
          "[ai][R44][R40]") {
    // Play 8, finding 8: solo Liberation, seed 394206635, the default groups, the heroes end
    // turn 1 at once; the Goblin grave robber (7,1) rolls 1 (frantic, double AP). Irf (3,8) is
    // reached from the north gallery through the doors (6,3) and (3,7), and the doorway (3,7)
    // is the only square beside him that way (walls forbid the diagonals, R10). Doorways were
    // no squares to strike from: "no path", and the fallback field past the locked doors took
    // it east, 7 runs away from the heroes (Irf 7 squares away, then 20).
    // Liberation as it was then: the default groups and 30 turns (the quest has fixed its
    // Master's group and 10 turns since, docs/balance.md "Tuning").
    std::vector<content::ContentSource> sources = content::shippedSources(cata::test_paths::sourceDir());
    for (content::ContentSource& src : sources)
        if (src.display == "quests/02-liberation.json") {
            std::ifstream in(src.path);
            REQUIRE(in);
            nlohmann::json quest = nlohmann::json::parse(in);
            quest.erase("rosters");
            quest["turn_limit"] = 30;
            src.text = quest.dump();
        }
    const content::ContentDocuments play8(std::move(sources));
    const ai::PreparedGame g = ai::prepareGame(play8, "liberation", 394206635, true);
    REQUIRE(g.error.empty());
    auto start = ai::startGame(g);
    REQUIRE(start);
    GameState s = *start;
    auto index = [&](const std::string& id) {
        for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
            if (s.character(i).id == id) return i;
        FAIL("no character " << id);
        return -1;
    };
    const int king = index("king_of_the_tombs"), spider = index("giant_spider"), ghoul = index("ghoul"),
              spirit = index("fire_spirit"), goblin = index("goblin_grave_robber"), irf = index("irf");
    REQUIRE(s.character(goblin).pos == Pos{7, 1});
    REQUIRE(s.character(irf).pos == Pos{3, 8});
    REQUIRE(s.character(index("torgils")).pos == Pos{1, 8});
    REQUIRE(s.character(index("esterella")).pos == Pos{2, 8});
    // The Master's turn of the play up to the goblin's roll, with its dice (autosave-2..3).
    masterTurn(s);
    auto roll = [&](int who, int face) {
        fixture::forceD6(s, {face});
        s.apply(SoloRoll{who});
        REQUIRE(s.character(who).solo_roll == face);
    };
    auto play = [&](const Action& a) {
        INFO(toString(a));
        REQUIRE_FALSE(s.whyIllegal(a).has_value());
        s.apply(a);
    };
    roll(king, 3);
    play(Run{king, {20, 7}, {20, 8}});
    roll(spider, 5);
    play(Run{spider, {1, 3}, {1, 4}});
    roll(ghoul, 6);
    roll(spirit, 2);
    play(Run{spirit, {2, 15}, {3, 15}});
    roll(goblin, 1);
    REQUIRE(s.character(goblin).activated);
    GameState before = s;
    auto ai = ai::rulebookMaster(7);
    const std::vector<ai::Choice> acts = playOne(s, *ai, goblin);
    REQUIRE_FALSE(acts.empty());
    // Each step brings it nearer to Irf or keeps it as near (before: 7 runs east, from 7 squares
    // to 20), opening the two doors on the way, and says so without "no path"; it ends in the
    // doorway (3,7) and strikes him.
    int gap = distance(before.character(goblin).pos, before.character(irf).pos);
    std::set<Pos> opened;
    for (const ai::Choice& c : acts) {
        INFO(toString(c.action) << " | " << c.explanation);
        CHECK_FALSE(contains(c.explanation, "no path"));
        CHECK(contains(c.explanation, "Irf"));
        if (const auto* o = std::get_if<OpenDoor>(&c.action))
            opened.insert(s.content().quest.objects[static_cast<std::size_t>(o->object)].at);
        before.apply(c.action);
        const int now = distance(before.character(goblin).pos, before.character(irf).pos);
        CHECK(now <= gap);
        gap = now;
    }
    CHECK(opened == std::set<Pos>{{6, 3}, {3, 7}});
    CHECK(s.character(goblin).pos == Pos{3, 7});
    CHECK(std::any_of(acts.begin(), acts.end(), [&](const ai::Choice& c) { return attacks(c, irf); }));
}

TEST_CASE("R44 Master AI: an activated character across lava goes to the bank nearest the heroes, then stops",
          "[ai][R44][R49]") {
    GameState s = fixture::make(spec(
        {
            "###########",
            "#h..~~...b#",
            "#...~~....#",
            "###########",
        },
        {{'h', "hero"}, {'b', "brute"}}, {hero("hero"), brute()}));
    const int b = who(s, 'b');
    masterTurn(s);
    REQUIRE(s.character(b).activated);  // it sees the hero across the lava (R22)
    auto ai = ai::rulebookMaster(1);
    for (int k = 0; k < 20; ++k) {
        const ai::Choice next = ai->choose(s);
        if (std::holds_alternative<EndTurn>(next.action)) break;
        REQUIRE(isWalkOrRun(next.action));  // no jump over the lava: this AI does not jump (R43)
        s.apply(next.action);
    }
    CHECK(s.character(b).pos.x == 6);  // on the bank; it stood at x = 9 and would have stayed
    CHECK(std::holds_alternative<EndTurn>(ai->choose(s).action));

    // Findings-4 #2: the next turn it can do nothing at all; the end of the turn says so and
    // why, in one line (before: "Master: nothing useful left; ends the turn", silence about it).
    s.apply(EndTurn{});
    masterTurn(s);
    REQUIRE(s.character(b).activated);
    const ai::Choice end = ai->choose(s);
    REQUIRE(std::holds_alternative<EndTurn>(end.action));
    CHECK(end.why.key == ai::ExplainKey::MasterEndTurnIdle);
    CHECK(end.explanation ==
          "Master: ends the turn; brute does nothing: activated (hero in its zone) but no way to reach hero and "
          "nothing in range");
    CHECK(end.characters == std::vector<int>{b});
}

TEST_CASE(
    "R44 Master AI: across lava with a way round past a locked door, it goes round, however many turns (play 10 #6)",
    "[ai][R44][R40][R49]") {
    // Play 10, finding 6 (solo Liberation, seed 840252528): the activated King, Ghoul and
    // spider stood on the lava's east bank for four turns, "no way to reach Irf", though the
    // galleries go round past the locked doors (23,5) and (23,16). The fallback field priced lava
    // like a locked door, and the lava was the shorter way: it led to the bank, where no move
    // goes on. Here too: across the lava 2 squares, round by the locked door (12,4) and the
    // gallery much longer; the brute goes round, breaking the door, and in a few turns strikes.
    GameState s = fixture::make(spec(
        {
            "##############",
            "#h..~~......b#",
            "#...~~.......#",
            "#...~~.......#",
            "#.##########L#",
            "#............#",
            "##############",
        },
        {{'h', "hero"}, {'b', "brute"}}, {hero("hero"), brute()}));
    const int b = who(s, 'b'), h = who(s, 'h');
    auto ai = ai::rulebookMaster(1);
    bool struck = false, broke = false;
    for (int turn = 0; turn < 12 && !struck && !s.isOver(); ++turn) {
        masterTurn(s);
        REQUIRE(s.character(b).activated);
        for (int k = 0; k < 30 && !s.isOver(); ++k) {
            const ai::Choice next = ai->choose(s);
            INFO("turn " << turn << ": " << toString(next.action) << " | " << next.explanation);
            if (std::holds_alternative<EndTurn>(next.action)) break;
            REQUIRE(actionActor(next.action) == b);
            const Pos to = destination(next.action);
            if (isWalkOrRun(next.action))
                CHECK_FALSE((to.y <= 3 && to.x >= 6 && to.x <= 10));  // not to the lava's bank
            if (std::holds_alternative<BreakDoor>(next.action) || std::holds_alternative<PickLock>(next.action))
                broke = true;
            if (attacks(next, h)) struck = true;
            s.apply(next.action);
            if (s.pending()) s.apply(ai->choose(s).action);
        }
        if (!struck) s.apply(EndTurn{});
    }
    CHECK(broke);
    CHECK(struck);  // before: it walked to the bank (6,y) and stood there turn after turn
}

TEST_CASE("R44 Master AI: among equally short moves, the straightest", "[ai][R44]") {
    SECTION("one square from striking: a walk straight there, not a run that doubles back") {
        // Before: "runs 2 squares toward hero: (3,3)→(2,3)→(2,4)", the first option found.
        GameState s = fixture::make(
            spec({"##########", "#........#", "#........#", "#..m.....#", "#........#", "#..h.....#", "##########"},
                 {{'h', "hero"}, {'m', "troop"}}));
        const int m = who(s, 'm');
        masterTurn(s);
        const ai::Choice c = ai::rulebookMaster(1)->choose(s);
        CHECK(c.action == Action{Walk{m, {3, 4}}});
        CHECK(contains(c.explanation, "walks 1 square toward hero"));
    }
    SECTION("down a row: every run keeps to the row, no zig-zag") {
        GameState s = fixture::make(spec({"############", "#..........#", "#..........#", "#m.......h.#",
                                          "#..........#", "#..........#", "############"},
                                         {{'h', "hero"}, {'m', "troop"}}));
        const int m = who(s, 'm');
        masterTurn(s);
        auto ai = ai::rulebookMaster(1);
        int moves = 0;
        for (int k = 0; k < 10; ++k) {
            const ai::Choice c = ai->choose(s);
            if (actionActor(c.action) != m || !isWalkOrRun(c.action)) break;
            if (const auto* r = std::get_if<Run>(&c.action)) CHECK(r->via.y == 3);
            CHECK(destination(c.action).y == 3);
            s.apply(c.action);
            ++moves;
        }
        CHECK(moves == 3);  // 3 AP: three runs of 2 squares, from x = 1 to x = 7
        CHECK(s.character(m).pos == Pos{7, 3});
    }
}

TEST_CASE("R44 Master AI: the nearest opponent is the nearest by path, not in a straight line", "[ai][R44]") {
    GameState s = fixture::make(spec({"###########",
                                      "#.X#.m....#",
                                      "#..#......#",
                                      "#..#......#",
                                      "#..#......#",
                                      "#..#.....Y#",
                                      "#.........#",
                                      "###########"},
                                     {{'X', "xena"}, {'Y', "yuri"}, {'m', "troop"}},
                                     {hero("xena"), hero("yuri"), fixture::card("troop", Formation::MasterTroop, 5, 3)}));
    const int m = who(s, 'm');
    const Pos y = s.character(who(s, 'Y')).pos;
    REQUIRE(distance(s.character(m).pos, s.character(who(s, 'X')).pos) < distance(s.character(m).pos, y));
    masterTurn(s);
    auto ai = ai::rulebookMaster(1);
    const ai::Choice c = ai->choose(s);
    REQUIRE(isWalkOrRun(c.action));
    CHECK(distance(destination(c.action), y) < distance(s.character(m).pos, y));
    CHECK(contains(c.explanation, "toward yuri"));
}

TEST_CASE("R44 Master AI: a powerful attack when the highest armour is over half the damage", "[ai][R44]") {
    auto game = [](int armour) {
        return fixture::make(spec({"######", "#hm..#", "######"}, {{'h', "hero"}, {'m', "troop"}},
                                  {hero("hero", armour), fixture::card("troop", Formation::MasterTroop, 5, 3)}));
    };
    auto ai = ai::rulebookMaster(1);
    GameState s = game(2);
    masterTurn(s);
    const int h = who(s, 'h'), m = who(s, 'm');
    ai::Choice c = ai->choose(s);
    CHECK(c.action == Action{PowerfulAttack{m, h}});
    CHECK(c.explanation == "troop: activated — hero in its zone; M.At highest; powerful attack on hero, armour 2 > half of 3");
    CHECK(c.characters == std::vector<int>{m, h});

    GameState weak = game(1);
    masterTurn(weak);
    c = ai->choose(weak);
    CHECK(c.action == Action{Melee{m, h}});
    CHECK(contains(c.explanation, "normal attack on hero, armour 1 ≤ half of 3"));

    // Not enough AP for a powerful attack: a normal one.
    fixture::edit(s, [m](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].ap = 1; });
    c = ai->choose(s);
    CHECK(c.action == Action{Melee{m, h}});
    CHECK(contains(c.explanation, "armour 2 > half of 3 but not 2 AP"));
}

namespace {

CharacterCard archer() {
    CharacterCard c = fixture::card("archer", Formation::MasterTroop, 5, 4);
    c.characteristics[Characteristic::Shoot] = 4;
    c.characteristics[Characteristic::MeleeAttack] = 1;
    return c;
}

}  // namespace

TEST_CASE("R44 Master AI: a shooter shoots, a sharp shot by the armour rule", "[ai][R44]") {
    for (int armour : {1, 2}) {
        GameState s = fixture::make(spec({"########", "#h....s#", "########"}, {{'h', "hero"}, {'s', "archer"}},
                                         {hero("hero", armour), archer()}));
        masterTurn(s);
        const int h = who(s, 'h'), a = who(s, 's');
        const ai::Choice c = ai::rulebookMaster(1)->choose(s);
        if (armour == 2) {
            CHECK(c.action == Action{SharpShot{a, h}});
            CHECK(c.explanation ==
                  "archer: activated — hero in its zone; Shoot highest; hero in line of sight; sharp shot, armour 2 > half of 3");
        } else {
            CHECK(c.action == Action{Shot{a, h}});
            CHECK(contains(c.explanation, "shot, armour 1 ≤ half of 3"));
        }
    }
}

TEST_CASE("R44 Master AI: a shooter moves until it sees an opponent, then shoots", "[ai][R44]") {
    GameState s = fixture::make(spec({"########",
                                      "#h.....#",
                                      "#####..#",
                                      "#s.....#",
                                      "########"},
                                     {{'h', "hero"}, {'s', "archer"}}, {hero("hero"), archer()}));
    const int h = who(s, 'h'), a = who(s, 's');
    REQUIRE_FALSE(s.sees(a, h));
    masterTurn(s);
    auto ai = ai::rulebookMaster(1);
    int moves = 0, shots = 0;
    for (int k = 0; k < 20 && s.toMove() == Side::Master; ++k) {
        const ai::Choice c = ai->choose(s);
        if (std::holds_alternative<EndTurn>(c.action)) break;
        if (isWalkOrRun(c.action)) {
            CHECK_FALSE(s.sees(a, h));  // it only moves while out of sight
            CHECK(shots == 0);
            ++moves;
        } else {
            CHECK((std::holds_alternative<Shot>(c.action) || std::holds_alternative<SharpShot>(c.action)));
            CHECK(s.sees(a, h));
            ++shots;
        }
        s.apply(c.action);
    }
    CHECK(moves >= 1);
    CHECK(shots >= 1);
}

namespace {

Spell damageSpell(const std::string& id, int dice, int flat) {
    Spell sp;
    sp.id = id;
    sp.name = {id, id};
    sp.target = SpellTarget::Enemy;
    sp.tiers = {{1, {{SpellEffectType::Damage, {dice, flat}, false, 0, Characteristic::MeleeAttack, 1}}}};
    return sp;
}

CharacterCard caster(const std::string& id, std::vector<std::string> spells) {
    CharacterCard c = fixture::card(id, Formation::MasterTroop, 6, 4);
    c.characteristics[Characteristic::Magic] = 4;
    c.characteristics[Characteristic::MeleeAttack] = 1;
    c.shot_damage = 0;
    c.spells = std::move(spells);
    return c;
}

}  // namespace

TEST_CASE("R44 Master AI: a spellcaster casts its most harmful spell", "[ai][R44]") {
    fixture::Spec sp = spec({"#######", "#h...g#", "#######"}, {{'h', "hero"}, {'g', "mage"}},
                            {hero("hero"), caster("mage", {"spark", "bolt"})});
    sp.spells = {damageSpell("spark", 0, 1), damageSpell("bolt", 2, 0)};
    GameState s = fixture::make(sp);
    masterTurn(s);
    const ai::Choice c = ai::rulebookMaster(1)->choose(s);
    CHECK(c.action == Action{CastSpell{who(s, 'g'), "bolt", who(s, 'h')}});
    CHECK(contains(c.explanation, "mage: activated — hero in its zone; Magic highest; casts bolt on hero, most harmful"));
}

TEST_CASE("R44 Master AI: a fighter that cannot reach the heroes casts its harmful spell rather than stand idle",
          "[ai][R44][R49]") {
    // Findings-4 #2 (Liberation, solo): the King of the Tombs (M.At 4 > Magic 3) stood on the
    // lava's bank with the heroes in sight and Tomb fire in hand, and did nothing, silently:
    // M.At decided, and with no way into melee nothing else was tried.
    CharacterCard king = caster("king", {"bolt"});
    king.characteristics[Characteristic::MeleeAttack] = 5;
    king.characteristics[Characteristic::Magic] = 3;
    fixture::Spec sp = spec({"###########", "#h..~~k...#", "#...~~....#", "###########"},
                            {{'h', "hero"}, {'k', "king"}}, {hero("hero"), king});
    sp.spells = {damageSpell("bolt", 2, 0)};
    GameState s = fixture::make(sp);
    const int k = who(s, 'k'), h = who(s, 'h');
    masterTurn(s);
    REQUIRE(s.character(k).activated);
    const ai::Choice c = ai::rulebookMaster(1)->choose(s);
    CHECK(c.action == Action{CastSpell{k, "bolt", h}});
    CHECK(contains(c.explanation,
                   "king: activated — hero in its zone; M.At highest; no way to use it; casts bolt on hero"));
}

namespace {

fixture::Spec supportGame() {
    Spell mend;
    mend.id = "mend";
    mend.name = {"mend", "mend"};
    mend.target = SpellTarget::AllyOrSelf;
    mend.tiers = {{1, {{SpellEffectType::Heal, {1, 0}, false, 0, Characteristic::MeleeAttack, 1}}}};
    fixture::Spec sp = spec({"##########",
                             "#ht......#",
                             "#........#",
                             "#.......u#",
                             "#......p.#",
                             "##########"},
                            {{'h', "hero"}, {'t', "troop"}, {'u', "troop"}, {'p', "priest"}},
                            {hero("hero"), fixture::card("troop", Formation::MasterTroop, 5, 3), caster("priest", {"mend"})});
    sp.spells = {mend};
    return sp;
}

}  // namespace

TEST_CASE("R44 Master AI: a caster with only supportive spells heals the most wounded ally", "[ai][R44]") {
    GameState s = fixture::make(supportGame());
    const int t = who(s, 't'), u = who(s, 'u'), p = who(s, 'p');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(t)].hp = 4;
        d.characters[static_cast<std::size_t>(u)].hp = 2;
    });
    masterTurn(s);
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(t)].ap = 0;
        d.characters[static_cast<std::size_t>(u)].ap = 0;
    });
    const ai::Choice c = ai::rulebookMaster(1)->choose(s);
    CHECK(c.action == Action{CastSpell{p, "mend", u}});
    CHECK(contains(c.explanation, "heals the most wounded ally troop (2/5 HP)"));
}

TEST_CASE("R44 Master AI: a caster with only supportive spells stays behind the allies who see the heroes", "[ai][R44]") {
    GameState s = fixture::make(supportGame());
    const int h = who(s, 'h'), t = who(s, 't'), u = who(s, 'u'), p = who(s, 'p');
    masterTurn(s);
    fixture::edit(s, [&](GameStateData& d) {  // the troops stand still
        d.characters[static_cast<std::size_t>(t)].ap = 0;
        d.characters[static_cast<std::size_t>(u)].ap = 0;
    });
    auto ai = ai::rulebookMaster(1);
    for (int k = 0; k < 20 && s.toMove() == Side::Master; ++k) {
        const ai::Choice c = ai->choose(s);
        if (std::holds_alternative<EndTurn>(c.action)) break;
        CHECK(actionActor(c.action) == p);
        CHECK(isWalkOrRun(c.action));
        s.apply(c.action);
    }
    REQUIRE(s.toMove() == Side::Master);
    const Pos at = s.character(p).pos;
    const Pos front = s.character(t).pos;
    CHECK(distance(at, front) == 1);  // beside the ally who fights
    CHECK(distance(at, s.character(h).pos) > distance(front, s.character(h).pos));  // behind it
    CHECK(s.character(p).ap > 0);  // it stopped there with AP left
}

TEST_CASE("R44 deployment: the leader in the furthest or objective zone, troops one per zone round and round",
          "[ai][R44]") {
    fixture::Spec sp = spec({"##################",
                             "#hi.#....#..$.#..#",
                             "#...+....+....+..#",
                             "#...#....#....#..#",
                             "##################"},
                            {{'h', "hero"}, {'i', "hero"}}, {}, {{0, 4}, {5, 9}, {10, 14}, {15, 17}});
    auto tweak = sp.quest_tweak;
    sp.quest_tweak = [tweak](QuestDef& q) {
        tweak(q);
        q.hero_zone = "A";
    };
    auto zoneOf = [](const GameState& s, Pos p) { return s.content().quest.zoneAt(p)->id; };
    std::vector<Placement> heroes = {{"hero", "h", {1, 1}}, {"hero", "h_2", {2, 1}}};
    std::vector<Placement> master = {{"troop", "t1", {}}, {"leader", "l", {}}, {"troop", "t2", {}},
                                     {"troop", "t3", {}}, {"troop", "t4", {}}};
    {
        const GameState s = fixture::make(sp);
        const auto placed = ai::deployR44(s.content(), heroes, master);
        REQUIRE(placed.size() == 5);
        CHECK(placed[1].id == "l");
        CHECK(zoneOf(s, placed[1].at) == "D");  // the furthest zone
        CHECK(zoneOf(s, placed[0].at) == "B");  // troops: nearest first, round and round
        CHECK(zoneOf(s, placed[2].at) == "C");
        CHECK(zoneOf(s, placed[3].at) == "D");
        CHECK(zoneOf(s, placed[4].at) == "B");
        std::vector<Pos> squares;
        for (const auto& p : placed) squares.push_back(p.at);
        std::sort(squares.begin(), squares.end());
        CHECK(std::adjacent_find(squares.begin(), squares.end()) == squares.end());
    }
    {
        auto with_objective = sp;
        with_objective.quest_tweak = [tweak](QuestDef& q) {
            tweak(q);
            q.hero_zone = "A";
            Condition c;
            c.type = ConditionType::ChestOpened;
            c.target = "chest_12_1";
            q.victory = {c};
        };
        const GameState s = fixture::make(with_objective);
        const auto placed = ai::deployR44(s.content(), heroes, master);
        CHECK(zoneOf(s, placed[1].at) == "C");  // the objective zone (the chest's)
    }
}

TEST_CASE("R44 Master AI: prepareGame with the R44 deployment turns the solo rules on", "[ai][R44]") {
    const auto& q = cata::test::shippedDocs().library().quests.front();
    const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, 3, true);
    REQUIRE(g.error.empty());
    CHECK(g.record.options.solo_master);
    auto s = ai::startGame(g);
    REQUIRE(s);
    CHECK(s->data().options.solo_master);
}

TEST_CASE("R44 Master AI: the same seed gives the same game", "[ai][R44]") {
    const auto& q = cata::test::shippedDocs().library().quests.front();
    auto run = [&] {
        const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, 11, true);
        auto s = ai::startGame(g);
        REQUIRE(s);
        auto heroes = ai::randomPolicy(4);
        auto master = ai::rulebookMaster(5);
        std::vector<std::string> lines;
        ai::playOut(*s, *heroes, *master, 100000,
                    [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                        if (before.toMove() == Side::Master) lines.push_back(c.explanation);
                    });
        return std::make_pair(*s, lines);
    };
    const auto [a, la] = run();
    const auto [b, lb] = run();
    CHECK(a == b);
    CHECK(la == lb);
    CHECK(a.isOver());
}

TEST_CASE("R44 Master AI: random heroes against the rulebook Master finish every shipped quest", "[ai][R44]") {
    REQUIRE(cata::test::shippedDocs().report().ok());
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        INFO(q.id);
        for (std::uint64_t seed : {1u, 2u}) {
            const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, seed, true);
            REQUIRE(g.error.empty());
            auto s = ai::startGame(g);
            REQUIRE(s);
            auto heroes = ai::randomPolicy(seed + 100);
            auto master = ai::rulebookMaster(seed);
            int master_actions = 0, explained = 0;
            const ai::MatchOutcome out =
                ai::playOut(*s, *heroes, *master, 100000,
                            [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                                if (before.toMove() != Side::Master) return;
                                ++master_actions;
                                explained += c.explanation.empty() ? 0 : 1;
                            });
            REQUIRE(out.result);
            CHECK(out.turns <= s->turnLimit());
            CHECK(master_actions > 0);
            CHECK(explained == master_actions);  // every Master action says why
        }
    }
}

TEST_CASE("R44 Master AI: print one game's Master lines and each quest's outcome", "[.][diag]") {
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), q.id, 1, true);
        auto s = ai::startGame(g);
        REQUIRE(s);
        auto heroes = ai::randomPolicy(101);
        auto master = ai::rulebookMaster(1);
        int lines = 0;
        const ai::MatchOutcome out = ai::playOut(*s, *heroes, *master, 100000,
                                                 [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                                                     if (before.toMove() == Side::Master && lines++ < 40 && q.number == 1)
                                                         std::printf("T%d %s\n", before.turn(), c.explanation.c_str());
                                                 });
        std::printf("%s: %s wins (%s), turn %d, %d actions\n", q.id.c_str(), sideKey(out.result->winner).data(),
                    out.result->reason.c_str(), out.turns, out.actions);
    }
}

TEST_CASE("AIs: a game saved and loaded in the middle of the Master's turn goes on with the same choices",
          "[ai][R44][heroes]") {
    // Findings-3 #7: loaded mid-turn, the same dice but other wander directions: the AIs drew
    // from generators kept between calls, which a loaded game starts afresh. Each choice is now
    // a function of the seed and the state, so new AIs on the loaded state choose the same.
    int checked = 0, wanders = 0;
    for (const char* quest : {"liberation", "the_lost_treasure"})
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            INFO(quest << " seed " << seed);
            const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest, seed, true);
            REQUIRE(g.error.empty());
            auto start = ai::startGame(g);
            REQUIRE(start);
            GameState s = *start;
            auto heroes = ai::heroesAi(seed);
            auto master = ai::rulebookMaster(seed + 7);
            std::vector<GameState> states;
            std::vector<Action> actions;
            ai::playOut(s, *heroes, *master, 3000,
                        [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
                            states.push_back(before);
                            actions.push_back(c.action);
                        });
            // The places to load from: right after a solo roll of 2-5 (a wander comes next), and
            // any Master action after the first of its turn; a few of each game.
            std::vector<std::size_t> at;
            for (std::size_t i = 1; i < states.size() && at.size() < 6; ++i) {
                const GameState& b = states[i];
                if (b.toMove() != Side::Master || b.activeSide() != Side::Master || b.pending()) continue;
                const auto* roll = std::get_if<SoloRoll>(&actions[i - 1]);
                const bool wander =
                    roll && b.character(roll->actor).solo_roll >= 2 && b.character(roll->actor).solo_roll <= 5;
                if (wander || (i % 37 == 0 && states[i - 1].activeSide() == Side::Master)) {
                    at.push_back(i);
                    wanders += wander ? 1 : 0;
                }
            }
            for (std::size_t i : at) {
                INFO("loaded before action " << i);
                std::string error;
                const auto loaded =
                    content::parseSave(content::saveToJson(g.record, states[i], {}).dump(), "mid-turn.json", &error);
                REQUIRE(loaded);
                REQUIRE(loaded->state);
                GameState l = *loaded->state;
                REQUIRE(l.data() == states[i].data());
                auto heroes2 = ai::heroesAi(seed);
                auto master2 = ai::rulebookMaster(seed + 7);
                for (std::size_t j = i; j < actions.size() && j < i + 40 && !l.isOver(); ++j) {
                    ai::Policy& p = l.toMove() == Side::Heroes ? *heroes2 : *master2;
                    const ai::Choice c = p.choose(l);
                    REQUIRE(toString(c.action) == toString(actions[j]));
                    l.apply(c.action);
                }
                ++checked;
            }
        }
    CHECK(checked >= 6);
    CHECK(wanders >= 2);
}

TEST_CASE("R44 Master AI: trace of one solo game (run by hand: CATA_TRACE_QUEST, CATA_TRACE_SEED)", "[.trace]") {
    const char* quest = std::getenv("CATA_TRACE_QUEST");
    const char* seed_text = std::getenv("CATA_TRACE_SEED");
    const std::uint64_t seed = seed_text ? std::strtoull(seed_text, nullptr, 10) : 1;
    const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest ? quest : "liberation", seed, true);
    REQUIRE(g.error.empty());
    auto s = ai::startGame(g);
    REQUIRE(s);
    auto heroes = ai::heroesAi(seed);
    auto master = ai::rulebookMaster(seed + 7);
    const ai::MatchOutcome out = ai::playOut(
        *s, *heroes, *master, 100000, [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
            if (before.toMove() == Side::Master)
                std::printf("T%d %s | %s\n", before.turn(), toString(c.action).c_str(), c.explanation.c_str());
        });
    std::printf("%s\n%s\n", out.result ? out.result->reason.c_str() : "no result", s->toString().c_str());
}

// The explanation as a key and arguments (ai::Choice::why): what a client words in its player's
// language; the English line (Choice::explanation) is rendered from it and reads as it did.
TEST_CASE("R44 Master AI: its explanations are keys and arguments, the English line rendered from them",
          "[ai][R44][explanation]") {
    using ai::ExplainKey;
    GameState s = fixture::make(spec({"##########",
                                      "#h..#...b#",
                                      "#...+....#",
                                      "#..a#....#",
                                      "##########"},
                                     {{'h', "hero"}, {'a', "troop"}, {'b', "troop"}}, {}, {{0, 4}, {5, 9}}));
    const int a = who(s, 'a'), b = who(s, 'b'), h = who(s, 'h');
    masterTurn(s);
    auto ai = ai::rulebookMaster(1);
    const ai::Choice c = ai->choose(s);
    REQUIRE(c.action == Action{SoloRoll{b}});
    CHECK(c.why == ai::explain(ExplainKey::MasterNotActivated, {ai::characterArg(b)}));
    CHECK(c.explanation == ai::englishText(s, c.why));
    CHECK(c.explanation == "troop: not activated — no opponent in its zone or sight; rolls 1D6 on the solo table");

    SECTION("2-5: the wander names the roll and the squares") {
        fixture::forceD6(s, {3});
        s.apply(c.action);
        const ai::Choice next = ai->choose(s);
        CHECK(next.why == ai::explain(ExplainKey::MasterWanders,
                                      {ai::characterArg(b), ai::numberArg(3), ai::numberArg(2)}));
        CHECK(next.explanation == "troop: not activated, rolled 3 — wanders 2 squares in a random free direction");
    }
    SECTION("6: the activated one: why, its mode and its action, nested") {
        fixture::forceD6(s, {6});
        s.apply(c.action);
        const ai::Choice next = ai->choose(s);
        REQUIRE(actionActor(next.action) == a);
        REQUIRE(next.why.key == ExplainKey::MasterActivated);
        REQUIRE(next.why.args.size() == 4);
        CHECK(next.why.args[0] == ai::characterArg(a));
        CHECK(next.why.args[1] == ai::partArg(ai::explain(ExplainKey::WhyInZone, {ai::characterArg(h)})));
        CHECK(next.why.args[2] == ai::partArg(ai::explain(ExplainKey::ModeMelee)));
        REQUIRE(next.why.args[3].kind == ai::ExplainArg::Kind::Part);
        CHECK(next.explanation == ai::englishText(s, next.why));
        CHECK(contains(next.explanation, "troop: activated — hero in its zone; M.At highest; "));
    }
}

TEST_CASE("R44 Master AI: the armour rule's line as keys (powerful attack, normal attack but not 2 AP)",
          "[ai][R44][explanation]") {
    using ai::ExplainKey;
    GameState s = fixture::make(spec({"######", "#hm..#", "######"}, {{'h', "hero"}, {'m', "troop"}},
                                     {hero("hero", 2), fixture::card("troop", Formation::MasterTroop, 5, 3)}));
    masterTurn(s);
    const int h = who(s, 'h'), m = who(s, 'm');
    auto ai = ai::rulebookMaster(1);
    const auto head = [&](ai::Explanation action) {
        return ai::explain(ExplainKey::MasterActivated,
                           {ai::characterArg(m), ai::partArg(ai::explain(ExplainKey::WhyInZone, {ai::characterArg(h)})),
                            ai::partArg(ai::explain(ExplainKey::ModeMelee)), ai::partArg(std::move(action))});
    };
    const ai::ExplainArg rule = ai::partArg(ai::explain(ExplainKey::ArmourOver, {ai::numberArg(2), ai::numberArg(3)}));
    ai::Choice c = ai->choose(s);
    CHECK(c.why == head(ai::explain(ExplainKey::PowerfulAttack, {ai::characterArg(h), rule})));
    CHECK(c.explanation == "troop: activated — hero in its zone; M.At highest; powerful attack on hero, armour 2 > half of 3");
    fixture::edit(s, [m](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].ap = 1; });
    c = ai->choose(s);
    CHECK(c.why == head(ai::explain(ExplainKey::NormalAttackNo2Ap, {ai::characterArg(h), rule})));
    CHECK(c.explanation ==
          "troop: activated — hero in its zone; M.At highest; normal attack on hero, armour 2 > half of 3 but not 2 AP");
}

TEST_CASE("AI explanations: every key has an English pattern and a stable name", "[ai][explanation]") {
    std::set<std::string> names;
    REQUIRE(ai::allExplainKeys().size() == static_cast<std::size_t>(ai::ExplainKey::Count_));
    for (const ai::ExplainKey key : ai::allExplainKeys()) {
        const std::string name(ai::explainName(key));
        INFO(name);
        CHECK(names.insert(name).second);
        CHECK(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") == std::string::npos);
        const bool empty = key == ai::ExplainKey::None || key == ai::ExplainKey::ObjectiveNone;
        CHECK(ai::explainEnglish(key).empty() == empty);
    }
    CHECK(ai::explainArity(ai::ExplainKey::MasterActivated) == 4);
    CHECK(ai::explainArity(ai::ExplainKey::HeroAttack) == 5);
}

TEST_CASE("AI explanations as JSON: every key and kind of argument, nested parts, read back the same, and a wrong one refused",
          "[ai][explanation]") {
    using ai::ExplainArg;
    using ai::ExplainKey;
    // A nested line as the Master AI writes it, with every kind of argument somewhere.
    const ai::Explanation nested = ai::explain(
        ExplainKey::MasterActivated,
        {ai::characterArg(3), ai::partArg(ai::explain(ExplainKey::WhyInSight, {ai::characterArg(0, true)})),
         ai::partArg(ai::explain(ExplainKey::ModeMagic)),
         ai::partArg(ai::explain(ExplainKey::CastsMostHarmful, {ai::spellArg("tomb_fire"), ai::characterArg(1), ai::tenthsArg(-31)}))});
    const std::vector<ai::Explanation> samples = {
        nested,
        ai::explain(ExplainKey::MasterEndTurn),
        ai::explain(ExplainKey::HeroAttack, {ai::wordArg("melee"), ai::characterArg(4), ai::percentArg(0.44), ai::percentArg(0.1),
                                             ai::tenthsArg(31)}),
        ai::explain(ExplainKey::HeroTakes, {ai::itemArg(2), ai::objectArg(-1, "chest")}),
        ai::explain(ExplainKey::HeroSpecial, {ai::specialActionArg(0), ai::percentArg(0.5), ai::numberArg(2)}),
        ai::explain(ExplainKey::ObjectiveKillEvery, {ai::cardArg("skeleton")}),
        ai::explain(ExplainKey::None),
    };
    for (const ai::Explanation& why : samples) {
        const nlohmann::json j = ai::explanationToJson(why);
        INFO(j.dump());
        const std::optional<ai::Explanation> back = ai::explanationFromJson(nlohmann::json::parse(j.dump()));
        REQUIRE(back);
        CHECK(*back == why);
    }
    // Refused: not an object, an unknown key or kind, a wrong count of arguments, a bad part.
    nlohmann::json j = ai::explanationToJson(nested);
    CHECK_FALSE(ai::explanationFromJson(nlohmann::json::array()));
    nlohmann::json bad = j;
    bad["key"] = "MasterDances";
    CHECK_FALSE(ai::explanationFromJson(bad));
    bad = j;
    bad["args"][0]["kind"] = "colour";
    CHECK_FALSE(ai::explanationFromJson(bad));
    bad = j;
    bad["args"].erase(bad["args"].size() - 1);
    CHECK_FALSE(ai::explanationFromJson(bad));
    bad = j;
    bad["args"][1]["part"] = "in sight";
    CHECK_FALSE(ai::explanationFromJson(bad));
    bad = j;
    bad["args"][0]["n"] = "three";
    CHECK_FALSE(ai::explanationFromJson(bad));
}
