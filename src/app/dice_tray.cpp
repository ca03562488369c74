// The dice tray (dice_tray.h).
#include "cata/app/dice_tray.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <numbers>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/event_text.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kDie = 40;     // die size in layout units
constexpr double kDieGap = 5;
constexpr double kTrayPad = 10;
constexpr SDL_Color kPassed{150, 204, 118, 255};
constexpr SDL_Color kFailed{232, 112, 96, 255};

const char* powerFile(int face) {
    switch (face) {
        case 1: return "power_i";
        case 2: return "power_i_star";
        default: return "power_blank";
    }
}

const char* locationFile(int face) {
    switch (face) {
        case 0: return "location_head";
        case 1: return "location_chest";
        case 2: return "location_arm";
        default: return "location_leg";
    }
}

/// What a die whose image did not load shows written on a plain square: the D6 value, the
/// power face ("", "I", "I*") or the location's initial.
std::string plainFace(const std::string& name) {
    if (name.rfind("d6_", 0) == 0) return name.substr(3);
    if (name == "power_i") return "I";
    if (name == "power_i_star") return "I*";
    if (name.rfind("location_", 0) == 0 && name.size() > 9) return std::string(1, static_cast<char>(name[9] - 'a' + 'A'));
    return "";
}

int faceIndex(PowerFace f) {
    switch (f) {
        case PowerFace::Blank: return 0;
        case PowerFace::Success: return 1;
        case PowerFace::SuccessBonus: return 2;
    }
    return 0;
}

int locationIndex(Location l) { return static_cast<int>(l); }

std::string capitalized(std::string s) {
    if (s.empty()) return s;
    const auto second = s.size() > 1 ? static_cast<unsigned char>(s[1]) : 0;
    // UTF-8 à..þ (but ÷) are C3 A0..BE: their capitals are C3 80..9E ("événement" → "Événement").
    if (static_cast<unsigned char>(s[0]) == 0xC3 && second >= 0xA0 && second <= 0xBE && second != 0xB7)
        s[1] = static_cast<char>(second - 0x20);
    else
        s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

/// What a hit did, as the core's Wounded event says: "Location: chest — 4 damage − 1 armour:
/// −3 HP" (no location: "−3 HP").
std::string woundLine(const Wounded& w, const StringTable& s) {
    std::string text = w.armour > 0 ? s.format("dice.wound.armour", w.raw, w.armour, w.wounds)
                                    : s.format("dice.wound.plain", w.wounds);
    if (w.critical) text += " " + s.get("dice.wound.critical");
    if (w.location)
        text = s.format("dice.wound.location", s.get("motion.location." + std::string(locationKey(*w.location)))) +
               " \u2014 " + text;
    return text;
}

}  // namespace

DiceTray::DiceTray(App& app) : app_(app) {}

DiceTray::~DiceTray() {
    for (auto& [name, texture] : textures_)
        if (texture) SDL_DestroyTexture(texture);
}

