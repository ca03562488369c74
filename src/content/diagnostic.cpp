// Formatting of content diagnostics (diagnostic.h).
#include "cata/content/diagnostic.h"

#include <fmt/format.h>

namespace cata::content {

std::string Diagnostic::format() const {
    return fmt::format("{}:{}:{}: {}: {}", file, line, column, pointer.empty() ? "/" : pointer, message);
}

}  // namespace cata::content
