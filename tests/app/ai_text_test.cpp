// The AIs' explanation lines in the player's language: a policy explains its choice with a key
// and what it names (ai::Choice::why); the app words it with its string tables
// (assets/ui/strings/ai_lines.json). Every key has its English (the AI layer's own words) and
// its French with the same placeholders, so a new line cannot ship untranslated; in a French
// solo game the Master AI's lines in the combat log are French.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "board_support.h"
#include "cata/ai/explanation.h"
#include "cata/app/ai_text.h"
#include "cata/app/game_menu_screen.h"
#include "cata/app/load_screen.h"
#include "cata/app/settings_screen.h"
#include "ui_steps.h"

using namespace cata;
using namespace cata::app;
using namespace cata::app::test;

namespace {

/// The placeholders {0}..{9} a pattern uses.
std::set<int> aiLinePlaceholders(const std::string& pattern) {
    std::set<int> out;
    for (std::size_t i = 0; i + 2 < pattern.size(); ++i)
        if (pattern[i] == '{' && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' && pattern[i + 2] == '}') out.insert(pattern[i + 1] - '0');
    return out;
}

/// Whether `pattern` has a letter (not only placeholders and punctuation: "{0} {1} ({2})").
bool aiLineHasWords(const std::string& pattern) {
    const std::string rest = [&] {
        std::string out;
        for (std::size_t i = 0; i < pattern.size(); ++i) {
            if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}') {
                i += 2;
                continue;
            }
            out += pattern[i];
        }
        return out;
    }();
    for (char c : rest)
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
    return false;
}

void setAiLineLanguage(App& app, const std::string& language, bool rule_ids = false) {
    editSettings(app, [&](Settings& st) {
        st.language = language;
        st.show_rule_ids = rule_ids;
    });
}

}  // namespace

TEST_CASE_METHOD(AppTest, "Every AI explanation has its words in English and French with the same placeholders",
                 "[app][strings][ai][explanation]") {
    StringTable table = app.strings();  // every shipped table, as the app loaded them
    table.setShowRuleIds(true);
    for (const ai::ExplainKey key : ai::allExplainKeys()) {
        const std::string k = "ai.line." + std::string(ai::explainName(key));
        INFO(k);
        table.setLanguage("en");
        const std::string en = table.get(k);
        table.setLanguage("fr");
        const std::string fr = table.get(k);
        // English: the AI layer's own pattern (the line the engine, sim and traces print).
        CHECK(en == ai::explainEnglish(key));
        // French: there (not the English fallback), naming the same things.
        CHECK(fr != k);
        if (aiLineHasWords(en)) CHECK(fr != en);
        std::set<int> all;
        for (int i = 0; i < ai::explainArity(key); ++i) all.insert(i);
        CHECK(aiLinePlaceholders(fr) == all);
        CHECK(aiLinePlaceholders(en) == all);
    }
    // The actions a heroes' line names, and how it writes its numbers.
    for (const std::string k : {"ai.word.melee", "ai.word.powerful_attack", "ai.word.shot", "ai.word.sharp_shot",
                                 "ai.word.open_door", "ai.word.pick_lock", "ai.word.break_door", "ai.percent",
                                 "ai.decimal_point"}) {
        INFO(k);
        table.setLanguage("en");
        const std::string en = table.get(k);
        table.setLanguage("fr");
        CHECK(en != k);
        CHECK(table.get(k) != k);
        CHECK(table.get(k) != en);
    }
}

