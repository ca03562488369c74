// The turn recap (turn_recap.h).
#include "cata/app/turn_recap.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "cata/app/event_text.h"

namespace cata::app {

namespace {

/// "The crypt" → "the crypt", "L'entrée" → "l'entrée": a name that begins with its article
/// reads inside a sentence with the article in lower case.
std::string articleLowered(std::string name) {
    static const char* const kArticles[] = {"The ", "La ", "Le ", "Les ", "L'", "L\u2019"};
    for (const char* a : kArticles)
        if (name.rfind(a, 0) == 0) {
            name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
            break;
        }
    return name;
}

class RecapWriter {
public:
    RecapWriter(const GameState& state, Side viewer, const StringTable& s) : state_(state), viewer_(viewer), s_(s) {}

    /// The events of history entry `index` that belong to the turn of `mark`.
    void step(const content::HistoryEntry& entry, std::size_t index, const content::TurnMark& mark) {
        index_ = index;
        for (const Event& e : entry.events) {
            if (const auto* began = std::get_if<TurnBegan>(&e)) {
                active_ = began->turn == mark.turn && began->side == mark.side;
                continue;
            }
            if (active_) std::visit([this](const auto& ev) { take(ev); }, e);
        }
    }
    void setActive(bool active) { active_ = active; }
    std::vector<RecapLine> lines() && { return std::move(out_); }

private:
    bool validWho(int who) const { return who >= 0 && who < static_cast<int>(state_.characters().size()); }
    std::string name(int who) const { return validWho(who) ? characterName(state_, who, s_) : "?"; }
    Pos where(int who) const { return validWho(who) ? state_.character(who).pos : Pos{}; }
    /// R48: a square the viewer must not be shown: a trap it does not know of (the core says).
    bool secret(Pos p) const { return state_.board().tile(p) == TileKind::HiddenTrap && !state_.knowsTrap(viewer_, p); }
    void add(std::string text, std::vector<Pos> squares, std::vector<int> characters) {
        std::erase_if(squares, [this](Pos p) { return secret(p); });
        // Each square once: the board numbers a line's squares, two numbers on one read badly.
        std::vector<Pos> unique;
        for (const Pos p : squares)
            if (std::find(unique.begin(), unique.end(), p) == unique.end()) unique.push_back(p);
        squares = std::move(unique);
        // A line of the walker's own (a door it opens on its way) keeps its walk's line open.
        const bool own = characters.size() == 1 && characters[0] == move_who_;
        out_.push_back(RecapLine{std::move(text), std::move(squares), std::move(characters), index_});
        if (!own) move_who_ = -1;
    }
    std::string inZone(const std::string& key, const std::string& who, Pos p) const {
        const std::string zone = zonePhrase(state_, p, s_.language());
        return zone.empty() ? s_.format(key, who) : s_.format(key + ".zone", who, zone);
    }

