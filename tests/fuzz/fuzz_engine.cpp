// Fuzz target: the engine protocol (docs/engine-protocol.md) through EngineSession::handle(),
// in-process. The input is a sequence of command lines (split at '\n'; the first kMaxLines,
// so that one input stays quick), played in a fresh session. Every line must get one reply line of JSON with "ok" (and "error" when false);
// nothing may crash, hang or leak.
//
// Files: "path" members of save / save_replay / load / replay are redirected into a private
// temporary folder (eight names, so a save and the load after it meet), so a fuzzed line never
// writes outside it.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "cata/content/engine_session.h"
#include "fuzz_support.h"

namespace {

namespace fs = std::filesystem;

constexpr int kMaxLines = 48;

const fs::path& sandbox() {
    static const fs::path d = [] {
        fs::path p = fs::temp_directory_path() / ("cata_fuzz_engine_" + std::to_string(::getpid()));
        fs::create_directories(p);
        return p;
    }();
    return d;
}

/// The line with a file command's "path" moved into the sandbox; other lines as they are.
std::string sandboxed(const std::string& line) {
    nlohmann::json cmd = nlohmann::json::parse(line, nullptr, false);
    if (!cmd.is_object()) return line;
    auto c = cmd.find("cmd");
    auto p = cmd.find("path");
    if (c == cmd.end() || p == cmd.end() || !c->is_string() || !p->is_string()) return line;
    const std::string name = c->get<std::string>();
    if (name != "save" && name != "save_replay" && name != "load" && name != "replay") return line;
    *p = (sandbox() / ("f" + std::to_string(std::hash<std::string>{}(p->get<std::string>()) % 8) + ".json")).string();
    return cmd.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    std::error_code ec;
    for (int i = 0; i < 8; ++i) fs::remove(sandbox() / ("f" + std::to_string(i) + ".json"), ec);
    static const auto shipped =
        std::make_shared<const content::ContentDocuments>(content::ContentDocuments::shipped(fuzz::dataDir()));
    content::EngineSession session(fuzz::dataDir(), shipped);
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    for (int lines = 0; lines < kMaxLines && start <= input.size() && !session.finished(); ++lines) {
        std::size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        const std::string reply = session.handle(sandboxed(input.substr(start, end - start)));
        const nlohmann::json r = nlohmann::json::parse(reply, nullptr, false);
        if (!r.is_object() || !r.contains("ok") || !r["ok"].is_boolean()) fuzz::fail("a reply without \"ok\": " + reply);
        if (!r["ok"].get<bool>() && (!r.contains("error") || !r["error"].is_string() || r["error"].get<std::string>().empty()))
            fuzz::fail("an error reply without a message: " + reply);
        start = end + 1;
    }
    return 0;
}
