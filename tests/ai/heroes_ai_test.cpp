// The heroes' AI: one behaviour per test case on ASCII fixtures (the
// core's fixture helpers), determinism, and its results on the shipped quests.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "cata/ai/match.h"
#include "cata/ai/policy.h"
#include "cata/ai/setup.h"
#include "core/fixture.h"
#include "support/shipped.h"

using namespace cata;
using fixture::basicSpec;
using fixture::who;

namespace {

Condition condition(ConditionType type, const std::string& target) {
    Condition c;
    c.type = type;
    c.target = target;
    return c;
}

/// Plays the heroes' side with the AI until the heroes end their turn; returns the choices.
std::vector<ai::Choice> heroesTurn(GameState& s, ai::Policy& p, int max_actions = 50) {
    std::vector<ai::Choice> out;
    while (!s.isOver() && s.toMove() == Side::Heroes && s.activeSide() == Side::Heroes &&
           static_cast<int>(out.size()) < max_actions) {
        ai::Choice c = p.choose(s);
        REQUIRE(s.isLegal(c.action));
        out.push_back(c);
        s.apply(c.action);
        if (std::holds_alternative<EndTurn>(c.action)) break;
    }
    return out;
}

/// A state of `rows` with the usual cards (basicSpec) whose quest is won by opening `chest`.
GameState wonByChest(const std::string& chest, std::vector<std::string> rows) {
    fixture::Spec spec = basicSpec(std::move(rows));
    spec.quest_tweak = [chest](QuestDef& q) { q.victory.push_back(condition(ConditionType::ChestOpened, chest)); };
    return fixture::make(spec);
}

/// A holds a potion (item 0, out of its barrel), B lies down next to him (R25): the board of
/// the potion-pouring tests. Returns the state.
GameState potionForDownAlly() {
    GameState s = fixture::make(basicSpec({"#########", "#oAB...m#", "#########"}));
    const int a = who(s, 'A'), b = who(s, 'B');
    REQUIRE(s.items().size() == 1);
    fixture::edit(s, [&](GameStateData& d) {
        auto& down = d.characters[static_cast<std::size_t>(b)];
        down.presence = Presence::Down;
        down.hp = 0;
        down.down_turn = 1;
        d.items[0].container = -1;
        d.items[0].holder = a;
    });
    return s;
}

}  // namespace

TEST_CASE("Heroes AI: finishes the wounded enemy rather than hitting a fresh one (focus fire, R6)", "[ai][heroes]") {
    GameState s = fixture::make(basicSpec({"#####", "#mAn#", "#####"}));
    const int a = who(s, 'A'), m = who(s, 'm'), n = who(s, 'n');
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(n)].hp = 1; });
    auto p = ai::heroesAi(1);
    const ai::Choice c = p->choose(s);
    CHECK(c.action == Action{Melee{a, n}});
    CHECK(c.characters == std::vector<int>{a, n});
    CHECK(c.explanation.find("A: melee on n (hit") == 0);
    CHECK(c.explanation.find("kill") != std::string::npos);
    (void)m;
}

TEST_CASE("Heroes AI: attacks the enemy it has the best odds against (R6, R15)", "[ai][heroes]") {
    fixture::Spec spec = basicSpec({"#####", "#mAn#", "#####"});
    CharacterCard tough = fixture::card("tough", Formation::MasterTroop, 5, 3);
    tough.characteristics[Characteristic::Defence] = 5;  // much harder to hit than the troop (2)
    spec.cards.push_back(tough);
    spec.letters['m'] = "tough";
    GameState s = fixture::make(spec);
    auto p = ai::heroesAi(2);
    const ai::Choice c = p->choose(s);
    INFO(c.explanation);
    // Against 5 HP and no armour a powerful attack (R16, 6 wounds) kills whenever it hits.
    CHECK(c.action == Action{PowerfulAttack{who(s, 'A'), who(s, 'n')}});
    CHECK(c.explanation == "A: powerful_attack on n (hit 44%, kill 44%, 3.1 wounds expected)");
}

TEST_CASE("Heroes AI: pours a potion for a down ally (R25, R26)", "[ai][heroes]") {
    const GameState s = potionForDownAlly();
    const int a = who(s, 'A'), b = who(s, 'B');
    auto p = ai::heroesAi(3);
    const ai::Choice c = p->choose(s);
    CHECK(c.action == Action{Pour{a, b, 0}});
    CHECK(c.explanation == "A: pours a potion for B, who is down");
}

