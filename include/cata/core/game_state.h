// The rules core: a game in progress as a copyable value (STYLE.md, OpenSpiel's State).
//
// A GameState is created from a GameSetup (content, optional rules, rosters, seed). It says
// who decides now (`toMove()`: the heroes, the Master, or nobody when the game is over with
// `result()`), lists the legal actions sorted (`legalActions()`), explains an illegal one
// (`whyIllegal()`), and applies one (`apply()`): validation, bookkeeping, then the private
// step that resolves it fully with the game's dice (or forced dice) and returns the events.
// Decisions a player must take in the middle of an action (R12 block, R27 destiny, R42
// waiting heroes) are explicit pending decisions owned by a side.
//
// GameState itself is implemented in src/core/game_state.cpp (queries), game_setup.cpp
// (construction, R53), legal_actions.cpp, action_rules.cpp (check and apply, dispatched to the
// action's kind), sight.cpp (R22) and footprints.cpp (R37, R12 blockers); the rules by topic,
// each action family's check, cost, flags and effect together: movement.cpp (R9–R13, R35, R38,
// R43, R48, R49), combat.cpp (R15–R21, R23, R24, R25, R27, R29–R31, R33, R39, R46), turn.cpp
// (R7, R8, R28, R34, R45), objects.cpp (R26, R40, R41, R42, R50, R51), decisions.cpp (R12 and
// R27 answers), solo.cpp (R44), victory.cpp (R52).
//
// Where RULES.md is silent, the engine decides (to be copied into the rules documentation):
// - R9/R12: a run tests block on leaving its start square and the square it runs through; a
//   jump tests block on leaving; shifting (R11) and crushing (R13) never do.
// - R13: the crush step is offered only as the killer's side's very next action.
// - R24: a returning casualty takes the first free square of the first entry (quest order) that
//   has one, else the free square nearest the first entry's first square.
// - R25: a hero down in turn T dies at the end of turn T+1; he keeps his square (nobody stops
//   there) but blocks nothing; stood up, he acts again from the next turn (AP 0).
// - R27: destiny is offered for a failed attack test (melee, shot), block test, trap test (R48),
//   spell test (R23, a result below the spell's difficulty), fear test (R28), poison test (R31),
//   and the test of a jump, lock, special action or web; cancelling wounds for melee, shot,
//   trap and spell damage and, at the start of a side (R8), burning (R29), poison (R31) and
//   unexpected-fire (R45) damage. A decision at the start of a side interrupts `EndTurn` (also
//   in `create`, for the first turn); the answer resumes the start where it stopped and opens
//   no R42 window. A cancelled burning still rolls to keep burning. Cowards take no fear test,
//   so there is nothing to re-roll.
// - R40/R50: a picked lock opens at once; locked doors, cells and chests can be broken down
//   (unless `breakable` is false); opening a chest or cell gives its items to the opener.
//   Secret doors open only by a special action (R51).
// - R41: a Master casualty or a dead hero drops what it carried on its square.
// - R42: the waiting window opens after every Master action (not before the first one).
// - R43: no jumping over obstacles or characters; at most 10 squares and only jumps the Agility
//   could make; a failed jump lands on jumped square 1 + (D6 - 1)·k / 6 and suffers what is
//   there, flyers too (lava, traps).
// - R45: the hero who catches fire is drawn with the game's Rng; the fairy heals the heroes on
//   the board (not the down ones); extra AP go to every Master character on the board.
// - R46: a duellist's every move must bring it closer to the other; once they can reach each
//   other in melee they may only attack each other.
// - R52: a hero leaves the board (Exit, 1 AP) from a square of an all_heroes_out or
//   item_carried_out condition; "character_killed" holds while it is a casualty or dead.
// - R33: a swarm absorbs another of the same card only if the figures fit its level.
// - R37: `pos` is the top-left square of a W×H footprint (the card's), the character is on
//   every square of it (characterAt, occupancy); every step keeps the whole footprint on
//   walkable free squares with R10 on each square (so no 1-square gaps); distance is between
//   nearest squares; a gigantic character strikes at distance ≤ 2 over a square between that
//   is not an obstacle; block (R12), the R19 modifier and doors count adjacency from any
//   square; sight (R22, R28) exists from any viewer square to any target square; traps and
//   lava under any square; a gigantic character does not shift (R11); the crush step (R13)
//   moves the footprint one square over the victim's squares; reinforcements (R24) need the
//   whole footprint to fit. docs/rules.md lists these decisions.
// - R44 (option solo_master): the core marks the Master's characters activated at the start of
//   its turn (after reinforcements and R45 extra AP), offers SoloRoll (0 AP, 1D6 on the
//   ruleset's table; frantic: activated and AP x the row's multiplier) to a non-activated one
//   that has neither acted nor rolled this turn and has AP, and brings reinforcements to the
//   entry nearest the zone holding the most heroes (ties: quest order; entries by Chebyshev
//   distance to that zone, ties: quest order). What the characters then do is the AI's.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cata/core/action.h"
#include "cata/core/board.h"
#include "cata/core/character_state.h"
#include "cata/core/dice.h"
#include "cata/core/event.h"
#include "cata/core/game_setup.h"
#include "cata/core/odds.h"
#include "cata/core/paths.h"
#include "cata/core/refusal.h"
#include "cata/core/side.h"

