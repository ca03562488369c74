// `catakombes validate` (placeholder until the loader lands).
#include "cata/content/validate.h"

namespace cata::content {

Diagnostics validateFiles(const std::vector<std::string>&, const std::string&) { return {}; }

int runValidate(const std::vector<std::string>& files, bool all, const std::string& data_dir, std::ostream& out) {
    const Diagnostics diags = validateFiles(all ? std::vector<std::string>{} : files, data_dir);
    for (const auto& d : diags) out << d.format() << '\n';
    return diags.empty() ? 0 : 1;
}

}  // namespace cata::content
