// The SDL2 client's entry point: opens the app on the main menu.
#include "cata/app/game.h"

#include <sys/resource.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cata/app/app.h"
#include "cata/app/main_menu_screen.h"

namespace cata::app {

int runGame(const LaunchOptions& options) {
    std::vector<ScriptEvent> script;
    if (!options.event_script.empty()) {
        std::ifstream in(options.event_script, std::ios::binary);
        if (!in) {
            std::cerr << "catakombes: cannot read the event script " << options.event_script << '\n';
            return 2;
        }
        std::ostringstream text;
        text << in.rdbuf();
        std::string error;
        script = parseEventScript(text.str(), &error);
        if (!error.empty()) {
            std::cerr << "catakombes: " << options.event_script << ": " << error << '\n';
            return 2;
        }
    }
    // No settings file nor saves folder named: the app takes the XDG ones (paths.h). The app
    // tests build their App the same way (tests/app/headless.h).
    AppOptions app_options;
    app_options.data_dir = options.data_dir;
    app_options.width = options.width;
    app_options.height = options.height;
    app_options.fullscreen = options.fullscreen;
    app_options.require_display = options.screenshot_path.empty();
    App app(app_options);
    if (!app.ok()) {
        std::cerr << app.error() << '\n';
        return 1;
    }
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    if (!script.empty()) app.playScript(std::move(script));
    if (!options.screenshot_path.empty()) return app.saveScreenshot(options.screenshot_path) ? 0 : 1;
    if (options.first_frame_report) {
        while (app.framesDrawn() == 0 && app.step(0)) {
        }
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        std::cout << "first-frame frames=" << app.framesDrawn() << " max_rss_kb=" << usage.ru_maxrss << std::endl;
        return app.framesDrawn() > 0 ? 0 : 1;
    }
    return app.run();
}

}  // namespace cata::app
