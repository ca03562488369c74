#!/usr/bin/env bash
# clang-format and clang-tidy on the lines a change touched (docs/testing.md, "Lint").
#
#   tools/lint.sh [--build DIR] [BASE]   # the lines changed since BASE (uncommitted ones too)
#   tools/lint.sh --self-test            # shows that a badly formatted change fails
#
# BASE defaults to HEAD's first parent: the last commit, or for a merge the whole branch it
# brought in. Before merging a branch, run `tools/lint.sh --build build/asan main`. Only the
# lines of the change are held to .clang-format and .clang-tidy: older code is not reformatted
# by the way. clang-tidy needs DIR, a build folder compiled by clang (its
# compile_commands.json; the `asan` preset's); without one only clang-format runs. The ctest
# test `lint` runs this on each build (clang-tidy in the clang one). Exit status: 0 clean, 1 when
# a line needs formatting or clang-tidy warns (both printed), 2 on bad usage.
set -uo pipefail
script="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
here="${CATA_LINT_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"  # the self-test points it elsewhere
build=""
base=""
while (($#)); do
  case "$1" in
    --build) build="${2:-}"; shift 2 ;;
    --self-test) self_test=1; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    -*) echo "lint: unknown option $1" >&2; exit 2 ;;
    *) base="$1"; shift ;;
  esac
done

format_diff="$(command -v clang-format-diff || command -v clang-format-diff-14 || true)"
tidy_diff="$(command -v clang-tidy-diff || command -v clang-tidy-diff-14.py || true)"
if [[ -z "$format_diff" ]]; then
  echo "lint: clang-format-diff is missing (tools/setup.sh installs the clang-format package)" >&2
  exit 1
fi

if [[ "${self_test:-0}" == 1 ]]; then
  # A throw-away repository with this project's style files: a clean change passes, a badly
  # formatted one fails and names its file.
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  cp "$here/.clang-format" "$here/.clang-tidy" "$tmp/"
  cd "$tmp" && git init -q . && git config user.email lint@test && git config user.name lint
  printf 'int twice(int x) { return 2 * x; }\n' > a.cpp
  git add -A && git commit -qm base
  printf 'int twice(int x) { return 2 * x; }\nint thrice(int x) { return 3 * x; }\n' > a.cpp
  git commit -qam clean
  if ! CATA_LINT_ROOT="$tmp" "$script" >"$tmp/clean.log" 2>&1; then echo "lint self-test: a clean change was refused:"; cat "$tmp/clean.log"; exit 1; fi
  printf 'int twice(int x) { return 2 * x; }\nint thrice(int x) { return 3 * x; }\nint   four( int x ){return 4*x;}\n' > a.cpp
  git commit -qam messy
  if CATA_LINT_ROOT="$tmp" "$script" >"$tmp/messy.log" 2>&1; then echo "lint self-test: a badly formatted change passed:"; cat "$tmp/messy.log"; exit 1; fi
  grep -q "a.cpp" "$tmp/messy.log" || { echo "lint self-test: the report does not name the file:"; cat "$tmp/messy.log"; exit 1; }
  # Only the changed lines count: a messy line left from before passes with a clean change.
  printf 'int   four( int x ){return 4*x;}\nint five(int x) { return 5 * x; }\n' > a.cpp
  git commit -qam "old mess, new clean line"
  printf 'int   four( int x ){return 4*x;}\nint five(int x) { return 5 * x; }\nint six(int x) { return 6 * x; }\n' > a.cpp
  git commit -qam "clean line under old mess"
  if ! CATA_LINT_ROOT="$tmp" "$script" >"$tmp/old.log" 2>&1; then echo "lint self-test: an older messy line was held against a clean change:"; cat "$tmp/old.log"; exit 1; fi
  if [[ -n "$tidy_diff" ]]; then
    # clang-tidy on the changed lines, with a database of one file.
    mkdir -p "$tmp/build"
    # Its command names a precompiled header not built yet: clang-tidy reads the text instead.
    printf '[{"directory": "%s", "command": "clang++ -std=c++20 -Xclang -include-pch -Xclang %s/none.pch -c %s/b.cpp -o b.o", "file": "%s/b.cpp"}]\n' \
      "$tmp" "$tmp" "$tmp" "$tmp" > "$tmp/build/compile_commands.json"
    printf 'int clamp(int x) { return x > 9 ? 9 : x; }\n' > b.cpp
    git add b.cpp && git commit -qm "tidy clean"
    if ! CATA_LINT_ROOT="$tmp" "$script" --build "$tmp/build" >"$tmp/tidy-clean.log" 2>&1; then
      echo "lint self-test: a change clang-tidy has nothing against was refused:"; cat "$tmp/tidy-clean.log"; exit 1
    fi
    printf 'int clamp(int x) { return x > 9 ? 9 : x; }\nint small(int x) {\n    if (x > 1);\n    return x;\n}\n' > b.cpp
    git commit -qam "tidy warns"
    if CATA_LINT_ROOT="$tmp" "$script" --build "$tmp/build" >"$tmp/tidy.log" 2>&1; then
      echo "lint self-test: clang-tidy's warning on a changed line was let through:"; cat "$tmp/tidy.log"; exit 1
    fi
    grep -q "b.cpp:3" "$tmp/tidy.log" || { echo "lint self-test: the clang-tidy report does not name the line:"; cat "$tmp/tidy.log"; exit 1; }
    # A changed file clang-tidy cannot compile at all (its bare "error: …", here a forced
    # include that is missing) fails too.
    printf '[{"directory": "%s", "command": "clang++ -std=c++20 -include %s/missing.h -c %s/b.cpp -o b.o", "file": "%s/b.cpp"}]\n' \
      "$tmp" "$tmp" "$tmp" "$tmp" > "$tmp/build/compile_commands.json"
    printf 'int clamp(int x) { return x > 9 ? 9 : x; }\nint small(int x) { return x; }\n' > b.cpp
    git commit -qam "does not compile"
    if CATA_LINT_ROOT="$tmp" "$script" --build "$tmp/build" >"$tmp/broken.log" 2>&1; then
      echo "lint self-test: a changed file clang-tidy could not compile was let through:"; cat "$tmp/broken.log"; exit 1
    fi
  fi
  echo "lint self-test: passed"
  exit 0
