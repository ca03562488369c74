// Internal to the rules core: the functions of the rules files (movement.cpp, combat.cpp,
// objects.cpp, turn.cpp, decisions.cpp, solo.cpp, victory.cpp) and of GameState's own files
// (game_state.cpp, game_setup.cpp, legal_actions.cpp, action_rules.cpp, sight.cpp,
// footprints.cpp), gathered in one friend struct of GameState so each file can reach the
// state's fields. Not a public header.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "cata/core/game_state.h"
#include "cata/core/refusal.h"

namespace cata {

using Events = std::vector<Event>;

/// What an action kind allows that checkActor() otherwise refuses, given by its family's checkOf.
struct Acting {
    bool in_waiting_window = true;  // R42: it may be paid with waiting points (not Wait, not R13's crush)
    bool while_webbed = false;      // R30: a webbed character may take it (breaking free only)
    int melee_target = -1;          // R46: a melee attack's target (a duellist attacks its opponent only)
    std::optional<Pos> moves_to;    // R46: where a walk or run ends (a duellist moves toward its opponent)
    static Acting notWhileWaiting() {
        Acting a;
        a.in_waiting_window = false;
        return a;
    }
    static Acting whileWebbed() {
        Acting a;
        a.while_webbed = true;
        return a;
    }
    static Acting melee(int target) {
        Acting a;
        a.melee_target = target;
        return a;
    }
    static Acting movingTo(Pos to) {
        Acting a;
        a.moves_to = to;
        return a;
    }
};

struct Rules {
    // ---- access ----
    /// The plain data of `s` (what a save holds), for the rules to change.
    static GameStateData& data(GameState& s) { return s.d_; }
    static const GameStateData& data(const GameState& s) { return s.d_; }
    /// Character `who` of `s`, for the rules to change (GameState::character() reads it).
    static CharacterState& mutableCharacter(GameState& s, int who) {
        return s.d_.characters[static_cast<std::size_t>(who)];
    }
    static const Ruleset& rules(const GameState& s) { return s.content_->ruleset; }
    static const QuestDef& quest(const GameState& s) { return s.content_->quest; }
    static Board& board(GameState& s) { return s.board_; }

    // ---- the check scope (game_state.cpp) ----
    /// While legalActions() (or GameState::allowed) runs on a state, which it does not change,
    /// a scope on the calling thread keeps what each candidate's check would otherwise rebuild:
    /// the square -> character index behind characterAt, the occupancy and the answers of sight
    /// lines (R22), the R12 blockers around each character, the cards' movement flags; and the
    /// checks are quiet: an illegal action gets an empty reason, no message is built.
    /// whyIllegal() and apply() never run in a scope, so their messages are unchanged.
    struct Scope {
        const GameState* state = nullptr;
        std::vector<int> at;               // square y * width + x -> the character there, -1; empty until used
        std::optional<Occupancy> occ;      // built at the first sight check
        std::vector<signed char> blocked;  // who * 9 + square around it -> R12 blocked (1), not (0), not asked (-1)
        std::vector<signed char> sight;     // viewer * n + target -> R22 line blocked (1), clear (0), not asked (-1)
        std::vector<unsigned char> traits;  // who -> flying, immaterial, ignores block (movement.cpp); 0 not asked
    };
    /// Opens a scope on `s` for its lifetime (restores the previous one after).
    class ScopeGuard {
      public:
        explicit ScopeGuard(const GameState& s) : saved_(current_) {
            scope_.state = &s;
            current_ = &scope_;
        }
        ScopeGuard(const ScopeGuard&) = delete;
        ScopeGuard& operator=(const ScopeGuard&) = delete;
        ~ScopeGuard() { current_ = saved_; }

