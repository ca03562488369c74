// Rulesets (R1, R4, R19, R44, R45) and spells (R23): good files load to the exact
// definitions, broken ones report every problem with its position.
#include <catch2/catch.hpp>

#include "cata/content/library.h"
#include "fixtures.h"

namespace {

using namespace cata;
using namespace cata::content;
using namespace cata::content::test;

const char* kSpellRules = R"({
  "id": "test_rules",
  "name": {"en": "R", "fr": "R"},
  "power_die": ["blank", "blank", "I", "I", "I", "I*"],
  "location_die": ["head", "chest", "chest", "arm", "arm", "leg"],
  "shot_bands": [{"up_to": 3, "difficulty": 1}, {"up_to": 6, "difficulty": 2}],
  "unexpected_events": [
    {"from": 2, "to": 2, "event": "hero_catches_fire", "text": {"en": "a", "fr": "a"}},
    {"from": 3, "to": 3, "event": "master_extra_ap", "amount": 2, "text": {"en": "b", "fr": "b"}},
    {"from": 4, "to": 11, "event": "nothing", "text": {"en": "c", "fr": "c"}},
    {"from": 12, "to": 12, "event": "fairy_heal", "dice": 3, "text": {"en": "d", "fr": "d"}}
  ],
  "solo_non_activated": [
    {"from": 1, "to": 1, "behaviour": "frantic", "ap_multiplier": 2, "text": {"en": "e", "fr": "e"}},
    {"from": 2, "to": 5, "behaviour": "wander", "squares": 2, "text": {"en": "f", "fr": "f"}},
    {"from": 6, "to": 6, "behaviour": "idle", "text": {"en": "g", "fr": "g"}}
  ],
  "numbers": {"default_budget": 250, "default_turn_limit": 20}
})";

const char* kSpells = R"({"spells": [
  {"id": "spark", "name": {"en": "S", "fr": "S"}, "text": {"en": "T", "fr": "T"}, "target": "enemy", "range": 4,
   "tiers": [{"min": 1, "effects": [{"type": "damage", "dice": 1, "fire": true}]},
             {"min": 3, "effects": [{"type": "damage", "dice": 2}, {"type": "stun", "level": 1}]}]}
]})";

Lines rules(const std::vector<std::pair<std::string, std::string>>& changes) { return problems(edit(kSpellRules, changes), ContentKind::Ruleset); }
Lines spells(const std::vector<std::pair<std::string, std::string>>& changes) { return problems(edit(kSpells, changes), ContentKind::Spells); }

}  // namespace

TEST_CASE("A good ruleset loads to the exact definition") {
    const LoadReport report = loadSources({{"rules.json", "", std::string(kSpellRules), ContentKind::Ruleset, true}});
    REQUIRE(report.diagnostics.empty());
    const Ruleset& r = report.library.ruleset;
    CHECK(r.id == "test_rules");
    CHECK(r.name == LocalText{"R", "R"});
    CHECK(r.power_die == std::array{PowerFace::Blank, PowerFace::Blank, PowerFace::Success, PowerFace::Success, PowerFace::Success, PowerFace::SuccessBonus});
    CHECK(r.location_die == std::array{Location::Head, Location::Chest, Location::Chest, Location::Arm, Location::Arm, Location::Leg});
    CHECK(r.shot_bands == std::vector<ShotBand>{{3, 1}, {6, 2}});
    CHECK(r.shot_band_width_beyond == 3);  // default
    REQUIRE(r.unexpected_events.size() == 4);
    CHECK(r.unexpected_events[1] == UnexpectedEventRow{3, 3, UnexpectedEventType::MasterExtraAp, 2, 0, {"b", "b"}});
    CHECK(r.unexpected_events[3] == UnexpectedEventRow{12, 12, UnexpectedEventType::FairyHeal, 0, 3, {"d", "d"}});
    REQUIRE(r.solo_non_activated.size() == 3);
    CHECK(r.solo_non_activated[0] == SoloRow{1, 1, SoloBehaviour::Frantic, 2, 0, {"e", "e"}});
    CHECK(r.solo_non_activated[1] == SoloRow{2, 5, SoloBehaviour::Wander, 1, 2, {"f", "f"}});
    CHECK(r.numbers.default_budget == 250);
    CHECK(r.numbers.default_turn_limit == 20);
    CHECK(r.numbers.lock_difficulty == 4);  // documented default
}

TEST_CASE("R45: the unexpected events must cover 2 to 12: a gap") {
    CHECK(rules({{R"("from": 4, "to": 11)", R"("from": 5, "to": 11)"}}) ==
          Lines{"test.json:7:24: /unexpected_events: rows must cover 2 to 12 exactly once; 4 is not covered"});
}

TEST_CASE("R45: the unexpected events must cover 2 to 12: an overlap") {
    CHECK(rules({{R"("from": 4, "to": 11)", R"("from": 3, "to": 11)"}}) ==
          Lines{"test.json:10:5: /unexpected_events/2: rows must cover 2 to 12 exactly once; 3 is already covered by row 1"});
}

TEST_CASE("R44: the solo table must cover 1 to 6") {
    CHECK(rules({{R"("from": 6, "to": 6)", R"("from": 6, "to": 7)"}}) ==
          Lines{"test.json:13:25: /solo_non_activated: rows must cover 1 to 6 exactly once; 6 is not covered",
                "test.json:16:23: /solo_non_activated/2/to: expected an integer from 1 to 6, found 7"});
}

