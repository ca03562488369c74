// The balance check's reading in plain words (balance_text.h): docs/balance.md's 35–65 %
// range decides the verdict (its bounds balanced), the turn by which most wins came, the
// uncertain interval and the action cap, in English and French.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cata/app/balance_text.h"
#include "headless.h"

using namespace cata;
using namespace cata::app;

namespace {

StringTable balanceTable(const std::string& language) {
    StringTable t;
    const std::filesystem::path ui = std::filesystem::path(test::dataDir()) / "assets" / "ui" / "strings";
    REQUIRE(t.load((ui / "editor_tools.json").string()));
    t.setLanguage(language);
    return t;
}

/// Facts of `wins` heroes' wins out of `games`, the heroes' wins mostly by `heroes_turn`, the
/// Master's by `master_turn`.
BalanceFacts balanceOf(int wins, int games, std::optional<int> heroes_turn = 9, std::optional<int> master_turn = 12) {
    BalanceFacts f;
    f.heroes = ai::wilson(wins, games);
    f.heroes_win_turn = heroes_turn;
    f.master_win_turn = master_turn;
    return f;
}

ai::GameTally balanceGame(std::optional<Side> winner, int turns) {
    ai::GameTally g;
    if (winner) g.result = GameResult{*winner, "x"};
    g.turns = turns;
    return g;
}

}  // namespace

TEST_CASE("Balance reading: the verdict follows docs/balance.md's 35-65 % range, bounds included",
          "[app][editor][balance]") {
    CHECK(balanceVerdict(0.0) == BalanceVerdict::TooHard);
    CHECK(balanceVerdict(0.349) == BalanceVerdict::TooHard);
    CHECK(balanceVerdict(0.35) == BalanceVerdict::Balanced);
    CHECK(balanceVerdict(7.0 / 20.0) == BalanceVerdict::Balanced);  // 35 % exactly, in floating point
    CHECK(balanceVerdict(0.5) == BalanceVerdict::Balanced);
    CHECK(balanceVerdict(0.65) == BalanceVerdict::Balanced);
    CHECK(balanceVerdict(13.0 / 20.0) == BalanceVerdict::Balanced);
    CHECK(balanceVerdict(0.651) == BalanceVerdict::TooEasy);
    CHECK(balanceVerdict(1.0) == BalanceVerdict::TooEasy);
    CHECK(percentText(0.8149) == "81");
    CHECK(percentText(0.815) == "82");
}

TEST_CASE("Balance reading: the turn by which most of a side's wins came", "[app][editor][balance]") {
    const std::vector<ai::GameTally> games{
        balanceGame(Side::Heroes, 12), balanceGame(Side::Heroes, 7),  balanceGame(Side::Master, 30),
        balanceGame(Side::Heroes, 9),  balanceGame(std::nullopt, 40), balanceGame(Side::Heroes, 8),
    };
    CHECK(winTurn(games, Side::Heroes) == 8);  // 7, 8 | 9, 12: half of the wins by turn 8
    CHECK(winTurn(games, Side::Master) == 30);
    CHECK(winTurn({balanceGame(Side::Master, 3)}, Side::Heroes) == std::nullopt);
    ai::SimReport r;
    r.heroes_wins = ai::wilson(4, 6);
    r.capped = 1;
    const BalanceFacts f = balanceFacts(r, games);
    CHECK(f.heroes == ai::wilson(4, 6));
    CHECK(f.capped == 1);
    CHECK(f.heroes_win_turn == 8);
    CHECK(f.master_win_turn == 30);
}

TEST_CASE("Balance reading: plain words in English and French", "[app][editor][balance]") {
    const StringTable en = balanceTable("en"), fr = balanceTable("fr");
    // Too easy, with enough games for the interval to stay above 65 %.
    CHECK(balanceReading(en, balanceOf(162, 200)) ==
          "Heroes win 81 %: too easy — most wins by turn 9; consider a shorter turn limit or a stronger Master's "
          "group.");
    CHECK(balanceReading(fr, balanceOf(162, 200)) ==
          "Les héros gagnent 81 % : trop facile — la plupart de leurs victoires au plus tard au tour 9 ; essayez une "
          "limite de tours plus courte ou un groupe du Maître plus fort.");
    // Too hard: the Master's wins' turn.
    CHECK(balanceReading(en, balanceOf(20, 200)) ==
          "Heroes win 10 %: too hard — most of the Master's wins by turn 12; consider a longer turn limit or a weaker "
          "Master's group.");
    CHECK(balanceReading(en, balanceOf(0, 200, std::nullopt, std::nullopt)) ==
          "Heroes win 0 %: too hard; consider a longer turn limit or a weaker Master's group.");
    // Balanced, its interval inside the range.
    CHECK(balanceReading(en, balanceOf(100, 200)) ==
          "Heroes win 50 %: balanced — within the 35–65 % the quests aim for.");
    CHECK(balanceReading(fr, balanceOf(100, 200)) ==
          "Les héros gagnent 50 % : équilibré — dans les 35–65 % que visent les quêtes.");
    // The bounds themselves are balanced; so few games that the interval crosses a bound.
    CHECK(balanceReading(en, balanceOf(13, 20)) ==
          "Heroes win 65 %: balanced — within the 35–65 % the quests aim for. With so few games the 95 % interval "
          "(43–82 %) reaches across a bound of that range: more games would tell.");
    CHECK(balanceReading(en, balanceOf(7, 20)).rfind("Heroes win 35 %: balanced", 0) == 0);
    CHECK(balanceReading(en, balanceOf(4, 5)).find("too easy") != std::string::npos);
    CHECK(balanceReading(en, balanceOf(4, 5)).find("more games would tell") != std::string::npos);
    // Most games stopped by the action cap.
    BalanceFacts capped = balanceOf(20, 200);
    capped.capped = 150;
    CHECK(balanceReading(en, capped)
              .ends_with(" 150 of the 200 games were stopped by the action cap: the quest may not come to an end."));
}

TEST_CASE("Editor tools strings: every English string has its French one and the same placeholders",
          "[app][editor][strings]") {
    std::ifstream in(std::filesystem::path(test::dataDir()) / "assets" / "ui" / "strings" / "editor_tools.json");
    const auto j = nlohmann::json::parse(in);
    const auto placeholders = [](const std::string& s) {
        int n = 0;
        for (std::size_t i = s.find("{}"); i != std::string::npos; i = s.find("{}", i + 2)) ++n;
        return n;
    };
    REQUIRE(j.at("en").size() == j.at("fr").size());
    for (const auto& [key, text] : j.at("en").items()) {
        INFO(key);
        REQUIRE(j.at("fr").contains(key));
        CHECK(placeholders(text.get<std::string>()) == placeholders(j.at("fr").at(key).get<std::string>()));
    }
}
