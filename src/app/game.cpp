// The SDL2 client's entry point: opens the app on the main menu.
#include "cata/app/game.h"

#include <sys/resource.h>

#include <iostream>
#include <memory>

#include "cata/app/app.h"
#include "cata/app/main_menu_screen.h"

namespace cata::app {

int runGame(const GameOptions& options) {
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
