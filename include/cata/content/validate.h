// `catakombes validate FILE… | --all`: check content files and report every problem at once.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cata/content/diagnostic.h"
#include "cata/content/library.h"

namespace cata::content {

/// Validates the given files (rulesets, spell files, card files, quests: the kind is told by
/// the folder, else by the top-level keys) against the shipped content under `data_dir`, or
/// every shipped file when `files` is empty. Returns every problem found. With `user_dir` (the
/// player's content folder, user_content.h), the cards and spells of its packs are context too,
/// and a given file of its quests/ or packs/ is checked as the game loads it: its ids may not
/// be a shipped quest's, card's or spell's.
Diagnostics validateFiles(const std::vector<std::string>& files, const std::string& data_dir,
                          const std::string& user_dir = "");

/// Every problem found, and how many files were checked.
struct ValidationResult {
    Diagnostics diagnostics;
    int files = 0;
};

/// As `validateFiles`, also counting the files checked.
ValidationResult validate(const std::vector<std::string>& files, const std::string& data_dir,
                          const std::string& user_dir = "");

/// As `validate({display})` for a quest whose text is `text` rather than a file (the editor's
/// live check): the same checks and messages, the file shown as `display`.
/// With `user_dir` it is checked as a quest of the player's folder (validate's user files).
ValidationResult validateQuestText(const std::string& display, const std::string& text, const std::string& data_dir,
                                   const std::string& user_dir = "");

/// The context validateQuestText checks a quest in — the shipped rules, spells, cards and
/// quests, the packs' cards and spells — read and parsed once, for a caller that checks a quest
/// again and again (the editor, after each edit): each check then parses the quest alone. The
/// same checks and messages as validateQuestText, which is one check with a fresh context.
class QuestTextChecker {
public:
    QuestTextChecker(const std::string& data_dir, const std::string& user_dir = "");
    ValidationResult check(const std::string& display, const std::string& text) const;

private:
    std::vector<ContentSource> context_;
    std::string user_dir_;
};

/// Runs the validate command: prints each diagnostic on its own line to `out` and a summary
/// line; returns the process exit code (0 clean, 1 problems found).
int runValidate(const std::vector<std::string>& files, bool all, const std::string& data_dir, std::ostream& out,
                const std::string& user_dir = "");

}  // namespace cata::content
