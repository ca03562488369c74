// Knowing what comes: the board's hover tooltips say the core's chance that an
// attack or a spell sets its target on fire (R29, GameState::fireOdds), that an attack poisons
// it (R31, GameState::poisonOdds), the fear test a
// character takes at its side's next turn start (R28, GameState::fearOdds), and in a game against
// the rulebook Master what his solo rules make his characters do (R44, ai::masterIntent), in
// English and French; none of it where it does not apply. Writes board_odds_fire_en.png,
// board_fear_en.png, board_intent_en.png and board_intent_fr.png. Rule ids are hidden by
// default (StringTable::plain): the English and French lines are checked as a player reads them.
#include <catch2/catch.hpp>

#include <string>

#include "board_support.h"
#include "cata/ai/master_intent.h"
#include "cata/app/ai_driver.h"
#include "cata/app/ai_text.h"
#include "cata/app/odds_text.h"
#include "cata/content/game_session.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

bool tipHas(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// Points at square `p` and waits for its tooltip (it shows after a short rest of the pointer).
std::string squareTip(App& app, const BoardScreen& board, Pos p) {
    hoverSquare(app, board, p);
    for (int i = 0; i < 60 && board.tooltip().empty(); ++i) waitFrame(app);
    return board.tooltip();
}

/// Quest I with a fire spirit (fire attack, R29) in the doorway beside Torgils (questOne's
/// `adjacent`), the Master to move.
std::unique_ptr<content::GameSession> fireSpiritBesideTorgils(App& app) {
    content::NewGame game = questOne(app, /*adjacent=*/true);
    game.master[0].card = "fire_spirit";
    game.master[0].id.clear();
    auto session = startGame(app, game);
    toMasterTurn(*session);
    return session;
}

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Fire odds: a fire attack's tooltip gives the core's chance to set the target on fire (R29, R6)",
                 "[app][board][odds][fire]") {
    BoardScreen& board = pushBoard(app, fireSpiritBesideTorgils(app));
    const GameState& s = board.session().state();
    const int spirit = cardIndex(s, "fire_spirit"), torgils = cardIndex(s, "torgils");
    REQUIRE(distance(s.character(spirit).pos, s.character(torgils).pos) == 1);
    selectCharacter(app, board, spirit);
    const std::string tip = squareTip(app, board, s.character(torgils).pos);
    INFO(tip);
    const std::optional<FireOdds> f = s.fireOdds(Melee{spirit, torgils});
    REQUIRE(f);
    REQUIRE(f->chance > 0.0);
    CHECK(tipHas(tip, "Sets Torgils on fire (a wound, then 1D6 \u2265 4): " + chanceText(f->chance)));
    CHECK(tipHas(tip, app.strings().format("board.odds.fire", "Torgils", 4, chanceText(f->chance))));
    REQUIRE(app.saveScreenshot(shotPath("board_odds_fire_en")));

    SECTION("in French") {
        editSettings(app, [&](Settings& st) { st.language = "fr"; });
        const std::string fr = squareTip(app, board, s.character(torgils).pos);
        INFO(fr);
        CHECK(tipHas(fr, "Met Torgils en feu (une blessure, puis 1D6 \u2265 4) : " + chanceText(f->chance)));
    }
    SECTION("Torgils' own attack on the spirit carries no fire: no fire line") {
        board.session().apply(EndTurn{});
        declineDestiny(board.session());
        app.runFrames(2);
        REQUIRE(s.activeSide() == Side::Heroes);
        selectCharacter(app, board, torgils);
        const std::string back = squareTip(app, board, s.character(spirit).pos);
        INFO(back);
        CHECK(tipHas(back, "Chance to hit"));
        CHECK_FALSE(tipHas(back, "on fire"));
    }
}

TEST_CASE_METHOD(AppTest, "Fire odds: the King's Tomb fire on Torgils adds the chance to set him on fire (R29, R23)",
                 "[app][board][odds][fire]") {
    auto session = startQuestOne(app, /*adjacent=*/true);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    const std::optional<FireOdds> f = s.fireOdds(CastSpell{king, "tomb_fire", torgils});
    REQUIRE(f);
    const std::string tip =
        rowTooltip(app, board, king, s.character(torgils).pos, CastSpell{king, "tomb_fire", torgils});
    INFO(tip);
    CHECK(tipHas(tip, app.strings().format("board.odds.fire", "Torgils", 4, chanceText(f->chance))));
}

