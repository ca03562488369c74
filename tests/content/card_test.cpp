// Character cards: formation (R53), characteristics, size (R37), special rules (R28–R39),
// skills, spells (R23). Good cards load to the exact definition; every broken field is
// reported with its position.
#include <catch2/catch.hpp>

#include "cata/content/library.h"
#include "fixtures.h"

namespace {

using namespace cata;
using namespace cata::content;
using namespace cata::content::test;

/// A card file holding one card (on line 2), with `changes` applied to it.
std::string cardFile(const std::string& card) { return "{\"cards\": [\n" + card + "\n]}"; }

Lines cardProblems(const std::vector<std::pair<std::string, std::string>>& changes, const std::string& extra = "") {
    return problems(cardFile(edit(cardJson("hunter", "hero", 100, extra), changes)), ContentKind::Cards);
}

}  // namespace

TEST_CASE("A good card loads to the exact definition") {
    const std::string extra = R"(, "lore": {"en": "L", "fr": "L"}, "size": "gigantic", "footprint": [2, 3],
      "special_rules": [{"rule": "fear", "level": 2}, {"rule": "web", "level": 1}, {"rule": "fire_attack", "attacks": "shot"}, {"rule": "flying"}],
      "skills": [{"id": "crowd", "name": {"en": "C", "fr": "C"}, "text": {"en": "T", "fr": "T"},
                  "effects": [{"type": "shoot_through_allies"}, {"type": "characteristic_bonus", "characteristic": "shoot", "amount": 1}]}],
      "spells": ["healing_light"], "token": "tokens/hunter.png")";
    const LoadReport report = loadSources({{"spells.json", "", std::string(contextSpells()), ContentKind::Spells, true},
                                           {"cards.json", "", cardFile(cardJson("hunter", "hero", 100, extra)), ContentKind::Cards, true}});
    INFO((report.diagnostics.empty() ? "" : report.diagnostics[0].format()));
    REQUIRE(report.diagnostics.empty());
    const CharacterCard* c = report.library.card("hunter");
    REQUIRE(c != nullptr);
    CHECK(c->name == LocalText{"N", "N"});
    CHECK(c->lore == LocalText{"L", "L"});
    CHECK(c->formation == Formation::Hero);
    CHECK(c->value == 100);
    CHECK(c->characteristics.values == std::array<int, kCharacteristicCount>{2, 2, 1, 0, 2, 10, 2, 1, 2, 2, 1, 1, 4});
    CHECK(c->armour == Armour{0, 1, 0, 0});
    CHECK(c->melee_damage == 3);
    CHECK(c->shot_damage == 0);
    CHECK(c->size == Size::Gigantic);
    CHECK(c->footprint_w == 2);
    CHECK(c->footprint_h == 3);
    CHECK(c->special_rules == std::vector<SpecialRule>{{SpecialRuleId::Fear, 2, AttackKind::All},
                                                      {SpecialRuleId::Web, 1, AttackKind::Melee},  // web defaults to melee
                                                      {SpecialRuleId::FireAttack, 0, AttackKind::Shot},
                                                      {SpecialRuleId::Flying, 0, AttackKind::All}});
    REQUIRE(c->skills.size() == 1);
    CHECK(c->skills[0].effects == std::vector<SkillEffect>{{SkillEffectType::ShootThroughAllies, Characteristic::MeleeAttack, 0},
                                                           {SkillEffectType::CharacteristicBonus, Characteristic::Shoot, 1}});
    CHECK(c->spells == std::vector<std::string>{"healing_light"});
    CHECK(c->token == "tokens/hunter.png");
}

TEST_CASE("R53: an unknown formation lists the allowed ones and suggests the closest") {
    CHECK(cardProblems({{R"("formation": "hero")", R"("formation": "heros")"}}) ==
          Lines{R"(test.json:2:63: /cards/0/formation: unknown formation "heros"; expected one of hero, master_leader, master_troop; did you mean "hero"?)"});
}

TEST_CASE("A negative card value") {
    CHECK(cardProblems({{R"("value": 100)", R"("value": -5)"}}) == Lines{"test.json:2:80: /cards/0/value: expected an integer of at least 0, found -5"});
}

TEST_CASE("Hit points of at least 1") {
    CHECK(cardProblems({{R"("hp": 10)", R"("hp": 0)"}}) == Lines{"test.json:2:175: /cards/0/characteristics/hp: expected an integer of at least 1, found 0"});
}

TEST_CASE("A missing characteristic") {
    CHECK(cardProblems({{R"("will": 2, )", ""}}) == Lines{R"(test.json:2:104: /cards/0/characteristics: missing required key "will")"});
}