namespace cata {

/// How the game ended (R52).
struct GameResult {
    Side winner = Side::Heroes;
    std::string reason;  // "victory condition 1 (chest_opened treasure)", "all heroes dead or down", ...
    std::string rule = "R52";
    bool operator==(const GameResult&) const = default;
};

/// The kinds of decisions that interrupt an action.
enum class DecisionKind {
    Block,          // R12: after a failed block test: MoveAnyway or Stay
    DestinyReroll,  // R27: re-roll the failed test just made: UseDestiny or DeclineDestiny
    DestinyCancel,  // R27: cancel wounds that would take `who` to 0 HP or less
};

/// A decision a side must take before the game goes on. `action` is the interrupted action,
/// `step` where it stopped; the rest is what was rolled so far.
struct PendingDecision {
    DecisionKind kind = DecisionKind::Block;
    Side owner = Side::Heroes;
    int who = 0;      // the character concerned
    Action action;    // the interrupted action
    int step = 0;     // movement: index of the step being left; attacks: extra shots still to fire (R42)
    int paid_from_waiting = 0;  // 1 when the interrupted action was paid with waiting points (R42)
    TestRoll roll;    // DestinyReroll: the failed test
    int wounds = 0;   // DestinyCancel: the wounds about to be dealt
    bool critical = false;
    std::optional<Location> location;
    int raw = 0;
    int armour = 0;
    /// R27 outside attacks, block tests and single-test actions: "trap" (R48, `step` is the
    /// trap's object index) or "spell" (R23, `roll` is the Magic test, `step` the index of the
    /// damage effect of the tier); "poison" (R31, the poison test of a hit: `step` as for the
    /// attack or spell, for a spell `raw` is the Magic result); at the start of a side (R8,
    /// `action` EndTurn, `step` = `who`): "fear" (R28), "burning" (R29), "poison_damage" (R31),
    /// "unexpected_fire" (R45). Empty otherwise.
    std::string purpose;
    bool operator==(const PendingDecision&) const = default;
};

/// R13: the free step onto the square of an opponent just killed in melee.
struct CrushChance {
    int actor = 0;
    Pos to;
    bool operator==(const CrushChance&) const = default;
};

/// Every mutable field of a game: what a save holds (with the content's ids).
struct GameStateData {
    GameOptions options;
    int turn = 1;
    Side side = Side::Heroes;  // the side whose turn it is
    std::vector<CharacterState> characters;
    std::vector<ObjectState> objects;  // same indices as QuestDef::objects
    std::vector<ItemState> items;      // quest items, then one potion per barrel
    std::optional<PendingDecision> pending;
    bool waiting_window = false;       // R42: heroes may act with waiting points
    std::optional<CrushChance> crush;  // R13
    std::vector<int> special_succeeded;  // R51: indices of special actions that succeeded
    bool reinforcements_succeed = false; // R45 this turn
    int master_extra_ap = 0;             // R45 this turn
    DiceSource dice;
    std::optional<GameResult> result;
    int actions_applied = 0;
    bool operator==(const GameStateData&) const = default;
};

/// R40: one blow of a character breaking down a locked door, cell or chest, as the rules
/// deal it now (fixed damage, no roll: melee damage minus the door's armour, never below 0).
struct DoorBlow {
    int damage = 0;   // what this blow takes off the door
    int melee = 0;    // the character's melee damage
    int armour = 0;   // the door's armour (the ruleset's)
    int hp = 0;       // the door's HP (the ruleset's)
    int hp_left = 0;  // its HP left before the blow (damage carries over between attempts)
    int blows = 0;    // blows of this character that break it down; 0: never (no damage)
    bool operator==(const DoorBlow&) const = default;
};

/// R52: what a hero's leaving the board through an exit would do to the game, as the rules
/// judge it on a copy of the state. A hero who leaves is out for good: he never acts again.
struct ExitOutlook {
    std::optional<Side> ends_with;  // the game ends at once, won by this side
    std::vector<int> items;         // the items he carries out with him (indices)
    int heroes_left = 0;            // heroes still on the board and able to act after he left
    /// False when no victory condition of the quest can come true any more once he left (no
    /// hero left to act, or the item the quest needs gone out another way): the heroes lose
    /// when the turn limit passes.
    bool can_still_win = true;
    bool operator==(const ExitOutlook&) const = default;
};

/// What the quest's victory conditions make of a zone or a square (the first that names it, in
/// the order of the conditions): carry an item out through it, every hero out through it, or a
/// quest's special action made in it (R51).
struct ZoneGoal {
    enum class Kind { ExitWithItem, ExitAll, SpecialAction };
    Kind kind = Kind::ExitAll;
    std::string target;  // the item's id (ExitWithItem), the special action's id (SpecialAction)
    bool operator==(const ZoneGoal&) const = default;
};

class GameState {
public:
    /// Builds the start of a game; `errors` lists every problem (unknown card, square taken
    /// or not walkable...) and the result is empty when there is one. `events` receives what
    /// the start of the heroes' first turn did (R8: fear tests...).
    static std::optional<GameState> create(const GameSetup& setup, std::vector<std::string>* errors = nullptr,
                                           std::vector<Event>* events = nullptr);
    /// Rebuilds a state from saved data (the content must be the one it was saved with).
    static std::optional<GameState> fromData(std::shared_ptr<const GameContent> content, GameStateData data,
                                             std::vector<std::string>* errors = nullptr);

