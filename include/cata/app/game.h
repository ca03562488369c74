// The SDL2 client's entry point.
#pragma once

#include <string>

namespace cata::app {

/// Options of the game window, from the command line.
struct LaunchOptions {
    std::string data_dir;         // folder holding assets/ and quests/
    std::string screenshot_path;  // when set: render the first screen to this PNG and exit
    /// Draw and present the first frame, print one line `first-frame frames=1 max_rss_kb=N`
    /// on stdout, and exit (the launch benchmark, bench/launch_bench.cpp, times it).
    bool first_frame_report = false;
    /// A file of input events to play (event_script.h; the hidden --event-script option): the
    /// end-to-end test drives the real game with it. Empty: none.
    std::string event_script;
    int width = 1280;
    int height = 800;
    bool fullscreen = false;
};

/// Opens the window and runs the game until the player quits. Returns the exit code.
int runGame(const LaunchOptions& options);

}  // namespace cata::app
