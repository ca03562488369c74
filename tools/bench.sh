#!/usr/bin/env bash
# Runs every benchmark (docs/performance.md) and prints one summary table with the
# targets: random actions, AI games, Master turn, odds, board frame time per quest and for
# the 64 x 64 scaling case, then launch time and peak memory of the game.
#
#   tools/bench.sh              # builds the `bench` target of the bench preset (build/bench: optimised
#                               # RelWithDebInfo like the test preset; the other presets build no benchmark)
#   tools/bench.sh BUILD_DIR    # uses another build folder (e.g. build/release, made if missing)
#   CATA_BENCH_CPU=1 tools/bench.sh   # pins every benchmark to CPU 1 (taskset)
#   CATA_BENCH_FILTER=quest tools/bench.sh  # only benchmarks whose name matches (regex)
#
# The raw results (Google Benchmark JSON) stay in BUILD_DIR/bench-results/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
build="${1:-build/bench}"
jobs="$(nproc 2>/dev/null || echo 2)"
if [[ ! -f "$build/CMakeCache.txt" ]]; then
  case "$build" in
    build/bench) cmake --preset bench >/dev/null ;;
    build/test) cmake --preset test >/dev/null ;;
    build/release) cmake --preset release >/dev/null ;;
    *) cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCATA_BUILD_BENCH=ON >/dev/null ;;
  esac
fi
# Only the bench preset builds the benchmarks by default: switch them on in any other folder.
cmake "$build" -DCATA_BUILD_BENCH=ON >/dev/null
cmake --build "$build" -j "$jobs" --target bench
[[ -x "$build/bench/bench_core" ]] || { echo "error: no bench_core in $build (is libbenchmark-dev installed?)" >&2; exit 1; }

pin=()
if [[ -n "${CATA_BENCH_CPU:-}" ]]; then pin=(taskset -c "$CATA_BENCH_CPU"); fi
filter="${CATA_BENCH_FILTER:-.}"
out="$build/bench-results"
mkdir -p "$out"
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software

echo "== bench_core (rules core, AIs, odds) =="
"${pin[@]}" "$build/bench/bench_core" --benchmark_filter="$filter" \
  --benchmark_out="$out/core.json" --benchmark_out_format=json
echo "== bench_board_frames (frame time, software renderer, 1280x800) =="
"${pin[@]}" "$build/bench/bench_board_frames" --benchmark_filter="$filter" \
  --benchmark_out="$out/frames.json" --benchmark_out_format=json
echo "== bench_launch (launch to first frame, peak memory) =="
"${pin[@]}" "$build/bench/bench_launch" --runs 15 --json "$out/launch.json"
echo
python3 "$here/tools/bench_summary.py" "$out"
