// Play 7's wording findings (#12 and #22): the "Leave the catacombs" row says what
// leaving means (R52: the hero is out for good; what it does to the quest's victory; whether the
// heroes would win, or could no longer win), and the "Break down" row gives the damage of a blow
// and the door's HP left (R40), both from the core (GameState::exitOutlook, doorBlow), in English
// and in French.
#include <catch2/catch.hpp>

#include <string>

#include "board_support.h"
#include "cata/app/action_bar.h"
#include "cata/app/event_text.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

bool exitTipHas(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// Quest V (Robbery) at its start: the heroes deploy in the catacombs' entry, the zone the gem
/// must leave through, so each of them may leave from turn 1.
std::unique_ptr<content::GameSession> robberyStart(App& app) {
    auto session = startGame(app, deployedGame(app.documents(), questNumbered(app.documents(), 5), 7));
    declineDestiny(*session);  // a fear test at the start (R28) may offer a destiny point (R27)
    return session;
}

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Play 7 #12: Leave the catacombs on turn 1 says the hero leaves for good, that he does not carry the "
                 "gem and who stays (R52)",
                 "[app][board][bar][text][R52]") {
    auto session = robberyStart(app);
    const std::vector<int> heroes = heroesWhoMayLeave(session->state());
    REQUIRE(heroes.size() == 3);
    const int hero = heroes[0];
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    selectCharacter(app, board, hero);
    const std::string name = displayName(app, s, hero);
    std::string tip = actionRowTooltip(app, board, Exit{hero});
    INFO(tip);
    CHECK(tip.rfind("Leave the catacombs\n", 0) == 0);
    CHECK(exitTipHas(tip, name + " leaves the catacombs for good and takes no more part in the game."));
    CHECK(exitTipHas(tip, name + " does not carry the magic gem: the heroes win only when a hero carries it out."));
    CHECK(exitTipHas(tip, "2 heroes stay on the board."));
    CHECK_FALSE(exitTipHas(tip, "R52"));  // rule ids only with "Show rule ids"

    editSettings(app, [](Settings& st) { st.language = "fr"; });
    selectCharacter(app, board, hero);
    tip = actionRowTooltip(app, board, Exit{hero});
    INFO(tip);
    CHECK(exitTipHas(tip, name + " quitte les catacombes pour de bon et ne prend plus part à la partie."));
    CHECK(exitTipHas(
        tip, name + " ne porte pas la gemme magique : les héros ne gagnent que lorsqu'un héros l'emporte hors des "
                    "catacombes."));
    CHECK(exitTipHas(tip, "2 héros restent sur le plateau."));
}

TEST_CASE_METHOD(AppTest,
                 "Play 8 #17: the last hero leaving without the gem is told the Master wins at once, and he does (R52)",
                 "[app][board][text][R52]") {
    auto session = robberyStart(app);
    const std::vector<int> heroes = heroesWhoMayLeave(session->state());
    REQUIRE(heroes.size() == 3);
    session->apply(Exit{heroes[1]});
    session->apply(Exit{heroes[2]});
    const GameState& s = session->state();
    REQUIRE_FALSE(s.isOver());
    std::string text = exitText(app, s, Exit{heroes[0]});
    INFO(text);
    CHECK(exitTipHas(text, "The Master of the catacombs wins at once."));
    CHECK_FALSE(exitTipHas(text, "turn 11"));
    CHECK_FALSE(exitTipHas(text, "stay on the board"));
    // An exit that is not legal has nothing to say (its row shows the core's refusal).
    CHECK(exitText(app, s, Exit{heroes[1]}).empty());

    // One of them lies down instead: the Master wins when this turn ends (R52), as the row says.
    GameStateData data = s.data();
    CharacterState& down = data.characters[static_cast<std::size_t>(heroes[2])];
    down.presence = Presence::Down;
    down.hp = -1;
    down.down_turn = data.turn;
    down.exited_at.reset();
    const std::optional<GameState> lying = GameState::fromData(s.contentPtr(), data);
    REQUIRE(lying);
    text = exitText(app, *lying, Exit{heroes[0]});
    INFO(text);
    CHECK(exitTipHas(text,
                     "No hero would be left on the board to act: the heroes could no longer win, and the Master of the "
                     "catacombs wins when this turn (1) ends."));
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    text = exitText(app, *lying, Exit{heroes[0]});
    INFO(text);
    CHECK(exitTipHas(
        text, "les héros ne pourraient plus gagner, et le Maître des catacombes gagne à la fin de ce tour (1)."));
    text = exitText(app, s, Exit{heroes[0]});
    CHECK(exitTipHas(text, "Le Maître des catacombes gagne aussitôt."));

    // He leaves: the game is over, and the victory line says why.
    session->apply(Exit{heroes[0]});
    REQUIRE(session->state().isOver());
    CHECK(session->state().result()->winner == Side::Master);
    CHECK(resultReason(*session->state().result(), session->state(), app.strings()) ==
          "les héros sont partis sans la gemme magique.");
    editSettings(app, [](Settings& st) { st.language = "en"; });
    CHECK(resultReason(*session->state().result(), session->state(), app.strings()) ==
          "the heroes left without the magic gem.");
}

