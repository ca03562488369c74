// The combat log (combat_log.h).
#include "cata/app/combat_log.h"

#include <algorithm>

#include "cata/app/ai_text.h"
#include "cata/app/app.h"
#include "cata/app/widgets.h"
#include "cata/content/save_file.h"

#include <nlohmann/json.hpp>

namespace cata::app {

namespace {

constexpr double kTextSize = 14;
constexpr double kPad = 10;
constexpr double kIndent = 18;
constexpr double kTurnInset = 14;  // a turn heading's text, after its diamond
constexpr double kAiInset = 6;     // an AI explanation's text, after its band's accent bar
constexpr double kRuleWidth = 40;
constexpr double kBarWidth = 6;
constexpr int kLinesPerNotch = 3;

SDL_Color colourOf(LogLine::Kind kind) {
    switch (kind) {
        case LogLine::Kind::Turn:
            return theme().gold;
        case LogLine::Kind::Move:
            return theme().muted;
        case LogLine::Kind::Roll:
            return theme().bone;
        case LogLine::Kind::Wound:
            return theme().log_wound;
        case LogLine::Kind::Status:
            return theme().log_status;
        case LogLine::Kind::Object:
            return theme().log_object;
        case LogLine::Kind::Info:
            return theme().log_info;
        case LogLine::Kind::End:
            return theme().gold_bright;
    }
    return theme().bone;
}

}  // namespace

CombatLog::CombatLog(App& app) : app_(app) {}

void CombatLog::clear() {
    lines_.clear();
    // The rows of the last draw name lines that are gone (monkey seed 4: back to a turn with the
    // pointer on the log read past the new, shorter list): nothing is under the pointer until
    // the next draw.
    hot_.clear();
    held_from_.reset();
    ai_.clear();
    highlighted_.reset();
    rows_.clear();
    wrapped_lines_ = 0;
    scroll_ = 0;
    header_turn_ = 0;
    window_line_.reset();
}

void CombatLog::append(const content::HistoryEntry& entry, const GameState& after, bool heroes_asked) {
    const bool passed = entry.action && std::holds_alternative<Pass>(*entry.action);
    if (passed && !heroes_asked) {
        // R42: nobody was asked, nobody passed: the window's line goes too (else
        // these two lines could be 20 of a turn's 45).
        if (window_line_ && *window_line_ + 1 == lines_.size()) {
            lines_.pop_back();
            while (!rows_.empty() && rows_.back().line >= static_cast<int>(lines_.size())) rows_.pop_back();
            wrapped_lines_ = std::min(wrapped_lines_, lines_.size());
            if (highlighted_ && *highlighted_ >= lines_.size()) highlighted_.reset();
        }
        window_line_.reset();
        return;
    }
    window_line_.reset();
    std::vector<LogLine> lines = describeEvents(entry.events, after, app_.strings(), entry.turn, entry.side);
    // Every turn gets a header, the first one too (the game starts without a TurnBegan).
    const bool opens_turn = !lines.empty() && lines.front().kind == LogLine::Kind::Turn;
    if (!opens_turn && (header_turn_ != entry.turn || header_side_ != entry.side)) {
        LogLine header;
        header.kind = LogLine::Kind::Turn;
        header.text = app_.strings().format("event.turn_began", entry.turn, sideName(entry.side, app_.strings()));
        header.rule = "R7";
        header.turn = entry.turn;
        header.side = entry.side;
        lines_.push_back(std::move(header));
        header_turn_ = entry.turn;
        header_side_ = entry.side;
    }
    // R42: a Pass changes nothing on the board (no event), but the log says the waiting heroes
    // let the Master go on when they were asked (else nothing above).
    if (passed) {
        LogLine pass;
        pass.kind = LogLine::Kind::Move;
        pass.text = app_.tr("log.waiting_passed");
        pass.rule = "R42";
        pass.turn = entry.turn;
        pass.side = entry.side;
        lines.push_back(std::move(pass));
    }
    for (auto& l : lines) {
        if (l.kind == LogLine::Kind::Turn) {
            header_turn_ = l.turn;
            header_side_ = l.side;
        }
        lines_.push_back(std::move(l));
    }
    // The core's R42 window, when this step opened one, is its last event (one line).
    if (!entry.events.empty() && !lines_.empty())
        if (const auto* asked = std::get_if<DecisionRequired>(&entry.events.back()); asked && asked->kind == "waiting")
            window_line_ = lines_.size() - 1;
    scroll_ = 0;  // new events bring the view back to the newest line
}

nlohmann::json unaskedPassNote() { return nlohmann::json{{"waiting", "not_asked"}}; }

bool isUnaskedPassNote(const nlohmann::json& j) {
    if (!j.is_object()) return false;
    const auto it = j.find("waiting");
    return it != j.end() && *it == "not_asked";
}

nlohmann::json aiNoteToJson(const AiNote& note) {
    nlohmann::json j{{"side", note.side == Side::Heroes ? "heroes" : "master"}, {"text", note.text}};
    if (note.why.key != ai::ExplainKey::None) j["why"] = ai::explanationToJson(note.why);
    j["characters"] = note.characters;
    nlohmann::json squares = nlohmann::json::array();
    for (const Pos& p : note.squares) squares.push_back(nlohmann::json::array({p.x, p.y}));
    j["squares"] = std::move(squares);
    return j;
}

std::optional<AiNote> aiNoteFromJson(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    AiNote note;
    const auto side = j.find("side");
    if (side == j.end() || !side->is_string() || (*side != "heroes" && *side != "master")) return std::nullopt;
    note.side = *side == "heroes" ? Side::Heroes : Side::Master;
    if (const auto text = j.find("text"); text != j.end() && text->is_string()) note.text = text->get<std::string>();
    if (const auto why = j.find("why"); why != j.end()) {
        std::optional<ai::Explanation> read = ai::explanationFromJson(*why);
        if (!read) return std::nullopt;
        note.why = std::move(*read);
    }
    if (const auto chars = j.find("characters"); chars != j.end()) {
        if (!chars->is_array()) return std::nullopt;
        for (const auto& c : *chars) {
            if (!c.is_number_integer()) return std::nullopt;
            note.characters.push_back(c.get<int>());
        }
    }
    if (const auto squares = j.find("squares"); squares != j.end()) {
        if (!squares->is_array()) return std::nullopt;
        for (const auto& q : *squares) {
            if (!q.is_array() || q.size() != 2 || !q[0].is_number_integer() || !q[1].is_number_integer()) return std::nullopt;
            note.squares.push_back(Pos{q[0].get<int>(), q[1].get<int>()});
        }
    }
    if (note.text.empty() && note.why.key == ai::ExplainKey::None) return std::nullopt;
    return note;
}

void CombatLog::rebuild(const content::GameSession& session, const std::map<std::size_t, AiNote>* notes) {
    clear();
    const auto& history = session.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (notes)
            if (const auto it = notes->find(i); it != notes->end() && !it->second.text.empty()) appendAi(it->second, history[i].turn, session.state());
        const auto note = session.notes().find(i);
        append(history[i], session.state(), note == session.notes().end() || !isUnaskedPassNote(note->second));
    }
}