      private:
        Scope scope_;
        Scope* saved_;
    };
    static thread_local Scope* current_;
    /// The scope open on `s`, if any.
    static Scope* scopeOf(const GameState& s) { return current_ && current_->state == &s ? current_ : nullptr; }
    /// True while the checks of `s` need no message.
    static bool quiet(const GameState& s) { return scopeOf(s) != nullptr; }
    // ---- refusals (refusal.h) ----
    /// What a refusal names, as its call site gives it (cheap: turned into RefusalArg only
    /// when the reason is wanted, never in a quiet scope).
    struct Num { int n; };
    struct Who { int i; };
    struct Obj { int i; };
    struct ObjId { const std::string& id; };  // an object named by id (it may not exist)
    struct It { int i; };
    struct SpellId { const std::string& id; };
    struct Special { int i; };
    struct ZoneId { const std::string& id; };
    struct Sq { Pos p; };
    struct SideOf { Side side; };
    struct TileOf { TileKind kind; };
    static RefusalArg arg(const GameState&, Num a) { return {RefusalArg::Kind::Number, a.n, {}, {}}; }
    static RefusalArg arg(const GameState&, Who a) { return {RefusalArg::Kind::Character, a.i, {}, {}}; }
    static RefusalArg arg(const GameState&, Obj a) { return {RefusalArg::Kind::Object, a.i, {}, {}}; }
    static RefusalArg arg(const GameState& s, ObjId a);
    static RefusalArg arg(const GameState&, It a) { return {RefusalArg::Kind::Item, a.i, {}, {}}; }
    static RefusalArg arg(const GameState&, SpellId a) { return {RefusalArg::Kind::Spell, 0, {}, a.id}; }
    static RefusalArg arg(const GameState&, Special a) { return {RefusalArg::Kind::SpecialAction, a.i, {}, {}}; }
    static RefusalArg arg(const GameState&, ZoneId a) { return {RefusalArg::Kind::Zone, 0, {}, a.id}; }
    static RefusalArg arg(const GameState&, Sq a) { return {RefusalArg::Kind::Square, 0, a.p, {}}; }
    static RefusalArg arg(const GameState&, SideOf a) {
        return {RefusalArg::Kind::Side, a.side == Side::Heroes ? 0 : 1, {}, {}};
    }
    static RefusalArg arg(const GameState&, TileOf a) {
        return {RefusalArg::Kind::Tile, static_cast<int>(tileWord(a.kind)), {}, {}};
    }
    /// The English sentence of `r` in `s`: its key's pattern filled with ids ("torgils"),
    /// squares as "(x,y)", sides as "heroes" / "master".
    static std::string englishText(const GameState& s, const ActionRefusal& r);
    /// `r` with its English sentence.
    static ActionRefusal worded(const GameState& s, ActionRefusal r) {
        r.text = englishText(s, r);
        return r;
    }
    /// The answer of a check that fails: the reason `key` with the things it names, or an
    /// empty reason in a quiet scope (legalActions() only needs legal / illegal), where no
    /// argument is built.
    template <class... A>
    static std::optional<ActionRefusal> refuse(const GameState& s, RefusalKey key, const A&... named) {
        if (quiet(s)) return ActionRefusal{};
        return worded(s, ActionRefusal{key, {arg(s, named)...}, {}, {}});
    }
    /// A reason given with another inside it (a duel refused for want of a line of sight).
    static std::optional<ActionRefusal> refuseBecause(const GameState& s, RefusalKey key, ActionRefusal inner) {
        if (quiet(s)) return ActionRefusal{};
        return worded(s, ActionRefusal{key, {RefusalArg{RefusalArg::Kind::Reason, 0, {}, {}}}, {std::move(inner)}, {}});
    }

    // ---- game_setup.cpp, position.cpp: construction ----
    /// The quest's objects and items as the quest lays them out (R26: a potion per barrel).
    static void layOut(GameState& s, std::vector<std::string>& problems);
    /// Sets `s` (objects and items laid out, no character yet) to `start`, every problem of it
    /// returned (position.h).
    static std::vector<PositionProblem> setUpPosition(GameState& s, const StartPosition& start);
    /// A state of `content` with its objects and items laid out and nothing else.
    static GameState empty(std::shared_ptr<const GameContent> content, const GameOptions& options);

    // ---- game_state.cpp: shared helpers ----
    static void syncBoard(GameState& s);
    static TileKind objectTile(const GameState& s, int object);
    static bool validCharacter(const GameState& s, int who);
    /// Nobody stands there (down heroes count as standing).
    static bool freeOfCharacters(const GameState& s, Pos p, int ignore = -1);
    static bool adjacent(Pos a, Pos b) { return a != b && distance(a, b) == 1; }
    static int fullAp(const GameState& s, int who);
    /// The side that decides now (the pending decision's owner, the waiting heroes, the active side).
    static Side decider(const GameState& s);
    /// AP available to `who` for its next action: waiting points during the R42 window.
    static int budget(const GameState& s, int who);
    static void pay(GameState& s, int who, int cost);
    static std::string posText(Pos p);
    static std::string name(const GameState& s, int who);

