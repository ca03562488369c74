// The core's reasons in the player's language: the core says why an action is
// refused with a key and what it names (GameState::refusal); the app words it with its string
// tables (assets/ui/strings/refusals.json). Every key the core can give has its English (the
// core's own words) and its French, so a new reason cannot ship untranslated; on the board a
// French player reads the reason in French.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "board_support.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The placeholders {0}..{9} a pattern uses.
std::set<int> placeholders(const std::string& pattern) {
    std::set<int> out;
    for (std::size_t i = 0; i + 2 < pattern.size(); ++i)
        if (pattern[i] == '{' && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' && pattern[i + 2] == '}') out.insert(pattern[i + 1] - '0');
    return out;
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Every reason the core can give has its words in English and French",
                 "[app][strings][refusal]") {
    StringTable table = app.strings();  // every shipped table, as the app loaded them
    table.setShowRuleIds(true);
    REQUIRE(allRefusalKeys().size() == static_cast<std::size_t>(RefusalKey::Count_));
    for (const RefusalKey key : allRefusalKeys()) {
        const std::string k = "refusal." + std::string(refusalName(key));
        INFO(k);
        table.setLanguage("en");
        const std::string en = table.get(k);
        table.setLanguage("fr");
        const std::string fr = table.get(k);
        // English: the core's own pattern (the engine protocol's words), so both say the same.
        CHECK(en == refusalEnglish(key));
        // French: there (not the English fallback), naming the same things.
        CHECK(fr != k);
        CHECK(fr != en);
        std::set<int> all;
        for (int i = 0; i < refusalArity(key); ++i) all.insert(i);
        CHECK(placeholders(fr) == all);
        CHECK(placeholders(en) == all);
    }
    // The words a reason puts in its pattern: the sides and what blocks a square.
    std::vector<std::string> words = {"refusal.side.heroes", "refusal.side.master"};
    for (int w = 0; w < static_cast<int>(TileWord::Count_); ++w)
        words.push_back("refusal.tile." + std::string(tileWordName(static_cast<TileWord>(w))));
    for (const std::string& k : words) {
        INFO(k);
        table.setLanguage("en");
        const std::string en = table.get(k);
        table.setLanguage("fr");
        CHECK(en != k);
        CHECK(table.get(k) != en);
    }
    table.setLanguage("en");
    for (int w = 0; w < static_cast<int>(TileWord::Count_); ++w)
        CHECK(table.get("refusal.tile." + std::string(tileWordName(static_cast<TileWord>(w)))) ==
              tileWordEnglish(static_cast<TileWord>(w)));
}

TEST_CASE_METHOD(AppTest, "A refusal on the board in French: the tooltip and the greyed row", "[app][board][refusal]") {
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    BoardScreen& board = pushBoard(app, startQuestOne(app));
    const GameState& s = board.session().state();
    const int who = cardIndex(s, "torgils"), spider = cardIndex(s, "giant_spider");
    REQUIRE(s.card(who).shot_damage == 0);  // a click on the spider tries a melee attack
    selectCharacter(app, board, who);
    const SDL_Point at = board.view().centerOf(s.character(spider).pos);
    moveMouse(at.x, at.y);
    app.runFrames(2);

    // R15: the core's reason is a key and the spider, worded in French with its French name.
    const auto why = s.refusal(Melee{who, spider});
    REQUIRE(why);
    CHECK(why->key == RefusalKey::NotAdjacentMelee);
    CHECK(why->text == "giant_spider is not adjacent (R15)");  // the core's English is unchanged
    const std::string name = displayName(app, s, spider);
    CHECK(name != "Giant spider");
    const std::string french = name + " n'est pas au contact";
    CHECK(refusalText(app, s, *why) == french);
    CHECK(board.tooltip() == name + "\n" + french);
    // The greyed row of the action bar says the same.
    bool row = false;
    for (const ActionItem& item : board.actions())
        if (item.action == Action{Melee{who, spider}}) {
            row = true;
            CHECK_FALSE(item.legal);
            CHECK(item.why == french);
        }
    CHECK(row);

    // With the rule ids shown, the French keeps them; in English, the English words.
    editSettings(app, [&](Settings& st) { st.show_rule_ids = true; });
    CHECK(refusalText(app, s, *why) == french + " (R15)");
    editSettings(app, [&](Settings& st) {
        st.language = "en";
        st.show_rule_ids = false;
    });
    CHECK(refusalText(app, s, *why) == "Giant spider is not adjacent");
}

