// The rules reference: topics in English and French, keywords of cards find their topic, and
// the screen shows the topic a keyword opens.
#include <catch2/catch.hpp>
#include <memory>
#include <set>

#include "cata/app/card_view.h"
#include "cata/app/rules_reference.h"
#include "cata/app/rules_screen.h"
#include "cata/core/card.h"
#include "headless.h"
#include "layout_check.h"
#include "ui_steps.h"

using namespace cata::app;
using namespace cata::app::test;

TEST_CASE("The rules reference has every topic in both languages", "[app][rules]") {
    const RulesReference en = RulesReference::load(dataDir(), "en");
    const RulesReference fr = RulesReference::load(dataDir(), "fr");
    REQUIRE(en.topics().size() >= 30);
    REQUIRE(en.topics().size() == fr.topics().size());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < en.topics().size(); ++i) {
        const RulesTopic& e = en.topics()[i];
        const RulesTopic& f = fr.topics()[i];
        INFO(e.id);
        CHECK(ids.insert(e.id).second);
        CHECK(e.id == f.id);
        CHECK_FALSE(e.title.empty());
        CHECK(e.text.size() > 80);
        CHECK(f.text.size() > 80);
        CHECK(e.text != f.text);
        CHECK(e.rule.rfind("R", 0) == 0);
        CHECK_FALSE(e.keywords.empty());
    }
    REQUIRE(en.forKeyword("fear") != nullptr);
    CHECK(en.forKeyword("fear")->rule == "R28");
    CHECK(en.forKeyword("Fear") == en.forKeyword("fear"));
    REQUIRE(fr.forKeyword("fear") != nullptr);
    CHECK(fr.forKeyword("fear")->title == "Peur");
    CHECK(fr.forKeyword("peur") == fr.forKeyword("fear"));
    CHECK(en.forKeyword("no such rule") == nullptr);
    // Every special rule a card can print opens a topic (R28–R39), and so do the optional rules.
    for (std::string_view key : cata::kSpecialRuleIds) {
        INFO(key);
        CHECK(en.forKeyword(std::string(key)) != nullptr);
    }
    for (const char* word : {"duel", "unexpected events", "critical hit", "waiting", "gigantic", "destiny", "block",
                             "line of sight", "trap", "door", "spell", "armour", "dice of power", "walk", "run", "shift"}) {
        INFO(word);
        CHECK(en.forKeyword(word) != nullptr);
    }
}

TEST_CASE_METHOD(AppTest, "The rules screen opens on a keyword's topic and moves with the keys", "[app][rules]") {
    app.screens().push(std::make_unique<RulesScreen>(app, "poison"));
    app.runFrames(1);
    auto* screen = dynamic_cast<RulesScreen*>(app.screens().top());
    REQUIRE(screen != nullptr);
    const auto& topics = app.rulesReference().topics();
    CHECK(topics[static_cast<std::size_t>(screen->selected())].id == "poison");
    pressKey(SDLK_DOWN);
    app.runFrames(1);
    CHECK(topics[static_cast<std::size_t>(screen->selected())].id != "poison");
    const Rect first = screen->topicRect(0);
    pressKey(SDLK_HOME);
    app.runFrames(1);
    CHECK(screen->selected() == 0);
    clickAt(first.centerX(), screen->topicRect(2).centerY());
    app.runFrames(1);
    CHECK(screen->selected() == 2);
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app).empty());
}

TEST_CASE_METHOD(AppTest, "A special rule on a card opens its explanation", "[app][rules][card]") {
    const cata::CharacterCard* king = app.quests().library.card("king_of_the_tombs");
    REQUIRE(king != nullptr);
    REQUIRE(king->has(cata::SpecialRuleId::Fear));
    auto* view = new CardViewScreen(app, *king);
    app.screens().push(std::unique_ptr<Screen>(view));
    app.runFrames(2);
    REQUIRE(topScreen(app) == "card_view");
    const RuleHotspot* first_rule = nullptr;  // the characteristics come first (their tooltips)
    for (const RuleHotspot& h : view->hotspots())
        if (!h.keyword.empty() && !first_rule) first_rule = &h;
    REQUIRE(first_rule != nullptr);
    CHECK(first_rule->keyword == "fear");
    const Rect fear = first_rule->rect;
    clickAt(fear.centerX(), fear.centerY());
    app.runFrames(2);
    REQUIRE(topScreen(app) == "rules");
    auto* rules = dynamic_cast<RulesScreen*>(app.screens().top());
    REQUIRE(rules != nullptr);
    CHECK(app.rulesReference().topics()[static_cast<std::size_t>(rules->selected())].id == "fear");
    pressKey(SDLK_ESCAPE);
    app.runFrames(2);
    CHECK(topScreen(app) == "card_view");
    clickAt(5, 5);  // elsewhere: closes
    app.runFrames(2);
    CHECK(topScreen(app).empty());
}