    // ---- footprints.cpp: R37 footprints, R12 blockers ----
    /// The squares `who` covers where it stands (its card's W×H from its top-left `pos`).
    static Footprint footprint(const GameState& s, int who) { return footprintAt(s, who, s.character(who).pos); }
    /// The squares `who` would cover with its top-left square on `p`.
    static Footprint footprintAt(const GameState& s, int who, Pos p) {
        const CharacterCard& c = s.content_->cards[static_cast<std::size_t>(s.character(who).card_index)];
        return {p, std::max(1, c.footprint_w), std::max(1, c.footprint_h)};  // R37
    }
    /// R14/R37: distance between two characters, that of their nearest squares.
    static int gap(const GameState& s, int a, int b);
    /// R10/R37: footprints `a` and `b` are adjacent through a pair of squares where R10 allows
    /// a diagonal (the footprint form of "adjacent, reachable in melee").
    static bool touching(const GameState& s, const Footprint& a, const Footprint& b) {
        if (a.single() && b.single()) return adjacent(a.pos, b.pos) && s.board_.diagonalAllowed(a.pos, b.pos);
        return touchingWide(s, a, b);
    }
    static bool touchingWide(const GameState& s, const Footprint& a, const Footprint& b);
    /// R15/R37: how far `who` reaches in melee: 2 for a gigantic character, else 1.
    static int meleeRange(const GameState& s, int who);
    /// R10/R15/R37: `who` can reach the footprint `t` in melee from where it stands.
    static bool meleeReach(const GameState& s, int who, const Footprint& t);
    /// R10/R37: the step of `who`'s footprint from `from` to the adjacent `to` keeps to R10 on
    /// every square of the footprint.
    static bool footprintStepAllowed(const GameState& s, int who, Pos from, Pos to);
    /// R37: the footprint of `who` with its top-left square on `p` lies on walkable squares
    /// where nobody else stands.
    static bool fits(const GameState& s, int who, Pos p);
    /// R37: some square of `who`'s footprint is in zone `z`.
    static bool inZone(const GameState& s, int who, const ZoneDef* z);
    /// R12: character `o` makes `who` leaving `from` need a block test (GameState::blockers).
    static bool blocks(const GameState& s, int o, int who, Pos from);
    /// R12: somebody does (blockers() not empty).
    static bool blocked(const GameState& s, int who, Pos from);

    // ---- sight.cpp: R22 lines of sight ----
    /// The characters on the board as lines of sight meet them (R22, R25 heroes down, R37
    /// every square of a footprint, R38 invisible).
    static Occupancy occupancy(const GameState& s);
    /// R22/R37: a line of sight reaches `to` (with whoever stands there as the target) from some
    /// square of `viewer`'s footprint `fp`, through `occ` (sightSquares, threatSquares).
    static bool seesSquare(const GameState& s, const Occupancy& occ, int viewer, const Footprint& fp, Pos to);
    /// The occupancy of `s` (R22 sight): the scope's, built once, or else built into `own`.
    static const Occupancy& occupancyOf(const GameState& s, Occupancy& own);
    /// R22 with the blocking square, for messages: empty when the line is clear.
    static std::optional<ActionRefusal> sightBlocked(const GameState& s, int viewer, int target);
    /// R22/R37: no line from any square of the viewer's footprint to any of the target's.
    static bool sightLineBlocked(const GameState& s, int viewer, int target);
    /// The reason of a blocked line: the first blocking square on the line between the top-left squares.
    static ActionRefusal sightBlockedReason(const GameState& s, int viewer, int target);

    // ---- action_rules.cpp: what every action shares ----
    /// Checks common to every action of a character, in this order: no decision pending, the
    /// character exists, is of the deciding side, able, has the AP (or waiting points) `cost`;
    /// then what `how` allows: R42 the waiting window, R30 a web, R46 a duel.
    static std::optional<ActionRefusal> checkActor(const GameState& s, int who, int cost, const Acting& how = {});
    /// R12/R27: the refusal of an action that does not answer the decision pending; nothing
    /// when none is.
    static std::optional<ActionRefusal> decisionPending(const GameState& s);