fi

cd "$here"
if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "lint: not a git checkout: no change to check"
  exit 0
fi
if [[ -z "$base" ]]; then
  if ! base="$(git rev-parse --verify -q 'HEAD^1')"; then
    echo "lint: HEAD has no parent (a first commit or a shallow clone): no change to check"
    exit 0
  fi
fi
git rev-parse --verify -q "$base^{commit}" >/dev/null || { echo "lint: no commit $base" >&2; exit 2; }

failed=0
changes="$(git diff -U0 --no-color "$base" -- '*.cpp' '*.h')"
if [[ -z "$changes" ]]; then
  echo "lint: no C++ line changed since $(git rev-parse --short "$base")"
  exit 0
fi
echo "lint: C++ lines changed since $(git rev-parse --short "$base"): $(git diff --numstat "$base" -- '*.cpp' '*.h' | wc -l) files"

formatting="$(printf '%s\n' "$changes" | "$format_diff" -p1 2>&1)"
if [[ -n "$formatting" ]]; then
  echo "lint: these changed lines do not follow .clang-format (apply with: git diff -U0 $base | clang-format-diff -p1 -i):"
  printf '%s\n' "$formatting"
  failed=1
else
  echo "lint: clang-format: clean"
fi

if [[ -n "$build" ]]; then
  if [[ ! -f "$build/compile_commands.json" ]]; then
    echo "lint: $build/compile_commands.json is missing: configure that build first" >&2
    exit 2
  fi
  if [[ -z "$tidy_diff" ]]; then
    echo "lint: clang-tidy-diff is missing (tools/setup.sh installs the clang-tidy package)" >&2
    exit 1
  fi
  # The .cpp files changed (a header's lines are checked through the files that include it,
  # .clang-tidy's HeaderFilterRegex). A unity build's database lists its batch files: each
  # source a batch includes gets the batch's command, in a database of our own.
  db="$(mktemp -d)"
  trap 'rm -rf "$db"' EXIT
  python3 - "$build/compile_commands.json" "$db/compile_commands.json" <<'PY'
import json, re, sys
entries = json.load(open(sys.argv[1]))
out = []
for e in entries:
    out.append(e)
    if "/Unity/unity_" not in e["file"]:
        continue
    try:
        batch = open(e["file"], encoding="utf-8").read()
    except OSError:
        continue
    for source in re.findall(r'^#include "(/[^"]+\.cpp)"', batch, re.M):
        one = dict(e)
        one["file"] = source
        one["command"] = e["command"].replace(e["file"], source)
        out.append(one)
for e in out:
    # The precompiled header's binary may not be built yet (or be stale): clang-tidy reads
    # its text instead (the -include of cmake_pch.hxx stays).
    e["command"] = re.sub(r" -Xclang -include-pch -Xclang \S+", "", e["command"])
json.dump(out, open(sys.argv[2], "w"))
with open(sys.argv[2] + ".files", "w") as f:
    for e in out:
        f.write(e["file"] + "\n")
PY
  # Only the files this build compiles: another preset's (the benchmarks in bench/, which the
  # asan build does not build) would be read with guessed flags and fail on what their own
  # target defines; clang-format above has checked them.
  tidy_files=()
  while IFS= read -r f; do
    [[ -n "$f" ]] || continue
    if grep -qxF "$here/$f" "$db/compile_commands.json.files"; then
      tidy_files+=("$f")
    else
      echo "lint: $f is not compiled by $build: clang-tidy skips it"
    fi
  done < <(git diff --name-only --diff-filter=d "$base" -- '*.cpp')
  tidy=""
  if ((${#tidy_files[@]})); then
    tidy="$(git diff -U0 --no-color "$base" -- "${tidy_files[@]}" | python3 "$tidy_diff" -p1 -path "$db" -iregex '.*\.cpp' -quiet 2>&1)"
  fi
  # A file clang-tidy could not compile at all prints a bare "error: …" line: a failure too.
  warnings="$(printf '%s\n' "$tidy" | grep -E '^([^ ].*: )?(warning|error): ' || true)"
  if [[ -n "$warnings" ]]; then
    echo "lint: clang-tidy warns on changed lines:"
    printf '%s\n' "$tidy" | grep -vE '^(Suppressed|Use -header-filter|[0-9]+ warnings? generated)' || true
    failed=1
  else
    echo "lint: clang-tidy: clean"
  fi
fi
exit "$failed"
