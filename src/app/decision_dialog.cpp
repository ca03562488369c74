// The decision dialogs (decision_dialog.h).
#include "cata/app/decision_dialog.h"

#include <algorithm>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/event_text.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr double kPanelWidth = 640;
constexpr double kDialogPad = 28;
constexpr double kButtonHeight = 46;
constexpr double kButtonGap = 12;

/// "Revenant 1 and Revenant 2".
std::string joinNames(const std::vector<std::string>& names, const StringTable& s) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += i + 1 == names.size() ? s.get("decision.blockers_and") : ", ";
        out += names[i];
    }
    return out;
}

std::string answerLabel(const Action& a, const PendingDecision* d, const GameState& state, const StringTable& s) {
    const bool cancel = d && d->kind == DecisionKind::DestinyCancel;
    if (std::holds_alternative<MoveAnyway>(a))
        return s.format("decision.answer.move_anyway", state.content().ruleset.numbers.block_wound_dice);
    if (std::holds_alternative<Stay>(a)) return s.get("decision.answer.stay");
    if (std::holds_alternative<UseDestiny>(a))
        return s.get(cancel ? "decision.answer.use_destiny.cancel" : "decision.answer.use_destiny.reroll");
    if (std::holds_alternative<DeclineDestiny>(a))
        return s.get(cancel ? "decision.answer.decline_destiny.cancel" : "decision.answer.decline_destiny.reroll");
    if (std::holds_alternative<Pass>(a)) return s.get("decision.answer.pass");
    return toString(a);
}

}  // namespace

DecisionDialog::DecisionDialog(App& app, const GameState& state, std::function<void(const Action&)> choose)
    : Screen(app), answers_(state.legalActions()), choose_(std::move(choose)) {
    guard_.arm(app_.now(), app_.appearGuardMs());
    const StringTable& s = app_.strings();
    const auto& pending = state.pending();
    if (pending) {
        const PendingDecision& d = *pending;
        const std::string who = characterName(state, d.who, s);
        owner_ = s.format("decision.for", sideName(d.owner, s));
        switch (d.kind) {
            case DecisionKind::Block: {
                title_ = s.get("decision.title.block");
                std::vector<std::string> names;
                for (int b : state.blockers(d.who, state.character(d.who).pos)) names.push_back(characterName(state, b, s));
                body_.push_back(s.format("decision.block.body", who, d.roll.result, d.roll.difficulty, joinNames(names, s)));
                body_.push_back(facesText(d.roll, s));
                body_.push_back(s.format("decision.block.question", state.content().ruleset.numbers.block_wound_dice));
                break;
            }
            case DecisionKind::DestinyReroll: {
                title_ = s.get("decision.title.destiny_reroll");
                // R27: the test that failed, as the core names it (a hit's poison test is Strength).
                const auto tested = state.pendingTest();
                const std::string test = characteristicName(tested ? tested->characteristic : Characteristic::Agility, s);
                const std::string purpose = tested ? tested->purpose : "";
                // "son test d'Attaque", "de Force": the elided form before a vowel (French).
                if (purpose == "poison" || purpose == "fear" || purpose == "trap")  // R31, R28, R48
                    body_.push_back(s.format(elisionKey("decision.reroll.body_against", test), who, test, d.roll.result,
                                             d.roll.difficulty, s.get("decision.reroll.against." + purpose)));
                else
                    body_.push_back(s.format(elisionKey("decision.reroll.body", test), who, test, d.roll.result, d.roll.difficulty));
                body_.push_back(facesText(d.roll, s));
                body_.push_back(s.format(elisionKey("decision.reroll.question", test), test, state.character(d.who).destiny));
                break;
            }
            case DecisionKind::DestinyCancel: {
                title_ = s.get("decision.title.destiny_cancel");
                const std::string wounds = s.format(d.wounds == 1 ? "event.wounds.one" : "event.wounds.many", d.wounds);
                const int hp = state.character(d.who).hp;
                if (d.location) {
                    body_.push_back(s.format("decision.cancel.located", who,
                                             s.get("event.location." + std::string(locationKey(*d.location))), d.raw,
                                             d.armour, wounds, std::max(0, hp)));
                } else {
                    body_.push_back(s.format("decision.cancel.body", who, wounds, std::max(0, hp)));
                }
                body_.push_back(s.format("decision.cancel.question", who, wounds, state.character(d.who).destiny));
                break;
            }
        }
    }
    if (!pending) {
        // No interrupted action: the R42 window, where the waiting heroes act on the board or
        // let the Master go on. Only the side's answers are buttons (never a character's move).
        std::erase_if(answers_, [](const LegalAction& a) {
            return actionActor(a.action) >= 0 || std::holds_alternative<EndTurn>(a.action);
        });
        owner_ = s.format("decision.for", sideName(Side::Heroes, s));
        modal_ = false;
        title_ = s.get("decision.title.waiting");
        body_.push_back(s.get("decision.waiting.body"));
        body_.push_back(s.get("decision.waiting.question"));
    }
    for (std::string& paragraph : body_) paragraph = s.plain(paragraph);  // rule ids only when shown
    for (const LegalAction& a : answers_)
        labels_.push_back(answerLabel(a.action, pending ? &*pending : nullptr, state, s));
}

