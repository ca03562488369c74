// R6 with R23, R12, R30, R40, R43, R48: GameState::odds, the exact odds of every action that
// rolls dice of power, checked against hand-counted fractions (1 and 2 dice) and a brute-force
// count of the 6^n faces written here, not against odds.h.
#include <catch2/catch.hpp>

#include <map>
#include <numeric>

#include "fixture.h"

using namespace cata;
using fixture::who;

namespace {

/// P(result == r) for `n` dice of power with the printed faces (R1: blank, blank, I, I, I, I*),
/// counted over every one of the 6^n rolls; result = successes × stars, stars counting 1 when
/// none (R2).
std::map<int, double> bruteForce(int n) {
    std::map<int, double> out;
    int rolls = 1;
    for (int i = 0; i < n; ++i) rolls *= 6;
    for (int code = 0; code < rolls; ++code) {
        int successes = 0, stars = 0;
        for (int i = 0, c = code; i < n; ++i, c /= 6) {
            const int face = c % 6;  // 0, 1 blank; 2, 3, 4 I; 5 I*
            if (face >= 2) ++successes;
            if (face == 5) ++stars;
        }
        out[successes * std::max(stars, 1)] += 1.0 / rolls;
    }
    return out;
}

/// P(lo <= result <= hi) for `n` dice (hi < 0: no bound); 0 with no dice (R3).
double between(int n, int lo, int hi = -1) {
    if (n <= 0) return 0.0;
    double p = 0.0;
    for (const auto& [r, q] : bruteForce(n))
        if (r >= lo && (hi < 0 || r <= hi)) p += q;
    return p;
}

SpellEffect damage(int dice) { return {SpellEffectType::Damage, {dice, 0}, true, 0, Characteristic::MeleeAttack, 1}; }

/// "fire" fails below 2: 2-3 1D6 wounds, 4+ 2D6 (Tomb fire); "bless" (no difficulty) on the
/// caster or an ally: 1-3 +1 Magic this turn, 4+ +2 Magic (a blessing of the caster's own dice).
fixture::Spec mages(int magic) {
    fixture::Spec spec;
    spec.rows = {"#########",
                 "#M.....m#",
                 "#A......#",
                 "#########"};
    spec.cards = fixture::basicCards();
    CharacterCard mage = fixture::card("mage", Formation::Hero);
    mage.characteristics[Characteristic::Magic] = magic;
    mage.spells = {"fire", "bless"};
    spec.cards.push_back(mage);
    Spell fire;
    fire.id = "fire";
    fire.target = SpellTarget::Enemy;
    fire.difficulty = 2;
    fire.tiers = {{2, {damage(1)}}, {4, {damage(2)}}};
    Spell bless;
    bless.id = "bless";
    bless.target = SpellTarget::AllyOrSelf;
    bless.difficulty = 1;
    bless.tiers = {{1, {{SpellEffectType::Buff, {0, 1}, false, 0, Characteristic::Magic, 1}}},
                   {4, {{SpellEffectType::Buff, {0, 2}, false, 0, Characteristic::Magic, 1}}}};
    spec.spells = {fire, bless};
    spec.letters = {{'M', "mage"}, {'A', "hero"}, {'m', "troop"}};
    return spec;
}

double tierSum(const ActionOdds& o) {
    return std::accumulate(o.tiers.begin(), o.tiers.end(), 0.0, [](double s, const TierOdds& t) { return s + t.chance; });
}

}  // namespace

TEST_CASE("R6 R23 a spell that fails below 2, Magic 2: 20/36 to fail, 15/36 for 2-3, 1/36 for 4 or more",
          "[R6][R23][odds]") {
    GameState s = fixture::make(mages(2));
    const int mage = who(s, 'M'), m = who(s, 'm');
    const auto o = s.odds(CastSpell{mage, "fire", m});
    REQUIRE(o);
    // By hand, two dice (1/3 blank, 1/2 I, 1/6 I*): 0 = 4/36, 1 = 16/36, 2 = 15/36, 4 = 1/36 (two stars).
    REQUIRE(o->tests.size() == 1);
    CHECK(o->tests[0].characteristic == Characteristic::Magic);
    CHECK(o->tests[0].dice == 2);
    CHECK(o->tests[0].difficulty == 2);
    CHECK(o->tests[0].purpose == "spell");
    CHECK(o->tests[0].pass == Approx(16.0 / 36));
    REQUIRE(o->tiers.size() == 2);
    CHECK(o->tiers[0].tier == 0);
    CHECK(o->tiers[0].min_result == 2);
    CHECK(o->tiers[0].max_result == 3);
    CHECK(o->tiers[0].chance == Approx(15.0 / 36));
    CHECK(o->tiers[1].min_result == 4);
    CHECK(o->tiers[1].max_result == -1);
    CHECK(o->tiers[1].chance == Approx(1.0 / 36));
    CHECK(o->success == Approx(16.0 / 36));
    CHECK(tierSum(*o) + (1 - o->success) == Approx(1.0));
}

