// `catakombes validate` (validate.h): the given files are checked in the context of the
// shipped rulesets, spells and cards, replacing the shipped file of the same path.
#include "cata/content/validate.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>

#include "cata/content/json_source.h"
#include "cata/content/library.h"
#include "cata/content/user_content.h"

namespace cata::content {

namespace {

namespace fs = std::filesystem;

std::string canonical(const std::string& path) {
    std::error_code ec;
    const fs::path p = fs::weakly_canonical(fs::path(path), ec);
    return ec ? path : p.string();
}

/// Where a given file belongs in the player's folder `user` (canonical): "user" under quests/,
/// the pack's name under packs/<name>/, "" elsewhere.
std::string userOrigin(const std::string& file, const std::string& user) {
    if (user.empty()) return {};
    const fs::path rel = fs::path(canonical(file)).lexically_relative(user);
    auto it = rel.begin();
    if (rel.empty() || it == rel.end() || *it == "..") return {};
    if (*it == "quests") return "user";
    if (*it == "packs" && ++it != rel.end()) return it->string();
    return {};
}

}  // namespace

ValidationResult validate(const std::vector<std::string>& files, const std::string& data_dir,
                          const std::string& user_dir) {
    ValidationResult result;
    std::vector<ContentSource> sources;
    if (files.empty()) {
        sources = shippedSources(data_dir);
    } else {
        std::set<std::string> given;
        for (const auto& f : files) given.insert(canonical(f));
        const std::string user = user_dir.empty() ? std::string() : canonical(user_dir);
        // A file of the player's folder is checked as the game loads it: the shipped quests are
        // then context, so that it may not take one's id.
        const bool any_user =
            std::any_of(files.begin(), files.end(), [&](const std::string& f) { return !userOrigin(f, user).empty(); });
        std::vector<ContentSource> context = shippedSources(data_dir);
        for (ContentSource& s : userSources(user_dir))
            if (s.kind != ContentKind::Quest) context.push_back(std::move(s));  // the packs' cards and spells
        for (auto& s : context) {
            // Quests are nobody's context (but a user file's); a given file replaces its copy.
            const bool quest = s.kind == ContentKind::Quest || s.display.rfind("quests/", 0) == 0;
            if ((quest && !any_user) || given.count(canonical(s.path))) continue;
            s.report = false;
            sources.push_back(std::move(s));
        }
        for (const auto& f : files) sources.push_back({f, f, std::nullopt, std::nullopt, true, userOrigin(f, user)});
    }
    for (const auto& s : sources) result.files += s.report ? 1 : 0;
    result.diagnostics = loadSources(sources).diagnostics;
    return result;
}

QuestTextChecker::QuestTextChecker(const std::string& data_dir, const std::string& user_dir) : user_dir_(user_dir) {
    // As validate() checks a file of the player's folder: the shipped content and the packs'
    // cards and spells as context, the shipped quests too (their ids are taken).
    context_ = shippedSources(data_dir);
    for (ContentSource& s : userSources(user_dir))
        if (s.kind != ContentKind::Quest) context_.push_back(std::move(s));
    for (auto& s : context_) {
        s.report = false;
        Diagnostics problems;  // a context file that does not parse is read again at each check
        auto parsed = s.text ? std::make_shared<const JsonSource>(s.display, *s.text, problems)
                             : JsonSource::readFile(s.path, s.display, problems);
        if (parsed->ok()) s.parsed = std::move(parsed);
    }
}

ValidationResult QuestTextChecker::check(const std::string& display, const std::string& text) const {
    ValidationResult result;
    std::vector<ContentSource> sources = context_;
    sources.push_back({display, display, text, ContentKind::Quest, true, user_dir_.empty() ? "" : "user"});
    result.files = 1;
    result.diagnostics = loadSources(sources).diagnostics;
    return result;
}

ValidationResult validateQuestText(const std::string& display, const std::string& text, const std::string& data_dir,
                                   const std::string& user_dir) {
    return QuestTextChecker(data_dir, user_dir).check(display, text);
}

Diagnostics validateFiles(const std::vector<std::string>& files, const std::string& data_dir,
                          const std::string& user_dir) {
    return validate(files, data_dir, user_dir).diagnostics;
}

int runValidate(const std::vector<std::string>& files, bool all, const std::string& data_dir, std::ostream& out,
                const std::string& user_dir) {
    const ValidationResult result = validate(all ? std::vector<std::string>{} : files, data_dir, user_dir);
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