DecisionDialog::Layout DecisionDialog::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(kPanelWidth));
    const int pad = p.px(kDialogPad);
    const int inner = panel_w - 2 * pad;
    const int body_size = p.px(18);
    int body_h = 0;
    for (std::size_t i = 0; i < body_.size(); ++i) {
        const bool question = i + 1 == body_.size();
        const Face face = question ? Face::Bold : Face::Regular;
        l.paragraphs.push_back(text.wrap(face, body_size, body_[i], inner));
        body_h += static_cast<int>(l.paragraphs.back().size()) * text.lineHeight(face, body_size) + p.px(8);
    }
    // Buttons side by side when their labels fit, else one under the other.
    const int n = static_cast<int>(answers_.size());
    const int gap = p.px(kButtonGap), bh = p.px(kButtonHeight);
    const int side_w = n > 0 ? (inner - (n - 1) * gap) / n : inner;
    bool side_by_side = n <= 3;
    for (const std::string& label : labels_)
        if (text.width(Face::Bold, p.px(20), "0  " + stripShortcut(label)) + p.px(24) > side_w) side_by_side = false;
    const int buttons_h = side_by_side ? bh : n * bh + std::max(0, n - 1) * gap;
    const int owner_h = text.lineHeight(Face::Regular, p.px(14));
    const int title_h = text.lineHeight(Face::Title, p.px(28)) + p.px(22);
    const int hint_h = text.lineHeight(Face::Regular, p.px(14)) + p.px(12);
    const int panel_h = std::min(h - p.px(20), pad + owner_h + title_h + body_h + p.px(16) + buttons_h + hint_h + pad);
    // A little above the centre, so the board's middle stays in view under the veil.
    const int top = modal_ ? std::max(p.px(10), (h - panel_h) / 2 - h / 12) : p.px(10);
    l.panel = Rect{(w - panel_w) / 2, top, panel_w, panel_h};
    l.title_y = l.panel.y + pad + owner_h;
    l.body_y = l.title_y + title_h;
    int y = l.panel.bottom() - pad - hint_h - buttons_h;
    for (int i = 0; i < n; ++i) {
        if (side_by_side) {
            l.buttons.push_back(Rect{l.panel.x + pad + i * (side_w + gap), y, side_w, bh});
        } else {
            l.buttons.push_back(Rect{l.panel.x + pad, y, inner, bh});
            y += bh + gap;
        }
    }
    return l;
}

Rect DecisionDialog::buttonRect(std::size_t index) const {
    const Layout l = layout();
    return index < l.buttons.size() ? l.buttons[index] : Rect{};
}

