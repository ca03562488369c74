#!/usr/bin/env bash
# The ten slowest translation units of a build (from its .ninja_log) and the ten slowest tests
# of its last tools/test run (from ctest's JUnit report, build/<preset>/ctest-junit.xml), so the
# next cut of CI time is measured, not guessed (docs/testing.md, "CI time").
#   tools/slowest.sh            # build/test and build/asan
#   tools/slowest.sh build/asan
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dirs=("$@")
((${#dirs[@]})) || dirs=("$here/build/test" "$here/build/asan")
for d in "${dirs[@]}"; do
  echo "== $d"
  if [[ -f "$d/.ninja_log" ]]; then
    echo "-- ten slowest translation units (s)"
    # .ninja_log v5: start_ms end_ms mtime output hash; a rebuilt output keeps its last line.
    awk -F'\t' 'NR > 1 && $4 ~ /\.o$/ { t[$4] = ($2 - $1) / 1000 } END { for (o in t) printf "%8.1f  %s\n", t[o], o }' \
      "$d/.ninja_log" | sort -rn | head -10
    awk -F'\t' 'NR > 1 && $4 ~ /\.o$/ { t[$4] = ($2 - $1) / 1000 } END { s = 0; for (o in t) s += t[o]; printf "   total %.0f s of compiling in %d units\n", s, length(t) }' "$d/.ninja_log"
  fi
  if [[ -f "$d/ctest-junit.xml" ]]; then
    echo "-- ten slowest tests (s)"
    python3 - "$d/ctest-junit.xml" <<'PY'
import sys, xml.etree.ElementTree as ET
cases = [(float(c.get("time", 0)), c.get("name")) for c in ET.parse(sys.argv[1]).iter("testcase")]
for t, n in sorted(cases, reverse=True)[:10]:
    print(f"{t:8.1f}  {n}")
print(f"   total {sum(t for t, _ in cases):.0f} s of testing in {len(cases)} tests")
PY
  fi
done