    // ---- Who decides ----
    /// The side that decides now; nothing when the game is over.
    std::optional<Side> toMove() const;
    bool isOver() const { return d_.result.has_value(); }
    const std::optional<GameResult>& result() const { return d_.result; }
    /// The side whose turn it is (R7).
    Side activeSide() const { return d_.side; }
    int turn() const { return d_.turn; }
    /// R52: the last turn of the game (the quest's limit, else the ruleset's default).
    int turnLimit() const;
    const std::optional<PendingDecision>& pending() const { return d_.pending; }
    /// R27: the test a pending re-roll decision is about, as it was rolled: its characteristic
    /// and its purpose (TestRolled::purpose: "melee", "shot", "block", "jump", "lock", "web", a
    /// special action's id, "spell", "trap", "poison", "fear"); nothing for other decisions.
    struct PendingTest {
        Characteristic characteristic = Characteristic::Agility;
        std::string purpose;
        bool operator==(const PendingTest&) const = default;
    };
    std::optional<PendingTest> pendingTest() const;
    bool waitingWindow() const { return d_.waiting_window; }

    // ---- What is where ----
    const GameContent& content() const { return *content_; }
    const std::shared_ptr<const GameContent>& contentPtr() const { return content_; }
    const GameStateData& data() const { return d_; }
    const Board& board() const { return board_; }
    const std::vector<CharacterState>& characters() const { return d_.characters; }
    const CharacterState& character(int who) const { return d_.characters[static_cast<std::size_t>(who)]; }
    const CharacterCard& card(int who) const;
    /// Index of the character with instance id `id`, -1 when none.
    int characterIndex(const std::string& id) const;
    /// The character standing on `p` (on the board or down), -1 when none.
    int characterAt(Pos p) const;
    const std::vector<ObjectState>& objects() const { return d_.objects; }
    const std::vector<ItemState>& items() const { return d_.items; }
    /// Items carried by `who`, in index order.
    std::vector<int> carried(int who) const;
    DiceSource& dice() { return d_.dice; }
    const DiceSource& dice() const { return d_.dice; }

