// Adapter to content::loadContent. The __has_include test switches the real call on by itself
// once src/content/library.cpp exists (reconfigure or rebuild this file after it lands); it can
// then be removed.
#include "cata/app/content_source.h"

#include <algorithm>
#include <filesystem>

#include "cata/app/tutorial_script.h"
#include "cata/content/user_content.h"

#if __has_include("../content/library.cpp")
#define CATA_APP_HAS_CONTENT_LOADER 1
#else
#define CATA_APP_HAS_CONTENT_LOADER 0
#endif

namespace cata::app {

bool QuestCatalog::isLesson(const std::string& id) const {
    return std::binary_search(lesson_quests.begin(), lesson_quests.end(), id);
}

QuestCatalog loadQuestCatalog(const std::string& data_dir, const std::string& user_dir) {
    QuestCatalog catalog;
#if CATA_APP_HAS_CONTENT_LOADER
    catalog.loader_built = true;
    catalog.library = content::loadContent(data_dir, user_dir).library;
    // The quests the lessons play (assets/tutorial/*.json) start from the main menu's First
    // steps, not from the New game screen.
    std::error_code ec;
    const std::filesystem::path lessons = std::filesystem::path(data_dir) / "assets" / "tutorial";
    for (std::filesystem::directory_iterator it(lessons, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".json")
            if (const TutorialLoad l = loadTutorialScript(it->path().string(), it->path().filename().string());
                l.script)
                catalog.lesson_quests.push_back(l.script->quest);
    std::sort(catalog.lesson_quests.begin(), catalog.lesson_quests.end());
#else
    (void)data_dir;
    (void)user_dir;
#endif
    return catalog;
}

}  // namespace cata::app
