#include "cata/app/motion.h"
#include "cata/app/theme.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace cata::app {

namespace {

/// 0..1 of an effect started at `at` lasting `length`, at time `t` (clamped).
double motionProgress(Uint32 t, Uint32 at, Uint32 length) {
    if (t <= at) return 0.0;
    if (length == 0 || t >= at + length) return 1.0;
    return static_cast<double>(t - at) / static_cast<double>(length);
}

}  // namespace

std::string floatingWords(const Event& e, const StringTable& strings) {
    if (std::holds_alternative<Missed>(e)) return strings.get("motion.miss");
    if (const auto* w = std::get_if<Wounded>(&e)) {
        if (w->wounds <= 0) return w->armour > 0 ? strings.get("motion.armour") : std::string();
        std::string text = "-" + std::to_string(w->wounds);
        if (w->location) text += " " + strings.get("motion.location." + std::string(locationKey(*w->location)));
        if (w->critical) text += "!";
        return text;
    }
    return {};
}

void Motion::clear() {
    steps_.clear();
    lunges_.clear();
    flashes_.clear();
    bolts_.clear();
    glows_.clear();
    fades_.clear();
    floats_.clear();
    objects_.clear();
    elapsed_ = duration_ = last_start_ = 0;
}

Uint32 Motion::lastStartIn() const {
    if (!animating() || last_start_ <= elapsed_) return 0;
    return (last_start_ - elapsed_) / static_cast<Uint32>(std::max(1, speed_));
}

