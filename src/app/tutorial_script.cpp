// Reading a tutorial's script (tutorial_script.h): the content readers' typed getters, so a
// broken script says where and what, every problem at once, and never crashes the game.
#include "cata/app/tutorial_script.h"

#include <fmt/format.h>

#include <array>
#include <climits>
#include <cstddef>
#include <fstream>
#include <sstream>

#include "cata/content/reader.h"
#include "cata/core/game_state.h"

namespace cata::app {

namespace {

using content::EnumName;
using content::json;
using content::ObjectReader;

/// Most steps a script may hold (docs/tutorial.md).
constexpr std::size_t kMaxSteps = 200;

template <class E, std::size_t N>
std::array<EnumName<E>, N> enumNames(const std::string_view (&names)[N]) {
    std::array<EnumName<E>, N> out{};
    for (std::size_t i = 0; i < N; ++i) out[i] = EnumName<E>{names[i], static_cast<E>(i)};
    return out;
}

const auto kWaits = enumNames<TutorialWait>(kTutorialWaitNames);
const auto kUis = enumNames<TutorialUi>(kTutorialUiNames);

/// The highlight at `ptr`: exactly one of "square", "character", "ui".
TutorialHighlight readHighlight(const content::Context& ctx, const json& v, const std::string& ptr) {
    TutorialHighlight h;
    ObjectReader r(ctx, v, ptr);
    if (!r.ok()) return h;
    int given = 0;
    if (const json* sq = r.optional("square")) {
        ++given;
        if (auto pos = content::readPos(ctx, *sq, r.at("square")))
            h.kind = TutorialHighlight::Kind::Square, h.square = *pos;
    }
    if (r.optional("character")) {
        ++given;
        if (auto id = r.id("character")) h.kind = TutorialHighlight::Kind::Character, h.character = *id;
    }
    if (r.optional("ui")) {
        ++given;
        if (auto ui = r.enumeration<TutorialUi>("ui", "interface part", kUis))
            h.kind = TutorialHighlight::Kind::Ui, h.ui = *ui;
    }
    if (given != 1) ctx.error(ptr, "a highlight names exactly one of \"square\", \"character\" or \"ui\"");
    return h;
}

TutorialScript readScript(const content::Context& ctx) {
    TutorialScript s;
    ObjectReader top(ctx, ctx.src.root(), "", true);
    if (!top.ok()) return s;
    s.id = top.id("id").value_or("");
    s.title = top.text("title").value_or(LocalText{});
    s.quest = top.id("quest").value_or("");
    s.seed = static_cast<std::uint64_t>(top.integer("seed", 0, INT_MAX).value_or(0));
    if (const json* o = top.optional("options")) {
        ObjectReader opts(ctx, *o, top.at("options"));
        if (opts.ok()) {
            s.options.unexpected_events = opts.boolean("unexpected_events", s.options.unexpected_events);
            s.options.duel = opts.boolean("duel", s.options.duel);
            s.options.critical_hit = opts.boolean("critical_hit", s.options.critical_hit);
        }
    }
    s.options.solo_master = true;  // R44: the lesson plays against the rulebook's Master
    if (const json* steps = top.required("steps");
        steps && content::expectArray(ctx, *steps, top.at("steps"), kMaxSteps, "steps")) {
        if (steps->empty()) ctx.error(top.at("steps"), "a tutorial needs at least one step");
        for (std::size_t i = 0; i < steps->size(); ++i) {
            const std::string ptr = top.at("steps") + "/" + std::to_string(i);
            ObjectReader r(ctx, (*steps)[i], ptr);
            if (!r.ok()) continue;
            TutorialStep step;
            step.text = r.text("text").value_or(LocalText{});
            step.wait = r.enumeration<TutorialWait>("wait_for", TutorialWait::Next, "condition", kWaits);
            if (const json* h = r.optional("highlight")) step.highlight = readHighlight(ctx, *h, r.at("highlight"));
            s.steps.push_back(std::move(step));
        }
    }
    return s;
}

}  // namespace

TutorialLoad parseTutorialScript(const std::string& display, const std::string& text) {
    TutorialLoad out;
    content::Diagnostics diags;
    try {
        const content::JsonSource src(display, text, diags);
        std::optional<TutorialScript> script;
        if (src.ok()) {
            const content::Context ctx{src, diags};
            script = readScript(ctx);  // its readers report unknown keys as they go out of scope
        }
        if (diags.empty()) out.script = std::move(script);
    } catch (const std::exception& e) {  // never on player content, but never a crash either
        diags.push_back(content::Diagnostic{display, 0, 0, "", e.what()});
    }
    for (const content::Diagnostic& d : diags) out.problems.push_back(d.format());
    return out;
}

TutorialLoad loadTutorialScript(const std::string& path, const std::string& display) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        TutorialLoad out;
        out.problems.push_back(fmt::format("{}: cannot be read", display));
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parseTutorialScript(display, text.str());
}

std::vector<std::string> tutorialMismatches(const TutorialScript& script, const GameState& state) {
    std::vector<std::string> out;
    const QuestDef& quest = state.content().quest;
    for (std::size_t i = 0; i < script.steps.size(); ++i) {
        const TutorialHighlight& h = script.steps[i].highlight;
        if (h.kind == TutorialHighlight::Kind::Character && state.characterIndex(h.character) < 0)
            out.push_back(fmt::format("step {}: no character \"{}\" in quest \"{}\"", i + 1, h.character, quest.id));
        if (h.kind == TutorialHighlight::Kind::Square && !quest.inside(h.square))
            out.push_back(fmt::format("step {}: square [{}, {}] is off the map of quest \"{}\" ({} × {})", i + 1,
                                      h.square.x, h.square.y, quest.id, quest.width, quest.height));
    }
    return out;
}

}  // namespace cata::app