TEST_CASE("Heroes AI: drinks when low and takes a potion from a barrel next to it (R26, R41)", "[ai][heroes]") {
    GameState s = fixture::make(basicSpec({"#####", "#oA.#", "#####"}));
    const int a = who(s, 'A');
    auto p = ai::heroesAi(4);
    CHECK(p->choose(s).action == Action{Take{a, 0}});
    s.apply(Take{a, 0});
    fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 3; });
    CHECK(p->choose(s).action == Action{Drink{a, 0}});
}

TEST_CASE("Heroes AI: walks around the lava to the chest, never jumping (R43, R49, R52)", "[ai][heroes]") {
    // The chest is 3 squares away straight across the lava; the way round is 9 squares.
    GameState s = wonByChest("chest_4_1", {"#########",  //
                                           "#A~~$...#",  //
                                           "#.~~....#",  //
                                           "#.~~....#",  //
                                           "#.......#",  //
                                           "#########"});
    const int a = who(s, 'A');
    auto p = ai::heroesAi(5);
    bool won = false;
    for (int turn = 0; turn < 6 && !won; ++turn) {
        for (const ai::Choice& c : heroesTurn(s, *p)) {
            CHECK_FALSE(std::holds_alternative<Jump>(c.action));
            CHECK(s.board().tile(s.character(a).pos) != TileKind::Lava);
        }
        won = s.isOver();
        if (!won) s.apply(EndTurn{});  // the Master passes
    }
    REQUIRE(won);
    CHECK(s.result()->winner == Side::Heroes);
    CHECK(s.turn() <= 3);
}

TEST_CASE("Heroes AI: moves toward the objective by the real path and opens the door on the way (R40)",
          "[ai][heroes]") {
    GameState s = wonByChest("chest_8_1", {"##########",  //
                                           "#A.#....$#",  //
                                           "#..+....##",  //
                                           "##########"});
    const int a = who(s, 'A');
    auto p = ai::heroesAi(6);
    std::vector<ai::Choice> turn = heroesTurn(s, *p);
    REQUIRE(turn.size() >= 2);
    // First toward the door (the chest is straight ahead, but behind the wall).
    CHECK(turn[0].explanation.find("toward the objective (open chest_8_1") != std::string::npos);
    bool opened = false;
    for (const auto& c : turn) opened = opened || c.action == Action{OpenDoor{a, 1}};  // object 1: the door
    CHECK(opened);
    for (int t = 0; t < 3 && !s.isOver(); ++t) {
        s.apply(EndTurn{});
        heroesTurn(s, *p);
    }
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
}

TEST_CASE("Heroes AI: opens the quest's chest when adjacent, picks its lock when locked (R40, R50, R52)",
          "[ai][heroes]") {
    for (const char* chest : {"$", "&"}) {
        GameState s = wonByChest("chest_2_1", {"######", std::string("#A") + chest + "..#", "#....#", "######"});
        auto p = ai::heroesAi(7);
        const ai::Choice c = p->choose(s);
        INFO(c.explanation);
        if (std::string(chest) == "$") {
            CHECK(c.action == Action{OpenDoor{who(s, 'A'), 0}});
        } else {
            // R40: Dexterity 2 against 4 passes 1 time in 36; melee damage 3 − armour 2 takes one
            // of the lock's 8 HP every time: breaking it down is the better bet.
            CHECK(c.action == Action{BreakDoor{who(s, 'A'), 0}});
        }
        CHECK(c.explanation.find("open chest_2_1") != std::string::npos);
    }
}

TEST_CASE("Heroes AI: uses the quest's special action where it is legal (R51)", "[ai][heroes]") {
    fixture::Spec spec = basicSpec({"#######", "#A....#", "#.....#", "#######"});
    spec.quest_tweak = [](QuestDef& q) {
        SpecialActionDef d;
        d.id = "speech";
        d.ap = 2;
        d.characteristic = Characteristic::Charisma;
        d.difficulty = 2;
        d.where = WhereKind::InZone;
        d.where_target = "far";
        q.special_actions.push_back(d);
        ZoneDef z;
        z.letter = 'F';
        z.id = "far";
        z.squares = {{5, 1}, {5, 2}};
        q.zones.push_back(z);
        q.victory.push_back(condition(ConditionType::SpecialActionSucceeded, "speech"));
    };
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    auto p = ai::heroesAi(8);
    // Not legal yet: the hero walks to the zone first, then speaks.
    const ai::Choice first = p->choose(s);
    CHECK((std::holds_alternative<Run>(first.action) || std::holds_alternative<Walk>(first.action)));
    s.apply(first.action);
    s.apply(p->choose(s).action);
    REQUIRE(s.character(a).pos.x == 5);
    const ai::Choice c = p->choose(s);
    CHECK(c.action == Action{SpecialAction{a, 0}});
    CHECK(c.explanation.find("A: speech (") == 0);
}

