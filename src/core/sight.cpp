// Sight (rulebook "Line of sight"): R22 lines of sight between characters and from a
// character to each square, R37 from any square of a footprint, R38 invisible characters; the
// occupancy the lines are traced through, and the reason of a blocked line for messages.
#include "cata/core/game_state.h"
#include "rules.h"

namespace cata {

bool GameState::sees(int viewer, int target) const {
    if (!able(viewer)) return false;
    const CharacterState& t = character(target);
    if (t.presence != Presence::OnBoard && t.presence != Presence::Down) return false;
    if (card(target).has(SpecialRuleId::Invisible) && character(viewer).side != t.side) return false;  // R38
    return !Rules::sightLineBlocked(*this, viewer, target);
}

Occupancy GameState::occupancy() const { return Rules::occupancy(*this); }

std::vector<Pos> GameState::sightSquares(int viewer) const {
    std::vector<Pos> out;
    if (!Rules::validCharacter(*this, viewer)) return out;
    const CharacterState& v = character(viewer);
    if ((v.presence != Presence::OnBoard && v.presence != Presence::Down) || !board_.inside(v.pos)) return out;
    const Occupancy occ = Rules::occupancy(*this);
    const Footprint fp = Rules::footprint(*this, viewer);
    for (int x = 0; x < board_.width(); ++x)  // Pos order: x first, then y
        for (int y = 0; y < board_.height(); ++y) {
            const Pos p{x, y};
            if (fp.contains(p)) {
                out.push_back(p);
                continue;
            }
            if (board_.tile(p) == TileKind::Void || board_.tile(p) == TileKind::Wall) continue;
            if (Rules::seesSquare(*this, occ, viewer, fp, p)) out.push_back(p);
        }
    return out;
}

bool Rules::seesSquare(const GameState& s, const Occupancy& occ, int viewer, const Footprint& fp, Pos to) {
    SightQuery q;
    q.viewer_id = viewer;
    q.viewer_side = s.character(viewer).side;
    q.viewer_size = s.card(viewer).size;
    q.ignore_allies = s.card(viewer).hasSkillEffect(SkillEffectType::ShootThroughAllies);
    q.to = to;
    q.target_id = s.characterAt(to);
    q.target_size = q.target_id >= 0 ? s.card(q.target_id).size : Size::Normal;
    // R22/R37: a line from any square of the viewer's footprint.
    for (Pos from : fp.squares()) {
        q.from = from;
        if (lineOfSight(s.board_, occ, q)) return true;
    }
    return false;
}

Occupancy Rules::occupancy(const GameState& s) {
    Occupancy occ(s.board_);
    for (std::size_t i = 0; i < s.d_.characters.size(); ++i) {
        const CharacterState& c = s.d_.characters[i];
        if (c.presence != Presence::OnBoard && c.presence != Presence::Down) continue;
        if (!s.board_.inside(c.pos)) continue;
        Occupant o;
        o.id = static_cast<int>(i);
        o.side = c.side;
        const CharacterCard& card = s.card(o.id);
        o.size = card.size;
        o.invisible = card.has(SpecialRuleId::Invisible);
        o.blocks_sight = c.presence == Presence::OnBoard;  // R25: a hero down blocks nothing
        o.crossable = c.presence == Presence::Down;        // R25 (Rules::checkCrossing)
        for (Pos p : footprint(s, o.id).squares())         // R37: every square of the footprint
            if (s.board_.inside(p)) occ.set(p, o);
    }
    return occ;
}

const Occupancy& Rules::occupancyOf(const GameState& s, Occupancy& own) {
    if (Scope* scope = scopeOf(s)) {
        if (!scope->occ) scope->occ = occupancy(s);
        return *scope->occ;
    }
    own = occupancy(s);
    return own;
}

std::optional<ActionRefusal> Rules::sightBlocked(const GameState& s, int viewer, int target) {
    // In a quiet scope the answer is kept per (viewer, target): shots, sharp shots, spells and
    // duels ask the same question of the same state.
    Scope* scope = scopeOf(s);
    std::size_t pair = 0;
    if (scope) {
        const std::size_t n = s.d_.characters.size();
        if (scope->sight.empty()) scope->sight.assign(n * n, -1);
        pair = static_cast<std::size_t>(viewer) * n + static_cast<std::size_t>(target);
        if (scope->sight[pair] >= 0)
            return scope->sight[pair] ? std::optional<ActionRefusal>(ActionRefusal{}) : std::nullopt;
        const bool blocked = sightLineBlocked(s, viewer, target);
        scope->sight[pair] = blocked ? 1 : 0;
        return blocked ? std::optional<ActionRefusal>(ActionRefusal{}) : std::nullopt;
    }
    if (!sightLineBlocked(s, viewer, target)) return std::nullopt;
    return sightBlockedReason(s, viewer, target);
}

namespace {

/// The sight question of R22 from `viewer`'s square to `target`'s (R37: who sees over whom).
SightQuery sightQuery(const GameState& s, int viewer, int target) {
    const CharacterState& v = s.character(viewer);
    SightQuery q;
    q.from = v.pos;
    q.to = s.character(target).pos;
    q.viewer_id = viewer;
    q.target_id = target;
    q.viewer_side = v.side;
    q.viewer_size = s.card(viewer).size;
    q.target_size = s.card(target).size;
    q.ignore_allies = s.card(viewer).hasSkillEffect(SkillEffectType::ShootThroughAllies);
    return q;
}

}  // namespace

bool Rules::sightLineBlocked(const GameState& s, int viewer, int target) {
    const SightQuery q = sightQuery(s, viewer, target);
    Occupancy own;
    const Occupancy& occ = occupancyOf(s, own);
    // R22/R37: a line from any square of the viewer's footprint to any square of the target's.
    for (Pos from : footprint(s, viewer).squares())
        for (Pos to : footprint(s, target).squares()) {
            SightQuery pair = q;
            pair.from = from;
            pair.to = to;
            if (lineOfSight(s.board_, occ, pair)) return false;
        }
    return true;
}

ActionRefusal Rules::sightBlockedReason(const GameState& s, int viewer, int target) {
    const CharacterState& v = s.character(viewer);
    const CharacterState& t = s.character(target);
    const SightQuery q = sightQuery(s, viewer, target);
    const Occupancy occ = occupancy(s);
    const SightTrace trace = traceSight(v.pos, t.pos);
    // The terrain first: a character on the line is named only when the walls alone would let
    // the sight through (else an ally in front, who may not even block, as for a hero who shoots
    // through allies, is blamed for the rubble behind him).
    if (!lineOfSight(s.board_, Occupancy(s.board_), q)) {
        for (Pos p : trace.crossed)
            if (s.board_.blocksSight(p))
                return worded(
                    s,
                    ActionRefusal{RefusalKey::SightTerrain, {arg(s, TileOf{s.board_.tile(p)}), arg(s, Sq{p})}, {}, {}});
        for (const auto& [a, b] : trace.corners)
            if (s.board_.blocksSight(a) && s.board_.blocksSight(b))
                return worded(s, ActionRefusal{RefusalKey::SightCorner, {arg(s, Sq{a}), arg(s, Sq{b})}, {}, {}});
        return worded(s, ActionRefusal{RefusalKey::SightBlocked, {}, {}, {}});
    }
    for (Pos p : trace.crossed) {
        const Occupant& o = occ.at(p);
        if (!o.empty() && o.id != viewer && o.id != target) {
            SightQuery one = q;
            Occupancy only(s.board_);
            only.set(p, o);
            if (!lineOfSight(s.board_, only, one))
                return worded(s, ActionRefusal{RefusalKey::SightCharacter, {arg(s, Who{o.id}), arg(s, Sq{p})}, {}, {}});
        }
    }
    return worded(s, ActionRefusal{RefusalKey::SightBlocked, {}, {}, {}});
}

}  // namespace cata
