// The game's events in words (event_text.h), English and French, and the victory summary
// (victory_screen.h's summarize) of a finished random game. No window: a string table and a
// Quest I session are enough.
#include <catch2/catch.hpp>

#include <filesystem>

#include "cata/app/event_text.h"
#include "cata/app/victory_screen.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"
#include "cata/core/rng.h"
#include "board_support.h"
#include "headless.h"

using namespace cata;
using namespace cata::app;
using cata::app::test::cardIndex;
using cata::app::test::shippedQuest;

namespace {


StringTable table(const std::string& language) {
    StringTable t;
    const std::filesystem::path ui = std::filesystem::path(cata::app::test::dataDir()) / "assets" / "ui";
    REQUIRE(t.load((ui / "strings.json").string()));
    REQUIRE(t.load((ui / "strings" / "feedback.json").string()));
    t.setLanguage(language);
    return t;
}


/// An attack that hits, and what followed, as the core reports it.
std::vector<Event> attackEvents(const GameState& s) {
    const int torgils = cardIndex(s, "torgils");
    const int revenant = cardIndex(s, "ghoul");
    TestRoll roll;
    roll.faces = {PowerFace::Success, PowerFace::SuccessBonus, PowerFace::Blank};
    roll.successes = 2;
    roll.bonus = 1;
    roll.result = 2;
    roll.difficulty = 2;
    roll.passed = true;
    return {TestRolled{torgils, Characteristic::MeleeAttack, roll, "melee", "R15", {}},
            Wounded{revenant, torgils, Location::Head, 6, 2, 4, 1, false, "R20"}};
}

}  // namespace

TEST_CASE("Names: the card's name up to its epithet, numbered when a card is used twice", "[feedback][text]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const StringTable en = table("en"), fr = table("fr");
    CHECK(characterName(s, cardIndex(s, "torgils"), en) == "Torgils");
    CHECK(characterName(s, cardIndex(s, "esterella"), fr) == "Esterella");
    CHECK(characterName(s, cardIndex(s, "king_of_the_tombs"), en) == "King of the Tombs");
    CHECK(characterName(s, cardIndex(s, "king_of_the_tombs"), fr) == "Roi des tombes");
    CHECK(characterName(s, cardIndex(s, "ghoul"), fr) == "Goule");

    // Quest III's Master has four Revenants.
    auto third = shippedQuest(3, 3);
    const GameState& t = third->state();
    CHECK(characterName(t, cardIndex(t, "revenant", 1), en) == "Revenant 1");
    CHECK(characterName(t, cardIndex(t, "revenant", 4), fr) == "Revenant 4");
    CHECK(characterName(t, cardIndex(t, "skell"), en) == "Skell");
}

TEST_CASE("An attack reads as the test then its consequence, in English and in French", "[feedback][text]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const std::vector<Event> events = attackEvents(s);
    const std::string rev = characterName(s, cardIndex(s, "ghoul"), table("en"));
    CHECK(rev == "Ghoul");

    const auto en = describeEvents(events, s, table("en"), 2, Side::Heroes);
    REQUIRE(en.size() == 2);
    CHECK(en[0].text == "Torgils attacks " + rev + " — Melee attack 3 dice vs difficulty 2: I · I* · blank = 2 ✓");
    CHECK(en[0].kind == LogLine::Kind::Roll);
    CHECK(en[0].rule == "R15");
    CHECK(en[0].indent == 0);
    CHECK(en[0].turn == 2);
    CHECK(en[1].text == rev + " is hit on the head: 6 damage − 2 armour = 4 wounds, 1 HP left");
    CHECK(en[1].kind == LogLine::Kind::Wound);
    CHECK(en[1].indent == 1);
    CHECK(exportLine(en[1]) == "    " + en[1].text + " (R20)");

    const auto fr = describeEvents(events, s, table("fr"), 2, Side::Heroes);
    REQUIRE(fr.size() == 2);
    CHECK(fr[0].text == "Torgils attaque Goule — Attaque 3 dés contre difficulté 2 : I · I* · vide = 2 ✓");
    CHECK(fr[1].text == "Goule reçoit un coup à la tête : 6 dégâts − 2 d'armure = 4 blessures, reste 1 PV");
}