void CombatLog::appendAi(const AiNote& note, int turn, const GameState& state) {
    LogLine line;
    line.kind = LogLine::Kind::Info;
    // Worded from its key when it has one: the line follows the language (the names it uses,
    // characters, spells, items, are the same in every state of the game).
    const std::string text = note.why.key != ai::ExplainKey::None ? explanationText(app_, state, note.why) : note.text;
    line.text = app_.strings().format(note.side == Side::Heroes ? "log.ai.heroes" : "log.ai.master", text);
    line.turn = turn;
    line.side = note.side;
    ai_[lines_.size()] = note;
    lines_.push_back(std::move(line));
    scroll_ = 0;
}

std::optional<std::size_t> CombatLog::lineAt(int x, int y) const {
    for (const HotRow& row : hot_)
        if (row.rect.contains(x, y)) return static_cast<std::size_t>(row.line);
    return std::nullopt;
}

const AiNote* CombatLog::aiNote(std::size_t index) const {
    const auto it = ai_.find(index);
    return it == ai_.end() ? nullptr : &it->second;
}

std::optional<std::size_t> CombatLog::lastAiLine() const {
    if (ai_.empty()) return std::nullopt;
    return ai_.rbegin()->first;
}

int CombatLog::rowHeight(Painter& painter) const {
    return painter.text().lineHeight(Face::Regular, painter.px(kTextSize)) + painter.px(1);
}

int CombatLog::heightFor(Painter& painter, int rows) const { return rows * rowHeight(painter) + 2 * painter.px(kPad); }