TEST_CASE_METHOD(AppTest, "Play 7 #22: Break down the door gives the damage of a blow and the door's HP left (R40)",
                 "[app][board][text][R40]") {
    auto session = shippedQuest(1, 7);
    declineDestiny(*session);  // a fear test at the start (R28) may offer a destiny point (R27)
    const GameState& start = session->state();
    // Quest I's locked door, and Torgils moved next to it.
    int door = -1;
    for (int i = 0; i < static_cast<int>(start.objects().size()); ++i)
        if (start.objects()[static_cast<std::size_t>(i)].locked &&
            start.content().quest.objects[static_cast<std::size_t>(i)].kind == ObjectKind::Door)
            door = i;
    REQUIRE(door >= 0);
    const Pos at = start.content().quest.objects[static_cast<std::size_t>(door)].at;
    const int torgils = cardIndex(start, "torgils"), esterella = cardIndex(start, "esterella");
    GameStateData d = start.data();
    int placed = 0;
    for (Pos step : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}}) {
        const Pos p = at + step;
        if (placed < 2 && start.board().isWalkable(p) && start.characterAt(p) < 0)
            d.characters[static_cast<std::size_t>(placed++ == 0 ? torgils : esterella)].pos = p;
    }
    REQUIRE(placed == 2);
    std::vector<std::string> errors;
    std::optional<GameState> s = GameState::fromData(start.contentPtr(), d, &errors);
    REQUIRE(s);
    REQUIRE(s->isLegal(BreakDoor{torgils, door}));
    REQUIRE(s->meleeDamage(torgils) == 5);
    REQUIRE(s->meleeDamage(esterella) == 3);
    // By hand (R40): 5 − 2 armour = 3 a blow against 8 HP: 3 blows; Esterella's 3 − 2 = 1: 8.
    CHECK(doorBlowText(app, *s, BreakDoor{torgils, door}) ==
          "Each blow: 5 damage − 2 armour = 3 off its HP, no dice rolled\nHP left (the door): 8 of 8 — 3 blows to "
          "break it down");
    CHECK(doorBlowText(app, *s, BreakDoor{esterella, door}) ==
          "Each blow: 3 damage − 2 armour = 1 off its HP, no dice rolled\nHP left (the door): 8 of 8 — 8 blows to "
          "break it down");
    s->apply(BreakDoor{torgils, door});
    s->apply(BreakDoor{torgils, door});
    CHECK(doorBlowText(app, *s, BreakDoor{torgils, door}) ==
          "Each blow: 5 damage − 2 armour = 3 off its HP, no dice rolled\nHP left (the door): 2 of 8 — this blow "
          "breaks it down");
    editSettings(app, [](Settings& st) { st.language = "fr"; });
    CHECK(doorBlowText(app, *s, BreakDoor{esterella, door}) ==
          "Chaque coup : 3 dégâts − 2 d'armure = 1 PV en moins, sans jet de dés\nPV restants (la porte) : 2 sur 8 — 2 "
          "coups pour "
          "l'enfoncer");
}