TEST_CASE("Statuses, turns, block tests and D6 rolls in words", "[feedback][text]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int esterella = cardIndex(s, "esterella");
    const int irf = cardIndex(s, "irf");
    TestRoll failed;
    failed.faces = {PowerFace::Blank, PowerFace::Success};
    failed.successes = 1;
    failed.result = 1;
    failed.difficulty = 2;
    const std::vector<Event> events = {
        TurnBegan{3, Side::Master, "R7"},
        StatusChanged{esterella, StatusChange::CaughtFire, 0, "R29"},
        TestRolled{irf, Characteristic::Agility, failed, "block", "R12", {}},
        D6Rolled{irf, {4}, 4, "block wounds", "R12"},
        Wounded{irf, -1, std::nullopt, 4, 0, 4, 6, false, "R12"},
        GameEnded{Side::Master, "all heroes dead or down at the end of the turn", "R52"},
    };
    const auto en = describeEvents(events, s, table("en"));
    REQUIRE(en.size() == 6);
    CHECK(en[0].text == "Turn 3 — the Master of the catacombs");
    CHECK(en[0].kind == LogLine::Kind::Turn);
    CHECK(en[1].text == "Esterella catches fire");
    CHECK(en[1].rule == "R29");
    CHECK(en[1].keywords == std::vector<std::string>{"fire"});
    CHECK(en[1].turn == 3);
    CHECK(en[1].side == Side::Master);
    CHECK(en[2].text == "Irf tries to break away — Agility 2 dice vs difficulty 2: blank · I = 1 ✗");
    CHECK(en[2].keywords == std::vector<std::string>{"block"});
    CHECK(en[3].text == "Irf rolls 1D6 (wounds for breaking away): 4");
    CHECK(en[3].indent == 1);
    CHECK(en[4].text == "Irf takes 4 wounds, 6 HP left");
    CHECK(en[5].text == "The Master of the catacombs wins: every hero is dead or down.");
    CHECK(en[5].kind == LogLine::Kind::End);

    const auto fr = describeEvents(events, s, table("fr"));
    REQUIRE(fr.size() == 6);
    CHECK(fr[0].text == "Tour 3 — le Maître des catacombes");
    CHECK(fr[1].text == "Esterella prend feu");
    CHECK(fr[2].text == "Irf tente de se dégager — Agilité 2 dés contre difficulté 2 : vide · I = 1 ✗");
    CHECK(fr[3].text == "Irf lance 1D6 (blessures en se dégageant) : 4");
    CHECK(fr[4].text == "Irf subit 4 blessures, reste 6 PV");
    CHECK(fr[5].text == "Le Maître des catacombes gagne : tous les héros sont morts ou à terre.");
}

TEST_CASE("R25 R29 the fire on a hero going down goes out, and the line says why", "[feedback][text][R25][R29]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int esterella = cardIndex(s, "esterella");
    const std::vector<Event> events = {StatusChanged{esterella, StatusChange::WentDown, 0, "R25"},
                                       StatusChanged{esterella, StatusChange::FireWentOut, 0, "R25"},
                                       StatusChanged{esterella, StatusChange::FireWentOut, 0, "R29"}};
    const auto en = describeEvents(events, s, table("en"));
    REQUIRE(en.size() == 3);
    CHECK(en[1].text == "The fire on Esterella goes out: a hero down no longer burns");
    CHECK(en[1].rule == "R25");
    CHECK(en[1].keywords == std::vector<std::string>{"fire"});
    CHECK(en[2].text == "The fire on Esterella goes out");  // the keep-burning roll failed (R29)
    const auto fr = describeEvents(events, s, table("fr"));
    REQUIRE(fr.size() == 3);
    CHECK(fr[1].text == "Le feu s'éteint sur Esterella : un héros à terre ne brûle plus");
    CHECK(fr[2].text == "Le feu s'éteint sur Esterella");
}

