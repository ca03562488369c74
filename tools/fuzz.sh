#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz (docs/robustness.md, "Fuzzing").
#
#   tools/fuzz.sh quest 600        # 10 minutes of the quest loader target
#   tools/fuzz.sh all 30           # 30 s of each target, one after the other
#   tools/fuzz.sh save 60 -- -only_ascii=1   # extra libFuzzer flags after --
#   tools/fuzz.sh --seeds-only     # only (re)write the seed corpora
# Options before the target: --build DIR (default build/fuzz), --no-build, --keep-seeds,
# --fresh (ctest's runs: the corpus found by earlier runs is left out, so 30 s stays 30 s).
#
# Targets: quest card ruleset save replay engine, and the focused fast ones readers one_quest
# protocol save_state (docs/robustness.md, "Focused targets"), or all. It configures and builds the "fuzz"
# preset (clang, address + undefined sanitizers; tools/setup.sh fuzz) unless --no-build, then
# writes the seed corpora into <build>/corpus/seeds/<target> from the shipped files and from
# recorded games (below), and runs the target for SECONDS (default 60) on:
#   <build>/corpus/work/<target>   what the fuzzer found interesting (kept between runs),
#   <build>/corpus/seeds/<target>  the seeds written now,
#   tests/fuzz/corpus/<target>     small hand-written seeds,
#   tests/fuzz/regressions/<target> inputs that once crashed (replayed by ctest too).
# Seeds: quest = quests/*.json, tests/content/fixtures, tests/schema quest snippets;
# card = assets/cards/*.json and card snippets; ruleset = assets/rules/*.json and snippets;
# save / replay / engine = saves, replays and engine transcripts recorded by fuzz_make_seeds
# (short seeded games of every shipped quest through EngineSession), plus the golden
# transcripts (tests/golden) turned into engine command lines; readers = the shipped rules,
# spells, cards and quests behind their format byte; one_quest = quest's seeds; protocol = the
# engine's transcripts, also without their "new" line; save_state = the recorded saves' "state"
# and "log". Mutations use the dictionary tests/fuzz/json.dict (JSON tokens, the keys of the
# shipped files and of the protocol).
#
# A crash, leak, timeout or sanitizer report stops the run with exit code 1 and leaves the
# input in <build>/artifacts/<target>/; replay it with
#   build/fuzz/tests/fuzz/fuzz_<target> build/fuzz/artifacts/<target>/crash-…
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$here/build/fuzz"
do_build=1
seeds_only=0
keep_seeds=0
fresh=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build="$(cd "$2" && pwd)"; shift 2 ;;
    --no-build) do_build=0; shift ;;
    --seeds-only) seeds_only=1; shift ;;
    --keep-seeds) keep_seeds=1; shift ;;   # use the seed corpora already written (ctest)
    --fresh) fresh=1; shift ;;             # start from the seeds only, in <build>/corpus/fresh (ctest)
    -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) break ;;
  esac
