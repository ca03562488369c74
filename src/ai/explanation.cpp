// The AIs' explanations as keys and arguments, and their English rendering (explanation.h).
#include "cata/ai/explanation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "cata/ai/policy.h"
#include "cata/core/refusal.h"

namespace cata::ai {

namespace {

struct Row {
    ExplainKey key;
    std::string_view name;
    std::string_view english;
};

constexpr std::array<Row, static_cast<std::size_t>(ExplainKey::Count_)> kRows{{
    {ExplainKey::None, "none", ""},
    {ExplainKey::MasterEndTurn, "master_end_turn", "Master: nothing useful left; ends the turn"},
    {ExplainKey::MasterActivated, "master_activated", "{0}: activated — {1}; {2}; {3}"},
    {ExplainKey::MasterNotActivated, "master_not_activated",
     "{0}: not activated — no opponent in its zone or sight; rolls 1D6 on the solo table"},
    {ExplainKey::MasterWandersOne, "master_wanders_one",
     "{0}: not activated, rolled {1} — wanders {2} square in a random free direction"},
    {ExplainKey::MasterWanders, "master_wanders",
     "{0}: not activated, rolled {1} — wanders {2} squares in a random free direction"},
    {ExplainKey::MasterWebbed, "master_webbed", "{0}: webbed, tries to break free (R30)"},
    {ExplainKey::MasterBlockMoves, "master_block_moves", "{0}: block test failed; HP {1} > 6, moves anyway (R12)"},
    {ExplainKey::MasterBlockStays, "master_block_stays", "{0}: block test failed; HP {1} ≤ 6, stays (R12)"},
    {ExplainKey::MasterDestinyCancel, "master_destiny_cancel",
     "{0}: destiny cancels the wounds that would kill it (R27)"},
    {ExplainKey::MasterDestinyReroll, "master_destiny_reroll", "{0}: destiny re-roll, a hit could kill {1} (R27)"},
    {ExplainKey::MasterKeepsDestiny, "master_keeps_destiny", "{0}: keeps its destiny (R27)"},
    {ExplainKey::WhyNoSoloTable, "why_no_solo_table", "acts (no solo table)"},
    {ExplainKey::WhyFrantic, "why_frantic", "frantic (rolled {0}), double AP"},
    {ExplainKey::WhyInZone, "why_in_zone", "{0} in its zone"},
    {ExplainKey::WhyInSight, "why_in_sight", "{0} in sight"},
    {ExplainKey::WhyOpponent, "why_opponent", "an opponent was in its zone or sight"},
    {ExplainKey::ModeMelee, "mode_melee", "M.At highest"},
    {ExplainKey::ModeShoot, "mode_shoot", "Shoot highest"},
    {ExplainKey::ModeMagic, "mode_magic", "Magic highest"},
    {ExplainKey::NoPath, "no_path", "no path; {0}"},
    {ExplainKey::NobodyToShoot, "nobody_to_shoot", "nobody to shoot; {0}"},
    {ExplainKey::NoLineOfSight, "no_line_of_sight", "no line of sight; {0}"},
    {ExplainKey::NoSpellReaches, "no_spell_reaches", "no spell reaches; {0}"},
    {ExplainKey::NoSpellTarget, "no_spell_target", "no target for its spells; {0}"},
    {ExplainKey::OnlySupportive, "only_supportive", "only supportive spells; {0}"},
    {ExplainKey::InLineOfSight, "in_line_of_sight", "{0} in line of sight; {1}"},
    {ExplainKey::ArmourOver, "armour_over", "armour {0} > half of {1}"},
    {ExplainKey::ArmourAtMost, "armour_at_most", "armour {0} ≤ half of {1}"},
    {ExplainKey::PowerfulAttack, "powerful_attack", "powerful attack on {0}, {1}"},
    {ExplainKey::NormalAttack, "normal_attack", "normal attack on {0}, {1}"},
    {ExplainKey::NormalAttackNo2Ap, "normal_attack_no_2_ap", "normal attack on {0}, {1} but not 2 AP"},
    {ExplainKey::SharpShot, "sharp_shot", "sharp shot, {0}"},
    {ExplainKey::Shot, "shot", "shot, {0}"},
    {ExplainKey::ShotNo2Ap, "shot_no_2_ap", "shot, {0} but not 2 AP"},
    {ExplainKey::OpensDoorToward, "opens_door_toward", "opens the door toward {0}"},
    {ExplainKey::BreaksDoorToward, "breaks_door_toward", "breaks the locked door toward {0}"},
    {ExplainKey::PicksLockToward, "picks_lock_toward", "picks the lock of the door toward {0}"},
    {ExplainKey::RunsToward, "runs_toward", "runs 2 squares toward {0}"},
    {ExplainKey::WalksToward, "walks_toward", "walks 1 square toward {0}"},
    {ExplainKey::SpotBehind, "spot_behind", "a spot behind {0}"},
    {ExplainKey::CastsMostHarmful, "casts_most_harmful", "casts {0} on {1}, most harmful (expected {2})"},
    {ExplainKey::HealsMostWounded, "heals_most_wounded", "heals the most wounded ally {0} ({1}/{2} HP)"},
    {ExplainKey::CastsOnFront, "casts_on_front", "casts {0} on {1}, who sees the heroes"},
    {ExplainKey::UsesInstead, "uses_instead", "no way to use it; {0}"},
    {ExplainKey::MasterEndTurnIdle, "master_end_turn_idle", "Master: ends the turn; {0}"},
    {ExplainKey::IdleAnd, "idle_and", "{0}; {1}"},
    {ExplainKey::IdleNoWay, "idle_no_way",
     "{0} does nothing: activated ({1}) but no way to reach {2} and nothing in range"},
    {ExplainKey::IdleRolled, "idle_rolled", "{0} does nothing: not activated, rolled {1} (R44)"},
    {ExplainKey::IdleNoRoom, "idle_no_room", "{0} does nothing: rolled {1}, no free square to wander to"},
    {ExplainKey::IdleNothing, "idle_nothing", "{0} does nothing: nothing useful within its reach"},
    {ExplainKey::HeroLine, "hero_line", "{0}: {1}"},
    {ExplainKey::HeroesEndTurn, "heroes_end_turn", "ends the turn"},
    {ExplainKey::HeroesLetMasterGoOn, "heroes_let_master_go_on", "lets the Master go on"},
    {ExplainKey::HeroesNothingWorth, "heroes_nothing_worth", "ends the turn: nothing left worth its action points"},
    {ExplainKey::HeroAttack, "hero_attack", "{0} on {1} (hit {2}, kill {3}, {4} wounds expected)"},
    {ExplainKey::HeroAttackTarget, "hero_attack_target",
     "{0} on {1} (hit {2}, kill {3}, {4} wounds expected, the quest's target)"},
    {ExplainKey::HeroSpell, "hero_spell", "{0} on {1} (works {2})"},
    {ExplainKey::HeroPours, "hero_pours", "pours a potion for {0}, who is down"},
    {ExplainKey::HeroDrinks, "hero_drinks", "drinks a potion ({0} HP)"},
    {ExplainKey::HeroTakes, "hero_takes", "takes {0} ({1})"},
    {ExplainKey::HeroTakesPotion, "hero_takes_potion", "takes a potion"},
    {ExplainKey::HeroDoor, "hero_door", "{0} {1} ({2})"},
    {ExplainKey::HeroDoorGoal, "hero_door_goal", "{0} {1} ({2}, {3})"},
    {ExplainKey::HeroSpecial, "hero_special", "{0} ({1}, {2})"},
    {ExplainKey::HeroLeavesWith, "hero_leaves_with", "leaves with {0}"},
    {ExplainKey::HeroLeaves, "hero_leaves", "leaves the catacombs"},
    {ExplainKey::HeroWaits, "hero_waits", "waits for the enemies to come (R42)"},
    {ExplainKey::HeroBreaksFree, "hero_breaks_free", "breaks free of the web"},
    {ExplainKey::HeroTowardObjective, "hero_toward_objective", "toward the objective ({0}, {1} to go)"},
    {ExplainKey::HeroIntoFight, "hero_into_fight", "into the fight"},
    {ExplainKey::HeroTowardEnemies, "hero_toward_enemies", "toward the enemies"},
    {ExplainKey::HeroToDownAlly, "hero_to_down_ally", "to a down ally"},
    {ExplainKey::HeroMakesRoom, "hero_makes_room", "makes room for {0}"},
    {ExplainKey::HeroRepositions, "hero_repositions", "repositions"},
    {ExplainKey::ObjectiveNone, "objective_none", ""},
    {ExplainKey::ObjectiveOpen, "objective_open", "open {0}"},
    {ExplainKey::ObjectiveKill, "objective_kill", "kill {0}"},
    {ExplainKey::ObjectiveKillEvery, "objective_kill_every", "kill every {0}"},
    {ExplainKey::ObjectiveAllOut, "objective_all_out", "get every hero out"},
    {ExplainKey::ObjectiveCarry, "objective_carry", "carry {0} out"},
    {ExplainKey::ObjectiveSucceed, "objective_succeed", "succeed at {0}"},
    {ExplainKey::SearchLine, "search_line", "{0} — value {1}; rather than: {2}, {3}"},
    {ExplainKey::SearchLineOnly, "search_line_only", "{0} — value {1}"},
    {ExplainKey::SearchBy, "search_by", "{0} {1}"},
    {ExplainKey::SearchMaster, "search_master", "Master {0}"},
    {ExplainKey::SearchHeroes, "search_heroes", "Heroes: {0}"},
    {ExplainKey::ActMelee, "act_melee", "attacks {0}"},
    {ExplainKey::ActPowerful, "act_powerful", "makes a powerful attack on {0}"},
    {ExplainKey::ActShot, "act_shot", "shoots {0}"},
    {ExplainKey::ActSharpShot, "act_sharp_shot", "takes a sharp shot at {0}"},
    {ExplainKey::ActCast, "act_cast", "casts {0} on {1}"},
    {ExplainKey::ActMovesToward, "act_moves_toward", "moves toward {0}"},
    {ExplainKey::ActMoves, "act_moves", "moves"},
    {ExplainKey::ActOpensDoor, "act_opens_door", "opens a door"},
    {ExplainKey::ActClosesDoor, "act_closes_door", "closes a door"},
    {ExplainKey::ActBreaksDoor, "act_breaks_door", "breaks down a door"},
    {ExplainKey::ActPicksLock, "act_picks_lock", "picks a lock"},
    {ExplainKey::ActCrushes, "act_crushes", "steps over the fallen"},
    {ExplainKey::ActTakes, "act_takes", "takes an item"},
    {ExplainKey::ActGives, "act_gives", "gives an item"},
    {ExplainKey::ActDrinks, "act_drinks", "drinks a potion"},
    {ExplainKey::ActPours, "act_pours", "pours a potion"},
    {ExplainKey::ActBreaksFree, "act_breaks_free", "breaks free of the web"},
    {ExplainKey::ActEndsTurn, "act_ends_turn", "ends the turn"},
    {ExplainKey::ActMovesAnyway, "act_moves_anyway", "moves on despite the block"},
    {ExplainKey::ActStays, "act_stays", "stays"},
    {ExplainKey::ActUsesDestiny, "act_uses_destiny", "spends a destiny point"},
    {ExplainKey::ActKeepsDestiny, "act_keeps_destiny", "keeps its destiny"},
    {ExplainKey::ActOther, "act_other", "acts"},
    {ExplainKey::ActJumpsToward, "act_jumps_toward", "leaps toward {0} ({1} to land)"},
    {ExplainKey::ActJumps, "act_jumps", "leaps ({0} to land)"},
}};

constexpr bool rowsInOrder() {
    for (std::size_t i = 0; i < kRows.size(); ++i)
        if (static_cast<std::size_t>(kRows[i].key) != i) return false;
    return true;
}
static_assert(rowsInOrder(), "kRows lists every ExplainKey in the enum's order");

constexpr std::array<ExplainKey, static_cast<std::size_t>(ExplainKey::Count_)> allKeys() {
    std::array<ExplainKey, static_cast<std::size_t>(ExplainKey::Count_)> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<ExplainKey>(i);
    return out;
}
constexpr auto kAllKeys = allKeys();

const Row& row(ExplainKey key) {
    const auto i = static_cast<std::size_t>(key);
    return i < kRows.size() ? kRows[i] : kRows[0];
}

ExplainArg arg(ExplainArg::Kind kind, int n, std::string id = {}, bool by_id = false) {
    ExplainArg a;
    a.kind = kind;
    a.n = n;
    a.id = std::move(id);
    a.by_id = by_id;
    return a;
}

std::string englishWord(const GameState& s, const ExplainArg& a) {
    const auto i = static_cast<std::size_t>(a.n);
    switch (a.kind) {
        case ExplainArg::Kind::Number: return std::to_string(a.n);
        case ExplainArg::Kind::Character: {
            if (a.n < 0 || i >= s.characters().size()) return "#" + std::to_string(a.n);
            if (a.by_id) return s.character(a.n).id;
            const std::string& name = s.card(a.n).name.en;
            return name.empty() ? s.character(a.n).id : name;
        }
        case ExplainArg::Kind::Card:
        case ExplainArg::Kind::Word: return a.id;
        case ExplainArg::Kind::Spell: {
            if (a.by_id) return a.id;
            const Spell* sp = s.content().spell(a.id);
            return sp ? sp->name.en : a.id;
        }
        case ExplainArg::Kind::Item:
            return a.n >= 0 && i < s.items().size() ? s.items()[i].id : "#" + std::to_string(a.n);
        case ExplainArg::Kind::Object:
            return a.n >= 0 && i < s.content().quest.objects.size() ? s.content().quest.objects[i].id : a.id;
        case ExplainArg::Kind::SpecialAction:
            return a.n >= 0 && i < s.content().quest.special_actions.size() ? s.content().quest.special_actions[i].id : a.id;
        case ExplainArg::Kind::Percent: return std::to_string(a.n) + "%";
        case ExplainArg::Kind::Tenths: return std::to_string(a.n / 10) + "." + std::to_string(std::abs(a.n % 10));
        case ExplainArg::Kind::Part: return a.part.empty() ? std::string() : englishText(s, a.part.front());
    }
    return {};
}

}  // namespace

bool ExplainArg::operator==(const ExplainArg& o) const {
    return kind == o.kind && n == o.n && id == o.id && by_id == o.by_id && part == o.part;
}

std::span<const ExplainKey> allExplainKeys() { return kAllKeys; }
std::string_view explainName(ExplainKey key) { return row(key).name; }
std::string_view explainEnglish(ExplainKey key) { return row(key).english; }

int explainArity(ExplainKey key) {
    const std::string_view p = explainEnglish(key);
    int n = 0;
    for (std::size_t i = 0; i + 2 < p.size(); ++i)
        if (p[i] == '{' && p[i + 1] >= '0' && p[i + 1] <= '9' && p[i + 2] == '}') n = std::max(n, p[i + 1] - '0' + 1);
    return n;
}

Explanation explain(ExplainKey key, std::vector<ExplainArg> args) { return Explanation{key, std::move(args)}; }
ExplainArg numberArg(int n) { return arg(ExplainArg::Kind::Number, n); }
ExplainArg characterArg(int who, bool by_id) { return arg(ExplainArg::Kind::Character, who, {}, by_id); }
ExplainArg cardArg(const std::string& id) { return arg(ExplainArg::Kind::Card, 0, id); }
ExplainArg spellArg(const std::string& id, bool by_id) { return arg(ExplainArg::Kind::Spell, 0, id, by_id); }
ExplainArg itemArg(int index) { return arg(ExplainArg::Kind::Item, index); }
ExplainArg objectArg(int index, const std::string& id) { return arg(ExplainArg::Kind::Object, index, id); }
ExplainArg specialActionArg(int index, const std::string& id) { return arg(ExplainArg::Kind::SpecialAction, index, id); }
ExplainArg wordArg(const std::string& id) { return arg(ExplainArg::Kind::Word, 0, id); }
ExplainArg percentArg(double p) { return arg(ExplainArg::Kind::Percent, static_cast<int>(std::lround(p * 100.0))); }
ExplainArg tenthsArg(int tenths) { return arg(ExplainArg::Kind::Tenths, tenths); }
ExplainArg partArg(Explanation part) {
    ExplainArg a = arg(ExplainArg::Kind::Part, 0);
    a.part.push_back(std::move(part));
    return a;
}

std::string englishText(const GameState& state, const Explanation& why) {
    std::vector<std::string> words;
    words.reserve(why.args.size());
    for (const ExplainArg& a : why.args) words.push_back(englishWord(state, a));
    return fillPattern(explainEnglish(why.key), words);
}

Choice explained(const GameState& state, Action action, Explanation why, std::vector<int> characters,
                 std::vector<Pos> squares) {
    std::string english = englishText(state, why);
    return Choice{std::move(action), std::move(english), std::move(characters), std::move(squares), std::move(why)};
}

namespace {

constexpr std::array<std::pair<ExplainArg::Kind, std::string_view>, 11> kArgKinds{{
    {ExplainArg::Kind::Number, "number"},
    {ExplainArg::Kind::Character, "character"},
    {ExplainArg::Kind::Card, "card"},
    {ExplainArg::Kind::Spell, "spell"},
    {ExplainArg::Kind::Item, "item"},
    {ExplainArg::Kind::Object, "object"},
    {ExplainArg::Kind::SpecialAction, "special_action"},
    {ExplainArg::Kind::Word, "word"},
    {ExplainArg::Kind::Percent, "percent"},
    {ExplainArg::Kind::Tenths, "tenths"},
    {ExplainArg::Kind::Part, "part"},
}};

}  // namespace

nlohmann::json explanationToJson(const Explanation& why) {
    nlohmann::json args = nlohmann::json::array();
    for (const ExplainArg& a : why.args) {
        nlohmann::json j;
        for (const auto& [kind, name] : kArgKinds)
            if (kind == a.kind) j["kind"] = std::string(name);
        if (a.n != 0) j["n"] = a.n;
        if (!a.id.empty()) j["id"] = a.id;
        if (a.by_id) j["by_id"] = true;
        if (a.kind == ExplainArg::Kind::Part && !a.part.empty()) j["part"] = explanationToJson(a.part.front());
        args.push_back(std::move(j));
    }
    return nlohmann::json{{"key", std::string(explainName(why.key))}, {"args", std::move(args)}};
}

std::optional<Explanation> explanationFromJson(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    const auto key = j.find("key");
    const auto args = j.find("args");
    if (key == j.end() || !key->is_string() || args == j.end() || !args->is_array()) return std::nullopt;
    Explanation out;
    const auto keys = allExplainKeys();
    const auto k = std::find_if(keys.begin(), keys.end(), [&](ExplainKey e) { return explainName(e) == key->get<std::string>(); });
    if (k == keys.end()) return std::nullopt;
    out.key = *k;
    for (const nlohmann::json& a : *args) {
        if (!a.is_object()) return std::nullopt;
        const auto kind = a.find("kind");
        if (kind == a.end() || !kind->is_string()) return std::nullopt;
        const auto known = std::find_if(kArgKinds.begin(), kArgKinds.end(),
                                        [&](const auto& row) { return row.second == kind->get<std::string>(); });
        if (known == kArgKinds.end()) return std::nullopt;
        ExplainArg arg;
        arg.kind = known->first;
        if (const auto n = a.find("n"); n != a.end()) {
            if (!n->is_number_integer()) return std::nullopt;
            arg.n = n->get<int>();
        }
        if (const auto id = a.find("id"); id != a.end()) {
            if (!id->is_string()) return std::nullopt;
            arg.id = id->get<std::string>();
        }
        if (const auto by_id = a.find("by_id"); by_id != a.end()) {
            if (!by_id->is_boolean()) return std::nullopt;
            arg.by_id = by_id->get<bool>();
        }
        if (arg.kind == ExplainArg::Kind::Part) {
            const auto part = a.find("part");
            if (part == a.end()) return std::nullopt;
            std::optional<Explanation> inner = explanationFromJson(*part);
            if (!inner) return std::nullopt;
            arg.part.push_back(std::move(*inner));
        }
        out.args.push_back(std::move(arg));
    }
    if (out.key != ExplainKey::None && static_cast<int>(out.args.size()) != explainArity(out.key)) return std::nullopt;
    return out;
}

}  // namespace cata::ai
