// The ruleset loader (docs/content-format.md "Ruleset"): dice faces (R1, R4), shot bands
// (R19), unexpected events (R45), the solo table (R44) and the rulebook's numbers.
#include <fmt/format.h>

#include <climits>

#include "cata/content/loaders.h"

namespace cata::content {

namespace {

constexpr EnumName<PowerFace> kPowerFaces[] = {
    {"blank", PowerFace::Blank}, {"I", PowerFace::Success}, {"I*", PowerFace::SuccessBonus}};
constexpr EnumName<Location> kLocations[] = {
    {"head", Location::Head}, {"chest", Location::Chest}, {"arm", Location::Arm}, {"leg", Location::Leg}};
constexpr EnumName<UnexpectedEventType> kEvents[] = {
    {"hero_catches_fire", UnexpectedEventType::HeroCatchesFire},
    {"master_extra_ap", UnexpectedEventType::MasterExtraAp},
    {"reinforcements_succeed", UnexpectedEventType::ReinforcementsSucceed},
    {"nothing", UnexpectedEventType::Nothing},
    {"fairy_heal", UnexpectedEventType::FairyHeal}};
constexpr EnumName<SoloBehaviour> kBehaviours[] = {
    {"frantic", SoloBehaviour::Frantic}, {"wander", SoloBehaviour::Wander}, {"idle", SoloBehaviour::Idle}};

/// Reads a die of exactly six faces.
template <class E, std::size_t N>
void readDie(ObjectReader& r, std::string_view key, std::string_view what, const EnumName<E> (&names)[N], std::array<E, 6>& die) {
    const json* v = r.required(key);
    if (!v || !expectArray(r.context(), *v, r.at(key))) return;
    if (v->size() != 6) {
        r.context().error(r.at(key), fmt::format("expected 6 faces, found {}", v->size()));
        return;
    }
    for (std::size_t i = 0; i < 6; ++i)
        if (auto f = readEnum<E>(r.context(), (*v)[i], childPointer(r.at(key), i), what, names)) die[i] = *f;
}

/// A row's from..to span, with where it was read.
struct Span {
    int from;
    int to;
    std::string ptr;
};

/// Tables rolled on dice must cover lo..hi exactly once (R44, R45).
void checkCoverage(const Context& ctx, const std::string& ptr, const std::vector<Span>& rows, int lo, int hi) {
    std::vector<int> owner(static_cast<std::size_t>(hi + 1), -1);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Span& s = rows[i];
        if (s.from > s.to) {
            ctx.error(s.ptr, fmt::format("\"from\" {} is greater than \"to\" {}", s.from, s.to));
            continue;
        }
        bool reported = false;
        for (int n = s.from; n <= s.to; ++n) {
            int& o = owner[static_cast<std::size_t>(n)];
            if (o >= 0 && !reported) {
                ctx.error(s.ptr, fmt::format("rows must cover {} to {} exactly once; {} is already covered by row {}", lo, hi, n, o));
                reported = true;
            }
            if (o < 0) o = static_cast<int>(i);
        }
    }
    std::vector<std::string> missing;
    for (int n = lo; n <= hi; ++n)
        if (owner[static_cast<std::size_t>(n)] < 0) missing.push_back(std::to_string(n));
    if (!missing.empty())
        ctx.error(ptr, fmt::format("rows must cover {} to {} exactly once; {} {} not covered", lo, hi, joined(missing), missing.size() == 1 ? "is" : "are"));
}

/// Reads `from`/`to` in lo..hi; false when either is bad.
bool readSpan(ObjectReader& r, int lo, int hi, std::vector<Span>& spans, int& from, int& to) {
    auto f = r.integer("from", lo, hi);
    auto t = r.integer("to", lo, hi);
    if (!f || !t) return false;
    from = *f;
    to = *t;
    spans.push_back({from, to, r.pointer()});
    return true;
}

void readEvents(ObjectReader& top, Ruleset& rules) {
    const Context& ctx = top.context();
    const json* v = top.required("unexpected_events");
    if (!v || !expectArray(ctx, *v, top.at("unexpected_events"))) return;
    std::vector<Span> spans;
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(ctx, (*v)[i], childPointer(top.at("unexpected_events"), i));
        if (!r.ok()) continue;
        UnexpectedEventRow row;
        readSpan(r, 2, 12, spans, row.from, row.to);
        auto event = r.enumeration<UnexpectedEventType>("event", "event", kEvents);
        if (auto t = r.text("text")) row.text = *t;
        if (!event) {
            r.ignoreRest();
            continue;
        }
        row.event = *event;
        if (row.event == UnexpectedEventType::MasterExtraAp) row.amount = r.integer("amount", 1, INT_MAX).value_or(0);
        if (row.event == UnexpectedEventType::FairyHeal) row.dice = r.integer("dice", 1, INT_MAX).value_or(0);
        rules.unexpected_events.push_back(row);
    }
    checkCoverage(ctx, top.at("unexpected_events"), spans, 2, 12);
}

