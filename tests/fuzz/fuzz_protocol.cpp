// Fuzz target: engine protocol lines against a game already under way (docs/engine-protocol.md),
// the fast variant of fuzz_engine (docs/robustness.md, "Focused targets"). The session is made
// once, with a game of quest I started; each input gets a copy of it (the reset) and plays its
// first kProtocolLines lines against it: act, why, odds, undo, force, state, legal, hash, quit
// and any malformed line. The commands that start or read a whole game — new, setup, load, replay —
// and those that write files are fuzz_engine's: lines naming them are skipped. Every line must get one reply line of
// JSON with "ok" (and "error" when false); nothing may crash, hang or leak.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "cata/content/engine_session.h"
#include "fuzz_support.h"
#include "reply_check.h"

namespace {

constexpr int kProtocolLines = 8;

/// True for the commands left to fuzz_engine (they load or write whole games).
bool wholeGameCommand(const std::string& line) {
    for (const char* word : {"\"new\"", "\"setup\"", "\"load\"", "\"replay\"", "\"save\"", "\"save_replay\""})
        if (line.find(word) != std::string::npos) return true;
    return false;
}

const cata::content::EngineSession& startedSession() {
    using namespace cata;
    static const content::EngineSession session = [] {
        auto shipped =
            std::make_shared<const content::ContentDocuments>(content::ContentDocuments::shipped(fuzz::dataDir()));
        content::EngineSession s(fuzz::dataDir(), shipped);
        for (const char* line : {R"({"cmd": "new", "quest": 1, "seed": 7})", R"({"cmd": "legal"})"}) {
            const std::string reply = s.handle(line);
            if (reply.find("\"ok\":true") == std::string::npos) fuzz::fail("the starting game did not start: " + reply);
        }
        return s;
    }();
    return session;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    content::EngineSession session = startedSession();  // a copy: every input starts from the same game
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    for (int lines = 0; lines < kProtocolLines && start <= input.size() && !session.finished(); ++lines) {
        std::size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        const std::string line = input.substr(start, end - start);
        if (!wholeGameCommand(line)) fuzz::checkReply(session.handle(line));
        start = end + 1;
    }
    return 0;
}
