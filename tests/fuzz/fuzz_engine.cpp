// Fuzz target: the engine protocol (docs/engine-protocol.md) through EngineSession::handle(),
// in-process. The input is a sequence of command lines (split at '\n'; the first kMaxLines,
// so that one input stays quick), played in a fresh session. Every line must get one reply line
// of JSON with "ok" (and "error" when false); nothing may crash, hang or leak. fuzz_protocol is
// the fast variant: lines against a game already started.
//
// Files: "path" members of save / save_replay / load / replay are redirected into a private
// temporary folder (eight names, so a save and the load after it meet), so a fuzzed line never
// writes outside it.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "cata/content/engine_session.h"
#include "fuzz_support.h"
#include "reply_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cata;
    fuzz::clearSandbox();
    static const auto shipped =
        std::make_shared<const content::ContentDocuments>(content::ContentDocuments::shipped(fuzz::dataDir()));
    content::EngineSession session(fuzz::dataDir(), shipped);
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    for (int lines = 0; lines < fuzz::kMaxLines && start <= input.size() && !session.finished(); ++lines) {
        std::size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        const std::string reply = session.handle(fuzz::sandboxed(input.substr(start, end - start)));
        fuzz::checkReply(reply);
        start = end + 1;
    }
    return 0;
}