std::vector<DiceTray::Roll> DiceTray::rollsOf(const std::vector<Event>& events, const GameState& after,
                                              const StringTable& s) {
    std::vector<Roll> rolls;
    int last_attack = -1;  // index in `rolls` of the last attack test, for its location die
    int last_attacker = -1;
    std::string skill;  // a skill that fires the next test (R42: Irf's second shot)
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        if (const auto* t = std::get_if<TestRolled>(&e)) {
            int target = -1;
            for (std::size_t j = i + 1; j < events.size() && target < 0; ++j) {
                if (std::holds_alternative<TestRolled>(events[j])) break;
                if (const auto* m = std::get_if<Missed>(&events[j]); m && m->attacker == t->who) target = m->target;
                if (const auto* w = std::get_if<Wounded>(&events[j]); w && w->source == t->who) target = w->who;
            }
            Roll r;
            r.faces = t->roll.faces;
            r.headline = testHeadline(*t, target, after, s);
            if (!skill.empty()) r.headline += " (" + skill + ")";
            skill.clear();
            r.detail = s.format("dice.result", characteristicName(t->characteristic, s), difficultyText(*t, after, s),
                                t->roll.result, s.get(t->roll.passed ? "dice.passed" : "dice.failed"));
            r.passed = t->roll.passed;
            const bool attack = t->purpose == "melee" || t->purpose == "shot";
            last_attack = attack ? static_cast<int>(rolls.size()) : -1;
            last_attacker = attack ? t->who : -1;
            rolls.push_back(std::move(r));
        } else if (const auto* d = std::get_if<D6Rolled>(&e)) {
            Roll r;
            r.d6 = d->values;
            const std::string what = d6Purpose(d->purpose, s);
            // A spell's damage or healing: the caster rolls, for its target (not "Torgils — spell damage").
            if (const std::optional<std::string> for_target = d6ForTarget(*d, after, s))
                r.headline = capitalized(*for_target);
            else
                r.headline = d->who >= 0 && d->who < static_cast<int>(after.characters().size())
                                 ? s.format("dice.d6", characterName(after, d->who, s), what)
                                 : capitalized(what);
            std::string values;
            for (std::size_t k = 0; k < d->values.size(); ++k) values += (k ? " + " : "") + std::to_string(d->values[k]);
            if (d->values.size() > 1) values += " = " + std::to_string(d->total);
            r.detail = values;
            rolls.push_back(std::move(r));
        } else if (const auto* w = std::get_if<Wounded>(&e)) {
            // The location die with the attack's test that led to it, and what the hit did under
            // them; a located hit with no test in these events (R18 a still target, R27 an answer
            // to a destiny offer) gets a row of its own; wounds from some D6 (block, fire, traps)
            // are told under them.
            if (w->location && last_attack >= 0 && w->source == last_attacker &&
                !rolls[static_cast<std::size_t>(last_attack)].location) {
                Roll& r = rolls[static_cast<std::size_t>(last_attack)];
                r.location = w->location;
                r.wound = woundLine(*w, s);
            } else if (w->location) {
                Roll r;
                r.location = w->location;
                r.headline = s.format("dice.hit", characterName(after, w->who, s));
                r.wound = woundLine(*w, s);
                rolls.push_back(std::move(r));
            } else if (!rolls.empty() && i > 0 && std::holds_alternative<D6Rolled>(events[i - 1]) &&
                       rolls.back().wound.empty() && !rolls.back().d6.empty()) {
                rolls.back().wound = woundLine(*w, s);
            }
        } else if (const auto* k = std::get_if<SkillUsed>(&e)) {
            if (k->who >= 0 && k->who < static_cast<int>(after.characters().size()))
                for (const Skill& sk : after.card(k->who).skills)
                    if (sk.id == k->skill) skill = sk.name.in(s.language());
        }
    }
    return rolls;
}

bool DiceTray::show(const std::vector<Event>& events, const GameState& after, int speed) {
    std::vector<Roll> rolls = rollsOf(events, after, app_.strings());
    if (rolls.empty()) return false;
    // The history of the turn: what was rolled since the turn and side to act changed.
    if (after.turn() != history_turn_ || after.activeSide() != history_side_) {
        history_.clear();
        history_sources_.clear();
        history_open_ = false;
        history_turn_ = after.turn();
        history_side_ = after.activeSide();
    }
    history_.insert(history_.end(), rolls.begin(), rolls.end());
    history_sources_.emplace_back(events, after);
    shown_ = std::move(rolls);
    events_ = events;
    after_.emplace(after);
    elapsed_ = 0;
    speed_ = std::max(1, speed);
    duration_ = app_.settings().animate_dice && speed > 0 ? kTumbleMs : 0;
    folded_ = false;
    shown_turn_ = after.turn();
    shown_side_ = after.activeSide();
    app_.redraw();
    return true;
}

void DiceTray::follow(int turn, Side side) {
    if (turn == shown_turn_ && side == shown_side_) return;
    shown_turn_ = turn;
    shown_side_ = side;
    history_open_ = false;  // the rolls of a turn that is over
    if (!shown_.empty() && !folded_) {
        skip();
        folded_ = true;
        app_.redraw();
    }
}

void DiceTray::toggleFold() {
    if (shown_.empty()) return;
    folded_ = !folded_;
    app_.redraw();
}

