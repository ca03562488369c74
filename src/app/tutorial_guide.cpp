// The tutorial's guide (tutorial_guide.h): which step shows, when it is done, and its panel.
#include "cata/app/tutorial_guide.h"

#include <algorithm>
#include <variant>

#include "cata/app/app.h"
#include "cata/app/board_screen.h"
#include "cata/app/widgets.h"
#include "cata/content/engine_setup.h"
#include "cata/content/game_session.h"

namespace cata::app {

namespace {

constexpr int kTextSize = 16;
constexpr int kHeadSize = 14;
constexpr int kNoteSize = 13;

bool isDoor(const Action& a) {
    return std::holds_alternative<OpenDoor>(a) || std::holds_alternative<PickLock>(a) ||
           std::holds_alternative<BreakDoor>(a);
}
}  // namespace

bool isAttack(const Action& a) {
    return std::holds_alternative<Melee>(a) || std::holds_alternative<PowerfulAttack>(a) ||
           std::holds_alternative<Shot>(a) || std::holds_alternative<SharpShot>(a);
}

int tallyOf(const BoardTally& t, TutorialWait wait) {
    switch (wait) {
        case TutorialWait::Next:
            return -1;
        case TutorialWait::SelectHero:
            return t.selections;
        case TutorialWait::ReadCard:
            return t.card_tips;
        case TutorialWait::Move:
            return t.moves;
        case TutorialWait::Undo:
            return t.undos;
        case TutorialWait::OpenDoor:
            return t.doors_opened;
        case TutorialWait::OddsTooltip:
            return t.odds_tips;
        case TutorialWait::Attack:
            return t.attacks;
        case TutorialWait::EndTurn:
            return t.turns_ended;
        case TutorialWait::MasterTurn:
            return t.ai_turns_over;
        case TutorialWait::RecapSeen:
            return t.recaps_seen;
    }
    return -1;
}

TutorialGuide::TutorialGuide(App& app, TutorialScript script) : app_(app), script_(std::move(script)) {}

void TutorialGuide::begin(const BoardScreen& board) {
    base_ = board.tally();
    stuck_ = false;
    stuck_cached_.reset();
    app_.redraw();
}

void TutorialGuide::update(const BoardScreen& board) {
    const TutorialStep* s = step();
    if (!s) return;
    if (s->wait != TutorialWait::Next && tallyOf(board.tally(), s->wait) > tallyOf(base_, s->wait)) {
        ++index_;
        begin(board);
        // The next step may already be done by the same action (a move and its door…): no, each
        // step waits for its own new count, so the next frame judges it afresh.
        return;
    }
    const bool was = stuck_;
    stuck_ = s->wait != TutorialWait::Next && !canStillBeDone(board);
    if (stuck_ != was) app_.redraw();
}

bool TutorialGuide::canStillBeDone(const BoardScreen& board) const {
    const TutorialStep& s = *step();
    const GameState& state = board.session().state();
    if (state.isOver()) return false;
    if (board.aiTurn()) return true;  // the AI plays: wait for it
    switch (s.wait) {
        case TutorialWait::EndTurn:
        case TutorialWait::MasterTurn:
        case TutorialWait::Next:
            return true;
        case TutorialWait::RecapSeen:
            return board.recapOpen();
        default:
            break;
    }
    // The rest needs a legal action of the heroes, judged once per state.
    const std::uint64_t version = board.session().stateVersion();
    bool able = false, move = false, door = false, attack = false;
    if (stuck_cached_ && stuck_version_ == version) return *stuck_cached_;
    for (int who = 0; who < static_cast<int>(state.characters().size()); ++who)
        able = able || (state.character(who).side == Side::Heroes && state.able(who));
    if (state.toMove().value_or(state.activeSide()) == Side::Heroes)
        for (const LegalAction& la : state.legalActions()) {
            move = move || isMove(la.action);
            door = door || isDoor(la.action);
            attack = attack || isAttack(la.action);
        }
    else
        move = door = attack = true;  // not the heroes' turn yet (a decision of the Master's): wait
    bool can = true;
    switch (s.wait) {
        case TutorialWait::SelectHero:
        case TutorialWait::ReadCard:
            can = able;
            break;
        case TutorialWait::Move:
            can = move;
            break;
        case TutorialWait::Undo:
            can = board.canUndo() || move;
            break;
        case TutorialWait::OpenDoor:
            can = door;
            break;
        case TutorialWait::OddsTooltip:
        case TutorialWait::Attack:
            can = attack;
            break;
        default:
            break;
    }
    // (Undo depends on more than the state: not cached.)
    if (s.wait != TutorialWait::Undo) {
        stuck_version_ = version;
        stuck_cached_ = can;
    }
    return can;
}

void TutorialGuide::next(const BoardScreen& board) {
    if (finished()) return;
    ++index_;
    begin(board);
}

void TutorialGuide::back(const BoardScreen& board) {
    if (index_ == 0) return;
    --index_;
    begin(board);
}

std::string TutorialGuide::nextLabel() const {
    const TutorialStep* s = step();
    if (!s) return app_.tr("tutorial.finish");
    if (index_ + 1 == script_.steps.size() && s->wait == TutorialWait::Next) return app_.tr("tutorial.finish");
    return app_.tr(s->wait == TutorialWait::Next || stuck_ ? "tutorial.next" : "tutorial.skip");
}

namespace {

/// The width of the button column: the widest label, at least 110 units.
int buttonsWidth(const App& app, Painter& p) {
    int w = p.px(110);
    for (const char* key : {"tutorial.back", "tutorial.next", "tutorial.skip", "tutorial.finish", "tutorial.quit"})
        w = std::max(w, p.text().width(Face::Bold, p.px(17), app.tr(key)) + p.px(24));
    return w;
}

}  // namespace

int TutorialGuide::height(Painter& p, int w) const {
    if (finished()) return 0;
    const std::string& lang = app_.settings().language;
    HeightKey asked{w, p.px(1000), p.text().sizeFactor(), lang};
    if (asked == height_key_) return height_;
    const int pad = p.px(10);
    const int text_w = std::max(p.px(80), w - 2 * pad - buttonsWidth(app_, p) - p.px(12));
    int lines = 1;
    for (const TutorialStep& s : script_.steps)
        lines = std::max(
            lines, static_cast<int>(p.text().wrap(Face::Regular, p.px(kTextSize), s.text.in(lang), text_w).size()));
    int note_lines = 1;
    for (const char* key : {"tutorial.stuck", "tutorial.waiting"})
        note_lines =
            std::max(note_lines, static_cast<int>(p.text()
                                                      .wrap(Face::Regular, p.px(kNoteSize),
                                                            app_.tr(key) + "   " + app_.tr("tutorial.keys"), text_w)
                                                      .size()));
    const int text_h = p.text().lineHeight(Face::Bold, p.px(kHeadSize)) + p.px(4) +
                       lines * p.text().lineHeight(Face::Regular, p.px(kTextSize)) + p.px(6) +
                       note_lines * p.text().lineHeight(Face::Regular, p.px(kNoteSize));
    const int buttons_h = 3 * p.px(30) + 2 * p.px(6);
    height_ = std::max(text_h, buttons_h) + 2 * pad;
    height_key_ = std::move(asked);
    return height_;
}

void TutorialGuide::draw(Painter& p, const Rect& area, int pointer_x, int pointer_y) {
    panel_ = area;
    const TutorialStep* s = step();
    if (!s || area.h <= 0) return;
    const std::string& lang = app_.settings().language;
    p.fill(area, translucent(theme().card, 250));
    p.fill(Rect{area.x, area.y, area.w, std::max(1, p.px(2))}, theme().gold);
    const PanelScope scope(p, area, PanelKind::Panel, "tutorial");
    const int pad = p.px(10);
    const int bw = buttonsWidth(app_, p), bh = p.px(30), gap = p.px(6);
    const int bx = area.right() - pad - bw;
    back_ = Rect{bx, area.y + pad, bw, bh};
    next_ = Rect{bx, back_.bottom() + gap, bw, bh};
    quit_ = Rect{bx, next_.bottom() + gap, bw, bh};
    const bool can_back = index_ > 0;
    drawButton(p, Button{back_, app_.tr("tutorial.back"), can_back}, back_.contains(pointer_x, pointer_y));
    drawButton(p, Button{next_, nextLabel(), true}, next_.contains(pointer_x, pointer_y));
    drawButton(p, Button{quit_, app_.tr("tutorial.quit"), true}, quit_.contains(pointer_x, pointer_y));
    if (!can_back) back_ = Rect{};

    const int x = area.x + pad;
    const int text_w = std::max(p.px(80), bx - p.px(12) - x);
    const std::string head =
        app_.strings().format("tutorial.step", script_.title.in(lang), index_ + 1, script_.steps.size());
    std::string note = app_.tr("tutorial.keys");
    if (stuck_)
        note = app_.tr("tutorial.stuck") + "   " + note;
    else if (s->wait != TutorialWait::Next)
        note = app_.tr("tutorial.waiting") + "   " + note;
    // The step's text at its size when the panel holds it with the note; in a panel too short
    // for it (a large UI scale in a small window: the panel takes at most half the map) the
    // note goes first, then the text gets smaller, so nothing leaves the panel.
    // The heading ("First steps · step 10 of 14") smaller in a narrow panel, then on two lines:
    // it never runs under the buttons (monkey seed 14, French, a narrow window).
    int head_size = p.px(kHeadSize);
    while (head_size > 11 && p.text().width(Face::Bold, head_size, head) > text_w) --head_size;
    const std::vector<std::string> heads = p.text().wrap(Face::Bold, head_size, head, text_w);
    const int head_h = static_cast<int>(heads.size()) * p.text().lineHeight(Face::Bold, head_size) + p.px(4);
    const int room = area.h - 2 * pad - head_h;
    int size = p.px(kTextSize);
    std::vector<std::string> lines = p.text().wrap(Face::Regular, size, s->text.in(lang), text_w);
    std::vector<std::string> notes = p.text().wrap(Face::Regular, p.px(kNoteSize), note, text_w);
    const auto textH = [&] { return static_cast<int>(lines.size()) * p.text().lineHeight(Face::Regular, size); };
    const int notes_h = p.px(6) + static_cast<int>(notes.size()) * p.text().lineHeight(Face::Regular, p.px(kNoteSize));
    if (textH() + notes_h > room) notes.clear();
    while (textH() > room && size > 9) {
        --size;
        lines = p.text().wrap(Face::Regular, size, s->text.in(lang), text_w);
    }
    int y = area.y + pad;
    for (const std::string& line : heads) {
        p.text(Face::Bold, head_size, line, theme().gold, x, y);
        y += p.text().lineHeight(Face::Bold, head_size);
    }
    y += p.px(4);
    for (const std::string& line : lines) {
        p.text(Face::Regular, size, line, theme().bone, x, y);
        y += p.text().lineHeight(Face::Regular, size);
    }
    y += p.px(6);
    for (const std::string& line : notes) {
        p.text(Face::Regular, p.px(kNoteSize), line, stuck_ ? theme().gold_bright : theme().muted, x, y);
        y += p.text().lineHeight(Face::Regular, p.px(kNoteSize));
    }
}

bool TutorialGuide::click(int x, int y, const BoardScreen& board, Command* command) {
    if (command) *command = Command::None;
    if (!step() || !panel_.contains(x, y)) return false;
    if (back_.contains(x, y))
        back(board);
    else if (next_.contains(x, y))
        next(board);
    else if (quit_.contains(x, y) && command)
        *command = Command::Quit;
    app_.redraw();
    return true;
}

std::vector<std::string> openTutorial(App& app, const std::filesystem::path& path, const std::string& display) {
    TutorialLoad load = loadTutorialScript(path.string(), display);
    if (!load.script) return load.problems;
    TutorialScript& script = *load.script;
    // The quest's own rosters and squares, both sides (no group building nor deployment).
    const content::ContentLibrary& lib = app.quests().library;
    const QuestDef* quest = lib.quest(script.quest);
    if (!quest) {
        std::vector<std::string> out{display + ": /quest: no quest \"" + script.quest + "\" among the quests"};
        for (const auto& [file, problems] : lib.broken_quests)
            for (const content::Diagnostic& d : problems) out.push_back(d.format());
        return out;
    }
    const content::Deployment d = content::deploy(lib, *quest, std::nullopt, std::nullopt);
    if (!d.error.empty()) return {d.error};
    content::NewGame game;
    game.quest_id = quest->id;
    game.options = script.options;
    game.options.solo_master = true;  // R44
    game.seed = script.seed;
    game.heroes = d.heroes;
    game.master = d.master;
    std::string why;
    std::unique_ptr<content::GameSession> session = content::GameSession::start(app.documents(), game, &why);
    if (!session) return {why};
    if (std::vector<std::string> wrong = tutorialMismatches(script, session->state()); !wrong.empty()) {
        for (std::string& w : wrong) w.insert(0, display + ": ");
        return wrong;
    }
    session->setPlayers(content::kSoloVsMaster);
    BoardConfig config;
    config.hand_off = false;  // one player; no autosave: Continue resumes real games only
    auto board = std::make_unique<BoardScreen>(app, std::move(session), std::move(config));
    BoardScreen& b = *board;
    b.setGuide(std::make_unique<TutorialGuide>(app, std::move(script)));
    app.screens().push(std::move(board));
    return {};
}

}  // namespace cata::app
