// Footprints and contact (rulebook "Gigantic creatures", "Block", "Melee attack"): R37 the
// squares a character covers and the distance between footprints, R10 diagonals for wide
// footprints, R15/R37 melee reach, R12 who blocks a character leaving a square.
#include <algorithm>

#include "cata/core/game_state.h"
#include "rules.h"

namespace cata {

bool Rules::blocks(const GameState& s, int o, int who, Pos from) {
    // R12: able opponents adjacent to `from`, reachable in melee (R10), not in a duel (R46),
    // not down, webbed or out of play.
    const CharacterState& c = s.character(o);
    if (c.side == s.character(who).side || c.presence != Presence::OnBoard || c.webbed > 0 || c.duel_with >= 0)
        return false;
    // R37: adjacency from any square of either footprint.
    return touching(s, footprint(s, o), footprintAt(s, who, from));
}

bool Rules::blocked(const GameState& s, int who, Pos from) {
    // In a scope, the answers for `who`'s square and the eight around it are kept (every move
    // of the legal list asks about its start, runs about their middle square).
    const Pos d = from - s.character(who).pos;
    if (Scope* scope = scopeOf(s); scope && distance(d, Pos{}) <= 1) {
        if (scope->blocked.empty()) scope->blocked.assign(s.d_.characters.size() * 9, -1);
        signed char& known =
            scope->blocked[static_cast<std::size_t>(who) * 9 + static_cast<std::size_t>((d.x + 1) * 3 + d.y + 1)];
        if (known < 0) {
            known = 0;
            for (int o = 0; o < static_cast<int>(s.d_.characters.size()) && !known; ++o)
                if (blocks(s, o, who, from)) known = 1;
        }
        return known == 1;
    }
    for (int o = 0; o < static_cast<int>(s.d_.characters.size()); ++o)
        if (blocks(s, o, who, from)) return true;
    return false;
}

std::vector<int> GameState::blockers(int who, Pos from) const {
    std::vector<int> out;
    for (int o = 0; o < static_cast<int>(d_.characters.size()); ++o)
        if (Rules::blocks(*this, o, who, from)) out.push_back(o);
    return out;
}

int Rules::gap(const GameState& s, int a, int b) { return distance(footprint(s, a), footprint(s, b)); }

bool Rules::touchingWide(const GameState& s, const Footprint& a, const Footprint& b) {
    if (distance(a, b) != 1) return false;
    for (Pos p : a.squares())
        for (Pos q : b.squares())
            if (adjacent(p, q) && s.board_.diagonalAllowed(p, q)) return true;  // R10
    return false;
}

int Rules::meleeRange(const GameState& s, int who) { return s.card(who).size == Size::Gigantic ? 2 : 1; }  // R37

bool Rules::meleeReach(const GameState& s, int who, const Footprint& t) {
    const Footprint a = footprint(s, who);
    const int d = distance(a, t);
    if (d < 1) return false;
    if (d == 1 && touching(s, a, t)) return true;  // R10, R15
    if (meleeRange(s, who) < 2 || d > 2) return false;
    // R37: a gigantic character strikes at distance 2 over a square between that is not an
    // obstacle (a character there does not stop the blow), R10 applying to both halves.
    for (Pos p : a.squares())
        for (Pos q : t.squares()) {
            if (distance(p, q) != 2) continue;
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    const Pos m{p.x + dx, p.y + dy};
                    if (!adjacent(p, m) || !adjacent(m, q) || s.board_.isObstacle(m)) continue;
                    if (s.board_.diagonalAllowed(p, m) && s.board_.diagonalAllowed(m, q)) return true;
                }
        }
    return false;
}

bool Rules::footprintStepAllowed(const GameState& s, int who, Pos from, Pos to) {
    const Footprint fp = footprintAt(s, who, from);
    if (fp.single()) return s.board_.diagonalAllowed(from, to);
    const Pos d = to - from;
    for (Pos p : fp.squares())
        if (!s.board_.diagonalAllowed(p, p + d)) return false;  // R10 for each square
    return true;
}

bool Rules::fits(const GameState& s, int who, Pos p) {
    const Footprint fp = footprintAt(s, who, p);
    if (fp.single()) {
        const int other = s.characterAt(p);
        return s.board_.isWalkable(p) && (other < 0 || other == who);
    }
    for (Pos q : fp.squares()) {
        if (!s.board_.isWalkable(q)) return false;
        const int other = s.characterAt(q);
        if (other >= 0 && other != who) return false;
    }
    return true;
}

bool Rules::inZone(const GameState& s, int who, const ZoneDef* z) {
    if (!z) return false;
    for (Pos q : footprint(s, who).squares())
        if (std::binary_search(z->squares.begin(), z->squares.end(), q)) return true;
    return false;
}

}  // namespace cata
