// The JSON text written without building documents (action_json.h: stateDataText, which the
// state hash reads, and legalActionsText, the engine's legal list) on every shipped quest: in
// seeded random games, with forced dice waiting in some states, the text is byte for byte the
// compact dump of the document it stands for (stateDataToJson, legalActionToJson), so saves,
// replays, goldens and the engine's replies cannot tell the two apart.
#include <catch2/catch.hpp>

#include "invariants/support.h"

using namespace cata;
using namespace cata::invariants;

namespace {

/// The engine's legal list as a document, dumped as the engine writes its replies.
std::string legalListDump(const std::vector<LegalAction>& legal, const content::JsonNames& names) {
    nlohmann::json list = nlohmann::json::array();
    for (const LegalAction& a : legal) list.push_back(content::legalActionToJson(a, names));
    return list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

TEST_CASE("State and legal list text equal their documents' dumps on every shipped quest", "[json_text]") {
    const int games = envInt("CATA_JSON_TEXT_GAMES", 2);
    for (const std::string& quest : shippedQuestIds()) {
        const QuestSetup& setup = questSetup(quest);
        INFO("quest " << quest << " " << setup.error);
        REQUIRE(setup.error.empty());
        for (int game = 0; game < games; ++game) {
            const std::uint64_t seed = 700 + static_cast<std::uint64_t>(game);
            std::string error;
            Game g = newGame(setup, seed, &error, game % 2 == 1);  // R44 solo Master in half the games
            INFO(error);
            REQUIRE(g.state.has_value());
            Rng pick = pickerRng(setup.content->quest.number, seed);
            for (int step = 0; !g.state->isOver() && step < 300; ++step) {
                if (step % 37 == 5) {  // forced dice waiting: the state's "dice" queues
                    content::applyForce(*g.state,
                                        nlohmann::json{{"power", nlohmann::json::array({"I", "blank"})},
                                                       {"location", nlohmann::json::array({"head"})},
                                                       {"d6", nlohmann::json::array({6, 1})}},
                                        "force");
                }
                const GameState& s = *g.state;
                INFO("seed " << seed << " step " << step);
                REQUIRE(content::stateDataText(s.data(), s.content()) ==
                        content::stateDataToJson(s.data(), s.content()).dump());
                const std::vector<LegalAction> legal = s.legalActions();
                const content::JsonNames names = content::JsonNames::of(s);
                REQUIRE(content::legalActionsText(legal, names) == legalListDump(legal, names));
                g.state->apply(legal[pickAction(legal, pick)].action);
            }
        }
    }
}
