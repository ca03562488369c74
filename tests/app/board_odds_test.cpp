// R6 with R23, R12: the action bar's tooltip of an action that rolls dice of power gives the
// core's exact odds (GameState::odds) before the player commits: a spell's chance to succeed
// and of each of its tiers with the effect it selects, a block test's chance to pass; the
// "cannot be undone" mark stays. Writes board_odds_spell_en.png and board_odds_spell_fr.png.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "board_support.h"
#include "cata/content/game_session.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

int oddsIndexOf(const GameState& s, const std::string& card) {
    for (int i = 0; i < static_cast<int>(s.characters().size()); ++i)
        if (s.character(i).card == card) return i;
    FAIL("no character of card " << card);
    return -1;
}

/// A probability as the board writes it ("74%").
std::string percentText(double p) {
    if (p > 0 && p < 0.005) return "<1%";
    if (p < 1 && p > 0.995) return ">99%";
    return fmt::format("{:.0f}%", p * 100);
}

/// Quest I, Torgils at (6,17) and the King of the Tombs in the doorway beside him (questOne's
/// `adjacent`); `master`: the heroes' first turn ended, the Master to move.
std::unique_ptr<content::GameSession> kingBesideTorgils(App& app, bool master) {
    auto session = startQuestOne(app, /*adjacent=*/true);
    const auto decline = [&] {  // a fear test (R28) may ask for a destiny point (R27): declined
        declineDestiny(*session);
    };
    decline();
    if (master) {
        session->apply(EndTurn{});
        decline();
        REQUIRE(session->state().activeSide() == Side::Master);
    }
    REQUIRE_FALSE(session->state().pending());
    return session;
}

void oddsSelect(App& app, BoardScreen& board, int who) {
    clickSquare(app, board.view(), board.session().state().character(who).pos);
    REQUIRE(board.selected() == who);
}

void oddsHover(App& app, const BoardScreen& board, Pos p) {
    const SDL_Point c = board.view().centerOf(p);
    REQUIRE(board.view().area().contains(c.x, c.y));
    moveMouse(c.x, c.y);
    app.runFrames(1);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The lines a spell's tooltip must hold: the core's chances, worded by the string table.
void checkSpellTip(App& app, const GameState& s, const CastSpell& cast, const std::string& tip) {
    const std::optional<ActionOdds> o = s.odds(cast);
    REQUIRE(o);
    const Spell* spell = s.content().spell(cast.spell);
    REQUIRE(spell);
    const StringTable& st = app.strings();
    INFO(tip);
    CHECK(has(tip, st.format("board.odds.spell", percentText(o->success), app.tr("char.magic"), o->tests.back().dice)));
    REQUIRE(o->tiers.size() == spell->tiers.size());
    for (const TierOdds& t : o->tiers) {
        const std::string range = t.max_result < 0                ? st.format("board.odds.from", t.min_result)
                                  : t.max_result == t.min_result ? std::to_string(t.min_result)
                                                                 : fmt::format("{}\u2013{}", t.min_result, t.max_result);
        // "67% — result 2–3: 1D6 wounds, may set on fire": a line that starts with the core's
        // chance of the tier and its range, then the tier's effects.
        std::string prefix = st.format("board.odds.tier", range, "\x01", percentText(t.chance));
        prefix = prefix.substr(0, prefix.find('\x01'));
        bool found = false;
        for (std::size_t from = 0; from <= tip.size();) {
            const std::size_t end = std::min(tip.find('\n', from), tip.size());
            if (tip.compare(from, prefix.size(), prefix) == 0 && end - from > prefix.size()) found = true;
            from = end + 1;
        }
        INFO("tier " << t.tier << ": " << prefix);
        CHECK(found);
    }
    CHECK(has(tip, app.tr("board.not_undoable")));
}

}  // namespace