    // ---- Effective numbers ----
    /// The characteristic with skills (characteristic_bonus), buffs and swarm figures (R33).
    int effective(int who, Characteristic c) const;
    /// Maximum HP: the card's, × the figures for a swarm (R33).
    int maxHp(int who) const;
    /// R33: figures of a swarm, ⌈HP / HP per figure⌉ (1 for other characters).
    int figures(int who) const;
    int meleeDamage(int who) const;
    /// R18: a still target (webbed, at 0 HP or less).
    bool stillTarget(int who) const;
    /// R24/R25: what falling to 0 HP or less would do to `who` now: Down for a hero (R25: he
    /// dies only at the end of the next full turn), Casualty for a Master character who may
    /// come back while a leader of his stands on the board (R24), Dead for the others.
    Presence fallsTo(int who) const;
    /// R42, skill double_shot_when_waiting (Irf's "On the lookout"): the shots a shot or sharp
    /// shot fires now: 2 paid with waiting points by a character with that skill, else 1; 0 for
    /// an action that is not a shot. `skill`, when given, receives the id of the skill that
    /// adds shots (empty when none does).
    int shots(const Action& a, std::string* skill = nullptr) const;
    /// On the board and able to act or fight (not down, casualty, dead or exited).
    bool able(int who) const;
    /// R22/R38: `viewer` sees `target`.
    bool sees(int viewer, int target) const;
    /// R22/R25/R37/R38: who stands where, as line of sight and the move planner (paths.h) take
    /// it: each character on the board or down fills every square of its footprint; a hero
    /// down blocks no sight, an invisible character hides no one.
    Occupancy occupancy() const;
    /// R22/R37: the squares `viewer` sees, in Pos order: its own footprint, and each square of
    /// the map but walls and void that a line of sight reaches from some square of its
    /// footprint (with whoever stands there as the target). Empty for a character not on the
    /// board (nor down). What the sight overlay of the board shows.
    std::vector<Pos> sightSquares(int viewer) const;
    /// R9–R11, R15, R19, R22, R35, R37: the squares `who` could attack in its side's next turn
    /// with its card's full AP (as if its side were to act, no decision pending), in Pos order:
    /// in melee (R15/R37, meleeReach: beside its whole footprint, a gigantic one 2 away) from
    /// every position reach() finds with AP left for a melee, moving as it may (footprint,
    /// flying); if it can shoot, each square a line of sight (R22/R37, from any square of its
    /// footprint) reaches at the shot's minimum range (R19) from every such position with AP
    /// left for a shot. Only squares a character could be attacked on: inside the board, not an
    /// obstacle unless someone stands there. Empty for a character not on the board, or when
    /// the game is over. What the threat overlay of the board shows.
    std::vector<Pos> threatSquares(int who) const;
    /// R52: whether a quest condition (victory, defeat or a part of one) holds now.
    bool holds(const Condition& c) const;
    /// R12: the opponents whose presence makes leaving `from` need a block test.
    std::vector<int> blockers(int who, Pos from) const;
    /// R9–R11, R35, R37, R38, R42: where `who` can end a sequence of its legal move actions
    /// (walk, run, shift) with the AP it has now (its waiting points in the R42 window), the
    /// least AP for each square and a route of that cost. Each action of a route is legal
    /// where the route has brought the mover, as whyIllegal() judges it there (so a flyer's
    /// every walk or run ends on a free square, R35); the first one is in legalActions().
    /// What happens on the way (block tests, traps) is not foreseen. Among routes of equal
    /// AP: the fewest traps entered that `knower` knows of (R48: the visible ones; for the
    /// Master, his hidden ones too; never for the heroes a hidden one; not for flyers), then
    /// the straightest (the fewest changes of direction, then the fewest squares), then a fixed
    /// direction order. R48: a route that walks onto a known trap (an Agility test) is taken
    /// over one that runs onto it (its damage, no test) when it costs at most 1 AP more (the
    /// square's AP is then that route's).
    /// The start square is in it at 0 AP. R43: for each square no such route reaches, the best
    /// route that ends with one jump (Reachable::jump: moves, then a jump legal where they
    /// end, within the AP): the likeliest to land there, then the fewest AP.
    Reachable reach(int who, Side knower) const;
    /// R48: what the moves of `path` (from where `who` stands) do on the first unsprung trap
    /// they enter that `knower` knows of (a visible one; for the Master, his hidden ones too;
    /// a hidden trap is never told to the heroes): run onto it (its damage, no test) or walk
    /// onto it (an Agility test); nothing when they enter none, or for a flyer (R35: over traps).
    std::optional<RouteTrap> routeTrap(int who, const std::vector<MoveStep>& path, Side knower) const;
    /// R48: `knower` knows of an unsprung trap on `q` (a visible one; for the Master, his
    /// hidden ones too; the heroes never a hidden one): what a side may be shown of traps.
    bool knowsTrap(Side knower, Pos q) const;
    /// R43: the difficulty of the Agility test of a jump over `squares` squares.
    int jumpDifficulty(int squares) const;
    /// R6: the attack profile of a melee, powerful attack, shot or sharp shot (for odds).
    std::optional<AttackProfile> attackProfile(const Action& attack) const;
    /// R6: the exact odds of an action that rolls dice of power, as the state stands now: a
    /// spell (R23: P(each tier), and the chance it does nothing), a jump (R43), a lock (R40), a
    /// quest's special action (R51), breaking free of a web (R30); before the action's own test,
    /// the block tests of leaving a square beside opponents (R12: a walk, a run's two steps, a
    /// jump) and the test of walking onto a trap the actor's side knows of (R48: a visible one;
    /// for a Master character, his hidden ones too; never a hidden one for a hero). Nothing for an action that rolls
    /// no dice of power, nor for attacks (attackProfile() and woundDistribution() give theirs).
    /// Illegal actions get the odds they would have.
    std::optional<ActionOdds> odds(const Action& a) const;
    /// R29 R6: the exact chance that the attack `a` (melee, powerful attack, shot, sharp shot)
    /// sets its target on fire: the hit wounds it and leaves it on the board (a target put down
    /// or killed burns no more) and the attacker's 1D6 reaches the ruleset's fire_catch_min; for
    /// a spell (R23), through the fire damage of each tier it may reach. Nothing for an action
    /// that carries no fire (no fire_attack riding on the attack, a spell with no fire damage).
    /// Per shot for a double shot (R42).
    std::optional<FireOdds> fireOdds(const Action& a) const;
    /// R31 R6: the exact chance that the attack `a` (melee, powerful attack, shot, sharp shot)
    /// poisons its target: the hit wounds it and leaves it on the board, and it fails its
    /// Strength test against the poison's level (before any destiny re-roll, R27); for a spell
    /// (R23), through the poison effects of each tier it may reach. Nothing for an action that
    /// carries no poison. Per shot for a double shot (R42).
    std::optional<PoisonOdds> poisonOdds(const Action& a) const;
    /// R28 R6: the fear test `who` takes at the start of its side's turn, as the state stands
    /// now (the opponents it sees now): the highest Fear among them, its Will and the chance to
    /// keep all its AP (none for a coward). Nothing when it sees no fearsome opponent or is not
    /// on the board. The start of a side (R8) tests this very level.
    std::optional<FearOdds> fearOdds(int who) const;
    /// R44: this state as the Master's turn would begin now if its start rolled no dice, for a
    /// query of what the solo rules make his characters do (the AI's intent on the board's
    /// hover); never a step of the game. The Master to act (R7: the heroes' unspent AP lost, no
    /// decision pending, no waiting window, no crush step), his characters' activation set as
    /// the start of his turn sets it (option solo_master); no reinforcements (R24), R45 AP,
    /// fear, burning, poison, regeneration or stun (R8): those roll dice or follow from them.
    /// In the Master's turn, the state itself.
    GameState soloTurnPreview() const;
    /// R40: the blow `b` would deal to its door, cell or chest; nothing when `b` names no such
    /// object or an actor that does not exist. Illegal blows get what they would deal.
    std::optional<DoorBlow> doorBlow(const BreakDoor& b) const;
    /// R52: what the exit `e` would do to the game (see ExitOutlook); nothing when it is illegal.
    std::optional<ExitOutlook> exitOutlook(const Exit& e) const;
    /// What the quest's victory asks of the zone `zone` (empty: none) or of the square `square`:
    /// an exit names either (its zone or its squares), a special action its zone; nothing when no
    /// victory condition names them.
    std::optional<ZoneGoal> zoneGoal(const std::string& zone, std::optional<Pos> square) const;