    // ---- what some rules of an action kind give (pathOf, testOf below) ----
    /// R30 R40 R43 R51: the one test an action makes.
    struct TestSpec {
        Characteristic characteristic = Characteristic::Agility;
        int difficulty = 1;
        std::string purpose;
        std::string rule;
    };
    /// What testOf gives for a kind that makes no test of its own.
    struct NoOwnTest {};
    /// The squares a movement enters in order (one or two; none for other actions).
    struct MovePath {
        Pos squares[2];
        std::size_t count = 0;
        std::size_t size() const { return count; }
        const Pos& operator[](std::size_t i) const { return squares[i]; }
        const Pos* begin() const { return squares; }
        const Pos* end() const { return squares + count; }
    };

    // ---- legal_actions.cpp ----
    /// The legal actions of `s`, sorted, unique, the game not being over; run in a scope on `s`.
    static std::vector<Action> legal(const GameState& s);

    // ---- the rules of each action kind (action_rules.cpp dispatches to them) ----
    /// The AP (or, in the R42 window, waiting points) `a` costs.
    static int cost(const GameState& s, const Action& a);
    /// `a` may roll dice (so it cannot be undone).
    static bool rollsDice(const GameState& s, const Action& a);
    /// `a` may reveal hidden information (R48: a hidden trap).
    static bool reveals(const GameState& s, const Action& a);
    /// Why `a` is illegal in `s`, or nothing.
    static std::optional<ActionRefusal> check(const GameState& s, const Action& a);
    /// The effect of the legal action `a`.
    static void step(GameState& s, const Action& a, Events& ev);
    /// The test of its own that `a` makes (R30 break free, R40 pick lock, R43 jump, R51 special
    /// action: one test each); nothing for the other kinds.
    static std::optional<TestSpec> actionTest(const GameState& s, const Action& a);
    /// What the roll `roll` of `a`'s own test leads to; nothing to do for a kind without one
    /// (actionTest() gives none).
    static void testOutcome(GameState& s, const Action& a, const TestRoll& roll, Events& ev);
    /// The squares the movement `a` enters, in order (R9 walk and run, R11 shift, R43 jump, R13
    /// crush); none for the other kinds.
    static MovePath movePath(const Action& a);
    // Each kind K of Action has its rules, defined together in its family's file:
    //   costOf(s, K)    what `cost` answers for it
    //   rollsDiceOf     what `rollsDice` answers
    //   revealsOf       what `reveals` answers
    //   checkOf         what `check` answers, the game not being over
    //   applyOf         its effect, once checked (`step`)
    //   pathOf          the squares its movement enters (`movePath`): none for a kind that does not move
    //   testOf          its own test (`actionTest`): a TestSpec for a kind that makes one, which
    //                   then also has testOutcomeOf (`testOutcome`), what the roll leads to;
    //                   NoOwnTest for the others
    // There is no generic overload: a kind added to Action without its rules does not compile.
#define CATA_ACTION_RULES(K)                                                     \
    static int costOf(const GameState& s, const K& a);                           \
    static bool rollsDiceOf(const GameState& s, const K& a);                     \
    static bool revealsOf(const GameState& s, const K& a);                       \
    static std::optional<ActionRefusal> checkOf(const GameState& s, const K& a); \
    static void applyOf(GameState& s, const K& a, Events& ev);                   \
    static MovePath pathOf(const K& a)
    // A kind without a test of its own.
#define CATA_ACTION_KIND(K) \
    CATA_ACTION_RULES(K);   \
    static NoOwnTest testOf(const GameState& s, const K& a)
    // A kind that makes one test of its own.
#define CATA_TESTED_ACTION_KIND(K)                          \
    CATA_ACTION_RULES(K);                                   \
    static TestSpec testOf(const GameState& s, const K& a); \
    static void testOutcomeOf(GameState& s, const K& a, const TestRoll& roll, Events& ev)
    // movement.cpp: R9 walk and run, R11 shift, R43 jump, R13 crush
    CATA_ACTION_KIND(Walk);
    CATA_ACTION_KIND(Run);
    CATA_ACTION_KIND(Shift);
    CATA_TESTED_ACTION_KIND(Jump);
    CATA_ACTION_KIND(Crush);
    // combat.cpp: R15 melee, R16 powerful attack, R19 shot, R20 sharp shot, R23 spells, R46 duel
    CATA_ACTION_KIND(Melee);
    CATA_ACTION_KIND(PowerfulAttack);
    CATA_ACTION_KIND(Shot);
    CATA_ACTION_KIND(SharpShot);
    CATA_ACTION_KIND(CastSpell);
    CATA_ACTION_KIND(ChallengeDuel);
    // objects.cpp: R40 doors, R41 items, R42 waiting, R26 potions, R51 special actions, R52
    // exit, R30 breaking free
    CATA_ACTION_KIND(OpenDoor);
    CATA_ACTION_KIND(CloseDoor);
    CATA_ACTION_KIND(Take);
    CATA_ACTION_KIND(Give);
    CATA_TESTED_ACTION_KIND(PickLock);
    CATA_ACTION_KIND(BreakDoor);
    CATA_ACTION_KIND(Wait);
    CATA_ACTION_KIND(Drink);
    CATA_ACTION_KIND(Pour);
    CATA_TESTED_ACTION_KIND(SpecialAction);
    CATA_ACTION_KIND(Exit);
    CATA_TESTED_ACTION_KIND(BreakFree);
    // turn.cpp: R7 end of turn, R42 the waiting heroes pass
    CATA_ACTION_KIND(EndTurn);
    CATA_ACTION_KIND(Pass);
    // decisions.cpp: R12 and R27 answers
    CATA_ACTION_KIND(MoveAnyway);
    CATA_ACTION_KIND(Stay);
    CATA_ACTION_KIND(UseDestiny);
    CATA_ACTION_KIND(DeclineDestiny);
    // solo.cpp: R44 solo roll
    CATA_ACTION_KIND(SoloRoll);
#undef CATA_TESTED_ACTION_KIND
#undef CATA_ACTION_KIND
#undef CATA_ACTION_RULES

