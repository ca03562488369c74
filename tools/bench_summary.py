#!/usr/bin/env python3
"""Prints the summary table of tools/bench.sh from the JSON results of bench_core,
bench_board_frames and bench_launch (docs/performance.md explains every figure).

    python3 tools/bench_summary.py BUILD_DIR/bench-results
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The performance targets of docs/performance.md (the scaling case is reported against them for information only).
TARGETS = {
    "actions": 300_000,     # random legal actions per second, at least
    "games_q1": 200,        # AI-vs-AI games per second on Quest I, at least
    "turn_median_ms": 2.0,  # Master AI turn, median, under
    "odds_us": 20.0,        # odds per attack, under
    "frame_p99_ms": 8.0,    # frame time p99, under
    "first_frame_ms": 150.0,
    "peak_mb": 80.0,
}


def load(path):
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if "benchmarks" not in data:
        return data
    # "odds/escape/min_time:0.500" -> "odds/escape" (the run's options are not part of the key)
    return {"/".join(b["name"].split("/")[:2]): b for b in data["benchmarks"]}


def quests():
    """(id, number, frame benchmark name) of every quest, the scaling case last."""
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "quests", "*.json"))):
        with open(path, encoding="utf-8") as f:
            q = json.load(f)
        out.append((q["id"], q["number"], f"boardFrame/quest_{q['number']}"))
    out.sort(key=lambda t: t[1])
    out.append(("bench_scale_64", 64, "boardFrame/scale_64"))
    return out


def mark(ok):
    return "ok" if ok else "MISS"


def main():
    res = sys.argv[1] if len(sys.argv) > 1 else "build/test/bench-results"
    core = {}
    for path in sorted(glob.glob(os.path.join(res, "core*.json"))):  # partial runs merge
        core.update(load(path))
    frames = load(os.path.join(res, "frames.json"))
    launch = load(os.path.join(res, "launch.json"))
    rows = []
    misses = []
    for qid, number, frame_name in quests():
        scale = number == 64
        label = "64x64, 60 chars" if scale else f"Quest {number} {qid}"
        ra = core.get(f"random_actions/{qid}", {})
        ag = core.get(f"ai_games/{qid}", {})
        mt = core.get(f"master_turn/{qid}", {})
        od = core.get(f"odds/{qid}", {})
        fr = frames.get(frame_name, {})
        actions = ra.get("items_per_second")
        games = ag.get("items_per_second")
        turn_med = mt.get("turn_median_us")
        turn_p99 = mt.get("turn_p99_us")
        odds_us = 1e6 / od["items_per_second"] if od.get("items_per_second") else None
        # Frame time in the drawing thread's CPU time (wall time is in frames.json too).
        f_med, f_p99 = fr.get("median_cpu_ms"), fr.get("p99_cpu_ms")

        def cell(value, fmt, ok=None):
            if value is None:
                return "-"
            text = fmt.format(value)
            if ok is not None and not ok:
                text += " (MISS)" if not scale else " (over)"
                if not scale:
                    misses.append(f"{label}: {text}")
            return text

        rows.append([
            label,
            cell(actions, "{:,.0f}", actions is None or actions >= TARGETS["actions"]),
            cell(games, "{:,.1f}", None if number != 1 or games is None else games >= TARGETS["games_q1"]),
            cell(turn_med / 1000 if turn_med is not None else None, "{:.3f}",
                 turn_med is None or turn_med / 1000 < TARGETS["turn_median_ms"]),
            cell(turn_p99 / 1000 if turn_p99 is not None else None, "{:.3f}"),
            cell(odds_us, "{:.2f}", odds_us is None or odds_us < TARGETS["odds_us"]),
            cell(f_med, "{:.2f}"),
            cell(f_p99, "{:.2f}", f_p99 is None or f_p99 < TARGETS["frame_p99_ms"]),
        ])
    head = ["quest", "actions/s", "AI games/s", "Master turn med ms", "p99 ms", "odds µs/attack",
            "frame med ms", "frame p99 ms"]
    targets = [f"targets", f">= {TARGETS['actions']:,}", f">= {TARGETS['games_q1']} (Q I)",
               f"< {TARGETS['turn_median_ms']}", "", f"< {TARGETS['odds_us']:.0f}", "",
               f"< {TARGETS['frame_p99_ms']:.0f}"]
    table = [head] + rows + [targets]
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    for k, r in enumerate(table):
        print("  ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)))
        if k == 0 or k == len(rows):
            print("  ".join("-" * w for w in widths))
    print()
    # Frames while a walk, an attack's motion and the dice's tumble run.
    animated = next((b for k, b in frames.items() if k.startswith("animated_quest_1")), None)
    if animated:
        a_med, a_p99 = animated.get("median_cpu_ms"), animated.get("p99_cpu_ms")
        ok_a = a_p99 is not None and a_p99 < TARGETS["frame_p99_ms"]
        print(f"animated frames (Quest I: a walk, an attack, the dice tumbling): median {a_med:.2f} ms, "
              f"p99 {a_p99:.2f} ms (wall p99 {animated.get('p99_ms', 0):.2f})  target < "
              f"{TARGETS['frame_p99_ms']:.0f} ms  {mark(ok_a)}")
        if not ok_a:
            misses.append(f"animated frame p99 {a_p99:.2f} ms")
    if launch:
        ff, rss = launch["first_frame_median_ms"], launch["peak_rss_max_mb"]
        ok_ff, ok_rss = ff < TARGETS["first_frame_ms"], rss < TARGETS["peak_mb"]
        print(f"launch to first frame: median {ff:.1f} ms (min {launch['first_frame_min_ms']:.1f}, "
              f"max {launch['first_frame_max_ms']:.1f}, {launch['runs']} runs; CPU of a whole run "
              f"{launch.get('cpu_median_ms', 0):.1f} ms)  target < "
              f"{TARGETS['first_frame_ms']:.0f} ms  {mark(ok_ff)}")
        print(f"peak memory (ru_maxrss): {rss:.1f} MB (median {launch['peak_rss_median_mb']:.1f})  "
              f"target < {TARGETS['peak_mb']:.0f} MB  {mark(ok_rss)}")
        if not ok_ff:
            misses.append(f"first frame {ff:.1f} ms")
        if not ok_rss:
            misses.append(f"peak memory {rss:.1f} MB")
    print()
    print("all targets met" if not misses else "targets missed: " + "; ".join(misses))


if __name__ == "__main__":
    main()
