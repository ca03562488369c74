// Autosaves written off the UI thread, so ending a turn never waits for the disk.
#pragma once

#include <filesystem>
#include <future>
#include <string>

#include "cata/content/game_session.h"

namespace cata::app {

/// The save document is made on the UI thread (the session changes right after); writing it
/// (temporary file, fsync, rename) and rotating the old autosaves happen on a worker thread.
/// One write at a time, in order: a new one first waits for the last. The destructor waits
/// too, so leaving the board or quitting never loses the autosave just begun.
class AutosaveWriter {
public:
    /// Autosaves under `root` (content::Autosaves: a folder per game).
    explicit AutosaveWriter(std::filesystem::path root, int keep = content::kAutosavesPerGame,
                            int games = content::kAutosaveGames)
        : saves_(std::move(root), keep, games) {}
    ~AutosaveWriter() { wait(); }
    AutosaveWriter(const AutosaveWriter&) = delete;
    AutosaveWriter& operator=(const AutosaveWriter&) = delete;

    /// Starts writing `text` (GameSession::saveText()) as game `game_id`'s newest autosave.
    void write(std::string game_id, std::string text);
    /// The sentence of a failed write that has finished, once; "" otherwise.
    std::string takeError();
    /// Waits for the write under way, if any; its error stays for takeError().
    void wait();

private:
    content::Autosaves saves_;
    std::future<std::string> pending_;
    std::string error_;
};

}  // namespace cata::app