void DiceTray::reword() {
    if (!after_ || shown_.empty()) return;
    // The same events and state: the same rolls, in the same order, worded anew.
    std::vector<Roll> rolls = rollsOf(events_, *after_, app_.strings());
    if (rolls.size() != shown_.size()) return;
    for (std::size_t i = 0; i < rolls.size(); ++i) {
        shown_[i].headline = std::move(rolls[i].headline);
        shown_[i].detail = std::move(rolls[i].detail);
        shown_[i].wound = std::move(rolls[i].wound);
    }
    std::vector<Roll> history;
    for (const auto& [events, after] : history_sources_) {
        std::vector<Roll> some = rollsOf(events, after, app_.strings());
        history.insert(history.end(), some.begin(), some.end());
    }
    if (history.size() == history_.size()) history_ = std::move(history);
    app_.redraw();
}

bool DiceTray::animating() const { return elapsed_ < duration_; }

Uint32 DiceTray::remainingMs() const {
    if (!animating()) return 0;
    const auto speed = static_cast<Uint32>(std::max(1, speed_));
    return (duration_ - elapsed_ + speed - 1) / speed;
}

void DiceTray::tick(Uint32 ms) {
    if (!animating()) return;
    const Uint32 d = ms * static_cast<Uint32>(std::max(1, speed_));
    elapsed_ = duration_ - elapsed_ <= d ? duration_ : elapsed_ + d;
    app_.redraw();
}

void DiceTray::toggleHistory() {
    if (history_.empty()) return;
    history_open_ = !history_open_;
    if (history_open_) folded_ = false;
    app_.redraw();
}

void DiceTray::skip() {
    if (!animating()) return;
    elapsed_ = duration_;
    app_.redraw();
}

void DiceTray::clear() {
    history_.clear();
    history_sources_.clear();
    history_open_ = false;
    history_turn_ = 0;
    history_line_ = Rect{};
    shown_.clear();
    events_.clear();
    after_.reset();
    elapsed_ = duration_ = 0;
}

double DiceTray::settled(int n) const {
    if (!animating()) return 1.0;
    // Die n lands at 55 % of the tumble plus a little per die, the last ones at the very end.
    const double lands = std::min(1.0, 0.55 + 0.06 * n) * static_cast<double>(duration_);
    return std::min(1.0, static_cast<double>(elapsed_) / lands);
}

int DiceTray::faceShown(std::size_t roll, std::size_t index) const {
    const Roll& r = shown_.at(roll);
    int n = 0;  // the die's number on the whole tray
    for (std::size_t k = 0; k < roll; ++k)
        n += static_cast<int>(shown_[k].faces.size() + shown_[k].d6.size() + (shown_[k].location ? 1 : 0));
    n += static_cast<int>(index);
    const bool tumbling = settled(n) < 1.0;
    const int step = static_cast<int>(elapsed_ / 70);  // a new face every 70 ms
    if (index < r.faces.size()) return tumbling ? (n * 2 + step) % 3 : faceIndex(r.faces[index]);
    if (index < r.faces.size() + r.d6.size())
        return tumbling ? 1 + (n * 5 + step) % 6 : r.d6[index - r.faces.size()];
    return tumbling ? (n + step) % 4 : locationIndex(*r.location);
}

SDL_Texture* DiceTray::texture(SDL_Renderer* renderer, const std::string& name) {
    const auto it = textures_.find(name);
    if (it != textures_.end()) return it->second;
    const std::string path = (std::filesystem::path(app_.dataDir()) / "assets" / "dice" / (name + ".png")).string();
    SDL_Texture* t = IMG_LoadTexture(renderer, path.c_str());
    if (!t) app_.reportAssetProblem("cannot load image " + path + " (" + IMG_GetError() + "); drawing a plain die instead");
    textures_[name] = t;
    return t;
}

