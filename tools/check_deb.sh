#!/usr/bin/env bash
# Checks a Debian package of the game: the checks tools/package runs on its .deb and
# the ctest `package` on the one it makes from the `test` build (docs/testing.md, "The installed
# game and the package"). One place for both.
#
#   tools/check_deb.sh DEB                     # checks DEB (tools/package)
#   tools/check_deb.sh --from-build BUILD_DIR  # makes the package of a configured and built
#                                              # folder with cpack in a temporary folder, checks it
#                                              # (the ctest `package`, from build/test)
#
#   - the files of the install rules (dist/CMakeLists.txt) where the package puts them: the binary
#     in /usr/games (none in /usr/bin), the data in /usr/share/catakombes (every file of the
#     source tree's assets/, quests/ and schemas/, and nothing else), the desktop file, the
#     metainfo, the icons, the man page, the bash completion, the copyright and changelog;
#   - its Depends, from dpkg-shlibdeps: SDL2 and its image, ttf and mixer libraries;
#   - desktop-file-validate and appstreamcli validate on the package's own desktop file and metainfo;
#   - lintian: no error (E:); warnings are listed;
#   - it installs on this system (Debian 12): `apt-get install --simulate` of the .deb resolves
#     its dependencies, changing nothing.
# Prints one line a check ("ok" or "FAILED") and exits 1 when one fails, 2 on bad usage.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage() { echo "usage: tools/check_deb.sh DEB | --from-build BUILD_DIR" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [[ $# -eq 2 && "$1" == --from-build ]]; then
  build="$2"
  [[ -f "$build/CPackConfig.cmake" ]] || usage
  umask 022   # the package's files and folders: 644 and 755
  if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/cpack" >"$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log"
    echo "FAILED  cpack -G DEB in $build"
    exit 1
  fi
  set -- "$tmp"/cpack/catakombes_*.deb
  echo "        cpack made $(basename "$1") from $build"
fi
[[ $# -eq 1 && -f "$1" ]] || usage
deb="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
app_id=io.github.catakombes.Catakombes

failed=0
check() {
  local what="$1"; shift
  if "$@"; then echo "ok      $what"; else echo "FAILED  $what"; failed=1; fi
}

tree="$tmp/tree"
if ! dpkg-deb -x "$deb" "$tree"; then
  echo "FAILED  dpkg-deb -x $deb"
  exit 1
fi

# The install rules' files, where the package puts them.
files=(usr/games/catakombes
       "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml"
       usr/share/man/man6/catakombes.6.gz usr/share/bash-completion/completions/catakombes
       usr/share/doc/catakombes/copyright usr/share/doc/catakombes/changelog.gz
       usr/share/doc/catakombes/README.md usr/share/doc/catakombes/CHANGELOG.md)
for icon in "$here"/dist/icons/hicolor/*/apps/catakombes.png; do
  files+=("usr/share/icons/${icon#"$here/dist/icons/"}")
done
missing=()
for f in "${files[@]}"; do [[ -f "$tree/$f" ]] || missing+=("$f"); done
check "the install rules' files are in the package (${#files[@]}) ${missing[*]}" test ${#missing[@]} -eq 0
check "the binary is /usr/games/catakombes (Debian's place for games), executable, none in /usr/bin" \
  test -x "$tree/usr/games/catakombes" -a ! -e "$tree/usr/bin"
data_diff="$(diff <(cd "$tree/usr/share/catakombes" 2>/dev/null && find . -type f | sort) \
                  <(cd "$here" && find assets quests schemas -type f | sed 's|^|./|' | sort))"
check "/usr/share/catakombes holds the source tree's assets/, quests/ and schemas/, nothing else ${data_diff:0:300}" \
  test -z "$data_diff"

depends="$(dpkg-deb -f "$deb" Depends)"
echo "        Depends: $depends"
depends_on() { [[ ",$depends," =~ [,\ ]$1[\ ,\(] ]]; }
for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0; do
  check "the package depends on $lib (dpkg-shlibdeps)" depends_on "$lib"
done
check "the package is in the games section" test "$(dpkg-deb -f "$deb" Section)" = games

out="$(desktop-file-validate "$tree/usr/share/applications/$app_id.desktop" 2>&1)"
status=$?
check "desktop-file-validate $out" test $status -eq 0 -a -z "$out"
out="$(appstreamcli validate --no-net --explain "$tree/usr/share/metainfo/$app_id.metainfo.xml" 2>&1)"
status=$?
check "appstreamcli validate" test $status -eq 0
((status)) && printf '%s\n' "$out" | sed 's/^/        /'

# lintian: errors fail (E:, and its exit status), warnings are listed. Run as root it needs
# --allow-root.
lintian_args=(--tag-display-limit 0)
[[ $(id -u) -eq 0 ]] && lintian_args+=(--allow-root)
out="$(lintian "${lintian_args[@]}" "$deb" 2>&1)"
status=$?
[[ -n "$out" ]] && printf '%s\n' "$out" | sed 's/^/        /'
check "lintian: no error" test $status -eq 0 -a -z "$(printf '%s\n' "$out" | grep '^E: ')"

# Installs on Debian 12: apt resolves the package's dependencies on this system, simulating only.
out="$(apt-get install --simulate --no-install-recommends "$deb" 2>&1)"
status=$?
check "apt-get install --simulate: it installs here" test $status -eq 0 -a -n "$(printf '%s\n' "$out" | grep '^Inst catakombes ')"
((status)) && printf '%s\n' "$out" | tail -15 | sed 's/^/        /'

if ((failed)); then
  echo "tools/check_deb.sh: a check FAILED for $deb"
  exit 1
fi
echo "tools/check_deb.sh: $deb passed its checks"
