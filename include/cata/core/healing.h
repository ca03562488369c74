// Who a heal helps (R23 healing spells, R25 a down hero, R26 potions, R31 poison cured): the one
// judgement the rules engine, the R42 waiting prompt and the board's action bar share.
#pragma once

#include "cata/core/game_state.h"

namespace cata {

/// R25, R26, R31: a heal helps `who`: he is wounded, down or poisoned.
bool needsHealing(const GameState& s, int who);

/// R23: some tier of `spell` heals.
bool spellHeals(const Spell& spell);

/// A heal that helps nobody: a spell that does nothing but heal (R23), or a potion drunk or
/// poured (R26), for a character who needs no healing (needsHealing). Legal (the rules do not
/// forbid it) but no choice worth offering a player: "Irf regains 0 HP".
bool healsNobody(const GameState& s, const Action& a);

}  // namespace cata
