// The full card view, portraits and formation symbols.
#include "cata/app/card_view.h"

#include <SDL_image.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cata/app/app.h"
#include "cata/app/rules_screen.h"
#include "cata/app/widgets.h"

namespace cata::app {

namespace {

constexpr SDL_Color kHeroBlue{92, 140, 200, 255};
constexpr SDL_Color kMasterRed{176, 44, 36, 255};

/// A section title with a thin rule after it; returns the y below it.
int sectionTitle(Painter& p, const std::string& title, int x, int y, int w) {
    const int size = p.px(15);
    const int tw = p.text(Face::Bold, size, title, theme().gold, x, y);
    const int line_y = y + p.text().lineHeight(Face::Bold, size) / 2;
    SDL_Color clear = theme().border;
    clear.a = 0;
    p.horizontalGradient(Rect{x + tw + p.px(8), line_y, std::max(0, w - tw - p.px(8)), std::max(1, p.px(1))},
                         theme().border, clear);
    return y + p.text().lineHeight(Face::Bold, size) + p.px(2);
}

/// `text` wrapped in `w` from (x, y); returns the y below it. `mark` is called under each line.
template <class Mark>
int paragraph(Painter& p, Face face, int size, const std::string& text, SDL_Color c, int x, int y, int w, Mark mark) {
    for (const std::string& line : p.text().wrap(face, size, text, w)) {
        p.text(face, size, line, c, x, y);
        y += p.text().lineHeight(face, size);
        mark(y);
    }
    return y;
}

}  // namespace

std::filesystem::path packPicture(const std::filesystem::path& user_dir, const CharacterCard& card) {
    namespace fs = std::filesystem;
    const std::string& token = card.token;
    // Only a pack's own pictures folder (importPack takes pictures/*.png, nothing else).
    if (token.rfind("pictures/", 0) != 0 || token.find("..") != std::string::npos || user_dir.empty()) return {};
    std::error_code ec;
    std::vector<fs::path> packs;
    for (fs::directory_iterator it(user_dir / "packs", ec), end; !ec && it != end; it.increment(ec))
        if (it->is_directory(ec) && it->path().filename().string().rfind('.', 0) != 0) packs.push_back(it->path());
    std::sort(packs.begin(), packs.end());
    for (const fs::path& pack : packs) {
        if (!fs::exists(pack / token, ec)) continue;
        // The pack whose cards/ defines the card (card ids are one pack's only: importPack).
        for (fs::directory_iterator it(pack / "cards", ec), end; !ec && it != end; it.increment(ec)) {
            if (it->path().extension() != ".json") continue;
            std::ifstream in(it->path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            const nlohmann::json doc = nlohmann::json::parse(text.str(), nullptr, false);
            if (!doc.is_object() || !doc.contains("cards") || !doc["cards"].is_array()) continue;
            for (const nlohmann::json& c : doc["cards"])
                if (c.is_object() && c.value("id", std::string()) == card.id) return pack / token;
        }
    }
    return {};
}

PortraitCache::~PortraitCache() {
    for (auto& [id, texture] : textures_)
        if (texture) SDL_DestroyTexture(texture);
}

SDL_Texture* PortraitCache::get(const CharacterCard& card) {
    const auto found = textures_.find(card.id);
    if (found != textures_.end()) return found->second;
    const std::filesystem::path assets = std::filesystem::path(app_.dataDir()) / "assets";
    std::filesystem::path file = card.token.empty() ? assets / "tokens" / (card.id + ".png") : assets / card.token;
    SDL_Texture* texture = nullptr;
    std::error_code ec;
    // A pack's card: its picture in its pack's folder (packs_screen.h).
    if (!card.token.empty() && !std::filesystem::exists(file, ec))
        if (std::filesystem::path own = packPicture(app_.userDir(), card); !own.empty()) file = std::move(own);
    const bool exists = std::filesystem::exists(file, ec);
    if (exists) texture = IMG_LoadTexture(app_.painter().renderer(), file.string().c_str());
    // A card with no portrait of its own (a quest's inline card) quietly gets its initial; a
    // portrait that is named but missing, or that exists but does not load, is reported.
    if (!texture && (exists || !card.token.empty()))
        app_.reportAssetProblem("cannot load portrait " + file.string() + " (" + (exists ? std::string(IMG_GetError()) : "no such file") +
                                "); drawing the card's initial instead");
    textures_[card.id] = texture;
    return texture;
}

void drawFormationSymbol(Painter& p, Formation formation, int cx, int cy, int radius) {
    switch (formation) {
        case Formation::Hero: {
            // A shield: a rounded top half and a point below.
            const int w = radius * 2 - radius / 3;
            const Rect body{cx - w / 2, cy - radius, w, radius};
            p.fill(body, theme().gold);
            for (int i = 0; i < radius; ++i) {
                const int half = (w / 2) * (radius - i) / radius;
                p.line(cx - half, cy + i, cx + half, cy + i, theme().gold);
            }
            const int inset = std::max(1, radius / 5);
            const Rect inner{body.x + inset, body.y + inset, body.w - 2 * inset, body.h - inset};
            p.fill(inner, kHeroBlue);
            for (int i = 0; i < radius - 2 * inset; ++i) {
                const int half = (w / 2 - inset) * (radius - 2 * inset - i) / std::max(1, radius - 2 * inset);
                p.line(cx - half, cy + i, cx + half, cy + i, kHeroBlue);
            }
            break;
        }
        case Formation::MasterLeader: {
            p.diamond(cx, cy + radius / 6, radius, theme().gold);
            p.diamond(cx, cy + radius / 6, radius - std::max(2, radius / 4), kMasterRed);
            // Three crown points above.
            const int top = cy - radius + radius / 6;
            for (int k = -1; k <= 1; ++k)
                p.diamond(cx + k * radius * 2 / 3, top + (k == 0 ? 0 : radius / 3), std::max(2, radius / 4),
                          theme().gold_bright);
            break;
        }
        case Formation::MasterTroop:
            p.diamond(cx, cy, radius, theme().selection);
            p.diamond(cx, cy, radius - std::max(2, radius / 4), kMasterRed);
            break;
    }
}

void drawPortrait(Painter& p, SDL_Texture* portrait, const CharacterCard& card, const Rect& r) {
    p.fill(r, theme().card);
    if (portrait) {
        const SDL_Rect dst = r.sdl();
        SDL_RenderCopy(p.renderer(), portrait, nullptr, &dst);
    } else {
        const SDL_Color c = card.isHero() ? kHeroBlue : kMasterRed;
        p.diamond(r.centerX(), r.centerY(), std::min(r.w, r.h) * 2 / 5, c);
        const int size = std::max(8, r.h / 3);
        const std::string initial = card.name.en.empty() ? std::string("?") : card.name.en.substr(0, 1);
        p.text(Face::Title, size, initial, theme().gold_bright, r.centerX(),
               r.centerY() - p.text().lineHeight(Face::Title, size) / 2, Align::Center);
    }
    p.outline(r, theme().border, std::max(1, p.px(2)));
}

std::string fitText(Painter& p, Face face, int& size, int min_size, const std::string& text, int max_width) {
    for (; size > min_size; --size)
        if (p.text().width(face, size, text) <= max_width) return text;
    size = min_size;
    if (p.text().width(face, size, text) <= max_width) return text;
    std::string cut = text;
    while (!cut.empty()) {
        // Drop one whole UTF-8 character from the end: its continuation bytes, then its lead byte.
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
        if (!cut.empty()) cut.pop_back();
        while (!cut.empty() && cut.back() == ' ') cut.pop_back();
        if (p.text().width(face, size, cut + "\u2026") <= max_width) return cut + "\u2026";
    }
    return cut;
}

std::vector<std::string> fitLines(Painter& p, Face face, int& size, int min_size, const std::string& text,
                                  int max_width, int max_lines) {
    const int start = size;
    for (int s = start; s >= min_size; --s)
        if (p.text().width(face, s, text) <= max_width) {
            size = s;
            return {text};
        }
    if (max_lines > 1)
        for (int s = start; s >= min_size; --s) {
            std::vector<std::string> lines = p.text().wrap(face, s, text, max_width);
            const bool fit = static_cast<int>(lines.size()) <= max_lines &&
                             std::all_of(lines.begin(), lines.end(),
                                         [&](const std::string& l) { return p.text().width(face, s, l) <= max_width; });
            if (fit) {
                size = s;
                return lines;
            }
        }
    size = min_size;
    std::vector<std::string> lines = p.text().wrap(face, size, text, max_width);
    if (lines.empty()) return {};
    if (static_cast<int>(lines.size()) > max_lines) {
        // The last line holds the rest of the text, cut to fit.
        std::string rest;
        for (std::size_t i = static_cast<std::size_t>(max_lines) - 1; i < lines.size(); ++i)
            rest += (rest.empty() ? "" : " ") + lines[i];
        lines.resize(static_cast<std::size_t>(max_lines));
        lines.back() = rest;
    }
    for (std::string& l : lines) {
        int s = size;
        l = fitText(p, face, s, size, l, max_width);
    }
    return lines;
}

const char* formationNameKey(Formation formation) {
    switch (formation) {
        case Formation::Hero: return "card.formation.hero";
        case Formation::MasterLeader: return "card.formation.master_leader";
        case Formation::MasterTroop: return "card.formation.master_troop";
    }
    return "card.formation.hero";
}

std::string specialRuleText(const App& app, const SpecialRule& rule) {
    const std::string name = app.tr("card.rule." + std::string(specialRuleKey(rule.id)));
    return specialRuleHasLevel(rule.id) ? name + " " + std::to_string(rule.level) : name;
}

std::string sizeLine(const App& app, const CharacterCard& card) {
    std::string size = app.tr("card.size." + std::string(sizeKey(card.size)));
    // A no-break space (U+00A0): "Gigantesque 2×2" stays on one line.
    if (card.size == Size::Gigantic)
        size += "\xC2\xA0" + std::to_string(card.footprint_w) + "×" + std::to_string(card.footprint_h);
    return app.strings().format("card.size", size);
}

const RuleHotspot* tooltipAt(const std::vector<RuleHotspot>& hotspots, int x, int y) {
    for (const RuleHotspot& h : hotspots)
        if (!h.tooltip.empty() && h.rect.contains(x, y)) return &h;
    return nullptr;
}

int drawCardView(App& app, Painter& p, PortraitCache& portraits, const CharacterCard& card, const Rect& r,
                 std::vector<RuleHotspot>* hotspots, int scroll, std::vector<int>* stops) {
    if (hotspots) hotspots->clear();
    const std::string& lang = app.settings().language;
    p.fill(r, translucent(theme().card, 240));
    p.outline(r, theme().border, std::max(1, p.px(1)));
    const Rect whole_view{r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    // On whole lines: the view ends under the last line wholly in it (where the lines ended at
    // the last drawing), the caller scrolling it from line to line (play 10 #4, #8).
    const Rect view = stops
                          ? Rect{whole_view.x, whole_view.y, whole_view.w, wholeLineView(*stops, scroll, whole_view.h)}
                          : whole_view;
    std::vector<int> ends;
    const auto mark = [&](int below) { ends.push_back(below - whole_view.y + scroll); };
    p.clip(&view);
    const PanelScope scope(p, view, stops ? PanelKind::Scroll : PanelKind::Pixels, "card view");
    const int pad = p.px(16);
    const int bar_room = p.px(8);  // the scroll bar's lane on the right
    const int inner_w = r.w - 2 * pad - bar_room;
    const int x = r.x + pad;
    const int top = r.y + pad - scroll;
    int y = top;

    // Portrait and identity.
    const int portrait = std::min(p.px(120), inner_w / 3);
    drawPortrait(p, portraits.get(card), card, Rect{x, y, portrait, portrait});
    const int tx = x + portrait + p.px(14);
    int ty = y;
    // The name whole: smaller, else on two lines in a narrow view ("Torgils the Dark Wolf").
    int name_size = p.px(26);
    const std::vector<std::string> shown_name =
        fitLines(p, Face::Title, name_size, p.px(16), card.name.in(lang), x + inner_w - tx, 2);
    for (std::size_t i = 0; i < shown_name.size(); ++i) {
        p.shadowedText(Face::Title, name_size, shown_name[i], theme().gold_bright, tx, ty);
        // A one-line name keeps the lines below in their place whatever size it took.
        ty += shown_name.size() == 1 ? p.text().lineHeight(Face::Title, p.px(26))
                                     : p.text().lineHeight(Face::Title, name_size);
        mark(ty);
    }
    ty += p.px(2);
    const int line = p.px(16);
    const int line_h = p.text().lineHeight(Face::Regular, line);
    drawFormationSymbol(p, card.formation, tx + p.px(9), ty + line_h / 2, p.px(9));
    // Each identity line fits the room beside the portrait (smaller, else cut) at any text size.
    const auto fitIdentity = [&](Face face, const std::string& s, int room) {
        int size = line;
        return std::pair{fitText(p, face, size, std::max(8, line * 3 / 4), s, room), size};
    };
    {
        const auto [formation, size] =
            fitIdentity(Face::Regular, app.tr(formationNameKey(card.formation)), x + inner_w - tx - p.px(24));
        p.text(Face::Regular, size, formation, theme().bone, tx + p.px(24), ty);
    }
    ty += line_h + p.px(2);
    mark(ty);
    {
        const auto [value, size] =
            fitIdentity(Face::Bold, app.strings().format("card.value", card.value), x + inner_w - tx);
        p.text(Face::Bold, size, value, theme().gold, tx, ty);
    }
    ty += line_h + p.px(2);
    mark(ty);
    const std::string melee = app.strings().format("card.melee_damage", card.melee_damage);
    const std::string shot = card.shot_damage > 0 ? app.strings().format("card.shot_damage", card.shot_damage) : app.tr("card.no_shot");
    if (p.text().width(Face::Regular, line, melee + "   " + shot) <= x + inner_w - tx) {
        p.text(Face::Regular, line, melee + "   " + shot, theme().bone, tx, ty);
    } else {  // a narrow card view: one line each
        const auto [melee_line, melee_size] = fitIdentity(Face::Regular, melee, x + inner_w - tx);
        p.text(Face::Regular, melee_size, melee_line, theme().bone, tx, ty);
        ty += line_h + p.px(2);
        mark(ty);
        const auto [shot_line, shot_size] = fitIdentity(Face::Regular, shot, x + inner_w - tx);
        p.text(Face::Regular, shot_size, shot_line, theme().bone, tx, ty);
    }
    ty += line_h + p.px(2);
    mark(ty);
    // "Taille : Gigantesque 2×2" wraps in a narrow view (a monkey seed found it past the edge).
    const std::vector<std::string> size_lines =
        p.text().wrap(Face::Regular, line, sizeLine(app, card), x + inner_w - tx);
    for (std::size_t i = 0; i < size_lines.size(); ++i) {
        if (i > 0) {
            ty += line_h;
            mark(ty);
        }
        p.text(Face::Regular, line, size_lines[i], theme().muted, tx, ty);
    }
    y += std::max(portrait, ty + line_h - y) + p.px(12);
    mark(y);

    // The thirteen characteristics, in a grid of labelled boxes.
    y = sectionTitle(p, app.tr("card.characteristics"), x, y, inner_w);
    mark(y);
    const int gap = p.px(4);
    const int label_size = p.px(11);
    const int label_min = std::max(8, label_size - p.px(3));
    // Seven boxes a row, fewer in a narrow view where a label ("Charisma") would not fit whole.
    int columns = 7;
    auto labelsFit = [&](int cols) {
        const int w = (inner_w - (cols - 1) * gap) / cols;
        for (int i = 0; i < kCharacteristicCount; ++i)
            if (p.text().width(Face::Regular, label_min,
                               app.tr("card.char." + std::string(kCharacteristicKeys[static_cast<std::size_t>(i)]))) >
                w - 2)
                return false;
        return true;
    };
    while (columns > 4 && !labelsFit(columns)) --columns;
    const int cell_w = (inner_w - (columns - 1) * gap) / columns;
    const int value_size = p.px(19);
    const int cell_h = p.text().lineHeight(Face::Regular, label_size) + p.text().lineHeight(Face::Bold, value_size) + p.px(4);
    for (int i = 0; i < kCharacteristicCount; ++i) {
        const Rect cell{x + (i % columns) * (cell_w + gap), y + (i / columns) * (cell_h + gap), cell_w, cell_h};
        p.fill(cell, theme().cell);
        p.outline(cell, theme().cell_edge, 1);
        const std::string key(kCharacteristicKeys[static_cast<std::size_t>(i)]);
        int fitted = label_size;
        const std::string label = fitText(p, Face::Regular, fitted, label_min, app.tr("card.char." + key), cell.w - 2);
        p.text(Face::Regular, fitted, label, theme().muted, cell.centerX(), cell.y + p.px(2), Align::Center);
        if (hotspots) hotspots->push_back(RuleHotspot{cell, {}, app.tr("char." + key + ".tip")});
        const int value = card.characteristics.values[static_cast<std::size_t>(i)];
        p.text(Face::Bold, value_size, std::to_string(value), theme().gold_bright, cell.centerX(),
               cell.y + p.px(2) + p.text().lineHeight(Face::Regular, label_size), Align::Center);
    }
    for (int row = 1; row <= (kCharacteristicCount + columns - 1) / columns; ++row) mark(y + row * (cell_h + gap));
    y += (kCharacteristicCount + columns - 1) / columns * (cell_h + gap) + p.px(8);
    mark(y);

    // Armour per zone (R4).
    y = sectionTitle(p, app.tr("card.armour"), x, y, inner_w);
    mark(y);
    {
        const int armour[4] = {card.armour.head, card.armour.chest, card.armour.arms, card.armour.legs};
        const char* keys[4] = {"card.zone.head", "card.zone.chest", "card.zone.arms", "card.zone.legs"};
        const int box_h = p.text().lineHeight(Face::Bold, line) + p.px(4);
        // Four boxes a row, two in a narrow view where a zone's name ("Jambes") would not fit.
        int zones_per_row = 4;
        {
            const int w = (inner_w - 3 * gap) / 4;
            const int value_w = p.text().width(Face::Bold, line, "99");
            for (const char* k : keys)
                if (p.text().width(Face::Regular, std::max(8, p.px(10)), app.tr(k)) > w - value_w - p.px(16))
                    zones_per_row = 2;
        }
        const int zone_w = (inner_w - (zones_per_row - 1) * gap) / zones_per_row;
        for (int i = 0; i < 4; ++i) {
            const Rect box{x + (i % zones_per_row) * (zone_w + gap), y + (i / zones_per_row) * (box_h + gap), zone_w,
                           box_h};
            p.fill(box, theme().cell);
            p.outline(box, theme().cell_edge, 1);
            // The zone's name in what the value leaves (smaller, else cut, in a narrow view).
            const std::string value = std::to_string(armour[i]);
            const int value_w =
                p.text(Face::Bold, line, value, theme().bone, box.right() - p.px(6), box.y + p.px(2), Align::Right);
            int zone_size = p.px(14);
            const std::string zone = fitText(p, Face::Regular, zone_size, std::max(8, p.px(10)), app.tr(keys[i]), box.w - value_w - p.px(16));
            p.text(Face::Regular, zone_size, zone, theme().muted, box.x + p.px(6),
                   box.y + p.px(3) + (p.px(14) - zone_size) / 2);
        }
        for (int row = 1; row < 4 / zones_per_row; ++row) mark(y + row * (box_h + gap));
        y += (4 / zones_per_row) * (box_h + gap) - gap + p.px(10);
        mark(y);
    }

    // Special rules, skills and spells.
    const int body = p.px(14);
    if (!card.special_rules.empty()) {
        y = sectionTitle(p, app.tr("card.special_rules"), x, y, inner_w);
        mark(y);
        // Each rule in its own dotted-underlined box: a keyword of the rules reference.
        int rx = x;
        const int chip_h = p.text().lineHeight(Face::Bold, body) + p.px(4);
        for (const SpecialRule& rule : card.special_rules) {
            const std::string text = specialRuleText(app, rule);
            const int w = p.text().width(Face::Bold, body, text) + p.px(14);
            if (rx > x && rx + w > x + inner_w) {
                rx = x;
                y += chip_h + p.px(4);
                mark(y);
            }
            const Rect chip{rx, y, w, chip_h};
            p.fill(chip, theme().cell);
            p.outline(chip, theme().cell_edge, 1);
            p.text(Face::Bold, body, text, theme().bone, chip.x + p.px(7), chip.y + p.px(2));
            for (int dx = chip.x + p.px(7); dx < chip.right() - p.px(7); dx += p.px(4))
                p.fill(Rect{dx, chip.bottom() - p.px(3), std::max(1, p.px(2)), 1}, theme().gold);
            if (hotspots) hotspots->push_back(RuleHotspot{chip, std::string(specialRuleKey(rule.id)), {}});
            rx += w + p.px(6);
        }
        y += chip_h + p.px(10);
        mark(y);
    }
    if (!card.skills.empty()) {
        y = sectionTitle(p, app.tr("card.skills"), x, y, inner_w);
        mark(y);
        for (const Skill& skill : card.skills) {
            p.text(Face::Bold, body, skill.name.in(lang), theme().gold, x, y);
            y += p.text().lineHeight(Face::Bold, body);
            mark(y);
            y = paragraph(p, Face::Regular, body, skill.text.in(lang), theme().bone, x + p.px(10), y,
                          inner_w - p.px(10), mark) +
                p.px(4);
            mark(y);
        }
        y += p.px(4);
        mark(y);
    }
    if (!card.spells.empty()) {
        y = sectionTitle(p, app.tr("card.spells"), x, y, inner_w);
        mark(y);
        const content::ContentLibrary& lib = app.quests().library;
        for (const std::string& id : card.spells) {
            const Spell* spell = lib.spell(id);
            const std::string name = spell ? spell->name.in(lang) : id;
            std::string title = name;
            if (spell && spell->difficulty > 1) title += "  " + app.strings().format("card.spell_difficulty", spell->difficulty);
            // Wrapped like its text (a long name and difficulty at a large text size).
            y = paragraph(p, Face::Bold, body, title, theme().gold, x, y, inner_w, mark);
            mark(y);
            if (spell)
                y = paragraph(p, Face::Regular, body, spell->text.in(lang), theme().bone, x + p.px(10), y,
                              inner_w - p.px(10), mark);
            y += p.px(4);
            mark(y);
        }
        y += p.px(4);
        mark(y);
    }
    if (!card.lore.in(lang).empty()) {
        y = sectionTitle(p, app.tr("card.lore"), x, y, inner_w);
        mark(y);
        y = paragraph(p, Face::Regular, body, card.lore.in(lang), theme().muted, x, y, inner_w, mark);
    }
    p.clip(nullptr);
    const int content = y - top + pad;
    if (stops) {
        std::sort(ends.begin(), ends.end());
        ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
        *stops = std::move(ends);
    }
    drawScrollBar(p, Rect{r.right() - p.px(9), r.y + p.px(6), std::max(2, p.px(4)), r.h - p.px(12)}, content, r.h, scroll);
    if (hotspots)  // what is scrolled out of the view cannot be pointed at
        hotspots->erase(std::remove_if(hotspots->begin(), hotspots->end(),
                                       [&](const RuleHotspot& h) { return h.rect.bottom() <= view.y || h.rect.y >= view.bottom(); }),
                        hotspots->end());
    return content;
}

void settleWholeLines(App& app, std::vector<int>& stops, std::vector<int> drawn, int content, const Rect& r,
                      int& scroll, int& max_scroll) {
    if (drawn != stops) {  // the lines moved (another card, width or scale): draw again with them
        stops = std::move(drawn);
        app.redraw();
    }
    // The view (inside the card's 1-pixel frame) from a line's top to under the last whole line.
    max_scroll = wholeLineMax(stops, content - 1, r.h - 2);
    const int settled = wholeLineSnap(stops, std::min(scroll, max_scroll));
    if (settled != scroll) {  // the window grew, or the lines moved under the view
        scroll = settled;
        app.redraw();
    }
}

void CardViewScreen::draw(Painter& p) {
    p.fill(Rect{0, 0, p.width(), p.height()}, translucent(theme().veil, 150));
    const int w = std::min(p.width() - p.px(20), p.px(520));
    const int h = std::min(p.height() - p.px(20), p.px(720));
    const Rect r{(p.width() - w) / 2, (p.height() - h) / 2, w, h};
    drawPanel(p, r);
    const int hint_h = p.px(26);
    const Rect view{r.x + p.px(6), r.y + p.px(6), r.w - p.px(12), r.h - p.px(12) - hint_h};
    std::vector<int> stops = stops_;
    const int content = drawCardView(app_, p, portraits_, card_, view, &hotspots_, scroll_, &stops);
    settleWholeLines(app_, stops_, std::move(stops), content, view, scroll_, max_scroll_);
    int size = p.px(13);
    const std::string hint = fitText(p, Face::Regular, size, std::min(size, 10), app_.tr("card.hint"), r.w - p.px(24));
    p.text(Face::Regular, size, hint, theme().muted, r.centerX(), r.bottom() - hint_h - p.px(2), Align::Center);
    if (const RuleHotspot* tip = tooltipAt(hotspots_, mouse_x_, mouse_y_)) drawTooltip(p, tip->tooltip, mouse_x_, mouse_y_);
}

bool CardViewScreen::hover(int x, int y) {
    mouse_x_ = x;
    mouse_y_ = y;
    app_.redraw();
    return true;
}

bool CardViewScreen::scroll(int dy) {
    const int before = scroll_;
    scroll_ = wholeLineScroll(app_.painter(), stops_, scroll_, dy, max_scroll_);
    if (scroll_ != before) app_.redraw();
    return true;
}

bool CardViewScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    (void)mod;
    if (key == SDLK_ESCAPE || key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE || key == SDLK_BACKSPACE) {
        app_.screens().pop(this);
        return true;
    }
    return false;
}

bool CardViewScreen::click(int x, int y) {
    for (const RuleHotspot& h : hotspots_)
        if (!h.keyword.empty() && h.rect.contains(x, y)) {
            app_.screens().push(std::make_unique<RulesScreen>(app_, h.keyword));
            return true;
        }
    app_.screens().pop(this);
    return true;
}

}  // namespace cata::app
