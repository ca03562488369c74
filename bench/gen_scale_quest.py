#!/usr/bin/env python3
"""Writes bench/scale-64.json: the benchmarks' scaling case, a 64 x 64 map of
sixteen rooms with 60 characters (12 heroes, the Master's leader and 47 troops).

Not a quest to play: it exists to show how the cost of the rules, the AI and the odds grows
with the map and the army. It is an ordinary quest file (the validator accepts it:
`catakombes validate bench/scale-64.json`). Deterministic; run it again after changing it:

    python3 bench/gen_scale_quest.py
"""
import json
import os

SIZE = 64
WALLS = [0, 16, 32, 48, 63]  # wall lines, both ways: a 4 x 4 grid of rooms
LETTERS = "ABCDEFGHIJKLMNOP"


def bands():
    """The interior [first, last] of each room band."""
    return [(WALLS[i] + 1, WALLS[i + 1] - 1) for i in range(4)]


def main():
    t = [["." for _ in range(SIZE)] for _ in range(SIZE)]
    z = [["." for _ in range(SIZE)] for _ in range(SIZE)]
    for y in range(SIZE):
        for x in range(SIZE):
            if x in WALLS or y in WALLS:
                t[y][x] = "#"
    b = bands()
    for j, (y0, y1) in enumerate(b):
        for i, (x0, x1) in enumerate(b):
            for y in range(y0, y1 + 1):
                for x in range(x0, x1 + 1):
                    z[y][x] = LETTERS[j * 4 + i]

    # Doors: two per wall between rooms (open, closed, some locked), so there are several ways
    # from the entry to the treasure.
    kinds = ["'", "+", "'", "L", "'", "+"]
    k = 0
    for j, (y0, y1) in enumerate(b):
        for wx in WALLS[1:4]:
            for y in (y0 + 4, y1 - 4):
                t[y][wx] = kinds[k % len(kinds)]
                k += 1
    for i, (x0, x1) in enumerate(b):
        for wy in WALLS[1:4]:
            for x in (x0 + 4, x1 - 4):
                t[wy][x] = kinds[k % len(kinds)]
                k += 1

    # Furniture of each room: rubble pillars, a barrel, a chest in every other room, traps.
    for j, (y0, y1) in enumerate(b):
        for i, (x0, x1) in enumerate(b):
            room = j * 4 + i
            for (dx, dy) in ((4, 6), (10, 6), (4, 10), (10, 10)):
                t[y0 + dy][x0 + dx] = "%"
            t[y1 - 1][x1 - 1] = "o"
            if room % 2 == 1:
                t[y0 + 1][x1 - 1] = "$"
            if room % 3 == 2:
                t[y0 + 8][x0 + 7] = "^"
            if room % 5 == 4:
                t[y0 + 12][x0 + 3] = ";"
    # A lava river with two fords across rooms F and G (row y = 24).
    for x in range(b[1][0], b[2][1] + 1):
        if t[24][x] == ".":
            t[24][x] = "~"
    t[24][b[1][0] + 2] = "."
    t[24][b[2][1] - 2] = "."
    # The reinforcement entry (R24): two squares of the outer wall of the last room.
    for y in (56, 57):
        t[y][63] = "R"
        z[y][63] = "P"
    # The treasure, in the last room.
    tx, ty = b[3][1] - 2, b[3][0] + 2
    t[ty][tx] = "$"

    # Heroes: three of each hero card in the entry room.
    heroes = []
    hero_cards = ["torgils", "esterella", "irf", "flavien"]
    for n in range(12):
        heroes.append({"card": hero_cards[n % 4], "at": [2 + 2 * (n % 6), 2 + 2 * (n // 6)]})
    # The Master: the leader by the treasure, 47 troops spread over the fifteen other rooms.
    troops = ["revenant", "skell", "vampire", "rats", "giant_spider", "ghoul", "fire_spirit",
              "tomb_ogre", "spectre", "shade", "goblin_grave_robber", "bats"]
    master = [{"card": "king_of_the_tombs", "at": [tx - 2, ty + 2]}]
    spots = [(7, 3), (3, 13), (11, 12), (7, 10)]
    n = 0
    for room in range(1, 16):
        j, i = divmod(room, 4)
        x0, y0 = b[i][0], b[j][0]
        per_room = 4 if room in (5, 10) else 3
        for s in range(per_room):
            dx, dy = spots[s]
            master.append({"card": troops[n % len(troops)], "at": [x0 + dx, y0 + dy]})
            n += 1
    assert len(heroes) + len(master) == 60, len(heroes) + len(master)
    for e in heroes + master:
        x, y = e["at"]
        assert t[y][x] == ".", (e, t[y][x])

    quest = {
        "$schema": "../schemas/quest.schema.json",
        "id": "bench_scale_64",
        "number": 64,
        "title": {"en": "Benchmark: sixteen halls", "fr": "Banc d'essai : seize salles"},
        "introduction": {
            "en": "The benchmarks' scaling case: a 64 x 64 map of sixteen rooms and sixty characters.",
            "fr": "Le cas d'échelle des bancs d'essai : une carte de 64 x 64 en seize salles et soixante personnages.",
        },
        "objective": {"en": "Open the chest of the last hall.", "fr": "Ouvrir le coffre de la dernière salle."},
        "budget": 5000,
        "turn_limit": 30,
        "terrain": ["".join(r) for r in t],
        "zone_map": ["".join(r) for r in z],
        "zones": [{"letter": c, "id": "hall_" + c.lower(), "name": {"en": "Hall " + c, "fr": "Salle " + c}}
                  for c in LETTERS],
        "hero_zone": "hall_a",
        "objects": [{"id": "treasure", "at": [tx, ty]}],
        "rosters": {"heroes": heroes, "master": master},
        "victory": [{"type": "chest_opened", "object": "treasure"},
                    {"type": "card_killed", "card": "king_of_the_tombs"}],
    }
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scale-64.json")
    with open(out, "w", encoding="utf-8") as f:
        f.write(json.dumps(quest, ensure_ascii=False, indent=1) + "\n")
    print("wrote", out)


if __name__ == "__main__":
    main()
