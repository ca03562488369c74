// Quest packs in the client (packs_screen.h).
#include "cata/app/packs_screen.h"

#include <SDL.h>

#include <algorithm>
#include <filesystem>

#include "cata/app/app.h"
#include "cata/app/card_view.h"  // fitText
#include "cata/content/user_content.h"

namespace cata::app {

namespace fs = std::filesystem;

namespace {

constexpr int kTextFields = 5;
constexpr const char* kLabelKeys[4] = {"packs.export.name", "packs.export.author", "packs.export.version",
                                       "packs.export.licence"};

int textIndex(PacksScreen::Field f) {
    switch (f) {
        case PacksScreen::Field::Folder:
            return 0;
        case PacksScreen::Field::Name:
            return 1;
        case PacksScreen::Field::Author:
            return 2;
        case PacksScreen::Field::Version:
            return 3;
        case PacksScreen::Field::Licence:
            return 4;
        default:
            return -1;
    }
}

/// `s` without its last UTF-8 character.
void dropLastCharacter(std::string& s) {
    if (s.empty()) return;
    std::size_t i = s.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
    s.erase(i);
}

/// The end of `s` that fits in `room` pixels, "…" before it when cut (a long path shows its
/// last folders).
std::string tailThatFits(Painter& p, Face face, int size, const std::string& s, int room) {
    if (p.text().width(face, size, s) <= room) return s;
    std::size_t start = 0;
    while (start < s.size()) {
        ++start;
        while (start < s.size() && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) ++start;
        const std::string cut = "…" + s.substr(start);
        if (p.text().width(face, size, cut) <= room) return cut;
    }
    return "";
}

}  // namespace

PacksScreen::PacksScreen(App& app) : Screen(app) {
    texts_[3] = "1.0";  // the version a first pack usually has
    listQuests();
    SDL_StartTextInput();  // on by default on desktops; needed where an on-screen keyboard shows
}

void PacksScreen::listQuests() {
    quest_ids_.clear();
    quest_names_.clear();
    const content::ContentLibrary& lib = app_.quests().library;
    const std::string& lang = app_.settings().language;
    for (const QuestDef& q : lib.quests) {
        const auto file = lib.quest_files.find(q.id);
        if (file == lib.quest_files.end() || lib.origin(file->second) != "user") continue;
        quest_ids_.push_back(q.id);
        quest_names_.push_back(q.title.in(lang) + " (" + q.id + ")");
    }
    chosen_.assign(quest_ids_.size(), false);
    quest_focus_ = std::clamp(quest_focus_, 0, std::max(0, static_cast<int>(quest_ids_.size()) - 1));
}

std::string& PacksScreen::field(Field f) { return texts_[static_cast<std::size_t>(std::max(0, textIndex(f)))]; }

const std::string& PacksScreen::text(Field f) const {
    return texts_[static_cast<std::size_t>(std::max(0, textIndex(f)))];
}

void PacksScreen::setFocus(Field f) {
    focus_ = f;
    app_.redraw();
}

void PacksScreen::toggleQuest(int index) {
    if (index < 0 || index >= static_cast<int>(chosen_.size())) return;
    chosen_[static_cast<std::size_t>(index)] = !chosen_[static_cast<std::size_t>(index)];
    quest_focus_ = index;
    app_.redraw();
}

void PacksScreen::say(std::string text, bool error) {
    message_ = std::move(text);
    error_ = error;
    app_.redraw();
}

std::string PacksScreen::exportDir() const { return (app_.userDir() / "exports" / texts_[1]).string(); }

bool PacksScreen::importPack() {
    const std::string& folder = texts_[0];
    if (folder.empty()) {
        say(app_.tr("packs.no_folder"), true);
        return false;
    }
    const content::PackResult r = content::importPack(folder, app_.dataDir(), app_.userDir().string());
    if (!r.ok) {
        say(app_.strings().format("packs.refused", r.error), true);
        return false;
    }
    app_.reloadQuests();  // the New game screen lists the pack's quests when it shows again
    listQuests();
    const auto quests =
        std::count_if(r.files.begin(), r.files.end(), [](const std::string& f) { return f.rfind("quests/", 0) == 0; });
    say(app_.strings().format("packs.imported", r.manifest.name, r.folder, quests), false);
    return true;
}

bool PacksScreen::exportPack() {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < quest_ids_.size(); ++i)
        if (chosen_[i]) ids.push_back(quest_ids_[i]);
    if (ids.empty()) {
        say(app_.tr(quest_ids_.empty() ? "packs.export.none" : "packs.no_quest"), true);
        return false;
    }
    content::PackManifest manifest;
    manifest.name = texts_[1];
    manifest.author = texts_[2];
    manifest.version = texts_[3];
    manifest.licence = texts_[4];
    std::string missing;
    for (int i = 0; i < 4; ++i)
        if (texts_[static_cast<std::size_t>(i + 1)].empty())
            missing += (missing.empty() ? "" : ", ") + app_.tr(kLabelKeys[i]);
    if (!missing.empty()) {
        say(app_.strings().format("packs.missing", missing), true);
        return false;
    }
    // exportPack checks the manifest (the name's form first, so that the folder named after it
    // stays under exports/) before it writes anything.
    const content::PackResult r =
        content::exportPack(ids, manifest, exportDir(), app_.dataDir(), app_.userDir().string());
    if (!r.ok) {
        say(app_.strings().format("packs.refused", r.error), true);
        return false;
    }
    say(app_.strings().format("packs.exported", manifest.name, r.folder, r.files.size()), false);
    return true;
}

