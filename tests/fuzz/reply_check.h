// The check of every engine reply that the protocol targets make (fuzz_protocol, fuzz_engine):
// one line of JSON, an object with a boolean "ok", and a non-empty "error" string when "ok" is
// false. Compiled without coverage instrumentation (tests/fuzz/CMakeLists.txt): the fuzzer
// learns nothing from the branches of its own checker, whose parse of a reply (up to ~10 KB for
// a legal list) was a fifth of fuzz_protocol's time under comparison tracing, and whose
// features were noise in the corpus.
#pragma once

#include <string>

namespace cata::fuzz {

/// Aborts (a finding, like a crash) unless `reply` is a JSON object with a boolean "ok", and a
/// non-empty "error" string when "ok" is false.
void checkReply(const std::string& reply);

}  // namespace cata::fuzz
