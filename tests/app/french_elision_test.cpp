// French elision (play 10 #11): "à côté de Araignée géante" must read "à côté d'Araignée
// géante". StringTable elides "de", "que", "le" and "la" standing right before a placeholder
// whose value starts with a vowel, in format() and in the core's patterns (refusals, the AI's
// lines: fillWords); English and values that start with a consonant or a digit are unchanged.
// And a card's tooltips put the French space before the colon ("Tir au milieu de la foule : …").
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cata/app/strings.h"
#include "support/paths.h"

using cata::app::StringTable;

namespace {

StringTable frenchAndEnglish(const std::string& key, const std::string& en, const std::string& fr) {
    StringTable t;
    t.set("en", key, en);
    t.set("fr", key, fr);
    t.setLanguage("fr");
    return t;
}

}  // namespace

TEST_CASE("French elision before a vowel, at placeholders only", "[app][strings][elision]") {
    const StringTable t = frenchAndEnglish("k", "{0} is not next to {1}", "{0} n'est pas à côté de {1}");
    CHECK(t.format("k", "Irf", "Araignée géante") == "Irf n'est pas à côté d'Araignée géante");
    CHECK(t.format("k", "Irf", "Esterella") == "Irf n'est pas à côté d'Esterella");
    CHECK(t.format("k", "Irf", "Élodie") == "Irf n'est pas à côté d'Élodie");                   // an accented capital
    CHECK(t.format("k", "Irf", "Roi des tombes") == "Irf n'est pas à côté de Roi des tombes");  // a consonant
    CHECK(t.format("k", "Irf", "12 cases") == "Irf n'est pas à côté de 12 cases");              // a digit
    CHECK(t.format("k", "Irf", "") == "Irf n'est pas à côté de ");
    StringTable en = t;
    en.setLanguage("en");
    CHECK(en.format("k", "Irf", "Araignée géante") == "Irf is not next to Araignée géante");

    // Each word, as a whole word only; automatic and numbered placeholders; a spec is left alone.
    CHECK(StringTable::elide("test de {}", {"Agilité"}) == "test d'{}");
    CHECK(StringTable::elide("alors que {0} part", {"Irf"}) == "alors qu'{0} part");
    CHECK(StringTable::elide("sur le {0}, la {1}", {"Ogre", "Arche"}) == "sur l'{0}, l'{1}");
    CHECK(StringTable::elide("la garde {0}", {"Irf"}) == "la garde {0}");  // "garde", not "de"
    CHECK(StringTable::elide("de {0} à de {1}", {"Torgils", "Irf"}) == "de {0} à d'{1}");
    CHECK(StringTable::elide("de {}, de {}", {"Irf", "Torgils"}) == "d'{}, de {}");
    CHECK(StringTable::elide("de {0:>3}", {"Irf"}) == "de {0:>3}");
    CHECK(StringTable::elide("de {{0}} de {0}", {"Irf"}) == "de {{0}} d'{0}");
    CHECK(StringTable::elide("de {5}", {"Irf"}) == "de {5}");  // no such value
    CHECK(StringTable::elide("de {0", {"Irf"}) == "de {0");    // malformed: as it is
}

TEST_CASE("The core's patterns are elided in French too (refusals, the AI's lines)", "[app][strings][elision]") {
    const StringTable t = frenchAndEnglish("refusal.x", "{0} is not next to {1}", "{0} n'est pas à côté de {1}");
    CHECK(t.fillWords("refusal.x", {"La porte", "Araignée géante"}) == "La porte n'est pas à côté d'Araignée géante");
    CHECK(t.fillWords("refusal.x", {"La porte", "Torgils"}) == "La porte n'est pas à côté de Torgils");
    StringTable en = t;
    en.setLanguage("en");
    CHECK(en.fillWords("refusal.x", {"The door", "Esterella"}) == "The door is not next to Esterella");
}

TEST_CASE("A card's skill and spell tooltips put French's space before the colon", "[app][strings][elision]") {
    StringTable t;
    REQUIRE(t.load(std::string(cata::test_paths::sourceDir()) + "/assets/ui/strings/board.json"));
    t.setLanguage("fr");
    CHECK(t.format("board.card.tip", "Tir au milieu de la foule", "Irf peut tirer") ==
          "Tir au milieu de la foule : Irf peut tirer");
    CHECK(t.format("board.card.tip_rule", "Peur", "R22", "…") == "Peur (R22) : …");
    t.setLanguage("en");
    CHECK(t.format("board.card.tip", "Shoot in the crowd", "Irf may shoot") == "Shoot in the crowd: Irf may shoot");
}