void DecisionDialog::draw(Painter& p) {
    if (modal_) p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 120));
    const Layout l = layout();
    // A soft shadow under the panel lifts it off the board.
    for (int i = 1; i <= 3; ++i) {
        const int o = p.px(3 * i);
        p.fill(Rect{l.panel.x - o + p.px(6), l.panel.y - o + p.px(8), l.panel.w + 2 * o, l.panel.h + 2 * o},
               translucent(theme().veil, 40));
    }
    p.fill(l.panel, translucent(theme().card, 235));
    drawPanel(p, l.panel);
    const int pad = p.px(kDialogPad);
    const int cx = l.panel.centerX();
    p.text(Face::Regular, p.px(14), owner_, theme().muted, cx, l.panel.y + pad - p.px(8), Align::Center);
    p.shadowedText(Face::Title, p.px(28), title_, theme().gold, cx, l.title_y, Align::Center);
    drawDivider(p, cx, l.title_y + p.text().lineHeight(Face::Title, p.px(28)) + p.px(6), l.panel.w / 3);
    int y = l.body_y;
    const int body_size = p.px(18);
    for (std::size_t i = 0; i < l.paragraphs.size(); ++i) {
        const bool question = i + 1 == l.paragraphs.size();
        const bool faces = !question && i == 1;  // the faces rolled, under what happened
        const Face face = question ? Face::Bold : Face::Regular;
        const SDL_Color c = question ? theme().gold_bright : faces ? theme().muted : theme().bone;
        for (const std::string& line : l.paragraphs[i]) {
            p.text(face, body_size, line, c, l.panel.x + pad, y);
            y += p.text().lineHeight(face, body_size);
        }
        y += p.px(8);
    }
    for (std::size_t i = 0; i < l.buttons.size(); ++i) {
        const bool on = static_cast<int>(i) == focus_;
        drawButton(p, Button{l.buttons[i], "", true}, on);
        // The number key, then the label.
        const Rect& r = l.buttons[i];
        int size = p.px(20);
        const std::string number = std::to_string(i + 1);
        const int gap = p.px(10);
        const int num_w = p.text().width(Face::Bold, p.px(16), number);
        // Smaller when it must (a long answer at a large text size), cut last: inside its button.
        const std::string label = fitText(p, Face::Bold, size, std::max(8, p.px(13)), stripShortcut(labels_[i]),
                                          r.w - num_w - gap - p.px(24));
        const int total = num_w + gap + p.text().width(Face::Bold, size, label);
        const int x = r.centerX() - total / 2;
        const int text_y = r.y + (r.h - p.text().lineHeight(Face::Bold, size)) / 2;
        const int badge = p.px(22);
        p.fill(Rect{x - p.px(6), r.centerY() - badge / 2, num_w + p.px(12), badge},
               on ? theme().selection : theme().cell);
        p.text(Face::Bold, p.px(16), number, on ? theme().gold_bright : theme().gold, x,
               r.centerY() - p.text().lineHeight(Face::Bold, p.px(16)) / 2);
        p.text(Face::Bold, size, label, on ? theme().gold_bright : theme().bone, x + num_w + gap, text_y);
    }
    const int hint = p.px(14);
    const std::string keys = answers_.size() == 1 ? app_.tr("decision.hint.one")
                                                   : app_.strings().format("decision.hint", answers_.size());
    p.text(Face::Regular, hint, keys, theme().muted, cx,
           l.panel.bottom() - pad - p.text().lineHeight(Face::Regular, hint) + p.px(6), Align::Center);
}

void DecisionDialog::pick(std::size_t index) {
    if (closing_ || index >= answers_.size()) return;
    closing_ = true;
    const Action action = answers_[index].action;
    choose_(action);
    app_.screens().pop(this);
}

void DecisionDialog::setFocus(int index) {
    if (answers_.empty()) return;
    const int n = static_cast<int>(answers_.size());
    index = ((index % n) + n) % n;
    if (index != focus_) {
        focus_ = index;
        app_.redraw();
    }
}

bool DecisionDialog::handleEvent(const SDL_Event& event) {
    // A held key's repeat is not an answer; without a pending decision (the R42 banner) it
    // goes on to the board below (a held arrow pans).
    if (!modal_ && event.type == SDL_KEYDOWN && event.key.repeat != 0) return false;
    if (guard_.refuses(event, app_.now())) return true;
    return Screen::handleEvent(event);
}

bool DecisionDialog::keysLocked() const { return guard_.locked(app_.now()); }

bool DecisionDialog::keyDown(SDL_Keycode key, Uint16 mod) {
    if (key >= SDLK_1 && key <= SDLK_9) {
        pick(static_cast<std::size_t>(key - SDLK_1));
        return true;
    }
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) {
        pick(static_cast<std::size_t>(key - SDLK_KP_1));
        return true;
    }
    switch (key) {
        case SDLK_LEFT:
        case SDLK_UP: setFocus(focus_ - 1); break;
        case SDLK_RIGHT:
        case SDLK_DOWN: setFocus(focus_ + 1); break;
        case SDLK_TAB: setFocus(focus_ + ((mod & KMOD_SHIFT) ? -1 : 1)); break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: pick(static_cast<std::size_t>(focus_)); break;
        default: return modal_;  // modal: the decision must be answered; else the board's keys work
    }
    return true;
}

bool DecisionDialog::click(int x, int y) {
    const Layout l = layout();
    for (std::size_t i = 0; i < l.buttons.size(); ++i)
        if (l.buttons[i].contains(x, y)) {
            pick(i);
            return true;
        }
    return modal_ || l.panel.contains(x, y);
}

bool DecisionDialog::hover(int x, int y) {
    const Layout l = layout();
    for (std::size_t i = 0; i < l.buttons.size(); ++i)
        if (l.buttons[i].contains(x, y)) {
            setFocus(static_cast<int>(i));
            return true;
        }
    return modal_ || l.panel.contains(x, y);
}

}  // namespace cata::app