void CombatLog::layout(Painter& painter, int width) {
    // A line keeps its rule ids ("[R19]", for the exported log); they are drawn only with the
    // "show rule ids" setting, like the refusals.
    const StringTable& strings = app_.strings();
    // Wrapped again at another width, with the rule ids shown or not, at another text size.
    if (width != wrapped_width_ || wrapped_lines_ > lines_.size() || strings.showRuleIds() != wrapped_ids_ ||
        painter.text().sizeFactor() != wrapped_factor_) {
        rows_.clear();
        wrapped_lines_ = 0;
        wrapped_width_ = width;
        wrapped_ids_ = strings.showRuleIds();
        wrapped_factor_ = painter.text().sizeFactor();
    }
    const int size = painter.px(kTextSize);
    for (; wrapped_lines_ < lines_.size(); ++wrapped_lines_) {
        const LogLine& line = lines_[wrapped_lines_];
        const Face face = line.kind == LogLine::Kind::Turn || line.kind == LogLine::Kind::End ? Face::Bold : Face::Regular;
        // A turn heading is drawn after its diamond (kTurnInset): it wraps in what is left.
        // An AI explanation's text starts after its band's accent bar (kAiInset) and stops inside
        // the band (its last letter ran past the band's right edge, play 10 #5).
        const bool ai = ai_.count(wrapped_lines_) > 0;
        const int indent = line.indent * painter.px(kIndent) +
                           (line.kind == LogLine::Kind::Turn ? painter.px(kTurnInset) : 0) +
                           (ai ? painter.px(kAiInset) + painter.px(kAiInset) / 2 : 0);
        const auto parts = painter.text().wrap(face, size, strings.plain(line.text), std::max(painter.px(40), width - indent));
        bool first = true;
        for (const auto& part : parts) {
            rows_.push_back(Row{static_cast<int>(wrapped_lines_), part, first});
            first = false;
        }
        if (parts.empty()) rows_.push_back(Row{static_cast<int>(wrapped_lines_), "", true});
    }
}

int CombatLog::shownRows() const {
    if (!held_from_) return static_cast<int>(rows_.size());
    // The rows of the lines before the held ones (rows_ is in the lines' order).
    const auto held = std::lower_bound(rows_.begin(), rows_.end(), static_cast<int>(*held_from_),
                                       [](const Row& row, int line) { return row.line < line; });
    return static_cast<int>(held - rows_.begin());
}

void CombatLog::holdFrom(std::optional<std::size_t> line) {
    if (line && held_from_) return;  // already held from an earlier line
    held_from_ = line;
}

int CombatLog::maxScroll() const { return std::max(0, shownRows() - visible_rows_); }

void CombatLog::draw(Painter& p, const Rect& area) {
    area_ = area;
    hot_.clear();
    drawPanel(p, area);
    const int pad = p.px(kPad);
    const Rect inner{area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad};
    if (inner.w <= 0 || inner.h <= 0) return;
    const int size = p.px(kTextSize);
    const int bar_w = std::max(3, p.px(kBarWidth));
    // The rule ids' column only with the "show rule ids" setting; the
    // rule is otherwise on hover (the line's keyword opens its explanation).
    const bool show_ids = app_.settings().show_rule_ids;
    const int rule_w = show_ids ? p.px(kRuleWidth) : 0;
    const int text_w = inner.w - bar_w - p.px(6) - rule_w;
    layout(p, text_w);
    row_h_ = rowHeight(p);
    visible_rows_ = std::max(1, inner.h / row_h_);
    scroll_ = std::clamp(scroll_, 0, maxScroll());

    if (lines_.empty()) {
        p.text(Face::Regular, size, app_.tr("log.empty"), theme().muted, inner.centerX(), inner.centerY() - row_h_ / 2,
               Align::Center);
        return;
    }

    const int total = shownRows();  // the lines held back for the dice tumbling (holdFrom) wait
    const int first = std::max(0, total - visible_rows_ - scroll_);
    const int last = std::min(total, first + visible_rows_);
    p.clip(&inner);
    p.pushPanel(inner, PanelKind::Scroll, "log");
    int y = inner.y;
    for (int r = first; r < last; ++r, y += row_h_) {
        const Row& row = rows_[static_cast<std::size_t>(r)];
        const LogLine& line = lines_[static_cast<std::size_t>(row.line)];
        const int x = inner.x + line.indent * p.px(kIndent);
        if (line.kind == LogLine::Kind::Turn) {
            // A band of dark red fading to the right behind the turn header; its diamond on the
            // first row only (a wrapped heading's next rows are indented under its text).
            p.horizontalGradient(Rect{inner.x, y, text_w + rule_w, row_h_}, translucent(theme().selection, 170),
                                 translucent(theme().selection, 0));
            if (row.first) p.diamond(inner.x + p.px(5), y + row_h_ / 2, p.px(4), theme().gold);
            p.text(Face::Bold, size, row.text, colourOf(line.kind), x + p.px(kTurnInset), y);
        } else if (const auto ai = ai_.find(static_cast<std::size_t>(row.line)); ai != ai_.end()) {
            // An AI explanation: a violet band (brighter when highlighted) and a bar at the left.
            const bool lit = highlighted_ && *highlighted_ == static_cast<std::size_t>(row.line);
            // The band is a panel of its own: the layout check holds the text inside it.
            const Rect band{inner.x, y, text_w + rule_w, row_h_};
            p.fill(band, lit ? theme().note_band_lit : theme().note_band);
            p.fill(Rect{inner.x, y, std::max(2, p.px(3)), row_h_}, theme().review);
            const PanelScope in_band(p, Rect{band.x, band.y, text_w, band.h}, PanelKind::Panel, "AI note's band");
            p.text(Face::Regular, size, row.text, lit ? theme().note_text_lit : theme().note_text, x + p.px(kAiInset),
                   y);
        } else {
            const Face face = line.kind == LogLine::Kind::End ? Face::Bold : Face::Regular;
            if (line.indent > 0 && row.first)
                p.fill(Rect{x - p.px(10), y + row_h_ / 2, p.px(6), std::max(1, p.px(1))}, theme().border);
            p.text(face, size, row.text, colourOf(line.kind), x, y);
        }
        if (show_ids && row.first && !line.rule.empty()) {
            const SDL_Color dim = line.keywords.empty() ? theme().disabled : theme().muted;
            const int small = p.px(kTextSize - 2);
            const int rx = inner.x + text_w + rule_w;
            p.text(Face::Regular, small, line.rule, dim, rx, y + p.px(1), Align::Right);
            if (!line.keywords.empty()) {  // a dotted underline: hover for the rule's explanation
                const int w = p.text().width(Face::Regular, small, line.rule);
                for (int dx = 0; dx < w; dx += p.px(3))
                    p.fill(Rect{rx - w + dx, y + row_h_ - p.px(3), std::max(1, p.px(1)), std::max(1, p.px(1))}, dim);
            }
        }
        hot_.push_back(HotRow{Rect{inner.x, y, text_w + rule_w, row_h_}, row.line});
    }
    p.popPanel();
    p.clip(nullptr);

    // The scrollbar, when the rows do not all fit.
    if (total > visible_rows_) {
        const Rect track{inner.right() - bar_w, inner.y, bar_w, inner.h};
        p.fill(track, translucent(theme().cell, 200));
        const int thumb_h = std::max(p.px(16), track.h * visible_rows_ / total);
        const int span = track.h - thumb_h;
        const int thumb_y = track.y + span * first / std::max(1, total - visible_rows_);
        p.fill(Rect{track.x, thumb_y, bar_w, thumb_h}, theme().border);
        p.outline(Rect{track.x, thumb_y, bar_w, thumb_h}, theme().gold, 1);
    }
}