done
all_targets=(quest card ruleset save replay engine readers one_quest protocol save_state)
target="${1:-}"
seconds="${2:-60}"
shift $(( $# < 2 ? $# : 2 ))
[[ "${1:-}" == "--" ]] && shift
extra=("$@")

if [[ $seeds_only -eq 0 ]]; then
  case "$target" in
    all) targets=("${all_targets[@]}") ;;
    quest|card|ruleset|save|replay|engine|readers|one_quest|protocol|save_state) targets=("$target") ;;
    *) echo "usage: tools/fuzz.sh [--build DIR] [--no-build] TARGET|all [SECONDS] [-- libFuzzer flags]" >&2
       echo "       tools/fuzz.sh --seeds-only     (targets: ${all_targets[*]})" >&2
       exit 2 ;;
  esac
  [[ "$seconds" =~ ^[0-9]+$ ]] || { echo "error: SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }
fi

if [[ $do_build -eq 1 ]]; then
  "$here/tools/setup.sh" fuzz
fi
bin="$build/tests/fuzz"
[[ -x "$bin/fuzz_make_seeds" ]] || { echo "error: $bin/fuzz_make_seeds is not built (cmake --preset fuzz && cmake --build --preset fuzz)" >&2; exit 1; }

seeds="$build/corpus/seeds"
write_seeds() {
  rm -rf "$seeds"
  for t in "${all_targets[@]}"; do mkdir -p "$seeds/$t"; done
  cp "$here"/quests/*.json "$here"/tests/content/fixtures/*.json "$seeds/quest/"
  cp "$here"/tests/schema/*/quest__*.json "$seeds/quest/" 2>/dev/null || true
  cp "$here"/assets/cards/*.json "$seeds/card/"
  cp "$here"/tests/schema/*/cards__*.json "$seeds/card/" 2>/dev/null || true
  cp "$here"/assets/rules/*.json "$seeds/ruleset/"
  cp "$here"/tests/schema/*/ruleset__*.json "$seeds/ruleset/" 2>/dev/null || true
  CATAKOMBES_DATA="$here" "$bin/fuzz_make_seeds" "$seeds" 20 >/dev/null
  # Golden transcripts as engine command lines: "new" with the quest and seed, then each action.
  local f name quest seed
  for f in "$here"/tests/golden/*.txt; do
    name="$(basename "$f" .txt)"; quest="${name%-*}"; seed="${name##*-}"
    {
      printf '{"cmd":"new","quest":"%s","seed":%s}\n' "$quest" "$seed"
      awk -F' [|] ' '/^[0-9]+ [|]/ && n++ < 40 { print "{\"cmd\":\"act\",\"action\":" $3 "}" }' "$f"
      printf '{"cmd":"state"}\n{"cmd":"legal"}\n'
    } > "$seeds/engine/golden-$name.txt"
  done
  # The focused targets (tests/fuzz/fuzz_readers.cpp, fuzz_one_quest.cpp, fuzz_protocol.cpp,
  # fuzz_save_state.cpp).
  cp "$seeds"/quest/* "$seeds/one_quest/"
  local kind dir
  for kind in 0:rules 1:spells 2:cards; do
    for f in "$here"/assets/"${kind#*:}"/*.json; do
      { printf "\\x0${kind%%:*}"; cat "$f"; } > "$seeds/readers/${kind#*:}-$(basename "$f")"
    done
  done
  for f in "$here"/quests/*.json "$here"/tests/content/fixtures/*.json; do
    { printf '\x03'; cat "$f"; } > "$seeds/readers/quest-$(basename "$f")"
  done
  for f in "$seeds"/engine/*; do
    cp "$f" "$seeds/protocol/"
    tail -n +2 "$f" > "$seeds/protocol/no-new-$(basename "$f")"
  done
  python3 - "$seeds/save" "$seeds/save_state" <<'PY'
import json, os, sys
src, dst = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(src)):
    try:
        doc = json.load(open(os.path.join(src, name), encoding="utf-8"))
        part = {"state": doc["state"], "log": doc["log"]}
    except (ValueError, KeyError, TypeError):
        continue
    with open(os.path.join(dst, name), "w", encoding="utf-8") as out:
        json.dump(part, out)
PY
}
if [[ $keep_seeds -eq 0 || ! -d "$seeds/engine" ]]; then
  write_seeds
fi
echo "seed corpora: $(for t in "${all_targets[@]}"; do printf '%s %s  ' "$t" "$(ls "$seeds/$t" | wc -l)"; done)"
[[ $seeds_only -eq 1 ]] && exit 0

status=0
for t in "${targets[@]}"; do
  work="$build/corpus/work/$t"
  if [[ $fresh -eq 1 ]]; then
    work="$build/corpus/fresh/$t"
    rm -rf "$work"
  fi
  artifacts="$build/artifacts/$t"
  # fuzz_protocol's inputs touch tens of thousands of features: the entropic schedule's
  # bookkeeping for each of them (UpdateFeatureFrequency) was a fifth of its time
  # (docs/robustness.md, "Focused targets"). Flags given after -- come later and win.
  target_flags=()
  [[ $t == protocol ]] && target_flags=(-entropic=0)
  mkdir -p "$work" "$artifacts" "$here/tests/fuzz/corpus/$t" "$here/tests/fuzz/regressions/$t"
  echo "== fuzz_$t for ${seconds}s (corpus $work)"
  start=$(date +%s)
  if (cd "$build" && CATAKOMBES_DATA="$here" "$bin/fuzz_$t" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2560 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" -dict="$here/tests/fuzz/json.dict" ${target_flags[@]+"${target_flags[@]}"} ${extra[@]+"${extra[@]}"} \
        "$work" "$seeds/$t" "$here/tests/fuzz/corpus/$t" "$here/tests/fuzz/regressions/$t" \
        > "$build/fuzz_$t.log" 2>&1); then
    echo "   clean after $(( $(date +%s) - start )) s: $(grep -E '^#[0-9]+.*(DONE|pulse)' "$build/fuzz_$t.log" | tail -1)"
  else
    status=1
    echo "   FAILED after $(( $(date +%s) - start )) s; log: $build/fuzz_$t.log, inputs: $artifacts/" >&2
    grep -E 'ERROR|SUMMARY|fuzz property broken|Test unit written' "$build/fuzz_$t.log" | head -20 >&2 || true
  fi
done
exit $status