void Motion::start(const std::vector<Event>& events, const GameState& after, int speed, Uint32 outcome_ms,
                   const StringTable& strings) {
    // An action applied while the last one still moves (a click-move's route: one walk after
    // the other) follows it; anything else starts afresh.
    if (!animating() || speed <= 0 || speed != speed_) clear();
    if (speed <= 0) return;
    speed_ = speed;
    const Uint32 base = duration_;
    last_start_ = base;
    const auto valid = [&](int who) { return who >= 0 && who < static_cast<int>(after.characters().size()); };
    Uint32 cursor = base;  // the end of the steps so far: what follows a walk starts once it ends
    Uint32 end = base;
    outcome_ms += base;
    std::set<int> lunged;
    std::set<int> shooters;         // a shot's test rolled for them: their attack is a bolt
    std::set<int> casters;          // a spell cast: they glow, they do not lunge
    std::map<int, Uint32> arrival;  // when an attacker's lunge or bolt reaches its target
    Uint32 hit_at = 0;              // when the outcome of the attack shows
    bool hit = false;
    int floats_here = 0;
    for (const Event& e : events) {
        if (const auto* m = std::get_if<Moved>(&e)) {
            if (!valid(m->who) || m->from == m->to) continue;
            steps_.push_back(Step{m->who, m->from, m->to, cursor});
            cursor += kStepMs;
            end = std::max(end, cursor);
            continue;
        }
        if (const auto* t = std::get_if<TestRolled>(&e); t && t->purpose == "shot") {
            shooters.insert(t->who);
            continue;
        }
        if (const auto* sp = std::get_if<SpellCast>(&e)) {
            // The caster glows as the dice roll; a spell that works lights its target once they land.
            if (!valid(sp->who)) continue;
            casters.insert(sp->who);
            glows_.push_back(Glow{sp->who, cursor});
            end = std::max(end, cursor + kGlowMs);
            arrival[sp->who] = cursor + kGlowMs / 2;
            if (sp->tier >= 0 && valid(sp->target)) {
                const Uint32 at = std::max(cursor + kGlowMs / 2, outcome_ms);
                glows_.push_back(Glow{sp->target, at});
                end = std::max(end, at + kGlowMs);
            }
            continue;
        }
        int attacker = -1, target = -1;
        if (const auto* w = std::get_if<Wounded>(&e)) attacker = w->source, target = w->who;
        if (const auto* x = std::get_if<Missed>(&e)) attacker = x->attacker, target = x->target;
        if (valid(target)) {
            if (valid(attacker) && attacker != target && !lunged.count(attacker) && !casters.count(attacker)) {
                lunged.insert(attacker);
                const Pos from = after.character(attacker).pos, toward = after.character(target).pos;
                if (shooters.count(attacker)) {
                    // A bolt that reaches its target as the dice land.
                    const Uint32 at = std::max(cursor, outcome_ms > kBoltMs ? outcome_ms - kBoltMs : 0);
                    bolts_.push_back(Bolt{from, toward, at});
                    arrival[attacker] = at + kBoltMs;
                } else {
                    lunges_.push_back(Lunge{attacker, from, toward, cursor});
                    arrival[attacker] = cursor + kLungeMs / 2;
                }
                end = std::max(end, arrival[attacker] + kLungeMs / 2);
            }
            // The outcome once the dice have landed and the lunge, bolt or glow reached its target.
            hit = true;
            const auto reached = arrival.find(attacker);
            hit_at = std::max({hit_at, reached != arrival.end() ? reached->second : cursor, outcome_ms});
            const auto* w = std::get_if<Wounded>(&e);
            if (w && w->wounds > 0) {
                flashes_.push_back(Flash{target, hit_at});
                end = std::max(end, hit_at + kFlashMs);
            }
            if (std::string words = floatingWords(e, strings); !words.empty()) {
                SDL_Color colour = std::holds_alternative<Missed>(e) ? theme().miss
                                   : w && w->wounds <= 0             ? theme().armour
                                   : w && w->critical                ? theme().hit_critical
                                                                     : theme().hit;
                FloatingText text{after.character(target).pos, std::move(words), colour, 0, 1};
                // Several on one action (a double shot, block wounds): one after the other.
                floats_.push_back(Float{text, hit_at + static_cast<Uint32>(floats_here++) * (kFloatMs / 4)});
                end = std::max(end, floats_.back().at + kFloatMs);
            }
            continue;
        }
        if (const auto* o = std::get_if<ObjectChanged>(&e)) {
            // A door opens or shuts as the character reaches it; what a test decides (a picked
            // lock, a blow, a door broken down) once the dice have landed.
            const auto& defs = after.content().quest.objects;
            if (o->object < 0 || o->object >= static_cast<int>(defs.size())) continue;
            ObjectEffect::Kind kind = ObjectEffect::Kind::Open;
            switch (o->change) {
                case ObjectChange::Opened:
                    kind = ObjectEffect::Kind::Open;
                    break;
                case ObjectChange::Closed:
                    kind = ObjectEffect::Kind::Close;
                    break;
                case ObjectChange::LockPicked:
                    kind = ObjectEffect::Kind::Lock;
                    break;
                case ObjectChange::Damaged:
                    kind = ObjectEffect::Kind::Blow;
                    break;
                case ObjectChange::BrokenDown:
                    kind = ObjectEffect::Kind::Break;
                    break;
                default:
                    continue;  // traps: the wounds and the fade tell them
            }
            const bool decided = kind != ObjectEffect::Kind::Open && kind != ObjectEffect::Kind::Close;
            Uint32 at = decided ? std::max(cursor, outcome_ms) : cursor;
            // A door opened after its lock was picked swings once the lock has flashed.
            if (kind == ObjectEffect::Kind::Open)
                for (const ObjectFx& fx : objects_)
                    if (fx.effect.at == defs[static_cast<std::size_t>(o->object)].at && fx.at >= base)
                        at = std::max(at, fx.at + kObjectMs / 2);
            objects_.push_back(ObjectFx{ObjectEffect{defs[static_cast<std::size_t>(o->object)].at, kind, 0}, at});
            end = std::max(end, at + kObjectMs);
            continue;
        }
        if (const auto* st = std::get_if<StatusChanged>(&e)) {
            const bool down = st->change == StatusChange::WentDown;
            if (!valid(st->who) || (!down && st->change != StatusChange::Died && st->change != StatusChange::LeftBoard))
                continue;
            const Uint32 at = std::max(cursor, hit_at) + (hit ? kFlashMs : 0);
            fades_.push_back(Fade{st->who, after.character(st->who).pos, down, at});
            end = std::max(end, at + kFadeMs);
        }
    }
    duration_ = end;
}

void Motion::tick(Uint32 ms) {
    if (!animating()) return;
    const Uint32 d = ms * static_cast<Uint32>(std::max(1, speed_));
    elapsed_ = duration_ - elapsed_ <= d ? duration_ : elapsed_ + d;
}