PacksScreen::Layout PacksScreen::layout() const {
    Painter& p = app_.painter();
    TextRenderer& text = app_.text();
    Layout l;
    const int w = app_.width(), h = app_.height();
    const int margin = p.px(12);
    const int panel_w = std::min(w - 2 * margin, p.px(860));
    const int panel_h = h - 2 * margin;
    l.panel = Rect{(w - panel_w) / 2, margin, panel_w, panel_h};
    const int pad = std::min(p.px(18), std::max(4, h / 60));
    const int inner_w = panel_w - 2 * pad;
    // Rows: the title (one and a half), two headings, the folder row, two rows of fields, the
    // quests (two at least), three lines of message, the buttons; smaller when the window is
    // short for the UI scale.
    const double rows = 1.5 + 2 + 1 + 2 + 2 + 3 * 0.7 + 1;
    const int gap = std::max(2, p.px(4));
    l.row_h = std::min(p.px(34), static_cast<int>((panel_h - 2 * pad - 10 * gap) / rows));
    l.text_size = p.px(15);
    while (l.text_size > 9 && text.lineHeight(Face::Regular, l.text_size) > l.row_h - 4) --l.text_size;
    l.title_size = p.px(24);
    while (l.title_size > 12 && text.lineHeight(Face::Title, l.title_size) > l.row_h * 3 / 2) --l.title_size;
    int y = l.panel.y + pad + text.lineHeight(Face::Title, l.title_size) + gap;
    const int x = l.panel.x + pad;
    const int label_w = std::min(inner_w / 4, std::max(p.px(90), inner_w / 6));
    const int button_w = std::min(inner_w / 4, p.px(160));
    l.import_heading = Rect{x, y, inner_w, l.row_h};
    y += l.row_h + gap;
    l.folder_label = Rect{x, y, label_w, l.row_h};
    l.folder = Rect{x + label_w + gap, y, inner_w - label_w - button_w - 2 * gap, l.row_h};
    l.import = Rect{x + inner_w - button_w, y, button_w, l.row_h};
    y += l.row_h + gap;
    l.export_heading = Rect{x, y, inner_w, l.row_h};
    y += l.row_h + gap;
    const int half = (inner_w - gap) / 2;
    for (int i = 0; i < 4; ++i) {
        const int cx = x + (i % 2) * (half + gap);
        const int cy = y + (i / 2) * (l.row_h + gap);
        l.labels[static_cast<std::size_t>(i)] = Rect{cx, cy, label_w, l.row_h};
        l.fields[static_cast<std::size_t>(i)] = Rect{cx + label_w + gap, cy, half - label_w - gap, l.row_h};
    }
    y += 2 * (l.row_h + gap);
    const int bottom = l.panel.bottom() - pad;
    l.back = Rect{l.panel.right() - pad - button_w, bottom - l.row_h, button_w, l.row_h};
    l.export_button = Rect{l.back.x - gap - button_w, bottom - l.row_h, button_w, l.row_h};
    const int message_h = 3 * text.lineHeight(Face::Regular, std::max(9, l.text_size - 1)) + gap;
    l.message = Rect{x, l.back.y - gap - message_h, inner_w, message_h};
    l.list = Rect{x, y, inner_w, std::max(l.row_h, l.message.y - gap - y)};
    const int shown = std::max(1, l.list.h / l.row_h);
    l.first_row = std::clamp(quest_scroll_, 0, std::max(0, static_cast<int>(quest_ids_.size()) - shown));
    for (int i = l.first_row; i < static_cast<int>(quest_ids_.size()) && i < l.first_row + shown; ++i)
        l.rows.push_back(Rect{x, l.list.y + (i - l.first_row) * l.row_h, inner_w, l.row_h});
    return l;
}