TEST_CASE("Heroes AI: carries the quest's item out through the exit zone (R41, R52)", "[ai][heroes]") {
    fixture::Spec spec = basicSpec({"########", "#A...&.#", "#B.....#", "########"});
    spec.quest_tweak = [](QuestDef& q) {
        q.objects[0].contains = {"gem"};
        ItemDef gem;
        gem.id = "gem";
        gem.in = q.objects[0].id;
        q.items.push_back(gem);
        ZoneDef z;
        z.letter = 'X';
        z.id = "exit";
        z.squares = {{1, 1}, {1, 2}};
        q.zones.push_back(z);
        Condition c = condition(ConditionType::ItemCarriedOut, "gem");
        c.zone = "exit";
        q.victory.push_back(c);
    };
    GameState s = fixture::make(spec);
    auto p = ai::heroesAi(9);
    for (int t = 0; t < 12 && !s.isOver(); ++t) {
        heroesTurn(s, *p);
        if (!s.isOver()) s.apply(EndTurn{});
    }
    REQUIRE(s.isOver());
    CHECK(s.result()->winner == Side::Heroes);
    CHECK(s.result()->reason.find("item_carried_out gem") != std::string::npos);
}

TEST_CASE("Heroes AI: never runs over a known trap when a walk around is as good (R9, R48)", "[ai][heroes]") {
    GameState s = wonByChest("chest_5_1", {"#######", "#A^..$#", "#.....#", "#######"});
    const int a = who(s, 'A');
    auto p = ai::heroesAi(10);
    for (const ai::Choice& c : heroesTurn(s, *p)) {
        if (const auto* r = std::get_if<Run>(&c.action)) {
            CHECK(r->via != Pos{2, 1});
            CHECK(r->to != Pos{2, 1});
        }
        if (const auto* w = std::get_if<Walk>(&c.action)) CHECK(w->to != Pos{2, 1});
    }
    CHECK(s.objects()[static_cast<std::size_t>(0)].sprung == false);
    (void)a;
}

TEST_CASE("Heroes AI: answers a failed block test by the hit points left (R12)", "[ai][heroes]") {
    GameState s = fixture::make(basicSpec({"######", "#mA..#", "######"}));
    const int a = who(s, 'A');
    fixture::forcePower(s, "--");  // Agility 2: both blank, the block test fails
    s.apply(Walk{a, {3, 1}});
    REQUIRE(s.pending());
    REQUIRE(s.pending()->kind == DecisionKind::Block);
    auto p = ai::heroesAi(11);
    CHECK(p->choose(s).action == Action{MoveAnyway{}});  // 10 HP: 1D6 cannot kill
    GameState low = s;
    fixture::edit(low, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].hp = 4; });
    CHECK(p->choose(low).action == Action{Stay{}});
}

TEST_CASE("Heroes AI: waits (R42) when an enemy is near but out of reach", "[ai][heroes]") {
    fixture::Spec spec = basicSpec({"########", "#A..~~m#", "########"});
    spec.cards[0].characteristics[Characteristic::MeleeAttack] = 3;  // a fighter with no bow
    spec.cards[0].shot_damage = 0;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    auto p = ai::heroesAi(12);
    const ai::Choice c = p->choose(s);
    CHECK(c.action == Action{Wait{a}});
    CHECK(c.explanation == "A: waits for the enemies to come (R42)");
}

TEST_CASE("Heroes AI: spends its waiting point on a good attack in the Master's turn (R42)", "[ai][heroes]") {
    fixture::Spec spec = basicSpec({"#######", "#A.m..#", "#######"});
    spec.cards[0].characteristics[Characteristic::MeleeAttack] = 3;
    GameState s = fixture::make(spec);
    const int a = who(s, 'A'), m = who(s, 'm');
    fixture::edit(s, [&](GameStateData& d) {
        d.characters[static_cast<std::size_t>(a)].ap = 2;
        d.characters[static_cast<std::size_t>(m)].hp = 1;
    });
    s.apply(Wait{a});
    s.apply(EndTurn{});
    s.apply(Walk{m, {2, 1}});
    REQUIRE(s.waitingWindow());
    auto p = ai::heroesAi(13);
    const ai::Choice c = p->choose(s);
    CHECK(c.action == Action{Melee{a, m}});
}

