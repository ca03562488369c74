// Broken assets and content that changes under the running game (docs/robustness.md
// "Assets"): the app is pointed at a copy of the data folder where images and fonts are missing
// or corrupt, or where a quest file breaks after the quests were listed. Every problem is
// reported by name, the screens still draw (plain shapes, the default font), nothing crashes.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "cata/app/board_screen.h"
#include "cata/app/group_screen.h"
#include "cata/app/main_menu_screen.h"
#include "cata/app/message_screen.h"
#include "cata/app/new_game_screen.h"
#include "cata/app/text_renderer.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
namespace fs = std::filesystem;

namespace {

/// A copy of assets/ and quests/ under `home`'s root, for a test to break.
fs::path copyData(const HeadlessHome& home) {
    const fs::path copy = home.root / "data_copy";
    fs::create_directories(copy);
    fs::copy(fs::path(dataDir()) / "assets", copy / "assets", fs::copy_options::recursive);
    fs::copy(fs::path(dataDir()) / "quests", copy / "quests", fs::copy_options::recursive);
    return copy;
}

/// The options of `home` with the data folder `data` (a copy made by copyData).
AppOptions optionsOn(const HeadlessHome& home, const fs::path& data) {
    AppOptions options = home.options();
    options.data_dir = data.string();
    return options;
}

void writeFile(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

/// The first `n` bytes of `path` written back over it (a download cut short).
void truncateFile(const fs::path& path, std::size_t n) {
    std::ifstream in(path, std::ios::binary);
    std::string bytes(n, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(n));
    in.close();
    writeFile(path, bytes);
}

/// How many pixels of `s` have exactly the colour `c` (alpha ignored).
int countColour(const SDL_Surface* s, SDL_Color c) {
    int n = 0;
    for (int y = 0; y < s->h; ++y)
        for (int x = 0; x < s->w; ++x) {
            const SDL_Color p = pixelAt(s, x, y);
            if (p.r == c.r && p.g == c.g && p.b == c.b) ++n;
        }
    return n;
}

/// The problem of `problems` that starts with `prefix` ("" when none).
std::string problemStarting(const std::vector<std::string>& problems, const std::string& prefix) {
    for (const std::string& p : problems)
        if (p.rfind(prefix, 0) == 0) return p;
    return {};
}

}  // namespace

TEST_CASE("Missing and corrupt images and fonts are reported by name and drawn as plain shapes", "[app][assets]") {
    HeadlessHome home;
    const fs::path data = copyData(home);
    const std::string assets = (data / "assets").string();
    fs::remove(data / "assets/tiles/wall.png");                                   // missing
    writeFile(data / "assets/tiles/floor_0.png", "not a PNG at all\n");            // corrupt
    truncateFile(data / "assets/tokens/torgils.png", 100);                         // cut short
    fs::remove(data / "assets/fonts/DejaVuSerif-Bold.ttf");                        // the titles' font: missing
    truncateFile(data / "assets/fonts/DejaVuSans-Bold.ttf", 200);                  // the labels' font: corrupt
    AppOptions options = optionsOn(home, data);
    options.system_font_dir = (home.root / "no_system_fonts").string();  // no help from the system
    App app(options);
    REQUIRE(app.ok());

    // The main menu draws its title and items with the default font.
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(2);
    REQUIRE(app.saveScreenshot(shotPath("assets_fallback_menu")));
    CHECK(app.text().hasFont(Face::Title));
    CHECK(app.text().hasFont(Face::Bold));
    CHECK(app.text().width(Face::Title, 40, "CATAKOMBES") > 100);
    const std::string regular = assets + "/fonts/DejaVuSans.ttf";
    const std::string title = problemStarting(app.assetProblems(), "cannot load font " + assets + "/fonts/DejaVuSerif-Bold.ttf (");
    INFO(title);
    CHECK_THAT(title, EndsWith(") nor " + options.system_font_dir + "/DejaVuSerif-Bold.ttf; using the default font " + regular));
    const std::string bold = problemStarting(app.assetProblems(), "cannot load font " + assets + "/fonts/DejaVuSans-Bold.ttf (");
    INFO(bold);
    CHECK_THAT(bold, EndsWith(") nor " + options.system_font_dir + "/DejaVuSans-Bold.ttf; using the default font " + regular));

    // The New game screen's map preview: plain squares too.
    app.screens().push(std::make_unique<NewGameScreen>(app));
    app.runFrames(2);
    REQUIRE(app.saveScreenshot(shotPath("assets_fallback_new_game")));
    CHECK_FALSE(problemStarting(app.assetProblems(), "cannot load image " + assets + "/tiles/wall.png (").empty());
    app.screens().pop(app.screens().top());
    app.runFrames(1);

    // The board of Quest I: the wall and one floor tile are plain squares, Torgils' token his initial.
    app.screens().push(std::make_unique<BoardScreen>(app, startQuestOne(app), BoardConfig{false, {}}));
    app.runFrames(3);
    REQUIRE(topScreen(app) == "board");
    REQUIRE(app.saveScreenshot(shotPath("assets_fallback_board")));
    const auto& problems = app.assetProblems();
    const std::string wall = problemStarting(problems, "cannot load image " + assets + "/tiles/wall.png (");
    INFO(wall);
    CHECK_THAT(wall, EndsWith("); drawing a plain shape instead"));
    const std::string floor = problemStarting(problems, "cannot load image " + assets + "/tiles/floor_0.png (");
    INFO(floor);
    CHECK_THAT(floor, EndsWith("); drawing a plain shape instead"));
    const std::string token = problemStarting(problems, "cannot load image " + assets + "/tokens/torgils.png (");
    INFO(token);
    CHECK_THAT(token, EndsWith("); drawing a plain shape instead"));
    // Each problem is reported once, however many frames drew the board.
    app.runFrames(5);
    CHECK(app.assetProblems().size() == problems.size());
    SDL_Surface* shot = app.capture();
    REQUIRE(shot != nullptr);
    CHECK(countColour(shot, SDL_Color{46, 40, 36, 255}) > 2000);  // plain walls
    CHECK(countColour(shot, SDL_Color{92, 80, 68, 255}) > 200);   // plain floor squares
    SDL_FreeSurface(shot);
}

TEST_CASE_METHOD(AppTest, "Without any font the app still runs and draws, and says so", "[app][assets]") {
    std::vector<std::string> reported;
    TextRenderer text(app.painter().renderer(), (home.root / "none").string(), (home.root / "none_either").string(),
                      [&](const std::string& p) { reported.push_back(p); });
    CHECK_FALSE(text.hasFont(Face::Title));
    CHECK(text.render(Face::Regular, 16, "Torgils", SDL_Color{255, 255, 255, 255}).texture == nullptr);
    CHECK(text.width(Face::Bold, 16, "Torgils") == 0);
    CHECK(text.lineHeight(Face::Regular, 20) == 24);
    CHECK(text.wrap(Face::Regular, 16, "two words", 10).size() >= 1);
    // One line per face, each by its file name; the Title face tried the default font first.
    REQUIRE(reported.size() == 3);
    CHECK_THAT(reported[0], StartsWith("cannot load font " + (home.root / "none" / "DejaVuSans.ttf").string() + " ("));
    CHECK_THAT(reported[1], StartsWith("cannot load font " + (home.root / "none" / "DejaVuSerif-Bold.ttf").string() + " ("));
    CHECK_THAT(reported[2], StartsWith("cannot load font " + (home.root / "none" / "DejaVuSans-Bold.ttf").string() + " ("));
    for (const std::string& r : reported) CHECK_THAT(r, EndsWith("; drawing without that text"));
}

TEST_CASE("A quest file that breaks after the quests were listed is reported when the game starts", "[app][assets][quest]") {
    HeadlessHome home;
    const fs::path data = copyData(home);
    // The app's clock stands still: the New game screen's poll of the quest files (every
    // kQuestPollMs) would otherwise, on a slow machine, list the broken quest greyed before the
    // clicks below choose it, and the change must first be met when the game starts.
    AppOptions options = optionsOn(home, data);
    options.manual_clock = true;
    App app(options);
    REQUIRE(app.ok());
    app.screens().push(std::make_unique<MainMenuScreen>(app));
    app.runFrames(1);
    clickRect(app, topAs<MainMenuScreen>(app).itemRect(MainMenuScreen::Item::NewGame));
    REQUIRE(topScreen(app) == "new_game");
    // The quests are listed; now the file of Quest I is edited on disk and no longer loads.
    const auto& lib = app.quests().library;
    REQUIRE_FALSE(lib.quests.empty());
    const std::string id = lib.quests.front().id;
    const std::string file = lib.quest_files.at(id);
    writeFile(data / file, "{\"id\": \"" + id + "\", \"number\": 1,\n  \"title\": ");

    clickRect(app, topAs<NewGameScreen>(app).entryRect(0), 1);
    clickRect(app, topAs<NewGameScreen>(app).layout().next);
    REQUIRE(topScreen(app) == "group_heroes");
    press(app, SDLK_d);  // the default group
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    REQUIRE(topScreen(app) == "group_master");
    press(app, SDLK_d);
    clickRect(app, topAs<GroupScreen>(app).nextButton());
    // Not started, not crashed: a dialog says which file and what is wrong, whole.
    REQUIRE(topScreen(app) == "message");
    const MessageScreen& dialog = topAs<MessageScreen>(app);
    CHECK(dialog.title() == "The quest changed");
    REQUIRE(dialog.paragraphs().size() == 1);
    const std::string gone = dialog.paragraphs()[0];
    INFO(gone);
    CHECK_THAT(gone, StartsWith(file + " changed since the quests were listed and no longer loads: " + file + ":2:12: "));
    REQUIRE(app.saveScreenshot(shotPath("assets_quest_changed")));
    // Enter closes it; the Master's group screen keeps the reason on its message line.
    press(app, SDLK_RETURN);
    REQUIRE(topScreen(app) == "group_master");
    CHECK(topAs<GroupScreen>(app).message() == "The game cannot start: " + gone);
    // The game goes on: back to the main menu.
    for (int i = 0; i < 4 && topScreen(app) != "main_menu"; ++i) press(app, SDLK_ESCAPE);
    CHECK(topScreen(app) == "main_menu");
}

TEST_CASE("A quest file deleted after the quests were listed is reported when the game starts", "[app][assets][quest]") {
    HeadlessHome home;
    const fs::path data = copyData(home);
    App app(optionsOn(home, data));
    REQUIRE(app.ok());
    const auto& lib = app.quests().library;
    const std::string id = lib.quests.front().id;
    const std::string file = lib.quest_files.at(id);
    fs::remove(data / file);
    CHECK(app.questGone(id) == file + " changed since the quests were listed and no longer holds the quest \"" + id + "\"");
    CHECK(app.questGone("no_such_quest") == "the quest \"no_such_quest\" is not among the quests");
    // Another quest still starts.
    CHECK(app.questGone(lib.quests.back().id).empty());
}
