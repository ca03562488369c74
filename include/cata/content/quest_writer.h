// The stable writer of content files: a quest (or a card or spell file)
// written with a fixed key order and a fixed line layout, so that reading and writing an
// unchanged file gives the same bytes, and a hand edit survives a round trip. Keys the writer
// does not know and `//` comment keys are kept, after the known ones, in their original order
// (the document is read as an ordered_json to keep that order). docs/content-format.md,
// "The stable layout".
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace cata::content {

/// Lines are kept within this many characters where a value allows (a long text does not).
inline constexpr int kWriterWidth = 100;

/// The text of content document `doc` in the stable layout: two-space indents; the known keys of
/// each object in the order of its schema (schemas/*.schema.json, the order of
/// docs/content-format.md), then the others and `//` comments in their order in `doc`; the map
/// rows (`terrain`, `zone_map`) one per line; an array or object that fits on its line on one
/// line (`"at": [7, 2]`, `{"en": "…", "fr": "…"}`), else one member per line. Ends with a newline.
std::string writeQuest(const nlohmann::ordered_json& doc);

/// Reads `text` (keeping its key order) and writes it in the stable layout; nothing, with the
/// parser's message in `error`, when it is not JSON.
std::optional<std::string> normaliseQuestText(const std::string& text, std::string* error = nullptr);

/// Writes `doc` to `path` in the stable layout, atomically (writeFileAtomically: a temporary
/// file renamed over the old one). False with "<path>: <problem>" in `error` on failure.
bool saveQuestFile(const std::string& path, const nlohmann::ordered_json& doc, std::string* error);

/// Removes the member `key` of the object `object` (nothing when it has none), keeping the other
/// members' order. nlohmann 3.11.2's own ordered_json::erase(key) moves the later members in
/// place without pointing their children back at them (with JSON_DIAGNOSTICS, its invariant
/// check aborts on the next copy; without it, a diagnostic's path may read freed memory): every
/// removal of a member from an edited document goes through here.
void eraseMember(nlohmann::ordered_json& object, const std::string& key);

}  // namespace cata::content
