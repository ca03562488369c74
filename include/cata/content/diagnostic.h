// Problems found in content files, reported as `file:line:column: /json/pointer: message`.
#pragma once

#include <string>
#include <vector>

namespace cata::content {

/// One problem in a content file. `line` and `column` are 1-based (0 when unknown).
struct Diagnostic {
    std::string file;
    int line = 0;
    int column = 0;
    std::string pointer;  // JSON pointer of the offending value ("" for the whole document)
    std::string message;

    /// `file:line:column: /json/pointer: message` (the pointer part is "/" for the root).
    std::string format() const;
    bool operator==(const Diagnostic&) const = default;
};

using Diagnostics = std::vector<Diagnostic>;

}  // namespace cata::content