void PacksScreen::draw(Painter& p) {
    drawBackdrop(app_, p, 170);
    const Layout l = layout();
    drawPanel(p, l.panel);
    const int pad = l.import_heading.x - l.panel.x;
    int title_size = l.title_size;
    const std::string title = fitText(p, Face::Title, title_size, std::max(10, title_size * 2 / 3),
                                      app_.tr("packs.title"), l.panel.w - 2 * pad);
    p.shadowedText(Face::Title, title_size, title, theme().gold, l.panel.centerX(), l.panel.y + pad, Align::Center);
    const auto lineIn = [&](const Rect& r, const std::string& s, SDL_Color c, Face face = Face::Regular) {
        int size = l.text_size;
        const std::string fitted = fitText(p, face, size, std::max(8, size * 2 / 3), s, r.w - p.px(4));
        p.text(face, size, fitted, c, r.x, r.y + (r.h - p.text().lineHeight(face, size)) / 2);
    };
    const auto fieldBox = [&](const Rect& r, Field f) {
        const bool on = focus_ == f;
        p.fill(r, on ? theme().row_on : theme().field);
        p.outline(r, on ? theme().gold : theme().border, std::max(1, p.px(1)));
        const int size = l.text_size;
        const int room = r.w - p.px(12);
        std::string shown = tailThatFits(p, Face::Regular, size, text(f), room - (on ? p.px(6) : 0));
        const int ty = r.y + (r.h - p.text().lineHeight(Face::Regular, size)) / 2;
        p.text(Face::Regular, size, shown, theme().bone, r.x + p.px(6), ty);
        const int end = r.x + p.px(6) + (shown.empty() ? 0 : p.text().width(Face::Regular, size, shown));
        if (on)  // the typing cursor after the text
            p.fill(Rect{std::min(end + 1, r.right() - p.px(4)), ty, std::max(1, p.px(2)),
                        p.text().lineHeight(Face::Regular, size)},
                   theme().gold);
    };
    lineIn(l.import_heading, app_.tr("packs.import.heading"), theme().gold, Face::Bold);
    lineIn(l.folder_label, app_.tr("packs.import.folder"), theme().bone);
    fieldBox(l.folder, Field::Folder);
    drawButton(p, Button{l.import, app_.tr("packs.import"), true}, focus_ == Field::Import);
    lineIn(l.export_heading, app_.tr("packs.export.heading"), theme().gold, Face::Bold);
    constexpr Field kFieldsOrder[4] = {Field::Name, Field::Author, Field::Version, Field::Licence};
    for (int i = 0; i < 4; ++i) {
        lineIn(l.labels[static_cast<std::size_t>(i)], app_.tr(kLabelKeys[i]), theme().bone);
        fieldBox(l.fields[static_cast<std::size_t>(i)], kFieldsOrder[i]);
    }
    // The quests, each with its box (filled: chosen).
    p.fill(l.list, theme().field);
    p.pushPanel(l.list, PanelKind::Scroll, "pack_quests");
    if (quest_ids_.empty())
        lineIn(Rect{l.list.x + p.px(6), l.list.y, l.list.w - p.px(12), l.row_h}, app_.tr("packs.export.none"),
               theme().muted);
    for (std::size_t k = 0; k < l.rows.size(); ++k) {
        const int i = l.first_row + static_cast<int>(k);
        const Rect& r = l.rows[k];
        const bool on = focus_ == Field::Quests && i == quest_focus_;
        if (on) p.fill(r, theme().row_on);
        const int box = std::max(6, std::min(r.h - p.px(10), p.px(16)));
        const Rect b{r.x + p.px(6), r.y + (r.h - box) / 2, box, box};
        p.outline(b, theme().gold, std::max(1, p.px(1)));
        if (chosen_[static_cast<std::size_t>(i)]) p.fill(Rect{b.x + 3, b.y + 3, b.w - 6, b.h - 6}, theme().gold_bright);
        lineIn(Rect{b.right() + p.px(8), r.y, r.right() - b.right() - p.px(12), r.h},
               quest_names_[static_cast<std::size_t>(i)], on ? theme().gold_bright : theme().bone);
    }
    p.popPanel();
    p.outline(l.list, focus_ == Field::Quests ? theme().gold : theme().border, std::max(1, p.px(1)));
    // The last result, or the keys.
    {
        // Wrapped in three lines at most, smaller when it needs more, the last cut if it must.
        int size = std::max(9, l.text_size - 1);
        const std::string& words = message_.empty() ? app_.tr("packs.hint") : message_;
        std::vector<std::string> lines = p.text().wrap(Face::Regular, size, words, l.message.w);
        while (lines.size() > 3 && size > 9) lines = p.text().wrap(Face::Regular, --size, words, l.message.w);
        if (lines.size() > 3) {
            std::string rest;
            for (std::size_t i = 2; i < lines.size(); ++i) rest += (rest.empty() ? "" : " ") + lines[i];
            lines.resize(2);
            int cut = size;
            lines.push_back(fitText(p, Face::Regular, cut, size, rest, l.message.w));
        }
        const SDL_Color c = message_.empty() ? theme().muted : error_ ? theme().error : theme().gold_bright;
        int y = l.message.y;
        for (const std::string& line : lines) {
            p.text(Face::Regular, size, line, c, l.message.x, y);
            y += p.text().lineHeight(Face::Regular, size);
        }
    }
    drawButton(p, Button{l.export_button, app_.tr("packs.export"), true}, focus_ == Field::Export);
    drawButton(p, Button{l.back, app_.tr("packs.back"), true}, focus_ == Field::Back);
}