    /// What follows every action (action_rules.cpp): R52 victory, the pending decision
    /// announced, the R42 waiting window opened or closed.
    static void afterAction(GameState& s, const Action& a, bool window_was_open, Events& ev);
    /// R42: some hero on the board, not webbed (R30), holds waiting points: a Master action
    /// opens the waiting window.
    static bool anyHeroWaiting(const GameState& s);
    /// The DecisionRequired event announcing `p`.
    static Event decisionRequired(const PendingDecision& p);
    static TestRoll test(GameState& s, Events& ev, int who, Characteristic c, int difficulty,
                         const std::string& purpose, const std::string& rule, std::vector<Modifier> modifiers = {});
    /// GameState::effective; with `parts`, appends its terms (card, skills, buffs, swarm), as
    /// terms of the dice when `dice`, else of the difficulty.
    static int characteristic(const GameState& s, int who, Characteristic c, std::vector<Modifier>* parts = nullptr,
                              bool dice = false);
    /// The terms of a spell's Magic test (R23).
    static std::vector<Modifier> spellModifiers(const GameState& s, int caster, const Spell& sp);
    static int d6(GameState& s, Events& ev, int who, int count, const std::string& purpose, const std::string& rule);

    // ---- solo.cpp: R44 (option solo_master) ----
    /// R44: at the start of the Master's turn, marks each Master character on the board activated
    /// when an opponent is in its zone or its line of sight; resets the solo roll and `acted`.
    static void soloActivation(GameState& s);
    /// R24/R44: indices of the reinforcement entries in the order they are tried: quest order,
    /// or with solo_master the entries nearest the zone holding the most heroes first.
    static std::vector<int> reinforcementOrder(const GameState& s);