TEST_CASE("R37: a gigantic card needs a footprint") {
    CHECK(cardProblems({}, R"(, "size": "gigantic")") == Lines{R"(test.json:2:1: /cards/0: a gigantic card needs "footprint": [w, h] (R37))"});
}

TEST_CASE("R37: only gigantic cards have a footprint") {
    CHECK(cardProblems({}, R"(, "footprint": [2, 2])") == Lines{R"(test.json:2:370: /cards/0/footprint: only gigantic cards have a "footprint" (R37))"});
}

TEST_CASE("R37: a footprint of one square is not gigantic") {
    CHECK(cardProblems({}, R"(, "size": "gigantic", "footprint": [1, 1])") ==
          Lines{"test.json:2:403: /cards/0/footprint: a gigantic footprint must be larger than [1, 1] (R37)"});
}

TEST_CASE("R37: footprint sides go from 1 to 4") {
    CHECK(cardProblems({}, R"(, "size": "gigantic", "footprint": [5, 1])") ==
          Lines{"test.json:2:404: /cards/0/footprint/0: expected an integer from 1 to 4, found 5"});
}

TEST_CASE("R28: fear needs a level") {
    CHECK(cardProblems({}, R"(, "special_rules": [{"rule": "fear"}])") == Lines{R"(test.json:2:388: /cards/0/special_rules/0: rule "fear" needs a "level")"});
}

TEST_CASE("R35: flying takes no level") {
    CHECK(cardProblems({}, R"(, "special_rules": [{"rule": "flying", "level": 1}])") ==
          Lines{R"(test.json:2:407: /cards/0/special_rules/0/level: rule "flying" takes no "level")"});
}

TEST_CASE("A special rule given twice") {
    CHECK(cardProblems({}, R"(, "special_rules": [{"rule": "coward"}, {"rule": "coward"}])") ==
          Lines{R"(test.json:2:417: /cards/0/special_rules/1/rule: duplicate special rule "coward")"});
}

TEST_CASE("A misspelt special rule") {
    CHECK(cardProblems({}, R"(, "special_rules": [{"rule": "feer", "level": 1}])") ==
          Lines{R"(test.json:2:397: /cards/0/special_rules/0/rule: unknown special rule "feer"; expected one of fear, fire_attack, web, poison, swarm, flying, regeneration, coward, magic_weapon, magic_armour, invisible, immaterial, blunt; did you mean "fear"?)"});
}

TEST_CASE("Only attack-borne rules say which attacks") {
    CHECK(cardProblems({}, R"(, "special_rules": [{"rule": "fear", "level": 1, "attacks": "melee"}])") ==
          Lines{R"(test.json:2:417: /cards/0/special_rules/0/attacks: unknown key "attacks"; expected one of rule, level)"});
}

TEST_CASE("R23: a card's unknown spell gets a suggestion") {
    CHECK(cardProblems({}, R"(, "spells": ["healing_lite"])") ==
          Lines{R"(test.json:2:381: /cards/0/spells/0: unknown spell "healing_lite"; did you mean "healing_light"?)"});
}

TEST_CASE("A card id used by another file") {
    CHECK(cardProblems({{R"("id": "hunter")", R"("id": "irf")"}}) == Lines{R"(test.json:2:8: /cards/0/id: duplicate card id "irf" (also in cards.json))"});
}

TEST_CASE("Texts need both languages") {
    CHECK(cardProblems({}, R"(, "lore": {"en": "L"})") == Lines{R"(test.json:2:378: /cards/0/lore: missing required key "fr")"});
}

TEST_CASE("Texts are at most 4000 characters") {
    CHECK(cardProblems({{R"("name": {"en": "N")", R"("name": {"en": ")" + std::string(4001, 'n') + "\""}}) ==
          Lines{"test.json:2:33: /cards/0/name/en: text too long: 4001 characters, at most 4000"});
}

TEST_CASE("At most 256 cards in a file") {
    std::string text = "{\"cards\": [";
    for (int i = 0; i < 257; ++i) text += (i ? ", " : "") + cardJson("c" + std::to_string(i), "master_troop", 1);
    CHECK(problems(text + "]}", ContentKind::Cards) == Lines{"test.json:1:11: /cards: too many cards: 257, at most 256"});
}

TEST_CASE("An id that is not snake_case") {
    CHECK(cardProblems({{R"("id": "hunter")", R"("id": "Hunter")"}}) ==
          Lines{R"(test.json:2:8: /cards/0/id: invalid id "Hunter"; expected lower-case snake_case ([a-z][a-z0-9_]*, at most 48 characters))"});
}
