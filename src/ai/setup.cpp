#include "cata/ai/setup.h"

#include "cata/content/engine_setup.h"

namespace cata::ai {

PreparedGame prepareGame(const content::ContentDocuments& docs, const std::string& quest_id, std::uint64_t seed,
                         bool r44_deployment, const GameOptions& options) {
    PreparedGame g;
    const QuestDef* q = docs.library().quest(quest_id);
    if (!q) {
        g.error = "no quest " + quest_id;
        return g;
    }
    const content::Deployment d = content::deploy(docs.library(), *q, std::nullopt, std::nullopt);
    if (!d.error.empty()) {
        g.error = "deploy: " + d.error;
        return g;
    }
    std::vector<std::string> cards;
    for (const auto* side : {&d.heroes, &d.master})
        for (const auto& p : *side) cards.push_back(p.card);
    auto embedded = docs.embed(quest_id, cards);
    if (!embedded) {
        g.error = "cannot embed the content of " + quest_id;
        return g;
    }
    g.record.content = *embedded;
    g.record.options = options;
    g.record.seed = seed;
    g.record.heroes = d.heroes;
    g.record.master = d.master;
    g.content = content::loadEmbedded(g.record.content, quest_id, &g.error);
    if (!g.content) return g;
    g.error.clear();
    if (r44_deployment) {  // R44: the solo Master's deployment, and the core's solo rules on
        g.record.master = deployR44(*g.content, g.record.heroes, g.record.master);
        g.record.options.solo_master = true;
    }
    return g;
}

std::optional<GameState> startGame(const PreparedGame& game, std::string* error, std::vector<Event>* start_events) {
    if (!game.content) {
        if (error) *error = game.error.empty() ? "no content" : game.error;
        return std::nullopt;
    }
    std::vector<std::string> problems;
    auto s = GameState::create(content::setupOf(game.record, game.content), &problems, start_events);
    if (!s && error) *error = problems.empty() ? "the game could not be created" : problems.front();
    return s;
}

}  // namespace cata::ai