TEST_CASE("Heroes AI: the same seed and states give the same game (determinism)", "[ai][heroes]") {
    const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), "the_lost_treasure", 21, false);
    REQUIRE(g.error.empty());
    auto run = [&] {
        auto s = ai::startGame(g);
        REQUIRE(s);
        auto heroes = ai::heroesAi(5);
        auto master = ai::randomPolicy(6);
        std::vector<std::string> lines;
        const ai::MatchOutcome out = ai::playOut(
            *s, *heroes, *master, 100000, [&](const GameState&, const ai::Choice& c, const auto&, const GameState&) {
                lines.push_back(toString(c.action) + " " + c.explanation);
            });
        return std::make_tuple(out.result, out.actions, lines, *s);
    };
    const auto a = run();
    const auto b = run();
    CHECK(std::get<0>(a) == std::get<0>(b));
    CHECK(std::get<1>(a) == std::get<1>(b));
    CHECK(std::get<2>(a) == std::get<2>(b));
    CHECK(std::get<3>(a) == std::get<3>(b));
}

namespace {

struct Rate {
    int wins = 0;
    int games = 0;
    long long decisions = 0;
    double seconds = 0.0;
    double rate() const { return games ? static_cast<double>(wins) / games : 0.0; }
};

Rate play(const std::string& quest, int games, bool ai_heroes, bool rulebook_master) {
    Rate r;
    for (int i = 0; i < games; ++i) {
        const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(i);
        const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest, seed, rulebook_master);
        REQUIRE(g.error.empty());
        auto s = ai::startGame(g);
        REQUIRE(s);
        auto heroes = ai_heroes ? ai::heroesAi(seed) : ai::randomPolicy(seed);
        auto master = rulebook_master ? ai::rulebookMaster(seed + 7) : ai::randomPolicy(seed + 7);
        // Time the heroes' decisions only.
        struct Timed final : ai::Policy {
            ai::Policy& inner;
            Rate& r;
            Timed(ai::Policy& p, Rate& rate) : inner(p), r(rate) {}
            std::string_view name() const override { return inner.name(); }
            ai::Choice choose(const GameState& st) override {
                const auto t0 = std::chrono::steady_clock::now();
                ai::Choice c = inner.choose(st);
                r.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                ++r.decisions;
                return c;
            }
        } timed(*heroes, r);
        const ai::MatchOutcome out = ai::playOut(*s, timed, *master);
        REQUIRE(out.result);
        ++r.games;
        r.wins += out.result->winner == Side::Heroes;
    }
    return r;
}

}  // namespace

TEST_CASE("Heroes AI: wins clearly more often than random heroes against a random Master, every shipped quest",
          "[ai][heroes][rates]") {
    // CATA_AI_RATE_GAMES: games per quest and side (default 100; the sanitizer build runs fewer,
    // docs/testing.md). The same seeds, so a smaller run plays the first games of the full one.
    const char* env = std::getenv("CATA_AI_RATE_GAMES");
    const int kGames = env && std::atoi(env) > 0 ? std::atoi(env) : 100;
    int ai_wins = 0, random_wins = 0;
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        const Rate smart = play(q.id, kGames, true, false);
        const Rate random = play(q.id, kGames, false, false);
        std::printf(
            "%-18s heroes AI %3d%%  random heroes %3d%%  (vs random Master, %d games; %.3f ms per AI decision)\n",
            q.id.c_str(), static_cast<int>(smart.rate() * 100 + 0.5), static_cast<int>(random.rate() * 100 + 0.5),
            kGames, smart.decisions ? 1000.0 * smart.seconds / static_cast<double>(smart.decisions) : 0.0);
        INFO(q.id);
        CHECK(smart.wins >= random.wins);
        ai_wins += smart.wins;
        random_wins += random.wins;
    }
    const int n = static_cast<int>(cata::test::shippedDocs().library().quests.size()) * kGames;
    std::printf("all quests         heroes AI %3d%%  random heroes %3d%%\n", 100 * ai_wins / n, 100 * random_wins / n);
    CHECK(ai_wins >= random_wins + n / 5);  // a margin of 20 points over all quests
}

TEST_CASE("Heroes AI: plays whole games against the rulebook Master", "[ai][heroes][rates]") {
    for (const auto& q : cata::test::shippedDocs().library().quests) {
        const Rate r = play(q.id, 5, true, true);
        std::printf("%-18s heroes AI vs rulebook Master: %d of %d won\n", q.id.c_str(), r.wins, r.games);
        CHECK(r.games == 5);
    }
}

