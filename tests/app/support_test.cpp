// The app's support pieces: string table, settings file, XDG paths, shortcut markers, fonts.
#include <catch2/catch.hpp>
#include <fstream>
#include <set>

#include "cata/app/painter.h"
#include "cata/app/paths.h"
#include "cata/app/settings.h"
#include "cata/app/strings.h"
#include "headless.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("The shipped string table is complete in English and French", "[app][strings]") {
    StringTable table;
    REQUIRE(table.load(dataDir() + "/assets/ui/strings.json"));
    CHECK(table.untranslated().empty());
    const char* const items[] = {"menu.continue", "menu.new_game", "menu.load", "menu.settings", "menu.rules", "menu.quit"};
    for (const char* language : {"en", "fr"}) {
        table.setLanguage(language);
        std::set<char> letters;
        for (const char* key : items) {
            const char letter = shortcutOf(table.get(key));
            INFO(language << " " << key);
            CHECK(letter != 0);
            CHECK(letters.insert(letter).second);  // no two entries share a shortcut
        }
    }
}

TEST_CASE("A missing string falls back to English then shows its key", "[app][strings]") {
    StringTable table;
    table.set("en", "only.en", "Only English");
    table.set("fr", "both", "Les deux");
    table.set("en", "both", "Both");
    table.setLanguage("fr");
    CHECK(table.get("both") == "Les deux");
    CHECK(table.get("only.en") == "Only English");
    CHECK(table.get("nowhere") == "nowhere");
    CHECK(table.untranslated() == std::vector<std::string>{"fr: only.en"});
    table.set("fr", "bad", "{} {}");
    CHECK(table.format("bad", 1) == "{} {}");  // a broken pattern shows as is, never throws
    table.set("fr", "good", "Quête {} : {}");
    CHECK(table.format("good", 3, "Évasion") == "Quête 3 : Évasion");
}

TEST_CASE("Shortcut markers", "[app][strings]") {
    CHECK(stripShortcut("C&harger") == "Charger");
    CHECK(shortcutOf("C&harger") == 'h');
    CHECK(shortcutOf("&Quit") == 'q');
    CHECK(stripShortcut("Salt && &Pepper") == "Salt & Pepper");
    CHECK(shortcutOf("Salt && &Pepper") == 'p');
    CHECK(shortcutOf("No marker") == 0);
}

TEST_CASE("Settings are saved atomically and read back with bad values as defaults", "[app][settings]") {
    HeadlessHome home;
    const auto file = home.root / "config" / "catakombes" / "settings.json";
    SECTION("round trip") {
        Settings s;
        s.language = "fr";
        s.ui_scale = 1.75;
        s.fullscreen = true;
        REQUIRE(saveSettings(s, file));
        CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
        CHECK(loadSettings(file) == s);
    }
    SECTION("a missing file gives the defaults") { CHECK(loadSettings(file) == Settings{}); }
    SECTION("out-of-range and wrongly typed values") {
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file) << R"({"language": "de", "ui_scale": 7, "fullscreen": "yes"})";
        const Settings s = loadSettings(file);
        CHECK(s.language == "en");
        CHECK(s.ui_scale == 2.0);
        CHECK_FALSE(s.fullscreen);
    }
    SECTION("not JSON at all") {
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file) << "language = fr";
        CHECK(loadSettings(file) == Settings{});
    }
}

TEST_CASE("XDG folders come from the environment when absolute", "[app][paths]") {
    HeadlessHome home;
    CHECK(xdgSettingsFile() == home.root / "config" / "catakombes" / "settings.json");
    CHECK(xdgSavesDir() == home.root / "data" / "catakombes" / "saves");
    CHECK_FALSE(hasSaves(xdgSavesDir()));
    std::filesystem::create_directories(xdgSavesDir());
    std::ofstream(xdgSavesDir() / ".hidden") << "x";
    CHECK_FALSE(hasSaves(xdgSavesDir()));
    std::ofstream(xdgSavesDir() / "game.json") << "{}";
    CHECK(hasSaves(xdgSavesDir()));

    SDL_setenv("XDG_CONFIG_HOME", "relative/path", 1);  // the specification says: ignore it
    const char* user_home = SDL_getenv("HOME");
    REQUIRE(user_home != nullptr);
    CHECK(xdgConfigHome() == std::filesystem::path(user_home) / ".config");
}

TEST_CASE("The app, started as the game starts it, keeps settings and saves in the XDG folders",
          "[app][paths]") {
    // A bug once: App::App took the member savesDir() (the empty path) for the default, so
    // saves, autosaves and the exported log went to the working folder.
    HeadlessHome home;
    App app(home.options());
    REQUIRE(app.ok());
    CHECK(app.savesDir() == home.savesDir());
    CHECK(app.settingsPath() == home.settingsFile());
    CHECK(app.savesDir().is_absolute());
    editSettings(app, [&](Settings& st) { st.language = "fr"; });
    CHECK(std::filesystem::exists(home.settingsFile()));
}

TEST_CASE("Fonts missing from the bundle come from the system and text still renders", "[app][fonts]") {
    HeadlessHome home;
    AppOptions options = home.options();
    App app(options);
    REQUIRE(app.ok());
    TextRenderer fallback(app.painter().renderer(), (home.root / "no-fonts-here").string());
    CHECK(fallback.hasFont(Face::Title));  // from /usr/share/fonts/truetype/dejavu
    CHECK(fallback.width(Face::Regular, 20, "Catakombes") > 50);
    const TextImage image = fallback.render(Face::Bold, 20, "Catakombes", SDL_Color{255, 255, 255, 255});
    CHECK(image.texture != nullptr);
    CHECK(fallback.render(Face::Bold, 20, "Catakombes", SDL_Color{255, 255, 255, 255}).texture == image.texture);
    CHECK(fallback.cacheSize() == 1);
    const auto lines = fallback.wrap(Face::Regular, 16, "one two three four five six seven", 80);
    CHECK(lines.size() > 2);
}
