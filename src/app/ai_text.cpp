// The AIs' explanation lines in the player's language (ai_text.h).
#include "cata/app/ai_text.h"

#include <cstdlib>

#include "cata/app/action_bar.h"
#include "cata/app/app.h"
#include "cata/core/refusal.h"

namespace cata::app {

namespace {

std::string aiItemWord(App& app, const GameState& state, int index) {
    if (index < 0 || index >= static_cast<int>(state.items().size())) return "#" + std::to_string(index);
    const ItemState& item = state.items()[static_cast<std::size_t>(index)];
    // With its article, as the quests name their items ("the magic gem"): "Take the potion",
    // "Irf already carries the potion" (R26: a barrel's potion).
    if (item.potion) return app.tr("board.item.the_potion");
    for (const ItemDef& def : state.content().quest.items)
        if (def.id == item.id && !def.name.in(app.settings().language).empty()) return def.name.in(app.settings().language);
    return item.id;
}

/// The pattern of `why` filled with the words of the current language (rule ids kept).
std::string aiLineWords(App& app, const GameState& state, const ai::Explanation& why) {
    if (why.key == ai::ExplainKey::None) return {};
    const StringTable& t = app.strings();
    const std::string& lang = app.settings().language;
    const QuestDef& q = state.content().quest;
    std::vector<std::string> out;
    out.reserve(why.args.size());
    for (const ai::ExplainArg& a : why.args) {
        const auto i = static_cast<std::size_t>(a.n);
        using Kind = ai::ExplainArg::Kind;
        switch (a.kind) {
            case Kind::Number: out.push_back(std::to_string(a.n)); break;
            case Kind::Character:
                out.push_back(a.n >= 0 && i < state.characters().size() ? displayName(app, state, a.n)
                                                                         : "#" + std::to_string(a.n));
                break;
            case Kind::Card: {
                const int c = state.content().cardIndex(a.id);
                const std::string name = c >= 0 ? state.content().cards[static_cast<std::size_t>(c)].name.in(lang) : std::string();
                out.push_back(name.empty() ? a.id : name);
                break;
            }
            case Kind::Spell: {
                const Spell* sp = state.content().spell(a.id);
                out.push_back(sp && !sp->name.in(lang).empty() ? sp->name.in(lang) : a.id);
                break;
            }
            case Kind::Item: out.push_back(aiItemWord(app, state, a.n)); break;
            case Kind::Object: out.push_back(a.n >= 0 && i < q.objects.size() ? objectName(app, state, a.n) : a.id); break;
            case Kind::SpecialAction:
                if (a.n >= 0 && i < q.special_actions.size() && !q.special_actions[i].name.in(lang).empty())
                    out.push_back(q.special_actions[i].name.in(lang));
                else
                    out.push_back(a.n >= 0 && i < q.special_actions.size() ? q.special_actions[i].id : a.id);
                break;
            case Kind::Word: out.push_back(t.get("ai.word." + a.id)); break;
            case Kind::Percent: out.push_back(fillPattern(t.get("ai.percent"), {std::to_string(a.n)})); break;
            case Kind::Tenths:
                out.push_back(std::to_string(a.n / 10) + t.get("ai.decimal_point") + std::to_string(std::abs(a.n % 10)));
                break;
            case Kind::Part: out.push_back(a.part.empty() ? std::string() : aiLineWords(app, state, a.part.front())); break;
        }
    }
    return t.fillWords("ai.line." + std::string(ai::explainName(why.key)), out);
}

}  // namespace

std::string explanationText(App& app, const GameState& state, const ai::Explanation& why) {
    return app.strings().plain(aiLineWords(app, state, why));
}

}  // namespace cata::app
