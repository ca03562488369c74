// The thirteen characteristics of a character card (rulebook, "Characteristics").
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace cata {

/// One characteristic. The JSON key of each is given by `characteristicKey`.
enum class Characteristic {
    MeleeAttack,   // "m_at"
    Defence,       // "defence"
    Shoot,         // "shoot"
    Magic,         // "magic"
    Strength,      // "strength"
    HealthPoints,  // "hp"
    Will,          // "will"
    Charisma,      // "charisma"
    Agility,       // "agility"
    Dexterity,     // "dexterity"
    Intelligence,  // "intelligence"
    Destiny,       // "destiny"  (P.Dest)
    ActionPoints,  // "ap"       (A.Point)
};

inline constexpr int kCharacteristicCount = 13;

/// JSON keys, in enum order.
inline constexpr std::array<std::string_view, kCharacteristicCount> kCharacteristicKeys = {
    "m_at", "defence", "shoot", "magic", "strength", "hp", "will",
    "charisma", "agility", "dexterity", "intelligence", "destiny", "ap"};

/// Short labels as printed on the cards, in enum order.
inline constexpr std::array<std::string_view, kCharacteristicCount> kCharacteristicLabels = {
    "M.At", "Defence", "Shoot", "Magic", "Strength", "HP", "Will",
    "Charisma", "Agility", "Dexterity", "Intelligence", "P.Dest", "A.Point"};

inline constexpr std::string_view characteristicKey(Characteristic c) {
    return kCharacteristicKeys[static_cast<int>(c)];
}
inline constexpr std::string_view characteristicLabel(Characteristic c) {
    return kCharacteristicLabels[static_cast<int>(c)];
}
inline std::optional<Characteristic> characteristicFromKey(std::string_view key) {
    for (int i = 0; i < kCharacteristicCount; ++i)
        if (kCharacteristicKeys[i] == key) return static_cast<Characteristic>(i);
    return std::nullopt;
}

/// The values of all thirteen characteristics.
struct Characteristics {
    std::array<int, kCharacteristicCount> values{};
    int operator[](Characteristic c) const { return values[static_cast<int>(c)]; }
    int& operator[](Characteristic c) { return values[static_cast<int>(c)]; }
    bool operator==(const Characteristics&) const = default;
};

}  // namespace cata