    /// A walk's line: "moved to" the zone it ends in, "moved within" the zone it started in and
    /// never left for another at its end (a walk inside the entry does not go "to" the entry).
    std::string movedText(int who, Pos from, Pos to) const {
        const ZoneDef* start = state_.content().quest.zoneAt(from);
        const std::string zone = zonePhrase(state_, to, s_.language());
        if (zone.empty()) return s_.format("recap.moved", name(who));
        return s_.format(start == state_.content().quest.zoneAt(to) ? "recap.moved.within" : "recap.moved.zone",
                         name(who), zone);
    }
    void take(const Moved& e) {
        if (!validWho(e.who) || e.from == e.to) return;
        if (move_who_ == e.who && move_line_ < out_.size()) {
            RecapLine& line = out_[move_line_];
            // Each square once (a walk to and fro), in the order first reached.
            if (!secret(e.to) && std::find(line.squares.begin(), line.squares.end(), e.to) == line.squares.end())
                line.squares.push_back(e.to);
            line.text = movedText(e.who, move_from_, e.to);
            return;
        }
        std::vector<Pos> squares{e.from, e.to};
        add(movedText(e.who, e.from, e.to), std::move(squares), {e.who});
        move_who_ = e.who;
        move_from_ = e.from;
        move_line_ = out_.size() - 1;
    }
    void take(const Missed& e) {
        add(s_.format("recap.missed", name(e.attacker), name(e.target)), {where(e.attacker), where(e.target)},
            {e.attacker, e.target});
    }
    void take(const Wounded& e) {
        std::vector<Pos> squares;
        std::vector<int> who;
        if (validWho(e.source) && e.source != e.who) {
            squares.push_back(where(e.source));
            who.push_back(e.source);
        }
        squares.push_back(where(e.who));
        who.insert(who.begin(), e.who);
        if (e.wounds <= 0) {
            add(s_.format("recap.armour_held", name(e.who)), std::move(squares), std::move(who));
            return;
        }
        const std::string wounds = s_.formatCount("event.wounds", e.wounds, e.wounds);
        add(e.location ? s_.format("recap.wounded.located", name(e.who), wounds,
                                   s_.get("event.location." + std::string(locationKey(*e.location))))
                       : s_.format("recap.wounded", name(e.who), wounds),
            std::move(squares), std::move(who));
    }
    void take(const StatusChanged& e) {
        const char* key = e.change == StatusChange::Died        ? "recap.died"
                          : e.change == StatusChange::WentDown  ? "recap.went_down"
                          : e.change == StatusChange::LeftBoard ? "recap.left_board"
                                                                : nullptr;
        if (key) add(s_.format(key, name(e.who)), {where(e.who)}, {e.who});
    }
    void take(const ReinforcementArrived& e) { add(inZone("recap.reinforcement", name(e.who), e.at), {e.at}, {e.who}); }
    void take(const SpellCast& e) {
        const Spell* spell = state_.content().spell(e.spell);
        const std::string spell_name = spell ? spell->name.in(s_.language()) : e.spell;
        if (validWho(e.target) && e.target != e.who)
            add(s_.format("recap.spell.on", name(e.who), spell_name, name(e.target)), {where(e.who), where(e.target)},
                {e.who, e.target});
        else
            add(s_.format("recap.spell", name(e.who), spell_name), {where(e.who)}, {e.who});
    }
    void take(const ObjectChanged& e) {
        const auto& objects = state_.content().quest.objects;
        if (e.object < 0 || e.object >= static_cast<int>(objects.size())) return;
        const ObjectDef& def = objects[static_cast<std::size_t>(e.object)];
        if (secret(def.at)) return;  // R48: a hidden trap the heroes do not know of
        const char* key = nullptr;
        switch (e.change) {
            case ObjectChange::Opened:
                key = "recap.object.opened";
                break;
            case ObjectChange::Closed:
                key = "recap.object.closed";
                break;
            case ObjectChange::BrokenDown:
                key = "recap.object.broken";
                break;
            case ObjectChange::TrapSprung:
                key = "recap.object.trap_sprung";
                break;
            case ObjectChange::TrapAvoided:
                key = "recap.object.trap_avoided";
                break;
            default:
                return;  // a lock picked, a blow that did not break it, a reveal (sprung or avoided follows)
        }
        const std::string object = s_.get("event.object." + std::string(objectKindKey(def.kind)));
        const std::string who = validWho(e.who) ? name(e.who) : s_.get("event.someone");
        std::vector<int> chars;
        if (validWho(e.who)) chars.push_back(e.who);
        add(s_.format(key, who, object), {def.at}, std::move(chars));
    }
    template <typename T>
    void take(const T&) {}  // the rest: rolls, turns, points, what the log details

    const GameState& state_;
    Side viewer_;
    const StringTable& s_;
    std::vector<RecapLine> out_;
    std::size_t index_ = 0;
    // The character whose walk line is open (its later steps join it) while no line of another
    // character came, and that line.
    int move_who_ = -1;
    std::size_t move_line_ = 0;
    Pos move_from_{};      // where the walk of the open line started
    bool active_ = false;  // the events seen are of the recapped turn
};

}  // namespace

std::string zonePhrase(const GameState& state, Pos p, const std::string& language) {
    const ZoneDef* zone = state.content().quest.zoneAt(p);
    if (!zone) return {};
    const std::string name = zone->name.in(language);
    return name.empty() ? std::string() : articleLowered(name);
}

std::optional<content::TurnMark> previousTurn(const content::GameSession& session) {
    const auto& marks = session.turnMarks();
    if (marks.size() < 2) return std::nullopt;
    return marks[marks.size() - 2];
}

std::vector<RecapLine> recapLines(const std::vector<content::HistoryEntry>& history, const content::TurnMark& mark,
                                  const GameState& state, Side viewer, const StringTable& strings) {
    RecapWriter writer(state, viewer, strings);
    writer.setActive(mark.steps == 0);  // the game's first turn: from its start
    for (std::size_t i = mark.steps; i < history.size(); ++i) writer.step(history[i], i, mark);
    return std::move(writer).lines();
}

}  // namespace cata::app
