// A play-test's position saved as a puzzle (puzzle_save.h).
#include "cata/app/puzzle_save.h"

#include <memory>
#include <system_error>

#include <nlohmann/json.hpp>

#include "cata/app/app.h"
#include "cata/app/message_screen.h"
#include "cata/content/game_session.h"
#include "cata/content/position_json.h"
#include "cata/content/quest_writer.h"
#include "cata/content/validate.h"

namespace cata::app {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

std::string puzzleId(App& app, const std::string& quest_id, const fs::path& quests_dir) {
    const auto taken = [&](const std::string& id) {
        std::error_code ec;
        return app.quests().library.quest(id) != nullptr || fs::exists(quests_dir / (id + ".json"), ec);
    };
    const std::string base = quest_id + "_puzzle";
    std::string id = base;
    for (int n = 2; taken(id); ++n) id = base + "_" + std::to_string(n);
    return id;
}

PuzzleSave savePuzzle(App& app, const content::GameSession& session) {
    PuzzleSave out;
    // The quest as the game embedded it (the file the play-test started from), in the order
    // the stable writer gives its keys.
    ojson doc = ojson::parse(session.record().content->quest.dump());
    const std::string quest_id = doc.value("id", std::string());
    const fs::path dir = app.userDir() / "quests";
    out.id = puzzleId(app, quest_id, dir);
    out.file = dir / (out.id + ".json");
    doc["id"] = out.id;
    content::eraseMember(doc, "$schema");  // a relative path of the folder it came from
    if (auto title = doc.find("title"); title != doc.end() && title->is_object())
        for (auto& [lang, text] : title->items())
            if (const std::string* suffix = app.strings().find(lang, "playtest.puzzle.suffix");
                suffix && text.is_string())
                text = text.get<std::string>() + *suffix;
    // R1–R53 as the core holds them: the whole position (position.h), what it cannot say aside.
    const nlohmann::json start = content::positionToJson(session.state(), &out.lost);
    content::eraseMember(doc, "start");
    doc["start"] = ojson::parse(start.dump());
    std::string text = content::writeQuest(doc);
    const content::ValidationResult check =
        content::validateQuestText(out.file.filename().string(), text, app.dataDir(), app.userDir().string());
    if (!check.diagnostics.empty()) {
        const content::Diagnostic& d = check.diagnostics.front();
        out.error = (d.pointer.empty() ? std::string("/") : d.pointer) + ": " + d.message;
        return out;
    }
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (!content::saveQuestFile(out.file.string(), doc, &out.error)) return out;
    app.reloadQuests();  // the New game screen lists it when it shows again
    if (!app.quests().library.quest(out.id)) {
        const std::string gone = app.questGone(out.id);
        out.error = gone.empty() ? out.file.string() + ": not loaded" : gone;
        return out;
    }
    out.ok = true;
    return out;
}

void savePuzzleAndSay(App& app, const content::GameSession& session) {
    const PuzzleSave r = savePuzzle(app, session);
    std::vector<std::string> paragraphs;
    std::vector<std::string> problems;
    if (r.ok) {
        paragraphs.push_back(app.strings().format("playtest.puzzle.saved", r.id, r.file.string()));
        if (!r.lost.empty()) {
            std::string lost;
            for (const std::string& l : r.lost) lost += (lost.empty() ? "" : "; ") + l;
            problems.push_back(app.strings().format("playtest.puzzle.lost", lost));
        }
    } else {
        paragraphs.push_back(app.tr("playtest.puzzle.failed"));
        problems.push_back(r.error);
    }
    app.screens().push(
        std::make_unique<MessageScreen>(app, app.tr(r.ok ? "playtest.puzzle.title" : "playtest.puzzle.failed_title"),
                                        std::move(paragraphs), std::move(problems)));
}

}  // namespace cata::app
