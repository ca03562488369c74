// Placeholder until the event texts land (issue 4): the core's short forms.
#include "cata/app/event_text.h"

namespace cata::app {

std::vector<LogLine> describeEvents(const std::vector<Event>& events, const GameState& state, const StringTable& strings) {
    (void)strings;
    std::vector<LogLine> out;
    for (const Event& e : events) out.push_back(LogLine{LogLine::Kind::Info, toString(e), eventRule(e), {}, state.turn(), state.activeSide()});
    return out;
}

std::string characterName(const GameState& state, int who, const StringTable& strings) {
    (void)strings;
    return state.character(who).id;
}

}  // namespace cata::app