TEST_CASE("R44 a roll on the solo table reads as one line, not a D6 line and a table line", "[feedback][text]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int irf = cardIndex(s, "irf");  // any character: the words are what is checked
    const std::vector<Event> events = {D6Rolled{irf, {6}, 6, "solo table", "R44"}, SoloRolled{irf, 6, false, "R44"}};
    const auto en = describeEvents(events, s, table("en"));
    REQUIRE(en.size() == 1);
    CHECK(en[0].text == "Irf is not activated and rolls 6 on the solo table");
    CHECK(en[0].kind == LogLine::Kind::Roll);
    CHECK(en[0].rule == "R44");
    const auto fr = describeEvents(events, s, table("fr"));
    REQUIRE(fr.size() == 1);
    CHECK(fr[0].text == "Personnage non activé : Irf obtient 6 sur la table du jeu en solo");
    // Play-test 3, finding 9: "Araignée géante n'est pas activé" (a feminine name): no
    // participle to agree with the character's name.
    const int spider = cardIndex(s, "giant_spider");
    const auto fr_spider = describeEvents(
        std::vector<Event>{D6Rolled{spider, {2}, 2, "solo table", "R44"}, SoloRolled{spider, 2, false, "R44"}}, s,
        table("fr"));
    REQUIRE(fr_spider.size() == 1);
    CHECK(fr_spider[0].text == "Personnage non activé : Araignée géante obtient 2 sur la table du jeu en solo");
}

TEST_CASE("R11 a shift slips past the ally, in French too (not behind him)", "[feedback][text]") {
    // Play-test 4, finding 9: FR "se faufile derrière" (behind) where EN says "slips past".
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int irf = cardIndex(s, "irf");
    const std::vector<Event> events = {Moved{irf, {2, 16}, {4, 16}, "R11"}};
    CHECK(describeEvents(events, s, table("en"))[0].text == "Irf slips past an ally (2,16) → (4,16)");
    CHECK(describeEvents(events, s, table("fr"))[0].text == "Irf se faufile à travers un allié (2,16) → (4,16)");
}

TEST_CASE("A bonus multiplies the successes and a characteristic of 0 rolls nothing", "[feedback][text]") {
    const StringTable en = table("en");
    TestRoll bonus;
    bonus.faces = {PowerFace::SuccessBonus, PowerFace::SuccessBonus, PowerFace::Success};
    bonus.successes = 3;
    bonus.bonus = 2;
    bonus.result = 6;
    bonus.difficulty = 4;
    bonus.passed = true;
    CHECK(facesText(bonus, en) == "I* · I* · I = 3 × 2 = 6 ✓");
    CHECK(facesText(TestRoll{}, en) == "no dice: automatic failure ✗");
    auto session = shippedQuest(1, 3);
    CHECK(difficultyText(TestRolled{0, Characteristic::Will, bonus, "fear", "R28", {}}, session->state(), en) ==
          "difficulty 4");
}