    // ---- movement.cpp: R9–R13, R35, R38, R43, R48, R49 ----
    /// R35/R38/R12 flags of `who`'s card, kept in a scope (movement.cpp).
    static unsigned char traits(const GameState& s, int who);
    static bool flying(const GameState& s, int who);
    static bool immaterial(const GameState& s, int who);
    /// R12: leaving `from` needs a block test (difficulty = result size).
    static bool ignoresBlock(const GameState& s, int who);
    /// R9 one step of `who` from `from` to `to`: stepRefusal, then enterRefusal. `final`: the move
    /// ends on `to`; `running`: a run (R25 a hero down may be crossed).
    static std::optional<ActionRefusal> checkStep(const GameState& s, int who, Pos from, Pos to, bool final, bool running);
    /// The step's own part of checkStep: not the same square, adjacent, the footprint on `to`
    /// inside the board (R37), R10 diagonals (not for an immaterial character, R38).
    static std::optional<ActionRefusal> stepRefusal(const GameState& s, int who, Pos from, Pos to);
    /// The rest of checkStep, which depends on `to` only (its footprint inside the board): the
    /// terrain (R35, R38, R49, R9), then the characters there (R9 taken, R33 a swarm joining,
    /// R25 a hero down crossed by a run). With `final`, `running` changes nothing.
    static std::optional<ActionRefusal> enterRefusal(const GameState& s, int who, Pos to, bool final, bool running);
    /// The terrain of square `q` refuses `who` (R35 flyers, R38 immaterial, R49 lava, R9 walls and
    /// obstacles); `final`: the move ends there; `wide`: a gigantic footprint (the reasons cite R37).
    static std::optional<ActionRefusal> terrainRefusal(const GameState& s, int who, Pos q, bool final, bool wide);
    /// The same for a character that flies (`fly`, R35) or is immaterial (`ghost`, R38).
    static std::optional<ActionRefusal> terrainRefusal(const GameState& s, Pos q, bool final, bool wide, bool fly,
                                                       bool ghost);
    /// R25: may `who`'s run cross the square of `lying` (a hero down) with its body at `at`?
    static std::optional<ActionRefusal> checkCrossing(const GameState& s, int who, Pos at, int lying);
    /// R43/R37: `who`'s jump may pass over `over`, reached from `from` on its line: the
    /// footprint there inside the board, the step allowed by R10, no obstacle, nobody else
    /// (what checkOf(Jump) asks of each square jumped over).
    static bool jumpOverAllowed(const GameState& s, int who, Pos from, Pos over);
    /// R43/R37: `who`'s jump may end on `to`, reached from `from` (the last square jumped over):
    /// the footprint there inside the board, the step allowed by R10, walkable, nobody else (what
    /// checkOf(Jump) asks of the landing once every square jumped over passed jumpOverAllowed).
    static bool jumpLandAllowed(const GameState& s, int who, Pos from, Pos to);
    /// R9–R11, R35, R37, R38: GameState::reach() (reach.cpp).
    static Reachable reach(const GameState& s, int who, Side knower);
    /// R48: `knower` knows of an unsprung trap on `q`: a visible one (TileKind::Trap), or for
    /// the Master also his hidden ones (TileKind::HiddenTrap); the heroes never learn of a
    /// hidden trap before it is sprung (reach.cpp).
    static bool knowsTrap(const GameState& s, Side knower, Pos q);
    /// R12/R48: the move of `who` along `path` may roll dice: a block test on leaving its
    /// square or a square of the path but the last (when `blockable`), a visible trap under a
    /// square of the path from index `from` on.
    static bool moveRollsDice(const GameState& s, int who, const MovePath& path, bool blockable, std::size_t from);
    /// R48: the move of `who` along `path` may reveal a hidden trap (any hero move while one is
    /// unsprung, so that the flag does not give it away).
    static bool moveReveals(const GameState& s, int who, const MovePath& path);
    /// Pays for the walk, run, shift or jump `a` and makes it (block tests first, R12).
    static void applyMove(GameState& s, const Action& a, Events& ev);
    /// Goes on with the movement `a` from step `index` (block test first unless `block_done`).
    static void continueMove(GameState& s, const Action& a, int index, bool block_done, Events& ev);
    /// `fell`: a failed jump (R43) lands there, flyers included (they suffer lava and traps).
    static void enterSquare(GameState& s, int who, Pos to, bool running, const std::string& rule, Events& ev,
                            bool fell = false);
    /// R48/R37: the unsprung traps under `who`'s footprint spring, in square order (walking:
    /// an Agility test each); stops at a pending decision (R27), resumed by its answer.
    static void springTraps(GameState& s, int who, bool running, Events& ev);
    static void applyJump(GameState& s, const Jump& a, Events& ev);
    /// R48: the trap `object` was avoided or springs on `who` (4D6 wounds, R27 may cancel).
    static void trapOutcome(GameState& s, int who, int object, bool avoided, Events& ev);

