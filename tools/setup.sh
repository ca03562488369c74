#!/usr/bin/env bash
# Installs the Debian packages the project needs (only the missing ones), then configures
# and builds the CMake preset given as $1 (default: release); further arguments are the
# targets to build (default: all of the preset). Idempotent and quick when nothing changed.
# Used by tools/play, tools/test and tools/bench.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
preset="${1:-release}"
shift || true
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cd "$here"

missing=()
while read -r pkg; do
  [[ -z "$pkg" || "$pkg" == \#* ]] && continue
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done < tools/packages.txt

if ((${#missing[@]})); then
  echo "Installing missing packages: ${missing[*]}"
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "error: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

jobs="$(nproc 2>/dev/null || echo 2)"
# A build folder made by another generator (before the presets used Ninja) is made anew.
if [[ -f "build/$preset/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "build/$preset/CMakeCache.txt"; then
  echo "build/$preset was configured with another generator: configuring it anew"
  rm -rf "build/$preset"
fi
# Configured again when the presets changed since (a preset's cache variables apply only when
# configuring).
if [[ ! -f "build/$preset/CMakeCache.txt" || CMakePresets.json -nt "build/$preset/CMakeCache.txt" ]]; then
  cmake --preset "$preset" >/dev/null
fi
cmake --build --preset "$preset" -j "$jobs" ${targets[@]+"${targets[@]}"}