TEST_CASE_METHOD(AppTest, "An AI line in French: names, spells, percentages and nested fragments in the player's words",
                 "[app][ai][explanation]") {
    auto session = startQuestOne(app);
    const GameState& s = session->state();
    const int king = cardIndex(s, "king_of_the_tombs"), torgils = cardIndex(s, "torgils");
    const std::string king_fr = [&] {
        setAiLineLanguage(app, "fr");
        return displayName(app, s, king);
    }();
    CHECK(king_fr == "Roi des tombes");
    // "activated — <why>; <mode>; <action>", each fragment a key of its own.
    const ai::Explanation line = ai::explain(
        ai::ExplainKey::MasterActivated,
        {ai::characterArg(king), ai::partArg(ai::explain(ai::ExplainKey::WhyInSight, {ai::characterArg(torgils)})),
         ai::partArg(ai::explain(ai::ExplainKey::ModeMelee)),
         ai::partArg(ai::explain(ai::ExplainKey::PowerfulAttack,
                                 {ai::characterArg(torgils), ai::partArg(ai::explain(ai::ExplainKey::ArmourOver,
                                                                                     {ai::numberArg(2), ai::numberArg(3)}))}))});
    CHECK(explanationText(app, s, line) ==
          "Roi des tombes : activation — Torgils en vue ; Att.C la plus haute ; attaque puissante sur Torgils, armure 2 > "
          "moitié de 3");
    setAiLineLanguage(app, "en");
    CHECK(explanationText(app, s, line) ==
          "King of the Tombs: activated — Torgils in sight; M.At highest; powerful attack on Torgils, armour 2 > half of 3");

    // A heroes' line: the action's word, percentages and tenths written the French way.
    const ai::Explanation attack = ai::explain(
        ai::ExplainKey::HeroLine,
        {ai::characterArg(torgils, true),
         ai::partArg(ai::explain(ai::ExplainKey::HeroAttack, {ai::wordArg("powerful_attack"), ai::characterArg(king, true),
                                                              ai::percentArg(0.44), ai::percentArg(0.1), ai::tenthsArg(31)}))});
    CHECK(ai::englishText(s, attack) == "torgils: powerful_attack on king_of_the_tombs (hit 44%, kill 10%, 3.1 wounds expected)");
    CHECK(explanationText(app, s, attack) ==
          "Torgils: powerful attack on King of the Tombs (hit 44%, kill 10%, 3.1 wounds expected)");
    setAiLineLanguage(app, "fr");
    CHECK(explanationText(app, s, attack) ==
          "Torgils : attaque puissante sur le Roi des tombes (toucher : 44 %, tuer : 10 %, 3,1 blessures attendues)");

    // Rule ids follow the setting, as the refusals do (StringTable::plain).
    const ai::Explanation webbed = ai::explain(ai::ExplainKey::MasterWebbed, {ai::characterArg(king)});
    CHECK(explanationText(app, s, webbed) == "Roi des tombes : une toile l'entrave, tentative pour s'en libérer");
    setAiLineLanguage(app, "fr", true);
    CHECK(explanationText(app, s, webbed) == "Roi des tombes : une toile l'entrave, tentative pour s'en libérer (R30)");
}

TEST_CASE_METHOD(AppTest, "A solo game in French: the Master AI's lines in the combat log are French",
                 "[app][ai][explanation][R44]") {
    editSettings(app, [&](Settings& st) {
        st.language = "fr";
        st.ai_speed = AiSpeed::Skip;
    });
    BoardScreen& board = pushSoloQuestOne(app);
    REQUIRE(board.ai().controls(Side::Master));
    const GameState& s = board.session().state();
    playMasterAiTurn(app, board);
    REQUIRE_FALSE(board.aiNotes().empty());
    // Words of the English templates that a French line never shows.
    const std::vector<std::string> english = {"activated", "rolled", "wanders", "square", "toward", "in its zone",
                                              "in sight", "highest", "attack on", "ends the turn", "nothing useful",
                                              "solo table", "half of", "King of the Tombs"};
    std::size_t ai_lines = 0;
    bool names_a_character = false;
    const auto& lines = board.combatLog().lines();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!board.combatLog().aiNote(i)) continue;
        ++ai_lines;
        const std::string& text = lines[i].text;
        INFO(text);
        CHECK(text.rfind("Maître IA · ", 0) == 0);
        for (const std::string& word : english) CHECK(text.find(word) == std::string::npos);
        for (int who = 0; who < static_cast<int>(s.characters().size()); ++who)
            if (s.character(who).side == Side::Master && text.find(displayName(app, s, who)) != std::string::npos)
                names_a_character = true;
    }
    CHECK(ai_lines == board.aiNotes().size());
    CHECK(names_a_character);
    // The turn's last line: the Master ends its turn, in French (naming, when some did nothing
    // this turn, who and why: findings-4 #2).
    const std::string& last = board.aiNotes().rbegin()->second.text;
    INFO(last);
    CHECK(last.rfind("Maître : ", 0) == 0);
    CHECK(last.find("fin du tour") != std::string::npos);
}