bool PacksScreen::textInput(const char* typed) {
    if (!isText(focus_) || !typed) return false;
    std::string& s = field(focus_);
    if (s.size() + std::char_traits<char>::length(typed) <= 4096) s += typed;
    app_.redraw();
    return true;
}

bool PacksScreen::keyDown(SDL_Keycode key, Uint16 mod) {
    const bool ctrl = (mod & KMOD_CTRL) != 0;
    const auto step = [&](int dir) {
        focus_ = static_cast<Field>((static_cast<int>(focus_) + dir + kFields) % kFields);
        app_.redraw();
    };
    if (isText(focus_)) {
        if (key == SDLK_BACKSPACE) {
            dropLastCharacter(field(focus_));
            app_.redraw();
            return true;
        }
        if (key == SDLK_v && ctrl) {  // a path pasted
            if (char* clip = SDL_GetClipboardText()) {
                std::string s = clip;
                SDL_free(clip);
                s.erase(std::remove(s.begin(), s.end(), '\n'), s.end());
                textInput(s.c_str());
            }
            return true;
        }
    }
    switch (key) {
        case SDLK_ESCAPE:
            app_.screens().pop(this);
            return true;
        case SDLK_TAB:
            step((mod & KMOD_SHIFT) ? -1 : +1);
            return true;
        case SDLK_UP:
            if (focus_ == Field::Quests && quest_focus_ > 0) {
                --quest_focus_;
                quest_scroll_ = std::min(quest_scroll_, quest_focus_);
                app_.redraw();
            } else {
                step(-1);
            }
            return true;
        case SDLK_DOWN:
            if (focus_ == Field::Quests && quest_focus_ + 1 < static_cast<int>(quest_ids_.size())) {
                ++quest_focus_;
                const Layout l = layout();
                const int shown = std::max(1, l.list.h / std::max(1, l.row_h));
                if (quest_focus_ >= quest_scroll_ + shown) quest_scroll_ = quest_focus_ - shown + 1;
                app_.redraw();
            } else {
                step(+1);
            }
            return true;
        case SDLK_SPACE:
            if (focus_ == Field::Quests) toggleQuest(quest_focus_);
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            switch (focus_) {
                case Field::Folder:
                case Field::Import:
                    importPack();
                    break;
                case Field::Quests:
                    toggleQuest(quest_focus_);
                    break;
                case Field::Back:
                    app_.screens().pop(this);
                    break;
                default:
                    exportPack();
                    break;  // the manifest's fields and Export
            }
            return true;
        default:
            return true;  // typed letters come as text; the other keys do nothing here
    }
}

bool PacksScreen::click(int x, int y) {
    const Layout l = layout();
    if (l.folder.contains(x, y))
        setFocus(Field::Folder);
    else if (l.import.contains(x, y)) {
        setFocus(Field::Import);
        importPack();
    } else if (l.export_button.contains(x, y)) {
        setFocus(Field::Export);
        exportPack();
    } else if (l.back.contains(x, y)) {
        app_.screens().pop(this);
    } else {
        constexpr Field kFieldsOrder[4] = {Field::Name, Field::Author, Field::Version, Field::Licence};
        for (int i = 0; i < 4; ++i)
            if (l.fields[static_cast<std::size_t>(i)].contains(x, y)) setFocus(kFieldsOrder[i]);
        for (std::size_t k = 0; k < l.rows.size(); ++k)
            if (l.rows[k].contains(x, y)) {
                focus_ = Field::Quests;
                toggleQuest(l.first_row + static_cast<int>(k));
            }
    }
    return true;
}

bool PacksScreen::scroll(int dy) {
    const Layout l = layout();
    const int shown = std::max(1, l.list.h / std::max(1, l.row_h));
    const int max = std::max(0, static_cast<int>(quest_ids_.size()) - shown);
    quest_scroll_ = std::clamp(quest_scroll_ - dy, 0, max);
    app_.redraw();
    return true;
}

}  // namespace cata::app
