// Placeholder until the rules reference lands (issue 4).
#include "cata/app/rules_reference.h"

namespace cata::app {

RulesReference RulesReference::load(const std::string& data_dir, const std::string& language) {
    (void)data_dir;
    (void)language;
    return RulesReference{};
}
const RulesTopic* RulesReference::forKeyword(const std::string& keyword) const {
    for (const auto& t : topics_)
        for (const auto& k : t.keywords)
            if (k == keyword) return &t;
    return nullptr;
}

}  // namespace cata::app
