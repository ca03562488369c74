// The quest editor's balance check (editor_balance.h, docs/editor.md "Balance check").
#include "cata/app/editor_balance.h"

#include <algorithm>
#include <cstdlib>

#include "cata/ai/setup.h"
#include "cata/app/app.h"
#include "cata/app/balance_text.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/app/event_text.h"
#include "cata/app/widgets.h"
#include "cata/content/library.h"
#include "cata/content/reader.h"
#include "cata/content/save_content.h"
#include "cata/core/game_setup.h"

namespace cata::app {

namespace {

constexpr int kDefaultGames = 200;  // the heroes' rate to within about ±7 points (95 %)
constexpr Uint32 kPollMs = 50;      // how often the panel looks at the games' progress
constexpr int kMainEndings = 3;

}  // namespace

int balanceGames() {
    if (const char* env = std::getenv("CATAKOMBES_BALANCE_GAMES")) {
        char* end = nullptr;
        const long n = std::strtol(env, &end, 10);
        if (end != env && *end == '\0' && n >= 1 && n <= 100000) return static_cast<int>(n);
    }
    return kDefaultGames;
}

// ---- The run ----

BalanceRun::BalanceRun(std::string data_dir, std::string quest_text, int games, int jobs) : total_(games) {
    thread_ = std::thread(
        [this, data_dir = std::move(data_dir), text = std::move(quest_text), jobs] { run(data_dir, text, jobs); });
}

BalanceRun::~BalanceRun() {
    cancel();
    if (thread_.joinable()) thread_.join();
}

void BalanceRun::run(const std::string& data_dir, const std::string& quest_text, int jobs) {
    try {
        // The shipped rules, spells and cards with the quest being edited instead of the
        // shipped quests: what `catakombes sim --quest FILE` loads.
        std::vector<content::ContentSource> sources;
        for (auto& s : content::shippedSources(data_dir))
            if (s.display.rfind("quests/", 0) != 0) sources.push_back(std::move(s));
        content::ContentSource q;
        q.display = "quest";
        q.text = quest_text;
        q.kind = content::ContentKind::Quest;
        sources.push_back(std::move(q));
        const content::ContentDocuments docs(std::move(sources));
        if (!docs.report().ok() || docs.library().quests.empty()) {
            error_ = docs.report().diagnostics.empty() ? std::string("the quest does not load")
                                                       : docs.report().diagnostics.front().format();
        } else {
            ai::SimOptions o;  // the rulebook Master against the heroes' AI, as `catakombes sim`
            o.quest_id = docs.library().quests.front().id;
            o.games = total_;
            o.seed = 1;
            o.jobs = std::max(1, jobs);
            o.cancel = &cancel_;
            ai::SimGames games = ai::playGames(docs, o, [this](int done, int) { done_.store(done); });
            report_ = ai::summarize(o, games.tallies);
            games_ = std::move(games.tallies);
            start_ = ai::startGame(ai::prepareGame(docs, o.quest_id, o.seed, true));
        }
    } catch (const ai::SimCancelled&) {
        was_cancelled_ = true;
    } catch (const std::exception& e) {
        error_ = e.what();
    }
    if (cancel_.load() && !report_) was_cancelled_ = true;
    finished_.store(true, std::memory_order_release);
}

// ---- The panel ----

BalanceScreen::BalanceScreen(App& app, const std::string& quest_text, std::string title)
    : Screen(app), title_(std::move(title)) {
    // A core for the window: the games take the others.
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    run_ = std::make_unique<BalanceRun>(app.dataDir(), quest_text, balanceGames(), std::max(1, cores - 1));
}

Uint32 BalanceScreen::timers(Uint32 now) {
    if (collected_) return 0;
    if (run_->finished()) {
        collect();
        app_.redraw();
        return 0;
    }
    if (run_->done() != shown_done_) {
        shown_done_ = run_->done();
        app_.redraw();
    }
    return now + kPollMs;
}

void BalanceScreen::collect() {
    collected_ = true;
    const StringTable& t = app_.strings();
    result_lines_.clear();
    if (!run_->report()) {
        result_lines_.push_back(t.format("balance.failed", run_->error()));
        return;
    }
    const ai::SimReport& r = *run_->report();
    const ai::Proportion& h = r.heroes_wins;
    result_lines_.push_back(
        t.format("balance.rate", percentText(h.rate), r.games, percentText(h.low), percentText(h.high)));
    result_lines_.push_back(t.format("balance.turns", fmt::format("{:.1f}", r.turns_mean), r.turns_min, r.turns_max));
    result_lines_.push_back(t.get("balance.endings"));
    for (int i = 0; i < kMainEndings && i < static_cast<int>(r.endings.size()); ++i) {
        const ai::Ending& e = r.endings[static_cast<std::size_t>(i)];
        const std::string who = e.winner == "heroes"   ? t.get("balance.winner.heroes")
                                : e.winner == "master" ? t.get("balance.winner.master")
                                                       : t.get("balance.winner.none");
        // The core's reason in the player's words, as the victory screen says it (R52).
        std::string reason = e.reason;
        if (e.winner.empty())
            reason = t.format("balance.ending.capped", r.max_actions);
        else if (const auto& start = run_->start())
            reason = resultReason(GameResult{e.winner == "heroes" ? Side::Heroes : Side::Master, e.reason}, *start, t);
        if (!reason.empty() && reason.back() == '.') reason.pop_back();  // the line goes on
        result_lines_.push_back(t.format("balance.ending", e.games, reason, who));
    }
    const ai::NeverUsed& n = r.never_used;
    std::vector<std::string> unused;
    const auto add = [&](const char* key, const std::vector<std::string>& ids) {
        if (!ids.empty()) unused.push_back(t.format(key, content::joined(ids)));
    };
    add("balance.unused.cards", n.cards);
    add("balance.unused.spells", n.spells);
    add("balance.unused.special_actions", n.special_actions);
    add("balance.unused.objects", n.objects);
    // A barrel's potion goes by its barrel's id (R26, R41): the barrel is an object, named as
    // one; "items never taken" lists only what can be taken (the quest's items).
    std::vector<std::string> barrels, items;
    for (const std::string& id : n.items) {
        bool barrel = false;
        if (const auto& start = run_->start())
            for (const ObjectDef& o : start->content().quest.objects)
                if (o.id == id && o.kind == ObjectKind::Barrel) barrel = true;
        (barrel ? barrels : items).push_back(id);
    }
    add("balance.unused.barrels", barrels);
    add("balance.unused.items", items);
    if (unused.empty()) {
        result_lines_.push_back(t.get("balance.unused.none"));
    } else {
        result_lines_.push_back(t.get("balance.unused"));
        for (auto& u : unused) result_lines_.push_back(std::move(u));
    }
    reading_ = balanceReading(t, balanceFacts(r, run_->games()));
    result_lines_.push_back(reading_);
}

BalanceScreen::Layout BalanceScreen::layout() const {
    const Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int panel_w = std::min(w - p.px(40), p.px(720));
    l.pad = std::min(p.px(24), std::max(p.px(10), h / 30));
    const int inner = panel_w - 2 * l.pad;
    const int title_h = text.lineHeight(Face::Bold, p.px(20)) + p.px(10);
    const int button_h = std::max(text.lineHeight(Face::Bold, std::max(10, p.px(12))) + 6, std::min(p.px(40), h / 12));
    const int bar_h = p.px(22);
    std::string body;
    if (!collected_) {
        body = app_.strings().format("balance.progress", run_->done(), run_->total());
    }
    l.body_size = p.px(16);
    for (;;) {
        l.lines.clear();
        const std::vector<std::string> paragraphs = collected_ ? result_lines_ : std::vector<std::string>{body};
        for (const auto& para : paragraphs)
            for (auto& line : text.wrap(Face::Regular, l.body_size, para, inner)) l.lines.push_back(std::move(line));
        const int body_h = static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size);
        const int need = 2 * l.pad + title_h + body_h + (collected_ ? 0 : bar_h + p.px(10)) + p.px(14) + button_h;
        if (need <= h - p.px(20) || l.body_size <= 10) {
            const int panel_h = std::min(h - p.px(20), need);
            l.panel = Rect{(w - panel_w) / 2, (h - panel_h) / 2, panel_w, panel_h};
            break;
        }
        l.body_size = std::max(10, l.body_size - 1);
    }
    const int body_h = static_cast<int>(l.lines.size()) * text.lineHeight(Face::Regular, l.body_size);
    l.bar = collected_ ? Rect{} : Rect{l.panel.x + l.pad, l.panel.y + l.pad + title_h + body_h + p.px(6), inner, bar_h};
    const int button_w = std::min(inner, p.px(180));
    l.button = Rect{l.panel.centerX() - button_w / 2, l.panel.bottom() - l.pad - button_h, button_w, button_h};
    return l;
}

void BalanceScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const Layout l = layout();
    drawPanel(p, l.panel);
    int size = p.px(20);
    const std::string heading = fitText(p, Face::Bold, size, std::min(size, 11),
                                        app_.strings().format("balance.title", title_), l.panel.w - 2 * l.pad);
    p.shadowedText(Face::Bold, size, heading, theme().gold, l.panel.centerX(), l.panel.y + l.pad, Align::Center);
    int y = l.panel.y + l.pad + p.text().lineHeight(Face::Bold, p.px(20)) + p.px(10);
    const int line_h = p.text().lineHeight(Face::Regular, l.body_size);
    // The reading (the last paragraph) in gold.
    const std::size_t reading_from =
        collected_ && !reading_.empty()
            ? l.lines.size() - p.text().wrap(Face::Regular, l.body_size, reading_, l.panel.w - 2 * l.pad).size()
            : l.lines.size();
    for (std::size_t i = 0; i < l.lines.size(); ++i) {
        p.text(Face::Regular, l.body_size, l.lines[i], i >= reading_from ? theme().gold_bright : theme().bone,
               l.panel.x + l.pad, y);
        y += line_h;
    }
    if (!collected_) {
        p.fill(l.bar, theme().row);
        const int total = std::max(1, run_->total());
        const int filled = l.bar.w * std::min(run_->done(), total) / total;
        if (filled > 0) p.fill(Rect{l.bar.x, l.bar.y, filled, l.bar.h}, theme().gold);
        p.outline(l.bar, theme().bone, 1);
    }
    drawButton(p, Button{l.button, app_.tr(collected_ ? "balance.close" : "balance.cancel")}, true);
}

void BalanceScreen::cancel() {
    run_->cancel();
    close();
}

void BalanceScreen::close() {
    if (closing_) return;
    closing_ = true;
    app_.screens().pop(this);
}

bool BalanceScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    switch (key) {
        case SDLK_ESCAPE:
            if (collected_)
                close();
            else
                cancel();
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (collected_) close();
            return true;
        default:
            return true;  // modal: the editor under it takes no keys meanwhile
    }
}

bool BalanceScreen::click(int x, int y) {
    if (layout().button.contains(x, y)) {
        if (collected_)
            close();
        else
            cancel();
    }
    return true;
}

}  // namespace cata::app