    // ---- single-test actions (jump, pick lock, special action, break free) and R27 ----
    /// Rolls the test `t` of the action `a` (its testOf); on a failure with a destiny point
    /// left, asks the owner (R27) and returns nothing; else returns the roll.
    static std::optional<TestRoll> rollActionTest(GameState& s, const Action& a, const TestSpec& t, Events& ev);
    static void answerBlock(GameState& s, bool move_anyway, Events& ev);
    static int jumpDifficulty(const GameState& s, int squares);
    /// R43: the jumped square a failed jump from `from` to `to` falls on for the fall die `die`
    /// (1..6, mapped evenly onto the jumped squares; over one square the die is not rolled).
    static Pos fallSquare(Pos from, Pos to, int die);
    /// R43, R49: the chance that `who`, failing the jump from `from` to `to`, falls into lava
    /// (under any square of its footprint, R37) and dies; immaterial characters do not (R38).
    static double fallKills(const GameState& s, int who, Pos from, Pos to);
    /// R33: `who` may end its move on `onto`'s square to absorb its figures.
    static bool canAbsorb(const GameState& s, int who, int onto);
    /// R33: figures that give a bonus (the first and those absorbed this turn do not).
    static int bonusFigures(const GameState& s, int who);
    /// R43 puts no bound on a jump; ten squares (difficulty 1024) is more than any test makes.
    static constexpr int kMaxJump = 10;

    // ---- combat.cpp: R15–R21, R23–R25, R27, R29–R31, R33, R39, R46 ----
    static std::optional<ActionRefusal> checkAttack(const GameState& s, const Action& a);
    static std::optional<ActionRefusal> checkTargetable(const GameState& s, int who, int target);
    /// R15–R20. `extra` more shots follow this one (R42 skill double_shot_when_waiting); `pay`
    /// false for those.
    static void applyAttack(GameState& s, const Action& a, Events& ev, int extra = 0, bool pay_ap = true);
    static void resolveHit(GameState& s, const Action& a, const TestRoll* roll, int extra, Events& ev);
    /// The attack `a` is over: fires the extra shots left.
    static void attackDone(GameState& s, const Action& a, int extra, Events& ev);
    /// Wounds the target of `a` and applies what rides on the hit; `extra` as for attackDone.
    static void finishHit(GameState& s, const Action& a, int wounds, int raw, int armour, std::optional<Location> loc,
                          bool critical, Events& ev, int extra = 0);
    static void answerDestiny(GameState& s, bool use, Events& ev);
    /// Takes `wounds` HP off `who` and applies R24/R25 when it falls to 0 or less.
    static void wound(GameState& s, int who, int wounds, int source, std::optional<Location> loc, int raw, int armour,
                      bool critical, const std::string& rule, Events& ev);
    static void heal(GameState& s, int who, int amount, const std::string& rule, Events& ev);
    static void fallen(GameState& s, int who, Events& ev);
    static void kill(GameState& s, int who, const std::string& rule, Events& ev);
    /// What `who` carried falls on its square (it left the board or died).
    static void dropAll(GameState& s, int who);
    /// R19; with `parts`, appends its terms (distance band, adjacent enemies).
    static int shotDifficulty(const GameState& s, int shooter, int target, std::vector<Modifier>* parts = nullptr);
    /// R23: the effects of the tier the Magic test `roll` reached.
    static void spellOutcome(GameState& s, const CastSpell& a, const TestRoll& roll, Events& ev);
    /// R23: effects `from`.. of the tier reached by `roll`.
    static void spellEffects(GameState& s, const CastSpell& a, const TestRoll& roll, std::size_t from, Events& ev);
    /// R27: asks `who`'s owner whether to re-roll the failed test `roll` made for `purpose`
    /// ("trap", "spell") during `a`; false (nothing asked) without a destiny point.
    static bool offerReroll(GameState& s, int who, const Action& a, const TestRoll& roll, const std::string& purpose,
                            int step);
    /// R27: asks `who`'s owner whether to cancel `wounds` with no location that would take it to
    /// 0 HP or less; false (nothing asked) when they would not or without a destiny point.
    static bool offerCancel(GameState& s, int who, int wounds, const Action& a, const std::string& purpose, int step,
                            const TestRoll& roll);
    /// R27: the answer to a decision with a `purpose` (trap, spell).
    static void answerDestinyFor(GameState& s, const PendingDecision& p, bool use, Events& ev);
    static void endDuel(GameState& s, int who, Events& ev);
    /// R31: `who`, hit by `a`, tests Strength against `level`; on a failure with a destiny point
    /// left it asks the owner (R27, purpose "poison", `step` as for the other decisions of `a`,
    /// `spell_result` the Magic result of a spell) and returns true; else applies the outcome.
    static bool poisonTest(GameState& s, int who, int level, const Action& a, int step, int spell_result, Events& ev);
    /// R31: the poison test of `who` against `level` was failed.
    static void poisoned(GameState& s, int who, int level, Events& ev);
    /// R39: a blunt attack that hits the head stuns.
    static void bluntHit(GameState& s, const Action& a, std::optional<Location> loc, Events& ev);
    static void catchFire(GameState& s, int who, Events& ev);
    /// R29: the attack `a` carries fire (the attacker's fire_attack rides on its kind).
    static bool fireAttack(const GameState& s, const Action& a);
    /// R31: the level of the poison the attack `a` carries (the attacker's poison riding on its
    /// kind); nothing when it carries none.
    static std::optional<int> poisonAttack(const GameState& s, const Action& a);
    /// R29 R38: `who` may catch fire now (not immaterial, not burning already).
    static bool canCatchFire(const GameState& s, int who);

