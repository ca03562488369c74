// The app's one door to the content loader (cata/content/library.h), so the client still
// builds while the loader is being written: when src/content/library.cpp is not in the
// source tree, the catalogue says the loader is missing instead of failing to link.
#pragma once

#include <string>
#include <vector>

#include "cata/content/library.h"

namespace cata::app {

/// What the New game screen offers.
struct QuestCatalog {
    bool loader_built = false;         // false: this build has no content loader yet
    content::ContentLibrary library;   // quests that loaded, and broken_quests with their problems
    /// The ids of the quests the tutorial's lessons play (assets/tutorial/), sorted: the New game
    /// screen does not list them.
    std::vector<std::string> lesson_quests;
    /// True when quest `id` is one a lesson plays.
    bool isLesson(const std::string& id) const;
};

/// Loads every quest under `data_dir`, and the player's quests and packs under `user_dir` (its
/// quests/ and packs/; none when empty) against the shipped rules and cards (never throws on
/// bad content: a broken file is listed with its problems).
QuestCatalog loadQuestCatalog(const std::string& data_dir, const std::string& user_dir = "");

}  // namespace cata::app