TEST_CASE("R1: the power die has exactly six faces") {
    CHECK(rules({{R"("blank", "blank")", R"("blank")"}}) == Lines{"test.json:4:16: /power_die: expected 6 faces, found 5"});
}

TEST_CASE("R1: an unknown power die face") {
    CHECK(rules({{R"("I*"])", R"("II"])"}}) ==
          Lines{R"(test.json:4:50: /power_die/5: unknown power die face "II"; expected one of blank, I, I*; did you mean "I"?)"});
}

TEST_CASE("R19: shot bands must grow") {
    CHECK(rules({{R"({"up_to": 6)", R"({"up_to": 3)"}}) ==
          Lines{R"(test.json:6:59: /shot_bands/1/up_to: "up_to" must increase from band to band: 3 is not greater than 3)"});
}

TEST_CASE("An event that needs an amount") {
    CHECK(rules({{R"("amount": 2, )", ""}}) == Lines{R"(test.json:9:5: /unexpected_events/1: missing required key "amount")"});
}

TEST_CASE("A field that the event does not take") {
    CHECK(rules({{R"("nothing", )", R"("nothing", "amount": 1, )"}}) ==
          Lines{R"(test.json:10:47: /unexpected_events/2/amount: unknown key "amount"; expected one of from, to, event, text)"});
}

TEST_CASE("Numbers are integers of at least 0") {
    CHECK(rules({{"250", "-1"}}) == Lines{"test.json:18:33: /numbers/default_budget: expected an integer of at least 0, found -1"});
}

TEST_CASE("A misspelt number gets a suggestion") {
    CHECK(rules({{"default_turn_limit", "default_turnlimit"}}) ==
          Lines{R"(test.json:18:38: /numbers/default_turnlimit: unknown key "default_turnlimit"; did you mean "default_turn_limit"?)"});
}

TEST_CASE("A good spell loads to the exact definition") {
    const LoadReport report = loadSources({{"spells.json", "", std::string(kSpells), ContentKind::Spells, true}});
    REQUIRE(report.diagnostics.empty());
    REQUIRE(report.library.spells.size() == 1);
    const Spell& s = report.library.spells[0];
    CHECK(s.id == "spark");
    CHECK(s.target == SpellTarget::Enemy);
    CHECK(s.range == 4);
    CHECK(s.difficulty == 1);
    CHECK(s.ap == 1);
    REQUIRE(s.tiers.size() == 2);
    CHECK(s.tiers[0].min_result == 1);
    CHECK(s.tiers[0].effects == std::vector<SpellEffect>{{SpellEffectType::Damage, {1, 0}, true, 0, Characteristic::MeleeAttack, 1}});
    CHECK(s.tiers[1].effects == std::vector<SpellEffect>{{SpellEffectType::Damage, {2, 0}, false, 0, Characteristic::MeleeAttack, 1},
                                                         {SpellEffectType::Stun, {0, 0}, false, 1, Characteristic::MeleeAttack, 1}});
    CHECK(s.harmful());
}

TEST_CASE("R23: spell tiers must have increasing minimum results") {
    CHECK(spells({{R"({"min": 3)", R"({"min": 1)"}}) ==
          Lines{R"(test.json:4:22: /spells/0/tiers/1/min: tiers must have increasing "min": 1 is not greater than the previous tier's 1)"});
}

TEST_CASE("A heal effect needs dice or a flat amount") {
    CHECK(spells({{R"({"type": "stun", "level": 1})", R"({"type": "heal"})"}}) ==
          Lines{R"(test.json:4:68: /spells/0/tiers/1/effects/1: a heal effect needs "dice" or "flat")"});
}

TEST_CASE("A misspelt effect type gets a suggestion") {
    CHECK(spells({{R"("type": "damage", "dice": 1)", R"("type": "damge", "dice": 1)"}}) ==
          Lines{R"(test.json:3:46: /spells/0/tiers/0/effects/0/type: unknown effect type "damge"; expected one of heal, damage, web, stun, poison, buff; did you mean "damage"?)"});
}

TEST_CASE("A range that is not an integer") {
    CHECK(spells({{R"("range": 4)", R"("range": "far")"}}) ==
          Lines{"test.json:2:111: /spells/0/range: expected an integer of at least 0, found a string"});
}

TEST_CASE("A spell id used by another file") {
    CHECK(spells({{R"("id": "spark")", R"("id": "healing_light")"}}) ==
          Lines{R"(test.json:2:10: /spells/0/id: duplicate spell id "healing_light" (also in spells.json))"});
}

TEST_CASE("A spell missing its texts and with a stray key reports all three at once") {
    CHECK(spells({{R"("text": {"en": "T", "fr": "T"}, )", R"("txet": 1, )"}, {R"("name": {"en": "S", "fr": "S"})", R"("name": {"en": "S"})"}}) ==
          Lines{R"(test.json:2:3: /spells/0: missing required key "text")",
                R"(test.json:2:27: /spells/0/name: missing required key "fr")",
                R"(test.json:2:40: /spells/0/txet: unknown key "txet"; did you mean "text"?)"});
}
