// The SDL2 client (placeholder window until the main menu lands).
#include "cata/app/game.h"

#include <SDL.h>

#include <iostream>

namespace cata::app {

int runGame(const GameOptions& options) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        std::cerr << "catakombes: cannot open a window: " << SDL_GetError() << '\n';
        return 1;
    }
    SDL_Window* win = SDL_CreateWindow("Catakombes: Dark Reign", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                       options.width, options.height, SDL_WINDOW_RESIZABLE);
    if (!win) {
        std::cerr << "catakombes: cannot open a window: " << SDL_GetError() << '\n';
        SDL_Quit();
        return 1;
    }
    SDL_DestroyWindow(win);
    SDL_Quit();
    return 0;
}

}  // namespace cata::app
