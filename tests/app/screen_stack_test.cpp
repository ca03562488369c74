// The screen stack as the app's frame loop uses it: the layers opened over a screen go when it
// goes (they hold references into it), and a screen a tick opens is on top before the next
// event. The monkey found both at CI size under ASan: an AI's last move opened the victory
// screen during a frame's tick, the next frame's first event (a click on the game menu's Quit)
// still reached the stack under it and closed the board, and the victory screen's Back then ran
// a closure into the destroyed board.
#include <SDL.h>

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "board_support.h"
#include "cata/app/app.h"
#include "cata/app/screen_stack.h"
#include "headless.h"

using namespace cata::app;
using namespace cata::app::test;

namespace {

/// A screen that writes what happens to it in a shared journal.
class Probe : public Screen {
public:
    Probe(App& app, std::string name, std::vector<std::string>& journal) : Screen(app), name_(std::move(name)), journal_(journal) {}
    ~Probe() override { journal_.push_back(name_ + " destroyed"); }
    std::string_view id() const override { return name_; }
    void draw(Painter& painter) override { (void)painter; }
    bool animating() const override { return open_on_tick_ != nullptr; }
    void tick(Uint32 ms) override {
        (void)ms;
        if (open_on_tick_) app_.screens().push(std::move(open_on_tick_));
    }
    /// The next tick pushes `screen` (as the board does with the victory screen).
    void openOnTick(std::unique_ptr<Screen> screen) { open_on_tick_ = std::move(screen); }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override {
        (void)mod;
        journal_.push_back(name_ + " key " + SDL_GetKeyName(key));
        return true;
    }

private:
    std::string name_;
    std::vector<std::string>& journal_;
    std::unique_ptr<Screen> open_on_tick_;
};

}  // namespace

TEST_CASE("Screen stack: popping a screen takes the layers opened over it, the top one first", "[app][screens]") {
    std::vector<std::string> journal;  // before the app: its screens write in it when the app goes
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<Probe>(app, "menu", journal));
    auto board = std::make_unique<Probe>(app, "board", journal);
    const Screen* board_ptr = board.get();
    app.screens().push(std::move(board));
    app.screens().push(std::make_unique<Probe>(app, "game_menu", journal));
    app.screens().push(std::make_unique<Probe>(app, "victory", journal));
    app.runFrames(1);
    REQUIRE(app.screens().size() == 4);

    app.screens().pop(board_ptr);
    app.runFrames(1);
    REQUIRE(app.screens().size() == 1);
    CHECK(app.screens().top()->id() == "menu");
    CHECK(journal == std::vector<std::string>{"victory destroyed", "game_menu destroyed", "board destroyed"});

    // Popping the top screen leaves the ones below; popping one that is gone does nothing.
    journal.clear();
    app.screens().push(std::make_unique<Probe>(app, "dialog", journal));
    app.runFrames(1);
    const Screen* dialog = app.screens().top();
    app.screens().pop(dialog);
    app.runFrames(1);
    CHECK(journal == std::vector<std::string>{"dialog destroyed"});
    CHECK(app.screens().size() == 1);
    app.screens().pop(dialog);
    app.runFrames(1);
    CHECK(app.screens().size() == 1);
    CHECK(app.screens().top()->id() == "menu");
}

TEST_CASE("Screen stack: a screen pushed in the same batch as a pop below it stays", "[app][screens]") {
    // A decision dialog answers (the board opens the victory screen), then closes itself.
    std::vector<std::string> journal;  // before the app: its screens write in it when the app goes
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<Probe>(app, "board", journal));
    app.screens().push(std::make_unique<Probe>(app, "dialog", journal));
    app.runFrames(1);
    const Screen* dialog = app.screens().top();
    app.screens().push(std::make_unique<Probe>(app, "victory", journal));
    app.screens().pop(dialog);
    app.runFrames(1);
    REQUIRE(app.screens().size() == 2);
    CHECK(app.screens().top()->id() == "victory");
    CHECK(journal == std::vector<std::string>{"dialog destroyed"});
}

TEST_CASE("Screen stack: a screen a tick opens is on top before the next frame's events", "[app][screens]") {
    std::vector<std::string> journal;  // before the app: its screens write in it when the app goes
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    auto owned = std::make_unique<Probe>(app, "board", journal);
    Probe* board = owned.get();
    app.screens().push(std::move(owned));
    app.runFrames(3);  // the window's own events are handled
    REQUIRE(app.screens().top() == board);
    board->openOnTick(std::make_unique<Probe>(app, "victory", journal));
    app.runFrames(1);  // the board's tick opens the victory screen
    CHECK(app.screens().top()->id() == "victory");  // already drawn in that frame
    pressKeyWith(SDLK_q, 0);
    app.runFrames(2);
    CHECK(journal == std::vector<std::string>{"victory key Q"});
    CHECK(app.screens().size() == 2);
}