DiceTray::RowsLayout DiceTray::layoutRows(Painter& p, int inner_w) const {
    RowsLayout rows;
    const int head_size = p.px(14), detail_size = p.px(13);
    const int head_h = p.text().lineHeight(Face::Bold, head_size);
    const int detail_h = p.text().lineHeight(Face::Regular, detail_size);
    const int die = p.px(kDie), gap = p.px(kDieGap);
    // Text beside the dice when the widest row of dice leaves room for it, else under them.
    int most_dice = 1;
    for (const Roll& r : shown_)
        most_dice = std::max(most_dice, static_cast<int>(r.faces.size() + r.d6.size() + (r.location ? 1 : 0)));
    rows.dice_w = most_dice * (die + gap);
    rows.beside = inner_w - rows.dice_w >= p.px(190);
    const int text_w = rows.beside ? inner_w - rows.dice_w - p.px(8) : inner_w;
    // Each roll's detail wrapped to the text column; the row grows with it.
    for (const Roll& r : shown_) {
        // Rule ids ("[R23]") only with the "show rule ids" setting. The headline wrapped too,
        // never cut: "King of the Tombs attacks Sir Flavien" names both.
        rows.details.push_back(p.text().wrap(Face::Regular, detail_size, app_.strings().plain(r.detail), text_w));
        rows.headlines.push_back(p.text().wrap(Face::Bold, head_size, app_.strings().plain(r.headline), text_w));
        // What the hit did after the result on its last line when it fits there (a narrow
        // tray keeps its height), else on lines of its own.
        const std::string wound = app_.strings().plain(r.wound);
        const bool fits_inline = !wound.empty() && !rows.details.back().empty() &&
                                 p.text().width(Face::Regular, detail_size, rows.details.back().back()) + p.px(8) +
                                         p.text().width(Face::Regular, detail_size, wound) <=
                                     text_w;
        rows.wound_inline.push_back(fits_inline);
        rows.wounds.push_back(wound.empty() || fits_inline ? std::vector<std::string>{}
                                                           : p.text().wrap(Face::Regular, detail_size, wound, text_w));
        const int text_h = static_cast<int>(std::max<std::size_t>(1, rows.headlines.back().size())) * head_h +
                           static_cast<int>(std::max<std::size_t>(1, rows.details.back().size())) * detail_h +
                           static_cast<int>(rows.wounds.back().size()) * detail_h;
        rows.heights.push_back((rows.beside ? std::max(die, text_h) : die + p.px(4) + text_h) + p.px(12));
    }
    return rows;
}

int DiceTray::historyLineHeight(Painter& p) const {
    if (history_.size() <= shown_.size() && !historyOpen()) return 0;
    return p.text().lineHeight(Face::Regular, p.px(12)) + p.px(6);
}

int DiceTray::historyRowsFitting(Painter& p, int inner_h) const {
    const int row_h = p.text().lineHeight(Face::Regular, p.px(12));
    return std::max(1,
                    std::min(static_cast<int>(history_.size()), (inner_h - historyLineHeight(p)) / std::max(1, row_h)));
}

int DiceTray::height(Painter& p, int width) const {
    const int pad = p.px(kTrayPad);
    if (shown_.empty() || folded()) return p.text().lineHeight(Face::Regular, p.px(13)) + 2 * pad + p.px(4);
    if (historyOpen()) {
        // The turn's rolls one line each, as many as 150 units hold (an "… earlier" line first
        // when some do not fit), over the line that closes it.
        const int row_h = p.text().lineHeight(Face::Regular, p.px(12));
        const int rows = historyRowsFitting(p, p.px(150) - 2 * pad);
        return rows * row_h + historyLineHeight(p) + 2 * pad;
    }
    // The rows' heights count the gap under each: the last one's is the tray's padding. The
    // newest always, then older ones while the whole stays in 150 units: the rolls draw()
    // shows, and no more (play 11 #4: a tray 150 units high showed one roll and an empty frame).
    const RowsLayout rows = layoutRows(p, width - 2 * pad);
    int used = rows.heights.back();
    for (std::size_t k = rows.heights.size() - 1; k > 0 && used + rows.heights[k - 1] - p.px(12) + 2 * pad <= p.px(150);
         --k)
        used += rows.heights[k - 1];
    return used - p.px(12) + 2 * pad + historyLineHeight(p);
}

