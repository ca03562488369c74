// Fuzz target: the save loader (include/cata/content/save_file.h). The input is a save file,
// loaded as the client does (GameSession::load: read, check, rebuild the history from the
// embedded content) and listed as the load screen does (listSaves). Any input must be refused
// with "<path>: <problem>" or load; a loaded save must stand a few random actions, undo, going
// back to the first turn, and be saved and loaded again.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    namespace fs = std::filesystem;
    static const fs::path dir = [] {
        fs::path d = fs::temp_directory_path() / ("cata_fuzz_save_" + std::to_string(::getpid()));
        fs::create_directories(d);
        return d;
    }();
    const fs::path path = dir / "fuzz.json";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    const auto listed = content::listSaves(dir);
    if (listed.size() != 1) fuzz::fail("listSaves did not list the one file");

    std::string error;
    auto session = content::GameSession::load(path, &error);
    if (!session) {
        if (error.rfind(path.string() + ": ", 0) != 0) fuzz::fail("a refused save's message does not name the file: " + error);
        if (error.size() <= path.string().size() + 2) fuzz::fail("a refused save's message says nothing: " + error);
        return 0;
    }
    if (!listed.front().error.empty()) fuzz::fail("listSaves refused a save that loads: " + listed.front().error);
    const auto seed = fuzz::inputSeed(data, size);
    fuzz::playSome(*session, seed, 6);
    // The game as it is now must save and load again.
    const std::string text = session->saveText();
    if (!content::parseSave(text, "resaved.json", &error)) fuzz::fail("a loaded save, saved again, does not load: " + error);
    if (!session->turnMarks().empty() && !session->backTo(0, &error)) (void)error;  // a sentence, not a crash
    return 0;
}
