// A parsed JSON content file that remembers where every value and key came from, so that
// problems found later can be reported as `file:line:column: /json/pointer: message`.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "cata/content/diagnostic.h"

namespace cata::content {

/// Documented limits of content files (docs/content-format.md, "Limits").
inline constexpr std::size_t kMaxFileBytes = 1024 * 1024;
inline constexpr int kMaxNesting = 32;
inline constexpr std::size_t kMaxKeyChars = 256;  // characters of an object key

/// One content file: its text, its parsed document and the position of each value and key.
class JsonSource {
public:
    /// Parses `text` (shown as `file` in diagnostics). Syntax errors, a file over 1 MiB,
    /// nesting deeper than 32 levels and a key over 256 characters are appended to `out`;
    /// then `ok()` is false.
    JsonSource(std::string file, std::string text, Diagnostics& out);

    /// Reads and parses the file at `path`, shown as `display` ("cannot read file" when it
    /// cannot be read).
    static JsonSource fromFile(const std::string& path, const std::string& display, Diagnostics& out);

    /// As fromFile, but a file whose bytes have not changed since the process last read it
    /// (under the same path and display name) is not parsed again: the document parsed then
    /// is given back, shared, with the same diagnostics. Every loading of the content reads the
    /// shipped rules, cards and quests again (the app's catalogue, the editor's check at each
    /// edit, each saved game's documents): the parse, the costly part, is made once per
    /// version of each file. The file is always read, so an edit on disk is always seen.
    /// Thread-safe (the balance check and the AI load content on their own threads).
    static std::shared_ptr<const JsonSource> readFile(const std::string& path, const std::string& display,
                                                      Diagnostics& out);

    /// True when the document parsed; `root()` is meaningful only then.
    bool ok() const { return ok_; }
    const nlohmann::json& root() const { return root_; }
    const std::string& file() const { return file_; }
    const std::string& text() const { return text_; }

    /// A diagnostic pointing at the value at `pointer` (or its nearest recorded ancestor).
    Diagnostic at(const std::string& pointer, std::string message) const;
    /// A diagnostic pointing at the key of the member at `pointer` (falls back to the value).
    Diagnostic atKey(const std::string& pointer, std::string message) const;
    /// A diagnostic pointing at character `index` (0-based, decoded) inside the string value
    /// at `pointer`: used for map rows.
    Diagnostic atChar(const std::string& pointer, int index, std::string message) const;

    /// 1-based line and column (in characters, UTF-8 aware) of byte `offset` of the text.
    std::pair<int, int> lineColumn(std::size_t offset) const;

private:
    std::optional<std::size_t> valueOffset(const std::string& pointer) const;
    void parse(Diagnostics& out);

    std::string file_;
    std::string text_;
    nlohmann::json root_;
    bool ok_ = false;
    std::unordered_map<std::string, std::size_t> values_;  // pointer -> offset of the value
    std::unordered_map<std::string, std::size_t> keys_;    // pointer -> offset of the key
    std::vector<std::size_t> line_starts_;

    friend class PositionRecorder;
};

/// `pointer` + "/" + `token`, escaping '~' and '/' as JSON pointers require.
std::string childPointer(const std::string& pointer, const std::string& token);
std::string childPointer(const std::string& pointer, std::size_t index);

}  // namespace cata::content