TEST_CASE_METHOD(AppTest, "A reason inside a reason, the sides and the squares' contents, in French",
                 "[app][refusal][R46]") {
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const int torgils = cardIndex(s, "torgils");
    // Words built by hand, as the core gives them: a duel refused for a wall in the way, a
    // square blocked by a wall, the other side's character.
    ActionRefusal wall{RefusalKey::SightTerrain,
                       {RefusalArg{RefusalArg::Kind::Tile, static_cast<int>(TileWord::Wall), {}, {}},
                        RefusalArg{RefusalArg::Kind::Square, 0, Pos{3, 4}, {}}},
                       {},
                       {}};
    ActionRefusal duel{RefusalKey::DuelNoZone, {RefusalArg{RefusalArg::Kind::Reason, 0, {}, {}}}, {wall}, {}};
    CHECK(refusalText(app, s, duel) == "Pas de ligne de vue : un mur en (3,4), et pas dans la même zone");
    // R22: the terrain that blocks, by its name (play-test 4, finding 3: rubble was "mur").
    ActionRefusal rubble{RefusalKey::SightTerrain,
                         {RefusalArg{RefusalArg::Kind::Tile, static_cast<int>(TileWord::Rubble), {}, {}},
                          RefusalArg{RefusalArg::Kind::Square, 0, Pos{12, 18}, {}}},
                         {},
                         {}};
    CHECK(refusalText(app, s, rubble) == "Pas de ligne de vue : des gravats en (12,18)");
    ActionRefusal blocked{RefusalKey::Blocked,
                    {RefusalArg{RefusalArg::Kind::Square, 0, Pos{2, 1}, {}},
                     RefusalArg{RefusalArg::Kind::Tile, static_cast<int>(TileWord::LockedDoor), {}, {}}},
                    {},
                    {}};
    CHECK(refusalText(app, s, blocked) == "La case (2,1) est bloquée par une porte verrouillée");
    ActionRefusal side{RefusalKey::OtherSide,
                 {RefusalArg{RefusalArg::Kind::Character, torgils, {}, {}}, RefusalArg{RefusalArg::Kind::Side, 0, {}, {}},
                  RefusalArg{RefusalArg::Kind::Side, 1, {}, {}}},
                 {},
                 {}};
    CHECK(refusalText(app, s, side) ==
          displayName(app, s, torgils) + " est du camp des héros ; la décision revient au camp du Maître");
}

TEST_CASE_METHOD(
    AppTest, "A potion is 'the potion' in its rows and its reasons, a quest's item keeps its own article (R26, R41)",
    "[app][refusal][R26][R41]") {
    auto session = startQuestOne(app);
    GameStateData d = session->state().data();
    int potion = -1;
    for (int i = 0; i < static_cast<int>(d.items.size()); ++i)
        if (d.items[static_cast<std::size_t>(i)].potion && potion < 0) potion = i;
    REQUIRE(potion >= 0);
    const int irf = cardIndex(session->state(), "irf");
    d.items[static_cast<std::size_t>(potion)].holder = irf;
    d.items[static_cast<std::size_t>(potion)].container = -1;
    auto s = GameState::fromData(session->state().contentPtr(), d);
    REQUIRE(s);
    const auto why = s->refusal(Take{irf, potion});
    REQUIRE(why);
    CHECK(refusalText(app, *s, *why) == "Irf already carries the potion");
    CHECK(actionLabel(app, *s, Take{irf, potion}) == "Take the potion");
    CHECK(actionLabel(app, *s, Drink{irf, potion}) == "Drink the potion");
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    CHECK(refusalText(app, *s, *why) == "Irf porte déjà cet objet : la potion");
    CHECK(actionLabel(app, *s, Take{irf, potion}) == "Prendre : la potion");
    editSettings(app, [&](Settings& st) { st.language = "en"; });

    // Quest V's gem is named "the magic gem": "Take the magic gem", not "Take the the magic gem".
    auto robbery = shippedQuest(5, 3);
    const GameState& r = robbery->state();
    REQUIRE_FALSE(r.items().empty());
    CHECK(actionLabel(app, r, Take{0, 0}) == "Take the magic gem");
}