TEST_CASE("R6 R23 a spell with no difficulty, Magic 2: 4/36 to do nothing, 31/36 for 1-3, 1/36 for 4 or more",
          "[R6][R23][odds]") {
    GameState s = fixture::make(mages(2));
    const int mage = who(s, 'M'), a = who(s, 'A');
    const auto o = s.odds(CastSpell{mage, "bless", a});
    REQUIRE(o);
    REQUIRE(o->tiers.size() == 2);
    CHECK(o->tiers[0].min_result == 1);
    CHECK(o->tiers[0].max_result == 3);
    CHECK(o->tiers[0].chance == Approx(31.0 / 36));
    CHECK(o->tiers[1].chance == Approx(1.0 / 36));
    CHECK(o->success == Approx(32.0 / 36));
    CHECK(tierSum(*o) + (1 - o->success) == Approx(1.0));
}

TEST_CASE("R6 R23 R3 Magic 0 never succeeds, Magic 1 cannot reach a difficulty of 2, high Magic by brute force",
          "[R6][R23][R3][odds]") {
    SECTION("Magic 0: no dice, the test fails (R3)") {
        GameState s = fixture::make(mages(0));
        for (const char* spell : {"fire", "bless"}) {
            const auto o = s.odds(CastSpell{who(s, 'M'), spell, spell == std::string("fire") ? who(s, 'm') : who(s, 'A')});
            REQUIRE(o);
            CHECK(o->tests[0].dice == 0);
            CHECK(o->success == 0.0);
            CHECK(tierSum(*o) == 0.0);
        }
    }
    SECTION("Magic 1: one die makes 0 or 1") {
        GameState s = fixture::make(mages(1));
        const auto fire = s.odds(CastSpell{who(s, 'M'), "fire", who(s, 'm')});
        REQUIRE(fire);
        CHECK(fire->success == 0.0);
        CHECK(tierSum(*fire) == 0.0);
        const auto bless = s.odds(CastSpell{who(s, 'M'), "bless", who(s, 'A')});
        REQUIRE(bless);
        CHECK(bless->success == Approx(4.0 / 6));
        CHECK(bless->tiers[0].chance == Approx(4.0 / 6));
        CHECK(bless->tiers[1].chance == 0.0);
    }
    SECTION("Magic 6: every one of the 6^6 rolls counted") {
        GameState s = fixture::make(mages(6));
        const auto o = s.odds(CastSpell{who(s, 'M'), "fire", who(s, 'm')});
        REQUIRE(o);
        CHECK(o->tiers[0].chance == Approx(between(6, 2, 3)));
        CHECK(o->tiers[1].chance == Approx(between(6, 4)));
        CHECK(o->success == Approx(between(6, 2)));
        CHECK(1 - o->success == Approx(between(6, 0, 1)));
        CHECK(tierSum(*o) + (1 - o->success) == Approx(1.0));
    }
}

TEST_CASE("R6 R23 a blessing of Magic the core applies raises the next spell's odds", "[R6][R23][odds]") {
    GameState s = fixture::make(mages(2));
    const int mage = who(s, 'M'), m = who(s, 'm');
    const auto before = s.odds(CastSpell{mage, "fire", m});
    REQUIRE(before);
    fixture::forcePower(s, "I-");  // result 1: +1 Magic until the end of the turn
    s.apply(CastSpell{mage, "bless", mage});
    REQUIRE(s.effective(mage, Characteristic::Magic) == 3);
    const auto after = s.odds(CastSpell{mage, "fire", m});
    REQUIRE(after);
    CHECK(after->tests[0].dice == 3);
    CHECK(after->tiers[0].chance == Approx(between(3, 2, 3)));
    CHECK(after->tiers[1].chance == Approx(between(3, 4)));
    CHECK(after->success == Approx(between(3, 2)));
    CHECK(after->success > before->success);
}

