// The quiet legality check and the pruned legal list (docs/performance.md): on ASCII
// fixtures played by seeded random games, every action of a superset of the candidates gets
// the same answer from GameState::allowed() (no message built) as from whyIllegal(), and the
// legal list holds exactly the legal actions of the superset (so pruning runs by their first
// step, R9, and jumps by the first square that cannot be jumped over, R43, loses none).
#include <catch2/catch.hpp>

#include "core/fixture.h"
#include "support/action_superset.h"

using namespace cata;

namespace {

/// Plays seeded random games of `spec` and checks every `every`-th state.
void checkGames(fixture::Spec spec, int games, int every) {
    for (int game = 0; game < games; ++game) {
        spec.seed = 31 + static_cast<std::uint64_t>(game);
        spec.options.solo_master = game % 2 == 1;  // R44: SoloRoll in half the games
        GameState s = fixture::make(spec);
        Rng pick(static_cast<std::uint64_t>(game) + 5);
        for (int step = 0; !s.isOver() && step < 400; ++step) {
            const std::vector<LegalAction> legal = s.legalActions();
            if (step % every == 0) {
                const std::vector<std::string> problems = cata::testing::legalFastProblems(s);
                INFO("game " << game << " step " << step << "\n" << s.toString());
                std::string all;
                for (const std::string& p : problems) all += p + "\n";
                INFO(all);
                CHECK(problems.empty());
                if (!problems.empty()) return;
            }
            // Ending the turn drawn one time in four, so games go somewhere.
            std::size_t k = pick.uniform(static_cast<std::uint32_t>(legal.size()));
            if (std::holds_alternative<EndTurn>(legal[k].action) && legal.size() > 1 && pick.uniform(4) != 0)
                k = (k + 1) % legal.size();
            s.apply(legal[k].action);
        }
    }
}

CharacterCard with(CharacterCard c, std::vector<SpecialRule> rules) {
    c.special_rules = std::move(rules);
    return c;
}

}  // namespace

TEST_CASE("Quiet check agrees with whyIllegal: doors, lava, traps, spells, items", "[legal_fast][R9][R43]") {
    // The random-play arena, but its ghoul only frightens, its mage jumps over up to three
    // squares (R43), its bolt reaches four squares, and only the turn limit ends the game.
    fixture::Spec s = fixture::arena();
    fixture::cardOf(s, "ghoul").special_rules = {{SpecialRuleId::Fear, 1, AttackKind::All}};
    fixture::cardOf(s, "mage").characteristics[Characteristic::Agility] = 4;
    s.spells[1].range = 4;
    s.quest_tweak = [](QuestDef& q) {
        q.turn_limit = 8;
        ItemDef gem;
        gem.id = "gem";
        gem.in = "chest_4_5";
        q.items.push_back(gem);
    };
    checkGames(s, 6, 3);
}

TEST_CASE("Quiet check agrees with whyIllegal: gigantic, flying, immaterial, invisible",
          "[legal_fast][R37][R35][R38]") {
    fixture::Spec s;
    s.rows = {"##############", "#A....##.....#", "#B...~~..GG..#", "#....~~..GG..#",
              "#TT.......%..#", "#TT..^...f..g#", "#C.....+...h.#", "##############"};
    s.cards = fixture::basicCards();
    CharacterCard giant = fixture::card("giant", Formation::MasterTroop, 20, 4);
    giant.size = Size::Gigantic;
    giant.footprint_w = giant.footprint_h = 2;
    CharacterCard titan = fixture::card("titan", Formation::Hero, 20, 4);
    titan.size = Size::Gigantic;
    titan.footprint_w = titan.footprint_h = 2;
    s.cards.push_back(giant);
    s.cards.push_back(titan);
    s.cards.push_back(
        with(fixture::card("bat", Formation::MasterTroop, 4, 5), {{SpecialRuleId::Flying, 0, AttackKind::All}}));
    s.cards.push_back(
        with(fixture::card("shade", Formation::MasterTroop, 6, 4), {{SpecialRuleId::Immaterial, 0, AttackKind::All}}));
    s.cards.push_back(
        with(fixture::card("ghost", Formation::MasterTroop, 6, 4), {{SpecialRuleId::Invisible, 0, AttackKind::All}}));
    s.letters = {{'A', "hero"},  {'B', "hero"}, {'C', "hero"},  {'T', "titan"},
                 {'G', "giant"}, {'f', "bat"},  {'g', "shade"}, {'h', "ghost"}};
    s.options = GameOptions{false, true, true};
    s.quest_tweak = [](QuestDef& q) { q.turn_limit = 6; };
    checkGames(s, 6, 3);
}