    // ---- turn.cpp: R7, R8, R24, R25, R28, R29, R31, R34, R39, R45 ----
    static void endTurn(GameState& s, Events& ev);
    static void startSide(GameState& s, Events& ev);
    /// R8 from the fear tests on: phase `phase` (0 fear, 1 burning, 2 poison, 3 regeneration,
    /// 4 stun) from character `from`, then the later phases. Stops when a decision is pending.
    static void startEffects(GameState& s, int phase, int from, Events& ev);
    /// R27 decisions taken during the start of a side (purpose "fear", "burning",
    /// "poison_damage", "unexpected_fire"); their action is EndTurn, `step` the character.
    static bool atTurnStart(const PendingDecision& p);
    /// The answer to such a decision (destiny already spent); the start of the side goes on.
    static void answerStartDestiny(GameState& s, const PendingDecision& p, bool use, Events& ev);
    static void reinforcements(GameState& s, Events& ev);
    static void unexpectedEvent(GameState& s, Events& ev);

    // ---- objects.cpp: R26, R40–R42, R50, R51, R52 exit ----
    /// R40/R50: object `object` exists and `who` touches its square; the refusal else.
    static std::optional<ActionRefusal> checkObjectReach(const GameState& s, int who, int object);
    /// R41: item `item` exists and is not used up; the refusal else.
    static std::optional<ActionRefusal> checkItem(const GameState& s, int item);
    /// R26: `who` drinks (`target` == `who`) or pours for `target` the potion `item`.
    static void usePotion(GameState& s, int who, int item, int target, Events& ev);
    static void openObject(GameState& s, int object, int who, const std::string& rule, Events& ev);
    static bool exitSquare(const GameState& s, Pos p);

    // ---- victory.cpp: R52 ----
    static bool holds(const GameState& s, const Condition& c);
    static void checkConditions(GameState& s, Events& ev);
    static void endGame(GameState& s, Side winner, const std::string& reason, Events& ev);
    static bool allHeroesDownOrDead(const GameState& s);
    /// R52: whether condition `c` may still come true in `s`, where `acting` says whether a
    /// hero is left on the board to act. False only when it certainly cannot (GameState::exitOutlook).
    static bool mayStillHold(const GameState& s, const Condition& c, bool acting);
    /// R52: no hero is left on the board to act, one at least went out, and no victory
    /// condition can still come true: the Master has won. A hero who went out never comes back
    /// and the dead never rise, so with none of them left on the board this holds at once
    /// (checkConditions, after every action); a down hero counts until the end of the turn, as
    /// in R52's "all heroes dead or down at the end of a turn" (`end_of_turn`: he counts no more).
    static bool heroesBeaten(const GameState& s, bool end_of_turn);
    /// Ends the game, won by the Master, when heroesBeaten(); says whether it did.
    static bool endIfHeroesBeaten(GameState& s, bool end_of_turn, Events& ev);
};

}  // namespace cata
