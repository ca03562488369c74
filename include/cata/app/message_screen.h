// A modal dialog over the current screen: a title, paragraphs, optional lines in red (such as
// a quest's problems) and an OK button. Enter, Escape or a click on OK closes it.
#pragma once

#include <string>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"

namespace cata::app {

class MessageScreen : public Screen {
public:
    MessageScreen(App& app, std::string title, std::vector<std::string> paragraphs,
                  std::vector<std::string> problems = {});

    std::string_view id() const override { return "message"; }
    void draw(Painter& painter) override;
    bool isOpaque() const override { return false; }

    const std::string& title() const { return title_; }
    const std::vector<std::string>& paragraphs() const { return paragraphs_; }
    const std::vector<std::string>& problems() const { return problems_; }

protected:
    bool keyDown(SDL_Keycode key, Uint16 mod) override;
    bool click(int x, int y) override;

private:
    /// One wrapped line of the dialog's body.
    struct Line {
        std::string text;
        bool problem = false;
        bool gap = false;  // paragraph break
    };
    struct Layout {
        Rect panel;
        Rect ok;
        int body_size = 0;
        int problem_size = 0;
        std::vector<Line> lines;
    };
    Layout layout() const;
    void close();

    std::string title_;
    std::vector<std::string> paragraphs_;
    std::vector<std::string> problems_;
    bool closing_ = false;
};

}  // namespace cata::app