TEST_CASE("Heroes AI: trace of one game (run by hand: CATA_TRACE_QUEST, CATA_TRACE_SEED)", "[.trace]") {
    const char* quest = std::getenv("CATA_TRACE_QUEST");
    const char* seed_text = std::getenv("CATA_TRACE_SEED");
    const std::uint64_t seed = seed_text ? std::strtoull(seed_text, nullptr, 10) : 1000;
    const ai::PreparedGame g = ai::prepareGame(cata::test::shippedDocs(), quest ? quest : "the_lost_treasure", seed, false);
    REQUIRE(g.error.empty());
    auto s = ai::startGame(g);
    REQUIRE(s);
    auto heroes = ai::heroesAi(seed);
    auto master = ai::randomPolicy(seed + 7);
    const ai::MatchOutcome out = ai::playOut(
        *s, *heroes, *master, 100000, [&](const GameState& before, const ai::Choice& c, const auto&, const GameState&) {
            if (before.toMove() == Side::Heroes)
                std::printf("T%d %s | %s\n", before.turn(), toString(c.action).c_str(), c.explanation.c_str());
        });
    std::printf("%s\n%s\n", out.result ? out.result->reason.c_str() : "no result", s->toString().c_str());
}

// The explanation as a key and arguments (ai::Choice::why), what a client words in its player's
// language; the English line (Choice::explanation) is rendered from it and reads as it did.
TEST_CASE("Heroes AI: its explanations are keys and arguments, the English line rendered from them",
          "[ai][heroes][explanation]") {
    using ai::ExplainKey;
    SECTION("an attack: the action's word, the target, the odds as percentages, the wounds in tenths") {
        fixture::Spec spec = basicSpec({"#####", "#mAn#", "#####"});
        CharacterCard tough = fixture::card("tough", Formation::MasterTroop, 5, 3);
        tough.characteristics[Characteristic::Defence] = 5;
        spec.cards.push_back(tough);
        spec.letters['m'] = "tough";
        GameState s = fixture::make(spec);
        const ai::Choice c = ai::heroesAi(2)->choose(s);
        REQUIRE(c.action == Action{PowerfulAttack{who(s, 'A'), who(s, 'n')}});
        CHECK(c.why == ai::explain(ExplainKey::HeroLine,
                                   {ai::characterArg(who(s, 'A'), true),
                                    ai::partArg(ai::explain(ExplainKey::HeroAttack,
                                                            {ai::wordArg("powerful_attack"), ai::characterArg(who(s, 'n'), true),
                                                             ai::percentArg(0.44), ai::percentArg(0.44), ai::tenthsArg(31)}))}));
        CHECK(c.explanation == ai::englishText(s, c.why));
        CHECK(c.explanation == "A: powerful_attack on n (hit 44%, kill 44%, 3.1 wounds expected)");
    }
    SECTION("a move toward the objective names the objective, nested") {
        GameState s = wonByChest("chest_8_1", {"##########",  //
                                               "#A.#....$#",  //
                                               "#..+....##",  //
                                               "##########"});
        const ai::Choice c = ai::heroesAi(6)->choose(s);
        REQUIRE(c.why.key == ExplainKey::HeroLine);
        REQUIRE(c.why.args.size() == 2);
        REQUIRE(c.why.args[1].part.size() == 1);
        const ai::Explanation& move = c.why.args[1].part.front();
        REQUIRE(move.key == ExplainKey::HeroTowardObjective);
        REQUIRE(move.args.size() == 2);
        int chest = -1;
        for (int o = 0; o < static_cast<int>(s.content().quest.objects.size()); ++o)
            if (s.content().quest.objects[static_cast<std::size_t>(o)].id == "chest_8_1") chest = o;
        CHECK(move.args[0] == ai::partArg(ai::explain(ExplainKey::ObjectiveOpen, {ai::objectArg(chest, "chest_8_1")})));
        CHECK(move.args[1].kind == ai::ExplainArg::Kind::Number);
        CHECK(c.explanation == ai::englishText(s, c.why));
        CHECK(c.explanation.find("A: toward the objective (open chest_8_1, ") == 0);
    }
    SECTION("a potion poured for a down ally") {
        const GameState s = potionForDownAlly();
        const int a = who(s, 'A'), b = who(s, 'B');
        const ai::Choice c = ai::heroesAi(3)->choose(s);
        CHECK(c.why == ai::explain(ExplainKey::HeroLine,
                                   {ai::characterArg(a, true),
                                    ai::partArg(ai::explain(ExplainKey::HeroPours, {ai::characterArg(b, true)}))}));
        CHECK(c.explanation == "A: pours a potion for B, who is down");
    }
}
