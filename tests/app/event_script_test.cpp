// Event scripts (include/cata/app/event_script.h): the text format that drives the real binary
// in the end-to-end test and replays a monkey seed.
#include <catch2/catch.hpp>

#include "cata/app/event_script.h"

using cata::app::ScriptEvent;
using cata::app::formatEventScript;
using cata::app::parseEventScript;
using cata::app::toSdlEvents;

TEST_CASE("An event script reads every kind of event", "[app][event_script]") {
    std::string error = "stale";
    const auto events = parseEventScript(
        "# a comment\n"
        "\n"
        "move 10 20\n"
        "click 30 40\n"
        "click 5 6 right\n"
        "press 1 2\n"
        "release 3 4 middle\n"
        "key Return\n"
        "key ctrl+s\n"
        "key Left Ctrl\n"
        "text  Sir Flavien, élu\n"
        "wheel -3\n"
        "resize 1024 640\n"
        "  wait 12\r\n"
        "quit",
        &error);
    CHECK(error.empty());
    REQUIRE(events.size() == 13);
    CHECK(events[0].kind == ScriptEvent::Kind::Move);
    CHECK((events[0].x == 10 && events[0].y == 20));
    CHECK(events[1].kind == ScriptEvent::Kind::Click);
    CHECK(events[1].button == SDL_BUTTON_LEFT);
    CHECK(events[2].button == SDL_BUTTON_RIGHT);
    CHECK(events[3].kind == ScriptEvent::Kind::Press);
    CHECK(events[4].kind == ScriptEvent::Kind::Release);
    CHECK(events[4].button == SDL_BUTTON_MIDDLE);
    CHECK(events[5].key == SDLK_RETURN);
    CHECK(events[5].mod == KMOD_NONE);
    CHECK(events[6].key == SDLK_s);
    CHECK((events[6].mod & KMOD_CTRL) != 0);
    CHECK(events[7].key == SDLK_LCTRL);
    CHECK(events[8].text == " Sir Flavien, élu");  // only the one space after the verb goes
    CHECK(events[9].y == -3);
    CHECK((events[10].x == 1024 && events[10].y == 640));
    CHECK(events[11].kind == ScriptEvent::Kind::Wait);
    CHECK(events[11].x == 12);
    CHECK(events[12].kind == ScriptEvent::Kind::Quit);
}

TEST_CASE("A formatted event script reads back as the same events", "[app][event_script]") {
    const std::string script =
        "move 1 2\nclick 3 4\nclick 3 4 right\npress 5 6\nrelease 7 8\nkey Escape\nkey ctrl+Z\n"
        "key shift+Tab\ntext hello world\nwheel 2\nresize 640 480\nwait 3\nquit\n";
    std::string error;
    const auto events = parseEventScript(script, &error);
    REQUIRE(error.empty());
    CHECK(formatEventScript(events) == script);
    CHECK(parseEventScript(formatEventScript(events)) == events);
}

TEST_CASE("A bad event script line is refused with its number and why", "[app][event_script]") {
    std::string error;
    auto events = parseEventScript("move 1 2\nclick 3\n", &error);
    CHECK(events.size() == 1);  // what was read before the bad line
    CHECK(error.rfind("line 2: ", 0) == 0);

    parseEventScript("jump 1 2", &error);
    CHECK(error.find("unknown event 'jump'") != std::string::npos);
    parseEventScript("key NoSuchKey", &error);
    CHECK(error.find("unknown key 'NoSuchKey'") != std::string::npos);
    parseEventScript("click 1 2 thumb", &error);
    CHECK(error.find("unknown button") != std::string::npos);
    parseEventScript("wait -1", &error);
    CHECK_FALSE(error.empty());
    parseEventScript("wheel 0", &error);
    CHECK_FALSE(error.empty());
    parseEventScript("resize 0 10", &error);
    CHECK_FALSE(error.empty());
    parseEventScript("move 1 2 3", &error);
    CHECK_FALSE(error.empty());
    parseEventScript("quit now", &error);
    CHECK_FALSE(error.empty());
    parseEventScript("move 1 2\n# fine\n", &error);
    CHECK(error.empty());
}

TEST_CASE("Script events become the SDL events a player's input makes", "[app][event_script]") {
    ScriptEvent click;
    click.kind = ScriptEvent::Kind::Click;
    click.x = 7;
    click.y = 9;
    auto sdl = toSdlEvents(click);
    REQUIRE(sdl.size() == 2);
    CHECK(sdl[0].type == SDL_MOUSEBUTTONDOWN);
    CHECK(sdl[1].type == SDL_MOUSEBUTTONUP);
    CHECK((sdl[0].button.x == 7 && sdl[0].button.y == 9 && sdl[0].button.button == SDL_BUTTON_LEFT));

    const auto key = parseEventScript("key ctrl+l").front();
    sdl = toSdlEvents(key);
    REQUIRE(sdl.size() == 2);
    CHECK(sdl[0].type == SDL_KEYDOWN);
    CHECK(sdl[0].key.keysym.sym == SDLK_l);
    CHECK((sdl[0].key.keysym.mod & KMOD_CTRL) != 0);
    CHECK(sdl[1].type == SDL_KEYUP);

    // Long text is cut into SDL_TEXTINPUT pieces that never split a character.
    const auto text = parseEventScript("text " + std::string(30, 'a') + "éé").front();
    sdl = toSdlEvents(text);
    REQUIRE(sdl.size() == 2);
    CHECK(std::string(sdl[0].text.text) == std::string(30, 'a'));
    CHECK(std::string(sdl[1].text.text) == "éé");

    const auto wheel = parseEventScript("wheel -2").front();
    sdl = toSdlEvents(wheel);
    REQUIRE(sdl.size() == 1);
    CHECK(sdl[0].wheel.y == -2);
    CHECK(toSdlEvents(parseEventScript("wait 4").front()).empty());
}
