// `catakombes validate` (validate.h): the given files are checked in the context of the
// shipped rulesets, spells and cards, replacing the shipped file of the same path.
#include "cata/content/validate.h"

#include <fmt/format.h>

#include <filesystem>
#include <set>

#include "cata/content/library.h"

namespace cata::content {

namespace {

namespace fs = std::filesystem;

std::string canonical(const std::string& path) {
    std::error_code ec;
    const fs::path p = fs::weakly_canonical(fs::path(path), ec);
    return ec ? path : p.string();
}

}  // namespace

ValidationResult validate(const std::vector<std::string>& files, const std::string& data_dir) {
    ValidationResult result;
    std::vector<ContentSource> sources;
    if (files.empty()) {
        sources = shippedSources(data_dir);
    } else {
        std::set<std::string> given;
        for (const auto& f : files) given.insert(canonical(f));
        for (auto& s : shippedSources(data_dir)) {
            // Quests are nobody's context; a given file replaces its shipped copy.
            if (s.display.rfind("quests/", 0) == 0 || given.count(canonical(s.path))) continue;
            s.report = false;
            sources.push_back(std::move(s));
        }
        for (const auto& f : files) sources.push_back({f, f, std::nullopt, std::nullopt, true, ""});
    }
    for (const auto& s : sources) result.files += s.report ? 1 : 0;
    result.diagnostics = loadSources(sources).diagnostics;
    return result;
}

ValidationResult validateQuestText(const std::string& display, const std::string& text, const std::string& data_dir) {
    ValidationResult result;
    std::vector<ContentSource> sources;
    for (auto& s : shippedSources(data_dir)) {
        if (s.display.rfind("quests/", 0) == 0) continue;  // quests are nobody's context
        s.report = false;
        sources.push_back(std::move(s));
    }
    sources.push_back({display, display, text, ContentKind::Quest, true, ""});
    result.files = 1;
    result.diagnostics = loadSources(sources).diagnostics;
    return result;
}

Diagnostics validateFiles(const std::vector<std::string>& files, const std::string& data_dir) {
    return validate(files, data_dir).diagnostics;
}

int runValidate(const std::vector<std::string>& files, bool all, const std::string& data_dir, std::ostream& out) {
    const ValidationResult result = validate(all ? std::vector<std::string>{} : files, data_dir);
    std::set<std::string> broken;
    for (const auto& d : result.diagnostics) {
        out << d.format() << '\n';
        broken.insert(d.file);
    }
    const std::size_t n = result.diagnostics.size();
    if (n == 0) out << fmt::format("all {} file{} {} valid\n", result.files, result.files == 1 ? "" : "s", result.files == 1 ? "is" : "are");
    else out << fmt::format("{} problem{} in {} file{}\n", n, n == 1 ? "" : "s", broken.size(), broken.size() == 1 ? "" : "s");
    return n == 0 ? 0 : 1;
}

}  // namespace cata::content
