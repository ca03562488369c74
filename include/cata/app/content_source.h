// The app's one door to the content loader (cata/content/library.h), so the client still
// builds while the loader is being written: when src/content/library.cpp is not in the
// source tree, the catalogue says the loader is missing instead of failing to link.
#pragma once

#include <string>

#include "cata/content/library.h"

namespace cata::app {

/// What the New game screen offers.
struct QuestCatalog {
    bool loader_built = false;         // false: this build has no content loader yet
    content::ContentLibrary library;   // quests that loaded, and broken_quests with their problems
};

/// Loads every quest under `data_dir` (never throws on bad content).
QuestCatalog loadQuestCatalog(const std::string& data_dir);

}  // namespace cata::app