void readSolo(ObjectReader& top, Ruleset& rules) {
    const Context& ctx = top.context();
    const json* v = top.required("solo_non_activated");
    if (!v || !expectArray(ctx, *v, top.at("solo_non_activated"))) return;
    std::vector<Span> spans;
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(ctx, (*v)[i], childPointer(top.at("solo_non_activated"), i));
        if (!r.ok()) continue;
        SoloRow row;
        readSpan(r, 1, 6, spans, row.from, row.to);
        auto behaviour = r.enumeration<SoloBehaviour>("behaviour", "behaviour", kBehaviours);
        if (auto t = r.text("text")) row.text = *t;
        if (!behaviour) {
            r.ignoreRest();
            continue;
        }
        row.behaviour = *behaviour;
        if (row.behaviour == SoloBehaviour::Frantic) row.ap_multiplier = r.integer("ap_multiplier", 1, INT_MAX).value_or(1);
        if (row.behaviour == SoloBehaviour::Wander) row.squares = r.integer("squares", 1, INT_MAX).value_or(0);
        rules.solo_non_activated.push_back(row);
    }
    checkCoverage(ctx, top.at("solo_non_activated"), spans, 1, 6);
}

void readShotBands(ObjectReader& top, Ruleset& rules) {
    const Context& ctx = top.context();
    const json* v = top.required("shot_bands");
    if (!v || !expectArray(ctx, *v, top.at("shot_bands"))) return;
    if (v->empty()) ctx.error(top.at("shot_bands"), "expected at least one shot band");
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(ctx, (*v)[i], childPointer(top.at("shot_bands"), i));
        if (!r.ok()) continue;
        ShotBand band;
        auto up_to = r.integer("up_to", 1, INT_MAX);
        band.difficulty = r.integer("difficulty", 0, INT_MAX).value_or(1);  // required
        if (!up_to) continue;
        band.up_to = *up_to;
        if (!rules.shot_bands.empty() && band.up_to <= rules.shot_bands.back().up_to)
            ctx.error(r.at("up_to"), fmt::format("\"up_to\" must increase from band to band: {} is not greater than {}", band.up_to, rules.shot_bands.back().up_to));
        else rules.shot_bands.push_back(band);
    }
}

void readNumbers(ObjectReader& top, RuleNumbers& n) {
    const json* v = top.optional("numbers");
    if (!v) return;
    ObjectReader r(top.context(), *v, top.at("numbers"));
    auto num = [&](std::string_view key, int& field) { field = r.integer(key, field, 0, INT_MAX); };
    num("default_budget", n.default_budget);
    num("default_turn_limit", n.default_turn_limit);
    num("lock_difficulty", n.lock_difficulty);
    num("door_armour", n.door_armour);
    num("door_hp", n.door_hp);
    num("trap_difficulty", n.trap_difficulty);
    num("trap_damage_dice", n.trap_damage_dice);
    num("critical_margin", n.critical_margin);
    num("critical_bonus", n.critical_bonus);
    num("reinforcement_min", n.reinforcement_min);
    num("fire_catch_min", n.fire_catch_min);
    num("fire_keep_min", n.fire_keep_min);
    num("jump_difficulty", n.jump_difficulty);
    num("block_wound_dice", n.block_wound_dice);
    num("potion_dice", n.potion_dice);
    num("head_multiplier", n.head_multiplier);
    num("shot_min_distance", n.shot_min_distance);
    num("waiting_ap_per_point", n.waiting_ap_per_point);
}

}  // namespace

Ruleset loadRuleset(const Context& ctx) {
    Ruleset rules;
    ObjectReader r(ctx, ctx.src.root(), "", true);
    if (!r.ok()) return rules;
    rules.id = r.id("id").value_or("");
    rules.name = r.text("name").value_or(LocalText{});
    readDie(r, "power_die", "power die face", kPowerFaces, rules.power_die);
    readDie(r, "location_die", "location die face", kLocations, rules.location_die);
    readShotBands(r, rules);
    rules.shot_band_width_beyond = r.integer("shot_band_width_beyond", 3, 1, INT_MAX);
    readEvents(r, rules);
    readSolo(r, rules);
    readNumbers(r, rules.numbers);
    return rules;
}

}  // namespace cata::content
