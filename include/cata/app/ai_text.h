// The AIs' explanation lines in the player's language: a policy explains its choice with a key
// and what it names (ai::Explanation, cata/ai/explanation.h); the app words it with its string
// tables (assets/ui/strings/ai_lines.json, "ai.line.<name>"), characters, spells, items and
// objects by their localised names, the way it words the core's refusals (action_bar.h).
#pragma once

#include <string>

#include "cata/ai/explanation.h"
#include "cata/core/game_state.h"

namespace cata::app {

class App;

/// `why` in the current language, with the rule ids only when the settings show them
/// (StringTable::plain); empty for ai::ExplainKey::None.
std::string explanationText(App& app, const GameState& state, const ai::Explanation& why);

}  // namespace cata::app
