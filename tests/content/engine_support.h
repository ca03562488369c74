// Helpers of the engine protocol tests: a command sent to a session, and the error a bad line gets.
#pragma once

#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cata/content/engine_session.h"

namespace cata::content::test {

/// Sends one command object and parses the answer.
inline nlohmann::json send(EngineSession& s, const nlohmann::json& cmd) { return nlohmann::json::parse(s.handle(cmd.dump())); }

/// Sends one raw line, which must be refused, and returns the error message.
inline std::string error(EngineSession& s, const std::string& line) {
    const nlohmann::json r = nlohmann::json::parse(s.handle(line));
    REQUIRE(r.at("ok") == false);
    return r.at("error").get<std::string>();
}

}  // namespace cata::content::test