TEST_CASE("R6 R17 R19 R23 a test's terms read in the player's language with the characters' names", "[feedback][text]") {
    // Quest III: Irf and Esterella against four Revenants (ids revenant_1 … revenant_4).
    auto session = shippedQuest(3, 3);
    const GameState& s = session->state();
    const StringTable en = table("en"), fr = table("fr");
    const int irf = cardIndex(s, "irf"), esterella = cardIndex(s, "esterella"), torgils = cardIndex(s, "torgils");
    const int second = cardIndex(s, "revenant", 2), third = cardIndex(s, "revenant", 3);
    REQUIRE(s.character(second).id != "Revenant 2");
    TestRoll roll;
    roll.faces = {PowerFace::Success, PowerFace::SuccessBonus, PowerFace::Blank, PowerFace::Success};
    roll.successes = 3;
    roll.bonus = 1;
    roll.result = 3;
    roll.difficulty = 3;
    roll.passed = true;

    // R19: a shot at distance 5 with an enemy next to the shooter, the Shoot raised by a spell.
    const TestRolled shot{irf, Characteristic::Shoot, roll, "shot", "R19",
                          {{ModifierKey::Characteristic, irf, "shoot", 0, "", 3, true},
                           {ModifierKey::Buff, irf, "shoot", 0, "R23", 1, true},
                           {ModifierKey::Distance, -1, "", 5, "R19", 2, false},
                           {ModifierKey::AdjacentEnemy, third, "", 0, "R19", 1, false}}};
    CHECK(rollText(shot, s, en) ==
          "Shooting 4 dice (Shooting of Irf: 3, spell bonus: +1 [R23]) vs difficulty 3 (distance 5: 2 [R19], "
          "adjacent enemy Revenant 3: +1 [R19]): I · I* · blank · I = 3 ✓");
    CHECK(rollText(shot, s, fr) ==
          "Tir 4 dés (Tir d'Irf : 3, bonus de sort : +1 [R23]) contre difficulté 3 (distance 5 : 2 [R19], "
          "ennemi adjacent Revenant 3 : +1 [R19]) : I · I* · vide · I = 3 ✓");

    // R15 R17: a melee test, the Defence raised by a skill and lowered by other attackers.
    TestRoll melee = roll;
    melee.difficulty = 1;
    const TestRolled hit{torgils, Characteristic::MeleeAttack, melee, "melee", "R15",
                         {{ModifierKey::Characteristic, torgils, "m_at", 0, "", 4, true},
                          {ModifierKey::Characteristic, second, "defence", 0, "", 2, false},
                          {ModifierKey::Skill, torgils, "child_of_the_arenas", 0, "", 1, false},
                          {ModifierKey::SwarmFigures, second, "", 1, "R33", 1, false},
                          {ModifierKey::OtherSquares, -1, "", 3, "R17", -3, false}}};
    CHECK(difficultyText(hit, s, en) ==
          "difficulty 1 (Defence of Revenant 2: 2, skill Child of the arenas: +1, 1 more swarm figure: +1 [R33], "
          "attacked from 3 other squares this turn: −3 [R17])");
    CHECK(difficultyText(hit, s, fr) ==
          "difficulté 1 (Défense de Revenant 2 : 2, compétence Enfant des arènes : +1, 1 figurine de nuée de plus : +1 [R33], "
          "attaqué depuis 3 autres cases ce tour : −3 [R17])");

    // R23: a spell's difficulty, named in the player's language.
    const TestRolled spell{esterella, Characteristic::Magic, roll, "spell", "R23",
                           {{ModifierKey::Characteristic, esterella, "magic", 0, "", 4, true},
                            {ModifierKey::SpellDifficulty, -1, "entangling_roots", 0, "R23", 3, false}}};
    CHECK(difficultyText(spell, s, en) == "difficulty 3 (spell Entangling roots: 3 [R23])");
    CHECK(difficultyText(spell, s, fr) == "difficulté 3 (sort Racines entravantes : 3 [R23])");
    const Modifier floor{ModifierKey::NotBelowZero, second, "defence", 0, "", 1, false};
    CHECK(modifierName(floor, s, en) == "not below 0");
    CHECK(modifierName(floor, s, fr) == "pas moins de 0");
    CHECK(modifierName(spell.modifiers[0], s, fr) == "Magie d'Esterella");
    CHECK(modifierName(spell.modifiers[0], s, en) == "Magic of Esterella");

    // A log written before the keys existed keeps its English words.
    CHECK(modifierName(Modifier{ModifierKey::Text, -1, "M.At of revenant_2", 0, "", 2, true}, s, fr) ==
          "M.At of revenant_2");

    // The log line of a real shot carries the names too, never an instance id.
    for (const char* language : {"en", "fr"}) {
        const auto lines = describeEvents({shot}, s, table(language), 2, Side::Heroes);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].text.find(s.character(third).id) == std::string::npos);
        CHECK(lines[0].text.find("Revenant 3") != std::string::npos);
    }
}

