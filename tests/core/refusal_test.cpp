// Refusals as keys and arguments: the core says why an action is refused with a
// stable key and the things it names, which a client words in its own language, and keeps its
// English sentence (whyIllegal, the engine protocol) exactly as it was.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "cata/core/refusal.h"
#include "core/fixture.h"

using namespace cata;

TEST_CASE("ActionRefusal keys: each has a unique name and an English pattern", "[refusal]") {
    const auto keys = allRefusalKeys();
    CHECK(keys.size() == static_cast<std::size_t>(RefusalKey::Count_));
    std::set<std::string> names;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const RefusalKey key = keys[i];
        INFO(refusalName(key));
        CHECK(static_cast<std::size_t>(key) == i);
        const std::string name(refusalName(key));
        CHECK_FALSE(name.empty());
        CHECK(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") == std::string::npos);
        CHECK(names.insert(name).second);
        CHECK_FALSE(refusalEnglish(key).empty());
        // Every argument up to the highest one is used: {0} ... {n-1}.
        for (int a = 0; a < refusalArity(key); ++a)
            CHECK(refusalEnglish(key).find("{" + std::to_string(a) + "}") != std::string_view::npos);
    }
    CHECK(refusalEnglish(RefusalKey::ActorDown) == "{0} is down (R25)");
    CHECK(refusalArity(RefusalKey::ActorDown) == 1);
    CHECK(refusalArity(RefusalKey::NoDecision) == 0);
    CHECK(refusalArity(RefusalKey::JumpAgility) == 3);
}

TEST_CASE("ActionRefusal patterns are filled in order and a secret door reads as a wall", "[refusal][R51]") {
    CHECK(fillPattern("{1} then {0}", {"a", "b"}) == "b then a");
    CHECK(fillPattern("{0} and {2}", {"a"}) == "a and {2}");  // no word: left as it is
    CHECK(fillPattern("no braces", {}) == "no braces");
    CHECK(tileWord(TileKind::SecretDoor) == TileWord::Wall);
    CHECK(tileWord(TileKind::ChestLocked) == TileWord::Chest);
    CHECK(tileWordName(TileWord::ClosedDoor) == "closed_door");
    CHECK(tileWordEnglish(TileWord::ClosedDoor) == "a closed door");
}

TEST_CASE("Refusals of a real state: the key, what it names, and the same English as whyIllegal", "[refusal][R25][R46]") {
    fixture::Spec spec = fixture::basicSpec({"#####", "#A#m#", "#B..#", "#####"});
    GameState s = fixture::make(spec);
    const int a = fixture::who(s, 'A'), b = fixture::who(s, 'B'), m = fixture::who(s, 'm');

    SECTION("a wall: the square and what stands there") {
        const auto r = s.refusal(Walk{a, {2, 1}});
        REQUIRE(r);
        CHECK(r->key == RefusalKey::Blocked);
        REQUIRE(r->args.size() == 2);
        CHECK(r->args[0].kind == RefusalArg::Kind::Square);
        CHECK(r->args[0].pos == Pos{2, 1});
        CHECK(r->args[1].kind == RefusalArg::Kind::Tile);
        CHECK(r->args[1].n == static_cast<int>(TileWord::Wall));
        CHECK(r->text == "(2,1) is blocked by a wall");
        CHECK(s.whyIllegal(Walk{a, {2, 1}}) == r->text);
    }
    SECTION("R25: a down hero, named by its index (its id in English)") {
        fixture::edit(s, [&](GameStateData& d) { d.characters[static_cast<std::size_t>(a)].presence = Presence::Down; });
        const auto r = s.refusal(Wait{a});
        REQUIRE(r);
        CHECK(r->key == RefusalKey::ActorDown);
        REQUIRE(r->args.size() == 1);
        CHECK(r->args[0].kind == RefusalArg::Kind::Character);
        CHECK(r->args[0].n == a);
        CHECK(r->text == "A is down (R25)");
    }
    SECTION("R46: a duel out of sight carries the line of sight's reason inside it") {
        const auto r = s.refusal(ChallengeDuel{a, m});
        REQUIRE(r);
        CHECK(r->key == RefusalKey::DuelNoZone);
        REQUIRE(r->args.size() == 1);
        CHECK(r->args[0].kind == RefusalArg::Kind::Reason);
        REQUIRE(r->because.size() == 1);
        CHECK(r->because[0].key == RefusalKey::SightTerrain);
        CHECK(r->because[0].text == "No line of sight: a wall at (2,1)");
        CHECK(r->text == "No line of sight: a wall at (2,1) and not in the same zone (R46)");
    }
    SECTION("the other side's character: both sides named") {
        const auto r = s.refusal(Walk{m, {3, 2}});
        REQUIRE(r);
        CHECK(r->key == RefusalKey::OtherSide);
        REQUIRE(r->args.size() == 3);
        CHECK(r->args[1].kind == RefusalArg::Kind::Side);
        CHECK(r->args[1].n == 1);
        CHECK(r->args[2].n == 0);
        CHECK(r->text == "m belongs to the master, it is the heroes' decision");
    }
    CHECK_FALSE(s.refusal(Walk{b, {2, 2}}).has_value());  // legal: nothing
}