    // ---- Actions ----
    /// Every action the deciding side can take now, sorted, unique; empty when over.
    std::vector<LegalAction> legalActions() const;
    /// The actions of legalActions(), in its order, without their cost and flags (info(a) gives
    /// them when asked): what a player that never reads the flags needs (the random player, a
    /// search), at a fraction of the price.
    std::vector<Action> legalList() const;
    /// Why `a` cannot be applied now, as a key with the things it names (a client words it in
    /// its language, refusal.h) and the English sentence; nothing when it is legal.
    std::optional<ActionRefusal> refusal(const Action& a) const;
    /// Why no move of `who` can ever end on `p`, whatever the route: the terrain under its
    /// footprint there (outside the board, a wall, lava: R9, R35, R37, R38, R49); nothing when
    /// the terrain allows it (characters and AP are not asked).
    std::optional<ActionRefusal> cannotEndOn(int who, Pos p) const;
    /// refusal()'s English sentence: why `a` cannot be applied now; nothing when it is legal.
    std::optional<std::string> whyIllegal(const Action& a) const;
    bool isLegal(const Action& a) const { return !whyIllegal(a).has_value(); }
    /// The same answer as isLegal() without building the reason (what legalActions() uses;
    /// the `[legal_fast]` tests keep the two in agreement).
    bool allowed(const Action& a) const;
    /// Cost and flags of an action (meaningful for a legal one).
    ActionInfo info(const Action& a) const;
    /// The AP (or, in the R42 window, waiting points) `a` costs: info(a).ap without the flags
    /// (meaningful for a legal one).
    int cost(const Action& a) const;
    /// Applies a legal action and returns what happened. Throws std::invalid_argument with
    /// `whyIllegal` for an illegal one (callers take actions from legalActions()).
    std::vector<Event> apply(const Action& a);

    /// A readable board: one character per square, characters by index digit/letter.
    std::string toString() const;

    bool operator==(const GameState& o) const;

private:
    std::optional<PoisonOdds> spellPoisonOdds(const CastSpell& cast) const;  // poisonOdds of a spell (R23 R31)
    GameState() = default;
    friend struct Rules;  // the rules files (src/core/*.cpp) work through this
    std::shared_ptr<const GameContent> content_;
    Board board_;  // derived from the quest and the objects' state (rebuilt by syncBoard)
    GameStateData d_;
};

}  // namespace cata