TEST_CASE("Every event of whole random games reads without a missing string", "[feedback][text]") {
    for (std::uint64_t seed : {11u, 12u}) {
        auto session = shippedQuest(1, seed);
        Rng pick(seed);
        for (int i = 0; i < 3000 && !session->state().isOver(); ++i) {
            const auto legal = session->state().legalActions();
            session->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
        }
        for (const char* language : {"en", "fr"}) {
            const StringTable strings = table(language);
            std::size_t count = 0;
            for (const auto& entry : session->history()) {
                for (const LogLine& line : describeEvents(entry.events, session->state(), strings, entry.turn, entry.side)) {
                    INFO(language << ": " << line.text);
                    CHECK(line.text.find("event.") == std::string::npos);
                    CHECK(line.text.find("{}") == std::string::npos);
                    CHECK_FALSE(line.text.empty());
                    ++count;
                }
            }
            CHECK(count > 10);
        }
    }
}

TEST_CASE("The victory summary counts what the history holds", "[feedback][victory]") {
    auto session = shippedQuest(1, 5);
    Rng pick(5);
    for (int i = 0; i < 5000 && !session->state().isOver(); ++i) {
        const auto legal = session->state().legalActions();
        session->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
    }
    REQUIRE(session->state().isOver());
    int rolls = 0, passed = 0, destiny = 0, wounds = 0;
    for (const auto& entry : session->history())
        for (const Event& e : entry.events) {
            if (const auto* t = std::get_if<TestRolled>(&e)) {
                ++rolls;
                passed += t->roll.passed;
            }
            if (const auto* w = std::get_if<Wounded>(&e)) wounds += w->wounds;
            destiny += std::holds_alternative<DestinyUsed>(e);
        }
    const GameSummary g = summarize(*session, table("en"));
    CHECK(g.turns == session->state().turn());
    CHECK(g.rolls == rolls);
    CHECK(g.passed == passed);
    CHECK(g.destiny_used == destiny);
    CHECK(g.wounds_by_heroes + g.wounds_by_master + g.wounds_other == wounds);
    CHECK(rolls > 0);
    // Every hero dead or down at the end is among the fallen.
    for (int i = 0; i < static_cast<int>(session->state().characters().size()); ++i) {
        const auto& c = session->state().character(i);
        if (c.side != Side::Heroes || (c.presence != Presence::Dead && c.presence != Presence::Down)) continue;
        const std::string name = characterName(session->state(), i, table("en"));
        CHECK(std::find(g.heroes_fallen.begin(), g.heroes_fallen.end(), name) != g.heroes_fallen.end());
    }
    const std::string reason = resultReason(*session->state().result(), session->state(), table("en"));
    CHECK_FALSE(reason.empty());
    CHECK(reason.find("condition") == std::string::npos);
}

TEST_CASE("R23 a spell's log line gives its result and the effect it selects, never a tier number (play 7 #15)",
          "[feedback][text][R23]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int esterella = cardIndex(s, "esterella"), torgils = cardIndex(s, "torgils");
    // Freya's healing: result 3-5 heals 2D6 (its second effect); Freya's blessing on herself:
    // 4 or more, +2 Defence this turn (assets/spells/spells.json).
    const std::vector<Event> events = {SpellCast{esterella, "freya_healing", torgils, 3, 1, "R23"},
                                       SpellCast{esterella, "freya_blessing", esterella, 4, 1, "R23"}};
    const auto en = describeEvents(events, s, table("en"), 2, Side::Heroes);
    REQUIRE(en.size() == 2);
    CHECK(en[0].text == "Esterella casts Freya's healing on Torgils: result 3, heals 2D6");
    CHECK(en[1].text == "Esterella casts Freya's blessing: result 4, +2 Defence this turn");
    const auto fr = describeEvents(events, s, table("fr"), 2, Side::Heroes);
    REQUIRE(fr.size() == 2);
    CHECK(fr[0].text == "Esterella lance Soin de Freya sur Torgils : résultat 3, soigne 2D6");
    CHECK(fr[1].text == "Esterella lance Bénédiction de Freya : résultat 4, +2 Défense ce tour");

    // Every spell of whole random games: no "(tier 1)" / "(palier 1)", the internal word.
    for (std::uint64_t seed : {11u, 12u, 13u}) {
        auto game = shippedQuest(1, seed);
        Rng pick(seed);
        for (int i = 0; i < 3000 && !game->state().isOver(); ++i) {
            const auto legal = game->state().legalActions();
            game->apply(legal[pick.uniform(static_cast<std::uint32_t>(legal.size()))].action);
        }
        for (const char* language : {"en", "fr"}) {
            const StringTable strings = table(language);
            for (const auto& entry : game->history())
                for (const LogLine& line :
                     describeEvents(entry.events, game->state(), strings, entry.turn, entry.side)) {
                    INFO(language << ": " << line.text);
                    CHECK(line.text.find("(tier") == std::string::npos);
                    CHECK(line.text.find("(palier") == std::string::npos);
                }
        }
    }
}