std::map<int, TokenPose> Motion::poses() const {
    std::map<int, TokenPose> out;
    if (!animating()) return out;
    const Uint32 t = elapsed_;
    // A walk: the step under way, else where the last step started has been reached.
    std::map<int, const Step*> current;
    for (const Step& s : steps_) {
        if (!current.count(s.who)) current[s.who] = &s;  // before its first step: at its first square
        if (t >= s.at) current[s.who] = &s;
    }
    for (const auto& [who, s] : current) {
        const bool last = std::none_of(steps_.begin(), steps_.end(),
                                       [&, w = who, at = s->at](const Step& o) { return o.who == w && o.at > at; });
        const double f = motionProgress(t, s->at, kStepMs);
        if (last && f >= 1.0) continue;  // arrived: drawn where the state has it
        TokenPose p;
        p.moved = true;
        p.x = s->from.x + (s->to.x - s->from.x) * f;
        p.y = s->from.y + (s->to.y - s->from.y) * f;
        const int dx = s->to.x - s->from.x;
        // Leaning the way it goes, most in the middle of the step (a stride); straight up or
        // down it rocks a little.
        const double stride = std::sin(f * 3.14159265358979);
        p.angle = (dx != 0 ? (dx > 0 ? 9.0 : -9.0) : ((s->at / kStepMs) % 2 ? 4.0 : -4.0)) * stride;
        out[who] = p;
    }
    for (const Lunge& l : lunges_) {
        const double f = motionProgress(t, l.at, kLungeMs);
        if (f <= 0.0 || f >= 1.0 || out.count(l.who)) continue;
        const double reach = 0.35 * std::sin(f * 3.14159265358979);  // out and back
        const double dx = l.toward.x - l.from.x, dy = l.toward.y - l.from.y;
        const double len = std::max(1e-6, std::hypot(dx, dy));
        TokenPose p;
        p.moved = true;
        p.x = l.from.x + dx / len * reach;
        p.y = l.from.y + dy / len * reach;
        p.angle = (dx > 0 ? 6.0 : dx < 0 ? -6.0 : 0.0) * std::sin(f * 3.14159265358979);
        out[l.who] = p;
    }
    for (const Flash& fl : flashes_) {
        const double f = motionProgress(t, fl.at, kFlashMs);
        if (f <= 0.0 || f >= 1.0) continue;
        auto it = out.find(fl.who);
        if (it == out.end()) it = out.emplace(fl.who, TokenPose{}).first;  // where the state has it
        it->second.flash = std::max(it->second.flash, 1.0 - f);
    }
    for (const Glow& g : glows_) {
        const double f = motionProgress(t, g.at, kGlowMs);
        if (f <= 0.0 || f >= 1.0) continue;
        auto it = out.find(g.who);
        if (it == out.end()) it = out.emplace(g.who, TokenPose{}).first;
        it->second.glow = std::max(it->second.glow, std::sin(f * 3.14159265358979));  // up, then down
    }
    for (const Fade& fd : fades_) {
        const double f = motionProgress(t, fd.at, kFadeMs);
        if (f >= 1.0) continue;
        auto it = out.find(fd.who);
        if (it == out.end()) it = out.emplace(fd.who, TokenPose{}).first;
        TokenPose& p = it->second;
        if (fd.down) {
            p.up_look = 1.0 - f;
        } else {
            p.ghost = true;
            p.alpha = 1.0 - f;
            if (!p.moved) {
                p.moved = true;
                p.x = fd.at_square.x;
                p.y = fd.at_square.y;
            }
        }
    }
    return out;
}

std::vector<Projectile> Motion::projectiles() const {
    std::vector<Projectile> out;
    if (!animating()) return out;
    for (const Bolt& b : bolts_) {
        const double f = motionProgress(elapsed_, b.at, kBoltMs);
        if (elapsed_ < b.at || f >= 1.0) continue;
        out.push_back(Projectile{b.from, b.to, f});
    }
    return out;
}

std::vector<ObjectEffect> Motion::objectEffects() const {
    std::vector<ObjectEffect> out;
    if (!animating()) return out;
    for (const ObjectFx& fx : objects_) {
        const double f = motionProgress(elapsed_, fx.at, kObjectMs);
        if (elapsed_ < fx.at || f >= 1.0) continue;
        ObjectEffect e = fx.effect;
        e.progress = f;
        out.push_back(e);
    }
    return out;
}

std::vector<FloatingText> Motion::texts() const {
    std::vector<FloatingText> out;
    if (!animating()) return out;
    for (const Float& fl : floats_) {
        const double f = motionProgress(elapsed_, fl.at, kFloatMs);
        if (elapsed_ < fl.at || f >= 1.0) continue;
        FloatingText text = fl.text;
        text.rise = 0.2 + 0.8 * f;
        text.alpha = f < 0.6 ? 1.0 : 1.0 - (f - 0.6) / 0.4;
        out.push_back(std::move(text));
    }
    return out;
}

}  // namespace cata::app