void DiceTray::drawHistory(Painter& p, const Rect& inner) {
    const int size = p.px(12);
    const int row_h = p.text().lineHeight(Face::Regular, size);
    const int total = static_cast<int>(history_.size());
    const int fit = std::max(1, std::min(total, inner.h / std::max(1, row_h)));
    // The newest rows that fit, oldest at the top; "… N earlier" in the first row's place when
    // some do not (and two rows fit: the newest roll is always shown).
    const bool cut = fit < total && fit >= 2;
    const int first = total - fit + (cut ? 1 : 0);  // (fit 1 of several: the newest alone)
    int y = inner.y;
    if (cut) {
        p.text(Face::Regular, size, app_.strings().format("dice.history.earlier", first), theme().muted, inner.x, y);
        y += row_h;
    }
    for (int k = first; k < total; ++k, y += row_h) {
        const Roll& r = history_[static_cast<std::size_t>(k)];
        std::string line = app_.strings().plain(r.headline);
        if (!r.detail.empty()) line += " \u2014 " + app_.strings().plain(r.detail);
        if (!r.wound.empty()) line += " \u2014 " + app_.strings().plain(r.wound);
        const SDL_Color c = !r.passed ? theme().bone : *r.passed ? kPassed : kFailed;
        int shown_size = size;
        const std::string fitted = fitText(p, Face::Regular, shown_size, size, line, inner.w);  // sets shown_size first
        p.text(Face::Regular, shown_size, fitted, c, inner.x, y);
    }
}

