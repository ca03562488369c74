// JSON forms of the rules core's values (STYLE.md: structured actions with JSON forms): actions,
// legal actions, events, pending decisions, results and the whole GameStateData. They live in
// the content layer so that the core stays standard-library only.
//
// Characters, objects, items and quest special actions are written by their ids (a character's
// instance id, a quest object's id, an item's id, a special action's id), never by index;
// `JsonNames` maps between the two for one game. Reading is strict: unknown keys, wrong types
// and unknown ids are `FormError`s whose message starts with the path of the offending value
// ("action.to: expected [x, y], found a string").
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/core/game_state.h"

namespace cata::content {

/// A JSON value that does not have the expected form; `what()` is "path: problem".
class FormError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The ids of one game's characters, objects, items and quest special actions, by index.
struct JsonNames {
    std::vector<std::string> characters;
    std::vector<std::string> objects;
    std::vector<std::string> items;
    std::vector<std::string> specials;

    static JsonNames of(const GameState& s);
    static JsonNames of(const GameContent& content, const GameStateData& data);
};

// ---- Actions ----

/// Every action type word ("walk", "run", … "pass"), in the order of the Action variant.
const std::vector<std::string>& actionTypeWords();

/// `{"type": "walk", "actor": "irf", "to": [3, 4]}`.
nlohmann::json actionToJson(const Action& a, const JsonNames& names);
/// A legal action: the action's members plus "ap", "rolls_dice" and "reveals".
nlohmann::json legalActionToJson(const LegalAction& a, const JsonNames& names);
/// `[legalActionToJson(a) for a in actions]` as the engine writes it (the compact dump, text
/// that is not valid UTF-8 replaced), written without building the document.
std::string legalActionsText(const std::vector<LegalAction>& actions, const JsonNames& names);

/// Reads a complete action (every member of its type required). `path` prefixes messages
/// ("action"). The members "ap", "rolls_dice" and "reveals" are allowed and ignored. A decision
/// answer may also be written `{"type": "answer", "option": "stay"}` or `{"option": "stay"}`.
/// Throws FormError.
Action actionFromJson(const nlohmann::json& v, const JsonNames& names, const std::string& path = "action");

/// A partly given action, for choosing among the legal actions: the type and the members given.
struct ActionPattern {
    Action action;                // the type given, members given filled in, others default
    std::set<std::string, std::less<>> given;  // the members given (besides "type")
    nlohmann::json info;          // "ap" / "rolls_dice" / "reveals" when given
    std::string members;          // the given members as actionToJson writes them, as JSON text (what is compared)
};
/// Reads a pattern: "type" (or "option") required, members optional but checked. Throws FormError.
ActionPattern actionPatternFromJson(const nlohmann::json& v, const JsonNames& names, const std::string& path = "action");
/// True when `legal` has the pattern's type and agrees on every member given.
bool patternMatches(const ActionPattern& p, const LegalAction& legal, const JsonNames& names);

// ---- Events, decisions, results ----

/// `{"type": "moved", "who": "irf", "from": [1, 1], "to": [2, 1], "rule": "R9"}`.
nlohmann::json eventToJson(const Event& e, const JsonNames& names);
/// Throws FormError.
Event eventFromJson(const nlohmann::json& v, const JsonNames& names, const std::string& path = "event");

nlohmann::json pendingToJson(const PendingDecision& p, const JsonNames& names);
PendingDecision pendingFromJson(const nlohmann::json& v, const JsonNames& names, const std::string& path = "pending");

nlohmann::json resultToJson(const GameResult& r);
GameResult resultFromJson(const nlohmann::json& v, const std::string& path = "result");

// ---- The whole state ----

/// Every field of GameStateData, the RNG state and forced dice queues included. Canonical:
/// the same data always gives the same JSON (keys sorted), so its dump can be hashed.
/// `content` is needed to name objects and special actions and to read the forced queues.
nlohmann::json stateDataToJson(const GameStateData& d, const GameContent& content);
/// Throws FormError.
GameStateData stateDataFromJson(const nlohmann::json& v, const GameContent& content, const std::string& path = "state");

/// The compact dump of `stateDataToJson(d, content)`, written without building the document.
std::string stateDataText(const GameStateData& d, const GameContent& content);
/// FNV-1a 64 of the compact dump of `stateDataToJson` (stateDataText), as 16 lower-case hex
/// digits: equal states give equal hashes on every platform.
std::string stateHash(const GameState& s);
/// FNV-1a 64 of bytes, as 16 lower-case hex digits.
std::string fnv1a64Hex(const std::string& bytes);

// ---- Small shared pieces ----

/// `[x, y]`.
nlohmann::json posToJson(Pos p);
/// "heroes" / "master"; reading throws FormError.
Side sideFromJson(const nlohmann::json& v, const std::string& path);
/// "blank", "I", "I*" / "head", "chest", "arm", "leg"; reading throws FormError.
PowerFace powerFaceFromJson(const nlohmann::json& v, const std::string& path);
Location locationFromJson(const nlohmann::json& v, const std::string& path);
std::string_view powerFaceKey(PowerFace f);

}  // namespace cata::content