TEST_CASE("R45 R52 the fire event with no hero on the board says nobody burns (play 8 #17)", "[feedback][text][R45]") {
    auto session = shippedQuest(1, 3);
    const GameState& s = session->state();
    const int torgils = cardIndex(s, "torgils");
    const std::vector<Event> burns = {UnexpectedEventRolled{2, UnexpectedEventType::HeroCatchesFire, "R45"},
                                      StatusChanged{torgils, StatusChange::CaughtFire, 0, "R45"},
                                      D6Rolled{torgils, {3}, 3, "fire", "R45"}};
    const auto en = describeEvents(burns, s, table("en"), 2, Side::Heroes);
    REQUIRE_FALSE(en.empty());
    CHECK(en[0].text == "Unexpected event (2): a hero catches fire");
    // An immaterial hero does not catch fire, but the fire's D6 is still his.
    const std::vector<Event> immaterial = {UnexpectedEventRolled{2, UnexpectedEventType::HeroCatchesFire, "R45"},
                                           D6Rolled{torgils, {3}, 3, "fire", "R45"}};
    CHECK(describeEvents(immaterial, s, table("en"), 2, Side::Heroes)[0].text ==
          "Unexpected event (2): a hero catches fire");
    // No hero on the board (the others gone out, one down: R52): the core draws nobody.
    const std::vector<Event> nobody = {UnexpectedEventRolled{2, UnexpectedEventType::HeroCatchesFire, "R45"},
                                       TurnBegan{2, Side::Heroes, "R8"}};
    const auto none = describeEvents(nobody, s, table("en"), 2, Side::Heroes);
    REQUIRE_FALSE(none.empty());
    CHECK(none[0].text == "Unexpected event (2): a hero would catch fire, but no hero is on the board");
    CHECK(describeEvents(nobody, s, table("fr"), 2, Side::Heroes)[0].text ==
          "Événement imprévu (2) : un héros prendrait feu, mais aucun héros n'est sur le plateau");
}

TEST_CASE("The result screen's tests rolled agree with the number passed, in French (1 réussi, 2 réussis)",
          "[feedback][text][victory]") {
    // Play 12 #7: "Tests lancés 3 (1 réussis)". victory_screen.cpp formats the line with the
    // count of tests passed.
    const StringTable en = table("en"), fr = table("fr");
    CHECK(fr.formatCount("victory.rolls_value", 1, 3, 1) == "3 (1 réussi)");
    CHECK(fr.formatCount("victory.rolls_value", 0, 3, 0) == "3 (0 réussi)");
    CHECK(fr.formatCount("victory.rolls_value", 2, 3, 2) == "3 (2 réussis)");
    CHECK(en.formatCount("victory.rolls_value", 1, 3, 1) == "3 (1 passed)");
    CHECK(en.formatCount("victory.rolls_value", 2, 3, 2) == "3 (2 passed)");
}