TEST_CASE("R6 R12 R43 R40 R30 other tests: block, jump, lock, web, and none for actions that roll no dice of power",
          "[R6][R12][R43][R40][R30][odds]") {
    GameState s = fixture::basic({
        "#########",
        "#A~..m..#",
        "#.......#",
        "#L..B...#",
        "#########",
    });
    const int a = who(s, 'A'), b = who(s, 'B'), m = who(s, 'm');
    SECTION("a walk with no opponent beside: no test") {
        CHECK_FALSE(s.odds(Walk{b, {4, 2}}));
        CHECK_FALSE(s.odds(OpenDoor{a, 0}));
        CHECK_FALSE(s.odds(EndTurn{}));
    }
    SECTION("R43 a jump over one square: Agility 2 against 2 = 16/36") {
        const auto o = s.odds(Jump{a, {3, 1}});
        REQUIRE(o);
        REQUIRE(o->tests.size() == 1);
        CHECK(o->tests[0].purpose == "jump");
        CHECK(o->tests[0].difficulty == 2);
        CHECK(o->success == Approx(16.0 / 36));
        CHECK(o->tiers.empty());
    }
    SECTION("R40 picking a lock: Dexterity 2 against 4 = 1/36 (two stars)") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].pos = {1, 2}; });
        int lock = -1;
        for (std::size_t i = 0; i < s.content().quest.objects.size(); ++i)
            if (s.content().quest.objects[i].locked) lock = static_cast<int>(i);
        REQUIRE(lock >= 0);
        const auto o = s.odds(PickLock{a, lock});
        REQUIRE(o);
        CHECK(o->tests[0].characteristic == Characteristic::Dexterity);
        CHECK(o->tests[0].difficulty == 4);
        CHECK(o->success == Approx(1.0 / 36));
    }
    SECTION("R12 leaving one opponent: Agility 2 against 1 = 32/36; two: 16/36; a run checks both steps") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(b)].pos = {4, 1}; });
        const auto walk = s.odds(Walk{b, {3, 2}});
        REQUIRE(walk);
        REQUIRE(walk->tests.size() == 1);
        CHECK(walk->tests[0].purpose == "block");
        CHECK(walk->tests[0].difficulty == 1);
        CHECK(walk->success == Approx(32.0 / 36));
        // A run through (4,2), still beside m: two block tests.
        const auto run = s.odds(Run{b, {4, 2}, {3, 3}});
        REQUIRE(run);
        REQUIRE(run->tests.size() == 2);
        CHECK(run->success == Approx(32.0 / 36 * 32.0 / 36));
        // A second opponent beside B: difficulty 2.
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].side = Side::Master; });
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].pos = {3, 1}; });
        const auto two = s.odds(Walk{b, {3, 2}});
        REQUIRE(two);
        CHECK(two->tests[0].difficulty == 2);
        CHECK(two->success == Approx(16.0 / 36));
    }
    SECTION("R30 breaking free of a web of level 1: Strength 2 against 1 = 32/36") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].webbed = 1; });
        const auto o = s.odds(BreakFree{m});
        REQUIRE(o);
        CHECK(o->tests[0].characteristic == Characteristic::Strength);
        CHECK(o->success == Approx(32.0 / 36));
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(m)].webbed = 3; });
        CHECK(s.odds(BreakFree{m})->success == Approx(between(2, 3)));
    }
}

TEST_CASE("R6 R48 walking onto a visible trap: Agility against the trap, and a hidden one is not given away",
          "[R6][R48][odds]") {
    fixture::Spec spec;
    spec.rows = {"#######",
                 "#A^..m#",
                 "#.;...#",
                 "#######"};
    spec.letters = {{'A', "hero"}, {'m', "troop"}};
    GameState s = fixture::make(spec);
    const int a = who(s, 'A');
    const auto onto = s.odds(Walk{a, {2, 1}});
    REQUIRE(onto);
    REQUIRE(onto->tests.size() == 1);
    CHECK(onto->tests[0].purpose == "trap");
    CHECK(onto->success == Approx(32.0 / 36));
    CHECK_FALSE(s.odds(Walk{a, {2, 2}}));  // the hidden trap (R48): no odds, no hint
}

TEST_CASE("R43 R49 odds: a jump's chance of dying (its test fails, the fall lands in lava), 0 for anything else",
          "[R43][R49][odds]") {
    // clang-format off
    GameState s = fixture::make(fixture::basicSpec({"#######",
                                                    "#.....#",
                                                    "#.....#",
                                                    "#~~~~~#",
                                                    "#..A..#",
                                                    "#######"}));
    // clang-format on
    const int a = who(s, 'A');
    // Over one square of lava: every miss falls into it.
    const auto near = s.odds(Jump{a, {3, 2}});
    REQUIRE(near);
    REQUIRE(near->success < 1.0);
    CHECK(near->dies == Approx(1.0 - near->success));
    // Over the lava and a floor square: the fall die lands on either, half the faces each.
    const auto far = s.odds(Jump{a, {3, 1}});
    REQUIRE(far);
    CHECK(far->dies == Approx((1.0 - far->success) / 2));
    // Along the floor row (no lava leapt over): a miss only falls short.
    const auto along = s.odds(Jump{a, {5, 4}});
    REQUIRE(along);
    CHECK(along->dies == 0.0);
    // What reach() shows for the same jump is this very number (one place).
    const RouteJump* route = s.reach(a, Side::Heroes).jump({3, 1});
    REQUIRE(route != nullptr);
    CHECK(route->dies == Approx(far->dies));
    // Not a jump: no death chance, whatever it rolls.
    const auto walk = s.odds(Walk{a, {2, 4}});
    if (walk) CHECK(walk->dies == 0.0);
}
