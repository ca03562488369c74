// Bilingual text carried by content (card names, lore, quest texts).
#pragma once

#include <string>

namespace cata {

/// A piece of player-facing text in both languages the game ships (English and French).
struct LocalText {
    std::string en;
    std::string fr;

    /// The text in `lang` ("fr" gives French, anything else English); falls back to English
    /// when the French text is empty.
    const std::string& in(const std::string& lang) const { return (lang == "fr" && !fr.empty()) ? fr : en; }
    bool operator==(const LocalText&) const = default;
};

}  // namespace cata
