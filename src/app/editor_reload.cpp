// The quest editor's reload (editor_screen.h "Reload", docs/editor.md): the quest's file is
// looked at every second while the editor is on top; changed on disk by another editor (a
// hand edit in VS Code), it is read again when nothing here is unsaved — one undo step, so
// the edit can be taken back — else the author is asked whether to reload or keep the edits.
#include <fstream>
#include <sstream>

#include "cata/app/app.h"
#include "cata/app/confirm_screen.h"
#include "cata/app/editor_screen.h"

namespace cata::app {

namespace {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

constexpr Uint32 kDiskPollMs = 1000;

std::optional<std::pair<fs::file_time_type, std::uintmax_t>> stampOf(const std::string& path) {
    std::error_code ec;
    const auto time = fs::last_write_time(path, ec);
    if (ec) return std::nullopt;
    const auto size = fs::file_size(path, ec);
    if (ec) return std::nullopt;
    return std::make_pair(time, size);
}

}  // namespace

void EditorScreen::noteDisk() { disk_stamp_ = stampOf(path_); }

Uint32 EditorScreen::timers(Uint32 now) {
    // Only on top with a quest of the player's folder open (a copy not saved yet has no file).
    if (!doc_ || !disk_stamp_ || app_.screens().top() != this || asking_reload_) {
        next_disk_poll_ = 0;
        return 0;
    }
    if (next_disk_poll_ == 0) next_disk_poll_ = now + kDiskPollMs;
    if (static_cast<Sint32>(now - next_disk_poll_) < 0) return next_disk_poll_;
    next_disk_poll_ = now + kDiskPollMs;
    checkDisk();
    return next_disk_poll_;
}

bool EditorScreen::checkDisk() {
    if (!doc_ || !disk_stamp_ || asking_reload_) return false;
    const auto stamp = stampOf(path_);
    if (!stamp || stamp == disk_stamp_) return false;  // gone (kept here, Save writes it again) or unchanged
    disk_stamp_ = stamp;
    std::ifstream in(path_, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    if (text == saved_text_) return false;  // touched, or written with the same bytes
    const std::string file = fs::path(path_).filename().string();
    if (!dirty()) {
        reloadFromDisk(text);
        return true;
    }
    asking_reload_ = true;
    auto question = std::make_unique<ConfirmScreen>(
        app_, app_.tr("editor.reload.title"), app_.strings().format("editor.reload.text", file),
        app_.tr("editor.reload.yes"), app_.tr("editor.reload.no"), [this, text] {
            asking_reload_ = false;
            reloadFromDisk(text);
        });
    question->focusNo();  // Enter on reflex keeps the author's edits
    app_.screens().push(std::move(question));
    // Declined: the edits stay; the status says the file differs (the next change asks again).
    status_ = app_.strings().format("editor.status.reload_declined", file);
    app_.redraw();
    return true;
}

void EditorScreen::reloadFromDisk(const std::string& text) {
    asking_reload_ = false;
    const std::string file = fs::path(path_).filename().string();
    ojson doc;
    try {
        doc = ojson::parse(text);
    } catch (const nlohmann::json::exception& e) {
        status_ = app_.strings().format("editor.status.unreadable", file, e.what());
        app_.redraw();
        return;
    }
    if (!doc.is_object()) {
        status_ = app_.strings().format("editor.status.unreadable", file, "not a quest");
        app_.redraw();
        return;
    }
    // One undo step: the document as it was here comes back with Ctrl+Z.
    undo_.push_back(std::move(*doc_));
    redo_.clear();
    doc_ = std::move(doc);
    saved_text_ = text;
    noteDisk();
    selection_.reset();
    select_anchor_.reset();
    ++reloads_;
    revalidate();
    status_ = app_.strings().format("editor.status.reloaded", file);
    app_.redraw();
}

}  // namespace cata::app
