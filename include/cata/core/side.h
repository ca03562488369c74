// The two sides of the game: the heroes and the Master of the catacombs (rulebook,
// "To start"; R7 the heroes play first).
#pragma once

#include <string_view>

namespace cata {

/// Which side owns a character or a decision.
enum class Side { Heroes, Master };

/// The other side.
inline constexpr Side opponent(Side s) { return s == Side::Heroes ? Side::Master : Side::Heroes; }

/// JSON key: "heroes" or "master".
inline constexpr std::string_view sideKey(Side s) { return s == Side::Heroes ? "heroes" : "master"; }

}  // namespace cata