TEST_CASE_METHOD(AppTest,
                 "Poison odds: the King's Withering curse on Torgils adds the chance to poison him (R31, R23, R6)",
                 "[app][board][odds][poison]") {
    auto session = startQuestOne(app, /*adjacent=*/true);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    const Action curse = CastSpell{king, "withering_curse", torgils};
    const std::optional<PoisonOdds> p = s.poisonOdds(curse);
    REQUIRE(p);
    REQUIRE(p->spell);
    CHECK(p->min_level == 2);  // assets/spells: level 2 on a result of 1-2, level 3 from 3
    CHECK(p->level == 3);
    CHECK(p->chance > 0.0);
    CHECK(p->chance <= s.odds(curse)->success);
    const std::string tip = rowTooltip(app, board, king, s.character(torgils).pos, curse);
    INFO(tip);
    CHECK(tipHas(tip, "Poisons Torgils (the spell's poison, then Strength " + std::to_string(p->dice) +
                          " against 2\u20133 fails): " + chanceText(p->chance)));
    CHECK_FALSE(tipHas(tip, "on fire"));  // no fire in a curse
}

TEST_CASE_METHOD(AppTest, "Fear odds: hovering Torgils or the King says Torgils' fear test of his next turn (R28, R6)",
                 "[app][board][odds][fear]") {
    auto session = startQuestOne(app, /*adjacent=*/true);
    toMasterTurn(*session);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    const std::optional<FearOdds> f = s.fearOdds(torgils);
    REQUIRE(f);
    CHECK(f->level == 2);
    CHECK(f->source == king);
    const std::string line = app.strings().format("board.odds.fear", "Torgils", 2, "King of the Tombs", "Will", f->dice,
                                                  chanceText(f->keep));
    CHECK(tipHas(line, "Torgils, next turn — Fear 2 (King of the Tombs): Will "));
    const std::string own = squareTip(app, board, s.character(torgils).pos);
    INFO(own);
    CHECK(tipHas(own, line));
    REQUIRE(app.saveScreenshot(shotPath("board_fear_en")));
    const std::string fearsome = squareTip(app, board, s.character(king).pos);
    INFO(fearsome);
    CHECK(tipHas(fearsome, line));
    // A Master character that is not fearsome, and that no hero's fear concerns: no fear line.
    int plain = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Master && s.able(i) && s.card(i).level(SpecialRuleId::Fear) == 0 &&
            !s.fearOdds(i))
            plain = i;
    REQUIRE(plain >= 0);
    const std::string none = squareTip(app, board, s.character(plain).pos);
    INFO(none);
    CHECK_FALSE(tipHas(none, "Fear "));

    SECTION("in French") {
        editSettings(app, [&](Settings& st) { st.language = "fr"; });
        const std::string fr = squareTip(app, board, s.character(torgils).pos);
        INFO(fr);
        CHECK(tipHas(fr, "Torgils, au prochain tour — Peur 2 (Roi des tombes) : Volonté "));
    }
}

TEST_CASE_METHOD(AppTest,
                 "Master's intent: hovering a Master character under the rulebook AI shows what R44 makes it do",
                 "[app][board][intent][R44]") {
    content::NewGame game = questOne(app, /*adjacent=*/true);
    game.options.solo_master = true;
    const bool solo = GENERATE(true, false);
    auto session = startGame(app, game);
    declineDestiny(*session);
    session->setPlayers(solo ? content::kSoloVsMaster : content::kHotSeat);
    BoardScreen& board = pushBoard(app, std::move(session));
    const GameState& s = board.session().state();
    REQUIRE(s.activeSide() == Side::Heroes);
    const int king = cardIndex(s, "king_of_the_tombs");
    const std::uint64_t seed = policySeed(board.session().record().seed, Side::Master);
    const ai::MasterIntent intent = ai::masterIntent(s, king, seed);
    REQUIRE(intent.known);
    CHECK(intent.ahead);
    CHECK(intent.activated);  // the heroes are in his sight
    REQUIRE(intent.action);
    const std::string tip = squareTip(app, board, s.character(king).pos);
    INFO(tip);
    const std::string title = app.strings().format("board.intent.title", app.tr("board.intent.ahead"));
    if (!solo) {
        CHECK_FALSE(tipHas(tip, title));  // hot seat: the Master is a person, his plans are his own
        return;
    }
    CHECK(tipHas(tip, "The Master's solo rules, if his turn began now:"));
    CHECK(tipHas(tip, explanationText(app, s, intent.action->why)));
    CHECK(tipHas(tip, "King of the Tombs: activated"));
    REQUIRE(app.saveScreenshot(shotPath("board_intent_en")));
    // A Master character out of the heroes' sight and zone: the solo table's chances.
    int far = -1;
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).side == Side::Master && s.able(i))
            if (const ai::MasterIntent m = ai::masterIntent(s, i, seed); m.known && !m.table.empty()) far = i;
    REQUIRE(far >= 0);
    const std::string table = squareTip(app, board, s.character(far).pos);
    INFO(table);
    CHECK(tipHas(table, app.tr("board.intent.table")));
    CHECK(tipHas(table, "2\u20135 (67%) — wanders 2 squares in a random free direction"));
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    const std::string fr = squareTip(app, board, s.character(king).pos);
    INFO(fr);
    CHECK(tipHas(fr, "Les règles du Maître en solo, si son tour commençait maintenant :"));
    REQUIRE(app.saveScreenshot(shotPath("board_intent_fr")));
}
