// Placeholder until the combat log lands (issue 4).
#include "cata/app/combat_log.h"

#include "cata/app/app.h"

namespace cata::app {

CombatLog::CombatLog(App& app) : app_(app) {}
void CombatLog::clear() { lines_.clear(); }
void CombatLog::append(const content::HistoryEntry& entry, const GameState& after) {
    for (auto& l : describeEvents(entry.events, after, app_.strings())) lines_.push_back(std::move(l));
}
void CombatLog::rebuild(const content::GameSession& session) {
    clear();
    for (const auto& e : session.history()) append(e, session.state());
}
void CombatLog::draw(Painter& painter, const Rect& area) {
    (void)painter;
    area_ = area;
}
bool CombatLog::scroll(int x, int y, int dy) {
    if (!area_.contains(x, y)) return false;
    scroll_ += dy;
    return true;
}
std::string CombatLog::keywordAt(int x, int y) const {
    (void)x;
    (void)y;
    return {};
}
std::string CombatLog::exportText() const {
    std::string out;
    for (const auto& l : lines_) out += l.text + "\n";
    return out;
}

}  // namespace cata::app
