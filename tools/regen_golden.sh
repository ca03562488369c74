#!/usr/bin/env bash
# Rewrites the golden transcripts (tests/golden/<quest-id>-<seed>.txt) from the current rules,
# content and random player, then shows what changed. Run it only for an intended behaviour
# change, and review the diff before committing (docs/testing.md).
#
#   tools/regen_golden.sh            # builds test_invariants in build/test (the CI preset)
#   tools/regen_golden.sh BUILD_DIR  # uses another configured build folder, e.g. build/inv
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$here/build/test}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCATA_WERROR=ON
fi
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" --target test_invariants
CATA_REGEN_GOLDEN=1 "$build/tests/test_invariants" "[golden]"
# Then the same test must pass against the files just written.
"$build/tests/test_invariants" "[golden]"
if git -C "$here" rev-parse --git-dir > /dev/null 2>&1; then
  git -C "$here" status --short -- tests/golden
  git -C "$here" diff --stat -- tests/golden
fi
