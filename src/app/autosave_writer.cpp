// Autosaves written off the UI thread (autosave_writer.h).
#include "cata/app/autosave_writer.h"

#include <chrono>
#include <exception>

namespace cata::app {

void AutosaveWriter::write(std::string game_id, std::string text) {
    wait();
    pending_ = std::async(std::launch::async, [this, game_id = std::move(game_id), text = std::move(text)] {
        std::string error;
        try {
            if (!saves_.writeText(game_id, text, &error) && error.empty()) error = saves_.dir().string() + ": the autosave failed";
        } catch (const std::exception& e) {  // never let the disk end the game: say it instead
            error = saves_.dir().string() + ": the autosave failed (" + e.what() + ")";
        }
        return error;
    });
}

void AutosaveWriter::wait() {
    if (!pending_.valid()) return;
    if (std::string e = pending_.get(); !e.empty()) error_ = std::move(e);
}

std::string AutosaveWriter::takeError() {
    if (pending_.valid() && pending_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) wait();
    std::string out = std::move(error_);
    error_.clear();
    return out;
}

}  // namespace cata::app