int CombatLog::topRow() const {
    const int total = shownRows();
    return std::clamp(total - visible_rows_ - scroll_, 0, std::max(0, total - 1));
}

std::optional<std::size_t> CombatLog::topLine() const {
    if (rows_.empty()) return std::nullopt;
    return static_cast<std::size_t>(rows_[static_cast<std::size_t>(topRow())].line);
}

bool CombatLog::scroll(int x, int y, int dy) {
    if (!area_.contains(x, y)) return false;
    if (rows_.empty() || dy == 0) return true;
    const int before = scroll_;
    // A notch moves the view by three whole log lines, its top on a line's first row: a line
    // wraps to two or three rows in the narrow panel, so three rows a notch were about one
    // line (play 7: ~50 notches to read back through one AI turn).
    const int total = static_cast<int>(rows_.size());
    const int target = rows_[static_cast<std::size_t>(topRow())].line - dy * kLinesPerNotch;
    const auto first =
        std::lower_bound(rows_.begin(), rows_.end(), target, [](const Row& row, int line) { return row.line < line; });
    const int top = static_cast<int>(first - rows_.begin());
    scroll_ = std::clamp(total - visible_rows_ - top, 0, maxScroll());
    if (scroll_ != before) app_.redraw();
    return true;
}

std::string CombatLog::keywordAt(int x, int y) const {
    for (const HotRow& row : hot_) {
        if (!row.rect.contains(x, y)) continue;
        const LogLine& line = lines_[static_cast<std::size_t>(row.line)];
        return line.keywords.empty() ? std::string() : line.keywords.front();
    }
    return {};
}

std::string CombatLog::exportText() const {
    std::string out = app_.tr("log.export_title") + "\n";
    for (const auto& l : lines_) {
        if (l.kind == LogLine::Kind::Turn) out += "\n== " + l.text + " ==\n";
        else out += exportLine(l) + "\n";
    }
    return out;
}

bool CombatLog::exportTo(const std::filesystem::path& path, std::string* error) const {
    return content::writeFileAtomically(path.string(), exportText(), error);
}

}  // namespace cata::app
