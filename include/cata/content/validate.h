// `catakombes validate FILE… | --all`: check content files and report every problem at once.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cata/content/diagnostic.h"

namespace cata::content {

/// Validates the given files (rulesets, spell files, card files, quests: the kind is told by
/// the folder, else by the top-level keys) against the shipped content under `data_dir`, or
/// every shipped file when `files` is empty. Returns every problem found.
Diagnostics validateFiles(const std::vector<std::string>& files, const std::string& data_dir);

/// Every problem found, and how many files were checked.
struct ValidationResult {
    Diagnostics diagnostics;
    int files = 0;
};

/// As `validateFiles`, also counting the files checked.
ValidationResult validate(const std::vector<std::string>& files, const std::string& data_dir);

/// As `validate({display})` for a quest whose text is `text` rather than a file (the editor's
/// live check, issue 19): the same checks and messages, the file shown as `display`.
ValidationResult validateQuestText(const std::string& display, const std::string& text, const std::string& data_dir);

/// Runs the validate command: prints each diagnostic on its own line to `out` and a summary
/// line; returns the process exit code (0 clean, 1 problems found).
int runValidate(const std::vector<std::string>& files, bool all, const std::string& data_dir, std::ostream& out);

}  // namespace cata::content
