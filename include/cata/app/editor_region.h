// The quest editor's Resize dialog (editor_region.cpp, docs/editor.md "Resize"): how many
// squares to add (or, negative, to take) on each side of the map; Resize applies it to the
// editor as one edit (EditorScreen::resize).
#pragma once

#include <array>
#include <vector>

#include "cata/app/painter.h"
#include "cata/app/screen.h"
#include "cata/core/geometry.h"

namespace cata::app {

class EditorScreen;

class ResizeScreen : public Screen {
public:
    /// Over `editor`, whose map is `size` squares.
    ResizeScreen(App& app, EditorScreen& editor, Pos size);

    std::string_view id() const override { return "editor_resize"; }
    bool isOpaque() const override { return false; }
    void draw(Painter& painter) override;

    struct Layout {
        Rect panel;
        std::vector<Rect> minus, plus;  // left, top, right, bottom
        Rect ok, cancel;
        int pad = 0, row_h = 0;
    };
    Layout layout() const;
    /// Squares added to side `i` (0 left, 1 top, 2 right, 3 bottom; negative: taken).
    int side(int i) const { return sides_[static_cast<std::size_t>(i)]; }

protected:
    bool click(int x, int y) override;
    bool keyDown(SDL_Keycode key, Uint16 mod) override;

private:
    void change(int i, int by);
    void apply();

    EditorScreen& editor_;
    Pos size_;
    std::array<int, 4> sides_{0, 0, 0, 0};
    bool done_ = false;
};

}  // namespace cata::app