TEST_CASE("The rules reference has topics on the solo Master AI, victory and defeat, and group building",
          "[app][rules][R44][R52][R53]") {
    for (const char* lang : {"en", "fr"}) {
        const RulesReference rules = RulesReference::load(dataDir(), lang);
        INFO(lang);
        const auto topic = [&](const std::string& id) -> const RulesTopic* {
            for (const RulesTopic& t : rules.topics())
                if (t.id == id) return &t;
            return nullptr;
        };
        REQUIRE(topic("solo_ai") != nullptr);
        CHECK(topic("solo_ai")->rule == "R44");
        REQUIRE(topic("victory") != nullptr);
        CHECK(topic("victory")->rule == "R52");
        REQUIRE(topic("groups") != nullptr);
        CHECK(topic("groups")->rule == "R53");
    }
    const RulesReference en = RulesReference::load(dataDir(), "en");
    const RulesReference fr = RulesReference::load(dataDir(), "fr");
    for (const char* word : {"solo", "Master AI", "victory", "defeat", "turn limit", "budget"}) {
        INFO(word);
        CHECK(en.forKeyword(word) != nullptr);
    }
    CHECK(en.forKeyword("Master AI")->id == "solo_ai");
    CHECK(en.forKeyword("victory")->id == "victory");
    CHECK(fr.forKeyword("défaite")->id == "victory");
    CHECK(fr.forKeyword("IA")->id == "solo_ai");
}

TEST_CASE("The rules list draws every title whole and at one size, a long one on two lines", "[app][rules][layout]") {
    for (const double scale : {1.0, 2.0}) {
        for (const char* lang : {"en", "fr"}) {
            HeadlessHome home;
            App app(home.options());
            REQUIRE(app.ok());
            editSettings(app, [&](Settings& st) {
                st.ui_scale = scale;
                st.language = lang;
            });
            app.screens().push(std::make_unique<RulesScreen>(app));
            app.runFrames(1);
            auto& screen = dynamic_cast<RulesScreen&>(*app.screens().top());
            const auto& topics = app.rulesReference().topics();
            int height = -1;
            bool two_lines = false;
            for (int i = 0; i < static_cast<int>(topics.size()); ++i) {
                screen.select(i);
                const LayoutRecord rec = recordFrame(app);
                const std::vector<std::string> lines = screen.topicTitleLines(i);
                INFO(lang << " " << scale << " " << topics[static_cast<std::size_t>(i)].title);
                REQUIRE_FALSE(lines.empty());
                CHECK(lines.size() <= 2);
                two_lines = two_lines || lines.size() == 2;
                std::string joined;
                for (const std::string& l : lines) joined += (joined.empty() ? "" : " ") + l;
                CHECK(joined == topics[static_cast<std::size_t>(i)].title);
                for (const std::string& l : lines) {
                    const TextBox* box = nullptr;
                    for (const TextBox& tb : rec.texts)
                        if (tb.text == l && screen.topicRect(i).contains(tb.box.centerX(), tb.box.centerY())) box = &tb;
                    REQUIRE(box != nullptr);
                    if (height < 0) height = box->box.h;
                    CHECK(box->box.h == height);  // the same font size as every other title
                    CHECK(holds(screen.topicRect(i), box->ink));
                }
            }
            if (std::string(lang) == "en" && scale == 1.0) CHECK(two_lines);  // "Immaterial, magic weapons and armour"
            CHECK(layoutProblems(app).empty());
        }
    }
}