void DiceTray::draw(Painter& p, const Rect& area) {
    drawPanel(p, area);
    const int pad = p.px(kTrayPad);
    const Rect inner{area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad};
    if (inner.w <= 0 || inner.h <= 0) return;
    const int head_size = p.px(14), detail_size = p.px(13);
    const int head_h = p.text().lineHeight(Face::Bold, head_size);
    const int detail_h = p.text().lineHeight(Face::Regular, detail_size);
    if (shown_.empty()) {
        p.text(Face::Regular, detail_size, app_.tr("dice.empty"), theme().muted, inner.centerX(),
               inner.centerY() - detail_h / 2, Align::Center);
        return;
    }
    if (folded()) {
        // One line: the newest roll, muted, "▸" saying a click opens the tray.
        const Roll& r = shown_.back();
        std::string line = "\u25B8 " + app_.strings().plain(r.headline);
        if (!r.detail.empty()) line += " \u2014 " + app_.strings().plain(r.detail);
        int size = detail_size;
        const std::string shown = fitText(p, Face::Regular, size, std::min(size, p.px(11)), line, inner.w);
        p.text(Face::Regular, size, shown, theme().muted, inner.x,
               inner.centerY() - p.text().lineHeight(Face::Regular, size) / 2);
        return;
    }
    // The line that opens or closes the history of the turn, at the bottom.
    history_line_ = Rect{};
    const int history_h = historyLineHeight(p);
    if (history_h > 0) {
        const int size = p.px(12);
        history_line_ = Rect{inner.x, inner.bottom() - history_h + p.px(6), inner.w, history_h - p.px(6)};
        SDL_Color rule = theme().border;
        rule.a = 80;
        p.fill(Rect{inner.x, history_line_.y - p.px(4), inner.w, std::max(1, p.px(1))}, rule);
        const std::string label = (historyOpen() ? "\u25BE " : "\u25B8 ") +
                                  app_.strings().format("dice.history", static_cast<int>(history_.size()));
        int shown_size = size;
        const std::string fitted =
            fitText(p, Face::Regular, shown_size, size, label, inner.w);  // sets shown_size first
        p.text(Face::Regular, shown_size, fitted, theme().gold, inner.x, history_line_.y);
    }
    if (historyOpen()) {
        p.clip(&area);
        drawHistory(p, Rect{inner.x, inner.y, inner.w, inner.h - history_h});
        p.clip(nullptr);
        return;
    }
    const int die = p.px(kDie), gap = p.px(kDieGap);
    const RowsLayout rows = layoutRows(p, inner.w);
    const bool beside = rows.beside;
    const int dice_w = rows.dice_w;
    const std::vector<std::vector<std::string>>& details = rows.details;
    const std::vector<std::vector<std::string>>& headlines = rows.headlines;
    const std::vector<int>& heights = rows.heights;
    // The newest rolls that fit, oldest at the top.
    std::size_t first = shown_.size() - 1;
    for (int used = heights.back(); first > 0 && used + heights[first - 1] <= inner.h - history_h + p.px(12); --first)
        used += heights[first - 1];

    // Clipped to the tray's box, not to its padded inside: the tray is as tall as its rows
    // (height()), and a last line's descenders may reach a pixel below its line height (the
    // monkey's seed 7: "… — passed" cut by one pixel at 714×831); the padding takes them.
    p.clip(&area);
    int n = 0;
    for (std::size_t k = 0; k < first; ++k)
        n += static_cast<int>(shown_[k].faces.size() + shown_[k].d6.size() + (shown_[k].location ? 1 : 0));
    int y = inner.y;
    for (std::size_t k = first; k < shown_.size(); ++k) {
        const Roll& r = shown_[k];
        if (k > first) {  // a faint rule between two rolls
            SDL_Color rule = theme().border;
            rule.a = 80;
            p.fill(Rect{inner.x, y - p.px(6), inner.w, std::max(1, p.px(1))}, rule);
        }
        const std::size_t count = r.faces.size() + r.d6.size() + (r.location ? 1 : 0);
        const int dice_y = y;
        for (std::size_t i = 0; i < count; ++i, ++n) {
            const int face = faceShown(k, i);
            const std::string name = i < r.faces.size()                 ? powerFile(face)
                                     : i < r.faces.size() + r.d6.size() ? "d6_" + std::to_string(face)
                                                                         : locationFile(face);
            const double t = settled(n);
            // Bounces that shrink as the die settles.
            const int bounce = t < 1.0 ? static_cast<int>(-std::abs(std::sin(t * 3.0 * std::numbers::pi)) * (1.0 - t) * p.px(10)) : 0;
            const int x = inner.x + static_cast<int>(i) * (die + gap);
            if (i == r.faces.size() + r.d6.size() && r.location)  // a thin gap before the location die
                p.fill(Rect{x - gap / 2 - 1, dice_y + p.px(4), std::max(1, p.px(1)), die - p.px(8)}, theme().border);
            SDL_Rect dst{x, dice_y + bounce, die, die};
            if (SDL_Texture* tex = texture(p.renderer(), name)) {
                SDL_RenderCopy(p.renderer(), tex, nullptr, &dst);
            } else {  // the image did not load: a plain die with its face written on it
                p.fill(Rect{dst.x, dst.y, die, die}, theme().bone);
                p.outline(Rect{dst.x, dst.y, die, die}, theme().border, std::max(1, p.px(1)));
                const std::string label = plainFace(name);
                p.text(Face::Bold, die / 2, label, theme().on_light, dst.x + die / 2,
                       dst.y + (die - p.text().lineHeight(Face::Bold, die / 2)) / 2, Align::Center);
            }
        }
        if (count == 0) {  // characteristic 0: no dice at all
            p.outline(Rect{inner.x, dice_y, die, die}, theme().disabled, std::max(1, p.px(1)));
        }
        const int tx = beside ? inner.x + dice_w + p.px(8) : inner.x;
        const int ty = beside ? y : y + die + p.px(4);
        const bool done = settled(n - 1) >= 1.0;  // the caption's result shows once its dice settled
        int hy = ty;
        for (const std::string& line : headlines[k]) {
            p.text(Face::Bold, head_size, line, theme().bone, tx, hy);
            hy += head_h;
        }
        if (done) {
            const SDL_Color c = !r.passed ? theme().bone : *r.passed ? kPassed : kFailed;
            int dy = std::max(hy, ty + head_h);
            constexpr SDL_Color kWound{240, 150, 120, 255};
            for (const std::string& line : details[k]) {
                p.text(Face::Regular, detail_size, line, c, tx, dy);
                dy += detail_h;
            }
            // What the hit did: after the result, or under it.
            if (rows.wound_inline[k] && !details[k].empty())
                p.text(Face::Regular, detail_size, app_.strings().plain(r.wound), kWound,
                       tx + p.text().width(Face::Regular, detail_size, details[k].back()) + p.px(8), dy - detail_h);
            for (const std::string& line : rows.wounds[k]) {
                p.text(Face::Regular, detail_size, line, kWound, tx, dy);
                dy += detail_h;
            }
        } else {
            p.text(Face::Regular, detail_size, "…", theme().muted, tx, std::max(hy, ty + head_h));
        }
        y += heights[k];
    }
    p.clip(nullptr);
}

}  // namespace cata::app