TEST_CASE_METHOD(AppTest,
                 "Spell odds (finding 7): the King's Tomb fire on Torgils shows 74% to succeed, each tier's effect and "
                 "chance, and still cannot be undone, and the King's walk away shows its block test (R6, R23, R12)",
                 "[app][board][bar][odds]") {
    BoardScreen& board = pushBoard(app, kingBesideTorgils(app, /*master=*/true));
    const GameState& s = board.session().state();
    const int king = oddsIndexOf(s, "king_of_the_tombs"), torgils = oddsIndexOf(s, "torgils");
    REQUIRE(s.effective(king, Characteristic::Magic) == 3);
    oddsSelect(app, board, king);
    oddsHover(app, board, s.character(torgils).pos);
    const CastSpell cast{king, "tomb_fire", torgils};
    const std::string tip = actionRowTooltip(app, board, cast);
    INFO(tip);
    // By hand: three dice make 0 with 1/27 (all blank) and 1 with 6/27 (one success): 20/27
    // reach the difficulty 2. Tiers: 2-3 1D6 wounds, 4 or more 2D6 (assets/spells).
    CHECK(has(tip, "74% to succeed (Magic 3)"));
    // 2-3: 1 - 1/27 - 6/27 - 16/216 (two stars or more make 4 or more) = 144/216.
    CHECK(has(tip, "\n67% \u2014 result 2\u20133: 1D6 wounds, may set on fire\n"));
    CHECK(has(tip, "\n7% \u2014 result 4 or more: 2D6 wounds, may set on fire\n"));
    CHECK(has(tip, "\n26% \u2014 fails (below 2)\n"));
    checkSpellTip(app, s, cast, tip);
    REQUIRE(app.saveScreenshot(shotPath("board_odds_spell_en")));

    SECTION("in French") {
        editSettings(app, [&](Settings& st) { st.language = "fr"; });
        oddsHover(app, board, s.character(torgils).pos);
        const std::string tip_fr = actionRowTooltip(app, board, cast);
        INFO(tip_fr);
        CHECK(has(tip_fr, "74% de réussir (Magie 3)"));
        CHECK(has(tip_fr, "26% \u2014 échoue (en dessous de 2)"));
        checkSpellTip(app, s, cast, tip_fr);
        REQUIRE(app.saveScreenshot(shotPath("board_odds_spell_fr")));
    }
    SECTION("the King steps away from Torgils: a block test, Agility 2 against 1 = 32/36 (R12)") {
        std::optional<Walk> away;
        for (const LegalAction& la : s.legalActions())
            if (const auto* w = std::get_if<Walk>(&la.action); w && w->actor == king && !away) away = *w;
        REQUIRE(away);
        REQUIRE(s.blockers(king, s.character(king).pos) == std::vector<int>{torgils});
        oddsHover(app, board, away->to);
        const std::string walk_tip = actionRowTooltip(app, board, *away);
        INFO(walk_tip);
        const std::optional<ActionOdds> o = s.odds(*away);
        REQUIRE(o);
        REQUIRE(o->tests.size() == 1);
        CHECK(o->tests[0].pass == Approx(32.0 / 36));
        CHECK(has(walk_tip, "Block test: Agility 2 against 1 — 89% to pass"));
        CHECK(has(walk_tip, app.strings().format("board.odds.test", app.tr("board.test.block"), app.tr("char.agility"), 2,
                                                 1, percentText(o->tests[0].pass))));
        CHECK(has(walk_tip, app.tr("board.not_undoable")));
    }
}

TEST_CASE_METHOD(AppTest, "Spell odds (finding 7): Esterella's blessing on herself lists its two tiers (R6, R23)",
                 "[app][board][bar][odds]") {
    BoardScreen& board = pushBoard(app, kingBesideTorgils(app, /*master=*/false));
    const GameState& s = board.session().state();

    SECTION("Freya's blessing: 1-3 +1 Defence, 4 or more +2 Defence") {
        const int esterella = oddsIndexOf(s, "esterella");
        oddsSelect(app, board, esterella);
        oddsHover(app, board, s.character(esterella).pos);
        const CastSpell cast{esterella, "freya_blessing", esterella};
        const std::string tip = actionRowTooltip(app, board, cast);
        INFO(tip);
        CHECK(has(tip, "+1 Defence this turn"));
        CHECK(has(tip, "+2 Defence this turn"));
        CHECK(has(tip, "4% \u2014 does nothing (result 0)"));  // 1/27: three blanks
        checkSpellTip(app, s, cast, tip);
    }
}