TEST_CASE_METHOD(
    AppTest, "A solo game: after a language switch from the game menu, the AI's lines already in the log are French",
    "[app][ai][explanation][R44][settings]") {
    REQUIRE(app.settings().language == "en");
    editSettings(app, [&](Settings& st) { st.ai_speed = AiSpeed::Skip; });
    BoardScreen& board = pushSoloQuestOne(app);
    playMasterAiTurn(app, board);
    REQUIRE_FALSE(board.aiNotes().empty());
    REQUIRE(topScreen(app) == "board");
    const auto aiLines = [&] {
        std::vector<std::string> out;
        const auto& lines = board.combatLog().lines();
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (board.combatLog().aiNote(i)) out.push_back(lines[i].text);
        return out;
    };
    const std::vector<std::string> english = aiLines();
    REQUIRE(english.size() == board.aiNotes().size());
    CHECK(english.back().rfind("AI Master · Master: ", 0) == 0);
    CHECK(english.back().find("ends the turn") != std::string::npos);

    // Esc → Settings → language → French → Esc (the menu) → Esc: the board comes back in French.
    frenchFromGameMenu(app);

    const std::vector<std::string> french = aiLines();
    REQUIRE(french.size() == english.size());
    const std::vector<std::string> words = {"activated", "rolled", "wanders", "square", "toward", "in its zone",
                                            "in sight", "highest", "attack on", "ends the turn", "nothing useful",
                                            "solo table", "half of", "King of the Tombs"};
    for (const std::string& line : french) {
        INFO(line);
        CHECK(line.rfind("Maître IA · ", 0) == 0);
        for (const std::string& word : words) CHECK(line.find(word) == std::string::npos);
    }
    CHECK(french.back().rfind("Maître IA · Maître : ", 0) == 0);
    CHECK(french.back().find("fin du tour") != std::string::npos);
}

TEST_CASE_METHOD(AppTest,
                 "A solo game saved after the Master AI's turn and loaded shows the AI's lines again, with their "
                 "characters and squares",
                 "[app][ai][explanation][R44][saves]") {
    editSettings(app, [&](Settings& st) { st.ai_speed = AiSpeed::Skip; });
    BoardScreen& board = pushSoloQuestOne(app);
    playMasterAiTurn(app, board);
    REQUIRE(topScreen(app) == "board");
    const auto aiLines = [](BoardScreen& b) {
        std::vector<std::string> out;
        const auto& lines = b.combatLog().lines();
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (b.combatLog().aiNote(i)) out.push_back(lines[i].text);
        return out;
    };
    const std::vector<std::string> played = aiLines(board);
    REQUIRE(played.size() >= 2);
    REQUIRE(played.size() == board.aiNotes().size());
    // Each line is in the session's notes, by the history entry of its action.
    CHECK(board.session().notes().size() == board.aiNotes().size());

    const std::map<std::size_t, AiNote> before = board.aiNotes();
    const std::filesystem::path file = app.savesDir() / "solo-notes.json";
    std::string error;
    REQUIRE(board.session().save(file, &error));
    REQUIRE(openSavedGame(app, file, &error));  // a second board, on the file, over the first
    app.runFrames(2);
    while (topScreen(app) == "hand_off" || topScreen(app) == "decision") press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "board");
    BoardScreen& loaded = topAs<BoardScreen>(app);
    REQUIRE(&loaded != &board);
    CHECK(aiLines(loaded) == played);
    CHECK(loaded.aiNotes().size() == played.size());
    // Hovering a line still shows its characters and squares: they came back too.
    REQUIRE(loaded.aiNotes().size() == before.size());
    for (const auto& [entry, note] : before) {
        REQUIRE(loaded.aiNotes().count(entry) == 1);
        const AiNote& back = loaded.aiNotes().at(entry);
        CHECK(back.characters == note.characters);
        CHECK(back.squares == note.squares);
        CHECK(back.why == note.why);
        CHECK(back.side == note.side);
    }
}
