// The board's lines for fire (R29), poison (R31), fear (R28) and the rulebook Master's intent (R44): see
// odds_text.h.
#include "cata/app/odds_text.h"

#include <fmt/format.h>

#include "cata/app/action_bar.h"  // displayName
#include "cata/app/ai_text.h"
#include "cata/app/app.h"

namespace cata::app {

std::string chanceText(double p) {
    if (p > 0 && p < 0.005) return "<1%";
    if (p < 1 && p > 0.995) return ">99%";
    return fmt::format("{:.0f}%", p * 100);
}

std::string fireText(App& app, const GameState& state, const Action& action) {
    const std::optional<FireOdds> f = state.fireOdds(action);
    if (!f) return {};
    int target = -1;
    std::visit(
        [&](const auto& a) {
            if constexpr (requires { a.target; }) target = a.target;
        },
        action);
    const std::string name = displayName(app, state, target);
    const StringTable& t = app.strings();
    if (f->immune) return t.format("board.odds.fire_immune", name);
    if (f->burning) return t.format("board.odds.fire_burning", name);
    return t.format("board.odds.fire", name, f->catch_min, chanceText(f->chance));
}

std::string poisonText(App& app, const GameState& state, const Action& action) {
    const std::optional<PoisonOdds> o = state.poisonOdds(action);
    if (!o) return {};
    int target = -1;
    std::visit(
        [&](const auto& a) {
            if constexpr (requires { a.target; }) target = a.target;
        },
        action);
    const std::string name = displayName(app, state, target);
    const StringTable& t = app.strings();
    if (o->immune) return t.format("board.odds.poison_immune", name);
    if (o->poisoned) return t.format("board.odds.poison_already", name);
    if (o->spell) {
        // R23: the tiers' levels, "2" or "2–3".
        const std::string levels = o->min_level == o->level
                                       ? std::to_string(o->level)
                                       : std::to_string(o->min_level) + "\u2013" + std::to_string(o->level);
        return t.format("board.odds.poison_spell", name, app.tr("char.strength"), o->dice, levels,
                        chanceText(o->chance));
    }
    return t.format("board.odds.poison", name, app.tr("char.strength"), o->dice, o->level, chanceText(o->chance));
}

namespace {

/// R28: the line of `who`'s own fear test; empty when it takes none.
std::string fearLine(App& app, const GameState& state, int who) {
    const std::optional<FearOdds> f = state.fearOdds(who);
    if (!f) return {};
    const StringTable& t = app.strings();
    const std::string name = displayName(app, state, who);
    const std::string source = displayName(app, state, f->source);
    if (f->coward) return t.format("board.odds.fear_coward", name, f->level, source);
    return t.format("board.odds.fear", name, f->level, source, app.tr("char.will"), f->dice, chanceText(f->keep));
}

}  // namespace

std::string fearText(App& app, const GameState& state, int who) {
    std::string text = fearLine(app, state, who);
    if (state.card(who).level(SpecialRuleId::Fear) <= 0) return text;
    // A fearsome character: the test of each opponent that sees it (against the highest Fear it
    // sees, this one's or another's).
    for (int o = 0; o < static_cast<int>(state.characters().size()); ++o) {
        if (state.character(o).side == state.character(who).side || !state.sees(o, who)) continue;
        if (const std::string line = fearLine(app, state, o); !line.empty()) text += (text.empty() ? "" : "\n") + line;
    }
    return text;
}

std::string intentText(App& app, const GameState& state, const ai::MasterIntent& intent) {
    if (!intent.known) return {};
    const StringTable& t = app.strings();
    std::string text = t.format("board.intent.title", app.tr(intent.ahead ? "board.intent.ahead" : "board.intent.now"));
    auto line = [&text](const std::string& l) { text += "\n" + l; };
    if (!intent.table.empty()) {
        line(app.tr("board.intent.table"));
        for (const ai::SoloChance& c : intent.table) {
            const std::string faces =
                c.row.from == c.row.to ? std::to_string(c.row.from) : fmt::format("{}\u2013{}", c.row.from, c.row.to);
            const std::string head = faces + " (" + chanceText(c.chance) + ")";
            switch (c.row.behaviour) {
                case SoloBehaviour::Frantic:
                    line(t.format(
                        "board.intent.frantic", head,
                        c.action ? explanationText(app, state, c.action->why) : app.tr("board.intent.nothing")));
                    break;
                case SoloBehaviour::Wander:
                    line(t.format("board.intent.wander", head, c.row.squares));
                    break;
                case SoloBehaviour::Idle:
                    line(t.format("board.intent.idle", head));
                    break;
            }
        }
    } else if (intent.action) {
        line(explanationText(app, state, intent.action->why));
    } else if (intent.idle) {
        line(explanationText(app, state, *intent.idle));
    } else {
        line(app.tr("board.intent.nothing"));
    }
    return text;
}

}  // namespace cata::app
